"""Small notes the table scene keeps: how far it has shown a deal, what M just did, each seat's level.

Holds :data:`SHOWN_KEY` and :func:`seen_before` (the session's note of the events shown, read when a session is
taken up), :data:`SOUND_NOTE_MS` and :func:`sound_note` (M turns the sound off or on), and :func:`levels_from`
(each seat's computer level from a ``GameSetup`` or a list). It holds no scene, draws nothing and plays nothing:
the scene (:mod:`~popejoan.ui.scenes.table.scene`) reads them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING

from popejoan.ui.scenes.table import captions
from popejoan.ui.setup import GameSetup
from popejoan.ui.sound import of as sound_of

if TYPE_CHECKING:
    from popejoan.engine.state import Deal
    from popejoan.ui.scene import Navigator

SOUND_NOTE_MS = 2000.0
"""How long what M just did is shown under the keys line (real milliseconds, whatever the animation speed)."""


def sound_note(app: Navigator) -> Callable[[], str]:
    """M pressed: the sound off, or on again (saved with the settings, :meth:`App.toggle_mute`).

    Returns:
        What to say of it, in the language of the moment: off; on; or on, but no sound device (or no mixer)
        could be opened, so nothing will be heard (:attr:`SoundBoard.reason`).
    """
    muted = bool(app.toggle_mute())
    silent = not muted and bool(sound_of(app).reason)
    return lambda: captions.sound_switched(muted, silent)


SHOWN_KEY = "shown"
"""The session's note of how far the table has shown the deal in play (``meta["shown"] = {"deal": 3, "events":
41}``: :attr:`Director.shown <popejoan.ui.scenes.table.director.Director.shown>`), saved with it when it is left
and once a decision's plays have all been shown. A deal taken up again shows the events after it in motion, after a
press, rather than as if seen: the game had made plays it had not yet shown when the window was closed, or the game
stopped."""


def seen_before(meta: Mapping[str, object], deal: Deal) -> int | None:
    """How many of ``deal``'s events the players had seen when its session was left (:data:`SHOWN_KEY`), when
    fewer than all of them; None when they saw them all, or the note is for another deal or is not a count."""
    note = meta.get(SHOWN_KEY)
    if not isinstance(note, dict) or note.get("deal") != deal.number:
        return None
    seen = note.get("events")
    if not isinstance(seen, int) or isinstance(seen, bool) or not 0 <= seen < len(deal.events):
        return None
    return seen



def levels_from(seats: GameSetup | Sequence[str | None] | None, players: int) -> list[str | None]:
    """Each seat's computer level (None for a human), from a GameSetup or a plain list ("human", "" or "none"
    also for a human); seats the list leaves out are "normal"."""
    if seats is None:
        return [None] + ["normal"] * (players - 1)
    levels = seats.levels if isinstance(seats, GameSetup) else list(seats)
    out: list[str | None] = []
    for level in list(levels)[:players]:
        if level is None or str(level).lower() in ("human", "", "none"):
            out.append(None)
        else:
            out.append(str(level))
    while len(out) < players:
        out.append("normal")
    return out
