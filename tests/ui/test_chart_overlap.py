"""The fish-by-deal chart never hides a line under another: where seats had the same fish, their points are set
apart, and the people at the table are drawn last and thicker (a playtest: the player's own line vanished under
a computer's with the same balances)."""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))

from harness import FakeApp  # noqa: E402

from popejoan.engine.ruleset import find_ruleset  # noqa: E402
from popejoan.ui.launch import finished_deal  # noqa: E402
from popejoan.ui.scenes.summary import PLAYER_COLOURS, SummaryScene, chart_lines, chart_order  # noqa: E402
from popejoan.ui.setup import GameSetup, Seat  # noqa: E402


def test_points_set_apart_by_hand():
    series = [[20, 22, 25], [20, 22, 25], [20, 15, 10]]

    def to_xy(i, v):
        return (i * 100, 200 - v * 2)

    lines = chart_lines(series, to_xy, 3)
    # deal 0: all three at 20 (y 160): 3 apart in seat order, centred: 157, 160, 163
    # deals 1 and 2: seats 0 and 1 together (y 156, y 150): 1.5 either side, rounded half to even: -2 and +2
    assert lines[0] == [(0, 157), (100, 154), (200, 148)]
    assert lines[1] == [(0, 160), (100, 158), (200, 152)]
    assert lines[2] == [(0, 163), (100, 170), (200, 180)]
    # a seat alone is where its value is
    assert chart_lines([[5, 6]], to_xy, 3) == [[(0, 190), (100, 188)]]


def test_people_drawn_last():
    assert chart_order(4, {0}) == [1, 2, 3, 0]
    assert chart_order(3, {0, 2}) == [1, 0, 2]
    assert chart_order(3, set()) == [0, 1, 2]


def _colour_pixels(surface: pygame.Surface, rect: pygame.Rect, colour) -> int:
    count = 0
    target = tuple(colour)[:3]
    for x in range(rect.left, rect.right):
        for y in range(rect.top, rect.bottom):
            if tuple(surface.get_at((x, y)))[:3] == target:
                count += 1
    return count


def test_two_equal_balances_both_lines_are_seen():
    """Ann (the person, seat 0) and Ben (a computer, seat 1) hold the same fish after every deal: both colours
    are on the chart's drawn pixels, each along the whole line (a horizontal run at least half the chart wide)."""
    app = FakeApp((1280, 800))
    seats = [Seat("Ann", "human"), Seat("Ben", "computer", "normal"), Seat("Cora", "computer", "normal")]
    setup = GameSetup(find_ruleset("parlett"), seats, 20, deals=8, seed=7)
    session, deal = finished_deal(setup, 3)
    summary = app.push(SummaryScene(app, session, deal, setup=setup))
    summary.series = [[20, 20, 20, 20], [20, 20, 20, 20], [20, 14, 9, 5]]
    for _ in range(150):
        app.step(16)
    assert summary.people() == {0}
    assert [seat for seat, _pts, _w in summary.chart_drawn] == [1, 2, 0]
    drawn = {seat: (pts, width) for seat, pts, width in summary.chart_drawn}
    assert drawn[0][1] > drawn[1][1]  # the person's line is the thicker
    for (x0, y0), (x1, y1) in zip(drawn[0][0], drawn[1][0]):  # side by side at every deal, not on top
        assert x0 == x1 and abs(y0 - y1) >= 3
    chart = summary.frame.chart
    width = drawn[0][0][-1][0] - drawn[0][0][0][0]
    for seat in (0, 1):
        colour = PLAYER_COLOURS[seat]
        assert _colour_pixels(app.screen, chart, colour) >= width // 2, seat
