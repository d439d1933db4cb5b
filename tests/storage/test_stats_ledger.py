"""The statistics ledger's file (popejoan.storage.stats.ledger): recorded deals read back, caught up from the
saves, kept when saves are deleted, damaged / cut short / hostile / newer ledgers, two writers at once."""

from __future__ import annotations

import json
import multiprocessing
import os
import random
import sys
from pathlib import Path

import pytest

from popejoan.engine.events import DealEnded, StakeTaken
from popejoan.engine.ruleset import find_ruleset
from popejoan.engine.session import DealRecord, Session
from popejoan.storage.saves import SaveStore
from popejoan.storage.stats import Ledger, stats_json
from popejoan.storage.stats.entries import DealEntry, SeatDeal, deal_entry, entry_line
from popejoan.storage.stats.ledger import HEADER
from tests.saves.play import NAMES, play, seats_for


def entry(session: str, number: int, fish: int = 1) -> DealEntry:
    return DealEntry(session, number, 1000 + number, "parlett",
                     (SeatDeal("Ann", "human", "", fish, 0, 0, 0, 0, 1, fish, fish),
                      SeatDeal("Ben", "human", "", -fish, 0, 0, 0, 0, 0, 0, 0)))


def saved_sessions(folder: Path, count: int = 2, deals: int = 3) -> SaveStore:
    store = SaveStore(folder / "saves")
    for k in range(count):
        session = Session(find_ruleset("parlett").with_options(), NAMES[:3], seed=k, seats=seats_for(3))
        play(session, random.Random(k), deals)
        store.save(f"20261201-1200{k:02d}-abcde{k}", session)
    return store


def test_a_deals_entry_from_the_engines_record_by_hand():
    session = Session(find_ruleset("parlett").with_options(), ["Ann", "Ben", "Cat"], seed=1,
                      seats=[{"kind": "human"}, {"kind": "computer", "level": "hard"}, {}])
    card = session.shuffled_deck()[0]
    events = (StakeTaken(0, "pope", 4, "played"), StakeTaken(1, "ace", 2, "played"),
              StakeTaken(1, "matrimony", 3, "pair"), StakeTaken(2, "intrigue", 1, "split"),
              StakeTaken(0, "game", 6, "game"), DealEnded(0, (0, 2, 3), None, 1))
    record = DealRecord(1, 0, 0, 0, card, (25, 18, 17), {}, events)
    e = deal_entry(session, record, (20, 20, 20), "S", 99)
    ann, ben, cat = e.seats
    assert (ann.fish, ann.popes, ann.game, ann.take, ann.took) == (5, 1, 1, 6, 10)
    assert (ben.kind, ben.level, ben.fish, ben.honours, ben.matrimony, ben.take, ben.took) == (
        "computer", "hard", -2, 1, 1, 3, 5)
    assert (cat.kind, cat.fish, cat.intrigue, cat.game) == ("human", -3, 1, 0)
    assert len(entry_line(e)) < 300  # bounded per deal


def test_recorded_deals_read_back_once_each(tmp_path):
    ledger = Ledger(tmp_path / "stats.jsonl", saves=SaveStore(tmp_path / "saves"))
    ledger.record([entry("S", 1), entry("S", 2)])
    ledger.record([entry("S", 2)])  # the same deal twice (a catch-up and the writer) counts once
    read = ledger.read()
    assert read.notices == []
    assert [(d.session, d.number) for d in read.deals] == [("S", 1), ("S", 2)]
    assert (tmp_path / "stats.jsonl").read_bytes().startswith(HEADER)


def test_caught_up_from_the_saves_and_kept_when_they_are_deleted(tmp_path):
    store = saved_sessions(tmp_path, count=2, deals=3)
    ledger = Ledger(tmp_path / "stats.jsonl", saves=store)
    first = stats_json(ledger.read().entries)
    assert (first["sessions"], first["deals"]) == (2, 6)
    # fish over every deal and share-out: each seat's balance now less its start
    for info in store.list_saves()[0]:
        session = store.load(info.id)
        assert sum(session.balances) == sum(session.starting_chips) - sum(session.board.values())
    for info in store.list_saves()[0]:
        store.delete(info.id)
    again = stats_json(ledger.read().entries)
    assert again == first


def test_deals_fish_add_up_to_each_seats_balance(tmp_path):
    store = saved_sessions(tmp_path, count=1, deals=4)
    read = Ledger(tmp_path / "stats.jsonl", saves=store).read()
    info = store.list_saves()[0][0]
    session = store.load(info.id)
    for seat, name in enumerate(session.names):
        won = sum(d.seats[seat].fish for d in read.deals)
        share = next(e for e in read.entries if type(e).__name__ == "SessionEnd").share[seat]
        assert won + share == session.balances[seat] - session.starting_chips[seat], name


