"""The table's input: pygame mouse and key events become what the player means.

A click or Space skips the running animation (or cuts a computer's pause
short); a click on a raised card, or the arrows and Enter, leads it; at a
Pope offer the two buttons (or Left/Right and Enter) answer it; H asks for a
hint (or queues one while the cards move); a click or Enter lifts the pass
card once it is ready. R and L (or the two buttons at the top right) open
the played-cards view and the deal log, whenever a deal is on the table,
the pass card's included: both show only what is public. Positions come from ``event.pos``, never from
``pygame.mouse.get_pos()`` (the dummy video driver does not move the mouse).
What each intent does is the turns' and the hot seat's business.
"""

from __future__ import annotations

from typing import Callable, Optional

import pygame

from popejoan.ui.scenes.table.director import Director
from popejoan.ui.scenes.table.hotseat import HotSeat
from popejoan.ui.scenes.table.layout import TableLayout
from popejoan.ui.scenes.table.turns import Turns
from popejoan.ui.scenes.table.view import TableView

_ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER)


class TableInput:
    """Turns events into intents.

    Args:
        view: the table's picture (mouse, hovered and selected card, offer choice).
        layout: gives the current layout (what a click lands on).
        director: the motion (a click or Space skips it).
        hotseat: the pass card (it screens every press first).
        turns: the decisions (plays, answers, hints).
        views: what the top-right buttons open, in their order (the played-cards view, the deal
            log), each with its key; none when empty.
    """

    def __init__(self, view: TableView, layout: Callable[[], TableLayout], director: Director, hotseat: HotSeat,
                 turns: Turns, views: Optional[list[tuple[int, Callable[[], None]]]] = None) -> None:
        self.view = view
        self._layout = layout
        self.director = director
        self.hotseat = hotseat
        self.turns = turns
        self.views = list(views or [])

    def _open_view(self, index: int) -> bool:
        """Open the ``index``-th of :attr:`views` (a deal must be on the table)."""
        if self.turns.deal is None or not 0 <= index < len(self.views):
            return False
        self.views[index][1]()
        return True

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Clicks and keys: reveal a hand, choose a lead, answer the Pope's offer, or skip an animation.

        Returns:
            Whether the event was consumed (an unconsumed Esc pauses the game).
        """
        if event.type == pygame.MOUSEMOTION:
            self.view.mouse = tuple(event.pos)  # type: ignore[assignment]
            self.hover()
            return False
        opened = self._view_event(event)
        if opened is not None:
            return opened  # public views: no need to hold them back behind the pass card's guard
        screened = self.hotseat.screen(event)
        if screened is not None:
            return screened
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.view.mouse = tuple(event.pos)  # type: ignore[assignment]
            return self.click(event.pos)
        if event.type == pygame.KEYDOWN:
            return self.key(event.key)
        return False

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
                return

    def _view_event(self, event: pygame.event.Event) -> bool | None:
        """R, L or a click on their buttons: open that view (whether or not a pass card is up).

        Returns:
            None when the event is not for a view; else whether a view was opened.
        """
        if self.turns.deal is None or not self.views:
            return None
        if event.type == pygame.KEYDOWN:
            for i, (view_key, _open) in enumerate(self.views):
                if event.key == view_key:
                    return self._open_view(i)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i, rect in enumerate(self._layout().toolbar_rects(len(self.views))):
                if rect.collidepoint(event.pos):
                    self.view.mouse = tuple(event.pos)  # type: ignore[assignment]
                    return self._open_view(i)
        return None

    def click(self, pos: tuple[int, int]) -> bool:
        """A left click at ``pos`` (pixels)."""
        turns = self.turns
        if self.hotseat.privacy_for is not None:
            turns.lift_pass_card()
            return True
        if self.director.busy:
            self.director.timeline.skip()
            return True
        if turns.hurry():
            return True
        seat = turns.human_to_act()
        if seat is not None:
            lay = self._layout()
            if turns.deal.decision == "pope_offer":
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

    def key(self, key: int) -> bool:
        """A key pressed (``pygame.K_...``)."""
        turns = self.turns
        view = self.view
        if self.hotseat.privacy_for is not None:
            if key in _ENTER or key == pygame.K_SPACE:
                turns.lift_pass_card()
                return True
            return key != pygame.K_ESCAPE
        if key == pygame.K_SPACE:
            if self.director.busy:
                self.director.timeline.skip()
                return True
            return turns.hurry()
        seat = turns.human_to_act()
        if key == pygame.K_h and seat is None:
            return turns.queue_hint()
        if seat is None:
            return False
        if key == pygame.K_h:
            return turns.ask_hint()
        if turns.deal.decision == "pope_offer":
            if key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_TAB):
                view.offer_choice = 1 - view.offer_choice
                return True
            if key in _ENTER:
                return turns.answer_offer(view.offer_choice == 0)
            return False
        legal = turns.legal_in_hand(seat)
        if not legal:
            return False
        if key in (pygame.K_LEFT, pygame.K_a):
            view.selected = (view.selected - 1) % len(legal)
            view.hover_card = legal[view.selected]
            return True
        if key in (pygame.K_RIGHT, pygame.K_d):
            view.selected = (view.selected + 1) % len(legal)
            view.hover_card = legal[view.selected]
            return True
        if key in (*_ENTER, pygame.K_UP):
            return turns.human_play(legal[max(0, min(view.selected, len(legal) - 1))])
        return False
