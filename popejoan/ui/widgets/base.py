"""The widget base: a rectangle that can be hovered, focused and activated (:class:`Widget`), and
:data:`Action`, what a button calls.

Nothing is drawn here: the controls are in :mod:`.controls` and :mod:`.text_field`, focus and tips in
:mod:`.focus`.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

Action = Callable[[], object]
"""What a widget does when it is activated (whatever it returns is not used)."""


class Widget:
    """A rectangle that can be hovered, focused and activated.

    Attributes:
        rect: where it is, in window pixels (set by the owning scene's layout).
        enabled: a disabled widget is drawn dimmed and ignores input.
        focusable: whether Tab stops on it.
    """

    focusable = True
    tip: str | Callable[[], str] | None = None
    """What a pause of the mouse over it says (:meth:`FocusRing.draw`): a text, a function giving it (read as it
    is drawn, so a change of language shows at once), or None for no tip."""

    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.enabled = True

    @property
    def tip_text(self) -> str:
        """The tip as it reads now, or ``""`` for none."""
        tip = self.tip
        return (tip() if callable(tip) else tip) or ""

    def activate(self) -> None:
        """Enter, Space or a click."""

    def adjust(self, step: int) -> bool:
        """Left (-1) or Right (+1); return True when it changed something."""
        return False

    def handle_event(self, event: pygame.event.Event, focused: bool) -> bool:
        """React to ``event``; ``focused`` says whether this widget has the keyboard."""
        if not self.enabled:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            self.click(event.pos)
            return True
        if focused and event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.activate()
                return True
            if event.key == pygame.K_LEFT:
                return self.adjust(-1)
            if event.key == pygame.K_RIGHT:
                return self.adjust(+1)
        return False

    def click(self, pos: tuple[int, int]) -> None:
        """A left click at window pixel ``pos`` inside the widget."""
        self.activate()

    def draw(self, surface: pygame.Surface, scale: float, hovered: bool, focused: bool) -> None:
        """Draw the widget in its rect."""
