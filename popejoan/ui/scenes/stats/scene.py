"""The Statistics screen: everyone's figures, one player's page with a chart of their sessions, the records
(issue 35). Opened from the menu's Statistics button; ``main.py --screenshot F --scene stats`` draws it.

A page of parchment (:class:`~popejoan.ui.scenes.parchment.ParchmentScene`: the wheel and Up / Down scroll, Esc
goes back). Left and Right, or the ◀ ▶ buttons, go from everyone to each player's page and back; the filter
buttons under the title cycle the period (all time, this year, this month), the ruleset and the table size.
On a person's page, "Same person as…" counts another name as this one (after asking); "Reset statistics"
(after asking) starts afresh and keeps the old ledger aside. The figures come from the ledger
(:mod:`popejoan.storage.stats`), read once as the screen opens; this module only lays them out.
"""

from __future__ import annotations

import pygame

from popejoan.storage.stats import (
    Book,
    Filters,
    Ledger,
    LedgerNotice,
    PlayerFigures,
    Records,
    SessionLine,
)
from popejoan.storage.stats.figures import Period, everyone, name_key, period_start, player_page
from popejoan.ui import access, theme
from popejoan.ui.i18n import ngettext, number, pgettext
from popejoan.ui.scene import Navigator
from popejoan.ui.scenes.parchment import Page, ParchmentScene
from popejoan.ui.scenes.stats.chart import draw_chart
from popejoan.ui.scenes.stats.words import (
    figure_lines,
    labelled,
    notice_line,
    period_label,
    player_label,
    record_lines,
    ruleset_label,
    seats_label,
    summary_line,
)
from popejoan.ui.widgets import Button, Widget

PERIODS: tuple[Period, ...] = ("all", "year", "month")
"""The period filter's choices, in the order its button cycles them."""
CHART_PX = 150
"""The chart's height, reference pixels of text (it grows with the interface size)."""


