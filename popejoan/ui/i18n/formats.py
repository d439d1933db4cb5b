"""Numbers, dates and lists written the interface language's way (Babel).

Holds :func:`babel_locale`, :func:`number`, :func:`when` and :func:`listed`. Words are not here (the
catalog's :mod:`.catalog`, the keyed :mod:`.strings`).
"""

from __future__ import annotations

from datetime import datetime

from popejoan.ui.i18n.choice import language


def babel_locale(code: str | None = None) -> str:
    """The Babel locale for an interface language (``"ru"`` → ``"ru_RU"``), for numbers and dates."""
    return {"en": "en_GB", "es": "es_ES", "ja": "ja_JP", "ru": "ru_RU"}.get(code or language(), "en_GB")


def number(value: int | float) -> str:
    """A number written the interface language's way (``12 345`` in Russian, ``12.345`` in Spanish)."""
    if isinstance(value, int) and -1000 < value < 1000:
        return str(value)  # what Babel writes for all four languages, without its cost (the story's every line)
    from babel.numbers import format_decimal

    return format_decimal(value, locale=babel_locale())


def when(moment: datetime, *, with_time: bool = True) -> str:
    """A date (and time) written the interface language's way: ``30 Nov 2026, 18:20``, ``30 нояб. 2026 г., 18:20``.

    Args:
        moment: a local date and time.
        with_time: add the hour and minute.
    """
    from babel.dates import format_date, format_datetime

    if with_time:
        return format_datetime(moment, format="medium", locale=babel_locale()).rsplit(":", 1)[0]
    return format_date(moment, format="medium", locale=babel_locale())


def listed(items: list[str], style: str = "and") -> str:
    """Words joined the interface language's way: ``"a, b and c"``, ``"a, b o c"``, ``"a、b、c"``.

    Args:
        items: the words, already in the interface language.
        style: ``"and"`` or ``"or"``.
    """
    if len(items) <= 1:
        return "".join(items)
    from babel.lists import format_list

    return format_list(list(items), style="or" if style == "or" else "standard", locale=babel_locale())
