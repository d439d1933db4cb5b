"""Engine speed: deals per second of random legal play, per ruleset, 4 players, one core.

Run: ``python bench/engine.py [--deals N] [--players P]``. Prints one line per
ruleset: deals per second by CPU time (``time.process_time``, the figure that
other work on a shared machine disturbs least) and by wall time, each the
best of three runs; microseconds per deal (CPU); the peak memory of one
session of 1000 deals, history kept. Then the slowest figure.

What is timed is a session of random legal play through the public API
(``Session.start_deal``, ``Deal.legal_actions``, ``Deal.apply``,
``Session.finish_deal``), events and all: the shuffle, dressing, dealing,
every forced play, the payments and the deal's record.

Target (issue 15, item 5): at least 12,000 deals per second of CPU time on
this machine class, every ruleset.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from popejoan.engine.ruleset import load_rulesets
from popejoan.engine.session import Session


def deals_per_second(rules, players: int, deals: int, seed: int = 1) -> tuple[float, float]:
    """Play ``deals`` random deals in one session; return deals per second by CPU time and by wall time."""
    session = Session(rules, [f"P{i}" for i in range(players)], seed=seed)
    choose = random.Random(seed).choice
    wall, cpu = time.perf_counter(), time.process_time()
    for _ in range(deals):
        deal = session.start_deal()
        while not deal.over:
            deal.apply(choose(deal.legal_actions()))
        session.finish_deal()
    cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
    return deals / cpu, deals / wall


def peak_memory_kib(rules, players: int, deals: int) -> float:
    """Peak traced memory (KiB) of a session of ``deals`` deals, history included."""
    tracemalloc.start()
    deals_per_second(rules, players, deals)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    return peak / 1024


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=20000)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--runs", type=int, default=3, help="runs per ruleset; the best is kept")
    args = parser.parse_args()
    rulesets, _ = load_rulesets()
    rows = []
    print(f"{'ruleset':<12} {'deals/s CPU':>12} {'deals/s wall':>13} {'µs/deal CPU':>12} {'peak KiB (1000 deals)':>22}")
    for rid, base in rulesets.items():
        rules = base.with_options({})
        deals_per_second(rules, args.players, 500)  # warm up
        # Best of three runs: other processes on the machine only ever slow a run down.
        runs = [deals_per_second(rules, args.players, args.deals, seed) for seed in range(1, args.runs + 1)]
        cpu = max(r[0] for r in runs)
        wall = max(r[1] for r in runs)
        peak = peak_memory_kib(rules, args.players, 1000)
        rows.append(cpu)
        print(f"{rid:<12} {cpu:>12,.0f} {wall:>13,.0f} {1e6 / cpu:>12.1f} {peak:>22,.0f}")
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"slowest: {min(rows):,.0f} deals per second of CPU time ({args.players} players, {args.deals} deals a run, "
          f"best of {args.runs}; load {load:.1f} on {os.cpu_count()} CPUs)")


if __name__ == "__main__":
    main()
