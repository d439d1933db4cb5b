"""The App: the window, the scene stack, the main loop and the player's settings.

The loop runs at a fixed 60 frames a second: events go to the top scene
(F11 and window resizes are the app's own), then ``update(dt_ms)``, then every
scene from the lowest opaque one up draws, then the frame is shown.

Settings (last ruleset, its variants, seats, names, starting fish, session
length, animation speed) live in ``settings.json`` in platformdirs'
``user_config_dir("popejoan")``. A file that cannot be read is reported on the
menu and replaced by the defaults; it never stops the game.
"""

from __future__ import annotations

import json
import os
import sys
import time
import warnings
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable

import pygame

from popejoan.ui import theme
from popejoan.ui.i18n import t
from popejoan.ui.scene import Scene

if TYPE_CHECKING:
    from popejoan.engine.errors import RulesetError
    from popejoan.engine.ruleset import Ruleset

FPS = 60
"""Frames per second of the main loop."""
MAX_DT_MS = 100.0
"""The longest step (milliseconds) given to ``update``, so a stall never makes animations jump."""
LEVELS_FALLBACK = ("easy", "normal", "hard", "expert")
"""Computer levels when :mod:`popejoan.ai` does not list its own."""
SPEEDS = (0.5, 0.75, 1.0, 1.25, 1.5, 2.0, 3.0)
"""Animation speeds offered (1.0 = normal; 2.0 = twice as fast)."""


def computer_levels() -> tuple[str, ...]:
    """The computer levels, from :data:`popejoan.ai.LEVELS` when it exists."""
    try:
        from popejoan.ai import LEVELS  # type: ignore[attr-defined]
    except Exception:  # noqa: BLE001 - the AI package may not exist yet or may fail to import
        return LEVELS_FALLBACK
    levels = tuple(str(level) for level in LEVELS)
    return levels or LEVELS_FALLBACK


# --- settings -------------------------------------------------------------------


@dataclass
class Seat:
    """One seat at the table as the menu sets it.

    Attributes:
        name: the player's name as shown.
        kind: ``"human"`` or ``"computer"``.
        level: the computer's level (``"easy"``, ``"normal"`` ...); ignored for humans.
    """

    name: str
    kind: str = "human"
    level: str = "normal"

    @property
    def is_computer(self) -> bool:
        """Whether a computer plays this seat."""
        return self.kind == "computer"


def default_seats() -> list[Seat]:
    """Four seats: one human and three computer players at Normal."""
    from popejoan.ui.i18n import computer_names

    names = computer_names()
    return [Seat("Player", "human")] + [Seat(names[i], "computer", "normal") for i in range(3)]


