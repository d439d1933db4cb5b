"""Issue 7, item 2: whatever validates must play and draw.

The kind: a ruleset file that ``check-ruleset`` accepts must never crash the
engine or the screen. Two reproductions were a board without a ``pope``
compartment (the table turned the board to face the Pope: ``'pope' is not in
list``) and a compartment label of only a zero-width space (``Text has zero
width``). The decision, documented in the README: text a player will read
(labels, names, summaries, descriptions, option values) must hold at least
one visible character and no control characters, or the validator refuses it
naming file, line and key; within valid text, the board letters accents and
zero-width characters with the letter before them, so any valid label draws.

The property tests generate valid-but-unusual rulesets (any subset of the
compartments in any order, odd and long labels, every value of every key,
changes made through options too), load them as YAML exactly as the game
does, and for each one either get a clean :class:`RulesetError` or (a) play
deals and the share-out through the engine and (b) draw the table, the deal
summary, the final standings and the rules headless.
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path
from typing import Any

import pygame
import pytest
import yaml
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent))

from harness import FakeApp  # noqa: E402

from popejoan.engine.errors import RulesetError  # noqa: E402
from popejoan.engine.ruleset import COMPARTMENTS, SHIPPED_RULESET_DIR, Ruleset, load_ruleset_text  # noqa: E402
from popejoan.engine.session import Session  # noqa: E402
from popejoan.ui.board import Board  # noqa: E402
from popejoan.ui.scenes.rules import RulesScene  # noqa: E402
from popejoan.ui.scenes.summary import SummaryScene  # noqa: E402
from popejoan.ui.scenes.table import TableScene  # noqa: E402

REPO = Path(__file__).resolve().parents[2]
PARLETT = (SHIPPED_RULESET_DIR / "parlett.yaml").read_text(encoding="utf-8")
NAMES = ["Ann", "Ben", "Cora", "Dick", "Eliza", "Fred", "Grace", "Hal"]

# Labels that have broken, or could break, text drawing: zero-width and format characters, lone
# accents, very wide glyphs, emoji sequences, right-to-left marks, fillers, private-use characters.
# Each has a visible character, so the validator accepts it and the screen must draw it.
ODD_LABELS = [
    "\u200bA", "A\u200b", "\u200bA\u200b", "e\u0301", "\u0301A", "a\u0301\u0302\u0303", "  A  ", "ß", "ﬁ", "ŉ",
    "ǅ", "i\u0307", "﷽", "﷽" * 24, "😀", "👨\u200d👩\u200d👧", "🏳️\u200d🌈", "Ж" * 24, "W" * 24, "漢字の間", "𝔄𝔟𝔠",
    "\ue000", "\u202eRTL", "\u2066A\u2069", "ـ", "ॐ", "ि", "क्ष", "\u3164", "\u115fA", "A\u00adB", "\ufeffA",
    "0", "-", "?", "ⓐ", "\U0001F1EB\U0001F1F7",
]
# Text that draws nothing or cannot be drawn: the validator must refuse it (file, line, key).
REFUSED_LABELS = ["", "\u200b", "\u0301", " ", "\u00ad", "\u180e", "\u2028", "A\tB", "A\nB", "\x00", "A\x07",
                  "a" * 25]
_VISIBLE = st.characters(codec="utf-8", exclude_categories=("Cc", "Cs", "Zl", "Zp"))


def _text(max_size: int) -> st.SearchStrategy[str]:
    """Mostly text the validator accepts (random Unicode, or an odd label), now and then text it refuses."""
    half = max_size // 2 - 1
    random_text = st.builds(lambda before, letter, after: before + letter + after,  # one letter or digit at least
                            st.text(_VISIBLE, max_size=half), st.characters(categories=("L", "N")),
                            st.text(_VISIBLE, max_size=half))
    odd = st.sampled_from([t for t in ODD_LABELS if len(t) <= max_size])
    refused = st.sampled_from(REFUSED_LABELS)
    return st.sampled_from(["odd"] * 30 + ["random"] * 29 + ["refused"]).flatmap(
        lambda kind: {"odd": odd, "random": random_text, "refused": refused}[kind])


LABELS = _text(24)
NAMES_TEXT = _text(60)
PARAGRAPHS = st.one_of(_text(200), st.sampled_from(["Lead the lowest card.", "x" * 1000, "A\nfolded\n  paragraph\n"]))

# every key of the rules and the values it may take (a few out-of-range ones: the validator must refuse them)
FIELDS: dict[tuple[str, ...], Any] = {
    ("ace",): st.sampled_from(["low", "high"]),
    ("starting_chips",): st.sampled_from([1, 2, 20, 999, 10000]),
    ("dressing", "payers"): st.sampled_from(["dealer", "everyone"]),
    ("dressing", "dealer_share"): st.integers(1, 10),
    ("dressing", "contribution"): st.sampled_from([0, 1, 2, 50]),
    ("deal", "dead_hand"): st.sampled_from(["after_dealer", "before_dealer", "first", "none"]),
    ("deal", "rounds"): st.sampled_from(["all", "whole"]),
    ("deal", "reserve"): st.sampled_from([0, 0, 1, 7, 20]),
    ("deal", "leftovers"): st.sampled_from(["dead_hand", "undealt"]),
    ("deal", "turn_up"): st.sampled_from(["last_dealt", "last_dealt", "dead_hand_first", "dead_hand_last"]),
    ("deal", "dealer_sees_stock"): st.booleans(),
    ("turn_up", "honours"): st.booleans(),
    ("turn_up", "pope", "takes"): st.one_of(st.just("all"), st.lists(st.sampled_from(COMPARTMENTS), unique=True)),
    ("turn_up", "pope", "per_card_payment"): st.booleans(),
    ("turn_up", "pope", "refund_dressing"): st.booleans(),
    ("turn_up", "pope", "ends_deal"): st.booleans(),
    ("lead", "first"): st.sampled_from(["left_of_dealer", "right_of_dealer"]),
    ("lead", "cards"): st.sampled_from(["any", "lowest_of_suit"]),
    ("lead", "change_suit_after_stop"): st.booleans(),
    ("lead", "pope_as_stop"): st.booleans(),
    ("pairs", "rule"): st.sampled_from(["in_succession", "same_player"]),
    ("pairs", "split"): st.booleans(),
    ("end", "pope_holder"): st.sampled_from(["excused", "pays_double", "pays"]),
    ("end", "next_dealer"): st.sampled_from(["left", "winner"]),
    ("share_out", "method"): st.sampled_from(["none", "deal"]),
    ("share_out", "trump"): st.sampled_from(["first_card", "diamonds", "last_deal"]),
}


def _set(data: dict, path: tuple[str, ...], value: Any) -> None:
    for part in path[:-1]:
        data = data.setdefault(part, {})
    data[path[-1]] = value


class _NoAliases(yaml.SafeDumper):
    """Dump without anchors and aliases (the game refuses them)."""

    def ignore_aliases(self, data: Any) -> bool:
        return True


@st.composite
def unusual_rulesets(draw: st.DrawFn) -> tuple[str, dict[str, Any], int]:
    """A ruleset file's text, the options to choose, and a player count within the limits."""
    compartments = draw(st.lists(st.sampled_from(COMPARTMENTS), min_size=1, max_size=8, unique=True))
    low = draw(st.integers(3, 8))
    high = draw(st.integers(low, 8))
    data: dict[str, Any] = {
        "id": "unusual",
        "name": {"native": draw(NAMES_TEXT), "english": draw(st.one_of(NAMES_TEXT, st.just("Unusual")))},
        "language": draw(st.sampled_from(["en", "es", "ja", "ru", "zz"])),
        "source": {"title": draw(st.sampled_from(["", "A title"])), "file": "004_81205a4026ebaa67.txt",
                   "part": "HOW TO PLAY"},
        "players": {"min": low, "max": high},
        "summary": draw(st.lists(PARAGRAPHS, min_size=1, max_size=3)),
        "interpretations": draw(st.lists(PARAGRAPHS, max_size=2)),
        "dressing": {"stakes": {c: draw(st.sampled_from([0, 1, 2, 6, 100])) for c in compartments}},
        "board_order": draw(st.permutations(compartments)),
        "labels": {c: draw(LABELS) for c in compartments},
    }
    for path, values in FIELDS.items():
        if path[-1] != "trump" or data.get("share_out", {}).get("method") == "deal":
            _set(data, path, draw(values))
    data["turn_up"]["pope"].setdefault("takes", [])
    options: dict[str, Any] = {}
    chosen: dict[str, Any] = {}
    for index in range(draw(st.integers(0, 3))):
        kind = draw(st.sampled_from(["bool", "int", "str"]))
        count = 2 if kind == "bool" else draw(st.integers(2, 4))
        values: list[Any] = [False, True] if kind == "bool" else (
            list(range(count)) if kind == "int" else [f"way_{i}" for i in range(count)])
        rows = [{"value": values[0]}]
        for value in values[1:]:
            patch: dict[str, Any] = {}
            for path in draw(st.lists(st.sampled_from([*FIELDS, ("labels",), ("board_order",)]), min_size=1,
                                      max_size=3, unique=True)):
                if path == ("labels",):
                    _set(patch, ("labels", draw(st.sampled_from(compartments))), draw(LABELS))
                elif path == ("board_order",):
                    _set(patch, path, draw(st.permutations(compartments)))
                else:
                    _set(patch, path, draw(FIELDS[path]))
            row: dict[str, Any] = {"value": value, "set": patch}
            if draw(st.booleans()):
                row["label"] = draw(LABELS)
            rows.append(row)
        name = f"option_{index}"
        options[name] = {"description": draw(PARAGRAPHS), "values": rows}
        chosen[name] = draw(st.sampled_from(values))
    if options:
        data["options"] = options
    text = yaml.dump(data, Dumper=_NoAliases, allow_unicode=True, sort_keys=False)
    return text, chosen, draw(st.integers(low, high))


