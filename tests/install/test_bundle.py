"""The PyInstaller bundle (packaging/build.py): built once for this module, then started as a player would.

Slow (about a minute to build): it runs with the rest of the suite, and CI runs it through the README's
test command; ``-m "not slow"`` leaves it out. The bundle runs with its own user folders (HOME and the XDG
folders in a temporary folder), and the checkout's code, asked the same, names the same folders.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from popejoan import __version__
from tests.install.helpers import ROOT, clean_env, png_ok

# the bundle builds in a minute or two; a loaded machine, longer
pytestmark = [pytest.mark.slow, pytest.mark.timeout(1800)]

EXE = "PopeJoan.exe" if os.name == "nt" else "PopeJoan"


@pytest.fixture(scope="module")
def bundle(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """``dist/PopeJoan/``, built into a temporary folder."""
    pytest.importorskip("PyInstaller", reason="PyInstaller is in requirements-dev.txt")
    base = tmp_path_factory.mktemp("bundle")
    result = subprocess.run([sys.executable, str(ROOT / "packaging" / "build.py"), "--dist", str(base / "dist"),
                             "--work", str(base / "work")], capture_output=True, text=True, env=clean_env(),
                            timeout=900)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    assert "built " in result.stdout
    return base / "dist" / "PopeJoan"


@pytest.fixture()
def home(tmp_path: Path) -> dict[str, str]:
    """An environment whose user folders (settings, rulesets, saves) are in ``tmp_path``."""
    h = tmp_path / "home"
    return clean_env(HOME=str(h), USERPROFILE=str(h), XDG_DATA_HOME=str(h / ".local" / "share"),
                     XDG_CONFIG_HOME=str(h / ".config"), LOCALAPPDATA=str(h / "AppData" / "Local"),
                     APPDATA=str(h / "AppData" / "Roaming"))


def _play(bundle: Path, env: dict[str, str], *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([str(bundle / EXE), *args], capture_output=True, text=True, env=env, timeout=180,
                          cwd=str(bundle.parent))


def test_the_bundle_holds_the_game_its_files_and_licences(bundle: Path) -> None:
    internal = bundle / "_internal"
    assert sorted(p.name for p in (internal / "rulesets").glob("*.yaml")) == sorted(
        p.name for p in (ROOT / "rulesets").glob("*.yaml"))
    for name in ("OldStandard-Regular.ttf", "NotoSerifJP-Subset.otf", "cmaps.json", "OldStandard-OFL.txt"):
        assert (internal / "assets" / "fonts" / name).is_file()
    assert (internal / "assets" / "icons" / "popejoan-128.png").is_file()
    for language in ("es", "ja", "ru"):
        assert (internal / "popejoan" / "locale" / language / "LC_MESSAGES" / "popejoan.mo").is_file()
        assert (internal / "babel" / "locale-data" / f"{language}.dat").is_file()  # numbers, dates, plurals
    assert (internal / "babel" / "global.dat").is_file()
    assert len(list((internal / "assets" / "sounds").glob("*.wav"))) == 17
    licences = {p.name for p in (bundle / "licences").iterdir()}
    assert {"README.txt", "pygame-ce-LGPL-2.1.txt", "OldStandard-OFL.txt", "NotoSerifCJK-OFL.txt",
            "pydantic-LICENSE.txt", "PyYAML-LICENSE.txt", "platformdirs-LICENSE.txt", "PopeJoan-LICENSE.txt",
            "THIRD_PARTY_NOTICES.md"} <= licences
    listing = (bundle / "licences" / "README.txt").read_text(encoding="utf-8")
    assert "pygame-ce" in listing and "GNU LGPL 2.1" in listing and "PyInstaller" in listing
    assert f"double-click {EXE if os.name == 'nt' else 'PopeJoan'}" in (bundle / "README.txt").read_text(
        encoding="utf-8")
    assert not (internal / "tkinter").exists() and not (internal / "fontTools").exists()  # left out on purpose


def test_the_bundle_draws_real_screens(bundle: Path, home: dict[str, str], tmp_path: Path) -> None:
    result = _play(bundle, home, "--version")
    assert (result.returncode, result.stdout.strip()) == (0, f"Pope Joan {__version__}")
    for scene, extra in (("menu", []), ("table", ["--ruleset", "japanese", "--players", "Ann,cpu,cpu:hard"]),
                         ("sessions", ["--language", "ru"]), ("menu", ["--language", "ja"])):
        out = tmp_path / f"{scene}-{len(extra)}.png"
        result = _play(bundle, home, "--screenshot", str(out), "--scene", scene, *extra)
        assert result.returncode == 0, result.stderr
        assert png_ok(out), scene


def test_the_bundle_uses_the_same_user_folders_as_the_installed_game(bundle: Path, home: dict[str, str],
                                                                      tmp_path: Path) -> None:
    ask = ("from popejoan.storage.paths import user_ruleset_dir\nfrom popejoan.ui.settings import settings_path\n"
           "from popejoan.storage.saves import default_save_dir\n"
           "print(user_ruleset_dir(), settings_path(), default_save_dir(), sep='\\n')")
    result = subprocess.run([sys.executable, "-c", ask], capture_output=True, text=True, env=home, cwd=str(ROOT),
                            timeout=60)
    rulesets, settings, saves = (Path(line) for line in result.stdout.splitlines())
    assert rulesets.is_relative_to(tmp_path) and settings.is_relative_to(tmp_path) and saves.is_relative_to(tmp_path)
    # the player's own ruleset, in the folder the checkout names, is found by the bundle
    rulesets.mkdir(parents=True)
    text = (ROOT / "rulesets" / "parlett.yaml").read_text(encoding="utf-8").replace("id: parlett", "id: house", 1)
    (rulesets / "house.yaml").write_text(text, encoding="utf-8")
    out = tmp_path / "house.png"
    result = _play(bundle, home, "--screenshot", str(out), "--ruleset", "house", "--players", "Ann,cpu,cpu")
    assert result.returncode == 0 and png_ok(out), result.stderr
    # the settings the checkout names are read by the bundle: the remembered ruleset is the Russian one, whose
    # variant pope_turned no other ruleset has
    settings.parent.mkdir(parents=True)
    settings.write_text('{"ruleset": "russian"}', encoding="utf-8")
    out = tmp_path / "russian.png"
    result = _play(bundle, home, "--screenshot", str(out), "--scene", "table", "--players", "Ann,cpu,cpu",
                   "--option", "pope_turned=pope_only")
    assert result.returncode == 0 and png_ok(out), result.stderr
    # and a broken command line is one line in words, as from main.py
    result = _play(bundle, home, "--ruleset", "japanse", "--screenshot", str(tmp_path / "x.png"))
    assert result.returncode == 2 and "Traceback" not in result.stderr and "japanese" in result.stderr
