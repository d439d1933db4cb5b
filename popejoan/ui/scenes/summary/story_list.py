"""The deal's story in the summary: told from the deal's events, set in lines, scrolled a sentence at a time.

:class:`StoryList` is the scrolling list (which entry is at its top; the keyboard's Up / Down while it has the
focus); :class:`StoryView` (a part of :class:`~popejoan.ui.scenes.summary.scene.SummaryScene`) tells the story
(:func:`popejoan.ui.story.tell`, in the past tense), lays it out in its part of the panel, says which rows are in
view and takes the wheel, the page keys and clicks on the scroll bar. Drawing the rows is the panel's
(:mod:`popejoan.ui.scenes.summary.drawing`); the standings and the chart are elsewhere.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from popejoan.ui import story, theme
from popejoan.ui.i18n import t
from popejoan.ui.scenes.summary.plan import (
    SCROLL_BAR,
    SCROLL_LANE,
    STORY_HEAD,
    STORY_INDENT,
    STORY_LINE,
    WHEEL_ENTRIES,
    SummaryFrame,
)
from popejoan.ui.widgets import FocusRing, Widget

if TYPE_CHECKING:
    from popejoan.engine.ruleset import Ruleset
    from popejoan.engine.session import DealRecord
    from popejoan.engine.state import Deal


class StoryList(Widget):
    """The deal's story as a list that scrolls a whole entry at a time, so that no sentence is ever shown cut.

    An entry is a sentence with all its lines, or a heading with the sentence under it (a heading never stands
    alone at the foot); one taller than the whole list would be (it never is: the story has room for a few
    lines at the least) is taken line by line. The scene lays the entries out (:meth:`lay`: each one's height,
    and the room for them); the list keeps which entry is at its top (:attr:`first`) and shows from there as
    many as fit whole. It is in the summary's focus ring, for the keyboard (Up / Down scroll it while it has the
    focus); it draws nothing itself (the scene draws the story and its scroll bar), and pressing it (Enter, a
    click) does nothing but focus it.

    Attributes:
        heights: each entry's height, window pixels, in order.
        room: the height the entries are shown in, window pixels.
        first: the index of the entry at the top of the list (0: the story's first, how the deal ended).
    """

    def __init__(self) -> None:
        super().__init__()
        self.heights: list[int] = []
        self.room = 0
        self.first = 0
        self.enabled = False

    def lay(self, heights: list[int], room: int) -> None:
        """Take the entries' ``heights`` and the ``room`` (window pixels) for them; keep the top entry where it
        can be. The list takes the keyboard's focus (Tab stops on it, :attr:`enabled`) only when it scrolls."""
        self.heights = list(heights)
        self.room = room
        self.first = max(0, min(self.first, self.last_first()))
        self.enabled = self.scrolls

    @property
    def scrolls(self) -> bool:
        """Whether the entries are taller than their room (some of them are out of view at any time)."""
        return sum(self.heights) > self.room

    def last_first(self) -> int:
        """The furthest the list scrolls: the first of the most entries at the foot of the story that fit whole."""
        i, total = len(self.heights), 0
        while i > 0 and total + self.heights[i - 1] <= self.room:
            total += self.heights[i - 1]
            i -= 1
        return min(i, max(0, len(self.heights) - 1))

    def shown(self) -> range:
        """The entries in view: from :attr:`first`, as many as fit whole (at least one)."""
        end, total = self.first, 0
        while end < len(self.heights) and (total + self.heights[end] <= self.room or end == self.first):
            total += self.heights[end]
            end += 1
        return range(self.first, end)

    def scroll(self, entries: int) -> bool:
        """Scroll ``entries`` entries down (up when negative), as far as the list goes; say whether it moved."""
        was = self.first
        self.first = max(0, min(self.last_first(), self.first + entries))
        return self.first != was

    def page(self, step: int) -> bool:
        """A page down (``step`` 1: the entry under the last one in view comes to the top) or up (-1: the
        entries above the first come into view, as many as fit whole); say whether it moved."""
        if step > 0:
            return self.scroll(max(1, len(self.shown())))
        i, total = self.first, 0
        while i > 0 and total + self.heights[i - 1] <= self.room:
            total += self.heights[i - 1]
            i -= 1
        return self.scroll(min(-1, i - self.first))

    def handle_event(self, event: pygame.event.Event, focused: bool) -> bool:
        """Up / Down scroll an entry while the list has the focus; a click on it gives it the focus (the ring's)."""
        if not self.enabled:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            return True
        if focused and event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN):
            self.scroll(-1 if event.key == pygame.K_UP else 1)
            return True
        return False


