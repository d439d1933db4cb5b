"""Issue 33 items 4 and 5 at the largest interface size: the glossary, the rulesets' comparison and the rules
screen with its new buttons fit at 960×600 and 1280×800 at 200 %, in every language (the 100 % cases are in
the layout sweep, tests/ui/test_everything_fits.py, ``glossary``, ``differences`` and ``rules``)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from test_everything_fits import LANGUAGES, SIZES, misfits  # noqa: E402

pytestmark = pytest.mark.layout_sweep  # a layout sweep: the default run keeps a slice (tests/conftest.py)


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("scene", ["glossary", "differences", "rules", "menu"])
def test_the_words_pages_fit_at_200_percent(scene: str, language: str, size: tuple[int, int]) -> None:
    from popejoan.ui import access

    try:
        found = misfits(scene, language, size, zoom=200)
    finally:
        access.set_choices(zoom=1.0)
    assert not found, f"{scene} in {language} at {size[0]}×{size[1]}, 200 %:\n" + "\n".join(found)
