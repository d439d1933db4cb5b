"""The PyInstaller bundle's entry point: the ``popejoan`` command (:func:`popejoan.start.main`), as ``PopeJoan``."""

from __future__ import annotations

import sys

from popejoan.start import main

if __name__ == "__main__":
    sys.exit(main())
