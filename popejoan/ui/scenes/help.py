"""The help overlay: every key a screen answers, listed over it (``?`` at the table and in the share-out).

The screen hands over its own declared list, already in words
(:func:`popejoan.ui.scenes.table.keys.help_rows`): sections of (key, what it
does). The overlay lies over the screen, dimming it; any key or click closes
it (Esc too, without pausing), once its first moments have passed so the key
that opened it, held down, does not close it at once; G closes it and opens the
glossary of the game's words (:func:`popejoan.ui.scenes.glossary.open_glossary`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from popejoan.ui import access, theme
from popejoan.ui.i18n import _, t
from popejoan.ui.overlay import OverlayScene
from popejoan.ui.scene import Navigator
from popejoan.ui.scenes.glossary import open_glossary

OPEN_GUARD_MS = 250.0
"""Real milliseconds after opening in which a press (the opening key repeating) does not close it."""


def _words(text: str) -> str:
    """``text`` in the interface language when the catalog holds it (English marked with ``N_``), else as given."""
    return _(text) if text else text


class HelpScene(OverlayScene):
    """A lacquered card listing keys and what they do.

    Every word is put into the interface language as the card is drawn: a title that is a function is
    called, and every other string (the title, the sections' titles, the keys and what they do, marked
    for the catalog with ``N_`` where they are defined) goes through :func:`~popejoan.ui.i18n._`, so a
    change of language shows at once (a string the catalog does not hold, a key's name, is drawn as given).

    Args:
        app: the app.
        title: the card's title ("Keys at the table"), or a function giving it.
        sections: each section's title and rows of (key, what it does).

    Attributes:
        rows_drawn: the (key, what it does) rows the last frame drew, in order (the tests read them).
    """

    def __init__(self, app: Navigator, title: str | Callable[[], str],
                 sections: Sequence[tuple[str, Sequence[tuple[str, str]]]]) -> None:
        super().__init__(app)
        self.title = title
        self.sections = [(name, list(rows)) for name, rows in sections]
        self.age_ms = 0.0
        self.layout, self.columns, self.shrink = self._fitted(app.screen_size)
        self.rows_drawn: list[tuple[str, str]] = []

    def on_resize(self, size: tuple[int, int]) -> None:
        """Lay the card out for ``size`` pixels."""
        self.layout, self.columns, self.shrink = self._fitted(size)

    def _fitted(self, size: tuple[int, int]) -> tuple[theme.Layout, int, float]:
        """The layout, the number of columns (1 or 2) and the text's shrink factor: the interface size (or
        the largest below it) at which every row fits the window, in one column if it can, else in two;
        at 100 % and still too tall (long words in some languages, a small window), smaller text, down to
        three quarters of its size."""
        zoom = access.current().zoom
        while True:
            L = theme.Layout(size, zoom)
            for columns in (1, 2):
                if self._plan(L, size, columns)[1] <= size[1] - L.px(20):
                    return L, columns, 1.0
            if zoom <= 1.0:
                break
            zoom = max(1.0, zoom - 0.05)
        shrink = 1.0
        while shrink > 0.75 and self._plan(L, size, 2, shrink)[1] > size[1] - L.px(20):
            shrink = round(shrink - 0.05, 2)
        return L, 2, shrink

    def _plan(self, L: theme.Layout, size: tuple[int, int], columns: int,
              shrink: float = 1.0) -> tuple[list[list[tuple[str, str, list[str], list[str]]]], int, int, int]:
        """The rows wrapped and shared between ``columns`` columns at layout ``L``, the text ``shrink`` times
        its size.

        Returns:
            ``(columns of (kind, key, the key's wrapped lines, wrapped words), panel height, panel width,
            key column width)``, pixels. The key column takes the longest key, but at most two fifths of a
            column: a longer key (the mouse's button names) wraps in it.
        """
        key_px, text_px = L.px(17 * shrink), L.px(16 * shrink)
        sections = [(_words(name), [(_words(label), _words(does)) for label, does in rows])
                    for name, rows in self.sections]
        width = min(size[0] - L.px(40), L.px(860 if columns == 1 else 1220))
        col_w = (width - L.px(80) - L.px(40) * (columns - 1)) // columns
        key_w = min(max((theme.measure(label, key_px, bold=True)[0] for _name, rows in sections
                         for label, _does in rows), default=0) + L.px(24), col_w * 2 // 5)
        text_w = col_w - key_w
        line_h = round(text_px * 1.3)
        key_h = round(key_px * 1.25)
        items: list[tuple[str, str, list[str], list[str], int]] = []
        for name, rows in sections:
            items.append(("head", name, [], [], L.px(36)))
            for label, does in rows:
                words = theme.wrap(does, text_px, max(L.px(80), text_w))
                keys = theme.wrap(label, key_px, key_w - L.px(16), bold=True)
                items.append(("row", label, keys, words, max(len(words) * line_h, len(keys) * key_h) + L.px(8)))
        total = sum(h for *_, h in items)
        cols: list[list[tuple[str, str, list[str], list[str]]]] = [[]]
        heights = [0]
        for kind, label, keys, words, h in items:
            # the next column starts once this one holds its share (a heading never ends a column)
            if len(cols) < columns and heights[-1] >= total / columns and kind != "head" or (
                    len(cols) < columns and kind == "head" and heights[-1] + h > total / columns and cols[-1]):
                cols.append([])
                heights.append(0)
            cols[-1].append((kind, label, keys, words))
            heights[-1] += h
        return cols, L.px(96) + L.px(30) + L.px(20 * shrink) + max(heights), width, key_w

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Any key or click closes the card (after its first moments), G opening the glossary in its place;
        everything is consumed."""
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN) and self.age_ms >= OPEN_GUARD_MS:
            self.close()
            if event.type == pygame.KEYDOWN and event.key == pygame.K_g:
                open_glossary(self.app)
        return event.type not in (pygame.MOUSEMOTION, pygame.KEYUP, pygame.MOUSEBUTTONUP)

    def update(self, dt_ms: float) -> None:
        """Count the card's age (real time)."""
        self.age_ms += dt_ms

    def draw(self, surface: pygame.Surface) -> None:
        """Dim the screen below, then the card: the title, each section's keys and their meanings."""
        L = self.layout
        s = L.scale
        W, H = surface.get_size()
        self.dim_below(surface, 160)
        key_px, text_px, head_px = L.px(17 * self.shrink), L.px(16 * self.shrink), L.px(19 * self.shrink)
        cols, height, width, key_w = self._plan(L, (W, H), self.columns, self.shrink)
        line_h = round(text_px * 1.3)
        key_h = round(key_px * 1.25)
        panel = pygame.Rect(0, 0, width, min(height, H - L.px(20)))
        panel.center = (W // 2, H // 2)
        theme.draw_panel(surface, panel, s)
        title = self.title() if callable(self.title) else _words(self.title)
        theme.blit_text(surface, title, (panel.centerx, panel.y + L.px(38)), L.px(30), anchor="center",
                        gilt=True, bold=True)
        theme.draw_rule(surface, (panel.centerx - L.px(160), panel.y + L.px(66)), L.px(320), s)
        col_w = (width - L.px(80) - L.px(40) * (len(cols) - 1)) // max(1, len(cols))
        self.rows_drawn = []
        for c, lines in enumerate(cols):
            x_key = panel.x + L.px(40) + c * (col_w + L.px(40))
            x_text = x_key + key_w
            y = panel.y + L.px(84)
            for kind, label, keys, words in lines:
                if kind == "head":
                    theme.blit_text(surface, label, (x_key, y), head_px, theme.GILT, bold=True)
                    y += L.px(36)
                    continue
                for k, key_line in enumerate(keys):
                    theme.blit_text(surface, key_line, (x_key + L.px(8), y + k * key_h), key_px, theme.GILT_LIGHT,
                                    bold=True)
                for k, line in enumerate(words):
                    theme.blit_text(surface, line, (x_text, y + L.px(1) + k * line_h), text_px, theme.IVORY)
                y += max(len(words) * line_h, len(keys) * key_h) + L.px(8)
                self.rows_drawn.append((label, " ".join(words)))
        theme.blit_text(surface, t("help_close"), (panel.centerx, panel.bottom - L.px(22)),
                        L.px(13), theme.IVORY_DIM, anchor="center", italic=True, shadow=False)
        # TRANSLATORS: under the key help, above "Any key or a click closes this"
        theme.blit_text(surface, _("G: the game's words explained (a glossary)"),
                        (panel.centerx, panel.bottom - L.px(42)), L.px(14), theme.GILT_LIGHT, anchor="center",
                        italic=True, shadow=False)
