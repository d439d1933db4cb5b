"""The About screen (issue 31 item 3): the version, the credits and the licences, in four languages, reached
from the pause menu and the menu, fitting the window (its layout is also in test_everything_fits' sweep)."""

from __future__ import annotations

import pygame
import pytest

from popejoan import __version__
from popejoan.ui import i18n
from popejoan.ui.app import App
from popejoan.ui.scenes.about import AboutScene
from popejoan.ui.scenes.pause import PauseScene
from tests.ui.driver import click_button, key, step, texts

ABOUT = {"en": "About", "es": "Acerca de", "ja": "作品情報", "ru": "Об игре"}
"""The button's label in each language (translated by hand from the catalogs' English)."""

LICENCE = {"en": "MIT licence", "es": "licencia MIT", "ja": "MIT ライセンス", "ru": "лицензией MIT"}
"""How each language names the game's own licence on the page."""


@pytest.mark.parametrize("language", ["en", "es", "ja", "ru"])
def test_the_pause_menu_opens_about_and_esc_comes_back(app: App, language: str) -> None:
    i18n.set_language(language)
    app.to_menu()
    pause = app.push(PauseScene(app))
    step(app, 3)
    click_button(app, ABOUT[language])
    about = app.top
    assert isinstance(about, AboutScene)
    step(app, 3)
    words = texts(about.lines)
    assert LICENCE[language] in words
    for library in ("pygame-ce · LGPL-2.1", "PyYAML · MIT", "pydantic · MIT", "Babel · BSD-3-Clause",
                    "platformdirs · MIT", "filelock · MIT"):
        assert library in words
    assert "Open Font Licence 1.1" in words and "LICENSE" in words and "THIRD_PARTY_NOTICES.md" in words
    key(app, pygame.K_ESCAPE)
    assert app.top is pause


def test_the_page_scrolls_to_its_end_and_says_the_version(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    drawn: list[str] = []
    from popejoan.ui import theme

    real = theme.blit_text

    def record(surface, text, *args, **kwargs):  # type: ignore[no-untyped-def]
        drawn.append(str(text))
        return real(surface, text, *args, **kwargs)

    monkeypatch.setattr(theme, "blit_text", record)
    app.to_menu()
    about = app.push(AboutScene(app))
    step(app, 2)
    assert f"Version {__version__}" in drawn
    assert about.content_h > about.sheet.height  # longer than the window at 1280×800: it scrolls
    key(app, pygame.K_END)
    step(app, 40)
    assert about.scroll == about.target > about.content_h - about.sheet.height  # at the end, the last line in view
