"""Taking back a lead at the table (Ctrl+Z, or the pause menu's button), driven with real key events.

At a table of one person and computers, Ctrl+Z after the person's lead and
the computers' replies brings the engine back to the state before the lead,
event for event (hands, board, fish, seat to move), shows it at once, notes
it in the deal log and the session's notes, and the app saves it; the same
lead played again brings the same replies. At a hot-seat table it is
refused with a caption saying why, and nothing changes; the pause menu does
not offer it there.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pygame

sys.path.insert(0, str(Path(__file__).resolve().parent))

from harness import FakeApp  # noqa: E402
from test_table import FRAME_MS, make_table, run_until  # noqa: E402

from popejoan.engine.events import CardPlayed  # noqa: E402
from popejoan.ui.scenes.log import LogScene  # noqa: E402
from popejoan.ui.scenes.table import TableScene  # noqa: E402
from popejoan.ui.scenes.table.keys import action_for  # noqa: E402


def ctrl_z() -> list[pygame.event.Event]:
    """A real Ctrl+Z: key down with the Ctrl modifier, key up."""
    return [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_LCTRL, unicode="\x1a", scancode=29),
            pygame.event.Event(pygame.KEYUP, key=pygame.K_z, mod=pygame.KMOD_LCTRL, unicode="", scancode=29)]


def enter() -> list[pygame.event.Event]:
    return [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=40),
            pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=40)]


def engine_state(scene: TableScene) -> tuple:
    """Everything of the deal in progress: events, decisions, hands, dead hand, who decides, fish and board."""
    deal = scene.deal
    return (tuple(deal.events), deal.actions, tuple(tuple(sorted(h)) for h in deal.hands), tuple(deal.dead_hand),
            deal.to_move, deal.decision, tuple(scene.session.balances), dict(scene.session.board),
            tuple(deal.observation(seat) for seat in range(deal.players)))


def human_ready(scene: TableScene) -> bool:
    return (scene.human_to_act == 0 and scene.reveal_guard_ms <= 0 and scene.deal.decision == "lead"
            and not scene.director.busy)


def lead_with_enter(app: FakeApp, scene: TableScene) -> int:
    """The person leads the selected card with Enter; returns it."""
    card = scene.turns.legal_in_hand(0)[min(scene.view.selected, len(scene.turns.legal_in_hand(0)) - 1)]
    app.step(FRAME_MS, enter())
    assert scene.deal.events[-1] == CardPlayed(0, card, True) or any(
        e == CardPlayed(0, card, True) for e in scene.deal.events)
    return card


def _one_person_at_a_lead(seed: int = 3) -> tuple[FakeApp, TableScene]:
    """One person and three computers, the person's second lead of the deal awaited (one lead already made)."""
    app, scene = make_table("parlett", [None, "normal", "normal", "easy"], seed=seed, first_dealer=1)
    run_until(app, scene, lambda: human_ready(scene))
    lead_with_enter(app, scene)
    run_until(app, scene, lambda: human_ready(scene) or scene.deal.over)
    assert not scene.deal.over
    return app, scene


def test_ctrl_z_brings_back_the_state_before_the_lead_event_for_event() -> None:
    app, scene = _one_person_at_a_lead()
    before = engine_state(scene)
    hands_shown = [list(h) for h in scene.view.hands]
    balances_shown = list(scene.view.balances)
    board_shown = dict(scene.board.counts)
    card = lead_with_enter(app, scene)
    # the computers reply: play on until the person is asked again, or a computer decided at least once
    run_until(app, scene, lambda: human_ready(scene) or scene.deal.over)
    after = engine_state(scene)
    assert after != before
    app.step(FRAME_MS, ctrl_z())
    assert engine_state(scene) == before
    # shown at once, with no motion: the hand, the fish and the board as they were, the person to lead
    assert not scene.director.busy and scene.director.cursor == len(scene.deal.events)
    assert scene.view.hands == hands_shown
    assert scene.view.balances == balances_shown and scene.board.counts == board_shown
    assert scene.view.caption.startswith("Ann takes back the lead of the")
    app.step(FRAME_MS)
    assert scene.human_to_act == 0
    # the session's notes and the deal log say so
    note = scene.session.meta["undos"][-1]
    assert note["deal"] == scene.deal.number and note["seat"] == 0 and note["decision"] == "lead"
    assert note["at"] == len(scene.deal.events)
    scene.open_log()
    log = app.top
    assert isinstance(log, LogScene)
    assert any(text.startswith("Ann took back the lead of the") for text in log.texts)
    assert log.texts[-1].startswith("Ann took back the lead of the")
    app.pop()
    # the same lead again: the computers make the same decisions as before (they decide from what they see)
    scene.view.selected = scene.turns.legal_in_hand(0).index(card)
    lead_with_enter(app, scene)
    run_until(app, scene, lambda: human_ready(scene) or scene.deal.over)
    assert engine_state(scene) == after


