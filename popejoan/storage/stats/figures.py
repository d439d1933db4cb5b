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
- *Games won*: deals the player went out first in ("Going out"); *Popes*, *trump honours*, *Matrimony*,
  *Intrigue*: stakes taken from those compartments ("The board"); *fish won* / *fish lost*: the deals' gains
  and losses, each deal (and share-out) on its own; *fish*: won less lost; *biggest take*: the biggest single
  stake taken; *best* / *worst session*: the most and least fish over one session;
- a *winning streak*: sessions won one after another by one player, counted over the sessions they played
  that ended, in the order they ended.
"""

from __future__ import annotations

import calendar
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Any, Literal

from popejoan.storage.stats.entries import DealEntry, Entry, Kind, Merge, SessionEnd

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
    """Which deals count.

    Attributes:
        ruleset: a ruleset id, or None for all.
        since: the first second counted (since 1970, UTC; :func:`period_start`), or None.
        seats: the table size (players), or None for all.
    """

    ruleset: str | None = None
    since: int | None = None
    seats: int | None = None

    def admits(self, deal: DealEntry) -> bool:
        """Whether ``deal`` counts."""
        return ((self.ruleset is None or deal.ruleset == self.ruleset)
                and (self.since is None or deal.at >= self.since)
                and (self.seats is None or len(deal.seats) == self.seats))


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
    """The work of one pass over the entries."""

    players: dict[Identity, PlayerFigures]
    lines: dict[Identity, list[SessionLine]]
    sessions: int
    deals: int
    biggest_board: Record
    merged: dict[str, str]


def _merges(entries: Iterable[Entry]) -> dict[str, str]:
    merged: dict[str, str] = {}
    for e in entries:
        if isinstance(e, Merge) and name_key(e.name) != name_key(e.into):
            merged[name_key(e.name)] = name_key(e.into)
    return merged


def _tally(entries: Sequence[Entry], filters: Filters) -> _Tally:
    merged = _merges(entries)
    shown = {name_key(e.into): e.into for e in entries if isinstance(e, Merge)}  # a merged person's name
    players: dict[Identity, PlayerFigures] = {}
    nets: dict[str, dict[Identity, int]] = {}
    last_at: dict[str, int] = {}
    ends: dict[str, SessionEnd] = {}
    seated: dict[str, list[Identity]] = {}
    deals = 0
    board = Record(0)
    for e in entries:
        if isinstance(e, SessionEnd):
            ends[e.session] = e
            continue
        if not isinstance(e, DealEntry) or not filters.admits(e):
            continue
        deals += 1
        net = nets.get(e.session)
        if net is None:
            net = nets[e.session] = {}
            seated[e.session] = [identity(p.name, p.kind, p.level, merged) for p in e.seats]
        who_list = seated[e.session]
        if len(who_list) != len(e.seats):
            who_list = [identity(p.name, p.kind, p.level, merged) for p in e.seats]
        if e.at > last_at.get(e.session, -1):
            last_at[e.session] = e.at
        for who, p in zip(who_list, e.seats):
            f = players.get(who)
            if f is None:
                f = players[who] = PlayerFigures(p.name.strip(), p.kind, p.level if p.kind == "computer" else "")
            if who[0] in shown:
                f.name = shown[who[0]]
            elif f.name.islower() and not p.name.islower():  # "Ann" rather than "ann", once written so
                f.name = p.name
            f.deals += 1
            f.games_won += p.game
            f.popes += p.popes
            f.honours += p.honours
            f.matrimony += p.matrimony
            f.intrigue += p.intrigue
            if p.fish >= 0:
                f.fish_won += p.fish
            else:
                f.fish_lost -= p.fish
            if p.take > f.biggest_take:
                f.biggest_take = p.take
            if p.took > board.value:
                board = Record(p.took, p.name)
            net[who] = net.get(who, 0) + p.fish
    lines: dict[Identity, list[SessionLine]] = {}
    for sid, net in nets.items():
        end = ends.get(sid)
        at = last_at[sid]
        if end is not None:
            at = max(at, end.at)
            for who, share in zip(seated[sid], end.share):
                if who in net:
                    net[who] += share
                    f = players[who]
                    if share >= 0:
                        f.fish_won += share
                    else:
                        f.fish_lost -= share
        top = max(net.values())
        for who, fish in net.items():
            f = players[who]
            won = end is not None and fish == top
            f.sessions += 1
            f.won += won
            f.best = fish if f.best is None else max(f.best, fish)
            f.worst = fish if f.worst is None else min(f.worst, fish)
            lines.setdefault(who, []).append(SessionLine(sid, at, fish, end is not None, won))
    for got in lines.values():
        got.sort(key=lambda line: (line.at, line.session))
    return _Tally(players, lines, len(nets), deals, board, merged)


def player_table(entries: Sequence[Entry], filters: Filters = Filters()) -> list[PlayerFigures]:
    """Every player's figures under ``filters``: people first, then computers, each by fish (most first), then
    by name."""
    players = _tally(entries, filters).players
    return sorted(players.values(), key=lambda f: (f.kind != "human", -f.fish, name_key(f.name), f.level))


def player_sessions(entries: Sequence[Entry], name: str, kind: Kind = "human", level: str = "",
                    filters: Filters = Filters()) -> list[SessionLine]:
    """One player's sessions under ``filters``, oldest first (the chart of fish per session over time)."""
    tally = _tally(entries, filters)
    return tally.lines.get(identity(name, kind, level, tally.merged), [])


