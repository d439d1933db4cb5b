"""The statistics' figures: pure functions over the ledger's entries (no file, no pygame).

Holds who a name is (:func:`name_key`, :func:`identity`), the filters (:class:`Filters`, :func:`period_start`),
each player's figures (:class:`PlayerFigures`, :func:`player_table`), one player's sessions over time
(:class:`SessionLine`, :func:`player_sessions`), the records across everyone (:class:`Records`,
:func:`everyone_records`) and the ``stats --json`` object (:func:`stats_json`).

It does not read the ledger (:mod:`popejoan.storage.stats.ledger`) nor say anything in words.

What counts (docs/rules.md for the terms):

- a *person* is a name, case and spaces aside ("ann", " Ann " and "ANN" are one); a *computer* is a name and
  a level ("Bot" at "easy" and "Bot" at "hard" are two). A :class:`~popejoan.storage.stats.entries.Merge`
  counts one name as another from then on (and for every deal before: the player said they are one person);
- a session is *played* when at least one of its deals is recorded (and passes the filters); it is *won* by
  the seat, or the seats tied, with the most fish over the whole session (its deals and its share-out), once it
  has ended;
- *Games won*: deals the player went out first in ("End of the deal"); *Popes*, *trump honours*,
  *Matrimony*, *Intrigue*: stakes taken from those compartments ("What all sources share"); *fish won* /
  *fish lost*: the deals' gains and losses, each deal (and share-out) on its own; *fish*: won less lost;
  *biggest take*: the biggest single stake taken; *best* / *worst session*: the most and least fish over one
  session;
- a *winning streak*: sessions won one after another by one player, counted over the sessions they played
  that ended, in the order they ended.
"""

from __future__ import annotations

import calendar
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Any, Literal

from popejoan.storage.stats.book import (
    BOARD,
    DEALS,
    GAMES,
    HONOURS,
    INTRIGUE,
    KIND,
    LEVEL,
    LOST,
    MATRIMONY,
    NAME,
    NET,
    POPES,
    TAKE,
    WON,
    Book,
)
from popejoan.storage.stats.entries import Entry, Kind

Period = Literal["month", "year", "all"]
Identity = tuple[str, Kind, str]
"""Who sat: ``(name key, kind, level)`` (level ``""`` for a person)."""


def name_key(name: str) -> str:
    """A name as the statistics know a person: case and spaces aside (``" Ann  Lee "`` -> ``"ann lee"``)."""
    return " ".join(name.split()).casefold()


def identity(name: str, kind: Kind, level: str, merged: dict[str, str] | None = None) -> Identity:
    """Who a seat is: a person by name; a computer by name and level. ``merged`` maps name keys to the name
    key they were merged into."""
    key = name_key(name)
    if merged:
        seen = {key}
        while key in merged and merged[key] not in seen:
            key = merged[key]
            seen.add(key)
    return key, kind, level if kind == "computer" else ""


def period_start(period: Period, now: datetime | None = None) -> int | None:
    """The first second (since 1970, UTC) of this month or this year, or None for all time."""
    if period == "all":
        return None
    now = now or datetime.now(timezone.utc)
    first = now.replace(month=now.month if period == "month" else 1, day=1, hour=0, minute=0, second=0,
                        microsecond=0)
    return calendar.timegm(first.utctimetuple())


@dataclass(frozen=True)
class Filters:
    """Which sessions count: by their ruleset, their table size and when they were last played (a session
    played across the turn of a month counts in the later one).

    Attributes:
        ruleset: a ruleset id, or None for all.
        since: the first second counted (since 1970, UTC; :func:`period_start`), or None.
        seats: the table size (players), or None for all.
    """

    ruleset: str | None = None
    since: int | None = None
    seats: int | None = None



@dataclass
class PlayerFigures:
    """One player's figures (fish are chips; counts are whole numbers).

    Attributes:
        name: the name as first written (capitalised where it ever was; a merged person's: the one kept).
        kind: ``"human"`` / ``"computer"``; ``level``: a computer's level.
        sessions, won: sessions played and won; ``deals``: deals played; ``games_won``: deals gone out first.
        popes, honours, matrimony, intrigue: stakes taken from those compartments.
        fish_won, fish_lost: the sum of the gains and of the losses (both zero or more); ``fish``: won less lost.
        biggest_take: the biggest single stake taken; ``best`` / ``worst``: the most and least fish over one
            session (None before any).
    """

    name: str
    kind: Kind
    level: str
    sessions: int = 0
    won: int = 0
    deals: int = 0
    games_won: int = 0
    popes: int = 0
    honours: int = 0
    matrimony: int = 0
    intrigue: int = 0
    fish_won: int = 0
    fish_lost: int = 0
    biggest_take: int = 0
    best: int | None = None
    worst: int | None = None

    @property
    def fish(self) -> int:
        """Fish won less fish lost."""
        return self.fish_won - self.fish_lost

    @property
    def per_deal(self) -> float:
        """Average fish per deal (0.0 before any deal)."""
        return self.fish / self.deals if self.deals else 0.0


