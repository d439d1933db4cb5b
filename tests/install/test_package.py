"""The package's pieces: one place finds the game's files, one place holds the version, the requirements
agree, and the icons are the ones packaging/make_icons.py draws."""

from __future__ import annotations

import re
import struct
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

import popejoan
from popejoan import resources
from tests.install.helpers import ROOT, clean_env

try:
    import tomllib
except ImportError:  # Python 3.10: hatchling (requirements-dev.txt) brings tomli
    import tomli as tomllib  # type: ignore[no-redef]

PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def _requirements(path: Path) -> list[str]:
    lines = [line.split("#", 1)[0].strip() for line in path.read_text(encoding="utf-8").splitlines()]
    return [line for line in lines if line and not line.startswith("-")]


# --- where the files are -------------------------------------------------------------------------------


def test_a_checkout_finds_its_files_beside_the_package() -> None:
    assert resources.locate() == ("checkout", ROOT)
    assert resources.rulesets_dir() == ROOT / "rulesets"
    assert resources.fonts_dir() == ROOT / "assets" / "fonts"
    assert resources.icon_png(64) == ROOT / "assets" / "icons" / "popejoan-64.png"
    assert resources.missing() == []
    from popejoan.engine.ruleset import SHIPPED_RULESET_DIR
    from popejoan.ui.theme import FONT_DIR

    assert (SHIPPED_RULESET_DIR, FONT_DIR) == (resources.rulesets_dir(), resources.fonts_dir())


def _layout(folder: Path) -> Path:
    (folder / "rulesets").mkdir(parents=True)
    (folder / "assets" / "fonts").mkdir(parents=True)
    return folder


def test_a_wheel_and_a_bundle_are_found_before_the_checkout(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    package = tmp_path / "site-packages" / "popejoan"
    monkeypatch.setattr(resources, "PACKAGE_DIR", package)
    wheel_data = _layout(package / "_data")
    assert resources.locate() == ("wheel", wheel_data)
    bundle = _layout(tmp_path / "PopeJoan" / "_internal")
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(bundle), raising=False)
    assert resources.locate() == ("bundle", bundle)
    assert resources.rulesets_dir() == bundle / "rulesets"
    assert resources.missing() == [bundle / "assets" / "icons"]  # the layout above has no icons


