"""The painter's words over the table: the header and the toolbar, the caption ribbon, the stopped sequence's
note and the last stop's quieter one, the prompt (the Pope offer's buttons), and the tips.

Holds :data:`CAPTION_MS` and :class:`NotePainting`, the part of
:class:`~popejoan.ui.scenes.table.painter.TablePainter` that draws them and records where they lie
(``caption_rect``, ``stop_note_rect``, ``tip_rect``, ...). What they say is
:mod:`~popejoan.ui.scenes.table.captions`'; the pass card between people is ``painter_pass_card``'s.
"""

from __future__ import annotations

import pygame

from popejoan.ui import cards_art, theme
from popejoan.ui import palette as pal
from popejoan.ui.autosave import named_line
from popejoan.ui.scenes.table import captions
from popejoan.ui.scenes.table import keys as bindings
from popejoan.ui.scenes.table.layout import TableLayout, keys_lines
from popejoan.ui.scenes.table.painter_text import _fitted, _note_card, _text
from popejoan.ui.scenes.table.tip_place import card_corners, clear_place
from popejoan.ui.scenes.table.view import Prompt, TableView
from popejoan.ui.widgets import draw_focus_ring

CAPTION_MS = 2600.0
"""How long a caption stays at full strength (animation milliseconds) before it fades."""


class NotePainting:
    """The words over the table: a base of :class:`~popejoan.ui.scenes.table.painter.TablePainter`, drawing with
    its note cache and recording where each note lies on its attributes."""

    # the painter's state it reads and records (set in :class:`~popejoan.ui.scenes.table.painter.TablePainter`)
    title: str
    session_name: str | None
    deals_limit: int | None
    stop_note_rect: pygame.Rect | None
    past_note_rect: pygame.Rect | None
    caption_rect: pygame.Rect | None
    tip_rect: pygame.Rect | None
    board_tip_rect: pygame.Rect | None
    _notes: dict[str, tuple[tuple[object, ...], pygame.Surface]]

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

    def _stop_note_place(self, view: TableView, lay: TableLayout) -> pygame.Rect | None:
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
                   prompt: Prompt) -> tuple[pygame.Surface, pygame.Rect] | None:
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
                pygame.draw.rect(surface, pal.OXBLOOD if (chosen or hover) else pal.LACQUER_BLACK, rect,
                                 border_radius=int(10 * s))
                pygame.draw.rect(surface, pal.GILT_LIGHT if chosen else pal.GILT_DARK, rect, max(1, int(2 * s)),
                                 border_radius=int(10 * s))
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
        hand = lay.hand_rects(view.hands[seat], prompt.legal, view.hover_card)
        for c, rect in hand:
            if c == view.hover_card:
                anchor = (rect.centerx, min(rect.top, lay.hand_y - lay.hand_raise) - int(8 * s))
                obstacles = self._tip_obstacles(view, lay, prompt, [r for _, r in hand])
                placed: tuple[pygame.Surface, pygame.Rect] | None = None
                # on one line, or the same words in two or three shorter ones: whichever lies clear nearest its
                # card, on the table inside the rail (a line more costs as much as moving a line's height)
                table = lay.inner_rect()
                cost = 0.0
                for lines in (1, 2, 3):
                    image = tip if lines == 1 else self._tip_lines(prompt.tip, px, tip.get_width() // lines + px * 2)
                    box = image.get_rect(midbottom=anchor).inflate(int(16 * s), int(8 * s))
                    box.clamp_ip(table)
                    spot = clear_place(box, obstacles, table, max(2, int(4 * s)))
                    if spot is None:
                        continue
                    moved = abs(spot.centerx - anchor[0]) + 2.0 * abs(spot.bottom - anchor[1]) + (lines - 1) * 2 * px
                    if placed is None or moved < cost:
                        placed, cost = (image, spot), moved
                if placed is None:  # nowhere clear (a tiny window): where it was, clear of the stop's note
                    box = tip.get_rect(midbottom=anchor).inflate(int(16 * s), int(8 * s))
                    box.clamp_ip(surface.get_rect())
                    placed = (tip, self._clear_of_note(box, surface.get_rect(), s))
                image, box = placed
                self.tip_rect = box
                pygame.draw.rect(surface, (0, 0, 0), box.move(2, 2), border_radius=int(6 * s))
                pygame.draw.rect(surface, pal.IVORY, box, border_radius=int(6 * s))
                pygame.draw.rect(surface, pal.GILT_DARK, box, 1, border_radius=int(6 * s))
                surface.blit(image, image.get_rect(center=box.center))
                break

    def _tip_lines(self, words: str, px: int, width: int) -> pygame.Surface:
        """A tip's ``words`` wrapped to lines no wider than ``width`` pixels, ``px`` pixels bold ink, centred."""
        language = theme.language_of(words)
        lines = [_text(line, px, pal.INK, bold=True, shadow=False)
                 for line in theme.wrap(words, px, width, language, bold=True)]
        out = pygame.Surface((max(line.get_width() for line in lines), sum(line.get_height() for line in lines)),
                             pygame.SRCALPHA)
        y = 0
        for line in lines:
            out.blit(line, line.get_rect(midtop=(out.get_width() // 2, y)))
            y += line.get_height()
        return out

    def _tip_obstacles(self, view: TableView, lay: TableLayout, prompt: Prompt,
                       hand: list[pygame.Rect], board: bool = True) -> list[pygame.Rect]:
        """What a tip must not cover (pixels), as this frame drew it: the caption ribbon, the stop's notes, the
        record of play's buttons, every plaque and the other seats' cards, the header, the piles, the board's
        square (unless ``board`` is False: the board's own tip), and the corners of the sequence's cards and of
        the hand's (``hand``: its cards' rectangles)."""
        out = [r for r in (self.caption_rect, self.stop_note_rect, self.past_note_rect) if r is not None]
        out += lay.toolbar_rects(len(prompt.toolbar)) if prompt.toolbar else []
        out += [lay.plaque_rect(k) for k in range(lay.players)]
        out += [lay.fan_box(lay.fan_center(k)) for k in range(1, lay.players)]
        out += lay.header_rects() + [lay.piles_rect()]
        r = lay.radius
        if board:
            out.append(pygame.Rect(int(lay.cx - r), int(lay.cy - r), 2 * r, 2 * r))
        w = lay.seq_w
        h = cards_art.card_height(w)
        dx = lay.seq_shift(view.keep_clear_left)
        seq = [pygame.Rect(int(sc.pos[0] + dx - w / 2), int(sc.pos[1] - h / 2), w, h) for sc in view.sequence]
        return out + card_corners(seq + hand)

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
        # clear of the plaques, the seats' cards, the caption and the notes, the header, the buttons and the hand
        hand = [lay.hand_box()] if prompt.face_up is not None else []
        box = clear_place(box, self._tip_obstacles(view, lay, prompt, hand, board=False), window,
                          max(2, int(4 * s))) or box
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
            if (window.contains(option) and not option.colliderect(note)
                    and abs(option.centerx - box.centerx) <= box.width):
                return option
        above.clamp_ip(window)
        return above
