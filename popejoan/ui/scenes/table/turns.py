"""Whose decision it is, and getting it made: computer players thinking, a human's hint, applying each action.

When the director has caught up with the engine and the deal wants a
decision, a computer seat is asked
(``popejoan.ai.make_player(level, seed).choose(observation)``, run off the UI
thread by :class:`popejoan.ai.worker.Thinker`) after a short pause scaled by
the animation speed, and never before the last stop's note has been on show long
enough to read (:func:`~popejoan.ui.scenes.table.view.reading_ms`; a click or
Space hurries on); a human seat is shown its hand (through the hot seat)
with the legal leads raised and a caption saying what to do. H asks the Hard
player for a hint from that human's own observation. Every action reaches
the engine through :meth:`Turns.human_play` or :meth:`Turns._computer_move`
(``deal.apply``), then the director queues what it caused; a lead taken
back (Ctrl+Z, :meth:`~popejoan.ui.scenes.table.TableScene.undo`) drops every
decision under way here (:meth:`Turns.forget`) before the deal is dealt again.
A deal taken up again from a save with a computer to move waits for the
player (:attr:`Turns.waiting`, :meth:`Turns.wait`): nothing moves until a click on
the table or a key of play (Space, Enter, ←/→, A/D, Tab), which only dismisses
the caption saying what happened last (:meth:`Turns.play_on`); the other keys do
what they do (a view, the sound, a hint queued) and the table goes on waiting, its
caption said again once theirs has had its time. With a person to move at a hot-seat
table, that caption waits behind the pass card and is read when the hand is shown
(:meth:`Turns.hold_news`).
A halt where the Pope could stand in for a missing card (japanese
``pope_as_stop``) is played as the Pope's round
(:mod:`~popejoan.ui.scenes.table.pope_round`), which never tells the table who
holds the Pope.

This module holds :class:`Turns`' state, whose decision it is and when it is made (:meth:`Turns.decide`); its
bases do the rest: the computer seats (:mod:`~popejoan.ui.scenes.table.turns_computers`), the hints
(:mod:`~popejoan.ui.scenes.table.turns_hints`), and the people's decisions with the Pope's round
(:mod:`~popejoan.ui.scenes.table.turns_people`).
"""

from __future__ import annotations

from popejoan.engine.cards import Card
from popejoan.engine.events import PopeOffered
from popejoan.engine.state import Deal
from popejoan.ui.scenes.table import captions
from popejoan.ui.scenes.table.director import Director
from popejoan.ui.scenes.table.hotseat import HotSeat
from popejoan.ui.scenes.table.pope_round import PAUSE_MS, PopeRound
from popejoan.ui.scenes.table.turns_computers import ComputerTurns, Decided
from popejoan.ui.scenes.table.turns_hints import ExplainedHint, HintTurns
from popejoan.ui.scenes.table.turns_people import PeopleTurns
from popejoan.ui.scenes.table.view import Prompt, TableView, Words, caption_lines, reading_ms

__all__ = ["COMPUTER_THINK_MS", "Decided", "END_HOLD_MS", "ExplainedHint", "PROMPT_AFTER_MS", "Turns"]

COMPUTER_THINK_MS = 650.0
"""The least a computer seat seems to think (animation milliseconds), so its move can be followed."""
PROMPT_AFTER_MS = 1200.0
"""How long a caption stays before "Ann to lead" (a computer's) may take its place (animation milliseconds)."""
END_HOLD_MS = 1100.0
"""How long the finished deal stays on the table before its summary (animation milliseconds)."""


