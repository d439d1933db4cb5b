"""The saved sessions screen's scene: its buttons, the keyboard and the mouse, resume, rename and delete.

:class:`SessionsScene` puts the screen together: the words (:mod:`.listing`), where things lie (:mod:`.layout`)
and the drawing (:mod:`.drawing`). It makes each row's buttons (Resume or Open, Rename, Delete), routes the
events (rows by Up and Down, Home, End and the pages; F2, Delete, Esc; the delete question; a name edited in
place; the Details list) and resumes, renames and deletes through the app's ``saving``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from popejoan.storage.saves import NAME_MAX_CHARS
from popejoan.ui import theme
from popejoan.ui.autosave import refusal
from popejoan.ui.i18n import t
from popejoan.ui.scene import Navigator, Scene
from popejoan.ui.scenes.sessions.drawing import SessionsDrawing
from popejoan.ui.scenes.sessions.layout import (
    FRAME,
    NAME_ROOM,
    NAME_SIZE,
    ROW_H,
    SessionsLayout,
)
from popejoan.ui.scenes.sessions.listing import SessionsListing
from popejoan.ui.settings import Words
from popejoan.ui.widgets import Button, FocusRing, TextField, Widget

if TYPE_CHECKING:
    from popejoan.storage.saves import SaveInfo

ELSEWHERE_LOOK_MS = 1000.0
"""How often (real milliseconds) the list looks again at the sessions it marks "Open in another window"."""


class SessionsScene(SessionsListing, SessionsLayout, SessionsDrawing, Scene):
    """The list of saved sessions.

    Args:
        app: the app (its ``saving`` lists, deletes and resumes).

    Attributes:
        saves: the saved sessions, most recently played first.
        confirming: the save a delete is being asked about, or None.
        renaming: the save being renamed (its name edited in place), or None.
        message: a problem met just now (a refused resume, a failed delete), in words, or None.
        scroll: how far the list is scrolled (reference pixels).
    """

    def __init__(self, app: Navigator) -> None:
        super().__init__(app)
        self.saves: list[SaveInfo] = []
        self.open_elsewhere: set[str] = set()
        self.elsewhere_ms = 0.0  # since the sessions open in another window were last looked at
        self.rows: list[tuple[Button, Button, Button]] = []
        self.confirming: SaveInfo | None = None
        self.renaming: SaveInfo | None = None
        """The save whose name is being edited, or None."""
        self.draft = ""
        """The name as typed so far."""
        self.rename_note: str | None = None
        """Why the name typed was not kept (blank) or stopped growing (as long as the row allows), or None."""
        self.name_field = TextField(lambda: self.draft, self._set_draft, max_len=NAME_MAX_CHARS,
                                    placeholder=t("rename_placeholder"), size_px=20)
        self.message: str | Words | None = None
        self.scroll = 0.0
        self.ring = FocusRing()
        self.confirm_ring = FocusRing()
        self.back_button = Button(lambda: t("back"), self.close, size_px=20)
        self.details_button = Button(lambda: t("details"), self.open_details, size_px=14)
        self.details_open = False
        """The list of every save that could not be used, whole, over the screen (the slip holds five lines)."""
        self.details_scroll = 0.0
        self.details_lines: list[tuple[str, str]] = []
        self.details_layout = theme.Layout(app.screen_size)
        self.keep_button = Button(lambda: t("keep"), self.cancel_delete, size_px=20, primary=True)
        self.delete_button = Button(lambda: t("delete"), self.confirm_delete, size_px=20)
        self.confirm_ring.set([self.keep_button, self.delete_button])
        self.layout = theme.Layout(app.screen_size)
        self.confirm_layout = self.layout
        self.frame_ref: tuple[float, float, float, float] = FRAME
        self.row_h = ROW_H
        self.stacked = False
        self.frame = pygame.Rect(0, 0, 0, 0)
        self.list_rect = pygame.Rect(0, 0, 0, 0)
        self.slip_rect = pygame.Rect(0, 0, 0, 0)
        self.confirm_rect = pygame.Rect(0, 0, 0, 0)
        self.confirm_room = 4
        """How many lines of the delete question its panel holds."""
        self.hint_rect = pygame.Rect(0, 0, 0, 0)
        """Where the keys line was last drawn, screen pixels (under Back)."""
        self._fit(app.screen_size)
        self.refresh()
        # the first session this window may take up has the keyboard (one open in another window would only
        # be refused)
        first = next((i for i, info in enumerate(self.saves) if info.id not in self.open_elsewhere), None)
        self.ring.focus = self.ring.widgets.index(self.rows[first][0]) if first is not None else 0

    # --- the saves

    def refresh(self) -> None:
        """List the saves again (after a delete, a refused resume, or coming back from a record)."""
        keep = self.ring.focused
        self.saves, _ = self.app.saving.list()
        # sessions another window of the game plays now: their rows say so (resuming one is refused in words)
        self.open_elsewhere = {info.id for info in self.saves
                               if not info.finished and self.app.saving.held_elsewhere(info.id)}
        # the rulesets' names as each reader knows them (loaded once for the whole game, about 40 ms; the
        # menu has usually loaded them already)
        self.ruleset_names = {rid: rules.name.english for rid, rules in self.app.rulesets()[0].items()}
        self.rows = []
        widgets: list[Widget] = []
        for info in self.saves:
            resume, rename, delete = self._row_buttons(info)
            self.rows.append((resume, rename, delete))
            widgets += [resume, rename, delete]
        if self._slip_overflows():  # the slip cannot hold every line: the whole list is one press away
            widgets.append(self.details_button)
        widgets.append(self.back_button)
        self.ring.set(widgets, keep=keep if keep in widgets else None)
        if self.ring.focus < 0:
            self.ring.focus = 0
        self._place()

    def _row_buttons(self, info: SaveInfo) -> tuple[Button, Button, Button]:
        """A saved session's buttons: Resume (Open for a finished one), Rename and Delete."""
        label = (lambda: t("open_record")) if info.finished else (lambda: t("resume"))
        resume = Button(label, lambda: self.resume(info), size_px=18, primary=not info.finished)
        rename = Button(lambda: t("rename"), lambda: self.start_rename(info), size_px=14, icon="pen",
                        tip=lambda: t("rename_tip"))
        delete = Button(lambda: t("delete"), lambda: self.ask_delete(info), size_px=14, icon="close")
        return resume, rename, delete

    def _offer_details(self) -> None:
        """Put the Details button in the keyboard's round (before Back), or take it out, as the slip now needs it
        (a refusal said on the slip since the list was made: the slip then holds less)."""
        needed = self._slip_overflows()
        widgets = list(self.ring.widgets)
        if needed == (self.details_button in widgets):
            return
        if needed:
            widgets.insert(widgets.index(self.back_button) if self.back_button in widgets else len(widgets),
                           self.details_button)
        else:
            widgets.remove(self.details_button)
        focused = self.ring.focused
        self.ring.set(widgets, keep=focused if focused in widgets else None)
        self._place()

    def open_details(self) -> None:
        """Show every save that could not be used, whole (Esc, Enter, Space or a click closes it)."""
        self.details_open = True
        self.details_scroll = 0.0
        self.details_lines = self.details()  # read once (a note beside each file kept aside), not every frame

    def _details_event(self, event: pygame.event.Event) -> bool:
        """While the Details list is open: the wheel and the arrows scroll it; Esc, Enter, Space or a click close it
        and give the keyboard back to the Details button."""
        if event.type == pygame.MOUSEWHEEL:
            self.details_scroll -= event.y * 40
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN, pygame.K_PAGEUP,
                                                             pygame.K_PAGEDOWN, pygame.K_HOME, pygame.K_END):
            step = {pygame.K_UP: -40, pygame.K_DOWN: 40, pygame.K_PAGEUP: -300, pygame.K_PAGEDOWN: 300,
                    pygame.K_HOME: -1e9, pygame.K_END: 1e9}[event.key]
            self.details_scroll = max(0.0, self.details_scroll + step)
        elif (event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER,
                                                               pygame.K_SPACE, pygame.K_BACKSPACE)) or (
                event.type == pygame.MOUSEBUTTONDOWN and event.button == 1):
            self.details_open = False
            if self.details_button in self.ring.widgets:
                self.ring.focus = self.ring.widgets.index(self.details_button)
        return True

    def resume(self, info: SaveInfo) -> None:
        """Resume ``info``'s session at the table (a finished one: open its final standings)."""
        from popejoan.engine.errors import SaveError

        self.message = None
        try:
            self.app.resume_game(info.id)
        except SaveError as exc:
            self.message = refusal(exc, "save_refused")
            self.refresh()

    def _refused_elsewhere(self, info: SaveInfo, key: str) -> bool:
        """Whether another window plays ``info``'s session now; if so, the refusal (``key``: ``"delete_failed"``,
        ``"rename_failed"``) is said at once, before any question is asked or any name typed."""
        from popejoan.engine.errors import SaveError
        from popejoan.storage.saves import IN_USE

        if not self.app.saving.held_elsewhere(info.id):  # (a finished one too: its standings open there)
            return False
        self.message = refusal(SaveError(IN_USE, str(info.path), kind="in_use"), key)
        self.open_elsewhere.add(info.id)
        self._place()  # the slip that says so takes its room at once
        return True

    def ask_delete(self, info: SaveInfo) -> None:
        """Ask before deleting ``info``'s session (Keep is the choice under the keyboard); a session another
        window plays is refused in words at once (it was asked about, then refused)."""
        if self._refused_elsewhere(info, "delete_failed"):
            return
        self.confirming = info
        self.confirm_ring.focus = 0
        self._place()

    def cancel_delete(self) -> None:
        """Keep the session after all."""
        self.confirming = None

    def confirm_delete(self) -> None:
        """Delete the session asked about, then list the saves again."""
        from popejoan.engine.errors import SaveError

        info, self.confirming = self.confirming, None
        if info is None:
            return
        index = next((i for i, s in enumerate(self.saves) if s.id == info.id), 0)
        try:
            self.app.saving.delete(info.id)
        except SaveError as exc:
            self.message = refusal(exc, "delete_failed")
        self.refresh()
        if self.rows:  # the focus stays on the row that took the deleted one's place
            row = min(index, len(self.rows) - 1)
            self.ring.focus = self.ring.widgets.index(self.rows[row][0])
            self._scroll_to(row)

    def start_rename(self, info: SaveInfo) -> None:
        """Edit ``info``'s name in place: a text field over its title, holding its name (empty when it has none),
        all of it selected so that typing replaces it. A session another window plays is refused in words at once
        (a name was typed, then refused)."""
        if self._refused_elsewhere(info, "rename_failed"):
            return
        self.renaming = info
        self.draft = info.name or ""
        self.rename_note = None
        self.message = None
        self.name_field.placeholder = t("rename_placeholder")
        self.name_field.caret = None
        self.name_field.all_selected = bool(self.draft)
        self.name_field.composing = ""
        self._focus_row(info.id, column=1)
        try:  # an input method's candidates open by the field
            pygame.key.set_text_input_rect(self.name_field.rect)
        except pygame.error:
            pass

    def keep_name(self) -> bool:
        """Enter: keep the name typed, written into the save at once.

        A blank name (nothing, or only spaces) is refused in words and the field stays open. A failure to write
        (a full disk, no permission) is told in words and the field stays open with the name typed; the save
        stays whole, with its old name.

        Returns:
            Whether the name was kept.
        """
        from popejoan.engine.errors import SaveError
        from popejoan.storage.saves import session_name

        info = self.renaming
        if info is None:
            return False
        try:
            name = session_name(self.draft)
        except ValueError:
            self.rename_note = t("rename_blank")
            self.name_field.blink_ms = 0
            return False
        if name == info.name:
            self.cancel_rename()
            return True
        try:
            self.app.saving.rename(info.id, name)
        except SaveError as exc:
            self.message = refusal(exc, "rename_failed")
            self.rename_note = None
            self._place()
            return False
        self.renaming = None
        self.rename_note = None
        self.message = None
        self.refresh()
        self._focus_row(info.id, column=1)
        return True

    def cancel_rename(self) -> None:
        """Esc: leave the name as it was."""
        info, self.renaming = self.renaming, None
        self.rename_note = None
        if info is not None:
            self._focus_row(info.id, column=1)

    def _focus_row(self, save_id: str, column: int = 0) -> None:
        """Put the keyboard's focus on the button in ``column`` of the row of save ``save_id``, in view."""
        index = next((i for i, s in enumerate(self.saves) if s.id == save_id), None)
        if index is not None:
            self.ring.focus = self.ring.widgets.index(self.rows[index][column])
            self._scroll_to(index)

    def _set_draft(self, text: str) -> None:
        """The field's text changed: keep it, cut to what the row shows whole (:data:`NAME_ROOM`) and to
        :data:`~popejoan.storage.saves.NAME_MAX_CHARS` characters."""
        language = theme.language_of(text)
        cut = len(text) > NAME_MAX_CHARS
        text = text[:NAME_MAX_CHARS]
        while text and theme.measure(text, NAME_SIZE, language)[0] > NAME_ROOM:
            text = text[:-1]
            cut = True
        self.draft = text
        self.rename_note = t("rename_full") if cut or len(text) >= NAME_MAX_CHARS else None

    def close(self) -> None:
        """Back to the screen below (the menu)."""
        if self.app.top is self:
            self.app.pop()

    def on_resume(self, scene: Scene | None = None) -> None:
        """Back from a finished session's record: list the saves again."""
        self.refresh()

    # --- events

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Up/Down choose a row, Home/End the first or last, Page Up/Down a page of rows; Enter resumes; F2 renames;
        Delete asks to delete; Esc returns; the wheel scrolls."""
        if self.details_open:
            return self._details_event(event)
        if self.confirming is not None:
            return self._confirm_event(event)
        if self.renaming is not None:
            return self._rename_event(event)
        if event.type == pygame.MOUSEWHEEL:
            self.scroll -= event.y * 40
            self._place()
            return True
        if event.type == pygame.KEYDOWN:
            focused = self.ring.focused
            row = self._row_of(focused)
            if event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                self.close()
                return True
            if event.key in (pygame.K_UP, pygame.K_DOWN):
                step = -1 if event.key == pygame.K_UP else 1
                self._move_row(row, step, column=self.rows[row].index(focused) if row is not None else 0)
                return True
            if event.key in (pygame.K_HOME, pygame.K_END, pygame.K_PAGEUP, pygame.K_PAGEDOWN) and self.rows:
                # the first or last session; a page: as many rows as the list shows whole
                page = max(1, int(self.list_rect.height / max(self.layout.scale, 1e-6) // self.row_h))
                here = row if row is not None else len(self.rows)
                target = {pygame.K_HOME: 0, pygame.K_END: len(self.rows) - 1, pygame.K_PAGEUP: here - page,
                          pygame.K_PAGEDOWN: here + page}[event.key]
                target = max(0, min(len(self.rows) - 1, target))
                column = self.rows[row].index(focused) if row is not None else 0
                self.ring.focus = self.ring.widgets.index(self.rows[target][column])
                self._scroll_to(target)
                return True
            if event.key == pygame.K_DELETE and row is not None:
                self.ask_delete(self.saves[row])
                return True
            if event.key == pygame.K_F2 and row is not None:
                self.start_rename(self.saves[row])
                return True
            if event.key == pygame.K_TAB:
                self.ring.handle_event(event)
                row = self._row_of(self.ring.focused)
                if row is not None:
                    self._scroll_to(row)
                return True
        self.ring.handle_event(event)
        return True

    def _rename_event(self, event: pygame.event.Event) -> bool:
        """While a name is edited: typing and the editing keys go to the field; Enter keeps the name, Esc leaves
        the old one (both wait while an input method is composing: its own Enter and Esc are its); a click
        outside the field keeps the name (a blank one: leaves the old)."""
        field = self.name_field
        if event.type == pygame.KEYDOWN and not field.composing:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.keep_name()
                return True
            if event.key == pygame.K_ESCAPE:
                self.cancel_rename()
                return True
            if event.key in (pygame.K_TAB, pygame.K_UP, pygame.K_DOWN, pygame.K_PAGEUP, pygame.K_PAGEDOWN):
                return True  # the field keeps the keyboard until Enter or Esc
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not field.rect.collidepoint(event.pos):
            if not self.keep_name():
                self.cancel_rename()
            return True
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.ring.mouse = event.pos
        field.handle_event(event, True)
        return True

    def keys_line(self) -> str:
        """The line of keys under Back, saying what Enter does for what has the focus now: resume the session, open
        a finished one's standings, rename it (the row's rename button), delete (its delete button), or return
        (Back); with no session listed, only that Esc returns (a new player read "Enter resumes" over an empty
        list and on a finished row); while a name is edited, that Enter keeps it and Esc cancels."""
        if self.renaming is not None:
            return t("sessions_hint_renaming")
        if not self.rows:
            return t("sessions_hint_empty")
        focused = self.ring.focused
        row = self._row_of(focused)
        if row is None:
            return t("sessions_hint_back")
        if focused is self.rows[row][1]:
            return t("sessions_hint_rename")
        if focused is self.rows[row][2]:
            return t("sessions_hint_delete")
        return t("sessions_hint_record" if self.saves[row].finished else "sessions_hint")

    def row_of(self, widget: Widget | None) -> int | None:
        """The listed row (0 = the first saved session) that ``widget`` belongs to, or None for the widgets of no
        row (the footer's)."""
        return self._row_of(widget)

    def _row_of(self, widget: Widget | None) -> int | None:
        for i, pair in enumerate(self.rows):
            if widget in pair:
                return i
        return None

    def _move_row(self, row: int | None, step: int, column: int = 0) -> None:
        """Move the keyboard's focus to the next (or previous) row's button in the same column."""
        if not self.rows:
            self.ring.focus = self.ring.widgets.index(self.back_button)
            return
        if row is None:  # from Back: Up goes to the last row, Down to the first
            target = len(self.rows) - 1 if step < 0 else 0
        else:
            target = row + step
            if target >= len(self.rows):
                self.ring.focus = self.ring.widgets.index(self.back_button)
                return
            target = max(0, target)
        self.ring.focus = self.ring.widgets.index(self.rows[target][column])
        self._scroll_to(target)

    def _confirm_event(self, event: pygame.event.Event) -> bool:
        """While the delete is being asked: Esc keeps; Left/Right/Tab move; Enter chooses."""
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                self.cancel_delete()
                return True
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN):
                self.confirm_ring.move(-1 if event.key in (pygame.K_LEFT, pygame.K_UP) else 1)
                return True
        self.confirm_ring.handle_event(event)
        return True

    def update(self, dt_ms: float) -> None:
        """The focus ring and a name field's caret move; about once a second, a session marked "Open in another
        window" is looked at again (one try at its lock, no wait): closed there, its row says so no more."""
        self.ring.update(dt_ms)
        self._offer_details()
        self.name_field.blink_ms += dt_ms
        self.elsewhere_ms += dt_ms
        if self.open_elsewhere and self.elsewhere_ms >= ELSEWHERE_LOOK_MS:
            self.elsewhere_ms = 0.0
            self.open_elsewhere = {save_id for save_id in self.open_elsewhere
                                   if self.app.saving.held_elsewhere(save_id)}
