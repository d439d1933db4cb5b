"""A session resumed from a save makes the same computer decisions as one played straight through.

Every level's choice depends only on its seed and the observation (for Easy
and Normal too: each decision's random source is made from the seed and the
public facts, ``popejoan.ai.players.decision_rng``). So computer players made
afresh after a resume, with the same seeds, carry on exactly as before.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from popejoan.ai.players import EasyPlayer, NormalPlayer, make_player
from popejoan.ai.search import HARD_BUDGET, SearchPlayer
from popejoan.engine.record import decode_save, encode_save
from popejoan.engine.ruleset import find_ruleset
from popejoan.engine.session import Session

UNHURRIED = replace(HARD_BUDGET, iterations=60, time_limit=60.0)  # no time cap: the choice never depends on speed


def _bots(seed: int) -> list:
    """The table's players, seeded as the front end seeds them: the session's seed plus 101 per seat."""
    return [EasyPlayer(seed), NormalPlayer(seed + 101), SearchPlayer(seed + 202, UNHURRIED), NormalPlayer(seed + 303)]


def _play(rid: str, options: dict, seed: int, resume_every: int | None) -> Session:
    session = Session(find_ruleset(rid).with_options(options), ["a", "b", "c", "d"], seed=seed)
    bots = _bots(session.seed)
    steps = 0
    for _ in range(2):
        session.start_deal()
        while not session.deal.over:  # type: ignore[union-attr]
            deal = session.deal
            seat = deal.to_move
            deal.apply(bots[seat].choose(deal.observation(seat)))  # type: ignore[union-attr,index]
            steps += 1
            if resume_every and steps % resume_every == 0:
                _, record = decode_save(encode_save(session.record(), "2026-11-29T00:00:00+00:00"))
                session = Session.from_record(record)
                bots = _bots(session.seed)  # new players, as a game started again would make them
        session.finish_deal()
    return session


@pytest.mark.parametrize("rid,options", [("parlett", {}), ("japanese", {"pope_as_stop": True}), ("spanish", {})])
def test_resumed_computer_players_decide_as_before(rid: str, options: dict) -> None:
    straight = _play(rid, options, 77, None)
    for every in (1, 3):
        resumed = _play(rid, options, 77, every)
        assert [r.events for r in resumed.history] == [r.events for r in straight.history]
        assert resumed.balances == straight.balances


def test_easy_and_normal_carry_no_state_between_decisions() -> None:
    session = Session(find_ruleset("parlett").with_options(), ["a", "b", "c"], seed=3)
    deal = session.start_deal()
    obs = deal.observation(deal.to_move)  # type: ignore[arg-type]
    for level in ("easy", "normal"):
        player = make_player(level, 9)
        first = player.choose(obs)
        assert [player.choose(obs) for _ in range(5)] == [first] * 5
        assert make_player(level, 9).choose(obs) == first
    choices = {EasyPlayer(seed).choose(obs) for seed in range(40)}
    assert len(choices) > 1  # another seed, another random choice
