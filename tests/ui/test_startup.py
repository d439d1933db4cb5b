"""Issue 7, item 1: start-up survives every combination of saved settings and command-line flags.

The kind: whatever the settings file says (full screen, any window size, speed
extremes, a ruleset that is gone or was renamed, a removed user ruleset, seat
lists of any length, variants a ruleset no longer has) and whatever valid flags
are given, the game opens its window, draws a first frame and reaches the menu
or the table; quitting saves settings that the next start reads cleanly.
Each case goes through :func:`popejoan.ui.launch.open_app`, the path
``main.py`` takes, headless (dummy video driver).
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame
import pytest
from hypothesis import HealthCheck, given
from hypothesis import settings as hsettings
from hypothesis import strategies as st

import main
from popejoan.storage.paths import user_ruleset_dir
from popejoan.ui import theme
from popejoan.ui.app import App
from popejoan.ui.launch import open_app
from popejoan.ui.scenes.menu import MenuScene
from popejoan.ui.scenes.table import TableScene
from popejoan.ui.settings import MAX_WINDOW, load_settings
from tests.ui.driver import rulesets_read_by

ROOT = Path(__file__).resolve().parents[2]
PARLETT = (ROOT / "rulesets" / "parlett.yaml").read_text(encoding="utf-8")


@pytest.fixture(scope="module")
def shipped_rulesets() -> Any:
    """The shipped rulesets, loaded once for the module (each start would otherwise read them again)."""
    from popejoan.engine.ruleset import SHIPPED_RULESET_DIR, load_rulesets

    return load_rulesets([SHIPPED_RULESET_DIR])


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A fresh settings folder and data folder (the player's own rulesets, saved sessions)."""
    monkeypatch.setenv("POPEJOAN_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("POPEJOAN_DATA_DIR", str(tmp_path / "data"))
    (tmp_path / "config").mkdir()
    yield tmp_path


def _start(home: Path, settings: Any, flags: list[str], frames: int = 3) -> App:
    """Write ``settings`` (JSON data, or raw text when a str), start as ``main.py flags`` would, draw frames."""
    config = home / "config" / "settings.json"
    if settings is not None:
        config.write_text(settings if isinstance(settings, str) else json.dumps(settings), encoding="utf-8")
    app = open_app(main.parse_args(flags), handle_signals=False)
    assert app is not None
    for _ in range(frames):
        app.step(16)
    return app


def _check_started(app: App) -> None:
    """A first frame is on screen and it is the menu (filled in) or a table, in a sane window."""
    assert app.frames >= 1
    assert isinstance(app.top, (MenuScene, TableScene)), type(app.top)
    if isinstance(app.top, MenuScene):
        assert app.top.loaded and app.top.ruleset is not None
        assert app.top.ruleset.players.min <= len(app.settings.seats) <= app.top.ruleset.players.max
    w, h = app.screen_size
    assert theme.MIN_SIZE[0] <= w <= MAX_WINDOW[0] and theme.MIN_SIZE[1] <= h <= MAX_WINDOW[1]
    assert 0.25 <= app.speed <= 4


def _quit_and_start_again(home: Path, app: App) -> App:
    """Quit (the one way out: settings saved), then start again with no flags: the saved file reads cleanly."""
    app.shutdown()
    app.scenes.clear()
    settings, problem = load_settings(home / "config" / "settings.json")
    assert problem is None, problem
    again = _start(home, None, [])
    _check_started(again)
    assert again.notices == []
    return again


# --- the reported cases ---------------------------------------------------------------------------


@pytest.mark.parametrize("settings, flags", [
    ({"fullscreen": True}, []),
    (None, ["--fullscreen"]),
    ({"fullscreen": True}, ["--ruleset", "japanese", "--players", "Ann,cpu,cpu:hard"]),
    ({"fullscreen": True, "window": [100000, 100000]}, ["--fullscreen"]),
])
def test_full_screen_starts(home: Path, shipped_rulesets: Any, monkeypatch: pytest.MonkeyPatch, settings: Any,
                            flags: list[str]) -> None:
    rulesets_read_by(monkeypatch, lambda stop=None: shipped_rulesets)
    app = _start(home, settings, flags)
    _check_started(app)
    assert app.fullscreen and app.screen_size == tuple(pygame.display.get_desktop_sizes()[0])
    again = _quit_and_start_again(home, app)
    assert again.fullscreen  # remembered
    again.scenes.clear()


def test_f11_then_quit_then_start(home: Path, shipped_rulesets: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    rulesets_read_by(monkeypatch, lambda stop=None: shipped_rulesets)
    app = _start(home, None, [])
    windowed = app.screen_size
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0))
    app.step(16)
    assert app.fullscreen
    again = _quit_and_start_again(home, app)
    assert again.fullscreen and again.settings.fullscreen
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0))
    again.step(16)
    assert not again.fullscreen and again.screen_size == windowed  # back to the window it had
    again.scenes.clear()


