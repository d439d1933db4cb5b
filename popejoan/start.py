"""Starting the game (main.py -> bootstrap -> start -> ui/launch -> ui/app): the command line of ``main.py``, of
the ``popejoan`` command and of the bundle.

    popejoan                                          the title menu
    popejoan --ruleset japanese --players Ann,Ben,cpu,cpu:hard
                                                      straight to a table (so do --chips, --deals and
                                                      --option, with the saved seats)
    popejoan --continue                               take up the last unfinished session where it stopped
    popejoan --screenshot menu.png
             --scene menu|table|draw|dealing|summary|final|shareout|rules|pause|help|sessions|settings|about|
                     stats
                                                      draw one screen to a PNG and exit
                                                      (--continue --screenshot FILE: the resumed table)
    popejoan --language es                            this run in Spanish (en, es, ja, ru or auto; not saved)
    popejoan --version                                the game's version
    popejoan --install-desktop / --uninstall-desktop  put the game in (or take it out of) the
                                                      applications menu (Linux)

``main.py`` (a checkout), the ``popejoan`` command (``pip install .``) and the
PyInstaller bundle all run :func:`main`, so they take the same flags. A missing
dependency, a broken ruleset or an unexpected error is reported in words (and
in a message box when there is no console), never as a traceback.

This module imports only the standard library at its top: the game itself
(pygame, the engine) is imported once the arguments are read and the
dependencies found, so ``--version`` and ``--help`` cost nothing and a bare
interpreter gets a message, not a traceback.
"""

from __future__ import annotations

import time

_IMPORTED = time.perf_counter()

import argparse  # noqa: E402
import os  # noqa: E402
import sys  # noqa: E402
from collections.abc import Sequence  # noqa: E402

from popejoan import __version__  # noqa: E402
from popejoan.first_words import _  # noqa: E402  (the error box's words, in the system's language)

SCENES = ("menu", "table", "draw", "dealing", "summary", "final", "shareout", "rules", "pause", "help", "sessions",
          "settings", "about", "stats", "learn", "glossary", "differences", "review")
"""The screens ``--screenshot`` can draw."""

REQUIRED = (("pygame", "pygame-ce"), ("yaml", "PyYAML"), ("pydantic", "pydantic"), ("platformdirs", "platformdirs"),
            ("filelock", "filelock"))
"""The game's packages: (module imported, package installed), as in ``requirements.txt``."""

WM_CLASS = "popejoan"
"""The window's class on X11 and app id on Wayland: the ``.desktop`` file's ``StartupWMClass``, so that a
desktop shows the game's own icon and name for its window."""


def report(message: str) -> None:
    """Tell the player something went wrong: on stderr, and in a message box when there is no console.

    A message box is shown when standard error is missing (``pythonw``, a windowed bundle), when the
    interpreter is ``pythonw``, or when ``POPEJOAN_ERROR_DIALOG=1`` (set by ``main.pyw`` and by the
    applications-menu entry). It is SDL's when pygame is there, tkinter's otherwise.

    Args:
        message: one or more lines, in words a player understands.
    """
    try:
        print(message, file=sys.stderr)
    except Exception:  # pythonw has no stderr
        pass
    windowed = sys.stderr is None or os.path.basename(sys.executable).lower().startswith("pythonw") \
        or os.environ.get("POPEJOAN_ERROR_DIALOG") == "1"
    if not windowed:
        return
    try:  # SDL's own message box: in every bundle (which leaves tkinter out) and wherever pygame is
        import pygame

        pygame.display.message_box("Pope Joan", message, message_type="error")
        return
    except Exception:  # no pygame, or it cannot show one: try tkinter
        pass
    try:
        import tkinter
        from tkinter import messagebox

        root = tkinter.Tk()
        root.withdraw()
        messagebox.showerror("Pope Joan", message)
        root.destroy()
    except Exception:  # no display or no tkinter: stderr was all we could do
        pass


def missing_packages() -> list[str]:
    """The game's packages this interpreter cannot find, by their install names (``pygame-ce`` ...).

    pygame is imported (the window needs it at once, and a broken install fails here); the
    others are only looked for, not imported, so the first frame does not wait for them (the
    rulesets load, with PyYAML and pydantic, just after it).
    """
    from importlib.util import find_spec

    missing = []
    for module, package in REQUIRED:
        try:
            if module == "pygame":
                __import__(module)
            elif find_spec(module) is None:
                missing.append(package)
        except ImportError:
            missing.append(package)
    return missing


def check_dependencies() -> bool:
    """Find what the game needs; report anything missing, or the wrong pygame, in words.

    Returns:
        True when the game can start.
    """
    missing = missing_packages()
    if missing:
        report(
            _("Pope Joan cannot start: it needs {needs}.").format(needs=", ".join(missing)) + "\n"
            + _("Install with:  {command}").format(command="python -m pip install " + " ".join(missing))
            + ("\n" + _("(Use pygame-ce, not the older 'pygame' package.)") if "pygame-ce" in missing else "")
        )
        return False
    import pygame

    if not getattr(pygame, "IS_CE", False):
        report(_("Pope Joan needs pygame-ce, but the older 'pygame' package is installed.") + "\n"
               + _("Fix with:  {command}").format(
                   command="python -m pip uninstall pygame && python -m pip install pygame-ce"))
        return False
    return True


def check_files() -> bool:
    """Find the game's own files (rulesets, fonts, icons); report them missing in words.

    Returns:
        True when they are all there.
    """
    from popejoan import resources

    gone = resources.missing()
    if gone:
        report(_("Pope Joan cannot start: its own files are missing ({files}). Install the game again.").format(
            files=", ".join(str(p) for p in gone)))
        return False
    return True


