"""One deal of Pope Joan as a state machine driven by actions.

A :class:`Deal` dresses the board, deals, turns up trumps and pays the
turn-up as soon as it is made; then it waits for the only decisions the rules
give: which card to lead, and (japanese ``pope_as_stop``) whether the Pope's
holder plays it at a stop. Every forced play between decisions is applied by
the engine itself and recorded as an event (:mod:`popejoan.engine.events`).

Seats are 0-based ints, clockwise; "left of the dealer" is ``dealer + 1``
(docs/rules.md, "Things no source settles"). Chips are whole chips; balances may go
below zero (a debt) and chips are never created or destroyed.
"""

from __future__ import annotations

from dataclasses import dataclass
from math import floor
from typing import Sequence

from popejoan.engine.cards import (
    JACK, KING, PACK, POPE, QUEEN, RANK_NAMES, SUIT_NAMES, Card, compartment_cards, rank_of, suit_of,
)
from popejoan.engine.errors import IllegalActionError, PopeJoanError, Refusal
from popejoan.engine.events import (
    CardPlayed, ChipsHanded, DealEnded, DealStarted, Event, LeadPassed,
    PopeDeclined, PopeOffered, SequenceStopped, StakePut, StakeTaken, TurnedUp, board_before, dressing_stakes,
)
from popejoan.engine.places import ABSENT as _ABSENT, DEAD_HAND, PLAYED
from popejoan.engine.plan import (  # card_order and legal_leads are read from here too (the front end, the players)
    HONOURS, MAX_SEATS, STOP_DEAD, STOP_PLAYED, STOP_TOP, Table, card_order, leads, legal_leads, plan_of,
)
from popejoan.engine.ruleset import Ruleset

PASS = -1
"""The action "do not play the Pope at this stop" (japanese ``pope_as_stop``); an action, not a place."""

_PACK_SET = frozenset(PACK)
_POPE_OFFER: list[int] = [POPE, PASS]

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
_TAKES: dict[tuple[int, str, int, str], StakeTaken] = {}
_HANDED: dict[tuple[int, int, int, str, int | None], ChipsHanded] = {}
_TURNED: dict[tuple[int, int, int], TurnedUp] = {}
_LAST_IMAGINED: list[tuple[object, "Deal | None"]] = [(None, None)]
"""The observation of the last imagined deal and what its deals share (a search imagines hundreds of worlds per observation)."""
_CACHE_LIMIT = 50_000
"""Stakes and payments vary with the chips: their caches are emptied when they grow past this."""
_event = tuple.__new__
"""``_event(Kind, fields)``: an event of a kind (a NamedTuple) from all its fields in order, without the
Python-level ``__new__`` of ``Kind(*fields)`` (for the events made once a deal, in the hot path)."""


