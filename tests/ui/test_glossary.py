"""Issue 33 item 5: the glossary of the game's words, in four languages, reachable from the rules screen (a
marked term's click, G, the Glossary button), the key help (G) and, for the lesson, :func:`open_glossary`."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

import driver  # noqa: E402

from popejoan.ui import i18n  # noqa: E402
from popejoan.ui.app import App  # noqa: E402
from popejoan.ui.glossary import first_uses, glossary, look_up, term_keys  # noqa: E402
from popejoan.ui.scenes.glossary import GlossaryScene, open_glossary  # noqa: E402
from popejoan.ui.scenes.help import OPEN_GUARD_MS, HelpScene  # noqa: E402
from popejoan.ui.scenes.rules import RulesScene  # noqa: E402

LANGUAGES = ["en", "es", "ja", "ru"]

ISSUE_TERMS = ["deal", "dealer", "eldest", "dress", "compartment", "stake", "trump", "turn_up", "dead_hand", "stock",
               "stop", "lead", "sequence", "pope", "matrimony", "intrigue", "game", "fish", "session", "share_out"]
"""The terms issue 33 names, by key."""


@pytest.fixture
def english() -> Iterator[None]:
    """The interface in English, and back in English afterwards."""
    i18n.set_language("en")
    yield
    i18n.set_language("en")


def test_every_term_the_issue_names_is_in_the_glossary(english: None) -> None:
    keys = term_keys()
    assert [k for k in ISSUE_TERMS if k not in keys] == []
    assert len(keys) == len(set(keys)) == 26
    # and the words the rules screens use beside them
    assert {"board", "ghost_hand", "dealt_round", "left", "variant", "ruleset"} <= set(keys)


@pytest.mark.parametrize("code", ["es", "ja", "ru"])
def test_every_term_has_its_own_words_in_each_language(code: str) -> None:
    english_terms = {term.key: term for term in glossary()}
    try:
        i18n.set_language(code)
        terms = glossary()
    finally:
        i18n.set_language("en")
    assert [term.key for term in terms] == list(english_terms)
    for term in terms:
        assert term.name and term.meaning, term.key
        assert term.meaning != english_terms[term.key].meaning, f"{term.key} is not translated into {code}"
        assert term.forms[0] == term.name


def test_the_words_of_a_few_terms_in_each_language() -> None:
    """Each language's word for a term is the one its catalog's glossary (popejoan/locale/*/GLOSSARY.md) uses."""
    expected = {"en": ("dead hand", "Eldest", "stop"), "es": ("montón extra", "jugador mano", "parada"),
                "ja": ("デッドハンド", "ディーラーの左隣", "ストップ"), "ru": ("мёртвая рука", "первая рука", "стоп")}
    for code, (dead, eldest, stop) in expected.items():
        i18n.set_language(code)
        try:
            assert (look_up("dead_hand").name, look_up("eldest").name, look_up("stop").name) == (dead, eldest, stop)
        finally:
            i18n.set_language("en")


def test_the_pope_is_said_to_be_the_nine_of_diamonds_and_left_to_be_clockwise(english: None) -> None:
    assert look_up("pope").meaning.startswith("The 9♦")
    assert "clockwise" in look_up("left").meaning and "clockwise" in look_up("eldest").meaning
    with pytest.raises(KeyError):
        look_up("no such term")


def test_first_uses_finds_each_term_once_at_its_first_use(english: None) -> None:
    lines = ["David Parlett's rules for Pope Joan", "The dealer deals, then stops", "a Game, the game, the Pope"]
    # worked out by hand: "Pope Joan" is the game's name (skipped); "dealer" 4-10 and "deals" 11-16 in line 1;
    # "stops" 23-28; the compartment "Game" 2-6 in line 2, never the everyday "game"; the Pope at 22-26
    assert first_uses(lines, skip=["Pope Joan"]) == [
        ("dealer", 1, 4, 10), ("deal", 1, 11, 16), ("stop", 1, 23, 28), ("game", 2, 2, 6), ("pope", 2, 22, 26)]


def _rules(app: App, code: str = "en") -> RulesScene:
    """The menu in ``code``, then its Rules button clicked: the rules screen of the chosen ruleset (Parlett)."""
    i18n.set_language(code)
    app.to_menu()
    driver.step(app, 3)
    driver.click_button(app, i18n.t("rules"))
    driver.step(app, 2)
    assert isinstance(app.top, RulesScene)
    return app.top


@pytest.mark.parametrize("code", LANGUAGES)
def test_terms_are_marked_on_the_rules_screen_and_a_click_opens_their_meaning(app: App, code: str) -> None:
    try:
        rules = _rules(app, code)
        marked = [key for key, *_ in rules.marks]
        assert len(marked) == len(set(marked)) >= 10, marked
        assert {"dealer", "dead_hand", "stop", "pope", "game"} <= set(marked)
        shown = dict(rules.mark_rects())
        target = "dealer" if "dealer" in shown else next(iter(shown))
        driver.click(app, shown[target].center)
        glossary_page = app.top
        assert isinstance(glossary_page, GlossaryScene) and glossary_page.key == target
        driver.step(app, 2)
        assert glossary_page.scroll == min(glossary_page.term_y[target],
                                           glossary_page.content_h - glossary_page.view_height())
        driver.key(app, pygame.K_ESCAPE)
        assert app.top is rules
    finally:
        i18n.set_language("en")


def test_g_and_the_glossary_button_open_the_glossary_from_the_rules(app: App) -> None:
    rules = _rules(app)
    driver.key(app, pygame.K_g)
    assert isinstance(app.top, GlossaryScene)
    assert app.top.key == rules.mark_rects()[0][0]  # the first marked term in view
    driver.key(app, pygame.K_BACKSPACE)
    assert app.top is rules
    driver.click_button(app, "Glossary (G)")
    assert isinstance(app.top, GlossaryScene)


def test_g_in_the_key_help_opens_the_glossary(app: App) -> None:
    app.to_menu()
    driver.step(app, 2)
    help_card = app.push(HelpScene(app, "Keys", [("Play", [("Enter", "play the card")])]))
    driver.step(app, int(OPEN_GUARD_MS // driver.FRAME_MS) + 2)
    driver.key(app, pygame.K_g)
    assert help_card not in app.scenes
    assert isinstance(app.top, GlossaryScene) and app.top.key is None


def test_the_lesson_opens_the_glossary_at_a_term(app: App, english: None) -> None:
    app.to_menu()
    driver.step(app, 2)
    page = open_glossary(app, "stop")
    driver.step(app, 2)
    assert app.top is page
    assert page.scroll == min(page.term_y["stop"], page.content_h - page.view_height()) > 0
    names = [line.text for line in page.lines if line.bold]
    assert names[:3] == ["ruleset", "variant", "fish"] and "stop" in names


def test_in_japanese_a_term_is_not_found_inside_a_longer_katakana_word() -> None:
    """"カードゲーム" (card game) holds no Game; "変則ルール" is a variant, not a ruleset (the longer term wins)."""
    i18n.set_language("ja")
    try:
        assert first_uses(["現代のカードゲーム史家", "ゲームを取る", "変則ルール"]) == [
            ("game", 1, 0, 3), ("variant", 2, 0, 5)]
    finally:
        i18n.set_language("en")
