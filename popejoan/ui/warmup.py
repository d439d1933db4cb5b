"""The app's warm-up: the rulesets loaded while the menu waits, then the whole game imported a module a frame,
then the table the menu would open drawn ahead, a piece a frame.

:class:`WarmUpMixin` is the part of :class:`popejoan.ui.app.App` that loads the rulesets (on a worker thread,
a quit ending the wait) and, from the frame after, imports the game's modules one a frame
(:func:`game_modules`) so a game left open while its folder is updated never meets half new code. Then, while
the menu waits, it rehearses the table its setup would open (:func:`table_rehearsal`): the baize, the board,
the card faces at the table's sizes go into the image caches, so "Deal the cards" does not make them in the
frame of the click. The wait itself and the way out are :mod:`popejoan.ui.lifecycle`'s.
"""

from __future__ import annotations

import importlib
import os
import sys
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, TypeVar, cast

if TYPE_CHECKING:
    import threading

    from popejoan.engine.errors import RulesetError
    from popejoan.engine.ruleset import Ruleset
    from popejoan.ui.scene import Navigator, Scene
    from popejoan.ui.setup import GameSetup

T = TypeVar("T")


class WarmUpMixin:
    """The warm-up of :class:`~popejoan.ui.app.App` (its attributes are set by ``App.__init__``)."""

    _rulesets: tuple[dict[str, Ruleset], list[RulesetError]] | None
    _unread: list[str] | None
    _closing: threading.Event
    _rehearsal: Iterator[bool] | None = None
    _rehearsed: tuple[object, ...] | None = None
    scenes: list[Scene]

    if TYPE_CHECKING:
        def _wait_for(self, work: Callable[[], T], name: str) -> T:
            """Run ``work()`` on a background thread and wait for its result
            (:class:`~popejoan.ui.lifecycle.LifecycleMixin`)."""
            ...

        @property
        def screen_size(self) -> tuple[int, int]: ...  # the window's (WindowMixin)

    def rulesets_ready(self) -> bool:
        """Whether the rulesets are loaded (the menu loads them after its first frame is on screen)."""
        return self._rulesets is not None

    def rulesets(self, reload: bool = False) -> tuple[dict[str, Ruleset], list[RulesetError]]:
        """Every loaded ruleset by id, and the load errors of the user's broken files (loaded once).

        The files are read on a background thread while this waits, watching for a closed window
        and for signals, so the game can always be closed while they load.

        Raises:
            QuitRequested: the game must end (window closed, SIGTERM) before the rulesets were loaded.
        """
        if self._rulesets is None or reload:
            self._rulesets = self._wait_for(lambda: _load_rulesets(self._closing.is_set), "popejoan-rulesets")
        return self._rulesets

    def _read_one_module(self) -> None:
        """Import the next of the game's modules not yet imported: one a frame (most take a few milliseconds, the
        largest some tens, the whole game about 0.2 s on this machine class), from the
        frame after the rulesets are loaded, until the whole game is in memory (:func:`game_modules`).

        The scenes import what they need when first opened. Without this, a game left open while its folder
        was updated (``pip install -U``, a ``git pull``) met the new code the first time it opened a screen,
        half old and half new: the saved sessions screen stopped on an ``AttributeError``. A module that will
        not import now is left: it fails, as before, where it is used.
        """
        if self._unread is None:
            self._unread = [name for name in game_modules() if name not in sys.modules]
        while self._unread:
            name = self._unread.pop(0)
            if name in sys.modules:
                continue
            try:
                importlib.import_module(name)
            except Exception:  # a missing optional library: reported where it is used
                pass
            return


    def _rehearse_table(self) -> bool:
        """While the menu is on top, with the rulesets loaded: one piece of the table its setup would open
        (:func:`table_rehearsal`), a piece a frame (a few milliseconds to some tens each). A change of ruleset,
        number of seats, window size, interface size or language starts it again.

        Returns:
            Whether a piece was made in this frame (the frame's spare time is spent).
        """
        from popejoan.ui import access, i18n
        from popejoan.ui.scenes.menu import MenuScene

        menu = self.scenes[-1] if self.scenes else None
        if not isinstance(menu, MenuScene):
            return False

        try:
            setup = menu.setup()
        except Exception:  # noqa: BLE001 - a setup the menu would refuse: nothing to rehearse
            return False
        key = (setup.ruleset.id, len(setup.seats), self.screen_size, access.current(), i18n.language())
        if key != self._rehearsed:
            self._rehearsed = key
            self._rehearsal = table_rehearsal(cast("Navigator", self), setup)  # self: the App, a Navigator
        if self._rehearsal is None:
            return False
        if next(self._rehearsal, True):
            self._rehearsal = None  # all made
        return True


