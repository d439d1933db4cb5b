"""The game's vocabulary in the interface language: compartments, cards, suits, computer levels and names.

Holds the compartments' names and labels (with the article a sentence needs: :func:`the_compartment_label`),
the cards' and suits' names (:func:`card_name`, :func:`the_card`, :func:`suit_name`), the computer players'
levels and names, a session's undo note and :func:`all_ui_strings` (for the font-coverage test). A ruleset's
own texts and variants are in :mod:`.rulesets`; the gettext plumbing in :mod:`.catalog`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from popejoan.ui.i18n.catalog import N_, _, pgettext, translations
from popejoan.ui.i18n.choice import language
from popejoan.ui.i18n.strings import STRINGS, t

if TYPE_CHECKING:
    from popejoan.engine.ruleset import Ruleset

COMPARTMENT_ENGLISH = {
    "ace": "Ace", "king": "King", "queen": "Queen", "jack": "Jack",
    "pope": "Pope", "matrimony": "Matrimony", "intrigue": "Intrigue", "game": "Game",
}
"""The compartments' English names."""


def level_name(level: str) -> str:
    """A computer level (``"easy"``, ``"normal"`` ...) as shown to players, in the interface language
    (an unknown level: its code, capitalised)."""
    key = f"level_{level.lower()}"
    return t(key) if key in STRINGS["en"] else level.capitalize()


def undos_note(meta: object) -> str:
    """How often plays were taken back in a session (its notes, ``Session.meta``), or "" when never:
    ``"leads taken back 3 times"``."""
    undos = meta.get("undos") if isinstance(meta, dict) else None
    n = len(undos) if isinstance(undos, list) else 0
    if n <= 0:
        return ""
    return t("undos", n=n)


COMPARTMENT_NAMES: dict[str, Callable[[], str]] = {
    # TRANSLATORS: the compartments' names, as your language's sources call them (the glossary)
    "ace": lambda: pgettext("compartment", "Ace"),
    "king": lambda: pgettext("compartment", "King"),
    "queen": lambda: pgettext("compartment", "Queen"),
    "jack": lambda: pgettext("compartment", "Jack"),
    "pope": lambda: pgettext("compartment", "Pope"),
    "matrimony": lambda: pgettext("compartment", "Matrimony"),
    "intrigue": lambda: pgettext("compartment", "Intrigue"),
    "game": lambda: pgettext("compartment", "Game"),
}
"""The compartments' names in the interface language, translated when called (context ``"compartment"``)."""


def compartment_name(compartment: str) -> str:
    """A compartment's name in the interface language (``"intrigue"`` → ``"Intrigue"``, ``"Intriga"``,
    ``"浮気"``, ``"Интрига"``); an unknown compartment: its key, capitalised."""
    name = COMPARTMENT_NAMES.get(compartment)
    return name() if name is not None else compartment.capitalize()


_source_words = False


def set_source_words(on: bool) -> None:
    """Keep each board in its source's own words (``on``), or have the boards and every text speak the interface
    language (off, the default): the player's ``source_words`` setting, put in force by the app."""
    global _source_words
    _source_words = bool(on)


def source_words() -> bool:
    """Whether each board keeps its source's own words (:func:`set_source_words`)."""
    return _source_words


def compartment_label(ruleset: Ruleset, compartment: str) -> str:
    """A compartment's label as the board letters it: by default in the interface language (its name there,
    :func:`compartment_name`, or the ruleset's own label when the ruleset is written in the interface language:
    the Cacumen magazine's "Pope Joan" in Spanish); the ruleset's own label (its ``labels``) when the player keeps
    each board in its source's words (:func:`set_source_words`)."""
    if _source_words or ruleset.language == language():
        own = next((label for key, label in ruleset.labels.items() if key == compartment), None)
        return own if own is not None else COMPARTMENT_ENGLISH.get(compartment, compartment.capitalize())
    return compartment_name(compartment)


def board_labels(ruleset: Ruleset) -> tuple[dict[str, str], str]:
    """A ruleset's board lettering as the player chose it: each compartment's label (:func:`compartment_label`)
    and the language the labels are in (for the lettering's font): the ruleset's own when the board keeps its
    source's words or speaks the interface language anyway, else the interface language.

    Returns:
        ``(compartment → label, language code)``.
    """
    labels: dict[str, str] = {name: compartment_label(ruleset, name) for name in ruleset.board_order}
    return labels, (ruleset.language if _source_words else language())


