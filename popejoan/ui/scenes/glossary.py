"""The glossary's page, and the marks that lead to it from the rules screens.

* :class:`GlossaryScene`: a page of parchment listing every term of the game with its meaning
  (:func:`popejoan.ui.glossary.glossary`), opened at one term when asked.
* :func:`open_glossary`: opens it over whatever screen is on top: the rules screens, the key help (?) and
  the lesson call this (its public way in).
* :class:`TermMarks`: what a parchment page mixes in so that each term's first use on it is marked (a dotted
  underline in oxblood), and one click on the mark, or the G key, opens the glossary at that term.

It holds no words of its own beyond the buttons' labels: the terms and their meanings are
:mod:`popejoan.ui.glossary`'s; it decides no rule.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from popejoan.ui import theme
from popejoan.ui.glossary import first_uses, glossary, heading
from popejoan.ui.i18n import _, t
from popejoan.ui.scene import Navigator
from popejoan.ui.scenes.parchment import Page, ParchmentScene
from popejoan.ui.widgets import Button

if TYPE_CHECKING:
    from popejoan.ui.scenes.parchment import Line

__all__ = ["GlossaryScene", "TermMarks", "arrange_foot", "draw_title", "open_glossary"]


class GlossaryScene(ParchmentScene):
    """Every term of the game and its meaning, on parchment (scrolled like the rules screen; Esc returns).

    Args:
        app: the app.
        key: the term to open at (:attr:`popejoan.ui.glossary.Term.key`), or None for the top.

    Attributes:
        key: the term shown first (its heading at the top of the sheet), or None.
        term_y: each term's heading's pixels from the top of the text, by key (as last laid out).
    """

    def __init__(self, app: Navigator, key: str | None = None) -> None:
        self.key = key
        self.term_y: dict[str, int] = {}
        super().__init__(app)

    def compose(self, page: Page) -> None:
        """Each term, bold in oxblood, with its meaning under it; a rule between them."""
        self.term_y = {}
        for index, term in enumerate(glossary()):
            if index:
                page.gap(4)
            self.term_y[term.key] = page.y
            page.text(term.name, bold=True, color=theme.OXBLOOD)
            page.text(term.meaning, indent=page.px(22))
            page.gap(6)

    def relayout(self) -> None:
        """Lay the page out, then scroll at once to the term asked for (kept on a new size or language)."""
        super().relayout()
        if self.key in self.term_y:
            self.scroll = self.target = float(self.term_y[self.key])
            self._clamp()

    def handle_event(self, event: pygame.event.Event) -> bool:
        """As any page; once the reader scrolls, a new size no longer jumps back to the term asked for."""
        if event.type == pygame.MOUSEWHEEL or (
                event.type == pygame.KEYDOWN and event.key not in (pygame.K_ESCAPE, pygame.K_BACKSPACE)):
            self.key = None
        return super().handle_event(event)

    def draw_head(self, surface: pygame.Surface, L: theme.Layout) -> None:
        """The glossary's title."""
        draw_title(self, surface, L, heading())


def draw_title(page: ParchmentScene, surface: pygame.Surface, L: theme.Layout, title: str) -> None:
    """A page's ``title`` in gilt in its frame's head, smaller where the frame is too narrow for it."""
    size = theme.fit_size(title, L.px(31), page.frame.width - L.px(80))
    theme.blit_text(surface, title, (page.frame.centerx, page.frame.y + L.px(57)), size, anchor="center", gilt=True)


