"""Shared helpers for the computer players' tests: rulesets, variants, random positions."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

from popejoan.engine.cards import PACK, parse_card
from popejoan.engine.events import CardsDealt
from popejoan.engine.ruleset import Ruleset, find_ruleset, load_ruleset_file
from popejoan.engine.state import Deal
from tests.engine.house_rules import house_variants

RULESET_IDS = ("parlett", "hoyle-1847", "spanish", "cacumen", "japanese", "russian")


ACE_HIGH = Path(__file__).resolve().parents[1] / "data" / "rulesets" / "parlett-ace-high.yaml"


def variants() -> Iterator[Ruleset]:
    """Every shipped ruleset at its defaults, then with each option value in turn."""
    for rid in RULESET_IDS:
        base = find_ruleset(rid)
        yield base.with_options()
        for name, option in base.options.items():
            for choice in option.values[1:]:
                yield base.with_options({name: choice.value})
    # The Aces-high house rule (tests/data/rulesets/parlett-ace-high.yaml), with a lowest-card lead
    # and with any lead: imagined deals and inference must follow the ruleset's rank order.
    yield load_ruleset_file(ACE_HIGH).with_options({"change_suit_after_stop": True})
    yield find_ruleset("russian").with_options().model_copy(update={"ace": "high"})
    # Every value of the rule keys of issues 11 and 16 (lowest_of_hand, change of suit after
    # named stops, passing the lead, which pairs split, equal hands, stock tables, penalties ...).
    yield from house_variants()


def random_decision(rules: Ruleset, rng: random.Random, players: int = 3) -> Deal | None:
    """A deal played with random actions up to a random decision point (``None`` if it ended first)."""
    deck = list(PACK)
    rng.shuffle(deck)
    dealer = rng.randrange(players)
    board = {name: rng.randrange(0, 8) for name in rules.compartments}
    deal = Deal(rules, [20] * players, board, dealer, deck)
    stop_after = rng.randrange(0, 12)
    steps = 0
    while not deal.over:
        if steps >= stop_after and len(deal.legal_actions()) > 1:
            return deal
        deal.apply(rng.choice(deal.legal_actions()))
        steps += 1
    return None


def deck_for(rules: Ruleset, players: int, dealer: int, piles: dict[int, list[str]]) -> list[int]:
    """A deck that deals ``piles`` (recipient → card codes, in the order each receives them).

    Recipients are seats or ``DEAD_HAND``; the cards not named fill the
    remaining places in pack order. The turn-up is whichever card lands where
    the ruleset turns it (for parlett with 3 players: the dealer's last card).
    """
    probe = Deal(rules, [0] * players, {}, dealer, list(PACK))
    recipients = next(ev for ev in probe.events if isinstance(ev, CardsDealt)).recipients
    named = {who: [parse_card(code) for code in codes] for who, codes in piles.items()}
    used = {c for cards in named.values() for c in cards}
    spare = [c for c in PACK if c not in used]
    deck = []
    for who in recipients:
        pile = named.get(who)
        deck.append(pile.pop(0) if pile else spare.pop(0))
    assert not any(named.values()), "a pile holds more cards than its recipient receives"
    return deck
