"""The ruleset model: every rule difference between the sources, as data.

A ruleset is a YAML file in ``rulesets/`` (shipped) or in the user's own
rulesets folder (see :func:`user_ruleset_dir`). It is loaded with safe YAML
only and validated with pydantic; any problem raises one
:class:`~popejoan.engine.errors.RulesetError` naming the file, the line and the
key, with the nearest valid key or value where there is one.

The rule dimensions are those of docs/rules.md, "Where they differ"; the README's
"Writing a ruleset" section describes every key. Optional variants are named
patches: choosing an option value deep-merges its ``set:`` mapping into the
rules, in the order the options are listed (docs/rules.md, "Variant names").

Split across modules, all re-exported here: :mod:`~popejoan.engine.ruleset_text`
(the text a player reads, in English and other languages: :func:`text_in`),
:mod:`~popejoan.engine.ruleset_options` (the variants) and
:mod:`~popejoan.engine.ruleset_errors` (one message with file, line and key).
"""

from __future__ import annotations

import copy
import os
import re
from pathlib import Path
from typing import Annotated, Any, Callable, Literal, TypeVar, Union

import yaml
from pydantic_core import PydanticCustomError
from pydantic import Field, PrivateAttr, ValidationError, ValidationInfo, field_validator, model_validator

from popejoan import resources
from popejoan.engine.errors import RulesetError
from popejoan.engine.ruleset_errors import (
    _check_option_patches, _line_of, _nearest, _nearest_word, _ruleset_error, _short, _show,
)
from popejoan.engine.ruleset_options import (  # noqa: F401 (re-exported: the names of a ruleset's variants)
    IDLE_CHECK_VALUES, MAX_OPTION_VALUES, OPTION_NAME, PATCHABLE, Option, OptionChoice, OptionValue,
    _choice_from_text, describe_options, idle_options,
)
from popejoan.engine.ruleset_text import (  # noqa: F401 (re-exported: a field's text in a language)
    TEXT_LANGUAGES, Label, LocalName, LocalOptionalReference, LocalParagraph, Reference, ShortText, StrictModel, Text,
    text_in,
)
from popejoan.engine.safefile import MAX_FILE_BYTES, FileProblem, load_yaml, read_text, show_value

Compartment = Literal["ace", "king", "queen", "jack", "pope", "matrimony", "intrigue", "game"]
COMPARTMENTS: tuple[str, ...] = ("ace", "king", "queen", "jack", "pope", "matrimony", "intrigue", "game")
"""The eight compartments of the staking board, in the engine's index order."""
MAX_RESERVE = 20
"""The most cards a ruleset may keep back from the dealing round as a stock."""

SHIPPED_RULESET_DIR = resources.rulesets_dir()
"""The shipped rulesets' folder, wherever the game runs from (:mod:`popejoan.resources`)."""

