"""Every full-window screen follows the interface size (issue 32, item 8).

A playtest at 200 %: the menu, the rules, the saved sessions and the settings did not all grow; the rules'
frame kept its head ("The rules", the ruleset's name), its keys' hint and its Back button at 100 % while the
page's words grew. Each screen is opened here as a player opens it (the menu's buttons), drawn, and the height
of the ink of a few of its words measured (:mod:`textmap`): at 200 % about twice their height at 100 %, where
the window has the room (the rules' head and foot: 190 %, so that the sheet keeps half the frame's height).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pygame
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

import textmap  # noqa: E402
from driver import click, step  # noqa: E402

from popejoan.ui import access, i18n  # noqa: E402
from popejoan.ui.app import App  # noqa: E402
from popejoan.ui.scenes.menu import MenuScene  # noqa: E402


def _app(tmp_path: Path, size: tuple[int, int], zoom: int, language: str) -> App:
    config = tmp_path / f"settings-{zoom}.json"
    config.write_text(json.dumps({"ui_scale": zoom}), encoding="utf-8")
    app = App(size, config=config, hidden=True, language=language)
    app.saving.enabled = False
    app.sound_enabled = False
    app.running = True
    assert access.current().zoom == zoom / 100
    return app


def _heights(tmp_path: Path, size: tuple[int, int], zoom: int, language: str, button: str,
             words: list[str]) -> dict[str, int]:
    """The ink height (pixels) of each of ``words`` on the screen the menu's ``button`` opens."""
    app = _app(tmp_path, size, zoom, language)
    try:
        app.to_menu()
        step(app, 3)
        menu = app.top
        assert isinstance(menu, MenuScene)
        widget = getattr(menu, button)
        menu.reveal(widget)  # as the keyboard's focus brings it into view (About ends the reflowed page)
        for _ in range(200):
            if menu.page_scroll == menu.page_target:
                break
            step(app)
        click(app, widget.rect.center)
        step(app, 3)
        assert app.top is not menu
        with textmap.recording():
            page = textmap.draw_screen(app)
            drawn = {d.text: d.rect.height for d in page.texts}
        missing = [w for w in words if w not in drawn]
        assert not missing, (missing, sorted(drawn)[:40])
        return {w: drawn[w] for w in words}
    finally:
        app.scenes.clear()
        access.reset()
        i18n.set_language("en")


SCREENS = {  # the words measured, and the least ratio: 190 % (the head and foot's zoom), less a pixel's rounding
    "rules_button": (["The rules", "Back", "Scroll with the wheel or the arrow keys · Esc to return"], 1.75),
    "about_button": (["About the game", "Back"], 1.75),
}


@pytest.mark.parametrize("button", list(SCREENS))
def test_the_parchment_pages_frame_grows_with_the_interface_size(tmp_path: Path, button: str) -> None:
    words, least = SCREENS[button]
    plain = _heights(tmp_path, (1280, 800), 100, "en", button, words)
    large = _heights(tmp_path, (1280, 800), 200, "en", button, words)
    for word in words:
        assert large[word] >= least * plain[word], (word, plain[word], large[word])
        assert large[word] <= 2.1 * plain[word], (word, plain[word], large[word])


@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_menus_most_used_parts_stay_in_view_at_200_percent(tmp_path: Path, language: str) -> None:
    """At 200 % in a 1280×800 window the menu was one scrolling column, the seats and the variants out of sight.
    Its words now grow as far as the rulesets still stand beside the seats (two columns: 1280 / (340 + 16 + 420
    + 2 × 16 + 14) = 155.7 %), so that the ruleset list, the seat list and Deal the cards are all in view, unscrolled;
    the variants follow the seats, a scroll away. Their words: 155 % of their height at 100 % at least."""
    size = (1280, 800)
    app = _app(tmp_path, size, 200, language)
    try:
        app.to_menu()
        step(app, 3)
        menu = app.top
        assert isinstance(menu, MenuScene) and menu.flow and menu.page_scroll == 0
        window = pygame.Rect((0, 0), size)
        in_view = menu.view
        assert menu.list_rect.height > 0 and in_view.contains(menu.list_rect)
        chosen = next(row for row in menu.rows if row.ruleset.id == menu.ruleset.id)
        assert in_view.contains(chosen.rect)
        for field, kind, remove in menu.seat_fields:
            for widget in (field, kind, remove):
                assert in_view.contains(widget.rect), widget.rect
        assert in_view.contains(menu.add_button.rect)
        assert window.contains(menu.start_button.rect) and not menu.start_button.rect.colliderect(in_view)
        assert menu.layout.scale == pytest.approx(1280 / 822.01, abs=0.01)
    finally:
        app.scenes.clear()
        access.reset()
        i18n.set_language("en")


def _menu_heights(tmp_path: Path, zoom: int, words: list[str]) -> dict[str, int]:
    """The ink height (pixels) of each of ``words`` on the menu, unscrolled, at 1280×800."""
    app = _app(tmp_path, (1280, 800), zoom, "en")
    try:
        app.to_menu()
        step(app, 3)
        with textmap.recording():
            drawn = {d.text: d.rect.height for d in textmap.draw_screen(app).texts}
        assert all(w in drawn for w in words), [w for w in words if w not in drawn]
        return {w: drawn[w] for w in words}
    finally:
        app.scenes.clear()
        access.reset()


def test_the_menus_words_grow_as_far_as_its_two_columns_allow(tmp_path: Path) -> None:
    words = ["Deal the cards", "Seats", "Rulesets", "Add a seat"]
    plain, large = _menu_heights(tmp_path, 100, words), _menu_heights(tmp_path, 200, words)
    for word in words:  # 155.7 %, less a pixel's rounding
        assert 1.45 * plain[word] <= large[word] <= 1.65 * plain[word], (word, plain[word], large[word])
