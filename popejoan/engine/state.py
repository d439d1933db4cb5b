"""One deal of Pope Joan as a state machine driven by actions.

A :class:`Deal` dresses the board, deals, turns up trumps and pays the
turn-up as soon as it is made; then it waits for the only decisions the rules
give: which card to lead, and (japanese ``pope_as_stop``) whether the Pope's
holder plays it at a stop. Every forced play between decisions is applied by
the engine itself and recorded as an event (:mod:`popejoan.engine.events`).

Seats are 0-based ints, clockwise; "left of the dealer" is ``dealer + 1``
(RULES.md, "Things no source settles"). Chips are whole chips; balances may go
below zero (a debt) and chips are never created or destroyed.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from popejoan.engine.cards import (
    ACE, JACK, KING, PACK, POPE, QUEEN, RANK_NAMES, SEVEN_OF_DIAMONDS, SUIT_NAMES, Card, card, rank_of, suit_of,
)
from popejoan.engine.errors import IllegalActionError, PopeJoanError
from popejoan.engine.events import (
    DEAD_HAND, UNDEALT, CardPlayed, CardsDealt, ChipsHanded, DealEnded, DealStarted, Event, LeadPassed,
    PopeDeclined, PopeOffered, SequenceStopped, StakePut, StakeTaken, TurnedUp,
)
from popejoan.engine.ruleset import Ruleset, derived

PASS = -1
"""The action "do not play the Pope at this stop" (japanese ``pope_as_stop``)."""

PLAYED = -3
_ABSENT = -4
_HONOURS = {ACE: "ace", KING: "king", QUEEN: "queen", JACK: "jack"}
_HONOUR_RANKS = {name: rank for rank, name in _HONOURS.items()}
_PACK_SET = frozenset(PACK)
_POPE_OFFER: list[int] = [POPE, PASS]


class _Plan:
    """What a resolved ruleset means for the engine, worked out once per ruleset."""

    def __init__(self, rules: Ruleset) -> None:
        self.rules = rules
        order = [ACE, *range(2, 14)] if rules.ace == "low" else [*range(2, 14), ACE]
        self.rank_key = {r: i for i, r in enumerate(order)}
        self.successor: list[Card | None] = [None] * 52
        for c in PACK:
            i = self.rank_key[rank_of(c)]
            if i + 1 < len(order):
                nxt = card(suit_of(c), order[i + 1])
                self.successor[c] = nxt if nxt in _PACK_SET else None
        self.top_rank = order[-1]
        self.order_key = [c // 13 * 13 + self.rank_key[c % 13 + 1] for c in range(52)]
        self.stakes = dict(rules.dressing.stakes)
        self.compartments = rules.compartments
        self.dressing = [(name, self.stakes[name]) for name in self.compartments if self.stakes[name]]
        self.pope_as_stop = rules.lead.pope_as_stop
        self.change_kinds = rules.lead.change_suit_kinds
        self.pass_lead = rules.lead.no_other_suit == "pass_lead"
        self.split_pairs = rules.pairs.split_pairs
        self._recipients: dict[tuple[int, int], tuple[tuple[int, ...], int]] = {}

    def recipients(self, players: int, dealer: int) -> tuple[tuple[int, ...], int]:
        """Who receives each of the 51 cards, and how many are dealt round.

        RULES.md, "Exact readings": one at a time from the dealer's left, the
        dealer last in each round, the dead hand where ``deal.dead_hand`` puts
        it; all cards, whole rounds, or all cards with the players' extra cards
        moved to the dead hand (``rounds: equal``); the reserve (the last cards
        of the pack) and the rest to the stock or undealt.
        """
        key = (players, dealer)
        found = self._recipients.get(key)
        if found is not None:
            return found
        rules = self.rules.deal
        seats = [(dealer + 1 + i) % players for i in range(players)]
        if rules.dead_hand == "after_dealer":
            round_order = seats + [DEAD_HAND]
        elif rules.dead_hand == "before_dealer":
            round_order = seats[:-1] + [DEAD_HAND, seats[-1]]
        elif rules.dead_hand == "first":
            round_order = [DEAD_HAND] + seats
        else:
            round_order = seats
        size = len(round_order)
        available = 51 - rules.reserve_for(players)
        count = size * (available // size) if rules.rounds == "whole" else available
        leftover_to = DEAD_HAND if rules.leftovers == "dead_hand" else UNDEALT
        dealt = [round_order[i % size] for i in range(count)]
        if rules.rounds == "equal":  # each player's cards beyond the shortest hand go to the widow
            shortest = min(dealt.count(seat) for seat in seats)
            received = dict.fromkeys(seats, 0)
            for i, who in enumerate(dealt):
                if who >= 0:
                    received[who] += 1
                    if received[who] > shortest:
                        dealt[i] = leftover_to
        found = (tuple(dealt) + (leftover_to,) * (51 - count), count)
        self._recipients[key] = found
        return found


def _plan(rules: Ruleset) -> _Plan:
    return derived(rules, _Plan)


def card_order(rules: Ruleset) -> tuple[tuple[Card | None, ...], tuple[int, ...]]:
    """The order of play within a suit under ``rules`` (its ``ace: low | high``).

    Returns:
        ``(successor, order_key)``, each indexed by card (0..51):
        ``successor[c]`` is the card that follows ``c`` in a sequence, or
        ``None`` at the top of the suit and after the 7♦ (the 8♦ is out);
        ``order_key[c]`` sorts the cards of a suit from lowest to highest.
    """
    plan = _plan(rules)
    return tuple(plan.successor), tuple(plan.order_key)


@dataclass(frozen=True)
class Observation:
    """What one seat may know: its own hand and everything public.

    Attributes:
        seat: whose observation this is.
        players: the number of seats.
        dealer: the dealer's seat.
        hand: this seat's cards, sorted by suit (clubs, diamonds, hearts,
            spades), then rank in the ruleset's order (``ace: low | high``).
        hand_sizes: cards held by each seat.
        dead_hand_size: cards in the dead hand / stock / ghost pile.
        undealt_size: cards left undealt, out of play.
        stock: the dead hand's cards, only for a dealer whose ruleset lets him
            look at the stock (hoyle-1847); otherwise ``None``.
        turn_up: the turn-up card; ``turn_up_holder`` is where it lies (a seat
            or ``DEAD_HAND``); ``trump`` its suit.
        board: chips on each compartment; ``balances``: chips by seat.
        played: ``(seat, card)`` for every card played this deal, in order.
        sequence: the cards of the current sequence, in order.
        to_move: the seat that must decide, or ``None``. A Pope offer is shown
            only to the Pope's holder: to everyone else ``to_move`` and
            ``decision`` are ``None`` meanwhile, and the offer events are left out.
        decision: ``"lead"``, ``"pope_offer"`` or ``None``.
        legal: the legal actions when this seat must decide, else empty.
        pope_played: whether the Pope has been played this deal.
        events: every event of the deal so far that this seat may see.
        rules: the resolved ruleset.
    """

    seat: int
    players: int
    dealer: int
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    dead_hand_size: int
    undealt_size: int
    stock: tuple[Card, ...] | None
    turn_up: Card
    turn_up_holder: int
    trump: int
    board: dict[str, int]
    balances: tuple[int, ...]
    played: tuple[tuple[int, Card], ...]
    sequence: tuple[Card, ...]
    to_move: int | None
    decision: str | None
    legal: tuple[int, ...]
    pope_played: bool
    events: tuple[Event, ...]
    rules: Ruleset

    def choices(self) -> list[int]:
        """The legal actions of this seat's decision, as a new list.

        Raises:
            PopeJoanError: this seat has nothing to decide now.
        """
        if not self.legal:
            raise PopeJoanError(f"seat {self.seat} has nothing to decide")
        return list(self.legal)


class Deal:
    """One deal, from dressing the board to the last card played.

    Args:
        rules: a resolved ruleset (:meth:`Ruleset.with_options`).
        balances: chips by seat; the deal changes this list in place, so a
            session may pass its own.
        board: chips by compartment; changed in place likewise.
        dealer: the dealer's seat.
        deck: the 51 cards in dealing order, first dealt first (kept as
            :attr:`deck`, a tuple).
        number: the deal's number in its session, from 1.

    Raises:
        PopeJoanError: a deck that is not the 51 cards, a player count outside
            the ruleset's limits, or a dealer that is not a seat.
    """

    def __init__(
        self,
        rules: Ruleset,
        balances: list[int],
        board: dict[str, int],
        dealer: int,
        deck: Sequence[Card],
        number: int = 1,
    ) -> None:
        players = len(balances)
        if not rules.players.min <= players <= rules.players.max:
            raise PopeJoanError(
                f"{rules.id} is for {rules.players.min} to {rules.players.max} players, not {players}"
            )
        if not (isinstance(dealer, int) and 0 <= dealer < players):
            raise PopeJoanError(f"dealer must be a seat from 0 to {players - 1}, not {dealer!r}")
        if len(deck) != 51 or set(deck) != _PACK_SET:
            raise PopeJoanError("the deck must hold each of the 51 cards exactly once")
        self.rules = rules
        self.players = players
        self.dealer = dealer
        self.number = number
        self.deck: tuple[Card, ...] = tuple(deck)
        self._actions: list[int] = []
        self.balances = balances
        self.board = board
        self._plan = _plan(rules)
        for name in self._plan.compartments:
            board.setdefault(name, 0)
        self.events: list[Event] = [DealStarted(number, dealer)]
        self.holder: list[int] = [_ABSENT] * 52
        self.hands: list[set[Card]] = [set() for _ in range(players)]
        self.dealt_count: list[int] = [0] * players
        self.dead_hand: list[Card] = []
        self.undealt: list[Card] = []
        self.played: list[tuple[int, Card]] = []
        self.sequence: list[Card] = []
        self.to_move: int | None = None
        self.decision: str | None = None
        self.over = False
        self.winner: int | None = None
        self.next_dealer: int | None = None
        self._avoid_suit: int | None = None
        self._legal: list[Card] | None = None
        self._missing: Card | None = None
        self._stopper: int | None = None
        self._trump_plays: dict[int, tuple[int, int]] = {}
        self._dress()
        self._deal(deck)
        self._turn_up()
        if not self.over:
            first = self.rules.lead.first
            self.to_move = (dealer + 1) % players if first == "left_of_dealer" else (dealer - 1) % players
            self.decision = "lead"

    # --- dressing, dealing, turn-up --------------------------------------------------

    def _dress(self) -> None:
        """Dress the board (RULES.md, "Dressing the board")."""
        dressing = self.rules.dressing
        dealer = self.dealer
        if dressing.contribution:
            for seat in self._others(dealer):
                self._hand_chips(seat, dealer, dressing.contribution, "contribution")
        payers = [dealer] if dressing.payers == "dealer" else [(dealer + i) % self.players for i in range(self.players)]
        board = self.board
        events = self.events
        for payer in payers:
            share = dressing.dealer_share if payer == dealer else 1
            paid = 0
            for name, chips in self._plan.dressing:
                chips *= share
                board[name] += chips
                events.append(StakePut(payer, name, chips))
                paid += chips
            self.balances[payer] -= paid

    def _deal(self, deck: Sequence[Card]) -> None:
        """Deal the cards (RULES.md, "Dealing and the trump card", "Exact readings")."""
        rules = self.rules.deal
        n = self.players
        recipients, count = self._plan.recipients(n, self.dealer)
        holder = self.holder
        hands = self.hands
        first_dead = last_dead = None
        for c, who in zip(deck, recipients):
            holder[c] = who
            if who >= 0:
                hands[who].add(c)
            elif who == DEAD_HAND:
                self.dead_hand.append(c)
                if first_dead is None:
                    first_dead = c
                last_dead = c
            else:
                self.undealt.append(c)
        for seat in range(n):
            self.dealt_count[seat] = len(hands[seat])
        self.events.append(CardsDealt(recipients))
        turn_up = rules.turn_up
        if turn_up == "last_dealt":
            self.turn_up = deck[count - 1]
        elif turn_up == "dead_hand_first":
            self.turn_up = first_dead  # type: ignore[assignment]
        else:
            self.turn_up = last_dead  # type: ignore[assignment]
        self.trump = suit_of(self.turn_up)
        self._claim_cards = frozenset([POPE] + [card(self.trump, r) for r in _HONOURS])

    def _turn_up(self) -> None:
        """Pay what the turn-up wins the dealer (RULES.md, "What the dealer wins from the turn-up")."""
        up = self.turn_up
        dealer = self.dealer
        self.events.append(TurnedUp(up, self.trump, self.holder[up]))
        turn_up = self.rules.turn_up
        if up != POPE:
            name = _HONOURS.get(rank_of(up))
            if name is None or turn_up.honours == "nothing":
                return
            if turn_up.honours == "refund":  # cacumen: only what the dealer put there this deal
                chips = self._dealer_put().get(name, 0)
                if name in self.board:
                    self._take(dealer, name, "refund", min(chips, self.board[name]))
            else:
                self._take(dealer, name, "turn_up")
            return
        pope = turn_up.pope
        if pope.refund_dressing:  # exactly what the dealer put on each compartment this deal
            for name, chips in self._dealer_put().items():
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

    def _dealer_put(self) -> dict[str, int]:
        """Chips the dealer put on each compartment while dressing this deal."""
        put: dict[str, int] = {}
        for event in self.events:
            if isinstance(event, StakePut) and event.seat == self.dealer and event.reason == "dressing":
                put[event.compartment] = put.get(event.compartment, 0) + event.chips
        return put

    # --- public API ------------------------------------------------------------------

    def legal_actions(self) -> list[int]:
        """The actions the seat to move may take now.

        Returns:
            A new list, the caller's to keep or change: for a lead, the cards
            that may be led, sorted by suit then rank in the ruleset's order;
            for the Pope offer, ``[POPE, PASS]``; once the deal is over, ``[]``.
        """
        return list(self._legal_now())

    def _legal_now(self) -> list[int]:
        """The legal actions as the deal keeps them (not to be changed or handed out)."""
        if self.decision == "lead":
            return self._legal_leads(self.to_move)  # type: ignore[arg-type]
        if self.decision == "pope_offer":
            return _POPE_OFFER
        return []

    def _legal_leads(self, seat: int) -> list[Card]:
        """Leads allowed to ``seat`` (RULES.md, "Leading"), cached until the next play.

        A change of suit due after this stop (``lead.change_suit_after``) is
        applied first; then ``lead.cards`` among the cards left. Sorted by suit,
        then rank in the ruleset's order.
        """
        if self._legal is not None:
            return self._legal
        key = self._plan.order_key
        cards = sorted(self.hands[seat], key=key.__getitem__)
        avoid = self._avoid_suit
        if avoid is not None:
            other_suits = [c for c in cards if c // 13 != avoid]
            if other_suits:
                cards = other_suits
        rule = self.rules.lead.cards
        if rule == "lowest_of_suit":
            lowest: dict[int, Card] = {}
            for c in cards:  # sorted: the first of each suit is its lowest
                lowest.setdefault(c // 13, c)
            cards = list(lowest.values())
        elif rule == "lowest_of_hand":
            rank = min(key[c] % 13 for c in cards)
            cards = [c for c in cards if key[c] % 13 == rank]
        self._legal = cards
        return cards

    def why_not(self, action: object) -> str | None:
        """Why the seat to move may not take ``action`` now, in a player's words; ``None`` if it may.

        Any object may be asked about: only an ``int`` (not a ``bool``, a
        float or a string, even one equal to a legal card) can be legal.
        """
        if self.over:
            return "the deal is over"
        if type(action) is not int:
            return f"an action is a card number or PASS (an int), not a {type(action).__name__}"
        if self.decision == "pope_offer":
            return None if action in (POPE, PASS) else "play the Pope or pass"
        seat = self.to_move
        assert seat is not None
        legal = self._legal_leads(seat)
        if action in legal:
            return None
        if action == PASS:
            return "'pass' answers a Pope offer; a lead must be a card"
        if not isinstance(action, int) or action not in _PACK_SET or action not in self.hands[seat]:
            return "that card is not in the leader's hand"
        avoid = self._avoid_suit
        if avoid is not None and suit_of(action) == avoid and any(suit_of(c) != avoid for c in legal):
            return f"after a stop in {SUIT_NAMES[avoid]} you must lead another suit"
        if self.rules.lead.cards == "lowest_of_hand":
            rank = RANK_NAMES[rank_of(legal[0])]
            return f"you must lead a card of your lowest rank, {'an' if rank[0] in 'AE' else 'a'} {rank}"
        return f"you must lead your lowest {SUIT_NAMES[suit_of(action)][:-1]}"

    def apply(self, action: int) -> None:
        """Take ``action`` for the seat to move, then run every forced play.

        Args:
            action: a card to lead; or, at a Pope offer, ``POPE`` to play it in
                place of the missing card or ``PASS``.

        Raises:
            IllegalActionError: the deal is over, or the action is not legal
                now, or is not an ``int`` (``6.0``, ``True``, ``"6"`` are not
                cards). The action is checked in full before anything changes,
                so a refused action leaves the deal exactly as it was.
        """
        seat = self.to_move
        if self.over or seat is None:
            raise IllegalActionError(action, None, "the deal is over")
        if type(action) is not int or action not in self._legal_now():
            raise IllegalActionError(action, seat, self.why_not(action) or "not a legal action now")
        self._actions.append(int(action))
        if self.decision == "lead":
            self._legal = None
            self.sequence = []
            self._play(seat, action, lead=True)
            if not self.over:
                self._follow()
            return
        missing = self._missing
        stopper = self._stopper
        self._missing = self._stopper = None
        if action == PASS:
            self.events.append(PopeDeclined(seat))
            self._stop(stopper, self.sequence[-1], missing)  # type: ignore[arg-type]
            return
        self._play(seat, POPE, lead=False, pope_as_stop=True)
        if self.over:
            return
        after = self._plan.successor[missing]  # type: ignore[index]
        if after is not None and self.holder[after] >= 0:
            self._play(self.holder[after], after, lead=False)
            if not self.over:
                self._follow()
        else:
            self._stop(seat, POPE, after, reason_card=missing)

    @property
    def actions(self) -> tuple[int, ...]:
        """Every decision taken so far, in order: a led card, or ``POPE`` / ``PASS`` at a Pope offer.

        With :attr:`deck`, this is the whole record of the deal: a new deal of
        the same ruleset, balances, board, dealer and deck that is given the
        same actions reaches the same state, event for event (a saved
        session is replayed this way; :mod:`popejoan.engine.record`).
        """
        return tuple(self._actions)

    def observation(self, seat: int) -> Observation:
        """What ``seat`` may see now (RULES.md, "Things no source settles").

        Raises:
            PopeJoanError: ``seat`` is not a seat of this deal.
        """
        if not (isinstance(seat, int) and 0 <= seat < self.players):
            raise PopeJoanError(f"no seat {seat!r} in a deal of {self.players} players")
        sees_stock = seat == self.dealer and self.rules.deal.dealer_sees_stock
        to_move, decision, events = self.to_move, self.decision, tuple(self.events)
        if self._plan.pope_as_stop:
            # Who is offered the Pope tells who holds it: only the holder sees the offer.
            if decision == "pope_offer" and seat != to_move:
                to_move = decision = None
            events = tuple(e for e in events if not isinstance(e, (PopeOffered, PopeDeclined)) or e.seat == seat)
        return Observation(
            seat=seat,
            players=self.players,
            dealer=self.dealer,
            hand=tuple(sorted(self.hands[seat], key=self._plan.order_key.__getitem__)),
            hand_sizes=tuple(len(h) for h in self.hands),
            dead_hand_size=len(self.dead_hand),
            undealt_size=len(self.undealt),
            stock=tuple(self.dead_hand) if sees_stock else None,
            turn_up=self.turn_up,
            turn_up_holder=self.holder[self.turn_up] if self.holder[self.turn_up] != PLAYED else self._played_by(self.turn_up),
            trump=self.trump,
            board=dict(self.board),
            balances=tuple(self.balances),
            played=tuple(self.played),
            sequence=tuple(self.sequence),
            to_move=to_move,
            decision=decision,
            legal=tuple(self._legal_now()) if seat == self.to_move else (),
            pope_played=self.holder[POPE] == PLAYED,
            events=events,
            rules=self.rules,
        )

    @property
    def pope_holder(self) -> int | None:
        """The seat holding the unplayed Pope, or ``None`` (played, in the dead hand, or undealt)."""
        h = self.holder[POPE]
        return h if h >= 0 else None

    # --- play ------------------------------------------------------------------------

    def _play(self, seat: int, c: Card, lead: bool, pope_as_stop: bool = False) -> None:
        """Play one card and pay what it wins; the deal ends when the hand is empty."""
        hand = self.hands[seat]
        hand.discard(c)
        self.holder[c] = PLAYED
        self.sequence.append(c)
        self.played.append((seat, c))
        self.events.append(CardPlayed(seat, c, lead, pope_as_stop))
        if c in self._claim_cards:
            self._claim(seat, c, lead)
        if not hand:
            self._finish(seat)

    def _claim(self, seat: int, c: Card, lead: bool) -> None:
        """Pay what playing ``c`` wins (RULES.md, "What all sources share", "Matrimony and Intrigue")."""
        if c == POPE:
            self._take(seat, "pope", "played")
        if c // 13 == self.trump:
            rank = c % 13 + 1
            name = _HONOURS.get(rank)
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
        if name not in self.board or low not in self._trump_plays or high not in self._trump_plays:
            return
        pairs = self.rules.pairs
        low_seat, low_at = self._trump_plays[low]
        high_seat, high_at = self._trump_plays[high]
        if low_seat == high_seat:
            if pairs.rule == "same_player" or (high_at == low_at + 1 and not lead):
                self._take(low_seat, name, "pair")
        elif name in self._plan.split_pairs:
            half = self.board[name] // 2
            first, second = (low_seat, high_seat) if low_at < high_at else (high_seat, low_seat)
            self._take(first, name, "split", half)
            self._take(second, name, "split", half)

    def _follow(self) -> None:
        """Forced following: whoever holds the next card plays it, until a stop.

        The hot loop of the engine: plays are inlined (see :meth:`_play`).
        """
        successor = self._plan.successor
        holder = self.holder
        hands = self.hands
        sequence = self.sequence
        played = self.played
        events = self.events
        claim_cards = self._claim_cards
        last = sequence[-1]
        while True:
            nxt = successor[last]
            if nxt is None:
                self._stop(played[-1][0], last, None)
                return
            who = holder[nxt]
            if who < 0:
                break
            hand = hands[who]
            hand.discard(nxt)
            holder[nxt] = PLAYED
            sequence.append(nxt)
            played.append((who, nxt))
            events.append(CardPlayed(who, nxt, False, False))
            if nxt in claim_cards:
                self._claim(who, nxt, False)
            if not hand:
                self._finish(who)
                return
            last = nxt
        pope_holder = holder[POPE]
        if self._plan.pope_as_stop and pope_holder >= 0:
            self._missing = nxt
            self._stopper = played[-1][0]
            self.to_move = pope_holder
            self.decision = "pope_offer"
            events.append(PopeOffered(pope_holder, nxt))
            return
        self._stop(played[-1][0], last, nxt)

    def _stop(self, seat: int, last: Card, nxt: Card | None, reason_card: Card | None = None) -> None:
        """End the sequence at ``last``; ``seat`` leads next (or, ``pass_lead``, the next who can)."""
        basis = last if reason_card is None else reason_card
        if nxt is None:
            if basis == SEVEN_OF_DIAMONDS:
                reason = "seven_of_diamonds"
            elif rank_of(basis) == KING:
                reason = "king"
            else:  # the Ace, where Aces are high
                reason = "top"
        else:
            reason = "played" if self.holder[nxt] == PLAYED else "dead"
        self.events.append(SequenceStopped(seat, last, reason, nxt))
        avoid = suit_of(last) if reason in self._plan.change_kinds else None
        self._avoid_suit = avoid
        self._legal = None
        self.to_move = seat
        self.decision = "lead"
        if avoid is not None and self._plan.pass_lead:
            self._pass_lead(seat, avoid)

    def _pass_lead(self, seat: int, avoid: int) -> None:
        """``no_other_suit: pass_lead``: a leader with no card outside ``avoid`` passes the lead clockwise.

        The lead goes to the next seat that holds another suit; each seat
        passed over passes in turn (a :class:`LeadPassed` each). If no seat
        holds another suit, nobody passes and ``seat`` leads after all.
        """
        hands = self.hands
        order = [(seat + i) % self.players for i in range(self.players)]
        able = [s for s in order if any(c // 13 != avoid for c in hands[s])]
        if not able or able[0] == seat:
            return
        for i, passer in enumerate(order[: order.index(able[0])]):
            self.events.append(LeadPassed(passer, order[i + 1]))
        self.to_move = able[0]

    def _finish(self, winner: int | None) -> None:
        """End the deal: Game and the payments for cards left (RULES.md, "End of the deal")."""
        self.over = True
        self.to_move = None
        self.decision = None
        self.winner = winner
        pope_holder = self.pope_holder
        cards_left = tuple(len(h) for h in self.hands)
        if winner is not None:
            self._take(winner, "game", "game")
            rule = self.rules.end.pope_holder
            for seat in self._others(winner):
                owed = cards_left[seat]
                if seat == pope_holder:
                    owed = 0 if rule == "excused" else owed * 2 if rule == "pays_double" else owed
                self._hand_chips(seat, winner, owed, "cards_left")
            self._penalties(winner)
        if winner is not None and self.rules.end.next_dealer == "winner":
            self.next_dealer = winner
        else:
            self.next_dealer = (self.dealer + 1) % self.players
        self.events.append(DealEnded(winner, cards_left, pope_holder, self.next_dealer))

    def _penalties(self, winner: int) -> None:
        """``end.penalties``: the holders of unplayed board cards pay, in the order the ruleset lists them."""
        stakes = self._plan.stakes
        board = self.board
        for penalty in self.rules.end.penalties:
            for name in penalty.cards:
                c = POPE if name == "pope" else card(self.trump, _HONOUR_RANKS[name])
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
                    self.events.append(StakePut(holder, compartment, chips, "penalty", c))

    # --- chips -----------------------------------------------------------------------

    def _take(self, seat: int, name: str, reason: str, chips: int | None = None) -> None:
        """Move ``chips`` (default: all) from compartment ``name`` to ``seat``; nothing if none."""
        if name not in self.board:
            return
        amount = self.board[name] if chips is None else chips
        if amount <= 0:
            return
        self.board[name] -= amount
        self.balances[seat] += amount
        self.events.append(StakeTaken(seat, name, amount, reason))

    def _hand_chips(self, payer: int, payee: int, chips: int, reason: str, card: Card | None = None) -> None:
        if chips <= 0:
            return
        self.balances[payer] -= chips
        self.balances[payee] += chips
        self.events.append(ChipsHanded(payer, payee, chips, reason, card))

    def _others(self, seat: int) -> list[int]:
        """The other seats, clockwise from ``seat``'s left."""
        return [(seat + i) % self.players for i in range(1, self.players)]

    def _played_by(self, c: Card) -> int:
        for seat, played in self.played:
            if played == c:
                return seat
        return DEAD_HAND

