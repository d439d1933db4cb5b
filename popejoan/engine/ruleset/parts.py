"""The parts of a ruleset, one model per rule dimension (docs/rules.md, "Where they differ"): its names and
source, the players, dressing, dealing, the turn-up, leading, pairs, penalties, the end of a deal and the
share-out, with the constants they name (compartments, stop kinds, board cards).

Not the whole :class:`~popejoan.engine.ruleset.model.Ruleset` (:mod:`popejoan.engine.ruleset.model`), nor
loading files (:mod:`popejoan.engine.ruleset.files`). The README's "Writing a ruleset" section describes
every key.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, field_validator, model_validator
from pydantic_core import PydanticCustomError

from popejoan.engine.ruleset.errors import show
from popejoan.engine.ruleset_text import LocalName, LocalOptionalReference, Reference, ShortText, StrictModel

Compartment = Literal["ace", "king", "queen", "jack", "pope", "matrimony", "intrigue", "game"]
COMPARTMENTS: tuple[str, ...] = ("ace", "king", "queen", "jack", "pope", "matrimony", "intrigue", "game")
"""The eight compartments of the staking board, in the engine's index order."""
MAX_RESERVE = 20
"""The most cards a ruleset may keep back from the dealing round as a stock."""

_Model = StrictModel


class Names(_Model):
    """The ruleset's name in its own language and script, and as a reader of each interface language knows it.

    ``native`` is drawn in its own script (``Папесса Иоанна``). ``english`` tells the rulesets apart for
    everyone else: plain English (``Pope Joan (Russian dictionary)``), or text by language with its English
    required (``{en: ..., es: ..., ja: ..., ru: ...}``, :mod:`~popejoan.engine.ruleset_text`), each up to 60
    characters. It is a :class:`~popejoan.engine.ruleset_text.Text`: as a ``str`` it is the English.
    """

    native: ShortText
    english: LocalName


class Source(_Model):
    """Which seed document (``shared/seeds/``) and which part of it the rules follow.

    ``title`` cites the source in words a player understands (optional; the
    file name stands in for it; text or text by language, :mod:`~popejoan.engine.ruleset_text`);
    ``file`` names the seed document; ``part``
    the section followed.
    """

    title: LocalOptionalReference = ""
    file: Reference
    part: Reference


class PlayerLimits(_Model):
    """How many players (seats, not counting a dead hand) may sit down."""

    min: int = Field(ge=3, le=8)
    max: int = Field(ge=3, le=8)

    @model_validator(mode="after")
    def _ordered(self) -> PlayerLimits:
        if self.min > self.max:
            raise PydanticCustomError("min_over_max", "min ({min}) is more than max ({max})",
                                      {"min": self.min, "max": self.max})
        return self


class Dressing(_Model):
    """Dressing the board at the start of each deal (docs/rules.md, "Dressing the board").

    ``stakes`` is chips per compartment for one share; a compartment missing
    from ``stakes`` is not on this board. ``payers``: ``dealer`` pays one share
    alone, ``everyone`` means every player, dealer included, pays a share.
    ``dealer_share`` multiplies the dealer's share (a house rule: the dealer
    pays double). ``contribution`` is chips every other player hands the dealer
    first (hoyle-1847 variant).
    """

    payers: Literal["dealer", "everyone"]
    stakes: dict[Compartment, Annotated[int, Field(ge=0, le=100)]]
    dealer_share: int = Field(default=1, ge=1, le=10)
    contribution: int = Field(default=0, ge=0, le=50)


