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

At a larger interface size (Settings, 125 to 200 %: :mod:`popejoan.ui.access`)
everything is drawn that much larger and the menu reflows: Language, the
title and Settings on a lacquered bar along the top; Rules, Saved sessions,
Quit and Deal the cards on one along the foot; between them the Continue
card, the notices and the three panels, in as many columns as the window
holds (rulesets beside variants over seats, or one column), scrolling by the
wheel, Page Up / Page Down, the scroll bar, and wherever the keyboard's focus
goes. The focus order is the same at every size.
"""

from __future__ import annotations

import copy
import os
from typing import TYPE_CHECKING, Any

import pygame

from popejoan import __version__
from popejoan.ui import access, theme
from popejoan.ui.i18n import (
    LANGUAGES, computer_names, language, level_name, option_title, option_value_label, ruleset_text, t,
)
from popejoan.ui.autosave import refusal
from popejoan.ui.scene import Navigator, Scene
from popejoan.ui.scenes import menu_art as art
from popejoan.ui.scenes.details import draw_error_list
from popejoan.ui.settings import SPEEDS, Notice, Words
from popejoan.ui.setup import LEVELS_FALLBACK, GameSetup, Seat, computer_levels
from popejoan.ui.widgets import Button, FocusRing, Stepper, TextField, Toggle, Widget, draw_focus_ring

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

WIDE_PANELS = {"rulesets": (28, 150, 360, 560), "variants": (404, 150, 392, 560), "seats": (812, 150, 440, 500)}
"""The three panels at 100 %: x, y, width, height in reference pixels (the 1280×800 layout)."""
HEADER_H = 60
"""At a larger interface size: the bar along the top (Language, the title, Settings), reference pixels."""
FOOTER_H = 76
"""At a larger interface size: the bar along the foot (Rules, Saved sessions, Quit, Deal the cards)."""
MARGIN = 16
"""The space round the reflowed panels and between them, reference pixels."""
LANE = 14
"""The page's scroll bar lane at the right-hand edge, reference pixels."""
BAR_SHADE = 10
"""The shade each bar casts on the reflowed panels passing under it, reference pixels."""
REVEAL_CLEAR = BAR_SHADE + 2
"""How far (reference pixels) a widget brought into view lies clear of the bars: past their shade, and so
past the focus ring round it (at most 4 reference pixels out, its dark edge 1 pixel more)."""
SEATS_MIN_W = 420
"""The narrowest the seats panel (and a single column) is drawn, reference pixels."""
COLUMN_MAX_W = 560
"""The widest a reflowed column of panels is drawn, reference pixels."""
CONTENT_MIN_H = 200
"""The least height, reference pixels, left for the scrolled panels between the two bars."""
VARIANTS_TOP = 86
"""At 100 %, the first variant's top below the middle panel's top, reference pixels."""
VARIANT_H = 46
"""At 100 %, a variant's height without its description: its title row (36) and the gap below it (10),
reference pixels."""
DESC_LINE_H = 17
"""A line of a variant's description at 100 %, reference pixels."""
STEPPERS_RULE = 402
"""At 100 %, the ornament rule over the session's steppers, below the middle panel's top, reference pixels."""
DESC_ROOM_PX = STEPPERS_RULE - 4 - VARIANTS_TOP
"""At 100 %, the reference pixels from the first variant's top to the foot the last description keeps (4 above
the steppers' rule)."""
BOARD_AREA = 232
"""The turning board's room under the seats, reference pixels (a 104 px radius and its caption)."""


def description_lines(lengths: list[int]) -> list[int]:
    """At 100 %, how many lines each variant's description may show so that all fit above the steppers' rule
    (:data:`DESC_ROOM_PX`; each variant takes :data:`VARIANT_H` and :data:`DESC_LINE_H` a line).

    Every description is whole when they all fit; else the longest is cut by a line (the last of the longest
    first), again and again, never below one line, until they fit; a cut description ends in "…".

    Args:
        lengths: each variant's description, wrapped, in lines (its note that it does not apply included).

    Returns:
        The lines each may show, in the same order. Parlett's four in Japanese wrap to 2, 3, 2 and 2 lines
        (423 px, past the rule at 402): they show 2, 2, 2 and 1 (389 px).
    """
    lines = list(lengths)
    while sum(VARIANT_H + DESC_LINE_H * n for n in lines) > DESC_ROOM_PX and max(lines) > 1:
        i = len(lines) - 1 - lines[::-1].index(max(lines))
        lines[i] -= 1
    return lines