def kept(tmp_path: Path) -> list[str]:
    return sorted(p.name for p in tmp_path.iterdir() if ".bad" in p.name)


@pytest.mark.parametrize("damage", [
    b"this is not json\n",
    b'{"k":"deal","s":"X","n":1,"at":5,"r":"parlett","p":[["A","h","",1e999,0,0,0,0,0,0,0]]}\n',
    b'{"k":"deal","s":"X","n":1,"at":5,"r":"parlett","p":[["A","h","",' + b"9" * 5000 + b',0,0,0,0,0,0,0]]}\n',
    b"[" * 1500 + b"]" * 1500 + b"\n",
    b'{"k":"deal","s":"X","n":1,"at":5,"r":"parlett","p":[["A","h","",99999999999,0,0,0,0,0,0,0]]}\n',
])
def test_a_damaged_or_hostile_ledger_is_kept_aside_said_and_nothing_else_lost(tmp_path, damage):
    path = tmp_path / "stats.jsonl"
    ledger = Ledger(path, saves=saved_sessions(tmp_path, count=1, deals=2))
    ledger.record([entry("GONE", 1), entry("GONE", 2)])  # a session whose save was deleted
    with open(path, "ab") as f:
        f.write(damage)
    ledger.record([entry("GONE", 3)])
    read = ledger.read()
    assert [n.kind for n in read.notices] == ["damaged"]
    assert "kept as stats.jsonl.bad" in read.notices[0].words()
    assert kept(tmp_path) == ["stats.jsonl.bad", "stats.jsonl.bad.why"]
    assert (tmp_path / "stats.jsonl.bad").read_bytes().count(damage) == 1  # never deleted
    # the deleted session's deals (before and after the damage) and the saved one's are all there
    assert sorted((d.session, d.number) for d in read.deals if d.session == "GONE") == [
        ("GONE", 1), ("GONE", 2), ("GONE", 3)]
    assert len(read.deals) == 5
    assert ledger.read().notices == []  # mended


def test_a_ledger_cut_short_is_said_and_mended(tmp_path):
    path = tmp_path / "stats.jsonl"
    ledger = Ledger(path, saves=SaveStore(tmp_path / "saves"))
    ledger.record([entry("S", 1), entry("S", 2)])
    data = path.read_bytes()
    path.write_bytes(data[:-30])
    read = ledger.read()
    assert [n.kind for n in read.notices] == ["damaged"]
    assert [(d.session, d.number) for d in read.deals] == [("S", 1)]
    assert path.read_bytes().endswith(b"\n")


def test_a_newer_versions_ledger_is_left_alone(tmp_path):
    path = tmp_path / "stats.jsonl"
    newer = b'{"format": "popejoan-stats", "version": 99}\n{"anything": "new"}\n'
    path.write_bytes(newer)
    ledger = Ledger(path, saves=saved_sessions(tmp_path, count=1, deals=2))
    read = ledger.read()
    assert [n.kind for n in read.notices] == ["newer"]
    assert len(read.deals) == 2  # the figures come from the saves
    assert ledger.record([entry("S", 1)]) is False
    assert path.read_bytes() == newer
    assert kept(tmp_path) == []


@pytest.mark.skipif(sys.platform.startswith("win"), reason="a named pipe is POSIX")
def test_a_pipe_in_the_ledgers_place_is_moved_aside(tmp_path):
    path = tmp_path / "stats.jsonl"
    os.mkfifo(path)
    ledger = Ledger(path, saves=saved_sessions(tmp_path, count=1, deals=1))
    read = ledger.read()  # never waits for a writer
    assert [n.kind for n in read.notices] == ["not_a_file"]
    assert len(read.deals) == 1
    assert path.is_file()
    assert (tmp_path / "stats.jsonl.bad").exists()


def test_reset_starts_afresh_keeping_the_old_ledger(tmp_path):
    store = saved_sessions(tmp_path, count=1, deals=2)
    ledger = Ledger(tmp_path / "stats.jsonl", saves=store)
    assert len(ledger.read().deals) == 2
    assert ledger.reset() == tmp_path / "stats.jsonl.bad"
    assert ledger.read().deals == []  # the saves there are not counted again
    assert len(ledger.rebuild().deals) == 2  # a rebuild counts every save


