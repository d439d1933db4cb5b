"""Options that change nothing with the other choices are found from the options' patches alone."""

from __future__ import annotations

import pytest

from popejoan.engine.errors import PopeJoanError
from popejoan.engine.ruleset import find_ruleset


def test_russian_pope_stake_does_nothing_with_equal_dressing() -> None:
    """RULES.md, "Variant names": pope_stake sets the Pope's stake to 4 or 6; dressing: equal then puts 1 in
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
