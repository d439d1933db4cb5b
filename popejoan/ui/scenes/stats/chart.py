"""The chart on a player's page: their fish over each session, oldest at the left (issue 35).

Holds :func:`draw_chart`: one bar per session, up for fish won, down for fish lost, a gilt rim on the sessions
they won, the line of nought across, and the first and last sessions' dates under it. Many sessions are drawn
as the latest :data:`MOST_BARS`. It draws what it is given (:func:`popejoan.storage.stats.figures.player_sessions`)
and works nothing out.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

import pygame

from popejoan.storage.stats import SessionLine
from popejoan.ui import theme
from popejoan.ui.i18n import when

MOST_BARS = 60
"""The most sessions the chart shows (the latest ones)."""

WON = (40, 110, 60)
LOST = (150, 40, 36)


def draw_chart(surface: pygame.Surface, rect: pygame.Rect, lines: Sequence[SessionLine], text_px: int) -> None:
    """Draw the chart of ``lines`` (oldest first) in ``rect`` (pixels; the dates take ``text_px``-pixel text
    under the bars, inside ``rect``)."""
    shown = list(lines)[-MOST_BARS:]
    if not shown or rect.width < 20 or rect.height < 3 * text_px:
        return
    bars = pygame.Rect(rect.x, rect.y, rect.width, rect.height - round(text_px * 1.6))
    most = max(1, max(abs(line.fish) for line in shown))
    ups = any(line.fish > 0 for line in shown)
    downs = any(line.fish < 0 for line in shown)
    zero = bars.centery if ups and downs else bars.bottom - 1 if ups or not downs else bars.y + 1
    half = (bars.height // 2) if ups and downs else bars.height - 2
    step = bars.width / len(shown)
    width = max(1, round(step * 0.7))
    for i, line in enumerate(shown):
        h = round(abs(line.fish) / most * half)
        x = round(bars.x + i * step + (step - width) / 2)
        bar = pygame.Rect(x, zero - h if line.fish > 0 else zero, width, max(1, h))
        pygame.draw.rect(surface, WON if line.fish >= 0 else LOST, bar)
        if line.won:
            pygame.draw.rect(surface, theme.GILT_DARK, bar.inflate(2, 2), 1)
    pygame.draw.line(surface, theme.INK, (bars.x, zero), (bars.right, zero), 1)
    first = when(datetime.fromtimestamp(shown[0].at), with_time=False)
    last = when(datetime.fromtimestamp(shown[-1].at), with_time=False)
    y = bars.bottom + round(text_px * 0.3)
    clip = surface.get_clip()
    for text, anchor_x, right in ((first, rect.x, False), (last, rect.right, True)):
        if right and len(shown) == 1:
            break
        w, h = theme.measure(text, text_px, italic=True)
        box = pygame.Rect(anchor_x - w if right else anchor_x, y, w, h)
        if clip.contains(box):  # a date half scrolled out of the page is drawn once it scrolls in whole
            theme.blit_text(surface, text, box.topleft, text_px, theme.INK, italic=True, shadow=False)
