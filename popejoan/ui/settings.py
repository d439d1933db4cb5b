"""The player's settings and the settings file.

Settings (last ruleset, its variants, seats, names, starting fish, session
length, animation speed, full screen, window size, sound, the pack's colours,
the interface size, motion, the interface language) live in ``settings.json``
in platformdirs' ``user_config_dir("popejoan")`` (or ``$POPEJOAN_CONFIG_DIR``:
:func:`popejoan.storage.paths.settings_path`).

The file is read field by field, and nothing in it can stop the game from
starting:

- a field that cannot be used (a speed of 9, a seat without a name, a window
  of -5 pixels) goes back to its default and is named in words
  (:class:`SettingsProblem`); every other field is kept;
- a file that cannot be read at all (not JSON, not text, larger than
  :data:`MAX_SETTINGS_BYTES`, nested deeper than :data:`MAX_DEPTH`, not an
  object) gives the defaults and says why;
- either way the file as it was is moved aside to ``settings.json.bad``
  (``.bad-2``, ``.bad-3`` ... never replacing an earlier one) before a good
  file is written in its place;
- keys this version does not know (a newer version's settings) are kept and
  written back unchanged;
- what it says to the player (:meth:`SettingsProblem.notice`, a failed save) is
  :class:`Words`: written again in the interface language whenever it is read,
  so a notice made at start-up follows a later change of the Language setting;
- a UTF-8 byte-order mark (and a UTF-16 file with its mark) is read as text;
- the file is written atomically (a temporary file beside it, flushed and
  fsynced, then renamed over it), so a crash never leaves half a file.

No validation library is used here on purpose: this module runs before the
first frame, which must not wait for pydantic (``tests/ui/test_app.py``
checks it), and the point is per-field tolerance rather than one verdict.
This module imports no scene and nothing of the app, so every scene may use it.
"""

from __future__ import annotations

import itertools
import json
import math
import re
import stat
import time
from collections import UserString
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TypeGuard

from popejoan.storage.files import move_aside, write_atomic
from popejoan.storage.paths import settings_path as settings_path  # the settings file's place, named here as before
from popejoan.ui import theme
from popejoan.ui.i18n import LANGUAGES, t
from popejoan.ui.setup import SavedValue, Seat, default_seats

SPEEDS = (0.5, 0.75, 1.0, 1.25, 1.5, 2.0, 3.0)
"""Animation speeds offered (1.0 = normal; 2.0 = twice as fast)."""
UI_SCALES = (100, 125, 150, 175, 200)
"""Interface sizes offered, in per cent (text, cards and plaques; 100 = as designed for the window)."""
SPEED_RANGE = (0.25, 4.0)
"""The slowest and fastest animation speed a settings file or ``--speed`` may give."""
MAX_SETTINGS_BYTES = 256 * 1024
"""The largest settings file read (bytes); a real one is well under 2 KB."""
MAX_DEPTH = 32
"""The deepest nesting of lists and objects read (the game's own settings go 3 deep)."""
MAX_WINDOW = (16384, 16384)
"""The largest window size (pixels) kept from the settings; the app also fits it to the screen."""
MAX_SEATS = 8
"""The most seats a table has (every ruleset allows 3 to 8 players)."""
MIN_SEATS = 3
"""The fewest seats a table has."""
LANGUAGE_CHOICES = ("auto", *LANGUAGES)
"""The Language setting's values, in the order the settings screen offers them: Automatic, then each language."""
MAX_KEPT = 999
"""How many ``settings.json.bad-N`` names are tried before a timestamped one."""

_ID = re.compile(r"[a-z0-9][a-z0-9_-]{0,63}")
_LEVEL = re.compile(r"[a-z][a-z0-9_-]{0,23}")
_NAME_MAX = 24
_OPTION_NAME_MAX = 64
_OPTION_VALUE_MAX = 200
_BIG_INT_DIGITS = 640

FIELD_ORDER = ("ruleset", "options", "seats", "chips", "deals", "animation_speed", "fullscreen", "window",
               "sound_volume", "muted", "ambience", "four_colour", "ui_scale", "reduced_motion", "language",
               "source_words", "quick_forced")
