"""The replay of a deal in progress says, whole, which deal it is and what it hides (playtest: its subtitle
was cut with "…" at every window size).

Its header's subtitle was one line, "Replay of deal 1  ·  Player's own hand is shown; the others stay hidden
until the deal is over", some 490 pixels at 100 % where the header has 268 to 496. It is now two lines,
"Replay of deal 1" and a short note ("only Player's hand is shown", or "hands hidden until the deal is
over" when the pass card is up), and the layout keeps room for both lines
(``TableLayout(subtitle_lines=2)``). The words must fit whole, in every language, at every window and
interface size, for every number of players; only the name may be cut, with "…", as names are everywhere
(``theme.fit_name``). The screen itself, drawn, is checked by ``test_everything_fits`` (``replay_so_far``).
"""

from __future__ import annotations

import pygame
import pytest

from popejoan.ui import i18n, theme
from popejoan.ui.i18n import t
from popejoan.ui.scenes.table.layout import TableLayout

SIZES = [(960, 600), (1000, 640), (1152, 680), (1280, 800), (1920, 1080)]
NAME_ROOM = 60
"""The least room (pixels, at the header's size at 100 %) the note leaves for the name: "Player" whole."""


@pytest.fixture(autouse=True)
def _display():
    pygame.display.init()
    pygame.font.init()
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("language", ["en", "es", "ja", "ru"])
def test_the_in_progress_subtitle_fits_its_room_everywhere(language: str) -> None:
    i18n.set_language(language)
    worst: list[str] = []
    for size in SIZES:
        for players in range(3, 9):
            for zoom in (1.0, 1.5, 2.0):
                lay = TableLayout(size, players, zoom, subtitle_lines=2)
                room, px = lay.title_width(), max(10, int(14 * lay.s))
                lines = (t("replay_title", number=99), t("replay_public"))
                for line in lines:
                    if theme.measure(line, px, italic=True)[0] > room:
                        worst.append(f"{size} {players} players {zoom:.0%}: {line!r} wider than {room}px")
                words = theme.measure(t("replay_own_hand", name=""), px, italic=True)[0]
                if room - words < NAME_ROOM * lay.s:
                    worst.append(f"{size} {players} players {zoom:.0%}: {room - words}px left for the name")
    assert not worst, "\n".join(worst)


def test_two_subtitle_lines_are_kept_clear() -> None:
    """The header's room grows by one line of the subtitle's size (the taller of the Latin and Japanese faces)
    and nothing else on the table is laid over it; a header needs a line under its title."""
    one, two = TableLayout((1280, 800), 8), TableLayout((1280, 800), 8, subtitle_lines=2)
    extra = two.line_height(14, italic=True)
    assert two.header_rects()[0].height == one.header_rects()[0].height + extra
    assert two.problems() == []
    title = two.header_rects()[0]
    assert not any(title.colliderect(two.plaque_rect(k)) for k in range(8))
    with pytest.raises(ValueError, match="at least one line"):
        TableLayout((1280, 800), 4, subtitle_lines=0)