class StoryView:
    """The story's part of the summary scene: what it says, how it is set, what is in view, how it scrolls.

    It reads the scene's ``deal``, ``names``, ``rules``, ``mode``, ``layout``, ``frame`` and ``ring``, and keeps
    :attr:`story` (the lines told), ``story_list``, ``story_laid`` and ``story_entries``.
    """

    deal: Deal | DealRecord | None
    rules: Ruleset
    mode: str
    layout: theme.Layout
    frame: SummaryFrame
    ring: FocusRing
    if TYPE_CHECKING:
        @property
        def names(self) -> list[str]: ...
    story: list[tuple[str, str]]
    story_list: StoryList
    story_laid: list[tuple[str, str, int, int, int]]
    story_entries: list[range]

    def _story(self) -> list[tuple[str, str]]:
        """The deal told in lines: (kind, text); kind is "end", "head", "line", "good", "bad" or "note".

        The lines are the deal log's (:func:`popejoan.ui.story.tell`), told in the past tense
        (:data:`popejoan.ui.story.PAST`): first how the deal ended ("end": who went out and won the Game, or
        that it ended without play), the line most worth seeing; then the dressing and the stakes taken
        (under "Taken from the board"), and the payments (under "Payments"). With no deal (a finished session
        opened again that has none), no lines.
        """
        if self.deal is None:
            return []
        lines = story.tell(list(self.deal.events), reveal_offers=True, pope_holder_rule=self.rules.end.pope_holder)
        teller = story.Teller(self.names, self.rules, {**story.MESSAGES, **story.PAST})
        out: list[tuple[str, str]] = [("end", teller.text(line)) for line in lines if line.kind == "end"]
        out.append(("head", t("taken")))
        out += [("note", teller.text(line)) for line in lines if line.key.startswith("dress_")]
        taken = [line for line in lines if line.kind == "take"]
        if not taken:
            out.append(("note", t("nothing_taken")))
        out += [("good", teller.text(line)) for line in taken]
        out.append(("head", t("payments")))
        pays = [line for line in lines if line.kind == "pay"]
        penalties = [line for line in lines if line.kind == "penalty"]
        if not pays and not penalties:
            out.append(("note", t("no_payments")))
        out += [("line" if line.key == "pope_excused" else "bad", teller.text(line)) for line in pays]
        out += [("bad", teller.text(line)) for line in penalties]  # after the payments for cards left, as paid
        return out

    def _story_style(self, kind: str) -> tuple[int, theme.Color, bool, bool]:
        """How a row of ``kind`` is set: its size (window pixels), colour, bold, italic."""
        L = self.layout
        if kind == "head":
            return L.px(20), theme.GILT, True, False
        colour = {"end": theme.GILT_LIGHT, "line": theme.GILT_LIGHT, "note": theme.IVORY_DIM}.get(kind, theme.IVORY)
        return L.px(16), colour, kind == "end", kind == "note"

    def _lay_story(self) -> None:
        """Set the story in its part of the panel (:attr:`SummaryFrame.story`): every line wrapped to the width
        it is drawn at (the narrower by a lane for the scroll bar when the story is too long for its room), a
        row a wrapped line (:attr:`story_laid`), gathered in entries (:attr:`story_entries`: a sentence, or a
        heading and the sentence under it), which the list (:attr:`story_list`) scrolls."""
        L = self.layout
        rect = self.frame.story
        self.story_list.rect = rect
        if rect.width <= 0 or rect.height <= 0:
            self.story_laid, self.story_entries = [], []
            self.story_list.lay([], 0)
            return
        line_h, head_h, indent, above = L.px(STORY_LINE), L.px(STORY_HEAD), L.px(STORY_INDENT), L.px(6)

        def laid(width: int) -> tuple[list[tuple[str, str, int, int, int]], list[int]]:
            rows: list[tuple[str, str, int, int, int]] = []
            starts: list[int] = []  # where each entry begins: a sentence, or a heading and the sentence under it
            for kind, text in self.story:
                if not (rows and rows[-1][0] == "head"):
                    starts.append(len(rows))
                if kind == "head":  # a little room above a heading
                    rows.append((kind, text, 0, above, head_h))
                    continue
                x = 0 if kind == "end" else indent
                size, _colour, bold, italic = self._story_style(kind)
                for line in theme.wrap(text, size, width - x, bold=bold, italic=italic):
                    first = not rows  # the story's first line: as much room above it as a heading has
                    rows.append((kind, line, x, above if first else 0, line_h + (above if first else 0)))
            return rows, starts

        def room(rows: list[tuple[str, str, int, int, int]]) -> int:
            # a face whose ink reaches below its line (Japanese: Noto's stands lower) leaves the rows a little
            # less room, so that the last row in view still ends inside the story's part
            spill = 0
            for kind, text, _x, dy, height in rows:
                size, colour, bold, italic = self._story_style(kind)
                ink = theme.render(text, size, colour, bold=bold, italic=italic).get_bounding_rect(min_alpha=64)
                spill = max(spill, dy + ink.bottom - height)
            return rect.height - spill

        rows, starts = laid(rect.width)
        if sum(row[4] for row in rows) > room(rows):  # it scrolls: the scroll bar's lane beside it
            rows, starts = laid(rect.width - L.px(SCROLL_LANE))
        space = room(rows)
        entries: list[range] = []
        for begin, end in zip(starts, starts[1:] + [len(rows)]):
            if sum(row[4] for row in rows[begin:end]) <= space:
                entries.append(range(begin, end))
            else:  # taller than the whole list: line by line
                entries += [range(i, i + 1) for i in range(begin, end)]
        self.story_laid, self.story_entries = rows, entries
        self.story_list.lay([sum(row[4] for row in rows[e.start:e.stop]) for e in entries], space)

    def story_rows(self) -> tuple[list[tuple[str, str, tuple[int, int]]], bool]:
        """The deal's story as it is shown now in its part of the panel (:attr:`SummaryFrame.story`).

        Returns:
            The rows in view, each (kind, text, window position of its text's top-left; a heading's text
            stands a little below its row's top), whole lines only; and whether the story scrolls (some rows
            are out of view: :attr:`story_list`).
        """
        rect = self.frame.story
        rows: list[tuple[str, str, tuple[int, int]]] = []
        y = rect.y
        for entry in self.story_list.shown():
            for index in self.story_entries[entry]:
                kind, text, x, dy, height = self.story_laid[index]
                rows.append((kind, text, (rect.x + x, y + dy)))
                y += height
        return rows, self.story_list.scrolls

    def story_track(self) -> pygame.Rect:
        """The story's scroll bar's track, window pixels (at the right of its part, in the lane kept for it)."""
        L = self.layout
        rect = self.frame.story
        return pygame.Rect(rect.right - L.px(SCROLL_BAR), rect.y, L.px(SCROLL_BAR), rect.height)

    def _story_scroll(self) -> tuple[int, int, float]:
        """The story's scroll bar's measures, window pixels: the whole story's height, the room it is shown
        in, and how far down the view begins (the last row in view at the foot: the bar at its end)."""
        listed = self.story_list
        content = sum(listed.heights)
        last = listed.last_first()
        down = listed.first / last if last else 0.0
        return content, listed.room, down * max(0, content - listed.room)

    def _scroll_event(self, event: pygame.event.Event) -> bool:
        """Scroll the story (when it is too long for its room): the wheel; Page Up / Page Down, Home and End; a
        click on the scroll bar's track pages towards it. Up / Down go to the list when it has the focus (its
        own :meth:`StoryList.handle_event`). None of it moves the session on; say whether ``event`` was taken."""
        listed = self.story_list
        if self.mode != "deal" or not listed.scrolls:
            return False
        if event.type == pygame.MOUSEWHEEL:
            if event.y:
                listed.scroll(-WHEEL_ENTRIES * event.y)
            return True
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
                listed.page(1 if event.key == pygame.K_PAGEDOWN else -1)
                return True
            if event.key in (pygame.K_HOME, pygame.K_END):
                listed.scroll(len(listed.heights) if event.key == pygame.K_END else -len(listed.heights))
                return True
            return self.ring.focused is listed and listed.handle_event(event, True)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            track = self.story_track().inflate(self.layout.px(8), 0)
            if track.collidepoint(event.pos):
                thumb = theme.scrollbar_thumb(self.story_track(), *self._story_scroll(), self.layout.scale)
                if not thumb.collidepoint(event.pos):
                    listed.page(1 if event.pos[1] > thumb.centery else -1)
                self.ring.mouse = event.pos
                self.ring.focus = self.ring.widgets.index(listed)
                return True
            if listed.rect.collidepoint(event.pos):  # the story: it takes the keyboard's focus, at any time
                self.ring.mouse = event.pos
                self.ring.focus = self.ring.widgets.index(listed)
                return True
        return False
