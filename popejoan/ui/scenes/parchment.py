"""A scrolling page of parchment in a lacquered frame: the rules screen's and the About screen's.

:class:`ParchmentScene` owns everything such a page shares: the frame filling the window's height, the
sheet, the text laid out in lines (a heading, a paragraph, a hanging mark in the margin, a rule), the
scroll (:class:`~popejoan.ui.overlay.ScrolledOverlay`: the wheel, the arrow keys, Page Up / Page Down /
Space, Home and End), the scroll bar, the hint under the sheet, and Esc, Backspace or the Back button to
return to the screen below. A page says only what it holds (:meth:`ParchmentScene.compose`) and what its frame's
head reads (:meth:`ParchmentScene.draw_head`). It decides no rule and reads no file.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

import pygame

from popejoan.ui import access, theme
from popejoan.ui.i18n import t
from popejoan.ui.overlay import ScrolledOverlay
from popejoan.ui.scene import Navigator
from popejoan.ui.widgets import Button, FocusRing

BODY_PX = 17
"""Reference pixels of the page's body text (before the interface size)."""

HEAD_PX = 22
"""Reference pixels of a heading on the page."""

HEAD_ROOM = 116
"""Reference pixels (before the interface size) of the frame's head, above the sheet: what the page is."""

FOOT_ROOM = 84
"""Reference pixels (before the interface size) of the frame's foot, below the sheet: the keys' hint and Back."""


class Line(NamedTuple):
    """One laid-out line of a page: ``kind`` is ``"text"`` or ``"rule"``; ``y`` pixels from the text's top
    (its indent is kept beside it, :attr:`Page.indents`)."""

    kind: str
    text: str
    language: str | None
    size: int
    color: theme.Color
    bold: bool
    italic: bool
    y: int


class Page:
    """The text of a page as it is laid out, line by line, for one width (pixels).

    Args:
        width: the width the text wraps in, pixels.
        tx: reference pixels of text to pixels, at the window's scale and the interface size.
    """

    def __init__(self, width: int, tx: Callable[[float], int]) -> None:
        self.width = width
        self.tx = tx
        self.lines: list[Line] = []
        self.indents: dict[int, int] = {}
        """A line's indent from the text's left edge, pixels, by its index in :attr:`lines` (0 when absent)."""
        self.y = 0

    def px(self, v: float) -> int:
        """``v`` reference pixels of text, at the window's scale and the interface size."""
        return self.tx(v)

    def text(self, text: str, language: str | None = None, size: int | None = None,
             color: theme.Color = theme.INK, bold: bool = False, italic: bool = False, indent: int = 0,
             mark: str = "") -> None:
        """A paragraph, wrapped; with ``mark`` (a bullet, a number, a label) hanging in the margin beside it."""
        size = size if size is not None else self.px(BODY_PX)
        if mark:
            self.lines.append(Line("text", mark, None, size, theme.OXBLOOD, True, False, self.y))
        for line in theme.wrap(text, size, self.width - indent, language, bold=bold, italic=italic):
            if indent:
                self.indents[len(self.lines)] = indent
            self.lines.append(Line("text", line, language, size, color, bold, italic, self.y))
            self.y += round(size * 1.32)

    def heading(self, text: str, language: str | None = None) -> None:
        """A heading in the page's oxblood."""
        self.text(text, language, size=self.px(HEAD_PX), color=theme.OXBLOOD, bold=True)

    def gap(self, size: float) -> None:
        """Space of ``size`` reference pixels."""
        self.y += self.px(size)

    def rule(self) -> None:
        """A gilt rule between parts of the page."""
        self.lines.append(Line("rule", "", None, self.px(BODY_PX), theme.INK, False, False, self.y))
        self.y += self.px(18)


