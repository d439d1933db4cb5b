"""The folder of saved sessions: write atomically, list, resume, delete, keep bad files aside.

One file per session, ``<id>.json``, in :func:`default_save_dir` (README,
"Saved sessions"). The file's format and the replay that checks it are the
engine's (:mod:`popejoan.engine.record`, :meth:`Session.from_record`); this
module only keeps the files. It imports no pygame: the front end and the
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
"""

from __future__ import annotations

import atexit
import contextlib
import itertools
import json
import os
import re
import secrets
import stat
import threading
import time
from dataclasses import dataclass, field, replace
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Callable, Iterator, Mapping, Optional, Sequence, TypeVar, Union

from popejoan.files import file_in_the_way, fsync_folder, move_aside, write_atomic
from popejoan.engine.errors import SAVE_PROBLEM_KINDS, NewerSaveError, PopeJoanError, SaveError
from popejoan.engine.record import MAX_SAVE_BYTES, SessionRecord, decode_save, encode_save, read_listing
from popejoan.engine.ruleset import with_file_base
from popejoan.engine.session import Session

_T = TypeVar("_T")

DATA_DIR_ENV = "POPEJOAN_DATA_DIR"
"""An environment variable naming a folder to use instead of the user data folder (tests, portable installs)."""
SUFFIX = ".json"
_ID = re.compile(r"[^./\\\x00-\x1f\x7f\ud800-\udfff][^/\\\x00-\x1f\x7f\ud800-\udfff]*")
"""A save's id is its file's name less ``.json``: the game makes ``20261129-214503-3f9a2c``
(:meth:`SaveStore.new_id`), but a save copied or renamed by the player (``Sunday (1).json``, ``café.json``)
keeps whatever name it was given, so any name of one file in the folder is an id: no folder separator,
no control character, not hidden (a leading ``.``: the writer's temporary files), at most
:data:`ID_MAX_BYTES` bytes in UTF-8 (a file name has at most 255, and the writer's temporary file and the
lock file add to it), and readable as text (a name the system could not decode is not listed: it could not be
shown)."""
ID_MAX_BYTES = 200
"""The longest a save's id may be, in UTF-8 bytes (a longer name is not listed: it could never be saved again)."""
_STALE_TEMP_SECONDS = 600.0
LOCK_SUFFIX = ".lock"
"""A session's lock file is ``.<id>.lock`` beside its save: hidden, and never listed (only ``*.json`` is)."""
WHY_SUFFIX = ".why"
"""Beside a file kept aside (``NAME.json.bad``), ``NAME.json.bad.why`` notes why, in JSON (:meth:`SaveStore.why_kept`):
a later run names the reason too, not only the file."""
HOLD_WAIT_S = 0.25
"""How long (seconds) taking a hold waits for a lock held only for a moment (another window looking whether a
session is free, or renaming it); a window that plays a session holds it for as long as it plays."""
IN_USE = "the session is open in another Pope Joan window: play it there, or close that window first"
"""What :meth:`SaveStore.hold` says when another window holds the session (``SaveError.problem``)."""
NAME_KEY = "name"
"""The key of a session's name in its notes (``Session.meta``)."""
NAME_MAX_CHARS = 40
"""The most characters a session's name may have (the list also keeps it within its row's width)."""


END_UNSEEN_KEY = "end_unseen"
"""A note (``meta["end_unseen"] = True``) on a session ended with a share-out that the players have not yet watched
to its final standings: the window was closed, or the game stopped, while the board was being shared out. Continue
takes such a session up again (:func:`to_continue`) to show them; old saves, without the note, were seen."""


def end_unseen(info: "SaveInfo") -> bool:
    """Whether ``info``'s session has ended but its share-out and final standings were never shown to the end
    (:data:`END_UNSEEN_KEY`)."""
    return info.finished and info.meta.get(END_UNSEEN_KEY) is True


def continuable(info: "SaveInfo") -> bool:
    """Whether Continue may take up ``info``'s session: unfinished, or ended during a share-out nobody watched to
    the end (:func:`end_unseen`). The menu's Continue card and ``--continue`` alike (:func:`to_continue`)."""
    return not info.finished or end_unseen(info)


def name_in(meta: Mapping[str, Any]) -> str | None:
    """The name the players gave a session, read from its notes (``Session.meta`` or a save's), or ``None``:
    never named, or a note that is not a valid name (:func:`session_name`; shown nowhere rather than refused).

    Args:
        meta: the session's notes.
    """
    try:
        return session_name(meta.get(NAME_KEY))
    except ValueError:
        return None


