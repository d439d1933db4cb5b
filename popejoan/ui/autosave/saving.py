"""The app's one door to the folder of saves: :class:`Saving` (the store, the background writer, the session in
play and its hold, problems in words and the slip that shows a failed save).

It does not save one session's snapshots itself (:class:`~popejoan.ui.autosave.saver.SessionSaver` does), nor
word a save (:mod:`popejoan.ui.autosave.words`). Nothing heavy is imported at import time: the engine and the
saves (:mod:`popejoan.storage.saves`) are imported when a session is started, resumed or listed.
"""

from __future__ import annotations

import builtins
import copy
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from popejoan.ui import theme
from popejoan.ui.autosave.saver import SessionSaver, progress, seat_records
from popejoan.ui.autosave.words import problem_words
from popejoan.ui.settings import Notice, Words

if TYPE_CHECKING:
    from popejoan.engine.errors import SaveError
    from popejoan.engine.session import Session
    from popejoan.storage.saves import SaveInfo, SaveStore, SaveWriter, SessionHold
    from popejoan.storage.stats import Ledger
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


class Saving:
    """The app's saved sessions: the folder, the background writer, the session in play, problems in words.

    Args:
        folder: the folder of saves (default: ``saves`` in the user data folder, or in
            ``$POPEJOAN_DATA_DIR``; read when first needed).

    Attributes:
        enabled: whether sessions started or resumed are saved (off for screenshots).
        saver: the saver of the session in play, or None.
        hold: this window's hold on the session in play (:class:`~popejoan.storage.saves.SessionHold`), or None.
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
        self.saver: SessionSaver | None = None
        self.hold: SessionHold | None = None
        self.problems: list[SaveError] = []
        self.kept_aside: list[Path] = []
        self.failure: Words | None = None
        self.was_saved = False
        self._store: SaveStore | None = None
        self._writer: SaveWriter | None = None
        self._ledger: Ledger | None = None
        # sessions left whose hold waits for their last snapshot to land (a slow disk), by save id
        self._letting_go: dict[str, SessionHold] = {}
        # each session taken up, as its file stood then (popejoan.storage.saves.file_stamp), by save id: a hold taken
        # again finds whether another window has written it since (_keep_hold)
        self._loaded: dict[str, tuple[int, int, int] | None] = {}
        self._poll_ms = 0.0
        self._failure_ms = 0.0

    # --- the folder and the writer

    @property
    def store(self) -> SaveStore:
        """The folder of saves (made on first use)."""
        if self._store is None:
            from popejoan.storage.saves import SaveStore

            self._store = SaveStore(self.folder)
        return self._store

    @property
    def letting_go(self) -> dict[str, SessionHold]:
        """The holds on sessions just left whose last write has not landed yet, by save id (a copy): each is let
        go when its write lands, unless the session is taken up again first."""
        return dict(self._letting_go)

    @property
    def writer(self) -> SaveWriter:
        """The background writer (started on first use; started again after :meth:`close`)."""
        if self._writer is None:
            from popejoan.storage.saves import SaveWriter

            self._writer = SaveWriter(self.store)
        return self._writer

    @property
    def ledger(self) -> Ledger:
        """The statistics ledger the sessions played are recorded in: beside the folder of saves (made on first
        use; :mod:`popejoan.storage.stats`)."""
        if self._ledger is None:
            from popejoan.storage.paths import STATS_FILE
            from popejoan.storage.stats import Ledger

            self._ledger = Ledger(self.store.folder.parent / STATS_FILE, saves=self.store)
        return self._ledger

    # --- sessions

    def new_session(self, setup: GameSetup) -> Session:
        """A new session for ``setup``, saved from now on under a new id (it never replaces another save).

        Raises:
            PopeJoanError: the engine refuses the setup.
        """
        from popejoan.engine.session import Session

        session = Session(setup.ruleset, setup.names, chips=setup.chips, seed=setup.seed,
                          seats=seat_records(setup), meta={"deals": setup.deals})
        self.leave()
        if self.enabled:
            self.saver = SessionSaver(self.writer, self._new_held_id(), session, self.ledger)
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

    def load(self, save_id: str) -> Session:
        """A saved session, replayed and checked (nothing is saved until :meth:`play_on`), its seats' default names
        in the interface language (:func:`~popejoan.ui.setup.native_names`: one name per seat on every screen).

        Raises:
            SaveError: the save is refused (the message says why and where the file was kept aside).
        """
        from popejoan.engine.errors import SaveError
        from popejoan.ui.setup import native_names

        try:
            session = self.store.load(save_id)
        except SaveError as exc:
            self._note(exc)
            raise
        session.names[:] = native_names(session.names)
        return session

    def claim(self, save_id: str) -> SessionHold | None:
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

    def play_on(self, save_id: str, session: Session, hold: SessionHold | None = None) -> None:
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
            from popejoan.storage.saves import file_stamp

            self.hold = hold
            self.saver = SessionSaver(self.writer, save_id, session, self.ledger)
            self.saver.saved = progress(session)  # as it stands on disk
            self.saver.notes = copy.deepcopy(dict(session.meta))
            self._loaded[save_id] = file_stamp(self.store.path(save_id))  # the file as it was taken up

    def list(self) -> tuple[list[SaveInfo], list[SaveError]]:
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
    def folder_problems(self) -> builtins.list[SaveError]:  # (``list`` here is the method above)
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

    def rename(self, save_id: str, name: str) -> SaveInfo:
        """Give a saved session the players' own name (:meth:`~popejoan.storage.saves.SaveStore.rename`).

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
        from popejoan.storage.saves import NAME_KEY, session_name

        name = session_name(name)
        if self._writer is not None and not self._writer.flush(CLOSE_TIMEOUT_S):
            # a snapshot still waiting to be written would land after the rename, without the name
            raise SaveError("the session is still being saved: try again in a moment",
                            str(self.store.path(save_id)), kind="busy")
        info = self.store.rename(save_id, name, self.hold)
        if self.saver is not None and self.saver.save_id == save_id:
            self.saver.session.meta[NAME_KEY] = name
        return info

    def end_seen(self, session: Session, save_id: str | None = None) -> None:
        """The players have been shown ``session``'s share-out to its last fish: take the session's note that they
        had not (:data:`~popejoan.storage.saves.END_UNSEEN_KEY`) out of it and out of its save, so that Continue no
        longer offers it. The session in play is saved again at once; a finished one opened from the list
        (``save_id``) has its file's notes changed. A save that cannot be written is a problem in the list, not
        an error: the worst is that Continue shows the standings once more.

        Args:
            session: the finished session.
            save_id: its save, when it is not the session in play (a finished session opened again).
        """
        from popejoan.engine.errors import SaveError
        from popejoan.storage.saves import END_UNSEEN_KEY

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

    def _note(self, problem: SaveError) -> None:
        if not any(str(p) == str(problem) for p in self.problems):
            self.problems.append(problem)

    # --- each frame, and leaving

    def tick(self, dt_ms: float) -> None:
        """Once a frame: save the session in play if it moved on; about once a second, ask for failed writes."""
        saver = self.saver
        if saver is not None and saver.due():
            try:
                self._submit()
            except Exception as exc:  # saving must never stop the game; say so instead
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

    def notes_as_saved(self, session: Session) -> None:
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
        except Exception as exc:  # saving must never stop the game; say so instead
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

        A hold may have stopped guarding the session (:meth:`~popejoan.storage.saves.SessionHold.intact`): the folder
        was read-only when it was taken (no lock file could be made) and is writable now, or the folder of saves
        was deleted under the game. It is taken again; and if another window has taken the session up meanwhile
        (it found no lock): holds it still, or has written it since this window last did (it played and left:
        the file's stamp, :func:`popejoan.storage.saves.file_stamp`, is not this window's), this window's play goes on
        as a session of its own, under a new id, and a slip says so (:meth:`_own_way`): both plays are kept, neither
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
        from popejoan.storage.saves import file_stamp

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
        self.saver = SessionSaver(self.writer, self._new_held_id(), saver.session, self.ledger)
        self.warn(Notice("save_own_way"))

    def listed_as(self, session: Session) -> str | None:
        """What ``session`` is called where it is played (the table's head, the pause menu, the summaries), as the
        list of saved sessions calls it (:attr:`popejoan.storage.saves.SaveInfo.listed_as`): the players' name for it,
        else, for the session in play, the name of a file the player copied or renamed; None: by its ruleset."""
        from popejoan.storage.saves import made_by_the_game, name_in

        name = name_in(session.meta)
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

    def unsaved(self) -> SaveError | None:
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
        except Exception as exc:  # asked on the way out: said as a save that failed, never raised
            return SaveError(f"the session could not be saved ({type(exc).__name__}: {exc})",
                             str(self.store.path(saver.save_id)), kind="internal")
        saver = self.saver or saver  # (a session of its own now, if another window took this one up)
        if writer is None:
            return None
        if not writer.flush(UNSAVED_WAIT_S):  # still writing (a slow disk): counted as saved, and closing waits
            return None
        return writer.unsaved(saver.save_id)

    def _folder_of(self, problem: SaveError) -> str:
        """The folder a save problem is about, as a path to show: the folder of saves itself for a problem with
        the folder, else the folder of the file it names (the store's folder when it names none)."""
        if problem.file is None:
            return str(self.store.folder)
        path = Path(problem.file)
        return str(path if problem.kind in FOLDER_PROBLEMS else path.parent)

    def _left(self) -> tuple[bool, SessionHold | None, str | None]:
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
        except Exception as exc:  # saving must never stop the game; say so instead
            self._fail(exc)
            failed = True
        # (the session may be saved under an id of its own now: another window took this one up, _keep_hold)
        saver, hold = self.saver or saver, self.hold
        self.saver = self.hold = None
        return (not failed and not saver.session.finished), hold, saver.save_id

    def leave(self, keep: SessionHold | None = None) -> bool:
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

                def let_go(hold: SessionHold = hold, save_id: str = save_id) -> None:
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
        (:meth:`~popejoan.storage.saves.SaveStore.held_elsewhere`); the hold taken on resuming is what refuses.
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
