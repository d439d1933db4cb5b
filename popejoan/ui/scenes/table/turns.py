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
"""

from __future__ import annotations

import random
from typing import Any, Optional

from popejoan.engine.cards import POPE, Card
from popejoan.engine.events import PopeOffered
from popejoan.engine.state import PASS
from popejoan.ui.scenes.table import captions
from popejoan.ui.scenes.table.director import Director
from popejoan.ui.scenes.table.hotseat import HotSeat
from popejoan.ui.scenes.table.pope_round import PAUSE_MS, PopeRound
from popejoan.ui.scenes.table.view import Prompt, TableView, Words, caption_lines, reading_ms

COMPUTER_THINK_MS = 650.0
"""The least a computer seat seems to think (animation milliseconds), so its move can be followed."""
PROMPT_AFTER_MS = 1200.0
"""How long a caption stays before "Ann to lead" (a computer's) may take its place (animation milliseconds)."""
END_HOLD_MS = 1100.0
"""How long the finished deal stays on the table before its summary (animation milliseconds)."""


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
        self.margin: Optional[float] = None

    def choose(self, observation: Any) -> int:
        """The hint for ``observation``'s decision (and its margin, kept in :attr:`margin`)."""
        from popejoan.ai.hints import hint, hint_values

        action = hint(observation, seed=self.seed)
        try:
            values = hint_values(observation, seed=self.seed)
            others = [v for a, v in values.items() if a != action]
            if action in values and others:
                self.margin = values[action] - max(others)
        except Exception:  # noqa: BLE001 - the reason is a nicety; the hint stands without it
            self.margin = None
        return action


class Decided:
    """A thought that is already made (used when no computer player is available)."""

    def __init__(self, action: int) -> None:
        self._action = action

    def done(self) -> bool:
        """Always made."""
        return True

    def result(self) -> int:
        """The action."""
        return self._action


class Turns:
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

    def __init__(self, view: TableView, director: Director, hotseat: HotSeat, levels: list[Optional[str]],
                 seed: int) -> None:
        self.view = view
        self.director = director
        self.hotseat = hotseat
        self.levels = levels
        self.seed = seed
        self.deal: Any = None
        self.computers: dict[int, Any] = {}
        self._make_computers()
        self.think_ms = 0.0
        self.end_hold = 0.0
        self.thinker_obj: Any = None
        self.thought: Any = None
        self.thought_seat: Optional[int] = None
        self.hint_thought: Any = None
        self.hint_player: Any = None
        self.hint_for: tuple[int, int] = (-1, -1)
        self.hint_action: Optional[int] = None
        self.hint_queued_for: Optional[int] = None
        self.hint_margin: Optional[float] = None
        self.waiting = False
        self.waiting_words: Optional[Words] = None
        self.news_hold_ms = 0.0
        self.resumed_deal: Optional[int] = None
        self.round = PopeRound(getattr(director.rules.lead, "pope_as_stop", False), hotseat.humans, len(levels))
        director.hold = self.round.holds

    def _make_computers(self) -> None:
        try:
            from popejoan.ai import make_player
        except ImportError:  # pragma: no cover - the AI package ships with the game
            make_player = None
        for seat, level in enumerate(self.levels):
            if level is None:
                continue
            player = None
            if make_player is not None:
                try:
                    player = make_player(level, self.seed + 101 * seat)
                except ValueError:
                    player = make_player("normal", self.seed + 101 * seat)
            self.computers[seat] = player

    # --- who may act

    def caught_up(self) -> bool:
        """Whether a deal is in progress and the motion has caught up with every one of its events."""
        deal = self.deal
        return deal is not None and not self.director.busy and self.director.cursor >= len(deal.events)

    def legal_for(self, seat: int) -> tuple[int, ...]:
        """The leads ``seat`` may make now (empty unless it is that seat's lead and the motion has caught up)."""
        deal = self.deal
        if (deal is None or deal.over or deal.to_move != seat or self.director.busy or self.waiting
                or self.director.cursor < len(deal.events) or deal.decision != "lead"):
            return ()
        return tuple(deal.legal_actions())

    def human_to_act(self) -> Optional[int]:
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

    def not_holding(self) -> Optional[int]:
        """The Pope's round: the person who has the screen, hand on show, and does not hold the Pope (their one
        button passes the screen on), or None."""
        rnd = self.round
        seat = rnd.visiting
        deal = self.deal
        if (seat is None or deal is None or self.hotseat.privacy_for is not None or self.view.shown_seat != seat
                or not self.view.revealed or (deal.decision == "pope_offer" and deal.to_move == seat)):
            return None
        return seat

    def public_to_move(self) -> Optional[int]:
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

    def thinking_seat(self) -> Optional[int]:
        """The computer seat whose choice is being worked out now and shown as such, or None (a computer
        answering the Pope's offer thinks out of sight: the table may not learn that it holds the Pope)."""
        if self.thought is not None and not self.thought.done() and not self.round.active:
            return self.thought_seat
        return None

    def hand_face_up(self, seat: int) -> bool:
        """Whether ``seat``'s hand is drawn face up now."""
        if self.round.active:  # the round gives the screen to one person at a time
            return self.hotseat.hand_face_up(seat, self.round.visiting)
        return self.hotseat.hand_face_up(seat, None if self.deal is None else self.deal.to_move)

    # --- each frame

    def begin(self, deal: Any) -> None:
        """A new deal to play."""
        self.deal = deal
        self.resumed_deal = None
        self.round.forget()

    def end(self) -> Any:
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
            words = self.waiting_words
            if words is not None and view.caption_age >= 0.0 and view.caption != caption_lines(words())[0]:
                view.tell(words)  # another caption (Ctrl+Z refused) has had its time: the wait's comes back
            view.caption_age = min(view.caption_age, 0.0)
            return
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
                view.caption_age = min(0.0, view.caption_age)  # the prompt stays (a caption held a while counts up to 0)
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
        decision = deal.decision if human is not None else None
        if human is None and self.not_holding() is not None:
            human, decision = self.not_holding(), "pope_not_held"
        tip = None
        if human is not None and decision != "pope_offer":
            card = view.hover_card
            if card is not None and card in view.hands[human]:
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
            legal=self.legal_for(face_up) if face_up is not None else (),
            human=human,
            decision=decision,
            tip=tip,
            stock=stock,
            pass_card=self.hotseat.privacy_for,
            pass_card_ready=self.hotseat.pass_card_ready,
            pass_card_resumed=self.resumed_deal if self.hotseat.privacy_for is not None else None,
            pope_round=self.round.active,
            toolbar=captions.TOOLBAR if deal is not None else (),
        )

    # --- computers

    def _thinker(self) -> Any:
        """The background worker for computer players and hints (``popejoan.ai.worker.Thinker``), made once."""
        if self.thinker_obj is None:
            from popejoan.ai.worker import Thinker

            self.thinker_obj = Thinker()
        return self.thinker_obj

    def start_thinking(self, seat: int) -> None:
        """Start ``seat``'s computer player on its own observation, off the UI thread."""
        player = self.computers.get(seat)
        if player is None:  # no AI package: a random legal action, decided at once
            self.thought = Decided(random.Random(self.seed + len(self.deal.events)).choice(self.deal.legal_actions()))
        else:
            self.thought = self._thinker().think(player, self.deal.observation(seat))
        self.thought_seat = seat

    def _computer_move(self, seat: int) -> None:
        """Apply the finished thought of ``seat`` (a random legal action if the player failed)."""
        thought, self.thought, self.thought_seat = self.thought, None, None
        legal = self.deal.legal_actions()
        try:
            action = thought.result()
        except Exception:  # a computer player's failure must not stop the game
            action = random.Random(self.seed + len(self.deal.events)).choice(legal)
        if action not in legal:
            action = legal[0]
        self.deal.apply(action)
        self.director.pump(self.deal)

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

    # --- humans

    def human_play(self, action: int) -> bool:
        """The human to act plays ``action`` (a card to lead, or ``POPE`` / ``PASS`` at an offer).

        Returns:
            Whether the press was taken (False: nobody may act, or the action is not legal).
        """
        seat = self.human_to_act()
        if seat is None or action not in self.deal.legal_actions():
            return False
        if self.hotseat.reveal_guard_ms > 0:
            return True  # the hand has only just been shown: this press is spent
        visit = self.deal.decision == "pope_offer" and self.round.visiting == seat
        if self.deal.decision == "pope_offer" and not visit:
            self.round.done = len(self.deal.played)  # the one person at the screen answered: no round
        self.deal.apply(action)
        self.hint_action = None
        if visit:
            self._end_visit()  # the round goes on to the next person (or ends: the Pope played is public)
        self.hotseat.decided()
        self.view.hover_card = None
        self.director.pump(self.deal)
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

    # --- hints

    def ask_hint(self) -> bool:
        """Start a hint for the human to act: the Hard player's choice, from that human's own observation.

        Returns:
            True when a hint was asked for (a human must decide and none is pending).
        """
        seat = self.human_to_act()
        if seat is None or self.hint_thought is not None:
            return False
        self.hint_for = (seat, len(self.deal.events))
        self.hint_player = ExplainedHint(self.seed + 7919 * seat)
        self.hint_thought = self._thinker().think(self.hint_player, self.deal.observation(seat))
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
        if self.hint_action is None or seat is None or self.hint_thought is not None:
            return
        view = self.view
        offer = self.deal.decision == "pope_offer"
        if offer:
            on_hint = (view.offer_choice == 0) == (self.hint_action == POPE)
        else:
            legal = self.legal_in_hand(seat)
            on_hint = bool(legal) and legal[max(0, min(view.selected, len(legal) - 1))] == self.hint_action
        if view.caption in (captions.hint_offer(True), captions.hint_offer(False)) or \
                (not offer and view.caption == captions.hint_lead(self.hint_action)):
            age = view.caption_age  # the hint stays as long as it would have
            view.tell(self._hint_words(self.hint_action, offer, on_hint, len(self.deal.legal_actions())))
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

        def words() -> tuple[str, str]:
            title = captions.hint_offer(action == POPE) if offer else captions.hint_lead(action)
            return title, captions.hint_reason(margin, offer, selected, choices)

        return words

