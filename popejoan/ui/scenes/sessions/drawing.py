"""Drawing the saved sessions: the frame, each row, the scroll bar, the slip of refused saves, the delete question.

:class:`SessionsDrawing` only draws (it changes nothing but where the Details list was scrolled to, as the list
itself answers); a row's words are worked out by :mod:`.listing` and :mod:`popejoan.ui.autosave`, where things
lie by :mod:`.layout`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from popejoan.storage.saves import end_unseen
from popejoan.ui import theme
from popejoan.ui.autosave import players_line, seats_line, standing_line
from popejoan.ui.i18n import t, undos_note
from popejoan.ui.scenes.sessions.layout import (
    BUTTONS_W,
    FISH_Y,
    LIST_TOP,
    LIST_X,
    NAME_SIZE,
    SEATS_Y,
    STANDING_Y,
    TITLE_Y,
)
from popejoan.ui.scenes.sessions.listing import saved_when

if TYPE_CHECKING:
    from collections.abc import Callable

    from popejoan.storage.saves import SaveInfo
    from popejoan.ui.widgets import Button, FocusRing, TextField, Widget


class SessionsDrawing:
    """The saved sessions' drawing (a part of :class:`~popejoan.ui.scenes.sessions.SessionsScene`)."""

    # what this part uses of the scene's other parts (set and defined there)
    _list_w: Callable[[], float]
    _row_of: Callable[[Widget | None], int | None]
    _slip_lines: Callable[[], list[tuple[str, bool]]]
    _slip_room: Callable[[], int]
    confirm_layout: theme.Layout
    confirm_rect: pygame.Rect
    confirm_ring: FocusRing
    confirm_room: int
    confirming: SaveInfo | None
    delete_question: Callable[[SaveInfo], str]
    details_button: Button
    details_layout: theme.Layout
    details_lines: list[tuple[str, str]]
    details_open: bool
    empty_words: Callable[[], str]
    frame: pygame.Rect
    frame_ref: tuple[float, float, float, float]
    keys_line: Callable[[], str]
    known_as: Callable[[SaveInfo], tuple[str, str]]
    layout: theme.Layout
    list_rect: pygame.Rect
    name_field: TextField
    open_elsewhere: set[str]
    rename_note: str | None
    renaming: SaveInfo | None
    ring: FocusRing
    row_h: int
    saves: list[SaveInfo]
    scroll: float
    slip_rect: pygame.Rect
    stacked: bool
    details_scroll: float

    def draw(self, surface: pygame.Surface) -> None:
        """The frame, the title, the rows, the refused saves, Back; the delete question over them."""
        L = self.layout
        s = L.scale
        surface.blit(theme.wood_background(surface.get_size()), (0, 0))
        theme.draw_panel(surface, self.frame, s)
        fx, fy, fw, _fh = self.frame_ref
        centre = fx + fw / 2
        title = theme.fit_size(t("saved_sessions"), L.px(36), self.frame.width - L.px(60), bold=True)
        theme.blit_text(surface, t("saved_sessions"), L.point(centre, 62), title, anchor="center", gilt=True,
                        bold=True)
        theme.draw_rule(surface, L.point(centre - 200, 98), L.px(400), s)
        if not self.saves:
            width = min(560.0, self._list_w() - 40)
            # a folder the game cannot read is not an empty one: the slip below says why
            words = self.empty_words()
            lines = theme.wrap(words, L.px(18), L.px(width), italic=True)
            theme.text_lines(surface, lines, L.point(centre - width / 2, 200), L.px(18), theme.IVORY_DIM,
                             italic=True)
        clip = surface.get_clip()
        surface.set_clip(self.list_rect)
        focused_row = self._row_of(self.ring.focused)
        for i, info in enumerate(self.saves):
            row = L.rect(LIST_X, LIST_TOP + i * self.row_h - self.scroll, self._list_w(), self.row_h - 8)
            if row.bottom < self.list_rect.top or row.top > self.list_rect.bottom:
                continue
            hovered = row.collidepoint(self.ring.mouse)
            editing = self.renaming is not None and self.renaming.id == info.id
            _draw_row(surface, L, row, info, self.known_as(info), focused_row == i, hovered, self.stacked,
                      editing=editing, note=self.rename_note if editing else None,
                      elsewhere=info.id in self.open_elsewhere)
            if editing:
                self.name_field.draw(surface, s, False, True)
        surface.set_clip(clip)
        _draw_scrollbar(surface, L, self.list_rect, len(self.saves) * self.row_h, self.scroll)
        if self.slip_rect.height:
            _draw_slip(surface, L, self.slip_rect, self._slip_lines(), self._slip_room(),
                       reserve=self.details_button.rect.width + L.px(16) if self.details_button.rect.width else 0)
        keys = self.keys_line()
        hint = theme.fit_size(keys, L.px(13), self.frame.width - L.px(40), italic=True, smallest=0.7)
        self.hint_rect = theme.blit_text(surface, keys, (self.frame.centerx, self.frame.bottom - L.px(14)),
                                         hint, theme.IVORY_DIM, anchor="midbottom", italic=True, shadow=False)
        if self.renaming is not None:  # the field has the keyboard: no ring round the rename button
            focus, self.ring.focus = self.ring.focus, -1
            self.ring.draw(surface, s)
            self.ring.focus = focus
        else:
            self.ring.draw(surface, s)
        if self.confirming is not None:
            self._draw_confirm(surface)
        if self.details_open:
            from popejoan.ui.scenes.details import draw_error_list

            _, self.details_scroll = draw_error_list(surface, self.details_layout, self.details_lines,
                                                     self.details_scroll, title=t("sessions_problems"))

    def _draw_confirm(self, surface: pygame.Surface) -> None:
        L = self.confirm_layout
        info = self.confirming
        assert info is not None
        surface.blit(theme.dim_overlay(surface.get_size(), 160), (0, 0))
        rect = self.confirm_rect
        theme.draw_panel(surface, rect, L.scale)
        theme.blit_text(surface, t("delete_title"), (rect.centerx, rect.y + L.px(38)), L.px(28), anchor="center",
                        gilt=True, bold=True)
        theme.draw_rule(surface, (rect.centerx - L.px(150), rect.y + L.px(66)), L.px(300), L.scale)
        question = self.delete_question(info)
        lines = theme.wrap(question, L.px(17), rect.width - L.px(70), italic=True)[:self.confirm_room]
        theme.text_lines(surface, lines, (rect.x + L.px(35), rect.y + L.px(84)), L.px(17), theme.IVORY,
                         italic=True, line_gap=1.3)
        self.confirm_ring.draw(surface, L.scale)


