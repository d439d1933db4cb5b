"""The deal summary and the final standings use their panel, at every interface size.

The panel keeps the window's size; what lies inside grows with the interface size (Settings, 100–200 %:
``access.current().zoom``) as far as the least room each part needs still fits
(:meth:`popejoan.ui.scenes.summary.SummaryScene._needed`, :func:`popejoan.ui.access.fit_zoom`). Checked at
100 % and 200 %, 3 and 8 players, 960×600 and 1280×800, with a share-out (cacumen) and without (parlett):

* every part (turn-up, story, share-out, standings, chart) and every button lies inside the panel, and
  none lies over another;
* the interface size reached is the one worked out by hand from the plan's least sizes;
* with nothing shared out, the standings hold the left column (the note beside them) and the chart runs
  across the panel below them, or under the note when across would be too flat;
* drawn in every language, no text runs out of its box or over other text (:mod:`textmap`).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Iterator

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))

from harness import FakeApp  # noqa: E402

from popejoan.engine.ruleset import find_ruleset  # noqa: E402
from popejoan.ui import access  # noqa: E402
from popejoan.ui.launch import finished_deal  # noqa: E402
from popejoan.ui.scenes.summary import SummaryScene  # noqa: E402
from popejoan.ui.setup import GameSetup, Seat  # noqa: E402

NAMES = ("Ann", "Lady Catherine", "Mr Pickwick", "Miss Havisham", "Mr Micawber", "Mrs Bennet", "Mr Jingle", "Ben")
SIZES = [(960, 600), (1280, 800)]
CASES = [("deal", "parlett"), ("final", "parlett"), ("final", "cacumen")]


@pytest.fixture(autouse=True)
def _default_access() -> Iterator[None]:
    access.reset()
    yield
    access.reset()


def _summary(size: tuple[int, int], mode: str, rid: str, players: int, zoom: float) -> SummaryScene:
    """A summary of the 4th deal of a session of computers (or its final standings), drawn in."""
    access.set_choices(zoom=zoom)
    app = FakeApp(size)
    seats = [Seat(name, "computer", "normal") for name in NAMES[:players]]
    setup = GameSetup(find_ruleset(rid), seats, 20, deals=8, seed=7)
    session, deal = finished_deal(setup, 4)
    summary = app.push(SummaryScene(app, session, deal, setup=setup))
    if mode == "final":
        summary.end_session(play=False)
        summary.share_shown = len(summary.share_events)
    for _ in range(150):  # the standings and the chart drawn in
        app.step(16)
    return summary


def _boxes(summary: SummaryScene) -> dict[str, pygame.Rect]:
    boxes = dict(summary.frame.parts())
    for widget in summary.ring.widgets:
        boxes[f"button {widget.label}"] = widget.rect
    return boxes


# the interface size reached at 200 %, worked out by hand from the plan (reference pixels at 100 %):
# the panel is 1200 × 744; the inside needs 2 × 40 + 40 + 2 × 420 = 960 wide (1200 / 960 = 1.25), and
# 118 (header) + 102 (buttons) + the content high, where the content is
#   deal, share-out: the standings at 22 a row (54 + 22n + 24), 24 between, the chart at 150:
#       n = 3: 318 → 538 high (744 / 538 = 1.38, so the width's 1.25 holds); n = 8: 428 → 648 (1.148)
#   nothing shared out: the chart under the note (34 + 3 × 22 + 24 + 150 = 274) beside the standings
#       (54 + 22n + 8 = 128 or 238): 274 → 494 high (1.506): the width's 1.25
# the same at 960×600 (everything ×0.75)
ZOOM_AT_200 = {
    ("deal", "parlett", 3): 1.25, ("deal", "parlett", 8): 744 / 648,
    ("final", "cacumen", 3): 1.25, ("final", "cacumen", 8): 744 / 648,
    ("final", "parlett", 3): 1.25, ("final", "parlett", 8): 1.25,
}


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("zoom", [1.0, 2.0])
@pytest.mark.parametrize("players", [3, 8])
@pytest.mark.parametrize("mode,rid", CASES)
def test_every_part_and_button_inside_the_panel_and_none_over_another(
        size: tuple[int, int], zoom: float, players: int, mode: str, rid: str) -> None:
    summary = _summary(size, mode, rid, players, zoom)
    frame = summary.frame
    assert summary.mode == mode
    assert frame.panel == summary.panel and pygame.Rect((0, 0), size).contains(frame.panel)
    expected = 1.0 if zoom == 1.0 else ZOOM_AT_200[(mode, rid, players)]
    assert frame.zoom == pytest.approx(expected, abs=0.002)
    boxes = _boxes(summary)
    assert {"standings", "chart"} <= set(boxes)
    assert ({"turn_up", "story"} <= set(boxes)) if mode == "deal" else ("share" in boxes)
    names = list(boxes)
    for i, name in enumerate(names):
        assert frame.panel.contains(boxes[name]), (name, boxes[name], frame.panel)
        for other in names[i + 1:]:
            assert not boxes[name].colliderect(boxes[other]), (name, boxes[name], other, boxes[other])


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("zoom,players,across", [(1.0, 3, True), (1.0, 8, True), (2.0, 3, True), (2.0, 8, False)])
def test_nothing_shared_out_the_standings_hold_the_left_and_the_chart_takes_the_rest(
        size: tuple[int, int], zoom: float, players: int, across: bool) -> None:
    """parlett shares nothing out. At 100 % the chart runs across the panel under the standings (8 players:
    54 + 8 × 26 + 8 = 270 high, leaving 524 − 270 − 24 = 230 ≥ 200 for the chart); at 200 % (1.25) with 8
    players across would leave it 375 − 238 − 24 = 113: it goes under the note, beside the standings."""
    summary = _summary(size, "final", "parlett", players, zoom)
    frame = summary.frame
    left, right = frame.columns
    assert not summary.session.has_share_out
    assert (frame.standings.x, frame.standings.y) == (left.x, left.y)
    assert (frame.share.x, frame.share.y) == (right.x, right.y)  # "the board keeps N fish", beside them
    assert frame.chart.bottom == left.bottom  # the chart takes the column's (or the panel's) foot
    if across:
        assert (frame.chart.left, frame.chart.right) == (left.left, right.right)
        assert frame.chart.top > max(frame.standings.bottom, frame.share.bottom)
    else:
        assert (frame.chart.left, frame.chart.right) == (right.left, right.right)
        assert frame.chart.top > frame.share.bottom
    # the standings take their rows as designed (26 reference pixels each) and no more: 54 + 26n + 8
    assert frame.standings.height == pytest.approx((54 + 26 * players + 8) * summary.layout.scale, abs=1)


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("zoom", [1.0, 2.0])
@pytest.mark.parametrize("kind", ["last deal", "review"])
def test_the_last_deals_and_a_reviews_buttons_fit_too(size: tuple[int, int], zoom: float, kind: str) -> None:
    """The last deal of a session of fixed length ("Share out and final standings", one wide button) and a
    summary opened again from the pause menu (Close) place their buttons under the right column."""
    access.set_choices(zoom=zoom)
    app = FakeApp(size)
    seats = [Seat(name, "computer", "normal") for name in NAMES]
    setup = GameSetup(find_ruleset("cacumen"), seats, 20, deals=4, seed=7)
    session, deal = finished_deal(setup, 4)
    summary = app.push(SummaryScene(app, session, deal, setup=setup, review=kind == "review"))
    for _ in range(150):
        app.step(16)
    button = summary.close_button if kind == "review" else summary.final_button
    assert button in summary.ring.widgets
    right = summary.frame.columns[1]
    assert summary.panel.contains(button.rect) and button.rect.right == right.right
    assert button.rect.top > right.bottom
    for other in summary.record_buttons:
        assert not other.rect.colliderect(button.rect) and summary.panel.contains(other.rect)


def test_a_share_out_keeps_its_columns() -> None:
    """cacumen shares the board out: the share-out's rows hold the left column, the standings and the chart
    the right, as before; at 100 % the standings take their rows (54 + 3 × 26 + 24 = 156) and the chart the
    rest of the column (524 − 156 − 24 = 344 reference pixels)."""
    summary = _summary((1280, 800), "final", "cacumen", 3, 1.0)
    frame = summary.frame
    left, right = frame.columns
    assert frame.share == left
    assert frame.standings == pygame.Rect(660, 146, 540, 156)
    assert frame.chart == pygame.Rect(660, 146 + 156 + 24, 540, 344)


def test_the_interface_size_changing_lays_the_summary_out_again() -> None:
    summary = _summary((1280, 800), "deal", "parlett", 3, 1.0)
    small = summary.frame.standings
    access.set_choices(zoom=1.5)
    summary.on_resize((1280, 800))  # the app does this for every scene when a setting changes
    assert summary.frame.zoom == pytest.approx(1.25)
    assert summary.frame.standings.width < small.width and summary.frame.standings.height > small.height


def test_a_story_too_long_for_its_room_ends_in_an_ellipsis_inside_its_part() -> None:
    """8 players at 200 % (1.148): the story's room is 744 / 1.148 − 220 − 130 = 298 reference pixels; the
    deal told here takes more, so it ends in "…" (the deal log has it all). At 100 % with 3 players it is whole."""
    summary = _summary((1280, 800), "deal", "parlett", 8, 2.0)
    rows, cut = summary.story_rows()
    assert cut and rows[-1][:2] == ("more", "…")
    line = summary.layout.px(21)
    for kind, _text, (x, y) in rows:
        assert summary.frame.story.collidepoint(x, y) and y + line <= summary.frame.story.bottom
    whole = _summary((1280, 800), "deal", "parlett", 3, 1.0)
    rows, cut = whole.story_rows()
    assert not cut and "more" not in [kind for kind, _, _ in rows]
    assert [text for kind, text, _ in rows if kind == "head"] == [text for kind, text in whole.story if kind == "head"]


# --- every text in its box, in every language, at 200 % (test_everything_fits covers 100 % with 4 players)

def _misfits(scene: str, ruleset: str, players: str, language: str, size: tuple[int, int], zoom: float) -> list[str]:
    import textmap
    import test_everything_fits as fits

    from popejoan.ui import i18n, launch

    with textmap.recording() as record:
        app = fits._app(size, language)
        access.set_choices(zoom=zoom)  # after the app put its settings' size in force
        try:
            launch._stage(app, scene, fits._args("--scene", scene, "--ruleset", ruleset, "--players", players))
            fits._settle(app)
            record.shortened.clear()
            page = textmap.draw_screen(app)
            assert page.texts
            assert app.top.frame.zoom > 1.1 if zoom > 1 else app.top.frame.zoom == 1.0
            return textmap.problems(page, record, may_shorten=fits.may_shorten)
        finally:
            pygame.quit()
            i18n.set_language("en")


PLAYERS = {3: "Ann,cpu,cpu", 8: "Ann,Ben,cpu,cpu,cpu,cpu,cpu,cpu"}


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("language", ["en", "es", "ja", "ru"])
@pytest.mark.parametrize("players", [3, 8])
@pytest.mark.parametrize("scene,rid", [("summary", "parlett"), ("final", "parlett"), ("final", "cacumen")])
def test_every_text_fits_at_200_per_cent(size: tuple[int, int], language: str, players: int, scene: str,
                                         rid: str) -> None:
    found = _misfits(scene, rid, PLAYERS[players], language, size, 2.0)
    assert not found, "\n".join(found)


@pytest.mark.parametrize("players", [3, 8])
@pytest.mark.parametrize("scene,rid", [("summary", "parlett"), ("final", "parlett"), ("final", "cacumen")])
def test_every_text_fits_at_100_per_cent_with_3_and_8_players(players: int, scene: str, rid: str) -> None:
    for size in SIZES:
        found = _misfits(scene, rid, PLAYERS[players], "en", size, 1.0)
        assert not found, f"{size}: " + "\n".join(found)



def test_an_empty_board_is_said_so_not_as_keeping_no_fish() -> None:
    """A new player read "the board keeps 0 fish"; an empty board at the end is said plainly."""
    summary = _summary((1280, 800), "final", "parlett", 4, 1.0)
    kept = sum(summary.session.board.values())
    assert summary._note_lines(2000) == [f"This ruleset shares nothing out: the board keeps {kept} fish."]
    for compartment in summary.session.board:
        summary.session.board[compartment] = 0
    assert summary._note_lines(2000) == ["This ruleset shares nothing out, and the board is empty."]