MAX_RULESET_BYTES = MAX_FILE_BYTES
"""The largest ruleset file read (1 MB)."""
MAX_OPTIONS = 32
"""The most optional variants one ruleset may offer."""

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
    def _ordered(self) -> "PlayerLimits":
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
    reserve: Union[int, dict[int, int]] = 0
    leftovers: Literal["dead_hand", "undealt"] = "dead_hand"
    turn_up: Literal["last_dealt", "dead_hand_first", "dead_hand_last"]
    dealer_sees_stock: bool = False

    @field_validator("reserve", mode="before")
    @classmethod
    def _reserve(cls, value: Any) -> Any:
        def cards(count: Any, where: str) -> int:
            if isinstance(count, bool) or not isinstance(count, int):
                raise ValueError(f"{where} must be a whole number of cards from 0 to {MAX_RESERVE} (got {_show(count)})")
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
                        f"{_show(players)} is not a player count: a stock table maps 3 to 8 players to cards, like {{3: 6, 4: 7}}"
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

    takes: Union[Literal["all"], list[Compartment]] = Field(default_factory=list)
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
    def _honours(cls, value: Any) -> Any:
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
    def _older_spelling(cls, data: Any) -> Any:
        if isinstance(data, dict) and "change_suit_after_stop" in data:
            data = dict(data)
            old = data.pop("change_suit_after_stop")
            if old is True and not data.get("change_suit_after"):
                data["change_suit_after"] = ["any"]
            elif old is False:
                data["change_suit_after"] = []
            elif old is not True:
                raise ValueError(f"change_suit_after_stop must be true or false (got {_show(old)}); "
                                 "better, list the stops in change_suit_after")
        return data

    @field_validator("change_suit_after", mode="before")
    @classmethod
    def _one_kind(cls, value: Any) -> Any:
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
    def _split(cls, value: Any) -> Any:
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
    def _one_card(cls, value: Any) -> Any:
        return [value] if isinstance(value, str) else value

    @field_validator("cards")
    @classmethod
    def _cards_once(cls, cards: list[str]) -> list[str]:
        if len(set(cards)) != len(cards):
            raise ValueError("names a card twice")
        return cards

    @model_validator(mode="after")
    def _pays_something(self) -> "Penalty":
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
    def _trump_given(self) -> "ShareOut":
        if self.method == "deal" and self.trump is None:
            raise ValueError("a share-out by deal needs 'trump': first_card, diamonds or last_deal")
        return self


