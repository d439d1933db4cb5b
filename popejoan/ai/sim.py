"""A lean copy of the rules of play, for the search players' rollouts.

The engine's :class:`~popejoan.engine.state.Deal` records every event and
builds observations; a search player plays thousands of imagined deals per
decision and needs none of that. :class:`SimDeal` holds only what decides the
chips: where each card is, the board, each seat's chips won since the
search began, and whose decision it is. It starts *after* the dressing, the
deal and the turn-up (which an observation already shows) and follows the
rules of play exactly as the engine does (RULES.md, "What all sources share",
"Leading", "Matrimony and Intrigue", "End of the deal", and the japanese
``pope_as_stop`` interpretation):

- forced following to a stop (King, 7♦, or a next card in nobody's hand);
- leads: any card, the lowest of a suit, or a card of the lowest rank held
  (``lead.cards``), after a change of suit due after the kinds of stop
  ``lead.change_suit_after`` names, and the lead passed on by a leader who
  holds no other suit (``lead.no_other_suit: pass_lead``);
- the Pope offered at a stop (japanese ``pope_as_stop``);
- stakes for the Pope and trump honours played, Matrimony and Intrigue
  (``same_player`` or ``in_succession``, ``split``: none, one or both pairs);
- Game and the payments for cards left, with the Pope holder ``excused``,
  ``pays`` or ``pays_double``, then the penalties for unplayed board cards
  (``end.penalties``).

``tests/ai/test_sim.py`` plays the same actions through this simulator and
through the engine, for every shipped ruleset and variant, and checks that
legal actions, turns and chips agree at every step.

Cards are the engine's ints (``suit * 13 + rank - 1``); chips are whole chips.
"""

from __future__ import annotations

from popejoan.engine.cards import POPE, SEVEN_OF_DIAMONDS
from popejoan.engine.ruleset import COMPARTMENTS, Ruleset, derived
from popejoan.engine.state import PASS, card_order

OUT = -1
"""Location of a card in nobody's hand: the dead hand, stock, ghost pile or undealt."""
PLAYED = -3
"""Location of a card already played."""
ABSENT = -4
"""Location of the eight of diamonds, which is not in the pack."""

LEAD = 0
"""``SimDeal.decision``: the seat to move leads."""
OFFER = 1
"""``SimDeal.decision``: the Pope's holder may play it at a stop (japanese ``pope_as_stop``)."""
OVER = 2
"""``SimDeal.decision``: the deal is over."""

_ACE_I, _KING_I, _QUEEN_I, _JACK_I, _POPE_I, _MAT_I, _INT_I, _GAME_I = (
    COMPARTMENTS.index(name) for name in ("ace", "king", "queen", "jack", "pope", "matrimony", "intrigue", "game")
)
_HONOUR_INDEX = {1: _ACE_I, 13: _KING_I, 12: _QUEEN_I, 11: _JACK_I}

_ANY, _LOWEST_OF_SUIT, _LOWEST_OF_HAND = 0, 1, 2
_TO_WINNER, _TO_EACH_PLAYER, _TO_DEALER = -1, -2, -3
_HONOUR_RANK = {"ace": 1, "king": 13, "queen": 12, "jack": 11}


