"""The reference floor for bench/ai.py: a player that always leads its lowest card.

It is the level of the only other complete digital Pope Joan, and the floor
every game level must clear (issue 15, item 3). Not a game level: it is
reachable only from the benchmarks.
"""

from __future__ import annotations

from popejoan.engine.cards import POPE
from popejoan.engine.state import PASS, Observation, card_order


class LowestCardPlayer:
    """Leads the legal card of the lowest rank (the ruleset's order, ``ace: low | high``), clubs first
    among equals; at a Pope offer it plays the Pope.

    Args:
        seed: unused (the player is deterministic); taken so that every level is made alike.
    """

    def __init__(self, seed: int | None = None) -> None:
        self.seed = seed

    def choose(self, observation: Observation) -> int:
        """The lowest legal card, or the Pope at a Pope offer.

        Raises:
            PopeJoanError: the observation offers this seat no action.
        """
        legal = observation.choices()
        if observation.decision == "pope_offer":
            return POPE if POPE in legal else PASS
        _, order_key = card_order(observation.rules)
        return min(legal, key=lambda c: (order_key[c] % 13, c))
