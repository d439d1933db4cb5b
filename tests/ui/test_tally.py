"""Sessions that start at 0 fish and settle up (issue 16 item 2), and debts shown clearly everywhere.

The menu's starting fish go down to 0, the settings file keeps 0, ``--chips 0`` starts a tally from the
command line; a balance below zero is a debt: "owes N" in red on the plaques (at the table and in the
share-out), "-N" in red in the standings and the final standings, never cut short.
Driven through the real App with posted pygame events, headless.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame
import pytest

from popejoan.engine.ruleset import find_ruleset
from popejoan.ui import palette as pal
from popejoan.ui import theme
from popejoan.ui.app import App, GameSetup, Seat, load_settings
from popejoan.ui.i18n import t
from popejoan.ui.scenes.menu import MenuScene
from popejoan.ui.scenes.summary import SummaryScene
from popejoan.ui.scenes.table import TableScene
from tests.ui.driver import click

ROOT = Path(__file__).resolve().parents[2]


def frames(app: App, n: int) -> None:
    for _ in range(n):
        app.step(16)


class TextSpy:
    """Records every line the theme draws (``blit_text``) and renders (``render``): text, colour, rect."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.blits: list[tuple[str, tuple[int, int, int], pygame.Rect]] = []
        self.renders: list[tuple[str, tuple[int, int, int]]] = []
        real_blit, real_render = theme.blit_text, theme.render

        def blit(surface, text, pos, size, colour=theme.IVORY, *args, **kwargs):
            rect = real_blit(surface, text, pos, size, colour, *args, **kwargs)
            self.blits.append((text, tuple(colour)[:3], rect))
            return rect

        def render(text, size, colour=theme.IVORY, *args, **kwargs):
            self.renders.append((text, tuple(colour)[:3]))
            return real_render(text, size, colour, *args, **kwargs)

        monkeypatch.setattr(theme, "blit_text", blit)
        monkeypatch.setattr(theme, "render", render)


def test_the_menu_steps_the_starting_fish_down_to_zero_and_plays_for_a_tally(app: App,
                                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    app.to_menu()
    frames(app, 2)
    menu = app.top
    assert isinstance(menu, MenuScene)
    assert menu.ruleset.id == "parlett" and menu.chips() == 20
    stepper = menu.chips_stepper
    left = (stepper.rect.x + 4, stepper.rect.centery)
    for expected in (15, 10, 5, 0, 0):  # 5 a click, and never below 0
        click(app, left)
        assert menu.chips() == expected
    spy = TextSpy(monkeypatch)
    frames(app, 1)
    assert t("fish_unit", n=0) == "0 fish"
    assert any(text == t("tally_chips") for text, _, _ in spy.blits)  # what 0 means, under it
    click(app, (stepper.rect.right - 4, stepper.rect.centery))
    assert menu.chips() == 5
    click(app, left)
    assert menu.setup().chips == 0
    # the choice is saved, and the settings file keeps it
    app.save_settings()
    saved, problem = load_settings(app.config_path)
    assert problem is None and saved.chips["parlett"] == 0
    # the game starts with everyone at 0 fish
    click(app, menu.start_button.rect.center)
    frames(app, 1)
    table = app.top
    assert isinstance(table, TableScene)
    assert table.session.starting_chips == (0, 0, 0, 0)
    assert table.view.drawing and table.balances == [0, 0, 0, 0]  # shown before the first dressing
    # the dealer dresses the board from nothing: a debt of 15, shown as one
    table.director.timeline.finish_all()
    dealer = table.session.history[0].dealer if table.session.history else table.deal.dealer
    assert table.balances[dealer] < 0 and table.balances == table.deal.balances


def test_a_settings_file_keeps_zero_starting_fish(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"ruleset": "spanish", "chips": {"spanish": 0, "parlett": 30}}), encoding="utf-8")
    settings, problem = load_settings(path)
    assert problem is None
    assert settings.chips == {"spanish": 0, "parlett": 30}


def test_chips_zero_from_the_command_line_plays_on_into_debt(tmp_path: Path) -> None:
    """``main.py --chips 0`` end to end: the final standings of a spanish tally (every player dresses 15
    each deal, so balances go below zero) are drawn without a fault."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", POPEJOAN_CONFIG_DIR=str(tmp_path))
    out = tmp_path / "final.png"
    result = subprocess.run([sys.executable, str(ROOT / "main.py"), "--screenshot", str(out), "--scene", "final",
                             "--ruleset", "spanish", "--players", "Ann,cpu,cpu", "--chips", "0", "--deals", "2",
                             "--seed", "5"], capture_output=True, text=True, env=env, timeout=180, cwd=str(ROOT))
    assert result.returncode == 0, result.stderr
    assert out.is_file()


def _tally(deals: int = 3):
    """A spanish session from 0 fish, played out by computers: every player dresses 15 each deal."""
    from popejoan.ui.launch import finished_deal

    seats = [Seat("Ann", "computer", "normal"), Seat("Ben", "computer", "easy"), Seat("Cal", "computer", "normal")]
    setup = GameSetup(find_ruleset("spanish").with_options({}), seats, chips=0, deals=deals, seed=5)
    session, deal = finished_deal(setup, deals)
    return setup, session, deal


def test_debts_in_the_standings_are_red_with_a_minus_and_whole(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    setup, session, deal = _tally()
    assert any(b < 0 for b in session.balances)
    summary = app.reset(SummaryScene(app, session, deal, setup=setup))
    spy = TextSpy(monkeypatch)
    frames(app, 60)
    for seat, balance in enumerate(session.balances):
        drawn = [(colour, rect) for text, colour, rect in spy.blits[-120:] if text == str(balance)]
        assert drawn, f"{session.names[seat]}'s {balance} is not in the standings"
        # the standings figure, not a smaller label with the same digits
        colour, rect = max(drawn, key=lambda d: d[1].height)
        assert colour == (tuple(pal.DEBT_LIGHT)[:3] if balance < 0 else tuple(theme.IVORY)[:3])
        assert summary.panel.contains(rect)
    # the final standings, after the share-out, the same way
    summary.end_session(play=False)
    summary.share_shown = len(summary.share_events)
    spy.blits.clear()
    frames(app, 90)
    for balance in session.balances:
        drawn = [(colour, rect) for text, colour, rect in spy.blits if text == str(balance)]
        assert drawn, balance
        # the standings figure, not a smaller label with the same digits
        colour, rect = max(drawn, key=lambda d: d[1].height)
        assert colour == (tuple(pal.DEBT_LIGHT)[:3] if balance < 0 else tuple(theme.IVORY)[:3])
        assert summary.panel.contains(rect)


def test_debts_on_the_share_out_plaques_are_red_and_whole(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    setup, session, deal = _tally()
    events = session.share_out()
    share = app.play_share_out(session, events, setup.levels)
    spy = TextSpy(monkeypatch)
    share.skip_all()
    frames(app, 5)
    for seat, balance in enumerate(session.balances):
        words = f"owes {-balance}" if balance < 0 else f"{balance} fish"
        assert share.view.balances[seat] == balance
        assert words in [text for text, _ in spy.renders]
        if balance < 0:
            assert (words, tuple(pal.DEBT_LIGHT)[:3]) in spy.renders
        img, margin = share.painter.plaque_image(share.view, share.layout, seat, False, False)
        chips_rect, _ = share.painter.plaque_text_rects[seat]
        assert pygame.Rect(margin, margin, *share.layout.plaque).contains(chips_rect)
