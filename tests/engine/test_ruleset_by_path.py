"""Issue 7, item 7: a ruleset named by a path.

The kind: a ruleset named inside a file the player may have been sent (a deal
file) or inside the settings is an id only; nothing there can make the game
open another file. A path is accepted only from the command line
(``main.py --ruleset``, ``python -m popejoan check-ruleset``, ``simulate
--ruleset``), and must then be a regular file under the size limit (not
``/dev/zero``, a pipe or a folder). Error messages name the YAML key and quote
a short value, never a line of the file that was named.
"""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from popejoan.cli import main as cli
from popejoan.engine.dealfile import parse_deal_text, read_deal_file, replay
from popejoan.engine.errors import DealFileError, RulesetError
from popejoan.engine.ruleset import (
    SHIPPED_RULESET_DIR,
    find_ruleset,
    is_ruleset_id,
    load_ruleset_file,
    ruleset_from_command_line,
)
from popejoan.engine.ruleset import files as ruleset_module
from popejoan.storage.paths import user_ruleset_dir

REPO = Path(__file__).resolve().parents[2]
DEAL = (REPO / "tests" / "data" / "deals" / "parlett_lowest_card_default_leads.yaml").read_text(encoding="utf-8")
SECRET = "hunter2-the-private-line"
PATHLIKE = ["/dev/zero", "../../etc/passwd", "rules.yaml", "my-rules.yml", "C:\\rules\\mine", "./parlett",
            "rulesets/parlett.yaml", str(SHIPPED_RULESET_DIR / "parlett.yaml")]


@pytest.fixture
def user_folder(tmp_path, monkeypatch):
    """An empty user rulesets folder (the real one is left alone): the one the front end and the command line
    pass the engine (``popejoan.storage.paths.user_ruleset_dir``)."""
    monkeypatch.setenv("POPEJOAN_DATA_DIR", str(tmp_path))
    folder = user_ruleset_dir()
    folder.mkdir()
    return folder


@pytest.fixture
def secret_file(tmp_path):
    """A private file whose first line must never be echoed."""
    path = tmp_path / "secret.yaml"
    path.write_text(f"password: {SECRET}\ntoken: {SECRET}\n", encoding="utf-8")
    return path


@pytest.fixture
def no_file_opened(monkeypatch):
    """Fail the test if any ruleset file is read."""
    def refuse(*args, **kwargs):
        raise AssertionError(f"a file was opened: {args}")
    monkeypatch.setattr(ruleset_module, "read_text", refuse)


# --- ids only: find_ruleset, deal files, settings ----------------------------------


@pytest.mark.parametrize("name", PATHLIKE + ["Parlett", "parlett ", "", "-x", "a" * 41, "pärlett", "x" * 10_000_000])
def test_find_ruleset_takes_an_id_only(name, no_file_opened):
    with pytest.raises(RulesetError) as info:
        find_ruleset(name)
    assert info.value.key == "ruleset"
    assert "not a ruleset id" in info.value.problem
    assert len(str(info.value)) < 600


def test_a_path_gets_a_hint_where_to_put_the_file(user_folder):
    with pytest.raises(RulesetError) as info:
        find_ruleset("/home/ann/my-rules.yaml", user_folder)
    assert str(user_folder) in info.value.problem and "give its id" in info.value.problem


@pytest.mark.parametrize("name", ["parlett", "hoyle-1847", "my_rules-2", "a" * 40, "0"])
def test_what_an_id_is(name):
    assert is_ruleset_id(name)


@pytest.mark.parametrize("value", PATHLIKE)
def test_a_deal_file_names_its_ruleset_by_id_only(value, secret_file, no_file_opened):
    text = DEAL.replace("ruleset: parlett", f"ruleset: '{value}'")
    with pytest.raises(DealFileError) as info:
        replay(parse_deal_text(text, "shared.yaml"))
    assert info.value.field == "ruleset"
    assert "not a ruleset id" in str(info.value) and "never by a file" in str(info.value)


def test_a_deal_file_naming_a_private_file_never_quotes_it(secret_file, capsys, tmp_path):
    """The issue's worry: a shared deal file that makes a player paste a private line into a bug report."""
    deal = tmp_path / "shared.yaml"
    deal.write_text(DEAL.replace("ruleset: parlett", f"ruleset: {secret_file}"), encoding="utf-8")
    assert cli(["replay", str(deal)]) == 1
    err = capsys.readouterr().err
    assert SECRET not in err and "password" not in err
    assert err.startswith(f"error: {deal}: ruleset: ") and "not a ruleset id" in err


def test_a_deal_file_may_use_the_players_own_ruleset_by_id(user_folder):
    (user_folder / "my-rules.yaml").write_text(
        (SHIPPED_RULESET_DIR / "parlett.yaml").read_text(encoding="utf-8").replace("id: parlett", "id: my-rules"),
        encoding="utf-8")
    spec = parse_deal_text(DEAL.replace("ruleset: parlett", "ruleset: my-rules"))
    assert replay(spec, user_dir=user_folder)["ruleset"] == "my-rules"
    assert replay(spec, user_dir=user_folder)["balances"] == replay(parse_deal_text(DEAL))["balances"]


