"""Leaving: after the final standings nothing is abandoned, so nothing warns; --players seats come back to the menu."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


import pygame

from popejoan.engine.ruleset import find_ruleset
from popejoan.ui.app import App, GameSetup, Seat
from popejoan.ui.launch import finished_deal
from popejoan.ui.scenes.pause import PauseScene
from popejoan.ui.scenes.summary import SummaryScene
from popejoan.ui.settings import load_settings


def _press(app: App, k: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0))
    app.step(16)


def _summary(app: App) -> SummaryScene:
    seats = [Seat(n, "computer", "normal") for n in ("Ann", "Ben", "Cal")]
    setup = GameSetup(find_ruleset("parlett"), seats, chips=20, deals=2, seed=2)
    session, deal = finished_deal(setup, 2)
    summary = app.reset(SummaryScene(app, session, deal, setup=setup))
    for _ in range(30):
        app.step(16)
    return summary


def test_quitting_from_the_final_standings_does_not_warn(app: App) -> None:
    summary = _summary(app)
    summary.end_session()
    assert summary.mode == "final" and app.top is summary  # parlett shares nothing out
    _press(app, pygame.K_ESCAPE)
    pause = app.top
    assert isinstance(pause, PauseScene) and pause.session_over
    pause.quit_button.activate()
    assert pause.mode == "main"  # no "this session will be abandoned"
    assert not app.running


def test_quitting_mid_session_still_asks(app: App) -> None:
    _summary(app)
    _press(app, pygame.K_ESCAPE)
    pause = app.top
    assert isinstance(pause, PauseScene) and not pause.session_over
    pause.quit_button.activate()
    assert pause.mode == "confirm_quit" and app.running


def test_back_to_the_menu_after_players_on_the_command_line_shows_those_seats(app: App) -> None:
    from main import parse_args
    from popejoan.ui.launch import start_from_args
    from popejoan.ui.scenes.menu import MenuScene
    from popejoan.ui.scenes.table import TableScene

    args = parse_args(["--players", "Ann,Ben,cpu:hard", "--ruleset", "japanese", "--option", "pope_as_stop=true"])
    start_from_args(app, args)
    table = app.top
    assert isinstance(table, TableScene)
    # written at once, as the menu's "Deal the cards" writes them (a game killed later keeps them)
    saved = load_settings(app.config_path)[0]
    assert saved.ruleset == "japanese" and [s.name for s in saved.seats][:2] == ["Ann", "Ben"]
    for _ in range(5):
        app.step(16)
    _press(app, pygame.K_ESCAPE)
    pause = app.top
    assert isinstance(pause, PauseScene)
    pause.menu_button.activate()
    pause.leave_button.activate()  # mid-session: it asks first
    for _ in range(3):
        app.step(16)
    menu = app.top
    assert isinstance(menu, MenuScene)
    assert [(s.name, s.kind) for s in menu.seats] == [("Ann", "human"), ("Ben", "human"),
                                                       (table.session.names[2], "computer")]
    assert menu.seats[2].level == "hard"
    assert menu.ruleset is not None and menu.ruleset.id == "japanese"
    assert menu.options()["pope_as_stop"] is True


def test_the_table_screenshot_is_staged_after_the_deal_ready_to_play(app: App) -> None:
    """``--scene table``: the board dressed, every hand dealt, the turn-up shown, nobody has played yet,
    the first lead awaited, the human's hand face up (``--scene dealing`` keeps the deal going round)."""
    from popejoan.engine.events import CardPlayed, CardsDealt, TurnedUp
    from popejoan.ui.launch import ready_to_play

    seats = [Seat("Ann", "human"), Seat("Ben", "human"), Seat("Cal", "computer", "normal")]
    table = app.start_game(GameSetup(find_ruleset("japanese"), seats, chips=30, seed=7))
    ready_to_play(app, table)
    deal = table.deal
    assert deal is not None and not deal.over
    assert any(isinstance(e, CardsDealt) for e in deal.events) and any(isinstance(e, TurnedUp) for e in deal.events)
    assert not any(isinstance(e, CardPlayed) for e in deal.events)
    assert not table.timeline.busy and table.director.cursor == len(deal.events)
    assert table.view.turn_up is not None and table.privacy_for is None
    assert table.hand_counts == [len(h) for h in table.view.hands]
    if deal.to_move in table.humans:
        assert table.turns.human_to_act() == deal.to_move and table.view.flip_t == 1.0
