"""Pinned deals, worked out by hand from docs/rules.md.

Each spec names the hands a test intends; :mod:`dealbuild` turns
them into the 51-card dealing order for the ruleset, and
``python -m tests.engine.deal_specs`` writes ``tests/data/deals/<name>.yaml``.
The EXPECTED values are literal numbers derived from the rules by hand (the
comment above each says how); they were never copied from the engine.

Conventions: seats 0..n-1 clockwise, ``dealer`` given; "s1" means seat 1.
Board dicts list every compartment: ace king queen jack pope matrimony intrigue game.
"""

from __future__ import annotations

from pathlib import Path

from .dealbuild import PACK, build_deck, house_rules, is_house

DEALS_DIR = Path(__file__).resolve().parents[1] / "data" / "deals"

NAMES = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal"]


def board(ace, king, queen, jack, pope, matrimony, intrigue, game):
    """A full board dict, in the order ace king queen jack pope matrimony intrigue game."""
    return {"ace": ace, "king": king, "queen": queen, "jack": jack, "pope": pope,
            "matrimony": matrimony, "intrigue": intrigue, "game": game}


def seq(seat, codes):
    """``[[seat, card], ...]`` for a run of cards one seat plays."""
    return [[seat, c] for c in codes.split()]


SPECS: dict[str, dict] = {}


def spec(name, **kw):
    SPECS[name] = kw


# ----------------------------------------------------------------------------- parlett
# 3 players, dealer 0: dealing order s1 s2 s0 dead; 13/13/13 + 12 dead; the
# last card dealt (index 50) lands in the dealer's hand and is the turn-up.
P1_HANDS = {
    1: "AC 2C 3C 4D 5D 6D 7D JH QH AS 2S 3S 4S",
    2: "9D TD JD QD KD AD 2D 3D 5C 6C 7C 8C 9C",
    0: "5H AH 2H 3H 4H 6H 7H 8H 9H TH 5S 6S 7S",
}
P1_DEAD = "4C KH TC JC QC KC 8S 9S TS JS QS KS"
# Dealer s0 dresses 15 (20 -> 5). Turn-up 5H: trumps hearts, not an honour.
# s1 leads AC 2C 3C, 4C dead: stop. 4D 5D 6D 7D: stop at the 7 of diamonds.
# JH (jack 1) QH (queen 1, Intrigue in succession 2), KH dead: stop.
# AS 2S 3S 4S: s1's 13th card, out: Game 1. s2 holds the unplayed Pope: excused;
# s0 pays 13 (20 - 15 - 13 = -8: a debt). s1 = 20 + 5 + 13 = 38.
P1_PLAYS = seq(1, "AC 2C 3C 4D 5D 6D 7D JH QH AS 2S 3S 4S")
spec(
    "parlett_intrigue_in_succession_debt",
    ruleset="parlett", players=3, dealer=0, hands=P1_HANDS, dead=P1_DEAD, turn_up="5H",
    actions=["AC", "4D", "JH", "AS"],
    expect=dict(
        trump="5H", winner=1, next_dealer=1, plays=P1_PLAYS,
        claims=[[1, "jack", 1], [1, "queen", 1], [1, "intrigue", 2], [1, "game", 1]],
        payments=[[0, 1, 13, "cards_left"]],
        balances=[-8, 38, 20], board=board(1, 1, 0, 0, 6, 2, 0, 0),
    ),
)
# Same deal, pope_holder_pays_double: s2 (13 cards, holding the Pope) pays 26.
# s1 = 38 + 26 = 64, s2 = 20 - 26 = -6.
spec(
    "parlett_pope_holder_pays_double",
    ruleset="parlett", options={"pope_holder_pays_double": True}, players=3, dealer=0,
    hands=P1_HANDS, dead=P1_DEAD, turn_up="5H", actions=["AC", "4D", "JH", "AS"],
    expect=dict(
        trump="5H", winner=1, next_dealer=1, plays=P1_PLAYS,
        claims=[[1, "jack", 1], [1, "queen", 1], [1, "intrigue", 2], [1, "game", 1]],
        payments=[[2, 1, 26, "cards_left"], [0, 1, 13, "cards_left"]],
        balances=[-8, 64, -6], board=board(1, 1, 0, 0, 6, 2, 0, 0),
    ),
)

# Turned Pope, parlett main rule: the dealer takes Pope, play goes on, trumps diamonds.
P2_HANDS = {
    1: "5C 6C 7C AH 4H JD QD AS 2S 3S 4S 5S 6S",
    2: "2H 3H 2C 3C 4C AC 9C TC JC QC KC 6H 7H",
    0: "9D AD 2D 3D 4D 5D 6D 7D TD 8H 9H TH JH",
}
P2_DEAD = "8C 5H KD QH KH 7S 8S 9S TS JS QS KS"
# s0 20 - 15 + 6 (Pope turned) = 11. s1: 5C 6C 7C, 8C dead. AH, 2H 3H (s2), 4H (s1),
# 5H dead. JD (jack 1) QD (queen 1, Intrigue 2), KD dead. AS..6S: out, Game 1.
# s2 played 2, pays 11. The turned Pope still lies unplayed in s0's hand, so s0,
# its holder, is excused.
# s1 = 20 + 5 + 11 = 36; s2 = 9; board left ace 1, king 1, matrimony 2.
spec(
    "parlett_pope_turned",
    ruleset="parlett", players=3, dealer=0, hands=P2_HANDS, dead=P2_DEAD, turn_up="9D",
    actions=["5C", "AH", "JD", "AS"],
    expect=dict(
        trump="9D", winner=1, next_dealer=1,
        plays=seq(1, "5C 6C 7C AH") + seq(2, "2H 3H") + seq(1, "4H JD QD AS 2S 3S 4S 5S 6S"),
        claims=[[0, "pope", 6], [1, "jack", 1], [1, "queen", 1], [1, "intrigue", 2], [1, "game", 1]],
        payments=[[2, 1, 11, "cards_left"]],
        balances=[11, 36, 9], board=board(1, 1, 0, 0, 0, 2, 0, 0),
    ),
)
# pope_turned_ends_deal: the dealer takes Pope (6) and Game (1), no play, deal passes left.
spec(
    "parlett_pope_turned_ends_deal",
    ruleset="parlett", options={"pope_turned_ends_deal": True}, players=3, dealer=0,
    hands=P2_HANDS, dead=P2_DEAD, turn_up="9D",
    expect=dict(
        trump="9D", winner=None, next_dealer=1, plays=[],
        claims=[[0, "pope", 6], [0, "game", 1]], payments=[],
        balances=[12, 20, 20], board=board(1, 1, 1, 1, 0, 2, 2, 0),
    ),
)

# 4 players, dealer 0: order s1 s2 s3 s0 dead; 11/10/10/10 + 10; the last card
# dealt goes to s1, so the turn-up (KH) sits in s1's hand.
# s0 20 - 15 + 1 (turned trump King) = 6. s1: AC 2C 3C 4C, 5C dead. QH (queen 1),
# KH (King compartment already empty: nothing) - Matrimony in succession 2; King stop.
# AS..5S: out (11 cards), Game 1. s3 holds the Pope: excused. s2, s0 pay 10 each.
# s1 = 20 + 1 + 2 + 1 + 20 = 44; s0 = 6 - 10 = -4; s2 = 10; s3 = 20.
spec(
    "parlett_turned_honour_in_hand",
    ruleset="parlett", players=4, dealer=0, turn_up="KH",
    hands={
        1: "AC 2C 3C 4C QH KH AS 2S 3S 4S 5S",
        2: "6C 7C 8C 9C TC JC QC KC AD 2D",
        3: "9D 3D 4D 5D 6D 7D TD JD QD KD",
        0: "AH 2H 3H 4H 5H 6H 7H 8H 9H TH",
    },
    dead="5C JH 6S 7S 8S 9S TS JS QS KS",
    actions=["AC", "QH", "AS"],
    expect=dict(
        trump="KH", winner=1, next_dealer=1,
        plays=seq(1, "AC 2C 3C 4C QH KH AS 2S 3S 4S 5S"),
        claims=[[0, "king", 1], [1, "queen", 1], [1, "matrimony", 2], [1, "game", 1]],
        payments=[[2, 1, 10, "cards_left"], [0, 1, 10, "cards_left"]],
        balances=[-4, 44, 10, 20], board=board(1, 0, 0, 1, 6, 0, 2, 0),
    ),
)

# Lowest-card leads chosen by the deal-file default (lowest rank, ties C D H S),
# and the change-suit variant on the same deck. Trumps clubs (turn-up TC in s0).
P4_HANDS = {
    1: "AC 2C 4C 5C 6H 7H 8H 6S 7S 9S TS JS QS",
    2: "9D AD 2D 3D 4D 5D 6D 7D TD JD QD KD 7C",
    0: "TC 8C 9C JC QC KC AH 2H 3H 4H 5H TH JH",
}
P4_DEAD = "3C 6C 9H 8S KS QH KH AS 2S 3S 4S 5S"
# Main rule, no actions: s1 may lead AC / 6H / 6S; default AC (ace 1), 2C, 3C dead.
# Then 4C (lowest rank of 4C 6H 6S) 5C, 6C dead. 6H 7H 8H, 9H dead. 6S 7S, 8S dead.
# 9S TS JS QS: out. Game 1; s2 has the Pope (excused); s0 pays 13.
# s0 = 20 - 15 - 13 = -8; s1 = 20 + 1 + 1 + 13 = 35.
spec(
    "parlett_lowest_card_default_leads",
    ruleset="parlett", players=3, dealer=0, hands=P4_HANDS, dead=P4_DEAD, turn_up="TC",
    expect=dict(
        trump="TC", winner=1, next_dealer=1,
        plays=seq(1, "AC 2C 4C 5C 6H 7H 8H 6S 7S 9S TS JS QS"),
        claims=[[1, "ace", 1], [1, "game", 1]], payments=[[0, 1, 13, "cards_left"]],
        balances=[-8, 35, 20], board=board(0, 1, 1, 1, 6, 2, 2, 0),
    ),
)
# change_suit_after_stop: after AC 2C (stop in clubs) s1 must lead hearts or spades:
# default 6H; 6H 7H 8H (stop in hearts) -> 4C; 4C 5C (clubs) -> 6S; 6S 7S (spades):
# s1 holds only spades, so 9S is allowed; 9S..QS out. Same chips, other order.
spec(
    "parlett_change_suit_after_stop",
    ruleset="parlett", options={"change_suit_after_stop": True}, players=3, dealer=0,
    hands=P4_HANDS, dead=P4_DEAD, turn_up="TC",
    expect=dict(
        trump="TC", winner=1, next_dealer=1,
        plays=seq(1, "AC 2C 6H 7H 8H 4C 5C 6S 7S 9S TS JS QS"),
        claims=[[1, "ace", 1], [1, "game", 1]], payments=[[0, 1, 13, "cards_left"]],
        balances=[-8, 35, 20], board=board(0, 1, 1, 1, 6, 2, 2, 0),
    ),
)

