"""The share-out played at the table: real key and mouse events, headless, the engine's own events.

The pinned spanish share-out (docs/rules.md, "Exact readings"; worked out by hand in
``tests/engine/deal_specs.py``): 3 players, dealer Ann; board Ace 3, King 2,
Queen 1, Jack 4, Pope 7, Matrimony 5, Intrigue 3, Game 2; the K♥ is turned
(hearts are trumps) and is Ann's: King 2 and Matrimony's first half, 3, with
the odd fish. Ben's Q♥: Queen 1, Matrimony's other half 2, Intrigue's first
half 2 (odd). Cal's J♥: Jack 4 and Intrigue's other half 1. Ann's A♥: Ace 3.
Ben's 9♦: Pope 7. Game's 2 stay. Ann 50 + 8, Ben 50 + 12, Cal 50 + 5.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from harness import FakeApp, click, key  # noqa: E402

from popejoan.engine.cards import PACK, parse_cards  # noqa: E402
from popejoan.engine.events import ShareOutAward, ShareOutDealt  # noqa: E402
from popejoan.engine.ruleset import find_ruleset  # noqa: E402
from popejoan.engine.session import Session  # noqa: E402
from popejoan.ui.scenes.shareout import READY_GUARD_MS, ShareOutScene  # noqa: E402
from tests.ui.driver import watch_faces  # noqa: E402

FRAME_MS = 1000 / 30
BOARD = {"ace": 3, "king": 2, "queen": 1, "jack": 4, "pope": 7, "matrimony": 5, "intrigue": 3, "game": 2}


def _pinned(size: tuple[int, int] = (1280, 720), speed: float = 4.0) -> tuple[FakeApp, Session, list, ShareOutScene]:
    app = FakeApp(size, speed=speed)
    session = Session(find_ruleset("spanish"), ["Ann", "Ben", "Cal"], chips=50, first_dealer=0, board=dict(BOARD))
    first = parse_cards("KH QH JH AH 9D")
    events = session.share_out(first + [c for c in PACK if c not in first])
    scene = ShareOutScene(app, session, events, [None, "normal", "easy"])
    app.push(scene)
    return app, session, events, scene


def _run(app: FakeApp, scene: ShareOutScene, per_frame=(), limit: int = 5000) -> tuple[int, list[tuple[str, str]]]:
    said: list[tuple[str, str]] = []
    for frame in range(limit):
        if scene.done:
            return frame, said
        app.step(FRAME_MS, list(per_frame))
        line = (scene.view.caption, scene.view.caption_sub)
        if line[0] and (not said or said[-1] != line):
            said.append(line)
    raise AssertionError("the share-out never ended")


@pytest.mark.usefixtures("source_words")  # the source's words, a choice since issue 32
def test_the_share_out_plays_every_card_and_ends_on_the_engines_balances() -> None:
    app, session, events, scene = _pinned()
    assert scene.view.balances == [50, 50, 50]  # before the share-out: the engine's moves are still to show
    assert scene.board.counts == BOARD
    _, said = _run(app, scene)
    assert scene.view.balances == list(session.balances) == [58, 62, 55]
    assert scene.board.counts == {**{name: 0 for name in BOARD}, "game": 2} == session.board
    dealt = [e for e in events if isinstance(e, ShareOutDealt)]
    assert sum(len(cards) for cards in scene.director.laid) == 51
    for seat in range(3):
        assert scene.director.laid[seat] == [e.card for e in dealt if e.seat == seat]
    assert scene.director.won == set(parse_cards("KH QH JH AH 9D"))
    assert {e.card for e in events if isinstance(e, ShareOutAward)} == scene.director.won
    assert not scene.view.cards_in_flight and not scene.view.flock.flights and scene.view.pack_left == 0
    odd = "fish do not halve: the fish left over goes with the first of its two cards dealt"
    assert said == [
        ("The first card turned sets trumps: the K♥", "Hearts are trumps · the card counts as Ann's, the dealer's"),
        ("Ann gets the K♥: Rey (King), 2 fish, and half of Matrimonio (Matrimony), 3 fish",
         f"Matrimonio (Matrimony)'s 5 {odd}"),
        ("Ben gets the Q♥: Dama (Queen), 1 fish, the other half of Matrimonio (Matrimony), 2 fish, "
         "and half of Intriga (Intrigue), 2 fish", f"Intriga (Intrigue)'s 3 {odd}"),
        ("Cal gets the J♥: Jota (Jack), 4 fish, and the other half of Intriga (Intrigue), 1 fish", ""),
        ("Ann gets the A♥: As (Ace), 3 fish", ""),
        ("Ben gets the 9♦: Papisa (Pope), 7 fish", ""),
        ("The board is shared out", "2 fish stay on the board, in Juego (Game)"),
    ]
    # every face drawn is a share-out card, public
    assert all(owner is None for owner, _ in scene.painter.faces_drawn)


def test_space_skips_as_at_the_table() -> None:
    app, _, _, scene = _pinned()
    unskipped, _ = _run(app, scene)
    app, session, _, scene = _pinned()
    skipped, _ = _run(app, scene, key(pygame.K_SPACE))
    assert skipped * 4 < unskipped
    assert scene.view.balances == list(session.balances)
    assert scene.board.counts == session.board


def test_a_click_skips_and_a_stray_press_at_the_end_does_not_leave() -> None:
    app, session, _, scene = _pinned()
    middle = (640, 360)
    _run(app, scene, click(middle))
    assert scene.done and app.top is scene
    assert scene.view.balances == list(session.balances)
    # the Enters and clicks of a player hurrying through the cards: the button is not ready yet
    for events in (key(pygame.K_RETURN), click(scene.button.rect.center), key(pygame.K_KP_ENTER)):
        app.step(FRAME_MS, events)
        assert app.top is scene
    while scene.ready_ms < READY_GUARD_MS:
        app.step(FRAME_MS)
    app.step(FRAME_MS, key(pygame.K_SPACE))  # Space never presses the button
    assert app.top is scene
    app.step(FRAME_MS, click(scene.button.rect.center))
    assert app.top is not scene and scene.closed


def test_enter_goes_on_once_ready() -> None:
    app, _, _, scene = _pinned()
    _run(app, scene, key(pygame.K_SPACE))
    while not scene.ready:
        app.step(FRAME_MS)
    app.step(FRAME_MS, key(pygame.K_RETURN))
    assert app.top is not scene


@pytest.mark.parametrize("rid,players", [("cacumen", 4), ("russian", 6)])
def test_every_ruleset_with_a_share_out_plays_it_to_the_end(rid: str, players: int) -> None:
    from popejoan.ui.launch import finished_deal
    from popejoan.ui.setup import GameSetup, Seat

    app = FakeApp((960, 600), speed=4.0)
    seats = [Seat(f"P{i}", "computer", "normal") for i in range(players)]
    setup = GameSetup(find_ruleset(rid), seats, 30, deals=2, seed=5)
    session, _ = finished_deal(setup, 2)
    events = session.share_out()
    scene = ShareOutScene(app, session, events, setup.levels)
    app.push(scene)
    _, said = _run(app, scene, key(pygame.K_SPACE))
    why = {"cacumen": "in this share-out diamonds are always trumps",
           "russian": "the share-out keeps the last deal's trumps"}[rid]
    assert said[0][1] == why
    assert scene.view.balances == list(session.balances)
    assert scene.board.counts == {name: session.board.get(name, 0) for name in scene.board.order}
    assert sum(len(cards) for cards in scene.director.laid) == 51


def test_every_card_s_corner_shows_the_winners_lifted_in_their_places() -> None:
    """The playtest: the just-turned A♥ and Q♥, drawn lifted over the cards after them, hid those cards' corners.
    Each seat's cards are now drawn in the order dealt, each over the one before, the winners lifted in place."""
    app, session, events, scene = _pinned()
    _run(app, scene)
    drawn: list[tuple[int, tuple[int, int]]] = []

    def seen(c: int, width: int, pos: tuple[int, int], owner: int | None) -> None:
        drawn.append((c, pos))

    watch_faces(scene.painter, seen)
    scene.draw(app.screen)
    d = scene.director
    at = {c: pos for c, pos in drawn}
    order = [c for c, _ in drawn]
    for seat in range(3):
        laid = d.laid[seat]
        assert [c for c in order if c in set(laid)] == laid  # in the order dealt
        rects = d.slot_rects(seat)
        for c, rect in zip(laid, rects):
            lifted = at[c][1] < rect.top
            assert lifted == (c in d.won)
