"""Thinking off the UI thread (popejoan.ai.worker) and hints (popejoan.ai.hints)."""

from __future__ import annotations

import random
import threading
import time
from concurrent.futures import CancelledError
from dataclasses import replace

import pytest
from ai_helpers import random_decision

from popejoan.ai.hints import HintPlayer, hint, hint_values
from popejoan.ai.players import NormalPlayer
from popejoan.ai.search import HARD_BUDGET, SearchPlayer
from popejoan.ai.worker import Thinker
from popejoan.engine.ruleset import find_ruleset
from popejoan.engine.state import Observation


def _observation(ruleset: str = "spanish", seed: int = 1) -> Observation:
    rng = random.Random(seed)
    while True:
        deal = random_decision(find_ruleset(ruleset).with_options(), rng)
        if deal is not None:
            return deal.observation(deal.to_move)  # type: ignore[arg-type]


class _Slow:
    """A player that waits for a signal, to show the UI thread is never blocked."""

    def __init__(self) -> None:
        self.go = threading.Event()

    def choose(self, observation: Observation) -> int:
        self.go.wait(5)
        return observation.legal[0]


class _Broken:
    def choose(self, observation: Observation) -> int:
        raise RuntimeError("no idea")


def test_polling_never_blocks_and_gives_the_choice() -> None:
    obs = _observation()
    slow = _Slow()
    with Thinker() as thinker:
        thought = thinker.think(slow, obs)
        began = time.perf_counter()
        assert not thought.done()
        with pytest.raises(TimeoutError):
            thought.result()
        assert time.perf_counter() - began < 0.1
        slow.go.set()
        while not thought.done():  # a UI would draw a frame here
            time.sleep(0.001)
        assert thought.result() == obs.legal[0]
        assert thought.elapsed() > 0


def test_the_background_choice_equals_the_direct_one() -> None:
    obs = _observation("hoyle-1847", 3)
    budget = replace(HARD_BUDGET, time_limit=60.0)
    with Thinker() as thinker:
        thought = thinker.think(SearchPlayer(3, budget), obs)
        assert thought.result(timeout=30) == SearchPlayer(3, budget).choose(obs)
        assert thinker.think(NormalPlayer(2), obs).result(timeout=5) == NormalPlayer(2).choose(obs)


def test_a_search_can_run_in_another_process() -> None:
    obs = _observation("parlett", 4)
    budget = replace(HARD_BUDGET, time_limit=60.0)
    with Thinker(processes=True) as thinker:
        assert thinker.think(SearchPlayer(3, budget), obs).result(timeout=60) == SearchPlayer(3, budget).choose(obs)


def test_errors_and_cancelling() -> None:
    obs = _observation()
    with Thinker() as thinker:
        failed = thinker.think(_Broken(), obs)
        with pytest.raises(RuntimeError, match="no idea"):
            failed.result(timeout=5)
        slow = _Slow()
        dropped = thinker.think(slow, obs)
        dropped.cancel()
        assert dropped.done()
        with pytest.raises(CancelledError):
            dropped.result()
        slow.go.set()


def test_a_hint_is_the_hard_choice_from_the_humans_own_observation() -> None:
    obs = _observation("japanese", 6)
    budget = replace(HARD_BUDGET, time_limit=60.0)
    action = hint(obs, seed=11, budget=budget)
    assert action in obs.legal
    assert action == SearchPlayer(11, budget).choose(obs)
    values = hint_values(obs, seed=11, budget=budget)
    assert set(values) == set(obs.legal) and max(values, key=lambda a: (values[a], -a)) == action
    assert HintPlayer(11).choose(obs) in obs.legal
