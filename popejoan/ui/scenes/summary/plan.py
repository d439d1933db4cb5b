"""The summary panel's plan: the measures of its parts in reference pixels, and where each part lies
(:class:`SummaryFrame`, in window pixels).

It holds numbers and one record of rects; laying the parts out for a window is the scene's
(:class:`popejoan.ui.scenes.summary.layout.SummaryLayout`), and drawing them is not here either.
"""

from __future__ import annotations

import pygame

from popejoan.ui import palette as pal
from popejoan.ui import theme

PLAYER_COLOURS: tuple[theme.Color, ...] = pal.SEAT_COLOURS
"""One colour per seat for the chart (:data:`popejoan.ui.palette.SEAT_COLOURS`)."""

# The panel's plan, in reference pixels (1280×800 at 100%) measured from the panel's top-left corner. The
# panel keeps the window's size at every interface size; what lies inside grows with the interface size, as
# far as the smallest room each part needs (its ``*_MIN``) still fits: the chart and the story take what is
# left over.
PANEL_REF = (40, 28, 1200, 744)
"""The panel in the 1280×800 reference layout: x, y, width, height (reference pixels)."""
HEAD_H = 118
"""From the panel's top to the first heading: the title, the subtitle and the gilt rule."""
FOOT_H = 102
"""From the foot of the content to the panel's bottom: the row of buttons and the notice."""
SIDE = 40
"""The panel's inner margin, left and right."""
GUTTER = 40
"""Between the two columns."""
COLUMN_MIN = 420
"""The narrowest a column may be (the standings' name, fish and "this deal" columns; the three record
buttons' labels in every language)."""
TURN_UP_H = 130
"""The turn-up: its heading, the card and its name."""
STORY_MIN = 150
"""The least room for the deal's story (a heading and a few lines; the rest is in the deal log)."""
CHART_MIN = 150
"""The least height of the fish-by-deal chart (its heading, the well, the deal numbers)."""
CHART_WIDE_MIN = 200
"""The least height of the chart drawn across the panel (nothing shared out): flatter, it goes beside."""
ROW_H, ROW_MIN = 26, 22
"""A standings row's height: as designed, and the least it may shrink to."""
STANDINGS_HEAD = 54
"""The standings' heading and column heads."""
STANDINGS_FOOT = 24
"""Under the standings' rows: the line saying what is left on the board (the final standings)."""
STANDINGS_FOOT_CARRIED = 46
"""Under a deal's standings: what is carried to the next deal, per compartment, on up to two lines."""
GAP = 24
"""Between the standings and the chart below them."""
SHARE_ROW_H, SHARE_ROW_MIN = 66, 34
"""A share-out row's height (a player's cards and what they won): as designed, and the least."""
NOTE_LINE = 22
"""A line of the note that nothing is shared out."""
STORY_LINE, STORY_HEAD = 21, 34
"""A line of the story, and a heading in it (with the room above it), reference pixels."""
STORY_INDENT = 12
"""How far the story's lines stand in from its headings (and from the line that says how the deal ended)."""
SCROLL_LANE, SCROLL_BAR = 18, 7
"""The lane kept right of a story that scrolls, and its scroll bar's width (reference pixels)."""
WHEEL_ENTRIES = 2
"""Entries of the story (sentences, :class:`StoryList`) a notch of the mouse wheel scrolls."""


class SummaryFrame:
    """Where each part of the summary lies, in window pixels (laid out by :meth:`SummaryScene.on_resize`).

    Attributes:
        panel: the panel (the window's size less a margin; the same at every interface size).
        zoom: the interface size the inside is drawn at (1.0 to the player's choice, as far as it fits).
        columns: the left and the right column, the content's full height.
        turn_up: the turn-up's heading and card (deal summary), or an empty rect.
        story: what was taken and paid (deal summary), or an empty rect.
        share: the share-out's rows, or the note that the ruleset shares nothing out (final standings),
            or an empty rect.
        standings: the standings' heading, rows and the board's line.
        chart: the fish-by-deal chart.
    """

    def __init__(self) -> None:
        empty = pygame.Rect(0, 0, 0, 0)
        self.panel = empty
        self.zoom = 1.0
        self.columns: tuple[pygame.Rect, pygame.Rect] = (empty, empty)
        self.turn_up = self.story = self.share = self.standings = self.chart = empty

    def parts(self) -> dict[str, pygame.Rect]:
        """The parts laid out (those not empty), by name: ``{"standings": Rect, "chart": Rect, ...}``."""
        named = {"turn_up": self.turn_up, "story": self.story, "share": self.share, "standings": self.standings,
                 "chart": self.chart}
        return {name: rect for name, rect in named.items() if rect.width > 0 and rect.height > 0}


def standings_height(players: int, row: float, foot: float = STANDINGS_FOOT) -> float:
    """The standings' height (reference pixels) for ``players`` rows of ``row`` reference pixels each."""
    return STANDINGS_HEAD + players * row + foot



