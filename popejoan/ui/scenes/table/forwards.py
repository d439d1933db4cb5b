"""The attributes :class:`~popejoan.ui.scenes.table.scene.TableScene` forwards to its parts.

The tests, the benchmarks and the other scenes read a part's state on the scene (``scene.deal`` is
``scene.turns.deal``). This module holds those forwards only (:class:`Forward`, and :class:`TableParts`, a base
of the scene, declaring each with its type); it holds no state and no behaviour of its own.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Generic, TypeVar, overload

if TYPE_CHECKING:
    import pygame

    from popejoan.ai import Thinker, Thought
    from popejoan.engine.cards import Card
    from popejoan.engine.state import Deal
    from popejoan.ui.animation import Timeline
    from popejoan.ui.fish import FishFlock
    from popejoan.ui.scenes.table.view import CardFlight, SeqCard

T = TypeVar("T")


class Forward(Generic[T]):
    """A scene attribute that is a part's: ``dealer: Forward[int] = _part("view", "dealer", doc)`` on the scene
    reads ``scene.view.dealer`` (an ``int``); it is written only when made ``writable`` (else, as a property without
    a setter, writing it raises ``AttributeError``)."""

    def __init__(self, part: str, name: str, doc: str, *, writable: bool = False) -> None:
        self.part = part
        self.name = name
        self.writable = writable
        self.__doc__ = doc

    @overload
    def __get__(self, scene: None, owner: type) -> Forward[T]: ...

    @overload
    def __get__(self, scene: object, owner: type) -> T: ...

    def __get__(self, scene: object, owner: type) -> Forward[T] | T:
        if scene is None:
            return self
        value: T = getattr(getattr(scene, self.part), self.name)
        return value

    def __set__(self, scene: object, value: T) -> None:
        if not self.writable:
            raise AttributeError(f"{self.name} is the scene's {self.part}'s: it is not written here")
        setattr(getattr(scene, self.part), self.name, value)


def _part(part: str, name: str, doc: str, *, writable: bool = False) -> Forward[T]:
    """The :class:`Forward` of the scene's attribute ``name`` to its part ``part`` (its type is the one the
    attribute is declared with)."""
    return Forward(part, name, doc, writable=writable)


class TableParts:
    """The scene's forwards to its parts (``view``, ``director``, ``turns``, ``hotseat``, ``painter``): each reads
    (and ``dealer`` writes) the part's attribute of the same name."""

    deal: Forward[Deal | None] = _part("turns", "deal", "The deal in progress (None between deals).")
    hint_action: Forward[int | None] = _part("turns", "hint_action", "The action the last hint named, or None.")
    hint_queued_for: Forward[int | None] = _part(
        "turns", "hint_queued_for", "The human a hint is queued for, or None.")
    _hint_thought: Forward[Thought | None] = _part("turns", "hint_thought", "The hint being worked out, or None.")
    _thinker_obj: Forward[Thinker | None] = _part("turns", "thinker_obj", "The background worker, once made.")
    timeline: Forward[Timeline] = _part("director", "timeline", "The motion still to play.")
    privacy_for: Forward[int | None] = _part("hotseat", "privacy_for", "The human the pass card waits for, or None.")
    reveal_guard_ms: Forward[float] = _part(
        "hotseat", "reveal_guard_ms", "Real ms left in which a newly shown hand ignores plays.")
    privacy_cards_shown: Forward[int] = _part("hotseat", "privacy_cards_shown", "Pass cards shown so far.")
    faces_drawn: Forward[list[tuple[int | None, Card]]] = _part(
        "painter", "faces_drawn", "The card faces the last frame drew, with whose hand they were in.")
    plaque_text_rects: Forward[dict[int, tuple[pygame.Rect, pygame.Rect | None]]] = _part(
        "painter", "plaque_text_rects", "Where the fish and the tag lie in each plaque.")
    balances: Forward[list[int]] = _part("view", "balances", "Each seat's fish as shown.")
    dealer: Forward[int] = _part("view", "dealer", "The dealer's seat as shown.", writable=True)
    hands: Forward[list[list[Card]]] = _part("view", "hands", "Each hand's cards as laid out.")
    hand_counts: Forward[list[int]] = _part("view", "hand_counts", "The cards shown in each hand.")
    dead_count: Forward[int] = _part("view", "dead_count", "The cards shown in the dead hand.")
    undealt_count: Forward[int] = _part("view", "undealt_count", "The cards shown in the undealt pile.")
    sequence: Forward[list[SeqCard]] = _part("view", "sequence", "The cards played since the last stop.")
    swept: Forward[list[SeqCard]] = _part("view", "swept", "The cards being swept away.")
    cards_in_flight: Forward[list[CardFlight]] = _part(
        "view", "cards_in_flight", "The cards moving across the table.")
    flock: Forward[FishFlock | None] = _part("view", "flock", "The fish in flight.")
    shown_seat: Forward[int | None] = _part("view", "shown_seat", "The seat whose hand is turned face up, or None.")
    hover_card: Forward[Card | None] = _part(
        "view", "hover_card", "The card under the mouse in the shown hand, or None.")
    caption: Forward[str] = _part("view", "caption", "The caption's first line.")
    caption_sub: Forward[str] = _part("view", "caption_sub", "The caption's second line.")
