"""The lesson's layout sweep: every step of the lesson, played through, fits its window (the coach's panel in
the window, no higher than its share, every line narrower than the panel) in each language, at 960x600 and
1280x800, at 100 % and 200 % (the default run keeps a slice: tests/conftest.py, SWEEP_SLICE)."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from popejoan.ui.app import App
from popejoan.ui.scenes.learn import stage_lesson
from popejoan.ui.scenes.learn.steps import STEPS
from tests.ui.test_learn import _play_through

pytestmark = pytest.mark.layout_sweep


@pytest.mark.parametrize("language", ["en", "es", "ja", "ru"])
@pytest.mark.parametrize("zoom", [100, 200])
@pytest.mark.parametrize("size", [(960, 600), (1280, 800)])
def test_every_step_fits_at_each_size(tmp_path: Path, language: str, size: tuple[int, int], zoom: int) -> None:
    config = tmp_path / "settings.json"
    config.write_text(json.dumps({"ui_scale": zoom}), encoding="utf-8")
    app = App(size, config=config, hidden=True, language=language)
    app.running = True
    app.to_menu()
    surface = pygame.Surface(size)
    scene = stage_lesson(app, step="dress")
    shown = _play_through(app, scene, surface, use_clicks=False)
    assert shown == [s.key for s in STEPS]
    app.scenes.clear()
