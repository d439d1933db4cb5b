"""The board's drawing shapes: polar points, ring sectors, the heart, letters for an arc, a cameo's ground.

Plain pygame drawing used by :class:`popejoan.ui.board.Board` as it paints its base and lettering layer; no
state of a board is kept here.
"""

from __future__ import annotations

import math
import unicodedata

import pygame

from popejoan.ui import palette as pal


def polar(cx: float, cy: float, r: float, deg: float) -> tuple[float, float]:
    """The point ``r`` from the centre at ``deg`` degrees clockwise from twelve o'clock."""
    a = math.radians(deg)
    return (cx + r * math.sin(a), cy - r * math.cos(a))


def sector(cx: float, cy: float, r0: float, r1: float, a0: float, a1: float,
            steps: int = 24) -> list[tuple[float, float]]:
    pts = [polar(cx, cy, r1, a0 + (a1 - a0) * i / steps) for i in range(steps + 1)]
    pts += [polar(cx, cy, r0, a1 - (a1 - a0) * i / steps) for i in range(steps + 1)]
    return pts


def heart(surf: pygame.Surface, cx: float, cy: float, size: float, colour: pal.Colour) -> None:
    r = size * 0.26
    pygame.draw.circle(surf, colour, (cx - r * 0.9, cy - r * 0.4), r)
    pygame.draw.circle(surf, colour, (cx + r * 0.9, cy - r * 0.4), r)
    pygame.draw.polygon(surf, colour,
                        [(cx - r * 1.85, cy - r * 0.2), (cx + r * 1.85, cy - r * 0.2), (cx, cy + size * 0.5)])


def letters(text: str) -> list[str]:
    """``text`` cut into the pieces lettered one by one round the rim.

    Accents (combining marks) and zero-width characters (U+200B, joiners)
    stay with the letter before them, so no piece is drawn with zero width
    (pygame refuses to render one); pieces that would still draw nothing are left out.
    """
    out: list[str] = []
    for ch in text:
        if out and unicodedata.category(ch) in ("Mn", "Me", "Cf"):
            out[-1] += ch
        else:
            out.append(ch)
    return [piece for piece in out if any(unicodedata.category(c) not in ("Mn", "Me", "Cf") for c in piece)]


def cameo_ground(surf: pygame.Surface, size: int) -> pygame.Rect:
    """Paint the ivory oval a cameo (Matrimony, Intrigue) sits on, centred in a ``size``-pixel well; returns it."""
    oval = pygame.Rect(0, 0, int(size * 0.94), int(size * 0.74))
    oval.center = (size // 2, size // 2)
    pygame.draw.ellipse(surf, pal.IVORY, oval)
    return oval
