"""The layout's seats: where each seat's plaque and cards lie round the board, and the bottom hand's cards.

Holds :class:`SeatPlaces`, the part of :class:`~popejoan.ui.scenes.table.layout.TableLayout` that answers a
seat's angle, anchor and direction, its plaque's rectangle, where its face-down fan goes (clear of the words and
the board), and where each card of the shown hand lies (with the hit rectangles the input reads). It keeps no
state of its own (the sizes are the layout's, set by ``_place``); the middle of the table and its edges are
``layout_middle``'s and ``layout_edges``'.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

import pygame

from popejoan.engine.cards import Card
from popejoan.ui import cards_art
from popejoan.ui.scenes.table.layout_sizes import LayoutSizes
from popejoan.ui.scenes.table.layout_text import plaque_fonts
from popejoan.ui.scenes.table.view import Point


class SeatPlaces(LayoutSizes):
    """The seats' places: a base of :class:`~popejoan.ui.scenes.table.layout.TableLayout` (it reads the sizes the
    layout placed)."""

    top_aside: bool
    """Whether the seat facing the bottom one stands at the top of the right-hand column (the layout's)."""
    # what it reads of the middle and the edges (:class:`MiddlePlaces`, :class:`EdgePlaces`)
    piles_rect: Callable[[], pygame.Rect]
    centre_rows: Callable[[], pygame.Rect]
    _board_gap: Callable[[pygame.Rect], float]
    header_rects: Callable[[], list[pygame.Rect]]
    toolbar_rects: Callable[[int], list[pygame.Rect]]
    _inside: Callable[[pygame.Rect], bool]
    _words_clear: Callable[[pygame.Rect], int]

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

    def facing_seat(self) -> int | None:
        """The view position facing the bottom seat (straight across the board: 4, 6 or 8 at the table), or None
        (an odd number of seats)."""
        return next((k for k in range(1, self.players) if math.sin(self.seat_angle(k)) < -0.92), None)

    def top_seat(self) -> int | None:
        """The view position whose plaque and cards stand over the board (:meth:`facing_seat`), or None: there is
        none, or it stands at the top of the right-hand column (:attr:`top_aside`, so that the board keeps its
        size at a larger interface size)."""
        return None if self.top_aside else self.facing_seat()

    def seat_anchor(self, k: int) -> Point:
        """The plaque's centre for view position ``k`` (0 is the bottom seat, whose plaque sits left of the hand)."""
        pw, ph = self.plaque
        if k == 0:
            # at the left edge, so the hand (see :meth:`hand_span`) never runs under it
            return (self.margin + pw / 2, self.hand_y + cards_art.card_height(self.hand_w) / 2)
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
        if k == self.top_seat():
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

    def hand_rects(self, cards: Sequence[Card], legal: Sequence[Card] = (),
                   hover: Card | None = None) -> list[tuple[Card, pygame.Rect]]:
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

    def plaque_fish(self) -> int:
        """The length (pixels) of the fish on a plaque: the board's fish at 100 %, growing with the text (about
        twice the height of the fish count's figures)."""
        return max(10, int(min(self.full_radius * 0.16 * self.zoom, 2.2 * plaque_fonts(self.s)[1])))

    def min_radius(self) -> int:
        """The smallest the board may be drawn (pixels of radius): 70 % of its radius at 100 % in this window,
        and never under 100 pixels (a board 200 pixels across, its counts and compartments still read). At a
        larger interface size the board is never smaller than at 100 % either (:meth:`problems`)."""
        return int(max(100, 0.7 * self.full_radius))

    def hand_box(self) -> pygame.Rect:
        """Where the bottom hand may lie at its largest (pixels): a full hand, every card raised as a legal
        lead, the hovered one further, and the selected one's pointer above."""
        n = 52 // (self.players + 1) + 1
        rects = [r for _, r in self.hand_rects(list(range(n)), legal=list(range(n)))]
        box = rects[0].unionall(rects)
        top = self.hand_y - self.hand_raise - self.hand_raise // 3 - getattr(self, "pointer_h", int(12 * self.s) + 3)
        return pygame.Rect(box.x, int(top), box.w, int(self.hand_y + cards_art.card_height(self.hand_w) - top))
