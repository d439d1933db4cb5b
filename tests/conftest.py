"""Test set-up shared by every test: pygame runs headless, with no sound device, and saves go to a temporary folder."""

import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


@pytest.fixture(autouse=True)
def _saves_in_a_temporary_folder(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every session a test starts is saved (the game saves as it plays): never in the user's own folder.

    Each test gets its own data folder (``POPEJOAN_DATA_DIR``); subprocesses inherit it.
    """
    monkeypatch.setenv("POPEJOAN_DATA_DIR", str(tmp_path_factory.mktemp("data")))
