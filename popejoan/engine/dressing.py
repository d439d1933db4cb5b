"""A deal's start: dressing the board, dealing the cards and paying the turn-up (a part of
:class:`popejoan.engine.state.Deal`, which inherits it).

Holds :class:`DressingAndDealing`, the deal's methods run once, from its constructor (docs/rules.md,
"Dressing the board", "Dealing and the trump card", "What the dealer wins from the turn-up"). Not the play
(:mod:`popejoan.engine.play`) nor the payments it calls (:mod:`popejoan.engine.settlement`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from popejoan.engine.cards import POPE, Card, rank_of
from popejoan.engine.events import Event, TurnedUp
from popejoan.engine.places import ABSENT as _ABSENT
from popejoan.engine.plan import HONOURS, Plan, Table

if TYPE_CHECKING:
    from popejoan.engine.ruleset import Ruleset

_TURNED: dict[tuple[int, int, int], TurnedUp] = {}


class DressingAndDealing:
    """Dressing, dealing and the turn-up: a part of :class:`~popejoan.engine.state.Deal` (not used alone)."""

    # What this part reads and sets of the deal (the rest is set by Deal._set_up before it runs).
    rules: Ruleset
    dealer: int
    balances: list[int]
    board: dict[str, int]
    events: list[Event]
    holder: list[int]
    hands: list[set[Card]]
    dealt_count: list[int]
    dead_hand: list[Card]
    undealt: list[Card]
    turn_up: Card
    trump: int
    _plan: Plan
    _claim_cards: frozenset[Card]

    if TYPE_CHECKING:  # the other parts' methods this part calls (popejoan.engine.settlement)

        def _take(self, seat: int, name: str, reason: str, chips: int | None = None) -> None: ...

        def _hand_chips(self, payer: int, payee: int, chips: int, reason: str, card: Card | None = None) -> None: ...

        def _others(self, seat: int) -> list[int]: ...

        def _finish(self, winner: int | None) -> None: ...

    def _dress(self, table: Table) -> None:
        """Dress the board (docs/rules.md, "Dressing the board"): the table's dressing, worked out once, in one go."""
        board = self.board
        for name, chips in table.board_adds:
            board[name] += chips
        balances = self.balances
        for seat, chips in table.balance_adds:
            balances[seat] += chips
        self.events.extend(table.dressing_events)

    def _deal(self, table: Table, deck: tuple[Card, ...]) -> None:
        """Deal the cards (docs/rules.md, "Dealing and the trump card", "Exact readings")."""
        holder = [_ABSENT] * 52
        for c, who in zip(deck, table.recipients):
            holder[c] = who
        self.holder = holder
        self.hands = [set(get(deck)) for get in table.seat_cards]
        self.dealt_count = list(table.seat_counts)
        self.dead_hand = list(table.dead_cards(deck)) if table.dead_cards else []
        self.undealt = list(table.undealt_cards(deck)) if table.undealt_cards else []
        self.events.append(table.dealt)
        self.turn_up = deck[table.turn_up_at]
        self.trump = self.turn_up // 13
        self._claim_cards = self._plan.claim_cards[self.trump]

    def _turn_up(self, table: Table) -> None:
        """Pay what the turn-up wins the dealer (docs/rules.md, "What the dealer wins from the turn-up")."""
        up = self.turn_up
        dealer = self.dealer
        key = (up, self.trump, self.holder[up])
        event = _TURNED.get(key)
        if event is None:
            event = _TURNED[key] = TurnedUp(*key)
        self.events.append(event)
        turn_up = self.rules.turn_up
        if up != POPE:
            name = HONOURS.get(rank_of(up))
            if name is None or turn_up.honours == "nothing":
                return
            if turn_up.honours == "refund":  # cacumen: only what the dealer put there this deal
                chips = table.dealer_put.get(name, 0)
                if name in self.board:
                    self._take(dealer, name, "refund", min(chips, self.board[name]))
            else:
                self._take(dealer, name, "turn_up")
            return
        pope = turn_up.pope
        if pope.refund_dressing:  # exactly what the dealer put on each compartment this deal
            for name, chips in table.dealer_put.items():
                self._take(dealer, name, "refund", min(chips, self.board[name]))
        takes = self._plan.compartments if pope.takes == "all" else pope.takes
        for name in takes:
            if name in self.board:
                self._take(dealer, name, "turn_up")
        if pope.per_card_payment:
            for seat in self._others(dealer):
                self._hand_chips(seat, dealer, self.dealt_count[seat], "pope_turned")
        if pope.ends_deal:
            self._finish(None)