def session_name(text: object) -> str:
    """A session's name as the players typed it, checked and tidied: outer spaces removed, inner runs of spaces
    made one.

    Args:
        text: the name typed.

    Returns:
        The name to keep (1 to :data:`NAME_MAX_CHARS` characters).

    Raises:
        ValueError: ``text`` is not a string, is empty or only spaces, is longer than :data:`NAME_MAX_CHARS`
            characters, or holds a control character (a line break, a tab).
    """
    if not isinstance(text, str):
        raise ValueError(f"a session's name must be text, not {type(text).__name__}")
    if any(not ch.isprintable() and ch != " " for ch in text):
        raise ValueError(f"a session's name cannot hold a line break or other control character: {text!r}")
    name = " ".join(part for part in text.split(" ") if part)
    if not name:
        raise ValueError("a session's name cannot be empty or only spaces")
    if len(name) > NAME_MAX_CHARS:
        raise ValueError(f"a session's name has at most {NAME_MAX_CHARS} characters, not {len(name)}: {name!r}")
    return name


def data_dir() -> Path:
    """The game's folder for the player's data: ``$POPEJOAN_DATA_DIR``, or platformdirs' user data folder.

    On Linux ``~/.local/share/popejoan``; on Windows ``%LOCALAPPDATA%\\popejoan``;
    on macOS ``~/Library/Application Support/popejoan``.
    """
    override = os.environ.get(DATA_DIR_ENV)
    if override:
        return Path(override)
    import platformdirs

    return Path(platformdirs.user_data_dir("popejoan", appauthor=False))


def default_save_dir() -> Path:
    """The folder of saved sessions: ``saves`` in :func:`data_dir`."""
    return data_dir() / "saves"


@dataclass(frozen=True)
class SeatInfo:
    """One seat of a saved session, as a list of saves shows it.

    Attributes:
        name: the player's name.
        kind: the seat's ``"kind"`` as the front end stored it (``"human"``,
            ``"computer"``), or ``None``.
        level: a computer seat's ``"level"`` (``"easy"`` .. ``"expert"``), or ``None``.
        data: everything the front end stored for the seat.
    """

    name: str
    kind: str | None
    level: str | None
    data: Mapping[str, Any]


@dataclass(frozen=True)
class SaveInfo:
    """A saved session as a menu lists it, read from the file's summary without a replay.

    Attributes:
        id: the save's id (its file name without ``.json``).
        path: the file.
        ruleset_id: the ruleset's id; ``ruleset_native`` / ``ruleset_english``
            its name in its own language and in English.
        options: the variants in force (option name -> value).
        players: the seats, clockwise.
        deals_played: deals finished.
        deal_number: the number of the deal in progress, or ``None`` between deals.
        balances: chips by seat now (fish); ``board``: chips by compartment now.
        finished: whether the session has ended (kept as a record).
        saved_at: when it was last saved (last played), an aware UTC datetime.
        size: the file's size in bytes.
        meta: the session's own notes as the game wrote them (``{"deals": 12, "undos": [...]}``);
            read for the list only, never trusted for play.
    """

    id: str
    path: Path
    ruleset_id: str
    ruleset_native: str
    ruleset_english: str
    options: Mapping[str, Any]
    players: tuple[SeatInfo, ...]
    deals_played: int
    deal_number: int | None
    balances: tuple[int, ...]
    board: Mapping[str, int]
    finished: bool
    saved_at: datetime
    size: int
    meta: Mapping[str, Any] = field(default_factory=dict)

    @property
    def name(self) -> str | None:
        """The name the players gave the session (:meth:`SaveStore.rename`), or ``None``: never named (every save
        written before sessions had names), or a note that is not a valid name (read for the list only)."""
        return name_in(self.meta)

    @property
    def listed_as(self) -> str | None:
        """What the list of saved sessions calls it: the players' name for it, else the name of a file the game did
        not name (a save copied or renamed by the player, ``Sunday (1).json``: the copies of one session read alike
        in every other way), else ``None`` (listed by its ruleset)."""
        return self.name or (None if made_by_the_game(self.id) else self.id)


