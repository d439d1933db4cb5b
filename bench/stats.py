"""Statistics (issue 35): the Statistics screen's opening CPU time with 10,000 sessions recorded, and the
ledger's bytes per deal.

Writes a ledger of ``--sessions`` sessions (default 10,000) of ``--deals`` deals each (default 6), three or four
players (people and computers, names repeating across sessions), in a temporary folder, then measures with
``time.process_time`` (best of ``--runs``):

- the ledger read (:meth:`popejoan.storage.stats.Ledger.read`, no saves to catch up from);
- the Statistics screen's opening again in a run: a :class:`~popejoan.ui.scenes.stats.StatsScene` made (the
  ledger's book as held, the table of everyone worked out) and laid out and drawn once at 1280×800 (the dummy
  video driver);
- the same first in a run (the roll-up's cache file read, the saves caught up from), and with no cache (the whole
  ledger read, as after an upgrade or a rebuild);
- a player's page (the chart's sessions worked out, drawn).

And prints the ledger's size in bytes per deal (the bound per deal: a deal's line is at most
:data:`popejoan.storage.stats.entries.MAX_LINE_BYTES`). Issue 35's target: the screen opens in under 100 ms of
CPU. Prints figures; no timed test.

Usage: ``python bench/stats.py [--sessions 10000] [--deals 6] [--runs 3]``.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from popejoan.storage.saves import SaveStore  # noqa: E402
from popejoan.storage.stats import DealEntry, Ledger, SeatDeal, SessionEnd  # noqa: E402

PEOPLE = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal"]
COMPUTERS = [("Mrs Bennet", "easy"), ("Mr Pickwick", "normal"), ("Miss Havisham", "hard"), ("Mr Darcy", "expert")]


def write_ledger(path: Path, sessions: int, deals: int, seed: int = 1) -> int:
    """Write a ledger of ``sessions`` sessions of ``deals`` deals each at ``path``; returns the deals written."""
    rng = random.Random(seed)
    ledger = Ledger(path, saves=SaveStore(path.parent / "no-saves"))
    entries: list = []
    start = 1_700_000_000
    for s in range(sessions):
        seats = rng.sample(PEOPLE, 2) + [c for c in rng.sample(COMPUTERS, rng.choice((1, 2)))]
        sid = f"20260101-000000-{s:06x}"
        for n in range(1, deals + 1):
            parts = []
            for seat in seats:
                name, kind, level = (seat, "human", "") if isinstance(seat, str) else (seat[0], "computer", seat[1])
                fish = rng.randint(-8, 10)
                parts.append(SeatDeal(name, kind, level, fish, int(rng.random() < 0.1), rng.randint(0, 2),
                                      int(rng.random() < 0.1), int(rng.random() < 0.1), int(fish > 5),
                                      max(fish, 0), max(fish, 0)))
            entries.append(DealEntry(sid, n, start + s * 3600 + n * 60, rng.choice(("parlett", "spanish")),
                                     tuple(parts)))
        entries.append(SessionEnd(sid, start + s * 3600 + 3000, "parlett", deals, tuple(0 for _ in seats)))
        if len(entries) > 5000:
            ledger.record(entries)
            entries = []
    ledger.record(entries)
    return sessions * deals


def best_cpu_ms(run, runs: int) -> float:
    best = float("inf")
    for _ in range(runs):
        began = time.process_time()
        run()
        best = min(best, time.process_time() - began)
    return best * 1000


def main() -> None:
    """Measure and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sessions", type=int, default=10_000)
    parser.add_argument("--deals", type=int, default=6)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="popejoan-stats-") as temp:
        os.environ["POPEJOAN_DATA_DIR"] = temp
        os.environ["POPEJOAN_CONFIG_DIR"] = temp
        path = Path(temp) / "stats.jsonl"
        deals = write_ledger(path, args.sessions, args.deals)
        size = path.stat().st_size
        print(f"ledger: {args.sessions:,} sessions, {deals:,} deals, {size:,} bytes, "
              f"{size / deals:.0f} bytes per deal (a deal's line is at most 2,048)")
        ledger = Ledger(path, saves=SaveStore(Path(temp) / "no-saves"))
        read = ledger.read(catch_up=False)
        assert not read.notices and len(read.deals) == deals, read.notices
        print(f"ledger read: {best_cpu_ms(lambda: ledger.read(catch_up=False), args.runs):.1f} ms CPU")
        print(f"ledger read, caught up from an empty folder of saves: "
              f"{best_cpu_ms(lambda: ledger.read(), args.runs):.1f} ms CPU")

        import pygame

        from popejoan.ui.app import App
        from popejoan.ui.scenes.stats import StatsScene

        app = App((1280, 800), config=Path(temp) / "settings.json", hidden=True)
        app.to_menu()
        surface = pygame.Surface((1280, 800))
        scenes: list[StatsScene] = []

        def open_screen() -> None:
            scene = StatsScene(app, ledger)
            scene.on_resize((1280, 800))
            scene.draw(surface)
            scenes.append(scene)

        print(f"the Statistics screen opened again in a run (the book held, figured, laid out, drawn): "
              f"{best_cpu_ms(open_screen, args.runs):.1f} ms CPU (target: under 100)")

        def first_open() -> None:
            scene = StatsScene(app, Ledger(path, saves=SaveStore(Path(temp) / "no-saves")))
            scene.on_resize((1280, 800))
            scene.draw(surface)

        print(f"the Statistics screen opened first in a run (its cache file read, caught up, figured, laid out, "
              f"drawn): {best_cpu_ms(first_open, args.runs):.1f} ms CPU")

        def rebuilt() -> None:
            Ledger(path, saves=SaveStore(Path(temp) / "no-saves")).book_path.unlink()
            first_open()

        print(f"... with no cache (made from the whole ledger, as after an upgrade or a rebuild): "
              f"{best_cpu_ms(rebuilt, 1):.1f} ms CPU")

        def player_page() -> None:
            scene = scenes[-1]
            scene.step(1)
            scene.draw(surface)
            scene.step(-1)

        print(f"a player's page (its sessions worked out, the chart drawn): "
              f"{best_cpu_ms(player_page, args.runs):.1f} ms CPU")


if __name__ == "__main__":
    main()
