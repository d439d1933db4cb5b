"""The sizes every part of the table's layout reads: :class:`LayoutSizes`, declared once for the parts.

:class:`~popejoan.ui.scenes.table.layout.TableLayout` sets them (``_place`` and ``_stack``); its bases
(:mod:`~popejoan.ui.scenes.table.layout_seats`, :mod:`~popejoan.ui.scenes.table.layout_middle`,
:mod:`~popejoan.ui.scenes.table.layout_edges`) read them. This module holds the declarations only (annotations,
no values): it works out, places and draws nothing.
"""

from __future__ import annotations

from collections.abc import Sequence

from popejoan.ui.scenes.table.view import Point


class LayoutSizes:
    """The layout's sizes, in pixels unless said (set by ``TableLayout._place`` and ``_stack``).

    Attributes:
        size: the window ``(width, height)``; players: the number of seats; subtitle_lines: the header's lines
            under its title.
        wanted, zoom: the interface size asked and the one laid out at (1.0 to 2.0).
        base: the scale from the 1280×720 reference; s: the words' and plaques' scale (``base * zoom``);
            cs: the cards' (``base * sqrt(zoom)``).
        rail, margin: the wood rail's width and the margin inside it.
        cx, cy, radius, full_radius: the board's centre and radius, and its radius at 100 %.
        hand_w, seq_w, small_w, pile_w: card widths in the bottom hand, the sequence, the others' fans, the piles.
        plaque: a name plaque's ``(width, height)``.
        seat_rows: the centre of each side seat's plaque, by view position.
        centre_right: the right end of the middle rows (the piles' left, or a right column's).
        keys_width: the room the keys line wraps in.
        note_room: the sequence row's ``(left, right)`` (None before the stack is laid).
        hand_raise, hand_y, pointer_h: a legal card's rise, the bottom hand's top, the selection pointer's height.
        turn_pos, dead_pos, undealt_pos: the piles' centres.
        seq_y, seq_left, seq_step: the sequence row's top, its first card's left and the step between cards.
        caption_top, caption_bottom, caption_y: the caption's band and its title line's middle.
    """

    size: tuple[int, int]
    players: int
    subtitle_lines: int
    wanted: float
    zoom: float
    base: float
    s: float
    cs: float
    rail: int
    margin: int
    cx: float
    cy: float
    radius: int
    full_radius: int
    hand_w: int
    seq_w: int
    small_w: int
    pile_w: int
    plaque: tuple[int, int]
    seat_rows: dict[int, Point]
    centre_right: float
    keys_width: int
    note_room: tuple[float, float] | None
    hand_raise: int
    hand_y: int
    pointer_h: int
    turn_pos: Point
    dead_pos: Point
    undealt_pos: Point
    seq_y: int
    seq_left: float
    seq_step: float
    caption_top: int
    caption_bottom: int
    caption_y: float
    _levels: Sequence[str | None]
    _fans: dict[tuple[int, tuple[int, int]], Point]
