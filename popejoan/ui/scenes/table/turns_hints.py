"""The turns' hints: H asks the Hard player for a human's lead, from that human's own observation.

Holds :class:`ExplainedHint` (the hint and how much better it looks, on the thinker's thread) and
:class:`HintTurns`, the part of :class:`~popejoan.ui.scenes.table.turns.Turns` that asks for a hint, queues one
asked for before the human's turn, moves the selection to it and words it. It applies no action.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from popejoan.engine.cards import POPE
from popejoan.ui.scenes.table import captions
from popejoan.ui.scenes.table.hint_shape import shape_words
from popejoan.ui.scenes.table.view import Words, caption_lines

if TYPE_CHECKING:
    from popejoan.ai import Thinker, Thought
    from popejoan.ai.review import LeadShape
    from popejoan.engine.cards import Card
    from popejoan.engine.observation import Observation
    from popejoan.engine.state import Deal
    from popejoan.ui.scenes.table.hotseat import HotSeat
    from popejoan.ui.scenes.table.view import TableView


class ExplainedHint:
    """The hint (the Hard player's choice) and, cheaply beside it, how much better it looks than the next best
    (``popejoan.ai.hints.hint_values``: estimated fish for the seat). Runs on the thinker's thread.

    Args:
        seed: seeds the search (the same seed and observation give the same hint).

    Attributes:
        margin: estimated fish the hint gains over the next best choice, or None when unknown.
    """

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self.margin: float | None = None

    def choose(self, observation: Observation) -> int:
        """The hint for ``observation``'s decision (and its margin, kept in :attr:`margin`)."""
        from popejoan.ai.hints import hint, hint_values

        action = hint(observation, seed=self.seed)
        try:
            values = hint_values(observation, seed=self.seed)
            others = [v for a, v in values.items() if a != action]
            if action in values and others:
                self.margin = values[action] - max(others)
        except Exception:  # the reason is a nicety; the hint stands without it
            self.margin = None
        return action


class HintTurns:
    """The hints: a base of :class:`~popejoan.ui.scenes.table.turns.Turns` (it reads and changes the turns'
    hint state and the view's selection)."""

    # the turns' state it reads and changes (set in :class:`~popejoan.ui.scenes.table.turns.Turns`)
    view: TableView
    hotseat: HotSeat
    seed: int
    deal: Deal | None
    hint_thought: Thought | None
    hint_player: ExplainedHint | None
    hint_for: tuple[int, int]
    hint_action: int | None
    hint_queued_for: int | None
    hint_margin: float | None
    # and the turns' own answers (:class:`~popejoan.ui.scenes.table.turns.Turns`, ``turns_computers``)
    human_to_act: Callable[[], int | None]
    legal_in_hand: Callable[[int], list[Card]]
    _thinker: Callable[[], Thinker]

    def ask_hint(self) -> bool:
        """Start a hint for the human to act: the Hard player's choice, from that human's own observation.

        Returns:
            True when a hint was asked for (a human must decide and none is pending).
        """
        seat = self.human_to_act()
        deal = self.deal
        if seat is None or deal is None or self.hint_thought is not None:
            return False
        self.hint_for = (seat, len(deal.events))
        self.hint_player = ExplainedHint(self.seed + 7919 * seat)
        self.hint_thought = self._thinker().think(self.hint_player, deal.observation(seat))
        name = self.view.names[seat]
        self.view.tell(lambda: captions.hint_asked(name))
        return True

    def queue_hint(self) -> bool:
        """H while the cards are moving: the hint is asked as soon as the same human must decide.

        In a hot-seat game only the human whose hand the screen showed last can queue one.
        """
        if self.deal is None or self.deal.over or self.hotseat.privacy_for is not None:
            return False
        seat = self.hotseat.hint_seat()
        if seat is None:
            return False
        self.hint_queued_for = seat
        view = self.view
        name, said = view.names[seat], view.caption_words
        if said is None:
            view.say(view.caption, captions.hint_queued(view.caption_sub, name))
            return True

        def queued() -> tuple[str, str]:
            title, sub = caption_lines(said())
            return title, captions.hint_queued(sub, name)

        view.tell(queued)
        return True

    def selection_moved(self) -> None:
        """The arrows, Tab or the mouse moved the selection: while a hint is on show, its second line says what
        Enter does now (the hinted choice, or the one selected instead)."""
        seat = self.human_to_act()
        deal = self.deal
        if self.hint_action is None or seat is None or deal is None or self.hint_thought is not None:
            return
        view = self.view
        offer = deal.decision == "pope_offer"
        if offer:
            on_hint = (view.offer_choice == 0) == (self.hint_action == POPE)
        else:
            legal = self.legal_in_hand(seat)
            on_hint = bool(legal) and legal[max(0, min(view.selected, len(legal) - 1))] == self.hint_action
        if view.caption in (captions.hint_offer(True), captions.hint_offer(False)) or \
                (not offer and view.caption == captions.hint_lead(self.hint_action)):
            age = view.caption_age  # the hint stays as long as it would have
            view.tell(self._hint_words(self.hint_action, offer, on_hint, len(deal.legal_actions())))
            view.caption_age = age

    def _poll_hint(self) -> None:
        """Show a finished hint: select the card it names and say it."""
        thought = self.hint_thought
        if thought is None or not thought.done():
            return
        self.hint_thought = None
        seat, at = self.hint_for
        deal = self.deal
        if deal is None or deal.to_move != seat or len(deal.events) != at:
            return  # the decision was made meanwhile
        try:
            action = thought.result()
        except Exception:
            return
        view = self.view
        self.hint_action = action
        self.hint_margin = getattr(self.hint_player, "margin", None)
        offer = deal.decision == "pope_offer"
        self.hint_shape = None if offer else _shape_of(deal, seat, action)  # what the lead does with the hand
        if offer:
            view.offer_choice = 0 if action == POPE else 1
        else:
            legal = self.legal_in_hand(seat)
            if action in legal:
                view.selected = legal.index(action)
                view.hover_card = action
        view.tell(self._hint_words(action, offer, True, len(deal.legal_actions())))
        view.caption_age = -4000.0

    def _hint_words(self, action: int, offer: bool, selected: bool, choices: int) -> Words:
        """The hint's caption, said in the language of the moment: the hinted ``action`` (a card, or the Pope
        played or kept at an ``offer``), and its reason with what Enter does (``selected``: the hinted choice is
        still the one selected; ``choices``: how many there were)."""
        margin = self.hint_margin
        shape = None if offer else getattr(self, "hint_shape", None)

        def words() -> tuple[str, str]:
            title = captions.hint_offer(action == POPE) if offer else captions.hint_lead(action)
            reason = captions.hint_reason(margin, offer, selected, choices)
            # what the lead does with the hand, in words, before the fish (issue 33)
            said = shape_words(shape) if shape is not None else ""
            return title, (said + " · " + reason) if said else reason

        return words


def _shape_of(deal: Deal, seat: int, action: int) -> LeadShape:
    """What the hinted lead ``action`` does with ``seat``'s hand (:func:`popejoan.ai.review.lead_shape`, from that
    seat's own observation of ``deal``)."""
    from popejoan.ai.review import lead_shape

    return lead_shape(deal.observation(seat), action)
