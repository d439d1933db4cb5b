"""The ruleset model: every rule difference between the sources, as data.

A ruleset is a YAML file in ``rulesets/`` (shipped) or in the user's own
rulesets folder (see :func:`user_ruleset_dir`). It is loaded with safe YAML
only and validated with pydantic; any problem raises one
:class:`~popejoan.engine.errors.RulesetError` naming the file, the line and the
key, with the nearest valid key or value where there is one.

The rule dimensions are those of RULES.md, "Where they differ"; the README's
"Writing a ruleset" section describes every key. Optional variants are named
patches: choosing an option value deep-merges its ``set:`` mapping into the
rules, in the order the options are listed (RULES.md, "Variant names").
"""

from __future__ import annotations

import copy
import difflib
import re
from pathlib import Path
from typing import Annotated, Any, Callable, Literal, TypeVar, Union

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, ValidationInfo, field_validator, model_validator

from popejoan import resources
from popejoan.engine.errors import RulesetError

Compartment = Literal["ace", "king", "queen", "jack", "pope", "matrimony", "intrigue", "game"]
COMPARTMENTS: tuple[str, ...] = ("ace", "king", "queen", "jack", "pope", "matrimony", "intrigue", "game")
"""The eight compartments of the staking board, in the engine's index order."""
OptionValue = Union[bool, int, str]
MAX_RESERVE = 20
"""The most cards a ruleset may keep back from the dealing round as a stock."""

SHIPPED_RULESET_DIR = resources.rulesets_dir()
"""The shipped rulesets' folder, wherever the game runs from (:mod:`popejoan.resources`)."""
_SAFE_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)  # the C parser where PyYAML has it; safe either way


def _construct(root: yaml.Node | None) -> Any:
    """The Python data of a composed YAML document, built with the safe constructor only."""
    if root is None:
        return None
    loader = yaml.SafeLoader("")
    return loader.construct_document(root)


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, strict=True)


class Names(_Model):
    """The ruleset's name in its own language and script, and in English."""

    native: str = Field(min_length=1)
    english: str = Field(min_length=1)


class Source(_Model):
    """Which seed document (``shared/seeds/``) and which part of it the rules follow.

    ``title`` cites the source in words a player understands (optional; the
    file name stands in for it); ``file`` names the seed document; ``part``
    the section followed.
    """

    title: str = ""
    file: str = Field(min_length=1)
    part: str = Field(min_length=1)


class PlayerLimits(_Model):
    """How many players (seats, not counting a dead hand) may sit down."""

    min: int = Field(ge=3, le=8)
    max: int = Field(ge=3, le=8)

    @model_validator(mode="after")
    def _ordered(self) -> "PlayerLimits":
        if self.min > self.max:
            raise ValueError(f"min ({self.min}) is more than max ({self.max})")
        return self


class Dressing(_Model):
    """Dressing the board at the start of each deal (RULES.md, "Dressing the board").

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
    """How the 51 cards are dealt (RULES.md, "Dealing and the trump card", "Exact readings").

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

    @model_validator(mode="after")
    def _turn_up_exists(self) -> "DealRules":
        if self.turn_up == "last_dealt" or self.dead_hand != "none":
            return self
        reserves = list(self.reserve.values()) if isinstance(self.reserve, dict) else [self.reserve]
        if self.leftovers == "undealt" or min(reserves) == 0:
            # Without a dead hand only the reserve is sure to leave a stock: whole rounds or equal
            # hands of 3 players (51 = 3 x 17) leave no card over.
            raise ValueError(
                f"turn_up '{self.turn_up}' needs a dead hand or stock, but this deal can leave none "
                "(give dead_hand, or a reserve of at least 1 card for every table, with leftovers: dead_hand)"
            )
        return self


class PopeTurned(_Model):
    """What a turned-up Pope (9♦) does (RULES.md, "What the dealer wins from the turn-up").

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
    """What the turn-up card wins the dealer (RULES.md, "What the dealer wins from the turn-up").

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
    """Who leads first and what may be led (RULES.md, "Leading").

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
    """How Matrimony (trump Q + K) and Intrigue (trump J + Q) are won (RULES.md, "Matrimony and Intrigue").

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
    """The end-of-session share-out of the board (RULES.md, "End of the session").

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


class OptionChoice(_Model):
    """One value of an optional variant and the rule changes it makes."""

    value: OptionValue
    label: str = ""
    description: str = ""
    """What the rules are with this value, in a player's words (shown on the rules screen)."""
    set: dict[str, Any] = Field(default_factory=dict)


