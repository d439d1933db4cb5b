"""The painter: one frame of the table from the view, the layout and the prompt; it reads only.

Baize under candle light with a wood rail, the revolving board, the piles
and the turn-up, each seat's cards and lacquer name plaque, the sequence, the
cards and fish in flight, the caption ribbon, the prompt (the Pope offer's
buttons, the tip over a hovered card), the stock for a dealer who may look
at it, and the header. While a pass card is up it alone is drawn. The
painter owns the image caches (the background, the plaques, the face-down
fans) and records every card face it draws in :attr:`TablePainter.faces_drawn`
with whose hand it came from, so tests can check that no hidden face ever
reaches the screen.
"""

from __future__ import annotations

import math
import random
from functools import lru_cache
from typing import Optional

import pygame

from popejoan.engine.cards import Card
from popejoan.ui import access, cards_art
from popejoan.ui import palette as pal
from popejoan.ui import theme
from popejoan.ui.animation import arc_point, lerp
from popejoan.ui.autosave import named_line
from popejoan.ui.cache import MB, BoundedCache, bounded_cache
from popejoan.ui.i18n import language
from popejoan.ui.scenes.table import captions
from popejoan.ui.scenes.table import keys as bindings
from popejoan.ui.scenes.table.dealer_draw import LIFT_PX, RING_H, RING_W
from popejoan.ui.fish import FishArt
from popejoan.ui.scenes.table.layout import TableLayout, keys_lines, plaque_fonts
from popejoan.ui.scenes.table.view import CardFlight, Prompt, TableView
from popejoan.ui.widgets import draw_focus_ring

CAPTION_MS = 2600.0
"""How long a caption stays at full strength (animation milliseconds) before it fades."""


def _text(text: str, size: int, colour: pal.Colour = pal.TEXT, *, bold: bool = False, gilt: bool = False,
          italic: bool = False, shadow: bool = True) -> pygame.Surface:
    """One line of text in the game's serif, with the font for its script (:func:`popejoan.ui.theme.render`,
    cached; the interface language may be Japanese or Russian)."""
    return theme.render(text, size, colour, theme.language_of(text), bold=bold, italic=italic, gilt=gilt,
                        shadow=shadow)


def _fitted(text: str, size: int, width: int, colour: pal.Colour = pal.TEXT, **style: bool) -> list[pygame.Surface]:
    """``text`` as lines no wider than ``width`` pixels: one line if it fits, else wrapped into two, smaller
    sizes tried down to 11 pixels; the last resort shortens the second line with "…"."""
    bold, italic = style.get("bold", False), style.get("italic", False)
    gilt = style.get("gilt", False)
    px = size
    lines = theme.wrap(text, px, width, bold=bold, italic=italic)
    while len(lines) > 2 and px > 11:
        px -= 1
        lines = theme.wrap(text, px, width, bold=bold, italic=italic)
    if len(lines) == 2:  # two lines of about the same length read better than a long one and a word
        total = theme.measure(text, px, bold=bold, italic=italic)[0]
        even = theme.wrap(text, px, min(width, total // 2 + px * 3), bold=bold, italic=italic)
        if len(even) == 2:
            lines = even
    if len(lines) > 2:
        lines = [lines[0], theme.ellipsize(" ".join(lines[1:]), px, width, bold=bold, italic=italic)]
    lines = [theme.ellipsize(line, px, width, bold=bold, italic=italic) for line in lines]
    return [_text(line, px, colour, bold=bold, gilt=gilt, italic=italic) for line in lines]


def _pass_line(who: str, pope_round: bool, index: int, size: int, width: int, style: dict[str, bool]) -> str:
    """Line ``index`` (0 the title, 1 who may look, 2 how to go on) of the pass card to ``who``, no wider than
    ``width`` pixels at ``size``: with the whole name where it fits, else the name cut short with "…"
    (:func:`popejoan.ui.theme.fit_name`), the line's own words kept."""
    line = captions.pass_to(who, pope_round)[index]
    if theme.measure(line, size, theme.language_of(line), **style)[0] <= width:
        return line
    words = captions.pass_to("", pope_round)[index]
    room = width - theme.measure(words, size, theme.language_of(words), **style)[0]
    return captions.pass_to(theme.fit_name(who, size, max(0, room), **style), pope_round)[index]


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
              left_edge: Optional[float] = None, height: Optional[int] = None, right_edge: Optional[float] = None,
              top_edge: Optional[float] = None) -> list[tuple[int, tuple[int, int]]]:
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
                    beside_ok: bool = True) -> tuple[float, tuple[float, float], dict[str, Optional[float]]]:
    """Where view position ``k``'s face-up hand of cards ``w`` pixels wide goes in a window of ``size`` pixels
    (:func:`open_hand_grid`): its rows' width and its centre, and the edges :func:`open_grid` takes
    (``left_edge``, ``right_edge``, ``top_edge``), all in pixels; ``beside_ok`` False keeps a side seat's hand
    below its plaque."""
    cx, cy = lay.fan_center(k)
    room = lay.small_w * 4.3 * 1.3  # the face-down fan's width, a little more
    edges: dict[str, Optional[float]] = {"left_edge": None, "right_edge": None, "top_edge": None}
    ax, ay = lay.seat_anchor(k)
    pw = lay.plaque[0]
    if math.sin(lay.seat_angle(k)) < -0.92:  # the seat facing the bottom one: beside its plaque
        edges["left_edge"] = ax + pw / 2 + 8 * lay.s
        room = max(room, min(lay.cx - w, size[0] - lay.margin) - edges["left_edge"])
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
                edges["right_edge"] = size[0] - lay.margin
                room = max(room, edges["right_edge"] - (lay.cx + lay.radius + rim))
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


