"""Computer players think off the UI thread, and H gives a human a hint, at a real table scene."""

from __future__ import annotations

import sys
import time
from dataclasses import replace
from pathlib import Path

import pygame
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from harness import key  # noqa: E402
from test_table import make_table, run_until  # noqa: E402

from popejoan.ai import hints  # noqa: E402
from popejoan.ai.hints import hint, hint_values  # noqa: E402
from popejoan.ai.search import HARD_BUDGET  # noqa: E402
from popejoan.engine.events import CardPlayed  # noqa: E402

UNHURRIED = replace(HARD_BUDGET, time_limit=60.0)
"""Hard's budget, 400 rollouts, without the time cap: the hint is then a function of seed and observation alone."""


def test_h_key_selects_the_hard_players_lead_for_that_human(monkeypatch: pytest.MonkeyPatch) -> None:
    # The hint's search without its 0.25 s safety cap, here and at the table: on a loaded machine the cap cut
    # one of the two searches short and they chose differently (a choice depends on the machine only then).
    # The table asks with no budget of its own (``budget`` None here): the hint is Hard's, 400 rollouts.
    asked: list = []
    monkeypatch.setattr(hints, "hint", lambda observation, seed=0, budget=None:
                        (asked.append(budget), hint(observation, seed, UNHURRIED))[1])
    monkeypatch.setattr(hints, "hint_values", lambda observation, seed=0, budget=None:
                        hint_values(observation, seed, UNHURRIED))
    # Seat 1 is eldest (the dealer is seat 0), so the human there leads first.
    app, scene = make_table("parlett", ["easy", None, "easy", "easy"], seed=11)
    run_until(app, scene, lambda: scene.human_to_act == 1)
    assert scene.hint_action is None
    for event in key(pygame.K_h):
        assert scene.handle_event(event) or event.type == pygame.KEYUP
    deadline = time.monotonic() + 30
    while scene.hint_action is None and time.monotonic() < deadline:
        app.step(1000 / 30)
        time.sleep(0.01)
    expected = hint(scene.deal.observation(1), seed=scene.seed + 7919 * 1, budget=UNHURRIED)
    assert scene.hint_action == expected and asked == [None] and UNHURRIED.iterations == HARD_BUDGET.iterations
    assert expected in scene.deal.legal_actions()
    assert "Hint: lead the" in scene.caption
    plays_before = sum(isinstance(e, CardPlayed) for e in scene.deal.events)
    for event in key(pygame.K_RETURN):
        scene.handle_event(event)
    first_new = next(e for e in scene.deal.events if isinstance(e, CardPlayed))
    played = [e for e in scene.deal.events if isinstance(e, CardPlayed)][plays_before]
    assert played.seat == 1 and played.card == expected and played.lead
    assert first_new is not None


def test_a_computer_seat_thinks_off_the_ui_thread_and_shows_it() -> None:
    app, scene = make_table("japanese", ["hard", "normal", "hard", "normal"], seed=5)
    frames_per_move: list[int] = []

    class SlowThought:
        """A thought that takes three frames, as a long search would."""

        def __init__(self, inner) -> None:
            self.inner, self.frames = inner, 0

        def done(self) -> bool:
            return self.frames >= 3 and self.inner.done()

        def result(self):
            frames_per_move.append(self.frames)
            return self.inner.result(timeout=None)

    turns = scene.turns  # the part that starts the computers' thinking
    real_start = turns.start_thinking

    def slow_start(seat: int) -> None:
        real_start(seat)
        turns.thought = SlowThought(turns.thought)

    turns.start_thinking = slow_start  # type: ignore[method-assign]
    seen_thinking = set()

    def watch(frame: int) -> None:
        seat = scene.thinking_seat()
        if seat is not None:
            seen_thinking.add(seat)
        if isinstance(turns.thought, SlowThought):
            turns.thought.frames += 1

    run_until(app, scene, lambda: scene.deal is None or scene.deal.over, on_frame=watch)
    assert scene.turns.thinker_obj is not None, "computer players must think through the background Thinker"
    assert seen_thinking and seen_thinking <= {0, 1, 2, 3}
    assert frames_per_move and all(frames >= 3 for frames in frames_per_move)
