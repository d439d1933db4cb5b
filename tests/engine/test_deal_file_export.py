"""A finished deal written as a deal file replays to the same result (README, "Deal files").

``deal_file_text`` writes a session's deal (its deck, its decisions, the
balances and board before it); ``replay`` and ``python -m popejoan replay``
must play it back to the same plays, stakes taken, payments, balances, board,
winner and next dealer as the session recorded, for every ruleset and
variant, deep into a session (stakes carried over, debts).
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis.configuration import set_hypothesis_home_dir

from popejoan.engine.cards import POPE, card_code
from popejoan.engine.dealfile import deal_file_data, deal_file_text, parse_deal_text, read_deal_file, replay
from popejoan.engine.errors import PopeJoanError
from popejoan.engine.events import CardPlayed, ChipsHanded, StakeTaken
from popejoan.engine.ruleset import find_ruleset
from popejoan.engine.session import DealRecord, Session
from popejoan.engine.state import PASS

REPO = Path(__file__).resolve().parents[2]
set_hypothesis_home_dir(str(Path(tempfile.gettempdir()) / "popejoan-hypothesis"))

CONFIGS = [
    ("parlett", {}), ("parlett", {"split_pairs": True, "pope_holder_pays_double": True}),
    ("parlett", {"pope_turned_ends_deal": True, "change_suit_after_stop": True}),
    ("hoyle-1847", {}), ("hoyle-1847", {"players_contribute": True}), ("spanish", {}), ("cacumen", {}),
    ("japanese", {}), ("japanese", {"equal_hands": True, "split_pairs": True, "pope_as_stop": True}),
    ("russian", {}), ("russian", {"pope_stake": 6, "dressing": "equal", "pope_turned": "whole_board"}),
]
NAMES = ["Ann", "Ben", "Cora", "Dick", "Eliza", "Fred", "Grace", "Hal"]


def _session(ruleset: str, options: dict, players: int, seed: int, deals: int) -> tuple[Session, list[DealRecord]]:
    """A session of ``deals`` deals with random legal decisions (Pope offers included)."""
    rules = find_ruleset(ruleset).with_options(options)
    players = max(rules.players.min, min(rules.players.max, players))
    session = Session(rules, NAMES[:players], seed=seed, chips=8)  # few chips: debts come quickly
    chooser = random.Random(seed * 31 + 1)
    records = []
    for _ in range(deals):
        deal = session.start_deal()
        while not deal.over:
            deal.apply(chooser.choice(deal.legal_actions()))
        records.append(session.finish_deal())
    return session, records


def _expected(record: DealRecord) -> dict:
    """What ``replay`` must report for ``record``, read from the session's own events."""
    events = record.events
    return {
        "winner": record.winner,
        "plays": [[e.seat, card_code(e.card)] for e in events if isinstance(e, CardPlayed)],
        "claims": [[e.seat, e.compartment, e.chips] for e in events if isinstance(e, StakeTaken)],
        "payments": [[e.payer, e.payee, e.chips, e.reason] for e in events if isinstance(e, ChipsHanded)],
        "balances": list(record.balances),
        "board": dict(record.board),
        "trump": card_code(record.turn_up),
    }


def _check(record: DealRecord, result: dict) -> None:
    for key, value in _expected(record).items():
        assert result[key] == value, key


@pytest.mark.parametrize("ruleset,options", CONFIGS, ids=[f"{r}-{'-'.join(o) or 'plain'}" for r, o in CONFIGS])
def test_every_deal_of_a_session_replays_from_its_file(ruleset: str, options: dict) -> None:
    session, records = _session(ruleset, options, 4, seed=13, deals=12)
    for record in records:
        text = deal_file_text(record, session.rules, session.names, title=f"Deal {record.number}")
        result = replay(parse_deal_text(text))
        _check(record, result)
        assert result["options"] == dict(session.rules.chosen)


@settings(deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(config=st.sampled_from(CONFIGS), players=st.integers(3, 8), seed=st.integers(0, 10**6),
       deals=st.integers(1, 6))
def test_any_deal_round_trips(config: tuple[str, dict], players: int, seed: int, deals: int) -> None:
    ruleset, options = config
    session, records = _session(ruleset, options, players, seed, deals)
    record = records[-1]
    _check(record, replay(parse_deal_text(deal_file_text(record, session.rules, session.names))))


def test_the_file_reads_as_the_readme_says() -> None:
    """Hand-checked fields: chips and board are those before the deal (before dressing), the actions as codes."""
    session, records = _session("parlett", {}, 4, seed=2, deals=3)
    third = records[2]
    data = deal_file_data(third, session.rules, session.names)
    assert data["ruleset"] == "parlett" and data["players"] == ["Ann", "Ben", "Cora", "Dick"]
    assert data["dealer"] == third.dealer
    # the balances before deal 3 are those after deal 2; the board before dressing is what deal 2 left
    assert data["chips"] == list(records[1].balances)
    assert data["board"] == {name: chips for name, chips in records[1].board.items() if chips}
    assert data["deck"].split() == [card_code(c) for c in third.deck]
    assert data["actions"] == ["pass" if a == PASS else card_code(a) for a in third.actions]
    assert all(len(code) == 2 for code in data["actions"])


def test_pope_offers_are_written_as_the_reader_takes_them() -> None:
    """japanese pope_as_stop: a Pope played at an offer is "9D", a Pope kept is "pass"."""
    for seed in range(200):
        session, records = _session("japanese", {"pope_as_stop": True}, 3, seed=seed, deals=2)
        offers = [r for r in records if PASS in r.actions or (POPE in r.actions and any(
            isinstance(e, CardPlayed) and e.pope_as_stop for e in r.events))]
        if offers:
            break
    else:
        pytest.skip("no Pope offer in 200 seeds")
    record = offers[0]
    data = deal_file_data(record, session.rules, session.names)
    assert "pass" in data["actions"] or "9D" in data["actions"]
    _check(record, replay(parse_deal_text(deal_file_text(record, session.rules, session.names))))


def test_names_that_yaml_would_misread_survive() -> None:
    rules = find_ruleset("parlett").with_options({})
    names = ["#Ann", "yes", "Ben: the elder", "Żaneta \"Z\""]
    session = Session(rules, names, seed=4)
    deal = session.start_deal()
    while not deal.over:
        deal.apply(deal.legal_actions()[0])
    record = session.finish_deal()
    spec = parse_deal_text(deal_file_text(record, rules, names, title="Deal 1\nsaved by a test"))
    assert spec.players == names
    _check(record, replay(spec))


def test_a_record_without_its_cards_is_refused_in_words() -> None:
    session, records = _session("parlett", {}, 4, seed=1, deals=1)
    bare = DealRecord(**{**records[0].__dict__, "deck": ()})
    with pytest.raises(PopeJoanError, match="no record of its cards"):
        deal_file_text(bare, session.rules, session.names)
    with pytest.raises(PopeJoanError, match="seats"):
        deal_file_text(records[0], session.rules, session.names[:3])


def test_the_command_line_replays_an_exported_file(tmp_path: Path) -> None:
    session, records = _session("russian", {"pope_stake": 6}, 5, seed=21, deals=4)
    record = records[-1]
    path = tmp_path / "deal.yaml"
    path.write_text(deal_file_text(record, session.rules, session.names, title="Deal 4"), encoding="utf-8")
    assert read_deal_file(path).players == session.names
    done = subprocess.run([sys.executable, "-m", "popejoan", "replay", str(path), "--json"], capture_output=True,
                          text=True, cwd=str(REPO), timeout=60)
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    _check(record, result)
    assert result["next_dealer"] == session.dealer
