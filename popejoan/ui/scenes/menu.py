"""The title and menu: choose the house rules, their variants, the seats, and deal.

Three lacquered panels on candle-lit wood: the rulesets (each with its name in
its own script, its English name and its source), the chosen ruleset's
variants and the session's settings, and the seats (3 to 8, within the
ruleset's limits; each a name and human or computer at a level). Everything
works with the mouse and with the keyboard (Tab, arrows, Enter, typing).
The last choices are remembered in the app's settings. The panels' words
and ornaments are drawn by :mod:`popejoan.ui.scenes.menu_art`.

When a session was left unfinished, a card at the foot of the left panels
offers to Continue it (its ruleset, where it stands, when it was saved, the
players' fish); "Saved sessions" lists every session kept
(:mod:`popejoan.ui.scenes.sessions`).
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Any

import pygame

from popejoan.ui import access, theme
from popejoan.ui.i18n import (
    LANGUAGES, computer_names, language, level_name, option_title, option_value_label, ruleset_text, t,
)
from popejoan.ui.autosave import problem_words
from popejoan.ui.scene import Navigator, Scene
from popejoan.ui.scenes import menu_art as art
from popejoan.ui.settings import SPEEDS, Notice, Words
from popejoan.ui.setup import LEVELS_FALLBACK, GameSetup, Seat, computer_levels
from popejoan.ui.widgets import Button, FocusRing, Stepper, TextField, Toggle, Widget

if TYPE_CHECKING:
    from popejoan.engine.ruleset import Option, Ruleset
    from popejoan.saves import SaveInfo

DEAL_CHOICES = (0, 1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 25, 30, 40, 50)
"""Session lengths offered, in deals (0 = until we stop)."""
CHIP_STEP = 5
"""Starting fish change by this many per step."""

ROW_H = 76
"""A ruleset row's height in reference pixels."""
LIST_H = 6 * ROW_H
"""The ruleset list's visible height in reference pixels: six whole rows (more scroll), clear of the folder line."""


class RulesetRow(Widget):
    """One ruleset in the list: native name in its own script, English name, the source's title."""

    def __init__(self, menu: "MenuScene", ruleset: "Ruleset", user: bool) -> None:
        super().__init__()
        self.menu = menu
        self.ruleset = ruleset
        self.user = user

    def activate(self) -> None:
        """Choose this ruleset."""
        self.menu.choose_ruleset(self.ruleset.id)

    def adjust(self, step: int) -> bool:
        """Left and Right do nothing here (Up and Down move along the list)."""
        return False

    def draw(self, surface: pygame.Surface, scale: float, hovered: bool, focused: bool) -> None:
        """Draw the row (clipped to the list), highlighted when chosen."""
        chosen = self.menu.ruleset is not None and self.menu.ruleset.id == self.ruleset.id
        art.draw_ruleset_row(surface, self.rect, self.menu.list_rect, self.ruleset, self.user, chosen, scale,
                             hovered, focused)


