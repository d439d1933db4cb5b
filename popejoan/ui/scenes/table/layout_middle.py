"""The layout's middle of the table: the board, the piles and the turn-up, the sequence and its stop note, the
caption's band and the stock.

Holds :class:`MiddlePlaces`, the part of :class:`~popejoan.ui.scenes.table.layout.TableLayout` that answers where
each of them lies (pixels) and how much room a note or the caption has. It keeps no state of its own; the seats
and the edges (header, toolbar, buttons) are ``layout_seats``' and ``layout_edges``'.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from popejoan.ui import cards_art, theme
from popejoan.ui.scenes.table import captions
from popejoan.ui.scenes.table.layout_sizes import LayoutSizes
from popejoan.ui.scenes.table.view import Point


class MiddlePlaces(LayoutSizes):
    """The middle's places: a base of :class:`~popejoan.ui.scenes.table.layout.TableLayout` (it reads the sizes the
    layout placed)."""

    # what it reads of the seats and the edges (:class:`SeatPlaces`, :class:`EdgePlaces`)
    plaque_rect: Callable[[int], pygame.Rect]
    fan_center: Callable[[int], Point]
    fan_box: Callable[[Point], pygame.Rect]
    toolbar_rects: Callable[[int], list[pygame.Rect]]
    _line_h: Callable[..., int]

    def caption_height(self) -> int:
        """The caption ribbon's height (pixels) for a title and a second line, in the taller face (Japanese)."""
        s = self.s
        title = self._line_h(max(14, int(22 * s)), bold=True)
        sub = self._line_h(max(11, int(15 * s)), italic=True)
        return title + sub - int(2 * s) + int(10 * s)

    def trumps_size(self) -> tuple[int, int]:
        """The widest "... are trumps" sentence (pixels) under the piles, in the interface language."""
        px = max(12, int(18 * self.s))
        sizes = [theme.measure(captions.trumps(t), px, bold=True) for t in range(4)]
        return max(w for w, _ in sizes), max(h for _, h in sizes)

    def pile_label_width(self, turn_up: bool) -> int:
        """The widest label (pixels) under the turn-up, or under the dead hand ("Dead hand (12)", "Stock (12)")."""
        px = max(11, int(14 * self.s))
        if turn_up:
            return theme.measure(captions.label(captions.TURN_UP), px)[0]
        return max(theme.measure(captions.pile(captions.dead_hand_label(kind), 88), px)[0]
                   for kind in ("first", "none", "last"))

    def trumps_y(self) -> float:
        """The top (pixels) of the "... are trumps" sentence under the turn-up and its label."""
        s = self.s
        pile_h = cards_art.card_height(self.pile_w)
        label_h = theme.measure("Ag", max(11, int(14 * s)))[1]
        return self.turn_pos[1] + pile_h / 2 + 6 * s + label_h + 2 * s

    def piles_rect(self) -> pygame.Rect:
        """The bottom right corner the piles take (pixels): the undealt cards, the dead hand and the turn-up with
        their labels, and the trumps' sentence under them."""
        W, H = self.size
        s = self.s
        pile_h = cards_art.card_height(self.pile_w)
        trumps_w, trumps_h = self.trumps_size()
        half = max(self.pile_w + 8, self.pile_label_width(False)) / 2
        left = min(self.dead_pos[0] - half, self.turn_pos[0] - self.pile_w, W - self.margin - trumps_w - 16 * s)
        top = min(self.undealt_pos[1], self.dead_pos[1]) - pile_h / 2 - 10
        bottom = self.trumps_y() + trumps_h
        right = W - self.margin
        return pygame.Rect(int(left), int(top), int(right - left), int(bottom - top))

    def centre_rows(self) -> pygame.Rect:
        """Larger text: the caption's band and the sequence's row (pixels), from the bottom plaque's column to
        the piles: no seat's cards lie there."""
        top: int = getattr(self, "caption_top", self.caption_bottom)  # not yet placed while the stack is laid
        left = self.margin + self.plaque[0]
        right = self.centre_right
        return pygame.Rect(int(left), int(top), int(right - left), int(self.hand_y - top))

    def board_center(self) -> tuple[int, int]:
        """The board's centre on screen (pixels)."""
        return (int(self.cx), int(self.cy))

    def seq_slot(self, i: int) -> Point:
        """Centre of the ``i``-th card of the sequence."""
        return (self.seq_left + self.seq_w / 2 + i * self.seq_step, self.seq_y + cards_art.card_height(self.seq_w) / 2)

    def stop_note_room(self, cards: int, left_limit: float | None = None) -> tuple[str, int]:
        """Where the reason a sequence of ``cards`` cards stopped goes, and how wide it may be (pixels): beside
        the sequence's last card, in the room the sequence row keeps for it before the piles (the sequence moved
        right of ``left_limit``, where a replay's controls lie: :meth:`seq_shift`).

        Returns:
            ``("right", width)``.
        """
        s = self.s
        right_end = self.seq_slot(max(0, cards - 1))[0] + self.seq_w / 2 + self.seq_shift(left_limit)
        room = (self.note_room[1] if self.note_room is not None else self.size[0] - self.margin) - (right_end + 12 * s)
        return "right", int(max(0.0, min(300 * s, room)))

    def seq_shift(self, left_limit: float | None = None) -> float:
        """How far right (pixels) the sequence is drawn so that it begins right of ``left_limit`` (a replay's
        controls, wider than the bottom plaque's column); 0 when none is given."""
        if left_limit is None:
            return 0.0
        return max(0.0, left_limit - self.seq_left)

    def stop_note_rect(self, cards: int, size: tuple[int, int], side: str = "right",
                       left_limit: float | None = None) -> pygame.Rect:
        """Where the reason a sequence of ``cards`` cards stopped is drawn, ``size`` pixels: beside its last
        card (``side`` is :meth:`stop_note_room`'s; the sequence moved right of ``left_limit``), level with the
        sequence, and kept between the caption's band and the raised hand (:meth:`note_span`)."""
        w, h = size
        mid = self.seq_y + cards_art.card_height(self.seq_w) / 2
        right_end = self.seq_slot(max(0, cards - 1))[0] + self.seq_w / 2 + self.seq_shift(left_limit)
        rect = pygame.Rect(0, 0, w, h)
        rect.midleft = (int(right_end + 12 * self.s), int(mid))
        top, bottom = self.note_span()
        rect.bottom = min(rect.bottom, int(bottom))
        rect.top = max(rect.top, int(top))
        return rect

    def note_span(self) -> tuple[float, float]:
        """The top and bottom (pixels) the stop note beside the sequence keeps within: under the caption's band
        and above the hand's raised cards (with larger text)."""
        hand_top = self.hand_y - self.hand_raise - self.hand_raise // 3 - getattr(self, "pointer_h", 0)
        return (self.caption_bottom + 2 * self.s, hand_top - 2 * self.s)

    def sequence_box(self) -> pygame.Rect:
        """The sequence at its longest (13 cards), pixels."""
        w = self.seq_w
        return pygame.Rect(int(self.seq_left), int(self.seq_y), int(w + 12 * self.seq_step), cards_art.card_height(w))

    def caption_span(self, keep_clear_left: float | None = None) -> tuple[float, float]:
        """The left and right ends (pixels) of the free width at the caption band's height, clear of plaques,
        cards, buttons and piles, and right of ``keep_clear_left`` (pixels: a replay's controls; None: no such
        edge). The ribbon is centred on the board, or moved along as far as it must to keep within them."""
        W = self.size[0]
        s = self.s
        top = self.caption_top
        band = pygame.Rect(0, int(top), W, int(self.caption_bottom - top))
        left, right = float(self.margin), float(W - self.margin)
        if keep_clear_left is not None:
            left = max(left, float(keep_clear_left))
        obstacles = [self.plaque_rect(k) for k in range(self.players)] + self.toolbar_rects(2) + [self.piles_rect()]
        obstacles += [self.fan_box(self.fan_center(k)) for k in range(1, self.players)]
        for r in obstacles:
            if r.colliderect(band):
                if r.centerx < self.cx:
                    left = max(left, r.right + 8 * s)
                else:
                    right = min(right, r.left - 8 * s)
        return (left, max(left, right))

    def caption_rect(self) -> pygame.Rect:
        """The band (pixels) the caption ribbon may take, at its widest, for a title and a second line."""
        left, right = self.caption_span()
        top, bottom = self.caption_top, self.caption_bottom
        return pygame.Rect(int(left), int(top), int(right - left), int(bottom - top))

    def note_box(self) -> pygame.Rect | None:
        """The stop note's room right of the longest sequence (pixels); None before the table is laid out."""
        if self.note_room is None:
            return None
        seq = self.sequence_box()
        left = seq.right + 12 * self.s
        return pygame.Rect(int(left), seq.y, int(self.note_room[1] - left), seq.h)

    def stock_rect(self) -> pygame.Rect:
        """The dead hand's pile (where a dealer who may look at the stock hovers to see it)."""
        w = self.pile_w
        h = cards_art.card_height(w)
        return pygame.Rect(int(self.dead_pos[0] - w / 2 - 6), int(self.dead_pos[1] - h / 2 - 8), w + 12, h + 16)

    def _board_gap(self, box: pygame.Rect) -> float:
        """How far (pixels) ``box`` stays outside the board's rim (negative: it reaches under it)."""
        x = min(max(self.cx, box.left), box.right)
        y = min(max(self.cy, box.top), box.bottom)
        return math.hypot(x - self.cx, y - self.cy) - self.radius
