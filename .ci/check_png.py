"""CI: check that a screenshot is the real thing (a 1280x800 PNG with many colours, not a blank window).

Usage: ``python .ci/check_png.py FILE.png`` with pygame-ce installed; exit status 1 when it is not.
"""

from __future__ import annotations

import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402


def main(path: str) -> int:
    """Check ``path``; print what it holds; return the exit status."""
    with open(path, "rb") as f:
        if f.read(8) != b"\x89PNG\r\n\x1a\n":
            print(f"{path} is not a PNG", file=sys.stderr)
            return 1
    img = pygame.image.load(path)
    w, h = img.get_size()
    colours = {tuple(img.get_at((x, y)))[:3] for x in range(0, w, 23) for y in range(0, h, 17)}
    if (w, h) != (1280, 800) or len(colours) <= 60:
        print(f"{path} is not a real screen: {w}x{h}, {len(colours)} colours", file=sys.stderr)
        return 1
    print(f"{path}: {w}x{h}, {len(colours)} colours on a coarse grid")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
