"""The Statistics screen (issue 35): reached from the menu in four languages, everyone's figures and a player's
page with its chart, filters, merging two names and resetting (both asked first), every text inside its box at
960×600, 1280×800 and at 200 % interface size (test_everything_fits' staging: scenes ``stats`` and
``stats_player``)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from popejoan.storage.saves import SaveStore
from popejoan.storage.stats import DealEntry, Ledger, SeatDeal, SessionEnd
from popejoan.ui import i18n
from popejoan.ui.app import App
from popejoan.ui.scenes.confirm import ConfirmScene
from popejoan.ui.scenes.stats import StatsScene
from tests.ui.driver import click, click_button, key, step, texts

STATISTICS = {"en": "Statistics", "es": "Estadísticas", "ja": "成績", "ru": "Статистика"}
"""The menu button's label in each language."""
PEOPLE = {"en": "People", "es": "Personas", "ja": "人間", "ru": "Люди"}


def seat(name: str, fish: int, kind: str = "human", level: str = "", popes: int = 0, game: int = 0) -> SeatDeal:
    return SeatDeal(name, kind, level, fish, popes, 0, 0, 0, game, max(fish, 0), max(fish, 0))  # type: ignore[arg-type]


ENTRIES = [
    DealEntry("S1", 1, 1_700_000_000, "parlett", (seat("Ann", 5, popes=1, game=1), seat("Bob", -5),
                                                  seat("Bot", 0, "computer", "hard"))),
    SessionEnd("S1", 1_700_000_100, "parlett", 1, (0, 0, 0)),
    DealEntry("S2", 1, 1_700_100_000, "spanish", (seat("ann", -2), seat("Robert", 3, game=1),
                                                  seat("Bot", -1, "computer", "hard"))),
    SessionEnd("S2", 1_700_100_100, "spanish", 1, (1, 0, 0)),
]


def ledger(tmp_path: Path) -> Ledger:
    book = Ledger(tmp_path / "stats.jsonl", saves=SaveStore(tmp_path / "no-saves"))
    book.record(ENTRIES)
    return book


@pytest.mark.parametrize("language", ["en", "es", "ja", "ru"])
def test_the_menu_opens_statistics_and_esc_comes_back(app: App, language: str) -> None:
    i18n.set_language(language)
    menu = app.to_menu()
    step(app, 3)
    click_button(app, STATISTICS[language])
    scene = app.top
    assert isinstance(scene, StatsScene)
    step(app, 3)
    words = texts(scene.lines)
    assert PEOPLE[language] not in words  # nothing played yet: no table, a sentence saying so
    assert len(scene.lines) >= 2
    key(app, pygame.K_ESCAPE)
    assert app.top is menu


def test_everyone_then_each_players_page_by_keys_and_mouse(app: App, tmp_path: Path) -> None:
    i18n.set_language("en")
    app.to_menu()
    scene = app.push(StatsScene(app, ledger(tmp_path)))
    assert isinstance(scene, StatsScene)
    step(app, 2)
    words = texts(scene.lines)
    # Ann: S1 +5 (won), S2 -2 and the share-out's +1 = -1 (Robert's +3 won it): +4 in all; Bob -5
    assert "1 session · 1 won · 1 deal · 1 Game · 0 Popes · +3 fish" in words  # Robert
    assert "2 sessions · 1 won · 2 deals · 1 Game · 1 Pope · +4 fish" in words  # Ann, "ann" the same person
    assert "Bot · computer · Hard" in words
    assert "Longest winning streak: 1 session, Ann" in words and "Best session: +5 fish, Ann" in words
    key(app, pygame.K_RIGHT)
    assert scene.player is not None and scene.player.name == "Ann"
    step(app, 2)
    page = texts(scene.lines)
    assert "Sessions won: 1" in page and "Fish in all: +4" in page and "Longest winning streak: 1 session" in page
    surface = pygame.Surface((1280, 800))
    scene.draw(surface)  # the chart is drawn under "Fish per session"
    click(app, scene.prev_button.rect.center)
    assert scene.player is None
    key(app, pygame.K_LEFT)
    assert scene.player is not None and scene.player.kind == "computer"  # the last page: the computer


