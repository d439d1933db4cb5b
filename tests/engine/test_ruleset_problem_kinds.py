"""Every problem a ruleset can have, as data: :attr:`RulesetError.kind` and the values its sentence needs.

One real broken file per kind (``tests/data/bad_rulesets``, or a copy of parlett.yaml with one thing
broken), so that an interface can say each in its own language; the English sentence is unchanged.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from popejoan.engine.errors import RULESET_PROBLEM_KINDS, RulesetError
from popejoan.engine.ruleset import SHIPPED_RULESET_DIR, find_ruleset, load_ruleset_file, load_rulesets
from popejoan.engine.safefile import MAX_DEPTH, MAX_NODES

REPO = Path(__file__).resolve().parents[2]
BAD = REPO / "tests" / "data" / "bad_rulesets"
PARLETT = (SHIPPED_RULESET_DIR / "parlett.yaml").read_text(encoding="utf-8")
COMPARTMENTS = "'ace', 'king', 'queen', 'jack', 'pope', 'matrimony', 'intrigue' or 'game'"

# bad file -> (kind, values), worked out by reading each file
BAD_FILE_KINDS = {
    "unknown-key-typo": ("unknown_key", {"name": "staring_chips", "nearest": "starting_chips"}),
    "option-patch-unknown-key": ("unknown_key", {"name": "splt", "nearest": "split"}),
    "missing-top-key": ("missing_key", {}),
    "unknown-value": ("not_one_of", {"value": "'after_dealr'", "nearest": "after_dealer",
                                     "choices": "'after_dealer', 'before_dealer', 'first' or 'none'"}),
    "unknown-value-first": ("not_one_of", {"value": "'right'", "nearest": "",
                                           "choices": "'left_of_dealer' or 'right_of_dealer'"}),
    "bad-compartment-in-stakes": ("not_a_compartment", {"value": "'popes'", "nearest": "pope",
                                                        "choices": COMPARTMENTS}),
    "wrong-type-int": ("wrong_type", {"expected": "whole_number", "value": "'twenty'"}),
    "wrong-type-bool": ("wrong_type", {"expected": "true_false", "value": "'maybe'"}),
    "wrong-type-list": ("wrong_type", {"expected": "list", "value": "'A test.'"}),
    "out-of-range-chips": ("too_small", {"bound": 0, "value": "-5", "strict": 0}),
    "stake-out-of-range": ("too_big", {"bound": 100, "value": "500", "strict": 0}),
    "option-one-value": ("too_few_items", {"bound": 2, "value": "", "strict": 0}),
    "bad-language": ("bad_form", {"pattern": "^[a-z]{2}$"}),
    "players-min-over-max": ("min_over_max", {"min": 6, "max": 4}),
    "id-not-file-name": ("id_not_file_name", {"id": "some-other-id", "name": "id-not-file-name"}),
    "bad-id": ("not_a_ruleset_id", {"name": "'Bad Id'"}),
    "option-value-twice": ("value_twice", {"value": "false"}),
    "duplicate-nested-key": ("given_twice", {}),
    "yaml-tab": ("yaml_syntax", {"detail": "found character that cannot start any token"}),
    "unsafe-python-tag": ("yaml_tag", {"tag": "!!python/object/apply:os.system"}),
    "not-a-mapping": ("not_a_mapping", {}),
    "turn-up-needs-dead-hand": ("other", {}),
}


def _refused(path: Path) -> RulesetError:
    with pytest.raises(RulesetError) as info:
        load_ruleset_file(path)
    return info.value


def broken_file(tmp_path: Path, name: str, text: str | bytes) -> Path:
    path = tmp_path / f"{name}.yaml"
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize("name", sorted(BAD_FILE_KINDS))
def test_a_bad_file_gives_its_kind_and_values(name):
    err = _refused(BAD / f"{name}.yaml")
    assert (err.kind, err.values) == BAD_FILE_KINDS[name], err.problem


def test_every_bad_file_has_a_kind_and_only_rule_clashes_are_other():
    """Of the 35 bad files, only the five whose rules contradict one another have no kind of their own."""
    other = set()
    for path in BAD.glob("*.yaml"):
        err = _refused(path)
        assert err.kind in RULESET_PROBLEM_KINDS
        if err.kind == "other":
            other.add(path.stem)
    assert other == {"turn-up-needs-dead-hand", "share-out-needs-trump", "board-order-mismatch",
                     "board-order-twice", "labels-missing"}


# name -> (the file's text, kind, values)
MADE = {
    "not-a-language": (PARLETT.replace("    en: Pope Joan (Parlett)\n", "    en: Pope Joan (Parlett)\n    esp: x\n"),
                       "not_a_language", {"name": "esp", "nearest": "es", "languages": "en, es, ja, ru"}),
    "missing-english": (PARLETT.replace("    en: Pope Joan (Parlett)\n", ""), "missing_english", {}),
    "text-by-language": (re.sub(r"  title:\n(    \w\w: .*\n)+", "  title: [a, b]\n", PARLETT, count=1),
                         "wrong_type", {"expected": "text_by_language", "value": ""}),
    "too-many-paragraphs": (PARLETT.replace("summary:\n", "summary:\n" + "  - A line.\n" * 21, 1),
                            "too_many_items", {"bound": 20, "value": "", "strict": 0}),
    "long-name": (PARLETT.replace("en: Pope Joan (Parlett)", "en: " + "x" * 61),
                  "text_too_long", {"length": 61, "limit": 60}),
    "long-text": (PARLETT.replace("en: Pope Joan (Parlett)", "en: " + "x" * 10_001),
                  "text_too_long", {"length": 10_001, "limit": 10_000}),
    "long-number": (PARLETT.replace("starting_chips: 20", "starting_chips: " + "9" * 31),
                    "number_too_long", {"length": 31, "limit": 30}),
    "alias": (PARLETT.replace("language: en", "language: &a en\nalso: *a"), "yaml_alias", {}),
    "key-a-list": (PARLETT + "? [a, b]\n: c\n", "key_not_a_word", {}),
    "deep": ("".join("  " * i + f"k{i}:\n" for i in range(30)), "too_deep", {"limit": MAX_DEPTH}),
    "deep-flow": (PARLETT + "deep: " + "[" * 5000 + "x" + "]" * 5000 + "\n", "too_deep", {"limit": 0}),
    "many-values": (PARLETT + "junk: [" + "1," * MAX_NODES + "1]\n", "too_many_values", {"limit": MAX_NODES}),
    "bad-date": (PARLETT.replace("language: en", "language: 2001-13-45"),
                 "unreadable_value", {"detail": "month must be in 1..12"}),
    "not-a-ruleset": ("colour: red\nsize: 3\n", "not_a_ruleset", {}),
    "big": (PARLETT + "#" + "x" * 1_100_000 + "\n", "file_too_big", {"size": "1.1 MB", "limit": "1 MB"}),
    "not-utf8": (PARLETT.encode("utf-8").replace(b"Parlett)", b"Parl\xe9tt)"), "not_utf8", {}),
}


@pytest.mark.parametrize("name", sorted(MADE))
def test_a_made_broken_file_gives_its_kind_and_values(name, tmp_path):
    text, kind, values = MADE[name]
    err = _refused(broken_file(tmp_path, name, text))
    assert (err.kind, err.values) == (kind, values), err.problem


def test_what_is_not_a_ruleset_file(tmp_path):
    assert _refused(tmp_path).kind == "a_folder"
    assert _refused(tmp_path / "nope.yaml").kind == "no_such_file"
    assert _refused(Path("/dev/zero")).kind == "not_a_regular_file"


def test_a_file_the_system_refuses_to_open(tmp_path, monkeypatch):
    path = broken_file(tmp_path, "locked", PARLETT)

    def refuse(*args, **kwargs):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(os, "open", refuse)
    err = _refused(path)
    assert (err.kind, err.values) == ("unreadable", {"reason": "Permission denied"})


def test_an_id_already_taken(tmp_path):
    (tmp_path / "parlett.yaml").write_text(PARLETT, encoding="utf-8")
    _rulesets, errors = load_rulesets([SHIPPED_RULESET_DIR, tmp_path])
    assert [(e.kind, e.values) for e in errors] == [("id_taken", {"id": "parlett"})]


def test_naming_a_ruleset_or_variant_that_is_not_there():
    with pytest.raises(RulesetError) as info:
        find_ruleset("parlet")
    assert info.value.kind == "no_such_ruleset" and info.value.values["nearest"] == "parlett"
    with pytest.raises(RulesetError) as info:
        find_ruleset("My Rules")
    assert (info.value.kind, info.value.values) == ("not_a_ruleset_id", {"name": "'My Rules'"})
    with pytest.raises(RulesetError) as info:
        find_ruleset("parlett").with_options({"split_pair": True})
    assert (info.value.kind, info.value.values) == ("no_such_option", {"name": "split_pair", "nearest": "split_pairs"})
    with pytest.raises(RulesetError) as info:
        find_ruleset("russian").with_options({"pope_stake": 5})
    assert (info.value.kind, info.value.values) == ("not_an_option_value",
                                                    {"value": "5", "name": "pope_stake", "choices": "4, 6"})


def test_an_unknown_kind_is_a_programming_error():
    with pytest.raises(ValueError, match="unknown ruleset problem kind"):
        RulesetError("f.yaml", 1, "", "x", kind="no_such_kind")