def _writer(path: str, who: str, count: int) -> None:
    ledger = Ledger(path, saves=SaveStore(Path(path).parent / "saves"))
    for n in range(1, count + 1):
        ledger.record([entry(who, n)])


def test_two_writers_at_once_are_both_recorded(tmp_path):
    path = str(tmp_path / "stats.jsonl")
    ctx = multiprocessing.get_context("spawn")
    procs = [ctx.Process(target=_writer, args=(path, who, 40)) for who in ("A", "B")]
    for p in procs:
        p.start()
    for p in procs:
        p.join(60)
        assert p.exitcode == 0
    read = Ledger(path, saves=SaveStore(tmp_path / "saves")).read()
    assert read.notices == []
    assert sorted((d.session, d.number) for d in read.deals) == sorted(
        (who, n) for who in ("A", "B") for n in range(1, 41))
    assert Path(path).read_bytes().count(HEADER) == 1


def test_the_cli_prints_the_json_shape(tmp_path, monkeypatch, capsys):
    from popejoan.cli import main

    monkeypatch.setenv("POPEJOAN_DATA_DIR", str(tmp_path))
    saved_sessions(tmp_path, count=2, deals=2)
    assert main(["stats", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert set(data) == {"sessions", "deals", "players"}
    assert (data["sessions"], data["deals"]) == (2, 4)
    kinds = {(p["name"], p["kind"], p["level"]) for p in data["players"]}
    assert kinds == {("Ann", "human", None), ("Ben", "computer", "normal"), ("Cat", "human", None)}
    for p in data["players"]:
        assert {"name", "kind", "level", "sessions", "deals", "games_won", "fish"} <= set(p)
        assert (p["sessions"], p["deals"]) == (2, 4)
    assert main(["stats", "--rebuild"]) == 0
    assert "2 sessions, 4 deals" in capsys.readouterr().out


def test_the_book_folds_in_only_the_lines_added_and_matches_the_whole_ledger(tmp_path):
    store = saved_sessions(tmp_path, count=2, deals=2)
    path = tmp_path / "stats.jsonl"
    Ledger(path, saves=store).book()  # caught up, the cache written
    assert (tmp_path / ".stats.jsonl.book").is_file()
    Ledger(path, saves=store).record([entry("S", 1), entry("S", 2), entry("S", 2)])  # another window's lines
    book, notices = Ledger(path, saves=store).book()  # a new window: the cache, then the lines after it
    assert notices == []
    whole = stats_json(Ledger(path, saves=store).read().entries)
    assert stats_json(book) == whole
    assert (whole["sessions"], whole["deals"]) == (3, 6)  # the deal written twice counts once


@pytest.mark.parametrize("cache", [b"", b"garbage", b'{"format": "popejoan-stats-book", "version": 1}',
                                   b"[" * 100000])
def test_a_damaged_cache_is_made_again_from_the_ledger(tmp_path, cache):
    path = tmp_path / "stats.jsonl"
    ledger = Ledger(path, saves=SaveStore(tmp_path / "saves"))
    ledger.record([entry("S", 1), entry("S", 2)])
    ledger.book()
    (tmp_path / ".stats.jsonl.book").write_bytes(cache)
    book, notices = Ledger(path, saves=SaveStore(tmp_path / "saves")).book()
    assert notices == [] and book.sessions["S"].deals == 2


def test_a_cache_of_another_ledger_is_not_trusted(tmp_path):
    path = tmp_path / "stats.jsonl"
    ledger = Ledger(path, saves=SaveStore(tmp_path / "saves"))
    ledger.record([entry("S", 1)])
    ledger.book()
    path.write_bytes(HEADER + entry_line(entry("T", 1)))  # written again whole (a rebuild): another file
    book, _ = Ledger(path, saves=SaveStore(tmp_path / "saves")).book()
    assert set(book.sessions) == {"T"}


def test_a_book_held_takes_in_the_deals_recorded_after_it(tmp_path):
    ledger = Ledger(tmp_path / "stats.jsonl", saves=SaveStore(tmp_path / "saves"))
    ledger.record([entry("S", 1)])
    first, _ = ledger.book()
    ledger.record([entry("S", 2), entry("T", 1, fish=4)])
    ledger.merge("Ben", "Ann")
    book, _ = ledger.book()
    assert (book.sessions["S"].deals, book.sessions["T"].deals) == (2, 1)
    assert stats_json(book) == stats_json(ledger.read().entries)
    assert [p["name"] for p in stats_json(book)["players"]] == ["Ann"]  # Ben merged into Ann
