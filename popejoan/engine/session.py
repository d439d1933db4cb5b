"""A session: deal after deal at one table, the board's stakes carried forward.

The session owns the balances (chips by seat) and the board (chips by
compartment) that every :class:`~popejoan.engine.state.Deal` changes in place,
moves the deal round (RULES.md, "End of the deal") and, at the end, deals the
share-out where the ruleset has one (:mod:`popejoan.engine.shareout`).
Chance is a seeded :class:`random.Random`: the same seed and the same actions
give the same session, event for event.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Sequence

from popejoan.engine.cards import PACK, Card
from popejoan.engine.draw import DealerDraw, draw_first_dealer
from popejoan.engine.errors import PopeJoanError
from popejoan.engine.events import Event
from popejoan.engine.ruleset import Ruleset
from popejoan.engine.shareout import share_out
from popejoan.engine.state import Deal


@dataclass(frozen=True)
class DealRecord:
    """What one finished deal left behind.

    Attributes:
        number: the deal's number in the session, from 1.
        dealer: the dealer's seat.
        winner: the seat that went out, or ``None`` (a turned Pope ended it).
        trump: the trump suit (0..3).
        turn_up: the turn-up card.
        balances: chips by seat after the deal.
        board: chips by compartment after the deal.
        events: the deal's events, in order.
    """

    number: int
    dealer: int
    winner: int | None
    trump: int
    turn_up: Card
    balances: tuple[int, ...]
    board: dict[str, int]
    events: tuple[Event, ...]


class Session:
    """Deal after deal, with stakes carried forward.

    Args:
        rules: a resolved ruleset (:meth:`Ruleset.with_options`).
        players: the players' names, in clockwise seat order.
        chips: each player's starting chips (default: the ruleset's), or a
            list giving each seat's balance.
        seed: seeds the shuffles and the draw for the first dealer; ``None``
            for an unseeded session.
        first_dealer: the first dealer's seat; ``None`` (the default) draws
            for it by lot (RULES.md, "Things no source settles";
            :mod:`popejoan.engine.draw`), and :attr:`dealer_draw` keeps the
            draw for the table to show.
        board: chips already on the board (default: empty).

    Raises:
        PopeJoanError: a player count outside the ruleset's limits, or a bad
            dealer or chips.
    """

    def __init__(
        self,
        rules: Ruleset,
        players: Sequence[str],
        chips: int | Sequence[int] | None = None,
        seed: int | None = None,
        first_dealer: int | None = None,
        board: dict[str, int] | None = None,
    ) -> None:
        count = len(players)
        if not rules.players.min <= count <= rules.players.max:
            raise PopeJoanError(f"{rules.id} is for {rules.players.min} to {rules.players.max} players, not {count}")
        self.dealer_draw: DealerDraw | None = None
        """The draw by lot for the first dealer, or ``None`` when ``first_dealer`` was given."""
        if first_dealer is None:
            # Its own random stream, from the seed: the shuffles of the deals are the same with or without a draw.
            self.dealer_draw = draw_first_dealer(rules, count, random.Random(f"first-dealer/{seed}") if seed is not None
                                                 else random.Random())
            first_dealer = self.dealer_draw.dealer
        if not (isinstance(first_dealer, int) and 0 <= first_dealer < count):
            raise PopeJoanError(f"first_dealer must be a seat from 0 to {count - 1}")
        if chips is None:
            chips = rules.starting_chips
        if isinstance(chips, int):
            balances = [chips] * count
        else:
            balances = list(chips)
            if len(balances) != count or not all(isinstance(b, int) for b in balances):
                raise PopeJoanError(f"chips must give a whole number for each of the {count} players")
        self.rules = rules
        self.names = list(players)
        self.balances: list[int] = balances
        self.board: dict[str, int] = {name: 0 for name in rules.compartments}
        for name, chips_on in (board or {}).items():
            if name not in self.board:
                raise PopeJoanError(f"board: {rules.id} has no compartment '{name}'")
            self.board[name] = chips_on
        self.dealer = first_dealer
        self.deals_played = 0
        self.history: list[DealRecord] = []
        self.deal: Deal | None = None
        self.last_trump: int | None = None
        self.rng = random.Random(seed)

    @property
    def players(self) -> int:
        """The number of seats."""
        return len(self.names)

    @property
    def has_share_out(self) -> bool:
        """Whether the ruleset shares out the board at the end of a session."""
        return self.rules.share_out.method != "none"

    def shuffled_deck(self) -> list[Card]:
        """A fresh shuffle of the 51 cards from the session's random source."""
        deck = list(PACK)
        rand = self.rng.random
        for i in range(50, 0, -1):  # Fisher-Yates; random() is much cheaper than randrange()
            j = int(rand() * (i + 1))
            deck[i], deck[j] = deck[j], deck[i]
        return deck

    def start_deal(self, deck: Sequence[Card] | None = None) -> Deal:
        """Dress, deal and turn up the next deal.

        Args:
            deck: the 51 cards in dealing order; by default a seeded shuffle.

        Returns:
            The new deal; it may already be over (a turned Pope can end it).

        Raises:
            PopeJoanError: a deal is still in progress, or a bad deck.
        """
        if self.deal is not None:
            raise PopeJoanError("finish the deal in progress before starting another")
        if deck is None:
            deck = self.shuffled_deck()
        self.deal = Deal(self.rules, self.balances, self.board, self.dealer, deck, number=self.deals_played + 1)
        return self.deal

    def finish_deal(self) -> DealRecord:
        """Record the finished deal and pass the deal on.

        Raises:
            PopeJoanError: no deal, or the deal is not over.
        """
        deal = self.deal
        if deal is None or not deal.over:
            raise PopeJoanError("there is no finished deal to record")
        record = DealRecord(
            number=deal.number, dealer=deal.dealer, winner=deal.winner, trump=deal.trump,
            turn_up=deal.turn_up, balances=tuple(self.balances), board=dict(self.board),
            events=tuple(deal.events),
        )
        self.history.append(record)
        self.deals_played += 1
        self.last_trump = deal.trump
        self.dealer = deal.next_dealer  # type: ignore[assignment]
        self.deal = None
        return record

    def share_out(self, deck: Sequence[Card] | None = None) -> list[Event]:
        """Share out the board at the end of the session (spanish, cacumen, russian).

        Args:
            deck: the 51 cards in dealing order; by default a seeded shuffle.

        Returns:
            The share-out's events, or ``[]`` when the ruleset has none.

        Raises:
            PopeJoanError: a deal is still in progress, or the ruleset needs the
                last deal's trumps and no deal has been played.
        """
        if self.deal is not None:
            raise PopeJoanError("finish the deal in progress before the share-out")
        if not self.has_share_out:
            return []
        if deck is None:
            deck = self.shuffled_deck()
        return share_out(self.rules, self.balances, self.board, self.dealer, deck, self.last_trump)
