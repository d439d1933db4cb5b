"""The Pope's round (the japanese Pope-as-stop variant): an offer never tells the table who holds the Pope.

When a sequence halts at a card that exists but that no player holds, the
holder of the unplayed Pope may play it in that card's place
(``lead.pope_as_stop``, docs/rules.md, japanese). The engine offers it to the
holder alone: only the holder's observation sees the offer
(:meth:`popejoan.engine.state.Deal.observation`). At a real table the holder
pausing would tell something; here every such halt is played the same way,
whoever holds the Pope, a person, a computer or nobody (it lies in the dead
hand):

1. a short pause, with a caption that names nobody ("Nobody follows with the
   5♦ / whoever holds the Pope may play it in its place");
2. with two or more people at the screen, the screen goes round every person,
   clockwise from the left of the player who stopped the sequence and ending
   with that player (who leads next if the Pope is kept): each gets the pass
   card, then sees their own hand and is either offered the Pope (its holder)
   or told they do not hold it, with one button to pass the screen on. Every
   person takes the same steps, so nobody learns from the round who holds it;
3. a computer holder's answer, worked out meanwhile out of sight, is given
   (its plaque shows no "thinking");
4. only then is the stop shown: the director holds the stop back
   (:meth:`PopeRound.holds`) until the round is over.

A Pope played is public at once (its player is named as for any card). With
one person at the screen there is nobody to hide an offer from: that person,
when they hold the Pope, is offered it at once, and otherwise sees the pause.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from popejoan.engine.cards import POPE, Card
from popejoan.engine.events import CardPlayed, PopeOffered, SequenceStopped, TurnedUp

if TYPE_CHECKING:
    from popejoan.engine.state import Deal
    from popejoan.ui.scenes.table.view import DealShown

PAUSE_MS = 650.0
"""The pause (animation milliseconds) at a halt where the Pope could stand in, before the round or the stop:
as long as the least a computer seems to think, whoever holds the Pope."""


class PopeRound:
    """The round of one halt, and which halts have had theirs.

    A halt is known by the number of cards played when it came (its *key*):
    nothing is played while the engine waits at it.

    Args:
        pope_as_stop: the ruleset's ``lead.pope_as_stop`` (without it no round is ever due).
        humans: the human seats, in seat order.
        players: how many seats.

    Attributes:
        key: the halt whose round is under way, or None.
        done: the last halt whose round is over (its stop may be shown).
        missing: the card nobody followed with, at the halt under way.
        pause_ms: animation milliseconds the round has paused so far.
        to_visit: the people still to be given the screen, in order.
        visiting: the person who has (or is being passed) the screen now, or None.
        visited: the people given the screen so far in this round, in order (tests read it).
    """

    def __init__(self, pope_as_stop: bool, humans: list[int], players: int) -> None:
        self.enabled = bool(pope_as_stop)
        self.humans = list(humans)
        self.players = players
        self.done: int | None = None
        self.clear()

    def clear(self) -> None:
        """No round under way (the last one finished, the Pope was played, or the deal was taken back)."""
        self.key: int | None = None
        self.missing: Card | None = None
        self.pause_ms = 0.0
        self.to_visit: list[int] = []
        self.visiting: int | None = None
        self.visited: list[int] = []

    def forget(self) -> None:
        """A new deal, or a deal dealt again: no halt has had its round."""
        self.done = None
        self.clear()

    @property
    def active(self) -> bool:
        """Whether a round is under way."""
        return self.key is not None

    def holds(self, deal: DealShown, index: int) -> bool:
        """Whether the director must wait before showing ``deal.events[index]``: the stop at a halt where the
        Pope could stand in, whose round is not over (the engine waits there for the next lead).

        Args:
            deal: the deal on the table.
            index: an index into ``deal.events``.
        """
        if not self.enabled or not 0 <= index < len(deal.events):
            return False
        ev = deal.events[index]
        if type(ev) is not SequenceStopped or ev.next_card is None:
            return False  # a King, the top card or the seven of diamonds: no card to stand in for
        if any(type(e) is CardPlayed for e in deal.events[index + 1:]):
            return False  # a stop of the past (a deal taken up mid-way shows it at once)
        if any(card == POPE for _, card in deal.played) or pope_turned_out_of_play(deal):
            return False  # the Pope is played, or everyone saw it turned up out of every hand: no offer can come
        return len(deal.played) != self.done

    def due(self, deal: Deal | None, queued: int) -> int | None:
        """The halt whose round is due now, or None.

        Args:
            deal: the deal on the table.
            queued: how many of its events the director has queued (the next one may be held back).

        Returns:
            The halt's key, or None: no halt, its round is over, or the one person at the screen holds the
            Pope (offered at once: nobody to hide it from).
        """
        if not self.enabled or deal is None or deal.over:
            return None
        if deal.decision == "pope_offer":
            if len(self.humans) < 2 and deal.to_move in self.humans:
                return None
            key = len(deal.played)
        elif queued < len(deal.events) and self.holds(deal, queued):
            key = len(deal.played)
        else:
            return None
        return None if key == self.done else key

    def start(self, deal: Deal, key: int) -> None:
        """Begin the round of halt ``key``: who is given the screen, in what order (never who holds the Pope)."""
        self.clear()
        self.key = key
        self.missing = _missing(deal)
        if len(self.humans) >= 2:
            stopper = deal.played[-1][0] if deal.played else deal.dealer
            order = [(stopper + step) % self.players for step in range(1, self.players + 1)]
            self.to_visit = [seat for seat in order if seat in self.humans]

    def next_visit(self) -> int | None:
        """The next person to be given the screen (now :attr:`visiting`), or None when all have had it."""
        if self.visiting is None and self.to_visit:
            self.visiting = self.to_visit.pop(0)
            self.visited.append(self.visiting)
        return self.visiting

    def visit_over(self) -> None:
        """The person with the screen has answered (or passed it on)."""
        self.visiting = None

    def finish(self) -> None:
        """The round is over: its stop may be shown."""
        self.done = self.key
        self.clear()


def pope_turned_out_of_play(deal: DealShown) -> bool:
    """Whether the turn-up is the Pope and lies in no player's hand (the dead hand, the stock): public, so no
    halt can bring an offer and there is nothing to hide (a playtest saw "whoever holds the Pope may play it"
    at every halt of a deal whose turn-up was the 9♦).

    Args:
        deal: the deal on the table (its events: :class:`~popejoan.engine.events.TurnedUp` says where the
            turn-up lies, a seat or a place out of play).
    """
    turned = next((e for e in deal.events if type(e) is TurnedUp), None)
    return turned is not None and turned.card == POPE and turned.holder < 0


def _missing(deal: DealShown) -> Card | None:
    """The card nobody followed with at the halt the engine waits at (public: the stop shows it)."""
    for ev in reversed(deal.events):
        if type(ev) is SequenceStopped:
            return ev.next_card
        if type(ev) is PopeOffered:
            return ev.missing
        if type(ev) is CardPlayed:
            break
    return None