# Pairs played by two players. Board starts with 3 on Intrigue (5 after dressing).
P5_HANDS = {
    1: "AC 2C 3C 4C 5C 6C 9H TH JH 6S AD 2D 3D",
    2: "QH KH 5S 8C 9C TC JC QC KC 5D 6D 7D TD",
    0: "4H 9D JD QD KD AH 2H 3H 5H 6H 7H 8H AS",
}
P5_DEAD = "7C 4D 7S 2S 3S 4S 8S 9S TS JS QS KS"
# Turn-up 4H (s0's hand): trumps hearts. s0 = 20 - 15 = 5.
# s1: AC..6C, 7C dead. 9H TH JH (jack 1), QH (s2, queen 1), KH (s2, king 1;
# Matrimony: s2 played Q then K in succession, 2); King stop, s2 leads 5S (lowest
# spade), 6S (s1), 7S dead; s1 leads AD 2D 3D: out, Game 1. s2 pays 10 (10 left);
# s0 holds the Pope: excused.
P5_PLAYS = seq(1, "AC 2C 3C 4C 5C 6C 9H TH JH") + seq(2, "QH KH 5S") + seq(1, "6S AD 2D 3D")
# Main rule: Intrigue's J and Q came from two players: nobody wins it (stays 5).
# s1 = 20 + 1 + 1 + 10 = 32; s2 = 20 + 1 + 1 + 2 - 10 = 14.
spec(
    "parlett_pair_by_two_players",
    ruleset="parlett", players=3, dealer=0, board={"intrigue": 3},
    hands=P5_HANDS, dead=P5_DEAD, turn_up="4H", actions=["AC", "9H", "5S", "AD"],
    expect=dict(
        trump="4H", winner=1, next_dealer=1, plays=P5_PLAYS,
        claims=[[1, "jack", 1], [2, "queen", 1], [2, "king", 1], [2, "matrimony", 2], [1, "game", 1]],
        payments=[[2, 1, 10, "cards_left"]],
        balances=[5, 32, 14], board=board(1, 0, 0, 0, 6, 0, 5, 0),
    ),
)
# split_pairs: Intrigue 5 is split, 2 to s1 (J first) and 2 to s2; the odd chip stays.
# s1 = 32 + 2 = 34; s2 = 14 + 2 = 16; Intrigue 1 left.
spec(
    "parlett_split_pairs",
    ruleset="parlett", options={"split_pairs": True}, players=3, dealer=0, board={"intrigue": 3},
    hands=P5_HANDS, dead=P5_DEAD, turn_up="4H", actions=["AC", "9H", "5S", "AD"],
    expect=dict(
        trump="4H", winner=1, next_dealer=1, plays=P5_PLAYS,
        claims=[[1, "jack", 1], [2, "queen", 1], [1, "intrigue", 2], [2, "intrigue", 2],
                [2, "king", 1], [2, "matrimony", 2], [1, "game", 1]],
        payments=[[2, 1, 10, "cards_left"]],
        balances=[5, 34, 16], board=board(1, 0, 0, 0, 6, 0, 1, 0),
    ),
)

# 8 players, dealer 5: order s6 s7 s0 s1 s2 s3 s4 s5 dead; 51 = 9 x 5 + 6, so s6 s7 s0
# s1 s2 s3 get 6, s4 s5 and the dead hand 5; the last card (index 50) goes to s3: JS,
# trumps spades, the dealer s5 takes Jack 1 (20 - 15 + 1 = 6).
# Eldest s6 leads AH 2H 3H, 4H 5H (s7), 6H dead: stop; s7 leads 2C 3C 4C 5C: out (6), Game 1.
# s4 holds the Pope: excused. Paid to s7: s0 s1 s2 s3 6 each, s5 5, s6 3 = 32.
# s7 = 20 + 1 + 32 = 53; s5 = 6 - 5 = 1; s6 = 17; s0..s3 = 14; s4 = 20.
spec(
    "parlett_eight_players_wrap_round",
    ruleset="parlett", players=8, dealer=5, turn_up="JS",
    hands={
        6: "AH 2H 3H KD QS KS",
        7: "4H 5H 2C 3C 4C 5C",
        0: "AC 6C 7C 8C 9C TC",
        1: "JC QC KC AD 2D 3D",
        2: "4D 5D 6D 7D TD JD",
        3: "JS QD 7H 8H 9H TH",
        4: "9D JH QH KH AS",
        5: "2S 3S 4S 5S 6S",
    },
    dead="6H 7S 8S 9S TS",
    actions=["AH", "2C"],
    expect=dict(
        trump="JS", winner=7, next_dealer=6,
        plays=seq(6, "AH 2H 3H") + seq(7, "4H 5H 2C 3C 4C 5C"),
        claims=[[5, "jack", 1], [7, "game", 1]],
        payments=[[0, 7, 6, "cards_left"], [1, 7, 6, "cards_left"], [2, 7, 6, "cards_left"], [3, 7, 6, "cards_left"],
                  [5, 7, 5, "cards_left"], [6, 7, 3, "cards_left"]],
        balances=[14, 14, 14, 14, 20, 1, 17, 53], board=board(1, 1, 1, 0, 6, 2, 2, 0),
    ),
)

# ----------------------------------------------------------------------------- hoyle-1847
# 4 players: floor(45 / 4) = 11 cards each, dealt s1 s2 s3 s0; the last 7 are the
# stock, whose first card is turned up and stays there (a stop).
H1_HANDS = {
    1: "KS QS 9S TS AH 2H 3H 4H 5H 6H 7H",
    2: "AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC",
    3: "9D QC KC AD 2D 3D 4D 5D 6D 7D TD",
    0: "JD QD KD 8H 9H TH JH QH KH AS 2S",
}
H1_STOCK = "JS 3S 4S 5S 6S 7S 8S"
# Turn-up JS: trumps spades, dealer takes Jack (1): s0 = 20 - 15 + 1 = 6.
# s1 leads KS (king 1), King stop; QS (queen 1; Matrimony: the same hand played
# both, not in succession - hoyle only asks "from the same hand": 2); KS played: stop.
# 9S TS, JS in the stock (turned): stop. AH..7H: out (11), Game 1.
# s3 holds the Pope: excused. s2 and s0 pay 11 each.
# s1 = 20 + 1 + 1 + 2 + 1 + 22 = 47; s0 = 6 - 11 = -5; s2 = 9; s3 = 20.
H1_PLAYS = seq(1, "KS QS 9S TS AH 2H 3H 4H 5H 6H 7H")
spec(
    "hoyle_stock_turn_up_matrimony_same_hand",
    ruleset="hoyle-1847", players=4, dealer=0, hands=H1_HANDS, dead=H1_STOCK, turn_up="JS",
    actions=["KS", "QS", "9S", "AH"],
    expect=dict(
        trump="JS", winner=1, next_dealer=1, plays=H1_PLAYS,
        claims=[[0, "jack", 1], [1, "king", 1], [1, "queen", 1], [1, "matrimony", 2], [1, "game", 1]],
        payments=[[2, 1, 11, "cards_left"], [0, 1, 11, "cards_left"]],
        balances=[-5, 47, 9, 20], board=board(1, 0, 0, 0, 6, 0, 2, 0),
    ),
)
# players_contribute: s1, s2, s3 each hand the dealer 2 first (+6 to s0), then as above.
# s0 = -5 + 6 = 1; s1 = 45; s2 = 7; s3 = 18.
spec(
    "hoyle_players_contribute",
    ruleset="hoyle-1847", options={"players_contribute": True}, players=4, dealer=0,
    hands=H1_HANDS, dead=H1_STOCK, turn_up="JS", actions=["KS", "QS", "9S", "AH"],
    expect=dict(
        trump="JS", winner=1, next_dealer=1, plays=H1_PLAYS,
        claims=[[0, "jack", 1], [1, "king", 1], [1, "queen", 1], [1, "matrimony", 2], [1, "game", 1]],
        payments=[[1, 0, 2, "contribution"], [2, 0, 2, "contribution"], [3, 0, 2, "contribution"],
                  [2, 1, 11, "cards_left"], [0, 1, 11, "cards_left"]],
        balances=[1, 45, 7, 18], board=board(1, 0, 0, 0, 6, 0, 2, 0),
    ),
)
# Turned Pope, 3 players: 15 cards each, stock 6 with 9D first. Chips start [5, 2, 1].
# Dealer: -15 dressing, + Pope 6 + Game 1, + 15 from each other player (a chip per
# card dealt): 5 - 15 + 7 + 30 = 27. s1 = 2 - 15 = -13, s2 = 1 - 15 = -14 (debts).
spec(
    "hoyle_pope_turned_debts",
    ruleset="hoyle-1847", players=3, dealer=0, chips=[5, 2, 1], turn_up="9D",
    hands={
        1: "AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AD 2D",
        2: "AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH 3D 4D",
        0: "AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS 5D 6D",
    },
    dead="9D 7D TD JD QD KD",
    expect=dict(
        trump="9D", winner=None, next_dealer=1, plays=[],
        claims=[[0, "pope", 6], [0, "game", 1]],
        payments=[[1, 0, 15, "pope_turned"], [2, 0, 15, "pope_turned"]],
        balances=[27, -13, -14], board=board(1, 1, 1, 1, 0, 2, 2, 0),
    ),
)
# Any card may be led; the Queen led first and the Jack later by one hand wins
# Intrigue (same_player). 3 players: 15 each, stock of 6: 5H (turned) KH TS JS QS KS.
# s1 leads 9C (not his lowest club: allowed), TC JC (s2), QC KC (s1): King stop.
# QH (queen 1), KH in stock: stop. JH (jack 1; Intrigue same hand 2), QH played: stop.
# 2C..8C, 9C played: stop. AS 2S 3S: out (15), Game 1. s2 has 13 left, pays 13;
# s0 holds the Pope: excused. s1 = 20 + 5 + 13 = 38; s0 = 5; s2 = 7.
spec(
    "hoyle_free_lead_intrigue_same_hand",
    ruleset="hoyle-1847", players=3, dealer=0, turn_up="5H",
    hands={
        1: "9C QC KC QH JH 2C 3C 4C 5C 6C 7C 8C AS 2S 3S",
        2: "TC JC AC AD 2D 3D 4D 5D 6D 7D TD JD QD KD AH",
        0: "9D 2H 3H 4H 6H 7H 8H 9H TH 4S 5S 6S 7S 8S 9S",
    },
    dead="5H KH TS JS QS KS",
    actions=["9C", "QH", "JH", "2C", "AS"],
    expect=dict(
        trump="5H", winner=1, next_dealer=1,
        plays=seq(1, "9C") + seq(2, "TC JC") + seq(1, "QC KC QH JH 2C 3C 4C 5C 6C 7C 8C AS 2S 3S"),
        claims=[[1, "queen", 1], [1, "jack", 1], [1, "intrigue", 2], [1, "game", 1]],
        payments=[[2, 1, 13, "cards_left"]],
        balances=[5, 38, 7], board=board(1, 1, 0, 0, 6, 2, 0, 0),
    ),
)

