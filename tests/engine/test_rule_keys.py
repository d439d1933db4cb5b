"""The rule keys of issues 11 and 16, each against values worked out by hand.

The pinned deals that play whole deals under these keys are in
:mod:`deal_specs` (section "rule keys of issues 11 and 16"); the random
simulations in ``test_rule_keys_simulation.py``. Here: the legal leads and the
words of a refusal, dealing sizes at every table, passes of the lead, penalty
targets, older spellings, misused keys (file, line, key and the nearest value),
refused deal files, and the draw for the first dealer.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from popejoan.cli import main
from popejoan.engine.cards import PACK, card_code, parse_card, parse_cards
from popejoan.engine.dealfile import default_action, read_deal_file, replay
from popejoan.engine.draw import DrawnCard, draw_first_dealer
from popejoan.engine.errors import DealFileError, Refusal, RulesetError
from popejoan.engine.events import LeadPassed, SequenceStopped, StakePut, StakeTaken
from popejoan.engine.ruleset import find_ruleset, load_ruleset_file, load_ruleset_text
from popejoan.engine.session import Session
from popejoan.engine.state import Deal

from .deal_specs import SPECS, deck_of, rules_of
from .dealbuild import DEAD, HOUSE_DIR, house_base, is_house, key_recipients
from .house_rules import example, patched

DATA = Path(__file__).resolve().parents[1] / "data"
BAD_RULESETS = DATA / "bad_rulesets" / "rule_keys"
BAD_DEALS = DATA / "bad_deals" / "rule_keys"


def _cards(codes: str) -> list[int]:
    return parse_cards(codes)


def _deal(name: str) -> Deal:
    """The pinned deal ``name`` of deal_specs, dealt and waiting for its first lead."""
    s = SPECS[name]
    session = Session(rules_of(s), [f"P{i}" for i in range(s["players"])], first_dealer=s["dealer"],
                      chips=s.get("chips"), board=s.get("board"))
    return session.start_deal(parse_cards(deck_of(s)))


def _deck_from_piles(rules, players: int, dealer: int, piles: dict) -> list[int]:
    """A deck dealing ``piles`` (recipient -> codes, in the order received); other cards fill in, pack order."""
    rec, _ = key_recipients(rules.deal, players, dealer)
    named = {who: _cards(codes) for who, codes in piles.items()}
    used = {c for cards in named.values() for c in cards}
    spare = [c for c in PACK if c not in used]
    return [named[who].pop(0) if named.get(who) else spare.pop(0) for who in rec]


# --- issue 16.1: lowest_of_hand ------------------------------------------------------------


def test_lowest_of_hand_allows_only_the_lowest_rank() -> None:
    """Issue 16's example: 3H 5S 9C QS TD 6S TS 6D JD AS QC may lead only the 3H."""
    deal = _deal("lowest_of_hand_aces_high_tally")
    assert deal.to_move == 1 and set(deal.hands[1]) == set(_cards("3H 5S 9C QS TD 6S TS 6D JD AS QC"))
    assert deal.legal_actions() == _cards("3H")
    assert deal.why_not(parse_card("5S")) == "you must lead a card of your lowest rank, a Three"
    assert deal.refusal(parse_card("5S")) == Refusal("lowest_rank", rank=3)


def test_lowest_of_hand_ties_allow_either_card() -> None:
    """s3 holds 2C and 2S, both of the lowest rank: both are legal; replay's default takes the club."""
    deal = _deal("lowest_of_hand_aces_high_tally")
    deal.apply(parse_card("3H"))  # 3H 4H 5H, 6H dead: s3 leads
    assert deal.to_move == 3
    assert deal.legal_actions() == _cards("2C 2S")
    assert default_action(deal) == parse_card("2C")


