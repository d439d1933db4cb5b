"""The old name of :mod:`popejoan.storage.saves` (the folder of saved sessions), kept only so that modules not yet
moved to the new name still import: it re-exports the names they import and holds nothing itself.

New code imports :mod:`popejoan.storage.saves`; a test that patches a name patches it where it is looked up
(:mod:`popejoan.storage.saves.store`, ``...hold``, ``...listing``, ``...writer``). Remove this module once
nothing imports ``popejoan.saves``.
"""

from __future__ import annotations

from popejoan.storage.saves import (
    DATA_DIR_ENV,
    END_UNSEEN_KEY,
    IN_USE,
    NAME_KEY,
    NAME_MAX_CHARS,
    SaveInfo,
    SaveStore,
    SaveWriter,
    SeatInfo,
    SessionHold,
    continuable,
    data_dir,
    default_save_dir,
    end_unseen,
    file_stamp,
    made_by_the_game,
    name_in,
    session_name,
    to_continue,
)

__all__ = [
    "DATA_DIR_ENV", "END_UNSEEN_KEY", "IN_USE", "NAME_KEY", "NAME_MAX_CHARS", "SaveInfo", "SaveStore", "SaveWriter",
    "SeatInfo", "SessionHold", "continuable", "data_dir", "default_save_dir", "end_unseen", "file_stamp",
    "made_by_the_game", "name_in", "session_name", "to_continue",
]
