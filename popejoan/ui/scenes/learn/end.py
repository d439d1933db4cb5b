"""The lesson's end: :class:`LearnEndScene`, the game summed up in a few lines and a first real game offered.

The first game: Parlett's rules (the starter ruleset, docs/rules.md), the player against an Easy and a Normal
computer (:func:`first_game`). "Back to the menu" leaves it. It plays nothing and keeps nothing itself.
"""

from __future__ import annotations

import pygame

from popejoan.ui import theme
from popejoan.ui.i18n import N_, _
from popejoan.ui.scene import Navigator, Scene
from popejoan.ui.setup import GameSetup, Seat, default_names
from popejoan.ui.widgets import Button

SUMMARY = (
    N_("The dealer dresses the board; every card is dealt, some to the dead hand; the last card turned names "
       "trumps."),
    N_("Lead the lowest card of any suit; whoever holds the next card up plays it, until a King, the 7 of "
       "diamonds or a missing card stops the sequence. Whoever played the stop leads next."),
    N_("The Pope (9 of diamonds) and the Ace, King, Queen and Jack of trumps win their compartments when "
       "played; King and Queen, or Queen and Jack, of trumps in a row by one player win Matrimony or Intrigue."),
    N_("The first to play every card wins Game and a fish for each card the others hold; whoever holds the "
       "Pope unplayed pays nothing."),
)
"""The game in four lines (docs/rules.md, "What all sources share"), translated where drawn."""

FIRST_GAME = N_("A first game: Parlett's rules, the starter ruleset, against an Easy and a Normal computer.")
"""What "Play a first game" starts, said above the buttons."""

FIRST_GAME_CHIPS = 20
"""Each player's fish in the first game (Parlett: at least 20)."""


def first_game(app: Navigator, player: str | None = None) -> GameSetup:
    """The first real game offered after the lesson: Parlett's rules, ``player`` (default: the first seat's default
    name) against an Easy and a Normal computer, 20 fish each, until the players stop.

    Raises:
        KeyError: the Parlett ruleset is missing (never in the shipped game).
    """
    rulesets, _problems = app.rulesets()
    names = default_names()
    seats = [Seat(player or names[0], "human"), Seat(names[1], "computer", "easy"),
             Seat(names[2], "computer", "normal")]
    return GameSetup(rulesets["parlett"].with_options({}), seats, FIRST_GAME_CHIPS)


class LearnEndScene(Scene):
    """The end of the lesson.

    Attributes:
        play_button: "Play a first game" (Enter); menu_button: "Back to the menu" (Esc).
    """

    def __init__(self, app: Navigator) -> None:
        super().__init__(app)
        self.play_button = Button(lambda: _("Play a first game"), self.play, primary=True)
        self.menu_button = Button(lambda: _("Back to the menu"), self.to_menu)

    def play(self) -> None:
        """A first game against an Easy and a Normal computer."""
        self.app.start_game(first_game(self.app))

    def to_menu(self) -> None:
        """Back to the title menu."""
        self.app.to_menu()

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Enter plays; Esc goes to the menu; a click on a button does what it says."""
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.play()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.to_menu()
            return True
        for button in (self.play_button, self.menu_button):
            if button.handle_event(event, False):
                return True
        return False

    def layout(self, size: tuple[int, int]) -> tuple[pygame.Rect, int, list[list[str]]]:
        """The panel (pixels), the text size and each summary line wrapped, for a window of ``size``: the words
        shrink (from 22 reference pixels to 12) until the panel fits in the window."""
        w, h = size
        scale = theme.ui_scale(size) * _zoom()
        width = min(w - theme.px(40, scale), theme.px(900, scale))
        pad = theme.px(28, scale)
        size_px = theme.px(22, scale)
        while True:
            wrapped = [theme.wrap("• " + _(line), size_px, width - 2 * pad) for line in SUMMARY]
            step = round(size_px * 1.3)
            height = (2 * pad + round(size_px * 1.6) * 2 + sum(len(x) for x in wrapped) * step
                      + theme.px(12, scale) * len(wrapped) + theme.px(60, scale) + round(size_px * 1.3) * len(
                          theme.wrap(_(FIRST_GAME), size_px, width - 2 * pad, italic=True)) + theme.px(8, scale))
            if height <= h - theme.px(20, scale) or size_px <= max(9, theme.px(12, scale)):
                break
            size_px -= 1
        rect = pygame.Rect(0, 0, width, min(height, h - theme.px(10, scale)))
        rect.center = (w // 2, h // 2)
        return rect, size_px, wrapped

    def draw(self, surface: pygame.Surface) -> None:
        """The summary on a panel over the wood, the two buttons under it."""
        size = surface.get_size()
        surface.blit(theme.wood_background(size), (0, 0))
        rect, size_px, wrapped = self.layout(size)
        scale = theme.ui_scale(size) * _zoom()
        theme.draw_panel(surface, rect, scale)
        pad = theme.px(28, scale)
        y = rect.y + pad
        title = _("That is Pope Joan")
        theme.blit_text(surface, title, (rect.centerx, y), round(size_px * 1.5), gilt=True, anchor="midtop")
        y += round(size_px * 1.6) * 2
        for lines in wrapped:
            y = theme.text_lines(surface, lines, (rect.x + pad, y), size_px, theme.IVORY, line_gap=1.3)
            y += theme.px(12, scale)
        offer = theme.wrap(_(FIRST_GAME), size_px, rect.w - 2 * pad, italic=True)
        theme.text_lines(surface, offer, (rect.x + pad, y), size_px, theme.CANDLE, line_gap=1.3, italic=True)
        bh = theme.px(44, scale)
        bw = min(theme.px(300, scale), (rect.w - 3 * pad) // 2)
        self.play_button.rect = pygame.Rect(rect.centerx - bw - pad // 2, rect.bottom - pad - bh, bw, bh)
        self.menu_button.rect = pygame.Rect(rect.centerx + pad // 2, rect.bottom - pad - bh, bw, bh)
        self.play_button.draw(surface, scale, False, True)
        self.menu_button.draw(surface, scale, False, False)


def _zoom() -> float:
    """The player's interface size (1.0 to 2.0, :mod:`popejoan.ui.access`)."""
    from popejoan.ui import access

    return access.current().zoom
