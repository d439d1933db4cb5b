"""Where the saved sessions screen's things lie: the frame, the rows and their buttons, the slip, scrolling.

At 100 % the frame is the designed 980×764; at a larger interface size (:mod:`popejoan.ui.access`) everything is
drawn that much larger in a frame that takes the window, and a row too narrow for its words beside its buttons
puts the buttons under them. :class:`SessionsLayout` places the widgets; it does not draw (:mod:`.drawing`) or
handle events (:mod:`.scene`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from popejoan.ui import access, theme
from popejoan.ui.scenes.reflow import moved

if TYPE_CHECKING:
    from collections.abc import Callable

    from popejoan.storage.saves import SaveInfo
    from popejoan.ui.scene import Navigator
    from popejoan.ui.widgets import Button, FocusRing, TextField

ROW_H = 114
"""A saved session's row, reference pixels (with the gap below it): its name, who sat, the fish, where it stands."""
TITLE_Y, SEATS_Y, FISH_Y, STANDING_Y = 6, 38, 61, 85
"""The tops of a row's four lines, reference pixels below the row's top."""
BUTTONS_W = 296
"""The room a row's buttons take at its right (Resume, Rename, Delete), reference pixels."""
FRAME = (150, 18, 980, 764)
"""The frame's reference rectangle: x, y, width, height."""
LIST_X, LIST_W = 186, 908
"""The list's left edge and width, reference pixels."""
LIST_TOP = 122
"""The list's top, reference pixels."""
STACKED_ROW_H = ROW_H + 56
"""A row at a larger interface size when its words would be cramped beside the buttons: the buttons go
under the words (reference pixels, with the gap below it)."""
WORDS_MIN_W = 400
"""The least width, reference pixels, a row's words keep beside its buttons before they go under them."""
FRAME_MIN = (560, 360)
"""The frame's least size at a larger interface size (reference pixels): the size grows as far as this fits."""
QUESTION_LINE = 17 * 1.3
"""A line of the delete question, reference pixels."""
NAME_SIZE = 24
"""A row's title (the session's name or its ruleset's), reference pixels."""
NAME_ROOM = 360
"""The widest a session's name may be, reference pixels at :data:`NAME_SIZE` (a row's title line is at least 400
wide at every window and interface size, and keeps the rest for the ruleset's name): typing stops there."""


