"""Thinking off the UI thread: start a computer player's choice, poll it each frame.

The UI must never block on a search (a Hard decision takes tens of
milliseconds, an Expert one a few hundred). :class:`Thinker` runs
``player.choose(observation)`` in the background and hands back a
:class:`Thought` to poll::

    from popejoan.ai.worker import Thinker

    thinker = Thinker()                      # once, when the table opens
    ...
    # when a computer seat must decide:
    thought = thinker.think(players[seat], deal.observation(seat))
    ...
    # in update(dt), every frame:
    if thought is not None and thought.done():
        action = thought.result()            # never blocks once done()
        deal.apply(action)
        thought = None
    # while not done: draw the seat's "thinking" marker; thought.elapsed()
    # gives seconds so far (e.g. to show thinking for at least 0.6 s).
    ...
    thinker.close()                          # when the table closes

Threads or processes: by default the work runs on one background thread.
Python runs one thread at a time, so a long search could slow the UI thread
(the interpreter switches threads every 5 ms); the search therefore lets the
other threads run after every world it plays (a ``time.sleep(0)``, a fraction
of a millisecond apart), and ``bench/frames.py --levels expert`` measures
the frames drawn meanwhile. With
``Thinker(processes=True)`` the search runs in a separate process instead
and the UI keeps the whole core; the observation is pickled over (about a
millisecond). The process is started fresh ("spawn", never a fork of the
pygame process) on the first search, which costs about a second once: make
the Thinker when the table opens. Only players marked ``stateless``
(:class:`~popejoan.ai.search.SearchPlayer`, used by Hard and Expert, and
:class:`~popejoan.ai.hints.HintPlayer`) go to the process; Easy and Normal
choose in microseconds and always run on the thread (their choices too
depend only on their seed and the observation).

A thought whose result is no longer wanted (the player left the table, the
game was loaded) is dropped with :meth:`Thought.cancel`; its work finishes
in the background and is thrown away.
"""

from __future__ import annotations

import multiprocessing
import time
from concurrent import futures
from concurrent.futures import Executor, Future, ProcessPoolExecutor, ThreadPoolExecutor

from popejoan.ai.simple import Player
from popejoan.engine.state import Observation


class Thought:
    """A choice being made in the background.

    Args:
        future: the running call of ``player.choose``.
    """

    def __init__(self, future: Future[int]) -> None:
        self._future = future
        self._began = time.monotonic()
        self._cancelled = False

    def done(self) -> bool:
        """Whether the choice is made (or failed, or was cancelled); never blocks."""
        return self._cancelled or self._future.done()

    def result(self, timeout: float | None = 0.0) -> int:
        """The chosen action.

        Args:
            timeout: seconds to wait; the default ``0`` never blocks (call it
                once :meth:`done` is true); ``None`` waits as long as it takes.

        Raises:
            TimeoutError: the choice is not made yet (the built-in
                ``TimeoutError`` on every supported Python: before 3.11
                ``concurrent.futures`` raised its own class, translated here).
            concurrent.futures.CancelledError: the thought was cancelled.
            Exception: whatever the player's ``choose`` raised.
        """
        if self._cancelled:
            raise futures.CancelledError("this thought was cancelled")
        try:
            return self._future.result(timeout=timeout)
        except futures.TimeoutError as exc:  # an alias of TimeoutError from 3.11, its own class on 3.10
            raise TimeoutError("the choice is not made yet") from exc

    def elapsed(self) -> float:
        """Seconds since the thinking began."""
        return time.monotonic() - self._began

    def cancel(self) -> None:
        """Give up on this choice; :meth:`done` becomes true and :meth:`result` raises."""
        self._cancelled = True
        self._future.cancel()


class Thinker:
    """Runs computer players' choices in the background.

    Args:
        processes: run stateless players (Hard, Expert, hints) in a separate
            process rather than on a background thread.
    """

    def __init__(self, processes: bool = False) -> None:
        self._thread: Executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="popejoan-ai")
        self._process: Executor | None = None
        self.submitted = 0
        """How many choices have been started."""
        if processes:
            # "spawn": a fresh interpreter, never a fork of a process that runs pygame.
            self._process = ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn"))

    def warm_up(self) -> None:
        """Start the separate process now (when there is one), so that the first search does not wait for it.

        Returns at once: the process starts and loads the computer players in the background.
        """
        if self._process is not None:
            self._process.submit(_ready)

    def think(self, player: Player, observation: Observation) -> Thought:
        """Start ``player.choose(observation)`` in the background; returns at once."""
        stateless = getattr(player, "stateless", False)
        executor = self._process if (self._process is not None and stateless) else self._thread
        self.submitted += 1
        return Thought(executor.submit(_choose, player, observation))

    def close(self) -> None:
        """Stop the background workers (waiting for nothing: running work is thrown away)."""
        self._thread.shutdown(wait=False, cancel_futures=True)
        if self._process is not None:
            self._process.shutdown(wait=False, cancel_futures=True)

    def __enter__(self) -> Thinker:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _choose(player: Player, observation: Observation) -> int:
    return player.choose(observation)


def _ready() -> bool:
    """Load the search in a new worker process (:meth:`Thinker.warm_up`)."""
    import popejoan.ai.search  # noqa: F401

    return True
