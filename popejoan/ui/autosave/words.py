"""A saved session in words, in the interface language: when it was played, where it stands, who sat, its name,
and what is wrong with a save that was refused.

Holds the words the menu, the list of saved sessions, the table and the summaries show of a save
(:func:`when_played`, :func:`standing_line`, :func:`seats_line`, :func:`named_line` ...) and of a refused one
(:func:`problem_words`, :func:`refusal`, :func:`problem_lines`).

It does not read, write or hold a save (:mod:`popejoan.ui.autosave.saving`, :mod:`popejoan.storage.saves`).
"""

from __future__ import annotations

from datetime import datetime, timedelta
from pathlib import Path
from typing import TYPE_CHECKING

from popejoan.ui import theme
from popejoan.ui.i18n import babel_locale, language, level_name, number, t
from popejoan.ui.settings import Notice, Words

if TYPE_CHECKING:
    from popejoan.engine.errors import SaveError
    from popejoan.storage.saves import SaveInfo, SeatInfo


def when_played(saved_at: datetime, now: datetime | None = None) -> str:
    """When a save was last played, in words, in local time, in the interface language (dates and hours
    written the language's way by Babel): ``"today at 14:02"``, ``"7 March at 14:02"``, ``"29 November 2026"``,
    ``"29 de noviembre de 2026"``, ``"2026年11月29日"``."""
    from babel.dates import format_date, format_skeleton, format_time

    where = babel_locale()
    local = saved_at.astimezone()
    now = (now or datetime.now().astimezone()).astimezone(local.tzinfo)
    clock = format_time(local, "HH:mm", locale=where)
    if local.date() == now.date():
        return t("played_today", time=clock)
    if local.date() == (now - timedelta(days=1)).date():
        return t("played_yesterday", time=clock)
    if local.year == now.year:
        return t("played_on", date=format_skeleton("dMMMM", local, locale=where), time=clock)
    return t("played_on_year", date=format_date(local, "long", locale=where))


def where_it_stands(info: SaveInfo) -> str:
    """A saved session's place: ``"deal 3 in play"``, ``"2 deals played"``, ``"finished after 12 deals"`` (and,
    where the window closed during its share-out, ``"…: the share-out is yet to be shown"``)."""
    from popejoan.storage.saves import end_unseen

    if info.finished:
        finished = t("save_finished", n=info.deals_played)
        return t("save_end_unseen", finished=finished) if end_unseen(info) else finished
    if info.deal_number is not None:
        return t("save_in_deal", number=info.deal_number)
    if info.deals_played == 0:
        return t("save_not_dealt")
    return t("deals_played_count", n=info.deals_played)


def standing_line(info: SaveInfo) -> str:
    """Where a saved session stands, with its deals played, for the list of saves:
    ``"Deal 4 in play · 3 deals played"``, ``"2 deals played · next, deal 3"``, ``"Finished after 12 deals"``."""
    if info.finished or info.deals_played == 0:
        text = where_it_stands(info)
    elif info.deal_number is not None:
        text = " · ".join((where_it_stands(info), deals_played(info.deals_played)))
    else:
        text = " · ".join((deals_played(info.deals_played), t("save_next_deal", number=info.deals_played + 1)))
    return text[:1].upper() + text[1:]


def deals_played(n: int) -> str:
    """``"1 deal played"`` / ``"3 deals played"``."""
    return t("deals_played_count", n=n)


def deals_word(n: int) -> str:
    """``"1 deal"`` / ``"12 deals"``."""
    return t("deal_count", n=n)


def players_line(info: SaveInfo) -> str:
    """The players of a saved session, in seat order, each with their fish written the language's way
    (``"Ann 1,230 · Mrs Bennet -4"``; :func:`popejoan.ui.i18n.number`); a seat the save holds no fish for is named
    as the list of saves names it (:func:`seat_word`: ``"Mrs Bennet (Hard)"``)."""
    names = shown_names(info)
    return " · ".join(f"{names[i]} {number(info.balances[i])}" if i < len(info.balances)
                      else seat_word(seat, names[i]) for i, seat in enumerate(info.players))


def shown_names(info: SaveInfo) -> list[str]:
    """A saved session's players' names in seat order as every screen shows them: a default name in the interface
    language whatever language it was saved in (:func:`popejoan.ui.setup.native_names`), a typed name as typed."""
    from popejoan.ui.setup import native_names

    return native_names([seat.name for seat in info.players])


def seat_word(seat: SeatInfo, name: str | None = None) -> str:
    """One seat of a saved session as the list of saves names it: a person by their name, a computer by its name
    and level (``"Mrs Bennet (Hard)"``). A seat saved without a kind (by another program) is a person's, as
    :func:`setup_of` takes it. ``name``: the name to show (:func:`shown_names`), default the saved one."""
    name = seat.name if name is None else name
    if seat.kind == "computer":
        return t("seat_computer", name=name, level=level_name(seat.level or "normal"))
    return name


