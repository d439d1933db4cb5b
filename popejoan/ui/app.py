"""The App: the window, the scene stack, the main loop and the player's settings.

The loop runs at a fixed 60 frames a second: events go to the top scene
(F11 and window resizes are the app's own), then ``update(dt_ms)``, then every
scene from the lowest opaque one up draws, then the frame is shown.

The settings file is :mod:`popejoan.ui.settings`'s; a game to start is a
:class:`~popejoan.ui.setup.GameSetup`; launching from the command line is
:mod:`popejoan.ui.launch`. Scenes never import this module: the app is handed
to them as a :class:`~popejoan.ui.navigator.Navigator`, and the app imports a
scene only where it opens one.
"""

from __future__ import annotations

import os
import sys
import time
import warnings
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable

import pygame

from popejoan.ui import theme
from popejoan.ui.autosave import Saving
from popejoan.ui.i18n import t
from popejoan.ui.scene import Scene
# Re-exported: callers that knew these as ``popejoan.ui.app``'s keep working.
from popejoan.ui.settings import (  # noqa: F401
    SPEEDS,
    Settings,
    keep_bad_settings,
    load_settings,
    save_settings,
    settings_path,
)
from popejoan.ui.setup import LEVELS_FALLBACK, GameSetup, Seat, computer_levels, default_seats  # noqa: F401

if TYPE_CHECKING:
    from popejoan.engine.errors import RulesetError
    from popejoan.engine.ruleset import Ruleset

__all__ = [
    "FPS", "LEVELS_FALLBACK", "MAX_DT_MS", "SPEEDS", "App", "GameSetup", "Seat", "Settings", "computer_levels",
    "default_seats", "keep_bad_settings", "load_settings", "save_settings", "settings_path",
]

FPS = 60
"""Frames per second of the main loop."""
MAX_DT_MS = 100.0
"""The longest step (milliseconds) given to ``update``, so a stall never makes animations jump."""




