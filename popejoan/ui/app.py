"""The App: the scene stack and the loop (start-up chain: main.py -> bootstrap -> start -> ui/launch -> ui/app).

The loop runs at a fixed 60 frames a second: events go to the top scene
(F11 and window resizes are the app's own), then ``update(dt_ms)``, then every
scene from the lowest opaque one up draws, then the frame is shown.

:class:`App` is built of rooms, one job each, beside this module:

- :mod:`popejoan.ui.window`: the window, its size and full screen, drawing the scenes on it;
- :mod:`popejoan.ui.lifecycle`: the one way out (:meth:`App.quit`, :meth:`App.shutdown`), the quit
  signals, long waits a quit cuts short (:class:`QuitRequested`);
- :mod:`popejoan.ui.warmup`: the rulesets loaded, then the game's modules imported one a frame;
- :mod:`popejoan.ui.preferences`: the settings and the language in force, saved.

This module holds the scene stack (push, pop, the scenes the app opens) and the loop only.
The settings file is :mod:`popejoan.ui.settings`'s; a game to start is a
:class:`~popejoan.ui.setup.GameSetup`; launching from the command line is
:mod:`popejoan.ui.launch`. Scenes never import this module: the app is handed
to them as a :class:`~popejoan.ui.scene.Navigator`, and the app imports a
scene only where it opens one.
"""

from __future__ import annotations

import gc
import os
import sys
import threading
import time
import warnings
import weakref
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from popejoan.ui import access, i18n, theme
from popejoan.ui.autosave import Saving
from popejoan.ui.cache import tune_allocator
from popejoan.ui.i18n import t

# Re-exported: callers that knew these as ``popejoan.ui.app``'s keep working.
from popejoan.ui.lifecycle import (  # noqa: F401
    QUIT_BACKSTOP_S,
    QUIT_SIGNALS,
    LifecycleMixin,
    QuitRequested,
    SignalHandler,
)
from popejoan.ui.preferences import PreferencesMixin
from popejoan.ui.scene import Scene, SceneT
from popejoan.ui.settings import (  # noqa: F401
    SPEEDS,
    Settings,
    Words,
    fit_window,
    keep_bad_settings,
    load_settings,
    save_settings,
    settings_path,
)
from popejoan.ui.setup import (
    LEVELS_FALLBACK,
    GameSetup,
    Seat,
    computer_levels,
    default_seats,
    rename_default_seats,
)
from popejoan.ui.sound import SoundBoard
from popejoan.ui.warmup import WarmUpMixin, game_modules  # noqa: F401
from popejoan.ui.window import RESIZE_SETTLE_MS, WindowMixin  # noqa: F401

if TYPE_CHECKING:
    from popejoan.engine.errors import RulesetError
    from popejoan.engine.events import Event
    from popejoan.engine.ruleset import Ruleset
    from popejoan.engine.session import Session

__all__ = [
    "FPS", "LEVELS_FALLBACK", "MAX_DT_MS", "QUIT_SIGNALS", "SPEEDS", "App", "GameSetup", "QuitRequested", "Seat",
    "Settings", "computer_levels", "default_seats", "keep_bad_settings", "load_settings", "save_settings",
    "settings_path",
]

FPS = 60
"""Frames per second of the main loop."""
MAX_DT_MS = 100.0
"""The longest step (milliseconds) given to ``update``, so a stall never makes animations jump."""


class App(WindowMixin, PreferencesMixin, WarmUpMixin, LifecycleMixin):
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
        self.notices: list[str | Words] = []
        self.scenes: list[Scene] = []
        self.on_quit: list[Callable[[], object]] = []
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
        self._rulesets: tuple[dict[str, Ruleset], list[RulesetError]] | None = None
        self._blocking = 0
        self._collect_in = 0
        self._shut_down = False
        self._closing = threading.Event()
        self._workers: list[threading.Thread] = []  # background waits (_wait_for), joined on the way out
        self._unread: list[str] | None = None  # the game's modules still to import (:func:`game_modules`)
        self._signals: dict[int, SignalHandler] = {}
        self._signals_seen = 0
        self._settings_writable = True
        self._settings_warned: set[str] = set()  # the reasons a settings write failed, already said this run
        if handle_signals:
            self.install_signal_handlers()
        self._read_settings()
        self.language_override = language if language in i18n.LANGUAGES or language == "auto" else None
        i18n.set_language(self.language_override or self.settings.language)  # before the first frame is drawn
        i18n.set_source_words(self.settings.source_words)
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

        def language_changed(code: str) -> None:
            app = own()
            if app is not None:
                app._language_changed()

        i18n.on_language_change(language_changed)
        self._window: pygame.Window | None = None
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

    # --- properties

    @property
    def top(self) -> Scene | None:
        """The scene that receives events, or None when the stack is empty."""
        return self.scenes[-1] if self.scenes else None

    # --- the stack

    def push(self, scene: SceneT) -> SceneT:
        """Put ``scene`` on top; it gets the events from the next one on (and is given back)."""
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
        if scene.board is not None and not self._collect_in:
            self._collect_in = 2
        below = self.top
        if below is not None:
            below.on_resume(scene)
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

                record = RecordScene(self, session, save_id)
                self.push(record)
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
            session = scene.session
            if session is not None:
                ruleset = session.rules
                break
            chosen = scene.ruleset
            if chosen is not None:
                options = scene.options()
                if options is None:
                    ruleset = chosen
                    break
                try:
                    ruleset = chosen.with_options(options)
                except ValueError:
                    ruleset = chosen
                break
        if ruleset is None:
            return False
        self.push(RulesScene(self, ruleset))
        return True

    plays_share_out = True
    """The share-out is played at the table (:meth:`play_share_out`)."""

    def play_share_out(self, session: Session, events: list[Event], levels: list[str | None] | None = None,
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
        session = self.top.session if self.top is not None else None
        if session is not None:
            ruleset = session.rules
            name = self.saving.listed_as(session)  # (a copy the player made: by its file's name)
        entries = self.top.pause_entries() if self.top is not None else []
        if session_over is None:
            session_over = session is not None and session.finished
        return self.push(PauseScene(self, ruleset, entries, session_over=session_over, session_name=name))

    # --- settings and window

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
        if (event.type == pygame.KEYDOWN and event.key == pygame.K_q
                and getattr(event, "mod", 0) & (pygame.KMOD_CTRL | pygame.KMOD_META)):
            self.close_window()  # Ctrl+Q (Cmd+Q on a Mac), from any screen: as the window's close button
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
                and top.session is not None):
            self.pause()

    def update(self, dt_ms: float) -> None:
        """Advance the top scene by ``dt_ms`` milliseconds (scenes below wait)."""
        top = self.top
        if top is not None:
            top.update(min(dt_ms, MAX_DT_MS))
        self.saving.tick(dt_ms)  # whatever changed the session in this frame is saved in this frame

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
        # the table the menu would open, drawn ahead a piece a frame (first: "Deal the cards" may come soon),
        # then the game's modules read one a frame
        if self._rulesets is not None and not self._rehearse_table() and self._unread != []:
            self._read_one_module()

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


