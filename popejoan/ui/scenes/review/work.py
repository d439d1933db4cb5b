"""The coach's work off the frame: the reviews of a session's deals, worked out on a background thread.

:class:`DealReviews` holds the reviews of one finished deal for the people at the table (one
:class:`SeatReview` each), filled in decision by decision; :class:`Coach` is a session's queue of them, worked
on one background thread as deals end, and the session's totals (:meth:`Coach.totals`). :func:`deal_start`
rebuilds a deal as dealt from its record, and :func:`moment_step` says which step of the replay shows a
decision. The figures are the engine's and the computer players' own (:func:`popejoan.ai.review.review_decision`,
the same as :func:`popejoan.ai.review.review_deal` gives); this module draws nothing and decides no rule (no
pygame here).
"""

from __future__ import annotations

import threading
import weakref
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol, runtime_checkable

from popejoan.ai.review import Review, ReviewedDecision, review_decision, reviewer
from popejoan.engine.cards import Card
from popejoan.engine.events import CardPlayed, Event, rewind_chips
from popejoan.engine.state import Deal

if TYPE_CHECKING:
    from popejoan.engine.ruleset import Ruleset
    from popejoan.engine.session import Session


class PlayedDeal(Protocol):
    """A finished deal as the coach reads it: a :class:`~popejoan.engine.session.DealRecord`, or the
    :class:`~popejoan.engine.state.Deal` itself before the session has recorded it."""

    @property
    def number(self) -> int: ...
    @property
    def dealer(self) -> int: ...
    @property
    def balances(self) -> Sequence[int]: ...
    @property
    def board(self) -> dict[str, int]: ...
    @property
    def events(self) -> Sequence[Event]: ...
    @property
    def deck(self) -> Sequence[Card]: ...
    @property
    def actions(self) -> Sequence[int]: ...


@runtime_checkable
class MomentShower(Protocol):
    """A replay that can be set at a decision with the alternatives marked on the cards (the table's
    :class:`~popejoan.ui.scenes.table.replay.ReplayScene`)."""

    def show_moment(self, step: int, seat: int, best: Card | None, chosen: Card | None) -> None:
        """Show the replay's ``step`` with ``seat``'s hand at the bottom, ``best`` and ``chosen`` marked."""


def reviewable(deal: PlayedDeal) -> bool:
    """Whether ``deal`` can be reviewed: it keeps its whole deck (51 cards) to deal it again."""
    return len(deal.deck) == 51


def deal_start(deal: PlayedDeal, rules: Ruleset) -> Deal:
    """The deal as dealt, before its first decision: the same deck dealt again on the balances and board as
    they stood before it (worked back from its events, as :meth:`Session.undo_to` does).

    Raises:
        PopeJoanError: the deck cannot be dealt (a record without its deck: see :func:`reviewable`).
    """
    balances, board = rewind_chips(list(deal.balances), dict(deal.board), list(deal.events))
    return Deal(rules, balances, board, deal.dealer, tuple(deal.deck), number=deal.number)


def decision_points(deal: PlayedDeal, rules: Ruleset) -> list[tuple[int, int, int]]:
    """Every decision of ``deal`` taken with a choice (two or more legal actions), in order.

    Returns:
        ``(action index, seat, cards played before it)`` for each: the index into ``deal.actions``, the seat
        that took it, and the count of cards played so far (the replay's step showing the moment).
    """
    start = deal_start(deal, rules)
    points: list[tuple[int, int, int]] = []
    for index, action in enumerate(deal.actions):
        if start.over:
            break
        if start.to_move is not None and len(start.legal_actions()) > 1:
            played = sum(1 for e in start.events if isinstance(e, CardPlayed))
            points.append((index, start.to_move, played))
        start.apply(action)
    return points


def moment_step(deal: PlayedDeal, rules: Ruleset, action: int) -> int:
    """The replay's step (:meth:`ReplaySource.steps`: cards played) at which ``deal``'s decision ``action`` was
    taken; 0 when it is not one of the deal's decisions with a choice."""
    return next((played for index, _seat, played in decision_points(deal, rules) if index == action), 0)


@dataclass
class SeatReview:
    """One person's review of one deal, as far as it is worked out.

    Attributes:
        seat: the person's seat.
        total: the decisions they took with a choice.
        decisions: those reviewed so far, in order (the background thread appends to it).
        error: why the review could not be finished (a bug, in words), or "".
    """

    seat: int
    total: int
    decisions: list[ReviewedDecision] = field(default_factory=list)
    error: str = ""

    @property
    def ready(self) -> bool:
        """Whether every decision is reviewed (or the review has failed)."""
        return len(self.decisions) >= self.total or bool(self.error)

    def review(self) -> Review:
        """The review as far as it is done (:class:`~popejoan.ai.review.Review`: its totals are the engine's)."""
        return Review(self.seat, tuple(self.decisions))


