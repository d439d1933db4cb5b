"""Larger means larger, the board first (issue 32, item 7).

A playtest at 1280×800: Settings → Interface size 200 % grew the plaques, the captions and the cards, but the
board shrank from about 400 pixels across to about 290, its counts and compartments' names smaller than at
100 %. The table now keeps the board no smaller than at 100 % in the same window, whatever the interface size:
what gives way first is the seat facing the bottom one (it stands at the top of the right-hand column instead of
over the board), then the words' and cards' growth (the largest zoom, in 5 % steps, at which the rest still
lays out cleanly round the board; 100 % when none does, as round eight seats at 960×600).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from driver import click, key, step  # noqa: E402

from popejoan.ui import access  # noqa: E402
from popejoan.ui.app import App  # noqa: E402
from popejoan.ui.scenes.menu import MenuScene  # noqa: E402
from popejoan.ui.scenes.settings_screen import SettingsScene  # noqa: E402
from popejoan.ui.scenes.table.layout import TableLayout  # noqa: E402
from popejoan.ui.scenes.table.scene import TableScene  # noqa: E402


def _size_in_settings(app: App, steps: int) -> None:
    """Menu → Settings → Interface size, ``steps`` clicks on its right arrow (25 % each), then back (Escape)."""
    menu = app.top
    assert isinstance(menu, MenuScene)
    click(app, menu.settings_button.rect.center)
    settings = app.top
    assert isinstance(settings, SettingsScene)
    for _ in range(steps):
        click(app, (settings.size.rect.right - 4, settings.size.rect.centery))
    key(app, pygame.K_ESCAPE)
    step(app, 2)
    assert app.top is menu


def _deal(app: App) -> TableScene:
    menu = app.top
    assert isinstance(menu, MenuScene)
    click(app, menu.start_button.rect.center)
    for _ in range(400):
        if isinstance(app.top, TableScene) and app.top.layout is not None:
            return app.top
        step(app)
    raise AssertionError(f"no table laid out: {type(app.top).__name__}")


def test_the_board_at_200_percent_is_no_smaller_than_at_100(app: App) -> None:
    """At 1280×800 with the menu's default seats: at 100 % the board's radius is 201 pixels (the room between
    the seat across the table and the caption's band; min(800 × 0.255, 1280 × 0.19) = 204 would be its most)
    and its compartments' names int(201 × 0.085) = 17 pixels high. At 200 % the board is no smaller, its names no
    smaller, and the plaques' words larger still."""
    app.to_menu()
    step(app, 3)
    plain = _deal(app)
    assert plain.layout.zoom == 1.0
    radius_100, lettering_100 = plain.layout.radius, plain.board.lettering_px()
    plaque_100 = plain.layout.plaque
    assert plain.n == 4 and radius_100 == 201 and lettering_100 == 17
    app.to_menu()
    step(app, 3)
    _size_in_settings(app, 4)
    assert app.settings.ui_scale == 200 and access.current().zoom == pytest.approx(2.0)
    large = _deal(app)
    assert large.layout.wanted == pytest.approx(2.0)
    assert 2 * large.layout.radius >= 2 * radius_100  # the diameter: about 400 pixels, not 290
    assert large.board.radius == large.layout.radius
    assert large.board.lettering_px() >= lettering_100
    assert large.layout.zoom > 1.0  # and the rest larger: 140 % here
    assert large.layout.plaque[0] > plaque_100[0] and large.layout.plaque[1] > plaque_100[1]
    assert large.layout.problems() == []


@pytest.mark.parametrize("players", range(3, 9))
@pytest.mark.parametrize("size", [(960, 600), (1280, 800)], ids=["960x600", "1280x800"])
def test_what_gives_way_is_never_the_board(size: tuple[int, int], players: int) -> None:
    """At every seat count, in both windows, 200 % keeps the board at least its size at 100 % and lays out
    cleanly; at 960×600 the words grow to 135 % round three to five seats, 120-125 % round six or seven, and
    not at all round eight (each side column is already full at 100 %)."""
    pygame.display.init()
    pygame.font.init()
    plain, large = TableLayout(size, players), TableLayout(size, players, 2.0)
    assert large.radius >= plain.radius
    assert large.problems() == [] and plain.problems() == []
    if size == (960, 600):
        expected = {3: 1.35, 4: 1.35, 5: 1.35, 6: 1.2, 7: 1.25, 8: 1.0}[players]
        assert large.zoom == pytest.approx(expected)
    # the seat across the table stands aside only where it has to, and only where there is one
    assert not large.top_aside or players in (4, 6, 8)
