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
from collections.abc import Sequence
from typing import Protocol

from popejoan.engine.cards import POPE, Card
from popejoan.engine.places import PLAYED
from popejoan.engine.plan import card_order
from popejoan.engine.state import PASS, Observation


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
    """Normal: Hoyle's advice (docs/rules.md, "Leading", hoyle-1847), Aces first (:func:`hoyle_leads`).

    "first the stops, then pope, if he have it, and afterwards the lowest card
    of his longest suit, particularly an ace, for that never can be led to":
    an Ace first, then the stops, then the Pope, then the lowest card of the
    longest suit. A known stop is a King, the 7♦, or a card whose successor
    has been played (or lies in the stock, for a dealer who may look at it).
    At a Pope offer it always plays the Pope: the stake is won at once and
    the card is shed.

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
        successor, order_key = card_order(observation.rules)
        best = hoyle_leads(legal, set(observation.hand), gone, stock, successor, order_key)
        return best[0] if len(best) == 1 else decision_rng(self.seed, observation).choice(best)


class CardsIn(Protocol):
    """Anything a card can be looked up in (a set, a list, :class:`PlayedCards`): ``card in cards``."""

    def __contains__(self, card: Card, /) -> bool: ...


def hoyle_leads(
    legal: Sequence[Card], hand: set[Card], gone: CardsIn, stock: CardsIn,
    successor: Sequence[Card | None], order_key: Sequence[int],
) -> list[Card]:
    """The leads Hoyle's advice ranks best among ``legal``, ties kept (Normal picks one at random).

    docs/rules.md, "Leading", hoyle-1847: "first the stops, then pope, if he have
    it, and afterwards the lowest card of his longest suit, particularly an
    ace, for that never can be led to". Normal takes Hoyle's own reason for
    the ace first of all: an Ace (the bottom card of its suit, a Two where
    Aces are high) is never played unless its holder leads it, while a stop
    kept in hand is played when a sequence reaches it and then wins its
    holder the lead; so the Aces go first (measured: without this, Normal
    was no better than always leading the lowest card on hoyle-1847,
    bench/README.md). Then the stops: a lead whose run (the lead and the
    leader's own cards that follow it) ends on a known stop: a King, the
    7♦, or a card whose successor has been played (``gone``) or lies in the
    ``stock`` the leader may see; among stops, the longest run first. Then
    the Pope; then the lowest card of the longest suit.

    Shared by :class:`NormalPlayer` and the search's model of the other
    players (:mod:`popejoan.ai.model`), so both read Hoyle the same way.

    Args:
        legal: the legal leads.
        hand: the leader's cards.
        gone: the cards played so far.
        stock: the cards the leader knows are in the stock (hoyle-1847's dealer), else empty.
        successor, order_key: the ruleset's order (:func:`popejoan.engine.state.card_order`).

    Returns:
        The best leads, in ``legal``'s order (never empty when ``legal`` is not).
    """
    bottoms = [c for c in legal if order_key[c] % 13 == 0]
    if bottoms:
        return bottoms
    runs = {}
    for c in legal:
        end = c
        length = 1
        nxt = successor[end]
        while nxt is not None and nxt in hand:
            end = nxt
            length += 1
            nxt = successor[end]
        if nxt is None or nxt in gone or nxt in stock:
            runs[c] = length
    if runs:
        longest = max(runs.values())
        return [c for c in legal if runs.get(c) == longest]
    if POPE in legal:
        return [POPE]
    suit_length = [0, 0, 0, 0]
    for c in hand:
        suit_length[c // 13] += 1
    # "particularly an ace, for that never can be led to": the lowest card of its suit
    keys = {c: (-suit_length[c // 13], order_key[c] % 13 != 0, order_key[c]) for c in legal}
    best = min(keys.values())
    return [c for c in legal if keys[c] == best]


class PlayedCards:
    """The cards played in a deal, as a container read from its holders (no set kept up to date): what
    :func:`hoyle_leads` is given as ``gone`` in a rollout on the engine's deal.

    Args:
        holder: each card's place (the deal's ``holder`` list, read live).
    """

    __slots__ = ("holder",)

    def __init__(self, holder: list[int]) -> None:
        self.holder = holder

    def __contains__(self, c: int) -> bool:
        return self.holder[c] == PLAYED