class SimRules:
    """The rules of play of one resolved ruleset, as plain attributes (read once per ruleset).

    Args:
        rules: a resolved ruleset (:meth:`Ruleset.with_options`).
    """

    __slots__ = ("cards", "lowest", "change_kinds", "pass_lead", "pope_as_stop", "succession", "split",
                 "split_intrigue", "split_matrimony", "pope_holder_factor", "penalties", "successor", "order_key",
                 "rank_index")

    def __init__(self, rules: Ruleset) -> None:
        successor, self.order_key = card_order(rules)
        self.successor: tuple[int, ...] = tuple(-1 if c is None else c for c in successor)
        """The next card of a sequence by card, -1 where none follows (the ruleset's ``ace`` order)."""
        self.rank_index: tuple[int, ...] = tuple(k % 13 for k in self.order_key)
        """A card's place in its suit, 0 for the lowest (the ruleset's ``ace`` order)."""
        self.cards = {"any": _ANY, "lowest_of_suit": _LOWEST_OF_SUIT, "lowest_of_hand": _LOWEST_OF_HAND}[rules.lead.cards]
        self.lowest = self.cards == _LOWEST_OF_SUIT
        self.change_kinds: frozenset[str] = rules.lead.change_suit_kinds
        """The kinds of stop (``SequenceStopped.reason``) after which the next lead must change suit."""
        self.pass_lead = rules.lead.no_other_suit == "pass_lead"
        self.pope_as_stop = rules.lead.pope_as_stop
        self.succession = rules.pairs.rule == "in_succession"
        self.split_intrigue = "intrigue" in rules.pairs.split_pairs
        self.split_matrimony = "matrimony" in rules.pairs.split_pairs
        self.split = self.split_intrigue or self.split_matrimony
        self.pope_holder_factor = {"excused": 0, "pays": 1, "pays_double": 2}[rules.end.pope_holder]
        stakes = rules.dressing.stakes
        penalties: list[tuple[str, int, int, int, int]] = []
        people = {"winner": _TO_WINNER, "each_player": _TO_EACH_PLAYER, "dealer": _TO_DEALER}
        for penalty in rules.end.penalties:
            for name in penalty.cards:
                if penalty.to in people:
                    to = people[penalty.to]
                else:
                    target = name if penalty.to == "compartment" else penalty.to
                    if target not in stakes:
                        continue
                    to = COMPARTMENTS.index(target)
                own = COMPARTMENTS.index(name) if name in stakes else -1
                penalties.append((name, penalty.amount(name, stakes), penalty.contents if own >= 0 else 0, own, to))
        self.penalties: tuple[tuple[str, int, int, int, int], ...] = tuple(penalties)
        """``(board card, fixed chips, contents, own compartment, to)`` for every card of
        ``end.penalties``, in order: the holder pays the fixed chips plus ``contents`` times the chips
        on the card's own compartment (its index, -1 if not on the board); ``to`` is a compartment
        index, or -1 (the winner), -2 (each other player) or -3 (the dealer)."""


def sim_rules(rules: Ruleset) -> SimRules:
    """The :class:`SimRules` of ``rules``, worked out once per ruleset."""
    return derived(rules, SimRules)


