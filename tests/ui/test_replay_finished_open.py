"""A finished deal's replay shows every hand and the dead hand readable (polish item 7).

The review found the other hands drawn at the face-down fans' tiny size and the
dead hand left face down in the replay of a finished deal, though by then every
card is public. Now every hand is laid face up at the sequence's card size
(corners that read), and the dead hand (or Hoyle's stock) is laid face up in
place of its pile.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from harness import FakeApp  # noqa: E402

from popejoan.engine.ruleset import find_ruleset  # noqa: E402
from popejoan.engine.session import Session  # noqa: E402
from popejoan.ui.scenes.table.replay import ReplayScene, ReplaySource  # noqa: E402
from tests.ui.driver import watch_faces  # noqa: E402

NAMES = ["Ann", "Ben", "Cora", "Dick", "Eliza", "Fred", "Grace", "Hal"]


@pytest.mark.parametrize("ruleset,players,size", [("parlett", 4, (1280, 800)), ("russian", 8, (1280, 800)),
                                                  ("hoyle-1847", 6, (960, 600))])
def test_every_hand_and_the_dead_hand_lie_face_up_and_readable(ruleset: str, players: int,
                                                              size: tuple[int, int]) -> None:
    session = Session(find_ruleset(ruleset), NAMES[:players], seed=5)
    deal = session.start_deal()
    dead = set(deal.dead_hand)
    hands = [set(h) for h in deal.hands]
    while not deal.over:
        deal.apply(deal.legal_actions()[0])
    session.finish_deal()
    app = FakeApp(size, speed=4.0)
    replay = app.push(ReplayScene(app, ReplaySource.from_record(session.history[-1], session.rules, session.names)))
    widths: dict[int, int] = {}

    def seen(c: int, width: int, pos: tuple[int, int], owner: int | None) -> None:
        widths[c] = width

    watch_faces(replay.painter, seen)
    for _ in range(150):  # the deal dealt out again
        app.step(1000 / 30)
    drawn = {c: owner for owner, c in replay.painter.faces_drawn}
    assert dead and dead <= set(drawn), "the dead hand is not laid face up"
    lay = replay.layout
    for seat, hand in enumerate(hands):
        assert hand <= set(drawn), f"seat {seat}'s hand is not face up"
        assert all(drawn[c] == seat for c in hand)
        # every card at least the size of the sequence's cards (the old fans were 34 pixels at 1280x720)
        assert min(widths[c] for c in hand) >= max(40, lay.seq_w)
    assert min(widths[c] for c in dead) >= max(40, lay.seq_w)


def test_m_turns_the_sound_off_and_on_in_the_replay_as_at_the_table() -> None:
    """The closing note of 2026-11-30: M did nothing in the replay, though the replay plays the cards'
    sounds and the table's key list offers M. Now it mutes and unmutes, and the keys line says so."""
    import pygame

    from popejoan.ui.i18n import t

    session = Session(find_ruleset("parlett"), NAMES[:3], seed=5)
    deal = session.start_deal()
    while not deal.over:
        deal.apply(deal.legal_actions()[0])
    session.finish_deal()
    app = FakeApp((1280, 800), speed=4.0)
    replay = app.push(ReplayScene(app, ReplaySource.from_record(session.history[-1], session.rules, session.names)))
    app.step(16)
    assert app.settings.muted is False
    m = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_m, mod=0, unicode="m", scancode=0)
    assert replay.handle_event(m)
    assert app.settings.muted is True and app.top is replay
    replay.handle_event(m)
    assert app.settings.muted is False
    assert "M: sound" in t("replay_keys")


