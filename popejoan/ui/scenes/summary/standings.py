"""The standings' arithmetic: each seat's change in fish, its place, its fish deal by deal, and where its line
lies on the chart.

Plain data and functions, with no pygame in them (an import contract in ``.importlinter`` keeps it so): the
scene (:mod:`popejoan.ui.scenes.summary.scene`) and the chart (:mod:`popejoan.ui.scenes.summary.chart`) draw
what these work out. Nothing here says anything in words (:mod:`popejoan.ui.scenes.summary.words`) nor lays
anything out (:mod:`popejoan.ui.scenes.summary.plan`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

from popejoan.engine.events import ChipsHanded, Event, StakePut, StakeTaken

if TYPE_CHECKING:
    from popejoan.engine.session import DealRecord, Session
    from popejoan.engine.state import Deal


def net_change(events: Iterable[Event], players: int) -> list[int]:
    """Each seat's change in fish over ``events`` (stakes put, stakes taken, chips handed)."""
    delta = [0] * players
    for e in events:
        if isinstance(e, StakePut):
            delta[e.seat] -= e.chips
        elif isinstance(e, StakeTaken):
            delta[e.seat] += e.chips
        elif isinstance(e, ChipsHanded):
            delta[e.payer] -= e.chips
            delta[e.payee] += e.chips
    return delta


def standing_ranks(balances: list[int]) -> list[str]:
    """Each seat's place in the standings, ties sharing it: ``["1=", "3.", "1=", "4."]`` for 20, 12, 20, 5."""
    out = []
    for value in balances:
        place = 1 + sum(1 for other in balances if other > value)
        tied = sum(1 for other in balances if other == value) > 1
        out.append(f"{place}=" if tied else f"{place}.")
    return out


def balance_series(session: Session, deal: Deal | DealRecord | None = None) -> list[list[int]]:
    """Each seat's fish before the first deal and after each deal since.

    Args:
        session: the session (its ``history`` holds each finished deal's balances).
        deal: the deal just ended, when the session has not recorded it yet.

    Returns:
        One list per seat: ``[start, after deal 1, after deal 2, ...]``.
    """
    players = len(session.names)
    afters: list[list[int]] = [list(r.balances) for r in session.history]
    events: list[list[Event]] = [list(r.events) for r in session.history]
    numbers = [r.number for r in session.history]
    if deal is not None and deal.number not in numbers:
        afters.append(list(deal.balances))
        events.append(list(deal.events))
    if not afters:
        return [[b] for b in session.balances]
    first_delta = net_change(events[0], players)
    start = [a - d for a, d in zip(afters[0], first_delta)]
    return [[start[s]] + [after[s] for after in afters] for s in range(players)]


def chart_lines(series: list[list[int]], to_xy: Callable[[int, float], tuple[int, int]],
                spread: int) -> list[list[tuple[int, int]]]:
    """Each seat's points on the fish-by-deal chart (window pixels), set apart where lines would lie on top of
    each other.

    Where several seats had the same fish at a deal, their points there are moved up and down by ``spread``
    pixels each, in seat order, centred on the true value (two seats: about ``spread / 2`` above and below), so
    a segment two seats share exactly is drawn as two lines side by side, and neither hides the other.

    Args:
        series: each seat's fish, before the first deal and after each deal (:func:`balance_series`).
        to_xy: a point's index and value to window pixels.
        spread: pixels between two seats' lines where they coincide.

    Returns:
        One list of points per seat, in seat order.
    """
    lines = [[to_xy(i, v) for i, v in enumerate(values)] for values in series]
    length = max((len(values) for values in series), default=0)
    for i in range(length):
        groups: dict[int, list[int]] = {}
        for seat, values in enumerate(series):
            if i < len(values):
                groups.setdefault(values[i], []).append(seat)
        for seats in groups.values():
            if len(seats) < 2:
                continue
            for j, seat in enumerate(seats):
                x, y = lines[seat][i]
                lines[seat][i] = (x, y + round((j - (len(seats) - 1) / 2) * spread))
    return lines


def chart_order(players: int, people: set[int]) -> list[int]:
    """The order the chart draws the seats' lines in: the computers' first, then the people's (on top)."""
    return [seat for seat in range(players) if seat not in people] + [seat for seat in range(players) if seat in people]


