"""The shell's colours: the table's lacquer, gilt, ivory, baize and wood (:mod:`popejoan.ui.palette`) and the
shell's own few (parchment, dark wood, candle light, shadow).

Holds :data:`Color` and the colour constants the screens read as ``theme.X``; nothing is drawn here.
"""

from __future__ import annotations

Color = tuple[int, int, int]

# --- colours --------------------------------------------------------------------
# The lacquer, gilt, ivory, baize and wood the table uses (popejoan.ui.palette)
# are the shell's too; these few are the shell's own.
from popejoan.ui.palette import (  # noqa: E402, F401  (re-exported: the screens read theme.OXBLOOD etc.)
    BAIZE,
    DEBT,
    GILT,
    GILT_DARK,
    GILT_LIGHT,
    IVORY,
    LACQUER,
    OXBLOOD,
    WOOD,
)

OXBLOOD_DARK: Color = (52, 11, 14)
# The text colours (4.5:1, see TEXT_ON), kept in palette.py and named here with the rest.
from popejoan.ui.palette import GILT_TEXT as GILT_TEXT  # noqa: E402
from popejoan.ui.palette import GILT_TEXT_DARK as GILT_TEXT_DARK  # noqa: E402
from popejoan.ui.palette import INK_BROWN as INK  # noqa: E402,F401
from popejoan.ui.palette import IVORY_DIM as IVORY_DIM  # noqa: E402

PARCHMENT: Color = (236, 222, 188)
WOOD_DARK: Color = (30, 16, 9)
CANDLE: Color = (255, 196, 120)
"""Candle light, for glows."""
SHADOW: Color = (8, 3, 2)
