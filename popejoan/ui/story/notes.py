"""The notes put into a deal's story: the plays taken back (undone) at the table.

:func:`undo_notes` reads them from a session's notes; :func:`with_notes` puts them among the story's lines
where they happened. Telling the deal itself is :mod:`popejoan.ui.story.telling`'s.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from popejoan.engine.cards import parse_card
from popejoan.engine.errors import CardError
from popejoan.ui.story.lines import CardArg, Line, Seat


def undo_notes(meta: Mapping[str, object], number: int) -> list[Line]:
    """The notes of plays taken back in deal ``number``, from a session's notes (``Session.meta["undos"]``,
    written by the table: ``{"deal", "at", "seat", "action", "decision"}`` each).

    Each note is a ``"note"`` line placed at the event count the deal was taken back to (``at``), so
    :func:`with_notes` puts it after everything that still stands before it. Entries that are not
    well formed (a save edited by hand) are passed over.
    """
    out: list[Line] = []
    entries = meta.get("undos") if isinstance(meta, Mapping) else None
    for entry in entries if isinstance(entries, list) else []:
        if not isinstance(entry, Mapping) or entry.get("deal") != number:
            continue
        at, seat = entry.get("at"), entry.get("seat")
        if not isinstance(at, int) or not isinstance(seat, int):
            continue
        if entry.get("decision") == "pope_offer":
            out.append(Line("undo_offer", {"who": Seat(seat)}, "note", at, at, seat))
            continue
        try:
            card = parse_card(str(entry.get("action", "")))
        except CardError:
            continue
        out.append(Line("undo", {"who": Seat(seat), "card": CardArg(card, the=True)}, "note", at, at, seat))
    return out


def with_notes(lines: Sequence[Line], notes: Sequence[Line], shown: int | None = None) -> list[Line]:
    """``lines`` with each of ``notes`` put before the first line telling an event at or after the note's
    (a note at the end goes last); notes beyond ``shown`` events are left out."""
    places: list[tuple[int, int, Line]] = []
    for k, note in enumerate(notes):
        if shown is not None and note.event > shown:
            continue
        at = next((i for i, line in enumerate(lines) if line.event >= note.event), len(lines))
        places.append((at, k, note))
    out = list(lines)
    for at, _, note in sorted(places, key=lambda p: (p[0], p[1]), reverse=True):
        out.insert(at, note)
    return out
