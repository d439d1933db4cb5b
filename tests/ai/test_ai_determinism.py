"""Reproducible games: the same seeds give the same choices, event for event."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from ai_helpers import random_decision

from popejoan.ai.players import LEVELS, EasyPlayer, NormalPlayer, make_player
from popejoan.ai.search import EXPERT_BUDGET, HARD_BUDGET, SearchPlayer
from popejoan.engine.ruleset import find_ruleset
from popejoan.engine.session import Session


def _game(ruleset: str, seeds: list[int]) -> list:
    """Two deals of a session: Easy, Normal and Hard (without its time cap) at the table."""
    rules = find_ruleset(ruleset).with_options()
    session = Session(rules, ["a", "b", "c"], seed=42)
    hard = replace(HARD_BUDGET, iterations=120, time_limit=60.0)
    bots = [EasyPlayer(seeds[0]), NormalPlayer(seeds[1]), SearchPlayer(seeds[2], hard)]
    events: list = []
    for _ in range(2):
        deal = session.start_deal()
        while not deal.over:
            seat = deal.to_move
            deal.apply(bots[seat].choose(deal.observation(seat)))
        events.extend(session.finish_deal().events)
    return events


@pytest.mark.parametrize("ruleset", ["parlett", "russian"])
def test_the_same_seeds_replay_the_same_game(ruleset: str) -> None:
    assert _game(ruleset, [1, 2, 3]) == _game(ruleset, [1, 2, 3])


def test_a_search_choice_is_a_function_of_seed_and_observation() -> None:
    rules = find_ruleset("hoyle-1847").with_options()
    rng = random.Random(9)
    budget = replace(HARD_BUDGET, time_limit=60.0)
    differs = 0
    for _ in range(20):
        deal = random_decision(rules, rng)
        if deal is None:
            continue
        obs = deal.observation(deal.to_move)  # type: ignore[arg-type]
        player = SearchPlayer(5, budget)
        first = player.choose(obs)
        assert SearchPlayer(5, budget).choose(obs) == first
        assert player.choose(obs) == first  # no hidden state carried between decisions
        tree = SearchPlayer(5, budget, tree="ucb")
        tree_first = tree.choose(obs)
        assert SearchPlayer(5, budget, tree="ucb").choose(obs) == tree_first
        assert tree.choose(obs) == tree_first  # the tree is not kept between decisions
        values_a = SearchPlayer(5, budget).evaluate(obs)
        values_b = SearchPlayer(6, budget).evaluate(obs)
        differs += values_a != values_b
    assert differs > 0  # another seed searches other worlds


def test_levels_are_registered_weakest_first() -> None:
    assert LEVELS == ("easy", "normal", "hard", "expert")
    assert isinstance(make_player("Hard", 1), SearchPlayer)
    assert make_player("expert", 1).budget == EXPERT_BUDGET  # type: ignore[attr-defined]
    assert EXPERT_BUDGET.iterations > HARD_BUDGET.iterations
    with pytest.raises(ValueError, match="unknown computer level"):
        make_player("grandmaster")


def test_every_level_chooses_a_legal_action_everywhere() -> None:
    rng = random.Random(4)
    for ruleset in ("parlett", "hoyle-1847", "spanish", "cacumen", "japanese", "russian"):
        rules = find_ruleset(ruleset).with_options({"pope_as_stop": True} if ruleset == "japanese" else {})
        for _ in range(3):
            deal = random_decision(rules, rng)
            if deal is None:
                continue
            obs = deal.observation(deal.to_move)  # type: ignore[arg-type]
            for level in LEVELS[:3]:
                assert make_player(level, 1).choose(obs) in obs.legal


def test_an_observation_no_world_fits_falls_back_to_hoyles_lead() -> None:
    rules = find_ruleset("spanish").with_options()
    deal = random_decision(rules, random.Random(2))
    assert deal is not None
    obs = deal.observation(deal.to_move)  # type: ignore[arg-type]
    sizes = list(obs.hand_sizes)
    sizes[(obs.seat + 1) % 3] += 5  # five cards more than there are
    broken = replace(obs, hand_sizes=tuple(sizes))
    player = SearchPlayer(1, replace(HARD_BUDGET, time_limit=60.0))
    assert player.choose(broken) == NormalPlayer(1).choose(broken)
    assert player.last_stats.get("fallback") == 1


def _levels_game(ruleset: str, levels: list[str], seed: int) -> list:
    """One deal of a session, each seat played by a game level (time caps lifted), events and decisions."""
    rules = find_ruleset(ruleset).with_options()
    session = Session(rules, [f"s{i}" for i in range(len(levels))], seed=seed)
    bots = [make_player(level, seed + 101 * i) for i, level in enumerate(levels)]
    for bot in bots:
        if isinstance(bot, SearchPlayer):
            bot.budget = replace(bot.budget, time_limit=60.0)
    deal = session.start_deal()
    while not deal.over:
        seat = deal.to_move
        deal.apply(bots[seat].choose(deal.observation(seat)))
    record = session.finish_deal()
    return list(record.events) + list(record.actions)


@pytest.mark.parametrize("ruleset", ["japanese", "hoyle-1847"])
def test_a_game_with_the_new_search_replays_exactly(ruleset: str) -> None:
    """Expert's search (its model of the others, its rollouts on the engine) and Hard's, at one table:
    the same seeds give the same game, decision for decision."""
    levels = ["expert", "hard", "normal"]
    assert _levels_game(ruleset, levels, 5) == _levels_game(ruleset, levels, 5)
