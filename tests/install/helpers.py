"""Shared by the installation tests: the repository's root, a clean environment for child processes,
a PNG check, and a copy of the game folder as a player downloads it."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def clean_env(**extra: str) -> dict[str, str]:
    """This process's environment without what would leak the checkout or pip's settings into a child.

    Drops ``PYTHONPATH``, ``PYTHONHOME``, every ``PIP_*`` and ``POPEJOAN_*`` variable and the display (the
    children run headless with SDL's dummy drivers), then adds ``extra``.
    """
    env = {k: v for k, v in os.environ.items()
           if k not in ("PYTHONPATH", "PYTHONHOME", "DISPLAY", "WAYLAND_DISPLAY", "VIRTUAL_ENV")
           and not k.startswith(("PIP_", "POPEJOAN_"))}
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    env.update(extra)
    return env


def png_ok(path: Path, size: tuple[int, int] = (1280, 800)) -> bool:
    """Whether ``path`` is a real screen: a PNG of ``size`` pixels with many distinct colours (not blank)."""
    import pygame

    if not path.is_file() or path.read_bytes()[:8] != b"\x89PNG\r\n\x1a\n":
        return False
    img = pygame.image.load(str(path))
    if img.get_size() != size:
        return False
    colours = {tuple(img.get_at((x, y)))[:3] for x in range(0, size[0], 23) for y in range(0, size[1], 17)}
    return len(colours) > 60


def game_folder(target: Path, data: bool = False) -> Path:
    """A copy of the game as downloaded: ``main.py``, ``main.pyw``, ``requirements.txt`` and the package
    (and ``rulesets/``, ``assets/`` when ``data``), without caches. Returns ``main.py``'s path."""
    target.mkdir(parents=True, exist_ok=True)
    for name in ("main.py", "main.pyw", "requirements.txt"):
        shutil.copy2(ROOT / name, target / name)
    names = ["popejoan"] + (["rulesets", "assets"] if data else [])
    for name in names:
        shutil.copytree(ROOT / name, target / name, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    return target / "main.py"
