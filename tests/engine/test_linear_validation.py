"""Issue 7, item 4: validating a ruleset takes time linear in the file.

An option with 2,000 values took 92 s to check: each value re-validated the
whole ruleset, options included (quadratic). Now each distinct option patch
is validated once, against the rules alone (a constant-size model), so the
work is one validation per distinct patch. The tests count validations (not
time, which is in ``bench/validation.py``) and keep one generous time guard.
"""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from popejoan.engine.errors import RulesetError
from popejoan.engine.ruleset import MAX_OPTION_VALUES, MAX_OPTIONS, SHIPPED_RULESET_DIR, Ruleset, load_ruleset_text
from popejoan.engine.ruleset.patching import deep_merge

PARLETT = (SHIPPED_RULESET_DIR / "parlett.yaml").read_text(encoding="utf-8")


def with_option(values: int, patches: bool = True, name: str = "starting_sum", extra: str = "") -> str:
    """parlett.yaml with one more option of ``values`` values (value i sets starting_chips i + 1)."""
    rows = "".join(
        f"      - value: {i}\n" + (f"        set: {{starting_chips: {i % 9999 + 1}}}\n" if patches else "")
        for i in range(values)
    )
    return PARLETT + f"  {name}:\n    description: The fish each player starts with.\n    values:\n" + rows + extra


def line_of(text: str, fragment: str, nth: int = 1) -> int:
    at = -1
    for _ in range(nth):
        at = text.index(fragment, at + 1)
    return text[:at].count("\n") + 1


class CountValidations:
    """Counts ``Ruleset.model_validate`` calls and the largest input validated (in top-level keys)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.calls = 0
        self.sizes: list[int] = []
        original = Ruleset.model_validate.__func__  # type: ignore[attr-defined]

        def counting(cls, data, *args, **kwargs):
            self.calls += 1
            self.sizes.append(len(data.get("options", {})) if isinstance(data, dict) else 0)
            return original(cls, data, *args, **kwargs)

        monkeypatch.setattr(Ruleset, "model_validate", classmethod(counting))


@pytest.mark.parametrize("values", [10, 100, 2000])
def test_one_validation_per_distinct_patch_and_never_of_the_options(values, monkeypatch):
    count = CountValidations(monkeypatch)
    rules = load_ruleset_text(with_option(values))
    # the file once; then parlett's own 4 options (2 values each, 1 + 1 distinct patches each: the defaults
    # have no set) and the new option's values, each once
    assert count.calls == 1 + 4 * 2 + values
    assert count.sizes[0] == 5  # the file itself, with its options
    assert set(count.sizes[1:]) == {0}  # every patch check validates the rules alone
    assert rules.with_options({"starting_sum": values - 1}).starting_chips == values


def test_values_that_change_nothing_cost_one_check(monkeypatch):
    count = CountValidations(monkeypatch)
    load_ruleset_text(with_option(2000, patches=False))
    assert count.calls == 1 + 4 * 2 + 1


def test_two_thousand_values_validate_in_a_small_time():
    """The issue's reproduction took 92 s; the guard is generous (a loaded machine), the figure is in bench/."""
    text = with_option(2000)
    began = time.perf_counter()
    rules = load_ruleset_text(text, "many.yaml")
    elapsed = time.perf_counter() - began
    assert elapsed < 10.0, f"{elapsed:.1f} s"
    assert len(rules.options["starting_sum"].values) == 2000


def test_a_bad_patch_at_the_end_still_names_file_line_and_key():
    text = with_option(2000).replace("set: {starting_chips: 2000}", "set: {starting_chips: -1}")
    with pytest.raises(RulesetError) as info:
        load_ruleset_text(text, "many.yaml")
    err = info.value
    assert err.file == "many.yaml"
    assert err.key == "options.starting_sum.values[1999].set.starting_chips"
    assert err.line == line_of(text, "set: {starting_chips: -1}")
    assert "greater than or equal to 0" in err.problem


def test_a_value_listed_twice_at_the_end_is_found_in_linear_time():
    text = with_option(2000).replace("- value: 1999\n", "- value: 7\n")
    with pytest.raises(RulesetError) as info:
        load_ruleset_text(text, "many.yaml")
    assert info.value.key == "options.starting_sum.values"
    assert info.value.line == line_of(text, "- value: 7\n", nth=2)
    assert "value 7 is listed twice" in info.value.problem


def test_the_limits_on_options_and_values():
    with pytest.raises(RulesetError) as info:
        load_ruleset_text(with_option(MAX_OPTION_VALUES + 1, patches=False), "many.yaml")
    assert info.value.key == "options.starting_sum.values"
    assert f"at most {MAX_OPTION_VALUES} items" in info.value.problem
    many = PARLETT + "".join(
        f"  extra_{i}:\n    description: An option.\n    values:\n      - value: false\n      - value: true\n"
        for i in range(MAX_OPTIONS - 4 + 1)
    )
    with pytest.raises(RulesetError) as info:
        load_ruleset_text(many, "many.yaml")
    assert info.value.key == "options" and f"at most {MAX_OPTIONS} items" in info.value.problem


@pytest.mark.parametrize("key", ["id", "name", "options", "chosen", "language"])
def test_an_option_may_change_only_the_rules(key):
    text = PARLETT.replace("set: {pairs: {split: both}}", f"set: {{{key}: whatever}}")
    with pytest.raises(RulesetError) as info:
        load_ruleset_text(text, "p.yaml")
    assert info.value.key == "options.split_pairs.values[1].set"
    assert info.value.line == line_of(text, f"set: {{{key}: whatever}}")
    assert f"an option cannot change '{key}'" in info.value.problem


def test_an_option_name_is_a_short_word():
    text = PARLETT.replace("  split_pairs:\n", "  Split Pairs!:\n")
    with pytest.raises(RulesetError) as info:
        load_ruleset_text(text, "p.yaml")
    assert info.value.key.startswith("options") and "pattern" in info.value.problem
    assert info.value.line == line_of(text, "Split Pairs!")


def test_choosing_options_still_works_for_every_shipped_ruleset():
    """The quicker with_options gives the same rules as merging and validating the whole file did."""
    for path in sorted(Path(SHIPPED_RULESET_DIR).glob("*.yaml")):
        rules = load_ruleset_text(path.read_text(encoding="utf-8"), str(path))
        for name, option in rules.options.items():
            for item in option.values:
                chosen = rules.with_options({name: item.value})
                data = rules.model_dump(exclude={"chosen"})
                deep_merge(data, item.set)
                data["chosen"] = {**rules.default_options(), name: item.value}
                assert chosen == Ruleset.model_validate(data, strict=False)
                assert chosen.options is rules.options