class App:
    """The running game: one window, a stack of scenes, the settings.

    Args:
        size: the window size in pixels (the saved size when None).
        config: the settings file (``settings_path()`` when None).
        hidden: open the window hidden (screenshots, tests).
        fullscreen: override the saved full-screen choice.

    Attributes:
        settings: the player's choices, saved when a game starts, when the speed changes and on quit.
        scenes: the scene stack, bottom first.
        notices: messages for the player (a corrupt settings file, ...), shown by the menu.
        speed: animation speed, a shortcut for ``settings.animation_speed``.
        saving: the saved sessions and the saving of the session in play (:mod:`popejoan.ui.autosave`).
    """

    def __init__(self, size: tuple[int, int] | None = None, *, config: Path | None = None,
                 hidden: bool = False, fullscreen: bool | None = None) -> None:
        self.config_path = config or settings_path()
        self.settings, problem = load_settings(self.config_path)
        self.notices: list[str] = []
        self.saving = Saving()
        if problem is not None:
            kept = keep_bad_settings(self.config_path)
            self.notices.append(t("settings_reset", problem=problem, kept=kept.name) if kept is not None
                                else t("settings_reset_lost", problem=problem))
            if kept is not None:
                save_settings(self.settings, self.config_path)
        self._rulesets: tuple[dict[str, "Ruleset"], list["RulesetError"]] | None = None
        if sys.platform.startswith("linux"):
            # SDL's default OpenGL window framebuffer costs ~200 ms to create and ~12 ms a flip without a
            # GPU (Xvfb, llvmpipe); the plain X11 framebuffer opens in ~20 ms and flips in under 1 ms.
            os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
        pygame.display.init()
        pygame.font.init()
        pygame.key.set_repeat(400, 40)
        self.hidden = hidden
        want = size or self.settings.window
        if size is None:  # a remembered size larger than this screen (another monitor) shrinks to fit
            try:
                desk = pygame.display.get_desktop_sizes()[0]
                if desk[0] > 0 and desk[1] > 0 and (want[0] > desk[0] or want[1] > desk[1] - 60):
                    want = (min(want[0], desk[0] * 9 // 10), min(want[1], desk[1] * 85 // 100))
            except (pygame.error, IndexError):
                pass
        want = (max(theme.MIN_SIZE[0], want[0]), max(theme.MIN_SIZE[1], want[1]))
        flags = pygame.RESIZABLE | (pygame.HIDDEN if hidden else 0)
        self.screen = pygame.display.set_mode(want, flags)
        pygame.display.set_caption(t("title"))
        self._window: Any = None
        try:
            with warnings.catch_warnings():  # only its size and full-screen state are used
                warnings.simplefilter("ignore", DeprecationWarning)
                self._window = pygame.Window.from_display_module()
            self._window.minimum_size = theme.MIN_SIZE
        except (AttributeError, pygame.error):  # pragma: no cover - older pygame-ce
            self._window = None
        self._set_icon()
        self.fullscreen = False
        if (self.settings.fullscreen if fullscreen is None else fullscreen) and not hidden:
            self.toggle_fullscreen()
        self.scenes: list[Scene] = []
        self.clock = pygame.time.Clock()
        self.running = False
        self.frames = 0
        self.first_frame_at: float | None = None
        self.on_menu_ready: Callable[[], None] | None = None
        self._size = self.screen.get_size()

    # --- properties

    @property
    def screen_size(self) -> tuple[int, int]:
        """The window's drawable size in pixels."""
        return self.screen.get_size()

    @property
    def speed(self) -> float:
        """The animation speed (1.0 = normal)."""
        return self.settings.animation_speed

    @property
    def top(self) -> Scene | None:
        """The scene that receives events, or None when the stack is empty."""
        return self.scenes[-1] if self.scenes else None

    def rulesets_ready(self) -> bool:
        """Whether the rulesets are loaded (the menu loads them after its first frame is on screen)."""
        return self._rulesets is not None

    def rulesets(self, reload: bool = False) -> tuple[dict[str, "Ruleset"], list["RulesetError"]]:
        """Every loaded ruleset by id, and the load errors of the user's broken files (loaded once)."""
        if self._rulesets is None or reload:
            from popejoan.engine.ruleset import load_rulesets

            self._rulesets = load_rulesets()
        return self._rulesets

    # --- the stack

    def push(self, scene: Scene) -> Scene:
        """Put ``scene`` on top; it gets the events from the next one on."""
        self.scenes.append(scene)
        scene.on_resize(self.screen_size)
        return scene

    def pop(self) -> Scene | None:
        """Take the top scene off and return it (the one below resumes; see ``on_resume``)."""
        if not self.scenes:
            return None
        scene = self.scenes.pop()
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
        """Empty the stack and start again from ``scene``."""
        self.scenes.clear()
        return self.push(scene)

    def to_menu(self) -> Scene:
        """Leave any game (it is saved as it stands) and show the title menu."""
        from popejoan.ui.scenes.menu import MenuScene

        self.saving.leave()
        return self.reset(MenuScene(self))

    def start_game(self, setup: GameSetup) -> Scene:
        """Start a new session at the table with ``setup`` (replacing the whole stack), saved as it is played.

        Raises:
            PopeJoanError: the engine refuses the setup (shown by the caller).
        """
        from popejoan.ui.scenes.table import TableScene

        session = self.saving.new_session(setup)
        scene = TableScene(self, session, setup)
        return self.reset(scene)

    def resume_game(self, save_id: str) -> Scene:
        """Take up a saved session where it stopped: at the table (replacing the whole stack), or, for a
        finished session, its final standings over the current screen.

        Raises:
            SaveError: the save is refused (the message says why in words; the file is kept aside).
        """
        from popejoan.ui.autosave import setup_of

        session = self.saving.load(save_id)
        if session.finished:
            from popejoan.ui.scenes.sessions import RecordScene

            return self.push(RecordScene(self, session))
        from popejoan.ui.scenes.table import TableScene

        self.saving.play_on(save_id, session)
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

    def play_share_out(self, session: Any, events: list[Any], levels: list[str | None] | None = None) -> Scene:
        """Play the end-of-session share-out at the table, over the current scene (which it returns to).

        Args:
            session: the finished session.
            events: its share-out's events (``session.share_out()``'s).
            levels: each seat's computer level, None for a human (the plaques' tags).
        """
        from popejoan.ui.scenes.shareout import ShareOutScene

        return self.push(ShareOutScene(self, session, events, levels))

    def pause(self) -> Scene:
        """Open the pause menu over the current scene."""
        from popejoan.ui.scenes.pause import PauseScene

        ruleset = None
        session = getattr(self.top, "session", None)
        if session is not None:
            ruleset = getattr(session, "rules", None)
        entries = self.top.pause_entries() if self.top is not None else []
        return self.push(PauseScene(self, ruleset, entries, session_over=bool(getattr(session, "finished", False))))

    # --- settings and window

    def save_settings(self) -> None:
        """Write the settings file now (problems become a notice, never an error)."""
        if not self.fullscreen:
            self.settings.window = self.screen_size
        problem = save_settings(self.settings, self.config_path)
        if problem and problem not in self.notices:
            self.notices.append(problem)

    def set_speed(self, speed: float) -> None:
        """Set the animation speed (1.0 = normal) and save it."""
        self.settings.animation_speed = float(speed)
        self.save_settings()

    def toggle_fullscreen(self) -> None:
        """Switch between full screen (desktop resolution) and a window."""
        self.fullscreen = not self.fullscreen
        if self._window is not None:
            try:
                if self.fullscreen:
                    self._window.set_fullscreen(True)
                else:
                    self._window.set_windowed()
            except pygame.error:
                self.fullscreen = False
        else:  # pragma: no cover - older pygame-ce
            pygame.display.toggle_fullscreen()
        self.settings.fullscreen = self.fullscreen
        self._check_size()

    def _set_icon(self) -> None:
        """The window's icon: the game's own (``assets/icons/``, drawn by ``packaging/make_icons.py``)."""
        from popejoan import resources

        try:
            pygame.display.set_icon(pygame.image.load(str(resources.icon_png(128))))
        except (pygame.error, OSError):  # an ornament: the window opens without it
            pass

    def _check_size(self) -> None:
        surface = pygame.display.get_surface()
        if surface is not None:
            self.screen = surface
        size = self.screen.get_size()
        if size != self._size:
            self._size = size
            for scene in self.scenes:
                scene.on_resize(size)

    def resize(self, size: tuple[int, int]) -> None:
        """Resize the window to ``size`` pixels (at least the minimum) and lay every scene out again."""
        size = (max(theme.MIN_SIZE[0], size[0]), max(theme.MIN_SIZE[1], size[1]))
        if self._window is not None:
            self._window.size = size
        else:  # pragma: no cover
            pygame.display.set_mode(size, pygame.RESIZABLE)
        self._check_size()

    # --- the loop

    def handle_event(self, event: pygame.event.Event) -> None:
        """Give one event to the app, then to the top scene."""
        if event.type == pygame.QUIT:
            self.quit()
            return
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
        """Draw the scenes from the lowest opaque one up onto the window surface."""
        start = 0
        for i in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[i].opaque:
                start = i
                break
        if not self.scenes or not self.scenes[start].opaque:
            self.screen.blit(theme.wood_background(self.screen_size), (0, 0))
        for scene in self.scenes[start:]:
            scene.draw(self.screen)
        self.saving.draw(self.screen)

    def step(self, dt_ms: float = 1000 / FPS, events: list[pygame.event.Event] | None = None) -> None:
        """One frame: the queued events (or ``events``), update, draw, flip."""
        self._check_size()
        for event in pygame.event.get() if events is None else events:
            self.handle_event(event)
        self.update(dt_ms)
        self.draw()
        pygame.display.flip()
        self.frames += 1
        if self.first_frame_at is None:
            self.first_frame_at = time.perf_counter()

    def run(self, on_first_frame: Callable[[float], None] | None = None) -> None:
        """Run the main loop at :data:`FPS` until :meth:`quit`.

        Args:
            on_first_frame: called once with ``time.perf_counter()`` after the first frame is shown.
        """
        self.running = True
        dt = 1000 / FPS
        while self.running and self.scenes:
            self.step(dt)
            if self.frames == 1 and on_first_frame is not None and self.first_frame_at is not None:
                on_first_frame(self.first_frame_at)
            dt = self.clock.tick(FPS)
        self.save_settings()
        self.saving.close()  # the session in play is saved and every save is on the disk before the window goes
        pygame.quit()

    def quit(self) -> None:
        """Stop the main loop after this frame (the settings and the session in play are saved on the way out)."""
        self.running = False

    def screenshot(self, path: str | Path) -> Path:
        """Draw the current scenes and save them as an image file (PNG by extension)."""
        self._check_size()
        self.draw()
        path = Path(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(self.screen, str(path))
        return path
