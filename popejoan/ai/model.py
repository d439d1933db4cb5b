"""A model of the other players' leads, to weigh the worlds a search samples.

:func:`popejoan.ai.inference.infer` keeps every world that the rules allow;
but a world in which another player's leads would have been strange is less
likely to be the real one. :class:`LeadModel` scores a sampled world by how
likely it makes the leads the other seats were seen to make, under a model
of play: a mixture of Hoyle's advice (Normal's lead,
:func:`popejoan.ai.simple.hoyle_leads`, with weight ``hoyle``) and a random
legal lead (Easy, the rest), so that no world is ruled out by a lead the
model did not expect.

For each lead another seat made this deal (``CardPlayed`` with ``lead``),
the leader's hand at that moment is the world's cards for that seat plus the
cards that seat has played since (the lead included); the legal leads are the
engine's own rule (:func:`popejoan.engine.state.legal_leads`, with the change
of suit that was due); a hoyle-1847 dealer is taken to have seen the stock
(the world's cards out of play). The world's weight is the product over
those leads of ``hoyle * [lead among Hoyle's best] / |best| + (1 - hoyle) /
|legal|``.

It reads only the seat's own observation (the public events and cards
played) and the world being scored: it is as honest as the inference
(``tests/ai/test_ai_honesty.py``). A Pope played at a stop (japanese
``pope_as_stop``) is what every model of play would do, and a declined offer
is not shown to the others, so Pope decisions add nothing here.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from popejoan.ai.simple import hoyle_leads
from popejoan.engine.cards import Card
from popejoan.engine.events import CardPlayed, SequenceStopped
from popejoan.engine.places import DEAD_HAND
from popejoan.engine.plan import card_order, legal_leads
from popejoan.engine.state import Observation


class LeadSeen(NamedTuple):
    """One lead another seat made, as the observing seat saw it.

    Attributes:
        seat: the leader.
        card: the card led.
        avoid: the suit a change of suit due then forbade, or ``None``.
        gone: the cards played before it.
        since: the cards the leader has played from this lead on (the lead included).
        sees_stock: the leader is a dealer who may look at the stock (hoyle-1847).
    """

    seat: int
    card: Card
    avoid: int | None
    gone: frozenset[Card]
    since: frozenset[Card]
    sees_stock: bool


def leads_seen(obs: Observation) -> list[LeadSeen]:
    """Every lead the other seats made this deal, from ``obs``'s public events."""
    change_kinds = obs.rules.lead.change_suit_kinds
    sees_stock = obs.rules.deal.dealer_sees_stock
    gone: list[Card] = []
    avoid: int | None = None
    found: list[tuple[int, Card, int | None, int]] = []
    for ev in obs.events:
        if isinstance(ev, CardPlayed):
            if ev.lead:
                if ev.seat != obs.seat:
                    found.append((ev.seat, ev.card, avoid, len(gone)))
                avoid = None
            gone.append(ev.card)
        elif isinstance(ev, SequenceStopped):
            avoid = ev.card // 13 if ev.reason in change_kinds else None
    seen = []
    for seat, c, due, at in found:
        since = frozenset(card for who, card in obs.played[at:] if who == seat)
        seen.append(LeadSeen(seat, c, due, frozenset(gone[:at]), since, sees_stock and seat == obs.dealer))
    return seen


class LeadModel:
    """Weighs worlds by the likelihood of the other seats' observed leads.

    Args:
        obs: the observing seat's observation.
        hoyle: the weight of Hoyle's advice in the mixture (the rest: a random legal lead).
    """

    def __init__(self, obs: Observation, hoyle: float = 0.75) -> None:
        self.rules = obs.rules
        self.players = obs.players
        self.seen = leads_seen(obs)
        self.hoyle = hoyle
        self.successor, self.order_key = card_order(obs.rules)

    def weight(self, world: Sequence[int]) -> float:
        """The relative likelihood of ``world`` (a place for each card): a product of per-lead probabilities.

        Returns:
            A number in (0, 1]; 1 when no other seat has led yet.
        """
        if not self.seen:
            return 1.0
        hands: list[set[Card]] = [set() for _ in range(self.players)]
        out: set[Card] = set()
        for c, where in enumerate(world):
            if where >= 0:
                hands[where].add(c)
            elif where == DEAD_HAND:
                out.add(c)
        rules, hoyle, successor, order_key = self.rules, self.hoyle, self.successor, self.order_key
        weight = 1.0
        for lead in self.seen:
            hand = hands[lead.seat] | lead.since
            legal = legal_leads(rules, hand, lead.avoid)
            if lead.card not in legal:  # cannot happen in a world the inference allows
                return 0.0
            best = hoyle_leads(legal, hand, lead.gone, out if lead.sees_stock else (), successor, order_key)
            weight *= (1.0 - hoyle) / len(legal) + (hoyle / len(best) if lead.card in best else 0.0)
        return weight
