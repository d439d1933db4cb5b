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
part lies clear of every other and the board keeps 70 % of its size
(:meth:`TableLayout.problems`). Nothing here draws or decides; the painter,
the director and the input all ask the same layout, so a card is clickable
exactly where it is drawn.
"""

from __future__ import annotations

import math
from typing import Any, Optional, Sequence

import pygame

from popejoan.ai import LEVELS
from popejoan.engine.cards import Card
from popejoan.ui import access, cards_art, i18n
from popejoan.ui import palette as pal
from popejoan.ui import theme
from popejoan.ui.fish import FishArt, FishFlock
from popejoan.ui.scenes.table import captions
from popejoan.ui.scenes.table.view import Point

# The zoom found for a window, seat count, zoom asked, levels, header lines and language: the table, the replay and the
# share-out lay out at the same sizes again and again (F11, opening a replay), and the search costs up to
# 50 ms at 200 % (``bench/table_layout.py``). What the search measures depends on nothing else.
_ZOOMS_FOUND: dict[tuple, float] = {}
_ZOOMS_KEPT = 64


class TableLayout:
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
        cx, cy, radius: the board's centre and radius (pixels); full_radius: its radius at 100 %.
        hand_w, seq_w, small_w, pile_w: card widths in the bottom hand, the sequence, other hands, the piles.
        plaque: a name plaque's size (:func:`plaque_size`).
        caption_top, caption_bottom, caption_y: the caption's band (pixels) and its title line's middle.
    """

    def __init__(self, size: tuple[int, int], players: int, zoom: float = 1.0,
                 levels: Optional[Sequence[Optional[str]]] = None, subtitle_lines: int = 1) -> None:
        if subtitle_lines < 1:
            raise ValueError(f"a header has at least one line under its title, not {subtitle_lines}")
        self.size = size
        self.players = players
        self.subtitle_lines = subtitle_lines
        self.wanted = max(1.0, min(2.0, zoom))
        # unknown seats: room for the longest level's name on every plaque
        self._levels: Sequence[Optional[str]] = list(levels) if levels is not None else [None, *LEVELS]
        self._fans: dict[tuple, Point] = {}
        self._place(1.0)
        if self.wanted > 1.0:
            # every argument of the layout, and the language its words are measured in
            key = (tuple(size), players, self.wanted, tuple(self._levels), subtitle_lines, i18n.language())
            found = _ZOOMS_FOUND.get(key)
            if found is None:
                found = self._largest_clean_zoom()
                _ZOOMS_FOUND[key] = found
                while len(_ZOOMS_FOUND) > _ZOOMS_KEPT:
                    del _ZOOMS_FOUND[next(iter(_ZOOMS_FOUND))]  # the oldest first
            if found != self.zoom:
                self._place(found)

    def _largest_clean_zoom(self) -> float:
        """The largest zoom, in steps of 5 % down from the one asked, at which the table lays out cleanly
        (:meth:`problems`), else 1.0; the layout is left placed at it."""
        z = self.wanted
        while z > 1.0:
            self._place(z)
            if not self.problems():
                return z
            z = round(z - 0.05, 2)
        self._place(1.0)
        return 1.0

    def _place(self, zoom: float) -> None:
        """Lay everything out at ``zoom`` (the sizes, then the stack of :meth:`_stack`)."""
        W, H = self.size
        self.zoom = zoom
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
        self.seat_rows: dict[int, Point] = {}
        self.centre_right = float(W)
        self.keys_width: Optional[int] = None
        self.note_room: Optional[tuple[float, float]] = None
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
        top_seat = any(math.sin(self.seat_angle(k)) < -0.92 for k in range(1, self.players))
        fan_w = self.small_w * 4.2 + int(12 * s) + 4
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
        sides = [k for k in range(1, self.players) if math.sin(self.seat_angle(k)) >= -0.92]
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

    def _line_h(self, px: int, bold: bool = False, italic: bool = False) -> int:
        """The height (pixels) of a line of text ``px`` pixels high: the taller of the Latin and Japanese faces."""
        return max(theme.measure("Ag", px, "en", bold=bold, italic=italic)[1],
                   theme.measure("結婚", px, "ja", bold=bold, italic=italic)[1])

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
        label_h = theme.measure("Ag", max(11, int(14 * s)))[1]
        trumps_w, trumps_h = self.trumps_size()
        half = max(self.pile_w + 8, self.pile_label_width(False)) / 2
        left = min(self.dead_pos[0] - half, self.turn_pos[0] - self.pile_w, W - self.margin - trumps_w - 16 * s)
        top = min(self.undealt_pos[1], self.dead_pos[1]) - pile_h / 2 - 10
        bottom = self.trumps_y() + trumps_h
        right = W - self.margin
        return pygame.Rect(int(left), int(top), int(right - left), int(bottom - top))

    # --- seats

    def hand_span(self) -> float:
        """How wide (pixels) the bottom hand may spread: from its plaque to the piles (see :attr:`hand_cx`)."""
        s = self.s
        left = self.margin + self.plaque[0] + 12 * s  # the bottom plaque's right edge, and a gap
        right = self.piles_rect().left - 12 * s
        return max(self.hand_w * 2.0, right - left)

    @property
    def hand_cx(self) -> float:
        """The bottom hand's middle (pixels): midway between its plaque and the piles."""
        return self.margin + self.plaque[0] + 12 * self.s + self.hand_span() / 2

    def seat_angle(self, k: int) -> float:
        """The screen angle (radians, clockwise from +x) of view position ``k`` (0 = bottom)."""
        return math.pi / 2 + k * 2 * math.pi / self.players

    def seat_anchor(self, k: int) -> Point:
        """The plaque's centre for view position ``k`` (0 is the bottom seat, whose plaque sits left of the hand)."""
        pw, ph = self.plaque
        if k == 0:
            # at the left edge, so the hand (see :meth:`hand_span`) never runs under it
            return (self.margin + pw / 2, self.hand_y + cards_art.card_height(self.hand_w) / 2)
        a = self.seat_angle(k)
        lo, hi = self.margin + pw / 2, self.size[0] - self.margin - pw / 2
        row = self.seat_rows.get(k)  # the seats in the side columns
        if row is None:  # the top seat, over the board: level with the middle of its cards beside it
            fan_h = cards_art.card_height(self.small_w) + int(12 * self.s) + 4
            return (self.cx, self.margin + max(ph, fan_h) / 2)
        return (lo if row[0] < self.cx else hi, row[1])

    def fan_center(self, k: int) -> Point:
        """The centre of view position ``k``'s cards: in front of the plaque towards the board, or, where
        that would reach under the board's rim (its lettering) or off the table, beside, above or below
        the plaque, wherever the whole fan (at its widest, with its count) lies clear (see :meth:`fan_box`)."""
        if k == 0:
            return (self.hand_cx, self.hand_y + cards_art.card_height(self.hand_w) / 2)
        key = (k, self.plaque)
        hit = self._fans.get(key)
        if hit is not None:
            return hit
        for j in range(1, k):  # the seats before this one are placed first: its cards keep clear of theirs
            self.fan_center(j)
        ax, ay = self.seat_anchor(k)
        pw, ph = self.plaque
        fan_w = self.small_w * 4.3
        fan_h = cards_art.card_height(self.small_w)
        gap = 8 * self.s
        toward = 1.0 if self.cx >= ax else -1.0
        candidates: list[Point] = []
        if k in self.seat_rows:  # a side seat: below the plaque, its room kept
            near0 = ax + toward * (pw / 2 - self.small_w * 4.2 / 2) - (int(12 * self.s) + 4 if toward > 0 else 0)
            candidates.append((near0, ay + ph / 2 + gap + fan_h / 2 + int(12 * self.s) + 4))
        if k not in self.seat_rows:  # the top seat: its cards beside it
            pad = int(12 * self.s) + 4
            candidates.append((ax + pw / 2 + gap + fan_w / 2, ay + pad / 2))
            candidates.append((ax - pw / 2 - gap - fan_w / 2 - pad, ay + pad / 2))
        if math.sin(self.seat_angle(k)) < -0.92:
            # the seat facing the bottom one: its cards lie beside the plaque, clear of the board
            candidates.append((ax + pw / 2 + gap + fan_w / 2, ay))
        else:
            dx, dy = self.cx - ax, self.cy - ay
            d = math.hypot(dx, dy) or 1.0
            ux, uy = dx / d, dy / d
            # step out of the plaque's box, then half a fan further, along the line to the board
            tx = (pw / 2 + gap + fan_w / 2) / abs(ux) if abs(ux) > 1e-6 else float("inf")
            ty = (ph / 2 + gap + fan_h / 2) / abs(uy) if abs(uy) > 1e-6 else float("inf")
            reach = min(tx, ty)
            candidates.append((ax + ux * reach, ay + uy * reach))
            candidates.append((ax + toward * (pw / 2 + gap + fan_w / 2), ay))  # beside it, level with it
        # above the plaque ("thinking…" is written below it), then below, each with the fan's board-side
        # edge under the plaque's, then its far edge under the plaque's; last, on the plaque's far side
        badge = int(12 * self.s) + 4  # the count's badge stands out at the fan's right end
        near = ax + toward * (pw / 2 - fan_w / 2)
        far = ax - toward * (pw / 2 - fan_w / 2) - (badge if toward < 0 else 0)
        for x in (near, far):
            candidates.append((x, ay - ph / 2 - gap - fan_h / 2))
            candidates.append((x, ay + ph / 2 + gap + fan_h / 2))
        candidates.append((ax - toward * (pw / 2 + gap + fan_w / 2 + (badge if toward > 0 else 0)), ay))
        best = next((c for c in candidates if self._fan_clear(k, c)), None)
        if best is None:  # nowhere wholly clear (too large a zoom: :meth:`problems` says so): on the table, clear
            # of the plaques and the header first, then furthest from the board's lettering
            best = max(candidates, key=lambda c: (self._inside(self.fan_box(c)), self._words_clear(self.fan_box(c)),
                                                  self._board_gap(self.fan_box(c))))
        self._fans[key] = best
        return best

    def fan_box(self, center: Point) -> pygame.Rect:
        """The room an opponent's fan takes when centred at ``center`` (pixels): at its widest, with the
        count's badge above its right end."""
        w = self.small_w
        width = w * 4.2
        h = cards_art.card_height(w)
        pad = int(12 * self.s) + 4
        return pygame.Rect(int(center[0] - width / 2), int(center[1] - h / 2 - pad), int(width + pad), int(h + pad))

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
        W = self.size[0]
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
        if any(math.sin(self.seat_angle(k)) < -0.92 for k in range(1, self.players)):
            return int(max(W * 0.28, self.cx - self.plaque[0] / 2 - 16 * self.s - self.margin))
        return int(W * 0.28)

    def _inside(self, box: pygame.Rect) -> bool:
        return self.inner_rect().contains(box)

    def _words_clear(self, box: pygame.Rect) -> int:
        """Minus how many of the table's words ``box`` covers: the plaques and the header (0 is best)."""
        rects = [self.plaque_rect(j) for j in range(self.players)] + self.header_rects()
        return -sum(1 for r in rects if box.colliderect(r))

    def _board_gap(self, box: pygame.Rect) -> float:
        """How far (pixels) ``box`` stays outside the board's rim (negative: it reaches under it)."""
        x = min(max(self.cx, box.left), box.right)
        y = min(max(self.cy, box.top), box.bottom)
        return math.hypot(x - self.cx, y - self.cy) - self.radius

    def _fan_clear(self, k: int, center: Point) -> bool:
        """Whether view position ``k``'s fan at ``center`` lies on the table, clear of the board's rim, of
        every plaque, of the bottom hand, of the record of play's buttons and of the piles in the corner."""
        box = self.fan_box(center)
        if not self._inside(box) or self._board_gap(box) < 4 * self.s:
            return False
        if any(box.colliderect(self.plaque_rect(j)) for j in range(self.players)):
            return False
        if any(box.colliderect(self.fan_box(self._fans[(j, self.plaque)])) for j in range(1, k)
                                   if (j, self.plaque) in self._fans):
            return False
        W, H = self.size
        hand_top = self.hand_y - self.hand_raise
        if box.bottom > hand_top and box.colliderect(pygame.Rect(0, hand_top, W, H - hand_top)):
            return False
        if any(box.colliderect(r) for r in self.header_rects() + self.toolbar_rects(2)):
            return False
        return not (box.colliderect(self.piles_rect()) or box.colliderect(self.centre_rows()))

    def centre_rows(self) -> pygame.Rect:
        """Larger text: the caption's band and the sequence's row (pixels), from the bottom plaque's column to
        the piles: no seat's cards lie there."""
        top = getattr(self, "caption_top", self.caption_bottom)
        left = self.margin + self.plaque[0]
        right = self.centre_right
        return pygame.Rect(int(left), int(top), int(right - left), int(self.hand_y - top))

    def seat_direction(self, k: int) -> float:
        """Degrees clockwise from twelve o'clock, from the board's centre towards view position ``k``'s plaque."""
        x, y = self.seat_anchor(k)
        return math.degrees(math.atan2(x - self.cx, -(y - self.cy))) % 360.0

    def plaque_rect(self, k: int) -> pygame.Rect:
        """The rectangle (pixels) of view position ``k``'s name plaque."""
        ax, ay = self.seat_anchor(k)
        rect = pygame.Rect(0, 0, *self.plaque)
        rect.center = (int(ax), int(ay))
        return rect

    def board_center(self) -> tuple[int, int]:
        """The board's centre on screen (pixels)."""
        return (int(self.cx), int(self.cy))

    # --- cards

    def seq_slot(self, i: int) -> Point:
        """Centre of the ``i``-th card of the sequence."""
        return (self.seq_left + self.seq_w / 2 + i * self.seq_step, self.seq_y + cards_art.card_height(self.seq_w) / 2)

    def hand_rects(self, cards: Sequence[Card], legal: Sequence[Card] = (),
                   hover: Optional[Card] = None) -> list[tuple[Card, pygame.Rect]]:
        """The bottom hand's cards and where each lies, in the order they are drawn (face-up order, the hovered
        legal card last: it lies over its neighbours; a click is tested from the end): legal leads raised, the
        hovered one more.

        Args:
            cards: the hand, in the order laid out.
            legal: the cards that may be led now (raised).
            hover: the card under the mouse (raised a little further when legal).
        """
        n = len(cards)
        if n == 0:
            return []
        w = self.hand_w
        h = cards_art.card_height(w)
        span = self.hand_span()
        step = min(w * 1.04, (span - w) / max(1, n - 1))
        left = self.hand_cx - (w + step * (n - 1)) / 2
        out = []
        top = None
        for i, c in enumerate(cards):
            y = self.hand_y - (self.hand_raise if c in legal else 0)
            rect = pygame.Rect(int(left + i * step), int(y), w, h)
            if c == hover and c in legal:
                rect.y -= self.hand_raise // 3
                top = (c, rect)
                continue
            out.append((c, rect))
        if top is not None:  # the hovered (or chosen) legal card lies over its neighbours, whole
            out.append(top)
        return out

    def fan_rects(self, k: int, count: int, shown: bool = False) -> list[pygame.Rect]:
        """Face-down cards of view position ``k``.

        Args:
            k: the view position.
            count: how many cards.
            shown: (bottom seat only) this hand is the one to be turned face up: it lies
                where its faces will be, so the flip stays in place.
        """
        if k == 0:
            w = self.hand_w
            span = self.hand_span()
            spread = 1.04 if shown else 0.5
            step = min(w * spread, (span - w) / max(1, count - 1))
            cx, cy = self.fan_center(0)
        else:
            w = self.small_w
            step = min(w * 0.28, (w * 3.2) / max(1, count - 1))
            cx, cy = self.fan_center(k)
        h = cards_art.card_height(w)
        left = cx - (w + step * max(0, count - 1)) / 2
        return [pygame.Rect(int(left + i * step), int(cy - h / 2), w, h) for i in range(count)]

    def hit_rect(self, rect: pygame.Rect) -> pygame.Rect:
        """A hand card's clickable area: the card, and the gap a raised card leaves below it."""
        bottom = self.hand_y + cards_art.card_height(self.hand_w)
        return pygame.Rect(rect.x, rect.y, rect.w, max(rect.h, bottom - rect.y))

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

    def stop_note_room(self, cards: int, left_limit: Optional[float] = None) -> tuple[str, int]:
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

    def seq_shift(self, left_limit: Optional[float] = None) -> float:
        """How far right (pixels) the sequence is drawn so that it begins right of ``left_limit`` (a replay's
        controls, wider than the bottom plaque's column); 0 when none is given."""
        if left_limit is None:
            return 0.0
        return max(0.0, left_limit - self.seq_left)

    def stop_note_rect(self, cards: int, size: tuple[int, int], side: str = "right",
                       left_limit: Optional[float] = None) -> pygame.Rect:
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

    def toolbar_rects(self, count: int) -> list[pygame.Rect]:
        """``count`` small buttons stacked above the bottom seat's plaque, as wide as it, top to bottom (the
        table's record of play: "Cards played" and "Deal log"); clear of every seat, hand and pile."""
        s = self.s
        plaque = self.plaque_rect(0)
        h, gap = max(22, int(28 * s)), max(4, int(6 * s))
        bottom = min(plaque.y, self.hand_y - self.hand_raise) - int(10 * s)
        return [pygame.Rect(plaque.x, bottom - (count - i) * h - (count - 1 - i) * gap, plaque.width, h)
                for i in range(count)]

    # --- the whole table, checked

    def plaque_fish(self) -> int:
        """The length (pixels) of the fish on a plaque: the board's fish at 100 %, growing with the text (about
        twice the height of the fish count's figures)."""
        return max(10, int(min(self.full_radius * 0.16 * self.zoom, 2.2 * plaque_fonts(self.s)[1])))

    def min_radius(self) -> int:
        """The smallest the board may be drawn (pixels of radius): 70 % of its radius at 100 % in this window,
        and never under 100 pixels (a board 200 pixels across, its counts and compartments still read)."""
        return int(max(100, 0.7 * self.full_radius))

    def hand_box(self) -> pygame.Rect:
        """Where the bottom hand may lie at its largest (pixels): a full hand, every card raised as a legal
        lead, the hovered one further, and the selected one's pointer above."""
        n = 52 // (self.players + 1) + 1
        rects = [r for _, r in self.hand_rects(list(range(n)), legal=list(range(n)))]
        box = rects[0].unionall(rects)
        top = self.hand_y - self.hand_raise - self.hand_raise // 3 - getattr(self, "pointer_h", int(12 * self.s) + 3)
        return pygame.Rect(box.x, int(top), box.w, int(self.hand_y + cards_art.card_height(self.hand_w) - top))

    def sequence_box(self) -> pygame.Rect:
        """The sequence at its longest (13 cards), pixels."""
        w = self.seq_w
        return pygame.Rect(int(self.seq_left), int(self.seq_y), int(w + 12 * self.seq_step), cards_art.card_height(w))

    def caption_span(self, keep_clear_left: Optional[float] = None) -> tuple[float, float]:
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

    def note_box(self) -> Optional[pygame.Rect]:
        """The stop note's room right of the longest sequence (pixels); None before the table is laid out."""
        if self.note_room is None:
            return None
        seq = self.sequence_box()
        left = seq.right + 12 * self.s
        return pygame.Rect(int(left), seq.y, int(self.note_room[1] - left), seq.h)

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

    def stock_rect(self) -> pygame.Rect:
        """The dead hand's pile (where a dealer who may look at the stock hovers to see it)."""
        w = self.pile_w
        h = cards_art.card_height(w)
        return pygame.Rect(int(self.dead_pos[0] - w / 2 - 6), int(self.dead_pos[1] - h / 2 - 8), w + 12, h + 16)


# --- plaques ---------------------------------------------------------------------


def keys_lines(line: str, px: int, width: Optional[int]) -> list[str]:
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
    return theme.render(text, size, pal.TEXT, theme.language_of(text), bold=bold, italic=italic, gilt=False,
                        shadow=True)


def plaque_size(layout: TableLayout, fish_len: Optional[int], levels: Sequence[Optional[str]]) -> tuple[int, int]:
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
    tag_w = max(_text(captions.tags([captions.label(captions.DEALER), level]), tag_px, italic=True).get_width() for level in shown)
    pad = int(10 * s)
    row2 = pad + fish_len + int(4 * s) + chips_w + max(8, int(12 * s)) + tag_w + int(8 * s)
    name_h = _text("Ag", name_px, bold=True).get_height()
    chips_h = _text("Ag", chips_px).get_height()
    pw = max(int(176 * s), row2)
    ph = max(int(50 * s), name_h + chips_h + int(6 * s))
    return (pw, ph)


def lay_out_table(size: tuple[int, int], seats: int, board: Any, view: Any, painter: Any,
                  levels: Sequence[Optional[str]], subtitle_lines: int = 1) -> TableLayout:
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
        painter: the scene's :class:`popejoan.ui.scenes.table.painter.Painter`.
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
