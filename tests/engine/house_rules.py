"""House rules for the random simulations: every value of every rule key of issues 11 and 16.

The example files in ``tests/data/rulesets/`` (with each of their option
values), and shipped or example rulesets with one part changed, each under an
id of its own (an id that is not a shipped ruleset's tells the invariants to
read the rules from the keys, not from docs/rules.md's tables).
"""

from __future__ import annotations

import copy
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from popejoan.engine.ruleset import Ruleset, find_ruleset, load_ruleset_file

RULESETS = Path(__file__).resolve().parents[1] / "data" / "rulesets"
EXAMPLES = ("lowest-card-leads", "widow-equal-hands", "change-suit-or-pass", "unplayed-penalty", "stock-by-players",
            "parlett-ace-high", "small-board")


def example(name: str) -> Ruleset:
    """An example ruleset file of ``tests/data/rulesets/`` by id, as loaded (options at their defaults)."""
    return load_ruleset_file(RULESETS / f"{name}.yaml")


def patched(base: Ruleset, new_id: str, patch: dict[str, Any]) -> Ruleset:
    """``base`` (resolved) with ``patch`` deep-merged into its rules, under the id ``new_id``."""
    data = base.model_dump()
    data["id"] = new_id

    def merge(target: dict, changes: dict) -> None:
        for key, value in changes.items():
            if isinstance(value, dict) and isinstance(target.get(key), dict):
                merge(target[key], value)
            else:
                target[key] = copy.deepcopy(value)

    merge(data, patch)
    return Ruleset.model_validate(data, strict=False)


PATCHES: list[tuple[str, str, dict, dict[str, Any]]] = [
    # (new id, base ruleset, base options, patch)
    ("lowest-hand-change-or-pass", "lowest-card-leads", {},
     {"lead": {"change_suit_after": ["any"], "no_other_suit": "pass_lead"}}),
    ("lowest-hand-aces-low-after-dead", "lowest-card-leads", {},
     {"ace": "low", "lead": {"change_suit_after": ["dead", "played"], "no_other_suit": "free"}}),
    ("parlett-pass-after-dead-or-played", "parlett", {},
     {"lead": {"change_suit_after": ["dead", "played"], "no_other_suit": "pass_lead"}}),
    ("aces-high-pass-after-the-top", "parlett-ace-high", {},
     {"lead": {"change_suit_after": ["top", "seven_of_diamonds"], "no_other_suit": "pass_lead"}}),
    ("spanish-pass-after-king", "spanish", {}, {"lead": {"no_other_suit": "pass_lead"}}),
    ("cacumen-king-pass", "cacumen", {}, {"lead": {"change_suit_after": ["king"], "no_other_suit": "pass_lead"}}),
    ("japanese-pope-stop-and-pass", "japanese", {"pope_as_stop": True},
     {"lead": {"change_suit_after": ["any"], "no_other_suit": "pass_lead"}}),
    ("parlett-honours-refund", "parlett", {}, {"turn_up": {"honours": "refund"}, "dressing": {"payers": "everyone"}}),
    ("parlett-honours-nothing", "parlett", {}, {"turn_up": {"honours": "nothing"}}),
    ("parlett-split-intrigue", "parlett", {}, {"pairs": {"split": "intrigue"}}),
    ("parlett-split-matrimony", "parlett", {}, {"pairs": {"split": "matrimony"}}),
    ("hoyle-split-both", "hoyle-1847", {}, {"pairs": {"split": "both"}}),
    ("penalty-to-the-winner", "parlett", {},
     {"end": {"penalties": [{"cards": ["pope"], "chips": 5, "to": "winner"},
                            {"cards": ["ace", "king"], "chips": 1, "stakes": 1, "to": "winner"}]}}),
    ("penalty-to-each-player", "spanish", {},
     {"end": {"penalties": [{"cards": ["pope", "jack"], "chips": 1, "to": "each_player"}]}}),
    ("penalty-contents-to-the-dealer", "parlett", {"pope_holder_pays_double": True},
     {"end": {"penalties": [{"cards": ["pope"], "contents": 1, "to": "dealer"},
                            {"cards": ["ace", "king", "queen", "jack"], "chips": 1, "contents": 2,
                             "to": "compartment"}]}}),
    ("penalty-into-game", "russian", {},
     {"end": {"penalties": [{"cards": ["queen", "jack"], "stakes": 3, "to": "game"},
                            {"cards": ["pope"], "chips": 2, "to": "compartment"}]}}),
    ("penalty-small-board", "small-board", {},
     {"end": {"penalties": [{"cards": ["ace", "pope"], "stakes": 2, "to": "compartment"},
                            {"cards": ["king"], "chips": 2, "to": "winner"}]}}),
    ("widow-leftovers-undealt", "widow-equal-hands", {}, {"deal": {"leftovers": "undealt"}}),
    ("widow-ghost-first", "widow-equal-hands", {}, {"deal": {"dead_hand": "first", "turn_up": "dead_hand_first"}}),
    ("widow-before-dealer-last-dealt", "widow-equal-hands", {},
     {"deal": {"dead_hand": "before_dealer", "turn_up": "last_dealt"}}),
    ("equal-stock-table", "stock-by-players", {},
     {"deal": {"rounds": "equal", "reserve": {3: 1, 4: 2, 5: 3, 6: 4, 7: 5, 8: 6}}}),
    ("whole-rounds-stock-table", "stock-by-players", {},
     {"deal": {"rounds": "whole", "dead_hand": "after_dealer", "turn_up": "dead_hand_last",
               "reserve": {3: 0, 4: 1, 5: 2, 6: 3, 7: 4, 8: 5}}}),
    ("tally-from-zero", "hoyle-1847", {"players_contribute": True}, {"starting_chips": 0}),
]


def house_variants() -> Iterator[Ruleset]:
    """Every example ruleset with each option value, then every patched variant; all resolved."""
    for name in EXAMPLES:
        base = example(name)
        yield base.with_options()
        for option_name, option in base.options.items():
            for choice in option.values[1:]:
                yield base.with_options({option_name: choice.value})
    for new_id, base_name, options, patch in PATCHES:
        base = example(base_name) if base_name in EXAMPLES else find_ruleset(base_name)
        yield patched(base.with_options(options), new_id, patch)
