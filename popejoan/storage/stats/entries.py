"""The statistics ledger's lines: what one finished deal, one finished session and one merge of names keep.

Holds the entries (:class:`DealEntry` with a :class:`SeatDeal` per seat, :class:`SessionEnd`, :class:`Merge`,
:class:`Since`),
how a session's finished deals become entries (:func:`deal_entries`, :func:`session_end`, derived from the
engine's deal records and events, never from the screen), and one line's text both ways (:func:`entry_line`,
:func:`parse_entry`), refusing anything hostile (huge numbers, wrong types, too many seats) with a ``ValueError``.

It does not read or write the ledger's file (:mod:`popejoan.storage.stats.ledger`) nor add figures up
(:mod:`popejoan.storage.stats.figures`). No pygame.

A deal's line is about 60 bytes plus about 45 per seat (a four-player deal: about 250 bytes), never more than
:data:`MAX_LINE_BYTES`: names are cut at :data:`NAME_MAX_CHARS` characters, seats at :data:`MAX_SEATS`.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from popejoan.engine.events import DealEnded, StakeTaken
from popejoan.engine.session import DealRecord, Session

Kind = Literal["human", "computer"]
"""Who sat in a seat: a person, or a computer player (with a level)."""

NAME_MAX_CHARS = 40
"""A name in the ledger is cut to this many characters."""
MAX_SEATS = 8
"""The most seats a ledger line may hold."""
MAX_FISH = 10**7
"""The largest number of fish (chips) a line may carry, plus or minus; a larger one is hostile."""
MAX_LINE_BYTES = 2048
"""The longest line read; a longer one is damage."""
HONOURS = ("ace", "king", "queen", "jack")
"""The trump honours' compartments (docs/rules.md, "What all sources share")."""


@dataclass(frozen=True)
class SeatDeal:
    """One seat's part in one finished deal.

    Attributes:
        name: the player's name as it was written (at most :data:`NAME_MAX_CHARS` characters).
        kind: ``"human"`` or ``"computer"``; ``level``: a computer's level (``""`` for a person).
        fish: the fish won (positive) or lost (negative) in the deal: the balance after it less before.
        popes: stakes taken from the Pope compartment (docs/rules.md, "What all sources share").
        honours: stakes taken from the trump honours' compartments (ace, king, queen, jack of trumps).
        matrimony, intrigue: those compartments taken, whole or a half (docs/rules.md, "Matrimony and Intrigue").
        game: 1 when this seat went out first and so won the deal (docs/rules.md, "End of the deal"), else 0.
        take: the biggest single stake taken in the deal (fish), 0 when none.
        took: every fish taken from the board in the deal, all compartments together.
    """

    name: str
    kind: Kind
    level: str
    fish: int
    popes: int
    honours: int
    matrimony: int
    intrigue: int
    game: int
    take: int
    took: int


@dataclass(frozen=True)
class DealEntry:
    """One finished deal of one session.

    Attributes:
        session: the session's save id (the key that ties its deals together).
        number: the deal's number in the session, from 1.
        at: when it was recorded, seconds since 1970 (UTC).
        ruleset: the ruleset's id.
        seats: each seat's part, clockwise (the table size is their number).
    """

    session: str
    number: int
    at: int
    ruleset: str
    seats: tuple[SeatDeal, ...]


@dataclass(frozen=True)
class SessionEnd:
    """A session that ended (its share-out dealt, where the ruleset has one).

    Attributes:
        session: the save id; ``at``: seconds since 1970; ``ruleset``: the ruleset's id.
        deals: how many deals it had.
        share: the fish each seat won or lost at the share-out (zeros where there is none), clockwise.
    """

    session: str
    at: int
    ruleset: str
    deals: int
    share: tuple[int, ...]


@dataclass(frozen=True)
class Merge:
    """The player said two names are one person: ``name`` is counted as ``into`` from now on (both as written)."""

    name: str
    into: str
    at: int


@dataclass(frozen=True)
class Since:
    """Kept by "Reset statistics": session ``session`` had played ``deals`` deals (and ``ended``) when the
    statistics were reset, so catching up from the saves never counts those again."""

    session: str
    deals: int
    ended: bool


Entry = DealEntry | SessionEnd | Merge | Since


def _clip(name: object) -> str:
    return " ".join(str(name).split())[:NAME_MAX_CHARS]


def seat_kind(seat: Mapping[str, Any]) -> tuple[Kind, str]:
    """A save's seat data (``{"kind": "computer", "level": "hard"}``) as ``(kind, level)``; a seat without a kind
    is a person's."""
    if seat.get("kind") == "computer":
        return "computer", _clip(seat.get("level") or "normal")
    return "human", ""


