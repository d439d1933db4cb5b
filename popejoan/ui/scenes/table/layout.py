"""Where everything sits on the table, for any window size, and what a click or hover lands on.

Seats are placed by *view position*: 0 is the bottom seat (the human whose
hand may be shown), then clockwise round an ellipse about the board. Sizes
scale with the window from a 1280×720 reference. Nothing here draws or
decides; the painter, the director and the input all ask the same layout, so
a card is clickable exactly where it is drawn.
"""

from __future__ import annotations

import math
from typing import Any, Optional, Sequence

import pygame

from popejoan.engine.cards import Card
from popejoan.ui import access, cards_art
from popejoan.ui import palette as pal
from popejoan.ui import theme
from popejoan.ui.fish import FishArt, FishFlock
from popejoan.ui.scenes.table import captions
from popejoan.ui.scenes.table.view import Point


class TableLayout:
    """Where everything sits for one window size (pixels).

    Args:
        size: the window size in pixels.
        players: the number of seats.
        zoom: the player's interface size (1.0 to 2.0, :mod:`popejoan.ui.access`): cards, plaques and
            text that much larger; the board gives up a little of its size to make room.

    Attributes:
        s: the scale from the 1280×720 reference (the zoom included).
        zoom: the zoom it was laid out at.
        cx, cy, radius: the board's centre and radius.
        hand_w, seq_w, small_w, pile_w: card widths in the bottom hand, the sequence, other hands, the piles.
        plaque: a name plaque's size (set by :func:`plaque_size` once the fonts are known).
    """

    def __init__(self, size: tuple[int, int], players: int, zoom: float = 1.0) -> None:
        W, H = size
        self.size = size
        # the zoom the window has room for: 150% at 960x600, 200% from 1280x800 up
        self.zoom = zoom = max(1.0, min(2.0, zoom, 1.5 * min(W / 960.0, H / 600.0)))
        base = min(W / 1280.0, H / 720.0)
        s = self.s = base * zoom
        self.cx = W / 2
        self.cy = H * 0.39
        self.radius = int(min(H * 0.255, W * 0.19))
        self.hand_w = max(40, int(70 * s))
        self.seq_w = max(30, int(49 * s))
        # the others' face-down fans (only their count matters) grow least, and not at all round a full table
        self.small_w = max(22, int(34 * base * (zoom ** 0.5 if players <= 6 else 1.0)))
        self.pile_w = max(28, int(50 * s))
        hand_h = cards_art.card_height(self.hand_w)
        seq_h = cards_art.card_height(self.seq_w)
        self.hand_y = H - hand_h - int(10 * s)
        self.hand_raise = int(18 * s)
        if zoom > 1.0:
            # larger cards and text: stacked up from the hand (the sequence above the raised hand, the
            # caption above the sequence), and the board takes the room left between the top seat and them
            self.seq_y = self.hand_y - self.hand_raise - seq_h - 14 * s  # room for the selected card's pointer
            self.caption_y = self.seq_y - 42 * s
            top, bottom = 82 * s, self.caption_y - 26 * s
            self.radius = int(max(60, min(self.radius, (bottom - top) / 2)))
            self.cy = max(top + self.radius, min(self.cy, bottom - self.radius))
        else:
            self.seq_y = min(self.cy + self.radius + 60 * s, self.hand_y - self.hand_raise - seq_h - 2 * s)
            self.caption_y = self.cy + self.radius + 31 * s
        self.seq_step = self.seq_w * 0.64
        self.seq_left = self.cx - (self.seq_w + 12 * self.seq_step) / 2
        self.rx = W * 0.405
        self.ry = self.cy - 52 * s
        self.plaque = (int(176 * s), int(50 * s))
        self.margin = max(6, int(10 * s)) + int(12 * s)  # inside the wood rail
        # the dead hand and the turn-up lie in the free corner at the bottom right
        pile_h = cards_art.card_height(self.pile_w)
        self.turn_pos = (W - 84 * s, H - pile_h / 2 - 70 * s)
        self.dead_pos = (W - 184 * s, H - pile_h / 2 - 70 * s)
        self.undealt_pos = (self.dead_pos[0], self.dead_pos[1] - pile_h - 40 * s)
        self.players = players
        self._fans: dict[tuple, Point] = {}

    # --- seats

    def hand_span(self) -> float:
        """How wide (pixels) the bottom hand may spread: centred, clear of its plaque and of the piles."""
        W = self.size[0]
        s = self.s
        left = self.margin + self.plaque[0] + 12 * s  # the bottom plaque's right edge, and a gap
        right = self.dead_pos[0] - self.pile_w / 2 - 36 * s  # the dead hand and "... are trumps" below it
        return max(self.hand_w * 2.0, min(W * 0.56, 2 * min(self.cx - left, right - self.cx)))

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
        x = self.cx + self.rx * math.cos(a)
        lo, hi = self.margin + pw / 2, self.size[0] - self.margin - pw / 2
        return (min(max(x, lo), hi), self.cy + self.ry * math.sin(a))

    def fan_center(self, k: int) -> Point:
        """The centre of view position ``k``'s cards: in front of the plaque towards the board, or, where
        that would reach under the board's rim (its lettering) or off the table, beside, above or below
        the plaque, wherever the whole fan (at its widest, with its count) lies clear (see :meth:`fan_box`)."""
        if k == 0:
            return (self.cx, self.hand_y + cards_art.card_height(self.hand_w) / 2)
        key = (k, self.plaque)
        hit = self._fans.get(key)
        if hit is not None:
            return hit
        ax, ay = self.seat_anchor(k)
        pw, ph = self.plaque
        fan_w = self.small_w * 4.3
        fan_h = cards_art.card_height(self.small_w)
        gap = 8 * self.s
        toward = 1.0 if self.cx >= ax else -1.0
        candidates: list[Point] = []
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
        if best is None:  # nowhere wholly clear (a tiny window): keep furthest from the board's lettering; with
            # large text, clear of the plaques and the header first
            words = self.zoom > 1.0
            best = max(candidates, key=lambda c: (self._inside(self.fan_box(c)),
                                                  self._words_clear(self.fan_box(c)) if words else 0,
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
        left = pygame.Rect(int(24 * s), int(18 * s), int(260 * s), title_h + theme.measure("Ag", max(10, int(14 * s)))[1])
        kw, kh = theme.measure(keys.header(), max(10, int(13 * s)), italic=True)
        right = pygame.Rect(int(W - 24 * s) - kw, int(20 * s), kw, kh)
        return [left, right]

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
        W, H = self.size
        hand_top = self.hand_y - self.hand_raise
        if box.bottom > hand_top and box.colliderect(pygame.Rect(0, hand_top, W, H - hand_top)):
            return False
        if any(box.colliderect(r) for r in self.header_rects() + self.toolbar_rects(2)):
            return False
        pile = self.stock_rect().union(pygame.Rect(int(self.turn_pos[0] - self.pile_w), int(self.undealt_pos[1]),
                                                   self.pile_w * 2, H))
        return not box.colliderect(pile.inflate(int(20 * self.s), 0))

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
        """The bottom hand's cards (face-up order) and where each lies: legal leads raised, the hovered one more.

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
        left = self.cx - (w + step * (n - 1)) / 2
        out = []
        for i, c in enumerate(cards):
            y = self.hand_y - (self.hand_raise if c in legal else 0)
            if c == hover and c in legal:
                y -= self.hand_raise // 3
            out.append((c, pygame.Rect(int(left + i * step), int(y), w, h)))
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
        """The two buttons of a Pope offer, right of the sequence: play the Pope, keep it."""
        w, h = int(184 * self.s), int(40 * self.s)
        x = int(self.seq_left + self.seq_w + 12 * self.seq_step + 24 * self.s)
        x = min(x, int(self.size[0] - w - 20 * self.s))
        mid = self.seq_y + cards_art.card_height(self.seq_w) / 2
        return [pygame.Rect(x, int(mid - h - 4 * self.s), w, h), pygame.Rect(x, int(mid + 4 * self.s), w, h)]

    def pass_on_rect(self) -> pygame.Rect:
        """The Pope's round: the one button of a player who does not hold the Pope, where the offer's two
        buttons would be (level with their middle)."""
        play, keep = self.offer_rects()
        return pygame.Rect(play.x, (play.y + keep.bottom - play.height) // 2, play.width, play.height)

    def stop_note_width(self) -> int:
        """The widest (pixels) the reason beside a stopped sequence may be."""
        return int(max(160 * self.s, min(300 * self.s, self.size[0] * 0.3)))

    def stop_note_room(self, cards: int, left_limit: Optional[float] = None) -> tuple[str, int]:
        """Where the reason a sequence of ``cards`` cards stopped goes, and how wide it may be (pixels).

        Beside the sequence's last card when there is room before the piles; else on the side with
        more room (left of the first card, not past ``left_limit``, default the record of play's
        buttons); where neither
        side has room for a few words, above the sequence's right end.

        Returns:
            ``("right" | "left" | "above", width)``.
        """
        s = self.s
        want = self.stop_note_width()
        right_end = self.seq_slot(max(0, cards - 1))[0] + self.seq_w / 2
        right_room = int(self.dead_pos[0] - self.pile_w / 2 - 10 * s - (right_end + 12 * s))
        if left_limit is None:  # clear of the record of play's buttons above the bottom plaque
            left_limit = self.toolbar_rects(2)[0].right + 8 * s
        left_room = int(self.seq_left - 12 * s - left_limit)
        if right_room >= want:
            return "right", want
        side, room = ("right", right_room) if right_room >= left_room else ("left", left_room)
        if room < 130 * s:
            return "above", want
        return side, min(want, room)

    def stop_note_rect(self, cards: int, size: tuple[int, int], side: str = "right") -> pygame.Rect:
        """Where the reason a sequence of ``cards`` cards stopped is drawn, ``size`` pixels, on ``side``
        (:meth:`stop_note_room`)."""
        w, h = size
        s = self.s
        seq_h = cards_art.card_height(self.seq_w)
        mid = self.seq_y + seq_h / 2
        right_end = self.seq_slot(max(0, cards - 1))[0] + self.seq_w / 2
        rect = pygame.Rect(0, 0, w, h)
        if side == "right":
            rect.midleft = (int(right_end + 12 * s), int(mid))
        elif side == "left":
            rect.midright = (int(self.seq_left - 12 * s), int(mid))
        else:
            rect.bottomright = (int(right_end), int(self.seq_y - 6 * s))
        return rect

    def toolbar_rects(self, count: int) -> list[pygame.Rect]:
        """``count`` small buttons stacked above the bottom seat's plaque, as wide as it, top to bottom (the
        table's record of play: "Cards played" and "Deal log"); clear of every seat, hand and pile."""
        s = self.s
        plaque = self.plaque_rect(0)
        h, gap = max(22, int(28 * s)), max(4, int(6 * s))
        bottom = min(plaque.y, self.hand_y - self.hand_raise) - int(10 * s)
        return [pygame.Rect(plaque.x, bottom - (count - i) * h - (count - 1 - i) * gap, plaque.width, h)
                for i in range(count)]

    def stock_rect(self) -> pygame.Rect:
        """The dead hand's pile (where a dealer who may look at the stock hovers to see it)."""
        w = self.pile_w
        h = cards_art.card_height(w)
        return pygame.Rect(int(self.dead_pos[0] - w / 2 - 6), int(self.dead_pos[1] - h / 2 - 8), w + 12, h + 16)


# --- plaques ---------------------------------------------------------------------


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
        fish_len = int(layout.radius * 0.16)
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
                  levels: Sequence[Optional[str]]) -> TableLayout:
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

    Returns:
        The new layout.
    """
    lay = TableLayout(size, seats, access.current().zoom)
    board.set_radius(lay.radius)
    board.warm()
    lay.plaque = plaque_size(lay, board.fish_art.length if board.fish_art is not None else None, levels)
    art = board.fish_art or FishArt(max(10, int(lay.radius * 0.16)))
    if view.flock is None:
        view.flock = FishFlock(art)
    else:
        view.flock.art = art
    painter.reset()
    return lay
