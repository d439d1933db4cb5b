"""The table's keys: one declared list, acted on by the input and listed by the help overlay.

Driven with real pygame key events, headless. The Up arrow never plays a card;
Enter plays the selected card, and Space plays a card only when the arrows
chose it since the last move; every key the table answers is in
:data:`~popejoan.ui.scenes.table.keys.TABLE_KEYS`, and the help overlay (``?``)
lists every binding there.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pygame

sys.path.insert(0, str(Path(__file__).resolve().parent))

from harness import key  # noqa: E402
from test_table import FRAME_MS, make_table, run_until  # noqa: E402

from popejoan.engine.events import CardPlayed  # noqa: E402
from popejoan.ui.scenes.help import OPEN_GUARD_MS, HelpScene  # noqa: E402
from popejoan.ui.scenes.table.keys import (  # noqa: E402
    SHARE_OUT_KEYS,
    TABLE_KEYS,
    action_for,
    for_ruleset,
    header,
    keys_answered,
)


def _to_act(seed: int = 3):
    app, scene = make_table("parlett", [None, "normal", "normal", "normal"], seed=seed)
    run_until(app, scene, lambda: scene.human_to_act == 0 and scene.reveal_guard_ms <= 0
              and len(scene.turns.legal_in_hand(0)) >= 2 and scene.deal.decision == "lead")
    return app, scene


def _human_plays(scene) -> int:
    return sum(1 for e in scene.deal.events if isinstance(e, CardPlayed) and e.seat == 0)


def test_up_arrow_never_plays_a_card() -> None:
    app, scene = _to_act()
    before = len(scene.deal.events)
    for _ in range(5):
        app.step(FRAME_MS, key(pygame.K_UP))
    app.step(FRAME_MS, key(pygame.K_RIGHT) + key(pygame.K_UP) + key(pygame.K_KP_8))
    assert len(scene.deal.events) == before and scene.human_to_act == 0
    # Enter plays the selected card: the second of the legal leads, chosen with the Right arrow
    card = scene.turns.legal_in_hand(0)[1]
    app.step(FRAME_MS, key(pygame.K_RETURN))
    assert scene.deal.events[before] == CardPlayed(0, card, True)


def test_space_plays_only_a_card_the_arrows_chose_since_the_last_move() -> None:
    app, scene = _to_act()
    before = len(scene.deal.events)
    app.step(FRAME_MS, key(pygame.K_SPACE))  # no card chosen: Space skips or hurries, it never plays
    assert len(scene.deal.events) == before
    app.step(FRAME_MS, key(pygame.K_RIGHT) + key(pygame.K_LEFT) + key(pygame.K_RIGHT))
    card = scene.turns.legal_in_hand(0)[1]
    app.step(FRAME_MS, key(pygame.K_SPACE))
    assert scene.deal.events[before] == CardPlayed(0, card, True)
    assert scene.input.chosen is None


def test_every_key_the_table_answers_is_declared() -> None:
    app, scene = _to_act()
    declared = keys_answered(TABLE_KEYS)
    before = (len(scene.deal.events), scene.view.selected, scene.view.offer_choice, len(app.scenes))
    names = [name for name in dir(pygame) if name.startswith("K_")]
    assert len(names) > 100
    for name in names:
        code = getattr(pygame, name)
        if code in declared:
            continue
        used = scene.input.key(code, "")
        assert not used, f"{name} is answered by the table but not declared in keys.TABLE_KEYS"
    assert (len(scene.deal.events), scene.view.selected, scene.view.offer_choice, len(app.scenes)) == before
    # every action declared for the table has a handler, and every handler is declared
    table_actions = {b.action for b in TABLE_KEYS if b.by == "table"}
    assert table_actions == set(scene.input.actions)
    # the app's own keys are declared too
    assert {pygame.K_F1, pygame.K_F11, pygame.K_ESCAPE} <= declared
    assert action_for(pygame.K_SLASH, "?") == "help" and action_for(0, "?") == "help"
    assert action_for(pygame.K_UP) is None


def test_help_overlay_lists_every_declared_binding() -> None:
    app, scene = _to_act()
    app.step(FRAME_MS, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SLASH, mod=pygame.KMOD_LSHIFT,
                                           unicode="?", scancode=0)])
    help_scene = app.top
    assert isinstance(help_scene, HelpScene)
    app.step(FRAME_MS)
    labels = [label for label, _ in help_scene.rows_drawn]
    # every binding the ruleset in play can use (issue 33: no Pope's offer where the ruleset makes none)
    shown = for_ruleset(scene.rules)
    assert labels == [b.label for b in shown if b.by != "mouse"] + [b.label for b in shown if b.by == "mouse"]
    assert [does for _, does in help_scene.rows_drawn] == [b.does for b in shown if b.by != "mouse"] + \
        [b.does for b in shown if b.by == "mouse"]
    # the key that opened it, repeating, does not close it; a key after its first moments does
    app.step(FRAME_MS, key(pygame.K_SLASH))
    assert app.top is help_scene
    while help_scene.age_ms < OPEN_GUARD_MS:
        app.step(FRAME_MS)
    before = len(scene.deal.events)
    app.step(FRAME_MS, key(pygame.K_RETURN))  # closes the card; plays nothing
    assert app.top is scene and len(scene.deal.events) == before
    # the keys line at the top right comes from the same list
    for b in TABLE_KEYS:
        if b.short:
            assert f"{b.label}: {b.short}" in header()


def test_share_out_keys_are_declared_the_same_way() -> None:
    assert action_for(pygame.K_SPACE, "", SHARE_OUT_KEYS) == "skip"
    assert action_for(pygame.K_RETURN, "", SHARE_OUT_KEYS) == "close"
    assert action_for(pygame.K_h, "", SHARE_OUT_KEYS) is None
    assert header(SHARE_OUT_KEYS).startswith("Space: skip")


def test_the_keys_list_says_which_keys_play_on_at_a_resumed_deal() -> None:
    """A resumed deal waits for a click on the table, Space or Enter (its caption says so); the ``?`` list says
    it too, in every language (a new player found it only in the caption)."""
    from popejoan.ui import i18n
    from popejoan.ui.scenes.table.keys import help_rows

    said = {"en": "play on at a resumed deal", "es": "seguir jugando en una mano reanudada",
            "ja": "再開した局を続ける", "ru": "продолжить возобновлённую сдачу"}
    try:
        for language, words in said.items():
            i18n.set_language(language)
            rows = {label: does for _, section in help_rows() for label, does in section}
            plays_on = {label for label, does in rows.items() if does.endswith(words)}
            assert plays_on == {i18n._("Space"), i18n._("Enter"), i18n._("Click")}, (language, plays_on)
    finally:
        i18n.set_language("en")
