"""Pinned deals: replay each deal file and compare with the outcome worked out by hand.

The specs and their reasoning are in :mod:`deal_specs`; the deal files in
``tests/data/deals/`` are generated from them (``python -m tests.engine.deal_specs``)
and a test here keeps the two in step.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from popejoan.engine.cards import PACK, card_code, parse_cards
from popejoan.engine.dealfile import read_deal_file, replay
from popejoan.engine.events import CardPlayed, PopeDeclined, PopeOffered, SequenceStopped
from popejoan.engine.ruleset import find_ruleset
from popejoan.engine.session import Session
from popejoan.engine.state import Deal

from .deal_specs import DEALS_DIR, NAMES, SPECS, deck_of, rules_of, yaml_text
from .dealbuild import HOUSE_DIR, house_base, is_house

REPO = Path(__file__).resolve().parents[2]

# Specs the engine gets wrong (engine bugs, see /tmp/engine_bugs.md): name -> reason.
KNOWN_BUGS: dict[str, str] = {}


def _params(names):
    out = []
    for name in names:
        marks = [pytest.mark.xfail(strict=True, reason=KNOWN_BUGS[name])] if name in KNOWN_BUGS else []
        out.append(pytest.param(name, marks=marks, id=name))
    return out


DEAL_NAMES = sorted(n for n in SPECS if SPECS[n].get("mode") != "share-out")
SHARE_NAMES = sorted(n for n in SPECS if SPECS[n].get("mode") == "share-out")


def test_every_ruleset_and_variant_has_pinned_deals():
    by_ruleset: dict[str, int] = {}
    for s in SPECS.values():
        by_ruleset[s["ruleset"]] = by_ruleset.get(s["ruleset"], 0) + 1
    for rid in ("parlett", "hoyle-1847", "spanish", "cacumen", "japanese", "russian"):
        assert by_ruleset.get(rid, 0) >= 3, rid
    house = {s["ruleset"] for s in SPECS.values() if is_house(s["ruleset"])}
    assert {"lowest-card-leads", "widow-equal-hands", "change-suit-or-pass", "unplayed-penalty",
            "stock-by-players", "parlett-ace-high"} <= house
    variants = {(s["ruleset"], k, v) for s in SPECS.values() for k, v in (s.get("options") or {}).items()}
    wanted = {
        ("parlett", "pope_turned_ends_deal", True), ("parlett", "change_suit_after_stop", True),
        ("parlett", "split_pairs", True), ("parlett", "pope_holder_pays_double", True),
        ("hoyle-1847", "players_contribute", True),
        ("japanese", "equal_hands", True), ("japanese", "split_pairs", True), ("japanese", "pope_as_stop", True),
        ("russian", "pope_stake", 6), ("russian", "dressing", "equal"),
        ("russian", "pope_turned", "pope_only"), ("russian", "pope_turned", "whole_board"),
    }
    assert wanted <= variants, wanted - variants
    assert {s["ruleset"] for s in SPECS.values() if s.get("mode") == "share-out"} == {"spanish", "cacumen", "russian"}


@pytest.mark.parametrize("name", sorted(SPECS))
def test_deal_file_matches_its_spec(name):
    """The committed deal file is the one the spec generates (regenerate with python -m tests.engine.deal_specs)."""
    path = DEALS_DIR / f"{name}.yaml"
    assert path.read_text(encoding="utf-8") == yaml_text(name, SPECS[name])


@pytest.mark.parametrize("name", [n for n in DEAL_NAMES if "hands" in SPECS[n]])
def test_engine_deals_the_intended_hands(name):
    """The engine's dealing order agrees with docs/rules.md as read by dealbuild."""
    s = SPECS[name]
    rules = rules_of(s)
    session = Session(rules, NAMES[: s["players"]], first_dealer=s["dealer"], board=s.get("board"),
                      chips=s.get("chips"))
    deal = session.start_deal(parse_cards(deck_of(s)))  # no play yet (a turned Pope may end it here)
    for seat, cards in s["hands"].items():
        dealt = {card_code(c) for c in deal.hands[seat]} | {c for p, c in s["expect"]["plays"] if p == seat}
        assert dealt == set(cards.split()), seat
    undealt = set(s["undealt"].split()) if s.get("undealt") else set()
    named = {c for cards in s["hands"].values() for c in cards.split()}
    dead = set(deck_of(s)) - named - undealt
    assert {card_code(c) for c in deal.dead_hand} == dead
    assert {card_code(c) for c in deal.undealt} == undealt
    assert card_code(deal.turn_up) == s["turn_up"]