# Interplay, 5 players, dealer 2: 9 cards each dealt s3 s4 s0 s1 s2, stock of 6 whose
# first card 3H is turned (trumps hearts, no honour): s2 = 20 - 15 = 5.
# Eldest s3 leads 4C, 5C 6C (s4), 7C (s0), 8C in the stock: stop. s0 leads JH (jack 1),
# QH KH (s1: queen 1, king 1; Matrimony from the same hand 2; Intrigue's J and Q came
# from two hands: nothing): King stop. s1 leads AS..7S: out (9), Game 1.
# Paid to s1: s3 8, s4 7, s0 7; s2 holds the Pope: excused.
# s1 = 20 + 5 + 22 = 47; s0 = 20 + 1 - 7 = 14; s3 = 12; s4 = 13; s2 = 5.
spec(
    "hoyle_five_players_interplay",
    ruleset="hoyle-1847", players=5, dealer=2, turn_up="3H",
    hands={
        3: "4C AC 2C 3C 9C TC JC QC KC",
        4: "5C 6C AD 2D 3D 4D 5D 6D 7D",
        0: "7C JH TD JD QD KD AH 2H 4H",
        1: "QH KH AS 2S 3S 4S 5S 6S 7S",
        2: "9D 5H 6H 7H 8H 9H TH 8S 9S",
    },
    dead="3H 8C TS JS QS KS",
    actions=["4C", "JH", "AS"],
    expect=dict(
        trump="3H", winner=1, next_dealer=3,
        plays=seq(3, "4C") + seq(4, "5C 6C") + seq(0, "7C JH") + seq(1, "QH KH AS 2S 3S 4S 5S 6S 7S"),
        claims=[[0, "jack", 1], [1, "queen", 1], [1, "king", 1], [1, "matrimony", 2], [1, "game", 1]],
        payments=[[3, 1, 8, "cards_left"], [4, 1, 7, "cards_left"], [0, 1, 7, "cards_left"]],
        balances=[14, 47, 5, 12, 13], board=board(1, 0, 0, 0, 6, 0, 2, 0),
    ),
)

# ----------------------------------------------------------------------------- spanish
# Every player dresses 15 (starting chips 60 -> 45); the extra pile takes its card
# after the dealer's; the turn-up is the last card the extra pile receives.
# 3 players, dealer 1: order s2 s0 s1 extra; 13/13/13 + 12. Board 3x: ace 3 king 3
# queen 3 jack 3 pope 18 matrimony 6 intrigue 6 game 3.
# Turn-up AS (extra pile): trumps spades, dealer s1 takes Ace 3.
# s2 (mano) leads 5H; 6H 7H (s0); 8H in the extra pile: stop, s0 leads QS (queen 3),
# KS (s0, king 3; Matrimony same player 6), King stop; AC..9C: s0 out, Game 3.
# s2 holds the Pope: excused; s1 pays 13. The winner deals next: s0 (not s2).
# s0 = 45 + 3 + 3 + 6 + 3 + 13 = 73; s1 = 45 + 3 - 13 = 35; s2 = 45.
spec(
    "spanish_winner_deals_next",
    ruleset="spanish", players=3, dealer=1, turn_up="AS",
    hands={
        2: "5H 9D AD 2D 3D 4D 5D 6D 7D TD JD QD KD",
        0: "6H 7H QS KS AC 2C 3C 4C 5C 6C 7C 8C 9C",
        1: "TC JC QC KC AH 2H 3H 4H 9H TH JH QH KH",
    },
    dead="8H 2S 3S 4S 5S 6S 7S 8S 9S TS JS AS",
    actions=["5H", "QS", "AC"],
    expect=dict(
        trump="AS", winner=0, next_dealer=0,
        plays=seq(2, "5H") + seq(0, "6H 7H QS KS AC 2C 3C 4C 5C 6C 7C 8C 9C"),
        claims=[[1, "ace", 3], [0, "queen", 3], [0, "king", 3], [0, "matrimony", 6], [0, "game", 3]],
        payments=[[1, 0, 13, "cards_left"]],
        balances=[73, 35, 45], board=board(0, 0, 0, 3, 18, 0, 6, 0),
    ),
)
# Turned Pope: nothing special. 3 players, dealer 0: order s1 s2 s0 extra. 9D is the
# extra pile's last card: trumps diamonds, the Pope stays on the board.
# s1 leads 5D 6D 7D: stop at the seven, so the next lead must be of another suit
# (section 5; JD would be refused): AH..8H, 9H in the extra pile: stop, which leaves
# the lead free, and s1 goes back to diamonds: JD (jack 3) QD (queen 3, Intrigue 6):
# s1's 13th card, out: Game 3. Nobody holds the Pope: s2 and s0 pay 13 each.
# s1 = 45 + 3 + 3 + 6 + 3 + 26 = 86; s2 = s0 = 45 - 13 = 32. The winner s1 deals next.
spec(
    "spanish_pope_turned_nothing_special",
    ruleset="spanish", players=3, dealer=0, turn_up="9D",
    hands={
        1: "5D 6D 7D JD QD AH 2H 3H 4H 5H 6H 7H 8H",
        2: "AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC",
        0: "AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS",
    },
    dead="AD 2D 3D 4D TD 9H TH JH QH KH KD 9D",
    actions=["5D", "AH", "JD"],
    expect=dict(
        trump="9D", winner=1, next_dealer=1,
        plays=seq(1, "5D 6D 7D AH 2H 3H 4H 5H 6H 7H 8H JD QD"),
        claims=[[1, "jack", 3], [1, "queen", 3], [1, "intrigue", 6], [1, "game", 3]],
        payments=[[2, 1, 13, "cards_left"], [0, 1, 13, "cards_left"]],
        balances=[32, 86, 32], board=board(3, 3, 0, 0, 18, 6, 0, 0),
    ),
)
# 4 players, dealer 3: order s0 s1 s2 s3 extra; s0 gets 11, the others 10, extra 10
# (its last card is the 50th dealt). Board 4x: 4 4 4 4 24 8 8 4 = 60; each 45.
# Turn-up 2C: trumps clubs, no honour. s0 leads 5H, 6H 7H (s1), 8H (s2), 9H extra:
# stop, s2 leads AS..9S: out (10 cards), Game 4. s3 holds the Pope: excused;
# s0 pays 10, s1 pays 8. Next dealer the winner s2 (left of the dealer would be s0).
# s0 = 35; s1 = 37; s2 = 45 + 4 + 18 = 67; s3 = 45.
spec(
    "spanish_four_players_winner_not_left",
    ruleset="spanish", players=4, dealer=3, turn_up="2C",
    hands={
        0: "5H AC 3C 4C 5C 6C 7C 8C 9C TC JC",
        1: "6H 7H QC KC AD 2D 3D 4D 5D 6D",
        2: "8H AS 2S 3S 4S 5S 6S 7S 8S 9S",
        3: "9D 7D TD JD QD KD AH 2H 3H 4H",
    },
    dead="9H TH JH QH KH TS JS QS KS 2C",
    actions=["5H", "AS"],
    expect=dict(
        trump="2C", winner=2, next_dealer=2,
        plays=seq(0, "5H") + seq(1, "6H 7H") + seq(2, "8H AS 2S 3S 4S 5S 6S 7S 8S 9S"),
        claims=[[2, "game", 4]],
        payments=[[0, 2, 10, "cards_left"], [1, 2, 8, "cards_left"]],
        balances=[35, 37, 67, 45], board=board(4, 4, 4, 4, 24, 8, 8, 0),
    ),
)

# ----------------------------------------------------------------------------- cacumen
# The dealer alone puts 13: pope 4, matrimony 2, intrigue 2, 1 elsewhere. Starting 40.
# 4 players, dealer 0: each round ghost, s1, s2, s3, s0; 10 whole rounds, the 51st card
# joins the ghost (11). The ghost's FIRST card (deck[0]) is turned. s3 (dealer's right) leads.
# Turn-up QC: trumps clubs, dealer takes Queen 1: s0 = 40 - 13 + 1 = 28.
# s3 leads 9D (pope 4), TD in the ghost: stop. JC (jack 1), QC in the ghost: stop.
# KC (king 1), stop. AH..7H: out, Game 1. Nobody holds the Pope: s1 s2 s0 pay 10 each.
# s3 = 40 + 4 + 1 + 1 + 1 + 30 = 77; s0 = 28 - 10 = 18; s1 = s2 = 30.
spec(
    "cacumen_ghost_first_right_of_dealer_leads",
    ruleset="cacumen", players=4, dealer=0, turn_up="QC",
    hands={
        3: "9D JC KC AH 2H 3H 4H 5H 6H 7H",
        1: "AC 2C 3C 4C 5C 6C 7C 8C 9C TC",
        2: "AD 2D 3D 4D 5D 6D 7D JD QD KD",
        0: "AS 2S 3S 4S 5S 6S 7S 8S 9S TS",
    },
    dead="QC TD 8H 9H TH JH QH KH JS QS KS",
    actions=["9D", "JC", "KC", "AH"],
    expect=dict(
        trump="QC", winner=3, next_dealer=1,
        plays=seq(3, "9D JC KC AH 2H 3H 4H 5H 6H 7H"),
        claims=[[0, "queen", 1], [3, "pope", 4], [3, "jack", 1], [3, "king", 1], [3, "game", 1]],
        payments=[[0, 3, 10, "cards_left"], [1, 3, 10, "cards_left"], [2, 3, 10, "cards_left"]],
        balances=[18, 30, 30, 77], board=board(1, 0, 0, 0, 0, 2, 2, 0),
    ),
)
# Turned Pope: the dealer takes back exactly what he put on this deal (13), the deal
# ends, the next player (left) deals. 4 players, dealer 2: rounds ghost s3 s0 s1 s2.
# The board already held pope 5 and game 2: those stay.
spec(
    "cacumen_pope_turned_refund",
    ruleset="cacumen", players=4, dealer=2, board={"pope": 5, "game": 2}, turn_up="9D",
    hands={
        3: "AC 2C 3C 4C 5C 6C 7C 8C 9C TC",
        0: "JC QC KC AD 2D 3D 4D 5D 6D 7D",
        1: "TD JD QD KD AH 2H 3H 4H 5H 6H",
        2: "7H 8H 9H TH JH QH KH AS 2S 3S",
    },
    dead="9D 4S 5S 6S 7S 8S 9S TS JS QS KS",
    expect=dict(
        trump="9D", winner=None, next_dealer=3, plays=[],
        claims=[[2, "ace", 1], [2, "king", 1], [2, "queen", 1], [2, "jack", 1], [2, "pope", 4],
                [2, "matrimony", 2], [2, "intrigue", 2], [2, "game", 1]],
        payments=[],
        balances=[40, 40, 40, 40], board=board(0, 0, 0, 0, 5, 0, 0, 2),
    ),
)
# In succession only: s3 leads QH (queen 1), KH (s3, king 1, Matrimony in succession 2),
# King stop; JH (jack 1) - the Queen is already played: stop, and Intrigue is NOT won
# (the same player, but not in succession). AC..7C: out, Game 1.
# Turn-up 5H (ghost's first). s1 holds the Pope: excused; s2 and s0 pay 10 each.
# s3 = 40 + 1 + 1 + 2 + 1 + 1 + 20 = 66; s0 = 40 - 13 - 10 = 17; s1 = 40; s2 = 30.
spec(
    "cacumen_intrigue_not_in_succession",
    ruleset="cacumen", players=4, dealer=0, turn_up="5H",
    hands={
        3: "QH KH JH AC 2C 3C 4C 5C 6C 7C",
        1: "9D AD 2D 3D 4D 5D 6D 7D TD JD",
        2: "QD KD 8C 9C TC JC QC KC AH 2H",
        0: "3H 4H 6H 7H 8H 9H TH AS 2S 3S",
    },
    dead="5H 4S 5S 6S 7S 8S 9S TS JS QS KS",
    actions=["QH", "JH", "AC"],
    expect=dict(
        trump="5H", winner=3, next_dealer=1,
        plays=seq(3, "QH KH JH AC 2C 3C 4C 5C 6C 7C"),
        claims=[[3, "queen", 1], [3, "king", 1], [3, "matrimony", 2], [3, "jack", 1], [3, "game", 1]],
        payments=[[0, 3, 10, "cards_left"], [2, 3, 10, "cards_left"]],
        balances=[17, 40, 30, 66], board=board(1, 0, 0, 0, 4, 0, 2, 0),
    ),
)

