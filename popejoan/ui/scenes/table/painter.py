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

This module holds :class:`TablePainter` only: its state, its caches, and the order a frame is drawn in. Each area
of the table is drawn by a base of it, in a module of its own:

- :mod:`~popejoan.ui.scenes.table.painter_board`: the baize, the piles, the stock, the draw for the dealer, the
  sequence and the cards in flight;
- :mod:`~popejoan.ui.scenes.table.painter_seats`: each seat's hand (fanned, face up, laid open) and its plaque;
- :mod:`~popejoan.ui.scenes.table.painter_notes`: the header, the toolbar, the caption, the stop notes, the prompt
  and the tips;
- :mod:`~popejoan.ui.scenes.table.painter_pass_card`: the pass card between people;
- :mod:`~popejoan.ui.scenes.table.painter_text`: the text and the note card they all use.
"""

from __future__ import annotations

import pygame

from popejoan.engine.cards import Card
from popejoan.ui import cards_art
from popejoan.ui.cache import MB, BoundedCache
from popejoan.ui.scenes.table.layout import TableLayout
from popejoan.ui.scenes.table.painter_board import BoardPainting, table_background
from popejoan.ui.scenes.table.painter_notes import CAPTION_MS, NotePainting
from popejoan.ui.scenes.table.painter_pass_card import PassCardPainting
from popejoan.ui.scenes.table.painter_seats import SeatPainting
from popejoan.ui.scenes.table.view import Prompt, TableView

__all__ = ["TablePainter", "table_background", "CAPTION_MS"]


class TablePainter(BoardPainting, SeatPainting, NotePainting, PassCardPainting):
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
        motion_drawn: the in-between motions the last frame drew: ``"flip"`` (a hand turning over), ``"grow"`` (the
            turn-up growing), ``"flight"`` (a card on its way), ``"lift"`` (the draw's lowest card rising); none
            with reduced motion, which fades instead.
        pass_card_wait: the share of the pass card's guard its bar last showed run (0.0 to 1.0), or None: no bar.
        pass_card_refused: the pass card last drew its sign that it ignored a press.
        pass_card_note: the line above the pass card as last drawn ("Deal 3 resumed where it stopped"), or "".
        pass_card_players: under the pass card's sequence, who played its cards, as last drawn ("Ben: A♥ 2♥ ·
            Mrs Bennet: 3♥"), or "".
        stop_note_rect, caption_rect, tip_rect: where the last frame drew the stopped sequence's note, the
            caption ribbon and a hovered card's tip (pixels), or None.
        board_tip_rect: where the last frame drew the tip over a hovered compartment of the board, or None.
        past_note_rect: where the last frame drew the last stop's quieter note, once its sequence was swept
            aside (:attr:`TableView.past_stop_text`), or None.
    """

    def __init__(self, title: str, deals_limit: int | None, dead_hand: str) -> None:
        self.title = title
        self.session_name: str | None = None
        """The name the players gave the session (a line of its own under the ruleset's), or None."""
        self.deals_limit = deals_limit
        self.dead_kind = dead_hand
        self.faces_drawn: list[tuple[int | None, Card]] = []
        self.motion_drawn: list[str] = []
        self.plaque_text_rects: dict[int, tuple[pygame.Rect, pygame.Rect | None]] = {}
        self.names_shown: dict[int, str] = {}
        self.pass_card_lines: tuple[str, str, str] = ("", "", "")
        self.pass_card_note = ""
        self.pass_card_players = ""
        self.pass_card_title_px = 0
        self.pass_card_wait: float | None = None
        self.pass_card_refused = False
        self.stop_note_rect: pygame.Rect | None = None
        self.past_note_rect: pygame.Rect | None = None
        self.caption_rect: pygame.Rect | None = None
        self.tip_rect: pygame.Rect | None = None
        self.board_tip_rect: pygame.Rect | None = None
        self.pointer_at: pygame.Rect | None = None
        self._background: pygame.Surface | None = None
        self._fish = None
        self._plaques = {}  # one per seat, replaced when it changes
        self._notes = {}  # the stop's note, the last stop's: one each
        self._fans = BoundedCache("fans", 8 * MB, 256)

    def reset(self) -> None:
        """Forget the cached images (the window changed size)."""
        self._background = None
        self._plaques = {}
        self._notes = {}
        self._fans.clear()

    def draw(self, surface: pygame.Surface, view: TableView, lay: TableLayout, prompt: Prompt) -> None:
        """Draw the table (or only the pass card while it is up)."""
        self.faces_drawn = []
        self.motion_drawn = []
        self.pointer_at = None
        self.caption_rect = self.tip_rect = self.board_tip_rect = None
        if self._background is None or self._background.get_size() != surface.get_size():
            self._background = self._render_background(surface.get_size())
        surface.blit(self._background, (0, 0))
        if prompt.pass_card is not None:
            # the pass card alone: the table and its buttons wait behind it
            self._draw_privacy(surface, view, lay, prompt.pass_card, prompt.pass_card_ready, prompt.pope_round,
                               prompt.pass_card_resumed, wait=prompt.pass_card_wait, refused=prompt.pass_card_refused)
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

    def _face(self, surface: pygame.Surface, c: Card, width: int, pos: tuple[int, int], owner: int | None,
              dim: bool = False) -> None:
        """Draw a card face, recording whose hand it came from (privacy tests read :attr:`faces_drawn`)."""
        self.faces_drawn.append((owner, c))
        img = cards_art.dimmed(c, width) if dim else cards_art.face(c, width)
        surface.blit(img, pos)

    def _render_background(self, size: tuple[int, int]) -> pygame.Surface:
        return table_background(size)
