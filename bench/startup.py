"""Start-up: the game's first frame against a bare pygame window on the same machine.

Each run starts a fresh Python process and times it from the moment it is
spawned to the moment its first frame has been shown (``pygame.display.flip``):

- **bare window**: ``import pygame``, open a 1280x800 window, fill it, flip:
  the least any pygame game can do before a player sees something;
- **game**: ``python main.py --timing`` with an empty settings folder, up to
  the title menu's first frame (its ``first frame`` line), and on to the line
  saying the menu is filled in (every ruleset loaded and validated);
- **game without sound**: the same with ``POPEJOAN_SOUND=0``, so the sound
  layer's cost to the first frame shows as the difference between the two
  (the sounds are opened and read on a thread of their own after the first
  frame: the ``sounds ready`` line says when, and how long it took). SDL's
  dummy audio driver stands in for a sound card, so the mixer opens and every
  file is read as on a player's machine.

Wall time is measured by this script (spawn to the line being read, so the
interpreter's own start-up counts); CPU time (``time.process_time`` in the
child, less sensitive to other processes) is printed by the child itself.
Runs alternate between the two, and the medians are printed. Python's
compiled-bytecode caches are kept in a temporary folder (``PYTHONPYCACHEPREFIX``),
filled by one run of each that is not counted: a player's second launch, not
the very first one after installing.

Usage: ``python bench/startup.py [--runs 9]``. It needs a display: run it on a
desktop, or under ``xvfb-run -a``; without one it falls back to SDL's dummy
driver and says so (the window then costs almost nothing).
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

BARE = """
import os, sys, time
if sys.platform.startswith("linux"):
    os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")  # as the game does
import pygame
pygame.display.init()
screen = pygame.display.set_mode((1280, 800), pygame.RESIZABLE)
screen.fill((40, 24, 16))
pygame.display.flip()
print(f"first frame cpu {1000 * time.process_time():.1f}", flush=True)
"""

SOUND_GAP = """
import sys, time
sys.path.insert(0, {root!r})
import pygame
pygame.display.init()
from popejoan.ui.sound import SoundBoard
board = SoundBoard()
board.start()
gaps, last = [], time.perf_counter()
while board._thread.is_alive():
    now = time.perf_counter()
    gaps.append(now - last)
    last = now
    time.sleep(0.001)
print(f"sound gap {{1000 * max(gaps):.1f}} load {{board.load_ms:.1f}}", flush=True)
"""
"""The sounds started on their thread while the main thread ticks every millisecond: the longest the main
thread waited between two ticks (a frame would wait as long), and the start's own time."""


def _spawn(argv: list[str], env: dict[str, str], until: str) -> tuple[float, dict[str, float]]:
    """Run ``argv`` until a line containing ``until`` appears.

    Returns:
        ``(wall_ms, marks)``: milliseconds from the spawn to that line, and every
        ``<name> ... <number> ms`` mark read on the way, by its first word(s).
    """
    start = time.perf_counter()
    proc = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env,
                            cwd=str(ROOT))
    marks: dict[str, float] = {}
    wall = float("nan")
    assert proc.stdout is not None
    try:
        for line in proc.stdout:
            now = 1000 * (time.perf_counter() - start)
            if line.startswith("first frame"):
                marks["first_wall"] = now
                cpu = re.search(r"cpu ([\d.]+)", line)
                if cpu:
                    marks["first_cpu"] = float(cpu.group(1))
            elif line.startswith("menu filled"):
                marks["menu_wall"] = now
            elif line.startswith("sounds ready"):
                marks["sound_wall"] = now
                took = re.search(r"in ([\d.]+) ms", line)
                if took:
                    marks["sound_load"] = float(took.group(1))
            if until in line:
                wall = now
                break
    finally:
        proc.kill()
        proc.wait()
    return wall, marks


