"""The share-out, played at the table: the end of a session where the ruleset shares the board out.

spanish, cacumen and russian deal the 51 cards face up at the end of a
session, and whoever receives a trump honour or the Pope takes its
compartment, Matrimony and Intrigue halved (docs/rules.md, "End of the session"
and "Exact readings"). :class:`ShareOutScene` plays the share-out's engine
events (:func:`popejoan.engine.shareout.share_out`) with the table's own parts:
the :class:`~popejoan.ui.board.Board` turning to the receiver, the fish
flowing from the compartment to the plaque
(:meth:`~popejoan.ui.scenes.table.director.Director._queue_claim`), the card
flights and the caption ribbon of the
:class:`~popejoan.ui.scenes.table.painter.TablePainter`, laid out by the
:class:`~popejoan.ui.scenes.table.layout.TableLayout`.

First the trumps are named and the reason given (``ShareOutTrumps``: the first
card turned, the last deal's trumps, or always diamonds); then the cards fly
from the dealer's pack face up, one at a time; a card that wins something
lands, the caption says what it wins (``ShareOutAward``: "Ben gets the Q♥:
half of Intrigue, 2 fish, and half of Matrimony, 3 fish", with the odd-chip
rule spelled out when a halved compartment does not halve evenly), and the
fish flow. Space or a click skips the running step, as at the table. When the
last card has landed, "The final standings" button (Enter, or a click) closes
the scene; a press in the button's first moments is ignored, so a player
tapping Space or Enter through the cards does not skip past the end.

The scene decides nothing: every word comes from an event, every chip moved
is a ``StakeTaken``.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from popejoan.engine.cards import Card
from popejoan.engine.events import Event, ShareOutAward, ShareOutDealt, ShareOutTrumps, StakeTaken, rewind_chips
from popejoan.ui import cards_art, theme
from popejoan.ui import palette as pal
from popejoan.ui.animation import Tween, ease_in_out, ease_out
from popejoan.ui.board import Board
from popejoan.ui.guard import GUARD_MS, DeliberatePress, held_now
from popejoan.ui.i18n import _, the_compartment_label
from popejoan.ui.scene import Navigator, Scene
from popejoan.ui.scenes.table import captions
from popejoan.ui.scenes.table import keys as bindings
from popejoan.ui.scenes.table.director import TURN_MS, Director
from popejoan.ui.scenes.table.layout import TableLayout, lay_out_table
from popejoan.ui.scenes.table.painter import TablePainter
from popejoan.ui.scenes.table.view import CardFlight, Point, Prompt, TableView
from popejoan.ui.sound import SILENT, SoundBoard
from popejoan.ui.sound import of as sound_of
from popejoan.ui.widgets import Button

if TYPE_CHECKING:
    from popejoan.engine.ruleset import Ruleset
    from popejoan.engine.session import Session

__all__ = ["ShareOutDirector", "ShareOutScene", "READY_GUARD_MS"]

# Times in animation milliseconds at normal speed (the speed setting divides them).
PLAIN_CARD_MS = 300.0
"""A card that wins nothing flying from the pack to its receiver."""
PLAIN_STAGGER_MS = 85.0
"""The gap between the departures of cards that win nothing."""
WIN_CARD_MS = 460.0
"""A card that wins something flying, a little slower, to its receiver."""
READ_MS = 900.0
"""The pause on a winning card's caption before its fish flow."""
TRUMPS_MS = 1300.0
"""The pause on the trumps' caption."""
READY_GUARD_MS = GUARD_MS
"""Real milliseconds after the last card in which a press does not close the scene (it was meant for skipping);
even then only a fresh press does (:class:`popejoan.ui.guard.DeliberatePress`)."""


