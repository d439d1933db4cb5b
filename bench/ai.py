"""Strength and speed of the computer levels: paired one-seat matches among the same opponents.

Usage::

    python bench/ai.py                                   # the default run (see DEFAULT below)
    python bench/ai.py --levels floor,normal,hard --rulesets parlett --decks 40
    python bench/ai.py --levels normal,hard,expert,bound --rulesets japanese,parlett --decks 60 \\
        --cache /tmp/ai-bench.jsonl                      # results kept: a second run adds decks
    python bench/ai.py --timing                          # CPU and wall time per decision, 3 and 8 players
    python bench/ai.py --markdown                        # the tables for bench/README.md

**The match.** For each shuffled deck and each seat in turn, the seat is
played by the level under test and every other seat by the *field* (Normal
players by default, seeded from the deck and the seat only, so they are the
same players whatever sits in the measured seat). The dealer is always seat 0
and every seat takes its turn, so each level plays every hand of the deck,
the dealer's included. Each deck starts from the board left by one earlier
deal (played by Normal players on another seeded deck), as in a session
where unwon stakes carry forward. A level's score on a deck is the mean chips
its seat won in the deal (negative: lost), over the seats; with ``--score
equity``, plus its share (one of the players) of the chips the deal left on
the board or took from it, which later deals of a session give out (what the
search's ``board_weight`` counts; the bound aims at the deal's chips alone).

**Paired comparisons.** Levels X and Y are compared deck by deck: one sample
per deck is Y's score minus X's on the same deck, against the same
opponents. The interval is mean ± t(0.975, n - 1) · sd / √n (Student's t,
so small deck counts are not flattered). A difference is called only when
its 95% interval leaves zero.

**Fractions of the bound.** ``bound`` is a measuring stick that cheats
(``bench/bound.py``: it sees every hand and knows the others play Normal,
and it searches its own decisions on that knowledge); it is never reachable
from the game. For each level the table gives its margin over Normal as a
fraction of the bound's margin, with a 95% bootstrap interval over decks.

**Levels.** ``floor`` (``bench/floor.py``: always leads its lowest card, the
level of the only other complete digital Pope Joan), ``easy``, ``normal``,
``hard``, ``expert``, ``bound`` (``bound:equity``: the bound aiming at the
deal's chips and its share of the board, for ``--score equity``); for tuning, ``search:ITERATIONS`` and the
other spellings :func:`_player` reads.

Everything is seeded (``--seed``, default 2026): the same run gives the same
chips (searches with a time cap excepted: a cap reached on a loaded machine
cuts a search short; the default levels' caps are far above their budgets).
Times are CPU time (``time.process_time``) beside wall time, per decision
with more than one legal action, in milliseconds.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import os
import random
import statistics
import sys
import time
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from floor import LowestCardPlayer

from popejoan.ai.duplicate import carried_board, shuffled
from popejoan.ai.players import Player, make_player
from popejoan.ai.search import Budget, SearchPlayer
from popejoan.engine.ruleset import Ruleset, find_ruleset
from popejoan.engine.state import Deal

RULESETS = ("parlett", "hoyle-1847", "spanish", "cacumen", "japanese", "russian")
DEFAULT = {"levels": "floor,normal,hard,expert", "decks": 40}


# --- statistics ---------------------------------------------------------------------


def t_quantile(p: float, df: int) -> float:
    """The ``p`` quantile of Student's t with ``df`` degrees of freedom (``p`` in (0.5, 1)).

    Exact for 1 and 2 degrees of freedom; a Cornish-Fisher expansion about the
    normal quantile beyond (within 0.001 of the tables from 3 degrees of freedom on).
    """
    if df <= 0:
        return float("inf")
    if df == 1:
        return math.tan(math.pi * (p - 0.5))
    if df == 2:
        return (2 * p - 1) / math.sqrt(2 * p * (1 - p))
    z = statistics.NormalDist().inv_cdf(p)
    g1 = (z ** 3 + z) / 4
    g2 = (5 * z ** 5 + 16 * z ** 3 + 3 * z) / 96
    g3 = (3 * z ** 7 + 19 * z ** 5 + 17 * z ** 3 - 15 * z) / 384
    g4 = (79 * z ** 9 + 776 * z ** 7 + 1482 * z ** 5 - 1920 * z ** 3 - 945 * z) / 92160
    return z + g1 / df + g2 / df ** 2 + g3 / df ** 3 + g4 / df ** 4


def interval(samples: Sequence[float]) -> tuple[float, float, float]:
    """``(mean, low, high)``: the mean and its 95% t-interval (one sample: an infinite interval)."""
    mean = statistics.fmean(samples)
    if len(samples) < 2:
        return mean, -math.inf, math.inf
    half = t_quantile(0.975, len(samples) - 1) * statistics.stdev(samples) / math.sqrt(len(samples))
    return mean, mean - half, mean + half


def ratio_interval(num: Sequence[float], den: Sequence[float], seed: int = 1,
                   rounds: int = 2000) -> tuple[float, float, float]:
    """``mean(num) / mean(den)`` and a 95% percentile bootstrap interval, resampling decks in pairs."""
    n = len(num)
    ratio = statistics.fmean(num) / statistics.fmean(den)
    rng = random.Random(seed)
    values = []
    for _ in range(rounds):
        idx = [rng.randrange(n) for _ in range(n)]
        d = sum(den[i] for i in idx)
        if d > 0:
            values.append(sum(num[i] for i in idx) / d)
    values.sort()
    if not values:
        return ratio, -math.inf, math.inf
    return ratio, values[int(0.025 * len(values))], values[min(len(values) - 1, int(0.975 * len(values)))]


# --- players ------------------------------------------------------------------------


def _player(level: str, seed: int) -> Player:
    """A player of ``level``: a game level, ``floor``, ``bound``, or for tuning
    ``search:ITERATIONS[:KEY=VALUE...]``: Hard's search with that many rollouts and, by key,
    ``weight`` (board weight), ``model`` (the weight of Hoyle's advice in the model of the others),
    ``candidates``, ``others`` (random, hoyle, all or seer), ``presume`` (1), ``smart``, ``time`` (the cap, s),
    and the information-set tree (``popejoan/ai/ismcts.py``): ``tree`` (ucb or halving), ``ucb`` (the
    exploration constant, chips), ``past`` (random or seer), ``prior`` (none, hoyle or seer), ``key``
    (hand or actions); e.g. ``search:800:tree=halving:past=seer``."""
    if level == "floor":
        return LowestCardPlayer(seed)
    if level in ("bound", "bound:equity"):
        from bound import BoundPlayer

        return BoundPlayer(seed, equity=level == "bound:equity")
    if level.startswith("oracle:"):
        from oracle import OraclePlayer

        parts = level.split(":")
        kwargs = dict(part.partition("=")[::2] for part in parts[2:])
        return OraclePlayer(seed, parts[1], **kwargs)
    if level.startswith("search:"):
        parts = level.split(":")
        budget = Budget(iterations=int(parts[1]), time_limit=60.0)
        kwargs: dict[str, Any] = {}
        for part in parts[2:]:
            key, _, value = part.partition("=")
            if key == "time":
                budget = replace(budget, time_limit=float(value))
            elif key == "weight":
                kwargs["board_weight"] = float(value)
            else:
                kwargs[key] = value
        return SearchPlayer(seed, budget, **kwargs)
    player = make_player(level, seed)
    if isinstance(player, SearchPlayer):  # the bench never lets a loaded machine cut a search short
        player.budget = replace(player.budget, time_limit=max(player.budget.time_limit, 60.0))
    return player


def play_seat(
    rules: Ruleset, deck: list[int], board: dict[str, int], seat: int, player: Player,
    field: list[Player], times: list[tuple[float, float]], moved: list[int] | None = None,
) -> int:
    """One deal, dealer at seat 0: ``player`` in ``seat``, ``field[i]`` elsewhere; returns ``seat``'s chips won.

    ``times`` receives ``(cpu seconds, wall seconds)`` for each decision of
    ``seat`` with more than one legal action; ``moved``, when given, the chips
    the deal left on the board less those it found there (``--score equity``).
    """
    players = len(field)
    balances = [0] * players
    deal = Deal(rules, balances, dict(board), 0, deck)
    cheats = getattr(player, "sees_the_deal", False)
    while not deal.over:
        to_move = deal.to_move
        assert to_move is not None
        obs = deal.observation(to_move)
        if to_move == seat:
            wall, cpu = time.perf_counter(), time.process_time()
            action = player.choose_in(deal, field) if cheats else player.choose(obs)  # type: ignore[attr-defined]
            cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
            if len(obs.legal) > 1:
                times.append((cpu, wall))
        else:
            action = field[to_move].choose(obs)
        deal.apply(action)
    if moved is not None:
        moved.append(sum(deal.board.values()) - sum(board.values()))
    return balances[seat]


Task = tuple[str, tuple[tuple[str, Any], ...], int, int, int, str, str]
"""ruleset id, options, players, seed, deck number, level, field level."""


def run_task(task: Task) -> dict[str, Any]:
    """Deck ``k`` with ``level`` in each seat in turn among the field (run in a worker process)."""
    ruleset_id, options, players, seed, k, level, field_level = task
    base = find_ruleset(ruleset_id)
    rules = base.with_options({name: value for name, value in options if name in base.options})
    deck = shuffled(seed, k, "deal")
    board = carried_board(rules, players, seed, k)
    chips = []
    moved: list[int] = []
    times: list[tuple[float, float]] = []
    for seat in range(players):
        field = [_field_player(field_level, seed, k, seat, i) for i in range(players)]
        player = _player(level, seed * 7919 + k * 131 + seat)
        chips.append(play_seat(rules, deck, board, seat, player, field, times, moved))
    return {"key": _key(task), "chips": chips, "moved": moved, "times": times}


def deck_score(item: dict[str, Any], how: str, players: int) -> float:
    """A level's score on one deck, chips per deal averaged over the seats it played: ``"deal"``, the chips its
    seat won in the deal (the bench's measure, the bound's aim); ``"equity"``, those plus its share (one of
    ``players``) of the chips the deal left on the board or took from it, as the search values them: unwon
    stakes stay for later deals of the session (docs/rules.md, "What all sources share").

    Raises:
        SystemExit: ``"equity"`` asked of results kept before the board's change was recorded.
    """
    if how == "deal":
        return statistics.fmean(item["chips"])
    if "moved" not in item:
        raise SystemExit(f"{item['key']}: kept before --score equity could be read; play it again (another --cache)")
    return statistics.fmean(c + m / players for c, m in zip(item["chips"], item["moved"]))


def _field_player(level: str, seed: int, k: int, seat: int, i: int) -> Player:
    """The field's player in seat ``i`` when ``seat`` is measured: seeded by deck and seats only."""
    return make_player(level, seed * 104729 + k * 977 + seat * 31 + i)


def _key(task: Task) -> str:
    ruleset_id, options, players, seed, k, level, field_level = task
    opts = ",".join(f"{n}={v}" for n, v in options)
    return f"{ruleset_id}|{opts}|{players}|{seed}|{field_level}|{level}|{k}"


# --- timing -------------------------------------------------------------------------


def timing(levels: list[str], rulesets: list[str], seats: Sequence[int], deals: int, seed: int) -> list[tuple]:
    """CPU and wall milliseconds per decision of each level, playing every seat of ``deals`` deals.

    Run in this process alone (no pool), so that one decision has one core as
    far as the machine's other work allows.
    """
    rows = []
    for players in seats:
        for level in levels:
            times: list[tuple[float, float]] = []
            for ruleset_id in rulesets:
                rules = find_ruleset(ruleset_id).with_options()
                if not rules.players.min <= players <= rules.players.max:
                    continue
                for k in range(deals):
                    deck = shuffled(seed, k, "timing")
                    board = {name: 0 for name in rules.compartments}
                    bots = [_player(level, seed + 17 * k + i) for i in range(players)]
                    balances = [0] * players
                    deal = Deal(rules, balances, board, k % players, deck)
                    while not deal.over:
                        obs = deal.observation(deal.to_move)  # type: ignore[arg-type]
                        wall, cpu = time.perf_counter(), time.process_time()
                        action = bots[deal.to_move].choose(obs)  # type: ignore[index]
                        cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
                        if len(obs.legal) > 1:
                            times.append((cpu, wall))
                        deal.apply(action)
            cpu_ms = sorted(1000 * c for c, _ in times)
            wall_ms = sorted(1000 * w for _, w in times)
            rows.append((players, level, len(times), _q(cpu_ms, 0.5), _q(cpu_ms, 0.95),
                         cpu_ms[-1] if cpu_ms else math.nan, _q(wall_ms, 0.5), _q(wall_ms, 0.95),
                         wall_ms[-1] if wall_ms else math.nan))
    return rows


def _q(ordered: list[float], q: float) -> float:
    if not ordered:
        return math.nan
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


# --- the run ------------------------------------------------------------------------


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rulesets", default=",".join(RULESETS), help="comma-separated ruleset ids")
    parser.add_argument("--levels", default=DEFAULT["levels"], help="levels to measure, weakest first")
    parser.add_argument("--field", default="normal", help="the level of the other seats")
    parser.add_argument("--decks", type=int, default=DEFAULT["decks"], help="decks per ruleset")
    parser.add_argument("--first-deck", type=int, default=0, help="the first deck's number")
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--jobs", type=int, default=multiprocessing.cpu_count())
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                        help="a variant, for the rulesets that have it (repeatable), e.g. pope_as_stop=true")
    parser.add_argument("--cache", default=None, help="a JSON-lines file of results: kept ones are not played again")
    parser.add_argument("--score", choices=("deal", "equity"), default="deal",
                        help="deal: chips won in the deal; equity: and a share of the board's change (deck_score)")
    parser.add_argument("--markdown", action="store_true", help="print Markdown tables")
    parser.add_argument("--timing", action="store_true", help="time decisions at 3 and 8 players instead")
    parser.add_argument("--timing-deals", type=int, default=4, help="deals per ruleset for --timing")
    args = parser.parse_args(argv)
    rulesets = [r.strip() for r in args.rulesets.split(",") if r.strip()]
    levels = [lv.strip() for lv in args.levels.split(",") if lv.strip()]
    if args.timing:
        began = time.perf_counter(), time.process_time()
        rows = timing(levels, rulesets, (3, 8), args.timing_deals, args.seed)
        _print_timing(rows, args.markdown)
        print(f"{args.timing_deals} deals per ruleset; {time.perf_counter() - began[0]:.0f} s wall, "
              f"{time.process_time() - began[1]:.0f} s CPU; load {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs")
        return 0
    options = tuple(tuple(_parse_option(o)) for o in args.option)
    tasks: list[Task] = []
    for ruleset_id in rulesets:
        for k in range(args.first_deck, args.first_deck + args.decks):
            for level in levels:
                tasks.append((ruleset_id, options, args.players, args.seed, k, level, args.field))  # type: ignore[arg-type]
    done: dict[str, dict[str, Any]] = {}
    if args.cache and os.path.exists(args.cache):
        with open(args.cache, encoding="utf-8") as f:
            for line in f:
                if line.strip():
                    item = json.loads(line)
                    done[item["key"]] = item
    todo = [t for t in tasks if _key(t) not in done]
    weight = {"bound": 50, "bound:equity": 50, "expert": 10, "hard": 1}
    todo.sort(key=lambda t: -weight.get(t[5], 1 if t[5].startswith("search") else 0))
    began = time.perf_counter()
    if todo:
        sink = open(args.cache, "a", encoding="utf-8") if args.cache else None
        with multiprocessing.Pool(args.jobs) as pool:
            for result in pool.imap_unordered(run_task, todo, chunksize=1):
                done[result["key"]] = result
                if sink:
                    sink.write(json.dumps(result) + "\n")
                    sink.flush()
            pool.close()
            pool.join()
        if sink:
            sink.close()
    elapsed = time.perf_counter() - began
    _report(tasks, done, rulesets, levels, args)
    print(f"{args.players} players, field {args.field}, seed {args.seed}, decks {args.first_deck}.."
          f"{args.first_deck + args.decks - 1}, {len(todo)} of {len(tasks)} tasks played now in {elapsed:.0f} s "
          f"({args.jobs} processes, load {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs)"
          + (f", {' '.join(args.option)}" if args.option else ""))
    return 0


