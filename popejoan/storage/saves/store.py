"""The store of saved sessions: one folder, one ``<id>.json`` file per session (README, "Saved sessions").

Holds :class:`SaveStore` (new ids, holding a session, writing, listing, resuming, renaming, deleting, keeping a
bad file aside with why) and the helpers it reads and keeps files aside with (:func:`file_stamp`, :func:`_read`,
:func:`_keep_aside`). Every method raises :class:`~popejoan.engine.errors.SaveError` in words, never an
``OSError``.

It does not write in the background (:mod:`popejoan.storage.saves.writer`), nor define what a list of saves
shows (:mod:`popejoan.storage.saves.listing`) or a hold (:mod:`popejoan.storage.saves.hold`). No pygame.
"""

from __future__ import annotations

import contextlib
import itertools
import json
import os
import re
import secrets
import stat
import time
from collections.abc import Callable, Iterator, Mapping
from dataclasses import replace
from datetime import datetime, timezone
from pathlib import Path
from typing import TypeVar

from popejoan.engine.errors import (
    SAVE_PROBLEM_KINDS,
    NewerSaveError,
    PopeJoanError,
    SaveError,
)
from popejoan.engine.jsontypes import JSONValue
from popejoan.engine.record import (
    MAX_SAVE_BYTES,
    SessionRecord,
    decode_save,
    encode_save,
    read_listing,
)
from popejoan.engine.ruleset import with_file_base
from popejoan.engine.session import Session
from popejoan.storage.files import (
    file_in_the_way,
    fsync_folder,
    move_aside,
    write_atomic,
)
from popejoan.storage.paths import default_save_dir, user_ruleset_dir
from popejoan.storage.saves.hold import (
    HOLD_WAIT_S,
    IN_USE,
    LOCK_SUFFIX,
    SessionHold,
    _release_and_remove,
)
from popejoan.storage.saves.listing import (
    _ID,
    ID_MAX_BYTES,
    NAME_KEY,
    SUFFIX,
    SaveInfo,
    _info,
    is_save_id,
    session_name,
)

_T = TypeVar("_T")
_STALE_TEMP_SECONDS = 600.0
WHY_SUFFIX = ".why"
"""Beside a file kept aside (``NAME.json.bad``), ``NAME.json.bad.why`` notes why, in JSON (:meth:`SaveStore.why_kept`):
a later run names the reason too, not only the file."""


def _now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="milliseconds")


