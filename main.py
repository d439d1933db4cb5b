#!/usr/bin/env python3
"""Pope Joan: double-click to play, or start from a terminal (start-up chain, first link: main.py -> bootstrap
-> start -> ui/launch -> ui/app).

    python main.py                                        the title menu
    python main.py --ruleset japanese --players Ann,Ben,cpu,cpu:hard
                                                          straight to a table (so do --chips,
                                                          --deals and --option, with the saved seats)
    python main.py --continue                             take up the last unfinished session where it stopped
    python main.py --screenshot menu.png
                   --scene menu|table|draw|dealing|summary|final|shareout|rules|pause|help|sessions|settings
                   [--ruleset ID --players ...]
                                                          draw one screen to a PNG and exit
                                                          (--continue --screenshot FILE: the resumed table)
    python main.py --version                              the game's version

A ``cpu`` player is a computer seat (``cpu:easy``, ``cpu:normal`` ... pick its
level). The flags are the ``popejoan`` command's (:mod:`popejoan.start`).

Started with a Python that lacks the game's packages (a double-click with the
system's Python), it runs itself again with the ``.venv`` beside it, or offers
to make that ``.venv`` and install them (:mod:`popejoan.bootstrap`). A missing
dependency or a broken ruleset is reported in words (and in a message box when
there is no console), never as a traceback. Nothing of the game is imported
until the packages are known to be there.
"""

from __future__ import annotations

import time

_STARTED = time.perf_counter()

import os  # noqa: E402
import sys  # noqa: E402
from typing import TYPE_CHECKING  # noqa: E402

if TYPE_CHECKING:
    import argparse


def _too_old() -> int:
    """Say, in a window where there is no console, that this Python is too old for the game."""
    message = ("Pope Joan needs Python 3.10 or newer; this is Python %d.%d (%s).\n"
               "Install a newer Python from python.org and open main.py with it."
               % (sys.version_info[0], sys.version_info[1], sys.executable))
    try:
        print(message, file=sys.stderr)
    except Exception:  # pythonw has no stderr
        pass
    if sys.stderr is None or os.path.basename(sys.executable).lower().startswith("pythonw") \
            or os.environ.get("POPEJOAN_ERROR_DIALOG") == "1":
        try:
            import tkinter
            from tkinter import messagebox

            root = tkinter.Tk()
            root.withdraw()
            messagebox.showerror("Pope Joan", message)
            root.destroy()
        except Exception:
            pass
    return 2


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    """The command line (:func:`popejoan.start.parse_args`, named ``main.py``), ``sys.argv[1:]`` when None.

    Raises:
        SystemExit: ``--help``, ``--version`` or a malformed command line.
    """
    from popejoan import start

    return start.parse_args(argv, prog="main.py")


def main(argv: list[str] | None = None) -> int:
    """Check the command line, find the game's packages (or the ``.venv``), then run the game.

    Returns:
        The process exit status (see :func:`popejoan.start.main`).
    """
    if sys.version_info < (3, 10):
        return _too_old()
    here = os.path.dirname(os.path.abspath(__file__))
    if sys.path[:1] != [here]:
        sys.path.insert(0, here)
    args = sys.argv[1:] if argv is None else list(argv)
    from popejoan import start

    start.parse_args(args, prog="main.py")  # --help, --version and a malformed line need no packages
    from pathlib import Path

    from popejoan.bootstrap import ensure_environment

    status = ensure_environment(Path(os.path.abspath(__file__)), args)
    if status is not None:
        return status
    return start.main(args, started=_STARTED, prog="main.py")


if __name__ == "__main__":
    sys.exit(main())
