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
in :func:`popejoan.exports.deals_dir`). The table's pause menu opens the
last deal's summary again (``review=True``: only Close moves on).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Optional

import pygame

from popejoan.engine.session import DealRecord
from popejoan.engine.events import (
    ChipsHanded, DealStarted, ShareOutDealt, StakePut, StakeTaken, TurnedUp,
)
from popejoan.ui import palette as pal
from popejoan.ui import access, story, theme
from popejoan.ui.guard import GUARD_MS, DeliberatePress, held_now
from popejoan.ui.i18n import card_name, compartment_word, language, number, suit_name, t, undos_note
from popejoan.ui.scene import Navigator, Scene
from popejoan.ui.settings import Notice, Words
from popejoan.ui.sound import of as sound_of
from popejoan.ui.widgets import Button, FocusRing, Widget

if TYPE_CHECKING:
    from popejoan.ui.setup import GameSetup

PLAYER_COLOURS: tuple[theme.Color, ...] = pal.SEAT_COLOURS
"""One colour per seat for the chart (:data:`popejoan.ui.palette.SEAT_COLOURS`)."""

# The panel's plan, in reference pixels (1280×800 at 100%) measured from the panel's top-left corner. The
# panel keeps the window's size at every interface size; what lies inside grows with the interface size, as
# far as the smallest room each part needs (its ``*_MIN``) still fits: the chart and the story take what is
# left over.
PANEL_REF = (40, 28, 1200, 744)
"""The panel in the 1280×800 reference layout: x, y, width, height (reference pixels)."""
HEAD_H = 118
"""From the panel's top to the first heading: the title, the subtitle and the gilt rule."""
FOOT_H = 102
"""From the foot of the content to the panel's bottom: the row of buttons and the notice."""
SIDE = 40
"""The panel's inner margin, left and right."""
GUTTER = 40
"""Between the two columns."""
COLUMN_MIN = 420
"""The narrowest a column may be (the standings' name, fish and "this deal" columns; the three record
buttons' labels in every language)."""
TURN_UP_H = 130
"""The turn-up: its heading, the card and its name."""
STORY_MIN = 150
"""The least room for the deal's story (a heading and a few lines; the rest is in the deal log)."""
CHART_MIN = 150
"""The least height of the fish-by-deal chart (its heading, the well, the deal numbers)."""
CHART_WIDE_MIN = 200
"""The least height of the chart drawn across the panel (nothing shared out): flatter, it goes beside."""
ROW_H, ROW_MIN = 26, 22
"""A standings row's height: as designed, and the least it may shrink to."""
STANDINGS_HEAD = 54
"""The standings' heading and column heads."""
STANDINGS_FOOT = 24
"""Under the standings' rows: the line saying what is left on the board (the final standings)."""
STANDINGS_FOOT_CARRIED = 46
"""Under a deal's standings: what is carried to the next deal, per compartment, on up to two lines."""
GAP = 24
"""Between the standings and the chart below them."""
SHARE_ROW_H, SHARE_ROW_MIN = 66, 34
"""A share-out row's height (a player's cards and what they won): as designed, and the least."""
NOTE_LINE = 22
"""A line of the note that nothing is shared out."""
STORY_LINE, STORY_HEAD = 21, 34
"""A line of the story, and a heading in it (with the room above it), reference pixels."""
STORY_INDENT = 12
"""How far the story's lines stand in from its headings (and from the line that says how the deal ended)."""
SCROLL_LANE, SCROLL_BAR = 18, 7
"""The lane kept right of a story that scrolls, and its scroll bar's width (reference pixels)."""
WHEEL_ENTRIES = 2
"""Entries of the story (sentences, :class:`StoryList`) a notch of the mouse wheel scrolls."""


class SummaryFrame:
    """Where each part of the summary lies, in window pixels (laid out by :meth:`SummaryScene.on_resize`).

    Attributes:
        panel: the panel (the window's size less a margin; the same at every interface size).
        zoom: the interface size the inside is drawn at (1.0 to the player's choice, as far as it fits).
        columns: the left and the right column, the content's full height.
        turn_up: the turn-up's heading and card (deal summary), or an empty rect.
        story: what was taken and paid (deal summary), or an empty rect.
        share: the share-out's rows, or the note that the ruleset shares nothing out (final standings),
            or an empty rect.
        standings: the standings' heading, rows and the board's line.
        chart: the fish-by-deal chart.
    """

    def __init__(self) -> None:
        empty = pygame.Rect(0, 0, 0, 0)
        self.panel = empty
        self.zoom = 1.0
        self.columns: tuple[pygame.Rect, pygame.Rect] = (empty, empty)
        self.turn_up = self.story = self.share = self.standings = self.chart = empty

    def parts(self) -> dict[str, pygame.Rect]:
        """The parts laid out (those not empty), by name: ``{"standings": Rect, "chart": Rect, ...}``."""
        named = {"turn_up": self.turn_up, "story": self.story, "share": self.share, "standings": self.standings,
                 "chart": self.chart}
        return {name: rect for name, rect in named.items() if rect.width > 0 and rect.height > 0}


class StoryList(Widget):
    """The deal's story as a list that scrolls a whole entry at a time, so that no sentence is ever shown cut.

    An entry is a sentence with all its lines, or a heading with the sentence under it (a heading never stands
    alone at the foot); one taller than the whole list would be (it never is: the story has room for a few
    lines at the least) is taken line by line. The scene lays the entries out (:meth:`lay`: each one's height,
    and the room for them); the list keeps which entry is at its top (:attr:`first`) and shows from there as
    many as fit whole. It is in the summary's focus ring, for the keyboard (Up / Down scroll it while it has the
    focus); it draws nothing itself (the scene draws the story and its scroll bar), and pressing it (Enter, a
    click) does nothing but focus it.

    Attributes:
        heights: each entry's height, window pixels, in order.
        room: the height the entries are shown in, window pixels.
        first: the index of the entry at the top of the list (0: the story's first, how the deal ended).
    """

    def __init__(self) -> None:
        super().__init__()
        self.heights: list[int] = []
        self.room = 0
        self.first = 0
        self.enabled = False

    def lay(self, heights: list[int], room: int) -> None:
        """Take the entries' ``heights`` and the ``room`` (window pixels) for them; keep the top entry where it
        can be. The list takes the keyboard's focus (Tab stops on it, :attr:`enabled`) only when it scrolls."""
        self.heights = list(heights)
        self.room = room
        self.first = max(0, min(self.first, self.last_first()))
        self.enabled = self.scrolls

    @property
    def scrolls(self) -> bool:
        """Whether the entries are taller than their room (some of them are out of view at any time)."""
        return sum(self.heights) > self.room

    def last_first(self) -> int:
        """The furthest the list scrolls: the first of the most entries at the foot of the story that fit whole."""
        i, total = len(self.heights), 0
        while i > 0 and total + self.heights[i - 1] <= self.room:
            total += self.heights[i - 1]
            i -= 1
        return min(i, max(0, len(self.heights) - 1))

    def shown(self) -> range:
        """The entries in view: from :attr:`first`, as many as fit whole (at least one)."""
        end, total = self.first, 0
        while end < len(self.heights) and (total + self.heights[end] <= self.room or end == self.first):
            total += self.heights[end]
            end += 1
        return range(self.first, end)

    def scroll(self, entries: int) -> bool:
        """Scroll ``entries`` entries down (up when negative), as far as the list goes; say whether it moved."""
        was = self.first
        self.first = max(0, min(self.last_first(), self.first + entries))
        return self.first != was

    def page(self, step: int) -> bool:
        """A page down (``step`` 1: the entry under the last one in view comes to the top) or up (-1: the
        entries above the first come into view, as many as fit whole); say whether it moved."""
        if step > 0:
            return self.scroll(max(1, len(self.shown())))
        i, total = self.first, 0
        while i > 0 and total + self.heights[i - 1] <= self.room:
            total += self.heights[i - 1]
            i -= 1
        return self.scroll(min(-1, i - self.first))

    def handle_event(self, event: pygame.event.Event, focused: bool) -> bool:
        """Up / Down scroll an entry while the list has the focus; a click on it gives it the focus (the ring's)."""
        if not self.enabled:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            return True
        if focused and event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN):
            self.scroll(-1 if event.key == pygame.K_UP else 1)
            return True
        return False


