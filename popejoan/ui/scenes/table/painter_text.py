"""The painter's text: a line in the game's serif, words fitted to a width, and the note card they sit on.

Holds :func:`_text`, :func:`_fitted` and :func:`_note_card`, which every area of the table's painter uses, and
:class:`DrawsFace`, the painter's card-face call as the areas see it. It draws nothing on the table itself and
keeps no state (the font cache is :mod:`popejoan.ui.theme`'s).
"""

from __future__ import annotations

from typing import Protocol

import pygame

from popejoan.engine.cards import Card
from popejoan.ui import palette as pal
from popejoan.ui import theme


class DrawsFace(Protocol):
    """The painter's ``_face`` as its areas call it (:class:`~popejoan.ui.scenes.table.painter.TablePainter`)."""

    def __call__(self, surface: pygame.Surface, c: Card, width: int, pos: tuple[int, int], owner: int | None,
                 dim: bool = False) -> None:
        """Draw card ``c``'s face ``width`` pixels wide with its top left at ``pos``, recording whose hand
        (``owner``, a seat; None for a public card) it came from; ``dim``: a card that cannot be led."""


def _text(text: str, size: int, colour: pal.Colour = pal.TEXT, *, bold: bool = False, gilt: bool = False,
          italic: bool = False, shadow: bool = True) -> pygame.Surface:
    """One line of text in the game's serif, with the font for its script (:func:`popejoan.ui.theme.render`,
    cached; the interface language may be Japanese or Russian)."""
    return theme.render(text, size, colour, theme.line_language(text), bold=bold, italic=italic, gilt=gilt,
                        shadow=shadow)


def _fitted(text: str, size: int, width: int, colour: pal.Colour = pal.TEXT, **style: bool) -> list[pygame.Surface]:
    """``text`` as lines no wider than ``width`` pixels: one line if it fits, else wrapped into two, smaller
    sizes tried down to 11 pixels; the last resort shortens the second line with "…"."""
    bold, italic = style.get("bold", False), style.get("italic", False)
    gilt = style.get("gilt", False)
    px = size
    lines = theme.wrap(text, px, width, bold=bold, italic=italic)
    while len(lines) > 2 and px > 11:
        px -= 1
        lines = theme.wrap(text, px, width, bold=bold, italic=italic)
    if len(lines) == 2:  # two lines of about the same length read better than a long one and a word
        total = theme.measure(text, px, bold=bold, italic=italic)[0]
        even = theme.wrap(text, px, min(width, total // 2 + px * 3), bold=bold, italic=italic)
        if len(even) == 2:
            lines = even
    if len(lines) > 2:
        lines = [lines[0], theme.ellipsize(" ".join(lines[1:]), px, width, bold=bold, italic=italic)]
    lines = [theme.ellipsize(line, px, width, bold=bold, italic=italic) for line in lines]
    return [_text(line, px, colour, bold=bold, gilt=gilt, italic=italic) for line in lines]


def _note_card(head: pygame.Surface, body: list[pygame.Surface], pad: int, alphas: tuple[int, int], border: int,
               radius: int) -> pygame.Surface:
    """A note beside a sequence: ``head`` over the ``body`` lines, on black lacquer with a dark gilt edge.

    Args:
        head, body: the rendered heading and lines.
        pad: the margin, pixels. alphas: the lacquer's and the edge's opacity (0-255).
        border, radius: the edge's width and the corners' radius, pixels.
    """
    w = max([head.get_width()] + [b.get_width() for b in body]) + 2 * pad
    h = head.get_height() + sum(b.get_height() for b in body) + pad
    note = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(note, (*pal.LACQUER_BLACK, alphas[0]), note.get_rect(), border_radius=radius)
    pygame.draw.rect(note, (*pal.GILT_DARK, alphas[1]), note.get_rect(), border, border_radius=radius)
    y = pad // 2
    for line in (head, *body):
        note.blit(line, (pad, y))
        y += line.get_height()
    return note
