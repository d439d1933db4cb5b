"""Decision regret against the bound: a low-noise measure of the computer levels' choices.

Usage::

    python bench/regret.py --rulesets japanese,parlett --positions 200 --levels normal,hard,expert

Positions are taken from games of one Normal seat among Normal players
(``bench/ai.py``'s field, the same seeded decks and boards): every decision
of the measured seat with more than one legal action. At each position the
bound (``bench/bound.py``: it sees every hand and knows the other players
exactly) values every legal action by the chips the seat ends the deal with
when it plays on as well as the bound can; a level's *regret* there is the
value of the bound's best action minus the value of the action the level
chooses from its own observation. The mean regret per decision (in chips,
with a 95% t-interval over positions) ranks the levels with far less noise
than whole matches, because the luck of the cards is the same for every
level at every position. It is a tool for tuning; the strength figures of
bench/README.md come from bench/ai.py's matches.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from ai import _field_player, _player, interval
from bound import BoundPlayer

from popejoan.ai.duplicate import carried_board, shuffled
from popejoan.engine.ruleset import find_ruleset
from popejoan.engine.state import Deal


def positions(ruleset_id: str, count: int, seed: int, players: int = 3) -> list[tuple[str, int, int, int]]:
    """``(ruleset id, deck, seat, decisions before)`` for ``count`` decisions of a Normal seat among Normal players."""
    rules = find_ruleset(ruleset_id).with_options()
    found: list[tuple[str, int, int, int]] = []
    k = 0
    while len(found) < count:
        deck = shuffled(seed, k, "deal")
        board = carried_board(rules, players, seed, k)
        for seat in range(players):
            field = [_field_player("normal", seed, k, seat, i) for i in range(players)]
            deal = Deal(rules, [0] * players, dict(board), 0, deck)
            while not deal.over:
                who = deal.to_move
                obs = deal.observation(who)  # type: ignore[arg-type]
                if who == seat and len(obs.legal) > 1:
                    found.append((ruleset_id, k, seat, len(deal.actions)))
                deal.apply(field[who].choose(obs))  # type: ignore[index]
        k += 1
    return found[:count]


def _position(item: tuple[str, int, int, int], seed: int, players: int = 3) -> tuple[Deal, list]:
    ruleset_id, k, seat, before = item
    rules = find_ruleset(ruleset_id).with_options()
    field = [_field_player("normal", seed, k, seat, i) for i in range(players)]
    deal = Deal(rules, [0] * players, carried_board(rules, players, seed, k), 0, shuffled(seed, k, "deal"))
    while len(deal.actions) < before:
        who = deal.to_move
        deal.apply(field[who].choose(deal.observation(who)))  # type: ignore[index]
    return deal, field


def judge(task: tuple[tuple[str, int, int, int], int, list[str], int]) -> dict[str, Any]:
    """The bound's values at one position and each level's regret there (run in a worker process)."""
    item, seed, levels, playouts = task
    deal, field = _position(item, seed)
    seat = deal.to_move
    assert seat is not None
    values = BoundPlayer(seed, playouts)._values(deal, seat, field, playouts)
    best = max(values.values())
    obs = deal.observation(seat)
    regret = {}
    for level in levels:
        player = _player(level, seed * 7919 + item[1] * 131 + seat)
        regret[level] = best - values[player.choose(obs)]
    return {"item": list(item), "regret": regret}


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rulesets", default="japanese,parlett")
    parser.add_argument("--levels", default="normal,hard,expert")
    parser.add_argument("--positions", type=int, default=200, help="positions per ruleset")
    parser.add_argument("--playouts", type=int, default=600, help="the bound's play-outs per position")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--jobs", type=int, default=multiprocessing.cpu_count())
    args = parser.parse_args(argv)
    levels = [lv for lv in args.levels.split(",") if lv]
    began = time.perf_counter()
    for ruleset_id in [r for r in args.rulesets.split(",") if r]:
        tasks = [(item, args.seed, levels, args.playouts) for item in positions(ruleset_id, args.positions, args.seed)]
        with multiprocessing.Pool(args.jobs) as pool:
            results = pool.map(judge, tasks, chunksize=1)
            pool.close()
            pool.join()
        for level in levels:
            mean, low, high = interval([r["regret"][level] for r in results])
            print(f"{ruleset_id:<11} {level:<44} regret {mean:.3f} [{low:.3f}, {high:.3f}] chips per decision "
                  f"({len(results)} positions)", flush=True)
        for i, a in enumerate(levels):
            for b in levels[i + 1:]:
                mean, low, high = interval([r["regret"][a] - r["regret"][b] for r in results])
                print(f"{'':<11} {a} - {b}: {mean:+.3f} [{low:+.3f}, {high:+.3f}]")
        if os.environ.get("REGRET_DUMP"):
            Path(os.environ["REGRET_DUMP"]).write_text(json.dumps(results))
    print(f"{time.perf_counter() - began:.0f} s, load {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
