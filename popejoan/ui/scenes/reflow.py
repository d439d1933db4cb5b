"""Placing a panel drawn in the 1280×800 reference anywhere in the window, at its scale.

One function both reflowed screens use (the menu, :mod:`popejoan.ui.scenes.menu`, and the saved sessions,
:mod:`popejoan.ui.scenes.sessions`). No scene, no drawing: it only moves a :class:`~popejoan.ui.theme.Layout`.
"""

from __future__ import annotations

import copy

from popejoan.ui import theme


def moved(L: theme.Layout, ref: tuple[float, float], at: tuple[int, int]) -> theme.Layout:
    """A copy of ``L`` (same scale) whose reference point ``ref`` lands on the window pixel ``at``: a
    panel's own drawing, written in the 1280×800 reference, placed anywhere (the reflowed menu, the saved
    sessions' frame at a larger interface size)."""
    out = copy.copy(L)
    out.origin = (at[0] - round(ref[0] * L.scale), at[1] - round(ref[1] * L.scale))
    return out
