"""The draw for the first dealer, shown at the table (issue 9 item 5; docs/rules.md, "Things no source settles").

Driven like a player would: real pygame key and mouse events, headless. The
engine draws (``Session.dealer_draw``); the table shows each card turned, the
tie and the redraw, the lowest card circled with a caption naming the
engine's dealer, then deals the first deal with that dealer. Space (or a
click) skips the whole draw.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import pygame
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from harness import FakeApp, click, key  # noqa: E402

from popejoan.engine.cards import parse_card  # noqa: E402
from popejoan.engine.draw import DrawnCard  # noqa: E402
from popejoan.engine.events import DealStarted  # noqa: E402
from popejoan.engine.ruleset import find_ruleset  # noqa: E402
from popejoan.engine.session import Session  # noqa: E402
from popejoan.ui.scenes.table import TableScene  # noqa: E402

NAMES = ["Ann", "Ben", "Cora", "Dick", "Eliza", "Fred"]
FRAME_MS = 1000 / 30


def make_table(players: int, seed: int, first_dealer: int | None = None, speed: float = 2.0,
               size: tuple[int, int] = (1280, 720)) -> tuple[FakeApp, TableScene]:
    """A table of one human and computers at parlett, its session's first dealer drawn unless given."""
    app = FakeApp(size, speed=speed)
    session = Session(find_ruleset("parlett").with_options(), NAMES[:players], seed=seed, first_dealer=first_dealer)
    scene = TableScene(app, session, [None] + ["normal"] * (players - 1), deals=2, seed=seed)
    app.push(scene)
    return app, scene


def watch_draw(app: FakeApp, scene: TableScene, limit: int = 2000) -> list[tuple[str, str]]:
    """Step frames until the draw is over; return every caption it said, in order (no repeats)."""
    said: list[tuple[str, str]] = []
    for _ in range(limit):
        caption = (scene.view.caption, scene.view.caption_sub)
        if not said or said[-1] != caption:
            said.append(caption)
        if not scene.view.drawing:
            return said
        # while the draw runs only the draw's own cards are face up
        assert {c for owner, c in scene.faces_drawn if owner is not None} == set()
        app.step(FRAME_MS)
    raise AssertionError("the draw did not end")


def first_deal_started(scene: TableScene) -> DealStarted:
    return next(e for e in scene.deal.events if isinstance(e, DealStarted))


def test_the_draw_is_shown_before_the_first_deal_and_names_the_engines_dealer() -> None:
    """Seed 3, four players: Ann 2♣, Ben 10♦, Cora 3♦, Dick K♣ (the engine's draw, pinned here): Ann deals."""
    app, scene = make_table(4, seed=3)
    draw = scene.session.dealer_draw
    assert draw.cards == (DrawnCard(1, 0, parse_card("2C")), DrawnCard(1, 1, parse_card("TD")),
                          DrawnCard(1, 2, parse_card("3D")), DrawnCard(1, 3, parse_card("KC")))
    assert draw.dealer == 0
    assert scene.view.drawing  # queued before the first deal's events
    seen: set[tuple[int, int]] = set()
    said: list[tuple[str, str]] = []
    for _ in range(2000):
        seen |= {(dc.seat, dc.card) for dc in scene.view.draw_cards}
        if not said or said[-1][0] != scene.view.caption:
            said.append((scene.view.caption, scene.view.caption_sub))
        if not scene.view.drawing:
            break
        app.step(FRAME_MS)
        if scene.view.drawing:  # Ann (a human: no level tag) is not marked Dealer while the draw runs
            assert scene.plaque_text_rects[0][1] is None
    titles = [title for title, _ in said if title]
    assert titles[0] == "Drawing for the first dealer"
    assert "Ann draws the lowest card, the 2♣, and deals first" in titles
    assert not any("tie" in title for title in titles)
    # every card the engine turned was laid before its player, face up
    assert seen == {(drawn.seat, drawn.card) for drawn in draw.cards}
    # then the first deal, dealt by the drawn dealer
    assert scene.session.dealer == draw.dealer == first_deal_started(scene).dealer == scene.deal.dealer
    for _ in range(200):
        if scene.view.caption.startswith("Deal 1"):
            break
        app.step(FRAME_MS)
    assert scene.view.caption == "Deal 1: Ann deals"
    assert scene.view.dealer == 0
    assert scene.plaque_text_rects[0][1] is not None  # now her plaque says Dealer
    assert scene.view.draw_cards == [] and scene.view.pack_left == 0


def test_a_tie_is_drawn_again_and_the_redraw_shown() -> None:
    """Seed 0, four players: Ann 8♠, Ben 7♥, Cora 4♦, Dick 4♠ (Cora and Dick tie with Fours); the redraw
    turns Cora the 10♠ and Dick the K♣, so Cora deals (the engine's draw, pinned here)."""
    app, scene = make_table(4, seed=0)
    draw = scene.session.dealer_draw
    assert draw.cards == (
        DrawnCard(1, 0, parse_card("8S")), DrawnCard(1, 1, parse_card("7H")), DrawnCard(1, 2, parse_card("4D")),
        DrawnCard(1, 3, parse_card("4S")), DrawnCard(2, 2, parse_card("TS")), DrawnCard(2, 3, parse_card("KC")))
    assert draw.dealer == 2
    titles: list[str] = []
    round_two_laid: set[tuple[int, int]] = set()
    dimmed_at_tie: set[int] = set()
    for _ in range(3000):
        if not titles or titles[-1] != scene.view.caption:
            titles.append(scene.view.caption)
        if scene.view.caption.startswith("Cora and Dick tie"):
            dimmed_at_tie |= {dc.seat for dc in scene.view.draw_cards if dc.dim}
        round_two_laid |= {(dc.seat, dc.card) for dc in scene.view.draw_cards if dc.round == 2}
        if not scene.view.drawing:
            break
        app.step(FRAME_MS)
    assert "Cora and Dick tie with Fours: they draw again" in titles
    assert "Cora draws the lowest card of the redraw, the 10♠, and deals first" in titles
    assert titles.index("Cora and Dick tie with Fours: they draw again") < titles.index(
        "Cora draws the lowest card of the redraw, the 10♠, and deals first")
    assert dimmed_at_tie == {0, 1}  # Ann's and Ben's cards no longer count
    assert round_two_laid == {(2, parse_card("TS")), (3, parse_card("KC"))}
    assert first_deal_started(scene).dealer == 2


