"""Why a lead is refused, as data (``Deal.refusal``) and in English (``Deal.why_not``), worked out by hand."""

from __future__ import annotations

from popejoan.engine.errors import Refusal
from popejoan.engine.state import refusal_words


def test_each_kind_in_english():
    # SUIT_NAMES: clubs, diamonds, hearts, spades (0-3); RANK_NAMES[4] = "Four", [8] = "Eight"
    assert refusal_words(Refusal("another_suit", suit=1)) == "after a stop in diamonds you must lead another suit"
    assert refusal_words(Refusal("lowest_rank", rank=8)) == "you must lead a card of your lowest rank, an Eight"
    assert refusal_words(Refusal("lowest_rank", rank=4)) == "you must lead a card of your lowest rank, a Four"
    assert refusal_words(Refusal("lowest_of_suit", suit=2)) == "you must lead your lowest heart"
    assert refusal_words(Refusal("not_held")) == "that card is not in the leader's hand"
    assert refusal_words(Refusal("over")) == "the deal is over"
    assert refusal_words(Refusal("not_an_action", type_name="str")) == \
        "an action is a card number or PASS (an int), not a str"


def test_the_table_says_each_refusal_in_the_interface_language_with_the_players_name():
    from popejoan.ui.scenes.table.captions import refusal_words as table_words

    assert table_words(Refusal("another_suit", suit=1), "Ann") == "after a stop in diamonds, Ann must lead another suit"
    assert table_words(Refusal("lowest_rank", rank=3), "Ann") == (
        "Ann must lead one of the Threes, the lowest rank in hand")
    assert table_words(Refusal("lowest_of_suit", suit=2), "Ann") == "Ann must lead the lowest card of hearts in hand"
    assert table_words(Refusal("not_held"), "Ann") == "that card is not in Ann's hand"


def test_loading_rulesets_stops_when_asked(tmp_path):
    """The game closing while a folder of rulesets loads: ``stop`` is asked before each file and ends the loading
    there (the app's loader thread must not be left inside a parser when the process exits)."""
    from popejoan.engine.ruleset import SHIPPED_RULESET_DIR, load_rulesets

    asked: list[int] = []

    def stop() -> bool:
        asked.append(1)
        return len(asked) > 2  # two files, then stop

    rulesets, errors = load_rulesets([SHIPPED_RULESET_DIR], stop=stop)
    assert len(rulesets) == 2 and errors == [] and len(asked) == 3
    everything, _ = load_rulesets([SHIPPED_RULESET_DIR])
    assert len(everything) == 6
