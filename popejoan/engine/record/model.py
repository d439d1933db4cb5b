"""The record of a session as data: :class:`SessionRecord` and its parts (a deal's log, checkpoints,
where the session stood), with the save format's constants.

Holds the immutable record a session makes (:meth:`popejoan.engine.session.Session.record`) and its JSON
data per deal. Not writing a whole save (:mod:`popejoan.engine.record.writing`) nor reading one
(:mod:`popejoan.engine.record.reading`).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cached_property

from popejoan.engine.cards import Card
from popejoan.engine.errors import PopeJoanError
from popejoan.engine.jsontypes import JSONObject, JSONValue
from popejoan.engine.record.codes import action_text, canonical_json, cards_text
from popejoan.engine.ruleset import Ruleset

FORMAT = "popejoan-session"
"""The ``format`` field of every saved session."""
VERSION = 1
"""The save format this version writes and the newest it reads."""
MAX_SAVE_BYTES = 16 * 1024 * 1024
"""The largest save file read (16 MiB). A 50-deal session is about 20 KiB, a 1,000-deal one under 0.5 MiB."""

@dataclass(frozen=True)
class Checkpoint:
    """Chips after a deal (or after the share-out), which a replay must reproduce.

    Attributes:
        balances: chips by seat.
        board: chips by compartment (read-only by convention).
    """

    balances: tuple[int, ...]
    board: Mapping[str, int]


@dataclass(frozen=True)
class DealLog:
    """One deal's record: its deck and the decisions taken in it.

    Attributes:
        deck: the 51 cards in dealing order, first dealt first.
        shuffled: whether the deck came from the session's seeded shuffle (a
            replay deals it again and checks it); ``False`` for a deck given
            to :meth:`~popejoan.engine.session.Session.start_deal`, which a
            replay takes as written and which draws nothing from the seed.
        actions: the decisions, in order: a card led, or ``POPE`` / ``PASS``
            (:data:`popejoan.engine.state.PASS`) at a Pope offer.
        checkpoint: balances and board once the deal was recorded as finished
            (:meth:`~popejoan.engine.session.Session.finish_deal`); ``None``
            for the deal in progress (or over, not yet recorded).
    """

    deck: tuple[Card, ...]
    shuffled: bool
    actions: tuple[int, ...]
    checkpoint: Checkpoint | None = None

    @cached_property
    def json_text(self) -> str:
        """This deal's entry in a save, as canonical JSON; worked out once (a finished deal's log never changes)."""
        return canonical_json(deal_data(self))


@dataclass(frozen=True)
class ShareOutLog:
    """The end-of-session share-out's record (spanish, cacumen, russian).

    Attributes:
        deck: the 51 cards in dealing order.
        shuffled: whether the deck came from the session's seeded shuffle.
        checkpoint: balances and board after the share-out.
    """

    deck: tuple[Card, ...]
    shuffled: bool
    checkpoint: Checkpoint


@dataclass(frozen=True)
class Position:
    """Where the session stood when the record was taken, checked after a replay.

    Attributes:
        deals_played: deals recorded as finished.
        deal_number: the number (from 1) of the deal in progress, or ``None``.
        to_move: the seat that must decide now, or ``None``.
        decision: ``"lead"``, ``"pope_offer"`` or ``None``.
        balances: chips by seat now; ``board``: chips by compartment now.
    """

    deals_played: int
    deal_number: int | None
    to_move: int | None
    decision: str | None
    balances: tuple[int, ...]
    board: Mapping[str, int]


@dataclass(frozen=True)
class SessionRecord:
    """Everything that rebuilds a session, as plain immutable data.

    Attributes:
        rules: the resolved ruleset (options applied); saved whole, so a save
            survives its ruleset file being edited or deleted.
        names: the players' names, clockwise.
        seats: per seat, the caller's own data (for the game: ``{"kind":
            "human"}`` or ``{"kind": "computer", "level": "hard"}``), JSON
            data the engine stores and gives back without reading it.
        meta: the caller's data for the whole session (JSON data, not read).
        seed: the seed of the session's shuffles.
        chips: each seat's balance at the start of the session.
        board: chips on the board at the start of the session.
        first_dealer: the first deal's dealer.
        deals: every deal begun, in order; all but the last are finished.
        share_out: the share-out, if the session ended with one.
        finished: whether the session has ended (its share-out dealt, where
            the ruleset has one).
        position: where the session stood at the snapshot.
    """

    rules: Ruleset
    names: tuple[str, ...]
    seats: tuple[Mapping[str, JSONValue], ...]
    meta: Mapping[str, JSONValue]
    seed: int
    chips: tuple[int, ...]
    board: Mapping[str, int]
    first_dealer: int
    deals: tuple[DealLog, ...]
    share_out: ShareOutLog | None
    finished: bool
    position: Position = field(compare=True)



def checkpoint_data(point: Checkpoint) -> JSONObject:
    """A checkpoint as a save writes it: ``{"balances": [...], "board": {...}}``."""
    return {"balances": list(point.balances), "board": dict(point.board)}


def deal_data(log: DealLog) -> JSONObject:
    """A deal's log as a save writes it: its deck and decisions as codes, and its checkpoint if any."""
    data: JSONObject = {
        "deck": cards_text(log.deck),
        "shuffled": log.shuffled,
        "actions": [action_text(a) for a in log.actions],
    }
    if log.checkpoint is not None:
        data["after"] = checkpoint_data(log.checkpoint)
    return data


def check_json_data(value: object, what: str) -> JSONValue:
    """A detached copy of ``value`` if it is JSON data (dicts with text keys, lists, text, numbers, booleans, null).

    Raises:
        PopeJoanError: ``value`` holds anything else (naming ``what``).
    """
    try:
        data: JSONValue = json.loads(json.dumps(value, allow_nan=False))
        return data
    except (TypeError, ValueError) as exc:
        raise PopeJoanError(f"{what} must be JSON data (text, numbers, true/false, lists, mappings): {exc}") from None


def check_json_object(value: Mapping[str, object], what: str) -> JSONObject:
    """:func:`check_json_data` of a mapping: a detached copy, a mapping again (JSON keeps a mapping one).

    Raises:
        PopeJoanError: ``value`` holds anything but JSON data (naming ``what``).
    """
    data = check_json_data(value, what)
    assert isinstance(data, dict), "a mapping stays a mapping through JSON"
    return data
