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
"""

from __future__ import annotations

import random
from typing import Any, Callable, Optional

from popejoan.engine.cards import POPE, Card, suit_of
from popejoan.engine.events import (
    DEAD_HAND,
    CardPlayed,
    CardsDealt,
    ChipsHanded,
    DealEnded,
    DealStarted,
    LeadPassed,
    PopeDeclined,
    PopeOffered,
    SequenceStopped,
    StakePut,
    StakeTaken,
    TurnedUp,
    rewind_chips,
)
from popejoan.ui import access, cards_art, story
from popejoan.ui.animation import Timeline, Tween, ease_in_out, ease_out, lerp, lerp_point, linear, shortest_turn
from popejoan.ui.scenes.table import captions
from popejoan.ui.scenes.table.dealer_draw import is_draw_step, queue_dealer_draw
from popejoan.ui.scenes.table.layout import TableLayout
from popejoan.ui.scenes.table.view import PAST_STOP_UNTIL, CardFlight, Point, SeqCard, TableView, hand_sort_key
from popejoan.ui.sound import SILENT, SoundBoard

# Times in animation milliseconds at normal speed (the speed setting divides them).
TURN_MS = 520.0
STAKE_FISH_MS = 430.0
STAKE_STAGGER_MS = 40.0
DEAL_CARD_MS = 260.0
DEAL_STAGGER_MS = 42.0
TURN_UP_MS = 480.0
PLAY_MS = 420.0
HOLD_MS = 220.0
STOP_MS = 420.0
SWEEP_MS = 380.0
CLAIM_TURN_MS = 440.0
CLAIM_FISH_MS = 460.0
PAY_FISH_MS = 440.0
FLIP_MS = 320.0
PASS_MS = 1300.0
PENALTY_HOLD_MS = 700.0
CLAIM_HOLD_MS = 650.0
"""How long a stake taken (its caption, the compartment's glow fading) is held after its fish land, before the next
card flies, at speed 1: several claims in one run (the Pope, then trump honours) were each on show for about half
a second, too fast to tell who took what."""


def _run_kind(ev: Any) -> str | None:
    """Which run of chips ``ev`` moves with: ``"stakes"`` (the board dressed), ``"payments"`` (between seats),
    ``"penalties"`` (for board cards left unplayed, into the board or to seats), or None (an event alone)."""
    if isinstance(ev, (StakePut, ChipsHanded)) and ev.reason == "penalty":
        return "penalties"
    if isinstance(ev, StakePut):
        return "stakes"
    if isinstance(ev, ChipsHanded):
        return "payments"
    return None


class Director:
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

    def __init__(self, view: TableView, rules: Any, layout: Callable[[], TableLayout],
                 hand_face_up: Callable[[int], bool], speed: float = 1.0, sound: SoundBoard = SILENT,
                 reveal_offers: bool = False) -> None:
        self.view = view
        self.reveal_offers = reveal_offers
        self.hold: Callable[[Any, int], bool] | None = None
        self.sound = sound
        self.rules = rules
        self._layout = layout
        self._face_up = hand_face_up
        self.timeline = Timeline(speed)
        self.cursor = 0
        self.shown = 0
        self.until: Optional[int] = None
        self.side_tweens: list[Tween] = []
        self.teller = story.Teller(view.names, rules)
        self._turned: TurnedUp | None = None
        self._undealt = False
        self._last_stop: SequenceStopped | None = None

    @property
    def busy(self) -> bool:
        """Whether motion is still queued or running."""
        return self.timeline.busy

    # --- geometry of a seat, as the view places it

    def seat_point(self, seat: int) -> Point:
        """The centre of ``seat``'s cards on screen (pixels)."""
        return self._layout().fan_center(self.view.view_pos(seat))

    def plaque_point(self, seat: int) -> Point:
        """The centre of ``seat``'s name plaque (pixels): where its fish go."""
        return self._layout().seat_anchor(self.view.view_pos(seat))

    def seat_direction(self, seat: int) -> float:
        """Degrees clockwise from twelve o'clock, from the board's centre towards ``seat``."""
        return self._layout().seat_direction(self.view.view_pos(seat))

    # --- the deal

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

    def begin(self, deal: Any, draw: Any = None) -> None:
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

    def pump(self, deal: Any) -> None:
        """Queue animation steps for every event of ``deal`` not yet queued, up to one that :attr:`hold` keeps
        waiting, or :attr:`until` (:attr:`cursor` then stops before it)."""
        events = deal.events
        i = self.cursor
        runs = {"stakes": self._queue_stakes, "payments": self._queue_payments, "penalties": self._queue_penalties}
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
            runs[kind](list(events[i:j]))
            i = j
        self.cursor = i

    def _mark_shown(self, count: int) -> None:
        """When the timeline reaches the next step, the first ``count`` events are on show."""

        def mark() -> None:
            self.shown = max(self.shown, count)

        self.timeline.call(mark, name="shown")

    def restart(self, deal: Any) -> None:
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

    # --- event steps

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

    def _queue_event(self, ev: Any, after: Any = None) -> None:
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
            tl.then(lambda ev=ev: self._build_deal(ev), self._after_dealing, name="deal")
        elif isinstance(ev, TurnedUp):
            self._turned = ev
            tl.then(lambda ev=ev: self._build_turn_up(ev), name="turn_up")
            tl.wait(420, name="turn_up_hold")
        elif isinstance(ev, StakeTaken):
            self._queue_claim(ev)
        elif isinstance(ev, CardPlayed):
            if ev.lead:
                # the last sequence stays on the table, with its reason, until this lead is made
                tl.then(self._build_sweep, name="sweep")
            tl.then(lambda ev=ev: self._build_play(ev), name="play")
            tl.wait(HOLD_MS, name="play_hold")
        elif isinstance(ev, SequenceStopped):
            self._last_stop = ev
            passing = isinstance(after, LeadPassed)
            why = story.stop_why(ev, self._turned, self._undealt)  # said in words when shown, in the language then
            tl.then(lambda ev=ev, why=why, passing=passing: self._build_stop(ev, why, passing), name="stop")
        elif isinstance(ev, LeadPassed):
            stop = self._last_stop
            suit = suit_of(stop.card) if stop is not None else None

            def say_pass(ev: LeadPassed = ev, suit: Any = suit) -> None:
                view.tell(lambda: captions.lead_passed(names[ev.seat], names[ev.to], suit))
                view.plaque_flash[ev.to] = 1.0
                if view.stop_text:  # the stopped sequence's note: the lead is now the next player's
                    view.stop_seat = ev.to

            tl.call(say_pass, name="lead_passed")
            tl.wait(PASS_MS, name="lead_passed_hold")
        elif isinstance(ev, PopeOffered):
            if self.reveal_offers:  # a finished deal: who was offered the Pope is no secret now
                tl.call(lambda ev=ev: view.tell(lambda: captions.pope_offered(names[ev.seat], ev.missing)),
                        name="pope_offer")
            # at the table the offer names nobody: the Pope's round says what the table may know
        elif isinstance(ev, PopeDeclined):
            if self.reveal_offers:
                tl.call(lambda ev=ev: view.tell(lambda: captions.pope_declined(names[ev.seat])), name="pope_declined")
                tl.wait(500)
        elif isinstance(ev, DealEnded):
            tl.call(lambda ev=ev: self._on_deal_ended(ev), name="deal_ended")
            tl.wait(700)

    def _queue_stakes(self, stakes: list[StakePut]) -> None:
        view = self.view

        def build() -> list[Tween]:
            tweens: list[Tween] = []
            assert view.flock is not None
            center = self._layout().board_center()
            payers = sorted({s.seat for s in stakes})
            view.tell(lambda: captions.dressing([view.names[seat] for seat in payers]))
            self.sound.play("fish_in", count=sum(st.chips for st in stakes))
            order = {seat: i for i, seat in enumerate(payers)}
            delays: dict[int, float] = {}
            for st in stakes:
                target = view.board.fish_point(center, st.compartment)
                delay = delays.get(st.seat, order[st.seat] * 110.0)

                def land(st: StakePut = st) -> None:
                    view.balances[st.seat] -= 1
                    view.board.counts[st.compartment] = view.board.counts.get(st.compartment, 0) + 1
                    view.board.flash[st.compartment] = 1.0

                tweens += view.flock.launch(self.plaque_point(st.seat), target, st.chips, STAKE_FISH_MS,
                                            STAKE_STAGGER_MS, delay, land)
                delays[st.seat] = delay + min(st.chips, 24) * STAKE_STAGGER_MS * 0.5 + 30
            return tweens

        self.timeline.then(build, name="dress")

    def _queue_payments(self, pays: list[ChipsHanded]) -> None:
        view = self.view
        pays = [p for p in pays if p.chips > 0]
        if not pays:
            return

        def build() -> list[Tween]:
            tweens: list[Tween] = []
            assert view.flock is not None
            payees = sorted({p.payee for p in pays})
            reasons = {p.reason for p in pays}
            view.tell(lambda: captions.payments(reasons, view.names[payees[0]] if len(payees) == 1
                                                else captions.the_players()))
            self.sound.play("fish_out", count=sum(p.chips for p in pays))
            for k, p in enumerate(pays):

                def land(p: ChipsHanded = p) -> None:
                    view.balances[p.payer] -= 1
                    view.balances[p.payee] += 1
                    view.plaque_flash[p.payee] = 1.0

                tweens += view.flock.launch(self.plaque_point(p.payer), self.plaque_point(p.payee), p.chips,
                                            PAY_FISH_MS, 50.0, k * 140.0, land)
            return tweens

        self.timeline.then(build, name="payments")

    def _queue_penalties(self, events: list[Any]) -> None:
        """Penalties for board cards left unplayed (``end.penalties``): for each holder and card, a caption
        saying who still holds which card and what they pay where, and the fish flying from their plaque
        into the compartment (a ``StakePut``) or to the payees' plaques (``ChipsHanded``)."""
        view = self.view
        groups: list[list[Any]] = []
        for ev in events:
            if ev.chips <= 0:
                continue
            payer = ev.seat if isinstance(ev, StakePut) else ev.payer
            last = groups[-1][0] if groups else None
            if last is not None and type(last) is type(ev) and getattr(last, "card", None) == getattr(ev, "card", None) \
                    and (last.seat if isinstance(last, StakePut) else last.payer) == payer:
                groups[-1].append(ev)
            else:
                groups.append([ev])
        for group in groups:
            self.timeline.then(lambda group=group: self._build_penalty(group), name="penalty")
            self.timeline.wait(PENALTY_HOLD_MS, name="penalty_hold")

    def _build_penalty(self, group: list[Any]) -> list[Tween]:
        view = self.view
        assert view.flock is not None
        names = view.names
        first = group[0]
        tweens: list[Tween] = []
        if isinstance(first, StakePut):
            chips = sum(e.chips for e in group)
            view.tell(lambda: captions.penalty(names[first.seat], first.card, chips,
                                               into=captions.compartment(self.rules, first.compartment)))
            self.sound.play("fish_in", count=chips)
            center = self._layout().board_center()
            for k, st in enumerate(group):

                def land(st: StakePut = st) -> None:
                    view.balances[st.seat] -= 1
                    view.board.counts[st.compartment] = view.board.counts.get(st.compartment, 0) + 1
                    view.board.flash[st.compartment] = 1.0

                tweens += view.flock.launch(self.plaque_point(st.seat), view.board.fish_point(center, st.compartment),
                                            st.chips, STAKE_FISH_MS, STAKE_STAGGER_MS, k * 140.0, land)
            return tweens
        payees = [p.payee for p in group]
        each = len(set(payees)) == view.players - 1 > 1 and len({p.chips for p in group}) == 1
        view.tell(lambda: captions.penalty(
            names[first.payer], first.card, first.chips if each else sum(p.chips for p in group),
            payee=None if each else captions.listed([names[s] for s in dict.fromkeys(payees)])))
        self.sound.play("fish_out", count=sum(p.chips for p in group))
        for k, p in enumerate(group):

            def land_pay(p: ChipsHanded = p) -> None:
                view.balances[p.payer] -= 1
                view.balances[p.payee] += 1
                view.plaque_flash[p.payee] = 1.0

            tweens += view.flock.launch(self.plaque_point(p.payer), self.plaque_point(p.payee), p.chips,
                                        PAY_FISH_MS, 50.0, k * 140.0, land_pay)
        return tweens

    def _queue_claim(self, ev: StakeTaken, caption: bool = True) -> None:
        """Queue a stake taken: the board turns the compartment to the seat and its fish flow there.

        Args:
            ev: the stake taken.
            caption: say who takes what (a caller that has said it already, as the share-out does, passes False).
        """
        view = self.view
        board = view.board
        name = ev.compartment

        def label() -> str:  # "浮気 (Intrigue)": the ruleset's label, then ours (in the language when it is said)
            return captions.compartment(self.rules, name)

        def build_turn() -> list[Tween]:
            if caption:
                view.tell(lambda: captions.claim(view.names[ev.seat], ev.reason, label(), ev.chips))
            board.glow = name
            target = board.facing_angle(name, self.seat_direction(ev.seat))
            tweens = [self._turn_board(target, CLAIM_TURN_MS)]

            def glow(t: float) -> None:
                board.glow_strength = t

            tweens.append(Tween(CLAIM_TURN_MS * 0.8, glow, easing=ease_out))
            return tweens

        def build_flow() -> list[Tween]:
            assert view.flock is not None
            start = board.fish_point(self._layout().board_center(), name)
            view.hidden_board_fish[name] = 0
            self.sound.play("fish_out", count=ev.chips,
                            length_ms=self.real_ms(CLAIM_FISH_MS + 55.0 * min(ev.chips, 24)))

            def depart(chips: int) -> None:
                view.hidden_board_fish[name] = view.hidden_board_fish.get(name, 0) + chips

            def land() -> None:
                board.counts[name] = board.counts.get(name, 0) - 1
                view.hidden_board_fish[name] = max(0, view.hidden_board_fish.get(name, 0) - 1)
                view.balances[ev.seat] += 1
                view.plaque_flash[ev.seat] = 1.0

            tweens = view.flock.launch(start, self.plaque_point(ev.seat), ev.chips, CLAIM_FISH_MS, 55.0, 0.0, land,
                                       on_depart=depart)

            def fade(t: float) -> None:
                board.glow_strength = 1.0 - t

            tweens.append(Tween(CLAIM_FISH_MS, fade, delay_ms=55.0 * min(ev.chips, 24), easing=linear))
            return tweens

        def done() -> None:
            board.glow = None
            board.glow_strength = 0.0
            view.hidden_board_fish.pop(name, None)

        if ev.chips <= 0:
            self.timeline.call(lambda: view.tell(lambda: captions.claim_empty(view.names[ev.seat], label())),
                               name="claim_empty")
            self.timeline.wait(500)
            return
        self.timeline.then(build_turn, name="claim_turn")
        self.timeline.then(build_flow, done, name="claim")
        if caption:
            self.timeline.wait(CLAIM_HOLD_MS, name="claim_hold")

    def _build_deal(self, ev: CardsDealt) -> list[Tween]:
        lay = self._layout()
        view = self.view
        dealer = view.dealer
        view.tell(lambda: captions.dealing(view.names[dealer]))
        seat_pt = self.seat_point(view.dealer)
        src = lerp_point(seat_pt, (lay.cx, lay.cy), 0.3)
        view.pack_pos = src
        view.pack_left = len(ev.recipients)
        tweens: list[Tween] = []
        counts = [0] * view.players
        rng = random.Random(len(ev.recipients) + view.dealer)
        for i, who in enumerate(ev.recipients):
            if who >= 0:
                counts[who] += 1
                if view.view_pos(who) == 0:
                    rects = lay.fan_rects(0, max(1, len(view.hands[who])), view.shown_seat == who)
                    r = rects[min(counts[who] - 1, len(rects) - 1)]
                    end, w1 = (r.centerx, r.centery), lay.hand_w
                else:
                    end, w1 = self.seat_point(who), lay.small_w
            else:
                end = lay.dead_pos if who == DEAD_HAND else lay.undealt_pos
                w1 = lay.pile_w
            flight = CardFlight(None, src, end, lay.small_w, w1, lift=rng.uniform(-30, 30) * lay.s,
                                tilt0=rng.uniform(-25, 25), tilt1=0.0)
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

    def _build_play(self, ev: CardPlayed) -> list[Tween]:
        lay = self._layout()
        view = self.view
        trump = view.trump
        view.tell(lambda: captions.played(ev, view.names[ev.seat], trump))
        self.sound.play("card", length_ms=self.real_ms(PLAY_MS + HOLD_MS))
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
        slot = lay.seq_slot(len(view.sequence))
        flight = CardFlight(ev.card, start, slot, w0, lay.seq_w, flip=not face_up_start,
                            lift=-40 * lay.s, tilt0=0.0, tilt1=0.0)
        view.cards_in_flight.append(flight)

        def upd(t: float) -> None:
            flight.visible = True
            flight.t = t

        def land() -> None:
            if flight in view.cards_in_flight:
                view.cards_in_flight.remove(flight)
            view.sequence.append(SeqCard(ev.card, seat, slot))
            if len(view.sequence) >= PAST_STOP_UNTIL:  # the new sequence is well under way
                view.clear_past_stop()

        return [Tween(PLAY_MS, upd, land, easing=ease_in_out)]

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
        lay = self._layout()
        view = self.view
        view.keep_past_stop()
        cards = view.sequence
        if not cards:
            return []
        view.sequence = []
        view.swept.extend(cards)
        dest = (lay.seq_left - lay.seq_w * 0.2, lay.seq_y + cards_art.card_height(lay.seq_w) / 2)
        tweens: list[Tween] = []
        still = access.current().reduced_motion  # the cards fade where they lie
        for i, sc in enumerate(cards):
            start = sc.pos

            def upd(t: float, sc: SeqCard = sc, start: Point = start, i: int = i) -> None:
                if still:
                    sc.alpha = int(255 * (1.0 - t))
                    return
                sc.pos = lerp_point(start, (dest[0] - i * 0.6, dest[1] - i * 0.6), t)
                # face up all the way: the stop's caption is still about these cards; they fade as they go
                sc.alpha = int(255 * (1.0 - max(0.0, (t - 0.65) / 0.35)))

            def done(sc: SeqCard = sc) -> None:
                if sc in view.swept:
                    view.swept.remove(sc)

            tweens.append(Tween(SWEEP_MS, upd, done, delay_ms=i * 18.0, easing=ease_in_out))
        return tweens

    def _on_deal_ended(self, ev: DealEnded) -> None:
        if ev.winner is not None:
            self.sound.play("game")
            # the deal ends with a player out, not at a stop: an earlier stop's note would sit beside the last
            # sequence as if it told why that one ended
            self.view.clear_past_stop()
        self.view.winner = ev.winner
        dealer = self.view.dealer
        self.view.tell(lambda: captions.deal_ended(ev, self.view.names, dealer))
