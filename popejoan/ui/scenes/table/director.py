"""The director: the engine's events, in order, become the table's motion and captions.

It keeps a cursor into ``deal.events`` and turns every new event into a step
of its :class:`~popejoan.ui.animation.Timeline`: fish sliding to the
compartments while dressing, cards flying from the dealer, the turn-up shown,
each card moving from its hand to the sequence with its name, the sequence
swept aside at a stop, the lead passed on, fish flowing to a winner,
payments between seats, penalties for board cards left unplayed; before a
session's first deal, the draw for the first dealer
(:mod:`~popejoan.ui.scenes.table.dealer_draw`). A
step is built only when the timeline reaches it, and it changes the
:class:`~popejoan.ui.scenes.table.view.TableView` as it lands, so the picture
never runs ahead of the animation nor disagrees with the engine. It draws
nothing and decides nothing.

Every event kind passes through :meth:`Director._queue_event` (runs of stakes
and of payments through :meth:`Director.pump`) exactly once, in order, and
its step, as it begins, makes its one sound (:mod:`popejoan.ui.sound`): the
shuffle, each card dealt, a card turned up or laid down, a stop, fish into or
out of a compartment (richer for a big pot), the board turning, the Pope,
Game. With reduced motion (:mod:`popejoan.ui.access`) the board shows where
it turns to at once and makes no sound doing it. The record of play as it is shown is
:attr:`Director.shown`: how many of the deal's events the timeline has
reached (the played-cards view and the deal log read that many, so they
never run ahead of the table). A sequence that stops stays face up where it
was played, with the reason it stopped beside it (:attr:`TableView.stop_text`),
until the next lead sweeps it aside; the reason then stays on the table, quieter
(:attr:`TableView.past_stop_text`), until the next stop or until the next
sequence has :data:`~popejoan.ui.scenes.table.view.PAST_STOP_UNTIL` cards, so a
glance tells why the last sequence ended. How long the note has been on show
is :attr:`TableView.stop_age` (the turns hold a computer's lead until it has
been read: :func:`~popejoan.ui.scenes.table.view.reading_ms`). A replay
(:mod:`~popejoan.ui.scenes.table.replay`) drives the same director with a
recorded deal's events, and ``timeline.finish_all()`` skips its motion.

This module holds :class:`Director`'s cursor, pump and dispatch (:meth:`Director._queue_event`); the motion is
built in its bases: the cards' (:mod:`~popejoan.ui.scenes.table.director_cards`) and the fish's
(:mod:`~popejoan.ui.scenes.table.director_fish`); the times are in
:mod:`~popejoan.ui.scenes.table.director_times`.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from popejoan.engine.cards import Card, Suit, suit_of
from popejoan.engine.events import (
    DEAD_HAND,
    CardPlayed,
    CardsDealt,
    ChipsHanded,
    DealEnded,
    DealStarted,
    Event,
    LeadPassed,
    PopeDeclined,
    PopeOffered,
    SequenceStopped,
    StakePut,
    StakeTaken,
    TurnedUp,
    rewind_chips,
)
from popejoan.ui import access, story
from popejoan.ui.animation import Timeline, Tween, ease_in_out, lerp_point
from popejoan.ui.scenes.table import captions
from popejoan.ui.scenes.table.dealer_draw import draw_pack_point, is_draw_step, queue_dealer_draw
from popejoan.ui.scenes.table.director_cards import CardMotion
from popejoan.ui.scenes.table.director_fish import FishMotion
from popejoan.ui.scenes.table.director_times import (
    CLAIM_FISH_MS,
    CLAIM_HOLD_MS,
    CLAIM_TURN_MS,
    DEAL_CARD_MS,
    DEAL_STAGGER_MS,
    FLIP_MS,
    HOLD_MS,
    PASS_MS,
    PAY_FISH_MS,
    PENALTY_HOLD_MS,
    PLAY_MS,
    STAKE_FISH_MS,
    STAKE_STAGGER_MS,
    STOP_MS,
    SWEEP_MS,
    TURN_MS,
    TURN_UP_MS,
)
from popejoan.ui.scenes.table.layout import TableLayout
from popejoan.ui.scenes.table.view import DealShown, Point, TableView, hand_sort_key
from popejoan.ui.sound import SILENT, SoundBoard

if TYPE_CHECKING:
    from popejoan.engine.draw import DealerDraw
    from popejoan.engine.ruleset import Ruleset

__all__ = [
    "Director", "TURN_MS", "STAKE_FISH_MS", "STAKE_STAGGER_MS", "DEAL_CARD_MS", "DEAL_STAGGER_MS", "TURN_UP_MS",
    "PLAY_MS", "HOLD_MS", "STOP_MS", "SWEEP_MS", "CLAIM_TURN_MS", "CLAIM_FISH_MS", "PAY_FISH_MS", "FLIP_MS",
    "PASS_MS", "PENALTY_HOLD_MS", "CLAIM_HOLD_MS",
]


def _run_kind(ev: Event) -> str | None:
    """Which run of chips ``ev`` moves with: ``"stakes"`` (the board dressed), ``"payments"`` (between seats),
    ``"penalties"`` (for board cards left unplayed, into the board or to seats), or None (an event alone)."""
    if isinstance(ev, (StakePut, ChipsHanded)) and ev.reason == "penalty":
        return "penalties"
    if isinstance(ev, StakePut):
        return "stakes"
    if isinstance(ev, ChipsHanded):
        return "payments"
    return None


class Director(FishMotion, CardMotion):
    """Plays a deal's events on the table view.

    Args:
        view: the picture it changes.
        rules: the ruleset in play (compartment labels, the hand's order).
        layout: gives the current layout (it changes when the window does).
        hand_face_up: whether a seat's hand is drawn face up now (a card played
            from it leaves from its face, not from a face-down fan).
        speed: the animation speed (1.0 normal).
        sound: the game's sounds: one call per kind of event as its step begins (default: silent).
        reveal_offers: name the Pope's holder at an offer and when it is kept (japanese ``pope_as_stop``):
            only for a finished deal (its replay), where nothing is secret; at the table an offer names nobody
            (:mod:`~popejoan.ui.scenes.table.pope_round` says what the table shows).

    Attributes:
        timeline: the steps still to play.
        cursor: how many of the deal's events have been queued.
        shown: how many of the deal's events the timeline has reached (the record of play as shown).
        until: queue no event from this index on (a deal taken up again whose last events the players never saw:
            they wait for a press, :meth:`~popejoan.ui.scenes.table.turns.Turns.play_on`); None: no such limit.
        side_tweens: motion beside the timeline (a hand turning over), which never delays the game.
        teller: renders the story's lines (a stop's reason) with the players' names.
        hold: says whether an event (the deal, its index) must wait before it is queued (the Pope's round holds
            a stop back till every person has looked); None: nothing waits.
    """

    def __init__(self, view: TableView, rules: Ruleset, layout: Callable[[], TableLayout],
                 hand_face_up: Callable[[int], bool], speed: float = 1.0, sound: SoundBoard = SILENT,
                 reveal_offers: bool = False) -> None:
        self.view = view
        self.reveal_offers = reveal_offers
        self.hold: Callable[[DealShown, int], bool] | None = None
        self.sound = sound
        self.rules = rules
        self._layout = layout
        self._face_up = hand_face_up
        self.timeline = Timeline(speed)
        self.cursor = 0
        self.shown = 0
        self.until: int | None = None
        self.side_tweens: list[Tween] = []
        self.forced_pace = 1.0
        """How many times faster forced plays go (the table sets it from ``Settings.quick_forced``)."""
        self.teller = story.Teller(view.names, rules)
        self._turned: TurnedUp | None = None
        self._undealt = False
        self._last_stop: SequenceStopped | None = None

    @property
    def busy(self) -> bool:
        """Whether motion is still queued or running."""
        return self.timeline.busy

    def seat_point(self, seat: int) -> Point:
        """The centre of ``seat``'s cards on screen (pixels)."""
        return self._layout().fan_center(self.view.view_pos(seat))

    def plaque_point(self, seat: int) -> Point:
        """The centre of ``seat``'s name plaque (pixels): where its fish go."""
        return self._layout().seat_anchor(self.view.view_pos(seat))

    def pack_point(self, dealer: int) -> Point:
        """Where the dealer's pack lies while dealing: in front of the dealer, towards the board (pixels)."""
        lay = self._layout()
        return lerp_point(self.seat_point(dealer), (lay.cx, lay.cy), 0.3)

    def retarget(self) -> None:
        """The window changed size (the layout is new): the pack, and every card and fish in flight, go where
        the new layout puts them (:meth:`TableView.retarget`)."""
        view = self.view
        if view.pack_left > 0:
            view.pack_pos = draw_pack_point(self) if view.drawing else self.pack_point(view.dealer)
        view.retarget()

    def seat_direction(self, seat: int) -> float:
        """Degrees clockwise from twelve o'clock, from the board's centre towards ``seat``."""
        return self._layout().seat_direction(self.view.view_pos(seat))

    def real_ms(self, ms: float) -> float:
        """``ms`` animation milliseconds in real milliseconds at the speed in force (what a sound follows)."""
        return ms / max(0.1, self.timeline.speed)

    def skip(self) -> None:
        """Space or a click: finish the running step at once (its sound fades out); during the draw for the
        first dealer, the whole draw (the first deal then begins)."""
        self.sound.cut()
        if not self.skip_draw():
            self._skip_step()

    def _skip_step(self) -> None:
        """Finish the running step at once in silence (its cards and fish land with no time to hear them),
        then start what follows, with its own sound."""
        current = self.timeline.current
        if current is not None:
            with self.sound.hushed():
                current.finish()
        self.timeline.skip()

    def skip_draw(self) -> bool:
        """Finish the draw for the first dealer at once, if it is what the timeline is playing.

        Returns:
            Whether there was a draw to finish.
        """
        tl = self.timeline
        if tl.current is None or not is_draw_step(tl.current.name):
            return False
        while tl.current is not None and is_draw_step(tl.current.name):
            self._skip_step()
        return True

    def begin(self, deal: DealShown, draw: DealerDraw | None = None) -> None:
        """A new deal: set the view to before its events (balances and board), then queue them.

        Args:
            deal: the deal just started.
            draw: the draw for the first dealer to show before it (``Session.dealer_draw``), or None.
        """
        view = self.view
        self.cursor = 0
        self.shown = 0
        self._turned = None
        self._undealt = False
        view.winner = None
        view.hand_counts = [0] * view.players
        view.dead_count = 0
        view.undealt_count = 0
        view.sequence = []
        view.swept = []
        view.clear_stop()
        view.clear_past_stop()
        view.turn_up = None
        view.turn_up_scale = 0.0
        view.revealed = False
        view.flip_t = 0.0
        view.dealer = deal.dealer
        # the hands as dealt (a deal taken up mid-way has cards played already: they go back in their hands,
        # and the events below play them again)
        key = hand_sort_key(deal.rules)
        played: list[list[Card]] = [[] for _ in range(view.players)]
        for seat, card in deal.played:
            played[seat].append(card)
        view.hands = [sorted([*deal.observation(seat).hand, *played[seat]], key=key) for seat in range(view.players)]
        # undo this deal's effects in the view: the events will replay them
        view.balances, board = rewind_chips(deal.balances, deal.board, deal.events)
        view.board.counts = {name: board.get(name, 0) for name in view.board.order}
        view.trump = None
        view.board.set_trump(None)
        view.board.warm()
        # the wells will take the trump suit at the turn-up: draw that board now, not mid-animation
        view.board.prepare(deal.trump)
        if draw is not None:
            queue_dealer_draw(self, draw)
        self.pump(deal)

    def pump(self, deal: DealShown) -> None:
        """Queue animation steps for every event of ``deal`` not yet queued, up to one that :attr:`hold` keeps
        waiting, or :attr:`until` (:attr:`cursor` then stops before it)."""
        events = deal.events
        i = self.cursor
        hold = self.hold
        until = len(events) if self.until is None else min(self.until, len(events))
        while i < until:
            if hold is not None and hold(deal, i):
                break
            kind = _run_kind(events[i])
            if kind is None:
                self._mark_shown(i + 1)
                self._queue_event(events[i], events[i + 1] if i + 1 < len(events) else None)
                i += 1
                continue
            # a run of stakes, payments or penalties moves together, as one flight of fish
            j = i
            while j < until and _run_kind(events[j]) == kind:
                j += 1
            self._mark_shown(j)
            run = events[i:j]  # every one of the kind _run_kind named
            if kind == "stakes":
                self._queue_stakes([ev for ev in run if isinstance(ev, StakePut)])
            elif kind == "payments":
                self._queue_payments([ev for ev in run if isinstance(ev, ChipsHanded)])
            else:
                self._queue_penalties([ev for ev in run if isinstance(ev, (StakePut, ChipsHanded))])
            i = j
        self.cursor = i

    def _mark_shown(self, count: int) -> None:
        """When the timeline reaches the next step, the first ``count`` events are on show."""

        def mark() -> None:
            self.shown = max(self.shown, count)

        self.timeline.call(mark, name="shown")

    def restart(self, deal: DealShown) -> None:
        """Show ``deal`` as it stands now, with no motion and no sound, dropping whatever motion was still to
        play (a lead taken back: the deal is dealt again with fewer decisions)."""
        view = self.view
        self.timeline = Timeline(self.timeline.speed)
        self.side_tweens = []
        view.cards_in_flight = []
        view.swept = []
        view.hidden_board_fish = {}
        view.board.glow = None
        view.board.glow_strength = 0.0
        if view.flock is not None:
            view.flock.clear()
        self.begin(deal)
        self.catch_up()

    def finish_quietly(self) -> None:
        """Complete every queued step at once, making no sound (a jump, with no time to hear anything)."""
        with self.sound.hushed():
            self.timeline.finish_all()

    def catch_up(self) -> None:
        """Lay out at once everything queued, with no motion: a deal taken up where it stopped shows its past
        as it lies now (the cards played, the fish moved, the board turned), without playing it again."""
        view = self.view
        self.finish_quietly()
        for tween in self.side_tweens:
            tween.finish()
        self.side_tweens = []
        view.cards_in_flight = []
        view.swept = []
        view.pack_left = 0
        view.flip_t = 1.0
        if view.flock is not None:
            view.flock.clear()

    def update(self, dt_ms: float, speed: float) -> None:
        """Advance the motion by ``dt_ms`` real milliseconds at ``speed``; captions age, glows fade."""
        view = self.view
        if view.flock is not None:
            view.flock.fade = access.current().reduced_motion
        self.timeline.speed = speed
        scaled = dt_ms * speed
        view.stop_age += scaled  # before the timeline: a note put up in this frame counts from 0
        self.timeline.update(dt_ms)
        for tw in list(self.side_tweens):
            if tw.update(scaled):
                self.side_tweens.remove(tw)
        view.caption_age += scaled
        fade = scaled / 450.0
        view.plaque_flash = [max(0.0, f - fade) for f in view.plaque_flash]
        for name in list(view.board.flash):
            view.board.flash[name] = max(0.0, view.board.flash[name] - fade)

    def reveal_hand(self, seat: int) -> None:
        """Turn ``seat``'s hand face up at the bottom (a short flip beside the timeline)."""
        view = self.view
        view.shown_seat = seat
        view.revealed = True
        view.flip_t = 0.0

        def upd(t: float) -> None:
            view.flip_t = t

        # the flip runs beside the timeline, so it never delays the game
        self.side_tweens.append(Tween(FLIP_MS, upd, easing=ease_in_out))

    def _queue_event(self, ev: Event, after: Event | None = None) -> None:
        """Queue the steps for one event (``after``: the event that follows it, when already known)."""
        tl = self.timeline
        view = self.view
        names = view.names
        if isinstance(ev, DealStarted):

            def build(ev: DealStarted = ev) -> list[Tween]:
                view.dealer = ev.dealer
                view.tell(lambda: captions.deal_started(ev.number, names[ev.dealer]))
                self.sound.play("shuffle", length_ms=self.real_ms(TURN_MS + 400.0))
                return [self._turn_board(view.board.facing_angle("pope", self.seat_direction(ev.dealer)), TURN_MS)]

            tl.then(build, name="deal_started")
        elif isinstance(ev, CardsDealt):
            self._undealt = any(who < 0 and who != DEAD_HAND for who in ev.recipients)
            tl.then(partial(self._build_deal, ev), self._after_dealing, name="deal")
        elif isinstance(ev, TurnedUp):
            self._turned = ev
            tl.then(partial(self._build_turn_up, ev), name="turn_up")
            tl.wait(420, name="turn_up_hold")
        elif isinstance(ev, StakeTaken):
            self._queue_claim(ev)
        elif isinstance(ev, CardPlayed):
            if ev.lead:
                # the last sequence stays on the table, with its reason, until this lead is made
                tl.then(self._build_sweep, name="sweep")
            pace = 1.0 if ev.lead else self.forced_pace  # a forced play may go quicker (a setting)
            tl.then(partial(self._build_play, ev, PLAY_MS / pace), name="play")
            tl.wait(HOLD_MS / pace, name="play_hold")
        elif isinstance(ev, SequenceStopped):
            self._last_stop = ev
            passing = isinstance(after, LeadPassed)
            why = story.stop_why(ev, self._turned, self._undealt)  # said in words when shown, in the language then
            tl.then(partial(self._build_stop, ev, why, passing), name="stop")
        elif isinstance(ev, LeadPassed):
            stop = self._last_stop
            suit = suit_of(stop.card) if stop is not None else None

            def say_pass(ev: LeadPassed = ev, suit: Suit | None = suit) -> None:
                view.tell(lambda: captions.lead_passed(names[ev.seat], names[ev.to], suit))
                view.plaque_flash[ev.to] = 1.0
                if view.stop_text:  # the stopped sequence's note: the lead is now the next player's
                    view.stop_seat = ev.to

            tl.call(say_pass, name="lead_passed")
            tl.wait(PASS_MS, name="lead_passed_hold")
        elif isinstance(ev, PopeOffered):
            if self.reveal_offers:  # a finished deal: who was offered the Pope is no secret now
                offered = ev
                tl.call(lambda: view.tell(lambda: captions.pope_offered(names[offered.seat], offered.missing)),
                        name="pope_offer")
            # at the table the offer names nobody: the Pope's round says what the table may know
        elif isinstance(ev, PopeDeclined):
            if self.reveal_offers:
                declined = ev
                tl.call(lambda: view.tell(lambda: captions.pope_declined(names[declined.seat])), name="pope_declined")
                tl.wait(500)
        elif isinstance(ev, DealEnded):
            tl.call(partial(self._on_deal_ended, ev), name="deal_ended")
            tl.wait(700)

    def _on_deal_ended(self, ev: DealEnded) -> None:
        if ev.winner is not None:
            self.sound.play("game")
            # the deal ends with a player out, not at a stop: an earlier stop's note would sit beside the last
            # sequence as if it told why that one ended
            self.view.clear_past_stop()
        self.view.winner = ev.winner
        dealer = self.view.dealer
        self.view.tell(lambda: captions.deal_ended(ev, self.view.names, dealer))
