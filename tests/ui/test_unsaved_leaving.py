"""A session the disk refused is never left without a word (a hostile-files test's reproductions, 2026-12-02).

Before: with the saves folder read-only, full, or a file, the slip said "The game could not be saved (the
session could not be saved (Permission denied))", and closing the window, Quit and the pause menu's "This
session is saved as it stands" all let a whole sitting go unsaved. Now the slip names the folder, the pause
menu's question says the play would be lost, and closing the window asks first. A folder the game cannot
read is said on the menu and the list, not shown as "No saved sessions yet"; ``--continue`` takes the
session before one it cannot resume.
"""

from __future__ import annotations

import json
import time
from pathlib import Path

import pygame
import pytest

from popejoan.engine.record import canonical_json
from popejoan.engine.record.codes import checksum as record_checksum
from popejoan.engine.ruleset import find_ruleset
from popejoan.storage.saves import SaveStore
from popejoan.ui import i18n
from popejoan.ui.app import App, GameSetup
from popejoan.ui.command_line import resume_session
from popejoan.ui.launch import LaunchError, session_to_continue
from popejoan.ui.scenes.confirm import ConfirmScene
from popejoan.ui.scenes.menu import MenuScene
from popejoan.ui.scenes.pause import PauseScene
from popejoan.ui.scenes.sessions import SessionsScene
from popejoan.ui.scenes.table import TableScene

from .test_saved_sessions import frames, key, open_app, seats

NOT_A_FOLDER = "a file stands where the folder of saved sessions should be"


def _a_file_for_the_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """This test's data folder, with a file where its saves folder should be; returns the saves folder's path."""
    data = tmp_path / "data"
    data.mkdir()
    folder = data / "saves"
    folder.write_text("a file where the saves folder should be", encoding="utf-8")
    monkeypatch.setenv("POPEJOAN_DATA_DIR", str(data))
    return folder


