"""Hard and Expert: determinized Monte Carlo search over the hidden cards.

For each decision the player

1. reads its observation (:func:`popejoan.ai.inference.infer`): where every
   unplayed card may be, from hand sizes, cards played and by whom, stops and
   why, leads under the lowest-card rule, the turn-up, the stock a dealer may
   see, Pope offers;
2. samples worlds consistent with all of it (:meth:`Knowledge.sample`);
3. in every world, tries every legal action and plays the deal out to its
   end with the exact rules of play (:class:`popejoan.ai.sim.SimDeal`),
   every seat leading at random (:func:`rollout`; a Hoyle-like policy is an
   option, but random leads measured stronger);
4. scores each action by the chips it brings its own seat on average: stakes
   won (Pope, trump Ace, King, Queen, Jack, Matrimony, Intrigue, Game), the
   payments for cards left in hand (to the winner, or by this seat), the Pope
   holder's exemption (or double payment) as the ruleset says.

Every action is tried in the same worlds with the same random numbers
(common random numbers), so the comparison between actions is much sharper
than the noise of any one rollout. A budget of rollouts (iterations) is
spread over the actions by sequential halving: the weaker half is dropped
after each round, so the close choices get the most rollouts.

The random source is derived from the player's seed and the observation
(the deal number, how far the deal has gone, the seat), so the same seed and
the same observation always give the same choice, whatever happened before
and whatever the hidden cards really are (``tests/ai/test_honesty.py``).
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass
from typing import Callable, Container

from popejoan.engine.cards import POPE
from popejoan.engine.events import PopeOffered, SequenceStopped
from popejoan.engine.ruleset import COMPARTMENTS
from popejoan.engine.state import Observation
from popejoan.ai.inference import InferenceError, Knowledge, infer
from popejoan.ai.sim import LEAD, OFFER, OVER, PLAYED, SimDeal, sim_rules
from popejoan.ai.simple import NormalPlayer

_RANDOM_SLOTS = 32


@dataclass(frozen=True)
class Budget:
    """How hard a search player thinks, per decision.

    Attributes:
        iterations: rollouts per decision (all actions together); the main
            budget, deterministic for a given seed.
        time_limit: a safety bound in seconds: the search stops early when it
            is reached (only then does a choice depend on the machine's speed).
        min_worlds: the fewest worlds sampled, however many actions there are.
    """

    iterations: int
    time_limit: float = 0.25
    min_worlds: int = 8


HARD_BUDGET = Budget(iterations=400, time_limit=0.25)
"""Hard: 400 rollouts a decision (about 15 ms on one core), never more than 0.25 s."""
EXPERT_BUDGET = Budget(iterations=1600, time_limit=1.0)
"""Expert: four times Hard's rollouts."""


def position(obs: Observation, world: list[int]) -> SimDeal:
    """The simulator position of ``obs``'s decision, with ``world`` as the hidden truth.

    Args:
        obs: an observation at a decision (``obs.decision`` is not ``None``).
        world: a location for each card (:meth:`Knowledge.sample`).
    """
    return positions(obs)(world)


def positions(obs: Observation) -> Callable[[list[int]], SimDeal]:
    """A maker of simulator positions for ``obs``'s decision, one per world (reads ``obs`` once)."""
    stop_card = None
    stop_reason = None
    missing = -1
    for ev in obs.events:
        if isinstance(ev, SequenceStopped):
            stop_card = ev.card
            stop_reason = ev.reason
        elif isinstance(ev, PopeOffered):
            missing = ev.missing
    board = [obs.board.get(name, 0) for name in COMPARTMENTS]
    rules = sim_rules(obs.rules)
    to_move = obs.to_move if obs.to_move is not None else obs.seat
    decision = OFFER if obs.decision == "pope_offer" else LEAD

    def make(world: list[int]) -> SimDeal:
        return SimDeal.start(
            rules, obs.players, obs.trump, world, board, obs.played, to_move, decision,
            stop_card=stop_card, missing=missing, stop_reason=stop_reason, dealer=obs.dealer,
        )

    return make


def rollout(s: SimDeal, rand: list[float], smart: Container[int] = ()) -> None:
    """Play ``s`` to the end of the deal, every seat leading at random, using the numbers in ``rand``.

    At a Pope offer the Pope is always played. A leader in ``smart`` prefers
    a card whose run (through the leader's own following cards) ends on a
    known stop (a King, the 7♦, or a card whose successor has been played:
    public knowledge only), then the Pope, else a random lead: Hoyle's advice
    (RULES.md, "Leading", hoyle-1847) made cheap. Random leads for every seat
    measured stronger in duplicate matches (bench/README.md), so they are the
    default.

    Args:
        s: the position, changed in place.
        rand: uniform numbers in [0, 1); ``len(rand)`` must be a power of two.
        smart: the seats that lead by the Hoyle-like policy instead of at random.
    """
    i = 0
    mask = len(rand) - 1
    holder = s.holder
    successor = s.r.successor
    while s.decision != OVER:
        if s.decision == OFFER:
            s.apply(POPE)
            continue
        seat = s.to_move
        cards = s.legal_leads(seat)
        if len(cards) > 1 and seat not in smart:
            c = cards[int(rand[i & mask] * len(cards))]
            i += 1
        elif len(cards) > 1:
            stops = []
            for c in cards:
                e = c
                nxt = successor[e]
                while nxt >= 0 and holder[nxt] == seat:
                    e = nxt
                    nxt = successor[e]
                if nxt < 0 or holder[nxt] == PLAYED:
                    stops.append(c)
            if stops:
                cards = stops
            elif POPE in cards:
                cards = [POPE]
            c = cards[int(rand[i & mask] * len(cards))]
            i += 1
        else:
            c = cards[0]
        s.apply(c)


def _action_order(obs: Observation) -> Callable[[int], int]:
    """Orders actions for breaking ties: cards lowest first in the ruleset's order (``ace``), ``PASS`` first."""
    order_key = sim_rules(obs.rules).order_key
    return lambda a: order_key[a] if a >= 0 else -1


class SearchPlayer:
    """A determinized Monte Carlo player (Hard, Expert).

    Args:
        seed: seeds the player's random source; ``None`` for an unseeded player.
        budget: rollouts and time per decision.
        board_weight: how much a chip left on the board is worth to this seat,
            as a fraction of a chip in hand: unwon stakes stay on the board for
            later deals (RULES.md, "What all sources share"), where each seat
            may win them. ``None``: one share, ``1 / players``.
        smart: who leads by the quick Hoyle-like policy in rollouts:
            ``"none"`` (every seat leads at random: measured strongest, and
            cheapest; bench/README.md), ``"self"`` or ``"all"``.
    """

    stateless = True
    """The choice depends only on the seed and the observation (so it may run in another process)."""

    def __init__(
        self, seed: int | None = None, budget: Budget = HARD_BUDGET, board_weight: float | None = None,
        smart: str = "none",
    ) -> None:
        self.seed = random.randrange(2**63) if seed is None else seed
        self.budget = budget
        self.board_weight = board_weight
        self.smart = smart
        self.last_stats: dict[str, float] = {}

    def rng_for(self, obs: Observation) -> random.Random:
        """The random source for the decision at ``obs``: a function of the seed and public facts only."""
        number = getattr(obs.events[0], "number", 0) if obs.events else 0
        return random.Random(f"{self.seed}/{number}/{obs.dealer}/{len(obs.events)}/{obs.seat}")

    def choose(self, observation: Observation) -> int:
        """The action with the most chips on average over sampled worlds.

        Raises:
            ValueError: the observation offers this seat no action.
        """
        legal = observation.choices()
        if len(legal) == 1:
            self.last_stats = {"worlds": 0, "rollouts": 0}
            return legal[0]
        try:
            values = self.evaluate(observation)
        except InferenceError:
            # An observation no world fits (a bug, never bad luck): play Hoyle's lead, not at random.
            self.last_stats = {"worlds": 0, "rollouts": 0, "fallback": 1}
            return NormalPlayer(self.seed).choose(observation)
        best = max(values.values())
        key = _action_order(observation)
        return min((a for a, v in values.items() if v == best), key=key)

    def evaluate(self, obs: Observation) -> dict[int, float]:
        """Mean chips each legal action brings ``obs.seat``, over sampled worlds and rollouts.

        Sequential halving: round by round, every surviving action is played
        out in the same new worlds; after each round the weaker half is
        dropped. Values of dropped actions are their means when dropped.
        """
        began = time.perf_counter()
        rng = self.rng_for(obs)
        random_ = rng.random
        knowledge: Knowledge = infer(obs)
        make = positions(obs)
        me = obs.seat
        weight = 1.0 / obs.players if self.board_weight is None else self.board_weight
        legal = list(obs.legal)
        order = _action_order(obs)
        smart_seats = {"none": (), "self": (me,), "all": range(obs.players)}[self.smart]
        budget = self.budget
        total = {a: 0.0 for a in legal}
        count = {a: 0 for a in legal}
        alive = list(legal)
        rounds = max(1, (len(legal) - 1).bit_length())
        per_round = budget.iterations // rounds
        rollouts = worlds = 0
        deadline = began + budget.time_limit
        for r in range(rounds):
            n_worlds = max(budget.min_worlds if r == 0 else 1, per_round // len(alive))
            for _ in range(n_worlds):
                world = knowledge.sample(rng)
                base = make(world)
                board_before = sum(base.board)
                rand = [random_() for _ in range(_RANDOM_SLOTS)]
                worlds += 1
                for a in alive:
                    s = base.copy()
                    s.apply(a)
                    rollout(s, rand, smart_seats)
                    value = s.gain[me]
                    if weight:
                        value += weight * (sum(s.board) - board_before)
                    total[a] += value
                    count[a] += 1
                    rollouts += 1
                if time.perf_counter() > deadline:
                    break
            if time.perf_counter() > deadline or len(alive) <= 1:
                break
            if r < rounds - 1:
                alive.sort(key=lambda a: (-total[a] / count[a], order(a)))
                alive = alive[: max(1, (len(alive) + 1) // 2)]
        self.last_stats = {
            "worlds": worlds, "rollouts": rollouts, "seconds": time.perf_counter() - began,
        }
        values = {a: (total[a] / count[a] if count[a] else float("-inf")) for a in legal}
        # Survivors rank above dropped actions, whatever their means.
        for a in legal:
            if a not in alive:
                values[a] -= 1e6
        return values
