"""The rules screen words every key as the game plays it (issue 11 item 5; the keys of issues 11 and 16).

A ruleset's summary is its author's words; a house rule's file may leave a key unmentioned there. The
rules screen's "As the game plays it" section reads the keys themselves (popejoan/ui/rules_words.py), so
each value of every new key (lowest_of_hand leads, the change of suit and passing the lead, penalties,
stock tables, equal hands with a widow, what a turned honour wins, which pairs split, a tally from 0,
Aces high) must be on the screen in words a player reads, and two values of one key never read alike.
The expected words below are written by hand from docs/rules.md and the README's key table.
"""

from __future__ import annotations

import copy
import os
import re
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest

from popejoan.engine.ruleset import SHIPPED_RULESET_DIR, Ruleset, find_ruleset, load_ruleset_file
from popejoan.ui.app import App
from popejoan.ui.rules_words import rules_in_words
from popejoan.ui.scenes.rules import RulesScene

EXAMPLES = Path(__file__).resolve().parents[1] / "data" / "rulesets"


def _squash(text: str) -> str:
    return re.sub(r"\s+", "", text)


def patched(base: Ruleset, patch: dict[str, Any]) -> Ruleset:
    """``base`` with ``patch`` deep-merged into its keys (validated again)."""
    data = base.model_dump()
    data["id"] = base.id + "-patched"

    def merge(target: dict, changes: dict) -> None:
        for key, value in changes.items():
            if isinstance(value, dict) and isinstance(target.get(key), dict):
                merge(target[key], value)
            else:
                target[key] = copy.deepcopy(value)

    merge(data, patch)
    return Ruleset.model_validate(data, strict=False)


def screen_text(app: App, ruleset: Ruleset) -> str:
    """Everything the rules screen lays out for ``ruleset``, spaces squashed (lines wrap anywhere)."""
    scene = app.reset(RulesScene(app, ruleset))
    app.step(16)
    return _squash(" ".join(line[1] for line in scene.lines))


PARLETT = find_ruleset("parlett").with_options()

