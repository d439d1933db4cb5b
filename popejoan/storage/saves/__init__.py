"""The folder of saved sessions: write atomically, list, resume, delete, keep bad files aside.

One file per session, ``<id>.json``, in :func:`popejoan.storage.paths.default_save_dir` (README,
"Saved sessions"). The file's format and the replay that checks it are the
engine's (:mod:`popejoan.engine.record`, :meth:`Session.from_record`); this
package only keeps the files. It imports no pygame: the front end and the
headless tools use it alike.

- A save is written atomically: a temporary file in the same folder, flushed
  and fsynced, then renamed over the old one, and the folder fsynced where
  the system allows. A kill at any instant leaves the previous save or the
  new one, never a broken one.
- A save that cannot be read is refused with a :class:`SaveError` in words and
  kept aside as ``<id>.json.bad`` (``.bad-2``, ``.bad-3`` ... never replacing
  an earlier one); it is never deleted. A save from a newer version of the
  game is refused but left where it is, for that version to find.
- :class:`SaveWriter` writes in the background so the frame never waits on
  the disk; only the newest pending snapshot of each session is written.
- A session in play is held (:meth:`SaveStore.hold`): an OS lock on a hidden
  file beside its save (``.<id>.lock``, taken with the ``filelock`` library),
  so that a second window of the game cannot take up the same session and
  write its older state over the first one's. The system lets go of the lock
  when the holding process ends in any way (a crash, ``kill -9``); a folder
  where no lock file can be made does not stop play.

Typical use by the front end::

    store = SaveStore()                       # $POPEJOAN_DATA_DIR/saves, or the user data folder
    writer = SaveWriter(store)                # once, when the app starts
    save_id = store.new_id()                  # when a new session starts
    writer.submit(save_id, session)           # after every action, deal end and share-out
    ...
    writer.close()                            # at window close / SIGTERM: waits until all is written

    saves, problems = store.list_saves()      # newest first; problems: SaveErrors in words
    hold = store.hold(saves[0].id)            # SaveError(kind="in_use") if another window plays it
    session = store.load(saves[0].id)         # replays and checks; SaveError if refused
    ...
    hold.release()                            # the session is left (the process's end lets go too)
    store.rename(save_id, "Sunday with Grandma")  # the players' own name for it, kept in the file
    writer.delete(save_id)                    # drops pending writes, then deletes the file

A session's name, when the players gave it one, is kept in the session's own
notes (``meta["name"]``): it is saved with every snapshot, survives a resume,
and a save written before names existed simply has none (:attr:`SaveInfo.name`
is ``None``).

The package, a room for each job:

- :mod:`~popejoan.storage.saves.listing`: what a list of saves shows of each (:class:`SaveInfo`), ids and names;
- :mod:`~popejoan.storage.saves.hold`: the session lock (:class:`SessionHold`);
- :mod:`~popejoan.storage.saves.store`: the folder of saves (:class:`SaveStore`);
- :mod:`~popejoan.storage.saves.writer`: the writer thread (:class:`SaveWriter`).

The user folders (:func:`data_dir`, :func:`default_save_dir`) are :mod:`popejoan.storage.paths`'s; they are
named here too, as the saves have always offered them.
"""

from __future__ import annotations

from popejoan.storage.paths import DATA_DIR_ENV, data_dir, default_save_dir
from popejoan.storage.saves.hold import HOLD_WAIT_S, IN_USE, LOCK_SUFFIX, SessionHold
from popejoan.storage.saves.listing import (
    END_UNSEEN_KEY,
    ID_MAX_BYTES,
    NAME_KEY,
    NAME_MAX_CHARS,
    SUFFIX,
    SaveInfo,
    SeatInfo,
    continuable,
    end_unseen,
    is_save_id,
    made_by_the_game,
    name_in,
    session_name,
    to_continue,
)
from popejoan.storage.saves.store import WHY_SUFFIX, SaveStore, file_stamp
from popejoan.storage.saves.writer import SaveWriter

__all__ = [
    "DATA_DIR_ENV", "END_UNSEEN_KEY", "HOLD_WAIT_S", "ID_MAX_BYTES", "IN_USE", "LOCK_SUFFIX", "NAME_KEY",
    "NAME_MAX_CHARS", "SUFFIX", "WHY_SUFFIX", "SaveInfo", "SaveStore", "SaveWriter", "SeatInfo", "SessionHold",
    "continuable", "data_dir", "default_save_dir", "end_unseen", "file_stamp", "is_save_id", "made_by_the_game",
    "name_in", "session_name", "to_continue",
]