def _refused_table(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[App, Path]:
    """A table whose session the disk refuses (a file where the saves folder should be), once the slip is up."""
    folder = _a_file_for_the_folder(tmp_path, monkeypatch)
    app = open_app(tmp_path)
    app.start_game(GameSetup(find_ruleset("parlett").with_options({}), seats("Ann", "cpu:easy", "cpu:easy"),
                             chips=20))
    frames(app, 80)  # more than a second: the writer is asked
    waited = time.monotonic()  # its answer comes from its own thread: on a loaded machine, later
    while app.saving.failure is None and time.monotonic() - waited < 30.0:
        time.sleep(0.02)
        frames(app, 1)
    return app, folder


def _close_window(app: App) -> None:
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.step(16)


def test_closing_the_window_on_a_refused_session_asks_first(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app, folder = _refused_table(tmp_path, monkeypatch)
    try:
        assert str(app.saving.failure) == (f"The game could not be saved in {folder}: {NOT_A_FOLDER}. Play goes on, "
                                           "and every move tries again.")
        _close_window(app)
        question = app.top
        assert app.running and isinstance(question, ConfirmScene) and question.purpose == "quit_unsaved"
        assert question.title == "Quit without saving?"
        assert question.question == (f"This session could not be saved: {NOT_A_FOLDER}. If you leave now, the play "
                                     "since it was last saved is lost.")
        assert question.ring.focused is question.cancel_button and question.cancel_button.label == "Keep playing"
        key(app, pygame.K_RETURN)  # the safe answer has the focus
        assert app.running and isinstance(app.top, TableScene)
        _close_window(app)
        assert isinstance(app.top, ConfirmScene)
        _close_window(app)  # closed again while asked: the player means it
        assert not app.running and app.quit_requested
    finally:
        app.saving.close()


def test_a_folder_put_right_lets_the_window_close_at_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app, folder = _refused_table(tmp_path, monkeypatch)
    monkeypatch.setattr("popejoan.ui.autosave.saving.UNSAVED_WAIT_S", 60.0)  # a loaded machine may write slowly
    try:
        folder.unlink()  # the player moves the file away; no move has been made since
        _close_window(app)  # the refused session is written once more before asking, and now it reaches the disk
        assert not app.running
        assert [info.id for info in SaveStore(folder).list_saves()[0]] == [app.saving.saver.save_id]
    finally:
        app.saving.close()


def test_the_pause_menu_does_not_say_saved_when_it_is_not(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app, _ = _refused_table(tmp_path, monkeypatch)
    try:
        key(app, pygame.K_ESCAPE)
        pause = app.top
        assert isinstance(pause, PauseScene)
        pause.set_mode("confirm_quit")
        assert pause.question == (f"This session could not be saved: {NOT_A_FOLDER}. If you leave now, the play "
                                     "since it was last saved is lost.")
        i18n.set_language("ru")
        try:
            assert pause.question == ("Эту партию не удалось сохранить: на месте папки сохранений лежит файл. "
                                         "Если выйти сейчас, всё сыгранное после последнего сохранения пропадёт.")
        finally:
            i18n.set_language("en")
        pause.set_mode("main")
        assert pause.unsaved is None
    finally:
        app.saving.close()


def test_an_unreadable_folder_is_said_on_the_menu_and_the_list(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    folder = _a_file_for_the_folder(tmp_path, monkeypatch)
    app = open_app(tmp_path)
    try:
        app.to_menu()
        frames(app, 5)
        menu = app.top
        assert isinstance(menu, MenuScene)
        # the reason first, the folder last: the strip is one line, cut at its end on a narrow window
        assert f"Saved sessions cannot be listed: {NOT_A_FOLDER} ({folder})." in menu.notice_lines()
        assert not any("could not be read" in line for line in menu.notice_lines())  # no file was refused
        sessions = app.push(SessionsScene(app))
        assert isinstance(sessions, SessionsScene) and sessions.folder_unread()
        with pytest.raises(LaunchError) as caught:
            session_to_continue()
        assert caught.value.status == 1
        assert str(caught.value) == f"the saved sessions cannot be read: {folder}: {NOT_A_FOLDER}"
        folder.unlink()  # put right: listed again, the problem is gone
        app.saving.list()
        assert not sessions.folder_unread()
    finally:
        app.saving.close()


def test_continue_takes_the_session_before_one_it_cannot_resume(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                                capsys: pytest.CaptureFixture[str]) -> None:
    from popejoan.engine.session import Session

    store = SaveStore()
    older, newer = "20261201-100000-aaaaaa", "20261201-110000-bbbbbb"
    for save_id, seed in ((older, 3), (newer, 4)):
        session = Session(find_ruleset("parlett").with_options({}), ["Ann", "Ben", "Cat"], seed=seed)
        deal = session.start_deal()
        deal.apply(deal.legal_actions()[0])
        store.save(save_id, session, saved=f"2026-12-01T{10 + seed - 3}:00:00+00:00")
    # the newest save's deck is forged with a valid checksum: only the replay can find it out
    path = store.path(newer)
    whole = json.loads(path.read_text(encoding="utf-8"))
    whole["session"]["deals"][0]["deck"] = "ZZ " * 51
    whole["checksum"] = record_checksum(canonical_json(whole["summary"]), canonical_json(whole["session"]))
    path.write_text(json.dumps(whole), encoding="utf-8")
    assert session_to_continue()[0] == newer

    app = open_app(tmp_path)
    try:
        resume_session(app, newer)
        assert isinstance(app.top, TableScene) and app.saving.saver.save_id == older
        said = capsys.readouterr().err
        assert said.startswith("Pope Joan: a session cannot be continued: ") and "'ZZ' is not a card code" in said
        assert said.rstrip().endswith("the one played before it is taken up instead")
        assert [p.kept_as for p in app.saving.problems] == [f"{newer}.json.bad"]
    finally:
        app.saving.close()


def test_saves_kept_aside_in_an_earlier_run_are_named_after_a_restart(tmp_path: Path) -> None:
    """A damaged save was explained once, on the run that kept it aside, and never again (a hostile-files test)."""
    store = SaveStore()
    store.folder.mkdir(parents=True)
    (store.folder / "20261201-100000-aaaaaa.json").write_bytes(b'{"format": "popejoan-sess')  # cut short
    first = open_app(tmp_path)
    try:
        first.saving.list()
        assert [p.kept_as for p in first.saving.problems] == ["20261201-100000-aaaaaa.json.bad"]
        assert first.saving.kept_aside == []  # told with its reason in this run, not twice
    finally:
        first.saving.close()
    for k in range(2, 5):  # three more, refused in other runs
        (store.folder / f"20261201-10000{k}-aaaaaa.json.bad").write_bytes(b"")
    again = open_app(tmp_path)  # the next launch
    try:
        again.saving.list()
        assert again.saving.problems == []
        sessions = again.push(SessionsScene(again))
        assert sessions.slip_lines() == [(
            "4 files were kept aside earlier, as the game could not use them: 20261201-100000-aaaaaa.json.bad, "
            f"20261201-100002-aaaaaa.json.bad, 20261201-100003-aaaaaa.json.bad, … (in {store.folder}).", False)]
    finally:
        again.saving.close()
