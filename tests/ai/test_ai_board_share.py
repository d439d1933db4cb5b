"""A search values the chips a rollout moves on or off the board at its share of them (2026-12-01).

Until 2026-12-01 ``SearchPlayer.evaluate`` overwrote that share with each sampled world's model
weight: before any other seat had led, a stake this seat won counted as nothing (its chips came off
the board at a whole chip each) and a stake another seat won as a loss of all of it; after, the
board counted at the world's tiny weight; and ``board_weight`` did nothing. Now the value of a
rollout is ``chips won + share * (board after - board before)``, ``share`` being ``board_weight``
or one seat's part, ``1 / players``; with the same seed every world and rollout is the same, so
the value is exactly linear in the share.
"""

from __future__ import annotations

import random

import pytest

from popejoan.ai.search import Budget, SearchPlayer
from popejoan.engine.ruleset import find_ruleset
from popejoan.engine.session import Session


def _two_way_decisions(rid: str, wanted: int) -> list:
    """Observations at decisions with exactly two legal actions (one round of halving: nothing is dropped)."""
    found = []
    for seed in range(200):
        session = Session(find_ruleset(rid), ["Ann", "Ben", "Cat"], seed=seed)
        deal = session.start_deal()
        rng = random.Random(seed)
        while not deal.over:
            legal = deal.legal_actions()
            if len(legal) == 2:
                found.append(deal.observation(deal.to_move))
                break
            deal.apply(rng.choice(legal))
        if len(found) == wanted:
            return found
    raise AssertionError("too few decisions with two actions")


@pytest.mark.parametrize("rid", ["parlett", "spanish"])
def test_the_board_counts_at_the_seats_share(rid: str) -> None:
    budget = Budget(iterations=64, time_limit=60.0)
    moved = 0
    for obs in _two_way_decisions(rid, 6):
        none = SearchPlayer(seed=3, budget=budget, board_weight=0.0).evaluate(obs)
        whole = SearchPlayer(seed=3, budget=budget, board_weight=1.0).evaluate(obs)
        third = SearchPlayer(seed=3, budget=budget).evaluate(obs)  # the default: 1 / 3 players
        for a in obs.legal:
            assert third[a] == pytest.approx(none[a] + (whole[a] - none[a]) / 3, abs=1e-9)
        moved += any(abs(whole[a] - none[a]) > 1e-9 for a in obs.legal)
    assert moved >= 3  # in most positions the rollouts move chips on or off the board: the share tells