def compartment_word(ruleset: Ruleset, compartment: str) -> str:
    """A compartment's short name in a list in the interface language (what is carried to the next deal, what
    each player took at the share-out: ``"Ace 1, King 1"``): the ruleset's own label when the ruleset is
    written in the interface language (Cacumen's "Pope Joan" in Spanish), else the compartment's name in the
    interface language (Parlett's "Ace" is «As» in Spanish, the japanese ruleset's 「浮気」 "Intrigue" in
    English), never bracketed with the other, so that the list fits where the label alone did.

    Args:
        ruleset: the ruleset whose labels are used.
        compartment: the compartment's key (``"ace"``).

    Returns:
        One word or short name, no article (``"As"``, ``"Pope Joan"``, ``"Intrigue"``).
    """
    if ruleset.language == language():
        return compartment_label(ruleset, compartment)
    return compartment_name(compartment)


def compartment_label_en(ruleset: Ruleset, compartment: str) -> str:
    """A compartment's label for a sentence in the interface language: the ruleset's own label, with the
    compartment's name in the interface language in brackets when the ruleset's language is not the
    interface language (English interface: ``"浮気 (Intrigue)"``, ``"As (Ace)"``; Japanese interface:
    ``"Intrigue（浮気）"``; a Spanish ruleset in Spanish: ``"Intriga"``)."""
    label = compartment_label(ruleset, compartment)
    name = compartment_name(compartment)
    if ruleset.language != language() and label.lower() != name.lower():
        # TRANSLATORS: a compartment's label as the ruleset writes it, with its name in your language in brackets
        return pgettext("compartment label", "{label} ({name})").format(label=label, name=name)
    return label


THE_COMPARTMENTS: dict[str, Callable[[], str]] = {
    # TRANSLATORS: {label} is a compartment's label inside a sentence ("Ann takes {label}", "half of {label}", "into
    # {label}"): the definite article your language puts before this compartment's name (Spanish: el {label}, for
    # el As; la {label}, for la Papisa), or the label alone. Spanish "de el", "a el" become "del", "al" by themselves
    "ace": lambda: pgettext("compartment in a sentence, Ace", "{label}"),
    "king": lambda: pgettext("compartment in a sentence, King", "{label}"),
    "queen": lambda: pgettext("compartment in a sentence, Queen", "{label}"),
    "jack": lambda: pgettext("compartment in a sentence, Jack", "{label}"),
    "pope": lambda: pgettext("compartment in a sentence, Pope", "{label}"),
    "matrimony": lambda: pgettext("compartment in a sentence, Matrimony", "{label}"),
    "intrigue": lambda: pgettext("compartment in a sentence, Intrigue", "{label}"),
    "game": lambda: pgettext("compartment in a sentence, Game", "{label}"),
}
"""Each compartment's label with the definite article, by compartment, translated when called (each compartment
its own context, so the article can agree with its name: "la Papisa", "el Juego")."""


def _the_foreign_compartment() -> str:
    # TRANSLATORS: {label} is a compartment's label inside a sentence when the ruleset names it with a word of another
    # language, that neither is nor holds the compartment's name in your language (the Spanish Cacumen magazine's
    # "Pope Joan", "Game"): the article your language gives such a foreign name (Spanish: el {label}, as the
    # magazine writes "del Pope Joan", "el sector game"), or the label alone
    return pgettext("compartment in a sentence, foreign label", "{label}")


def the_compartment(label: str, compartment: str) -> str:
    """A compartment's ``label`` (as :func:`compartment_label_en` or the table's captions write it) with the
    definite article, for inside a sentence: "Pope", "la Papisa", "el Juego", "la Papisa (Pope)", "Папесса".

    The article agrees with the compartment's name in the interface language when the label is that name, holds it
    ("Papisa (Pope)") or is a card's letter (a Spanish sentence about the Cacumen ruleset's "K" says "el K", as
    "el Rey"). A label in another language that does neither takes the article the interface language gives a
    foreign name: the Cacumen magazine's "Pope Joan" is "el Pope Joan" in Spanish, as the magazine itself writes
    ("la carta del Pope Joan"; docs/rules.md, cacumen), not "la Pope Joan". An unknown compartment's label stands
    alone. The sentence it is put into joins "de el" into "del" by itself (:class:`JoiningText`).

    Args:
        label: the label as it stands in the sentence.
        compartment: the compartment's key (``"pope"``).
    """
    form = THE_COMPARTMENTS.get(compartment)
    if form is None:
        return label
    if len(label) > 2 and compartment_name(compartment).lower() not in label.lower():
        form = _the_foreign_compartment
    return form().format(label=label)


def the_compartment_label(ruleset: Ruleset, compartment: str) -> str:
    """A ruleset's compartment as a sentence in the interface language names it: its label
    (:func:`compartment_label_en`) with the article (:func:`the_compartment`): "Pope", "la Papisa",
    "la Papisa (Pope)", "Pope（教皇）". The one way the story, the captions, the share-out and the rules in words
    put a compartment inside a sentence.

    Args:
        ruleset: the ruleset whose labels are used.
        compartment: the compartment's key (``"pope"``).
    """
    return the_compartment(compartment_label_en(ruleset, compartment), compartment)


