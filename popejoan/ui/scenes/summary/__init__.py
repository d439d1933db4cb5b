"""The end of a deal, and of a session.

``SummaryScene(app, session, deal)`` lies over the table when a deal is over.
Everything it says is read from the deal's events (:mod:`popejoan.engine.events`):
the turn-up and what it won the dealer, every stake taken from the board,
who went out, who paid whom, the Pope's holder excused. Beside that, the
standings and a small chart of each player's fish deal by deal
(``session.history``).

"Next deal" pops the scene: the table, below, goes on with the next deal.
"End the session" (or the last deal of a session of fixed length) turns the
scene into the session's end: the share-out where the ruleset has one
(``session.share_out()``: the cards dealt face up one at a time, each stake
it wins listed as it lands), then the final standings.

The panel keeps the window's size; its parts (:class:`SummaryFrame`) grow with
the interface size (Settings, :func:`popejoan.ui.access.fit_zoom`) as far as the
least room each needs still fits, and the chart and the story take what is
left. The deal's story left, the standings and the chart right; at the
session's end the share-out's rows left, or, where the ruleset shares nothing
out, the standings left with the note beside them and the chart across the
panel below (under the note when across would leave it too flat).

The story opens with how the deal ended (who went out and won the Game, or
that it ended without play), then what was taken from the board and what was
paid. Its lines wrap, and a story too long for its room scrolls a whole
sentence at a time (:class:`StoryList`): the mouse wheel, Page Up / Page Down, Home and
End, and Up / Down once the story has the keyboard's focus (Tab, or a click on
it); a gilt scroll bar beside it says how much more there is.

None of it can be passed by accident (:mod:`popejoan.ui.guard`): the buttons
that move on ("Next deal", "End the session", "A new session", "Quit") stay
dimmed, unfocused and deaf until the screen (or the share-out) is fully shown
and a second more has passed, and then only a fresh press counts. Scrolling
the story moves nothing on, and may be done at any time. The record
of the deal is at hand: its log, a replay with every hand face up, and
saving it as a deal file (:func:`popejoan.engine.dealfile.deal_file_text`,
in :func:`popejoan.storage.paths.deals_dir`). The table's pause menu opens the
last deal's summary again (``review=True``: only Close moves on).

The rooms of this package, by job:

- :mod:`~popejoan.ui.scenes.summary.standings`: the standings' arithmetic (no pygame);
- :mod:`~popejoan.ui.scenes.summary.plan`: the panel's measures and :class:`SummaryFrame`;
- :mod:`~popejoan.ui.scenes.summary.words`: places, changes, winnings and the board in words;
- :mod:`~popejoan.ui.scenes.summary.story_list`: the deal's story and :class:`StoryList`;
- :mod:`~popejoan.ui.scenes.summary.chart`: the fish-by-deal chart;
- :mod:`~popejoan.ui.scenes.summary.layout`: where the parts and the buttons lie;
- :mod:`~popejoan.ui.scenes.summary.drawing`: the panel drawn;
- :mod:`~popejoan.ui.scenes.summary.scene`: :class:`SummaryScene`, which holds them together and acts.

This package's own module only names what the rest of the game imports from it.
"""

from __future__ import annotations

from popejoan.ui.scenes.summary.plan import (
    PLAYER_COLOURS,
    SummaryFrame,
    standings_height,
)
from popejoan.ui.scenes.summary.scene import SummaryScene
from popejoan.ui.scenes.summary.standings import (
    balance_series,
    chart_lines,
    chart_order,
    net_change,
    standing_ranks,
)
from popejoan.ui.scenes.summary.story_list import StoryList
from popejoan.ui.scenes.summary.words import place_words, signed, won_words

__all__ = [
    "PLAYER_COLOURS", "StoryList", "SummaryFrame", "SummaryScene", "balance_series", "chart_lines", "chart_order",
    "net_change", "place_words", "signed", "standing_ranks", "standings_height", "won_words",
]
