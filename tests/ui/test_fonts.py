"""Every string the UI can show has a glyph in the font that draws it.

SDL_ttf has no font fallback: a missing glyph is drawn blank. The UI picks the
font by language (Old Standard for en, es, ru; the Noto Serif JP subset for ja)
and draws any character that font lacks from the other one
(:func:`popejoan.ui.theme.fonts.font_runs`). These tests read the fonts' character maps
with fontTools and check every UI string, every ruleset's names, labels,
summaries, interpretations and option texts (in every language the ruleset gives them), and every card's name.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from pathlib import Path

import pygame
import pytest
from fontTools.ttLib import TTFont

from popejoan.engine.cards import PACK, SUIT_NAMES, SUIT_SYMBOLS, card_label, card_name
from popejoan.engine.ruleset import SHIPPED_RULESET_DIR, load_rulesets
from popejoan.engine.ruleset_text import TEXT_LANGUAGES, text_in, text_language
from popejoan.ui import theme
from popejoan.ui.i18n import all_ui_strings, compartment_label, level_name, option_title, option_value_label
from popejoan.ui.theme.fonts import font_runs

ROOT = Path(__file__).resolve().parents[2]
FONTS = ROOT / "assets" / "fonts"


def cmap_of(path: Path) -> set[int]:
    """The code points ``path`` maps to glyphs, read with fontTools."""
    with TTFont(str(path), lazy=True) as font:
        return set(font.getBestCmap())


def ruleset_strings() -> list[tuple[str, str]]:
    """(text, language) for everything a ruleset puts on screen."""
    rulesets, errors = load_rulesets([SHIPPED_RULESET_DIR])
    assert not errors
    out: list[tuple[str, str]] = []
    for rs in rulesets.values():
        lang = rs.language
        out.append((rs.name.native, lang))
        out.append((rs.name.english, "en"))
        out.append((rs.source.file, "en"))
        out.append((rs.source.part, "en"))
        out.append((rs.source.title, "en"))  # the ruleset list's third line
        for name in rs.compartments:
            out.append((compartment_label(rs, name), lang))
        for code in TEXT_LANGUAGES:  # the ruleset's text in every language it gives (English where it lacks one)
            fields = [rs.name.english, rs.source.title, *rs.summary, *rs.interpretations]
            for option in rs.options.values():
                fields += [option.title, option.description]
                fields += [field for choice in option.values for field in (choice.label, choice.description)]
            out += [(text_in(field, code), text_language(field, code)) for field in fields if field]
            for name, option in rs.options.items():
                out.append((option.title_in(name, code), code))
            out += [(line, code) for line in rs.describe_options(code)]
            for name, option in rs.options.items():  # the rules screen shows every variant's description in force
                for choice in option.values:
                    out += [(line, code) for line in rs.with_options({name: choice.value}).describe_options(code)]
        for name, option in rs.options.items():
            out.append((option_title(name), "en"))
            for choice in option.values:
                out.append((option_value_label(choice.value, choice.label), "en"))
    return out


def card_strings() -> list[tuple[str, str]]:
    """Card names and labels (with suit symbols), suit names."""
    out = [(card_name(c), "en") for c in PACK] + [(card_label(c), "en") for c in PACK]
    out += [(name, "en") for name in SUIT_NAMES] + [(SUIT_SYMBOLS, "en")]
    return out


LOCALE = ROOT / "popejoan" / "locale"


def catalog_strings() -> list[tuple[str, str]]:
    """(text, language) for every message of every catalog: the English ids, and each ``.po``'s every
    translation (every plural form) in its own language, as the interface draws them."""
    from babel.messages.pofile import read_po

    out: list[tuple[str, str]] = []
    for po in sorted(LOCALE.glob("*/LC_MESSAGES/popejoan.po")):
        language = po.parent.parent.name
        with po.open("rb") as handle:
            catalog = read_po(handle)
        for message in catalog:
            if not message.id:
                continue
            ids = message.id if isinstance(message.id, (tuple, list)) else (message.id,)
            out += [(text, "en") for text in ids]
            strings = message.string if isinstance(message.string, (tuple, list)) else (message.string,)
            out += [(text, language) for text in strings if text]
    return out


def test_every_catalog_is_read() -> None:
    languages = {language for _, language in catalog_strings()}
    assert {"es", "ja", "ru"} <= languages


def every_string() -> list[tuple[str, str]]:
    ui = [(s, "en") for s in all_ui_strings()] + catalog_strings()
    levels = [(level_name(level), "en") for level in ("easy", "normal", "hard", "expert")]
    return ui + levels + ruleset_strings() + card_strings()


def test_the_fonts_and_their_licences_are_shipped() -> None:
    for name in ("OldStandard-Regular.ttf", "OldStandard-Bold.ttf", "OldStandard-Italic.ttf",
                 "NotoSerifJP-Subset.otf", "OldStandard-OFL.txt", "NotoSerifCJK-OFL.txt"):
        assert (FONTS / name).is_file(), name
    assert "SIL OPEN FONT LICENSE" in (FONTS / "OldStandard-OFL.txt").read_text(encoding="utf-8")
    assert "SIL OPEN FONT LICENSE" in (FONTS / "NotoSerifCJK-OFL.txt").read_text(encoding="utf-8")
    readme = (ROOT / "assets" / "README.md").read_text(encoding="utf-8")
    for name in ("OldStandard-Regular.ttf", "NotoSerifJP-Subset.otf", "fonts-oldstandard", "fonts-noto-cjk"):
        assert name in readme
    assert (FONTS / "NotoSerifJP-Subset.otf").stat().st_size < 3_000_000


def test_every_font_loads_in_pygame() -> None:
    pygame.font.init()
    for path in theme.all_fonts():
        font = pygame.font.Font(str(path), 24)
        assert font.size("Pope Joan")[0] > 0


def test_every_string_is_covered_by_the_font_that_draws_it() -> None:
    maps = {path: cmap_of(path) for path in theme.all_fonts()}
    missing: list[str] = []
    for text, language in every_string():
        for bold, italic in ((False, False), (True, False), (False, True)):
            primary = theme.font_file(language, bold, italic)
            for run, path in font_runs(text, primary):
                table = maps[Path(path)]
                for ch in run:
                    if not ch.isspace() and ord(ch) not in table:
                        missing.append(f"{ch!r} (U+{ord(ch):04X}) in {text[:40]!r} [{language}, {Path(path).name}]")
    assert not missing, "\n".join(sorted(set(missing))[:40])


@pytest.mark.parametrize("language", ["en", "es", "ru", "ja"])
def test_native_names_and_labels_need_no_fallback(language: str) -> None:
    """A ruleset's own-language text is whole in its own font: no mixed faces in a title or a label."""
    table = cmap_of(theme.font_file(language))
    rulesets, _ = load_rulesets([SHIPPED_RULESET_DIR])
    for rs in rulesets.values():
        if rs.language != language:
            continue
        for text in [rs.name.native] + [compartment_label(rs, c) for c in rs.compartments]:
            lost = [ch for ch in text if not ch.isspace() and ord(ch) not in table]
            assert not lost, f"{rs.id}: {text!r} lacks {lost} in {theme.font_file(language).name}"