"""The settings' keys in the file, in the order they are written and named in messages."""


@dataclass
class Settings:
    """What the player chose last time (saved as JSON).

    Attributes:
        ruleset: the id of the last ruleset (an id only, never a path).
        options: ruleset id → option name → chosen value.
        seats: the seats, in clockwise order (3 to 8).
        chips: ruleset id → starting fish per player, 0 to 10000 (absent: the ruleset's default).
        deals: session length in deals; 0 means "until we stop".
        animation_speed: 1.0 = normal; 2.0 plays animations twice as fast (0.25 to 4).
        fullscreen: start in full screen.
        window: the last window size (pixels).
        sound_volume: the sounds' volume, 0.0 to 1.0.
        muted: sound off (M at the table).
        ambience: the quiet parlour ambience (a fire, a clock) under the game.
        four_colour: the four-colour pack (clubs green, diamonds blue).
        ui_scale: text, cards and plaques at this size, per cent (one of :data:`UI_SCALES`).
        reduced_motion: no revolving board or flying cards: the board shows where it turns to at once,
            cards and fish move by short fades.
        quick_forced: forced plays (each card after a lead, played by whoever holds it) go by quicker
            (:data:`popejoan.ui.scenes.table.director_times.FORCED_PACE` times); leads, stops and their
            reasons, stakes taken and payments keep their time.
        language: the interface language: ``"auto"`` (the system's, :func:`popejoan.ui.i18n.system_language`,
            English when it is none of the four) or a code of :data:`popejoan.ui.i18n.LANGUAGES`
            (``"en"``, ``"es"``, ``"ja"``, ``"ru"``); see :data:`LANGUAGE_CHOICES`.
        source_words: each ruleset's board (and a sentence's compartment, with its name in the interface language
            in brackets) in its source's own words, the Japanese board in Japanese whatever the interface; off
            (the default), the board and every text speak the interface language
            (:func:`popejoan.ui.i18n.set_source_words`).
        extra: keys this version does not know (a newer version's), written back as they were read.
    """

    ruleset: str = "parlett"
    options: dict[str, dict[str, SavedValue]] = field(default_factory=dict)
    seats: list[Seat] = field(default_factory=default_seats)
    chips: dict[str, int] = field(default_factory=dict)
    deals: int = 0
    animation_speed: float = 1.0
    fullscreen: bool = False
    window: tuple[int, int] = (1280, 800)
    sound_volume: float = 0.8
    muted: bool = False
    ambience: bool = False
    four_colour: bool = False
    ui_scale: int = 100
    reduced_motion: bool = False
    language: str = "auto"
    source_words: bool = False
    quick_forced: bool = False
    extra: dict[str, object] = field(default_factory=dict, repr=False)

    def to_json(self) -> dict[str, object]:
        """The settings as JSON-ready data: the unknown keys as read, then the known ones."""
        data: dict[str, object] = {key: value for key, value in self.extra.items() if key not in FIELD_ORDER}
        data.update({
            "ruleset": self.ruleset,
            "options": {rs: dict(values) for rs, values in self.options.items()},
            "seats": [{"name": s.name, "kind": s.kind, "level": s.level} for s in self.seats],
            "chips": dict(self.chips),
            "deals": self.deals,
            "animation_speed": self.animation_speed,
            "fullscreen": self.fullscreen,
            "window": [int(self.window[0]), int(self.window[1])],
            "sound_volume": self.sound_volume,
            "muted": self.muted,
            "ambience": self.ambience,
            "four_colour": self.four_colour,
            "ui_scale": self.ui_scale,
            "reduced_motion": self.reduced_motion,
            "language": self.language,
            "source_words": self.source_words,
            "quick_forced": self.quick_forced,
        })
        return data

    @classmethod
    def from_json(cls, data: object) -> Settings:
        """Settings from loaded JSON, refusing anything not exactly right (see :func:`read_fields` to keep the rest).

        Raises:
            ValueError: the data is not a settings object, or a field cannot be used (the message names it).
        """
        if not isinstance(data, dict):
            raise ValueError(t("settings_not_object"))
        settings, bad = read_fields(data)
        if bad:
            raise ValueError(t("settings_bad_fields", fields=field_words(bad)))
        return settings


