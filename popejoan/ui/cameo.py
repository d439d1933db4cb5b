"""Cameo silhouettes: a Victorian profile in a few dozen points.

Used by the board's Matrimony and Intrigue medallions and by the court cards.
A figure stands in a box ``size / 1.4`` wide and ``size`` tall; the top of its
head is at ``0.06 * size / 1.4`` below the box's top, the head's centre at
``0.44`` (facing right) of the box's width.
"""

from __future__ import annotations

import math

import pygame

from popejoan.ui import palette as pal

HEAD_TOP = 0.06
"""Where the head's top lies, in the figure's units (one unit is ``size / 1.4`` pixels)."""
HEAD_X = 0.44
"""Where the head's centre lies across the box, facing right (``1 - HEAD_X`` facing left)."""


def _profile_points() -> list[tuple[float, float]]:
    """A cameo silhouette facing right, in a unit box (x 0..1, y 0..1.4): head, neck and bust."""
    pts: list[tuple[float, float]] = [(0.27, 0.86)]
    # the back of the head and the crown, an arc from the nape round to the forehead
    for i in range(15):
        a = math.radians(125 + i * (300 - 125) / 14)
        pts.append((0.44 + 0.34 * math.cos(a), 0.44 + 0.38 * math.sin(a)))
    pts += [
        (0.66, 0.11), (0.75, 0.22), (0.78, 0.34), (0.755, 0.41), (0.80, 0.49), (0.87, 0.57),
        (0.78, 0.60), (0.79, 0.64), (0.76, 0.67), (0.785, 0.71), (0.74, 0.745), (0.75, 0.80),
        (0.69, 0.86), (0.61, 0.88), (0.60, 1.0), (0.70, 1.1), (0.88, 1.2), (0.97, 1.4),
        (0.02, 1.4), (0.08, 1.22), (0.22, 1.1), (0.30, 1.0),
    ]
    return pts


FACE = _profile_points()
"""The silhouette's outline in its unit box."""


def draw_profile(
    surf: pygame.Surface, x: float, y: float, size: float, colour: pal.Colour, facing_right: bool = True,
    bun: bool = False, edge: pal.Colour | None = None,
) -> None:
    """A cameo silhouette, head and bust.

    Args:
        surf: where to draw.
        x: left of the figure's box, pixels.
        y: top of the figure's box, pixels.
        size: the figure's height in pixels (its width is ``size / 1.4``).
        colour: the silhouette's colour.
        facing_right: which way the face looks.
        bun: a lady's dressed hair (otherwise a gentleman's collar).
        edge: a thin outline colour, to part two overlapping figures.
    """
    s = size / 1.4

    def at(px: float, py: float) -> tuple[float, float]:
        return ((px if facing_right else 1 - px) * s + x, py * s + y)

    pts = [at(px, py) for px, py in FACE]
    if bun:
        bun_c = at(0.14, 0.36)
        if edge is not None:
            pygame.draw.circle(surf, edge, bun_c, 0.15 * s + 2)
        pygame.draw.circle(surf, colour, bun_c, 0.15 * s)
    else:  # a gentleman's high collar and cravat
        collar = [at(0.60, 0.98), at(0.78, 1.05), at(0.66, 1.15)]
    if edge is not None:
        pygame.draw.polygon(surf, edge, pts, max(2, int(size / 40)))
    pygame.draw.polygon(surf, colour, pts)
    if not bun:
        pygame.draw.polygon(surf, pal.mix(colour, pal.IVORY, 0.3), collar)
