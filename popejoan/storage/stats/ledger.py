"""The statistics ledger's file: one line per finished deal, kept whatever happens to the saves.

Holds :class:`Ledger` (read, record, reset, rebuild, catch up from the saves, and the roll-up the figures are
worked out from, kept in a cache beside it: :meth:`Ledger.book`). It does not say what a line holds
(:mod:`popejoan.storage.stats.entries`), parse the file's bytes nor word a notice
(:mod:`popejoan.storage.stats.reading`), nor add anything up (:mod:`popejoan.storage.stats.figures`). No pygame.

Why a JSON-lines file, appended: a finished deal adds one line (about 250 bytes for four players, at most
:data:`~popejoan.storage.stats.entries.MAX_LINE_BYTES`), written with one ``write`` on a file opened for
appending, then fsynced: the ledger grows by a bounded amount per deal and recording costs the same after
10,000 sessions as after one, where writing the whole file again (as a save is written) would cost the whole
history at every deal. A ``kill -9`` cannot cut one ``write`` short; a file cut short (a power cut, a disk
that lost its end) is damaged: kept aside and made again, as below; recording onto it first cuts off the
unfinished line. Everything that
rewrites the file (a rebuild, a reset, a damaged file mended) writes it whole with
:func:`popejoan.storage.files.write_atomic`. One writer at a time across windows: every change is made holding
an OS lock (``filelock``, as a saved session is held) on ``.stats.jsonl.lock`` beside it; two windows finishing
deals at once each wait their turn and both are recorded.

The saves stay the source of truth: a deal is recorded just after its save is written (on the save writer's
thread), and :meth:`Ledger.catch_up` adds whatever the saves still there have played and the ledger lacks (the
one deal a kill may have caught between the two writes). A ledger that is damaged, too big or not a file is
kept aside as the saves' bad files are (``stats.jsonl.bad``, ``.bad-2`` ... with a ``.why`` note; never
deleted), said in a :class:`LedgerNotice`, and made again from its readable lines and the saves. A newer
version's ledger is left alone: its figures come from the saves, and nothing is written.
"""

from __future__ import annotations

import contextlib
import hashlib
import itertools
import json
import os
import stat
import time
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

from popejoan.storage.files import fsync_folder, move_aside, write_atomic
from popejoan.storage.paths import STATS_FILE, stats_path
from popejoan.storage.stats.book import Book, book_data, book_from_data
from popejoan.storage.stats.entries import (
    MAX_LINE_BYTES,
    DealEntry,
    Entry,
    Merge,
    SessionEnd,
    Since,
    deal_entries,
    entry_line,
    session_end,
)
from popejoan.storage.stats.reading import (
    HEADER,
    LedgerNotice,
    LedgerRead,
    _counts,
    _newer,
    _parse,
    _parse_body,
    _Refused,
    _unique,
)

LEDGER_FILE = STATS_FILE
"""The ledger's name in the data folder (:data:`popejoan.storage.paths.STATS_FILE`)."""
MAX_LEDGER_BYTES = 512 * 1024 * 1024
"""The largest ledger read (512 MiB: two million four-player deals); a larger file is kept aside."""
LOCK_WAIT_S = 10.0
"""How long a change waits for another window's change to the ledger (each takes milliseconds)."""

