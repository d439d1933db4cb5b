"""Saving the session in play, and the app's saved sessions.

Every session the game starts is saved as it is played (README, "Saved
sessions"). :class:`Saving` is the app's one door to the folder of saves: a
:class:`~popejoan.saves.SaveStore` (listing, resuming, deleting) and one
background :class:`~popejoan.saves.SaveWriter`, made on first use so the
title's first frame waits for neither.

The session in play has a :class:`SessionSaver`. The app asks it once a frame,
after the top scene's update (:meth:`Saving.tick`), whether the session has
moved on: a deal started, a decision taken (a lead, an answer to a Pope
offer), a deal ended and recorded, the share-out dealt. Each change, whichever
scene made it (the table, the summary's share-out), is submitted as a
snapshot (about 0.02 ms on the UI thread) in the frame it happens; the writer
thread encodes and writes it, so a frame never waits on the disk. A frame
makes at most one decision, so every action gets its own save. When the
window closes the writer is flushed and closed (:meth:`Saving.close`, from
the app's way out).

The session in play is held (:meth:`popejoan.saves.SaveStore.hold`) from the
moment it is started or taken up until it is left (the menu, another session,
deleting it) or the app closes; the system lets go if the process dies. A
second window of the game is refused it in words (:func:`refusal`) before
anything is written, so it can never write an older state over the first
window's play. A finished session needs no hold: its standings open in any
number of windows.

A write that fails (a full disk, a folder without permission) is reported in
words: :meth:`Saving.tick` polls the writer about once a second and
:meth:`Saving.draw` lays a slip saying so over whatever is on screen.

This module imports nothing heavy at import time; the engine and the saves
module are imported when a session is started, resumed or listed.
"""

from __future__ import annotations

import copy
from datetime import datetime, timedelta
from pathlib import Path
from typing import TYPE_CHECKING, Any, Optional

import pygame

from popejoan.ui import theme
from popejoan.ui.i18n import babel_locale, language, level_name, number, t
from popejoan.ui.settings import Notice, Words

if TYPE_CHECKING:
    from popejoan.engine.errors import SaveError
    from popejoan.engine.session import Session
    from popejoan.saves import SaveInfo, SaveStore, SaveWriter, SeatInfo, SessionHold
    from popejoan.ui.setup import GameSetup

POLL_MS = 1000.0
"""How often (real milliseconds) the writer is asked whether a save failed."""
FAILURE_SHOWN_MS = 9000.0
"""How long (real milliseconds) a failed save's slip stays on screen after the last failure."""
CLOSE_TIMEOUT_S = 2.0
"""How long (seconds) closing the window waits at most for the last saves to reach the disk."""
FOLDER_PROBLEMS = ("folder_unreadable", "not_a_folder")
"""The kinds of save problem (:data:`popejoan.engine.errors.SAVE_PROBLEM_KINDS`) that are the folder's, not one
file's: while one stands, no save can be listed or written."""
NEW_ID_TRIES = 5
"""How many new save ids a new session tries to hold before it is played unguarded (another window takes a new
id only by a one-in-millions chance; a lock that keeps failing must not freeze the window)."""
UNSAVED_WAIT_S = 0.5
"""How long (seconds) asking whether the session in play is saved waits at most for its newest write."""


def seat_records(setup: "GameSetup") -> list[dict[str, Any]]:
    """What a save keeps of each seat: ``{"kind": "human"}`` or ``{"kind": "computer", "level": "hard"}``."""
    return [{"kind": "computer", "level": seat.level} if seat.is_computer else {"kind": "human"}
            for seat in setup.seats]


def setup_of(session: "Session") -> "GameSetup":
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


def progress(session: "Session") -> tuple[int, int, int, bool, bool]:
    """Where a session stands, as a key that changes with every action that changes the session.

    Returns:
        ``(deals played, the deal in progress's number or 0, decisions taken in it, whether it is over,
        whether the session is finished)``.
    """
    deal = session.deal
    if deal is None:
        return session.deals_played, 0, 0, False, session.finished
    return session.deals_played, deal.number, len(deal.actions), deal.over, session.finished