class SaveStore:
    """The folder of saved sessions.

    Args:
        folder: where the saves live (default: :func:`default_save_dir`). It
            is created on the first save.

    Every method that reads or writes raises :class:`SaveError` (never an
    ``OSError``) with the file and the problem in words. Methods may be called
    from any thread; each write is atomic on its own.
    """

    def __init__(self, folder: Path | str | None = None) -> None:
        self.folder = Path(folder) if folder is not None else default_save_dir()
        self._summaries: dict[str, tuple[tuple[int, int, int], SaveInfo]] = {}

    # --- names ----------------------------------------------------------------------

    def path(self, save_id: str) -> Path:
        """The file of save ``save_id``.

        Raises:
            SaveError: ``save_id`` is not a save's id (:data:`_ID`: one file's name in the folder, less
                ``.json``, no folder separator, not hidden, at most :data:`ID_MAX_BYTES` bytes).
        """
        if not is_save_id(save_id):
            raise SaveError(f"{save_id!r} is not the id of a saved session", kind="missing")
        return self.folder / (save_id + SUFFIX)

    def new_id(self) -> str:
        """A new, unused save id: the date and time, then six random hex digits (``20261129-214503-3f9a2c``)."""
        while True:
            save_id = f"{datetime.now(timezone.utc):%Y%m%d-%H%M%S}-{secrets.token_hex(3)}"
            if not self.path(save_id).exists():
                return save_id

    # --- holding a session in play -------------------------------------------------------

    def lock_path(self, save_id: str) -> Path:
        """The lock file of save ``save_id``: ``.<id>.lock`` beside it (hidden; :meth:`list_saves` never lists it).

        Raises:
            SaveError: ``save_id`` is not an id this store makes.
        """
        self.path(save_id)
        return self.folder / f".{save_id}{LOCK_SUFFIX}"

    def hold(self, save_id: str, wait: float | None = None) -> SessionHold:
        """Hold session ``save_id`` for play in this window: no other window of the game can take it up (resume,
        rename or delete it) until the hold is released or this process ends.

        Take it before the session is loaded or written. A folder where no lock file can be made (read-only,
        missing and not creatable) gives an unguarded hold (``held`` is ``False``) rather than stop play.

        Args:
            save_id: the save's id.
            wait: how long to wait for another window's hold to go, seconds (0: one try; None:
                :data:`HOLD_WAIT_S`).

        Raises:
            SaveError: ``kind`` ``"in_use"``: another window holds the session (:data:`IN_USE`); nothing was
                written. Also when this process already holds it through another :class:`SessionHold`: one
                session has one hold.
        """
        from filelock import FileLock, Timeout

        path = self.lock_path(save_id)
        # never a soft lock (a marker file a crash would leave behind, holding the session for ever): only the
        # system's, which it lets go when the process ends; a folder whose system has none plays on unguarded
        lock = FileLock(path, timeout=HOLD_WAIT_S if wait is None else wait, thread_local=False,
                        fallback_to_soft=False)
        try:
            lock.acquire()
        except Timeout:
            raise SaveError(IN_USE, str(self.path(save_id)), kind="in_use") from None
        except (OSError, NotImplementedError) as exc:  # no lock file can be made here: play on unguarded
            return SessionHold(save_id, path, None, str(getattr(exc, "strerror", None) or exc))
        return SessionHold(save_id, path, lock)

    def held_elsewhere(self, save_id: str) -> bool:
        """Whether another window holds session ``save_id`` now (a look, for ``--continue``'s choice and the menu's
        Continue card: the hold itself is what refuses). One try, no wait: a window that holds it holds it for as
        long as it plays (a menu looking at three sessions held elsewhere waited 0.75 s). No lock file is made for
        it: a session never held has none.

        A hold this process has on it counts too (one session has one hold).

        Raises:
            SaveError: ``save_id`` is not a save's id.
        """
        path = self.lock_path(save_id)
        if not path.exists():
            return False
        try:
            self.hold(save_id, wait=0.0).release()
        except SaveError:
            return True
        return False

    @contextlib.contextmanager
    def _holding(self, save_id: str, hold: SessionHold | None) -> Iterator[SessionHold]:
        """``hold`` if it is this session's, else a hold taken for the moment and let go after (its lock file
        removed again when the moment made it: a rename leaves the folder as it was).

        Raises:
            SaveError: ``kind`` ``"in_use"``: another window holds the session.
        """
        if hold is not None and hold.save_id == save_id:
            yield hold
            return
        made = not self.lock_path(save_id).exists()
        moment = self.hold(save_id)
        try:
            yield moment
        finally:
            if made:
                _release_and_remove(moment)
            else:
                moment.release()

    # --- writing --------------------------------------------------------------------

    def save(self, save_id: str, session: Session | SessionRecord, saved: str | None = None) -> Path:
        """Write a session's record now, atomically (on the calling thread; see :class:`SaveWriter`).

        Args:
            save_id: the save's id (:meth:`new_id`); an existing save of that
                id is replaced.
            session: the session, or a record taken earlier (:meth:`Session.record`).
            saved: the time to show as "last played" (ISO 8601); default now.

        Returns:
            The file written.

        Raises:
            SaveError: the folder or file cannot be written (disk full, no
                permission ...: ``"unwritable"``; a file where the folder
                should be: ``"not_a_folder"``): the previous save of that id
                is intact.
        """
        path = self.path(save_id)
        record = session.record() if isinstance(session, Session) else session
        data = encode_save(record, saved or _now())
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            write_atomic(path, data)
        except OSError as exc:
            if file_in_the_way(self.folder) is not None:
                raise self._not_a_folder() from None
            reason = str(exc.strerror or exc)
            raise SaveError(f"it could not be written ({reason})", str(path), kind="unwritable",
                            reason=reason) from None
        return path

    # --- reading --------------------------------------------------------------------

    def list_saves(self) -> tuple[list[SaveInfo], list[SaveError]]:
        """Every saved session, newest first, read from the files' summaries (no replay).

        A file that is not a valid save is kept aside (``.bad``) and reported;
        a save from a newer version is reported and left where it is.

        A file unchanged since this store last read it (same size, time and
        inode) is not read again, so showing the list again is cheap.

        Returns:
            ``(saves, problems)``: the saves, most recently played first, and
            one :class:`SaveError` per file refused now, each saying why in
            words (``kept_as`` names where a bad file was moved). No folder
            yet: no saves and no problems.

        Raises:
            SaveError: the folder itself cannot be read: ``kind``
                ``"not_a_folder"`` (a file stands where it should be) or
                ``"folder_unreadable"`` (the system refused: ``reason`` says
                why). An empty list would tell the players they have no saves.
        """
        saves: list[SaveInfo] = []
        problems: list[SaveError] = []
        names = self._names()
        if names is None:
            return saves, problems
        self._clear_stale_temps()
        seen: dict[str, tuple[tuple[int, int, int], SaveInfo]] = {}
        for name in sorted(n for n in names if n.endswith(SUFFIX)):
            path = self.folder / name
            save_id = name[: -len(SUFFIX)]
            if not is_save_id(save_id):
                if _ID.fullmatch(save_id):  # a good name, too long to be saved under again: said, not hidden
                    problems.append(SaveError(f"its name is too long for the game to save it again (at most "
                                              f"{ID_MAX_BYTES} bytes): give it a shorter name", str(path),
                                              kind="name_too_long"))
                continue
            try:
                st = path.stat()
            except OSError:
                continue  # deleted meanwhile
            if not path.is_file():
                continue
            key = (st.st_size, st.st_mtime_ns, st.st_ino)
            cached = self._summaries.get(save_id)
            if cached is not None and cached[0] == key:
                saves.append(cached[1])
                seen[save_id] = cached
                continue
            try:
                data = _read(path)
                info = _info(save_id, path, read_listing(data), len(data))
                saves.append(info)
                seen[save_id] = (key, info)
            except NewerSaveError as exc:
                problems.append(exc.at(str(path)))
            except SaveError as exc:
                problems.append(exc if exc.file is not None else self._refuse(path, exc))
            except Exception as exc:  # a file the checks above did not foresee: said, left in place,
                # never a crash: the list is read as the game starts, and one file must not keep it from starting
                problems.append(SaveError(f"the game could not read it ({type(exc).__name__}: {exc})"[:300], str(path)))
        self._summaries = seen
        saves.sort(key=lambda info: (info.saved_at, info.id), reverse=True)
        return saves, problems

    def _names(self) -> list[str] | None:
        """The names of the files in the folder, or None when there is no folder yet.

        Raises:
            SaveError: the folder cannot be read (``"not_a_folder"``, ``"folder_unreadable"``).
        """
        try:
            return os.listdir(self.folder)
        except FileNotFoundError:
            return None
        except NotADirectoryError:
            raise self._not_a_folder() from None
        except OSError as exc:
            reason = str(exc.strerror or exc)
            raise SaveError(f"the folder of saved sessions cannot be read ({reason})", str(self.folder),
                            kind="folder_unreadable", reason=reason) from None

    def _not_a_folder(self) -> SaveError:
        """The error for a file standing where the folder of saves should be, or where a folder above it should
        (``POPEJOAN_DATA_DIR`` naming a file): it names that file, the one to move."""
        return SaveError("a file stands where the folder of saved sessions should be",
                         str(file_in_the_way(self.folder) or self.folder), kind="not_a_folder")


    def info(self, save_id: str) -> SaveInfo:
        """One save's summary, without a replay.

        Raises:
            SaveError: no such save, or a file that is not a valid save (then kept aside).
        """
        path = self.path(save_id)

        def info() -> SaveInfo:
            data = _read(path)
            return _info(save_id, path, read_listing(data), len(data))

        return self._or_refuse(path, info)

    def load(self, save_id: str) -> Session:
        """Resume a saved session: read it, check it, replay it.

        Returns:
            The session as it stood when saved, mid-deal included (see
            :meth:`Session.from_record`), with its whole history.

        Raises:
            NewerSaveError: a save from a newer version (left in place).
            SaveError: no such save, or a save that is damaged, edited, or
                whose replay disagrees with it; such a file is kept aside as
                ``.bad`` and ``kept_as`` says where.
        """
        path = self.path(save_id)
        try:
            data = _read(path)
            _, record = decode_save(data)
            record = replace(record, rules=with_file_base(record.rules, user_ruleset_dir()))
            return Session.from_record(record)
        except NewerSaveError as exc:
            raise exc.at(str(path)) from None
        except SaveError as exc:
            if exc.file is not None:  # could not read it at all: nothing to keep aside
                raise
            raise self._refuse(path, exc) from None
        except PopeJoanError as exc:  # the engine refused the replay in a way not foreseen above
            problem = SaveError(f"the session cannot be played again ({exc})", kind="does_not_replay")
            raise self._refuse(path, problem) from None

    def latest_unfinished(self) -> SaveInfo | None:
        """The unfinished session played most recently (for "Continue" and ``--continue``), or ``None``.

        Bad files met on the way are kept aside, as in :meth:`list_saves`.
        """
        saves, _ = self.list_saves()
        return next((info for info in saves if not info.finished), None)

    def kept_aside(self) -> list[Path]:
        """The files kept aside so far (``*.bad``, ``*.bad-2`` ...), oldest name first."""
        if not self.folder.is_dir():
            return []
        return sorted(p for p in self.folder.iterdir() if re.search(r"\.bad(-\d+)?$", p.name))

    def rename(self, save_id: str, name: str, hold: SessionHold | None = None) -> SaveInfo:
        """Give a saved session a name of the players' choosing, kept in its notes (``meta["name"]``).

        The file is read and checked (no replay), the name put in its notes and the file written again
        atomically, as :meth:`save` does; when it was last played is left as it was. Resuming the session
        and saving it again keeps the name (it travels in :attr:`Session.meta`).

        Args:
            save_id: the save's id.
            name: the new name (:func:`session_name` tidies it).
            hold: this window's hold on the session, when it is the one in play; otherwise the session is held
                for the moment of the rename.

        Returns:
            The save's summary with its new name.

        Raises:
            ValueError: ``name`` is empty, only spaces, too long or holds a control character.
            NewerSaveError: a save from a newer version (left in place, untouched).
            SaveError: no such save; a file that is not a valid save (kept aside, as :meth:`load` does); the
                file cannot be written (``kind`` ``"unwritable"``): the save stays whole as it was; or another
                window plays the session (``kind`` ``"in_use"``): nothing is read or written.
        """
        return self.note(save_id, {NAME_KEY: session_name(name)}, hold)

    def note(self, save_id: str, changes: Mapping[str, JSONValue], hold: SessionHold | None = None) -> SaveInfo:
        """Change a saved session's notes (``meta``): each key of ``changes`` set to its value, or taken out where
        the value is ``None``. The file is read and checked (no replay) and written again atomically, as
        :meth:`save` does; when it was last played is left as it was.

        Args:
            save_id: the save's id.
            changes: the notes to set (JSON data), ``None`` for a note to take out.
            hold: this window's hold on the session, when it is the one in play; otherwise the session is held
                for the moment of the change.

        Returns:
            The save's summary with its notes changed.

        Raises:
            NewerSaveError, SaveError: as :meth:`rename`.
        """
        path = self.path(save_id)
        with self._holding(save_id, hold):
            summary, record = self._or_refuse(path, lambda: decode_save(_read(path)))
            meta = {**record.meta, **{key: value for key, value in changes.items() if value is not None}}
            for key in [key for key, value in changes.items() if value is None]:
                meta.pop(key, None)
            record = replace(record, meta=meta)
            saved = summary["saved"]
            assert isinstance(saved, str), "decode_save checked the summary's time saved"
            data = encode_save(record, saved)
            try:
                write_atomic(path, data)
            except OSError as exc:
                reason = str(exc.strerror or exc)
                raise SaveError(f"the file could not be written ({reason})", str(path), kind="unwritable",
                                reason=reason) from None
        return self.info(save_id)

    # --- deleting -------------------------------------------------------------------

    def delete(self, save_id: str, hold: SessionHold | None = None) -> None:
        """Delete a saved session (the player asked to), and its lock file. Nothing happens if it is already gone.

        A :class:`SaveWriter` may still hold a pending write of it: delete
        through :meth:`SaveWriter.delete` while one is running.

        Args:
            save_id: the save's id.
            hold: this window's hold on the session, when it is the one in play (it is released); otherwise the
                session is held for the moment of the delete.

        Raises:
            SaveError: the file cannot be removed; or another window plays the session (``kind``
                ``"in_use"``: deleting would pull the file from under it): nothing is deleted.
        """
        path = self.path(save_id)
        with self._holding(save_id, hold) as held:
            try:
                path.unlink()
            except FileNotFoundError:
                pass
            except OSError as exc:
                reason = str(exc.strerror or exc)
                raise SaveError(f"the save could not be deleted ({reason})", str(path), kind="not_deleted",
                                reason=reason) from None
            else:
                fsync_folder(self.folder)
            _release_and_remove(held)

    # --- inside ---------------------------------------------------------------------

    def _or_refuse(self, path: Path, read: Callable[[], _T]) -> _T:
        """What ``read`` makes of the save at ``path``.

        Raises:
            NewerSaveError: a save from a newer version, naming ``path`` (the file left in place).
            SaveError: a file that is not a valid save, kept aside (:meth:`_refuse`); an error that already
                names its file, as raised.
        """
        try:
            return read()
        except NewerSaveError as exc:
            raise exc.at(str(path)) from None
        except SaveError as exc:
            if exc.file is not None:
                raise
            raise self._refuse(path, exc) from None

    def _refuse(self, path: Path, exc: SaveError) -> SaveError:
        """Keep a refused file aside and say so; the error to raise or report. Why it was kept is noted beside it
        (:data:`WHY_SUFFIX`, :meth:`why_kept`), so that a later run can still say so."""
        try:
            kept = _keep_aside(path)
        except OSError as move_error:
            return exc.at(str(path), not_moved=str(move_error.strerror or move_error))
        with contextlib.suppress(OSError, ValueError):  # the note is a kindness: a folder that refuses it loses nothing
            note = {"file": path.name, "problem": exc.problem, "kind": exc.kind, "reason": exc.reason}
            write_atomic(kept.with_name(kept.name + WHY_SUFFIX), json.dumps(note, ensure_ascii=False).encode("utf-8"))
        return exc.at(str(path), kept.name)

    def why_kept(self, kept: Path) -> SaveError | None:
        """Why the file ``kept`` (one of :meth:`kept_aside`) was kept aside, as noted when it was (a
        :class:`SaveError` naming the file it was and where it is kept), or None when no note can be read (kept by
        an older version of the game, or the note removed)."""
        note_path = kept.with_name(kept.name + WHY_SUFFIX)
        try:
            if not stat.S_ISREG(os.stat(note_path).st_mode):  # a pipe would wait for a writer for ever
                return None
            with open(note_path, "rb") as f:
                note = json.loads(f.read(4096))
            kind = note["kind"] if note.get("kind") in SAVE_PROBLEM_KINDS else "damaged"
            reason = note.get("reason")
            return SaveError(str(note["problem"])[:500], str(kept.with_name(str(note["file"])[:200])), kept.name,
                             kind=kind, reason=str(reason)[:200] if isinstance(reason, str) else "")
        except Exception:  # a note is a kindness: whatever it holds, no note is said, nothing raised
            return None

    def _clear_stale_temps(self) -> None:
        """Remove temporary files left by a write that was killed (older than ten minutes)."""
        cutoff = time.time() - _STALE_TEMP_SECONDS
        for temp in self.folder.glob(".*.tmp"):
            try:
                if temp.stat().st_mtime < cutoff:
                    temp.unlink()
            except OSError:
                pass