def _check(result: dict, expect: dict) -> None:
    for key, value in expect.items():
        assert result[key] == value, f"{key}: expected {value!r}, got {result[key]!r}"


@pytest.mark.parametrize("name", _params(DEAL_NAMES))
def test_pinned_deal(name):
    result = replay(read_deal_file(DEALS_DIR / f"{name}.yaml"), house_base(SPECS[name]["ruleset"]))
    expect = SPECS[name]["expect"]
    _check(result, expect)
    # every deal conserves chips
    s = SPECS[name]
    players = s["players"]
    start = sum(s.get("chips") or [rules_of(s).starting_chips] * players)
    assert sum(result["balances"]) + sum(result["board"].values()) == start + sum((s.get("board") or {}).values())


@pytest.mark.parametrize("name", _params(SHARE_NAMES))
def test_pinned_share_out(name):
    result = replay(read_deal_file(DEALS_DIR / f"{name}.yaml"), house_base(SPECS[name]["ruleset"]))
    _check(result, SPECS[name]["expect"])
    # the cards go face up one at a time from the dealer's left (spanish: the first to the dealer)
    s = SPECS[name]
    n, dealer = s["players"], s["dealer"]
    dealt = result["dealt"]
    assert [c for _, c in dealt] == deck_of(s)
    if s["ruleset"] == "spanish":
        assert dealt[0][0] == dealer
        assert [p for p, _ in dealt[1:]] == [(dealer + 1 + i) % n for i in range(50)]
    else:
        assert [p for p, _ in dealt] == [(dealer + 1 + i) % n for i in range(51)]


@pytest.mark.parametrize(
    "name",
    _params(["parlett_intrigue_in_succession_debt", "japanese_pope_as_stop_declined", "cacumen_share_out"]),
)
def test_replay_cli_json(name):
    """The real command line gives the same answers, as one JSON object."""
    proc = subprocess.run(
        [sys.executable, "-m", "popejoan", "replay", str(DEALS_DIR / f"{name}.yaml"), "--json"],
        capture_output=True, text=True, cwd=REPO, timeout=60,
    )
    assert proc.returncode == 0, proc.stderr
    result = json.loads(proc.stdout)
    _check(result, SPECS[name]["expect"])
    told = ("trump", "winner", "plays", "claims", "next_dealer") if "winner" in SPECS[name]["expect"] else ()
    for key in ("balances", "board") + told:
        assert key in result


def test_replay_cli_plays_a_house_rule_with_its_file_given():
    """A deal file names its ruleset by id; a house rule's file comes from the command line (--ruleset)."""
    name = "widow_equal_hands"
    deal_file = str(DEALS_DIR / f"{name}.yaml")
    proc = subprocess.run(
        [sys.executable, "-m", "popejoan", "replay", deal_file, "--json",
         "--ruleset", str(HOUSE_DIR / "widow-equal-hands.yaml")],
        capture_output=True, text=True, cwd=REPO, timeout=60,
    )
    assert proc.returncode == 0, proc.stderr
    _check(json.loads(proc.stdout), SPECS[name]["expect"])
    # without the file, the id is looked for among the shipped and the player's own rulesets
    proc = subprocess.run([sys.executable, "-m", "popejoan", "replay", deal_file], capture_output=True, text=True,
                          cwd=REPO, timeout=60)
    assert proc.returncode == 1 and "widow-equal-hands" in proc.stderr and "Traceback" not in proc.stderr
    # a file whose id is not the deal file's is refused, naming both
    proc = subprocess.run([sys.executable, "-m", "popejoan", "replay", deal_file,
                           "--ruleset", str(HOUSE_DIR / "stock-by-players.yaml")],
                          capture_output=True, text=True, cwd=REPO, timeout=60)
    assert proc.returncode == 1 and "stock-by-players" in proc.stderr and "widow-equal-hands" in proc.stderr


# --- the plays that matter, seen as events -----------------------------------------


def _deal_events(name):
    s = SPECS[name]
    rules = rules_of(s)
    session = Session(rules, NAMES[: s["players"]], first_dealer=s["dealer"], board=s.get("board"),
                      chips=s.get("chips"))
    deal = session.start_deal(parse_cards(deck_of(s)))
    return session, deal


def _stops(deal):
    return [(e.seat, card_code(e.card), e.reason, None if e.next_card is None else card_code(e.next_card))
            for e in deal.events if isinstance(e, SequenceStopped)]


