"""Where the game's own files are: the shipped rulesets, the fonts and the icons.

``rulesets/`` and ``assets/`` live at the top of the repository. They travel
with the game three ways, and this module is the one place that knows them:

* **a checkout** (``python main.py``): beside the ``popejoan`` package, in the
  repository's top folder;
* **an installed wheel** (``pip install .``, ``pipx install .``): inside the
  package, as ``popejoan/_data/rulesets`` and ``popejoan/_data/assets``
  (``pyproject.toml`` copies them there when the wheel is built);
* **a PyInstaller bundle** (``packaging/build.py``): in the bundle's own folder,
  ``sys._MEIPASS`` (``dist/PopeJoan/_internal/`` on Linux and Windows).

The first of these that holds both folders wins (a bundle first, then the
wheel's copy, then the checkout), so a checkout with an editable install still
reads its own files. The player's files (settings, their own rulesets, saved
sessions) are not here: they live in the user folders platformdirs gives
(:mod:`popejoan.ui.settings`, :mod:`popejoan.storage.saves`), the same for every way
of running the game.

This module imports nothing but the standard library: ``main.py`` may use it
before the game's packages are known to be there.
"""

from __future__ import annotations

import sys
from pathlib import Path

PACKAGE_DIR = Path(__file__).resolve().parent
"""The ``popejoan`` package's folder."""

ICON_SIZES: tuple[int, ...] = (16, 24, 32, 48, 64, 128, 256, 512)
"""The sizes (pixels, square) of the PNG icons in ``assets/icons/`` (``packaging/make_icons.py`` draws them)."""


def candidates() -> list[tuple[str, Path]]:
    """The places the game's files may be, in the order they are tried.

    Returns:
        ``(how, folder)`` pairs: ``"bundle"`` (only when running from a
        PyInstaller bundle), ``"wheel"`` and ``"checkout"``.
    """
    found: list[tuple[str, Path]] = []
    bundle = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and bundle:
        found.append(("bundle", Path(bundle)))
    found.append(("wheel", PACKAGE_DIR / "_data"))
    found.append(("checkout", PACKAGE_DIR.parent))
    return found


def _holds_the_game(folder: Path) -> bool:
    return (folder / "rulesets").is_dir() and (folder / "assets").is_dir()


def locate() -> tuple[str, Path]:
    """How the game is running and the folder holding ``rulesets/`` and ``assets/``.

    Returns:
        ``(how, folder)``: the first of :func:`candidates` that holds both
        folders. When none does (a broken installation), the checkout's folder,
        so that the paths below name where the files were expected;
        :func:`missing` then says what is gone.
    """
    places = candidates()
    for how, folder in places:
        if _holds_the_game(folder):
            return how, folder
    return places[-1]


def data_root() -> Path:
    """The folder holding ``rulesets/`` and ``assets/`` (see :func:`locate`)."""
    return locate()[1]


def rulesets_dir() -> Path:
    """The shipped rulesets' folder (``*.yaml``)."""
    return data_root() / "rulesets"


def assets_dir() -> Path:
    """The shipped art's folder (fonts, icons, their licences)."""
    return data_root() / "assets"


def fonts_dir() -> Path:
    """The shipped fonts' folder (see ``assets/README.md``)."""
    return assets_dir() / "fonts"


def sounds_dir() -> Path:
    """The shipped sounds' folder (``*.wav``, made by ``assets/sounds/synthesise.py``; see ``assets/README.md``)."""
    return assets_dir() / "sounds"


def icons_dir() -> Path:
    """The application icons' folder (``popejoan-<size>.png``, ``popejoan.ico``, ``popejoan.icns``)."""
    return assets_dir() / "icons"


def icon_png(size: int) -> Path:
    """The square PNG icon of ``size`` pixels (one of :data:`ICON_SIZES`).

    Raises:
        ValueError: a size that is not drawn.
    """
    if size not in ICON_SIZES:
        raise ValueError(f"no {size}-pixel icon; the sizes are {', '.join(map(str, ICON_SIZES))}")
    return icons_dir() / f"popejoan-{size}.png"


def missing() -> list[Path]:
    """The game's own folders that cannot be found (empty when all is well).

    Returns:
        The missing folders among ``rulesets/``, ``assets/fonts/`` and
        ``assets/icons/``, as paths where they were expected.
    """
    return [p for p in (rulesets_dir(), fonts_dir(), icons_dir()) if not p.is_dir()]
