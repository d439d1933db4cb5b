"""Laying the summary panel out for the window: how much room its parts need, and where each lies.

:class:`SummaryLayout` (a part of :class:`~popejoan.ui.scenes.summary.scene.SummaryScene`) fits the interface
size to the panel (:func:`popejoan.ui.access.fit_zoom`), fills the scene's :class:`~popejoan.ui.scenes.summary.plan.
SummaryFrame` and places the buttons; a scene built on the summary places its own buttons in
:meth:`SummaryLayout.place_own_buttons`. The measures are :mod:`popejoan.ui.scenes.summary.plan`'s; nothing here draws.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from popejoan.ui import access, theme
from popejoan.ui.i18n import language
from popejoan.ui.scenes.summary.plan import (
    CHART_MIN,
    CHART_WIDE_MIN,
    COLUMN_MIN,
    FOOT_H,
    GAP,
    GUTTER,
    HEAD_H,
    NOTE_LINE,
    PANEL_REF,
    ROW_H,
    ROW_MIN,
    SHARE_ROW_MIN,
    SIDE,
    STANDINGS_FOOT,
    STANDINGS_FOOT_CARRIED,
    STANDINGS_HEAD,
    STORY_MIN,
    TURN_UP_H,
    SummaryFrame,
    standings_height,
)

if TYPE_CHECKING:
    from collections.abc import Callable

    from popejoan.engine.session import Session
    from popejoan.ui.widgets import Button


class SummaryLayout:
    """Where the summary's parts and buttons lie. It reads the scene's ``mode``, ``session``, ``names``,
    ``review`` and its buttons, and keeps ``layout``, ``panel`` and ``frame``."""

    layout: theme.Layout
    panel: pygame.Rect
    frame: SummaryFrame
    mode: str
    session: Session
    review: bool

    # what this part uses of the scene's other parts (set and defined there)
    _lay_story: Callable[[], None]
    _note_lines: Callable[[int], list[str]]
    _story: Callable[[], list[tuple[str, str]]]
    close_button: Button
    end_button: Button
    final_button: Button
    new_button: Button
    next_button: Button
    quit_button: Button
    record_buttons: list[Button]
    session_over: Callable[[], bool]
    if TYPE_CHECKING:
        @property
        def names(self) -> list[str]: ...
    language: str

    def on_resize(self, size: tuple[int, int]) -> None:
        """Lay out for ``size`` pixels, at the interface size as far as it fits (the app calls this when the
        language or the interface size changes: the deal is told again)."""
        if self.language != language():
            self.story = self._story()
            self.language = language()
        self.layout = theme.Layout(size)
        self._place()

    def _no_share_out(self) -> bool:
        """The final standings of a ruleset that shares nothing out: the standings and the note across the top,
        the chart the panel's width below."""
        return self.mode == "final" and not self.session.has_share_out

    def _needed(self) -> tuple[float, float]:
        """The least room the panel's inside needs (reference pixels at 100%): width, height.

        The right column holds the standings (rows at their least height) over the chart at its least; the
        left the turn-up and a few lines of the story, or the share-out's rows at their least. With nothing
        shared out, the standings beside the note and the chart across the panel below them at its least
        height there, or the chart under the note beside the standings: whichever needs less.
        """
        players = len(self.names)
        width = 2 * SIDE + GUTTER + 2 * COLUMN_MIN
        if self._no_share_out():
            across = max(standings_height(players, ROW_MIN, foot=8), 34 + 3 * NOTE_LINE) + GAP + CHART_WIDE_MIN
            beside = max(standings_height(players, ROW_MIN, foot=8), 34 + 3 * NOTE_LINE + GAP + CHART_MIN)
            content = min(across, beside)
        else:
            right = standings_height(players, ROW_MIN, self._standings_foot()) + GAP + CHART_MIN
            left = 34 + players * SHARE_ROW_MIN if self.mode == "final" else TURN_UP_H + STORY_MIN
            content = max(left, right)
        return width, HEAD_H + content + FOOT_H

    def _place(self) -> None:
        """Lay the panel's parts and buttons out (:attr:`frame`) for the window (``self.layout.size``)."""
        size = self.layout.size
        base = theme.Layout(size)
        panel = base.rect(*PANEL_REF)
        need_w, need_h = self._needed()
        zoom = access.fit_zoom(panel.size, (need_w * base.scale, need_h * base.scale))
        self.layout = L = theme.Layout(size, zoom)
        self.panel = panel
        frame = SummaryFrame()
        frame.panel, frame.zoom = panel, zoom
        pw, ph = panel.width / L.scale, panel.height / L.scale  # the panel in reference pixels at this size
        at = self._at
        col_w = (pw - 2 * SIDE - GUTTER) / 2
        left_x, right_x = SIDE, SIDE + col_w + GUTTER
        top, bottom = HEAD_H, ph - FOOT_H
        height = bottom - top
        frame.columns = (at(left_x, top, col_w, height), at(right_x, top, col_w, height))
        players = len(self.names)
        if self._no_share_out():
            # the standings at the top left, the note beside them; the chart across the panel under both, or,
            # when that leaves it too flat (many players, a large interface size), under the note
            note_h = 34 + len(self._note_lines(at(right_x, top, col_w, 0).width)) * NOTE_LINE  # as drawn
            rows = min(ROW_H, max(ROW_MIN, (height - GAP - CHART_WIDE_MIN - STANDINGS_HEAD - 8) / max(1, players)))
            band = max(standings_height(players, rows, foot=8), note_h)
            frame.share = at(right_x, top, col_w, note_h)
            if height - band - GAP >= CHART_WIDE_MIN:
                frame.standings = at(left_x, top, col_w, standings_height(players, rows, foot=8))
                frame.chart = at(left_x, top + band + GAP, pw - 2 * SIDE, height - band - GAP)
            else:
                rows = min(ROW_H, (height - STANDINGS_HEAD - 8) / max(1, players))
                frame.standings = at(left_x, top, col_w, standings_height(players, rows, foot=8))
                frame.chart = at(right_x, top + note_h + GAP, col_w, height - note_h - GAP)
        else:
            standings = min(standings_height(players, ROW_H, self._standings_foot()), height - GAP - CHART_MIN)
            frame.standings = at(right_x, top, col_w, standings)
            frame.chart = at(right_x, top + standings + GAP, col_w, height - standings - GAP)
            if self.mode == "final":
                frame.share = at(left_x, top, col_w, height)
            else:
                frame.turn_up = at(left_x, top, col_w, TURN_UP_H)
                frame.story = at(left_x, top + TURN_UP_H, col_w, height - TURN_UP_H)
        self.frame = frame
        self._lay_story()
        self._place_buttons(pw, ph, left_x, right_x, col_w)
        self.place_own_buttons()

    def _place_buttons(self, pw: float, ph: float, left_x: float, right_x: float, col_w: float) -> None:
        """Place the summary's buttons in the panel ``pw`` × ``ph`` reference pixels, whose columns begin at
        ``left_x`` and ``right_x`` and are ``col_w`` wide (reference pixels)."""
        at = self._at
        # the buttons: in the final standings the two centred; else the record of the deal under the left
        # column, what moves on under the right
        mid = pw / 2
        if self.mode == "final":
            self.new_button.rect = at(mid - 310, ph - 82, 300, 56)
            self.quit_button.rect = at(mid + 10, ph - 78, 220, 48)
            return
        x = left_x
        widths = (150, 130, 220)
        for button, share in zip(self.record_buttons, widths):
            width = (col_w - 20) * share / sum(widths)
            button.rect = at(x, ph - 78, width, 48)
            x += width + 10
        if self.review:
            self.close_button.rect = at(right_x + col_w - min(280, col_w), ph - 82, min(280, col_w), 56)
        elif self.session_over():
            self.final_button.rect = at(right_x + col_w - min(460, col_w), ph - 82, min(460, col_w), 56)
        else:
            next_w = (col_w - 10) * 250 / 490
            self.next_button.rect = at(right_x, ph - 82, next_w, 56)
            self.end_button.rect = at(right_x + next_w + 10, ph - 78, col_w - next_w - 10, 48)

    def place_own_buttons(self) -> None:
        """Hook for a scene built on the summary: place the buttons it adds (:meth:`~popejoan.ui.scenes.summary.
        scene.SummaryScene.own_buttons`). Called at the end of every layout, once :attr:`frame`, :attr:`layout`
        and the summary's own buttons are placed; :meth:`centred_button` gives a rect in the row of buttons.
        The summary adds none: this does nothing."""

    def centred_button(self, width: float, height: float) -> pygame.Rect:
        """A button alone in the row of buttons, centred: ``width`` × ``height`` reference pixels, in window pixels."""
        s = self.layout.scale
        return self._at(self.panel.width / s / 2 - width / 2, self.panel.height / s - 82, width, height)

    def _at(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        """A rect of the panel's plan (reference pixels from the panel's top-left) in window pixels."""
        s = self.layout.scale
        left, top = self.panel.x + round(x * s), self.panel.y + round(y * s)
        return pygame.Rect(left, top, self.panel.x + round((x + w) * s) - left, self.panel.y + round((y + h) * s) - top)

    def _standings_foot(self) -> float:
        """The room under the standings' rows, reference pixels: two lines for a deal's (what is carried to the
        next deal, per compartment), one for the final standings' (what is left on the board)."""
        return STANDINGS_FOOT if self.mode == "final" else STANDINGS_FOOT_CARRIED
