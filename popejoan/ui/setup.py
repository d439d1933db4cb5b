"""A game to start: the seats and the computer levels, and :class:`GameSetup` (what a table needs).

The menu and the command line both describe a game as a :class:`GameSetup`;
the settings file remembers the seats (:class:`Seat`) between launches. This
module imports no scene and nothing of the app, so every scene may use it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from popejoan.engine.ruleset import Ruleset

SavedValue = bool | int | float | str
"""A variant's value as the settings file keeps it (a JSON scalar, checked against the ruleset by the menu)."""

LEVELS_FALLBACK = ("easy", "normal", "hard", "expert")
"""Computer levels when :mod:`popejoan.ai` does not list its own."""


def computer_levels() -> tuple[str, ...]:
    """The computer levels, from :data:`popejoan.ai.LEVELS` when it exists."""
    try:
        from popejoan.ai import LEVELS
    except Exception:  # the AI package may not exist yet or may fail to import
        return LEVELS_FALLBACK
    levels = tuple(str(level) for level in LEVELS)
    return levels or LEVELS_FALLBACK


@dataclass
class Seat:
    """One seat at the table as the menu sets it.

    Attributes:
        name: the player's name as shown.
        kind: ``"human"`` or ``"computer"``.
        level: the computer's level (``"easy"``, ``"normal"`` ...); ignored for humans.
    """

    name: str
    kind: str = "human"
    level: str = "normal"

    @property
    def is_computer(self) -> bool:
        """Whether a computer plays this seat."""
        return self.kind == "computer"


def default_seats() -> list[Seat]:
    """Four seats: one human and three computer players at Normal."""
    from popejoan.ui.i18n import computer_names, pgettext

    names = computer_names()
    # TRANSLATORS: the name the first seat (a human player) is given until the player types their own
    return ([Seat(pgettext("default seat name", "Player"), "human")]
            + [Seat(names[i], "computer", "normal") for i in range(3)])


def default_names(language: str | None = None) -> list[str]:
    """The names seats are given until players type their own: the first seat's (``"Player"``), then the
    computers' in the order they are handed out (eight), in ``language`` (default: the interface language)."""
    from popejoan.ui import i18n

    if language is None:
        return [i18n.pgettext("default seat name", "Player")] + i18n.computer_names()
    words = i18n.translations(language)
    english = str(i18n.STRINGS[i18n.UI_LANGUAGE]["cpu_names"])  # (a plain string in the table, not a plural)
    return [words.pgettext("default seat name", "Player")] + words.pgettext("cpu_names", english).split(",")


FORMER_DEFAULT_NAMES: tuple[tuple[str, ...], ...] = (
    ("Jugador", "Sra. Bennet", "Sr. Pickwick", "Miss Havisham", "Sr. Micawber", "Lady Catherine", "Sr. Jingle",
     "Sra. Jellyby", "Sr. Wardle"),
)
"""Default names an earlier version gave, seat by seat as :func:`default_names` (the Spanish "Sra." and "Sr.",
which need an article in a sentence, became "Doña" and "Don" on 2026-12-01): still recognised as defaults."""


def rename_default_seats(seats: list[Seat], after: list[str] | None = None) -> int:
    """Give the seats still called by a default name of any interface language (``"Player"``, ``"Jugador"``,
    ``"ハヴィシャム嬢"``: :func:`default_names`) the same default name in the language in use (or ``after``), in
    place: a change of language renames them but never a name a player typed.

    Returns:
        How many seats were renamed.
    """
    from popejoan.ui.i18n import LANGUAGES

    after = default_names() if after is None else after
    known = [default_names(code) for code in LANGUAGES] + [list(names) for names in FORMER_DEFAULT_NAMES]
    renamed = 0
    taken = {seat.name for seat in seats}
    for seat in seats:
        index = next((names.index(seat.name) for names in known if seat.name in names), None)
        if index is None or index >= len(after):
            continue
        new = after[index]
        if new != seat.name and new not in taken:
            taken.discard(seat.name)
            seat.name = new
            taken.add(new)
            renamed += 1
    return renamed


def native_names(names: Sequence[str], language: str | None = None) -> list[str]:
    """Players' names as they are shown: each default name of any interface language (``"Mr Pickwick"``,
    ``"ピクウィック氏"``, an earlier version's ``"Sr. Pickwick"``) as the same seat's default name in ``language``
    (default: the interface language), never a name a player typed; a name another seat already has is left as
    it is. One seat has one name on every screen: the menu's seats, a saved session's card and list, its table.

    Args:
        names: the names in seat order.
        language: an interface language's code, or None for the one in use.

    Returns:
        The names in seat order, as many as given.
    """
    seats = [Seat(name) for name in names]
    rename_default_seats(seats, None if language is None else default_names(language))
    return [seat.name for seat in seats]


@dataclass
class GameSetup:
    """Everything a table needs to start a session.

    Attributes:
        ruleset: the ruleset with the chosen variants applied (``with_options``).
        seats: the seats in clockwise order (names, human or computer, levels).
        chips: starting fish per player.
        deals: deals in the session, or None for "until we stop".
        seed: the shuffle seed, or None for a fresh random one.
    """

    ruleset: Ruleset
    seats: list[Seat]
    chips: int
    deals: int | None = None
    seed: int | None = None

    @property
    def names(self) -> list[str]:
        """The players' names in seat order."""
        return [seat.name for seat in self.seats]

    @property
    def levels(self) -> list[str | None]:
        """Each seat's computer level, or None for a human."""
        return [seat.level if seat.is_computer else None for seat in self.seats]

    def is_last_deal(self, number: int) -> bool:
        """Whether deal ``number`` (from 1) is the session's last: the planned number of :attr:`deals` is played
        with it (never, "until we stop"). Nobody deals after it, and what it leaves on the board goes to the
        share-out, not to a next deal."""
        return self.deals is not None and number >= self.deals
