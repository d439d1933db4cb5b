"""The worked examples of the dealing order in docs/rulesets.md (issue 16, item 3), dealt by the engine.

Each ```text block of docs/rulesets.md's "The dealing order, card by card" that
starts with ``deal: {...}`` is read: the ``deal`` keys, which recipient gets
each numbered card, the size of every hand, and where each ``turn_up`` value
turns. The engine deals the pack in pack order with those keys (4 players,
dealer seat 0) and must agree with every number.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

from popejoan.engine.cards import PACK
from popejoan.engine.events import DEAD_HAND, CardsDealt
from popejoan.engine.ruleset import find_ruleset
from popejoan.engine.state import Deal

from .house_rules import patched

RULESETS_DOC = Path(__file__).resolve().parents[2] / "docs" / "rulesets.md"


def _examples() -> list[str]:
    text = RULESETS_DOC.read_text(encoding="utf-8")
    section = text[text.index("## The dealing order, card by card"):]
    section = section[: section.index("\n## ")]
    return [block for block in re.findall(r"```text\n(.*?)```", section, re.S) if block.startswith("deal: ")]


EXAMPLES = _examples()


def _who(token: str) -> int:
    return DEAD_HAND if token == "D" else int(token)


def test_there_is_an_example_for_every_dead_hand_value() -> None:
    values = {yaml.safe_load(block.splitlines()[0][len("deal: "):])["dead_hand"] for block in EXAMPLES}
    assert values == {"after_dealer", "before_dealer", "first", "none"}
    assert len(EXAMPLES) >= 7


@pytest.mark.parametrize("block", EXAMPLES, ids=lambda b: b.splitlines()[0][len("deal: "):])
def test_the_engine_deals_as_the_readme_says(block: str) -> None:
    lines = block.strip().splitlines()
    keys = yaml.safe_load(lines[0][len("deal: "):])
    cards = [int(t) for t in lines[1].split()[1:] if t != "|"]
    to = [_who(t) for t in lines[2].split()[1:] if t != "|"]
    assert len(cards) == len(to)
    sizes = {}
    for item in lines[3][len("hands: "):].split(", "):
        who, count = item.rsplit(" ", 1)
        sizes[DEAD_HAND if who == "D" else int(who.split()[1])] = int(count)
    turn_ups = re.findall(r"(\w+) card (\d+)(?: \((seat \d|D)\))?", lines[4][len("turn-up: "):])
    assert turn_ups, lines[4]
    parlett = find_ruleset("parlett").with_options()
    for name, number, holder in turn_ups:
        rules = patched(parlett, "dealing-example", {"deal": {**keys, "turn_up": name}})
        deal = Deal(rules, [20] * 4, {}, 0, list(PACK))
        recipients = next(e for e in deal.events if isinstance(e, CardsDealt)).recipients
        for card, who in zip(cards, to):
            assert recipients[card - 1] == who, f"card {card}: {recipients[card - 1]}, docs/rulesets.md {who}"
        assert {seat: len(deal.hands[seat]) for seat in range(4)} == {s: n for s, n in sizes.items() if s >= 0}
        assert len(deal.dead_hand) == sizes.get(DEAD_HAND, 0)
        assert deal.turn_up == PACK[int(number) - 1], f"{name}: card {number}"
        if holder:
            where = DEAD_HAND if holder == "D" else int(holder.split()[1])
            assert deal.holder[deal.turn_up] == where
