"""The table's words for things: a label in the interface language, fish counted, suits and ranks in the
plural, a list of names, the trumps, a compartment's name.

Holds the small pieces every other ``captions_*`` module builds its sentences from (:func:`label`,
:func:`fish_count`, :func:`fish`, :func:`listed`, :func:`compartment`, ...). It says nothing of what happens at
the table; :mod:`~popejoan.ui.scenes.table.captions` re-exports them all.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from popejoan.engine.cards import Card, rank_of
from popejoan.ui.i18n import N_, _, compartment_label, ngettext, pgettext, t, the_compartment

if TYPE_CHECKING:
    from popejoan.engine.ruleset import Ruleset


def label(text: str) -> str:
    """A module constant of this module (English, marked ``N_``) in the interface language, where it is drawn."""
    return _(text)


def fish_count(n: int) -> str:
    """A number of fish standing alone, as a label (a plaque's balance, under a claim): "1 fish", "5 fish"
    (the language's plural forms; Russian's nominative «1 рыбка», where a sentence's object is «1 рыбку»)."""
    return t("fish_label", n=n)


def suit_plural(suit: int) -> str:
    """A suit's name as a plural noun, in the interface language: "clubs", "hearts"."""
    return _(_SUITS[suit])


_SUITS = (N_("clubs"), N_("diamonds"), N_("hearts"), N_("spades"))
"""The suits' names, 0..3 (the engine's order), translated where they are drawn."""


def compartment(rules: Ruleset, name: str, article: bool = True) -> str:
    """A compartment for a sentence: the ruleset's own label, with the compartment's name in the interface
    language in brackets when they differ ("浮気 (Intrigue)", "As (Ace)"; docs/rules.md's glossary names them), and
    the article the interface language puts before it (:func:`~popejoan.ui.i18n.the_compartment`: "la Papisa",
    "el Juego"; the sentence it goes into joins "de el" into "del": :class:`~popejoan.ui.i18n.JoiningText`). ``article``
    False: the name alone, as a heading (the board's tip: "Papisa (Pope): 18 fichas")."""
    the = the_compartment if article else (lambda label, _name: label)
    own = compartment_label(rules, name)
    names = {"ace": pgettext("compartment", "Ace"), "king": pgettext("compartment", "King"),
             "queen": pgettext("compartment", "Queen"), "jack": pgettext("compartment", "Jack"),
             "pope": pgettext("compartment", "Pope"), "matrimony": pgettext("compartment", "Matrimony"),
             "intrigue": pgettext("compartment", "Intrigue"), "game": pgettext("compartment", "Game")}
    shown = names.get(name, name.capitalize())
    if own.lower() == shown.lower():
        return the(own, name)
    # TRANSLATORS: a compartment: the ruleset's own label, then its name in the interface language
    return the(_("{label} ({name})").format(label=own, name=shown), name)


def trumps(trump: int) -> str:
    """The trump suit, e.g. "Hearts are trumps"."""
    return _(_TRUMPS[trump])


_TRUMPS = (N_("Clubs are trumps"), N_("Diamonds are trumps"), N_("Hearts are trumps"), N_("Spades are trumps"))
"""Each trump suit as a sentence, 0..3, translated where it is drawn."""


def rank_plural(card: Card) -> str:
    """The card's rank as a plural: "Aces", "Threes", "Sixes", "Kings"."""
    return _(_RANK_PLURALS[rank_of(card)])


_RANK_PLURALS = {1: N_("Aces"), 2: N_("Twos"), 3: N_("Threes"), 4: N_("Fours"), 5: N_("Fives"), 6: N_("Sixes"),
                 7: N_("Sevens"), 8: N_("Eights"), 9: N_("Nines"), 10: N_("Tens"), 11: N_("Jacks"),
                 12: N_("Queens"), 13: N_("Kings")}
"""Each rank as a plural ("they tie with Threes"), translated where it is said."""


def listed(names: list[str]) -> str:
    """Names joined for a sentence: "Ann", "Ann and Ben", "Ann, Ben and Cat"."""
    if len(names) <= 1:
        return "".join(names)
    # TRANSLATORS: the last two of a list of players' names; {names} is the others, joined with ", "
    return _("{names} and {last}").format(names=", ".join(names[:-1]), last=names[-1])


def fish(balance: int) -> str:
    """A balance on a plaque: fish, or a debt."""
    if balance >= 0:
        return fish_count(balance)
    # TRANSLATORS: a player's debt on their name plate (a tally below zero): {n} fish owed
    return ngettext("owes {n}", "owes {n}", -balance).format(n=-balance)
