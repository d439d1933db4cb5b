"""The painter's pass card: the card that hides the table while it passes between people at one screen.

Holds :func:`_pass_line` and :class:`PassCardPainting`, the part of
:class:`~popejoan.ui.scenes.table.painter.TablePainter` that draws the pass card (who it waits for, who may look,
how to go on) with the sequence a resumed deal stopped at, and records its lines (``pass_card_lines``, ...).
When to show it is the hot seat's (:mod:`~popejoan.ui.scenes.table.hotseat`); it draws nothing else.
"""

from __future__ import annotations

import pygame

from popejoan.engine.cards import Card
from popejoan.ui import cards_art, theme
from popejoan.ui import palette as pal
from popejoan.ui.scenes.table import captions
from popejoan.ui.scenes.table.layout import TableLayout
from popejoan.ui.scenes.table.painter_text import DrawsFace, _text
from popejoan.ui.scenes.table.view import TableView


def _pass_line(who: str, pope_round: bool, index: int, size: int, width: int, style: dict[str, bool]) -> str:
    """Line ``index`` (0 the title, 1 who may look, 2 how to go on) of the pass card to ``who``, no wider than
    ``width`` pixels at ``size``: with the whole name where it fits, else the name cut short with "…"
    (:func:`popejoan.ui.theme.fit_name`), the line's own words kept."""
    line = captions.pass_to(who, pope_round)[index]
    if theme.measure(line, size, theme.language_of(line), **style)[0] <= width:
        return line
    words = captions.pass_to("", pope_round)[index]
    room = width - theme.measure(words, size, theme.language_of(words), **style)[0]
    return captions.pass_to(theme.fit_name(who, size, max(0, room), None, **style), pope_round)[index]


class PassCardPainting:
    """The pass card: a base of :class:`~popejoan.ui.scenes.table.painter.TablePainter`, drawing with :meth:`_face`
    and recording the lines it drew on its attributes."""

    # the painter's state it records and the call it draws with
    # (:class:`~popejoan.ui.scenes.table.painter.TablePainter`)
    pass_card_lines: tuple[str, str, str]
    pass_card_note: str
    pass_card_players: str
    pass_card_title_px: int
    _face: DrawsFace

    def _draw_privacy(self, surface: pygame.Surface, view: TableView, lay: TableLayout, seat: int,
                      ready: bool, pope_round: bool = False, resumed: int | None = None, *,
                      wait: float | None = None, refused: bool = False) -> None:
        """The pass card to ``seat`` over the whole table; ``ready``: a press lifts it now (its last line lit);
        ``wait``: the share of its guard run (a bar under the last line fills, None: no bar); ``refused``: it
        has just ignored a press (the last line and the bar light up: not yet)."""
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
        line1, line2, line3 = (_pass_line(who, pope_round, i, px, inner, style)
                               for i, (px, style) in enumerate(zip(sizes, styles)))
        self.pass_card_lines = line1, line2, line3
        t1 = _text(line1, big, gilt=True, bold=True)
        t2 = _text(line2, sizes[1], pal.TEXT, italic=True)
        t3 = _text(line3, sizes[2], pal.HIGHLIGHT if refused else pal.TEXT if ready else pal.TEXT_DIM)
        surface.blit(t1, t1.get_rect(center=(card.centerx, card.y + int(95 * s))))
        surface.blit(t2, t2.get_rect(center=(card.centerx, card.y + int(165 * s))))
        surface.blit(t3, t3.get_rect(center=(card.centerx, card.y + int(225 * s))))
        self.pass_card_wait, self.pass_card_refused = wait, refused
        if wait is not None:  # not ready yet: a bar under the last line fills as the guard runs out
            bar = pygame.Rect(0, 0, int(inner * 0.5), max(3, int(5 * s)))
            bar.midtop = (card.centerx, card.y + t3.get_rect(center=(0, int(225 * s))).bottom + max(3, int(8 * s)))
            pygame.draw.rect(surface, pal.GILT_DARK, bar, border_radius=bar.h // 2)
            filled = bar.copy()
            filled.width = max(bar.h, int(bar.w * min(1.0, wait)))
            pygame.draw.rect(surface, pal.HIGHLIGHT if refused else pal.GILT, filled, border_radius=bar.h // 2)
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
