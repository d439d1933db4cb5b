"""Strength and speed of the computer levels, by duplicate matches.

Usage::

    python bench/ai.py                      # the default run (a few minutes on 2 cores)
    python bench/ai.py --decks 40 --pairs easy/normal --rulesets parlett
    python bench/ai.py --markdown           # the table for bench/README.md

A *duplicate match* between levels X and Y (:mod:`popejoan.ai.duplicate`)
replays each shuffled deck at every mixed table of X and Y seats (for 3
players: X Y Y, Y X Y, Y Y X, Y X X, X Y X, X X Y), with the dealer's seat
fixed, so every hand, and the dealer's seat that pays the dressing, is
played as often by X as by Y: the luck of the deal cancels out. Each deck
starts with a board left over from one earlier deal (played by Normal
players on another seeded deck), as in a session where unwon stakes carry
forward.

For each pair and ruleset it prints the mean chips won per deal per seat by
X and by Y, the stronger level's advantage Y - X with a 95% confidence
interval (normal approximation over decks, each deck one sample; positive:
Y, the second level, wins more chips), and the median and 95th
percentile of the time each level took per decision (only decisions with more
than one legal action; in milliseconds, one process per core).
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import statistics
import sys
import time
from pathlib import Path
from typing import Sequence

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from popejoan.ai.duplicate import DeckResult, duplicate_deck  # noqa: E402
from popejoan.ai.players import Player, make_player  # noqa: E402
from popejoan.ai.search import Budget, SearchPlayer  # noqa: E402
from popejoan.engine.ruleset import find_ruleset  # noqa: E402

RULESETS = ("parlett", "hoyle-1847", "spanish", "cacumen", "japanese", "russian")
PAIRS = (("easy", "normal"), ("normal", "hard"), ("hard", "expert"))
DEFAULT_DECKS = {("easy", "normal"): 400, ("normal", "hard"): 60, ("hard", "expert"): 12}
"""Decks per pair and ruleset in the default run."""


def _player(level: str, seed: int) -> Player:
    """A player of ``level``, or a search player spelled ``search:ITERATIONS[:BOARD_WEIGHT[:none|self|all]]`` (for tuning)."""
    if level.startswith("search:"):
        parts = level.split(":")
        weight = float(parts[2]) if len(parts) > 2 and parts[2] else None
        smart = parts[3] if len(parts) > 3 else "none"
        return SearchPlayer(seed, Budget(iterations=int(parts[1]), time_limit=10.0), board_weight=weight, smart=smart)
    return make_player(level, seed)


Task = tuple[str, str, str, int, int, int, tuple[tuple[str, str], ...]]
"""ruleset id, level X, level Y, players, seed, deck number, options."""


def duplicate(task: Task) -> tuple[str, str, str, DeckResult]:
    """One deck of a duplicate match (run in a worker process)."""
    ruleset_id, x, y, players, seed, k, options = task
    base = find_ruleset(ruleset_id)
    rules = base.with_options({name: value for name, value in options if name in base.options})
    return ruleset_id, x, y, duplicate_deck(rules, x, y, players, seed, k, factory=_player)


def _ms(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return 1000 * ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rulesets", default=",".join(RULESETS), help="comma-separated ruleset ids")
    parser.add_argument("--pairs", default=",".join(f"{a}/{b}" for a, b in PAIRS), help="e.g. easy/normal,normal/hard")
    parser.add_argument("--decks", type=int, default=None, help="decks per pair and ruleset (default: per pair)")
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--jobs", type=int, default=multiprocessing.cpu_count())
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                        help="a variant, for the rulesets that have it (repeatable), e.g. pope_as_stop=true")
    parser.add_argument("--markdown", action="store_true", help="print a Markdown table")
    args = parser.parse_args(argv)
    rulesets = [r.strip() for r in args.rulesets.split(",") if r.strip()]
    pairs = [tuple(p.strip().split("/")) for p in args.pairs.split(",") if p.strip()]
    options = tuple(tuple(o.split("=", 1)) for o in args.option)
    tasks = []
    for pair in pairs:
        decks = args.decks or DEFAULT_DECKS.get(pair, 40)  # type: ignore[call-overload]
        for ruleset_id in rulesets:
            for k in range(decks):
                tasks.append((ruleset_id, pair[0], pair[1], args.players, args.seed, k, options))
    # Longest tasks first, so the pool ends evenly.
    weight = {"easy": 0, "normal": 0, "hard": 1, "expert": 4}
    tasks.sort(key=lambda t: -(weight.get(t[1], 1) + weight.get(t[2], 1)))
    began = time.perf_counter()
    results: dict[tuple[str, str, str], list[tuple[float, float, float]]] = {}
    times: dict[tuple[str, str, str], dict[str, list[float]]] = {}
    with multiprocessing.Pool(args.jobs) as pool:
        for ruleset_id, x, y, res in pool.imap_unordered(duplicate, tasks, chunksize=1):
            key = (ruleset_id, x, y)
            results.setdefault(key, []).append((res.mean_x, res.mean_y, -res.diff))
            bucket = times.setdefault(key, {x: [], y: []})
            for level, values in res.times.items():
                bucket[level].extend(values)
    elapsed = time.perf_counter() - began
    rows = []
    for x, y in pairs:
        for ruleset_id in rulesets:
            key = (ruleset_id, x, y)
            samples = results.get(key, [])
            if not samples:
                continue
            diffs = [d for _, _, d in samples]
            mean = statistics.fmean(diffs)
            half = 1.96 * statistics.stdev(diffs) / math.sqrt(len(diffs)) if len(diffs) > 1 else float("inf")
            mx = statistics.fmean(s[0] for s in samples)
            my = statistics.fmean(s[1] for s in samples)
            tx, ty = times[key][x], times[key][y]
            verdict = f"{y} better" if mean - half > 0 else f"{x} better" if mean + half < 0 else "not separated"
            rows.append((f"{x} / {y}", ruleset_id, len(samples), mx, my, mean, mean - half, mean + half,
                         _ms(tx, 0.5), _ms(tx, 0.95), _ms(ty, 0.5), _ms(ty, 0.95), verdict))
    if args.markdown:
        print("| X / Y | ruleset | decks | X chips/deal | Y chips/deal | Y - X [95% CI] "
              "| X ms median / p95 | Y ms median / p95 | verdict |")
        print("|---|---|---:|---:|---:|---|---|---|---|")
        for r in rows:
            print(f"| {r[0]} | {r[1]} | {r[2]} | {r[3]:+.2f} | {r[4]:+.2f} | {r[5]:+.2f} [{r[6]:+.2f}, {r[7]:+.2f}] "
                  f"| {r[8]:.1f} / {r[9]:.1f} | {r[10]:.1f} / {r[11]:.1f} | {r[12]} |")
    else:
        print(f"{'X / Y':<16}{'ruleset':<12}{'decks':>6}{'X/deal':>8}{'Y/deal':>8}  {'Y - X [95% CI]':<26}"
              f"{'X ms med/p95':>16}{'Y ms med/p95':>16}  verdict")
        for r in rows:
            print(f"{r[0]:<16}{r[1]:<12}{r[2]:>6}{r[3]:>+8.2f}{r[4]:>+8.2f}  "
                  f"{f'{r[5]:+.2f} [{r[6]:+.2f}, {r[7]:+.2f}]':<26}"
                  f"{f'{r[8]:.1f}/{r[9]:.1f}':>16}{f'{r[10]:.1f}/{r[11]:.1f}':>16}  {r[12]}")
    chosen = " ".join(args.option)
    print(f"{args.players} players, seed {args.seed}, {args.jobs} processes, {elapsed:.0f} s"
          + (f", {chosen}" if chosen else ""))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
