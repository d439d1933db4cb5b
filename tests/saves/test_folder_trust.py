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
from popejoan.saves import SaveStore, SaveWriter

from .play import same_state
from .test_store import _session


def test_a_file_where_the_folder_should_be_is_said_when_listing_and_saving(tmp_path: Path) -> None:
    folder = tmp_path / "saves"
    folder.write_text("not a folder", encoding="utf-8")
    store = SaveStore(folder)
    with pytest.raises(SaveError) as listing:
        store.list_saves()
    assert listing.value.kind == "not_a_folder" and listing.value.file == str(folder)
    assert listing.value.problem == "a file stands where the folder of saved sessions should be"
    with pytest.raises(SaveError) as saving:
        store.save(store.new_id(), _session(actions=1))
    assert saving.value.kind == "not_a_folder" and saving.value.file == str(folder)
    assert folder.read_text(encoding="utf-8") == "not a folder"  # the player's file is left as it was


def test_a_folder_the_system_will_not_list_is_said_not_shown_empty(tmp_path: Path,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    store = SaveStore(tmp_path / "saves")
    save_id = store.new_id()
    store.save(save_id, _session(actions=2))
    assert [info.id for info in store.list_saves()[0]] == [save_id]

    def refuse(path: object) -> list[str]:  # chmod 000 as a player's account meets it (the tests run as root)
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr("popejoan.saves.os.listdir", refuse)
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
    session = _session(actions=3)
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
        session = _session(actions=1)
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
