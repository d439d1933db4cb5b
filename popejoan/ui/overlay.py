"""The overlay-scene base: a panel over the screen below, closed by Esc, and its scroller.

:class:`OverlayScene` is what the six overlays share (the deal log, the rules, the settings, a question, the
keys' help ...): drawn over the scene below (not opaque), dimming it, closed back to it (:meth:`close`) by Esc or
Backspace. :class:`ScrolledOverlay` adds the scroller of a long text in a well: the wheel, the arrows, Page Up /
Page Down, Home and End scroll it, eased towards its target, with a gilt scroll bar beside the well. Each overlay
keeps its own look and its own keys; this module draws no panel and lays nothing out.
"""

from __future__ import annotations

import pygame

from popejoan.ui import access, theme
from popejoan.ui.scene import Scene

CLOSE_KEYS = (pygame.K_ESCAPE, pygame.K_BACKSPACE)
"""The keys that close an overlay back to the screen below."""


class OverlayScene(Scene):
    """A scene over the one below it (drawn first), closed back to it."""

    opaque = False

    def close(self) -> None:
        """Back to the screen below."""
        if self.app.top is self:
            self.app.pop()

    def close_keys(self) -> tuple[int, ...]:
        """The keys that close this overlay (Esc and Backspace; a scene may add the key that opened it)."""
        return CLOSE_KEYS

    def closed_by(self, event: pygame.event.Event) -> bool:
        """Close the overlay if ``event`` is a press of one of :meth:`close_keys`; return whether it was."""
        if event.type == pygame.KEYDOWN and event.key in self.close_keys():
            self.close()
            return True
        return False

    @staticmethod
    def dim_below(surface: pygame.Surface, alpha: int) -> None:
        """Dim what lies below: a dark veil of ``alpha`` (0-255) over the whole of ``surface``."""
        surface.blit(theme.dim_overlay(surface.get_size(), alpha), (0, 0))


class ScrolledOverlay(OverlayScene):
    """An overlay whose text scrolls in a well: :attr:`scroll` eases towards :attr:`target`, both clamped to
    ``0 .. content_h - _view_h()`` (pixels).

    Subclasses set :attr:`layout` and :attr:`content_h` as they lay out, and give :meth:`_view_h`.

    Attributes:
        scroll: the pixels scrolled now; target: where the scroll is easing to.
        content_h: the height of the whole text, pixels.
        page_keys: keys that scroll a page down besides Page Down (the rules: Space).
    """

    page_keys: tuple[int, ...] = ()
    layout: theme.Layout

    def start_scroll(self) -> None:
        """At the top, nothing laid out yet."""
        self.scroll = 0.0
        self.target = 0.0
        self.content_h = 0

    def view_height(self) -> int:
        """The height of the text's view in the well, pixels: :attr:`content_h` beyond it scrolls."""
        return self._view_h()

    def _view_h(self) -> int:
        """The height of the text's view in the well, pixels."""
        raise NotImplementedError

    def _clamp(self) -> None:
        limit = float(max(0, self.content_h - self.view_height()))
        self.target = max(0.0, min(limit, self.target))
        self.scroll = max(0.0, min(limit, self.scroll))

    def scroll_by(self, pixels: float) -> None:
        """Scroll by ``pixels`` (positive: further down the text)."""
        self.target += pixels
        self._clamp()

    def scrolled_by(self, event: pygame.event.Event) -> bool:
        """Scroll for the wheel, Up, Down, Page Up, Page Down (and :attr:`page_keys`), Home and End; return
        whether ``event`` was one of them."""
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * self.layout.px(60))
            return True
        if event.type == pygame.KEYDOWN:
            page = self.view_height() * 0.9
            keys = {pygame.K_DOWN: self.layout.px(40), pygame.K_UP: -self.layout.px(40),
                    pygame.K_PAGEDOWN: page, pygame.K_PAGEUP: -page}
            keys.update({key: page for key in self.page_keys})
            keys.update({pygame.K_HOME: -1e9, pygame.K_END: 1e9})
            if event.key in keys:
                self.scroll_by(keys[event.key])
                return True
        return False

    def ease_scroll(self, dt_ms: float) -> None:
        """Ease the scroll towards its target (``dt_ms`` milliseconds on); with reduced motion it is there at once."""
        k = 1.0 if access.current().reduced_motion else min(1.0, dt_ms / 90)
        self.scroll += (self.target - self.scroll) * k
        if abs(self.target - self.scroll) < 0.5:
            self.scroll = self.target

    def draw_scroll_bar(self, surface: pygame.Surface, well: pygame.Rect) -> None:
        """The scroll bar beside ``well``, on its right, when the text is taller than its view."""
        L = self.layout
        view = self.view_height()
        if self.content_h > view:
            track = pygame.Rect(well.right + L.px(8), well.y, L.px(5), well.height)
            pygame.draw.rect(surface, theme.GILT_DARK, track, border_radius=track.width // 2)
            h = max(L.px(30), round(track.height * view / self.content_h))
            y = track.y + round((track.height - h) * self.scroll / max(1, self.content_h - view))
            pygame.draw.rect(surface, theme.GILT_LIGHT, (track.x, y, track.width, h), border_radius=track.width // 2)
