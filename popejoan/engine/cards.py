"""Cards, suits, ranks and the 51-card Pope Joan pack.

A card is a plain ``int`` from 0 to 51: ``suit * 13 + (rank - 1)``, with suits
in the order clubs, diamonds, hearts, spades (0..3) and ranks 1 (Ace) to
13 (King). The eight of diamonds (card 20) is never in the pack (docs/rules.md,
"What all sources share"). Ints keep the engine fast enough to simulate
thousands of deals a second; the helpers here turn them into codes ("9D")
and names ("Nine of diamonds") for people.

>>> card_code(POPE)
'9D'
>>> parse_card("QS") == card(SPADES, QUEEN)
True
"""

from __future__ import annotations

from collections.abc import Iterable

from popejoan.engine.errors import CardError

Card = int
"""A card, 0..51: ``suit * 13 + rank - 1``."""
Suit = int
"""A suit, 0..3: clubs, diamonds, hearts, spades."""
Rank = int
"""A rank, 1..13: Ace, 2..10, Jack, Queen, King."""

CLUBS, DIAMONDS, HEARTS, SPADES = 0, 1, 2, 3
SUITS: tuple[Suit, ...] = (CLUBS, DIAMONDS, HEARTS, SPADES)
ACE, JACK, QUEEN, KING = 1, 11, 12, 13
RANKS: tuple[Rank, ...] = tuple(range(1, 14))

SUIT_LETTERS = "CDHS"
RANK_LETTERS = "A23456789TJQK"
SUIT_SYMBOLS = "♣♦♥♠"
SUIT_NAMES = ("clubs", "diamonds", "hearts", "spades")
RANK_NAMES = (
    "", "Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight",
    "Nine", "Ten", "Jack", "Queen", "King",
)


def card(suit: Suit, rank: Rank) -> Card:
    """The card of ``suit`` (0..3) and ``rank`` (1..13)."""
    return suit * 13 + rank - 1


def suit_of(c: Card) -> Suit:
    """The suit (0..3) of card ``c``."""
    return c // 13


def rank_of(c: Card) -> Rank:
    """The rank (1 = Ace .. 13 = King) of card ``c``."""
    return c % 13 + 1


POPE: Card = card(DIAMONDS, 9)
"""The nine of diamonds, called Pope."""
SEVEN_OF_DIAMONDS: Card = card(DIAMONDS, 7)
EIGHT_OF_DIAMONDS: Card = card(DIAMONDS, 8)

HONOUR_RANKS: dict[str, Rank] = {"ace": ACE, "king": KING, "queen": QUEEN, "jack": JACK}
"""The trump honours' compartments and the rank whose play wins each (docs/rules.md, "What all sources share")."""
PAIR_RANKS: dict[str, tuple[Rank, Rank]] = {"matrimony": (KING, QUEEN), "intrigue": (QUEEN, JACK)}
"""Matrimony and Intrigue and the two trump ranks one player plays to win each (docs/rules.md, "What all sources
share"; some rulesets split a pair played by two: ``pairs.split``)."""


def compartment_cards(compartment: str, trump: Suit) -> tuple[Card, ...]:
    """The cards whose play wins ``compartment`` when ``trump`` (0..3) is trumps (docs/rules.md, "What all sources
    share"): the trump Ace, King, Queen or Jack; the Pope (9♦) for ``"pope"``; the trump King and Queen for
    ``"matrimony"``, Queen and Jack for ``"intrigue"`` (both played by one player, or shared where a ruleset
    splits the pair); none for ``"game"`` (won by going out) or a name that is not a compartment."""
    if compartment == "pope":
        return (POPE,)
    if compartment in HONOUR_RANKS:
        return (card(trump, HONOUR_RANKS[compartment]),)
    return tuple(card(trump, rank) for rank in PAIR_RANKS.get(compartment, ()))


PACK: tuple[Card, ...] = tuple(c for c in range(52) if c != EIGHT_OF_DIAMONDS)
"""The 51 cards in a fixed order (clubs A..K, diamonds, hearts, spades)."""


def card_code(c: Card) -> str:
    """The two-letter code of a card: rank ``A 2-9 T J Q K`` then suit ``C D H S``.

    Raises:
        CardError: if ``c`` is not a card of the 51-card pack.
    """
    if not isinstance(c, int) or c not in _PACK_SET:
        raise CardError(f"{c!r} is not a card of the Pope Joan pack")
    return RANK_LETTERS[c % 13] + SUIT_LETTERS[c // 13]


def parse_card(code: str) -> Card:
    """The card named by a code such as ``"9D"``, ``"TS"`` or ``"10S"``.

    Case is ignored. ``"8D"`` is refused: the eight of diamonds is not in the pack.

    Raises:
        CardError: if the code names no card of the 51-card pack.
    """
    if not isinstance(code, str):
        raise CardError(f"a card code must be text like '9D', not {code!r}")
    text = code.strip().upper()
    if text.startswith("10"):
        text = "T" + text[2:]
    if len(text) != 2 or text[0] not in RANK_LETTERS or text[1] not in SUIT_LETTERS:
        raise CardError(
            f"{code!r} is not a card code: use rank A 2-9 T J Q K then suit C D H S, like '9D'"
        )
    c = SUIT_LETTERS.index(text[1]) * 13 + RANK_LETTERS.index(text[0])
    if c == EIGHT_OF_DIAMONDS:
        raise CardError("8D is not in the Pope Joan pack: the eight of diamonds is taken out")
    return c


def parse_cards(text: str | Iterable[str]) -> list[Card]:
    """Cards from a space-separated string of codes or a list of codes.

    Raises:
        CardError: if any code names no card of the pack.
    """
    codes = text.split() if isinstance(text, str) else list(text)
    return [parse_card(code) for code in codes]


def card_name(c: Card) -> str:
    """The English name of a card, e.g. ``"Nine of diamonds"``."""
    return f"{RANK_NAMES[rank_of(c)]} of {SUIT_NAMES[suit_of(c)]}"


def card_label(c: Card) -> str:
    """A short label with the suit symbol, e.g. ``"9♦"`` or ``"10♠"``."""
    r = rank_of(c)
    rank_text = "10" if r == 10 else RANK_LETTERS[r - 1]
    return rank_text + SUIT_SYMBOLS[suit_of(c)]


_PACK_SET = frozenset(PACK)
