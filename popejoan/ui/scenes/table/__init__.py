"""The table: a session of Pope Joan played round the revolving board.

The scene owns no rule. It starts each deal with ``session.start_deal()``, and
its parts, each with one job, play it:

- :mod:`~popejoan.ui.scenes.table.layout`: where everything sits for any window size, and hit-testing;
- :mod:`~popejoan.ui.scenes.table.view`: what the picture shows (a dataclass), and the painter's prompt;
- :mod:`~popejoan.ui.scenes.table.director`: engine events, in order, become motion and captions;
- :mod:`~popejoan.ui.scenes.table.dealer_draw`: the director's steps for the draw for the first dealer;
- :mod:`~popejoan.ui.scenes.table.turns`: whose decision; computers thinking; hints; applying actions;
- :mod:`~popejoan.ui.scenes.table.pope_round`: a halt where the Pope could stand in, played so that nobody
  learns who holds it (japanese ``pope_as_stop``);
- :mod:`~popejoan.ui.scenes.table.hotseat`: the pass card between people, its guards, whose hand is shown;
- :mod:`~popejoan.ui.scenes.table.input`: pygame events become intents (play, answer, skip, hint);
- :mod:`~popejoan.ui.scenes.table.painter`: draws a frame from the view, the layout and the prompt;
- :mod:`~popejoan.ui.scenes.table.captions`: every sentence and label the table shows;
- :mod:`~popejoan.ui.scenes.table.scene`: :class:`TableScene` wires them (its docstring says how a deal is played,
  recorded and taken up again); :mod:`~popejoan.ui.scenes.table.notes` holds the small notes it keeps and
  :mod:`~popejoan.ui.scenes.table.forwards` the part attributes it forwards.

The painter, the layout, the captions, the director and the turns are each split by job into rooms named after
them (``painter_board``, ``layout_seats``, ``captions_news``, ``director_fish``, ``turns_hints``, ...); the
module of the plain name composes them and is the one the others import.
"""

from popejoan.ui.scenes.table import captions
from popejoan.ui.scenes.table.notes import SHOWN_KEY, SOUND_NOTE_MS, seen_before, sound_note
from popejoan.ui.scenes.table.scene import TableScene

__all__ = ["TableScene", "hint_reason", "SHOWN_KEY", "SOUND_NOTE_MS", "seen_before", "sound_note"]

hint_reason = captions.hint_reason
