"""Which languages a ruleset's text is given in: its prose fields, and the report ``check-ruleset`` prints.

Holds :func:`prose_fields` and :func:`translation_report`. Not the text type itself nor the text fields' shapes
(:mod:`popejoan.engine.ruleset_text`), nor choosing a language to show (the front end's).
"""

from __future__ import annotations

from popejoan.engine.ruleset.model import Ruleset
from popejoan.engine.ruleset_text import TEXT_LANGUAGES, Text


def prose_fields(rules: Ruleset) -> list[tuple[str, str]]:
    """Every prose field of a ruleset that holds text, as (key as an error message names it, text).

    Args:
        rules: a :class:`~popejoan.engine.ruleset.Ruleset`.

    Returns:
        The name as other readers know it, the source's title, each summary paragraph and interpretation,
        and each option's
        title, description and values' labels and descriptions, in file order.
    """
    out: list[tuple[str, str]] = [("name.english", rules.name.english)]
    out += [("source.title", rules.source.title)] if rules.source.title else []
    out += [(f"summary[{i}]", text) for i, text in enumerate(rules.summary)]
    out += [(f"interpretations[{i}]", text) for i, text in enumerate(rules.interpretations)]
    for name, option in rules.options.items():
        out += [(f"options.{name}.{key}", getattr(option, key)) for key in ("title", "description")
                if getattr(option, key)]
        for index, choice in enumerate(option.values):
            out += [(f"options.{name}.values[{index}].{key}", getattr(choice, key)) for key in ("label", "description")
                    if getattr(choice, key)]
    return out


def translation_report(rules: Ruleset) -> str:
    """The languages a ruleset's text is given in, for ``check-ruleset``: which fields fall back to English.

    Args:
        rules: a :class:`~popejoan.engine.ruleset.Ruleset`.

    Returns:
        ``"text in en"``, or ``"text in en, ja"``, with for each other language the fields
        that lack it (players of that language read those in English):
        ``"text in en, es (es missing in summary[2], interpretations[0])"``.
    """
    fields = prose_fields(rules)
    given = [code for code in TEXT_LANGUAGES[1:]
             if any(isinstance(text, Text) and text.languages.get(code) for _, text in fields)]
    report = "text in " + ", ".join(["en", *given])
    gaps = []
    for code in given:
        missing = [key for key, text in fields if not (isinstance(text, Text) and text.languages.get(code))]
        if missing:
            shown = ", ".join(missing[:5]) + (f" and {len(missing) - 5} more" if len(missing) > 5 else "")
            gaps.append(f"{code} missing in {shown}")
    return report + (f" ({'; '.join(gaps)})" if gaps else "")
