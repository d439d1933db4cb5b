"""Honesty: a computer player decides from its own observation only.

With the same seed, re-dealing the hidden cards any other way consistent
with the player's observation (other hands, dead hand, stock, undealt cards)
leaves its choice unchanged. The other deals are built through the engine's
public constructor and replayed to the same point, and their observation for
the deciding seat is checked to be identical while the hidden cards differ.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from ai_helpers import RULESET_IDS, random_decision
from popejoan.ai.hints import hint
from popejoan.ai.inference import infer, rebuild_deal
from popejoan.ai.players import NormalPlayer
from popejoan.ai.search import HARD_BUDGET, Budget, SearchPlayer
from popejoan.engine.ruleset import find_ruleset
from popejoan.engine.state import Deal


# Hard's budget without its time cap, so that a slow machine cannot cut a search short.
UNHURRIED = replace(HARD_BUDGET, time_limit=60.0)


def _players() -> list:
    return [SearchPlayer(7, UNHURRIED), SearchPlayer(8, Budget(iterations=60, time_limit=60.0)), NormalPlayer(7)]


def _hidden(deal: Deal, seat: int) -> list[tuple[int, ...]]:
    """What ``seat`` cannot see: the other hands and the dead hand / undealt cards."""
    return [tuple(sorted(h)) for s, h in enumerate(deal.hands) if s != seat] + [
        tuple(sorted(deal.dead_hand + deal.undealt))
    ]


@pytest.mark.parametrize("ruleset", RULESET_IDS)
def test_the_choice_depends_only_on_the_observation(ruleset: str) -> None:
    rules = find_ruleset(ruleset).with_options({"pope_as_stop": True} if ruleset == "japanese" else {})
    rng = random.Random(ruleset)
    positions = 0
    while positions < 4:
        deal = random_decision(rules, rng)
        if deal is None:
            continue
        seat = deal.to_move
        assert seat is not None
        obs = deal.observation(seat)
        knowledge = infer(obs)
        others = []
        for _ in range(40):
            other = rebuild_deal(obs, knowledge.sample(rng), rng)
            if _hidden(other, seat) != _hidden(deal, seat):
                others.append(other)
            if len(others) == 3:
                break
        if not others:
            continue  # nothing left hidden that could differ
        positions += 1
        choices = [p.choose(obs) for p in _players()]
        expected_hint = hint(obs, seed=5, budget=UNHURRIED)
        for other in others:
            other_obs = other.observation(seat)
            assert other_obs == obs  # the same observation ...
            assert _hidden(other, seat) != _hidden(deal, seat)  # ... of a different deal
            assert [p.choose(other_obs) for p in _players()] == choices
            assert hint(other_obs, seed=5, budget=UNHURRIED) == expected_hint