class Ruleset(_Model):
    """One ruleset: the source's metadata and every rule dimension.

    A ruleset as loaded has each option at its default; :meth:`with_options`
    gives the ruleset with chosen variants applied (``chosen`` then names them).
    A ruleset with variants applied keeps the rules as the file gives them
    (before any option's ``set``), so that choosing again, or asking which
    options are idle, starts from the file's rules and not from the variants
    already patched in (an "off" value has no patch that could undo an "on" one).
    """

    id: str
    name: Names
    language: str = Field(pattern=r"^[a-z]{2}$")
    source: Source
    players: PlayerLimits
    starting_chips: int = Field(ge=0, le=10000)
    """Each player's chips at the start of a session; 0 for a table that plays for a tally (balances go below zero)."""
    ace: Literal["low", "high"] = "low"
    """The Ace's place in a suit: ``low`` (A 2 .. K, every source) or ``high`` (2 .. K A, a house rule)."""
    summary: list[LocalParagraph] = Field(min_length=1, max_length=20)
    """The rules in brief, one paragraph each: text, or text by language (:mod:`~popejoan.engine.ruleset_text`)."""
    interpretations: list[LocalParagraph] = Field(default_factory=list, max_length=30)
    """Every reading where the source is silent or ambiguous: text, or text by language."""
    dressing: Dressing
    # After dressing, so that their validators can compare with dressing.stakes.
    board_order: list[Compartment]
    labels: dict[Compartment, Label]
    deal: DealRules
    turn_up: TurnUp
    lead: Lead
    pairs: Pairs
    end: EndOfDeal
    share_out: ShareOut
    options: dict[Annotated[str, Field(pattern=OPTION_NAME)], Option] = Field(default_factory=dict,
                                                                               max_length=MAX_OPTIONS)
    chosen: dict[str, OptionValue] = Field(default_factory=dict)
    _base: "Ruleset | None" = PrivateAttr(default=None)
    """The rules before any option's patch (the file's own), on a ruleset made by :meth:`with_options`;
    None on the ruleset as loaded, which is its own base."""

    def __eq__(self, other: object) -> bool:
        """Equal rules, options and choices; whether the file's own rules are known (:attr:`base`) does not count."""
        if not isinstance(other, Ruleset):
            return NotImplemented
        return self.__dict__ == other.__dict__

    @field_validator("id")
    @classmethod
    def _id(cls, value: str) -> str:
        if not is_ruleset_id(value):
            raise PydanticCustomError(
                "not_a_ruleset_id",
                "{name} is not a ruleset id: use up to 40 lower-case letters, digits, '-' and '_' (like 'my-rules')",
                {"name": show_value(value)},
            )
        return value

    @field_validator("deal")
    @classmethod
    def _stock_for_turn_up(cls, deal: DealRules, info: ValidationInfo) -> DealRules:
        """A turn-up from the stock needs a stock at every table size the ruleset allows."""
        players = info.data.get("players")
        if players is None or deal.turn_up == "last_dealt" or deal.dead_hand != "none":
            return deal
        if deal.leftovers == "undealt":  # the reserve and the cards left over stay out of play: no stock
            raise ValueError(f"turn_up '{deal.turn_up}' needs a dead hand or stock, but with no dead hand and "
                             "leftovers: undealt no card forms one: give dead_hand, or leftovers: dead_hand")
        for n in range(players.min, players.max + 1):
            reserve = deal.reserve_for(n)
            available = 51 - reserve
            if reserve + (available % n if deal.rounds in ("whole", "equal") else 0) == 0:
                raise ValueError(
                    f"turn_up '{deal.turn_up}' needs a dead hand or stock, but with {n} players every card is dealt "
                    f"round ({available} = {n} x {available // n}): keep back a reserve, or leave out {n} players"
                )
        return deal

    @field_validator("board_order")
    @classmethod
    def _board_order(cls, order: list[str], info: ValidationInfo) -> list[str]:
        if len(set(order)) != len(order):
            raise ValueError("board_order names a compartment twice")
        dressing = info.data.get("dressing")
        if dressing is not None and set(order) != set(dressing.stakes):
            raise ValueError(
                "board_order must name exactly the compartments in dressing.stakes "
                f"({', '.join(sorted(dressing.stakes))})"
            )
        return order

    @field_validator("labels")
    @classmethod
    def _labels(cls, labels: dict[str, str], info: ValidationInfo) -> dict[str, str]:
        dressing = info.data.get("dressing")
        missing = set(dressing.stakes) - set(labels) if dressing is not None else set()
        if missing:
            raise ValueError(f"labels has no label for {', '.join(sorted(missing))}")
        return labels

    @model_validator(mode="after")
    def _fits_the_table_and_board(self) -> "Ruleset":
        reserve = self.deal.reserve
        if isinstance(reserve, dict):
            missing = [n for n in range(self.players.min, self.players.max + 1) if n not in reserve]
            if missing:
                counts = ", ".join(str(n) for n in missing)
                raise _error_at(("deal", "reserve"), reserve,
                                f"the stock table has no size for {counts} players (players are "
                                f"{self.players.min} to {self.players.max}): add {missing[0]}: N")
        board = self.dressing.stakes
        for index, penalty in enumerate(self.end.penalties):
            where = ("end", "penalties", index)
            if penalty.to in COMPARTMENTS and penalty.to not in board:
                raise _error_at((*where, "to"), penalty.to,
                                f"'{penalty.to}' is not on this board (dressing.stakes has {', '.join(self.compartments)})")
            if penalty.to == "compartment" or penalty.stakes or penalty.contents:
                for card_index, name in enumerate(penalty.cards):
                    if name not in board:
                        raise _error_at((*where, "cards", card_index), name,
                                        f"'{name}' has no compartment on this board, so it has no stake to pay "
                                        "into or to count (use a fixed 'chips' amount paid to a player)")
        return self

    @property
    def compartments(self) -> tuple[str, ...]:
        """The compartments on this board, in the engine's index order."""
        return tuple(name for name in COMPARTMENTS if name in self.dressing.stakes)

    def default_options(self) -> dict[str, OptionValue]:
        """Every option at its default value."""
        return {name: option.default for name, option in self.options.items()}

    def with_options(self, chosen: dict[str, Any] | None = None) -> "Ruleset":
        """This ruleset with the chosen variants applied.

        Args:
            chosen: option name → value; missing options take their default.
                Text values (``"true"``, ``"6"``) are matched to the option's values.

        Returns:
            A new ruleset whose rules are the file's rules (this ruleset's base, whatever
            variants it already has) with every chosen option's changes, and whose
            ``chosen`` lists every option's value.

        Raises:
            RulesetError: an unknown option name or value (naming the nearest).
        """
        chosen = dict(chosen or {})
        for name in chosen:
            if name not in self.options:
                hint = _nearest(name, self.options)
                raise RulesetError(
                    self.id, None, f"options.{_short(name)}",
                    f"ruleset '{self.id}' has no option {_show(name)}{hint}"
                    + ("" if self.options else " (it has no options)"),
                    kind="no_such_option", values={"name": _short(name), "nearest": _nearest_word(name, self.options)},
                )
        resolved: dict[str, OptionValue] = {}
        patches: list[dict[str, Any]] = []
        for name, option in self.options.items():
            value = chosen.get(name, option.default)
            item = option.choice(value) or _choice_from_text(option, value)
            if item is None:
                shown = [_show(v.value) for v in option.values[:12]]
                allowed = ", ".join(shown) + (f" ... ({len(option.values)} values)" if len(option.values) > 12 else "")
                raise RulesetError(
                    self.id, None, f"options.{name}",
                    f"{_show(value)} is not a value of '{name}' (choose from {allowed})",
                    kind="not_an_option_value", values={"value": _show(value), "name": name, "choices": allowed},
                )
            resolved[name] = item.value
            patches.append(item.set)
        return self.base._patched(patches, resolved)

    @property
    def base(self) -> "Ruleset":
        """The rules as the file gives them, before any option's ``set`` (this ruleset, as loaded)."""
        return self if self._base is None else self._base

    def _patched(self, patches: list[dict[str, Any]], resolved: dict[str, OptionValue]) -> "Ruleset":
        """The rules with ``patches`` deep-merged in order, validated, with these options chosen.

        Only the rules are validated again (the options were validated with
        the file and are carried over), so the cost does not grow with the
        number of options or values (issue 7: linear validation).

        Raises:
            RulesetError: the patched rules are not valid (no file or line: the caller adds them).
        """
        data = self.model_dump(exclude={"chosen", "options"})
        for patch in patches:
            _deep_merge(data, patch)
        try:
            rules = Ruleset.model_validate(data, strict=False)
        except ValidationError as exc:  # a patch that breaks the rules: the file's fault
            raise _ruleset_error(exc, None, self.id, Ruleset) from None
        out = rules.model_copy(update={"options": self.options, "chosen": resolved})
        out._base = self.base
        return out

    def idle_options(self, chosen: dict[str, Any] | None = None) -> dict[str, str]:
        """The options that change nothing with the other choices as they are
        (:func:`~popejoan.engine.ruleset_options.idle_options`), each choice applied to the file's own rules
        (:attr:`base`). Empty for resolved rules whose file's own rules are not known (read back from a save
        whose ruleset file changed: :func:`with_file_base`): what is idle cannot be told there."""
        if self._base is None and self.chosen:
            return {}
        return idle_options(self, chosen)

    def describe_options(self, language: str = "en") -> list[str]:
        """One line per option in force, for players (:func:`~popejoan.engine.ruleset_options.describe_options`)."""
        return describe_options(self, language)