SUIT_NAMES: tuple[Callable[[], str], ...] = (
    # TRANSLATORS: a suit's name inside a sentence ("{suit} are trumps", "holds only {suit}")
    lambda: pgettext("suit", "clubs"), lambda: pgettext("suit", "diamonds"),
    lambda: pgettext("suit", "hearts"), lambda: pgettext("suit", "spades"),
)
"""The suits' names as written inside a sentence (0..3 = clubs, diamonds, hearts, spades), translated when called."""

SUIT_NAMES_CAPITAL: tuple[Callable[[], str], ...] = (
    # TRANSLATORS: a suit's name at the head of a sentence or as a heading
    lambda: pgettext("suit", "Clubs"), lambda: pgettext("suit", "Diamonds"),
    lambda: pgettext("suit", "Hearts"), lambda: pgettext("suit", "Spades"),
)
"""The suits' names at the head of a sentence or as a heading."""


_CARD_NAMES = (
    N_("Ace of clubs"), N_("Two of clubs"), N_("Three of clubs"),
    N_("Four of clubs"), N_("Five of clubs"), N_("Six of clubs"),
    N_("Seven of clubs"), N_("Eight of clubs"), N_("Nine of clubs"),
    N_("Ten of clubs"), N_("Jack of clubs"), N_("Queen of clubs"),
    N_("King of clubs"),
    N_("Ace of diamonds"), N_("Two of diamonds"), N_("Three of diamonds"),
    N_("Four of diamonds"), N_("Five of diamonds"), N_("Six of diamonds"),
    N_("Seven of diamonds"), N_("Eight of diamonds"), N_("Nine of diamonds"),
    N_("Ten of diamonds"), N_("Jack of diamonds"), N_("Queen of diamonds"),
    N_("King of diamonds"),
    N_("Ace of hearts"), N_("Two of hearts"), N_("Three of hearts"),
    N_("Four of hearts"), N_("Five of hearts"), N_("Six of hearts"),
    N_("Seven of hearts"), N_("Eight of hearts"), N_("Nine of hearts"),
    N_("Ten of hearts"), N_("Jack of hearts"), N_("Queen of hearts"),
    N_("King of hearts"),
    N_("Ace of spades"), N_("Two of spades"), N_("Three of spades"),
    N_("Four of spades"), N_("Five of spades"), N_("Six of spades"),
    N_("Seven of spades"), N_("Eight of spades"), N_("Nine of spades"),
    N_("Ten of spades"), N_("Jack of spades"), N_("Queen of spades"),
    N_("King of spades"),
)
"""Every card's name by card number (the engine's ``suit * 13 + rank - 1``; the eight of diamonds is out of the
pack but keeps its place), translated where it is said: a whole name per card, since languages decline them."""


def card_name(c: int) -> str:
    """A card's name in the interface language: "Nine of diamonds" (the engine's English names, one message each)."""
    return _(_CARD_NAMES[c])


_THE_CARD_NAMES = (
    # TRANSLATORS: a card's name with the definite article, as it stands inside a sentence ("nobody holds the Queen
    # of diamonds", "Hint: lead the Ace of clubs"): the article your language needs for that card (Spanish: la Dama
    # de diamantes, el Rey de picas); a language without articles writes the bare name
    N_("the Ace of clubs"), N_("the Two of clubs"), N_("the Three of clubs"),
    N_("the Four of clubs"), N_("the Five of clubs"), N_("the Six of clubs"),
    N_("the Seven of clubs"), N_("the Eight of clubs"), N_("the Nine of clubs"),
    N_("the Ten of clubs"), N_("the Jack of clubs"), N_("the Queen of clubs"),
    N_("the King of clubs"),
    N_("the Ace of diamonds"), N_("the Two of diamonds"), N_("the Three of diamonds"),
    N_("the Four of diamonds"), N_("the Five of diamonds"), N_("the Six of diamonds"),
    N_("the Seven of diamonds"), N_("the Eight of diamonds"), N_("the Nine of diamonds"),
    N_("the Ten of diamonds"), N_("the Jack of diamonds"), N_("the Queen of diamonds"),
    N_("the King of diamonds"),
    N_("the Ace of hearts"), N_("the Two of hearts"), N_("the Three of hearts"),
    N_("the Four of hearts"), N_("the Five of hearts"), N_("the Six of hearts"),
    N_("the Seven of hearts"), N_("the Eight of hearts"), N_("the Nine of hearts"),
    N_("the Ten of hearts"), N_("the Jack of hearts"), N_("the Queen of hearts"),
    N_("the King of hearts"),
    N_("the Ace of spades"), N_("the Two of spades"), N_("the Three of spades"),
    N_("the Four of spades"), N_("the Five of spades"), N_("the Six of spades"),
    N_("the Seven of spades"), N_("the Eight of spades"), N_("the Nine of spades"),
    N_("the Ten of spades"), N_("the Jack of spades"), N_("the Queen of spades"),
    N_("the King of spades"),
)
"""Every card's name with the definite article (by card number, as :data:`_CARD_NAMES`), for a sentence that names
the card where English says "the Queen of diamonds": the article agrees with the card in each language."""


