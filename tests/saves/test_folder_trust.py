"""Nothing about the folder of saves may hide a session or lose one without a word (a hostile-files test's
reproductions, 2026-12-02): a folder that cannot be read is said, not shown as empty; a file where the folder
should be is named; a save copied or renamed by the player is still listed; the writer remembers a session
the disk refused until a later write of it succeeds."""

from __future__ import annotations

import errno
import shutil
from pathlib import Path

import pytest

from popejoan.engine.errors import SaveError
from popejoan.storage.saves import SaveStore, SaveWriter

from .play import same_state, slowed
from .test_store import played_session


def test_a_file_where_the_folder_should_be_is_said_when_listing_and_saving(tmp_path: Path) -> None:
    folder = tmp_path / "saves"
    folder.write_text("not a folder", encoding="utf-8")
    store = SaveStore(folder)
    with pytest.raises(SaveError) as listing:
        store.list_saves()
    assert listing.value.kind == "not_a_folder" and listing.value.file == str(folder)
    assert listing.value.problem == "a file stands where the folder of saved sessions should be"
    with pytest.raises(SaveError) as saving:
        store.save(store.new_id(), played_session(actions=1))
    assert saving.value.kind == "not_a_folder" and saving.value.file == str(folder)
    assert folder.read_text(encoding="utf-8") == "not a folder"  # the player's file is left as it was


def test_a_folder_the_system_will_not_list_is_said_not_shown_empty(tmp_path: Path,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    store = SaveStore(tmp_path / "saves")
    save_id = store.new_id()
    store.save(save_id, played_session(actions=2))
    assert [info.id for info in store.list_saves()[0]] == [save_id]

    def refuse(path: object) -> list[str]:  # chmod 000 as a player's account meets it (the tests run as root)
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr("popejoan.storage.saves.store.os.listdir", refuse)
    with pytest.raises(SaveError) as caught:
        store.list_saves()
    assert caught.value.kind == "folder_unreadable" and caught.value.reason == "Permission denied"
    assert str(caught.value) == (f"{tmp_path / 'saves'}: the folder of saved sessions cannot be read "
                                 "(Permission denied)")
    monkeypatch.undo()
    assert [info.id for info in store.list_saves()[0]] == [save_id]  # nothing was moved or lost


def test_no_folder_yet_is_no_saves_and_no_problem(tmp_path: Path) -> None:
    assert SaveStore(tmp_path / "not yet").list_saves() == ([], [])


@pytest.mark.parametrize("name", ["20261202-101010-abcdef (1)", "café", "😀 sunday", "Sunday with Grandma"])
def test_a_save_copied_under_another_name_is_listed_and_resumed(tmp_path: Path, name: str) -> None:
    store = SaveStore(tmp_path / "saves")
    session = played_session(actions=3)
    save_id = store.new_id()
    store.save(save_id, session)
    shutil.copyfile(store.path(save_id), store.folder / f"{name}.json")
    saves, problems = store.list_saves()
    assert problems == [] and sorted(info.id for info in saves) == sorted([save_id, name])
    same_state(session, store.load(name))
    assert store.rename(name, "Copied").name == "Copied"
    store.delete(name)
    assert not (store.folder / f"{name}.json").exists() and [info.id for info in store.list_saves()[0]] == [save_id]


def test_the_writer_remembers_a_refused_session_until_a_write_of_it_succeeds(tmp_path: Path) -> None:
    folder = tmp_path / "saves"
    folder.write_text("in the way", encoding="utf-8")
    writer = SaveWriter(SaveStore(folder))
    try:
        session = played_session(actions=1)
        writer.submit("one", session)
        assert writer.flush(10.0)
        refused = writer.unsaved("one")
        assert refused is not None and refused.kind == "not_a_folder"
        assert [e.kind for e in writer.errors()] == ["not_a_folder"]
        assert writer.errors() == [] and writer.unsaved("one") is refused  # read, the error list empties; not this
        assert writer.unsaved("two") is None
        folder.unlink()  # the player puts it right
        writer.submit("one", session)
        assert writer.flush(10.0) and writer.unsaved("one") is None
        assert (folder / "one.json").is_file()
    finally:
        writer.close(10.0)


def test_a_save_copied_under_a_name_too_long_to_save_again_is_said_not_hidden(tmp_path: Path) -> None:
    """A review: ``"é" * 120 + ".json"`` (240 bytes) was listed and loaded, then every write of it failed (a
    file name has at most 255 bytes, and the writer's temporary file adds to it). It is now said, and left."""
    store = SaveStore(tmp_path / "saves")
    save_id = store.new_id()
    store.save(save_id, played_session(actions=2))
    long = store.folder / ("é" * 120 + ".json")
    shutil.copyfile(store.path(save_id), long)
    saves, problems = store.list_saves()
    assert [info.id for info in saves] == [save_id]
    assert [(p.kind, p.file, p.kept_as) for p in problems] == [("name_too_long", str(long), None)]
    assert problems[0].problem == ("its name is too long for the game to save it again (at most 200 bytes): give "
                                   "it a shorter name")
    assert long.exists()  # left as it is, for the player to rename
    fine = store.folder / ("é" * 100 + ".json")  # 200 bytes: listed, and saved again
    long.rename(fine)
    assert sorted(info.id for info in store.list_saves()[0]) == sorted([save_id, "é" * 100])
    store.save("é" * 100, played_session(actions=3))


def test_the_writer_lets_go_of_a_session_only_once_its_newest_snapshot_has_landed(tmp_path: Path,
                                                                                    monkeypatch: pytest.MonkeyPatch
                                                                                    ) -> None:
    """A review: leaving a session let go of its hold after waiting at most two seconds for the disk, so on a slow
    disk another window could read the older file while this one's last write was still landing."""
    import threading

    store = SaveStore(tmp_path / "saves")
    gate = threading.Event()
    slowed(store, monkeypatch, gate)
    writer = SaveWriter(store)
    told: list[str] = []
    try:
        writer.when_written("one", lambda: told.append("nothing of it waits"))  # nothing waits: at once
        assert told == ["nothing of it waits"]
        writer.submit("one", played_session(actions=1))
        writer.when_written("one", lambda: told.append("written"))
        assert not writer.flush(0.2) and told == ["nothing of it waits"]  # still landing: still held
        gate.set()
        assert writer.flush(30.0)
        assert told == ["nothing of it waits", "written"] and store.path("one").is_file()
    finally:
        gate.set()
        writer.close(30.0)


def test_a_file_where_the_data_folder_should_be_is_the_file_named(tmp_path: Path) -> None:
    """The playtest's POPEJOAN_DATA_DIR naming a file: the message named ".../datafile/saves", a folder that is
    nowhere; the file to move is ".../datafile"."""
    data = tmp_path / "datafile"
    data.write_text("a file", encoding="utf-8")
    store = SaveStore(data / "saves")
    with pytest.raises(SaveError) as listing:
        store.list_saves()
    assert listing.value.kind == "not_a_folder" and listing.value.file == str(data)
    with pytest.raises(SaveError) as saving:
        store.save(store.new_id(), played_session(actions=1))
    assert saving.value.kind == "not_a_folder" and saving.value.file == str(data)
    assert data.read_text(encoding="utf-8") == "a file"
