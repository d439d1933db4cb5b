"""Pope Joan without a console window (Windows: double-click this file; pythonw runs it).

Errors that stop the game are shown in a message box instead of a console.
"""

from __future__ import annotations

import os
import runpy
import sys
from pathlib import Path

os.environ.setdefault("POPEJOAN_ERROR_DIALOG", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent))
runpy.run_path(str(Path(__file__).resolve().parent / "main.py"), run_name="__main__")
