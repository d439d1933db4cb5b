"""The glossary: every term of the game, with its meaning, in the interface language.

:func:`glossary` gives the terms in the order a deal meets them (the deal, the board, the play, the end of
a session), each as a :class:`Term`: its key (stable, English, for callers such as the lesson:
``"dead_hand"``), its name and its meaning in the interface language, and the forms in which the rules
screens write it (:func:`first_uses` finds where each term is first used on a page of text). The meanings
follow docs/rules.md ("What all sources share", "Where they differ") and say where the rulesets differ
rather than pick one.

It holds words only: no pygame, no drawing (the glossary's page is
:mod:`popejoan.ui.scenes.glossary`), and it decides no rule.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import NamedTuple

from popejoan.ui.i18n import _, language, pgettext

__all__ = ["Term", "first_uses", "glossary", "heading", "look_up", "term_keys"]


class Term(NamedTuple):
    """One term of the game.

    Attributes:
        key: the term's stable key (English, lower case, ``_`` between words: ``"dead_hand"``).
        name: the term in the interface language ("dead hand", "montón extra", "デッドハンド").
        meaning: what it means, a few plain sentences in the interface language.
        forms: the ways the rules screens write it (the name first), to find its first use on a page.
    """

    key: str
    name: str
    meaning: str
    forms: tuple[str, ...]


def _term(key: str, name: str, meaning: str, forms: str) -> Term:
    """A :class:`Term` from its translated words; ``forms`` is the forms joined by ``|`` (empty ones dropped)."""
    found = tuple(dict.fromkeys(f.strip() for f in [name, *forms.split("|")] if f.strip()))
    return Term(key, name, meaning, found)


def glossary() -> list[Term]:
    """Every term of the game, in the interface language, in the order a deal meets them.

    Returns:
        a list of :class:`Term` (26 of them, the same keys in every language: :func:`term_keys`).
    """
    # TRANSLATORS: the glossary's terms. Each has its name (context "glossary term"), its meaning (context
    # "glossary meaning") and the forms the rules screens write it in, joined by "|" (context "glossary forms":
    # give the inflected forms your translation uses, e.g. Russian cases; the name itself is always looked for)
    return [
        _term("ruleset", pgettext("glossary term", "ruleset"),
              pgettext("glossary meaning", "The rules of one source, as this game plays them. Pope Joan was played "
                       "many ways: each ruleset follows one book or article, and the rules screen says every rule "
                       "it has."),
              pgettext("glossary forms", "rulesets")),
        _term("variant", pgettext("glossary term", "variant"),
              pgettext("glossary meaning", "An optional rule a ruleset offers, chosen on the menu before a "
                       "session begins."),
              pgettext("glossary forms", "variants")),
        _term("fish", pgettext("glossary term", "fish"),
              pgettext("glossary meaning", "The counters, traditionally carved like little fish. Everything is "
                       "won and paid in fish; a player who must pay more than they have goes into debt."),
              pgettext("glossary forms", "fish")),
        _term("session", pgettext("glossary term", "session"),
              pgettext("glossary meaning", "A sitting of several deals, played until the number of deals chosen "
                       "on the menu, or until you stop; the share-out ends it."),
              pgettext("glossary forms", "sessions")),
        _term("deal", pgettext("glossary term", "deal"),
              pgettext("glossary meaning", "One hand of play: the board is dressed, the cards are dealt, and "
                       "they are played until someone goes out. To deal is to hand the cards out, one at a time."),
              pgettext("glossary forms", "deals|dealt|dealing")),
        _term("dealer", pgettext("glossary term", "dealer"),
              pgettext("glossary meaning", "The player who deals this deal. The first dealer is drawn by lot; "
                       "after each deal the deal passes to the left (in some rulesets the winner deals next)."),
              pgettext("glossary forms", "dealer's")),
        _term("left", pgettext("glossary term", "left (which way play goes)"),
              pgettext("glossary meaning", "Play, the deal and the turn to deal all go round the table "
                       "clockwise: from each player to the one on their left. On the screen, from your seat at "
                       "the bottom, that is the player on your left, then the one across the table, then the "
                       "one on your right."),
              pgettext("glossary forms", "to the left|clockwise")),
        _term("eldest", pgettext("glossary term", "Eldest"),
              pgettext("glossary meaning", "The player on the dealer's left: the next seat clockwise. Eldest "
                       "is dealt the first card and, in most rulesets, leads first."),
              pgettext("glossary forms", "Eldest")),
        _term("dealt_round", pgettext("glossary term", "dealt round"),
              pgettext("glossary meaning", "Dealt one card at a time to each hand in turn, clockwise from the "
                       "dealer's left, the dealer last. \"Every other card is dealt round\" means the cards "
                       "left over go round as far as they will, so some hands get a card more."),
              pgettext("glossary forms", "dealt round")),
        _term("board", pgettext("glossary term", "board"),
              pgettext("glossary meaning", "The revolving tray in the middle of the table, divided into eight "
                       "compartments, on which the stakes lie."),
              pgettext("glossary forms", "board")),
        _term("compartment", pgettext("glossary term", "compartment"),
              pgettext("glossary meaning", "One of the board's eight divisions: the Ace, King, Queen and Jack "
                       "(of trumps), the Pope, Matrimony, Intrigue and Game. Each holds the fish that its card, "
                       "or its pair of cards, wins."),
              pgettext("glossary forms", "compartments")),
        _term("dress", pgettext("glossary term", "dress the board"),
              pgettext("glossary meaning", "Before each deal, put fish into every compartment. Who dresses and "
                       "how many go in each differ by ruleset: often the dealer alone, 6 on the Pope, 2 each on "
                       "Matrimony and Intrigue, 1 on each of the others."),
              pgettext("glossary forms", "dresses the board|dressing|dresses")),
        _term("stake", pgettext("glossary term", "stake"),
              pgettext("glossary meaning", "The fish lying in a compartment. Whoever wins the compartment takes "
                       "all of it; a stake nobody wins stays on the board and grows at the next dressing."),
              pgettext("glossary forms", "stakes")),
        _term("dead_hand", pgettext("glossary term", "dead hand"),
              pgettext("glossary meaning", "An extra hand, dealt as if to a player who is not there and never "
                       "shown while the deal is played. Its cards are out of play, so a card whose next card "
                       "lies there is a stop."),
              pgettext("glossary forms", "dead hand")),
        _term("stock", pgettext("glossary term", "stock"),
              pgettext("glossary meaning", "Cards kept back face down and not dealt (in a ruleset with no dead "
                       "hand). They are out of play, like a dead hand's."),
              pgettext("glossary forms", "stock")),
        _term("ghost_hand", pgettext("glossary term", "ghost hand"),
              pgettext("glossary meaning", "Cacumen's dead hand: a hand laid first in each round, for a player "
                       "who is not there."),
              pgettext("glossary forms", "ghost hand")),
        _term("trump", pgettext("glossary term", "trumps"),
              pgettext("glossary meaning", "The suit of the turn-up. Only the Ace, King, Queen and Jack of "
                       "trumps (the trump honours) win compartments, and Matrimony and Intrigue are pairs of "
                       "trumps. Trumps change every deal."),
              pgettext("glossary forms", "trump")),
        _term("turn_up", pgettext("glossary term", "turn-up"),
              pgettext("glossary meaning", "The card turned face up once the cards are dealt: its suit is "
                       "trumps for the deal. If it is a trump honour (or, in some rulesets, the Pope) the dealer "
                       "wins that compartment at once."),
              pgettext("glossary forms", "turned for trumps|turned")),
        _term("lead", pgettext("glossary term", "lead"),
              pgettext("glossary meaning", "To play the card that starts a new sequence. Eldest leads first; "
                       "after that, whoever played the stop leads. Some rulesets limit what may be led."),
              pgettext("glossary forms", "leads|leading|leader")),
        _term("sequence", pgettext("glossary term", "sequence"),
              pgettext("glossary meaning", "Cards played one after another, upwards in one suit: 5♥, 6♥, 7♥ … "
                       "Whoever holds the next card up must play it, whoever they are."),
              pgettext("glossary forms", "sequences|next card up")),
        _term("stop", pgettext("glossary term", "stop"),
              pgettext("glossary meaning", "The card a sequence ends on: a King; the 7♦ (the 8♦ is not in the "
                       "pack); or a card whose next card nobody holds (it is in the dead hand or stock, or "
                       "played already). Whoever played the stop leads next."),
              pgettext("glossary forms", "stops")),
        _term("pope", pgettext("glossary term", "Pope"),
              pgettext("glossary meaning", "The 9♦, and its compartment, the richest on the board. Playing the "
                       "Pope wins its compartment. With the 8♦ gone, it can only be led, never follow another "
                       "card. In most rulesets whoever still holds it unplayed at the end pays nothing."),
              pgettext("glossary forms", "9♦")),
        _term("matrimony", pgettext("glossary term", "Matrimony"),
              pgettext("glossary meaning", "The Queen and King of trumps, and their compartment: won by one "
                       "player who plays both (in some rulesets, one straight after the other)."),
              pgettext("glossary forms", "Matrimony")),
        _term("intrigue", pgettext("glossary term", "Intrigue"),
              pgettext("glossary meaning", "The Jack and Queen of trumps, and their compartment: won by one "
                       "player who plays both. With the Jack, Queen and King of trumps a player can win "
                       "Intrigue and Matrimony too."),
              pgettext("glossary forms", "Intrigue")),
        _term("game", pgettext("glossary term", "Game"),
              pgettext("glossary meaning", "The compartment won by going out: the first player to play their "
                       "last card ends the deal, takes Game, and is paid a fish for every card left in each other "
                       "hand."),
              pgettext("glossary forms", "Game")),
        _term("share_out", pgettext("glossary term", "share-out"),
              pgettext("glossary meaning", "At the end of a session, what is left on the board is given out: "
                       "the cards are dealt face up and each trump honour, the Pope and the pairs take their "
                       "compartments (Game is never shared). Some rulesets only show what is left."),
              pgettext("glossary forms", "shared out")),
    ]


def term_keys() -> list[str]:
    """The keys of every term, in the glossary's order (the same in every language)."""
    return [term.key for term in glossary()]