@dataclass(frozen=True)
class SessionLine:
    """One session of one player, for the chart: ``at`` (seconds since 1970, its last deal or its end), ``fish``
    over it, whether it ended and whether they won it."""

    session: str
    at: int
    fish: int
    ended: bool
    won: bool


@dataclass(frozen=True)
class Record:
    """One record across everyone: its value (fish, or sessions for a streak) and who holds it (or None)."""

    value: int
    name: str | None = None


@dataclass(frozen=True)
class Records:
    """The records across everyone: the biggest board taken in one deal, the biggest single take, the best
    session and the longest winning streak."""

    biggest_board: Record
    biggest_take: Record
    best_session: Record
    longest_streak: Record


@dataclass
class _Tally:
    """The work of one pass over the sessions."""

    players: dict[Identity, PlayerFigures]
    streaks: dict[Identity, int]
    lines: list[SessionLine]
    sessions: int
    deals: int
    biggest_board: Record
    merged: dict[str, str]


Source = Sequence[Entry] | Book
"""What the figures are worked out from: the ledger's entries, or their :class:`Book` (faster, read once)."""


def _book(source: Source) -> Book:
    return source if isinstance(source, Book) else Book.of(source)


def _tally(source: Source, filters: Filters, wanted: Identity | None = None) -> _Tally:
    """One pass over the sessions, oldest first: every player's figures and streaks, and ``wanted``'s sessions
    (for the chart)."""
    book = _book(source)
    merged: dict[str, str] = {}
    for name, into in book.merges:
        if name_key(name) != name_key(into):
            merged[name_key(name)] = name_key(into)
    shown = {name_key(into): into for _, into in book.merges}  # a merged person's name
    keys: dict[tuple[str, str, str], Identity] = {}
    players: dict[Identity, PlayerFigures] = {}
    runs: dict[Identity, int] = {}
    streaks: dict[Identity, int] = {}
    lines: list[SessionLine] = []
    sessions = deals = 0
    board = Record(0)
    ruleset, since, seats = filters.ruleset, filters.since, filters.seats
    for roll in book.ordered():
        if ((ruleset is not None and roll.ruleset != ruleset) or (since is not None and roll.at < since)
                or (seats is not None and roll.seats != seats) or not roll.deals):
            continue
        sessions += 1
        deals += roll.deals
        nets: dict[Identity, int] = {}
        for row in roll.rows:
            name, kind, level = row[NAME], row[KIND], row[LEVEL]
            who = keys.get((name, kind, level))
            if who is None:
                who = keys[(name, kind, level)] = identity(name, kind, level, merged)
            f = players.get(who)
            if f is None:
                f = players[who] = PlayerFigures(shown.get(who[0], name) if kind == "human" else name, kind,
                                                 level if kind == "computer" else "")
            elif f.name.islower() and not name.islower() and who[0] not in shown:  # "Ann" rather than "ann"
                f.name = name
            f.deals += row[DEALS]
            f.games_won += row[GAMES]
            f.popes += row[POPES]
            f.honours += row[HONOURS]
            f.matrimony += row[MATRIMONY]
            f.intrigue += row[INTRIGUE]
            f.fish_won += row[WON]
            f.fish_lost += row[LOST]
            if row[TAKE] > f.biggest_take:
                f.biggest_take = row[TAKE]
            if row[BOARD] > board.value:
                board = Record(row[BOARD], f.name)
            nets[who] = nets.get(who, 0) + row[NET]
        top = max(nets.values())
        ended = roll.ended
        for who, fish in nets.items():
            f = players[who]
            won = ended and fish == top
            f.sessions += 1
            f.won += won
            f.best = fish if f.best is None or fish > f.best else f.best
            f.worst = fish if f.worst is None or fish < f.worst else f.worst
            if ended:
                run = runs[who] = runs.get(who, 0) + 1 if won else 0
                if run > streaks.get(who, 0):
                    streaks[who] = run
            if who == wanted:
                lines.append(SessionLine(roll.session, roll.at, fish, ended, won))
    return _Tally(players, streaks, lines, sessions, deals, board, merged)


