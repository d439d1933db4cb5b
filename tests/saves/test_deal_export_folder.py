"""A deal saved from the summary into a folder that cannot take it: the reason in words, never "[Errno 17]".

The playtest's: a file where the deals folder should be, and the summary said "The deal could not be saved:
[Errno 17] File exists: '/tmp/fsuser/deals'".
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from popejoan.engine.ruleset import find_ruleset
from popejoan.engine.session import Session
from popejoan.storage.exports import DealNotSaved, save_deal_file


def _finished_deal() -> tuple[object, object]:
    rules = find_ruleset("parlett").with_options({})
    session = Session(rules, ["Ann", "Ben", "Cy"], seed=4)
    session.start_deal()
    rng = random.Random(4)
    while not session.deal.over:
        session.deal.apply(rng.choice(session.deal.legal_actions()))
    session.finish_deal()
    return session.history[-1], rules


def test_a_file_where_the_deals_folder_should_be_is_said_so(tmp_path: Path) -> None:
    record, rules = _finished_deal()
    deals = tmp_path / "deals"
    deals.write_text("a file, not a folder", encoding="utf-8")
    with pytest.raises(DealNotSaved) as info:
        save_deal_file(record, rules, ["Ann", "Ben", "Cy"], folder=deals)
    assert str(info.value) == f"a file stands where the deals folder should be ({deals})"
    assert isinstance(info.value, OSError)
    with pytest.raises(DealNotSaved) as info:  # or where a folder above it should be
        save_deal_file(record, rules, ["Ann", "Ben", "Cy"], folder=deals / "more")
    assert str(info.value) == f"a file stands where the deals folder should be ({deals})"
    assert deals.read_text(encoding="utf-8") == "a file, not a folder"


def test_a_deal_saved_twice_keeps_both(tmp_path: Path) -> None:
    record, rules = _finished_deal()
    from datetime import datetime

    when = datetime(2026, 12, 2, 14, 30)
    first = save_deal_file(record, rules, ["Ann", "Ben", "Cy"], folder=tmp_path / "deals", when=when)
    second = save_deal_file(record, rules, ["Ann", "Ben", "Cy"], folder=tmp_path / "deals", when=when)
    assert first != second and first.exists() and second.exists() and second.name.endswith("-2.yaml")
