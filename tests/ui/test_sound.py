"""The sounds: one call per kind of event, through the sound layer, with real frames and posted events.

The table runs on the harness's app, whose sound board is never started:
nothing is heard and every call is logged (``SoundBoard.log``), so a test
counts the calls a whole deal makes against its events, worked out from the
rules: a card sound for the turn-up and each card played, a stop for each
stop, fish into the board for the dressing, fish out for each stake taken,
the bell for the Pope, Game for a deal won. Boards that are started here use
SDL's dummy audio driver (the tests set ``SDL_AUDIODRIVER=dummy``): the mixer
opens and plays into nothing. Missing and broken files are reported once and
the game goes on silently; a mixer that will not open leaves the game silent
without an error.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

import pygame
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from harness import FakeApp, key  # noqa: E402
from test_table import FRAME_MS, make_table, run_until  # noqa: E402

from popejoan.engine.cards import POPE  # noqa: E402
from popejoan.engine.events import (  # noqa: E402
    CardPlayed,
    ChipsHanded,
    DealEnded,
    SequenceStopped,
    StakePut,
    StakeTaken,
    TurnedUp,
)
from popejoan.engine.ruleset import find_ruleset  # noqa: E402
from popejoan.engine.session import Session  # noqa: E402
from popejoan.ui import sound as sound_mod  # noqa: E402
from popejoan.ui.scenes.table.director import TURN_MS  # noqa: E402
from popejoan.ui.sound import BIG_POT, KINDS, SOUND_DIR, SoundBoard  # noqa: E402
from tests.ui.driver import no_sound_device  # noqa: E402


def _whole_deal(ruleset: str, levels: list, seed: int, speed: float = 6.0):
    """A table of computers played through its first deal with real frames; its deal and the calls made."""
    app, scene = make_table(ruleset, levels, seed=seed, speed=speed, first_dealer=0)
    run_until(app, scene, lambda: scene.session.deals_played >= 1)
    record = scene.session.history[0]
    return app, scene, record


def _expected(events) -> dict[str, int]:
    """The sound calls a deal's events make, by kind (as the director calls them; big pots counted apart)."""
    out: dict[str, int] = {}

    def add(kind: str, count: int = 0) -> None:
        if count >= BIG_POT and kind + "_big" in KINDS:
            kind += "_big"
        out[kind] = out.get(kind, 0) + 1

    i = 0
    while i < len(events):
        ev = events[i]
        if isinstance(ev, StakePut) and ev.reason == "dressing":
            j = i
            while j < len(events) and isinstance(events[j], StakePut) and events[j].reason != "penalty":
                j += 1
            add("fish_in", sum(e.chips for e in events[i:j]))
            i = j
            continue
        if isinstance(ev, ChipsHanded) and ev.reason != "penalty":
            j = i
            while j < len(events) and isinstance(events[j], ChipsHanded) and events[j].reason != "penalty":
                j += 1
            pays = [e for e in events[i:j] if e.chips > 0]
            if pays:
                add("fish_out", sum(p.chips for p in pays))
            i = j
            continue
        if isinstance(ev, (TurnedUp, CardPlayed)):
            add("card")
            if ev.card == POPE:
                add("pope")
        elif isinstance(ev, SequenceStopped):
            add("stop")
        elif isinstance(ev, StakeTaken) and ev.chips > 0:
            add("fish_out", ev.chips)
        elif isinstance(ev, DealEnded) and ev.winner is not None:
            add("game")
        i += 1
    out["shuffle"] = 1
    return out


@pytest.mark.parametrize("ruleset, levels, seed", [
    ("parlett", ["easy", "normal", "easy", "normal"], 3),
    ("spanish", ["easy", "easy", "normal", "easy", "normal"], 8),
    ("russian", ["normal", "easy", "easy", "easy"], 5),
])
def test_every_event_that_should_sound_does(ruleset: str, levels: list, seed: int) -> None:
    app, scene, record = _whole_deal(ruleset, levels, seed)
    calls: dict[str, int] = {}
    for played in app.sound.log:
        calls[played.kind] = calls.get(played.kind, 0) + 1
    expected = _expected(record.events)
    dealt = next(e for e in record.events if type(e).__name__ == "CardsDealt")
    for kind, count in expected.items():
        assert calls.get(kind, 0) == count, (kind, calls, expected)
    assert calls.get("deal", 0) == len(dealt.recipients)  # a flick for every card that left the pack
    # the board turned (to the dealer, and to each stake taken that lay elsewhere)
    assert calls.get("board", 0) >= 1
    assert set(calls) <= set(KINDS)


