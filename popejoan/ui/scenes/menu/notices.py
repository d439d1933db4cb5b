"""The menu's notices: a refused start, the app's notices, rulesets and saves that could not be read.

Ruleset load errors (counted; "Details" lists them), a reset settings file or a refused start, on a parchment
slip (beside the Continue card, a strip under it; reflowed, a block above the panels, whole), and the Details
list over the menu (each notice whole when the slip cuts it short, then each broken ruleset file).

:class:`MenuNotices` says what the notices are and draws their slip; the words' ornaments are
:mod:`popejoan.ui.scenes.menu_art`'s. Where the notices lie is :mod:`.layout`'s.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from popejoan.ui import theme
from popejoan.ui.i18n import t
from popejoan.ui.scenes import menu_art as art

if TYPE_CHECKING:
    from popejoan.engine.errors import RulesetError
    from popejoan.storage.saves import SaveInfo
    from popejoan.ui.scene import Navigator
    from popejoan.ui.settings import Words
    from popejoan.ui.widgets import Button, FocusRing


class MenuNotices:
    """The menu's notices and their Details list (a part of :class:`~popejoan.ui.scenes.menu.MenuScene`)."""

    # what this part uses of the scene's other parts (set and defined there)
    app: Navigator
    continue_info: SaveInfo | None
    details_button: Button
    errors: list[RulesetError]
    flow: bool
    layout: theme.Layout
    message: str | Words | None
    notice_rect: pygame.Rect
    ring: FocusRing
    errors_open: bool

    def toggle_errors(self) -> None:
        """Open (or close) the Details list: the notices whole (when their slip or strip cuts them short) and the
        ruleset files that could not be loaded, each with its message."""
        self.errors_open = not self.errors_open and self._details_needed()
        self.errors_scroll = 0.0

    def _offer_details(self) -> None:
        """Put the Details button at the end of the keyboard's round, or take it out, as the notices now need it
        (a refused start said since the round was made: the notices are then cut short)."""
        needed = self._details_needed()
        widgets = list(self.ring.widgets)
        if needed == (self.details_button in widgets):
            return
        if needed:
            widgets.append(self.details_button)
        else:
            widgets.remove(self.details_button)
        focused = self.ring.focused
        self.ring.set(widgets, keep=focused if focused in widgets else None)

    def _details_needed(self) -> bool:
        """Whether the Details button is offered: ruleset files could not be loaded, or the notices are more than
        their slip (three lines) or the strip under the Continue card (one line) shows (the playtest's two notices
        under a Continue card read "…and were replaced; ev…", and the rest was nowhere)."""
        return bool(self.errors) or self._notices_cut()

    def _notices_cut(self) -> bool:
        """Whether the notices, as drawn now, are cut short with "…" (never on the reflowed page: it shows them
        whole)."""
        lines = self._notice_lines()
        if not lines or self.flow:
            return False
        L = self.layout
        size = L.px(13)
        reserve = L.px(96)
        if self.continue_info is not None:
            return theme.measure("  ·  ".join(lines), size)[0] > L.px(1224) - L.px(20) - reserve
        return art.notice_slip_cut(L, lines, reserve)

    def _errors_event(self, event: pygame.event.Event) -> bool:
        """While the error list is open: the wheel and the arrows scroll it; Esc, Enter, Space or a click close it."""
        if event.type == pygame.MOUSEWHEEL:
            self.errors_scroll -= event.y * 40
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN, pygame.K_PAGEUP,
                                                             pygame.K_PAGEDOWN):
            step = 40 if event.key in (pygame.K_UP, pygame.K_DOWN) else 300
            self.errors_scroll += step if event.key in (pygame.K_DOWN, pygame.K_PAGEDOWN) else -step
        elif (event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER,
                                                               pygame.K_SPACE)) or (
                event.type == pygame.MOUSEBUTTONDOWN and event.button == 1):
            self.errors_open = False
            self.ring.focus = self.ring.widgets.index(self.details_button) if self.details_button in self.ring.widgets \
                else self.ring.focus
        return True

    def details_lines(self) -> list[tuple[str, str]]:
        """The Details list: each notice whole when they are cut short on the menu (no heading), then the broken
        ruleset files (:meth:`error_lines`)."""
        out: list[tuple[str, str]] = []
        if self._notices_cut():
            files = [e for e in self.errors if e.kind != "folder_unreadable"]
            count = t("ruleset_errors_count", n=len(files)) if files else None
            out += [("", line) for line in self._notice_lines() if line != count]
        return out + self.error_lines()

    def error_lines(self) -> list[tuple[str, str]]:
        """Each broken ruleset file: its name (and line), and what is wrong (after its key), in the interface
        language (:func:`popejoan.ui.ruleset_problems.ruleset_problem_words`)."""
        from pathlib import Path

        from popejoan.ui.ruleset_problems import ruleset_problem_words

        out = []
        for err in self.errors:
            where = t("error_file_line", file=Path(err.file).name, line=err.line) if err.line \
                else Path(err.file).name
            problem = ruleset_problem_words(err)
            what = f"{err.key}: {problem}" if err.key else problem
            out.append((where, what))
        return out

    def notice_lines(self) -> list[str]:
        """The notices the menu shows, one string each, in the interface language: a refused start, the app's
        notices, ruleset load errors, saves that could not be read."""
        return self._notice_lines()

    def details_needed(self) -> bool:
        """Whether the notices have more to say than their slip shows (the Details button is offered)."""
        return self._details_needed()

    def _notice_lines(self) -> list[str]:
        """The notices: a refused start, the app's notices, ruleset load errors, saves that could not be read."""
        lines: list[str] = []
        if self.message:
            lines.append(str(self.message))
        lines += [str(notice) for notice in self.app.notices]  # a notice is read in the language in use
        files = [e for e in self.errors if e.kind != "folder_unreadable"]
        if files:
            lines.append(t("ruleset_errors_count", n=len(files)))
        for err in self.errors:  # a folder is not a ruleset: said as itself
            if err.kind == "folder_unreadable":
                lines.append(t("ruleset_folder_problem", folder=err.file,
                               reason=dict(err.values).get("reason", "?")))
        from popejoan.ui.autosave import problem_words

        saving = self.app.saving
        folder_problems = saving.folder_problems
        for folder in folder_problems:  # none is listed, none can be saved
            lines.append(t("saves_folder_problem", folder=folder.file or "", problem=problem_words(folder)))
        refused = len(saving.problems) - len(folder_problems)
        if refused:
            lines.append(t("saves_refused", n=refused))
        return lines

    def _notice_wrapped(self, width: int) -> list[str]:
        """The notices wrapped to ``width`` pixels at the layout's scale (the reflowed page shows them whole)."""
        out: list[str] = []
        for line in self._notice_lines():
            out += theme.wrap(line, self.layout.px(13), width)
        return out

    def _draw_notices(self, surface: pygame.Surface) -> None:
        """Ruleset load errors (counted; "Details" lists them), a reset settings file or a refused start,
        on a parchment slip (beside the Continue card when there is one; reflowed, whole, above the panels)."""
        lines = self._notice_lines()
        if not lines:
            return
        L = self.layout
        reserve = self.details_button.rect.width + L.px(10) if self._details_needed() else 0
        if self.flow:
            art.draw_notice_block(surface, L, self.notice_rect,
                                  self._notice_wrapped(self.notice_rect.width - L.px(20) - reserve))
            return
        if self.continue_info is not None:  # the Continue card has the foot of the panels: one line below it
            art.draw_notice_strip(surface, L, lines, reserve)
        else:
            art.draw_notice_slip(surface, L, lines, reserve)
        if self._details_needed():  # drawn again over the slip, which lies on top of the ring's widgets
            self.details_button.draw(surface, L.scale, self.ring.hovered(self.details_button),
                                     self.ring.focused is self.details_button)