def test_filters_cycle_period_ruleset_and_table_size(app: App, tmp_path: Path) -> None:
    i18n.set_language("en")
    app.to_menu()
    scene = app.push(StatsScene(app, ledger(tmp_path)))
    assert isinstance(scene, StatsScene)
    scene.ruleset_button.activate()
    assert scene.ruleset_filter == "parlett"
    assert {f.name for f in scene.table} == {"Ann", "Bob", "Bot"}
    scene.ruleset_button.activate()
    assert scene.ruleset_filter == "spanish"
    scene.ruleset_button.activate()
    assert scene.ruleset_filter is None
    scene.period_button.activate()
    assert scene.period == "year" and scene.table == []  # 2023's sessions are not this year's
    scene.period_button.activate()
    scene.period_button.activate()
    assert scene.period == "all"
    scene.seats_button.activate()
    assert scene.seats == 3 and len(scene.table) == 4


def test_merging_two_names_asks_first_then_counts_them_as_one(app: App, tmp_path: Path) -> None:
    i18n.set_language("en")
    app.to_menu()
    book = ledger(tmp_path)
    scene = app.push(StatsScene(app, book))
    assert isinstance(scene, StatsScene)
    while scene.player is None or scene.player.name != "Bob":
        scene.step(1)
    target = scene.merge_target()
    assert target is not None
    into = target.name
    scene.merge_button.activate()
    ask = app.top
    assert isinstance(ask, ConfirmScene)
    ask.confirm_button.activate()
    step(app, 5)
    assert {f.name for f in scene.table if f.kind == "human"} == {"Ann", "Robert"} - {into} | {into}
    assert len([f for f in scene.table if f.kind == "human"]) == 2


def test_reset_asks_first_and_keeps_the_old_ledger(app: App, tmp_path: Path) -> None:
    i18n.set_language("en")
    app.to_menu()
    scene = app.push(StatsScene(app, ledger(tmp_path)))
    assert isinstance(scene, StatsScene)
    scene.reset_button.activate()
    ask = app.top
    assert isinstance(ask, ConfirmScene)
    ask.cancel_button.activate()
    step(app, 5)
    assert len(scene.table) == 4
    scene.reset_button.activate()
    ask = app.top
    assert isinstance(ask, ConfirmScene)
    ask.confirm_button.activate()
    step(app, 5)
    assert scene.table == []
    assert (tmp_path / "stats.jsonl.bad").read_bytes().count(b'"k":"deal"') == 2


@pytest.mark.layout_sweep  # the default run keeps en and ja at 960×600 (tests/conftest.py); the full run all
@pytest.mark.parametrize("language", ["en", "es", "ja", "ru"])
@pytest.mark.parametrize("scene", ["stats", "stats_player"])
@pytest.mark.parametrize("size,zoom", [((960, 600), 100), ((1280, 800), 100), ((960, 600), 200)],
                         ids=["960x600", "1280x800", "960x600-200"])
def test_every_text_fits(scene: str, language: str, size: tuple[int, int], zoom: int) -> None:
    from tests.ui.test_everything_fits import misfits

    found = misfits(scene, language, size, zoom=zoom)
    assert not found, f"{scene} in {language} at {size[0]}×{size[1]}, {zoom} %:\n" + "\n".join(found)


@pytest.mark.parametrize("damage", ["garbage", "newer", "pipe"])
def test_a_hostile_ledger_is_said_on_the_screen_and_the_game_plays_on(app: App, damage: str) -> None:
    import os

    i18n.set_language("en")
    path = app.saving.ledger.path
    path.parent.mkdir(parents=True, exist_ok=True)
    if damage == "pipe":
        os.mkfifo(path)
    elif damage == "newer":
        path.write_bytes(b'{"format": "popejoan-stats", "version": 7}\n')
    else:
        path.write_bytes(b'{"format": "popejoan-stats", "version": 1}\n' + b"\x00\xff" * 100 + b"\n")
    menu = app.to_menu()
    step(app, 2)
    click_button(app, STATISTICS["en"])
    scene = app.top
    assert isinstance(scene, StatsScene)
    step(app, 2)
    words = texts(scene.lines)
    if damage == "newer":
        assert "from a newer version of the game" in words
        assert path.read_bytes().startswith(b'{"format": "popejoan-stats", "version": 7}')  # left alone
    else:
        assert "It is kept as stats.jsonl.bad" in words
        assert (path.parent / "stats.jsonl.bad").exists() and path.is_file()
    key(app, pygame.K_ESCAPE)
    assert app.top is menu
