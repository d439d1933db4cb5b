"""The menu shows a variant that does not apply, and its board preview shows the stakes the variants give."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from pathlib import Path

import pytest

from popejoan.ui.app import App
from popejoan.ui.scenes.menu import MenuScene


@pytest.fixture
def menu(tmp_path: Path):
    app = App((1280, 800), config=tmp_path / "settings.json", hidden=True)
    app.to_menu()
    for _ in range(3):
        app.step(16)
    m = app.top
    assert isinstance(m, MenuScene)
    yield app, m
    app.scenes.clear()


def test_pope_stake_with_equal_dressing_is_shown_as_not_applying(menu) -> None:
    app, m = menu
    m.choose_ruleset("russian")
    m.set_option("pope_stake", 6)
    app.step(16)
    assert m.idle_options() == {}
    # graded, 6 on the Pope, four players each dressing: Pope 24, Matrimony and Intrigue 8, the rest 4
    assert m.board_art.counts == {"ace": 4, "jack": 4, "intrigue": 8, "queen": 4, "matrimony": 8, "king": 4,
                                  "pope": 24, "game": 4}
    m.set_option("dressing", "equal")
    app.step(16)
    assert m.idle_options() == {"pope_stake": "dressing"}
    assert m.idle_notes() == {"pope_stake": "Does not apply while Dressing is Equal"}
    # equal: one in every compartment from each of the four players
    assert m.board_art.counts == {name: 4 for name in m.board_art.order}
    # its row is a line taller, so the next variant's title moves down
    assert m.option_rects[1][0].y > m.option_rects[0][1].y + 2 * 17


def test_the_preview_follows_the_seats_and_the_dealer_dressing_alone(menu) -> None:
    app, m = menu
    m.choose_ruleset("spanish")
    app.step(16)
    assert m.board_art.counts["pope"] == 6 * 4 and m.board_art.counts["ace"] == 4
    m.remove_seat(3)
    app.step(16)
    assert len(m.seats) == 3
    assert m.board_art.counts["pope"] == 6 * 3 and m.board_art.counts["ace"] == 3
    m.choose_ruleset("parlett")  # the dealer dresses alone
    app.step(16)
    assert m.board_art.counts["pope"] == 6 and m.board_art.counts["matrimony"] == 2


def test_description_lines_cut_the_longest_first_until_all_fit() -> None:
    """Worked by hand: each variant takes 46 reference px and 17 a line, 312 px in all (the rule at 402, 4 px
    clear of it, the first variant at 86)."""
    from popejoan.ui.scenes.menu import description_lines

    assert description_lines([2, 2, 1]) == [2, 2, 1]  # 138 + 85 = 223: whole
    # Parlett in Japanese: 184 + 153 = 337 > 312; the 3 is cut to 2 (320), then the last 2 to 1 (303)
    assert description_lines([2, 3, 2, 2]) == [2, 2, 2, 1]
    assert description_lines([4, 1, 4]) == [4, 1, 4]  # 138 + 153 = 291: whole
    # 138 + 289 = 427: at most 10 lines (308); cut 6,5,6 -> 6,5,5 -> 5,5,5 -> 5,5,4 -> 5,4,4 -> 4,4,4 -> 4,4,3 -> 4,3,3
    assert description_lines([6, 5, 6]) == [4, 3, 3]


@pytest.mark.parametrize("language", ["en", "es", "ja", "ru"])
@pytest.mark.parametrize("size", [(1280, 800), (960, 600)])
def test_every_variants_description_ends_above_the_steppers_rule(tmp_path: Path, language: str,
                                                                 size: tuple[int, int]) -> None:
    """At 100 % the panel's height is fixed: the last description's foot keeps above the ornament rule over the
    starting fish, for every shipped ruleset in every language (Parlett's fourth in Japanese ran through it)."""
    from popejoan.ui import i18n

    app = App(size, config=tmp_path / "settings.json", hidden=True, language=language)
    try:
        app.to_menu()
        menu = app.top
        assert isinstance(menu, MenuScene)
        for _ in range(600):  # the rulesets are read on a thread of their own
            if len(menu.rows) >= 6:
                break
            app.step(16)
        shipped = {"cacumen", "hoyle-1847", "japanese", "parlett", "russian", "spanish"}
        assert shipped <= {r.ruleset.id for r in menu.rows}
        for row in menu.rows:
            menu.choose_ruleset(row.ruleset.id)
            app.step(16)
            rule_y = menu.layout.point(0, menu.steppers_rule)[1]
            for (_title, desc), room in zip(menu.option_rects, menu.option_rooms):
                assert desc.bottom <= rule_y - 2, (row.ruleset.id, desc, rule_y)
                assert room >= 1
    finally:
        app.scenes.clear()
        i18n.set_language("en")
