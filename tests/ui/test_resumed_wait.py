"""A deal taken up again from a save: the wait with a computer to move, and the caption with a person to move.

With a computer to move the table waits for the player: only a click on the table or a key of play (Space,
Enter, the arrows, A and D, Tab) plays on, and that press only ends the wait; every other key does what it
does (M the sound, ``?`` the keys, R and L the record of play, H a hint queued, Ctrl+Z a lead taken back or a
refusal) and the table goes on waiting, its caption said again once another has had its time. With a person to
move nothing waits: the caption says the deal was resumed and what happened last, and at a hot-seat table it
is read once the pass card is lifted, never missed behind it, and names no card of anybody's hand.

Driven like a player: frames stepped on the scene, real pygame key and mouse events (headless). The computer
seats decide at once (a seeded random legal lead: no worker).
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pygame
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from harness import FakeApp, click  # noqa: E402

from popejoan.engine.cards import card_label  # noqa: E402
from popejoan.engine.events import SequenceStopped  # noqa: E402
from popejoan.engine.ruleset import find_ruleset  # noqa: E402
from popejoan.engine.session import Session  # noqa: E402
from popejoan.ui.scenes.table import TableScene  # noqa: E402
from popejoan.ui.scenes.table.hotseat import PRIVACY_GUARD_MS  # noqa: E402
from popejoan.ui.scenes.table.view import reading_ms  # noqa: E402

NAMES = ["Ann", "Ben", "Cora"]
FRAME_MS = 1000 / 30
TITLE = "Deal 1 resumed where it stopped"
PLAY_ON = "Click the table, or press Space or Enter, to play on"
ONE_PERSON = [None, "easy", "easy"]
HOT_SEAT = [None, None, "easy"]


def resumed(levels: list[str | None], to_computer: bool, seed: int = 5) -> tuple[FakeApp, TableScene]:
    """A session of ``levels`` played by the engine past its first stop, left with a computer (or a person) to
    lead, then taken up at the table as the app does from a save (``carry_on``)."""
    session = Session(find_ruleset("parlett").with_options({}), NAMES, seed=seed, first_dealer=0)
    rng = random.Random(seed)
    deal = session.start_deal()
    people = {seat for seat, level in enumerate(levels) if level is None}
    while not (any(isinstance(ev, SequenceStopped) for ev in deal.events) and deal.decision == "lead"
               and (deal.to_move not in people) == to_computer and any(s in people for s, _ in deal.played)):
        deal.apply(rng.choice(deal.legal_actions()))
        assert not deal.over
    app = FakeApp((1280, 800), speed=1.0)
    scene = TableScene(app, session, levels, seed=seed, autostart=False)
    scene.turns.computers = {seat: None for seat in scene.turns.computers}
    app.push(scene)
    scene.carry_on()
    return app, scene


def press(scene: TableScene, k: int, mod: int = 0, text: str = "") -> bool:
    """A real key press (down and up) given to the table; returns whether the key down was used."""
    down = pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=text, scancode=0)
    used = scene.handle_event(down)
    scene.handle_event(pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode=text, scancode=0))
    return bool(used)


def steps(app: FakeApp, frames: int) -> None:
    for _ in range(frames):
        app.step(FRAME_MS)


def still_waiting(app: FakeApp, scene: TableScene, events: int) -> None:
    """Five seconds later the table still waits, nothing played, its caption the resumed deal's."""
    steps(app, 150)
    assert scene.turns.waiting and len(scene.deal.events) == events
    assert scene.caption == TITLE and scene.caption_sub.endswith(PLAY_ON)


# --- 1. the wait: which presses play on --------------------------------------------------------------


@pytest.mark.parametrize("k", [pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_LEFT, pygame.K_RIGHT,
                               pygame.K_a, pygame.K_d, pygame.K_TAB])
def test_a_key_of_play_ends_the_wait_and_plays_nothing(k: int) -> None:
    app, scene = resumed(ONE_PERSON, to_computer=True)
    events = len(scene.deal.events)
    assert scene.turns.waiting and scene.caption_sub.endswith(PLAY_ON)
    assert press(scene, k)
    assert not scene.turns.waiting and len(scene.deal.events) == events
    for _ in range(600):  # then the computer leads as usual
        if len(scene.deal.events) > events:
            break
        app.step(FRAME_MS)
    assert len(scene.deal.events) > events


def test_m_turns_the_sound_off_and_the_table_goes_on_waiting() -> None:
    app, scene = resumed(ONE_PERSON, to_computer=True)
    events = len(scene.deal.events)
    assert not app.settings.muted
    assert press(scene, pygame.K_m)
    assert app.settings.muted and scene.sound_note_ms > 0  # said under the keys line, not on the caption
    still_waiting(app, scene, events)
    assert press(scene, pygame.K_m) and not app.settings.muted


