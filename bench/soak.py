"""A long sitting, headless: the real app fed random posted events, with window resizes, across every scene.

The real :class:`~popejoan.ui.app.App` (dummy video driver, hidden window)
starts at the title menu with a fresh settings folder. Each frame one random
event is posted to pygame's queue and the app's own loop step reads it:

- mouse moves and left clicks, half of them anywhere in the window and half on
  something the top scene offers (a button, a stepper, a ruleset, a card in
  the hand, the Pope offer's buttons), so the game really moves on: menu,
  table, summary, final standings, rules, pause and its settings;
- keys (Tab, Enter, Space, arrows, Esc, Backspace, H, F1), typed letters in
  three scripts, wheel turns;
- every so often a window resize to a random size from tiny to larger than
  the first (``App.resize``, as a player drags the window's corner), and now
  and then F11 (full screen and back).

The Quit buttons do end the app's loop; the soak then opens the menu again and
goes on (counted as ``restarts``). Any exception ends the soak with a traceback.

It reports the process's resident memory before and after (``VmRSS``) and at
its peak (``VmHWM``, also ``ru_maxrss``), the bytes held by the front end's
bounded image caches (:func:`popejoan.ui.cache.cache_report`), the frames per
scene, and the slowest frames (wall and CPU time of one ``App.step``: events,
update, draw, flip).

Usage::

    python bench/soak.py                          # 10,000 events, seed 1, a resize every 60 events on average
    python bench/soak.py --events 100000 --seed 7 --resize-every 75
    python bench/soak.py --events 1500 --deals 1  # about what the test suite runs (tests/ui/test_soak.py)

``run_soak`` is the same, as a function (the test imports it).
"""

from __future__ import annotations

import argparse
import os
import random
import resource
import statistics
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame

KEYS = [pygame.K_TAB, pygame.K_RETURN, pygame.K_SPACE, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN,
        pygame.K_ESCAPE, pygame.K_BACKSPACE, pygame.K_h, pygame.K_F1, pygame.K_PAGEDOWN, pygame.K_END]
"""Keys a restless player presses (F11 is sent separately, rarely)."""


def rss_kib() -> tuple[int, int]:
    """(resident now, resident at its peak) of this process in KiB, from ``/proc/self/status``.

    Falls back to ``ru_maxrss`` for both where there is no ``/proc`` (macOS reports bytes; converted).
    """
    try:
        fields = {}
        with open("/proc/self/status", encoding="ascii") as f:
            for line in f:
                key, _, value = line.partition(":")
                fields[key] = value
        return int(fields["VmRSS"].split()[0]), int(fields["VmHWM"].split()[0])
    except (OSError, KeyError, ValueError):
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        peak = peak // 1024 if sys.platform == "darwin" else peak
        return peak, peak


@dataclass
class SoakResult:
    """What a soak measured.

    Attributes:
        events: events posted.
        resizes: window resizes among them.
        restarts: times a Quit button ended the loop and the menu was opened again.
        scenes: frames spent with each scene on top, by class name.
        frame_ms: wall milliseconds of every frame, in order.
        frame_cpu_ms: CPU milliseconds of every frame, on the app's own thread (``time.thread_time``: the
            computer players think on another thread and are not counted).
        slowest: the slowest frames: (wall ms, CPU ms, frame number, top scene, what happened just before).
        rss_before_kib, rss_after_kib, rss_peak_kib: resident memory, KiB.
        rss_high: the highest resident memory seen at a frame's end (sampled every 10 frames), KiB, with
            the frame number, the top scene and the window size then.
        cache_bytes: bytes held by the bounded image caches at the end, by cache name.
        seconds: wall time of the whole soak.
    """

    events: int = 0
    resizes: int = 0
    restarts: int = 0
    scenes: Counter = field(default_factory=Counter)
    frame_ms: list[float] = field(default_factory=list)
    frame_cpu_ms: list[float] = field(default_factory=list)
    slowest: list[tuple[float, float, int, str, str]] = field(default_factory=list)
    rss_before_kib: int = 0
    rss_after_kib: int = 0
    rss_peak_kib: int = 0
    rss_high: tuple[int, int, str, tuple[int, int]] = (0, 0, "", (0, 0))
    cache_bytes: dict[str, int] = field(default_factory=dict)
    seconds: float = 0.0


