"""Issue 7, item 9 and the issue's soak: the real app under random posted events, resizes included, never fails.

A short run of ``bench/soak.py`` (1,500 seeded events, at most three minutes):
random clicks (anywhere, and on what each scene offers), keys, typing, wheel
turns, window resizes and F11, through the menu, the table, the pause menu,
the rules, the summaries and the final standings. Any exception fails the
test. Afterwards every image cache is within its bounds and there are not
more caches alive than the scenes on screen need (old tables' art is freed).
The long run and its memory figures are the benchmark's (``bench/README.md``).
"""

from __future__ import annotations

import gc
import importlib.util
import os
import sys
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from popejoan.ui.cache import all_caches

ROOT = Path(__file__).resolve().parents[2]


def _soak_module():
    spec = importlib.util.spec_from_file_location("bench_soak", ROOT / "bench" / "soak.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up
    spec.loader.exec_module(module)
    return module


@pytest.mark.soak  # the full run only (pytest.ini)
def test_a_short_soak_of_the_real_app(tmp_path: Path) -> None:
    soak = _soak_module()
    result = soak.run_soak(events=1500, seed=7, resize_every=50, fullscreen_every=400, max_seconds=180,
                           config_dir=tmp_path, deals=1)
    assert result.events >= 300  # the time bound is generous: even a slow machine gets this far
    assert result.resizes >= 1
    seen = set(result.scenes)
    assert {"MenuScene", "TableScene"} <= seen and len(seen) >= 4, result.scenes
    gc.collect()
    caches = all_caches()
    for cache in caches:
        assert len(cache) <= cache.max_items, cache.name
        assert cache.bytes <= cache.max_bytes or len(cache) == 1, cache.name  # the newest entry alone may be over
    assert len(caches) < 40, sorted(c.name for c in caches)  # module caches, plus one board's and painter's
    # the soak's random resizes and F11 leave the window at whatever size and mode it stopped in (how far it got
    # depends on the machine): the window is closed, so that the next test's window opens at the size it asks for
    # (a later test's set_mode had printed "window forcibly resized")
    import pygame

    pygame.display.quit()
