"""A hint's words match the keys (polish item 3).

The review found the hint saying "Enter follows it" after Tab (at a Pope offer)
or the arrows had moved the selection off the hinted choice: Enter then gives
what is selected, not the hint. The hint's second line now says what Enter
does, and changes when the selection moves off the hint and back.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pygame

sys.path.insert(0, str(Path(__file__).resolve().parent))

from harness import key  # noqa: E402
from test_pope_round import FRAME_MS, LEVELS, NAMES, press_enter, seed_for  # noqa: E402
from test_table import make_table, run_until, run_until_clock  # noqa: E402

from popejoan.engine.ruleset import find_ruleset  # noqa: E402
from popejoan.engine.session import Session  # noqa: E402
from popejoan.ui.scenes.table import TableScene  # noqa: E402


def _wait_for_hint(app, scene) -> None:
    """Step frames until the hint has been worked out (on a worker, in real time: by the clock)."""
    run_until_clock(app, lambda: scene.turns.hint_action is not None and scene.turns.hint_thought is None)


def _press(scene: TableScene, k: int) -> None:
    for event in key(k):
        scene.handle_event(event)


def test_enter_is_said_to_lead_the_selected_card_once_the_arrows_move_off_the_hint() -> None:
    app, scene = make_table("parlett", [None, "normal", "normal", "normal"], seed=5)
    turns = scene.turns

    def can_move() -> bool:
        seat = turns.human_to_act()
        return seat == 0 and len(turns.legal_in_hand(0)) >= 2 and scene.hotseat.reveal_guard_ms <= 0

    run_until(app, scene, lambda: can_move() or scene.session.deals_played == 1)
    assert can_move(), "the human never had two cards to choose from"
    _press(scene, pygame.K_h)
    _wait_for_hint(app, scene)
    assert scene.view.caption.startswith("Hint: lead the ")
    assert scene.view.caption_sub.endswith("Enter leads this card")
    legal = turns.legal_in_hand(0)
    assert legal[scene.view.selected] == turns.hint_action
    _press(scene, pygame.K_RIGHT)
    assert legal[scene.view.selected] != turns.hint_action
    assert scene.view.caption_sub.endswith("Enter leads the card selected now")
    assert "follows" not in scene.view.caption_sub
    _press(scene, pygame.K_LEFT)  # back on the hinted card
    assert scene.view.caption_sub.endswith("Enter leads this card")
    # and Enter does what the words say: it leads the card selected (the hinted one)
    hinted = turns.hint_action
    _press(scene, pygame.K_RETURN)
    assert scene.deal.played[-1] == (0, hinted)


def test_tab_at_a_pope_offer_changes_what_the_hint_says_enter_does() -> None:
    seed, _ = seed_for("japanese", {"pope_as_stop": True}, "person")
    from harness import FakeApp
    app = FakeApp((1280, 720), speed=4.0)
    session = Session(find_ruleset("japanese").with_options({"pope_as_stop": True}), NAMES, seed=seed)
    scene = TableScene(app, session, LEVELS, deals=1, seed=seed)
    app.push(scene)
    turns = scene.turns
    for _ in range(20000):
        deal = scene.deal
        if turns.round.active:
            if scene.privacy_for is not None and scene.hotseat.pass_card_ready:
                press_enter(scene)
            elif scene.hotseat.reveal_guard_ms <= 0 and turns.not_holding() is not None:
                press_enter(scene)
            elif scene.hotseat.reveal_guard_ms <= 0 and turns.human_to_act() is not None \
                    and deal.decision == "pope_offer":
                break
        else:
            if scene.privacy_for is not None and scene.hotseat.pass_card_ready:
                turns.lift_pass_card()
            seat = turns.human_to_act()
            if seat is not None and deal.decision == "lead" and scene.hotseat.reveal_guard_ms <= 0:
                turns.human_play(deal.legal_actions()[0])
        app.step(FRAME_MS)
    assert scene.deal.decision == "pope_offer" and turns.human_to_act() is not None
    _press(scene, pygame.K_h)
    _wait_for_hint(app, scene)
    assert scene.view.caption_sub.endswith("Enter gives this answer")
    _press(scene, pygame.K_TAB)
    assert scene.view.caption_sub.endswith("Enter gives the answer selected now")
    _press(scene, pygame.K_TAB)
    assert scene.view.caption_sub.endswith("Enter gives this answer")
