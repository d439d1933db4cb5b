"""The menu at a larger interface size (150 to 200 %): its scroll bar is the shared one, and a ruleset chosen
by a click or by the keyboard comes fully into view (playtest).

Reflowed, the menu lists every ruleset and scrolls the page between its two bars. It drew that page's scroll
bar itself (its own thumb, longer than its track on a short page); it now draws it with
:func:`popejoan.ui.theme.draw_scrollbar`, as the deal summary's story and the saved sessions do, and finds
its thumb with :func:`popejoan.ui.theme.scrollbar_thumb` (a drag or a click on the track lands where the
thumb is drawn). A row clicked where it showed above the foot bar was chosen but left half under the bar;
Up and Down left the focus ring's foot in the bar's shade. Now the row and its focus ring lie wholly between
the bars, clear of their shade.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pygame
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from test_menu_zoom import SIZES  # noqa: E402

from popejoan.ui import theme  # noqa: E402
from popejoan.ui.scenes.menu import BAR_SHADE, MenuScene, RulesetRow  # noqa: E402
from tests.ui.driver import click, key, open_menu, quiet_frames, scroll_settled, zoomed_app  # noqa: E402

ZOOMED = [(size, zoom) for size in SIZES for zoom in (150, 200)]
"""Every window size of :mod:`test_menu_zoom` at the two interface sizes (%) that reflow the menu into a page."""


@pytest.fixture(params=ZOOMED, ids=[f"{w}x{h}-{zoom}" for (w, h), zoom in ZOOMED])
def zoomed(tmp_path: Path, request: pytest.FixtureRequest) -> tuple[Any, MenuScene]:
    """The menu, reflowed, at one of :data:`ZOOMED`: ``(the app, the menu)``."""
    size, zoom = request.param
    app = zoomed_app(tmp_path, size, zoom)
    return app, open_menu(app)

def _wholly_in_view(menu: MenuScene, row: RulesetRow) -> bool:
    """The row and its focus ring lie between the bars, clear of the shade they cast: the ring is drawn
    ``max(3, 4 × scale)`` pixels outside the row (inwards from there), its dark edge 1 more (9 pixels at
    200 %), inside the bars' shade (10 reference pixels, 20 at 200 %)."""
    scale = menu.layout.scale
    clear = max(max(3, theme.px(4, scale)) + 1, theme.px(BAR_SHADE, scale))
    return menu.view.top + clear <= row.rect.top and row.rect.bottom + clear <= menu.view.bottom


def test_the_page_draws_the_shared_scroll_bar(zoomed: tuple[Any, MenuScene], monkeypatch: pytest.MonkeyPatch) -> None:
    app, menu = zoomed
    assert menu.flow and menu.content_h > menu.view.height
    menu.scroll_page(menu.view.height / 2, at_once=True)
    calls: list[tuple[Any, ...]] = []
    shared = theme.draw_scrollbar

    def record(surface: pygame.Surface, track: pygame.Rect, content: float, visible: float, scroll: float,
               scale: float) -> None:
        calls.append((pygame.Rect(track), content, visible, scroll, scale))
        shared(surface, track, content, visible, scroll, scale)

    monkeypatch.setattr(theme, "draw_scrollbar", record)
    quiet_frames(app)
    page = [c for c in calls if c[0] == menu.scrollbar_track()]
    assert page == [(menu.scrollbar_track(), menu.content_h, menu.view.height, menu.page_scroll,
                     menu.layout.scale)]
    # the thumb the events use is the one drawn: as long as the track times the part in view
    track, thumb = menu.scrollbar_track(), menu.scrollbar_thumb()
    assert thumb == theme.scrollbar_thumb(track, menu.content_h, menu.view.height, menu.page_scroll,
                                          menu.layout.scale)
    assert thumb.height == max(menu.layout.px(30), round(track.height * menu.view.height / menu.content_h))
    assert track.top <= thumb.top and thumb.bottom <= track.bottom


def test_a_ruleset_clicked_half_under_the_foot_bar_comes_fully_into_view(zoomed: tuple[Any, MenuScene]) -> None:
    app, menu = zoomed
    # scroll until a row not yet chosen is cut by the foot bar, a good part of it showing above
    for scroll in range(0, int(menu.content_h), 4):
        menu.page_scroll = menu.page_target = 0.0
        menu.scroll_page(scroll, at_once=True)
        cut = [r for r in menu.rows if r.rect.top + menu.layout.px(20) < menu.view.bottom < r.rect.bottom
               and r.ruleset.id != menu.ruleset.id]
        if cut:
            break
    else:
        raise AssertionError("no row lies across the foot bar")
    row = cut[0]
    click(app, (row.rect.centerx, (row.rect.top + menu.view.bottom) // 2))
    assert menu.ruleset.id == row.ruleset.id
    scroll_settled(app, menu)
    row = next(r for r in menu.rows if r.ruleset.id == menu.ruleset.id)
    assert _wholly_in_view(menu, row), (row.rect, menu.view)


def test_rulesets_chosen_by_the_keyboard_come_fully_into_view(zoomed: tuple[Any, MenuScene]) -> None:
    app, menu = zoomed
    first = menu.rows[0]
    menu.ring.focus = menu.ring.widgets.index(first)
    first.activate()
    scroll_settled(app, menu)
    for pressed in [pygame.K_DOWN] * (len(menu.rows) - 1) + [pygame.K_UP] * (len(menu.rows) - 1):
        key(app, pressed)
        scroll_settled(app, menu)
        row = menu.ring.focused
        assert isinstance(row, RulesetRow) and row.ruleset.id == menu.ruleset.id
        assert _wholly_in_view(menu, row), (pygame.key.name(pressed), row.ruleset.id, row.rect, menu.view)


def test_the_menu_opens_at_the_top_of_its_page(tmp_path: Path) -> None:
    """The ruleset chosen last time, low in the list, does not scroll the page as the menu opens."""
    app = zoomed_app(tmp_path, (960, 600), 200, ruleset="russian")
    menu = open_menu(app)
    assert menu.ruleset.id == "russian" and menu.page_scroll == 0 and menu.page_target == 0
