"""A deal's end and its chips: Game, the payments for cards left, penalties, and every move of chips
(a part of :class:`popejoan.engine.state.Deal`, which inherits it).

Holds :class:`Settlement` (docs/rules.md, "End of the deal") with the event instances it shares. Not the
play that ends a deal (:mod:`popejoan.engine.play`).
"""

from __future__ import annotations

from popejoan.engine.cards import POPE, Card, compartment_cards
from popejoan.engine.events import ChipsHanded, DealEnded, Event, StakePut, StakeTaken
from popejoan.engine.plan import Plan

_TAKES: dict[tuple[int, str, int, str], StakeTaken] = {}
_HANDED: dict[tuple[int, int, int, str, int | None], ChipsHanded] = {}
_CACHE_LIMIT = 50_000
"""Stakes and payments vary with the chips: their caches are emptied when they grow past this."""
_event = tuple.__new__
"""``_event(Kind, fields)``: an event of a kind (a NamedTuple) from all its fields in order, without the
Python-level ``__new__`` of ``Kind(*fields)`` (for the events made once a deal, in the hot path)."""


class Settlement:
    """The end of a deal and the chips' moves: a part of :class:`~popejoan.engine.state.Deal` (not used alone)."""

    # What this part reads and changes of the deal (set by Deal and its other parts; see Deal._set_up).
    players: int
    dealer: int
    balances: list[int]
    board: dict[str, int]
    events: list[Event]
    hands: list[set[Card]]
    holder: list[int]
    trump: int
    over: bool
    winner: int | None
    next_dealer: int | None
    to_move: int | None
    decision: str | None
    _plan: Plan
    _listen: bool

    def _finish(self, winner: int | None) -> None:
        """End the deal: Game and the payments for cards left (docs/rules.md, "End of the deal")."""
        self.over = True
        self.to_move = None
        self.decision = None
        self.winner = winner
        holder_of_pope = self.holder[POPE]
        pope_holder = holder_of_pope if holder_of_pope >= 0 else None
        cards_left = tuple(map(len, self.hands))
        plan = self._plan
        if winner is not None:
            self._take(winner, "game", "game")
            rule = plan.pope_holder_rule
            for seat in self._others(winner):
                owed = cards_left[seat]
                if seat == pope_holder:
                    owed = 0 if rule == "excused" else owed * 2 if rule == "pays_double" else owed
                self._hand_chips(seat, winner, owed, "cards_left")
            if plan.penalties:
                self._penalties(winner)
        if winner is not None and plan.winner_deals:
            self.next_dealer = winner
        else:
            self.next_dealer = (self.dealer + 1) % self.players
        if self._listen:
            self.events.append(_event(DealEnded, (winner, cards_left, pope_holder, self.next_dealer)))

    def _penalties(self, winner: int) -> None:
        """``end.penalties``: the holders of unplayed board cards pay, in the order the ruleset lists them."""
        stakes = self._plan.stakes
        board = self.board
        for penalty in self._plan.penalties:
            for name in penalty.cards:
                c = compartment_cards(name, self.trump)[0]
                holder = self.holder[c]
                if holder < 0:  # played, or never in a hand
                    continue
                chips = penalty.amount(name, stakes, board.get(name, 0))
                if chips <= 0:  # a card whose stake (or compartment) is empty
                    continue
                if penalty.to in ("winner", "dealer"):
                    payee = winner if penalty.to == "winner" else self.dealer
                    if payee != holder:  # a dealer holding the card owes himself nothing
                        self._hand_chips(holder, payee, chips, "penalty", c)
                elif penalty.to == "each_player":
                    for seat in self._others(holder):
                        self._hand_chips(holder, seat, chips, "penalty", c)
                else:
                    compartment = name if penalty.to == "compartment" else penalty.to
                    if compartment not in board:
                        continue
                    board[compartment] += chips
                    self.balances[holder] -= chips
                    if self._listen:
                        self.events.append(StakePut(holder, compartment, chips, "penalty", c))

    def _take(self, seat: int, name: str, reason: str, chips: int | None = None) -> None:
        """Move ``chips`` (default: all) from compartment ``name`` to ``seat``; nothing if none."""
        board = self.board
        if name not in board:
            return
        amount = board[name] if chips is None else chips
        if amount <= 0:
            return
        board[name] -= amount
        self.balances[seat] += amount
        if self._listen:
            key = (seat, name, amount, reason)
            event = _TAKES.get(key)
            if event is None:
                if len(_TAKES) > _CACHE_LIMIT:
                    _TAKES.clear()
                event = _TAKES[key] = StakeTaken(*key)
            self.events.append(event)

    def _hand_chips(self, payer: int, payee: int, chips: int, reason: str, card: Card | None = None) -> None:
        if chips <= 0:
            return
        self.balances[payer] -= chips
        self.balances[payee] += chips
        if self._listen:
            key = (payer, payee, chips, reason, card)
            event = _HANDED.get(key)
            if event is None:
                if len(_HANDED) > _CACHE_LIMIT:
                    _HANDED.clear()
                event = _HANDED[key] = ChipsHanded(*key)
            self.events.append(event)

    def _others(self, seat: int) -> list[int]:
        """The other seats, clockwise from ``seat``'s left."""
        return [(seat + i) % self.players for i in range(1, self.players)]
