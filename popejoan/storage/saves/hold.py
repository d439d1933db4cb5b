"""Holding a session in play: this process's OS lock on a hidden file beside the session's save.

Holds :class:`SessionHold` (made by :meth:`popejoan.storage.saves.store.SaveStore.hold`), the lock file's name
(:data:`LOCK_SUFFIX`), how long taking a hold waits (:data:`HOLD_WAIT_S`), what a refused hold says
(:data:`IN_USE`), and letting go of a hold while removing its lock file (:func:`_release_and_remove`).

It does not take the lock (the store does, with the ``filelock`` library), nor read or write a save. No pygame.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from filelock import BaseFileLock

LOCK_SUFFIX = ".lock"
"""A session's lock file is ``.<id>.lock`` beside its save: hidden, and never listed (only ``*.json`` is)."""
HOLD_WAIT_S = 0.25
"""How long (seconds) taking a hold waits for a lock held only for a moment (another window looking whether a
session is free, or renaming it); a window that plays a session holds it for as long as it plays."""
IN_USE = "the session is open in another Pope Joan window: play it there, or close that window first"
"""What :meth:`SaveStore.hold` says when another window holds the session (``SaveError.problem``)."""


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

    def __init__(self, save_id: str, path: Path, lock: BaseFileLock | None, reason: str = "") -> None:
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

    def __enter__(self) -> SessionHold:
        return self

    def __exit__(self, *exc: object) -> None:
        self.release()

    def __repr__(self) -> str:
        return f"SessionHold({self.save_id!r}, held={self.held})"



def _identity(path: Path) -> tuple[int, int] | None:
    """The file at ``path`` as the system knows it (device, inode), or None when there is none."""
    try:
        st = os.stat(path)
    except OSError:
        return None
    return st.st_dev, st.st_ino


def release_and_remove(hold: SessionHold) -> None:
    """Let go of ``hold`` and remove its lock file, so that no window can hold a file already gone (the order of
    the two is the system's: :func:`_release_and_remove`)."""
    _release_and_remove(hold)


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
