"""The painter's seats: each player's hand (a face-down fan, the shown hand face up, a finished deal's hands
laid open) and their name plaque.

Holds the open hands' grid (:data:`OPEN_STEP`, :data:`OPEN_ROW_DROP`, :func:`open_card_width`, :func:`open_grid`,
:func:`open_hand_grid`) and :class:`SeatPainting`, the part of
:class:`~popejoan.ui.scenes.table.painter.TablePainter` that draws a seat: its cards, the pointer over the
chosen card, and its plaque (name, fish or debt, dealer and level tags). Where a seat lies is the layout's
(:mod:`~popejoan.ui.scenes.table.layout`); the middle of the table and the words are the other areas'.
"""

from __future__ import annotations

import pygame

from popejoan.engine.cards import Card
from popejoan.ui import access, cards_art, theme
from popejoan.ui import palette as pal
from popejoan.ui.cache import BoundedCache
from popejoan.ui.fish import FishArt
from popejoan.ui.i18n import language
from popejoan.ui.scenes.table import captions
from popejoan.ui.scenes.table.layout import TableLayout, plaque_fonts
from popejoan.ui.scenes.table.painter_text import DrawsFace, _text
from popejoan.ui.scenes.table.view import Prompt, TableView

OPEN_STEP = 0.34
"""A face-up hand's overlap (a replay of a finished deal): each card shows this share of its width, its corner."""


OPEN_ROW_DROP = 0.42
"""How far (a share of a card's height) each further row of a face-up hand lies below the one before, so that
the corners of the row above still show."""


def open_card_width(lay: TableLayout) -> int:
    """The width (pixels) of the cards of a hand laid face up beside its seat: large enough for the corners to
    read: the size of the sequence's cards (never under 40 pixels)."""
    return int(max(lay.seq_w, 40))


