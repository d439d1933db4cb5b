"""Writing the player's files so that nothing is ever half-written or overwritten.

The saved sessions (:mod:`popejoan.storage.saves`) and the settings file
(:mod:`popejoan.ui.settings`) are both kept with these three functions:

- :func:`write_atomic`: a temporary file beside the target, flushed and
  fsynced, renamed over it (``os.replace``, atomic on POSIX and Windows), then
  the folder fsynced, so a kill or a power cut at any instant leaves the old
  file or the new one;
- :func:`move_aside`: an unreadable file moved to the first free name of a
  series (``NAME.bad``, ``NAME.bad-2`` ...), never replacing a file kept earlier;
- :func:`fsync_folder`: a rename or a deletion in a folder made durable.

Only the standard library is imported: the settings are read before the
first frame, which must wait for nothing heavy (``tests/ui/test_app.py``).
It does not know where the files live (:mod:`popejoan.storage.paths`) nor what they hold.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterable
from pathlib import Path


def write_atomic(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` so that a kill at any instant leaves the old file or the new one.

    Args:
        path: the file to write; its folder must exist.
        data: the whole new content.

    Raises:
        OSError: the write failed (the folder missing, full or read-only); ``path`` is untouched and
            the temporary file removed.
    """
    fd, temp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(temp, path)
    except BaseException:
        try:  # no half-written file left behind
            os.unlink(temp)
        except OSError:
            pass
        raise
    fsync_folder(path.parent)


def fsync_folder(folder: Path) -> None:
    """Make a rename or a deletion in ``folder`` durable (POSIX; Windows has no folder fsync and needs none).

    Never raises: a file system that refuses the fsync still renamed atomically.
    """
    if os.name == "nt":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def file_in_the_way(folder: Path) -> Path | None:
    """The file standing where ``folder``, or a folder above it, should be (the one for the player to move), or
    None: there is none (the nearest that exists is a folder, or the system will not say)."""
    for place in (folder, *folder.parents):
        try:
            if place.is_dir():
                return None
            if place.exists():
                return place
        except OSError:
            return None
    return None


def move_aside(path: Path, names: Iterable[Path]) -> Path | None:
    """Move ``path`` to the first of ``names`` that is free, never replacing an existing file.

    A hard link is made first (it fails rather than replace a file that
    appeared meanwhile), then the old name removed; where hard links are
    impossible, a rename (on Windows a rename never replaces).

    Args:
        path: the file to move.
        names: the names to try, in order (each in ``path``'s folder); may be endless.

    Returns:
        The new path, or ``None`` when every name was taken.

    Raises:
        OSError: the file cannot be moved (no permission, gone).
    """
    for target in names:
        if target.exists() or target.is_symlink():
            continue
        try:
            os.link(path, target)
        except FileExistsError:
            continue
        except (OSError, NotImplementedError):
            if target.exists():
                continue
            os.rename(path, target)
            return target
        os.unlink(path)
        fsync_folder(path.parent)
        return target
    return None