def _pattern(form: str) -> re.Pattern[str]:
    """A pattern finding ``form``: as a whole word (in Japanese, which has no spaces, a katakana form is not
    found inside a longer katakana word). A form
    written with a capital (a compartment: "Game", "Игра") is found only so, never the everyday word ("the
    game"); one in lower case is found with a capital too (at a sentence's start: "Dealer")."""
    body = re.escape(form)
    if form[:1].islower():
        body = f"[{re.escape(form[0])}{re.escape(form[0].upper())}]{re.escape(form[1:])}"
    if language() == "ja":  # no spaces: a katakana word is not found inside a longer one (カードゲーム is no Game)
        before = r"(?<![\u30a0-\u30ff])" if "\u30a0" <= form[:1] <= "\u30ff" else ""
        after = r"(?![\u30a0-\u30ff])" if "\u30a0" <= form[-1:] <= "\u30ff" else ""
        return re.compile(before + body + after)
    return re.compile(rf"(?<!\w){body}(?!\w)")


def first_uses(lines: Sequence[str], terms: Sequence[Term] | None = None,
               skip: Sequence[str] = ()) -> list[tuple[str, int, int, int]]:
    """Where each term is first used in ``lines`` (a page's lines of text, in order).

    Each term is looked for in every form it has (:attr:`Term.forms`); its first use is the earliest line,
    and in it the leftmost form. A stretch of text is one term's only: where two terms' first uses overlap
    ("ルール" inside "変則ルール", a variant), the term with the longer forms wins.

    Args:
        lines: the text of each line, in order.
        terms: the terms to look for (:func:`glossary`'s by default).
        skip: phrases whose words are never a term's use (the game's name: the "Pope" of "Pope Joan").

    Returns:
        ``(term key, line index, start, end)`` for each term used, ``start``/``end`` character offsets in
        the line, in the order of the page.
    """
    terms = glossary() if terms is None else terms
    masks = [_pattern(phrase) for phrase in skip if phrase]
    lines = [_masked(line, masks) for line in lines]
    found: list[tuple[str, int, int, int]] = []
    for term in sorted(terms, key=lambda term: -max(len(form) for form in term.forms)):  # the longer first
        patterns = [_pattern(form) for form in sorted(term.forms, key=len, reverse=True)]
        for index, line in enumerate(lines):
            hits = [m for p in patterns for m in p.finditer(line)]
            free = [m for m in hits if not any(i == index and m.start() < e and s < m.end()
                                              for _k, i, s, e in found)]
            if free:
                best = min(free, key=lambda m: (m.start(), -(m.end() - m.start())))
                found.append((term.key, index, best.start(), best.end()))
                break
    found.sort(key=lambda hit: (hit[1], hit[2]))
    return found


def _masked(line: str, masks: Sequence[re.Pattern[str]]) -> str:
    """``line`` with every match of ``masks`` blotted out by as many NULs (the offsets stay)."""
    for mask in masks:
        line = mask.sub(lambda m: "\0" * len(m.group(0)), line)
    return line


def look_up(key: str) -> Term:
    """The term ``key`` (:attr:`Term.key`) in the interface language.

    Raises:
        KeyError: no term has that key.
    """
    for term in glossary():
        if term.key == key:
            return term
    raise KeyError(key)


def heading() -> str:
    """The glossary's title: "The game's words"."""
    return _("The game's words")
