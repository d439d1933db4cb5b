"""Where the table puts things, measured: opponents' cards clear of the board's rim and its lettering,
inside the window, clear of every plaque, in tall, small and ordinary windows with 3 to 8 players."""

from __future__ import annotations

import math
import sys
from pathlib import Path

import pygame
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from test_table import make_table, run_until  # noqa: E402

from popejoan.ui import board as board_module  # noqa: E402
from popejoan.ui import cards_art  # noqa: E402
from popejoan.ui.scenes.table.layout import TableLayout, plaque_size  # noqa: E402

SIZES = [(960, 840), (960, 600), (1024, 768), (1100, 600), (1280, 720), (1280, 800), (1600, 900), (1920, 1080)]


def _gap_to_centre(rect: pygame.Rect, centre: tuple[float, float]) -> float:
    x = min(max(centre[0], rect.left), rect.right)
    y = min(max(centre[1], rect.top), rect.bottom)
    return math.hypot(x - centre[0], y - centre[1])


def _fans(lay: TableLayout, players: int) -> list[tuple[int, pygame.Rect]]:
    """Each opponent's fan at its widest (a whole hand of 51 // players + 1 cards), with the count's badge."""
    out = []
    count = 51 // players + 1
    pad = int(12 * lay.s) + 4
    for k in range(1, players):
        rects = lay.fan_rects(k, count)
        r = rects[0].unionall(rects)
        out.append((k, pygame.Rect(r.x, r.y - pad, r.w + pad, r.h + pad)))
    return out


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", range(3, 9))
def test_opponents_cards_lie_clear_of_the_board_and_inside_the_window(size: tuple[int, int], players: int) -> None:
    pygame.display.init()
    pygame.font.init()
    lay = TableLayout(size, players)
    lay.plaque = plaque_size(lay, None, [None] + ["normal"] * (players - 1))
    centre = (lay.cx, lay.cy)
    lettering = lay.radius * (board_module._LABEL_R + 0.06)  # the rim's capitals, as the board paints them
    inner = lay.inner_rect()
    plaques = [lay.plaque_rect(k) for k in range(players)]
    fans = _fans(lay, players)
    for k, box in fans:
        assert _gap_to_centre(box, centre) >= lay.radius, f"seat {k}'s cards reach under the board's rim"
        assert _gap_to_centre(box, centre) > lettering
        assert inner.contains(box), f"seat {k}'s cards run under the rail: {box} not in {inner}"
        assert not any(box.colliderect(p) for p in plaques), f"seat {k}'s cards lie under a plaque"
        assert not any(box.colliderect(other) for j, other in fans if j != k), f"seat {k}'s cards overlap another's"
    for p in plaques:
        assert inner.contains(p)
        assert _gap_to_centre(p, centre) >= lay.radius


@pytest.mark.parametrize("size,players", [((960, 840), 4), ((960, 840), 6), ((960, 600), 3), ((960, 600), 6)])
def test_the_cards_drawn_at_the_table_are_where_the_layout_says(size: tuple[int, int], players: int) -> None:
    """A real table in the window the issue names: every opponent's face-down hand, as dealt and drawn,
    lies clear of the board's rim and inside the window."""
    app, scene = make_table("parlett", [None] + ["normal"] * (players - 1), size=size)
    # just after the deal: every hand dealt, no card in flight
    run_until(app, scene, lambda: scene.deal is not None and not scene.view.cards_in_flight
              and all(c > 0 for seat, c in enumerate(scene.hand_counts) if seat != 0))
    lay = scene.layout
    for seat in range(1, players):
        k = scene.view.view_pos(seat)
        rects = lay.fan_rects(k, scene.hand_counts[seat])
        box = rects[0].unionall(rects)
        assert _gap_to_centre(box, (lay.cx, lay.cy)) >= lay.radius
        assert lay.inner_rect().contains(box)
    assert cards_art.card_height(lay.small_w) > 0


def test_the_zoom_found_for_a_window_is_kept_and_the_search_skipped_the_next_time(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """At 200 % the search tries 2.0, 1.95, ... until the table lays out cleanly (up to 100 ms with 8 seats);
    the same window, seats, levels and language again (F11 back, a replay opened) takes the zoom found."""
    from popejoan.ui import i18n
    from popejoan.ui.scenes.table import layout as layout_module

    monkeypatch.setattr(layout_module, "_ZOOMS_FOUND", {})
    levels = [None, "normal", "hard", "expert"]
    first = TableLayout((960, 600), 4, 2.0, levels)
    assert first.zoom == pytest.approx(1.35)  # as test_access measures: 2.0 down to 1.35 in 5 % steps
    tried: list[float] = []
    real_place = TableLayout._place  # private: wrapped to count the sizes a layout tries (the search's cache)
    monkeypatch.setattr(TableLayout, "_place",
                        lambda self, z, aside=False: (tried.append(z), real_place(self, z, aside))[1])
    again = TableLayout((960, 600), 4, 2.0, levels)
    assert again.zoom == pytest.approx(1.35) and tried == [1.0, 1.35]  # no search: the rest, then the zoom kept
    assert again.top_aside and first.top_aside
    assert again.radius == first.radius and again.hand_w == first.hand_w
    tried.clear()
    TableLayout((960, 600), 4, 2.0, [None, "normal", "normal", "expert"])  # other plaques: searched afresh
    assert len(tried) > 2
    tried.clear()
    i18n.set_language("ja")
    try:
        TableLayout((960, 600), 4, 2.0, levels)  # other words: searched afresh
    finally:
        i18n.set_language("en")
    assert len(tried) > 2


def test_the_zooms_kept_are_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    from popejoan.ui.scenes.table import layout as layout_module

    monkeypatch.setattr(layout_module, "_ZOOMS_FOUND", {})
    monkeypatch.setattr(layout_module, "_ZOOMS_KEPT", 3)
    for width in (960, 1000, 1040, 1080, 1120):
        TableLayout((width, 600), 3, 2.0)
    assert [key[0] for key in layout_module._ZOOMS_FOUND] == [(1040, 600), (1080, 600), (1120, 600)]


def test_a_header_of_two_lines_is_not_given_the_zoom_found_for_one(monkeypatch: pytest.MonkeyPatch) -> None:
    """A review: the table's zoom (one line under the title) was kept and given to the replay of a deal in
    progress (two lines), whose taller header needs less: at 960×600 with 8 seats 1.20 instead of 1.15, and
    the layout then had an overlap. Every argument of the layout is in the key."""
    from popejoan.ui.scenes.table import layout as layout_module

    monkeypatch.setattr(layout_module, "_ZOOMS_FOUND", {})
    fresh = TableLayout((960, 600), 8, 2.0, subtitle_lines=2)
    layout_module._ZOOMS_FOUND.clear()
    TableLayout((960, 600), 8, 2.0)  # the table first
    replay = TableLayout((960, 600), 8, 2.0, subtitle_lines=2)
    assert replay.zoom == fresh.zoom and not replay.problems()
