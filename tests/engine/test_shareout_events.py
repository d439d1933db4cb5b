"""The share-out's events say why trumps are what they are and what each card wins, half by half.

Amounts are worked out by hand from docs/rules.md ("End of the session" and "Exact
readings"); the front end words its captions from these events alone.
"""

from __future__ import annotations

from popejoan.engine.cards import CLUBS, DIAMONDS, HEARTS, PACK, SPADES, parse_cards
from popejoan.engine.events import ShareOutAward, ShareOutDealt, ShareOutTrumps, StakeTaken
from popejoan.engine.ruleset import find_ruleset
from popejoan.engine.session import Session


def _share(rid: str, players: int, dealer: int, board: dict[str, int], first: str, trump: int | None = None):
    session = Session(find_ruleset(rid), [f"P{i}" for i in range(players)], chips=50, first_dealer=dealer,
                      board=dict(board))
    session.last_trump = trump
    cards = parse_cards(first)
    return session, session.share_out(cards + [c for c in PACK if c not in cards])


def _card(code: str) -> int:
    return parse_cards(code)[0]


def test_spanish_first_card_sets_trumps_and_each_half_is_named():
    """spanish, 3 players, dealer 0; board ace 3 king 2 queen 1 jack 4 pope 7 matrimony 5 intrigue 3 game 2.
    KH is turned (hearts are trumps) and is the dealer's: King 2 and Matrimony's first half, 5 - 5 // 2 = 3,
    with the odd chip. QH (s1): Queen 1, Matrimony's other half 2, Intrigue's first half 3 - 1 = 2 (odd).
    JH (s2): Jack 4, Intrigue's other half 1. AH (s0): Ace 3. 9D (s1): Pope 7."""
    board = {"ace": 3, "king": 2, "queen": 1, "jack": 4, "pope": 7, "matrimony": 5, "intrigue": 3, "game": 2}
    session, events = _share("spanish", 3, 0, board, "KH QH JH AH 9D")
    kh, qh, jh, ah, pope = (_card(c) for c in ("KH", "QH", "JH", "AH", "9D"))
    assert events[0] == ShareOutTrumps(HEARTS, "first_card", kh)
    awards = [e for e in events if isinstance(e, ShareOutAward)]
    assert awards == [
        ShareOutAward(0, kh, "king", "whole", 2, 2),
        ShareOutAward(0, kh, "matrimony", "half", 3, 5, True),
        ShareOutAward(1, qh, "queen", "whole", 1, 1),
        ShareOutAward(1, qh, "matrimony", "other_half", 2, 5),
        ShareOutAward(1, qh, "intrigue", "half", 2, 3, True),
        ShareOutAward(2, jh, "jack", "whole", 4, 4),
        ShareOutAward(2, jh, "intrigue", "other_half", 1, 3),
        ShareOutAward(0, ah, "ace", "whole", 3, 3),
        ShareOutAward(1, pope, "pope", "whole", 7, 7),
    ]
    # each award comes right after its card, and right before the stake it moves
    for i, e in enumerate(events):
        if isinstance(e, ShareOutAward):
            dealt = next(x for x in reversed(events[:i]) if isinstance(x, ShareOutDealt))
            assert (dealt.seat, dealt.card) == (e.seat, e.card)
            assert events[i + 1] == StakeTaken(e.seat, e.compartment, e.chips, "share_out")
    assert sum(isinstance(e, ShareOutDealt) for e in events) == 51
    assert session.balances == [50 + 2 + 3 + 3, 50 + 1 + 2 + 2 + 7, 50 + 4 + 1]


def test_cacumen_trumps_are_diamonds_and_an_empty_compartment_is_still_named():
    """cacumen, 3 players, dealer 0: diamonds, whatever the cards. The Ace compartment is empty: the AD's
    receiver (the first card, s1) wins it with nothing in it, so there is an award of 0 and no stake taken.
    Matrimony 4 halves evenly: no odd chip."""
    board = {"ace": 0, "king": 1, "queen": 1, "jack": 1, "pope": 4, "matrimony": 4, "intrigue": 2, "game": 1}
    session, events = _share("cacumen", 3, 0, board, "AD KD QD")
    ad, kd, qd = (_card(c) for c in ("AD", "KD", "QD"))
    assert events[0] == ShareOutTrumps(DIAMONDS, "diamonds", None)
    assert events[1:4] == [ShareOutDealt(1, ad), ShareOutAward(1, ad, "ace", "whole", 0, 0), ShareOutDealt(2, kd)]
    assert ShareOutAward(2, kd, "matrimony", "half", 2, 4, False) in events
    assert ShareOutAward(0, qd, "matrimony", "other_half", 2, 4, False) in events
    assert not any(isinstance(e, StakeTaken) and e.compartment == "ace" for e in events)


def test_russian_trumps_are_the_last_deals():
    board = {"ace": 1, "king": 1, "queen": 1, "jack": 1, "pope": 4, "matrimony": 2, "intrigue": 2, "game": 1}
    _, events = _share("russian", 3, 0, board, "AS", trump=SPADES)
    assert events[0] == ShareOutTrumps(SPADES, "last_deal", None)
    assert events[1:3] == [ShareOutDealt(1, _card("AS")), ShareOutAward(1, _card("AS"), "ace", "whole", 1, 1)]
    _, events = _share("russian", 3, 0, board, "AC", trump=CLUBS)
    assert events[0].trump == CLUBS
