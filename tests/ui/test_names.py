"""A name longer than fits is cut short with "…", the same way everywhere (``theme.fit_name``)."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame

sys.path.insert(0, str(Path(__file__).resolve().parent))

from harness import FakeApp  # noqa: E402
from test_table import FRAME_MS, run_until  # noqa: E402

from popejoan.engine.ruleset import find_ruleset  # noqa: E402
from popejoan.engine.session import Session  # noqa: E402
from popejoan.ui import theme  # noqa: E402
from popejoan.ui.scenes.table import TableScene  # noqa: E402

LONG = "Lady Wilhelmina Cunegonde Havisham-Smythe"  # more than a plaque or the pass card holds


def test_fit_name_keeps_a_short_name_and_cuts_a_long_one() -> None:
    pygame.font.init()
    assert theme.fit_name("Ann", 18, 200, bold=True) == "Ann"
    cut = theme.fit_name(LONG, 18, 120, bold=True)
    assert cut.endswith("…") and LONG.startswith(cut[:-1].rstrip())
    assert theme.measure(cut, 18, "en", bold=True)[0] <= 120
    assert theme.fit_name("浮気な名前の長い長いプレイヤー", 18, 80).endswith("…")


def test_plaques_and_the_pass_card_cut_a_long_name_short() -> None:
    app = FakeApp((960, 600), speed=4.0)
    session = Session(find_ruleset("parlett"), [LONG, LONG[::-1], "Cora", "Dick"], seed=3)
    scene = TableScene(app, session, [None, None, "normal", "normal"], deals=1, seed=3)
    app.push(scene)
    run_until(app, scene, lambda: scene.privacy_for is not None)
    app.step(FRAME_MS)
    line1 = scene.painter.pass_card_lines[0]
    assert line1.startswith("Pass to ") and line1.endswith("…")
    lay = scene.layout
    s = lay.s
    assert theme.measure(line1, max(20, int(46 * s)), "en", bold=True)[0] <= int(460 * s) - int(48 * s)
    # lift the pass card: the plaques are drawn, each name within its plaque
    while scene.privacy_for is not None:
        app.step(FRAME_MS, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(480, 300), button=1),
                            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(480, 300), button=1)])
        for _ in range(40):
            app.step(FRAME_MS)
    app.step(FRAME_MS)
    shown = scene.painter.names_shown
    for seat in (0, 1):
        assert shown[seat].endswith("…"), shown[seat]
        assert theme.measure(shown[seat], max(13, int(18 * s)), "en", bold=True)[0] <= lay.plaque[0] - int(20 * s)
    assert shown[2] == "Cora"
