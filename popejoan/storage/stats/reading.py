"""Reading the statistics ledger's bytes: its header and lines as entries, and what a refused file says.

Holds the format's name and version (:data:`FORMAT`, :data:`VERSION`, :data:`HEADER`), the notices
(:class:`LedgerNotice`), what a read gives (:class:`LedgerRead`), the bytes parsed (:func:`_parse`: one parse of
every line at C speed, a bad line looked for only when there is one) and a read's entries made unique
(:func:`_unique`, :func:`_counts`). It opens no file (:mod:`popejoan.storage.stats.ledger` does). No pygame.
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Literal

from popejoan.storage.stats.entries import (
    MAX_LINE_BYTES,
    DealEntry,
    Entry,
    SessionEnd,
    Since,
    parse_entry,
)

FORMAT = "popejoan-stats"
"""The first line of every ledger names this format."""
VERSION = 1
"""The ledger format this version writes and the newest it reads."""
HEADER = json.dumps({"format": FORMAT, "version": VERSION}).encode() + b"\n"

NoticeKind = Literal["damaged", "too_big", "not_a_file", "newer", "unreadable", "unwritable"]


@dataclass(frozen=True)
class LedgerNotice:
    """Something the players should know about the ledger.

    Attributes:
        kind: ``"damaged"`` (kept aside, made again), ``"too_big"`` (kept aside), ``"not_a_file"`` (a folder or a
            pipe where it should be: moved aside), ``"newer"`` (from a newer version: left alone, figures from the
            saves), ``"unreadable"`` / ``"unwritable"`` (the system refused: ``detail`` says why).
        file: the ledger's path; ``kept_as``: the name it was kept aside under, or ``""``.
        detail: the system's words or the first bad line's number.
    """

    kind: NoticeKind
    file: str
    kept_as: str = ""
    detail: str = ""

    def words(self) -> str:
        """The notice in English words (the front end says it in the player's language by ``kind``)."""
        said = {
            "damaged": "the statistics file was damaged",
            "too_big": "the statistics file was far too big",
            "not_a_file": "something that is not a file stood where the statistics file should be",
            "newer": "the statistics file is from a newer version of the game: it is left for that version, "
                     "and the figures shown come from the saved sessions",
            "unreadable": "the statistics file cannot be read",
            "unwritable": "the statistics file cannot be written",
        }[self.kind]
        kept = f"; it is kept as {self.kept_as} and the figures were made again from the saved sessions" \
            if self.kept_as else ""
        why = f" ({self.detail})" if self.detail else ""
        return f"{said}{why}{kept}: {self.file}"


@dataclass
class LedgerRead:
    """What the ledger holds: every entry once (a deal twice recorded counts once), and what was said.

    Attributes:
        entries: the deals (by session and number, the latest line of each), the sessions' ends, the merges of
            names in the order made, and the reset's marks.
        notices: what happened to the file, for the players.
    """

    entries: list[Entry] = field(default_factory=list)
    notices: list[LedgerNotice] = field(default_factory=list)

    @property
    def deals(self) -> list[DealEntry]:
        """The finished deals recorded."""
        return [e for e in self.entries if isinstance(e, DealEntry)]


class _Refused(Exception):
    def __init__(self, kind: NoticeKind, detail: str = "", good: Sequence[Entry] = ()) -> None:
        super().__init__(kind)
        self.kind: NoticeKind = kind
        self.detail = detail
        self.good = list(good)


def _newer(head: bytes) -> bool:
    try:
        header = json.loads(head.split(b"\n", 1)[0])
        return isinstance(header, dict) and isinstance(header.get("version"), int) and header["version"] > VERSION
    except (ValueError, RecursionError):
        return False


def _parse(data: bytes) -> list[Entry]:
    """The entries of a ledger's bytes.

    Raises:
        _Refused: ``"newer"``, or ``"damaged"`` with the entries of the lines that could be read.
    """
    lines = data.split(b"\n")
    torn = lines.pop()  # after the last newline: empty, unless the file was cut short (a kill cannot do that)
    if torn:
        raise _Refused("damaged", "cut short", _salvage(lines))
    if not lines:
        return []
    try:
        header = json.loads(lines[0])
    except (ValueError, RecursionError):
        header = None
    if not isinstance(header, dict) or header.get("format") != FORMAT or not isinstance(header.get("version"), int):
        raise _Refused("damaged", "line 1", _salvage(lines))
    if header["version"] > VERSION:
        raise _Refused("newer")
    return _parse_body(lines[1:], 2)


def _parse_body(body: Sequence[bytes], first: int) -> list[Entry]:
    """The entries of a ledger's lines after its first (``first``: the first one's number, for the notice).

    Raises:
        _Refused: ``"damaged"`` with the entries of the lines that could be read.
    """
    try:  # one parse of them all (C speed); a bad line is looked for only when there is one
        if any(len(line) > MAX_LINE_BYTES for line in body):
            raise ValueError("a line too long")
        raw = json.loads(b"[" + b",".join(body) + b"]") if body else []
        if len(raw) != len(body):
            raise ValueError("lines that are not one value each")
        return [parse_entry(item) for item in raw]
    except (ValueError, RecursionError, TypeError):
        pass
    good: list[Entry] = []
    first_bad = 0
    for number, line in enumerate(body, start=first):
        try:
            if len(line) > MAX_LINE_BYTES:
                raise ValueError("too long")
            good.append(parse_entry(json.loads(line)))
        except (ValueError, RecursionError, TypeError):
            first_bad = first_bad or number
    raise _Refused("damaged", f"line {first_bad}", good)


def _salvage(lines: Sequence[bytes]) -> list[Entry]:
    good: list[Entry] = []
    for line in lines:
        with contextlib.suppress(ValueError, RecursionError, TypeError):
            if len(line) <= MAX_LINE_BYTES:
                good.append(parse_entry(json.loads(line)))
    return good


def _unique(entries: Sequence[Entry]) -> list[Entry]:
    """Each deal once (by session and number: the latest line), each end once; merges and marks as they come."""
    deals: dict[tuple[str, int], DealEntry] = {}
    ends: dict[str, SessionEnd] = {}
    others: list[Entry] = []
    for e in entries:
        if isinstance(e, DealEntry):
            deals[(e.session, e.number)] = e
        elif isinstance(e, SessionEnd):
            ends[e.session] = e
        else:
            others.append(e)
    return [*others, *deals.values(), *ends.values()]


def _counts(entries: Sequence[Entry]) -> dict[str, tuple[int, bool]]:
    """Per session: the highest deal number recorded (or marked by a reset) and whether its end is recorded."""
    have: dict[str, tuple[int, bool]] = {}
    for e in entries:
        if isinstance(e, DealEntry):
            deals, ended = have.get(e.session, (0, False))
            have[e.session] = (max(deals, e.number), ended)
        elif isinstance(e, SessionEnd):
            deals, _ = have.get(e.session, (0, False))
            have[e.session] = (deals, True)
        elif isinstance(e, Since):
            deals, ended = have.get(e.session, (0, False))
            have[e.session] = (max(deals, e.deals), ended or e.ended)
    return have
