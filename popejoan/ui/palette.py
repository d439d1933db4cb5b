"""The colours of the parlour.

One place for every colour the table uses, so the menu, summary and pause
screens can import the same lacquer, gilt, ivory and baize and the game reads
as one object. Colours are ``(r, g, b)`` tuples, 0..255. This module holds
colours only and imports nothing of the game: fonts and text are
:mod:`popejoan.ui.theme`'s (which re-exports the colours the screens use).
"""

from __future__ import annotations

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
TAKEN: Colour = (170, 214, 150)
"""A stake taken from the board, in a log on dark lacquer: a soft green."""

SEAT_COLOURS: tuple[Colour, ...] = (
    (232, 196, 110), (236, 232, 224), (214, 96, 84), (104, 176, 150),
    (150, 150, 214), (222, 146, 64), (170, 204, 112), (204, 140, 192),
)
"""One colour per seat (the summary's chart, the record of play): gilt, pearl, rose, verdigris, lavender,
amber, sage, mauve."""


def mix(a: Colour, b: Colour, t: float) -> Colour:
    """The colour ``t`` of the way from ``a`` to ``b`` (``t`` in 0..1)."""
    t = 0.0 if t < 0 else 1.0 if t > 1 else t
    return (
        int(a[0] + (b[0] - a[0]) * t),
        int(a[1] + (b[1] - a[1]) * t),
        int(a[2] + (b[2] - a[2]) * t),
    )
