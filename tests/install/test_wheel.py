"""``pip install .``: the wheel carries the game and its files, and its ``popejoan`` command plays.

The wheel is built from this checkout without build isolation (hatchling is in
requirements-dev.txt), so no network is needed. It is installed with ``--no-deps``
into a fresh virtual environment that sees this test run's packages (pygame-ce ...)
through a ``.pth`` file, and run from a folder away from the checkout, so the
game can only find its rulesets, fonts and icons inside the installed wheel.
"""

from __future__ import annotations

import os
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import pytest

from popejoan import __version__
from tests.install.helpers import ROOT, clean_env, png_ok

BIN = "Scripts" if os.name == "nt" else "bin"


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The project's wheel, built from this checkout."""
    out = tmp_path_factory.mktemp("wheel")
    result = subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "--no-build-isolation",
                             "--disable-pip-version-check", "-w", str(out), str(ROOT)],
                            capture_output=True, text=True, env=clean_env(), timeout=300)
    assert result.returncode == 0, result.stdout + result.stderr
    (built,) = out.glob("popejoan-*.whl")
    return built


@pytest.fixture(scope="module")
def venv(wheel: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh virtual environment with the wheel installed (the game's packages seen through a .pth)."""
    folder = tmp_path_factory.mktemp("venv") / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(folder)], check=True, timeout=120)
    python = folder / BIN / ("python.exe" if os.name == "nt" else "python")
    site = subprocess.run([str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                          capture_output=True, text=True, check=True, env=clean_env()).stdout.strip()
    ours = {sysconfig.get_paths()["purelib"], sysconfig.get_paths()["platlib"]}
    (Path(site) / "popejoan_test_dependencies.pth").write_text("\n".join(sorted(ours)) + "\n", encoding="utf-8")
    result = subprocess.run([sys.executable, "-m", "pip", "--python", str(python), "install", "-q", "--no-deps",
                             "--no-index", "--disable-pip-version-check", str(wheel)],
                            capture_output=True, text=True, env=clean_env(), timeout=300)
    assert result.returncode == 0, result.stdout + result.stderr
    return folder


def _run(venv: Path, program: str, *args: str, cwd: Path) -> subprocess.CompletedProcess:
    exe = venv / BIN / (program + (".exe" if os.name == "nt" else ""))
    return subprocess.run([str(exe), *args], capture_output=True, text=True, timeout=120, cwd=str(cwd),
                          env=clean_env(POPEJOAN_CONFIG_DIR=str(cwd / "config"), POPEJOAN_DATA_DIR=str(cwd / "data")))


def test_the_wheel_carries_the_package_the_rulesets_the_fonts_and_the_icons(wheel: Path) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    shipped = {f"popejoan/_data/rulesets/{p.name}" for p in (ROOT / "rulesets").glob("*.yaml")}
    assert len(shipped) == 6 and shipped <= names
    fonts = {f"popejoan/_data/assets/fonts/{p.name}" for p in (ROOT / "assets" / "fonts").iterdir()
             if p.suffix in (".ttf", ".otf", ".txt", ".json")}
    assert fonts <= names and "popejoan/_data/assets/fonts/NotoSerifJP-Subset.otf" in fonts
    icons = {f"popejoan/_data/assets/icons/{p.name}" for p in (ROOT / "assets" / "icons").iterdir()}
    assert len(icons) == 10 and icons <= names
    sounds = {f"popejoan/_data/assets/sounds/{p.name}" for p in (ROOT / "assets" / "sounds").glob("*.wav")}
    assert len(sounds) == 17 and sounds <= names and "popejoan/_data/assets/sounds/LICENCE.txt" in names
    assert not any(n.endswith("synthesise.py") for n in names)
    assert {f"popejoan/locale/{language}/LC_MESSAGES/popejoan.mo" for language in ("es", "ja", "ru")} <= names
    assert {"popejoan/_data/assets/popejoan.desktop", "popejoan/start.py", "popejoan/resources.py",
            "popejoan/engine/ruleset/__init__.py", "popejoan/ui/app.py"} <= names
    assert not any("__pycache__" in n or n.endswith(".pyc") or "build_japanese_subset" in n for n in names)
    assert not any(n.startswith(("tests/", "rulesets/", "assets/", "packaging/", "bench/")) for n in names)


def test_the_wheel_metadata(wheel: Path) -> None:
    with zipfile.ZipFile(wheel) as z:
        info = f"popejoan-{__version__}.dist-info"
        metadata = z.read(f"{info}/METADATA").decode()
        entry_points = z.read(f"{info}/entry_points.txt").decode()
        licences = {n for n in z.namelist() if n.startswith(f"{info}/licenses/")}
    assert wheel.name == f"popejoan-{__version__}-py3-none-any.whl"
    assert f"\nVersion: {__version__}\n" in metadata and "\nRequires-Python: >=3.10\n" in metadata
    requires = sorted(line.split(": ", 1)[1] for line in metadata.splitlines() if line.startswith("Requires-Dist: "))
    assert sorted(r.lower() for r in requires) == ["babel<3,>=2.14", "filelock<5,>=4.1", "platformdirs<5,>=4.0",
                                                   "pydantic<3,>=2.6",
                                                   "pygame-ce<3,>=2.5", "pyyaml<7,>=6.0"]
    for minor in range(10, 15):
        assert f"Classifier: Programming Language :: Python :: 3.{minor}\n" in metadata
    assert "[gui_scripts]\npopejoan = popejoan.start:main" in entry_points
    assert "[console_scripts]\npopejoan-cli = popejoan.cli:main" in entry_points
    assert "\nLicense-Expression: MIT\n" in metadata  # the game's own licence (issue 31)
    assert {n.rsplit("/", 1)[1] for n in licences} == {"LICENSE", "THIRD_PARTY_NOTICES.md", "LGPL-2.1.txt",
                                                       "OldStandard-OFL.txt", "NotoSerifCJK-OFL.txt"}


def test_the_installed_game_finds_its_files_inside_the_wheel(venv: Path, tmp_path: Path) -> None:
    python = venv / BIN / ("python.exe" if os.name == "nt" else "python")
    code = ("from popejoan import resources\nhow, root = resources.locate()\n"
            "print(how, root, resources.missing(), sep='|')")
    result = subprocess.run([str(python), "-c", code], capture_output=True, text=True, cwd=str(tmp_path),
                            env=clean_env(), timeout=60)
    how, root, missing = result.stdout.strip().split("|")
    assert (how, missing) == ("wheel", "[]"), result.stderr
    assert Path(root).resolve().is_relative_to(venv.resolve())  # in the environment, not the checkout
    assert Path(root).name == "_data" and (Path(root) / "rulesets" / "parlett.yaml").is_file()


def test_the_popejoan_command_draws_the_menu(venv: Path, tmp_path: Path) -> None:
    result = _run(venv, "popejoan", "--version", cwd=tmp_path)
    assert (result.returncode, result.stdout.strip()) == (0, f"Pope Joan {__version__}")
    result = _run(venv, "popejoan", "--help", cwd=tmp_path)
    assert result.stdout.startswith("usage: popejoan ")
    out = tmp_path / "menu.png"
    result = _run(venv, "popejoan", "--screenshot", str(out), "--scene", "menu", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert png_ok(out)
    out = tmp_path / "table.png"
    result = _run(venv, "popejoan", "--screenshot", str(out), "--ruleset", "japanese", "--players", "Ann,cpu,cpu",
                  cwd=tmp_path)
    assert result.returncode == 0 and png_ok(out), result.stderr


def test_the_headless_commands_come_with_the_wheel(venv: Path, tmp_path: Path) -> None:
    result = _run(venv, "popejoan-cli", "simulate", "--ruleset", "russian", "--players", "5", "--deals", "20",
                  "--seed", "7", cwd=tmp_path)
    assert result.returncode == 0 and "russian" in result.stdout, result.stderr
    python = "python.exe" if os.name == "nt" else "python"
    result = _run(venv, python, "-m", "popejoan", "check-ruleset", str(ROOT / "rulesets" / "cacumen.yaml"),
                  cwd=tmp_path)
    assert result.returncode == 0, result.stderr
