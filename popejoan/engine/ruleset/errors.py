"""Turning a ruleset's validation errors into one message naming the file, the line and the key.

The ruleset package's error helpers (its other modules use them): pydantic's validation errors as a
:class:`~popejoan.engine.errors.RulesetError` (:func:`ruleset_error`), a YAML node's line (:func:`line_of`),
the nearest valid word, a value quoted short. Not the error classes themselves
(:mod:`popejoan.engine.errors`), nor the models (:mod:`popejoan.engine.ruleset.model`).
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable

import yaml
from pydantic import BaseModel, ValidationError

from popejoan.engine.errors import RulesetError
from popejoan.engine.ruleset_text import BY_LANGUAGE_TAG, PLAIN_TAG, TEXT_LANGUAGES, is_by_language
from popejoan.engine.safefile import dotted, show_value

_EXPECTED = {
    "int_type": "whole_number", "int_parsing": "whole_number", "int_from_float": "whole_number",
    "float_type": "number", "float_parsing": "number", "bool_type": "true_false", "bool_parsing": "true_false",
    "list_type": "list", "string_type": "text", "dict_type": "mapping", "model_type": "mapping",
    "model_attributes_type": "mapping", "tuple_type": "list", "set_type": "list",
}
"""Pydantic's error types for a value of the wrong type, and the type a ruleset key needs
(:data:`popejoan.engine.errors.RULESET_PROBLEM_KINDS`, ``"wrong_type"``)."""

_BOUNDS = {
    "greater_than_equal": ("too_small", "ge", 0), "greater_than": ("too_small", "gt", 1),
    "less_than_equal": ("too_big", "le", 0), "less_than": ("too_big", "lt", 1),
    "too_short": ("too_few_items", "min_length", 0),
    "too_long": ("too_many_items", "max_length", 0),
}
"""Pydantic's error types for a value out of bounds: (the kind, the bound's name in pydantic's ``ctx``, strict)."""


def ruleset_error(exc: ValidationError, root: yaml.Node | None, file: str, model: type[BaseModel]) -> RulesetError:
    """One :class:`RulesetError` for ``exc``, raised validating ``model`` (the ruleset) from the file ``file``."""
    # An unknown key usually explains a missing one (a misspelling): report it first.
    err = sorted(exc.errors(), key=lambda e: e["type"] != "extra_forbidden")[0]
    loc = tuple(part for part in err["loc"] if part not in ("[key]",) and not _is_union_tag(part))
    kind = err["type"]
    key = dotted(loc)
    line = line_of(root, loc)
    ctx = err.get("ctx", {}) or {}
    if kind == "extra_forbidden":
        parent_model = _model_at(model, loc[:-1])
        fields = list(parent_model.model_fields) if parent_model else []
        hint = nearest(str(loc[-1]), fields)
        said: dict[str, str | int] = {"name": short(loc[-1]), "nearest": nearest_word(str(loc[-1]), fields)}
        if is_by_language(parent_model):
            return RulesetError(file, line, key, f"{show(str(loc[-1]))} is not a language this game speaks{hint}; "
                                                 f"give the text by language code: {', '.join(TEXT_LANGUAGES)}",
                                kind="not_a_language", values={**said, "languages": ", ".join(TEXT_LANGUAGES)})
        if not hint and fields:  # no near word: say which keys belong here, so the fix can be found
            keys = ", ".join(fields)
            return RulesetError(file, line, key, f"unknown key {show(str(loc[-1]))}; the keys here are {keys}",
                                kind="unknown_key", values={**said, "keys": keys})
        return RulesetError(file, line, key, f"unknown key {show(str(loc[-1]))}{hint}", kind="unknown_key", values=said)
    if kind == "missing":
        if loc and loc[-1] == "en" and is_by_language(_model_at(model, loc[:-1])):
            return RulesetError(file, line_of(root, loc[:-1]), key,
                                "a text given by language needs its English ('en'): players whose language "
                                "the ruleset lacks read it", kind="missing_english")
        return RulesetError(file, line_of(root, loc[:-1]), key, "required key is missing", kind="missing_key")
    if kind == "literal_error":
        allowed = ctx.get("expected", "")
        value = err.get("input")
        choices = [c.strip(" '") for c in str(allowed).replace(" or ", ",").split(",") if c.strip()]
        hint = nearest(str(value)[:100], choices)
        said = {"value": show(str(value) if "[key]" in err["loc"] else value), "choices": str(allowed),
                "nearest": nearest_word(str(value)[:100], choices)}
        if "[key]" in err["loc"]:
            return RulesetError(file, line, key, f"{show(str(value))} is not a compartment{hint}; use one of {allowed}",
                                kind="not_a_compartment", values=said)
        return RulesetError(file, line, key, f"{show(value)} is not allowed{hint}; use one of {allowed}",
                            kind="not_one_of", values=said)
    message = err["msg"]
    value = err.get("input")
    shown = show(value) if isinstance(value, (int, float, str)) and len(show_value(value, 60)) < 40 else ""
    said = {}
    problem_kind = "other"
    if kind == "string_type" and PLAIN_TAG in err["loc"]:  # a text field given neither text nor a mapping
        message = "must be text, or text by language (a mapping like {en: ..., es: ...})"
        problem_kind, said = "wrong_type", {"expected": "text_by_language", "value": shown}
    elif kind in _EXPECTED:
        problem_kind, said = "wrong_type", {"expected": _EXPECTED[kind], "value": shown}
    elif kind in _BOUNDS and _BOUNDS[kind][1] in ctx:
        problem_kind, bound, strict = _BOUNDS[kind]
        said = {"bound": ctx[bound], "value": shown, "strict": strict}
    elif kind == "string_too_long" and isinstance(value, str) and "max_length" in ctx:
        problem_kind, said = "text_too_long", {"length": len(value), "limit": ctx["max_length"]}
    elif kind == "string_pattern_mismatch":
        problem_kind, said = "bad_form", {"pattern": str(ctx.get("pattern", ""))}
    elif kind == "not_a_ruleset_id":
        problem_kind, said = "not_a_ruleset_id", {"name": str(ctx.get("name", ""))}
    elif kind == "min_over_max":
        problem_kind, said = "min_over_max", {"min": ctx.get("min", ""), "max": ctx.get("max", "")}
    if message.startswith("Value error, "):
        message = message[len("Value error, "):]
    if kind.endswith("_type") or (kind not in ("value_error", "string_too_long", "not_a_ruleset_id")
                                  and isinstance(value, (int, float, str)) and len(show_value(value, 60)) < 40):
        message = f"{message} (got {show(value)})"
    elif kind == "string_too_long" and isinstance(value, str):
        message = f"{message} (this one has {len(value):,})"
    return RulesetError(file, line, key, message, kind=problem_kind, values=said)


