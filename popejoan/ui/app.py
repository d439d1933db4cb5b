"""The App: the window, the scene stack, the main loop and the player's settings.

The loop runs at a fixed 60 frames a second: events go to the top scene
(F11 and window resizes are the app's own), then ``update(dt_ms)``, then every
scene from the lowest opaque one up draws, then the frame is shown.

There is one way out, whatever ends the game (the Quit button, closing the
window, SIGTERM, SIGINT or SIGHUP): :meth:`App.quit` stops the loop after the
frame, and :meth:`App.shutdown` runs once on the way out: every scene's
``on_quit`` hook (top first), then each callback in :attr:`App.on_quit`
(where a saves writer is flushed), then the settings are saved. A signal that
arrives while the app waits on something long (the rulesets loading, a table
being laid) ends the wait at once (:class:`QuitRequested`).

The settings file is :mod:`popejoan.ui.settings`'s; a game to start is a
:class:`~popejoan.ui.setup.GameSetup`; launching from the command line is
:mod:`popejoan.ui.launch`. Scenes never import this module: the app is handed
to them as a :class:`~popejoan.ui.navigator.Navigator`, and the app imports a
scene only where it opens one.
"""

from __future__ import annotations

import gc
import importlib
import os
import signal
import sys
import threading
import time
import warnings
import weakref
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Iterator

import pygame

from popejoan.ui import access, theme
from popejoan.ui import palette as pal
from popejoan.ui.autosave import Saving
from popejoan.ui.cache import release_memory, tune_allocator
from popejoan.ui import i18n
from popejoan.ui.i18n import t
from popejoan.ui.scene import Scene
# Re-exported: callers that knew these as ``popejoan.ui.app``'s keep working.
from popejoan.ui.settings import (  # noqa: F401
    SPEEDS,
    Settings,
    fit_window,
    keep_bad_settings,
    load_settings,
    save_settings,
    settings_path,
)
from popejoan.ui.setup import (  # noqa: F401
    LEVELS_FALLBACK, GameSetup, Seat, computer_levels, default_seats, rename_default_seats,
)
from popejoan.ui.sound import SoundBoard

if TYPE_CHECKING:
    from popejoan.engine.errors import RulesetError
    from popejoan.engine.ruleset import Ruleset

__all__ = [
    "FPS", "LEVELS_FALLBACK", "MAX_DT_MS", "QUIT_SIGNALS", "SPEEDS", "App", "GameSetup", "QuitRequested", "Seat",
    "Settings", "computer_levels", "default_seats", "keep_bad_settings", "load_settings", "save_settings",
    "settings_path",
]

FPS = 60
"""Frames per second of the main loop."""
MAX_DT_MS = 100.0
"""The longest step (milliseconds) given to ``update``, so a stall never makes animations jump."""
RESIZE_SETTLE_MS = 150.0
"""A window dragged to a new size (a change of size in the next frame, or within this long, of the last) is laid
out again once it has kept one size this long (milliseconds of the clock): laying a scene out costs up to
~100 ms at 200 % with 8 seats (the table's zoom search, the board's art), too much for every frame of a drag.
A lone change of size (maximise, F11, the settings' window size, :meth:`App.resize`) is laid out at once."""

QUIT_SIGNALS = tuple(getattr(signal, name) for name in ("SIGTERM", "SIGINT", "SIGHUP") if hasattr(signal, name))
"""The signals that end the game through :meth:`App.quit` (when the app handles signals)."""
QUIT_BACKSTOP_S = 8.0
"""Seconds after a quit signal after which the process ends even if something is stuck in C code
(``faulthandler`` prints where, then exits with status 1); a normal quit takes a few milliseconds."""


def _now_ms() -> float:
    """The clock resizes are timed by (milliseconds; monotonic)."""
    return time.monotonic() * 1000.0


class QuitRequested(BaseException):
    """Raised inside a long wait (:meth:`App.blocking`) when the game must end now (a signal, the window closed).

    A ``BaseException``, like ``KeyboardInterrupt``, so that no ``except Exception`` swallows it; the
    main loop catches it and runs :meth:`App.shutdown`.
    """


