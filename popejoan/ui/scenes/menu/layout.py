"""Where the menu's things are: the 100 % layout, the reflow at a larger interface size, and scrolling.

At 100 % the three panels (rulesets, variants, seats) stand side by side as designed for 1280×800. At a
larger interface size (Settings, 125 to 200 %: :mod:`popejoan.ui.access`) the menu reflows: a bar along the
top (Language, the title, Settings), one along the foot (Rules, Saved sessions, Quit, Deal the cards), and
between them the Continue card, the notices and the panels in as many columns as the window holds, scrolling
by the wheel, Page Up / Page Down, the scroll bar and wherever the keyboard's focus goes. The menu grows no
larger than keeps its most used parts in view together (issue 32, item 8): the rulesets beside the seats, Deal
the cards on the foot bar; what gives way is the size (at 1280×800, 155 % for 200 %), the variants lying a scroll
away under the seats.

:class:`MenuLayout` places the widgets and works out the scroll geometry; it does not draw (:mod:`.drawing`),
handle events (:mod:`.scene`) or hold the choices (:mod:`.choices`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from popejoan.ui import access, theme
from popejoan.ui.i18n import ruleset_text, t
from popejoan.ui.scenes.reflow import moved
from popejoan.ui.widgets import Toggle, Widget

if TYPE_CHECKING:
    from collections.abc import Callable

    from popejoan.engine.errors import RulesetError
    from popejoan.engine.ruleset import Ruleset
    from popejoan.storage.saves import SaveInfo
    from popejoan.ui.scenes.menu.rows import RulesetRow
    from popejoan.ui.widgets import Button, FocusRing, Stepper, TextField, Widget

ROW_H = 76
"""A ruleset row's height in reference pixels."""
LIST_H = 6 * ROW_H
"""The ruleset list's visible height in reference pixels: six whole rows (more scroll), clear of the folder line."""

WIDE_PANELS = {"rulesets": (28, 150, 360, 560), "variants": (404, 150, 392, 560), "seats": (812, 150, 440, 500)}
"""The three panels at 100 %: x, y, width, height in reference pixels (the 1280×800 layout)."""
HEADER_H = 60
"""At a larger interface size: the bar along the top (Language, the title, Settings), reference pixels."""
FOOTER_H = 76
"""At a larger interface size: the bar along the foot (Rules, Saved sessions, Quit, Deal the cards)."""
MARGIN = 16
"""The space round the reflowed panels and between them, reference pixels."""
LANE = 14
"""The page's scroll bar lane at the right-hand edge, reference pixels."""
BAR_SHADE = 10
"""The shade each bar casts on the reflowed panels passing under it, reference pixels."""
REVEAL_CLEAR = BAR_SHADE + 2
"""How far (reference pixels) a widget brought into view lies clear of the bars: past their shade, and so
past the focus ring round it (at most 4 reference pixels out, its dark edge 1 pixel more)."""
SEATS_MIN_W = 420
"""The narrowest the seats panel (and a single column) is drawn, reference pixels."""
RULESETS_MIN_W = 340
"""The narrowest the rulesets panel is drawn beside the seats, reference pixels."""
COLUMN_MAX_W = 560
"""The widest a reflowed column of panels is drawn, reference pixels."""
CONTENT_MIN_H = 200
"""The least height, reference pixels, left for the scrolled panels between the two bars."""
VARIANTS_TOP = 86
"""At 100 %, the first variant's top below the middle panel's top, reference pixels."""
VARIANT_H = 46
"""At 100 %, a variant's height without its description: its title row (36) and the gap below it (10),
reference pixels."""
DESC_LINE_H = 17
"""A line of a variant's description at 100 %, reference pixels."""
STEPPERS_RULE = 402
"""At 100 %, the ornament rule over the session's steppers, below the middle panel's top, reference pixels."""
DESC_ROOM_PX = STEPPERS_RULE - 4 - VARIANTS_TOP
"""At 100 %, the reference pixels from the first variant's top to the foot the last description keeps (4 above
the steppers' rule)."""
BOARD_AREA = 232
"""The turning board's room under the seats, reference pixels (a 104 px radius and its caption)."""