class DealRules(_Model):
    """How the 51 cards are dealt (docs/rules.md, "Dealing and the trump card", "Exact readings").

    Cards go one at a time clockwise from the seat left of the dealer, the
    dealer last in each round. ``dead_hand`` is where the dead hand's card comes
    in each round: ``after_dealer``, ``before_dealer``, ``first`` (a ghost
    player served before anyone) or ``none``. ``reserve`` cards (the last cards
    of the pack) are kept back from the dealing round: a number, or a table of
    player count → cards (a stock whose size depends on the table). ``rounds``:
    ``all`` deals every other card (hands may be unequal), ``whole`` deals only
    whole rounds (the dead hand's card counts in a round), ``equal`` deals every
    card round and then moves each player's cards beyond the shortest player's
    hand to the dead hand / stock (a widow with equal hands). Cards not dealt
    round, or moved off a hand by ``equal``, go to the dead hand / stock
    (``leftovers: dead_hand``, in the order they come) or stay undealt and out
    of play. ``turn_up`` is the card shown for trumps: the last card dealt
    round, or the first or last card the dead hand / stock received.
    """

    dead_hand: Literal["after_dealer", "before_dealer", "first", "none"]
    rounds: Literal["all", "whole", "equal"]
    reserve: int | dict[int, int] = 0
    leftovers: Literal["dead_hand", "undealt"] = "dead_hand"
    turn_up: Literal["last_dealt", "dead_hand_first", "dead_hand_last"]
    dealer_sees_stock: bool = False

    @field_validator("reserve", mode="before")
    @classmethod
    def _reserve(cls, value: object) -> object:
        def cards(count: object, where: str) -> int:
            if isinstance(count, bool) or not isinstance(count, int):
                raise ValueError(f"{where} must be a whole number of cards from 0 to {MAX_RESERVE} (got {show(count)})")
            if not 0 <= count <= MAX_RESERVE:
                raise ValueError(f"{where} must be 0 to {MAX_RESERVE} cards, not {count}")
            return count

        if isinstance(value, dict):
            if not value:
                raise ValueError("a table of stock sizes needs an entry for each player count, like {3: 6, 4: 7}")
            table = {}
            for players, count in value.items():
                if isinstance(players, bool) or not isinstance(players, int) or not 3 <= players <= 8:
                    raise ValueError(
                        f"{show(players)} is not a player count: "
                        "a stock table maps 3 to 8 players to cards, like {3: 6, 4: 7}"
                    )
                table[players] = cards(count, f"the stock for {players} players")
            return table
        return cards(value, "reserve")

    def reserve_for(self, players: int) -> int:
        """Cards kept back from the dealing round at a table of ``players`` (0 when a table has no entry)."""
        reserve = self.reserve
        return reserve.get(players, 0) if isinstance(reserve, dict) else reserve


class PopeTurned(_Model):
    """What a turned-up Pope (9♦) does (docs/rules.md, "What the dealer wins from the turn-up").

    ``takes``: the compartments the dealer takes, or ``all`` for the whole board.
    ``per_card_payment``: every other player pays the dealer a chip for each
    card dealt to them (hoyle-1847). ``refund_dressing``: the dealer takes back
    exactly what he put on each compartment this deal (cacumen).
    ``ends_deal``: the deal ends without play and the deal passes on.
    """

    takes: Literal["all"] | list[Compartment] = Field(default_factory=list)
    per_card_payment: bool = False
    refund_dressing: bool = False
    ends_deal: bool = False


class TurnUp(_Model):
    """What the turn-up card wins the dealer (docs/rules.md, "What the dealer wins from the turn-up").

    ``honours``: a turned trump Ace, King, Queen or Jack wins the dealer the
    whole ``compartment`` (every source but cacumen), only the chips he put on
    it for this deal (``refund``: cacumen's "recupera"; carried-over chips stay
    on the board), or ``nothing``. ``true`` / ``false`` are read as
    ``compartment`` / ``nothing`` (the older spelling). ``pope``: a turned Pope.
    """

    honours: Literal["compartment", "refund", "nothing"] = "compartment"
    pope: PopeTurned

    @field_validator("honours", mode="before")
    @classmethod
    def _honours(cls, value: object) -> object:
        if isinstance(value, bool):
            return "compartment" if value else "nothing"
        return value


StopKind = Literal["any", "king", "top", "seven_of_diamonds", "dead", "played"]
STOP_KINDS: tuple[str, ...] = ("king", "top", "seven_of_diamonds", "dead", "played")
"""Why a sequence stops, as ``SequenceStopped.reason`` says: a King (nothing above it), the top card
where Aces are high (the Ace), the 7♦ (the 8♦ is out), the next card in nobody's hand, or already played."""


