"""The words a ruleset shows to players, and the languages it gives them in.

Every prose field of a ruleset (its ``summary`` and ``interpretations``, the
source's ``title``, each option's ``title`` and ``description``, each option
value's ``label`` and ``description``) is either plain text, which is English,
or a mapping of language codes to text::

    summary:
      - en: Every player, the dealer included, dresses the board with 15 chips.
        es: Todos los jugadores, también el que da, visten el tablero con 15 fichas.

A mapping must give the English (``en``): it is what a player whose language
the ruleset lacks reads, and what the engine itself reads. The other keys are
the interface's languages, :data:`TEXT_LANGUAGES`; an unknown code, a value
that is not text, or text with no visible character is refused with the file,
the line and the key (``summary[0].es``), like any other mistake in a ruleset.

A validated field holds a :class:`Text`: a ``str`` whose value is the English,
so code that reads ``ruleset.summary`` as English keeps working, carrying its
other languages beside it. :func:`text_in` gives a field's text in one
language, falling back to English. No pygame here: the interface asks with its
own language (``popejoan.ui.i18n.language()``). Which fields of a whole ruleset lack a language is
:mod:`popejoan.engine.ruleset.translations` (this module knows no :class:`Ruleset`: the ruleset package imports it).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING, Annotated, Any, Optional, TypeAlias

from pydantic import AfterValidator, BaseModel, ConfigDict, Discriminator, Field, PlainSerializer, Tag, create_model

TEXT_LANGUAGES: tuple[str, ...] = ("en", "es", "ja", "ru")
"""The languages a ruleset's text may be given in: the interface's languages (issue 12), English first."""

PLAIN_TAG = "plain-text"
BY_LANGUAGE_TAG = "text-by-language"
"""How validation errors tag the two shapes of a text field (never a key a ruleset can use: they hold ``-``)."""

# --- text a player will read -------------------------------------------------------

_VISIBLE = frozenset(("Lu", "Ll", "Lt", "Lm", "Lo", "Nd", "Nl", "No", "Pc", "Pd", "Ps", "Pe", "Pi", "Pf", "Po",
                      "Sm", "Sc", "Sk", "So", "Mc", "Co"))
"""Unicode categories of characters that leave a mark when drawn (letters, digits, punctuation, symbols)."""
_FORBIDDEN = frozenset(("Cc", "Cs", "Zl", "Zp"))
"""Control characters, lone surrogates and line/paragraph separators: never in a ruleset's text."""


def _shown_text(value: str) -> str:
    """Check text the game draws: some visible character, no control characters.

    Text made only of spaces, zero-width characters (U+200B) or combining
    marks would draw as nothing (and pygame refuses to render it), so it is
    refused, as are control characters (a NUL cannot be drawn at all).
    """
    if not value.isprintable():  # the quick test passes nearly all text; look closer only when it fails
        bad = next((ch for ch in value if unicodedata.category(ch) in _FORBIDDEN), None)
        if bad is not None:
            raise ValueError(f"holds a control character (U+{ord(bad):04X}); write plain text on one line")
        bad = next((ch for ch in value if unicodedata.category(ch) == "Cn"), None)
        if bad is not None:
            raise ValueError(f"holds U+{ord(bad):04X}, which is not a character Unicode assigns; write plain text")
    if not any(unicodedata.category(ch) in _VISIBLE for ch in value):  # stops at the first visible character
        raise ValueError("has no visible character (only spaces, zero-width characters or accents); "
                         "write a word a player can read")
    return value


def _shown_or_empty(value: str) -> str:
    """Optional text: empty, or text :func:`_shown_text` accepts."""
    return _shown_text(value) if value else value


def _paragraph(value: str) -> str:
    """Longer text: runs of white space (line breaks from a folded YAML block too) read as one space."""
    return _shown_text(" ".join(value.split()))


ShortText = Annotated[str, Field(min_length=1, max_length=60), AfterValidator(_shown_text)]
"""A name: 1 to 60 characters, drawn on one line."""
Label = Annotated[str, Field(min_length=1, max_length=24), AfterValidator(_shown_text)]
"""A compartment's name on the board's rim: 1 to 24 characters."""
Paragraph = Annotated[str, Field(min_length=1, max_length=1000), AfterValidator(_paragraph)]
"""A sentence or a paragraph: up to 1,000 characters."""
Reference = Annotated[str, Field(min_length=1, max_length=200), AfterValidator(_shown_text)]
"""A source reference (a file or a section name): up to 200 characters."""
OptionText = Annotated[str, Field(min_length=1, max_length=40), AfterValidator(_shown_text)]
"""An option value that is text (``graded``): up to 40 characters."""
OptionalReference = Annotated[str, Field(max_length=200), AfterValidator(_shown_or_empty)]
OptionalName = Annotated[str, Field(max_length=60), AfterValidator(_shown_or_empty)]
OptionalParagraph = Annotated[str, Field(max_length=1000), AfterValidator(lambda v: _paragraph(v) if v else v)]
"""An optional sentence or paragraph (a variant value's description): up to 1,000 characters."""


class StrictModel(BaseModel):
    """The base of every part of a ruleset: unknown keys refused, frozen, no type coercion."""

    model_config = ConfigDict(extra="forbid", frozen=True, strict=True)


# --- text in several languages -----------------------------------------------------