class Words(UserString):
    """Words for the player put into the interface language each time they are read.

    A notice is made once (a settings file read at start-up) but shown for as long as the game runs:
    it is written again in the language in use whenever it is read, so changing the Language setting
    changes it at once. It behaves as a ``str`` (``in``, ``==``, ``lower()``, ``format``; ``str(words)``
    gives the text); what its string methods return is fixed text.

    Args:
        seq: fixed text (when ``render`` is None).
        render: gives the text in the language in use.
    """

    def __init__(self, seq: object = "", render: Callable[[], str] | None = None) -> None:
        self._text = str(seq)
        self._render = render

    @property
    def data(self) -> str:  # the text UserString's methods work on
        return self._render() if self._render is not None else self._text

    @data.setter
    def data(self, text: str) -> None:  # (UserString's own attribute is writable: fixed text from now on)
        self._text, self._render = text, None

    def __hash__(self) -> int:
        return hash(self.data)


def Notice(key: str, **values: object) -> Words:
    """The keyed string ``key`` of :data:`popejoan.ui.i18n.STRINGS` with ``values``, as :class:`Words`:
    in the language in use whenever it is read (a :class:`Words` among the values too)."""
    def render() -> str:
        return t(key, **{name: str(v) if isinstance(v, UserString) else v for name, v in values.items()})
    return Words(render=render)


def FieldWords(keys: list[str]) -> Words:
    """The settings ``keys`` named in words (:func:`field_words`), in the language in use whenever read."""
    kept = list(keys)
    return Words(render=lambda: field_words(kept))


@dataclass
class SettingsProblem:
    """What was wrong with a settings file, in words.

    Attributes:
        reason: why the whole file could not be read (``"it is not valid JSON, line 3"``), or None when
            only some fields were refused.
        fields: the keys whose values were refused and are back at their defaults, in :data:`FIELD_ORDER`.
    """

    reason: str | Words | None = None
    fields: list[str] = field(default_factory=list)
    unreadable: bool = False
    """The system would not let the file be read (``reason`` says why: "Permission denied"): it is not
    damaged, so it must be left where it is, and not written over."""
    legacy: bool = False
    """Every setting was kept, but the file was not UTF-8 and was read as Windows-1252 (Notepad's "ANSI" in
    Western Europe): a name written in another code page (Cyrillic, Japanese) may read wrongly, so the file as it
    was is kept aside and the menu says so."""

    def __str__(self) -> str:
        return str(self.reason) if self.reason is not None else field_words(self.fields)

    def notice(self, kept: Path | None) -> Words:
        """The one message the menu shows: what was refused, and where the old file was kept.

        Args:
            kept: where the file as it was has been moved, or None if it could not be kept.
        """
        if self.unreadable:
            return Notice("settings_unreadable", problem=self.reason)
        if self.legacy and not self.fields and self.reason is None:
            if kept is None:
                return Notice("settings_legacy_lost")
            return Notice("settings_legacy_text", kept=kept.name)
        if self.reason is not None:
            if kept is None:
                return Notice("settings_reset_lost", problem=self.reason)
            return Notice("settings_reset", problem=self.reason, kept=kept.name)
        words = FieldWords(self.fields)
        if kept is None:
            return Notice("settings_fields_lost", fields=words)
        return Notice("settings_fields", fields=words, kept=kept.name)


def field_words(keys: list[str]) -> str:
    """The settings ``keys`` named in words: ``"the animation speed and the seats"``."""
    words = [t("field_" + key) for key in keys]
    if len(words) <= 1:
        return "".join(words)
    from babel.lists import format_list  # only when a settings file had a problem: not before the first frame

    from popejoan.ui.i18n import babel_locale

    return format_list(words, locale=babel_locale())


# --- reading the fields -------------------------------------------------------------------


