"""Build a deal file's dealing order from the hands a test intends.

This is an independent reading of docs/rules.md ("Dealing and the trump card",
"Exact readings"); it does not use the engine's dealing code, so a pinned
deal also checks that the engine deals the way the rules say.

Recipients: a seat number, ``DEAD`` (dead hand / stock / extra pile / ghost)
or ``UNDEALT`` (japanese ``equal_hands``).
"""

from __future__ import annotations

from pathlib import Path

DEALS_DIR = Path(__file__).resolve().parents[1] / "data" / "deals"
DEAD = "dead"
UNDEALT = "undealt"

SUITS = "CDHS"
RANKS = "A23456789TJQK"
PACK = [r + s for s in SUITS for r in RANKS if r + s != "8D"]


def recipients(ruleset: str, players: int, dealer: int, options: dict | None = None) -> list:
    """Who receives each of the 51 cards, in dealing order (docs/rules.md, "Exact readings")."""
    options = options or {}
    seats = [(dealer + 1 + i) % players for i in range(players)]  # the dealer's own hand last
    if ruleset in ("parlett", "spanish"):
        order = seats + [DEAD]  # the dead hand / extra pile after the dealer
        return [order[i % len(order)] for i in range(51)]
    if ruleset == "japanese":
        order = seats + [DEAD]
        if options.get("equal_hands"):
            whole = len(order) * (51 // len(order))
            return [order[i % len(order)] for i in range(whole)] + [UNDEALT] * (51 - whole)
        return [order[i % len(order)] for i in range(51)]
    if ruleset == "hoyle-1847":
        each = (51 - 6) // players  # floor((51 - 6) / players) cards each
        return [seats[i % players] for i in range(each * players)] + [DEAD] * (51 - each * players)
    if ruleset == "cacumen":
        order = [DEAD] + seats  # the ghost's card first in every round
        whole = len(order) * (51 // len(order))
        return [order[i % len(order)] for i in range(whole)] + [DEAD] * (51 - whole)
    if ruleset == "russian":
        order = seats[:-1] + [DEAD, seats[-1]]  # the dead hand's card just before the dealer's
        return [order[i % len(order)] for i in range(50)] + [DEAD]  # the 51st is turned up
    rules = house_rules(ruleset, options)
    return key_recipients(rules.deal, players, dealer)[0]


HOUSE_DIR = Path(__file__).resolve().parents[1] / "data" / "rulesets"
"""The house-rule examples: ruleset files named by their ids, played with ``replay(spec, rules)``."""


def is_house(ruleset: str) -> bool:
    """Whether ``ruleset`` is the id of a house-rule example in ``tests/data/rulesets/``."""
    return (HOUSE_DIR / f"{ruleset}.yaml").is_file()


def house_base(ruleset: str):
    """The house-rule example ``ruleset`` (an id) as its file gives it, or ``None`` for a shipped ruleset.

    A deal file names its ruleset by id only (issue 7); a house rule's file is given to
    :func:`popejoan.engine.dealfile.replay` beside it, as ``replay FILE --ruleset PATH`` does.
    """
    from popejoan.engine.ruleset import load_ruleset_file

    return load_ruleset_file(HOUSE_DIR / f"{ruleset}.yaml") if is_house(ruleset) else None


def house_rules(ruleset: str, options: dict | None = None):
    """A house-rule example (an id, its file in ``tests/data/rulesets/``), resolved with ``options``."""
    return house_base(ruleset).with_options(options or {})


def turn_up_index(ruleset: str, rec: list) -> int:
    """The position in the deck of the turn-up card."""
    dead_at = [i for i, r in enumerate(rec) if r == DEAD]
    if ruleset == "parlett":
        return 50  # the last card dealt, wherever it lands
    if ruleset == "hoyle-1847":
        return dead_at[0]  # the stock's first card
    if ruleset == "cacumen":
        return dead_at[0]  # the first card the ghost received
    if ruleset in ("spanish", "japanese"):
        return dead_at[-1]  # the last card the extra pile / dead hand receives
    if ruleset == "russian":
        return 50  # the 51st card, which joins the dead hand
    raise ValueError(f"{ruleset}: a house rule's turn-up needs turn_up_index_for")


def sizes(ruleset: str, players: int, dealer: int, options: dict | None = None) -> dict:
    """How many cards each recipient gets."""
    out: dict = {}
    for r in recipients(ruleset, players, dealer, options):
        out[r] = out.get(r, 0) + 1
    return out


def build_deck(
    ruleset: str,
    players: int,
    dealer: int,
    hands: dict[int, str],
    turn_up: str,
    dead: str | None = None,
    undealt: str | None = None,
    options: dict | None = None,
) -> list[str]:
    """The 51 cards in dealing order that give ``hands`` and put ``turn_up`` where the rules turn it.

    Args:
        hands: seat -> space-separated codes (order inside a hand does not matter,
            except that the turn-up is moved to its turned position).
        turn_up: the card that must be turned up; it must be in the hand
            (or pile) that receives the turn-up position.
        dead / undealt: the dead hand's / undealt cards; whichever is not
            given gets every card not named elsewhere, in pack order.

    Raises:
        ValueError: a hand of the wrong size, a card twice, or a turn-up that
            cannot sit where the rules turn it.
    """
    rec = recipients(ruleset, players, dealer, options)
    need = sizes(ruleset, players, dealer, options)
    piles: dict = {seat: hands[seat].split() for seat in hands}
    named = [c for cards in piles.values() for c in cards]
    if dead is not None:
        piles[DEAD] = dead.split()
        named += piles[DEAD]
    if undealt is not None:
        piles[UNDEALT] = undealt.split()
        named += piles[UNDEALT]
    if len(named) != len(set(named)) or not set(named) <= set(PACK):
        wrong = sorted(c for c in named if named.count(c) > 1 or c not in PACK)
        raise ValueError(f"cards twice or not in the pack: {wrong}")
    rest = [c for c in PACK if c not in named]
    for who in (DEAD, UNDEALT):
        if who in need and who not in piles:
            piles[who] = rest
            break
    for who, count in need.items():
        if len(piles.get(who, [])) != count:
            raise ValueError(f"{who} must get {count} cards, not {len(piles.get(who, []))}: {piles.get(who)}")
    if ruleset in SHIPPED:
        at = turn_up_index(ruleset, rec)
    else:
        at = turn_up_index_for(house_rules(ruleset, options), players, dealer)
    owner = rec[at]
    pile = piles[owner]
    if turn_up not in pile:
        raise ValueError(f"turn-up {turn_up} must be in {owner}'s cards")
    pile.remove(turn_up)
    # the owner's k-th card is dealt at the k-th position it receives
    position_in_pile = sum(1 for r in rec[:at] if r == owner)
    pile.insert(position_in_pile, turn_up)
    cursor = {who: 0 for who in piles}
    deck = []
    for who in rec:
        deck.append(piles[who][cursor[who]])
        cursor[who] += 1
    assert sorted(deck) == sorted(PACK) and deck[at] == turn_up
    return deck


# --- any ruleset, read from its keys (house rules) -----------------------------------

SHIPPED = ("parlett", "hoyle-1847", "spanish", "cacumen", "japanese", "russian")


def key_recipients(deal, players: int, dealer: int) -> tuple[list, int]:
    """Who receives each card, read from a ruleset's ``deal`` keys (README, "Dealing order").

    Returns ``(recipients, dealt_round)``: the 51 recipients and how many
    cards were dealt round (the last of them is the ``last_dealt`` turn-up).
    Written from the README's words, not from the engine's code.
    """
    seats = [(dealer + 1 + i) % players for i in range(players)]
    order = {
        "after_dealer": seats + [DEAD],
        "before_dealer": seats[:-1] + [DEAD, seats[-1]],
        "first": [DEAD] + seats,
        "none": seats,
    }[deal.dead_hand]
    reserve = deal.reserve[players] if isinstance(deal.reserve, dict) else deal.reserve
    dealt_round = 51 - reserve
    if deal.rounds == "whole":
        dealt_round -= dealt_round % len(order)
    rest = DEAD if deal.leftovers == "dead_hand" else UNDEALT
    rec = [order[i % len(order)] for i in range(dealt_round)]
    if deal.rounds == "equal":  # every player keeps as many cards as the shortest player's hand
        keep = min(rec.count(seat) for seat in seats)
        kept = {seat: 0 for seat in seats}
        for i, who in enumerate(rec):
            if who in kept:
                kept[who] += 1
                if kept[who] > keep:
                    rec[i] = rest
    return rec + [rest] * (51 - dealt_round), dealt_round


def recipients_for(rules, players: int, dealer: int) -> list:
    """Recipients for a resolved ruleset: docs/rules.md's reading for a shipped one, its keys otherwise."""
    if rules.id in SHIPPED:
        return recipients(rules.id, players, dealer, dict(rules.chosen))
    return key_recipients(rules.deal, players, dealer)[0]


def turn_up_index_for(rules, players: int, dealer: int) -> int:
    """The deck position of the turn-up for a resolved ruleset (see :func:`recipients_for`)."""
    if rules.id in SHIPPED:
        return turn_up_index(rules.id, recipients(rules.id, players, dealer, dict(rules.chosen)))
    rec, dealt_round = key_recipients(rules.deal, players, dealer)
    dead_at = [i for i, r in enumerate(rec) if r == DEAD]
    return {"last_dealt": dealt_round - 1, "dead_hand_first": dead_at[0] if dead_at else -1,
            "dead_hand_last": dead_at[-1] if dead_at else -1}[rules.deal.turn_up]