class Lead(_Model):
    """Who leads first and what may be led (docs/rules.md, "Leading").

    ``cards``: ``any`` card; the ``lowest_of_suit`` the leader holds in the
    suit they choose; or ``lowest_of_hand``, a card of the lowest rank the
    leader holds in any suit (in the ruleset's ``ace`` order; with two or more
    cards of that rank, any of them). ``change_suit_after``: the stops after
    which the next lead must be of another suit than the stop card, as a list
    of stop kinds (:data:`STOP_KINDS`, or ``any``); empty: the lead stays free.
    The change of suit is applied first, then ``cards`` among the cards left.
    ``no_other_suit``: what happens when a change is due and the leader holds
    no other suit: ``free`` (they lead the stop's suit after all) or
    ``pass_lead`` (the lead passes clockwise to the next player who holds
    another suit; if nobody does, the leader leads after all).
    ``pope_as_stop``: the Pope's holder may play it in place of a missing card.
    ``change_suit_after_stop: true`` / ``false`` is read as
    ``change_suit_after: [any]`` / ``[]`` (the older spelling).
    """

    first: Literal["left_of_dealer", "right_of_dealer"]
    cards: Literal["any", "lowest_of_suit", "lowest_of_hand"]
    change_suit_after: list[StopKind] = Field(default_factory=list)
    no_other_suit: Literal["free", "pass_lead"] = "free"
    pope_as_stop: bool = False

    @model_validator(mode="before")
    @classmethod
    def _older_spelling(cls, data: object) -> object:
        if isinstance(data, dict) and "change_suit_after_stop" in data:
            data = dict(data)
            old = data.pop("change_suit_after_stop")
            if old is True and not data.get("change_suit_after"):
                data["change_suit_after"] = ["any"]
            elif old is False:
                data["change_suit_after"] = []
            elif old is not True:
                raise ValueError(f"change_suit_after_stop must be true or false (got {show(old)}); "
                                 "better, list the stops in change_suit_after")
        return data

    @field_validator("change_suit_after", mode="before")
    @classmethod
    def _one_kind(cls, value: object) -> object:
        if isinstance(value, str):  # "change_suit_after: any" or a single kind
            return [value]
        return value

    @field_validator("change_suit_after")
    @classmethod
    def _kinds(cls, kinds: list[str]) -> list[str]:
        if len(set(kinds)) != len(kinds):
            raise ValueError("names a stop kind twice")
        if "any" in kinds and len(kinds) > 1:
            raise ValueError("'any' already means every stop: list 'any' alone, or only the kinds you mean")
        return kinds

    @property
    def change_suit_kinds(self) -> frozenset[str]:
        """The stop kinds (:data:`STOP_KINDS`) after which the next lead must change suit."""
        return frozenset(STOP_KINDS) if "any" in self.change_suit_after else frozenset(self.change_suit_after)


class Pairs(_Model):
    """How Matrimony (trump Q + K) and Intrigue (trump J + Q) are won (docs/rules.md, "Matrimony and Intrigue").

    ``rule``: ``in_succession`` (the second card straight after the first, same
    player, same sequence) or ``same_player`` (one player plays both, at any
    time). ``split``: which pair two players share when each plays one of its
    cards, half each rounded down, the odd chip staying on the board: ``none``,
    ``intrigue``, ``matrimony`` or ``both``. ``true`` / ``false`` are read as
    ``both`` / ``none`` (the older spelling).
    """

    rule: Literal["in_succession", "same_player"]
    split: Literal["none", "intrigue", "matrimony", "both"] = "none"

    @field_validator("split", mode="before")
    @classmethod
    def _split(cls, value: object) -> object:
        if isinstance(value, bool):
            return "both" if value else "none"
        return value

    @property
    def split_pairs(self) -> frozenset[str]:
        """The compartments (``"matrimony"``, ``"intrigue"``) two players share."""
        return frozenset({"none": (), "intrigue": ("intrigue",), "matrimony": ("matrimony",),
                          "both": ("matrimony", "intrigue")}[self.split])