def _resolved(text: str, chosen: dict[str, Any]) -> Ruleset | None:
    """The ruleset with its options chosen, or ``None`` when the validator refuses it (cleanly)."""
    try:
        base = load_ruleset_text(text, "unusual.yaml")
    except RulesetError as exc:
        assert exc.file == "unusual.yaml" and exc.line is not None and len(str(exc)) < 600, str(exc)
        event(f"refused by the validator: {exc.key.split('.')[0]} {exc.problem[:30]}")
        return None
    try:
        rules = base.with_options(chosen)
    except RulesetError as exc:  # two variants that break the rules together: the menu shows this message
        assert exc.key and "Traceback" not in str(exc)
        event("refused: a combination of options")
        return None
    event(f"valid: {len(rules.compartments)} compartments" + ("" if "pope" in rules.compartments else ", no pope"))
    return rules


def _play(rules: Ruleset, players: int, seed: int, deals: int = 3) -> Session:
    session = Session(rules, NAMES[:players], seed=seed)
    chooser = random.Random(seed)
    total = sum(session.balances) + sum(session.board.values())
    for _ in range(deals):
        deal = session.start_deal()
        steps = 0
        while not deal.over:
            deal.apply(chooser.choice(deal.legal_actions()))
            steps += 1
            assert steps <= 120
        session.finish_deal()
        assert sum(session.balances) + sum(session.board.values()) == total
    session.share_out()
    assert sum(session.balances) + sum(session.board.values()) == total
    return session


