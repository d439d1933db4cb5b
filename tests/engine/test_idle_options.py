"""Options that change nothing with the other choices are found from the options' patches alone."""

from __future__ import annotations

import pytest

from popejoan.engine.errors import PopeJoanError
from popejoan.engine.ruleset import find_ruleset


def test_russian_pope_stake_does_nothing_with_equal_dressing() -> None:
    """docs/rules.md, "Variant names": pope_stake sets the Pope's stake to 4 or 6; dressing: equal then puts 1 in
    every compartment, the Pope included, so the stake chosen no longer matters."""
    russian = find_ruleset("russian")
    assert russian.idle_options() == {}
    assert russian.idle_options({"pope_stake": 6}) == {}
    assert russian.idle_options({"dressing": "equal"}) == {"pope_stake": "dressing"}
    assert russian.idle_options({"dressing": "equal", "pope_stake": 6}) == {"pope_stake": "dressing"}
    assert russian.idle_options({"dressing": "equal", "pope_turned": "whole_board"}) == {"pope_stake": "dressing"}
    line = russian.with_options({"dressing": "equal", "pope_stake": 6}).describe_options()[0]
    assert line.startswith("Pope stake: 6.") and line.endswith("(no effect with Dressing: Equal)")


@pytest.mark.parametrize("rid", ["parlett", "hoyle-1847", "spanish", "cacumen", "japanese"])
def test_no_shipped_option_is_idle_at_the_defaults(rid: str) -> None:
    assert find_ruleset(rid).idle_options() == {}


def test_a_bad_choice_is_refused() -> None:
    with pytest.raises(PopeJoanError):
        find_ruleset("russian").idle_options({"dressing": "lavish"})


# --- rules already resolved: idle is worked out from the file's own rules, never from the variants applied ---


@pytest.mark.parametrize("name", ["pope_turned_ends_deal", "change_suit_after_stop", "split_pairs",
                                  "pope_holder_pays_double"])
def test_a_parlett_variant_turned_on_is_not_idle(name: str) -> None:
    """Every parlett variant changes one rule no other variant touches (rulesets/parlett.yaml: turn_up.pope,
    lead.change_suit_after, pairs.split, end.pope_holder), so with any one of them on, none is idle and the
    rules screen says "no effect" of none."""
    rules = find_ruleset("parlett").with_options({name: True})
    assert rules.idle_options() == {}
    assert not any("no effect" in line for line in rules.describe_options())


def test_every_parlett_variant_on_at_once_is_not_idle() -> None:
    rules = find_ruleset("parlett").with_options({name: True for name in find_ruleset("parlett").options})
    assert rules.idle_options() == {}


def test_russian_equal_dressing_idles_the_pope_stake_not_itself() -> None:
    """dressing: equal sets every stake to 1, the Pope's too, so pope_stake (4 or 6 on the Pope) is idle,
    caused by dressing; dressing itself matters (graded puts 4 on the Pope, 2 on Matrimony and Intrigue)."""
    rules = find_ruleset("russian").with_options({"dressing": "equal"})
    assert rules.idle_options() == {"pope_stake": "dressing"}
    lines = rules.describe_options()
    assert lines[0].endswith("(no effect with Dressing: Equal)")
    assert lines[1].startswith("Dressing: Equal.") and "no effect" not in lines[1]


def test_russian_pope_stake_six_is_not_idle() -> None:
    rules = find_ruleset("russian").with_options({"pope_stake": 6})
    assert rules.dressing.stakes["pope"] == 6
    assert rules.idle_options() == {}
    assert not any("no effect" in line for line in rules.describe_options())


def test_japanese_pope_as_stop_on_is_not_idle() -> None:
    rules = find_ruleset("japanese").with_options({"pope_as_stop": True})
    assert rules.lead.pope_as_stop is True
    assert rules.idle_options() == {}
    assert not any("no effect" in line for line in rules.describe_options())


def test_choosing_again_starts_from_the_files_rules() -> None:
    """with_options on resolved rules: an "off" value (no patch) undoes the "on" one, as from the file."""
    on = find_ruleset("parlett").with_options({"change_suit_after_stop": True})
    assert on.lead.change_suit_after == ["any"]
    off = on.with_options({"change_suit_after_stop": False})
    assert off.lead.change_suit_after == [] and off.chosen["change_suit_after_stop"] is False
    assert off.model_dump() == find_ruleset("parlett").with_options({}).model_dump()
    assert find_ruleset("russian").with_options({"dressing": "equal"}).with_options({}).dressing.stakes["pope"] == 4


def test_rules_read_back_from_a_save_find_their_files_rules_again() -> None:
    """A save keeps the resolved rules whole; read back, they are joined to the file's rules when the file
    with the same variants still gives exactly them, and then say the same as before."""
    from popejoan.engine.ruleset import Ruleset, with_file_base

    resolved = find_ruleset("russian").with_options({"dressing": "equal"})
    read_back = Ruleset.model_validate(resolved.model_dump(mode="json"), strict=False)
    assert read_back.idle_options() == {}  # without its file's rules nothing can be told idle
    joined = with_file_base(read_back)
    assert joined.model_dump() == read_back.model_dump()
    assert joined.idle_options() == {"pope_stake": "dressing"}
    edited = Ruleset.model_validate({**resolved.model_dump(mode="json"), "starting_chips": 77}, strict=False)
    assert with_file_base(edited) is edited  # the file no longer gives these rules: kept as they are
