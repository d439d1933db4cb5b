"""The folder of deals saved as deal files, to share, report or set as puzzles.

The end-of-deal summary saves a deal here (:func:`save_deal_file`); the file
is a deal file (README, "Deal files") written by
:func:`popejoan.engine.dealfile.deal_file_text`, so ``python -m popejoan
replay FILE`` plays it again. This module imports no pygame.

The folder itself is :func:`popejoan.storage.paths.deals_dir` (``$POPEJOAN_DEALS_DIR``); it is named here too.
This module does not keep the saved sessions (:mod:`popejoan.storage.saves`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from popejoan.engine.dealfile import deal_file_text
from popejoan.storage.files import file_in_the_way
from popejoan.storage.paths import EXPORT_DIR_ENV, deals_dir

if TYPE_CHECKING:
    from popejoan.engine.ruleset import Ruleset
    from popejoan.engine.session import DealRecord
    from popejoan.engine.state import Deal


def deal_file_name(rules_id: str, number: int, when: datetime | None = None) -> str:
    """A file name for deal ``number`` of a ``rules_id`` session saved at ``when`` (now by default):
    ``2026-03-01-2130-parlett-deal-3.yaml`` (only letters, digits and dashes from the ruleset's id)."""
    when = when or datetime.now()
    safe = re.sub(r"[^A-Za-z0-9-]+", "-", rules_id).strip("-") or "deal"
    return f"{when:%Y-%m-%d-%H%M}-{safe}-deal-{number}.yaml"


class DealNotSaved(OSError):
    """A deal file that could not be written, in words a player reads (not "[Errno 17] File exists: '…'").

    Args:
        words: what went wrong and where (``"a file stands where the deals folder should be (/home/ann/deals)"``).
    """

    def __init__(self, words: str) -> None:
        super().__init__(words)
        self.words = words

    def __str__(self) -> str:
        return self.words


def _not_saved(exc: OSError, folder: Path) -> DealNotSaved:
    """``exc`` from writing into ``folder``, in words: a file in the folder's place (or in a parent's) named as
    such, else the system's reason and the path."""
    place = file_in_the_way(folder)
    if place is not None:
        return DealNotSaved(f"a file stands where the deals folder should be ({place})")
    return DealNotSaved(f"{exc.strerror or type(exc).__name__} ({exc.filename or folder})")


def save_deal_file(record: DealRecord | Deal, rules: Ruleset, names: Sequence[str], folder: Path | None = None,
                   when: datetime | None = None) -> Path:
    """Write a finished deal (recorded, or a finished Deal not yet recorded) as a deal file in :func:`deals_dir`
    (or ``folder``), never over another file.

    Args:
        record: the finished deal (``Session.history[i]``).
        rules: the resolved ruleset it was played under.
        names: the players' names, clockwise.
        folder: where to write (default :func:`deals_dir`, made if missing).
        when: the time saved, for the name and the header (default now).

    Returns:
        The file written (``-2``, ``-3`` ... before ``.yaml`` when the name is taken).

    Raises:
        PopeJoanError: the record cannot be written as a deal file.
        DealNotSaved: the folder or the file cannot be written (an ``OSError``, in words).
    """
    when = when or datetime.now()
    folder = Path(folder) if folder is not None else deals_dir()
    title = (f"Deal {record.number} of a session of {rules.name.english} ({rules.id}), "
             f"saved {when:%Y-%m-%d %H:%M}")
    text = deal_file_text(record, rules, names, title=title)
    name = deal_file_name(rules.id, record.number, when)
    path = folder / name
    k = 1
    try:
        folder.mkdir(parents=True, exist_ok=True)
        while True:
            try:
                with open(path, "x", encoding="utf-8", newline="\n") as out:  # "x": never over an existing file
                    out.write(text)
                return path
            except FileExistsError:
                k += 1
                path = folder / name.replace(".yaml", f"-{k}.yaml")
    except OSError as exc:
        raise _not_saved(exc, folder) from None


__all__ = ["EXPORT_DIR_ENV", "DealNotSaved", "deal_file_name", "deals_dir", "save_deal_file"]