def _targets(scene: Any, rng: random.Random) -> list[tuple[int, int]]:
    """Points worth clicking on the top scene: its widgets, the hand's cards, the Pope offer's buttons.

    A Quit button is left out nine times in ten, so that the sitting goes on long enough to reach
    the end of deals and sessions (it still quits now and then).
    """
    points: list[tuple[int, int]] = []
    ring = getattr(scene, "ring", None)
    for widget in getattr(ring, "widgets", []) or []:
        rect = getattr(widget, "rect", None)
        if rect is None or rect.width <= 0 or not getattr(widget, "enabled", True):
            continue
        if getattr(widget, "label", None) in ("Quit", "Leave") and rng.random() < 0.9:
            continue
        points.append(rect.center)
    for name in ("hand_rects", "offer_rects"):
        method = getattr(scene, name, None)
        if method is None:
            continue
        try:
            if name == "hand_rects":
                for seat in getattr(scene, "humans", [])[:1]:
                    points += [r.center for _, r in method(seat)] * 3
            else:
                points += [r.center for r in method()]
        except Exception:  # a hint for the dice only
            pass
    return points


def _random_event(rng: random.Random, app: Any) -> tuple[list[pygame.event.Event], str]:
    """One random player action as pygame events, and a short note of it."""
    w, h = app.screen_size
    scene = type(app.top).__name__ if app.top is not None else ""
    r = rng.random()
    if r < 0.45:
        targets = _targets(app.top, rng) if rng.random() < 0.6 else []
        pos = rng.choice(targets) if targets else (rng.randrange(w), rng.randrange(h))
        pos = (max(0, min(w - 1, pos[0])), max(0, min(h - 1, pos[1])))
        if rng.random() < 0.35:
            return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))], f"move {pos}"
        return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)], f"click {pos}"
    if r < 0.85:
        if scene == "TableScene" and rng.random() < 0.7:  # at the table mostly what moves a deal on
            key = rng.choice([pygame.K_SPACE, pygame.K_RETURN, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_h])
        else:
            key = rng.choice(KEYS)
        return [pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0),
                pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0)], \
            f"key {pygame.key.name(key)}"
    if r < 0.93:
        return [pygame.event.Event(pygame.TEXTINPUT, text=rng.choice("aeéЖж花 Q"))], "text"
    return [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice([-1, 1]), flipped=False, precise_x=0.0,
                               precise_y=0.0, touch=False)], "wheel"


def run_soak(events: int = 10_000, seed: int = 1, resize_every: int = 60, fullscreen_every: int = 2500,
             size: tuple[int, int] = (1280, 800), max_seconds: float | None = None,
             config_dir: Path | None = None, deals: int = 0) -> SoakResult:
    """Feed the real app ``events`` random events and measure it.

    Args:
        events: how many player actions to post (one a frame).
        seed: the dice (the same seed gives the same events, up to the computer players' timing).
        resize_every: a window resize every this many events on average (0: never).
        fullscreen_every: F11 every this many events on average (0: never).
        size: the window's first size, pixels.
        max_seconds: stop early after this long (wall seconds), or None.
        config_dir: the settings folder (a fresh temporary one when None); the sessions the soak plays are
            saved in its ``data`` folder (``POPEJOAN_DATA_DIR`` for the soak's length).
        deals: the session length the menu starts with (0: until we stop; 1 reaches the final standings
            and the share-out often; the player's clicks may change it).

    Returns:
        The figures (:class:`SoakResult`).

    Raises:
        Exception: whatever the app raised (the soak's whole point).
    """
    tmp = None
    if config_dir is None:
        tmp = tempfile.TemporaryDirectory(prefix="popejoan-soak-")
        config_dir = Path(tmp.name)
    from popejoan.ui.app import App

    try:
        from popejoan.ui.cache import cache_report
    except ImportError:  # the code before the caches were bounded (for a before/after comparison)
        def cache_report() -> dict[str, int]:
            return {}

    rng = random.Random(seed)
    result = SoakResult()
    data_before = os.environ.get("POPEJOAN_DATA_DIR")
    os.environ["POPEJOAN_DATA_DIR"] = str(config_dir / "data")  # never the player's own saved sessions
    app = App(size, config=config_dir / "settings.json", hidden=True)
    app.settings.animation_speed = 4.0
    app.settings.deals = deals
    app.to_menu()
    app.step(16, events=[])
    app.step(16, events=[])  # the rulesets load on the second frame
    result.rss_before_kib = rss_kib()[0]
    started = time.perf_counter()
    note = "start"
    slow: list[tuple[float, float, int, str, str]] = []
    try:
        for i in range(events):
            if max_seconds is not None and time.perf_counter() - started > max_seconds:
                break
            if resize_every and rng.random() < 1 / resize_every:
                new = (rng.randint(200, int(size[0] * 1.6)), rng.randint(150, int(size[1] * 1.6)))
                app.resize(new)
                result.resizes += 1
                note = f"resize {new}"
                batch: list[pygame.event.Event] = []
            elif fullscreen_every and rng.random() < 1 / fullscreen_every:
                batch = [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0)]
                note = "F11"
            else:
                batch, note = _random_event(rng, app)
            for event in batch:
                pygame.event.post(event)
            result.events += 1
            before = type(app.top).__name__ if app.top is not None else "-"
            wall, cpu = time.perf_counter(), time.thread_time()
            app.step(16)
            wall_ms = (time.perf_counter() - wall) * 1000
            cpu_ms = (time.thread_time() - cpu) * 1000
            result.frame_ms.append(wall_ms)
            result.frame_cpu_ms.append(cpu_ms)
            top = type(app.top).__name__ if app.top is not None else "-"
            result.scenes[top] += 1
            slow.append((wall_ms, cpu_ms, i, top if top == before else f"{before}->{top}", note))
            if i % 10 == 0:
                now = rss_kib()[0]
                if now > result.rss_high[0]:
                    result.rss_high = (now, i, top, app.screen_size)
            if len(slow) > 64:
                slow.sort(reverse=True)
                del slow[16:]
            if not app.running or not app.scenes:  # a Quit button: open the menu again
                result.restarts += 1
                app.running = True
                app.quit_requested = False
                app.to_menu()
    finally:
        result.seconds = time.perf_counter() - started
        result.rss_after_kib, result.rss_peak_kib = rss_kib()
        result.cache_bytes = cache_report()
        slow.sort(reverse=True)
        result.slowest = slow[:10]
        app.scenes.clear()
        saving = getattr(app, "saving", None)
        if saving is not None:
            saving.close()
        if data_before is None:
            os.environ.pop("POPEJOAN_DATA_DIR", None)
        else:
            os.environ["POPEJOAN_DATA_DIR"] = data_before
        if tmp is not None:
            tmp.cleanup()
    return result


