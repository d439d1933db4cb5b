"""The record of a session, and the versioned JSON of a saved session.

A session is rebuilt by replaying it (DESIGN.md, section 1): the same
ruleset, seats, seed, starting chips and first dealer, then each deal's deck
(checked against the seeded shuffle) and its decisions, in order. The record
also keeps the balances and board after each deal (a *checkpoint*) and where
the session stood when it was saved; a replay that disagrees with any of them
is refused, never trusted.

- :class:`SessionRecord` is the record as data, made by
  :meth:`popejoan.engine.session.Session.record` (a snapshot: immutable, safe
  to hand to another thread) and replayed by
  :meth:`popejoan.engine.session.Session.from_record`.
- :func:`encode_save` / :func:`decode_save` turn it into the bytes of a save
  file and back, validating every field (pydantic) and a SHA-256 check sum of
  the content; :func:`read_summary` reads only what a list of saves shows.

The file is one JSON object (README, "Saved sessions")::

    {"format": "popejoan-session", "version": 1, "checksum": "sha256:...",
     "summary": {...what a menu shows...}, "session": {...the record...}}

Each error is a :class:`~popejoan.engine.errors.SaveError` whose message says
in words what is wrong. The engine does no file input or output here; the
folder of saves is :mod:`popejoan.storage.saves`.

Rooms by job, every name re-exported here: :mod:`~popejoan.engine.record.model` (the record as data),
:mod:`~popejoan.engine.record.codes` (card codes, canonical JSON, the check sum),
:mod:`~popejoan.engine.record.writing` and :mod:`~popejoan.engine.record.reading`.
"""

from __future__ import annotations

from popejoan.engine.jsontypes import JSONValue
from popejoan.engine.record.codes import canonical_json  # the old name, read by a test
from popejoan.engine.record.model import (
    FORMAT,
    MAX_SAVE_BYTES,
    VERSION,
    Checkpoint,
    DealLog,
    Position,
    SessionRecord,
    ShareOutLog,
    check_json_data,
    check_json_object,
)
from popejoan.engine.record.reading import MAX_NUMBER_DIGITS, decode_save, read_listing, read_summary
from popejoan.engine.record.writing import encode_save, record_data, record_text, summary_data

__all__ = [
    "FORMAT", "VERSION", "MAX_SAVE_BYTES", "Checkpoint", "DealLog", "ShareOutLog", "Position", "SessionRecord",
    "canonical_json", "record_data", "record_text", "summary_data", "encode_save", "decode_save", "read_summary",
    "read_listing", "check_json_data", "check_json_object", "JSONValue", "MAX_NUMBER_DIGITS",
]