@pytest.mark.parametrize("k, text, opened", [(pygame.K_SLASH, "?", "HelpScene"), (pygame.K_r, "r", "RecordScene"),
                                             (pygame.K_l, "l", "LogScene")])
def test_the_keys_list_and_the_record_of_play_open_and_the_table_goes_on_waiting(k: int, text: str,
                                                                                  opened: str) -> None:
    app, scene = resumed(ONE_PERSON, to_computer=True)
    events = len(scene.deal.events)
    assert press(scene, k, text=text)
    assert type(app.top).__name__ == opened and scene.turns.waiting
    steps(app, 60)  # the screen over the table: the table waits below it
    app.pop()
    assert app.top is scene
    still_waiting(app, scene, events)


def test_the_record_of_plays_buttons_open_their_views_and_the_table_goes_on_waiting() -> None:
    app, scene = resumed(ONE_PERSON, to_computer=True)
    events = len(scene.deal.events)
    rects = scene.layout.toolbar_rects(2)
    for event in click(rects[0].center):
        scene.handle_event(event)
    assert type(app.top).__name__ == "RecordScene"
    app.pop()
    for event in click(rects[1].center):
        scene.handle_event(event)
    assert type(app.top).__name__ == "LogScene"
    app.pop()
    still_waiting(app, scene, events)


def test_h_queues_a_hint_and_the_table_goes_on_waiting() -> None:
    app, scene = resumed(ONE_PERSON, to_computer=True)
    events = len(scene.deal.events)
    assert press(scene, pygame.K_h)
    assert scene.turns.hint_queued_for == 0 and scene.turns.waiting
    assert scene.caption == TITLE and "a hint for Ann when the cards settle" in scene.caption_sub
    steps(app, 150)
    assert scene.turns.waiting and len(scene.deal.events) == events and scene.caption == TITLE


@pytest.mark.parametrize("k", [pygame.K_F1, pygame.K_F11, pygame.K_q, pygame.K_LCTRL, pygame.K_LSHIFT,
                               pygame.K_F2])
def test_the_apps_keys_and_keys_bound_to_nothing_leave_the_table_waiting(k: int) -> None:
    """F1 and F11 are the app's (the real app answers them before the table); a key bound to nothing, and a
    modifier on its own (Ctrl before its Z), do nothing here."""
    app, scene = resumed(ONE_PERSON, to_computer=True)
    events = len(scene.deal.events)
    press(scene, k)
    still_waiting(app, scene, events)


def test_esc_is_left_to_the_app_to_pause_and_the_table_goes_on_waiting() -> None:
    app, scene = resumed(ONE_PERSON, to_computer=True)
    events = len(scene.deal.events)
    assert not press(scene, pygame.K_ESCAPE)  # not used: the app opens the pause menu
    still_waiting(app, scene, events)


def test_a_right_click_or_the_wheel_leaves_the_table_waiting() -> None:
    app, scene = resumed(ONE_PERSON, to_computer=True)
    events = len(scene.deal.events)
    for button in (3, 4, 5):
        for event in click(scene.plaque_rect(1).center, button=button):
            scene.handle_event(event)
    still_waiting(app, scene, events)
    for event in click(scene.plaque_rect(1).center):  # the left button plays on
        scene.handle_event(event)
    assert not scene.turns.waiting and len(scene.deal.events) == events


def test_ctrl_z_takes_back_anns_lead_and_the_wait_is_over() -> None:
    app, scene = resumed(ONE_PERSON, to_computer=True)
    assert press(scene, pygame.K_z, mod=pygame.KMOD_LCTRL)
    assert not scene.turns.waiting and scene.deal.to_move == 0
    assert scene.caption.startswith("Ann takes back")
    for _ in range(200):
        if scene.human_to_act == 0:
            break
        app.step(FRAME_MS)
    assert scene.human_to_act == 0  # Ann may lead again


def test_ctrl_z_refused_at_a_hot_seat_table_then_the_wait_is_said_again() -> None:
    app, scene = resumed(HOT_SEAT, to_computer=True)
    events = len(scene.deal.events)
    assert scene.turns.waiting
    assert press(scene, pygame.K_z, mod=pygame.KMOD_LCTRL)
    assert scene.caption == "No taking back with two or more people at the table" and scene.turns.waiting
    steps(app, 30)  # a second: the refusal is still read
    assert scene.caption.startswith("No taking back")
    still_waiting(app, scene, events)  # its two seconds over, the resumed deal's caption is back


def test_a_hot_seat_table_waiting_for_the_player_shows_no_hand() -> None:
    app, scene = resumed(HOT_SEAT, to_computer=True)
    deal = scene.deal
    public = {deal.turn_up} | {c for _, c in deal.played}
    for _ in range(60):
        app.step(FRAME_MS)
        assert scene.turns.waiting and scene.privacy_for is None
        assert not [c for seat, c in scene.painter.faces_drawn if seat is not None and c not in public]


