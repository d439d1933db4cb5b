"""Issue 33 item 6: the rules screens say what a newcomer needs (the Pope's card, Game, Eldest, which way play
goes); the key list (?) lists only what the ruleset in play can have; the log's and the summary's headings name
the ruleset in play ("Pope Joan (Parlett)"), not "Pope Joan"."""

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
from harness import FakeApp, key  # noqa: E402
from test_record import make_table  # noqa: E402

from popejoan.engine.ruleset import find_ruleset  # noqa: E402
from popejoan.ui import i18n  # noqa: E402
from popejoan.ui.app import App  # noqa: E402
from popejoan.ui.launch import finished_deal  # noqa: E402
from popejoan.ui.newcomer import newcomer_words  # noqa: E402
from popejoan.ui.scenes.help import HelpScene  # noqa: E402
from popejoan.ui.scenes.log import LogScene  # noqa: E402
from popejoan.ui.scenes.rules import RulesScene  # noqa: E402
from popejoan.ui.scenes.summary import SummaryScene  # noqa: E402
from popejoan.ui.setup import GameSetup, Seat  # noqa: E402

SHIPPED = ["parlett", "hoyle-1847", "spanish", "cacumen", "japanese", "russian"]

CLOCKWISE = ("Play, the deal and the turn to deal go round clockwise, from each player to the one on their left: at "
             "the table, from you at the bottom to the player on your left, then across, then to your right.")


def test_parlett_in_plain_words() -> None:
    assert newcomer_words(find_ruleset("parlett")) == [
        "The Pope is the 9♦, the nine of diamonds. Playing it wins its compartment (“Pope” on this board); with the "
        "8♦ out of the pack, it can only be led, never played after another card.",
        "Game is a compartment (“Game” on this board), not the whole game: the first player to play their last card "
        "(to go out) wins it, and a fish for each card left in the other hands.",
        "Eldest is the player on the dealer's left: Eldest is dealt the first card and leads first.",
        CLOCKWISE,
    ]


def test_cacumen_says_the_player_on_the_dealers_right_leads() -> None:
    """rulesets/cacumen.yaml: ``lead.first: right_of_dealer``; the board speaks the interface language by default
    (issue 32, item 10), so its Pope compartment reads "Pope" in English."""
    words = newcomer_words(find_ruleset("cacumen"))
    assert words[2] == ("In this ruleset the player on the dealer's right leads first, not Eldest (the player on the "
                        "dealer's left).")
    assert "(“Pope” on this board)" in words[0]


def test_a_board_in_its_sources_words_is_named_so(source_words: None) -> None:
    """With the boards in their sources' words, Cacumen's Pope compartment is the magazine's "Pope Joan"
    (``labels.pope``)."""
    assert "(“Pope Joan” on this board)" in newcomer_words(find_ruleset("cacumen"))[0]


@pytest.mark.parametrize("rid", SHIPPED)
@pytest.mark.parametrize("code", ["en", "es", "ja", "ru"])
def test_every_rules_screen_says_it_first(app: App, rid: str, code: str) -> None:
    i18n.set_language(code)
    try:
        app.to_menu()
        driver.step(app, 2)
        rules = app.push(RulesScene(app, find_ruleset(rid)))
        driver.step(app)
        words = driver.texts(rules.lines)
        assert "9♦" in words.split(i18n.t("in_brief"))[0]  # before the ruleset's own summary
        for sentence in newcomer_words(rules.ruleset):
            assert sentence[:6] in words  # (a wrapped line ends before the sentence does)
    finally:
        i18n.set_language("en")


def _help_rows(rid: str, options: dict | None = None) -> dict[str, str]:
    """The key list (?) at a table of ``rid``, opened by the key: {key: what it does}."""
    app, table = make_table(rid, ["human", "easy", "easy", "easy"], options=options)
    for _ in range(5):
        app.step(16)
    app.step(16, key(pygame.K_SLASH))
    card = app.top
    assert isinstance(card, HelpScene)
    return {label: does for _title, rows in card.sections for label, does in rows}


def test_the_key_list_has_no_pope_offer_where_the_ruleset_makes_none() -> None:
    rows = _help_rows("parlett")
    assert "Tab" not in rows
    assert not [does for does in rows.values() if "Pope" in does]
    assert rows["Enter"] == "lead the selected card; lift the pass card; play on at a resumed deal"
    assert rows["← or A"] == "select the card to the left among those you may lead"


def test_the_key_list_keeps_the_pope_offer_where_the_ruleset_makes_it() -> None:
    rows = _help_rows("japanese", {"pope_as_stop": True})
    assert rows["Tab"] == "at a Pope offer: switch between playing and keeping the Pope"
    assert rows["Enter"] == ("lead the selected card; answer the Pope's offer; lift the pass card; play on at a "
                             "resumed deal")


def test_the_summary_and_the_log_name_the_ruleset_in_play() -> None:
    app = FakeApp((1280, 800))
    seats = [Seat(n, "computer", "normal") for n in ("Ann", "Ben", "Cora", "Dick")]
    setup = GameSetup(find_ruleset("parlett"), seats, 20, deals=3, seed=4)
    session, deal = finished_deal(setup, 1)
    with textmap.recording():
        summary = SummaryScene(app, session, deal, setup=setup)
        app.push(summary)
        page = textmap.Page((1280, 800))
        summary.draw(page)
        assert summary.header_line.startswith("Pope Joan (Parlett)  ·  ")
        log = LogScene(app, session.rules, ["Ann", "Ben", "Cora", "Dick"], list(deal.events), deal.number)
        app.push(log)
        page = textmap.Page((1280, 800))
        log.draw(page)
        assert f"Deal {deal.number}  ·  Pope Joan (Parlett)" in [d.text for d in page.texts]
