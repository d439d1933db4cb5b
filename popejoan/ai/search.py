"""Hard and Expert: determinized Monte Carlo search over the hidden cards.

For each decision the player

1. reads its observation (:func:`popejoan.ai.inference.infer`): where every
   unplayed card may be, from hand sizes, cards played and by whom, stops and
   why, leads under the lowest-card rule, the turn-up, the stock a dealer may
   see, Pope offers;
2. samples worlds consistent with all of it (:meth:`Knowledge.sample`), and
   weighs them by how likely each makes the leads the other seats were seen
   to make, under a model of play (:class:`popejoan.ai.model.LeadModel`:
   Hoyle's advice, Normal's lead, mixed with a random lead);
3. in every world, tries every legal action and plays the deal out to its
   end on the engine itself (:meth:`popejoan.engine.state.Deal.imagined`,
   :meth:`~popejoan.engine.state.Deal.copy`: the rules of play exist once),
   the other seats leading by Hoyle's advice and this seat at random (Hard,
   :func:`modelled_rollout`; every seat at random: :func:`rollout`), or
   (Expert) by a tree over its own later leads kept for each action
   (:mod:`popejoan.ai.ismcts`) and past the tree as one who reads that
   imagined world (:func:`seer_leads`);
4. scores each action by the chips it brings its own seat on average (the
   chips a rollout moves on or off the board count at the seat's share): stakes
   won (Pope, trump Ace, King, Queen, Jack, Matrimony, Intrigue, Game), the
   payments for cards left in hand (to the winner, or by this seat), the Pope
   holder's exemption (or double payment) as the ruleset says.

Every action is tried in the same worlds with the same random numbers
(common random numbers), so the comparison between actions is much sharper
than the noise of any one rollout. A budget of rollouts (iterations) is
spread over the actions by sequential halving: the weaker half is dropped
after each round, so the close choices get the most rollouts.

An option (``tree``) replaces this seat's later leads in the rollouts by an
information-set tree over its own decisions, learnt across the worlds
(:mod:`popejoan.ai.ismcts`).

The random source is derived from the player's seed and the observation
(the deal number, how far the deal has gone, the seat), so the same seed and
the same observation always give the same choice, whatever happened before
and whatever the hidden cards really are (``tests/ai/test_ai_honesty.py``).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass

from popejoan.ai.inference import InferenceError, Knowledge, infer
from popejoan.ai.ismcts import Node, tree_rollout, ucb_pick
from popejoan.ai.model import LeadModel
from popejoan.ai.rollouts import modelled_rollout, rollout
from popejoan.ai.rollouts import position as position
from popejoan.ai.rollouts import seer_leads as seer_leads
from popejoan.ai.simple import NormalPlayer
from popejoan.engine.plan import card_order
from popejoan.engine.state import Deal, Observation

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
"""Hard: 400 rollouts a decision (about 30 ms of CPU on this project's machine), never more than 0.25 s."""
EXPERT_BUDGET = Budget(iterations=800, time_limit=1.0)
"""Expert: twice Hard's rollouts (about 75 ms of CPU a decision on this project's machine), never more than 1 s.
More (1,600 or 3,200) measured no better: bench/README.md."""
HARD_MODEL = 0.75
"""Hard's model of the others: the weight of Hoyle's advice against a random lead (:class:`LeadModel`)."""
EXPERT_MODEL = 0.75
"""Expert's model of the others: Hard's (a sharper one, 0.9 or 0.99, measured no better: bench/README.md)."""
EXPERT_TREE = "halving"
"""Expert's search: Hard's sequential halving for the decision now, and for each action a tree over this
seat's own later leads (:mod:`popejoan.ai.ismcts`), the same whatever world it cannot tell apart, learnt
from the rollouts' outcomes; Hard leads at random there (chosen 2026-12-01: bench/README.md, "third pass")."""
EXPERT_PAST = "seer"
"""Expert's own leads once past its tree: read from the imagined world (:func:`seer_leads`)."""
EXPERT_CANDIDATES = 1
"""Expert weighs the worlds it plays (drawing each from several sampled ones by their weights,
sampling-importance-resampling, measured no better: bench/README.md)."""


def _action_order(obs: Observation) -> Callable[[int], int]:
    """Orders actions for breaking ties: cards lowest first in the ruleset's order (``ace``), ``PASS`` first."""
    order_key = card_order(obs.rules)[1]
    return lambda a: order_key[a] if a >= 0 else -1


@dataclass(frozen=True)
class Estimates:
    """What a search found of each legal action, world by world (:meth:`SearchPlayer.estimate`).

    Every action was played out in the same worlds with the same random numbers, so two actions are best
    compared world by world (:meth:`difference`): their values rise and fall together with the world.

    Attributes:
        weights: each world's weight (the likelihood of the other seats' leads in it; 1.0 with no model).
        values: for each legal action, its value in each world, in chips (fish): the chips the seat ends
            the deal with, counting its share of the chips a rollout moves on or off the board, less its
            balance at the decision (what the action brings the seat from here on).
    """

    weights: tuple[float, ...]
    values: dict[int, tuple[float, ...]]

    def mean(self, action: int) -> float:
        """The weighted mean value of ``action`` over the worlds, in chips."""
        return sum(w * v for w, v in zip(self.weights, self.values[action])) / sum(self.weights)

    def difference(self, better: int, worse: int) -> tuple[float, float]:
        """How many chips ``better`` brings more than ``worse``, and the standard error of that figure.

        The error is the weighted standard error of the world-by-world differences (about two in three
        such figures lie within one error of the figure endless worlds would give); infinite with fewer
        than two worlds' worth of weight.
        """
        diffs = [a - b for a, b in zip(self.values[better], self.values[worse])]
        total = sum(self.weights)
        mean = sum(w * d for w, d in zip(self.weights, diffs)) / total
        variance = sum(w * (d - mean) ** 2 for w, d in zip(self.weights, diffs)) / total
        effective = total * total / sum(w * w for w in self.weights)
        return mean, ((variance / effective) ** 0.5 if effective > 1 else float("inf"))


class SearchPlayer:
    """A determinized Monte Carlo player (Hard, Expert).

    Args:
        seed: seeds the player's random source; ``None`` for an unseeded player.
        budget: rollouts and time per decision.
        board_weight: how much a chip left on the board is worth to this seat,
            as a fraction of a chip in hand: unwon stakes stay on the board for
            later deals (docs/rules.md, "What all sources share"), where each seat
            may win them. ``None``: one share, ``1 / players``.
        smart: with ``others="random"``, who leads by a quicker Hoyle-like
            policy (stops first) in rollouts: ``"none"``, ``"self"`` or ``"all"``.
        model: the weight of Hoyle's advice in the model of the other seats'
            leads (:class:`popejoan.ai.model.LeadModel`) that weighs the sampled
            worlds (default Hard's, :data:`HARD_MODEL`); ``None`` (or 0): every
            world the rules allow counts alike.
        candidates: with a model, each world the search plays is drawn from
            this many sampled ones in proportion to their weights
            (sampling-importance-resampling); 1 weighs the worlds instead.
        others: how the seats lead in rollouts: ``"hoyle"`` (the default:
            the other seats by Hoyle's advice, Normal's lead; this seat at
            random: :func:`modelled_rollout`), ``"all"`` (every seat by Hoyle's
            advice), ``"seer"`` (the others by Hoyle's advice, this seat as
            one who reads the imagined world: :func:`seer_leads`; Expert) or
            ``"random"`` (every seat at random: :func:`rollout`).
        tree: information-set tree search over this seat's own later
            decisions (:mod:`popejoan.ai.ismcts`): ``"none"`` (the flat
            search), ``"ucb"`` (every decision, the one now included, chosen by
            UCB over one sampled world per iteration; the budget's iterations
            are iterations) or ``"halving"`` (the actions now by sequential
            halving on common worlds as the flat search, this seat's later
            decisions in each rollout from a tree per action). The other seats
            lead by Hoyle's advice in either.
        ucb: the tree's UCB exploration constant, in chips.
        past: with a tree, how this seat leads past the tree: ``"random"`` or
            ``"seer"`` (:func:`seer_leads`).
        prior: with a tree, the action a decision of the tree tries first
            among those never tried there: ``"none"`` (any), ``"hoyle"``
            (Hoyle's advice) or ``"seer"`` (:func:`seer_leads`).
        key: with a tree, what tells this seat's later decisions apart:
            ``"hand"`` (its own actions and the hand it then holds) or
            ``"actions"`` (its own actions alone).
        presume: sample only worlds in which every other seat that led anything
            but the bottom card of a suit held none it could have led (Hoyle's
            advice, Normal's first rule; :func:`infer`'s ``presume_hoyle``),
            while some world fits that.
    """

    stateless = True
    """The choice depends only on the seed and the observation (so it may run in another process)."""

    def __init__(
        self, seed: int | None = None, budget: Budget = HARD_BUDGET, board_weight: float | None = None,
        smart: str = "none", model: float | None = HARD_MODEL, candidates: int = 1, others: str = "hoyle",
        presume: bool = False, tree: str = "none", ucb: float = 3.0, past: str = "random",
        prior: str = "none", key: str = "hand",
    ) -> None:
        self.seed = random.randrange(2**63) if seed is None else seed
        self.budget = budget
        self.board_weight = board_weight
        self.smart = smart
        self.model = float(model) if model else None
        self.candidates = max(1, int(candidates))
        if others not in ("random", "hoyle", "all", "seer"):
            raise ValueError(f"others must be 'random', 'hoyle', 'all' or 'seer', not {others!r}")
        self.others = others
        self.presume = presume in (True, "1", "true", "True")
        if tree not in ("none", "ucb", "halving"):
            raise ValueError(f"tree must be 'none', 'ucb' or 'halving', not {tree!r}")
        if past not in ("random", "seer"):
            raise ValueError(f"past must be 'random' or 'seer', not {past!r}")
        self.tree = tree
        self.ucb = float(ucb)
        self.past = past
        if prior not in ("none", "hoyle", "seer"):
            raise ValueError(f"prior must be 'none', 'hoyle' or 'seer', not {prior!r}")
        self.prior = prior
        if key not in ("hand", "actions"):
            raise ValueError(f"key must be 'hand' or 'actions', not {key!r}")
        self.key = key
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

    def _knowledge(self, obs: Observation) -> Knowledge:
        """What the seat knows; with ``presume``, taking the others to lead the bottom card of a suit first
        (:func:`infer`'s ``presume_hoyle``), unless no world then fits (another kind of player: the
        presumption is dropped)."""
        if self.presume:
            try:
                knowledge = infer(obs, presume_hoyle=True)
                knowledge.sample(random.Random(0))  # one world fits: then every sample does
                return knowledge
            except InferenceError:
                pass
        return infer(obs)

    def _model(self, obs: Observation) -> LeadModel | None:
        """The model that weighs the worlds by the other seats' leads, or None: no model chosen, or no other
        seat has led yet (every world then counts alike)."""
        model = LeadModel(obs, self.model) if self.model else None
        return model if model is not None and model.seen else None

    def _draw_world(self, knowledge: Knowledge, rng: random.Random, model: LeadModel | None) -> tuple[list[int], float]:
        """One world to play and its weight: sampled from ``knowledge`` and weighed by ``model`` (the
        likelihood of the others' leads in it; 1.0 with no model), or with ``candidates`` above 1 drawn
        from that many sampled worlds in proportion to their weights (then weighing 1.0 each)."""
        world = knowledge.sample(rng)
        if model is None:
            return world, 1.0
        if self.candidates == 1:
            return world, max(model.weight(world), 1e-300)
        pool = [world] + [knowledge.sample(rng) for _ in range(self.candidates - 1)]
        weights = [model.weight(w) for w in pool]
        pick = rng.random() * sum(weights)
        chosen = pool[-1]  # the last one, when rounding leaves ``pick`` at or above zero after them all
        for candidate, w in zip(pool, weights):
            pick -= w
            if pick < 0:
                chosen = candidate
                break
        return chosen, 1.0

    def evaluate(self, obs: Observation) -> dict[int, float]:
        """Mean chips each legal action brings ``obs.seat``, over sampled worlds and rollouts.

        Sequential halving: round by round, every surviving action is played
        out in the same new worlds; after each round the weaker half is
        dropped. Values of dropped actions are their means when dropped.
        """
        if self.tree == "ucb":
            return self._evaluate_ucb(obs)
        began = time.perf_counter()
        rng = self.rng_for(obs)
        random_ = rng.random
        knowledge, model = self._knowledge(obs), self._model(obs)
        modelled = self.others != "random"
        mine = {"all": "hoyle", "seer": "seer"}.get(self.others, "random")
        me = obs.seat
        share = 1.0 / obs.players if self.board_weight is None else self.board_weight
        legal = list(obs.legal)
        order = _action_order(obs)
        smart_seats = {"none": (), "self": (me,), "all": range(obs.players)}[self.smart]
        budget = self.budget
        total = {a: 0.0 for a in legal}
        count = {a: 0.0 for a in legal}
        alive = list(legal)
        rounds = max(1, (len(legal) - 1).bit_length())
        per_round = budget.iterations // rounds
        rollouts = worlds = 0
        deadline = began + budget.time_limit
        tree = self.tree == "halving"
        roots = {a: Node() for a in legal} if tree else {}
        nodes = 0
        c, past = self.ucb, self.past
        for r in range(rounds):
            n_worlds = max(budget.min_worlds if r == 0 else 1, per_round // len(alive))
            for _ in range(n_worlds):
                world, weight = self._draw_world(knowledge, rng, model)
                base = Deal.imagined(obs, world)
                board_before = sum(base.board.values())
                rand = [random_() for _ in range(_RANDOM_SLOTS)]
                worlds += 1
                for a in alive:
                    s = base.copy()
                    s.apply(a)
                    if tree:
                        path: list[tuple[Node, int]] = []
                        nodes += tree_rollout(s, roots[a], a, path, rand, me, c, past, prior=self.prior,
                                              by_hand=self.key == "hand", seer=seer_leads)
                    elif modelled:
                        modelled_rollout(s, rand, me, mine)
                    else:
                        rollout(s, rand, smart_seats)
                    value: float = s.balances[me]
                    if share:  # the chips a rollout moves on or off the board, at this seat's share of them
                        value += share * (sum(s.board.values()) - board_before)
                    total[a] += weight * value
                    count[a] += weight
                    rollouts += 1
                    if tree:
                        for node, b in path:
                            node.update(b, weight, value)
                time.sleep(0)  # let a UI thread run: the search may be on a background thread (popejoan.ai.worker)
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
        if tree:
            self.last_stats["nodes"] = nodes
        values = {a: (total[a] / count[a] if count[a] else float("-inf")) for a in legal}
        # Survivors rank above dropped actions, whatever their means.
        for a in legal:
            if a not in alive:
                values[a] -= 1e6
        return values

    def _evaluate_ucb(self, obs: Observation) -> dict[int, float]:
        """Information-set Monte Carlo tree search (:mod:`popejoan.ai.ismcts`) from this decision.

        Each of the budget's iterations samples one world (weighed by the
        model, or drawn by it with ``candidates``), picks the action now by
        UCB, and plays the deal out through the tree of this seat's later
        decisions. The chosen action is the most tried (robust child): its
        value is its mean chips; every other action ranks below it in order of
        its tries (value: mean chips minus 1e6 for each place below).
        """
        began = time.perf_counter()
        rng = self.rng_for(obs)
        random_ = rng.random
        knowledge, model = self._knowledge(obs), self._model(obs)
        me = obs.seat
        share = 1.0 / obs.players if self.board_weight is None else self.board_weight
        legal = list(obs.legal)
        order = _action_order(obs)
        c, past = self.ucb, self.past
        budget = self.budget
        deadline = began + budget.time_limit
        root = Node()
        nodes = iterations = 0
        for _ in range(budget.iterations):
            world, weight = self._draw_world(knowledge, rng, model)
            deal = Deal.imagined(obs, world)
            board_before = sum(deal.board.values())
            rand = [random_() for _ in range(_RANDOM_SLOTS)]
            a = ucb_pick(root, legal, c, random_())
            deal.apply(a)
            path: list[tuple[Node, int]] = [(root, a)]
            nodes += tree_rollout(deal, root, a, path, rand, me, c, past, prior=self.prior,
                                  by_hand=self.key == "hand", seer=seer_leads)
            value: float = deal.balances[me]
            if share:
                value += share * (sum(deal.board.values()) - board_before)
            for node, b in path:
                node.update(b, weight, value)
            iterations += 1
            if iterations % 16 == 0:
                time.sleep(0)  # let a UI thread run (popejoan.ai.worker)
                if time.perf_counter() > deadline:
                    break
        self.last_stats = {
            "worlds": iterations, "rollouts": iterations, "nodes": nodes, "seconds": time.perf_counter() - began,
        }
        ranked = sorted(legal, key=lambda b: (-root.visits.get(b, 0), -root.mean(b), order(b)))
        return {b: root.mean(b) - 1e6 * place for place, b in enumerate(ranked)}

    def estimate(self, obs: Observation, rollouts: int) -> Estimates:
        """Every legal action of ``obs``'s decision played out in the same worlds, with how sure each mean is.

        Unlike :meth:`evaluate` (which drops the weaker half of the actions round by round, so that a
        dropped action's value rests on few worlds), every action is played out in every world, with the
        same random numbers (common random numbers): the estimates are comparable one with another, as a
        review of a decision needs (:mod:`popejoan.ai.review`). The player's own policy plays the rollouts
        (Expert: a tree over its later leads for each action). There is no time limit: the same seed and
        observation always give the same estimates, on any machine.

        Args:
            obs: an observation at a decision of ``obs.seat`` (its ``legal`` not empty).
            rollouts: the budget, all actions together: each action is played out in
                ``max(self.budget.min_worlds, rollouts // len(legal))`` worlds.

        Returns:
            The value of each legal action in each world (:class:`Estimates`).

        Raises:
            PopeJoanError: the observation offers this seat no decision.
            InferenceError: no world fits the observation (a bug, never bad luck).
        """
        legal = obs.choices()
        rng = self.rng_for(obs)
        random_ = rng.random
        knowledge, model = self._knowledge(obs), self._model(obs)
        me = obs.seat
        share = 1.0 / obs.players if self.board_weight is None else self.board_weight
        mine = {"all": "hoyle", "seer": "seer"}.get(self.others, "random")
        modelled = self.others != "random"
        smart_seats = {"none": (), "self": (me,), "all": range(obs.players)}[self.smart]
        tree = self.tree == "halving"
        roots = {a: Node() for a in legal} if tree else {}
        c, past = self.ucb, self.past
        n_worlds = max(self.budget.min_worlds, rollouts // len(legal))
        weights: list[float] = []
        values: dict[int, list[float]] = {a: [] for a in legal}
        for _ in range(n_worlds):
            world, weight = self._draw_world(knowledge, rng, model)
            base = Deal.imagined(obs, world)
            board_before = sum(base.board.values())
            rand = [random_() for _ in range(_RANDOM_SLOTS)]
            weights.append(weight)
            for a in legal:
                s = base.copy()
                s.apply(a)
                path: list[tuple[Node, int]] = []
                if tree:
                    tree_rollout(s, roots[a], a, path, rand, me, c, past, prior=self.prior,
                                 by_hand=self.key == "hand", seer=seer_leads)
                elif modelled:
                    modelled_rollout(s, rand, me, mine)
                else:
                    rollout(s, rand, smart_seats)
                value = float(s.balances[me])  # an imagined deal's balances start at zero: the chips won from here
                if share:
                    value += share * (sum(s.board.values()) - board_before)
                values[a].append(value)
                for node, b in path:
                    node.update(b, weight, value)
            time.sleep(0)  # let a UI thread run: a review may be on a background thread
        return Estimates(tuple(weights), {a: tuple(v) for a, v in values.items()})
