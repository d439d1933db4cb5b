"""The engine's plan of a ruleset: what a resolved ruleset means for play, worked out once.

A :class:`Plan` holds the rules as plain attributes and tables the hot path
of :class:`popejoan.engine.state.Deal` reads by index (the successor of each
card, how each stop changes the next lead, the stop events made so far); a
:class:`Table` holds what dealing and dressing are at one table (a player
count and a dealer): who receives each card, the dressing's chips and events.
Both are made once and kept (:func:`plan_of`, :meth:`Plan.table`). The lead
rule itself (:func:`legal_leads`, docs/rules.md, "Leading") and the order of play
(:func:`card_order`) live here too: a front end and the computer players use
them, and the deal does.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from operator import itemgetter

from popejoan.engine.cards import (
    ACE,
    HONOUR_RANKS,
    PACK,
    POPE,
    SEVEN_OF_DIAMONDS,
    Card,
    card,
    rank_of,
    suit_of,
)
from popejoan.engine.events import CardsDealt, ChipsHanded, Event, SequenceStopped, StakePut
from popejoan.engine.places import DEAD_HAND, UNDEALT
from popejoan.engine.ruleset import Ruleset, derived

HONOURS = {rank: name for name, rank in HONOUR_RANKS.items()}
"""The trump honours' compartments, by rank (:data:`~popejoan.engine.cards.HONOUR_RANKS` turned round)."""
MAX_SEATS = 8
"""The most seats any ruleset allows (the size of the engine's per-seat tables)."""
ANY, LOWEST_OF_SUIT, LOWEST_OF_HAND = 0, 1, 2
"""``lead.cards`` as :attr:`Plan.lead_cards`: any card, the lowest of a suit, the lowest rank in the hand."""
STOP_TOP, STOP_PLAYED, STOP_DEAD = 0, 1, 2
"""How a sequence stops at a card (the plan's stop tables): no card follows it, the next was played, the next is
out of play."""
_PACK_SET = frozenset(PACK)


class Table:
    """What dealing and dressing are at one table (a player count and a dealer), worked out once.

    Attributes:
        recipients: who receives each of the 51 cards (a seat, ``DEAD_HAND`` or ``UNDEALT``).
        count: how many cards are dealt round.
        dealt: the :class:`CardsDealt` event.
        seat_cards: per seat, a getter of its cards from a deck (in dealing order).
        dead_cards, undealt_cards: getters of the dead hand's and the undealt cards, or ``None``.
        first_dead, last_dead: deck positions of the dead hand's first and last cards (-1: none).
        turn_up_at: the deck position of the turn-up (``deal.turn_up``; -1: the last card).
        seat_counts: how many cards each seat is dealt.
        dressing_events: the contributions and stakes put while dressing, in order.
        board_adds: ``(compartment, chips)`` the dressing adds to the board.
        balance_adds: ``(seat, chips)`` the dressing changes balances by.
        dealer_put: chips the dealer put on each compartment while dressing.
    """

    def __init__(self, plan: Plan, players: int, dealer: int) -> None:
        rules = plan.rules
        recipients, self.count = plan.recipients(players, dealer)
        self.recipients = recipients
        self.dealt = CardsDealt(recipients)
        self.seat_cards = [_getter([i for i, who in enumerate(recipients) if who == seat]) for seat in range(players)]
        dead = [i for i, who in enumerate(recipients) if who == DEAD_HAND]
        undealt = [i for i, who in enumerate(recipients) if who == UNDEALT]
        self.dead_cards = _getter(dead) if dead else None
        self.undealt_cards = _getter(undealt) if undealt else None
        self.first_dead = dead[0] if dead else -1
        self.last_dead = dead[-1] if dead else -1
        turn_up = rules.deal.turn_up
        self.turn_up_at = (self.count - 1 if turn_up == "last_dealt" else
                           self.first_dead if turn_up == "dead_hand_first" else self.last_dead)
        self.seat_counts = tuple(recipients.count(seat) for seat in range(players))
        # Dressing (docs/rules.md, "Dressing the board"), exactly as it was done event by event.
        dressing = rules.dressing
        events: list[Event] = []
        balances = [0] * players
        board: dict[str, int] = {}
        put: dict[str, int] = {}
        if dressing.contribution:
            for seat in [(dealer + i) % players for i in range(1, players)]:
                balances[seat] -= dressing.contribution
                balances[dealer] += dressing.contribution
                events.append(ChipsHanded(seat, dealer, dressing.contribution, "contribution"))
        payers = [dealer] if dressing.payers == "dealer" else [(dealer + i) % players for i in range(players)]
        for payer in payers:
            share = dressing.dealer_share if payer == dealer else 1
            for name, chips in plan.dressing:
                chips *= share
                board[name] = board.get(name, 0) + chips
                events.append(StakePut(payer, name, chips))
                balances[payer] -= chips
                if payer == dealer:
                    put[name] = put.get(name, 0) + chips
        self.dressing_events = tuple(events)
        self.board_adds = tuple(board.items())
        self.balance_adds = tuple((seat, chips) for seat, chips in enumerate(balances) if chips)
        self.dealer_put = put


