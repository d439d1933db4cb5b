"""Broken ruleset files: each gives its own clear RulesetError naming file, line and key.

The files in ``tests/data/bad_rulesets/`` are one small valid ruleset with one
thing broken each (the first line of each says so in the shared comment).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from popejoan.engine.errors import RulesetError
from popejoan.engine.ruleset import SHIPPED_RULESET_DIR, find_ruleset, load_ruleset_file, load_rulesets

REPO = Path(__file__).resolve().parents[2]
BAD = REPO / "tests" / "data" / "bad_rulesets"

# file -> (line, key, words the message must contain)
CASES = {
    "unknown-key-typo": (11, "staring_chips", ["unknown key", "did you mean 'starting_chips'"]),
    "unknown-nested-key": (43, "lead.frist", ["unknown key", "did you mean 'first'"]),
    "wrong-type-int": (11, "starting_chips", ["valid integer", "twenty"]),
    "wrong-type-bool": (39, "deal.dealer_sees_stock", ["valid boolean", "maybe"]),
    "wrong-type-list": (22, "summary", ["valid list"]),
    "out-of-range-chips": (11, "starting_chips", ["greater than or equal to 0"]),
    "players-too-few": (10, "players.min", ["greater than or equal to 3"]),
    "players-min-over-max": (10, "players", ["min (6) is more than max (4)"]),
    "missing-top-key": (2, "end", ["required key is missing"]),
    "missing-nested-key": (42, "lead.cards", ["required key is missing"]),
    "unknown-value": (36, "deal.dead_hand", ["'after_dealr'", "did you mean 'after_dealer'"]),
    "unknown-value-first": (43, "lead.first", ["'right'", "right_of_dealer"]),
    "duplicate-nested-key": (32, "dressing.stakes.pope", ["given twice"]),
    "duplicate-top-key": (52, "lead", ["given twice"]),
    "bad-compartment-in-stakes": (31, "dressing.stakes.popes", ["not a compartment", "did you mean 'pope'"]),
    "bad-compartment-in-board-order": (12, "board_order[7]", ["'gmae'", "did you mean 'game'"]),
    "stake-out-of-range": (31, "dressing.stakes.pope", ["less than or equal to 100", "500"]),
    "turn-up-needs-dead-hand": (35, "deal", ["needs a dead hand"]),
    "share-out-needs-trump": (50, "share_out", ["needs 'trump'"]),
    "option-patch-bad-value": (58, "options.split_pairs.values[1].set.pairs.split",
                               ["'maybe' is not allowed", "'both'"]),
    "option-patch-unknown-key": (58, "options.split_pairs.values[1].set.pairs.splt",
                                 ["unknown key", "did you mean 'split'"]),
    "option-value-twice": (57, "options.split_pairs.values", ["listed twice"]),
    "option-one-value": (55, "options.split_pairs.values", ["at least 2"]),
    "id-not-file-name": (2, "id", ["must match the file name", "id-not-file-name"]),
    "bad-id": (2, "id", ["is not a ruleset id", "Bad Id"]),
    "bad-language": (6, "language", ["pattern"]),
    "yaml-tab": (43, "lead", ["YAML syntax error"]),
    "yaml-unclosed-bracket": (42, "turn_up", ["YAML syntax error"]),
    "not-a-mapping": (1, "", ["must be a YAML mapping"]),
    # safe YAML only: a Python tag is refused, never run
    "unsafe-python-tag": (2, "id", ["YAML tag", "python/object", "not allowed"]),
    # A ruleset-level check must still name its key and line (issue 2, "Validation").
    "board-order-mismatch": (12, "board_order", ["board_order must name exactly"]),
    "board-order-twice": (12, "board_order", ["names a compartment twice"]),
    "labels-missing": (13, "labels", ["no label for game"]),
}

KNOWN_BUGS: dict[str, str] = {}


def _load(name: str) -> RulesetError:
    with pytest.raises(RulesetError) as info:
        load_ruleset_file(BAD / f"{name}.yaml")
    return info.value


def test_there_are_at_least_twenty_bad_files_each_with_a_case():
    files = sorted(p.stem for p in BAD.glob("*.yaml"))
    assert len(files) >= 20
    assert set(files) == set(CASES)


@pytest.mark.parametrize(
    "name",
    [pytest.param(n, marks=[pytest.mark.xfail(strict=True, reason=KNOWN_BUGS[n])] if n in KNOWN_BUGS else [], id=n)
     for n in CASES],
)
def test_bad_ruleset_names_file_line_and_key(name):
    line, key, words = CASES[name]
    err = _load(name)
    path = str(BAD / f"{name}.yaml")
    assert err.file == path
    assert err.line == line
    assert err.key == key
    message = str(err)
    assert message.startswith(f"{path}, line {line}: ")
    if key:
        assert f": {key}: " in message
    for word in words:
        assert word in message, message
    assert "Traceback" not in message


def test_option_patch_unknown_key_suggests_the_nearest():
    """Issue 2: an unknown key gets the nearest valid key; also inside an option's set: patch."""
    err = _load("option-patch-unknown-key")
    assert "splt" in err.key
    assert "did you mean 'split'" in str(err), str(err)


