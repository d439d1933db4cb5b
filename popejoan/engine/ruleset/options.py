"""A ruleset's optional variants (docs/rules.md, "Variant names"): their values, which are idle, and their words.

An option is a named patch: choosing one of its values deep-merges the
value's ``set:`` mapping into the rules (:meth:`Ruleset.with_options
<popejoan.engine.ruleset.Ruleset.with_options>`). Holds the option models
and what is said of them; not applying the choices (:mod:`popejoan.engine.ruleset.patching`).
:mod:`popejoan.engine.ruleset` re-exports every public name here.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Protocol, TypeAlias

from pydantic import Field, field_validator

from popejoan.engine.ruleset.errors import nearest, short
from popejoan.engine.ruleset_text import (
    LocalOptionalName,
    LocalOptionalParagraph,
    LocalParagraph,
    OptionText,
    StrictModel,
    text_in,
)

MAX_OPTION_VALUES = 5000
"""The most values one option may list (validation time grows linearly with them)."""
IDLE_CHECK_VALUES = 64
"""Up to this many option values in all, :func:`idle_options` looks for variants others make idle
(the check validates the rules once per pair of values; the shipped rulesets have at most 8 values)."""
OptionValue: TypeAlias = bool | int | str
"""An option's value: on/off, a number or a word."""
OPTION_NAME = r"^[a-z][a-z0-9_]{0,39}$"
"""An option's name: lower-case letters, digits and ``_``, up to 40 characters (``split_pairs``)."""
PATCHABLE = ("players", "starting_chips", "ace", "summary", "interpretations", "dressing", "board_order", "labels",
             "deal", "turn_up", "lead", "pairs", "end", "share_out")
"""The top-level keys an option's ``set:`` may change (not the id, names, language, source or options)."""


class RulesWithOptions(Protocol):
    """What these functions read of a :class:`~popejoan.engine.ruleset.Ruleset` (no import of it: no cycle)."""

    @property
    def options(self) -> dict[str, Option]: ...

    @property
    def chosen(self) -> dict[str, OptionValue]: ...

    def with_options(self, chosen: Mapping[str, object] | None = None) -> RulesWithOptions: ...

    def idle_options(self, chosen: Mapping[str, object] | None = None) -> dict[str, str]: ...

    def model_dump(self, *, exclude: set[str]) -> dict[str, object]: ...


class OptionChoice(StrictModel):
    """One value of an optional variant and the rule changes it makes."""

    value: bool | int | OptionText
    label: LocalOptionalName = ""
    """The value's name in the menu (by default On / Off, or the value in words); text or text by language."""
    description: LocalOptionalParagraph = ""
    """What the rules are with this value, in a player's words (shown on the rules screen)."""
    set: dict[str, object] = Field(default_factory=dict)
    """The rule changes: a patch of the ruleset's keys (:data:`PATCHABLE`), deep-merged into its rules."""

    @field_validator("set")
    @classmethod
    def _patchable(cls, patch: dict[str, object]) -> dict[str, object]:
        for key in patch:
            if key not in PATCHABLE:
                hint = nearest(str(key), PATCHABLE)
                raise ValueError(f"an option cannot change '{short(key)}'{hint}; it may change {', '.join(PATCHABLE)}")
        return patch


class Option(StrictModel):
    """A named optional variant (docs/rules.md, "Variant names"); its first value is the default."""

    description: LocalParagraph
    """What the variant does, in a player's words (text, or text by language: :mod:`ruleset_text`)."""
    title: LocalOptionalName = ""
    """The variant's name as players read it; by default its key in words (``pope_as_stop``: "Pope as stop")."""
    values: list[OptionChoice] = Field(min_length=2, max_length=MAX_OPTION_VALUES)

    def title_in(self, name: str, language: str = "en") -> str:
        """The variant's name in ``language``: its ``title`` there (English as the fallback), else ``name`` in words.

        Args:
            name: the option's key in the ruleset (``"pope_as_stop"``).
            language: a language code (``"es"``).
        """
        if self.title:
            return text_in(self.title, language)
        return name.replace("_", " ").capitalize()

    @property
    def default(self) -> OptionValue:
        """The source's main rule: the first value listed."""
        return self.values[0].value

    def choice(self, value: object) -> OptionChoice | None:
        """The choice whose value equals ``value`` (``True`` never matches ``1``; anything else, none)."""
        for item in self.values:
            if item.value == value and type(item.value) is type(value):
                return item
        return None


