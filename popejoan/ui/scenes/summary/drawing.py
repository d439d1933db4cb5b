"""Drawing the summary panel: the header, the deal's turn-up and story, the standings, the share-out's rows.

:class:`PanelDrawing` (a part of :class:`~popejoan.ui.scenes.summary.scene.SummaryScene`) only draws, from what
the scene keeps (the standings' series, the share-out as dealt so far, the story as laid out); the chart is
:mod:`popejoan.ui.scenes.summary.chart`'s, the story's layout :mod:`popejoan.ui.scenes.summary.story_list`'s.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from popejoan.engine.events import ShareOutDealt, StakeTaken
from popejoan.ui import palette as pal
from popejoan.ui import theme
from popejoan.ui.i18n import (
    card_name,
    compartment_word,
    language,
    number,
    pgettext,
    ruleset_text,
    suit_name,
    t,
    undos_note,
)
from popejoan.ui.scenes.summary.plan import (
    NOTE_LINE,
    PLAYER_COLOURS,
    ROW_H,
    SHARE_ROW_H,
    SIDE,
    STANDINGS_FOOT_CARRIED,
    SummaryFrame,
)
from popejoan.ui.scenes.summary.standings import standing_ranks
from popejoan.ui.scenes.summary.words import place_words, signed, won_words

if TYPE_CHECKING:
    from collections.abc import Callable

    from popejoan.engine.events import Event, TurnedUp
    from popejoan.engine.ruleset import Ruleset
    from popejoan.engine.session import DealRecord, Session
    from popejoan.engine.state import Deal
    from popejoan.ui.scene import Navigator
    from popejoan.ui.settings import Words
    from popejoan.ui.widgets import FocusRing


class PanelDrawing:
    """The summary scene's drawing (:meth:`draw` and the parts it draws). It reads the scene's state and draws
    nothing that it works out about the rules."""

    app: Navigator
    layout: theme.Layout
    panel: pygame.Rect
    frame: SummaryFrame
    mode: str
    notice: str | Words
    clock_ms: float

    # what this part uses of the scene's other parts (set and defined there)
    _at: Callable[[float, float, float, float], pygame.Rect]
    _dealer: Callable[[], int]
    _the_deal: Callable[[], Deal | DealRecord]
    _draw_chart: Callable[[pygame.Surface, pygame.Rect], None]
    _no_share_out: Callable[[], bool]
    _note_lines: Callable[[int], list[str]]
    _standings_foot: Callable[[], float]
    _story_scroll: Callable[[], tuple[int, int, float]]
    _story_style: Callable[[str], tuple[int, tuple[int, int, int], bool, bool]]
    _turned: Callable[[], TurnedUp | None]
    _who: Callable[[int], str]
    coach_notes: Callable[[int], tuple[str, ...]]
    board_left: Callable[[], int]
    carried_lines: Callable[[int], list[str]]
    deal: Deal | DealRecord | None
    deals_done: Callable[[], int]
    ring: FocusRing
    rules: Ruleset
    series: list[list[int]]
    session: Session
    share_events: list[Event]
    share_shown: int
    story_rows: Callable[[], tuple[list[tuple[str, str, tuple[int, int]]], bool]]
    story_track: Callable[[], pygame.Rect]
    if TYPE_CHECKING:
        @property
        def names(self) -> list[str]: ...

    def draw(self, surface: pygame.Surface) -> None:
        """Dim the table and draw the summary panel."""
        L = self.layout
        s = L.scale
        fade = min(1.0, self.clock_ms / (250 / max(0.25, self.app.speed)))
        surface.blit(theme.dim_overlay(surface.get_size(), round(170 * fade) // 10 * 10), (0, 0))
        theme.draw_panel(surface, self.panel, theme.ui_scale(L.size), alpha=round(255 * fade) or 1)
        if self.mode == "final":
            self._draw_final(surface)
        else:
            self._draw_deal(surface)
        self.ring.draw(surface, s)
        if self.notice and self.mode == "deal":
            pw, ph = self.panel.width / s, self.panel.height / s
            text = theme.ellipsize(str(self.notice), L.px(13), L.px(pw - 2 * SIDE), italic=True)
            theme.blit_text(surface, text, self._at(SIDE, ph - 24, 0, 0).topleft, L.px(13), theme.GILT_LIGHT,
                            theme.language_of(text), italic=True, shadow=False)

    def _header(self, surface: pygame.Surface, title: str, subtitle: str) -> None:
        L = self.layout
        pw = self.panel.width / L.scale
        theme.blit_text(surface, title, self._at(pw / 2, 38, 0, 0).topleft, L.px(40), anchor="center", gilt=True,
                        bold=True)
        # the subtitle (the session's name when it has one, the ruleset's, the dealer or the deals played) a
        # little smaller if it must be, then the name alone cut with "…" (:func:`~popejoan.ui.autosave.named_line`)
        from popejoan.ui.autosave import named_line, quoted_name

        room = L.px(pw - 2 * SIDE)
        name = self.app.saving.listed_as(self.session)
        whole = f"{quoted_name(name)}  ·  {subtitle}" if name else subtitle
        size = theme.fit_size(whole, L.px(17), room, theme.language_of(whole) if name else None, italic=True)
        line = self.header_line = named_line(name, subtitle, size, room, italic=True)
        theme.blit_text(surface, line, self._at(pw / 2, 76, 0, 0).topleft, size, theme.IVORY_DIM,
                        theme.language_of(line) if name else None, anchor="center", italic=True)
        theme.draw_rule(surface, self._at(pw / 2 - 200, 96, 0, 0).topleft, L.px(400), L.scale)

    def _draw_deal(self, surface: pygame.Surface) -> None:
        L = self.layout
        rs = self.rules
        self._header(surface, t("deal_summary", number=self._the_deal().number),
                     f"{ruleset_text(rs.name.english)[0]}  ·  {t('dealer', name=self._who(self._dealer()))}")
        # the turn-up
        turned = self._turned()
        x0, y = self.frame.turn_up.topleft
        theme.blit_text(surface, t("turn_up"), (x0, y), L.px(20), theme.GILT, bold=True)
        if turned is not None:
            card_w = L.px(64)
            img = _card_face(turned.card, card_w)
            if img is not None:
                surface.blit(img, (x0, y + L.px(30)))
            tx = x0 + card_w + L.px(16)
            room = self.frame.turn_up.right - tx
            theme.blit_text(surface, theme.ellipsize(card_name(turned.card), L.px(20), room), (tx, y + L.px(36)),
                            L.px(20))
            theme.blit_text(surface, theme.ellipsize(t("trumps", suit=suit_name(turned.trump)), L.px(16), room,
                                                     italic=True),
                            (tx, y + L.px(62)), L.px(16), theme.IVORY_DIM, italic=True)
        # the story, as far as it is scrolled, and its scroll bar
        rows, scrolls = self.story_rows()
        for kind, text, pos in rows:
            size, colour, bold, italic = self._story_style(kind)
            theme.blit_text(surface, text, pos, size, colour, bold=bold, italic=italic)
        if scrolls:
            theme.draw_scrollbar(surface, self.story_track(), *self._story_scroll(), L.scale)
        self._draw_standings(surface, self.frame.standings, final=False)
        self._draw_chart(surface, self.frame.chart)

    def _draw_standings(self, surface: pygame.Surface, rect: pygame.Rect, final: bool,
                        board_line: bool = True) -> None:
        """The standings in ``rect``: a heading, a row a player (best first), the board's line at its foot.

        Args:
            surface: where to draw.
            rect: the standings' part of the panel (:attr:`SummaryFrame.standings`), window pixels.
            final: the final standings (with the share-out as dealt so far; no "this deal" column).
            board_line: say at the foot what is left on the board (not when the note beside says it).
        """
        L = self.layout
        theme.blit_text(surface, t("final_standings") if final else t("standings"), rect.topleft, L.px(20),
                        theme.GILT, bold=True)
        balances = [series[-1] for series in self.series]
        if final:
            pending = [e for e in self.share_events[self.share_shown:] if isinstance(e, StakeTaken)]
            balances = list(self.session.balances)
            for e in pending:
                balances[e.seat] -= e.chips
        changes = [series[-1] - series[-2] if len(series) > 1 else 0 for series in self.series]
        order = sorted(range(len(balances)), key=lambda i: (-balances[i], i))
        y = rect.y + L.px(34)
        # the columns: the seat's colour, the place and name, the fish (and this deal's change) from the right
        fish_right = rect.right - L.px(60 if final else 130)
        cols = (rect.x + L.px(8), rect.x + L.px(40), fish_right, rect.right - L.px(24))
        theme.blit_text(surface, t("player"), (cols[1], y), L.px(13), theme.IVORY_DIM, italic=True, shadow=False)
        theme.blit_text(surface, t("fish"), (cols[2], y), L.px(13), theme.IVORY_DIM, anchor="topright",
                        italic=True, shadow=False)
        if final and any(self.coach_notes(seat) for seat in range(len(balances))):  # the coach's column
            # TRANSLATORS: the final standings' column of the coach's figures for each person ("3 of 4 good, ...")
            theme.blit_text(surface, pgettext("final standings", "Choices"), (fish_right - L.px(64), y), L.px(13),
                            theme.IVORY_DIM, anchor="topright", italic=True, shadow=False)
        if not final:
            theme.blit_text(surface, t("change"), (cols[3], y), L.px(13), theme.IVORY_DIM,
                            anchor="topright", italic=True, shadow=False)
        y += L.px(20)
        foot = L.px(self._standings_foot()) if board_line else L.px(8)
        row_h = min(L.px(ROW_H), (rect.bottom - foot - y) // max(1, len(order)))
        appear = 80 / max(0.25, self.app.speed)
        places = standing_ranks(balances)
        # the places' column as wide as its widest place ("1.", "1=", "1位") and a space
        size = min(L.px(18), round(row_h * 0.75))
        place_w = max([L.px(28)] + [theme.measure(place_words(p), min(L.px(16), size))[0] + L.px(8) for p in places])
        for rank, seat in enumerate(order):
            alpha = max(0.0, min(1.0, (self.clock_ms - rank * appear) / 200))
            if alpha <= 0:
                continue
            if rank % 2 == 0:
                band = pygame.Surface((rect.width, row_h), pygame.SRCALPHA)
                band.fill((255, 230, 190, 12))
                surface.blit(band, (rect.x, y))
            cy = y + row_h // 2
            pygame.draw.circle(surface, PLAYER_COLOURS[seat % len(PLAYER_COLOURS)], (cols[0] + L.px(8), cy), L.px(6))
            theme.blit_text(surface, place_words(places[seat]), (cols[1], cy), min(L.px(16), size), theme.IVORY_DIM,
                            anchor="midleft")
            # the coach's figures for a person (final standings), right of the name: the name gives way first
            note_px = min(L.px(13), size)
            note_room = (fish_right - L.px(72) - cols[1] - place_w) // 2
            note = next((n for n in (self.coach_notes(seat) if final else ())
                         if theme.measure(n, note_px, italic=True)[0] <= note_room), "")  # the longest that fits
            note_w = theme.measure(note, note_px, italic=True)[0] + L.px(10) if note else 0
            if note:
                theme.blit_text(surface, note, (fish_right - L.px(64), cy), note_px, theme.IVORY_DIM,
                                anchor="midright", italic=True, shadow=False)
            name = theme.fit_name(self.names[seat], size, fish_right - L.px(72) - cols[1] - place_w - note_w,
                                  theme.line_language(self.names[seat]))
            theme.blit_text(surface, name, (cols[1] + place_w, cy), size, theme.IVORY,
                            theme.line_language(name), anchor="midleft", gilt=places[seat] in ("1.", "1="))
            value = balances[seat]
            colour = pal.DEBT_LIGHT if value < 0 else theme.IVORY
            theme.blit_text(surface, number(value), (cols[2], cy), size, colour, anchor="midright", bold=True)
            if not final:
                change = changes[seat]
                text = signed(change)
                colour = pal.GAIN if change > 0 else pal.DEBT_LIGHT if change < 0 else theme.IVORY_DIM
                theme.blit_text(surface, text, (cols[3], cy), min(L.px(16), size), colour, anchor="midright")
            y += row_h
        if not board_line:
            return
        if not final:  # what is carried to the next deal, per compartment, on up to two lines
            lines = self.carried_lines(rect.width - L.px(8))
            y = rect.bottom - L.px(STANDINGS_FOOT_CARRIED) + L.px(4)
            for line in lines:
                theme.blit_text(surface, line, (rect.x + L.px(8), y), L.px(14), theme.IVORY_DIM, italic=True,
                                shadow=False)
                y += L.px(19)
            return
        board_total = self.board_left()
        board_total += sum(e.chips for e in self.share_events[self.share_shown:] if isinstance(e, StakeTaken))
        theme.blit_text(surface, t("board_left", chips=number(board_total)), (rect.x + L.px(8), rect.bottom),
                        L.px(14), theme.IVORY_DIM, anchor="bottomleft", italic=True, shadow=False)

    def _draw_final(self, surface: pygame.Surface) -> None:
        L = self.layout
        rs = self.rules
        played = self.deals_done()
        undos = undos_note(self.session.meta)
        self._header(surface, t("final_standings"),
                     f"{ruleset_text(rs.name.english)[0]}  ·  " + t("deals_played", n=played)
                     + (f"  ·  {undos}" if undos else ""))
        share = self.frame.share
        x0, y = share.topleft
        # rules with no share-out show what the board keeps, under a heading that does not promise one
        heading = t("board_at_end") if self._no_share_out() else t("share_out")
        theme.blit_text(surface, heading, (x0, y), L.px(20), theme.GILT, bold=True)
        y += L.px(34)
        if self._no_share_out():
            # the standings at the top left, what the board keeps beside them, the chart across the panel
            for line in self._note_lines(share.width):
                theme.blit_text(surface, line, (x0, y), L.px(16), theme.IVORY_DIM, italic=True)
                y += L.px(NOTE_LINE)
            self._draw_standings(surface, self.frame.standings, final=True, board_line=False)
            self._draw_chart(surface, self.frame.chart)
            return
        shown = self.share_events[: self.share_shown]
        done = self.share_shown >= len(self.share_events)
        players = len(self.names)
        right = share.right - L.px(14)  # the rows' contents end here; their bands reach the column's edge
        row_h = min(L.px(SHARE_ROW_H), (share.bottom - y) // max(1, players))
        text_h = L.px(19) if row_h >= L.px(50) else 0  # room for the winnings under the cards, clear of them
        per_seat = -(-51 // players)  # the most cards one player is dealt
        card_w = max(L.px(20), min(L.px(32), round((row_h - text_h) / 1.42) - L.px(4)))
        cx = x0 + L.px(118)
        step = max(L.px(9), min(card_w * 3 // 5, (right - cx - card_w) // max(1, per_seat - 1)))
        cards: list[list[int]] = [[] for _ in range(players)]
        won: list[dict[str, int]] = [{} for _ in range(players)]
        gained = [0] * players
        for e in shown:
            if isinstance(e, ShareOutDealt) and 0 <= e.seat < players:
                cards[e.seat].append(e.card)
            elif isinstance(e, StakeTaken) and 0 <= e.seat < players:
                label = compartment_word(rs, e.compartment)
                won[e.seat][label] = won[e.seat].get(label, 0) + e.chips
                gained[e.seat] += e.chips
        for seat in range(players):
            ry = y + seat * row_h
            if seat % 2 == 0:
                band = pygame.Surface((share.width + L.px(6), row_h), pygame.SRCALPHA)
                band.fill((255, 230, 190, 10))
                surface.blit(band, (x0 - L.px(6), ry))
            name = theme.fit_name(self.names[seat], L.px(15), L.px(110), theme.line_language(self.names[seat]))
            theme.blit_text(surface, name, (x0, ry + row_h // 2), L.px(15), theme.IVORY,
                            theme.line_language(name), anchor="midleft")
            for i, c in enumerate(cards[seat]):
                img = _card_face(c, card_w)
                if img is not None:
                    surface.blit(img, (cx + i * step, ry + (row_h - text_h - img.get_height()) // 2))
            if won[seat]:
                text = t("share_won", n=signed(gained[seat]), compartments=won_words(won[seat]))
                colour = theme.GILT_LIGHT
            elif done and cards[seat]:  # every card shown, none of them took a stake: said, not left blank
                text, colour = t("share_nothing"), theme.IVORY_DIM
            else:
                continue
            if text_h:  # under the cards
                tx, ty = cx, ry + row_h - L.px(9)
                text = theme.ellipsize(text, L.px(13), right - tx)
                theme.blit_text(surface, text, (tx, ty), L.px(13), colour, anchor="midleft")
                continue
            # beside them, on as many lines as the row holds
            tx = cx + step * (per_seat - 1) + card_w + L.px(8)
            line_h = L.px(15)
            lines = theme.wrap(text, L.px(13), right - tx)
            most = max(1, (row_h - L.px(4)) // line_h)
            if len(lines) > most:
                rest = ("" if language() == "ja" else " ").join(lines[most - 1:])  # Japanese has no spaces
                lines = lines[:most - 1] + [theme.ellipsize(rest, L.px(13), right - tx)]
            ty = ry + (row_h - line_h * len(lines)) // 2 + line_h // 2
            for line in lines:
                theme.blit_text(surface, line, (tx, ty), L.px(13), colour, anchor="midleft")
                ty += line_h
        self._draw_standings(surface, self.frame.standings, final=True)
        self._draw_chart(surface, self.frame.chart)


def _card_face(card: int, width: int) -> pygame.Surface | None:
    """The table's card art for ``card`` at ``width`` pixels, or None if it is unavailable."""
    try:
        from popejoan.ui import cards_art
    except ImportError:  # pragma: no cover - part 1's module
        return None
    return cards_art.face(card, width)