class ParchmentScene(ScrolledOverlay):
    """A full-window page of text on parchment, scrolled; subclasses say what it holds.

    Subclasses override :meth:`compose` (the page's text) and :meth:`draw_head` (the frame's head: a small
    title and a large one), and may call :meth:`relayout` when what they show changes.

    Args:
        app: the app.

    Attributes:
        lines: the page's laid-out lines (the tests read them).
        content_h: the height of the laid-out text, pixels.
        words: the layout of the frame's head and foot (the window's scale and the interface size, as far as
            the sheet keeps half the frame's height); :attr:`layout` is the window's alone.
    """

    opaque = True  # a sheet on the wood of its own, not a veil over the screen below
    page_keys = (pygame.K_SPACE,)

    def __init__(self, app: Navigator) -> None:
        super().__init__(app)
        self.start_scroll()
        self.lines: list[Line] = []
        self._indent: dict[int, int] = {}
        self.back = Button(lambda: t("back"), self.close, size_px=20)
        self.ring = FocusRing()
        self.ring.set([self.back])
        self.ring.focus = 0
        self.layout = theme.Layout(app.screen_size)
        self.words = self.layout
        self.frame = pygame.Rect(0, 0, 0, 0)
        self.sheet = pygame.Rect(0, 0, 0, 0)

    # --- what a page says ---------------------------------------------------------------------------

    def compose(self, page: Page) -> None:
        """Write the page's text into ``page`` (its headings, paragraphs, gaps and rules)."""
        raise NotImplementedError

    def draw_head(self, surface: pygame.Surface, L: theme.Layout) -> None:
        """Draw the frame's head, above the sheet (about 100 reference pixels of room, in ``L``: the frame's
        words' layout, :attr:`words`, which grows with the interface size)."""

    # --- the page ------------------------------------------------------------------------------------

    def on_resize(self, size: tuple[int, int]) -> None:
        """Lay the sheet and its text out for ``size`` pixels.

        The frame's head (what the page is, :meth:`draw_head`) and its foot (the keys' hint and Back) grow with
        the interface size too (:attr:`words`), as far as they leave the sheet half the frame's height: at 200 %
        in any window, 190 %."""
        L = self.layout = theme.Layout(size)
        # the sheet fills the window's height, not just the reference area
        w = L.px(900)
        self.frame = pygame.Rect((size[0] - w) // 2 - L.px(20), L.px(20), w + L.px(40), size[1] - L.px(40))
        head_foot = HEAD_ROOM + FOOT_ROOM
        zoom = max(1.0, min(access.current().zoom, 0.5 * self.frame.height / L.scale / head_foot))
        H = self.words = theme.Layout(size, zoom)
        self.sheet = self.frame.inflate(-L.px(56), 0)
        self.sheet.y = self.frame.y + H.px(HEAD_ROOM)
        self.sheet.height = self.frame.bottom - H.px(FOOT_ROOM) - self.sheet.y
        self.back.rect = pygame.Rect(0, 0, H.px(160), H.px(40))
        self.back.rect.midbottom = (self.frame.centerx, self.frame.bottom - H.px(16))
        self.relayout()

    @property
    def indents(self) -> dict[int, int]:
        """Each indented line's indent (pixels from the column's left) by its index in :attr:`lines`; a line not
        in it starts at the column's left."""
        return self._indent

    def relayout(self) -> None:
        """Lay the page's text out again for the sheet's width and the interface size."""
        L = self.layout
        zoom = access.current().zoom  # the interface size: the sheet fills the window, its words grow and wrap
        page = Page(self.sheet.width - L.px(60), lambda v: L.px(v * zoom))
        self.compose(page)
        self.lines = page.lines
        self._indent = page.indents
        self.content_h = page.y + L.px(20)
        self._clamp()

    def _view_h(self) -> int:
        """The height (pixels) of the page's text in view: the sheet less its top and bottom margins."""
        return self.sheet.height - self.layout.px(24)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Wheel and keys scroll; Esc, Backspace or Back returns."""
        if self.scrolled_by(event) or self.closed_by(event):
            return True
        return self.ring.handle_event(event) or event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN)

    def update(self, dt_ms: float) -> None:
        """Ease the scroll towards its target."""
        self.ease_scroll(dt_ms)

    def draw(self, surface: pygame.Surface) -> None:
        """The frame, its head, the scrolled parchment, the scroll bar, the hint and the Back button."""
        L = self.layout
        s = L.scale
        surface.blit(theme.wood_background(surface.get_size()), (0, 0))
        theme.draw_panel(surface, self.frame, s)
        self.draw_head(surface, self.words)
        sheet = self.sheet
        # the paper reaches a line's height beyond the sheet above and below (``bleed``), and only the sheet's part
        # is shown: a line half out of the view at its top or foot is cut by the clip, never by the paper's edge
        bleed = max((line.size * 2 for line in self.lines), default=L.px(40))
        paper = pygame.Surface((sheet.width, sheet.height + 2 * bleed))
        paper.fill(theme.PARCHMENT)
        shown = pygame.Rect(0, bleed, sheet.width, sheet.height)
        edge = theme.lerp(theme.PARCHMENT, (150, 110, 60), 0.35)
        for i in range(L.px(14)):
            a = 1 - i / L.px(14)
            c = theme.lerp(theme.PARCHMENT, edge, a * a)
            pygame.draw.rect(paper, c, shown.inflate(-i * 2, -i * 2), 1)
        clip_rect = pygame.Rect(L.px(30), bleed + L.px(12), sheet.width - L.px(60), sheet.height - L.px(24))
        paper.set_clip(clip_rect)
        top = clip_rect.y - round(self.scroll)
        for index, line in enumerate(self.lines):
            yy = top + line.y
            if yy >= clip_rect.bottom or yy + round(line.size * 1.5) <= clip_rect.y:
                continue  # wholly out of the view
            if line.kind == "rule":
                theme.draw_rule(paper, (clip_rect.x + clip_rect.width // 4, yy + L.px(8 * access.current().zoom)),
                                clip_rect.width // 2, s)
                continue
            theme.blit_text(paper, line.text, (clip_rect.x + self._indent.get(index, 0), yy), line.size, line.color,
                            line.language, bold=line.bold, italic=line.italic, shadow=False)
        paper.set_clip(None)
        surface.blit(paper, sheet, shown)
        pygame.draw.rect(surface, theme.GILT, sheet, max(1, L.px(2)))
        self.draw_scroll_bar(surface, sheet)  # in the frame's margin
        H = self.words
        theme.blit_text(surface, t("scroll_hint"), (self.frame.centerx, self.sheet.bottom + H.px(5)), H.px(12),
                        theme.IVORY_DIM, anchor="midtop", italic=True, shadow=False)
        self.ring.draw(surface, H.scale)
