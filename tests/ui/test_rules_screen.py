"""The rules screen names its source by title, and the board's numbers line up with their labels."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from harness import FakeApp  # noqa: E402

from popejoan.engine.ruleset import find_ruleset  # noqa: E402
from popejoan.ui import theme  # noqa: E402
from popejoan.ui.i18n import COMPARTMENT_ENGLISH  # noqa: E402
from popejoan.ui.scenes.rules import RulesScene  # noqa: E402

SHIPPED = ["parlett", "hoyle-1847", "spanish", "cacumen", "japanese", "russian"]


def _rules(rid: str) -> RulesScene:
    app = FakeApp((1280, 800))
    scene = RulesScene(app, find_ruleset(rid))
    app.push(scene)
    app.step(16)
    return scene


@pytest.mark.parametrize("rid", SHIPPED)
def test_the_source_is_named_by_its_title_never_its_file(rid: str) -> None:
    scene = _rules(rid)
    rs = scene.ruleset
    texts = " ".join(line[1] for line in scene.lines)
    assert rs.source.title.split()[0] in texts
    assert rs.source.file not in texts and ".txt" not in texts


@pytest.mark.parametrize("rid", ["japanese", "russian", "parlett"])
def test_each_stake_sits_on_the_baseline_of_its_label(rid: str) -> None:
    scene = _rules(rid)
    rs = scene.ruleset
    lines = [line for line in scene.lines if line[0] == "text"]
    for name in rs.board_order:
        english = COMPARTMENT_ENGLISH[name]
        label = next(line for line in lines if f"({english})" in line[1] or line[1] == english)
        kind, text, language, size, colour, bold, italic, y = label
        mark = next(line for line in lines if line[7] == y and line is not label)
        assert mark[1] == str(rs.dressing.stakes[name])
        # the same line, and the same baseline: each drawn with a face whose ascent is the same at that size
        assert mark[3] == size
        assert theme.font(size, mark[2], mark[5], mark[6]).get_ascent() == \
            theme.font(size, language, bold, italic).get_ascent(), (name, mark[2], language)
