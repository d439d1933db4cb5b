"""Painted grounds and drawing helpers: candle-lit wood, the vignette, glows, lacquer panels with gilt rules,
the dimming veil and the shared scroll bar.

Holds :func:`lerp`, :func:`wood_background`, :func:`draw_panel`, :func:`draw_rule`, :func:`draw_scrollbar`,
:func:`draw_glow` and their cached surfaces; no text is drawn here.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from popejoan.ui.cache import MB, bounded_cache
from popejoan.ui.theme.colours import (
    CANDLE,
    GILT,
    GILT_DARK,
    GILT_LIGHT,
    LACQUER,
    OXBLOOD_DARK,
    SHADOW,
    WOOD,
    WOOD_DARK,
    Color,
)
from popejoan.ui.theme.layout import px

# --- painted grounds ---------------------------------------------------------------


def lerp(a: Color, b: Color, t: float) -> Color:
    """The colour ``t`` (0..1) of the way from ``a`` to ``b``."""
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b))  # type: ignore[return-value]


@bounded_cache("backgrounds", 12 * MB, 1)
def wood_background(size: tuple[int, int]) -> pygame.Surface:
    """Dark polished wood, in long planks with flowing grain, lit by a candle from above (cached per size)."""
    import math
    import random

    w, h = size
    sw, sh = max(16, w // 3), max(16, h // 3)
    grain = pygame.Surface((sw, sh))
    rng = random.Random(1851)
    planks = 5
    edges = [round(sh * i / planks) for i in range(planks + 1)]
    for i in range(planks):
        top, bottom = edges[i], edges[i + 1]
        base = lerp(WOOD_DARK, WOOD, rng.uniform(0.45, 0.75))
        grain.fill(base, (0, top, sw, bottom - top))
        phase = rng.uniform(0, math.tau)
        wave = rng.uniform(1.5, 3.5)
        for _ in range(38):
            y0 = rng.uniform(top - 2, bottom + 2)
            amp = rng.uniform(0.6, 2.2)
            freq = rng.uniform(0.6, 1.6) * math.tau / sw
            shade = rng.uniform(-1.0, 1.0)
            colour = lerp(base, WOOD_DARK, -shade * 0.7) if shade < 0 else lerp(base, (104, 62, 34), shade * 0.5)
            pts = [(x, y0 + amp * math.sin(freq * x + phase) + wave * math.sin(x * math.tau / sw * 0.5 + phase))
                   for x in range(0, sw + 8, 8)]
            pygame.draw.lines(grain, colour, False, pts, 1)
        # a few knots' worth of darker figure
        for _ in range(2):
            cx, cy = rng.uniform(0, sw), rng.uniform(top + 3, bottom - 3)
            for k in range(4, 0, -1):
                pygame.draw.ellipse(grain, lerp(base, WOOD_DARK, 0.08 * k),
                                    (cx - k * 5, cy - k * 1.2, k * 10, k * 2.4), 1)
        pygame.draw.line(grain, lerp(WOOD_DARK, (0, 0, 0), 0.4), (0, top), (sw, top))
    out = pygame.transform.smoothscale(grain, size)
    out.blit(vignette(size), (0, 0))
    return out


def vignette(size: tuple[int, int]) -> pygame.Surface:
    """Candle-warm light in the upper middle, falling to darkness at the edges (alpha overlay; only the
    cached wood uses it, so the full-size image is not kept)."""
    return pygame.transform.smoothscale(_vignette_small(), size)


@lru_cache(maxsize=1)
def _vignette_small() -> pygame.Surface:
    sw, sh = 64, 40
    small = pygame.Surface((sw, sh), pygame.SRCALPHA)
    cx, cy = sw / 2, sh * 0.38
    for y in range(sh):
        for x in range(sw):
            d = (((x - cx) / (sw * 0.62)) ** 2 + ((y - cy) / (sh * 0.75)) ** 2) ** 0.5
            if d < 0.55:
                glow = (0.55 - d) / 0.55
                small.set_at((x, y), (*CANDLE, round(46 * glow)))
            else:
                dark = min(1.0, (d - 0.55) / 0.6)
                small.set_at((x, y), (*SHADOW, round(225 * dark ** 1.4)))
    return small


@bounded_cache("glows", 4 * MB, 16)
def soft_glow(size: tuple[int, int], color: Color = CANDLE, peak: int = 60) -> pygame.Surface:
    """An elliptical glow of ``color`` fading to nothing at its edge (alpha ``peak`` at the centre)."""
    sw, sh = 48, 24
    small = pygame.Surface((sw, sh), pygame.SRCALPHA)
    for y in range(sh):
        for x in range(sw):
            d = (((x + 0.5 - sw / 2) / (sw / 2)) ** 2 + ((y + 0.5 - sh / 2) / (sh / 2)) ** 2) ** 0.5
            if d < 1:
                small.set_at((x, y), (*color, round(peak * (1 - d) ** 1.6)))
    return pygame.transform.smoothscale(small, size)


@bounded_cache("panels", 8 * MB, 12)
def _panel_ground(size: tuple[int, int], color: Color, alpha: int, gloss_y: int) -> pygame.Surface:
    """A panel's lacquer: shaded top to bottom, with a soft gloss band near the top (cached)."""
    w, h = size
    panel = pygame.Surface(size, pygame.SRCALPHA)
    top, bottom = lerp(color, (255, 230, 200), 0.07), lerp(color, (0, 0, 0), 0.35)
    steps = 24
    for i in range(steps):
        y0 = h * i // steps
        y1 = h * (i + 1) // steps
        pygame.draw.rect(panel, (*lerp(top, bottom, i / (steps - 1)), alpha), (0, y0, w, y1 - y0 + 1))
    gloss = pygame.Surface((w, max(2, h // 7)), pygame.SRCALPHA)
    gloss.fill((255, 236, 200, 14))
    panel.blit(gloss, (0, gloss_y))
    return panel


def _panel_ground_part(size: tuple[int, int], part: tuple[int, int, int, int], color: Color, alpha: int,
                       gloss_y: int) -> pygame.Surface:
    """The ``part`` (x, y, width, height within the panel) of :func:`_panel_ground`'s lacquer for a panel of
    ``size``, the same pixels, made without the whole (not cached: it changes as a page scrolls)."""
    w, h = size
    px_, py, pw, ph = part
    panel = pygame.Surface((pw, ph), pygame.SRCALPHA)
    top, bottom = lerp(color, (255, 230, 200), 0.07), lerp(color, (0, 0, 0), 0.35)
    steps = 24
    for i in range(steps):
        y0 = h * i // steps
        y1 = h * (i + 1) // steps
        if y1 + 1 < py or y0 > py + ph:
            continue
        pygame.draw.rect(panel, (*lerp(top, bottom, i / (steps - 1)), alpha), (0, y0 - py, pw, y1 - y0 + 1))
    band = max(2, h // 7)
    if gloss_y < py + ph and gloss_y + band > py:
        gloss = pygame.Surface((pw, band), pygame.SRCALPHA)
        gloss.fill((255, 236, 200, 14))
        panel.blit(gloss, (0, gloss_y - py))
    return panel


def dim_overlay(size: tuple[int, int], alpha: int) -> pygame.Surface:
    """A full-window veil of near-black at ``alpha`` (0..255), to dim the scene below.

    One veil is kept per size (its surface alpha set on each call), so a fade through many alphas
    holds one window-sized image, not one per step: blit it at once, before asking for another.
    """
    veil = _veil(size)
    veil.set_alpha(max(0, min(255, alpha)))
    return veil


@bounded_cache("overlays", 12 * MB, 1)
def _veil(size: tuple[int, int]) -> pygame.Surface:
    veil = pygame.Surface(size)
    veil.fill(SHADOW)
    return veil


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, scale: float, *, color: Color = LACQUER,
               alpha: int = 252) -> None:
    """A lacquered panel: a warm-gloss ground, a double gilt rule and gilt corner dots.

    Args:
        surface: where to draw.
        rect: the panel, in ``surface`` pixels.
        scale: the UI scale (line widths follow it).
        color: the lacquer colour.
        alpha: the ground's opacity, 0..255.
    """
    seen = rect.clip(surface.get_clip())
    if seen.size == rect.size:
        surface.blit(_panel_ground(rect.size, color, alpha, px(6, scale)), rect)
    elif seen.width and seen.height:  # a panel scrolled part out of sight (the menu at a larger size): the part seen
        surface.blit(_panel_ground_part(rect.size, (seen.x - rect.x, seen.y - rect.y, seen.width, seen.height),
                                        color, alpha, px(6, scale)), seen)
    outer = rect.inflate(-px(6, scale), -px(6, scale))
    inner = rect.inflate(-px(14, scale), -px(14, scale))
    pygame.draw.rect(surface, GILT_DARK, rect, max(1, px(2, scale)), border_radius=px(6, scale))
    pygame.draw.rect(surface, GILT, outer, max(1, px(2, scale)), border_radius=px(4, scale))
    pygame.draw.rect(surface, GILT_DARK, inner, 1, border_radius=px(3, scale))
    r = max(2, px(3, scale))
    for corner in (outer.topleft, outer.topright, outer.bottomleft, outer.bottomright):
        pygame.draw.circle(surface, GILT_LIGHT, corner, r)


def draw_rule(surface: pygame.Surface, left: tuple[int, int], width: int, scale: float) -> None:
    """A gilt rule with a small lozenge in the middle, ``width`` pixels long from ``left``."""
    x, y = left
    mid = x + width // 2
    d = px(5, scale)
    pygame.draw.line(surface, GILT_DARK, (x, y + 1), (x + width, y + 1))
    pygame.draw.line(surface, GILT, (x, y), (mid - d * 2, y))
    pygame.draw.line(surface, GILT, (mid + d * 2, y), (x + width, y))
    pygame.draw.polygon(surface, GILT_LIGHT, [(mid - d, y), (mid, y - d), (mid + d, y), (mid, y + d)])


def scrollbar_thumb(track: pygame.Rect, content: float, visible: float, scroll: float, scale: float) -> pygame.Rect:
    """Where a scroll bar's thumb lies in its ``track`` (window pixels).

    Args:
        track: the bar's track, window pixels.
        content: the whole list's height; ``visible``: the part of it in view; ``scroll``: how far down the
            view begins (all three in any one unit: reference or window pixels).
        scale: the layout's scale (the thumb is at least 30 reference pixels long, and never longer than the
            track).

    Returns:
        The thumb: as long as the track times the part in view, as far down it as the view is down the list.
    """
    content = max(content, visible, 1e-6)
    h = min(track.height, max(px(30, scale), round(track.height * visible / content)))
    limit = max(1e-6, content - visible)
    y = track.y + round((track.height - h) * max(0.0, min(1.0, scroll / limit)))
    return pygame.Rect(track.x, y, track.width, h)


def draw_scrollbar(surface: pygame.Surface, track: pygame.Rect, content: float, visible: float, scroll: float,
                   scale: float) -> None:
    """A gilt scroll bar in ``track`` (an oxblood groove in dark gilt, a light gilt thumb, see
    :func:`scrollbar_thumb`), when the ``content`` is taller than the ``visible`` part; nothing otherwise.

    The saved sessions, the menu's ruleset list and the deal summary's story draw theirs with it.
    """
    if content <= visible:
        return
    radius = track.width // 2
    pygame.draw.rect(surface, OXBLOOD_DARK, track, border_radius=radius)
    pygame.draw.rect(surface, GILT_DARK, track, 1, border_radius=radius)
    thumb = scrollbar_thumb(track, content, visible, scroll, scale)
    pygame.draw.rect(surface, GILT_LIGHT, thumb.inflate(-2, 0), border_radius=radius)


def draw_glow(surface: pygame.Surface, rect: pygame.Rect, scale: float, strength: int = 60) -> None:
    """A candle-warm halo around ``rect`` (hover and focus)."""
    pad = px(10, scale)
    surface.blit(_glow(rect.size, pad, strength, px(8, scale)), (rect.x - pad, rect.y - pad))


@bounded_cache("glows", 4 * MB, 64)
def _glow(size: tuple[int, int], pad: int, strength: int, radius: int) -> pygame.Surface:
    glow = pygame.Surface((size[0] + pad * 2, size[1] + pad * 2), pygame.SRCALPHA)
    for i in range(pad, 0, -2):
        a = round(strength * (1 - i / pad) ** 2)
        pygame.draw.rect(glow, (*CANDLE, a), glow.get_rect().inflate(-i * 2 + 2, -i * 2 + 2), border_radius=radius)
    return glow
