"""The director's cards: the board turning, the deal dealt, the turn-up shown, a card played to the sequence, a
stop, and the sequence swept aside.

Holds :class:`CardMotion`, the part of :class:`~popejoan.ui.scenes.table.director.Director` that builds those
steps' tweens. It keeps no state of its own and draws nothing; the fish's motion is ``director_fish``'.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING

from popejoan.engine.cards import POPE
from popejoan.engine.events import (
    DEAD_HAND,
    CardPlayed,
    CardsDealt,
    SequenceStopped,
    TurnedUp,
)
from popejoan.ui import access, cards_art, story
from popejoan.ui.animation import Tween, ease_in_out, ease_out, lerp, lerp_point, linear, shortest_turn
from popejoan.ui.scenes.table import captions
from popejoan.ui.scenes.table.director_times import (
    DEAL_CARD_MS,
    DEAL_STAGGER_MS,
    HOLD_MS,
    PLAY_MS,
    STOP_MS,
    SWEEP_MS,
    TURN_UP_MS,
)
from popejoan.ui.scenes.table.view import PAST_STOP_UNTIL, CardFlight, Point, SeqCard, TableView

if TYPE_CHECKING:
    from popejoan.ui.scenes.table.layout import TableLayout

if TYPE_CHECKING:
    from popejoan.ui.animation import Timeline
    from popejoan.ui.scenes.table.layout import TableLayout
    from popejoan.ui.scenes.table.view import TableView
    from popejoan.ui.sound import SoundBoard


class CardMotion:
    """The cards' motion: a base of :class:`~popejoan.ui.scenes.table.director.Director` (it reads and changes
    the director's view, timeline and sound)."""

    # the director's state and answers it reads (set in :class:`~popejoan.ui.scenes.table.director.Director`)
    view: TableView
    timeline: Timeline
    sound: SoundBoard
    teller: story.Teller
    _layout: Callable[[], TableLayout]
    _face_up: Callable[[int], bool]
    real_ms: Callable[[float], float]
    seat_point: Callable[[int], Point]
    reveal_hand: Callable[[int], None]
    pack_point: Callable[[int], Point]
    plaque_point: Callable[[int], Point]

    def _turn_board(self, target: float, ms: float) -> Tween:
        """The board turning to ``target`` degrees over ``ms`` (with reduced motion: there at once, silently)."""
        board = self.view.board
        start = board.angle
        end = shortest_turn(start, target)
        if access.current().reduced_motion:
            board.angle = target % 360.0
            return Tween(0.0)

        def upd(t: float) -> None:
            board.angle = lerp(start, end, t) % 360.0

        turning = abs(end - start) > 0.5
        if abs(end - start) >= 12.0:
            self.sound.play("board", length_ms=self.real_ms(ms))
        return Tween(ms if turning else 0.0, upd, easing=ease_in_out)

    def _build_deal(self, ev: CardsDealt) -> list[Tween]:
        lay = self._layout()
        view = self.view
        dealer = view.dealer
        view.tell(lambda: captions.dealing(view.names[dealer]))
        view.pack_pos = self.pack_point(dealer)
        view.pack_left = len(ev.recipients)
        tweens: list[Tween] = []
        counts = [0] * view.players
        rng = random.Random(len(ev.recipients) + view.dealer)
        for i, who in enumerate(ev.recipients):
            if who >= 0:
                counts[who] += 1
            aim = self._deal_aim(who, counts[who] if who >= 0 else 0)
            flight = CardFlight(None, *aim(), lift=rng.uniform(-30, 30) * lay.s,
                                tilt0=rng.uniform(-25, 25), tilt1=0.0, aim=aim)
            view.cards_in_flight.append(flight)

            def upd(t: float, f: CardFlight = flight) -> None:
                if not f.visible:
                    view.pack_left = max(0, view.pack_left - 1)
                    self.sound.play("deal")  # each card as it leaves the pack (the gap keeps it to a flurry)
                f.visible = True
                f.t = t

            def land(f: CardFlight = flight, who: int = who) -> None:
                if f in view.cards_in_flight:
                    view.cards_in_flight.remove(f)
                if who >= 0:
                    view.hand_counts[who] += 1
                elif who == DEAD_HAND:
                    view.dead_count += 1
                else:
                    view.undealt_count += 1

            tweens.append(Tween(DEAL_CARD_MS, upd, land, delay_ms=i * DEAL_STAGGER_MS, easing=ease_out))
        return tweens

    def _deal_aim(self, who: int, nth: int) -> Callable[[], tuple[Point, Point, int, int]]:
        """Where a dealt card flies from and to, and its widths, in the layout as it is when asked (a
        :class:`CardFlight`'s ``aim``): from the dealer's pack to ``who``'s cards (its ``nth`` place, from 1, in
        the bottom hand), or to the dead hand's or the undealt cards' pile (``who`` below 0)."""
        view = self.view

        def aim() -> tuple[Point, Point, int, int]:
            lay = self._layout()
            end: Point
            if who >= 0 and view.view_pos(who) == 0:
                rects = lay.fan_rects(0, max(1, len(view.hands[who])), view.shown_seat == who)
                r = rects[min(nth - 1, len(rects) - 1)]
                end, w1 = (r.centerx, r.centery), lay.hand_w
            elif who >= 0:
                end, w1 = self.seat_point(who), lay.small_w
            else:
                end, w1 = (lay.dead_pos if who == DEAD_HAND else lay.undealt_pos), lay.pile_w
            return self.pack_point(view.dealer), end, lay.small_w, w1

        return aim

    def _after_dealing(self) -> None:
        view = self.view
        view.pack_left = 0
        view.cards_in_flight = [f for f in view.cards_in_flight if f.card is not None]
        view.hand_counts = [len(h) for h in view.hands]
        if view.shown_seat is not None and view.view_pos(view.shown_seat) == 0:
            self.reveal_hand(view.shown_seat)

    def _build_turn_up(self, ev: TurnedUp) -> list[Tween]:
        view = self.view
        view.turn_up = ev.card
        view.trump = ev.trump
        view.board.set_trump(ev.trump)
        holder = view.names[ev.holder] if ev.holder >= 0 else None
        view.tell(lambda: captions.turned_up(ev.card, ev.trump, holder))
        self.sound.play("card")
        if ev.card == POPE:
            self.sound.play("pope")

        def upd(t: float) -> None:
            view.turn_up_scale = t

        return [Tween(TURN_UP_MS, upd, easing=ease_out)]

    def _build_play(self, ev: CardPlayed, ms: float = PLAY_MS) -> list[Tween]:
        """``ev``'s card flies from its player to the sequence row over ``ms`` animation milliseconds."""
        lay = self._layout()
        view = self.view
        trump = view.trump
        view.tell(lambda: captions.played(ev, view.names[ev.seat], trump))
        self.sound.play("card", length_ms=self.real_ms(ms * (1.0 + HOLD_MS / PLAY_MS)))
        if ev.card == POPE:
            self.sound.play("pope")
        seat = ev.seat
        start: Point = self.seat_point(seat)
        w0 = lay.small_w
        face_up_start = False
        if view.view_pos(seat) == 0:
            w0 = lay.hand_w
            if self._face_up(seat):
                # nothing is raised while the cards move: no lead is legal until they settle
                for c, rect in lay.hand_rects(view.hands[seat]):
                    if c == ev.card:
                        start = rect.center
                        face_up_start = True
                        break
            else:
                rects = lay.fan_rects(0, max(1, view.hand_counts[seat]), view.shown_seat == seat)
                start = rects[len(rects) // 2].center
        if ev.card in view.hands[seat]:
            view.hands[seat].remove(ev.card)
        view.hand_counts[seat] = max(0, view.hand_counts[seat] - 1)
        if ev.lead and view.sequence:
            view.swept.extend(view.sequence)
            view.sequence = []
        index = len(view.sequence)
        slot = lay.seq_slot(index)

        def aim() -> tuple[Point, Point, int, int]:
            """From the seat's cards to the sequence row's next place, in the layout as it is now."""
            now = self._layout()
            return (self.seat_point(seat), now.seq_slot(index), now.hand_w if view.view_pos(seat) == 0 else now.small_w,
                    now.seq_w)

        flight = CardFlight(ev.card, start, slot, w0, lay.seq_w, flip=not face_up_start,
                            lift=-40 * lay.s, tilt0=0.0, tilt1=0.0, aim=aim)
        view.cards_in_flight.append(flight)

        def upd(t: float) -> None:
            flight.visible = True
            flight.t = t

        def land() -> None:
            if flight in view.cards_in_flight:
                view.cards_in_flight.remove(flight)
            view.sequence.append(SeqCard(ev.card, seat, flight.end))  # where the layout now puts it
            if len(view.sequence) >= PAST_STOP_UNTIL:  # the new sequence is well under way
                view.clear_past_stop()

        return [Tween(ms, upd, land, easing=ease_in_out)]

    def _build_stop(self, ev: SequenceStopped, why: story.Line, passing: bool = False) -> list[Tween]:
        """The stop's caption; the sequence stays on the table with ``why`` beside it (the story's line, told in
        the language of the moment, again if it changes while the note is on show)."""
        view = self.view
        view.tell(lambda: captions.stopped(ev, view.names[ev.seat], passing))
        self.sound.play("stop")
        view.note_stop(lambda: self.teller.text(why), ev.seat)
        return [Tween(STOP_MS, easing=linear)]

    def _build_sweep(self) -> list[Tween]:
        """The last sequence is swept aside for a new lead; its reason stays, quieter
        (:meth:`TableView.keep_past_stop`)."""
        view = self.view
        view.keep_past_stop()
        cards = view.sequence
        if not cards:
            return []
        view.sequence = []
        view.swept.extend(cards)
        tweens: list[Tween] = []
        still = access.current().reduced_motion  # the cards fade where they lie
        for i, sc in enumerate(cards):

            def upd(t: float, sc: SeqCard = sc, i: int = i) -> None:
                lay = self._layout()  # as it is now: the window may have changed size on the way
                if still:
                    sc.pos = lay.seq_slot(i)
                    sc.alpha = int(255 * (1.0 - t))
                    return
                dest = (lay.seq_left - lay.seq_w * 0.2, lay.seq_y + cards_art.card_height(lay.seq_w) / 2)
                sc.pos = lerp_point(lay.seq_slot(i), (dest[0] - i * 0.6, dest[1] - i * 0.6), t)
                # face up all the way: the stop's caption is still about these cards; they fade as they go
                sc.alpha = int(255 * (1.0 - max(0.0, (t - 0.65) / 0.35)))

            def done(sc: SeqCard = sc) -> None:
                if sc in view.swept:
                    view.swept.remove(sc)

            tweens.append(Tween(SWEEP_MS, upd, done, delay_ms=i * 18.0, easing=ease_in_out))
        return tweens
