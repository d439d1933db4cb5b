"""A language's contractions (Spanish "de el" → "del"), made where a translated message meets a value.

Holds :data:`CONTRACTIONS`, :func:`contract` and :class:`JoiningText` (a translated template that makes them
when it is filled in). It loads no catalog (:mod:`.catalog` wraps its messages in :class:`JoiningText`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from functools import cache, lru_cache
from typing import Protocol

from popejoan.ui.i18n.choice import language

CONTRACTIONS: dict[str, tuple[tuple[str, str, str], ...]] = {
    "es": (("de", "el", "del"), ("a", "el", "al")),
}
"""By language: a preposition, the article after it, and the one word the language always writes for the two
(Spanish: de + el = del, a + el = al). Only the lower-case article joins, so a name beginning "El" (El Greco) is
left alone; a preposition with a capital joins into a capital (De el → Del)."""


@cache  # one per language
def _contraction_patterns(code: str) -> tuple[tuple[re.Pattern[str], Callable[[re.Match[str]], str]], ...]:
    """The language's :data:`CONTRACTIONS` as (pattern, replacement) pairs for :func:`contract`."""
    out = []
    for preposition, article, joined in CONTRACTIONS.get(code, ()):
        pattern = re.compile(rf"\b({preposition[0].upper()}|{preposition[0]}){re.escape(preposition[1:])} "
                             rf"{re.escape(article)}\b")
        out.append((pattern, lambda m, joined=joined: m.group(1) + joined[1:]))
    return tuple(out)


def contract(text: str, code: str | None = None) -> str:
    """``text`` with a language's contractions made everywhere in it (:data:`CONTRACTIONS`): "se llevó 5 fichas
    de el Juego" → "se llevó 5 fichas del Juego", "2 fichas a el As" → "2 fichas al As"; unchanged in a language
    with none (English, Japanese, Russian).

    A translated message makes them itself when it is filled in, and only where its own words meet a value
    (:class:`JoiningText`): a caller formatting a translated message need not call this.

    Args:
        text: the finished sentence.
        code: the language (default: the interface language).
    """
    for pattern, joined in _contraction_patterns(language() if code is None else code):
        text = pattern.sub(joined, text)
    return text


@lru_cache(maxsize=4096)  # every message of a catalog at most, and each is short
def _seams(template: str, code: str) -> tuple[tuple[int, int, str, str, str], ...]:
    """Where, in a message, a preposition of :data:`CONTRACTIONS` stands just before a value: ``(start, end, field,
    article, joined)`` for each ``"de {label}"`` (``start:end`` spans the preposition and the field; ``joined``
    keeps the preposition's capital)."""
    out = []
    for preposition, article, joined in CONTRACTIONS.get(code, ()):
        pattern = re.compile(rf"\b({preposition[0].upper()}|{preposition[0]}){re.escape(preposition[1:])} "
                             r"\{(\w+)\}")
        for m in pattern.finditer(template):
            out.append((m.start(), m.end(), m.group(2), article, m.group(1) + joined[1:]))
    return tuple(sorted(out))


class _Lookup(Protocol):
    """What :meth:`str.format_map` looks values up in (a mapping, or anything with ``__getitem__``)."""

    def __getitem__(self, key: str, /) -> object:
        """The value named ``key``."""
        ...


class JoiningText(str):
    """A translated message (a template) in a language with contractions (:data:`CONTRACTIONS`), which makes them
    when it is filled in, where its own preposition meets a value that begins with the article:
    ``JoiningText("{who} se lleva la mitad de {label}", "es").format(who="Ann", label="el Matrimonio")`` is
    "Ann se lleva la mitad del Matrimonio". The one place the contractions are made: a compartment's or a card's
    article (:func:`the_compartment`, :func:`the_card_label`) meets the preposition only when a sentence is filled
    in. A value's own words (a player's or a session's name, a file name) are never changed. Anything else a
    ``str`` does, it does as a ``str`` (and gives a plain ``str``).

    Args:
        text: the message.
        code: the language whose contractions it makes (a key of :data:`CONTRACTIONS`).
    """

    code: str

    def __new__(cls, text: str, code: str) -> JoiningText:
        made = super().__new__(cls, text)
        made.code = code
        return made

    def __reduce__(self) -> tuple[type[JoiningText], tuple[str, str]]:  # a copy or a pickle keeps its language
        return JoiningText, (str(self), self.code)

    def format(self, /, *args: object, **kwargs: object) -> str:
        """The message filled in (:meth:`str.format`), with the contractions made where it joins a value."""
        return self.format_map(kwargs) if not args else str.format(self, *args, **kwargs)

    def format_map(self, mapping: _Lookup, /) -> str:
        """The message filled in from ``mapping`` (:meth:`str.format_map`), with the contractions made where
        its preposition meets a value that begins with the article ("de {label}", "el Juego" → "del Juego"); a
        lookup that is not a mapping fills it in as :meth:`str.format_map` does."""
        if not isinstance(mapping, Mapping):
            return str.format_map(self, mapping)
        template = str(self)
        joined_values: dict[str, object] | None = None  # a copy of ``mapping``, once a value is joined
        for start, end, field, article, joined in reversed(_seams(template, self.code)):
            value = mapping.get(field)
            if isinstance(value, str) and value.startswith(article + " "):
                if joined_values is None:
                    joined_values = dict(mapping)
                key = f"_{field}_{start}_joined"
                joined_values[key] = value[len(article) + 1:]
                template = f"{template[:start]}{joined} {{{key}}}{template[end:]}"
        return template.format_map(joined_values if joined_values is not None else mapping)
