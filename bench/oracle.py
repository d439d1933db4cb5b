"""Measuring sticks for bench/ai.py that cheat in one respect only: the search told part of the truth.

``oracle:all`` is Hard's search whose every sampled world is the real deal
(it sees every hand and the dead hand); ``oracle:dead`` is Hard's search
told which cards are in nobody's hand (the dead hand, the undealt cards),
the other hands still sampled from its observation. Both keep Hard's
budget and model, so their margins over Hard say how much of the bound's
margin is information, and how much is what the search does with it. Never
reachable from the game: ``bench/ai.py`` hands them the deal itself.
"""

from __future__ import annotations

import random
from dataclasses import replace

from popejoan.ai.inference import OUT, Knowledge, infer
from popejoan.ai.search import HARD_BUDGET, SearchPlayer
from popejoan.engine.places import DEAD_HAND, UNDEALT
from popejoan.engine.state import Deal, Observation


class _Truth(Knowledge):
    """A knowledge whose every sample is one world."""

    def __init__(self, seat: int, players: int, world: list[int]) -> None:
        super().__init__(seat, players, list(world), {}, {})
        self.world = world

    def sample(self, rng: random.Random) -> list[int]:
        return list(self.world)


class OraclePlayer(SearchPlayer):
    """Hard's search told the truth about all hidden cards (``what="all"``) or the dead hand (``"dead"``).

    Args:
        seed: the search's seed.
        what: ``"all"`` or ``"dead"``.
        kwargs: :class:`SearchPlayer`'s options (budget, model, others...).
    """

    sees_the_deal = True

    def __init__(self, seed: int, what: str = "all", **kwargs) -> None:
        kwargs.setdefault("budget", replace(HARD_BUDGET, time_limit=60.0))
        super().__init__(seed, **kwargs)
        self.what = what
        self._deal: Deal | None = None

    def choose_in(self, deal: Deal, field: list) -> int:
        """The search's choice with part of the truth (bench/ai.py's hook for cheating players)."""
        self._deal = deal
        return self.choose(deal.observation(deal.to_move))  # type: ignore[arg-type]

    def _knowledge(self, obs: Observation) -> Knowledge:
        deal = self._deal
        assert deal is not None
        # the engine's places as a sampled world gives them: the dead hand and the undealt cards are both OUT
        world = [OUT if h in (DEAD_HAND, UNDEALT) else h for h in deal.holder]
        if self.what == "all":
            return _Truth(obs.seat, obs.players, world)
        known = infer(obs)
        for c in list(known.allowed):
            if world[c] == OUT:
                del known.allowed[c]
                known.base[c] = OUT
                known.need[OUT] -= 1
        for c, places in list(known.allowed.items()):
            known.allowed[c] = tuple(p for p in places if p != OUT)
        known._cached_groups = None
        return known
