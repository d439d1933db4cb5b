"""The menu's way into the lesson: :func:`learn_button`, "Learn to play", offered once on the very first launch.

The menu (:mod:`popejoan.ui.scenes.menu`) makes the button and places it; this module says what it reads and does.
On the very first launch (the lesson never offered, no settings file yet) the button is grand and reads "New to the
game? Learn to play"; the offer is then marked in the settings (saved with them), so it is made once. After
that it is always there, plain. It draws nothing itself.
"""

from __future__ import annotations

from pathlib import Path

from popejoan.ui.i18n import _
from popejoan.ui.scene import Navigator
from popejoan.ui.scenes.learn.progress import read_progress, write_progress
from popejoan.ui.widgets import Button


def first_launch(app: Navigator) -> bool:
    """Whether the lesson is still to be offered: never offered, and no settings file yet (the game's very first
    launch: a player who has played has one). Reads no saved session (the menu's first frame waits for nothing
    heavy: tests/ui/test_app.py)."""
    if read_progress(app.settings).offered:
        return False
    return not Path(app.config_path).exists()


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
