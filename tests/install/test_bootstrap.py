"""main.py finds its own environment (popejoan/bootstrap.py).

A "bare" Python is this one run with ``-S`` (no site-packages: no pygame, no
PyYAML ...), on a copy of the game folder, so the real ``.venv`` of a checkout
is never touched. A stub ``.venv/bin/python`` (a shell script writing down how
it was called) shows the re-run; the offer to install is answered on standard
input (``POPEJOAN_BOOTSTRAP_UI=console``), and pip is pointed at an index that
cannot be reached, so no test needs the network.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from popejoan import __version__, bootstrap
from tests.install.helpers import clean_env, game_folder

posix_only = pytest.mark.skipif(os.name == "nt", reason="the stub interpreter is a shell script")


def _bare(main: Path, *args: str, stdin: str | None = None, **env: str) -> subprocess.CompletedProcess:
    """Run ``main`` with a Python that lacks the game's packages, asking in the terminal."""
    return subprocess.run([sys.executable, "-S", str(main), *args], input=stdin, capture_output=True, text=True,
                          env=clean_env(POPEJOAN_BOOTSTRAP_UI="console", **env), cwd=str(main.parent), timeout=180,
                          stdin=None if stdin is not None else subprocess.DEVNULL)


def _stub_venv(folder: Path, status: int = 7) -> Path:
    """A ``.venv`` whose Python writes its arguments (one a line) and POPEJOAN_VENV_TRIED to ``called.txt``."""
    python = folder / ".venv" / "bin" / "python"
    python.parent.mkdir(parents=True)
    (folder / ".venv" / "pyvenv.cfg").write_text("home = /nowhere\n", encoding="utf-8")
    python.write_text(f'#!/bin/sh\nprintf "%s\\n" "$0" "$@" > "{folder}/called.txt"\n'
                      f'echo "tried=$POPEJOAN_VENV_TRIED" >> "{folder}/called.txt"\nexit {status}\n', encoding="utf-8")
    python.chmod(0o755)
    return python


@posix_only
def test_a_bare_python_runs_the_game_again_in_the_venv_beside_it_with_the_same_arguments(tmp_path: Path) -> None:
    main = game_folder(tmp_path / "Pope Joan")  # a space in the folder's name, as on many desktops
    python = _stub_venv(main.parent)
    args = ["--ruleset", "russian", "--players", "Анна,Ben Smith,cpu:hard", "--option", "pope_turned=pope_only",
            "--seed", "12"]
    result = _bare(main, *args)
    assert result.returncode == 7, result.stdout + result.stderr  # the game's own exit status comes back
    called = (main.parent / "called.txt").read_text(encoding="utf-8").splitlines()
    assert called == [str(python), str(main), *args, f"tried={main.parent / '.venv'}"]
    assert "Install" not in result.stdout  # nothing was offered: the .venv was simply used


@posix_only
def test_a_venv_that_lacks_the_packages_is_not_run_again_in_a_loop(tmp_path: Path) -> None:
    main = game_folder(tmp_path / "game")
    _stub_venv(main.parent)
    result = _bare(main, stdin="n\n", POPEJOAN_VENV_TRIED=str(main.parent / ".venv"))
    assert not (main.parent / "called.txt").exists()
    assert result.returncode == 2
    assert "is missing pygame-ce, PyYAML, pydantic, platformdirs and filelock" in result.stdout  # offered to mend it
    assert "Traceback" not in result.stderr


@posix_only
def test_a_venv_whose_python_is_gone_is_offered_to_be_made_again(tmp_path: Path) -> None:
    main = game_folder(tmp_path / "game")
    python = main.parent / ".venv" / "bin" / "python"
    python.parent.mkdir(parents=True)
    python.symlink_to(tmp_path / "uninstalled-python3.9")  # the base Python it pointed to was removed
    result = _bare(main, stdin="n\n")
    assert result.returncode == 2
    assert "no longer works" in result.stdout and "Make it again" in result.stdout
    assert "Traceback" not in result.stderr
    assert python.is_symlink()  # "no" changes nothing


def test_no_to_the_offer_installs_nothing_and_says_how_to_install_by_hand(tmp_path: Path) -> None:
    main = game_folder(tmp_path / "game")
    result = _bare(main, "--seed", "3", stdin="n\n")
    assert result.returncode == 2
    assert "this Python does not have: pygame-ce, PyYAML, pydantic, platformdirs and filelock" in result.stdout
    assert "Install now? [y/N]" in result.stdout
    assert "python3 -m venv .venv && .venv/bin/pip install -r requirements.txt" in result.stderr
    assert "Traceback" not in result.stderr
    assert sorted(p.name for p in main.parent.iterdir()) == ["main.py", "main.pyw", "popejoan", "requirements.txt"]


def test_with_nobody_to_answer_nothing_is_installed(tmp_path: Path) -> None:
    main = game_folder(tmp_path / "game")
    result = _bare(main)  # standard input is empty (a launcher with no terminal and no window)
    assert result.returncode == 2
    assert "Pope Joan cannot start: it needs pygame-ce" in result.stderr
    assert not (main.parent / ".venv").exists()