def test_ctrl_z_twice_takes_back_two_leads() -> None:
    app, scene = _one_person_at_a_lead(seed=5)
    first = engine_state(scene)  # before the person's second lead; the first lead is in it
    leads = [e for e in scene.deal.events if isinstance(e, CardPlayed) and e.seat == 0 and e.lead]
    assert len(leads) == 1
    lead_with_enter(app, scene)
    run_until(app, scene, lambda: human_ready(scene) or scene.deal.over)
    app.step(FRAME_MS, ctrl_z())
    assert engine_state(scene) == first
    app.step(FRAME_MS, ctrl_z())
    assert not [e for e in scene.deal.events if isinstance(e, CardPlayed) and e.seat == 0 and e.lead]
    assert scene.deal.to_move == 0 and len(scene.session.meta["undos"]) == 2
    app.step(FRAME_MS, ctrl_z())  # nothing of Ann's left in this deal: said, nothing changes
    assert scene.view.caption.startswith("Nothing to take back")
    assert len(scene.session.meta["undos"]) == 2


def test_a_plain_z_does_nothing() -> None:
    app, scene = _one_person_at_a_lead()
    lead_with_enter(app, scene)
    before = engine_state(scene)
    app.step(FRAME_MS, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=0, unicode="z", scancode=29)])
    assert engine_state(scene) == before
    assert action_for(pygame.K_z) is None and action_for(pygame.K_z, "", mod=pygame.KMOD_RCTRL) == "undo"
    assert action_for(pygame.K_z, "", mod=pygame.KMOD_LMETA) == "undo"  # Cmd+Z on a Mac


def test_refused_at_a_hot_seat_table_with_the_reason() -> None:
    app, scene = make_table("parlett", [None, None, "normal"], seed=4, first_dealer=2)
    played = False
    for _ in range(20000):
        seat = scene.human_to_act
        if seat is not None and scene.reveal_guard_ms <= 0 and scene.privacy_for is None:
            if played:
                break
            scene.turns.human_play(scene.turns.legal_in_hand(seat)[0])
            played = True
        if scene.privacy_for is not None and scene.hotseat.pass_card_ready:
            scene.hotseat.lift()
            scene.hotseat.reveal_guard_ms = 0.0
        app.step(FRAME_MS)
    # the pause menu does not offer what is always refused here (a new player's shots 15 and 16): the person has led
    assert [label() for label, _ in scene.pause_entries()] == ["Replay this deal so far", "Deal log"]
    before = engine_state(scene)
    app.step(FRAME_MS, ctrl_z())
    assert engine_state(scene) == before
    assert scene.view.caption == "No taking back with two or more people at the table"
    assert "others have seen the play" in scene.view.caption_sub
    assert "undos" not in scene.session.meta


def test_the_pause_menus_button_takes_back_the_lead() -> None:
    from popejoan.ui.scenes.pause import PauseScene

    app, scene = _one_person_at_a_lead(seed=3)
    before = engine_state(scene)
    lead_with_enter(app, scene)
    run_until(app, scene, lambda: human_ready(scene) or scene.deal.over)
    entries = scene.pause_entries()
    assert entries[-1][0]() == "Take back my last lead"
    pause = app.push(PauseScene(app, scene.rules, entries))
    app.step(FRAME_MS)
    button = pause.entry_buttons[-1]
    app.step(FRAME_MS, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=button.rect.center, button=1)])
    assert app.top is scene
    assert engine_state(scene) == before


