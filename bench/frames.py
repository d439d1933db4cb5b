"""Frame times of the busiest table, headless.

Eight seats (Spanish rules: every player dresses the board, so 120 fish slide
in at once), the real deal played by computer players at normal speed, and on
top of that the board kept revolving without rest (every frame a new angle,
so the turned-board cache cannot help) and a dozen extra fish set flying
between seats every half second. Renders at 1280x720 with
``SDL_VIDEODRIVER=dummy`` and prints the median, 95th and 99th percentile
milliseconds per frame (update + draw), then peak memory: Python's own
(tracemalloc, in a second pass) and the process's peak resident size (which
includes SDL's surfaces).

Usage: ``python bench/frames.py [--frames 600] [--size 1280x720] [--still] [--autosave] [--draw]``
(``--still`` leaves the board to turn only when the game turns it; ``--autosave``
saves the session as the game does, a snapshot after every change through a
background writer into a temporary folder, and counts the snapshots; ``--draw`` starts the session
with the draw for the first dealer, eight cards turned and flown to their seats, instead of a given
first dealer).

Thinking off the frame (issue 15): ``--levels expert`` seats Expert players
(``--ruleset``, default spanish), whose searches run while the frames are
drawn; ``--processes`` runs them in the Thinker's separate process instead
of its background thread; ``--speed`` speeds the game up so that more
decisions fall within the frames. The report then counts the frames that
took longer than the frame budget (1000 / 60 ms), apart for the frames drawn
while a computer player was thinking and the others.
"""

from __future__ import annotations

import argparse
import os
import random
import resource
import statistics
import sys
import time
import tracemalloc
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame

from popejoan.engine.ruleset import find_ruleset
from popejoan.engine.session import Session
from popejoan.ui.autosave import Saving
from popejoan.ui.scenes.table import TableScene

NAMES = ["Ann", "Ben", "Cora", "Dick", "Eliza", "Fred", "Grace", "Hal"]


class _App:
    """The little the table scene needs from the app."""

    def __init__(self, size: tuple[int, int], speed: float = 1.0) -> None:
        self.screen = pygame.display.set_mode(size)
        self.settings = {"animation_speed": speed}
        self.speed = speed
        self.scenes: list = []
        # the saved sessions: none in play (with --autosave, the session's: popejoan.ui.autosave.Saving)
        self.saving = Saving()

    @property
    def screen_size(self) -> tuple[int, int]:
        """The display size in pixels."""
        return self.screen.get_size()

    @property
    def top(self) -> object:
        """The table (a finished deal's summary is skipped)."""
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: object) -> None:
        """A finished deal's summary: skipped here, the table deals again at once."""
        table = self.scenes[-1]
        if hasattr(table, "next_deal"):
            table.next_deal()

    def pop(self) -> None:
        """Nothing to pop: the table is the only scene."""
        return None

    def to_menu(self) -> None:
        """A summary's button (never pressed here)."""

    def quit(self) -> None:
        """A summary's button (never pressed here)."""

    def close_window(self) -> None:
        """A summary's Quit button (never pressed here)."""


FRAME_BUDGET_MS = 1000.0 / 60.0
"""One frame at 60 frames a second."""