@dataclass
class Settings:
    """What the player chose last time (saved as JSON).

    Attributes:
        ruleset: the id of the last ruleset.
        options: ruleset id → option name → chosen value.
        seats: the seats, in clockwise order.
        chips: ruleset id → starting fish per player (absent: the ruleset's default).
        deals: session length in deals; 0 means "until we stop".
        animation_speed: 1.0 = normal; 2.0 plays animations twice as fast.
        fullscreen: start in full screen.
        window: the last window size (pixels).
    """

    ruleset: str = "parlett"
    options: dict[str, dict[str, Any]] = field(default_factory=dict)
    seats: list[Seat] = field(default_factory=default_seats)
    chips: dict[str, int] = field(default_factory=dict)
    deals: int = 0
    animation_speed: float = 1.0
    fullscreen: bool = False
    window: tuple[int, int] = (1280, 800)

    def to_json(self) -> dict[str, Any]:
        """The settings as JSON-ready data."""
        data = asdict(self)
        data["window"] = list(self.window)
        return data

    @classmethod
    def from_json(cls, data: Any) -> "Settings":
        """Settings from loaded JSON.

        Raises:
            ValueError: the data is not a settings object or a value has the wrong type.
        """
        if not isinstance(data, dict):
            raise ValueError("the file does not hold a settings object")
        out = cls()
        if "ruleset" in data:
            out.ruleset = _typed(data, "ruleset", str)
        if "options" in data:
            options = _typed(data, "options", dict)
            if not all(isinstance(v, dict) for v in options.values()):
                raise ValueError("'options' must map each ruleset to its options")
            out.options = options
        if "seats" in data:
            seats = _typed(data, "seats", list)
            parsed = []
            for i, seat in enumerate(seats):
                if not isinstance(seat, dict) or not isinstance(seat.get("name"), str):
                    raise ValueError(f"seat {i + 1} is not a seat (name, kind, level)")
                kind = seat.get("kind", "human")
                if kind not in ("human", "computer"):
                    raise ValueError(f"seat {i + 1}: kind must be 'human' or 'computer', not {kind!r}")
                parsed.append(Seat(seat["name"][:24], kind, str(seat.get("level", "normal"))))
            if not 3 <= len(parsed) <= 8:
                raise ValueError(f"there must be 3 to 8 seats, not {len(parsed)}")
            out.seats = parsed
        if "chips" in data:
            chips = _typed(data, "chips", dict)
            if not all(isinstance(v, int) and not isinstance(v, bool) and 1 <= v <= 10000 for v in chips.values()):
                raise ValueError("'chips' must give whole numbers of fish from 1 to 10000")
            out.chips = chips
        if "deals" in data:
            deals = _typed(data, "deals", int)
            if not 0 <= deals <= 999:
                raise ValueError(f"'deals' must be 0 (until we stop) to 999, not {deals}")
            out.deals = deals
        if "animation_speed" in data:
            speed = data["animation_speed"]
            if isinstance(speed, bool) or not isinstance(speed, (int, float)) or not 0.25 <= speed <= 4:
                raise ValueError(f"'animation_speed' must be a number from 0.25 to 4, not {speed!r}")
            out.animation_speed = float(speed)
        if "fullscreen" in data:
            out.fullscreen = _typed(data, "fullscreen", bool)
        if "window" in data:
            window = data["window"]
            if (not isinstance(window, list) or len(window) != 2
                    or not all(isinstance(v, int) and not isinstance(v, bool) for v in window)):
                raise ValueError("'window' must be [width, height]")
            out.window = (max(theme.MIN_SIZE[0], window[0]), max(theme.MIN_SIZE[1], window[1]))
        return out


def _typed(data: dict[str, Any], key: str, kind: type) -> Any:
    value = data[key]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise ValueError(f"'{key}' must be {kind.__name__}, not {type(value).__name__}")
    return value


def settings_path() -> Path:
    """Where the settings live: ``$POPEJOAN_CONFIG_DIR`` or platformdirs' user config folder."""
    override = os.environ.get("POPEJOAN_CONFIG_DIR")
    if override:
        return Path(override) / "settings.json"
    import platformdirs

    return Path(platformdirs.user_config_dir("popejoan", appauthor=False)) / "settings.json"


def load_settings(path: Path) -> tuple[Settings, str | None]:
    """Read the settings file.

    Returns:
        ``(settings, problem)``: the defaults when the file is missing; the
        defaults and a description of the problem when it is corrupt.
    """
    if not path.exists():
        return Settings(), None
    if path.is_dir():
        return Settings(), t("settings_folder", name=path.name)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        return Settings.from_json(data), None
    except json.JSONDecodeError as exc:
        return Settings(), t("settings_not_json", line=exc.lineno)
    except UnicodeDecodeError:
        return Settings(), t("settings_not_text")
    except OSError as exc:
        return Settings(), exc.strerror or str(exc)
    except ValueError as exc:
        return Settings(), str(exc)


def keep_bad_settings(path: Path) -> Path | None:
    """Move an unreadable settings file aside as ``settings.json.bad`` (replacing an older one).

    Returns:
        The kept file's path, or None when it could not be kept (a folder, or no permission).
    """
    if not path.is_file():
        return None
    bad = path.with_name(path.name + ".bad")
    try:
        path.replace(bad)
    except OSError:
        return None
    return bad