def _pope_deal_seed(rules, names, board) -> int:
    """A seed whose first deal, played by the table's easy computer players, plays the Pope and takes its pot."""
    from popejoan.ai import make_player

    for seed in range(200):
        session = Session(rules, names, seed=seed, first_dealer=0, board=dict(board))
        deal = session.start_deal()
        players = [make_player("easy", seed + 101 * seat) for seat in range(len(names))]
        while not deal.over:
            deal.apply(players[deal.to_move].choose(deal.observation(deal.to_move)))
        if any(isinstance(e, StakeTaken) and e.compartment == "pope" and e.reason == "played" for e in deal.events):
            return seed
    raise AssertionError("no seed plays the Pope")


def test_the_pope_sounds_when_played_and_big_pots_sound_richer() -> None:
    """A deal in which the Pope is played and takes a pot of twenty fish (the board loaded before the deal)."""
    from popejoan.ui.scenes.table import TableScene

    rules = find_ruleset("parlett").with_options({})
    names = ["Ann", "Ben", "Cat", "Dan"]
    board = {"pope": 20}
    seed = _pope_deal_seed(rules, names, board)
    app = FakeApp((1280, 720), speed=6.0)
    session = Session(rules, names, seed=seed, first_dealer=0, board=dict(board))
    scene = app.push(TableScene(app, session, ["easy"] * 4, deals=1, seed=seed))
    run_until(app, scene, lambda: scene.session.deals_played >= 1)
    events = scene.session.history[0].events
    taken = next(e for e in events if isinstance(e, StakeTaken) and e.compartment == "pope")
    assert taken.chips >= BIG_POT
    kinds = app.sound.kinds_logged()
    assert kinds.count("pope") == sum(1 for e in events if isinstance(e, (CardPlayed, TurnedUp)) and e.card == POPE)
    assert "fish_out_big" in kinds
    assert _expected(events) == {k: kinds.count(k) for k in _expected(events)}


def test_sounds_follow_the_animation_speed() -> None:
    for speed in (1.0, 3.0):
        app, scene = make_table("parlett", ["easy"] * 4, seed=3, speed=speed, first_dealer=0)
        run_until(app, scene, lambda app=app: any(p.kind == "shuffle" for p in app.sound.log))
        shuffle = next(p for p in app.sound.log if p.kind == "shuffle")
        assert shuffle.length_ms == pytest.approx((TURN_MS + 400.0) / speed)
        run_until(app, scene, lambda app=app, scene=scene: (any(p.kind == "board" for p in app.sound.log)
                                                             or scene.session.deals_played))
        turns = [p for p in app.sound.log if p.kind == "board"]
        assert turns and all(p.length_ms is not None and p.length_ms <= 520.0 / speed + 1 for p in turns)


def test_space_cuts_the_sound_short_and_a_jump_is_silent() -> None:
    """With a started board (dummy audio): Space fades out what plays; a deal taken up mid-way is laid out
    in silence (nothing heard), though every call is still logged."""
    board = SoundBoard()
    board.start(background=False)
    assert board.available
    app, scene = make_table("parlett", ["easy"] * 4, seed=3, speed=1.0, first_dealer=0)
    app.sound = board
    scene.director.sound = board
    run_until(app, scene, lambda: any(p.kind == "deal" and p.heard for p in board.log), limit=600)
    busy = [pygame.mixer.Channel(i).get_busy() for i in range(1, pygame.mixer.get_num_channels())]
    assert any(busy)
    heard_before = sum(1 for p in board.log if p.heard)
    assert sum(busy) >= 1
    app.step(FRAME_MS, key(pygame.K_SPACE))
    time.sleep(0.25)
    busy = [pygame.mixer.Channel(i).get_busy() for i in range(1, pygame.mixer.get_num_channels())]
    # what played was faded out: only the sound of the step that began on the skip (if any) goes on
    started_after = sum(1 for p in board.log if p.heard) - heard_before
    assert sum(busy) <= started_after
    # a jump: the whole deal laid out at once
    before = len(board.log)
    scene.director.finish_quietly()
    jumped = list(board.log)[before:]
    assert jumped and not any(p.heard for p in jumped)