def run(frames: int, size: tuple[int, int], revolve: bool, cpu: list[float] | None = None,
        autosave: bool = False, ui_cpu: list[float] | None = None, draw: bool = False,
        levels: str = "normal", ruleset: str = "spanish", processes: bool = False, speed: float = 1.0,
        thinking: list[bool] | None = None) -> list[float]:
    """Play ``frames`` frames of the busiest table; return each frame's wall-clock milliseconds.

    Args:
        frames: how many frames to play.
        size: the window size in pixels.
        revolve: keep the board turning every frame.
        cpu: when given, each frame's process CPU milliseconds are appended to it.
        ui_cpu: when given, each frame's CPU milliseconds on this (the UI) thread alone are appended to it
            (the computer players' and the saves' threads left out).
        autosave: save the session after every change, as the app does each frame
            (:class:`popejoan.ui.autosave.SessionSaver` and a background ``SaveWriter``).
        draw: show the draw for the first dealer first (the first dealer is otherwise given: seat 0).
        levels: the computer level of every seat.
        ruleset: the ruleset's id.
        processes: computer players think in a separate process (``Thinker(processes=True)``).
        speed: the game's animation speed (higher: more decisions in the same frames).
        thinking: when given, one entry per frame: whether a computer player was thinking as it began.
    """
    pygame.display.init()
    pygame.font.init()
    app = _App(size, speed)
    rules = find_ruleset(ruleset).with_options({})
    seats = min(8, rules.players.max)
    session = Session(rules, NAMES[:seats], seed=11, first_dealer=None if draw else 0)
    t0 = time.perf_counter()
    scene = TableScene(app, session, [levels] * seats, seed=5)
    if processes:
        from popejoan.ai.worker import Thinker

        scene.turns.thinker_obj = Thinker(processes=True)
        scene.turns.thinker_obj.warm_up()
    app.scenes.append(scene)
    scene.on_resize(size)
    setup_ms = (time.perf_counter() - t0) * 1000
    rng = random.Random(1)
    times: list[float] = []
    dt = 1000.0 / 60.0
    saver = writer = folder = None
    submits: list[float] = []
    if autosave:
        import tempfile

        from popejoan.ui.autosave import SessionSaver

        folder = tempfile.TemporaryDirectory(prefix="popejoan-frames-")
        saving = Saving(Path(folder.name))  # the table saves once more when a decision's plays are all shown
        writer = saving.writer
        saver = saving.saver = SessionSaver(writer, "bench", session)
        app.saving = saving
    for f in range(frames):
        if thinking is not None:
            thought = scene.turns.thought
            thinking.append(thought is not None and not thought.done())
        start = time.perf_counter()
        start_cpu = time.process_time()
        start_thread = time.thread_time()
        if revolve:
            scene.board.angle = (scene.board.angle + 0.83) % 360.0
        if f % 30 == 0 and scene.flock is not None:
            a, b = rng.sample(range(seats), 2)
            scene.director.side_tweens.extend(
                scene.flock.launch(scene.plaque_point(a), scene.plaque_point(b), 12, 480.0, 35.0)
            )
        scene.update(dt)
        if saver is not None:
            t_save = time.thread_time()
            if saver.save():  # what App.update does after the scene's update
                submits.append((time.thread_time() - t_save) * 1000)
        scene.draw(app.screen)
        times.append((time.perf_counter() - start) * 1000)
        if cpu is not None:
            cpu.append((time.process_time() - start_cpu) * 1000)
        if ui_cpu is not None:
            ui_cpu.append((time.thread_time() - start_thread) * 1000)
        if scene.deal is None and not scene.session_over:
            scene.next_deal()
    if saver is not None and writer is not None and folder is not None:
        writer.close()
        print(f"autosave: {saver.submitted} snapshots submitted (UI thread CPU per snapshot: median "
              f"{statistics.median(submits or [0.0]):.3f} ms, max {max(submits or [0.0]):.3f} ms), "
              f"{writer.written} written by the background writer")
        folder.cleanup()
    print(f"set-up (scene, art, first deal): {setup_ms:.0f} ms")
    in_flight = sum(1 for _ in scene.cards_in_flight)
    thinker = scene.turns.thinker_obj
    if thinker is not None:
        print(f"computer decisions made while drawing: {thinker.submitted}")
        thinker.close()
    print(f"board cache: {scene.board.cache_hits} hits, {scene.board.cache_misses} misses; "
          f"cards in flight at end: {in_flight}")
    return times