def seat_runs(info: SaveInfo) -> list[list[str]]:
    """Who sat at a saved session's table, in seat order, in runs of people and of computers side by side:
    ``[["Ann", "Ben"], ["Mrs Bennet (Hard)", "Mr Pickwick (Expert)"], ["Cy"]]``."""
    runs: list[list[str]] = []
    last: bool | None = None
    names = shown_names(info)
    for seat, name in zip(info.players, names):
        computer = seat.kind == "computer"
        if computer is not last:
            runs.append([])
            last = computer
        runs[-1].append(seat_word(seat, name))
    return runs


def seats_line(info: SaveInfo, shown: int | None = None) -> str:
    """Who sat, in seat order: within a run of people or of computers the seats are parted by commas, between
    runs by a dot (``"Ann, Ben · Mrs Bennet (Hard), Mr Pickwick (Expert)"``).

    Args:
        info: the save.
        shown: name only the first ``shown`` seats, whole, then say how many more there are
            (``"Ann, Ben · Mrs Bennet (Hard) and 3 more"``); ``None``: every seat.
    """
    total = len(info.players)
    shown = total if shown is None else max(0, min(shown, total))
    out = ""
    k = 0
    for run in seat_runs(info):
        for i, word in enumerate(run):
            if k == shown:
                break
            out += (t("seats_comma") if i else (" · " if out else "")) + word
            k += 1
    if shown < total:
        out = t("seats_more", seats=out, n=total - shown)
    return out


def quoted_name(name: str) -> str:
    """A session's name as the players gave it, in the interface language's quotation marks
    (``“Christmas at Grandma's”``, ``«…»``, ``「…」``)."""
    return t("quoted_name", name=name)


def named_line(name: str | None, rest: str, size_px: int, width: int, *, joint: str = "  ·  ",
               language: str | None = None, **style: bool) -> str:
    """A line naming a session: its quoted name (:func:`quoted_name`), then ``rest`` (the ruleset, where it
    stands), fitted to ``width`` pixels at ``size_px`` by cutting the name alone with "…", so that ``rest``
    stays whole (a name cut to less than three letters: the whole line is cut from its end instead).

    Args:
        name: the session's name, or None when it has none: then ``rest`` alone, as it was before names
            (cut with "…" only if it does not fit).
        rest: what follows the name, drawn whole.
        size_px: the text's size, window pixels.
        width: the room, window pixels.
        joint: what lies between the name and ``rest``.
        language: the font ``rest`` alone is measured with (default: the interface language's, as
            :func:`popejoan.ui.theme.ellipsize`); a line with a name is measured in its own script
            (:func:`popejoan.ui.theme.language_of`), as it is to be drawn.
        style: ``bold`` / ``italic``, as drawn.

    Returns:
        The line as it is to be drawn (``“Christmas at Gra…”  ·  Pope Joan (Parlett), deal 7``).
    """
    if not name:
        return theme.ellipsize(rest, size_px, width, language, **style)
    line = quoted_name(name) + joint + rest
    language = theme.language_of(line)
    if theme.measure(line, size_px, language, **style)[0] <= width:
        return line
    for keep in range(len(name) - 1, 2, -1):  # the name, shorter and shorter, with "…" where it is cut
        line = quoted_name(name[:keep].rstrip() + "…") + joint + rest
        if theme.measure(line, size_px, language, **style)[0] <= width:
            return line
    return theme.ellipsize(quoted_name(name[:3] + "…") + joint + rest, size_px, width, language, **style)


def problem_words(problem: SaveError) -> Words:
    """What is wrong with a save, in the interface language whenever it is read.

    In English, the engine's own sentence (:attr:`SaveError.problem`, the most
    detail: which deal, which field); in another language, its kind
    (:attr:`SaveError.kind`, :data:`popejoan.engine.errors.SAVE_PROBLEM_KINDS`)
    in that language's words, with the system's reason where there is one.
    Either way it starts in lower case, to follow a colon.
    """
    def render() -> str:
        if language() == "en":
            return problem.problem
        return t("save_why_" + problem.kind, reason=problem.reason or "?")
    return Words(render=render)


def refusal(problem: SaveError, key: str) -> Words:
    """A refused resume, rename or delete in words: for a session open in another window (``kind``
    ``"in_use"``) the words for that (what to do: play it there, or close that window), else notice ``key``
    (``"save_refused"``, ``"rename_failed"``, ``"delete_failed"``) with what is wrong (:func:`problem_words`)."""
    if problem.kind == "in_use":
        return Notice({"save_refused": "session_in_use", "rename_failed": "session_in_use_rename",
                       "delete_failed": "session_in_use_delete"}.get(key, "session_in_use"))
    return Notice(key, problem=problem_words(problem))


def problem_lines(problem: SaveError) -> tuple[str, str]:
    """A refused save in words: (its file's name, what is wrong and where it was kept), in the interface language."""
    from popejoan.engine.errors import NewerSaveError

    name = Path(problem.file).name if problem.file else t("save_unknown_file")
    what = str(problem_words(problem))
    what = what[:1].upper() + what[1:]
    if problem.not_moved is not None:
        what = t("save_and_then", problem=what, then=t("save_not_moved", reason=problem.not_moved))
    elif problem.kept_as:
        what = t("save_and_then", problem=what, then=t("save_kept_as", name=problem.kept_as))
    elif isinstance(problem, NewerSaveError):
        what = t("save_and_then", problem=what, then=t("save_left_for_newer"))
    return name, what