def description_lines(lengths: list[int]) -> list[int]:
    """At 100 %, how many lines each variant's description may show so that all fit above the steppers' rule
    (:data:`DESC_ROOM_PX`; each variant takes :data:`VARIANT_H` and :data:`DESC_LINE_H` a line).

    Every description is whole when they all fit; else the longest is cut by a line (the last of the longest
    first), again and again, never below one line, until they fit; a cut description ends in "…".

    Args:
        lengths: each variant's description, wrapped, in lines (its note that it does not apply included).

    Returns:
        The lines each may show, in the same order. Parlett's four in Japanese wrap to 2, 3, 2 and 2 lines
        (423 px, past the rule at 402): they show 2, 2, 2 and 1 (389 px).
    """
    lines = list(lengths)
    while sum(VARIANT_H + DESC_LINE_H * n for n in lines) > DESC_ROOM_PX and max(lines) > 1:
        i = len(lines) - 1 - lines[::-1].index(max(lines))
        lines[i] -= 1
    return lines


class MenuLayout:
    """The menu's placing of its widgets and its scrolling (a part of :class:`~popejoan.ui.scenes.menu.MenuScene`,
    which holds the widgets and the attributes these methods set)."""

    # what this part uses of the scene's other parts (set and defined there)
    dragging: int | None
    _notice_wrapped: Callable[[int], list[str]]
    about_button: Button
    learn_button: Button
    compare_button: Button
    add_button: Button
    chips_stepper: Stepper
    continue_button: Button
    continue_info: SaveInfo | None
    deals_stepper: Stepper
    details_button: Button
    errors: list[RulesetError]
    geometry: dict[str, tuple[float, float, float, float]]
    idle_options: Callable[[], dict[str, str]]
    language_button: Button
    option_widgets: list[tuple[str, Widget]]
    panel_layouts: dict[str, theme.Layout]
    panel_rects: dict[str, pygame.Rect]
    quit_button: Button
    ring: FocusRing
    rows: list[RulesetRow]
    rules_button: Button
    ruleset: Ruleset | None
    seat_fields: list[tuple[TextField, Stepper, Button]]
    sessions_button: Button
    settings_button: Button
    speed_stepper: Stepper
    start_button: Button
    stats_button: Button

    def _fit(self, size: tuple[int, int]) -> None:
        """The layouts for ``size`` pixels at the interface size, as far as the window holds it with the rulesets
        beside the seats (:data:`RULESETS_MIN_W`, :data:`SEATS_MIN_W`) and the bars."""
        base = theme.ui_scale(size)
        # no larger than keeps the most used parts in view together: the rulesets beside the seats (two columns),
        # Deal the cards on the foot bar
        zoom = access.fit_zoom(size, ((RULESETS_MIN_W + MARGIN + SEATS_MIN_W + 2 * MARGIN + LANE + 0.01) * base,
                                      (HEADER_H + FOOTER_H + CONTENT_MIN_H) * base))
        self.flow = zoom > 1.0 + 1e-6
        self.layout = theme.Layout(size, zoom)
        # the error list and the "shuffling" slip, over the whole menu: as large as they fit
        self.overlay = theme.Layout(size, access.fit_zoom((size[0] - 16, size[1] - 16), (840 * base, 600 * base)))
        if not self.flow:
            self.page_scroll = self.page_target = 0.0
            self.dragging = None

    def _place(self) -> None:
        """Put every widget where it is drawn: the 100 % layout, or the reflowed one at a larger size."""
        if self.flow:
            self._place_flow()
            return
        L = self.layout
        self.view = pygame.Rect((0, 0), L.size)
        for name, (x, y, w, h) in WIDE_PANELS.items():
            self.panel_layouts[name] = L
            self.geometry[name] = (x, y, w, h)
            self.panel_rects[name] = L.rect(x, y, w, h)
        self._place_rulesets(L, *WIDE_PANELS["rulesets"][:3], LIST_H)
        self._place_variants(L, *WIDE_PANELS["variants"][:3])
        self._place_seats(L, *WIDE_PANELS["seats"][:3])
        self.start_button.rect = L.rect(828, 664, 408, 60)
        self.rules_button.rect = L.rect(828, 734, 118, 38)
        self.sessions_button.rect = L.rect(954, 734, 164, 38)
        self.quit_button.rect = L.rect(1126, 734, 110, 38)
        self.details_button.rect = (L.rect(700, 731, 86, 28) if self.continue_info is None
                                    else L.rect(1174, 777.5, 72, 18))
        self.details_button.size_px = 14 if self.continue_info is None else 12  # the strip's button is 18 high
        self.continue_rect = L.rect(28, 714, 768, 62)
        self.continue_button.rect = L.rect(42, 725, 150, 40)
        self.notice_rect = pygame.Rect(0, 0, 0, 0)
        self.hint_top = 0
        self.settings_button.rect = L.rect(1120, 24, 132, 36)
        self.about_button.rect = L.rect(1120, 68, 132, 28)  # under Settings: the version, credits, licences
        # under About: "Compare rulesets", as wide as its words, its right edge the panels'
        self.compare_button.rect = L.rect(1120, 104, 132, 28)
        self.compare_button.rect.width = max(self.compare_button.rect.width,
                                             theme.measure(self.compare_button.label, L.px(14))[0] + L.px(20))
        self.compare_button.rect.right = L.rect(1120, 104, 132, 28).right
        self.language_button.rect = L.rect(28, 24, 132, 36)
        self.stats_button.rect = L.rect(28, 68, 132, 28)  # under Language, as About is under Settings
        self.learn_button.rect = L.rect(28, 104, 236, 28)  # under Statistics: the lesson

    def _place_rulesets(self, P: theme.Layout, x: float, y: float, w: float, list_h: float) -> float:
        """The ruleset list in its panel at ``x, y`` (``w`` wide, reference pixels of ``P``), showing
        ``list_h`` of it; returns the panel's height."""
        self.list_rect = P.rect(x + 16, y + 56, w - 32, list_h)
        top = y + 56 - self.list_scroll
        for row in self.rows:
            row.rect = P.rect(x + 16, top, w - 32, ROW_H - 4)
            top += ROW_H
        return 56 + list_h + 48

    def _descriptions(self, P: theme.Layout, w: float) -> list[list[str]]:
        """Each variant's description wrapped to a panel ``w`` wide at ``P``'s scale (a variant that does not
        apply now has its note as a first line, ``""``)."""
        out = []
        for name, _widget in self.option_widgets:
            option = self.ruleset.options[name] if self.ruleset else None
            description, text_language = ruleset_text(option.description) if option else ("", "en")
            lines = theme.wrap(description, P.px(14), P.px(w - 32), text_language, italic=True) if option else []
            if name in self.idle_options():
                lines = [""] + lines  # the note that it does not apply comes first
            out.append(lines)
        return out

    def _brief_height(self, P: theme.Layout, w: float) -> float:
        """The ruleset in brief, whole, in a panel ``w`` wide: its height in reference pixels (0 without one)."""
        if self.ruleset is None or not self.ruleset.summary:
            return 0.0
        size = P.px(14)
        step = round(size * 1.22)
        height = P.px(24)
        for paragraph in self.ruleset.summary:
            text, text_language = ruleset_text(paragraph)
            height += len(theme.wrap(text, size, P.px(w - 32), text_language)) * step + P.px(5)
        return height / P.scale + 4

    def _place_variants(self, P: theme.Layout, x: float, y: float, w: float) -> float:
        """The variants' widgets and the session's steppers in the middle panel at ``x, y``, ``w`` wide
        (reference pixels of ``P``); returns the panel's height.

        Each variant has its title and widget on a line and its description below. At 100 % the panel's
        height is fixed: the descriptions are shown whole when they all fit above the session's steppers
        (the ruleset in brief then takes what room is left, if any), else the longest are cut with "…" until
        they all fit (:func:`description_lines`). Reflowed, the panel is as tall as it needs:
        descriptions and the brief whole.
        """
        described = self._descriptions(P, w)
        rooms = [len(lines) for lines in described] if self.flow else description_lines([len(d) for d in described])
        self.option_rects = []
        self.option_rooms = []
        yy = y + VARIANTS_TOP
        for (_name, widget), lines, room in zip(self.option_widgets, described, rooms):
            if isinstance(widget, Toggle):
                widget.rect = P.rect(x + w - 72, yy + 2, 56, 26)
            else:
                widget.rect = P.rect(x + w - 190, yy, 174, 30)
            room = min(len(lines), room)
            self.option_rects.append((P.rect(x + 16, yy, 0, 0),
                                      P.rect(x + 16, yy + 32, w - 32, DESC_LINE_H * room)))
            self.option_rooms.append(max(1, room))
            yy += VARIANT_H + DESC_LINE_H * room
        self.options_bottom = yy
        brief_top = yy + (4 if self.option_widgets else 40)
        brief_bottom = brief_top + self._brief_height(P, w) if self.flow else y + 388
        rule = max(brief_bottom, brief_top) + 14 if self.flow else y + STEPPERS_RULE
        self.brief_span = (brief_top, brief_bottom)
        self.steppers_rule = rule
        for i, stepper in enumerate((self.chips_stepper, self.deals_stepper, self.speed_stepper)):
            stepper.rect = P.rect(x + w - 200, rule + 16 + 44 * i, 184, 34)
        return rule + 158 - y

    def _place_seats(self, P: theme.Layout, x: float, y: float, w: float) -> float:
        """The seats' rows, Add a seat and the board's room in the seats panel at ``x, y``, ``w`` wide
        (reference pixels of ``P``); returns the panel's height."""
        yy = y + 86
        for field, kind, remove in self.seat_fields:
            field.rect = P.rect(x + 44, yy, w - 276, 36)
            kind.rect = P.rect(x + w - 226, yy, 184, 36)
            remove.rect = P.rect(x + w - 38, yy + 3, 30, 30)
            yy += 44
        self.add_button.rect = P.rect(x + 44, yy + 4, 164, 32)
        board_top = yy + 4 + 32 + 14
        board_bottom = board_top + BOARD_AREA if self.flow else y + 488
        self.board_span = (P.point(0, board_top)[1], P.point(0, board_bottom)[1])
        return board_bottom + 12 - y

    def _place_flow(self, again: bool = True) -> None:
        """The reflowed menu at a larger interface size: two bars and the panels in columns between them.

        The bars stay put; the panels (and the Continue card, the notices, the keys' hint) scroll between
        them by ``page_scroll`` pixels. As many columns as the window holds: the three panels side by side,
        else the rulesets beside the seats above the variants (the interface size is held down to keep these two
        columns: :meth:`_fit`), else (a window too narrow even at 100 %) one column in the order rulesets,
        variants, seats; each column at most :data:`COLUMN_MAX_W` wide, all of it centred.
        """
        L = self.layout
        s = L.scale
        W, H = L.size

        def u(value: float) -> int:
            return round(value * s)

        head, foot = u(HEADER_H), u(FOOTER_H)
        self.view = pygame.Rect(0, head, W, max(1, H - head - foot))
        self.language_button.rect = pygame.Rect(u(MARGIN), u(12), u(132), u(36))
        self.settings_button.rect = pygame.Rect(W - u(MARGIN) - u(132), u(12), u(132), u(36))
        self._place_footer()
        room = W / s - 2 * MARGIN - LANE
        if room >= 360 + 392 + 440 + 2 * MARGIN:
            widths, columns = [360.0, 392.0, 440.0], [["rulesets"], ["variants"], ["seats"]]
        elif room >= RULESETS_MIN_W + MARGIN + SEATS_MIN_W:
            left = 360.0 if room >= 360 + MARGIN + SEATS_MIN_W else RULESETS_MIN_W
            widths, columns = [left, min(COLUMN_MAX_W, room - left - MARGIN)], [["rulesets"], ["seats", "variants"]]
        else:
            widths, columns = [min(COLUMN_MAX_W, room)], [["rulesets", "variants", "seats"]]
        total = sum(widths) + MARGIN * (len(widths) - 1)
        x0 = (W / s - LANE - total) / 2
        scroll = round(self.page_scroll)

        def at(xu: float, yu: float) -> tuple[int, int]:
            return u(xu), self.view.y + u(yu) - scroll

        y = float(MARGIN)
        if self.continue_info is not None:  # the session to take up comes first
            self.continue_rect = pygame.Rect(at(x0, y), (u(total), u(86)))
            self.continue_button.rect = pygame.Rect(self.continue_rect.x + u(14), self.continue_rect.centery - u(20),
                                                    u(150), u(40))
            y += 86 + MARGIN
        else:
            self.continue_rect = pygame.Rect(0, 0, 0, 0)
        notices = self._notice_wrapped(u(total) - u(20) - (u(96) if self.errors else 0))
        if notices:
            height: float = 12 + len(notices) * 17
            self.notice_rect = pygame.Rect(at(x0, y), (u(total), u(max(height, 40 if self.errors else 0))))
            self.details_button.rect = pygame.Rect(self.notice_rect.right - u(96), self.notice_rect.y + u(6),
                                                   u(86), u(28))
            self.details_button.size_px = 14
            y += self.notice_rect.height / s + MARGIN
        else:
            self.notice_rect = pygame.Rect(0, 0, 0, 0)
            self.details_button.rect = pygame.Rect(0, 0, 0, 0)
        placers = {
            "rulesets": lambda P, x, yy, w: self._place_rulesets(P, x, yy, w, max(1, len(self.rows)) * ROW_H),
            "variants": self._place_variants,
            "seats": self._place_seats,
        }
        self.list_scroll = 0.0  # every ruleset is listed: the page scrolls, not the list
        bottom = y
        cx = x0
        for width, names in zip(widths, columns):
            cy = y
            for name in names:
                rx, ry = WIDE_PANELS[name][:2]
                P = moved(L, (rx, ry), at(cx, cy))
                height = placers[name](P, rx, ry, width)
                self.panel_layouts[name] = P
                self.geometry[name] = (rx, ry, width, height)
                self.panel_rects[name] = P.rect(rx, ry, width, height)
                cy += height + MARGIN
            bottom = max(bottom, cy)
            cx += width + MARGIN
        self.list_rect = self.list_rect.clip(self.view)  # a row's part under a bar is not the list's
        self.hint_top = at(x0, bottom)[1]
        self.hint_lines = theme.wrap(t("keys_hint"), u(13), u(total), italic=True)
        # About, under the keys' hint and above the version, where the page ends
        about_top = self.hint_top + len(self.hint_lines) * round(u(13) * 1.3) + u(8)
        self.about_button.rect = pygame.Rect(0, 0, u(132), u(28))
        # About, Statistics, Learn to play and Compare rulesets in a row centred under the panels; in two rows
        # when one is wider than the panels
        self.compare_button.rect = pygame.Rect(0, 0, max(u(132), theme.measure(self.compare_button.label, u(14))[0]
                                                         + u(20)), u(28))
        self.stats_button.rect = pygame.Rect(0, 0, u(132), u(28))
        self.learn_button.rect = pygame.Rect(0, 0, u(190), u(28))
        row = [self.about_button, self.stats_button, self.learn_button, self.compare_button]
        gap = u(10)
        rows = [row] if sum(b.rect.w for b in row) + gap * 3 <= u(total) else [row[:2], row[2:]]
        centre = at(x0, bottom)[0] + u(total) // 2
        for n, buttons in enumerate(rows):
            x = centre - (sum(b.rect.w for b in buttons) + gap * (len(buttons) - 1)) // 2
            for b in buttons:
                b.rect.topleft = (x, about_top + n * (u(28) + u(6)))
                x += b.rect.w + gap
        self.button_rows = len(rows)
        buttons_h = (u(28) + u(6)) * self.button_rows
        bottom += (len(self.hint_lines) * round(u(13) * 1.3) + u(8) + buttons_h + u(12)) / s + MARGIN
        self.content_h = u(bottom)
        limit = float(max(0, self.content_h - self.view.height))
        if self.page_scroll > limit or self.page_target > limit:
            self.page_scroll = min(self.page_scroll, limit)
            self.page_target = min(self.page_target, limit)
            if again:
                self._place_flow(again=False)

    def _place_footer(self) -> None:
        """The foot bar (reflowed menu): Rules, Saved sessions and Quit from the left, each as wide as its
        word; Deal the cards at the right, taking the rest (narrower buttons before its words shrink)."""
        L = self.layout
        W, H = L.size
        top = H - L.px(FOOTER_H)
        margin, gap = L.px(MARGIN), L.px(10)
        small = (self.rules_button, self.sessions_button, self.quit_button)
        widths = [max(L.px(96), theme.measure(b.label, L.px(18))[0] + L.px(36)) for b in small]
        deal = W - 2 * margin - sum(widths) - 3 * gap
        least = L.px(220)
        if deal < least:  # a narrow window: the small buttons give way first
            shrink = max(0.1, (W - 2 * margin - 3 * gap - least) / sum(widths))
            widths = [round(w * shrink) for w in widths]
            deal = W - 2 * margin - sum(widths) - 3 * gap
        deal = min(deal, L.px(408))
        x = margin
        for button, width in zip(small, widths):
            button.rect = pygame.Rect(x, top + L.px(18), width, L.px(40))
            x += width + gap
        self.start_button.rect = pygame.Rect(W - margin - deal, top + L.px(12), deal, L.px(52))

    def _scroll_to(self, ruleset_id: str, reveal: bool = True) -> None:
        """Bring ``ruleset_id``'s row wholly into the list's view (100 %).

        Reflowed, where every row is listed, the page scrolls until the row and its focus ring lie wholly
        between the bars, clear of their shade (:meth:`reveal`): a row chosen by a click on its part above
        the foot bar, or by Up and Down, comes fully into view. Not when ``reveal`` is False (the ruleset
        chosen as the menu opens: the page opens at its top).
        """
        if self.flow:
            self._place()
            row = next((r for r in self.rows if r.ruleset.id == ruleset_id), None)
            if reveal and row is not None:
                self.reveal(row)
            return
        index = next((i for i, r in enumerate(self.rows) if r.ruleset.id == ruleset_id), 0)
        top, bottom = index * ROW_H, index * ROW_H + ROW_H
        if top < self.list_scroll:
            self.list_scroll = top
        elif bottom > self.list_scroll + LIST_H:
            self.list_scroll = bottom - LIST_H
        self._place()

    def _scrolled(self) -> list[Widget]:
        """The widgets that scroll with the panels (reflowed: all but the two bars')."""
        fixed = {id(w) for w in self._fixed()}
        return [w for w in self.ring.widgets if id(w) not in fixed]

    def _fixed(self) -> list[Widget]:
        """The widgets on the bars (reflowed): Language, Settings, Rules, Saved sessions, Quit, Deal the cards."""
        if not self.flow:
            return list(self.ring.widgets)
        return [self.language_button, self.settings_button, self.rules_button, self.sessions_button,
                self.quit_button, self.start_button]

    def scroll_page(self, pixels: float, at_once: bool = False) -> None:
        """Scroll the reflowed panels by ``pixels`` (positive: further down); eased unless ``at_once``."""
        if not self.flow:
            return
        limit = float(max(0, self.content_h - self.view.height))
        self.page_target = max(0.0, min(limit, self.page_target + pixels))
        if at_once or access.current().reduced_motion:
            self.page_scroll = self.page_target
            self._place()

    def reveal(self, widget: Widget | None) -> None:
        """Scroll the reflowed panels so that ``widget`` (and its focus ring) lies wholly between the bars."""
        if not self.flow or widget is None or widget not in self._scrolled():
            return
        r = widget.rect.inflate(0, 2 * self.layout.px(REVEAL_CLEAR))
        if widget in [w for _, w in self.option_widgets]:  # the variant's description below it too
            index = [w for _, w in self.option_widgets].index(widget)
            r = r.union(self.option_rects[index][1].inflate(0, self.layout.px(12)))
        top = r.top - self.view.top + self.page_scroll
        bottom = r.bottom - self.view.top + self.page_scroll
        target = self.page_target
        if bottom > target + self.view.height:
            target = bottom - self.view.height
        if top < target:
            target = top
        self.scroll_page(target - self.page_target)

    def scrollbar_track(self) -> pygame.Rect:
        """The rulesets' scrollbar track (pixels), drawn when the menu scrolls."""
        return self._scrollbar_track()

    def scrollbar_thumb(self) -> pygame.Rect:
        """The rulesets' scrollbar thumb (pixels), inside :meth:`scrollbar_track`."""
        return self._scrollbar_thumb()

    def scrolled_widgets(self) -> list[Widget]:
        """The widgets that move when the menu scrolls."""
        return self._scrolled()

    def fixed_widgets(self) -> list[Widget]:
        """The widgets that stay where they are when the menu scrolls (the footer's)."""
        return self._fixed()

    def scroll_to(self, ruleset_id: str, reveal: bool = True) -> None:
        """Scroll so the ruleset ``ruleset_id``'s row is in view (``reveal``: its details too)."""
        self._scroll_to(ruleset_id, reveal)

    def _scrollbar_track(self) -> pygame.Rect:
        """The page's scroll bar's track (reflowed), window pixels: in the lane at the right, between the bars."""
        L = self.layout
        return pygame.Rect(self.view.right - L.px(LANE) + L.px(3), self.view.y + L.px(6), L.px(8),
                           self.view.height - L.px(12))

    def _scrollbar_thumb(self) -> pygame.Rect:
        """The page's scroll bar's thumb (reflowed), window pixels, where :func:`theme.draw_scrollbar` draws it."""
        return theme.scrollbar_thumb(self._scrollbar_track(), self.content_h, self.view.height, self.page_scroll,
                                     self.layout.scale)