def test_japanese_subset_holds_kana_and_common_kanji() -> None:
    table = cmap_of(theme.JAPANESE)
    kana = [c for c in range(0x3041, 0x3097)] + [c for c in range(0x30A1, 0x30FB)]
    assert all(c in table for c in kana)
    common = "日本人年大一国中出上生子会者時行分見月後前間事地方手自問学気合場"
    assert all(ord(ch) in table for ch in common)
    assert sum(1 for c in table if 0x4E00 <= c <= 0x9FFF) >= 2900


def test_cyrillic_and_japanese_really_draw_ink() -> None:
    """Rendered glyphs are not blank: a word draws many more lit pixels than its spaces would."""
    pygame.display.init()
    pygame.font.init()
    for text, language in (("Папесса Иоанна", "ru"), ("ポープ・ジョーン 教皇 結婚 浮気", "ja"), ("9♦ ♣♥♠", "en"),
                           ("La papisa Juana", "es")):
        img = theme.render(text, 32, (255, 255, 255), language, shadow=False)
        lit = sum(1 for x in range(img.get_width()) for y in range(img.get_height()) if img.get_at((x, y)).a > 128)
        assert lit > 25 * len(text.replace(" ", "")), (text, lit)


def test_language_guess_and_wrapping() -> None:
    assert theme.language_of("ポープ") == "ja"
    assert theme.language_of("Иоанна") == "ru"
    assert theme.language_of("Juana") == "en"
    pygame.font.init()
    lines = theme.wrap("プレイヤーは左から順にカードを出していきます。" * 3, 18, 200, "ja")
    assert len(lines) > 2 and all(theme.measure(line, 18, "ja")[0] <= 200 + 18 for line in lines)
    assert not any(line.startswith("。") for line in lines)


