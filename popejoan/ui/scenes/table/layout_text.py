"""The layout's measures of words: the keys line wrapped to its room, and a plaque's font sizes.

Holds :func:`keys_lines`, :func:`plaque_fonts` and :func:`_text` (a line rendered to be measured), which the
layout and the painter read. It places nothing and draws nothing on the table.
"""

from __future__ import annotations

import pygame

from popejoan.ui import palette as pal
from popejoan.ui import theme


def keys_lines(line: str, px: int, width: int | None) -> list[str]:
    """The keys line ("Space: skip  ·  H: hint  ·  ...") as lines no wider than ``width`` pixels (whole keys to a
    line; None: one line), at ``px`` pixels italic."""
    if width is None or theme.measure(line, px, italic=True)[0] <= width:
        return [line]
    out: list[str] = []
    for part in line.split("  ·  "):
        if out and theme.measure(out[-1] + "  ·  " + part, px, italic=True)[0] <= width:
            out[-1] += "  ·  " + part
        else:
            out.append(part)
    return out


def plaque_fonts(s: float) -> tuple[int, int, int]:
    """The plaque's text sizes (pixels): name, fish, and the dealer / level tag; never too small to read."""
    return max(13, int(18 * s)), max(13, int(15 * s)), max(12, int(12 * s))


def _text(text: str, size: int, *, bold: bool = False, italic: bool = False) -> pygame.Surface:
    return theme.render(text, size, pal.TEXT, theme.line_language(text), bold=bold, italic=italic, gilt=False,
                        shadow=True)
