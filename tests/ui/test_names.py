"""A name longer than fits is cut short with "…", the same way everywhere (``theme.fit_name``)."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from harness import FakeApp  # noqa: E402
from test_table import FRAME_MS, run_until  # noqa: E402

from popejoan.engine.ruleset import find_ruleset  # noqa: E402
from popejoan.engine.session import Session  # noqa: E402
from popejoan.ui import theme  # noqa: E402
from popejoan.ui.scenes.table import TableScene, captions  # noqa: E402

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
    assert theme.measure(line1, scene.painter.pass_card_title_px, "en", bold=True)[0] <= int(460 * s) - int(48 * s)
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


@pytest.mark.parametrize("language", ["ja", "ru", "es", "en"])
@pytest.mark.parametrize("size", [(960, 600), (1000, 640), (1280, 800)])
def test_the_pass_card_names_the_person_whole_in_every_language(language: str, size: tuple[int, int]) -> None:
    """A new player's playtest: in Japanese and Russian the pass card read "…に渡してください" and «Передайте
    игроку …» at every window size (the title's long words left no room for the name, cut to "…" on all three
    lines). Now "Ben" is on each line whole, and every line fits the card."""
    from popejoan.ui import i18n

    i18n.set_language(language)
    try:
        app = FakeApp(size, speed=4.0)
        session = Session(find_ruleset("parlett"), ["Ann", "Ben", "Cora", "Dick"], seed=3)
        scene = TableScene(app, session, [None, None, "normal", "normal"], deals=1, seed=3)
        app.push(scene)
        run_until(app, scene, lambda: scene.privacy_for is not None)
        app.step(FRAME_MS)
        who = scene.view.names[scene.privacy_for]
        lines = scene.painter.pass_card_lines
        assert lines == captions.pass_to(who)
        assert all(who in line and "…" not in line for line in lines), lines
        s = scene.layout.s
        inner = int(460 * s) - int(48 * s)
        px = scene.painter.pass_card_title_px
        assert max(20, int(46 * s)) * 0.6 - 1 <= px <= max(20, int(46 * s))
        assert theme.measure(lines[0], px, theme.language_of(lines[0]), bold=True)[0] <= inner
    finally:
        i18n.set_language("en")