def report(result: SoakResult) -> str:
    """The figures as text."""
    ms = sorted(result.frame_ms)
    cpu = sorted(result.frame_cpu_ms)

    def pct(values: list[float], p: float) -> float:
        return values[min(len(values) - 1, int(len(values) * p))] if values else 0.0

    lines = [
        f"{result.events:,} events ({result.resizes} resizes, {result.restarts} restarts after Quit) "
        f"in {result.seconds:.1f} s",
        "frames by scene: " + ", ".join(f"{name} {n:,}" for name, n in result.scenes.most_common()),
        f"frame wall ms: median {statistics.median(ms) if ms else 0:.2f}  p99 {pct(ms, 0.99):.1f}  "
        f"p99.9 {pct(ms, 0.999):.1f}  max {ms[-1] if ms else 0:.1f}  "
        f"frames over 250 ms: {sum(1 for v in ms if v > 250)}",
        f"frame CPU ms (the app's thread):  median {statistics.median(cpu) if cpu else 0:.2f}  "
        f"p99 {pct(cpu, 0.99):.1f}  "
        f"max {cpu[-1] if cpu else 0:.1f}",
        f"resident memory: before {result.rss_before_kib / 1024:.0f} MB, after {result.rss_after_kib / 1024:.0f} MB, "
        f"peak {result.rss_peak_kib / 1024:.0f} MB (highest sampled: {result.rss_high[0] / 1024:.0f} MB at frame "
        f"#{result.rss_high[1]}, {result.rss_high[2]}, {result.rss_high[3][0]}x{result.rss_high[3][1]})",
        f"image caches at the end: {sum(result.cache_bytes.values()) / 2**20:.1f} MB "
        + "(" + ", ".join(f"{k} {v / 2**20:.1f}" for k, v in sorted(result.cache_bytes.items(), key=lambda kv: -kv[1])
                          if v >= 2**19) + ")",
        "slowest frames (wall ms, CPU ms, frame, scene, the event just before):",
    ]
    lines += [f"  {wall:7.1f} {cpu:7.1f}  #{i:<6} {scene:<26} {note}"
              for wall, cpu, i, scene, note in result.slowest[:8]]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    """Run the soak from the command line and print its figures."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--events", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--resize-every", type=int, default=60, help="a resize every N events on average (0: none)")
    parser.add_argument("--fullscreen-every", type=int, default=2500, help="F11 every N events on average (0: none)")
    parser.add_argument("--size", default="1280x800")
    parser.add_argument("--deals", type=int, default=0,
                        help="the session length the menu starts with (0: until we stop)")
    args = parser.parse_args(argv)
    w, h = (int(v) for v in args.size.split("x"))
    result = run_soak(args.events, args.seed, args.resize_every, args.fullscreen_every, (w, h), deals=args.deals)
    print(report(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