def test_lowest_of_hand_with_aces_high_never_leads_an_ace_first() -> None:
    """With Aces high the Ace is a hand's highest card: AC AD AH AS 5H 5S 9C 9D TC JC QC KC 7S leads a Five."""
    rules = example("lowest-card-leads").with_options()
    deck = _deck_from_piles(rules, 3, 0, {1: "AC AD AH AS 5H 5S 9C 9D TC JC QC KC 7S"})
    deal = Deal(rules, [0, 0, 0], {}, 0, deck)
    assert deal.legal_actions() == _cards("5H 5S")


def test_lowest_of_hand_after_a_change_of_suit_takes_the_lowest_of_the_other_suits() -> None:
    """The change of suit applies first, then the lowest rank among the other suits.

    s1 holds 2H 4H 5S 9S TS JS QS KS AS 6D 7D 9C TC and must lead the 2H (Aces high). 3H is dead:
    a stop in hearts. Of the whole hand the 4H would be lowest; of the other suits it is the 5S.
    """
    rules = patched(example("lowest-card-leads").with_options(), "lowest-change",
                    {"lead": {"change_suit_after": ["any"]}})
    deck = _deck_from_piles(rules, 3, 0, {1: "2H 4H 5S 9S TS JS QS KS AS 6D 7D 9C TC", DEAD: "3H"})
    deal = Deal(rules, [0, 0, 0], {}, 0, deck)
    assert deal.legal_actions() == _cards("2H")
    deal.apply(parse_card("2H"))
    stop = [e for e in deal.events if isinstance(e, SequenceStopped)][-1]
    assert (card_code(stop.card), stop.reason, deal.to_move) == ("2H", "dead", 1)
    assert deal.legal_actions() == _cards("5S")


# --- issue 16.4: every ordering of cards uses the ruleset's order ---------------------------


def test_hands_and_leads_are_sorted_in_the_rulesets_order() -> None:
    deal = _deal("parlett_aces_high_default_leads")
    assert [card_code(c) for c in deal.observation(1).hand] == \
        "3C 4C 5C 6C 7C KD AH 9S TS JS QS KS AS".split()
    assert [card_code(c) for c in deal.legal_actions()] == ["3C", "KD", "AH", "9S"]
    # replay's default: the lowest rank in the ruleset's order, where the Ace is the highest
    assert card_code(default_action(deal)) == "3C"


def test_the_default_lead_with_aces_low_is_the_ace() -> None:
    s = SPECS["parlett_aces_high_default_leads"]
    rules = find_ruleset("parlett").with_options()
    deal = Deal(rules, [20, 20, 20], {}, 0, parse_cards(deck_of(s)))
    # the same deck dealt by parlett's rules (the same order: dead hand after the dealer)
    assert card_code(default_action(deal)) == "AH"


# --- issue 11.1: which stops force a change of suit ------------------------------------------


def test_spanish_changes_suit_after_a_king_and_the_seven_only() -> None:
    rules = find_ruleset("spanish").with_options()
    assert rules.lead.change_suit_after == ["king", "seven_of_diamonds"]
    assert rules.lead.change_suit_kinds == frozenset({"king", "seven_of_diamonds"})
    deal = _deal("spanish_change_suit_after_a_king")
    deal.apply(parse_card("QC"))  # QC KC: a King stop
    assert parse_card("AC") not in deal.legal_actions() and parse_card("5H") in deal.legal_actions()
    deal.apply(parse_card("5H"))  # 5H 6H, 7H in the extra pile: a stop that leaves the lead free
    assert parse_card("8H") in deal.legal_actions() and parse_card("AC") in deal.legal_actions()


