"""What one seat may know of a deal: :class:`Observation` (its own hand and everything public).

Holds the observation's fields only; the deal that makes one (:meth:`popejoan.engine.state.Deal.observation`)
and the rules of play are in :mod:`popejoan.engine.state`. No pygame.
"""

from __future__ import annotations

from dataclasses import dataclass

from popejoan.engine.cards import Card
from popejoan.engine.errors import PopeJoanError
from popejoan.engine.events import Event
from popejoan.engine.ruleset import Ruleset


@dataclass(frozen=True)
class Observation:
    """What one seat may know: its own hand and everything public.

    Attributes:
        seat: whose observation this is.
        players: the number of seats.
        dealer: the dealer's seat.
        hand: this seat's cards, sorted by suit (clubs, diamonds, hearts,
            spades), then rank in the ruleset's order (``ace: low | high``).
        hand_sizes: cards held by each seat.
        dead_hand_size: cards in the dead hand / stock / ghost pile.
        undealt_size: cards left undealt, out of play.
        stock: the dead hand's cards, only for a dealer whose ruleset lets him
            look at the stock (hoyle-1847); otherwise ``None``.
        turn_up: the turn-up card; ``turn_up_holder`` is where it lies (a seat
            or ``DEAD_HAND``); ``trump`` its suit.
        board: chips on each compartment; ``balances``: chips by seat.
        played: ``(seat, card)`` for every card played this deal, in order.
        sequence: the cards of the current sequence, in order.
        to_move: the seat that must decide, or ``None``. A Pope offer is shown
            only to the Pope's holder: to everyone else ``to_move`` and
            ``decision`` are ``None`` meanwhile, and the offer events are left out.
        decision: ``"lead"``, ``"pope_offer"`` or ``None``.
        legal: the legal actions when this seat must decide, else empty.
        pope_played: whether the Pope has been played this deal.
        events: every event of the deal so far that this seat may see.
        rules: the resolved ruleset.
    """

    seat: int
    players: int
    dealer: int
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    dead_hand_size: int
    undealt_size: int
    stock: tuple[Card, ...] | None
    turn_up: Card
    turn_up_holder: int
    trump: int
    board: dict[str, int]
    balances: tuple[int, ...]
    played: tuple[tuple[int, Card], ...]
    sequence: tuple[Card, ...]
    to_move: int | None
    decision: str | None
    legal: tuple[int, ...]
    pope_played: bool
    events: tuple[Event, ...]
    rules: Ruleset

    def choices(self) -> list[int]:
        """The legal actions of this seat's decision, as a new list.

        Raises:
            PopeJoanError: this seat has nothing to decide now.
        """
        if not self.legal:
            raise PopeJoanError(f"seat {self.seat} has nothing to decide")
        return list(self.legal)
