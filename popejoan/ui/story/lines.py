"""A line of a deal's story and its arguments: plain records, no words.

:class:`Line` is a message key with its arguments (:class:`Seat`, :class:`CardArg`, :class:`Compartment`,
:class:`Pile`, :class:`Suit`, :class:`Payees`, :class:`Counts`, :class:`Run`, numbers, other lines). What the
keys say is :mod:`popejoan.ui.story.messages`; turning lines into text is :mod:`popejoan.ui.story.teller`;
reading them from the events is :mod:`popejoan.ui.story.telling`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TypeAlias

# --- the arguments of a line -------------------------------------------------------------


@dataclass(frozen=True)
class Seat:
    """A player, by seat (rendered as the player's name)."""

    seat: int


@dataclass(frozen=True)
class CardArg:
    """A card (rendered as its short label, ``"6♠"``; with ``the``, with the definite article as the interface
    language puts it before that card, ``"the 6♠"``, ``"la Q♦"``: :func:`popejoan.ui.i18n.the_card_label`)."""

    card: int
    the: bool = False


@dataclass(frozen=True)
class Compartment:
    """A compartment of the board (rendered with its label, native and English, and the article the interface
    language puts before it in a sentence; ``bare``: without the article, as an item of a list of counts,
    "Papisa 6")."""

    name: str
    bare: bool = False


@dataclass(frozen=True)
class Pile:
    """Where cards lie out of the players' hands: ``"dead"`` (the ruleset's dead hand, stock or ghost hand) or
    ``"undealt"``."""

    kind: str


@dataclass(frozen=True)
class Suit:
    """A suit, 0..3 (rendered as its name: "Hearts" at the head of a sentence, else "hearts")."""

    suit: int
    capital: bool = True


@dataclass(frozen=True)
class Payees:
    """Chips paid to several players, ``(chips, seat)`` each (rendered "1 fish to Ann and 1 fish to Ben")."""

    items: tuple[tuple[int, int], ...]


@dataclass(frozen=True)
class Counts:
    """Numbers per player or pile, e.g. cards dealt (rendered ``"Ann 13, Ben 12, dead hand 13"``)."""

    items: tuple[tuple[Seat | Pile | Compartment, int], ...]


@dataclass(frozen=True)
class Run:
    """Cards played one after another, grouped by player (rendered ``"Ben 4♠ 5♠ · Cora 6♠"``)."""

    groups: tuple[tuple[int, tuple[int, ...]], ...]


@dataclass(frozen=True)
class Line:
    """One line of the story.

    Attributes:
        key: the message key (:data:`MESSAGES`).
        args: the message's arguments: ints, strings, or the argument types above (a nested
            :class:`Line` too, e.g. a stop's reason).
        kind: how it is shown: ``"head"`` (the deal's title), ``"setup"`` (dressing, dealing, the
            turn-up), ``"lead"``, ``"follow"``, ``"stop"`` (a stop, a pass of the lead), ``"take"`` (a stake
            taken), ``"offer"``, ``"end"`` (going out, the deal's end), ``"pay"`` (chips between players),
            ``"penalty"`` (for a board card left unplayed), ``"note"``.
        event: the index of the first event the line tells.
        last: the index of the last event it tells (a run of followers spans several).
        seat: the player the line is about (its colour), or None.
    """

    key: str
    args: Mapping[str, Arg] = field(default_factory=dict)
    kind: str = "note"
    event: int = 0
    last: int = 0
    seat: int | None = None


Arg: TypeAlias = int | str | Seat | CardArg | Compartment | Pile | Suit | Payees | Counts | Run | Line
"""One argument of a :class:`Line`: a number, a word, one of the argument types above, or another line."""
