"""What is wrong with a refused save, as data (``SaveError.kind``) and in each interface language.

A Spanish, Japanese or Russian player whose save is refused used to read the engine's English sentence
inside a translated frame ("No se ha podido reanudar esa partida: the file is empty"). Every refusal now
carries its kind; the screens say the kind in the player's language (English keeps the engine's own,
more detailed sentence). Each reproduction below is one way a real file goes bad.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from popejoan.engine.errors import SAVE_PROBLEM_KINDS, NewerSaveError, SaveError
from popejoan.storage.saves import SaveStore
from popejoan.ui import i18n
from popejoan.ui.autosave import problem_lines, problem_words
from popejoan.ui.settings import Notice

from .test_record import resealed
from .test_store import corrupted, played_session


@pytest.fixture
def store(tmp_path: Path) -> SaveStore:
    return SaveStore(tmp_path / "saves")


@pytest.fixture(autouse=True)
def english_after() -> object:
    yield
    i18n.set_language("en")


def _refused(store: SaveStore, content: bytes) -> SaveError:
    """The problem the list of saves reports for one save whose file holds ``content``."""
    path = store.save(store.new_id(), played_session(seed=21))
    path.write_bytes(content)
    _, problems = store.list_saves()
    assert len(problems) == 1
    return problems[0]


@pytest.mark.parametrize(("corruption", "kind"), [
    ("zero-length", "empty"),
    ("truncated", "cut_short"),
    ("bit-flipped", "changed"),
    ("edited-balances", "changed"),
    ("not-a-save", "not_a_save"),
])
def test_each_way_a_file_goes_bad_has_its_kind(store: SaveStore, corruption: str, kind: str) -> None:
    good = store.save(store.new_id(), played_session(seed=20)).read_bytes()
    for path in store.folder.iterdir():
        path.unlink()
    problem = _refused(store, corrupted(corruption, good))
    assert problem.kind == kind and problem.kept_as is not None and problem.not_moved is None


def test_text_that_is_not_json_and_bytes_that_are_not_text_are_damaged(store: SaveStore) -> None:
    assert _refused(store, b'{"format": "popejoan-session", oops}').kind == "damaged"
    assert _refused(store, b"\xff\xfe{}").kind == "damaged"


def test_a_huge_file_is_too_big(store: SaveStore) -> None:
    path = store.save(store.new_id(), played_session(seed=22))
    with open(path, "wb") as f:
        f.truncate(17 * 1024 * 1024)
    assert store.list_saves()[1][0].kind == "too_big"


def test_a_newer_save_is_newer_and_left_in_place(store: SaveStore) -> None:
    path = store.save(store.new_id(), played_session(seed=23))
    data = json.loads(path.read_bytes())
    data["version"] = 9
    path.write_bytes(json.dumps(data).encode())
    problem = store.list_saves()[1][0]
    assert isinstance(problem, NewerSaveError) and problem.kind == "newer" and problem.kept_as is None


def test_a_resealed_edit_does_not_replay(store: SaveStore) -> None:
    save_id = store.new_id()
    path = store.save(save_id, played_session(seed=24))
    data = json.loads(path.read_bytes())
    data["session"]["deals"][0]["after"]["balances"][1] += 2
    path.write_bytes(resealed(data))
    with pytest.raises(SaveError) as caught:
        store.load(save_id)
    assert caught.value.kind == "does_not_replay" and caught.value.kept_as == f"{save_id}.json.bad"


def test_a_missing_save_is_missing(store: SaveStore) -> None:
    with pytest.raises(SaveError) as caught:
        store.load("20260101-000000-abcdef")
    assert caught.value.kind == "missing"


def test_an_unreadable_file_says_the_systems_reason(store: SaveStore, monkeypatch: pytest.MonkeyPatch) -> None:
    import popejoan.storage.saves.store as saves

    save_id = store.new_id()
    path = store.save(save_id, played_session(seed=25))

    def refuse(*args: object, **kw: object) -> object:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(saves, "open", refuse, raising=False)  # the module's own open: as a file mode 000 does
    with pytest.raises(SaveError) as caught:
        store.load(save_id)
    assert caught.value.kind == "unreadable" and caught.value.reason == "Permission denied"
    assert path.exists() and store.kept_aside() == []  # nothing to keep aside: it was never read


def test_a_file_that_cannot_be_kept_aside_keeps_its_kind(store: SaveStore, monkeypatch: pytest.MonkeyPatch) -> None:
    import popejoan.storage.saves.store as saves

    def refuse(path: Path) -> Path:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(saves, "_keep_aside", refuse)
    problem = _refused(store, b"")
    assert (problem.kind, problem.kept_as, problem.not_moved) == ("empty", None, "Permission denied")
    assert str(problem).endswith(": the file is empty; it could not be moved aside (Permission denied)")


def test_an_unknown_kind_is_a_programming_error() -> None:
    with pytest.raises(ValueError, match="unknown save problem kind 'broken'"):
        SaveError("x", kind="broken")


# --- in words --------------------------------------------------------------------------------


def test_english_keeps_the_engines_detail() -> None:
    i18n.set_language("en")
    problem = SaveError("the file is damaged: byte 12 is not text", "/x/a.json", "a.json.bad")
    assert problem_lines(problem) == (
        "a.json", "The file is damaged: byte 12 is not text. The file is kept as a.json.bad.")


@pytest.mark.parametrize(("language", "expected"), [
    ("es", ("a.json", "El archivo está vacío. El archivo se conserva como a.json.bad.")),
    ("ja", ("a.json", "ファイルが空です。ファイルはa.json.badとして残してあります。")),
    ("ru", ("a.json", "Файл пуст. Файл сохранён под именем a.json.bad.")),
])
def test_other_languages_say_the_kind(language: str, expected: tuple[str, str]) -> None:
    i18n.set_language(language)
    problem = SaveError("the file is empty", "/x/a.json", "a.json.bad", kind="empty")
    assert problem_lines(problem) == expected


def test_a_newer_save_in_russian() -> None:
    i18n.set_language("ru")
    name, what = problem_lines(NewerSaveError("saved by format 9", "/x/b.json"))
    assert what == ("Эта партия сохранена более новой версией Pope Joan. Обновите игру, чтобы её продолжить. "
                    "Файл оставлен на месте для более новой версии игры.")


def test_the_systems_reason_and_a_file_left_in_place_are_said() -> None:
    i18n.set_language("es")
    problem = SaveError("the file is empty", "/x/c.json", kind="empty", not_moved="Permission denied")
    assert problem_lines(problem)[1] == "El archivo está vacío. No se ha podido apartar el archivo (Permission denied)."
    unreadable = SaveError("the file cannot be read (Permission denied)", "/x/c.json", kind="unreadable",
                           reason="Permission denied")
    assert str(problem_words(unreadable)) == "no se puede leer el archivo (Permission denied)"


@pytest.mark.parametrize("language", ["es", "ja", "ru"])
def test_every_kind_is_said_in_every_language_without_english(language: str) -> None:
    i18n.set_language(language)
    said = {}
    for kind in SAVE_PROBLEM_KINDS:
        words = str(problem_words(SaveError("ENGLISH DETAIL", kind=kind, reason="R")))
        english = i18n.STRINGS["en"]["save_why_" + kind].format(reason="R")
        assert words.strip() and "{" not in words and words != english and "ENGLISH DETAIL" not in words
        said[kind] = words
    assert len(set(said.values())) == len(SAVE_PROBLEM_KINDS)  # no two kinds read alike
    i18n.set_language("en")
    assert {kind: str(problem_words(SaveError("ENGLISH DETAIL", kind=kind))) for kind in SAVE_PROBLEM_KINDS} == {
        kind: "ENGLISH DETAIL" for kind in SAVE_PROBLEM_KINDS}


def test_a_notice_follows_a_change_of_language() -> None:
    """The sessions screen keeps its notice while the player changes the Language setting."""
    i18n.set_language("en")
    notice = Notice("save_refused", problem=problem_words(SaveError("the file is empty", kind="empty")))
    assert str(notice) == "That session could not be resumed: the file is empty"
    i18n.set_language("ru")
    assert str(notice) == "Эту партию не удалось продолжить: файл пуст"
