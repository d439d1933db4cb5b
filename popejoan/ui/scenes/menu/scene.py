"""The menu's scene: its widgets, the keyboard and the mouse, loading, and where each button leads.

:class:`MenuScene` puts the parts of the menu together: the choices (:mod:`.choices`), their placing and
scrolling (:mod:`.layout`), the notices (:mod:`.notices`) and the drawing (:mod:`.drawing`). It makes the
widgets, routes events (the focus ring, Up and Down in the ruleset list, the reflowed page's wheel, keys and
scroll bar), loads the rulesets and the session to continue, and opens the table, the rules, the saved
sessions and the settings.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from popejoan.ui import access, theme
from popejoan.ui.autosave import refusal
from popejoan.ui.i18n import LANGUAGES, language, pgettext, ruleset_text, t
from popejoan.ui.scene import Navigator, Scene
from popejoan.ui.scenes.differences import compare_button_label, open_differences
from popejoan.ui.scenes.menu.choices import MenuChoices
from popejoan.ui.scenes.menu.drawing import MenuDrawing
from popejoan.ui.scenes.menu.layout import LANE, LIST_H, ROW_H, MenuLayout
from popejoan.ui.scenes.menu.notices import MenuNotices
from popejoan.ui.scenes.menu.rows import RulesetRow
from popejoan.ui.settings import SPEEDS, Notice, Words
from popejoan.ui.setup import GameSetup, Seat, computer_levels
from popejoan.ui.widgets import Button, FocusRing, Stepper, TextField, Toggle, Widget

if TYPE_CHECKING:
    from popejoan.engine.errors import RulesetError
    from popejoan.engine.ruleset import Option
    from popejoan.storage.saves import SaveInfo
    from popejoan.ui.board import Board


class MenuScene(MenuChoices, MenuLayout, MenuNotices, MenuDrawing, Scene):
    """The title menu.

    Args:
        app: the app (a :class:`~popejoan.ui.scene.Navigator`).
        new_session: opened for a new session (:attr:`new_session`).

    Attributes:
        rulesets: every loaded ruleset by id.
        errors: load errors of broken ruleset files, shown as a notice.
        ruleset: the chosen ruleset (options at their defaults), or None if none loaded.
        continue_info: the unfinished session played last that no other window plays (the Continue card), or
            None.
    """

    app: Navigator  # (the choices need only its settings; the scene, the whole app)

    def __init__(self, app: Navigator, new_session: bool = False) -> None:
        Scene.__init__(self, app)
        MenuChoices.__init__(self, app)
        self.loaded = False
        self.new_session = new_session
        """Opened for a new session (the final standings' "A new session"): "Deal the cards" takes the focus
        first, even where a session can be continued (:meth:`~popejoan.ui.app.App.to_menu`)."""
        self.errors: list[RulesetError] = []
        self.rows: list[RulesetRow] = []
        self.ring = FocusRing()
        self.layout = theme.Layout(app.screen_size)
        self.list_rect = pygame.Rect(0, 0, 0, 0)
        self.list_scroll = 0.0
        self.time_ms = 0.0
        self.message: str | Words | None = None
        self.pending: GameSetup | None = None
        self.user_folder: str | None = None
        self.pending_drawn = False
        self.board_art: Board | None = None
        self.board_key: tuple[str, int] | None = None
        self.board_angle = 0.0
        self.board_failed = False
        self.option_widgets: list[tuple[str, Widget]] = []
        self.seat_fields: list[tuple[TextField, Stepper, Button]] = []
        self.chips_stepper = Stepper(self._chips_text, self._step_chips)
        self.deals_stepper = Stepper(self._deals_text, self._step_deals)
        self.speed_stepper = Stepper(lambda: t("speed_value", speed=f"{self.app.speed:g}"), self._step_speed)
        # every label is read as it is drawn: a change of language shows at once
        self.add_button = Button(lambda: t("add_seat"), self.add_seat, size_px=17)
        self.start_button = Button(lambda: t("start"), self.start, size_px=28, primary=True)
        self.quit_button = Button(lambda: t("quit"), self.app.quit, size_px=18)
        self.rules_button = Button(lambda: t("rules"), self.show_rules, size_px=18)
        self.details_button = Button(lambda: t("details"), self.toggle_errors, size_px=14)
        self.continue_info: SaveInfo | None = None
        self.continue_title = ""
        """The Continue card's title line as last drawn (the session's name and ruleset, as fitted)."""
        self.pending_resume: str | None = None
        self.continue_button = Button(lambda: t("continue"), self.continue_session, size_px=24, primary=True)
        self.sessions_button = Button(lambda: t("saved_sessions"), self.show_sessions, size_px=16)
        self.settings_button = Button(lambda: t("settings_button"), self.show_settings, size_px=16)
        self.about_button = Button(lambda: t("about"), self.show_about, size_px=14)
        self.stats_button = Button(lambda: pgettext("menu", "Statistics"), self.show_stats, size_px=14)
        from popejoan.ui.scenes.learn.menu_entry import learn_button

        self.learn_button = learn_button(app)  # "Learn to play": grand on the very first launch, once
        self.compare_button = Button(compare_button_label, self.show_differences, size_px=14)  # issue 33 item 4
        # the language in use, named in itself: a player who cannot read it still finds where to change it
        self.language_button = Button(lambda: LANGUAGES[language()], self.show_language, size_px=16)
        self.language = language()
        self.errors_open = False
        self.errors_scroll = 0.0
        self.errors_rect = pygame.Rect(0, 0, 0, 0)
        # where things are (set by _place): the three panels, each with the layout its words are drawn in
        self.flow = False
        self.overlay = self.layout
        self.view = pygame.Rect((0, 0), app.screen_size)
        self.page_scroll = self.page_target = 0.0
        self.content_h = 0
        self.dragging: int | None = None
        self.panel_layouts: dict[str, theme.Layout] = {}
        self.geometry: dict[str, tuple[float, float, float, float]] = {}
        self.panel_rects: dict[str, pygame.Rect] = {}
        self.option_rects: list[tuple[pygame.Rect, pygame.Rect]] = []
        self.option_rooms: list[int] = []
        self.options_bottom = 0.0
        self.brief_span = (0.0, 0.0)
        self.steppers_rule = 0.0
        self.board_span = (0, 0)
        self.continue_rect = pygame.Rect(0, 0, 0, 0)
        self.notice_rect = pygame.Rect(0, 0, 0, 0)
        self.hint_top = 0
        self.hint_lines: list[str] = []
        self._fit(app.screen_size)
        self._rebuild()
        if app.rulesets_ready():
            self.load()

    def load(self) -> None:
        """Take the loaded rulesets (waiting for the loader if need be) and fill the menu in."""
        from popejoan.engine.ruleset import SHIPPED_RULESET_DIR

        self.rulesets, self.errors = self.app.rulesets()
        self.levels = computer_levels()
        shipped = {p.stem for p in SHIPPED_RULESET_DIR.glob("*.yaml")}
        self.rows = [RulesetRow(self, rs, rs.id not in shipped) for rs in self.rulesets.values()]
        self.loaded = True
        settings = self.app.settings
        saved = settings.ruleset
        if saved in self.rulesets:
            chosen: str | None = saved
        else:  # the saved ruleset is gone or broken: the default, and say so
            chosen = "parlett" if "parlett" in self.rulesets else next(iter(self.rulesets), None)
        if chosen is not None:
            self.choose_ruleset(chosen, initial=True)
            if saved and saved != chosen:
                fallback = ruleset_text(self.rulesets[chosen].name.english)[0]  # as the reader knows it
                self.message = Notice("ruleset_fallback", name=saved, fallback=fallback)
        else:
            self._rebuild()
        self._load_saves()
        first = self.continue_button if self.continue_info is not None and not self.new_session else self.start_button
        self.ring.focus = self.ring.widgets.index(first) if first in self.ring.widgets else -1
        if self.app.on_menu_ready is not None:
            self.app.on_menu_ready()

    def _load_saves(self) -> None:
        """Find the session played last that is unfinished (or ended during a share-out nobody watched to the end)
        and that no other window of the game plays, for the Continue card (one open in another window is that
        window's to play: the card offers the one before it, as ``--continue`` does;
        :func:`popejoan.storage.saves.to_continue`)."""
        from popejoan.storage.saves import to_continue

        saving = self.app.saving
        saves, _ = saving.list()
        self.continue_info = to_continue(saves, saving.held_elsewhere)
        self._rebuild(keep=self.ring.focused)

    def on_resume(self, scene: Scene | None = None) -> None:
        """Back from the saved sessions (one may have been deleted): look at the saves again."""
        if self.loaded:
            self._load_saves()

    def continue_session(self) -> None:
        """Take up the session of the Continue card (the table, or an ended session's share-out and standings, is
        laid on the next frame)."""
        if self.continue_info is None:
            return
        self.pending_resume = self.continue_info.id
        self.pending_drawn = False

    def _resume_table(self, save_id: str) -> None:
        from popejoan.engine.errors import SaveError

        self.pending_resume = None
        try:
            self.app.resume_game(save_id)
        except SaveError as exc:
            self.message = refusal(exc, "save_refused")
            self._load_saves()

    def show_settings(self) -> None:
        """Open the settings (sound, the pack's colours, the interface size, motion) over the menu."""
        from popejoan.ui.scenes.settings_screen import SettingsScene

        self.app.push(SettingsScene(self.app))

    def show_about(self) -> None:
        """Open the About screen (the version, the credits and the licences) over the menu."""
        from popejoan.ui.scenes.about import AboutScene

        self.app.push(AboutScene(self.app))

    def show_stats(self) -> None:
        """Open the Statistics screen (every player's history, issue 35) over the menu."""
        from popejoan.ui.scenes.stats import StatsScene

        self.app.push(StatsScene(self.app))
    def show_differences(self) -> None:
        """Open "How the rulesets differ" over the menu (every loaded ruleset, the player's own too)."""
        open_differences(self.app)

    def show_language(self) -> None:
        """Open the settings over the menu with the Language row chosen (Left and Right change it)."""
        from popejoan.ui.scenes.settings_screen import SettingsScene

        scene = SettingsScene(self.app)
        scene.ring.focus = scene.ring.widgets.index(scene.language)
        self.app.push(scene)

    def show_sessions(self) -> None:
        """Open the list of saved sessions."""
        from popejoan.ui.scenes.sessions import SessionsScene

        self.app.push(SessionsScene(self.app))

    # --- when a choice changes

    def _ruleset_chosen(self, ruleset_id: str, initial: bool) -> None:
        """A ruleset was chosen: no notice stands; the widgets are made again; its row comes into view."""
        self.message = None
        self._rebuild(keep=self.ring.focused)
        self._scroll_to(ruleset_id, reveal=not initial)

    def _choices_changed(self) -> None:
        """A variant was chosen: every widget placed again."""
        self._place()

    def _seats_changed(self, added: bool) -> None:
        """A seat was added (the focus stays on Add a seat) or removed: the seats' widgets made again."""
        if added:
            self._rebuild(keep=self.add_button)
        else:
            self._rebuild()

    def step_speed(self, step: int) -> None:
        """Choose the animation speed ``step`` places along the menu's speeds (-1: one slower, 1: one faster),
        from the speed in force, as the speed stepper does."""
        self._step_speed(step)

    def _step_speed(self, step: int) -> None:
        speed = self.app.speed
        index = min(range(len(SPEEDS)), key=lambda i: abs(SPEEDS[i] - speed))
        self.app.choose_speed(SPEEDS[max(0, min(len(SPEEDS) - 1, index + step))])

    def start(self) -> None:
        """Save the choices and go to the table."""
        if self.ruleset is None:
            return
        from popejoan.engine.errors import PopeJoanError

        try:
            self.pending = self.setup()
        except PopeJoanError as exc:
            self.message = str(exc)
            return
        self.app.save_settings()
        self.pending_drawn = False  # the next frame says "shuffling"; the one after opens the table

    def _open_table(self, setup: GameSetup) -> None:
        from popejoan.engine.errors import PopeJoanError

        self.pending = None
        try:
            self.app.start_game(setup)
        except (PopeJoanError, ImportError) as exc:
            self.message = Notice("table_missing", problem=exc)

    def show_rules(self) -> None:
        """Open the rules screen for the chosen ruleset and variants."""
        if self.ruleset is None:
            return
        from popejoan.engine.errors import PopeJoanError
        from popejoan.ui.scenes.rules import RulesScene

        try:
            ruleset = self.ruleset.with_options(self.options())
        except PopeJoanError as exc:
            self.message = str(exc)
            return
        self.app.push(RulesScene(self.app, ruleset))

    # --- widgets

    def _option_widget(self, name: str, option: Option) -> Widget:
        """The widget of the chosen ruleset's variant ``name``: a toggle for a yes/no one, else a stepper."""
        bools = [c.value for c in option.values]
        if len(bools) == 2 and all(isinstance(v, bool) for v in bools):
            return Toggle(lambda: bool(self.options()[name]), lambda v: self.set_option(name, v))
        return Stepper(lambda: self._option_text(name, option), lambda s: self._cycle_option(name, option, s),
                       size_px=16)

    def _seat_widgets(self, i: int, seat: Seat) -> tuple[TextField, Stepper, Button]:
        """Seat ``i``'s widgets: its name, human or computer (and the level), and its Remove button."""
        field = TextField(lambda: seat.name, lambda v: setattr(seat, "name", v), max_len=18,
                          placeholder=t("default_name", n=i + 1), size_px=18)
        kind = Stepper(lambda: self._kind_text(seat), lambda step: self._step_kind(seat, step), size_px=15)
        remove = Button(lambda: t("remove_seat"), lambda: self.remove_seat(i), size_px=14, icon="close")
        return field, kind, remove

    def _rebuild(self, keep: Widget | None = None) -> None:
        """Make the widgets for the chosen ruleset and seats and lay them out."""
        self.option_widgets = []
        if self.ruleset is not None:
            for name, option in self.ruleset.options.items():
                self.option_widgets.append((name, self._option_widget(name, option)))
        self.seat_fields = [self._seat_widgets(i, seat) for i, seat in enumerate(self.seats)]
        limits = self.ruleset.players if self.ruleset is not None else None
        for _, _, remove in self.seat_fields:
            remove.enabled = limits is not None and len(self.seats) > limits.min
        self.add_button.enabled = limits is not None and len(self.seats) < limits.max
        self.start_button.enabled = self.ruleset is not None
        self.rules_button.enabled = self.ruleset is not None
        widgets: list[Widget] = list(self.rows)
        widgets += [w for _, w in self.option_widgets]
        widgets += [self.chips_stepper, self.deals_stepper, self.speed_stepper]
        for field, kind, remove in self.seat_fields:
            widgets += [field, kind, remove]
        widgets += [self.add_button, self.start_button]
        if self.continue_info is not None:
            widgets.append(self.continue_button)
        widgets += [self.rules_button, self.sessions_button, self.settings_button, self.about_button,
                    self.stats_button, self.learn_button, self.compare_button,
                    self.language_button, self.quit_button]
        if self._details_needed():
            widgets.append(self.details_button)
        self.ring.set(widgets, keep=keep)
        self.language = language()
        self._place()

    def on_resize(self, size: tuple[int, int]) -> None:
        """Lay the menu out for a window of ``size`` pixels (and in the language now in use: the app calls
        this when the language changes, and the seats' empty names take the language's "Player 2").

        At 100 % the three panels stand side by side as designed. At a larger interface size
        (:func:`popejoan.ui.access.current`'s ``zoom``) everything is drawn that much larger, as far as the
        window holds a bar at the top (Language, the title, Settings), one at the foot (Rules, Saved
        sessions, Quit, Deal the cards) and a column of panels between them: the panels reflow into as
        many columns as fit and scroll between the bars (:meth:`_place_flow`).
        """
        self._fit(size)
        if self.language != language():
            self._rebuild(keep=self.ring.focused)
            return
        self._place()

    # --- events

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Mouse and keyboard: the ring routes them; Up/Down move; the wheel scrolls the list or turns a value.

        Reflowed (a larger interface size), the panels scroll between the bars: the wheel, Page Up and
        Page Down, and the scroll bar (dragged, or clicked above or below its thumb) scroll them; the
        keyboard's focus brings what it lands on into view; a click on a bar reaches only the bar's buttons.
        """
        if self.pending is not None or self.pending_resume is not None:
            return True  # the table is being laid
        if self.errors_open:
            return self._errors_event(event)
        if self.flow:
            taken = self._page_event(event)
            if taken is not None:
                return taken
        consumed = self._handle(event)
        if self.flow and event.type == pygame.KEYDOWN:
            self.reveal(self.ring.focused)
        return consumed

    def _page_event(self, event: pygame.event.Event) -> bool | None:
        """The reflowed page's own events (the wheel, Page Up/Down, the scroll bar, clicks on the bars);
        None for the rest."""
        L = self.layout
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_page(-event.y * L.px(60))
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self.scroll_page(self.view.height * 0.9 * (1 if event.key == pygame.K_PAGEDOWN else -1))
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging is not None:
            self.dragging = None
            return True
        if event.type == pygame.MOUSEMOTION and self.dragging is not None:
            self.ring.mouse = event.pos
            track, thumb = self._scrollbar_track(), self._scrollbar_thumb()
            free = max(1, track.height - thumb.height)
            limit = max(0, self.content_h - self.view.height)
            self.page_target = 0.0
            self.scroll_page((event.pos[1] - self.dragging - track.y) / free * limit, at_once=True)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            lane = pygame.Rect(self.view.right - L.px(LANE), self.view.y, L.px(LANE), self.view.height)
            if lane.collidepoint(event.pos) and self.content_h > self.view.height:
                thumb = self._scrollbar_thumb()
                if thumb.inflate(L.px(6), 0).collidepoint(event.pos):
                    self.dragging = event.pos[1] - thumb.y
                else:  # a page towards the click
                    self.scroll_page(self.view.height * 0.9 * (1 if event.pos[1] > thumb.centery else -1))
                return True
            if not self.view.collidepoint(event.pos):  # on a bar: its buttons only, never a panel's under it
                self.ring.mouse = event.pos
                for widget in self._fixed():
                    if widget.enabled and widget.rect.collidepoint(event.pos):
                        self.ring.focus = self.ring.widgets.index(widget)
                        widget.handle_event(event, True)
                        break
                return True
        return None

    def _handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            over = next((w for w in self.ring.widgets if isinstance(w, Stepper) and self.ring.hovered(w)), None)
            if over is not None:  # the wheel turns a value under the mouse
                over.adjust(1 if event.y > 0 else -1)
                return True
            content = len(self.rows) * ROW_H
            self.list_scroll = max(0.0, min(max(0, content - LIST_H), self.list_scroll - event.y * 40))
            self._place()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            # clicks on the ruleset list only count inside its visible window
            for row in self.rows:
                if row.rect.collidepoint(event.pos) and not self.list_rect.collidepoint(event.pos):
                    return True
        focused = self.ring.focused
        if event.type == pygame.KEYDOWN and not isinstance(focused, TextField):
            if event.key in (pygame.K_UP, pygame.K_DOWN):
                step = -1 if event.key == pygame.K_UP else 1
                if isinstance(focused, RulesetRow):
                    index = self.rows.index(focused) + step
                    if 0 <= index < len(self.rows):
                        self.ring.focus = self.ring.widgets.index(self.rows[index])
                        self.rows[index].activate()
                    return True
                self.ring.move(step)
                self._enter_list(focused)
                return True
            if event.key == pygame.K_ESCAPE:  # no sudden exit: Esc puts the focus on Quit; Enter confirms
                self.ring.focus = self.ring.widgets.index(self.quit_button)
                return True
        if event.type == pygame.KEYDOWN and isinstance(focused, TextField) and event.key in (
                pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE, pygame.K_DOWN, pygame.K_UP):
            self.ring.move(-1 if event.key == pygame.K_UP else 1)
            return True
        before = len(self.seats)
        consumed = self.ring.handle_event(event)
        if len(self.seats) != before:
            self._rebuild()
        if event.type == pygame.KEYDOWN:
            self._enter_list(focused)
        if consumed and isinstance(self.ring.focused, RulesetRow):
            self._scroll_to(self.ring.focused.ruleset.id)
        return consumed

    def _enter_list(self, before: Widget | None) -> None:
        """Keyboard focus coming into the ruleset list (Tab, Up, Down) lands on the chosen ruleset."""
        now = self.ring.focused
        if isinstance(now, RulesetRow) and not isinstance(before, RulesetRow) and self.ruleset is not None:
            chosen = next((r for r in self.rows if r.ruleset.id == self.ruleset.id), None)
            if chosen is not None and chosen is not now:
                self.ring.focus = self.ring.widgets.index(chosen)

    def update(self, dt_ms: float) -> None:
        """Fill the menu in once the rulesets are loaded; caret blink and the title's candle shimmer; the
        reflowed page eases towards where it is scrolled to."""
        if self.flow and self.page_scroll != self.page_target:
            self.page_scroll += (self.page_target - self.page_scroll) * min(1.0, dt_ms / 90)
            if abs(self.page_target - self.page_scroll) < 0.5 or access.current().reduced_motion:
                self.page_scroll = self.page_target
            self._place()
        if not self.loaded and (self.app.rulesets_ready() or self.app.frames > 0):
            self.load()  # after the first frame is on screen: the title shows at once
        if self.loaded:
            self._offer_details()
        if self.pending is not None and self.pending_drawn:
            self._open_table(self.pending)
            return
        if self.pending_resume is not None and self.pending_drawn:
            self._resume_table(self.pending_resume)
            return
        self.time_ms += dt_ms
        if not access.current().reduced_motion:  # with reduced motion the board stands still
            self.board_angle = (self.board_angle + dt_ms * 0.004 * self.app.speed) % 360.0
        self.ring.update(dt_ms)