def _getter(indices: list[int]) -> Callable[[tuple[int, ...]], tuple[int, ...]]:
    """A function from a deck (a tuple) to the cards at ``indices``, as a tuple: one C call.

    Cards dealt round one at a time lie at evenly spaced positions, taken as a
    slice (faster than picking each); other positions are picked one by one.
    """
    if not indices:
        return itemgetter(slice(0, 0))
    step = indices[1] - indices[0] if len(indices) > 1 else 1
    if step > 0 and indices == list(range(indices[0], indices[-1] + 1, step)):
        return itemgetter(slice(indices[0], indices[-1] + 1, step))
    return itemgetter(*indices)


class Plan:
    """What a resolved ruleset means for the engine, compiled once per ruleset: the rules as plain attributes."""

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
        self.next_card: list[int] = [-1 if c is None else c for c in self.successor]
        """The successor of each card, -1 where none follows (the hot loops' form of :attr:`successor`)."""
        self.top_rank = order[-1]
        self.top_reason = ["seven_of_diamonds" if c == SEVEN_OF_DIAMONDS else "king" if c % 13 == 12 else "top"
                           for c in range(52)]
        """Why a sequence stops at a card no card follows: ``SequenceStopped.reason`` by card."""
        self.order_key = [c // 13 * 13 + self.rank_key[c % 13 + 1] for c in range(52)]
        self.ace_low = rules.ace == "low"
        """Card numbers sort in the ruleset's order (so a hand sorts without a key)."""
        self.stakes: dict[str, int] = {name: chips for name, chips in rules.dressing.stakes.items()}
        self.compartments = rules.compartments
        self.compartment_set = frozenset(self.compartments)
        self.dressing = [(name, self.stakes[name]) for name in self.compartments if self.stakes[name]]
        lead = rules.lead
        self.lead_cards = {"any": ANY, "lowest_of_suit": LOWEST_OF_SUIT, "lowest_of_hand": LOWEST_OF_HAND}[lead.cards]
        self.any_card = self.lead_cards == ANY and self.ace_low
        """``lead.cards: any`` with Aces low: when no change of suit is due, the legal leads are the hand, sorted."""
        self.left_leads = lead.first == "left_of_dealer"
        self.pope_as_stop = lead.pope_as_stop
        self.change_kinds = rules.lead.change_suit_kinds
        self.pass_lead = lead.no_other_suit == "pass_lead"
        self.split_pairs = rules.pairs.split_pairs
        self.in_succession = rules.pairs.rule == "in_succession"
        end = rules.end
        self.pope_holder_rule = end.pope_holder
        self.penalties = end.penalties
        self.winner_deals = end.next_dealer == "winner"
        self.claim_cards = [frozenset([POPE] + [card(trump, r) for r in HONOURS]) for trump in range(4)]
        """Per trump suit, the cards whose play may win a stake (the Pope and the trump honours)."""
        change = self.change_kinds
        self.stop_changes = [reason in change for c in range(52)
                             for reason in (self.top_reason[c], "played", "dead")]
        """Whether a stop changes the suit of the next lead (``lead.change_suit_after``), by ``card * 3 + how``
        (``how``: :data:`STOP_TOP`, :data:`STOP_PLAYED` or :data:`STOP_DEAD`)."""
        self.stop_events: list[SequenceStopped | None] = [None] * (MAX_SEATS * 52 * 3)
        """The :class:`SequenceStopped` of a seat's stop at a card, by ``(seat * 52 + card) * 3 + how``, made when
        first needed."""
        self._recipients: dict[tuple[int, int], tuple[tuple[int, ...], int]] = {}
        self._tables: dict[tuple[int, int], Table] = {}

    def stop_event(self, index: int) -> SequenceStopped:
        """The stop event at :attr:`stop_events` ``[index]``, made and kept the first time it is asked for."""
        event = self.stop_events[index]
        if event is None:
            seat, at = divmod(index, 52 * 3)
            c, how = divmod(at, 3)
            reason = self.top_reason[c] if how == STOP_TOP else "played" if how == STOP_PLAYED else "dead"
            event = self.stop_events[index] = SequenceStopped(seat, c, reason, self.successor[c])
        return event

    def table(self, players: int, dealer: int) -> Table:
        """The dealing and dressing of a table of ``players`` with this ``dealer``, worked out once."""
        key = (players, dealer)
        found = self._tables.get(key)
        if found is None:
            found = self._tables[key] = Table(self, players, dealer)
        return found

    def recipients(self, players: int, dealer: int) -> tuple[tuple[int, ...], int]:
        """Who receives each of the 51 cards, and how many are dealt round.

        docs/rules.md, "Exact readings": one at a time from the dealer's left, the
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


def plan_of(rules: Ruleset) -> Plan:
    """The plan of the resolved ruleset ``rules``, made the first time it is asked for and kept (:func:`derived`)."""
    return derived(rules, Plan)


def legal_leads(rules: Ruleset, hand: set[Card] | Sequence[Card], avoid_suit: int | None = None) -> list[Card]:
    """The cards a leader holding ``hand`` may lead (docs/rules.md, "Leading"): the engine's own rule.

    Args:
        rules: a resolved ruleset (``lead.cards``, ``ace``).
        hand: the leader's cards.
        avoid_suit: the suit a change of suit due after the last stop
            (``lead.change_suit_after``) forbids, or ``None``; ignored when the
            leader holds no other suit.

    Returns:
        A new list sorted by suit, then rank in the ruleset's order.
    """
    return leads(plan_of(rules), hand, avoid_suit)


def leads(plan: Plan, hand: set[Card] | Sequence[Card], avoid: int | None) -> list[Card]:
    """:func:`legal_leads` with the ruleset's plan at hand (the hot path of every lead)."""
    cards = sorted(hand) if plan.ace_low else sorted(hand, key=plan.order_key.__getitem__)
    if avoid is not None:
        other_suits = [c for c in cards if c // 13 != avoid]
        if other_suits:
            cards = other_suits
    mode = plan.lead_cards
    if mode == LOWEST_OF_SUIT:  # sorted: the first of each suit is its lowest
        lowest = []
        suit = -1
        for c in cards:
            if c // 13 != suit:
                suit = c // 13
                lowest.append(c)
        return lowest
    if mode == LOWEST_OF_HAND:
        key = plan.order_key
        rank = min(key[c] % 13 for c in cards)
        return [c for c in cards if key[c] % 13 == rank]
    return cards


def card_order(rules: Ruleset) -> tuple[tuple[Card | None, ...], tuple[int, ...]]:
    """The order of play within a suit under ``rules`` (its ``ace: low | high``).

    Returns:
        ``(successor, order_key)``, each indexed by card (0..51):
        ``successor[c]`` is the card that follows ``c`` in a sequence, or
        ``None`` at the top of the suit and after the 7♦ (the 8♦ is out);
        ``order_key[c]`` sorts the cards of a suit from lowest to highest.
    """
    plan = plan_of(rules)
    return tuple(plan.successor), tuple(plan.order_key)
