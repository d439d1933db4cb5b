"""A deal's play: a card played, the forced plays after it, the stop, the lead passed on, and what a
played card wins (a part of :class:`popejoan.engine.state.Deal`, which inherits it).

Holds :data:`PASS` and :class:`Play`, the engine's hot loop (docs/rules.md, "What all sources share",
"Leading", "Matrimony and Intrigue"), with the event instances it shares. Not the end of the deal nor the
chips' moves (:mod:`popejoan.engine.settlement`), nor the decisions' checks (:mod:`popejoan.engine.state`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from popejoan.engine.cards import JACK, KING, POPE, QUEEN, Card
from popejoan.engine.events import CardPlayed, Event, LeadPassed, PopeOffered, SequenceStopped
from popejoan.engine.places import DEAD_HAND, PLAYED
from popejoan.engine.plan import HONOURS, MAX_SEATS, STOP_DEAD, STOP_PLAYED, STOP_TOP, Plan

PASS = -1
"""The action "do not play the Pope at this stop" (japanese ``pope_as_stop``); an action, not a place."""

# Events are immutable and compared by value, so one instance can stand for every play of the same
# card by the same seat: recording a forced play costs a list append, not a new object.
_FOLLOWS: tuple[tuple[CardPlayed, ...], ...] = tuple(
    tuple(CardPlayed(seat, c, False, False) for c in range(52)) for seat in range(MAX_SEATS)
)
_LEADS: tuple[tuple[CardPlayed, ...], ...] = tuple(
    tuple(CardPlayed(seat, c, True, False) for c in range(52)) for seat in range(MAX_SEATS)
)
_PAIRS: tuple[tuple[tuple[int, Card], ...], ...] = tuple(
    tuple((seat, c) for c in range(52)) for seat in range(MAX_SEATS)
)
"""``(seat, card)`` for every seat and card: the entries of :attr:`Deal.played`, shared like the events."""

_STOPS: dict[tuple[int, int, str, int | None], SequenceStopped] = {}
"""Every stop event made so far, by its fields (at most 8 seats x 51 cards x 4 reasons x 52 next cards)."""


class Play:
    """Playing cards and stopping: a part of :class:`~popejoan.engine.state.Deal` (not used alone)."""

    # What this part reads and changes of the deal (set by Deal and its other parts; see Deal._set_up).
    players: int
    board: dict[str, int]
    events: list[Event]
    played: list[tuple[int, Card]]
    hands: list[set[Card]]
    holder: list[int]
    trump: int
    to_move: int | None
    decision: str | None
    _plan: Plan
    _listen: bool
    _claim_cards: frozenset[Card]
    _trump_plays: dict[int, tuple[int, int]]
    _legal: list[Card] | None
    _avoid_suit: int | None
    _run: int
    _missing: Card | None
    _stopper: int | None

    if TYPE_CHECKING:  # the other parts' methods this part calls (popejoan.engine.settlement)

        def _take(self, seat: int, name: str, reason: str, chips: int | None = None) -> None: ...

        def _finish(self, winner: int | None) -> None: ...

    def _play(self, seat: int, c: Card, lead: bool, pope_as_stop: bool = False) -> None:
        """Play one card and pay what it wins; the deal ends when the hand is empty."""
        hand = self.hands[seat]
        hand.discard(c)
        self.holder[c] = PLAYED
        self.played.append((seat, c))
        if self._listen:
            self.events.append(CardPlayed(seat, c, lead, pope_as_stop))
        if c in self._claim_cards:
            self._claim(seat, c, lead)
        if not hand:
            self._finish(seat)

    def _claim(self, seat: int, c: Card, lead: bool) -> None:
        """Pay what playing ``c`` wins (docs/rules.md, "What all sources share", "Matrimony and Intrigue")."""
        if c == POPE:
            self._take(seat, "pope", "played")
        if c // 13 == self.trump:
            rank = c % 13 + 1
            name = HONOURS.get(rank)
            if name is not None:
                self._take(seat, name, "played")
            if rank in (JACK, QUEEN, KING):
                self._trump_plays[rank] = (seat, len(self.played) - 1)
                if rank != KING:
                    self._pair("intrigue", JACK, QUEEN, lead)
                if rank != JACK:
                    self._pair("matrimony", QUEEN, KING, lead)

    def _pair(self, name: str, low: int, high: int, lead: bool) -> None:
        """Pay Matrimony or Intrigue if the card just played completes it."""
        plays = self._trump_plays
        if name not in self.board or low not in plays or high not in plays:
            return
        low_seat, low_at = plays[low]
        high_seat, high_at = plays[high]
        if low_seat == high_seat:
            if not self._plan.in_succession or (high_at == low_at + 1 and not lead):
                self._take(low_seat, name, "pair")
        elif name in self._plan.split_pairs:
            half = self.board[name] // 2
            first, second = (low_seat, high_seat) if low_at < high_at else (high_seat, low_seat)
            self._take(first, name, "split", half)
            self._take(second, name, "split", half)

    def _sequence(self, who: int, c: Card, lead: bool) -> None:
        """Play ``c`` from ``who``'s hand, then every forced play, until a stop or an empty hand.

        The hot loop of the engine (docs/rules.md, "What all sources share",
        "Leading"). ``c`` is a lead (``lead``: a new sequence starts) or the
        card after a Pope played as a stop. Plays are inlined (:meth:`_play`
        is the plain form), and a play's event and its entry in :attr:`played`
        are shared instances (:data:`_LEADS`, :data:`_FOLLOWS`,
        :data:`_PAIRS`). The stop is worked out here too, its event kept by the
        plan (:meth:`popejoan.engine.plan.Plan.stop_event`): ``who`` played the
        last card ``c`` and leads next, unless a Pope offer (japanese
        ``pope_as_stop``) or a passed lead (``pass_lead``) intervenes.
        """
        plan = self._plan
        holder = self.holder
        hands = self.hands
        played = self.played
        events = self.events if self._listen else None
        claim_cards = self._claim_cards
        if lead:
            self._legal = None
            self._run = len(played)
        hand = hands[who]
        hand.discard(c)
        holder[c] = PLAYED
        played.append(_PAIRS[who][c])
        if events is not None:
            events.append((_LEADS if lead else _FOLLOWS)[who][c])
        if c in claim_cards:
            self._claim(who, c, lead)
        if not hand:
            self._finish(who)
            return
        next_card = plan.next_card
        while True:
            nxt = next_card[c]
            if nxt < 0:
                how = STOP_TOP
                break
            w = holder[nxt]
            if w < 0:  # the next card is played or out of play: a stop, or the Pope may stand in for it
                pope_holder = holder[POPE]
                if pope_holder >= 0 and plan.pope_as_stop:
                    self._missing = nxt
                    self._stopper = who
                    self.to_move = pope_holder
                    self.decision = "pope_offer"
                    if events is not None:
                        events.append(PopeOffered(pope_holder, nxt))
                    return
                how = STOP_PLAYED if w == PLAYED else STOP_DEAD
                break
            who = w
            hand = hands[who]
            hand.discard(nxt)
            holder[nxt] = PLAYED
            played.append(_PAIRS[who][nxt])
            if events is not None:
                events.append(_FOLLOWS[who][nxt])
            if nxt in claim_cards:
                self._claim(who, nxt, False)
            if not hand:
                self._finish(who)
                return
            c = nxt
        self.to_move = who
        self.decision = "lead"
        if events is not None:
            index = (who * 52 + c) * 3 + how
            events.append(plan.stop_events[index] or plan.stop_event(index))
        if plan.stop_changes[c * 3 + how]:
            avoid = c // 13
            self._avoid_suit = avoid
            if plan.pass_lead:
                self._pass_lead(who, avoid)
        else:
            self._avoid_suit = None

    def _stop(self, seat: int, last: Card, nxt: Card | None, reason_card: Card | None = None) -> None:
        """End the sequence at ``last``; ``seat`` leads next (or, ``pass_lead``, the next who can).

        The stop's kind is worked out only when it is recorded or when the
        ruleset makes some kind of stop change the suit of the next lead.
        """
        self.to_move = seat
        self.decision = "lead"
        plan = self._plan
        listen = self._listen
        if listen or plan.change_kinds:
            if nxt is None:
                reason = plan.top_reason[last if reason_card is None else reason_card]
            else:
                reason = "played" if self.holder[nxt] == PLAYED else "dead"
            if listen:
                key = (seat, last, reason, nxt)
                event = _STOPS.get(key)
                if event is None:
                    event = _STOPS[key] = SequenceStopped(seat, last, reason, nxt)
                self.events.append(event)
            if reason in plan.change_kinds:
                avoid = last // 13
                self._avoid_suit = avoid
                if plan.pass_lead:
                    self._pass_lead(seat, avoid)
                return
        self._avoid_suit = None

    def _pass_lead(self, seat: int, avoid: int) -> None:
        """``no_other_suit: pass_lead``: a leader with no card outside ``avoid`` passes the lead clockwise.

        The lead goes to the next seat that holds another suit; each seat
        passed over passes in turn (a :class:`LeadPassed` each). If no seat
        holds another suit, nobody passes and ``seat`` leads after all.
        """
        hands = self.hands
        if any(c // 13 != avoid for c in hands[seat]):
            return
        order = [(seat + i) % self.players for i in range(self.players)]
        able = [s for s in order if any(c // 13 != avoid for c in hands[s])]
        if not able:
            return
        if self._listen:
            for i, passer in enumerate(order[: order.index(able[0])]):
                self.events.append(LeadPassed(passer, order[i + 1]))
        self.to_move = able[0]

    def _played_by(self, c: Card) -> int:
        for seat, played in self.played:
            if played == c:
                return seat
        return DEAD_HAND