def _error_at(loc: tuple, value: Any, message: str) -> ValidationError:
    """A validation error at ``loc`` (a path of keys), for a check that needs more than one key to see."""
    from pydantic_core import InitErrorDetails, PydanticCustomError

    detail = InitErrorDetails(type=PydanticCustomError("value_error", message), loc=loc, input=value)
    return ValidationError.from_exception_data("Ruleset", [detail])


_DERIVED: dict[tuple[int, Any], tuple[Ruleset, Any]] = {}
_T = TypeVar("_T")


def derived(rules: Ruleset, factory: Callable[[Ruleset], _T]) -> _T:
    """``factory(rules)``, worked out once per ruleset object and kept.

    Rulesets are frozen, so what a module derives from one (the engine's plan
    of play, a simulator's tables) can be cached by the ruleset's identity.
    The cache holds at most a few hundred entries.
    """
    key = (id(rules), factory)
    entry = _DERIVED.get(key)
    if entry is None or entry[0] is not rules:
        if len(_DERIVED) > 256:
            _DERIVED.clear()
        entry = (rules, factory(rules))
        _DERIVED[key] = entry
    return entry[1]


# --- loading --------------------------------------------------------------------


def load_ruleset_text(text: str, file: str = "<string>") -> Ruleset:
    """Load and validate a ruleset from YAML text.

    Args:
        text: the YAML document (at most :data:`MAX_RULESET_BYTES` characters).
        file: the name used in error messages.

    Raises:
        RulesetError: YAML syntax error, an anchor, alias or tag, a file too
            big or too deeply nested, an unknown key, a wrong type, a value out
            of range, a missing key, a bad option patch; naming file, line and key.
    """
    return _load_text(text, file)[0]