def idle_options(rules: RulesWithOptions, chosen: Mapping[str, object] | None = None) -> dict[str, str]:
    """The options that change nothing with the other choices as they are, and which option overrides each.

    An option is idle when every other value it could take gives the same
    rules (another option's changes overwrite its own: russian ``pope_stake``
    with ``dressing: equal``, which puts 1 on the Pope whatever the stake).
    Worked out from the options' ``set`` patches alone, so a ruleset file's
    own options are checked the same way.

    Args:
        chosen: option name → value (missing options take their default); by default this ruleset's.

    Returns:
        Idle option name → the option whose value makes it idle (the first that, changed,
        would let it matter again), or "" when no single option does. Empty for a ruleset
        whose options list more than :data:`IDLE_CHECK_VALUES` values in all (the check
        would take seconds there).

    Raises:
        RulesetError: an unknown option name or value.
    """
    base = dict(rules.with_options(dict(rules.chosen if chosen is None else chosen)).chosen)
    if sum(len(option.values) for option in rules.options.values()) > IDLE_CHECK_VALUES:
        return {}  # a ruleset with very many values: the check would cost seconds; no option is shown as idle
    cache: dict[tuple[tuple[str, str, OptionValue], ...], dict[str, object]] = {}

    def rules_of(choice: dict[str, OptionValue]) -> dict[str, object]:
        key = tuple(sorted((k, type(v).__name__, v) for k, v in choice.items()))
        if key not in cache:
            cache[key] = rules.with_options(choice).model_dump(exclude={"chosen"})
        return cache[key]

    def matters(name: str, choice: dict[str, OptionValue]) -> bool:
        here = rules_of(choice)
        return any(rules_of({**choice, name: c.value}) != here for c in rules.options[name].values
                   if not (c.value == choice[name] and type(c.value) is type(choice[name])))

    out: dict[str, str] = {}
    for name in rules.options:
        if matters(name, base):
            continue
        cause = ""
        for other, option in rules.options.items():
            if other != name and any(matters(name, {**base, other: c.value}) for c in option.values):
                cause = other
                break
        out[name] = cause
    return out


def describe_options(rules: RulesWithOptions, language: str = "en") -> list[str]:
    """One line per option in force, for players: ``"Split pairs: on. Two players ..."``.

    The name is the option's ``title`` (else its key in words), the value its
    ``label`` (else on / off or the value in words). A value with its own ``description`` reads ``"Name: value. value's
    description"``; otherwise a yes/no variant reads ``"Name: on
    (description)"`` or ``"Name: off (when on: description)"`` and a choice
    ``"Name: value. description"``. An option the others make idle
    (:func:`idle_options`) says so: ``"... (no effect with Dressing: equal)"``.

    Args:
        rules: a resolved ruleset (``with_options``).
        language: the language of the variants' names and descriptions where the ruleset gives
            them in it (:func:`~popejoan.engine.ruleset_text.text_in`), English otherwise; the
            words around them (on, off, no effect with) are English.

    Returns:
        One line per option, in the order the ruleset lists them.
    """
    out = []
    idle = rules.idle_options() if rules.options else {}
    for name, option in rules.options.items():
        value = rules.chosen.get(name, option.default)
        choice = option.choice(value)
        title = option.title_in(name, language)
        shown = _value_words(value, choice, language)
        what = text_in(option.description, language)
        if choice is not None and choice.description:
            line = f"{title}: {shown}. {text_in(choice.description, language)}"
        elif isinstance(value, bool):
            state = f"on ({what})" if value else f"off (when on: {what})"
            line = f"{title}: {state}"
        else:
            line = f"{title}: {shown}. {what}"
        if name in idle:
            cause = idle[name]
            if cause:
                cause_option = rules.options[cause]
                cause_value = rules.chosen.get(cause, cause_option.default)
                other = _value_words(cause_value, cause_option.choice(cause_value), language)
                line += f" (no effect with {rules.options[cause].title_in(cause, language)}: {other})"
            else:
                line += " (no effect with the other variants chosen)"
        out.append(line)
    return out


def _value_words(value: OptionValue, choice: OptionChoice | None, language: str) -> str:
    """An option value in a line of :func:`describe_options`: its label in ``language``, else on / off or the value
    in words."""
    if choice is not None and choice.label:
        return text_in(choice.label, language)
    if isinstance(value, bool):
        return "on" if value else "off"
    return str(value).replace("_", " ")


def _text_of(value: OptionValue) -> str:
    """An option value as a player types it: ``true``, ``6``, ``graded``."""
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def choice_from_text(option: Option, value: object) -> OptionChoice | None:
    """The value of ``option`` that the text ``value`` names (``"true"``, ``"6"``, any case), or ``None``."""
    if not isinstance(value, str):
        return None
    text = value.strip().lower()
    for item in option.values:
        if _text_of(item.value).lower() == text:
            return item
    return None
