"""The folder of saved sessions: listing, resuming, deleting, bad files kept aside, atomic writes, the writer."""

from __future__ import annotations

import json
import os
import random
import shutil
import threading
import time
from pathlib import Path

import pytest

from popejoan.engine.errors import NewerSaveError, SaveError
from popejoan.engine.ruleset import SHIPPED_RULESET_DIR, find_ruleset, load_ruleset_file
from popejoan.engine.session import Session
from popejoan.storage.saves import DATA_DIR_ENV, SaveStore, SaveWriter, default_save_dir

from .play import NAMES, same_state, seats_for, slowed


def played_session(rid: str = "parlett", players: int = 4, seed: int = 1, deals: int = 2, actions: int = 3) -> Session:
    """A session ``deals`` deals in, then ``actions`` decisions into the next deal."""
    session = Session(find_ruleset(rid).with_options(), NAMES[:players], seed=seed, seats=seats_for(players))
    chooser = random.Random(seed)
    for _ in range(deals):
        deal = session.start_deal()
        while not deal.over:
            deal.apply(chooser.choice(deal.legal_actions()))
        session.finish_deal()
    deal = session.start_deal()
    for _ in range(actions):
        if not deal.over:
            deal.apply(chooser.choice(deal.legal_actions()))
    return session


@pytest.fixture
def store(tmp_path: Path) -> SaveStore:
    return SaveStore(tmp_path / "saves")


def test_save_list_and_load(store: SaveStore) -> None:
    session = played_session("japanese", 5, seed=3)
    save_id = store.new_id()
    path = store.save(save_id, session, saved="2026-11-29T20:00:00.000+00:00")
    assert path == store.folder / f"{save_id}.json" and path.is_file()
    saves, problems = store.list_saves()
    assert problems == [] and [s.id for s in saves] == [save_id]
    info = saves[0]
    assert (info.ruleset_id, info.ruleset_native, info.ruleset_english) == (
        "japanese", "ポープ・ジョーン", info.ruleset_english)
    assert [(p.name, p.kind, p.level) for p in info.players] == [
        ("Ann", "human", None), ("Ben", "computer", "normal"), ("Cat", "human", None),
        ("Dan", "computer", "normal"), ("Eve", "human", None)]
    assert info.deals_played == 2 and info.deal_number == 3 and not info.finished
    assert info.balances == tuple(session.balances) and info.board == session.board
    assert info.saved_at.isoformat() == "2026-11-29T20:00:00+00:00"
    assert store.info(save_id) == info
    same_state(session, store.load(save_id))


def test_the_folder_follows_the_environment(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path / "data"))
    assert default_save_dir() == tmp_path / "data" / "saves"
    assert SaveStore().folder == tmp_path / "data" / "saves"
    monkeypatch.delenv(DATA_DIR_ENV)
    assert default_save_dir().name == "saves" and default_save_dir().parent.name == "popejoan"


def test_several_sessions_newest_first_and_the_latest_unfinished(store: SaveStore) -> None:
    ids = [store.new_id() for _ in range(3)]
    assert len(set(ids)) == 3
    session = Session(find_ruleset("spanish").with_options(), NAMES[:3], seed=5)
    deal = session.start_deal()
    while not deal.over:
        deal.apply(deal.legal_actions()[0])
    session.finish_deal()
    session.share_out()
    store.save(ids[0], played_session(seed=1), saved="2026-11-01T10:00:00.000+00:00")
    store.save(ids[1], played_session(seed=2), saved="2026-11-03T10:00:00.000+00:00")
    store.save(ids[2], session, saved="2026-11-05T10:00:00.000+00:00")  # finished, and the newest
    saves, _ = store.list_saves()
    assert [s.id for s in saves] == [ids[2], ids[1], ids[0]]
    assert [s.finished for s in saves] == [True, False, False]
    latest = store.latest_unfinished()
    assert latest is not None and latest.id == ids[1]
    store.delete(ids[1])
    assert store.latest_unfinished().id == ids[0]  # type: ignore[union-attr]
    store.delete(ids[1])  # already gone: nothing happens
    store.delete(ids[0])
    assert store.latest_unfinished() is None
    resumed = store.load(ids[2])
    assert resumed.finished and resumed.shared_out == session.shared_out  # kept as a record: standings and share-out


