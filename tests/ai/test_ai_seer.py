"""Expert's own later leads in its rollouts (:func:`popejoan.ai.rollouts.seer_leads`), worked out by hand.

Each case lays out an imagined world (who holds which card; every other card
in nobody's hand) and follows the sequences by the rule every source shares
(docs/rules.md, "What all sources share": the holder of the next card plays it;
the sequence stops at a card in nobody's hand), parlett's order (Aces low).
"""

from __future__ import annotations

from popejoan.ai.players import make_player
from popejoan.ai.search import EXPERT_PAST, EXPERT_TREE, SearchPlayer, seer_leads
from popejoan.engine.cards import POPE, parse_card, parse_cards
from popejoan.engine.places import DEAD_HAND
from popejoan.engine.ruleset import find_ruleset
from popejoan.engine.state import card_order

SUCCESSOR = card_order(find_ruleset("parlett"))[0]
HEART_STAKES = frozenset(parse_cards("AH KH QH JH") + [POPE])


def _world(**hands: str) -> list[int]:
    """A place for each card: ``s0="2C 5C"`` gives seat 0 those cards; the rest are in nobody's hand."""
    holder = [DEAD_HAND] * 52
    for name, cards in hands.items():
        for c in parse_cards(cards):
            holder[c] = int(name[1:])
    return holder


def test_the_lead_that_keeps_the_lead_comes_first() -> None:
    # ♣2 (mine), ♣3 ♣4 (seat 1), ♣5 (mine), ♣6 in nobody's hand: I play last, I lead again, two cards shed.
    # ♥5 (mine), ♥6 (seat 1), ♥7 nobody's: seat 1 leads next.
    # ♥9 (mine), ♥10 ♥J (seat 2), ♥Q nobody's: seat 2 leads next.
    world = _world(s0="2C 5C 5H 9H", s1="3C 4C 6H", s2="10H JH")
    legal = parse_cards("2C 5H 9H")
    assert seer_leads(legal, 0, world, 4, HEART_STAKES, SUCCESSOR) == [parse_card("2C")]


def test_among_leads_that_keep_it_a_stake_card_before_more_cards() -> None:
    # ♥J (a heart honour, trump hearts) then ♥Q in nobody's hand: I keep the lead, one stake card.
    # ♣2 ♣3 (mine) then ♣4 in nobody's hand: I keep the lead, two cards shed, no stake.
    world = _world(s0="2C 3C JH 7S", s1="8S")
    legal = parse_cards("2C JH 7S")
    assert seer_leads(legal, 0, world, 4, HEART_STAKES, SUCCESSOR) == [parse_card("JH")]


def test_a_lead_that_empties_the_hand_is_taken_at_once() -> None:
    # Any card may be led here: ♣2 (mine), ♣3 (seat 1), ♣4 (mine) plays both my cards and goes out;
    # ♣4 alone would keep the lead (♣5 in nobody's hand) with one card shed.
    world = _world(s0="2C 4C", s1="3C")
    legal = parse_cards("2C 4C")
    assert seer_leads(legal, 0, world, 2, HEART_STAKES, SUCCESSOR) == [parse_card("2C")]


def test_ties_are_kept_in_the_order_given() -> None:
    # Neither lead keeps the lead; each sheds one card and no stake: both are kept for the rollout's draw.
    world = _world(s0="2C 2S", s1="3C 3S")
    legal = parse_cards("2C 2S")
    assert seer_leads(legal, 0, world, 2, HEART_STAKES, SUCCESSOR) == legal


def test_expert_leads_this_way_past_its_tree_and_hard_does_not() -> None:
    expert, hard = make_player("expert", 1), make_player("hard", 1)
    assert isinstance(expert, SearchPlayer) and isinstance(hard, SearchPlayer)
    assert (expert.tree, expert.past) == (EXPERT_TREE, EXPERT_PAST) == ("halving", "seer")
    assert (hard.tree, hard.others) == ("none", "hoyle")
    assert expert.budget.iterations > hard.budget.iterations