def open_grid(n: int, w: int, room: float, centre: tuple[float, float], width: int, margin: int,
              left_edge: float | None = None, height: int | None = None, right_edge: float | None = None,
              top_edge: float | None = None) -> list[tuple[int, tuple[int, int]]]:
    """Where ``n`` face-up cards of width ``w`` lie: rows at most ``room`` pixels wide (as many as it takes for
    every corner to show), centred on ``centre`` (or from ``left_edge``, or up to ``right_edge``; running down from
    ``top_edge``), kept inside the table's rail: the window's ``width`` and, when given, its ``height`` less
    ``margin`` pixels on each side.

    Returns:
        (card index, top-left pixel) for each card, in drawing order.
    """
    if n <= 0:
        return []
    h = cards_art.card_height(w)
    per_row = max(1, int((room - w) // (w * OPEN_STEP)) + 1)
    rows = -(-n // per_row)
    per_row = -(-n // rows)  # even rows
    step = w * OPEN_STEP
    drop = h * OPEN_ROW_DROP
    total_h = h + drop * (rows - 1)
    top = centre[1] - total_h / 2 if top_edge is None else top_edge
    if height is not None:  # a top seat's rows would run off the window's top edge (or a bottom one's off its foot)
        top = max(margin, min(top, height - margin - total_h))
    out = []
    for i in range(n):
        row, col = divmod(i, per_row)
        in_row = min(per_row, n - row * per_row)
        span = w + step * (in_row - 1)
        if left_edge is not None:
            left = left_edge
        elif right_edge is not None:
            left = right_edge - span
        else:
            left = centre[0] - span / 2
        left = max(margin, min(left, width - margin - span))
        out.append((i, (int(left + col * step), int(top + row * drop))))
    return out


def _open_grid_args(lay: TableLayout, k: int, w: int, size: tuple[int, int],
                    beside_ok: bool = True) -> tuple[float, tuple[float, float], dict[str, float | None]]:
    """Where view position ``k``'s face-up hand of cards ``w`` pixels wide goes in a window of ``size`` pixels
    (:func:`open_hand_grid`): its rows' width and its centre, and the edges :func:`open_grid` takes
    (``left_edge``, ``right_edge``, ``top_edge``), all in pixels; ``beside_ok`` False keeps a side seat's hand
    below its plaque."""
    cx, cy = lay.fan_center(k)
    room = lay.small_w * 4.3 * 1.3  # the face-down fan's width, a little more
    edges: dict[str, float | None] = {"left_edge": None, "right_edge": None, "top_edge": None}
    ax, ay = lay.seat_anchor(k)
    pw = lay.plaque[0]
    if k == lay.top_seat():  # the seat facing the bottom one, over the board: beside its plaque
        left = edges["left_edge"] = ax + pw / 2 + 8 * lay.s
        room = max(room, min(lay.cx - w, size[0] - lay.margin) - left)
    elif k in lay.seat_rows:
        # a side seat: beside its plaque, level with it, in rows as long as the room to the board's rim allows
        # (clear of its lettering); where that room is too narrow or taken, below the plaque from the rail
        # towards the rim, running down, never up under the plaque
        gap, rim = 8 * lay.s, 12 * lay.s
        left_of_board = ax < lay.cx
        beside = ((lay.cx - lay.radius - rim) - (ax + pw / 2 + gap) if left_of_board
                  else (ax - pw / 2 - gap) - (lay.cx + lay.radius + rim))
        if beside_ok and beside >= w * (1 + 3 * OPEN_STEP):  # four corners a row at least
            room, cy = beside, ay
            if left_of_board:
                edges["left_edge"] = ax + pw / 2 + gap
            else:
                edges["right_edge"] = ax - pw / 2 - gap
        else:
            edges["top_edge"] = cy - cards_art.card_height(lay.small_w) / 2
            if left_of_board:
                edges["left_edge"] = lay.margin
                room = max(room, lay.cx - lay.radius - rim - lay.margin)
            else:
                right = edges["right_edge"] = size[0] - lay.margin
                room = max(room, right - (lay.cx + lay.radius + rim))
    return room, (cx, cy), edges


def open_hand_grid(lay: TableLayout, k: int, n: int, w: int, size: tuple[int, int],
                   counts: dict[int, int]) -> list[tuple[int, tuple[int, int]]]:
    """Where view position ``k``'s ``n`` face-up cards of width ``w`` lie (a replay of a finished deal): the
    top seat's where its fan lies, a side seat's beside its plaque where that row is clear of every plaque, of
    the header and of the other seats' face-up hands (``counts``: each view position's number of cards), else
    below its plaque (:func:`open_grid`'s (card index, top-left pixel) pairs). A replay's side hands were two
    rows tucked under the plaque, only their corners showing, and the lowest left one under the replay's
    controls."""
    h = cards_art.card_height(w)

    def grid(j: int, count: int, beside_ok: bool = True) -> list[tuple[int, tuple[int, int]]]:
        room, centre, edges = _open_grid_args(lay, j, w, size, beside_ok)
        return open_grid(count, w, room, centre, size[0], lay.margin, edges["left_edge"], size[1],
                         edges["right_edge"], edges["top_edge"])

    def box(cells: list[tuple[int, tuple[int, int]]]) -> pygame.Rect:
        rects = [pygame.Rect(x, y, w, h) for _, (x, y) in cells]
        return rects[0].unionall(rects[1:]) if rects else pygame.Rect(0, 0, 0, 0)

    cells = grid(k, n)
    if k not in lay.seat_rows or not cells:
        return cells
    mine = box(cells)
    others = [lay.plaque_rect(j) for j in range(lay.players) if j != k] + lay.header_rects()
    others += [box(grid(j, counts.get(j, n), beside_ok=False)) for j in range(1, lay.players)
               if j != k and j not in lay.seat_rows]  # the top seats' hands, where they lie
    if any(mine.colliderect(r) for r in others if r.width and r.height):
        return grid(k, n, beside_ok=False)
    return cells


class SeatPainting:
    """The seats: a base of :class:`~popejoan.ui.scenes.table.painter.TablePainter`, drawing with its caches (the
    fans, the plaques, the plaques' fish) and :meth:`_face`."""

    motion_drawn: list[str]  # the painter's record of the in-between motions drawn (TablePainter.motion_drawn)
    # the painter's state and caches it uses (set in :class:`~popejoan.ui.scenes.table.painter.TablePainter`)
    faces_drawn: list[tuple[int | None, Card]]
    names_shown: dict[int, str]
    plaque_text_rects: dict[int, tuple[pygame.Rect, pygame.Rect | None]]
    pointer_at: pygame.Rect | None
    _fish: FishArt | None
    _plaques: dict[int, tuple[tuple[object, ...], pygame.Surface, int]]
    _fans: BoundedCache[tuple[int, int, int, bool], tuple[pygame.Surface, int]]
    _face: DrawsFace

    def _draw_seat(self, surface: pygame.Surface, view: TableView, lay: TableLayout, prompt: Prompt,
                   seat: int) -> None:
        k = view.view_pos(seat)
        rect = lay.plaque_rect(k)
        # cards first (the plaque sits over their edge)
        count = view.hand_counts[seat]
        if count:
            if k == 0 and prompt.face_up == seat and count == len(view.hands[seat]):
                self._draw_face_up_hand(surface, view, lay, prompt, seat)
            elif prompt.open_hands and count == len(view.hands[seat]):
                self._draw_open_hand(surface, view, lay, seat, k)
            else:
                # the bottom hand is laid out for all its cards from the first, so none jumps as more arrive
                rects = lay.fan_rects(k, max(count, len(view.hands[seat])) if k == 0 else count,
                                      view.shown_seat == seat)[:count]
                width = lay.hand_w if k == 0 else lay.small_w
                step = rects[1].x - rects[0].x if len(rects) > 1 else 0
                img, pad = self._fan_image(lay, width, count, step, k == 0)
                surface.blit(img, (rects[0].x, rects[0].y - pad))
        img, margin = self.plaque_image(view, lay, seat, prompt.to_move == seat, prompt.won == seat)
        surface.blit(img, (rect.x - margin, rect.y - margin))
        if prompt.thinking == seat:
            dots = "." * (1 + (pygame.time.get_ticks() // 350) % 3)
            mark = _text(captions.thinking(dots), max(10, int(13 * lay.s)), pal.GILT_TEXT, italic=True)
            surface.blit(mark, mark.get_rect(midtop=(rect.centerx, rect.bottom + int(3 * lay.s))))

    def _draw_open_hand(self, surface: pygame.Surface, view: TableView, lay: TableLayout, seat: int, k: int) -> None:
        """A hand laid face up where its fan lies (a replay of a finished deal: every card is public by then),
        at a size whose corners read, in as many rows as its room needs (each row shows every card's corner)."""
        cards = view.hands[seat]
        if k == 0:
            for c, rect in lay.hand_rects(cards):
                self._face(surface, c, rect.w, rect.topleft, seat)
            return
        w = open_card_width(lay)
        size = surface.get_size()
        counts = {view.view_pos(other): view.hand_counts[other] for other in range(len(view.hand_counts))}
        for c, (x, y) in open_hand_grid(lay, k, len(cards), w, size, counts):
            self._face(surface, cards[c], w, (x, y), seat)

    def _draw_open_dead_hand(self, surface: pygame.Surface, lay: TableLayout, cards: tuple[Card, ...]) -> int:
        """The dead hand laid face up in the bottom right corner, left of the turn-up and clear of the bottom
        hand (a replay of a finished deal). Returns the y (pixels) of its foot, for its label."""
        w = open_card_width(lay)
        h = cards_art.card_height(w)
        right = lay.turn_pos[0] - lay.pile_w / 2 - 10 * lay.s
        left = lay.dead_pos[0] - lay.pile_w / 2 - 30 * lay.s
        foot = lay.dead_pos[1] + cards_art.card_height(lay.pile_w) / 2
        per_row = max(1, int((right - left - w) // (w * OPEN_STEP)) + 1)
        rows = -(-len(cards) // per_row)
        drop = h * OPEN_ROW_DROP
        top = foot - h - drop * (rows - 1)
        for i, c in enumerate(cards):
            row, col = divmod(i, per_row)
            self._face(surface, c, w, (int(left + col * w * OPEN_STEP), int(top + row * drop)), None)
        return int(foot)

    def _fan_image(self, lay: TableLayout, width: int, count: int, step: int, big: bool) -> tuple[pygame.Surface, int]:
        """Face-down cards in a row with their count, drawn once per size and count (cached).

        Returns:
            The image and how far (pixels) it reaches above the cards' top edge.
        """
        key = (width, count, step, big)
        hit = self._fans.get(key)
        if hit is not None:
            return hit
        s = lay.s
        back = cards_art.back(width)
        h = back.get_height()
        pad = int(12 * s) + 4
        w = width + step * (count - 1)
        img = pygame.Surface((w + pad, h + pad), pygame.SRCALPHA)
        for i in range(count):
            img.blit(back, (i * step, pad))
        # regular weight and not too small: a small bold serif "8" reads as an "S"
        badge = _text(str(count), max(13, int((18 if big else 14) * s)), pal.IVORY)
        br = badge.get_rect(center=(int(w - 2 * s), int(pad + 4 * s)))
        radius = max(br.w, br.h) // 2 + 3
        pygame.draw.circle(img, pal.LACQUER_BLACK, br.center, radius)
        pygame.draw.circle(img, pal.GILT, br.center, radius, 1)
        img.blit(badge, br)
        self._fans.put(key, (img, pad))
        return img, pad

    def plaque_image(self, view: TableView, lay: TableLayout, seat: int, to_move: bool,
                     won: bool) -> tuple[pygame.Surface, int]:
        """A seat's lacquer name plaque (name, fish or debt in red, dealer and level), cached until it changes.

        Args:
            view: the picture (names, balances, dealer, levels).
            lay: the layout (the plaque's size).
            seat: whose plaque.
            to_move: the seat is to move (a gilt glow).
            won: the seat won the deal (a crown of gilt).

        Returns:
            The image and its margin (pixels) round the plaque itself, for glows and shadow.
        """
        s = lay.s
        pw, ph = lay.plaque
        bal = view.balances[seat]
        flash = round(view.plaque_flash[seat] * 6) / 6
        tags = []
        if seat == view.dealer and not view.drawing:  # during the draw for the first dealer, nobody is yet
            tags.append(captions.label(captions.DEALER))
        if view.levels[seat] is not None:
            tags.append(captions.level(str(view.levels[seat])))
        key = (view.names[seat], bal, flash, to_move, won, tuple(tags), pw, ph, language())
        hit = self._plaques.get(seat)
        if hit is not None and hit[0] == key:
            return hit[1], hit[2]
        margin = int(14 * s) + 2
        img = pygame.Surface((pw + 2 * margin, ph + 2 * margin), pygame.SRCALPHA)
        rect = pygame.Rect(margin, margin, pw, ph)
        if to_move or won:
            glow = rect.inflate(int(10 * s), int(10 * s))
            pygame.draw.rect(img, pal.mix(pal.GILT, pal.BAIZE, 0.35), glow, border_radius=int(12 * s))
            if won:
                pygame.draw.rect(img, pal.GILT_LIGHT, glow.inflate(int(6 * s), int(6 * s)), max(1, int(2 * s)),
                                 border_radius=int(14 * s))
        pygame.draw.rect(img, (0, 0, 0), rect.move(int(2 * s), int(3 * s)), border_radius=int(9 * s))
        pygame.draw.rect(img, pal.LACQUER_BLACK, rect, border_radius=int(9 * s))
        pygame.draw.rect(img, pal.mix(pal.LACQUER, pal.LACQUER_BLACK, 0.3), rect.inflate(-4, -4),
                         border_radius=int(8 * s))
        pygame.draw.rect(img, pal.GILT if to_move else pal.GILT_DARK, rect, max(1, int(2 * s)),
                         border_radius=int(9 * s))
        name_px, chips_px, tag_px = plaque_fonts(s)
        shown = theme.fit_name(view.names[seat], name_px, int(pw - 20 * s), bold=True)
        self.names_shown[seat] = shown
        name = _text(shown, name_px, pal.GILT_LIGHT if to_move else pal.TEXT, bold=True)
        img.blit(name, name.get_rect(midleft=(rect.x + int(10 * s), rect.y + int(ph * 0.31))))
        row2 = rect.y + int(ph * 0.72)
        colour = pal.DEBT_LIGHT if bal < 0 else pal.mix(pal.TEXT, pal.GILT_LIGHT, flash)
        art = self._plaque_fish(lay) if view.board.fish_art is not None else None
        fx = rect.x + int(10 * s)
        if art is not None:
            art.draw(img, (fx + art.length / 2, row2), 12)
            fx += art.length + int(4 * s)
        tag = _text(captions.tags(tags), tag_px, pal.GILT, italic=True) if tags else None
        room = (rect.right - int(8 * s) - (tag.get_width() + max(6, int(8 * s)) if tag is not None else 0)) - fx
        # the plaque is sized for three figures; a bigger balance or debt steps down a size rather than
        # run under the tag or off the plaque (a debt is bold, so the red reads on the lacquer)
        px = chips_px
        chips = _text(captions.fish(bal), px, colour, bold=bal < 0)
        while chips.get_width() > room and px > 9:
            px -= 1
            chips = _text(captions.fish(bal), px, colour, bold=bal < 0)
        chips_rect = chips.get_rect(midleft=(fx, row2))
        img.blit(chips, chips_rect)
        if tag is not None:
            tag_rect = tag.get_rect(midright=(rect.right - int(8 * s), row2))
            self.plaque_text_rects[seat] = (chips_rect.move(-margin, -margin), tag_rect.move(-margin, -margin))
            img.blit(tag, tag_rect)
        else:
            self.plaque_text_rects[seat] = (chips_rect.move(-margin, -margin), None)
        self._plaques[seat] = (key, img, margin)
        return img, margin

    def _plaque_fish(self, lay: TableLayout) -> FishArt:
        """The fish drawn on the plaques, :meth:`TableLayout.plaque_fish` long (made once per length)."""
        length = lay.plaque_fish()
        if self._fish is None or self._fish.length != max(6, length):
            self._fish = FishArt(length)
        return self._fish

    def _draw_face_up_hand(self, surface: pygame.Surface, view: TableView, lay: TableLayout, prompt: Prompt,
                           seat: int) -> None:
        legal = prompt.legal
        deciding = prompt.human == seat and prompt.decision == "lead"
        selected_card = None
        if deciding:
            legal_cards = [c for c in view.hands[seat] if c in legal]
            if legal_cards:
                selected_card = legal_cards[max(0, min(view.selected, len(legal_cards) - 1))]
        flip = view.flip_t
        shadow = cards_art.shadow(lay.hand_w)
        for c, rect in lay.hand_rects(view.hands[seat], legal, view.hover_card):
            surface.blit(shadow, shadow.get_rect(center=(rect.centerx + int(3 * lay.s), rect.centery + int(4 * lay.s))))
            if flip < 1.0 and access.current().reduced_motion:
                # reduced motion: the face fades in over the back, nothing narrows
                surface.blit(cards_art.back(rect.w), rect.topleft)
                self.faces_drawn.append((seat, c))
                img = cards_art.face(c, rect.w).copy()
                img.set_alpha(round(255 * flip))
                surface.blit(img, rect.topleft)
                continue
            if flip < 1.0:
                # turning over: the back narrows, then the face widens
                self.motion_drawn.append("flip")
                k = abs(1.0 - 2.0 * flip)
                ww = max(1, int(rect.w * k))
                if flip < 0.5:
                    img = pygame.transform.scale(cards_art.back(rect.w), (ww, rect.h))
                    surface.blit(img, img.get_rect(center=rect.center))
                else:
                    self.faces_drawn.append((seat, c))
                    img = pygame.transform.scale(cards_art.face(c, rect.w), (ww, rect.h))
                    surface.blit(img, img.get_rect(center=rect.center))
                continue
            dim = deciding and c not in legal
            self._face(surface, c, rect.w, rect.topleft, seat, dim)
            if deciding and c in legal:
                # a card that may be led is raised and outlined, not only brighter: it reads without colour
                pygame.draw.rect(surface, pal.GILT_LIGHT, rect.inflate(2, 2), max(1, int(2 * lay.s)),
                                 border_radius=max(4, rect.w // 9))
            if c == selected_card:
                pygame.draw.rect(surface, pal.HIGHLIGHT, rect.inflate(6, 6), max(2, int(3 * lay.s)),
                                 border_radius=max(4, rect.w // 9))
                self.pointer_at = rect

    def _draw_pointer(self, surface: pygame.Surface, rect: pygame.Rect, lay: TableLayout) -> None:
        """A small gilt pointer above the card the keyboard has selected (Enter leads it)."""
        s = lay.s
        w, h = max(6, int(9 * s)), max(5, int(7 * s))
        tip = (rect.centerx, rect.top - int(5 * s))
        points = [(tip[0] - w, tip[1] - h), (tip[0] + w, tip[1] - h), tip]
        pygame.draw.polygon(surface, pal.HIGHLIGHT, points)
        pygame.draw.polygon(surface, pal.LACQUER_BLACK, points, 1)