def _run(deal, actions):
    from popejoan.engine.cards import parse_card
    from popejoan.engine.dealfile import default_action
    from popejoan.engine.state import PASS

    for a in actions:
        deal.apply(PASS if a == "pass" else parse_card(a))
    while not deal.over:
        deal.apply(default_action(deal))


def test_stop_reasons_parlett():
    """Stops: a card in the dead hand, the seven of diamonds (docs/rules.md, "What all sources share")."""
    _, deal = _deal_events("parlett_intrigue_in_succession_debt")
    _run(deal, SPECS["parlett_intrigue_in_succession_debt"]["actions"])
    assert _stops(deal) == [
        (1, "3C", "dead", "4C"),
        (1, "7D", "seven_of_diamonds", None),
        (1, "QH", "dead", "KH"),
    ]


def test_stop_reasons_king_and_already_played():
    """A King stops; so does a successor already played (hoyle: QS after KS; JH after QH)."""
    _, deal = _deal_events("hoyle_free_lead_intrigue_same_hand")
    _run(deal, SPECS["hoyle_free_lead_intrigue_same_hand"]["actions"])
    assert _stops(deal) == [
        (1, "KC", "king", None),
        (1, "QH", "dead", "KH"),
        (1, "JH", "played", "QH"),
        (1, "8C", "played", "9C"),
    ]


def test_first_leader_is_right_of_dealer_in_cacumen():
    _, deal = _deal_events("cacumen_ghost_first_right_of_dealer_leads")
    assert deal.to_move == 3 and deal.decision == "lead"
    assert not any(isinstance(e, CardPlayed) for e in deal.events)


def test_first_leader_is_left_of_dealer_elsewhere():
    for name in ("parlett_intrigue_in_succession_debt", "spanish_winner_deals_next",
                 "russian_dead_before_dealer_no_intrigue", "japanese_lowest_leads_turned_ace",
                 "hoyle_free_lead_intrigue_same_hand"):
        s = SPECS[name]
        _, deal = _deal_events(name)
        assert deal.to_move == (s["dealer"] + 1) % s["players"], name


def test_pope_offer_events():
    """pope_as_stop: the offer names the missing card; accepted, the Pope is played in its place."""
    _, deal = _deal_events("japanese_pope_as_stop_accepted")
    _run(deal, ["AC", "9D", "AS"])
    offers = [(e.seat, card_code(e.missing)) for e in deal.events if isinstance(e, PopeOffered)]
    assert offers == [(2, "4C")]
    pope = [e for e in deal.events if isinstance(e, CardPlayed) and e.pope_as_stop]
    assert [(e.seat, card_code(e.card)) for e in pope] == [(2, "9D")]
    _, deal = _deal_events("japanese_pope_as_stop_declined")
    _run(deal, ["AC", "pass", "5C", "pass", "AS"])
    offers = [(e.seat, card_code(e.missing)) for e in deal.events if isinstance(e, PopeOffered)]
    assert offers == [(2, "4C"), (2, "7C")]
    assert sum(isinstance(e, PopeDeclined) for e in deal.events) == 2


def test_no_pope_offer_without_the_variant():
    """Main japanese rule: no offer; the same deck plays AC 2C 3C, stop, and s1 leads again."""
    s = SPECS["japanese_pope_as_stop_declined"]
    rules = find_ruleset("japanese")
    session = Session(rules, NAMES[:3], first_dealer=0)
    deal = session.start_deal(parse_cards(deck_of(s)))
    _run(deal, ["AC", "5C", "AS"])
    assert not any(isinstance(e, PopeOffered) for e in deal.events)
    assert deal.winner == 1 and list(session.balances) == [2, 44, 30]


def test_pope_offer_only_to_the_holder_of_an_unplayed_pope():
    """After the Pope is played (accepted), the 7C stop makes no second offer."""
    from popejoan.engine.cards import parse_card

    _, deal = _deal_events("japanese_pope_as_stop_accepted")
    deal.apply(parse_card("AC"))
    assert deal.decision == "pope_offer" and deal.to_move == 2
    deal.apply(parse_card("9D"))
    assert deal.decision == "lead" and deal.to_move == 1
    assert sum(isinstance(e, PopeOffered) for e in deal.events) == 1


def test_hoyle_stock_is_seven_cards_for_four_players_and_turn_up_stays_in_it():
    _, deal = _deal_events("hoyle_stock_turn_up_matrimony_same_hand")
    assert len(deal.dead_hand) == 7
    assert card_code(deal.turn_up) == "JS" and deal.turn_up in deal.dead_hand
    assert [len(h) for h in deal.hands] == [11, 11, 11, 11]
    assert deal.observation(0).stock is not None and set(deal.observation(0).stock) == set(deal.dead_hand)
    for seat in (1, 2, 3):
        assert deal.observation(seat).stock is None


