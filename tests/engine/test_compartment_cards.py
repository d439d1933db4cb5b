"""Which cards win which compartment (docs/rules.md, "What all sources share"), one source for the engine, the
share-out, the board's paintings and the table's tips (:func:`popejoan.engine.cards.compartment_cards`)."""

from __future__ import annotations

import pytest

from popejoan.engine.cards import DIAMONDS, compartment_cards, parse_card

HEARTS = 2


@pytest.mark.parametrize("compartment,cards", [
    ("ace", ["AH"]), ("king", ["KH"]), ("queen", ["QH"]), ("jack", ["JH"]),
    ("pope", ["9D"]),  # the Pope is the 9♦ whatever is trumps
    ("matrimony", ["KH", "QH"]), ("intrigue", ["QH", "JH"]),
    ("game", []),  # won by going out, by no card
    ("nonsense", []),
])
def test_the_cards_that_win_each_compartment_with_hearts_trumps(compartment: str, cards: list[str]) -> None:
    assert compartment_cards(compartment, HEARTS) == tuple(parse_card(c) for c in cards)


def test_with_diamonds_trumps_the_pope_is_not_a_trump_honour() -> None:
    assert compartment_cards("pope", DIAMONDS) == (parse_card("9D"),)
    assert compartment_cards("jack", DIAMONDS) == (parse_card("JD"),)
