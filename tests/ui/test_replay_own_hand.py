"""A replay of the deal so far shows the looker's own hand, and only theirs (polish item 6).

The review found that Pause → "Replay this deal so far" drew the lone human's
own hand face down: a player may always see their own hand. While the deal is
in progress nobody else's is shown; in a hot-seat game the replay shows the
hand of the person the table shows now (after their pass card), and nobody's
while the pass card is up.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pygame

sys.path.insert(0, str(Path(__file__).resolve().parent))

from harness import key  # noqa: E402
from test_record import FRAME_MS, hidden_cards, make_table, play_human  # noqa: E402

from popejoan.ui.scenes.table.replay import ReplayScene  # noqa: E402


def _faces(replay: ReplayScene) -> set:
    return set(replay.painter.faces_drawn)


def _play_to(app, scene, plays: int, lift: bool = True) -> None:
    for _ in range(40000):
        app.step(FRAME_MS)
        if lift and scene.privacy_for is not None and scene.hotseat.pass_card_ready:
            scene.turns.lift_pass_card()
        play_human(scene)
        if scene.deal is not None and len(scene.deal.played) >= plays and not scene.timeline.busy:
            return
    raise AssertionError("the deal did not get there")


def test_the_lone_human_sees_their_own_hand_in_the_replay() -> None:
    app, scene = make_table("parlett", [None, "normal", "normal"], seed=9)
    _play_to(app, scene, 5)
    mine = set(scene.deal.hands[0]) | {c for s, c in scene.deal.played if s == 0}
    scene.open_replay()
    replay = app.top
    assert isinstance(replay, ReplayScene) and replay.viewer == 0
    for _ in range(int(3000 / FRAME_MS)):  # the deal dealt again, the hand turned over
        app.step(FRAME_MS)
    own = {c for owner, c in _faces(replay) if owner == 0}
    assert own == mine, "the replay drew the lone human's own hand face down"
    assert all(owner in (None, 0) for owner, _ in _faces(replay))
    hidden = hidden_cards(scene) - set(scene.deal.hands[0])
    app.step(FRAME_MS, key(pygame.K_END))
    app.step(FRAME_MS)
    assert not {c for _, c in _faces(replay)} & hidden


def test_hot_seat_shows_the_hand_of_the_person_looking_and_nobody_elses() -> None:
    app, scene = make_table("parlett", [None, None, "normal"], seed=9)
    _play_to(app, scene, 4)
    # the table shows a person's hand now (their pass card lifted), or the pass card is up
    for _ in range(4000):
        if scene.privacy_for is None and scene.view.revealed and scene.view.shown_seat in (0, 1):
            break
        app.step(FRAME_MS)
        if scene.privacy_for is not None and scene.hotseat.pass_card_ready:
            scene.turns.lift_pass_card()
    looker = scene.view.shown_seat
    assert looker in (0, 1)
    scene.open_replay()
    replay = app.top
    assert replay.viewer == looker
    for _ in range(int(3000 / FRAME_MS)):
        app.step(FRAME_MS)
    owners = {owner for owner, _ in _faces(replay)}
    assert looker in owners and owners <= {None, looker}
    app.step(FRAME_MS, key(pygame.K_ESCAPE))
    assert app.top is scene
    # with the pass card up, nobody's hand
    for _ in range(8000):
        if scene.privacy_for is not None:
            break
        app.step(FRAME_MS)
        play_human(scene)
    assert scene.privacy_for is not None
    scene.open_replay()
    replay = app.top
    assert replay.viewer is None
    for _ in range(int(3000 / FRAME_MS)):
        app.step(FRAME_MS)
    assert all(owner is None for owner, _ in _faces(replay))


def test_a_named_sessions_replays_give_its_name_as_the_table_does() -> None:
    """The table's header gives a named session's name on a line of its own; so do both of its replays, above
    which deal it is (a playtest found the replay's header without it). A session never named: no line."""
    from popejoan.ui.scenes.table import painter_notes as painter_module

    app, scene = make_table("parlett", [None, "normal", "normal"], seed=9)
    _play_to(app, scene, 5)
    scene.painter.session_name = "Tuesday at the Bennets"
    scene.open_replay()
    replay = app.top
    assert replay.painter.session_name == "Tuesday at the Bennets"
    assert replay.layout.subtitle_lines == 3  # the name, "Replay of deal 1", whose hand it shows
    drawn: list[str] = []
    real = painter_module.named_line
    painter_module.named_line = lambda name, *a, **k: drawn.append(name) or real(name, *a, **k)
    try:
        app.step(FRAME_MS)
    finally:
        painter_module.named_line = real
    assert drawn == ["Tuesday at the Bennets"]
    app.pop()
    scene.painter.session_name = None
    scene.open_replay()
    assert app.top.painter.session_name is None and app.top.layout.subtitle_lines == 2