class MenuScene(Scene):
    """The title menu.

    Attributes:
        rulesets: every loaded ruleset by id.
        errors: load errors of broken ruleset files, shown as a notice.
        ruleset: the chosen ruleset (options at their defaults), or None if none loaded.
        continue_info: the unfinished session played last (the Continue card), or None.
    """

    def __init__(self, app: Navigator) -> None:
        super().__init__(app)
        self.loaded = False
        self.rulesets: dict[str, Ruleset] = {}
        self.errors: list[Any] = []
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
        self.ruleset: Ruleset | None = None
        self.board_art: Any = None
        self.board_key: tuple[str, int] | None = None
        self.board_angle = 0.0
        self.board_failed = False
        self.option_widgets: list[tuple[str, Widget]] = []
        self._idle: dict[str, str] = {}
        self._idle_key: tuple | None = None
        self.seat_fields: list[tuple[TextField, Stepper, Button]] = []
        self.levels: tuple[str, ...] = LEVELS_FALLBACK
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
        self.pending_resume: str | None = None
        self.continue_button = Button(lambda: t("continue"), self.continue_session, size_px=24, primary=True)
        self.sessions_button = Button(lambda: t("saved_sessions"), self.show_sessions, size_px=16)
        self.settings_button = Button(lambda: t("settings_button"), self.show_settings, size_px=16)
        # the language in use, named in itself: a player who cannot read it still finds where to change it
        self.language_button = Button(lambda: LANGUAGES[language()], self.show_language, size_px=16)
        self.language = language()
        self.errors_open = False
        self.errors_scroll = 0.0
        self.errors_rect = pygame.Rect(0, 0, 0, 0)
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
                self.message = Notice("ruleset_fallback", name=saved, fallback=self.rulesets[chosen].name.english)
        else:
            self._rebuild()
        self._load_saves()
        first = self.continue_button if self.continue_info is not None else self.start_button
        self.ring.focus = self.ring.widgets.index(first) if first in self.ring.widgets else -1
        if self.app.on_menu_ready is not None:
            self.app.on_menu_ready()

    def _load_saves(self) -> None:
        """Find the unfinished session played last, for the Continue card."""
        saves, _ = self.app.saving.list()
        self.continue_info = next((info for info in saves if not info.finished), None)
        self._rebuild(keep=self.ring.focused)

    def on_resume(self, scene: Any = None) -> None:
        """Back from the saved sessions (one may have been deleted): look at the saves again."""
        if self.loaded:
            self._load_saves()

    def continue_session(self) -> None:
        """Take up the unfinished session played last (the table is laid on the next frame)."""
        if self.continue_info is None:
            return
        self.pending_resume = self.continue_info.id
        self.pending_drawn = False

    def _resume_table(self) -> None:
        from popejoan.engine.errors import SaveError

        save_id, self.pending_resume = self.pending_resume, None
        try:
            self.app.resume_game(save_id)
        except SaveError as exc:
            self.message = Notice("save_refused", problem=problem_words(exc))
            self._load_saves()

    def show_settings(self) -> None:
        """Open the settings (sound, the pack's colours, the interface size, motion) over the menu."""
        from popejoan.ui.scenes.settings_screen import SettingsScene

        self.app.push(SettingsScene(self.app))

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

    # --- choices

    @property
    def seats(self) -> list[Seat]:
        """The seats as chosen (stored in the app's settings)."""
        return self.app.settings.seats

    def options(self) -> dict[str, Any]:
        """The chosen variants of the chosen ruleset (missing ones at their defaults)."""
        if self.ruleset is None:
            return {}
        saved = self.app.settings.options.get(self.ruleset.id, {})
        return {name: saved.get(name, opt.default) for name, opt in self.ruleset.options.items()}

    def idle_options(self) -> dict[str, str]:
        """The chosen ruleset's options that change nothing with the other choices, and what overrides each
        (:meth:`popejoan.engine.ruleset.Ruleset.idle_options`; worked out once per set of choices)."""
        if self.ruleset is None or not self.ruleset.options:
            return {}
        key = (self.ruleset.id, tuple(sorted((k, repr(v)) for k, v in self.options().items())))
        if self._idle_key != key:
            from popejoan.engine.errors import PopeJoanError

            try:
                self._idle = self.ruleset.idle_options(self.options())
            except PopeJoanError:
                self._idle = {}
            self._idle_key = key
        return self._idle

    def dressed_board(self) -> dict[str, int]:
        """The board the chosen ruleset and variants dress for the seats chosen: each compartment's stake,
        times the players when every player dresses (``dressing.payers``)."""
        if self.ruleset is None:
            return {}
        from popejoan.engine.errors import PopeJoanError

        try:
            rules = self.ruleset.with_options(self.options())
        except PopeJoanError:
            rules = self.ruleset
        payers = len(self.seats) if rules.dressing.payers == "everyone" else 1
        return {name: stake * payers for name, stake in rules.dressing.stakes.items()}

    def chips(self) -> int:
        """Starting fish per player for the chosen ruleset."""
        if self.ruleset is None:
            return 0
        return self.app.settings.chips.get(self.ruleset.id, self.ruleset.starting_chips)

    def choose_ruleset(self, ruleset_id: str, initial: bool = False) -> None:
        """Make ``ruleset_id`` the chosen ruleset and fit the seats to its limits."""
        self.ruleset = self.rulesets[ruleset_id]
        self.app.settings.ruleset = ruleset_id
        saved = self.app.settings.options.get(ruleset_id, {})
        valid = {}
        for name, value in saved.items():  # drop options the ruleset no longer has
            option = self.ruleset.options.get(name)
            if option is not None and option.choice(value) is not None:
                valid[name] = value
        self.app.settings.options[ruleset_id] = valid
        limits = self.ruleset.players
        names = computer_names()
        while len(self.seats) < limits.min:
            self.seats.append(Seat(self._free_name(names), "computer", "normal"))
        del self.seats[limits.max:]
        for seat in self.seats:
            if seat.level not in self.levels:
                seat.level = self.levels[min(1, len(self.levels) - 1)]
        self.message = None
        self._rebuild(keep=self.ring.focused)
        self._scroll_to(ruleset_id)

    def _free_name(self, names: list[str]) -> str:
        used = {s.name for s in self.seats}
        for name in names:
            if name not in used:
                return name
        return t("default_name", n=len(self.seats) + 1)

    def set_option(self, name: str, value: Any) -> None:
        """Choose ``value`` for the chosen ruleset's option ``name``."""
        assert self.ruleset is not None
        self.app.settings.options.setdefault(self.ruleset.id, {})[name] = value
        self._place()  # a variant that stops (or starts) applying gains (or loses) its note's line

    def _cycle_option(self, name: str, option: "Option", step: int) -> None:
        values = [c.value for c in option.values]
        current = self.options()[name]
        index = next((i for i, v in enumerate(values) if v == current and type(v) is type(current)), 0)
        self.set_option(name, values[(index + step) % len(values)])

    def _option_text(self, name: str, option: "Option") -> str:
        value = self.options()[name]
        choice = option.choice(value)
        return option_value_label(value, choice.label if choice else "")

    def _idle_notes(self) -> dict[str, str]:
        """Each idle variant's note: "Does not apply: Dressing is Equal"."""
        assert self.ruleset is not None
        notes = {}
        for name, cause in self.idle_options().items():
            if cause:
                option = self.ruleset.options[cause]
                value = self.options()[cause]
                choice = option.choice(value)
                notes[name] = t("idle_variant", option=option_title(cause, option),
                                value=option_value_label(value, choice.label if choice else ""))
            else:
                notes[name] = t("idle_variant_any")
        return notes

    def _chips_text(self) -> str:
        return t("fish_unit", n=self.chips())

    def _step_chips(self, step: int) -> None:
        """Starting fish up or down by :data:`CHIP_STEP`, from 0 (a table that plays for a tally: balances
        go below zero) to 500."""
        if self.ruleset is None:
            return
        value = max(0, min(500, self.chips() + step * CHIP_STEP))
        self.app.settings.chips[self.ruleset.id] = value

    def _deals_text(self) -> str:
        deals = self.app.settings.deals
        if deals == 0:
            return t("until_stop")
        return t("deals", n=deals)

    def _step_deals(self, step: int) -> None:
        deals = self.app.settings.deals
        index = DEAL_CHOICES.index(deals) if deals in DEAL_CHOICES else 0
        self.app.settings.deals = DEAL_CHOICES[(index + step) % len(DEAL_CHOICES)]

    def _step_speed(self, step: int) -> None:
        speed = self.app.speed
        index = min(range(len(SPEEDS)), key=lambda i: abs(SPEEDS[i] - speed))
        self.app.settings.animation_speed = SPEEDS[max(0, min(len(SPEEDS) - 1, index + step))]

    def _kind_values(self) -> list[tuple[str, str]]:
        return [("human", "")] + [("computer", level) for level in self.levels]

    def _kind_text(self, seat: Seat) -> str:
        if not seat.is_computer:
            return t("human")
        return t("computer_level", level=level_name(seat.level))

    def _step_kind(self, seat: Seat, step: int) -> None:
        values = self._kind_values()
        current = ("human", "") if not seat.is_computer else ("computer", seat.level)
        index = values.index(current) if current in values else 0
        kind, level = values[(index + step) % len(values)]
        seat.kind = kind
        if level:
            seat.level = level

    def add_seat(self) -> None:
        """Add a computer seat (up to the ruleset's maximum)."""
        if self.ruleset is None or len(self.seats) >= self.ruleset.players.max:
            return
        self.seats.append(Seat(self._free_name(computer_names()), "computer", "normal"))
        self._rebuild(keep=self.add_button)

    def remove_seat(self, index: int) -> None:
        """Remove seat ``index`` (down to the ruleset's minimum)."""
        if self.ruleset is None or len(self.seats) <= self.ruleset.players.min:
            return
        del self.seats[index]
        self._rebuild()

    def setup(self) -> GameSetup:
        """The game the menu describes now: the ruleset with its variants, the seats, the fish.

        Raises:
            RulesetError: a variant the ruleset refuses.
        """
        assert self.ruleset is not None
        ruleset = self.ruleset.with_options(self.options())
        seats: list[Seat] = []
        used: set[str] = set()
        for i, seat in enumerate(self.seats):
            name = seat.name.strip() or t("default_name", n=i + 1)
            base, n = name, 2
            while name in used:
                name = f"{base} {n}"
                n += 1
            used.add(name)
            seats.append(Seat(name, seat.kind, seat.level))
        deals = self.app.settings.deals or None
        return GameSetup(ruleset=ruleset, seats=seats, chips=self.chips(), deals=deals)

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

    def _open_table(self) -> None:
        from popejoan.engine.errors import PopeJoanError

        setup, self.pending = self.pending, None
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

    # --- layout

    def _rebuild(self, keep: Widget | None = None) -> None:
        """Make the widgets for the chosen ruleset and seats and lay them out."""
        self.option_widgets = []
        if self.ruleset is not None:
            for name, option in self.ruleset.options.items():
                bools = [c.value for c in option.values]
                if len(bools) == 2 and all(isinstance(v, bool) for v in bools):
                    w: Widget = Toggle(lambda n=name: bool(self.options()[n]), lambda v, n=name: self.set_option(n, v))
                else:
                    w = Stepper(lambda n=name, o=option: self._option_text(n, o),
                                lambda s, n=name, o=option: self._cycle_option(n, o, s), size_px=16)
                self.option_widgets.append((name, w))
        self.seat_fields = []
        for i, seat in enumerate(self.seats):
            field = TextField(lambda s=seat: s.name, lambda v, s=seat: setattr(s, "name", v), max_len=18,
                              placeholder=t("default_name", n=i + 1), size_px=18)
            kind = Stepper(lambda s=seat: self._kind_text(s), lambda step, s=seat: self._step_kind(s, step), size_px=15)
            remove = Button(lambda: t("remove_seat"), lambda i=i: self.remove_seat(i), size_px=14, icon="close")
            self.seat_fields.append((field, kind, remove))
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
        widgets += [self.rules_button, self.sessions_button, self.settings_button, self.language_button,
                    self.quit_button]
        if self.errors:
            widgets.append(self.details_button)
        self.ring.set(widgets, keep=keep)
        self.language = language()
        self._place()

    def on_resize(self, size: tuple[int, int]) -> None:
        """Lay the menu out for a window of ``size`` pixels (and in the language now in use: the app calls
        this when the language changes, and the seats' empty names take the language's "Player 2")."""
        self.layout = theme.Layout(size)
        if self.language != language():
            self._rebuild(keep=self.ring.focused)
            return
        self._place()

    def _place(self) -> None:
        L = self.layout
        # rulesets
        self.list_rect = L.rect(44, 206, 328, LIST_H)
        y = 206 - self.list_scroll
        for row in self.rows:
            row.rect = L.rect(44, y, 328, ROW_H - 4)
            y += ROW_H
        # variants
        self.option_rects: list[tuple[pygame.Rect, pygame.Rect]] = []
        y = 236
        for name, w in self.option_widgets:
            option = self.ruleset.options[name] if self.ruleset else None
            if isinstance(w, Toggle):
                w.rect = L.rect(724, y + 2, 56, 26)
            else:
                w.rect = L.rect(606, y, 174, 30)
            description, text_language = ruleset_text(option.description) if option else ("", "en")
            lines = theme.wrap(description, 14, 360, text_language, italic=True) if option else []
            if name in self.idle_options():
                lines = [""] + lines  # the note that it does not apply comes first
            self.option_rects.append((L.rect(420, y, 0, 0), L.rect(420, y + 32, 360, 0)))
            y += 36 + 17 * min(len(lines), 3) + 10
        self.options_bottom = y
        self.chips_stepper.rect = L.rect(596, 568, 184, 34)
        self.deals_stepper.rect = L.rect(596, 612, 184, 34)
        self.speed_stepper.rect = L.rect(596, 656, 184, 34)
        # seats
        y = 236
        for field, kind, remove in self.seat_fields:
            field.rect = L.rect(856, y, 164, 36)
            kind.rect = L.rect(1026, y, 184, 36)
            remove.rect = L.rect(1214, y + 3, 30, 30)
            y += 44
        self.add_button.rect = L.rect(856, 236 + 44 * len(self.seat_fields) + 4, 164, 32)
        self.start_button.rect = L.rect(828, 664, 408, 60)
        self.rules_button.rect = L.rect(828, 734, 118, 38)
        self.sessions_button.rect = L.rect(954, 734, 164, 38)
        self.quit_button.rect = L.rect(1126, 734, 110, 38)
        self.details_button.rect = L.rect(700, 731, 86, 28) if self.continue_info is None else L.rect(1172, 779, 76, 19)
        self.continue_button.rect = L.rect(42, 725, 150, 40)
        self.settings_button.rect = L.rect(1120, 24, 132, 36)
        self.language_button.rect = L.rect(28, 24, 132, 36)

    def _scroll_to(self, ruleset_id: str) -> None:
        index = next((i for i, r in enumerate(self.rows) if r.ruleset.id == ruleset_id), 0)
        top, bottom = index * ROW_H, index * ROW_H + ROW_H
        if top < self.list_scroll:
            self.list_scroll = top
        elif bottom > self.list_scroll + LIST_H:
            self.list_scroll = bottom - LIST_H
        self._place()

    # --- events

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Mouse and keyboard: the ring routes them; Up/Down move; the wheel scrolls the list or turns a value."""
        if self.pending is not None or self.pending_resume is not None:
            return True  # the table is being laid
        if self.errors_open:
            return self._errors_event(event)
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

    def toggle_errors(self) -> None:
        """Open (or close) the list of ruleset files that could not be loaded, each with its message."""
        self.errors_open = not self.errors_open and bool(self.errors)
        self.errors_scroll = 0.0

    def _errors_event(self, event: pygame.event.Event) -> bool:
        """While the error list is open: the wheel and the arrows scroll it; Esc, Enter, Space or a click close it."""
        if event.type == pygame.MOUSEWHEEL:
            self.errors_scroll -= event.y * 40
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN, pygame.K_PAGEUP,
                                                             pygame.K_PAGEDOWN):
            step = 40 if event.key in (pygame.K_UP, pygame.K_DOWN) else 300
            self.errors_scroll += step if event.key in (pygame.K_DOWN, pygame.K_PAGEDOWN) else -step
        elif (event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER,
                                                               pygame.K_SPACE)) or (
                event.type == pygame.MOUSEBUTTONDOWN and event.button == 1):
            self.errors_open = False
            self.ring.focus = self.ring.widgets.index(self.details_button) if self.details_button in self.ring.widgets \
                else self.ring.focus
        return True

    def error_lines(self) -> list[tuple[str, str]]:
        """Each broken ruleset file: its name (and line), and what is wrong, in words."""
        from pathlib import Path

        out = []
        for err in self.errors:
            where = t("error_file_line", file=Path(err.file).name, line=err.line) if err.line \
                else Path(err.file).name
            what = f"{err.key}: {err.problem}" if err.key else err.problem
            out.append((where, what))
        return out

    def update(self, dt_ms: float) -> None:
        """Fill the menu in once the rulesets are loaded; caret blink and the title's candle shimmer."""
        if not self.loaded and (self.app.rulesets_ready() or self.app.frames > 0):
            self.load()  # after the first frame is on screen: the title shows at once
        if self.pending is not None and self.pending_drawn:
            self._open_table()
            return
        if self.pending_resume is not None and self.pending_drawn:
            self._resume_table()
            return
        self.time_ms += dt_ms
        if not access.current().reduced_motion:  # with reduced motion the board stands still
            self.board_angle = (self.board_angle + dt_ms * 0.004 * self.app.speed) % 360.0
        self.ring.update(dt_ms)

    # --- drawing

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the whole menu."""
        L = self.layout
        s = L.scale
        surface.blit(theme.wood_background(surface.get_size()), (0, 0))
        art.draw_title(surface, L, self.time_ms)
        for rect in (L.rect(28, 150, 360, 560), L.rect(404, 150, 392, 560), L.rect(812, 150, 440, 500)):
            theme.draw_panel(surface, rect, s)
        # rulesets
        theme.blit_text(surface, t("rulesets"), L.point(208, 172), L.px(24), anchor="center", gilt=True)
        theme.draw_rule(surface, L.point(68, 194), L.px(280), s)
        if not self.loaded:
            theme.blit_text(surface, t("loading"), L.point(208, 240), L.px(18), theme.IVORY_DIM, anchor="center",
                            italic=True)
        self._draw_user_folder(surface)
        # variants and session
        if self.ruleset is not None:
            art.draw_variants_panel(surface, L, self.ruleset, self.option_widgets, self.option_rects,
                                    self.options_bottom, (self.chips_stepper, self.deals_stepper, self.speed_stepper),
                                    self._idle_notes())
        # seats
        theme.blit_text(surface, t("seats"), L.point(1032, 172), L.px(24), anchor="center", gilt=True)
        theme.draw_rule(surface, L.point(892, 194), L.px(280), s)
        if self.ruleset is not None:
            limits = self.ruleset.players
            theme.blit_text(surface, t("seat_limits", min=limits.min, max=limits.max), L.point(1032, 212), L.px(14),
                            theme.IVORY_DIM, anchor="center", italic=True, shadow=False)
        for i, (field, _, _) in enumerate(self.seat_fields):
            art.draw_seat_mark(surface, L, (field.rect.x - L.px(14), field.rect.centery), i)
        # the widgets (ruleset rows are clipped to the list)
        self._draw_board(surface)
        if self.continue_info is not None:
            card = L.rect(28, 714, 768, 62)
            art.draw_continue_card(surface, L, card, self.continue_info, self.continue_button.rect)
        self.ring.draw(surface, s)
        for name, widget in self.option_widgets:  # a variant that does not apply now looks it
            if name in self.idle_options():
                art.draw_idle_veil(surface, L, widget.rect)
        art.draw_scrollbar(surface, L, self.list_rect, len(self.rows) * ROW_H, LIST_H, self.list_scroll)
        self._draw_notices(surface)
        if self.errors_open:
            self.errors_rect, self.errors_scroll = art.draw_error_list(surface, L, self.error_lines(),
                                                                       self.errors_scroll)
        if self.continue_info is None or not self._notice_lines():  # else the notices' strip lies there
            theme.blit_text(surface, t("keys_hint"), (L.point(640, 0)[0], surface.get_height() - L.px(14)), L.px(13),
                            theme.IVORY_DIM, anchor="center", italic=True)
            art.draw_version(surface, L)
        if self.pending is not None:
            art.draw_shuffling(surface, L)
            self.pending_drawn = True
        elif self.pending_resume is not None:
            art.draw_shuffling(surface, L, t("resuming"))
            self.pending_drawn = True

    def _draw_user_folder(self, surface: pygame.Surface) -> None:
        """Where the player's own ruleset files go, under the list."""
        if not self.loaded:  # the engine's modules load after the first frame
            return
        if self.user_folder is None:
            try:
                from popejoan.engine.ruleset import user_ruleset_dir

                folder = str(user_ruleset_dir())
                home = os.path.expanduser("~")
                self.user_folder = "~" + folder[len(home):] if home and folder.startswith(home) else folder
            except Exception:  # noqa: BLE001 - a hint only
                self.user_folder = ""
        if self.user_folder:
            art.draw_user_folder(surface, self.layout, self.user_folder)

    def _draw_board(self, surface: pygame.Surface) -> None:
        """The chosen ruleset's board, dressed and slowly turning, where the seats leave room."""
        if self.ruleset is None or self.board_failed:
            return
        L = self.layout
        top = self.add_button.rect.bottom + L.px(14)
        bottom = L.point(0, 638)[1]
        radius = min(L.px(104), (bottom - top) // 2 - L.px(12))
        if radius < L.px(60):
            return
        key = (self.ruleset.id, radius)
        try:
            if self.board_key != key:
                from popejoan.ui.board import Board

                board = Board(self.ruleset.board_order, self.ruleset.labels, self.ruleset.language)
                board.set_radius(radius)
                board.angle = self.board_angle
                self.board_art, self.board_key = board, key
            # the stakes the chosen variants give, for the seats chosen
            dressed = self.dressed_board()
            self.board_art.counts = {name: dressed.get(name, 0) for name in self.board_art.order}
            self.board_art.angle = self.board_angle
            center = (L.point(1032, 0)[0], (top + bottom) // 2 - L.px(6))
            self.board_art.draw(surface, center)
            rules = self.ruleset
            words = t("board_dressed_everyone", n=len(self.seats)) if rules.dressing.payers == "everyone" \
                else t("board_dressed_dealer")
            theme.blit_text(surface, words, (center[0], center[1] + radius + L.px(4)), L.px(12), theme.IVORY_DIM,
                            anchor="midtop", italic=True, shadow=False)
        except Exception:  # noqa: BLE001 - an ornament: the menu works without it
            self.board_failed = True

    def _notice_lines(self) -> list[str]:
        """The notices: a refused start, the app's notices, ruleset load errors, saves that could not be read."""
        lines: list[str] = []
        if self.message:
            lines.append(str(self.message))
        lines += [str(notice) for notice in self.app.notices]  # a notice is read in the language in use
        if self.errors:
            lines.append(t("ruleset_errors_count", n=len(self.errors)))
        refused = len(self.app.saving.problems)
        if refused:
            lines.append(t("saves_refused", n=refused))
        return lines

    def _draw_notices(self, surface: pygame.Surface) -> None:
        """Ruleset load errors (counted; "Details" lists them), a reset settings file or a refused start,
        on a parchment slip (beside the Continue card when there is one)."""
        lines = self._notice_lines()
        if not lines:
            return
        L = self.layout
        reserve = self.details_button.rect.width + L.px(10) if self.errors else 0
        if self.continue_info is not None:  # the Continue card has the foot of the panels: one line below it
            art.draw_notice_strip(surface, L, lines, reserve)
        else:
            art.draw_notice_slip(surface, L, lines, reserve)
        if self.errors:  # drawn again over the slip, which lies on top of the ring's widgets
            self.details_button.draw(surface, L.scale, self.ring.hovered(self.details_button),
                                     self.ring.focused is self.details_button)