def _sorted(players: dict[Identity, PlayerFigures]) -> list[PlayerFigures]:
    return sorted(players.values(), key=lambda f: (f.kind != "human", -f.fish, name_key(f.name), f.level))


def player_table(source: Source, filters: Filters = Filters()) -> list[PlayerFigures]:
    """Every player's figures under ``filters``: people first, then computers, each by fish (most first), then
    by name."""
    return _sorted(_tally(source, filters).players)


def _wanted(book: Book, name: str, kind: Kind, level: str) -> Identity:
    merged = {name_key(a): name_key(b) for a, b in book.merges if name_key(a) != name_key(b)}
    return identity(name, kind, level, merged)


def player_sessions(source: Source, name: str, kind: Kind = "human", level: str = "",
                    filters: Filters = Filters()) -> list[SessionLine]:
    """One player's sessions under ``filters``, oldest first (the chart of fish per session over time)."""
    book = _book(source)
    return _tally(book, filters, _wanted(book, name, kind, level)).lines


def player_page(source: Source, name: str, kind: Kind = "human", level: str = "",
                filters: Filters = Filters()) -> tuple[list[SessionLine], int]:
    """:func:`player_sessions` and :func:`player_streak` in one pass over the sessions (the screen's)."""
    book = _book(source)
    who = _wanted(book, name, kind, level)
    tally = _tally(book, filters, who)
    return tally.lines, tally.streaks.get(who, 0)


def player_streak(source: Source, name: str, kind: Kind = "human", level: str = "",
                  filters: Filters = Filters()) -> int:
    """One player's longest winning streak: sessions won one after another, over the sessions they played that
    ended, in the order they ended."""
    book = _book(source)
    return _tally(book, filters).streaks.get(_wanted(book, name, kind, level), 0)


def everyone_records(source: Source, filters: Filters = Filters()) -> Records:
    """The records across everyone under ``filters`` (a record nobody holds yet has value 0 and no name)."""
    return everyone(source, filters)[1]


def everyone(source: Source, filters: Filters = Filters()) -> tuple[list[PlayerFigures], Records]:
    """:func:`player_table` and :func:`everyone_records` in one pass over the sessions (the screen's)."""
    tally = _tally(source, filters)
    take = Record(0)
    best = Record(0)
    streak = Record(0)
    for who, f in sorted(tally.players.items()):
        if f.biggest_take > take.value:
            take = Record(f.biggest_take, f.name)
        if f.best is not None and f.best > best.value:
            best = Record(f.best, f.name)
        run = tally.streaks.get(who, 0)
        if run > streak.value:
            streak = Record(run, f.name)
    return _sorted(tally.players), Records(tally.biggest_board, take, best, streak)


def stats_json(source: Source, filters: Filters = Filters()) -> dict[str, Any]:
    """The object ``python -m popejoan stats --json`` prints (issue 35, "Headless").

    Returns:
        ``{"sessions": S, "deals": D, "players": [{"name", "kind", "level", "sessions", "sessions_won",
        "deals", "games_won", "popes", "trump_honours", "matrimony", "intrigue", "fish", "fish_won",
        "fish_lost", "biggest_take", "best_session", "worst_session", "fish_per_deal"}, ...]}``: ``deals``
        counts every finished deal recorded (under the filters), ``level`` is None for a person.
    """
    tally = _tally(source, filters)
    return {
        "sessions": tally.sessions,
        "deals": tally.deals,
        "players": [{
            "name": f.name, "kind": f.kind, "level": f.level if f.kind == "computer" else None,
            "sessions": f.sessions, "sessions_won": f.won, "deals": f.deals, "games_won": f.games_won,
            "popes": f.popes, "trump_honours": f.honours, "matrimony": f.matrimony, "intrigue": f.intrigue,
            "fish": f.fish, "fish_won": f.fish_won, "fish_lost": f.fish_lost, "biggest_take": f.biggest_take,
            "best_session": f.best, "worst_session": f.worst, "fish_per_deal": round(f.per_deal, 2),
        } for f in _sorted(tally.players)],
    }