def table_rehearsal(app: Navigator, setup: GameSetup) -> Iterator[bool]:
    """The table ``setup`` would open, laid out and drawn ahead into the image caches, a piece per ``next()``
    (``False`` after each piece, ``True`` at the end); the table itself is thrown away, no session is saved.

    Args:
        app: the app (its window size, its settings).
        setup: the menu's :class:`~popejoan.ui.setup.GameSetup`.
    """
    from popejoan.engine.cards import PACK, SUITS
    from popejoan.engine.session import Session
    from popejoan.ui import access, cards_art
    from popejoan.ui.scenes.table import TableScene
    from popejoan.ui.scenes.table.layout import TableLayout
    from popejoan.ui.scenes.table.painter_board import table_background

    size = app.screen_size
    table_background(size)  # the baize and its rail, shared by every table of this size
    yield False
    session = Session(setup.ruleset, setup.names, chips=setup.chips, seed=0)
    table = TableScene(app, session, setup, seed=0, autostart=False)
    yield False
    # the pieces of the table's own layout (lay_out_table), one a frame: the places and the plaques, the board's
    # face at its size, its turning layer; then the card faces at the table's sizes, a suit at a time
    lay = TableLayout(size, table.n, access.current().zoom, table.levels, 1 + bool(table.painter.session_name))
    yield False
    board = table.board
    assert board is not None  # a table's board is made with the table
    board.set_radius(lay.radius)
    yield False
    board.warm()
    yield False
    for suit in SUITS:  # the layer of each suit the turn-up may make trumps (the deal turns to one at once)
        board.prepare(suit)
        yield False
    for width in dict.fromkeys((lay.small_w, lay.pile_w, lay.hand_w, lay.seq_w)):
        cards_art.back(width)
        cards_art.shadow(width)
    yield False
    for width in dict.fromkeys((lay.hand_w, lay.seq_w)):  # the two packs the table keeps (cards_art.warm)
        for first in range(0, len(PACK), 13):
            for card in PACK[first:first + 13]:
                cards_art.face(card, width)
            yield False
    yield True


def _load_rulesets(stop: Callable[[], bool]) -> tuple[dict[str, Ruleset], list[RulesetError]]:
    from popejoan.engine.ruleset import load_rulesets
    from popejoan.storage.paths import user_ruleset_dir

    return load_rulesets(stop=stop, user_dir=user_ruleset_dir())


def game_modules() -> list[str]:
    """Every module of the game's own package (``popejoan.*``, but not ``popejoan.__main__``, which runs the
    game), package before its modules, and the babel modules the interface imports where it first formats a
    number, a date or a list: what :meth:`App.step` imports once the game has started. Empty when the package
    cannot be listed (a bundle whose importer cannot): the scenes then import what they need as before."""
    import pkgutil

    import popejoan

    def walk(paths: list[str], prefix: str) -> Iterator[str]:  # pkgutil.walk_packages imports each package
        for info in pkgutil.iter_modules(paths, prefix):
            yield info.name
            if info.ispkg:
                yield from walk([os.path.join(path, info.name.rpartition(".")[2]) for path in paths], info.name + ".")

    try:
        names = list(walk(list(popejoan.__path__), "popejoan."))
    except Exception:  # a packaging that cannot list its modules
        return []
    return [name for name in names if name != "popejoan.__main__"] + ["babel.numbers", "babel.dates", "babel.lists"]