def standings_height(players: int, row: float, foot: float = STANDINGS_FOOT) -> float:
    """The standings' height (reference pixels) for ``players`` rows of ``row`` reference pixels each."""
    return STANDINGS_HEAD + players * row + foot



def net_change(events: Any, players: int) -> list[int]:
    """Each seat's change in fish over ``events`` (stakes put, stakes taken, chips handed)."""
    delta = [0] * players
    for e in events:
        if isinstance(e, StakePut):
            delta[e.seat] -= e.chips
        elif isinstance(e, StakeTaken):
            delta[e.seat] += e.chips
        elif isinstance(e, ChipsHanded):
            delta[e.payer] -= e.chips
            delta[e.payee] += e.chips
    return delta


def standing_ranks(balances: list[int]) -> list[str]:
    """Each seat's place in the standings, ties sharing it: ``["1=", "3.", "1=", "4."]`` for 20, 12, 20, 5."""
    out = []
    for value in balances:
        place = 1 + sum(1 for other in balances if other > value)
        tied = sum(1 for other in balances if other == value) > 1
        out.append(f"{place}=" if tied else f"{place}.")
    return out


def place_words(rank: str) -> str:
    """A place of :func:`standing_ranks` as shown: ``"1."`` → ``"1."`` (``"1位"`` in Japanese), ``"1="`` tied."""
    n = int(rank[:-1])
    return t("place_tied", n=n) if rank.endswith("=") else t("place", n=n)


def signed(n: int) -> str:
    """A change of fish with its sign, the language's way: ``"+12"``, ``"-3"``, ``"0"``."""
    return "+" + number(n) if n > 0 else number(n)


def won_words(won: dict[str, int]) -> str:
    """What a player took from the compartments in the share-out: ``"Pope 6, Matrimony 3"`` (the items
    parted the language's way: ``"、"`` in Japanese)."""
    return t("list_separator").join(t("share_won_item", label=label, n=number(n)) for label, n in won.items())


def balance_series(session: Any, deal: Any = None) -> list[list[int]]:
    """Each seat's fish before the first deal and after each deal since.

    Args:
        session: the session (its ``history`` holds each finished deal's balances).
        deal: the deal just ended, when the session has not recorded it yet.

    Returns:
        One list per seat: ``[start, after deal 1, after deal 2, ...]``.
    """
    players = len(session.names)
    afters: list[list[int]] = [list(r.balances) for r in session.history]
    events: list[Any] = [list(r.events) for r in session.history]
    numbers = [r.number for r in session.history]
    if deal is not None and deal.number not in numbers:
        afters.append(list(deal.balances))
        events.append(list(deal.events))
    if not afters:
        return [[b] for b in session.balances]
    first_delta = net_change(events[0], players)
    start = [a - d for a, d in zip(afters[0], first_delta)]
    return [[start[s]] + [after[s] for after in afters] for s in range(players)]


def chart_lines(series: list[list[int]], to_xy: Callable[[int, float], tuple[int, int]],
                spread: int) -> list[list[tuple[int, int]]]:
    """Each seat's points on the fish-by-deal chart (window pixels), set apart where lines would lie on top of
    each other.

    Where several seats had the same fish at a deal, their points there are moved up and down by ``spread``
    pixels each, in seat order, centred on the true value (two seats: about ``spread / 2`` above and below), so
    a segment two seats share exactly is drawn as two lines side by side, and neither hides the other.

    Args:
        series: each seat's fish, before the first deal and after each deal (:func:`balance_series`).
        to_xy: a point's index and value to window pixels.
        spread: pixels between two seats' lines where they coincide.

    Returns:
        One list of points per seat, in seat order.
    """
    lines = [[to_xy(i, v) for i, v in enumerate(values)] for values in series]
    length = max((len(values) for values in series), default=0)
    for i in range(length):
        groups: dict[int, list[int]] = {}
        for seat, values in enumerate(series):
            if i < len(values):
                groups.setdefault(values[i], []).append(seat)
        for seats in groups.values():
            if len(seats) < 2:
                continue
            for j, seat in enumerate(seats):
                x, y = lines[seat][i]
                lines[seat][i] = (x, y + round((j - (len(seats) - 1) / 2) * spread))
    return lines


def chart_order(players: int, people: set[int]) -> list[int]:
    """The order the chart draws the seats' lines in: the computers' first, then the people's (on top)."""
    return [seat for seat in range(players) if seat not in people] + [seat for seat in range(players) if seat in people]


