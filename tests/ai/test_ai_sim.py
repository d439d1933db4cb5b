"""The search's simulator plays by exactly the engine's rules (popejoan.ai.sim)."""

from __future__ import annotations

import random

import pytest

from ai_helpers import random_decision, variants
from popejoan.ai.inference import infer, rebuild_deal
from popejoan.ai.search import position
from popejoan.ai.sim import LEAD, OFFER, OVER
from popejoan.engine.ruleset import COMPARTMENTS


@pytest.mark.parametrize("players", [3, 4, 6])
def test_simulator_and_engine_agree_step_by_step(players: int) -> None:
    """From sampled worlds of random positions, every shipped ruleset and variant:
    the same actions give the same turns, legal actions, chips and board."""
    rng = random.Random(100 + players)
    steps = 0
    for rules in variants():
        if not rules.players.min <= players <= rules.players.max:
            continue
        for _ in range(12):
            deal = random_decision(rules, rng, players)
            if deal is None:
                continue
            obs = deal.observation(deal.to_move)  # type: ignore[arg-type]
            world = infer(obs).sample(rng)
            engine = rebuild_deal(obs, world, rng)
            sim = position(obs, world)
            before = list(engine.balances)
            while not engine.over:
                assert sim.decision == (LEAD if engine.decision == "lead" else OFFER)
                assert sim.to_move == engine.to_move
                legal = sorted(engine.legal_actions())
                assert sorted(sim.legal_actions()) == legal, (rules.id, rules.chosen)
                action = rng.choice(legal)
                engine.apply(action)
                sim.apply(action)
                steps += 1
            assert sim.decision == OVER
            assert sim.gain == [b - a for b, a in zip(engine.balances, before)], (rules.id, rules.chosen)
            assert sim.board == [engine.board.get(name, 0) for name in COMPARTMENTS], (rules.id, rules.chosen)
    assert steps > 300
