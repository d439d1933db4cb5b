"""The painter's middle of the table: the baize, the piles, the stock, the draw for the dealer, the sequence and
everything in flight.

Holds :func:`table_background` (the baize, candle light and rail, cached) and :class:`BoardPainting`, the part of
:class:`~popejoan.ui.scenes.table.painter.TablePainter` that draws the piles and the turn-up, the stock for a
dealer who may look at it, the cards drawn for the first dealer, the sequence played since the last stop, and the
cards in flight. The board itself draws itself (:mod:`popejoan.ui.board`); the seats, the words and the pass
card are the other areas' (``painter_seats``, ``painter_notes``, ``painter_pass_card``).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from functools import lru_cache

import pygame

from popejoan.engine.cards import Card
from popejoan.ui import access, cards_art, theme
from popejoan.ui import palette as pal
from popejoan.ui.animation import arc_point, lerp
from popejoan.ui.cache import MB, bounded_cache
from popejoan.ui.scenes.table import captions
from popejoan.ui.scenes.table.dealer_draw import LIFT_PX, RING_H, RING_W
from popejoan.ui.scenes.table.layout import TableLayout
from popejoan.ui.scenes.table.painter_text import DrawsFace, _text
from popejoan.ui.scenes.table.view import CardFlight, Prompt, TableView


@bounded_cache("table backgrounds", 12 * MB, 1)
def table_background(size: tuple[int, int]) -> pygame.Surface:
    """The baize, lit by the candle, with the wood rail round its edge, ``size`` pixels (the last size kept:
    every table of a sitting shares it, so a new session does not paint it again)."""
    W, H = size
    bg = pygame.Surface(size)
    bg.fill(pal.BAIZE)
    # baize nap: a fine grey speckle, tiled from one small seeded tile
    tile = _nap_tile()
    tile_px = tile.get_width()
    for ty in range(0, H, tile_px):
        for tx in range(0, W, tile_px):
            bg.blit(tile, (tx, ty))
    # candle light: warm in the middle, falling off to the corners
    light = pygame.Surface((W // 8 + 1, H // 8 + 1), pygame.SRCALPHA)
    lw, lh = light.get_size()
    for i in range(28):
        t = i / 27
        pygame.draw.ellipse(light, (255, 206, 140, int(4 + 7 * t)),
                            pygame.Rect(lw * 0.5 - lw * 0.62 * (1 - t), lh * 0.42 - lh * 0.75 * (1 - t),
                                        lw * 1.24 * (1 - t), lh * 1.5 * (1 - t)))
    bg.blit(pygame.transform.smoothscale(light, size), (0, 0))
    shade = pygame.Surface((W // 8 + 1, H // 8 + 1), pygame.SRCALPHA)
    sw, sh = shade.get_size()
    for i in range(20):
        t = i / 19
        pygame.draw.rect(shade, (0, 0, 0, int(14 * (1 - t))), pygame.Rect(sw * t * 0.18, sh * t * 0.2,
                                                                             sw * (1 - t * 0.36), sh * (1 - t * 0.4)),
                         max(1, int(sw * 0.02)))
    bg.blit(pygame.transform.smoothscale(shade, size), (0, 0))
    # the polished wood rail round the edge of the table
    rail = max(6, int(10 * min(W / 1280, H / 720)))
    for i in range(rail):
        t = i / max(1, rail - 1)
        col = pal.mix(pal.WOOD_DARK, pal.WOOD_LIGHT, math.sin(math.pi * t) * 0.7)
        pygame.draw.rect(bg, col, pygame.Rect(i, i, W - 2 * i, H - 2 * i), 1)
    pygame.draw.rect(bg, pal.GILT_DARK, pygame.Rect(rail, rail, W - 2 * rail, H - 2 * rail), 1)
    return bg.convert() if pygame.display.get_surface() else bg


@lru_cache(maxsize=1)
def _nap_tile() -> pygame.Surface:
    """The baize's nap: a fine grey speckle, 128 pixels square, seeded (tiled over the table)."""
    tile_px = 128
    grey = random.Random(7).randbytes(tile_px * tile_px)
    tile = pygame.image.frombuffer(bytes(b for b in grey for _ in range(3)), (tile_px, tile_px), "RGB").copy()
    tile.set_alpha(14)
    return tile