class Turns(ComputerTurns, HintTurns, PeopleTurns):
    """The decisions of a deal.

    Args:
        view: the table's picture (caption, selection, the shown hand).
        director: the motion (nobody decides while it runs; each action is queued to it).
        hotseat: who sees which hand.
        levels: each seat's computer level, None for a human.
        seed: seeds the computer players and the hints.

    Attributes:
        deal: the deal in progress, or None between deals.
        computers: the computer player of each computer seat (None when the AI package is missing).
        thinker_obj: the background worker, made on the first decision.
        thought: the computer choice being worked out, or None.
        hint_action: the action the last hint named (selected in the hand), or None.
        hint_queued_for: the human H was pressed for while the cards moved: hinted when they must decide.
        round: the Pope's round (japanese ``pope_as_stop``): its halts, who has the screen; the director
            holds a stop back while its round is under way.
        waiting: a deal taken up again from a save waits for the player before any computer moves (a click
            on the table or a key of play only ends the wait: :meth:`play_on`); False: play goes on.
        waiting_words: the caption the table waits under (what happened last, and how to play on), said
            again when another caption (a refusal, a hint queued) has had its time; None when not waiting.
        news_hold_ms: a resumed deal with a person to move behind a pass card: how long (animation
            milliseconds) its caption stays once the hand is shown; 0 when nothing is held.
        resumed_deal: the number of a deal taken up again from a save whose first pass card has not yet been
            lifted (the card says the deal was resumed: the table's caption is behind it); None otherwise.
    """

    def __init__(self, view: TableView, director: Director, hotseat: HotSeat, levels: list[str | None],
                 seed: int) -> None:
        self.view = view
        self.director = director
        self.hotseat = hotseat
        self.levels = levels
        self.seed = seed
        self.deal = None
        self.computers = {}
        self._make_computers()
        self.think_ms = 0.0
        self.end_hold = 0.0
        self.thinker_obj = None
        self.thought = None
        self.thought_seat = None
        self.hint_thought = None
        self.hint_player = None
        self.hint_for = (-1, -1)
        self.hint_action = None
        self.hint_queued_for = None
        self.hint_margin = None
        self.waiting = False
        self.waiting_words: Words | None = None
        self.news_hold_ms = 0.0
        self.resumed_deal = None
        self.round = PopeRound(getattr(director.rules.lead, "pope_as_stop", False), hotseat.humans, len(levels))
        director.hold = self.round.holds

    def offer_due(self) -> bool:
        """Whether the deal in progress waits on an answer to the Pope's offer (rather than a lead)."""
        return self.deal is not None and self.deal.decision == "pope_offer"

    def legal_for(self, seat: int) -> tuple[int, ...]:
        """The leads ``seat`` may make now (empty unless it is that seat's lead and the motion has caught up)."""
        deal = self.deal
        if (deal is None or deal.over or deal.to_move != seat or self.director.busy or self.waiting
                or self.director.cursor < len(deal.events) or deal.decision != "lead"):
            return ()
        return tuple(deal.legal_actions())

    def human_to_act(self) -> int | None:
        """The human seat that must decide now, with its hand on show, or None."""
        deal = self.deal
        if (deal is None or deal.over or self.director.busy or self.waiting
                or self.director.cursor < len(deal.events)):
            return None
        seat = deal.to_move
        if seat is None or seat in self.computers or self.hotseat.privacy_for is not None:
            return None
        if self.view.shown_seat != seat or not self.view.revealed:
            return None
        if self.round.active and seat != self.round.visiting:
            return None  # the Pope's round: only the person it has given the screen to may answer
        return seat

    def not_holding(self) -> int | None:
        """The Pope's round: the person who has the screen, hand on show, and does not hold the Pope (their one
        button passes the screen on), or None."""
        rnd = self.round
        seat = rnd.visiting
        deal = self.deal
        if (seat is None or deal is None or self.hotseat.privacy_for is not None or self.view.shown_seat != seat
                or not self.view.revealed or (deal.decision == "pope_offer" and deal.to_move == seat)):
            return None
        return seat

    def public_to_move(self) -> int | None:
        """The seat the table shows as deciding (its plaque glows): the engine's, except at a halt where the
        Pope could stand in, where it is the person the round has given the screen to, or nobody."""
        deal = self.deal
        if deal is None or deal.over or self.director.busy:
            return None
        if self.round.active:
            return self.round.visiting if self.hotseat.privacy_for is None else None
        if deal.decision == "pope_offer" and self.human_to_act() is None:
            return None
        return deal.to_move

    def legal_in_hand(self, seat: int) -> list[Card]:
        """``seat``'s legal leads in the order its hand is laid out."""
        legal = self.legal_for(seat)
        return [c for c in self.view.hands[seat] if c in legal]

    def hand_face_up(self, seat: int) -> bool:
        """Whether ``seat``'s hand is drawn face up now."""
        if self.round.active:  # the round gives the screen to one person at a time
            return self.hotseat.hand_face_up(seat, self.round.visiting)
        return self.hotseat.hand_face_up(seat, None if self.deal is None else self.deal.to_move)

    def begin(self, deal: Deal) -> None:
        """A new deal to play."""
        self.deal = deal
        self.resumed_deal = None
        self.round.forget()

    def end(self) -> Deal | None:
        """The deal is over and recorded: no deal in progress. Returns it."""
        deal, self.deal = self.deal, None
        return deal

    def hold_end(self, scaled_ms: float) -> bool:
        """The deal is over: keep it on the table a moment. Returns True when its summary is due."""
        self.end_hold += scaled_ms
        if self.end_hold >= END_HOLD_MS:
            self.end_hold = 0.0
            return True
        return False

    def decide(self, scaled_ms: float) -> None:
        """The motion has caught up and the deal wants a decision: let the seat to move decide."""
        deal = self.deal
        view = self.view
        self.end_hold = 0.0
        if self.waiting:  # a resumed deal: its caption stays until the player plays on
            waiting = self.waiting_words
            if waiting is not None and view.caption_age >= 0.0 and view.caption != caption_lines(waiting())[0]:
                view.tell(waiting)  # another caption (Ctrl+Z refused) has had its time: the wait's comes back
            view.caption_age = min(view.caption_age, 0.0)
            return
        assert deal is not None  # the scene asks for a decision only in a deal
        if self._pope_round(scaled_ms) or self.director.cursor < len(deal.events):
            return
        seat = deal.to_move
        if seat is None:
            return
        if seat in self.computers:
            if self.think_ms == 0.0 and view.caption_age > PROMPT_AFTER_MS and deal.decision == "lead":
                view.tell(lambda: captions.computer_to_lead(view.names[seat]))
            if self.thought is None:
                self.start_thinking(seat)
            self.think_ms += scaled_ms
            if (self.think_ms >= COMPUTER_THINK_MS and self.reading_left() <= 0.0 and self.thought is not None
                    and self.thought.done()):
                self.think_ms = 0.0
                self._computer_move(seat)
            return
        self.think_ms = 0.0
        self._poll_hint()
        if self.hotseat.prepare(seat):
            self.clamp_selection()
        if self.news_hold_ms > 0.0:  # a resumed deal's caption: its reading time counts once the hand is shown
            if self.hotseat.privacy_for is not None:
                view.caption_age = -self.news_hold_ms
            else:
                self.news_hold_ms = 0.0
        if self.human_to_act() == seat and self.hint_queued_for is not None:
            queued, self.hint_queued_for = self.hint_queued_for, None
            if queued == seat:
                self.ask_hint()
        if self.human_to_act() == seat:
            name = view.names[seat]
            words: Words
            if deal.decision == "lead":
                words = lambda: captions.human_to_lead(name)  # noqa: E731
            else:
                missing = next((e.missing for e in reversed(deal.events) if isinstance(e, PopeOffered)), None)
                words = lambda: captions.human_pope_offer(name, missing)  # noqa: E731
            if view.caption != caption_lines(words())[0] and self.hint_action is None and self.hint_thought is None \
                    and view.caption_age >= 0.0:  # (a caption held a while, as a lead taken back, stays till then)
                view.tell(words)
                view.offer_choice = 0  # each offer starts on "Play the Pope"
            view.caption_age = min(0.0, view.caption_age)  # the prompt stays (a caption held a while counts up to 0)

    def reading_left(self) -> float:
        """Animation milliseconds before a computer may lead after a stop: the stop's note beside the sequence
        (:attr:`TableView.stop_text`) stays until it has been on show for its reading time
        (:func:`~popejoan.ui.scenes.table.view.reading_ms`); 0 when no note waits to be read or the decision
        is not a lead."""
        deal = self.deal
        view = self.view
        if deal is None or deal.decision != "lead" or not view.stop_text:
            return 0.0
        return max(0.0, reading_ms(view.stop_text) - view.stop_age)

    def wait(self, words: Words) -> None:
        """A deal taken up again from a save: say ``words`` (what happened last, and how to play on) and wait
        for the player before any computer moves (:meth:`play_on` ends the wait)."""
        self.waiting = True
        self.waiting_words = words
        self.news_hold_ms = 0.0
        self.view.tell(words)

    def hold_news(self, words: Words, ms: float) -> None:
        """A deal taken up again from a save with a person to move: say ``words`` (what happened last) and keep
        them ``ms`` animation milliseconds before that person's prompt; behind a pass card (a hot-seat table)
        the time counts from when the hand is shown, so the caption is read, never missed. Nothing waits: the
        person may play at once. The words are public (the last stop's reason, stakes and payments): no hand."""
        self.waiting = False
        self.waiting_words = None
        self.view.tell(words)
        self.view.caption_age = -ms
        self.news_hold_ms = ms

    def play_on(self) -> bool:
        """The player has seen the resumed deal's caption (a click on the table, or a key of play): play goes
        on, after the plays the game had made but not shown when it was closed (:attr:`Director.until
        <popejoan.ui.scenes.table.director.Director.until>`). The caption gives way to the next one at once.

        Returns:
            Whether the table was waiting (the press is spent on ending the wait).
        """
        if not self.waiting:
            return False
        self.waiting = False
        self.waiting_words = None
        self.director.until = None  # the plays the players never saw are shown now, then play goes on
        self.view.caption_age = max(self.view.caption_age, PROMPT_AFTER_MS + 1.0)
        return True

    def pass_on(self) -> bool:
        """The Pope's round: the person with the screen, who does not hold the Pope, passes it on.

        Returns:
            Whether the press was taken (False: no such person now).
        """
        seat = self.not_holding()
        if seat is None:
            return False
        if self.hotseat.reveal_guard_ms > 0:
            return True  # the hand has only just been shown: this press is spent
        self._end_visit()
        self.hint_action = None
        return True

    def _end_visit(self) -> None:
        """The person the Pope's round gave the screen to has answered: their hand is hidden, and the caption
        that spoke to them alone gives way to the round's, which names nobody, before anyone else looks."""
        rnd = self.round
        rnd.visit_over()
        self.hotseat.decided()
        missing = rnd.missing
        self.view.tell(lambda: captions.pope_round(missing, True))

    def prompt(self, deal_number: int) -> Prompt:
        """Who is deciding and what they are asked, for the painter (``deal_number``: the header's)."""
        deal = self.deal
        view = self.view
        shown = view.shown_seat
        face_up = shown if shown is not None and self.hand_face_up(shown) else None
        human = self.human_to_act()
        decision = deal.decision if human is not None and deal is not None else None
        if human is None and self.not_holding() is not None:
            human, decision = self.not_holding(), "pope_not_held"
        tip = None
        if human is not None and decision != "pope_offer":
            card = view.hover_card
            if card is not None and card in view.hands[human] and deal is not None:
                tip = captions.lead_tip(card, deal.refusal(card), view.names[human])
        stock = None
        if (shown is not None and deal is not None and view.revealed and self.hotseat.privacy_for is None
                and not self.director.busy and face_up == shown):
            cards = deal.observation(shown).stock
            stock = (shown, tuple(cards)) if cards else None
        return Prompt(
            in_deal=deal is not None,
            deal_number=deal_number,
            to_move=self.public_to_move(),
            won=view.winner if deal is not None and deal.over else None,
            thinking=self.thinking_seat(),
            face_up=face_up,
            # a hand just shown behind the pass card raises no card while its guard spends presses
            legal=self.legal_for(face_up) if face_up is not None and self.hotseat.reveal_guard_ms <= 0 else (),
            human=human,
            decision=decision,
            tip=tip,
            stock=stock,
            pass_card=self.hotseat.privacy_for,
            pass_card_ready=self.hotseat.pass_card_ready,
            pass_card_wait=self.hotseat.pass_card_wait,
            pass_card_refused=self.hotseat.refused_ms > 0,
            pass_card_resumed=self.resumed_deal if self.hotseat.privacy_for is not None else None,
            pope_round=self.round.active,
            toolbar=captions.TOOLBAR if deal is not None else (),
        )

    def forget(self) -> None:
        """Drop every decision under way: a computer's thought, a hint, the pauses, a resumed deal's wait (the
        deal was taken back; a thought still running finishes on its thread and is never read)."""
        self.waiting = False
        self.waiting_words = None
        self.director.until = None
        self.news_hold_ms = 0.0
        self.thought = None
        self.thought_seat = None
        self.think_ms = 0.0
        self.end_hold = 0.0
        self.hint_thought = None
        self.hint_action = None
        self.hint_queued_for = None
        self.round.forget()

    def hurry(self) -> bool:
        """Cut a computer's pause, the Pope's round's pause, or the pause after a deal ends, short (a click or
        Space)."""
        deal = self.deal
        if self.waiting:
            return self.play_on()
        if deal is None or self.director.busy:
            return False
        if self.round.active:
            if self.round.pause_ms < PAUSE_MS:
                self.round.pause_ms = PAUSE_MS
                return True
            return False  # a computer answering the offer out of sight is not hurried: it would tell
        if self.director.cursor < len(deal.events):
            return False
        if deal.over:
            self.end_hold = END_HOLD_MS
            return True
        if deal.to_move in self.computers:
            self.think_ms = COMPUTER_THINK_MS
            self.view.stop_age += self.reading_left()  # the note is read: the computer may lead
            return True
        return False