class Option(_Model):
    """A named optional variant (RULES.md, "Variant names"); its first value is the default."""

    description: str = Field(min_length=1)
    values: list[OptionChoice] = Field(min_length=2)

    @property
    def default(self) -> OptionValue:
        """The source's main rule: the first value listed."""
        return self.values[0].value

    def choice(self, value: OptionValue) -> OptionChoice | None:
        """The choice whose value equals ``value`` (``True`` never matches ``1``)."""
        for item in self.values:
            if item.value == value and type(item.value) is type(value):
                return item
        return None


class Ruleset(_Model):
    """One ruleset: the source's metadata and every rule dimension.

    A ruleset as loaded has each option at its default; :meth:`with_options`
    gives the ruleset with chosen variants applied (``chosen`` then names them).
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
    summary: list[str] = Field(min_length=1)
    interpretations: list[str] = Field(default_factory=list)
    dressing: Dressing
    # After dressing, so that their validators can compare with dressing.stakes.
    board_order: list[Compartment]
    labels: dict[Compartment, str]
    deal: DealRules
    turn_up: TurnUp
    lead: Lead
    pairs: Pairs
    end: EndOfDeal
    share_out: ShareOut
    options: dict[str, Option] = Field(default_factory=dict)
    chosen: dict[str, OptionValue] = Field(default_factory=dict)

    @field_validator("id")
    @classmethod
    def _id(cls, value: str) -> str:
        if not re.fullmatch(r"[a-z0-9][a-z0-9_-]*", value):
            raise ValueError(
                f"'{value}' is not a ruleset id: use lower-case letters, digits, '-' and '_' (like 'my-rules')"
            )
        return value

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
            A new ruleset whose rules include every chosen option's changes and
            whose ``chosen`` lists every option's value.

        Raises:
            RulesetError: an unknown option name or value (naming the nearest).
        """
        chosen = dict(chosen or {})
        for name in chosen:
            if name not in self.options:
                hint = _nearest(name, self.options)
                raise RulesetError(
                    self.id, None, f"options.{name}",
                    f"ruleset '{self.id}' has no option '{name}'{hint}"
                    + ("" if self.options else " (it has no options)"),
                )
        data = self.model_dump(exclude={"chosen"})
        resolved: dict[str, OptionValue] = {}
        for name, option in self.options.items():
            value = chosen.get(name, option.default)
            item = option.choice(value) or _choice_from_text(option, value)
            if item is None:
                allowed = ", ".join(_show(v.value) for v in option.values)
                raise RulesetError(
                    self.id, None, f"options.{name}",
                    f"{_show(value)} is not a value of '{name}' (choose from {allowed})",
                )
            resolved[name] = item.value
            _deep_merge(data, item.set)
        data["chosen"] = resolved
        try:
            return Ruleset.model_validate(data, strict=False)
        except ValidationError as exc:  # a patch that breaks the rules: the file's fault
            raise _ruleset_error(exc, None, self.id) from None

    def describe_options(self) -> list[str]:
        """One line per option in force, for players: ``"Split pairs: on. Two players ..."``.

        A value with its own ``description`` reads ``"Name: value. value's
        description"``; otherwise a yes/no variant reads ``"Name: on
        (description)"`` or ``"Name: off (when on: description)"`` and a choice
        ``"Name: value. description"``.
        """
        out = []
        for name, option in self.options.items():
            value = self.chosen.get(name, option.default)
            choice = option.choice(value)
            title = name.replace("_", " ").capitalize()
            shown = ("on" if value else "off") if isinstance(value, bool) else str(value).replace("_", " ")
            if choice is not None and choice.description:
                out.append(f"{title}: {shown}. {choice.description}")
            elif isinstance(value, bool):
                state = f"on ({option.description})" if value else f"off (when on: {option.description})"
                out.append(f"{title}: {state}")
            else:
                out.append(f"{title}: {shown}. {option.description}")
        return out


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
        text: the YAML document.
        file: the name used in error messages.

    Raises:
        RulesetError: YAML syntax error, unknown key, wrong type, value out of
            range, missing key, bad option patch; naming file, line and key.
    """
    try:
        root = yaml.compose(text, Loader=_SAFE_LOADER)
        data = _construct(root)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        line = mark.line + 1 if mark is not None else None
        problem = getattr(exc, "problem", None) or str(exc)
        context = getattr(exc, "context_mark", None)  # where the broken construct began, if known
        key_line = context.line + 1 if context is not None else line
        raise RulesetError(file, line, _top_level_key_at(text, key_line), f"YAML syntax error: {problem}") from None
    if not isinstance(data, dict) or root is None:
        raise RulesetError(file, 1, "", "a ruleset file must be a YAML mapping of keys (id:, name:, ...)")
    _check_duplicate_keys(root, file, ())
    try:
        ruleset = Ruleset.model_validate(data)
    except ValidationError as exc:
        raise _ruleset_error(exc, root, file) from None
    _check_option_patches(ruleset, root, file)
    return ruleset


def load_ruleset_file(path: str | Path) -> Ruleset:
    """Load and validate one ruleset file.

    Raises:
        RulesetError: the file cannot be read or is not a valid ruleset.
    """
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise RulesetError(str(path), None, "", "no such file") from None
    except IsADirectoryError:
        raise RulesetError(str(path), None, "", "this is a folder, not a ruleset file") from None
    except UnicodeDecodeError:
        raise RulesetError(str(path), None, "", "not a text file: a ruleset is YAML text in UTF-8") from None
    except OSError as exc:
        raise RulesetError(str(path), None, "", f"cannot read the file ({exc.strerror or exc})") from None
    ruleset = load_ruleset_text(text, str(path))
    if ruleset.id != path.stem:
        raise RulesetError(
            str(path), _line_of(yaml.compose(text, Loader=_SAFE_LOADER), ("id",)), "id",
            f"id '{ruleset.id}' must match the file name '{path.stem}'",
        )
    return ruleset


def user_ruleset_dir() -> Path:
    """The per-user folder for the player's own ruleset files (platformdirs)."""
    import platformdirs

    return Path(platformdirs.user_data_dir("popejoan", appauthor=False)) / "rulesets"


