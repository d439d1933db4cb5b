"""Fonts, text and the shell's look: gilt lettering, lacquer panels, candle-lit wood.

SDL_ttf draws a missing glyph as a blank box, so the font is picked by the
text's language (Old Standard for Latin and Cyrillic, the Noto Serif JP subset
for Japanese) and any character the chosen font lacks (the card suits ♣♦♥♠ in
Old Standard) is drawn, run by run, from the other font. Which characters a
font holds is read from its character map with fontTools, once, on the first
non-ASCII text.

Sizes are pixels. Screens lay themselves out on a 1280×800 reference and
multiply by :func:`ui_scale`, so everything scales with the window.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache
from pathlib import Path
from typing import Iterable, Sequence

import pygame

from popejoan import resources
from popejoan.ui import i18n

FONT_DIR = resources.fonts_dir()
"""The shipped fonts (see ``assets/README.md``), wherever the game runs from (:mod:`popejoan.resources`)."""

SERIF = FONT_DIR / "OldStandard-Regular.ttf"
SERIF_BOLD = FONT_DIR / "OldStandard-Bold.ttf"
SERIF_ITALIC = FONT_DIR / "OldStandard-Italic.ttf"
JAPANESE = FONT_DIR / "NotoSerifJP-Subset.otf"

REFERENCE_SIZE = (1280, 800)
"""The window size (pixels) the screens are laid out for; other sizes scale from it."""
MIN_SIZE = (960, 600)
"""The smallest window (pixels) the app allows."""

Color = tuple[int, int, int]

# --- colours --------------------------------------------------------------------
# The lacquer, gilt, ivory, baize and wood the table uses (popejoan.ui.palette)
# are the shell's too; these few are the shell's own.
from popejoan.ui.cache import MB, BoundedCache, bounded_cache  # noqa: E402
from popejoan.ui.palette import (  # noqa: E402, F401  (re-exported: the screens read theme.OXBLOOD etc.)
    BAIZE, DEBT, GILT, GILT_DARK, GILT_LIGHT, IVORY, LACQUER, OXBLOOD, WOOD,
)

OXBLOOD_DARK: Color = (52, 11, 14)
from popejoan.ui.palette import GILT_TEXT, GILT_TEXT_DARK, IVORY_DIM  # noqa: E402  (text colours: 4.5:1, see TEXT_ON)
from popejoan.ui.palette import INK_BROWN as INK  # noqa: E402
PARCHMENT: Color = (236, 222, 188)
WOOD_DARK: Color = (30, 16, 9)
CANDLE: Color = (255, 196, 120)
"""Candle light, for glows."""
SHADOW: Color = (8, 3, 2)


# --- scaling --------------------------------------------------------------------


def ui_scale(size: tuple[int, int]) -> float:
    """The factor from the 1280×800 reference layout to a window of ``size`` pixels."""
    return max(0.5, min(size[0] / REFERENCE_SIZE[0], size[1] / REFERENCE_SIZE[1]))


def px(value: float, scale: float) -> int:
    """``value`` reference pixels at ``scale``, rounded, at least 1."""
    return max(1, round(value * scale))


class Layout:
    """Maps the 1280×800 reference layout onto a window, centred and scaled.

    Args:
        size: the window size in pixels.
        zoom: drawn this much larger than the window alone makes it (the player's interface size, as far
            as the screen's panel still fits: :func:`popejoan.ui.access.fit_zoom`); the reference layout
            stays centred, so a panel in its middle grows about the window's centre.

    Attributes:
        size: the window size in pixels.
        scale: reference pixels to window pixels.
        origin: window pixel of the reference layout's top-left corner.
    """

    def __init__(self, size: tuple[int, int], zoom: float = 1.0) -> None:
        self.size = size
        self.scale = ui_scale(size) * max(1.0, zoom)
        self.origin = (
            round((size[0] - REFERENCE_SIZE[0] * self.scale) / 2),
            round((size[1] - REFERENCE_SIZE[1] * self.scale) / 2),
        )

    def rect(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        """The window rect of a reference rect (all in reference pixels)."""
        s = self.scale
        return pygame.Rect(self.origin[0] + round(x * s), self.origin[1] + round(y * s), round(w * s), round(h * s))

    def point(self, x: float, y: float) -> tuple[int, int]:
        """The window pixel of a reference point."""
        return self.origin[0] + round(x * self.scale), self.origin[1] + round(y * self.scale)

    def px(self, value: float) -> int:
        """``value`` reference pixels in window pixels (at least 1)."""
        return px(value, self.scale)


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
    from fontTools.ttLib import TTFont

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


@lru_cache(maxsize=None)  # one entry per font file: four shipped
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


def release_fonts() -> None:
    """Drop every cached font and rendered line before pygame is shut down (``pygame.quit()``): a font freed
    after SDL_ttf has closed, while the interpreter finalizes, can crash the process on its way out."""
    _load_font.cache_clear()
    _CACHE.clear()
    import gc

    gc.collect()


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


_CACHE: BoundedCache[tuple, pygame.Surface] = BoundedCache("text", 8 * MB, 1000)
"""Rendered lines of text (:func:`render`), bounded by count and bytes."""


SMALL_MARKS_PX = 14
"""Below this size (pixels) a run of Old Standard with an accented letter is drawn at twice the size and scaled
down to the room it takes at its own (:func:`_run_surface`): hinted at 11 or 12 px, the face draws the accent
of a capital (and at 11 px of "ú") as one faint row or not at all, so "Última" read "Ultima" and "Él" "El"."""


@lru_cache(maxsize=2048)
def _has_marks(run: str) -> bool:
    """Whether ``run`` holds a letter with a diacritic (a precomposed one: Ú, ñ, й, ё; or a combining mark)."""
    return any(ord(ch) > 0x7F and any(unicodedata.combining(c) for c in unicodedata.normalize("NFD", ch))
               for ch in run)


def _run_surface(run: str, path: Path, size_px: int, color: Color, bold: bool, italic: bool) -> pygame.Surface:
    """One run of ``run``'s font drawn; a small run of Old Standard with accents supersampled
    (:data:`SMALL_MARKS_PX`), its size that of the plain drawing so that :func:`measure` still holds."""
    f = _font_at(path, size_px, bold, italic)
    plain = f.render(run, True, color)
    if size_px >= SMALL_MARKS_PX or path == JAPANESE or not _has_marks(run):
        return plain
    large = _font_at(path, 2 * size_px, bold, italic).render(run, True, color)  # 32-bit, alpha per pixel
    small = pygame.transform.smoothscale(large, plain.get_size())
    # scaled down, a stroke's edge pixels are half covered and the line reads paler than its hinted
    # neighbours: laid twice over itself, a coverage a becomes a + a(1 - a), as dark as the plain drawing
    out = pygame.Surface(small.get_size(), pygame.SRCALPHA)
    out.blit(small, (0, 0))
    out.blit(small, (0, 0))
    return out


def _plain(text: str, size_px: int, color: Color, language: str, bold: bool, italic: bool) -> pygame.Surface:
    primary = font_file(language, bold, italic)
    runs = _runs(text, primary)
    if len(runs) == 1:
        if not text or all(unicodedata.category(ch) in _ZERO_WIDTH for ch in text):
            text = " "  # nothing that draws: a space, not pygame's "Text has zero width"
        return _run_surface(text, runs[0][1], size_px, color, bold, italic)
    base = font(size_px, language, bold, italic)
    parts = [(_run_surface(run, path, size_px, color, bold, italic), _font_at(path, size_px, bold, italic))
             for run, path in runs]
    # every run sits on the primary font's baseline, so a line keeps the height and the place it would
    # have in one face (a taller fallback face's empty ascent is cut off above)
    ascent = base.get_ascent()
    height = max([base.get_height()] + [ascent - f.get_ascent() + surf.get_height() for surf, f in parts])
    out = pygame.Surface((sum(s.get_width() for s, _ in parts), height), pygame.SRCALPHA)
    x = 0
    for surf, f in parts:
        out.blit(surf, (x, ascent - f.get_ascent()))
        x += surf.get_width()
    return out


@lru_cache(maxsize=64)
def _gilt_gradient(height: int) -> pygame.Surface:
    """A one-pixel-wide vertical gilt gradient: light at the top, dark below the middle, warm at the foot."""
    strip = pygame.Surface((1, max(1, height)), pygame.SRCALPHA)
    # the lettering's own gilt, lighter than the board's metal: every band reads at 4.5:1 on the table's
    # baize, the menu's wood and the lacquer (popejoan.ui.palette.TEXT_ON)
    stops = [(0.0, GILT_LIGHT), (0.45, GILT_TEXT), (0.62, GILT_TEXT_DARK), (1.0, GILT_TEXT)]
    for y in range(strip.get_height()):
        t = y / max(1, strip.get_height() - 1)
        for (t0, c0), (t1, c1) in zip(stops, stops[1:]):
            if t0 <= t <= t1:
                k = (t - t0) / (t1 - t0) if t1 > t0 else 0
                strip.set_at((0, y), (*[round(a + (b - a) * k) for a, b in zip(c0, c1)], 255))
                break
    return strip


def render(
    text: str,
    size_px: int,
    color: Color = IVORY,
    language: str | None = None,
    *,
    bold: bool = False,
    italic: bool = False,
    gilt: bool = False,
    shadow: bool = True,
) -> pygame.Surface:
    """Draw one line of text (cached).

    Args:
        text: one line; characters the language's font lacks come from the other font.
        size_px: font size in pixels.
        color: the text colour (ignored when ``gilt``).
        language: picks the font (``"ja"`` → Noto Serif JP; otherwise Old Standard); default the
            interface language (the game's own words); the ruleset's words pass the ruleset's language.
        bold: bold face.
        italic: italic face (Latin and Cyrillic).
        gilt: gold-leaf lettering: a vertical gilt gradient with a dark edge.
        shadow: a soft dark drop shadow, offset down-right by about a tenth of the size.

    Returns:
        A new per-pixel-alpha surface (do not modify: it is shared through the cache).
    """
    size_px = max(6, int(size_px))
    language = text_language(language)
    key = (text, size_px, color, language, bold, italic, gilt, shadow)
    hit = _CACHE.get(key)
    if hit is not None:
        return hit
    if gilt:
        face = _plain(text, size_px, (255, 255, 255), language, bold, italic)
        grad = pygame.transform.scale(_gilt_gradient(face.get_height()), face.get_size())
        face = face.copy()
        face.blit(grad, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    else:
        face = _plain(text, size_px, color, language, bold, italic)
    if shadow:
        off = max(1, size_px // 14)
        dark = _plain(text, size_px, SHADOW, language, bold, italic)
        dark.set_alpha(170)
        out = pygame.Surface((face.get_width() + off + 1, face.get_height() + off + 1), pygame.SRCALPHA)
        out.blit(dark, (off, off))
        if gilt:
            edge = _plain(text, size_px, GILT_DARK, language, bold, italic)
            edge.set_alpha(200)
            out.blit(edge, (1, 1))
        out.blit(face, (0, 0))
        face = out
    return _CACHE.put(key, face)


def blit_text(
    surface: pygame.Surface,
    text: str,
    pos: tuple[int, int],
    size_px: int,
    color: Color = IVORY,
    language: str | None = None,
    *,
    anchor: str = "topleft",
    **style: bool,
) -> pygame.Rect:
    """Draw ``text`` on ``surface`` with its ``anchor`` (a pygame.Rect attribute name) at ``pos``
    (``language``: see :func:`render`).

    Returns:
        The rect drawn, in ``surface`` pixels.
    """
    img = render(text, size_px, color, language, **style)
    rect = img.get_rect(**{anchor: pos})
    surface.blit(img, rect)
    return rect


def wrap(text: str, size_px: int, width: int, language: str | None = None, *, bold: bool = False,
         italic: bool = False) -> list[str]:
    """Break ``text`` into lines no wider than ``width`` pixels (cached).

    Latin and Cyrillic break at spaces; Japanese (no spaces) between any two
    characters, keeping closing punctuation off the start of a line, opening brackets off its end and
    a Latin word or a number whole. ``language`` defaults to the interface language (:func:`text_language`).
    """
    return list(_wrap(text, size_px, width, text_language(language), bold, italic))


_JA_TOKEN = re.compile(r"[0-9A-Za-z\u00C0-\u024F\u0400-\u04FF'’.,:;!?%+\-\u2660-\u2667]+|[\u30A1-\u30FA\u30FC]+|.",
                       re.S)
"""A unit Japanese line breaking keeps whole: a Latin or Cyrillic word, a number, a card's label (Q♣, 10♦), a
katakana word (ディーラー, デッドハンド: never broken inside unless it is wider than the line), or one character."""
_CARD_LABEL = re.compile(r"(?:10|[2-9AJQK])[\u2660-\u2667]")
"""A card's short label at the start of a word (Q♣, 10♦, A♠): a line never breaks just before one, so that "the
Q♣", "la Q♦", "led 7♦" stay together."""
_JA_NO_START = set("、。，．）」』】〕・ーゝゞァィゥェォッャュョヮヵヶぁぃぅぇぉっゃゅょゎ？！：；…")
"""Characters a Japanese line must not start with (kinsoku)."""
_JA_NO_END = set("（「『【〔")
"""Characters a Japanese line must not end with."""


@lru_cache(maxsize=1024)
def _wrap(text: str, size_px: int, width: int, language: str, bold: bool, italic: bool) -> tuple[str, ...]:
    lines: list[str] = []
    for paragraph in text.split("\n"):
        if language == "ja" or (language_of(paragraph) == "ja" and " " not in paragraph.strip()):
            tokens: list[str] = []
            for token in _JA_TOKEN.findall(paragraph):  # a katakana word wider than the line breaks by character
                wide = len(token) > 1 and "\u30A1" <= token[0] <= "\u30FC" and measure(
                    token, size_px, language, bold, italic)[0] > width
                tokens.extend(token if wide else [token])
            setting: list[str] = []  # the tokens of the line being set
            for ch in tokens:
                shown = "".join(setting)
                if shown.strip() and measure(shown + ch, size_px, language, bold, italic)[0] > width:
                    # the break falls before ch. A closing mark may not start a line (kinsoku): rather than
                    # hang it past the edge, the token before it goes down with it (oidashi); an opening
                    # bracket may not end one, so it goes down too
                    carry = [ch]
                    if ch[0] in _JA_NO_START:
                        while len(setting) > 1 and setting[-1][0] in _JA_NO_START:
                            carry.insert(0, setting.pop())
                        if len(setting) > 1:
                            carry.insert(0, setting.pop())
                    while len(setting) > 1 and setting[-1] in _JA_NO_END:
                        carry.insert(0, setting.pop())
                    if len(setting) == 1 and carry[0][0] in _JA_NO_START:  # one token and its mark: hang it
                        setting += carry
                        continue
                    lines.append("".join(setting).rstrip())
                    setting = carry
                    setting[0] = setting[0].lstrip()
                else:
                    setting.append(ch)
            lines.append("".join(setting))
            continue
        words: list[str] = []
        for word in paragraph.split(" "):
            if words and words[-1] and _CARD_LABEL.match(word) and not _CARD_LABEL.match(words[-1].split(" ")[-1]):
                words[-1] += " " + word  # "the" and "Q♣" go to a line together; "7♦ 8♦ 9♦" may still break
            else:
                words.append(word)
        line = ""
        for word in words:
            trial = f"{line} {word}" if line else word
            if line and measure(trial, size_px, language, bold, italic)[0] > width:
                lines.append(line)
                line = word
            else:
                line = trial
        lines.append(line)
    return tuple(lines)


def ellipsize(text: str, size_px: int, width: int, language: str | None = None, **style: bool) -> str:
    """``text`` shortened with "…" to fit ``width`` pixels (cached); ``language`` defaults to the interface
    language (:func:`text_language`)."""
    return _ellipsize(text, size_px, width, text_language(language), style.get("bold", False), style.get("italic", False))


def fit_size(text: str, size_px: int, width: int, language: str | None = None, *, smallest: float = 0.8,
             **style: bool) -> int:
    """The text size at which ``text`` fits ``width`` pixels: ``size_px`` when it fits, else the largest
    smaller size that does, but never below ``smallest`` times ``size_px`` (a label too long even then is
    shortened with :func:`ellipsize` at that size).

    Args:
        text: one line.
        size_px: the size it is meant to be drawn at, pixels.
        width: the room, pixels.
        language: as :func:`render` (default: the interface language).
        smallest: the least fraction of ``size_px`` to go down to.
        style: ``bold`` / ``italic``, as drawn.

    Returns:
        A size in pixels, at most ``size_px``.
    """
    floor = max(6, round(size_px * smallest))
    size = size_px
    while size > floor and measure(text, size, language, **style)[0] > width:
        size -= 1
    return size


def fit_name(name: str, size_px: int, width: int, language: str | None = None, **style: bool) -> str:
    """A player's name as it fits ``width`` pixels: whole, or cut short with "…".

    The one way every screen shortens a name (plaques, the pass card, standings,
    the share-out, the seat fields), so a long name reads the same everywhere.

    Args:
        name: the name.
        size_px: the text size it is drawn at.
        width: the room, pixels.
        language: the language it is drawn with (default: the name's own script, :func:`language_of`).
        style: ``bold`` / ``italic``, as drawn.
    """
    return ellipsize(name, size_px, width, language or language_of(name), **style)


@lru_cache(maxsize=2048)
def _ellipsize(text: str, size_px: int, width: int, language: str, bold: bool, italic: bool) -> str:
    style = {"bold": bold, "italic": italic}
    if measure(text, size_px, language, **style)[0] <= width:
        return text
    while text and measure(text + "…", size_px, language, **style)[0] > width:
        text = text[:-1]
    return text.rstrip() + "…"


# --- painted grounds ---------------------------------------------------------------


def lerp(a: Color, b: Color, t: float) -> Color:
    """The colour ``t`` (0..1) of the way from ``a`` to ``b``."""
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b))  # type: ignore[return-value]


