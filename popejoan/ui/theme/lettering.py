"""Lettering: a line of text drawn run by run in its fonts, small accents supersampled, the gilt gradient,
and the cache of drawn lines (:func:`release_fonts` empties it with the fonts).

These are the pieces :func:`popejoan.ui.theme.render` puts together; which font draws what is in
:mod:`.fonts`.
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache
from pathlib import Path

import pygame

from popejoan.ui.cache import MB, BoundedCache
from popejoan.ui.theme.colours import GILT_LIGHT, GILT_TEXT, GILT_TEXT_DARK, Color
from popejoan.ui.theme.fonts import _ZERO_WIDTH, JAPANESE, _font_at, _load_font, _runs, font, font_file

_CACHE: BoundedCache[tuple, pygame.Surface] = BoundedCache("text", 8 * MB, 1000)
"""Rendered lines of text (:func:`render`), bounded by count and bytes."""


SMALL_MARKS_PX = 14
"""Below this size (pixels) a run of Old Standard with an accented letter is drawn at twice the size and scaled
down to the room it takes at its own (:func:`_run_surface`): hinted at 11 or 12 px, the face draws the accent
of a capital (and at 11 px of "ú") as one faint row or not at all, so "Última" read "Ultima" and "Él" "El"."""


@lru_cache(maxsize=2048)
def _has_marks(run: str) -> bool:
    """Whether ``run`` holds a letter with a diacritic (a precomposed one: Ú, ñ, й, ё; or a combining mark)."""
    return any(ord(ch) > 0x7F and any(unicodedata.combining(c) for c in unicodedata.normalize("NFD", ch))
               for ch in run)


def _run_surface(run: str, path: Path, size_px: int, color: Color, bold: bool, italic: bool) -> pygame.Surface:
    """One run of ``run``'s font drawn; a small run of Old Standard with accents supersampled
    (:data:`SMALL_MARKS_PX`), its size that of the plain drawing so that :func:`measure` still holds."""
    f = _font_at(path, size_px, bold, italic)
    plain = f.render(run, True, color)
    if size_px >= SMALL_MARKS_PX or path == JAPANESE or not _has_marks(run):
        return plain
    large = _font_at(path, 2 * size_px, bold, italic).render(run, True, color)  # 32-bit, alpha per pixel
    small = pygame.transform.smoothscale(large, plain.get_size())
    # scaled down, a stroke's edge pixels are half covered and the line reads paler than its hinted
    # neighbours: laid twice over itself, a coverage a becomes a + a(1 - a), as dark as the plain drawing
    out = pygame.Surface(small.get_size(), pygame.SRCALPHA)
    out.blit(small, (0, 0))
    out.blit(small, (0, 0))
    return out


def _plain(text: str, size_px: int, color: Color, language: str, bold: bool, italic: bool) -> pygame.Surface:
    primary = font_file(language, bold, italic)
    runs = _runs(text, primary)
    if len(runs) == 1:
        if not text or all(unicodedata.category(ch) in _ZERO_WIDTH for ch in text):
            text = " "  # nothing that draws: a space, not pygame's "Text has zero width"
        return _run_surface(text, runs[0][1], size_px, color, bold, italic)
    base = font(size_px, language, bold, italic)
    parts = [(_run_surface(run, path, size_px, color, bold, italic), _font_at(path, size_px, bold, italic))
             for run, path in runs]
    # every run sits on the primary font's baseline, so a line keeps the height and the place it would
    # have in one face (a taller fallback face's empty ascent is cut off above)
    ascent = base.get_ascent()
    height = max([base.get_height()] + [ascent - f.get_ascent() + surf.get_height() for surf, f in parts])
    out = pygame.Surface((sum(s.get_width() for s, _ in parts), height), pygame.SRCALPHA)
    x = 0
    for surf, f in parts:
        out.blit(surf, (x, ascent - f.get_ascent()))
        x += surf.get_width()
    return out


def gilt_gradient(height: int) -> pygame.Surface:
    """The gilt lettering's colours: a one-pixel-wide strip ``height`` pixels high (at least 1), light at the top,
    dark below the middle, warm at the foot (shared and cached: draw from it, do not draw on it)."""
    return _gilt_gradient(height)


@lru_cache(maxsize=64)
def _gilt_gradient(height: int) -> pygame.Surface:
    """A one-pixel-wide vertical gilt gradient: light at the top, dark below the middle, warm at the foot."""
    strip = pygame.Surface((1, max(1, height)), pygame.SRCALPHA)
    # the lettering's own gilt, lighter than the board's metal: every band reads at 4.5:1 on the table's
    # baize, the menu's wood and the lacquer (popejoan.ui.palette.TEXT_ON)
    stops = [(0.0, GILT_LIGHT), (0.45, GILT_TEXT), (0.62, GILT_TEXT_DARK), (1.0, GILT_TEXT)]
    for y in range(strip.get_height()):
        t = y / max(1, strip.get_height() - 1)
        for (t0, c0), (t1, c1) in zip(stops, stops[1:]):
            if t0 <= t <= t1:
                k = (t - t0) / (t1 - t0) if t1 > t0 else 0
                strip.set_at((0, y), (*[round(a + (b - a) * k) for a, b in zip(c0, c1)], 255))
                break
    return strip


def release_fonts() -> None:
    """Drop every cached font and rendered line before pygame is shut down (``pygame.quit()``): a font freed
    after SDL_ttf has closed, while the interpreter finalizes, can crash the process on its way out."""
    _load_font.cache_clear()
    _CACHE.clear()
    import gc

    gc.collect()
