"""The help overlay: every key a screen answers, listed over it (``?`` at the table and in the share-out).

The screen hands over its own declared list, already in words
(:func:`popejoan.ui.scenes.table.keys.help_rows`): sections of (key, what it
does). The overlay lies over the screen, dimming it; any key or click closes
it (Esc too, without pausing), once its first moments have passed so the key
that opened it, held down, does not close it at once.
"""

from __future__ import annotations

from typing import Sequence

import pygame

from popejoan.ui import theme
from popejoan.ui.i18n import t
from popejoan.ui.scene import Navigator, Scene

OPEN_GUARD_MS = 250.0
"""Real milliseconds after opening in which a press (the opening key repeating) does not close it."""


class HelpScene(Scene):
    """A lacquered card listing keys and what they do.

    Args:
        app: the app.
        title: the card's title ("Keys at the table").
        sections: each section's title and rows of (key, what it does).

    Attributes:
        rows_drawn: the (key, what it does) rows the last frame drew, in order (the tests read them).
    """

    opaque = False

    def __init__(self, app: Navigator, title: str, sections: Sequence[tuple[str, Sequence[tuple[str, str]]]]) -> None:
        super().__init__(app)
        self.title = title
        self.sections = [(name, list(rows)) for name, rows in sections]
        self.age_ms = 0.0
        self.layout = theme.Layout(app.screen_size)
        self.rows_drawn: list[tuple[str, str]] = []

    def close(self) -> None:
        """Back to the screen below."""
        if self.app.top is self:
            self.app.pop()

    def on_resize(self, size: tuple[int, int]) -> None:
        """Lay the card out for ``size`` pixels."""
        self.layout = theme.Layout(size)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Any key or click closes the card (after its first moments); everything is consumed."""
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN) and self.age_ms >= OPEN_GUARD_MS:
            self.close()
        return event.type not in (pygame.MOUSEMOTION, pygame.KEYUP, pygame.MOUSEBUTTONUP)

    def update(self, dt_ms: float) -> None:
        """Count the card's age (real time)."""
        self.age_ms += dt_ms

    def draw(self, surface: pygame.Surface) -> None:
        """Dim the screen below, then the card: the title, each section's keys and their meanings."""
        L = self.layout
        s = L.scale
        W, H = surface.get_size()
        surface.blit(theme.dim_overlay((W, H), 160), (0, 0))
        key_px, text_px, head_px = L.px(17), L.px(16), L.px(19)
        key_w = max((theme.measure(label, key_px, bold=True)[0] for _, rows in self.sections for label, _ in rows),
                    default=0) + L.px(24)
        width = min(W - L.px(40), L.px(860))
        text_w = width - L.px(80) - key_w
        lines: list[tuple[str, str, list[str]]] = []  # (kind, key, wrapped words)
        for name, rows in self.sections:
            lines.append(("head", name, []))
            for label, does in rows:
                lines.append(("row", label, theme.wrap(does, text_px, text_w)))
        line_h = round(text_px * 1.3)
        height = L.px(96) + L.px(30)
        for kind, _, words in lines:
            height += L.px(36) if kind == "head" else len(words) * line_h + L.px(8)
        panel = pygame.Rect(0, 0, width, min(height, H - L.px(20)))
        panel.center = (W // 2, H // 2)
        theme.draw_panel(surface, panel, s)
        theme.blit_text(surface, self.title, (panel.centerx, panel.y + L.px(38)), L.px(30), anchor="center",
                        gilt=True, bold=True)
        theme.draw_rule(surface, (panel.centerx - L.px(160), panel.y + L.px(66)), L.px(320), s)
        x_key = panel.x + L.px(40)
        x_text = x_key + key_w
        y = panel.y + L.px(84)
        self.rows_drawn = []
        for kind, label, words in lines:
            if kind == "head":
                theme.blit_text(surface, label, (x_key, y), head_px, theme.GILT, bold=True)
                y += L.px(36)
                continue
            theme.blit_text(surface, label, (x_key + L.px(8), y), key_px, theme.GILT_LIGHT, bold=True)
            for line in words:
                theme.blit_text(surface, line, (x_text, y + L.px(1)), text_px, theme.IVORY)
                y += line_h
            y += L.px(8)
            self.rows_drawn.append((label, " ".join(words)))
        theme.blit_text(surface, t("help_close"), (panel.centerx, panel.bottom - L.px(22)),
                        L.px(13), theme.IVORY_DIM, anchor="center", italic=True, shadow=False)