BoardCard = Literal["ace", "king", "queen", "jack", "pope"]
BOARD_CARDS: tuple[str, ...] = ("ace", "king", "queen", "jack", "pope")
"""The cards with a compartment of their own, by compartment: the trump Ace, King, Queen, Jack and the Pope."""


class Penalty(_Model):
    """A payment at the end of a played deal by whoever still holds one of ``cards`` (a house rule).

    ``cards``: board cards by their compartment (``ace``, ``king``, ``queen``,
    ``jack``: the trump honours; ``pope``: the 9♦). The holder of each such
    card still in hand pays ``chips``, plus ``stakes`` times that card's stake
    (its compartment's chips in ``dressing.stakes``: one share), plus
    ``contents`` times the chips on that card's compartment as the payment is
    made; ``to``: the card's own ``compartment``, a named compartment
    (``game``, ``pope`` ...), the ``winner`` of the deal, the ``dealer``, or
    ``each_player`` (every other player is paid that much). A deal a turned
    Pope ends without play has no penalties.
    """

    cards: list[BoardCard] = Field(min_length=1)
    chips: int = Field(default=0, ge=0, le=100)
    stakes: int = Field(default=0, ge=0, le=10)
    contents: int = Field(default=0, ge=0, le=10)
    to: Literal["compartment", "winner", "dealer", "each_player", "ace", "king", "queen", "jack", "pope",
                "matrimony", "intrigue", "game"]

    @field_validator("cards", mode="before")
    @classmethod
    def _one_card(cls, value: object) -> object:
        return [value] if isinstance(value, str) else value

    @field_validator("cards")
    @classmethod
    def _cards_once(cls, cards: list[str]) -> list[str]:
        if len(set(cards)) != len(cards):
            raise ValueError("names a card twice")
        return cards

    @model_validator(mode="after")
    def _pays_something(self) -> Penalty:
        if self.chips == 0 and self.stakes == 0 and self.contents == 0:
            raise ValueError("pays nothing: give 'chips' (a fixed number), 'stakes' (times the card's stake) "
                             "or 'contents' (times the chips on its compartment)")
        return self

    def amount(self, card: str, stakes: dict[str, int], on_board: int = 0) -> int:
        """Chips the holder of ``card`` (a board card) pays.

        Args:
            card: the board card, by its compartment name.
            stakes: one share of stakes by compartment (``dressing.stakes``).
            on_board: the chips on the card's compartment now.
        """
        return self.chips + self.stakes * stakes.get(card, 0) + self.contents * on_board


class EndOfDeal(_Model):
    """The end of a deal: what the unplayed Pope's holder pays, penalties, and who deals next.

    ``pope_holder``: the holder of the unplayed Pope is ``excused`` the payment
    for cards left, ``pays`` it, or ``pays_double``. ``penalties``: payments by
    the holders of unplayed board cards (:class:`Penalty`), made in the order
    listed after the payments for cards left. ``next_dealer``: ``left`` or the
    deal's ``winner``.
    """

    pope_holder: Literal["excused", "pays_double", "pays"]
    penalties: list[Penalty] = Field(default_factory=list)
    next_dealer: Literal["left", "winner"]


class ShareOut(_Model):
    """The end-of-session share-out of the board (docs/rules.md, "End of the session").

    ``method``: ``none`` (leftovers are shown, not shared) or ``deal`` (cards
    dealt face up). ``trump``: ``first_card`` (turned first, the dealer's),
    ``diamonds``, or ``last_deal`` (the last deal's trumps).
    """

    method: Literal["none", "deal"]
    trump: Literal["first_card", "diamonds", "last_deal"] | None = None

    @model_validator(mode="after")
    def _trump_given(self) -> ShareOut:
        if self.method == "deal" and self.trump is None:
            raise ValueError("a share-out by deal needs 'trump': first_card, diamonds or last_deal")
        return self
