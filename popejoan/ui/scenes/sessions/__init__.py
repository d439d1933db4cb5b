"""The saved sessions: every session kept, to resume or delete, and the finished ones as a record.

:class:`SessionsScene` lists the saves in a lacquered frame, the most recently
played first: each row gives the session's name (the players' own, when they
gave it one, beside the ruleset's; else the ruleset's name in its own script),
who sat at the table in seat order (people by name, computers by name and
level), the players' fish, where the session stands (a deal in play, deals
played, or finished) and when it was last played, with a button to resume it
(a finished one: to open its final standings), one to rename it and one to
delete it, which asks first. Renaming edits the name in place in a text field
(:class:`~popejoan.ui.widgets.TextField`: typed text and an input method's
alike): Enter keeps it, Esc leaves the old one; a blank name is refused in
words, and the name is kept as long as the row shows it whole
(:data:`NAME_ROOM`). Saves the game refused (damaged, edited, from a newer version)
are listed below in words, with the name each file was kept aside as; the
other saves list as usual. Everything works with the mouse and the keyboard
(Up and Down choose a row, Enter resumes, F2 renames, Delete removes, Esc returns: the line of keys says what Enter
does for the row in focus, :meth:`SessionsScene.keys_line`). At a
larger interface size (:mod:`popejoan.ui.access`) it is drawn that much
larger in a frame that takes the window; a row too narrow for its words
beside its buttons puts the buttons under them.

:class:`RecordScene` is a finished session opened again: the summary's final
standings, share-out and chart (:class:`~popejoan.ui.scenes.summary.SummaryScene`),
read from the session's history, with nothing to play.

The package's rooms, each by its job:

- :mod:`.listing`: what the list says in words (when, the refused saves, the delete question).
- :mod:`.layout`: where the frame, the rows, the slip and the buttons lie, and scrolling.
- :mod:`.drawing`: the frame, the rows, the slip, the delete question.
- :mod:`.scene`: :class:`SessionsScene` itself: the buttons, the events, resume, rename, delete.
- :mod:`.record`: :class:`RecordScene`.
"""

# re-exported: what the rest of the game and the tests import from here
from popejoan.ui.scenes.sessions.drawing import _seats_fitted  # noqa: F401
from popejoan.ui.scenes.sessions.layout import (  # noqa: F401
    BUTTONS_W,
    FRAME,
    FRAME_MIN,
    LIST_TOP,
    LIST_W,
    LIST_X,
    NAME_ROOM,
    NAME_SIZE,
    QUESTION_LINE,
    ROW_H,
    STACKED_ROW_H,
    WORDS_MIN_W,
)
from popejoan.ui.scenes.sessions.listing import SET_ASIDE_NAMED, saved_when  # noqa: F401
from popejoan.ui.scenes.sessions.record import RecordScene
from popejoan.ui.scenes.sessions.scene import ELSEWHERE_LOOK_MS, SessionsScene  # noqa: F401

__all__ = ["RecordScene", "SessionsScene"]
