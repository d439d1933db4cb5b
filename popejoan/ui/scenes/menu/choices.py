"""The player's choices on the menu, as plain data: no pygame, no window, no widget.

What the menu's panels choose: the ruleset, its variants (options), the seats (each a name and human or
computer at a level, within the ruleset's limits), the starting fish and the session's length, and what
"Deal the cards" starts (:meth:`MenuChoices.setup`: a :class:`~popejoan.ui.setup.GameSetup`). The choices are
kept in the app's settings (``app.settings``), so they are remembered between runs.

This module holds no layout, no drawing and no event handling (those are :mod:`.layout`, :mod:`.drawing`
and :mod:`.scene`); it never imports pygame (a contract in ``.importlinter``), so a test may drive it with any
object that has ``settings``. The game's speed is the app's, not a choice kept here (the scene steps it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from popejoan.ui.i18n import (
    computer_names,
    level_name,
    option_title,
    option_value_label,
    t,
)
from popejoan.ui.setup import LEVELS_FALLBACK, GameSetup, SavedValue, Seat

if TYPE_CHECKING:
    from popejoan.engine.ruleset import Option, OptionValue, Ruleset

DEAL_CHOICES = (0, 1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 25, 30, 40, 50)
"""Session lengths offered, in deals (0 = until we stop)."""
CHIP_STEP = 5
"""Starting fish change by this many per step."""


class ChoicesSettings(Protocol):
    """Where the choices are kept (the app's :class:`~popejoan.ui.settings.Settings` has these fields)."""

    ruleset: str
    options: dict[str, dict[str, SavedValue]]
    seats: list[Seat]
    chips: dict[str, int]
    deals: int


class ChoicesHost(Protocol):
    """What the choices need of the app: only its settings (the app, the tests' stand-ins)."""

    @property
    def settings(self) -> ChoicesSettings:
        """The settings the choices are kept in."""
        ...


class MenuChoices:
    """The menu's choices: the chosen ruleset and variants, the seats, the fish and the deals.

    The menu's scene is one (it adds the widgets and the window); on its own it is the model a test can drive.

    Args:
        app: anything with ``settings`` (:class:`ChoicesHost`: the app's :class:`~popejoan.ui.settings.Settings`:
            ``ruleset``, ``options``, ``seats``, ``chips``, ``deals``), where the choices are kept.
        rulesets: every loaded ruleset by id (none by default: fill :attr:`rulesets` in later).

    Attributes:
        rulesets: every loaded ruleset by id.
        ruleset: the chosen ruleset (options at their defaults), or None if none is chosen.
        levels: the computer players' levels offered, weakest first.
    """

    def __init__(self, app: ChoicesHost, rulesets: dict[str, Ruleset] | None = None) -> None:
        self.app = app
        self.rulesets: dict[str, Ruleset] = dict(rulesets or {})
        self.ruleset: Ruleset | None = None
        self.levels: tuple[str, ...] = LEVELS_FALLBACK
        self._idle: dict[str, str] = {}
        self._idle_key: tuple | None = None

    # --- what the scene does when a choice changes (nothing, for the model alone)

    def _ruleset_chosen(self, ruleset_id: str, initial: bool) -> None:
        """A ruleset was chosen (:meth:`choose_ruleset`): the scene lays its widgets out again."""

    def _choices_changed(self) -> None:
        """A variant was chosen (:meth:`set_option`): the scene places its widgets again."""

    def _seats_changed(self, added: bool) -> None:
        """A seat was added (``added``) or removed: the scene makes the seats' widgets again."""

    # --- choices

    @property
    def seats(self) -> list[Seat]:
        """The seats as chosen (stored in the app's settings)."""
        return self.app.settings.seats

    def options(self) -> dict[str, OptionValue]:
        """The chosen variants of the chosen ruleset (missing ones at their defaults)."""
        if self.ruleset is None:
            return {}
        saved = self.app.settings.options.get(self.ruleset.id, {})
        chosen: dict[str, OptionValue] = {}
        for name, opt in self.ruleset.options.items():
            value = saved.get(name, opt.default)
            # (a float is no option's value: :meth:`choose_ruleset` has dropped any the settings file held)
            chosen[name] = opt.default if isinstance(value, float) else value
        return chosen

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
        valid: dict[str, SavedValue] = {}
        for name, value in saved.items():  # drop options the ruleset no longer has
            option = self.ruleset.options.get(name)
            if option is not None and not isinstance(value, float) and option.choice(value) is not None:
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
        self._ruleset_chosen(ruleset_id, initial)

    def _free_name(self, names: list[str]) -> str:
        used = {s.name for s in self.seats}
        for name in names:
            if name not in used:
                return name
        return t("default_name", n=len(self.seats) + 1)

    def set_option(self, name: str, value: OptionValue) -> None:
        """Choose ``value`` for the chosen ruleset's option ``name``."""
        assert self.ruleset is not None
        self.app.settings.options.setdefault(self.ruleset.id, {})[name] = value
        self._choices_changed()  # a variant that stops (or starts) applying gains (or loses) its note's line

    def _cycle_option(self, name: str, option: Option, step: int) -> None:
        values = [c.value for c in option.values]
        current = self.options()[name]
        index = next((i for i, v in enumerate(values) if v == current and type(v) is type(current)), 0)
        self.set_option(name, values[(index + step) % len(values)])

    def _option_text(self, name: str, option: Option) -> str:
        value = self.options()[name]
        choice = option.choice(value)
        return option_value_label(value, choice.label if choice else "")

    def idle_notes(self) -> dict[str, str]:
        """Each idle variant's note by option key, in the interface language ("Does not apply while Dressing is
        Equal"): the variants the other choices leave without effect."""
        return self._idle_notes()

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
        self._seats_changed(added=True)

    def remove_seat(self, index: int) -> None:
        """Remove seat ``index`` (down to the ruleset's minimum)."""
        if self.ruleset is None or len(self.seats) <= self.ruleset.players.min:
            return
        del self.seats[index]
        self._seats_changed(added=False)

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
