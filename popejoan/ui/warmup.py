"""The app's warm-up: the rulesets loaded while the menu waits, then the whole game imported a module a frame.

:class:`WarmUpMixin` is the part of :class:`popejoan.ui.app.App` that loads the rulesets (on a worker thread,
a quit ending the wait) and, from the frame after, imports the game's modules one a frame
(:func:`game_modules`) so a game left open while its folder is updated never meets half new code. The wait
itself and the way out are :mod:`popejoan.ui.lifecycle`'s.
"""

from __future__ import annotations

import importlib
import os
import sys
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, TypeVar

if TYPE_CHECKING:
    import threading

    from popejoan.engine.errors import RulesetError
    from popejoan.engine.ruleset import Ruleset

T = TypeVar("T")


class WarmUpMixin:
    """The warm-up of :class:`~popejoan.ui.app.App` (its attributes are set by ``App.__init__``)."""

    _rulesets: tuple[dict[str, Ruleset], list[RulesetError]] | None
    _unread: list[str] | None
    _closing: threading.Event

    if TYPE_CHECKING:
        def _wait_for(self, work: Callable[[], T], name: str) -> T:
            """Run ``work()`` on a background thread and wait for its result
            (:class:`~popejoan.ui.lifecycle.LifecycleMixin`)."""
            ...

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