def name_given_by_language(folder):
    """Parlett's ruleset as a player edits it: its name given as ``{en: ...}``, not as ``native`` / ``english``."""
    text = (SHIPPED_RULESET_DIR / "parlett.yaml").read_text(encoding="utf-8").replace("id: parlett\n", "id: mine\n")
    start = text.index("name:\n")
    broken = folder / "mine.yaml"
    broken.write_text(text[:start] + "name: {en: My Pope Joan}\n" + text[text.index("language:", start):],
                      encoding="utf-8")
    return broken


def test_an_unknown_key_with_no_near_word_lists_the_keys_that_belong_there(tmp_path):
    """A hostile-files test: ``name: {en: ...}`` said only "unknown key 'en'"; a ruleset's name is given as
    ``native`` and ``english``, and now the message says so."""
    with pytest.raises(RulesetError) as caught:
        load_ruleset_file(name_given_by_language(tmp_path))
    err = caught.value
    assert (err.key, err.kind, err.line) == ("name.en", "unknown_key", 4)
    assert err.problem == "unknown key 'en'; the keys here are native, english"


def test_a_nested_key_dedented_too_far_names_its_own_top_level_key(tmp_path):
    """A hostile-files test: ``english:`` under ``name:`` moved one space left was reported as a syntax error of
    ``id``, the file's first key (YAML's context is then the whole top-level mapping)."""
    text = (SHIPPED_RULESET_DIR / "parlett.yaml").read_text(encoding="utf-8").replace("id: parlett\n", "id: mine\n")
    assert "\n  english:" in text
    broken = tmp_path / "mine.yaml"
    broken.write_text(text.replace("\n  english:", "\n english:", 1), encoding="utf-8")
    with pytest.raises(RulesetError) as caught:
        load_ruleset_file(broken)
    assert (caught.value.line, caught.value.key) == (6, "name")
    assert str(caught.value) == f"{broken}, line 6: name: YAML syntax error: did not find expected key"


def test_yaml_syntax_error_names_the_key_it_broke():
    """Issue 2 lists YAML syntax errors among the problems whose message names the key."""
    err = _load("yaml-tab")
    assert err.key == "lead"


def test_every_bad_file_gives_its_own_message():
    problems = []
    for name in CASES:
        try:
            load_ruleset_file(BAD / f"{name}.yaml")
        except RulesetError as err:
            problems.append((err.key, err.problem))
    assert len(problems) == len(set(problems)) == len(CASES)


def test_shipped_rulesets_all_load():
    rulesets, errors = load_rulesets([SHIPPED_RULESET_DIR])
    assert errors == []
    assert set(rulesets) == {"parlett", "hoyle-1847", "spanish", "cacumen", "japanese", "russian"}


