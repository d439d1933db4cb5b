"""Issue 33 item 4: which ruleset to start with (the ``starter`` key, marked on the menu) and "How the rulesets
differ", generated from the rulesets' own keys, a house ruleset from the rulesets folder included."""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

import driver  # noqa: E402
import textmap  # noqa: E402

from popejoan.engine.ruleset import SHIPPED_RULESET_DIR, find_ruleset, load_rulesets  # noqa: E402
from popejoan.ui import i18n  # noqa: E402
from popejoan.ui.app import App  # noqa: E402
from popejoan.ui.differences import differences, starters  # noqa: E402
from popejoan.ui.scenes.differences import DifferencesScene, compare_button_label  # noqa: E402
from popejoan.ui.scenes.menu import MenuScene  # noqa: E402
from popejoan.ui.scenes.rules import RulesScene  # noqa: E402

HOUSE = Path(__file__).resolve().parents[1] / "data" / "rulesets"


def _phrases(ruleset_id: str) -> dict[str, str]:
    """Each point's title and the phrase of ``ruleset_id`` (a shipped one or one of tests/data/rulesets)."""
    rulesets, errors = load_rulesets([SHIPPED_RULESET_DIR, HOUSE])
    assert not errors
    return {point.title: dict(point.phrases)[ruleset_id] for point in differences(rulesets.values())}


def test_parlett_and_hoyle_read_from_their_keys() -> None:
    """Worked out from rulesets/parlett.yaml and hoyle-1847.yaml's keys."""
    parlett = _phrases("parlett")
    assert parlett == {
        "Who dresses the board, and how much": "the dealer alone: Ace 1, Jack 1, Intrigue 2, Queen 1, Matrimony 2, "
                                               "King 1, Pope 6 and Game 1 (15 fish)",
        "The dead hand": "a dead hand, dealt its card after the dealer's in each round; hands may be unequal",
        "The lead": "Eldest (left of the dealer) leads first; the lowest card of a suit of the leader's choice",
        "Matrimony and Intrigue": "both cards played one straight after the other",
        "The holder of the unplayed Pope": "pays nothing for cards left",
        "The share-out": "none: the leftovers are only shown",
        "Aces": "low (below the 2)",
    }
    hoyle = _phrases("hoyle-1847")
    assert hoyle["The dead hand"] == "no dead hand; 6 cards kept back; equal hands"
    assert hoyle["The lead"] == "Eldest (left of the dealer) leads first; any card may be led"
    assert hoyle["Matrimony and Intrigue"] == "both cards played by one player, at any time"


def test_house_rulesets_read_as_their_own_keys_say() -> None:
    """tests/data/rulesets: a smaller board everyone dresses with a double share for the dealer and a stock of 7;
    Aces high; a stock sized by the number of players."""
    small = _phrases("small-board")
    assert small["Who dresses the board, and how much"] == (
        "every player, the dealer too: Ace 1, Intrigue 2, Matrimony 2, Pope 6 and Game 1 (12 fish each); the dealer "
        "puts in 2 shares")
    assert small["The dead hand"] == "no dead hand; 7 cards kept back; hands may be unequal"
    assert _phrases("parlett-ace-high")["Aces"] == "high (above the King, so a stop)"
    assert _phrases("stock-by-players")["The dead hand"].startswith(
        "no dead hand; some cards kept back, as many as the number of players asks; ")


def test_parlett_is_the_starter_and_a_house_ruleset_may_be_one_too(tmp_path: Path) -> None:
    rulesets, _ = load_rulesets([SHIPPED_RULESET_DIR])
    assert [rid for rid, _reason, _lang in starters(rulesets.values())] == ["parlett"]
    house = (HOUSE / "small-board.yaml").read_text(encoding="utf-8")
    (tmp_path / "small-board.yaml").write_text(
        house.replace("summary:", "starter:\n  en: Fewer compartments to follow.\n  ru: Меньше отделений.\n"
                                  "summary:", 1),
        encoding="utf-8")
    mine, errors = load_rulesets([tmp_path])
    assert not errors
    assert starters(mine.values()) == [("small-board", "Fewer compartments to follow.", "en")]
    i18n.set_language("ru")
    try:
        assert starters(mine.values()) == [("small-board", "Меньше отделений.", "ru")]
    finally:
        i18n.set_language("en")


def test_a_starter_that_is_not_text_is_refused_like_any_other_key(tmp_path: Path) -> None:
    house = (HOUSE / "small-board.yaml").read_text(encoding="utf-8")
    (tmp_path / "small-board.yaml").write_text(house.replace("summary:", "starter: [1, 2]\nsummary:", 1),
                                               encoding="utf-8")
    mine, errors = load_rulesets([tmp_path])
    assert not mine and len(errors) == 1 and "starter" in str(errors[0])


def _house_app(app: App) -> App:
    """The app with the shipped rulesets and tests/data/rulesets as the player's own, at the menu."""
    driver.read_rulesets(app, [SHIPPED_RULESET_DIR, HOUSE])
    app.to_menu()
    driver.step(app, 3)
    return app


def test_the_menu_opens_the_comparison_with_the_house_rulesets(app: App) -> None:
    _house_app(app)
    driver.click_button(app, compare_button_label())
    page = app.top
    assert isinstance(page, DifferencesScene)
    words = driver.texts(page.lines)
    assert "Pope Joan on a smaller board · your own ruleset" in words
    assert "Pope Joan (Parlett)" in words and "your own ruleset" not in words.split("Pope Joan (Parlett)")[1][:3]
    assert "every player, the dealer too: Ace 1, Intrigue 2, Matrimony 2, Pope 6 and Game 1 (12 fish each)" in words
    assert words.index("Where to start") < words.index("A good ruleset to start with")
    driver.key(app, pygame.K_ESCAPE)
    assert app.top is not page


def test_the_rules_screen_opens_the_comparison_by_c_and_by_its_button(app: App) -> None:
    app.to_menu()
    driver.step(app, 3)
    app.push(RulesScene(app, find_ruleset("japanese")))
    driver.step(app)
    driver.key(app, pygame.K_c)
    assert isinstance(app.top, DifferencesScene)
    assert {rs.id for rs in app.top.rulesets} >= {"parlett", "hoyle-1847", "spanish", "cacumen", "japanese", "russian"}
    driver.key(app, pygame.K_ESCAPE)
    driver.click_button(app, f"{compare_button_label()} (C)")
    assert isinstance(app.top, DifferencesScene)


@pytest.mark.parametrize("code", ["en", "ja"])
def test_the_menu_marks_the_starter_for_newcomers(code: str) -> None:
    i18n.set_language(code)
    try:
        with textmap.recording():
            app = App((1280, 800), hidden=True, language=code)
            app.saving.enabled = False
            app.to_menu()
            for _ in range(3):
                app.step(16)
            page = textmap.draw_screen(app)
            tag = i18n._("for newcomers")
            marked = [d for d in page.texts if d.text == tag]
            menu = app.top
            assert isinstance(menu, MenuScene)
            parlett_row = next(row for row in menu.rows if row.ruleset.id == "parlett")
            assert len(marked) == 1 and parlett_row.rect.contains(marked[0].rect)
    finally:
        pygame.quit()
        i18n.set_language("en")
