"""The page "How the rulesets differ": every loaded ruleset compared point by point, on parchment.

Opened from the menu (its "Compare rulesets" button) and from the rules screens (the button beside Back,
or C). The page first names the rulesets to start with (each with its ``starter`` reason), then, for each
point (:func:`popejoan.ui.differences.differences`), every ruleset's name and its phrase under it: the
rulesets lie side by side point by point. The player's own house rulesets are compared with the shipped
ones, marked as theirs. Each term's first use is marked, its meaning a click or G away
(:class:`~popejoan.ui.scenes.glossary.TermMarks`).

It reads the rulesets it is given and decides no rule.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

import pygame

from popejoan.ui import theme
from popejoan.ui.differences import differences, starters
from popejoan.ui.i18n import _, ruleset_text, t
from popejoan.ui.scene import Navigator
from popejoan.ui.scenes.glossary import TermMarks, arrange_foot, draw_title
from popejoan.ui.scenes.parchment import Page, ParchmentScene
from popejoan.ui.widgets import Button

if TYPE_CHECKING:
    from popejoan.engine.ruleset import Ruleset

__all__ = ["ComparesRulesets", "DifferencesScene", "compare_button_label", "open_differences"]


def compare_button_label() -> str:
    """The label of the buttons that open this page (the menu's, the rules screen's)."""
    # TRANSLATORS: a button (the menu, the rules screen) opening "How the rulesets differ"; short
    return _("Compare rulesets")


class DifferencesScene(TermMarks, ParchmentScene):
    """How the rulesets differ, point by point.

    Args:
        app: the app.
        rulesets: the rulesets to compare, in the menu's order (each as loaded: its variants at their defaults).
        user: the ids of the player's own rulesets (marked "your own ruleset").

    Attributes:
        rulesets: the rulesets compared.
    """

    def __init__(self, app: Navigator, rulesets: Iterable[Ruleset], user: Iterable[str] = ()) -> None:
        super().__init__(app)
        self.rulesets = list(rulesets)
        self.user = set(user)

    def _name(self, rs: Ruleset) -> tuple[str, str]:
        """The ruleset's name as the reader knows it, and that name's language; "your own ruleset" added."""
        name, name_language = ruleset_text(rs.name.english)
        if rs.id in self.user:
            # TRANSLATORS: a ruleset's name on the comparison, with "your own ruleset" after it
            return _("{name} · {mine}").format(name=name, mine=t("user_ruleset")), name_language
        return name, name_language

    def compose(self, page: Page) -> None:
        """Where to start (the starter rulesets and why), then each point with every ruleset's phrase."""
        tx = page.px
        by_id = {rs.id: rs for rs in self.rulesets}
        page.heading(_("Where to start"))
        first = starters(self.rulesets)
        if not first:
            page.text(_("No ruleset here is marked as one to start with."), italic=True)
        for ruleset_id, reason, reason_language in first:
            name, name_language = self._name(by_id[ruleset_id])
            page.text(name, language=name_language, bold=True, size=tx(17))
            page.text(reason, language=reason_language, indent=tx(22))
            page.gap(6)
        page.text(_("Each ruleset below with its variants at their defaults: the menu sets them."), italic=True)
        page.gap(6)
        for point in differences(self.rulesets):
            page.rule()
            page.heading(point.title)
            for ruleset_id, phrase in point.phrases:
                name, name_language = self._name(by_id[ruleset_id])
                page.text(name, language=name_language, bold=True, size=tx(16), color=theme.OXBLOOD_DARK)
                page.text(phrase, indent=tx(22))
                page.gap(3)

    def draw_head(self, surface: pygame.Surface, L: theme.Layout) -> None:
        """The page's title."""
        draw_title(self, surface, L, _("How the rulesets differ"))


def open_differences(app: Navigator) -> DifferencesScene:
    """Open "How the rulesets differ" over the screen on top, comparing every loaded ruleset (the shipped
    ones and the player's own, in the menu's order).

    Returns:
        the page's scene, pushed.
    """
    from popejoan.engine.ruleset import SHIPPED_RULESET_DIR

    rulesets, _errors = app.rulesets()
    shipped = {path.stem for path in SHIPPED_RULESET_DIR.glob("*.yaml")}
    return app.push(DifferencesScene(app, rulesets.values(), [rid for rid in rulesets if rid not in shipped]))


class ComparesRulesets(ParchmentScene):
    """Mixed into a parchment page (the rules screen): a "Compare rulesets (C)" button at the right of the
    frame's foot, level with Back, and the C key, open "How the rulesets differ"."""

    def __init__(self, app: Navigator) -> None:
        super().__init__(app)
        # TRANSLATORS: the rules screen's button (C also opens it)
        self.compare_button = Button(lambda: _("{label} (C)").format(label=compare_button_label()),
                                     self.open_differences, size_px=20)
        self.ring.set([*self.ring.widgets, self.compare_button])
        self.ring.focus = 0

    def open_differences(self) -> None:
        """Open "How the rulesets differ"."""
        open_differences(self.app)

    def on_resize(self, size: tuple[int, int]) -> None:
        """Lay the page out, then put the button at the right of the frame's foot (:func:`arrange_foot`)."""
        super().on_resize(size)
        arrange_foot(self)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """C opens "How the rulesets differ"; the rest as the page."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_c:
            self.open_differences()
            return True
        return super().handle_event(event)
