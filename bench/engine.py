"""Engine speed: deals per second of random legal play, per ruleset, 4 players, one core.

Run: ``python bench/engine.py [--deals N] [--players P]``. Prints one line per
ruleset (deals per second, best of three runs; microseconds per deal; peak
memory of one session of 1000 deals) and the slowest figure. Target (issue 2): at least 10,000 deals per second.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from popejoan.engine.ruleset import load_rulesets  # noqa: E402
from popejoan.engine.session import Session  # noqa: E402


def deals_per_second(rules, players: int, deals: int, seed: int = 1) -> float:
    """Play ``deals`` random deals in one session; return deals per second (wall clock)."""
    session = Session(rules, [f"P{i}" for i in range(players)], seed=seed)
    choose = random.Random(seed).choice
    began = time.perf_counter()
    for _ in range(deals):
        deal = session.start_deal()
        while not deal.over:
            deal.apply(choose(deal.legal_actions()))
        session.finish_deal()
    return deals / (time.perf_counter() - began)


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
    args = parser.parse_args()
    rulesets, _ = load_rulesets()
    rows = []
    print(f"{'ruleset':<12} {'deals/s':>9} {'µs/deal':>8} {'peak KiB (1000 deals)':>22}")
    for rid, base in rulesets.items():
        rules = base.with_options({})
        deals_per_second(rules, args.players, 500)  # warm up
        # Best of three runs: other processes on the machine only ever slow a run down.
        rate = max(deals_per_second(rules, args.players, args.deals, seed) for seed in (1, 2, 3))
        peak = peak_memory_kib(rules, args.players, 1000)
        rows.append(rate)
        print(f"{rid:<12} {rate:>9,.0f} {1e6 / rate:>8.1f} {peak:>22,.0f}")
    print(f"slowest: {min(rows):,.0f} deals per second ({args.players} players, {args.deals} deals each)")


if __name__ == "__main__":
    main()
