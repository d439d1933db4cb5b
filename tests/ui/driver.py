"""The front door for tests of the front end: drive the real app as a player does, and read what it shows.

Every function here posts real pygame events (the dummy video driver does not move the mouse: clicks carry
their ``event.pos``) and steps the app one frame, so a test goes through the same code as a person. Use the
``app`` fixture of ``tests/ui/conftest.py`` for a hidden 1280×800 app with its own settings folder.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import pygame

from popejoan.ui.app import App
from popejoan.ui.widgets import Button

FRAME_MS = 16.0
"""One frame, milliseconds."""


def step(app: App, frames: int = 1) -> None:
    """``frames`` frames of the app (16 ms each)."""
    for _ in range(frames):
        app.step(FRAME_MS)


def click(app: App, pos: tuple[int, int]) -> None:
    """A left click at ``pos`` (pixels): motion, button down, button up, then one frame."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    step(app)


def key(app: App, k: int, mod: int = 0) -> None:
    """One key press and release (a ``pygame.K_*`` code, with ``pygame.KMOD_*`` bits), then one frame."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0))
    step(app)


def buttons(scene: Any) -> list[Button]:
    """Every button the scene holds as an attribute or in a list attribute (its public widgets)."""
    found: list[Any] = []
    for value in vars(scene).values():
        for item in (value if isinstance(value, list) else [value]):
            if isinstance(item, Button):
                found.append(item)
    return found


def button_labelled(scene: Any, label: str) -> Button:
    """The scene's button whose label (as drawn, in the interface language) is ``label``.

    Raises:
        LookupError: no button of the scene is labelled so (the labels it has are listed).
    """
    seen = []
    for button in buttons(scene):
        text = button.label
        seen.append(text)
        if text == label:
            return button
    raise LookupError(f"no button labelled {label!r}; the scene's buttons: {seen}")


def click_button(app: App, label: str) -> None:
    """Click the middle of the top scene's button labelled ``label``."""
    click(app, button_labelled(app.top, label).rect.center)


def texts(lines: Iterable[Any]) -> str:
    """The words of a page's laid-out lines (a parchment page's ``lines``), joined by spaces."""
    return " ".join(line.text for line in lines if line.kind == "text")