# 3 players, dealer 1: each round ghost, s2, s0, s1; 12 whole rounds (48 cards), the
# 3 left over join the ghost (15). Turn-up AH (the ghost's first card): the dealer s1
# takes Ace 1 (40 - 13 + 1 = 28). The player on the dealer's right, s0, leads.
# 9D (pope 4), TD in the ghost: stop. KH (king 1): King stop. QH (queen 1), KH played:
# stop; K then Q by one player, not in succession: no Matrimony. AC..9C: out (12), Game 1.
# Nobody holds the Pope: s1 and s2 pay 12 each. s0 = 40 + 7 + 24 = 71; s1 = 16; s2 = 28.
spec(
    "cacumen_three_players_leftovers_to_ghost",
    ruleset="cacumen", players=3, dealer=1, turn_up="AH",
    hands={
        0: "9D KH QH AC 2C 3C 4C 5C 6C 7C 8C 9C",
        1: "QD KD 2H 3H 4H 5H 6H 7H 8H 9H TH JH",
        2: "TC JC QC KC AD 2D 3D 4D 5D 6D 7D JD",
    },
    dead="AH TD AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS",
    actions=["9D", "KH", "QH", "AC"],
    expect=dict(
        trump="AH", winner=0, next_dealer=2,
        plays=seq(0, "9D KH QH AC 2C 3C 4C 5C 6C 7C 8C 9C"),
        claims=[[1, "ace", 1], [0, "pope", 4], [0, "king", 1], [0, "queen", 1], [0, "game", 1]],
        payments=[[1, 0, 12, "cards_left"], [2, 0, 12, "cards_left"]],
        balances=[71, 16, 28], board=board(0, 0, 0, 1, 0, 2, 2, 0),
    ),
)

# ----------------------------------------------------------------------------- japanese
# The dealer alone dresses 15; starting chips 30. Dead hand after the dealer; its
# LAST card is turned. Leads: lowest card of the chosen suit. Pairs: same player.
# 4 players, dealer 0: s1 11, s2 s3 s0 10, dead 10 (its last card is the 50th dealt).
# Turn-up AS: dealer takes Ace 1: s0 = 30 - 15 + 1 = 16.
# s1 leads 2D (his lowest diamond): 2D 3D (s1) 4D 5D (s2) 6D 7D (s1): stop at the seven.
# QS (his lowest spade; queen 1), KS (s1, king 1, Matrimony 2): King stop.
# AH..5H: out (11), Game 1. s2 holds the Pope: excused; s3 and s0 pay 10 each.
# s1 = 30 + 1 + 1 + 2 + 1 + 20 = 55; s0 = 6; s2 = 30; s3 = 20.
spec(
    "japanese_lowest_leads_turned_ace",
    ruleset="japanese", players=4, dealer=0, turn_up="AS",
    hands={
        1: "2D 3D 6D 7D QS KS AH 2H 3H 4H 5H",
        2: "4D 5D 9D AC 2C 3C 4C 5C 6C 7C",
        3: "8C 9C TC JC QC KC AD TD JD QD",
        0: "KD 6H 7H 8H 9H TH JH QH KH 2S",
    },
    dead="3S 4S 5S 6S 7S 8S 9S TS JS AS",
    actions=["2D", "QS", "AH"],
    expect=dict(
        trump="AS", winner=1, next_dealer=1,
        plays=seq(1, "2D 3D") + seq(2, "4D 5D") + seq(1, "6D 7D QS KS AH 2H 3H 4H 5H"),
        claims=[[0, "ace", 1], [1, "queen", 1], [1, "king", 1], [1, "matrimony", 2], [1, "game", 1]],
        payments=[[3, 1, 10, "cards_left"], [0, 1, 10, "cards_left"]],
        balances=[6, 55, 30, 20], board=board(0, 0, 0, 1, 6, 0, 2, 0),
    ),
)
# Turned Pope: the dealer takes Pope (6) and play goes on; trumps diamonds.
# 3 players, dealer 0: dead hand's last card is the 48th dealt. s0 = 30 - 15 + 6 = 21.
# s1: AD (ace 1) .. 7D: stop at the seven. JD (jack 1) QD (queen 1, Intrigue 2)
# KD (king 1, Matrimony 2): King stop. AS 2S 3S: out, Game 1. Nobody holds the Pope:
# s2 and s0 pay 13. s1 = 30 + 9 + 26 = 65; s0 = 21 - 13 = 8; s2 = 17. Board empty.
spec(
    "japanese_pope_turned_play_goes_on",
    ruleset="japanese", players=3, dealer=0, turn_up="9D",
    hands={
        1: "AD 2D 3D 4D 5D 6D 7D JD QD KD AS 2S 3S",
        2: "AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC",
        0: "AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH",
    },
    dead="TD 4S 5S 6S 7S 8S 9S TS JS QS KS 9D",
    actions=["AD", "JD", "AS"],
    expect=dict(
        trump="9D", winner=1, next_dealer=1,
        plays=seq(1, "AD 2D 3D 4D 5D 6D 7D JD QD KD AS 2S 3S"),
        claims=[[0, "pope", 6], [1, "ace", 1], [1, "jack", 1], [1, "queen", 1], [1, "intrigue", 2],
                [1, "king", 1], [1, "matrimony", 2], [1, "game", 1]],
        payments=[[2, 1, 13, "cards_left"], [0, 1, 13, "cards_left"]],
        balances=[8, 65, 17], board=board(0, 0, 0, 0, 0, 0, 0, 0),
    ),
)
# equal_hands: 3 players + dead hand, 12 whole rounds (48 cards), 3 undealt (5C 8H KS),
# out of play: they stop sequences like the dead hand. Turn-up: the dead hand's last
# card, TD (the 48th dealt). No actions: each lead is the default (lowest rank).
# s1: AC 2C 3C 4C, 5C undealt: stop. 2D, 3D dead: stop. 5H 6H 7H, 8H undealt: stop.
# 9S TS JS QS: out (12 cards), Game 1. s2 holds the Pope: excused; s0 pays 12.
# s0 = 30 - 15 - 12 = 3; s1 = 30 + 1 + 12 = 43; s2 = 30.
spec(
    "japanese_equal_hands_undealt_stops",
    ruleset="japanese", options={"equal_hands": True}, players=3, dealer=0, turn_up="TD",
    hands={
        1: "AC 2C 3C 4C 2D 5H 6H 7H 9S TS JS QS",
        2: "9D 6C 7C 8C 9C TC JC QC KC AD 4D 5D",
        0: "6D 7D JD QD KD AH 2H 3H 4H 9H TH JH",
    },
    dead="3D QH KH AS 2S 3S 4S 5S 6S 7S 8S TD",
    undealt="5C 8H KS",
    expect=dict(
        trump="TD", winner=1, next_dealer=1,
        plays=seq(1, "AC 2C 3C 4C 2D 5H 6H 7H 9S TS JS QS"),
        claims=[[1, "game", 1]], payments=[[0, 1, 12, "cards_left"]],
        balances=[3, 43, 30], board=board(1, 1, 1, 1, 6, 2, 2, 0),
    ),
)
# Pairs played by two players. Board starts with Intrigue 1 (3 after dressing).
# 3 players, dealer 0; turn-up 2H (dead hand's last): trumps hearts. s0 = 15.
# s1 leads 9H (his lowest heart) TH JH (jack 1), QH (s2, queen 1), KH (s2, king 1,
# Matrimony same player 2): King stop. s2 leads 4S (lowest spade), 5S 6S (s1), 7S dead:
# stop; s1 leads AC..8C: out, Game 1. s2 pays 10; s0 holds the Pope: excused.
J4_HANDS = {
    1: "9H TH JH 5S 6S AC 2C 3C 4C 5C 6C 7C 8C",
    2: "QH KH 4S TC JC QC KC AD 2D 3D 4D 5D 6D",
    0: "9D 7D TD JD QD KD AH 3H 4H 5H 6H 7H 8H",
}
J4_DEAD = "7S 9C AS 2S 3S 8S 9S TS JS QS KS 2H"
J4_PLAYS = seq(1, "9H TH JH") + seq(2, "QH KH 4S") + seq(1, "5S 6S AC 2C 3C 4C 5C 6C 7C 8C")
# Main rule: Intrigue (J by s1, Q by s2) is not won and stays 3.
# s1 = 30 + 1 + 1 + 10 = 42; s2 = 30 + 1 + 1 + 2 - 10 = 24.
spec(
    "japanese_pair_by_two_players",
    ruleset="japanese", players=3, dealer=0, board={"intrigue": 1}, hands=J4_HANDS, dead=J4_DEAD,
    turn_up="2H", actions=["9H", "4S", "AC"],
    expect=dict(
        trump="2H", winner=1, next_dealer=1, plays=J4_PLAYS,
        claims=[[1, "jack", 1], [2, "queen", 1], [2, "king", 1], [2, "matrimony", 2], [1, "game", 1]],
        payments=[[2, 1, 10, "cards_left"]],
        balances=[15, 42, 24], board=board(1, 0, 0, 0, 6, 0, 3, 0),
    ),
)
# split_pairs: Intrigue 3 split: 1 to s1 (the Jack came first), 1 to s2, 1 stays.
spec(
    "japanese_split_pairs",
    ruleset="japanese", options={"split_pairs": True}, players=3, dealer=0, board={"intrigue": 1},
    hands=J4_HANDS, dead=J4_DEAD, turn_up="2H", actions=["9H", "4S", "AC"],
    expect=dict(
        trump="2H", winner=1, next_dealer=1, plays=J4_PLAYS,
        claims=[[1, "jack", 1], [2, "queen", 1], [1, "intrigue", 1], [2, "intrigue", 1],
                [2, "king", 1], [2, "matrimony", 2], [1, "game", 1]],
        payments=[[2, 1, 10, "cards_left"]],
        balances=[15, 43, 25], board=board(1, 0, 0, 0, 6, 0, 1, 0),
    ),
)
# pope_as_stop. 3 players, dealer 0; turn-up 2H. s2 holds the Pope; 4C and 7C are dead.
J5_HANDS = {
    1: "AC 2C 3C 5C 6C AS 2S 3S 4S 5S 6S 7S 8S",
    2: "9D 8C 9C TC JC QC KC AD 2D 3D 4D 5D 6D",
    0: "7D TD JD QD KD AH 3H 4H 5H 6H 7H 8H 9H",
}
J5_DEAD = "4C 7C TH JH QH KH 9S TS JS QS KS 2H"
# Accepted: s1 AC 2C 3C, 4C dead: s2 is offered and plays 9D in its place (pope 6);
# 5C 6C follow (s1), 7C dead: the Pope is played, no offer: stop, s1 leads AS..8S: out.
# s2 no longer holds the Pope: pays 12; s0 pays 13.
# s0 = 30 - 15 - 13 = 2; s1 = 30 + 1 + 25 = 56; s2 = 30 + 6 - 12 = 24.
spec(
    "japanese_pope_as_stop_accepted",
    ruleset="japanese", options={"pope_as_stop": True}, players=3, dealer=0,
    hands=J5_HANDS, dead=J5_DEAD, turn_up="2H", actions=["AC", "9D", "AS"],
    expect=dict(
        trump="2H", winner=1, next_dealer=1,
        plays=seq(1, "AC 2C 3C") + seq(2, "9D") + seq(1, "5C 6C AS 2S 3S 4S 5S 6S 7S 8S"),
        claims=[[2, "pope", 6], [1, "game", 1]],
        payments=[[2, 1, 12, "cards_left"], [0, 1, 13, "cards_left"]],
        balances=[2, 56, 24], board=board(1, 1, 1, 1, 0, 2, 2, 0),
    ),
)
# Declined twice: AC 2C 3C, offer (4C), pass: stop, s1 leads 5C 6C, offer (7C), pass:
# stop, s1 leads AS..8S: out. s2 still holds the Pope: excused; s0 pays 13.
# s1 = 30 + 1 + 13 = 44; s0 = 2; s2 = 30.
spec(
    "japanese_pope_as_stop_declined",
    ruleset="japanese", options={"pope_as_stop": True}, players=3, dealer=0,
    hands=J5_HANDS, dead=J5_DEAD, turn_up="2H", actions=["AC", "pass", "5C", "pass", "AS"],
    expect=dict(
        trump="2H", winner=1, next_dealer=1,
        plays=seq(1, "AC 2C 3C 5C 6C AS 2S 3S 4S 5S 6S 7S 8S"),
        claims=[[1, "game", 1]], payments=[[0, 1, 13, "cards_left"]],
        balances=[2, 44, 30], board=board(1, 1, 1, 1, 6, 2, 2, 0),
    ),
)