def main(argv: list[str] | None = None) -> int:
    """Time both start-ups ``--runs`` times each and print the medians."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9, help="runs of each (default 9)")
    args = parser.parse_args(argv)
    env = dict(os.environ, PYGAME_HIDE_SUPPORT_PROMPT="1")
    if not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY") and sys.platform.startswith("linux"):
        env["SDL_VIDEODRIVER"] = "dummy"
        print("no display: SDL's dummy driver (run under xvfb-run -a for a real window)")
    env.setdefault("SDL_AUDIODRIVER", "dummy")
    bare_wall: list[float] = []
    bare_cpu: list[float] = []
    game_wall: list[float] = []
    game_cpu: list[float] = []
    menu_wall: list[float] = []
    quiet_wall: list[float] = []
    quiet_cpu: list[float] = []
    sound_wall: list[float] = []
    sound_load: list[float] = []
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    with tempfile.TemporaryDirectory() as config, tempfile.TemporaryDirectory() as pycache:
        env["POPEJOAN_CONFIG_DIR"] = config  # no saved window size or full screen from the player's own settings
        env["PYTHONPYCACHEPREFIX"] = pycache
        _spawn([sys.executable, "-c", BARE], env, "first frame")  # fill the bytecode caches
        _spawn([sys.executable, str(ROOT / "main.py"), "--timing"], env, "menu filled")
        for _ in range(args.runs):
            wall, marks = _spawn([sys.executable, "-c", BARE], env, "first frame")
            bare_wall.append(wall)
            bare_cpu.append(marks.get("first_cpu", float("nan")))
            wall, marks = _spawn([sys.executable, str(ROOT / "main.py"), "--timing"], env, "menu filled")
            game_wall.append(marks.get("first_wall", float("nan")))
            game_cpu.append(marks.get("first_cpu", float("nan")))
            menu_wall.append(wall)
            if "sound_wall" not in marks:  # the sounds may come after the menu: read on to their line
                _, later = _spawn([sys.executable, str(ROOT / "main.py"), "--timing"], env, "sounds ready")
                marks.update({k: v for k, v in later.items() if k.startswith("sound")})
            sound_wall.append(marks.get("sound_wall", float("nan")))
            sound_load.append(marks.get("sound_load", float("nan")))
            _, marks = _spawn([sys.executable, str(ROOT / "main.py"), "--timing"], dict(env, POPEJOAN_SOUND="0"),
                              "menu filled")
            quiet_wall.append(marks.get("first_wall", float("nan")))
            quiet_cpu.append(marks.get("first_cpu", float("nan")))

    def med(values: list[float]) -> float:
        return statistics.median(values)

    print(f"{args.runs} runs each, medians (wall: spawn to the line read; CPU: the child's process_time)")
    print(f"  bare pygame window, first frame:   wall {med(bare_wall):6.0f} ms   CPU {med(bare_cpu):6.0f} ms")
    print(f"  game (main.py), first menu frame:  wall {med(game_wall):6.0f} ms   CPU {med(game_cpu):6.0f} ms")
    print(f"  difference:                        wall {med(game_wall) - med(bare_wall):+6.0f} ms   "
          f"CPU {med(game_cpu) - med(bare_cpu):+6.0f} ms")
    print(f"  game, menu filled in (rulesets loaded): wall {med(menu_wall):6.0f} ms")
    print(f"  game without sound (POPEJOAN_SOUND=0), first frame: wall {med(quiet_wall):6.0f} ms   "
          f"CPU {med(quiet_cpu):6.0f} ms")
    print(f"  the sound layer's cost to the first frame:            wall {med(game_wall) - med(quiet_wall):+6.0f} ms   "
          f"CPU {med(game_cpu) - med(quiet_cpu):+6.0f} ms")
    print(f"  sounds ready (mixer open, 17 files read):             wall {med(sound_wall):6.0f} ms after launch, "
          f"{med(sound_load):.0f} ms on their own thread")
    gaps: list[float] = []
    loads: list[float] = []
    for _ in range(args.runs):
        proc = subprocess.run([sys.executable, "-c", SOUND_GAP.format(root=str(ROOT))], capture_output=True, text=True,
                              env=env, cwd=str(ROOT))
        found = re.search(r"sound gap ([\d.]+) load ([\d.]+)", proc.stdout)
        if found:
            gaps.append(float(found.group(1)))
            loads.append(float(found.group(2)))
    if gaps:
        print(f"  while the sounds load on their thread ({med(loads):.0f} ms), the main thread's longest wait: "
              f"{med(gaps):.1f} ms (median of the runs' longest; it ticks every 1 ms)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
