"""Where a card can be: the one list of card places, shared by the engine and the computer players.

A card's place is a seat (``0..players-1``) or one of :class:`Place`. The
engine's ``Deal.holder`` gives each card's place; ``CardsDealt.recipients``
names a seat, :data:`DEAD_HAND` or :data:`UNDEALT` for each card dealt; the
computer players' inference (:mod:`popejoan.ai.inference`) uses the same
numbers for the worlds it samples, where :data:`DEAD_HAND` stands for any
card in nobody's hand (a player cannot tell the dead hand from the undealt
cards by play).

Hot loops compare plain ints: the module-level names are the enum's values
as ``int``, so events and records hold plain numbers (YAML and JSON write
them as such).

The action ``PASS`` (:data:`popejoan.engine.state.PASS`, declining a Pope
offer) is an action, not a place; it happens to be -1 too, and saved
sessions keep it as -1.
"""

from __future__ import annotations

from enum import IntEnum


class Place(IntEnum):
    """A card's place other than a seat."""

    DEAD_HAND = -1
    """The dead hand / stock / ghost pile (and, to a player's inference, any card out of play)."""
    UNDEALT = -2
    """Left undealt, out of play (japanese ``equal_hands``, the reserve, cacumen's leftovers)."""
    PLAYED = -3
    """Played this deal."""
    ABSENT = -4
    """Not in the pack: the eight of diamonds."""


DEAD_HAND: int = int(Place.DEAD_HAND)
UNDEALT: int = int(Place.UNDEALT)
PLAYED: int = int(Place.PLAYED)
ABSENT: int = int(Place.ABSENT)

__all__ = ["ABSENT", "DEAD_HAND", "PLAYED", "Place", "UNDEALT"]
