"""Fixtures for the front end's tests: the one ``app`` (drive it with ``tests/ui/driver.py``)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from popejoan.ui.app import App
from tests.ui.driver import sized_app


@pytest.fixture
def app(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[App]:
    """A hidden 1280×800 app whose settings live in a temporary folder, animations at four times the speed.

    Parametrise it indirectly with a language (``@pytest.mark.parametrize("app", ["en"], indirect=True)``) for
    the layout sweeps' app instead (:func:`tests.ui.driver.sized_app`: 1280×800 in that language, its
    settings not saved, saving and sound off, animations at the settings' speed).
    """
    language: str | None = getattr(request, "param", None)
    if language is not None:
        a = sized_app((1280, 800), language)
    else:
        a = App((1280, 800), config=tmp_path / "settings.json", hidden=True)
        a.settings.animation_speed = 4.0
        a.running = True
    yield a
    a.scenes.clear()


@pytest.fixture
def source_words() -> Iterator[None]:
    """Each board, and each sentence's compartment, in its ruleset's source's own words (the "Boards in their
    sources' words" setting) for the test, as every board was before it was a choice; the default after."""
    from popejoan.ui import i18n

    i18n.set_source_words(True)
    yield
    i18n.set_source_words(False)