def refusal_words(refusal: Refusal) -> str:
    """A :class:`Refusal` in English, in a player's words (``"you must lead your lowest heart"``)."""
    if refusal.kind == "over":
        return "the deal is over"
    if refusal.kind == "not_an_action":
        return f"an action is a card number or PASS (an int), not a {refusal.type_name}"
    if refusal.kind == "answer_offer":
        return "play the Pope or pass"
    if refusal.kind == "pass_is_an_answer":
        return "'pass' answers a Pope offer; a lead must be a card"
    if refusal.kind == "not_held":
        return "that card is not in the leader's hand"
    if refusal.kind == "another_suit":
        return f"after a stop in {SUIT_NAMES[refusal.suit]} you must lead another suit"
    if refusal.kind == "lowest_rank":
        rank = RANK_NAMES[refusal.rank]
        return f"you must lead a card of your lowest rank, {'an' if rank[0] in 'AE' else 'a'} {rank}"
    return f"you must lead your lowest {SUIT_NAMES[refusal.suit][:-1]}"


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

    Every event is recorded in :attr:`events` (a list a front end may read
    as it grows). A deal made by :meth:`copy` of a deal from
    :meth:`imagined` records none: a search plays thousands of those.

    Raises:
        PopeJoanError: a deck that is not the 51 cards, a player count outside
            the ruleset's limits, or a dealer that is not a seat.
    """

    # Until play changes them (class-level, so that a new deal need not set them).
    over: bool = False
    winner: int | None = None
    next_dealer: int | None = None
    _avoid_suit: int | None = None
    _legal: list[Card] | None = None
    _missing: Card | None = None
    _stopper: int | None = None

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
        deck = tuple(deck)
        if len(deck) != 51 or set(deck) != _PACK_SET:
            raise PopeJoanError("the deck must hold each of the 51 cards exactly once")
        self._set_up(rules, players, balances, board, dealer, deck, number)

    @classmethod
    def _shuffled(
        cls, rules: Ruleset, balances: list[int], board: dict[str, int], dealer: int, deck: tuple[Card, ...], number: int
    ) -> "Deal":
        """A deal of a session's own shuffle (:meth:`Session.start_deal`): the arguments of :class:`Deal`, known good.

        The session checked its seats when it was made and keeps its dealer a
        seat, and its shuffle is a permutation of the 51 cards (a tuple), so
        nothing is checked again.
        """
        self = cls.__new__(cls)
        self._set_up(rules, len(balances), balances, board, dealer, deck, number)
        return self

    def _set_up(
        self, rules: Ruleset, players: int, balances: list[int], board: dict[str, int], dealer: int,
        deck: tuple[Card, ...], number: int,
    ) -> None:
        """Dress, deal and turn up, the arguments already checked: the body of :class:`Deal`'s constructor."""
        plan = plan_of(rules)
        self.rules = rules
        self.players = players
        self.dealer = dealer
        self.number = number
        self.deck: tuple[Card, ...] = deck
        self._actions: list[int] = []
        self.balances = balances
        self.board = board
        self._plan = plan
        self._listen = True
        if not board.keys() >= plan.compartment_set:
            for name in plan.compartments:
                board.setdefault(name, 0)
        self.events: list[Event] = [_event(DealStarted, (number, dealer))]
        self.played: list[tuple[int, Card]] = []
        self._run = 0
        self.to_move: int | None = None
        self.decision: str | None = None
        self.over = False  # the attributes play reads, set on the instance: reading them costs less so
        self._legal = None
        self._avoid_suit = None
        self._trump_plays: dict[int, tuple[int, int]] = {}
        table = plan.table(players, dealer)
        self._dress(table)
        self._deal(table, deck)
        self._turn_up(table)
        if not self.over:
            self.to_move = (dealer + 1) % players if plan.left_leads else (dealer - 1) % players
            self.decision = "lead"

    # --- dressing, dealing, turn-up --------------------------------------------------

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
        self.holder: list[int] = holder
        self.hands: list[set[Card]] = [set(get(deck)) for get in table.seat_cards]
        self.dealt_count: list[int] = list(table.seat_counts)
        self.dead_hand: list[Card] = list(table.dead_cards(deck)) if table.dead_cards else []
        self.undealt: list[Card] = list(table.undealt_cards(deck)) if table.undealt_cards else []
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

    # --- public API ------------------------------------------------------------------

    def legal_actions(self) -> list[int]:
        """The actions the seat to move may take now.

        Returns:
            A new list, the caller's to keep or change: for a lead, the cards
            that may be led, sorted by suit then rank in the ruleset's order;
            for the Pope offer, ``[POPE, PASS]``; once the deal is over, ``[]``.
        """
        if self.decision == "lead":
            legal = self._legal
            if legal is None:
                plan = self._plan
                hand = self.hands[self.to_move]  # type: ignore[index]
                avoid = self._avoid_suit
                legal = self._legal = sorted(hand) if avoid is None and plan.any_card else leads(plan, hand, avoid)
            return legal[:]
        return list(self._legal_now())

    def _legal_now(self) -> list[int]:
        """The legal actions as the deal keeps them (not to be changed or handed out)."""
        if self.decision == "lead":
            legal = self._legal
            return legal if legal is not None else self._legal_leads(self.to_move)  # type: ignore[arg-type]
        if self.decision == "pope_offer":
            return _POPE_OFFER
        return []

    def _legal_leads(self, seat: int) -> list[Card]:
        """Leads allowed to ``seat`` (docs/rules.md, "Leading"), cached until the next play.

        A change of suit due after this stop (``lead.change_suit_after``) is
        applied first; then ``lead.cards`` among the cards left. Sorted by suit,
        then rank in the ruleset's order.
        """
        if self._legal is not None:
            return self._legal
        plan = self._plan
        hand = self.hands[seat]
        avoid = self._avoid_suit
        cards = self._legal = sorted(hand) if avoid is None and plan.any_card else leads(plan, hand, avoid)
        return cards

    def why_not(self, action: object) -> str | None:
        """Why the seat to move may not take ``action`` now, in a player's words (English); ``None`` if it may.

        Any object may be asked about: only an ``int`` (not a ``bool``, a
        float or a string, even one equal to a legal card) can be legal.
        The same reason as data, for other languages: :meth:`refusal`.
        """
        refusal = self.refusal(action)
        return None if refusal is None else refusal_words(refusal)

    def refusal(self, action: object) -> Refusal | None:
        """Why the seat to move may not take ``action`` now, as a :class:`~popejoan.engine.errors.Refusal`
        (a kind and the suit or rank it names); ``None`` if it may."""
        if self.over:
            return Refusal("over")
        if type(action) is not int:
            return Refusal("not_an_action", type_name=type(action).__name__)
        if self.decision == "pope_offer":
            return None if action in (POPE, PASS) else Refusal("answer_offer")
        seat = self.to_move
        assert seat is not None
        legal = self._legal_leads(seat)
        if action in legal:
            return None
        if action == PASS:
            return Refusal("pass_is_an_answer")
        if not isinstance(action, int) or action not in _PACK_SET or action not in self.hands[seat]:
            return Refusal("not_held")
        avoid = self._avoid_suit
        if avoid is not None and suit_of(action) == avoid and any(suit_of(c) != avoid for c in legal):
            return Refusal("another_suit", suit=avoid)
        if self.rules.lead.cards == "lowest_of_hand":
            return Refusal("lowest_rank", rank=rank_of(legal[0]))
        return Refusal("lowest_of_suit", suit=suit_of(action))

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
        if seat is None:
            raise IllegalActionError(action, None, "the deal is over")
        leading = self.decision == "lead"
        if leading:
            legal = self._legal
            if legal is None:
                legal = self._legal_leads(seat)
        else:
            legal = _POPE_OFFER
        if type(action) is not int or action not in legal:
            raise IllegalActionError(action, seat, self.why_not(action) or "not a legal action now")
        self._actions.append(action)
        if leading:
            self._sequence(seat, action, True)
        else:
            self._answer(seat, action)

    def _answer(self, seat: int, action: int) -> None:
        """Answer the Pope offer with ``POPE`` or ``PASS`` (checked by the caller), then every forced play."""
        missing = self._missing
        stopper = self._stopper
        self._missing = self._stopper = None
        if action == PASS:
            if self._listen:
                self.events.append(PopeDeclined(seat))
            self._stop(stopper, self.played[-1][1], missing)  # type: ignore[arg-type]
            return
        self._play(seat, POPE, lead=False, pope_as_stop=True)
        if self.over:
            return
        after = self._plan.successor[missing]  # type: ignore[index]
        if after is not None and self.holder[after] >= 0:
            self._sequence(self.holder[after], after, False)
        else:
            self._stop(seat, POPE, after, reason_card=missing)

    def play_out(self, rand: Sequence[float], pope: bool = True) -> None:
        """Play the deal to its end with random leads: a search's rollout, on the engine's own rules.

        Each lead is ``legal[int(r * len(legal))]`` for the next number ``r``
        of ``rand`` (taken in turn, round again when used up; a forced choice
        of one card uses none), the legal leads in :meth:`legal_actions`'s
        order. A Pope offer is answered by playing the Pope (``pope``) or
        passing. The decisions are recorded as :meth:`apply` records them.

        Args:
            rand: numbers in [0, 1); ``len(rand)`` must be a power of two.
            pope: the answer to every Pope offer: play it (``True``) or pass.
        """
        mask = len(rand) - 1
        i = 0
        actions = self._actions
        answer = POPE if pope else PASS
        while not self.over:
            seat = self.to_move
            if self.decision == "pope_offer":
                actions.append(answer)
                self._answer(seat, answer)  # type: ignore[arg-type]
                continue
            legal = self._legal
            if legal is None:
                legal = self._legal_leads(seat)  # type: ignore[arg-type]
            n = len(legal)
            if n == 1:
                c = legal[0]
            else:
                c = legal[floor(rand[i & mask] * n)]  # floor: int() truncates the same (r >= 0), costs more
                i += 1
            actions.append(c)
            self._sequence(seat, c, True)  # type: ignore[arg-type]

    @property
    def actions(self) -> tuple[int, ...]:
        """Every decision taken so far, in order: a led card, or ``POPE`` / ``PASS`` at a Pope offer.

        With :attr:`deck`, this is the whole record of the deal: a new deal of
        the same ruleset, balances, board, dealer and deck that is given the
        same actions reaches the same state, event for event (a saved
        session is replayed this way; :mod:`popejoan.engine.record`).
        """
        return tuple(self._actions)

    @property
    def staked(self) -> dict[str, int]:
        """The fish this deal's dressing put on each compartment (docs/rules.md, "Dressing the board": e.g. parlett's
        dealer puts 6 on Pope, 2 on Matrimony and Intrigue, 1 on each other compartment; where every player
        dresses, all their stakes together), in the order they were put; read only (a new dict each time).

        Raises:
            PopeJoanError: a deal imagined by a search (:meth:`imagined`, and its copies), which keeps no events.
        """
        if not self._listen:
            raise PopeJoanError("an imagined deal keeps no events: it cannot tell its dressing")
        return dressing_stakes(self.events)

    @property
    def carried_over(self) -> dict[str, int]:
        """The fish on each compartment before this deal's dressing: the stakes no earlier deal won (docs/rules.md,
        "What all sources share": "Unwon stakes stay on the board for later deals, so they grow"), worked out
        from the board now and the deal's events; read only (a new dict each time, every compartment).

        Raises:
            PopeJoanError: a deal imagined by a search (:meth:`imagined`, and its copies), which keeps no events.
        """
        if not self._listen:
            raise PopeJoanError("an imagined deal keeps no events: it cannot tell what was carried over")
        return board_before(self.board, self.events)

    @property
    def stake_cards(self) -> frozenset[Card]:
        """The cards whose play may win a stake this deal: the Pope and the trump's Ace, King, Queen and
        Jack (docs/rules.md, "What all sources share"; which of them the ruleset pays is its ``claims``)."""
        return self._claim_cards

    def copy(self) -> "Deal":
        """An independent deal in the same position, for trying actions without changing this one.

        Everything that play changes is copied (hands, holders, cards played,
        the sequence, balances, board, events so far, decisions); the copy's
        balances and board are its own, not a session's. What play never
        changes (the deck, the dead hand, the undealt cards, the cards dealt
        to each seat) is shared. A copy records
        events if this deal does (a deal from :meth:`imagined` does not). It
        costs a few microseconds: a search may make one per rollout.
        """
        other = Deal.__new__(Deal)
        other.__dict__.update(self.__dict__)
        other.balances = self.balances[:]
        other.board = self.board.copy()
        other.holder = self.holder[:]
        other.hands = [set(h) for h in self.hands]
        other.played = self.played[:]
        other.events = self.events[:]
        other._actions = self._actions[:]
        other._trump_plays = self._trump_plays.copy()
        return other

    @classmethod
    def imagined(cls, observation: "Observation", world: Sequence[int]) -> "Deal":
        """A deal at ``observation``'s decision in which ``world`` is the truth about the hidden cards.

        What a search player plays its rollouts on: the position as the seat
        sees it (board, cards played and by whom, the sequence, the turn-up,
        whose decision it is and which change of suit or Pope offer is due),
        with every unplayed card where ``world`` puts it. It records no events
        and has no deck or past decisions; its balances start at zero, so after
        play they are the chips each seat won (negative: paid) from this point.
        Cards in nobody's hand all count as the dead hand (play never tells
        the dead hand from the undealt cards).

        Args:
            observation: a seat's observation at its decision (``decision`` is not ``None``).
            world: for each card 0..51, its place: a seat, ``DEAD_HAND``
                (nobody's hand), ``PLAYED`` or ``ABSENT`` (the 8♦), as
                :meth:`popejoan.ai.inference.Knowledge.sample` gives; it must
                agree with the observation (the seat's own hand, the cards played).

        Raises:
            PopeJoanError: the observation has no decision, or ``world`` does
                not give 52 places.
        """
        if len(world) != 52:
            raise PopeJoanError(f"a world gives a place for each of the 52 card numbers, not {len(world)}")
        last = _LAST_IMAGINED[0]  # one read: another thread may replace it meanwhile
        template = last[1] if last[0] is observation else None
        if template is None:
            template = cls._template(observation)
            _LAST_IMAGINED[0] = (observation, template)
        self = cls.__new__(cls)
        self.__dict__.update(template.__dict__)
        holder = list(world)
        hands: list[set[Card]] = [set() for _ in range(self.players)]
        dead: list[Card] = []
        for c, where in enumerate(holder):
            if where >= 0:
                hands[where].add(c)
            elif where == DEAD_HAND:
                dead.append(c)
        self.holder = holder
        self.hands = hands
        self.dead_hand = dead
        self.balances = [0] * self.players
        self.board = template.board.copy()
        self.played = template.played[:]
        self.events = []
        self._actions = []
        self._trump_plays = template._trump_plays.copy()
        return self

    @classmethod
    def _template(cls, obs: "Observation") -> "Deal":
        """What every imagined deal of ``obs`` shares: all but the hidden cards (:meth:`imagined`)."""
        if obs.decision is None or obs.to_move is None:
            raise PopeJoanError("an imagined deal starts at a decision; this observation has none")
        plan = plan_of(obs.rules)
        self = cls.__new__(cls)
        self.rules = obs.rules
        self.players = obs.players
        self.dealer = obs.dealer
        first = obs.events[0] if obs.events else None
        self.number = first.number if isinstance(first, DealStarted) else 1
        self.deck = ()
        self._plan = plan
        self._listen = False
        self.board = dict(obs.board)
        self.undealt = []
        self.played = list(obs.played)
        self._run = len(self.played) - len(obs.sequence)
        counts = list(obs.hand_sizes)
        for seat, _ in self.played:
            counts[seat] += 1
        self.dealt_count = counts
        self.turn_up = obs.turn_up
        self.trump = obs.trump
        self._claim_cards = plan.claim_cards[obs.trump]
        self.to_move = obs.to_move
        self.decision = obs.decision
        self.over = False  # set on the instance, as a dealt deal sets them (play reads them)
        self._legal = None
        self._avoid_suit = None
        for ev in reversed(obs.events):
            if type(ev) is SequenceStopped:
                self._avoid_suit = ev.card // 13 if ev.reason in plan.change_kinds else None
                break
        if obs.decision == "pope_offer":
            self._missing = next(ev.missing for ev in reversed(obs.events) if type(ev) is PopeOffered)
            self._stopper = self.played[-1][0]
        trump_plays: dict[int, tuple[int, int]] = {}
        for i, (seat, c) in enumerate(self.played):
            if c // 13 == obs.trump and c % 13 >= 10:
                trump_plays[c % 13 + 1] = (seat, i)
        self._trump_plays = trump_plays
        return self

    def observation(self, seat: int) -> Observation:
        """What ``seat`` may see now (docs/rules.md, "Things no source settles").

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
            sequence=tuple(c for _, c in self.played[self._run:]),
            to_move=to_move,
            decision=decision,
            legal=tuple(self._legal_now()) if seat == self.to_move else (),
            pope_played=self.holder[POPE] == PLAYED,
            events=events,
            rules=self.rules,
        )

    @property
    def sequence(self) -> list[Card]:
        """The cards of the current sequence, in order (a new list): from its lead to the last card played."""
        return [c for _, c in self.played[self._run:]]

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

    def _finish(self, winner: int | None) -> None:
        """End the deal: Game and the payments for cards left (docs/rules.md, "End of the deal")."""
        self.over = True
        self.to_move = None
        self.decision = None
        self.winner = winner
        pope_holder: int | None = self.holder[POPE]
        if pope_holder < 0:  # type: ignore[operator]
            pope_holder = None
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

    # --- chips -----------------------------------------------------------------------

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

    def _played_by(self, c: Card) -> int:
        for seat, played in self.played:
            if played == c:
                return seat
        return DEAD_HAND