class SummaryScene(Scene):
    """The deal's summary and the standings; at the session's end, the share-out and final standings.

    Args:
        app: the app.
        session: the session (names, balances, board, history).
        deal: the deal just ended (its ``events`` tell the story).
        setup: the game's setup (for the session's planned length); taken from
            the table below (its ``setup`` attribute) when not given.
        review: the summary of an earlier deal, opened again from the pause menu: Close (or Esc)
            returns, and nothing else moves the session on.
        replay: plays a finished deal (its ``DealRecord``) again (the table's ``replay_record``); the
            Replay button is dimmed without it.

    Attributes:
        mode: ``"deal"``, or ``"final"`` once the session has ended.
        guard: holds back the presses that would move on until they are deliberate.
        story_list: the story's rows and how far they are scrolled (:class:`StoryList`).
        notice: a line for the player (where the deal file was saved), or "".
    """

    opaque = False

    def __init__(self, app: Navigator, session: Any, deal: Any, setup: "GameSetup | None" = None,
                 review: bool = False, replay: Optional[Callable[[Any], None]] = None) -> None:
        super().__init__(app)
        self.session = session
        self.deal = deal
        self.header_line = ""
        """The header's second line as last drawn (the session's name, when it has one, the ruleset, ...)."""
        self.review = review
        self.replay = replay
        self.guard = DeliberatePress(0.0 if review else GUARD_MS)
        if review:  # opened on purpose from the pause menu: Close works at once
            self.guard.tick(0.0, True)
        self.notice: str | Words = ""
        if setup is None and app.top is not None:
            setup = getattr(app.top, "setup", None)
        self.setup = setup
        self.rules = session.rules
        self.language = self.rules.language
        self.mode = "deal"
        self.clock_ms = 0.0
        self.share_events: list[Any] = []
        self.shared_point = False
        self.share_shown = 0
        self.share_timer = 0.0
        self.closing_sound = False
        self.save_id: Optional[str] = None  # the save of a finished session opened again (RecordScene)
        self.ring = FocusRing()
        # every label is read as it is drawn: a change of language shows at once
        self.next_button = Button(lambda: t("next_deal"), self.next_deal, size_px=24, primary=True)
        self.end_button = Button(lambda: t("end_session"), self.ask_end_session, size_px=20)
        self.final_button = Button(lambda: t("share_and_stand"), self.end_session, size_px=24, primary=True)
        self.new_button = Button(lambda: t("new_session"), lambda: self.app.to_menu(new_session=True), size_px=24,
                                 primary=True)
        self.quit_button = Button(lambda: t("quit"), self.app.close_window, size_px=20)  # asks if unsaved
        self.close_button = Button(lambda: t("close"), self.next_deal, size_px=24, primary=True)
        self.log_button = Button(lambda: t("deal_log"), self.open_log, size_px=18)
        self.replay_button = Button(lambda: t("replay"), self.open_replay, size_px=18)
        self.save_button = Button(lambda: t("save_deal"), self.save_deal, size_px=18)
        self.record_buttons = [self.log_button, self.replay_button, self.save_button]
        self.save_button.enabled = len(getattr(deal, "deck", ()) or ()) == 51
        self.replay_button.enabled = replay is not None and self.save_button.enabled
        self.layout = theme.Layout(app.screen_size)
        self.panel = self.layout.rect(*PANEL_REF)
        self.frame = SummaryFrame()
        self.series = balance_series(session, deal)
        self.x_labels: list[tuple[str, pygame.Rect]] = []  # the chart's labels along its foot, as last drawn
        # the chart's lines as last drawn, in the order drawn: (seat, its points in window pixels, width in pixels)
        self.chart_drawn: list[tuple[int, list[tuple[int, int]], int]] = []
        self.story = self._story()
        self.language = language()  # the language the story is told in: told again when it changes
        self.story_list = StoryList()
        # the story as laid out in its part of the panel, a row a line: (kind, text, x from the part's left, the
        # text's y from its row's top, the row's height), window pixels; and the rows of each of its entries
        self.story_laid: list[tuple[str, str, int, int, int]] = []
        self.story_entries: list[range] = []
        self._buttons()

    # --- reading the events

    @property
    def names(self) -> list[str]:
        """The players' names, by seat."""
        return list(self.session.names)

    def _who(self, seat: int) -> str:
        return self.names[seat] if 0 <= seat < len(self.names) else "—"

    def _story(self) -> list[tuple[str, str]]:
        """The deal told in lines: (kind, text); kind is "end", "head", "line", "good", "bad" or "note".

        The lines are the deal log's (:func:`popejoan.ui.story.tell`), told in the past tense
        (:data:`popejoan.ui.story.PAST`): first how the deal ended ("end": who went out and won the Game, or
        that it ended without play), the line most worth seeing; then the dressing and the stakes taken
        (under "Taken from the board"), and the payments (under "Payments").
        """
        lines = story.tell(list(self.deal.events), reveal_offers=True, pope_holder_rule=self.rules.end.pope_holder)
        teller = story.Teller(self.names, self.rules, {**story.MESSAGES, **story.PAST})
        out: list[tuple[str, str]] = [("end", teller.text(line)) for line in lines if line.kind == "end"]
        out.append(("head", t("taken")))
        out += [("note", teller.text(line)) for line in lines if line.key.startswith("dress_")]
        taken = [line for line in lines if line.kind == "take"]
        if not taken:
            out.append(("note", t("nothing_taken")))
        out += [("good", teller.text(line)) for line in taken]
        out.append(("head", t("payments")))
        pays = [line for line in lines if line.kind == "pay"]
        penalties = [line for line in lines if line.kind == "penalty"]
        if not pays and not penalties:
            out.append(("note", t("no_payments")))
        out += [("line" if line.key == "pope_excused" else "bad", teller.text(line)) for line in pays]
        out += [("bad", teller.text(line)) for line in penalties]  # after the payments for cards left, as paid
        return out

    def _turned(self) -> TurnedUp | None:
        return next((e for e in self.deal.events if isinstance(e, TurnedUp)), None)

    def _dealer(self) -> int:
        started = next((e for e in self.deal.events if isinstance(e, DealStarted)), None)
        return started.dealer if started is not None else self.deal.dealer

    def deals_done(self) -> int:
        """Deals finished in the session, counting this one."""
        done = len(self.session.history)
        if self.deal is not None and self.deal.number not in [r.number for r in self.session.history]:
            done += 1
        return done

    def last_deal(self) -> bool:
        """Whether this deal is the session's last (:meth:`~popejoan.ui.setup.GameSetup.is_last_deal`): nobody
        deals next, and what it leaves on the board goes to the share-out."""
        return self.setup is not None and self.deal is not None and self.setup.is_last_deal(self.deal.number)

    def session_over(self) -> bool:
        """Whether the session's planned number of deals has been played."""
        deals = getattr(self.setup, "deals", None)
        return bool(deals) and self.deals_done() >= deals

    # --- actions

    def next_deal(self) -> None:
        """Back to the table, which deals again (in review: back to where the summary was opened)."""
        if self.app.top is self:
            self.app.pop()

    def open_log(self) -> None:
        """The deal's log, the whole deal."""
        from popejoan.ui.scenes.log import LogScene

        self.app.push(LogScene(self.app, self.rules, self.names, list(self.deal.events), self.deal.number,
                               reveal_offers=True, at_end=False, key=None,
                               notes=story.undo_notes(self.session.meta, self.deal.number),
                               last_deal=self.last_deal()))

    def open_replay(self) -> None:
        """The deal played again, every hand face up (by the table's replay)."""
        record = self._record()
        if self.replay is not None and not hasattr(record, "apply"):  # a deal the session has recorded
            self.replay(record)

    def save_deal(self) -> None:
        """Save the deal as a deal file in the player's deals folder, and say where."""
        from popejoan.exports import save_deal_file

        record = self._record()
        try:
            path = save_deal_file(record, self.rules, self.names)
        except Exception as exc:  # noqa: BLE001 - a disk error or a bug: told in words, the game goes on
            self.notice = Notice("deal_not_saved", problem=str(exc) or type(exc).__name__)
            return
        self.notice = Notice("deal_saved", path=_home_relative(path))

    def _record(self) -> Any:
        """The deal as the session recorded it (``DealRecord``), finished or not yet recorded."""
        for record in self.session.history:
            if record.number == self.deal.number:
                return record
        return self.deal

    def ask_end_session(self) -> None:
        """"End the session" asks first (the share-out and the final standings cannot be taken back): Enter or
        a click confirms, Esc goes back to this summary."""
        from popejoan.ui.i18n import _
        from popejoan.ui.scenes.confirm import ConfirmScene

        self.app.push(ConfirmScene(
            self.app, _("End the session?"),
            _("The board is shared out where the ruleset does, and the final standings are shown. "
              "No more deals can be played in this session."),
            _("End the session"), _("Keep playing"), self.end_session))

    def end_session(self, play: bool = True) -> None:
        """End the session: share out the board (where the ruleset does), then the final standings.

        Args:
            play: play the share-out at the table first (the app's ``play_share_out``, over this scene);
                when False, or when nothing is shared out, the standings list it as they open.
        """
        if self.mode == "final":
            return
        session = self.session
        if session.deal is not None and session.deal.over:
            session.finish_deal()
        if session.finished:  # a finished session opened again: its share-out was dealt and saved
            self.share_events = list(session.shared_out)
        elif session.deal is None:
            self.share_events = list(session.share_out())
            if play and self.share_events and getattr(self.app, "play_share_out", None) is not None:
                from popejoan.saves import END_UNSEEN_KEY

                session.meta[END_UNSEEN_KEY] = True  # until it has been watched, Continue offers it again
        self.series = balance_series(session)
        if any(isinstance(e, StakeTaken) for e in self.share_events):
            self.shared_point = True
            for seat, series in enumerate(self.series):
                series.append(session.balances[seat])
        self.mode = "final"
        self.closing_sound = play  # the session ends here and now (not a finished one opened again)
        self.share_shown = 0
        self.share_timer = 0.0
        self.guard.restart()
        self._buttons()
        play_share_out = getattr(self.app, "play_share_out", None)
        if play and self.share_events and play_share_out is not None:
            self.share_shown = len(self.share_events)  # played at the table; here, its record
            play_share_out(session, self.share_events, self.setup.levels if self.setup is not None else None,
                           on_done=self.share_out_seen)

    def share_out_seen(self) -> None:
        """The share-out has all been shown (its last fish has landed): the session is no longer offered to show
        it (:meth:`~popejoan.ui.autosave.Saving.end_seen`), even if the window closes before the standings."""
        self.app.saving.end_seen(self.session, self.save_id)

    def on_resume(self, scene: Any = None) -> None:
        """Back from the share-out: the standings draw themselves in again, and they are guarded again (a
        press meant for the share-out does not leave them). Back from anything else (a question, the replay,
        the deal log, the pause menu, which heard the keys and buttons go up): the next fresh press acts."""
        if type(scene).__name__ != "ShareOutScene":
            self.guard.let_go(held_now())
        else:
            self.share_out_seen()
            self.clock_ms = 0.0
            self.guard.restart()
            self._buttons()

    def _moving_on(self) -> list[Button]:
        """The buttons that move the session on (held back until pressed deliberately)."""
        if self.review:
            return [self.close_button]
        if self.mode == "final":
            return [self.new_button, self.quit_button]
        if self.session_over():
            return [self.final_button]
        return [self.next_button, self.end_button]

    def _buttons(self) -> None:
        moving = self._moving_on()
        reading = self.mode == "deal" and self.ring.focused is self.story_list  # the player is reading the story
        self.ring.set(moving + (self.record_buttons + [self.story_list] if self.mode == "deal" else []))
        ready = self.guard.ready
        for button in moving:
            button.enabled = ready
        # no default focus on "Next deal" until a press may count: a stray Enter then presses nothing; the
        # story, focused to scroll it, keeps the focus
        self.ring.focus = self.ring.widgets.index(self.story_list) if reading else 0 if ready else -1
        self._place()

    # --- layout, events, update

    def on_resize(self, size: tuple[int, int]) -> None:
        """Lay out for ``size`` pixels, at the interface size as far as it fits (the app calls this when the
        language or the interface size changes: the deal is told again)."""
        if self.language != language():
            self.story = self._story()
            self.language = language()
        self.layout = theme.Layout(size)
        self._place()

    def _no_share_out(self) -> bool:
        """The final standings of a ruleset that shares nothing out: the standings and the note across the top,
        the chart the panel's width below."""
        return self.mode == "final" and not self.session.has_share_out

    def _needed(self) -> tuple[float, float]:
        """The least room the panel's inside needs (reference pixels at 100%): width, height.

        The right column holds the standings (rows at their least height) over the chart at its least; the
        left the turn-up and a few lines of the story, or the share-out's rows at their least. With nothing
        shared out, the standings beside the note and the chart across the panel below them at its least
        height there, or the chart under the note beside the standings: whichever needs less.
        """
        players = len(self.names)
        width = 2 * SIDE + GUTTER + 2 * COLUMN_MIN
        if self._no_share_out():
            across = max(standings_height(players, ROW_MIN, foot=8), 34 + 3 * NOTE_LINE) + GAP + CHART_WIDE_MIN
            beside = max(standings_height(players, ROW_MIN, foot=8), 34 + 3 * NOTE_LINE + GAP + CHART_MIN)
            content = min(across, beside)
        else:
            right = standings_height(players, ROW_MIN, self._standings_foot()) + GAP + CHART_MIN
            left = 34 + players * SHARE_ROW_MIN if self.mode == "final" else TURN_UP_H + STORY_MIN
            content = max(left, right)
        return width, HEAD_H + content + FOOT_H

    def _place(self) -> None:
        """Lay the panel's parts and buttons out (:attr:`frame`) for the window (``self.layout.size``)."""
        size = self.layout.size
        base = theme.Layout(size)
        panel = base.rect(*PANEL_REF)
        need_w, need_h = self._needed()
        zoom = access.fit_zoom(panel.size, (need_w * base.scale, need_h * base.scale))
        self.layout = L = theme.Layout(size, zoom)
        self.panel = panel
        frame = SummaryFrame()
        frame.panel, frame.zoom = panel, zoom
        pw, ph = panel.width / L.scale, panel.height / L.scale  # the panel in reference pixels at this size
        at = self._at
        col_w = (pw - 2 * SIDE - GUTTER) / 2
        left_x, right_x = SIDE, SIDE + col_w + GUTTER
        top, bottom = HEAD_H, ph - FOOT_H
        height = bottom - top
        frame.columns = (at(left_x, top, col_w, height), at(right_x, top, col_w, height))
        players = len(self.names)
        if self._no_share_out():
            # the standings at the top left, the note beside them; the chart across the panel under both, or,
            # when that leaves it too flat (many players, a large interface size), under the note
            note_h = 34 + len(self._note_lines(at(right_x, top, col_w, 0).width)) * NOTE_LINE  # as drawn
            rows = min(ROW_H, max(ROW_MIN, (height - GAP - CHART_WIDE_MIN - STANDINGS_HEAD - 8) / max(1, players)))
            band = max(standings_height(players, rows, foot=8), note_h)
            frame.share = at(right_x, top, col_w, note_h)
            if height - band - GAP >= CHART_WIDE_MIN:
                frame.standings = at(left_x, top, col_w, standings_height(players, rows, foot=8))
                frame.chart = at(left_x, top + band + GAP, pw - 2 * SIDE, height - band - GAP)
            else:
                rows = min(ROW_H, (height - STANDINGS_HEAD - 8) / max(1, players))
                frame.standings = at(left_x, top, col_w, standings_height(players, rows, foot=8))
                frame.chart = at(right_x, top + note_h + GAP, col_w, height - note_h - GAP)
        else:
            standings = min(standings_height(players, ROW_H, self._standings_foot()), height - GAP - CHART_MIN)
            frame.standings = at(right_x, top, col_w, standings)
            frame.chart = at(right_x, top + standings + GAP, col_w, height - standings - GAP)
            if self.mode == "final":
                frame.share = at(left_x, top, col_w, height)
            else:
                frame.turn_up = at(left_x, top, col_w, TURN_UP_H)
                frame.story = at(left_x, top + TURN_UP_H, col_w, height - TURN_UP_H)
        self.frame = frame
        self._lay_story()
        # the buttons: in the final standings the two centred; else the record of the deal under the left
        # column, what moves on under the right
        mid = pw / 2
        if self.mode == "final":
            self.new_button.rect = at(mid - 310, ph - 82, 300, 56)
            self.quit_button.rect = at(mid + 10, ph - 78, 220, 48)
            return
        x = left_x
        widths = (150, 130, 220)
        for button, width in zip(self.record_buttons, widths):
            width = (col_w - 20) * width / sum(widths)
            button.rect = at(x, ph - 78, width, 48)
            x += width + 10
        if self.review:
            self.close_button.rect = at(right_x + col_w - min(280, col_w), ph - 82, min(280, col_w), 56)
        elif self.session_over():
            self.final_button.rect = at(right_x + col_w - min(460, col_w), ph - 82, min(460, col_w), 56)
        else:
            next_w = (col_w - 10) * 250 / 490
            self.next_button.rect = at(right_x, ph - 82, next_w, 56)
            self.end_button.rect = at(right_x + next_w + 10, ph - 78, col_w - next_w - 10, 48)

    def centred_button(self, width: float, height: float) -> pygame.Rect:
        """A button alone in the row of buttons, centred: ``width`` × ``height`` reference pixels, in window pixels."""
        s = self.layout.scale
        return self._at(self.panel.width / s / 2 - width / 2, self.panel.height / s - 82, width, height)

    def _at(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        """A rect of the panel's plan (reference pixels from the panel's top-left) in window pixels."""
        s = self.layout.scale
        left, top = self.panel.x + round(x * s), self.panel.y + round(y * s)
        return pygame.Rect(left, top, self.panel.x + round((x + w) * s) - left, self.panel.y + round((y + h) * s) - top)

    def board_after(self) -> dict[str, int]:
        """Fish left in each compartment when this deal ended, carried to the next deal (docs/rules.md, "What all
        sources share": unwon stakes stay on the board): its record's own board when the summary is opened again
        from the pause menu (the session's board has moved on: the next deal is dressed), else the session's."""
        if self.review and isinstance(self.deal, DealRecord):
            return self.deal.carried_on
        return dict(self.session.board)

    def board_left(self) -> int:
        """Fish left on the board when this deal ended (:meth:`board_after`, all compartments together)."""
        return sum(self.board_after().values())

    def board_items(self) -> str:
        """The compartments that hold fish on the board (:meth:`board_after`), each with its fish, in the
        ruleset's order, each named as a list in the interface language names it (:func:`~popejoan.ui.i18n.
        compartment_word`): ``"Pope 12, Matrimony 4, Game 1"`` (parted the language's way)."""
        board = self.board_after()
        return won_words({compartment_word(self.rules, name): board[name]
                          for name in self.rules.compartments if board.get(name, 0)})

    def carried_words(self) -> str:
        """A deal's line under the standings: what is carried to the next deal, in all and per compartment (after
        the session's last deal: what is left for the share-out, or left on the board where nothing is shared
        out)."""
        total = self.board_left()
        if self.last_deal():
            key = "board_to_share_out" if self.session.has_share_out else "board_left_at_end"
            return t(key + "_none") if not total else t(key, n=total, compartments=self.board_items())
        if not total:
            return t("board_carried_none")
        return t("board_carried", n=total, compartments=self.board_items())

    def _standings_foot(self) -> float:
        """The room under the standings' rows, reference pixels: two lines for a deal's (what is carried to the
        next deal, per compartment), one for the final standings' (what is left on the board)."""
        return STANDINGS_FOOT if self.mode == "final" else STANDINGS_FOOT_CARRIED

    def _note_lines(self, width: int) -> list[str]:
        """The note that the ruleset shares nothing out, wrapped to ``width`` pixels: why the fish left on the
        board stay there (its ``share_out.method`` is ``none``: docs/rules.md, "End of the session", no share-out
        described), and how many are in each compartment."""
        board_total = self.board_left()
        if board_total:
            note = t("share_out_none_kept", n=board_total, compartments=self.board_items())
        else:
            note = t("share_out_none_empty")
        return theme.wrap(note, self.layout.px(16), width, italic=True)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Buttons by mouse and keyboard; Left/Right and Tab move between them; Esc is the pause menu.

        A press that would move on counts only when deliberate (:attr:`guard`); the record's buttons
        (log, replay, save) move nothing on and take any click, and the story scrolls at any time (the wheel,
        Page Up / Page Down, Home, End, its scroll bar; Up / Down while it has the focus:
        :meth:`_scroll_event`).
        """
        deliberate = self.guard.screen(event)
        if self._scroll_event(event):  # reading the story moves nothing on: taken at any time
            return True
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN):
                self.ring.move(-1 if event.key in (pygame.K_LEFT, pygame.K_UP) else 1)
                return True
            if event.key == pygame.K_ESCAPE:
                if self.review:
                    self.next_deal()
                    return True
                self.app.pause(session_over=self.mode == "final" or bool(self.session.finished))
                return True
            if event.key == pygame.K_SPACE:
                # Space skips animations at the table; a player tapping it through the end of a deal must
                # not press a button here by accident: it only skips the share-out
                if self.mode == "final":
                    self.share_shown = len(self.share_events)
                return True
        if (event.type == pygame.MOUSEBUTTONDOWN and self.mode == "final"
                and self.share_shown < len(self.share_events) and not any(
                    w.rect.collidepoint(event.pos) for w in self.ring.widgets)):
            self.share_shown = len(self.share_events)
            return True
        if not deliberate:
            if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
                for button in self.record_buttons if self.mode == "deal" else []:
                    if button.enabled and button.rect.collidepoint(event.pos):
                        button.activate()  # the record moves nothing on: any click opens it
            return True
        self.ring.handle_event(event)
        return True

    def _fully_shown(self) -> bool:
        """Whether the screen has finished coming in: the panel, the standings, the chart; the share-out dealt."""
        if self.mode == "final":
            return self.share_shown >= len(self.share_events)
        speed = max(0.25, self.app.speed)
        rows = len(self.names) * 80 / speed + 200
        return self.clock_ms >= max(250 / speed, rows, 150 + 700 / speed)

    def update(self, dt_ms: float) -> None:
        """Fade in; in the share-out, turn one more card every so often (speed-scaled); once the screen
        is fully shown and the guard's second has passed, light the buttons that move on."""
        self.clock_ms += dt_ms
        if self.closing_sound and self.app.top is self:  # the standings are on screen: the session's last chord
            self.closing_sound = False
            sound_of(self.app).play("session_end")
        was_ready = self.guard.ready
        self.guard.tick(dt_ms, self._fully_shown())
        if self.guard.ready and not was_ready:
            self._buttons()
        if self.mode == "final" and self.share_shown < len(self.share_events):
            self.share_timer += dt_ms * self.app.speed
            while self.share_timer >= 90 and self.share_shown < len(self.share_events):
                self.share_timer -= 90
                self.share_shown += 1
                # what a card wins appears with it
                while (self.share_shown < len(self.share_events)
                       and not isinstance(self.share_events[self.share_shown], ShareOutDealt)):
                    self.share_shown += 1

    # --- drawing

    def draw(self, surface: pygame.Surface) -> None:
        """Dim the table and draw the summary panel."""
        L = self.layout
        s = L.scale
        fade = min(1.0, self.clock_ms / (250 / max(0.25, self.app.speed)))
        surface.blit(theme.dim_overlay(surface.get_size(), round(170 * fade) // 10 * 10), (0, 0))
        theme.draw_panel(surface, self.panel, theme.ui_scale(L.size), alpha=round(255 * fade) or 1)
        if self.mode == "final":
            self._draw_final(surface)
        else:
            self._draw_deal(surface)
        self.ring.draw(surface, s)
        if self.notice and self.mode == "deal":
            pw, ph = self.panel.width / s, self.panel.height / s
            text = theme.ellipsize(str(self.notice), L.px(13), L.px(pw - 2 * SIDE), italic=True)
            theme.blit_text(surface, text, self._at(SIDE, ph - 24, 0, 0).topleft, L.px(13), theme.GILT_LIGHT,
                            theme.language_of(text), italic=True, shadow=False)

    def _header(self, surface: pygame.Surface, title: str, subtitle: str) -> None:
        L = self.layout
        pw = self.panel.width / L.scale
        theme.blit_text(surface, title, self._at(pw / 2, 38, 0, 0).topleft, L.px(40), anchor="center", gilt=True,
                        bold=True)
        # the subtitle (the session's name when it has one, the ruleset's, the dealer or the deals played) a
        # little smaller if it must be, then the name alone cut with "…" (:func:`~popejoan.ui.autosave.named_line`)
        from popejoan.saves import name_in
        from popejoan.ui.autosave import named_line, quoted_name

        room = L.px(pw - 2 * SIDE)
        saving = getattr(self.app, "saving", None)
        name = saving.listed_as(self.session) if saving is not None else name_in(self.session.meta)
        whole = f"{quoted_name(name)}  ·  {subtitle}" if name else subtitle
        size = theme.fit_size(whole, L.px(17), room, theme.language_of(whole) if name else None, italic=True)
        line = self.header_line = named_line(name, subtitle, size, room, italic=True)
        theme.blit_text(surface, line, self._at(pw / 2, 76, 0, 0).topleft, size, theme.IVORY_DIM,
                        theme.language_of(line) if name else None, anchor="center", italic=True)
        theme.draw_rule(surface, self._at(pw / 2 - 200, 96, 0, 0).topleft, L.px(400), L.scale)

    def _story_style(self, kind: str) -> tuple[int, theme.Color, bool, bool]:
        """How a row of ``kind`` is set: its size (window pixels), colour, bold, italic."""
        L = self.layout
        if kind == "head":
            return L.px(20), theme.GILT, True, False
        colour = {"end": theme.GILT_LIGHT, "line": theme.GILT_LIGHT, "note": theme.IVORY_DIM}.get(kind, theme.IVORY)
        return L.px(16), colour, kind == "end", kind == "note"

    def _lay_story(self) -> None:
        """Set the story in its part of the panel (:attr:`SummaryFrame.story`): every line wrapped to the width
        it is drawn at (the narrower by a lane for the scroll bar when the story is too long for its room), a
        row a wrapped line (:attr:`story_laid`), gathered in entries (:attr:`story_entries`: a sentence, or a
        heading and the sentence under it), which the list (:attr:`story_list`) scrolls."""
        L = self.layout
        rect = self.frame.story
        self.story_list.rect = rect
        if rect.width <= 0 or rect.height <= 0:
            self.story_laid, self.story_entries = [], []
            self.story_list.lay([], 0)
            return
        line_h, head_h, indent, above = L.px(STORY_LINE), L.px(STORY_HEAD), L.px(STORY_INDENT), L.px(6)

        def laid(width: int) -> tuple[list[tuple[str, str, int, int, int]], list[int]]:
            rows: list[tuple[str, str, int, int, int]] = []
            starts: list[int] = []  # where each entry begins: a sentence, or a heading and the sentence under it
            for kind, text in self.story:
                if not (rows and rows[-1][0] == "head"):
                    starts.append(len(rows))
                if kind == "head":  # a little room above a heading
                    rows.append((kind, text, 0, above, head_h))
                    continue
                x = 0 if kind == "end" else indent
                size, _colour, bold, italic = self._story_style(kind)
                for line in theme.wrap(text, size, width - x, bold=bold, italic=italic):
                    first = not rows  # the story's first line: as much room above it as a heading has
                    rows.append((kind, line, x, above if first else 0, line_h + (above if first else 0)))
            return rows, starts

        def room(rows: list[tuple[str, str, int, int, int]]) -> int:
            # a face whose ink reaches below its line (Japanese: Noto's stands lower) leaves the rows a little
            # less room, so that the last row in view still ends inside the story's part
            spill = 0
            for kind, text, _x, dy, height in rows:
                size, colour, bold, italic = self._story_style(kind)
                ink = theme.render(text, size, colour, bold=bold, italic=italic).get_bounding_rect(min_alpha=64)
                spill = max(spill, dy + ink.bottom - height)
            return rect.height - spill

        rows, starts = laid(rect.width)
        if sum(row[4] for row in rows) > room(rows):  # it scrolls: the scroll bar's lane beside it
            rows, starts = laid(rect.width - L.px(SCROLL_LANE))
        space = room(rows)
        entries: list[range] = []
        for begin, end in zip(starts, starts[1:] + [len(rows)]):
            if sum(row[4] for row in rows[begin:end]) <= space:
                entries.append(range(begin, end))
            else:  # taller than the whole list: line by line
                entries += [range(i, i + 1) for i in range(begin, end)]
        self.story_laid, self.story_entries = rows, entries
        self.story_list.lay([sum(row[4] for row in rows[e.start:e.stop]) for e in entries], space)

    def story_rows(self) -> tuple[list[tuple[str, str, tuple[int, int]]], bool]:
        """The deal's story as it is shown now in its part of the panel (:attr:`SummaryFrame.story`).

        Returns:
            The rows in view, each (kind, text, window position of its text's top-left; a heading's text
            stands a little below its row's top), whole lines only; and whether the story scrolls (some rows
            are out of view: :attr:`story_list`).
        """
        rect = self.frame.story
        rows: list[tuple[str, str, tuple[int, int]]] = []
        y = rect.y
        for entry in self.story_list.shown():
            for index in self.story_entries[entry]:
                kind, text, x, dy, height = self.story_laid[index]
                rows.append((kind, text, (rect.x + x, y + dy)))
                y += height
        return rows, self.story_list.scrolls

    def story_track(self) -> pygame.Rect:
        """The story's scroll bar's track, window pixels (at the right of its part, in the lane kept for it)."""
        L = self.layout
        rect = self.frame.story
        return pygame.Rect(rect.right - L.px(SCROLL_BAR), rect.y, L.px(SCROLL_BAR), rect.height)

    def _story_scroll(self) -> tuple[int, int, float]:
        """The story's scroll bar's measures, window pixels: the whole story's height, the room it is shown
        in, and how far down the view begins (the last row in view at the foot: the bar at its end)."""
        listed = self.story_list
        content = sum(listed.heights)
        last = listed.last_first()
        down = listed.first / last if last else 0.0
        return content, listed.room, down * max(0, content - listed.room)

    def _scroll_event(self, event: pygame.event.Event) -> bool:
        """Scroll the story (when it is too long for its room): the wheel; Page Up / Page Down, Home and End; a
        click on the scroll bar's track pages towards it. Up / Down go to the list when it has the focus (its
        own :meth:`StoryList.handle_event`). None of it moves the session on; say whether ``event`` was taken."""
        listed = self.story_list
        if self.mode != "deal" or not listed.scrolls:
            return False
        if event.type == pygame.MOUSEWHEEL:
            if event.y:
                listed.scroll(-WHEEL_ENTRIES * event.y)
            return True
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
                listed.page(1 if event.key == pygame.K_PAGEDOWN else -1)
                return True
            if event.key in (pygame.K_HOME, pygame.K_END):
                listed.scroll(len(listed.heights) if event.key == pygame.K_END else -len(listed.heights))
                return True
            return self.ring.focused is listed and listed.handle_event(event, True)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            track = self.story_track().inflate(self.layout.px(8), 0)
            if track.collidepoint(event.pos):
                thumb = theme.scrollbar_thumb(self.story_track(), *self._story_scroll(), self.layout.scale)
                if not thumb.collidepoint(event.pos):
                    listed.page(1 if event.pos[1] > thumb.centery else -1)
                self.ring.mouse = event.pos
                self.ring.focus = self.ring.widgets.index(listed)
                return True
            if listed.rect.collidepoint(event.pos):  # the story: it takes the keyboard's focus, at any time
                self.ring.mouse = event.pos
                self.ring.focus = self.ring.widgets.index(listed)
                return True
        return False

    def _draw_deal(self, surface: pygame.Surface) -> None:
        L = self.layout
        rs = self.rules
        self._header(surface, t("deal_summary", number=self.deal.number),
                     f"{rs.name.native}  ·  {t('dealer', name=self._who(self._dealer()))}")
        # the turn-up
        turned = self._turned()
        x0, y = self.frame.turn_up.topleft
        theme.blit_text(surface, t("turn_up"), (x0, y), L.px(20), theme.GILT, bold=True)
        if turned is not None:
            card_w = L.px(64)
            img = _card_face(turned.card, card_w)
            if img is not None:
                surface.blit(img, (x0, y + L.px(30)))
            tx = x0 + card_w + L.px(16)
            room = self.frame.turn_up.right - tx
            theme.blit_text(surface, theme.ellipsize(card_name(turned.card), L.px(20), room), (tx, y + L.px(36)),
                            L.px(20))
            theme.blit_text(surface, theme.ellipsize(t("trumps", suit=suit_name(turned.trump)), L.px(16), room,
                                                     italic=True),
                            (tx, y + L.px(62)), L.px(16), theme.IVORY_DIM, italic=True)
        # the story, as far as it is scrolled, and its scroll bar
        rows, scrolls = self.story_rows()
        for kind, text, pos in rows:
            size, colour, bold, italic = self._story_style(kind)
            theme.blit_text(surface, text, pos, size, colour, bold=bold, italic=italic)
        if scrolls:
            theme.draw_scrollbar(surface, self.story_track(), *self._story_scroll(), L.scale)
        self._draw_standings(surface, self.frame.standings, final=False)
        self._draw_chart(surface, self.frame.chart)

    def _draw_standings(self, surface: pygame.Surface, rect: pygame.Rect, final: bool,
                        board_line: bool = True) -> None:
        """The standings in ``rect``: a heading, a row a player (best first), the board's line at its foot.

        Args:
            surface: where to draw.
            rect: the standings' part of the panel (:attr:`SummaryFrame.standings`), window pixels.
            final: the final standings (with the share-out as dealt so far; no "this deal" column).
            board_line: say at the foot what is left on the board (not when the note beside says it).
        """
        L = self.layout
        theme.blit_text(surface, t("final_standings") if final else t("standings"), rect.topleft, L.px(20),
                        theme.GILT, bold=True)
        balances = [series[-1] for series in self.series]
        if final:
            pending = [e for e in self.share_events[self.share_shown:] if isinstance(e, StakeTaken)]
            balances = list(self.session.balances)
            for e in pending:
                balances[e.seat] -= e.chips
        changes = [series[-1] - series[-2] if len(series) > 1 else 0 for series in self.series]
        order = sorted(range(len(balances)), key=lambda i: (-balances[i], i))
        y = rect.y + L.px(34)
        # the columns: the seat's colour, the place and name, the fish (and this deal's change) from the right
        fish_right = rect.right - L.px(60 if final else 130)
        cols = (rect.x + L.px(8), rect.x + L.px(40), fish_right, rect.right - L.px(24))
        theme.blit_text(surface, t("player"), (cols[1], y), L.px(13), theme.IVORY_DIM, italic=True, shadow=False)
        theme.blit_text(surface, t("fish"), (cols[2], y), L.px(13), theme.IVORY_DIM, anchor="topright",
                        italic=True, shadow=False)
        if not final:
            theme.blit_text(surface, t("change"), (cols[3], y), L.px(13), theme.IVORY_DIM,
                            anchor="topright", italic=True, shadow=False)
        y += L.px(20)
        foot = L.px(self._standings_foot()) if board_line else L.px(8)
        row_h = min(L.px(ROW_H), (rect.bottom - foot - y) // max(1, len(order)))
        appear = 80 / max(0.25, self.app.speed)
        places = standing_ranks(balances)
        # the places' column as wide as its widest place ("1.", "1=", "1位") and a space
        size = min(L.px(18), round(row_h * 0.75))
        place_w = max([L.px(28)] + [theme.measure(place_words(p), min(L.px(16), size))[0] + L.px(8) for p in places])
        for rank, seat in enumerate(order):
            alpha = max(0.0, min(1.0, (self.clock_ms - rank * appear) / 200))
            if alpha <= 0:
                continue
            if rank % 2 == 0:
                band = pygame.Surface((rect.width, row_h), pygame.SRCALPHA)
                band.fill((255, 230, 190, 12))
                surface.blit(band, (rect.x, y))
            cy = y + row_h // 2
            pygame.draw.circle(surface, PLAYER_COLOURS[seat % len(PLAYER_COLOURS)], (cols[0] + L.px(8), cy), L.px(6))
            theme.blit_text(surface, place_words(places[seat]), (cols[1], cy), min(L.px(16), size), theme.IVORY_DIM,
                            anchor="midleft")
            name = theme.fit_name(self.names[seat], size, fish_right - L.px(72) - cols[1] - place_w)
            theme.blit_text(surface, name, (cols[1] + place_w, cy), size, theme.IVORY,
                            theme.language_of(name), anchor="midleft", gilt=places[seat] in ("1.", "1="))
            value = balances[seat]
            colour = pal.DEBT_LIGHT if value < 0 else theme.IVORY
            theme.blit_text(surface, number(value), (cols[2], cy), size, colour, anchor="midright", bold=True)
            if not final:
                change = changes[seat]
                text = signed(change)
                colour = pal.GAIN if change > 0 else pal.DEBT_LIGHT if change < 0 else theme.IVORY_DIM
                theme.blit_text(surface, text, (cols[3], cy), min(L.px(16), size), colour, anchor="midright")
            y += row_h
        if not board_line:
            return
        if not final:  # what is carried to the next deal, per compartment, on up to two lines
            lines = self.carried_lines(rect.width - L.px(8))
            y = rect.bottom - L.px(STANDINGS_FOOT_CARRIED) + L.px(4)
            for line in lines:
                theme.blit_text(surface, line, (rect.x + L.px(8), y), L.px(14), theme.IVORY_DIM, italic=True,
                                shadow=False)
                y += L.px(19)
            return
        board_total = self.board_left()
        board_total += sum(e.chips for e in self.share_events[self.share_shown:] if isinstance(e, StakeTaken))
        theme.blit_text(surface, t("board_left", chips=number(board_total)), (rect.x + L.px(8), rect.bottom),
                        L.px(14), theme.IVORY_DIM, anchor="bottomleft", italic=True, shadow=False)

    def carried_lines(self, width: int) -> list[str]:
        """:meth:`carried_words` as drawn under a deal's standings: wrapped to ``width`` pixels, at most two
        lines (the second shortened with "…" should it need a third: never with eight compartments at 1280)."""
        L = self.layout
        lines = theme.wrap(self.carried_words(), L.px(14), width, italic=True)
        if len(lines) > 2:
            rest = ("" if language() == "ja" else " ").join(lines[1:])
            lines = [lines[0], theme.ellipsize(rest, L.px(14), width, italic=True)]
        return lines

    def _draw_chart(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        L = self.layout
        theme.blit_text(surface, t("chips_by_deal"), rect.topleft, L.px(20), theme.GILT, bold=True)
        area = pygame.Rect(rect.x + L.px(44), rect.y + L.px(38), rect.width - L.px(60), rect.height - L.px(64))
        well = pygame.Surface(area.inflate(L.px(16), L.px(16)).size, pygame.SRCALPHA)
        well.fill((0, 0, 0, 70))
        surface.blit(well, area.inflate(L.px(16), L.px(16)))
        values = [v for series in self.series for v in series]
        lo, hi = min(values + [0]), max(values)
        if hi == lo:
            hi = lo + 1
        pad = (hi - lo) * 0.08
        lo, hi = lo - pad, hi + pad
        points = max(len(series) for series in self.series)

        def to_xy(i: int, v: float) -> tuple[int, int]:
            x = area.x + (area.width * i // max(1, points - 1) if points > 1 else area.width // 2)
            y = area.bottom - round((v - lo) / (hi - lo) * area.height)
            return x, y

        # horizontal guides at round values, at most six, and no closer than their labels allow
        span = hi - lo
        guides = max(2, min(6, area.height // L.px(26)))
        step = next((m * 10 ** e for e in range(0, 6) for m in (1, 2, 5) if span / (m * 10 ** e) <= guides), 10 ** 6)
        first = int(lo // step + 1) * step
        for v in range(first, int(hi) + 1, step):
            y = to_xy(0, v)[1]
            pygame.draw.line(surface, theme.lerp(theme.GILT_DARK, theme.SHADOW, 0.4), (area.x, y), (area.right, y))
            theme.blit_text(surface, number(round(v)), (area.x - L.px(8), y), L.px(12), theme.IVORY_DIM, anchor="midright",
                            shadow=False)
        if lo < 0 < hi:
            y = to_xy(0, 0)[1]
            pygame.draw.line(surface, theme.DEBT, (area.x, y), (area.right, y), max(1, L.px(1)))
        # deal numbers along the foot: the last point always named ("share-out" after a share-out), kept
        # inside the chart's well, and no two labels on top of each other
        last = points - 1
        size = L.px(12)

        def label_at(i: int) -> tuple[str, pygame.Rect]:
            text = t("share_short") if self.shared_point and i == last else str(i)
            rect = pygame.Rect((0, 0), theme.measure(text, size))
            rect.midtop = (to_xy(i, lo)[0], area.bottom + L.px(6))
            rect.right = min(rect.right, area.right + L.px(8))
            rect.left = max(rect.left, area.left - L.px(8))
            return text, rect

        self.x_labels = [label_at(last)]
        step = max(1, points // 10)
        for i in range(0, last, step):
            text, rect = label_at(i)
            if all(not rect.inflate(L.px(8), 0).colliderect(other) for _, other in self.x_labels):
                self.x_labels.append((text, rect))
        for text, rect in self.x_labels:
            theme.blit_text(surface, text, rect.topleft, size, theme.IVORY_DIM, shadow=False)
        # the lines grow from left to right as the scene opens; seats whose fish were equal at a deal are set a
        # little apart there, and the people at the table are drawn last and thicker: no line hides another
        grow = max(0.0, min(1.0, (self.clock_ms - 150) / (700 / max(0.25, self.app.speed))))
        lines = chart_lines(self.series, to_xy, max(3, L.px(3)))
        people = self.people()
        self.chart_drawn = []
        for seat in chart_order(len(self.series), people):
            colour = PLAYER_COLOURS[seat % len(PLAYER_COLOURS)]
            pts = lines[seat]
            width = 3 if seat in people else 2
            self.chart_drawn.append((seat, pts, width))
            if len(pts) == 1:
                pygame.draw.circle(surface, colour, pts[0], L.px(4) + (1 if seat in people else 0))
                continue
            shown = 1 + (len(pts) - 1) * grow
            whole = int(shown)
            line = pts[:whole]
            if whole < len(pts):
                a, b = pts[whole - 1], pts[whole]
                f = shown - whole
                line.append((round(a[0] + (b[0] - a[0]) * f), round(a[1] + (b[1] - a[1]) * f)))
            if len(line) >= 2:
                for dy in range(-(width // 2), width - width // 2):
                    pygame.draw.aalines(surface, colour, False, [(x, y + dy) for x, y in line])
            for p in pts[:whole]:
                pygame.draw.circle(surface, colour, p, L.px(3) + (1 if seat in people else 0))

    def people(self) -> set[int]:
        """The seats of the people at the table (not computers), whose lines the chart draws last and thicker:
        from the game's setup (a level of None), else from the session's seats (``{"kind": "human"}``)."""
        levels = getattr(self.setup, "levels", None)
        if levels is not None:
            return {seat for seat, level in enumerate(levels) if level is None}
        seats = getattr(self.session, "seats", None) or []
        return {seat for seat, data in enumerate(seats) if isinstance(data, dict) and data.get("kind") == "human"}

    def _draw_final(self, surface: pygame.Surface) -> None:
        L = self.layout
        rs = self.rules
        played = self.deals_done()
        undos = undos_note(self.session.meta)
        self._header(surface, t("final_standings"),
                     f"{rs.name.native}  ·  " + t("deals_played", n=played)
                     + (f"  ·  {undos}" if undos else ""))
        share = self.frame.share
        x0, y = share.topleft
        # rules with no share-out show what the board keeps, under a heading that does not promise one
        heading = t("board_at_end") if self._no_share_out() else t("share_out")
        theme.blit_text(surface, heading, (x0, y), L.px(20), theme.GILT, bold=True)
        y += L.px(34)
        if self._no_share_out():
            # the standings at the top left, what the board keeps beside them, the chart across the panel
            for line in self._note_lines(share.width):
                theme.blit_text(surface, line, (x0, y), L.px(16), theme.IVORY_DIM, italic=True)
                y += L.px(NOTE_LINE)
            self._draw_standings(surface, self.frame.standings, final=True, board_line=False)
            self._draw_chart(surface, self.frame.chart)
            return
        shown = self.share_events[: self.share_shown]
        done = self.share_shown >= len(self.share_events)
        players = len(self.names)
        right = share.right - L.px(14)  # the rows' contents end here; their bands reach the column's edge
        row_h = min(L.px(SHARE_ROW_H), (share.bottom - y) // max(1, players))
        text_h = L.px(19) if row_h >= L.px(50) else 0  # room for the winnings under the cards, clear of them
        per_seat = -(-51 // players)  # the most cards one player is dealt
        card_w = max(L.px(20), min(L.px(32), round((row_h - text_h) / 1.42) - L.px(4)))
        cx = x0 + L.px(118)
        step = max(L.px(9), min(card_w * 3 // 5, (right - cx - card_w) // max(1, per_seat - 1)))
        cards: list[list[int]] = [[] for _ in range(players)]
        won: list[dict[str, int]] = [{} for _ in range(players)]
        gained = [0] * players
        for e in shown:
            if isinstance(e, ShareOutDealt) and 0 <= e.seat < players:
                cards[e.seat].append(e.card)
            elif isinstance(e, StakeTaken) and 0 <= e.seat < players:
                label = compartment_word(rs, e.compartment)
                won[e.seat][label] = won[e.seat].get(label, 0) + e.chips
                gained[e.seat] += e.chips
        for seat in range(players):
            ry = y + seat * row_h
            if seat % 2 == 0:
                band = pygame.Surface((share.width + L.px(6), row_h), pygame.SRCALPHA)
                band.fill((255, 230, 190, 10))
                surface.blit(band, (x0 - L.px(6), ry))
            name = theme.fit_name(self.names[seat], L.px(15), L.px(110))
            theme.blit_text(surface, name, (x0, ry + row_h // 2), L.px(15), theme.IVORY,
                            theme.language_of(name), anchor="midleft")
            for i, c in enumerate(cards[seat]):
                img = _card_face(c, card_w)
                if img is not None:
                    surface.blit(img, (cx + i * step, ry + (row_h - text_h - img.get_height()) // 2))
            if won[seat]:
                text = t("share_won", n=signed(gained[seat]), compartments=won_words(won[seat]))
                colour = theme.GILT_LIGHT
            elif done and cards[seat]:  # every card shown, none of them took a stake: said, not left blank
                text, colour = t("share_nothing"), theme.IVORY_DIM
            else:
                continue
            if text_h:  # under the cards
                tx, ty = cx, ry + row_h - L.px(9)
                text = theme.ellipsize(text, L.px(13), right - tx)
                theme.blit_text(surface, text, (tx, ty), L.px(13), colour, anchor="midleft")
                continue
            # beside them, on as many lines as the row holds
            tx = cx + step * (per_seat - 1) + card_w + L.px(8)
            line_h = L.px(15)
            lines = theme.wrap(text, L.px(13), right - tx)
            most = max(1, (row_h - L.px(4)) // line_h)
            if len(lines) > most:
                rest = ("" if language() == "ja" else " ").join(lines[most - 1:])  # Japanese has no spaces
                lines = lines[:most - 1] + [theme.ellipsize(rest, L.px(13), right - tx)]
            ty = ry + (row_h - line_h * len(lines)) // 2 + line_h // 2
            for line in lines:
                theme.blit_text(surface, line, (tx, ty), L.px(13), colour, anchor="midleft")
                ty += line_h
        self._draw_standings(surface, self.frame.standings, final=True)
        self._draw_chart(surface, self.frame.chart)


def _home_relative(path: Any) -> str:
    """``path`` with the home folder written ``~`` (shorter, and still exact)."""
    from pathlib import Path

    path = Path(path)
    try:
        return "~/" + path.relative_to(Path.home()).as_posix()
    except ValueError:
        return str(path)


def _card_face(card: int, width: int) -> pygame.Surface | None:
    """The table's card art for ``card`` at ``width`` pixels, or None if it is unavailable."""
    try:
        from popejoan.ui import cards_art
    except ImportError:  # pragma: no cover - part 1's module
        return None
    return cards_art.face(card, width)
