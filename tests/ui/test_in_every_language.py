"""Issue 32, "In every language": one name per seat, the game's own title, the interface language on the
board and in the rules, sentences whose words take the forms they need, Japanese wrapped by its own rules,
and the bootstrap's windows in the system's language. Each test drives the app as a player does."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from popejoan.ui import i18n, theme
from popejoan.ui.app import App
from popejoan.ui.scenes.menu import MenuScene
from popejoan.ui.scenes.table import TableScene
from tests.ui.test_saved_sessions import frames, new_session_from_the_menu


@pytest.fixture(autouse=True)
def _english_after() -> Iterator[None]:
    yield
    i18n.set_language("en")


def drawn(app: App, monkeypatch: pytest.MonkeyPatch, n: int = 3) -> list[str]:
    """Every line of text the app's next ``n`` frames draw."""
    seen: list[str] = []
    render = theme.render

    def spy(text: str, *args: object, **kwargs: object) -> pygame.Surface:
        seen.append(text)
        return render(text, *args, **kwargs)

    monkeypatch.setattr(theme, "render", spy)
    try:
        frames(app, n)
    finally:
        monkeypatch.setattr(theme, "render", render)
    return seen


# --- 11. one name per seat -----------------------------------------------------------------------------------


def test_a_computer_seat_has_one_name_on_the_menu_the_continue_card_and_the_table(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A playtest: in Spanish the menu's seats said "Don Pickwick" while the Continue card and the table, of a
    session begun in English, said "Mr Pickwick". A default name is the interface language's wherever it is
    shown; a typed name ("Ann") is left alone."""
    app, table, _ = new_session_from_the_menu(tmp_path, "parlett", "Ann", "cpu:easy", "cpu:easy")
    frames(app, 30)
    assert table.view.names == ["Ann", "Mr Pickwick", "Miss Havisham"]
    app.to_menu()
    app.choose_language("es")
    frames(app, 2)
    menu = app.top
    assert isinstance(menu, MenuScene) and menu.continue_info is not None
    words = " | ".join(drawn(app, monkeypatch))
    assert "Don Pickwick" in words and "Pickwick" not in words.replace("Don Pickwick", "")
    menu.continue_session()
    frames(app, 3)
    table = app.top
    assert isinstance(table, TableScene)
    assert table.view.names == ["Ann", "Don Pickwick", "Miss Havisham"]
    words = " | ".join(drawn(app, monkeypatch, 10))
    assert "Mr Pickwick" not in words
