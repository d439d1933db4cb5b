"""The ruleset model: every rule difference between the sources, as data.

A ruleset is a YAML file in ``rulesets/`` (shipped) or in the user's own
rulesets folder (which the caller names: :func:`popejoan.storage.paths.user_ruleset_dir`; the engine knows
no user folder). It is loaded with safe YAML
only and validated with pydantic; any problem raises one
:class:`~popejoan.engine.errors.RulesetError` naming the file, the line and the
key, with the nearest valid key or value where there is one.

The rule dimensions are those of docs/rules.md, "Where they differ"; the README's
"Writing a ruleset" section describes every key. Optional variants are named
patches: choosing an option value deep-merges its ``set:`` mapping into the
rules, in the order the options are listed (docs/rules.md, "Variant names").

Rooms by job, every name re-exported here:

* :mod:`~popejoan.engine.ruleset.parts`: the models of each rule dimension, and the constants they name;
* :mod:`~popejoan.engine.ruleset.model`: :class:`Ruleset` itself;
* :mod:`~popejoan.engine.ruleset.options`: the variants (their models, which are idle, their words);
* :mod:`~popejoan.engine.ruleset.patching`: the chosen variants as patches, merged into the rules;
* :mod:`~popejoan.engine.ruleset.cache`: values derived from a ruleset, worked out once (:func:`derived`);
* :mod:`~popejoan.engine.ruleset.files`: loading a text, a file, the folders, a ruleset by id;
* :mod:`~popejoan.engine.ruleset.translations`: which languages a ruleset's text is given in (``check-ruleset``);
* :mod:`~popejoan.engine.ruleset.errors`: the error helpers (one message with file, line and key).

The text a player reads, in English and other languages, is :mod:`popejoan.engine.ruleset_text` (:func:`text_in`).
"""

from __future__ import annotations

from popejoan.engine.ruleset.cache import derived
from popejoan.engine.ruleset.files import (
    MAX_RULESET_BYTES,
    SHIPPED_RULESET_DIR,
    find_ruleset,
    load_ruleset_file,
    load_ruleset_text,
    load_rulesets,
    ruleset_from_command_line,
    with_file_base,
)
from popejoan.engine.ruleset.model import MAX_OPTIONS, Ruleset, is_ruleset_id
from popejoan.engine.ruleset.options import (
    IDLE_CHECK_VALUES,
    MAX_OPTION_VALUES,
    OPTION_NAME,
    PATCHABLE,
    Option,
    OptionChoice,
    OptionValue,
    describe_options,
    idle_options,
)
from popejoan.engine.ruleset.parts import (
    BOARD_CARDS,
    COMPARTMENTS,
    MAX_RESERVE,
    STOP_KINDS,
    BoardCard,
    Compartment,
    DealRules,
    Dressing,
    EndOfDeal,
    Lead,
    Names,
    Pairs,
    Penalty,
    PlayerLimits,
    PopeTurned,
    ShareOut,
    Source,
    StopKind,
    TurnUp,
)
from popejoan.engine.ruleset.patching import deep_merge as _deep_merge  # noqa: F401 (the old name, read by a test)
from popejoan.engine.ruleset_text import (
    TEXT_LANGUAGES,
    Label,
    LocalName,
    LocalOptionalReference,
    LocalParagraph,
    Reference,
    ShortText,
    StrictModel,
    Text,
    text_in,
)

__all__ = [
    "BOARD_CARDS", "COMPARTMENTS", "IDLE_CHECK_VALUES", "MAX_OPTIONS", "MAX_OPTION_VALUES", "MAX_RESERVE",
    "MAX_RULESET_BYTES", "OPTION_NAME", "PATCHABLE", "SHIPPED_RULESET_DIR", "STOP_KINDS", "TEXT_LANGUAGES",
    "BoardCard", "Compartment", "DealRules", "Dressing", "EndOfDeal", "Label", "Lead", "LocalName",
    "LocalOptionalReference", "LocalParagraph", "Names", "Option", "OptionChoice", "OptionValue", "Pairs",
    "Penalty", "PlayerLimits", "PopeTurned", "Reference", "Ruleset", "ShareOut", "ShortText", "Source",
    "StopKind", "StrictModel", "Text", "TurnUp", "derived", "describe_options", "find_ruleset", "idle_options",
    "is_ruleset_id", "load_ruleset_file", "load_ruleset_text", "load_rulesets", "ruleset_from_command_line",
    "text_in", "with_file_base",
]