class BoardPainting:
    """The middle of the table: a base of :class:`~popejoan.ui.scenes.table.painter.TablePainter`, drawing with
    its caches and :meth:`_face` (it keeps no state of its own)."""

    motion_drawn: list[str]  # the painter's record of the in-between motions drawn (TablePainter.motion_drawn)
    # the painter's state and calls it uses (set in :class:`~popejoan.ui.scenes.table.painter.TablePainter`)
    dead_kind: str
    faces_drawn: list[tuple[int | None, Card]]
    _face: DrawsFace
    _draw_open_dead_hand: Callable[[pygame.Surface, TableLayout, tuple[Card, ...]], int]

    def _draw_stock_peek(self, surface: pygame.Surface, view: TableView, lay: TableLayout, prompt: Prompt) -> None:
        """Hoyle lets the dealer look at the stock: on hover, the dealer (only) sees it fanned out."""
        if prompt.stock is None:
            return
        seat, stock = prompt.stock
        s = lay.s
        rect = lay.stock_rect()
        size = max(10, int(12 * s))
        who = theme.fit_name(view.names[seat], size, int(150 * s), italic=True)
        hint = _text(captions.may_look(who), size, pal.GILT_TEXT, italic=True)
        surface.blit(hint, hint.get_rect(midbottom=(rect.centerx, rect.top - int(2 * s))))
        if not rect.collidepoint(view.mouse):
            return
        w = lay.seq_w
        h = cards_art.card_height(w)
        step = w * 0.55
        total = w + step * (len(stock) - 1)
        left = min(rect.right - total, surface.get_width() - total - 12 * s)
        top = rect.top - h - int(22 * s)
        for i, c in enumerate(stock):
            self._face(surface, c, w, (int(left + i * step), int(top)), seat)

    def _draw_piles(self, surface: pygame.Surface, view: TableView, lay: TableLayout, prompt: Prompt) -> None:
        """The dead hand / stock, the undealt cards, and the turn-up with the trump suit named."""
        s = lay.s
        w = lay.pile_w
        h = cards_art.card_height(w)
        if view.dead_count or view.undealt_count or prompt.in_deal:
            x, y = lay.dead_pos
            for count, label, dy in ((view.dead_count, captions.dead_hand_label(self.dead_kind), 0.0),
                                     (view.undealt_count, captions.label(captions.UNDEALT),
                                      lay.undealt_pos[1] - lay.dead_pos[1])):
                if count <= 0:
                    continue
                if dy == 0.0 and prompt.dead_cards and len(prompt.dead_cards) == count:
                    foot = self._draw_open_dead_hand(surface, lay, prompt.dead_cards)
                    cap = _text(captions.pile(label, count), max(11, int(14 * s)), pal.TEXT_DIM)
                    surface.blit(cap, cap.get_rect(midtop=(int(x), int(foot + 4 * s))))
                    continue
                layers = min(count, 8)
                for i in range(layers):
                    surface.blit(cards_art.back(w), (int(x - w / 2 - i * 0.7), int(y + dy - h / 2 - i * 0.9)))
                cap = _text(captions.pile(label, count), max(11, int(14 * s)), pal.TEXT_DIM)
                surface.blit(cap, cap.get_rect(midtop=(int(x), int(y + dy + h / 2 + 4 * s))))
        if view.turn_up is not None:
            x, y = lay.turn_pos
            fade = access.current().reduced_motion and view.turn_up_scale < 1.0  # it fades in at its size
            k = 1.0 if fade else 0.35 + 0.65 * view.turn_up_scale
            ww = max(4, int(w * k))
            img = cards_art.face(view.turn_up, w)
            self.faces_drawn.append((None, view.turn_up))
            if ww != w:
                self.motion_drawn.append("grow")
                img = pygame.transform.smoothscale(img, (ww, cards_art.card_height(ww)))
            if fade:
                img = img.copy()
                img.set_alpha(round(255 * view.turn_up_scale))
            img = pygame.transform.rotate(img, -8)
            surface.blit(cards_art.shadow(w), cards_art.shadow(w).get_rect(center=(int(x + 3 * s), int(y + 4 * s))))
            surface.blit(img, img.get_rect(center=(int(x), int(y))))
            if view.trump is not None:
                cap = _text(captions.label(captions.TURN_UP), max(11, int(14 * s)), pal.TEXT_DIM)
                surface.blit(cap, cap.get_rect(midtop=(int(x), int(y + h / 2 + 6 * s))))
                cap2 = _text(captions.trumps(view.trump), max(12, int(18 * s)), gilt=True, bold=True)
                mid = (lay.dead_pos[0] + x) / 2
                r2 = cap2.get_rect(midtop=(int(mid), int(lay.trumps_y())))
                r2.right = min(r2.right, int(surface.get_width() - lay.margin))
                surface.blit(cap2, r2)

    def _draw_sequence(self, surface: pygame.Surface, view: TableView, lay: TableLayout) -> None:
        w = lay.seq_w
        h = cards_art.card_height(w)
        shadow = cards_art.shadow(w)
        dx = lay.seq_shift(view.keep_clear_left)  # clear of a replay's controls
        for sc in view.swept + view.sequence:
            x, y = sc.pos
            x += dx
            topleft = (int(x - w / 2), int(y - h / 2))
            if sc.alpha < 250:
                img = (cards_art.face(sc.card, w) if sc.face_up else cards_art.back(w)).copy()
                img.set_alpha(sc.alpha)
                if sc.face_up:
                    self.faces_drawn.append((None, sc.card))
                surface.blit(img, topleft)
                continue
            surface.blit(shadow, shadow.get_rect(center=(int(x + 2 * lay.s), int(y + 3 * lay.s))))
            if sc.face_up:
                self._face(surface, sc.card, w, topleft, None)
            else:
                surface.blit(cards_art.back(w), topleft)

    def _draw_dealer_draw(self, surface: pygame.Surface, view: TableView, lay: TableLayout) -> None:
        """The cards turned in the draw for the first dealer, face up before their players (public cards):
        the ones that no longer count dimmed, the lowest lifted and circled in gilt."""
        s = lay.s
        for dc in view.draw_cards:
            w = dc.width
            h = cards_art.card_height(w)
            x, y = dc.pos
            y -= dc.lift * LIFT_PX * s
            if 0.0 < dc.lift < 1.0:
                self.motion_drawn.append("lift")
            topleft = (int(x - w / 2), int(y - h / 2))
            if dc.alpha < 250:
                img = (cards_art.dimmed(dc.card, w) if dc.dim else cards_art.face(dc.card, w)).copy()
                img.set_alpha(dc.alpha)
                self.faces_drawn.append((None, dc.card))
                surface.blit(img, topleft)
                continue
            shadow = cards_art.shadow(w)
            off = 2 + dc.lift * 6
            surface.blit(shadow, shadow.get_rect(center=(int(x + off * s), int(y + (off + 1) * s))))
            self._face(surface, dc.card, w, topleft, None, dc.dim)
            if dc.ring > 0.0:
                # a gilt ring drawn round the lowest card, as if circled with a pen
                ring = pygame.Rect(0, 0, int(w * RING_W), int(h * RING_H))
                ring.center = (int(x), int(y))
                width = max(2, int(3 * s))
                end = math.pi / 2 + 2 * math.pi * dc.ring
                pygame.draw.arc(surface, pal.GILT_LIGHT, ring, math.pi / 2, end, width)
                pygame.draw.arc(surface, pal.GILT_DARK, ring.inflate(width * 2, width * 2), math.pi / 2, end, 1)

    def _draw_flights(self, surface: pygame.Surface, view: TableView, lay: TableLayout) -> None:
        if view.pack_left > 0:  # the dealer's pack, thinning as the cards go
            w = lay.seq_w
            back = cards_art.back(w)
            x, y = view.pack_pos
            layers = (view.pack_left + 3) // 4
            sh = cards_art.shadow(w)
            surface.blit(sh, sh.get_rect(center=(int(x + 3 * lay.s), int(y + 4 * lay.s))))
            for i in range(layers):
                surface.blit(back, back.get_rect(center=(int(x - i * 0.4), int(y - i * 0.8))))
        still = access.current().reduced_motion
        for f in view.cards_in_flight:
            if not f.visible:
                continue
            if still:
                self._draw_faded_flight(surface, f, lay)
                continue
            t = f.t
            if 0.0 < t < 1.0:
                self.motion_drawn.append("flight")
            x, y = arc_point(f.start, f.end, t, f.lift)
            w = max(4, int(lerp(f.w0, f.w1, t)))
            h = cards_art.card_height(w)
            art_w = min((x for x in (lay.small_w, lay.seq_w, lay.hand_w) if x >= w), default=lay.hand_w)
            if f.card is not None and (not f.flip or t >= 0.5):
                self.faces_drawn.append((None, f.card))
                img = cards_art.face(f.card, max(art_w, lay.seq_w))
            else:
                img = cards_art.back(art_w)
            kx = abs(1.0 - 2.0 * t) if f.flip else 1.0
            size = (max(1, int(w * (0.15 + 0.85 * kx) if f.flip else w)), h)
            if img.get_size() != size:
                img = pygame.transform.scale(img, size)
            tilt = lerp(f.tilt0, f.tilt1, t)
            if abs(tilt) > 1.0:
                img = pygame.transform.rotate(img, round(tilt / 5) * 5)
            sh = cards_art.shadow(art_w)
            lift = math.sin(math.pi * t) * 10 * lay.s
            surface.blit(sh, sh.get_rect(center=(int(x + 4 * lay.s + lift), int(y + 6 * lay.s + lift))))
            surface.blit(img, img.get_rect(center=(int(x), int(y))))

    def draw_faded_flight(self, surface: pygame.Surface, f: CardFlight, lay: TableLayout) -> None:
        """Draw the card flight ``f`` on ``surface`` as reduced motion shows it: faded out where it leaves for the
        first half of its time, faded in where it lands for the second, flat (positions in pixels)."""
        self._draw_faded_flight(surface, f, lay)

    def _draw_faded_flight(self, surface: pygame.Surface, f: CardFlight, lay: TableLayout) -> None:
        """Reduced motion: a card fades out where it leaves (the first half of its time) and fades in where
        it lands (the second), flat, with no arc or turn; a card turned face up on the way lands face up."""
        t = f.t
        arriving = t >= 0.5
        alpha = int(255 * abs(1.0 - 2.0 * t))
        if alpha <= 5:
            return
        x, y = f.end if arriving else f.start
        w = max(4, int(f.w1 if arriving else f.w0))
        art_w = min((x_ for x_ in (lay.small_w, lay.seq_w, lay.hand_w) if x_ >= w), default=lay.hand_w)
        card = f.card
        if card is not None and (arriving or not f.flip):  # face up
            self.faces_drawn.append((None, card))
            img = cards_art.face(card, art_w)
        else:
            img = cards_art.back(art_w)
        size = (w, cards_art.card_height(w))
        if img.get_size() != size:
            img = pygame.transform.smoothscale(img, size)
        else:
            img = img.copy()
        img.set_alpha(alpha)
        surface.blit(img, img.get_rect(center=(int(x), int(y))))
