"""Where a tip goes on the table: near what it is about, clear of everything else drawn there.

Holds :func:`clear_place`, the search the painter runs for a hovered card's tip and for the board's tip
(:mod:`~popejoan.ui.scenes.table.painter_notes`), and :func:`card_corners`, the part of each card (of the
sequence, of the hand) a tip must leave seen. Pure geometry on ``pygame.Rect`` (pixels): it draws nothing and
knows nothing of what the tip says. A playtest found a card's tip over its own caption's second line and over
"Deal log (L)" (issue 32, item 9): a tip is now laid where it covers no words, no button and no card's corner,
at any size and in any language.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import pygame

__all__ = ["card_corners", "clear_place"]

CORNER_SHARE = 0.45
"""How much of a card's height, from its top, a tip leaves seen: its rank and suit in the corner."""


def card_corners(cards: Iterable[pygame.Rect]) -> list[pygame.Rect]:
    """The top of each card (pixels), where its rank and suit are: :data:`CORNER_SHARE` of its height. A tip may
    lie over the rest of a card of the sequence or the hand (its middle, mostly under the next card anyway)."""
    return [pygame.Rect(r.x, r.y, r.w, max(1, int(r.h * CORNER_SHARE))) for r in cards]


def clear_place(box: pygame.Rect, obstacles: Sequence[pygame.Rect], window: pygame.Rect,
                gap: int = 4) -> pygame.Rect | None:
    """The place nearest ``box`` (its preferred place) for a tip of its size, inside ``window`` and meeting none of
    ``obstacles``: where it is, or moved along its row to just beside an obstacle (left or right of it), or up or
    down to just above or below one, or both; the nearest by the distance its centre moves.

    Args:
        box: the tip where it would go (pixels), already inside the window.
        obstacles: what it must not cover (pixels); empty rectangles are ignored.
        window: the room it must stay within (pixels).
        gap: the least distance kept from an obstacle it is moved beside (pixels).

    Returns:
        The place, or None when no such place is clear (the caller lays the tip out smaller and asks again).
    """
    solid = [r for r in obstacles if r.width > 0 and r.height > 0]
    xs = {box.x}
    ys = {box.y}
    for r in solid:
        xs.update((r.right + gap, r.left - gap - box.width))
        ys.update((r.bottom + gap, r.top - gap - box.height))
    xs.update((window.left, window.right - box.width))
    best: pygame.Rect | None = None
    best_cost = 0.0
    for x in xs:
        if x < window.left or x + box.width > window.right:
            continue
        for y in ys:
            if y < window.top or y + box.height > window.bottom:
                continue
            cost = abs(x - box.x) + 2.0 * abs(y - box.y)  # along the row before up or down
            if best is not None and cost >= best_cost:
                continue
            place = pygame.Rect(x, y, box.width, box.height)
            if place.collidelist(solid) == -1:
                best, best_cost = place, cost
    return best
