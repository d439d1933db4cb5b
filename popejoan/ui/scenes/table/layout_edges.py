"""The layout's edges and checks: the header and the keys line, the toolbar, the Pope offer's buttons, and the
test that every part lies clear of every other.

Holds :class:`EdgePlaces`, the part of :class:`~popejoan.ui.scenes.table.layout.TableLayout` that answers where
the header's lines, the toolbar's and the prompt's buttons lie, names every part (:meth:`EdgePlaces.parts`) and
lists where they meet or leave the window (:meth:`EdgePlaces.problems`, which the zoom search reads). It keeps
no state of its own; the seats and the middle are ``layout_seats``' and ``layout_middle``'.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from popejoan.ui import cards_art, theme
from popejoan.ui.scenes.table import captions
from popejoan.ui.scenes.table.layout_sizes import LayoutSizes
from popejoan.ui.scenes.table.layout_text import keys_lines
from popejoan.ui.scenes.table.view import Point


class EdgePlaces(LayoutSizes):
    """The edges' places and the layout's checks: a base of
    :class:`~popejoan.ui.scenes.table.layout.TableLayout` (it reads the sizes the layout placed)."""

    # what it reads of the seats and the middle (:class:`SeatPlaces`, :class:`MiddlePlaces`)
    seat_angle: Callable[[int], float]
    top_seat: Callable[[], int | None]
    plaque_rect: Callable[[int], pygame.Rect]
    fan_center: Callable[[int], Point]
    fan_box: Callable[[Point], pygame.Rect]
    hand_box: Callable[[], pygame.Rect]
    min_radius: Callable[[], int]
    piles_rect: Callable[[], pygame.Rect]
    sequence_box: Callable[[], pygame.Rect]
    caption_rect: Callable[[], pygame.Rect]
    note_box: Callable[[], pygame.Rect | None]
    _board_gap: Callable[[pygame.Rect], float]

    def line_height(self, px: int, bold: bool = False, italic: bool = False) -> int:
        """The height (pixels) of a line of text ``px`` pixels high: the taller of the Latin and Japanese faces."""
        return self._line_h(px, bold, italic)

    def _line_h(self, px: int, bold: bool = False, italic: bool = False) -> int:
        """The height (pixels) of a line of text ``px`` pixels high: the taller of the Latin and Japanese faces."""
        return max(theme.measure("Ag", px, "en", bold=bold, italic=italic)[1],
                   theme.measure("結婚", px, "ja", bold=bold, italic=italic)[1])

    def inner_rect(self) -> pygame.Rect:
        """The table inside the wood rail (pixels)."""
        W, H = self.size
        rail = max(6, int(10 * min(W / 1280, H / 720)))
        return pygame.Rect(rail, rail, W - 2 * rail, H - 2 * rail)

    def header_rects(self) -> list[pygame.Rect]:
        """Where the header's words lie (pixels): the ruleset and the deal at the top left, the keys at the
        top right (as the painter draws them)."""
        from popejoan.ui.scenes.table import keys

        s = self.s
        title_h = theme.measure("Ag", max(12, int(18 * s)), bold=True)[1]
        sub_px = max(10, int(14 * s))
        sub_h = theme.measure("Ag", sub_px)[1] + (self.subtitle_lines - 1) * self._line_h(sub_px, italic=True)
        left = pygame.Rect(int(24 * s), int(18 * s), int(260 * s), title_h + sub_h)
        px = max(10, int(13 * s))
        lines = keys_lines(keys.header(), px, self.keys_width)
        kw = max(theme.measure(line, px, italic=True)[0] for line in lines)
        kh = sum(theme.measure(line, px, italic=True)[1] for line in lines)
        kh += int(2 * s) + theme.measure(captions.label(captions.SOUND_OFF_NOTE), px, italic=True)[1]
        right = pygame.Rect(0, 0, kw, kh)
        right.topright = self.keys_pos()
        left.width = self.title_width()
        left.topleft = self.title_pos()
        return [left, right]

    def title_pos(self) -> tuple[int, int]:
        """Where (pixels) the ruleset's name begins, at the top left."""
        return (int(self.margin), int(self.margin))

    def keys_pos(self) -> tuple[int, int]:
        """The keys line's top right corner (pixels)."""
        return (int(self.size[0] - self.margin), int(self.margin))

    def title_width(self) -> int:
        """The widest (pixels) the ruleset's name and the deal's line may be (longer ones are cut short with "…"):
        to the top seat's plaque, or, with none there, 28 % of the window."""
        W = self.size[0]
        if self.top_seat() is not None:
            return int(max(W * 0.28, self.cx - self.plaque[0] / 2 - 16 * self.s - self.margin))
        return int(W * 0.28)

    def _inside(self, box: pygame.Rect) -> bool:
        return self.inner_rect().contains(box)

    def _words_clear(self, box: pygame.Rect) -> int:
        """Minus how many of the table's words ``box`` covers: the plaques and the header (0 is best)."""
        rects = [self.plaque_rect(j) for j in range(self.players)] + self.header_rects()
        return -sum(1 for r in rects if box.colliderect(r))

    def offer_rects(self) -> list[pygame.Rect]:
        """The two buttons of a Pope offer, right of the sequence, one over the other within its row (clear of the
        caption above and the raised hand below) and before the piles: play the Pope, keep it."""
        seq_h = cards_art.card_height(self.seq_w)
        w, h = int(184 * self.s), int(max(24, min(40 * self.s, (seq_h - 8 * self.s) / 2)))
        right = self.note_room[1] if self.note_room is not None else self.size[0] - 20 * self.s
        x = int(min(self.seq_left + self.seq_w + 12 * self.seq_step + 24 * self.s, right - w))
        mid = self.seq_y + seq_h / 2
        return [pygame.Rect(x, int(mid - h - 4 * self.s), w, h), pygame.Rect(x, int(mid + 4 * self.s), w, h)]

    def pass_on_rect(self) -> pygame.Rect:
        """The Pope's round: the one button of a player who does not hold the Pope, where the offer's two
        buttons would be (level with their middle)."""
        play, keep = self.offer_rects()
        return pygame.Rect(play.x, (play.y + keep.bottom - play.height) // 2, play.width, play.height)

    def toolbar_rects(self, count: int) -> list[pygame.Rect]:
        """``count`` small buttons stacked above the bottom seat's plaque, as wide as it, top to bottom (the
        table's record of play: "Cards played" and "Deal log"); clear of every seat, hand and pile."""
        s = self.s
        plaque = self.plaque_rect(0)
        h, gap = max(22, int(28 * s)), max(4, int(6 * s))
        bottom = min(plaque.y, self.hand_y - self.hand_raise) - int(10 * s)
        return [pygame.Rect(plaque.x, bottom - (count - i) * h - (count - 1 - i) * gap, plaque.width, h)
                for i in range(count)]

    def parts(self) -> dict[str, pygame.Rect]:
        """Every part of the table (pixels), by name: each view position's plaque and cards (``plaque_0``,
        ``cards_1`` ...), the ``hand``, the ``sequence`` and the ``stop_note``'s room, the ``caption``'s band,
        the record of play's buttons (``button_0``, ``button_1``), the ``title``, the ``keys`` and the ``piles``;
        the board is :attr:`cx`, :attr:`cy`, :attr:`radius`."""
        out: dict[str, pygame.Rect] = {}
        for k in range(self.players):
            out[f"plaque_{k}"] = self.plaque_rect(k)
        for k in range(1, self.players):
            out[f"cards_{k}"] = self.fan_box(self.fan_center(k))
        out["hand"] = self.hand_box()
        out["sequence"] = self.sequence_box()
        note = self.note_box()
        if note is not None:
            out["stop_note"] = note
        out["caption"] = self.caption_rect()
        for i, r in enumerate(self.toolbar_rects(2)):
            out[f"button_{i}"] = r
        title, keys_box = self.header_rects()
        out["title"], out["keys"] = title, keys_box
        out["piles"] = self.piles_rect()
        return out

    def problems(self) -> list[tuple]:
        """What does not lay out cleanly (empty when all is well), each a tuple naming the problem and the parts:
        ``("outside", part)`` (not on the table), ``("under_board", part)``, ``("overlap", part, part)``,
        ``("small_board", radius, least)`` (under :meth:`min_radius`), ``("narrow_caption", width)`` (the band
        narrower than a short caption, 360 pixels at 100 %), ``("narrow_note", width)`` (the stop note's room
        narrower than a few words, 150 pixels at 100 %). Part names are :meth:`parts`'."""
        out: list[tuple] = []
        parts = self.parts()
        inner = self.inner_rect()
        s = self.s
        if self.radius < self.min_radius():
            out.append(("small_board", self.radius, self.min_radius()))
        if parts["caption"].width < min(inner.width, int(360 * s)):
            out.append(("narrow_caption", parts["caption"].width))
        note = parts.get("stop_note")
        if note is not None and note.width < int(150 * s):
            out.append(("narrow_note", note.width))
        names = list(parts)
        for i, a in enumerate(names):
            ra = parts[a]
            if not inner.contains(ra):
                out.append(("outside", a))
            if self._board_gap(ra) < 2:
                out.append(("under_board", a))
            for b in names[i + 1:]:
                if ra.colliderect(parts[b]):
                    out.append(("overlap", a, b))
        return out
