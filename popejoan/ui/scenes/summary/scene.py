"""The summary scene: the end of a deal, and of a session, over the table.

:class:`SummaryScene` holds what the summary knows (the session, the deal, its mode, the share-out as dealt so
far, the guard on the buttons that move on) and acts: the buttons, the keys, the share-out's pace. It is made
of parts by job: its layout (:mod:`~popejoan.ui.scenes.summary.layout`), its drawing
(:mod:`~popejoan.ui.scenes.summary.drawing`), its chart (:mod:`~popejoan.ui.scenes.summary.chart`), its story
(:mod:`~popejoan.ui.scenes.summary.story_list`) and its words about the board
(:mod:`~popejoan.ui.scenes.summary.words`). A scene built on it (a finished session opened again) uses its hooks:
:meth:`SummaryScene.own_buttons` and :meth:`~popejoan.ui.scenes.summary.layout.SummaryLayout.place_own_buttons`.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from popejoan.engine.events import DealStarted, Event, ShareOutDealt, StakeTaken, TurnedUp
from popejoan.engine.session import DealRecord
from popejoan.ui import story, theme
from popejoan.ui.guard import GUARD_MS, DeliberatePress, held_now
from popejoan.ui.i18n import _, language, t
from popejoan.ui.scene import Navigator, Scene
from popejoan.ui.scenes.summary.chart import ChartView
from popejoan.ui.scenes.summary.drawing import PanelDrawing
from popejoan.ui.scenes.summary.layout import SummaryLayout
from popejoan.ui.scenes.summary.plan import PANEL_REF, SummaryFrame
from popejoan.ui.scenes.summary.standings import balance_series
from popejoan.ui.scenes.summary.story_list import StoryList, StoryView
from popejoan.ui.scenes.summary.words import BoardWords
from popejoan.ui.settings import Notice, Words
from popejoan.ui.sound import of as sound_of
from popejoan.ui.widgets import Button, FocusRing

if TYPE_CHECKING:
    from popejoan.engine.session import Session
    from popejoan.engine.state import Deal
    from popejoan.ui.scenes.review.work import DealReviews
    from popejoan.ui.setup import GameSetup


class SummaryScene(SummaryLayout, PanelDrawing, ChartView, StoryView, BoardWords, Scene):
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
    session: Session  # always a session here (Scene's may be None)

    def __init__(self, app: Navigator, session: Session, deal: Deal | DealRecord | None, setup: GameSetup | None = None,
                 review: bool = False, replay: Callable[[DealRecord], None] | None = None) -> None:
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
            setup = app.top.game_setup()
        self.setup = setup
        self.rules = session.rules
        self.language = self.rules.language
        self.mode = "deal"
        self.clock_ms = 0.0
        self.share_events: list[Event] = []
        self.shared_point = False
        self.share_shown = 0
        self.share_timer = 0.0
        self.closing_sound = False
        self.save_id: str | None = None  # the save of a finished session opened again (RecordScene)
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
        self.save_button.enabled = deal is not None and len(deal.deck) == 51
        self.replay_button.enabled = replay is not None and self.save_button.enabled
        # the coach (issue 34): the people's reviews worked out in the background from now on
        self.coach_button = Button(lambda: _("How did I play?"), self.open_review, size_px=18)
        self.coach_reviews = self._start_coach()
        if self.coach_reviews is not None:
            self.record_buttons.append(self.coach_button)  # moves nothing on: any click opens it
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

    def dealer_name(self) -> str:
        """The name of the deal's dealer, as the summary says it."""
        return self._who(self._dealer())

    def _who(self, seat: int) -> str:
        return self.names[seat] if 0 <= seat < len(self.names) else "—"

    def _the_deal(self) -> Deal | DealRecord:
        """The deal this summary is of: every summary has one but a finished session's record opened again
        with no deal played (its final standings ask nothing of a deal)."""
        assert self.deal is not None  # every summary but a finished session's record with no deal has a deal
        return self.deal

    def _turned(self) -> TurnedUp | None:
        return next((e for e in self._the_deal().events if isinstance(e, TurnedUp)), None)

    def _dealer(self) -> int:
        started = next((e for e in self._the_deal().events if isinstance(e, DealStarted)), None)
        return started.dealer if started is not None else self._the_deal().dealer

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
        deals = self.setup.deals if self.setup is not None else None
        return deals is not None and bool(deals) and self.deals_done() >= deals

    # --- actions

    def next_deal(self) -> None:
        """Back to the table, which deals again (in review: back to where the summary was opened)."""
        if self.app.top is self:
            self.app.pop()

    def open_log(self) -> None:
        """The deal's log, the whole deal."""
        from popejoan.ui.scenes.log import LogScene

        deal = self._the_deal()
        self.app.push(LogScene(self.app, self.rules, self.names, list(deal.events), deal.number,
                               reveal_offers=True, at_end=False, key=None,
                               notes=story.undo_notes(self.session.meta, deal.number),
                               last_deal=self.last_deal()))

    def open_replay(self) -> None:
        """The deal played again, every hand face up (by the table's replay)."""
        record = self._record()
        if self.replay is not None and isinstance(record, DealRecord):  # a deal the session has recorded
            self.replay(record)

    def _start_coach(self) -> DealReviews | None:
        """The session's coach starts on this deal's reviews (on its background thread), if anyone can have one."""
        from popejoan.ui.scenes.review import coach_for
        from popejoan.ui.scenes.review.work import reviewable

        people = sorted(self.people())
        if not people or self.deal is None or not reviewable(self.deal):
            return None
        return coach_for(self.session, people).deal(self._record())

    def open_review(self) -> None:
        """"How did I play?": the coach's review of this deal over the summary (a pass card first in hot seat)."""
        from popejoan.ui.scenes.review import ReviewScene

        record = self._record()
        if self.coach_reviews is not None:
            people = sorted(self.people())
            self.app.push(ReviewScene(self.app, self.coach_reviews, self.names, people, people[0], self.replay,
                                      record if isinstance(record, DealRecord) else None))

    def coach_notes(self, seat: int) -> tuple[str, ...]:
        """The coach's figures for ``seat`` in the final standings, over the session's deals (the sums of the
        deals' reviews, worked out in the background), longest first: "3 of 4 good, cost 1.2 fish", "3/4, 1.2";
        or how far the reviews have got. None for a computer, or a person who took no decision with a choice."""
        from popejoan.ui.scenes.review import coach_for
        from popejoan.ui.scenes.review.words import coach_notes

        people = sorted(self.people())
        if seat not in people:
            return ()
        return coach_notes(coach_for(self.session, people).totals(seat, list(self.session.history)))

    def _place(self) -> None:
        """Lay the panel out (:class:`SummaryLayout`), and "How did I play?" at the turn-up's right."""
        super()._place()
        box = self.frame.turn_up
        if self.coach_reviews is None or self.mode != "deal" or not box.width:
            self.coach_button.rect = pygame.Rect(0, 0, 0, 0)
            return
        L = self.layout
        width = min(box.width // 2, theme.measure(self.coach_button.label, L.px(18))[0] + L.px(36))
        self.coach_button.rect = pygame.Rect(box.right - width, box.y + L.px(4), width, L.px(44))

    def save_deal(self) -> None:
        """Save the deal as a deal file in the player's deals folder, and say where."""
        from popejoan.storage.exports import save_deal_file

        record = self._record()
        try:
            path = save_deal_file(record, self.rules, self.names)
        except Exception as exc:  # a disk error or a bug: told in words, the game goes on
            self.notice = Notice("deal_not_saved", problem=str(exc) or type(exc).__name__)
            return
        self.notice = Notice("deal_saved", path=_home_relative(path))

    def _record(self) -> DealRecord | Deal:
        """The deal as the session recorded it (``DealRecord``), finished or not yet recorded."""
        deal = self._the_deal()
        for record in self.session.history:
            if record.number == deal.number:
                return record
        return deal

    def ask_end_session(self) -> None:
        """"End the session" asks first (the share-out and the final standings cannot be taken back): Enter or
        a click confirms, Esc goes back to this summary."""
        from popejoan.ui.i18n import _
        from popejoan.ui.scenes.confirm import ConfirmScene

        self.app.push(ConfirmScene(
            self.app, _("End the session?"),
            _("What is left on the board is shared out, if the ruleset shares it out, and the final standings are "
              "shown. No more deals can be played in this session."),
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
            if play and self.share_events and self.app.plays_share_out:
                from popejoan.storage.saves import END_UNSEEN_KEY

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
        if play and self.share_events and self.app.plays_share_out:
            self.share_shown = len(self.share_events)  # played at the table; here, its record
            self.app.play_share_out(session, self.share_events, self.setup.levels if self.setup is not None else None,
                           on_done=self.share_out_seen)

    def share_out_seen(self) -> None:
        """The share-out has all been shown (its last fish has landed): the session is no longer offered to show
        it (:meth:`~popejoan.ui.autosave.Saving.end_seen`), even if the window closes before the standings."""
        self.app.saving.end_seen(self.session, self.save_id)

    def on_resume(self, scene: Scene | None = None) -> None:
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

    def own_buttons(self) -> list[Button]:
        """Hook for a scene built on the summary: the buttons its final standings show instead of "A new
        session" and "Quit" (a finished session opened again: Back). They are not held back by :attr:`guard`
        (the scene was opened on purpose), the first has the focus, and the scene places them in
        :meth:`~popejoan.ui.scenes.summary.layout.SummaryLayout.place_own_buttons`.

        Returns:
            The buttons, in the focus ring's order; empty (the summary's): its own buttons.
        """
        return []

    def _buttons(self) -> None:
        own = self.own_buttons() if self.mode == "final" else []
        if own:  # the final standings of a scene built on the summary: its own buttons, at once
            self.ring.set(list(own))
            self.ring.focus = 0
            self._place()
            return
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

    # --- events, update

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


def _home_relative(path: str | os.PathLike[str]) -> str:
    """``path`` with the home folder written ``~`` (shorter, and still exact)."""
    from pathlib import Path

    path = Path(path)
    try:
        return "~/" + path.relative_to(Path.home()).as_posix()
    except ValueError:
        return str(path)