def decisions(session: "Session") -> int:
    """Every decision taken in a session so far, all deals together (a lead, or an answer to a Pope offer)."""
    done = sum(len(record.actions) for record in session.history)
    return done + (len(session.deal.actions) if session.deal is not None else 0)


class SessionSaver:
    """Saves one session as it is played, through the app's writer.

    Args:
        writer: the background writer.
        save_id: the save's id (``SaveStore.new_id()`` for a new session, the same id when resumed).
        session: the session in play.

    Attributes:
        saved: the :func:`progress` last submitted, or None before the first save.
        submitted: snapshots submitted so far.
    """

    def __init__(self, writer: "SaveWriter", save_id: str, session: "Session") -> None:
        self.writer = writer
        self.save_id = save_id
        self.session = session
        self.saved: Optional[tuple[int, int, int, bool, bool]] = None
        self.submitted = 0
        self.notes: Optional[dict[str, Any]] = None  # the session's notes as last submitted

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
        return True


class Saving:
    """The app's saved sessions: the folder, the background writer, the session in play, problems in words.

    Args:
        folder: the folder of saves (default: ``saves`` in the user data folder, or in
            ``$POPEJOAN_DATA_DIR``; read when first needed).

    Attributes:
        enabled: whether sessions started or resumed are saved (off for screenshots).
        saver: the saver of the session in play, or None.
        hold: this window's hold on the session in play (:class:`~popejoan.saves.SessionHold`), or None.
        problems: the saves refused so far in this run (each a ``SaveError`` in words, naming the file
            it was kept aside as), for the menu and the list of saved sessions.
        kept_aside: the files kept aside before this run (``*.json.bad`` ...), as last listed: the list of saved
            sessions names them, so that a save refused once is not forgotten after a restart.
        failure: the last failed write, in words, while its slip is shown; None otherwise.
        was_saved: a session in play was saved as the app left it (the menu says so).
    """

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder
        self.enabled = True
        self.saver: Optional[SessionSaver] = None
        self.hold: Optional["SessionHold"] = None
        self.problems: list["SaveError"] = []
        self.kept_aside: list[Path] = []
        self.failure: Optional[Words] = None
        self.was_saved = False
        self._store: Optional["SaveStore"] = None
        self._writer: Optional["SaveWriter"] = None
        # sessions left whose hold waits for their last snapshot to land (a slow disk), by save id
        self._letting_go: dict[str, "SessionHold"] = {}
        # each session taken up, as its file stood then (popejoan.saves.file_stamp), by save id: a hold taken again
        # finds whether another window has written it since (_keep_hold)
        self._loaded: dict[str, Any] = {}
        self._poll_ms = 0.0
        self._failure_ms = 0.0

    # --- the folder and the writer

    @property
    def store(self) -> "SaveStore":
        """The folder of saves (made on first use)."""
        if self._store is None:
            from popejoan.saves import SaveStore

            self._store = SaveStore(self.folder)
        return self._store

    @property
    def writer(self) -> "SaveWriter":
        """The background writer (started on first use; started again after :meth:`close`)."""
        if self._writer is None:
            from popejoan.saves import SaveWriter

            self._writer = SaveWriter(self.store)
        return self._writer

    # --- sessions

    def new_session(self, setup: "GameSetup") -> "Session":
        """A new session for ``setup``, saved from now on under a new id (it never replaces another save).

        Raises:
            PopeJoanError: the engine refuses the setup.
        """
        from popejoan.engine.session import Session

        session = Session(setup.ruleset, setup.names, chips=setup.chips, seed=setup.seed,
                          seats=seat_records(setup), meta={"deals": setup.deals})
        self.leave()
        if self.enabled:
            self.saver = SessionSaver(self.writer, self._new_held_id(), session)
        return session

    def _new_held_id(self) -> str:
        """A new save id, held (:attr:`hold`). A new id is nobody's; should another window have just taken it,
        another id, up to :data:`NEW_ID_TRIES`; a lock that keeps failing leaves the last id unguarded."""
        from popejoan.engine.errors import SaveError

        for _ in range(NEW_ID_TRIES):
            save_id = self.store.new_id()
            try:
                self.hold = self.store.hold(save_id)
                break
            except SaveError:
                continue
        return save_id

    def load(self, save_id: str) -> "Session":
        """A saved session, replayed and checked (nothing is saved until :meth:`play_on`).

        Raises:
            SaveError: the save is refused (the message says why and where the file was kept aside).
        """
        from popejoan.engine.errors import SaveError

        try:
            return self.store.load(save_id)
        except SaveError as exc:
            self._note(exc)
            raise

    def claim(self, save_id: str) -> Optional["SessionHold"]:
        """Hold saved session ``save_id`` for this window, before it is loaded to be played on (:meth:`play_on`).

        Returns:
            The hold (this window's hold already, when the session is the one in play); None when sessions are
            not saved (:attr:`enabled` off: nothing is written, so nothing needs holding).

        Raises:
            SaveError: ``kind`` ``"in_use"``: another window plays the session; nothing was read or written.
        """
        if not self.enabled:
            return None
        if self.hold is not None and self.hold.save_id == save_id:
            return self.hold
        lingering = self._letting_go.pop(save_id, None)
        if lingering is not None:  # left a moment ago, its last snapshot still on its way: this window holds it
            return lingering
        return self.store.hold(save_id)

    def play_on(self, save_id: str, session: "Session", hold: Optional["SessionHold"] = None) -> None:
        """``session`` (loaded from ``save_id``) is played on: save it under the same id from now on.

        Args:
            save_id: the save's id.
            session: the session loaded from it.
            hold: the hold taken before loading it (:meth:`claim`); taken now when None.

        Raises:
            SaveError: ``kind`` ``"in_use"``: no hold was given and another window plays the session (nothing
                changes: the session in play, if any, is still in play).
        """
        if hold is None:
            hold = self.claim(save_id)
        self.leave(keep=hold)
        if self.enabled:
            from popejoan.saves import file_stamp

            self.hold = hold
            self.saver = SessionSaver(self.writer, save_id, session)
            self.saver.saved = progress(session)  # as it stands on disk
            self.saver.notes = copy.deepcopy(dict(session.meta))
            self._loaded[save_id] = file_stamp(self.store.path(save_id))  # the file as it was taken up

    def list(self) -> tuple[list["SaveInfo"], list["SaveError"]]:
        """Every saved session, newest first, and the saves refused now (also kept in :attr:`problems`; a folder
        that cannot be read is one problem, of a kind in :data:`FOLDER_PROBLEMS`, kept only until it is read)."""
        from popejoan.engine.errors import SaveError

        if self._writer is not None:  # a session just left is on the disk before it is listed
            self._writer.flush(CLOSE_TIMEOUT_S)
        try:
            saves, problems = self.store.list_saves()
        except SaveError as exc:  # the folder itself cannot be read
            saves, problems = [], [exc]
        # a folder put right since it was last listed is no longer a problem
        self.problems = [p for p in self.problems if p.kind not in FOLDER_PROBLEMS]
        for problem in problems:
            self._note(problem)
        told = {p.kept_as for p in self.problems if p.kept_as}  # kept aside in this run: said with its reason
        try:
            self.kept_aside = [path for path in self.store.kept_aside() if path.name not in told]
        except OSError:  # the folder went meanwhile, or cannot be read: said as the folder's problem
            self.kept_aside = []
        return saves, problems

    @property
    def folder_problems(self) -> list["SaveError"]:
        """The problems of :attr:`problems` that are the folder's own (:data:`FOLDER_PROBLEMS`: it cannot be read,
        or a file stands in its place): while one stands, no save can be listed or written."""
        return [p for p in self.problems if p.kind in FOLDER_PROBLEMS]

    def delete(self, save_id: str) -> None:
        """Delete a saved session (the player asked to); a pending write of it is dropped first. The session in
        play, if it is that one, is no longer saved and its hold is let go.

        Raises:
            SaveError: the file cannot be removed; or another window plays the session (``kind`` ``"in_use"``:
                nothing is deleted).
        """
        hold = self.hold if self.hold is not None and self.hold.save_id == save_id else None
        if self._writer is not None:
            self._writer.delete(save_id, hold)
        else:
            self.store.delete(save_id, hold)
        if hold is not None:  # deleted: the hold went with it
            self.hold = None
        if self.saver is not None and self.saver.save_id == save_id:
            self.saver = None

    def rename(self, save_id: str, name: str) -> "SaveInfo":
        """Give a saved session the players' own name (:meth:`~popejoan.saves.SaveStore.rename`).

        Snapshots waiting to be written reach the disk first, so the name is put in the newest save; a session
        in play under that id takes the name into its notes, so that its next snapshots keep it.

        Returns:
            The save's summary with its new name.

        Raises:
            ValueError: the name is empty, only spaces, too long or holds a control character.
            SaveError: the save cannot be read, or the new name cannot be written (the save stays as it was),
                or the writer did not finish the snapshots waiting within :data:`CLOSE_TIMEOUT_S` seconds
                (``kind`` ``"busy"``: nothing renamed), or another window plays the session (``kind``
                ``"in_use"``: nothing renamed).
        """
        from popejoan.engine.errors import SaveError
        from popejoan.saves import NAME_KEY, session_name

        name = session_name(name)
        if self._writer is not None and not self._writer.flush(CLOSE_TIMEOUT_S):
            # a snapshot still waiting to be written would land after the rename, without the name
            raise SaveError("the session is still being saved: try again in a moment",
                            str(self.store.path(save_id)), kind="busy")
        info = self.store.rename(save_id, name, self.hold)
        if self.saver is not None and self.saver.save_id == save_id:
            self.saver.session.meta[NAME_KEY] = name
        return info

    def end_seen(self, session: "Session", save_id: Optional[str] = None) -> None:
        """The players have been shown ``session``'s share-out to its last fish: take the session's note that they
        had not (:data:`~popejoan.saves.END_UNSEEN_KEY`) out of it and out of its save, so that Continue no
        longer offers it. The session in play is saved again at once; a finished one opened from the list
        (``save_id``) has its file's notes changed. A save that cannot be written is a problem in the list, not
        an error: the worst is that Continue shows the standings once more.

        Args:
            session: the finished session.
            save_id: its save, when it is not the session in play (a finished session opened again).
        """
        from popejoan.engine.errors import SaveError
        from popejoan.saves import END_UNSEEN_KEY

        if session.meta.pop(END_UNSEEN_KEY, None) is None:
            return
        saver = self.saver
        try:
            if saver is not None and saver.session is session:
                self._submit(force=True)  # (its hold made sure of first, as every write of the session in play)
            elif save_id is not None and self.enabled:
                if self._writer is not None:  # a snapshot still on its way would bring the note back
                    self._writer.flush(CLOSE_TIMEOUT_S)
                self.store.note(save_id, {END_UNSEEN_KEY: None})
        except SaveError as exc:
            if exc.kind != "in_use":  # another window has it open: that window takes the note out
                self._note(exc)

    def _note(self, problem: "SaveError") -> None:
        if not any(str(p) == str(problem) for p in self.problems):
            self.problems.append(problem)

    # --- each frame, and leaving

    def tick(self, dt_ms: float) -> None:
        """Once a frame: save the session in play if it moved on; about once a second, ask for failed writes."""
        saver = self.saver
        if saver is not None and saver.due():
            try:
                self._submit()
            except Exception as exc:  # noqa: BLE001 - saving must never stop the game; say so instead
                self._fail(exc)
        if self._failure_ms > 0:
            self._failure_ms = max(0.0, self._failure_ms - dt_ms)
            if self._failure_ms == 0:
                self.failure = None
        self._poll_ms += dt_ms
        if self._poll_ms >= POLL_MS and self._writer is not None:
            self._poll_ms = 0.0
            errors = self._writer.errors()
            if errors:
                self._fail(errors[-1])

    def notes_as_saved(self, session: "Session") -> None:
        """Count ``session``'s notes as they stand now as saved, when it is the session in play: a note the table
        adds on taking up a session (how far it shows the deal: everything, or what it showed before) says
        nothing the save does not, so leaving again writes nothing for it (and the session keeps its place in
        the list)."""
        saver = self.saver
        if saver is not None and saver.session is session:
            saver.notes = copy.deepcopy(dict(session.meta))

    def save_notes(self) -> None:
        """Save the session in play once more if its notes changed since its last snapshot (the table has shown
        every play made so far: ``meta["shown"]``), so that a game stopped hard from now on (a crash, a power cut)
        does not show those plays again as never seen. At most one snapshot more a decision."""
        saver = self.saver
        if saver is None or not saver.notes_changed():
            return
        try:
            self._submit(force=True)
        except Exception as exc:  # noqa: BLE001 - saving must never stop the game; say so instead
            self._fail(exc)

    def _submit(self, force: bool = False) -> bool:
        """Submit a snapshot of the session in play (if it moved on, or ``force``), its hold made sure of first
        (:meth:`_keep_hold`). Returns whether one was submitted.

        Raises:
            SaveError: the writer is closed.
        """
        self._keep_hold()
        saver = self.saver
        return saver is not None and saver.save(force)

    def _keep_hold(self) -> None:
        """Make sure this window still holds the session in play before writing it, so that it never writes over
        another window's play of it.

        A hold may have stopped guarding the session (:meth:`~popejoan.saves.SessionHold.intact`): the folder
        was read-only when it was taken (no lock file could be made) and is writable now, or the folder of saves
        was deleted under the game. It is taken again; and if another window has taken the session up meanwhile
        (it found no lock): holds it still, or has written it since this window last did (it played and left:
        the file's stamp, :func:`popejoan.saves.file_stamp`, is not this window's), this window's play goes on as
        a session of its own, under a new id, and a slip says so (:meth:`_own_way`): both plays are kept, neither
        written over the other. Waits up to :data:`CLOSE_TIMEOUT_S` for this window's own snapshots on their way,
        only when the hold is taken again.
        """
        from popejoan.engine.errors import SaveError

        saver, hold = self.saver, self.hold
        if saver is None or not self.enabled or (hold is not None and hold.intact()):
            return
        try:
            again = self.store.hold(saver.save_id)
        except SaveError as exc:
            if exc.kind == "in_use":
                self._own_way(saver)
            return
        if not again.held:  # still no lock can be made in this folder: play goes on unguarded (a write there
            again.release()  # fails, and says so)
            return
        if hold is not None:
            hold.release()
        self.hold = again
        # held again: but another window may have taken the session up and left it meanwhile, its play on the
        # disk; this window's own snapshots on their way land first, then the file must be as it last left it
        from popejoan.saves import file_stamp

        if self._writer is not None:
            self._writer.flush(CLOSE_TIMEOUT_S)
        ours = (self._writer.stamp(saver.save_id) if self._writer is not None else None) or \
            self._loaded.get(saver.save_id)
        now = file_stamp(self.store.path(saver.save_id))
        if now is not None and now != ours:
            self._own_way(saver)

    def _own_way(self, saver: SessionSaver) -> None:
        """Another window plays (or has played) the session in play: it took it up while this window could not
        hold it. Go on saving this window's play under a new id, held, and say so."""
        old, self.hold = self.hold, None
        if old is not None:
            old.release()
        self.saver = SessionSaver(self.writer, self._new_held_id(), saver.session)
        self.warn(Notice("save_own_way"))

    def listed_as(self, session: Any) -> Optional[str]:
        """What ``session`` is called where it is played (the table's head, the pause menu, the summaries), as the
        list of saved sessions calls it (:attr:`popejoan.saves.SaveInfo.listed_as`): the players' name for it,
        else, for the session in play, the name of a file the player copied or renamed; None: by its ruleset."""
        from popejoan.saves import made_by_the_game, name_in

        name = name_in(getattr(session, "meta", {}))
        saver = self.saver
        if name is None and saver is not None and saver.session is session and not made_by_the_game(saver.save_id):
            return saver.save_id
        return name

    def warn(self, words: Words) -> None:
        """Lay the slip over whatever is on screen for a while with ``words``: something the players chose was not
        kept (the settings could not be written), said where they are, as a failed save is."""
        self.failure = words
        self._failure_ms = FAILURE_SHOWN_MS

    def _fail(self, problem: Exception) -> None:
        """Say for a while that saving failed (what went wrong: a ``SaveError`` in words, else its text)."""
        from popejoan.engine.errors import SaveError

        if isinstance(problem, SaveError):
            self.failure = Notice("save_failed", problem=problem_words(problem), folder=self._folder_of(problem))
        else:
            self.failure = Notice("save_failed", problem=Words(str(problem)), folder=str(self.store.folder))
        self._failure_ms = FAILURE_SHOWN_MS

    def unsaved(self) -> Optional["SaveError"]:
        """Why the session in play is not saved as it stands, or None: it is, or no session is in play.

        Asked before the players leave it (Quit, the window closed, back to the menu): the session is
        submitted if it moved on, and its write waited for at most :data:`UNSAVED_WAIT_S` seconds (a write
        still under way then counts as saved: closing waits for it, :data:`CLOSE_TIMEOUT_S`). Only a write
        the disk refused, and no later one that reached it, makes it unsaved (a read-only folder, a full
        disk, a file where the folder should be); such a session is written once more first, so a folder put
        right since counts at once.
        """
        from popejoan.engine.errors import SaveError

        saver = self.saver
        if saver is None:
            return None
        writer = self._writer
        # a session the disk refused is tried once more: the folder may have been put right since
        retry = writer is not None and writer.unsaved(saver.save_id) is not None
        try:
            if retry or saver.due():
                self._submit(force=retry)
        except SaveError as exc:  # the writer is closed: nothing more can reach the disk
            return exc
        except Exception as exc:  # noqa: BLE001 - asked on the way out: said as a save that failed, never raised
            return SaveError(f"the session could not be saved ({type(exc).__name__}: {exc})",
                             str(self.store.path(saver.save_id)), kind="internal")
        saver = self.saver or saver  # (a session of its own now, if another window took this one up)
        if writer is None:
            return None
        if not writer.flush(UNSAVED_WAIT_S):  # still writing (a slow disk): counted as saved, and closing waits
            return None
        return writer.unsaved(saver.save_id)

    def _folder_of(self, problem: "SaveError") -> str:
        """The folder a save problem is about, as a path to show: the folder of saves itself for a problem with
        the folder, else the folder of the file it names (the store's folder when it names none)."""
        if problem.file is None:
            return str(self.store.folder)
        path = Path(problem.file)
        return str(path if problem.kind in FOLDER_PROBLEMS else path.parent)

    def _left(self) -> tuple[bool, Optional["SessionHold"], Optional[str]]:
        """Save the session in play as it stands, and no longer play it.

        Returns:
            Whether it was unfinished (it can be continued) and saved now, its hold (not let go yet: the
            caller does, once the disk has its last snapshot) and its save id (None when none was in play).
        """
        saver = self.saver
        if saver is None:
            hold, self.hold = self.hold, None
            return False, hold, None
        try:
            if saver.due() or saver.notes_changed():  # (the table's note of how far it has shown the deal)
                self._submit(force=True)
            failed = False
        except Exception as exc:  # noqa: BLE001 - saving must never stop the game; say so instead
            self._fail(exc)
            failed = True
        # (the session may be saved under an id of its own now: another window took this one up, _keep_hold)
        saver, hold = self.saver or saver, self.hold
        self.saver = self.hold = None
        return (not failed and not saver.session.finished), hold, saver.save_id

    def leave(self, keep: Optional["SessionHold"] = None) -> bool:
        """The session in play is left (back to the menu, another session): save it as it stands, and let go of
        its hold once its last snapshot is on the disk, so that another window taking it up reads the newest
        save (a write slower than :data:`CLOSE_TIMEOUT_S` seconds: the writer lets go of it when it is done).

        Args:
            keep: a hold not to let go (the same session, taken up again).

        Returns:
            Whether there was an unfinished session in play (it can be continued).
        """
        unfinished, hold, save_id = self._left()
        if hold is not None and hold is not keep:
            writer = self._writer
            if writer is None or save_id is None or writer.flush(CLOSE_TIMEOUT_S):
                hold.release()
            else:  # the disk is slow: still held until the newest snapshot has landed
                self._letting_go[save_id] = hold

                def let_go(hold: "SessionHold" = hold, save_id: str = save_id) -> None:
                    # (on the writer's thread; unless taken up again meanwhile: see claim)
                    if self._letting_go.pop(save_id, None) is hold:
                        hold.release()

                writer.when_written(save_id, let_go)
        return unfinished

    def held_elsewhere(self, save_id: str) -> bool:
        """Whether another window of the game plays saved session ``save_id`` now, so that this one may not take it
        up (the menu's Continue card passes it over; the list of saved sessions says so on its row).

        This window's own hold never counts: the session in play, or one just left whose last snapshot is still on
        its way to a slow disk (:meth:`claim` takes that hold over). One try at the session's lock, no wait
        (:meth:`~popejoan.saves.SaveStore.held_elsewhere`); the hold taken on resuming is what refuses.
        """
        if not self.enabled or save_id in self._letting_go or (self.hold is not None and self.hold.save_id == save_id):
            return False
        from popejoan.engine.errors import SaveError

        try:
            return self.store.held_elsewhere(save_id)
        except SaveError:  # not a save's id: nobody holds it
            return False

    def close(self, timeout: float = CLOSE_TIMEOUT_S) -> bool:
        """The app is closing (the window, Quit, SIGTERM): save the session in play and wait for the disk; its
        hold is let go after (the process ending lets go of it in any case).

        Returns:
            True when every save reached the disk within ``timeout`` seconds.
        """
        unfinished, hold, _ = self._left()
        self.was_saved = unfinished or self.was_saved
        writer, self._writer = self._writer, None
        try:
            return True if writer is None else writer.close(timeout)
        finally:
            if hold is not None:
                hold.release()

    # --- telling the players

    def draw(self, surface: pygame.Surface) -> None:
        """A slip at the top of the window while a save has just failed (nothing otherwise)."""
        if not self.failure:
            return
        L = theme.Layout(surface.get_size())
        size = L.px(15)
        width = L.px(620)
        lines = theme.wrap(str(self.failure), size, width - L.px(28))[:3]
        height = L.px(16) + round(len(lines) * size * 1.3)
        rect = pygame.Rect(0, L.px(10), width, height)
        rect.centerx = surface.get_width() // 2
        slip = pygame.Surface(rect.size, pygame.SRCALPHA)
        slip.fill((*theme.PARCHMENT, 244))
        surface.blit(slip, rect)
        pygame.draw.rect(surface, theme.DEBT, rect, max(1, L.px(2)))
        theme.text_lines(surface, lines, (rect.x + L.px(14), rect.y + L.px(8)), size, theme.INK, line_gap=1.3,
                         shadow=False)


