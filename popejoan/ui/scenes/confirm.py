"""A question before a step that cannot be taken back: a small panel over the screen that asked it.

``ConfirmScene(app, title, question, confirm, cancel, on_confirm)`` dims what lies
below and asks. The safe answer has the focus, as in the game's other questions
(leaving the table, deleting a saved session): Enter, Esc or a click on it goes back
to the screen below unchanged; the step is taken by a click on its own button, or
Tab (or an arrow) to it and Enter. The deal summary asks it before "End the session" (the share-out
and the final standings cannot be undone).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from popejoan.ui import access, theme
from popejoan.ui.overlay import OverlayScene
from popejoan.ui.scene import Navigator
from popejoan.ui.widgets import Button, FocusRing


class ConfirmScene(OverlayScene):
    """The question and its two answers.

    Args:
        app: the app.
        title: the panel's heading (a question, a few words).
        question: what confirming does, in a sentence or two (wrapped to the panel).
        confirm: the confirming button's label.
        cancel: the cancelling button's label.
        on_confirm: called after the panel has closed, when the player confirms.
        purpose: what the question is for, for whoever must know it is up (``"quit_unsaved"``: the app's
            question before closing a window whose session could not be saved), or ``""``.

    Attributes:
        ring: the two buttons, cancel first and focused (one Enter too many never takes the step).
    """

    def __init__(self, app: Navigator, title: str, question: str, confirm: str, cancel: str,
                 on_confirm: Callable[[], None], purpose: str = "") -> None:
        super().__init__(app)
        self.purpose = purpose
        self.title = title
        self.question = question
        self.on_confirm = on_confirm
        self.fade = 0.0
        self.cancel_button = Button(cancel, self.cancel, size_px=22, primary=True)
        self.confirm_button = Button(confirm, self.confirm, size_px=22)
        self.ring = FocusRing()
        self.ring.set([self.cancel_button, self.confirm_button])
        self.ring.focus = 0  # the safe answer: one Enter too many never ends a session
        self.layout = theme.Layout(app.screen_size)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.top = 0.0
        self.on_resize(app.screen_size)

    def confirm(self) -> None:
        """Close the panel, then take the step."""
        self.close()
        self.on_confirm()

    def cancel(self) -> None:
        """Close the panel: nothing happens."""
        self.close()

    def on_resize(self, size: tuple[int, int]) -> None:
        """Centre the panel in a window of ``size`` pixels, at the interface size as far as it fits."""
        base = theme.ui_scale(size)
        zoom = access.fit_zoom((size[0] - 16, size[1] - 16), (480 * base, 320 * base))
        self.layout = theme.Layout(size, zoom)
        L = self.layout
        lines = theme.wrap(self.question, L.px(19), L.px(400), italic=True)
        text_h = len(lines) * 19 * 1.35
        height = 120 + text_h + 30 + 46 + 34
        self.top = round(384 - height / 2)
        self.panel = L.rect(400, self.top, 480, height)
        buttons_y = self.top + 120 + text_h + 30
        self.cancel_button.rect = L.rect(440, buttons_y, 190, 46)
        self.confirm_button.rect = L.rect(650, buttons_y, 190, 46)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Esc cancels; Left/Right/Up/Down and Tab move between the buttons; Enter or a click presses one.
        Everything is consumed (the screen below hears nothing while the question is asked)."""
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.cancel()
                return True
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN):
                self.ring.move(-1 if event.key in (pygame.K_LEFT, pygame.K_UP) else 1)
                return True
        self.ring.handle_event(event)
        return True

    def update(self, dt_ms: float) -> None:
        """Fade the dimming in."""
        self.fade = min(1.0, self.fade + dt_ms / (180 / max(0.25, self.app.speed)))

    def draw(self, surface: pygame.Surface) -> None:
        """Dim what lies below and draw the question."""
        L = self.layout
        s = L.scale
        self.dim_below(surface, round(150 * self.fade) // 10 * 10)
        theme.draw_panel(surface, self.panel, s)
        theme.blit_text(surface, self.title, L.point(640, self.top + 42), L.px(34), anchor="center", gilt=True,
                        bold=True)
        theme.draw_rule(surface, L.point(500, self.top + 76), L.px(280), s)
        lines = theme.wrap(self.question, L.px(19), L.px(400), italic=True)
        theme.text_lines(surface, lines, L.point(440, self.top + 120), L.px(19), theme.IVORY, italic=True,
                         line_gap=1.35)
        self.ring.draw(surface, s)
