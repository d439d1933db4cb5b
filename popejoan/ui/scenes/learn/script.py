"""The lesson's deal and its computers: the pinned deal read from :data:`~popejoan.ui.scenes.learn.steps.LESSON_FILE`,
the scripted computer seats, and the coach's advice at the learner's lead.

Holds :func:`lesson_spec` and :func:`lesson_session` (the engine's session for the lesson deal),
:class:`ScriptedPlayer` (a computer seat that leads as the deal file's default does) and :func:`advice` (what the
coach would lead and why, from :func:`popejoan.ai.review.lead_shape`). No pygame, no drawing.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from popejoan.ai.review import LeadShape, lead_shape
from popejoan.engine.cards import Card, parse_cards, suit_of
from popejoan.engine.dealfile import DealFile, read_deal_file
from popejoan.engine.observation import Observation
from popejoan.engine.plan import card_order
from popejoan.engine.ruleset import find_ruleset
from popejoan.engine.session import Session
from popejoan.engine.state import PASS, Deal
from popejoan.ui.scenes.learn.steps import LESSON_FILE


@lru_cache(maxsize=1)
def lesson_spec() -> DealFile:
    """The lesson's deal file, read once.

    Raises:
        DealFileError: the file is damaged (a fault of the game's own files).
    """
    return read_deal_file(LESSON_FILE)


def lesson_deck() -> list[Card]:
    """The lesson's 51 cards in dealing order."""
    deck = lesson_spec().deck
    return list(parse_cards(deck if isinstance(deck, str) else " ".join(deck)))


def lesson_session(names: list[str]) -> Session:
    """A fresh session for the lesson: the deal file's ruleset, dealer, chips and board, the seats called ``names``
    (three: the learner's name, then the two computers'). Its first deal is dealt with :func:`lesson_deck`.

    Raises:
        RulesetError: the ruleset is missing (never for the shipped Parlett).
    """
    spec = lesson_spec()
    rules = find_ruleset(spec.ruleset).with_options(dict(spec.options))
    return Session(rules, names, chips=spec.chips, first_dealer=spec.dealer, board=spec.board)


def scripted_action(obs: Observation) -> int:
    """The lead a computer seat makes in the lesson: the legal lead of lowest rank (ties: clubs, diamonds, hearts,
    spades), as a deal file's default (:func:`popejoan.engine.dealfile.default_action`); at a Pope offer, pass."""
    if obs.decision == "pope_offer":
        return PASS
    order_key = card_order(obs.rules)[1]
    return min(obs.legal, key=lambda c: (order_key[c] % 13, suit_of(c)))


def replay_to(deal: Deal, leads: list[int], learner: int, events: int) -> None:
    """Play ``deal`` on: the learner's ``leads`` in turn, the computers' scripted leads, until it has at least
    ``events`` events, the learner must lead with no lead left to give, or it is over (a lesson taken up again).

    Raises:
        IllegalActionError: a saved lead the deal refuses (a settings file written by hand).
    """
    given = list(leads)
    while not deal.over and len(deal.events) < events:
        if deal.to_move == learner and deal.decision == "lead":
            if not given:
                return
            deal.apply(given.pop(0))
        elif deal.to_move is not None:
            deal.apply(scripted_action(deal.observation(deal.to_move)))
        else:
            return


class ScriptedPlayer:
    """A computer seat of the lesson: plays its scripted part (:func:`scripted_action`), the same every time."""

    stateless = False

    def choose(self, observation: Observation) -> int:
        """The seat's action at its decision (``observation.legal`` holds it)."""
        return scripted_action(observation)


@dataclass(frozen=True)
class Advice:
    """What the coach would lead, and why.

    Attributes:
        card: the lead advised.
        ends: how its run ends, as the learner can see it: ``"out"``, ``"stop"`` or ``"open"``
            (:class:`popejoan.ai.review.LeadShape`).
        run: the learner's own cards the lead plays in a row.
        stakes: the cards of the run that win a compartment.
    """

    card: Card
    ends: str
    run: tuple[Card, ...]
    stakes: tuple[Card, ...]


def advice(obs: Observation) -> Advice | None:
    """What the coach would lead from ``obs`` (the learner's, at a lead), or None when it is no lead.

    The choice: a lead that goes out first; then one whose run wins a compartment; then one that keeps the lead
    (its run ends on a card known to stop it); then the longest run (docs/rules.md, "Leading": Parlett's lowest
    card of a suit).
    """
    if obs.decision != "lead" or not obs.legal:
        return None
    shapes = [lead_shape(obs, action) for action in obs.legal]
    def order(shape: LeadShape) -> tuple[int, int, int]:
        kind = 0 if shape.ends == "out" else 1 if shape.stake_cards else 2 if shape.ends == "stop" else 3
        return (kind, -len(shape.run), shape.card)

    best = min(shapes, key=order)
    return Advice(best.card, best.ends, best.run, best.stake_cards)
