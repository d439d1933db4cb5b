"""Duplicate matches: measuring one computer level against another, with the luck taken out.

Each shuffled deck is replayed at every *mixed* table of two levels X and Y
(for 3 players: X Y Y, Y X Y, Y Y X, Y X X, X Y X, X X Y), the dealer's seat
fixed, so every hand, and the dealer's seat that pays the dressing (docs/rules.md,
"Dressing the board"), is played as often by X as by Y. Each deck starts
with a board left over from one earlier deal played by Normal players, as
in a session where unwon stakes carry forward (docs/rules.md, "What all sources
share"). One deck gives one sample: the mean chips won per deal by an X seat
minus by a Y seat. ``bench/ai.py`` runs many; the test suite runs a few.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from popejoan.ai.players import NormalPlayer, Player, make_player
from popejoan.engine.cards import PACK, Card
from popejoan.engine.ruleset import Ruleset
from popejoan.engine.state import Deal


@dataclass
class DeckResult:
    """One deck of a duplicate match.

    Attributes:
        mean_x: mean chips won per deal by an X seat.
        mean_y: mean chips won per deal by a Y seat.
        times: seconds per decision for each level (decisions with more than
            one legal action only).
    """

    mean_x: float
    mean_y: float
    times: dict[str, list[float]] = field(default_factory=dict)

    @property
    def diff(self) -> float:
        """X's advantage: chips per deal, X seat minus Y seat."""
        return self.mean_x - self.mean_y


def shuffled(seed: int, k: int, what: str) -> list[Card]:
    """Deck ``k`` of a match seeded ``seed`` (``what`` tells the deal from its prelude)."""
    deck = list(PACK)
    random.Random(f"{seed}/{k}/{what}").shuffle(deck)
    return deck


def carried_board(rules: Ruleset, players: int, seed: int, k: int) -> dict[str, int]:
    """The board left by one earlier deal played by Normal players (deck ``k``'s prelude)."""
    board = {name: 0 for name in rules.compartments}
    deal = Deal(rules, [0] * players, board, players - 1, shuffled(seed, k, "prior"))
    bots = [NormalPlayer(seed * 1000 + k * 10 + i) for i in range(players)]
    while not deal.over:
        seat = deal.to_move
        assert seat is not None
        deal.apply(bots[seat].choose(deal.observation(seat)))
    return dict(board)


def play_table(
    rules: Ruleset,
    deck: list[Card],
    board: dict[str, int],
    players: list[Player],
    names: list[str],
    times: dict[str, list[float]],
) -> list[int]:
    """Play one deal, dealer at seat 0, each seat's player seeing only its observation.

    Returns:
        The chips won (negative: lost) by each seat in the deal.
    """
    balances = [0] * len(players)
    deal = Deal(rules, balances, dict(board), 0, deck)
    while not deal.over:
        seat = deal.to_move
        assert seat is not None
        obs = deal.observation(seat)
        began = time.perf_counter()
        action = players[seat].choose(obs)
        spent = time.perf_counter() - began
        if len(obs.legal) > 1:
            times.setdefault(names[seat], []).append(spent)
        deal.apply(action)
    return balances


def duplicate_deck(
    rules: Ruleset,
    x: str,
    y: str,
    players: int,
    seed: int,
    k: int,
    factory: Callable[[str, int], Player] = make_player,
) -> DeckResult:
    """Play deck ``k`` at every mixed table of levels ``x`` and ``y``.

    Args:
        rules: a resolved ruleset.
        x, y: the two levels (names ``factory`` understands).
        players: seats at the table.
        seed: the match's seed (decks, boards and every player's seed follow from it).
        k: the deck's number in the match.
        factory: makes a player from a level name and a seed.
    """
    deck = shuffled(seed, k, "deal")
    board = carried_board(rules, players, seed, k)
    times: dict[str, list[float]] = {x: [], y: []}
    won = {x: 0, y: 0}
    seats = {x: 0, y: 0}
    for mask in range(1, 2**players - 1):
        names = [x if mask >> i & 1 else y for i in range(players)]
        table_seed = seed * 7919 + k * 131 + mask
        bots = [factory(name, table_seed * 31 + i) for i, name in enumerate(names)]
        chips = play_table(rules, deck, board, bots, names, times)
        for name, c in zip(names, chips):
            won[name] += c
            seats[name] += 1
    return DeckResult(won[x] / seats[x], won[y] / seats[y], times)