class ShareOutDirector(Director):
    """Plays the share-out's events on a table view with the table director's motion.

    Args:
        view: the picture it changes (its ``hand_counts`` stay 0: the share-out's cards lie face up).
        rules: the ruleset (compartment labels).
        layout: gives the current layout.
        dealt: how many cards each seat receives in the whole share-out (so a seat's row never shifts).
        speed: the animation speed.
        sound: the game's sounds (each card dealt; fish flowing to each winner; the board turning).

    Attributes:
        laid: each seat's share-out cards as they have landed, in order.
        won: the cards that won something (drawn lifted, with a gilt edge).
        why: the trumps' reason (``ShareOutTrumps.why``) once named, else "".
    """

    def __init__(self, view: TableView, rules: Ruleset, layout: Callable[[], TableLayout], dealt: Sequence[int],
                 speed: float = 1.0, sound: SoundBoard = SILENT) -> None:
        super().__init__(view, rules, layout, lambda seat: False, speed, sound)
        self.dealt = list(dealt)
        self.laid: list[list[Card]] = [[] for _ in range(view.players)]
        self.sent = [0] * view.players
        self.won: set[Card] = set()
        self.why = ""
        self._said_dealing = False
        self._rng = random.Random(11)

    # --- where the cards lie

    def card_width(self, seat: int) -> int:
        """The width (pixels) of ``seat``'s share-out cards: the bottom seat's as big as a hand."""
        lay = self._layout()
        return lay.hand_w if self.view.view_pos(seat) == 0 else lay.small_w

    def slot_rects(self, seat: int) -> list[pygame.Rect]:
        """Where each of ``seat``'s share-out cards lies (pixels), laid out for all it will receive."""
        lay = self._layout()
        k = self.view.view_pos(seat)
        return lay.fan_rects(k, max(1, self.dealt[seat]), k == 0)

    # --- the events

    def play(self, events: Sequence[Event], dealer: int) -> None:
        """Queue the whole share-out: the board turns to the dealer, trumps, then every card, then the end."""
        view = self.view
        view.dealer = dealer
        view.pack_left = sum(1 for e in events if isinstance(e, ShareOutDealt))
        view.pack_pos = self.pack_point(dealer)
        self.timeline.then(
            lambda: [self._turn_board(view.board.facing_angle("pope", self.seat_direction(dealer)), TURN_MS)],
            name="share_turn")
        i = 0
        events = list(events)
        while i < len(events):
            ev = events[i]
            if isinstance(ev, ShareOutTrumps):
                self._queue_trumps(ev, dealer)
                i += 1
                continue
            if not isinstance(ev, ShareOutDealt):
                i += 1  # an award or a stake outside a card's run cannot happen; nothing to show
                continue
            j = i + 1
            while j < len(events) and isinstance(events[j], (ShareOutAward, StakeTaken)):
                j += 1
            if j > i + 1:  # a card that wins something, with its awards and stakes
                self._queue_winner(ev, list(events[i + 1:j]))
                i = j
                continue
            # a run of cards that win nothing goes round together
            k = i
            while k < len(events) and isinstance(events[k], ShareOutDealt) and not (
                    k + 1 < len(events) and isinstance(events[k + 1], (ShareOutAward, StakeTaken))):
                k += 1
            self._queue_plain([e for e in events[i:k] if isinstance(e, ShareOutDealt)], dealer)  # all of them
            i = k
        self.timeline.call(self._end, name="share_end")

    def _flight(self, ev: ShareOutDealt, start: tuple[float, float], ms: float, delay: float,
                won: bool) -> tuple[CardFlight, Tween]:
        view = self.view
        lay = self._layout()
        index = self.sent[ev.seat]  # its place in the seat's row: the cards already sent there come first
        self.sent[ev.seat] += 1
        rects = self.slot_rects(ev.seat)
        end = rects[min(index, len(rects) - 1)].center
        from_turn_up = start == lay.turn_pos

        def aim() -> tuple[Point, Point, int, int]:
            """From the pack (or the turn-up) to its place in the seat's row, in the layout as it is now."""
            now = self._layout()
            slots = self.slot_rects(ev.seat)
            begin = now.turn_pos if from_turn_up else self.pack_point(view.dealer)
            return begin, slots[min(index, len(slots) - 1)].center, now.small_w, self.card_width(ev.seat)

        flight = CardFlight(ev.card, start, end, lay.small_w, self.card_width(ev.seat), flip=True,
                            lift=self._rng.uniform(-30, 30) * lay.s, tilt0=self._rng.uniform(-20, 20), tilt1=0.0,
                            aim=aim)
        view.cards_in_flight.append(flight)

        def upd(t: float) -> None:
            if not flight.visible:
                view.pack_left = max(0, view.pack_left - 1)
                self.sound.play("deal")
            flight.visible = True
            flight.t = t

        def land() -> None:
            if flight in view.cards_in_flight:
                view.cards_in_flight.remove(flight)
            self.laid[ev.seat].append(ev.card)
            if won:
                self.won.add(ev.card)

        return flight, Tween(ms, upd, land, delay_ms=delay, easing=ease_out if not won else ease_in_out)

    def _queue_trumps(self, ev: ShareOutTrumps, dealer: int) -> None:
        view = self.view
        board = view.board
        board.prepare(ev.trump)

        def build() -> list[Tween]:
            self.why = ev.why
            view.trump = ev.trump
            board.set_trump(ev.trump)
            view.tell(lambda: captions.share_trumps(ev.trump, ev.why, ev.card, view.names[dealer]))
            if ev.card is None:
                return []
            # the first card is turned at the pack and laid as the turn-up: it sets trumps
            view.turn_up = ev.card
            view.turn_up_scale = 0.0

            def grow(t: float) -> None:
                view.turn_up_scale = t

            return [Tween(480.0, grow, easing=ease_out)]

        self.timeline.then(build, name="share_trumps")
        self.timeline.wait(TRUMPS_MS, name="share_trumps_hold")

    def _queue_plain(self, dealt: list[ShareOutDealt], dealer: int) -> None:
        view = self.view

        def build() -> list[Tween]:
            if not self._said_dealing:
                self._said_dealing = True
                view.tell(lambda: captions.share_dealing(view.names[dealer]))
            start = self.pack_point(dealer)
            return [self._flight(ev, start, PLAIN_CARD_MS, n * PLAIN_STAGGER_MS, False)[1]
                    for n, ev in enumerate(dealt)]

        self.timeline.then(build, name="share_plain")

    def _queue_winner(self, ev: ShareOutDealt, after: list[Event]) -> None:
        view = self.view
        awards = [e for e in after if isinstance(e, ShareOutAward)]
        dealer = view.dealer

        def build_flight() -> list[Tween]:
            self._said_dealing = True
            start = self.pack_point(dealer)
            if view.turn_up == ev.card and ev.seat == dealer:  # the turned first card goes to the dealer
                lay = self._layout()
                start = lay.turn_pos
            return [self._flight(ev, start, WIN_CARD_MS, 0.0, True)[1]]

        def words() -> tuple[str, str]:
            the = {a.compartment: the_compartment_label(self.rules, a.compartment) for a in awards}
            won = [captions.share_award(a.part, the[a.compartment], a.chips) for a in awards]
            odd = [(the[a.compartment], a.total) for a in awards if a.odd_chip]
            return captions.share_card(view.names[ev.seat], ev.card, won), captions.share_odd_chip(odd)

        def say() -> None:
            view.tell(words)

        self.timeline.then(build_flight, name="share_card")
        self.timeline.call(say, name="share_caption")
        self.timeline.wait(READ_MS, name="share_read")
        for e in after:
            if isinstance(e, StakeTaken):
                self._queue_claim(e, caption=False)
        self.timeline.wait(200.0, name="share_after")

    def _end(self) -> None:
        view = self.view
        view.pack_left = 0
        left = {name: n for name, n in view.board.counts.items() if n > 0}
        view.tell(lambda: captions.share_done(sum(left.values()),
                                              [the_compartment_label(self.rules, name) for name in left]))


