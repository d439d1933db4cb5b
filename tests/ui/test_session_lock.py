"""Two windows of the game on one saves folder: the session in play is held by the window that plays it.

The hostile-files reproduction: window A plays a session (``main.py --continue``, a real second process), window B
(this test's App) presses Continue on the same session. B is refused in words and writes nothing, so closing B
can no longer put its older state over A's play; once A is gone, even killed with SIGKILL, B continues it.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pygame
import pytest

from popejoan.engine.errors import SaveError
from popejoan.storage.saves import SaveStore, default_save_dir
from popejoan.ui import i18n
from popejoan.ui.launch import LaunchError, session_to_continue
from popejoan.ui.scenes.sessions import RecordScene, SessionsScene
from popejoan.ui.scenes.table import TableScene
from tests.saves.holders import Holder
from tests.ui.test_saved_sessions import (
    ROOT,
    _main,
    click,
    close_app,
    engine_session,
    frames,
    key,
    menu_of,
    open_app,
    saved_session,
    sessions_from_the_menu,
)

REFUSED = "That session is open in another Pope Joan window: play it there, or close that window first."
COMPUTERS = [{"kind": "computer", "level": "easy"}] * 3


def _unfinished(seed: int = 3, then: int = 4, saved: str | None = None) -> str:
    """A saved session of three computer players: one deal played, ``then`` decisions into the next; last
    played ``saved`` (ISO 8601, default now)."""
    return saved_session(engine_session("parlett", COMPUTERS, ["Mrs Bennet", "Mr Pickwick", "Cy"], deals=1,
                                        then=then, seed=seed), saved)


def _finished() -> str:
    session = engine_session("parlett", COMPUTERS, ["Mrs Bennet", "Mr Pickwick", "Cy"], deals=1, then=0, seed=5)
    session.share_out()
    assert session.finished
    return saved_session(session)


def _stamp(path: Path) -> tuple[bytes, int, int]:
    st = path.stat()
    return path.read_bytes(), st.st_mtime_ns, st.st_ino


def _window_a(tmp_path: Path) -> subprocess.Popen:
    """``main.py --continue`` in a second process (a window on the dummy display), once it holds its session."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", POPEJOAN_CONFIG_DIR=str(tmp_path / "a"))
    a = subprocess.Popen([sys.executable, str(ROOT / "main.py"), "--continue"], env=env, cwd=str(tmp_path),
                         stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    return a


def _until_held(store: SaveStore, save_id: str, a: subprocess.Popen, seconds: float = 90.0) -> None:
    waited = time.monotonic()
    while not store.held_elsewhere(save_id):
        assert a.poll() is None, a.stderr.read() if a.stderr else ""
        assert time.monotonic() - waited < seconds, "window A never took up its session"
        time.sleep(0.1)


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is a POSIX signal")
def test_a_second_window_is_refused_the_session_in_play_and_writes_nothing(tmp_path: Path,
                                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    save_id = _unfinished()
    store = SaveStore(default_save_dir())
    path = store.path(save_id)
    b = open_app(tmp_path)  # B's menu offers the session before A takes it up
    b.to_menu()
    frames(b, 2)
    menu = menu_of(b)
    assert menu.continue_info is not None and menu.continue_info.id == save_id
    assert menu.ring.focused is menu.continue_button
    a = _window_a(tmp_path)
    try:
        _until_held(store, save_id, a)
        before = _stamp(path)
        key(b, pygame.K_RETURN)  # B's Continue, pressed once A plays the session
        frames(b, 2)
        assert menu_of(b) is menu  # still the menu: refused, in words
        assert menu.notice_lines()[0] == REFUSED
        assert str(menu.message) == REFUSED
        assert menu.continue_info is None  # and the card is gone: the session is A's to play
        assert b.saving.saver is None and b.saving.hold is None and b.saving.problems == []
        b.screenshot(tmp_path / "refused.png")
        close_app(b, monkeypatch)  # B closes: it has nothing to write
        assert _stamp(path) == before
        assert a.poll() is None  # A plays on
    finally:
        a.kill()  # SIGKILL: A ends without a word; the system lets go of its hold
        a.wait(timeout=60)
        if a.stderr is not None:
            a.stderr.close()
    assert a.returncode == -9
    assert not store.held_elsewhere(save_id)
    b = open_app(tmp_path)
    b.to_menu()
    frames(b, 2)
    key(b, pygame.K_RETURN)  # Continue works now
    frames(b, 2)
    assert isinstance(b.top, TableScene)
    assert b.saving.saver.save_id == save_id and b.saving.hold.held
    with Holder(default_save_dir(), save_id) as other:
        assert other.said == "in_use"  # B holds it now
    close_app(b, monkeypatch)
    assert b.saving.hold is None
    with Holder(default_save_dir(), save_id) as other:  # and lets go when it closes
        assert other.said == "held"
        other.let_go()


def test_the_saved_sessions_screen_refuses_resume_rename_and_delete_in_words(tmp_path: Path) -> None:
    save_id = _unfinished()
    finished_id = _finished()
    path = SaveStore(default_save_dir()).path(save_id)
    with Holder(default_save_dir(), save_id) as other:
        assert other.said == "held"
        before = _stamp(path)
        app, sessions = sessions_from_the_menu(tmp_path)
        row = next(i for i, info in enumerate(sessions.saves) if info.id == save_id)
        click(app, sessions.rows[row][0].rect.center)  # Resume
        assert app.top is sessions and str(sessions.message) == REFUSED
        assert sessions.slip_lines()[0] == (REFUSED, True)
        # a playtest: Delete asked "Delete this session?" and only then refused; F2 let a name be typed first.
        # Both are refused at once now, before any question or typing
        sessions.start_rename(sessions.saves[row])  # F2
        assert sessions.renaming is None
        assert str(sessions.message) == ("That session is open in another Pope Joan window, so it cannot be renamed "
                                         "now: close that window first.")
        click(app, sessions.rows[row][2].rect.center)  # Delete
        assert sessions.confirming is None
        assert str(sessions.message) == ("That session is open in another Pope Joan window, so it cannot be deleted "
                                         "now: close that window first.")
        assert {info.id for info in sessions.saves} == {save_id, finished_id}
        assert _stamp(path) == before and app.saving.hold is None
        # the words follow the language
        i18n.set_language("ru")
        assert str(sessions.message) == ("Эта партия открыта в другом окне Pope Joan, поэтому сейчас её нельзя "
                                          "удалить: сначала закройте то окно.")
        i18n.set_language("en")
        other.let_go()
    click(app, sessions.rows[row][0].rect.center)  # let go: Resume works
    assert isinstance(app.top, TableScene) and app.saving.hold.save_id == save_id
    app.saving.close()


def test_a_finished_session_opens_in_two_windows(tmp_path: Path) -> None:
    finished_id = _finished()
    path = SaveStore(default_save_dir()).path(finished_id)
    before = _stamp(path)
    with Holder(default_save_dir(), finished_id) as other:  # window A has its standings open (and held)
        assert other.said == "held"
        app = open_app(tmp_path)
        app.to_menu()
        frames(app, 2)
        record = app.resume_game(finished_id)  # only read: no hold needed
        assert isinstance(record, RecordScene) and record.session.finished
        assert app.saving.hold is None and app.saving.saver is None
        other.let_go()
    # without another window, the record takes no hold either (a hold taken to look is let go at once)
    record = app.resume_game(finished_id)
    assert isinstance(record, RecordScene) and app.saving.hold is None
    with Holder(default_save_dir(), finished_id) as other:
        assert other.said == "held"
        other.let_go()
    assert _stamp(path) == before


def test_the_hold_is_taken_with_play_and_let_go_with_the_menu(tmp_path: Path) -> None:
    app = open_app(tmp_path)
    save_id = _unfinished()
    app.resume_game(save_id)
    assert app.saving.hold.held and app.saving.hold.save_id == save_id
    with Holder(default_save_dir(), save_id) as other:
        assert other.said == "in_use"
    app.to_menu()
    assert app.saving.hold is None
    with Holder(default_save_dir(), save_id) as other:
        assert other.said == "held"
        other.let_go()
    # a new session is held from its first move; taking up another lets it go
    from popejoan.engine.ruleset import find_ruleset
    from popejoan.ui.app import GameSetup, Seat

    setup = GameSetup(find_ruleset("parlett").with_options({}), [Seat("Ann", "human"), Seat("Ben", "computer", "easy"),
                                                                 Seat("Cy", "computer", "easy")], chips=20)
    app.start_game(setup)
    new_id = app.saving.hold.save_id
    assert new_id != save_id and app.saving.saver.save_id == new_id
    app.resume_game(save_id)
    assert app.saving.hold.save_id == save_id
    with Holder(default_save_dir(), new_id) as other:
        assert other.said == "held"
        other.let_go()
    # deleting the session in play deletes its lock file with it and lets go
    lock = app.saving.store.lock_path(save_id)
    assert lock.exists()
    app.saving.delete(save_id)
    assert app.saving.hold is None and app.saving.saver is None
    assert not lock.exists() and not app.saving.store.path(save_id).exists()
    app.saving.close()


def test_continue_takes_the_newest_session_not_open_elsewhere(tmp_path: Path) -> None:
    older = _unfinished(seed=3, saved="2026-12-01T10:00:00+00:00")
    newer = _unfinished(seed=4, saved="2026-12-01T11:00:00+00:00")
    saves, _ = SaveStore(default_save_dir()).list_saves()
    assert [info.id for info in saves] == [newer, older]
    assert session_to_continue()[0] == newer
    with Holder(default_save_dir(), newer) as one:
        assert session_to_continue()[0] == older
        with Holder(default_save_dir(), older) as two:
            with pytest.raises(LaunchError) as refused:
                session_to_continue()
            assert refused.value.status == 1
            assert str(refused.value) == ("all 2 unfinished sessions are open in other Pope Joan windows: play them "
                                          "there, or close a window first")
            two.let_go()
        one.let_go()


def test_main_continue_when_the_only_session_is_open_elsewhere_says_so_in_one_line(tmp_path: Path) -> None:
    save_id = _unfinished()
    path = SaveStore(default_save_dir()).path(save_id)
    before = _stamp(path)
    with Holder(default_save_dir(), save_id) as other:
        result = _main("--continue", "--screenshot", str(tmp_path / "x.png"), "--scene", "table", tmp_path=tmp_path)
        other.let_go()
    assert result.returncode == 1
    lines = result.stderr.strip().splitlines()
    assert lines == ["Pope Joan cannot start: the unfinished session is open in another Pope Joan window: play it "
                     "there, or close that window first"], result.stderr
    assert not (tmp_path / "x.png").exists() and _stamp(path) == before


def test_a_resume_refused_in_use_is_not_counted_among_the_saves_that_could_not_be_read(tmp_path: Path) -> None:
    save_id = _unfinished()
    with Holder(default_save_dir(), save_id) as other:
        app = open_app(tmp_path)
        with pytest.raises(SaveError) as refused:
            app.resume_game(save_id)
        assert refused.value.kind == "in_use"
        assert app.saving.problems == [] and app.saving.hold is None and app.saving.saver is None
        assert not app.scenes  # nothing was laid
        other.let_go()
    app.saving.close()


def test_the_continue_card_passes_over_a_session_open_in_another_window(tmp_path: Path) -> None:
    """The playtest's reproduction: the Continue card offered the session another window plays, then refused it.
    It now offers the unfinished session before it, as ``--continue`` does, and the saved sessions say which is
    open elsewhere."""
    earlier = _unfinished(seed=3, saved="2026-11-28T20:00:00+00:00")
    latest = _unfinished(seed=4, saved="2026-11-29T20:00:00+00:00")
    with Holder(default_save_dir(), latest) as other:
        assert other.said == "held"
        app = open_app(tmp_path)
        app.to_menu()
        frames(app, 2)
        menu = menu_of(app)
        assert menu.continue_info is not None and menu.continue_info.id == earlier
        assert menu.ring.focused is menu.continue_button
        menu.show_sessions()
        sessions = app.top
        assert isinstance(sessions, SessionsScene) and sessions.open_elsewhere == {latest}
        assert [info.id for info in sessions.saves] == [latest, earlier]
        assert sessions.ring.focused is sessions.rows[1][0]  # Resume of the one this window may take up
        frames(app, 1)
        app.screenshot(tmp_path / "sessions.png")
        other.let_go()
    sessions.close()  # back to the menu: the session let go is offered again
    frames(app, 2)
    assert menu_of(app).continue_info.id == latest


def test_a_menu_with_only_a_session_open_elsewhere_offers_a_new_deal(tmp_path: Path) -> None:
    save_id = _unfinished()
    with Holder(default_save_dir(), save_id) as other:
        app = open_app(tmp_path)
        app.to_menu()
        frames(app, 2)
        menu = menu_of(app)
        assert menu.continue_info is None and menu.ring.focused is menu.start_button
        other.let_go()


def test_a_session_left_on_a_slow_disk_is_still_this_windows_to_take_up(tmp_path: Path,
                                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """The review's case: a session left for the menu while its last snapshot was still on its way to a slow disk
    kept its hold until written. The Continue card offered it (the hold is this window's), but Continue was refused
    as "open in another window". Now the window takes its own lingering hold over, and the late write lets go of
    nothing."""
    import threading

    from tests.saves.play import slowed

    app = open_app(tmp_path)
    save_id = _unfinished()
    app.resume_game(save_id)
    held = app.saving.hold
    gate = threading.Event()
    slowed(app.saving.store, monkeypatch, gate)
    monkeypatch.setattr(app.saving.writer, "flush", lambda timeout=None: False)  # the disk does not keep up
    app.saving.saver.save(force=True)
    app.to_menu()
    assert app.saving.hold is None and app.saving.letting_go == {save_id: held}
    assert not app.saving.held_elsewhere(save_id)
    frames(app, 2)
    menu = menu_of(app)
    assert menu.continue_info is not None and menu.continue_info.id == save_id
    key(app, pygame.K_RETURN)  # Continue
    frames(app, 2)
    assert isinstance(app.top, TableScene) and menu.message is None
    assert app.saving.hold is held and held.held and app.saving.letting_go == {}
    gate.set()  # the slow write lands: its callback finds the hold taken up again, and keeps it
    time.sleep(0.5)
    assert held.held
    with Holder(default_save_dir(), save_id) as other:
        assert other.said == "in_use"
    monkeypatch.undo()
    app.saving.close()


def test_a_finished_session_open_in_another_window_is_refused_delete_and_rename_at_once(tmp_path: Path) -> None:
    """From the review: a finished session whose standings another window shows (it keeps its hold there) still
    asked "Delete this session?" before refusing."""
    finished_id = _finished()
    with Holder(default_save_dir(), finished_id) as other:
        assert other.said == "held"
        app, sessions = sessions_from_the_menu(tmp_path)
        row = next(i for i, info in enumerate(sessions.saves) if info.id == finished_id)
        click(app, sessions.rows[row][2].rect.center)  # Delete
        assert sessions.confirming is None
        assert "cannot be deleted now" in str(sessions.message)
        sessions.start_rename(sessions.saves[row])
        assert sessions.renaming is None and "cannot be renamed now" in str(sessions.message)


def test_an_old_save_taken_up_and_left_at_once_is_not_written_again(tmp_path: Path,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """From the review: the table's note of how far it has shown the deal, added on taking up a save written
    before the note existed, made leaving write the save again, and the session jumped to the top of the list."""
    save_id = _unfinished()
    path = SaveStore(default_save_dir()).path(save_id)
    before = _stamp(path)
    app = open_app(tmp_path)
    table = app.resume_game(save_id)
    frames(app, 10)
    assert isinstance(table, TableScene)
    close_app(app, monkeypatch)
    assert _stamp(path) == before


def test_continue_from_the_command_line_takes_up_a_share_out_nobody_watched(tmp_path: Path) -> None:
    """From the review: ``--continue`` passed over a session closed during its share-out that the menu's Continue
    card offers. Now both take it up: its share-out plays over its standings, over the menu."""
    from popejoan.storage.saves import END_UNSEEN_KEY
    from popejoan.ui.command_line import resume_session
    from popejoan.ui.scenes.menu import MenuScene

    older = _unfinished(saved="2026-01-01T10:00:00+00:00")
    session = engine_session("spanish", COMPUTERS, ["Mrs Bennet", "Mr Pickwick", "Cy"], deals=1, then=0, seed=5)
    assert session.share_out()  # spanish shares out the board
    session.meta[END_UNSEEN_KEY] = True
    ended = saved_session(session)
    save_id, _ = session_to_continue()
    assert save_id == ended != older
    app = open_app(tmp_path)
    resume_session(app, save_id)
    assert [type(s).__name__ for s in app.scenes] == ["MenuScene", "RecordScene", "ShareOutScene"]
    assert isinstance(app.scenes[0], MenuScene)
    app.saving.close()


def test_a_row_open_in_another_window_says_so_no_more_once_that_window_closes(tmp_path: Path) -> None:
    """The playtest: rows kept saying "Open in another window" after that window had closed."""
    save_id = _unfinished()
    with Holder(default_save_dir(), save_id) as other:
        assert other.said == "held"
        app, sessions = sessions_from_the_menu(tmp_path)
        assert save_id in sessions.open_elsewhere
        other.let_go()
        for _ in range(70):  # a little over a second
            app.step(16)
    assert save_id not in sessions.open_elsewhere


# --- a hold that stopped guarding (the playtest's hostile files) -------------------------------------------


def _played_on(app, table: TableScene) -> None:
    """One more decision made and submitted for saving (a press lets a resumed table play on)."""
    from popejoan.ui.autosave import decisions
    from tests.ui.test_saved_sessions import play_on

    key(app, pygame.K_SPACE)
    play_on(app, table.session, decisions(table.session) + 1)
    frames(app, 2)
    app.saving.writer.flush(10)


def test_a_folder_of_saves_deleted_under_play_is_held_again_when_next_saved(tmp_path: Path) -> None:
    """The playtest deleted the folder of saves while a session was played: the game wrote the session again, but
    with no lock, and a second window's Saved sessions offered to resume it (two windows then wrote over each
    other). Now the next save takes the hold again first."""
    import shutil

    save_id = _unfinished()
    store = SaveStore(default_save_dir())
    app = open_app(tmp_path)
    table = app.resume_game(save_id)
    assert app.saving.hold.intact()
    shutil.rmtree(store.folder)
    assert not app.saving.hold.intact()
    _played_on(app, table)
    assert store.path(save_id).exists() and app.saving.hold.intact()
    with Holder(default_save_dir(), save_id) as other:
        assert other.said == "in_use"
    assert app.saving.failure is None
    app.saving.close()


def test_a_session_taken_up_elsewhere_while_unguarded_goes_on_as_a_session_of_its_own(tmp_path: Path) -> None:
    """The playtest's read-only folder: no lock could be made when the session started; once the folder was
    writable, a second window took the session up and ended it, and the first window's next move wrote over that
    finished session. Now the first window finds its session held elsewhere before it writes, and goes on under
    a new id, saying so: the other window's file is left as it is, and both sessions are kept."""
    save_id = _unfinished()
    store = SaveStore(default_save_dir())
    app = open_app(tmp_path)
    table = app.resume_game(save_id)
    app.saving.hold.release()  # as a hold taken where no lock file could be made: it guards nothing
    assert not app.saving.hold.intact()
    with Holder(default_save_dir(), save_id) as other:  # the other window takes it up meanwhile
        assert other.said == "held"
        before = _stamp(store.path(save_id))
        _played_on(app, table)
        assert _stamp(store.path(save_id)) == before, "this window wrote over the other window's session"
        new_id = app.saving.saver.save_id
        assert new_id != save_id and app.saving.hold.save_id == new_id and app.saving.hold.intact()
        assert str(app.saving.failure) == ("Another Pope Joan window has taken up this session. Play goes on here, "
                                           "saved as a session of its own: both are in Saved sessions.")
        saves, problems = store.list_saves()
        assert problems == [] and {s.id for s in saves} == {save_id, new_id}
        assert store.load(new_id).deal.actions == table.session.deal.actions
        other.let_go()
    app.saving.close()


def test_a_session_started_where_no_lock_could_be_made_is_held_once_it_can_be(tmp_path: Path,
                                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """The folder could not take a lock file when the session was taken up (read-only then): play went on
    unguarded, and stayed unguarded once the folder was put right. Now the next save takes the hold."""
    from popejoan.storage.saves import SessionHold

    save_id = _unfinished()
    store = SaveStore(default_save_dir())
    real_hold = SaveStore.hold

    def read_only(self, sid, wait=None):
        return SessionHold(sid, self.lock_path(sid), None, "Read-only file system")

    monkeypatch.setattr(SaveStore, "hold", read_only)
    app = open_app(tmp_path)
    table = app.resume_game(save_id)
    assert not app.saving.hold.held
    monkeypatch.setattr(SaveStore, "hold", real_hold)  # the folder is writable again
    _played_on(app, table)
    assert app.saving.hold.intact() and app.saving.saver.save_id == save_id
    with Holder(default_save_dir(), save_id) as other:
        assert other.said == "in_use"
    assert store.load(save_id).deal.actions == table.session.deal.actions
    app.saving.close()


def test_a_session_another_window_took_up_and_left_is_not_written_over(tmp_path: Path) -> None:
    """The reviewer's: the other window took the session up while this one could not hold it, played, and closed
    (its lock free again) before this window's next move; holding it again, this window wrote its older state
    over the other's play. Now the file is found changed since this window last wrote it, and this window goes on
    as a session of its own."""
    save_id = _unfinished()
    store = SaveStore(default_save_dir())
    app = open_app(tmp_path)
    table = app.resume_game(save_id)
    app.saving.hold.release()  # unguarded, as in a folder that was read-only
    with Holder(default_save_dir(), save_id) as other:  # the other window takes it up, plays, and leaves
        assert other.said == "held"
        theirs = store.load(save_id)
        theirs.meta["name"] = "The other window's play"
        store.save(save_id, theirs)
        other.let_go()
    before = _stamp(store.path(save_id))
    _played_on(app, table)
    assert _stamp(store.path(save_id)) == before, "this window wrote over the other window's play"
    assert app.saving.saver.save_id != save_id and app.saving.hold.intact()
    assert str(app.saving.failure).startswith("Another Pope Joan window has taken up this session.")
    app.saving.close()


def test_a_hold_taken_again_over_a_file_only_this_window_wrote_keeps_its_id(tmp_path: Path) -> None:
    """The other side: the folder deleted and made again by this window's own next save, nobody else near it: the
    session keeps its id and no slip is shown."""
    import shutil

    save_id = _unfinished()
    store = SaveStore(default_save_dir())
    app = open_app(tmp_path)
    table = app.resume_game(save_id)
    _played_on(app, table)  # written once by this window
    app.saving.hold.release()  # its hold lost (as a folder of saves replaced under it)
    _played_on(app, table)
    assert app.saving.saver.save_id == save_id and app.saving.hold.intact() and app.saving.failure is None
    shutil.rmtree(store.folder)
    _played_on(app, table)
    assert app.saving.saver.save_id == save_id and app.saving.hold.intact() and app.saving.failure is None
    app.saving.close()