@pytest.mark.parametrize("name, field, words", [
    ("illegal-not-lowest-of-hand", "actions[0]", ["'5S'", "seat 1", "lowest rank", "Three"]),
    ("illegal-same-suit-after-a-king-spanish", "actions[1]", ["'AC'", "seat 1", "another suit"]),
    ("illegal-same-suit-after-a-pass", "actions[2]", ["'9C'", "seat 2", "another suit"]),
])
def test_an_illegal_lead_in_a_deal_file_is_refused_with_its_index(name, field, words, capsys) -> None:
    spec = read_deal_file(BAD_DEALS / f"{name}.yaml")
    with pytest.raises(DealFileError) as info:
        replay(spec, house_base(spec.ruleset))
    assert info.value.field == field
    for word in words:
        assert word in str(info.value), str(info.value)
    given = ["--ruleset", str(HOUSE_DIR / f"{spec.ruleset}.yaml")] if is_house(spec.ruleset) else []
    assert main(["replay", str(BAD_DEALS / f"{name}.yaml"), *given]) == 1
    err = capsys.readouterr().err
    assert err.startswith("error: ") and field in err and "Traceback" not in err


# --- issue 11.2: a turned honour's refund ----------------------------------------------------


def test_a_refunded_honour_leaves_the_carried_chips() -> None:
    deal = _deal("cacumen_turned_honour_refund")
    taken = [(e.seat, e.compartment, e.chips, e.reason) for e in deal.events if isinstance(e, StakeTaken)]
    assert taken == [(0, "queen", 1, "refund")]
    assert deal.board["queen"] == 3


def test_a_turned_honour_can_win_nothing() -> None:
    s = SPECS["cacumen_turned_honour_refund"]
    rules = patched(rules_of(s), "honours-nothing", {"turn_up": {"honours": "nothing"}})
    deal = Deal(rules, [40] * 4, {"queen": 3}, 0, parse_cards(deck_of(s)))
    assert not [e for e in deal.events if isinstance(e, StakeTaken)] and deal.board["queen"] == 4


# --- issue 11.6 and 11.9: dealing sizes at every table ------------------------------------------


@pytest.mark.parametrize("players, each, widow",
                         [(3, 13, 12), (4, 10, 11), (5, 8, 11), (6, 7, 9), (7, 6, 9), (8, 5, 11)])
def test_a_widow_with_equal_hands_at_every_table(players, each, widow) -> None:
    """51 cards round to n players and a widow; the players' extra cards to the widow (worked by hand:
    3 players: 4 x 12 + 3, the three players get 13; 4: 5 x 10 + 1, s1's 11th goes to the widow ...)."""
    deal = Session(example("widow-equal-hands").with_options(), [f"P{i}" for i in range(players)], seed=players,
                   first_dealer=0).start_deal()
    assert [len(h) for h in deal.hands] == [each] * players
    assert len(deal.dead_hand) == widow and not deal.undealt


def test_whole_rounds_differ_from_equal_hands() -> None:
    """The same three players with rounds: whole: 12 rounds of 4 cards, the widow takes 12 + 3 = 15."""
    rules = patched(example("widow-equal-hands").with_options(), "widow-whole", {"deal": {"rounds": "whole"}})
    deal = Session(rules, ["A", "B", "C"], seed=1, first_dealer=0).start_deal()
    assert [len(h) for h in deal.hands] == [12, 12, 12] and len(deal.dead_hand) == 15


@pytest.mark.parametrize("players, each, stock", [(3, 14, 9), (4, 11, 7), (5, 9, 6), (6, 7, 9), (7, 6, 9), (8, 5, 11)])
def test_a_stock_sized_by_the_table(players, each, stock) -> None:
    rules = example("stock-by-players").with_options()
    assert rules.deal.reserve_for(players) == stock
    deal = Session(rules, [f"P{i}" for i in range(players)], seed=players, first_dealer=0).start_deal()
    assert [len(h) for h in deal.hands] == [each] * players
    assert len(deal.dead_hand) == stock


# --- issue 11.7: passing the lead -------------------------------------------------------------


def test_the_lead_passes_to_the_next_player_who_holds_another_suit() -> None:
    deal = _deal("change_suit_or_pass_the_lead")
    deal.apply(parse_card("AS"))
    deal.apply(parse_card("AC"))  # AC 2C 3C, 4C dead: s1 holds only 5C 6C 7C
    assert [e for e in deal.events if isinstance(e, LeadPassed)] == [LeadPassed(1, 2)]
    assert deal.to_move == 2 and deal.decision == "lead"
    assert parse_card("9C") not in deal.legal_actions()
    assert deal.why_not(parse_card("9C")) == "after a stop in clubs you must lead another suit"
    assert deal.refusal(parse_card("9C")) == Refusal("another_suit", suit=0)  # clubs


