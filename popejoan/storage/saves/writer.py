"""The writer thread: saves written in the background, so that saving never stalls a frame.

Holds :class:`SaveWriter`: :meth:`~SaveWriter.submit` takes a session's snapshot at once and returns; one daemon
thread encodes and writes it through a :class:`~popejoan.storage.saves.store.SaveStore`, only the newest pending
snapshot of each session, and keeps the failures for the front end to poll.

It does not know the files' format or folder (the store does). No pygame.
"""

from __future__ import annotations

import atexit
import contextlib
import threading
from collections.abc import Callable

from popejoan.engine.errors import SaveError
from popejoan.engine.record import SessionRecord
from popejoan.engine.session import Session
from popejoan.storage.saves.hold import SessionHold
from popejoan.storage.saves.store import SaveStore, _now, file_stamp


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

    def submit(self, save_id: str, session: Session | SessionRecord) -> None:
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

    def __enter__(self) -> SaveWriter:
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
            except Exception as exc:  # a writer thread must not die silently
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
