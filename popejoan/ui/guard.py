"""A screen that one stray press must not dismiss: the end-of-deal summary, the share-out, the final standings.

Players tap Enter, Space or the mouse to get through the table's "Pass to …"
cards and animations; a press meant for those must not press "Next deal" on
the summary that comes up next. :class:`DeliberatePress` holds every key
and button press back until the screen is fully shown and
:data:`GUARD_MS` more of real time has passed, and even then takes only a
fresh press: a key or button that went down before (or is held, its
auto-repeat sending more key-downs) must be let go and pressed again.
"""

from __future__ import annotations

from collections.abc import Iterable

import pygame

GUARD_MS = 1000.0
"""Real milliseconds after a screen is fully shown before a press may act on it."""

Press = tuple[str, int]
"""A key or a mouse button: ``("key", pygame.K_...)`` or ``("button", 1)``."""


class DeliberatePress:
    """Which presses may act on a screen that must not be dismissed by accident.

    Args:
        guard_ms: real milliseconds after the screen is fully shown before a press counts.

    Attributes:
        age_ms: real milliseconds since the screen (or its latest stage) came up.
        shown_at: ``age_ms`` when it was first fully shown, or None while it is still coming in.
    """

    def __init__(self, guard_ms: float = GUARD_MS) -> None:
        self.guard_ms = guard_ms
        self.age_ms = 0.0
        self.shown_at: float | None = None
        self._down: set[Press] = set()
        self._spent: set[Press] = set()

    def restart(self) -> None:
        """The screen changed (the summary became the share-out): guard it again from now.

        Keys and buttons down now must be let go before they count.
        """
        self.age_ms = 0.0
        self.shown_at = None
        self._spent = set(self._down)

    def let_go(self, held: Iterable[Press] = ()) -> None:
        """Another screen lay over this one (a question, a replay, the deal log, the pause menu) and heard the
        keys and buttons going up: none is held now as far as this screen knows, but those in ``held``
        (down at this moment, :func:`held_now`), which must be let go and pressed again before they count
        (a key held on the other screen, auto-repeating, does not press a button here)."""
        self._down = set(held)
        self._spent = set(held)

    def tick(self, dt_ms: float, fully_shown: bool) -> None:
        """``dt_ms`` real milliseconds have passed; ``fully_shown``: the screen has finished coming in."""
        self.age_ms += dt_ms
        if fully_shown and self.shown_at is None:
            self.shown_at = self.age_ms

    @property
    def ready(self) -> bool:
        """Whether a fresh press may act now."""
        return self.shown_at is not None and self.age_ms >= self.shown_at + self.guard_ms

    def screen(self, event: pygame.event.Event) -> bool:
        """Follow keys and buttons going down and up; say whether ``event`` may act.

        Returns:
            False for a key or button press that must be ignored (too early, held down, or down since
            before it could count); True for every other event.
        """
        if event.type in (pygame.KEYUP, pygame.MOUSEBUTTONUP):
            what: Press = ("key", event.key) if event.type == pygame.KEYUP else ("button", event.button)
            self._down.discard(what)
            self._spent.discard(what)
            return True
        if event.type not in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            return True
        what = ("key", event.key) if event.type == pygame.KEYDOWN else ("button", event.button)
        fresh = what not in self._down
        self._down.add(what)
        if not self.ready or not fresh or what in self._spent:
            self._spent.add(what)  # spent: it must be let go and pressed again
            return False
        return True


ACTING_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_ESCAPE, pygame.K_TAB, pygame.K_LEFT,
               pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN)
"""The keys a guarded screen acts on."""


def held_now() -> set[Press]:
    """The keys of :data:`ACTING_KEYS` and the mouse buttons down at this moment, as pygame knows them (none
    under the dummy video driver, which posted events do not press)."""
    if not pygame.display.get_init():
        return set()
    keys = pygame.key.get_pressed()
    held: set[Press] = {("key", k) for k in ACTING_KEYS if keys[k]}
    return held | {("button", i + 1) for i, down in enumerate(pygame.mouse.get_pressed()) if down}