# (the patch, words the rules screen must show): one row per value of each key issues 11 and 16 added
CASES: list[tuple[str, dict[str, Any], str]] = [
    ("lead any", {"lead": {"cards": "any"}}, "a leader may lead any card"),
    ("lead lowest of suit", {"lead": {"cards": "lowest_of_suit"}},
     "a leader chooses a suit and leads the lowest card they hold in it"),
    ("lead lowest of hand", {"lead": {"cards": "lowest_of_hand"}},
     "a leader must lead a card of the lowest rank they hold, in any suit (either one, when two cards share "
     "that rank)"),
    ("change after any, free", {"lead": {"change_suit_after": ["any"], "no_other_suit": "free"}},
     "After any stop, the next lead must be of another suit than the stop card; a leader who holds no other "
     "suit leads the stop's suit after all."),
    ("change after any, pass", {"lead": {"change_suit_after": ["any"], "no_other_suit": "pass_lead"}},
     "After any stop, the next lead must be of another suit than the stop card; a leader who holds no other "
     "suit passes the lead to the left, to the first player who does (if nobody does, the leader leads after "
     "all)."),
    ("change after king and 7D", {"lead": {"change_suit_after": ["king", "seven_of_diamonds"]}},
     "After a King or the 7♦, the next lead must be of another suit"),
    ("change after dead or played", {"lead": {"change_suit_after": ["dead", "played"]}},
     "After a card whose next is out of play (in the dead hand or undealt) or a card whose next is already "
     "played, the next lead must be of another suit"),
    ("change after the top", {"ace": "high", "lead": {"change_suit_after": ["top"]}},
     "After an Ace (the top of its suit, Aces high), the next lead must be of another suit"),
    ("rounds all", {"deal": {"rounds": "all"}}, "Every other card is dealt round; hands may be unequal."),
    ("rounds whole", {"deal": {"rounds": "whole"}},
     "Only whole rounds are dealt (the dead hand's card counts in a round); the cards left over go to the dead "
     "hand."),
    ("rounds equal", {"deal": {"rounds": "equal"}},
     "Every card is dealt round, then each player's cards beyond the shortest hand go to the dead hand, so "
     "every player holds the same number."),
    ("rounds equal, undealt", {"deal": {"rounds": "equal", "leftovers": "undealt"}},
     "each player's cards beyond the shortest hand stay undealt, out of play"),
    ("reserve number", {"deal": {"reserve": 3}},
     "The last 3 cards of the pack are not dealt round: they go to the dead hand."),
    ("reserve number, undealt", {"deal": {"reserve": 3, "leftovers": "undealt"}},
     "The last 3 cards of the pack are not dealt: they stay out of play."),
    ("reserve table", {"players": {"min": 3, "max": 5}, "deal": {"reserve": {3: 6, 4: 7, 5: 8}}},
     "The last cards of the pack are not dealt round but go to the dead hand: 6 with 3 players, 7 with 4 players "
     "and 8 with 5 players."),
    ("reserve table, undealt",
     {"players": {"min": 3, "max": 5}, "deal": {"reserve": {3: 6, 4: 7, 5: 8}, "leftovers": "undealt"}},
     "The last cards of the pack are not dealt but stay out of play: 6 with 3 players, 7 with 4 players and "
     "8 with 5 players."),
    ("honours compartment", {"turn_up": {"honours": "compartment"}},
     "a turned trump Ace, King, Queen or Jack wins the dealer that whole compartment"),
    ("honours refund", {"turn_up": {"honours": "refund"}},
     "a turned trump Ace, King, Queen or Jack gives the dealer back only the fish he put on that compartment "
     "this deal; fish carried over stay"),
    ("honours nothing", {"turn_up": {"honours": "nothing"}},
     "a turned trump Ace, King, Queen or Jack wins the dealer nothing"),
    ("split none", {"pairs": {"split": "none"}}, "Played by two players, the cards win nothing; the stake stays."),
    ("split intrigue", {"pairs": {"split": "intrigue"}},
     "When two players play the two cards of Intrigue, each takes half, rounded down; the odd fish stays on the "
     "board."),
    ("split matrimony", {"pairs": {"split": "matrimony"}}, "When two players play the two cards of Matrimony, each"),
    ("split both", {"pairs": {"split": "both"}}, "When two players play the two cards of Matrimony and Intrigue, each"),
    ("penalty into its compartment", {"end": {"penalties": [{"cards": ["pope"], "stakes": 2, "to": "compartment"}]}},
     "whoever still holds the Pope (9♦) pays double its stake (one share of its compartment's dressing) into "
     "the card's own compartment"),
    ("penalty to the winner", {"end": {"penalties": [{"cards": ["ace", "king"], "chips": 5, "to": "winner"}]}},
     "whoever still holds the trump Ace or King pays 5 fish to the winner"),
    ("penalty to the dealer", {"end": {"penalties": [{"cards": ["pope"], "contents": 1, "to": "dealer"}]}},
     "pays what lies on its compartment to the dealer"),
    ("penalty to each player", {"end": {"penalties": [{"cards": ["jack", "queen", "pope"], "chips": 1,
                                                       "to": "each_player"}]}},
     "whoever still holds the trump Queen or Jack, or the Pope (9♦) pays 1 fish to every other player"),
    ("penalty into Game", {"end": {"penalties": [{"cards": ["ace"], "chips": 1, "stakes": 3, "to": "game"}]}},
     "pays 1 fish plus 3 times its stake (one share of its compartment's dressing) into Game"),
    ("a tally from 0", {"starting_chips": 0},
     "Everyone starts at 0 fish and plays for a tally: balances go below zero, a debt shown in red."),
    ("20 fish", {"starting_chips": 20}, "Each player starts with 20 fish"),
    ("Aces high", {"ace": "high"}, "low to high: 2, 3 … 10, Jack, Queen, King, Ace: Aces are high"),
    ("Aces low", {"ace": "low"}, "low to high: Ace, 2, 3 … 10, Jack, Queen, King: Aces are low."),
    ("next dealer the winner", {"end": {"next_dealer": "winner"}}, "The winner deals next."),
    ("pope holder pays", {"end": {"pope_holder": "pays"}}, "the holder of the unplayed Pope pays like everyone else"),
]


@pytest.mark.parametrize("patch, words", [(patch, words) for _, patch, words in CASES],
                         ids=[name for name, _, _ in CASES])
def test_each_key_value_is_worded_on_the_rules_screen(app: App, patch: dict[str, Any], words: str) -> None:
    text = screen_text(app, patched(PARLETT, patch))
    assert _squash(words) in text


@pytest.mark.parametrize("key, values", [
    (("lead", "cards"), ["any", "lowest_of_suit", "lowest_of_hand"]),
    (("lead", "no_other_suit"), ["free", "pass_lead"]),
    (("deal", "rounds"), ["all", "whole", "equal"]),
    (("turn_up", "honours"), ["compartment", "refund", "nothing"]),
    (("pairs", "split"), ["none", "intrigue", "matrimony", "both"]),
    (("end", "pope_holder"), ["excused", "pays", "pays_double"]),
    (("end", "next_dealer"), ["left", "winner"]),
    (("ace",), ["low", "high"]),
])
def test_two_values_of_one_key_never_read_alike(key: tuple[str, ...], values: list[str]) -> None:
    base = patched(PARLETT, {"lead": {"change_suit_after": ["any"]}})  # so no_other_suit has words to change
    readings = []
    for value in values:
        patch: dict[str, Any] = {key[-1]: value}
        for part in reversed(key[:-1]):
            patch = {part: patch}
        readings.append(rules_in_words(patched(base, patch)))
    assert len({tuple(r) for r in readings}) == len(values)


