"""Bad deal files: a clear error naming the field, exit status 1, no traceback."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from popejoan.cli import main
from popejoan.engine.dealfile import parse_deal_text, read_deal_file, replay
from popejoan.engine.errors import DealFileError

REPO = Path(__file__).resolve().parents[2]
BAD = REPO / "tests" / "data" / "bad_deals"

# file -> (field named, words the message must contain)
CASES = {
    "missing-deck": ("deck", ["required"]),
    "deck-50-cards": ("deck", ["51 cards", "found 50", "missing: TC"]),
    "deck-duplicate": ("deck", ["AC", "twice"]),
    "deck-8d": ("deck", ["8D", "not in the Pope Joan pack"]),
    "deck-bad-code": ("deck", ["'1X'", "not a card code"]),
    "illegal-not-lowest-parlett": ("actions[0]", ["'2C'", "seat 1", "lowest club"]),
    "illegal-same-suit-after-stop": ("actions[1]", ["'4C'", "another suit"]),
    "illegal-card-not-in-hand": ("actions[0]", ["'KS'", "not in the leader's hand"]),
    "illegal-pass-at-a-lead": ("actions[0]", ["'pass'"]),
    "illegal-card-at-pope-offer": ("actions[1]", ["'5C'", "seat 2", "Pope or pass"]),
    "actions-after-the-end": ("actions[5]", ["already over"]),
    "bad-action-code": ("actions[0]", ["'XX'", "not a card code"]),
    "unknown-ruleset": ("ruleset", ["parlet", "did you mean 'parlett'"]),
    "unknown-option": ("options.split_pair", ["did you mean 'split_pairs'"]),
    "bad-option-value": ("options.pope_stake", ["5", "choose from 4, 6"]),
    "bad-dealer": ("dealer", ["0 to 2", "not 3"]),
    "too-few-players": ("players", ["3 to 8", "not 2"]),
    "chips-wrong-length": ("chips", ["3 players"]),
    "unknown-field": ("dek", ["unknown field"]),
    "board-bad-compartment": ("board", ["popes"]),
    "share-out-without-share-out": ("mode", ["no end-of-session share-out"]),
    "share-out-without-trump": ("trump", ["last deal's trumps"]),
    "trump-in-a-deal": ("trump", ["share-outs only"]),
    "share-out-with-actions": ("actions", ["no decisions"]),
    "share-out-bad-trump": ("trump", ["suit letter", "'X'"]),
    "yaml-syntax-error": ("line 4", ["YAML syntax error"]),
    "wrong-type-dealer": ("dealer", ["integer"]),
    "unsafe-python-tag": ("line 2", ["YAML tag", "python/object", "not allowed"]),  # safe YAML: never run
}


def test_every_bad_deal_file_has_a_case():
    assert {p.stem for p in BAD.glob("*.yaml")} == set(CASES)


@pytest.mark.parametrize("name", sorted(CASES))
def test_bad_deal_file_names_the_field(name):
    field, words = CASES[name]
    with pytest.raises(DealFileError) as info:
        replay(read_deal_file(BAD / f"{name}.yaml"))
    err = info.value
    assert err.field == field
    message = str(err)
    assert f"{field}: " in message
    for word in words:
        assert word in message, message


@pytest.mark.parametrize("name", sorted(CASES))
def test_replay_command_exits_1_without_traceback(name, capsys):
    assert main(["replay", str(BAD / f"{name}.yaml"), "--json"]) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith("error: ") and CASES[name][0] in captured.err
    assert "Traceback" not in captured.err


@pytest.mark.parametrize("name", ["deck-8d", "illegal-not-lowest-parlett"])
def test_replay_cli_subprocess_exits_1(name):
    proc = subprocess.run([sys.executable, "-m", "popejoan", "replay", str(BAD / f"{name}.yaml"), "--json"],
                          capture_output=True, text=True, cwd=REPO, timeout=60)
    assert proc.returncode == 1
    assert proc.stdout == ""
    assert "Traceback" not in proc.stderr
    assert CASES[name][0] in proc.stderr


def test_missing_file(capsys):
    assert main(["replay", str(BAD / "no-such-deal.yaml")]) == 1
    assert "no-such-deal.yaml" in capsys.readouterr().err


def test_deck_as_a_list_and_ten_as_10():
    """The deck may be a YAML list; "10S" reads as TS (cards.parse_card)."""
    text = (REPO / "tests" / "data" / "deals" / "parlett_lowest_card_default_leads.yaml").read_text()
    spec = parse_deal_text(text)
    codes = spec.deck.split() if isinstance(spec.deck, str) else spec.deck
    as_list = "\n".join(line for line in text.splitlines() if not line.startswith("deck:"))
    as_list += "\ndeck: [" + ", ".join("10" + c[1] if c[0] == "T" else c for c in codes) + "]\n"
    assert replay(parse_deal_text(as_list))["balances"] == replay(spec)["balances"] == [-8, 35, 20]