def arrange_foot(page: ParchmentScene) -> None:
    """Lay out a page's foot: Back in the middle, the Glossary button (``page.glossary_button``, when it has one)
    at the left and the comparison's (``page.compare_button``) at the right, all level. Where the frame is too
    narrow for that (a small window at a large interface size), the buttons stand side by side across it,
    each as wide as its words, all narrowed alike as far as need be (their words then shrink to fit)."""
    H = page.words
    gap = H.px(12)
    room = page.frame.width - 2 * H.px(28)
    left: Button | None = getattr(page, "glossary_button", None)
    right: Button | None = getattr(page, "compare_button", None)
    sides = [b for b in (left, right) if b is not None]

    def natural(button: Button, least: int) -> int:
        return max(least, theme.measure(button.label, H.px(button.size_px))[0] + H.px(36))

    widths = {id(b): natural(b, H.px(160)) for b in sides}
    if all(widths[id(b)] <= (room - page.back.rect.width) // 2 - gap for b in sides):
        for button, anchor in ((left, "bottomleft"), (right, "bottomright")):
            if button is not None:
                button.rect = pygame.Rect(0, 0, widths[id(button)], H.px(40))
                x = page.frame.x + H.px(28) if anchor == "bottomleft" else page.frame.right - H.px(28)
                setattr(button.rect, anchor, (x, page.back.rect.bottom))
        return
    row = [b for b in (left, page.back, right) if b is not None]
    wanted = [natural(b, H.px(96)) for b in row]
    k = min(1.0, (room - gap * (len(row) - 1)) / sum(wanted))
    x = page.frame.x + H.px(28) + (room - round(sum(wanted) * k) - gap * (len(row) - 1)) // 2
    bottom = page.back.rect.bottom
    for button, width in zip(row, wanted):
        button.rect = pygame.Rect(x, bottom - H.px(40), round(width * k), H.px(40))
        x += button.rect.width + gap


def open_glossary(app: Navigator, key: str | None = None) -> GlossaryScene:
    """Open the glossary over the screen on top, at the term ``key`` (or at the top).

    The lesson's way in: ``open_glossary(app, "dead_hand")``; Esc, Backspace or Back returns to the screen it
    was opened from.

    Args:
        app: the app.
        key: a term's key (:func:`popejoan.ui.glossary.term_keys`), or None; an unknown key opens at the top.

    Returns:
        the glossary's scene, pushed.
    """
    return app.push(GlossaryScene(app, key))


class TermMarks(ParchmentScene):
    """Mixed into a parchment page (``class RulesScene(TermMarks, ParchmentScene)``): each term's first use on
    the page is marked, and its meaning is one click or key away.

    * A dotted oxblood underline marks the first use of each term (:func:`popejoan.ui.glossary.first_uses`,
      in the page's body text: not its headings nor the marks in its margin).
    * A click on a marked term opens the glossary at it; G opens it at the first marked term in view (at
      the top when none is); the Glossary button beside Back does the same.

    Attributes:
        marks: ``(term key, line index, start, end)`` of each first use (character offsets in the line).
    """

    def __init__(self, app: Navigator) -> None:
        super().__init__(app)
        self.marks: list[tuple[str, int, int, int]] = []
        # TRANSLATORS: the button on the rules screens that opens the glossary of the game's terms (G also does)
        self.glossary_button = Button(lambda: _("Glossary (G)"), self.open_glossary_here, size_px=20)
        self.ring.set([*self.ring.widgets, self.glossary_button])
        self.ring.focus = 0

    def on_resize(self, size: tuple[int, int]) -> None:
        """Lay the page out, then put the Glossary button at the left of the frame's foot, level with Back
        (:func:`arrange_foot`)."""
        super().on_resize(size)
        arrange_foot(self)

    def relayout(self) -> None:
        """Lay the text out and find each term's first use in it."""
        super().relayout()
        texts = [line.text if self._markable(line) else "" for line in self.lines]
        self.marks = first_uses(texts, skip=[t("title")])

    @staticmethod
    def _markable(line: Line) -> bool:
        """A line of body text (not a heading, a mark in the margin nor a rule)."""
        return line.kind == "text" and not line.bold

    def _clip(self) -> pygame.Rect:
        """Where the text shows, window pixels (as :meth:`ParchmentScene.draw` clips it)."""
        L = self.layout
        return pygame.Rect(self.sheet.x + L.px(30), self.sheet.y + L.px(12), self.sheet.width - L.px(60),
                           self.sheet.height - L.px(24))

    def mark_rects(self) -> list[tuple[str, pygame.Rect]]:
        """Each mark's term key and the rect its words cover on the window now (scrolled), pixels; marks
        scrolled out of view are left out."""
        clip = self._clip()
        top = clip.y - round(self.scroll)
        out: list[tuple[str, pygame.Rect]] = []
        for key, index, start, end in self.marks:
            line = self.lines[index]
            x = clip.x + self._indent.get(index, 0)
            before = theme.measure(line.text[:start], line.size, line.language, italic=line.italic)[0] if start else 0
            width = theme.measure(line.text[start:end], line.size, line.language, italic=line.italic)[0]
            rect = pygame.Rect(x + before, top + line.y, width, round(line.size * 1.25))
            if rect.bottom > clip.y and rect.y < clip.bottom:
                out.append((key, rect))
        return out

    def open_glossary_here(self) -> None:
        """Open the glossary at the first marked term in view, or at the top."""
        shown = self.mark_rects()
        open_glossary(self.app, shown[0][0] if shown else None)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """G opens the glossary; a click on a marked term opens it at that term; the rest as the page."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_g:
            self.open_glossary_here()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self._clip().collidepoint(event.pos):
            for key, rect in self.mark_rects():
                if rect.inflate(0, self.layout.px(4)).collidepoint(event.pos):
                    open_glossary(self.app, key)
                    return True
        return super().handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        """The page, then a dotted underline under each marked term in view."""
        super().draw(surface)
        clip = self._clip()
        surface.set_clip(clip)
        dot = max(1, self.layout.px(2))
        for _key, rect in self.mark_rects():
            y = rect.bottom - dot
            for x in range(rect.x, rect.right, dot * 3):
                pygame.draw.rect(surface, theme.OXBLOOD, (x, y, dot * 2, dot))
        surface.set_clip(None)