def _streak(lines: Sequence[SessionLine]) -> int:
    best = run = 0
    for line in lines:
        if not line.ended:
            continue
        run = run + 1 if line.won else 0
        best = max(best, run)
    return best


def player_streak(entries: Sequence[Entry], name: str, kind: Kind = "human", level: str = "",
                  filters: Filters = Filters()) -> int:
    """One player's longest winning streak: sessions won one after another, over the sessions they played that
    ended, in the order they ended."""
    return _streak(player_sessions(entries, name, kind, level, filters))


def everyone_records(entries: Sequence[Entry], filters: Filters = Filters()) -> Records:
    """The records across everyone under ``filters`` (a record nobody holds yet has value 0 and no name)."""
    tally = _tally(entries, filters)
    take = Record(0)
    best = Record(0)
    streak = Record(0)
    for who, f in sorted(tally.players.items()):
        if f.biggest_take > take.value:
            take = Record(f.biggest_take, f.name)
        if f.best is not None and f.best > best.value:
            best = Record(f.best, f.name)
        run = _streak(tally.lines.get(who, []))
        if run > streak.value:
            streak = Record(run, f.name)
    return Records(tally.biggest_board, take, best, streak)


def stats_json(entries: Sequence[Entry], filters: Filters = Filters()) -> dict[str, Any]:
    """The object ``python -m popejoan stats --json`` prints (issue 35, "Headless").

    Returns:
        ``{"sessions": S, "deals": D, "players": [{"name", "kind", "level", "sessions", "sessions_won",
        "deals", "games_won", "popes", "trump_honours", "matrimony", "intrigue", "fish", "fish_won",
        "fish_lost", "biggest_take", "best_session", "worst_session", "fish_per_deal"}, ...]}``: ``deals``
        counts every finished deal recorded (under the filters), ``level`` is None for a person.
    """
    tally = _tally(entries, filters)
    players = sorted(tally.players.values(), key=lambda f: (f.kind != "human", -f.fish, name_key(f.name), f.level))
    return {
        "sessions": tally.sessions,
        "deals": tally.deals,
        "players": [{
            "name": f.name, "kind": f.kind, "level": f.level if f.kind == "computer" else None,
            "sessions": f.sessions, "sessions_won": f.won, "deals": f.deals, "games_won": f.games_won,
            "popes": f.popes, "trump_honours": f.honours, "matrimony": f.matrimony, "intrigue": f.intrigue,
            "fish": f.fish, "fish_won": f.fish_won, "fish_lost": f.fish_lost, "biggest_take": f.biggest_take,
            "best_session": f.best, "worst_session": f.worst, "fish_per_deal": round(f.per_deal, 2),
        } for f in players],
    }
