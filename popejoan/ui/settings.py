"""The player's settings and the settings file.

Settings (last ruleset, its variants, seats, names, starting fish, session
length, animation speed) live in ``settings.json`` in platformdirs'
``user_config_dir("popejoan")`` (or ``$POPEJOAN_CONFIG_DIR``). A file that
cannot be read is reported and replaced by the defaults; it never stops the
game. This module imports no scene and nothing of the app, so every scene may
use it.
"""

from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from popejoan.ui import theme
from popejoan.ui.i18n import t
from popejoan.ui.setup import Seat, default_seats

SPEEDS = (0.5, 0.75, 1.0, 1.25, 1.5, 2.0, 3.0)
"""Animation speeds offered (1.0 = normal; 2.0 = twice as fast)."""


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
            if not all(isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= 10000 for v in chips.values()):
                raise ValueError("'chips' must give whole numbers of fish from 0 to 10000")
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