@bounded_cache("backgrounds", 12 * MB, 1)
def wood_background(size: tuple[int, int]) -> pygame.Surface:
    """Dark polished wood, in long planks with flowing grain, lit by a candle from above (cached per size)."""
    import math
    import random

    w, h = size
    sw, sh = max(16, w // 3), max(16, h // 3)
    grain = pygame.Surface((sw, sh))
    rng = random.Random(1851)
    planks = 5
    edges = [round(sh * i / planks) for i in range(planks + 1)]
    for i in range(planks):
        top, bottom = edges[i], edges[i + 1]
        base = lerp(WOOD_DARK, WOOD, rng.uniform(0.45, 0.75))
        grain.fill(base, (0, top, sw, bottom - top))
        phase = rng.uniform(0, math.tau)
        wave = rng.uniform(1.5, 3.5)
        for _ in range(38):
            y0 = rng.uniform(top - 2, bottom + 2)
            amp = rng.uniform(0.6, 2.2)
            freq = rng.uniform(0.6, 1.6) * math.tau / sw
            shade = rng.uniform(-1.0, 1.0)
            colour = lerp(base, WOOD_DARK, -shade * 0.7) if shade < 0 else lerp(base, (104, 62, 34), shade * 0.5)
            pts = [(x, y0 + amp * math.sin(freq * x + phase) + wave * math.sin(x * math.tau / sw * 0.5 + phase))
                   for x in range(0, sw + 8, 8)]
            pygame.draw.lines(grain, colour, False, pts, 1)
        # a few knots' worth of darker figure
        for _ in range(2):
            cx, cy = rng.uniform(0, sw), rng.uniform(top + 3, bottom - 3)
            for k in range(4, 0, -1):
                pygame.draw.ellipse(grain, lerp(base, WOOD_DARK, 0.08 * k),
                                    (cx - k * 5, cy - k * 1.2, k * 10, k * 2.4), 1)
        pygame.draw.line(grain, lerp(WOOD_DARK, (0, 0, 0), 0.4), (0, top), (sw, top))
    out = pygame.transform.smoothscale(grain, size)
    out.blit(vignette(size), (0, 0))
    return out


def vignette(size: tuple[int, int]) -> pygame.Surface:
    """Candle-warm light in the upper middle, falling to darkness at the edges (alpha overlay; only the
    cached wood uses it, so the full-size image is not kept)."""
    return pygame.transform.smoothscale(_vignette_small(), size)


@lru_cache(maxsize=1)
def _vignette_small() -> pygame.Surface:
    sw, sh = 64, 40
    small = pygame.Surface((sw, sh), pygame.SRCALPHA)
    cx, cy = sw / 2, sh * 0.38
    for y in range(sh):
        for x in range(sw):
            d = (((x - cx) / (sw * 0.62)) ** 2 + ((y - cy) / (sh * 0.75)) ** 2) ** 0.5
            if d < 0.55:
                glow = (0.55 - d) / 0.55
                small.set_at((x, y), (*CANDLE, round(46 * glow)))
            else:
                dark = min(1.0, (d - 0.55) / 0.6)
                small.set_at((x, y), (*SHADOW, round(225 * dark ** 1.4)))
    return small


@bounded_cache("glows", 4 * MB, 16)
def soft_glow(size: tuple[int, int], color: Color = CANDLE, peak: int = 60) -> pygame.Surface:
    """An elliptical glow of ``color`` fading to nothing at its edge (alpha ``peak`` at the centre)."""
    sw, sh = 48, 24
    small = pygame.Surface((sw, sh), pygame.SRCALPHA)
    for y in range(sh):
        for x in range(sw):
            d = (((x + 0.5 - sw / 2) / (sw / 2)) ** 2 + ((y + 0.5 - sh / 2) / (sh / 2)) ** 2) ** 0.5
            if d < 1:
                small.set_at((x, y), (*color, round(peak * (1 - d) ** 1.6)))
    return pygame.transform.smoothscale(small, size)


@bounded_cache("panels", 8 * MB, 12)
def _panel_ground(size: tuple[int, int], color: Color, alpha: int, gloss_y: int) -> pygame.Surface:
    """A panel's lacquer: shaded top to bottom, with a soft gloss band near the top (cached)."""
    w, h = size
    panel = pygame.Surface(size, pygame.SRCALPHA)
    top, bottom = lerp(color, (255, 230, 200), 0.07), lerp(color, (0, 0, 0), 0.35)
    steps = 24
    for i in range(steps):
        y0 = h * i // steps
        y1 = h * (i + 1) // steps
        pygame.draw.rect(panel, (*lerp(top, bottom, i / (steps - 1)), alpha), (0, y0, w, y1 - y0 + 1))
    gloss = pygame.Surface((w, max(2, h // 7)), pygame.SRCALPHA)
    gloss.fill((255, 236, 200, 14))
    panel.blit(gloss, (0, gloss_y))
    return panel


def _panel_ground_part(size: tuple[int, int], part: tuple[int, int, int, int], color: Color, alpha: int,
                       gloss_y: int) -> pygame.Surface:
    """The ``part`` (x, y, width, height within the panel) of :func:`_panel_ground`'s lacquer for a panel of
    ``size``, the same pixels, made without the whole (not cached: it changes as a page scrolls)."""
    w, h = size
    px_, py, pw, ph = part
    panel = pygame.Surface((pw, ph), pygame.SRCALPHA)
    top, bottom = lerp(color, (255, 230, 200), 0.07), lerp(color, (0, 0, 0), 0.35)
    steps = 24
    for i in range(steps):
        y0 = h * i // steps
        y1 = h * (i + 1) // steps
        if y1 + 1 < py or y0 > py + ph:
            continue
        pygame.draw.rect(panel, (*lerp(top, bottom, i / (steps - 1)), alpha), (0, y0 - py, pw, y1 - y0 + 1))
    band = max(2, h // 7)
    if gloss_y < py + ph and gloss_y + band > py:
        gloss = pygame.Surface((pw, band), pygame.SRCALPHA)
        gloss.fill((255, 236, 200, 14))
        panel.blit(gloss, (0, gloss_y - py))
    return panel


def dim_overlay(size: tuple[int, int], alpha: int) -> pygame.Surface:
    """A full-window veil of near-black at ``alpha`` (0..255), to dim the scene below.

    One veil is kept per size (its surface alpha set on each call), so a fade through many alphas
    holds one window-sized image, not one per step: blit it at once, before asking for another.
    """
    veil = _veil(size)
    veil.set_alpha(max(0, min(255, alpha)))
    return veil


@bounded_cache("overlays", 12 * MB, 1)
def _veil(size: tuple[int, int]) -> pygame.Surface:
    veil = pygame.Surface(size)
    veil.fill(SHADOW)
    return veil


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, scale: float, *, color: Color = LACQUER, alpha: int = 252) -> None:
    """A lacquered panel: a warm-gloss ground, a double gilt rule and gilt corner dots.

    Args:
        surface: where to draw.
        rect: the panel, in ``surface`` pixels.
        scale: the UI scale (line widths follow it).
        color: the lacquer colour.
        alpha: the ground's opacity, 0..255.
    """
    seen = rect.clip(surface.get_clip())
    if seen.size == rect.size:
        surface.blit(_panel_ground(rect.size, color, alpha, px(6, scale)), rect)
    elif seen.width and seen.height:  # a panel scrolled part out of sight (the menu at a larger size): the part seen
        surface.blit(_panel_ground_part(rect.size, (seen.x - rect.x, seen.y - rect.y, seen.width, seen.height),
                                        color, alpha, px(6, scale)), seen)
    outer = rect.inflate(-px(6, scale), -px(6, scale))
    inner = rect.inflate(-px(14, scale), -px(14, scale))
    pygame.draw.rect(surface, GILT_DARK, rect, max(1, px(2, scale)), border_radius=px(6, scale))
    pygame.draw.rect(surface, GILT, outer, max(1, px(2, scale)), border_radius=px(4, scale))
    pygame.draw.rect(surface, GILT_DARK, inner, 1, border_radius=px(3, scale))
    r = max(2, px(3, scale))
    for corner in (outer.topleft, outer.topright, outer.bottomleft, outer.bottomright):
        pygame.draw.circle(surface, GILT_LIGHT, corner, r)


def draw_rule(surface: pygame.Surface, left: tuple[int, int], width: int, scale: float) -> None:
    """A gilt rule with a small lozenge in the middle, ``width`` pixels long from ``left``."""
    x, y = left
    mid = x + width // 2
    d = px(5, scale)
    pygame.draw.line(surface, GILT_DARK, (x, y + 1), (x + width, y + 1))
    pygame.draw.line(surface, GILT, (x, y), (mid - d * 2, y))
    pygame.draw.line(surface, GILT, (mid + d * 2, y), (x + width, y))
    pygame.draw.polygon(surface, GILT_LIGHT, [(mid - d, y), (mid, y - d), (mid + d, y), (mid, y + d)])


def scrollbar_thumb(track: pygame.Rect, content: float, visible: float, scroll: float, scale: float) -> pygame.Rect:
    """Where a scroll bar's thumb lies in its ``track`` (window pixels).

    Args:
        track: the bar's track, window pixels.
        content: the whole list's height; ``visible``: the part of it in view; ``scroll``: how far down the
            view begins (all three in any one unit: reference or window pixels).
        scale: the layout's scale (the thumb is at least 30 reference pixels long, and never longer than the
            track).

    Returns:
        The thumb: as long as the track times the part in view, as far down it as the view is down the list.
    """
    content = max(content, visible, 1e-6)
    h = min(track.height, max(px(30, scale), round(track.height * visible / content)))
    limit = max(1e-6, content - visible)
    y = track.y + round((track.height - h) * max(0.0, min(1.0, scroll / limit)))
    return pygame.Rect(track.x, y, track.width, h)


def draw_scrollbar(surface: pygame.Surface, track: pygame.Rect, content: float, visible: float, scroll: float,
                   scale: float) -> None:
    """A gilt scroll bar in ``track`` (an oxblood groove in dark gilt, a light gilt thumb, see
    :func:`scrollbar_thumb`), when the ``content`` is taller than the ``visible`` part; nothing otherwise.

    The saved sessions, the menu's ruleset list and the deal summary's story draw theirs with it.
    """
    if content <= visible:
        return
    radius = track.width // 2
    pygame.draw.rect(surface, OXBLOOD_DARK, track, border_radius=radius)
    pygame.draw.rect(surface, GILT_DARK, track, 1, border_radius=radius)
    thumb = scrollbar_thumb(track, content, visible, scroll, scale)
    pygame.draw.rect(surface, GILT_LIGHT, thumb.inflate(-2, 0), border_radius=radius)


def draw_glow(surface: pygame.Surface, rect: pygame.Rect, scale: float, strength: int = 60) -> None:
    """A candle-warm halo around ``rect`` (hover and focus)."""
    pad = px(10, scale)
    surface.blit(_glow(rect.size, pad, strength, px(8, scale)), (rect.x - pad, rect.y - pad))


@bounded_cache("glows", 4 * MB, 64)
def _glow(size: tuple[int, int], pad: int, strength: int, radius: int) -> pygame.Surface:
    glow = pygame.Surface((size[0] + pad * 2, size[1] + pad * 2), pygame.SRCALPHA)
    for i in range(pad, 0, -2):
        a = round(strength * (1 - i / pad) ** 2)
        pygame.draw.rect(glow, (*CANDLE, a), glow.get_rect().inflate(-i * 2 + 2, -i * 2 + 2), border_radius=radius)
    return glow


def text_lines(
    surface: pygame.Surface,
    lines: Sequence[str],
    pos: tuple[int, int],
    size_px: int,
    color: Color = IVORY,
    language: str | None = None,
    *,
    line_gap: float = 1.25,
    **style: bool,
) -> int:
    """Draw ``lines`` from ``pos`` down; return the y just below the last line."""
    x, y = pos
    step = round(size_px * line_gap)
    for line in lines:
        blit_text(surface, line, (x, y), size_px, color, language, **style)
        y += step
    return y


def all_fonts() -> Iterable[Path]:
    """Every font file the UI uses."""
    return (SERIF, SERIF_BOLD, SERIF_ITALIC, JAPANESE)