def _load_text(text: str, file: str) -> tuple[Ruleset, yaml.Node]:
    """The ruleset in ``text`` and its YAML node tree (for line numbers)."""
    try:
        document = load_yaml(text, file, "ruleset file", known_keys=Ruleset.model_fields)
    except FileProblem as exc:
        raise RulesetError(exc.file, exc.line, exc.key, exc.problem, kind=exc.kind, values=exc.values) from None
    data, root = document.data, document.root
    if not isinstance(data, dict) or root is None:
        raise RulesetError(file, 1, "", "a ruleset file must be a YAML mapping of keys (id:, name:, ...)",
                           kind="not_a_mapping")
    if not any(isinstance(key, str) and key in Ruleset.model_fields for key in data):
        # Not a ruleset at all (some other file): say so, without quoting its keys.
        raise RulesetError(file, 1, "", "this is not a ruleset file: it has none of a ruleset's keys "
                                        "(id:, name:, dressing: ...)", kind="not_a_ruleset")
    try:
        ruleset = Ruleset.model_validate(data)
    except ValidationError as exc:
        raise _ruleset_error(exc, root, file, Ruleset) from None
    _check_option_patches(ruleset, root, file)
    return ruleset, root


def load_ruleset_file(path: str | Path) -> Ruleset:
    """Load and validate one ruleset file.

    The file must be a regular file (not a folder, a device such as
    ``/dev/zero``, or a pipe) of at most :data:`MAX_RULESET_BYTES` bytes of
    UTF-8 text, and its ``id`` must match its name.

    Raises:
        RulesetError: the file cannot be read or is not a valid ruleset.
    """
    return _load_file(Path(path))[0]


def _load_file(path: Path) -> tuple[Ruleset, yaml.Node]:
    try:
        text = read_text(path, "ruleset file", MAX_RULESET_BYTES)
    except FileProblem as exc:
        raise RulesetError(exc.file, exc.line, exc.key, exc.problem, kind=exc.kind, values=exc.values) from None
    ruleset, root = _load_text(text, str(path))
    if ruleset.id != path.stem:
        raise RulesetError(
            str(path), _line_of(root, ("id",)), "id",
            f"id '{ruleset.id}' must match the file name {_show(path.stem)}",
            kind="id_not_file_name", values={"id": ruleset.id, "name": _short(path.stem)},
        )
    return ruleset, root


