"""Saving the session in play, and the app's saved sessions.

Every session the game starts is saved as it is played (README, "Saved
sessions"). :class:`Saving` is the app's one door to the folder of saves: a
:class:`~popejoan.storage.saves.SaveStore` (listing, resuming, deleting) and one
background :class:`~popejoan.storage.saves.SaveWriter`, made on first use so the
title's first frame waits for neither.

The session in play has a :class:`SessionSaver`. The app asks it once a frame,
after the top scene's update (:meth:`Saving.tick`), whether the session has
moved on: a deal started, a decision taken (a lead, an answer to a Pope
offer), a deal ended and recorded, the share-out dealt. Each change, whichever
scene made it (the table, the summary's share-out), is submitted as a
snapshot (about 0.02 ms on the UI thread) in the frame it happens; the writer
thread encodes and writes it, so a frame never waits on the disk. A frame
makes at most one decision, so every action gets its own save. When the
window closes the writer is flushed and closed (:meth:`Saving.close`, from
the app's way out).

The session in play is held (:meth:`popejoan.storage.saves.SaveStore.hold`) from the
moment it is started or taken up until it is left (the menu, another session,
deleting it) or the app closes; the system lets go if the process dies. A
second window of the game is refused it in words (:func:`refusal`) before
anything is written, so it can never write an older state over the first
window's play. A finished session needs no hold: its standings open in any
number of windows.

A write that fails (a full disk, a folder without permission) is reported in
words: :meth:`Saving.tick` polls the writer about once a second and
:meth:`Saving.draw` lays a slip saying so over whatever is on screen.

This package imports nothing heavy at import time; the engine and the saves
(:mod:`popejoan.storage.saves`) are imported when a session is started, resumed or listed.

The package, a room for each job:

- :mod:`~popejoan.ui.autosave.saver`: one session saved as it is played (:class:`SessionSaver`), no pygame;
- :mod:`~popejoan.ui.autosave.saving`: the app's saved sessions (:class:`Saving`) and the failed save's slip;
- :mod:`~popejoan.ui.autosave.words`: a saved session, and a refused one, in words.
"""

from __future__ import annotations

from popejoan.ui.autosave.saver import (
    SessionSaver,
    decisions,
    progress,
    seat_records,
    setup_of,
)
from popejoan.ui.autosave.saving import (
    CLOSE_TIMEOUT_S,
    FAILURE_SHOWN_MS,
    FOLDER_PROBLEMS,
    NEW_ID_TRIES,
    POLL_MS,
    UNSAVED_WAIT_S,
    Saving,
)
from popejoan.ui.autosave.words import (
    deals_played,
    deals_word,
    named_line,
    players_line,
    problem_lines,
    problem_words,
    quoted_name,
    refusal,
    seat_runs,
    seat_word,
    seats_line,
    standing_line,
    when_played,
    where_it_stands,
)

__all__ = [
    "CLOSE_TIMEOUT_S", "FAILURE_SHOWN_MS", "FOLDER_PROBLEMS", "POLL_MS", "UNSAVED_WAIT_S", "NEW_ID_TRIES",
    "SessionSaver", "Saving", "deals_word", "decisions", "deals_played", "named_line", "players_line",
    "problem_lines", "problem_words", "refusal", "quoted_name", "progress", "seat_records", "seat_runs", "seat_word",
    "seats_line", "setup_of", "standing_line",
    "when_played", "where_it_stands",
]
