"""How long the table takes to lay itself out, and at what zoom, headless.

The table lays out again whenever the window changes size: with an interface size above 100 % it tries the
zoom asked, then 5 % less at a time, until every part is clear of every other
(:meth:`popejoan.ui.scenes.table.layout.TableLayout.problems`). The zoom found is kept for the window,
seats, levels and language, so the same size laid out again (F11 back, a replay or the share-out opened)
skips the search. This prints, for each window and seat count, the zoom reached for 200 % asked, the
board's radius, and the median milliseconds of wall and CPU time (``time.process_time``) of one layout over
the runs: with the search (the zoom forgotten before each run) and again (the zoom kept).

Usage: ``python bench/table_layout.py [--runs 9] [--language en]``
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame

from popejoan.ui import i18n
from popejoan.ui.scenes.table import layout as layout_module
from popejoan.ui.scenes.table.layout import TableLayout

SIZES = [(960, 600), (1152, 680), (1280, 800), (1920, 1080)]


def main() -> None:
    """Print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--language", default="en")
    args = parser.parse_args()
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((16, 16))
    i18n.set_language(args.language)
    print(f"{'window':>10} {'seats':>5} {'zoom':>5} {'radius':>6} {'of':>4} {'search wall/cpu ms':>19} "
          f"{'again wall/cpu ms':>18}")
    for size in SIZES:
        for players in (3, 4, 6, 8):
            levels = [None] + ["normal"] * (players - 1)
            TableLayout(size, players, 2.0, levels)  # the text measures cached, as in a game
            figures = []
            for forget in (True, False):
                walls, cpus = [], []
                for _ in range(args.runs):
                    if forget:
                        layout_module._ZOOMS_FOUND.clear()
                    w0, c0 = time.perf_counter(), time.process_time()
                    lay = TableLayout(size, players, 2.0, levels)
                    walls.append((time.perf_counter() - w0) * 1000)
                    cpus.append((time.process_time() - c0) * 1000)
                figures.append(f"{statistics.median(walls):.1f} / {statistics.median(cpus):.1f}")
            print(f"{size[0]:>5}x{size[1]:<4} {players:>5} {lay.zoom:>5.2f} {lay.radius:>6} {lay.full_radius:>4} "
                  f"{figures[0]:>19} {figures[1]:>18}")

if __name__ == "__main__":
    main()
