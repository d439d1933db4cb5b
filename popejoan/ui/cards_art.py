"""Playing cards drawn by code: Victorian faces and lattice backs, cached per size.

Faces are ivory board with a fine double frame, serif indices in the corners,
the standard pip layouts for Two to Ten, a large ornamented pip for the Ace
and framed court panels (a cameo of the figure in crown, coronet or plumed
cap, mirrored like a double-headed card) for King, Queen and Jack. Backs are an oxblood lattice with gilt points in an
ivory margin. Everything is drawn at twice the size and smoothed down, once
per card and width; :func:`warm` draws a whole pack ahead of a deal so no
frame stalls.

Sizes are pixels; a card is ``width`` wide and ``card_height(width)`` tall.
"""

from __future__ import annotations

import math

import pygame

from popejoan.engine.cards import CLUBS, DIAMONDS, HEARTS, JACK, KING, PACK, QUEEN, Card, rank_of, suit_of
from popejoan.ui import cameo, theme
from popejoan.ui import palette as pal
from popejoan.ui.cache import MB, BoundedCache, bounded_cache

ASPECT = 1.42
"""Height over width of a card."""
_SS = 2
"""Supersampling factor for drawing."""


def card_height(width: int) -> int:
    """The height in pixels of a card ``width`` pixels wide."""
    return int(round(width * ASPECT))


def card_size(width: int) -> tuple[int, int]:
    """``(width, height)`` of a card ``width`` pixels wide."""
    return (width, card_height(width))


_four_colour = False
_generation = 0


def suit_colour(suit: int) -> pal.Colour:
    """Red for diamonds and hearts, black for clubs and spades; in the four-colour pack
    (:func:`set_four_colour`) clubs are green and diamonds blue."""
    if _four_colour and suit == CLUBS:
        return pal.CARD_GREEN
    if _four_colour and suit == DIAMONDS:
        return pal.CARD_BLUE
    return pal.CARD_RED if suit in (DIAMONDS, HEARTS) else pal.CARD_BLACK


def set_four_colour(on: bool) -> bool:
    """Draw the four-colour pack (clubs green, diamonds blue) from now on, or the usual red and black.

    Returns:
        Whether the pack changed (every face drawn so far is then forgotten and drawn again as needed).
    """
    global _four_colour, _generation
    if bool(on) == _four_colour:
        return False
    _four_colour = bool(on)
    _generation += 1
    clear_cache()
    suit_symbol.cache_clear()
    return True


def four_colour() -> bool:
    """Whether the four-colour pack is in use."""
    return _four_colour


def pack_generation() -> int:
    """A number that changes whenever the pack's colours change (art drawn from card faces, the board's
    painted wells, compares it to know it must be drawn again)."""
    return _generation


# ---------------------------------------------------------------------------
# Suit symbols, drawn as shapes (no font needed)


