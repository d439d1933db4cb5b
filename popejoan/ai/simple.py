"""The computer players' protocol and the two simple levels, Easy and Normal.

This module sits below both :mod:`popejoan.ai.players` (the levels and
:func:`~popejoan.ai.players.make_player`) and :mod:`popejoan.ai.search` (Hard
and Expert, which fall back on Normal's lead), so neither imports the other
back.

A player implements one method, ``choose(observation) -> action``. It is
given only its own observation (its hand and everything public), never the
engine state, so it cannot see another hand or the dead hand.
"""

from __future__ import annotations

import random
from typing import Callable, Protocol

from popejoan.engine.cards import POPE, Card, suit_of
from popejoan.engine.state import PASS, Observation, card_order


def decision_rng(seed: int, observation: Observation) -> random.Random:
    """The random source for one decision: a function of ``seed`` and public facts only.

    Args:
        seed: the player's seed.
        observation: the seat's observation at the decision.

    Returns:
        A new :class:`random.Random`; equal seeds and observations give equal sources.
    """
    events = observation.events
    number = getattr(events[0], "number", 0) if events else 0
    return random.Random(f"{seed}/{number}/{observation.dealer}/{len(events)}/{observation.seat}")


def _seed(seed: int | None) -> int:
    return random.randrange(2**63) if seed is None else seed


class Player(Protocol):
    """A computer player: picks one of ``observation.legal``."""

    def choose(self, observation: Observation) -> int:
        """The action to take: a card to lead, or ``POPE`` / ``PASS`` at a Pope offer."""
        ...


class EasyPlayer:
    """Easy: a random legal action, from a seeded random source (:func:`decision_rng`).

    Args:
        seed: the player's seed; ``None`` draws one.
    """

    def __init__(self, seed: int | None = None) -> None:
        self.seed = _seed(seed)

    def choose(self, observation: Observation) -> int:
        """A uniformly random legal action.

        Raises:
            ValueError: the observation offers this seat no action.
        """
        return decision_rng(self.seed, observation).choice(observation.choices())


class NormalPlayer:
    """Normal: Hoyle's advice (RULES.md, "Leading", hoyle-1847).

    "first the stops, then pope, if he have it, and afterwards the lowest card
    of his longest suit, particularly an ace, for that never can be led to".
    A known stop is a King, the 7♦, or a card whose successor has been played
    (or lies in the stock, for a dealer who may look at it). At a Pope offer it
    always plays the Pope: the stake is won at once and the card is shed.

    Args:
        seed: the player's seed (ties are broken by :func:`decision_rng`); ``None`` draws one.
    """

    def __init__(self, seed: int | None = None) -> None:
        self.seed = _seed(seed)

    def choose(self, observation: Observation) -> int:
        """Hoyle's lead among the legal ones; ties broken by the seeded random source.

        Raises:
            ValueError: the observation offers this seat no action.
        """
        legal = observation.choices()
        if observation.decision == "pope_offer":
            return POPE if POPE in legal else PASS
        gone = {c for _, c in observation.played}
        stock = set(observation.stock or ())
        mine = set(observation.hand)
        successor, order_key = card_order(observation.rules)

        def is_stop(c: Card) -> bool:
            nxt = successor[c]  # None after the top card of a suit and after the 7♦
            return nxt is None or nxt in gone or nxt in stock

        def run(c: Card) -> list[Card]:
            # A lead plays on through my own following cards: the run it sheds.
            cards = [c]
            while successor[cards[-1]] in mine:
                cards.append(successor[cards[-1]])  # type: ignore[arg-type]
            return cards

        stops = [c for c in legal if is_stop(run(c)[-1])]
        if stops:
            return self._pick(stops, observation, key=lambda c: -len(run(c)))
        if POPE in legal:
            return POPE
        length = {s: sum(1 for c in mine if suit_of(c) == s) for s in range(4)}
        # "particularly an ace, for that never can be led to": the lowest card of its suit
        return self._pick(legal, observation,
                          key=lambda c: (-length[suit_of(c)], order_key[c] % 13 != 0, order_key[c]))

    def _pick(self, cards: list[Card], observation: Observation, key: Callable[[Card], object]) -> Card:
        best = min(key(c) for c in cards)
        tied = [c for c in cards if key(c) == best]
        return tied[0] if len(tied) == 1 else decision_rng(self.seed, observation).choice(tied)
