"""The turns' people: a human's lead or answer applied, the pass card lifted, the selection kept in the hand, and
the Pope's round (japanese ``pope_as_stop``) played so that nobody learns who holds the Pope.

Holds :class:`PeopleTurns`, the part of :class:`~popejoan.ui.scenes.table.turns.Turns` that applies what the
people at the table decide (:meth:`PeopleTurns.human_play`). Whose decision it is is the turns'; the input
turns key presses and clicks into these calls (:mod:`~popejoan.ui.scenes.table.input`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from popejoan.engine.cards import POPE
from popejoan.engine.state import PASS
from popejoan.ui.scenes.table import captions
from popejoan.ui.scenes.table.pope_round import PAUSE_MS
from popejoan.ui.scenes.table.view import Words, caption_lines

if TYPE_CHECKING:
    from popejoan.ai import Player, Thought
    from popejoan.engine.cards import Card
    from popejoan.engine.state import Deal
    from popejoan.ui.scenes.table.director import Director
    from popejoan.ui.scenes.table.hotseat import HotSeat
    from popejoan.ui.scenes.table.pope_round import PopeRound
    from popejoan.ui.scenes.table.turns_computers import Decided
    from popejoan.ui.scenes.table.view import TableView


class PeopleTurns:
    """The people's decisions: a base of :class:`~popejoan.ui.scenes.table.turns.Turns` (it reads and changes the
    turns' deal, the view and the hot seat)."""

    # the turns' state it reads and changes (set in :class:`~popejoan.ui.scenes.table.turns.Turns`)
    view: TableView
    director: Director
    hotseat: HotSeat
    deal: Deal | None
    computers: dict[int, Player | None]
    round: PopeRound
    think_ms: float
    thought: Thought | Decided | None
    hint_thought: Thought | None
    hint_action: int | None
    resumed_deal: int | None
    # and the turns' own answers and moves (:class:`~popejoan.ui.scenes.table.turns.Turns` and its other bases)
    human_to_act: Callable[[], int | None]
    legal_in_hand: Callable[[int], list[Card]]
    start_thinking: Callable[[int], None]
    _computer_move: Callable[[int], None]
    _poll_hint: Callable[[], None]
    _end_visit: Callable[[], None]

    def _pope_round(self, scaled_ms: float) -> bool:
        """Play the Pope's round of the halt the deal waits at, if one is due (see
        :mod:`~popejoan.ui.scenes.table.pope_round`).

        Returns:
            Whether the round took this frame (nothing else may be decided meanwhile).
        """
        deal = self.deal
        view = self.view
        rnd = self.round
        key = rnd.due(deal, self.director.cursor)
        if key is None:
            if rnd.active:
                rnd.clear()  # the Pope was played: the round is over, and the play is public
            return False
        assert deal is not None  # a round is due only in a deal
        holder = deal.to_move if deal.decision == "pope_offer" else None
        if rnd.key != key:
            rnd.start(deal, key)
            self.think_ms = 0.0
            self.hint_action = None
            missing, goes_round = rnd.missing, bool(rnd.to_visit)
            view.tell(lambda: captions.pope_round(missing, goes_round))
        if holder in self.computers and self.thought is None:
            self.start_thinking(holder)  # out of sight: thinking_seat() names nobody during the round
        if rnd.pause_ms < PAUSE_MS:
            rnd.pause_ms += scaled_ms
            return True
        seat = rnd.next_visit()
        if seat is not None:
            self._poll_hint()
            if self.hotseat.prepare(seat) and view.revealed and view.shown_seat == seat:
                name, missing = view.names[seat], rnd.missing
                if seat == holder:
                    visit: Words = lambda: captions.human_pope_offer(name, missing)  # noqa: E731
                else:
                    visit = lambda: captions.pope_not_held(name)  # noqa: E731
                if view.caption != caption_lines(visit())[0] and self.hint_action is None \
                        and self.hint_thought is None and view.caption_age >= 0.0:
                    view.tell(visit)
                    view.offer_choice = 0  # each offer starts on "Play the Pope"
                # the prompt stays (a caption held a while counts up to 0)
                view.caption_age = min(0.0, view.caption_age)
            return True
        if holder is not None:
            if holder in self.computers:
                self.think_ms += scaled_ms
                if self.thought is not None and self.thought.done():
                    self.think_ms = 0.0
                    self._computer_move(holder)
            return True
        rnd.finish()  # every person has looked and the Pope is kept (or nobody holds it): the stop is shown
        return True

    def human_play(self, action: int) -> bool:
        """The human to act plays ``action`` (a card to lead, or ``POPE`` / ``PASS`` at an offer).

        Returns:
            Whether the press was taken (False: nobody may act, or the action is not legal).
        """
        seat = self.human_to_act()
        deal = self.deal
        if seat is None or deal is None or action not in deal.legal_actions():
            return False
        if self.hotseat.reveal_guard_ms > 0:
            return True  # the hand has only just been shown: this press is spent
        visit = deal.decision == "pope_offer" and self.round.visiting == seat
        if deal.decision == "pope_offer" and not visit:
            self.round.done = len(deal.played)  # the one person at the screen answered: no round
        deal.apply(action)
        self.hint_action = None
        if visit:
            self._end_visit()  # the round goes on to the next person (or ends: the Pope played is public)
        self.hotseat.decided()
        self.view.hover_card = None
        self.director.pump(deal)
        return True

    def answer_offer(self, play: bool) -> bool:
        """The human at a Pope offer plays the Pope, or keeps it."""
        return self.human_play(POPE if play else PASS)

    def lift_pass_card(self) -> None:
        """Take the pass card away and show its human's hand."""
        if self.hotseat.lift() is not None:
            self.resumed_deal = None  # said once, on the first pass card after the resume
            self.clamp_selection()

    def clamp_selection(self) -> None:
        """Keep the keyboard's selection on one of the human's legal leads."""
        seat = self.human_to_act()
        if seat is None:
            return
        legal = self.legal_in_hand(seat)
        if legal:
            self.view.selected = max(0, min(self.view.selected, len(legal) - 1))
