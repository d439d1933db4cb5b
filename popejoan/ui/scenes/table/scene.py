"""The table scene: :class:`TableScene` wires the table's parts (the package's docstring names each one's job).

This module holds the scene only: the small notes it keeps (how far a deal was shown, the sound note, the
seats' levels) are in :mod:`~popejoan.ui.scenes.table.notes`, the attributes it forwards to its parts in
:mod:`~popejoan.ui.scenes.table.forwards`; it draws, lays out and words nothing itself.

:class:`TableScene` wires them: ``handle_event`` goes to the input, ``update``
advances the hot seat's guards and the director, then lets the turns decide
once the motion has caught up with the engine, and ``draw`` hands the view
to the painter. Before a fresh session's first deal the director shows the
draw for the first dealer (``session.dealer_draw``, drawn by the engine;
none when the session was given its first dealer). When a deal is over the scene records it
(``session.finish_deal()``) and pushes
``popejoan.ui.scenes.summary.SummaryScene(app, session, deal)``; when that
scene is popped, :meth:`TableScene.on_resume` deals again unless the session
is over. A resumed session is taken up with :meth:`TableScene.carry_on`: a
deal in progress is laid out as it stands (the director plays its events with
no motion) and play goes on from the seat to move. The session is saved by the
app after every change (:mod:`popejoan.ui.autosave`); the table does nothing
for it.

The record of play: R and L (or the two buttons above the bottom plaque) open the
played-cards view (:mod:`~popejoan.ui.scenes.table.record_view`) and the
deal log (:mod:`popejoan.ui.scenes.log`) for the events the table has shown
(:attr:`Director.shown`); the pause menu adds a replay of the deal so far
(:mod:`~popejoan.ui.scenes.table.replay`), its log, and the last deal's summary
(:meth:`TableScene.pause_entries`).

Pointing at a compartment of the board shows a tip (:meth:`TableScene.board_tip`): its name, its fish, and
where they came from, carried over from earlier deals (``Deal.carried_over``) and staked by this deal's dressing,
as far as the table has shown the deal. The board has no keyboard focus (the arrows walk the hand).

Sound is one call per event kind in the director (:mod:`popejoan.ui.sound`);
M turns it off or on. Ctrl+Z (or the pause menu's button) takes back the
human's last lead at a table of one person and computers
(:meth:`TableScene.undo`: the deal is dealt again from its deck with fewer
decisions, ``Session.undo_to``); another language goes in the captions.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

import pygame

from popejoan.engine.cards import Card, card_code
from popejoan.engine.jsontypes import JSONObject
from popejoan.engine.session import Session
from popejoan.ui import cards_art, story
from popejoan.ui.board import Board
from popejoan.ui.scene import Navigator, Scene
from popejoan.ui.scenes.table import captions
from popejoan.ui.scenes.table.board_tip import BoardTip
from popejoan.ui.scenes.table.dealer_draw import place_drawn_cards
from popejoan.ui.scenes.table.director import Director
from popejoan.ui.scenes.table.director_times import FORCED_PACE
from popejoan.ui.scenes.table.forwards import TableParts
from popejoan.ui.scenes.table.hotseat import HotSeat
from popejoan.ui.scenes.table.input import TableInput
from popejoan.ui.scenes.table.layout import TableLayout, lay_out_table
from popejoan.ui.scenes.table.notes import SHOWN_KEY, SOUND_NOTE_MS, levels_from, seen_before, sound_note
from popejoan.ui.scenes.table.painter import TablePainter
from popejoan.ui.scenes.table.turns import Turns
from popejoan.ui.scenes.table.view import Point, TableView, Words, reading_ms
from popejoan.ui.setup import GameSetup
from popejoan.ui.sound import of as sound_of

if TYPE_CHECKING:
    from popejoan.engine.events import Event
    from popejoan.engine.session import DealRecord, Session
    from popejoan.engine.state import Deal
    from popejoan.ui.story import Line

__all__ = ["TableScene"]


class TableScene(TableParts, BoardTip, Scene):
    """A session at the table.

    Args:
        app: the app (scene stack, ``speed``, ``screen_size``).
        session: the engine session to play (a fresh one, or one between deals).
        seats: a ``GameSetup`` (its ``levels`` and ``deals`` are used), or a list giving
            each seat's computer level, ``None`` for a human. Default: seat 0 human, others "normal".
        deals: the session's length in deals (None: until the players stop); a
            ``GameSetup``'s ``deals`` is used when this is None.
        seed: seeds the computer players and the hints (default: the session's seed, so a resumed
            session's computer players decide as they would have).
        autostart: deal the first deal at once (tests and screenshots may wait); a resumed session
            is taken up with :meth:`carry_on` instead.

    Attributes:
        view, director, turns, hotseat, input, painter: the parts (see the module's docstring).
        layout: the layout for the window's size (None until the first resize).
        board: the staking board (also the view's).
        setup: the ``GameSetup`` the table was opened with, or None.
    """

    session: Session  # always a session here (Scene's may be None)

    def __init__(
        self,
        app: Navigator,
        session: Session,
        seats: GameSetup | Sequence[str | None] | None = None,
        deals: int | None = None,
        seed: int | None = None,
        autostart: bool = True,
    ) -> None:
        super().__init__(app)
        self.session = session
        self.rules = session.rules
        n = session.players
        self.n = n
        self.names: list[str] = list(session.names)
        self.levels = levels_from(seats, n)
        self.setup = seats if isinstance(seats, GameSetup) else None
        self.deals_limit: int | None = deals if deals is not None else (
            (self.setup.deals if self.setup is not None else None) or None)
        self.seed = seed if seed is not None else session.seed
        self.humans = [i for i, level in enumerate(self.levels) if level is None]
        self.board = Board.of(self.rules)
        self.board.counts = {name: session.board.get(name, 0) for name in self.board.order}
        self.layout: TableLayout | None = None
        self.view = TableView(
            names=self.names, levels=self.levels, board=self.board, balances=list(session.balances),
            dealer=session.dealer, bottom_seat=self.humans[0] if self.humans else 0,
            shown_seat=self.humans[0] if len(self.humans) == 1 else None,
        )
        self.director = Director(self.view, self.rules, self._ensure_layout, self._hand_face_up, self._speed(),
                                 sound_of(app))
        self.hotseat = HotSeat(self.view, self.humans, self.director.reveal_hand, self.director.seat_direction)
        self.sound_note: Callable[[], str] = str
        self.sound_note_ms = 0.0  # what M did is shown while this counts down (:data:`SOUND_NOTE_MS`)
        self._moved = False  # the table has shown plays in motion since it last saved how far it has shown them
        self.turns = Turns(self.view, self.director, self.hotseat, self.levels, self.seed)
        self.input = TableInput(self.view, self._ensure_layout, self.director, self.hotseat, self.turns,
                                on_help=self.show_keys, views=[("record", self.open_record), ("log", self.open_log)],
                                on_undo=self.undo, on_mute=self.toggle_mute)
        self.painter = TablePainter(self.rules.name.native, self.deals_limit, self.rules.deal.dead_hand)
        # renamed only from the saved sessions, never while here; a copy the player made: by its file's name
        self.painter.session_name = self.app.saving.listed_as(session)
        self.finished = False
        self.summary_pushed = False
        # the draw for the first dealer is shown once, before a fresh session's first deal
        self.draw_to_show = session.dealer_draw if session.deals_played == 0 else None
        if autostart:
            self.start_deal()

    # --- set-up

    def _speed(self) -> float:
        try:
            return max(0.1, float(self.app.speed))
        except (TypeError, ValueError):
            return 1.0

    def on_language(self, code: str) -> None:
        """What the table says (the caption, a hint and its reason, a stopped sequence's reason) is said again in
        the new language (:meth:`TableView.retell`)."""
        self.view.retell()

    def on_resize(self, size: tuple[int, int]) -> None:
        """Lay the table out for ``size`` pixels and redraw the cached art at the new sizes."""
        board = self.board
        assert board is not None  # made with the scene
        lay = self.layout = lay_out_table(size, self.n, board, self.view, self.painter, self.levels,
                                          subtitle_lines=1 + bool(self.painter.session_name))
        # cards lying on the table move to their places in the new layout
        for i, sc in enumerate(self.view.sequence):
            sc.pos = lay.seq_slot(i)
        place_drawn_cards(self.director)
        self.director.retarget()  # and everything in flight lands where the new layout puts it
        for w in (lay.hand_w, lay.seq_w):
            cards_art.warm(w)
        for w in (lay.small_w, lay.seq_w, lay.hand_w, lay.pile_w):
            cards_art.back(w)
            cards_art.shadow(w)

    def _ensure_layout(self) -> TableLayout:
        if self.layout is None:
            self.on_resize(self.app.screen_size)
        assert self.layout is not None
        return self.layout

    def _hand_face_up(self, seat: int) -> bool:
        return self.turns.hand_face_up(seat)

    # --- deals

    @property
    def session_over(self) -> bool:
        """True once the session's number of deals has been played."""
        return self.deals_limit is not None and self.session.deals_played >= self.deals_limit

    def start_deal(self) -> None:
        """Start the next deal with the engine and queue its opening animations."""
        self._ensure_layout()
        deal = self.session.start_deal()
        self.turns.begin(deal)
        self.finished = False
        self.summary_pushed = False
        draw, self.draw_to_show = self.draw_to_show, None
        self.director.begin(deal, draw)

    def carry_on(self) -> None:
        """Take up a resumed session where it stopped (the table is on the stack).

        A deal in progress is laid out as it stands, its past shown without motion (but for the plays the players
        never saw before the session was left: they are shown in motion after a press), and the caption says it
        was resumed and what happened last (the last stop's reason, the stakes taken and payments made since
        that sequence's lead: :func:`popejoan.ui.story.last_news`). With a computer to move, the table waits
        for a click on the table or a key of play (which only dismisses the caption: :attr:`Turns.waiting`;
        the other keys do what they do and the table goes on waiting), and so it does at a halt where the
        Pope's round is due; with a person to move, play goes on from there, the caption read before their
        prompt (with several people at the screen, behind a pass card: no hand is shown before it, and the
        caption's reading time counts from when it is lifted). Between deals, the last deal's summary is
        shown again; its "Next deal" deals on. A session not yet dealt is dealt.
        """
        session = self.session
        if session.deal is not None:
            self._take_over(session.deal)
        elif session.history and not session.finished:
            from popejoan.ui.scenes.summary import SummaryScene

            self.summary_pushed = True
            self.app.push(SummaryScene(self.app, session, session.history[-1], replay=self.replay_record))
        elif not session.finished:
            self.start_deal()

    def _take_over(self, deal: Deal) -> None:
        """Show ``deal`` (already under way) as it stands, and play on from it; what the players never saw before
        the session was left (:func:`seen_before`) is laid out as it was then and shown in motion after a press."""
        self._ensure_layout()
        self.turns.begin(deal)
        self.finished = False
        self.summary_pushed = False
        seen = seen_before(self.session.meta, deal)
        hold = self.director.hold
        if seen is not None and hold is not None and hold(deal, seen):
            seen = None  # what is left waits for the Pope's round, as it did when the session was left: not unseen
        self.director.until = seen
        self.director.begin(deal)
        self.director.catch_up()
        # how far the table shows the deal now; a session only taken up and left again is not written for it
        self.session.meta[SHOWN_KEY] = {"deal": deal.number, "events": self.director.shown}
        self.app.saving.notes_as_saved(self.session)
        if deal.over and seen is None:  # a deal that had just ended keeps its last words
            return
        # what happened last, from the record of play as the players saw it: the last stop's reason and the
        # payments since its lead
        why, paid = story.last_news(deal.events[:seen])
        teller = self.director.teller
        # with a computer to move, nothing moves until the player has read it (a click on the table or a key of
        # play: Turns.play_on); so too at a halt where the Pope's round is due, whoever holds it (a wait only
        # when a computer holds the Pope would tell the table so), and where plays are still to be shown
        waiting = (seen is not None or deal.to_move in self.turns.computers
                   or self.turns.round.due(deal, self.director.cursor) is not None)
        dealer = self.names[deal.dealer]

        def words() -> tuple[str, str]:
            stop = teller.text(why) if why is not None else None
            return captions.resumed_news(deal.number, dealer, stop, teller.lines(paid), waiting,
                                         unseen=seen is not None)

        if len(self.humans) >= 2:  # the first pass card says the deal was resumed: with a person to move, it hides
            self.turns.resumed_deal = deal.number  # the caption; after a wait, the next person may not have read it
        if waiting:
            self.turns.wait(words)
        else:  # a person to move: the caption stays its reading time (from when their hand is shown) before
            self.turns.hold_news(words, reading_ms(" ".join(words())))  # their prompt; they may play at once
        self.view.stop_age = reading_ms(self.view.stop_text)  # a stopped sequence's note: read while waiting

    def _finish_deal(self) -> None:
        """The deal is over and its end has been shown: record it, and show its summary."""
        if self.finished:
            return
        self.finished = True
        self.session.finish_deal()
        deal = self.turns.end()
        from popejoan.ui.scenes.summary import SummaryScene

        self.summary_pushed = True
        self.app.push(SummaryScene(self.app, self.session, deal, replay=self.replay_record))

    def game_setup(self) -> GameSetup | None:
        """The setup the table was opened with (:attr:`setup`), for a summary over it."""
        return self.setup

    def on_resume(self, scene: Scene | None = None) -> None:
        """Back from the summary (deal again, unless the session is over) or another screen over the table; a key
        still held from there never plays a card here."""
        self.input.keys_down_now()
        from_summary = self.summary_pushed or type(scene).__name__ == "SummaryScene"
        if from_summary and self.deal is None and not self.session_over:
            self.summary_pushed = False
            self.start_deal()

    def next_deal(self) -> None:
        """Start the next deal now (when no summary scene is in between)."""
        if self.deal is None and not self.session_over:
            self.start_deal()

    # --- taking back a lead (Ctrl+Z), the sound (M)

    def undo(self) -> bool:
        """Ctrl+Z: take back the human's last decision of this deal (a lead, or an answer to the Pope's offer)
        and everything the computers did after it.

        Only at a table of one person and computers: with two or more people at the screen the others
        have seen the result, so it is refused with a caption saying why. The deal is dealt again from its
        deck with the decisions before it (``Session.undo_to``), so the board, the fish, the hands and the
        computers' decisions are exactly what they were; it is shown as it stands, with no motion. The
        session's notes record it (``session.meta["undos"]``: the deal log tells it, the saved sessions and
        the final standings mark the session), and the app saves the session in this frame.

        Returns:
            Whether the key was used (always, during a deal: a refusal is said on the caption).
        """
        deal = self.deal
        if deal is None or self.finished:
            return False
        view = self.view
        if len(self.humans) >= 2:
            self.tell(captions.undo_refused_hotseat)
            return True
        if not self.humans:
            self.tell(captions.undo_no_human)
            return True
        human = self.humans[0]
        decisions = self.session.decisions()
        mine = [k for k, (seat, _) in enumerate(decisions) if seat == human]
        if not mine:
            self.tell(lambda: captions.undo_nothing(self.names[human]))
            return True
        k = mine[-1]
        action = deal.actions[k]
        after = len(deal.actions) - k - 1
        decision = decisions[k][1]
        self.turns.forget()
        self.input.chosen = None
        again = self.session.undo_to(k)
        self.turns.begin(again)
        self.director.restart(again)
        note: JSONObject = {"deal": again.number, "at": len(again.events), "seat": human,
                "action": "pass" if action < 0 else card_code(action), "decision": decision, "undone": after + 1}
        undos = self.session.meta.get("undos")
        self.session.meta["undos"] = [*(undos if isinstance(undos, list) else []), note]
        view.hover_card = None
        taken = action if decision == "lead" else None
        self.tell(lambda: captions.undo_done(self.names[human], taken, after))
        return True

    def _undo_offered(self) -> bool:
        """Whether the pause menu offers to take back a lead: only at a table of one person and computers, once
        that person has led (or answered) in this deal. Never at a hot-seat table, where it is always refused
        (Ctrl+Z there still says why: :meth:`undo`)."""
        if len(self.humans) != 1:
            return False
        return any(seat == self.humans[0] for seat, _ in self.session.decisions())

    def undo_notes(self) -> list[Line]:
        """The deal log's notes of leads taken back in the deal on the table."""
        from popejoan.ui.story import undo_notes

        deal = self.deal
        return [] if deal is None else undo_notes(self.session.meta, deal.number)

    def toggle_mute(self) -> None:
        """M: sound off, or on again (saved with the settings). Which is said for
        :data:`SOUND_NOTE_MS` milliseconds under the keys line, not on the caption: a hint or a stop's reason
        there stays."""
        self.sound_note = sound_note(self.app)
        self.sound_note_ms = SOUND_NOTE_MS

    def show_keys(self) -> None:
        """``?``: every key and click the table answers, over the table (from the one declared list)."""
        from popejoan.ui.i18n import t
        from popejoan.ui.scenes.help import HelpScene
        from popejoan.ui.scenes.table.keys import for_ruleset, help_rows

        # only the keys of what this ruleset can have: no word of the Pope's offer where it never makes one
        self.app.push(HelpScene(self.app, t("help_table"), help_rows(for_ruleset(self.rules))))

    # --- the record of play

    def shown_events(self) -> list[Event]:
        """The events of the deal on the table that the table has shown so far (all of them public)."""
        deal = self.deal
        return [] if deal is None else list(deal.events[: self.director.shown])

    def open_record(self) -> None:
        """The played-cards view, over the table (the game waits while it is open)."""
        from popejoan.ui.scenes.table.record_view import RecordScene

        if self.deal is not None:
            self.app.push(RecordScene(self.app, self.rules, self.names, self.shown_events(), self.deal.number))

    def is_last_deal(self, number: int) -> bool:
        """Whether deal ``number`` is the session's last (:meth:`~popejoan.ui.setup.GameSetup.is_last_deal`;
        never at a table set up without a number of deals)."""
        return self.setup is not None and self.setup.is_last_deal(number)

    def open_log(self) -> None:
        """The deal's log so far, over the table."""
        from popejoan.ui.scenes.log import LogScene

        deal = self.deal
        if deal is not None:
            shown = self.shown_events()
            self.app.push(LogScene(self.app, self.rules, self.names, shown, deal.number,
                                   reveal_offers=deal.over and len(shown) == len(deal.events),
                                   notes=self.undo_notes(), last_deal=self.is_last_deal(deal.number)))

    def open_replay(self) -> None:
        """A replay of the deal so far: the cards played, and the hand of the person looking (the one person at
        the table; in a hot-seat game the one whose hand the table shows now, after their pass card), no other."""
        from popejoan.ui.scenes.table.replay import ReplayScene, ReplaySource

        deal = self.deal
        if deal is not None:
            source = ReplaySource.from_deal(deal, self.names, self.director.shown)
            self.app.push(ReplayScene(self.app, source, self.levels, self.view.bottom_seat, self.replay_viewer(),
                                      session_name=self.painter.session_name))

    def replay_viewer(self) -> int | None:
        """Whose hand a replay of the deal in progress may show: the one person at the table, or in a hot-seat
        game the person whose hand the table shows now (their pass card lifted); None: nobody's."""
        if len(self.humans) == 1:
            return self.humans[0]
        view = self.view
        if self.hotseat.privacy_for is None and view.revealed and view.shown_seat in self.humans:
            return view.shown_seat
        return None

    def replay_record(self, record: DealRecord) -> None:
        """A finished deal of this session (a ``DealRecord``) played again, every hand face up (the summary's
        Replay button)."""
        from popejoan.ui.scenes.table.replay import ReplayScene, ReplaySource

        source = ReplaySource.from_record(record, self.rules, self.names, self.is_last_deal(record.number))
        self.app.push(ReplayScene(self.app, source, self.levels, self.view.bottom_seat,
                                  session_name=self.painter.session_name))

    def open_last_summary(self) -> None:
        """The last finished deal's summary again (closing it returns here)."""
        from popejoan.ui.scenes.summary import SummaryScene

        if self.session.history:
            self.app.push(SummaryScene(self.app, self.session, self.session.history[-1], setup=self.setup,
                                       review=True, replay=self.replay_record))

    def pause_entries(self) -> list[tuple[str | Callable[[], str], Callable[[], None]]]:
        """The pause menu's buttons: for the record of play, a replay of this deal so far, its log, and
        (from the second deal on) the last deal's summary; then, at a table of one person and computers, taking back
        that person's last lead (Ctrl+Z; :meth:`_undo_offered`). Each label
        is a function read as it is drawn, so a change of language in the pause menu's settings shows at once."""
        from popejoan.ui.i18n import t

        entries: list[tuple[str | Callable[[], str], Callable[[], None]]] = []
        if self.deal is not None:
            entries += [(lambda: t("replay_so_far"), self.open_replay), (lambda: t("deal_log"), self.open_log)]
        if self.session.history:
            entries.append((lambda: t("last_summary"), self.open_last_summary))
        if self.deal is not None and self.humans and not self.finished and self._undo_offered():

            def undo() -> None:
                self.undo()

            entries.append((lambda: captions.label(captions.UNDO_BUTTON), undo))
        return entries

    # --- the loop

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Clicks and keys: reveal a hand, choose a lead, answer the Pope's offer, or skip an animation."""
        return self.input.handle_event(event)

    def update(self, dt_ms: float) -> None:
        """Advance the animations; when they are done, let the seat to move decide."""
        self._ensure_layout()
        self.hotseat.tick(dt_ms)
        self.sound_note_ms = max(0.0, self.sound_note_ms - dt_ms)
        speed = self._speed()
        self.director.forced_pace = FORCED_PACE if self.app.settings.quick_forced else 1.0  # for the plays queued next
        self.director.update(dt_ms, speed)
        deal = self.deal
        self._moved = self._moved or self.director.busy
        if deal is not None:  # how far the players have seen the deal, saved with the session when it is left
            note: JSONObject = {"deal": deal.number, "events": self.director.shown}
            if self.session.meta.get(SHOWN_KEY) != note:
                self.session.meta[SHOWN_KEY] = note
                if self._moved and note["events"] == len(deal.events):
                    self._moved = False
                    self.app.saving.save_notes()  # every play shown in motion: a crash from now on shows none again
        if deal is None or self.director.busy:
            return
        if self.director.cursor < len(deal.events):
            queued = self.director.cursor
            self.director.pump(deal)
            if self.director.cursor != queued or self.director.busy:
                return
            # a stop held back while the Pope's round is under way: the round goes on
        if deal.over and self.director.until is None:  # (plays never shown yet wait for a press: Turns.decide)
            if self.turns.hold_end(dt_ms * speed):
                self._finish_deal()
            return
        self.turns.decide(dt_ms * speed)

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the table (or only the privacy card while it is up)."""
        lay = self._ensure_layout()
        number = self.session.deals_played + (1 if self.deal is not None else 0)
        prompt = self.turns.prompt(number)
        if sound_of(self.app).muted:
            prompt = replace(prompt, muted=True)
        if self.sound_note_ms > 0.0:
            prompt = replace(prompt, sound_note=self.sound_note())
        tip = self.board_tip()
        if tip is not None:
            prompt = replace(prompt, board_tip=tip)
        self.painter.draw(surface, self.view, lay, prompt)

    # --- what tests and benchmarks ask

    def thinking_seat(self) -> int | None:
        """The computer seat whose choice is being worked out now, or None."""
        return self.turns.thinking_seat()

    def plaque_point(self, seat: int) -> Point:
        """The centre of ``seat``'s name plaque (pixels): where its fish go."""
        return self.director.plaque_point(seat)

    def plaque_rect(self, seat: int) -> pygame.Rect:
        """The rectangle (pixels) of ``seat``'s name plaque."""
        return self._ensure_layout().plaque_rect(self.view.view_pos(seat))

    # What a player can see of the table, for the input, tests and tools.

    @property
    def human_to_act(self) -> int | None:
        """The human seat (0 to players - 1) that must decide now, with its hand on show, or None while the
        computers play, an animation runs or the deal is over."""
        return self.turns.human_to_act()

    def hand_rects(self, seat: int) -> list[tuple[Card, pygame.Rect]]:
        """``seat``'s hand as drawn now: each card with its rectangle (pixels), left to right, the cards it may
        lead raised and the hovered one lifted."""
        return self._ensure_layout().hand_rects(self.view.hands[seat], self.turns.legal_for(seat),
                                                self.view.hover_card)

    def offer_rects(self) -> list[pygame.Rect]:
        """The Pope offer's two buttons (pixels): [play the Pope, keep it] (``docs/rules.md``, "Pope")."""
        return self._ensure_layout().offer_rects()

    def stock_rect(self) -> pygame.Rect:
        """The dead hand's pile (pixels), where a dealer who may look at the stock hovers."""
        return self._ensure_layout().stock_rect()

    def plaque_image(self, seat: int, to_move: bool, won: bool) -> tuple[pygame.Surface, int]:
        """``seat``'s name plaque as the painter draws it (``to_move``: its turn; ``won``: it won the deal), and
        the plaque's margin around its rectangle (pixels)."""
        return self.painter.plaque_image(self.view, self._ensure_layout(), seat, to_move, won)

    def table_layout(self) -> TableLayout:
        """The table's layout at the window's size now (made on first use)."""
        return self._ensure_layout()

    def tell(self, words: Words, hold_ms: float = 2000.0) -> None:
        """Say ``words`` on the caption (in the language of the moment: :meth:`TableView.tell`) and hold it
        ``hold_ms`` animation milliseconds before the prompt ("Ann to lead") may take its place."""
        self.view.tell(words)
        self.view.caption_age = -hold_ms

    _refusal_words = staticmethod(captions.refusal_words)