# --- 2. a person to move -------------------------------------------------------------------------


def caption_names_no_hand(scene: TableScene) -> None:
    words = scene.caption + " " + scene.caption_sub
    for seat in range(len(NAMES)):
        for c in scene.deal.hands[seat]:
            assert card_label(c) not in words, (card_label(c), words)


def test_one_person_to_move_reads_the_resumed_caption_then_is_prompted_and_may_play_at_once() -> None:
    app, scene = resumed(ONE_PERSON, to_computer=False)
    assert not scene.turns.waiting and scene.deal.to_move == 0
    assert scene.caption == TITLE and scene.caption_sub.startswith("Last stop: ")
    assert "to play on" not in scene.caption_sub
    caption_names_no_hand(scene)
    hold = reading_ms(scene.caption + " " + scene.caption_sub)
    frames = 0
    while scene.caption == TITLE:
        app.step(FRAME_MS)
        frames += 1
        assert frames < 1000, "the resumed caption never gave way"
    assert hold <= frames * FRAME_MS <= hold + 2 * FRAME_MS  # its reading time, then the prompt
    assert scene.caption == "Ann to lead"
    assert scene.turns.human_play(scene.deal.legal_actions()[0])


def test_a_hot_seat_person_to_move_gets_the_pass_card_at_once_and_reads_the_caption_after_it() -> None:
    app, scene = resumed(HOT_SEAT, to_computer=False)
    to_move = scene.deal.to_move
    assert to_move in (0, 1) and not scene.turns.waiting
    app.step(FRAME_MS)
    assert scene.privacy_for == to_move  # no wait before the pass card: it is the wait
    assert scene.caption == TITLE and "to play on" not in scene.caption_sub
    caption_names_no_hand(scene)
    # the caption is behind the card: the card itself says the deal was resumed (it said only "Pass to Ann")
    assert scene.painter.pass_card_note == TITLE
    hold = reading_ms(scene.caption + " " + scene.caption_sub)
    steps(app, int(hold / FRAME_MS) + 60)  # the person is slow to come to the screen: longer than the caption
    assert scene.privacy_for == to_move and scene.caption == TITLE
    assert PRIVACY_GUARD_MS < hold + 60 * FRAME_MS
    assert press(scene, pygame.K_RETURN)  # the pass card is lifted
    assert scene.privacy_for is None and scene.shown_seat == to_move
    assert scene.turns.resumed_deal is None  # said once: the next pass card is a plain one
    frames = 0
    while scene.caption == TITLE:  # read from now, for its whole time
        caption_names_no_hand(scene)
        app.step(FRAME_MS)
        frames += 1
        assert frames < 1000, "the resumed caption never gave way"
    assert hold - FRAME_MS <= frames * FRAME_MS <= hold + 2 * FRAME_MS
    assert scene.caption == f"{NAMES[to_move]} to lead"


# --- a halt where the Pope could stand in (japanese pope_as_stop) ---------------------------------------------


@pytest.mark.parametrize("holder", ["person", "computer"])
def test_resumed_at_a_popes_halt_the_hot_seat_table_waits_whoever_holds_the_pope(holder: str) -> None:
    """Two people and a computer, left where the Pope's holder is offered it: the table waits for the player
    whether a person or the computer holds it (a wait only for a computer would tell the table who), and
    playing on starts the Pope's round, which names nobody."""
    rules = find_ruleset("japanese").with_options({"pope_as_stop": True})
    for seed in range(200):
        session = Session(rules, NAMES, seed=seed, first_dealer=0)
        deal = session.start_deal()
        rng = random.Random(seed)
        while not deal.over and deal.decision != "pope_offer":
            deal.apply(rng.choice(deal.legal_actions()))
        if not deal.over and (deal.to_move in (0, 1)) == (holder == "person"):
            break
    else:
        pytest.skip(f"no Pope offer to a {holder} in 200 seeds")
    app = FakeApp((1280, 800), speed=1.0)
    scene = TableScene(app, session, HOT_SEAT, seed=seed, autostart=False)
    scene.turns.computers = {seat: None for seat in scene.turns.computers}
    app.push(scene)
    scene.carry_on()
    events = len(deal.events)
    assert scene.turns.waiting and scene.caption == TITLE and scene.caption_sub.endswith(PLAY_ON)
    steps(app, 90)
    assert scene.turns.waiting and len(deal.events) == events and scene.privacy_for is None
    assert press(scene, pygame.K_SPACE)
    app.step(FRAME_MS)
    assert scene.turns.round.active and not scene.turns.waiting
    for name in NAMES:
        assert name not in scene.caption + scene.caption_sub  # the round's caption names nobody
