"""The scene protocol and the stack the app runs (after Tuxemon's state stack).

Each frame the app gives events to the top scene, then calls ``update(dt_ms)``
on it, then ``draw(surface)`` on the scenes from the lowest opaque one up.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from popejoan.ui.app import App


class Scene:
    """A screen. Subclasses override the three hooks.

    Attributes:
        app: the running :class:`~popejoan.ui.app.App` (scene stack, settings, window).
        opaque: when false, the scene below is drawn first (pause menu over the table).
    """

    opaque = True

    def __init__(self, app: "App") -> None:
        self.app = app

    def handle_event(self, event: pygame.event.Event) -> bool:
        """React to one event; return True when it was consumed."""
        return False

    def update(self, dt_ms: float) -> None:
        """Advance by ``dt_ms`` milliseconds (animations, computer players)."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the scene on ``surface``; never change state here."""

    def on_resize(self, size: tuple[int, int]) -> None:
        """The window is now ``size`` pixels (width, height): rebuild cached layout."""
