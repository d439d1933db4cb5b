"""Holding a session in play (SaveStore.hold): one window plays a session, a second is refused it in words.

The second window is a real second process (:mod:`tests.saves.holders`), as players meet it.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from popejoan.engine.errors import SaveError
from popejoan.engine.ruleset import find_ruleset
from popejoan.engine.session import Session
from popejoan.storage.saves import IN_USE, SaveStore, SaveWriter
from tests.saves.holders import Holder

WORDS = "the session is open in another Pope Joan window: play it there, or close that window first"


def _saved(store: SaveStore, deals: int = 0) -> str:
    """A saved session of Pope Joan (Parlett), three players, ``deals`` deals played by the lowest legal card."""
    session = Session(find_ruleset("parlett").with_options({}), ["Ann", "Ben", "Cy"], seed=4)
    for _ in range(deals):
        session.start_deal()
        while not session.deal.over:
            session.deal.apply(min(session.deal.legal_actions()))
        session.finish_deal()
    save_id = store.new_id()
    store.save(save_id, session)
    return save_id


def test_the_words_are_the_briefs() -> None:
    assert IN_USE == WORDS


def test_a_session_held_in_another_process_is_refused_there_and_nothing_is_written(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    save_id = _saved(store, deals=1)
    path = store.path(save_id)
    before = (path.read_bytes(), path.stat().st_mtime_ns)
    with Holder(tmp_path, save_id) as other:
        assert other.said == "held"
        with pytest.raises(SaveError) as refused:
            store.hold(save_id)
        assert refused.value.kind == "in_use" and refused.value.problem == WORDS
        assert refused.value.file == str(path) and refused.value.kept_as is None
        assert str(refused.value) == f"{path}: {WORDS}"
        assert store.held_elsewhere(save_id)
        with pytest.raises(SaveError) as renamed:
            store.rename(save_id, "Sunday")
        assert renamed.value.kind == "in_use"
        with pytest.raises(SaveError) as deleted:
            store.delete(save_id)
        assert deleted.value.kind == "in_use"
        with SaveWriter(store) as writer, pytest.raises(SaveError):
            writer.delete(save_id)
        assert (path.read_bytes(), path.stat().st_mtime_ns) == before  # not a byte written, not deleted
        assert other.let_go() == "released"
    assert not store.held_elsewhere(save_id)
    with store.hold(save_id) as hold:  # let go: this process may take it up now
        assert hold.held and hold.save_id == save_id


def test_a_session_held_here_is_refused_to_another_process(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    save_id = _saved(store)
    hold = store.hold(save_id)
    with Holder(tmp_path, save_id) as other:
        assert other.said == "in_use"
    hold.release()
    hold.release()  # twice is harmless
    with Holder(tmp_path, save_id) as other:
        assert other.said == "held"
        other.let_go()


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is a POSIX signal")
def test_a_process_killed_with_sigkill_lets_go_of_its_session(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    save_id = _saved(store)
    other = Holder(tmp_path, save_id)
    assert other.said == "held" and store.held_elsewhere(save_id)
    other.kill()  # no clean-up of its own: the system drops the lock
    assert other.process.returncode == -9
    assert store.lock_path(save_id).exists()  # the file stays; the lock on it does not
    assert not store.held_elsewhere(save_id)
    with store.hold(save_id) as hold:
        assert hold.held


def test_two_holds_in_one_process_are_two_holds(tmp_path: Path) -> None:
    """filelock locks each open file on its own (flock, not a per-process fcntl lock): a second SaveStore in the
    same process is refused too, so one session has one hold even within a window."""
    first, second = SaveStore(tmp_path), SaveStore(tmp_path)
    save_id = _saved(first)
    with first.hold(save_id):
        with pytest.raises(SaveError) as refused:
            second.hold(save_id)
        assert refused.value.kind == "in_use"
    with second.hold(save_id) as hold:
        assert hold.held


def test_the_lock_file_is_hidden_beside_the_save_never_listed_and_goes_with_a_delete(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    save_id = _saved(store)
    assert not store.held_elsewhere(save_id)
    assert not store.lock_path(save_id).exists()  # a look makes no lock file
    hold = store.hold(save_id)
    assert hold.path == tmp_path / f".{save_id}.lock" and hold.path.exists()
    saves, problems = store.list_saves()
    assert [info.id for info in saves] == [save_id] and problems == []
    assert store.kept_aside() == []
    store.delete(save_id, hold)  # the window that holds it deletes it: the save, then its lock file
    assert not hold.held
    assert sorted(p.name for p in tmp_path.iterdir()) == []
    store.delete(save_id)  # already gone: nothing happens
    assert sorted(p.name for p in tmp_path.iterdir()) == []


def test_the_holder_renames_its_own_session(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    save_id = _saved(store)
    with store.hold(save_id) as hold:
        assert store.rename(save_id, "  Sunday   with Grandma ", hold).name == "Sunday with Grandma"
        with pytest.raises(SaveError) as refused:  # without its hold, this process is a second window
            store.rename(save_id, "Monday")
        assert refused.value.kind == "in_use"
    assert store.info(save_id).name == "Sunday with Grandma"


def test_a_folder_where_no_lock_file_can_be_made_does_not_stop_play(tmp_path: Path,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    import filelock

    store = SaveStore(tmp_path)
    save_id = _saved(store)

    def refused(self: object, *args: object, **kwargs: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(filelock.FileLock, "acquire", refused)
    hold = store.hold(save_id)
    assert not hold.held and hold.reason == "Permission denied" and hold.save_id == save_id
    hold.release()
    assert not store.held_elsewhere(save_id)


def test_a_saves_folder_that_is_a_file_gives_an_unguarded_hold(tmp_path: Path) -> None:
    (tmp_path / "saves").write_text("not a folder", encoding="utf-8")
    hold = SaveStore(tmp_path / "saves").hold("20261129-214503-3f9a2c")
    assert not hold.held and hold.reason


@pytest.mark.skipif(sys.platform == "win32" or os.geteuid() == 0,
                    reason="a read-only folder binds no one on Windows' terms here, nor root")
def test_a_read_only_folder_gives_an_unguarded_hold(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    save_id = _saved(store)
    tmp_path.chmod(0o555)
    try:
        hold = store.hold(save_id)
        assert not hold.held and hold.reason
        assert store.load(save_id).deals_played == 0  # the session still loads and plays
    finally:
        tmp_path.chmod(0o755)


def test_a_bad_id_is_refused_before_any_lock(tmp_path: Path) -> None:
    with pytest.raises(SaveError) as refused:
        SaveStore(tmp_path).hold("../escape")
    assert refused.value.kind == "missing"
    assert list(tmp_path.iterdir()) == []


def test_a_lock_file_removed_as_its_hold_is_let_go_never_leaves_two_holders(tmp_path: Path,
                                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    """A review: the moment's hold of a rename was let go, then its lock file removed. A window that had taken the
    lock in between held a file no longer there, and a third window made a new one and held it too. Now the file
    goes while still held, and whoever was waiting on it takes the new one."""
    import threading
    import time

    import popejoan.storage.saves.store as saves_module
    from popejoan.storage.saves.hold import release_and_remove

    store = SaveStore(tmp_path / "saves")
    save_id = _saved(store)
    monkeypatch.setattr(saves_module, "HOLD_WAIT_S", 10.0)  # the second window waits while the first lets go
    first = store.hold(save_id)
    got: list[object] = []
    second = threading.Thread(target=lambda: got.append(SaveStore(store.folder).hold(save_id)))
    let_go = first.release

    def release_then_let_the_waiting_window_in() -> None:  # the worst moment for whatever comes after release
        let_go()
        waited = time.monotonic()
        while not got and time.monotonic() - waited < 10.0:
            time.sleep(0.005)

    first.release = release_then_let_the_waiting_window_in  # type: ignore[method-assign]
    second.start()
    time.sleep(0.3)  # the second window has opened the lock file and waits on it
    release_and_remove(first)
    second.join(30.0)
    assert len(got) == 1 and got[0].held  # type: ignore[attr-defined]
    monkeypatch.setattr(saves_module, "HOLD_WAIT_S", 0.0)
    with pytest.raises(SaveError) as third:
        SaveStore(store.folder).hold(save_id)
    assert third.value.kind == "in_use"  # one session, one holder
    got[0].release()  # type: ignore[attr-defined]


def test_a_new_session_whose_ids_cannot_be_held_is_played_unguarded(tmp_path: Path,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """A review: a new session tried new ids for ever while holding failed (a lock that keeps failing froze the
    window). Now five ids, then it is played without a hold."""
    from popejoan.ui.autosave import NEW_ID_TRIES, Saving
    from popejoan.ui.setup import GameSetup, Seat

    saving = Saving(tmp_path / "saves")
    tried: list[str] = []

    def refuse(save_id: str) -> None:
        tried.append(save_id)
        raise SaveError(IN_USE, kind="in_use")

    monkeypatch.setattr(saving.store, "hold", refuse)
    setup = GameSetup(find_ruleset("parlett").with_options({}),
                      [Seat("Ann", "human"), Seat("Ben", "computer", "easy"), Seat("Cy", "computer", "easy")], chips=20)
    session = saving.new_session(setup)
    assert NEW_ID_TRIES == 5 and len(tried) == 5 and len(set(tried)) == 5
    assert saving.hold is None and saving.saver is not None and saving.saver.session is session
    saving.close()
