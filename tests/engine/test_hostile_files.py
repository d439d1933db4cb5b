"""Issue 7, item 3: hostile YAML and JSON are refused quickly, in little memory, with one message.

The kind: every ruleset, deal file or settings-style JSON file, however
hostile, is refused in well under a second and under 100 MB, with one
:class:`PopeJoanError` naming the file (and the line where there is one),
never a traceback and never a hang. The reproductions of the issue are here:
an alias bomb ("billion laughs"), a recursive alias, a 5,000-digit integer, a
deeply nested file, a 10 MB name, for rulesets and deal files alike; the small
ones are files in ``tests/data/hostile/``, the large ones are made by the tests.

Time and memory are guards against hangs and blow-ups, not benchmarks: the
bounds (5 s, 100 MB) are wide so that a loaded machine cannot make them flaky.
"""

from __future__ import annotations

import os
import shutil
import sys
import time
import tracemalloc
from collections.abc import Callable
from pathlib import Path

import pytest

from popejoan.cli import main as cli
from popejoan.engine.dealfile import parse_deal_text, read_deal_file
from popejoan.engine.errors import DealFileError, PopeJoanError, RulesetError
from popejoan.engine.ruleset import (
    SHIPPED_RULESET_DIR,
    load_ruleset_file,
    load_ruleset_text,
    load_rulesets,
    ruleset_from_command_line,
)
from popejoan.engine.safefile import (
    MAX_DEPTH,
    MAX_FILE_BYTES,
    MAX_NODES,
    FileProblem,
    load_json_text,
    load_yaml,
    read_json_file,
    read_text,
)

REPO = Path(__file__).resolve().parents[2]
HOSTILE = REPO / "tests" / "data" / "hostile"
PARLETT = (SHIPPED_RULESET_DIR / "parlett.yaml").read_text(encoding="utf-8")
DEAL = (REPO / "tests" / "data" / "deals" / "parlett_lowest_card_default_leads.yaml").read_text(encoding="utf-8")

SECONDS = 5.0  # generous: a hang guard on a shared 2-core machine, not a benchmark
MEGABYTES = 100


def refused_quickly(load: Callable[[], object], error: type[Exception] = PopeJoanError) -> Exception:
    """Run ``load`` (it must raise ``error``) within the time and memory bounds; return the error."""
    began = time.perf_counter()
    with pytest.raises(error) as info:
        load()
    elapsed = time.perf_counter() - began
    assert elapsed < SECONDS, f"took {elapsed:.1f} s"
    tracemalloc.start()
    try:
        with pytest.raises(error):
            load()
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < MEGABYTES * 1_000_000, f"peak {peak / 1e6:.0f} MB"
    message = str(info.value)
    assert "Traceback" not in message and len(message) < 600, message
    return info.value


# --- the reproductions, as rulesets ---------------------------------------------


def _nodes(text: str) -> int:
    """How many values (keys, values, list items, the top mapping) a YAML text holds."""
    import yaml

    return sum(1 for e in yaml.parse(text) if isinstance(e, (yaml.ScalarEvent, yaml.CollectionStartEvent)))


def _line(text: str, fragment: str) -> int:
    """The 1-based line of ``text`` where ``fragment`` first appears."""
    return text[: text.index(fragment)].count("\n") + 1


END = PARLETT.count("\n") + 1  # the first line after parlett.yaml's own


