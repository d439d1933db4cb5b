"""What a seat can infer about the hidden cards, and worlds sampled to match.

A search player sees only its :class:`~popejoan.engine.state.Observation`.
:func:`infer` reads it like a careful human does and :class:`Knowledge`
keeps the result: where each unplayed card may lie. Locations are seats
(``0..players-1``) and :data:`OUT` (nobody's hand: the dead
hand, stock, ghost pile or undealt cards; play never tells these apart).

What is inferred, and from which rule:

- My own hand, every card played and who played it (``Observation.played``).
- The turn-up and where it lies (``TurnedUp.holder``), until it is played.
- The stock, for a dealer who may look at it (hoyle-1847, ``dealer_sees_stock``).
- A sequence that stopped because its next card was in nobody's hand
  (``SequenceStopped`` with reason ``"dead"``): that card is out of play for
  the rest of the deal (docs/rules.md, "What all sources share": a sequence stops
  where the next card is in the dead hand / stock / undealt).
- A lead under the lowest-card rule (parlett, japanese: "only the lowest
  card they hold in that suit"): the leader held no lower card of that suit
  that was still unplayed, so none of those can be in the leader's hand now.
  Under ``lowest_of_hand`` the leader held no card of a lower rank in any
  suit they could lead (every suit, or every suit but the stop's when a
  change of suit was due).
- A lead in the stop card's suit when a change of suit was due (the stop's
  kind is in ``lead.change_suit_after``): the leader held no card of any
  other suit then. A lead passed on (``LeadPassed``, ``no_other_suit:
  pass_lead``) says the same of the seat that passed it.
- Pope as a stop (japanese variant): a Pope played in place of a missing
  card shows that card was in nobody's hand. The engine shows a Pope offer
  only to the Pope's holder, so a stop tells the others nothing about the Pope.
- A deal waiting on a decision this seat is not shown is waiting on a Pope
  offer: the next card is in nobody's hand and another seat holds the Pope.
- Hand sizes, and the sizes of the dead hand and the undealt cards.

:meth:`Knowledge.sample` deals the unknown cards at random to the places
they may be, honouring every constraint and every size, so each sample is a
world that could be the real one. It never reads anything but the observation.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field

from popejoan.engine.cards import PACK, POPE, Card
from popejoan.engine.errors import PopeJoanError
from popejoan.engine.events import (
    CardPlayed,
    CardsDealt,
    DealEnded,
    DealStarted,
    LeadPassed,
    PopeOffered,
    SequenceStopped,
    rewind_chips,
)
from popejoan.engine.places import ABSENT, DEAD_HAND, PLAYED, UNDEALT
from popejoan.engine.plan import card_order
from popejoan.engine.state import PASS, Deal, Observation

OUT = DEAD_HAND
"""A sampled card's place when it is in nobody's hand: the dead hand, stock, ghost pile or the
undealt cards, which play never tells apart (:mod:`popejoan.engine.places`; ``Deal.imagined`` reads
it as the dead hand)."""

_PACK_SET = frozenset(PACK)


class InferenceError(PopeJoanError, RuntimeError):
    """The observation admits no world: a bug in the inference (never bad luck)."""


@dataclass
class Knowledge:
    """Where each unplayed card may lie, as one seat can tell from its observation.

    Attributes:
        seat: whose knowledge this is.
        players: the number of seats.
        base: for each card 0..51, its location if certain (a seat, ``OUT``,
            ``PLAYED``, ``ABSENT`` for the 8♦), else ``None``.
        allowed: for each unknown card, the locations it may be in.
        need: for each location, how many unknown cards it holds.
        out_of_hands: cards known to be in nobody's hand, by inference from a stop.
        not_held: for each seat, the unknown cards it cannot hold (lead inferences).
    """

    seat: int
    players: int
    base: list[int | None]
    allowed: dict[Card, tuple[int, ...]]
    need: dict[int, int]
    out_of_hands: set[Card] = field(default_factory=set)
    not_held: dict[int, set[Card]] = field(default_factory=dict)
    _cached_groups: tuple[list[list[Card]], list[Card], list[int]] | None = field(
        default=None, repr=False, compare=False,
    )

    @property
    def unknown(self) -> list[Card]:
        """The cards whose location is not certain, in card order."""
        return sorted(self.allowed)

    def possible(self, c: Card) -> tuple[int, ...]:
        """Where card ``c`` may be: one location if certain, several if not."""
        where = self.base[c]
        if where is not None:
            return (where,)
        return self.allowed[c]

    def sample(self, rng: random.Random) -> list[int]:
        """One world consistent with everything observed.

        The constrained cards are placed first, fewest places first, each at a
        random allowed place weighted by the room left there; a card with no
        room left is placed by moving others along an augmenting path (a
        bipartite matching step), which always succeeds because the real deal
        is one solution. The cards that may be anywhere then fill the room
        left, shuffled.

        Args:
            rng: the random source (seeded by the caller for reproducibility).

        Returns:
            For every card 0..51 its location: a seat, ``OUT``, ``PLAYED`` or ``ABSENT``.

        Raises:
            InferenceError: no world fits (a bug in the inference).
        """
        constrained, free, free_locs = self._groups()
        holder: list[int] = [(-9 if w is None else w) for w in self.base]
        room = dict(self.need)
        members: dict[int, list[Card]] = {loc: [] for loc in room}
        allowed = self.allowed
        rand = rng.random
        for group in constrained:
            cards = list(group)
            rng.shuffle(cards)
            for c in cards:
                opts = [loc for loc in allowed[c] if room[loc] > 0]
                if not opts:
                    self._augment(c, holder, room, members)
                    continue
                loc = opts[0]
                if len(opts) > 1:
                    pick = rand() * sum(room[o] for o in opts)
                    for loc in opts:
                        pick -= room[loc]
                        if pick < 0:
                            break
                room[loc] -= 1
                members[loc].append(c)
                holder[c] = loc
        # The cards that may be anywhere fill the room left, uniformly.
        cards = list(free)
        rng.shuffle(cards)
        i = 0
        for loc in free_locs:
            k = room[loc]
            for c in cards[i:i + k]:
                holder[c] = loc
            i += k
        return holder

    def _groups(self) -> tuple[list[list[Card]], list[Card], list[int]]:
        """Unknown cards grouped: those with fewer places (fewest first), then those that may be anywhere."""
        cached = self._cached_groups
        if cached is not None:
            return cached
        everywhere = tuple(loc for loc, k in self.need.items() if k > 0)
        by_places: dict[tuple[int, ...], list[Card]] = {}
        free: list[Card] = []
        for c in sorted(self.allowed):
            places = self.allowed[c]
            if set(places) == set(everywhere):
                free.append(c)
            else:
                by_places.setdefault(places, []).append(c)
        constrained = [by_places[k] for k in sorted(by_places, key=lambda k: (len(k), k))]
        cached = (constrained, free, list(everywhere))
        self._cached_groups = cached
        return cached


    def _augment(self, c: Card, holder: list[int], room: dict[int, int], members: dict[int, list[Card]]) -> None:
        """Place ``c`` by moving placed cards along a shortest augmenting path."""
        allowed = self.allowed
        parent: dict[int, tuple[int | None, Card]] = {}
        queue: list[int] = []
        for loc in allowed[c]:
            if loc not in parent:
                parent[loc] = (None, c)
                queue.append(loc)
        end = None
        i = 0
        while i < len(queue) and end is None:
            loc = queue[i]
            i += 1
            for x in members[loc]:
                for nxt in allowed[x]:
                    if nxt not in parent:
                        parent[nxt] = (loc, x)
                        if room[nxt] > 0:
                            end = nxt
                            break
                        queue.append(nxt)
                if end is not None:
                    break
        if end is None:
            raise InferenceError(f"no world fits seat {self.seat}'s observation (card {c})")
        room[end] -= 1
        cur: int = end
        while True:
            prev, x = parent[cur]
            if prev is not None:
                members[prev].remove(x)
            members[cur].append(x)
            holder[x] = cur
            if prev is None:
                break
            cur = prev


def infer(obs: Observation, presume_hoyle: bool = False) -> Knowledge:
    """Everything ``obs.seat`` can tell about where the unplayed cards are.

    Args:
        obs: the seat's own observation.
        presume_hoyle: also take the other seats to lead as Hoyle's advice
            says (Normal, :func:`popejoan.ai.simple.hoyle_leads`) in its surest
            point: a seat that led anything but the bottom card of a suit (an
            Ace, or a Two where Aces are high) held no such card it could have
            led. A presumption, not a rule: a caller must be ready for an
            observation that no world then fits (:class:`InferenceError`),
            and drop it.

    Returns:
        The seat's :class:`Knowledge`.

    Raises:
        InferenceError: the observation is self-contradictory.
    """
    rules = obs.rules
    me = obs.seat
    n = obs.players
    base: list[int | None] = [None] * 52
    base[20] = ABSENT
    for c in obs.hand:
        base[c] = me
    for _, c in obs.played:
        base[c] = PLAYED
    cards_rule = rules.lead.cards
    change_kinds = rules.lead.change_suit_kinds
    next_of, order_key = card_order(rules)
    successor = [-1 if c is None else c for c in next_of]
    rank_index = [k % 13 for k in order_key]

    out_of_hands: set[Card] = set()
    not_held: dict[int, set[Card]] = {s: set() for s in range(n)}
    gone: set[Card] = set()
    avoid: int | None = None  # the suit a lead had to leave after the last stop, if a change was due
    last_played: Card | None = None

    def holds_only(seat: int, suit: int) -> None:
        for other in PACK:
            if other // 13 != suit and other not in gone:
                not_held[seat].add(other)

    for ev in obs.events:
        if isinstance(ev, CardPlayed):
            if ev.pope_as_stop and last_played is not None:
                missing = successor[last_played]
                if missing >= 0 and missing not in gone:
                    out_of_hands.add(missing)
            if ev.lead:
                suit = ev.card // 13
                suits: Sequence[int] = range(4)
                if avoid is not None:
                    if suit == avoid:  # the leader held no other suit
                        holds_only(ev.seat, avoid)
                        suits = (avoid,)
                    else:
                        suits = tuple(s for s in range(4) if s != avoid)
                if presume_hoyle and ev.seat != me and rank_index[ev.card] != 0:
                    # A Hoyle player leads the card that can never be led to first: it held none it could lead.
                    for s in suits:
                        for bottom in range(s * 13, s * 13 + 13):
                            if rank_index[bottom] == 0 and bottom in _PACK_SET and bottom not in gone:
                                not_held[ev.seat].add(bottom)
                if cards_rule == "lowest_of_suit":
                    suits = (suit,)
                if cards_rule != "any":
                    rank = rank_index[ev.card]
                    for s in suits:
                        for lower in range(s * 13, s * 13 + 13):
                            if rank_index[lower] < rank and lower in _PACK_SET and lower not in gone:
                                not_held[ev.seat].add(lower)
                avoid = None
            gone.add(ev.card)
            last_played = ev.card
        elif isinstance(ev, SequenceStopped):
            if ev.next_card is not None and ev.reason == "dead":
                out_of_hands.add(ev.next_card)
            avoid = ev.card // 13 if ev.reason in change_kinds else None
        elif isinstance(ev, LeadPassed) and avoid is not None:
            holds_only(ev.seat, avoid)
        elif isinstance(ev, PopeOffered) and ev.missing not in gone:
            out_of_hands.add(ev.missing)  # my own offer: the missing card is in nobody's hand

    # A deal that waits on nobody this seat can see waits on a hidden Pope
    # offer: the next card is in nobody's hand and another seat holds the Pope.
    pope_held_elsewhere = False
    if obs.decision is None and obs.played and not any(isinstance(ev, DealEnded) for ev in obs.events):
        missing = successor[obs.played[-1][1]]
        if missing >= 0 and missing not in gone:
            out_of_hands.add(missing)
        pope_held_elsewhere = True

    # Certain places: the turn-up, the stock a dealer may see.
    up_where = obs.turn_up_holder
    if base[obs.turn_up] is None:
        base[obs.turn_up] = OUT if up_where in (DEAD_HAND, UNDEALT) else up_where
    if obs.stock is not None:
        for c in obs.stock:
            if base[c] is None:
                base[c] = OUT
    for c in out_of_hands:
        if base[c] is None:
            base[c] = OUT

    need: dict[int, int] = {}
    known_at = [0] * n
    known_out = 0
    for c in PACK:
        w = base[c]
        if w is None:
            continue
        if w >= 0:
            known_at[w] += 1
        elif w == OUT:
            known_out += 1
    for s in range(n):
        if s != me:
            need[s] = obs.hand_sizes[s] - known_at[s]
    need[OUT] = obs.dead_hand_size + obs.undealt_size - known_out
    if any(v < 0 for v in need.values()):
        raise InferenceError(f"seat {me}'s observation places more cards than a hand holds: {need}")
    locations = [loc for loc, k in need.items() if k > 0]
    allowed: dict[Card, tuple[int, ...]] = {}
    for c in PACK:
        if base[c] is not None:
            continue
        opts = tuple(
            loc for loc in locations
            if (loc == OUT and not (c == POPE and pope_held_elsewhere)) or (loc != OUT and c not in not_held[loc])
        )
        if not opts:
            raise InferenceError(f"card {c} can be nowhere in seat {me}'s observation")
        allowed[c] = opts
    if sum(need.values()) != len(allowed):
        raise InferenceError(f"seat {me}: {len(allowed)} unknown cards for {sum(need.values())} places")
    return Knowledge(
        seat=me, players=n, base=base, allowed=allowed, need=need,
        out_of_hands={c for c in out_of_hands if base[c] == OUT},
        not_held={s: {c for c in cards if c in allowed} for s, cards in not_held.items() if s != me},
    )


def rebuild_deal(obs: Observation, world: list[int], rng: random.Random | None = None) -> Deal:
    """An engine :class:`~popejoan.engine.state.Deal` in which ``world`` is the truth.

    Builds, through the engine's public constructor, the deck that deals every
    card where ``world`` puts it (played cards to whoever played them), with
    the turn-up where the ruleset turns it, then replays the deal's decisions
    (leads, Pope offers) read from the public events. The board and balances
    before the deal are worked back from the events. If ``world`` is
    consistent with ``obs``, the rebuilt deal's observation for ``obs.seat``
    equals ``obs``: the test of honesty (``tests/ai/test_honesty.py``) and of
    the inference rests on this.

    Args:
        obs: the observation the world was sampled for.
        world: a location for every card, as from :meth:`Knowledge.sample`.
        rng: orders cards within a hand and splits out-of-play cards between
            the dead hand and the undealt ones (default: seeded with 0).

    Returns:
        The rebuilt deal, at the same decision as ``obs``.

    Raises:
        PopeJoanError: the world cannot be dealt or replayed (inconsistent).
    """
    rng = rng or random.Random(0)
    rules = obs.rules
    dealt = next(ev for ev in obs.events if isinstance(ev, CardsDealt))
    recipients = dealt.recipients
    original: dict[int, list[Card]] = {s: [] for s in range(obs.players)}
    out_cards: list[Card] = []
    for c in PACK:
        w = world[c]
        if w >= 0:
            original[w].append(c)
        elif w == OUT:
            out_cards.append(c)
    for seat, c in obs.played:
        original[seat].append(c)
    dead_cards: list[Card]
    if obs.stock is not None:
        dead_cards = list(obs.stock)
        rest = [c for c in out_cards if c not in set(dead_cards)]
    else:
        rest = [c for c in out_cards if c != obs.turn_up]
        rng.shuffle(rest)
        take = obs.dead_hand_size - (1 if obs.turn_up_holder == DEAD_HAND else 0)
        dead_cards = rest[:take]
        rest = rest[take:]
        if obs.turn_up_holder == DEAD_HAND:
            dead_cards.append(obs.turn_up)
        rng.shuffle(dead_cards)
    piles: dict[int, list[Card]] = {DEAD_HAND: dead_cards, UNDEALT: rest}
    for seat, cards in original.items():
        cards = [c for c in cards if c != obs.turn_up]
        rng.shuffle(cards)
        piles[seat] = cards
    up_index = _turn_up_index(obs, recipients)
    if obs.stock is None:
        holder_pile = recipients[up_index]
        if obs.turn_up in piles[holder_pile]:
            piles[holder_pile].remove(obs.turn_up)
    deck: list[Card] = []
    for i, who in enumerate(recipients):
        if i == up_index and obs.stock is None:
            deck.append(obs.turn_up)
        else:
            deck.append(piles[who].pop(0))
    balances, board = rewind_chips(obs.balances, obs.board, obs.events)
    first = obs.events[0]
    assert isinstance(first, DealStarted), "a deal's events begin with its start"
    number = first.number
    deal = Deal(rules, balances, board, obs.dealer, deck, number=number)
    # Replay the public decisions. Another seat's Pope offers are hidden from
    # obs.seat: an offer not followed by a Pope played as a stop was declined.
    decisions = [ev for ev in obs.events if isinstance(ev, CardPlayed) and (ev.lead or ev.pope_as_stop)]
    i = 0
    while not deal.over:
        if deal.decision == "pope_offer":
            if i < len(decisions) and decisions[i].pope_as_stop:
                deal.apply(POPE)
                i += 1
            elif i == len(decisions) and obs.decision != "lead":
                break
            else:
                deal.apply(PASS)
            continue
        if i == len(decisions):
            break
        deal.apply(decisions[i].card)
        i += 1
    return deal


def _turn_up_index(obs: Observation, recipients: tuple[int, ...]) -> int:
    """The position in the deck of the turn-up, as the engine deals (docs/rules.md, "Exact readings")."""
    rules = obs.rules.deal
    if rules.turn_up == "dead_hand_first":
        return recipients.index(DEAD_HAND)
    if rules.turn_up == "dead_hand_last":
        return len(recipients) - 1 - recipients[::-1].index(DEAD_HAND)
    size = obs.players + (0 if rules.dead_hand == "none" else 1)
    available = 51 - rules.reserve_for(obs.players)
    count = size * (available // size) if rules.rounds == "whole" else available
    return count - 1