@pytest.mark.parametrize("players,each,stock", [(3, 15, 6), (4, 11, 7), (5, 9, 6), (6, 7, 9), (7, 6, 9), (8, 5, 11)])
def test_hoyle_hand_and_stock_sizes(players, each, stock):
    """floor((51 - 6) / players) cards each; the rest (at least 6) are the stock."""
    rules = find_ruleset("hoyle-1847")
    session = Session(rules, NAMES[:players], seed=players)
    deal = session.start_deal()
    assert [len(h) for h in deal.hands] == [each] * players
    assert len(deal.dead_hand) == stock


@pytest.mark.parametrize("players,dealt", [(3, 45), (4, 44), (5, 45), (6, 42), (7, 42), (8, 40)])
def test_hoyle_turn_up_is_the_stocks_first_card_in_the_order_of_the_pack(players, dealt):
    """docs/rules.md, hoyle-1847: "the rest, in the order they come, are the stock; the turn-up is the stock's first
    card": the first card not dealt round (a rules audit found the rules screen said it was one of the last six
    of the pack). Whole rounds of floor(45 / players) cards: 45, 44, 45, 42, 42 and 40 cards dealt round."""
    rules = find_ruleset("hoyle-1847")
    deck = list(PACK)  # the pack in a known order
    deal = Deal(rules, [50] * players, {}, 0, deck)
    assert sum(len(h) for h in deal.hands) == dealt
    assert sorted(deal.dead_hand) == deck[dealt:]
    assert deal.turn_up == deck[dealt]


def test_russian_turn_up_is_the_51st_card_in_the_dead_hand():
    s = SPECS["russian_dead_before_dealer_no_intrigue"]
    _, deal = _deal_events("russian_dead_before_dealer_no_intrigue")
    assert card_code(deal.turn_up) == deck_of(s)[50] == "KS"
    assert deal.turn_up in deal.dead_hand and len(deal.dead_hand) == 11


def test_japanese_equal_hands_leaves_cards_undealt():
    _, deal = _deal_events("japanese_equal_hands_undealt_stops")
    assert [len(h) for h in deal.hands] == [12, 12, 12]
    assert len(deal.dead_hand) == 12 and len(deal.undealt) == 3
    obs = deal.observation(1)
    assert obs.undealt_size == 3 and obs.dead_hand_size == 12


def test_spanish_next_dealer_is_the_winner_across_a_session():
    """Session moves the deal to the winner (spanish) and to the left (others)."""
    s = SPECS["spanish_four_players_winner_not_left"]
    session, deal = _deal_events("spanish_four_players_winner_not_left")
    _run(deal, s["actions"])
    session.finish_deal()
    assert session.dealer == 2
    s = SPECS["russian_dead_before_dealer_no_intrigue"]
    session, deal = _deal_events("russian_dead_before_dealer_no_intrigue")
    _run(deal, s["actions"])
    session.finish_deal()
    assert session.dealer == 1


def test_stakes_carry_forward_to_the_next_deal():
    """A session: deal 1 is parlett_intrigue_in_succession_debt; its leftovers (ace 1, king 1,
    pope 6, matrimony 2) stay on the board. Deal 2 is dealt by s1 (to the left), who dresses 15
    and turns up AS (the last card dealt goes to the dealer s1 with 3 players): he takes
    the Ace compartment, now 1 + 1 = 2. s1 = 38 - 15 + 2 = 25."""
    from popejoan.engine.cards import PACK, parse_card

    session, deal = _deal_events("parlett_intrigue_in_succession_debt")
    _run(deal, SPECS["parlett_intrigue_in_succession_debt"]["actions"])
    session.finish_deal()
    assert session.dealer == 1 and list(session.balances) == [-8, 38, 20]
    deck = [c for c in PACK if c != parse_card("AS")] + [parse_card("AS")]
    deal = session.start_deal(deck)
    assert deal.dealer == 1 and card_code(deal.turn_up) == "AS"
    assert list(session.balances) == [-8, 25, 20]
    assert session.board == {"ace": 0, "king": 2, "queen": 1, "jack": 1, "pope": 12,
                             "matrimony": 4, "intrigue": 2, "game": 1}
    assert deal.to_move == 2  # eldest: left of the new dealer
