"""The story of a deal: the engine's events told as the lines of a log, in one place.

:func:`tell` reads a deal's events (:mod:`popejoan.engine.events`) and
returns :class:`Line` objects: who dressed the board, how the cards went
round, the turn-up, each lead and the cards that followed it, every stop
and why, every stake taken and why, who went out, every payment. The deal
log, the replay and the end-of-deal summary all show these lines, so the
story is told the same way everywhere.

A line is a message key and its arguments (seats, cards, compartments,
numbers, other lines), not English prose: :func:`render` turns it into text
at draw time from :data:`MESSAGES`, so another language is another table of
messages (DESIGN.md, section 3). Nothing here decides a rule: the reasons
come from the events (``SequenceStopped.reason``, ``StakeTaken.reason``,
``ChipsHanded.reason``); where a missing card lies is read from who received
the cards (``CardsDealt``) and where the turn-up lies (``TurnedUp``), both
public.

What is public: every event is (:mod:`popejoan.engine.events`) except a Pope
offer in the japanese ``pope_as_stop`` variant, which tells who holds the
Pope; :func:`tell` leaves offers out unless ``reveal_offers`` (once the deal
is over).

The rooms of this package, by job: :mod:`~popejoan.ui.story.lines` (a line and its arguments),
:mod:`~popejoan.ui.story.messages` (what each key says), :mod:`~popejoan.ui.story.telling` (the events read
into lines), :mod:`~popejoan.ui.story.teller` (lines rendered as text), :mod:`~popejoan.ui.story.notes` (the
plays taken back) and :mod:`~popejoan.ui.story.public` (what everyone knows about the cards). This package's
own module only names what the rest of the game imports from it.
"""

from __future__ import annotations

from popejoan.ui.story.lines import (
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
from popejoan.ui.story.messages import MESSAGES, PAST, Message
from popejoan.ui.story.notes import undo_notes, with_notes
from popejoan.ui.story.public import known_missing, public_cards
from popejoan.ui.story.teller import Teller
from popejoan.ui.story.telling import last_news, stop_reason, stop_why, tell

__all__ = [
    "MESSAGES", "PAST", "Message", "CardArg", "Compartment", "Counts", "Line", "Payees", "Pile", "Run", "Seat", "Suit",
    "Teller",
    "known_missing", "last_news", "public_cards", "stop_reason", "stop_why", "tell", "undo_notes", "with_notes",
]
