"""Saving one session as it is played: what a save keeps of the seats, where a session stands, the saver.

Holds :class:`SessionSaver` (submits a snapshot to the writer whenever the session moved on, and hands each deal
that finished, and the session's end, to the statistics ledger just after that snapshot lands), :func:`progress`
(the key that changes with every action), :func:`decisions`, and the seats a save keeps and gives back
(:func:`seat_records`, :func:`setup_of`).

It does not hold the folder, the writer or the session's hold (:mod:`popejoan.ui.autosave.saving`), nor say
anything to the players (:mod:`popejoan.ui.autosave.words`). No pygame.
"""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING

from popejoan.engine.jsontypes import JSONObject

if TYPE_CHECKING:
    from popejoan.engine.session import Session
    from popejoan.storage.saves import SaveWriter
    from popejoan.storage.stats import Ledger
    from popejoan.ui.setup import GameSetup


def seat_records(setup: GameSetup) -> list[dict[str, str]]:
    """What a save keeps of each seat: ``{"kind": "human"}`` or ``{"kind": "computer", "level": "hard"}``."""
    return [{"kind": "computer", "level": seat.level} if seat.is_computer else {"kind": "human"}
            for seat in setup.seats]


def setup_of(session: Session) -> GameSetup:
    """The :class:`~popejoan.ui.setup.GameSetup` of a resumed session: its ruleset, seats, length and seed.

    A seat saved without a ``kind`` (a save made by another program) is a human's.
    """
    from popejoan.ui.setup import GameSetup, Seat

    seats = []
    for name, data in zip(session.names, session.seats):
        if data.get("kind") == "computer":
            seats.append(Seat(name, "computer", str(data.get("level") or "normal")))
        else:
            seats.append(Seat(name, "human"))
    deals = session.meta.get("deals")
    chips = session.starting_chips[0] if session.starting_chips else session.rules.starting_chips
    return GameSetup(ruleset=session.rules, seats=seats, chips=chips,
                     deals=deals if isinstance(deals, int) and deals > 0 else None, seed=session.seed)


def progress(session: Session) -> tuple[int, int, int, bool, bool]:
    """Where a session stands, as a key that changes with every action that changes the session.

    Returns:
        ``(deals played, the deal in progress's number or 0, decisions taken in it, whether it is over,
        whether the session is finished)``.
    """
    deal = session.deal
    if deal is None:
        return session.deals_played, 0, 0, False, session.finished
    return session.deals_played, deal.number, len(deal.actions), deal.over, session.finished


def decisions(session: Session) -> int:
    """Every decision taken in a session so far, all deals together (a lead, or an answer to a Pope offer)."""
    done = sum(len(record.actions) for record in session.history)
    return done + (len(session.deal.actions) if session.deal is not None else 0)


class SessionSaver:
    """Saves one session as it is played, through the app's writer.

    Args:
        writer: the background writer.
        save_id: the save's id (``SaveStore.new_id()`` for a new session, the same id when resumed).
        session: the session in play.
        ledger: the statistics ledger (:mod:`popejoan.storage.stats`), or None to record no statistics. The
            deals the session had finished when it was taken up count as recorded already (a deal the ledger
            lacks is caught up from the save when the ledger is read).

    Attributes:
        saved: the :func:`progress` last submitted, or None before the first save.
        submitted: snapshots submitted so far.
        recorded: the session's deals handed to the ledger (or finished before it was taken up); ``ended``:
            whether its end was.
    """

    def __init__(self, writer: SaveWriter, save_id: str, session: Session, ledger: Ledger | None = None) -> None:
        self.writer = writer
        self.save_id = save_id
        self.session = session
        self.ledger = ledger
        self.recorded = session.deals_played
        self.ended = session.finished
        self.saved: tuple[int, int, int, bool, bool] | None = None
        self.submitted = 0
        self.notes: JSONObject | None = None  # the session's notes as last submitted

    def notes_changed(self) -> bool:
        """Whether the session's notes (``meta``: how far the table has shown the deal, a name ...) changed since
        the last snapshot submitted: the app leaving the session saves it once more then."""
        return self.notes is not None and dict(self.session.meta) != self.notes

    def due(self) -> bool:
        """Whether the session moved on since the last snapshot (:meth:`save` would submit one)."""
        return progress(self.session) != self.saved

    def save(self, force: bool = False) -> bool:
        """Submit a snapshot if the session moved on since the last one (or ``force``).

        Returns:
            Whether a snapshot was submitted.

        Raises:
            SaveError: the writer is closed.
        """
        now = progress(self.session)
        if now == self.saved and not force:
            return False
        self.writer.submit(self.save_id, self.session)
        self.saved = now
        self.notes = copy.deepcopy(dict(self.session.meta))
        self.submitted += 1
        self._record_finished()
        return True

    def _record_finished(self) -> None:
        """Hand the deals finished since the last snapshot (and the session's end) to the ledger, to be written on
        the writer's thread once the snapshot that holds them is on disk (:meth:`SaveWriter.when_written`): the
        save first, so that the ledger never counts a deal the save has not (issue 35)."""
        session, ledger = self.session, self.ledger
        if ledger is None or (session.deals_played <= self.recorded and (self.ended or not session.finished)):
            return
        import time

        from popejoan.storage.stats import Entry, deal_entries, session_end

        at = int(time.time())
        entries: list[Entry] = list(deal_entries(session, self.save_id, at, first=self.recorded))
        end = session_end(session, self.save_id, at) if not self.ended else None
        if end is not None:
            entries.append(end)
        self.recorded = session.deals_played
        self.ended = session.finished

        def record(ledger: Ledger = ledger) -> None:
            try:
                ledger.record(entries)
            except OSError:  # the save has the deal: the ledger catches up from it when it is next read
                pass

        self.writer.when_written(self.save_id, record)