def test_the_lead_passes_over_every_player_who_holds_only_the_stop_suit() -> None:
    """8 players, dealer 0: s1..s6 get 6 cards, s7, s0 and the dead hand 5. s1 leads AH 2H 3H, 4H dead:
    s1 holds only hearts (5H 6H 7H) and passes to s2, who holds only hearts (8H..KH) and passes to s3."""
    rules = example("change-suit-or-pass").with_options()
    deck = _deck_from_piles(rules, 8, 0, {1: "AH 2H 3H 5H 6H 7H", 2: "8H 9H TH JH QH KH", DEAD: "4H"})
    deal = Deal(rules, [20] * 8, {}, 0, deck)
    deal.apply(parse_card("AH"))
    assert [e for e in deal.events if isinstance(e, LeadPassed)] == [LeadPassed(1, 2), LeadPassed(2, 3)]
    assert deal.to_move == 3
    assert all(c // 13 != 2 for c in deal.legal_actions())


def test_with_free_the_leader_leads_the_stop_suit_again() -> None:
    rules = example("change-suit-or-pass").with_options({"no_other_suit": "free"})
    deck = _deck_from_piles(rules, 8, 0, {1: "AH 2H 3H 5H 6H 7H", 2: "8H 9H TH JH QH KH", DEAD: "4H"})
    deal = Deal(rules, [20] * 8, {}, 0, deck)
    deal.apply(parse_card("AH"))
    assert not [e for e in deal.events if isinstance(e, LeadPassed)]
    assert deal.to_move == 1 and deal.legal_actions() == _cards("5H 6H 7H")


# --- issue 11.8: penalties ----------------------------------------------------------------------


@pytest.mark.parametrize("penalties, balances, board, paid", [
    # the Pope's holder (s2) pays the winner (s1) 5
    ([{"cards": ["pope"], "chips": 5, "to": "winner"}], [-8, 39, 15], (1, 1, 1, 1, 6, 2, 2, 0),
     [(2, 1, 5)]),
    # s2 holds AS and the Pope: 1 to each other player for each (s0 first: clockwise from s2's left)
    ([{"cards": ["ace", "pope"], "chips": 1, "to": "each_player"}], [-6, 36, 16], (1, 1, 1, 1, 6, 2, 2, 0),
     [(2, 0, 1), (2, 1, 1), (2, 0, 1), (2, 1, 1)]),
    # s0 holds JS and QS: one stake each (1) into Game
    ([{"cards": ["jack", "queen"], "stakes": 1, "to": "game"}], [-10, 34, 20], (1, 1, 1, 1, 6, 2, 2, 2), []),
    # the Pope's holder (s2) pays the dealer (s0) what lies on the Pope: 6
    ([{"cards": ["pope"], "contents": 1, "to": "dealer"}], [-2, 34, 14], (1, 1, 1, 1, 6, 2, 2, 0), [(2, 0, 6)]),
    # a fixed 1 plus one stake, into the card's own compartment: Pope 1 + 6, Ace 1 + 1
    ([{"cards": ["pope", "ace"], "chips": 1, "stakes": 1, "to": "compartment"}], [-8, 34, 11],
     (3, 1, 1, 1, 13, 2, 2, 0), []),
])
def test_penalty_targets(penalties, balances, board, paid) -> None:
    """The deal of unplayed_board_cards_pay (s1 goes out with the clubs; s0 pays 13 for cards left, s2 is
    excused as the Pope's holder), with other penalties: worked by hand from s0 -8, s1 34, s2 20."""
    s = SPECS["unplayed_board_cards_pay"]
    rules = patched(rules_of(s), "penalty-variant", {"end": {"penalties": penalties}})
    session = Session(rules, ["A", "B", "C"], first_dealer=0)
    deal = session.start_deal(parse_cards(deck_of(s)))
    deal.apply(parse_card("AC"))
    assert deal.over and deal.winner == 1
    assert session.balances == balances
    assert tuple(deal.board.values()) == board
    handed = [(e.payer, e.payee, e.chips) for e in deal.events
              if type(e).__name__ == "ChipsHanded" and e.reason == "penalty"]
    assert handed == paid


def test_a_penalty_names_the_card_it_is_paid_for() -> None:
    """The same deal: s2 holds the AS and the Pope, s0 the JS and QS (spades are trumps). Each penalty
    event names the unplayed board card it is paid for, so a table can say why (public: the payment shows it)."""
    s = SPECS["unplayed_board_cards_pay"]
    penalties = [{"cards": ["ace", "pope"], "chips": 1, "to": "each_player"},
                 {"cards": ["jack", "queen"], "stakes": 1, "to": "game"}]
    rules = patched(rules_of(s), "penalty-cards", {"end": {"penalties": penalties}})
    session = Session(rules, ["A", "B", "C"], first_dealer=0)
    deal = session.start_deal(parse_cards(deck_of(s)))
    deal.apply(parse_card("AC"))
    handed = [(e.payer, e.payee, e.card) for e in deal.events
              if type(e).__name__ == "ChipsHanded" and e.reason == "penalty"]
    assert handed == [(2, 0, parse_card("AS")), (2, 1, parse_card("AS")),
                      (2, 0, parse_card("9D")), (2, 1, parse_card("9D"))]
    put = [(e.seat, e.compartment, e.chips, e.card) for e in deal.events
           if isinstance(e, StakePut) and e.reason == "penalty"]
    assert put == [(0, "game", 1, parse_card("JS")), (0, "game", 1, parse_card("QS"))]
    assert all(e.card is None for e in deal.events if isinstance(e, StakePut) and e.reason == "dressing")
    assert all(e.card is None for e in deal.events if type(e).__name__ == "ChipsHanded" and e.reason != "penalty")


def test_no_penalty_when_a_turned_pope_ends_the_deal() -> None:
    s = SPECS["parlett_pope_turned_ends_deal"]
    rules = patched(find_ruleset("parlett").with_options({"pope_turned_ends_deal": True}), "penalty-pope-ends",
                    {"end": {"penalties": [{"cards": ["pope", "ace"], "chips": 9, "to": "game"}]}})
    deal = Deal(rules, [20, 20, 20], {}, 0, parse_cards(deck_of(s)))
    assert deal.over and deal.winner is None
    assert not [e for e in deal.events if isinstance(e, StakePut) and e.reason == "penalty"]


# --- issue 16.2: a tally from zero ---------------------------------------------------------------


def test_a_ruleset_may_start_everyone_at_zero() -> None:
    rules = example("lowest-card-leads")
    assert rules.starting_chips == 0
    session = Session(rules.with_options(), ["A", "B", "C", "D"], seed=3)
    assert session.balances == [0, 0, 0, 0]
    with pytest.raises(RulesetError) as info:
        load_ruleset_text(Path(RULESETS_EXAMPLE).read_text().replace("starting_chips: 0 ", "starting_chips: -1 "))
    assert info.value.key == "starting_chips" and "greater than or equal to 0" in str(info.value)


RULESETS_EXAMPLE = DATA / "rulesets" / "lowest-card-leads.yaml"


# --- older spellings -----------------------------------------------------------------------------


def test_the_older_spellings_still_load() -> None:
    text = RULESETS_EXAMPLE.read_text().replace("  cards: lowest_of_hand\n",
                                                "  cards: any\n  change_suit_after_stop: true\n")
    text = text.replace("  pope:\n    takes: [pope]\n", "  honours: false\n  pope:\n    takes: [pope]\n")
    text = text.replace("  rule: same_player\n", "  rule: same_player\n  split: true\n")
    rules = load_ruleset_text(text)
    assert rules.lead.change_suit_after == ["any"] and rules.lead.no_other_suit == "free"
    assert rules.turn_up.honours == "nothing"
    assert rules.pairs.split == "both" and rules.pairs.split_pairs == frozenset({"matrimony", "intrigue"})
    off = load_ruleset_text(text.replace("change_suit_after_stop: true", "change_suit_after_stop: false")
                            .replace("honours: false", "honours: true").replace("split: true", "split: false"))
    assert off.lead.change_suit_after == [] and off.turn_up.honours == "compartment" and off.pairs.split == "none"


# --- check-ruleset: every misuse of the new keys ----------------------------------------------

# file -> (line, key, words the message must contain: the nearest valid value where there is one)
BAD_KEYS = {
    "lead-cards-typo": (37, "lead.cards", ["'lowest_of_hands'", "did you mean 'lowest_of_hand'"]),
    "change-suit-after-typo": (38, "lead.change_suit_after[1]", ["did you mean 'seven_of_diamonds'"]),
    "change-suit-after-one-kind-typo": (38, "lead.change_suit_after[0]", ["'kings'", "did you mean 'king'"]),
    "change-suit-after-any-and-more": (38, "lead.change_suit_after", ["'any' already means every stop"]),
    "change-suit-after-twice": (38, "lead.change_suit_after", ["names a stop kind twice"]),
    "change-suit-after-stop-not-bool": (35, "lead", ["change_suit_after_stop must be true or false", "'maybe'"]),
    "no-other-suit-typo": (39, "lead.no_other_suit", ["'pass'", "did you mean 'pass_lead'"]),
    "honours-typo": (33, "turn_up.honours", ["'refunds'", "did you mean 'refund'"]),
    "split-typo": (40, "pairs.split", ["'intrigues'", "did you mean 'intrigue'"]),
    "rounds-typo": (30, "deal.rounds", ["'equals'", "did you mean 'equal'"]),
    "reserve-table-short": (32, "deal.reserve", ["no size for 5, 6, 7, 8 players", "add 5: N"]),
    "reserve-table-bad-count": (32, "deal.reserve", ["2 is not a player count", "3 to 8"]),
    "reserve-table-too-big": (32, "deal.reserve", ["3 players", "0 to 20 cards, not 25"]),
    "reserve-not-a-number": (32, "deal.reserve", ["'many'", "0 to 20"]),
    "stock-turn-up-without-stock": (28, "deal", ["needs a dead hand or stock"]),
    "penalty-to-typo": (46, "end.penalties[0].to", ["'compartments'", "did you mean 'compartment'"]),
    "penalty-card-typo": (44, "end.penalties[0].cards[1]", ["'popes'", "did you mean 'pope'"]),
    "penalty-pays-nothing": (44, "end.penalties[0]", ["pays nothing", "chips", "stakes"]),
    "penalty-unknown-key": (45, "end.penalties[0].stake", ["unknown key", "did you mean 'stakes'"]),
    "penalty-card-off-the-board": (44, "end.penalties[0].cards[1]", ["'king' has no compartment on this board"]),
    "penalty-to-off-the-board": (46, "end.penalties[0].to", ["'king' is not on this board"]),
    "penalty-too-many-chips": (45, "end.penalties[0].chips", ["100", "500"]),
}


def test_every_bad_key_file_has_a_case() -> None:
    assert {p.stem for p in BAD_RULESETS.glob("*.yaml")} == set(BAD_KEYS)


@pytest.mark.parametrize("name", sorted(BAD_KEYS))
def test_check_ruleset_names_file_line_and_key(name, capsys) -> None:
    line, key, words = BAD_KEYS[name]
    path = BAD_RULESETS / f"{name}.yaml"
    with pytest.raises(RulesetError) as info:
        load_ruleset_file(path)
    err = info.value
    assert (err.file, err.line, err.key) == (str(path), line, key), str(err)
    for word in words:
        assert word in str(err), str(err)
    assert main(["check-ruleset", str(path)]) == 1
    captured = capsys.readouterr()
    assert captured.out == "" and f"{name}.yaml, line {line}: {key}: " in captured.err


# --- issue 11.4: the first dealer drawn by lot ---------------------------------------------------


class _StackedPacks(random.Random):
    """A random source whose shuffles put the given cards on top of the pack, first turned first."""

    def __new__(cls, *tops: str) -> _StackedPacks:
        return super().__new__(cls)  # Python 3.10's Random.__new__ takes at most one argument (the seed)

    def __init__(self, *tops: str) -> None:
        super().__init__(0)
        self.tops = list(tops)

    def shuffle(self, x) -> None:  # type: ignore[override]
        top = _cards(self.tops.pop(0))
        rest = [c for c in x if c not in top]
        x[:] = rest + top[::-1]  # the draw turns cards from the end of the list


def test_the_lowest_card_deals_and_ties_draw_again() -> None:
    """4 players turned 7H 3C 9S 3D: seats 1 and 3 tie on a Three (suits do not count) and are turned
    AS and 5C: Ace low, seat 1 deals. With Aces high the same cards make seat 3 the dealer."""
    draw = draw_first_dealer(find_ruleset("parlett"), 4, _StackedPacks("7H 3C 9S 3D AS 5C"))
    assert draw.cards == (DrawnCard(1, 0, parse_card("7H")), DrawnCard(1, 1, parse_card("3C")),
                          DrawnCard(1, 2, parse_card("9S")), DrawnCard(1, 3, parse_card("3D")),
                          DrawnCard(2, 1, parse_card("AS")), DrawnCard(2, 3, parse_card("5C")))
    assert draw.dealer == 1 and draw.rounds == 2
    assert [d.seat for d in draw.round_cards(2)] == [1, 3]
    high = draw_first_dealer(example("parlett-ace-high"), 4, _StackedPacks("7H 3C 9S 3D AS 5C"))
    assert high.dealer == 3


def test_a_draw_that_empties_the_pack_goes_on_with_a_new_one() -> None:
    """Two players tied rank for rank through 50 cards (25 rounds); the 51st card and the first of a new
    pack decide: 8S for seat 0, then 2C for seat 1 from the fresh pack: seat 1 deals."""
    pairs = []
    for rank in "A234567TJQK9":
        pairs += [f"{rank}C", f"{rank}D", f"{rank}H", f"{rank}S"]
    pairs += ["8C", "8H"]
    first = " ".join(pairs + ["8S"])
    draw = draw_first_dealer(find_ruleset("parlett"), 2, _StackedPacks(first, "2C"))
    assert draw.rounds == 26 and len(draw.cards) == 52
    assert draw.cards[-2:] == (DrawnCard(26, 0, parse_card("8S")), DrawnCard(26, 1, parse_card("2C")))
    assert draw.dealer == 1


def test_a_session_draws_its_first_dealer_from_its_seed() -> None:
    rules = find_ruleset("parlett").with_options()
    names = ["A", "B", "C", "D", "E"]
    first = Session(rules, names, seed=2024)
    again = Session(rules, names, seed=2024)
    assert first.dealer_draw == again.dealer_draw and first.dealer == first.dealer_draw.dealer
    assert first.start_deal().dealer == first.dealer_draw.dealer
    # a first dealer given in code: no draw; the deals' shuffles are the same as a drawing session's
    given = Session(rules, names, seed=2024, first_dealer=3)
    assert given.dealer_draw is None and given.dealer == 3
    assert given.shuffled_deck() == again.shuffled_deck()
    dealers = {Session(rules, names, seed=seed).dealer for seed in range(40)}
    assert dealers == set(range(5))  # every seat can be drawn


def test_a_deal_file_keeps_its_dealer() -> None:
    result = replay(read_deal_file(DATA / "deals" / "spanish_four_players_winner_not_left.yaml"))
    assert result["next_dealer"] == 2  # the file's dealer 3 dealt; the winner deals next
