"""The whole ruleset: :class:`Ruleset`, its parts together with the checks that need more than one of them,
and its variants chosen (:meth:`Ruleset.with_options`).

Holds :class:`Ruleset` and :func:`is_ruleset_id`. Not the parts (:mod:`popejoan.engine.ruleset.parts`),
the options (:mod:`popejoan.engine.ruleset.options`, :mod:`popejoan.engine.ruleset.patching`), nor reading
files (:mod:`popejoan.engine.ruleset.files`).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Annotated, Literal

from pydantic import Field, PrivateAttr, ValidationError, ValidationInfo, field_validator, model_validator
from pydantic_core import PydanticCustomError

from popejoan.engine.ruleset.errors import ruleset_error
from popejoan.engine.ruleset.options import OPTION_NAME, Option, OptionValue, describe_options, idle_options
from popejoan.engine.ruleset.parts import (
    COMPARTMENTS,
    Compartment,
    DealRules,
    Dressing,
    EndOfDeal,
    Lead,
    Names,
    Pairs,
    PlayerLimits,
    ShareOut,
    Source,
    TurnUp,
)
from popejoan.engine.ruleset.patching import choices_and_patches, deep_merge
from popejoan.engine.ruleset_text import Label, LocalParagraph, StrictModel
from popejoan.engine.safefile import show_value

MAX_OPTIONS = 32
"""The most optional variants one ruleset may offer."""

_Model = StrictModel


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
    starter: LocalParagraph | None = None
    """Why this ruleset suits a newcomer (text, or text by language), when it is one the menu recommends to
    start with; None (the default) for the others. Any ruleset may say it, a house ruleset too."""
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
    _base: Ruleset | None = PrivateAttr(default=None)
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
    def _fits_the_table_and_board(self) -> Ruleset:
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
                raise _error_at((*where, "to"), penalty.to, f"'{penalty.to}' is not on this board "
                                f"(dressing.stakes has {', '.join(self.compartments)})")
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

    def with_options(self, chosen: Mapping[str, object] | None = None) -> Ruleset:
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
        resolved, patches = choices_and_patches(self.id, self.options, chosen)
        return self.base._patched(patches, resolved)

    @property
    def base(self) -> Ruleset:
        """The rules as the file gives them, before any option's ``set`` (this ruleset, as loaded)."""
        return self if self._base is None else self._base

    def _patched(self, patches: list[dict[str, object]], resolved: dict[str, OptionValue]) -> Ruleset:
        """The rules with ``patches`` deep-merged in order, validated, with these options chosen.

        Only the rules are validated again (the options were validated with
        the file and are carried over), so the cost does not grow with the
        number of options or values (issue 7: linear validation).

        Raises:
            RulesetError: the patched rules are not valid (no file or line: the caller adds them).
        """
        data = self.model_dump(exclude={"chosen", "options"})
        for patch in patches:
            deep_merge(data, patch)
        try:
            rules = Ruleset.model_validate(data, strict=False)
        except ValidationError as exc:  # a patch that breaks the rules: the file's fault
            raise ruleset_error(exc, None, self.id, Ruleset) from None
        out = rules.model_copy(update={"options": self.options, "chosen": resolved})
        out._base = self.base
        return out

    def idle_options(self, chosen: Mapping[str, object] | None = None) -> dict[str, str]:
        """The options that change nothing with the other choices as they are
        (:func:`~popejoan.engine.ruleset.options.idle_options`), each choice applied to the file's own rules
        (:attr:`base`). Empty for resolved rules whose file's own rules are not known (read back from a save
        whose ruleset file changed: :func:`with_file_base`): what is idle cannot be told there."""
        if self._base is None and self.chosen:
            return {}
        return idle_options(self, chosen)

    def describe_options(self, language: str = "en") -> list[str]:
        """One line per option in force, for players (:func:`~popejoan.engine.ruleset.options.describe_options`)."""
        return describe_options(self, language)


def _error_at(loc: tuple[str | int, ...], value: object, message: str) -> ValidationError:
    """A validation error at ``loc`` (a path of keys), for a check that needs more than one key to see."""
    from pydantic_core import InitErrorDetails, PydanticCustomError

    detail = InitErrorDetails(type=PydanticCustomError("value_error", message), loc=loc, input=value)
    return ValidationError.from_exception_data("Ruleset", [detail])



def is_ruleset_id(name: object) -> bool:
    """Whether ``name`` is a ruleset id: 1 to 40 lower-case letters, digits, ``-`` and ``_``, first a letter or
    digit."""
    return isinstance(name, str) and re.fullmatch(r"[a-z0-9][a-z0-9_-]{0,39}", name) is not None