class StatsScene(ParchmentScene):
    """The Statistics screen.

    Args:
        app: the app (its ``saving.ledger`` is read, unless ``ledger`` is given).
        ledger: the ledger to show (tests and the bench).

    Attributes:
        book: the ledger rolled up by session, as read when the screen opened (:meth:`Ledger.book`);
            ``notices``: what happened to its file.
        period, ruleset, seats: the filters (``"all"`` / ``"year"`` / ``"month"``; a ruleset id or None; a table
            size or None).
        chosen: the player whose page is shown (an index in :attr:`table`), or None for everyone.
        table: everyone's figures under the filters, people first.
    """

    def __init__(self, app: Navigator, ledger: Ledger | None = None) -> None:
        super().__init__(app)
        self.ledger = ledger if ledger is not None else app.saving.ledger
        self.book = Book()
        self.records: Records | None = None
        self._ready = False  # laid out once on_resize is called (the app calls it as it shows the scene)
        self.notices: list[LedgerNotice] = []
        self.period: Period = "all"
        self.ruleset_filter: str | None = None  # the ruleset id the figures are filtered on (None: every ruleset)
        self.seats: int | None = None
        self.chosen: int | None = None
        self.table: list[PlayerFigures] = []
        self._chart_y: int | None = None
        self._lines: list[SessionLine] = []  # the chart's sessions, worked out as the player's page is laid out
        self.period_button = Button(lambda: period_label(self.period), self.next_period, size_px=14)
        self.ruleset_button = Button(lambda: ruleset_label(self._ruleset_title()), self.next_ruleset, size_px=14)
        self.seats_button = Button(lambda: seats_label(self.seats), self.next_seats, size_px=14)
        self.prev_button = Button("◀", lambda: self.step(-1), size_px=16)
        self.next_button = Button("▶", lambda: self.step(1), size_px=16)
        self.merge_button = Button(lambda: pgettext("stats", "Same person as…"), self.ask_merge, size_px=14)
        self.reset_button = Button(lambda: pgettext("stats", "Reset statistics"), self.ask_reset, size_px=14)
        self.load()
        self._ready = True

    # --- the figures ------------------------------------------------------------------------------------------

    def load(self) -> None:
        """Read the ledger (caught up from the saves) and lay the page out."""
        self.book, self.notices = self.ledger.book()
        self.refigure()

    def filters(self) -> Filters:
        """The filters chosen."""
        return Filters(self.ruleset_filter, period_start(self.period), self.seats)

    def refigure(self, keep: PlayerFigures | None = None) -> None:
        """Work the table out again under the filters, keeping ``keep``'s page when they are still listed."""
        self.table, self.records = everyone(self.book, self.filters())
        self.chosen = None
        if keep is not None:
            self.chosen = next((i for i, f in enumerate(self.table) if (name_key(f.name), f.kind, f.level) ==
                                (name_key(keep.name), keep.kind, keep.level)), None)
        self._ring()
        if self._ready:
            self.relayout()

    @property
    def player(self) -> PlayerFigures | None:
        """The player whose page is shown, or None."""
        return self.table[self.chosen] if self.chosen is not None and self.chosen < len(self.table) else None

    def _choices(self) -> tuple[list[str], list[int]]:
        rolls = self.book.sessions.values()
        return sorted({r.ruleset for r in rolls}), sorted({r.seats for r in rolls})

    def _ruleset_title(self) -> str | None:
        if self.ruleset_filter is None:
            return None
        try:
            rules = self.app.rulesets()[0].get(self.ruleset_filter) if self.app.rulesets_ready() else None
        except Exception:  # noqa: BLE001 - a ruleset that cannot be read is named by its id
            rules = None
        return rules.name.native if rules is not None else self.ruleset_filter

    def next_period(self) -> None:
        """The next period (all time, this year, this month)."""
        self.period = PERIODS[(PERIODS.index(self.period) + 1) % len(PERIODS)]
        self.refigure(self.player)

    def next_ruleset(self) -> None:
        """The next ruleset played (then every ruleset)."""
        ids = [None, *self._choices()[0]]
        now = self.ruleset_filter
        self.ruleset_filter = ids[(ids.index(now) + 1) % len(ids)] if now in ids else None
        self.refigure(self.player)

    def next_seats(self) -> None:
        """The next table size played (then any)."""
        sizes = [None, *self._choices()[1]]
        self.seats = sizes[(sizes.index(self.seats) + 1) % len(sizes)] if self.seats in sizes else None
        self.refigure(self.player)

    def step(self, by: int) -> None:
        """Go ``by`` pages on: everyone, then each player, then everyone again."""
        pages = len(self.table) + 1
        now = 0 if self.chosen is None else self.chosen + 1
        now = (now + by) % pages
        self.chosen = None if now == 0 else now - 1
        self.scroll = self.scroll_target = 0.0
        self._ring()
        self.relayout()

    # --- asking first -----------------------------------------------------------------------------------------

    def ask_reset(self) -> None:
        """Ask, then start the statistics afresh (the old ledger kept aside)."""
        from popejoan.ui.scenes.confirm import ConfirmScene

        self.app.push(ConfirmScene(
            self.app, pgettext("stats", "Reset statistics?"),
            pgettext("stats", "Every figure starts again from nothing. The old statistics file is kept aside, "
                              "not deleted."),
            pgettext("stats", "Reset"), pgettext("stats", "Keep them"), self.reset))

    def reset(self) -> None:
        """Start afresh (:meth:`Ledger.reset`), then show the empty figures."""
        try:
            self.ledger.reset()
        except OSError:
            self.notices = [LedgerNotice("unwritable", str(self.ledger.path))]
        self.load()

    def merge_target(self) -> PlayerFigures | None:
        """The next person after the one shown (the one "Same person as…" would merge into), or None."""
        me = self.player
        if me is None or me.kind != "human":
            return None
        people = [f for f in self.table if f.kind == "human" and f is not me]
        return people[0] if people else None

    def ask_merge(self) -> None:
        """Ask whether the player shown is the same person as the next one listed; merge if so."""
        me, into = self.player, self.merge_target()
        if me is None or into is None:
            return
        from popejoan.ui.scenes.confirm import ConfirmScene

        def merge(me: PlayerFigures = me, into: PlayerFigures = into) -> None:
            try:
                self.ledger.merge(me.name, into.name)
            except OSError:
                self.notices = [LedgerNotice("unwritable", str(self.ledger.path))]
            self.load()

        self.app.push(ConfirmScene(
            self.app, pgettext("stats", "One person?"),
            pgettext("stats", "Count “{name}” as “{other}” from now on, in every session?").format(
                name=me.name, other=into.name),
            pgettext("stats", "Same person"), pgettext("stats", "Keep apart"), merge))

    # --- the page ---------------------------------------------------------------------------------------------

    def _ring(self) -> None:
        widgets: list[Widget] = [self.period_button, self.ruleset_button, self.seats_button, self.prev_button,
                                 self.next_button]
        if self.merge_target() is not None:
            widgets.append(self.merge_button)
        widgets += [self.reset_button, self.back]
        self.ring.set(widgets)
        self.ring.focus = widgets.index(self.back)

    def on_resize(self, size: tuple[int, int]) -> None:
        """Lay the page and the buttons out for ``size`` pixels."""
        super().on_resize(size)
        H = self.words  # the head's and the foot's layout: they grow with the interface size (ParchmentScene)
        y = self.frame.y + H.px(84)
        gap, margin = H.px(10), H.px(36)
        w = min(H.px(200), (self.frame.width - 2 * margin - 2 * gap) // 3)
        h = H.px(28)
        left = self.frame.centerx - (3 * w + 2 * gap) // 2
        for i, button in enumerate((self.period_button, self.ruleset_button, self.seats_button)):
            button.rect = pygame.Rect(left + i * (w + gap), y, w, h)
        arrow_w, arrow_h = H.px(40), H.px(36)
        self.prev_button.rect = pygame.Rect(self.frame.x + margin, self.frame.y + H.px(40), arrow_w, arrow_h)
        self.next_button.rect = pygame.Rect(self.frame.right - margin - arrow_w, self.frame.y + H.px(40), arrow_w,
                                            arrow_h)
        foot = self.back.rect.y
        foot_w = min(H.px(200), (self.back.rect.x - self.frame.x) - margin - gap)
        self.reset_button.rect = pygame.Rect(self.frame.right - margin - foot_w, foot, foot_w, self.back.rect.h)
        self.merge_button.rect = pygame.Rect(self.frame.x + margin, foot, foot_w, self.back.rect.h)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Left and Right go from page to page; the rest as on any parchment page (scroll, Tab, Esc)."""
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.step(-1 if event.key == pygame.K_LEFT else 1)
            return True
        return super().handle_event(event)

    def compose(self, page: Page) -> None:
        """Everyone's figures and the records, or one player's page."""
        tx = page.px
        self._chart_y = None
        for notice in self.notices:
            page.text(notice_line(notice), italic=True, color=theme.OXBLOOD)
            page.text(notice.file, italic=True)
            page.gap(8)
        me = self.player
        if me is not None:
            self._compose_player(page, me)
            return
        if not self.table:
            page.text(pgettext("stats", "No deal has been played to the end yet. Every deal finished from now "
                                        "on is counted here, and kept even when its session is deleted."),
                      italic=True)
            return
        people = [f for f in self.table if f.kind == "human"]
        computers = [f for f in self.table if f.kind == "computer"]
        for heading, group in ((pgettext("stats", "People"), people),
                               (pgettext("stats", "Computer players"), computers)):
            if not group:
                continue
            page.heading(heading)
            for rank, f in enumerate(group, start=1):
                page.text(player_label(f), bold=True, indent=tx(30), mark=number(rank))
                page.text(summary_line(f), indent=tx(30))
                page.gap(4)
            page.gap(6)
            page.rule()
        page.heading(pgettext("stats", "Records"))
        for label, value in record_lines(self.records or everyone(self.book, self.filters())[1]):
            page.text(labelled(label, value), indent=tx(22), mark="•")
        page.gap(6)
        page.text(pgettext("stats", "Left and Right: each player's page."), italic=True)

    def _compose_player(self, page: Page, me: PlayerFigures) -> None:
        tx = page.px
        for label, value in figure_lines(me):
            page.text(labelled(label, value), indent=tx(22), mark="•")
        self._lines, streak = player_page(self.book, me.name, me.kind, me.level, self.filters())
        page.text(ngettext("Longest winning streak: {n} session", "Longest winning streak: {n} sessions",
                           streak).format(n=number(streak)), indent=tx(22), mark="•")
        page.gap(8)
        page.rule()
        page.heading(pgettext("stats", "Fish per session"))
        self._chart_y = page.y + tx(6)
        page.gap(CHART_PX * access.current().zoom + 12)

    def draw_head(self, surface: pygame.Surface, L: theme.Layout) -> None:
        """"Statistics" and whose figures these are."""
        theme.blit_text(surface, pgettext("stats", "Statistics"), (self.frame.centerx, self.frame.y + L.px(24)),
                        L.px(16), theme.GILT, anchor="center", italic=True)
        me = self.player
        title = player_label(me) if me is not None else pgettext("stats", "Everyone")
        room = self.next_button.rect.x - self.prev_button.rect.right - L.px(20)
        size = theme.fit_size(title, L.px(28), room)
        theme.blit_text(surface, theme.ellipsize(title, size, room), (self.frame.centerx, self.frame.y + L.px(58)),
                        size, anchor="center", gilt=True)

    def draw(self, surface: pygame.Surface) -> None:
        """The page, then the chart on a player's page (scrolled with it, clipped to the sheet)."""
        super().draw(surface)
        me = self.player
        if me is None or self._chart_y is None:
            return
        L = self.layout
        clip = pygame.Rect(self.sheet.x + L.px(30), self.sheet.y + L.px(12), self.sheet.width - L.px(60),
                           self.sheet.height - L.px(24))
        top = clip.y - round(self.scroll) + self._chart_y
        zoom = access.current().zoom
        rect = pygame.Rect(clip.x + L.px(10), top, clip.width - L.px(20), L.px(CHART_PX * zoom))
        surface.set_clip(clip)
        draw_chart(surface, rect, self._lines, L.px(12 * zoom))
        surface.set_clip(None)
