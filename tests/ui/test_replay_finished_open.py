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
    face = replay.painter._face

    def spy(surface, c, width, pos, owner, dim=False):
        widths[c] = width
        face(surface, c, width, pos, owner, dim)

    replay.painter._face = spy
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
