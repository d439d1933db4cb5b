"""The summary's chart: each player's fish deal by deal, a line a seat, the people at the table on top.

:class:`ChartView` (a part of :class:`~popejoan.ui.scenes.summary.scene.SummaryScene`) draws it in its part of
the panel; where the lines' points lie is worked out in :mod:`popejoan.ui.scenes.summary.standings`
(:func:`~popejoan.ui.scenes.summary.standings.chart_lines`, :func:`~popejoan.ui.scenes.summary.standings.chart_order`).
The standings beside it are :mod:`popejoan.ui.scenes.summary.drawing`'s.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from popejoan.ui import theme
from popejoan.ui.i18n import number, t
from popejoan.ui.scenes.summary.plan import PLAYER_COLOURS
from popejoan.ui.scenes.summary.standings import chart_lines, chart_order

if TYPE_CHECKING:
    from popejoan.engine.session import Session
    from popejoan.ui.scene import Navigator
    from popejoan.ui.setup import GameSetup


class ChartView:
    """The fish-by-deal chart of the summary scene. It reads the scene's ``app`` (its speed), ``layout``,
    ``series``, ``shared_point``, ``clock_ms``, ``setup`` and ``session``; it keeps what it last drew
    (``x_labels``, ``chart_drawn``) for the tests."""

    app: Navigator
    layout: theme.Layout
    series: list[list[int]]
    shared_point: bool
    clock_ms: float
    setup: GameSetup | None
    session: Session
    x_labels: list[tuple[str, pygame.Rect]]
    chart_drawn: list[tuple[int, list[tuple[int, int]], int]]

    def _draw_chart(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        L = self.layout
        theme.blit_text(surface, t("chips_by_deal"), rect.topleft, L.px(20), theme.GILT, bold=True)
        area = pygame.Rect(rect.x + L.px(44), rect.y + L.px(38), rect.width - L.px(60), rect.height - L.px(64))
        well = pygame.Surface(area.inflate(L.px(16), L.px(16)).size, pygame.SRCALPHA)
        well.fill((0, 0, 0, 70))
        surface.blit(well, area.inflate(L.px(16), L.px(16)))
        values = [v for series in self.series for v in series]
        lo: float = min(values + [0])
        hi: float = max(values)
        if hi == lo:
            hi = lo + 1
        pad = (hi - lo) * 0.08
        lo, hi = lo - pad, hi + pad
        points = max(len(series) for series in self.series)

        def to_xy(i: int, v: float) -> tuple[int, int]:
            x = area.x + (area.width * i // max(1, points - 1) if points > 1 else area.width // 2)
            y = area.bottom - round((v - lo) / (hi - lo) * area.height)
            return x, y

        # horizontal guides at round values, at most six, and no closer than their labels allow
        span = hi - lo
        guides = max(2, min(6, area.height // L.px(26)))
        step = next((m * 10 ** e for e in range(0, 6) for m in (1, 2, 5) if span / (m * 10 ** e) <= guides), 10 ** 6)
        first = int(lo // step + 1) * step
        for v in range(first, int(hi) + 1, step):
            y = to_xy(0, v)[1]
            pygame.draw.line(surface, theme.lerp(theme.GILT_DARK, theme.SHADOW, 0.4), (area.x, y), (area.right, y))
            theme.blit_text(surface, number(round(v)), (area.x - L.px(8), y), L.px(12), theme.IVORY_DIM,
                            anchor="midright", shadow=False)
        if lo < 0 < hi:
            y = to_xy(0, 0)[1]
            pygame.draw.line(surface, theme.DEBT, (area.x, y), (area.right, y), max(1, L.px(1)))
        # deal numbers along the foot: the last point always named ("share-out" after a share-out), kept
        # inside the chart's well, and no two labels on top of each other
        last = points - 1
        size = L.px(12)

        def label_at(i: int) -> tuple[str, pygame.Rect]:
            text = t("share_short") if self.shared_point and i == last else str(i)
            rect = pygame.Rect((0, 0), theme.measure(text, size))
            rect.midtop = (to_xy(i, lo)[0], area.bottom + L.px(6))
            rect.right = min(rect.right, area.right + L.px(8))
            rect.left = max(rect.left, area.left - L.px(8))
            return text, rect

        self.x_labels = [label_at(last)]
        step = max(1, points // 10)
        for i in range(0, last, step):
            text, rect = label_at(i)
            if all(not rect.inflate(L.px(8), 0).colliderect(other) for _, other in self.x_labels):
                self.x_labels.append((text, rect))
        for text, rect in self.x_labels:
            theme.blit_text(surface, text, rect.topleft, size, theme.IVORY_DIM, shadow=False)
        # the lines grow from left to right as the scene opens; seats whose fish were equal at a deal are set a
        # little apart there, and the people at the table are drawn last and thicker: no line hides another
        grow = max(0.0, min(1.0, (self.clock_ms - 150) / (700 / max(0.25, self.app.speed))))
        lines = chart_lines(self.series, to_xy, max(3, L.px(3)))
        people = self.people()
        self.chart_drawn = []
        for seat in chart_order(len(self.series), people):
            colour = PLAYER_COLOURS[seat % len(PLAYER_COLOURS)]
            pts = lines[seat]
            width = 3 if seat in people else 2
            self.chart_drawn.append((seat, pts, width))
            if len(pts) == 1:
                pygame.draw.circle(surface, colour, pts[0], L.px(4) + (1 if seat in people else 0))
                continue
            shown = 1 + (len(pts) - 1) * grow
            whole = int(shown)
            line = pts[:whole]
            if whole < len(pts):
                a, b = pts[whole - 1], pts[whole]
                f = shown - whole
                line.append((round(a[0] + (b[0] - a[0]) * f), round(a[1] + (b[1] - a[1]) * f)))
            if len(line) >= 2:
                for dy in range(-(width // 2), width - width // 2):
                    pygame.draw.aalines(surface, colour, False, [(x, y + dy) for x, y in line])
            for p in pts[:whole]:
                pygame.draw.circle(surface, colour, p, L.px(3) + (1 if seat in people else 0))

    def people(self) -> set[int]:
        """The seats of the people at the table (not computers), whose lines the chart draws last and thicker:
        from the game's setup (a level of None), else from the session's seats (``{"kind": "human"}``)."""
        if self.setup is not None:
            return {seat for seat, level in enumerate(self.setup.levels) if level is None}
        seats = self.session.seats or []
        return {seat for seat, data in enumerate(seats) if isinstance(data, dict) and data.get("kind") == "human"}