def line_of(root: yaml.Node | None, loc: tuple[object, ...]) -> int | None:
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


def _model_at(root_model: type[BaseModel], loc: tuple[object, ...]) -> type[BaseModel] | None:
    """The model whose field ``loc`` (a path of keys from ``root_model``) names, or None."""
    model: type[BaseModel] | None = root_model
    keyed = False  # the part after a mapping of models (``options``) is the mapping's key, not a field
    for part in loc:
        if isinstance(part, int) or keyed:
            keyed = False
            continue
        if model is None or not isinstance(part, str) or part not in model.model_fields:
            return None
        annotation = model.model_fields[part].annotation
        keyed = getattr(annotation, "__origin__", None) is dict
        model = _inner_model(annotation)
    return model


def _inner_model(annotation: object) -> type[BaseModel] | None:
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return annotation
    for arg in getattr(annotation, "__args__", ()):
        found = _inner_model(arg)
        if found is not None:
            return found
    return None


def _is_union_tag(part: object) -> bool:
    return isinstance(part, str) and (
        part.startswith(("literal[", "function-after[", "constrained-str"))
        or part in ("list[literal", "str", "int", "bool", PLAIN_TAG, BY_LANGUAGE_TAG)
    )


def nearest(word: str, candidates: Iterable[object]) -> str:
    """`` (did you mean 'WORD'?)`` for the candidate nearest to ``word``, or ``""`` when none is near."""
    match = difflib.get_close_matches(str(word)[:100], [str(c) for c in candidates], n=1, cutoff=0.6)
    return f" (did you mean '{match[0]}'?)" if match else ""


def nearest_word(word: str, candidates: Iterable[object]) -> str:
    """The candidate nearest to ``word`` (as :func:`nearest` suggests it), or ``""``."""
    match = difflib.get_close_matches(str(word)[:100], [str(c) for c in candidates], n=1, cutoff=0.6)
    return match[0] if match else ""


def show(value: object) -> str:
    """A value as an error message quotes it: short, escaped, never the raw text of a file."""
    return show_value(value)


def short(value: object) -> str:
    """A key as an error message names it: cut to 40 characters, control characters escaped."""
    return show_value(str(value)).strip("'")