def _draw_row(surface: pygame.Surface, L: theme.Layout, r: pygame.Rect, info: SaveInfo,
              known_as: tuple[str, str], focused: bool, hovered: bool, stacked: bool = False,
              editing: bool = False, note: str | None = None, elsewhere: bool = False) -> None:
    """One saved session: its name (the players' own beside its ruleset's, or its ruleset's in its own script),
    who sat at the table, the players and their fish, where it stands, when it was last played; a session still
    in play lacquered and marked with a gilt lozenge (``stacked``: the buttons lie under the words, which take
    the row's width; ``editing``: its name is being typed in a field laid over the title, drawn by the caller;
    ``note``: why the name typed is not kept, in place of the fish; ``elsewhere``: another window of the game
    plays it now, said first on its last line)."""
    s = L.scale
    if focused or hovered:
        theme.draw_glow(surface, r, s, 50 if focused else 30)
    body = pygame.Surface(r.size, pygame.SRCALPHA)
    top = theme.lerp(theme.OXBLOOD, (255, 220, 190), 0.06) if not info.finished else theme.lerp(
        theme.LACQUER, theme.WOOD_DARK, 0.4)
    for y in range(r.height):
        pygame.draw.line(body, (*theme.lerp(top, theme.OXBLOOD_DARK, y / max(1, r.height - 1)), 235), (0, y),
                         (r.width, y))
    surface.blit(body, r)
    rim = theme.GILT if focused else theme.GILT_DARK
    pygame.draw.rect(surface, rim, r, max(1, L.px(1.5)), border_radius=L.px(4))
    x = r.x + L.px(34)
    text_w = r.width - L.px(34) - L.px(16 if stacked else BUTTONS_W)
    if not info.finished:  # a gilt lozenge: this session can be played on
        cx, cy, d = r.x + L.px(16), r.y + L.px(24), L.px(6)
        pygame.draw.polygon(surface, theme.GILT_LIGHT, [(cx - d, cy), (cx, cy - d), (cx + d, cy), (cx, cy + d)])
    if not editing:
        _draw_title(surface, L, r, x, text_w, info, known_as)
    seats = _seats_fitted(info, L.px(16), text_w)
    theme.blit_text(surface, seats, (x, r.y + L.px(SEATS_Y)), L.px(16), theme.IVORY, theme.language_of(seats))
    if note:
        theme.blit_text(surface, theme.ellipsize(note, L.px(15), text_w, italic=True), (x, r.y + L.px(FISH_Y)),
                        L.px(15), theme.GILT_LIGHT, italic=True, shadow=False)
    else:
        if end_unseen(info):  # closed during its share-out: the fish it made are not told before it is shown
            players = t("final_fish_hidden")
        else:
            players = t("final_fish_line" if info.finished else "fish_line", players=players_line(info))
        theme.blit_text(surface, theme.ellipsize(players, L.px(15), text_w), (x, r.y + L.px(FISH_Y)), L.px(15),
                        theme.IVORY_DIM, theme.language_of(players), shadow=False)
    line = f"{standing_line(info)}  ·  {t('last_played', when=saved_when(info))}"
    if elsewhere:
        line = f"{t('open_elsewhere')}  ·  {line}"
    undos = undos_note(dict(info.meta))
    if undos:  # a session in which leads were taken back says so
        line += f"  ·  {undos}"
    theme.blit_text(surface, theme.ellipsize(line, L.px(14), text_w, italic=True),
                    (x, r.y + L.px(STANDING_Y)), L.px(14), theme.GILT if not info.finished else theme.IVORY_DIM,
                    italic=True, shadow=False)