def test_m_mutes_at_the_table_with_posted_events() -> None:
    app, scene = make_table("parlett", [None, "easy", "easy"], seed=3, first_dealer=0)
    app.step(FRAME_MS, key(pygame.K_m))  # answered while the cards move, too
    assert app.sound.muted
    app.step(FRAME_MS, key(pygame.K_m))
    assert not app.sound.muted
    run_until(app, scene, lambda: scene.human_to_act == 0)
    caption = scene.view.caption
    app.step(FRAME_MS, key(pygame.K_m))
    assert app.sound.muted and app.settings.muted
    assert scene.sound_note() == "Sound off (M turns it on again)" and scene.sound_note_ms > 0
    assert scene.view.caption == caption  # the caption (the prompt, a hint, a stop's reason) stays
    assert not app.sound.play("card")
    app.step(FRAME_MS, key(pygame.K_m))
    assert not app.sound.muted and scene.sound_note() == "Sound on" and scene.view.caption == caption


def test_what_m_did_is_drawn_under_the_keys_line_for_two_seconds_and_the_hint_stays() -> None:
    """A playtest: M pressed while a hint was on the caption put "Sound off" in its place, and the hint was
    lost. What M did is now said under the keys line a moment; the hint stays on the caption."""
    from popejoan.ui.scenes.table import SOUND_NOTE_MS
    from popejoan.ui.scenes.table.view import Prompt

    app, scene = make_table("parlett", [None, "easy", "easy"], seed=3, first_dealer=0, speed=1.0)
    run_until(app, scene, lambda: scene.human_to_act == 0)
    scene.tell(lambda: "Hint: lead the 7♠", hold_ms=4000.0)  # 4 s at speed 1, as a hint is held
    drawn: list[Prompt] = []
    real = scene.painter.draw
    scene.painter.draw = lambda surface, view, lay, prompt: (drawn.append(prompt), real(surface, view, lay, prompt))
    app.step(FRAME_MS, key(pygame.K_m))
    assert scene.view.caption == "Hint: lead the 7♠"
    assert drawn[-1].muted and drawn[-1].sound_note == "Sound off (M turns it on again)"
    for _ in range(int(SOUND_NOTE_MS // FRAME_MS) + 2):
        app.step(FRAME_MS)
    assert drawn[-1].muted and drawn[-1].sound_note == ""  # the quiet "Sound off · M: on" note stays
    assert scene.view.caption == "Hint: lead the 7♠"  # held 4 s: still there after the note has gone


def test_m_says_so_when_sound_is_on_but_there_is_no_device(monkeypatch: pytest.MonkeyPatch) -> None:
    """The playtest: with no sound device, M gave no sign that nothing would be heard."""
    app, scene = make_table("parlett", [None, "easy", "easy"], seed=3, first_dealer=0)
    app.settings.muted = True
    no_sound_device(app.sound, "dsp: no such device")
    app.step(FRAME_MS, key(pygame.K_m))
    assert not app.settings.muted and scene.sound_note() == "Sound on, but there is no sound device"


def test_missing_and_broken_files_are_reported_once_and_the_game_goes_on(tmp_path: Path) -> None:
    import shutil

    for path in SOUND_DIR.glob("*.wav"):
        shutil.copy(path, tmp_path / path.name)
    (tmp_path / "stop.wav").unlink()
    (tmp_path / "pope.wav").write_bytes(b"RIFF\x00\x00\x00\x00WAVEnot a sound at all")
    board = SoundBoard(folder=tmp_path)
    board.start(background=False)
    board.start(background=False)  # a second start does nothing
    assert board.available
    assert len(board.problems) == 2
    assert "stop.wav" in board.problems[0] and "pope.wav" in board.problems[1]
    assert board.play("stop") is False and board.play("pope") is False  # silently lost
    assert board.play("card") is True  # the others still sound
    # the app shows them with its notices, once
    from popejoan.ui.app import App

    app = App((960, 600), config=tmp_path / "settings.json", hidden=True)
    app.sound = board
    app.to_menu()
    for _ in range(3):
        app.step(16, [])
    assert sum(1 for n in app.notices if "stop.wav" in n) == 1
    assert sum(1 for n in app.notices if "pope.wav" in n) == 1


def test_no_device_means_silence_without_an_error(monkeypatch: pytest.MonkeyPatch) -> None:
    import pygame.mixer as mixer

    def refuse(*args, **kwargs):
        raise pygame.error("ALSA: Couldn't open audio device: No such file or directory")

    monkeypatch.setattr(mixer, "get_init", lambda: None)
    monkeypatch.setattr(mixer, "init", refuse)
    board = SoundBoard(ambience=True)
    board.start(background=False)
    assert not board.available and "No sound device" in board.reason and not board.problems
    assert board.play("card") is False and board.play("fish_in", count=30) is False
    board.configure(volume=0.3, muted=True, ambience=False)
    board.cut()
    board.stop()
    assert [p.kind for p in board.log] == ["card", "fish_in_big"]


def test_the_sounds_load_after_the_first_frame_on_their_own_thread(tmp_path: Path) -> None:
    from popejoan.ui.app import App

    app = App((960, 600), config=tmp_path / "settings.json", hidden=True)
    app.sound_enabled = True  # as for a window on screen
    app.to_menu()
    assert not app.sound.started
    app.step(16, [])
    assert not app.sound.started  # the first frame is drawn before anything is loaded
    app.step(16, [])
    assert app.sound.started
    assert app.sound.wait(5.0) and app.sound.available


def test_the_session_ends_with_its_chord() -> None:
    from popejoan.ui.launch import finished_deal
    from popejoan.ui.scenes.summary import SummaryScene
    from popejoan.ui.setup import GameSetup, Seat

    setup = GameSetup(ruleset=find_ruleset("parlett").with_options({}),
                      seats=[Seat("Ann", "human"), Seat("Ben", "computer", "easy"), Seat("Cat", "computer", "easy")],
                      chips=20, deals=2, seed=4)
    session, deal = finished_deal(setup, 2)
    app = FakeApp((1280, 800))
    summary = app.push(SummaryScene(app, session, deal, setup=setup))
    summary.end_session()
    app.step(FRAME_MS)
    assert app.sound.kinds_logged().count("session_end") == 1
    app.step(FRAME_MS)
    assert app.sound.kinds_logged().count("session_end") == 1
    # a finished session opened again from the saved sessions makes no sound
    again = FakeApp((1280, 800))
    opened = again.push(SummaryScene(again, session, deal, setup=setup))
    opened.end_session(play=False)
    again.step(FRAME_MS)
    assert "session_end" not in again.sound.kinds_logged()


def test_every_kind_has_its_files() -> None:
    for kind in KINDS.values():
        for stem in kind.files:
            assert (SOUND_DIR / f"{stem}.wav").is_file(), stem
    assert sound_mod.of(object()) is sound_mod.SILENT


@pytest.mark.parametrize("language", ["en", "es", "ja", "ru"])
def test_settings_say_there_is_no_sound_device_beside_the_sound_heading(language: str) -> None:
    """The playtest: "No sound device was found" sat under "Parlour ambience", as if it concerned the ambience
    alone, and in Spanish nearly touched the heading below. It is now on the Sound heading's line, whole,
    within the left column, clear of every control."""
    from popejoan.ui import i18n
    from popejoan.ui.scenes.settings_screen import SettingsScene

    i18n.set_language(language)
    try:
        app = FakeApp((1280, 800))
        no_sound_device(app.sound, "dsp: no such device")
        scene = SettingsScene(app)
        app.push(scene)
        scene.draw(app.screen)
        rect = scene.no_sound_rect
        assert rect is not None and "…" not in scene.no_sound_words
        assert abs(rect.centery - scene.volume.rect.top) < scene.layout.px(40)  # on the heading's line, above Volume
        assert rect.bottom <= scene.volume.rect.top
        assert rect.right <= scene.size.rect.left  # within the left column
        for widget in (scene.volume, scene.sound_on, scene.ambience, scene.language):
            assert not rect.colliderect(widget.rect)
    finally:
        i18n.set_language("en")
