"""The colours of the parlour, and a font helper for the table's modules.

One place for every colour the table uses, so the menu, summary and pause
screens (part 2) can import the same lacquer, gilt, ivory and baize and the
game reads as one object. Colours are ``(r, g, b)`` tuples, 0..255.

:func:`font` asks :func:`popejoan.ui.theme.font` for a face when that module
exists, and otherwise falls back to the project's shipped serif in
``assets/fonts/`` or a system serif, so the table can run before the theme
lands and in tests.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import pygame

Colour = tuple[int, int, int]

# The table: dark green baize under warm candle light, and a polished wood rail.
BAIZE: Colour = (24, 66, 46)
BAIZE_LIGHT: Colour = (44, 102, 70)
BAIZE_DARK: Colour = (10, 32, 22)
WOOD_DARK: Colour = (46, 24, 12)
WOOD: Colour = (92, 50, 24)
WOOD_LIGHT: Colour = (150, 92, 46)

# The staking board: black and oxblood lacquer, gilt.
LACQUER_BLACK: Colour = (16, 8, 8)
LACQUER: Colour = (58, 10, 12)
LACQUER_LIGHT: Colour = (112, 26, 24)
OXBLOOD: Colour = (84, 14, 18)
GILT: Colour = (212, 168, 82)
GILT_LIGHT: Colour = (250, 226, 150)
GILT_DARK: Colour = (132, 92, 36)
GILT_SHADOW: Colour = (70, 44, 14)

# Paper and ink.
IVORY: Colour = (246, 238, 214)
IVORY_DARK: Colour = (214, 200, 166)
INK: Colour = (30, 24, 22)
CARD_RED: Colour = (176, 22, 30)
CARD_BLACK: Colour = (26, 24, 30)
BACK_RED: Colour = (118, 22, 34)
BACK_NAVY: Colour = (24, 36, 78)

# Fish: pale mother-of-pearl.
PEARL: Colour = (250, 245, 234)
PEARL_SHADE: Colour = (172, 156, 150)

# Text and signals.
TEXT: Colour = (242, 230, 200)
TEXT_DIM: Colour = (170, 156, 128)
DEBT: Colour = (232, 72, 64)
DEBT_LIGHT: Colour = (255, 124, 108)
"""A debt on a dark lacquer plaque: a lighter red, so it reads at small sizes."""
HIGHLIGHT: Colour = (255, 214, 120)
SHADOW: Colour = (0, 0, 0)

_FONT_DIR = Path(__file__).resolve().parents[2] / "assets" / "fonts"
_SYSTEM_SERIFS = "oldstandard,c059,centuryschoolbook,p052,dejavuserif,liberationserif,serif"
_SYSTEM_CJK = "notoserifcjkjp,notosanscjkjp,notoserifcjk,notosanscjk,ipamincho,takaomincho"


def font(size_px: int, language: str = "en", bold: bool = False) -> pygame.font.Font:
    """A serif font for the table, cached.

    Uses :func:`popejoan.ui.theme.font` when the theme module is present.

    Args:
        size_px: the font size in pixels (clamped to at least 6).
        language: the ruleset language code ("en", "es", "ja", "ru"); "ja" needs kana and kanji.
        bold: a bold face.

    Returns:
        A pygame font.
    """
    return _font(max(6, int(size_px)), language, bold)


@lru_cache(maxsize=128)
def _font(size_px: int, language: str, bold: bool) -> pygame.font.Font:
    if not pygame.font.get_init():
        pygame.font.init()
    try:
        from popejoan.ui import theme  # part 2's module; optional until it lands

        return theme.font(size_px, language=language, bold=bold)
    except (ImportError, AttributeError):
        pass
    if language != "ja":
        shipped = _FONT_DIR / ("OldStandard-Bold.ttf" if bold else "OldStandard-Regular.ttf")
        if shipped.exists():
            return pygame.font.Font(str(shipped), size_px)
    names = _SYSTEM_CJK if language == "ja" else _SYSTEM_SERIFS
    path = pygame.font.match_font(names, bold=bold)
    return pygame.font.Font(path, size_px) if path else pygame.font.Font(None, size_px)


def mix(a: Colour, b: Colour, t: float) -> Colour:
    """The colour ``t`` of the way from ``a`` to ``b`` (``t`` in 0..1)."""
    t = 0.0 if t < 0 else 1.0 if t > 1 else t
    return (
        int(a[0] + (b[0] - a[0]) * t),
        int(a[1] + (b[1] - a[1]) * t),
        int(a[2] + (b[2] - a[2]) * t),
    )