class Ledger:
    """The statistics ledger in the data folder.

    Args:
        path: the file (default :func:`popejoan.storage.paths.stats_path`).
        saves: the saved sessions it catches up from and is rebuilt from (a
            :class:`popejoan.storage.saves.SaveStore`; default: the default folder's).

    Methods may be called from any thread and any window at once; each change holds the ledger's lock.
    """

    def __init__(self, path: Path | str | None = None, saves: Any | None = None) -> None:
        self.path = Path(path) if path is not None else stats_path()
        self._saves = saves
        self._held: tuple[Book, int, int] | None = None  # the last book made, and the ledger's inode and size then
        self._caught_up_once = False  # book() catches up once: this process records its own deals after

    @property
    def saves(self) -> Any:
        """The :class:`~popejoan.storage.saves.SaveStore` caught up from."""
        if self._saves is None:
            from popejoan.storage.saves import SaveStore

            self._saves = SaveStore()
        return self._saves

    @property
    def lock_path(self) -> Path:
        """The lock file every change holds: ``.stats.jsonl.lock`` beside the ledger."""
        return self.path.with_name(f".{self.path.name}.lock")

    @contextlib.contextmanager
    def _locked(self) -> Iterator[None]:
        from filelock import FileLock, Timeout

        self.path.parent.mkdir(parents=True, exist_ok=True)
        lock = FileLock(self.lock_path, timeout=LOCK_WAIT_S, thread_local=False, fallback_to_soft=False)
        try:
            lock.acquire()
        except (Timeout, OSError, NotImplementedError):  # another window stuck, or no lock here: go on unguarded
            yield
            return
        try:
            yield
        finally:
            lock.release()

    # --- reading --------------------------------------------------------------------------------------------

    def read(self, catch_up: bool = True) -> LedgerRead:
        """Every entry recorded, the file mended first if it must be.

        Args:
            catch_up: first add what the saves still there have played and the ledger lacks (:meth:`catch_up`).

        Returns:
            The entries and the notices. A missing ledger is an empty one (made from the saves when caught up).
            Never raises: a file refused is kept aside (or left, if newer) and said in ``notices``.
        """
        notices: list[LedgerNotice] = []
        try:
            if catch_up:
                return LedgerRead(_unique(self._caught_up()[1]), notices)
            return LedgerRead(_unique(self._entries()), notices)
        except _Refused as first:
            refused = first
        except OSError as exc:  # catching up could not write: what is there is still shown
            notices.append(LedgerNotice("unwritable", str(self.path), detail=str(exc.strerror or exc)))
            try:
                return LedgerRead(_unique(self._entries()), notices)
            except _Refused as first:
                refused = first
        if refused.kind == "newer":
            notices.append(LedgerNotice("newer", str(self.path)))
            return LedgerRead(_unique(self._from_saves({})), notices)
        if refused.kind == "unreadable":
            notices.append(LedgerNotice("unreadable", str(self.path), detail=refused.detail))
            return LedgerRead([], notices)
        # damaged, too big, not a file: kept aside, made again from what could be read and the saves
        try:
            with self._locked():
                try:  # another window may have mended it meanwhile
                    return LedgerRead(_unique(self._entries()), notices)
                except _Refused as again:
                    refused = again
                kept = self._keep_aside(refused)
                entries = _unique(refused.good)
                entries = _unique(entries + self._from_saves(_counts(entries)))
                self._write_whole(entries)
        except OSError as exc:
            notices.append(LedgerNotice("unwritable", str(self.path), detail=str(exc.strerror or exc)))
            return LedgerRead(_unique(refused.good), notices)
        notices.append(LedgerNotice(refused.kind, str(self.path), kept.name if kept else "", refused.detail))
        return LedgerRead(entries, notices)

    def _entries(self) -> list[Entry]:
        """The entries in the file as it stands (none when there is no file).

        Raises:
            _Refused: the file is refused (its kind; for damage, the lines that could be read).
        """
        try:
            st = os.stat(self.path)
        except FileNotFoundError:
            return []
        except OSError as exc:
            raise _Refused("unreadable", str(exc.strerror or exc)) from None
        if not stat.S_ISREG(st.st_mode):  # a pipe would wait for a writer for ever; a folder cannot be read
            raise _Refused("not_a_file")
        if st.st_size > MAX_LEDGER_BYTES:
            raise _Refused("too_big", f"{st.st_size:,} bytes")
        try:
            with open(self.path, "rb") as f:
                data = f.read(MAX_LEDGER_BYTES + 1)
        except OSError as exc:
            raise _Refused("unreadable", str(exc.strerror or exc)) from None
        return _parse(data)

    # --- the book (rolled up, cached) ------------------------------------------------------------------------

    @property
    def book_path(self) -> Path:
        """The roll-up's cache: ``.stats.jsonl.book`` beside the ledger (:mod:`popejoan.storage.stats.book`)."""
        return self.path.with_name(f".{self.path.name}.book")

    def book(self, catch_up: bool = True) -> tuple[Book, list[LedgerNotice]]:
        """Every session rolled up (what the figures and the screen read), from the cache and the lines added
        since it was written; the cache brought up to date.

        Args:
            catch_up: first add what the saves still there have played and the ledger lacks (once for this
                :class:`Ledger`: after that this process records every deal it plays; the book made last is
                kept, and a later call reads only the lines added since).

        Returns:
            The book, and the notices (a ledger refused is dealt with as :meth:`read` does). Never raises.
        """
        try:
            with self._locked():
                book, ino, offset, changed = self._book_now()
                if catch_up and not self._caught_up_once:
                    self._caught_up_once = True
                    missing = self._from_saves(book.counts())
                    if missing and self._append(missing):
                        for e in missing:
                            book.fold(e)
                        st = os.stat(self.path)
                        ino, offset, changed = st.st_ino, st.st_size, True
                self._held = (book, ino, offset) if ino else None
                if changed and ino:
                    with contextlib.suppress(OSError, ValueError):  # a cache is a kindness: it is made again
                        with open(self.path, "rb") as f:
                            covers = {"ino": ino, "offset": offset, "end": _end_mark(f, offset)}
                        write_atomic(self.book_path, json.dumps(book_data(book, covers),
                                                                separators=(",", ":")).encode())
            return book, []
        except _Refused:
            read = self.read(catch_up=catch_up)
            return Book.of(read.entries), read.notices
        except OSError as exc:
            read = self.read(catch_up=False)
            return Book.of(read.entries), [*read.notices, LedgerNotice("unwritable", str(self.path),
                                                                        detail=str(exc.strerror or exc))]

    def _book_now(self) -> tuple[Book, int, int, bool]:
        """The book of the ledger as it stands: ``(book, the ledger's inode, the bytes it covers, whether it
        differs from the cache)``; the lock held.

        Raises:
            _Refused: the ledger is refused.
        """
        try:
            st = os.stat(self.path)
        except FileNotFoundError:
            return Book(), 0, 0, False
        except OSError as exc:
            raise _Refused("unreadable", str(exc.strerror or exc)) from None
        if not stat.S_ISREG(st.st_mode):
            raise _Refused("not_a_file")
        if st.st_size > MAX_LEDGER_BYTES:
            raise _Refused("too_big", f"{st.st_size:,} bytes")
        held = self._held
        if held is not None and held[1] == st.st_ino and held[2] == st.st_size:  # unchanged since the last look
            return held[0], st.st_ino, st.st_size, False
        try:
            with open(self.path, "rb") as f:
                if held is not None and held[1] == st.st_ino and held[2] < st.st_size:  # lines added: only those
                    cached: tuple[Book, dict[str, Any]] | None = (held[0], {"ino": held[1], "offset": held[2]})
                else:
                    cached = self._cached_book()
                    if cached is not None and cached[1].get("end") != _end_mark(f, cached[1].get("offset")):
                        cached = None  # written again in place since (or not this ledger's): made again
                if cached is not None and cached[1].get("ino") == st.st_ino and \
                        isinstance(cached[1].get("offset"), int) and 0 < cached[1]["offset"] <= st.st_size:
                    book, offset = cached[0], cached[1]["offset"]
                    if offset == st.st_size:
                        return book, st.st_ino, offset, False
                    f.seek(offset)
                    tail = f.read(st.st_size - offset)
                    lines = tail.split(b"\n")
                    if lines.pop():
                        raise _Refused("damaged", "cut short")
                    for e in _parse_body(lines, 0):
                        book.fold(e)
                    return book, st.st_ino, offset + len(tail), True
                f.seek(0)
                data = f.read(MAX_LEDGER_BYTES + 1)
        except OSError as exc:
            raise _Refused("unreadable", str(exc.strerror or exc)) from None
        return Book.of(_parse(data)), st.st_ino, len(data), True

    def _cached_book(self) -> tuple[Book, dict[str, Any]] | None:
        """The cache, or None when there is none that can be read (it is then made again)."""
        try:
            st = os.stat(self.book_path)
            if not stat.S_ISREG(st.st_mode) or st.st_size > MAX_LEDGER_BYTES:
                return None
            with open(self.book_path, "rb") as f:
                return book_from_data(json.loads(f.read()))
        except Exception:  # noqa: BLE001 - whatever the cache holds, the ledger is the truth: made again from it
            return None

    # --- writing --------------------------------------------------------------------------------------------

    def record(self, entries: Sequence[Entry]) -> bool:
        """Add ``entries`` at the end of the ledger, holding its lock, in one write, fsynced.

        A ledger from a newer version is left alone (nothing is added); a ledger that is not a file is left for
        :meth:`read` to move aside.

        Returns:
            Whether they were written.

        Raises:
            OSError: the folder or file cannot be written.
        """
        if not entries:
            return True
        with self._locked():
            return self._append(entries)

    def _append(self, entries: Sequence[Entry]) -> bool:
        """:meth:`record`'s write, the lock held."""
        data = b"".join(entry_line(e) for e in entries)
        try:
            st = os.stat(self.path)
        except FileNotFoundError:
            st = None
        if st is not None and not stat.S_ISREG(st.st_mode):
            return False
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT | os.O_APPEND | getattr(os, "O_BINARY", 0), 0o644)
        try:
            size = os.fstat(fd).st_size
            if size:
                if _newer(_read_at(fd, 0, 200)):
                    return False
                if _read_at(fd, size - 1, 1) != b"\n":  # a line cut short by a power cut: not written, cut off
                    start = max(0, size - MAX_LINE_BYTES - 1)
                    chunk = _read_at(fd, start, size - start)
                    size = start + chunk.rfind(b"\n") + 1
                    os.ftruncate(fd, size)
            os.write(fd, data if size else HEADER + data)
            os.fsync(fd)
        finally:
            os.close(fd)
        if st is None:
            fsync_folder(self.path.parent)
        return True

    def _write_whole(self, entries: Sequence[Entry]) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(self.path, HEADER + b"".join(entry_line(e) for e in entries))

    def _keep_aside(self, refused: _Refused) -> Path | None:
        """Move the refused ledger aside (``stats.jsonl.bad``, ``.bad-2`` ...) with a ``.why`` note; never deletes.

        Raises:
            OSError: it cannot be moved.
        """
        if not os.path.lexists(self.path):
            return None
        kept = move_aside(self.path, (self.path.with_name(self.path.name + (".bad" if k == 1 else f".bad-{k}"))
                                      for k in itertools.count(1)))
        if kept is not None:
            with contextlib.suppress(OSError):
                note = {"file": self.path.name, "kind": refused.kind, "detail": refused.detail}
                write_atomic(kept.with_name(kept.name + ".why"), json.dumps(note).encode())
        return kept

    def reset(self) -> Path | None:
        """"Reset statistics": start afresh, keeping the old ledger aside (never deleted).

        The sessions saved so far are marked as counted (:class:`Since`), so catching up never counts their
        deals again; deals played on in them after the reset count.

        Returns:
            Where the old ledger was kept, or None when there was none.

        Raises:
            OSError: the ledger cannot be moved or written.
        """
        with self._locked():
            kept = self._keep_aside(_Refused("damaged", "reset")) if os.path.lexists(self.path) else None
            if kept is not None:  # the note says it was a reset, not damage
                with contextlib.suppress(OSError):
                    write_atomic(kept.with_name(kept.name + ".why"),
                                 json.dumps({"file": self.path.name, "kind": "reset"}).encode())
            marks = [Since(info.id, info.deals_played, info.finished) for info in self._listed()]
            self._write_whole(marks)
        return kept

    def rebuild(self) -> LedgerRead:
        """Make the ledger again from the saves still there (the ``stats --rebuild`` command).

        Every session whose save is there is counted again from its save; sessions whose saves are gone keep
        their recorded deals (their history outlives them); names merged stay merged. A reset's marks are
        dropped: every save counts. Written whole, atomically.

        Raises:
            OSError: the ledger cannot be written.
        """
        notices: list[LedgerNotice] = []
        with self._locked():
            try:
                old = _unique(self._entries())
            except _Refused as refused:
                if refused.kind == "newer":
                    return LedgerRead(_unique(self._from_saves({})), [LedgerNotice("newer", str(self.path))])
                kept = self._keep_aside(refused)
                notices.append(LedgerNotice(refused.kind, str(self.path), kept.name if kept else "", refused.detail))
                old = _unique(refused.good)
            fresh = self._from_saves({})
            there = {e.session for e in fresh if isinstance(e, (DealEntry, SessionEnd))}
            there |= {info.id for info in self._listed()}
            kept_entries = [e for e in old if not isinstance(e, Since)
                            and not (isinstance(e, (DealEntry, SessionEnd)) and e.session in there)]
            entries = _unique(kept_entries + fresh)
            self._write_whole(entries)
        return LedgerRead(entries, notices)

    def merge(self, name: str, into: str) -> None:
        """Count ``name`` as ``into`` from now on (the player said they are one person).

        Raises:
            OSError: the ledger cannot be written.
        """
        self.record([Merge(name, into, int(time.time()))])

    def catch_up(self) -> int:
        """Add the deals (and ends) the saves still there have played and the ledger lacks.

        Returns:
            How many entries were added.

        Raises:
            _Refused: the ledger is refused (:meth:`read` deals with it).
        """
        return len(self._caught_up()[0])

    def _caught_up(self) -> tuple[list[Entry], list[Entry]]:
        """:meth:`catch_up`'s work: ``(the entries added, every entry now)``, the file read once."""
        with self._locked():
            entries = self._entries()
            missing = self._from_saves(_counts(entries))
            if missing:
                self._append(missing)
        return missing, entries + missing

    def _listed(self) -> list[Any]:
        try:
            saves, _ = self.saves.list_saves()
        except Exception:  # noqa: BLE001 - the saves' folder unreadable: no saves to count (the saves say why)
            return []
        return list(saves)

    def _from_saves(self, have: dict[str, tuple[int, bool]]) -> list[Entry]:
        """The entries the saves hold beyond ``have`` (per session: deals recorded, whether its end is)."""
        out: list[Entry] = []
        for info in self._listed():
            deals, ended = have.get(info.id, (0, False))
            if info.deals_played <= deals and (ended or not info.finished):
                continue
            try:
                session = self.saves.load(info.id)
            except Exception:  # noqa: BLE001 - a save that does not replay is the saves' to say (kept aside there)
                continue
            at = int(info.saved_at.timestamp())
            out.extend(deal_entries(session, info.id, at, first=deals))
            end = session_end(session, info.id, at)
            if end is not None and not ended:
                out.append(end)
        return out


def _end_mark(f: Any, offset: object) -> str:
    """A digest of the 4 KiB before ``offset`` in the open file ``f``: the cache covers this file up to there only
    if they are the bytes it saw (a ledger written again in place keeps its inode). ``""`` for no offset."""
    if type(offset) is not int or offset < 0:
        return ""
    start = max(0, offset - 4096)
    f.seek(start)
    return hashlib.sha256(f.read(offset - start)).hexdigest()[:32]


def _read_at(fd: int, offset: int, count: int) -> bytes:
    os.lseek(fd, offset, os.SEEK_SET)
    return os.read(fd, count)
