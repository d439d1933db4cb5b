"""Choosing a ruleset's variants: which patches the chosen values mean, and deep-merging a patch into the
rules (docs/rules.md, "Variant names").

Holds :func:`choices_and_patches` (the checks of :meth:`Ruleset.with_options
<popejoan.engine.ruleset.model.Ruleset.with_options>`) and :func:`deep_merge`. Not the option models
(:mod:`popejoan.engine.ruleset.options`), nor validating the patched rules (the model's ``_patched``).
"""

from __future__ import annotations

import copy
from collections.abc import Mapping

from popejoan.engine.errors import RulesetError
from popejoan.engine.ruleset.errors import nearest, nearest_word, short, show
from popejoan.engine.ruleset.options import Option, OptionValue, choice_from_text


def choices_and_patches(
    ruleset_id: str, options: dict[str, Option], chosen: Mapping[str, object] | None,
) -> tuple[dict[str, OptionValue], list[dict[str, object]]]:
    """Every option's chosen value, and the ``set`` patches they mean, in the order the options are listed.

    Args:
        ruleset_id: the ruleset's id (for the error messages).
        options: the ruleset's options, by name.
        chosen: option name → value; missing options take their default.
            Text values (``"true"``, ``"6"``) are matched to the option's values.

    Returns:
        ``(resolved, patches)``: option name → value for every option, and one patch per option.

    Raises:
        RulesetError: an unknown option name or value (naming the nearest).
    """
    chosen = dict(chosen or {})
    for name in chosen:
        if name not in options:
            hint = nearest(name, options)
            raise RulesetError(
                ruleset_id, None, f"options.{short(name)}",
                f"ruleset '{ruleset_id}' has no option {show(name)}{hint}"
                + ("" if options else " (it has no options)"),
                kind="no_such_option", values={"name": short(name), "nearest": nearest_word(name, options)},
            )
    resolved: dict[str, OptionValue] = {}
    patches: list[dict[str, object]] = []
    for name, option in options.items():
        value = chosen.get(name, option.default)
        item = option.choice(value) or choice_from_text(option, value)
        if item is None:
            shown = [show(v.value) for v in option.values[:12]]
            allowed = ", ".join(shown) + (f" ... ({len(option.values)} values)" if len(option.values) > 12 else "")
            raise RulesetError(
                ruleset_id, None, f"options.{name}",
                f"{show(value)} is not a value of '{name}' (choose from {allowed})",
                kind="not_an_option_value", values={"value": show(value), "name": name, "choices": allowed},
            )
        resolved[name] = item.value
        patches.append(item.set)
    return resolved, patches


def deep_merge(target: dict[str, object], patch: Mapping[str, object]) -> None:
    """Merge ``patch`` into ``target`` in place: a mapping into a mapping key by key, anything else replacing
    (a deep copy, so ``target`` shares nothing with ``patch``)."""
    for key, value in patch.items():
        inner = target.get(key)
        if isinstance(value, dict) and isinstance(inner, dict):
            deep_merge(inner, value)
        else:
            target[key] = copy.deepcopy(value)
