"""Issue 32, "At every moment": the front end answers the player at every moment, whatever is under way.

Each test is a reproduction from the playtest, driven as a player drives the game (real pygame events
through the real app, :mod:`tests.ui.driver`): Ctrl+Q (Cmd+Q) quits from any screen, as closing the window
does.
"""

from __future__ import annotations

import pygame
import pytest

from popejoan.engine.ruleset import find_ruleset
from popejoan.ui.app import App, GameSetup, Seat
from popejoan.ui.scene import Scene
from popejoan.ui.scenes.settings_screen import SettingsScene
from popejoan.ui.scenes.table.keys import SHARE_OUT_KEYS, TABLE_KEYS
from tests.ui.driver import key, step


def _table(app: App, players: str = "Ann,cpu,cpu,cpu", seed: int = 3) -> Scene:
    """A session of Parlett's ruleset at the app's table: "cpu" seats are Normal computer players."""
    seats = [Seat(f"Computer {i}", "computer", "normal") if p == "cpu" else Seat(p, "human")
             for i, p in enumerate(players.split(","))]
    return app.start_game(GameSetup(find_ruleset("parlett").with_options({}), seats, chips=20, deals=None,
                                    seed=seed))


# --- Ctrl+Q (Cmd+Q on a Mac) ---------------------------------------------------------------------------


@pytest.mark.parametrize("mod", [pygame.KMOD_LCTRL, pygame.KMOD_RCTRL, pygame.KMOD_LMETA])
def test_ctrl_q_quits_from_the_menu(app: App, mod: int) -> None:
    app.to_menu()
    step(app, 2)
    key(app, pygame.K_q, mod)
    assert app.quit_requested and not app.running


def test_a_plain_q_does_not_quit(app: App) -> None:
    app.to_menu()
    step(app, 2)
    key(app, pygame.K_q)
    assert not app.quit_requested and app.running


def test_ctrl_q_quits_from_the_table_and_the_settings_the_way_closing_the_window_does(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    closed: list[str] = []
    _table(app)
    step(app, 5)
    monkeypatch.setattr(app, "close_window", lambda: closed.append(type(app.top).__name__))
    key(app, pygame.K_q, pygame.KMOD_LCTRL)
    assert closed == ["TableScene"]
    app.push(SettingsScene(app))
    step(app, 2)
    key(app, pygame.K_q, pygame.KMOD_LMETA)
    assert closed == ["TableScene", "SettingsScene"]


def test_ctrl_q_is_in_the_key_lists() -> None:
    for bindings in (TABLE_KEYS, SHARE_OUT_KEYS):
        quits = [b for b in bindings if pygame.K_q in b.keys]
        assert len(quits) == 1 and quits[0].ctrl and quits[0].by == "app" and quits[0].label == "Ctrl+Q"
