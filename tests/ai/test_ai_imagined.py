"""The search plays on the engine itself: an imagined deal follows the rules exactly as a real one.

The search's rollouts run on :meth:`Deal.imagined` (the position a seat sees,
with the hidden cards where a sampled world puts them), :meth:`Deal.copy`
and :meth:`Deal.play_out`. There is no second copy of the rules: these tests
check that the imagined position is the real one. A deal rebuilt through the
public constructor from the whole record (:func:`rebuild_deal`: the deck
that deals the world, then every decision replayed) and the imagined deal
are given the same actions, for every shipped ruleset, variant and house
rule: turns, decisions, legal actions, chips won and the board agree at every
step. A rollout's own decisions, replayed with :meth:`Deal.apply`, reach the
same end.
"""

from __future__ import annotations

import random

import pytest
from ai_helpers import random_decision, variants

from popejoan.ai.inference import infer, rebuild_deal
from popejoan.engine.errors import PopeJoanError
from popejoan.engine.ruleset import find_ruleset
from popejoan.engine.state import Deal


@pytest.mark.parametrize("players", [3, 4, 6])
def test_an_imagined_deal_plays_as_the_rebuilt_one_step_by_step(players: int) -> None:
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
            imagined = Deal.imagined(obs, world)
            assert imagined.events == [] and imagined.balances == [0] * players
            assert imagined.sequence == engine.sequence and imagined.played == engine.played
            before = list(engine.balances)
            while not engine.over:
                assert (imagined.decision, imagined.to_move) == (engine.decision, engine.to_move)
                legal = engine.legal_actions()
                assert imagined.legal_actions() == legal, (rules.id, rules.chosen)
                action = rng.choice(legal)
                engine.apply(action)
                imagined.apply(action)
                steps += 1
            assert imagined.over and imagined.winner == engine.winner
            assert imagined.balances == [b - a for b, a in zip(engine.balances, before)], (rules.id, rules.chosen)
            assert imagined.board == engine.board, (rules.id, rules.chosen)
            assert imagined.events == []  # nobody listens: no events made
    assert steps > 300


def test_a_rollout_is_the_deal_its_decisions_make() -> None:
    """play_out takes the decisions apply would take: replaying them through apply reaches the same end."""
    rng = random.Random(7)
    checked = 0
    for rules in variants():
        deal = random_decision(rules, rng, 4 if rules.players.min <= 4 <= rules.players.max else rules.players.min)
        if deal is None:
            continue
        obs = deal.observation(deal.to_move)  # type: ignore[arg-type]
        base = Deal.imagined(obs, infer(obs).sample(rng))
        rand = [rng.random() for _ in range(32)]
        for pope in (True, False):
            rolled = base.copy()
            rolled.play_out(rand, pope=pope)
            replayed = base.copy()
            for action in rolled.actions:
                replayed.apply(action)
            assert replayed.over and rolled.over
            assert (replayed.balances, replayed.board, replayed.played) == (
                rolled.balances, rolled.board, rolled.played)
            assert tuple(base.played) == obs.played and not base.over  # the copies left the position alone
            checked += 1
    assert checked > 40


def test_a_copy_is_independent_and_keeps_listening() -> None:
    rules = find_ruleset("parlett").with_options()
    rng = random.Random(3)
    deal = None
    while deal is None:
        deal = random_decision(rules, rng)
    before = (list(deal.events), list(deal.balances), dict(deal.board), list(deal.holder), deal.actions)
    copy = deal.copy()
    assert copy.events == deal.events and copy.events is not deal.events
    assert copy.balances == deal.balances and copy.balances is not deal.balances
    while not copy.over:
        copy.apply(copy.legal_actions()[0])
    assert len(copy.events) > len(before[0])  # a copy of a listening deal records events too
    assert (deal.events, deal.balances, deal.board, deal.holder, deal.actions) == before  # the original is untouched
    assert not deal.over


def test_an_imagined_deal_needs_a_decision_and_a_whole_world() -> None:
    rules = find_ruleset("spanish").with_options()
    rng = random.Random(5)
    deal = None
    while deal is None:
        deal = random_decision(rules, rng)
    obs = deal.observation(deal.to_move)  # type: ignore[arg-type]
    world = infer(obs).sample(random.Random(1))
    with pytest.raises(PopeJoanError, match="52"):
        Deal.imagined(obs, world[:51])
    while not deal.over:
        deal.apply(deal.legal_actions()[0])
    with pytest.raises(PopeJoanError, match="decision"):
        Deal.imagined(deal.observation(0), world)
