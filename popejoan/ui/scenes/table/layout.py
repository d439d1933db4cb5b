"""Where everything sits on the table, for any window size and interface size, and what a click or hover lands on.

Seats are placed by *view position*: 0 is the bottom seat (the human whose
hand may be shown), then clockwise. The middle of the table is a stack, from
the foot up: the hand, the sequence with its stop note beside it, the
caption's band, the board, and over it the seat facing the bottom one; the
other seats stand in columns down the sides, each plaque with its cards
below it (or beside it, towards the board, when the column is full). Sizes
scale with the window from a 1280×720 reference and with the interface size
(:mod:`popejoan.ui.access`): words by the zoom, cards by its square root; the
table takes the largest zoom, in 5 % steps up to the one asked, at which every
part lies clear of every other (:meth:`TableLayout.problems`).

Larger means larger, the board first: at any interface size the board is no
smaller than at 100 % in the same window, so its compartments' names and counts
are never smaller either. Where the window cannot hold everything at the size
asked, what gives way is, first, the place of the seat facing the bottom one (it
stands at the top of the right-hand column instead of over the board,
:attr:`TableLayout.top_aside`), then the growth of the words and cards (the zoom
steps down, to 100 % where nothing larger fits: round eight seats at 960×600 or
1280×800, whose side columns are full already); never the board or its text. Nothing here draws or decides; the painter,
the director and the input all ask the same layout, so a card is clickable
exactly where it is drawn.

This module holds :class:`TableLayout`'s sizes and the zoom search (``_place``, ``_stack``), :func:`plaque_size`
and :func:`lay_out_table`; what it answers about each area is in a base of it: the seats and the shown hand
(:mod:`~popejoan.ui.scenes.table.layout_seats`), the middle of the table
(:mod:`~popejoan.ui.scenes.table.layout_middle`), the edges and the checks
(:mod:`~popejoan.ui.scenes.table.layout_edges`); the measures of words are in
:mod:`~popejoan.ui.scenes.table.layout_text`.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Protocol

from popejoan.ai import LEVELS
from popejoan.ui import access, cards_art, i18n, theme
from popejoan.ui.board import Board
from popejoan.ui.fish import FishArt, FishFlock
from popejoan.ui.scenes.table import captions
from popejoan.ui.scenes.table.layout_edges import EdgePlaces
from popejoan.ui.scenes.table.layout_middle import MiddlePlaces
from popejoan.ui.scenes.table.layout_seats import SeatPlaces
from popejoan.ui.scenes.table.layout_text import _text, keys_lines, plaque_fonts
from popejoan.ui.scenes.table.view import Point, TableView

__all__ = ["TableLayout", "keys_lines", "lay_out_table", "plaque_fonts", "plaque_size"]

# The zoom found (and whether the top seat stands aside) for a window, seat count, zoom asked, levels, header lines
# and language: the table, the replay and the
# share-out lay out at the same sizes again and again (F11, opening a replay), and the search costs up to
# 50 ms at 200 % (``bench/table_layout.py``). What the search measures depends on nothing else.
_ZOOMS_FOUND: dict[tuple, tuple[float, bool]] = {}
_ZOOMS_KEPT = 64


class TableLayout(SeatPlaces, MiddlePlaces, EdgePlaces):
    """Where everything sits for one window size (pixels).

    Args:
        size: the window size in pixels.
        players: the number of seats.
        zoom: the player's interface size (1.0 to 2.0, :mod:`popejoan.ui.access`): text and plaques that much
            larger, cards by its square root, as far as the table still lays out cleanly (:attr:`zoom`).
        levels: each seat's computer level (None for a human), for the plaques' width; None: room for the
            longest level on every plaque.
        subtitle_lines: the lines under the title at the top left (the header): 1, the deal's number; 2 for the
            replay of a deal in progress (which deal, and whose hand it shows). The seats and the board keep
            clear of them all.

    Attributes:
        s: the scale of words and plaques from the 1280×720 reference (the zoom included); cs: the cards'.
        zoom: the zoom it was laid out at (at most the one asked); wanted: the one asked.
        top_aside: whether the seat facing the bottom one stands at the top of the right-hand column (to keep the
            board's size at a larger zoom) instead of over the board.
        cx, cy, radius: the board's centre and radius (pixels); full_radius: its most, when the window has the
            room; radius_at_100: its radius at 100 % in this window, the least it is drawn at any zoom.
        hand_w, seq_w, small_w, pile_w: card widths in the bottom hand, the sequence, other hands, the piles.
        plaque: a name plaque's size (:func:`plaque_size`).
        caption_top, caption_bottom, caption_y: the caption's band (pixels) and its title line's middle.
    """

    def __init__(self, size: tuple[int, int], players: int, zoom: float = 1.0,
                 levels: Sequence[str | None] | None = None, subtitle_lines: int = 1) -> None:
        if subtitle_lines < 1:
            raise ValueError(f"a header has at least one line under its title, not {subtitle_lines}")
        self.size = size
        self.players = players
        self.subtitle_lines = subtitle_lines
        self.wanted = max(1.0, min(2.0, zoom))
        # unknown seats: room for the longest level's name on every plaque
        self._levels: Sequence[str | None] = list(levels) if levels is not None else [None, *LEVELS]
        self._fans = {}
        self._place(1.0)
        self.radius_at_100 = self.radius
        if self.problems():
            self._place(*self._under_100())
        if self.wanted > 1.0:
            # every argument of the layout, and the language its words are measured in
            key = (tuple(size), players, self.wanted, tuple(self._levels), subtitle_lines, i18n.language())
            found = _ZOOMS_FOUND.get(key)
            if found is None:
                found = self._largest_clean_zoom()
                _ZOOMS_FOUND[key] = found
                while len(_ZOOMS_FOUND) > _ZOOMS_KEPT:
                    del _ZOOMS_FOUND[next(iter(_ZOOMS_FOUND))]  # the oldest first
            if found != (self.zoom, self.top_aside):
                self._place(*found)

    def _largest_clean_zoom(self) -> tuple[float, bool]:
        """The largest zoom, in steps of 5 % down from the one asked, at which the table lays out cleanly
        (:meth:`problems`: the board no smaller than at 100 % among them), the seat facing the bottom one over
        the board or, where that leaves no room, at the top of the right-hand column; else 1.0. Returns the zoom
        and whether that seat stands aside; the layout is left placed at them."""
        z = self.wanted
        while z > 1.0:
            for aside in (False, True) if self.facing_seat() is not None else (False,):
                self._place(z, aside)
                if self.radius >= self.radius_at_100 and not self.problems():  # the board first, and cheaply
                    return (z, aside)
            z = round(z - 0.05, 2)
        self._place(1.0)
        return self._under_100() if self.problems() else (1.0, False)

    def _under_100(self) -> tuple[float, bool]:
        """Where the table does not lay out cleanly even at 100 % (eight seats with Japanese names, whose face
        stands taller, in a 16:9 window), the largest zoom from 95 % down to 80 % at which it does, the words
        and cards a little smaller; else 100 %, the best there is. The layout is left placed at it."""
        for z in (0.95, 0.9, 0.85, 0.8):
            self._place(z)
            if not self.problems():
                return (z, False)
        self._place(1.0)
        return (1.0, False)

    def place_at(self, zoom: float) -> None:
        """Lay everything out at exactly ``zoom`` (the interface size as a factor, 1.0 = 100 %), with no search
        for a size that fits: :meth:`problems` then says what does not."""
        self._place(zoom)

    def problems(self) -> list[tuple]:
        """:meth:`EdgePlaces.problems`, and ``("board_shrunk", radius, at_100)`` at a zoom over 1.0 where the board
        is smaller than at 100 % in this window (larger means larger, the board first)."""
        out = super().problems()
        if self.zoom > 1.0 and self.radius < self.radius_at_100:
            out.append(("board_shrunk", self.radius, self.radius_at_100))
        return out

    def _place(self, zoom: float, aside: bool = False) -> None:
        """Lay everything out at ``zoom`` (the sizes, then the stack of :meth:`_stack`); ``aside``: the seat facing
        the bottom one stands at the top of the right-hand column instead of over the board (:attr:`top_aside`)."""
        W, H = self.size
        self.zoom = zoom
        self.top_aside = aside
        self._fans = {}
        base = self.base = min(W / 1280.0, H / 720.0)
        s = self.s = base * zoom
        # cards grow as the square root of the zoom: their corners read larger, and the board keeps its room
        self.cs = cs = base * zoom ** 0.5
        self.rail = max(6, int(10 * base))
        self.margin = self.rail + int(10 * s)  # inside the wood rail
        self.cx = W / 2
        self.full_radius = int(min(H * 0.255, W * 0.19))  # the board at 100 %, when the window has the room
        self.hand_w = max(40, int(70 * cs))
        self.seq_w = max(30, int(49 * cs))
        # the others' face-down fans (only their count matters) grow least, and not at all round a full table
        self.small_w = max(22, int(34 * base * (zoom ** 0.5 if self.players <= 6 else 1.0)))
        self.pile_w = max(28, int(50 * cs))
        self.seat_rows = {}
        self.centre_right = float(W)
        self.note_room: tuple[float, float] | None = None
        self.radius = self.full_radius
        self.plaque = plaque_size(self, None, self._levels)
        self._stack()

    def _stack(self) -> None:
        """The centre is a stack, from the foot up: the hand (its legal
        cards raised, the selected one's pointer above), the sequence with its stop note beside it, the
        caption's band, the board, and over it the seat facing the bottom one; the other seats in columns
        down the sides, between the header and the record of play's buttons (left) or the piles (right)."""
        W, H = self.size
        s, cs = self.s, self.cs
        pw, ph = self.plaque
        hand_h = cards_art.card_height(self.hand_w)
        seq_h = cards_art.card_height(self.seq_w)
        pile_w, pile_h = self.pile_w, cards_art.card_height(self.pile_w)
        self.hand_raise = int(18 * cs)
        self.hand_y = H - self.rail - int(8 * cs) - hand_h
        # the piles in the bottom right corner, the trumps' sentence under them
        trumps_w, trumps_h = self.trumps_size()
        label_h = theme.measure("Ag", max(11, int(14 * s)))[1]
        turned = int(pile_w * 1.2)  # the turn-up lies turned a little
        self.turn_pos = (W - self.margin - max(turned, self.pile_label_width(True)) / 2,
                         H - self.margin - trumps_h - int(2 * s) - label_h - int(6 * s) - pile_h / 2)
        dead_half = max(pile_w + 8, self.pile_label_width(False)) / 2
        self.dead_pos = (min(self.turn_pos[0] - max(turned, self.pile_label_width(True)) / 2 - int(14 * s) - dead_half,
                             (W - self.margin - trumps_w / 2) - trumps_w / 4),
                         self.turn_pos[1])
        self.undealt_pos = (self.dead_pos[0], self.dead_pos[1] - pile_h - label_h - int(14 * s))
        # the hand, the sequence row, the caption's band
        self.pointer_h = int(12 * s) + 3
        hand_top = self.hand_y - self.hand_raise - self.hand_raise // 3 - self.pointer_h
        self.seq_y = hand_top - int(4 * s) - seq_h
        self.caption_bottom = self.seq_y - int(6 * s)
        cap_h = self.caption_height()
        self.caption_top = self.caption_bottom - cap_h
        title_h = self._line_h(max(14, int(22 * s)), bold=True)
        self.caption_y = self.caption_top + title_h / 2 + 5 * s
        # the board: between the top seat (or the header) and the caption
        top_seat = self.top_seat() is not None
        fan_h = cards_art.card_height(self.small_w) + int(12 * s) + 4
        if top_seat:  # the keys wrap in the room right of the top seat's plaque and cards
            fan_right = self.cx + pw / 2 + 8 * s + 4.25 * self.small_w + int(12 * s) + 4
            self.keys_width = int(max(W * 0.12, W - self.margin - fan_right - 12 * s))
        else:
            self.keys_width = int(W * 0.3)
        header = self.header_rects()
        if top_seat:
            top = self.margin + max(ph, fan_h) + int(10 * s)
        else:
            top = self.margin
            span = (self.cx - self.full_radius, self.cx + self.full_radius)
            for r in header:
                if r.right > span[0] and r.left < span[1]:
                    top = max(top, r.bottom + int(8 * s))
        bottom = self.caption_top - int(6 * s)
        self.radius = int(max(10, min(self.full_radius, (bottom - top) / 2)))
        self.cy = (top + bottom) / 2
        # the seats down the sides: clear of the header above, of the buttons (left) and the piles (right) below
        tool_h, gap = max(22, int(28 * s)), max(4, int(6 * s))
        plaque0_top = self.hand_y + hand_h / 2 - ph / 2
        left_floor = min(plaque0_top, hand_top) - int(10 * s) - 2 * tool_h - gap - int(10 * s)
        right_floor = self.piles_rect().top - int(10 * s)
        # each column clear of the header's words on its side: the ruleset, the session's name and the deal (left),
        # the keys (right); the one under the other's when they reach across
        ceilings = {side: max(r.bottom for r in header if (r.centerx < W / 2) == (side < 0) or r.width > W / 2)
                    + int(10 * s) for side in (-1.0, 1.0)}
        unit = ph + int(8 * s) + fan_h  # a plaque and its cards below it
        rows: dict[int, Point] = {}
        sides = [k for k in range(1, self.players) if self.top_aside or math.sin(self.seat_angle(k)) >= -0.92]
        for side in (-1.0, 1.0):
            ks = [k for k in sides if math.cos(self.seat_angle(k)) * side > 1e-6
                  or (abs(math.cos(self.seat_angle(k))) <= 1e-6 and side > 0)]
            if not ks:
                continue
            floor = left_floor if side < 0 else right_floor
            ceiling = ceilings[side]
            # each plaque with its cards below it, spread down the column in the seats' order
            ks.sort(key=lambda k: math.sin(self.seat_angle(k)))
            each = unit if len(ks) * unit <= floor - ceiling else ph + int(8 * s)  # else the cards go beside
            free = max(0.0, floor - ceiling - each)
            for i, k in enumerate(ks):
                sn = math.sin(self.seat_angle(k))
                if len(ks) == 1:
                    top_y = (ceiling + free / 2 if abs(sn) < 0.3 else ceiling if sn < 0 else ceiling + free)
                    if abs(sn) < 0.3:  # level with the board, where the column allows
                        top_y = min(max(self.cy - ph / 2, ceiling), ceiling + free)
                else:
                    top_y = ceiling + i * free / (len(ks) - 1)
                x = self.margin + pw / 2 if side < 0 else W - self.margin - pw / 2
                rows[k] = (x, top_y + ph / 2)
        self.seat_rows = rows
        # the sequence row: from the buttons (left) to the piles (right); the stop note's room at its right
        row_left = self.margin + pw + int(12 * s)
        # to the piles, or where a seat on the right reaches down beside the caption or the sequence, to its column
        reach = max([y + ph / 2 + int(8 * s) + fan_h for (x, y) in rows.values() if x > self.cx], default=0.0)
        self.centre_right = (self.piles_rect().left if reach < self.caption_top
                             else min(self.piles_rect().left, W - self.margin - pw))
        row_right = self.centre_right - int(12 * s)
        note_min = int(170 * s)
        room = row_right - row_left
        step = self.seq_w * 0.64
        if self.seq_w + 12 * step > room - note_min - int(12 * s):
            step = max(self.seq_w * 0.34, (room - note_min - int(12 * s) - self.seq_w) / 12)
        self.seq_step = step
        full = self.seq_w + 12 * step
        note = max(note_min, min(int(300 * s), room - full - int(12 * s)))
        self.seq_left = row_left + max(0.0, (room - full - note - int(12 * s)) / 2)
        self.note_room = (row_left, row_right)


def plaque_size(layout: TableLayout, fish_len: int | None, levels: Sequence[str | None]) -> tuple[int, int]:
    """A plaque big enough for its longest content at this size: the name on one line, then the fish
    (or a debt) at the left and "Dealer · Normal" at the right, with a gap between them.

    Args:
        layout: the layout (its scale and board radius).
        fish_len: the fish counter's length in pixels (None: a sixth of the board's radius).
        levels: each seat's computer level (None for a human).

    Returns:
        ``(width, height)`` in pixels.
    """
    s = layout.s
    name_px, chips_px, tag_px = plaque_fonts(s)
    if fish_len is None:
        fish_len = layout.plaque_fish()
    chips_w = max(_text(t, chips_px, bold=True).get_width() for t in (captions.fish(-999), captions.fish(999)))
    shown = [captions.level(level) for level in levels if level is not None] or [""]
    tag_w = max(_text(captions.tags([captions.label(captions.DEALER), level]), tag_px, italic=True).get_width()
                for level in shown)
    pad = int(10 * s)
    row2 = pad + fish_len + int(4 * s) + chips_w + max(8, int(12 * s)) + tag_w + int(8 * s)
    name_h = _text("Ag", name_px, bold=True).get_height()
    chips_h = _text("Ag", chips_px).get_height()
    pw = max(int(176 * s), row2)
    ph = max(int(50 * s), name_h + chips_h + int(6 * s))
    return (pw, ph)


class CachedArt(Protocol):
    """What :func:`lay_out_table` asks of a painter (the table's
    :class:`~popejoan.ui.scenes.table.painter.TablePainter`, which this module cannot import: the painter imports
    the layout)."""

    def reset(self) -> None:
        """Drop the images drawn at the old size."""


def lay_out_table(size: tuple[int, int], seats: int, board: Board, view: TableView, painter: CachedArt,
                  levels: Sequence[str | None], subtitle_lines: int = 1) -> TableLayout:
    """Lay a table out for a window of ``size`` pixels, as the table, the replay and the share-out all do.

    The board's art is drawn again at the new radius, each plaque sized for its
    longest content (:func:`plaque_size`), the fish drawn at the board's size
    (the flock made on the first call) and the painter's cached images dropped.
    What lies on the table (cards in a sequence, a pack) is the caller's to move.

    Args:
        size: the window, ``(width, height)`` pixels.
        seats: the number of players.
        board: the scene's :class:`popejoan.ui.board.Board`.
        view: the scene's :class:`popejoan.ui.scenes.table.view.TableView` (its ``flock`` is set).
        painter: the scene's :class:`popejoan.ui.scenes.table.painter.TablePainter` (:class:`CachedArt`).
        levels: each seat's computer level (None for a human), for the plaques.
        subtitle_lines: the lines under the header's title (:class:`TableLayout`).

    Returns:
        The new layout.
    """
    lay = TableLayout(size, seats, access.current().zoom, levels, subtitle_lines)
    board.set_radius(lay.radius)
    board.warm()
    art = board.fish_art or FishArt(max(10, int(lay.radius * 0.16)))
    if view.flock is None:
        view.flock = FishFlock(art)
    else:
        view.flock.art = art
    painter.reset()
    return lay