class SimDeal:
    """The play of one deal from a known position, without events.

    Build one with :meth:`start`; copy it with :meth:`copy` before trying an
    action. ``gain[seat]`` counts the chips each seat has won (negative: paid)
    since :meth:`start`; ``board`` holds chips by compartment in
    :data:`~popejoan.engine.ruleset.COMPARTMENTS` order.
    """

    __slots__ = (
        "r", "n", "trump", "holder", "hands", "board", "gain", "tplays", "nplayed",
        "stop_suit", "to_move", "decision", "missing", "stopper", "last_card", "last_seat", "winner", "dealer",
    )

    r: SimRules
    n: int
    trump: int
    holder: list[int]
    hands: list[list[int]]
    board: list[int]
    gain: list[int]
    tplays: dict[int, tuple[int, int]]
    nplayed: int
    stop_suit: int
    to_move: int
    decision: int
    missing: int
    stopper: int
    last_card: int
    last_seat: int
    winner: int
    dealer: int

    @classmethod
    def start(
        cls,
        rules: SimRules,
        players: int,
        trump: int,
        holder: list[int],
        board: list[int],
        played: tuple[tuple[int, int], ...],
        to_move: int,
        decision: int,
        stop_card: int | None = None,
        missing: int = -1,
        stop_reason: str | None = None,
        dealer: int = -1,
    ) -> "SimDeal":
        """A position of play.

        Args:
            rules: the rules of play.
            players: the number of seats.
            trump: the trump suit (0..3).
            holder: for each card 0..51, the seat holding it, :data:`OUT`,
                :data:`PLAYED` or :data:`ABSENT`.
            board: chips by compartment, in ``COMPARTMENTS`` order.
            played: ``(seat, card)`` for every card played so far, in order.
            to_move: the seat that decides next.
            decision: :data:`LEAD` or :data:`OFFER`.
            stop_card: the card the last sequence stopped at, or ``None``
                before the first stop (for ``lead.change_suit_after``).
            missing: at a Pope offer, the missing card the Pope would replace.
            stop_reason: why the last sequence stopped (``SequenceStopped.reason``);
                a change of suit is due when the ruleset names it.
            dealer: the dealer's seat (paid by ``end.penalties`` to the ``dealer``).
        """
        s = cls.__new__(cls)
        s.r = rules
        s.n = players
        s.trump = trump
        s.holder = list(holder)
        hands: list[list[int]] = [[] for _ in range(players)]
        for c, who in enumerate(holder):
            if who >= 0:
                hands[who].append(c)
        s.hands = hands
        s.board = list(board)
        s.gain = [0] * players
        s.tplays = {}
        for i, (seat, c) in enumerate(played):
            if c // 13 == trump and c % 13 >= 10:
                s.tplays[c % 13 + 1] = (seat, i)
        s.nplayed = len(played)
        due = stop_card is not None and stop_reason in rules.change_kinds
        s.stop_suit = stop_card // 13 if due else -1  # type: ignore[operator]
        s.to_move = to_move
        s.decision = decision
        s.missing = missing
        if played:
            s.last_seat, s.last_card = played[-1]
        else:
            s.last_seat, s.last_card = -1, -1
        s.stopper = s.last_seat
        s.winner = -1
        s.dealer = dealer
        return s

    def copy(self) -> "SimDeal":
        """An independent copy of this position."""
        s = SimDeal.__new__(SimDeal)
        s.r = self.r
        s.n = self.n
        s.trump = self.trump
        s.holder = self.holder[:]
        s.hands = [h[:] for h in self.hands]
        s.board = self.board[:]
        s.gain = self.gain[:]
        s.tplays = dict(self.tplays)
        s.nplayed = self.nplayed
        s.stop_suit = self.stop_suit
        s.to_move = self.to_move
        s.decision = self.decision
        s.missing = self.missing
        s.stopper = self.stopper
        s.last_card = self.last_card
        s.last_seat = self.last_seat
        s.winner = self.winner
        s.dealer = self.dealer
        return s

    # --- decisions -------------------------------------------------------------------

    def legal_actions(self) -> list[int]:
        """The legal actions of the seat to move (the engine's, as a set; order may differ)."""
        if self.decision == LEAD:
            return self.legal_leads(self.to_move)
        if self.decision == OFFER:
            return [POPE, PASS]
        return []

    def legal_leads(self, seat: int) -> list[int]:
        """The cards ``seat`` may lead now (RULES.md, "Leading"): a due change of suit first, then ``lead.cards``."""
        cards = self.hands[seat]
        r = self.r
        stop_suit = self.stop_suit
        if stop_suit >= 0:
            other = [c for c in cards if c // 13 != stop_suit]
            if other:
                cards = other
        mode = r.cards
        if mode == _LOWEST_OF_SUIT:
            key = r.order_key
            low = [-1, -1, -1, -1]
            for c in cards:
                s = c // 13
                if low[s] < 0 or key[c] < key[low[s]]:
                    low[s] = c
            return [c for c in low if c >= 0]
        if mode == _LOWEST_OF_HAND:
            index = r.rank_index
            lowest = min(index[c] for c in cards)
            return [c for c in cards if index[c] == lowest]
        return cards[:]

    def apply(self, action: int) -> None:
        """Take ``action`` for the seat to move, then every forced play (no legality check)."""
        seat = self.to_move
        if self.decision == LEAD:
            self._play(seat, action, True)
            if self.decision != OVER:
                self._follow()
            return
        missing = self.missing
        if action == PASS:
            self._stop(self.stopper, self.last_card, "played" if self.holder[missing] == PLAYED else "dead")
            return
        self._play(seat, POPE, False)
        if self.decision == OVER:
            return
        after = self.r.successor[missing]
        if after >= 0 and self.holder[after] >= 0:
            self._play(self.holder[after], after, False)
            if self.decision != OVER:
                self._follow()
        elif after >= 0:
            self._stop(seat, POPE, "played" if self.holder[after] == PLAYED else "dead")
        else:
            self._stop(seat, POPE, _top_reason(missing))

    # --- play ------------------------------------------------------------------------

    def _play(self, seat: int, c: int, lead: bool) -> None:
        hand = self.hands[seat]
        hand.remove(c)
        self.holder[c] = PLAYED
        at = self.nplayed
        self.nplayed = at + 1
        self.last_card = c
        self.last_seat = seat
        board = self.board
        gain = self.gain
        if c == POPE and board[_POPE_I] > 0:
            gain[seat] += board[_POPE_I]
            board[_POPE_I] = 0
        if c // 13 == self.trump:
            rank = c % 13 + 1
            honour = _HONOUR_INDEX.get(rank)
            if honour is not None and board[honour] > 0:
                gain[seat] += board[honour]
                board[honour] = 0
            if rank >= 11:
                self.tplays[rank] = (seat, at)
                if rank != 13:
                    self._pair(_INT_I, 11, 12, lead)
                if rank != 11:
                    self._pair(_MAT_I, 12, 13, lead)
        if not hand:
            self._finish(seat)

    def _pair(self, index: int, low: int, high: int, lead: bool) -> None:
        tplays = self.tplays
        if low not in tplays or high not in tplays:
            return
        board = self.board
        if board[index] <= 0:
            return
        low_seat, low_at = tplays[low]
        high_seat, high_at = tplays[high]
        if low_seat == high_seat:
            if not self.r.succession or (high_at == low_at + 1 and not lead):
                self.gain[low_seat] += board[index]
                board[index] = 0
        elif self.r.split_intrigue if index == _INT_I else self.r.split_matrimony:
            half = board[index] // 2
            if half > 0:
                self.gain[low_seat] += half
                self.gain[high_seat] += half
                board[index] -= 2 * half

    def _follow(self) -> None:
        holder = self.holder
        successor = self.r.successor
        while True:
            nxt = successor[self.last_card]
            if nxt < 0:
                self._stop(self.last_seat, self.last_card, _top_reason(self.last_card))
                return
            who = holder[nxt]
            if who >= 0:
                self._play(who, nxt, False)
                if self.decision == OVER:
                    return
                continue
            if self.r.pope_as_stop and holder[POPE] >= 0:
                self.missing = nxt
                self.stopper = self.last_seat
                self.to_move = holder[POPE]
                self.decision = OFFER
                return
            self._stop(self.last_seat, self.last_card, "played" if who == PLAYED else "dead")
            return

    def _stop(self, seat: int, card: int, reason: str) -> None:
        r = self.r
        self.to_move = seat
        self.decision = LEAD
        if reason not in r.change_kinds:
            self.stop_suit = -1
            return
        suit = card // 13
        self.stop_suit = suit
        if r.pass_lead and all(c // 13 == suit for c in self.hands[seat]):
            # lead.no_other_suit: pass_lead: to the next seat clockwise holding another suit, if any
            n = self.n
            for i in range(1, n):
                other = (seat + i) % n
                if any(c // 13 != suit for c in self.hands[other]):
                    self.to_move = other
                    return

    def _finish(self, winner: int) -> None:
        self.decision = OVER
        self.to_move = -1
        self.winner = winner
        gain = self.gain
        board = self.board
        if board[_GAME_I] > 0:
            gain[winner] += board[_GAME_I]
            board[_GAME_I] = 0
        holder = self.holder
        pope_holder = holder[POPE]
        factor = self.r.pope_holder_factor
        for seat in range(self.n):
            if seat == winner:
                continue
            owed = len(self.hands[seat])
            if seat == pope_holder:
                owed *= factor
            gain[seat] -= owed
            gain[winner] += owed
        for name, chips, contents, own, to in self.r.penalties:
            c = POPE if name == "pope" else self.trump * 13 + _HONOUR_RANK[name] - 1
            payer = holder[c]
            if payer < 0:
                continue
            if contents:
                chips += contents * board[own]
            if chips <= 0:
                continue
            if to >= 0:
                board[to] += chips
                gain[payer] -= chips
            elif to == _TO_WINNER or to == _TO_DEALER:
                payee = winner if to == _TO_WINNER else self.dealer
                if payee != payer:
                    gain[payer] -= chips
                    gain[payee] += chips
            else:
                for seat in range(self.n):
                    if seat != payer:
                        gain[payer] -= chips
                        gain[seat] += chips


def _top_reason(card: int) -> str:
    """Why a sequence stops at ``card`` when no card follows it: the engine's ``SequenceStopped.reason``."""
    if card == SEVEN_OF_DIAMONDS:
        return "seven_of_diamonds"
    return "king" if card % 13 == 12 else "top"