def test_the_example_house_rules_are_worded_from_their_keys(app: App) -> None:
    """Each example file of tests/data/rulesets says its house rule on the rules screen, from its keys."""
    expect = {
        "unplayed-penalty": "whoever still holds the trump Ace, King, Queen or Jack, or the Pope (9♦) pays double "
                            "its stake (one share of its compartment's dressing) into the card's own compartment",
        "stock-by-players": "not dealt round but go to the stock: 9 with 3 players, 7 with 4 players, "
                            "6 with 5 players, 9 with 6 players, 9 with 7 players and 11 with 8 players",
        "widow-equal-hands": "each player's cards beyond the shortest hand go to the dead hand, so every player "
                             "holds the same number",
        "change-suit-or-pass": "a leader who holds no other suit passes the lead to the left",
        "lowest-card-leads": "a leader must lead a card of the lowest rank they hold, in any suit",
        "parlett-ace-high": "Aces are high, so an Ace is the top of its suit and a stop",
        "small-board": "a turned trump Ace wins the dealer that whole compartment",
    }
    for name, words in expect.items():
        ruleset = load_ruleset_file(EXAMPLES / f"{name}.yaml").with_options()
        assert _squash(words) in screen_text(app, ruleset), name


@pytest.mark.parametrize("path", sorted(SHIPPED_RULESET_DIR.glob("*.yaml")) + sorted(EXAMPLES.glob("*.yaml")),
                         ids=lambda p: p.stem)
def test_every_ruleset_and_variant_has_every_key_in_words(app: App, path: Path) -> None:
    base = load_ruleset_file(path)
    choices = [{}] + [{name: choice.value} for name, option in base.options.items() for choice in option.values]
    for chosen in choices:
        ruleset = base.with_options(chosen)
        words = rules_in_words(ruleset)
        topics = [topic for topic, _ in words]
        assert topics[:7] == ["Cards", "Fish", "First dealer", "Dressing", "Dealing", "Turn-up", "Leading"]
        assert topics[-1] == "Share-out"
        assert topics.count("Penalty") == len(ruleset.end.penalties)
        text = screen_text(app, ruleset)
        for topic, sentence in words:
            assert _squash(sentence) in text and topic in " ".join(line[1] for line in app.top.lines)


@pytest.mark.usefixtures("source_words")  # the source's words, a choice since issue 32
def test_the_shipped_rulesets_read_as_their_sources() -> None:
    """A few readings pinned against docs/rules.md."""
    def words(rid: str, **options: Any) -> dict[str, str]:
        return dict(rules_in_words(find_ruleset(rid).with_options(options)))

    assert "the winner of each deal deals the next" in words("spanish")["First dealer"]
    assert "After a King or the 7♦" in words("spanish")["Leading"]
    assert "gives the dealer back only the fish he put on that compartment" in words("cacumen")["Turn-up"]
    assert "The player right of the dealer leads first" in words("cacumen")["Leading"]
    assert "a ghost hand, served first in each round" in words("cacumen")["Dealing"]
    # said once, with how at the table: beside "The stock is never shown." it read as a contradiction (a playtest)
    assert words("hoyle-1847")["Dealing"].endswith("The dealer alone may look at the stock during play (at the "
                                                   "table, by pointing at it); it is never shown to the others.")
    assert "The stock is never shown." not in words("hoyle-1847")["Dealing"]
    assert ("every other player pays him a fish for each card dealt to them; the deal then ends without play"
            in words("hoyle-1847")["Turn-up"])
    assert "When two players play the two cards of 浮気 (Intrigue), each takes half" in words(
        "japanese", split_pairs=True)["Pairs"]
    assert "holder of the unplayed Pope may play it in that card's place" in words(
        "japanese", pope_as_stop=True)["Leading"]
    assert "the last deal's trumps stay" in words("russian")["Share-out"]
    assert "the whole board; the deal then ends without play" in words("russian", pope_turned="whole_board")["Turn-up"]
    assert "a turned Pope wins the dealer what lies on Папесса (Pope); play goes on." in words(
        "russian", pope_turned="pope_only")["Turn-up"]
    assert ("a turned Pope wins the dealer what lies on Папесса (Pope) and Игра (Game); the deal then ends without "
            "play") in words("russian")["Turn-up"]