@pytest.mark.parametrize("window, flags", [
    ([1, 1], []), ([100000, 100000], []), ([-5, -5], []), ([5000, 4000], []), ([0, 0], []), ("big", []),
    (None, ["--size", "1x1"]), (None, ["--size", "100000x100000"]), (None, ["--size", "5000x4000"]),
])
def test_any_window_size_starts(home: Path, shipped_rulesets: Any, monkeypatch: pytest.MonkeyPatch, window: Any,
                                flags: list[str]) -> None:
    rulesets_read_by(monkeypatch, lambda stop=None: shipped_rulesets)
    app = _start(home, {"window": window} if window is not None else None, flags)
    _check_started(app)
    desk = pygame.display.get_desktop_sizes()[0]
    assert app.screen_size[0] <= max(desk[0], theme.MIN_SIZE[0])  # never larger than the screen
    assert (app.notices != []) == (window in ([-5, -5], [0, 0], "big"))
    _quit_and_start_again(home, app).scenes.clear()


@pytest.mark.parametrize("speed", [0, -1, 1e308, "fast", 0.25, 4, 0.2500001])
def test_speed_extremes_start(home: Path, shipped_rulesets: Any, monkeypatch: pytest.MonkeyPatch, speed: Any) -> None:
    rulesets_read_by(monkeypatch, lambda stop=None: shipped_rulesets)
    app = _start(home, {"animation_speed": speed}, ["--players", "Ann,cpu,cpu"], frames=30)
    _check_started(app)
    assert app.speed == (float(speed) if isinstance(speed, float | int) and 0.25 <= speed <= 4 else 1.0)
    _quit_and_start_again(home, app).scenes.clear()


@pytest.mark.parametrize("speed", ["0.25", "4"])
def test_speed_flag_extremes_start(home: Path, shipped_rulesets: Any, monkeypatch: pytest.MonkeyPatch,
                                   speed: str) -> None:
    rulesets_read_by(monkeypatch, lambda stop=None: shipped_rulesets)
    app = _start(home, None, ["--speed", speed, "--players", "cpu,cpu,cpu"], frames=60)
    _check_started(app)
    assert app.speed == float(speed)
    app.scenes.clear()


@pytest.mark.parametrize("flags", [[], ["--players", "Ann,cpu,cpu"], ["--chips", "40"], ["--deals", "3"]])
def test_a_ruleset_that_is_gone_falls_back_to_parlett(home: Path, flags: list[str]) -> None:
    """A missing or renamed ruleset, and a user ruleset since removed, with its variants and fish."""
    mine = user_ruleset_dir()
    mine.mkdir(parents=True)
    (mine / "my-house.yaml").write_text(PARLETT.replace("id: parlett", "id: my-house"), encoding="utf-8")
    settings = {"ruleset": "my-house", "options": {"my-house": {"split_pairs": True}}, "chips": {"my-house": 7}}
    app = _start(home, settings, flags)
    _check_started(app)
    assert (isinstance(app.top, MenuScene) and app.top.ruleset.id == "my-house") or app.top.rules.id == "my-house"
    app.shutdown()
    app.scenes.clear()
    (mine / "my-house.yaml").rename(mine / "our-house.yaml")  # renamed: the id no longer matches its file
    app = _start(home, None, flags)
    _check_started(app)
    if isinstance(app.top, MenuScene):
        assert app.top.ruleset.id == "parlett" and "my-house" in (app.top.message or "")
    else:
        assert app.top.rules.id == "parlett"
    app.shutdown()
    app.scenes.clear()
    (mine / "our-house.yaml").unlink()  # removed
    app = _start(home, None, flags)
    _check_started(app)
    assert (app.top.ruleset if isinstance(app.top, MenuScene) else app.top.rules).id == "parlett"
    app.scenes.clear()


@pytest.mark.parametrize("count", [0, 1, 2, 3, 5, 8, 9, 30])
@pytest.mark.parametrize("flags", [[], ["--ruleset", "narrow"], ["--deals", "2"]])
def test_seat_lists_of_any_length_start(home: Path, count: int, flags: list[str]) -> None:
    """Saved seats of any length fit the ruleset's limits (here a user ruleset for 4 or 5 players)."""
    mine = user_ruleset_dir()
    mine.mkdir(parents=True)
    narrow = PARLETT.replace("id: parlett", "id: narrow").replace("players: {min: 3, max: 8}",
                                                                  "players: {min: 4, max: 5}")
    (mine / "narrow.yaml").write_text(narrow, encoding="utf-8")
    seats = [{"name": f"P{i}", "kind": "human" if i == 0 else "computer", "level": "easy"} for i in range(count)]
    app = _start(home, {"ruleset": "narrow", "seats": seats}, flags)
    _check_started(app)
    n = len(app.settings.seats) if isinstance(app.top, MenuScene) else app.top.n
    assert 4 <= n <= 5
    app.scenes.clear()


