"""What is wrong with a ruleset file, in the interface language (the menu's "Details" panel).

The engine says it twice (:class:`popejoan.engine.errors.RulesetError`): in an English sentence with the
most detail (:attr:`~popejoan.engine.errors.RulesetError.problem`), and as data
(:attr:`~popejoan.engine.errors.RulesetError.kind`, one of
:data:`popejoan.engine.errors.RULESET_PROBLEM_KINDS`, with its
:attr:`~popejoan.engine.errors.RulesetError.values`). English reads the sentence; another language reads
the kind in its own words (:data:`popejoan.ui.i18n.STRINGS`, keys ``rs_why_*``); a kind this module does
not know (``"other"``: a rule the others contradict) falls back to the English sentence. ``check-ruleset``
on the command line stays English.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from popejoan.ui.i18n import language, number, t

if TYPE_CHECKING:
    from popejoan.engine.errors import RulesetError

_PLAIN = ("no_such_file", "a_folder", "not_a_regular_file", "unreadable", "folder_unreadable", "not_utf8",
          "yaml_syntax", "yaml_alias", "yaml_tag", "key_not_a_word", "given_twice", "unreadable_value",
          "not_a_mapping", "not_a_ruleset", "missing_key", "missing_english", "not_a_language", "bad_form",
          "min_over_max", "id_not_file_name", "id_taken", "value_twice", "not_a_ruleset_id",
          "not_an_option_value")
"""Kinds said by one string, ``rs_why_<kind>``, formatted with the error's values as they are."""

_NEAR = ("unknown_key", "not_one_of", "not_a_compartment", "no_such_ruleset", "no_such_option")
"""Kinds said by ``rs_why_<kind>_near`` when a nearest word is known, else by ``rs_why_<kind>``."""


def ruleset_problem_words(error: RulesetError) -> str:
    """What is wrong with a ruleset (not its file, line or key), in the interface language.

    Args:
        error: the refused ruleset's error.

    Returns:
        In English, the engine's sentence (:attr:`RulesetError.problem`); in another language, the
        error's kind in that language's words with its values (a nearest key, a bound, the choices),
        or the English sentence for a kind without words here (``"other"``) or values missing.
    """
    if language() == "en":
        return error.problem
    try:
        return _words(error.kind, dict(error.values))
    except (KeyError, ValueError, TypeError):  # a kind or value this version does not know: the engine's words
        return error.problem


def _words(kind: str, values: dict[str, str | int]) -> str:
    """The words for ``kind`` with ``values``; KeyError when there are none."""
    values["kind"] = kind  # never no values: t() then formats, and a missing value raises KeyError
    if kind in _PLAIN:
        return t(f"rs_why_{kind}", **values)
    if kind in _NEAR:
        if kind in ("not_one_of", "not_a_compartment"):  # the engine's "'a', 'b' or 'c'": no English 'or'
            values["choices"] = str(values.get("choices", "")).replace("' or '", "', '")
        if kind == "unknown_key" and not values.get("nearest") and values.get("keys"):
            return t("rs_why_unknown_key_keys", **values)  # no near word: the keys that belong there
        return t(f"rs_why_{kind}_near" if values.get("nearest") else f"rs_why_{kind}", **values)
    if kind == "file_too_big":
        return t("rs_why_file_too_big" if values.get("size") else "rs_why_file_too_big_over", **values)
    if kind == "too_deep":
        return t("rs_why_too_deep", limit=number(int(values["limit"]))) if values.get("limit") \
            else t("rs_why_too_deep_parser", kind=kind)
    if kind in ("too_many_values",):
        return t("rs_why_too_many_values", limit=number(int(values["limit"])))
    if kind in ("text_too_long", "number_too_long"):
        return t(f"rs_why_{kind}", length=number(int(values["length"])), limit=number(int(values["limit"])))
    if kind == "wrong_type":
        return _got(t(f"rs_why_wrong_type_{values['expected']}", kind=kind), values.get("value", ""))
    if kind in ("too_small", "too_big"):
        said = t(f"rs_why_{kind}_strict" if values.get("strict") else f"rs_why_{kind}", bound=values["bound"])
        return _got(said, values.get("value", ""))
    if kind in ("too_few_items", "too_many_items"):
        return t(f"rs_why_{kind}", bound=values["bound"])
    raise KeyError(kind)


def _got(said: str, value: object) -> str:
    """``said`` followed by the value the file gives, when it is short enough to show."""
    return t("rs_why_got", problem=said, value=value) if value else said


def known_kinds() -> tuple[str, ...]:
    """The kinds this module says in words of their own (every kind but ``"other"``)."""
    return (*_PLAIN, *_NEAR, "file_too_big", "too_deep", "too_many_values", "text_too_long", "number_too_long",
            "wrong_type", "too_small", "too_big", "too_few_items", "too_many_items")


__all__ = ["known_kinds", "ruleset_problem_words"]