def test_yes_without_a_network_fails_politely_and_leaves_nothing_behind(tmp_path: Path) -> None:
    main = game_folder(tmp_path / "game")
    offline = dict(PIP_CONFIG_FILE=os.devnull, PIP_INDEX_URL="https://127.0.0.1:9/simple/", PIP_RETRIES="0",
                   PIP_TIMEOUT="2", PIP_DISABLE_PIP_VERSION_CHECK="1")
    result = _bare(main, "--seed", "3", stdin="y\n", **offline)
    assert result.returncode == 2, result.stdout + result.stderr
    assert "Making the folder .venv" in result.stdout and "Downloading and installing the packages" in result.stdout
    assert ("Pope Joan could not download its packages: this computer seems to be offline, or the Python Package "
            "Index cannot be reached. Connect to the internet and start Pope Joan again. Nothing was installed."
            ) in result.stderr
    assert "Traceback" not in result.stderr + result.stdout
    assert not (main.parent / ".venv").exists()  # the half-made environment is removed


def test_version_and_help_need_no_packages(tmp_path: Path) -> None:
    main = game_folder(tmp_path / "game")
    result = _bare(main, "--version")
    assert (result.returncode, result.stdout.strip()) == (0, f"Pope Joan {__version__}")
    result = _bare(main, "--help")
    assert result.returncode == 0 and "usage: main.py" in result.stdout and "--install-desktop" in result.stdout
    result = _bare(main, "--scene", "lobby")
    assert result.returncode == 2 and "invalid choice: 'lobby'" in result.stderr
    assert not (main.parent / ".venv").exists()


# --- the pieces ----------------------------------------------------------------------------------------


def test_the_offer_names_what_is_missing_and_where_it_goes(tmp_path: Path) -> None:
    venv = tmp_path / ".venv"
    text = bootstrap.offer_text(["pygame-ce", "pydantic"], "create", venv)
    assert text.startswith("Pope Joan needs some Python packages that this Python does not have: pygame-ce and "
                           "pydantic.\n\nDownload them (about 20 MB) and install them into the folder .venv beside "
                           f"the game ({venv})?")
    assert "deleting the .venv folder undoes it" in text
    assert bootstrap.offer_text(["PyYAML"], "repair", venv).startswith(
        f"Pope Joan's Python environment, the folder .venv beside the game ({venv}), is missing PyYAML.")


def test_install_steps_make_the_venv_then_install_the_requirements(tmp_path: Path) -> None:
    venv, requirements = tmp_path / ".venv", tmp_path / "requirements.txt"
    make, install = bootstrap.install_steps(venv, requirements, fresh=True)
    assert make.command[1:] == ["-m", "venv", "--clear", str(venv)]
    assert install.command[1:4] == ["-m", "pip", "install"] and install.command[-2:] == ["-r", str(requirements)]
    assert make.share + install.share == pytest.approx(1.0)
    (mend,) = bootstrap.install_steps(venv, requirements, fresh=False)  # a .venv to mend is not made again
    assert mend.command == install.command and mend.share == 1.0


@pytest.mark.parametrize("output, words", [
    (["Looking in indexes: https://example.invalid/simple",
      "WARNING: Retrying (Retry(total=4, ...)) after connection broken by 'NewConnectionError(...: Failed to "
      "establish a new connection: [Errno -3] Temporary failure in name resolution')'",
      "ERROR: Could not find a version that satisfies the requirement pygame-ce<3,>=2.5 (from versions: none)"],
     "seems to be offline"),
    (["ERROR: Could not find a version that satisfies the requirement pygame-ce<3,>=2.5 (from versions: none)"],
     "seems to be offline"),
    (["Collecting pygame-ce<3,>=2.5", "ERROR: Could not install packages due to an OSError: [Errno 28] No space left"
      " on device"], "pip stopped with status 1"),
])
def test_a_failed_pip_is_explained_in_words(tmp_path: Path, output: list[str], words: str) -> None:
    (_, pip) = bootstrap.install_steps(tmp_path / ".venv", tmp_path / "requirements.txt", fresh=True)
    message = bootstrap.failure_message(pip, 1, output)
    assert words in message and "Nothing was installed." in message
    if "status" in words:
        assert message.endswith("ERROR: Could not install packages due to an OSError: [Errno 28] No space left on "
                                "device")


def test_a_python_without_venv_support_is_told_which_package_to_add(tmp_path: Path) -> None:
    (make, _) = bootstrap.install_steps(tmp_path / ".venv", tmp_path / "requirements.txt", fresh=True)
    output = ["The virtual environment was not created successfully because ensurepip is not", "available."]
    message = bootstrap.failure_message(make, 1, output)
    minor = f"{sys.version_info[0]}.{sys.version_info[1]}"
    assert f"sudo apt install python{minor}-venv" in message and "Nothing was installed." in message


def test_the_venv_python_is_where_venv_puts_it(tmp_path: Path) -> None:
    if os.name == "nt":
        assert bootstrap.venv_python(tmp_path, windowed=True) == tmp_path / "Scripts" / "pythonw.exe"
        assert bootstrap.venv_python(tmp_path, windowed=False) == tmp_path / "Scripts" / "python.exe"
    else:
        assert bootstrap.venv_python(tmp_path) == tmp_path / "bin" / "python"
    assert bootstrap.missing_packages() == []  # this test run's own Python has them all
