"""Keyboard focus and tips: the :class:`FocusRing` that moves focus with Tab (and Up / Down) and shows a tip
when the mouse rests, the gilt ring round the focused widget (:func:`draw_focus_ring`), the tip's slip
(:func:`draw_tip`).

The widgets themselves are in :mod:`.controls` and :mod:`.text_field`.
"""

from __future__ import annotations

import pygame

from popejoan.ui import palette as pal
from popejoan.ui import theme
from popejoan.ui.widgets.base import Widget
from popejoan.ui.widgets.text_field import TextField


class FocusRing:
    """The widgets of a screen in keyboard order, which one has focus, and which one the mouse is over.

    Attributes:
        widgets: every widget, in Tab order.
        focus: the index of the focused widget, or -1 for none.
        mouse: the last mouse position seen in an event (window pixels).
    """

    def __init__(self) -> None:
        self.widgets: list[Widget] = []
        self.focus = -1
        self.mouse = (-1, -1)
        self.rested_on: Widget | None = None
        """The widget the mouse rests on (its tip shows after :data:`TIP_DELAY_MS`), or None."""
        self.rest_ms = 0.0
        """How long (milliseconds) the mouse has rested on :attr:`rested_on`."""
        self.tip_rect = pygame.Rect(0, 0, 0, 0)
        """Where the tip was last drawn (window pixels; empty when none was)."""

    def set(self, widgets: list[Widget], keep: Widget | None = None) -> None:
        """Replace the widgets, keeping focus on ``keep`` (or the same index) where possible."""
        old = self.focused
        self.widgets = widgets
        target = keep or old
        self.focus = widgets.index(target) if target in widgets else min(self.focus, len(widgets) - 1)

    @property
    def focused(self) -> Widget | None:
        """The focused widget, or None."""
        return self.widgets[self.focus] if 0 <= self.focus < len(self.widgets) else None

    def move(self, step: int) -> None:
        """Move focus ``step`` places along the ring, skipping disabled widgets."""
        n = len(self.widgets)
        if not n:
            return
        i = self.focus if self.focus >= 0 else (-1 if step > 0 else 0)
        for _ in range(n):
            i = (i + step) % n
            w = self.widgets[i]
            if w.enabled and w.focusable:
                self.focus = i
                return

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Route ``event``: Tab moves focus; clicks focus and activate; keys go to the focused widget."""
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.mouse = event.pos
        focused = self.focused
        if focused is not None and isinstance(focused, TextField) and focused.handle_event(event, True):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB:
            self.move(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i, w in enumerate(self.widgets):
                if w.enabled and w.rect.collidepoint(event.pos):
                    self.focus = i
                    w.handle_event(event, True)
                    return True
            if isinstance(focused, TextField):
                self.focus = -1
            return False
        if focused is not None and event.type == pygame.KEYDOWN:
            return focused.handle_event(event, True)
        return False

    def hovered(self, widget: Widget) -> bool:
        """Whether the mouse is over ``widget``."""
        return widget.enabled and widget.rect.collidepoint(self.mouse)

    def update(self, dt_ms: float) -> None:
        """Advance the caret blink and the mouse's rest on a widget (its tip); a text field that has lost the focus
        forgets its caret and selection."""
        under = next((w for w in self.widgets if w.rect.width and self.hovered(w)), None)
        if under is not self.rested_on:
            self.rested_on, self.rest_ms = under, 0.0
        elif under is not None:
            self.rest_ms += dt_ms
        focused = self.focused
        for w in self.widgets:
            if isinstance(w, TextField):
                w.blink_ms += dt_ms
                if w is not focused and (w.caret is not None or w.all_selected):
                    w.blur()

    def draw(self, surface: pygame.Surface, scale: float) -> None:
        """Draw every widget, and a focus ring round the focused one (the keyboard's place, whatever its look)."""
        focused = self.focused
        for w in self.widgets:
            if w.rect.width and w.rect.height:
                w.draw(surface, scale, self.hovered(w), w is focused)
        if focused is not None and focused.enabled and focused.rect.width and focused.rect.height:
            draw_focus_ring(surface, focused.rect, scale)
        self.tip_rect = pygame.Rect(0, 0, 0, 0)
        rested = self.rested_on
        if (rested is not None and self.rest_ms >= TIP_DELAY_MS and rested.tip_text and self.hovered(rested)
                and rested.rect.width):
            self.tip_rect = draw_tip(surface, rested.tip_text, rested.rect, scale)


TIP_DELAY_MS = 500.0
"""How long (milliseconds) the mouse rests on a widget before its tip shows, as desktop tips wait."""


def draw_tip(surface: pygame.Surface, text: str, over: pygame.Rect, scale: float) -> pygame.Rect:
    """A tip: ``text`` in ink on an ivory slip with a shadow (as the table's tip over a card), above ``over``
    (below it when there is no room above), kept inside the window; a text wider than the window is cut with
    "…".

    Args:
        surface: the window.
        text: one line.
        over: the widget's rectangle, window pixels.
        scale: the interface's scale.

    Returns:
        The slip's rectangle, window pixels.
    """
    size = max(11, theme.px(14, scale))
    pad_x, pad_y, gap = theme.px(8, scale), theme.px(4, scale), theme.px(6, scale)
    language = theme.language_of(text)
    text = theme.ellipsize(text, size, surface.get_width() - 2 * pad_x - 8, language)
    img = theme.render(text, size, pal.INK, language, shadow=False)
    box = img.get_rect().inflate(2 * pad_x, 2 * pad_y)
    box.midbottom = (over.centerx, over.top - gap)
    if box.top < 0:
        box.midtop = (over.centerx, over.bottom + gap)
    box.clamp_ip(surface.get_rect())
    radius = theme.px(5, scale)
    pygame.draw.rect(surface, (0, 0, 0), box.move(2, 2), border_radius=radius)
    pygame.draw.rect(surface, pal.IVORY, box, border_radius=radius)
    pygame.draw.rect(surface, pal.GILT_DARK, box, 1,
                     border_radius=radius)
    surface.blit(img, img.get_rect(center=box.center))
    return box


def draw_focus_ring(surface: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
    """The keyboard focus: a bright gilt ring a little outside ``rect`` with a dark edge, so it shows on
    lacquer, wood and parchment alike (it does not rely on the control's own colours)."""
    gap = max(3, theme.px(4, scale))
    width = max(2, theme.px(2.5, scale))
    ring = rect.inflate(2 * gap, 2 * gap)
    radius = theme.px(8, scale)
    pygame.draw.rect(surface, theme.SHADOW, ring.inflate(2, 2), width + 2, border_radius=radius + 1)
    pygame.draw.rect(surface, FOCUS, ring, width, border_radius=radius)


FOCUS = pal.HIGHLIGHT
"""The focus ring's colour."""
