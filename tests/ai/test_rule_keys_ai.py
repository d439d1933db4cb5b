"""The computer players under the rule keys of issues 11 and 16: inference, Normal, Easy and the hint.

The search's imagined deals agree with the engine move for move over every new key
value (test_ai_imagined.py; ``variants()`` includes tests/engine/house_rules.py).
"""

from __future__ import annotations

import random

from ai_helpers import deck_for, random_decision

from popejoan.ai.hints import hint
from popejoan.ai.inference import infer
from popejoan.ai.players import EasyPlayer, NormalPlayer
from popejoan.ai.search import Budget, SearchPlayer
from popejoan.engine.cards import PACK, card_code, parse_card, parse_cards
from popejoan.engine.events import DEAD_HAND, LeadPassed
from popejoan.engine.ruleset import find_ruleset
from popejoan.engine.state import Deal
from tests.engine.deal_specs import SPECS, deck_of, rules_of
from tests.engine.house_rules import example, house_variants, patched


def _pinned(name: str) -> Deal:
    s = SPECS[name]
    return Deal(rules_of(s), [20] * s["players"], {}, s["dealer"], parse_cards(deck_of(s)))


def test_a_passed_lead_shows_the_passer_holds_only_the_stop_suit() -> None:
    """change_suit_or_pass_the_lead: after the clubs stop s1 passes; s1 still holds 5C 6C 7C and nothing else."""
    deal = _pinned("change_suit_or_pass_the_lead")
    deal.apply(parse_card("AS"))
    deal.apply(parse_card("AC"))
    assert isinstance(deal.events[-1], LeadPassed)
    knowledge = infer(deal.observation(0))  # s0 watches
    for c in PACK:
        if c // 13 != 0 and knowledge.base[c] is None:  # an unknown card of another suit than clubs
            assert 1 not in knowledge.possible(c), card_code(c)
    assert 1 in knowledge.possible(parse_card("5C"))


def test_a_lowest_of_hand_lead_rules_out_every_lower_card() -> None:
    """lowest_of_hand_aces_high_tally: s1 leads 3H, so s1 holds no Two in any suit (Aces high: the Twos
    are the only lower cards); the Aces and higher cards tell nothing."""
    deal = _pinned("lowest_of_hand_aces_high_tally")
    deal.apply(parse_card("3H"))
    knowledge = infer(deal.observation(0))
    for code in ("2C", "2D", "2S"):
        assert 1 not in knowledge.possible(parse_card(code)), code
    assert 1 in knowledge.possible(parse_card("AS"))
    assert 1 in knowledge.possible(parse_card("KH"))


def test_normal_easy_and_the_hint_lead_only_legal_cards_under_every_new_key() -> None:
    rng = random.Random(16)
    quick = Budget(iterations=40, time_limit=5.0)
    checked = 0
    for rules in house_variants():
        for _ in range(3):
            deal = random_decision(rules, rng, rng.choice([3, 4, 5]))
            if deal is None:
                continue
            obs = deal.observation(deal.to_move)  # type: ignore[arg-type]
            legal = set(obs.legal)
            assert NormalPlayer(1).choose(obs) in legal
            assert EasyPlayer(1).choose(obs) in legal
            assert hint(obs, seed=2, budget=quick) in legal
            checked += 1
    assert checked > 60


class _Indifferent(SearchPlayer):
    """A search player that finds every action worth the same, to show how ties are broken."""

    def evaluate(self, obs):  # type: ignore[override]
        return {a: 0.0 for a in obs.legal}


def test_ties_in_a_search_go_to_the_lowest_card_in_the_rulesets_order() -> None:
    """change_suit_or_pass_the_lead: any card may be led, and s1 holds AS..7S and AC 2C 3C 5C 6C 7C.
    Between equal actions the search takes the lowest card (clubs first, then by rank): the AC with
    Aces low, the 2C with Aces high (the AC is then the highest club)."""
    deal = _pinned("change_suit_or_pass_the_lead")
    assert card_code(_Indifferent(1).choose(deal.observation(1))) == "AC"
    s = SPECS["change_suit_or_pass_the_lead"]
    high = Deal(patched(rules_of(s), "aces-high-copy", {"ace": "high"}), [20] * 3, {}, 0, parse_cards(deck_of(s)))
    assert card_code(_Indifferent(1).choose(high.observation(1))) == "2C"


def test_normal_prefers_a_known_stop_under_aces_high() -> None:
    """Hoyle's advice read in the ruleset's order: with Aces high the Ace, not the King, ends a suit.
    s1 (3 players, dealer 0) holds QS KS AS and 4C 5C 9C ... (no Two, the bottom card under Aces high,
    which Normal would lead first): leading QS plays QS KS AS, a sure stop."""
    rules = example("parlett-ace-high").with_options()
    deck = deck_for(rules, 3, 0, {1: ["QS", "KS", "AS", "4C", "5C", "9C", "4D", "5D", "9D", "4H", "5H", "9H", "JC"],
                                  DEAD_HAND: ["3C", "3D", "3H", "6C", "6D", "6H", "TC", "TD", "TH"]})
    any_lead = rules.model_copy(update={"lead": rules.lead.model_copy(update={"cards": "any"})})
    deal = Deal(any_lead, [20] * 3, {}, 0, deck)
    assert card_code(NormalPlayer(3).choose(deal.observation(1))) == "QS"


def test_normal_leads_the_card_that_can_never_be_led_to_first() -> None:
    """Hoyle: "particularly an ace, for that never can be led to": Normal leads an Ace before a sure stop
    (a lone King); with Aces high the card nobody can lead to is the Two. The same hand as above."""
    piles = {1: ["QS", "KS", "AS", "2C", "5C", "9C", "4D", "5D", "9D", "4H", "5H", "9H", "KH"],
             DEAD_HAND: ["3C", "3D", "3H", "6C", "6D", "6H", "TC", "TD", "TH"]}
    low = find_ruleset("spanish").with_options()  # any card may be led
    deal = Deal(low, [20] * 3, {}, 0, deck_for(low, 3, 0, piles))
    assert card_code(NormalPlayer(3).choose(deal.observation(1))) == "AS"
    high = example("parlett-ace-high").with_options()
    deal = Deal(high.model_copy(update={"lead": high.lead.model_copy(update={"cards": "any"})}), [20] * 3, {}, 0,
                deck_for(high, 3, 0, piles))
    assert card_code(NormalPlayer(3).choose(deal.observation(1))) == "2C"
