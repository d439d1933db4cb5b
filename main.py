"""Pope Joan: double-click to play, or start from a terminal.

    python main.py                                        the title menu
    python main.py --ruleset japanese --players Ann,Ben,cpu,cpu:hard
                                                          straight to a table (so do --chips,
                                                          --deals and --option, with the saved seats)
    python main.py --continue                             take up the last unfinished session where it stopped
    python main.py --screenshot menu.png --scene menu|table|draw|dealing|summary|final|shareout|rules|pause|help|sessions
                   [--ruleset ID --players ...]
                                                          draw one screen to a PNG and exit
                                                          (--continue --screenshot FILE: the resumed table)

A ``cpu`` player is a computer seat (``cpu:easy``, ``cpu:normal`` ... pick its
level). A missing dependency or a broken ruleset is reported in words (and in
a message box when there is no console), never as a traceback.
"""

from __future__ import annotations

import time

_STARTED = time.perf_counter()

import argparse  # noqa: E402
import os  # noqa: E402
import sys  # noqa: E402


def _report(message: str) -> None:
    """Tell the player something went wrong: on stderr, and in a message box without a console."""
    try:
        print(message, file=sys.stderr)
    except Exception:  # noqa: BLE001 - pythonw has no stderr
        pass
    windowed = sys.stderr is None or os.path.basename(sys.executable).lower().startswith("pythonw") \
        or os.environ.get("POPEJOAN_ERROR_DIALOG") == "1"
    if windowed:
        try:  # a window for double-click launches (Windows pythonw, desktop launchers)
            import tkinter
            from tkinter import messagebox

            root = tkinter.Tk()
            root.withdraw()
            messagebox.showerror("Pope Joan", message)
            root.destroy()
        except Exception:  # noqa: BLE001 - no display or no tkinter: stderr was all we could do
            pass


def _check_dependencies() -> bool:
    """Find what the game needs; report anything missing in words.

    pygame is imported (the window needs it at once); the others are only looked
    for, not imported, so the first frame does not wait for them (the rulesets
    load, with PyYAML and pydantic, just after it).
    """
    from importlib.util import find_spec

    missing = []
    for module, package in (("pygame", "pygame-ce"), ("yaml", "PyYAML"), ("pydantic", "pydantic"),
                            ("platformdirs", "platformdirs")):
        try:
            if module == "pygame":
                __import__(module)
            elif find_spec(module) is None:
                missing.append(package)
        except ImportError:
            missing.append(package)
    if missing:
        _report(
            "Pope Joan cannot start: it needs " + ", ".join(missing) + ".\n"
            "Install with:  python -m pip install " + " ".join(missing)
            + ("\n(Use pygame-ce, not the older 'pygame' package.)" if "pygame-ce" in missing else "")
        )
        return False
    import pygame

    if not getattr(pygame, "IS_CE", False):
        _report("Pope Joan needs pygame-ce, but the older 'pygame' package is installed.\n"
                "Fix with:  python -m pip uninstall pygame && python -m pip install pygame-ce")
        return False
    return True


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    """The command line (see the module docstring)."""
    parser = argparse.ArgumentParser(prog="main.py", description="Pope Joan, the Victorian game of stops.")
    parser.add_argument("--ruleset", help="a ruleset id (parlett, hoyle-1847, spanish, cacumen, japanese, russian, "
                        "or one of your own) or the path of a ruleset .yaml file (at most 1 MB)")
    parser.add_argument("--players", help="comma-separated names in seat order; 'cpu' or 'cpu:LEVEL' is a computer "
                        "(default: you and three computers)")
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                        help="a ruleset variant, e.g. --option pope_as_stop=true (repeatable)")
    parser.add_argument("--chips", type=int, help="starting fish per player (default: the ruleset's)")
    parser.add_argument("--deals", type=int, help="deals in the session (default: until you stop)")
    parser.add_argument("--seed", type=int, help="shuffle seed, for a repeatable session")
    parser.add_argument("--speed", type=float, help="animation speed, 1.0 = normal")
    parser.add_argument("--size", default=None, help="window size, e.g. 1280x800")
    parser.add_argument("--fullscreen", action="store_true", help="start in full screen (F11 toggles)")
    parser.add_argument("--continue", dest="resume", action="store_true",
                        help="take up the unfinished session played last, where it stopped")
    parser.add_argument("--screenshot", metavar="FILE.png", help="draw one screen to this file and exit")
    parser.add_argument("--scene", choices=("menu", "table", "draw", "dealing", "summary", "final", "shareout",
                                            "rules", "pause", "help", "sessions"), default=None,
                        help="the screen for --screenshot (default: menu, or table with --ruleset or --continue): "
                        "table is ready to play after the deal, draw is the draw for the first dealer under way, "
                        "dealing is the deal going round")
    parser.add_argument("--timing", action="store_true", help="print the time from launch to the first frame")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    """Run the game; return the process exit status."""
    args = parse_args(argv)
    if args.screenshot and not os.environ.get("DISPLAY") and sys.platform.startswith("linux") \
            and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if not _check_dependencies():
        return 2
    from popejoan.ui.launch import LaunchError, launch

    try:
        return launch(args, started=_STARTED)
    except LaunchError as exc:
        _report("Pope Joan cannot start: " + " ".join(str(exc).split()))  # one line, whatever the message
        return exc.status
    except KeyboardInterrupt:
        return 130
    except Exception as exc:  # noqa: BLE001 - the last resort: a message and a log, not a bare traceback
        log = _crash_log()
        _report(f"Pope Joan stopped unexpectedly: {type(exc).__name__}: {exc}\n"
                + (f"The details are in {log}" if log else ""))
        return 1


def _crash_log() -> str | None:
    """Write the current exception's traceback next to the settings; return the file's path."""
    import traceback

    try:
        from popejoan.ui.settings import settings_path

        path = settings_path().with_name("crash.log")
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(traceback.format_exc(), encoding="utf-8")
        return str(path)
    except Exception:  # noqa: BLE001
        return None


def _exit(status: int, grace: float = 1.5) -> None:
    """End the process with ``status``, within ``grace`` seconds whatever is still running.

    The game's own way out (the app's ``shutdown``: scenes' hooks, saves flushed, settings saved)
    has run by now. What can remain is a computer player still thinking on a worker thread, which
    the interpreter waits for at exit: it gets ``grace`` seconds, then the process ends without it.
    """
    import threading

    def force() -> None:
        time.sleep(grace)
        for stream in (sys.stdout, sys.stderr):
            try:
                stream.flush()
            except Exception:  # noqa: BLE001
                pass
        os._exit(status)

    threading.Thread(target=force, name="popejoan-exit", daemon=True).start()
    sys.exit(status)


if __name__ == "__main__":
    _exit(main())