@settings(deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(case=unusual_rulesets(), seed=st.integers(0, 2 ** 31))
def test_every_valid_unusual_ruleset_plays(case, seed):
    """(a) Deals and the share-out run through the engine, chips kept, for every ruleset that validates."""
    text, chosen, players = case
    rules = _resolved(text, chosen)
    if rules is not None:
        _play(rules, players, seed)


def _draw_everything(rules: Ruleset, players: int, seed: int, size: tuple[int, int]) -> None:
    """Play one deal at a table of computers, then draw its summary, the final standings and the rules."""
    app = FakeApp(size, speed=4.0)
    session = Session(rules, NAMES[:players], seed=seed)
    table = TableScene(app, session, ["easy"] * players, deals=1, seed=seed)
    app.push(table)
    began = time.perf_counter()
    while not isinstance(app.top, SummaryScene) and time.perf_counter() - began < 120:
        app.step(250)  # the computers think in real time, off the frame loop: a bound in seconds, not frames
    summary = app.top
    assert isinstance(summary, SummaryScene), "the table never reached the deal's summary"
    for _ in range(3):
        app.step(250)
    summary.end_session()  # the final standings, with the share-out where the ruleset has one
    for _ in range(40):
        app.step(250)
    app.push(RulesScene(app, rules))
    app.step(250)
    app.resize((max(640, size[0] // 2), max(400, size[1] // 2)))
    app.step(250)


@settings(deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(case=unusual_rulesets(), seed=st.integers(0, 2 ** 31),
       size=st.sampled_from([(1280, 720), (800, 500), (1920, 1080)]))
def test_every_valid_unusual_ruleset_draws(case, seed, size):
    """(b) The table, the summary, the final standings and the rules draw headless for every ruleset that validates."""
    text, chosen, players = case
    rules = _resolved(text, chosen)
    if rules is not None:
        _draw_everything(rules, players, seed, size)


# --- the two reproductions, as small files ---------------------------------------------


def _small_board(**changes: str) -> str:
    text = (REPO / "tests" / "data" / "rulesets" / "small-board.yaml").read_text(encoding="utf-8")
    for old, new in changes.items():
        assert old in text
        text = text.replace(old, new)
    return text


NO_POPE = _small_board(**{
    "board_order: [ace, intrigue, matrimony, pope, game]": "board_order: [ace, intrigue, matrimony, game]",
    "stakes: {ace: 1, pope: 6, matrimony: 2, intrigue: 2, game: 1}":
        "stakes: {ace: 1, matrimony: 2, intrigue: 2, game: 1}",
})


@pytest.mark.parametrize("players", [3, 8])
def test_a_board_without_the_pope_plays_and_draws(players):
    rules = load_ruleset_text(NO_POPE, "no-pope.yaml").with_options({})
    assert "pope" not in rules.compartments
    _play(rules, players, seed=5)
    _draw_everything(rules, players, seed=5, size=(1280, 720))


def test_a_board_without_the_pope_faces_its_first_compartment():
    board = Board(["ace", "intrigue", "matrimony", "game"],
                  {"ace": "Ace", "intrigue": "I", "matrimony": "M", "game": "G"})
    assert board.local_angle("pope") == 0.0 == board.local_angle("ace")
    assert board.local_angle("game") == 270.0
    assert board.facing_angle("pope", 90.0) == 90.0


@pytest.mark.parametrize("label", ["\u200b", "\u200b\u200b", "\u0301", " ", "\u200d\u0301 ", "\x00", "A\x07", "\u2028"])
def test_a_label_that_draws_nothing_is_refused_with_file_line_and_key(label):
    text = PARLETT.replace("  pope: Pope\n", "  pope: " + yaml.safe_dump(label).split("\n")[0] + "\n")
    with pytest.raises(RulesetError) as info:
        load_ruleset_text(text, "zero-width.yaml")
    err = info.value
    assert (err.file, err.key) == ("zero-width.yaml", "labels.pope")
    assert err.line == PARLETT[: PARLETT.index("  pope: Pope")].count("\n") + 1
    assert "visible character" in err.problem or "control character" in err.problem


def test_a_label_with_an_unassigned_code_point_is_refused():
    """U+2065 is no character at all (the font draws it with no width); the hypothesis search found it."""
    text = PARLETT.replace("  pope: Pope\n", "  pope: \"P\\u2065\"\n")
    with pytest.raises(RulesetError) as info:
        load_ruleset_text(text, "unassigned.yaml")
    assert info.value.key == "labels.pope" and "U+2065" in info.value.problem


def test_the_rim_leaves_out_a_piece_the_font_draws_with_no_width():
    """Whatever reaches the board (a label from an older check, say), the rim letters never raise."""
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((400, 300))
    board = Board(["ace", "pope"], {"ace": "A\u2065", "pope": "\u2065"}, "en")
    board.set_radius(140)
    board.warm()
    board.draw(pygame.display.get_surface(), (200, 150))


@pytest.mark.parametrize("label", ["A\u200b", "\u200bPope", "Pa\u0301pa", "e\u0301", "\u0301A", "👨\u200d👩\u200d👧",
                                   "﷽", "Ж" * 24, "\u00adPope"])
def test_a_label_with_zero_width_parts_and_a_visible_letter_draws(label):
    dumped = yaml.safe_dump(label, allow_unicode=True).split("\n")[0]
    text = PARLETT.replace("  pope: Pope\n", "  pope: " + dumped + "\n")
    rules = load_ruleset_text(text, "odd.yaml").with_options({})
    assert rules.labels["pope"] == label
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((400, 300))
    board = Board(rules.board_order, rules.labels, rules.language)
    board.set_radius(140)
    board.warm()
    board.draw(pygame.display.get_surface(), (200, 150))


def test_a_label_through_an_option_is_checked_too():
    text = PARLETT.replace("set: {pairs: {split: both}}", "set: {labels: {pope: \"\\u200b\"}}")
    with pytest.raises(RulesetError) as info:
        load_ruleset_text(text, "p.yaml")
    assert info.value.key == "options.split_pairs.values[1].set.labels.pope"
    assert "visible character" in info.value.problem


@pytest.mark.parametrize("players", [3, 4, 5, 6, 7, 8])
def test_a_stock_turn_up_with_every_card_dealt_round_is_refused(players):
    """``turn_up: dead_hand_first`` with no dead hand, whole rounds and no reserve: 3 players take all 51 cards."""
    text = (PARLETT.replace("dead_hand: after_dealer", "dead_hand: none")
            .replace("rounds: all", "rounds: whole").replace("turn_up: last_dealt", "turn_up: dead_hand_first")
            .replace("players: {min: 3, max: 8}", f"players: {{min: {players}, max: 8}}"))
    if players == 3:
        with pytest.raises(RulesetError) as info:
            load_ruleset_text(text, "stock.yaml")
        assert info.value.key == "deal" and "3 players" in info.value.problem
    else:
        _play(load_ruleset_text(text, "stock.yaml").with_options({}), players, seed=1)