def test_the_app_saves_the_session_taken_back_and_marks_it(tmp_path: Path) -> None:
    """Through the real app: the save after Ctrl+Z resumes to the state before the lead; the saved sessions
    list and the final standings mark the session."""
    from popejoan.engine.session import Session
    from popejoan.ui.app import App, GameSetup, Seat
    from popejoan.ui.autosave import standing_line
    from popejoan.ui.i18n import undos_note

    app = App((1280, 800), config=tmp_path / "settings.json", hidden=True)
    app.settings.animation_speed = 4.0
    rules = find_rules()
    setup = GameSetup(ruleset=rules, seats=[Seat("Ann", "human"), Seat("Ben", "computer", "normal"),
                                            Seat("Cat", "computer", "easy")], chips=20, deals=None, seed=10)
    scene = app.start_game(setup)
    assert isinstance(scene, TableScene)
    for _ in range(20000):
        assert scene.deal is not None and not scene.deal.over, "the deal ended before Ann's second lead"
        if human_ready(scene) and any(isinstance(e, CardPlayed) and e.seat == 0 for e in scene.deal.events):
            break
        if human_ready(scene):
            app.step(16, enter())
        else:
            app.step(16, [])
    before = engine_state(scene)
    app.step(16, enter())
    for _ in range(20000):
        if human_ready(scene) or scene.deal.over:
            break
        app.step(16, [])
    app.step(16, ctrl_z())
    app.step(16, [])  # the frame's save is submitted
    assert engine_state(scene) == before
    save_id = app.saving.saver.save_id
    app.saving.close()
    store = app.saving.store
    again = store.load(save_id)
    assert isinstance(again, Session)
    assert again.deal.events == scene.deal.events and again.deal.actions == scene.deal.actions
    assert again.meta["undos"] == scene.session.meta["undos"]
    info = next(info for info in store.list_saves()[0] if info.id == save_id)
    assert undos_note(dict(info.meta)) == "a lead taken back once"
    assert standing_line(info)  # the list's line is drawn with the mark after it (sessions.py)


def find_rules():
    from popejoan.engine.ruleset import find_ruleset

    return find_ruleset("parlett").with_options({})


def test_what_ctrl_z_says_stays_on_the_caption_before_the_prompt_returns() -> None:
    """Found by a new player: the caption "Ann takes back ..." (and "Nothing to take back") was replaced by
    "Ann to lead" on the very next frame, so taking back seemed to say nothing at all. It is held two
    seconds of animation (``TableScene.tell``), then the prompt comes back."""
    from popejoan.ui.scenes.table import captions

    app, scene = _one_person_at_a_lead(seed=5)
    lead_with_enter(app, scene)
    run_until(app, scene, lambda: human_ready(scene) or scene.deal.over)
    prompt = captions.human_to_lead("Ann")[0]
    app.step(FRAME_MS, ctrl_z())
    for _ in range(10):  # 333 ms at speed 4: 1,333 ms of animation, inside the hold
        app.step(FRAME_MS)
        assert scene.view.caption.startswith("Ann takes back the lead of the")
    run_until(app, scene, lambda: scene.view.caption == prompt, limit=60)
    app.step(FRAME_MS, ctrl_z())
    app.step(FRAME_MS, ctrl_z())  # nothing of Ann's left in this deal
    assert scene.view.caption.startswith("Nothing to take back")
    for _ in range(10):
        app.step(FRAME_MS)
        assert scene.view.caption.startswith("Nothing to take back")
    run_until(app, scene, lambda: scene.view.caption == prompt, limit=60)


def test_the_pause_menu_offers_no_take_back_before_the_person_has_led() -> None:
    """Found by a new player: "Take back my last lead" was offered at the start of a deal, with nothing to take back."""
    from popejoan.ui.scenes.table import captions

    app, scene = make_table("parlett", [None, "normal", "normal", "easy"], seed=3, first_dealer=1)
    run_until(app, scene, lambda: human_ready(scene))
    labels = [label() for label, _ in scene.pause_entries()]
    assert captions.label(captions.UNDO_BUTTON) not in labels
    lead_with_enter(app, scene)
    assert [label() for label, _ in scene.pause_entries()][-1] == captions.label(captions.UNDO_BUTTON)
