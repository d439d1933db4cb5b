"""A finished session opened again from the saved sessions: its final standings, share-out and chart.

:class:`RecordScene` is the summary's final standings (:class:`~popejoan.ui.scenes.summary.SummaryScene`), read
from the session's history, with nothing to play: Back (or Esc) returns to the list. The list itself is
:mod:`.scene`'s.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from popejoan.ui.autosave import setup_of
from popejoan.ui.i18n import t
from popejoan.ui.scene import Navigator
from popejoan.ui.scenes.summary import SummaryScene
from popejoan.ui.widgets import Button

if TYPE_CHECKING:
    from popejoan.engine.session import Session


class RecordScene(SummaryScene):
    """A finished session kept as a record: its final standings, share-out and chart, read from its history.

    Args:
        app: the app.
        session: the finished session (``session.finished``), resumed from its save.
        save_id: its save, whose notes change once a share-out nobody had watched is shown (:meth:`play_unseen`).
    """

    def __init__(self, app: Navigator, session: Session, save_id: str | None = None) -> None:
        self.back_button = Button(lambda: t("back"), self.close, size_px=24, primary=True)
        last = session.history[-1] if session.history else None
        super().__init__(app, session, last, setup=setup_of(session))
        self.save_id = save_id
        self.end_session(play=False)  # the share-out was dealt and saved: it is listed, not dealt or played again
        self.share_shown = len(self.share_events)

    def play_unseen(self) -> bool:
        """Play the share-out at the table, over these standings, if nobody watched it to the end (the window
        was closed while the board was shared out: :data:`~popejoan.storage.saves.END_UNSEEN_KEY`). Call once the scene
        is on the stack; the standings come back when it is over, and the save's note is taken out.

        Returns:
            Whether the share-out is playing.
        """
        from popejoan.storage.saves import END_UNSEEN_KEY

        if self.session.meta.get(END_UNSEEN_KEY) is not True or not self.share_events or not self.app.plays_share_out:
            return False
        self.app.play_share_out(self.session, self.share_events, self.setup.levels if self.setup is not None else None,
                       on_done=self.share_out_seen)
        return True

    def _story(self) -> list[tuple[str, str]]:
        return super()._story() if self.deal is not None else []

    def close(self) -> None:
        """Back to the list of saved sessions."""
        if self.app.top is self:
            self.app.pop()

    def _buttons(self) -> None:
        if self.mode != "final":
            super()._buttons()
            return
        self.ring.set([self.back_button])
        self.ring.focus = 0
        self._place()

    def _place(self) -> None:
        super()._place()
        self.back_button.rect = self.centred_button(300, 56)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Esc or Backspace returns to the list; the rest as the summary (its Back button)."""
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.close()
            return True
        return super().handle_event(event)
