"""How far the player has gone in the lesson, kept in the settings file (never in a saved session or the
statistics).

Holds :class:`Progress` and :func:`read_progress` / :func:`write_progress`, which keep it under the settings'
``"lesson"`` key (:attr:`popejoan.ui.settings.Settings.extra`: written back as read). A value that is not what
this module writes is read as no progress. No pygame.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from popejoan.engine.cards import card_code, parse_card
from popejoan.engine.errors import CardError

if TYPE_CHECKING:
    from popejoan.ui.settings import Settings

KEY = "lesson"
"""The settings file's key for the lesson's progress."""


@dataclass
class Progress:
    """The lesson's progress.

    Attributes:
        step: the index of the step on show when the lesson was left (-1: none shown yet).
        events: how many of the deal's events had been shown then.
        leads: the learner's leads so far, in order (card numbers).
        done: the lesson was finished or skipped (it starts again from the beginning).
        offered: the menu has offered the lesson once (the very first launch).
    """

    step: int = -1
    events: int = 0
    leads: list[int] = field(default_factory=list)
    done: bool = False
    offered: bool = False

    @property
    def under_way(self) -> bool:
        """Whether a lesson was left part-way (it is taken up again where it was)."""
        return not self.done and self.step >= 0


def read_progress(settings: Settings) -> Progress:
    """The progress kept in ``settings`` (a :class:`~popejoan.ui.settings.Settings`); none when missing or bad."""
    raw = settings.extra.get(KEY)
    if not isinstance(raw, dict):
        return Progress()
    try:
        step, events = raw.get("step", -1), raw.get("events", 0)
        leads = [parse_card(str(code)) for code in raw.get("leads", [])]
        if not (isinstance(step, int) and isinstance(events, int)) or step < -1 or events < 0:
            return Progress(offered=bool(raw.get("offered", False)))
        return Progress(step, events, leads, bool(raw.get("done", False)), bool(raw.get("offered", False)))
    except (CardError, TypeError, AttributeError):
        return Progress(offered=bool(raw.get("offered", False)))


def write_progress(settings: Settings, progress: Progress) -> None:
    """Put ``progress`` in ``settings`` (the caller saves the settings file)."""
    settings.extra[KEY] = {"step": progress.step, "events": progress.events,
                           "leads": [card_code(c) for c in progress.leads], "done": progress.done,
                           "offered": progress.offered}
