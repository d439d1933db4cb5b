"""Statistics: every player's history, kept in a ledger that outlives the saves (issue 35).

The package, a room for each job (no pygame, no front end):

- :mod:`~popejoan.storage.stats.entries`: what the ledger keeps of a finished deal, a session's end, a merge of
  names, derived from the engine's deal records and events;
- :mod:`~popejoan.storage.stats.reading`: the ledger's bytes read as entries, and the notices of a refused file;
- :mod:`~popejoan.storage.stats.ledger`: the ledger's file (:class:`Ledger`): recording, reading, mending,
  resetting, rebuilding and catching up from the saves;
- :mod:`~popejoan.storage.stats.book`: the entries rolled up by session (what the figures read), and its cache;
- :mod:`~popejoan.storage.stats.figures`: the figures, pure functions over the entries or their book.

Typical use::

    ledger = Ledger()                          # stats.jsonl in the data folder, caught up from its saves
    ledger.record(deal_entries(session, save_id, at, first=n))   # when deals finish (the autosave does)
    book, notices = ledger.book()              # rolled up by session (a damaged file kept aside, said)
    table = player_table(book, Filters())
"""

from __future__ import annotations

from popejoan.storage.stats.book import Book, SessionRoll
from popejoan.storage.stats.entries import (
    DealEntry,
    Entry,
    Merge,
    SeatDeal,
    SessionEnd,
    Since,
    deal_entries,
    deal_entry,
    session_end,
)
from popejoan.storage.stats.figures import (
    Filters,
    PlayerFigures,
    Records,
    SessionLine,
    everyone,
    everyone_records,
    name_key,
    player_sessions,
    player_table,
    stats_json,
)
from popejoan.storage.stats.ledger import LEDGER_FILE, Ledger
from popejoan.storage.stats.reading import LedgerNotice, LedgerRead

__all__ = [
    "LEDGER_FILE", "Book", "DealEntry", "Entry", "Filters", "Ledger", "LedgerNotice", "LedgerRead", "Merge",
    "PlayerFigures", "Records", "SeatDeal", "SessionEnd", "SessionLine", "SessionRoll", "Since", "deal_entries",
    "deal_entry", "everyone", "everyone_records", "name_key", "player_sessions", "player_table", "session_end",
    "stats_json",
]
