"""Draw Pope Joan's application icons from the game's own art, into ``assets/icons/``.

    python packaging/make_icons.py             # every icon: the PNG set, popejoan.ico, popejoan.icns
    python packaging/make_icons.py --png-only --out DIR

The icon is the staking board (:class:`popejoan.ui.board.Board`, the
Parlett board with its gilt rim, wells, emblems and lettering) with one of
the game's pearly fish (:class:`popejoan.ui.fish.FishArt`) lying across it.
Small sizes drop what would only blur: the lettering below 256 pixels, the
emblems below 128, and the wells and spokes below 48, where the fish on the
lacquered disc is what reads. Each size is drawn large and scaled down.

Writes ``popejoan-<size>.png`` for 16, 24, 32, 48, 64, 128, 256 and 512 pixels
(Linux and the window's own icon), ``popejoan.ico`` (Windows: 16 to 256) and
``popejoan.icns`` (macOS: 16 to 512, and 1024 for 512@2x). The ``.ico`` and
``.icns`` need Pillow (``pip install -r packaging/requirements.txt``); the
PNGs need only pygame. Runs headless (SDL's dummy video driver).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from popejoan.resources import ICON_SIZES  # noqa: E402

ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
"""The sizes (pixels) in ``popejoan.ico``."""
ICNS_SIZES = (16, 32, 64, 128, 256, 512, 1024)
"""The sizes (pixels) in ``popejoan.icns`` (64 and 1024 serve as 32@2x and 512@2x)."""


def _board_class(emblems: bool) -> type:
    from popejoan.ui.board import Board

    if emblems:
        return Board

    class PlainBoard(Board):
        """The board with empty wells: at small sizes the painted cards and cameos are only noise."""

        def _emblem(self, name: str, size: int) -> pygame.Surface:
            return pygame.Surface((size, size), pygame.SRCALPHA)

    return PlainBoard


def draw_icon(size: int) -> pygame.Surface:
    """The application icon at ``size`` pixels square, on a transparent ground.

    Args:
        size: the icon's width and height in pixels (16 to 1024).

    Returns:
        A surface with per-pixel alpha.
    """
    from popejoan.engine.ruleset import find_ruleset
    from popejoan.ui.fish import FishArt

    ruleset = find_ruleset("parlett")
    big = max(2 * size, 512)  # drawn large, then scaled down
    canvas = pygame.Surface((big, big), pygame.SRCALPHA)
    if size >= 48:
        blank = {name: "" for name in ruleset.board_order}
        board = _board_class(size >= 128)(ruleset.board_order, ruleset.labels if size >= 256 else blank, "en")
        fish_length = 0.5 if size >= 128 else 0.58
    else:
        board = _board_class(True)([], {}, "en")  # the lacquered disc and its gilt rim alone
        fish_length = 0.68
    board.set_radius(int(big / 2.2))  # the board's drop shadow takes the rest
    board.fish_art = None  # no heaps, no counts: the icon's fish is drawn below
    board.draw(canvas, (big // 2 - int(big * 0.012), big // 2 - int(big * 0.018)))
    sprite, (dx, dy) = FishArt(int(big * fish_length)).sprite(24)
    canvas.blit(sprite, (int(big * 0.49) + dx, int(big * 0.49) + dy))
    return pygame.transform.smoothscale(canvas, (size, size))


def _pil(surface: pygame.Surface):  # a PIL.Image.Image
    from PIL import Image

    return Image.frombytes("RGBA", surface.get_size(), pygame.image.tobytes(surface, "RGBA"))


def main(argv: list[str] | None = None) -> int:
    """Draw the icons; returns the exit status."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "assets" / "icons", help="the folder to write to")
    parser.add_argument("--png-only", action="store_true", help="only the PNGs (no Pillow needed)")
    args = parser.parse_args(argv)
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((1, 1))
    args.out.mkdir(parents=True, exist_ok=True)
    icons = {size: draw_icon(size) for size in sorted(set(ICON_SIZES) | set(ICO_SIZES) | set(ICNS_SIZES))}
    for size in ICON_SIZES:
        pygame.image.save(icons[size], str(args.out / f"popejoan-{size}.png"))
    written = [f"popejoan-{s}.png" for s in ICON_SIZES]
    if not args.png_only:
        try:
            images = {size: _pil(icons[size]) for size in icons}
        except ImportError:
            print("Pillow is needed for popejoan.ico and popejoan.icns: pip install -r packaging/requirements.txt",
                  file=sys.stderr)
            return 1
        largest = images[max(ICO_SIZES)]
        largest.save(args.out / "popejoan.ico", format="ICO", sizes=[(s, s) for s in ICO_SIZES],
                     append_images=[images[s] for s in ICO_SIZES if s != max(ICO_SIZES)])
        biggest = images[max(ICNS_SIZES)]
        biggest.save(args.out / "popejoan.icns", format="ICNS",
                     append_images=[images[s] for s in ICNS_SIZES if s != max(ICNS_SIZES)])
        written += ["popejoan.ico", "popejoan.icns"]
    pygame.quit()
    print(f"wrote {len(written)} files in {args.out}: {', '.join(written)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
