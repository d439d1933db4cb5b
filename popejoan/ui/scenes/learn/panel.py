"""The coach's panel at the lesson's table: where it goes so that it never hides what it talks about, its words
wrapped to fit, the arrow and the glow that point at the thing.

Holds :func:`target_rects` (what a step points at, in window pixels), :func:`place_panel` (the panel's place
among the table's corners and sides, away from its target), :class:`PanelText` and :func:`fit_panel` (the words
at a size that fits), and :func:`draw_pointer`. It decides nothing of the lesson (:mod:`.scene` does) and knows
no rule.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from popejoan.ui import theme
from popejoan.ui.scenes.table.layout import TableLayout

PANEL_WIDTHS = (0.36, 0.31, 0.27)
"""The panel's widths tried, shares of the window's (the widest that covers least is taken)."""
MAX_HEIGHT = 0.52
"""The most of the window's height the panel may take (its words are made smaller until they fit)."""


def target_rects(point: str, lay: TableLayout, plaques: list[pygame.Rect]) -> list[pygame.Rect]:
    """What a step points at (:attr:`~popejoan.ui.scenes.learn.steps.Step.point`), as window rectangles (pixels):
    ``"board"``, ``"hand"``, ``"sequence"``, ``"dead"`` and ``"turn_up"`` (the dead hand's pile, where the turn-up
    lies beside it), ``"seats"`` (``plaques``, every seat's name plaque)."""
    if point == "board":
        cx, cy = lay.board_center()
        r = int(lay.radius)
        return [pygame.Rect(cx - r, cy - r, 2 * r, 2 * r)]
    if point == "hand":
        return [lay.hand_box()]
    if point == "sequence":
        return [lay.sequence_box()]
    if point in ("dead", "turn_up"):
        return [lay.stock_rect().inflate(int(40 * lay.s), int(10 * lay.s))]
    return list(plaques)


def place_panel(size: tuple[int, int], panel: tuple[int, int], targets: list[pygame.Rect],
                keep_clear: list[tuple[pygame.Rect, float]], margin: int) -> tuple[pygame.Rect, float]:
    """Where the panel of ``panel`` pixels goes in a window of ``size``: the corner or side (top, then the middle
    of each side, then the bottom corners) that covers none of ``targets`` (what it talks about) and least of
    ``keep_clear`` (the board, the hand, the sequence, the caption, each with its weight per pixel covered).
    Returns its rectangle (pixels) and what it covers (0: nothing; the weighted pixels covered)."""
    w, h = size
    pw, ph = panel
    xs = (margin, w - pw - margin)
    ys = (margin + int(0.06 * h), (h - ph) // 2, h - ph - margin)
    best: tuple[float, pygame.Rect] | None = None
    for y in ys:
        for x in xs:
            rect = pygame.Rect(x, max(margin, y), pw, ph)
            cost = 0.0
            for t in targets:
                clip = rect.clip(t)
                cost += 1000.0 * clip.w * clip.h
            for k, weight in keep_clear:
                clip = rect.clip(k)
                cost += weight * clip.w * clip.h
            if best is None or cost < best[0]:
                best = (cost, rect)
    assert best is not None
    return best[1], best[0]


@dataclass(frozen=True)
class PanelText:
    """The panel's words laid out.

    Attributes:
        size_px: the body's letter size (pixels).
        heading: the heading line; body: the step's lines; extra: the advice's or a refusal's lines; footer:
            how to go on, in lines (smaller, above the skip button).
        height: the panel's height in pixels with these lines.
    """

    size_px: int
    heading: str
    body: list[str]
    extra: list[str]
    footer: list[str]
    height: int


def fit_panel(heading: str, body: str, extra: str, footer: str, width: int, window_h: int, scale: float,
              button_h: int) -> PanelText:
    """Wrap the panel's words to ``width`` pixels, at the largest size (from 18 reference pixels down to 11) whose
    panel is at most :data:`MAX_HEIGHT` of ``window_h`` (the smallest size when none is)."""
    pad = theme.px(18, scale)
    inner = width - 2 * pad
    size = theme.px(18, scale)
    smallest = max(9, theme.px(11, scale))
    while True:
        lines = theme.wrap(body, size, inner) if body else []
        more = theme.wrap(extra, size, inner) if extra else []
        small = max(9, size - 2)
        foot = theme.wrap(footer, small, inner, italic=True)
        step = round(size * 1.25)
        height = (2 * pad + round(size * 1.2) * 1 + theme.px(8, scale) + step * (len(lines) + len(more))
                  + (theme.px(6, scale) if more else 0) + theme.px(8, scale) + round(small * 1.25) * len(foot)
                  + theme.px(6, scale) + button_h)
        if height <= MAX_HEIGHT * window_h or size <= smallest:
            return PanelText(size, heading, lines, more, foot, height)
        size -= 1


def draw_pointer(surface: pygame.Surface, panel: pygame.Rect, targets: list[pygame.Rect], scale: float) -> None:
    """A glow round each target and a gilt arrow from the panel's edge to the nearest target's edge."""
    for t in targets:
        theme.draw_glow(surface, t, scale, strength=90)
    if not targets:
        return
    start = pygame.Vector2(panel.center)
    target = min(targets, key=lambda t: start.distance_to(pygame.Vector2(t.center)))
    end = pygame.Vector2(min(max(start.x, target.left), target.right), min(max(start.y, target.top), target.bottom))
    if target.collidepoint(start):
        return
    begin = pygame.Vector2(min(max(end.x, panel.left), panel.right), min(max(end.y, panel.top), panel.bottom))
    line = end - begin
    if line.length() < theme.px(24, scale):
        return
    direction = line.normalize()
    tip = end - direction * theme.px(6, scale)
    width = max(2, theme.px(4, scale))
    pygame.draw.line(surface, theme.GILT, begin, tip, width)
    side = pygame.Vector2(-direction.y, direction.x) * theme.px(9, scale)
    back = tip - direction * theme.px(16, scale)
    pygame.draw.polygon(surface, theme.GILT_LIGHT, [tip, back + side, back - side])