def test_a_user_ruleset_named_like_a_device_is_still_refused(user_folder):
    """Even by id, the file found must be a regular file: a user-folder symlink to /dev/zero is refused."""
    os.symlink("/dev/zero", user_folder / "zero.yaml")
    began = time.perf_counter()
    with pytest.raises(RulesetError) as info:
        find_ruleset("zero", user_folder)
    assert time.perf_counter() - began < 5
    assert "not a regular file" in str(info.value)


def test_the_settings_name_an_id_only(user_folder, secret_file):
    """A path saved as the settings' ruleset is not opened: the game starts with the default instead."""
    from main import parse_args
    from popejoan.ui.launch import setup_from_args
    from popejoan.ui.settings import Settings

    for value in (str(secret_file), "/dev/zero", "../x.yaml"):
        settings = Settings(ruleset=value)
        setup = setup_from_args(parse_args(["--players", "Ann,cpu,cpu"]), settings)
        assert setup.ruleset.id == Settings().ruleset == "parlett"


# --- paths from the command line ------------------------------------------------------


def test_the_command_line_accepts_a_path_or_an_id(tmp_path):
    copy = tmp_path / "my-rules.yaml"
    copy.write_text((SHIPPED_RULESET_DIR / "parlett.yaml").read_text(encoding="utf-8").replace(
        "id: parlett", "id: my-rules"), encoding="utf-8")
    assert ruleset_from_command_line(str(copy)).id == "my-rules"
    assert ruleset_from_command_line("japanese").id == "japanese"


@pytest.mark.parametrize("kind", ["dev-zero", "folder", "pipe", "too-big", "missing"])
def test_a_command_line_path_must_be_a_small_regular_file(kind, tmp_path):
    if kind == "dev-zero":
        path, words = "/dev/zero", "not a regular file"
    elif kind == "folder":
        (tmp_path / "dir.yaml").mkdir()
        path, words = str(tmp_path / "dir.yaml"), "folder"
    elif kind == "pipe":
        if not hasattr(os, "mkfifo"):
            pytest.skip("no named pipes here")
        os.mkfifo(tmp_path / "pipe.yaml")
        path, words = str(tmp_path / "pipe.yaml"), "not a regular file"
    elif kind == "too-big":
        with open(tmp_path / "big.yaml", "wb") as out:
            out.truncate(5_000_000)
        path, words = str(tmp_path / "big.yaml"), "at most 1 MB"
    else:
        path, words = str(tmp_path / "nothing.yaml"), "no such file"
    began = time.perf_counter()
    with pytest.raises(RulesetError) as info:
        ruleset_from_command_line(path)
    assert time.perf_counter() - began < 5
    assert info.value.file == path and words in info.value.problem


def test_check_ruleset_and_simulate_refuse_dev_zero_in_one_line(capsys):
    assert cli(["check-ruleset", "/dev/zero"]) == 1
    assert cli(["simulate", "--ruleset", "/dev/zero", "--deals", "1"]) == 1
    err = capsys.readouterr().err.splitlines()
    assert len(err) == 2 and all(line.startswith("error: /dev/zero: not a regular file") for line in err)


def test_simulate_takes_a_ruleset_file_from_the_command_line(tmp_path, capsys):
    copy = tmp_path / "my-rules.yaml"
    copy.write_text((SHIPPED_RULESET_DIR / "parlett.yaml").read_text(encoding="utf-8").replace(
        "id: parlett", "id: my-rules"), encoding="utf-8")
    assert cli(["simulate", "--ruleset", str(copy), "--deals", "3"]) == 0
    assert capsys.readouterr().out.startswith("my-rules")


def test_a_private_file_named_on_the_command_line_is_not_quoted(secret_file, capsys, tmp_path):
    """check-ruleset on some other file says it is not a ruleset, without quoting its lines."""
    assert cli(["check-ruleset", str(secret_file)]) == 1
    err = capsys.readouterr().err
    assert SECRET not in err and "password" not in err and "not a ruleset file" in err
    other = tmp_path / "notes.txt"
    other.write_text(f"{SECRET}: [unclosed\n", encoding="utf-8")
    with pytest.raises(RulesetError) as info:
        load_ruleset_file(other)
    assert SECRET not in str(info.value) and "YAML syntax error" in str(info.value)


def test_main_refuses_dev_zero_in_words(tmp_path):
    """``main.py --ruleset /dev/zero`` ends at once with a message, not after reading until memory runs out."""
    import subprocess
    import sys

    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", POPEJOAN_CONFIG_DIR=str(tmp_path))
    began = time.perf_counter()
    result = subprocess.run([sys.executable, str(REPO / "main.py"), "--ruleset", "/dev/zero", "--screenshot",
                             str(tmp_path / "x.png")], capture_output=True, text=True, env=env, timeout=120,
                            cwd=str(tmp_path))
    assert time.perf_counter() - began < 60
    assert result.returncode == 2 and "Traceback" not in result.stderr
    assert "/dev/zero" in result.stderr and "not a regular file" in result.stderr


def test_read_deal_file_is_a_command_line_path_and_bounded(tmp_path):
    """The deal file itself is named on the command line: it too must be a small regular file."""
    with pytest.raises(DealFileError) as info:
        read_deal_file("/dev/zero")
    assert info.value.field == "file" and "not a regular file" in info.value.problem