class TablePainter:
    """Draws the table.

    Args:
        title: the ruleset's name, at the top left.
        deals_limit: the session's length in deals, or None.
        dead_hand: the ruleset's ``deal.dead_hand`` kind (names the dead hand's pile).

    Attributes:
        faces_drawn: the cards whose faces the last frame drew, with whose hand they were
            in (a seat) or ``None`` for public cards.
        plaque_text_rects: where the fish (or debt) and the dealer / level tag lie in each
            seat's plaque, relative to it.
        names_shown: each seat's name as its plaque shows it (a long one cut short with "…").
        pass_card_lines: the pass card's three lines as last drawn.
        pass_card_title_px: the size its title was last drawn at, pixels (smaller where the words are long).
        pass_card_note: the line above the pass card as last drawn ("Deal 3 resumed where it stopped"), or "".
        pass_card_players: under the pass card's sequence, who played its cards, as last drawn ("Ben: A♥ 2♥ ·
            Mrs Bennet: 3♥"), or "".
        stop_note_rect, caption_rect, tip_rect: where the last frame drew the stopped sequence's note, the
            caption ribbon and a hovered card's tip (pixels), or None.
        board_tip_rect: where the last frame drew the tip over a hovered compartment of the board, or None.
        past_note_rect: where the last frame drew the last stop's quieter note, once its sequence was swept
            aside (:attr:`TableView.past_stop_text`), or None.
    """

    def __init__(self, title: str, deals_limit: Optional[int], dead_hand: str) -> None:
        self.title = title
        self.session_name: Optional[str] = None
        """The name the players gave the session (a line of its own under the ruleset's), or None."""
        self.deals_limit = deals_limit
        self.dead_kind = dead_hand
        self.faces_drawn: list[tuple[Optional[int], Card]] = []
        self.plaque_text_rects: dict[int, tuple[pygame.Rect, Optional[pygame.Rect]]] = {}
        self.names_shown: dict[int, str] = {}
        self.pass_card_lines: tuple[str, str, str] = ("", "", "")
        self.pass_card_note = ""
        self.pass_card_players = ""
        self.pass_card_title_px = 0
        self.stop_note_rect: Optional[pygame.Rect] = None
        self.past_note_rect: Optional[pygame.Rect] = None
        self.caption_rect: Optional[pygame.Rect] = None
        self.tip_rect: Optional[pygame.Rect] = None
        self.board_tip_rect: Optional[pygame.Rect] = None
        self.pointer_at: Optional[pygame.Rect] = None
        self._background: Optional[pygame.Surface] = None
        self._fish: Optional[FishArt] = None
        self._plaques: dict[int, tuple[tuple, pygame.Surface, int]] = {}  # one per seat, replaced when it changes
        self._notes: dict[str, tuple[tuple, pygame.Surface]] = {}  # the stop's note, the last stop's: one each
        self._fans: BoundedCache[tuple[int, int, int, bool], tuple[pygame.Surface, int]] = BoundedCache(
            "fans", 8 * MB, 256)

    def reset(self) -> None:
        """Forget the cached images (the window changed size)."""
        self._background = None
        self._plaques = {}
        self._notes = {}
        self._fans.clear()

    def draw(self, surface: pygame.Surface, view: TableView, lay: TableLayout, prompt: Prompt) -> None:
        """Draw the table (or only the pass card while it is up)."""
        self.faces_drawn = []
        self.pointer_at = None
        self.caption_rect = self.tip_rect = self.board_tip_rect = None
        if self._background is None or self._background.get_size() != surface.get_size():
            self._background = self._render_background(surface.get_size())
        surface.blit(self._background, (0, 0))
        if prompt.pass_card is not None:
            # the pass card alone: the table and its buttons wait behind it
            self._draw_privacy(surface, view, lay, prompt.pass_card, prompt.pass_card_ready, prompt.pope_round,
                               prompt.pass_card_resumed)
            return
        view.board.draw(surface, lay.board_center(), view.hidden_board_fish)
        self._draw_piles(surface, view, lay, prompt)
        self._draw_dealer_draw(surface, view, lay)  # under the plaques, as a hand's cards lie
        for seat in range(view.players):
            self._draw_seat(surface, view, lay, prompt, seat)
        self._draw_sequence(surface, view, lay)
        if self.pointer_at is not None:  # over the sequence, should they meet
            self._draw_pointer(surface, self.pointer_at, lay)
        self._draw_flights(surface, view, lay)
        if view.flock is not None:
            view.flock.draw(surface)
        self.stop_note_rect = self._stop_note_place(view, lay)
        past = self._past_note(view, lay, prompt)
        self.past_note_rect = past[1] if past is not None else None
        self._draw_caption(surface, view, lay)
        self._draw_stop_note(surface, view, lay)  # over the ribbon's edge where they meet: it stays whole
        if past is not None:
            surface.blit(*past)
        self._draw_prompt(surface, view, lay, prompt)
        self._draw_stock_peek(surface, view, lay, prompt)
        self._draw_header(surface, lay, prompt)
        self._draw_toolbar(surface, view, lay, prompt)
        self._draw_tip(surface, view, lay, prompt)
        self._draw_board_tip(surface, view, lay, prompt)

    def _face(self, surface: pygame.Surface, c: Card, width: int, pos: tuple[int, int], owner: Optional[int],
              dim: bool = False) -> None:
        """Draw a card face, recording whose hand it came from (privacy tests read :attr:`faces_drawn`)."""
        self.faces_drawn.append((owner, c))
        img = cards_art.dimmed(c, width) if dim else cards_art.face(c, width)
        surface.blit(img, pos)

    def _render_background(self, size: tuple[int, int]) -> pygame.Surface:
        return table_background(size)

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

    def _draw_header(self, surface: pygame.Surface, lay: TableLayout, prompt: Prompt) -> None:
        """The ruleset, the session's name (when the players gave it one: quoted, cut with "…" if it must be)
        and the deal's number at the top left; the keys at the top right."""
        s = lay.s
        x, y = lay.title_pos()
        room = lay.title_width()
        title_px = max(12, int(18 * s))
        title = _text(theme.ellipsize(self.title, title_px, room, bold=True), title_px, gilt=True, bold=True)
        surface.blit(title, (x, y))
        text = prompt.subtitle if prompt.subtitle is not None else captions.deal_of(max(1, prompt.deal_number),
                                                                                   self.deals_limit)
        sub_px = max(10, int(14 * s))
        y += title.get_height()
        if self.session_name:  # (the layout keeps a line for it: ``subtitle_lines``)
            named = _text(named_line(self.session_name, "", sub_px, room, joint="", italic=True), sub_px,
                          pal.GILT_TEXT, italic=True)
            surface.blit(named, (x, y))
            y += named.get_height()
        for line in text.split("\n"):  # as many lines as the layout keeps room for (``subtitle_lines``)
            sub = _text(theme.ellipsize(line, sub_px, room, italic=True), sub_px, pal.TEXT_DIM, italic=True)
            surface.blit(sub, (x, y))
            y += sub.get_height()
        line = prompt.keys if prompt.keys is not None else bindings.header()
        right, bottom = lay.keys_pos()
        px = max(10, int(13 * s))
        if line:  # with larger text, wrapped (whole keys to a line) in the top right corner's room
            for part in keys_lines(line, px, lay.keys_width):
                keys = _text(part, px, pal.TEXT_DIM, italic=True)
                bottom = surface.blit(keys, keys.get_rect(topright=(right, bottom))).bottom
        if prompt.sound_note or prompt.muted:  # what M just did, a moment, in the text's full colour
            words = prompt.sound_note or captions.label(captions.SOUND_OFF_NOTE)
            bottom += int(2 * s)
            for part in theme.wrap(words, px, lay.keys_width, italic=True)[:2]:
                note = _text(part, px, pal.TEXT if prompt.sound_note else pal.TEXT_DIM, italic=True)
                bottom = surface.blit(note, note.get_rect(topright=(right, bottom))).bottom

    def _draw_toolbar(self, surface: pygame.Surface, view: TableView, lay: TableLayout, prompt: Prompt) -> None:
        """The record of play's small lacquer buttons, above the bottom seat's plaque."""
        if not prompt.toolbar:
            return
        s = lay.s
        size = max(12, int(15 * s))
        radius = max(4, int(7 * s))
        for label, rect in zip(prompt.toolbar, lay.toolbar_rects(len(prompt.toolbar))):
            hover = rect.collidepoint(view.mouse)
            pygame.draw.rect(surface, (0, 0, 0), rect.move(1, 2), border_radius=radius)
            pygame.draw.rect(surface, pal.OXBLOOD if hover else pal.LACQUER_BLACK, rect, border_radius=radius)
            pygame.draw.rect(surface, pal.GILT_LIGHT if hover else pal.GILT, rect, max(1, int(1.5 * s)),
                             border_radius=radius)
            txt = _text(captions.label(label), size, pal.TEXT, bold=hover)
            if txt.get_width() > rect.width - 8:
                txt = pygame.transform.smoothscale(txt, (rect.width - 8, txt.get_height()))
            surface.blit(txt, txt.get_rect(center=rect.center))

    def _stop_note_place(self, view: TableView, lay: TableLayout) -> Optional[pygame.Rect]:
        """Where the stopped sequence's reason lies (beside the sequence's last card), or None."""
        if not view.stop_text or not view.sequence:
            return None
        side, _ = lay.stop_note_room(len(view.sequence), view.keep_clear_left)
        img = self._stop_note_image(view, lay)
        return lay.stop_note_rect(len(view.sequence), img.get_size(), side, view.keep_clear_left)

    def _draw_stop_note(self, surface: pygame.Surface, view: TableView, lay: TableLayout) -> None:
        """Beside a stopped sequence: why it stopped, and who leads next (until the next lead sweeps it aside)."""
        if not view.stop_text or not view.sequence:
            return
        side, _ = lay.stop_note_room(len(view.sequence), view.keep_clear_left)
        note = self._stop_note_image(view, lay)
        surface.blit(note, lay.stop_note_rect(len(view.sequence), note.get_size(), side, view.keep_clear_left))

    def _stop_note_image(self, view: TableView, lay: TableLayout) -> pygame.Surface:
        """The stopped sequence's note: who leads next, and the reason, on black lacquer (faded as the sequence)."""
        s = lay.s
        side, width = lay.stop_note_room(len(view.sequence), view.keep_clear_left)
        who = view.names[view.stop_seat] if view.stop_seat is not None else ""
        tag = captions.stopped_tag(who)
        top, bottom = lay.note_span()  # it keeps between the caption and the hand: a size smaller if it must
        alpha = min(sc.alpha for sc in view.sequence)
        key = (tag, view.stop_text, width, s, top, bottom, alpha)
        cached = self._notes.get("stop")
        if cached is not None and cached[0] == key:  # drawn every frame while it is read: made once
            return cached[1]
        pad = max(4, int(8 * s))
        head_px, body_px = max(11, int(13 * s)), max(12, int(15 * s))
        head = _text(tag, head_px, pal.GILT, italic=True)
        reason = view.stop_text[:1].upper() + view.stop_text[1:]
        lines = theme.wrap(reason, body_px, width - 2 * pad)
        floor = max(12, int(body_px * 0.8))
        while body_px > floor and head.get_height() + pad + len(lines) * theme.measure("Ag", body_px)[1] > bottom - top:
            body_px -= 1
            lines = theme.wrap(reason, body_px, width - 2 * pad)
        body = [_text(line, body_px, pal.TEXT) for line in lines]
        note = _note_card(head, body, pad, (225, 255), max(1, int(1.5 * s)), max(4, int(8 * s)))
        if alpha < 255:
            note.set_alpha(alpha)
        self._notes["stop"] = (key, note)
        return note

    def _past_note(self, view: TableView, lay: TableLayout,
                   prompt: Prompt) -> Optional[tuple[pygame.Surface, pygame.Rect]]:
        """The last stop's note once its sequence is swept aside (:attr:`TableView.past_stop_text`), quieter than
        a stopped sequence's: where it lay, beside the swept sequence's last card, or beside the next card of
        the new sequence once that reaches it; None when there is none, or a stop's note, or a Pope offer's
        buttons are on show in that row."""
        if not view.past_stop_text or view.stop_text or prompt.decision in ("pope_offer", "pope_not_held"):
            return None
        s = lay.s
        cards = max(view.past_stop_cards, len(view.sequence) + 1)  # clear of the card still to land
        _, width = lay.stop_note_room(cards, view.keep_clear_left)
        pad = max(3, int(6 * s))
        head_px, body_px = max(10, int(12 * s)), max(12, int(14 * s))
        if width < 4 * body_px:
            return None  # no room left beside the sequence
        tag = captions.past_stop_tag()
        key = (tag, view.past_stop_text, width, s)
        cached = self._notes.get("past")
        if cached is not None and cached[0] == key:
            note = cached[1]
            return note, lay.stop_note_rect(cards, note.get_size(), "right", view.keep_clear_left)
        head = _text(tag, head_px, pal.GILT_TEXT, italic=True)
        reason = view.past_stop_text[:1].upper() + view.past_stop_text[1:]
        lines = theme.wrap(reason, body_px, width - 2 * pad)
        body = [_text(line, body_px, pal.TEXT_DIM) for line in lines]
        note = _note_card(head, body, pad, (150, 150), 1, max(3, int(6 * s)))  # quieter: more of the baize through
        note.set_alpha(200)
        self._notes["past"] = (key, note)
        return note, lay.stop_note_rect(cards, note.get_size(), "right", view.keep_clear_left)

    def _draw_piles(self, surface: pygame.Surface, view: TableView, lay: TableLayout, prompt: Prompt) -> None:
        """The dead hand / stock, the undealt cards, and the turn-up with the trump suit named."""
        s = lay.s
        w = lay.pile_w
        h = cards_art.card_height(w)
        if view.dead_count or view.undealt_count or prompt.in_deal:
            x, y = lay.dead_pos
            for count, label, dy in ((view.dead_count, captions.dead_hand_label(self.dead_kind), 0.0),
                                     (view.undealt_count, captions.label(captions.UNDEALT), lay.undealt_pos[1] - lay.dead_pos[1])):
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
            k = 0.35 + 0.65 * view.turn_up_scale
            ww = max(4, int(w * k))
            img = cards_art.face(view.turn_up, w)
            self.faces_drawn.append((None, view.turn_up))
            if ww != w:
                img = pygame.transform.smoothscale(img, (ww, cards_art.card_height(ww)))
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
        pygame.draw.rect(img, pal.mix(pal.LACQUER, pal.LACQUER_BLACK, 0.3), rect.inflate(-4, -4), border_radius=int(8 * s))
        pygame.draw.rect(img, pal.GILT if to_move else pal.GILT_DARK, rect, max(1, int(2 * s)), border_radius=int(9 * s))
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
            if flip < 1.0:
                # turning over: the back narrows, then the face widens
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
        face_up = f.card is not None and (arriving or not f.flip)
        if face_up:
            self.faces_drawn.append((None, f.card))
            img = cards_art.face(f.card, art_w)
        else:
            img = cards_art.back(art_w)
        size = (w, cards_art.card_height(w))
        if img.get_size() != size:
            img = pygame.transform.smoothscale(img, size)
        else:
            img = img.copy()
        img.set_alpha(alpha)
        surface.blit(img, img.get_rect(center=(int(x), int(y))))

    def _draw_caption(self, surface: pygame.Surface, view: TableView, lay: TableLayout) -> None:
        if not view.caption:
            return
        age = view.caption_age
        alpha = 255 if age < CAPTION_MS else max(0, 255 - int((age - CAPTION_MS) / 4))
        if alpha <= 0:
            return
        s = lay.s
        # a caption wider than the window (a long name, a share-out card winning three compartments)
        # breaks into lines, and steps down a size if it still needs more than two
        # centred on the board, or moved along to keep clear of the sides and of a replay's controls
        left, right = lay.caption_span(view.keep_clear_left)
        room = max(100, int(right - left) - int(48 * s))
        titles = subs = []
        for k in (1.0, 0.92, 0.85):  # a size or two smaller before a second line, which takes the board's room
            title_px, sub_px = max(14, int(22 * s * k)), max(11, int(15 * s * k))
            titles = _fitted(view.caption, title_px, room, gilt=True, bold=True)
            subs = _fitted(view.caption_sub, sub_px, room, pal.TEXT, italic=True) if view.caption_sub else []
            if len(titles) + len(subs) <= 2:
                break
        lines = titles + subs
        w = max(img.get_width() for img in lines) + int(48 * s)
        h = sum(img.get_height() for img in lines) - int(2 * s) * len(subs) + int(10 * s)
        rect = pygame.Rect(0, 0, w, h)
        rect.center = (int(lay.cx), int(lay.caption_y + (h - titles[0].get_height() - int(10 * s)) / 2))
        # its foot stays above the sequence (a taller face, Japanese, or a second line grows it upwards)
        rect.bottom = min(rect.bottom, int(lay.caption_bottom))
        rect.centerx = int(min(max(lay.cx, left + w / 2), max(left + w / 2, right - w / 2)))
        note = self.stop_note_rect or self.past_note_rect
        if note is not None and rect.colliderect(note):  # a stopped sequence's reason lies there: stand clear
            rect.bottom = note.top - int(4 * s)
        board_foot = int(lay.cy + lay.radius + 2 * s)
        if rect.top < board_foot and not view.sequence and note is None:
            # more lines than the band holds, and no sequence on the table: down into the sequence's row
            rect.top = min(board_foot, int(lay.note_span()[1]) - rect.height)
        ribbon = pygame.Surface(rect.size, pygame.SRCALPHA)
        radius = int(min(h, titles[0].get_height() * 2) / 2)
        pygame.draw.rect(ribbon, (*pal.LACQUER_BLACK, 215), ribbon.get_rect(), border_radius=radius)
        pygame.draw.rect(ribbon, (*pal.GILT_DARK, 255), ribbon.get_rect(), max(1, int(1.5 * s)), border_radius=radius)
        y = int(4 * s)
        for img in titles:
            ribbon.blit(img, img.get_rect(midtop=(w // 2, y)))
            y += img.get_height()
        for img in subs:
            ribbon.blit(img, img.get_rect(midtop=(w // 2, y - int(2 * s))))
            y += img.get_height() - int(2 * s)
        if alpha < 255:
            ribbon.set_alpha(alpha)
        surface.blit(ribbon, rect)
        self.caption_rect = rect

    def _draw_prompt(self, surface: pygame.Surface, view: TableView, lay: TableLayout, prompt: Prompt) -> None:
        seat = prompt.human
        s = lay.s
        if seat is None:
            return
        if prompt.decision in ("pope_offer", "pope_not_held"):
            if prompt.decision == "pope_offer":
                buttons = list(zip(lay.offer_rects(), captions.OFFER_BUTTONS))
            else:  # the Pope's round, to a player who does not hold it: one button passes the screen on
                buttons = [(lay.pass_on_rect(), captions.PASS_ON_BUTTON)]
            for i, (rect, label) in enumerate(buttons):
                chosen = i == view.offer_choice or len(buttons) == 1
                hover = rect.collidepoint(view.mouse)
                pygame.draw.rect(surface, (0, 0, 0), rect.move(2, 3), border_radius=int(10 * s))
                pygame.draw.rect(surface, pal.OXBLOOD if (chosen or hover) else pal.LACQUER_BLACK, rect, border_radius=int(10 * s))
                pygame.draw.rect(surface, pal.GILT_LIGHT if chosen else pal.GILT_DARK, rect, max(1, int(2 * s)), border_radius=int(10 * s))
                # the label within its button: at a large interface size the buttons keep to the sequence's
                # row (cards grow more slowly than words), so the words are sized to the button
                words = captions.label(label)
                px = theme.fit_size(words, min(max(12, int(18 * s)), max(10, int(rect.height * 0.62))),
                                    rect.width - int(16 * s), theme.language_of(words), smallest=0.7, bold=True)
                txt = _text(theme.ellipsize(words, px, rect.width - int(16 * s), theme.language_of(words), bold=True),
                            px, gilt=True, bold=True)
                surface.blit(txt, txt.get_rect(center=rect.center))
                if chosen:  # the keyboard's answer (Enter gives it): the shell's focus ring, not a colour alone
                    draw_focus_ring(surface, rect, s)

    def _draw_tip(self, surface: pygame.Surface, view: TableView, lay: TableLayout, prompt: Prompt) -> None:
        """The tip over the hovered card of the hand to play, drawn last: over the record's buttons too, and
        inside the window (a playtest at 200 % saw it under "Deal log (L)")."""
        seat = prompt.human
        s = lay.s
        if seat is None or prompt.tip is None or prompt.decision in ("pope_offer", "pope_not_held"):
            return
        room = surface.get_width() - int(32 * s)  # the tip's words within the window, however long
        language = theme.language_of(prompt.tip)
        px = theme.fit_size(prompt.tip, max(11, int(15 * s)), room, language, smallest=0.75, bold=True)
        tip = _text(theme.ellipsize(prompt.tip, px, room, language, bold=True), px, pal.INK, bold=True, shadow=False)
        for c, rect in lay.hand_rects(view.hands[seat], prompt.legal, view.hover_card):
            if c == view.hover_card:
                box = tip.get_rect(midbottom=(rect.centerx, min(rect.top, lay.hand_y - lay.hand_raise) - int(8 * s))).inflate(int(16 * s), int(8 * s))
                box.clamp_ip(surface.get_rect())
                box = self.tip_rect = self._clear_of_note(box, surface.get_rect(), s)
                pygame.draw.rect(surface, (0, 0, 0), box.move(2, 2), border_radius=int(6 * s))
                pygame.draw.rect(surface, pal.IVORY, box, border_radius=int(6 * s))
                pygame.draw.rect(surface, pal.GILT_DARK, box, 1, border_radius=int(6 * s))
                surface.blit(tip, tip.get_rect(center=box.center))
                break

    def _draw_board_tip(self, surface: pygame.Surface, view: TableView, lay: TableLayout, prompt: Prompt) -> None:
        """The tip over the compartment of the board under the mouse (:attr:`Prompt.board_tip`): its name and fish
        on the first line, where they came from on the second, in a card beside the pointer, inside the window."""
        if prompt.board_tip is None:
            return
        s = lay.s
        title, detail = prompt.board_tip
        window = surface.get_rect()
        room = min(window.width - int(32 * s), int(460 * s))
        pad_x, pad_y, gap = int(10 * s), int(6 * s), int(3 * s)
        px = max(11, int(15 * s))
        head = _text(theme.ellipsize(title, px, room, theme.language_of(title), bold=True), px, pal.INK, bold=True,
                     shadow=False)
        small = max(11, int(13 * s))
        lines = [_text(line, small, pal.INK, shadow=False)
                 for line in theme.wrap(detail, small, room, theme.language_of(detail))[:3]]
        width = max([head.get_width()] + [line.get_width() for line in lines]) + 2 * pad_x
        height = head.get_height() + sum(line.get_height() for line in lines) + gap * len(lines) + 2 * pad_y
        box = pygame.Rect(0, 0, width, height)
        mx, my = view.mouse
        box.bottomleft = (mx + int(14 * s), my - int(10 * s))  # above and right of the pointer: the well stays seen
        if box.top < window.top:
            box.top = my + int(22 * s)
        box.clamp_ip(window)
        self.board_tip_rect = box
        pygame.draw.rect(surface, (0, 0, 0), box.move(2, 2), border_radius=int(6 * s))
        pygame.draw.rect(surface, pal.IVORY, box, border_radius=int(6 * s))
        pygame.draw.rect(surface, pal.GILT_DARK, box, 1, border_radius=int(6 * s))
        y = box.y + pad_y
        surface.blit(head, (box.x + pad_x, y))
        y += head.get_height() + gap
        for line in lines:
            surface.blit(line, (box.x + pad_x, y))
            y += line.get_height() + gap

    def _clear_of_note(self, box: pygame.Rect, window: pygame.Rect, s: float) -> pygame.Rect:
        """A card's tip moved clear of the stopped sequence's note (pixels): beside it where the tip still stands
        over its card's column, else above it (the last stop's quieter note too)."""
        note = self.stop_note_rect or self.past_note_rect
        if note is None or not box.colliderect(note):
            return box
        gap = max(2, int(4 * s))
        left, right, above = box.copy(), box.copy(), box.copy()
        left.right = note.left - gap
        right.left = note.right + gap
        above.bottom = note.top - gap
        for option in (left, right, above):
            if window.contains(option) and not option.colliderect(note) and abs(option.centerx - box.centerx) <= box.width:
                return option
        above.clamp_ip(window)
        return above

    def _draw_privacy(self, surface: pygame.Surface, view: TableView, lay: TableLayout, seat: int,
                      ready: bool, pope_round: bool = False, resumed: Optional[int] = None) -> None:
        s = lay.s
        W, H = surface.get_size()
        veil = pygame.Surface((W, H))
        veil.fill(pal.LACQUER_BLACK)
        surface.blit(veil, (0, 0))
        card = pygame.Rect(0, 0, int(460 * s), int(300 * s))
        card.center = (W // 2, H // 2)
        pygame.draw.rect(surface, (0, 0, 0), card.move(int(6 * s), int(8 * s)), border_radius=int(18 * s))
        pygame.draw.rect(surface, pal.OXBLOOD, card, border_radius=int(18 * s))
        pygame.draw.rect(surface, pal.GILT, card, max(2, int(3 * s)), border_radius=int(18 * s))
        pygame.draw.rect(surface, pal.GILT_DARK, card.inflate(-int(18 * s), -int(18 * s)), 1, border_radius=int(12 * s))
        inner = card.width - int(48 * s)
        who = view.names[seat]
        # each line a little smaller where its words are long (Japanese, Russian), so that the name is read
        # whole; a name too long even then is cut short, line by line, never the whole of it
        whole = captions.pass_to(who, pope_round)
        styles: tuple[dict[str, bool], ...] = ({"bold": True}, {"italic": True}, {})
        sizes = tuple(theme.fit_size(line, px, inner, theme.language_of(line), smallest=least, **style)
                      for line, px, least, style in zip(whole, (max(20, int(46 * s)), max(12, int(18 * s)),
                                                                max(12, int(16 * s))), (0.6, 0.75, 0.75), styles))
        big = sizes[0]
        self.pass_card_title_px = big
        self.pass_card_lines = line1, line2, line3 = tuple(
            _pass_line(who, pope_round, i, px, inner, style) for i, (px, style) in enumerate(zip(sizes, styles)))
        t1 = _text(line1, big, gilt=True, bold=True)
        t2 = _text(line2, sizes[1], pal.TEXT, italic=True)
        t3 = _text(line3, sizes[2], pal.TEXT if ready else pal.TEXT_DIM)
        surface.blit(t1, t1.get_rect(center=(card.centerx, card.y + int(95 * s))))
        surface.blit(t2, t2.get_rect(center=(card.centerx, card.y + int(165 * s))))
        surface.blit(t3, t3.get_rect(center=(card.centerx, card.y + int(225 * s))))
        art = view.board.fish_art
        if art is not None:  # a little pair of fish under the title, like a printed vignette
            art.draw(surface, (card.centerx - art.length * 0.7, card.y + int(132 * s)), 180)
            art.draw(surface, (card.centerx + art.length * 0.7, card.y + int(132 * s)), 0)
        self.pass_card_note = ""
        if resumed is not None:  # a deal taken up from a save: said above the card, before any hand is shown
            self.pass_card_note = captions.resumed(resumed, "")[0]
            note = _text(self.pass_card_note, max(12, int(18 * s)), pal.GILT_TEXT, italic=True)
            surface.blit(note, note.get_rect(midbottom=(card.centerx, card.y - int(14 * s))))
        self._draw_pass_sequence(surface, view, lay, card)

    def _draw_pass_sequence(self, surface: pygame.Surface, view: TableView, lay: TableLayout,
                            card: pygame.Rect) -> None:
        """Under the pass card: the last sequence face up, who played its cards, and why it stopped (public, so anyone
        may read it: a playtest could not tell who had played what until past the card)."""
        self.pass_card_players = ""
        if not view.sequence:
            return
        s = lay.s
        W, H = surface.get_size()
        y = card.bottom + int(14 * s)
        label = captions.last_sequence() if view.stop_text else captions.sequence_so_far()
        head = _text(label, max(11, int(14 * s)), pal.GILT_TEXT, italic=True)
        surface.blit(head, head.get_rect(midtop=(card.centerx, y)))
        y += head.get_height() + int(4 * s)
        w = lay.seq_w
        h = cards_art.card_height(w)
        room = H - y - int(8 * s)
        runs: list[tuple[str, list[Card]]] = []  # who played which cards, in order (a run of one seat together)
        for sc in view.sequence:
            if runs and runs[-1][0] == view.names[sc.seat]:
                runs[-1][1].append(sc.card)
            else:
                runs.append((view.names[sc.seat], [sc.card]))
        self.pass_card_players = captions.sequence_players(runs)
        reason = view.stop_text[:1].upper() + view.stop_text[1:]
        size = max(12, int(15 * s))
        width = int(min(W - 40 * s, 620 * s))
        players = theme.wrap(self.pass_card_players, size, width, italic=True)
        lines = theme.wrap(reason, size, width, theme.language_of(reason)) if reason else []
        text_h = (len(players) + len(lines)) * int(size * 1.3)
        if h + text_h + int(6 * s) > room:
            w = max(18, int(w * max(0.4, (room - text_h - 6 * s) / h)))
            h = cards_art.card_height(w)
        step = min(w * 0.8, (W - 40 * s - w) / max(1, len(view.sequence) - 1))
        left = card.centerx - (w + step * (len(view.sequence) - 1)) / 2
        for i, sc in enumerate(view.sequence):
            self._face(surface, sc.card, w, (int(left + i * step), int(y)), None)
        y += h + int(6 * s)
        for line, style in [(line, {"italic": True}) for line in players] + [(line, {}) for line in lines]:
            txt = _text(line, size, pal.TEXT_DIM if style else pal.TEXT, **style)
            surface.blit(txt, txt.get_rect(midtop=(card.centerx, y)))
            y += int(size * 1.3)


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


def _note_card(head: pygame.Surface, body: list[pygame.Surface], pad: int, alphas: tuple[int, int], border: int,
               radius: int) -> pygame.Surface:
    """A note beside a sequence: ``head`` over the ``body`` lines, on black lacquer with a dark gilt edge.

    Args:
        head, body: the rendered heading and lines.
        pad: the margin, pixels. alphas: the lacquer's and the edge's opacity (0-255).
        border, radius: the edge's width and the corners' radius, pixels.
    """
    w = max([head.get_width()] + [b.get_width() for b in body]) + 2 * pad
    h = head.get_height() + sum(b.get_height() for b in body) + pad
    note = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(note, (*pal.LACQUER_BLACK, alphas[0]), note.get_rect(), border_radius=radius)
    pygame.draw.rect(note, (*pal.GILT_DARK, alphas[1]), note.get_rect(), border, border_radius=radius)
    y = pad // 2
    for line in (head, *body):
        note.blit(line, (pad, y))
        y += line.get_height()
    return note