def to_continue(saves: Sequence[SaveInfo], held_elsewhere: Callable[[str], bool]) -> SaveInfo | None:
    """The session a Continue takes up: the first of ``saves`` (newest first, as :meth:`SaveStore.list_saves` gives
    them) that is unfinished, or ended with a share-out nobody watched to the end (:func:`end_unseen`: Continue shows
    it and the final standings), and that no other window plays (``held_elsewhere(save_id)``: that window's to
    play), or None. The menu's Continue card and ``--continue`` alike."""
    return next((info for info in saves if continuable(info) and not held_elsewhere(info.id)), None)


def _info(save_id: str, path: Path, listing: tuple[dict[str, Any], dict[str, Any]], size: int) -> SaveInfo:
    summary, meta = listing
    seats = tuple(
        SeatInfo(
            name=str(p.get("name", "")),
            kind=p.get("kind") if isinstance(p.get("kind"), str) else None,
            level=p.get("level") if isinstance(p.get("level"), str) else None,
            data=p,
        )
        for p in summary["players"]
    )
    try:
        saved_at = datetime.fromisoformat(summary["saved"])
        if saved_at.tzinfo is None:
            saved_at = saved_at.replace(tzinfo=timezone.utc)
    except ValueError:
        raise SaveError(f"the field 'summary.saved' is wrong: {summary['saved']!r} is not a date and time") from None
    names = summary["ruleset_name"]
    return SaveInfo(
        id=save_id, path=path, ruleset_id=summary["ruleset"], ruleset_native=names["native"],
        ruleset_english=names["english"], options=dict(summary["options"]), players=seats,
        deals_played=summary["deals_played"], deal_number=summary["deal"], balances=tuple(summary["balances"]),
        board=dict(summary["board"]), finished=summary["finished"], saved_at=saved_at, size=size, meta=meta,
    )


_MADE_ID = re.compile(r"\d{8}-\d{6}-[0-9a-f]{6}")


def made_by_the_game(save_id: str) -> bool:
    """Whether ``save_id`` is of the form the game gives a new save (:meth:`SaveStore.new_id`), not a name the
    player gave the file."""
    return _MADE_ID.fullmatch(save_id) is not None


def is_save_id(text: object) -> bool:
    """Whether ``text`` can be a save's id (:data:`_ID`, at most :data:`ID_MAX_BYTES` bytes in UTF-8)."""
    return isinstance(text, str) and _ID.fullmatch(text) is not None and len(text.encode("utf-8")) <= ID_MAX_BYTES


def _now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="milliseconds")


