"""What everyone at the table knows about the cards after some events: the faces shown, the cards out of play.

:func:`public_cards` and :func:`known_missing` read only public events (no Pope offer decides anything here
but the card the Pope stood in for, which everyone saw). No lines, no words.
"""

from __future__ import annotations

from collections.abc import Sequence

from popejoan.engine.events import CardPlayed, Event, PopeOffered, SequenceStopped, TurnedUp


def public_cards(events: Sequence[Event]) -> set[int]:
    """The cards whose faces anyone may see after ``events``: every card played, and the turn-up."""
    out = {e.card for e in events if isinstance(e, CardPlayed)}
    out |= {e.card for e in events if isinstance(e, TurnedUp)}
    return out


def known_missing(events: Sequence[Event]) -> dict[int, str]:
    """Cards everyone knows to be in nobody's hand after ``events``, and why they know.

    A sequence that stops on a card nobody played (reason ``"dead"``) shows that card lies out of
    every hand (docs/rules.md, "What all sources share": following is never optional); so does a card the
    Pope stood in for (japanese ``pope_as_stop``; the reason ``"pope_as_stop"``).
    """
    out: dict[int, str] = {}
    offered: int | None = None
    for e in events:
        if isinstance(e, SequenceStopped) and e.reason == "dead" and e.next_card is not None:
            out[e.next_card] = e.reason
        elif isinstance(e, PopeOffered):
            offered = e.missing
        elif isinstance(e, CardPlayed) and e.pope_as_stop and offered is not None:
            out[offered] = "pope_as_stop"  # the Pope stood in for it: everyone saw it was missing
    played = {e.card for e in events if isinstance(e, CardPlayed)}
    return {c: why for c, why in out.items() if c not in played}