def test_with_the_files_gone_the_game_says_so_in_words(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(resources, "PACKAGE_DIR", tmp_path / "popejoan")
    assert resources.locate() == ("checkout", tmp_path)
    assert resources.missing() == [tmp_path / "rulesets", tmp_path / "assets" / "fonts", tmp_path / "assets" / "icons"]
    from popejoan import start

    monkeypatch.setattr(start, "report", lambda message: reported.append(message))
    reported: list[str] = []
    assert start.check_files() is False
    assert reported == [f"Pope Joan cannot start: its own files are missing ({tmp_path / 'rulesets'}, "
                        f"{tmp_path / 'assets' / 'fonts'}, {tmp_path / 'assets' / 'icons'}). Install the game again."]


def test_no_other_module_builds_the_paths_of_the_game_files() -> None:
    """popejoan/resources.py is the one place: nothing else climbs from its own file to the repository."""
    offenders = []
    for path in sorted((ROOT / "popejoan").rglob("*.py")):
        if path.name == "resources.py" and path.parent.name == "popejoan":
            continue
        text = path.read_text(encoding="utf-8")
        if re.search(r"__file__\)?\.(resolve\(\)\.)?parents?\b|os\.path\.dirname\(.*__file__", text):
            offenders.append(str(path.relative_to(ROOT)))
    assert offenders == []


# --- one version, one set of requirements ----------------------------------------------------------------


def test_the_version_is_written_once_and_shown_by_version() -> None:
    assert re.fullmatch(r"\d+\.\d+\.\d+", popejoan.__version__)
    assert "version" in PYPROJECT["project"]["dynamic"]
    assert PYPROJECT["tool"]["hatch"]["version"]["path"] == "popejoan/__init__.py"
    code = [*(ROOT / "popejoan").rglob("*.py"), *(ROOT / "packaging").glob("*.py"), ROOT / "main.py",
            ROOT / "main.pyw", ROOT / "pyproject.toml"]
    hits = [p.name for p in code if popejoan.__version__ in p.read_text(encoding="utf-8")]
    assert hits == ["__init__.py"]  # nowhere else
    result = subprocess.run([sys.executable, str(ROOT / "main.py"), "--version"], capture_output=True, text=True,
                            env=clean_env(), timeout=60)
    assert result.stdout == f"Pope Joan {popejoan.__version__}\n"


def test_pyproject_and_requirements_txt_agree() -> None:
    assert sorted(PYPROJECT["project"]["dependencies"]) == sorted(_requirements(ROOT / "requirements.txt"))
    assert PYPROJECT["project"]["requires-python"] == ">=3.10"
    minors = sorted(int(c.rsplit(".", 1)[1]) for c in PYPROJECT["project"]["classifiers"]
                    if re.fullmatch(r"Programming Language :: Python :: 3\.\d+", c))
    assert minors == [10, 11, 12, 13, 14]
    assert PYPROJECT["project"]["gui-scripts"] == {"popejoan": "popejoan.start:main"}
    assert PYPROJECT["project"]["scripts"] == {"popejoan-cli": "popejoan.cli:main"}


def test_build_tools_stay_out_of_the_games_requirements() -> None:
    game = {re.split(r"[<>=!~ ]", r)[0].lower() for r in _requirements(ROOT / "requirements.txt")}
    dev = {re.split(r"[<>=!~ ]", r)[0].lower() for r in _requirements(ROOT / "requirements-dev.txt")}
    bundle = {re.split(r"[<>=!~ ]", r)[0].lower() for r in _requirements(ROOT / "packaging" / "requirements.txt")}
    assert {"pyinstaller", "pillow", "hatchling"}.isdisjoint(game)
    assert {"pyinstaller", "hatchling"} <= dev and "pillow" not in dev  # the tests build a wheel and a bundle
    assert {"pyinstaller", "pillow"} <= bundle


# --- the icons ------------------------------------------------------------------------------------------


def test_the_png_icons_are_square_transparent_and_every_size() -> None:
    for size in resources.ICON_SIZES:
        img = pygame.image.load(str(resources.icon_png(size)))
        assert img.get_size() == (size, size)
        assert img.get_at((0, 0)).a == 0 and img.get_at((size - 1, 0)).a == 0  # a round icon: clear corners
        assert img.get_at((size // 2, size // 2)).a > 240  # the board is solid
    with pytest.raises(ValueError, match="no 20-pixel icon"):
        resources.icon_png(20)


def test_the_ico_and_icns_hold_the_sizes_each_system_wants() -> None:
    ico = (resources.icons_dir() / "popejoan.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", ico)
    assert (reserved, kind) == (0, 1)
    sizes = sorted((ico[6 + 16 * i] or 256) for i in range(count))  # width 0 means 256
    assert sizes == [16, 24, 32, 48, 64, 128, 256]
    icns = (resources.icons_dir() / "popejoan.icns").read_bytes()
    assert icns[:4] == b"icns" and struct.unpack(">I", icns[4:8])[0] == len(icns)
    kinds, offset = set(), 8
    while offset < len(icns):
        kinds.add(icns[offset:offset + 4].decode("ascii"))
        offset += struct.unpack(">I", icns[offset + 4:offset + 8])[0]
    assert {"ic07", "ic08", "ic09", "ic10"} <= kinds  # 128, 256, 512 and 512@2x


def test_make_icons_draws_the_committed_icons(tmp_path: Path) -> None:
    result = subprocess.run([sys.executable, str(ROOT / "packaging" / "make_icons.py"), "--png-only", "--out",
                             str(tmp_path)], capture_output=True, text=True, env=clean_env(), timeout=300)
    assert result.returncode == 0, result.stderr
    for size in resources.ICON_SIZES:
        fresh = pygame.image.load(str(tmp_path / f"popejoan-{size}.png"))
        shipped = pygame.image.load(str(resources.icon_png(size)))
        a, b = pygame.image.tobytes(fresh, "RGBA"), pygame.image.tobytes(shipped, "RGBA")
        assert len(a) == len(b)
        mean = sum(abs(x - y) for x, y in zip(a, b)) / len(a)
        assert mean < 1.0, f"popejoan-{size}.png differs from what make_icons.py draws: run it again"


def test_the_window_wears_the_icon(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    from popejoan.ui.app import App

    worn: list[tuple[int, int]] = []
    monkeypatch.setattr(pygame.display, "set_icon", lambda surface: worn.append(surface.get_size()))
    App((960, 600), config=tmp_path / "settings.json", hidden=True)
    assert worn == [(128, 128)]