class SessionHold:
    """This process's hold on one saved session while it is played: an OS lock on ``.<id>.lock`` beside the save.

    Made by :meth:`SaveStore.hold`. The lock is the system's (``flock`` on Linux and macOS, ``LockFileEx`` on
    Windows, through the ``filelock`` library): it is let go by :meth:`release`, and by the system when the
    process ends in any way (a crash, ``kill -9``), so a session is never left held by a window that is gone.

    Attributes:
        save_id: the session's save id.
        path: the lock file.
        held: whether the lock is held. ``False`` when no lock file could be made (a read-only folder; an
            unguarded hold: play goes on, and saving reports the folder), and after :meth:`release`.
        reason: why no lock file could be made (the system's words), else ``""``.
    """

    def __init__(self, save_id: str, path: Path, lock: Any | None, reason: str = "") -> None:
        self.save_id = save_id
        self.path = path
        self.reason = reason
        self._lock = lock
        self._file = _identity(path) if lock is not None else None  # the lock file held

    def intact(self) -> bool:
        """Whether the hold still guards the session: held, and its lock file is still the file held (not
        removed, nor removed and made again: the folder of saves deleted under the game, a lock made where none
        could be made before). Another window could take up a session whose hold is not intact. About 5 µs."""
        if not self.held:
            return False
        if os.name == "nt":  # an open file cannot be removed there: held is intact
            return True
        held = self._file
        fd = getattr(getattr(self._lock, "_context", None), "lock_file_fd", None)  # the file the lock holds open
        if isinstance(fd, int):
            try:
                st = os.fstat(fd)
            except OSError:
                return False
            if st.st_nlink == 0:  # removed
                return False
            held = (st.st_dev, st.st_ino)
        return held is not None and _identity(self.path) == held

    @property
    def held(self) -> bool:
        """Whether this process holds the lock now (``False`` for an unguarded hold, and once released)."""
        return self._lock is not None and self._lock.is_locked

    def release(self) -> None:
        """Let go of the session (another window may take it up now). Safe to call twice; never raises."""
        lock, self._lock = self._lock, None
        if lock is not None:
            with contextlib.suppress(Exception):  # a lock that cannot be let go is let go at the process's end
                lock.release(force=True)

    def __enter__(self) -> "SessionHold":
        return self

    def __exit__(self, *exc: object) -> None:
        self.release()

    def __repr__(self) -> str:
        return f"SessionHold({self.save_id!r}, held={self.held})"


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

    def hold(self, save_id: str, wait: Optional[float] = None) -> SessionHold:
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

    def save(self, save_id: str, session: Union[Session, SessionRecord], saved: str | None = None) -> Path:
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
            except Exception as exc:  # noqa: BLE001  a file the checks above did not foresee: said, left in place,
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
            record = replace(record, rules=with_file_base(record.rules))
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

    def note(self, save_id: str, changes: Mapping[str, Any], hold: SessionHold | None = None) -> SaveInfo:
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
            data = encode_save(record, summary["saved"])
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
        except Exception:  # noqa: BLE001 - a note is a kindness: whatever it holds, no note is said, nothing raised
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
    save is replaced by a new file at every write (:func:`popejoan.files.write_atomic`), so another writer's save
    has another stamp."""
    try:
        st = os.stat(path)
    except OSError:
        return None
    return st.st_ino, st.st_mtime_ns, st.st_size


def _identity(path: Path) -> tuple[int, int] | None:
    """The file at ``path`` as the system knows it (device, inode), or None when there is none."""
    try:
        st = os.stat(path)
    except OSError:
        return None
    return st.st_dev, st.st_ino


def _release_and_remove(hold: SessionHold) -> None:
    """Let go of ``hold`` and remove its lock file, so that no window can hold a file already gone.

    On Linux and macOS the file is removed while still held: a window that opened it meanwhile, and locks it
    once it is let go, finds it unlinked and takes the path's new file instead (``filelock`` 4 checks). Were it
    removed after, another window could hold the old file while a third makes and holds a new one. On Windows no
    open file can be removed: the lock is let go first, and ``filelock`` removes its file as it lets go.
    """
    if os.name != "nt" and hold.held:
        with contextlib.suppress(OSError):
            hold.path.unlink()
    hold.release()
    if os.name == "nt":
        with contextlib.suppress(OSError):
            hold.path.unlink()


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


class SaveWriter:
    """Writes saves on a background thread, so that saving never stalls a frame.

    :meth:`submit` takes the session's record at once (a snapshot, tens of
    microseconds) and returns; the thread encodes and writes it. If several
    snapshots of one session are waiting, only the newest is written.

    Args:
        store: where to write (default: a :class:`SaveStore` on the default folder).

    Attributes:
        store: the store written to.
        written: how many saves have been written.
    """

    def __init__(self, store: SaveStore | None = None) -> None:
        self.store = store if store is not None else SaveStore()
        self.written = 0
        self._pending: dict[str, tuple[SessionRecord, str]] = {}
        self._busy: str | None = None
        self._errors: list[SaveError] = []
        self._failed: dict[str, SaveError] = {}
        self._when_written: dict[str, list[Callable[[], None]]] = {}
        self._stamps: dict[str, tuple[int, int, int] | None] = {}  # each save as this writer last wrote it
        self._closed = False
        self._cond = threading.Condition()
        self._thread = threading.Thread(target=self._run, name="popejoan-saves", daemon=True)
        self._thread.start()
        atexit.register(self.close)

    def submit(self, save_id: str, session: Union[Session, SessionRecord]) -> None:
        """Save ``session`` under ``save_id`` in the background; returns at once.

        Call it after every action that changes the session (each lead, each
        Pope offer answer, each :meth:`Session.start_deal`,
        :meth:`Session.finish_deal` and :meth:`Session.share_out`), from the
        thread that plays the session: the snapshot (:meth:`Session.record`,
        about 20 µs) is taken here, the encoding and the disk are the writer
        thread's.

        Raises:
            SaveError: the writer is closed, or ``save_id`` is not a valid id.
        """
        self.store.path(save_id)
        record = session.record() if isinstance(session, Session) else session
        with self._cond:
            if self._closed:
                raise SaveError("the saves writer is closed", kind="internal")
            self._pending.pop(save_id, None)
            self._pending[save_id] = (record, _now())
            self._cond.notify_all()

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until every snapshot submitted so far is on disk (or failed).

        Args:
            timeout: seconds to wait at most; ``None`` waits as long as it takes.

        Returns:
            ``True`` if everything is written, ``False`` on timeout.
        """
        with self._cond:
            return self._cond.wait_for(lambda: not self._pending and self._busy is None, timeout)

    def discard(self, save_id: str) -> None:
        """Drop a pending snapshot of ``save_id`` and wait for its write in progress, if any."""
        with self._cond:
            self._pending.pop(save_id, None)
            self._cond.wait_for(lambda: self._busy != save_id)
            done = self._when_written.pop(save_id, [])
        for then in done:  # nothing of it is left to write
            with contextlib.suppress(Exception):
                then()

    def delete(self, save_id: str, hold: SessionHold | None = None) -> None:
        """Delete a saved session: drop its pending snapshot, then delete the file (:meth:`SaveStore.delete`).

        Raises:
            SaveError: the file cannot be removed, or another window plays the session (``kind`` ``"in_use"``).
        """
        self.discard(save_id)
        self.store.delete(save_id, hold)
        with self._cond:
            self._failed.pop(save_id, None)

    def stamp(self, save_id: str) -> tuple[int, int, int] | None:
        """The stamp (:func:`file_stamp`) of save ``save_id`` as this writer last wrote it, or None: never written
        by it."""
        with self._cond:
            return self._stamps.get(save_id)

    def errors(self) -> list[SaveError]:
        """The write failures since the last call (e.g. a full disk), oldest first; clears them.

        The front end polls this (say once a second) and tells the players.
        """
        with self._cond:
            errors, self._errors = self._errors, []
        return errors

    def when_written(self, save_id: str, then: Callable[[], None]) -> None:
        """Call ``then`` once no snapshot of ``save_id`` waits or is being written (at once if none does now):
        on the writer's thread, after the write, whether it succeeded or failed, and before :meth:`flush` counts
        it done. An exception from ``then`` is dropped (it must not stop the writer). Used to let go of a
        session's hold only once the disk has it.
        """
        with self._cond:
            if save_id in self._pending or self._busy == save_id:
                self._when_written.setdefault(save_id, []).append(then)
                return
        with contextlib.suppress(Exception):
            then()

    def unsaved(self, save_id: str) -> SaveError | None:
        """Why the newest write of ``save_id`` failed, or None when it reached the disk (or none was tried).

        Unlike :meth:`errors`, this is not cleared by reading it: only a later write of that session that
        succeeds clears it, so the front end can ask before the players leave a session the disk refused.
        A snapshot still waiting, or being written, does not clear it either: :meth:`flush` first to know how
        the newest one went.
        """
        with self._cond:
            return self._failed.get(save_id)

    @property
    def pending(self) -> int:
        """Snapshots waiting to be written, counting one being written."""
        with self._cond:
            return len(self._pending) + (self._busy is not None)

    def close(self, timeout: float | None = None) -> bool:
        """Write everything pending, then stop the thread. Safe to call twice.

        Call it when the window closes and on SIGTERM; it is also called at
        interpreter exit.

        Returns:
            ``True`` if everything was written within ``timeout`` seconds.
        """
        done = self.flush(timeout)
        with self._cond:
            self._closed = True
            self._cond.notify_all()
        if done:
            self._thread.join(timeout)
        atexit.unregister(self.close)
        return done

    def __enter__(self) -> "SaveWriter":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _run(self) -> None:
        while True:
            with self._cond:
                self._cond.wait_for(lambda: self._pending or self._closed)
                if not self._pending:
                    return
                save_id = next(iter(self._pending))
                record, saved = self._pending.pop(save_id)
                self._busy = save_id
            try:
                written = self.store.save(save_id, record, saved)
                stamp = file_stamp(written)
            except SaveError as exc:
                failure: SaveError | None = exc
            except Exception as exc:  # noqa: BLE001 - a writer thread must not die silently
                failure = SaveError(f"the session could not be saved ({type(exc).__name__}: {exc})",
                                    str(self.store.path(save_id)), kind="internal")
            else:
                failure = None
            with self._cond:
                if failure is None:
                    self.written += 1
                    self._failed.pop(save_id, None)
                    self._stamps[save_id] = stamp
                else:
                    self._errors.append(failure)
                    self._failed[save_id] = failure
                done = self._when_written.pop(save_id, []) if save_id not in self._pending else []
            for then in done:  # before the write counts as done: a flush returns only once they have run
                with contextlib.suppress(Exception):
                    then()
            with self._cond:
                self._busy = None
                self._cond.notify_all()
