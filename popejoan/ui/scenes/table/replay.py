"""The replay: a deal played again on the table, a play at a time, forward and back.

The replay drives the table's own parts (DESIGN.md, section 2: "Replay and
undo then drive the same director"): a
:class:`~popejoan.ui.scenes.table.director.Director` plays the recorded
events on a :class:`~popejoan.ui.scenes.table.view.TableView`, and a
:class:`~popejoan.ui.scenes.table.painter.TablePainter` draws it, with the
same layout, captions, motion and stop notes as the table. A step is one card
played, with everything it brings (stakes taken, the stop and its reason,
the end of the deal and its payments); step 0 is the deal as dealt (the
board dressed, the cards dealt, the turn-up and what it won). Going forward
plays the next step's motion (Space skips it); going back (or jumping to
the start or the end) sets the table up again from the deal's start and
runs every step up to there with ``timeline.finish_all()``.

A finished deal (from the end-of-deal summary) is replayed with every hand
face up: by then nothing in it is secret. The deal in progress (from the
pause menu) is replayed up to what the table has shown, with only the
*viewer*'s hand face up at the bottom (the one person at the table, or in a
hot-seat game the person whose hand the table shows now, after their pass
card; nobody's when the pass card is up): a player may always see their own
hand, and nobody else's while the deal is in progress.

Keys: Right / Left (a play on or back), Home / End, Space (skip the motion),
R (the cards played at this step), L (the log up to this step), Esc or
Backspace (close). The controls lie in a small lacquer box above the bottom
seat's plaque (Back, On, Close, and the keys), clear of every seat and hand
for any number of players and window size.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from popejoan.engine.cards import Card
from popejoan.engine.events import CardPlayed, Event, rewind_chips
from popejoan.engine.state import Deal
from popejoan.ui import cards_art, theme
from popejoan.ui import palette as pal
from popejoan.ui.board import Board
from popejoan.ui.i18n import pgettext, t
from popejoan.ui.scene import Navigator, Scene
from popejoan.ui.scenes.table import captions
from popejoan.ui.scenes.table.director import Director
from popejoan.ui.scenes.table.layout import TableLayout, lay_out_table
from popejoan.ui.scenes.table.painter import TablePainter
from popejoan.ui.scenes.table.view import Prompt, TableView, hand_sort_key
from popejoan.ui.sound import of as sound_of

if TYPE_CHECKING:
    from popejoan.engine.observation import Observation
    from popejoan.engine.ruleset import Ruleset
    from popejoan.engine.session import DealRecord


@dataclass(frozen=True)
class ReplaySource:
    """A deal to replay: how it began, and its events.

    Attributes:
        rules: the resolved ruleset.
        names: the players' names, by seat.
        number: the deal's number in its session.
        dealer: the dealer's seat.
        deck: the 51 cards in dealing order.
        balances: chips by seat before the deal; ``board``: chips by compartment before dressing.
        events: the events to replay, in order.
        finished: the deal is over (its hands may be shown face up).
        last_deal: the session's last deal (its log names no next dealer).
    """

    rules: Ruleset
    names: tuple[str, ...]
    number: int
    dealer: int
    deck: tuple[Card, ...]
    balances: tuple[int, ...]
    board: dict[str, int]
    events: tuple[Event, ...]
    finished: bool
    last_deal: bool = False

    @classmethod
    def from_record(cls, record: DealRecord, rules: Ruleset, names: Sequence[str],
                    last_deal: bool = False) -> ReplaySource:
        """A finished deal of a session (``Session.history[i]``, a ``DealRecord``); ``last_deal``: the session's
        last."""
        balances, board = rewind_chips(record.balances, record.board, record.events)
        return cls(rules, tuple(names), record.number, record.dealer, tuple(record.deck), tuple(balances),
                   dict(board), tuple(record.events), True, last_deal)

    @classmethod
    def from_deal(cls, deal: Deal, names: Sequence[str], shown: int | None = None) -> ReplaySource:
        """The deal in progress, up to its first ``shown`` events (all of them when None)."""
        events = tuple(deal.events if shown is None else deal.events[:shown])
        balances, board = rewind_chips(deal.balances, deal.board, deal.events)
        finished = bool(deal.over) and len(events) == len(deal.events)
        return cls(deal.rules, tuple(names), deal.number, deal.dealer, tuple(deal.deck), tuple(balances),
                   dict(board), events, finished)

    def start(self) -> Deal:
        """The deal as dealt: dressed, dealt and turned up, before any decision."""
        return Deal(self.rules, list(self.balances), dict(self.board), self.dealer, self.deck, self.number)

    def steps(self) -> list[int]:
        """Where each step ends, as a count of events: step 0 is the deal as dealt, step k ends with the k-th
        card played and all it brought; the last step ends with the last event."""
        plays = [i for i, e in enumerate(self.events) if isinstance(e, CardPlayed)]
        return plays + [len(self.events)] if plays else [len(self.events)]


class _Shown:
    """The deal as the director reads it: the start's hands and rules, and the events shown so far."""

    def __init__(self, start: Deal, source: ReplaySource) -> None:
        self.rules = start.rules
        self.dealer = start.dealer
        self.trump = start.trump
        self.number = source.number
        self._start = start
        self.balances = list(source.balances)
        self.board = dict(source.board)
        self.events: list[Event] = []
        self.played: list[tuple[int, Card]] = []  # none yet: the hands are laid out as dealt

    def observation(self, seat: int) -> Observation:
        """The hands as dealt (what the director lays out before the first play)."""
        return self._start.observation(seat)


