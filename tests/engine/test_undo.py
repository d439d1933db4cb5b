"""Taking decisions back: ``Session.undo_to`` deals the same deck again with fewer actions (DESIGN.md, section 1).

After an undo the deal is the deal as it stood then, event for event: the
same events, balances, board, hands, seat to move and decision, every seat's
observation (what a computer player decides from) included. Later shuffles
are untouched, the record replays, and misuse is refused.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from popejoan.engine.errors import PopeJoanError
from popejoan.engine.ruleset import find_ruleset
from popejoan.engine.session import Session


def _session(rid: str = "parlett", players: int = 4, seed: int = 11, **options) -> Session:
    rules = find_ruleset(rid).with_options(options)
    return Session(rules, [f"P{i}" for i in range(players)], seed=seed, first_dealer=0)


def _state(session: Session) -> tuple:
    """Everything the table and the computer players can see of the deal in progress, and the chips."""
    deal = session.deal
    assert deal is not None
    return (
        tuple(deal.events), tuple(session.balances), dict(session.board), deal.to_move, deal.decision,
        deal.over, deal.actions, tuple(tuple(sorted(h)) for h in deal.hands), tuple(deal.dead_hand),
        tuple(deal.observation(seat) for seat in range(deal.players)),
    )


def _play(session: Session, rng: random.Random, count: int) -> list[tuple]:
    """Play up to ``count`` random legal decisions; the state before each one (and after the last)."""
    deal = session.deal
    states = [_state(session)]
    while not deal.over and len(states) <= count:
        deal.apply(rng.choice(deal.legal_actions()))
        states.append(_state(session))
    return states


def test_undo_returns_the_deal_event_for_event() -> None:
    session = _session()
    session.start_deal()
    states = _play(session, random.Random(5), 12)
    assert len(states) > 6
    deal_before = session.deal
    again = session.undo_to(4)
    assert again is session.deal and again is not deal_before
    assert _state(session) == states[4]
    # on from there, the same decisions reach the same states
    for k in range(4, len(states) - 1):
        session.deal.apply(deal_before.actions[k])
        assert _state(session) == states[k + 1]


def test_undo_to_the_start_and_to_now() -> None:
    session = _session("spanish", 5)
    session.start_deal()
    states = _play(session, random.Random(2), 30)
    now = len(states) - 1
    session.undo_to(now)
    assert _state(session) == states[now]
    session.undo_to(0)
    assert _state(session) == states[0]
    assert session.deal.actions == ()


def test_the_balances_and_board_stay_the_sessions_own_objects() -> None:
    session = _session()
    balances, board = session.balances, session.board
    session.start_deal()
    _play(session, random.Random(8), 5)
    session.undo_to(1)
    assert session.balances is balances and session.board is board
    assert session.deal.balances is balances and session.deal.board is board


def test_decisions_name_the_seat_and_kind_of_each_decision() -> None:
    for seed in range(12):
        session = _session("japanese", 4, seed=seed, pope_as_stop=True)
        session.start_deal()
        deal = session.deal
        seen = []
        rng = random.Random(seed)
        while not deal.over:
            seen.append((deal.to_move, deal.decision))
            deal.apply(rng.choice(deal.legal_actions()))
        assert session.decisions() == tuple(seen)
        if any(kind == "pope_offer" for _, kind in seen):
            return
    raise AssertionError("no Pope offer in twelve deals: the test should find one")


def test_later_deals_are_dealt_the_same_cards_after_an_undo() -> None:
    plain, undone = _session(seed=4), _session(seed=4)
    for session in (plain, undone):
        session.start_deal()
    rng = random.Random(3)
    while not plain.deal.over:
        action = rng.choice(plain.deal.legal_actions())
        plain.deal.apply(action)
        undone.deal.apply(action)
        if len(undone.deal.actions) == 3:  # a misclick taken back, then the same play again
            undone.undo_to(2)
            undone.deal.apply(action)
    assert _state(plain) == _state(undone)
    plain.finish_deal()
    undone.finish_deal()
    assert plain.start_deal().deck == undone.start_deal().deck


def test_the_record_after_an_undo_replays_to_the_same_place() -> None:
    session = _session("russian", 5)
    session.start_deal()
    _play(session, random.Random(6), 9)
    session.undo_to(3)
    session.meta["undos"] = [{"deal": 1, "at": len(session.deal.events)}]
    again = Session.from_record(session.record())
    assert _state(again) == _state(session)
    assert again.meta["undos"] == session.meta["undos"]


def test_misuse_is_refused() -> None:
    session = _session()
    with pytest.raises(PopeJoanError):
        session.undo_to(0)  # no deal
    with pytest.raises(PopeJoanError):
        session.decisions()
    session.start_deal()
    _play(session, random.Random(9), 3)
    for bad in (-1, 4, 1.0, True, "1", None):
        with pytest.raises(PopeJoanError):
            session.undo_to(bad)  # type: ignore[arg-type]
    assert len(session.deal.actions) == 3  # nothing changed


@settings(deadline=None)
@given(rid=st.sampled_from(["parlett", "spanish", "japanese", "russian", "cacumen", "hoyle-1847"]),
       players=st.integers(3, 6), seed=st.integers(0, 10**6), cut=st.floats(0, 1))
def test_undo_anywhere_in_any_ruleset(rid: str, players: int, seed: int, cut: float) -> None:
    """Wherever a deal is taken back to, the state is the one it had there, and the chips are conserved."""
    rules = find_ruleset(rid)
    players = max(rules.players.min, min(rules.players.max, players))
    session = Session(rules, [f"P{i}" for i in range(players)], seed=seed)
    session.start_deal()
    total = sum(session.balances) + sum(session.board.values())
    states = _play(session, random.Random(seed), 200)
    k = int(cut * (len(states) - 1))
    session.undo_to(k)
    assert _state(session) == states[k]
    assert sum(session.balances) + sum(session.board.values()) == total