def test_the_lowest_card_is_lifted_and_circled() -> None:
    app, scene = make_table(4, seed=3)
    for _ in range(2000):
        if scene.view.caption.startswith("Ann draws the lowest card"):
            break
        app.step(FRAME_MS)
    for _ in range(12):  # the ring is drawn round the card (650 ms at speed 2), the hold not yet over
        app.step(FRAME_MS)
    cards = {dc.seat: dc for dc in scene.view.draw_cards}
    assert cards[0].ring == pytest.approx(1.0) and cards[0].lift == pytest.approx(1.0) and not cards[0].dim
    assert all(cards[seat].dim and cards[seat].ring == 0.0 for seat in (1, 2, 3))


@pytest.mark.parametrize("press", ["space", "click"])
def test_space_or_a_click_skips_the_whole_draw(press: str) -> None:
    app, scene = make_table(4, seed=0)
    draw = scene.session.dealer_draw
    for _ in range(30):  # the intro's pack on the board, the first card on its way
        app.step(FRAME_MS)
    assert scene.view.drawing
    events = key(pygame.K_SPACE) if press == "space" else click((640, 360))
    app.step(FRAME_MS, events)
    assert not scene.view.drawing
    assert scene.view.draw_cards == [] and scene.view.cards_in_flight == []
    # the first deal goes on at once, with the drawn dealer
    step = scene.timeline.current
    assert step is not None and not step.name.startswith("draw_")
    for _ in range(200):
        if scene.view.caption.startswith("Deal 1"):
            break
        app.step(FRAME_MS)
    assert scene.view.caption == f"Deal 1: {NAMES[draw.dealer]} deals"
    assert first_deal_started(scene).dealer == draw.dealer == scene.view.dealer


def test_a_second_space_skips_the_first_deals_motion_not_more() -> None:
    """Space once passes the draw; the table's own skipping then goes on step by step, as before."""
    app, scene = make_table(4, seed=3)
    app.step(FRAME_MS, key(pygame.K_SPACE))
    assert not scene.view.drawing
    before = scene.timeline.current.name
    app.step(FRAME_MS, key(pygame.K_SPACE))
    assert scene.timeline.busy and scene.timeline.current.name != before


def test_no_draw_when_the_first_dealer_is_given() -> None:
    app, scene = make_table(4, seed=3, first_dealer=2)
    assert scene.session.dealer_draw is None
    assert not scene.view.drawing
    assert all(not (step.name or "").startswith("draw_") for step in scene.timeline.steps)
    app.step(FRAME_MS)
    assert scene.view.caption == "Deal 1: Cora deals"


def test_only_the_first_deal_of_a_session_is_preceded_by_the_draw() -> None:
    app, scene = make_table(3, seed=5, speed=50.0)
    for _ in range(20000):
        if scene.session.deals_played >= 1:
            break
        app.step(FRAME_MS)
        seat = scene.human_to_act
        if seat is not None:
            app.step(FRAME_MS, key(pygame.K_RETURN))
    scene.next_deal()
    assert scene.deal is not None and scene.deal.number == 2
    assert not scene.view.drawing
    assert all(not (step.name or "").startswith("draw_") for step in scene.timeline.steps)


def test_the_draw_stays_on_the_table_when_the_window_changes_size() -> None:
    app, scene = make_table(6, seed=0, size=(1280, 720))
    for _ in range(2000):
        if len(scene.view.draw_cards) >= 6 or not scene.view.drawing:
            break
        app.step(FRAME_MS)
    app.resize((960, 600))
    app.step(FRAME_MS)
    for dc in scene.view.draw_cards:
        x, y = dc.pos
        assert 0 < x < 960 and 0 < y < 600, dc
    assert watch_draw(app, scene)


def test_the_app_draws_the_first_dealer_from_the_seed(tmp_path: Path) -> None:
    """A game from the command line (as from the menu) is a session whose first dealer is drawn, seeded
    from its seed: the same --seed draws the same cards and dealer."""
    from popejoan.ui.app import App
    from popejoan.ui.launch import setup_from_args
    from popejoan.ui.settings import Settings

    app = App((1280, 800), config=tmp_path / "settings.json", hidden=True)
    args = argparse.Namespace(ruleset="spanish", players="Ann,Ben,cpu,cpu", option=[], chips=None, deals=None,
                              seed=41, speed=None)
    draws = []
    for _ in range(2):
        table = app.start_game(setup_from_args(args, Settings()))
        assert table.session.first_dealer == table.session.dealer_draw.dealer
        assert table.view.drawing
        draws.append(table.session.dealer_draw)
    assert draws[0] == draws[1]
    other = argparse.Namespace(**{**vars(args), "seed": 42})
    assert app.start_game(setup_from_args(other, Settings())).session.dealer_draw != draws[0]
    app.scenes.clear()