def main() -> None:
    """Run the benchmark and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=600)
    parser.add_argument("--size", default="1280x720")
    parser.add_argument("--still", action="store_true", help="do not force the board to keep revolving")
    parser.add_argument("--autosave", action="store_true", help="save the session after every change, as the game does")
    parser.add_argument("--draw", action="store_true", help="start with the draw for the first dealer")
    parser.add_argument("--levels", default="normal", help="every seat's computer level, e.g. expert")
    parser.add_argument("--ruleset", default="spanish")
    parser.add_argument("--processes", action="store_true", help="computer players think in a separate process")
    parser.add_argument("--no-memory", action="store_true", help="skip the second pass that measures memory")
    parser.add_argument("--speed", type=float, default=1.0, help="the game's animation speed (e.g. 8: more decisions)")
    args = parser.parse_args()
    w, h = (int(v) for v in args.size.lower().split("x"))
    cpu: list[float] = []
    ui_cpu: list[float] = []
    thinking: list[bool] = []
    times = run(args.frames, (w, h), not args.still, cpu, autosave=args.autosave, ui_cpu=ui_cpu, draw=args.draw,
                levels=args.levels, ruleset=args.ruleset, processes=args.processes, speed=args.speed,
                thinking=thinking)
    body = times[5:]  # the first frames draw the pack and the fish rotations once
    q = statistics.quantiles(body, n=100)
    print(f"{len(body)} frames at {w}x{h}, {args.ruleset}, {args.levels} seats"
          f"{' thinking in a separate process' if args.processes else ' thinking on a background thread'}"
          f"{'' if args.still else ', board always revolving'}"
          f"{', autosave on' if args.autosave else ''}{', the draw for the first dealer first' if args.draw else ''}")
    print(f"median {statistics.median(body):.2f} ms   p95 {q[94]:.2f} ms   p99 {q[98]:.2f} ms   max {max(body):.2f} ms")
    over = [t for t in body if t > FRAME_BUDGET_MS]
    print(f"frames over the {FRAME_BUDGET_MS:.1f} ms budget: {len(over)} of {len(body)}"
          + (f" (worst {max(over):.1f} ms)" if over else ""))
    for label, wanted in (("while a computer player thinks", True), ("while none thinks", False)):
        picked = [t for t, th in zip(times[5:], thinking[5:]) if th == wanted]
        own = [t for t, th in zip(ui_cpu[5:], thinking[5:]) if th == wanted]
        if len(picked) >= 20:
            qp = statistics.quantiles(picked, n=100)
            qo = statistics.quantiles(own, n=100)
            late = sum(1 for t in picked if t > FRAME_BUDGET_MS)
            print(f"  {label}: {len(picked)} frames, wall median {statistics.median(picked):.2f} ms, "
                  f"p95 {qp[94]:.2f} ms, max {max(picked):.2f} ms, over budget {late}; "
                  f"UI thread CPU median {statistics.median(own):.2f} ms, p95 {qo[94]:.2f} ms, max {max(own):.2f} ms")
    qc = statistics.quantiles(cpu[5:], n=100)
    print(f"CPU time per frame (less sensitive to other processes): median {statistics.median(cpu[5:]):.2f} ms   "
          f"p95 {qc[94]:.2f} ms   p99 {qc[98]:.2f} ms")
    qu = statistics.quantiles(ui_cpu[5:], n=100)
    print(f"UI thread's CPU time per frame (without the computer players' and the saves' threads): median "
          f"{statistics.median(ui_cpu[5:]):.2f} ms   p95 {qu[94]:.2f} ms   p99 {qu[98]:.2f} ms   "
          f"max {max(ui_cpu[5:]):.2f} ms")
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"machine load average while measuring: {load:.2f} on {os.cpu_count()} CPUs")
    print(f"first frames: {', '.join(f'{t:.1f}' for t in times[:5])} ms")
    if args.no_memory:
        return
    # memory: a second, shorter pass with tracemalloc on (it slows Python down, so it is not timed)
    from popejoan.ui import cards_art

    cards_art.clear_cache()  # so the art is drawn again under the tracer
    tracemalloc.start()
    run(min(300, args.frames), (w, h), not args.still, draw=args.draw)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    rss_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    print(f"peak memory: process {rss_kb / 1024:.0f} MB resident (surfaces live in SDL's heap); "
          f"Python objects {peak / 1e6:.1f} MB (tracemalloc)")


if __name__ == "__main__":
    main()