def _draw_title(surface: pygame.Surface, L: theme.Layout, r: pygame.Rect, x: int, text_w: int, info: SaveInfo,
                known_as: tuple[str, str]) -> None:
    """A row's title line: the session's name (or the name of a file the player copied or renamed:
    :attr:`~popejoan.storage.saves.SaveInfo.listed_as`) and, after it in small italics, its ruleset as the reader knows
    it; a session never named: its ruleset's name in its own script, and the reader's name for it when
    that differs."""
    size = L.px(NAME_SIZE)
    gloss, gloss_language = known_as
    if info.listed_as:  # named by the players, or a file they copied or renamed: by that name
        title, language = info.listed_as, theme.language_of(info.listed_as)
        size = theme.fit_size(title, size, text_w - L.px(12), language, smallest=0.75)
        title = theme.ellipsize(title, size, text_w - L.px(12), language)
    else:
        language = theme.language_of(info.ruleset_native)
        title = theme.ellipsize(info.ruleset_native, size, text_w // 2, language)
    theme.blit_text(surface, title, (x, r.y + L.px(TITLE_Y)), size, theme.GILT_LIGHT, language,
                    gilt=not info.finished)
    title_w = theme.measure(title, size, language)[0]
    if info.listed_as or gloss != info.ruleset_native:
        room = text_w - title_w - L.px(14)
        if room > L.px(40):
            gloss = theme.ellipsize(gloss, L.px(14), room, gloss_language, italic=True)
            theme.blit_text(surface, gloss, (x + title_w + L.px(12), r.y + L.px(TITLE_Y + 11)), L.px(14),
                            theme.IVORY_DIM, gloss_language, italic=True, shadow=False)


def seats_fitted(info: SaveInfo, size: int, width: int) -> str:
    """Who sat, as the saved sessions' row shows it in ``width`` pixels at ``size`` pixels: every seat, else as
    many whole seats as fit and how many more there are (the words of :func:`_seats_fitted`)."""
    return _seats_fitted(info, size, width)


def _seats_fitted(info: SaveInfo, size: int, width: int) -> str:
    """Who sat (:func:`~popejoan.ui.autosave.seats_line`) as it fits ``width`` pixels at ``size``: every seat,
    else as many whole seats as fit and how many more there are; a first name too long even alone is cut
    with "…" (:func:`popejoan.ui.theme.fit_name`, as names are everywhere)."""
    for shown in range(len(info.players), 0, -1):
        text = t("seats_line", seats=seats_line(info, shown))
        if theme.measure(text, size, theme.language_of(text))[0] <= width:
            return text
    text = t("seats_line", seats=seats_line(info, 1))
    return theme.fit_name(text, size, width, theme.language_of(text))


def _draw_scrollbar(surface: pygame.Surface, L: theme.Layout, rect: pygame.Rect, content: float,
                    scroll: float) -> None:
    """A gilt scroll bar right of the list when the rows (``content`` reference pixels) do not all fit
    (:func:`popejoan.ui.theme.draw_scrollbar`)."""
    track = pygame.Rect(rect.right + L.px(8), rect.y, L.px(7), rect.height)
    theme.draw_scrollbar(surface, track, content, rect.height / max(L.scale, 1e-6), scroll, L.scale)


def _draw_slip(surface: pygame.Surface, L: theme.Layout, rect: pygame.Rect, lines: list[tuple[str, bool]],
               room: int = 5, reserve: int = 0) -> None:
    """The refused saves (and a problem met just now) on a parchment slip, at most ``room`` lines (the last
    one shown cut with "…", ``reserve`` pixels shorter: the Details button ends it)."""
    slip = pygame.Surface(rect.size, pygame.SRCALPHA)
    slip.fill((*theme.PARCHMENT, 240))
    surface.blit(slip, rect)
    pygame.draw.rect(surface, theme.GILT_DARK, rect, max(1, L.px(1.5)))
    size = L.px(14)
    width = rect.width - L.px(28)
    wrapped: list[tuple[str, bool]] = []
    for text, bold in lines:
        wrapped += [(line, bold) for line in theme.wrap(text, size, width, bold=bold)]
    if len(wrapped) > room:
        rest = " ".join(line for line, _ in wrapped[room - 1:])
        wrapped = wrapped[:room - 1] + [(theme.ellipsize(rest, size, width - reserve), False)]
    elif reserve and wrapped and theme.measure(wrapped[-1][0], size, bold=wrapped[-1][1])[0] > width - reserve:
        wrapped[-1] = (theme.ellipsize(wrapped[-1][0], size, width - reserve, bold=wrapped[-1][1]), wrapped[-1][1])
    y = rect.y + L.px(9)
    for text, bold in wrapped:
        theme.blit_text(surface, text, (rect.x + L.px(14), y), size, theme.INK, bold=bold, shadow=False)
        y += L.px(19)