def _draw_suit_shape(surface: pygame.Surface, suit: int, colour: pal.Colour) -> None:
    w, h = surface.get_size()
    s = min(w, h)
    cx, cy = w / 2, h / 2
    if suit == 1:  # diamond: a lozenge with very slightly drawn-in sides
        pts = []
        for i in range(4):
            a = i * math.pi / 2
            tip = (cx + math.sin(a) * s * 0.38, cy - math.cos(a) * s * 0.49)
            b = (i + 1) * math.pi / 2
            nxt = (cx + math.sin(b) * s * 0.38, cy - math.cos(b) * s * 0.49)
            mid = ((tip[0] + nxt[0]) / 2, (tip[1] + nxt[1]) / 2)
            pts += [tip, (mid[0] + (cx - mid[0]) * 0.06, mid[1] + (cy - mid[1]) * 0.06)]
        pygame.draw.polygon(surface, colour, pts)
    elif suit == 2:  # heart
        r = s * 0.245
        pygame.draw.circle(surface, colour, (cx - r * 0.95, cy - s * 0.12), r)
        pygame.draw.circle(surface, colour, (cx + r * 0.95, cy - s * 0.12), r)
        pygame.draw.polygon(
            surface,
            colour,
            [(cx - r * 1.92, cy - s * 0.07), (cx + r * 1.92, cy - s * 0.07), (cx, cy + s * 0.46)],
        )
        pygame.draw.polygon(
            surface, colour, [(cx - r * 1.2, cy - s * 0.25), (cx + r * 1.2, cy - s * 0.25), (cx, cy + s * 0.2)]
        )
    elif suit == 3:  # spade: an inverted heart on a flared stem
        r = s * 0.225
        pygame.draw.circle(surface, colour, (cx - r * 0.98, cy + s * 0.1), r)
        pygame.draw.circle(surface, colour, (cx + r * 0.98, cy + s * 0.1), r)
        pygame.draw.polygon(
            surface,
            colour,
            [(cx - r * 1.95, cy + s * 0.06), (cx + r * 1.95, cy + s * 0.06), (cx, cy - s * 0.47)],
        )
        pygame.draw.polygon(
            surface,
            colour,
            [(cx, cy + s * 0.1), (cx - s * 0.17, cy + s * 0.47), (cx + s * 0.17, cy + s * 0.47)],
        )
    else:  # club: three lobes on a flared stem
        r = s * 0.19
        pygame.draw.circle(surface, colour, (cx, cy - s * 0.22), r)
        pygame.draw.circle(surface, colour, (cx - s * 0.2, cy + s * 0.07), r)
        pygame.draw.circle(surface, colour, (cx + s * 0.2, cy + s * 0.07), r)
        pygame.draw.circle(surface, colour, (cx, cy + s * 0.0), r * 0.6)
        pygame.draw.polygon(
            surface,
            colour,
            [(cx, cy), (cx - s * 0.16, cy + s * 0.47), (cx + s * 0.16, cy + s * 0.47)],
        )


@bounded_cache("suit symbols", 2 * MB, 256)
def suit_symbol(suit: int, size: int, colour: pal.Colour | None = None) -> pygame.Surface:
    """A suit symbol ``size`` pixels square, antialiased by drawing large and smoothing down.

    Args:
        suit: 0..3 (clubs, diamonds, hearts, spades).
        size: side in pixels (at least 2).
        colour: fill colour; the suit's red or black by default.

    Returns:
        A per-pixel-alpha surface.
    """
    size = max(2, int(size))
    big = pygame.Surface((size * 4, size * 4), pygame.SRCALPHA)
    _draw_suit_shape(big, suit, colour or suit_colour(suit))
    return pygame.transform.smoothscale(big, (size, size))


# ---------------------------------------------------------------------------
# Faces

_RANK_TEXT = {1: "A", 11: "J", 12: "Q", 13: "K"}

# pip positions (x, y) in the pip box, 0..1; y > 0.5 are drawn upside down
_PIPS: dict[int, list[tuple[float, float]]] = {
    2: [(0.5, 0.0), (0.5, 1.0)],
    3: [(0.5, 0.0), (0.5, 0.5), (0.5, 1.0)],
    4: [(0, 0), (1, 0), (0, 1), (1, 1)],
    5: [(0, 0), (1, 0), (0.5, 0.5), (0, 1), (1, 1)],
    6: [(0, 0), (1, 0), (0, 0.5), (1, 0.5), (0, 1), (1, 1)],
    7: [(0, 0), (1, 0), (0.5, 0.25), (0, 0.5), (1, 0.5), (0, 1), (1, 1)],
    8: [(0, 0), (1, 0), (0.5, 0.25), (0, 0.5), (1, 0.5), (0.5, 0.75), (0, 1), (1, 1)],
    9: [(0, 0), (1, 0), (0, 1 / 3), (1, 1 / 3), (0.5, 0.5), (0, 2 / 3), (1, 2 / 3), (0, 1), (1, 1)],
    10: [
        (0, 0), (1, 0), (0.5, 1 / 6), (0, 1 / 3), (1, 1 / 3),
        (0, 2 / 3), (1, 2 / 3), (0.5, 5 / 6), (0, 1), (1, 1),
    ],
}


