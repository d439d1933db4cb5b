"""Shared helpers for the computer players' tests: rulesets, variants, random positions."""

from __future__ import annotations

import random
from typing import Iterator

from popejoan.engine.cards import PACK
from popejoan.engine.ruleset import Ruleset, find_ruleset
from popejoan.engine.state import Deal

RULESET_IDS = ("parlett", "hoyle-1847", "spanish", "cacumen", "japanese", "russian")


def variants() -> Iterator[Ruleset]:
    """Every shipped ruleset at its defaults, then with each option value in turn."""
    for rid in RULESET_IDS:
        base = find_ruleset(rid)
        yield base.with_options()
        for name, option in base.options.items():
            for choice in option.values[1:]:
                yield base.with_options({name: choice.value})


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