class Text(str):
    """A ruleset's text: the ``str`` itself is the English; :attr:`languages` holds the others.

    Compares, hashes and prints as its English, so code that only knows English
    reads it unchanged. Immutable, like the ruleset that holds it.

    Args:
        english: the English text.
        languages: language code (:data:`TEXT_LANGUAGES`, not ``en``) → text.
    """

    _languages: Mapping[str, str]

    def __new__(cls, english: str, languages: Mapping[str, str] | None = None) -> Text:
        made = super().__new__(cls, english)
        made._languages = MappingProxyType({k: v for k, v in (languages or {}).items() if k != "en"})
        return made

    @property
    def languages(self) -> Mapping[str, str]:
        """Language code → text, for every language but English (read-only)."""
        return self._languages

    def in_language(self, language: str) -> str:
        """The text in ``language`` (a code such as ``"es"``), or the English when it is not given."""
        if language == "en":
            return str(self)
        return self._languages.get(language) or str(self)

    def as_data(self) -> str | dict[str, str]:
        """The text as a ruleset file gives it: plain English, or ``{"en": ..., "es": ...}``."""
        if not self._languages:
            return str(self)
        return {"en": str(self), **dict(self._languages)}

    def __reduce__(self) -> tuple[type[Text], tuple[str, dict[str, str]]]:
        return (Text, (str(self), dict(self._languages)))

    def __repr__(self) -> str:
        return f"Text({str(self)!r}, {dict(self._languages)!r})" if self._languages else f"Text({str(self)!r})"


def text_in(value: str, language: str) -> str:
    """A ruleset field's text in ``language``, with English as the fallback.

    Args:
        value: a prose field of a ruleset (a :class:`Text`, or plain text, which is English).
        language: a language code (``"en"``, ``"es"``, ``"ja"``, ``"ru"``); any other code gives the English.

    Returns:
        The field's text in that language when the ruleset gives it, otherwise its English.
    """
    if isinstance(value, Text):
        return value.in_language(language)
    return str(value)


def text_language(value: str, language: str) -> str:
    """The language of the text :func:`text_in` gives for ``language``: ``language`` itself, or ``"en"`` (the fallback).

    The interface needs it to draw the text (Japanese breaks lines between characters, other languages at spaces).

    Args:
        value: a prose field of a ruleset (a :class:`Text`, or plain English text).
        language: a language code.
    """
    if language != "en" and isinstance(value, Text) and value.languages.get(language):
        return language
    return "en"


def _by_language_model(name: str, base: object) -> type[BaseModel]:
    """The mapping shape of a text field: ``en`` required, every other language optional."""
    fields: dict[str, Any] = {"en": (base, ...)}  # create_model's field definitions, passed through
    for code in TEXT_LANGUAGES[1:]:
        fields[code] = (Optional[base], None)  # noqa: UP045 - a type form in a variable: mypy checks no "|" on it
    return create_model(name, __config__=ConfigDict(extra="forbid", frozen=True, strict=True), **fields)


def _to_text(value: object) -> Text:
    if isinstance(value, BaseModel):
        data = value.model_dump()
        english = data.pop("en")
        return Text(english, {code: text for code, text in data.items() if text is not None})
    if isinstance(value, Text):
        return value
    return Text(str(value))


def _as_data(value: object) -> object:
    return value.as_data() if isinstance(value, Text) else value


def _shape(value: object) -> str:
    return BY_LANGUAGE_TAG if isinstance(value, (dict, BaseModel)) else PLAIN_TAG


def _localized(name: str, plain: object, each: object) -> object:
    """A text field that is ``plain`` English or a mapping by language of ``each``, validated as a :class:`Text`.

    In a mapping every text given must be non-empty (``each``), English included, even where plain text may be empty.
    """
    model = _by_language_model(name, each)
    BY_LANGUAGE_MODELS.append(model)
    return Annotated[
        Annotated[plain, Tag(PLAIN_TAG)] | Annotated[model, Tag(BY_LANGUAGE_TAG)],
        Discriminator(_shape),
        AfterValidator(_to_text),
        PlainSerializer(_as_data),
    ]


BY_LANGUAGE_MODELS: list[type[BaseModel]] = []
"""The mapping shapes of text fields (error messages name their keys as languages)."""

if TYPE_CHECKING:  # what a field of these types holds: a Text once validated, or an optional one's default ""
    LocalName: TypeAlias = Text
    LocalParagraph: TypeAlias = Text
    LocalOptionalName: TypeAlias = str
    LocalOptionalParagraph: TypeAlias = str
    LocalOptionalReference: TypeAlias = str
else:
    LocalName = _localized("NameByLanguage", ShortText, ShortText)
    """A name (the ruleset's ``name.english``, an option's title) in one or more languages: 1 to 60 characters
    each."""
    LocalParagraph = _localized("ParagraphByLanguage", Paragraph, Paragraph)
    """A sentence or paragraph (summary, interpretation, option description) by language: up to 1,000 characters
    each."""
    LocalOptionalName = _localized("OptionalNameByLanguage", OptionalName, ShortText)
    """An optional name (an option value's label) by language; a mapping needs a non-empty English."""
    LocalOptionalParagraph = _localized("OptionalParagraphByLanguage", OptionalParagraph, Paragraph)
    """An optional paragraph (an option value's description) by language."""
    LocalOptionalReference = _localized("OptionalReferenceByLanguage", OptionalReference, Reference)
    """An optional citation (the source's title) by language: up to 200 characters each."""


def is_by_language(model: object) -> bool:
    """Whether ``model`` is the mapping shape of a text field (its keys are language codes)."""
    return model in BY_LANGUAGE_MODELS