def user_ruleset_dir() -> Path:
    """The per-user folder for the player's own ruleset files.

    ``$POPEJOAN_DATA_DIR/rulesets`` when that variable is set (as for saved
    sessions, :func:`popejoan.saves.data_dir`), otherwise ``rulesets`` in
    platformdirs' user data folder (on Linux ``~/.local/share/popejoan/rulesets``).
    """
    override = os.environ.get("POPEJOAN_DATA_DIR")
    if override:
        return Path(override) / "rulesets"
    import platformdirs

    return Path(platformdirs.user_data_dir("popejoan", appauthor=False)) / "rulesets"


def load_rulesets(
    dirs: list[Path] | None = None,
    stop: Callable[[], bool] | None = None,
) -> tuple[dict[str, Ruleset], list[RulesetError]]:
    """Load every ruleset: the shipped ones, then the user's own.

    Args:
        dirs: folders to read ``*.yaml`` from, in order; by default the shipped
            folder and :func:`user_ruleset_dir`.
        stop: asked before each file; when it answers True the loading ends there
            with what is loaded so far (the game is closing while hundreds of files load).

    Returns:
        ``(rulesets, errors)``: rulesets by id in load order, and one error per
        file that failed (a user's broken file must not stop the game). A file
        whose id is already taken is an error too.
    """
    if dirs is None:
        dirs = [SHIPPED_RULESET_DIR, user_ruleset_dir()]
    rulesets: dict[str, Ruleset] = {}
    errors: list[RulesetError] = []
    for folder in dirs:
        try:
            paths = _ruleset_files(folder)
        except OSError as exc:  # an unreadable folder, or a file in its place: say so, and go on with the others
            errors.append(RulesetError(str(folder), None, "", f"cannot read the folder ({exc.strerror or exc})",
                                      kind="folder_unreadable", values={"reason": str(exc.strerror or exc)}))
            continue
        for path in paths:
            if stop is not None and stop():
                return rulesets, errors
            try:
                ruleset, root = _load_file(path)
            except RulesetError as exc:
                errors.append(exc)
                continue
            if ruleset.id in rulesets:
                errors.append(RulesetError(
                    str(path), _line_of(root, ("id",)), "id",
                    f"id '{ruleset.id}' is already used by a shipped ruleset; give your copy another id and file name",
                    kind="id_taken", values={"id": ruleset.id},
                ))
                continue
            rulesets[ruleset.id] = ruleset
    return rulesets, errors


def _ruleset_files(folder: Path) -> list[Path]:
    """The ``*.yaml`` files in ``folder``, by name; none when there is no such folder (a player who has made no
    ruleset of their own has none).

    Raises:
        OSError: the folder cannot be read (no permission; a file where it should be: "Not a directory"). Not
            ``Path.glob``, which finds nothing in a folder it may not read, so that the player's rulesets
            vanished from the menu without a word.
    """
    try:
        names = os.listdir(folder)
    except FileNotFoundError:
        return []
    # (Windows names files without regard to case, as its Path.glob did: House.YAML is listed there, and refused
    # in words for an id that does not match its name, not passed over)
    folded = os.name == "nt"
    return sorted(folder / n for n in names if (n.lower() if folded else n).endswith(".yaml"))


def _may_be_there(path: Path) -> bool:
    """Whether ``path`` exists, or may (the system will not say: its folder cannot be searched), so that reading
    it says why in words (:func:`load_ruleset_file`) rather than a ``PermissionError`` escaping."""
    try:
        return path.exists()
    except OSError:
        return True


def with_file_base(rules: Ruleset) -> Ruleset:
    """Resolved rules read back whole (a save keeps them so), joined again to their file's own rules.

    A save holds the rules with its variants applied, not the file's rules
    before them; :meth:`Ruleset.idle_options` and :meth:`Ruleset.with_options`
    need those. When the ruleset file of that id, with the same variants,
    still gives exactly these rules, that resolved ruleset (which knows its
    base) is returned; otherwise (the file edited or gone) ``rules`` as they
    are, which still play the same.

    Args:
        rules: a ruleset, resolved or not.

    Returns:
        ``rules`` or rules equal to them in every field, with their base known.
    """
    if rules._base is not None or not rules.chosen:
        return rules
    try:
        again = find_ruleset(rules.id).with_options(dict(rules.chosen))
    except RulesetError:
        return rules
    return again if again.model_dump() == rules.model_dump() else rules