# Actions run out after AC: the offer at 4C defaults to "pass"; s1's next lead is the
# lowest rank (AS before 5C): AS..8S, 9S dead: stop; 5C 6C: out before 7C is reached.
# Same chips as declined: s1 = 44, s0 = 2, s2 = 30 (holding the Pope, excused).
spec(
    "japanese_pope_as_stop_default_pass",
    ruleset="japanese", options={"pope_as_stop": True}, players=3, dealer=0,
    hands=J5_HANDS, dead=J5_DEAD, turn_up="2H", actions=["AC"],
    expect=dict(
        trump="2H", winner=1, next_dealer=1,
        plays=seq(1, "AC 2C 3C AS 2S 3S 4S 5S 6S 7S 8S 5C 6C"),
        claims=[[1, "game", 1]], payments=[[0, 1, 13, "cards_left"]],
        balances=[2, 44, 30], board=board(1, 1, 1, 1, 6, 2, 2, 0),
    ),
)
# pope_as_stop, the Pope standing in for a King: nobody holds the card after it, so
# the Pope's player leads. 3 players, dealer 0; turn-up KC (the dead hand's last card):
# trumps clubs, the dealer takes King 1 (s0 = 30 - 15 + 1 = 16).
# s1 leads JC (his lowest club; jack 1), QC (queen 1, Intrigue same player 2), KC dead:
# s2 is offered and plays 9D for it (pope 6); no card follows a King: s2 leads
# AH..QH: out (13 cards), Game 1. s1 pays 11, s0 13 (nobody holds the Pope now).
# s0 = 16 - 13 = 3; s1 = 30 + 4 - 11 = 23; s2 = 30 + 6 + 1 + 24 = 61.
spec(
    "japanese_pope_as_stop_for_a_king",
    ruleset="japanese", options={"pope_as_stop": True}, players=3, dealer=0, turn_up="KC",
    hands={
        1: "JC QC AD 2D 3D 4D 5D 6D 7D TD JD QD KD",
        2: "9D AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH",
        0: "AC 2C 3C 4C 5C 6C 7C 8C 9C TC AS 2S 3S",
    },
    dead="KH 4S 5S 6S 7S 8S 9S TS JS QS KS KC",
    actions=["JC", "9D", "AH"],
    expect=dict(
        trump="KC", winner=2, next_dealer=1,
        plays=seq(1, "JC QC") + seq(2, "9D AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH"),
        claims=[[0, "king", 1], [1, "jack", 1], [1, "queen", 1], [1, "intrigue", 2], [2, "pope", 6], [2, "game", 1]],
        payments=[[0, 2, 13, "cards_left"], [1, 2, 11, "cards_left"]],
        balances=[3, 23, 61], board=board(1, 0, 0, 0, 0, 2, 0, 0),
    ),
)

# ----------------------------------------------------------------------------- russian
# Every player stakes (graded: pope 4, matrimony 2, intrigue 2, 1 elsewhere = 13);
# starting 60. The first 50 cards are dealt s1.. with the dead hand's card just
# before the dealer's; the 51st is turned and joins the dead hand.
# 4 players, dealer 0: order s1 s2 s3 dead s0; 10 each, dead 10 + the 51st = 11.
# Board 4x: ace 4 king 4 queen 4 jack 4 pope 16 matrimony 8 intrigue 8 game 4; each 47.
# Turn-up KS: dealer takes King 4. s1 leads QS (queen 4), KS dead (turned): stop.
# JS (jack 4), QS already played: stop; the same player but not in succession:
# no Intrigue. AC..8C: out, Game 4. s2 holds the Pope: excused; s3, s0 pay 10 each.
# s1 = 47 + 4 + 4 + 4 + 20 = 79; s0 = 47 + 4 - 10 = 41; s2 = 47; s3 = 37.
R1_HANDS = {
    1: "QS JS AC 2C 3C 4C 5C 6C 7C 8C",
    2: "9D TC JC QC KC AD 2D 3D 4D 5D",
    3: "6D 7D TD JD QD KD AH 2H 3H 4H",
    0: "5H 6H 7H 8H 9H TH JH QH KH AS",
}
R1_DEAD = "9C 2S 3S 4S 5S 6S 7S 8S 9S TS KS"
R1_PLAYS = seq(1, "QS JS AC 2C 3C 4C 5C 6C 7C 8C")
spec(
    "russian_dead_before_dealer_no_intrigue",
    ruleset="russian", players=4, dealer=0, hands=R1_HANDS, dead=R1_DEAD, turn_up="KS",
    actions=["QS", "JS", "AC"],
    expect=dict(
        trump="KS", winner=1, next_dealer=1, plays=R1_PLAYS,
        claims=[[0, "king", 4], [1, "queen", 4], [1, "jack", 4], [1, "game", 4]],
        payments=[[3, 1, 10, "cards_left"], [0, 1, 10, "cards_left"]],
        balances=[41, 79, 47, 37], board=board(4, 0, 0, 0, 16, 8, 8, 0),
    ),
)
# pope_stake 6: each stakes 15 (45 left), Pope 24. Same play.
# s0 = 45 + 4 - 10 = 39; s1 = 45 + 12 + 20 = 77; s2 = 45; s3 = 35.
spec(
    "russian_pope_stake_6",
    ruleset="russian", options={"pope_stake": 6}, players=4, dealer=0, hands=R1_HANDS, dead=R1_DEAD,
    turn_up="KS", actions=["QS", "JS", "AC"],
    expect=dict(
        trump="KS", winner=1, next_dealer=1, plays=R1_PLAYS,
        claims=[[0, "king", 4], [1, "queen", 4], [1, "jack", 4], [1, "game", 4]],
        payments=[[3, 1, 10, "cards_left"], [0, 1, 10, "cards_left"]],
        balances=[39, 77, 45, 35], board=board(4, 0, 0, 0, 24, 8, 8, 0),
    ),
)
# dressing equal: each puts 1 in every compartment (8; 52 left), so 4 in each.
# s0 = 52 + 4 - 10 = 46; s1 = 52 + 12 + 20 = 84; s2 = 52; s3 = 42.
spec(
    "russian_dressing_equal",
    ruleset="russian", options={"dressing": "equal"}, players=4, dealer=0, hands=R1_HANDS, dead=R1_DEAD,
    turn_up="KS", actions=["QS", "JS", "AC"],
    expect=dict(
        trump="KS", winner=1, next_dealer=1, plays=R1_PLAYS,
        claims=[[0, "king", 4], [1, "queen", 4], [1, "jack", 4], [1, "game", 4]],
        payments=[[3, 1, 10, "cards_left"], [0, 1, 10, "cards_left"]],
        balances=[46, 84, 52, 42], board=board(4, 0, 0, 0, 4, 4, 4, 0),
    ),
)
# Turned Pope. 3 players, dealer 0: order s1 s2 dead s0; s1 13, s2 13, s0 12, dead
# 12 + the 51st (9D) = 13. Board 3x: 3 3 3 3 12 6 6 3 = 39; each 47.
R3_HANDS = {
    1: "JD QD AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC",
    2: "AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH",
    0: "AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS",
}
R3_DEAD = "KS QC KC AD 2D 3D 4D 5D 6D 7D TD KD 9D"
# Main rule (pope_and_game): dealer takes Pope 12 and Game 3; the deal ends, s1 deals next.
spec(
    "russian_pope_turned_pope_and_game",
    ruleset="russian", players=3, dealer=0, hands=R3_HANDS, dead=R3_DEAD, turn_up="9D",
    expect=dict(
        trump="9D", winner=None, next_dealer=1, plays=[],
        claims=[[0, "pope", 12], [0, "game", 3]], payments=[],
        balances=[62, 47, 47], board=board(3, 3, 3, 3, 0, 6, 6, 0),
    ),
)
# pope_only: dealer takes Pope 12, play goes on (trumps diamonds). s1 leads JD (jack 3)
# QD (queen 3, Intrigue in succession 6), KD dead: stop. AC..JC: out, Game 3.
# Nobody holds the Pope: s2 pays 13, s0 pays 12.
# s0 = 47 + 12 - 12 = 47; s1 = 47 + 3 + 3 + 6 + 3 + 25 = 87; s2 = 34.
spec(
    "russian_pope_turned_pope_only",
    ruleset="russian", options={"pope_turned": "pope_only"}, players=3, dealer=0,
    hands=R3_HANDS, dead=R3_DEAD, turn_up="9D", actions=["JD", "AC"],
    expect=dict(
        trump="9D", winner=1, next_dealer=1,
        plays=seq(1, "JD QD AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC"),
        claims=[[0, "pope", 12], [1, "jack", 3], [1, "queen", 3], [1, "intrigue", 6], [1, "game", 3]],
        payments=[[2, 1, 13, "cards_left"], [0, 1, 12, "cards_left"]],
        balances=[47, 87, 34], board=board(3, 3, 0, 0, 0, 6, 0, 0),
    ),
)
# whole_board, with 5 already on Matrimony: the dealer takes everything (44), deal ends.
spec(
    "russian_pope_turned_whole_board",
    ruleset="russian", options={"pope_turned": "whole_board"}, players=3, dealer=0,
    board={"matrimony": 5}, hands=R3_HANDS, dead=R3_DEAD, turn_up="9D",
    expect=dict(
        trump="9D", winner=None, next_dealer=1, plays=[],
        claims=[[0, "ace", 3], [0, "king", 3], [0, "queen", 3], [0, "jack", 3], [0, "pope", 12],
                [0, "matrimony", 11], [0, "intrigue", 6], [0, "game", 3]],
        payments=[],
        balances=[91, 47, 47], board=board(0, 0, 0, 0, 0, 0, 0, 0),
    ),
)

