"""How long the coach's review takes: CPU and wall time per reviewed decision and per deal (issue 34).

Usage::

    python bench/review.py                      # 3 and 8 players, 12 deals each, Parlett
    python bench/review.py --players 3 --deals 30 --ruleset japanese

Each deal is shuffled from a seed and played by Normal players (the table's usual company); then every
seat's decisions with a choice are reviewed as the summary's "How did I play?" does
(:func:`popejoan.ai.review.review_deal`, :data:`~popejoan.ai.review.REVIEW_ROLLOUTS` rollouts a decision).
A deal's figure is the slowest seat's review (one person asks for their own); medians and the slowest are
printed, CPU time (``time.process_time``) beside wall time, as this machine is shared. The game's aim:
a whole deal's review within 2 s of CPU.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from popejoan.ai.players import make_player  # noqa: E402  (the checkout first on the path)
from popejoan.ai.review import REVIEW_ROLLOUTS, review_deal  # noqa: E402
from popejoan.engine.cards import PACK  # noqa: E402
from popejoan.engine.ruleset import find_ruleset  # noqa: E402
from popejoan.engine.state import Deal  # noqa: E402


def _played(ruleset: str, players: int, seed: int) -> tuple[Deal, tuple[int, ...]]:
    """A fresh deal from ``seed`` and the decisions Normal players took in it."""
    rules = find_ruleset(ruleset).with_options()
    deck = list(PACK)
    random.Random(seed).shuffle(deck)
    deal = Deal(rules, [20] * players, {}, 0, deck)
    normal = [make_player("normal", seed * 10 + s) for s in range(players)]
    while not deal.over:
        seat = deal.to_move
        assert seat is not None
        deal.apply(normal[seat].choose(deal.observation(seat)))
    return Deal(rules, [20] * players, {}, 0, deck), deal.actions


def run(ruleset: str, players: int, deals: int) -> None:
    """Print the review's times for ``deals`` deals of ``players`` players."""
    per_decision: list[float] = []
    per_deal_cpu: list[float] = []
    per_deal_wall: list[float] = []
    for seed in range(deals):
        slowest_cpu = slowest_wall = 0.0
        for seat in range(players):
            start, actions = _played(ruleset, players, seed)
            cpu, wall = time.process_time(), time.perf_counter()
            review = review_deal(start, actions, seat)
            cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
            slowest_cpu, slowest_wall = max(slowest_cpu, cpu), max(slowest_wall, wall)
            if review.decisions:
                per_decision.append(cpu / len(review.decisions))
        per_deal_cpu.append(slowest_cpu)
        per_deal_wall.append(slowest_wall)
    print(f"{ruleset}, {players} players, {deals} deals, {REVIEW_ROLLOUTS} rollouts a decision:")
    print(f"  per decision: median {statistics.median(per_decision) * 1000:.0f} ms CPU "
          f"(slowest {max(per_decision) * 1000:.0f} ms)")
    print(f"  per deal (the slowest seat's review): median {statistics.median(per_deal_cpu):.2f} s CPU, "
          f"{statistics.median(per_deal_wall):.2f} s wall; slowest {max(per_deal_cpu):.2f} s CPU, "
          f"{max(per_deal_wall):.2f} s wall")


def main() -> None:
    """Read the command line and run the benchmark."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--ruleset", default="parlett")
    parser.add_argument("--players", type=int, action="append", help="players at the table (default 3 and 8)")
    parser.add_argument("--deals", type=int, default=12)
    args = parser.parse_args()
    for players in args.players or [3, 8]:
        run(args.ruleset, players, args.deals)


if __name__ == "__main__":
    main()
