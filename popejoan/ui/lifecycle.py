"""The app's way out: quitting, the signals that end the game, long waits a quit cuts short, the shutdown.

There is one way out, whatever ends the game (the Quit button, closing the window, SIGTERM, SIGINT or SIGHUP):
:meth:`LifecycleMixin.quit` stops the loop after the frame, and :meth:`LifecycleMixin.shutdown` runs once on
the way out. A signal that arrives while the app waits on something long ends the wait at once
(:class:`QuitRequested`). This module does not open the window nor run the loop (:mod:`popejoan.ui.window`,
:mod:`popejoan.ui.app`).
"""

from __future__ import annotations

import signal
import sys
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from types import FrameType
from typing import TYPE_CHECKING, TypeVar, cast

import pygame

from popejoan.ui.i18n import t

if TYPE_CHECKING:
    from popejoan.ui.autosave import Saving
    from popejoan.ui.scene import Navigator, Scene
    from popejoan.ui.sound import SoundBoard

QUIT_SIGNALS = tuple(getattr(signal, name) for name in ("SIGTERM", "SIGINT", "SIGHUP") if hasattr(signal, name))
"""The signals that end the game through :meth:`App.quit` (when the app handles signals)."""
SignalHandler = Callable[[int, FrameType | None], object] | int | None
"""A signal's handler as :func:`signal.signal` takes and returns it (a function, ``SIG_DFL``/``SIG_IGN``, or None)."""
T = TypeVar("T")
QUIT_BACKSTOP_S = 8.0
"""Seconds after a quit signal after which the process ends even if something is stuck in C code
(``faulthandler`` prints where, then exits with status 1); a normal quit takes a few milliseconds."""



class QuitRequested(BaseException):
    """Raised inside a long wait (:meth:`App.blocking`) when the game must end now (a signal, the window closed).

    A ``BaseException``, like ``KeyboardInterrupt``, so that no ``except Exception`` swallows it; the
    main loop catches it and runs :meth:`App.shutdown`.
    """



