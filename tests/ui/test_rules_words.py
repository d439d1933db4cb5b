"""The rules screen says what the engine does (issue 11, item 5), and ``--chips 0`` starts a tally (issue 16).

Every variant value of every shipped ruleset has its own description, shown on
the rules screen when that value is in force; every ``interpretations`` entry
of every shipped and example ruleset is shown on the rules screen.
"""

from __future__ import annotations

import argparse
import os
import re
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest

from popejoan.engine.ruleset import SHIPPED_RULESET_DIR, find_ruleset, load_ruleset_file
from popejoan.ui.app import App, Settings
from popejoan.ui.launch import check_numbers, setup_from_args
from popejoan.ui.scenes.rules import RulesScene

EXAMPLES = Path(__file__).resolve().parents[1] / "data" / "rulesets"
SHIPPED = sorted(p.stem for p in SHIPPED_RULESET_DIR.glob("*.yaml"))


def _squash(text: str) -> str:
    return re.sub(r"\s+", "", text)


def _screen_text(app: App, ruleset) -> str:
    app.to_menu()
    scene = app.push(RulesScene(app, ruleset))
    app.step(16)
    return _squash(" ".join(line[1] for line in scene.lines))


@pytest.mark.parametrize("rid", SHIPPED)
def test_every_variant_value_has_a_description_shown_on_the_rules_screen(app: App, rid: str) -> None:
    base = find_ruleset(rid)
    for name, option in base.options.items():
        for choice in option.values:
            assert choice.description.strip(), f"{rid}: {name} = {choice.value} has no description"
            text = _screen_text(app, base.with_options({name: choice.value}))
            assert _squash(choice.description) in text, (rid, name, choice.value)


@pytest.mark.parametrize("path", sorted(SHIPPED_RULESET_DIR.glob("*.yaml")) + sorted(EXAMPLES.glob("*.yaml")),
                         ids=lambda p: p.stem)
def test_every_interpretation_is_shown_on_the_rules_screen(app: App, path: Path) -> None:
    ruleset = load_ruleset_file(path).with_options()
    text = _screen_text(app, ruleset)
    for item in ruleset.interpretations:
        assert _squash(item) in text, item


def test_every_ruleset_says_the_first_dealer_is_drawn_by_lot() -> None:
    for rid in SHIPPED:
        assert any("drawn by lot" in item for item in find_ruleset(rid).interpretations), rid


def test_chips_zero_starts_a_tally_from_the_command_line() -> None:
    args = argparse.Namespace(ruleset="parlett", players="Ann,Ben,cpu", option=[], chips=0, deals=None, seed=1,
                              speed=None)
    check_numbers(args)  # 0 is allowed: a table that plays for a tally
    assert setup_from_args(args, Settings()).chips == 0
    with pytest.raises(Exception, match="--chips must be 0 to 10000"):
        check_numbers(argparse.Namespace(chips=-1, deals=None, speed=None))
