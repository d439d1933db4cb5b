"""A short duplicate match in the suite: Normal beats Easy (seeded: it cannot flake)."""

from __future__ import annotations

import math
import statistics

from ai_helpers import RULESET_IDS

from popejoan.ai.duplicate import duplicate_deck
from popejoan.engine.ruleset import find_ruleset

DECKS_PER_RULESET = 30
SEED = 7


def test_normal_beats_easy_in_a_duplicate_match() -> None:
    diffs: list[float] = []
    by_ruleset: dict[str, float] = {}
    for ruleset in RULESET_IDS:
        rules = find_ruleset(ruleset).with_options()
        mine = [duplicate_deck(rules, "normal", "easy", 3, SEED, k).diff for k in range(DECKS_PER_RULESET)]
        by_ruleset[ruleset] = statistics.fmean(mine)
        diffs.extend(mine)
    mean = statistics.fmean(diffs)
    half = 1.96 * statistics.stdev(diffs) / math.sqrt(len(diffs))
    print(f"Normal - Easy: {mean:+.2f} chips per deal, 95% CI [{mean - half:+.2f}, {mean + half:+.2f}]; {by_ruleset}")
    assert mean - half > 0.5, (mean, half)
    assert sum(v > 0 for v in by_ruleset.values()) >= 5, by_ruleset
