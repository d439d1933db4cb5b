"""Information-set Monte Carlo tree search over a seat's own decisions: Expert's later leads (``tree="halving"``).

Single-observer ISMCTS (Cowling, Powley & Whitehouse, "Information Set Monte
Carlo Tree Search", IEEE TCIAIG 4(2), 2012), on the engine itself. The flat
search (:mod:`popejoan.ai.search`) scores each action now by rollouts in
which this seat's later leads are random (Hard) or read from the imagined
world (the Expert of 2026-11-30, :func:`~popejoan.ai.rollouts.seer_leads`: it
"knows" the sampled dead hand, so it fuses strategies no real player could
follow). Expert now keeps, for each action, a tree of its later leads
(bench/README.md, "third pass"), and reads the world only past the tree. Here the
seat's later leads come from a tree of its own decisions, learnt from the
statistics of many worlds: a node is one of the seat's decisions, reached by
its own earlier actions and the hand it then holds (what it sees of the
deal's course: its hand is its own observation), so the seat plays alike in
every world it cannot tell apart.

Each iteration plays one imagined world (:meth:`Deal.imagined` or a copy of
it) to the end of the deal:

- at a decision of this seat inside the tree, the action is chosen by UCB1
  among the actions legal *in that world*, with availability counts (each
  action's exploration term counts only the visits in which it was legal):
  ``mean + c * sqrt(ln(available) / visits)``, ``c`` in chips; an action
  never tried is tried first;
- one new node is added per iteration, the first decision of this seat
  reached outside the tree;
- the other seats lead by Hoyle's advice (Normal's lead,
  :func:`~popejoan.ai.simple.hoyle_leads`), as in
  :func:`~popejoan.ai.rollouts.modelled_rollout`; past the tree this seat leads
  at random (``past="random"``) or as one who reads the world (``"seer"``);
  a Pope offer below the root is answered with the Pope;
- the chips this seat won (and its share of the board's change) go back up
  the path, weighted by the world's weight under the model of the others'
  leads (:class:`~popejoan.ai.model.LeadModel`; 1 without a model).

Everything here depends only on the worlds, the random numbers and the
seat's own hand in those worlds, never on the real hidden cards: as honest as
the sampling (``tests/ai/test_ai_honesty.py``). The tree lives for one
decision (never kept between decisions), so a choice depends only on the
seed and the observation.
"""

from __future__ import annotations

from collections.abc import Callable, Container, Sequence
from math import log, sqrt

from popejoan.ai.simple import PlayedCards, hoyle_leads
from popejoan.engine.cards import POPE, Card
from popejoan.engine.plan import card_order
from popejoan.engine.state import Deal

SeerLeads = Callable[[list[Card], int, Sequence[int], int, Container[Card], Sequence["Card | None"]], list[Card]]
"""The signature of :func:`popejoan.ai.rollouts.seer_leads` (passed in: the search imports this module)."""

__all__ = ["Node", "tree_rollout", "ucb_pick"]


class Node:
    """One decision of the searching seat in the tree: statistics of each action tried there.

    Attributes:
        visits: per action, the iterations that took it here.
        weights: per action, the sum of those iterations' world weights.
        totals: per action, the sum of weight × chips (the seat's value, chips).
        available: per action, the iterations in which it was legal here.
        children: the next decision of the seat, keyed by ``(action, hand)``:
            the action taken here and the seat's hand (a bit mask of cards)
            at its next decision.
    """

    __slots__ = ("visits", "weights", "totals", "available", "children")

    def __init__(self) -> None:
        self.visits: dict[int, int] = {}
        self.weights: dict[int, float] = {}
        self.totals: dict[int, float] = {}
        self.available: dict[int, int] = {}
        self.children: dict[tuple[int, int], Node] = {}

    def mean(self, action: int) -> float:
        """The weighted mean chips of ``action`` here (``-inf`` if never tried)."""
        w = self.weights.get(action, 0.0)
        return self.totals[action] / w if w > 0 else float("-inf")

    def update(self, action: int, weight: float, value: float) -> None:
        """Count one iteration that took ``action`` here with world ``weight`` and ``value`` chips."""
        self.visits[action] = self.visits.get(action, 0) + 1
        self.weights[action] = self.weights.get(action, 0.0) + weight
        self.totals[action] = self.totals.get(action, 0.0) + weight * value


