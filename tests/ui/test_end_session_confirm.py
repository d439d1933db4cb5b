""""End the session" asks first (polish item 4).

The review found that "End the session" on a deal's summary went straight to
the share-out and the final standings: one press ended the whole session, for
good. It now asks, with "Keep playing" focused (a new player's playtest found
Enter ended the session while the other questions focus the safe answer): Enter,
Esc or "Keep playing" go back to the summary unchanged; a click on "End the
session", or Tab to it and Enter, ends it.

The summary's buttons also answer the first click after a screen laid over it
(the replay, the deal log) is closed: the playtest's first click did nothing.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from harness import click, key  # noqa: E402
from test_record import FRAME_MS, make_table  # noqa: E402

from popejoan.ui.scenes.confirm import ConfirmScene  # noqa: E402
from popejoan.ui.scenes.summary import SummaryScene  # noqa: E402


def _summary_ready(ruleset: str = "spanish"):
    app, scene = make_table(ruleset, ["easy"] * 3, seed=3, speed=4.0, deals=3)
    for _ in range(40000):
        if isinstance(app.top, SummaryScene):
            break
        app.step(FRAME_MS)
    summary = app.top
    assert isinstance(summary, SummaryScene) and not summary.session_over()
    for _ in range(int(2500 / FRAME_MS)):
        app.step(FRAME_MS)
    assert summary.guard.ready and summary.end_button.enabled
    return app, scene, summary


def test_end_the_session_asks_and_esc_goes_back_unchanged() -> None:
    app, scene, summary = _summary_ready()
    app.step(FRAME_MS, click(summary.end_button.rect.center))
    asked = app.top
    assert isinstance(asked, ConfirmScene)
    assert summary.mode == "deal" and not scene.session.finished  # nothing has happened yet
    assert asked.title == "End the session?"
    assert asked.ring.focused is asked.cancel_button  # the safe answer
    app.step(FRAME_MS, key(pygame.K_RETURN))  # Enter keeps playing
    assert app.top is summary and summary.mode == "deal" and not scene.session.finished
    app.step(FRAME_MS, click(summary.end_button.rect.center))
    app.step(FRAME_MS, key(pygame.K_ESCAPE))
    assert app.top is summary and summary.mode == "deal"
    # "Keep playing" does the same
    app.step(FRAME_MS, click(summary.end_button.rect.center))
    asked = app.top
    app.step(FRAME_MS, click(asked.cancel_button.rect.center))
    assert app.top is summary and summary.mode == "deal"
    # and Next deal still goes on with the session
    app.step(FRAME_MS, click(summary.next_button.rect.center))
    assert app.top is scene and scene.deal is not None and scene.deal.number == 2


def test_tab_and_enter_or_a_click_confirms() -> None:
    app, _, summary = _summary_ready()
    app.step(FRAME_MS, click(summary.end_button.rect.center))
    app.step(FRAME_MS, key(pygame.K_TAB))
    app.step(FRAME_MS, key(pygame.K_RETURN))
    assert summary.mode == "final" and summary.share_events

    app, _, summary = _summary_ready("parlett")
    app.step(FRAME_MS, click(summary.end_button.rect.center))
    asked = app.top
    app.step(FRAME_MS, click(asked.confirm_button.rect.center))
    assert summary.mode == "final"


def _opened_and_closed(app, summary, button) -> None:
    """Click ``button`` (press and release on it), then close what it opened with Esc, as a person does."""
    app.step(FRAME_MS, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=button.rect.center, button=1)])
    over = app.top
    assert over is not summary
    app.step(FRAME_MS, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=button.rect.center, button=1)])
    for _ in range(10):
        app.step(FRAME_MS)
    app.step(FRAME_MS, key(pygame.K_ESCAPE))
    for _ in range(int(3000 / FRAME_MS)):  # the playtest waited 3 s
        app.step(FRAME_MS)
    assert app.top is summary


@pytest.mark.parametrize("opens", ["replay_button", "log_button"])
def test_the_first_click_after_the_replay_or_the_deal_log_acts(opens: str) -> None:
    """The playtest: Replay (or Deal log), Esc, then a click on Next deal did nothing; a second one worked.
    The click that opened the other screen went down on the summary and up on the other screen, so the
    summary thought the button still held. One click on Next deal now deals the next deal."""
    app, scene, summary = _summary_ready()
    _opened_and_closed(app, summary, getattr(summary, opens))
    app.step(FRAME_MS, click(summary.next_button.rect.center))
    assert app.top is scene and scene.deal is not None and scene.deal.number == 2