def parser(prog: str | None = None) -> argparse.ArgumentParser:
    """The command line (see the module docstring).

    Args:
        prog: the command's name in ``--help`` (the name it was started by when None).
    """
    p = argparse.ArgumentParser(prog=prog or _prog(), description="Pope Joan, the Victorian game of stops.")
    p.add_argument("--version", action="version", version=f"Pope Joan {__version__}")
    p.add_argument("--ruleset", help="a ruleset id (parlett, hoyle-1847, spanish, cacumen, japanese, russian, "
                   "or one of your own; remembered as the menu's choice) "
                   "or the path of a ruleset .yaml file (at most 1 MB)")
    p.add_argument("--players", help="comma-separated names in seat order; 'cpu' or 'cpu:LEVEL' is a computer "
                   "(default: the menu's seats; the seats given are remembered as the menu's)")
    p.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                   help="a ruleset variant, e.g. --option pope_as_stop=true (repeatable)")
    p.add_argument("--chips", type=int, help="starting fish per player (default: the ruleset's)")
    p.add_argument("--deals", type=int, help="deals in the session (default: until you stop)")
    p.add_argument("--seed", type=int, help="shuffle seed, for a repeatable session")
    p.add_argument("--speed", type=float, help="animation speed for this run, not saved (1.0 = normal; 0.25 to 4)")
    p.add_argument("--size", default=None, help="window size, e.g. 1280x800")
    p.add_argument("--fullscreen", action="store_true", help="start in full screen (F11 toggles)")
    p.add_argument("--language", choices=("en", "es", "ja", "ru", "auto"), default=None,
                   help="the interface language for this run, not saved (default: the Language setting; "
                   "auto = the system's)")
    p.add_argument("--continue", dest="resume", action="store_true",
                   help="take up the unfinished session played last, where it stopped")
    p.add_argument("--screenshot", metavar="FILE.png", help="draw one screen to this file and exit")
    p.add_argument("--scene", choices=SCENES, default=None,
                   help="the screen for --screenshot (default: menu, or table with --ruleset or --continue): "
                   "table is ready to play after the deal, draw is the draw for the first dealer under way, "
                   "dealing is the deal going round")
    p.add_argument("--timing", action="store_true", help="print the time from launch to the first frame")
    desktop = p.add_mutually_exclusive_group()
    desktop.add_argument("--install-desktop", action="store_true",
                         help="add Pope Joan, with its icon, to your applications menu (Linux) and exit")
    desktop.add_argument("--uninstall-desktop", action="store_true",
                         help="take Pope Joan out of your applications menu (Linux) and exit")
    return p


def parse_args(argv: Sequence[str] | None = None, prog: str | None = None) -> argparse.Namespace:
    """The command line's arguments (``sys.argv[1:]`` when ``argv`` is None).

    Raises:
        SystemExit: ``--help``, ``--version`` or a malformed command line (argparse's usual way).
    """
    return parser(prog).parse_args(None if argv is None else list(argv))


def _prog() -> str:
    """The name the game was started by: ``main.py``, ``popejoan``, ``PopeJoan`` (a bundle)."""
    name = os.path.basename(sys.argv[0]) if sys.argv and sys.argv[0] else ""
    if not name or name in ("-c", "__main__.py"):
        return "popejoan"
    return name[:-4] if name.lower().endswith(".exe") else name


def main(argv: Sequence[str] | None = None, *, started: float | None = None, prog: str | None = None) -> int:
    """Run the game as the command line says; return the process exit status.

    Args:
        argv: the arguments (``sys.argv[1:]`` when None).
        started: ``time.perf_counter()`` when the process began its work (``--timing`` counts from it).
        prog: the command's name for ``--help``.

    Returns:
        0 when the game ran and closed, 1 after an unexpected error (reported, with a crash log) or
        when ``--continue`` finds nothing to continue, 2 when it cannot start (reported in one line),
        130 on Ctrl+C.
    """
    args = parse_args(argv, prog)
    if args.install_desktop or args.uninstall_desktop:
        from popejoan import desktop

        try:
            print(desktop.install() if args.install_desktop else desktop.uninstall())
            return 0
        except desktop.DesktopError as exc:
            report(f"Pope Joan: {exc}")
            return 2
    if args.screenshot and not os.environ.get("DISPLAY") and sys.platform.startswith("linux") \
            and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    os.environ.setdefault("SDL_VIDEO_X11_WMCLASS", WM_CLASS)
    os.environ.setdefault("SDL_VIDEO_WAYLAND_WMCLASS", WM_CLASS)
    if not check_dependencies() or not check_files():
        return 2
    from popejoan.ui.launch import LaunchError, launch

    try:
        return launch(args, started=_IMPORTED if started is None else started)
    except LaunchError as exc:
        # one line, whatever the message (the engine's own words stay English)
        report(_("Pope Joan cannot start: {reason}").format(reason=" ".join(str(exc).split())))
        return exc.status
    except KeyboardInterrupt:
        return 130
    except Exception as exc:  # the last resort: a message and a log, not a bare traceback
        log = crash_log()
        report(_("Pope Joan stopped unexpectedly: {error}").format(error=f"{type(exc).__name__}: {exc}") + "\n"
               + (_("The details are in {file}").format(file=log) if log else ""))
        return 1


def crash_log() -> str | None:
    """Write the current exception's traceback next to the settings.

    Returns:
        The log file's path, or None when it could not be written.
    """
    import traceback

    try:
        from popejoan.ui.settings import settings_path

        path = settings_path().with_name("crash.log")
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(traceback.format_exc(), encoding="utf-8")
        return str(path)
    except Exception:
        return None
