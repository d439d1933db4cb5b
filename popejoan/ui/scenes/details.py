"""The Details list: a scrolling panel over the screen, each file named in bold and what is wrong with it below.

The menu shows it for the ruleset files that could not be loaded (and its notices whole when they are cut
short); the saved sessions for every save that could not be used. It is here, below both screens, so that
neither imports the other.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from popejoan.ui import theme
from popejoan.ui.i18n import t


def draw_error_list(surface: pygame.Surface, L: theme.Layout, entries: Sequence[tuple[str, str]],
                    scroll: float, title: str | None = None) -> tuple[pygame.Rect, float]:
    """The broken ruleset files (or refused saves), each name in bold and its message wrapped below; scrolls when
    long.

    Args:
        entries: each file's name (and line) and what is wrong.
        scroll: how far the list is scrolled (reference pixels).
        title: the panel's title (default: "Rulesets that could not be loaded").

    Returns:
        The panel's rectangle and the scroll, kept within the list.
    """
    s = L.scale
    surface.blit(theme.dim_overlay(surface.get_size(), 170), (0, 0))
    panel = L.rect(220, 120, 840, 580)
    theme.draw_panel(surface, panel, s)
    heading = title or t("ruleset_errors_title")
    theme.blit_text(surface, heading, (panel.centerx, panel.y + L.px(36)),
                    theme.fit_size(heading, L.px(26), panel.width - L.px(60)), anchor="center", gilt=True)
    theme.draw_rule(surface, (panel.centerx - L.px(200), panel.y + L.px(62)), L.px(400), s)
    body = pygame.Rect(panel.x + L.px(36), panel.y + L.px(78), panel.width - L.px(80), panel.height - L.px(130))
    size = L.px(15)
    line_h = round(size * 1.35)
    items: list[tuple[str, bool]] = []
    for where, what in entries:
        if where:  # (a notice has no heading)
            items.append((where, True))
        items += [(line, False) for line in theme.wrap(what, size, body.width - L.px(18))]
        items.append(("", False))
    content = len(items) * line_h
    limit = max(0, content - body.height)
    scroll = max(0.0, min(float(limit) / max(s, 1e-6), scroll))
    offset = round(scroll * s)
    clip = surface.get_clip()
    surface.set_clip(body)
    y = body.y - offset
    for text, head in items:
        if text and body.y - line_h <= y <= body.bottom:
            theme.blit_text(surface, text, (body.x + (0 if head else L.px(18)), y), size,
                            theme.GILT_LIGHT if head else theme.IVORY, bold=head, shadow=False)
        y += line_h
    surface.set_clip(clip)
    if limit > 0:  # a scroll bar, clearly visible
        track = pygame.Rect(body.right + L.px(12), body.y, L.px(8), body.height)
        pygame.draw.rect(surface, theme.OXBLOOD_DARK, track, border_radius=track.width // 2)
        pygame.draw.rect(surface, theme.GILT_DARK, track, 1, border_radius=track.width // 2)
        h = max(L.px(30), round(body.height * body.height / content))
        ty = body.y + round((body.height - h) * offset / limit)
        pygame.draw.rect(surface, theme.GILT_LIGHT, (track.x, ty, track.width, h), border_radius=track.width // 2)
    theme.blit_text(surface, t("ruleset_errors_close"), (panel.centerx, panel.bottom - L.px(28)), L.px(14),
                    theme.IVORY_DIM, anchor="center", italic=True, shadow=False)
    return panel, scroll


__all__ = ["draw_error_list"]
