"""The coach: a review of the decisions one seat took in a deal, priced from what that seat could see.

For each decision the seat took with a choice (a lead with two or more legal cards, or an answer to the
Pope's offer), the review rebuilds the seat's observation at that moment and has the Expert's search play
every legal action out in the same sampled worlds (:meth:`popejoan.ai.search.SearchPlayer.estimate`). It
reports the chosen action, the best one, the expected fish of each, how sure the figures are, and the
loss: the best value less the chosen one, never below 0. A decision that cost at least :data:`MARK` fish is
marked, and the review says why in terms of the cards (:class:`LeadShape`): a run only the seat can go
on with keeps the lead; a lead that ends where another seat may go on passes it; a run that empties the
hand goes out and wins the Game.

Honest: every figure comes from the seat's observation at the decision (its own hand and the public
events), never from the hidden cards as they really lay: the search samples worlds consistent with the
observation, and its random numbers come from :data:`REVIEW_SEED` and public facts only
(:meth:`SearchPlayer.rng_for`). Re-dealing the hidden cards in any way the observation allows leaves the
review unchanged (``tests/ai/test_review.py``). Deterministic: the search has no time limit here.

This module decides no rule: the deal is the engine's own (:class:`popejoan.engine.state.Deal`), and the
words are the front end's (message keys from :class:`LeadShape`), or the command line's English
(``python -m popejoan review``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from popejoan.ai.search import EXPERT_BUDGET, EXPERT_CANDIDATES, EXPERT_MODEL, EXPERT_PAST, EXPERT_TREE, SearchPlayer
from popejoan.engine.cards import POPE, Card, card_code, card_label
from popejoan.engine.observation import Observation
from popejoan.engine.plan import plan_of
from popejoan.engine.play import PASS
from popejoan.engine.state import Deal

REVIEW_ROLLOUTS = 1200
"""Rollouts per reviewed decision, all legal actions together (each action is played out in
``max(8, REVIEW_ROLLOUTS // actions)`` worlds): 70 to 110 ms of CPU a decision on this project's machine,
a whole deal's review of one seat 0.4 s (3 players; slowest 0.65 s) and 0.1 s (8 players) at the median
(``bench/review.py``, 2026-12-04), inside the 2 s the review may take."""

REVIEW_SEED = 0
"""The search's seed in a review: a constant, so that the same deal always reviews the same (the search
mixes in the public facts of each decision: :meth:`SearchPlayer.rng_for`)."""

MARK = 0.5
"""A decision that cost at least this many fish is marked as a mistake worth a look (issue 34)."""

CLOSE = 0.25
"""A decision within this many fish of the best counts as a good one in the session's standings."""


@dataclass(frozen=True)
class LeadShape:
    """What a lead does with the seat's own cards, as the seat can see it: the words a review gives.

    Attributes:
        card: the card led (or ``POPE`` / ``PASS`` at a Pope offer, where the run is empty).
        run: the seat's own cards that the lead plays in a row, the led card first (the sequence goes on
            through the seat's own next cards in the ruleset's order: docs/rules.md, "What all sources
            share").
        ends: how the run ends, as the seat can tell: ``"out"`` (it empties the hand: the seat goes out and
            wins the Game), ``"stop"`` (the card after the run's last is known to stop it: the top of the
            suit, the 7♦ whose 8♦ is out, a card played already, or a stock card a dealer has seen: the
            seat keeps the lead), or ``"open"`` (the next card is in some other hand or the dead hand,
            unknown to the seat: the lead may pass).
        stop_card: with ``"stop"``, the run's last card (the stop); else ``None``.
        stake_cards: the cards of the run that may win a compartment: the Pope, and the Ace, King, Queen
            and Jack of trumps (docs/rules.md, "What all sources share").
        left: the cards left in the seat's hand after the run.
    """

    card: int
    run: tuple[Card, ...]
    ends: str
    stop_card: Card | None
    stake_cards: tuple[Card, ...]
    left: int


@dataclass(frozen=True)
class ReviewedDecision:
    """One decision of the reviewed seat, priced.

    Attributes:
        action: the decision's index in the deal's actions (:attr:`Deal.actions`; in a deal file, the
            index into ``actions``, counting on through the default leads after them).
        kind: ``"lead"`` or ``"pope_offer"``.
        chosen: the action taken: a card, or ``POPE`` / ``PASS``.
        best: the action with the highest value (ties: the first in ``values``' order).
        values: each legal action's expected fish for the seat from the decision to the end of the deal
            (the chips it ends with, counting its share of what is left on the board, less its balance at
            the decision), in the order of the legal actions.
        errors: for each legal action, the standard error in fish of its loss (best less it, world by
            world); 0 for the best.
        loss: ``values[best] - values[chosen]``, never below 0.
        chosen_shape: what the chosen action does with the seat's cards (:class:`LeadShape`).
        best_shape: what the best action does likewise.
        hand: the seat's hand at the decision.
    """

    action: int
    kind: str
    chosen: int
    best: int
    values: dict[int, float]
    errors: dict[int, float]
    loss: float
    chosen_shape: LeadShape
    best_shape: LeadShape
    hand: tuple[Card, ...]

    @property
    def marked(self) -> bool:
        """Whether the decision cost at least :data:`MARK` fish."""
        return self.loss >= MARK

    @property
    def close(self) -> bool:
        """Whether the decision was the best or within :data:`CLOSE` fish of it."""
        return self.loss <= CLOSE


@dataclass(frozen=True)
class Review:
    """The review of every decision one seat took with a choice in one deal.

    Attributes:
        seat: the reviewed seat.
        decisions: its decisions in the order taken (empty when it took none with a choice).
    """

    seat: int
    decisions: tuple[ReviewedDecision, ...]

    @property
    def total_loss(self) -> float:
        """The fish the seat's choices cost in all (the sum of the losses)."""
        return sum((d.loss for d in self.decisions), 0.0)

    @property
    def close_count(self) -> int:
        """How many decisions were the best or within :data:`CLOSE` fish of it."""
        return sum(1 for d in self.decisions if d.close)


def reviewer(seed: int = REVIEW_SEED) -> SearchPlayer:
    """The Expert's search as the review uses it: Expert's model, tree and leads past the tree
    (:func:`popejoan.ai.players.make_player`'s ``"expert"``), with no time limit."""
    return SearchPlayer(seed, EXPERT_BUDGET, model=EXPERT_MODEL, candidates=EXPERT_CANDIDATES, tree=EXPERT_TREE,
                        past=EXPERT_PAST)


def lead_shape(obs: Observation, action: int) -> LeadShape:
    """What ``action`` does with ``obs.seat``'s cards, from ``obs`` alone (see :class:`LeadShape`).

    Args:
        obs: the seat's observation at its decision.
        action: a legal action of that decision.
    """
    if obs.decision != "lead":
        return LeadShape(action, (), "open", None, (), len(obs.hand))
    plan = plan_of(obs.rules)
    successor = plan.successor
    hand = set(obs.hand)
    played = {c for _, c in obs.played}
    seen_stock = set(obs.stock or ())
    run = [action]
    nxt = successor[action]
    while nxt is not None and nxt in hand:
        run.append(nxt)
        nxt = successor[nxt]
    left = len(hand) - len(run)
    claim_cards = plan.claim_cards[obs.trump]
    stakes = tuple(c for c in run if c in claim_cards)
    if left == 0:
        return LeadShape(action, tuple(run), "out", None, stakes, 0)
    if nxt is None or nxt in played or nxt in seen_stock:
        return LeadShape(action, tuple(run), "stop", run[-1], stakes, left)
    return LeadShape(action, tuple(run), "open", None, stakes, left)


def review_decision(obs: Observation, chosen: int, action: int, player: SearchPlayer | None = None,
                    rollouts: int = REVIEW_ROLLOUTS) -> ReviewedDecision:
    """Price one decision from the seat's observation at it.

    Args:
        obs: the seat's observation at the decision (two or more legal actions).
        chosen: the action the seat took.
        action: the decision's index in the deal's actions.
        player: the search (default :func:`reviewer`).
        rollouts: the search's budget for this decision (:data:`REVIEW_ROLLOUTS`).

    Raises:
        ValueError: ``chosen`` is not one of the observation's legal actions.
        PopeJoanError: the observation offers the seat no decision.
    """
    legal = obs.choices()
    if chosen not in legal:
        raise ValueError(f"{chosen!r} is not a legal action at this decision")
    estimates = (player or reviewer()).estimate(obs, rollouts)
    values = {a: estimates.mean(a) for a in legal}
    top = max(values.values())
    best = next(a for a in legal if values[a] == top)
    errors = {a: (0.0 if a == best else estimates.difference(best, a)[1]) for a in legal}
    return ReviewedDecision(
        action=action, kind=obs.decision or "lead", chosen=chosen, best=best, values=values, errors=errors,
        loss=max(0.0, top - values[chosen]), chosen_shape=lead_shape(obs, chosen), best_shape=lead_shape(obs, best),
        hand=obs.hand,
    )


def review_deal(start: Deal, actions: Sequence[int], seat: int, rollouts: int = REVIEW_ROLLOUTS,
                seed: int = REVIEW_SEED) -> Review:
    """Review the decisions ``seat`` took with a choice, playing ``actions`` from ``start``.

    Args:
        start: a deal before its first decision (it is played on: pass a copy or a fresh deal).
        actions: every decision of the deal in order (:attr:`Deal.actions` of the finished deal).
        seat: the seat to review.
        rollouts: each decision's search budget (:data:`REVIEW_ROLLOUTS`).
        seed: the search's seed (:data:`REVIEW_SEED`).

    Returns:
        The review; its decisions are those at which ``seat`` was to move with two or more legal
        actions, in order.

    Raises:
        PopeJoanError: ``seat`` is not a seat of the deal.
        IllegalActionError: an action is illegal where it comes (a record that is not this deal's).
    """
    start.observation(seat)  # a seat of this deal, or PopeJoanError
    player = reviewer(seed)
    decisions: list[ReviewedDecision] = []
    for index, chosen in enumerate(actions):
        if start.over:
            break
        if start.to_move == seat and len(start.legal_actions()) > 1:
            decisions.append(review_decision(start.observation(seat), chosen, index, player, rollouts))
        start.apply(chosen)
    return Review(seat, tuple(decisions))


def action_code(action: int) -> str:
    """An action as a deal file writes it: a card code (``"9D"``), or ``"pass"`` at a Pope offer."""
    return "pass" if action == PASS else card_code(action)


_NUMBERS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
            "thirteen", "fourteen", "fifteen", "sixteen", "seventeen")