def _moved(L: theme.Layout, ref: tuple[float, float], at: tuple[int, int]) -> theme.Layout:
    """A copy of ``L`` (same scale) whose reference point ``ref`` lands on the window pixel ``at``: a
    panel's own drawing, written in the 1280×800 reference, placed anywhere (the reflowed menu)."""
    out = copy.copy(L)
    out.origin = (at[0] - round(ref[0] * L.scale), at[1] - round(ref[1] * L.scale))
    return out


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

    def __init__(self, app: Navigator, new_session: bool = False) -> None:
        super().__init__(app)
        self.loaded = False
        self.new_session = new_session
        """Opened for a new session (the final standings' "A new session"): "Deal the cards" takes the focus
        first, even where a session can be continued (:meth:`~popejoan.ui.app.App.to_menu`)."""
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
        self.continue_title = ""
        """The Continue card's title line as last drawn (the session's name and ruleset, as fitted)."""
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
        window's to play: the card offers the one before it, as ``--continue`` does; :func:`popejoan.saves.to_continue`)."""
        from popejoan.saves import to_continue

        saving = self.app.saving
        saves, _ = saving.list()
        self.continue_info = to_continue(saves, saving.held_elsewhere)
        self._rebuild(keep=self.ring.focused)

    def on_resume(self, scene: Any = None) -> None:
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

    def _resume_table(self) -> None:
        from popejoan.engine.errors import SaveError

        save_id, self.pending_resume = self.pending_resume, None
        try:
            self.app.resume_game(save_id)
        except SaveError as exc:
            self.message = refusal(exc, "save_refused")
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
        self._scroll_to(ruleset_id, reveal=not initial)

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
        self.app.choose_speed(SPEEDS[max(0, min(len(SPEEDS) - 1, index + step))])

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

    def _fit(self, size: tuple[int, int]) -> None:
        """The layouts for ``size`` pixels at the interface size, as far as the window holds it."""
        base = theme.ui_scale(size)
        zoom = access.fit_zoom(size, ((SEATS_MIN_W + 2 * MARGIN + LANE) * base,
                                      (HEADER_H + FOOTER_H + CONTENT_MIN_H) * base))
        self.flow = zoom > 1.0 + 1e-6
        self.layout = theme.Layout(size, zoom)
        # the error list and the "shuffling" slip, over the whole menu: as large as they fit
        self.overlay = theme.Layout(size, access.fit_zoom((size[0] - 16, size[1] - 16), (840 * base, 600 * base)))
        if not self.flow:
            self.page_scroll = self.page_target = 0.0
            self.dragging = None

    def _place(self) -> None:
        """Put every widget where it is drawn: the 100 % layout, or the reflowed one at a larger size."""
        if self.flow:
            self._place_flow()
            return
        L = self.layout
        self.view = pygame.Rect((0, 0), L.size)
        for name, (x, y, w, h) in WIDE_PANELS.items():
            self.panel_layouts[name] = L
            self.geometry[name] = (x, y, w, h)
            self.panel_rects[name] = L.rect(x, y, w, h)
        self._place_rulesets(L, *WIDE_PANELS["rulesets"][:3], LIST_H)
        self._place_variants(L, *WIDE_PANELS["variants"][:3])
        self._place_seats(L, *WIDE_PANELS["seats"][:3])
        self.start_button.rect = L.rect(828, 664, 408, 60)
        self.rules_button.rect = L.rect(828, 734, 118, 38)
        self.sessions_button.rect = L.rect(954, 734, 164, 38)
        self.quit_button.rect = L.rect(1126, 734, 110, 38)
        self.details_button.rect = L.rect(700, 731, 86, 28) if self.continue_info is None else L.rect(1174, 777.5, 72, 18)
        self.details_button.size_px = 14 if self.continue_info is None else 12  # the strip's button is 18 high
        self.continue_rect = L.rect(28, 714, 768, 62)
        self.continue_button.rect = L.rect(42, 725, 150, 40)
        self.notice_rect = pygame.Rect(0, 0, 0, 0)
        self.hint_top = 0
        self.settings_button.rect = L.rect(1120, 24, 132, 36)
        self.language_button.rect = L.rect(28, 24, 132, 36)

    def _place_rulesets(self, P: theme.Layout, x: float, y: float, w: float, list_h: float) -> float:
        """The ruleset list in its panel at ``x, y`` (``w`` wide, reference pixels of ``P``), showing
        ``list_h`` of it; returns the panel's height."""
        self.list_rect = P.rect(x + 16, y + 56, w - 32, list_h)
        top = y + 56 - self.list_scroll
        for row in self.rows:
            row.rect = P.rect(x + 16, top, w - 32, ROW_H - 4)
            top += ROW_H
        return 56 + list_h + 48

    def _descriptions(self, P: theme.Layout, w: float) -> list[list[str]]:
        """Each variant's description wrapped to a panel ``w`` wide at ``P``'s scale (a variant that does not
        apply now has its note as a first line, ``""``)."""
        out = []
        for name, _widget in self.option_widgets:
            option = self.ruleset.options[name] if self.ruleset else None
            description, text_language = ruleset_text(option.description) if option else ("", "en")
            lines = theme.wrap(description, P.px(14), P.px(w - 32), text_language, italic=True) if option else []
            if name in self.idle_options():
                lines = [""] + lines  # the note that it does not apply comes first
            out.append(lines)
        return out

    def _brief_height(self, P: theme.Layout, w: float) -> float:
        """The ruleset in brief, whole, in a panel ``w`` wide: its height in reference pixels (0 without one)."""
        if self.ruleset is None or not self.ruleset.summary:
            return 0.0
        size = P.px(14)
        step = round(size * 1.22)
        height = P.px(24)
        for paragraph in self.ruleset.summary:
            text, text_language = ruleset_text(paragraph)
            height += len(theme.wrap(text, size, P.px(w - 32), text_language)) * step + P.px(5)
        return height / P.scale + 4

    def _place_variants(self, P: theme.Layout, x: float, y: float, w: float) -> float:
        """The variants' widgets and the session's steppers in the middle panel at ``x, y``, ``w`` wide
        (reference pixels of ``P``); returns the panel's height.

        Each variant has its title and widget on a line and its description below. At 100 % the panel's
        height is fixed: the descriptions are shown whole when they all fit above the session's steppers
        (the ruleset in brief then takes what room is left, if any), else the longest are cut with "…" until
        they all fit (:func:`description_lines`). Reflowed, the panel is as tall as it needs:
        descriptions and the brief whole.
        """
        described = self._descriptions(P, w)
        rooms = [len(lines) for lines in described] if self.flow else description_lines([len(d) for d in described])
        self.option_rects = []
        self.option_rooms = []
        yy = y + VARIANTS_TOP
        for (name, widget), lines, room in zip(self.option_widgets, described, rooms):
            if isinstance(widget, Toggle):
                widget.rect = P.rect(x + w - 72, yy + 2, 56, 26)
            else:
                widget.rect = P.rect(x + w - 190, yy, 174, 30)
            room = min(len(lines), room)
            self.option_rects.append((P.rect(x + 16, yy, 0, 0),
                                      P.rect(x + 16, yy + 32, w - 32, DESC_LINE_H * room)))
            self.option_rooms.append(max(1, room))
            yy += VARIANT_H + DESC_LINE_H * room
        self.options_bottom = yy
        brief_top = yy + (4 if self.option_widgets else 40)
        brief_bottom = brief_top + self._brief_height(P, w) if self.flow else y + 388
        rule = max(brief_bottom, brief_top) + 14 if self.flow else y + STEPPERS_RULE
        self.brief_span = (brief_top, brief_bottom)
        self.steppers_rule = rule
        for i, stepper in enumerate((self.chips_stepper, self.deals_stepper, self.speed_stepper)):
            stepper.rect = P.rect(x + w - 200, rule + 16 + 44 * i, 184, 34)
        return rule + 158 - y

    def _place_seats(self, P: theme.Layout, x: float, y: float, w: float) -> float:
        """The seats' rows, Add a seat and the board's room in the seats panel at ``x, y``, ``w`` wide
        (reference pixels of ``P``); returns the panel's height."""
        yy = y + 86
        for field, kind, remove in self.seat_fields:
            field.rect = P.rect(x + 44, yy, w - 276, 36)
            kind.rect = P.rect(x + w - 226, yy, 184, 36)
            remove.rect = P.rect(x + w - 38, yy + 3, 30, 30)
            yy += 44
        self.add_button.rect = P.rect(x + 44, yy + 4, 164, 32)
        board_top = yy + 4 + 32 + 14
        board_bottom = board_top + BOARD_AREA if self.flow else y + 488
        self.board_span = (P.point(0, board_top)[1], P.point(0, board_bottom)[1])
        return board_bottom + 12 - y

    def _place_flow(self, again: bool = True) -> None:
        """The reflowed menu at a larger interface size: two bars and the panels in columns between them.

        The bars stay put; the panels (and the Continue card, the notices, the keys' hint) scroll between
        them by ``page_scroll`` pixels. As many columns as the window holds: the three panels side by side,
        else the rulesets beside the variants above the seats, else one column in the order rulesets,
        variants, seats; each column at most :data:`COLUMN_MAX_W` wide, all of it centred.
        """
        L = self.layout
        s = L.scale
        W, H = L.size

        def u(value: float) -> int:
            return round(value * s)

        head, foot = u(HEADER_H), u(FOOTER_H)
        self.view = pygame.Rect(0, head, W, max(1, H - head - foot))
        self.language_button.rect = pygame.Rect(u(MARGIN), u(12), u(132), u(36))
        self.settings_button.rect = pygame.Rect(W - u(MARGIN) - u(132), u(12), u(132), u(36))
        self._place_footer()
        room = W / s - 2 * MARGIN - LANE
        if room >= 360 + 392 + 440 + 2 * MARGIN:
            widths, columns = [360.0, 392.0, 440.0], [["rulesets"], ["variants"], ["seats"]]
        elif room >= 340 + MARGIN + SEATS_MIN_W:
            left = 360.0 if room >= 360 + MARGIN + SEATS_MIN_W else 340.0
            widths, columns = [left, min(COLUMN_MAX_W, room - left - MARGIN)], [["rulesets"], ["variants", "seats"]]
        else:
            widths, columns = [min(COLUMN_MAX_W, room)], [["rulesets", "variants", "seats"]]
        total = sum(widths) + MARGIN * (len(widths) - 1)
        x0 = (W / s - LANE - total) / 2
        scroll = round(self.page_scroll)

        def at(xu: float, yu: float) -> tuple[int, int]:
            return u(xu), self.view.y + u(yu) - scroll

        y = float(MARGIN)
        if self.continue_info is not None:  # the session to take up comes first
            self.continue_rect = pygame.Rect(at(x0, y), (u(total), u(86)))
            self.continue_button.rect = pygame.Rect(self.continue_rect.x + u(14), self.continue_rect.centery - u(20),
                                                    u(150), u(40))
            y += 86 + MARGIN
        else:
            self.continue_rect = pygame.Rect(0, 0, 0, 0)
        notices = self._notice_wrapped(u(total) - u(20) - (u(96) if self.errors else 0))
        if notices:
            height = 12 + len(notices) * 17
            self.notice_rect = pygame.Rect(at(x0, y), (u(total), u(max(height, 40 if self.errors else 0))))
            self.details_button.rect = pygame.Rect(self.notice_rect.right - u(96), self.notice_rect.y + u(6),
                                                   u(86), u(28))
            self.details_button.size_px = 14
            y += self.notice_rect.height / s + MARGIN
        else:
            self.notice_rect = pygame.Rect(0, 0, 0, 0)
            self.details_button.rect = pygame.Rect(0, 0, 0, 0)
        placers = {
            "rulesets": lambda P, x, yy, w: self._place_rulesets(P, x, yy, w, max(1, len(self.rows)) * ROW_H),
            "variants": self._place_variants,
            "seats": self._place_seats,
        }
        self.list_scroll = 0.0  # every ruleset is listed: the page scrolls, not the list
        bottom = y
        cx = x0
        for width, names in zip(widths, columns):
            cy = y
            for name in names:
                rx, ry = WIDE_PANELS[name][:2]
                P = _moved(L, (rx, ry), at(cx, cy))
                height = placers[name](P, rx, ry, width)
                self.panel_layouts[name] = P
                self.geometry[name] = (rx, ry, width, height)
                self.panel_rects[name] = P.rect(rx, ry, width, height)
                cy += height + MARGIN
            bottom = max(bottom, cy)
            cx += width + MARGIN
        self.list_rect = self.list_rect.clip(self.view)  # a row's part under a bar is not the list's
        self.hint_top = at(x0, bottom)[1]
        self.hint_lines = theme.wrap(t("keys_hint"), u(13), u(total), italic=True)
        bottom += (len(self.hint_lines) * round(u(13) * 1.3) + u(6) + u(12)) / s + MARGIN
        self.content_h = u(bottom)
        limit = float(max(0, self.content_h - self.view.height))
        if self.page_scroll > limit or self.page_target > limit:
            self.page_scroll = min(self.page_scroll, limit)
            self.page_target = min(self.page_target, limit)
            if again:
                self._place_flow(again=False)

    def _place_footer(self) -> None:
        """The foot bar (reflowed menu): Rules, Saved sessions and Quit from the left, each as wide as its
        word; Deal the cards at the right, taking the rest (narrower buttons before its words shrink)."""
        L = self.layout
        W, H = L.size
        top = H - L.px(FOOTER_H)
        margin, gap = L.px(MARGIN), L.px(10)
        small = (self.rules_button, self.sessions_button, self.quit_button)
        widths = [max(L.px(96), theme.measure(b.label, L.px(18))[0] + L.px(36)) for b in small]
        deal = W - 2 * margin - sum(widths) - 3 * gap
        least = L.px(220)
        if deal < least:  # a narrow window: the small buttons give way first
            shrink = max(0.1, (W - 2 * margin - 3 * gap - least) / sum(widths))
            widths = [round(w * shrink) for w in widths]
            deal = W - 2 * margin - sum(widths) - 3 * gap
        deal = min(deal, L.px(408))
        x = margin
        for button, width in zip(small, widths):
            button.rect = pygame.Rect(x, top + L.px(18), width, L.px(40))
            x += width + gap
        self.start_button.rect = pygame.Rect(W - margin - deal, top + L.px(12), deal, L.px(52))

    def _scroll_to(self, ruleset_id: str, reveal: bool = True) -> None:
        """Bring ``ruleset_id``'s row wholly into the list's view (100 %).

        Reflowed, where every row is listed, the page scrolls until the row and its focus ring lie wholly
        between the bars, clear of their shade (:meth:`reveal`): a row chosen by a click on its part above
        the foot bar, or by Up and Down, comes fully into view. Not when ``reveal`` is False (the ruleset
        chosen as the menu opens: the page opens at its top).
        """
        if self.flow:
            self._place()
            row = next((r for r in self.rows if r.ruleset.id == ruleset_id), None)
            if reveal and row is not None:
                self.reveal(row)
            return
        index = next((i for i, r in enumerate(self.rows) if r.ruleset.id == ruleset_id), 0)
        top, bottom = index * ROW_H, index * ROW_H + ROW_H
        if top < self.list_scroll:
            self.list_scroll = top
        elif bottom > self.list_scroll + LIST_H:
            self.list_scroll = bottom - LIST_H
        self._place()

    def _scrolled(self) -> list[Widget]:
        """The widgets that scroll with the panels (reflowed: all but the two bars')."""
        fixed = {id(w) for w in self._fixed()}
        return [w for w in self.ring.widgets if id(w) not in fixed]

    def _fixed(self) -> list[Widget]:
        """The widgets on the bars (reflowed): Language, Settings, Rules, Saved sessions, Quit, Deal the cards."""
        if not self.flow:
            return list(self.ring.widgets)
        return [self.language_button, self.settings_button, self.rules_button, self.sessions_button,
                self.quit_button, self.start_button]

    def scroll_page(self, pixels: float, at_once: bool = False) -> None:
        """Scroll the reflowed panels by ``pixels`` (positive: further down); eased unless ``at_once``."""
        if not self.flow:
            return
        limit = float(max(0, self.content_h - self.view.height))
        self.page_target = max(0.0, min(limit, self.page_target + pixels))
        if at_once or access.current().reduced_motion:
            self.page_scroll = self.page_target
            self._place()

    def reveal(self, widget: Widget | None) -> None:
        """Scroll the reflowed panels so that ``widget`` (and its focus ring) lies wholly between the bars."""
        if not self.flow or widget is None or widget not in self._scrolled():
            return
        r = widget.rect.inflate(0, 2 * self.layout.px(REVEAL_CLEAR))
        if widget in [w for _, w in self.option_widgets]:  # the variant's description below it too
            index = [w for _, w in self.option_widgets].index(widget)
            r = r.union(self.option_rects[index][1].inflate(0, self.layout.px(12)))
        top = r.top - self.view.top + self.page_scroll
        bottom = r.bottom - self.view.top + self.page_scroll
        target = self.page_target
        if bottom > target + self.view.height:
            target = bottom - self.view.height
        if top < target:
            target = top
        self.scroll_page(target - self.page_target)

    def _scrollbar_track(self) -> pygame.Rect:
        """The page's scroll bar's track (reflowed), window pixels: in the lane at the right, between the bars."""
        L = self.layout
        return pygame.Rect(self.view.right - L.px(LANE) + L.px(3), self.view.y + L.px(6), L.px(8),
                           self.view.height - L.px(12))

    def _scrollbar_thumb(self) -> pygame.Rect:
        """The page's scroll bar's thumb (reflowed), window pixels, where :func:`theme.draw_scrollbar` draws it."""
        return theme.scrollbar_thumb(self._scrollbar_track(), self.content_h, self.view.height, self.page_scroll,
                                     self.layout.scale)

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

    def toggle_errors(self) -> None:
        """Open (or close) the Details list: the notices whole (when their slip or strip cuts them short) and the
        ruleset files that could not be loaded, each with its message."""
        self.errors_open = not self.errors_open and self._details_needed()
        self.errors_scroll = 0.0

    def _offer_details(self) -> None:
        """Put the Details button at the end of the keyboard's round, or take it out, as the notices now need it
        (a refused start said since the round was made: the notices are then cut short)."""
        needed = self._details_needed()
        widgets = list(self.ring.widgets)
        if needed == (self.details_button in widgets):
            return
        if needed:
            widgets.append(self.details_button)
        else:
            widgets.remove(self.details_button)
        focused = self.ring.focused
        self.ring.set(widgets, keep=focused if focused in widgets else None)

    def _details_needed(self) -> bool:
        """Whether the Details button is offered: ruleset files could not be loaded, or the notices are more than
        their slip (three lines) or the strip under the Continue card (one line) shows (the playtest's two notices
        under a Continue card read "…and were replaced; ev…", and the rest was nowhere)."""
        return bool(self.errors) or self._notices_cut()

    def _notices_cut(self) -> bool:
        """Whether the notices, as drawn now, are cut short with "…" (never on the reflowed page: it shows them
        whole)."""
        lines = self._notice_lines()
        if not lines or self.flow:
            return False
        L = self.layout
        size = L.px(13)
        reserve = L.px(96)
        if self.continue_info is not None:
            return theme.measure("  ·  ".join(lines), size)[0] > L.px(1224) - L.px(20) - reserve
        return art.notice_slip_cut(L, lines, reserve)

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

    def details_lines(self) -> list[tuple[str, str]]:
        """The Details list: each notice whole when they are cut short on the menu (no heading), then the broken
        ruleset files (:meth:`error_lines`)."""
        out: list[tuple[str, str]] = []
        if self._notices_cut():
            files = [e for e in self.errors if e.kind != "folder_unreadable"]
            count = t("ruleset_errors_count", n=len(files)) if files else None
            out += [("", line) for line in self._notice_lines() if line != count]
        return out + self.error_lines()

    def error_lines(self) -> list[tuple[str, str]]:
        """Each broken ruleset file: its name (and line), and what is wrong (after its key), in the interface
        language (:func:`popejoan.ui.ruleset_problems.ruleset_problem_words`)."""
        from pathlib import Path

        from popejoan.ui.ruleset_problems import ruleset_problem_words

        out = []
        for err in self.errors:
            where = t("error_file_line", file=Path(err.file).name, line=err.line) if err.line \
                else Path(err.file).name
            problem = ruleset_problem_words(err)
            what = f"{err.key}: {problem}" if err.key else problem
            out.append((where, what))
        return out

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
        """Draw the whole menu (reflowed at a larger interface size: the panels scroll between two bars)."""
        L = self.layout
        s = L.scale
        surface.blit(theme.wood_background(surface.get_size()), (0, 0))
        if not self.flow:
            art.draw_title(surface, L, self.time_ms)
        else:
            surface.set_clip(self.view)
        for rect in self.panel_rects.values():
            theme.draw_panel(surface, rect, s)
        self._draw_rulesets_words(surface)
        if self.ruleset is not None:  # variants and session
            x, y, w, _h = self.geometry["variants"]
            art.draw_variants_panel(surface, self.panel_layouts["variants"], self.ruleset, self.option_widgets,
                                    self.option_rects, self.brief_span,
                                    (self.chips_stepper, self.deals_stepper, self.speed_stepper),
                                    self._idle_notes(), rooms=self.option_rooms, frame=(x, y, w),
                                    rule_y=self.steppers_rule)
        self._draw_seats_words(surface)
        self._draw_board(surface)
        self.continue_title = ""  # (the card's title as drawn, for tests; none once the card is gone)
        if self.continue_info is not None:
            self.continue_title = art.draw_continue_card(surface, L, self.continue_rect, self.continue_info,
                                                         self.continue_button.rect, stacked=self.flow)
        if self.flow:
            self._draw_notices(surface)
            self._draw_flow_foot(surface)
            self._draw_widgets(surface, self._scrolled())
        else:
            self.ring.draw(surface, s)
        for name, widget in self.option_widgets:  # a variant that does not apply now looks it
            if name in self.idle_options():
                art.draw_idle_veil(surface, L, widget.rect)
        if not self.flow:
            art.draw_scrollbar(surface, L, self.list_rect, len(self.rows) * ROW_H, LIST_H, self.list_scroll)
            self._draw_notices(surface)
        else:
            surface.set_clip(None)
            self._draw_bars(surface)
            self._draw_widgets(surface, self._fixed())
        if self.errors_open:
            self.errors_rect, self.errors_scroll = draw_error_list(
                surface, self.overlay, self.details_lines(), self.errors_scroll,
                title=t("details") if self._notices_cut() else None)
        if not self.flow and (self.continue_info is None or not self._notice_lines()):
            # else the notices' strip lies there
            theme.blit_text(surface, t("keys_hint"), (L.point(640, 0)[0], surface.get_height() - L.px(14)), L.px(13),
                            theme.IVORY_DIM, anchor="center", italic=True)
            art.draw_version(surface, L)
        if self.pending is not None:
            art.draw_shuffling(surface, self.overlay)
            self.pending_drawn = True
        elif self.pending_resume is not None:
            art.draw_shuffling(surface, self.overlay, t("resuming"))
            self.pending_drawn = True

    def _draw_widgets(self, surface: pygame.Surface, widgets: list[Widget]) -> None:
        """Draw ``widgets`` (reflowed: those scrolled, clipped between the bars, or the bars' own), with the
        focus ring round the focused one; a widget is hovered only where the mouse can reach it."""
        s = self.layout.scale
        focused = self.ring.focused
        fixed = widgets is not None and self.start_button in widgets
        reach = self.ring.mouse if fixed or self.view.collidepoint(self.ring.mouse) else (-1, -1)
        for w in widgets:
            if w.rect.width and w.rect.height and w.rect.colliderect(surface.get_clip()):
                w.draw(surface, s, w.enabled and w.rect.collidepoint(reach), w is focused)
        if focused in widgets and focused is not None and focused.enabled and focused.rect.width:
            draw_focus_ring(surface, focused.rect, s)

    def _draw_panel_title(self, surface: pygame.Surface, panel: str) -> None:
        """A panel's gilt title (the catalog's word ``panel``: "rulesets", "seats") and the rule under it."""
        P = self.panel_layouts[panel]
        x, y, w, _h = self.geometry[panel]
        if art.shown(surface, P.point(0, y + 22)[1], P.px(24)):
            theme.blit_text(surface, t(panel), P.point(x + w / 2, y + 22), P.px(24), anchor="center", gilt=True)
        theme.draw_rule(surface, P.point(x + w / 2 - 140, y + 44), P.px(280), P.scale)

    def _draw_rulesets_words(self, surface: pygame.Surface) -> None:
        """The ruleset panel's title and rule, "loading" until the rulesets are in, and the user folder's line."""
        P = self.panel_layouts["rulesets"]
        x, y, w, h = self.geometry["rulesets"]
        self._draw_panel_title(surface, "rulesets")
        if not self.loaded and art.shown(surface, P.point(0, y + 90)[1], P.px(18)):
            theme.blit_text(surface, t("loading"), P.point(x + w / 2, y + 90), P.px(18), theme.IVORY_DIM,
                            anchor="center", italic=True)
        self._draw_user_folder(surface)

    def _draw_seats_words(self, surface: pygame.Surface) -> None:
        """The seats panel's title, rule, the ruleset's player limits and each seat's number."""
        P = self.panel_layouts["seats"]
        x, y, w, _h = self.geometry["seats"]
        self._draw_panel_title(surface, "seats")
        if self.ruleset is not None and art.shown(surface, P.point(0, y + 62)[1], P.px(14)):
            limits = self.ruleset.players
            theme.blit_text(surface, t("seat_limits", min=limits.min, max=limits.max), P.point(x + w / 2, y + 62),
                            P.px(14), theme.IVORY_DIM, anchor="center", italic=True, shadow=False)
        for i, (field, _, _) in enumerate(self.seat_fields):
            art.draw_seat_mark(surface, P, (field.rect.x - P.px(14), field.rect.centery), i)

    def _draw_bars(self, surface: pygame.Surface) -> None:
        """Reflowed: the bars at the top and the foot (a gilt rule and a shadow on the panels' side), the
        title between Language and Settings, and the page's scroll bar."""
        L = self.layout
        W, H = surface.get_size()
        edge = L.px(12)  # the bars' outer rims lie past the window's edges: only the inner rim shows
        for y, down in ((self.view.top, True), (self.view.bottom, False)):
            shade = theme.dim_overlay((W, L.px(BAR_SHADE)), 90)  # the panels pass under the bar
            surface.blit(shade, (0, y if down else y - L.px(BAR_SHADE)))
        theme.draw_panel(surface, pygame.Rect(-edge, -edge, W + 2 * edge, self.view.top + edge), L.scale)
        theme.draw_panel(surface, pygame.Rect(-edge, self.view.bottom, W + 2 * edge, H - self.view.bottom + edge),
                         L.scale)
        left, right = self.language_button.rect.right + L.px(16), self.settings_button.rect.left - L.px(16)
        size = theme.fit_size(t("title"), L.px(40), right - left, bold=True, smallest=0.5)
        title = theme.render(theme.ellipsize(t("title"), size, right - left, bold=True), size, gilt=True, bold=True)
        surface.blit(title, title.get_rect(center=(W // 2, self.view.top // 2)))
        # the shared gilt bar (as the summary's story and the saved sessions), only when the page overflows
        theme.draw_scrollbar(surface, self._scrollbar_track(), self.content_h, self.view.height, self.page_scroll,
                             L.scale)

    def _draw_flow_foot(self, surface: pygame.Surface) -> None:
        """Reflowed: the keys' hint and the version under the panels, where the page ends."""
        L = self.layout
        size = L.px(13)
        x = (surface.get_width() - L.px(LANE)) // 2
        y = self.hint_top
        for line in self.hint_lines:
            if art.shown(surface, y, size):
                theme.blit_text(surface, line, (x, y), size, theme.IVORY_DIM, anchor="midtop", italic=True)
            y += round(size * 1.3)
        if art.shown(surface, y + L.px(6), L.px(12)):
            theme.blit_text(surface, t("version", version=__version__), (x, y + L.px(6)), L.px(12), theme.IVORY_DIM,
                            anchor="midtop", italic=True, shadow=False)

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
            x, y, w, h = self.geometry["rulesets"]
            art.draw_user_folder(surface, self.panel_layouts["rulesets"], self.user_folder,
                                 centre=(x + w / 2, y + h - 26), width=w - 32)

    def _draw_board(self, surface: pygame.Surface) -> None:
        """The chosen ruleset's board, dressed and slowly turning, where the seats leave room."""
        if self.ruleset is None or self.board_failed:
            return
        L = self.panel_layouts["seats"]
        x, _y, w, _h = self.geometry["seats"]
        top, bottom = self.board_span
        radius = min(L.px(104), (bottom - top) // 2 - L.px(12))
        if radius < L.px(60):
            return
        if self.flow and (bottom < self.view.top or top > self.view.bottom):
            return  # scrolled out of sight
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
            center = (L.point(x + w / 2, 0)[0], (top + bottom) // 2 - L.px(6))
            self.board_art.draw(surface, center)
            rules = self.ruleset
            words = t("board_dressed_everyone", n=len(self.seats)) if rules.dressing.payers == "everyone" \
                else t("board_dressed_dealer")
            if art.shown(surface, center[1] + radius + L.px(4), L.px(12)):
                theme.blit_text(surface, words, (center[0], center[1] + radius + L.px(4)), L.px(12),
                                theme.IVORY_DIM, anchor="midtop", italic=True, shadow=False)
        except Exception:  # noqa: BLE001 - an ornament: the menu works without it
            self.board_failed = True

    def _notice_lines(self) -> list[str]:
        """The notices: a refused start, the app's notices, ruleset load errors, saves that could not be read."""
        lines: list[str] = []
        if self.message:
            lines.append(str(self.message))
        lines += [str(notice) for notice in self.app.notices]  # a notice is read in the language in use
        files = [e for e in self.errors if e.kind != "folder_unreadable"]
        if files:
            lines.append(t("ruleset_errors_count", n=len(files)))
        for err in self.errors:  # a folder is not a ruleset: said as itself
            if err.kind == "folder_unreadable":
                lines.append(t("ruleset_folder_problem", folder=err.file,
                               reason=dict(err.values).get("reason", "?")))
        from popejoan.ui.autosave import problem_words

        saving = self.app.saving
        folder_problems = saving.folder_problems
        for folder in folder_problems:  # none is listed, none can be saved
            lines.append(t("saves_folder_problem", folder=folder.file or "", problem=problem_words(folder)))
        refused = len(saving.problems) - len(folder_problems)
        if refused:
            lines.append(t("saves_refused", n=refused))
        return lines

    def _notice_wrapped(self, width: int) -> list[str]:
        """The notices wrapped to ``width`` pixels at the layout's scale (the reflowed page shows them whole)."""
        out: list[str] = []
        for line in self._notice_lines():
            out += theme.wrap(line, self.layout.px(13), width)
        return out

    def _draw_notices(self, surface: pygame.Surface) -> None:
        """Ruleset load errors (counted; "Details" lists them), a reset settings file or a refused start,
        on a parchment slip (beside the Continue card when there is one; reflowed, whole, above the panels)."""
        lines = self._notice_lines()
        if not lines:
            return
        L = self.layout
        reserve = self.details_button.rect.width + L.px(10) if self._details_needed() else 0
        if self.flow:
            art.draw_notice_block(surface, L, self.notice_rect,
                                  self._notice_wrapped(self.notice_rect.width - L.px(20) - reserve))
            return
        if self.continue_info is not None:  # the Continue card has the foot of the panels: one line below it
            art.draw_notice_strip(surface, L, lines, reserve)
        else:
            art.draw_notice_slip(surface, L, lines, reserve)
        if self._details_needed():  # drawn again over the slip, which lies on top of the ring's widgets
            self.details_button.draw(surface, L.scale, self.ring.hovered(self.details_button),
                                     self.ring.focused is self.details_button)
