"""Drawing the menu: the panels and their words, the turning board, the bars and the scroll bar.

:class:`MenuDrawing` only draws (it never changes a choice): the wood, the three panels, the titles, the
seats' marks, the chosen ruleset's board dressed for the seats, the Continue card, the reflowed page's bars,
keys' hint and version, and the widgets with the focus ring. The panels' words and ornaments are
:mod:`popejoan.ui.scenes.menu_art`'s; the notices' slip is :mod:`.notices`'; where things lie is :mod:`.layout`'s.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

import pygame

from popejoan import __version__
from popejoan.ui import theme
from popejoan.ui.i18n import t
from popejoan.ui.scenes import menu_art as art
from popejoan.ui.scenes.details import draw_error_list
from popejoan.ui.scenes.menu.layout import BAR_SHADE, LANE, LIST_H, ROW_H
from popejoan.ui.widgets import Widget, draw_focus_ring

if TYPE_CHECKING:
    from collections.abc import Callable

    from popejoan.engine.ruleset import Ruleset
    from popejoan.storage.saves import SaveInfo
    from popejoan.ui.board import Board
    from popejoan.ui.scenes.menu.rows import RulesetRow
    from popejoan.ui.setup import GameSetup, Seat
    from popejoan.ui.widgets import Button, FocusRing, Stepper, TextField, Widget


class MenuDrawing:
    """The menu's drawing (a part of :class:`~popejoan.ui.scenes.menu.MenuScene`)."""

    # what this part uses of the scene's other parts (set and defined there)
    _draw_notices: Callable[[pygame.Surface], None]
    _fixed: Callable[[], list[Widget]]
    _idle_notes: Callable[[], dict[str, str]]
    _notice_lines: Callable[[], list[str]]
    _notices_cut: Callable[[], bool]
    _scrollbar_track: Callable[[], pygame.Rect]
    _scrolled: Callable[[], list[Widget]]
    about_button: Button
    board_angle: float
    board_span: tuple[int, int]
    brief_span: tuple[float, float]
    chips_stepper: Stepper
    content_h: int
    continue_button: Button
    continue_info: SaveInfo | None
    continue_rect: pygame.Rect
    deals_stepper: Stepper
    details_lines: Callable[[], list[tuple[str, str]]]
    dressed_board: Callable[[], dict[str, int]]
    errors_open: bool
    flow: bool
    geometry: dict[str, tuple[float, float, float, float]]
    hint_lines: list[str]
    hint_top: int
    idle_options: Callable[[], dict[str, str]]
    language_button: Button
    layout: theme.Layout
    list_rect: pygame.Rect
    list_scroll: float
    loaded: bool
    option_rects: list[tuple[pygame.Rect, pygame.Rect]]
    option_rooms: list[int]
    option_widgets: list[tuple[str, Widget]]
    overlay: theme.Layout
    page_scroll: float
    panel_layouts: dict[str, theme.Layout]
    panel_rects: dict[str, pygame.Rect]
    pending: GameSetup | None
    pending_resume: str | None
    ring: FocusRing
    rows: list[RulesetRow]
    ruleset: Ruleset | None
    seat_fields: list[tuple[TextField, Stepper, Button]]
    settings_button: Button
    speed_stepper: Stepper
    start_button: Button
    steppers_rule: float
    time_ms: float
    view: pygame.Rect
    if TYPE_CHECKING:
        @property
        def seats(self) -> list[Seat]: ...
    # (and what it keeps of its own, set first by the scene)
    errors_rect: pygame.Rect
    errors_scroll: float
    user_folder: str | None
    board_failed: bool
    board_art: Board | None
    board_key: tuple[str, int] | None
    continue_title: str

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the whole menu (reflowed at a larger interface size: the panels scroll between two bars)."""
        L = self.layout
        s = L.scale
        surface.blit(theme.wood_background(surface.get_size()), (0, 0))
        if not self.flow:
            art.draw_title(surface, L, self.time_ms, (self.language_button.rect.right,
                                                      min(self.settings_button.rect.left, self.about_button.rect.left)))
        else:
            surface.set_clip(self.view)
        for rect in self.panel_rects.values():
            theme.draw_panel(surface, rect, s)
        self._draw_rulesets_words(surface)
        if self.ruleset is not None:  # variants and session
            x, y, w, _h = self.geometry["variants"]
            art.draw_variants_panel(surface, self.panel_layouts["variants"], self.ruleset, self.option_widgets,
                                    self.option_rects, self.brief_span,
                                    (self.chips_stepper, self.deals_stepper, self.speed_stepper),
                                    self._idle_notes(), rooms=self.option_rooms, frame=(x, y, w),
                                    rule_y=self.steppers_rule)
        self._draw_seats_words(surface)
        self._draw_board(surface)
        self.continue_title = ""  # (the card's title as drawn, for tests; none once the card is gone)
        if self.continue_info is not None:
            self.continue_title = art.draw_continue_card(surface, L, self.continue_rect, self.continue_info,
                                                         self.continue_button.rect, stacked=self.flow)
        if self.flow:
            self._draw_notices(surface)
            self._draw_flow_foot(surface)
            self._draw_widgets(surface, self._scrolled())
        else:
            self.ring.draw(surface, s)
        for name, widget in self.option_widgets:  # a variant that does not apply now looks it
            if name in self.idle_options():
                art.draw_idle_veil(surface, L, widget.rect)
        if not self.flow:
            art.draw_scrollbar(surface, L, self.list_rect, len(self.rows) * ROW_H, LIST_H, self.list_scroll)
            self._draw_notices(surface)
        else:
            surface.set_clip(None)
            self._draw_bars(surface)
            self._draw_widgets(surface, self._fixed())
        if self.errors_open:
            self.errors_rect, self.errors_scroll = draw_error_list(
                surface, self.overlay, self.details_lines(), self.errors_scroll,
                title=t("details") if self._notices_cut() else None)
        if not self.flow and (self.continue_info is None or not self._notice_lines()):
            # else the notices' strip lies there
            theme.blit_text(surface, t("keys_hint"), (L.point(640, 0)[0], surface.get_height() - L.px(14)), L.px(13),
                            theme.IVORY_DIM, anchor="center", italic=True)
            art.draw_version(surface, L)
        if self.pending is not None:
            art.draw_shuffling(surface, self.overlay)
            self.pending_drawn = True
        elif self.pending_resume is not None:
            art.draw_shuffling(surface, self.overlay, t("resuming"))
            self.pending_drawn = True

    def _draw_widgets(self, surface: pygame.Surface, widgets: list[Widget]) -> None:
        """Draw ``widgets`` (reflowed: those scrolled, clipped between the bars, or the bars' own), with the
        focus ring round the focused one; a widget is hovered only where the mouse can reach it."""
        s = self.layout.scale
        focused = self.ring.focused
        fixed = widgets is not None and self.start_button in widgets
        reach = self.ring.mouse if fixed or self.view.collidepoint(self.ring.mouse) else (-1, -1)
        for w in widgets:
            if w.rect.width and w.rect.height and w.rect.colliderect(surface.get_clip()):
                w.draw(surface, s, w.enabled and w.rect.collidepoint(reach), w is focused)
        if focused in widgets and focused is not None and focused.enabled and focused.rect.width:
            draw_focus_ring(surface, focused.rect, s)

    def _draw_panel_title(self, surface: pygame.Surface, panel: str) -> None:
        """A panel's gilt title (the catalog's word ``panel``: "rulesets", "seats") and the rule under it."""
        P = self.panel_layouts[panel]
        x, y, w, _h = self.geometry[panel]
        if art.shown(surface, P.point(0, y + 22)[1], P.px(24)):
            theme.blit_text(surface, t(panel), P.point(x + w / 2, y + 22), P.px(24), anchor="center", gilt=True)
        theme.draw_rule(surface, P.point(x + w / 2 - 140, y + 44), P.px(280), P.scale)

    def _draw_rulesets_words(self, surface: pygame.Surface) -> None:
        """The ruleset panel's title and rule, "loading" until the rulesets are in, and the user folder's line."""
        P = self.panel_layouts["rulesets"]
        x, y, w, h = self.geometry["rulesets"]
        self._draw_panel_title(surface, "rulesets")
        if not self.loaded and art.shown(surface, P.point(0, y + 90)[1], P.px(18)):
            theme.blit_text(surface, t("loading"), P.point(x + w / 2, y + 90), P.px(18), theme.IVORY_DIM,
                            anchor="center", italic=True)
        self._draw_user_folder(surface)

    def _draw_seats_words(self, surface: pygame.Surface) -> None:
        """The seats panel's title, rule, the ruleset's player limits and each seat's number."""
        P = self.panel_layouts["seats"]
        x, y, w, _h = self.geometry["seats"]
        self._draw_panel_title(surface, "seats")
        if self.ruleset is not None and art.shown(surface, P.point(0, y + 62)[1], P.px(14)):
            limits = self.ruleset.players
            theme.blit_text(surface, t("seat_limits", min=limits.min, max=limits.max), P.point(x + w / 2, y + 62),
                            P.px(14), theme.IVORY_DIM, anchor="center", italic=True, shadow=False)
        for i, (field, _, _) in enumerate(self.seat_fields):
            art.draw_seat_mark(surface, P, (field.rect.x - P.px(14), field.rect.centery), i)

    def _draw_bars(self, surface: pygame.Surface) -> None:
        """Reflowed: the bars at the top and the foot (a gilt rule and a shadow on the panels' side), the
        title between Language and Settings, and the page's scroll bar."""
        L = self.layout
        W, H = surface.get_size()
        edge = L.px(12)  # the bars' outer rims lie past the window's edges: only the inner rim shows
        for y, down in ((self.view.top, True), (self.view.bottom, False)):
            shade = theme.dim_overlay((W, L.px(BAR_SHADE)), 90)  # the panels pass under the bar
            surface.blit(shade, (0, y if down else y - L.px(BAR_SHADE)))
        theme.draw_panel(surface, pygame.Rect(-edge, -edge, W + 2 * edge, self.view.top + edge), L.scale)
        theme.draw_panel(surface, pygame.Rect(-edge, self.view.bottom, W + 2 * edge, H - self.view.bottom + edge),
                         L.scale)
        left, right = self.language_button.rect.right + L.px(16), self.settings_button.rect.left - L.px(16)
        size = theme.fit_size(t("title"), L.px(40), right - left, bold=True, smallest=0.5)
        title = theme.render(theme.ellipsize(t("title"), size, right - left, bold=True), size, gilt=True, bold=True)
        surface.blit(title, title.get_rect(center=(W // 2, self.view.top // 2)))
        # the shared gilt bar (as the summary's story and the saved sessions), only when the page overflows
        theme.draw_scrollbar(surface, self._scrollbar_track(), self.content_h, self.view.height, self.page_scroll,
                             L.scale)

    def _draw_flow_foot(self, surface: pygame.Surface) -> None:
        """Reflowed: the keys' hint and the version under the panels, where the page ends."""
        L = self.layout
        size = L.px(13)
        x = (surface.get_width() - L.px(LANE)) // 2
        y = self.hint_top
        for line in self.hint_lines:
            if art.shown(surface, y, size):
                theme.blit_text(surface, line, (x, y), size, theme.IVORY_DIM, anchor="midtop", italic=True)
            y += round(size * 1.3)
        y = self.about_button.rect.bottom  # About lies between the hint and the version (drawn with the widgets)
        if art.shown(surface, y + L.px(6), L.px(12)):
            theme.blit_text(surface, t("version", version=__version__), (x, y + L.px(6)), L.px(12), theme.IVORY_DIM,
                            anchor="midtop", italic=True, shadow=False)

    def _draw_user_folder(self, surface: pygame.Surface) -> None:
        """Where the player's own ruleset files go, under the list."""
        if not self.loaded:  # the engine's modules load after the first frame
            return
        if self.user_folder is None:
            try:
                from popejoan.storage.paths import user_ruleset_dir

                folder = str(user_ruleset_dir())
                home = os.path.expanduser("~")
                self.user_folder = "~" + folder[len(home):] if home and folder.startswith(home) else folder
            except Exception:  # a hint only
                self.user_folder = ""
        if self.user_folder:
            x, y, w, h = self.geometry["rulesets"]
            art.draw_user_folder(surface, self.panel_layouts["rulesets"], self.user_folder,
                                 centre=(x + w / 2, y + h - 26), width=w - 32)

    def _draw_board(self, surface: pygame.Surface) -> None:
        """The chosen ruleset's board, dressed and slowly turning, where the seats leave room."""
        if self.ruleset is None or self.board_failed:
            return
        L = self.panel_layouts["seats"]
        x, _y, w, _h = self.geometry["seats"]
        top, bottom = self.board_span
        radius = min(L.px(104), (bottom - top) // 2 - L.px(12))
        if radius < L.px(60):
            return
        if self.flow and (bottom < self.view.top or top > self.view.bottom):
            return  # scrolled out of sight
        key = (self.ruleset.id, radius)
        try:
            board = self.board_art
            if self.board_key != key or board is None:  # (the key is set with the board: never one without it)
                from popejoan.ui.board import Board

                board = Board.of(self.ruleset)
                board.set_radius(radius)
                board.angle = self.board_angle
                self.board_art, self.board_key = board, key
            # the stakes the chosen variants give, for the seats chosen
            dressed = self.dressed_board()
            board.counts = {name: dressed.get(name, 0) for name in board.order}
            board.angle = self.board_angle
            center = (L.point(x + w / 2, 0)[0], (top + bottom) // 2 - L.px(6))
            board.draw(surface, center)
            rules = self.ruleset
            words = t("board_dressed_everyone", n=len(self.seats)) if rules.dressing.payers == "everyone" \
                else t("board_dressed_dealer")
            if art.shown(surface, center[1] + radius + L.px(4), L.px(12)):
                theme.blit_text(surface, words, (center[0], center[1] + radius + L.px(4)), L.px(12),
                                theme.IVORY_DIM, anchor="midtop", italic=True, shadow=False)
        except Exception:  # an ornament: the menu works without it
            self.board_failed = True