# Interplay, 5 players, dealer 3: order s4 s0 s1 s2 dead s3 for 50 cards, the 51st (5C)
# turned and added to the dead hand: s4 s0 9 cards, s1 s2 s3 8, dead 9. Each stakes 13
# (47 left); board 5x: ace 5 king 5 queen 5 jack 5 pope 20 matrimony 10 intrigue 10 game 5.
# Trumps clubs (5C, no honour). s4 leads 9D (pope 20), TD JD (s0), QD KD (s1): King stop.
# s1 leads JC (jack 5), QC (s1, queen 5, Intrigue in succession 10), KC (s2, king 5;
# Matrimony's Q and K from two players: nothing): stop. s2 leads AH..7H: out (8), Game 5.
# Paid to s2: s3 8, s4 8, s0 7, s1 4 = 27 (the Pope was played: nobody is excused).
# s2 = 47 + 5 + 5 + 27 = 84; s1 = 47 + 20 - 4 = 63; s4 = 47 + 20 - 8 = 59; s0 = 40; s3 = 39.
spec(
    "russian_five_players_interplay",
    ruleset="russian", players=5, dealer=3, turn_up="5C",
    hands={
        4: "9D AC 2C 3C 4C 6C 7C 8C 9C",
        0: "TD JD AD 2D 3D 4D 5D 6D 7D",
        1: "QD KD JC QC TC 8H 9H TH",
        2: "KC AH 2H 3H 4H 5H 6H 7H",
        3: "JH QH KH AS 2S 3S 4S 5S",
    },
    dead="6S 7S 8S 9S TS JS QS KS 5C",
    actions=["9D", "JC", "AH"],
    expect=dict(
        trump="5C", winner=2, next_dealer=4,
        plays=seq(4, "9D") + seq(0, "TD JD") + seq(1, "QD KD JC QC") + seq(2, "KC AH 2H 3H 4H 5H 6H 7H"),
        claims=[[4, "pope", 20], [1, "jack", 5], [1, "queen", 5], [1, "intrigue", 10], [2, "king", 5], [2, "game", 5]],
        payments=[[3, 2, 8, "cards_left"], [4, 2, 8, "cards_left"], [0, 2, 7, "cards_left"], [1, 2, 4, "cards_left"]],
        balances=[40, 63, 84, 39, 59], board=board(5, 0, 0, 0, 0, 10, 0, 0),
    ),
)

# ----------------------------------------------------------------------------- rule keys of issues 11 and 16
# House rules are ruleset files in tests/data/rulesets/, named by their ids (a deal file never names a
# path); the tests give the file to replay() beside the deal file, as `replay FILE --ruleset PATH` does.
LOWEST_CARD = "lowest-card-leads"
WIDOW = "widow-equal-hands"
CHANGE_OR_PASS = "change-suit-or-pass"
PENALTY = "unplayed-penalty"
STOCK_TABLE = "stock-by-players"

# Issue 16.1, lead.cards: lowest_of_hand, Aces high, a tally (everyone starts at 0).
# 4 players, dealer 0: order s1 s2 s3 s0 dead; 51 = 10 x 5 + 1, so s1 gets 11 cards, the
# others and the dead hand 10; the last card dealt (s1's 11th, QC) is turned: trumps clubs,
# the dealer takes Queen 1 (s0 = 0 - 15 + 1 = -14).
# s1 holds 3H 5S 9C QS TD 6S TS 6D JD AS QC: the lowest rank is the Three, so only 3H may be
# led (5S is refused: tests/data/bad_deals/illegal-not-lowest-of-hand.yaml). 3H, 4H (s2),
# 5H (s3), 6H dead: stop. s3 holds 2C and 2S, both of the lowest rank: either may be led;
# the file leads 2S (the default would take 2C). 2S 3S 4S (s3), 5S 6S (s1), 7S dead: stop.
# s1's lowest is now 6D (Aces high: AS is his highest card): 6D, 7D (s2): stop at the seven.
# s2 leads his lowest, 2D: 2D 3D 4D 5D, 6D played: stop. 8H 9H TH JH: s2 out, Game 1.
# s3 pays 6 (2C KH QH AH KC AD), s0 holds the Pope (excused), s1 pays 7.
# s2 = 0 + 1 + 13 = 14; s1 = -7; s3 = -6; s0 = -14.
spec(
    "lowest_of_hand_aces_high_tally",
    ruleset=LOWEST_CARD, players=4, dealer=0, turn_up="QC",
    hands={
        1: "3H 5S 9C QS TD 6S TS 6D JD AS QC",
        2: "4H 7D 2D 3D 4D 5D 8H 9H TH JH",
        3: "5H 2C 2S 3S 4S KH QH AH KC AD",
        0: "9D AC 3C 4C 5C 6C 7C 8C TC JC",
    },
    dead="6H 7S QD KD 2H 7H 8S 9S JS KS",
    actions=["3H", "2S"],
    expect=dict(
        trump="QC", winner=2, next_dealer=1,
        plays=seq(1, "3H") + seq(2, "4H") + seq(3, "5H 2S 3S 4S") + seq(1, "5S 6S 6D")
        + seq(2, "7D 2D 3D 4D 5D 8H 9H TH JH"),
        claims=[[0, "queen", 1], [2, "game", 1]],
        payments=[[3, 2, 6, "cards_left"], [1, 2, 7, "cards_left"]],
        balances=[-14, -7, 14, -6], board=board(1, 1, 0, 1, 6, 2, 2, 0),
    ),
)

# Issue 16.4, replay's default lead under Aces high. parlett-ace-high, 3 players, dealer 0:
# s1 s2 s0 dead, 13/13/13 + 12; the last card dealt (s0's 13th, 2D) is turned: trumps diamonds.
# s1's legal leads are the lowest of each suit: 3C, KD, AH, 9S. With no actions the default is
# the lowest rank in the ruleset's order, where the Ace is the highest: 3C (not AH).
# 3C 4C 5C 6C 7C, 8C dead: stop. Then 9S (below KD and AH): 9S TS JS QS KS AS; the Ace is the
# top: stop. KD (below AH; the trump King: 1), AD dead: stop. AH: s1's 13th card, out: Game 1.
# s2 holds the Pope (excused); s0 pays 13. s0 = 20 - 15 - 13 = -8; s1 = 20 + 1 + 1 + 13 = 35.
spec(
    "parlett_aces_high_default_leads",
    ruleset="parlett-ace-high", players=3, dealer=0, turn_up="2D",
    hands={
        1: "3C 4C 5C 6C 7C AH 9S TS JS QS KS AS KD",
        2: "9D AC 2C 9C TC JC QC KC 3D 4D 5D 6D 7D",
        0: "TD JD QD 2H 3H 4H 5H 6H 7H 8H 9H TH 2D",
    },
    dead="8C AD JH QH KH 2S 3S 4S 5S 6S 7S 8S",
    expect=dict(
        trump="2D", winner=1, next_dealer=1,
        plays=seq(1, "3C 4C 5C 6C 7C 9S TS JS QS KS AS KD AH"),
        claims=[[1, "king", 1], [1, "game", 1]],
        payments=[[0, 1, 13, "cards_left"]],
        balances=[-8, 35, 20], board=board(1, 0, 1, 1, 6, 2, 2, 0),
    ),
)