def ucb_pick(
    node: Node, legal: Sequence[int], c: float, r: float, prefer: Callable[[list[int]], list[int]] | None = None,
) -> int:
    """The action to try at ``node`` among ``legal`` (the actions legal in this world); counts their availability.

    An action never tried here comes first (``r``, a number in [0, 1), picks
    among several); else the highest ``mean + c * sqrt(ln(available) / visits)``,
    ties to the first in ``legal``.

    Args:
        node: the decision's statistics (its ``available`` counts are raised).
        legal: the legal actions in this world, at least one.
        c: the exploration constant, in chips.
        r: a uniform number in [0, 1).
        prefer: narrows the untried actions to those to try first (a prior:
            Hoyle's advice, or the seer's lead); ``None``: all alike.

    Returns:
        One of ``legal``.
    """
    available = node.available
    visits = node.visits
    fresh = []
    for a in legal:
        available[a] = available.get(a, 0) + 1
        if a not in visits:
            fresh.append(a)
    if fresh:
        if prefer is not None and len(fresh) > 1:
            fresh = prefer(fresh)
        return fresh[int(r * len(fresh))]
    best = legal[0]
    best_score = float("-inf")
    for a in legal:
        n = visits[a]
        score = node.totals[a] / node.weights[a] if node.weights[a] > 0 else 0.0
        score += c * sqrt(log(available[a]) / n)
        if score > best_score:
            best, best_score = a, score
    return best


def _hand_key(hand: set[int]) -> int:
    """The seat's hand as a bit mask of card numbers."""
    key = 0
    for card in hand:
        key |= 1 << card
    return key


def tree_rollout(
    deal: Deal, node: Node | None, last: int | None, path: list[tuple[Node, int]], rand: list[float], me: int,
    c: float, past: str = "random", expand: bool = True, prior: str = "none", by_hand: bool = True,
    seer: SeerLeads | None = None,
) -> bool:
    """Play ``deal`` to its end, ``me``'s decisions from the tree while they are in it; record the path.

    Args:
        deal: the imagined position, changed in place; ``me`` is to move, or
            ``last`` is the action ``me`` has just taken at ``node``.
        node: the tree node of ``me``'s last decision (``last`` set), or of
            its decision now (``last`` ``None``); ``None``: out of the tree.
        last: the action just taken at ``node``, or ``None``.
        path: receives ``(node, action)`` for each decision taken in the tree
            (the caller backs the value up along it).
        rand: uniform numbers in [0, 1); ``len(rand)`` must be a power of two.
        me: the searching seat.
        c: the UCB exploration constant (chips).
        past: how ``me`` leads outside the tree: ``"random"`` or ``"seer"``.
        expand: whether this iteration may still add a node.
        prior: which untried action a node tries first: ``"none"`` (any, by
            ``rand``), ``"hoyle"`` (Hoyle's advice for this seat's hand) or
            ``"seer"`` (the lead best in this world, :func:`seer_leads`).
        by_hand: key the next decision by the action before it and the
            seat's hand then (``True``), or by the action alone (the seat's
            own action sequence: more worlds share a node).
        seer: the seer's leads (:func:`popejoan.ai.rollouts.seer_leads`),
            needed when ``past`` or ``prior`` is ``"seer"``.

    Raises:
        ValueError: ``past`` or ``prior`` is ``"seer"`` and no ``seer`` is given.

    Returns:
        Whether a node was added.
    """
    successor, order_key = card_order(deal.rules)
    sees_stock = deal.rules.deal.dealer_sees_stock
    hands = deal.hands
    holder = deal.holder
    gone = PlayedCards(holder)
    stake_cards = deal.stake_cards
    seer_me = past == "seer"
    if seer is None and (seer_me or prior == "seer"):
        raise ValueError("the seer's leads are needed for past='seer' or prior='seer'")
    prefer: Callable[[list[int]], list[int]] | None = None
    if prior == "hoyle":
        def prefer(fresh: list[int]) -> list[int]:
            stock = deal.dead_hand if sees_stock and me == deal.dealer else ()
            return hoyle_leads(fresh, hands[me], gone, stock, successor, order_key)
    elif prior == "seer" and seer is not None:  # (checked above: "seer" always comes with its leads)
        def prefer(fresh: list[int]) -> list[int]:
            return seer(fresh, me, holder, len(hands[me]), stake_cards, successor)
    mask = len(rand) - 1
    i = 0
    added = False
    while not deal.over:
        seat = deal.to_move
        if deal.decision == "pope_offer":
            deal.apply(POPE)
            continue
        legal = deal.legal_actions()
        if seat == me and node is not None and len(legal) > 1:
            if last is not None:
                key = (last, _hand_key(hands[me]) if by_hand else 0)
                child = node.children.get(key)
                if child is None:
                    if not expand:
                        node = None
                    else:
                        child = node.children[key] = Node()
                        expand = False
                        added = True
                node = child
            if node is not None:
                a = ucb_pick(node, legal, c, rand[i & mask], prefer)
                i += 1
                path.append((node, a))
                last = a
                deal.apply(a)
                continue
        if len(legal) > 1:
            if seat != me:
                stock = deal.dead_hand if sees_stock and seat == deal.dealer else ()
                legal = hoyle_leads(legal, hands[seat], gone, stock, successor, order_key)  # type: ignore[index]
            elif seer_me and seer is not None:  # (always: checked above)
                legal = seer(legal, me, holder, len(hands[me]), stake_cards, successor)
        if len(legal) > 1:
            deal.apply(legal[int(rand[i & mask] * len(legal))])
            i += 1
        else:
            deal.apply(legal[0])
    return added
