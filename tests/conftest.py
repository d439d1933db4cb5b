"""Test set-up shared by every test: pygame runs headless, with no sound device, and saves go to a temporary folder.

Also here: the Hypothesis profiles (how many examples a property test tries) and the layout sweeps' slice
that the default run keeps (docs/contributing.md, "Test").
"""

import os

import pytest
from hypothesis import HealthCheck, settings

# How many examples each property test tries comes from a profile, never from the test: "dev", the default,
# is quick; "ci" (HYPOTHESIS_PROFILE=ci, as .ci/run sets for the full run) is thorough. Deadlines are off:
# a loaded two-core machine makes any fixed deadline flaky.
settings.register_profile("dev", max_examples=10, deadline=None,
                          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
settings.register_profile("ci", max_examples=150, deadline=None,
                          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "dev"))

SWEEP_SLICE = {"language": ("en", "ja"), "size": ((960, 600),)}
"""The slice of every layout sweep the default run keeps: each screen, in two languages (one Latin, one
Japanese), at the smallest window. A parameter the sweep does not vary by is not sliced."""


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Mark ``sweep`` (left out of the default run, pytest.ini) every case of a layout sweep outside
    :data:`SWEEP_SLICE`; a sweep module says it is one with ``pytestmark = pytest.mark.layout_sweep``."""
    for item in items:
        if item.get_closest_marker("layout_sweep") is None:
            continue
        params = getattr(getattr(item, "callspec", None), "params", {})
        if any(name in params and params[name] not in kept for name, kept in SWEEP_SLICE.items()):
            item.add_marker(pytest.mark.sweep)

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


@pytest.fixture(autouse=True)
def _saves_in_a_temporary_folder(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every session a test starts is saved (the game saves as it plays), and the settings are read and
    written as the game goes: never in the user's own folders.

    Each test gets its own data folder (``POPEJOAN_DATA_DIR``) and settings folder (``POPEJOAN_CONFIG_DIR``:
    a test started from the defaults, as on CI's clean machine, whatever the developer last played, and the
    developer's own settings are left alone); subprocesses inherit both.
    """
    monkeypatch.setenv("POPEJOAN_DATA_DIR", str(tmp_path_factory.mktemp("data")))
    monkeypatch.setenv("POPEJOAN_CONFIG_DIR", str(tmp_path_factory.mktemp("config")))


@pytest.fixture(autouse=True)
def _accessibility_choices_back_to_the_defaults():
    """The accessibility choices are the one window's (popejoan.ui.access): a test that changes them leaves
    the next one the defaults (the four-colour pack off, 100 %, full motion)."""
    yield
    import sys

    access = sys.modules.get("popejoan.ui.access")
    if access is not None:
        access.reset()


@pytest.fixture(autouse=True)
def _english_unless_a_test_says_otherwise(monkeypatch: pytest.MonkeyPatch):
    """Tests compare English words: the system's language (``auto``, the default setting) is English here,
    and a test that switches the language leaves the next one in English."""
    monkeypatch.setenv("LANGUAGE", "en")
    yield
    import sys

    i18n = sys.modules.get("popejoan.ui.i18n")
    if i18n is not None:
        i18n.set_language("en")