def shape_words(shape: LeadShape) -> str:
    """What an action does, in English words for the command line, e.g. ``"the A♣ starts a run of three only
    you can go on with, ending on the 3♣, so you keep the lead"`` (the front end says it in the player's
    language from the same :class:`LeadShape`)."""
    if not shape.run:
        return "playing the Pope" if shape.card == POPE else "passing"
    card = card_label(shape.card)
    stakes = ""
    if shape.stake_cards:
        stakes = " and plays the " + " and the ".join(card_label(c) for c in shape.stake_cards)
    if shape.ends == "out":
        return f"the {card} plays out your hand{stakes}: you go out and win the Game"
    if shape.ends == "stop":
        if len(shape.run) == 1:
            return f"the {card} stops at once{stakes}, so you keep the lead"
        n = _NUMBERS[len(shape.run)] if len(shape.run) < len(_NUMBERS) else str(len(shape.run))
        return (f"the {card} starts a run of {n} only you can go on with, ending on the {card_label(shape.run[-1])}"
                f"{stakes}, so you keep the lead")
    left = _NUMBERS[shape.left] if shape.left < len(_NUMBERS) else str(shape.left)
    return f"leading the {card}{stakes} may give the lead away with {left} cards in hand"


def why_words(decision: ReviewedDecision) -> str:
    """Why a decision cost what it did, in English for the command line: the best action's shape, then the
    chosen one's (``"best: ...; yours: ..."``)."""
    return f"best: {shape_words(decision.best_shape)}; yours: {shape_words(decision.chosen_shape)}"