def load_rulesets(
    dirs: list[Path] | None = None,
) -> tuple[dict[str, Ruleset], list[RulesetError]]:
    """Load every ruleset: the shipped ones, then the user's own.

    Args:
        dirs: folders to read ``*.yaml`` from, in order; by default the shipped
            folder and :func:`user_ruleset_dir`.

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
        if not folder.is_dir():
            continue
        for path in sorted(folder.glob("*.yaml")):
            try:
                ruleset = load_ruleset_file(path)
            except RulesetError as exc:
                errors.append(exc)
                continue
            if ruleset.id in rulesets:
                line = _line_of(yaml.compose(path.read_text(encoding="utf-8"), Loader=_SAFE_LOADER), ("id",))
                errors.append(RulesetError(
                    str(path), line, "id",
                    f"id '{ruleset.id}' is already used by a shipped ruleset; give your copy another id and file name",
                ))
                continue
            rulesets[ruleset.id] = ruleset
    return rulesets, errors


def find_ruleset(name: str) -> Ruleset:
    """A ruleset by id (shipped or the user's) or by file path.

    Raises:
        RulesetError: no such ruleset, or the file is invalid.
    """
    if name.endswith((".yaml", ".yml")) or "/" in name or "\\" in name:
        return load_ruleset_file(name)
    for folder in (SHIPPED_RULESET_DIR, user_ruleset_dir()):
        path = folder / f"{name}.yaml"
        if path.is_file():
            return load_ruleset_file(path)
    known = sorted(p.stem for d in (SHIPPED_RULESET_DIR, user_ruleset_dir()) if d.is_dir() for p in d.glob("*.yaml"))
    hint = _nearest(name, known)
    raise RulesetError(name, None, "ruleset", f"no ruleset '{name}'{hint}; known: {', '.join(known)}")


# --- error reporting -----------------------------------------------------------


def _ruleset_error(exc: ValidationError, root: yaml.Node | None, file: str) -> RulesetError:
    # An unknown key usually explains a missing one (a misspelling): report it first.
    err = sorted(exc.errors(), key=lambda e: e["type"] != "extra_forbidden")[0]
    loc = tuple(part for part in err["loc"] if part not in ("[key]",) and not _is_union_tag(part))
    kind = err["type"]
    key = _dotted(loc)
    line = _line_of(root, loc)
    if kind == "extra_forbidden":
        parent_model = _model_at(loc[:-1])
        fields = list(parent_model.model_fields) if parent_model else []
        hint = _nearest(str(loc[-1]), fields)
        return RulesetError(file, line, key, f"unknown key '{loc[-1]}'{hint}")
    if kind == "missing":
        return RulesetError(file, _line_of(root, loc[:-1]), key, "required key is missing")
    if kind == "literal_error":
        allowed = err.get("ctx", {}).get("expected", "")
        value = err.get("input")
        choices = [c.strip(" '") for c in str(allowed).replace(" or ", ",").split(",") if c.strip()]
        hint = _nearest(str(value), choices)
        if "[key]" in err["loc"]:
            return RulesetError(file, line, key, f"'{value}' is not a compartment{hint}; use one of {allowed}")
        return RulesetError(file, line, key, f"{_show(value)} is not allowed{hint}; use one of {allowed}")
    message = err["msg"]
    if message.startswith("Value error, "):
        message = message[len("Value error, "):]
    value = err.get("input")
    if kind.endswith("_type") or (kind != "value_error" and isinstance(value, (int, float, str)) and len(str(value)) < 40):
        message = f"{message} (got {_show(value)})"
    return RulesetError(file, line, key, message)


def _top_level_key_at(text: str, line: int | None) -> str:
    """The top-level key whose block holds ``line`` (1-based), or ``""``."""
    if line is None:
        return ""
    key = ""
    for row in text.splitlines()[:line]:
        match = re.match(r"^([A-Za-z_][\w-]*)\s*:", row)
        if match:
            key = match.group(1)
    return key


def _check_option_patches(ruleset: Ruleset, root: yaml.Node, file: str) -> None:
    for name, option in ruleset.options.items():
        seen: list[OptionValue] = []
        for index, item in enumerate(option.values):
            if any(v == item.value and type(v) is type(item.value) for v in seen):
                raise RulesetError(file, _line_of(root, ("options", name, "values", index, "value")),
                                   f"options.{name}.values", f"value {_show(item.value)} is listed twice")
            seen.append(item.value)
            try:
                ruleset.with_options({name: item.value})
            except RulesetError as exc:
                loc = ("options", name, "values", index, "set", *exc.key.split("."))
                raise RulesetError(file, _line_of(root, loc), f"options.{name}.values[{index}].set.{exc.key}",
                                   exc.problem) from None


def _check_duplicate_keys(node: yaml.Node, file: str, path: tuple) -> None:
    if isinstance(node, yaml.MappingNode):
        seen: set[str] = set()
        for key_node, value_node in node.value:
            key = key_node.value
            if key in seen:
                raise RulesetError(file, key_node.start_mark.line + 1, _dotted((*path, key)), "key is given twice")
            seen.add(key)
            _check_duplicate_keys(value_node, file, (*path, key))
    elif isinstance(node, yaml.SequenceNode):
        for index, item in enumerate(node.value):
            _check_duplicate_keys(item, file, (*path, index))


def _line_of(root: yaml.Node | None, loc: tuple) -> int | None:
    """The 1-based line of the deepest node along ``loc`` that exists."""
    node = root
    line = node.start_mark.line + 1 if node is not None else None
    for part in loc:
        if isinstance(node, yaml.MappingNode):
            for key_node, value_node in node.value:
                if key_node.value == str(part):
                    line = key_node.start_mark.line + 1
                    node = value_node
                    break
            else:
                return line
        elif isinstance(node, yaml.SequenceNode) and isinstance(part, int) and part < len(node.value):
            node = node.value[part]
            line = node.start_mark.line + 1
        else:
            return line
    return line


def _model_at(loc: tuple) -> type[BaseModel] | None:
    model: Any = Ruleset
    for part in loc:
        if isinstance(part, int):
            continue
        if model is None or not hasattr(model, "model_fields") or part not in model.model_fields:
            return None
        annotation = model.model_fields[part].annotation
        model = _inner_model(annotation)
    return model


def _inner_model(annotation: Any) -> Any:
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return annotation
    for arg in getattr(annotation, "__args__", ()):
        found = _inner_model(arg)
        if found is not None:
            return found
    return None


def _is_union_tag(part: Any) -> bool:
    return isinstance(part, str) and (part.startswith("literal[") or part in ("list[literal", "str", "int", "bool"))


def _dotted(loc: tuple) -> str:
    out = ""
    for part in loc:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += ("." if out else "") + str(part)
    return out


def _nearest(word: str, candidates: Any) -> str:
    match = difflib.get_close_matches(str(word), [str(c) for c in candidates], n=1, cutoff=0.6)
    return f" (did you mean '{match[0]}'?)" if match else ""


def _show(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return f"'{value}'"
    return str(value)


def _choice_from_text(option: Option, value: Any) -> OptionChoice | None:
    if not isinstance(value, str):
        return None
    text = value.strip().lower()
    for item in option.values:
        if _show(item.value).strip("'").lower() == text:
            return item
    return None


def _deep_merge(target: dict, patch: dict) -> None:
    for key, value in patch.items():
        if isinstance(value, dict) and isinstance(target.get(key), dict):
            _deep_merge(target[key], value)
        else:
            target[key] = copy.deepcopy(value)
