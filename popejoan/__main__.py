"""``python -m popejoan``: the headless commands (see :mod:`popejoan.cli`)."""

import sys

from popejoan.cli import main

sys.exit(main())