class ReplayScene(Scene):
    """A deal replayed on the table.

    Args:
        app: the app.
        source: the deal (:meth:`ReplaySource.from_record` or :meth:`ReplaySource.from_deal`).
        levels: each seat's computer level, None for a human (the plaques' tags); default none shown.
        bottom_seat: the seat drawn at the bottom (the table's).
        viewer: for a deal in progress, the person looking, whose own hand is drawn face up at the bottom (the
            bottom seat becomes theirs); None: every hand face down. A finished deal shows every hand.
        session_name: the name the players gave the session, shown in the header on a line of its own as at
            the table (None: never named, no line).

    Attributes:
        step: the step on show (0 .. :attr:`last`).
        view, director, painter, layout: the table's parts, driven here.
    """

    def __init__(self, app: Navigator, source: ReplaySource, levels: Sequence[str | None] | None = None,
                 bottom_seat: int = 0, viewer: int | None = None, session_name: str | None = None) -> None:
        super().__init__(app)
        self.source = source
        self.viewer = None if source.finished else viewer
        if self.viewer is not None:
            bottom_seat = self.viewer
        rules = source.rules
        n = len(source.names)
        self.levels: list[str | None] = list(levels) if levels is not None else [None] * n
        self.bounds = source.steps()
        self.last = len(self.bounds) - 1
        self.step = 0
        self.board = Board.of(rules)
        self.view = TableView(names=list(source.names), levels=self.levels, board=self.board,
                              balances=list(source.balances), dealer=source.dealer, bottom_seat=bottom_seat,
                              shown_seat=bottom_seat if source.finished else self.viewer)
        self.layout: TableLayout | None = None
        self.director = Director(self.view, rules, self._layout,
                                 lambda seat: source.finished or seat == self.viewer, self._speed(),
                                 sound_of(app), reveal_offers=source.finished)
        self.painter = TablePainter(rules.name.native, None, rules.deal.dead_hand)
        self.painter.session_name = session_name
        self.deal = _Shown(source.start(), source)
        self.dead_cards = tuple(sorted(self.deal._start.dead_hand, key=hand_sort_key(rules)))
        self.moment: tuple[int, int, Card | None, Card | None] | None = None
        """A decision the coach opened the replay at (:meth:`show_moment`): its step, seat, best and chosen card."""
        self.on_resize(app.screen_size)
        self.director.begin(self.deal)
        self._show(0, animate=True)

    # --- set-up

    def _speed(self) -> float:
        try:
            return max(0.1, float(self.app.speed))
        except (TypeError, ValueError):
            return 1.0

    def table_layout(self) -> TableLayout:
        """The replayed table's layout at the window's size now (made on first use)."""
        return self._layout()

    def _layout(self) -> TableLayout:
        if self.layout is None:
            self.on_resize(self.app.screen_size)
        assert self.layout is not None
        return self.layout

    def on_language(self, code: str) -> None:
        """What the table says (the caption, a stopped sequence's reason) is said again in the new language
        (:meth:`TableView.retell`)."""
        self.view.retell()

    def on_resize(self, size: tuple[int, int]) -> None:
        """Lay the table out for ``size`` pixels, as the table scene does."""
        # a deal in progress says on a second line whose hand it shows (:meth:`hidden_note`); a named session's
        # name has a line of its own above, as at the table
        lines = (1 if self.source.finished else 2) + bool(self.painter.session_name)
        board = self.board
        assert board is not None  # made with the scene
        lay = self.layout = lay_out_table(size, len(self.source.names), board, self.view, self.painter,
                                          self.levels, subtitle_lines=lines)
        for i, sc in enumerate(self.view.sequence):
            sc.pos = lay.seq_slot(i)
        for w in (lay.hand_w, lay.seq_w, lay.small_w):
            cards_art.warm(w)

    # --- stepping

    @property
    def shown_events(self) -> list[Event]:
        """The events on show at this step (what the played-cards view and the log read)."""
        return list(self.source.events[: self.bounds[self.step]])

    def go(self, step: int) -> None:
        """Show ``step``: the next one with its motion, any other at once."""
        step = max(0, min(self.last, step))
        if step == self.step and not self.director.busy:
            return
        if step == self.step + 1:
            self.director.finish_quietly()
            self._show(step, animate=True)
            return
        self._show(step, animate=False)

    def _show(self, step: int, animate: bool) -> None:
        director = self.director
        if step < self.step:
            # back: from the deal's start again, with no motion
            director.finish_quietly()
            if self.view.flock is not None:
                self.view.flock.clear()
            self.deal.events = []
            self.view.cards_in_flight = []
            director.begin(self.deal)
        self.step = step
        self.deal.events = list(self.source.events[: self.bounds[step]])
        director.pump(self.deal)
        if not animate:
            director.finish_quietly()
            self.view.caption_age = 0.0

    def show_moment(self, step: int, seat: int, best: Card | None, chosen: Card | None) -> None:
        """Open at a decision the coach reviewed (:mod:`popejoan.ui.scenes.review`): ``seat`` at the bottom, the
        table as it stood at ``step`` (no motion), and, while that step is on show, ``best`` raised with the
        keyboard's ring and pointer and ``chosen`` raised and gilt-edged, each with its tag (the best one, yours);
        None for a card: an answer to a Pope offer, not a lead."""
        self.view.bottom_seat = self.view.shown_seat = seat
        self.moment = (step, seat, best, chosen)
        self.on_resize(self.app.screen_size)
        self.step = self.last + 1  # from the deal's start again, laid out round the new bottom seat
        self._show(max(0, min(self.last, step)), animate=False)
        for tween in list(self.director.side_tweens):  # the hand turned face up at once
            tween.finish()
        self.view.revealed, self.view.flip_t = True, 1.0

    def _moment_cards(self) -> tuple[Card, ...]:
        """The cards :meth:`show_moment` marks, while its step is on show (else none)."""
        if self.moment is None or self.moment[0] != self.step or self.director.busy:
            return ()
        return tuple(c for c in self.moment[2:] if c is not None)

    def forward(self) -> None:
        """One play on."""
        self.go(self.step + 1)

    def back(self) -> None:
        """One play back."""
        self.go(self.step - 1)

    def close(self) -> None:
        """Back to the screen below."""
        if self.app.top is self:
            self.app.pop()

    def open_record(self) -> None:
        """The cards played at this step."""
        from popejoan.ui.scenes.table.record_view import RecordScene

        self.app.push(RecordScene(self.app, self.source.rules, self.source.names, self.shown_events,
                                  self.source.number))

    def open_log(self) -> None:
        """The log up to this step."""
        from popejoan.ui.scenes.log import LogScene

        self.app.push(LogScene(self.app, self.source.rules, self.source.names, self.shown_events, self.source.number,
                               reveal_offers=self.source.finished, last_deal=self.source.last_deal))

    def buttons(self) -> list[tuple[str, Callable[[], None], bool]]:
        """The controls, in the order drawn: (label in the interface language, action, whether it does anything
        now) for Back, Forward and Close."""
        return self._buttons()

    def _buttons(self) -> list[tuple[str, Callable[[], None], bool]]:
        """The controls: label, action, whether it does anything now."""
        return [
            (t("replay_back"), self.back, self.step > 0),
            (t("replay_forward"), self.forward, self.step < self.last),
            (t("close"), self.close, True),
        ]

    def controls(self) -> tuple[pygame.Rect, list[pygame.Rect], list[str]]:
        """The controls' box, its buttons (as :meth:`_buttons`) and its lines of keys, in pixels: above the
        bottom seat's plaque and left of its hand."""
        lay = self._layout()
        s = lay.s
        plaque = lay.plaque_rect(0)
        pad, gap = int(10 * s), int(6 * s)
        # wide enough for the longest title ("Repetición · la mano tal como se repartió") and the widest
        # button's words, bold as when hovered, on each of three buttons; never more than 40% of the window
        title_px, label_px = max(14, int(17 * s)), max(11, int(15 * s))
        titles = (t("replay_start"), t("replay_step", step=self.last, steps=self.last))
        title_w = max(theme.measure(text, title_px, bold=True)[0] for text in titles)
        label_w = max(theme.measure(label, label_px, bold=True)[0] for label, _, _ in self._buttons())
        need = max(title_w, 3 * (label_w + 2 * pad) + 2 * gap) + 2 * pad
        w = max(plaque.width, int(236 * s), min(need, int(lay.size[0] * 0.4)))
        keys = theme.wrap(t("replay_keys"), max(10, int(12 * s)), w - 2 * pad, italic=True)
        # the title's own line height (a Japanese line stands taller than its size: at 1000×640 its foot touched
        # the buttons), and a gap under it
        title_h = max(title_px + int(8 * s), max(theme.measure(text, title_px, bold=True)[1] for text in titles)
                      + max(3, int(4 * s)))
        button_h = max(24, int(30 * s))
        line_h = int(max(10, int(12 * s)) * 1.35)
        h = pad + title_h + button_h + int(6 * s) + line_h * len(keys) + pad
        bottom = min(plaque.y, lay.hand_y - lay.hand_raise) - int(8 * s)
        box = pygame.Rect(plaque.x, bottom - h, w, h)
        bw = (w - 2 * pad - 2 * gap) // 3
        y = box.y + pad + title_h
        buttons = [pygame.Rect(box.x + pad + i * (bw + gap), y, bw, button_h) for i in range(3)]
        return box, buttons, keys

    # --- the loop

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Keys and the toolbar's buttons step, jump, skip, open the views or close; a click elsewhere skips."""
        view = self.view
        if event.type == pygame.MOUSEMOTION:
            view.mouse = tuple(event.pos)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            view.mouse = tuple(event.pos)
            for (_label, action, on), rect in zip(self._buttons(), self.controls()[1]):
                if rect.collidepoint(event.pos):
                    if on:
                        action()
                    return True
            if self.director.busy:
                self.director.skip()
            return True
        if event.type != pygame.KEYDOWN:
            return True
        key = event.key
        if key in (pygame.K_RIGHT, pygame.K_DOWN, pygame.K_PAGEDOWN):
            self.forward()
        elif key in (pygame.K_LEFT, pygame.K_UP, pygame.K_PAGEUP):
            self.back()
        elif key == pygame.K_HOME:
            self.go(0)
        elif key == pygame.K_END:
            self.go(self.last)
        elif key == pygame.K_SPACE:
            if self.director.busy:
                self.director.skip()
        elif key == pygame.K_r:
            self.open_record()
        elif key == pygame.K_l:
            self.open_log()
        elif key == pygame.K_m:  # sound off or on, as at the table (saved with the settings)
            self.app.toggle_mute()
        elif key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.close()
        return True

    def update(self, dt_ms: float) -> None:
        """Play the motion of the step on show."""
        self._layout()
        self.director.update(dt_ms, self._speed())

    def prompt(self) -> Prompt:
        """What the painter is told: the finished deal's hands face up, the step (the controls are drawn here)."""
        source = self.source
        over = self.step == self.last and source.finished
        subtitle = t("replay_title", number=source.number)
        if not source.finished:  # a second line (the layout keeps room for it): what is hidden
            subtitle += "\n" + self.hidden_note()
        bottom = self.view.bottom_seat
        marked = self._moment_cards()
        if marked and self.moment is not None:  # the coach's moment: its cards raised, the best one selected
            hand = self.view.hands[bottom] if bottom < len(self.view.hands) else []
            legal = [c for c in hand if c in marked]
            self.view.selected = legal.index(self.moment[2]) if self.moment[2] in legal else 0
        return Prompt(
            human=bottom if marked else None,
            decision="lead" if marked else None,
            legal=marked,
            in_deal=True,
            deal_number=source.number,
            won=self.view.winner if over else None,
            face_up=bottom if (source.finished or bottom == self.viewer) and self.view.revealed else None,
            open_hands=source.finished,
            dead_cards=self.dead_cards if source.finished else (),
            keys="",
            subtitle=subtitle,
            board_tip=self.board_tip(),
        )

    def board_tip(self) -> tuple[str, str] | None:
        """The tip over the board's compartment under the mouse, as at the table
        (:func:`captions.hovered_board_tip`): its name, its fish at the step on show and where they came from
        (carried over, staked by the dressing, won and paid in so far); None when the mouse is over none."""
        return captions.hovered_board_tip(self.view, self._layout().board_center(), self.source.rules,
                                          self.source.board, self.deal.events[: self.director.shown])

    def hidden_note(self) -> str:
        """The replay of a deal in progress says, under "Replay of deal N", whose hand it shows ("only Ann's hand
        is shown"), or that every hand stays hidden (a hot-seat game with the pass card up): one line in the
        header's room at any window size, the name cut short with "…" (``theme.fit_name``) if the words and
        the name are wider than the room."""
        if self.viewer is None:
            return t("replay_public")
        lay = self._layout()
        px = max(10, int(14 * lay.s))  # the painter's subtitle size
        words = theme.measure(t("replay_own_hand", name=""), px, italic=True)[0]
        name = theme.fit_name(self.source.names[self.viewer], px, lay.title_width() - words, italic=True)
        return t("replay_own_hand", name=name)

    def step_text(self) -> str:
        """Where the replay stands: the deal as dealt, or play k of n."""
        if self.step == 0:
            return t("replay_start")
        return t("replay_step", step=self.step, steps=self.last)

    def draw(self, surface: pygame.Surface) -> None:
        """The table at this step, drawn by the table's own painter, and the controls."""
        lay = self._layout()
        box, rects, keys = self.controls()
        self.view.keep_clear_left = box.right + 8 * lay.s
        self.painter.draw(surface, self.view, lay, self.prompt())
        s = lay.s
        panel = pygame.Surface(box.size, pygame.SRCALPHA)
        radius = max(4, int(9 * s))
        pygame.draw.rect(panel, (*pal.LACQUER_BLACK, 230), panel.get_rect(), border_radius=radius)
        surface.blit(panel, box)
        pygame.draw.rect(surface, pal.GILT, box, max(1, int(1.5 * s)), border_radius=radius)
        pad = int(10 * s)
        theme.blit_text(surface, self.step_text(), (box.x + pad, box.y + pad), max(14, int(17 * s)), theme.GILT,
                        bold=True)
        for (label, _action, on), rect in zip(self._buttons(), rects):
            hover = on and rect.collidepoint(self.view.mouse)
            pygame.draw.rect(surface, pal.OXBLOOD if hover else pal.mix(pal.LACQUER, pal.LACQUER_BLACK, 0.4), rect,
                             border_radius=max(3, int(6 * s)))
            pygame.draw.rect(surface, pal.GILT_LIGHT if hover else pal.GILT if on else pal.GILT_DARK, rect,
                             max(1, int(1.5 * s)), border_radius=max(3, int(6 * s)))
            theme.blit_text(surface, label, rect.center, max(11, int(15 * s)), pal.TEXT if on else pal.TEXT_DIM,
                            anchor="center", bold=hover)
        y = rects[0].bottom + int(6 * s)
        size = max(10, int(12 * s))
        for line in keys:
            theme.blit_text(surface, line, (box.x + pad, y), size, pal.TEXT_DIM, italic=True, shadow=False)
            y += int(size * 1.35)
        self._draw_moment_tags(surface, lay)

    def _draw_moment_tags(self, surface: pygame.Surface, lay: TableLayout) -> None:
        """The tags over the cards :meth:`show_moment` marks: the best one's above it, yours above yours (one
        tag when they are the same card)."""
        marked = self._moment_cards()
        if not marked or self.moment is None:
            return
        _step, seat, best, chosen = self.moment
        hand = self.view.hands[seat] if seat < len(self.view.hands) else []
        s = lay.s
        px = max(11, int(14 * s))
        for c, rect in lay.hand_rects(hand, marked, self.view.hover_card):
            if c not in marked:
                continue
            # TRANSLATORS: tags over cards in the replay the coach opens: the Expert's best lead, the lead the player
            # chose, or both on one card
            tag = (pgettext("coach tag", "best and yours") if c == best and c == chosen
                   else pgettext("coach tag", "best") if c == best else pgettext("coach tag", "yours"))
            colour = pal.HIGHLIGHT if c == best else pal.GILT_LIGHT
            w, h = theme.measure(tag, px, bold=True)
            box = pygame.Rect(0, 0, w + int(12 * s), h + int(6 * s))
            box.midbottom = (rect.centerx, rect.top - int(16 * s))
            pygame.draw.rect(surface, pal.LACQUER_BLACK, box, border_radius=max(3, int(5 * s)))
            pygame.draw.rect(surface, colour, box, max(1, int(1.5 * s)), border_radius=max(3, int(5 * s)))
            theme.blit_text(surface, tag, box.center, px, colour, anchor="center", bold=True, shadow=False)
