"""The coach's overlay: "How did I play?", every decision one person took in a deal, priced.

:class:`ReviewScene` lies over the deal's summary. For the person on show it lists each decision they took with a
choice (:class:`~popejoan.ai.review.ReviewedDecision`): their hand then, drawn with the game's cards (the best
lead raised and ringed, theirs raised and gilt-edged), the choice made and the best, each legal choice's expected
fish with its error, the loss; a decision that cost at least half a fish is marked and says why in words
(:mod:`~popejoan.ui.scenes.review.words`). The figures are worked out on the coach's background thread
(:mod:`~popejoan.ui.scenes.review.work`): while they are not all ready, the overlay says how far it has got and
fills in. A click on a decision (or Up / Down to it and Enter) opens the deal's replay at that moment with the
alternatives marked on the cards (:class:`~popejoan.ui.scenes.review.work.MomentShower`).

Hot seat (two people or more): each person's review opens behind a pass card, and only that person's own
hand is ever drawn. The names along the top switch between the people (each behind its pass card).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial

import pygame

from popejoan.ai.review import ReviewedDecision
from popejoan.engine.cards import Card
from popejoan.engine.session import DealRecord
from popejoan.ui import access, cards_art, theme
from popejoan.ui import palette as pal
from popejoan.ui.guard import held_now
from popejoan.ui.i18n import _, pgettext, t
from popejoan.ui.overlay import OverlayScene
from popejoan.ui.scene import Navigator
from popejoan.ui.scenes.review.words import (
    choice_text,
    legend_text,
    loss_text,
    totals_text,
    values_text,
    why_lines,
)
from popejoan.ui.scenes.review.work import DealReviews, MomentShower
from popejoan.ui.widgets import Button, FocusRing

PASS_GUARD_MS = 600.0
"""Real milliseconds the pass card ignores presses (as the table's: mashing Enter cannot skip it)."""


class ReviewScene(OverlayScene):
    """One deal's review for the people at the table, a person at a time.

    Args:
        app: the app.
        reviews: the deal's reviews (being worked out, or done).
        names: the players' names, by seat.
        people: the people's seats, in seat order (the computers have no review).
        seat: the person shown first.
        replay: plays the deal's record again (the summary's Replay); None: a click on a decision opens nothing.
        record: the deal's record, for the replay.

    Attributes:
        seat: the person on show.
        passing: the person the pass card waits for (hot seat), or None.
        selected: the decision the keyboard is on (index in the list).
        faces_drawn: the cards drawn face up in the last frame, with whose hand they are (tests read it).
        rows: each decision's rectangle as last drawn (window pixels), for the clicks.
    """

    def __init__(self, app: Navigator, reviews: DealReviews, names: Sequence[str], people: Sequence[int], seat: int,
                 replay: Callable[[DealRecord], None] | None = None, record: DealRecord | None = None) -> None:
        super().__init__(app)
        self.reviews = reviews
        self.names = list(names)
        self.people = list(people)
        self.replay = replay
        self.record = record
        self.seat = seat
        self.passing: int | None = None
        self.pass_age = 0.0
        self.selected = 0
        self.scroll = 0
        self.faces_drawn: list[tuple[int, Card]] = []
        self.rows: list[tuple[pygame.Rect, int]] = []
        self.list_rect = pygame.Rect(0, 0, 0, 0)
        self.content_h = 0
        self.ring = FocusRing()
        self.close_button = Button(lambda: t("close"), self.close, size_px=20, primary=True)
        self.person_buttons = [Button(self.names[s], partial(self.show, s), size_px=16) for s in self.people]
        self.ring.set([self.close_button, *self.person_buttons] if len(self.people) > 1 else [self.close_button])
        self.ring.focus = -1  # Enter opens the selected decision; Tab reaches the buttons
        self.show(seat)

    @property
    def hot_seat(self) -> bool:
        """Two people or more at one screen: each review behind a pass card."""
        return len(self.people) > 1

    def show(self, seat: int) -> None:
        """Show ``seat``'s review (behind its pass card in a hot-seat game)."""
        self.seat = seat
        self.selected = 0
        self.scroll = 0
        self.passing = seat if self.hot_seat else None
        self.pass_age = 0.0
        self._stale = held_now() if self.hot_seat else set()

    def decisions(self) -> list[ReviewedDecision]:
        """The person's decisions reviewed so far."""
        review = self.reviews.seats.get(self.seat)
        return list(review.decisions) if review is not None else []

    # --- acting

    def open_moment(self, index: int) -> None:
        """The replay at decision ``index`` of the list, the alternatives marked on the cards."""
        decisions = self.decisions()
        if self.replay is None or self.record is None or not 0 <= index < len(decisions):
            return
        d = decisions[index]
        self.replay(self.record)
        top = self.app.top
        if isinstance(top, MomentShower):
            lead = d.kind == "lead"
            top.show_moment(self.reviews.step_of(d.action), self.seat, d.best if lead else None,
                            d.chosen if lead else None)

    def _select(self, index: int) -> None:
        count = len(self.decisions())
        self.selected = max(0, min(count - 1, index)) if count else 0
        for rect, i in self.rows:  # keep the selected decision in view
            if i == self.selected:
                if rect.top < self.list_rect.top:
                    self.scroll -= self.list_rect.top - rect.top
                elif rect.bottom > self.list_rect.bottom:
                    self.scroll += rect.bottom - self.list_rect.bottom
        self._clamp()

    def _clamp(self) -> None:
        self.scroll = max(0, min(self.scroll, self.content_h - self.list_rect.height))

    def handle_event(self, event: pygame.event.Event) -> bool:
        """The pass card first (a fresh press, once it has been up a moment); then Up / Down pick a decision,
        Enter or a click opens it in the replay, the wheel and Page Up / Page Down scroll, Tab and the buttons
        close or switch person; Esc or Backspace close. Everything is consumed."""
        if self.passing is not None:
            press = (("key", event.key) if event.type == pygame.KEYDOWN else ("button", event.button)
                     if event.type == pygame.MOUSEBUTTONDOWN else None)
            if event.type in (pygame.KEYUP, pygame.MOUSEBUTTONUP):
                self._stale.discard(("key", event.key) if event.type == pygame.KEYUP else ("button", event.button))
            if press is not None and press == ("key", pygame.K_ESCAPE):
                self.close()
            elif press is not None and press not in self._stale and self.pass_age >= PASS_GUARD_MS:
                self.passing = None
            return True
        if self.closed_by(event):
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.scroll -= event.y * max(20, self.list_rect.height // 6)
            self._clamp()
            return True
        if event.type == pygame.KEYDOWN:
            keys = {pygame.K_UP: -1, pygame.K_DOWN: 1}
            if event.key in keys:
                self._select(self.selected + keys[event.key])
                return True
            if event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
                self.scroll += (1 if event.key == pygame.K_PAGEDOWN else -1) * int(self.list_rect.height * 0.9)
                self._clamp()
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.ring.focused is None:
                self.open_moment(self.selected)
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.list_rect.collidepoint(event.pos):
            for rect, i in self.rows:
                if rect.collidepoint(event.pos):
                    self.selected = i
                    self.open_moment(i)
                    return True
        self.ring.handle_event(event)
        return True

    def update(self, dt_ms: float) -> None:
        """The pass card's guard counts real time."""
        if self.passing is not None:
            self.pass_age += dt_ms

    def on_resume(self, scene: object = None) -> None:
        """Back from the replay: the keys and buttons it heard go up here unheard."""
        self._stale = set()

    # --- drawing

    def _scale(self) -> float:
        size = self.app.screen_size
        return theme.ui_scale(size) * max(1.0, min(2.0, access.current().zoom))

    def draw(self, surface: pygame.Surface) -> None:
        """Dim the summary and draw the review (or the pass card that hides it)."""
        self.faces_drawn = []
        self.dim_below(surface, 170)
        W, H = surface.get_size()
        s = self._scale()
        if self.passing is not None:
            self._draw_pass_card(surface, self.passing, s)
            return
        margin = max(8, int(18 * theme.ui_scale((W, H))))
        panel = pygame.Rect(margin, margin, W - 2 * margin, H - 2 * margin)
        theme.draw_panel(surface, panel, theme.ui_scale((W, H)))
        pad = max(10, int(22 * s))
        inner = panel.inflate(-2 * pad, -2 * pad)
        title = _("How did I play?")
        size = theme.fit_size(title, max(16, int(28 * s)), inner.width * 0.6, bold=True)
        theme.blit_text(surface, title, inner.topleft, size, gilt=True, bold=True)
        y = inner.y + int(size * 1.45)
        sub_px = max(12, int(16 * s))
        sub = _("{name}, deal {number}").format(name=self.names[self.seat], number=self.reviews.number)
        theme.blit_text(surface, theme.ellipsize(sub, sub_px, inner.width * 0.55), (inner.x, y), sub_px,
                        pal.TEXT, italic=True)
        y += int(sub_px * 1.5)
        self._place_buttons(inner, s)
        review = self.reviews.seats.get(self.seat)
        decisions = self.decisions()
        status = self.status(review.total if review else 0, len(decisions), review.error if review else "")
        for line in theme.wrap(status, sub_px, inner.width):
            theme.blit_text(surface, line, (inner.x, y), sub_px, pal.GILT_LIGHT)
            y += int(sub_px * 1.35)
        if decisions:  # what the figures are, for a player meeting them the first time
            legend_px = max(11, int(14 * s))
            for line in theme.wrap(legend_text(), legend_px, inner.width, italic=True):
                theme.blit_text(surface, line, (inner.x, y), legend_px, pal.TEXT_DIM, italic=True, shadow=False)
                y += int(legend_px * 1.3)
        y += int(6 * s)
        foot_px = max(11, int(14 * s))
        foot = int(self.close_button.rect.height + 12 * s)
        self.list_rect = pygame.Rect(inner.x, y, inner.width, inner.bottom - y - foot)
        self._draw_list(surface, decisions, s)
        replayable = decisions and self.replay is not None and self.record is not None
        hint = _("Click a decision, or Up / Down and Enter, to see it in the replay.") if replayable else ""
        if hint:
            room = self.close_button.rect.x - inner.x - int(12 * s)
            hint_px = theme.fit_size(hint, foot_px, room, smallest=0.75, italic=True)
            theme.blit_text(surface, theme.ellipsize(hint, hint_px, room, italic=True),
                            (inner.x, self.close_button.rect.centery), hint_px, pal.TEXT_DIM, anchor="midleft",
                            italic=True)
        self.ring.draw(surface, s)

    def status(self, total: int, done: int, error: str) -> str:
        """The line over the list: the review's totals once ``done`` of ``total`` decisions are priced, the
        progress while they are being worked out, or why the review could not be (``error``)."""
        if error:
            return _("The review could not be worked out: {problem}").format(problem=error)
        if total == 0:
            return _("You took no decision with a choice in this deal.")
        if done < total:
            return _("Working out the review: {done} of {total} decisions").format(done=done, total=total)
        review = self.reviews.seats[self.seat].review()
        return totals_text(review.close_count, len(review.decisions), review.total_loss)

    def _place_buttons(self, inner: pygame.Rect, s: float) -> None:
        h = max(28, int(40 * s))
        w = max(int(120 * s), theme.measure(self.close_button.label, max(12, int(20 * s)), bold=True)[0] + int(40 * s))
        self.close_button.rect = pygame.Rect(inner.right - w, inner.bottom - h, w, h)
        x = inner.right
        for button, seat in reversed(list(zip(self.person_buttons, self.people))):
            bw = min(int(160 * s), theme.measure(self.names[seat], max(11, int(16 * s)))[0] + int(28 * s))
            x -= bw
            button.rect = pygame.Rect(x, inner.y, bw, max(24, int(32 * s)))
            x -= int(8 * s)

    def _draw_list(self, surface: pygame.Surface, decisions: list[ReviewedDecision], s: float) -> None:
        area = self.list_rect
        self.rows = []
        clip = surface.get_clip()
        surface.set_clip(area)
        card_w = max(22, int(40 * s))
        card_h = cards_art.card_height(card_w)
        raise_px = int(card_h * 0.22)
        hand_w = int(area.width * 0.38)
        text_x = area.x + hand_w + int(16 * s)
        text_w = area.right - text_x - int(8 * s)
        px = max(12, int(16 * s))
        small = max(11, int(14 * s))
        y = area.y - self.scroll
        for i, d in enumerate(decisions):
            lines: list[tuple[str, int, tuple[int, int, int], bool]] = []
            for line in theme.wrap(choice_text(d), px, text_w, bold=True):
                lines.append((line, px, pal.GILT_LIGHT if d.marked else pal.TEXT, True))
            for line in theme.wrap(values_text(d), small, text_w):
                lines.append((line, small, pal.TEXT_DIM, False))
            for line in theme.wrap(loss_text(d), small, text_w, bold=d.marked):
                lines.append((line, small, pal.HIGHLIGHT if d.marked else pal.TEXT_DIM, d.marked))
            for why in why_lines(d):
                for line in theme.wrap(why, small, text_w, italic=True):
                    lines.append((line, small, pal.IVORY, False))
            text_h = sum(int(size * 1.3) for _l, size, _c, _b in lines)
            row_h = max(card_h + raise_px + int(max(10, int(12 * s)) * 1.4) + int(4 * s), text_h) + int(14 * s)
            row = pygame.Rect(area.x, y, area.width - max(8, int(12 * s)), row_h)  # clear of the scroll bar
            self.rows.append((row, i))
            if row.bottom >= area.top and row.top <= area.bottom:
                if i == self.selected:
                    pygame.draw.rect(surface, pal.mix(pal.LACQUER, pal.LACQUER_LIGHT, 0.35), row,
                                     border_radius=max(4, int(8 * s)))
                    pygame.draw.rect(surface, pal.GILT, row, max(1, int(2 * s)), border_radius=max(4, int(8 * s)))
                if d.marked:  # the mark: a gilt bar down the row's left edge, and the loss's words in gilt
                    pygame.draw.rect(surface, pal.HIGHLIGHT, (row.x, row.y + int(4 * s), max(3, int(5 * s)),
                                                              row.height - int(8 * s)))
                self._draw_hand(surface, d, pygame.Rect(row.x + int(12 * s), row.y + int(7 * s) + raise_px,
                                                        hand_w - int(12 * s), card_h), card_w, raise_px, s)
                ty = row.y + int(7 * s)
                for line, size, colour, bold in lines:
                    theme.blit_text(surface, line, (text_x, ty), size, colour, bold=bold, shadow=False)
                    ty += int(size * 1.3)
            y += row_h + int(6 * s)
        self.content_h = y + self.scroll - area.y
        surface.set_clip(clip)
        if self.content_h > area.height:  # the scroll bar
            track = pygame.Rect(area.right - max(3, int(5 * s)), area.y, max(3, int(5 * s)), area.height)
            pygame.draw.rect(surface, pal.GILT_DARK, track, border_radius=track.width // 2)
            h = max(int(30 * s), track.height * area.height // self.content_h)
            top = track.y + (track.height - h) * self.scroll // max(1, self.content_h - area.height)
            pygame.draw.rect(surface, pal.GILT_LIGHT, (track.x, top, track.width, h), border_radius=track.width // 2)

    def _draw_hand(self, surface: pygame.Surface, d: ReviewedDecision, room: pygame.Rect, card_w: int, raise_px: int,
                   s: float) -> None:
        """The person's hand at the decision (their own cards only), overlapping to fit ``room``: at a lead the
        best card raised with the highlight's ring, the chosen one raised with a gilt edge."""
        hand = list(d.hand)
        if not hand:
            return
        step = min(card_w * 0.62, (room.width - card_w) / max(1, len(hand) - 1)) if len(hand) > 1 else 0
        lead = d.kind == "lead"
        for k, c in enumerate(hand):
            lifted = lead and c in (d.best, d.chosen)
            x = room.x + round(k * step)
            y = room.y - (raise_px if lifted else 0)
            surface.blit(cards_art.face(c, card_w), (x, y))
            self.faces_drawn.append((self.seat, c))
            rect = pygame.Rect(x, y, card_w, cards_art.card_height(card_w))
            if lead and c == d.best:
                pygame.draw.rect(surface, pal.HIGHLIGHT, rect.inflate(4, 4), max(2, int(3 * s)),
                                 border_radius=max(3, card_w // 9))
            elif lead and c == d.chosen:
                pygame.draw.rect(surface, pal.GILT_LIGHT, rect.inflate(2, 2), max(1, int(2 * s)),
                                 border_radius=max(3, card_w // 9))
        if lead:  # the tags under the hand, each under its card (the replay's words): the best one, yours
            placed: list[pygame.Rect] = []
            px = max(10, int(12 * s))
            y = room.bottom + int(3 * s)
            for k, c in enumerate(hand):
                if c not in (d.best, d.chosen):
                    continue
                tag = (pgettext("coach tag", "best and yours") if c == d.best == d.chosen
                       else pgettext("coach tag", "best") if c == d.best else pgettext("coach tag", "yours"))
                w, h = theme.measure(tag, px, bold=True)
                box = pygame.Rect(0, y, w, h)
                box.centerx = room.x + round(k * step) + card_w // 2
                for other in placed:  # side by side when the two cards lie close
                    if box.colliderect(other):
                        box.x = other.right + int(8 * s) if box.centerx >= other.centerx else other.x - w - int(8 * s)
                box.x = max(room.x, box.x)
                placed.append(box)
                colour = pal.HIGHLIGHT if c == d.best else pal.GILT_LIGHT
                theme.blit_text(surface, tag, box.topleft, px, colour, bold=True)

    def _draw_pass_card(self, surface: pygame.Surface, seat: int, s: float) -> None:
        """The pass card: the whole screen hidden, the person's name, how to go on (the table's words)."""
        W, H = surface.get_size()
        surface.fill(pal.LACQUER_BLACK)
        card = pygame.Rect(0, 0, min(W - 16, int(500 * s)), min(H - 16, int(280 * s)))
        card.center = (W // 2, H // 2)
        pygame.draw.rect(surface, pal.OXBLOOD, card, border_radius=int(18 * s))
        pygame.draw.rect(surface, pal.GILT, card, max(2, int(3 * s)), border_radius=int(18 * s))
        who = self.names[seat]
        lines = (_("Pass to {who}").format(who=who), _("Only {who} should look now.").format(who=who),
                 _("Click or press Enter when {who} is ready").format(who=who))
        room = card.width - int(40 * s)
        y = card.y + int(40 * s)
        for k, line in enumerate(lines):
            px = theme.fit_size(line, max(14, int((34 if k == 0 else 17) * s)), room, smallest=0.6, bold=k == 0)
            for part in theme.wrap(line, px, room, bold=k == 0):
                theme.blit_text(surface, part, (card.centerx, y), px, pal.GILT_LIGHT if k == 0 else pal.TEXT,
                                anchor="midtop", bold=k == 0, italic=k == 1)
                y += int(px * 1.3)
            y += int(12 * s)
        note = _("How did I play?")
        theme.blit_text(surface, note, (card.centerx, card.bottom - int(16 * s)), max(11, int(14 * s)), pal.TEXT_DIM,
                        anchor="midbottom", italic=True)