def file_stamp(path: Path) -> tuple[int, int, int] | None:
    """The file at ``path`` as last written (inode, modification time in ns, size), or None when there is none: a
    save is replaced by a new file at every write (:func:`popejoan.storage.files.write_atomic`), so another writer's
    save has another stamp."""
    try:
        st = os.stat(path)
    except OSError:
        return None
    return st.st_ino, st.st_mtime_ns, st.st_size


def _read(path: Path) -> bytes:
    """The file's bytes, refusing a huge one before reading it.

    Raises:
        SaveError: the file is missing or unreadable (``file`` set: nothing to
            keep aside), or too big (``file`` unset: keep it aside).
    """
    try:
        size = path.stat().st_size
        if size > MAX_SAVE_BYTES:
            raise SaveError(f"the file is far too big for a saved session ({size:,} bytes; at most {MAX_SAVE_BYTES:,})",
                            kind="too_big")
        with open(path, "rb") as f:
            return f.read(MAX_SAVE_BYTES + 1)
    except FileNotFoundError:
        raise SaveError("there is no such saved session", str(path), kind="missing") from None
    except OSError as exc:
        reason = str(exc.strerror or exc)
        raise SaveError(f"the file cannot be read ({reason})", str(path), kind="unreadable", reason=reason) from None


def _keep_aside(path: Path) -> Path:
    """Move ``path`` to ``NAME.bad`` (or ``.bad-2``, ``.bad-3`` ...), never replacing an existing file.

    Returns:
        The new path.

    Raises:
        OSError: the file cannot be moved.
    """
    target = move_aside(path, (path.with_name(path.name + (".bad" if k == 1 else f".bad-{k}"))
                               for k in itertools.count(1)))
    assert target is not None  # the names never run out
    return target
