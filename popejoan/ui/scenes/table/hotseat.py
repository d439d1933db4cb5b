"""The hot seat: whose hand lies face up at the bottom, and the "Pass to Ann" card between two people's hands.

With one human at the table, that human sits at the bottom and their hand is
turned face up once it is dealt. With two or more, a full-screen pass card
hides the table whenever the screen would go from one human's hand to
another's; behind it the table turns so the deciding human sits at the
bottom, and their hand is hidden again as soon as they have decided. No face
of a hand other than the shown human's is ever drawn.

Two guards keep an impatient player from playing a card unseen: the pass card
ignores every press for its first :data:`PRIVACY_GUARD_MS` of real time (and
any key or button already down when it came up, until let go), and a hand
just shown behind it ignores plays for :data:`REVEAL_GUARD_MS`. Neither is
silent: the pass card's "press Enter" line waits dimmed over a bar that fills
as its guard runs out (:attr:`HotSeat.pass_card_wait`), a press it ignores
lights a "not yet" sign for :data:`NOT_YET_MS` (:attr:`HotSeat.refused_ms`),
and the hand raises no card to lead until its guard is over (the table's
prompt offers none).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from popejoan.ui.scenes.table.view import TableView

REVEAL_GUARD_MS = 700.0
"""Real milliseconds a hand just shown behind a pass card ignores plays."""
PRIVACY_GUARD_MS = 600.0
"""Real milliseconds the pass card ignores input, so mashing Enter cannot skip it."""
NOT_YET_MS = 450.0
"""Real milliseconds the pass card shows that it ignored a press (it is not ready yet, or the key is held)."""

Press = tuple[str, int]
"""A key or a mouse button: ``("key", pygame.K_...)`` or ``("button", 1)``."""


class HotSeat:
    """Who sees which hand, and the pass card.

    Args:
        view: the table's picture (its bottom seat and shown hand change here).
        humans: the human seats, in seat order.
        reveal: turns a seat's hand face up at the bottom (the director's flip).
        seat_direction: degrees from the board's centre towards a seat, as now laid out.

    Attributes:
        privacy_for: the human the pass card waits for, or None (no pass card).
        privacy_age_ms: real milliseconds the pass card has been up.
        privacy_cards_shown: pass cards shown so far (tests count them).
        last_viewer: the human whose hand the screen showed last (None: nobody's yet); a pass
            card is needed only when the screen would go from that hand to another human's.
        reveal_guard_ms: real milliseconds left in which a newly shown hand ignores plays.
        refused_ms: real milliseconds left of the pass card's sign that it ignored a press (0: no sign).
    """

    def __init__(self, view: TableView, humans: list[int], reveal: Callable[[int], None],
                 seat_direction: Callable[[int], float]) -> None:
        self.view = view
        self.humans = humans
        self._reveal = reveal
        self._seat_direction = seat_direction
        self.privacy_for: int | None = None
        self.privacy_age_ms = 0.0
        self.privacy_cards_shown = 0
        self.last_viewer: int | None = None
        self.reveal_guard_ms = 0.0
        self.refused_ms = 0.0
        self._stale: set[Press] = set()  # keys / buttons down before the pass card could take them
        self._down: set[Press] = set()  # keys and mouse buttons now down, from the events seen

    def tick(self, dt_ms: float) -> None:
        """``dt_ms`` real milliseconds have passed (the guards count real time, not animation time)."""
        if self.privacy_for is not None:
            self.privacy_age_ms += dt_ms
        self.reveal_guard_ms = max(0.0, self.reveal_guard_ms - dt_ms)
        self.refused_ms = max(0.0, self.refused_ms - dt_ms)

    @property
    def pass_card_ready(self) -> bool:
        """Whether the pass card's first moments are over (a fresh press now lifts it)."""
        return self.privacy_age_ms >= PRIVACY_GUARD_MS

    @property
    def pass_card_wait(self) -> float | None:
        """How much of the pass card's guard has run, 0.0 to 1.0 (its bar, drawn filling), or None once a fresh
        press lifts it (no bar)."""
        return None if self.pass_card_ready else self.privacy_age_ms / PRIVACY_GUARD_MS

    def hand_face_up(self, seat: int, to_move: int | None) -> bool:
        """Whether ``seat``'s hand is drawn face up now (``to_move``: the seat the engine waits for)."""
        view = self.view
        return (view.shown_seat == seat and view.revealed and self.privacy_for is None
                and (len(self.humans) == 1 or view.shown_seat == to_move))

    def prepare(self, seat: int) -> bool:
        """Make sure human ``seat``'s hand is the one shown, behind a pass card when another human had the screen.

        Returns:
            True when the hand is on show now; False while the pass card waits for ``seat``.
        """
        view = self.view
        if view.shown_seat == seat and view.revealed:
            return True
        if len(self.humans) >= 2 and self.last_viewer != seat:
            # the screen would go from one human's hand to another's: pass it first
            if self.privacy_for != seat:
                self.privacy_for = seat
                self.privacy_age_ms = 0.0
                self.refused_ms = 0.0
                # a key or button already down (or held from mashing) must be let go and pressed again
                self._stale = set(self._down)
                self.privacy_cards_shown += 1
            return False
        # one human, or the same human deciding again (nobody else has had the screen since): no pass card
        self.show(seat)
        return True

    def show(self, seat: int) -> None:
        """Put ``seat`` at the bottom (the board turning with the table) and turn its hand face up."""
        view = self.view
        if view.bottom_seat != seat:
            # the table turns (behind the privacy card) so the deciding human sits at the bottom;
            # the board turns with it, keeping its relation to the dealer
            before = self._seat_direction(view.dealer)
            view.bottom_seat = seat
            view.board.angle = (view.board.angle + self._seat_direction(view.dealer) - before) % 360.0
        self._reveal(seat)
        self.last_viewer = seat
        view.selected = 0

    def lift(self) -> int | None:
        """Take the pass card away and show its human's hand.

        Returns:
            The seat now shown, or None when there was no pass card.
        """
        seat = self.privacy_for
        self.privacy_for = None
        self.refused_ms = 0.0
        if seat is not None:
            self.show(seat)
            # A press in the next moments was meant for the pass card (someone mashing Enter):
            # it must not play a card the player has not yet seen.
            self.reveal_guard_ms = REVEAL_GUARD_MS
        return seat

    def decided(self) -> None:
        """A human has just decided: with several humans, their hand is hidden again at once."""
        if len(self.humans) >= 2:
            self.view.shown_seat = None
            self.view.revealed = False

    def hint_seat(self) -> int | None:
        """The human a hint asked for while the cards move is for: the only human, or the one who had the screen."""
        return self.humans[0] if len(self.humans) == 1 else self.last_viewer

    def screen(self, event: pygame.event.Event) -> bool | None:
        """Follow keys and buttons going down and up; while the pass card is up, hold back presses it must ignore.

        Returns:
            None when the event goes on to the table; otherwise whether it was consumed here.
        """
        if event.type in (pygame.KEYUP, pygame.MOUSEBUTTONUP):
            what = ("key", event.key) if event.type == pygame.KEYUP else ("button", event.button)
            self._down.discard(what)
            self._stale.discard(what)
            return False
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            what = ("key", event.key) if event.type == pygame.KEYDOWN else ("button", event.button)
            fresh = what not in self._down
            self._down.add(what)
            if self.privacy_for is not None and not self._ready(what, fresh):
                if what == ("key", pygame.K_ESCAPE):
                    return False  # Esc still pauses
                self.refused_ms = NOT_YET_MS  # said on the card: not yet (or: let go and press again)
                return True
        return None

    def _ready(self, what: Press, fresh: bool) -> bool:
        """May this key or button press lift the pass card? Not in its first moments
        (:data:`PRIVACY_GUARD_MS` of real time), and only a fresh press made after it appeared."""
        if self.privacy_age_ms < PRIVACY_GUARD_MS or not fresh or what in self._stale:
            self._stale.add(what)  # this press is spent: it must be let go and pressed again
            return False
        return True
