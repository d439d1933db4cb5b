"""Honesty: a computer player decides from its own observation only.

With the same seed, re-dealing the hidden cards any other way consistent
with the player's observation (other hands, dead hand, stock, undealt cards)
leaves its choice unchanged. The other deals are built through the engine's
public constructor and replayed to the same point, and their observation for
the deciding seat is checked to be identical while the hidden cards differ.

Every level is checked (Easy, Normal, Hard and Expert as the game makes
them, their time caps lifted so that a slow machine cannot cut a search
short), the search with each of its options (the model of the others' leads
that weighs its worlds, worlds resampled by that model, the others modelled
in its rollouts or not, the presumption that the others lead as Hoyle
advises, the information-set tree over its own later decisions), the hint, and the model itself: the weight it gives a
world and the leads it reads are the same, whichever deal the observation
came from.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from ai_helpers import RULESET_IDS, random_decision

from popejoan.ai.hints import hint
from popejoan.ai.inference import infer, rebuild_deal
from popejoan.ai.model import LeadModel, leads_seen
from popejoan.ai.players import LEVELS, make_player
from popejoan.ai.search import HARD_BUDGET, Budget, SearchPlayer
from popejoan.engine.ruleset import find_ruleset
from popejoan.engine.state import Deal

# Hard's budget without its time cap, so that a slow machine cannot cut a search short.
UNHURRIED = replace(HARD_BUDGET, time_limit=60.0)


def _players() -> list:
    levels = []
    for level in LEVELS:
        player = make_player(level, 7)
        if isinstance(player, SearchPlayer):
            player.budget = replace(player.budget, time_limit=60.0)
        levels.append(player)
    quick = Budget(iterations=60, time_limit=60.0)
    return levels + [
        SearchPlayer(8, quick),
        SearchPlayer(9, quick, model=0.75),
        SearchPlayer(10, quick, model=0.75, candidates=3),
        SearchPlayer(11, quick, others="all"),
        SearchPlayer(12, quick, presume=True),
        SearchPlayer(13, quick, others="random", model=None),
        SearchPlayer(14, quick, others="seer"),
        SearchPlayer(15, quick, tree="ucb"),
        SearchPlayer(16, quick, tree="ucb", past="seer", candidates=3),
        SearchPlayer(17, quick, tree="halving", past="seer"),
    ]


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
    while positions < 3:
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
            if len(others) == 2:
                break
        if not others:
            continue  # nothing left hidden that could differ
        positions += 1
        players = _players()
        choices = [p.choose(obs) for p in players]
        expected_hint = hint(obs, seed=5, budget=UNHURRIED)
        worlds = [knowledge.sample(random.Random(i)) for i in range(5)]
        weights = [LeadModel(obs).weight(w) for w in worlds]
        for other in others:
            other_obs = other.observation(seat)
            assert other_obs == obs  # the same observation ...
            assert _hidden(other, seat) != _hidden(deal, seat)  # ... of a different deal
            assert [p.choose(other_obs) for p in _players()] == choices
            assert hint(other_obs, seed=5, budget=UNHURRIED) == expected_hint
            assert leads_seen(other_obs) == leads_seen(obs)
            assert [LeadModel(other_obs).weight(w) for w in worlds] == weights


def test_the_model_reads_only_the_others_leads() -> None:
    """The leads the model weighs are the other seats' leads, each with the hand it had then:
    the cards the leader has played since; never the observing seat's own leads."""
    rules = find_ruleset("parlett").with_options()
    rng = random.Random(12)
    checked = 0
    while checked < 10:
        deal = random_decision(rules, rng)
        if deal is None or not any(ev for ev in deal.events if getattr(ev, "lead", False)):
            continue
        seat = deal.to_move
        obs = deal.observation(seat)  # type: ignore[arg-type]
        seen = leads_seen(obs)
        led = [(ev.seat, ev.card) for ev in obs.events if getattr(ev, "lead", False)]
        leads = [(s, c) for s, c in led if s != seat]
        assert [(lead.seat, lead.card) for lead in seen] == leads
        for lead in seen:
            assert lead.card in lead.since and all(deal.holder[c] == -3 for c in lead.since)  # played since
            assert lead.card not in lead.gone
        truth = [deal.holder[c] if deal.holder[c] != -2 else -1 for c in range(52)]
        assert LeadModel(obs).weight(truth) > 0  # the real deal is always possible
        checked += 1
