"""``python -m popejoan``: the headless commands (see :mod:`popejoan.cli`), not the start-up chain of the game
(main.py -> bootstrap -> start -> ui/launch -> ui/app)."""

import sys

from popejoan.cli import main

sys.exit(main())
