"""Text fields take the keys of a desktop text field: Ctrl+A, Ctrl+Backspace, Home / End, the arrows.

Real pygame key and text-input events go through a :class:`FocusRing`, as the
menu's seat names do; the last test types into the menu itself.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from pathlib import Path

import pygame
import pytest

from popejoan.ui.widgets import Button, FocusRing, TextField

CTRL = pygame.KMOD_LCTRL


def press(ring: FocusRing, k: int, mod: int = 0) -> None:
    ring.handle_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))
    ring.handle_event(pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0))


def typed(ring: FocusRing, text: str) -> None:
    for ch in text:
        ring.handle_event(pygame.event.Event(pygame.TEXTINPUT, text=ch))


@pytest.fixture
def field() -> tuple[FocusRing, TextField, dict]:
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((400, 200))
    box = {"name": "Mrs Jellyby"}
    f = TextField(lambda: box["name"], lambda v: box.__setitem__("name", v), max_len=18)
    f.rect = pygame.Rect(10, 10, 200, 36)
    ring = FocusRing()
    ring.set([f, Button("OK", lambda: None)])
    ring.focus = 0
    return ring, f, box


def test_home_end_and_typing_at_the_caret(field) -> None:
    ring, f, box = field
    press(ring, pygame.K_HOME)
    typed(ring, "Dr ")
    assert box["name"] == "Dr Mrs Jellyby"
    press(ring, pygame.K_END)
    typed(ring, "!")
    assert box["name"] == "Dr Mrs Jellyby!"
    press(ring, pygame.K_LEFT)
    press(ring, pygame.K_BACKSPACE)
    assert box["name"] == "Dr Mrs Jellyb!"
    press(ring, pygame.K_HOME)
    press(ring, pygame.K_DELETE)
    assert box["name"] == "r Mrs Jellyb!"
    press(ring, pygame.K_RIGHT, CTRL)  # a word to the right: after "r"
    press(ring, pygame.K_DELETE, CTRL)  # deletes " Mrs"
    assert box["name"] == "r Jellyb!"


def test_ctrl_backspace_removes_the_word_before_the_caret(field) -> None:
    ring, f, box = field
    press(ring, pygame.K_BACKSPACE, CTRL)
    assert box["name"] == "Mrs "
    press(ring, pygame.K_BACKSPACE, CTRL)
    assert box["name"] == ""
    press(ring, pygame.K_BACKSPACE, CTRL)  # nothing left: nothing happens
    assert box["name"] == ""


def test_ctrl_a_selects_all_and_typing_replaces_it(field) -> None:
    ring, f, box = field
    press(ring, pygame.K_a, CTRL)
    assert f.all_selected
    typed(ring, "Ann")
    assert box["name"] == "Ann" and not f.all_selected
    press(ring, pygame.K_a, CTRL)
    press(ring, pygame.K_BACKSPACE)
    assert box["name"] == ""
    typed(ring, "A name far too long to be a name")
    assert box["name"] == "A name far too lon"  # max_len 18


def test_losing_the_focus_forgets_the_caret_and_the_selection(field) -> None:
    ring, f, box = field
    press(ring, pygame.K_HOME)
    press(ring, pygame.K_a, CTRL)
    press(ring, pygame.K_TAB)
    ring.update(16)
    assert f.caret is None and not f.all_selected
    press(ring, pygame.K_TAB, pygame.KMOD_LSHIFT)
    typed(ring, "!")
    assert box["name"] == "Mrs Jellyby!"  # back at the end


def test_the_menus_seat_field_takes_ctrl_a(tmp_path: Path) -> None:
    from popejoan.ui.app import App
    from popejoan.ui.scenes.menu import MenuScene

    app = App((1280, 800), config=tmp_path / "settings.json", hidden=True)
    app.to_menu()
    for _ in range(3):
        app.step(16)
    menu = app.top
    assert isinstance(menu, MenuScene)
    field = menu.seat_fields[0][0]
    pos = field.rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=CTRL, unicode="", scancode=0))
    for ch in "Ben":
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_HOME, mod=0, unicode="", scancode=0))
    for ch in "Mr ":
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    app.step(16)
    assert app.settings.seats[0].name == "Mr Ben"
    app.scenes.clear()