def _ruleset_with(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / f"{name}.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def _five_thousand_digits() -> str:
    return PARLETT.replace("starting_chips: 20", "starting_chips: " + "9" * 5000)


def _nested(depth: int, leaf: str = "x") -> str:
    return "[" * depth + leaf + "]" * depth


def _block_nested(depth: int) -> str:
    return "".join("  " * i + f"k{i}:\n" for i in range(depth)) + "  " * depth + "leaf\n"


RULESET_CASES: dict[str, tuple[Callable[[Path], Path], int | None, str, list[str]]] = {
    # name: (make the file, line, key, words in the message)
    "alias-bomb": (lambda tmp: HOSTILE / "alias-bomb.yaml", 6, "l0", ["anchor", "not allowed"]),
    "recursive-alias": (lambda tmp: HOSTILE / "recursive-alias.yaml", 5, "summary", ["anchor", "not allowed"]),
    "five-thousand-digits": (lambda tmp: _ruleset_with(tmp, "five-thousand-digits", _five_thousand_digits()),
                             _line(PARLETT, "starting_chips"), "starting_chips", ["number of 5,000 characters"]),
    # the YAML parser's own limit (1,000 levels) or ours (MAX_DEPTH), whichever it meets first
    "deep-flow-nesting": (lambda tmp: _ruleset_with(tmp, "deep-flow-nesting",
                                                    PARLETT + "deep: " + _nested(5000) + "\n"),
                          END, "", ["nesting depth"]),  # "deep" is no ruleset key: not quoted
    "deep-block-nesting": (lambda tmp: _ruleset_with(tmp, "deep-block-nesting", _block_nested(300)),
                           MAX_DEPTH + 1, ".".join(f"k{i}" for i in range(MAX_DEPTH)), ["nested too deeply"]),
    "ten-megabyte-name": (lambda tmp: _ruleset_with(tmp, "ten-megabyte-name", PARLETT.replace(
        "en: Pope Joan (Parlett)", "en: " + "x" * 10_000_000)), None, "", ["10 MB", "at most 1 MB"]),
    "long-name-under-the-cap": (lambda tmp: _ruleset_with(tmp, "long-name-under-the-cap", PARLETT.replace(
        "en: Pope Joan (Parlett)", "en: " + "x" * 900_000)), _line(PARLETT, "en: Pope Joan (Parlett)"),
        "name.english.en",
        ["900,000 characters"]),
    "name-over-its-limit": (lambda tmp: _ruleset_with(tmp, "name-over-its-limit", PARLETT.replace(
        "en: Pope Joan (Parlett)", "en: " + "x" * 5000)), _line(PARLETT, "en: Pope Joan (Parlett)"), "name.english.en",
        ["at most 60 characters"]),
    "many-values": (lambda tmp: _ruleset_with(tmp, "many-values", PARLETT + "junk: [" + "1," * 150_000 + "1]\n"),
                    END, f"junk[{MAX_NODES - _nodes(PARLETT) - 2}]", [f"at most {MAX_NODES:,}"]),
    "bad-date": (lambda tmp: _ruleset_with(tmp, "bad-date", PARLETT.replace("language: en", "language: 2001-13-45")),
                 _line(PARLETT, "language:"), "language", ["cannot read this value", "month"]),
    "bad-timestamp-tag": (lambda tmp: _ruleset_with(tmp, "bad-timestamp-tag", PARLETT.replace(
        "language: en", "language: !!timestamp x")), _line(PARLETT, "language:"), "language",
        ["YAML tag", "!!timestamp"]),
    "not-utf8": (lambda tmp: _bytes(tmp / "not-utf8.yaml",
                                    PARLETT.encode("utf-8").replace(b"Parlett)", b"Parl\xe9tt)")),
                 _line(PARLETT, "Parlett)"), "", ["not UTF-8"]),
    "nul-character": (lambda tmp: _ruleset_with(tmp, "nul-character",
                                                PARLETT.replace("Pope Joan (Parlett)", "Pope\x00Joan")),
                      _line(PARLETT, "Pope Joan (Parlett)"), "name", ["control characters are not allowed"]),
    "two-documents": (lambda tmp: _ruleset_with(tmp, "two-documents", PARLETT + "---\nid: again\n"),
                      END, "id", ["another document"]),
}


def _bytes(path: Path, data: bytes) -> Path:
    path.write_bytes(data)
    return path


@pytest.mark.parametrize("name", sorted(RULESET_CASES))
def test_hostile_ruleset_is_refused_quickly_naming_file_line_and_key(name, tmp_path):
    make, line, key, words = RULESET_CASES[name]
    path = make(tmp_path)
    err = refused_quickly(lambda: load_ruleset_file(path), RulesetError)
    assert err.file == str(path)
    assert err.line == line, str(err)
    assert err.key == key, str(err)
    message = str(err)
    assert message.startswith(str(path) + (f", line {line}: " if line else ": "))
    for word in words:
        assert word in message, message


@pytest.mark.parametrize("name", ["alias-bomb", "recursive-alias", "five-thousand-digits", "deep-flow-nesting",
                                  "ten-megabyte-name"])
def test_check_ruleset_command_refuses_hostile_files_in_one_line(name, tmp_path, capsys):
    path = RULESET_CASES[name][0](tmp_path)
    began = time.perf_counter()
    assert cli(["check-ruleset", str(path)]) == 1
    assert time.perf_counter() - began < SECONDS
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith(f"error: {path}") and captured.err.count("\n") == 1, captured.err


def test_the_text_itself_is_bounded_too():
    """``load_ruleset_text`` (no file) refuses a 10 MB text before parsing it."""
    text = PARLETT.replace("en: Pope Joan (Parlett)", "en: " + "x" * 10_000_000)
    err = refused_quickly(lambda: load_ruleset_text(text, "big.yaml"), RulesetError)
    assert err.file == "big.yaml" and "at most 1 MB" in err.problem


def test_a_user_folder_of_hostile_files_does_not_stop_the_others(tmp_path):
    """The menu's loader lists the shipped rulesets and one error per hostile file; nothing raises or hangs."""
    folder = tmp_path / "rulesets"
    folder.mkdir()
    for name, (make, _, _, _) in RULESET_CASES.items():
        made = make(tmp_path)
        shutil.copy(made, folder / f"{name}.yaml")
    (folder / "a-folder.yaml").mkdir()
    os.symlink("/dev/zero", folder / "dev-zero.yaml")
    if hasattr(os, "mkfifo"):
        os.mkfifo(folder / "a-pipe.yaml")
    began = time.perf_counter()
    rulesets, errors = load_rulesets([SHIPPED_RULESET_DIR, folder])
    assert time.perf_counter() - began < 3 * SECONDS
    assert set(rulesets) == {"parlett", "hoyle-1847", "spanish", "cacumen", "japanese", "russian"}
    files = sorted(Path(e.file).name for e in errors)
    expected = sorted([f"{n}.yaml" for n in RULESET_CASES] + ["a-folder.yaml", "dev-zero.yaml"]
                      + (["a-pipe.yaml"] if hasattr(os, "mkfifo") else []))
    assert files == expected
    assert all(isinstance(e, RulesetError) and len(str(e)) < 600 for e in errors)


# --- the reproductions, as deal files -------------------------------------------


def _deal_with(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / f"{name}.yaml"
    path.write_text(text, encoding="utf-8")
    return path


DEAL_CASES: dict[str, tuple[Callable[[Path], Path], str, list[str]]] = {
    # name: (make the file, field (the line, or "file"), words)
    "alias-bomb-deal": (lambda tmp: HOSTILE / "alias-bomb-deal.yaml", "line 3", ["l0:", "anchor", "not allowed"]),
    "recursive-alias-deal": (lambda tmp: HOSTILE / "recursive-alias-deal.yaml", "line 3", ["players:", "anchor"]),
    "five-thousand-digits": (lambda tmp: _deal_with(tmp, "digits", DEAL.replace("dealer: 0", "dealer: " + "7" * 5000)),
                             f"line {_line(DEAL, 'dealer:')}", ["dealer:", "number of 5,000 characters"]),
    "deep-nesting": (lambda tmp: _deal_with(tmp, "deep", DEAL + "extra: " + _nested(100_000) + "\n"),
                     f"line {DEAL.count(chr(10)) + 1}", ["nest"]),
    "deep-block-nesting": (lambda tmp: _deal_with(tmp, "deep-block", _block_nested(500)),
                           f"line {MAX_DEPTH + 1}", ["nested too deeply"]),
    "ten-megabyte-player": (lambda tmp: _deal_with(tmp, "big", DEAL.replace("Ann", "A" * 10_000_000)),
                            "file", ["MB", "at most 1 MB"]),
    "long-player-name": (lambda tmp: _deal_with(tmp, "long", DEAL.replace("Ann", "A" * 5000)),
                         "players.0", ["at most 40 characters"]),
    "many-actions": (lambda tmp: _deal_with(tmp, "many", DEAL + "actions: [" + "3H, " * 5000 + "3H]\n"),
                     "actions", ["at most 200"]),
    "dev-zero": (lambda tmp: Path("/dev/zero"), "file", ["not a regular file"]),
    "a-folder": (lambda tmp: tmp, "file", ["folder"]),
}


@pytest.mark.parametrize("name", sorted(DEAL_CASES))
def test_hostile_deal_file_is_refused_quickly_naming_file_and_line(name, tmp_path):
    make, field, words = DEAL_CASES[name]
    path = make(tmp_path)
    err = refused_quickly(lambda: read_deal_file(path), DealFileError)
    assert err.file == str(path)
    assert err.field == field, str(err)
    message = str(err)
    assert message.startswith(f"{path}: {field}: ")
    for word in words:
        assert word in message, message


@pytest.mark.parametrize("name", ["alias-bomb-deal", "recursive-alias-deal", "five-thousand-digits", "deep-nesting"])
def test_replay_command_refuses_hostile_deal_files_in_one_line(name, tmp_path, capsys):
    path = DEAL_CASES[name][0](tmp_path)
    began = time.perf_counter()
    assert cli(["replay", str(path), "--json"]) == 1
    assert time.perf_counter() - began < SECONDS
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith(f"error: {path}: line ") and captured.err.count("\n") == 1, captured.err


def test_parse_deal_text_bounds_text_without_a_file():
    err = refused_quickly(lambda: parse_deal_text(DEAL + "x: " + "9" * 5000 + "\n"), DealFileError)
    assert "number of 5,000 characters" in err.problem


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_a_pipe_is_refused_without_waiting_for_a_writer(tmp_path):
    pipe = tmp_path / "pipe.yaml"
    os.mkfifo(pipe)
    err = refused_quickly(lambda: read_deal_file(pipe), DealFileError)
    assert "not a regular file" in str(err)
    err = refused_quickly(lambda: load_ruleset_file(pipe), RulesetError)
    assert "not a regular file" in str(err)


# --- the YAML reader itself --------------------------------------------------------


def test_plain_core_tags_are_still_fine():
    data = load_yaml("a: !!str 5\nb: !!int '7'\nc: [1, 2.5, true, null]\nd: 'quoted'\n").data
    assert data == {"a": "5", "b": 7, "c": [1, 2.5, True, None], "d": "quoted"}


def test_duplicate_keys_are_found_at_any_depth_in_linear_time():
    """The duplicate-key walk visits each node once (it was exponential with aliases)."""
    big = "items:\n" + "".join(f"  - {{a: {i}, b: {i}}}\n" for i in range(9_000)) + "  - {a: 1, a: 2}\n"
    began = time.perf_counter()
    with pytest.raises(FileProblem) as info:
        load_yaml(big, "big.yaml")
    assert time.perf_counter() - began < SECONDS
    assert info.value.line == 9_002 and info.value.key == "items[9000].a"
    assert "given twice" in info.value.problem


def test_a_yaml_syntax_error_never_quotes_the_file():
    secret = "password: [hunter2 is my secret\n"
    with pytest.raises(FileProblem) as info:
        load_yaml(secret, "x.yaml")
    assert "hunter2" not in str(info.value) and info.value.line is not None


def test_read_text_refuses_big_files_before_reading(tmp_path):
    path = tmp_path / "big.yaml"
    with open(path, "wb") as out:
        out.truncate(MAX_FILE_BYTES + 1)  # sparse: big on paper, nothing to read
    err = refused_quickly(lambda: read_text(path, "ruleset file"), FileProblem)
    assert err.line is None and "at most 1 MB" in err.problem
    with pytest.raises(FileProblem):
        read_text(tmp_path / "missing.yaml")


# --- settings-style JSON -----------------------------------------------------------

JSON_CASES = {
    "deep-nesting": ("[" * 100_000 + "]" * 100_000, ["nested too deeply"]),
    "five-thousand-digits": ('{"deals": ' + "9" * 5000 + "}", ["number of 5,000 characters"]),
    "long-float": ('{"animation_speed": 1.' + "5" * 5000 + "}", ["number of 5,002 characters"]),
    "not-a-number": ('{"animation_speed": NaN}', ["NaN"]),
    "ten-megabytes": ('{"ruleset": "' + "x" * 10_000_000 + '"}', ["at most 1 MB"]),
    "syntax": ('{"ruleset": "parlett",\n "seats": [}', ["JSON syntax error"]),
    "depth-21": ('{"a": ' * 21 + "1" + "}" * 21, ["nested too deeply"]),
    "long-text": ('{"ruleset": "' + "x" * 20_000 + '"}', ["20,000 characters"]),
}


@pytest.mark.parametrize("name", sorted(JSON_CASES))
def test_hostile_json_is_refused_quickly(name):
    text, words = JSON_CASES[name]
    err = refused_quickly(lambda: load_json_text(text, "settings.json", "settings file"), FileProblem)
    assert str(err).startswith("settings.json")
    for word in words:
        assert word in str(err), str(err)


def test_json_with_a_byte_order_mark_and_ordinary_values_loads(tmp_path):
    path = tmp_path / "settings.json"
    path.write_bytes(b'\xef\xbb\xbf{"ruleset": "parlett", "animation_speed": 1.5, "seats": [{"name": "Ann"}]}')
    assert read_json_file(path) == {"ruleset": "parlett", "animation_speed": 1.5, "seats": [{"name": "Ann"}]}


def test_json_syntax_error_names_the_line():
    with pytest.raises(FileProblem) as info:
        load_json_text('{\n"a": 1,\n"b": }\n', "s.json")
    assert info.value.line == 3


# --- a ruleset named on the command line (item 7) is read within the same bounds ----


def test_command_line_ruleset_path_is_bounded(tmp_path):
    err = refused_quickly(lambda: ruleset_from_command_line("/dev/zero"), RulesetError)
    assert "not a regular file" in str(err)
    path = RULESET_CASES["ten-megabyte-name"][0](tmp_path)
    err = refused_quickly(lambda: ruleset_from_command_line(str(path)), RulesetError)
    assert "at most 1 MB" in str(err)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(pytest.main([__file__, "-q"]))


# --- the player's rulesets folder unreadable (the playtest's chmod 000; the tests may run as root, which
# permissions do not stop, so the system's refusal is made here)


def _refuse_under(monkeypatch: pytest.MonkeyPatch, folder: Path) -> None:
    """The system refuses to list ``folder`` or to reach anything in it (``Permission denied``), as for a folder
    of mode 000."""
    def refused(path: object) -> bool:
        p = Path(os.fsdecode(path)) if isinstance(path, (str, bytes, os.PathLike)) else None
        return p is not None and (p == folder or folder in p.parents)

    real_listdir, real_stat, real_open = os.listdir, os.stat, os.open

    def listdir(path=".", *a, **k):
        if refused(path):
            raise PermissionError(13, "Permission denied", str(path))
        return real_listdir(path, *a, **k)

    def stat_(path, *a, **k):
        if refused(path) and Path(os.fsdecode(path)) != folder:
            raise PermissionError(13, "Permission denied", str(path))
        return real_stat(path, *a, **k)

    def open_(path, *a, **k):
        if refused(path):
            raise PermissionError(13, "Permission denied", str(path))
        return real_open(path, *a, **k)

    monkeypatch.setattr(os, "listdir", listdir)
    monkeypatch.setattr(os, "stat", stat_)
    monkeypatch.setattr(os, "open", open_)


def _house(tmp_path: Path) -> Path:
    folder = tmp_path / "rulesets"
    folder.mkdir()
    (folder / "house.yaml").write_text(PARLETT.replace("id: parlett", "id: house"), encoding="utf-8")
    return folder


def test_an_unreadable_rulesets_folder_is_said_not_passed_over(tmp_path, monkeypatch):
    """The menu said nothing: the player's rulesets were simply gone (``Path.glob`` finds nothing in a folder it
    may not read). Now the loader gives one error naming the folder and the system's reason."""
    folder = _house(tmp_path)
    _refuse_under(monkeypatch, folder)
    rulesets, errors = load_rulesets([SHIPPED_RULESET_DIR, folder])
    assert set(rulesets) == {"parlett", "hoyle-1847", "spanish", "cacumen", "japanese", "russian"}
    assert [(e.file, e.kind, e.values) for e in errors] == [(str(folder), "folder_unreadable",
                                                             {"reason": "Permission denied"})]
    assert str(errors[0]) == f"{folder}: cannot read the folder (Permission denied)"


def test_a_file_where_the_rulesets_folder_should_be_is_said(tmp_path):
    folder = tmp_path / "rulesets"
    folder.write_text("not a folder", encoding="utf-8")
    rulesets, errors = load_rulesets([SHIPPED_RULESET_DIR, folder])
    assert len(rulesets) == 6
    assert [(e.file, e.kind) for e in errors] == [(str(folder), "folder_unreadable")]
    assert "Not a directory" in str(errors[0])


def test_a_ruleset_in_an_unreadable_folder_is_refused_in_words_by_the_command_line_and_replay(
        tmp_path, monkeypatch, capsys):
    """``main.py --ruleset house`` stopped with "Pope Joan stopped unexpectedly: PermissionError", and ``replay``
    of a deal file naming it printed a traceback: now one line naming the file and the system's reason."""
    from popejoan.engine.ruleset import find_ruleset
    from popejoan.storage.paths import user_ruleset_dir

    folder = _house(tmp_path)
    deal = _deal_with(tmp_path, "house-deal", DEAL.replace("ruleset: parlett", "ruleset: house"))
    monkeypatch.setenv("POPEJOAN_DATA_DIR", str(tmp_path))
    _refuse_under(monkeypatch, folder)
    with pytest.raises(RulesetError) as info:
        find_ruleset("house", user_ruleset_dir())
    assert info.value.kind == "unreadable" and "Permission denied" in str(info.value)
    assert str(folder / "house.yaml") in str(info.value)
    assert cli(["replay", str(deal)]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Permission denied" in err and "Traceback" not in err, err