@pytest.mark.parametrize("language", ["en", "es", "ja", "ru"])
@pytest.mark.parametrize("size", [(1280, 800), (960, 600)])
def test_the_replay_controls_hold_their_title_and_labels(language: str, size: tuple[int, int]) -> None:
    """Seen 2026-12-01: "Repetición · la mano tal como se repartió" ran out of the controls' box and
    "Adelante ›" out of its button at both sizes. The box is now as wide as its longest words need;
    and a four-player deal's top hand, laid face up in two rows, ran off the window's top edge."""
    import pygame

    from popejoan.ui import i18n, theme

    i18n.set_language(language)
    try:
        session = Session(find_ruleset("russian"), NAMES[:4], seed=5)
        deal = session.start_deal()
        while not deal.over:
            deal.apply(deal.legal_actions()[0])
        session.finish_deal()
        app = FakeApp(size, speed=4.0)
        replay = app.push(ReplayScene(app, ReplaySource.from_record(session.history[-1], session.rules,
                                                                    session.names)))
        drawn: dict[int, tuple[int, tuple[int, int]]] = {}

        def seen(c: int, width: int, pos: tuple[int, int], owner: int | None) -> None:
            if owner != 0:  # the bottom hand lies at the window's foot, as at the table
                drawn[c] = (width, pos)

        watch_faces(replay.painter, seen)
        for _ in range(150):
            app.step(1000 / 30)
        lay = replay.layout
        s = lay.s
        box, buttons, keys = replay.controls()
        pad = int(10 * s)
        for step in (0, replay.last):
            replay.step = step
            title_w = theme.measure(replay.step_text(), max(14, int(17 * s)), bold=True)[0]
            assert box.x + pad + title_w <= box.right, replay.step_text()
        for (label, _, _), rect in zip(replay.buttons(), buttons):
            assert theme.measure(label, max(11, int(15 * s)), bold=True)[0] <= rect.width - 4, label
            assert box.contains(rect)
        assert app.screen.get_rect().contains(box)
        # every other hand's card and the dead hand's lie inside the window's rail
        from popejoan.ui import cards_art

        window = app.screen.get_rect().inflate(-2 * lay.margin, -2 * lay.margin)
        assert len(drawn) >= 30
        for c, (width, pos) in drawn.items():
            card = pygame.Rect(pos, (width, cards_art.card_height(width)))
            assert window.contains(card), (c, card, window)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("ruleset,players,size", [("russian", 4, (1280, 800)), ("russian", 8, (1280, 800)),
                                                  ("hoyle-1847", 6, (960, 600)), ("parlett", 3, (960, 600))])
def test_the_side_hands_lie_clear_of_plaques_controls_and_each_other(ruleset: str, players: int,
                                                                     size: tuple[int, int]) -> None:
    """The playtest's reproduction: in a finished deal's replay the side seats' hands were two rows tucked under
    their plaques, only the corners showing, and at 8 players the lowest left one lay under the replay's
    controls. Every face-up hand now lies clear of every plaque, the controls, the board's rim and the other
    hands: every card's corner shows."""
    import pygame

    session = Session(find_ruleset(ruleset), NAMES[:players], seed=5)
    deal = session.start_deal()
    while not deal.over:
        deal.apply(deal.legal_actions()[0])
    session.finish_deal()
    app = FakeApp(size, speed=4.0)
    replay = app.push(ReplayScene(app, ReplaySource.from_record(session.history[-1], session.rules, session.names)))
    placed: dict[int, list[pygame.Rect]] = {}

    def seen(c: int, width: int, pos: tuple[int, int], owner: int | None) -> None:
        if owner is not None:
            placed.setdefault(owner, []).append(pygame.Rect(pos, (width, int(width * 1.4))))

    for _ in range(150):
        app.step(1000 / 30)
    watch_faces(replay.painter, seen)
    replay.draw(app.screen)
    lay = replay.layout
    box = replay.controls()[0]
    view = replay.view
    hands = {seat: rects[0].unionall(rects[1:]) for seat, rects in placed.items() if view.view_pos(seat) != 0}
    assert len(hands) == players - 1
    for seat, hand in hands.items():
        k = view.view_pos(seat)
        assert not hand.colliderect(box), (seat, hand, box)
        for j in range(players):
            assert j == k or not hand.colliderect(lay.plaque_rect(j)), (seat, j)
        assert not hand.colliderect(lay.plaque_rect(k).inflate(-4, -4)), seat  # not under its own plaque
        for other, rect in hands.items():
            assert other == seat or not hand.colliderect(rect), (seat, other)
        if k in lay.seat_rows:
            assert min(abs(hand.right - lay.cx), abs(hand.left - lay.cx)) >= lay.radius, (seat, hand)  # off the rim
