"""Crash safety: the real game killed with SIGKILL at random moments loses at most its last action.

Runs a few cycles of ``bench/crash.py`` (the long version): each starts
``main.py`` with three computer players as a subprocess (dummy video driver,
a temporary data folder), kills it with SIGKILL at a random moment after it
has taken a decision, and checks that the one save left is valid, records at
least one decision fewer than the game had taken, and that
``main.py --continue --screenshot FILE --scene table`` exits 0 with a picture
of the resumed table without changing the save. Each cycle after the first
plays on from the save with ``main.py --continue``. Kept to about 20 seconds.
"""

from __future__ import annotations

import importlib.util
import random
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _bench():
    spec = importlib.util.spec_from_file_location("bench_crash", ROOT / "bench" / "crash.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules["bench_crash"] = module
    spec.loader.exec_module(module)
    return module


@pytest.mark.soak  # the full run only (pytest.ini)
@pytest.mark.skipif(sys.platform.startswith("win"), reason="SIGKILL is POSIX")
def test_sigkill_at_random_moments_loses_at_most_the_last_action(tmp_path: Path) -> None:
    crash = _bench()
    seed = random.randrange(1 << 20)
    report = crash.run(4, seed=seed, folder=tmp_path, wait_s=1.0, budget_s=14.0)
    assert not report.problems, f"seed {seed}: " + "; ".join(report.problems)
    assert len(report.cycles) >= 2
    for c in report.cycles:
        assert c.saved >= c.taken - 1, f"seed {seed}: a kill lost more than the last action ({c})"
    # the session grew across the kills: each cycle continued where the last was killed
    assert report.cycles[-1].saved >= report.cycles[0].saved
