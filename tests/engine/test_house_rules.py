"""House rules docs/rules.md says the format must express without code ("Other published rules").

tests/data/rulesets/small-board.yaml: a smaller board (Ace, Pope, Matrimony,
Intrigue, Game), every player dressing it with the dealer paying a double
share, and a fixed stock of 7 cards instead of a dead hand.
"""

from __future__ import annotations

from pathlib import Path

from popejoan.engine.cards import PACK
from popejoan.engine.events import StakePut
from popejoan.engine.ruleset import load_ruleset_file
from popejoan.engine.session import Session

SMALL = Path(__file__).resolve().parents[1] / "data" / "rulesets" / "small-board.yaml"


def test_smaller_board_double_dealer_share_and_fixed_stock() -> None:
    rules = load_ruleset_file(SMALL).with_options()
    assert rules.compartments == ("ace", "pope", "matrimony", "intrigue", "game")
    session = Session(rules, ["Ann", "Ben", "Cat", "Dan"], chips=20, first_dealer=0)
    deck = list(PACK)  # clubs A..K, diamonds A..K (no 8), hearts, spades: no shuffle
    deal = session.start_deal(deck)
    # One share is 1 + 6 + 2 + 2 + 1 = 12 chips; the dealer (Ann) pays two shares.
    paid = {seat: sum(e.chips for e in deal.events if isinstance(e, StakePut) and e.seat == seat) for seat in range(4)}
    assert paid == {0: 24, 1: 12, 2: 12, 3: 12}
    assert set(deal.board) == {"ace", "pope", "matrimony", "intrigue", "game"}
    # 44 cards dealt round, 11 each; the last 7 of the pack (the 7 to King of spades) are the stock.
    assert [len(h) for h in deal.hands] == [11, 11, 11, 11]
    assert deal.dead_hand == deck[44:]
    # The turn-up is the stock's first card, the 7 of spades: spades are trumps, no honour turned.
    assert deal.turn_up == deck[44] and deal.trump == 3
    assert deal.board == {"ace": 5, "pope": 30, "matrimony": 10, "intrigue": 10, "game": 5}
    assert session.balances == [-4, 8, 8, 8]
