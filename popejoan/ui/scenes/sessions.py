"""The saved sessions: every session kept, to resume or delete, and the finished ones as a record.

:class:`SessionsScene` lists the saves in a lacquered frame, the most recently
played first: each row gives the session's name (the players' own, when they
gave it one, beside the ruleset's; else the ruleset's name in its own script),
who sat at the table in seat order (people by name, computers by name and
level), the players' fish, where the session stands (a deal in play, deals
played, or finished) and when it was last played, with a button to resume it
(a finished one: to open its final standings), one to rename it and one to
delete it, which asks first. Renaming edits the name in place in a text field
(:class:`~popejoan.ui.widgets.TextField`: typed text and an input method's
alike): Enter keeps it, Esc leaves the old one; a blank name is refused in
words, and the name is kept as long as the row shows it whole
(:data:`NAME_ROOM`). Saves the game refused (damaged, edited, from a newer version)
are listed below in words, with the name each file was kept aside as; the
other saves list as usual. Everything works with the mouse and the keyboard
(Up and Down choose a row, Enter resumes, F2 renames, Delete removes, Esc returns: the line of keys says what Enter
does for the row in focus, :meth:`SessionsScene.keys_line`). At a
larger interface size (:mod:`popejoan.ui.access`) it is drawn that much
larger in a frame that takes the window; a row too narrow for its words
beside its buttons puts the buttons under them.

:class:`RecordScene` is a finished session opened again: the summary's final
standings, share-out and chart (:class:`~popejoan.ui.scenes.summary.SummaryScene`),
read from the session's history, with nothing to play.
"""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING, Any, Optional

import pygame

from popejoan.ui import access, theme
from popejoan.ui.autosave import players_line, problem_lines, refusal, seats_line, setup_of, standing_line
from popejoan.ui.i18n import ruleset_text, t, undos_note, when
from popejoan.ui.settings import Notice, Words
from popejoan.ui.scene import Navigator, Scene
from popejoan.ui.scenes.summary import SummaryScene
from popejoan.ui.widgets import Button, FocusRing, TextField, Widget
from popejoan.saves import NAME_MAX_CHARS, end_unseen

if TYPE_CHECKING:
    from popejoan.saves import SaveInfo

def saved_when(info: "SaveInfo") -> str:
    """When a saved session was last played, in local time, written the interface language's way
    (:func:`popejoan.ui.i18n.when`: ``30 Nov 2026, 18:20``, ``30 нояб. 2026 г., 18:20``)."""
    return when(info.saved_at.astimezone())


ROW_H = 114
"""A saved session's row, reference pixels (with the gap below it): its name, who sat, the fish, where it stands."""
TITLE_Y, SEATS_Y, FISH_Y, STANDING_Y = 6, 38, 61, 85
"""The tops of a row's four lines, reference pixels below the row's top."""
BUTTONS_W = 296
"""The room a row's buttons take at its right (Resume, Rename, Delete), reference pixels."""
FRAME = (150, 18, 980, 764)
"""The frame's reference rectangle: x, y, width, height."""
LIST_X, LIST_W = 186, 908
"""The list's left edge and width, reference pixels."""
LIST_TOP = 122
"""The list's top, reference pixels."""
STACKED_ROW_H = ROW_H + 56
"""A row at a larger interface size when its words would be cramped beside the buttons: the buttons go
under the words (reference pixels, with the gap below it)."""
WORDS_MIN_W = 400
"""The least width, reference pixels, a row's words keep beside its buttons before they go under them."""
FRAME_MIN = (560, 360)
"""The frame's least size at a larger interface size (reference pixels): the size grows as far as this fits."""
QUESTION_LINE = 17 * 1.3
"""A line of the delete question, reference pixels."""
NAME_SIZE = 24
"""A row's title (the session's name or its ruleset's), reference pixels."""
NAME_ROOM = 360
"""The widest a session's name may be, reference pixels at :data:`NAME_SIZE` (a row's title line is at least 400
wide at every window and interface size, and keeps the rest for the ruleset's name): typing stops there."""
SET_ASIDE_NAMED = 3
"""How many files kept aside in earlier runs the slip names (then "…")."""
ELSEWHERE_LOOK_MS = 1000.0
"""How often (real milliseconds) the list looks again at the sessions it marks "Open in another window"."""