def _is_int(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def _clean_text(text: str, limit: int) -> str:
    """``text`` without control characters or lone surrogates, at most ``limit`` characters."""
    out = "".join(ch for ch in text[: limit * 4] if ch.isprintable() and not 0xD800 <= ord(ch) <= 0xDFFF)
    return out[:limit]


def _read_ruleset(value: object) -> tuple[str, bool]:
    if isinstance(value, str) and _ID.fullmatch(value):
        return value, True
    return Settings.ruleset, False


def _read_options(value: object) -> tuple[dict[str, dict[str, SavedValue]], bool]:
    if not isinstance(value, dict):
        return {}, False
    out: dict[str, dict[str, SavedValue]] = {}
    ok = True
    for ruleset_id, chosen in value.items():
        if not (isinstance(ruleset_id, str) and _ID.fullmatch(ruleset_id)) or not isinstance(chosen, dict):
            ok = False
            continue
        kept: dict[str, SavedValue] = {}
        for name, choice in chosen.items():
            scalar = isinstance(choice, bool) or _is_int(choice) and abs(choice) < 10 ** 15 \
                or isinstance(choice, float) and math.isfinite(choice) \
                or isinstance(choice, str) and len(choice) <= _OPTION_VALUE_MAX
            if isinstance(name, str) and 0 < len(name) <= _OPTION_NAME_MAX and scalar:
                kept[name] = choice
            else:
                ok = False
        out[ruleset_id] = kept
    return out, ok


def _read_seats(value: object) -> tuple[list[Seat], bool]:
    if not isinstance(value, list):
        return default_seats(), False
    seats: list[Seat] = []
    ok = MIN_SEATS <= len(value) <= MAX_SEATS
    for seat in value[: MAX_SEATS * 4]:
        name = seat.get("name") if isinstance(seat, dict) else None
        kind = seat.get("kind", "human") if isinstance(seat, dict) else None
        level = seat.get("level", "normal") if isinstance(seat, dict) else None
        if not isinstance(name, str) or kind not in ("human", "computer") or not isinstance(level, str):
            ok = False
            continue
        level = level.lower()
        if not _LEVEL.fullmatch(level):
            level, ok = "normal", False
        seats.append(Seat(_clean_text(name, _NAME_MAX), kind, level))
    del seats[MAX_SEATS:]
    if not seats:  # not one seat could be used: the table a first start gives, a person at it
        return default_seats(), False
    if len(seats) < MIN_SEATS:  # too few good seats: fill up with the default computer players
        used = {s.name for s in seats}
        spare = [s for s in default_seats() if s.is_computer and s.name not in used]
        while len(seats) < MIN_SEATS and spare:
            seats.append(spare.pop(0))
        while len(seats) < MIN_SEATS:
            seats.append(Seat(t("default_name", n=len(seats) + 1), "computer", "normal"))
    return seats, ok


def _read_chips(value: object) -> tuple[dict[str, int], bool]:
    if not isinstance(value, dict):
        return {}, False
    out = {k: v for k, v in value.items() if isinstance(k, str) and _ID.fullmatch(k) and _is_int(v) and 0 <= v <= 10000}
    return out, len(out) == len(value)


def _read_deals(value: object) -> tuple[int, bool]:
    if _is_int(value) and 0 <= value <= 999:
        return value, True
    return Settings.deals, False


def _read_speed(value: object) -> tuple[float, bool]:
    if (_is_int(value) or isinstance(value, float)) and SPEED_RANGE[0] <= value <= SPEED_RANGE[1]:
        return float(value), True
    return Settings.animation_speed, False


def _read_window(value: object) -> tuple[tuple[int, int], bool]:
    if (isinstance(value, list) and len(value) == 2 and all(_is_int(v) and 0 < v <= 10 * MAX_WINDOW[0] for v in value)):
        return fit_window((value[0], value[1])), True
    return Settings.window, False


def _read_volume(value: object) -> tuple[float, bool]:
    if (_is_int(value) or isinstance(value, float)) and 0 <= value <= 1:
        return float(value), True
    return Settings.sound_volume, False


def _read_flag(default: bool) -> Callable[[object], tuple[bool, bool]]:
    """A reader for a yes/no setting whose default is ``default``."""
    def read(value: object) -> tuple[bool, bool]:
        return (value, True) if isinstance(value, bool) else (default, False)
    return read


def _read_language(value: object) -> tuple[str, bool]:
    if isinstance(value, str) and value in LANGUAGE_CHOICES:
        return value, True
    return Settings.language, False


def _read_scale(value: object) -> tuple[int, bool]:
    if _is_int(value) and value in UI_SCALES:
        return value, True
    return Settings.ui_scale, False


_READERS: dict[str, Callable[[object], tuple[object, bool]]] = {
    "ruleset": _read_ruleset,
    "options": _read_options,
    "seats": _read_seats,
    "chips": _read_chips,
    "deals": _read_deals,
    "animation_speed": _read_speed,
    "fullscreen": _read_flag(Settings.fullscreen),
    "window": _read_window,
    "sound_volume": _read_volume,
    "muted": _read_flag(Settings.muted),
    "ambience": _read_flag(Settings.ambience),
    "four_colour": _read_flag(Settings.four_colour),
    "ui_scale": _read_scale,
    "reduced_motion": _read_flag(Settings.reduced_motion),
    "language": _read_language,
    "source_words": _read_flag(Settings.source_words),
    "quick_forced": _read_flag(Settings.quick_forced),
}


def fit_window(size: tuple[int, int]) -> tuple[int, int]:
    """``size`` (pixels) kept within :data:`theme.MIN_SIZE` and :data:`MAX_WINDOW`."""
    return (max(theme.MIN_SIZE[0], min(MAX_WINDOW[0], int(size[0]))),
            max(theme.MIN_SIZE[1], min(MAX_WINDOW[1], int(size[1]))))


def read_fields(data: object) -> tuple[Settings, list[str]]:
    """Settings from loaded JSON, field by field: each good field is kept, each bad one left at its default.

    Args:
        data: what the settings file held (anything JSON can).

    Returns:
        ``(settings, bad)``: the settings, and the keys whose values were refused, in
        :data:`FIELD_ORDER`. Data that is not an object gives the defaults and ``bad == ["*"]``.
        Keys this version does not know go to :attr:`Settings.extra`, untouched.
    """
    out = Settings()
    if not isinstance(data, dict):
        return out, ["*"]
    bad: list[str] = []
    for key in FIELD_ORDER:
        if key in data:
            value, ok = _READERS[key](data[key])
            setattr(out, key, value)
            if not ok:
                bad.append(key)
    out.extra = {k: v for k, v in data.items() if k not in _READERS}
    return out, bad


# --- the file -----------------------------------------------------------------------------
# (where it lives: :func:`popejoan.storage.paths.settings_path`, imported above and named here as before)


_BINARY = re.compile(rb"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f\x81\x8d\x8f\x90\x9d]")
"""Bytes that no settings file written as text holds (control characters; the five cp1252 leaves undefined)."""


def _decode(raw: bytes) -> tuple[str, bool]:
    """The file's text: UTF-8 with or without a byte-order mark, UTF-16 with one, or Windows-1252 text; and
    whether it was read as Windows-1252 (a guessed encoding: the menu says so).

    Raises:
        UnicodeDecodeError: not text in those encodings.
    """
    if raw.startswith((b"\xff\xfe", b"\xfe\xff")):
        return raw.decode("utf-16"), False
    try:
        return raw.decode("utf-8-sig"), False
    except UnicodeDecodeError:
        # a file edited by hand and saved in Windows' own encoding (Notepad's "ANSI": a name "José" as one byte
        # é): read so, rather than lose every setting for one letter; bytes no text holds are still not text
        if _BINARY.search(raw):
            raise
        return raw.decode("cp1252", errors="strict"), True


def _nesting(text: str) -> int:
    """How deep lists and objects nest in JSON ``text`` (strings skipped; no recursion, so any depth is safe)."""
    depth = deepest = 0
    for token in re.finditer(r'"(?:[^"\\]|\\.)*"|[\[\]{}]', text):
        ch = token.group()
        if ch in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif ch in "]}":
            depth = max(0, depth - 1)
    return deepest


def _parse_int(digits: str) -> int | float:
    # a number too long for int() (Python 3.11+ refuses over 4300 digits) is refused by its field, not by the file
    return int(digits) if len(digits) <= _BIG_INT_DIGITS else float(digits)


def load_settings(path: Path) -> tuple[Settings, SettingsProblem | None]:
    """Read the settings file, keeping every field that can be used.

    Never raises: whatever the file holds, the game gets settings to start with.

    Args:
        path: the settings file.

    Returns:
        ``(settings, problem)``: the settings (defaults where the file gave nothing usable), and None
        when the file was missing or wholly good, or a :class:`SettingsProblem` saying in words what
        was refused (the whole file, or some fields).
    """
    try:
        if not path.exists():
            return Settings(), None
        if path.is_dir():
            return Settings(), SettingsProblem(Notice("settings_folder", name=path.name))
        if not stat.S_ISREG(path.stat().st_mode):  # a named pipe would wait for a writer for ever (the playtest's:
            # no window, and SIGTERM not heard), a device might never end
            return Settings(), SettingsProblem("it is a pipe or a device, not an ordinary file", unreadable=True)
        with open(path, "rb") as f:
            raw = f.read(MAX_SETTINGS_BYTES + 1)
    except OSError as exc:
        return Settings(), SettingsProblem(exc.strerror or str(exc), unreadable=True)
    if len(raw) > MAX_SETTINGS_BYTES:
        return Settings(), SettingsProblem(Notice("settings_too_large", limit=MAX_SETTINGS_BYTES // 1024))
    try:
        text, legacy = _decode(raw)
    except UnicodeDecodeError:
        return Settings(), SettingsProblem(Notice("settings_not_text"))
    if _nesting(text) > MAX_DEPTH:
        return Settings(), SettingsProblem(Notice("settings_too_deep"))
    try:
        data = json.loads(text, parse_int=_parse_int)
    except json.JSONDecodeError as exc:
        return Settings(), SettingsProblem(Notice("settings_not_json", line=exc.lineno))
    except (ValueError, RecursionError, MemoryError, OverflowError):
        return Settings(), SettingsProblem(Notice("settings_not_json_at_all"))
    if not isinstance(data, dict):
        return Settings(), SettingsProblem(Notice("settings_not_object"))
    settings, bad = read_fields(data)
    if bad:
        return settings, SettingsProblem(None, bad)
    if legacy:  # every setting kept, but its words read in a guessed encoding: said, and the file kept aside
        return settings, SettingsProblem(None, [], legacy=True)
    return settings, None


def kept_name(path: Path, k: int) -> Path:
    """The ``k``-th name a bad settings file is kept under: ``settings.json.bad``, then ``.bad-2``, ``.bad-3`` ..."""
    return path.with_name(path.name + (".bad" if k == 1 else f".bad-{k}"))


def keep_bad_settings(path: Path) -> Path | None:
    """Move an unusable settings file aside, never replacing a file kept earlier.

    The first free name of ``settings.json.bad``, ``settings.json.bad-2`` ... ``.bad-999`` is
    used, then a timestamped ``settings.json.bad-YYYYMMDD-HHMMSS``.

    Returns:
        The kept file's path, or None when it could not be kept (a folder, no permission).
    """
    if not path.is_file():
        return None
    stamp = time.strftime("%Y%m%d-%H%M%S")
    candidates = itertools.chain((kept_name(path, k) for k in range(1, MAX_KEPT + 1)),
                                 (path.with_name(f"{path.name}.bad-{stamp}" + (f"-{n}" if n else ""))
                                  for n in range(100)))
    try:
        return move_aside(path, candidates)
    except OSError:
        return None


def save_settings(settings: Settings, path: Path) -> Words | None:
    """Write the settings file atomically: a temporary file beside it, flushed, fsynced, renamed over it.

    Returns:
        None when written; otherwise the problem in words (the old file is untouched).
    """
    data = settings.to_json()
    try:
        text = json.dumps(data, ensure_ascii=False, indent=2)
        payload = text.encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate from a hand-edited file: escape everything
        payload = json.dumps(data, ensure_ascii=True, indent=2).encode("ascii")
    except (TypeError, ValueError, RecursionError) as exc:  # not JSON data: a programming error, said in words
        return Notice("settings_unsaved", problem=str(exc))
    try:
        if path.is_dir():
            return Notice("settings_unsaved", problem=Notice("settings_folder", name=path.name))
        path.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(path, payload)
    except OSError as exc:
        return Notice("settings_unsaved", problem=exc.strerror or str(exc))
    return None