def _parse_option(text: str) -> tuple[str, Any]:
    name, _, value = text.partition("=")
    parsed: Any = value
    if value.lower() in ("true", "false"):
        parsed = value.lower() == "true"
    elif value.lstrip("-").isdigit():
        parsed = int(value)
    return name, parsed


def _report(tasks: list[Task], done: dict[str, dict[str, Any]], rulesets: list[str], levels: list[str],
            args: Any) -> None:
    score: dict[tuple[str, str], dict[int, float]] = {}
    cpu: dict[str, list[float]] = {}
    for task in tasks:
        item = done[_key(task)]
        ruleset_id, _, _, _, k, level, _ = task
        score.setdefault((ruleset_id, level), {})[k] = deck_score(item, args.score, args.players)
        cpu.setdefault(level, []).extend(1000 * c for c, _ in item["times"])
    rows = []
    pairs = [(levels[i], levels[i + 1]) for i in range(len(levels) - 1)]
    field = args.field
    for x in levels:
        if x != field and field in levels and (field, x) not in pairs and (x, field) not in pairs:
            pairs.append((field, x))
    for x, y in pairs:
        for ruleset_id in rulesets:
            sx, sy = score[(ruleset_id, x)], score[(ruleset_id, y)]
            decks = sorted(sx)
            diffs = [sy[k] - sx[k] for k in decks]
            mean, low, high = interval(diffs)
            verdict = f"{y} better" if low > 0 else f"{x} better" if high < 0 else "not separated"
            rows.append((f"{x} / {y}", ruleset_id, len(decks), statistics.fmean(sx.values()),
                         statistics.fmean(sy.values()), mean, low, high, verdict))
    fractions = []
    stick = next((level for level in ("bound", "bound:equity") if level in levels), None)
    if stick is not None and field in levels:
        for ruleset_id in rulesets:
            base, bound = score[(ruleset_id, field)], score[(ruleset_id, stick)]
            decks = sorted(base)
            den = [bound[k] - base[k] for k in decks]
            for level in levels:
                if level in (field, stick):
                    continue
                num = [score[(ruleset_id, level)][k] - base[k] for k in decks]
                fractions.append((level, ruleset_id, len(decks), statistics.fmean(num), statistics.fmean(den),
                                  *ratio_interval(num, den)))
    if args.markdown:
        print("| X / Y | ruleset | decks | X chips/deal | Y chips/deal | Y - X [95% t-interval] | verdict |")
        print("|---|---|---:|---:|---:|---|---|")
        for r in rows:
            print(f"| {r[0]} | {r[1]} | {r[2]} | {r[3]:+.2f} | {r[4]:+.2f} | "
                  f"{r[5]:+.2f} [{r[6]:+.2f}, {r[7]:+.2f}] | {r[8]} |")
        if fractions:
            print()
            print(f"| level | ruleset | decks | margin over {field} | bound's margin | fraction [95% bootstrap] |")
            print("|---|---|---:|---:|---:|---|")
            for f in fractions:
                print(f"| {f[0]} | {f[1]} | {f[2]} | {f[3]:+.2f} | {f[4]:+.2f} | {f[5]:.0%} [{f[6]:.0%}, {f[7]:.0%}] |")
    else:
        print(f"{'X / Y':<18}{'ruleset':<12}{'decks':>6}{'X/deal':>8}{'Y/deal':>8}  "
              f"{'Y - X [95% t-interval]':<26} verdict")
        for r in rows:
            print(f"{r[0]:<18}{r[1]:<12}{r[2]:>6}{r[3]:>+8.2f}{r[4]:>+8.2f}  "
                  f"{f'{r[5]:+.2f} [{r[6]:+.2f}, {r[7]:+.2f}]':<26} {r[8]}")
        for f in fractions:
            print(f"{f[0]:<10} {f[1]:<12} {f[2]:>4} decks: margin {f[3]:+.2f} of the bound's {f[4]:+.2f} = "
                  f"{f[5]:.0%} [{f[6]:.0%}, {f[7]:.0%}]")
    for level in levels:
        values = sorted(cpu.get(level, []))
        if values:
            print(f"{level}: CPU ms per decision (pool workers) median {_q(values, 0.5):.1f}, "
                  f"p95 {_q(values, 0.95):.1f}, max {values[-1]:.1f} over {len(values)} decisions")


def _print_timing(rows: list[tuple], markdown: bool) -> None:
    if markdown:
        print("| players | level | decisions | CPU ms median / p95 / max | wall ms median / p95 / max |")
        print("|---:|---|---:|---|---|")
        for r in rows:
            print(f"| {r[0]} | {r[1]} | {r[2]} | {r[3]:.1f} / {r[4]:.1f} / {r[5]:.1f} | "
                  f"{r[6]:.1f} / {r[7]:.1f} / {r[8]:.1f} |")
    else:
        print(f"{'players':>7} {'level':<10}{'decisions':>10}  {'CPU ms med/p95/max':<24}{'wall ms med/p95/max':<24}")
        for r in rows:
            print(f"{r[0]:>7} {r[1]:<10}{r[2]:>10}  {f'{r[3]:.1f}/{r[4]:.1f}/{r[5]:.1f}':<24}"
                  f"{f'{r[6]:.1f}/{r[7]:.1f}/{r[8]:.1f}':<24}")


if __name__ == "__main__":
    raise SystemExit(main())
