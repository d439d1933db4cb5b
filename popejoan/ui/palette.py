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
CARD_GREEN: Colour = (18, 112, 48)
"""Clubs in the four-colour pack."""
CARD_BLUE: Colour = (24, 66, 170)
"""Diamonds in the four-colour pack."""
BACK_RED: Colour = (118, 22, 34)
BACK_NAVY: Colour = (24, 36, 78)

# Fish: pale mother-of-pearl.
PEARL: Colour = (250, 245, 234)
PEARL_SHADE: Colour = (172, 156, 150)

# Text and signals.
TEXT: Colour = (242, 230, 200)
TEXT_DIM: Colour = (204, 190, 158)
"""Quieter words (the header's second line, the piles' names): still 4.5:1 on the candle-lit baize."""
GILT_TEXT: Colour = (230, 190, 104)
"""Gilt lettering's body: the gilt of words, lighter than the board's metal so it reads on baize and wood."""
GILT_TEXT_DARK: Colour = (224, 182, 98)
"""The darkest band of gilt lettering's gradient (4.5:1 on the lightest baize)."""
GAIN: Colour = (150, 200, 140)
"""Fish gained in a deal, in the standings."""
IVORY_DIM: Colour = (206, 190, 158)
"""The shell's quieter words (notes, hints) on lacquer and wood (the theme's ``IVORY_DIM``)."""
INK_BROWN: Colour = (38, 24, 16)
"""Ink on parchment (the theme's ``INK``)."""
DEBT: Colour = (232, 72, 64)
DEBT_LIGHT: Colour = (255, 124, 108)
"""A debt on a dark lacquer plaque: a lighter red, so it reads at small sizes."""
HIGHLIGHT: Colour = (255, 214, 120)
SHADOW: Colour = (0, 0, 0)
TAKEN: Colour = (170, 214, 150)
"""A stake taken from the board, in a log on dark lacquer: a soft green."""

SEAT_COLOURS: tuple[Colour, ...] = (
    (248, 228, 130), (245, 242, 248), (240, 120, 150), (22, 212, 184),
    (136, 152, 240), (218, 172, 128), (204, 254, 206), (208, 184, 230),
)
"""One colour per seat (the summary's chart, the record of play, the log's dots): gilt, pearl, rose,
verdigris, cornflower, fawn, celadon, lilac. Light enough to write in on lacquer (4.5:1, :data:`TEXT_ON`),
and chosen to stay apart for every eye: any two differ by at least 18 CIEDE2000 units as most people see
them, and by at least 11 as a protanope, a deuteranope or a tritanope sees them (simulated with the
Machado 2009, Brettel 1997 and Viénot 1999 models); ``tests/ui/test_seat_colours.py`` measures it. (The
former eight had the player's gilt 16 units from Lady Catherine's amber, and under 1 unit from Mr Jingle's
sage for a protanope.)"""


# --- the grounds text lies on, and the contrast of every pair ------------------------------------

BAIZE_LIT: Colour = (46, 83, 61)
"""The lightest the candle-lit baize gets (the table's words lie on it: header, piles, hints); a test
renders the table's background and checks that no pixel of it is lighter."""
WOOD_LIT: Colour = (96, 60, 33)
"""The wood under the menu's words, at its lighter planks (a test checks that 95 % of the wood is darker;
the few bright grain lines are thinner than a letter)."""
PANEL_LIT: Colour = (84, 38, 36)
"""A lacquered panel's lightest part (its top, under the gloss band): the shell's screens' words lie on it."""


def over(top: Colour, alpha: int, under: Colour) -> Colour:
    """``top`` laid at ``alpha`` (0..255) over ``under``: the colour the eye sees."""
    k = max(0, min(255, alpha)) / 255.0
    return (round(top[0] * k + under[0] * (1 - k)), round(top[1] * k + under[1] * (1 - k)),
            round(top[2] * k + under[2] * (1 - k)))


def luminance(colour: Colour) -> float:
    """The relative luminance of an sRGB colour (WCAG 2.x), 0 (black) to 1 (white)."""

    def channel(v: int) -> float:
        c = v / 255.0
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = colour
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)


def contrast(a: Colour, b: Colour) -> float:
    """The WCAG contrast ratio of two colours, 1 to 21 (text needs 4.5 against its ground)."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def mix(a: Colour, b: Colour, t: float) -> Colour:
    """The colour ``t`` of the way from ``a`` to ``b`` (``t`` in 0..1)."""
    t = 0.0 if t < 0 else 1.0 if t > 1 else t
    return (
        int(a[0] + (b[0] - a[0]) * t),
        int(a[1] + (b[1] - a[1]) * t),
        int(a[2] + (b[2] - a[2]) * t),
    )


GROUNDS: dict[str, Colour] = {
    "baize": BAIZE_LIT,
    "wood": WOOD_LIT,
    "panel": PANEL_LIT,
    "caption ribbon": over(LACQUER_BLACK, 215, BAIZE_LIT),
    "stop note": over(LACQUER_BLACK, 225, BAIZE_LIT),
    "plaque": mix(LACQUER, LACQUER_BLACK, 0.3),
    "button": OXBLOOD,
    "card": IVORY,
    "parchment": (236, 222, 188),
}
"""Every ground the game lays words on: the lightest of each for light words (the baize under candle light,
the wood's lighter planks, a lacquer panel's top, the translucent ribbons over the baize, a name plaque, a
lacquered button) and the card face and parchment for dark words."""

_DARK = ("baize", "wood", "panel", "caption ribbon", "stop note", "plaque", "button")
_LACQUERED = ("panel", "caption ribbon", "stop note", "plaque", "button")

TEXT_ON: dict[str, tuple[Colour, tuple[str, ...]]] = {
    "TEXT": (TEXT, _DARK),
    "TEXT_DIM": (TEXT_DIM, _DARK),
    "IVORY": (IVORY, _DARK),
    "IVORY_DIM": (IVORY_DIM, _DARK),
    "GILT_LIGHT": (GILT_LIGHT, _DARK),
    "GILT_TEXT": (GILT_TEXT, _DARK),
    "GILT_TEXT_DARK": (GILT_TEXT_DARK, _DARK),
    "GILT": (GILT, _LACQUERED),
    "HIGHLIGHT": (HIGHLIGHT, _DARK),
    "TAKEN": (TAKEN, _LACQUERED),
    "GAIN": (GAIN, _LACQUERED),
    "DEBT_LIGHT": (DEBT_LIGHT, _LACQUERED),
    **{f"SEAT_COLOURS[{i}]": (c, _LACQUERED) for i, c in enumerate(SEAT_COLOURS)},
    "INK": (INK, ("card", "parchment")),
    "INK_BROWN": (INK_BROWN, ("card", "parchment")),
    "OXBLOOD": (OXBLOOD, ("card", "parchment")),
    "CARD_RED": (CARD_RED, ("card",)),
    "CARD_BLACK": (CARD_BLACK, ("card",)),
    "CARD_GREEN": (CARD_GREEN, ("card",)),
    "CARD_BLUE": (CARD_BLUE, ("card",)),
}
"""Every colour the game writes words in, with the grounds it writes them on (:data:`GROUNDS`); each pair
must reach 4.5:1 (WCAG AA), which ``tests/ui/test_access.py`` computes. Gilt lettering is a gradient of
:data:`GILT_LIGHT`, :data:`GILT_TEXT` and :data:`GILT_TEXT_DARK`, so each of its bands is a pair here;
plain :data:`GILT` (the board's metal) writes only on lacquer. A debt is written in :data:`DEBT_LIGHT`."""