def test_the_shipped_character_map_record_matches_the_fonts() -> None:
    """``assets/fonts/cmaps.json`` (read at start-up instead of the fonts) agrees with fontTools."""
    import json

    record = json.loads(theme.CMAP_CACHE.read_text(encoding="utf-8"))
    for path in theme.all_fonts():
        assert record[path.name]["size"] == path.stat().st_size, f"rerun build_japanese_subset.py for {path.name}"
        assert theme.cmap(str(path)) == frozenset(cmap_of(path))


def test_every_string_literal_in_the_ui_code_is_covered() -> None:
    """Strings written straight into the UI's code (the table's captions, ornaments) are covered too."""
    import ast

    maps = {path: cmap_of(path) for path in theme.all_fonts()}
    missing = []
    for source in sorted((ROOT / "popejoan" / "ui").rglob("*.py")):
        tree = ast.parse(source.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and not node.value.isascii():
                text = node.value
                for run, path in font_runs(text, theme.font_file(theme.language_of(text))):
                    lost = [ch for ch in run if not ch.isspace() and ord(ch) not in maps[Path(path)]]
                    if lost:
                        missing.append(f"{source.name}:{node.lineno}: {lost} in {text[:30]!r}")
    assert not missing, "\n".join(missing)


def _ink_above(marked: str, bare: str, size_px: int, language: str, italic: bool) -> tuple[int, int]:
    """The ink (summed alpha, and the darkest pixel's alpha) ``marked`` draws above the top of ``bare``: its
    accent, at ``size_px``."""
    if not pygame.display.get_init() or pygame.display.get_surface() is None:
        pygame.display.init()
        pygame.display.set_mode((8, 8))
    a = theme.render(marked, size_px, language=language, italic=italic, shadow=False)
    b = theme.render(bare, size_px, language=language, italic=italic, shadow=False)
    top = min(y for y in range(b.get_height()) for x in range(b.get_width()) if b.get_at((x, y)).a > 64)
    alphas = [a.get_at((x, y)).a for y in range(top) for x in range(a.get_width())]
    return sum(alphas), max(alphas, default=0)


@pytest.mark.parametrize("size_px", [11, 12])
@pytest.mark.parametrize("italic", [False, True])
@pytest.mark.parametrize("marked, bare", [("Ú", "U"), ("É", "E"), ("Á", "A")])
def test_a_small_capitals_accent_is_drawn_plainly(marked: str, bare: str, italic: bool, size_px: int) -> None:
    """At the captions' smallest sizes Old Standard, hinted, drew a capital's accent as one faint row: a Spanish
    reader read "Última parada" as "Ultima parada". Measured before the mend: 153 to 214 alpha in all, the
    darkest pixel 88 to 189; after it 298 to 362, the darkest 181 to 226 (theme.SMALL_MARKS_PX)."""
    total, darkest = _ink_above(marked, bare, size_px, "es", italic)
    assert total >= 270 and darkest >= 170, (total, darkest)


def test_a_small_accented_line_takes_the_room_measure_says() -> None:
    """The supersampled drawing keeps the size of the plain one: layouts that measured the line still fit it."""
    for size_px in (9, 11, 12, 13):
        for italic in (False, True):
            text = "Última parada: Él, ёлка"
            drawn = theme.render(text, size_px, language="es", italic=italic, shadow=False)
            assert drawn.get_size() == theme.measure(text, size_px, "es", italic=italic)
