"""The played-cards view: every card played this deal, in a grid of suits by ranks, and who played it.

R (or the "Cards played" button above the bottom plaque) opens it over
the table; R, Esc, Backspace or Close return. It reads only the events the
table has shown (:attr:`popejoan.ui.scenes.table.director.Director.shown`),
so it never runs ahead of the cards on the table, and it draws only public
faces: the cards played and the turn-up. What else everyone knows is
marked in its place without a face: the 8♦, out of the pack, and any card a
stop showed nobody holds (:func:`popejoan.ui.story.known_missing`). Under
the grid, each player's cards played and still in hand (counts are public).

The replay opens the same view for the step it stands at.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame

from popejoan.engine.cards import SUITS, Card, card, card_label
from popejoan.engine.events import CardPlayed, CardsDealt, TurnedUp
from popejoan.engine.state import card_order
from popejoan.ui import cards_art, story, theme
from popejoan.ui import palette as pal
from popejoan.ui.i18n import ngettext, pgettext, t
from popejoan.ui.scene import Navigator, Scene
from popejoan.ui.scenes.table import captions
from popejoan.ui.widgets import Button, FocusRing

if TYPE_CHECKING:
    from popejoan.engine.events import Event
    from popejoan.engine.ruleset import Ruleset

EIGHT_OF_DIAMONDS: Card = card(1, 8)
"""The card that is not in the pack (docs/rules.md, "What all sources share")."""


@dataclass
class PlayedCards:
    """What the events so far say about the pack, publicly.

    Attributes:
        played: each card played, with its player's seat and its place in the order of play (from 0).
        turn_up: the turn-up card, or None before it is turned; ``turn_up_holder`` where it lies.
        trump: the trump suit, or None.
        missing: cards a stop showed nobody holds (card -> the stop's reason code).
        last_sequence: the cards of the sequence on the table (the last one, once it stopped).
        dealt: cards dealt to each seat; ``played_by``: cards each seat has played.
    """

    played: dict[Card, tuple[int, int]] = field(default_factory=dict)
    turn_up: Card | None = None
    turn_up_holder: int | None = None
    trump: int | None = None
    missing: dict[Card, str] = field(default_factory=dict)
    last_sequence: list[Card] = field(default_factory=list)
    dealt: list[int] = field(default_factory=list)
    played_by: list[int] = field(default_factory=list)

    @classmethod
    def from_events(cls, events: Sequence[Event], players: int) -> PlayedCards:
        """Read the public facts from ``events`` (a deal's events, or the first of them)."""
        out = cls(dealt=[0] * players, played_by=[0] * players)
        for e in events:
            if isinstance(e, CardsDealt):
                for who in e.recipients:
                    if 0 <= who < players:
                        out.dealt[who] += 1
            elif isinstance(e, TurnedUp):
                out.turn_up, out.turn_up_holder, out.trump = e.card, e.holder, e.trump
            elif isinstance(e, CardPlayed):
                out.played[e.card] = (e.seat, len(out.played))
                if 0 <= e.seat < players:
                    out.played_by[e.seat] += 1
                if e.lead:
                    out.last_sequence = []
                out.last_sequence.append(e.card)
        out.missing = story.known_missing(events)
        return out

    def in_hand(self, seat: int) -> int:
        """Cards ``seat`` still holds."""
        return self.dealt[seat] - self.played_by[seat]

    def public(self) -> set[Card]:
        """The cards whose faces may be shown: those played, and the turn-up."""
        return set(self.played) | ({self.turn_up} if self.turn_up is not None else set())


class RecordScene(Scene):
    """The played-cards view, over the table (or over a replay).

    Args:
        app: the app.
        rules: the resolved ruleset (the order of ranks; the dead hand's name).
        names: the players' names, by seat.
        events: the events shown so far (public: a Pope offer is not read).
        number: the deal's number.

    Attributes:
        facts: what the view shows (:class:`PlayedCards`).
        faces_drawn: the card faces the last frame drew (tests check that each one is public).
    """

    opaque = False

    def __init__(self, app: Navigator, rules: Ruleset, names: Sequence[str], events: Sequence[Event],
                 number: int) -> None:
        super().__init__(app)
        self.rules = rules
        self.names = list(names)
        self.number = number
        self.facts = PlayedCards.from_events(list(events), len(self.names))
        self.teller = story.Teller(self.names, rules)
        order_key = card_order(rules)[1]
        self.ranks = sorted(range(1, 14), key=lambda r: order_key[card(0, r)])
        self.clock_ms = 0.0
        self.faces_drawn: list[Card] = []
        self.close_button = Button(t("close") + "  (R)", self.close, size_px=18)
        self.ring = FocusRing()
        self.ring.set([self.close_button])
        self.ring.focus = 0
        self.layout = theme.Layout(app.screen_size)
        self._place()

    def close(self) -> None:
        """Back to the table (or the replay)."""
        if self.app.top is self:
            self.app.pop()

    def on_resize(self, size: tuple[int, int]) -> None:
        """Lay out for ``size`` pixels."""
        self.layout = theme.Layout(size)
        self._place()

    def _place(self) -> None:
        L = self.layout
        self.panel = L.rect(40, 24, 1200, 752)
        self.close_button.rect = L.rect(1010, 712, 190, 44)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """R, Esc, Backspace or Close return; everything else is held here (the game waits below)."""
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_r, pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.close()
            return True
        self.ring.handle_event(event)
        return True

    def update(self, dt_ms: float) -> None:
        """Fade in."""
        self.clock_ms += dt_ms

    # --- drawing

    def draw(self, surface: pygame.Surface) -> None:
        """Dim what lies below; the panel, the grid, the players and the legend."""
        L = self.layout
        s = L.scale
        self.faces_drawn = []
        fade = min(1.0, self.clock_ms / (180 / max(0.25, self.app.speed)))
        surface.blit(theme.dim_overlay(surface.get_size(), round(170 * fade) // 10 * 10), (0, 0))
        theme.draw_panel(surface, self.panel, s)
        facts = self.facts
        theme.blit_text(surface, t("cards_played"), L.point(640, 62), L.px(36), anchor="center", gilt=True, bold=True)
        trumps = captions.trumps(facts.trump) if facts.trump is not None else t("record_no_trumps")
        theme.blit_text(surface, t("cards_played_sub", number=self.number, trumps=trumps), L.point(640, 98), L.px(17),
                        theme.IVORY_DIM, anchor="center", italic=True)
        theme.draw_rule(surface, L.point(440, 118), L.px(400), s)
        self._draw_grid(surface)
        self._draw_players(surface)
        legend_px = max(11, L.px(14))
        top = pgettext("rank", "King") if self.ranks[-1] == 13 else pgettext("rank", "Ace")  # an Ace when high
        legend = theme.wrap(t("record_legend", top=top), legend_px, L.px(900), italic=True)
        theme.text_lines(surface, legend, L.point(80, 656), legend_px, theme.IVORY_DIM, italic=True, shadow=False)
        theme.blit_text(surface, t("record_keys"), L.point(80, 738), max(10, L.px(12)), theme.IVORY_DIM, italic=True,
                        shadow=False)
        self.ring.draw(surface, s)

    def _face(self, surface: pygame.Surface, c: Card, width: int, pos: tuple[int, int]) -> None:
        self.faces_drawn.append(c)
        surface.blit(cards_art.face(c, width), pos)

    def _draw_grid(self, surface: pygame.Surface) -> None:
        L = self.layout
        s = L.scale
        facts = self.facts
        x0, y0 = L.point(150, 132)
        cell_w, row_h = L.px(80), L.px(108)
        card_w = L.px(56)
        card_h = cards_art.card_height(card_w)
        tag_px = max(11, L.px(13))
        for col, rank in enumerate(self.ranks):
            label = cards_art.rank_text(rank)
            theme.blit_text(surface, label, (x0 + col * cell_w + cell_w // 2, y0 + L.px(10)), L.px(16), theme.GILT,
                            anchor="center", bold=True)
        top = y0 + L.px(26)
        last = set(facts.last_sequence)
        for row, suit in enumerate(SUITS):
            y = top + row * row_h
            if row % 2 == 0:
                band = pygame.Surface((cell_w * 13 + L.px(80), row_h), pygame.SRCALPHA)
                band.fill((255, 230, 190, 10))
                surface.blit(band, (x0 - L.px(80), y))
            # the suit on an ivory tile, as on a card (a black suit would not show on the lacquer)
            tile = pygame.Rect(0, 0, L.px(46), L.px(46))
            tile.center = (x0 - L.px(42), y + card_h // 2 + L.px(2))
            pygame.draw.rect(surface, pal.IVORY, tile, border_radius=L.px(8))
            pygame.draw.rect(surface, theme.GILT, tile, max(1, L.px(2)), border_radius=L.px(8))
            symbol = cards_art.suit_symbol(suit, L.px(30))
            surface.blit(symbol, symbol.get_rect(center=tile.center))
            if facts.trump == suit:
                theme.blit_text(surface, t("record_trump_row"), (x0 - L.px(42), y + card_h + L.px(2)),
                                max(10, L.px(12)), theme.GILT, anchor="midtop", italic=True, shadow=False)
            for col, rank in enumerate(self.ranks):
                c = card(suit, rank)
                cx = x0 + col * cell_w + (cell_w - card_w) // 2
                cy = y + L.px(6)
                slot = pygame.Rect(cx, cy, card_w, card_h)
                tag_y = slot.bottom + L.px(3)
                if c == EIGHT_OF_DIAMONDS:
                    self._empty(surface, slot, s, dark=True)
                    for k, word in enumerate(t("record_out_of_pack").split(" ", 1)):
                        word_y = int(slot.centery + (k - 0.5) * max(11, L.px(14)))
                        theme.blit_text(surface, word, (slot.centerx, word_y), max(10, L.px(11)), theme.IVORY_DIM,
                                        anchor="center", italic=True, shadow=False)
                    continue
                if c in facts.played:
                    seat, _order = facts.played[c]
                    if c in last:
                        pygame.draw.rect(surface, theme.GILT_LIGHT, slot.inflate(L.px(8), L.px(8)), max(2, L.px(3)),
                                         border_radius=L.px(6))
                    self._face(surface, c, card_w, slot.topleft)
                    colour = pal.SEAT_COLOURS[seat % len(pal.SEAT_COLOURS)]
                    name = theme.fit_name(self.names[seat], tag_px, cell_w - L.px(4))
                    theme.blit_text(surface, name, (slot.centerx, tag_y), tag_px, colour,
                                    theme.language_of(name), anchor="midtop", shadow=False)
                    continue
                if c == facts.turn_up:
                    self._face(surface, c, card_w, slot.topleft)
                    veil = pygame.Surface(slot.size, pygame.SRCALPHA)
                    veil.fill((0, 0, 0, 70))
                    surface.blit(veil, slot)
                    theme.blit_text(surface, t("record_turn_up"), (slot.centerx, tag_y), tag_px, theme.GILT,
                                    anchor="midtop", italic=True, shadow=False)
                    continue
                self._empty(surface, slot, s)
                if c in facts.missing:
                    pygame.draw.rect(surface, theme.GILT_DARK, slot, max(1, L.px(2)), border_radius=L.px(5))
                    # the card's label, and under it, inside the slot, why it lies nowhere (wrapped to the slot:
                    # the columns are narrow and the words long in some languages)
                    note_px = max(10, L.px(12))
                    lines = theme.wrap(t("record_not_in_play"), note_px, slot.width - L.px(6), italic=True)
                    lines = [theme.ellipsize(line, note_px, slot.width - L.px(4), italic=True) for line in lines]
                    step = max(11, round(note_px * 1.15))
                    label_y = slot.y + max(L.px(16), slot.height // 2 - (len(lines) * step) // 2)
                    theme.blit_text(surface, card_label(c), (slot.centerx, label_y), L.px(18), theme.IVORY_DIM,
                                    anchor="center", shadow=False)
                    y_line = label_y + L.px(12)
                    for line in lines:
                        theme.blit_text(surface, line, (slot.centerx, y_line), note_px, theme.IVORY_DIM,
                                        anchor="midtop", italic=True, shadow=False)
                        y_line += step

    def _empty(self, surface: pygame.Surface, slot: pygame.Rect, s: float, dark: bool = False) -> None:
        well = pygame.Surface(slot.size, pygame.SRCALPHA)
        pygame.draw.rect(well, (0, 0, 0, 120 if dark else 60), well.get_rect(), border_radius=theme.px(5, s))
        surface.blit(well, slot)
        pygame.draw.rect(surface, theme.lerp(theme.GILT_DARK, theme.SHADOW, 0.45), slot, 1,
                         border_radius=theme.px(5, s))

    def _draw_players(self, surface: pygame.Surface) -> None:
        """Each player: colour, name, cards played and cards still in hand."""
        L = self.layout
        facts = self.facts
        n = len(self.names)
        per_row = 4 if n > 4 else n
        width = L.px(1100) // per_row
        x0, y0 = L.point(80, 600 - (4 if n > 4 else 0))
        for seat, name in enumerate(self.names):
            x = x0 + (seat % per_row) * width
            y = y0 + (seat // per_row) * L.px(24)
            colour = pal.SEAT_COLOURS[seat % len(pal.SEAT_COLOURS)]
            pygame.draw.circle(surface, colour, (x + L.px(7), y + L.px(9)), L.px(6))
            played = ngettext("{n} played", "{n} played", facts.played_by[seat]).format(n=facts.played_by[seat])
            # TRANSLATORS: a player's cards still in their hand, in the cards-played view
            holds = ngettext("{n} in hand", "{n} in hand", facts.in_hand(seat)).format(n=facts.in_hand(seat))
            counts = played + " · " + holds
            count_img = theme.render(counts, L.px(14), theme.IVORY_DIM, italic=True, shadow=False)
            room = width - L.px(28) - count_img.get_width() - L.px(10)
            shown = theme.fit_name(name, L.px(16), max(L.px(40), room))
            r = theme.blit_text(surface, shown, (x + L.px(20), y), L.px(16), theme.IVORY, theme.language_of(shown))
            surface.blit(count_img, (r.right + L.px(8), y + L.px(2)))


__all__ = ["EIGHT_OF_DIAMONDS", "PlayedCards", "RecordScene"]
