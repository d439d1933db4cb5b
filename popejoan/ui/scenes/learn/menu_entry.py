"""The menu's way into the lesson: :func:`learn_button`, "Learn to play", offered once on the very first launch.

The menu (:mod:`popejoan.ui.scenes.menu`) makes the button and places it; this module says what it reads and does.
On the very first launch (the lesson never offered, no saved session) the button is grand and reads "New to the
game? Learn to play"; the offer is then marked in the settings (saved with them), so it is made once. After
that it is always there, plain. It draws nothing itself.
"""

from __future__ import annotations

from popejoan.ui.i18n import _
from popejoan.ui.scene import Navigator
from popejoan.ui.scenes.learn.progress import read_progress, write_progress
from popejoan.ui.widgets import Button


def first_launch(app: Navigator) -> bool:
    """Whether the lesson is still to be offered: never offered, and no saved session (a player new to the game)."""
    settings = getattr(app, "settings", None)
    if settings is None or read_progress(settings).offered:
        return False
    saving = getattr(app, "saving", None)
    try:
        saves = saving.list()[0] if saving is not None else []
    except Exception:  # a folder of saves that cannot be read: no offer is worth a failure
        return False
    return not saves


def learn_button(app: Navigator) -> Button:
    """The menu's "Learn to play" button: it opens the lesson (taken up where it was left). On the very first
    launch (:func:`first_launch`) it is grand and invites a newcomer, and the offer is marked as made."""
    from popejoan.ui.scenes.learn import open_lesson

    offer = first_launch(app)
    if offer:
        progress = read_progress(app.settings)
        progress.offered = True
        write_progress(app.settings, progress)
        return Button(lambda: _("New to the game? Learn to play"), lambda: open_lesson(app), size_px=14,
                      primary=True)
    return Button(lambda: _("Learn to play"), lambda: open_lesson(app), size_px=14)
