"""Helpers for the saves tests: computer-free sessions played by a seeded random choice of legal actions."""

from __future__ import annotations

import random
import threading
from collections.abc import Callable
from typing import Any

from popejoan.engine.record import decode_save, encode_save
from popejoan.engine.session import Session

SAVED = "2026-11-29T21:45:03.000+00:00"
NAMES = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal"]


def seats_for(players: int) -> list[dict]:
    """Seat data as the front end would store it: humans and computers alternate."""
    return [{"kind": "human"} if i % 2 == 0 else {"kind": "computer", "level": "normal"} for i in range(players)]


def through_a_file(session: Session) -> Session:
    """Save ``session`` to bytes and resume it from them (encode, decode, replay)."""
    _, record = decode_save(encode_save(session.record(), SAVED))
    return Session.from_record(record)


def play(session: Session, chooser: random.Random, deals: int,
         after: Callable[[Session], Session] = lambda s: s) -> Session:
    """Play ``deals`` deals, then the share-out, calling ``after`` after every change (it may swap the session)."""
    session = after(session)
    for _ in range(deals):
        session.start_deal()
        session = after(session)
        while not session.deal.over:  # type: ignore[union-attr]
            deal = session.deal
            deal.apply(chooser.choice(deal.legal_actions()))  # type: ignore[union-attr]
            session = after(session)
        session.finish_deal()
        session = after(session)
    session.share_out()
    return after(session)


def same_state(a: Session, b: Session) -> None:
    """Assert that two sessions stand at exactly the same point, hidden cards and random source included."""
    assert b.names == a.names and b.seats == a.seats and b.meta == a.meta and b.seed == a.seed
    assert b.rules == a.rules
    assert b.balances == a.balances and b.board == a.board
    assert (b.dealer, b.deals_played, b.last_trump, b.finished) == (a.dealer, a.deals_played, a.last_trump, a.finished)
    assert b.rng.getstate() == a.rng.getstate()  # the next shuffle will be the same
    assert [r.events for r in b.history] == [r.events for r in a.history]
    assert b.history == a.history
    assert b.shared_out == a.shared_out
    if a.deal is None:
        assert b.deal is None
        return
    x, y = a.deal, b.deal
    assert y is not None
    assert y.events == x.events
    assert y.hands == x.hands and y.dead_hand == x.dead_hand and y.undealt == x.undealt
    assert y.played == x.played and y.sequence == x.sequence and y.holder == x.holder
    assert (y.to_move, y.decision, y.over, y.winner, y.next_dealer) == (
        x.to_move, x.decision, x.over, x.winner, x.next_dealer)
    assert (y.turn_up, y.trump, y.number, y.dealer) == (x.turn_up, x.trump, x.number, x.dealer)
    assert y.legal_actions() == x.legal_actions()
    assert y.deck == x.deck and y.actions == x.actions
    for seat in range(a.players):
        assert y.observation(seat) == x.observation(seat)


def slowed(store: Any, monkeypatch: Any, gate: threading.Event, wait_s: float = 30.0) -> None:
    """Hold every write of ``store`` at ``gate`` (at most ``wait_s`` seconds), as a slow disk would."""
    save = store.save

    def slow(*args: object, **kwargs: object) -> Any:
        gate.wait(wait_s)
        return save(*args, **kwargs)

    monkeypatch.setattr(store, "save", slow)