class ShareOutPainter(TablePainter):
    """The table's painter, with the share-out's cards lying face up before each seat and its own header.

    Args:
        title: the ruleset's name.
        director: the share-out's director (its ``laid`` and ``won`` cards, and the trumps' reason).
    """

    def __init__(self, title: str, director: ShareOutDirector) -> None:
        super().__init__(title, None, "none")
        self.director = director
        self.keys: str | Callable[[], str] = ""

    def _draw_sequence(self, surface: pygame.Surface, view: TableView, lay: TableLayout) -> None:
        """Each seat's share-out cards, face up where its hand lay; the winning ones lifted, with a gilt edge."""
        d = self.director
        s = lay.s
        for seat in range(view.players):
            cards = d.laid[seat]
            if not cards:
                continue
            rects = d.slot_rects(seat)
            w = d.card_width(seat)
            lift = int(lay.hand_raise if view.view_pos(seat) == 0 else 8 * s)
            shadow = cards_art.shadow(w)
            # in the order dealt, each over the one before: the winners lifted in their places, so that every
            # card's corner shows (drawn on top, a winner hid the corners of the cards after it)
            for c, rect in zip(cards, rects):
                won = c in d.won
                if won:
                    rect = rect.move(0, -lift)
                off = (3, 4) if won else (2, 3)
                surface.blit(shadow, shadow.get_rect(center=(rect.centerx + int(off[0] * s),
                                                            rect.centery + int(off[1] * s))))
                self._face(surface, c, w, rect.topleft, None)
                if won:
                    pygame.draw.rect(surface, pal.GILT_LIGHT, rect.inflate(2, 2), max(2, int(2 * s)),
                                     border_radius=max(3, rect.w // 9))

    def _draw_piles(self, surface: pygame.Surface, view: TableView, lay: TableLayout, prompt: Prompt) -> None:
        """The turned first card (spanish) as the table draws a turn-up; otherwise the trump suit, and why."""
        super()._draw_piles(surface, view, lay, prompt)
        if view.trump is None:
            return
        s = lay.s
        x, y = lay.turn_pos
        h = cards_art.card_height(lay.pile_w)
        if view.turn_up is None:
            symbol = cards_art.suit_symbol(view.trump, max(16, int(lay.pile_w * 0.9)))
            surface.blit(symbol, symbol.get_rect(center=(int(x), int(y))))
            cap = _line(captions.trumps(view.trump), max(12, int(18 * s)), gilt=True, bold=True)
            r = cap.get_rect(midtop=(int(x), int(y + h / 2 + 26 * s)))
            r.right = min(r.right, int(surface.get_width() - 16 * s))
            surface.blit(cap, r)
        note = captions.share_trumps_note(self.director.why)
        if note:  # above the card: why these are trumps
            img = _line(note, max(10, int(13 * s)), pal.TEXT_DIM, italic=True)
            r = img.get_rect(midbottom=(int(x), int(y - h / 2 - 10 * s)))
            r.right = min(r.right, int(surface.get_width() - 16 * s))
            surface.blit(img, r)

    def _draw_header(self, surface: pygame.Surface, lay: TableLayout, prompt: Prompt) -> None:
        """The ruleset, "The share-out", and the keys."""
        s = lay.s
        title = _line(self.title, max(12, int(18 * s)), gilt=True, bold=True)
        surface.blit(title, (int(24 * s), int(18 * s)))
        sub = _line(captions.share_out_title(), max(10, int(14 * s)), pal.TEXT_DIM, italic=True)
        surface.blit(sub, (int(24 * s), int(18 * s) + title.get_height()))
        words = self.keys() if callable(self.keys) else self.keys  # read as drawn: in the language in use
        if words:
            keys = _line(words, max(10, int(13 * s)), pal.TEXT_DIM, italic=True)
            surface.blit(keys, keys.get_rect(topright=(int(surface.get_width() - 24 * s), int(20 * s))))


def _line(text: str, size: int, colour: pal.Colour = pal.TEXT, **style: bool) -> pygame.Surface:
    """One line of the interface's text in its font, with a shadow (cached by the theme)."""
    return theme.render(text, size, colour, None, bold=style.get("bold", False), italic=style.get("italic", False),
                        gilt=style.get("gilt", False), shadow=True)


class ShareOutScene(Scene):
    """The share-out as play, over the summary of the session's last deal.

    Args:
        app: the app.
        session: the finished session (its ``names``, ``rules``, ``dealer``, and its balances and
            board after the share-out).
        events: the share-out's events (``session.share_out()``'s).
        levels: each seat's computer level, None for a human (the plaques' tags); all human when None.
        on_close: called once the player closes the scene ("The final standings"); by default the scene pops.
        on_done: called once every card has landed and every fish flowed (the players have seen the share-out:
            a session closed from then on is not offered again to show it).

    Attributes:
        view, director, painter, board: the table's parts, as the share-out uses them.
        done: every card has landed and every fish flowed.
        ready_ms: real milliseconds since ``done`` (the button answers after :data:`READY_GUARD_MS`).
        guard: holds back every press that would close the scene until it is deliberate: after
            ``READY_GUARD_MS``, and fresh (a key held down through the end, or mashed before it, does not count).
    """

    def __init__(self, app: Navigator, session: Session, events: Sequence[Event],
                 levels: Sequence[str | None] | None = None, on_close: Callable[[], None] | None = None,
                 on_done: Callable[[], None] | None = None) -> None:
        super().__init__(app)
        self.on_done = on_done
        self.session = session
        self.rules = session.rules
        self.events = list(events)
        n = len(session.names)
        self.n = n
        levels = list(levels) if levels is not None else [None] * n
        self.levels: list[str | None] = (levels + [None] * n)[:n]
        self.on_close = on_close
        humans = [i for i, level in enumerate(self.levels) if level is None]
        balances, board_before = rewind_chips(session.balances, session.board, self.events)
        self.board = Board.of(self.rules)
        self.board.counts = {name: board_before.get(name, 0) for name in self.board.order}
        self.view = TableView(names=list(session.names), levels=self.levels, board=self.board, balances=balances,
                              dealer=session.dealer, bottom_seat=humans[0] if humans else 0)
        dealt = [0] * n
        for e in self.events:
            if isinstance(e, ShareOutDealt):
                dealt[e.seat] += 1
        self.layout: TableLayout | None = None
        self.director = ShareOutDirector(self.view, self.rules, self._ensure_layout, dealt, self._speed(),
                                         sound_of(app))
        self.painter = ShareOutPainter(self.rules.name.native, self.director)
        self.painter.keys = lambda: bindings.header(bindings.SHARE_OUT_KEYS)
        self.done = False
        self.closed = False
        self.ready_ms = 0.0
        self.guard = DeliberatePress(READY_GUARD_MS)
        self.button = Button(lambda: _(captions.FINAL_STANDINGS), self.close, size_px=24, primary=True)
        self._hover = False
        self.director.play(self.events, session.dealer)

    # --- set-up

    def _speed(self) -> float:
        try:
            return max(0.1, float(self.app.speed))
        except (TypeError, ValueError):
            return 1.0

    def on_resume(self, scene: Scene | None = None) -> None:
        """Back from a screen laid over the share-out (the pause menu, the rules): it heard the keys and buttons
        go up, so the next fresh press acts here (:meth:`DeliberatePress.let_go`)."""
        self.guard.let_go(held_now())

    def on_language(self, code: str) -> None:
        """What the table says is said again in the new language (:meth:`TableView.retell`)."""
        self.view.retell()

    def on_resize(self, size: tuple[int, int]) -> None:
        """Lay the table out for ``size`` pixels, as the table does; the cards on it move to their new places."""
        board = self.board
        assert board is not None  # made with the scene
        lay = self.layout = lay_out_table(size, self.n, board, self.view, self.painter, self.levels)
        self.view.pack_pos = self.director.pack_point(self.view.dealer)
        self.view.retarget()  # the cards and fish in flight land where the new layout puts them
        w, h = int(300 * lay.s), int(54 * lay.s)
        self.button.rect = pygame.Rect(0, 0, max(200, w), max(40, h))
        # under the caption ribbon (its last words: what is left on the board), above the bottom hand
        top = int(lay.caption_y + 52 * lay.s)
        self.button.rect.midtop = (int(lay.cx), min(top, int(lay.hand_y - lay.hand_raise - self.button.rect.h - 4)))

    def _ensure_layout(self) -> TableLayout:
        if self.layout is None:
            self.on_resize(self.app.screen_size)
        assert self.layout is not None
        return self.layout

    # --- actions

    @property
    def ready(self) -> bool:
        """Whether the button answers: the share-out is over and its first moments have passed."""
        return self.done and self.guard.ready

    def skip(self) -> None:
        """Finish the running step at once (Space or a click, as at the table)."""
        if self.director.busy:
            self.director.skip()

    def skip_all(self) -> None:
        """Finish the whole share-out at once."""
        self.director.finish_quietly()
        if self.view.flock is not None:
            self.view.flock.clear()

    def close(self) -> None:
        """Go on to the final standings (only once the share-out is over)."""
        if not self.done or self.closed:
            return
        self.closed = True
        if self.on_close is not None:
            self.on_close()
        elif self.app.top is self:
            self.app.pop()

    # --- the loop

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Space or a click skips a step; once it is over, a deliberate Enter or click on the button goes on."""
        deliberate = self.guard.screen(event)
        if event.type == pygame.MOUSEMOTION:
            self.view.mouse = tuple(event.pos)
            self._hover = self.button.rect.collidepoint(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.view.mouse = tuple(event.pos)
            if not self.done:
                self.skip()
            elif self.ready and deliberate and self.button.rect.collidepoint(event.pos):
                self.close()
            return True
        if event.type == pygame.KEYDOWN:
            action = bindings.action_for(event.key, getattr(event, "unicode", "") or "", bindings.SHARE_OUT_KEYS,
                                         getattr(event, "mod", 0))
            if action == "mute":
                self.app.toggle_mute()
            elif action == "skip":
                self.skip()
            elif action == "close":
                if self.ready and deliberate:
                    self.close()
            elif action == "help":
                self.show_keys()
            return action is not None
        return False

    def show_keys(self) -> None:
        """``?``: the share-out's keys, over it."""
        from popejoan.ui.i18n import t
        from popejoan.ui.scenes.help import HelpScene

        self.app.push(HelpScene(self.app, lambda: t("help_share_out"), bindings.help_rows(bindings.SHARE_OUT_KEYS)))

    def update(self, dt_ms: float) -> None:
        """Advance the motion; once it has all played, start the button's guard."""
        self._ensure_layout()
        self.director.update(dt_ms, self._speed())
        if not self.director.busy and not self.done:
            self.done = True
            self.ready_ms = 0.0
            if self.on_done is not None:
                self.on_done()
        elif self.done:
            self.ready_ms += dt_ms
        self.guard.tick(dt_ms, self.done)
        self.view.caption_age = 0.0  # a card's caption stays up while its fish flow, and the last one stays

    def draw(self, surface: pygame.Surface) -> None:
        """The table: board, plaques, the share-out's cards, fish and cards in flight, the caption; then the button."""
        lay = self._ensure_layout()
        self.painter.draw(surface, self.view, lay, Prompt())
        if self.done:
            self.button.enabled = self.ready
            self.button.draw(surface, lay.s, self._hover and self.ready, self.ready)
