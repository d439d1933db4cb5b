"""Tweens and a timeline: the motion of the table, played in engine-event order.

A :class:`Tween` moves one thing from 0 to 1 over a duration with an easing
curve. A :class:`Step` is a group of tweens that run together (the whole deal
is one step: fifty-one cards leaving the dealer a few milliseconds apart). A
:class:`Timeline` runs steps one after another, so the screen replays the
engine's events in the order they happened. The scene builds each step only
when the timeline reaches it, from the view as it is by then.

Times are in milliseconds of *animation* time: the timeline multiplies real
time by the speed setting (1.0 normal, 2.0 twice as fast). :meth:`Timeline.skip`
completes the current step at once (a click or Space).
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Callable, Iterable

Easing = Callable[[float], float]


def linear(t: float) -> float:
    """The identity easing: ``t`` for ``t`` in 0..1."""
    return t


def ease_in_out(t: float) -> float:
    """Cubic ease-in-out: slow start, fast middle, slow end.

    Args:
        t: progress, 0..1 (clamped).

    Returns:
        Eased progress, 0..1.
    """
    t = 0.0 if t < 0 else 1.0 if t > 1 else t
    return 4 * t * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def ease_out(t: float) -> float:
    """Cubic ease-out: fast start, gentle landing (``t`` clamped to 0..1)."""
    t = 0.0 if t < 0 else 1.0 if t > 1 else t
    return 1 - (1 - t) ** 3


def lerp(a: float, b: float, t: float) -> float:
    """The value ``t`` of the way from ``a`` to ``b``."""
    return a + (b - a) * t


def lerp_point(a: tuple[float, float], b: tuple[float, float], t: float) -> tuple[float, float]:
    """The point ``t`` of the way from ``a`` to ``b`` (pixels)."""
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


def arc_point(
    a: tuple[float, float], b: tuple[float, float], t: float, lift: float
) -> tuple[float, float]:
    """A point on a gentle arc from ``a`` to ``b``, bowed ``lift`` pixels sideways at the middle.

    Args:
        a: start point (pixels).
        b: end point (pixels).
        t: progress 0..1 (already eased).
        lift: how far the arc's middle leaves the straight line, pixels (sign picks the side).

    Returns:
        The point at ``t``.
    """
    x, y = lerp_point(a, b, t)
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy) or 1.0
    bow = math.sin(math.pi * t) * lift
    return (x - dy / length * bow, y + dx / length * bow)


def shortest_turn(start_deg: float, end_deg: float) -> float:
    """The end angle equivalent to ``end_deg`` that is nearest ``start_deg`` (degrees)."""
    delta = (end_deg - start_deg + 180.0) % 360.0 - 180.0
    return start_deg + delta


class Tween:
    """One eased motion from 0 to 1.

    Args:
        duration_ms: length in animation milliseconds (0 finishes on the first update).
        on_update: called with the eased progress 0..1 every update while running.
        on_done: called once when the tween ends (naturally or skipped).
        delay_ms: animation milliseconds to wait before starting.
        easing: the easing curve.
    """

    def __init__(
        self,
        duration_ms: float,
        on_update: Callable[[float], None] | None = None,
        on_done: Callable[[], None] | None = None,
        delay_ms: float = 0.0,
        easing: Easing = ease_in_out,
    ) -> None:
        self.duration_ms = max(0.0, duration_ms)
        self.delay_ms = max(0.0, delay_ms)
        self.on_update = on_update
        self.on_done = on_done
        self.easing = easing
        self.elapsed_ms = 0.0
        self.done = False
        self.started = False

    @property
    def progress(self) -> float:
        """Raw progress 0..1 (before easing); 0 while delayed."""
        if self.done:
            return 1.0
        run = self.elapsed_ms - self.delay_ms
        if run <= 0:
            return 0.0
        return 1.0 if self.duration_ms <= 0 else min(1.0, run / self.duration_ms)

    def update(self, dt_ms: float) -> bool:
        """Advance by ``dt_ms`` animation milliseconds; return True once finished."""
        if self.done:
            return True
        self.elapsed_ms += dt_ms
        if self.elapsed_ms < self.delay_ms:
            return False
        self.started = True
        p = self.progress
        if self.on_update is not None:
            self.on_update(self.easing(p))
        if p >= 1.0:
            self._finish()
        return self.done

    def finish(self) -> None:
        """Jump to the end: one last update at 1.0, then ``on_done``."""
        if self.done:
            return
        self.started = True
        if self.on_update is not None:
            self.on_update(1.0)
        self._finish()

    def _finish(self) -> None:
        self.done = True
        if self.on_done is not None:
            self.on_done()


class Step:
    """A group of tweens that run together, built when the timeline reaches the step.

    Args:
        build: called once when the step starts; returns the step's tweens (may be empty).
        on_done: called once after every tween of the step has finished.
        name: a label for debugging and tests (e.g. ``"deal"``, ``"play"``).
    """

    def __init__(
        self,
        build: Callable[[], Iterable[Tween]],
        on_done: Callable[[], None] | None = None,
        name: str = "",
    ) -> None:
        self.build = build
        self.on_done = on_done
        self.name = name
        self.tweens: list[Tween] = []
        self.started = False
        self.done = False

    def start(self) -> None:
        """Build the tweens (once)."""
        if not self.started:
            self.started = True
            self.tweens = list(self.build())

    def update(self, dt_ms: float) -> bool:
        """Advance every tween; return True once all have finished (and ``on_done`` ran)."""
        self.start()
        if not self.done:
            finished = True
            for tween in self.tweens:
                if not tween.update(dt_ms):
                    finished = False
            if finished:
                self._finish()
        return self.done

    def finish(self) -> None:
        """Complete every tween at once, in order, then ``on_done``."""
        self.start()
        for tween in self.tweens:
            tween.finish()
        self._finish()

    def _finish(self) -> None:
        if not self.done:
            self.done = True
            if self.on_done is not None:
                self.on_done()


class Timeline:
    """Steps played one after another, at a speed.

    Real milliseconds are multiplied by :attr:`speed` before reaching the steps.
    Leftover time from a finished step flows into the next one, so a fast
    speed never stalls on frame boundaries.
    """

    def __init__(self, speed: float = 1.0) -> None:
        self.speed = speed
        self._steps: deque[Step] = deque()

    def add(self, step: Step) -> Step:
        """Queue ``step`` after everything already queued; return it."""
        self._steps.append(step)
        return step

    def then(
        self,
        build: Callable[[], Iterable[Tween]],
        on_done: Callable[[], None] | None = None,
        name: str = "",
    ) -> Step:
        """Queue a new :class:`Step` built from ``build``; return it."""
        return self.add(Step(build, on_done, name))

    def call(self, action: Callable[[], None], name: str = "") -> Step:
        """Queue an instant step that runs ``action`` when reached."""
        return self.add(Step(lambda: (), action, name))

    def wait(self, ms: float, name: str = "wait") -> Step:
        """Queue a pause of ``ms`` animation milliseconds."""
        return self.add(Step(lambda: [Tween(ms, easing=linear)], None, name))

    @property
    def busy(self) -> bool:
        """True while any step is queued or running."""
        return bool(self._steps)

    @property
    def current(self) -> Step | None:
        """The running step, or None when idle."""
        return self._steps[0] if self._steps else None

    @property
    def steps(self) -> tuple[Step, ...]:
        """The queued steps, the running one first (a copy: adding to it queues nothing)."""
        return tuple(self._steps)

    def __len__(self) -> int:
        return len(self._steps)

    def update(self, dt_ms: float) -> None:
        """Advance by ``dt_ms`` real milliseconds (scaled by :attr:`speed`)."""
        budget = max(0.0, dt_ms) * max(0.0, self.speed)
        guard = 0
        while self._steps and guard < 10000:
            guard += 1
            step = self._steps[0]
            was_started = step.started
            before = [t.elapsed_ms for t in step.tweens] if was_started else []
            if self.speed >= 50.0:
                step.finish()
            elif not step.update(budget):
                return
            self._steps.popleft()
            # time the step did not need carries into the next one
            if step.tweens:
                used = max(
                    (t.delay_ms + t.duration_ms - b for t, b in zip(step.tweens, before or [0.0] * len(step.tweens))),
                    default=0.0,
                )
                budget = max(0.0, budget - max(0.0, used))
            if budget <= 0 and self._steps and self._steps[0].tweens:
                return

    def skip(self) -> None:
        """Complete the running step at once, and any instant steps right after it."""
        if not self._steps:
            return
        step = self._steps.popleft()
        step.finish()
        while self._steps:
            nxt = self._steps[0]
            nxt.start()
            if nxt.tweens:
                break
            self._steps.popleft()
            nxt.finish()

    def finish_all(self) -> None:
        """Complete every queued step at once, in order (steps may queue more; those run too)."""
        guard = 0
        while self._steps and guard < 100000:
            guard += 1
            self._steps.popleft().finish()
