"""A ruleset's words in the interface language: its title, its texts, its variants' headings and values.

Holds :func:`ruleset_text`, :func:`option_title` and :func:`option_value_label` (with
the shipped variants' keys and values in the catalog). The compartments' names are in :mod:`.vocabulary`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from popejoan.ui.i18n.catalog import pgettext
from popejoan.ui.i18n.choice import language
from popejoan.ui.i18n.formats import number
from popejoan.ui.i18n.strings import t

if TYPE_CHECKING:
    from popejoan.engine.ruleset import Option

OPTION_TITLES: dict[str, Callable[[], str]] = {
    # TRANSLATORS: a variant's name, a short heading on the menu
    "players_contribute": lambda: pgettext("variant", "Players contribute"),
    "equal_hands": lambda: pgettext("variant", "Equal hands"),
    "split_pairs": lambda: pgettext("variant", "Split pairs"),
    "pope_as_stop": lambda: pgettext("variant", "Pope as stop"),
    "pope_turned_ends_deal": lambda: pgettext("variant", "Pope turned ends deal"),
    "change_suit_after_stop": lambda: pgettext("variant", "Change suit after stop"),
    "pope_holder_pays_double": lambda: pgettext("variant", "Pope holder pays double"),
    "pope_stake": lambda: pgettext("variant", "Pope stake"),
    "dressing": lambda: pgettext("variant", "Dressing"),
    "pope_turned": lambda: pgettext("variant", "Pope turned"),
}
"""The shipped rulesets' variant keys as headings, translated when called (context ``"variant"``)."""

OPTION_VALUES: dict[str, Callable[[], str]] = {
    # TRANSLATORS: a variant's value (the Russian ruleset's dressing and turned Pope), short
    "graded": lambda: pgettext("variant value", "Graded"),
    "equal": lambda: pgettext("variant value", "Equal"),
    "pope_and_game": lambda: pgettext("variant value", "Pope and game"),
    "pope_only": lambda: pgettext("variant value", "Pope only"),
    "whole_board": lambda: pgettext("variant value", "Whole board"),
}
"""The shipped rulesets' variant values that have no label of their own, translated when called
(context ``"variant value"``)."""


def ruleset_text(value: str) -> tuple[str, str]:
    """A ruleset's text field (summary, interpretation, variant name or description) in the interface language.

    Args:
        value: the field as the ruleset holds it (:class:`popejoan.engine.ruleset_text.Text`, or plain English).

    Returns:
        ``(text, its language code)``: the ruleset's text in :func:`language` when it gives it, else its English
        and ``"en"`` (the code tells the renderer how to break lines).
    """
    from popejoan.engine.ruleset_text import text_in, text_language

    code = language()
    return text_in(value, code), text_language(value, code)


def option_title(name: str, option: Option | None = None) -> str:
    """A variant's heading in the interface language: the ruleset's own ``title`` when it gives one in that
    language (:func:`ruleset_text`), else a shipped variant key's words from the catalog (``"pope_as_stop"`` →
    ``"Pope as stop"``, ``"El Papa como parada"``...), else the ruleset's English title, else the key in words
    (a player's own ruleset: its author's words)."""
    title = option.title if option is not None else None
    if title:
        text, code = ruleset_text(title)
        if code == language():
            return text
    if name in OPTION_TITLES:
        return OPTION_TITLES[name]()
    if title:
        return ruleset_text(title)[0]
    words = name.replace("-", "_").split("_")
    return " ".join(words).capitalize()


def option_value_label(value: object, label: str = "") -> str:
    """How a variant's value is shown: its label in the interface language when the ruleset gives it there,
    On / Off for booleans, a number the language's way, a shipped value's words from the catalog, else the
    ruleset's (English) label, else the value in its author's words."""
    if label:
        text, code = ruleset_text(label)
        if code == language() or str(value) not in OPTION_VALUES:
            return text
    if isinstance(value, bool):
        return t("on") if value else t("off")
    if isinstance(value, (int, float)):
        return number(value)
    if str(value) in OPTION_VALUES:
        return OPTION_VALUES[str(value)]()
    text = str(value).replace("_", " ")
    return text[:1].upper() + text[1:]
