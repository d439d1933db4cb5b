"""The upper-bound measuring stick for bench/ai.py: a player that cheats.

It sees every hand and the dead hand, and it knows the other seats' players
exactly (the very Normal players of the table, seeds and all), so it can
play every line of the deal out as it will really go. It searches its own
decisions on that knowledge: every legal action, then its own later
decisions, each line played out with the real opponents' choices, to a
budget of play-outs per decision; where the budget runs out, its own later
decisions follow Normal's lead. It maximises its chips in the deal (the
figure the bench measures). It is never reachable from the game (issue 15,
item 2): ``bench/ai.py`` hands it the deal itself.
"""

from __future__ import annotations

from popejoan.ai.simple import NormalPlayer
from popejoan.engine.events import rewind_chips
from popejoan.engine.state import Deal


def clone(deal: Deal) -> Deal:
    """An independent deal in the same position (``Deal.copy`` where the engine has it)."""
    if hasattr(deal, "copy"):
        return deal.copy()
    balances, board = rewind_chips(deal.balances, deal.board, deal.events)
    other = Deal(deal.rules, balances, board, deal.dealer, deal.deck, number=deal.number)
    for action in deal.actions:
        other.apply(action)
    return other


class BoundPlayer:
    """Full information and the opponents' exact players: an upper bound on honest play.

    Args:
        seed: seeds its own Normal lead where the budget runs out.
        playouts: play-outs per decision, spread over the tree of its own decisions.
        equity: aim at the chips the deal wins this seat plus its share (one of the players) of the chips the
            deal leaves on the board, as the search players value them (``bench/ai.py --score equity``), not at
            the deal's chips alone.
    """

    sees_the_deal = True
    """bench/ai.py calls :meth:`choose_in` with the deal and the table's players."""

    def __init__(self, seed: int = 0, playouts: int = 600, equity: bool = False) -> None:
        self.normal = NormalPlayer(seed)
        self.playouts = playouts
        self.equity = equity

    def choose_in(self, deal: Deal, field: list) -> int:
        """The action whose best line wins this seat the most chips in the deal."""
        legal = deal.legal_actions()
        if len(legal) == 1:
            return legal[0]
        seat = deal.to_move
        assert seat is not None
        values = self._values(deal, seat, field, self.playouts)
        return max(legal, key=lambda a: (values[a], -legal.index(a)))

    def _values(self, deal: Deal, seat: int, field: list, budget: int) -> dict[int, float]:
        out = {}
        legal = deal.legal_actions()
        share = budget // len(legal)
        for a in legal:
            child = clone(deal)
            child.apply(a)
            self._advance(child, seat, field)
            out[a] = self._value(child, seat, field, share)
        return out

    def _value(self, deal: Deal, seat: int, field: list, budget: int) -> float:
        if deal.over:
            return self._score(deal, seat)
        legal = deal.legal_actions()
        if len(legal) == 1 or budget < len(legal):
            # out of budget: play on with Normal's lead for this seat too
            while not deal.over:
                who = deal.to_move
                player = self.normal if who == seat else field[who]
                deal.apply(player.choose(deal.observation(who)))
            return self._score(deal, seat)
        return max(self._values(deal, seat, field, budget).values())

    def _score(self, deal: Deal, seat: int) -> float:
        """What a finished line is worth to ``seat``: its chips, and with ``equity`` its share of the board (the
        board it started from is the same for every line compared, so its own size drops out)."""
        if not self.equity:
            return deal.balances[seat]
        return deal.balances[seat] + sum(deal.board.values()) / len(deal.balances)

    @staticmethod
    def _advance(deal: Deal, seat: int, field: list) -> None:
        """Let the other seats play until ``seat`` decides (with a real choice) or the deal ends."""
        while not deal.over:
            who = deal.to_move
            if who == seat:
                if len(deal.legal_actions()) > 1:
                    return
                deal.apply(deal.legal_actions()[0])
                continue
            deal.apply(field[who].choose(deal.observation(who)))
