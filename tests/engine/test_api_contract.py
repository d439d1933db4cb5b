"""The engine's public API refuses misuse with specific errors (never a silent change)."""

from __future__ import annotations

import pytest

from popejoan.engine.cards import PACK, POPE, card_code, parse_card
from popejoan.engine.errors import CardError, IllegalActionError, PopeJoanError
from popejoan.engine.ruleset import find_ruleset
from popejoan.engine.session import Session
from popejoan.engine.state import PASS, Deal


def _session(rid="parlett", players=4, **kw):
    return Session(find_ruleset(rid), [f"P{i}" for i in range(players)], seed=3, **kw)


def test_session_order_of_calls():
    session = _session("spanish")
    with pytest.raises(PopeJoanError):
        session.finish_deal()  # no deal yet
    deal = session.start_deal()
    with pytest.raises(PopeJoanError):
        session.start_deal()  # one at a time
    with pytest.raises(PopeJoanError):
        session.finish_deal()  # not over
    with pytest.raises(PopeJoanError):
        session.share_out()  # not during a deal
    while not deal.over:
        deal.apply(deal.legal_actions()[0])
    record = session.finish_deal()
    assert record.number == 1 and record.winner == deal.winner and session.deals_played == 1
    assert session.dealer == deal.next_dealer == deal.winner  # spanish: the winner deals


@pytest.mark.parametrize("players", [2, 9])
def test_player_count_outside_three_to_eight(players):
    with pytest.raises(PopeJoanError):
        _session("parlett", players)


def test_bad_deck_dealer_and_seat():
    rules = find_ruleset("parlett")
    with pytest.raises(PopeJoanError):
        Deal(rules, [20] * 4, {}, 0, list(PACK)[:50])
    with pytest.raises(PopeJoanError):
        Deal(rules, [20] * 4, {}, 0, list(PACK)[:50] + [PACK[0]])
    with pytest.raises(PopeJoanError):
        Deal(rules, [20] * 4, {}, 4, list(PACK))
    deal = Deal(rules, [20] * 4, {}, 0, list(PACK))
    with pytest.raises(PopeJoanError):
        deal.observation(4)
    with pytest.raises(PopeJoanError):
        _session("parlett", 4, first_dealer=4)
    with pytest.raises(PopeJoanError):
        _session("parlett", 4, board={"popes": 1})


def test_card_codes():
    assert card_code(POPE) == "9D"
    assert parse_card("10s") == parse_card("TS")
    for bad in ("8D", "1S", "QX", "", "9DD"):
        with pytest.raises(CardError):
            parse_card(bad)
    with pytest.raises(CardError):
        card_code(20)  # 8D is not in the pack
    assert len(PACK) == 51 and len(set(PACK)) == 51


def test_illegal_action_error_carries_action_seat_and_reason():
    deal = _session("parlett").start_deal(list(PACK))
    seat = deal.to_move
    not_lowest = next(c for c in sorted(deal.hands[seat]) if c not in deal.legal_actions())
    with pytest.raises(IllegalActionError) as info:
        deal.apply(not_lowest)
    assert info.value.action == not_lowest and info.value.seat == seat and info.value.reason
    with pytest.raises(IllegalActionError):
        deal.apply(PASS)  # no Pope offer pending


def test_the_deal_changes_the_sessions_chips_in_place():
    """Balances and board are the session's own, changed in place by the deal (no hidden copies)."""
    session = _session("parlett")
    deal = session.start_deal()
    assert deal.balances is session.balances and deal.board is session.board