def deal_entry(session: Session, record: DealRecord, before: Sequence[int], session_id: str, at: int) -> DealEntry:
    """The ledger's entry for one finished deal, from the engine's record of it and its events.

    Args:
        session: the session it belongs to (names, seats, ruleset).
        record: the finished deal (:attr:`Session.history`).
        before: each seat's balance before the deal (fish).
        session_id: the session's save id.
        at: when it ended, seconds since 1970.

    Returns:
        The entry: per seat, fish won or lost, stakes taken by compartment (Pope, trump honours, Matrimony,
        Intrigue; docs/rules.md, "What all sources share"), whether the seat went out (Game), the biggest single take.
    """
    count = len(session.names)
    popes = [0] * count
    honours = [0] * count
    matrimony = [0] * count
    intrigue = [0] * count
    take = [0] * count
    took = [0] * count
    game = [0] * count
    for event in record.events:
        if isinstance(event, StakeTaken):
            seat = event.seat
            if event.chips > 0:
                took[seat] += event.chips
                take[seat] = max(take[seat], event.chips)
            if event.compartment == "pope":
                popes[seat] += 1
            elif event.compartment in HONOURS:
                honours[seat] += 1
            elif event.compartment == "matrimony":
                matrimony[seat] += 1
            elif event.compartment == "intrigue":
                intrigue[seat] += 1
        elif isinstance(event, DealEnded) and event.winner is not None:
            game[event.winner] = 1
    seats = []
    for i in range(count):
        kind, level = seat_kind(session.seats[i] if i < len(session.seats) else {})
        seats.append(SeatDeal(_clip(session.names[i]), kind, level, record.balances[i] - before[i], popes[i],
                              honours[i], matrimony[i], intrigue[i], game[i], take[i], took[i]))
    return DealEntry(session_id, record.number, at, session.rules.id, tuple(seats))


def deal_entries(session: Session, session_id: str, at: int, first: int = 0) -> list[DealEntry]:
    """The entries of ``session``'s finished deals from the ``first``-th (from 0) on, all stamped ``at``."""
    out = []
    for i in range(first, len(session.history)):
        before = session.history[i - 1].balances if i else session.starting_chips
        out.append(deal_entry(session, session.history[i], before, session_id, at))
    return out


def session_end(session: Session, session_id: str, at: int) -> SessionEnd | None:
    """The entry saying ``session`` ended, with each seat's share-out fish, or None while it goes on."""
    if not session.finished:
        return None
    last = session.history[-1].balances if session.history else session.starting_chips
    share = tuple(b - a for b, a in zip(session.balances, last))
    return SessionEnd(session_id, at, session.rules.id, len(session.history), share)


# --- one line's text ------------------------------------------------------------------------------------------


def entry_line(entry: Entry) -> bytes:
    """One entry as one line of the ledger (compact JSON and a newline), at most :data:`MAX_LINE_BYTES` bytes."""
    data: dict[str, Any]
    if isinstance(entry, DealEntry):
        data = {"k": "deal", "s": entry.session, "n": entry.number, "at": entry.at, "r": entry.ruleset,
                "p": [[p.name, "c" if p.kind == "computer" else "h", p.level, p.fish, p.popes, p.honours,
                       p.matrimony, p.intrigue, p.game, p.take, p.took] for p in entry.seats[:MAX_SEATS]]}
    elif isinstance(entry, SessionEnd):
        data = {"k": "end", "s": entry.session, "at": entry.at, "r": entry.ruleset, "d": entry.deals,
                "sh": list(entry.share[:MAX_SEATS])}
    elif isinstance(entry, Since):
        data = {"k": "since", "s": entry.session, "d": entry.deals, "e": entry.ended}
    else:
        data = {"k": "merge", "from": entry.name, "into": entry.into, "at": entry.at}
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8") + b"\n"


def _int(value: object, low: int = -MAX_FISH, high: int = MAX_FISH) -> int:
    if type(value) is not int or not low <= value <= high:
        raise ValueError(f"{value!r:.40} is not a whole number from {low} to {high}")
    return value


def _text(value: object, most: int = 200) -> str:
    if not isinstance(value, str) or len(value) > most:
        raise ValueError(f"{value!r:.40} is not a short text")
    return value


def parse_entry(data: object) -> Entry:
    """One ledger line's JSON data (``json.loads`` of it) as an entry.

    Raises:
        ValueError: the data is not an entry this version writes (a wrong type, a number out of bounds, too many
            seats, a name too long), said in words.
    """
    if not isinstance(data, dict):
        raise ValueError("a line that is not an entry")
    kind = data.get("k")
    if kind == "deal":
        seats = data.get("p")
        if not isinstance(seats, list) or not 1 <= len(seats) <= MAX_SEATS:
            raise ValueError("a deal without its seats")
        parts = []
        for p in seats:
            if not isinstance(p, list) or len(p) != 11:
                raise ValueError("a seat that is not a seat")
            who: Kind
            if p[1] == "c":
                who = "computer"
            elif p[1] == "h":
                who = "human"
            else:
                raise ValueError(f"{p[1]!r:.20} is neither a person nor a computer")
            parts.append(SeatDeal(_text(p[0], NAME_MAX_CHARS), who, _text(p[2], NAME_MAX_CHARS), _int(p[3]),
                                  *(_int(v, 0, MAX_FISH) for v in p[4:11])))
        return DealEntry(_text(data.get("s")), _int(data.get("n"), 1, MAX_FISH), _int(data.get("at"), 0, 2**40),
                         _text(data.get("r"), 100), tuple(parts))
    if kind == "end":
        share = data.get("sh")
        if not isinstance(share, list) or len(share) > MAX_SEATS:
            raise ValueError("a session's end without its share-out")
        return SessionEnd(_text(data.get("s")), _int(data.get("at"), 0, 2**40), _text(data.get("r"), 100),
                          _int(data.get("d"), 0, MAX_FISH), tuple(_int(v) for v in share))
    if kind == "merge":
        return Merge(_text(data.get("from"), NAME_MAX_CHARS), _text(data.get("into"), NAME_MAX_CHARS),
                     _int(data.get("at"), 0, 2**40))
    if kind == "since":
        ended = data.get("e")
        if not isinstance(ended, bool):
            raise ValueError("a reset's mark without its end")
        return Since(_text(data.get("s")), _int(data.get("d"), 0, MAX_FISH), ended)
    raise ValueError(f"an entry of an unknown kind ({kind!r:.20})")