# Issue 11.1, spanish: after a King or the 7 of diamonds the next lead changes suit; other stops
# leave it free. 3 players, dealer 0: s1 s2 s0 extra; the extra pile's last card (6D, the 48th
# dealt) is turned: trumps diamonds, no honour. Everyone stakes 15 (60 -> 45).
# s1 leads QC KC: a King stop, so s1 must lead another suit (AC is refused:
# tests/data/bad_deals/illegal-same-suit-after-a-king-spanish.yaml): 5H 6H, 7H in the extra
# pile: a stop that leaves the lead free, and s1 leads hearts again: 8H 9H, TH extra: stop.
# AC 2C 3C, 4C extra: stop. AS 2S 3S 4S: s1's 13th card, out: Game 3.
# s2 holds the Pope (excused); s0 pays 13. s1 = 45 + 3 + 13 = 61; s0 = 32; s2 = 45.
spec(
    "spanish_change_suit_after_a_king",
    ruleset="spanish", players=3, dealer=0, turn_up="6D",
    hands={
        1: "QC KC 5H 6H 8H 9H AC 2C 3C AS 2S 3S 4S",
        2: "9D AD 2D 3D 4D 5D 7D TD JD QD KD 5C 6C",
        0: "7C 8C 9C TC JC AH 2H 3H 4H JH QH KH 6S",
    },
    dead="7H TH 4C 5S 7S 8S 9S TS JS QS KS 6D",
    actions=["QC", "5H", "8H", "AC", "AS"],
    expect=dict(
        trump="6D", winner=1, next_dealer=1,
        plays=seq(1, "QC KC 5H 6H 8H 9H AC 2C 3C AS 2S 3S 4S"),
        claims=[[1, "game", 3]],
        payments=[[0, 1, 13, "cards_left"]],
        balances=[32, 61, 45], board=board(3, 3, 3, 3, 18, 6, 6, 0),
    ),
)

# Issue 11.2, cacumen: a turned trump honour gives the dealer back only his own stake. The deal
# of cacumen_ghost_first_right_of_dealer_leads, with 3 chips carried over on the Queen: the
# turned QC gives the dealer s0 back the 1 chip he put there this deal; the 3 stay (the whole
# compartment would have been 4). The rest of the deal is as before; nobody plays the QC.
spec(
    "cacumen_turned_honour_refund",
    ruleset="cacumen", players=4, dealer=0, turn_up="QC", board={"queen": 3},
    hands=SPECS["cacumen_ghost_first_right_of_dealer_leads"]["hands"],
    dead=SPECS["cacumen_ghost_first_right_of_dealer_leads"]["dead"],
    actions=["9D", "JC", "KC", "AH"],
    expect=dict(
        trump="QC", winner=3, next_dealer=1,
        plays=seq(3, "9D JC KC AH 2H 3H 4H 5H 6H 7H"),
        claims=[[0, "queen", 1], [3, "pope", 4], [3, "jack", 1], [3, "king", 1], [3, "game", 1]],
        payments=[[0, 3, 10, "cards_left"], [1, 3, 10, "cards_left"], [2, 3, 10, "cards_left"]],
        balances=[18, 30, 30, 77], board=board(1, 0, 3, 0, 0, 2, 2, 0),
    ),
)

# Issue 11.3, which pairs split. The trump Jack (s1), Queen (s2) and King (s1) come from two
# players: Intrigue's J and Q, and Matrimony's Q and K. 3 players, dealer 0, s1 s2 s0 dead;
# trumps hearts. 1 chip each already on Intrigue and Matrimony: 3 on each after dressing.
# s1 leads 9H (his lowest heart) TH JH (jack 1), QH (s2, queen 1), KH (s1, king 1): King stop.
# s1 leads AC..9C: his 13th card, out: Game 1. s2 pays 12; s0 holds the Pope (excused).
SPLIT_HANDS = {
    1: "9H TH JH KH AC 2C 3C 4C 5C 6C 7C 8C 9C",
    2: "QH AD 2D 3D 4D 5D 6D 7D TD JD QD KD TC",
    0: "9D AH 3H 4H 5H 6H 7H JC QC KC AS 2S 8H",
}
SPLIT_DEAD = "3S 4S 5S 6S 7S 8S 9S TS JS QS KS 2H"
SPLIT_PLAYS = seq(1, "9H TH JH") + seq(2, "QH") + seq(1, "KH AC 2C 3C 4C 5C 6C 7C 8C 9C")
# japanese split_pairs: only Intrigue splits (1 each, the odd chip stays); Matrimony's Q and K
# from two players win nothing and its 3 stay. Turn-up 2H, the dead hand's last card.
# s0 = 30 - 15 = 15; s1 = 30 + 1 + 1 + 1 + 1 + 12 = 46; s2 = 30 + 1 + 1 - 12 = 20.
spec(
    "japanese_split_intrigue_only",
    ruleset="japanese", options={"split_pairs": True}, players=3, dealer=0, turn_up="2H",
    board={"intrigue": 1, "matrimony": 1}, hands=SPLIT_HANDS, dead=SPLIT_DEAD, actions=["9H", "AC"],
    expect=dict(
        trump="2H", winner=1, next_dealer=1, plays=SPLIT_PLAYS,
        claims=[[1, "jack", 1], [2, "queen", 1], [1, "intrigue", 1], [2, "intrigue", 1],
                [1, "king", 1], [1, "game", 1]],
        payments=[[2, 1, 12, "cards_left"]],
        balances=[15, 46, 20], board=board(1, 0, 0, 0, 6, 3, 1, 0),
    ),
)
# parlett split_pairs: both pairs split. Turn-up 8H, the last card dealt (s0's 13th).
# Intrigue 1 to s1 (the Jack came first) and 1 to s2; Matrimony 1 to s2 (the Queen came first)
# and 1 to s1; an odd chip stays on each. s0 = 5; s1 = 20 + 1 + 1 + 1 + 1 + 1 + 12 = 37;
# s2 = 20 + 1 + 1 + 1 - 12 = 11.
spec(
    "parlett_split_both_pairs",
    ruleset="parlett", options={"split_pairs": True}, players=3, dealer=0, turn_up="8H",
    board={"intrigue": 1, "matrimony": 1}, hands=SPLIT_HANDS, dead=SPLIT_DEAD, actions=["9H", "AC"],
    expect=dict(
        trump="8H", winner=1, next_dealer=1, plays=SPLIT_PLAYS,
        claims=[[1, "jack", 1], [2, "queen", 1], [1, "intrigue", 1], [2, "intrigue", 1],
                [1, "king", 1], [2, "matrimony", 1], [1, "matrimony", 1], [1, "game", 1]],
        payments=[[2, 1, 12, "cards_left"]],
        balances=[5, 37, 11], board=board(1, 0, 0, 0, 6, 1, 1, 0),
    ),
)

# Issue 11.6, deal.rounds: equal, a widow with equal hands. 4 players, dealer 0: every card is
# dealt s1 s2 s3 s0 widow; 51 = 10 x 5 + 1, so s1's 11th card (the 51st, KH) goes to the widow:
# 10 cards each, a widow of 11. The widow's last card, KH, is turned: trumps hearts, the dealer
# takes King 1 (s0 = 20 - 15 + 1 = 6). s1 leads AC..TC: out, Game 1. s2 holds the Pope
# (excused); s3 and s0 pay 10 each. s1 = 20 + 1 + 20 = 41; s0 = -4; s3 = 10; s2 = 20.
spec(
    "widow_equal_hands",
    ruleset=WIDOW, players=4, dealer=0, turn_up="KH",
    hands={
        1: "AC 2C 3C 4C 5C 6C 7C 8C 9C TC",
        2: "9D AD 2D 3D 4D 5D 6D 7D TD JD",
        3: "QD KD JC QC KC AH 2H 3H 4H 5H",
        0: "6H 7H 8H 9H TH JH QH AS 2S 3S",
    },
    dead="4S 5S 6S 7S 8S 9S TS JS QS KS KH",
    actions=["AC"],
    expect=dict(
        trump="KH", winner=1, next_dealer=1,
        plays=seq(1, "AC 2C 3C 4C 5C 6C 7C 8C 9C TC"),
        claims=[[0, "king", 1], [1, "game", 1]],
        payments=[[3, 1, 10, "cards_left"], [0, 1, 10, "cards_left"]],
        balances=[-4, 41, 20, 10], board=board(1, 0, 1, 1, 6, 2, 2, 0),
    ),
)

# Issue 11.7, lead.no_other_suit: pass_lead (change-suit-or-pass.yaml: any card may be led, but
# after every stop a card of another suit). 3 players, dealer 0: s1 s2 s0 dead; the last card
# dealt (s0's 13th, 2D) is turned: trumps diamonds, no honour (s0 = 5).
# s1 leads AS..7S, 8S dead: stop in spades; s1 changes to clubs: AC 2C 3C, 4C dead: stop in
# clubs, and s1 holds only clubs (5C 6C 7C): he passes the lead to s2 (a LeadPassed event).
# s2 must lead another suit than clubs (9C is refused:
# tests/data/bad_deals/illegal-same-suit-after-a-pass.yaml): AH..QH, KH dead: stop in hearts;
# s2's last card is 9C, another suit: out, Game 1. s1 pays 3; s0 holds the Pope (excused).
# s1 = 17; s2 = 24; s0 = 5.
PASS_HANDS = {
    1: "AS 2S 3S 4S 5S 6S 7S AC 2C 3C 5C 6C 7C",
    2: "AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH 9C",
    0: "9D AD 3D 4D 5D 6D 7D TD JD QD KD TC 2D",
}
PASS_DEAD = "8S 4C KH 8C JC QC KC 9S TS JS QS KS"
spec(
    "change_suit_or_pass_the_lead",
    ruleset=CHANGE_OR_PASS, players=3, dealer=0, turn_up="2D", hands=PASS_HANDS, dead=PASS_DEAD,
    actions=["AS", "AC", "AH"],
    expect=dict(
        trump="2D", winner=2, next_dealer=1,
        plays=seq(1, "AS 2S 3S 4S 5S 6S 7S AC 2C 3C") + seq(2, "AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH 9C"),
        claims=[[2, "game", 1]],
        payments=[[1, 2, 3, "cards_left"]],
        balances=[5, 17, 24], board=board(1, 1, 1, 1, 6, 2, 2, 0),
    ),
)
# The same deal with no_other_suit: free: after the clubs stop s1, holding only clubs, leads
# them again: 5C 6C 7C, his 13th card: out, Game 1. s2 pays 13; s0 holds the Pope (excused).
# s1 = 20 + 1 + 13 = 34; s2 = 7; s0 = 5.
spec(
    "change_suit_or_lead_it_again",
    ruleset=CHANGE_OR_PASS, options={"no_other_suit": "free"}, players=3, dealer=0, turn_up="2D",
    hands=PASS_HANDS, dead=PASS_DEAD, actions=["AS", "AC", "5C"],
    expect=dict(
        trump="2D", winner=1, next_dealer=1,
        plays=seq(1, "AS 2S 3S 4S 5S 6S 7S AC 2C 3C 5C 6C 7C"),
        claims=[[1, "game", 1]],
        payments=[[2, 1, 13, "cards_left"]],
        balances=[5, 34, 7], board=board(1, 1, 1, 1, 6, 2, 2, 0),
    ),
)

