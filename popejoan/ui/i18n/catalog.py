"""The gettext plumbing: the compiled catalogs and the translating functions every screen calls.

Holds :data:`LOCALE_DIR`, :func:`translations` (one compiled ``.mo`` per language, cached) and :func:`_`,
:func:`N_`, :func:`ngettext`, :func:`pgettext`, :func:`npgettext`, each in the language in use
(:mod:`.choice`). The keyed strings and :func:`~popejoan.ui.i18n.strings.t` are in :mod:`.strings`; the
game's words (cards, compartments) in :mod:`.vocabulary`.
"""

from __future__ import annotations

import gettext
import struct
from functools import cache

from popejoan import resources
from popejoan.ui.i18n.choice import UI_LANGUAGE, language
from popejoan.ui.i18n.joining import CONTRACTIONS, JoiningText

LOCALE_DIR = resources.PACKAGE_DIR / "locale"
"""Where the catalogs are: ``popejoan/locale/<lang>/LC_MESSAGES/popejoan.po`` and its compiled ``.mo``."""

DOMAIN = "popejoan"
"""The gettext domain: the catalogs' file name."""


class _JoiningTranslations(gettext.GNUTranslations):
    """A compiled catalog whose every message is a :class:`JoiningText` of its language (a language of
    :data:`CONTRACTIONS`; :func:`translations` sets :attr:`code`)."""

    code = "es"

    def gettext(self, message: str) -> str:
        """:meth:`gettext.GNUTranslations.gettext`, as a :class:`JoiningText`."""
        return JoiningText(super().gettext(message), self.code)

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        """:meth:`gettext.GNUTranslations.ngettext`, as a :class:`JoiningText`."""
        return JoiningText(super().ngettext(msgid1, msgid2, n), self.code)

    def pgettext(self, context: str, message: str) -> str:
        """:meth:`gettext.GNUTranslations.pgettext`, as a :class:`JoiningText`."""
        return JoiningText(super().pgettext(context, message), self.code)

    def npgettext(self, context: str, msgid1: str, msgid2: str, n: int) -> str:
        """:meth:`gettext.GNUTranslations.npgettext`, as a :class:`JoiningText`."""
        return JoiningText(super().npgettext(context, msgid1, msgid2, n), self.code)


@cache  # one per interface language: four
def translations(language: str) -> gettext.NullTranslations:
    """The compiled catalog for ``language`` (``"es"``, ``"ja"``, ``"ru"``); English and a missing or
    unreadable ``.mo`` give the identity (every message as written, English). A language with contractions
    (:data:`CONTRACTIONS`, Spanish) gives messages that make them when filled in (:class:`JoiningText`)."""
    if language == UI_LANGUAGE:
        return gettext.NullTranslations()
    path = LOCALE_DIR / language / "LC_MESSAGES" / f"{DOMAIN}.mo"
    catalog = _JoiningTranslations if language in CONTRACTIONS else gettext.GNUTranslations
    try:
        with path.open("rb") as fp:
            loaded = catalog(fp)
    except (OSError, ValueError, UnicodeDecodeError, struct.error):
        return gettext.NullTranslations()
    if isinstance(loaded, _JoiningTranslations):
        loaded.code = language
    return loaded


def _(message: str) -> str:
    """``message`` (English, the catalog's id) in the interface language."""
    return translations(language()).gettext(message)


def N_(message: str) -> str:
    """Mark ``message`` for the catalog without translating it now (module constants: translate where drawn)."""
    return message


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of a message for the count ``n`` in the interface language (Russian has three, Japanese one).

    Args:
        singular: the English singular (``"{n} fish"`` may stand for both: pass it twice).
        plural: the English plural.
        n: the count that picks the form.
    """
    return translations(language()).ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """``message`` in the interface language where the same English needs different words by ``context``."""
    return translations(language()).pgettext(context, message)


def npgettext(context: str, singular: str, plural: str, n: int) -> str:
    """:func:`ngettext` with a context (see :func:`pgettext`)."""
    return translations(language()).npgettext(context, singular, plural, n)