def is_ruleset_id(name: object) -> bool:
    """Whether ``name`` is a ruleset id: 1 to 40 lower-case letters, digits, ``-`` and ``_``, first a letter or digit."""
    return isinstance(name, str) and re.fullmatch(r"[a-z0-9][a-z0-9_-]{0,39}", name) is not None


def find_ruleset(name: str) -> Ruleset:
    """A ruleset by id: a shipped one, or one in the user's rulesets folder.

    Only an id is accepted: a deal file or the settings can never make the
    game open some other file. A path is for the command line only (see
    :func:`ruleset_from_command_line`).

    Raises:
        RulesetError: ``name`` is not an id (key ``ruleset``), no ruleset has
            that id (naming the nearest), or its file is invalid.
    """
    if not is_ruleset_id(name):
        pathlike = isinstance(name, str) and ("/" in name or "\\" in name or name.endswith((".yaml", ".yml")))
        problem = "not a ruleset id (up to 40 lower-case letters, digits, '-' and '_', like 'parlett')"
        if pathlike:
            problem += ("; here a ruleset is named by its id, not by a file: put your ruleset file in your "
                        f"rulesets folder ({user_ruleset_dir()}) and give its id")
        raise RulesetError(_short(name), None, "ruleset", problem, kind="not_a_ruleset_id",
                           values={"name": _show(name)})
    for folder in (SHIPPED_RULESET_DIR, user_ruleset_dir()):
        path = folder / f"{name}.yaml"
        if _may_be_there(path):
            return load_ruleset_file(path)
    known: list[str] = []
    broken: list[str] = []
    unread: list[str] = []
    files: dict[str, Path] = {}
    for d in (user_ruleset_dir(), SHIPPED_RULESET_DIR):
        try:
            files.update((p.stem, p) for p in _ruleset_files(d))
        except OSError as exc:
            unread.append(f"{d} ({exc.strerror or exc})")
    for path in sorted(files.items()):
        try:
            load_ruleset_file(path[1])
        except (RulesetError, OSError):
            broken.append(str(path[1]))
        else:
            known.append(path[0])
    hint = _nearest(name, known)
    problem = f"no ruleset '{name}'{hint}; known: {', '.join(known) or 'none'}"
    if broken:
        problem += (f". These ruleset files could not be loaded: {', '.join(broken)} "
                    "(give one's path to --ruleset to see what is wrong with it)")
    if unread:
        problem += f". This rulesets folder cannot be read: {', '.join(unread)}"
    raise RulesetError(name, None, "ruleset", problem, kind="no_such_ruleset",
                       values={"name": name, "nearest": _nearest_word(name, known), "known": ", ".join(known)})


def ruleset_from_command_line(value: str) -> Ruleset:
    """The ruleset a command-line argument names: an id, or the path of a ruleset file.

    A value holding ``/`` or ``\\`` or ending in ``.yaml``/``.yml`` is a path;
    the file must be a regular file (not a folder, ``/dev/zero`` or a pipe)
    under the size limit. Anything else is an id (:func:`find_ruleset`). Only
    the command line may name a file: deal files and the settings name ids.

    Raises:
        RulesetError: no such ruleset, or the file is not a valid ruleset.
    """
    if value.endswith((".yaml", ".yml")) or "/" in value or "\\" in value:
        return load_ruleset_file(value)
    return find_ruleset(value)


def _deep_merge(target: dict, patch: dict) -> None:
    for key, value in patch.items():
        if isinstance(value, dict) and isinstance(target.get(key), dict):
            _deep_merge(target[key], value)
        else:
            target[key] = copy.deepcopy(value)
