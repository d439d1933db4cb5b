"""Strength and speed of the computer levels, by duplicate matches.

Usage::

    python bench/ai.py                      # the default run (a few minutes on 2 cores)
    python bench/ai.py --decks 40 --pairs easy/normal --rulesets parlett
    python bench/ai.py --markdown           # the table for bench/README.md

A *duplicate match* between levels X and Y replays each shuffled deck at
every mixed table of X and Y seats (for 3 players: X Y Y, Y X Y, Y Y X,
Y X X, X Y X, X X Y), with the dealer's seat fixed, so every hand, and the
dealer's seat that pays the dressing, is played as often by X as by Y: the
luck of the deal cancels out. Each deck starts with a board left over from
one earlier deal (played by Normal players on another seeded deck), as in a
session where unwon stakes carry forward.

For each pair and ruleset it prints the mean chips won per deal per seat by
X and by Y, their difference (X - Y) with a 95% confidence interval (normal
approximation over decks, each deck one sample), and the median and 95th
percentile of the time each level took per decision (only decisions with more
than one legal action; in milliseconds, one process per core).
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Sequence

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from popejoan.ai.players import NormalPlayer, make_player  # noqa: E402
from popejoan.engine.cards import PACK  # noqa: E402
from popejoan.engine.ruleset import Ruleset, find_ruleset  # noqa: E402
from popejoan.engine.state import Deal  # noqa: E402

RULESETS = ("parlett", "hoyle-1847", "spanish", "cacumen", "japanese", "russian")
PAIRS = (("easy", "normal"), ("normal", "hard"), ("hard", "expert"))
DEFAULT_DECKS = {("easy", "normal"): 120, ("normal", "hard"): 60, ("hard", "expert"): 16}
"""Decks per pair and ruleset in the default run."""


def _deck(seed: int, k: int, what: str) -> list[int]:
    deck = list(PACK)
    random.Random(f"{seed}/{k}/{what}").shuffle(deck)
    return deck


def carried_board(rules: Ruleset, players: int, seed: int, k: int) -> dict[str, int]:
    """The board left by one earlier deal played by Normal players (deck ``k``'s prelude)."""
    board = {name: 0 for name in rules.compartments}
    deal = Deal(rules, [0] * players, board, players - 1, _deck(seed, k, "prior"))
    bots = [NormalPlayer(seed * 1000 + k * 10 + i) for i in range(players)]
    while not deal.over:
        seat = deal.to_move
        deal.apply(bots[seat].choose(deal.observation(seat)))  # type: ignore[index]
    return dict(board)


def play_table(
    rules: Ruleset, deck: list[int], board: dict[str, int], levels: Sequence[str], seed: int,
    times: dict[str, list[float]],
) -> list[int]:
    """Play one deal with ``levels[seat]`` at each seat (dealer: seat 0); chips won by each seat."""
    players = len(levels)
    bots = [make_player(level, seed * 31 + i) for i, level in enumerate(levels)]
    balances = [0] * players
    deal = Deal(rules, balances, dict(board), 0, deck)
    while not deal.over:
        seat = deal.to_move
        assert seat is not None
        obs = deal.observation(seat)
        began = time.perf_counter()
        action = bots[seat].choose(obs)
        spent = time.perf_counter() - began
        if len(obs.legal) > 1:
            times[levels[seat]].append(spent)
        deal.apply(action)
    return balances


def duplicate(task: tuple[str, str, str, int, int, int]) -> tuple[str, str, str, float, float, float, dict[str, list[float]]]:
    """One deck of a duplicate match: ``(ruleset, x, y, mean X, mean Y, X - Y, decision times)``."""
    ruleset_id, x, y, players, seed, k = task
    rules = find_ruleset(ruleset_id).with_options()
    deck = _deck(seed, k, "deal")
    board = carried_board(rules, players, seed, k)
    times: dict[str, list[float]] = {x: [], y: []}
    won = {x: 0, y: 0}
    seats = {x: 0, y: 0}
    for mask in range(1, 2**players - 1):
        levels = [x if mask >> i & 1 else y for i in range(players)]
        chips = play_table(rules, deck, board, levels, seed * 7919 + k * 131 + mask, times)
        for level, c in zip(levels, chips):
            won[level] += c
            seats[level] += 1
    mean_x, mean_y = won[x] / seats[x], won[y] / seats[y]
    return ruleset_id, x, y, mean_x, mean_y, mean_x - mean_y, times


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
    parser.add_argument("--markdown", action="store_true", help="print a Markdown table")
    args = parser.parse_args(argv)
    rulesets = [r.strip() for r in args.rulesets.split(",") if r.strip()]
    pairs = [tuple(p.strip().split("/")) for p in args.pairs.split(",") if p.strip()]
    tasks = []
    for pair in pairs:
        decks = args.decks or DEFAULT_DECKS.get(pair, 40)  # type: ignore[call-overload]
        for ruleset_id in rulesets:
            for k in range(decks):
                tasks.append((ruleset_id, pair[0], pair[1], args.players, args.seed, k))
    # Longest tasks first, so the pool ends evenly.
    weight = {"easy": 0, "normal": 0, "hard": 1, "expert": 4}
    tasks.sort(key=lambda t: -(weight.get(t[1], 1) + weight.get(t[2], 1)))
    began = time.perf_counter()
    results: dict[tuple[str, str, str], list[tuple[float, float, float]]] = {}
    times: dict[tuple[str, str, str], dict[str, list[float]]] = {}
    with multiprocessing.Pool(args.jobs) as pool:
        for ruleset_id, x, y, mx, my, diff, t in pool.imap_unordered(duplicate, tasks, chunksize=1):
            key = (ruleset_id, x, y)
            results.setdefault(key, []).append((mx, my, diff))
            bucket = times.setdefault(key, {x: [], y: []})
            for level, values in t.items():
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
            verdict = "X better" if mean - half > 0 else "Y better" if mean + half < 0 else "not separated"
            rows.append((f"{x} / {y}", ruleset_id, len(samples), mx, my, mean, mean - half, mean + half,
                         _ms(tx, 0.5), _ms(tx, 0.95), _ms(ty, 0.5), _ms(ty, 0.95), verdict))
    if args.markdown:
        print("| X / Y | ruleset | decks | X chips/deal | Y chips/deal | X - Y [95% CI] | X ms median / p95 | Y ms median / p95 | |")
        print("|---|---|---:|---:|---:|---|---|---|---|")
        for r in rows:
            print(f"| {r[0]} | {r[1]} | {r[2]} | {r[3]:+.2f} | {r[4]:+.2f} | {r[5]:+.2f} [{r[6]:+.2f}, {r[7]:+.2f}] "
                  f"| {r[8]:.1f} / {r[9]:.1f} | {r[10]:.1f} / {r[11]:.1f} | {r[12]} |")
    else:
        print(f"{'X / Y':<16}{'ruleset':<12}{'decks':>6}{'X/deal':>8}{'Y/deal':>8}  {'X - Y [95% CI]':<26}"
              f"{'X ms med/p95':>16}{'Y ms med/p95':>16}  verdict")
        for r in rows:
            print(f"{r[0]:<16}{r[1]:<12}{r[2]:>6}{r[3]:>+8.2f}{r[4]:>+8.2f}  "
                  f"{f'{r[5]:+.2f} [{r[6]:+.2f}, {r[7]:+.2f}]':<26}"
                  f"{f'{r[8]:.1f}/{r[9]:.1f}':>16}{f'{r[10]:.1f}/{r[11]:.1f}':>16}  {r[12]}")
    print(f"{args.players} players, seed {args.seed}, {args.jobs} processes, {elapsed:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