# --- a save in words -------------------------------------------------------------------


def when_played(saved_at: datetime, now: Optional[datetime] = None) -> str:
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


def where_it_stands(info: "SaveInfo") -> str:
    """A saved session's place: ``"deal 3 in play"``, ``"2 deals played"``, ``"finished after 12 deals"`` (and,
    where the window closed during its share-out, ``"…: the share-out is yet to be shown"``)."""
    from popejoan.saves import end_unseen

    if info.finished:
        finished = t("save_finished", n=info.deals_played)
        return t("save_end_unseen", finished=finished) if end_unseen(info) else finished
    if info.deal_number is not None:
        return t("save_in_deal", number=info.deal_number)
    if info.deals_played == 0:
        return t("save_not_dealt")
    return t("deals_played_count", n=info.deals_played)


def standing_line(info: "SaveInfo") -> str:
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


def players_line(info: "SaveInfo") -> str:
    """The players of a saved session, in seat order, each with their fish written the language's way
    (``"Ann 1,230 · Mrs Bennet -4"``; :func:`popejoan.ui.i18n.number`); a seat the save holds no fish for is named
    as the list of saves names it (:func:`seat_word`: ``"Mrs Bennet (Hard)"``)."""
    return " · ".join(f"{seat.name} {number(info.balances[i])}" if i < len(info.balances) else seat_word(seat)
                      for i, seat in enumerate(info.players))


