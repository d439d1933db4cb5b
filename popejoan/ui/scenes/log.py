"""The deal log: the story of a deal, line by line, in a scrolled lacquer well.

Who dressed the board, how the cards went round, the turn-up, each lead and
the cards that followed it, every stop and why, every stake taken and why,
who went out and every payment: the lines of :func:`popejoan.ui.story.tell`,
the same the replay and the summary show. L (or the "Deal log" button) opens
it from the table during a deal, showing the events the table has shown so
far; the end-of-deal summary opens it for the whole deal. The wheel, the
arrows, Page Up / Page Down, Home and End scroll it; L, Esc, Backspace or
Close return.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from popejoan.ui import access, story, theme
from popejoan.ui import palette as pal
from popejoan.ui.i18n import language, ruleset_text, t
from popejoan.ui.overlay import ScrolledOverlay
from popejoan.ui.scene import Navigator
from popejoan.ui.widgets import Button, FocusRing

if TYPE_CHECKING:
    from popejoan.engine.events import Event
    from popejoan.engine.ruleset import Ruleset

_STYLE: dict[str, tuple[pal.Colour, bool, bool, int]] = {
    # kind: colour, bold, italic, indent (reference pixels)
    "head": (pal.GILT_LIGHT, True, False, 0),
    "setup": (pal.TEXT_DIM, False, True, 0),
    "lead": (pal.TEXT, False, False, 0),
    "follow": (pal.TEXT, False, False, 28),
    "stop": (pal.GILT, False, True, 28),
    "offer": (pal.TEXT_DIM, False, True, 28),
    "take": (pal.TAKEN, False, False, 28),
    "end": (pal.GILT_LIGHT, True, False, 0),
    "pay": (pal.TEXT, False, False, 28),
    "note": (pal.TEXT_DIM, False, True, 0),
}
"""How each kind of line is set: colour, bold, italic and its indent."""


class LogScene(ScrolledOverlay):
    """The log of one deal, over the table, the summary or a replay.

    Args:
        app: the app.
        rules: the resolved ruleset (compartment labels, what the dead hand is called).
        names: the players' names, by seat.
        events: the events to tell (a finished deal's, or those shown so far).
        number: the deal's number.
        reveal_offers: tell the Pope offers (only once the deal is over: they show who holds the Pope).
        at_end: open scrolled to the last line (during a deal: what just happened).
        key: the key that closes it besides Esc and Backspace (the one that opened it).
        notes: lines to set among the story's at their events (a lead taken back:
            :func:`popejoan.ui.story.undo_notes`); those past the events told are left out.
        last_deal: the session's last deal (nobody deals next: :func:`popejoan.ui.story.tell`).

    Attributes:
        lines: the story's lines; ``texts`` the same rendered.
    """

    def __init__(self, app: Navigator, rules: Ruleset, names: Sequence[str], events: Sequence[Event], number: int,
                 *, reveal_offers: bool = False, at_end: bool = True, key: int | None = pygame.K_l,
                 notes: Sequence[story.Line] = (), last_deal: bool = False) -> None:
        super().__init__(app)
        self.rules = rules
        self.names = list(names)
        self.number = number
        self.close_key = key
        self.lines = story.tell(list(events), reveal_offers=reveal_offers,
                                pope_holder_rule=rules.end.pope_holder,
                                last_deal=last_deal)
        if notes:
            self.lines = story.with_notes(self.lines, notes, shown=len(events))
        self.texts = story.Teller(self.names, rules).lines(self.lines)
        self.language = language()  # the language the lines are told in: told again when it changes
        self.start_scroll()
        self.at_end = at_end
        self.clock_ms = 0.0
        self._rows: list[tuple[int, str, str | None, int, bool]] = []  # line index, text, language, y, its first row
        self.close_button = Button(lambda: t("close"), self.close, size_px=18)
        self.ring = FocusRing()
        self.ring.set([self.close_button])
        self.ring.focus = 0
        self.layout = theme.Layout(app.screen_size)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.well = pygame.Rect(0, 0, 0, 0)
        self.on_resize(app.screen_size)

    def on_resize(self, size: tuple[int, int]) -> None:
        """Lay the panel and the lines out for ``size`` pixels (the panel takes the window's height)."""
        base = theme.ui_scale(size)
        L = self.layout = theme.Layout(size, access.fit_zoom((size[0] - 16, size[1]), (980 * base, 500 * base)))
        w = min(L.px(980), size[0] - 16)
        self.panel = pygame.Rect((size[0] - w) // 2, L.px(16), w, size[1] - L.px(32))
        self.well = pygame.Rect(self.panel.x + L.px(36), self.panel.y + L.px(104), self.panel.width - L.px(72),
                                self.panel.height - L.px(104) - L.px(86))
        self.close_button.rect = pygame.Rect(0, 0, L.px(170), L.px(42))
        self.close_button.rect.midbottom = (self.panel.centerx, self.panel.bottom - L.px(16))
        if self.language != language():
            self.texts = story.Teller(self.names, self.rules).lines(self.lines)
            self.language = language()
        self._lay_out()
        if self.at_end:
            self.scroll = self.target = float(max(0, self.content_h - self.view_height()))

    def _lay_out(self) -> None:
        L = self.layout
        size = L.px(16)
        width = self.well.width - L.px(56)
        rows: list[tuple[int, str, str | None, int, bool]] = []
        y = 0
        for index, (line, text) in enumerate(zip(self.lines, self.texts)):
            _colour, bold, italic, indent = _STYLE.get(line.kind, _STYLE["note"])
            if line.kind == "head" and index > 0:
                y += L.px(10)
            if line.kind == "lead":
                y += L.px(6)
            lang = None  # the interface language; names and labels in other scripts fall back glyph by glyph
            # continuation lines hang 20 px further in: wrap every line to the narrower width
            for k, part in enumerate(theme.wrap(text, size, width - L.px(indent) - L.px(20), lang,
                                                bold=bold, italic=italic)):
                rows.append((index, part, lang, y, k == 0))
                y += round(size * 1.38)
        self._rows = rows
        self.content_h = y + L.px(12)
        self._clamp()

    def _view_h(self) -> int:
        return self.well.height - self.layout.px(20)

    def close_keys(self) -> tuple[int, ...]:
        """Esc, Backspace, and the key that opened the log (L)."""
        if self.close_key is None:
            return super().close_keys()
        return (*super().close_keys(), self.close_key)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Wheel and keys scroll; L, Esc, Backspace or Close return. Everything is held here."""
        if self.scrolled_by(event) or self.closed_by(event):
            return True
        self.ring.handle_event(event)
        return True

    def update(self, dt_ms: float) -> None:
        """Ease the scroll towards its target; fade in."""
        self.clock_ms += dt_ms
        self.ease_scroll(dt_ms)

    def draw(self, surface: pygame.Surface) -> None:
        """Dim what lies below; the panel, the title, the lines in their well, the scroll bar, Close."""
        L = self.layout
        s = L.scale
        fade = min(1.0, self.clock_ms / (180 / max(0.25, self.app.speed)))
        self.dim_below(surface, round(170 * fade) // 10 * 10)
        theme.draw_panel(surface, self.panel, s)
        cx = self.panel.centerx
        theme.blit_text(surface, t("deal_log"), (cx, self.panel.y + L.px(42)), L.px(34), anchor="center", gilt=True,
                        bold=True)
        # the ruleset in play by the name the reader knows it by ("Pope Joan (Parlett)"), not its own ("Pope Joan")
        known_as = ruleset_text(self.rules.name.english)[0]
        theme.blit_text(surface, t("deal_log_sub", number=self.number, ruleset=known_as),
                        (cx, self.panel.y + L.px(76)), L.px(16), theme.IVORY_DIM, theme.language_of(known_as),
                        anchor="center", italic=True)
        well = self.well
        ground = pygame.Surface(well.size, pygame.SRCALPHA)
        ground.fill((0, 0, 0, 90))
        surface.blit(ground, well)
        pygame.draw.rect(surface, theme.GILT_DARK, well, max(1, L.px(1.5)))
        clip = well.inflate(-L.px(20), -L.px(20))
        surface.set_clip(clip)
        top = clip.y - round(self.scroll)
        size = L.px(16)
        for index, text, lang, y, first in self._rows:
            yy = top + y
            if yy > clip.bottom or yy + size * 2 < clip.y:
                continue
            line = self.lines[index]
            colour, bold, italic, indent = _STYLE.get(line.kind, _STYLE["note"])
            x = clip.x + L.px(18) + L.px(indent) + (0 if first else L.px(20))
            if first and line.seat is not None and line.kind in ("lead", "head", "end"):
                dot = pal.SEAT_COLOURS[line.seat % len(pal.SEAT_COLOURS)]
                pygame.draw.circle(surface, dot, (clip.x + L.px(7), yy + size // 2 + L.px(2)), L.px(5))
            theme.blit_text(surface, text, (x, yy), size, colour, lang, bold=bold, italic=italic)
        surface.set_clip(None)
        self.draw_scroll_bar(surface, well)
        # the keys, midway between the well and the Close button (a taller face, Japanese, still clears both)
        theme.blit_text(surface, t("log_keys"), (cx, (well.bottom + self.close_button.rect.top) // 2), L.px(12),
                        theme.IVORY_DIM, anchor="center", italic=True, shadow=False)
        self.ring.draw(surface, s)
