"""Drawing for the first dealer of a session, by lot.

docs/rules.md, "Things no source settles": the spanish source chooses the first
dealer "por sorteo" and no source says otherwise, so every ruleset draws. Each
player, clockwise from seat 0, is turned a card from a shuffled pack; the
lowest card deals. Players who tie for the lowest are each turned another card
from the same pack (a fresh shuffled pack if it runs out), until one is lowest.
"Lowest" is by rank alone, in the ruleset's order (``ace: low | high``); suits
never break a tie.

The draw is plain data a table can show card by card: :class:`DealerDraw`
lists every card turned, round by round, and the dealer chosen. It is a
function of the random source only, so a seeded session repeats it.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import NamedTuple

from popejoan.engine.cards import PACK, Card
from popejoan.engine.errors import PopeJoanError
from popejoan.engine.plan import card_order
from popejoan.engine.ruleset import Ruleset


class DrawnCard(NamedTuple):
    """One card turned in the draw: ``card`` to ``seat`` in round ``round`` (1 first, 2+ for ties)."""

    round: int
    seat: int
    card: Card


@dataclass(frozen=True)
class DealerDraw:
    """The draw for the first dealer.

    Attributes:
        cards: every card turned, in order: round 1 gives one to each seat
            from seat 0 clockwise; each later round one to each seat that tied
            for the lowest in the round before, in seat order.
        dealer: the seat that drew the lowest card, who deals first.
    """

    cards: tuple[DrawnCard, ...]
    dealer: int

    @property
    def rounds(self) -> int:
        """How many rounds were turned (1 when nobody tied)."""
        return self.cards[-1].round

    def round_cards(self, number: int) -> list[DrawnCard]:
        """The cards turned in round ``number`` (from 1), in the order they were turned."""
        return [drawn for drawn in self.cards if drawn.round == number]


def draw_first_dealer(rules: Ruleset, players: int, rng: random.Random) -> DealerDraw:
    """Draw for the first dealer (docs/rules.md, "Things no source settles").

    Args:
        rules: the ruleset, for its order of ranks (``ace``).
        players: the number of seats, 1 or more.
        rng: the random source; the same state gives the same draw.

    Returns:
        The cards turned and the dealer's seat.

    Raises:
        PopeJoanError: fewer than one player.
    """
    if players < 1:
        raise PopeJoanError(f"a draw for the dealer needs at least one player, not {players}")
    order_key = card_order(rules)[1]
    pack: list[Card] = []
    turned: list[DrawnCard] = []
    drawing = list(range(players))
    number = 0
    while True:
        number += 1
        this_round: list[DrawnCard] = []
        for seat in drawing:
            if not pack:
                pack = list(PACK)
                rng.shuffle(pack)
            this_round.append(DrawnCard(number, seat, pack.pop()))
        turned += this_round
        lowest = min(order_key[drawn.card] % 13 for drawn in this_round)
        drawing = [drawn.seat for drawn in this_round if order_key[drawn.card] % 13 == lowest]
        if len(drawing) == 1:
            return DealerDraw(tuple(turned), drawing[0])
