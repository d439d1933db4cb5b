"""The attributes :class:`~popejoan.ui.scenes.table.scene.TableScene` forwards to its parts.

The tests, the benchmarks and the other scenes read a part's state on the scene (``scene.deal`` is
``scene.turns.deal``). This module holds those forwards only (:class:`TableParts`, a base of the scene); it holds
no state and no behaviour of its own.
"""

from __future__ import annotations

from typing import Any


def _part(part: str, name: str, doc: str, *, writable: bool = False) -> property:
    """A scene attribute that is a part's (the tests, the benchmarks and the other scenes read them here)."""

    def get(self: Any) -> Any:
        return getattr(getattr(self, part), name)

    def put(self: Any, value: Any) -> None:
        setattr(getattr(self, part), name, value)

    return property(get, put if writable else None, doc=doc)


class TableParts:
    """The scene's forwards to its parts (``view``, ``director``, ``turns``, ``hotseat``, ``painter``): each reads
    (and ``dealer`` writes) the part's attribute of the same name."""

    deal = _part("turns", "deal", "The deal in progress (None between deals).")
    computers = _part("turns", "computers", "The computer player of each computer seat.")
    hint_action = _part("turns", "hint_action", "The action the last hint named, or None.")
    hint_queued_for = _part("turns", "hint_queued_for", "The human a hint is queued for, or None.")
    _hint_thought = _part("turns", "hint_thought", "The hint being worked out, or None.")
    _thinker_obj = _part("turns", "thinker_obj", "The background worker, once made.")
    timeline = _part("director", "timeline", "The motion still to play.")
    cursor = _part("director", "cursor", "How many of the deal's events have been queued to the director.")
    privacy_for = _part("hotseat", "privacy_for", "The human the pass card waits for, or None.")
    reveal_guard_ms = _part("hotseat", "reveal_guard_ms", "Real ms left in which a newly shown hand ignores plays.")
    privacy_cards_shown = _part("hotseat", "privacy_cards_shown", "Pass cards shown so far.")
    faces_drawn = _part("painter", "faces_drawn", "The card faces the last frame drew, with whose hand they were in.")
    plaque_text_rects = _part("painter", "plaque_text_rects", "Where the fish and the tag lie in each plaque.")
    balances = _part("view", "balances", "Each seat's fish as shown.")
    dealer = _part("view", "dealer", "The dealer's seat as shown.", writable=True)
    hands = _part("view", "hands", "Each hand's cards as laid out.")
    hand_counts = _part("view", "hand_counts", "The cards shown in each hand.")
    dead_count = _part("view", "dead_count", "The cards shown in the dead hand.")
    undealt_count = _part("view", "undealt_count", "The cards shown in the undealt pile.")
    sequence = _part("view", "sequence", "The cards played since the last stop.")
    swept = _part("view", "swept", "The cards being swept away.")
    cards_in_flight = _part("view", "cards_in_flight", "The cards moving across the table.")
    flock = _part("view", "flock", "The fish in flight.")
    shown_seat = _part("view", "shown_seat", "The seat whose hand is turned face up, or None.")
    hover_card = _part("view", "hover_card", "The card under the mouse in the shown hand, or None.")
    caption = _part("view", "caption", "The caption's first line.")
    caption_sub = _part("view", "caption_sub", "The caption's second line.")
