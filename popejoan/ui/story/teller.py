"""Rendering a story's lines as text for one table: the players' names and the ruleset's words.

:class:`Teller` fills a line's template (:mod:`popejoan.ui.story.messages`) with its arguments in the interface
language. What the lines are is :mod:`popejoan.ui.story.telling`'s.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from popejoan.engine.cards import card_label
from popejoan.ui.i18n import (
    compartment_label_en,
    listed,
    number,
    pgettext,
    suit_name,
    the_card_label,
    the_compartment_label,
)
from popejoan.ui.story.lines import (
    Arg,
    CardArg,
    Compartment,
    Counts,
    Line,
    Payees,
    Pile,
    Run,
    Seat,
    Suit,
)
from popejoan.ui.story.messages import MESSAGES, Message

if TYPE_CHECKING:
    from popejoan.engine.ruleset import Ruleset

# --- rendering -------------------------------------------------------------------------


class Teller:
    """Renders lines for one table: the players' names and the ruleset's words.

    Args:
        names: the players' names, by seat.
        rules: the resolved ruleset (compartment labels; what its dead hand is called).
        messages: the message table (default :data:`MESSAGES`); a value is a :data:`Message` (translated
            when the line is rendered) or a plain template.
    """

    def __init__(self, names: Sequence[str], rules: Ruleset,
                 messages: Mapping[str, Message | str] | None = None) -> None:
        self.names = list(names)
        self.rules = rules
        self.messages = MESSAGES if messages is None else messages

    def pile(self, kind: str) -> str:
        """What a pile is called: the dead hand, stock or ghost hand of this ruleset, or the undealt cards."""
        if kind == "undealt":
            return self.template("pile_undealt", {})
        dead = self.rules.deal.dead_hand
        return self.template("pile_ghost" if dead == "first" else "pile_stock" if dead == "none" else "pile_dead", {})

    def template(self, key: str, args: Mapping[str, Arg]) -> str:
        """The template of message ``key`` in the interface language, its plural form picked by ``args``
        (the key itself when no table has it)."""
        entry = self.messages.get(key) or MESSAGES.get(key)
        if entry is None:
            return key
        return entry if isinstance(entry, str) else entry(args)

    def arg(self, value: Arg) -> str:
        """One argument as text."""
        if isinstance(value, Seat):
            return self.names[value.seat] if 0 <= value.seat < len(self.names) else "—"
        if isinstance(value, CardArg):
            return the_card_label(value.card) if value.the else card_label(value.card)
        if isinstance(value, Compartment):  # with its article: "se llevó 48 fichas de la Papisa"
            if value.bare:
                return compartment_label_en(self.rules, value.name)
            return the_compartment_label(self.rules, value.name)
        if isinstance(value, Pile):
            return self.pile(value.kind)
        if isinstance(value, Suit):
            return suit_name(value.suit, capital=value.capital)
        if isinstance(value, Payees):
            return listed([self.template("penalty_each", {"chips": chips}).format(
                chips=number(chips), name=self.arg(Seat(seat))) for chips, seat in value.items])
        if isinstance(value, Counts):
            # TRANSLATORS: one item of a list of counts: a player's name (or "dead hand") and a number
            item = pgettext("count of a player", "{name} {n}")
            # TRANSLATORS: what separates the items of a list of counts ("Ann 13, Ben 12")
            return pgettext("list separator", ", ").join(item.format(name=self.arg(ref), n=number(count))
                                                         for ref, count in value.items)
        if isinstance(value, Run):
            return " · ".join(f"{self.arg(Seat(seat))} {' '.join(card_label(c) for c in cards)}"
                              for seat, cards in value.groups)
        if isinstance(value, Line):
            return self.text(value)
        if isinstance(value, int) and not isinstance(value, bool):
            return number(value)
        return str(value)

    def text(self, line: Line) -> str:
        """The line as text in the interface language (its key itself when the table lacks it), a preposition
        and a compartment's article joined where the language joins them ("del Juego", as every translated message
        does when filled in: :class:`~popejoan.ui.i18n.JoiningText`)."""
        template = self.template(line.key, line.args)
        return template.format(**{name: self.arg(value) for name, value in line.args.items()})

    def lines(self, lines: Sequence[Line]) -> list[str]:
        """Every line as text."""
        return [self.text(line) for line in lines]
