"""The Linux applications-menu entry (assets/popejoan.desktop, popejoan/desktop.py, --install-desktop)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from popejoan import desktop, resources
from tests.install.helpers import ROOT, clean_env

VALIDATE = shutil.which("desktop-file-validate")
needs_validator = pytest.mark.skipif(VALIDATE is None, reason="desktop-file-validate (Debian: desktop-file-utils) "
                                     "is not installed")
linux_only = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the XDG applications menu is Linux's")


def _validate(path: Path) -> str:
    """desktop-file-validate's complaints about ``path`` (empty when it passes)."""
    result = subprocess.run([VALIDATE, str(path)], capture_output=True, text=True, timeout=30)
    status = "" if result.returncode == 0 else f" (status {result.returncode})"
    return (result.stdout + result.stderr).strip() + status


@needs_validator
def test_the_shipped_entry_passes_desktop_file_validate() -> None:
    assert _validate(ROOT / "assets" / "popejoan.desktop") == ""


def test_the_shipped_entry_says_what_a_menu_needs() -> None:
    lines = (ROOT / "assets" / "popejoan.desktop").read_text(encoding="utf-8").splitlines()
    entry = dict(line.split("=", 1) for line in lines[1:])
    assert lines[0] == "[Desktop Entry]"
    assert entry["Type"] == "Application" and entry["Name"] == "Pope Joan" and entry["Icon"] == "popejoan"
    assert entry["Terminal"] == "false" and "Game" in entry["Categories"].split(";")
    assert entry["StartupWMClass"] == "popejoan"  # the window's class (popejoan.start.WM_CLASS)


@pytest.mark.parametrize("arg, quoted", [
    ("/usr/bin/popejoan", "/usr/bin/popejoan"),
    ("/home/ann/Pope Joan/main.py", '"/home/ann/Pope Joan/main.py"'),
    ("/opt/100%/PopeJoan", "/opt/100%%/PopeJoan"),
    ("/home/$USER/main.py", '"/home/\\\\$USER/main.py"'),      # "\$" in the argument, its backslash doubled
    ('/games/"best"/main.py', '"/games/\\\\"best\\\\"/main.py"'),
    ("/games/back\\slash", '"/games/back\\\\\\\\slash"'),      # four backslashes stand for one
])
def test_exec_arguments_are_quoted_as_the_specification_asks(arg: str, quoted: str) -> None:
    assert desktop.exec_quote(arg) == quoted


@needs_validator
def test_an_entry_for_an_awkward_folder_still_validates(tmp_path: Path) -> None:
    command = [sys.executable, "/home/ann/My Games/Pope Joan (2)/100% $fun/main.py"]
    entry = tmp_path / "popejoan.desktop"
    entry.write_text(desktop.entry_text(command), encoding="utf-8")
    assert _validate(entry) == ""


def test_the_entry_starts_the_game_as_it_is_running(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    main = tmp_path / "game" / "main.py"
    monkeypatch.setattr(sys, "argv", [str(main), "--install-desktop"])
    assert desktop.launch_command() == [sys.executable, str(main)]
    script = tmp_path / "bin" / "popejoan"
    script.parent.mkdir()
    script.write_text("#!/bin/sh\n", encoding="utf-8")
    monkeypatch.setattr(sys, "argv", [str(script), "--install-desktop"])
    assert desktop.launch_command() == [str(script)]
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", "/opt/PopeJoan/PopeJoan")
    assert desktop.launch_command() == ["/opt/PopeJoan/PopeJoan"]
    text = desktop.entry_text(["/opt/PopeJoan/PopeJoan"])
    assert "TryExec=/opt/PopeJoan/PopeJoan\n" in text
    assert "Exec=env POPEJOAN_ERROR_DIALOG=1 /opt/PopeJoan/PopeJoan\n" in text


@linux_only
def test_install_and_uninstall_from_main_py(tmp_path: Path) -> None:
    data = tmp_path / "share"
    env = clean_env(XDG_DATA_HOME=str(data))
    result = subprocess.run([sys.executable, str(ROOT / "main.py"), "--install-desktop"], capture_output=True,
                            text=True, env=env, timeout=60, cwd=str(tmp_path))
    assert result.returncode == 0, result.stderr
    entry = data / "applications" / "popejoan.desktop"
    assert f"Pope Joan is in your applications menu ({entry})" in result.stdout
    text = entry.read_text(encoding="utf-8")
    started = " ".join(desktop.exec_quote(arg) for arg in (sys.executable, str(ROOT / "main.py")))
    assert f"\nExec=env POPEJOAN_ERROR_DIALOG=1 {started}\n" in text
    assert f"\nTryExec={sys.executable}\n" in text
    for size in resources.ICON_SIZES:
        icon = data / "icons" / "hicolor" / f"{size}x{size}" / "apps" / "popejoan.png"
        assert icon.read_bytes() == resources.icon_png(size).read_bytes()
    if VALIDATE:
        assert _validate(entry) == ""
    result = subprocess.run([sys.executable, str(ROOT / "main.py"), "--uninstall-desktop"], capture_output=True,
                            text=True, env=env, timeout=60, cwd=str(tmp_path))
    assert result.returncode == 0 and "out of your applications menu (9 files removed)" in result.stdout
    assert not entry.exists() and not any(p.is_file() for p in data.rglob("*"))
    again = desktop.uninstall(data)
    assert again == f"Pope Joan was not in your applications menu (no {entry})."


def test_other_systems_are_told_what_to_do_instead(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(sys, "platform", "win32")
    with pytest.raises(desktop.DesktopError, match="Pin to Start"):
        desktop.install(tmp_path)
    monkeypatch.setattr(sys, "platform", "darwin")
    with pytest.raises(desktop.DesktopError, match="drag PopeJoan.app into the Applications folder"):
        desktop.uninstall(tmp_path)
    assert not any(tmp_path.iterdir())
