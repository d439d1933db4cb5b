"""Fonts, text and the shell's look: gilt lettering, lacquer panels, candle-lit wood.

SDL_ttf draws a missing glyph as a blank box, so the font is picked by the
text's language (Old Standard for Latin and Cyrillic, the Noto Serif JP subset
for Japanese) and any character the chosen font lacks (the card suits ♣♦♥♠ in
Old Standard) is drawn, run by run, from the other font. Which characters a
font holds is read from its character map with fontTools, once, on the first
non-ASCII text.

Sizes are pixels. Screens lay themselves out on a 1280×800 reference and
multiply by :func:`ui_scale`, so everything scales with the window.

The rooms, each importing only those above it: :mod:`.colours`, :mod:`.layout` (the reference layout and
its scale), :mod:`.fonts` (faces, character maps, measuring), :mod:`.lettering` (a line's runs drawn, the
gilt, the cache), :mod:`.wrapping` (lines, "…", fitting sizes) and :mod:`.surfaces` (wood, panels, glows,
scroll bars). This module gives every name as ``theme.X`` and holds the three calls that put text on the
screen, :func:`render`, :func:`blit_text` and :func:`text_lines`, together: one calls the next through this
module, so a stand-in for ``theme.render`` sees every line drawn.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from popejoan.ui.theme.colours import (  # noqa: F401  (the screens read theme.OXBLOOD etc.)
    BAIZE,
    CANDLE,
    DEBT,
    GILT,
    GILT_DARK,
    GILT_LIGHT,
    GILT_TEXT,
    GILT_TEXT_DARK,
    INK,
    IVORY,
    IVORY_DIM,
    LACQUER,
    OXBLOOD,
    OXBLOOD_DARK,
    PARCHMENT,
    SHADOW,
    WOOD,
    WOOD_DARK,
    Color,
)
from popejoan.ui.theme.fonts import (  # noqa: F401
    CMAP_CACHE,
    FONT_DIR,
    JAPANESE,
    SERIF,
    SERIF_BOLD,
    SERIF_ITALIC,
    _font_at,
    _load_font,
    _measure,
    _runs,
    all_fonts,
    cmap,
    covers,
    font,
    font_file,
    language_of,
    line_language,
    measure,
    read_cmap,
    text_language,
    write_cmap_cache,
)
from popejoan.ui.theme.layout import MIN_SIZE, REFERENCE_SIZE, Layout, px, ui_scale  # noqa: F401
from popejoan.ui.theme.lettering import (  # noqa: F401
    _CACHE,
    SMALL_MARKS_PX,
    _gilt_gradient,
    _has_marks,
    _plain,
    _run_surface,
    release_fonts,
)
from popejoan.ui.theme.surfaces import (  # noqa: F401
    _glow,
    _panel_ground,
    _panel_ground_part,
    _veil,
    _vignette_small,
    dim_overlay,
    draw_glow,
    draw_panel,
    draw_rule,
    draw_scrollbar,
    lerp,
    scrollbar_thumb,
    soft_glow,
    vignette,
    wood_background,
)
from popejoan.ui.theme.wrapping import _ellipsize, _wrap, ellipsize, fit_name, fit_size, wrap  # noqa: F401


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
        blit_text(surface, line, (x, y), size_px, color, language, anchor="topleft", **style)
        y += step
    return y
