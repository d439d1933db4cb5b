"""The search's imagined deals: a deal at a seat's decision with the hidden cards where a sampled world
puts them, copies of a deal, and random play to the end (a part of :class:`popejoan.engine.state.Deal`,
which inherits it).

Holds :class:`Imagining` (:meth:`~Imagining.imagined`, :meth:`~Imagining.copy`,
:meth:`~Imagining.play_out`), what a search player (:mod:`popejoan.ai.search`) plays its rollouts on, on
the engine's own rules. Not the rules of play themselves (:mod:`popejoan.engine.play`), nor sampling the
worlds (:mod:`popejoan.ai.inference`).
"""

from __future__ import annotations

from collections.abc import Sequence
from math import floor
from typing import TYPE_CHECKING, TypeVar

from popejoan.engine.cards import POPE, Card
from popejoan.engine.errors import PopeJoanError
from popejoan.engine.events import DealStarted, Event, PopeOffered, SequenceStopped
from popejoan.engine.observation import Observation
from popejoan.engine.places import DEAD_HAND
from popejoan.engine.plan import Plan, plan_of
from popejoan.engine.play import PASS

if TYPE_CHECKING:
    from popejoan.engine.ruleset import Ruleset

_LAST_IMAGINED: list[tuple[object, Imagining | None]] = [(None, None)]
"""The observation of the last imagined deal and what its deals share (a search imagines hundreds of worlds per
observation)."""
_D = TypeVar("_D", bound="Imagining")
"""A deal (:class:`~popejoan.engine.state.Deal`): what :meth:`Imagining.copy` and :meth:`Imagining.imagined` give."""


class Imagining:
    """A search's deals: a part of :class:`~popejoan.engine.state.Deal` (not used alone)."""

    # What this part sets and copies of the deal: all of it (see Deal._set_up and the other parts).
    rules: Ruleset
    players: int
    dealer: int
    number: int
    deck: tuple[Card, ...]
    balances: list[int]
    board: dict[str, int]
    events: list[Event]
    played: list[tuple[int, Card]]
    holder: list[int]
    hands: list[set[Card]]
    dealt_count: list[int]
    dead_hand: list[Card]
    undealt: list[Card]
    turn_up: Card
    trump: int
    to_move: int | None
    decision: str | None
    over: bool
    _plan: Plan
    _listen: bool
    _actions: list[int]
    _run: int
    _claim_cards: frozenset[Card]
    _trump_plays: dict[int, tuple[int, int]]
    _legal: list[Card] | None
    _avoid_suit: int | None
    _missing: Card | None
    _stopper: int | None

    if TYPE_CHECKING:  # the other parts' methods this part calls (popejoan.engine.state, popejoan.engine.play)

        def _answer(self, seat: int, action: int) -> None: ...

        def _legal_leads(self, seat: int) -> list[Card]: ...

        def _sequence(self, who: int, c: Card, lead: bool) -> None: ...

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

    def copy(self: _D) -> _D:
        """An independent deal in the same position, for trying actions without changing this one.

        Everything that play changes is copied (hands, holders, cards played,
        the sequence, balances, board, events so far, decisions); the copy's
        balances and board are its own, not a session's. What play never
        changes (the deck, the dead hand, the undealt cards, the cards dealt
        to each seat) is shared. A copy records
        events if this deal does (a deal from :meth:`imagined` does not). It
        costs a few microseconds: a search may make one per rollout.
        """
        cls = type(self)
        other = cls.__new__(cls)
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
    def imagined(cls: type[_D], observation: Observation, world: Sequence[int]) -> _D:
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
    def _template(cls: type[_D], obs: Observation) -> _D:
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
