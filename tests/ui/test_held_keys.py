"""One press, one action (polish item 5).

The review found that holding Enter down at the table (the keyboard's
auto-repeat sends KEYDOWN after KEYDOWN, with no KEYUP between) played lead
after lead, each time the human's turn came round again. A key's repeat now
never plays a card, nor does a key held down since before the table had the
keyboard; the arrows still repeat along the hand.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pygame

sys.path.insert(0, str(Path(__file__).resolve().parent))

from test_table import FRAME_MS, make_table, run_until  # noqa: E402

DOWN = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
UP = pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)


def _my_turn(scene) -> bool:
    return scene.human_to_act == 0 and scene.reveal_guard_ms <= 0


def _my_leads(scene) -> int:
    return sum(1 for seat, _ in scene.deal.played if seat == 0)


def test_a_held_enter_plays_one_card_only() -> None:
    app, scene = make_table("parlett", [None, "easy", "easy"], seed=4)
    run_until(app, scene, lambda: _my_turn(scene))
    before = _my_leads(scene)
    scene.handle_event(DOWN)  # the press: one lead
    assert _my_leads(scene) == before + 1
    # held: the auto-repeat goes on while the computers play and the turn comes round again
    frames = 0
    while frames < 3000 and not (_my_turn(scene) and scene.director.busy is False):
        scene.handle_event(DOWN)
        app.step(FRAME_MS)
        frames += 1
    for _ in range(60):  # the human's turn has come round: still held, still nothing
        scene.handle_event(DOWN)
        app.step(FRAME_MS)
    assert scene.deal is not None and scene.human_to_act == 0, "the turn never came round again"
    assert _my_leads(scene) == before + 1, "a key's repeat played a card"
    scene.handle_event(UP)
    scene.handle_event(DOWN)  # let go and pressed again: a fresh press plays
    assert _my_leads(scene) == before + 2


def test_the_arrows_still_repeat() -> None:
    app, scene = make_table("parlett", [None, "easy", "easy"], seed=4)
    run_until(app, scene, lambda: _my_turn(scene) and len(scene.turns.legal_in_hand(0)) >= 3)
    right = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0)
    start = scene.view.selected
    scene.handle_event(right)
    scene.handle_event(right)  # a repeat: the selection walks on
    assert scene.view.selected == (start + 2) % len(scene.turns.legal_in_hand(0))


def test_a_key_held_since_before_the_table_had_the_keyboard_plays_nothing(monkeypatch) -> None:
    app, scene = make_table("parlett", [None, "easy", "easy"], seed=4)
    run_until(app, scene, lambda: _my_turn(scene))
    before = _my_leads(scene)

    class Pressed:
        def __getitem__(self, k: int) -> bool:
            return k == pygame.K_RETURN

    monkeypatch.setattr(pygame.key, "get_pressed", lambda: Pressed())
    scene.on_resume(object())  # a screen over the table closed (Enter pressed there, still down)
    scene.handle_event(DOWN)  # its repeat
    assert _my_leads(scene) == before
    scene.handle_event(UP)
    scene.handle_event(DOWN)
    assert _my_leads(scene) == before + 1
