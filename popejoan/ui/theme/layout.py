"""Scaling: the 1280×800 reference layout mapped onto a window of any size (:class:`Layout`, :func:`px`).

Sizes are pixels. Nothing is drawn here; fonts are in :mod:`.fonts`.
"""

from __future__ import annotations

import pygame

REFERENCE_SIZE = (1280, 800)
"""The window size (pixels) the screens are laid out for; other sizes scale from it."""
MIN_SIZE = (960, 600)
"""The smallest window (pixels) the app allows."""


# --- scaling --------------------------------------------------------------------


def ui_scale(size: tuple[int, int]) -> float:
    """The factor from the 1280×800 reference layout to a window of ``size`` pixels."""
    return max(0.5, min(size[0] / REFERENCE_SIZE[0], size[1] / REFERENCE_SIZE[1]))


def px(value: float, scale: float) -> int:
    """``value`` reference pixels at ``scale``, rounded, at least 1."""
    return max(1, round(value * scale))


class Layout:
    """Maps the 1280×800 reference layout onto a window, centred and scaled.

    Args:
        size: the window size in pixels.
        zoom: drawn this much larger than the window alone makes it (the player's interface size, as far
            as the screen's panel still fits: :func:`popejoan.ui.access.fit_zoom`); the reference layout
            stays centred, so a panel in its middle grows about the window's centre.

    Attributes:
        size: the window size in pixels.
        scale: reference pixels to window pixels.
        origin: window pixel of the reference layout's top-left corner.
    """

    def __init__(self, size: tuple[int, int], zoom: float = 1.0) -> None:
        self.size = size
        self.scale = ui_scale(size) * max(1.0, zoom)
        self.origin = (
            round((size[0] - REFERENCE_SIZE[0] * self.scale) / 2),
            round((size[1] - REFERENCE_SIZE[1] * self.scale) / 2),
        )

    def rect(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        """The window rect of a reference rect (all in reference pixels)."""
        s = self.scale
        return pygame.Rect(self.origin[0] + round(x * s), self.origin[1] + round(y * s), round(w * s), round(h * s))

    def point(self, x: float, y: float) -> tuple[int, int]:
        """The window pixel of a reference point."""
        return self.origin[0] + round(x * self.scale), self.origin[1] + round(y * self.scale)

    def px(self, value: float) -> int:
        """``value`` reference pixels in window pixels (at least 1)."""
        return px(value, self.scale)
