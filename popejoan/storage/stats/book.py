"""The ledger rolled up by session: what the figures are worked out from, and its cache beside the ledger.

Holds :class:`SessionRoll` (one session: its ruleset, table size, when last played, whether it ended, and per
seat the sums of its deals), :class:`Book` (every session rolled up, the merges of names, the reset's marks;
:meth:`Book.fold` adds one entry, a deal twice recorded counting once) and the cache's text both ways
(:func:`book_data`, :func:`book_from_data`).

Why a roll-up: 10,000 sessions are some 60,000 deals, and reading them all as entries takes seconds; the
Statistics screen must open in under 100 ms of CPU (issue 35). The figures need no more than each seat's sums
over a session, so the ledger is read once into a :class:`Book`, kept in a cache file beside it
(``.stats.jsonl.book``, with the ledger's inode and the byte offset it covers), and each later read folds in
only the lines added since. The cache is derived: one that cannot be read, or that does not match the ledger,
is made again from the ledger, never trusted over it. It does not read or write files itself
(:mod:`popejoan.storage.stats.ledger` does) nor add figures up (:mod:`popejoan.storage.stats.figures`). No pygame.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from popejoan.storage.stats.entries import MAX_FISH, DealEntry, Entry, Merge, SessionEnd, Since

ROW_SIZE = 14
"""A seat's row: name, kind, level, then the sums (:data:`DEALS` ...)."""
NAME, KIND, LEVEL, DEALS, GAMES, POPES, HONOURS, MATRIMONY, INTRIGUE, WON, LOST, TAKE, BOARD, NET = range(ROW_SIZE)
"""A row's places: DEALS (deals played), GAMES (went out), POPES, HONOURS, MATRIMONY, INTRIGUE (stakes taken),
WON and LOST (fish, each deal and the share-out on its own, both zero or more), TAKE (the biggest single stake),
BOARD (the most taken in one deal), NET (fish over the session, the share-out included)."""
CACHE_FORMAT = "popejoan-stats-book"
CACHE_VERSION = 1


@dataclass
class SessionRoll:
    """One session, rolled up.

    Attributes:
        session: its save id; ``ruleset``: its ruleset's id; ``seats``: the table size.
        at: when it was last played or ended (seconds since 1970).
        ended: whether its end is recorded; ``deals``: deals recorded (each once); ``numbers``: their numbers, as
            the bits of one whole number (deal 3: bit 3).
        rows: per seat (clockwise), ``[name, kind, level, deals, games, popes, honours, matrimony, intrigue, won,
            lost, take, board, net]``.
    """

    session: str
    ruleset: str
    seats: int
    at: int
    ended: bool = False
    deals: int = 0
    numbers: int = 0
    rows: list[list[Any]] = field(default_factory=list)

    @property
    def last_deal(self) -> int:
        """The highest deal number recorded (0 before any)."""
        return max(0, self.numbers.bit_length() - 1)


