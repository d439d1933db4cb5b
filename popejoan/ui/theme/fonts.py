"""Fonts: which face draws a text (by its language and, run by run, by what each font holds) and how much
room a text takes.

SDL_ttf draws a missing glyph as a blank box, so the font is picked by the text's language and any character
the chosen font lacks is drawn from the other font (:func:`_runs`), from the fonts' character maps
(:data:`CMAP_CACHE`, read with fontTools once). Holds :func:`font`, :func:`font_file`, :func:`measure`,
:func:`language_of`, :func:`text_language`. Drawing the text is in :mod:`.lettering` and
:func:`popejoan.ui.theme.render`; line breaking in :mod:`.wrapping`.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable
from functools import cache, lru_cache
from pathlib import Path

import pygame

from popejoan import resources
from popejoan.ui import i18n

FONT_DIR = resources.fonts_dir()
"""The shipped fonts (see ``assets/README.md``), wherever the game runs from (:mod:`popejoan.resources`)."""

SERIF = FONT_DIR / "OldStandard-Regular.ttf"
SERIF_BOLD = FONT_DIR / "OldStandard-Bold.ttf"
SERIF_ITALIC = FONT_DIR / "OldStandard-Italic.ttf"
JAPANESE = FONT_DIR / "NotoSerifJP-Subset.otf"


# --- fonts ----------------------------------------------------------------------


def language_of(text: str) -> str:
    """A guess at a text's script: ``"ja"`` when it holds kana or kanji, ``"ru"`` for Cyrillic, else ``"en"``."""
    for ch in text:
        o = ord(ch)
        if 0x3040 <= o <= 0x30FF or 0x4E00 <= o <= 0x9FFF or 0xFF00 <= o <= 0xFFEF:
            return "ja"
    for ch in text:
        if 0x0400 <= ord(ch) <= 0x04FF:
            return "ru"
    return "en"


def line_language(text: str) -> str:
    """The language to draw a short text in that stands beside the interface's own words (a name on a plaque or
    in a row of standings, a count beside it): in a Japanese interface, Japanese, so that a Latin name is drawn
    on the Japanese face's line and baseline (its letters from that face, or the serif's where it lacks one,
    :func:`_runs`) and sits level with the Japanese beside it, not higher on the serif's shorter line; in any
    other interface, the text's own script (:func:`language_of`)."""
    return "ja" if text_language() == "ja" else language_of(text)


def text_language(language: str | None = None) -> str:
    """The language text is drawn in: ``language`` when given (the ruleset's own words pass the ruleset's
    language), else the interface language (:func:`popejoan.ui.i18n.language`: the game's own words).

    Every drawing function resolves it before its cache key, so switching the interface language takes
    effect at once: Japanese → the Noto Serif JP subset as the primary font, with Japanese line breaking.
    """
    return language or i18n.language()


def font_file(language: str = "en", bold: bool = False, italic: bool = False) -> Path:
    """The font file for text in ``language`` (an ISO 639-1 code)."""
    if language == "ja":
        return JAPANESE
    if bold:
        return SERIF_BOLD
    if italic:
        return SERIF_ITALIC
    return SERIF


@lru_cache(maxsize=64)  # a window resized through many scales must not keep a font at every size (0.1-0.6 MB each)
def _load_font(path: str, size_px: int, fake_bold: bool) -> pygame.font.Font:
    if not pygame.font.get_init():
        pygame.font.init()
    f = pygame.font.Font(path, size_px)
    if fake_bold:
        f.bold = True
    return f


def font(size_px: int, language: str | None = None, bold: bool = False, italic: bool = False) -> pygame.font.Font:
    """The game's font for ``language`` at ``size_px`` pixels (cached).

    Args:
        size_px: the font's size in pixels (at least 6).
        language: ``"en"``, ``"es"``, ``"ru"`` (Old Standard) or ``"ja"`` (Noto Serif JP subset); default
            the interface language (:func:`text_language`).
        bold: the bold face (Japanese: emboldened by SDL_ttf).
        italic: the italic face (Latin and Cyrillic only).
    """
    path = font_file(text_language(language), bold, italic)
    return _load_font(str(path), max(6, int(size_px)), bold and path == JAPANESE)


CMAP_CACHE = FONT_DIR / "cmaps.json"
"""The shipped fonts' character maps as code-point ranges, so start-up need not parse the fonts
(written by :func:`write_cmap_cache`; a font whose size differs from the record is read afresh)."""


def read_cmap(path: str | Path) -> frozenset[int]:
    """The code points a font file maps to glyphs, read from the font with fontTools."""
    from fontTools.ttLib import TTFont  # no type hints: pyproject.toml's mypy override ignores the import

    with TTFont(str(path), lazy=True) as f:
        return frozenset(f.getBestCmap())