def test_broken_user_file_does_not_stop_the_others():
    rulesets, errors = load_rulesets([SHIPPED_RULESET_DIR, BAD])
    assert len(rulesets) == 6
    assert len(errors) == len(CASES)


def test_unknown_ruleset_id_suggests_the_nearest():
    with pytest.raises(RulesetError) as info:
        find_ruleset("parlet")
    assert info.value.key == "ruleset" and "did you mean 'parlett'" in str(info.value)


def test_unknown_option_and_value():
    rules = find_ruleset("parlett")
    with pytest.raises(RulesetError) as info:
        rules.with_options({"split_pair": True})
    assert info.value.key == "options.split_pair" and "did you mean 'split_pairs'" in str(info.value)
    with pytest.raises(RulesetError) as info:
        find_ruleset("russian").with_options({"pope_stake": 5})
    assert info.value.key == "options.pope_stake" and "choose from 4, 6" in str(info.value)
    with pytest.raises(RulesetError):
        rules.with_options({"split_pairs": 1})  # 1 is not true


def _cli(*args):
    return subprocess.run([sys.executable, "-m", "popejoan", *args], capture_output=True, text=True, cwd=REPO,
                          timeout=60)


@pytest.mark.parametrize("name", ["unknown-key-typo"])
def test_check_ruleset_cli_exit_1(name):
    proc = _cli("check-ruleset", str(BAD / f"{name}.yaml"))
    assert proc.returncode == 1
    assert "Traceback" not in proc.stderr
    line, key, _ = CASES[name]
    assert f"{name}.yaml, line {line}" in proc.stderr
    assert key in proc.stderr
    assert proc.stdout == ""


def test_check_ruleset_cli_exit_0():
    path = SHIPPED_RULESET_DIR / "parlett.yaml"
    proc = _cli("check-ruleset", str(path))
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("ok: parlett")


@pytest.mark.parametrize("path", sorted(SHIPPED_RULESET_DIR.glob("*.yaml")), ids=lambda p: p.stem)
def test_check_ruleset_main_exit_0_for_every_shipped_ruleset(path, capsys):
    from popejoan.cli import main

    assert main(["check-ruleset", str(path)]) == 0
    out = capsys.readouterr().out.strip().splitlines()
    assert len(out) == 1 and out[0].startswith(f"ok: {path.stem}")


@pytest.mark.parametrize("name", sorted(CASES))
def test_check_ruleset_main_exit_1_for_every_bad_file(name, capsys):
    from popejoan.cli import main

    assert main(["check-ruleset", str(BAD / f"{name}.yaml")]) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith("error: ") and f"{name}.yaml" in captured.err


def test_check_ruleset_missing_file(capsys):
    from popejoan.cli import main

    assert main(["check-ruleset", str(BAD / "no-such-file.yaml")]) == 1
    err = capsys.readouterr().err
    assert "Traceback" not in err and "no-such-file.yaml" in err


# docs/rules.md, "Sources and ruleset ids": language and source file of each shipped ruleset.
SOURCES = {
    "parlett": ("en", "004_81205a4026ebaa67.txt"),
    "hoyle-1847": ("en", "004_81205a4026ebaa67.txt"),
    "spanish": ("es", "000_cfc2a4fc16baaacf.txt"),
    "cacumen": ("es", "001_f1e5e2c13fa72122.txt"),
    "japanese": ("ja", "002_34f757d45e3ca454.txt"),
    "russian": ("ru", "003_c7ed174c43ac0314.txt"),
}


@pytest.mark.parametrize("rid", sorted(SOURCES))
def test_shipped_ruleset_metadata(rid):
    rules = find_ruleset(rid)
    assert (rules.language, rules.source.file) == SOURCES[rid]
    assert rules.name.native and rules.name.english and rules.source.part
    assert (rules.players.min, rules.players.max) == (3, 8)
    assert rules.starting_chips >= (20 if rid == "parlett" else 1)  # parlett: "at least 20"
    assert all(o.description.strip() for o in rules.options.values())
    assert set(rules.board_order) == set(rules.labels) == set(rules.compartments)