def save_settings(settings: Settings, path: Path) -> str | None:
    """Write the settings file (atomically); return a problem description, or None."""
    tmp = path.with_suffix(".tmp")
    try:
        if path.is_dir():
            return t("settings_unsaved", problem=t("settings_folder", name=path.name))
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp.write_text(json.dumps(settings.to_json(), ensure_ascii=False, indent=2), encoding="utf-8")
        tmp.replace(path)
    except OSError as exc:
        try:  # no half-written file left behind
            tmp.unlink(missing_ok=True)
        except OSError:
            pass
        return t("settings_unsaved", problem=exc.strerror or str(exc))
    return None


# --- a game to start ---------------------------------------------------------------


@dataclass
class GameSetup:
    """Everything a table needs to start a session.

    Attributes:
        ruleset: the ruleset with the chosen variants applied (``with_options``).
        seats: the seats in clockwise order (names, human or computer, levels).
        chips: starting fish per player.
        deals: deals in the session, or None for "until we stop".
        seed: the shuffle seed, or None for a fresh random one.
    """

    ruleset: "Ruleset"
    seats: list[Seat]
    chips: int
    deals: int | None = None
    seed: int | None = None

    @property
    def names(self) -> list[str]:
        """The players' names in seat order."""
        return [seat.name for seat in self.seats]

    @property
    def levels(self) -> list[str | None]:
        """Each seat's computer level, or None for a human."""
        return [seat.level if seat.is_computer else None for seat in self.seats]