class App:
    """The running game: one window, a stack of scenes, the settings.

    Args:
        size: the window size in pixels (the saved size when None); fitted to the screen and to
            :data:`~popejoan.ui.theme.MIN_SIZE` .. :data:`~popejoan.ui.settings.MAX_WINDOW`.
        config: the settings file (``settings_path()`` when None).
        hidden: open the window hidden (screenshots, tests).
        fullscreen: override the saved full-screen choice.
        handle_signals: let SIGTERM, SIGINT and SIGHUP end the game through :meth:`quit` (the game
            itself; tests leave the test runner's handlers alone).

    Attributes:
        settings: the player's choices, saved when a game starts, when the speed changes and on quit.
        scenes: the scene stack, bottom first.
        notices: messages for the player (a corrupt settings file, ...), shown by the menu.
        speed: the animation speed in force: ``speed_override`` when given, else ``settings.animation_speed``.
        speed_override: the animation speed of this run only (``main.py --speed``), never saved; None
            when the setting rules. A speed chosen in the menu or the settings screen ends it.
        saving: the saved sessions and the saving of the session in play (:mod:`popejoan.ui.autosave`).
        sound: the game's sounds (:mod:`popejoan.ui.sound`), opened after the first frame is shown.
        sound_enabled: whether the sounds are opened at all (not for a hidden window: screenshots, tests;
            not with ``POPEJOAN_SOUND=0`` in the environment).
        on_quit: callbacks run once by :meth:`shutdown`, however the game ends, after the scenes'
            ``on_quit`` hooks and before the settings are saved; ``saving.close`` is the first.
        quit_requested: the game is ending (Quit, window closed, a signal).
    """

    def __init__(self, size: tuple[int, int] | None = None, *, config: Path | None = None,
                 hidden: bool = False, fullscreen: bool | None = None, handle_signals: bool = False,
                 language: str | None = None) -> None:
        self.config_path = config or settings_path()
        self.notices: list[str] = []
        self.scenes: list[Scene] = []
        self.on_quit: list[Callable[[], None]] = []
        self.running = False
        self.quit_requested = False
        self.frames = 0
        self.first_frame_at: float | None = None
        self.on_menu_ready: Callable[[], None] | None = None
        self.hidden = hidden
        self.fullscreen = False
        self.maximized = False  # the window manager maximised the window (its events say so)
        self._maximize_after_fullscreen = False
        self.saving = Saving()
        self.speed_override: float | None = None
        # the session in play is saved and every save is on the disk before the window goes
        self.on_quit.append(self.saving.close)
        self.on_quit.append(self._close_sound)
        self._rulesets: tuple[dict[str, "Ruleset"], list["RulesetError"]] | None = None
        self._blocking = 0
        self._collect_in = 0
        self._shut_down = False
        self._closing = threading.Event()
        self._workers: list[threading.Thread] = []  # background waits (_wait_for), joined on the way out
        self._unread: list[str] | None = None  # the game's modules still to import (:func:`game_modules`)
        self._signals: dict[int, Any] = {}
        self._signals_seen = 0
        self._settings_writable = True
        self._settings_warned: set[str] = set()  # the reasons a settings write failed, already said this run
        if handle_signals:
            self.install_signal_handlers()
        self._read_settings()
        self.language_override = language if language in i18n.LANGUAGES or language == "auto" else None
        i18n.set_language(self.language_override or self.settings.language)  # before the first frame is drawn
        rename_default_seats(self.settings.seats)  # seats still called "Player", "Mrs Bennet": in this language
        self.sound = SoundBoard(self.settings.sound_volume, self.settings.muted, self.settings.ambience)
        self.sound_enabled = not hidden and os.environ.get("POPEJOAN_SOUND", "1") != "0"
        access.apply(self.settings)
        tune_allocator()  # window-sized images freed by the caches go back to the system
        if sys.platform.startswith("linux"):
            # SDL's default OpenGL window framebuffer costs ~200 ms to create and ~12 ms a flip without a
            # GPU (Xvfb, llvmpipe); the plain X11 framebuffer opens in ~20 ms and flips in under 1 ms.
            os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
        pygame.display.init()
        pygame.font.init()
        pygame.key.set_repeat(400, 40)
        self.screen = self._open_window(size)
        self._size = self.screen.get_size()
        self._seen_size = self._size  # the window's size as last seen, laid out or not (a drag under way)
        self._seen_at = -1e12  # when it was first seen (:func:`_now_ms`)
        self._seen_gap = 1e12  # the milliseconds between that change of size and the one before it
        self._seen_frame = -2  # the frame it was seen in (:attr:`frames`)
        self._seen_frames_gap = 1 << 30  # the frames between that change and the one before it
        self._drag_canvas: pygame.Surface | None = None  # what the scenes draw on while a drag is under way
        self._drag_shrunk: pygame.Surface | None = None  # the canvas shrunk to a smaller window, made once a size
        self._drag_scale = 1.0  # the canvas's scale on the window during a drag (under 1 when shrunk to fit)
        pygame.display.set_caption(t("title"))
        own = weakref.ref(self)  # the app is not kept alive by the listener (tests open many)
        i18n.on_language_change(lambda code: (lambda app: app and app._language_changed())(own()))
        self._window: Any = None
        try:
            with warnings.catch_warnings():  # only its size and full-screen state are used
                warnings.simplefilter("ignore", DeprecationWarning)
                self._window = pygame.Window.from_display_module()
            self._window.minimum_size = theme.MIN_SIZE
        except (AttributeError, pygame.error):  # pragma: no cover - older pygame-ce
            self._window = None
        self._set_icon()
        self.clock = pygame.time.Clock()
        if (self.settings.fullscreen if fullscreen is None else fullscreen) and not hidden:
            self.toggle_fullscreen()

    def _read_settings(self) -> None:
        """Read the settings file; a problem becomes one notice, and the file as it was is kept aside (a file the
        system will not let the game read is left where it is instead, and not written over this run)."""
        self.settings, problem = load_settings(self.config_path)
        if problem is None:
            return
        if problem.unreadable:  # not damaged: left as it is, and not written over, until it can be read
            self.notices.append(problem.notice(None))
            self._settings_writable = False
            return
        kept = keep_bad_settings(self.config_path)
        self.notices.append(problem.notice(kept))
        if kept is not None:  # the good fields, at once, in place of the file kept aside
            problem_saving = save_settings(self.settings, self.config_path)
            if problem_saving:
                self.notices.append(problem_saving)
        elif self.config_path.is_file():
            self._settings_writable = False  # never write over a file that could not be kept

    def _close_sound(self) -> None:
        """On the way out: a start still under way finishes before the mixer is closed, then every sound stops."""
        self.sound.wait(1.0)
        self.sound.stop()

    def _open_window(self, size: tuple[int, int] | None) -> pygame.Surface:
        """Open the window at ``size`` (or the saved size), fitted to the screen; smaller sizes if refused.

        Raises:
            pygame.error: no window can be opened at all (no display).
        """
        want = fit_window(size or self.settings.window)
        if not self.hidden:  # a size larger than this screen (another monitor, a hand edit) shrinks to fit
            try:
                desk = pygame.display.get_desktop_sizes()[0]
                if desk[0] > 0 and desk[1] > 0 and (want[0] > desk[0] or want[1] > desk[1] - 60):
                    want = fit_window((min(want[0], desk[0] * 9 // 10), min(want[1], desk[1] * 85 // 100)))
            except (pygame.error, IndexError):
                pass
        flags = pygame.RESIZABLE | (pygame.HIDDEN if self.hidden else 0)
        failure: BaseException | None = None
        for attempt in dict.fromkeys((want, fit_window(Settings.window), theme.MIN_SIZE)):
            try:
                with warnings.catch_warnings():  # "forcibly resized by the OS": the size it got is read back
                    warnings.simplefilter("ignore", RuntimeWarning)
                    return pygame.display.set_mode(attempt, flags)
            except (pygame.error, MemoryError, OverflowError) as exc:
                failure = exc
        assert failure is not None
        raise failure

    # --- properties

    @property
    def screen_size(self) -> tuple[int, int]:
        """The size the scenes are laid out for, in pixels: the window's drawable size, except while the window
        is dragged to a new size (:attr:`resize_pending`), when it is the size before the drag until it rests
        (a scene pushed or laid out again mid-drag is laid out for the canvas it is drawn on)."""
        return self._size

    @property
    def window_size(self) -> tuple[int, int]:
        """The window's drawable size in pixels now (during a drag, ahead of :attr:`screen_size`)."""
        return self.screen.get_size()

    @property
    def speed(self) -> float:
        """The animation speed in force (1.0 = normal): this run's ``--speed``, else the saved setting."""
        return self.speed_override if self.speed_override is not None else self.settings.animation_speed

    @property
    def top(self) -> Scene | None:
        """The scene that receives events, or None when the stack is empty."""
        return self.scenes[-1] if self.scenes else None

    def rulesets_ready(self) -> bool:
        """Whether the rulesets are loaded (the menu loads them after its first frame is on screen)."""
        return self._rulesets is not None

    def rulesets(self, reload: bool = False) -> tuple[dict[str, "Ruleset"], list["RulesetError"]]:
        """Every loaded ruleset by id, and the load errors of the user's broken files (loaded once).

        The files are read on a background thread while this waits, watching for a closed window
        and for signals, so the game can always be closed while they load.

        Raises:
            QuitRequested: the game must end (window closed, SIGTERM) before the rulesets were loaded.
        """
        if self._rulesets is None or reload:
            self._rulesets = self._wait_for(lambda: _load_rulesets(self._closing.is_set), "popejoan-rulesets")
        return self._rulesets

    def _wait_for(self, work: Callable[[], Any], name: str) -> Any:
        """Run ``work()`` on a background thread and wait for its result, ending the wait on a quit.

        Raises:
            QuitRequested: the window was closed or a quit signal came while waiting.
            BaseException: whatever ``work`` raised.
        """
        box: dict[str, Any] = {}

        def run() -> None:
            try:
                box["value"] = work()
            except BaseException as exc:  # noqa: BLE001 - handed to the waiting thread
                box["error"] = exc

        thread = threading.Thread(target=run, name=name, daemon=True)
        with self.blocking():
            thread.start()
            self._workers.append(thread)
            while thread.is_alive():
                thread.join(0.02)
                self.watch_for_quit()
        if "error" in box:
            raise box["error"]
        return box["value"]

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

    # --- the stack

    def push(self, scene: Scene) -> Scene:
        """Put ``scene`` on top; it gets the events from the next one on."""
        self.scenes.append(scene)
        scene.on_resize(self.screen_size)
        return scene

    def pop(self) -> Scene | None:
        """Take the top scene off and return it (the one below resumes; see ``on_resume``).

        A scene that drew a board of its own (a replay, the share-out) is collected a couple of
        frames later, as :meth:`reset` does for the scenes it drops.
        """
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        if getattr(scene, "board", None) is not None and not self._collect_in:
            self._collect_in = 2
        below = self.top
        if below is not None and hasattr(below, "on_resume"):
            below.on_resume(scene)  # type: ignore[attr-defined]
        return scene

    def replace(self, scene: Scene) -> Scene:
        """Swap the top scene for ``scene``."""
        if self.scenes:
            self.scenes.pop()
        return self.push(scene)

    def reset(self, scene: Scene) -> Scene:
        """Empty the stack and start again from ``scene``.

        The scenes let go of (a table, its board and painter, with their images) are collected after
        the frame that follows the new scene's first (not in it: laying a table is a long frame
        already): their parts refer to each other, so they would otherwise wait for Python's
        occasional full collection, holding tens of megabytes of images each.
        """
        if self.scenes:
            self._collect_in = 2
        self.scenes.clear()
        return self.push(scene)

    def to_menu(self, new_session: bool = False) -> Scene:
        """Leave any game (it is saved as it stands) and show the title menu.

        Args:
            new_session: the players asked for a new session (the final standings' "A new session"): "Deal the
                cards" has the keyboard's focus, not Continue, even where an older session could be continued.
        """
        from popejoan.ui.scenes.menu import MenuScene

        self.saving.leave()
        return self.reset(MenuScene(self, new_session))

    def start_game(self, setup: GameSetup) -> Scene:
        """Start a new session at the table with ``setup`` (replacing the whole stack), saved as it is played.

        Raises:
            PopeJoanError: the engine refuses the setup (shown by the caller).
        """
        from popejoan.ui.scenes.table import TableScene

        with self.blocking():  # a quit signal while the table is laid ends the game at once
            session = self.saving.new_session(setup)
            scene = TableScene(self, session, setup)
            return self.reset(scene)

    def resume_game(self, save_id: str) -> Scene:
        """Take up a saved session where it stopped: at the table (replacing the whole stack), or, for a
        finished session, its final standings over the current screen.

        An unfinished session is held for this window before it is read (:meth:`Saving.claim
        <popejoan.ui.autosave.Saving.claim>`); a finished one, only read, opens in any window.

        Raises:
            SaveError: the save is refused (the message says why in words; the file is kept aside), or another
                window plays the session (``kind`` ``"in_use"``: nothing is read or written).
        """
        from popejoan.engine.errors import SaveError
        from popejoan.ui.autosave import setup_of

        try:
            hold = self.saving.claim(save_id)
        except SaveError as exc:
            if exc.kind != "in_use":
                raise
            try:
                finished = self.saving.store.info(save_id).finished
            except SaveError:
                finished = False
            if not finished:
                raise exc from None
            hold = None  # a finished session's standings, only read: the other window's hold is no bar
        playing = False
        try:
            session = self.saving.load(save_id)
            if session.finished:  # its standings (its share-out played first, if nobody watched it to the end)
                from popejoan.ui.scenes.sessions import RecordScene

                record = self.push(RecordScene(self, session, save_id))
                record.play_unseen()
                return record
            playing = True
        finally:  # refused, or only its standings opened: a hold taken just now is let go
            if not playing and hold is not None and hold is not self.saving.hold:
                hold.release()
        from popejoan.ui.scenes.table import TableScene

        self.saving.play_on(save_id, session, hold)
        scene = TableScene(self, session, setup_of(session), autostart=False)
        self.reset(scene)
        scene.carry_on()
        return scene

    def show_rules(self) -> bool:
        """F1: open the rules of the ruleset in play (or chosen on the menu); F1 again closes them.

        Returns:
            Whether a rules screen was opened or closed.
        """
        from popejoan.ui.scenes.rules import RulesScene

        top = self.top
        if isinstance(top, RulesScene):
            self.pop()
            return True
        ruleset = None
        for scene in reversed(self.scenes):
            session = getattr(scene, "session", None)
            if session is not None:
                ruleset = session.rules
                break
            chosen = getattr(scene, "ruleset", None)
            if chosen is not None and hasattr(scene, "options"):
                try:
                    ruleset = chosen.with_options(scene.options())
                except ValueError:
                    ruleset = chosen
                break
            if chosen is not None:
                ruleset = chosen
                break
        if ruleset is None:
            return False
        self.push(RulesScene(self, ruleset))
        return True

    def play_share_out(self, session: Any, events: list[Any], levels: list[str | None] | None = None,
                       on_done: Callable[[], None] | None = None) -> Scene:
        """Play the end-of-session share-out at the table, over the current scene (which it returns to).

        Args:
            session: the finished session.
            events: its share-out's events (``session.share_out()``'s).
            levels: each seat's computer level, None for a human (the plaques' tags).
            on_done: called once the share-out has all been shown.
        """
        from popejoan.ui.scenes.shareout import ShareOutScene

        return self.push(ShareOutScene(self, session, events, levels, on_done=on_done))

    def pause(self, session_over: bool | None = None) -> Scene:
        """Open the pause menu over the current scene (its session's ruleset and name, the buttons the scene
        adds: ``pause_entries``).

        Args:
            session_over: whether the session has ended (its deals played: the menu offers no "Save and quit"
                to go on later); None: the session's own ``finished``.
        """
        from popejoan.ui.scenes.pause import PauseScene

        ruleset = None
        name = None
        session = getattr(self.top, "session", None)
        if session is not None:
            ruleset = getattr(session, "rules", None)
            name = self.saving.listed_as(session)  # (a copy the player made: by its file's name)
        entries = self.top.pause_entries() if self.top is not None else []
        if session_over is None:
            session_over = bool(getattr(session, "finished", False))
        return self.push(PauseScene(self, ruleset, entries, session_over=session_over, session_name=name))

    # --- settings and window

    def save_settings(self) -> None:
        """Write the settings file now (problems become a notice, never an error).

        Nothing is written while a settings file that could not be read also could not be kept aside.
        """
        if not self.fullscreen:
            self.settings.window = self.window_size
        if not self._settings_writable:
            return
        problem = save_settings(self.settings, self.config_path)
        if problem and problem not in self.notices:
            self.notices.append(problem)
        if problem and str(problem) not in self._settings_warned:
            # said at once, over whatever is on screen (the menu's notices are read only as it opens: a change
            # saved on "Deal the cards" or in the pause menu was lost without a word); once a run for each reason
            self._settings_warned.add(str(problem))
            self.saving.warn(problem)

    def choose_speed(self, speed: float) -> None:
        """The player chose the animation speed (1.0 = normal): it is the setting now, and a ``--speed`` of this
        run gives way to it (saved with the settings when the game starts, or at once by :meth:`set_speed`)."""
        self.speed_override = None
        self.settings.animation_speed = float(speed)

    def set_speed(self, speed: float) -> None:
        """Set the animation speed (1.0 = normal) as :meth:`choose_speed`, and save it."""
        self.choose_speed(speed)
        self.save_settings()

    def settings_changed(self) -> None:
        """The player changed a setting (the settings screen, the pause menu): put the sound, the
        accessibility choices and the language in force, lay every scene out again, and save the settings."""
        settings = self.settings
        self.sound.configure(settings.sound_volume, settings.muted, settings.ambience)
        before = access.current()
        now = access.apply(settings)
        i18n.set_language(self.language_override or settings.language)  # a change lays every scene out again
        if now != before:
            for scene in self.scenes:
                scene.on_resize(self.screen_size)
        self.save_settings()

    def _language_changed(self) -> None:
        """The interface language changed (:func:`popejoan.ui.i18n.set_language`): the window's title and every
        scene's words and layout in the new language from the next frame."""
        if self._shut_down or not pygame.display.get_init() or pygame.display.get_surface() is not self.screen:
            return  # an app whose window is gone (another one opened since, in the tests)
        rename_default_seats(self.settings.seats)  # "Player" → "Jugador", never a typed name
        pygame.display.set_caption(t("title"))
        for scene in list(self.scenes):
            scene.on_language(i18n.language())
            scene.on_resize(self.screen_size)

    @property
    def language_choice(self) -> str:
        """The Language choice in force: ``--language`` for this run, else the setting (``"auto"``, ``"en"`` ...)."""
        return self.language_override or self.settings.language

    def choose_language(self, choice: str) -> None:
        """The player chose a language (the settings screen): it is saved and takes effect at once, every
        scene showing its words in it from the next frame (``--language`` no longer applies).

        Args:
            choice: ``"auto"`` or a code of :data:`popejoan.ui.i18n.LANGUAGES`.
        """
        self.settings.language = choice
        self.language_override = None
        self.settings_changed()

    def toggle_mute(self) -> bool:
        """Sound off, or on again (M at the table); saved. Returns whether sound is now off."""
        self.settings.muted = not self.settings.muted
        self.sound.configure(muted=self.settings.muted)
        self.save_settings()
        return self.settings.muted

    def toggle_fullscreen(self) -> None:
        """Switch between full screen (desktop resolution) and a window; a window that was maximised before
        full screen is maximised again after it (some window managers forget it: a playtest under openbox)."""
        want = not self.fullscreen
        try:
            if self._window is not None:
                if want:
                    self._maximize_after_fullscreen = self.maximized
                    self._window.set_fullscreen(True)
                else:
                    self._window.set_windowed()
                    if self._maximize_after_fullscreen:
                        self._window.maximize()
            else:  # pragma: no cover - older pygame-ce
                pygame.display.toggle_fullscreen()
            self.fullscreen = want
        except pygame.error:  # the system refused: stay as we are
            self.fullscreen = not want
        self.settings.fullscreen = self.fullscreen
        self._check_size(now_at_once=True)

    def _set_icon(self) -> None:
        """The window's icon: the game's own (``assets/icons/``, drawn by ``packaging/make_icons.py``)."""
        from popejoan import resources

        try:
            pygame.display.set_icon(pygame.image.load(str(resources.icon_png(128))))
        except (pygame.error, OSError):  # an ornament: the window opens without it
            pass

    def _check_size(self, now_at_once: bool = False) -> None:
        """Lay every scene out again if the window has changed size: at once for a lone change, else once a drag
        has kept one size :data:`RESIZE_SETTLE_MS` (until then the scenes draw as they were laid out, on a
        canvas over dark wood: :meth:`draw`).

        Args:
            now_at_once: lay out at once whatever came before (the game's own resize, F11, a screenshot).
        """
        surface = pygame.display.get_surface()
        if surface is not None:
            self.screen = surface
        size = self.screen.get_size()
        now = _now_ms()
        if size != self._seen_size:
            self._seen_gap, self._seen_at, self._seen_size = now - self._seen_at, now, size
            self._seen_frames_gap, self._seen_frame = self.frames - self._seen_frame, self.frames
        if size == self._size:
            return
        dragged = self._seen_gap < RESIZE_SETTLE_MS or self._seen_frames_gap <= 1  # (slow frames: a drag too)
        if not now_at_once and dragged and now - self._seen_at < RESIZE_SETTLE_MS:
            return  # a drag under way: laid out when it rests
        self._size = size
        for scene in self.scenes:
            scene.on_resize(size)
        release_memory()  # the art of the old size, evicted from the caches, goes back to the system
        self._seen_at = _now_ms()  # a drag's next size is timed from here: the time spent laying out is no rest

    @property
    def resize_pending(self) -> bool:
        """Whether the window is being dragged to a new size and the scenes are still laid out for the old one."""
        return self.screen.get_size() != self._size

    def resize(self, size: tuple[int, int]) -> None:
        """Resize the window to ``size`` pixels (at least the minimum) and lay every scene out again."""
        size = (max(theme.MIN_SIZE[0], size[0]), max(theme.MIN_SIZE[1], size[1]))
        if self._window is not None:
            self._window.size = size
        else:  # pragma: no cover
            pygame.display.set_mode(size, pygame.RESIZABLE)
        self._check_size(now_at_once=True)

    # --- the loop

    def handle_event(self, event: pygame.event.Event) -> None:
        """Give one event to the app, then to the top scene."""
        if event.type == pygame.QUIT:
            self.close_window()
            return
        if event.type == pygame.WINDOWMAXIMIZED:
            self.maximized = True
        elif event.type == pygame.WINDOWRESTORED and not self.fullscreen:
            self.maximized = False
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED, pygame.WINDOWRESIZED):
            self._check_size()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F1 and self.show_rules():
            return
        top = self.top
        if top is None:
            return
        if self._drag_scale != 1.0 and hasattr(event, "pos"):  # the scene shrunk mid-drag: where it was drawn
            event = self._on_canvas(event)
        consumed = top.handle_event(event)
        if (not consumed and event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE
                and getattr(top, "session", None) is not None):
            self.pause()

    def update(self, dt_ms: float) -> None:
        """Advance the top scene by ``dt_ms`` milliseconds (scenes below wait)."""
        top = self.top
        if top is not None:
            top.update(min(dt_ms, MAX_DT_MS))
        self.saving.tick(dt_ms)  # whatever changed the session in this frame is saved in this frame

    def draw(self) -> None:
        """Draw the scenes from the lowest opaque one up onto the window surface.

        While the window is dragged to a new size (:attr:`resize_pending`) the scenes draw, as laid out, on a
        canvas of the size they were laid out for, set in the window's top left corner on dark wood: nothing
        sized to the window (its grained wood, the baize: 30-60 ms each) is made again each frame of the drag.
        A window dragged smaller than the canvas shows it shrunk to fit, whole, rather than cut off at the
        window's edges: a plain (nearest-pixel) scaling, about 1 ms at 1280×800 against 2 ms smoothed, for a
        picture on show only until the window rests (``bench/resize_drag.py --step -8``).
        """
        start = 0
        for i in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[i].opaque:
                start = i
                break
        target = self.screen
        if self.resize_pending:
            if self._drag_canvas is None or self._drag_canvas.get_size() != self._size:
                self._drag_canvas = pygame.Surface(self._size).convert()
            target = self._drag_canvas
        else:
            self._drag_canvas = None
        if not self.scenes or not self.scenes[start].opaque:
            target.blit(theme.wood_background(target.get_size()), (0, 0))
        for scene in self.scenes[start:]:
            scene.draw(target)
        self.saving.draw(target)
        self._drag_scale = 1.0
        if target is not self.screen:
            self.screen.fill(pal.WOOD_DARK)
            (cw, ch), (ww, wh) = target.get_size(), self.screen.get_size()
            if cw > ww or ch > wh:  # shrunk to fit the smaller window, its proportions kept
                self._drag_scale = k = min(ww / cw, wh / ch)
                size = (max(1, int(cw * k)), max(1, int(ch * k)))
                if self._drag_shrunk is None or self._drag_shrunk.get_size() != size:
                    self._drag_shrunk = pygame.Surface(size).convert()
                target = pygame.transform.scale(target, size, self._drag_shrunk)
            self.screen.blit(target, (0, 0))
        else:
            self._drag_shrunk = None

    def _on_canvas(self, event: pygame.event.Event) -> pygame.event.Event:
        """A mouse event at the window's pixels, moved to the canvas's (:meth:`draw`: a scene shrunk to fit a
        window dragged smaller), so that a press or hover lands on what is drawn under it."""
        k = self._drag_scale
        fields = dict(event.__dict__)
        fields["pos"] = (int(event.pos[0] / k), int(event.pos[1] / k))
        if "rel" in fields:
            fields["rel"] = (int(event.rel[0] / k), int(event.rel[1] / k))
        return pygame.event.Event(event.type, fields)

    def step(self, dt_ms: float = 1000 / FPS, events: list[pygame.event.Event] | None = None) -> None:
        """One frame: the queued events (or ``events``), update, draw, flip.

        Once the first frame is on screen the sounds start loading (on a thread of their own); a problem
        with them (a missing file) becomes a notice, once.
        """
        if self.frames == 1 and self.sound_enabled and not self.sound.started:
            self.sound.start()
        if self.sound.problems:
            for problem in self.sound.problems:
                if problem not in self.notices:
                    self.notices.append(problem)
        self._check_size()
        for event in pygame.event.get() if events is None else events:
            self.handle_event(event)
        self.update(dt_ms)
        self.draw()
        pygame.display.flip()
        self.frames += 1
        if self.first_frame_at is None:
            self.first_frame_at = time.perf_counter()
        if self._collect_in:  # scenes were dropped: free their images now, not at the next full collection
            self._collect_in -= 1
            if not self._collect_in:
                gc.collect()
        if self._rulesets is not None and self._unread != []:
            self._read_one_module()

    def _read_one_module(self) -> None:
        """Import the next of the game's modules not yet imported: one a frame (most take a few milliseconds, the
        largest some tens, the whole game about 0.2 s on this machine class), from the
        frame after the rulesets are loaded, until the whole game is in memory (:func:`game_modules`).

        The scenes import what they need when first opened. Without this, a game left open while its folder
        was updated (``pip install -U``, a ``git pull``) met the new code the first time it opened a screen,
        half old and half new: the saved sessions screen stopped on an ``AttributeError``. A module that will
        not import now is left: it fails, as before, where it is used.
        """
        if self._unread is None:
            self._unread = [name for name in game_modules() if name not in sys.modules]
        while self._unread:
            name = self._unread.pop(0)
            if name in sys.modules:
                continue
            try:
                importlib.import_module(name)
            except Exception:  # noqa: BLE001 - a missing optional library: reported where it is used
                pass
            return

    def run(self, on_first_frame: Callable[[float], None] | None = None) -> None:
        """Run the main loop at :data:`FPS` until :meth:`quit`, then :meth:`shutdown`.

        Args:
            on_first_frame: called once with ``time.perf_counter()`` after the first frame is shown.
        """
        self.running = not self.quit_requested
        dt = 1000 / FPS
        try:
            while self.running and self.scenes:
                self.step(dt)
                if self.frames == 1 and on_first_frame is not None and self.first_frame_at is not None:
                    on_first_frame(self.first_frame_at)
                dt = self.clock.tick(FPS)
        except QuitRequested:
            pass
        finally:
            self.shutdown()
            theme.release_fonts()
            pygame.quit()

    def close_window(self) -> None:
        """The window's close button (or the system asking the game to quit): quit, as Quit does, unless the
        session in play could not be saved (:meth:`~popejoan.ui.autosave.Saving.unsaved`: a read-only folder, a
        full disk). Then a question comes first, "Keep playing" focused: the play since the last save would
        be lost. Closing the window again while it is asked quits, and a quit signal (SIGTERM ...) never asks.
        """
        top = self.top
        if self._signals_seen or self.quit_requested or getattr(top, "purpose", "") == "quit_unsaved":
            self.quit()
            return
        problem = self.saving.unsaved()
        if problem is None:
            self.quit()
            return
        from popejoan.ui.autosave import problem_words
        from popejoan.ui.scenes.confirm import ConfirmScene

        self.push(ConfirmScene(self, t("unsaved_title"), t("confirm_unsaved", problem=problem_words(problem)),
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
        hooks = [getattr(scene, "on_quit", None) for scene in reversed(self.scenes)]
        for hook in [h for h in hooks if callable(h)] + list(self.on_quit):
            try:
                hook()
            except Exception as exc:  # noqa: BLE001 - one failure must not stop the rest of the way out
                _warn(f"while closing: {type(exc).__name__}: {exc}")
        try:
            self.save_settings()
        except Exception as exc:  # noqa: BLE001 - e.g. the display already gone
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

    def _on_signal(self, signum: int, frame: Any) -> None:
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

    def screenshot(self, path: str | Path) -> Path:
        """Draw the current scenes and save them as an image file (PNG by extension)."""
        self._check_size(now_at_once=True)
        self.draw()
        path = Path(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(self.screen, str(path))
        return path


def _load_rulesets(stop: Callable[[], bool]) -> tuple[dict[str, "Ruleset"], list["RulesetError"]]:
    from popejoan.engine.ruleset import load_rulesets

    return load_rulesets(stop=stop)


def game_modules() -> list[str]:
    """Every module of the game's own package (``popejoan.*``, but not ``popejoan.__main__``, which runs the
    game), package before its modules, and the babel modules the interface imports where it first formats a
    number, a date or a list: what :meth:`App.step` imports once the game has started. Empty when the package
    cannot be listed (a bundle whose importer cannot): the scenes then import what they need as before."""
    import pkgutil

    import popejoan

    def walk(paths: list[str], prefix: str) -> Iterator[str]:  # pkgutil.walk_packages imports each package
        for info in pkgutil.iter_modules(paths, prefix):
            yield info.name
            if info.ispkg:
                yield from walk([os.path.join(path, info.name.rpartition(".")[2]) for path in paths], info.name + ".")

    try:
        names = list(walk(list(popejoan.__path__), "popejoan."))
    except Exception:  # noqa: BLE001 - a packaging that cannot list its modules
        return []
    return [name for name in names if name != "popejoan.__main__"] + ["babel.numbers", "babel.dates", "babel.lists"]


def _warn(message: str) -> None:
    """A problem on the way out, on stderr (there may be none: pythonw)."""
    try:
        print(f"Pope Joan: {message}", file=sys.stderr)
    except Exception:  # noqa: BLE001
        pass
