"""A ruleset's row in the menu's list (:class:`RulesetRow`): the widget alone.

The row draws itself (with :mod:`popejoan.ui.scenes.menu_art`) and chooses its ruleset when activated; where it
lies and how the list scrolls are the menu's (:mod:`.layout`, :mod:`.scene`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import pygame

from popejoan.ui.scenes import menu_art as art
from popejoan.ui.widgets import Widget

if TYPE_CHECKING:
    from popejoan.engine.ruleset import Ruleset


class RowHost(Protocol):
    """What a row needs of the menu (:class:`~popejoan.ui.scenes.menu.MenuScene`): the ruleset chosen, the
    list's rect (window pixels: rows are clipped to it), and a way to choose another."""

    @property
    def ruleset(self) -> Ruleset | None:
        """The chosen ruleset, or None."""
        ...

    @property
    def list_rect(self) -> pygame.Rect:
        """The ruleset list's rect in window pixels."""
        ...

    def choose_ruleset(self, ruleset_id: str, initial: bool = False) -> None:
        """Make ``ruleset_id`` the chosen ruleset."""
        ...


class RulesetRow(Widget):
    """One ruleset in the list: native name in its own script, English name, the source's title."""

    def __init__(self, menu: RowHost, ruleset: Ruleset, user: bool) -> None:
        super().__init__()
        self.menu = menu
        self.ruleset = ruleset
        self.user = user

    def activate(self) -> None:
        """Choose this ruleset."""
        self.menu.choose_ruleset(self.ruleset.id)

    def adjust(self, step: int) -> bool:
        """Left and Right do nothing here (Up and Down move along the list)."""
        return False

    def draw(self, surface: pygame.Surface, scale: float, hovered: bool, focused: bool) -> None:
        """Draw the row (clipped to the list), highlighted when chosen."""
        chosen = self.menu.ruleset is not None and self.menu.ruleset.id == self.ruleset.id
        art.draw_ruleset_row(surface, self.rect, self.menu.list_rect, self.ruleset, self.user, chosen, scale,
                             hovered, focused)
