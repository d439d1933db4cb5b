"""One deal of Pope Joan as a state machine driven by actions.

A :class:`Deal` dresses the board, deals, turns up trumps and pays the
turn-up as soon as it is made; then it waits for the only decisions the rules
give: which card to lead, and (japanese ``pope_as_stop``) whether the Pope's
holder plays it at a stop. Every forced play between decisions is applied by
the engine itself and recorded as an event (:mod:`popejoan.engine.events`).

Seats are 0-based ints, clockwise; "left of the dealer" is ``dealer + 1``
(docs/rules.md, "Things no source settles"). Chips are whole chips; balances may go
below zero (a debt) and chips are never created or destroyed.

:class:`Deal` is here with its public API (the decisions, their checks, the observations); the rest of it
lives in rooms by job, each a class it inherits: dressing and dealing (:mod:`popejoan.engine.dressing`),
play and stops (:mod:`popejoan.engine.play`), the end of the deal and its chips
(:mod:`popejoan.engine.settlement`), and the search's imagined deals (:mod:`popejoan.engine.imagine`).
What a seat sees is :class:`~popejoan.engine.observation.Observation`. All are importable from here.
"""

from __future__ import annotations

from collections.abc import Sequence

from popejoan.engine.cards import (  # POPE is read from here too
    PACK,
    POPE,
    RANK_NAMES,
    SUIT_NAMES,
    Card,
    rank_of,
    suit_of,
)
from popejoan.engine.dressing import DressingAndDealing
from popejoan.engine.errors import IllegalActionError, PopeJoanError, Refusal
from popejoan.engine.events import DealStarted, Event, PopeDeclined, PopeOffered, board_before, dressing_stakes
from popejoan.engine.imagine import Imagining
from popejoan.engine.observation import Observation
from popejoan.engine.places import PLAYED
from popejoan.engine.plan import (  # card_order and legal_leads are read from here too: the front end, the players
    card_order,
    leads,
    legal_leads,
    plan_of,
)
from popejoan.engine.play import PASS, Play
from popejoan.engine.ruleset import Ruleset
from popejoan.engine.settlement import Settlement

__all__ = ["PASS", "POPE", "Deal", "Observation", "card_order", "legal_leads", "refusal_words"]

_PACK_SET = frozenset(PACK)
_POPE_OFFER: list[int] = [POPE, PASS]
_event = tuple.__new__
"""``_event(Kind, fields)``: an event from all its fields in order (:data:`popejoan.engine.settlement._event`)."""


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
    if refusal.kind == "lowest_rank":
        assert refusal.rank is not None, "a lowest_rank refusal names its rank"
        rank = RANK_NAMES[refusal.rank]
        return f"you must lead a card of your lowest rank, {'an' if rank[0] in 'AE' else 'a'} {rank}"
    assert refusal.suit is not None, f"a {refusal.kind} refusal names its suit"
    if refusal.kind == "another_suit":
        return f"after a stop in {SUIT_NAMES[refusal.suit]} you must lead another suit"
    return f"you must lead your lowest {SUIT_NAMES[refusal.suit][:-1]}"



class Deal(Imagining, DressingAndDealing, Play, Settlement):
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
        cls, rules: Ruleset, balances: list[int], board: dict[str, int], dealer: int, deck: tuple[Card, ...],
        number: int,
    ) -> Deal:
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

        Every object may be asked about: only an ``int`` (not a ``bool``, a
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
            turn_up_holder=(self.holder[self.turn_up] if self.holder[self.turn_up] != PLAYED
                            else self._played_by(self.turn_up)),
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
