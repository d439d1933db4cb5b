"""Launching the game (start-up chain: main.py -> bootstrap -> start -> ui/launch -> ui/app): the app opened and run.

Every argument is checked before a window opens (a bad one is one line saying
why, :class:`LaunchError`); ``--screenshot`` stages one screen and saves it.
This module opens the app and its first scene, and runs it; the command line's
checks and the game it describes are :mod:`popejoan.ui.command_line`'s, the
screenshots' staging :mod:`popejoan.ui.staging`'s. Nothing in the app or the
scenes imports it.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

import pygame

from popejoan.ui import theme
from popejoan.ui.app import App, QuitRequested

# Re-exported: the names callers (tests, benchmarks) knew as ``popejoan.ui.launch``'s keep working.
from popejoan.ui.command_line import (  # noqa: F401
    MAX_SAVE_DIGITS,
    LaunchError,
    _checked,
    _none_to_continue,
    _parse_size,
    _resume,
    check_numbers,
    parse_players,
    remember_choices,
    session_to_continue,
    setup_from_args,
    start_from_args,
    wants_table,
)
from popejoan.ui.staging import (  # noqa: F401
    _screenshot,
    _stage,
    _stage_resumed,
    _stage_share_out,
    finished_deal,
    ready_to_play,
)

if TYPE_CHECKING:
    from argparse import Namespace


def open_app(args: Namespace, *, handle_signals: bool = True) -> App | None:
    """Check ``main.py``'s arguments, open the window and put the first screen on the stack (menu or table).

    Args:
        args: the parsed command line (:func:`main.parse_args`).
        handle_signals: let SIGTERM, SIGINT and SIGHUP end the game through the app's way out.

    Returns:
        The app, ready to :meth:`~popejoan.ui.app.App.run`; None when a quit signal came while it opened
        (the app has already shut down).

    Raises:
        LaunchError: a command line that cannot start (the message says why); no window is left open.
    """
    size, save_id, refused = _checked(args)
    app = App(size, fullscreen=True if args.fullscreen else None, handle_signals=handle_signals,
              language=getattr(args, "language", None))
    app.saving.problems.extend(refused)
    if args.speed is not None:
        app.speed_override = args.speed  # this run only, as --language
    try:
        if save_id is not None:
            _resume(app, save_id)
        elif wants_table(args):
            start_from_args(app, args)
        else:
            app.to_menu()
    except QuitRequested:
        app.shutdown()
        theme.release_fonts()
        pygame.quit()
        return None
    except LaunchError:
        app.restore_signal_handlers()
        pygame.quit()
        raise
    return app


def launch(args: Namespace, started: float | None = None) -> int:
    """Run the game as ``main.py``'s arguments say; return the exit status.

    Returns:
        0 when the game ended (Quit, window closed, SIGTERM ...), after its way out has run.

    Raises:
        LaunchError: a command line that cannot start (the message says why).
    """
    if args.screenshot:
        return _screenshot(args)
    app = open_app(args)
    if app is None:
        return 0

    def first(at: float) -> None:
        if args.timing and started is not None:
            print(f"first frame {1000 * (at - started):.0f} ms after launch (cpu {1000 * time.process_time():.1f} ms "
                  "since the process started)", flush=True)

    if args.timing and started is not None:
        app.on_menu_ready = lambda: print(
            f"menu filled in (rulesets loaded) {1000 * (time.perf_counter() - started):.0f} ms after launch",
            flush=True)
        app.sound.on_ready = lambda: print(
            f"sounds ready {1000 * (time.perf_counter() - started):.0f} ms after launch (opened and read in "
            f"{app.sound.load_ms or 0:.0f} ms on their own thread{'' if app.sound.available else ', no device'})",
            flush=True)

    app.run(on_first_frame=first)
    _end_within(EXIT_GRACE_S)
    return 0


EXIT_GRACE_S = 1.5
"""Seconds the process is given to end once the game has closed (see :func:`_end_within`)."""


def _end_within(grace: float) -> None:
    """Make sure the process ends within ``grace`` seconds now that the game's way out has run.

    The app's ``shutdown`` has saved the settings and flushed the saves. What can remain is a
    computer player still thinking on a worker thread, which the interpreter waits for at exit
    (a quit by SIGTERM in the middle of an Expert's search): a daemon thread ends the process with
    status 0 after ``grace`` seconds if it is still there, whichever command started the game
    (``main.py``, ``popejoan``, the app).
    """
    import os
    import sys
    import threading

    def force() -> None:
        time.sleep(grace)
        for stream in (sys.stdout, sys.stderr):
            try:
                if stream is not None:
                    stream.flush()
            except Exception:
                pass
        os._exit(0)

    threading.Thread(target=force, name="popejoan-exit", daemon=True).start()