class LifecycleMixin:
    """The way out of :class:`~popejoan.ui.app.App` (its attributes are set by ``App.__init__``)."""

    scenes: list[Scene]
    on_quit: list[Callable[[], object]]
    saving: Saving
    sound: SoundBoard
    running: bool
    quit_requested: bool
    _blocking: int
    _shut_down: bool
    _closing: threading.Event
    _workers: list[threading.Thread]
    _signals: dict[int, SignalHandler]
    _signals_seen: int

    # what this part uses of the app's other parts (set and defined there)
    push: Callable[[Scene], Scene]
    save_settings: Callable[[], None]
    if TYPE_CHECKING:
        @property
        def top(self) -> Scene | None: ...

    def _close_sound(self) -> None:
        """On the way out: a start still under way finishes before the mixer is closed, then every sound stops."""
        self.sound.wait(1.0)
        self.sound.stop()

    def _wait_for(self, work: Callable[[], T], name: str) -> T:
        """Run ``work()`` on a background thread and wait for its result, ending the wait on a quit.

        Raises:
            QuitRequested: the window was closed or a quit signal came while waiting.
            BaseException: whatever ``work`` raised.
        """
        values: list[T] = []
        errors: list[BaseException] = []

        def run() -> None:
            try:
                values.append(work())
            except BaseException as exc:  # handed to the waiting thread
                errors.append(exc)

        thread = threading.Thread(target=run, name=name, daemon=True)
        with self.blocking():
            thread.start()
            self._workers.append(thread)
            while thread.is_alive():
                thread.join(0.02)
                self.watch_for_quit()
        if errors:
            raise errors[0]
        return values[0]

    @contextmanager
    def blocking(self) -> Iterator[None]:
        """Mark a long wait: a quit signal inside it raises :class:`QuitRequested` at once.

        Raises:
            QuitRequested: the game is already ending when the wait would begin, or must end during it.
        """
        if self._signals_seen:
            raise QuitRequested()
        self._blocking += 1
        try:
            yield
        finally:
            self._blocking -= 1

    def watch_for_quit(self) -> None:
        """During a long wait: take a window close off the event queue (leaving every other event).

        Raises:
            QuitRequested: the window was closed, or a quit was asked for, during the wait.
        """
        try:
            closed = bool(pygame.event.get((pygame.QUIT, pygame.WINDOWCLOSE)))
        except pygame.error:  # the display is gone
            closed = True
        if (closed or self._signals_seen) and not self._shut_down:
            self.quit()
            raise QuitRequested()

    def close_window(self) -> None:
        """The window's close button (or the system asking the game to quit): quit, as Quit does, unless the
        session in play could not be saved (:meth:`~popejoan.ui.autosave.Saving.unsaved`: a read-only folder, a
        full disk). Then a question comes first, "Keep playing" focused: the play since the last save would
        be lost. Closing the window again while it is asked quits, and a quit signal (SIGTERM ...) never asks.
        """
        top = self.top
        if self._signals_seen or self.quit_requested or (top is not None and top.purpose == "quit_unsaved"):
            self.quit()
            return
        problem = self.saving.unsaved()
        if problem is None:
            self.quit()
            return
        from popejoan.ui.autosave import problem_words
        from popejoan.ui.scenes.confirm import ConfirmScene

        app = cast("Navigator", self)  # (a part of the App, which is the scenes' Navigator)
        self.push(ConfirmScene(app, t("unsaved_title"), t("confirm_unsaved", problem=problem_words(problem)),
                               t("unsaved_quit"), t("unsaved_stay"), self.quit, purpose="quit_unsaved"))

    def quit(self) -> None:
        """End the game: the loop stops after this frame and :meth:`shutdown` runs (the one way out: the
        settings and the session in play are saved)."""
        self.quit_requested = True
        self.running = False

    def shutdown(self) -> None:
        """The way out, run once however the game ends (Quit, window closed, SIGTERM, SIGINT, SIGHUP).

        In order: each scene's ``on_quit()`` hook, top scene first (a table records where it is);
        each callback in :attr:`on_quit`, in the order added (a saves writer flushes here); the
        settings are saved; the signal handlers are put back (:meth:`run` then closes the window).
        A hook or callback that fails is reported on stderr and the others still run. Safe to call twice.
        """
        if self._shut_down:
            return
        self._shut_down = True
        self.quit()
        hooks = [scene.on_quit for scene in reversed(self.scenes)]
        for hook in hooks + list(self.on_quit):
            try:
                hook()
            except Exception as exc:  # one failure must not stop the rest of the way out
                _warn(f"while closing: {type(exc).__name__}: {exc}")
        try:
            self.save_settings()
        except Exception as exc:  # e.g. the display already gone
            _warn(f"while saving the settings: {type(exc).__name__}: {exc}")
        self.restore_signal_handlers()
        self._closing.set()  # a loading worker stops at its next file: no thread is left in C code at exit
        for worker in self._workers:
            if worker.is_alive():
                worker.join(0.5)
        if self._signals_seen:
            import faulthandler

            faulthandler.cancel_dump_traceback_later()  # out in time: the backstop is not needed

    # --- signals

    def install_signal_handlers(self) -> None:
        """Make SIGTERM, SIGINT and SIGHUP end the game through :meth:`quit` (main thread only).

        A signal asks the loop to stop after the frame; during a long wait (:meth:`blocking`) it
        ends the wait at once. If the way out is itself stuck in C code, ``faulthandler`` ends the
        process :data:`QUIT_BACKSTOP_S` seconds later.
        """
        if threading.current_thread() is not threading.main_thread():
            return
        for sig in QUIT_SIGNALS:
            try:
                self._signals[sig] = signal.signal(sig, self._on_signal)
            except (OSError, ValueError):  # pragma: no cover - a signal this system will not let us catch
                pass

    def restore_signal_handlers(self) -> None:
        """Put back the handlers :meth:`install_signal_handlers` replaced."""
        if threading.current_thread() is not threading.main_thread():
            return
        for sig, previous in self._signals.items():
            try:
                signal.signal(sig, previous if previous is not None else signal.SIG_DFL)
            except (OSError, ValueError, TypeError):  # pragma: no cover
                pass
        self._signals = {}

    def _on_signal(self, signum: int, frame: FrameType | None) -> None:
        first = not self._signals_seen
        self._signals_seen += 1
        self.quit()
        if first:
            try:
                import faulthandler

                faulthandler.dump_traceback_later(QUIT_BACKSTOP_S, exit=True)
            except (ImportError, RuntimeError, ValueError):  # pragma: no cover
                pass
            try:
                pygame.event.post(pygame.event.Event(pygame.QUIT))
            except pygame.error:
                pass
        if self._blocking and not self._shut_down:
            raise QuitRequested()


def _warn(message: str) -> None:
    """A problem on the way out, on stderr (there may be none: pythonw)."""
    try:
        print(f"Pope Joan: {message}", file=sys.stderr)
    except Exception:
        pass