class SessionsLayout:
    """The saved sessions' placing and scrolling (a part of :class:`~popejoan.ui.scenes.sessions.SessionsScene`,
    which holds the widgets and the attributes these methods set)."""

    # what this part uses of the scene's other parts (set and defined there)
    _slip_lines: Callable[[], list[tuple[str, bool]]]
    app: Navigator
    back_button: Button
    confirming: SaveInfo | None
    delete_button: Button
    delete_question: Callable[[SaveInfo], str]
    details_button: Button
    keep_button: Button
    name_field: TextField
    refresh: Callable[[], None]
    renaming: SaveInfo | None
    ring: FocusRing
    rows: list[tuple[Button, Button, Button]]
    saves: list[SaveInfo]
    scroll: float
    frame_ref: tuple[float, float, float, float]

    def on_resize(self, size: tuple[int, int]) -> None:
        """Lay the list out for a window of ``size`` pixels, at the interface size as far as it fits."""
        self._fit(size)
        if self._slip_overflows() != (self.details_button in self.ring.widgets):  # the slip holds more, or less
            self.refresh()
        else:
            self._place()

    def _fit(self, size: tuple[int, int]) -> None:
        """The layouts for ``size`` pixels. At 100 % the frame is the designed 980×764; at a larger interface
        size (:func:`popejoan.ui.access.current`'s ``zoom``, as far as a frame of :data:`FRAME_MIN` still
        fits) everything is drawn that much larger in a frame that takes the window (at most 980 reference
        pixels wide), and a row whose words would be cramped beside its buttons has them under its words."""
        base = theme.ui_scale(size)
        zoom = access.fit_zoom((size[0] - 24, size[1] - 24), (FRAME_MIN[0] * base, FRAME_MIN[1] * base))
        L = theme.Layout(size, zoom)
        self.confirm_layout = theme.Layout(size, access.fit_zoom((size[0] - 16, size[1] - 16),
                                                                 (540 * base, 300 * base)))
        if zoom <= 1.0 + 1e-6:
            self.layout, self.frame_ref, self.row_h, self.stacked = L, FRAME, ROW_H, False
            return
        s = L.scale
        fw = min(float(FRAME[2]), size[0] / s - 24)
        fh = size[1] / s - 24
        at = (round((size[0] - fw * s) / 2), round(12 * s))
        self.layout = moved(L, FRAME[:2], at)
        self.frame_ref = (FRAME[0], FRAME[1], fw, fh)
        self.stacked = fw - 72 - 34 - BUTTONS_W < WORDS_MIN_W
        self.row_h = STACKED_ROW_H if self.stacked else ROW_H


    def _slip_height(self) -> int:
        """The slip's height in reference pixels (0 without one), at most five wrapped lines."""
        lines = self._slip_lines()
        if not lines:
            return 0
        count = sum(len(theme.wrap(text, 14, self._list_w() - 28, bold=bold)) for text, bold in lines)
        return 18 + 19 * min(count, self._slip_room())

    def slip_overflows(self) -> bool:
        """Whether the problems slip has more lines than it can show (the Details button is offered)."""
        return self._slip_overflows()

    def scroll_to(self, index: int) -> None:
        """Scroll so the ``index``-th saved session's row (0 = the first listed) is in view."""
        self._scroll_to(index)

    def _slip_overflows(self) -> bool:
        """Whether the slip says less than the Details list (:meth:`details`): its lines are more than it holds
        (:meth:`_slip_room`), or it names files kept aside in an earlier run without their reasons. The Details
        button then ends its last line."""
        lines = self._slip_lines()
        if not lines:
            return False
        if self.app.saving.kept_aside:
            return True
        count = sum(len(theme.wrap(text, 14, self._list_w() - 28, bold=bold)) for text, bold in lines)
        return count > self._slip_room()

    def _slip_room(self) -> int:
        """How many lines the slip may take: five, fewer when the list would not keep room for a whole row."""
        list_room = self.frame_ref[3] - 104 - (LIST_TOP - self.frame_ref[1])  # the list's height with no slip
        return max(1, min(5, int((list_room - (self.row_h - 8) - 12 - 18) // 19)))

    def _list_w(self) -> float:
        """The list's width, reference pixels."""
        return self.frame_ref[2] - 72

    def _text_w(self) -> float:
        """The width of a row's words, reference pixels (beside its buttons, or the row's whole width)."""
        return self._list_w() - 34 - (16 if self.stacked else BUTTONS_W)

    def relayout(self) -> None:
        """Place the rows and the buttons again for the :attr:`scroll` now (clamped to the list first)."""
        self._place()

    def _place(self) -> None:
        L = self.layout
        fx, fy, fw, fh = self.frame_ref
        list_w = self._list_w()
        row_h = self.row_h
        self.frame = L.rect(fx, fy, fw, fh)
        slip = self._slip_height()
        bottom = fy + fh - 104 - (slip + 12 if slip else 0)
        self.list_rect = L.rect(LIST_X, LIST_TOP, list_w, bottom - LIST_TOP)
        self.slip_rect = L.rect(LIST_X, bottom + 10, list_w, slip) if slip else pygame.Rect(0, 0, 0, 0)
        # the Details button ends the slip's last line, when it cannot hold them all
        self.details_button.rect = (L.rect(LIST_X + list_w - 100, bottom + 10 + slip - 30, 90, 24)
                                    if slip and self._slip_overflows() else pygame.Rect(0, 0, 0, 0))
        self.details_layout = theme.Layout(self.app.screen_size, access.fit_zoom(
            (self.app.screen_size[0] - 16, self.app.screen_size[1] - 16),
            (840 * theme.ui_scale(self.app.screen_size), 600 * theme.ui_scale(self.app.screen_size))))
        limit = max(0.0, len(self.rows) * row_h - (bottom - LIST_TOP))
        self.scroll = max(0.0, min(limit, self.scroll))
        top = 108 if self.stacked else 32  # the buttons under the words, or beside them
        room = self.list_rect.inflate(0, 2)
        for i, (resume, rename, delete) in enumerate(self.rows):
            y = LIST_TOP + i * row_h - self.scroll
            resume.rect = L.rect(LIST_X + list_w - 272, y + top, 160, 42)
            rename.rect = L.rect(LIST_X + list_w - 100, y + top + 3, 36, 36)
            delete.rect = L.rect(LIST_X + list_w - 54, y + top + 3, 36, 36)
            # a row partly scrolled out of sight keeps its buttons while they are wholly in sight (a playtest
            # found a row's words showing with no buttons beside them)
            if not all(room.contains(button.rect) for button in (resume, rename, delete)):
                # out of sight: not drawn, not clickable (the keyboard scrolls it into view first)
                resume.rect = pygame.Rect(0, 0, 0, 0)
                rename.rect = pygame.Rect(0, 0, 0, 0)
                delete.rect = pygame.Rect(0, 0, 0, 0)
            if self.renaming is not None and self.saves[i].id == self.renaming.id:
                self.name_field.rect = L.rect(LIST_X + 30, y + 3, self._text_w() + 4, 34)
        # its ring clear of the keys line under it
        self.back_button.rect = L.rect(fx + fw / 2 - 100, fy + fh - 88, 200, 44)
        C = self.confirm_layout
        height = 250.0
        if self.confirming is not None:  # taller for a long question (a long name, eight seats), as the window allows
            lines = len(theme.wrap(self.delete_question(self.confirming), C.px(17), C.px(430), italic=True))
            tallest = self.app.screen_size[1] / max(C.scale, 1e-6) - 16
            height = min(max(height, 184 + QUESTION_LINE * lines + 1), max(height, tallest))
        self.confirm_room = max(1, int((height - 184) // QUESTION_LINE))
        self.confirm_rect = C.rect(390, 400 - height / 2, 500, height)
        self.keep_button.rect = C.rect(450, 400 + height / 2 - 72, 170, 46)
        self.delete_button.rect = C.rect(660, 400 + height / 2 - 72, 170, 46)

    def _scroll_to(self, index: int) -> None:
        """Scroll so that row ``index`` is wholly in view."""
        view = self.list_rect.height / max(self.layout.scale, 1e-6)
        row_h = self.row_h
        top, bottom = index * row_h, index * row_h + row_h - 8
        if top < self.scroll:
            self.scroll = top
        elif bottom > self.scroll + view:
            self.scroll = bottom - view
        self._place()