def _moved(L: theme.Layout, ref: tuple[float, float], at: tuple[int, int]) -> theme.Layout:
    """A copy of ``L`` (same scale) whose reference point ``ref`` lands on the window pixel ``at``."""
    out = copy.copy(L)
    out.origin = (at[0] - round(ref[0] * L.scale), at[1] - round(ref[1] * L.scale))
    return out


class SessionsScene(Scene):
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
        self.saves: list["SaveInfo"] = []
        self.open_elsewhere: set[str] = set()
        self.elsewhere_ms = 0.0  # since the sessions open in another window were last looked at
        self.rows: list[tuple[Button, Button, Button]] = []
        self.confirming: Optional["SaveInfo"] = None
        self.renaming: Optional["SaveInfo"] = None
        """The save whose name is being edited, or None."""
        self.draft = ""
        """The name as typed so far."""
        self.rename_note: Optional[str] = None
        """Why the name typed was not kept (blank) or stopped growing (as long as the row allows), or None."""
        self.name_field = TextField(lambda: self.draft, self._set_draft, max_len=NAME_MAX_CHARS,
                                    placeholder=t("rename_placeholder"), size_px=20)
        self.message: Optional[str | Words] = None
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
            label = (lambda: t("open_record")) if info.finished else (lambda: t("resume"))
            resume = Button(label, lambda info=info: self.resume(info), size_px=18, primary=not info.finished)
            rename = Button(lambda: t("rename"), lambda info=info: self.start_rename(info), size_px=14, icon="pen",
                            tip=lambda: t("rename_tip"))
            delete = Button(lambda: t("delete"), lambda info=info: self.ask_delete(info), size_px=14, icon="close")
            self.rows.append((resume, rename, delete))
            widgets += [resume, rename, delete]
        if self._slip_overflows():  # the slip cannot hold every line: the whole list is one press away
            widgets.append(self.details_button)
        widgets.append(self.back_button)
        self.ring.set(widgets, keep=keep if keep in widgets else None)
        if self.ring.focus < 0:
            self.ring.focus = 0
        self._place()

    def _folder_unread(self) -> bool:
        """Whether the folder of saves itself could not be read (so an empty list says nothing of the saves)."""
        return bool(self.app.saving.folder_problems)

    def empty_words(self) -> str:
        """What an empty list says: that the folder cannot be read, that the saves found cannot be resumed here
        (damaged, or from a newer version: the slip below says which; it said "No saved sessions yet" above a
        newer version's save), or that there are none yet."""
        if self._folder_unread():
            return t("sessions_unlisted")
        if self.problems() or self.app.saving.kept_aside:
            return t("sessions_none_usable")
        return t("sessions_none")

    def problems(self) -> list[tuple[str, str]]:
        """The saves refused in this run, each (file name, what is wrong and where it was kept)."""
        return [problem_lines(p) for p in self.app.saving.problems]

    def details(self) -> list[tuple[str, str]]:
        """Every save that could not be used, for the Details list: those refused in this run, then each file kept
        aside in an earlier run with why, as noted when it was (:meth:`popejoan.saves.SaveStore.why_kept`; a
        file kept by an older version of the game, with no note, is named as kept aside earlier)."""
        out = self.problems()
        for path in self.app.saving.kept_aside:
            why = self.app.saving.store.why_kept(path)
            out.append(problem_lines(why) if why is not None else
                       (path.name, t("sessions_set_aside", n=1, names=path.name, folder=str(path.parent))))
        return out

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

    def resume(self, info: "SaveInfo") -> None:
        """Resume ``info``'s session at the table (a finished one: open its final standings)."""
        from popejoan.engine.errors import SaveError

        self.message = None
        try:
            self.app.resume_game(info.id)
        except SaveError as exc:
            self.message = refusal(exc, "save_refused")
            self.refresh()

    def _refused_elsewhere(self, info: "SaveInfo", key: str) -> bool:
        """Whether another window plays ``info``'s session now; if so, the refusal (``key``: ``"delete_failed"``,
        ``"rename_failed"``) is said at once, before any question is asked or any name typed."""
        from popejoan.engine.errors import SaveError
        from popejoan.saves import IN_USE

        if not self.app.saving.held_elsewhere(info.id):  # (a finished one too: its standings open there)
            return False
        self.message = refusal(SaveError(IN_USE, str(info.path), kind="in_use"), key)
        self.open_elsewhere.add(info.id)
        self._place()  # the slip that says so takes its room at once
        return True

    def ask_delete(self, info: "SaveInfo") -> None:
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

    def start_rename(self, info: "SaveInfo") -> None:
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
        from popejoan.saves import session_name

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
        :data:`~popejoan.saves.NAME_MAX_CHARS` characters."""
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

    def on_resume(self, scene: Any = None) -> None:
        """Back from a finished session's record: list the saves again."""
        self.refresh()

    # --- layout

    def on_resize(self, size: tuple[int, int]) -> None:
        """Lay the list out for a window of ``size`` pixels, at the interface size as far as it fits."""
        self._fit(size)
        if self._slip_overflows() != (self.details_button in self.ring.widgets):  # the slip holds more, or less
            self.refresh()
        else:
            self._place()

    def _fit(self, size: tuple[int, int]) -> None:
        """The layouts for ``size`` pixels. At 100 % the frame is the designed 980×764; at a larger interface
        size (:func:`popejoan.ui.access.current`'s ``zoom``, as far as a frame of :data:`FRAME_MIN` still
        fits) everything is drawn that much larger in a frame that takes the window (at most 980 reference
        pixels wide), and a row whose words would be cramped beside its buttons has them under its words."""
        base = theme.ui_scale(size)
        zoom = access.fit_zoom((size[0] - 24, size[1] - 24), (FRAME_MIN[0] * base, FRAME_MIN[1] * base))
        L = theme.Layout(size, zoom)
        self.confirm_layout = theme.Layout(size, access.fit_zoom((size[0] - 16, size[1] - 16),
                                                                 (540 * base, 300 * base)))
        if zoom <= 1.0 + 1e-6:
            self.layout, self.frame_ref, self.row_h, self.stacked = L, FRAME, ROW_H, False
            return
        s = L.scale
        fw = min(float(FRAME[2]), size[0] / s - 24)
        fh = size[1] / s - 24
        at = (round((size[0] - fw * s) / 2), round(12 * s))
        self.layout = _moved(L, FRAME[:2], at)
        self.frame_ref = (FRAME[0], FRAME[1], fw, fh)
        self.stacked = fw - 72 - 34 - BUTTONS_W < WORDS_MIN_W
        self.row_h = STACKED_ROW_H if self.stacked else ROW_H

    def _slip_lines(self) -> list[tuple[str, bool]]:
        """The parchment slip's lines: (text, bold). A problem met just now, then every refused save."""
        out: list[tuple[str, bool]] = []
        if self.message:
            out.append((str(self.message), True))
        problems = self.problems()
        if problems:
            out.append((t("sessions_problems"), True))
            out += [(t("save_problem", file=name, problem=what), False) for name, what in problems]
        aside = self.app.saving.kept_aside
        if aside:  # refused in an earlier run: named again, so that a restart does not hide where they went
            names = ", ".join(path.name for path in aside[:SET_ASIDE_NAMED]) + (", …" if len(aside) > SET_ASIDE_NAMED
                                                                                 else "")
            out.append((t("sessions_set_aside", n=len(aside), names=names, folder=str(aside[0].parent)), False))
        return out

    def _slip_height(self) -> int:
        """The slip's height in reference pixels (0 without one), at most five wrapped lines."""
        lines = self._slip_lines()
        if not lines:
            return 0
        count = sum(len(theme.wrap(text, 14, self._list_w() - 28, bold=bold)) for text, bold in lines)
        return 18 + 19 * min(count, self._slip_room())

    def _slip_overflows(self) -> bool:
        """Whether the slip says less than the Details list (:meth:`details`): its lines are more than it holds
        (:meth:`_slip_room`), or it names files kept aside in an earlier run without their reasons. The Details
        button then ends its last line."""
        lines = self._slip_lines()
        if not lines:
            return False
        if self.app.saving.kept_aside:
            return True
        count = sum(len(theme.wrap(text, 14, self._list_w() - 28, bold=bold)) for text, bold in lines)
        return count > self._slip_room()

    def _slip_room(self) -> int:
        """How many lines the slip may take: five, fewer when the list would not keep room for a whole row."""
        list_room = self.frame_ref[3] - 104 - (LIST_TOP - self.frame_ref[1])  # the list's height with no slip
        return max(1, min(5, int((list_room - (self.row_h - 8) - 12 - 18) // 19)))

    def _list_w(self) -> float:
        """The list's width, reference pixels."""
        return self.frame_ref[2] - 72

    def _text_w(self) -> float:
        """The width of a row's words, reference pixels (beside its buttons, or the row's whole width)."""
        return self._list_w() - 34 - (16 if self.stacked else BUTTONS_W)

    def _place(self) -> None:
        L = self.layout
        fx, fy, fw, fh = self.frame_ref
        list_w = self._list_w()
        row_h = self.row_h
        self.frame = L.rect(fx, fy, fw, fh)
        slip = self._slip_height()
        bottom = fy + fh - 104 - (slip + 12 if slip else 0)
        self.list_rect = L.rect(LIST_X, LIST_TOP, list_w, bottom - LIST_TOP)
        self.slip_rect = L.rect(LIST_X, bottom + 10, list_w, slip) if slip else pygame.Rect(0, 0, 0, 0)
        # the Details button ends the slip's last line, when it cannot hold them all
        self.details_button.rect = (L.rect(LIST_X + list_w - 100, bottom + 10 + slip - 30, 90, 24)
                                    if slip and self._slip_overflows() else pygame.Rect(0, 0, 0, 0))
        self.details_layout = theme.Layout(self.app.screen_size, access.fit_zoom(
            (self.app.screen_size[0] - 16, self.app.screen_size[1] - 16),
            (840 * theme.ui_scale(self.app.screen_size), 600 * theme.ui_scale(self.app.screen_size))))
        limit = max(0.0, len(self.rows) * row_h - (bottom - LIST_TOP))
        self.scroll = max(0.0, min(limit, self.scroll))
        top = 108 if self.stacked else 32  # the buttons under the words, or beside them
        room = self.list_rect.inflate(0, 2)
        for i, (resume, rename, delete) in enumerate(self.rows):
            y = LIST_TOP + i * row_h - self.scroll
            resume.rect = L.rect(LIST_X + list_w - 272, y + top, 160, 42)
            rename.rect = L.rect(LIST_X + list_w - 100, y + top + 3, 36, 36)
            delete.rect = L.rect(LIST_X + list_w - 54, y + top + 3, 36, 36)
            # a row partly scrolled out of sight keeps its buttons while they are wholly in sight (a playtest
            # found a row's words showing with no buttons beside them)
            if not all(room.contains(button.rect) for button in (resume, rename, delete)):
                # out of sight: not drawn, not clickable (the keyboard scrolls it into view first)
                resume.rect = pygame.Rect(0, 0, 0, 0)
                rename.rect = pygame.Rect(0, 0, 0, 0)
                delete.rect = pygame.Rect(0, 0, 0, 0)
            if self.renaming is not None and self.saves[i].id == self.renaming.id:
                self.name_field.rect = L.rect(LIST_X + 30, y + 3, self._text_w() + 4, 34)
        # its ring clear of the keys line under it
        self.back_button.rect = L.rect(fx + fw / 2 - 100, fy + fh - 88, 200, 44)
        C = self.confirm_layout
        height = 250.0
        if self.confirming is not None:  # taller for a long question (a long name, eight seats), as the window allows
            lines = len(theme.wrap(self.delete_question(self.confirming), C.px(17), C.px(430), italic=True))
            room = self.app.screen_size[1] / max(C.scale, 1e-6) - 16
            height = min(max(height, 184 + QUESTION_LINE * lines + 1), max(height, room))
        self.confirm_room = max(1, int((height - 184) // QUESTION_LINE))
        self.confirm_rect = C.rect(390, 400 - height / 2, 500, height)
        self.keep_button.rect = C.rect(450, 400 + height / 2 - 72, 170, 46)
        self.delete_button.rect = C.rect(660, 400 + height / 2 - 72, 170, 46)

    def _scroll_to(self, index: int) -> None:
        """Scroll so that row ``index`` is wholly in view."""
        view = self.list_rect.height / max(self.layout.scale, 1e-6)
        row_h = self.row_h
        top, bottom = index * row_h, index * row_h + row_h - 8
        if top < self.scroll:
            self.scroll = top
        elif bottom > self.scroll + view:
            self.scroll = bottom - view
        self._place()

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

    def _row_of(self, widget: Optional[Widget]) -> Optional[int]:
        for i, pair in enumerate(self.rows):
            if widget in pair:
                return i
        return None

    def _move_row(self, row: Optional[int], step: int, column: int = 0) -> None:
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

    # --- drawing

    def draw(self, surface: pygame.Surface) -> None:
        """The frame, the title, the rows, the refused saves, Back; the delete question over them."""
        L = self.layout
        s = L.scale
        surface.blit(theme.wood_background(surface.get_size()), (0, 0))
        theme.draw_panel(surface, self.frame, s)
        fx, fy, fw, _fh = self.frame_ref
        centre = fx + fw / 2
        title = theme.fit_size(t("saved_sessions"), L.px(36), self.frame.width - L.px(60), bold=True)
        theme.blit_text(surface, t("saved_sessions"), L.point(centre, 62), title, anchor="center", gilt=True,
                        bold=True)
        theme.draw_rule(surface, L.point(centre - 200, 98), L.px(400), s)
        if not self.saves:
            width = min(560.0, self._list_w() - 40)
            # a folder the game cannot read is not an empty one: the slip below says why
            words = self.empty_words()
            lines = theme.wrap(words, L.px(18), L.px(width), italic=True)
            theme.text_lines(surface, lines, L.point(centre - width / 2, 200), L.px(18), theme.IVORY_DIM,
                             italic=True)
        clip = surface.get_clip()
        surface.set_clip(self.list_rect)
        focused_row = self._row_of(self.ring.focused)
        for i, info in enumerate(self.saves):
            row = L.rect(LIST_X, LIST_TOP + i * self.row_h - self.scroll, self._list_w(), self.row_h - 8)
            if row.bottom < self.list_rect.top or row.top > self.list_rect.bottom:
                continue
            hovered = row.collidepoint(self.ring.mouse)
            editing = self.renaming is not None and self.renaming.id == info.id
            _draw_row(surface, L, row, info, self.known_as(info), focused_row == i, hovered, self.stacked,
                      editing=editing, note=self.rename_note if editing else None,
                      elsewhere=info.id in self.open_elsewhere)
            if editing:
                self.name_field.draw(surface, s, False, True)
        surface.set_clip(clip)
        _draw_scrollbar(surface, L, self.list_rect, len(self.saves) * self.row_h, self.scroll)
        if self.slip_rect.height:
            _draw_slip(surface, L, self.slip_rect, self._slip_lines(), self._slip_room(),
                       reserve=self.details_button.rect.width + L.px(16) if self.details_button.rect.width else 0)
        keys = self.keys_line()
        hint = theme.fit_size(keys, L.px(13), self.frame.width - L.px(40), italic=True, smallest=0.7)
        self.hint_rect = theme.blit_text(surface, keys, (self.frame.centerx, self.frame.bottom - L.px(14)),
                                         hint, theme.IVORY_DIM, anchor="midbottom", italic=True, shadow=False)
        if self.renaming is not None:  # the field has the keyboard: no ring round the rename button
            focus, self.ring.focus = self.ring.focus, -1
            self.ring.draw(surface, s)
            self.ring.focus = focus
        else:
            self.ring.draw(surface, s)
        if self.confirming is not None:
            self._draw_confirm(surface)
        if self.details_open:
            from popejoan.ui.scenes.details import draw_error_list

            _, self.details_scroll = draw_error_list(surface, self.details_layout, self.details_lines,
                                                     self.details_scroll, title=t("sessions_problems"))

    def known_as(self, info: "SaveInfo") -> tuple[str, str]:
        """A saved session's ruleset as the reader knows it, ``(name, its language code)``: the loaded ruleset's
        ``name.english`` in the interface language when it is the same ruleset (its English unchanged since
        the save), else the English name the save keeps."""
        known = self.ruleset_names.get(info.ruleset_id)
        if known is not None and str(known) == info.ruleset_english:
            return ruleset_text(known)
        return info.ruleset_english, "en"

    def delete_question(self, info: "SaveInfo") -> str:
        """What the delete question asks: the session by its name and ruleset (or its ruleset alone, never named),
        when it was last played and who sat, worded as its row words them (:func:`~popejoan.ui.autosave.seats_line`:
        ``"Sunday with Grandma — Pope Joan (Parlett), 1 Dec 2026, 14:07: Ann, Ben · Mrs Bennet (Hard). A deleted
        session cannot be brought back."``)."""
        ruleset = self.known_as(info)[0]
        if info.listed_as:
            ruleset = t("named_session", name=info.listed_as, ruleset=ruleset)
        return t("delete_question", ruleset=ruleset, when=saved_when(info), players=seats_line(info))

    def _draw_confirm(self, surface: pygame.Surface) -> None:
        L = self.confirm_layout
        info = self.confirming
        assert info is not None
        surface.blit(theme.dim_overlay(surface.get_size(), 160), (0, 0))
        rect = self.confirm_rect
        theme.draw_panel(surface, rect, L.scale)
        theme.blit_text(surface, t("delete_title"), (rect.centerx, rect.y + L.px(38)), L.px(28), anchor="center",
                        gilt=True, bold=True)
        theme.draw_rule(surface, (rect.centerx - L.px(150), rect.y + L.px(66)), L.px(300), L.scale)
        question = self.delete_question(info)
        lines = theme.wrap(question, L.px(17), rect.width - L.px(70), italic=True)[:self.confirm_room]
        theme.text_lines(surface, lines, (rect.x + L.px(35), rect.y + L.px(84)), L.px(17), theme.IVORY,
                         italic=True, line_gap=1.3)
        self.confirm_ring.draw(surface, L.scale)


def _draw_row(surface: pygame.Surface, L: theme.Layout, r: pygame.Rect, info: "SaveInfo",
              known_as: tuple[str, str], focused: bool, hovered: bool, stacked: bool = False,
              editing: bool = False, note: Optional[str] = None, elsewhere: bool = False) -> None:
    """One saved session: its name (the players' own beside its ruleset's, or its ruleset's in its own script),
    who sat at the table, the players and their fish, where it stands, when it was last played; a session still
    in play lacquered and marked with a gilt lozenge (``stacked``: the buttons lie under the words, which take
    the row's width; ``editing``: its name is being typed in a field laid over the title, drawn by the caller;
    ``note``: why the name typed is not kept, in place of the fish; ``elsewhere``: another window of the game
    plays it now, said first on its last line)."""
    s = L.scale
    if focused or hovered:
        theme.draw_glow(surface, r, s, 50 if focused else 30)
    body = pygame.Surface(r.size, pygame.SRCALPHA)
    top = theme.lerp(theme.OXBLOOD, (255, 220, 190), 0.06) if not info.finished else theme.lerp(
        theme.LACQUER, theme.WOOD_DARK, 0.4)
    for y in range(r.height):
        pygame.draw.line(body, (*theme.lerp(top, theme.OXBLOOD_DARK, y / max(1, r.height - 1)), 235), (0, y),
                         (r.width, y))
    surface.blit(body, r)
    rim = theme.GILT if focused else theme.GILT_DARK
    pygame.draw.rect(surface, rim, r, max(1, L.px(1.5)), border_radius=L.px(4))
    x = r.x + L.px(34)
    text_w = r.width - L.px(34) - L.px(16 if stacked else BUTTONS_W)
    if not info.finished:  # a gilt lozenge: this session can be played on
        cx, cy, d = r.x + L.px(16), r.y + L.px(24), L.px(6)
        pygame.draw.polygon(surface, theme.GILT_LIGHT, [(cx - d, cy), (cx, cy - d), (cx + d, cy), (cx, cy + d)])
    if not editing:
        _draw_title(surface, L, r, x, text_w, info, known_as)
    seats = _seats_fitted(info, L.px(16), text_w)
    theme.blit_text(surface, seats, (x, r.y + L.px(SEATS_Y)), L.px(16), theme.IVORY, theme.language_of(seats))
    if note:
        theme.blit_text(surface, theme.ellipsize(note, L.px(15), text_w, italic=True), (x, r.y + L.px(FISH_Y)),
                        L.px(15), theme.GILT_LIGHT, italic=True, shadow=False)
    else:
        if end_unseen(info):  # closed during its share-out: the fish it made are not told before it is shown
            players = t("final_fish_hidden")
        else:
            players = t("final_fish_line" if info.finished else "fish_line", players=players_line(info))
        theme.blit_text(surface, theme.ellipsize(players, L.px(15), text_w), (x, r.y + L.px(FISH_Y)), L.px(15),
                        theme.IVORY_DIM, theme.language_of(players), shadow=False)
    line = f"{standing_line(info)}  ·  {t('last_played', when=saved_when(info))}"
    if elsewhere:
        line = f"{t('open_elsewhere')}  ·  {line}"
    undos = undos_note(dict(info.meta))
    if undos:  # a session in which leads were taken back says so
        line += f"  ·  {undos}"
    theme.blit_text(surface, theme.ellipsize(line, L.px(14), text_w, italic=True),
                    (x, r.y + L.px(STANDING_Y)), L.px(14), theme.GILT if not info.finished else theme.IVORY_DIM,
                    italic=True, shadow=False)


def _draw_title(surface: pygame.Surface, L: theme.Layout, r: pygame.Rect, x: int, text_w: int, info: "SaveInfo",
                known_as: tuple[str, str]) -> None:
    """A row's title line: the session's name (or the name of a file the player copied or renamed:
    :attr:`~popejoan.saves.SaveInfo.listed_as`) and, after it in small italics, its ruleset as the reader knows
    it; a session never named: its ruleset's name in its own script, and the reader's name for it when
    that differs."""
    size = L.px(NAME_SIZE)
    gloss, gloss_language = known_as
    if info.listed_as:  # named by the players, or a file they copied or renamed: by that name
        title, language = info.listed_as, theme.language_of(info.listed_as)
        size = theme.fit_size(title, size, text_w - L.px(12), language, smallest=0.75)
        title = theme.ellipsize(title, size, text_w - L.px(12), language)
    else:
        language = theme.language_of(info.ruleset_native)
        title = theme.ellipsize(info.ruleset_native, size, text_w // 2, language)
    theme.blit_text(surface, title, (x, r.y + L.px(TITLE_Y)), size, theme.GILT_LIGHT, language,
                    gilt=not info.finished)
    title_w = theme.measure(title, size, language)[0]
    if info.listed_as or gloss != info.ruleset_native:
        room = text_w - title_w - L.px(14)
        if room > L.px(40):
            gloss = theme.ellipsize(gloss, L.px(14), room, gloss_language, italic=True)
            theme.blit_text(surface, gloss, (x + title_w + L.px(12), r.y + L.px(TITLE_Y + 11)), L.px(14),
                            theme.IVORY_DIM, gloss_language, italic=True, shadow=False)


def _seats_fitted(info: "SaveInfo", size: int, width: int) -> str:
    """Who sat (:func:`~popejoan.ui.autosave.seats_line`) as it fits ``width`` pixels at ``size``: every seat,
    else as many whole seats as fit and how many more there are; a first name too long even alone is cut
    with "…" (:func:`popejoan.ui.theme.fit_name`, as names are everywhere)."""
    for shown in range(len(info.players), 0, -1):
        text = t("seats_line", seats=seats_line(info, shown))
        if theme.measure(text, size, theme.language_of(text))[0] <= width:
            return text
    text = t("seats_line", seats=seats_line(info, 1))
    return theme.fit_name(text, size, width, theme.language_of(text))


def _draw_scrollbar(surface: pygame.Surface, L: theme.Layout, rect: pygame.Rect, content: float,
                    scroll: float) -> None:
    """A gilt scroll bar right of the list when the rows (``content`` reference pixels) do not all fit
    (:func:`popejoan.ui.theme.draw_scrollbar`)."""
    track = pygame.Rect(rect.right + L.px(8), rect.y, L.px(7), rect.height)
    theme.draw_scrollbar(surface, track, content, rect.height / max(L.scale, 1e-6), scroll, L.scale)


def _draw_slip(surface: pygame.Surface, L: theme.Layout, rect: pygame.Rect, lines: list[tuple[str, bool]],
               room: int = 5, reserve: int = 0) -> None:
    """The refused saves (and a problem met just now) on a parchment slip, at most ``room`` lines (the last
    one shown cut with "…", ``reserve`` pixels shorter: the Details button ends it)."""
    slip = pygame.Surface(rect.size, pygame.SRCALPHA)
    slip.fill((*theme.PARCHMENT, 240))
    surface.blit(slip, rect)
    pygame.draw.rect(surface, theme.GILT_DARK, rect, max(1, L.px(1.5)))
    size = L.px(14)
    width = rect.width - L.px(28)
    wrapped: list[tuple[str, bool]] = []
    for text, bold in lines:
        wrapped += [(line, bold) for line in theme.wrap(text, size, width, bold=bold)]
    if len(wrapped) > room:
        rest = " ".join(line for line, _ in wrapped[room - 1:])
        wrapped = wrapped[:room - 1] + [(theme.ellipsize(rest, size, width - reserve), False)]
    elif reserve and wrapped and theme.measure(wrapped[-1][0], size, bold=wrapped[-1][1])[0] > width - reserve:
        wrapped[-1] = (theme.ellipsize(wrapped[-1][0], size, width - reserve, bold=wrapped[-1][1]), wrapped[-1][1])
    y = rect.y + L.px(9)
    for text, bold in wrapped:
        theme.blit_text(surface, text, (rect.x + L.px(14), y), size, theme.INK, bold=bold, shadow=False)
        y += L.px(19)


class RecordScene(SummaryScene):
    """A finished session kept as a record: its final standings, share-out and chart, read from its history.

    Args:
        app: the app.
        session: the finished session (``session.finished``), resumed from its save.
        save_id: its save, whose notes change once a share-out nobody had watched is shown (:meth:`play_unseen`).
    """

    def __init__(self, app: Navigator, session: Any, save_id: Optional[str] = None) -> None:
        self.back_button = Button(lambda: t("back"), self.close, size_px=24, primary=True)
        last = session.history[-1] if session.history else None
        super().__init__(app, session, last, setup=setup_of(session))
        self.save_id = save_id
        self.end_session(play=False)  # the share-out was dealt and saved: it is listed, not dealt or played again
        self.share_shown = len(self.share_events)

    def play_unseen(self) -> bool:
        """Play the share-out at the table, over these standings, if nobody watched it to the end (the window
        was closed while the board was shared out: :data:`~popejoan.saves.END_UNSEEN_KEY`). Call once the scene
        is on the stack; the standings come back when it is over, and the save's note is taken out.

        Returns:
            Whether the share-out is playing.
        """
        from popejoan.saves import END_UNSEEN_KEY

        play_share_out = getattr(self.app, "play_share_out", None)
        if self.session.meta.get(END_UNSEEN_KEY) is not True or not self.share_events or play_share_out is None:
            return False
        play_share_out(self.session, self.share_events, self.setup.levels if self.setup is not None else None,
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


__all__ = ["RecordScene", "SessionsScene"]