@dataclass
class Book:
    """Every session rolled up, the merges of names in the order made, and the reset's marks.

    Attributes:
        sessions: by save id.
        merges: ``(name, into)`` as written, oldest first.
        since: per session, what a reset counted already: ``(deals, ended)``.
    """

    sessions: dict[str, SessionRoll] = field(default_factory=dict)
    merges: list[tuple[str, str]] = field(default_factory=list)
    since: dict[str, tuple[int, bool]] = field(default_factory=dict)
    _ordered: list[SessionRoll] | None = field(default=None, repr=False)

    @classmethod
    def of(cls, entries: Iterable[Entry]) -> Book:
        """A book of ``entries``."""
        book = cls()
        for e in entries:
            book.fold(e)
        return book

    def ordered(self) -> list[SessionRoll]:
        """The sessions in the order they were last played (then by id)."""
        if self._ordered is None:
            self._ordered = sorted(self.sessions.values(), key=lambda r: (r.at, r.session))
        return self._ordered

    def counts(self) -> dict[str, tuple[int, bool]]:
        """Per session: the highest deal number recorded (or counted by a reset) and whether its end is."""
        have = {sid: (r.last_deal, r.ended) for sid, r in self.sessions.items()}
        for sid, (deals, ended) in self.since.items():
            got = have.get(sid, (0, False))
            have[sid] = (max(got[0], deals), got[1] or ended)
        return have

    def fold(self, e: Entry) -> None:
        """Add one entry (a deal already recorded, or a session's end already recorded, counts once)."""
        self._ordered = None
        if isinstance(e, DealEntry):
            roll = self.sessions.get(e.session)
            if roll is None:
                roll = self.sessions[e.session] = SessionRoll(e.session, e.ruleset, len(e.seats), e.at)
            bit = 1 << min(e.number, 4096)
            if roll.numbers & bit:
                return
            roll.numbers |= bit
            roll.deals += 1
            roll.at = max(roll.at, e.at)
            rows = roll.rows
            for i, p in enumerate(e.seats):
                if i == len(rows):
                    rows.append([p.name, p.kind, p.level, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0])
                row = rows[i]
                row[DEALS] += 1
                row[GAMES] += p.game
                row[POPES] += p.popes
                row[HONOURS] += p.honours
                row[MATRIMONY] += p.matrimony
                row[INTRIGUE] += p.intrigue
                if p.fish >= 0:
                    row[WON] += p.fish
                else:
                    row[LOST] -= p.fish
                row[NET] += p.fish
                if p.take > row[TAKE]:
                    row[TAKE] = p.take
                if p.took > row[BOARD]:
                    row[BOARD] = p.took
        elif isinstance(e, SessionEnd):
            roll = self.sessions.get(e.session)
            if roll is None or roll.ended:
                return
            roll.ended = True
            roll.at = max(roll.at, e.at)
            for row, share in zip(roll.rows, e.share):
                row[NET] += share
                if share >= 0:
                    row[WON] += share
                else:
                    row[LOST] -= share
        elif isinstance(e, Merge):
            self.merges.append((e.name, e.into))
        elif isinstance(e, Since):
            self.since[e.session] = (e.deals, e.ended)


def book_data(book: Book, ledger: dict[str, Any]) -> dict[str, Any]:
    """The cache's JSON data: the book, and which ledger it covers (``{"ino": ..., "offset": ..., "end": ...}``)."""
    return {
        "format": CACHE_FORMAT, "version": CACHE_VERSION, "ledger": ledger,
        "sessions": [[r.session, r.ruleset, r.seats, r.at, r.ended, r.deals, format(r.numbers, "x"), r.rows]
                     for r in book.sessions.values()],
        "merges": [list(m) for m in book.merges],
        "since": [[sid, d, e] for sid, (d, e) in book.since.items()],
    }


LIMIT = MAX_FISH * 1000
"""The largest sum a cache may hold, plus or minus."""


def _is_int(v: object) -> bool:
    return type(v) is int and -LIMIT <= v <= LIMIT  # a bool is not a count


def book_from_data(data: Any) -> tuple[Book, dict[str, Any]]:
    """A book from the cache's JSON data, and which ledger it covers.

    Raises:
        ValueError: the data is not a cache this version writes, or holds anything out of place (the cache is
            then made again from the ledger).
    """
    if not isinstance(data, dict) or data.get("format") != CACHE_FORMAT or data.get("version") != CACHE_VERSION:
        raise ValueError("not a cache of this version")
    ledger = data.get("ledger")
    if not isinstance(ledger, dict):
        raise ValueError("no ledger named")
    book = Book()
    for item in data["sessions"]:
        sid, ruleset, seats, at, ended, deals, numbers, rows = item
        if not (isinstance(sid, str) and isinstance(ruleset, str) and _is_int(seats) and _is_int(at)
                and isinstance(ended, bool) and _is_int(deals) and isinstance(numbers, str) and len(numbers) < 1100
                and isinstance(rows, list) and len(rows) == seats):
            raise ValueError("a session out of place")
        for row in rows:
            if not (isinstance(row, list) and len(row) == ROW_SIZE and isinstance(row[NAME], str)
                    and row[KIND] in ("human", "computer") and isinstance(row[LEVEL], str)):
                raise ValueError("a seat out of place")
            sums = row[DEALS:]
            if set(map(type, sums)) != {int} or min(sums) < -LIMIT or max(sums) > LIMIT:  # no bool, no float
                raise ValueError("a seat's sums out of place")
        book.sessions[sid] = SessionRoll(sid, ruleset, seats, at, ended, deals, int(numbers, 16), rows)
    for name, into in data["merges"]:
        if not (isinstance(name, str) and isinstance(into, str)):
            raise ValueError("a merge out of place")
        book.merges.append((name, into))
    for sid, d, e in data["since"]:
        if not (isinstance(sid, str) and _is_int(d) and isinstance(e, bool)):
            raise ValueError("a reset's mark out of place")
        book.since[sid] = (d, e)
    return book, ledger
