"""The words of the game's first moments, before its packages are known to be there: in the system's language.

``main.py``'s first step (:mod:`popejoan.bootstrap`: the offer to install, its progress and failure windows)
and :mod:`popejoan.start`'s error box run on a bare Python, before the interface's own translating helpers
(:mod:`popejoan.ui.i18n`, which need Babel) can be imported. This module gives them the same catalogs
(``popejoan/locale/<lang>/LC_MESSAGES/popejoan.mo``) through the standard library's :mod:`gettext`, in the
language the system asks for (:func:`system_language`, which the interface's "Automatic" language follows too).

Holds :data:`LANGUAGE_CODES`, :func:`system_language`, :func:`translation`, :func:`_` and :func:`pgettext`. It
holds no message itself (its callers do), and imports nothing but the standard library and
:mod:`popejoan.resources` (which imports nothing else either).
"""

from __future__ import annotations

import gettext
import locale
import os
from collections.abc import Mapping
from functools import cache

from popejoan import resources

LANGUAGE_CODES: tuple[str, ...] = ("en", "es", "ja", "ru")
"""The interface languages' ISO 639-1 codes, English (the catalogs' source) first; the same as
:data:`popejoan.ui.i18n.LANGUAGES`."""

DOMAIN = "popejoan"
"""The catalogs' gettext domain."""


def system_language(environ: Mapping[str, str] | None = None) -> str:
    """The interface language the system asks for (``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``, ``LANG``,
    then the locale Python reports), as one of :data:`LANGUAGE_CODES`; English when none of them is known.

    Args:
        environ: the environment to read (default ``os.environ``).
    """
    env = os.environ if environ is None else environ
    wanted: list[str] = []
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(name, "")
        if value:
            wanted.extend(value.split(":"))
            if name != "LANGUAGE":
                break
    if not wanted and environ is None:
        try:
            wanted.append(locale.getlocale()[0] or "")
        except (ValueError, TypeError):
            pass
    for tag in wanted:
        code = tag.replace("-", "_").split("_")[0].split(".")[0].lower()
        if code in LANGUAGE_CODES:
            return code
    return LANGUAGE_CODES[0]


@cache  # one per language: four at most
def translation(language: str) -> gettext.NullTranslations:
    """The compiled catalog of ``language`` (a code of :data:`LANGUAGE_CODES`) read by the standard library;
    English, an unknown code and a missing or unreadable ``.mo`` give the identity (every message in English)."""
    if language == LANGUAGE_CODES[0] or language not in LANGUAGE_CODES:
        return gettext.NullTranslations()
    return gettext.translation(DOMAIN, localedir=str(resources.PACKAGE_DIR / "locale"), languages=[language],
                               fallback=True)


def _(message: str) -> str:
    """``message`` (English, the catalog's id) in the system's language (:func:`system_language`)."""
    return translation(system_language()).gettext(message)


def pgettext(context: str, message: str) -> str:
    """``message`` in the system's language, as the catalog translates it in ``context`` (a short word saying
    where it is shown: ``"first start"``)."""
    return translation(system_language()).pgettext(context, message)
