"""The menu shows a variant that does not apply, and its board preview shows the stakes the variants give."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from pathlib import Path

import pytest

from popejoan.ui.app import App
from popejoan.ui.scenes.menu import MenuScene


@pytest.fixture
def menu(tmp_path: Path):
    app = App((1280, 800), config=tmp_path / "settings.json", hidden=True)
    app.to_menu()
    for _ in range(3):
        app.step(16)
    m = app.top
    assert isinstance(m, MenuScene)
    yield app, m
    app.scenes.clear()


def test_pope_stake_with_equal_dressing_is_shown_as_not_applying(menu) -> None:
    app, m = menu
    m.choose_ruleset("russian")
    m.set_option("pope_stake", 6)
    app.step(16)
    assert m.idle_options() == {}
    # graded, 6 on the Pope, four players each dressing: Pope 24, Matrimony and Intrigue 8, the rest 4
    assert m.board_art.counts == {"ace": 4, "jack": 4, "intrigue": 8, "queen": 4, "matrimony": 8, "king": 4,
                                  "pope": 24, "game": 4}
    m.set_option("dressing", "equal")
    app.step(16)
    assert m.idle_options() == {"pope_stake": "dressing"}
    assert m._idle_notes() == {"pope_stake": "Does not apply while Dressing is Equal"}
    # equal: one in every compartment from each of the four players
    assert m.board_art.counts == {name: 4 for name in m.board_art.order}
    # its row is a line taller, so the next variant's title moves down
    assert m.option_rects[1][0].y > m.option_rects[0][1].y + 2 * 17


def test_the_preview_follows_the_seats_and_the_dealer_dressing_alone(menu) -> None:
    app, m = menu
    m.choose_ruleset("spanish")
    app.step(16)
    assert m.board_art.counts["pope"] == 6 * 4 and m.board_art.counts["ace"] == 4
    m.remove_seat(3)
    app.step(16)
    assert len(m.seats) == 3
    assert m.board_art.counts["pope"] == 6 * 3 and m.board_art.counts["ace"] == 3
    m.choose_ruleset("parlett")  # the dealer dresses alone
    app.step(16)
    assert m.board_art.counts["pope"] == 6 and m.board_art.counts["matrimony"] == 2
