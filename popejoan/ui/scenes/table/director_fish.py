"""The director's fish: the board dressed, payments between seats, penalties for board cards left unplayed, and
a stake taken (the board turning to the taker and its fish flowing to their plaque).

Holds :class:`FishMotion`, the part of :class:`~popejoan.ui.scenes.table.director.Director` that queues those
steps, with the one fish flight they all use (:meth:`FishMotion._fly_fish`). It keeps no state of its own and
draws nothing; the cards' motion is ``director_cards``'.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from popejoan.engine.events import (
    ChipsHanded,
    StakePut,
    StakeTaken,
)
from popejoan.ui.animation import Tween, ease_out, linear
from popejoan.ui.scenes.table import captions
from popejoan.ui.scenes.table.director_times import (
    CLAIM_FISH_MS,
    CLAIM_HOLD_MS,
    CLAIM_TURN_MS,
    PAY_FISH_MS,
    PENALTY_HOLD_MS,
    STAKE_FISH_MS,
    STAKE_STAGGER_MS,
)
from popejoan.ui.scenes.table.view import Point, TableView

if TYPE_CHECKING:
    from popejoan.ui.scenes.table.layout import TableLayout

if TYPE_CHECKING:
    from popejoan.engine.ruleset import Ruleset
    from popejoan.ui.animation import Timeline
    from popejoan.ui.scenes.table.layout import TableLayout
    from popejoan.ui.scenes.table.view import TableView
    from popejoan.ui.sound import SoundBoard


class FishMotion:
    """The fish's motion: a base of :class:`~popejoan.ui.scenes.table.director.Director` (it reads and changes
    the director's view, timeline and sound)."""

    # the director's state and answers it reads (set in :class:`~popejoan.ui.scenes.table.director.Director`)
    view: TableView
    timeline: Timeline
    sound: SoundBoard
    rules: Ruleset
    _layout: Callable[[], TableLayout]
    real_ms: Callable[[float], float]
    plaque_point: Callable[[int], Point]
    seat_direction: Callable[[int], float]
    _turn_board: Callable[[float, float], Tween]
    pack_point: Callable[[int], Point]

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
                delay = delays.get(st.seat, order[st.seat] * 110.0)
                tweens += self._fly_fish(st, delay, center)
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
                tweens += self._fly_fish(p, k * 140.0)
            return tweens

        self.timeline.then(build, name="payments")

    def _queue_penalties(self, events: list[StakePut | ChipsHanded]) -> None:
        """Penalties for board cards left unplayed (``end.penalties``): for each holder and card, a caption
        saying who still holds which card and what they pay where, and the fish flying from their plaque
        into the compartment (a ``StakePut``) or to the payees' plaques (``ChipsHanded``)."""
        groups: list[list[StakePut | ChipsHanded]] = []
        for ev in events:
            if ev.chips <= 0:
                continue
            payer = ev.seat if isinstance(ev, StakePut) else ev.payer
            last = groups[-1][0] if groups else None
            if last is not None and type(last) is type(ev) \
                    and getattr(last, "card", None) == getattr(ev, "card", None) \
                    and (last.seat if isinstance(last, StakePut) else last.payer) == payer:
                groups[-1].append(ev)
            else:
                groups.append([ev])
        for group in groups:
            self.timeline.then(partial(self._build_penalty, group), name="penalty")
            self.timeline.wait(PENALTY_HOLD_MS, name="penalty_hold")

    def _build_penalty(self, group: list[StakePut | ChipsHanded]) -> list[Tween]:
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
                tweens += self._fly_fish(st, k * 140.0, center)
            return tweens
        payees = [p.payee for p in group if isinstance(p, ChipsHanded)]  # a group is of one kind: all of them
        each = len(set(payees)) == view.players - 1 > 1 and len({p.chips for p in group}) == 1
        view.tell(lambda: captions.penalty(
            names[first.payer], first.card, first.chips if each else sum(p.chips for p in group),
            payee=None if each else captions.listed([names[s] for s in dict.fromkeys(payees)])))
        self.sound.play("fish_out", count=sum(p.chips for p in group))
        for k, p in enumerate(group):
            tweens += self._fly_fish(p, k * 140.0)
        return tweens

    def _fly_fish(self, ev: StakePut | ChipsHanded, delay_ms: float, center: Point | None = None) -> list[Tween]:
        """The fish of one stake or payment in flight (the dressing's, the payments' and the penalties' alike).

        Args:
            ev: a ``StakePut`` (its fish fly from the seat's plaque into the compartment, ``STAKE_FISH_MS`` each,
                ``STAKE_STAGGER_MS`` apart) or a ``ChipsHanded`` (from the payer's plaque to the payee's,
                ``PAY_FISH_MS`` each, 50 ms apart).
            delay_ms: animation milliseconds before the first fish leaves.
            center: the board's centre (pixels), for a stake.

        Returns:
            The flock's tweens; each fish, as it lands, moves one fish from the payer's balance to the compartment
            (which flashes) or to the payee's balance (whose plaque flashes).
        """
        view = self.view
        assert view.flock is not None
        if isinstance(ev, StakePut):
            assert center is not None
            st = ev

            def land() -> None:
                view.balances[st.seat] -= 1
                view.board.counts[st.compartment] = view.board.counts.get(st.compartment, 0) + 1
                view.board.flash[st.compartment] = 1.0

            def stake_aim() -> tuple[Point, Point]:
                return self.plaque_point(st.seat), view.board.fish_point(self._layout().board_center(), st.compartment)

            return view.flock.launch(self.plaque_point(st.seat), view.board.fish_point(center, st.compartment),
                                     st.chips, STAKE_FISH_MS, STAKE_STAGGER_MS, delay_ms, land, aim=stake_aim)
        p = ev

        def land_pay() -> None:
            view.balances[p.payer] -= 1
            view.balances[p.payee] += 1
            view.plaque_flash[p.payee] = 1.0

        def pay_aim() -> tuple[Point, Point]:
            return self.plaque_point(p.payer), self.plaque_point(p.payee)

        return view.flock.launch(*pay_aim(), p.chips, PAY_FISH_MS, 50.0, delay_ms, land_pay, aim=pay_aim)

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

            def claim_aim() -> tuple[Point, Point]:
                return board.fish_point(self._layout().board_center(), name), self.plaque_point(ev.seat)

            tweens = view.flock.launch(start, self.plaque_point(ev.seat), ev.chips, CLAIM_FISH_MS, 55.0, 0.0, land,
                                       on_depart=depart, aim=claim_aim)

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