# Issue 11.8, end.penalties (unplayed-penalty.yaml: whoever still holds a trump A, K, Q, J or the
# Pope pays double its stake into its compartment). 3 players, dealer 0; the last card dealt
# (s0's 13th, 5S) is turned: trumps spades, no honour (s0 = 5).
# s1 leads AC..KC: out, Game 1. s2 holds the Pope: excused the 13; s0 pays 13 (s0 = -8).
# Then, in the order ace, king, queen, jack, pope: s2 pays 2 into Ace (AS), the King (KS) is
# in the dead hand, s0 pays 2 into Queen (QS) and 2 into Jack (JS), s2 pays 12 into Pope.
# s0 = -8 - 4 = -12; s1 = 20 + 1 + 13 = 34; s2 = 20 - 14 = 6.
# Board: ace 1 + 2, king 1, queen 1 + 2, jack 1 + 2, pope 6 + 12, matrimony 2, intrigue 2, game 0.
spec(
    "unplayed_board_cards_pay",
    ruleset=PENALTY, players=3, dealer=0, turn_up="5S",
    hands={
        1: "AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC",
        2: "AS 9D AD 2D 3D 4D 5D 6D 7D TD JD QD KD",
        0: "QS JS AH 2H 3H 4H 5H 6H 7H 8H 9H TH 5S",
    },
    dead="KS JH QH KH 2S 3S 4S 6S 7S 8S 9S TS",
    actions=["AC"],
    expect=dict(
        trump="5S", winner=1, next_dealer=1,
        plays=seq(1, "AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC"),
        claims=[[1, "game", 1]],
        payments=[[0, 1, 13, "cards_left"]],
        penalties=[[2, "ace", 2], [0, "queen", 2], [0, "jack", 2], [2, "pope", 12]],
        balances=[-12, 34, 6], board=board(3, 1, 3, 3, 18, 2, 2, 0),
    ),
)

# Issue 11.9, deal.reserve as a table (stock-by-players.yaml: 7 cards with 4 players). 44 cards
# are dealt round, 11 each (s1 s2 s3 s0); the last 7 are the stock, whose first card, QC, is
# turned: trumps clubs, the dealer takes Queen 1 (s0 = 20 - 15 + 1 = 6).
# s1 leads AC (ace 1) .. JC (jack 1): his 11th card, out, Game 1 (the QC is in the stock:
# no Intrigue). s2 holds the Pope (excused); s3 and s0 pay 11 each.
# s1 = 20 + 3 + 22 = 45; s0 = 6 - 11 = -5; s3 = 9; s2 = 20.
spec(
    "stock_sized_by_the_table",
    ruleset=STOCK_TABLE, players=4, dealer=0, turn_up="QC",
    hands={
        1: "AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC",
        2: "9D AD 2D 3D 4D 5D 6D 7D TD JD QD",
        3: "KD KC AH 2H 3H 4H 5H 6H 7H 8H 9H",
        0: "TH JH QH KH AS 2S 3S 4S 5S 6S 7S",
    },
    dead="QC 8S 9S TS JS QS KS",
    actions=["AC"],
    expect=dict(
        trump="QC", winner=1, next_dealer=1,
        plays=seq(1, "AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC"),
        claims=[[0, "queen", 1], [1, "ace", 1], [1, "jack", 1], [1, "game", 1]],
        payments=[[3, 1, 11, "cards_left"], [0, 1, 11, "cards_left"]],
        balances=[-5, 45, 20, 9], board=board(0, 1, 0, 0, 6, 2, 2, 0),
    ),
)


# ----------------------------------------------------------------------------- share-outs
# Cards dealt face up from the dealer's left; claims compared in deal order.


def first_then_pack(codes):
    """These cards first, then the rest of the pack in pack order."""
    first = codes.split()
    return first + [c for c in PACK if c not in first]


# spanish, 3 players, dealer 0: the first card (KH) is turned for trumps and is the
# dealer's; then s1, s2, s0, s1 ... Board: ace 3 king 2 queen 1 jack 4 pope 7
# matrimony 5 intrigue 3 game 2.
# KH -> s0: King 2; Matrimony half, odd chip to the first card: 5 - 2 = 3.
# QH -> s1: Queen 1; Matrimony's other half 2; Intrigue's first half 3 - 1 = 2.
# JH -> s2: Jack 4; Intrigue's other half 1. AH -> s0: Ace 3. 9D -> s1: Pope 7.
# Game is never shared. s0 = 60 + 2 + 3 + 3 = 68; s1 = 60 + 1 + 2 + 2 + 7 = 72; s2 = 65.
spec(
    "spanish_share_out",
    ruleset="spanish", mode="share-out", players=3, dealer=0,
    board=board(3, 2, 1, 4, 7, 5, 3, 2), deck=first_then_pack("KH QH JH AH 9D"),
    expect=dict(
        claims=[[0, "king", 2], [0, "matrimony", 3], [1, "queen", 1], [1, "matrimony", 2],
                [1, "intrigue", 2], [2, "jack", 4], [2, "intrigue", 1], [0, "ace", 3], [1, "pope", 7]],
        balances=[68, 72, 65], board=board(0, 0, 0, 0, 0, 0, 0, 2),
    ),
)
# cacumen, 4 players, dealer 2: trumps are always diamonds; cards go s3, s0, s1, s2, ...
# Board: ace 2 king 1 queen 3 jack 2 pope 10 matrimony 3 intrigue 5 game 4.
# JD -> s3: Jack 2, Intrigue first half 5 - 2 = 3. 2C -> s0. QD -> s1: Queen 3,
# Matrimony first half 3 - 1 = 2, Intrigue rest 2. KD -> s2: King 1, Matrimony rest 1.
# 9D -> s3: Pope 10. AD -> s0: Ace 2.
# s0 = 42; s1 = 40 + 3 + 2 + 2 = 47; s2 = 42; s3 = 40 + 2 + 3 + 10 = 55.
spec(
    "cacumen_share_out",
    ruleset="cacumen", mode="share-out", players=4, dealer=2,
    board=board(2, 1, 3, 2, 10, 3, 5, 4), deck=first_then_pack("JD 2C QD KD 9D AD"),
    expect=dict(
        claims=[[3, "jack", 2], [3, "intrigue", 3], [1, "queen", 3], [1, "matrimony", 2],
                [1, "intrigue", 2], [2, "king", 1], [2, "matrimony", 1], [3, "pope", 10], [0, "ace", 2]],
        balances=[42, 47, 42, 55], board=board(0, 0, 0, 0, 0, 0, 0, 4),
    ),
)
# russian, 5 players, dealer 4, last deal's trumps spades (given): cards go s0, s1, ...
# Board: 5 5 5 5 20 11 10 5. QS -> s0: Queen 5, Matrimony first half 11 - 5 = 6,
# Intrigue first half 10 - 5 = 5. AD -> s1: not trumps, nothing. KS -> s2: King 5
# (interpretation: the trump King too), Matrimony rest 5. JS -> s3: Jack 5, Intrigue
# rest 5. 9D -> s4: Pope 20. AS -> s0: Ace 5.
# s0 = 60 + 5 + 6 + 5 + 5 = 81; s1 = 60; s2 = 70; s3 = 70; s4 = 80.
spec(
    "russian_share_out",
    ruleset="russian", mode="share-out", players=5, dealer=4, trump="S",
    board=board(5, 5, 5, 5, 20, 11, 10, 5), deck=first_then_pack("QS AD KS JS 9D AS"),
    expect=dict(
        claims=[[0, "queen", 5], [0, "matrimony", 6], [0, "intrigue", 5], [2, "king", 5],
                [2, "matrimony", 5], [3, "jack", 5], [3, "intrigue", 5], [4, "pope", 20], [0, "ace", 5]],
        balances=[81, 60, 70, 70, 80], board=board(0, 0, 0, 0, 0, 0, 0, 5),
    ),
)


# ----------------------------------------------------------------------------- writing


def rules_of(s: dict):
    """The spec's ruleset, resolved with its options (a house rule's file is in ``tests/data/rulesets/``)."""
    from popejoan.engine.ruleset import find_ruleset

    if is_house(s["ruleset"]):
        return house_rules(s["ruleset"], s.get("options"))
    return find_ruleset(s["ruleset"]).with_options(s.get("options") or {})


def deck_of(s: dict) -> list[str]:
    """The 51 codes in dealing order for a spec."""
    if "deck" in s:
        return list(s["deck"])
    return build_deck(
        s["ruleset"], s["players"], s["dealer"], s["hands"], s["turn_up"],
        dead=s.get("dead"), undealt=s.get("undealt"), options=s.get("options"),
    )


def _flow(value) -> str:
    import json

    return json.dumps(value)


def yaml_text(name: str, s: dict) -> str:
    """The deal file for a spec, with the intended hands as comments."""
    lines = [f"# Pinned deal {name}: expected outcome worked out by hand in tests/engine/deal_specs.py."]
    for seat, cards in (s.get("hands") or {}).items():
        lines.append(f"# seat {seat} ({NAMES[seat]}): {cards}")
    if s.get("dead"):
        lines.append(f"# dead hand / stock / extra pile / ghost: {s['dead']}")
    if s.get("undealt"):
        lines.append(f"# undealt: {s['undealt']}")
    lines.append(f"ruleset: {s['ruleset']}")
    if s.get("options"):
        lines.append(f"options: {_flow(s['options'])}")
    lines.append(f"players: {_flow(NAMES[: s['players']])}")
    lines.append(f"dealer: {s['dealer']}")
    if s.get("chips") is not None:
        lines.append(f"chips: {_flow(s['chips'])}")
    if s.get("board"):
        lines.append(f"board: {_flow(s['board'])}")
    deck = deck_of(s)
    lines.append('deck: "' + " ".join(deck) + '"')
    if s.get("actions"):
        lines.append(f"actions: {_flow(s['actions'])}")
    if s.get("mode"):
        lines.append(f"mode: {s['mode']}")
    if s.get("trump"):
        lines.append(f"trump: {s['trump']}")
    return "\n".join(lines) + "\n"


def write_all() -> None:
    DEALS_DIR.mkdir(parents=True, exist_ok=True)
    for name, s in SPECS.items():
        (DEALS_DIR / f"{name}.yaml").write_text(yaml_text(name, s), encoding="utf-8")


if __name__ == "__main__":
    write_all()
    print(f"wrote {len(SPECS)} deal files to {DEALS_DIR}")