def _ranges(points: Iterable[int]) -> list[list[int]]:
    out: list[list[int]] = []
    for p in sorted(points):
        if out and p == out[-1][1] + 1:
            out[-1][1] = p
        else:
            out.append([p, p])
    return out


def write_cmap_cache() -> Path:
    """Record every shipped font's character map in :data:`CMAP_CACHE` (run after changing a font)."""
    import json

    data = {p.name: {"size": p.stat().st_size, "ranges": _ranges(read_cmap(p))} for p in all_fonts()}
    CMAP_CACHE.write_text(json.dumps(data, separators=(",", ":")), encoding="utf-8")
    return CMAP_CACHE


@lru_cache(maxsize=1)
def _cmap_records() -> dict:
    import json

    try:
        return json.loads(CMAP_CACHE.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}


@cache  # one entry per font file: four shipped
def cmap(path: str) -> frozenset[int]:
    """The code points a font file maps to glyphs (from the shipped record when it matches the file)."""
    p = Path(path)
    record = _cmap_records().get(p.name)
    try:
        if record is not None and p.parent == FONT_DIR and record.get("size") == p.stat().st_size:
            return frozenset(c for lo, hi in record["ranges"] for c in range(lo, hi + 1))
    except (OSError, TypeError, ValueError):
        pass
    try:
        return read_cmap(p)
    except ImportError:  # fontTools is a development tool; without it, no fallback between fonts
        return frozenset()


def covers(path: Path | str, text: str) -> bool:
    """True when the font at ``path`` has a glyph for every character of ``text`` (whitespace aside)."""
    if text.isascii():
        return True
    table = cmap(str(path))
    return all(ord(ch) in table or ch.isspace() for ch in text)


_ZERO_WIDTH = frozenset(("Mn", "Me", "Cf"))
"""Unicode categories drawn with no width of their own: combining accents, zero-width and format characters."""


def font_runs(text: str, primary: Path) -> tuple[tuple[str, Path], ...]:
    """``text`` split into runs, each with the font file that draws it: ``primary`` where it has the characters,
    the other font for those it lacks (SDL_ttf has no fallback of its own). Joined, the runs are ``text``."""
    return _runs(text, primary)


@lru_cache(maxsize=4096)
def _runs(text: str, primary: Path) -> tuple[tuple[str, Path], ...]:
    """Split ``text`` into runs drawn from ``primary`` or, for characters it lacks, another font."""
    if text.isascii():
        return ((text, primary),)
    others = [p for p in (SERIF, JAPANESE) if p != primary]
    runs: list[tuple[str, Path]] = []
    table = cmap(str(primary))
    for ch in text:
        if unicodedata.category(ch) in _ZERO_WIDTH and runs:
            # an accent or a zero-width character stays with the letter before it: alone, pygame
            # refuses to render it ("Text has zero width")
            runs[-1] = (runs[-1][0] + ch, runs[-1][1])
            continue
        path = primary
        if ord(ch) not in table and not ch.isspace():
            for other in others:
                if ord(ch) in cmap(str(other)):
                    path = other
                    break
        if runs and (runs[-1][1] == path or all(unicodedata.category(c) in _ZERO_WIDTH for c in runs[-1][0])):
            runs[-1] = (runs[-1][0] + ch, path)  # (zero-width characters at the start join the first letter's run)
        else:
            runs.append((ch, path))
    return tuple(runs)


def _font_at(path: Path, size_px: int, bold: bool, italic: bool) -> pygame.font.Font:
    if path == JAPANESE:
        return _load_font(str(JAPANESE), size_px, bold)
    return font(size_px, "en", bold, italic)


def measure(text: str, size_px: int, language: str | None = None, bold: bool = False,
            italic: bool = False) -> tuple[int, int]:
    """The (width, height) in pixels ``text`` takes when drawn by :func:`render` (cached); ``language``
    defaults to the interface language (:func:`text_language`)."""
    return _measure(text, size_px, text_language(language), bold, italic)


@lru_cache(maxsize=4096)
def _measure(text: str, size_px: int, language: str, bold: bool, italic: bool) -> tuple[int, int]:
    primary = font_file(language, bold, italic)
    width = 0
    height = 0
    for run, path in _runs(text, primary):
        f = _font_at(path, size_px, bold, italic)
        w, h = f.size(run)
        width += w
        height = max(height, f.get_linesize() if path == primary else h)
    if not text:
        height = font(size_px, language, bold, italic).get_linesize()
    return width, height


def all_fonts() -> Iterable[Path]:
    """Every font file the UI uses."""
    return (SERIF, SERIF_BOLD, SERIF_ITALIC, JAPANESE)
