"""The small things the new-user review found (polish item 8), each checked as it was seen."""

from __future__ import annotations

import re
from pathlib import Path

import pygame
import pytest
import yaml

from popejoan.engine.errors import RulesetError, SaveError
from popejoan.engine.record import decode_save
from popejoan.engine.ruleset import SHIPPED_RULESET_DIR, find_ruleset
from popejoan.storage.paths import user_ruleset_dir
from popejoan.ui import theme
from popejoan.ui.i18n import t
from popejoan.ui.scenes import menu_art
from popejoan.ui.scenes.table import captions


def _texts(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    drawn: list[str] = []
    real = theme.blit_text

    def spy(surface, text, *args, **kwargs):
        drawn.append(text)
        return real(surface, text, *args, **kwargs)

    monkeypatch.setattr(theme, "blit_text", spy)
    return drawn


def test_the_ruleset_list_gives_each_sources_title_not_its_section_names(monkeypatch: pytest.MonkeyPatch) -> None:
    pygame.display.init()
    pygame.font.init()
    drawn = _texts(monkeypatch)
    surface = pygame.Surface((400, 100))
    rs = find_ruleset("cacumen")
    menu_art.draw_ruleset_row(surface, pygame.Rect(0, 0, 400, 90), surface.get_rect(), rs, False, False, 1.0,
                              False, False)
    joined = " | ".join(drawn)
    assert "INICIO" not in joined  # the source's section names ("INICIO, JUGADA, PUNTUACIÓN")
    assert any(text.startswith("The Spanish-language magazine") for text in drawn)


def test_the_list_heading_says_rulesets() -> None:
    assert t("rulesets") == "Rulesets"


def test_the_rules_words_say_it_as_a_player_would() -> None:
    for path in SHIPPED_RULESET_DIR.glob("*.yaml"):
        text = path.read_text(encoding="utf-8")
        assert "odd chip" not in text, path.name
        assert "A deal file names its dealer" not in text, path.name
        yaml.safe_load(text)


def test_the_damaged_save_message_has_no_brackets_inside_brackets() -> None:
    for data in (b'{"format": "popejoan-session", "version": 1, "summ', b'{"format": 1,, "x": 2}'):
        with pytest.raises(SaveError) as caught:
            decode_save(data)
        message = str(caught.value)
        assert not re.search(r"\([^)]*\(", message), message


def test_an_unknown_ruleset_lists_only_the_loadable_ones_then_the_broken_files(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    folder = tmp_path / "rulesets"
    folder.mkdir()
    (folder / "broken.yaml").write_text("id: broken\nname: [\n", encoding="utf-8")
    monkeypatch.setenv("POPEJOAN_DATA_DIR", str(tmp_path))
    with pytest.raises(RulesetError) as caught:
        find_ruleset("nosuch", user_ruleset_dir())
    message = str(caught.value)
    known = message.split("known: ", 1)[1].split(".", 1)[0]
    assert "broken" not in known and "parlett" in known
    assert "could not be loaded" in message and str(folder / "broken.yaml") in message


def test_the_pope_offer_hint_names_the_other_answer_not_the_next_best() -> None:
    words = captions.hint_reason(1.5, offer=True)
    assert "next best" not in words and "better than the other answer" in words
    assert "next best" not in captions.hint_reason(0.8, offer=False, choices=2)
    assert "next best" in captions.hint_reason(0.8, offer=False, choices=5)


def test_the_notice_slip_never_draws_a_line_below_its_foot(monkeypatch: pytest.MonkeyPatch) -> None:
    pygame.display.init()
    pygame.font.init()
    seen: list[tuple[int, int, int]] = []
    real = theme.text_lines

    def spy(surface, lines, pos, size_px, *args, **kwargs):
        seen.append((len(lines), pos[1], size_px))
        return real(surface, lines, pos, size_px, *args, **kwargs)

    monkeypatch.setattr(theme, "text_lines", spy)
    for size in ((960, 600), (800, 500), (1280, 800)):
        L = theme.Layout(size)
        surface = pygame.Surface(size)
        long = ["Your saved settings could not be read (it is not valid JSON, line 2), so the defaults are used; "
                "the old file was kept as settings.json.bad.", "2 of your rulesets could not be loaded.",
                "A saved session could not be read; Saved sessions says why."]
        menu_art.draw_notice_slip(surface, L, long, L.px(90))
        count, top, px = seen[-1]
        foot = L.rect(28, 716, 768, 58).bottom
        assert top + (count - 1) * round(px * 1.3) + px <= foot, size
