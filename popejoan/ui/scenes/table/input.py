"""The table's input: pygame mouse and key events become what the player means.

Which key does what is declared once, in :mod:`popejoan.ui.scenes.table.keys`
(:data:`~popejoan.ui.scenes.table.keys.TABLE_KEYS`): a key press becomes the
action of its binding, and :attr:`TableInput.actions` says what each action
does; a key with no binding is not answered (it goes on to the app: Esc
pauses, F1 shows the rules). A click or Space skips the running animation
(or cuts a computer's pause short); a click on a raised card, or the arrows
and Enter, leads it, and so does Space on a card chosen with the arrows
since the last move (never the Up arrow); at a Pope offer the two buttons
(or Left/Right/Tab and Enter) answer it; H asks for a hint (or queues one
while the cards move); ``?`` shows every key; a click or Enter lifts
the pass card once it is ready (not Space, the key that hurries the computers); while a resumed deal waits for the
player (:attr:`Turns.waiting`), a left click on the table or a key of play
(:data:`PLAYS_ON`: Space, Enter, the arrows, A and D, Tab) only ends the wait,
and every other key does what it does and leaves the table waiting (M the sound,
``?`` the keys, R and L their views, H a hint queued, F1 the rules and Esc the
pause menu, which the app answers; a key bound to nothing does nothing; Ctrl+Z
taken back ends it, as the person is then to lead); Ctrl+Z takes back the human's last lead
(at a table of one person and computers) and M turns the sound off or on. R and L (or the two buttons above the bottom
name plaque) open the played-cards view and the deal log whenever a deal is on the
table, the pass card's first moments included: both show only what is public.
Positions come from ``event.pos``, never from
``pygame.mouse.get_pos()`` (the dummy video driver does not move the mouse).
What each intent does is the turns' and the hot seat's business.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from popejoan.engine.cards import Card
from popejoan.ui.scenes.table import keys as bindings
from popejoan.ui.scenes.table.director import Director
from popejoan.ui.scenes.table.hotseat import HotSeat
from popejoan.ui.scenes.table.layout import TableLayout
from popejoan.ui.scenes.table.turns import Turns
from popejoan.ui.scenes.table.view import TableView

REPEATABLE = frozenset({"select_previous", "select_next"})
"""The actions a key held down repeats (the arrows walk along the hand); every other action, above all
playing a card, takes one press: a key's auto-repeat (or a key held since before the card could be played)
never acts again."""
PLAYS_ON = frozenset({"skip", "play", "select_previous", "select_next", "switch_answer"})
"""The actions whose keys end a resumed deal's wait (:meth:`Turns.play_on`): the keys of play, pressed by someone
ready to play on. The others (the views, the sound, a hint, the keys' list, Ctrl+Z) do what they do, and the table
goes on waiting."""


class TableInput:
    """Turns events into intents.

    Args:
        view: the table's picture (mouse, hovered and selected card, offer choice).
        layout: gives the current layout (what a click lands on).
        director: the motion (a click or Space skips it).
        hotseat: the pass card (it screens every press first).
        turns: the decisions (plays, answers, hints).
        on_help: opens the list of keys (``?``); None: ``?`` is not answered.
        views: the views the record of play's buttons open, top to bottom, each with the action of its key
            (``"record"``: the played-cards view, ``"log"``: the deal log); none when empty.
        on_undo: Ctrl+Z: take back the human's last lead (the turns say whether it may be); None: not answered.
        on_mute: M: sound off or on; None: not answered.

    Attributes:
        actions: what each action of :data:`~popejoan.ui.scenes.table.keys.TABLE_KEYS` does, by name;
            each handler takes the seat to act (or None) and returns whether the key was used.
        chosen: the card the arrows chose, with its seat and the deal's event count then (Space leads it
            while nothing has happened since), or None.
    """

    def __init__(self, view: TableView, layout: Callable[[], TableLayout], director: Director, hotseat: HotSeat,
                 turns: Turns, on_help: Callable[[], None] | None = None,
                 views: list[tuple[str, Callable[[], None]]] | None = None,
                 on_undo: Callable[[], bool] | None = None, on_mute: Callable[[], object] | None = None) -> None:
        self.view = view
        self._layout = layout
        self.director = director
        self.hotseat = hotseat
        self.turns = turns
        self.on_help = on_help
        self.on_undo = on_undo
        self.on_mute = on_mute
        self.chosen: tuple[int, Card, int] | None = None
        self.actions: dict[str, Callable[[int | None], bool]] = {
            "skip": self._skip,
            "play": self._play,
            "select_previous": lambda seat: self._select(seat, -1),
            "select_next": lambda seat: self._select(seat, +1),
            "switch_answer": self._switch_answer,
            "hint": self._hint,
            "help": self._help,
            "record": lambda seat: self._open_named("record"),
            "log": lambda seat: self._open_named("log"),
            "undo": lambda seat: self.on_undo() if self.on_undo is not None else False,
            "mute": self._mute,
        }
        self.views = list(views or [])
        self.held: set[int] = set()
        self.keys_down_now()

    def keys_down_now(self) -> None:
        """The table has (again) the keyboard (it came up, or a screen over it closed): a key already down
        was pressed for something else, so it counts as held (its auto-repeat acts on nothing but the arrows)."""
        try:
            pressed = pygame.key.get_pressed()
            self.held = {k for k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) if pressed[k]}
        except pygame.error:  # no display yet
            self.held = set()

    def _open_named(self, action: str) -> bool:
        """Open the view bound to ``action`` (R and L reach it here only when no view caught them first)."""
        for i, (name, _open) in enumerate(self.views):
            if name == action:
                return self._open_view(i)
        return False

    def _open_view(self, index: int) -> bool:
        """Open the ``index``-th of :attr:`views` (a deal must be on the table, and no pass card over it)."""
        if self.turns.deal is None or not 0 <= index < len(self.views) or self.hotseat.privacy_for is not None:
            return False
        self.views[index][1]()
        return True

    def _view_event(self, event: pygame.event.Event) -> bool | None:
        """R, L or a click on their buttons: open that view (never while a pass card covers the table: the
        buttons are not drawn on it, and the keys do nothing there).

        Returns:
            None when the event is not for a view; else whether a view was opened.
        """
        if self.turns.deal is None or not self.views:
            return None
        if self.hotseat.privacy_for is not None:
            return None  # the pass card covers the table: its buttons are hidden, R and L wait for the table
        if event.type == pygame.KEYDOWN:
            action = bindings.action_for(event.key, getattr(event, "unicode", "") or "", mod=getattr(event, "mod", 0))
            for i, (name, _open) in enumerate(self.views):
                if action == name:
                    return self._open_view(i)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i, rect in enumerate(self._layout().toolbar_rects(len(self.views))):
                if rect.collidepoint(event.pos):
                    self.view.mouse = tuple(event.pos)
                    return self._open_view(i)
        return None

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Clicks and keys: reveal a hand, choose a lead, answer the Pope's offer, or skip an animation.

        Returns:
            Whether the event was consumed (an unconsumed Esc pauses the game).
        """
        if event.type == pygame.MOUSEMOTION:
            self.view.mouse = tuple(event.pos)
            self.hover()
            return False
        repeat = False
        if event.type == pygame.KEYUP:
            self.held.discard(event.key)
        elif event.type == getattr(pygame, "WINDOWFOCUSLOST", -1):
            self.held.clear()  # the keys' going up is not heard in another window
        elif event.type == pygame.KEYDOWN:
            repeat = event.key in self.held or bool(getattr(event, "repeat", False))
            self.held.add(event.key)
            if repeat and bindings.action_for(event.key, getattr(event, "unicode", "") or "",
                                              mod=getattr(event, "mod", 0)) not in REPEATABLE:
                return True  # a key held down: one press, one action (it never plays lead after lead)
        opened = self._view_event(event)
        if opened is not None:
            return opened  # public views (never behind a pass card: see _view_event)
        screened = self.hotseat.screen(event)
        if screened is not None:
            return screened
        if self.turns.waiting and not repeat and self._plays_on(event):
            return self.turns.play_on()  # the press only dismisses the resumed deal's caption
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.view.mouse = tuple(event.pos)
            return self.click(event.pos)
        if event.type == pygame.KEYDOWN:
            return self.key(event.key, getattr(event, "unicode", "") or "", getattr(event, "mod", 0))
        return False

    @staticmethod
    def _plays_on(event: pygame.event.Event) -> bool:
        """Whether ``event`` ends a resumed deal's wait: a left click on the table (the record of play's buttons
        are answered before) or a key of play (:data:`PLAYS_ON`). A key held since before is passed over by the
        caller; every other key goes on to do what it does."""
        if event.type == pygame.MOUSEBUTTONDOWN:
            return event.button == 1
        if event.type != pygame.KEYDOWN:
            return False
        action = bindings.action_for(event.key, getattr(event, "unicode", "") or "", mod=getattr(event, "mod", 0))
        return action in PLAYS_ON

    def hover(self) -> None:
        """The mouse moved: the card under it in the shown hand (a legal one is also selected)."""
        view = self.view
        seat = self.turns.human_to_act()
        view.hover_card = None
        if seat is None:
            return
        lay = self._layout()
        for c, rect in reversed(lay.hand_rects(view.hands[seat], self.turns.legal_for(seat), view.hover_card)):
            if lay.hit_rect(rect).collidepoint(view.mouse):
                view.hover_card = c
                legal = self.turns.legal_in_hand(seat)
                if c in legal:
                    view.selected = legal.index(c)
                    self.turns.selection_moved()
                return

    def click(self, pos: tuple[int, int]) -> bool:
        """A left click at ``pos`` (pixels)."""
        turns = self.turns
        if self.hotseat.privacy_for is not None:
            turns.lift_pass_card()
            return True
        if self.director.busy:
            self.director.skip()
            return True
        if turns.hurry():
            return True
        if turns.not_holding() is not None:  # the Pope's round, to a player who does not hold it
            if self._layout().pass_on_rect().collidepoint(pos):
                return turns.pass_on()
            return True
        seat = turns.human_to_act()
        if seat is not None:
            lay = self._layout()
            if turns.offer_due():
                for i, rect in enumerate(lay.offer_rects()):
                    if rect.collidepoint(pos):
                        return turns.answer_offer(i == 0)
                return True
            legal = turns.legal_for(seat)
            for c, rect in reversed(lay.hand_rects(self.view.hands[seat], legal, self.view.hover_card)):
                if lay.hit_rect(rect).collidepoint(pos):
                    if c in legal:
                        return turns.human_play(c)
                    self.view.hover_card = c
                    return True
        return False

    def key(self, key: int, text: str = "", mod: int = 0) -> bool:
        """A key pressed (``pygame.K_...``, the character it typed and the modifiers held): the action its
        binding names.

        Returns:
            Whether the key was used (an unused Esc pauses the game).
        """
        action = bindings.action_for(key, text, mod=mod)
        if action == "mute":  # nothing private in it: answered behind the pass card too
            return self._mute(None)
        if self.hotseat.privacy_for is not None:
            if action == "play":  # Enter lifts the pass card; not Space, the key that hurries the computers: a
                self.turns.lift_pass_card()  # player hurrying them showed the next person's hand (a playtest)
                return True
            return key != pygame.K_ESCAPE  # nothing else reaches a table nobody should see yet
        if action in ("play", "skip") and self.turns.not_holding() is not None:
            return self.turns.pass_on()  # the Pope's round: Enter or Space passes the screen on
        handler = self.actions.get(action or "")
        if handler is None:
            return False
        return handler(self.turns.human_to_act())

    # --- the actions (see keys.TABLE_KEYS)

    def _deal_moment(self) -> int:
        deal = self.turns.deal
        return len(deal.events) if deal is not None else -1

    def _skip(self, seat: int | None) -> bool:
        if self.director.busy:
            self.director.skip()
            return True
        chosen = self.chosen
        if seat is not None and chosen is not None and chosen[0] == seat and chosen[2] == self._deal_moment():
            legal = self.turns.legal_in_hand(seat)
            if not self.turns.offer_due() and chosen[1] in legal \
                    and legal[max(0, min(self.view.selected, len(legal) - 1))] == chosen[1]:
                self.chosen = None
                return self.turns.human_play(chosen[1])
        return self.turns.hurry()

    def _play(self, seat: int | None) -> bool:
        if seat is None:
            return False
        turns = self.turns
        if turns.offer_due():
            return turns.answer_offer(self.view.offer_choice == 0)
        legal = turns.legal_in_hand(seat)
        if not legal:
            return False
        self.chosen = None
        return turns.human_play(legal[max(0, min(self.view.selected, len(legal) - 1))])

    def _select(self, seat: int | None, step: int) -> bool:
        if seat is None:
            return False
        view = self.view
        if self.turns.offer_due():
            view.offer_choice = 1 - view.offer_choice
            self.turns.selection_moved()
            return True
        legal = self.turns.legal_in_hand(seat)
        if not legal:
            return False
        view.selected = (view.selected + step) % len(legal)
        view.hover_card = legal[view.selected]
        self.chosen = (seat, legal[view.selected], self._deal_moment())
        self.turns.selection_moved()
        return True

    def _switch_answer(self, seat: int | None) -> bool:
        if seat is None or not self.turns.offer_due():
            return False
        self.view.offer_choice = 1 - self.view.offer_choice
        self.turns.selection_moved()
        return True

    def _hint(self, seat: int | None) -> bool:
        return self.turns.queue_hint() if seat is None else self.turns.ask_hint()

    def _mute(self, seat: int | None) -> bool:
        if self.on_mute is None:
            return False
        self.on_mute()
        return True

    def _help(self, seat: int | None) -> bool:
        if self.on_help is None:
            return False
        self.on_help()
        return True
