"""Frame times while the window is dragged to a new size, headless.

A window manager resizes the window a few pixels at a time while its corner is dragged: a new size every
frame. Laying the table out again costs up to ~100 ms at a 200 % interface size with eight seats (the
zoom's search, the board's art at the new radius), so the game waits until the size rests
(``popejoan.ui.app.RESIZE_SETTLE_MS``) and lays out once. This drags a hidden window's corner by
``--step`` pixels a frame for ``--frames`` frames over an eight-seat table at 200 %, then rests, and prints
the milliseconds per frame (wall and CPU time, ``time.process_time``; median, p95, max) during the drag and
the number of layouts, with the settling (the game) and without it (every size laid out at once).

Usage: ``python bench/resize_drag.py [--frames 40] [--step 8] [--scale 200] [--runs 3]``
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from popejoan.ui import app as app_module
from popejoan.ui.app import App, GameSetup, Seat
from popejoan.ui.scenes.table import TableScene

NAMES = ["Ann", "Ben", "Cora", "Dick", "Eliza", "Fred", "Grace", "Hal"]


def _drag(frames: int, step: int, scale: int, settle: bool) -> tuple[list[float], list[float], int]:
    """One drag: the frames' wall and CPU milliseconds, and how many times the table was laid out."""
    with tempfile.TemporaryDirectory() as home:
        app = App((1280, 800), config=Path(home) / "settings.json", hidden=True)
        app.settings.ui_scale = scale
        app.saving.enabled = False
        from popejoan.engine.ruleset import find_ruleset
        from popejoan.ui import access

        access.apply(app.settings)
        setup = GameSetup(ruleset=find_ruleset("spanish"),
                          seats=[Seat(n, "human" if i == 0 else "computer", None if i == 0 else "normal")
                                 for i, n in enumerate(NAMES)], chips=60, seed=7)
        app.start_game(setup)
        for _ in range(30):
            app.step(16)
        table = next(s for s in app.scenes if isinstance(s, TableScene))
        layouts = {"n": 0}
        real = table.on_resize

        def counted(size: tuple[int, int]) -> None:
            layouts["n"] += 1
            real(size)

        table.on_resize = counted  # type: ignore[method-assign]
        saved = app_module.RESIZE_SETTLE_MS
        app_module.RESIZE_SETTLE_MS = saved if settle else 0.0
        walls, cpus = [], []
        try:
            w, h = 1280, 800
            for _ in range(frames):
                w, h = w + step, h + step // 2
                app._window.size = (w, h)
                w0, c0 = time.perf_counter(), time.process_time()
                app.step(16)
                walls.append((time.perf_counter() - w0) * 1000)
                cpus.append((time.process_time() - c0) * 1000)
                time.sleep(0.016)  # a frame of the drag
            time.sleep(saved / 1000 + 0.02)
            app.step(16)  # at rest: laid out at the size kept
        finally:
            app_module.RESIZE_SETTLE_MS = saved
            app.scenes.clear()
        return walls, cpus, layouts["n"]


def _figures(values: list[float]) -> str:
    """Milliseconds' median, 95th percentile (nearest rank) and maximum, as three columns."""
    ordered = sorted(values)
    p95 = ordered[min(len(ordered) - 1, int(round(0.95 * (len(ordered) - 1))))]
    return f"{statistics.median(ordered):6.1f} {p95:6.1f} {ordered[-1]:6.1f}"


def main() -> None:
    """Print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=40)
    parser.add_argument("--step", type=int, default=8)
    parser.add_argument("--scale", type=int, default=200)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    print(f"8 seats, {args.scale} %, a drag of {args.frames} frames, {args.step:+d} px a frame, "
          f"{args.runs} runs pooled")
    print(f"{'':22} {'wall ms median/p95/max':>22} {'CPU ms median/p95/max':>22} {'layouts a run':>14}")
    for settle, label in ((False, "every size laid out"), (True, "laid out at rest")):
        walls, cpus, counts = [], [], []
        for _ in range(args.runs):
            w, c, n = _drag(args.frames, args.step, args.scale, settle)
            walls += w
            cpus += c
            counts.append(n)
        print(f"{label:22} {_figures(walls):>22} {_figures(cpus):>22} {statistics.median(counts):>14}")


if __name__ == "__main__":
    main()