def test_ids_cannot_name_other_files(store: SaveStore) -> None:
    for bad in ("../settings", "a/b", "a\\b", "", ".hidden", "x" * 201, "abc\n", "..", "\udcff"):
        with pytest.raises(SaveError, match="is not the id of a saved session"):
            store.load(bad)
    with pytest.raises(SaveError, match="there is no such saved session"):
        store.load("20260101-000000-abcdef")


# --- corruption -------------------------------------------------------------------------


def corrupted(kind: str, good: bytes) -> bytes:
    if kind == "zero-length":
        return b""
    if kind == "truncated":
        return good[: len(good) // 2]
    if kind == "bit-flipped":
        flipped = bytearray(good)
        flipped[len(good) * 2 // 3] ^= 0x04
        return bytes(flipped)
    if kind == "edited-balances":
        data = json.loads(good)
        data["session"]["deals"][0]["after"]["balances"][0] += 5
        return json.dumps(data).encode()
    if kind == "not-a-save":
        return b'{"name": "shopping list"}'
    # the playtest's: one number in the summary changed, the check sum left as it was (the game did not start)
    if kind == "nan":
        return good.replace(b'"deals_played":', b'"deals_played":NaN,"was":', 1)
    if kind == "infinity":
        return good.replace(b'"deals_played":', b'"deals_played":-Infinity,"was":', 1)
    if kind == "huge-float":
        return good.replace(b'"deals_played":', b'"deals_played":1e999,"was":', 1)
    if kind == "long-integer":
        return good.replace(b'"deals_played":', b'"deals_played":1' + b"0" * 4400 + b',"was":', 1)
    raise AssertionError(kind)


KINDS = {
    "zero-length": "the file is empty",
    "truncated": "it was cut short",
    "bit-flipped": "changed or damaged",
    "edited-balances": "changed or damaged",
    "not-a-save": "not a Pope Joan saved session",
    "nan": "it holds NaN, which is not a number a saved session can hold",
    "infinity": "it holds -Infinity, which is not a number a saved session can hold",
    "huge-float": "it holds the number 1e999, too large for a saved session",
    "long-integer": "it holds a number of 4,401 digits, too long for a saved session",
}


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_a_bad_save_is_refused_kept_aside_and_the_others_still_load(store: SaveStore, kind: str) -> None:
    good_id, bad_id = store.new_id(), store.new_id()
    good = played_session(seed=11)
    store.save(good_id, good)
    bad_path = store.save(bad_id, played_session(seed=12))
    content = corrupted(kind, bad_path.read_bytes())
    bad_path.write_bytes(content)

    saves, problems = store.list_saves()
    assert [s.id for s in saves] == [good_id]
    assert len(problems) == 1
    problem = problems[0]
    assert KINDS[kind] in problem.problem
    assert problem.file == str(bad_path) and problem.kept_as == f"{bad_id}.json.bad"
    assert str(problem) == f"{bad_path}: {problem.problem} (the file is kept as {bad_id}.json.bad)"
    assert not bad_path.exists()
    assert (store.folder / f"{bad_id}.json.bad").read_bytes() == content  # kept, byte for byte
    assert store.kept_aside() == [store.folder / f"{bad_id}.json.bad"]
    same_state(good, store.load(good_id))
    assert store.list_saves() == ([saves[0]], [])  # reported once; the game goes on


def test_a_save_with_a_byte_order_mark_loads(store: SaveStore) -> None:
    """A save opened and saved again by Windows Notepad starts with a byte-order mark: the playtest's was called
    damaged ("Unexpected UTF-8 BOM") and kept aside, its session lost to the player though whole."""
    save_id = store.new_id()
    session = played_session(seed=8)
    path = store.save(save_id, session)
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())
    saves, problems = store.list_saves()
    assert problems == [] and [s.id for s in saves] == [save_id]
    same_state(session, store.load(save_id))
    assert path.exists() and store.kept_aside() == []


def test_a_file_no_check_foresaw_is_said_and_left_where_it_is(store: SaveStore,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """Whatever a file holds, the list is read without a crash (it is read as the game starts): an error the
    checks did not foresee is one problem, the file left in place, the other saves listed."""
    import popejoan.storage.saves.store as saves_module

    good_id, odd_id = store.new_id(), store.new_id()
    store.save(good_id, played_session(seed=11))
    odd = store.save(odd_id, played_session(seed=12))
    real = saves_module.read_listing

    def unforeseen(data: bytes):
        if data == odd.read_bytes():
            raise ZeroDivisionError("division by zero")
        return real(data)

    monkeypatch.setattr(saves_module, "read_listing", unforeseen)
    saves, problems = store.list_saves()
    assert [s.id for s in saves] == [good_id]
    assert [(p.file, p.kept_as) for p in problems] == [(str(odd), None)]
    assert "the game could not read it (ZeroDivisionError: division by zero)" in str(problems[0])
    assert odd.exists()


def test_a_bad_save_found_by_load_is_kept_aside(store: SaveStore) -> None:
    save_id = store.new_id()
    path = store.save(save_id, played_session(seed=4))
    path.write_bytes(path.read_bytes()[:-40])
    with pytest.raises(SaveError) as caught:
        store.load(save_id)
    assert caught.value.kept_as == f"{save_id}.json.bad" and "cut short" in str(caught.value)
    assert not path.exists() and (store.folder / f"{save_id}.json.bad").exists()


def test_a_replay_that_disagrees_is_kept_aside(store: SaveStore) -> None:
    """An edit with a check sum made anew (someone who knows the format) is still caught by the replay."""
    from .test_record import resealed

    save_id = store.new_id()
    path = store.save(save_id, played_session(seed=6))
    data = json.loads(path.read_bytes())
    data["session"]["deals"][1]["after"]["balances"][2] -= 1
    path.write_bytes(resealed(data))
    assert [s.id for s in store.list_saves()[0]] == [save_id]  # the summary alone looks fine
    with pytest.raises(SaveError, match="after deal 2 the save records balances .* but playing the deals again gives"):
        store.load(save_id)
    assert store.list_saves() == ([], []) and len(store.kept_aside()) == 1


def test_kept_aside_files_never_replace_each_other(store: SaveStore) -> None:
    save_id = store.new_id()
    path = store.path(save_id)
    store.folder.mkdir(parents=True)
    for k in range(3):
        path.write_bytes(b"broken %d" % k)
        store.list_saves()
    names = [p.name for p in store.kept_aside()]
    assert names == [f"{save_id}.json.bad", f"{save_id}.json.bad-2", f"{save_id}.json.bad-3"]
    assert [p.read_bytes() for p in store.kept_aside()] == [b"broken 0", b"broken 1", b"broken 2"]


def test_a_huge_file_is_refused_without_reading_it(store: SaveStore) -> None:
    save_id = store.new_id()
    store.folder.mkdir(parents=True)
    path = store.path(save_id)
    with open(path, "wb") as f:
        f.truncate(17 * 1024 * 1024)  # sparse: no 17 MiB written to the disk
    saves, problems = store.list_saves()
    assert saves == [] and "far too big" in problems[0].problem and problems[0].kept_as == f"{save_id}.json.bad"


def test_a_save_from_a_newer_version_is_refused_and_left_for_it(store: SaveStore) -> None:
    newer_id, good_id = store.new_id(), store.new_id()
    path = store.save(newer_id, played_session(seed=7))
    data = json.loads(path.read_bytes())
    data["version"] = 2
    path.write_bytes(json.dumps(data).encode())
    store.save(good_id, played_session(seed=8))
    saves, problems = store.list_saves()
    assert [s.id for s in saves] == [good_id]
    assert isinstance(problems[0], NewerSaveError) and problems[0].kept_as is None
    assert "saved by a newer version of Pope Joan (save format 2)" in str(problems[0])
    with pytest.raises(NewerSaveError):
        store.load(newer_id)
    assert path.exists() and store.kept_aside() == []  # untouched: the newer version still finds it
    assert store.latest_unfinished().id == good_id  # type: ignore[union-attr]


# --- atomic writes ------------------------------------------------------------------------


def test_a_failure_between_write_and_rename_leaves_the_previous_save(store: SaveStore,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    save_id = store.new_id()
    first = played_session(seed=9, actions=1)
    path = store.save(save_id, first)
    before = path.read_bytes()
    later = played_session(seed=9, actions=4)

    def failing_replace(src: str, dst: str) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", failing_replace)
    with pytest.raises(SaveError, match=r"it could not be written \(No space left on device\)"):
        store.save(save_id, later)
    monkeypatch.undo()
    assert path.read_bytes() == before
    assert sorted(p.name for p in store.folder.iterdir()) == [f"{save_id}.json"]  # the temporary file is gone
    same_state(first, store.load(save_id))
    store.save(save_id, later)
    same_state(later, store.load(save_id))


def test_a_write_killed_before_the_rename_leaves_a_temporary_file_that_is_ignored(store: SaveStore) -> None:
    save_id = store.new_id()
    session = played_session(seed=10)
    store.save(save_id, session)
    temp = store.folder / f".{save_id}.json.abc123.tmp"
    temp.write_bytes(b'{"format": "popejoan-ses')  # what a kill in the middle of a write leaves
    saves, problems = store.list_saves()
    assert [s.id for s in saves] == [save_id] and problems == [] and temp.exists()
    old = time.time() - 3600
    os.utime(temp, (old, old))
    store.list_saves()
    assert not temp.exists()  # a stale temporary file is cleared; saves are never deleted
    same_state(session, store.load(save_id))


# --- a save survives its ruleset --------------------------------------------------------------


def test_a_save_survives_its_ruleset_file_being_edited_and_deleted(tmp_path: Path, store: SaveStore) -> None:
    text = (SHIPPED_RULESET_DIR / "parlett.yaml").read_text(encoding="utf-8").replace("id: parlett", "id: house")
    ruleset_file = tmp_path / "house.yaml"
    ruleset_file.write_text(text, encoding="utf-8")
    rules = load_ruleset_file(ruleset_file).with_options({"split_pairs": True})
    session = Session(rules, NAMES[:3], seed=21)
    chooser = random.Random(21)
    for _ in range(2):
        deal = session.start_deal()
        while not deal.over:
            deal.apply(chooser.choice(deal.legal_actions()))
        session.finish_deal()
    save_id = store.new_id()
    store.save(save_id, session)

    ruleset_file.write_text(text.replace("pope: 6,", "pope: 9,").replace("split: true", "split: false"),
                            encoding="utf-8")
    assert load_ruleset_file(ruleset_file).dressing.stakes["pope"] == 9
    same_state(session, store.load(save_id))
    ruleset_file.unlink()
    resumed = store.load(save_id)
    same_state(session, resumed)
    assert resumed.rules.id == "house" and resumed.rules.dressing.stakes["pope"] == 6 and resumed.rules.pairs.split
    resumed.start_deal()  # and play goes on under the rules the session began with


# --- the background writer -------------------------------------------------------------------------


def test_the_writer_writes_the_newest_snapshot(store: SaveStore) -> None:
    save_id = store.new_id()
    session = Session(find_ruleset("russian").with_options(), NAMES[:4], seed=31, seats=seats_for(4))
    chooser = random.Random(31)
    with SaveWriter(store) as writer:
        submitted = 0
        for _ in range(3):
            deal = session.start_deal()
            writer.submit(save_id, session)
            while not deal.over:
                deal.apply(chooser.choice(deal.legal_actions()))
                writer.submit(save_id, session)
                submitted += 1
            session.finish_deal()
            writer.submit(save_id, session)
        session.share_out()
        writer.submit(save_id, session)
        assert writer.flush(timeout=10)
        assert 1 <= writer.written <= submitted + 7 and writer.pending == 0 and writer.errors() == []
    same_state(session, store.load(save_id))
    assert store.info(save_id).finished


def test_the_writer_reports_failures_and_keeps_going(store: SaveStore, monkeypatch: pytest.MonkeyPatch) -> None:
    save_id = store.new_id()
    session = played_session(seed=12)
    writer = SaveWriter(store)
    real_save = store.save
    calls = {"n": 0}

    def flaky(*args: object, **kw: object) -> Path:
        calls["n"] += 1
        if calls["n"] == 1:
            raise SaveError("the session could not be saved (Read-only file system)", "x.json")
        return real_save(*args, **kw)  # type: ignore[arg-type]

    monkeypatch.setattr(store, "save", flaky)
    writer.submit(save_id, session)
    assert writer.flush(timeout=10)
    errors = writer.errors()
    assert [e.problem for e in errors] == ["the session could not be saved (Read-only file system)"]
    assert writer.errors() == []
    writer.submit(save_id, session)
    assert writer.close(timeout=10)
    assert writer.written == 1
    same_state(session, store.load(save_id))
    with pytest.raises(SaveError, match="closed"):
        writer.submit(save_id, session)
    assert writer.close() is True  # twice is fine


def test_deleting_through_the_writer_drops_pending_snapshots(store: SaveStore, monkeypatch: pytest.MonkeyPatch) -> None:
    save_id = store.new_id()
    gate = threading.Event()
    slowed(store, monkeypatch, gate, 10.0)
    writer = SaveWriter(store)
    writer.submit(save_id, played_session(seed=13, actions=1))  # being written (held at the gate)
    time.sleep(0.05)
    writer.submit(save_id, played_session(seed=13, actions=2))  # pending
    threading.Timer(0.1, gate.set).start()
    writer.delete(save_id)  # waits for the write in progress, drops the pending one, deletes
    assert writer.close(timeout=10)
    assert not store.path(save_id).exists()


def test_saves_copied_to_another_folder_still_load(store: SaveStore, tmp_path: Path) -> None:
    """Saves copied to another folder (a backup, a new machine) list and load there."""
    save_id = store.new_id()
    session = played_session(seed=14)
    store.save(save_id, session)
    other = SaveStore(tmp_path / "elsewhere")
    shutil.copytree(store.folder, other.folder)
    same_state(session, other.load(save_id))


def test_listing_again_reads_only_changed_files(store: SaveStore) -> None:
    a, b = store.new_id(), store.new_id()
    store.save(a, played_session(seed=15, actions=1))
    store.save(b, played_session(seed=16, actions=1))
    first, _ = store.list_saves()
    again, _ = store.list_saves()
    assert [x is y for x, y in zip(first, again)] == [True, True]  # not read again
    later = played_session(seed=15, actions=3)
    store.save(a, later, saved="2030-01-01T00:00:00.000+00:00")
    store.path(b).write_bytes(b"{")
    saves, problems = store.list_saves()
    assert [s.id for s in saves] == [a] and saves[0].balances == tuple(later.balances)
    assert saves[0].saved_at.year == 2030 and "cut short" in problems[0].problem


def test_a_resumed_session_knows_which_variants_are_idle(store: SaveStore) -> None:
    """The save keeps the resolved rules; resumed, they are joined to the file's own rules again, so the
    rules screen still tells idle variants right: russian dressing: equal idles pope_stake, not itself."""
    rules = find_ruleset("russian").with_options({"dressing": "equal"})
    session = Session(rules, NAMES[:4], seed=5, seats=seats_for(4))
    session.start_deal()
    save_id = store.new_id()
    store.save(save_id, session)
    resumed = store.load(save_id)
    assert resumed.rules.model_dump() == rules.model_dump()
    assert resumed.rules.idle_options() == {"pope_stake": "dressing"}


# --- a session's name ------------------------------------------------------------------------------


def test_a_renamed_save_keeps_its_name_through_a_restart_a_resume_and_the_next_save(store: SaveStore) -> None:
    session = played_session("parlett", 4, seed=2)
    save_id = store.new_id()
    store.save(save_id, session, saved="2026-11-29T20:00:00.000+00:00")
    before = store.info(save_id)
    assert before.name is None  # never named: the list shows the ruleset's name, as before names existed
    info = store.rename(save_id, "  Sunday   with Grandma ")
    # tidied: outer spaces gone, the inner run of three spaces made one
    assert info.name == "Sunday with Grandma"
    # nothing else about the save changed: not even when it was last played
    assert info.saved_at.isoformat() == "2026-11-29T20:00:00+00:00"
    assert (info.deals_played, info.deal_number, info.balances, info.players) == (
        before.deals_played, before.deal_number, before.balances, before.players)
    data = json.loads(store.path(save_id).read_text(encoding="utf-8"))
    assert data["session"]["meta"] == {"name": "Sunday with Grandma"}
    # a new store (the game started again) reads the name; a resume carries it in the session's notes
    again = SaveStore(store.folder)
    assert again.list_saves()[0][0].name == "Sunday with Grandma"
    resumed = again.load(save_id)
    assert resumed.meta == {"name": "Sunday with Grandma"}
    session.meta["name"] = "Sunday with Grandma"
    same_state(session, resumed)  # the name aside, the very same session
    # played on and saved again (as the autosave does): still named, and the play recorded
    resumed.deal.apply(resumed.deal.legal_actions()[0])
    again.save(save_id, resumed, saved="2026-11-30T09:15:00.000+00:00")
    after = again.info(save_id)
    assert after.name == "Sunday with Grandma" and after.saved_at.isoformat() == "2026-11-30T09:15:00+00:00"
    # renamed again, in Japanese and then in Russian: each replaces the last
    assert store.rename(save_id, "おばあちゃんと日曜日").name == "おばあちゃんと日曜日"
    assert store.rename(save_id, "У бабушки").name == "У бабушки"
    assert store.load(save_id).meta["name"] == "У бабушки"


@pytest.mark.parametrize("name,why", [
    ("", "empty or only spaces"),
    ("    ", "empty or only spaces"),
    ("Ann\nBen", "control character"),
    ("Sunday\twith Grandma", "control character"),
    ("x" * 41, "at most 40 characters, not 41"),
    (None, "must be text"),
])
def test_a_blank_or_bad_name_is_refused_and_the_save_is_untouched(store: SaveStore, name: object, why: str) -> None:
    session = played_session("parlett", 3, seed=5, deals=1)
    save_id = store.new_id()
    store.save(save_id, session)
    store.rename(save_id, "Tuesday")
    data = store.path(save_id).read_bytes()
    with pytest.raises(ValueError, match=why):
        store.rename(save_id, name)  # type: ignore[arg-type]
    assert store.path(save_id).read_bytes() == data and store.info(save_id).name == "Tuesday"
    assert store.rename(save_id, "x" * 40).name == "x" * 40  # forty is allowed


def test_a_name_that_cannot_be_written_leaves_the_old_file_whole(store: SaveStore,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """A full disk at the moment of renaming: the error says so in words, and the save is byte for byte what it
    was (the temporary file is removed, the old name kept)."""
    session = played_session("russian", 4, seed=6, deals=1)
    save_id = store.new_id()
    store.save(save_id, session)
    store.rename(save_id, "Old name")
    data = store.path(save_id).read_bytes()

    def full(src: object, dst: object) -> None:
        raise OSError(28, "No space left on device")

    with monkeypatch.context() as patch, pytest.raises(SaveError) as caught:
        patch.setattr(os, "replace", full)  # the atomic write's last step: the rename over the old file
        store.rename(save_id, "New name")
    assert caught.value.kind == "unwritable" and caught.value.reason == "No space left on device"
    assert str(caught.value) == f"{store.path(save_id)}: the file could not be written (No space left on device)"
    assert store.path(save_id).read_bytes() == data
    assert sorted(p.name for p in store.folder.iterdir()) == [f"{save_id}.json"]  # no temporary file left
    assert store.info(save_id).name == "Old name"
    session.meta["name"] = "Old name"
    same_state(session, store.load(save_id))


def test_renaming_a_damaged_or_newer_save_refuses_it_as_resuming_does(store: SaveStore) -> None:
    session = played_session("parlett", 3, seed=7, deals=1)
    good = store.new_id()
    store.save(good, session)
    data = store.path(good).read_bytes()
    cut = store.path("20261101-101010-abcdef")
    cut.write_bytes(data[: len(data) // 2])
    with pytest.raises(SaveError) as caught:
        store.rename("20261101-101010-abcdef", "Anything")
    assert caught.value.kind == "cut_short" and caught.value.kept_as == "20261101-101010-abcdef.json.bad"
    assert not cut.exists() and cut.with_name(cut.name + ".bad").read_bytes() == data[: len(data) // 2]
    newer = store.path("20261102-101010-abcdef")
    newer.write_text(json.dumps({"format": "popejoan-session", "version": 99}), encoding="utf-8")
    with pytest.raises(NewerSaveError):
        store.rename("20261102-101010-abcdef", "Anything")
    assert newer.exists()  # left for the newer version
    with pytest.raises(SaveError) as caught:
        store.rename("20261103-101010-abcdef", "Anything")
    assert caught.value.kind == "missing"


def test_a_name_in_the_notes_that_is_not_a_name_is_no_name() -> None:
    """The list reads the name from the session's notes without trusting them: a note that is not a valid name
    (not text, blank, too long) shows as no name, as a save from before names existed does."""
    from datetime import datetime, timezone

    from popejoan.storage.saves import SaveInfo

    def info(meta: dict) -> SaveInfo:
        return SaveInfo(id="x", path=Path("x.json"), ruleset_id="parlett", ruleset_native="Pope Joan",
                        ruleset_english="Pope Joan", options={}, players=(), deals_played=0, deal_number=None,
                        balances=(), board={}, finished=False, saved_at=datetime(2026, 11, 29, tzinfo=timezone.utc),
                        size=1, meta=meta)

    assert info({}).name is None
    assert info({"name": 5}).name is None
    assert info({"name": "   "}).name is None
    assert info({"name": "y" * 41}).name is None
    assert info({"name": " Grandma "}).name == "Grandma"


def test_a_note_of_why_a_file_was_kept_aside_is_read_whatever_it_holds(store: SaveStore) -> None:
    """The reviewer's: a note beside a file kept aside that is deeply nested (RecursionError escaped the Saved
    sessions' Details), a named pipe (read for ever), or fields of the wrong types: no reason is said, nothing
    raised, nothing waited for."""
    save_id = store.new_id()
    path = store.save(save_id, played_session(seed=5))
    path.write_bytes(b"")
    store.list_saves()
    kept = store.folder / f"{save_id}.json.bad"
    why = store.why_kept(kept)
    assert why is not None and why.problem == "the file is empty" and why.kept_as == kept.name
    note = kept.with_name(kept.name + ".why")
    for content in (b"[" * 4096, b"null", b'{"problem": 1, "file": [], "kind": "nonsense", "reason": null}'):
        note.write_bytes(content)
        result = store.why_kept(kept)
        assert result is None or (result.kind == "damaged" and result.reason == "")
    if hasattr(os, "mkfifo"):
        note.unlink()
        os.mkfifo(note)
        assert store.why_kept(kept) is None


def test_a_seed_too_long_for_a_save_is_refused_on_the_command_line() -> None:
    """The reviewer's: a --seed of 4,001 to 4,300 digits was taken, the session saved, and the save then refused
    as damaged. The command line now refuses it, at the limit a save is read with."""
    from types import SimpleNamespace

    from popejoan.engine.record import MAX_NUMBER_DIGITS
    from popejoan.ui.launch import MAX_SAVE_DIGITS, LaunchError, check_numbers

    assert MAX_SAVE_DIGITS == MAX_NUMBER_DIGITS
    check_numbers(SimpleNamespace(seed=int("9" * MAX_NUMBER_DIGITS)))
    with pytest.raises(LaunchError, match="--seed has at most 4,000 digits"):
        check_numbers(SimpleNamespace(seed=10 ** MAX_NUMBER_DIGITS))
