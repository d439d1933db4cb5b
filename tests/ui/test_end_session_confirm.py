""""End the session" asks first (polish item 4).

The review found that "End the session" on a deal's summary went straight to
the share-out and the final standings: one press ended the whole session, for
good. It now asks: Enter or a click confirms, Esc (or "Keep playing") goes back
to the summary unchanged.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pygame

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
    assert asked.ring.focused is asked.confirm_button  # Enter would confirm
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


def test_enter_or_a_click_confirms() -> None:
    app, _, summary = _summary_ready()
    app.step(FRAME_MS, click(summary.end_button.rect.center))
    app.step(FRAME_MS, key(pygame.K_RETURN))
    assert summary.mode == "final" and summary.share_events

    app, _, summary = _summary_ready("parlett")
    app.step(FRAME_MS, click(summary.end_button.rect.center))
    asked = app.top
    app.step(FRAME_MS, click(asked.confirm_button.rect.center))
    assert summary.mode == "final"
