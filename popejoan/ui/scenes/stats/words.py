"""The Statistics screen's words: each figure, filter and record said in the interface language (issue 35).

Holds the filters' labels (:func:`period_label`, :func:`ruleset_label`, :func:`seats_label`), a player's name as
shown (:func:`player_label`), a player's figures as one line for the list of everyone (:func:`summary_line`) and
as labelled lines for their page (:func:`figure_lines`), the records (:func:`record_lines`) and the ledger's
notices (:func:`notice_line`). It works nothing out (:mod:`popejoan.storage.stats.figures` does) and draws
nothing.
"""

from __future__ import annotations

from popejoan.storage.stats import LedgerNotice, PlayerFigures, Records
from popejoan.ui.i18n import ngettext, number, pgettext, t


def signed(fish: int) -> str:
    """Fish won or lost with its sign: ``+5``, ``-3``, ``0``."""
    if fish > 0:
        return "+" + number(fish)
    if fish < 0:
        return "-" + number(-fish)
    return number(0)


def labelled(label: str, value: str) -> str:
    """A figure after its label: ``Sessions won: 2`` (Japanese: ``勝った対局：2``)."""
    return pgettext("stats", "{label}: {value}").format(label=label, value=value)


def period_label(period: str) -> str:
    """``"month"`` / ``"year"`` / ``"all"`` as the period filter's button says it."""
    if period == "month":
        return pgettext("stats", "This month")
    if period == "year":
        return pgettext("stats", "This year")
    return pgettext("stats", "All time")


def ruleset_label(title: str | None) -> str:
    """The ruleset filter's button: the ruleset's title, or every ruleset."""
    return title if title is not None else pgettext("stats", "Every ruleset")


def seats_label(seats: int | None) -> str:
    """The table-size filter's button."""
    if seats is None:
        return pgettext("stats", "Any table")
    return ngettext("{n} player", "{n} players", seats).format(n=number(seats))


def player_label(f: PlayerFigures) -> str:
    """A player's name as listed: a computer with its level (``Bot · hard``)."""
    if f.kind == "computer":
        return pgettext("stats", "{name} · computer · {level}").format(name=f.name, level=level_word(f.level))
    return f.name


def level_word(level: str) -> str:
    """A computer level's name (the levels the game ships; another as written)."""
    return t(f"level_{level}") if level in ("easy", "normal", "hard", "expert") else level


def summary_line(f: PlayerFigures) -> str:
    """A player's main figures in one line, for the list of everyone."""
    parts = [
        ngettext("{n} session", "{n} sessions", f.sessions).format(n=number(f.sessions)),
        ngettext("{n} won", "{n} won", f.won).format(n=number(f.won)),
        ngettext("{n} deal", "{n} deals", f.deals).format(n=number(f.deals)),
        ngettext("{n} Game", "{n} Games", f.games_won).format(n=number(f.games_won)),
        ngettext("{n} Pope", "{n} Popes", f.popes).format(n=number(f.popes)),
        pgettext("stats", "{fish} fish").format(fish=signed(f.fish)),
    ]
    return " · ".join(parts)


def figure_lines(f: PlayerFigures) -> list[tuple[str, str]]:
    """A player's figures as (label, value) pairs, for their page."""
    def best(v: int | None) -> str:
        return signed(v) if v is not None else "—"

    return [
        (pgettext("stats", "Sessions played"), number(f.sessions)),
        (pgettext("stats", "Sessions won"), number(f.won)),
        (pgettext("stats", "Deals played"), number(f.deals)),
        (pgettext("stats", "Games won (out first)"), number(f.games_won)),
        (pgettext("stats", "Popes taken"), number(f.popes)),
        (pgettext("stats", "Trump honours taken"), number(f.honours)),
        (pgettext("stats", "Matrimony taken"), number(f.matrimony)),
        (pgettext("stats", "Intrigue taken"), number(f.intrigue)),
        (pgettext("stats", "Fish won"), number(f.fish_won)),
        (pgettext("stats", "Fish lost"), number(f.fish_lost)),
        (pgettext("stats", "Fish in all"), signed(f.fish)),
        (pgettext("stats", "Fish per deal"), number(round(f.per_deal, 2))),
        (pgettext("stats", "Biggest single take"), number(f.biggest_take)),
        (pgettext("stats", "Best session"), best(f.best)),
        (pgettext("stats", "Worst session"), best(f.worst)),
    ]


def record_lines(records: Records) -> list[tuple[str, str]]:
    """The records across everyone as (label, value and holder) pairs; a record nobody holds says so."""
    def held(value: str, name: str | None) -> str:
        if name is None:
            return pgettext("stats", "nobody yet")
        return pgettext("stats", "{value}, {name}").format(value=value, name=name)

    streak = records.longest_streak
    return [
        (pgettext("stats", "Biggest board taken in one deal"),
         held(pgettext("stats", "{fish} fish").format(fish=number(records.biggest_board.value)),
              records.biggest_board.name)),
        (pgettext("stats", "Biggest single take"),
         held(pgettext("stats", "{fish} fish").format(fish=number(records.biggest_take.value)),
              records.biggest_take.name)),
        (pgettext("stats", "Best session"),
         held(pgettext("stats", "{fish} fish").format(fish=signed(records.best_session.value)),
              records.best_session.name)),
        (pgettext("stats", "Longest winning streak"),
         held(ngettext("{n} session", "{n} sessions", streak.value).format(n=number(streak.value)), streak.name)),
    ]


def notice_line(notice: LedgerNotice) -> str:
    """What happened to the statistics file, in words (the file's name follows in the page)."""
    if notice.kind == "newer":
        return pgettext("stats", "The statistics file is from a newer version of the game: it is left for that "
                                 "version, and these figures come from the saved sessions.")
    if notice.kind in ("unreadable", "unwritable"):
        return pgettext("stats", "The statistics file cannot be read or written: the figures may be incomplete.")
    return pgettext("stats", "The statistics file was damaged. It is kept as {kept}, and the figures were made "
                             "again from it and the saved sessions.").format(kept=notice.kept_as or "—")