def seat_word(seat: "SeatInfo") -> str:
    """One seat of a saved session as the list of saves names it: a person by their name, a computer by its name
    and level (``"Mrs Bennet (Hard)"``). A seat saved without a kind (by another program) is a person's, as
    :func:`setup_of` takes it."""
    if seat.kind == "computer":
        return t("seat_computer", name=seat.name, level=level_name(seat.level or "normal"))
    return seat.name


def seat_runs(info: "SaveInfo") -> list[list[str]]:
    """Who sat at a saved session's table, in seat order, in runs of people and of computers side by side:
    ``[["Ann", "Ben"], ["Mrs Bennet (Hard)", "Mr Pickwick (Expert)"], ["Cy"]]``."""
    runs: list[list[str]] = []
    last: Optional[bool] = None
    for seat in info.players:
        computer = seat.kind == "computer"
        if computer is not last:
            runs.append([])
            last = computer
        runs[-1].append(seat_word(seat))
    return runs


def seats_line(info: "SaveInfo", shown: Optional[int] = None) -> str:
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


def problem_words(problem: "SaveError") -> Words:
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


def refusal(problem: "SaveError", key: str) -> Words:
    """A refused resume, rename or delete in words: for a session open in another window (``kind``
    ``"in_use"``) the words for that (what to do: play it there, or close that window), else notice ``key``
    (``"save_refused"``, ``"rename_failed"``, ``"delete_failed"``) with what is wrong (:func:`problem_words`)."""
    if problem.kind == "in_use":
        return Notice({"save_refused": "session_in_use", "rename_failed": "session_in_use_rename",
                       "delete_failed": "session_in_use_delete"}.get(key, "session_in_use"))
    return Notice(key, problem=problem_words(problem))


def problem_lines(problem: "SaveError") -> tuple[str, str]:
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


__all__ = [
    "CLOSE_TIMEOUT_S", "FAILURE_SHOWN_MS", "FOLDER_PROBLEMS", "POLL_MS", "UNSAVED_WAIT_S", "SessionSaver", "Saving", "deals_word", "decisions",
    "deals_played", "named_line", "players_line", "problem_lines", "problem_words", "refusal", "quoted_name", "progress", "seat_records", "seat_runs", "seat_word",
    "seats_line", "setup_of", "standing_line",
    "when_played", "where_it_stands",
]
