"""Dressing the board and the end-of-session share-out, with literal amounts from docs/rules.md."""

from __future__ import annotations

import pytest

from popejoan.engine.cards import PACK, parse_cards
from popejoan.engine.events import ChipsHanded, StakePut, StakeTaken
from popejoan.engine.ruleset import find_ruleset
from popejoan.engine.session import Session

ORDER = ("ace", "king", "queen", "jack", "pope", "matrimony", "intrigue", "game")
STANDARD = (1, 1, 1, 1, 6, 2, 2, 1)  # 15 (docs/rules.md, "Dressing the board")
CACUMEN = (1, 1, 1, 1, 4, 2, 2, 1)  # 13, interpretation 4/2/2/1x5
RUSSIAN_4 = (1, 1, 1, 1, 4, 2, 2, 1)
RUSSIAN_6 = (1, 1, 1, 1, 6, 2, 2, 1)
EQUAL = (1, 1, 1, 1, 1, 1, 1, 1)

# (ruleset, options, who pays: "dealer" or "everyone", stakes per payer, contribution per other player)
CASES = [
    ("parlett", {}, "dealer", STANDARD, 0),
    ("hoyle-1847", {}, "dealer", STANDARD, 0),
    ("hoyle-1847", {"players_contribute": True}, "dealer", STANDARD, 2),
    ("spanish", {}, "everyone", STANDARD, 0),
    ("cacumen", {}, "dealer", CACUMEN, 0),
    ("japanese", {}, "dealer", STANDARD, 0),
    ("russian", {}, "everyone", RUSSIAN_4, 0),
    ("russian", {"pope_stake": 6}, "everyone", RUSSIAN_6, 0),
    ("russian", {"dressing": "equal"}, "everyone", EQUAL, 0),
    ("russian", {"dressing": "equal", "pope_stake": 6}, "everyone", EQUAL, 0),
]


@pytest.mark.parametrize("rid,options,payers,stakes,contribution", CASES)
@pytest.mark.parametrize("players,dealer", [(3, 0), (5, 3), (8, 7)])
def test_dressing(rid, options, payers, stakes, contribution, players, dealer):
    rules = find_ruleset(rid).with_options(options)
    session = Session(rules, [f"P{i}" for i in range(players)], chips=100, first_dealer=dealer, seed=1)
    deal = session.start_deal()
    put = {}
    for e in deal.events:
        if isinstance(e, StakePut):
            put[(e.seat, e.compartment)] = put.get((e.seat, e.compartment), 0) + e.chips
    who = [dealer] if payers == "dealer" else list(range(players))
    expect = {(s, name): chips for s in who for name, chips in zip(ORDER, stakes)}
    assert put == expect
    handed = [(e.payer, e.payee, e.chips) for e in deal.events
              if isinstance(e, ChipsHanded) and e.reason == "contribution"]
    if contribution:
        assert sorted(handed) == sorted((s, dealer, contribution) for s in range(players) if s != dealer)
    else:
        assert handed == []


def _share(rid, players, dealer, board, first, trump=None, chips=50):
    rules = find_ruleset(rid)
    session = Session(rules, [f"P{i}" for i in range(players)], chips=chips, first_dealer=dealer, board=board)
    session.last_trump = trump
    cards = parse_cards(first)
    deck = cards + [c for c in PACK if c not in cards]
    events = session.share_out(deck)
    return session, [(e.seat, e.compartment, e.chips) for e in events if isinstance(e, StakeTaken)]


FULL = {"ace": 2, "king": 2, "queen": 2, "jack": 2, "pope": 9, "matrimony": 7, "intrigue": 4, "game": 3}


def test_spanish_share_out_pope_turned_first_is_the_dealers():
    """The first card (9D) sets trumps (diamonds) and counts as the dealer's: he takes the Pope.
    4 players, dealer 1: then s2 gets KD (king 2, Matrimony half 7 - 3 = 4), s3 QD (queen 2,
    Matrimony 3, Intrigue half 4 - 2 = 2), s0 JD (jack 2, Intrigue 2), s1 AD (ace 2)."""
    session, claims = _share("spanish", 4, 1, dict(FULL), "9D KD QD JD AD")
    assert claims == [(1, "pope", 9), (2, "king", 2), (2, "matrimony", 4), (3, "queen", 2), (3, "matrimony", 3),
                      (3, "intrigue", 2), (0, "jack", 2), (0, "intrigue", 2), (1, "ace", 2)]
    assert session.balances == [50 + 2 + 2, 50 + 9 + 2, 50 + 2 + 4, 50 + 2 + 3 + 2]
    assert session.board == {**{k: 0 for k in FULL}, "game": 3}


def test_share_out_both_halves_to_one_player():
    """cacumen, 3 players, dealer 0; cards go s1, s2, s0, s1, ... Deck: QD 2C 3C KD JD, then
    the rest in pack order (AC 4C..KC AD 2D..7D 9D ...).
    QD (s1): queen 2, Matrimony half 7 - 3 = 4, Intrigue half 4 - 2 = 2. KD (s1): king 2 and
    the other Matrimony half 3 - the same player gets both. JD (s2): jack 2, Intrigue 2.
    AD is the 17th card (index 16): s2, ace 2. 9D is index 23: s0, pope 9. Game stays."""
    session, claims = _share("cacumen", 3, 0, dict(FULL), "QD 2C 3C KD JD")
    assert claims == [(1, "queen", 2), (1, "matrimony", 4), (1, "intrigue", 2), (1, "king", 2), (1, "matrimony", 3),
                      (2, "jack", 2), (2, "intrigue", 2), (2, "ace", 2), (0, "pope", 9)]
    assert session.balances == [50 + 9, 50 + 2 + 4 + 2 + 2 + 3, 50 + 2 + 2 + 2]
    assert session.board == {**{k: 0 for k in FULL}, "game": 3}


def test_cacumen_share_out_ignores_the_last_trumps():
    """cacumen's share-out trumps are always diamonds: a trump given for russian means nothing here."""
    session, claims = _share("cacumen", 3, 0, dict(FULL), "AS KS QS JS AD", trump=3)
    assert (1, "ace", 2) not in claims  # AS is no trump
    assert (2, "ace", 2) in claims  # AD is the 5th card: s2


def test_russian_share_out_needs_the_last_trumps_and_uses_them():
    with pytest.raises(ValueError):
        _share("russian", 3, 0, dict(FULL), "AS")
    session, claims = _share("russian", 3, 0, dict(FULL), "AH AS", trump=3)
    assert claims[0] == (2, "ace", 2)  # AH (s1) is no trump; AS (s2) is


def test_share_out_only_where_the_ruleset_has_one():
    for rid in ("parlett", "hoyle-1847", "japanese"):
        rules = find_ruleset(rid)
        session = Session(rules, ["a", "b", "c"], board=dict(FULL))
        assert not session.has_share_out
        assert session.share_out() == []
        assert session.board == FULL  # the leftovers are shown, not shared