# --- the app ----------------------------------------------------------------------


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
    """

    def __init__(self, size: tuple[int, int] | None = None, *, config: Path | None = None,
                 hidden: bool = False, fullscreen: bool | None = None) -> None:
        self.config_path = config or settings_path()
        self.settings, problem = load_settings(self.config_path)
        self.notices: list[str] = []
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
        """Leave any game and show the title menu."""
        from popejoan.ui.scenes.menu import MenuScene

        return self.reset(MenuScene(self))

    def start_game(self, setup: GameSetup) -> Scene:
        """Start a session at the table with ``setup`` (replacing the whole stack).

        Raises:
            PopeJoanError: the engine refuses the setup (shown by the caller).
        """
        from popejoan.engine.session import Session
        from popejoan.ui.scenes.table import TableScene

        session = Session(setup.ruleset, setup.names, chips=setup.chips, seed=setup.seed)
        scene = TableScene(self, session, setup)
        return self.reset(scene)

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

    def pause(self) -> Scene:
        """Open the pause menu over the current scene."""
        from popejoan.ui.scenes.pause import PauseScene

        ruleset = None
        session = getattr(self.top, "session", None)
        if session is not None:
            ruleset = getattr(session, "rules", None)
        return self.push(PauseScene(self, ruleset))

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
        icon = pygame.Surface((64, 64), pygame.SRCALPHA)
        pygame.draw.circle(icon, theme.GILT, (32, 32), 31)
        pygame.draw.circle(icon, theme.OXBLOOD, (32, 32), 28)
        import math

        for i in range(8):
            a = math.tau * i / 8
            pygame.draw.line(icon, theme.GILT, (32, 32), (32 + 28 * math.cos(a), 32 + 28 * math.sin(a)), 2)
        pygame.draw.circle(icon, theme.LACQUER, (32, 32), 9)
        pygame.draw.circle(icon, theme.GILT_LIGHT, (32, 32), 9, 2)
        pygame.display.set_icon(icon)

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
        pygame.quit()

    def quit(self) -> None:
        """Stop the main loop after this frame (settings are saved on the way out)."""
        self.running = False

    def screenshot(self, path: str | Path) -> Path:
        """Draw the current scenes and save them as an image file (PNG by extension)."""
        self._check_size()
        self.draw()
        path = Path(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(self.screen, str(path))
        return path


# --- launching from the command line ------------------------------------------------


class LaunchError(Exception):
    """A command line that cannot start a game (unknown ruleset, bad players ...); the message says why."""


def parse_players(text: str, levels: tuple[str, ...]) -> list[Seat]:
    """Seats from ``"Ann,Ben,cpu,cpu:hard"``: a ``cpu`` entry is a computer (level after a colon).

    Raises:
        LaunchError: an empty name or an unknown level.
    """
    from popejoan.ui.i18n import computer_names

    names = computer_names()
    seats: list[Seat] = []
    for i, raw in enumerate(part.strip() for part in text.split(",")):
        if not raw:
            raise LaunchError(f"--players: seat {i + 1} has no name")
        head, _, level = raw.partition(":")
        if head.lower() in ("cpu", "computer", "ai"):
            level = (level or "normal").lower()
            if level not in levels:
                raise LaunchError(f"--players: unknown computer level '{level}'; choose from {', '.join(levels)}")
            used = {s.name for s in seats}
            name = next((n for n in names if n not in used), f"Computer {i + 1}")
            seats.append(Seat(name, "computer", level))
        else:
            seats.append(Seat(raw[:24], "human"))
    return seats


def setup_from_args(args: Any, settings: Settings) -> GameSetup:
    """The game ``main.py``'s arguments ask for, filling gaps from the saved settings.

    Raises:
        LaunchError: an unknown or broken ruleset, a bad variant, a player count
            outside the ruleset's limits, or a bad number.
    """
    from popejoan.engine.errors import PopeJoanError
    from popejoan.engine.ruleset import find_ruleset, ruleset_from_command_line

    try:  # a path is accepted from the command line only; the settings name an id
        ruleset = ruleset_from_command_line(args.ruleset) if args.ruleset else find_ruleset(settings.ruleset)
    except PopeJoanError as exc:
        if args.ruleset:
            raise LaunchError(str(exc)) from None
        ruleset = find_ruleset(Settings().ruleset)  # the remembered ruleset is gone: the default
    options: dict[str, Any] = {}
    if not args.ruleset or args.ruleset == settings.ruleset:
        options.update(settings.options.get(ruleset.id, {}))
    for item in args.option:
        name, sep, value = item.partition("=")
        if not sep:
            raise LaunchError(f"--option {item!r}: write NAME=VALUE, e.g. pope_as_stop=true")
        options[name.strip()] = value.strip()
    try:
        resolved = ruleset.with_options(options)
    except PopeJoanError as exc:
        if args.option:
            raise LaunchError(str(exc)) from None
        resolved = ruleset.with_options({})
    levels = computer_levels()
    if args.players:
        seats = parse_players(args.players, levels)
    else:
        seats = [Seat(s.name, s.kind, s.level if s.level in levels else levels[0]) for s in settings.seats]
    limits = ruleset.players
    if not limits.min <= len(seats) <= limits.max:
        raise LaunchError(f"{ruleset.id} is for {limits.min} to {limits.max} players, not {len(seats)}")
    check_numbers(args)
    chips = args.chips if args.chips is not None else settings.chips.get(ruleset.id, ruleset.starting_chips)
    if not 1 <= chips <= 10000:
        raise LaunchError(f"--chips must be 1 to 10000, not {chips}")
    deals = args.deals if args.deals is not None else (settings.deals or None)
    if deals is not None and deals < 1:
        deals = None
    return GameSetup(ruleset=resolved, seats=seats, chips=chips, deals=deals, seed=args.seed)


def check_numbers(args: Any) -> None:
    """The command line's numbers, checked whatever else is given.

    Raises:
        LaunchError: ``--chips``, ``--deals`` or ``--speed`` out of range (one line saying the range).
    """
    if getattr(args, "chips", None) is not None and not 1 <= args.chips <= 10000:
        raise LaunchError(f"--chips must be 1 to 10000, not {args.chips}")
    if getattr(args, "deals", None) is not None and not 1 <= args.deals <= 999:
        raise LaunchError(f"--deals must be 1 to 999 (leave it out to play until you stop), not {args.deals}")
    if getattr(args, "speed", None) is not None and not 0.25 <= args.speed <= 4:
        raise LaunchError(f"--speed must be 0.25 to 4, not {args.speed:g}")


def wants_table(args: Any) -> bool:
    """Whether the command line describes a game (so it starts at the table, not the menu)."""
    return bool(args.ruleset or args.players or args.option or args.chips is not None or args.deals is not None)


def _parse_size(text: str | None) -> tuple[int, int] | None:
    if not text:
        return None
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise LaunchError(f"--size {text!r}: write WIDTHxHEIGHT, e.g. 1280x800") from None
    return w, h


def finished_deal(setup: GameSetup, deals: int = 4) -> tuple[Any, Any]:
    """A session of ``deals`` deals played to the end by computer players (for screenshots).

    Returns:
        ``(session, deal)``: the last deal, finished and recorded (``finish_deal`` called).
    """
    from popejoan.ai import make_player
    from popejoan.engine.session import Session

    session = Session(setup.ruleset, setup.names, chips=setup.chips, seed=setup.seed if setup.seed is not None else 7)
    deal = None
    players = [make_player(setup.levels[i] or "normal", seed=100 + i) for i in range(len(setup.seats))]
    for attempt in range(deals + 20):
        deal = session.start_deal()
        while not deal.over:
            seat = deal.to_move
            deal.apply(players[seat].choose(deal.observation(seat)))
        session.finish_deal()
        if attempt + 1 >= deals and deal.winner is not None:  # end on a deal that was played out
            break
    return session, deal


def launch(args: Any, started: float | None = None) -> int:
    """Run the game as ``main.py``'s arguments say; return the exit status.

    Raises:
        LaunchError: a command line that cannot start (the message says why).
    """
    size = _parse_size(args.size)
    check_numbers(args)
    if wants_table(args):  # every game argument is checked before a window opens, with or without --players
        path = settings_path()
        setup_from_args(args, load_settings(path)[0] if path.is_file() else Settings())
    scene = args.scene or ("table" if args.ruleset and args.screenshot else "menu")
    app = App(size or ((1280, 800) if args.screenshot else None), hidden=bool(args.screenshot),
              fullscreen=True if args.fullscreen else None)
    if args.speed is not None:
        app.settings.animation_speed = args.speed
    want_table = wants_table(args) and not args.screenshot
    try:
        if args.screenshot:
            _stage(app, scene, args)
            for _ in range(3):
                app.step(1000 / FPS)
            path = app.screenshot(args.screenshot)
            print(f"saved {path} ({app.screen_size[0]}x{app.screen_size[1]}, {scene})")
            pygame.quit()
            return 0
        if want_table:
            app.start_game(setup_from_args(args, app.settings))
        else:
            app.to_menu()
    except LaunchError:
        pygame.quit()
        raise

    def first(at: float) -> None:
        if args.timing and started is not None:
            print(f"first frame {1000 * (at - started):.0f} ms after launch", flush=True)

    if args.timing and started is not None:
        app.on_menu_ready = lambda: print(
            f"menu filled in (rulesets loaded) {1000 * (time.perf_counter() - started):.0f} ms after launch", flush=True)

    app.run(on_first_frame=first)
    return 0


def _stage(app: App, scene: str, args: Any) -> None:
    """Put ``scene`` on screen for a screenshot (the table after running a few seconds)."""
    if scene == "menu":
        app.to_menu()
        return
    setup = setup_from_args(args, app.settings)
    if setup.seed is None:
        setup.seed = 7
    if scene == "rules":
        from popejoan.ui.scenes.rules import RulesScene

        app.reset(RulesScene(app, setup.ruleset))
        return
    if scene in ("summary", "final"):
        from popejoan.ui.scenes.summary import SummaryScene

        session, deal = finished_deal(setup, setup.deals or 4)
        if setup.deals is None:
            setup.deals = 0
        try:  # the table the summary lies over, between deals
            from popejoan.ui.scenes.table import TableScene

            app.reset(TableScene(app, session, setup, autostart=False))
            for _ in range(30):
                app.step(1000 / FPS, events=[])
        except Exception:  # noqa: BLE001 - the summary alone is still a true picture
            app.scenes.clear()
        summary = app.push(SummaryScene(app, session, deal, setup=setup))
        if scene == "final":
            summary.end_session()
            summary.share_shown = len(summary.share_events)  # the share-out dealt to the end
        for _ in range(int(2000 / (1000 / FPS))):  # let the standings and the chart draw themselves in
            app.step(1000 / FPS, events=[])
        return
    app.start_game(setup)
    for _ in range(int(3500 / (1000 / FPS))):  # let the dressing and the deal play out a while
        app.step(1000 / FPS, events=[])
    if scene == "pause":
        app.pause()