def rank_text(rank: int) -> str:
    """The index text of a rank: ``A``, ``2``..``10``, ``J``, ``Q``, ``K``."""
    return _RANK_TEXT.get(rank, str(rank))


def _rounded(surface: pygame.Surface, rect: pygame.Rect, colour: pal.Colour | tuple[int, int, int, int], radius: int,
             width: int = 0) -> None:
    pygame.draw.rect(surface, colour, rect, width, border_radius=radius)


def _blank(w: int, h: int) -> pygame.Surface:
    """A fresh card blank ``w`` by ``h`` pixels (a copy of the one drawn once per size: every face and back
    of a pack starts from the same blank, and drawing it costs twenty times the copy)."""
    return _blank_art(w, h).copy()


@bounded_cache("card blanks", 4 * MB, 8)
def _blank_art(w: int, h: int) -> pygame.Surface:
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = max(3, w // 11)
    _rounded(surf, surf.get_rect(), pal.IVORY_DARK, radius)
    _rounded(surf, surf.get_rect().inflate(-2, -2), pal.IVORY, radius - 1)
    # a faint warm tone towards the bottom, as of aged board
    shade = pygame.Surface((w, h), pygame.SRCALPHA)
    for y in range(h):
        a = int(22 * (y / h) ** 2)
        pygame.draw.line(shade, (150, 120, 70, a), (0, y), (w, y))
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    _rounded(mask, mask.get_rect().inflate(-2, -2), (255, 255, 255, 255), radius - 1)
    shade.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surf.blit(shade, (0, 0))
    return surf


def _crown(surf: pygame.Surface, cx: float, top: float, width: float, colour: pal.Colour, kind: int) -> None:
    """A headdress for the court figure: crown (K), coronet (Q) or plumed cap (J), ``width`` pixels wide."""
    h = width * 0.55
    base = top + h
    dark = pal.GILT_SHADOW
    if kind == 13:
        pts = [
            (cx - width / 2, base), (cx - width / 2, top + h * 0.35), (cx - width / 4, top + h * 0.6),
            (cx, top), (cx + width / 4, top + h * 0.6), (cx + width / 2, top + h * 0.35), (cx + width / 2, base),
        ]
        pygame.draw.polygon(surf, pal.GILT, pts)
        pygame.draw.polygon(surf, dark, pts, max(1, int(width / 18)))
        for x in (cx - width / 2, cx, cx + width / 2):
            pygame.draw.circle(surf, colour, (x, top + (h * 0.35 if x != cx else 0)), width / 12)
        pygame.draw.rect(surf, colour, (cx - width / 2, base - h * 0.2, width, h * 0.2))
    elif kind == 12:
        pts = [(cx - width * 0.45, base), (cx - width * 0.38, top + h * 0.45), (cx + width * 0.38, top + h * 0.45),
               (cx + width * 0.45, base)]
        pygame.draw.polygon(surf, pal.GILT, pts)
        pygame.draw.polygon(surf, dark, pts, max(1, int(width / 18)))
        for i in range(5):
            x = cx - width * 0.36 + i * width * 0.18
            pygame.draw.circle(surf, pal.IVORY, (x, top + h * 0.32), width / 14)
            pygame.draw.circle(surf, dark, (x, top + h * 0.32), width / 14, 1)
        pygame.draw.circle(surf, colour, (cx, base - h * 0.28), width / 10)
    else:
        pts = [(cx - width * 0.42, base), (cx - width * 0.3, top + h * 0.45), (cx + width * 0.35, top + h * 0.45),
               (cx + width * 0.45, base)]
        pygame.draw.polygon(surf, colour, pts)
        pygame.draw.polygon(surf, dark, pts, max(1, int(width / 18)))
        # the plume
        plume = [(cx + width * 0.1, top + h * 0.5), (cx + width * 0.55, top - h * 0.1),
                 (cx + width * 0.3, top + h * 0.55)]
        pygame.draw.polygon(surf, pal.GILT, plume)
        pygame.draw.lines(surf, dark, True, plume, max(1, int(width / 24)))


def _draw_face(c: Card, w: int) -> pygame.Surface:
    W, H = w * _SS, card_height(w) * _SS
    surf = _blank(W, H)
    suit, rank = suit_of(c), rank_of(c)
    colour = suit_colour(suit)
    # fine double frame
    m = max(3, int(W * 0.045))
    pygame.draw.rect(surf, pal.mix(colour, pal.IVORY, 0.55), (m, m, W - 2 * m, H - 2 * m), max(1, _SS), border_radius=m)
    # corner indices
    idx_font = theme.font(int(W * 0.25), bold=True)
    text = idx_font.render(rank_text(rank), True, colour)
    if text.get_width() > W * 0.2:
        text = pygame.transform.smoothscale(text, (int(W * 0.2), text.get_height()))
    pip_small = suit_symbol(suit, int(W * 0.15))
    corner = pygame.Surface((max(text.get_width(), pip_small.get_width()) + 2,
                             text.get_height() + pip_small.get_height()), pygame.SRCALPHA)
    corner.blit(text, ((corner.get_width() - text.get_width()) // 2, 0))
    corner.blit(pip_small, ((corner.get_width() - pip_small.get_width()) // 2, int(text.get_height() * 0.86)))
    cx0 = int(W * 0.06)
    cy0 = int(H * 0.035)
    surf.blit(corner, (cx0, cy0))
    surf.blit(pygame.transform.rotate(corner, 180), (W - cx0 - corner.get_width(), H - cy0 - corner.get_height()))

    inner = pygame.Rect(int(W * 0.33), int(H * 0.17), int(W * 0.34), int(H * 0.66))
    if 2 <= rank <= 10:
        pip = suit_symbol(suit, int(W * 0.18))
        pip_flip = pygame.transform.rotate(pip, 180)
        for px, py in _PIPS[rank]:
            x = inner.x + px * inner.w
            y = inner.y + py * inner.h
            img = pip_flip if py > 0.5 else pip
            surf.blit(img, (x - img.get_width() / 2, y - img.get_height() / 2))
    elif rank == 1:
        big = suit_symbol(suit, int(W * 0.42))
        ring = pygame.Rect(0, 0, int(W * 0.62), int(W * 0.62))
        ring.center = (W // 2, H // 2)
        pygame.draw.ellipse(surf, pal.mix(pal.GILT, pal.IVORY, 0.5), ring, max(1, _SS))
        pygame.draw.ellipse(surf, pal.mix(colour, pal.IVORY, 0.6), ring.inflate(-6 * _SS, -6 * _SS),
                            max(1, _SS // 2 or 1))
        for k in range(8):  # a little rosette of dots round the pip
            a = k / 8 * 2 * math.pi
            pygame.draw.circle(
                surf, pal.GILT_DARK, (W / 2 + math.cos(a) * ring.w * 0.42, H / 2 + math.sin(a) * ring.w * 0.42),
                max(1.5, W * 0.012)
            )
        surf.blit(big, big.get_rect(center=(W // 2, H // 2)))
    else:
        panel = pygame.Rect(int(W * 0.26), int(H * 0.12), int(W * 0.48), int(H * 0.76))
        tint = pal.mix(pal.GILT_LIGHT, pal.IVORY, 0.55)
        pygame.draw.rect(surf, tint, panel, border_radius=max(2, W // 30))
        pygame.draw.rect(surf, colour, panel, max(2, _SS + 1), border_radius=max(2, W // 30))
        pygame.draw.rect(surf, pal.GILT_DARK, panel.inflate(-5 * _SS, -5 * _SS), max(1, _SS // 2 or 1),
                         border_radius=max(2, W // 40))
        # the mirror line of a double-headed court card
        pygame.draw.line(surf, pal.mix(colour, tint, 0.6), (panel.x + 6 * _SS, panel.centery),
                         (panel.right - 6 * _SS, panel.centery), max(1, _SS // 2 or 1))
        # a cameo of the court figure, crowned, in an oval; mirrored like a double-headed card
        half = pygame.Surface((panel.w, panel.h // 2), pygame.SRCALPHA)
        hh = panel.h // 2
        oval = pygame.Rect(0, 0, int(panel.w * 0.74), int(hh * 0.84))
        oval.center = (panel.w // 2, int(hh * 0.53))
        medal = pygame.Surface(half.get_size(), pygame.SRCALPHA)
        pygame.draw.ellipse(medal, pal.IVORY, oval)
        fig = oval.h * 0.82
        unit = fig / 1.4
        facing_right = rank == KING
        fx = oval.centerx - unit * 0.5
        fy = oval.bottom - fig + oval.h * 0.04
        cameo.draw_profile(medal, fx, fy, fig, colour, facing_right, bun=rank == QUEEN)
        head_x = fx + unit * (cameo.HEAD_X if facing_right else 1 - cameo.HEAD_X)
        crown_w = unit * (0.6 if rank != JACK else 0.66)
        _crown(medal, head_x, fy + unit * (cameo.HEAD_TOP + 0.12) - crown_w * 0.55, crown_w, colour, rank)
        clip = pygame.Surface(half.get_size(), pygame.SRCALPHA)
        pygame.draw.ellipse(clip, (255, 255, 255, 255), oval)
        medal.blit(clip, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        half.blit(medal, (0, 0))
        pygame.draw.ellipse(half, pal.GILT_DARK, oval, max(2, _SS))
        small = suit_symbol(suit, int(W * 0.09))
        half.blit(small, (int(panel.w * 0.05), int(hh * 0.04)))
        half.blit(small, (int(panel.w * 0.95) - small.get_width(), int(hh * 0.04)))
        surf.blit(half, panel.topleft)
        surf.blit(pygame.transform.rotate(half, 180), (panel.x, panel.centery))
    scaled = pygame.transform.smoothscale(surf, (w, card_height(w)))
    return scaled.convert_alpha() if pygame.display.get_surface() else scaled


def _draw_back(w: int) -> pygame.Surface:
    W, H = w * _SS, card_height(w) * _SS
    surf = _blank(W, H)
    m = max(4, int(W * 0.07))
    field = pygame.Rect(m, m, W - 2 * m, H - 2 * m)
    pat = pygame.Surface(field.size, pygame.SRCALPHA)
    pat.fill(pal.BACK_RED)
    step = max(6, int(W * 0.085))
    line = pal.mix(pal.BACK_RED, pal.GILT, 0.42)
    fine = pal.mix(pal.BACK_RED, pal.IVORY, 0.18)
    span = field.w + field.h
    for k in range(-span, span, step):
        pygame.draw.aaline(pat, line, (k, 0), (k + field.h, field.h))
        pygame.draw.aaline(pat, line, (k + field.h, 0), (k, field.h))
        pygame.draw.aaline(pat, fine, (k + step / 2, 0), (k + step / 2 + field.h, field.h))
    for ix in range(-1, field.w // step + 2):
        for iy in range(-1, field.h // step + 2):
            x = ix * step + (iy % 2) * step / 2
            y = iy * step / 2
            pygame.draw.circle(pat, pal.GILT_LIGHT, (x, y * 2 % (field.h + step)), max(1, W / 90))
    # a small oval cartouche in the middle
    oval = pygame.Rect(0, 0, int(field.w * 0.46), int(field.h * 0.3))
    oval.center = (field.w // 2, field.h // 2)
    pygame.draw.ellipse(pat, pal.mix(pal.BACK_RED, pal.LACQUER_BLACK, 0.35), oval)
    pygame.draw.ellipse(pat, pal.GILT, oval, max(1, _SS))
    pip = suit_symbol(1, int(oval.h * 0.55), pal.GILT_LIGHT)
    pat.blit(pip, pip.get_rect(center=oval.center))
    mask = pygame.Surface(field.size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=max(2, W // 24))
    pat.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surf.blit(pat, field.topleft)
    pygame.draw.rect(surf, pal.GILT_DARK, field, max(1, _SS), border_radius=max(2, W // 24))
    out = pygame.transform.smoothscale(surf, (w, card_height(w)))
    return out.convert_alpha() if pygame.display.get_surface() else out


# Bounded by count and bytes (popejoan.ui.cache): a resize draws the pack at new widths and the
# widths no longer in use are the first to go. The table draws faces at two widths (the hand and the
# sequence): three packs are kept, within 64 MB (three packs at a 4K screen's widths).
_faces: BoundedCache[tuple[int, int], pygame.Surface] = BoundedCache("card faces", 64 * MB, 52 * 3)
_dims: BoundedCache[tuple[int, int], pygame.Surface] = BoundedCache("card faces", 16 * MB, 52)
_backs: BoundedCache[int, pygame.Surface] = BoundedCache("card backs", 4 * MB, 8)
_shadows: BoundedCache[int, pygame.Surface] = BoundedCache("card backs", 4 * MB, 8)


def face(c: Card, width: int) -> pygame.Surface:
    """The face of card ``c``, ``width`` pixels wide (cached).

    Args:
        c: a card of the pack (0..51, not the 8 of diamonds).
        width: pixels.

    Returns:
        A per-pixel-alpha surface of size :func:`card_size`.
    """
    key = (c, int(width))
    surf = _faces.get(key)
    if surf is None:
        surf = _faces.put(key, _draw_face(c, int(width)))
    return surf


def dimmed(c: Card, width: int) -> pygame.Surface:
    """The face of ``c`` greyed and darkened, for a card that may not be led now (cached)."""
    key = (c, int(width))
    surf = _dims.get(key)
    if surf is None:
        surf = face(c, width).copy()
        surf.fill((150, 146, 140), special_flags=pygame.BLEND_RGB_MULT)
        _dims.put(key, surf)
    return surf


def back(width: int) -> pygame.Surface:
    """The back of a card, ``width`` pixels wide (cached)."""
    surf = _backs.get(int(width))
    if surf is None:
        surf = _backs.put(int(width), _draw_back(int(width)))
    return surf


def shadow(width: int) -> pygame.Surface:
    """A soft shadow the size of a card plus a blur margin of ``width // 8`` pixels each side (cached)."""
    surf = _shadows.get(int(width))
    if surf is None:
        w, h = card_size(int(width))
        pad = max(2, int(width) // 8)
        small = pygame.Surface((w // 4 + pad, h // 4 + pad), pygame.SRCALPHA)
        pygame.draw.rect(small, (0, 0, 0, 110), small.get_rect().inflate(-pad, -pad), border_radius=2)
        surf = pygame.transform.smoothscale(small, (w + 2 * pad, h + 2 * pad))
        surf = pygame.transform.box_blur(surf, max(1, pad // 2)) if hasattr(pygame.transform, "box_blur") else surf
        _shadows.put(int(width), surf)
    return surf


def warm(width: int) -> None:
    """Draw every face and the back at ``width`` pixels now, so no frame has to later."""
    back(width)
    shadow(width)
    for c in PACK:
        face(c, width)


def clear_cache() -> None:
    """Forget every drawn card (after a resize changes the sizes in use)."""
    _faces.clear()
    _backs.clear()
    _shadows.clear()
    _dims.clear()
