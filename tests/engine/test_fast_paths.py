"""The engine's fast paths give what the plain ones gave (issue 15, item 5).

A session deals its own shuffle without checking the deck again, the shuffle
picks its indices with ``math.floor``, a stop's event and its change of suit
come from tables in the ruleset's plan, and a finished deal's save log is made
only when a record is asked for. Each must be exactly what the plain path
gives: the textbook shuffle, a deal of the same deck given by hand, the stop
event worked out from docs/rules.md, the balances and board after each deal.
"""

from __future__ import annotations

import random
from dataclasses import fields

import pytest

from popejoan.engine.cards import CLUBS, DIAMONDS, HEARTS, KING, PACK, QUEEN, card
from popejoan.engine.events import SequenceStopped
from popejoan.engine.plan import STOP_DEAD, STOP_PLAYED, STOP_TOP, plan_of
from popejoan.engine.ruleset import find_ruleset
from popejoan.engine.session import DealRecord, Session

RULESET_IDS = ["parlett", "hoyle-1847", "spanish", "cacumen", "japanese", "russian"]


def _textbook_shuffle(rng: random.Random) -> list[int]:
    """Fisher-Yates from the last card down, ``j = int(random() * (i + 1))``: the shuffle every save was made with."""
    deck = list(PACK)
    for i in range(50, 0, -1):
        j = int(rng.random() * (i + 1))
        deck[i], deck[j] = deck[j], deck[i]
    return deck


@pytest.mark.parametrize("seed", [0, 1, 5, 2026, 2**52 + 3])
def test_the_shuffle_is_the_textbook_one_deal_after_deal(seed: int) -> None:
    session = Session(find_ruleset("parlett"), ["A", "B", "C", "D"], seed=seed)
    rng = random.Random(seed)
    for _ in range(40):
        assert session.shuffled_deck() == _textbook_shuffle(rng)


@pytest.mark.parametrize("rid", RULESET_IDS)
def test_a_deal_of_the_sessions_shuffle_is_the_deal_of_that_deck_given(rid: str) -> None:
    """``start_deal()`` (the session's own shuffle, dealt unchecked) against ``start_deal(deck)`` on a twin session."""
    rules = find_ruleset(rid)
    names = ["A", "B", "C", "D", "E"]
    own = Session(rules, names, seed=11)
    given = Session(rules, names, seed=11, first_dealer=own.first_dealer)
    choose = random.Random(4).choice
    for _ in range(12):
        dealt = own.start_deal()
        twin = given.start_deal(list(dealt.deck))
        for deal in (dealt, twin):
            assert deal.deck == dealt.deck and isinstance(deal.deck, tuple)
        assert dealt.events == twin.events
        assert dealt.hands == twin.hands and dealt.holder == twin.holder
        assert dealt.dead_hand == twin.dead_hand and dealt.undealt == twin.undealt
        assert dealt.dealt_count == twin.dealt_count == [len(h) for h in dealt.hands]
        assert (dealt.turn_up, dealt.trump, dealt.to_move, dealt.decision) == \
               (twin.turn_up, twin.trump, twin.to_move, twin.decision)
        while not dealt.over:
            action = choose(dealt.legal_actions())
            dealt.apply(action)
            twin.apply(action)
            assert dealt.events == twin.events
        assert own.finish_deal() == given.finish_deal()
        assert own.balances == given.balances and own.board == given.board


def test_spanish_stops_after_a_king_or_the_seven_of_diamonds_change_suit() -> None:
    """spanish: ``change_suit_after: [king, seven_of_diamonds]`` (docs/rules.md, "Leading"); other stops leave the
    lead free."""
    plan = plan_of(find_ruleset("spanish"))
    king_of_clubs, seven_of_diamonds, queen_of_hearts = card(CLUBS, KING), card(DIAMONDS, 7), card(HEARTS, QUEEN)
    assert plan.stop_changes[king_of_clubs * 3 + STOP_TOP]
    assert plan.stop_changes[seven_of_diamonds * 3 + STOP_TOP]
    assert not plan.stop_changes[queen_of_hearts * 3 + STOP_PLAYED]
    assert not plan.stop_changes[queen_of_hearts * 3 + STOP_DEAD]
    # Seat 2 stops at the queen of hearts, the king of hearts in the dead hand; seat 0 at the 7 of diamonds.
    assert plan.stop_event((2 * 52 + queen_of_hearts) * 3 + STOP_DEAD) == \
        SequenceStopped(2, queen_of_hearts, "dead", card(HEARTS, KING))
    assert plan.stop_event((0 * 52 + seven_of_diamonds) * 3 + STOP_TOP) == \
        SequenceStopped(0, seven_of_diamonds, "seven_of_diamonds", None)
    assert plan.stop_event((3 * 52 + king_of_clubs) * 3 + STOP_TOP) == SequenceStopped(3, king_of_clubs, "king", None)


def test_parlett_changes_suit_after_any_stop_only_with_its_option() -> None:
    base = plan_of(find_ruleset("parlett"))
    changed = plan_of(find_ruleset("parlett").with_options({"change_suit_after_stop": True}))
    assert not any(base.stop_changes)
    assert all(changed.stop_changes[c * 3 + how] for c in PACK for how in (STOP_TOP, STOP_PLAYED, STOP_DEAD))


def test_the_save_logs_are_made_when_a_record_is_asked_for_with_the_chips_after_each_deal() -> None:
    session = Session(find_ruleset("russian"), ["A", "B", "C", "D"], seed=8)
    choose = random.Random(8).choice

    def play(deals: int) -> None:
        for _ in range(deals):
            deal = session.start_deal()
            while not deal.over:
                deal.apply(choose(deal.legal_actions()))
            session.finish_deal()

    play(3)
    first = session.record().deals
    play(2)  # the session's board changes in place deal after deal: each log keeps the board after its own deal
    second = session.record().deals
    assert second[:3] == first and all(a is b for a, b in zip(first, second))  # made once, kept
    assert len(second) == 5
    for log, done in zip(second, session.history):
        assert log.deck == done.deck and log.actions == done.actions and log.shuffled
        assert log.checkpoint is not None
        assert tuple(log.checkpoint.balances) == done.balances and dict(log.checkpoint.board) == done.board
        assert log.checkpoint.board is not done.board and log.checkpoint.board is not session.board
    assert Session.from_record(session.record()).history == session.history


def test_a_deals_record_holds_each_field_by_name() -> None:
    """``finish_deal`` makes the record by position: each field must still hold what its name says."""
    session = Session(find_ruleset("spanish"), ["A", "B", "C", "D"], seed=21)
    deal = session.start_deal()
    while not deal.over:
        deal.apply(deal.legal_actions()[-1])
    record = session.finish_deal()
    assert [f.name for f in fields(DealRecord)] == [
        "number", "dealer", "winner", "trump", "turn_up", "balances", "board", "events", "deck", "actions"]
    assert (record.number, record.dealer, record.winner, record.trump, record.turn_up) == \
           (1, deal.dealer, deal.winner, deal.trump, deal.turn_up)
    assert record.balances == tuple(session.balances) and record.board == session.board
    assert record.board is not session.board
    assert record.events == tuple(deal.events) and record.deck == deal.deck and record.actions == deal.actions
