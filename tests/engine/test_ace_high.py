"""Aces high, a house rule the ruleset format expresses with one key (docs/rules.md, "Other published rules").

The deal below was worked out by hand. Parlett's rules, 3 players, dealer seat 0:
the cards go to seats 1, 2, 0 and the dead hand in turn, so seats 1, 2 and 0
get 13 cards and the dead hand 12; the last card dealt (the 2♠) lands in seat
0's hand and makes spades trumps.

    seat 1: A♣ 2♣ 3♣ 4♣ 5♣ 6♣ 7♣ 8♣ 9♣ 10♣ J♣ Q♥ K♥
    seat 2: A♥ 2♦ 3♦ 4♦ 5♦ 6♦ 7♦ 9♦ 10♦ J♦ Q♦ K♦ A♦
    seat 0: every spade
    dead:   2♥ .. J♥, Q♣, K♣
"""

from __future__ import annotations

from pathlib import Path

from popejoan.engine.cards import parse_card, parse_cards
from popejoan.engine.events import SequenceStopped
from popejoan.engine.ruleset import find_ruleset, load_ruleset_file
from popejoan.engine.state import Deal, card_order
from tests.engine.dealbuild import build_deck

ACE_HIGH = Path(__file__).resolve().parents[1] / "data" / "rulesets" / "parlett-ace-high.yaml"
HANDS = {
    1: "AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QH KH",
    2: "AH 2D 3D 4D 5D 6D 7D 9D TD JD QD KD AD",
    0: "2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS",
}


def _deal(rules) -> Deal:
    deck = build_deck("parlett", 3, 0, HANDS, turn_up="2S")
    return Deal(rules, [20, 20, 20], {}, 0, parse_cards(deck))


def test_the_ruleset_file_says_aces_high() -> None:
    rules = load_ruleset_file(ACE_HIGH)
    assert rules.ace == "high" and find_ruleset("parlett").ace == "low"
    successor, order_key = card_order(rules.with_options())
    assert successor[parse_card("KH")] == parse_card("AH")
    assert successor[parse_card("AH")] is None
    assert successor[parse_card("AC")] is None and successor[parse_card("QC")] == parse_card("KC")
    assert order_key[parse_card("2C")] < order_key[parse_card("KC")] < order_key[parse_card("AC")]


def test_aces_high_the_lowest_club_is_the_two_and_the_king_is_no_stop() -> None:
    deal = _deal(load_ruleset_file(ACE_HIGH).with_options())
    assert deal.to_move == 1
    # Lowest of each suit held: 2♣ (the Ace is now the top club) and Q♥.
    assert sorted(deal.legal_actions()) == sorted(parse_cards("2C QH"))
    assert deal.why_not(parse_card("AC")) == "you must lead your lowest club"
    deal.apply(parse_card("QH"))
    # Q♥, K♥ from seat 1, then seat 2's A♥ follows the King; the Ace is the top: a stop.
    assert [(s, c) for s, c in deal.played] == [(1, parse_card("QH")), (1, parse_card("KH")), (2, parse_card("AH"))]
    stop = [e for e in deal.events if isinstance(e, SequenceStopped)][-1]
    assert (stop.seat, stop.card, stop.reason, stop.next_card) == (2, parse_card("AH"), "top", None)
    assert deal.to_move == 2 and deal.decision == "lead"
    assert deal.balances == [5, 20, 20]  # only the dealer's dressing (15) has moved; no trump was played


def test_the_same_deck_with_aces_low() -> None:
    deal = _deal(find_ruleset("parlett").with_options())
    assert sorted(deal.legal_actions()) == sorted(parse_cards("AC QH"))
    deal.apply(parse_card("QH"))
    # Q♥, K♥ from seat 1, and the King stops the sequence: seat 1 leads again.
    assert [c for _, c in deal.played] == parse_cards("QH KH")
    stop = [e for e in deal.events if isinstance(e, SequenceStopped)][-1]
    assert (stop.seat, stop.reason) == (1, "king")
    assert deal.to_move == 1