def test_variants_a_ruleset_no_longer_has(home: Path, shipped_rulesets: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    rulesets_read_by(monkeypatch, lambda stop=None: shipped_rulesets)
    settings = {"ruleset": "parlett", "options": {"parlett": {"gone_variant": True, "split_pairs": "maybe"},
                                                  "russian": {"pope_stake": 99}}}
    for flags in ([], ["--players", "Ann,cpu,cpu"], ["--option", "split_pairs=true"]):
        app = _start(home, settings, flags)
        _check_started(app)
        if isinstance(app.top, TableScene):
            assert app.top.rules.chosen.get("split_pairs", False) is ("--option" in flags)
        app.scenes.clear()


def test_unreadable_settings_start_with_one_notice(home: Path, shipped_rulesets: Any,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    rulesets_read_by(monkeypatch, lambda stop=None: shipped_rulesets)
    for text in ("[" * 100_000, "\ufeff{}", '{"seats": 5', "\x00\x01\x02", " " * 400_000):
        app = _start(home, text, [])
        _check_started(app)
        assert len(app.notices) <= 1
        app.scenes.clear()


# --- property: every combination -------------------------------------------------------------------

_seat = st.fixed_dictionaries({"name": st.sampled_from(["Ann", "", "Жанна", "x" * 300, 5])},
                              optional={"kind": st.sampled_from(["human", "computer", "robot"]),
                                        "level": st.sampled_from(["easy", "expert", "genius", 3])})
_settings = st.fixed_dictionaries({}, optional={
    "ruleset": st.sampled_from(["parlett", "russian", "japanese", "gone-away", "Parlett", "../x", 42, None]),
    "options": st.sampled_from([{}, {"parlett": {"split_pairs": True}}, {"parlett": {"gone": 1, "split_pairs": "x"}},
                                {"russian": {"pope_stake": 99}}, "junk"]),
    "seats": st.lists(_seat, max_size=12) | st.sampled_from(["junk", None]),
    "chips": st.sampled_from([{"parlett": 1}, {"parlett": 10000}, {"parlett": 0}, {"russian": -1}, []]),
    "deals": st.sampled_from([0, 1, 999, 1000, -1, "all"]),
    "animation_speed": st.sampled_from([0.25, 4, 1, 0, -1, 1e308, "fast"]),
    "fullscreen": st.sampled_from([True, False, "yes"]),
    "window": st.sampled_from([[1, 1], [100000, 100000], [-5, -5], [5000, 4000], [1280, 800], "big", [0, 0]]),
    "from_a_newer_version": st.sampled_from([{"a": [1, 2]}, "x"]),
})


@st.composite
def _flags(draw: st.DrawFn) -> list[str]:
    flags: list[str] = []
    ruleset = draw(st.sampled_from([None, "parlett", "russian", "japanese"]))
    if ruleset:
        flags += ["--ruleset", ruleset]
    if ruleset == "parlett" and draw(st.booleans()):
        flags += ["--option", "split_pairs=true"]
    if draw(st.booleans()):
        flags += ["--players", draw(st.sampled_from(["Ann,cpu,cpu", "cpu,cpu,cpu,cpu:expert,Ben", "A,B,C,D,E,F,G,H"]))]
    for group in (["--fullscreen"], ["--size", "1x1"], ["--size", "100000x100000"], ["--speed", "0.25"],
                  ["--speed", "4"], ["--chips", "1"], ["--deals", "999"], ["--seed", "-5"]):
        if draw(st.integers(0, 5)) == 0:
            flags += group
    return flags


@hsettings(deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(settings=_settings, flags=_flags())
def test_every_combination_of_settings_and_flags_starts(home: Path, shipped_rulesets: Any,
                                                        monkeypatch: pytest.MonkeyPatch, settings: dict[str, Any],
                                                        flags: list[str]) -> None:
    rulesets_read_by(monkeypatch, lambda stop=None: shipped_rulesets)
    for leftover in (home / "config").iterdir():
        leftover.unlink()
    app = _start(home, settings, flags)
    _check_started(app)
    assert isinstance(app.top, TableScene) == any(f in flags for f in ("--ruleset", "--players", "--option", "--chips",
                                                                       "--deals"))
    assert len(app.notices) <= 1
    _quit_and_start_again(home, app).scenes.clear()


# --- --speed is for this run only, as --language ----------------------------------------------------


def test_the_speed_flag_is_for_this_run_and_not_saved(home: Path) -> None:
    app = _start(home, {"animation_speed": 1.5}, ["--speed", "3"])
    assert app.speed == 3.0 and app.settings.animation_speed == 1.5
    again = _quit_and_start_again(home, app)
    assert again.speed == 1.5  # the saved setting, untouched by the run with --speed 3
    again.shutdown()


def test_a_speed_chosen_in_the_menu_ends_the_flag_and_is_saved(home: Path) -> None:
    app = _start(home, {"animation_speed": 1.0}, ["--speed", "3"])
    menu = app.top
    assert isinstance(menu, MenuScene)
    menu.step_speed(-1)  # one step slower than 3 in the menu's SPEEDS
    chosen = app.speed
    assert app.speed_override is None and chosen == 2.0 and app.settings.animation_speed == 2.0
    again = _quit_and_start_again(home, app)
    assert again.speed == chosen
    again.shutdown()
