"""popejoan.storage.files: the player's files are never half-written and never overwritten when set aside."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from popejoan.storage.files import move_aside, write_atomic


def test_write_atomic_replaces_the_whole_file_and_leaves_no_temporary(tmp_path: Path) -> None:
    path = tmp_path / "session.json"
    path.write_bytes(b"old")
    write_atomic(path, b"new content")
    assert path.read_bytes() == b"new content"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["session.json"]


def test_a_failed_write_leaves_the_old_file_and_no_temporary(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "settings.json"
    path.write_bytes(b"old")

    def refuse(src: str, dst: str) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", refuse)
    with pytest.raises(OSError, match="No space"):
        write_atomic(path, b"new")
    assert path.read_bytes() == b"old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["settings.json"]


def test_a_write_into_a_missing_folder_raises_and_creates_nothing(tmp_path: Path) -> None:
    with pytest.raises(OSError):
        write_atomic(tmp_path / "gone" / "x.json", b"data")
    assert not (tmp_path / "gone").exists()


def _names(path: Path, n: int) -> list[Path]:
    return [path.with_name(path.name + (".bad" if k == 1 else f".bad-{k}")) for k in range(1, n + 1)]


def test_move_aside_takes_the_first_free_name_and_keeps_what_was_kept_before(tmp_path: Path) -> None:
    path = tmp_path / "a.json"
    path.write_text("third")
    (tmp_path / "a.json.bad").write_text("first")
    (tmp_path / "a.json.bad-2").write_text("second")
    target = move_aside(path, _names(path, 5))
    assert target == tmp_path / "a.json.bad-3"
    assert not path.exists() and target.read_text() == "third"
    assert (tmp_path / "a.json.bad").read_text() == "first" and (tmp_path / "a.json.bad-2").read_text() == "second"


def test_move_aside_with_every_name_taken_moves_nothing(tmp_path: Path) -> None:
    path = tmp_path / "a.json"
    path.write_text("x")
    for name in _names(path, 2):
        name.write_text("kept")
    assert move_aside(path, _names(path, 2)) is None
    assert path.read_text() == "x"


def test_move_aside_without_hard_links_renames(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "a.json"
    path.write_text("x")

    def no_links(src: object, dst: object) -> None:
        raise OSError(1, "Operation not permitted")

    monkeypatch.setattr(os, "link", no_links)
    target = move_aside(path, _names(path, 3))
    assert target == tmp_path / "a.json.bad" and target.read_text() == "x" and not path.exists()


def test_move_aside_of_a_file_that_is_gone_raises(tmp_path: Path) -> None:
    path = tmp_path / "a.json"
    with pytest.raises(OSError):
        move_aside(path, _names(path, 3))
