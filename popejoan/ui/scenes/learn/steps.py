"""The lesson's steps as data: each a trigger (an engine event kind, or the player's lead) and its words.

Holds :data:`STEPS` (the lesson "Learn to play", issue 33, in the order its pinned deal plays them), the
:class:`Step` record, :func:`matches` (whether an engine event sets a step off) and :class:`Coach`, which
follows a deal's events and says which step is due next. It draws nothing and imports no pygame: the scene
(:mod:`popejoan.ui.scenes.learn.scene`) shows a step when the table's director reaches its event. The deal
the steps are written for is :data:`LESSON_FILE` (the engine's deal-file format, docs/deal-files.md).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from popejoan.engine.events import (
    CardPlayed,
    CardsDealt,
    ChipsHanded,
    DealEnded,
    Event,
    SequenceStopped,
    StakePut,
    StakeTaken,
    TurnedUp,
)
from popejoan.ui.i18n import N_

LESSON_FILE = Path(__file__).with_name("lesson.yaml")
"""The lesson's pinned deal (Parlett's rules, three players, the person in seat 0, eldest)."""

LEARNER = 0
"""The seat the person learning plays (the dealer's left: eldest, who leads first)."""

YOUR_LEAD = "your_lead"
"""The trigger of a step shown when the learner must lead (a decision, not an event)."""


@dataclass(frozen=True)
class Step:
    """One step of the lesson.

    Attributes:
        key: the step's name (kept in the settings as the lesson's progress).
        trigger: what sets it off: an event kind (``"dressed"``, ``"dealt"``, ``"turned_up"``, ``"turn_up_won"``,
            ``"followed"``, ``"stop_king"``, ``"stop_seven"``, ``"stop_dead"``, ``"stop_played"``,
            ``"honour_won"``, ``"pair_won"``, ``"game_won"``, ``"paid"``, ``"deal_ended"``) or :data:`YOUR_LEAD`.
        text: the coach's words, English (marked ``N_``, translated where drawn).
        point: what the coach points at: ``"board"``, ``"hand"``, ``"sequence"``, ``"dead"`` (the dead hand's
            pile), ``"turn_up"``, ``"seats"`` (the plaques).
    """

    key: str
    trigger: str
    text: str
    point: str


STEPS: tuple[Step, ...] = (
    Step("dress", "dressed", N_(
        "The dealer dresses the board: 6 fish on the Pope (the 9 of diamonds), 2 on Matrimony (King and Queen "
        "of trumps), 2 on Intrigue (Queen and Jack of trumps), and 1 each on the Ace, King, Queen, Jack and "
        "Game. The rarer the win, the more it holds."), "board"),
    Step("deal", "dealt", N_(
        "Every card is dealt, one at a time, clockwise from the dealer's left: to each player and to an extra "
        "hand, the dead hand. Nobody sees the dead hand: its cards will stop sequences."), "dead"),
    Step("turn_up", "turned_up", N_(
        "The last card dealt is turned up for everyone to see: its suit is trumps for this deal. It stays in "
        "the hand it fell to and is played like any other card."), "turn_up"),
    Step("turn_up_won", "turn_up_won", N_(
        "The turn-up is an honour (the Ace, King, Queen or Jack of trumps), so the dealer wins that "
        "compartment at once."), "board"),
    Step("lead", YOUR_LEAD, N_(
        "You are eldest, on the dealer's left, so you lead first. Lead any suit, but only your lowest card of "
        "it: the raised cards. Then whoever holds the next card up in that suit must play it."), "hand"),
    Step("follow", "followed", N_(
        "Whoever holds the next card up plays it, whoever they are: nobody may hold it back. The sequence "
        "climbs until it stops."), "sequence"),
    Step("stop_dead", "stop_dead", N_(
        "A stop: the next card is in nobody's hand, it lies in the dead hand. Whoever played the last card "
        "leads next, any suit."), "sequence"),
    Step("honour", "honour_won", N_(
        "Playing the Ace, King, Queen or Jack of trumps, or the Pope, wins everything in its compartment. "
        "Holding it wins nothing: it must be played."), "board"),
    Step("pair", "pair_won", N_(
        "Jack then Queen, or Queen then King of trumps, played one straight after the other by one player, "
        "win Intrigue or Matrimony as well."), "board"),
    Step("stop_king", "stop_king", N_(
        "A King always stops the sequence: there is no higher card. Whoever played it leads next."), "sequence"),
    Step("stop_played", "stop_played", N_(
        "A stop: the next card has been played already in an earlier sequence. Whoever played the last card "
        "leads next."), "sequence"),
    Step("stop_seven", "stop_seven", N_(
        "The 7 of diamonds always stops: the 8 of diamonds is taken out of the pack."), "sequence"),
    Step("game", "game_won", N_(
        "A player has played their last card: they go out, the deal ends, and they win Game."), "board"),
    Step("paid", "paid", N_(
        "Every other player pays the winner a fish for each card still in hand, except whoever still holds "
        "the Pope unplayed: they pay nothing."), "seats"),
    Step("board_left", "deal_ended", N_(
        "What nobody won stays on the board for the next deal, where the dealer adds fish again, so the "
        "Pope grows until someone plays it."), "board"),
)
"""The lesson's steps, in the order the lesson deal reaches them on every path the learner may choose
(tests/ui/test_learn_steps.py walks them all). docs/rules.md, "What all sources share" and "Where they differ"
(Parlett's rows) are the rules they tell."""


def matches(trigger: str, event: Event, before: CardPlayed | None = None) -> bool:
    """Whether ``event`` sets off a step with ``trigger`` (:attr:`Step.trigger`).

    Args:
        trigger: an event kind of :class:`Step` (never :data:`YOUR_LEAD`, which no event sets off).
        event: an engine event (:mod:`popejoan.engine.events`).
        before: the card played before ``event`` in the deal (a :class:`CardPlayed`), or None.
    """
    if trigger == "dressed":
        return isinstance(event, StakePut) and event.reason == "dressing"
    if trigger == "dealt":
        return isinstance(event, CardsDealt)
    if trigger == "turned_up":
        return isinstance(event, TurnedUp)
    if trigger == "followed":
        return (isinstance(event, CardPlayed) and not event.lead and isinstance(before, CardPlayed)
                and before.seat != event.seat)
    if trigger.startswith("stop_"):
        reason = {"stop_king": "king", "stop_seven": "seven_of_diamonds", "stop_dead": "dead",
                  "stop_played": "played"}[trigger]
        return isinstance(event, SequenceStopped) and event.reason == reason
    if isinstance(event, StakeTaken):
        wanted = {"turn_up_won": "turn_up", "honour_won": "played", "pair_won": "pair", "game_won": "game"}
        return wanted.get(trigger) == event.reason
    if trigger == "paid":
        return isinstance(event, ChipsHanded) and event.payer != event.payee
    return trigger == "deal_ended" and isinstance(event, DealEnded)


class Coach:
    """Follows a deal's events and says which step is due: the steps fire in order, each on the first event
    (or learner's lead) that matches it after the step before it fired.

    Args:
        steps: the lesson's steps (default :data:`STEPS`).

    Attributes:
        index: how many steps have fired (the next one due is ``steps[index]``).
        seen: how many of the deal's events have been looked at.
    """

    def __init__(self, steps: tuple[Step, ...] = STEPS) -> None:
        self.steps = steps
        self.index = 0
        self.seen = 0
        self._last_card: CardPlayed | None = None

    @property
    def done(self) -> bool:
        """Whether every step has fired."""
        return self.index >= len(self.steps)

    def feed(self, events: Sequence[Event], upto: int) -> Step | None:
        """Look at ``events[seen:upto]`` one by one and stop at the first that fires the step due.

        Returns:
            The step fired (:attr:`index` has moved past it; :attr:`seen` is just past its event), or None when
            none of those events fires it (:attr:`seen` is then ``upto``).
        """
        while self.seen < upto and not self.done:
            event = events[self.seen]
            before = self._last_card
            self.seen += 1
            if isinstance(event, CardPlayed):
                self._last_card = event
            step = self.steps[self.index]
            if step.trigger != YOUR_LEAD and matches(step.trigger, event, before):
                self.index += 1
                return step
        if self.done:
            self.seen = max(self.seen, upto)
        return None

    def resume(self, events: Sequence[Event], index: int, seen: int) -> None:
        """Take up a lesson left at step ``index`` - 1 (the next due is ``steps[index]``), its event the one just
        before ``seen`` of ``events`` (a lesson taken up again from the settings)."""
        self.index = max(0, min(index, len(self.steps)))
        self.seen = max(0, min(seen, len(events)))
        self._last_card = next((e for e in reversed(events[: self.seen]) if isinstance(e, CardPlayed)), None)

    def at_lead(self) -> Step | None:
        """The learner must lead now (every event so far fed): the step due, if it is the lead's; it fires."""
        if not self.done and self.steps[self.index].trigger == YOUR_LEAD:
            self.index += 1
            return self.steps[self.index - 1]
        return None
