"""Ruleset validation time against the file's size, and the cost of refusing hostile files.

Run: ``python bench/validation.py [--runs N]``. Prints, for an option of 500,
1,000, 2,000 and 5,000 values (each value patching the rules), the median
wall and CPU time (``time.process_time``) to load and validate the ruleset,
and the time per value; the time should grow linearly (issue 7, item 4: 2,000
values took 92 s when each value re-validated the whole ruleset). Then the
median time and peak traced memory to refuse each hostile file of issue 7,
item 3 (target: under 1 s and 100 MB each).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
import tracemalloc
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from popejoan.engine.dealfile import parse_deal_text
from popejoan.engine.errors import PopeJoanError
from popejoan.engine.ruleset import SHIPPED_RULESET_DIR, load_ruleset_text
from popejoan.engine.safefile import load_json_text

REPO = Path(__file__).resolve().parents[1]
PARLETT = (SHIPPED_RULESET_DIR / "parlett.yaml").read_text(encoding="utf-8")
DEAL = (REPO / "tests" / "data" / "deals" / "parlett_lowest_card_default_leads.yaml").read_text(encoding="utf-8")


def with_option(values: int) -> str:
    """parlett.yaml with an option of ``values`` values, each setting a different starting sum."""
    rows = "".join(f"      - value: {i}\n        set: {{starting_chips: {i % 9999 + 1}}}\n" for i in range(values))
    return PARLETT + "  starting_sum:\n    description: The fish each player starts with.\n    values:\n" + rows


def timed(work: Callable[[], object], runs: int) -> tuple[float, float]:
    """Median wall and CPU seconds of ``runs`` runs of ``work`` (a refusal counts as done)."""
    walls, cpus = [], []
    for _ in range(runs):
        wall, cpu = time.perf_counter(), time.process_time()
        try:
            work()
        except PopeJoanError:
            pass
        walls.append(time.perf_counter() - wall)
        cpus.append(time.process_time() - cpu)
    return statistics.median(walls), statistics.median(cpus)


def peak_mb(work: Callable[[], object]) -> float:
    """Peak traced memory of one run of ``work``, in MB."""
    tracemalloc.start()
    try:
        work()
    except PopeJoanError:
        pass
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    return peak / 1e6


def hostile() -> dict[str, Callable[[], object]]:
    """The reproductions of issue 7, item 3, as text (files add only the size check before reading)."""
    hostile_dir = REPO / "tests" / "data" / "hostile"
    bomb = (hostile_dir / "alias-bomb.yaml").read_text(encoding="utf-8")
    bomb_deal = (hostile_dir / "alias-bomb-deal.yaml").read_text(encoding="utf-8")
    loop = (hostile_dir / "recursive-alias.yaml").read_text(encoding="utf-8")
    digits = PARLETT.replace("starting_chips: 20", "starting_chips: " + "9" * 5000)
    nested = DEAL + "extra: " + "[" * 100_000 + "]" * 100_000 + "\n"
    name = PARLETT.replace("english: Pope Joan (Parlett)", "english: " + "x" * 900_000)
    many = PARLETT + "junk:\n" + "".join(f"  k{i}: v\n" for i in range(24_500))  # just under the 50,000 values
    return {
        "ruleset alias bomb": lambda: load_ruleset_text(bomb),
        "deal file alias bomb": lambda: parse_deal_text(bomb_deal),
        "recursive alias": lambda: load_ruleset_text(loop),
        "5,000-digit integer": lambda: load_ruleset_text(digits),
        "deal file nested 100,000 deep": lambda: parse_deal_text(nested),
        "900,000-character name": lambda: load_ruleset_text(name),
        "24,500 unknown keys (49,000 values)": lambda: load_ruleset_text(many),
        "settings JSON nested 100,000 deep": lambda: load_json_text("[" * 100_000 + "]" * 100_000),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    print(f"{'values':>7} {'file KB':>8} {'wall s':>8} {'CPU s':>8} {'µs/value (CPU)':>15}")
    cpus: dict[int, float] = {}
    for values in (500, 1000, 2000, 5000):
        text = with_option(values)
        wall, cpu = timed(lambda text=text: load_ruleset_text(text), args.runs)
        cpus[values] = cpu
        print(f"{values:>7,} {len(text) / 1000:>8.0f} {wall:>8.3f} {cpu:>8.3f} {cpu / values * 1e6:>15.0f}")
    print(f"2,000 values / 500 values (CPU): {cpus[2000] / cpus[500]:.1f}x (linear: 4x; quadratic: 16x)")
    print()
    print(f"{'hostile input':<38} {'wall s':>8} {'CPU s':>8} {'peak MB':>8}")
    for label, work in hostile().items():
        wall, cpu = timed(work, args.runs)
        print(f"{label:<38} {wall:>8.3f} {cpu:>8.3f} {peak_mb(work):>8.1f}")


if __name__ == "__main__":
    main()