class DealReviews:
    """The reviews of one finished deal for the given seats (the people at the table).

    Args:
        deal: the finished deal (its record, or the deal itself).
        rules: the session's resolved ruleset.
        seats: the seats to review.

    Attributes:
        number: the deal's number; seats: each reviewed seat's :class:`SeatReview`.
    """

    def __init__(self, deal: PlayedDeal, rules: Ruleset, seats: Sequence[int]) -> None:
        self.deal = deal
        self.rules = rules
        self.number = deal.number
        self.points = decision_points(deal, rules) if reviewable(deal) else []
        self.seats: dict[int, SeatReview] = {
            seat: SeatReview(seat, sum(1 for _i, s, _p in self.points if s == seat)) for seat in seats}

    @property
    def ready(self) -> bool:
        """Whether every seat's review is done."""
        return all(r.ready for r in self.seats.values())

    def step_of(self, action: int) -> int:
        """The replay's step at decision ``action`` (see :func:`moment_step`)."""
        return next((played for index, _s, played in self.points if index == action), 0)

    def work(self, stop: threading.Event) -> None:
        """Review every seat's decisions in the deal's order (on the background thread); stops between two
        decisions once ``stop`` is set. A failure is kept in words on each unfinished seat's ``error``."""
        try:
            start = deal_start(self.deal, self.rules)
            player = reviewer()
            for index, chosen in enumerate(self.deal.actions):
                if start.over or stop.is_set():
                    break
                seat = start.to_move
                if seat in self.seats and len(start.legal_actions()) > 1:
                    self.seats[seat].decisions.append(
                        review_decision(start.observation(seat), chosen, index, player))
                start.apply(chosen)
        except Exception as exc:  # a bug: the overlay says so; the game goes on
            for review in self.seats.values():
                if not review.ready:
                    review.error = str(exc) or type(exc).__name__


@dataclass(frozen=True)
class Totals:
    """A person's figures over a session's reviewed deals (the final standings).

    Attributes:
        close: decisions that were the best or within a quarter fish of it (:attr:`ReviewedDecision.close`).
        decisions: decisions taken with a choice.
        loss: the fish their choices cost in all (the sum of the deals' :attr:`Review.total_loss`).
        ready: deals reviewed so far; deals: deals to review.
    """

    close: int
    decisions: int
    loss: float
    ready: int
    deals: int


class Coach:
    """A session's reviews, worked out one deal after another on one background (daemon) thread.

    Args:
        rules: the session's resolved ruleset.
        seats: the people's seats (the computers are not reviewed).
    """

    def __init__(self, rules: Ruleset, seats: Sequence[int]) -> None:
        self.rules = rules
        self.seats = tuple(seats)
        self.deals: dict[int, DealReviews] = {}
        self._queue: list[DealReviews] = []
        self._lock = threading.Lock()
        self._wake = threading.Event()
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def deal(self, deal: PlayedDeal) -> DealReviews:
        """The reviews of ``deal`` (by its number), queued for the background thread the first time asked."""
        with self._lock:
            reviews = self.deals.get(deal.number)
            if reviews is None:
                reviews = self.deals[deal.number] = DealReviews(deal, self.rules, self.seats)
                self._queue.append(reviews)
                self._wake.set()
        self._start()
        return reviews

    def totals(self, seat: int, deals: Sequence[PlayedDeal]) -> Totals:
        """``seat``'s figures over ``deals`` (queued here as needed): the sums of the deals' finished reviews."""
        close = decisions = ready = 0
        loss = 0.0
        wanted = [d for d in deals if reviewable(d)]
        for deal in wanted:
            review = self.deal(deal).seats.get(seat)
            if review is None or not review.ready:
                continue
            ready += 1
            whole = review.review()
            close += whole.close_count
            decisions += len(whole.decisions)
            loss += whole.total_loss
        return Totals(close, decisions, loss, ready, len(wanted))

    def close(self) -> None:
        """Stop the background thread after the decision it is reviewing (what is done is kept)."""
        self._stop.set()
        self._wake.set()

    def _start(self) -> None:
        if self._thread is None and not self._stop.is_set():
            self._thread = threading.Thread(target=self._run, name="popejoan-coach", daemon=True)
            self._thread.start()

    def _run(self) -> None:
        while not self._stop.is_set():
            with self._lock:
                job = self._queue.pop(0) if self._queue else None
                if job is None:
                    self._wake.clear()
            if job is None:
                self._wake.wait()
                continue
            job.work(self._stop)


_COACHES: weakref.WeakKeyDictionary[Session, Coach] = weakref.WeakKeyDictionary()


def coach_for(session: Session, seats: Sequence[int]) -> Coach:
    """The session's coach, made the first time asked (it lives as long as the session).

    Args:
        session: the session in play.
        seats: the people's seats (used when the coach is made).
    """
    coach = _COACHES.get(session)
    if coach is None:
        coach = _COACHES[session] = Coach(session.rules, seats)
        weakref.finalize(session, coach.close)  # its thread ends with the session
    return coach
