"""The computer players' levels and :func:`make_player`.

A player implements one method, ``choose(observation) -> action``
(:class:`~popejoan.ai.simple.Player`, re-exported here with the two simple
levels). It is given only its own observation (its hand and everything
public), never the engine state, so it cannot see another hand or the dead hand.

Levels, weakest first (:data:`LEVELS`, :func:`make_player`):

- ``easy``: a random legal action (:class:`~popejoan.ai.simple.EasyPlayer`).
- ``normal``: Hoyle's advice, Aces first, then stops (:class:`~popejoan.ai.simple.NormalPlayer`).
- ``hard``: determinized Monte Carlo search over the hidden cards, about 400
  rollouts a decision, its worlds weighed by a model of the others' leads and
  the others playing Hoyle's advice in its rollouts
  (:class:`~popejoan.ai.search.SearchPlayer`).
- ``expert``: the same search with twice the rollouts; its own later leads
  are chosen by a tree over its own decisions, learnt across the worlds it
  cannot tell apart (information-set search), and past the tree as one who
  reads the imagined world (keep the lead, play the stake cards, shed the
  most cards), not at random.

Every level takes a seed. Each decision's random source is made afresh from
the seed and public facts of the observation (:func:`~popejoan.ai.simple.decision_rng`: the deal
number, the dealer, how many events the seat has seen, the seat), so a choice
depends only on the seed and the observation: the same seed gives the same
choices in a game replayed, or resumed from a save, from any point on.
"""

from __future__ import annotations

from collections.abc import Callable

from popejoan.ai.search import (
    EXPERT_BUDGET,
    EXPERT_CANDIDATES,
    EXPERT_MODEL,
    EXPERT_PAST,
    EXPERT_TREE,
    HARD_BUDGET,
    SearchPlayer,
)
from popejoan.ai.simple import EasyPlayer, NormalPlayer, Player, decision_rng
from popejoan.engine.errors import PopeJoanError

__all__ = ["LEVELS", "EasyPlayer", "NormalPlayer", "Player", "UnknownLevelError", "decision_rng", "make_player"]


class UnknownLevelError(PopeJoanError):
    """A computer level that is not one of :data:`LEVELS` (a ``ValueError`` too, as :class:`PopeJoanError` is)."""


def _hard(seed: int | None) -> Player:
    """Hard: determinized Monte Carlo search (:mod:`popejoan.ai.search`), :data:`HARD_BUDGET`, the search's defaults."""
    return SearchPlayer(seed, HARD_BUDGET)


def _expert(seed: int | None) -> Player:
    """Expert: Hard's search with :data:`EXPERT_BUDGET` (twice the rollouts), and for each action a tree over
    its own later leads (:data:`EXPERT_TREE`, :mod:`popejoan.ai.ismcts`), past which it leads as one who reads
    the imagined world (:data:`EXPERT_PAST`, :func:`~popejoan.ai.rollouts.seer_leads`)."""
    return SearchPlayer(seed, EXPERT_BUDGET, model=EXPERT_MODEL, candidates=EXPERT_CANDIDATES, tree=EXPERT_TREE,
                        past=EXPERT_PAST)


_FACTORIES: dict[str, Callable[[int | None], Player]] = {
    "easy": EasyPlayer,
    "normal": NormalPlayer,
    "hard": _hard,
    "expert": _expert,
}

LEVELS: tuple[str, ...] = tuple(_FACTORIES)
"""The levels a seat can be given, weakest first."""


def make_player(level: str, seed: int | None = None) -> Player:
    """A computer player of ``level`` (one of :data:`LEVELS`), seeded for reproducible games.

    Raises:
        UnknownLevelError: an unknown level (a :class:`PopeJoanError` and a ``ValueError``).
    """
    try:
        factory = _FACTORIES[level.lower()]
    except KeyError:
        raise UnknownLevelError(f"unknown computer level {level!r}; choose from {', '.join(LEVELS)}") from None
    return factory(seed)