THE_CARD_NAMES = _THE_CARD_NAMES
"""Every card's name with the definite article, by card number: the messages of :func:`the_card` in every form."""

CARD_CASES: dict[str, str] = {
    "genitive": "card, genitive",
    "instrumental": "card, instrumental",
}
"""The forms a sentence may need a card's name in besides the plain one, each a gettext context over the messages
of :data:`THE_CARD_NAMES` (``packaging/catalogs.py`` files every message under each): ``"genitive"`` where Russian
says "с туза треф", "ни у кого нет туза треф"; ``"instrumental"`` where it says "тузом треф". A language that does
not decline its card names gives the plain form again."""


def the_card(c: int, case: str = "") -> str:
    """A card's name with the definite article, in the interface language, for inside a sentence (never capitalised
    there but for English's rank: "the Queen of diamonds", "la dama de diamantes", "el rey de picas", "дама
    бубен"), in the form the sentence needs.

    Args:
        c: the card's number.
        case: ``""`` (the plain form) or a key of :data:`CARD_CASES` (``"genitive"``: "туза треф").

    Raises:
        KeyError: an unknown ``case``.
    """
    if not case:
        return _(_THE_CARD_NAMES[c])
    # the catalog holds each card's message under each case's context (packaging/catalogs.py adds them)
    return translations(language()).pgettext(CARD_CASES[case], _THE_CARD_NAMES[c])


THE_CARD_LABELS: dict[int, Callable[[], str]] = {
    # TRANSLATORS: {card} is a card's short label of this rank ("Q♦", "10♠") inside a sentence ("nobody holds the
    # Q♦"): the definite article your language puts before that card's name (Spanish: la Q♦, for la Dama; el K♠,
    # for el Rey), or the label alone
    1: lambda: pgettext("card label, Ace", "the {card}"),
    2: lambda: pgettext("card label, Two", "the {card}"),
    3: lambda: pgettext("card label, Three", "the {card}"),
    4: lambda: pgettext("card label, Four", "the {card}"),
    5: lambda: pgettext("card label, Five", "the {card}"),
    6: lambda: pgettext("card label, Six", "the {card}"),
    7: lambda: pgettext("card label, Seven", "the {card}"),
    8: lambda: pgettext("card label, Eight", "the {card}"),
    9: lambda: pgettext("card label, Nine", "the {card}"),
    10: lambda: pgettext("card label, Ten", "the {card}"),
    11: lambda: pgettext("card label, Jack", "the {card}"),
    12: lambda: pgettext("card label, Queen", "the {card}"),
    13: lambda: pgettext("card label, King", "the {card}"),
}
"""A short card label with the definite article, by rank (1 = Ace .. 13 = King), translated when called (each rank
its own context, so the article can agree with the rank's name)."""


def the_card_label(c: int) -> str:
    """A card's short label with the definite article, in the interface language, for inside a sentence: "the Q♦",
    "la Q♦", "el K♠", "Q♦"."""
    from popejoan.engine.cards import card_label, rank_of

    return THE_CARD_LABELS[rank_of(c)]().format(card=card_label(c))


def suit_name(suit: int, capital: bool = False) -> str:
    """A suit's name in the interface language, 0..3 = clubs, diamonds, hearts, spades.

    Args:
        suit: the suit, 0..3.
        capital: the form at the head of a sentence ("Hearts are trumps") rather than inside one.
    """
    return (SUIT_NAMES_CAPITAL if capital else SUIT_NAMES)[suit]()


def computer_names() -> list[str]:
    """Period names for computer seats, in seat order."""
    return t("cpu_names").split(",")


def all_ui_strings() -> list[str]:
    """Every UI string in every language (for the font-coverage test)."""
    out: list[str] = []
    for table in STRINGS.values():
        for value in table.values():  # a plural is a (singular, plural) pair
            out.extend(value if isinstance(value, tuple) else (value,))
    out.extend(COMPARTMENT_ENGLISH.values())
    return out
