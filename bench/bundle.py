"""The PyInstaller bundle: how big it is, how long it takes to build, and how fast it starts.

    xvfb-run -a python bench/bundle.py                  # build into a temporary folder, then time it
    xvfb-run -a python bench/bundle.py --bundle dist/PopeJoan --runs 11

Prints the bundle's size on disk and zipped (what a player downloads), its
largest parts, the build's wall and CPU time (the build's own processes,
``RUSAGE_CHILDREN``), and the start-up of ``PopeJoan --timing`` against
``main.py --timing`` from the checkout: each run a fresh process, timed from
its spawn to its first frame and to the menu filled in (every ruleset
loaded), medians over ``--runs``, runs alternating, with warm caches (one
run of each first, not counted: a player's second launch). CPU time is the
child's own ``time.process_time`` at its first frame.

Needs PyInstaller (``requirements-dev.txt``) unless ``--bundle`` is given, and
a display for real windows (under ``xvfb-run -a``; without one, SDL's dummy
driver, and it says so).
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
EXE = "PopeJoan.exe" if os.name == "nt" else "PopeJoan"


def _spawn(argv: list[str], env: dict[str, str]) -> dict[str, float]:
    """Run ``argv`` (with ``--timing``) until the menu is filled in; the marks in milliseconds from the spawn."""
    start = time.perf_counter()
    proc = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env,
                            cwd=str(ROOT))
    marks: dict[str, float] = {}
    assert proc.stdout is not None
    try:
        for line in proc.stdout:
            now = 1000 * (time.perf_counter() - start)
            if line.startswith("first frame"):
                marks["first"] = now
                cpu = re.search(r"cpu ([\d.]+)", line)
                marks["cpu"] = float(cpu.group(1)) if cpu else float("nan")
            elif line.startswith("menu filled"):
                marks["menu"] = now
                break
    finally:
        proc.kill()
        proc.wait()
    return marks


def _cpu_children() -> float:
    try:
        import resource

        usage = resource.getrusage(resource.RUSAGE_CHILDREN)
        return usage.ru_utime + usage.ru_stime
    except ImportError:  # Windows
        return float("nan")


def build(dist: Path, work: Path) -> tuple[Path, float, float]:
    """Build the bundle with ``packaging/build.py``; returns its folder, the wall and the CPU seconds."""
    cpu0, wall0 = _cpu_children(), time.perf_counter()
    subprocess.run([sys.executable, str(ROOT / "packaging" / "build.py"), "--dist", str(dist), "--work", str(work)],
                   check=True, stdout=subprocess.DEVNULL)
    return dist / "PopeJoan", time.perf_counter() - wall0, _cpu_children() - cpu0


def sizes(bundle: Path) -> None:
    """Print the bundle's size, zipped size and largest parts."""
    files = [p for p in bundle.rglob("*") if p.is_file() and not p.is_symlink()]
    total = sum(p.stat().st_size for p in files)
    with tempfile.TemporaryDirectory() as tmp:
        archive = shutil.make_archive(str(Path(tmp) / "PopeJoan"), "zip", bundle.parent, bundle.name)
        zipped = Path(archive).stat().st_size
    print(f"bundle: {total / 1e6:.1f} MB in {len(files)} files; zipped {zipped / 1e6:.1f} MB")
    parts: dict[str, int] = {}
    internal = bundle / "_internal"
    for p in files:
        rel = p.relative_to(internal if internal in p.parents else bundle)
        key = rel.parts[0] if len(rel.parts) > 1 else rel.name
        parts[key] = parts.get(key, 0) + p.stat().st_size
    for name, size in sorted(parts.items(), key=lambda kv: -kv[1])[:8]:
        print(f"  {name:32s} {size / 1e6:6.1f} MB")


def main(argv: list[str] | None = None) -> int:
    """Build (or take) the bundle, print its size, time its start-up; returns the exit status."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bundle", type=Path, help="an existing dist/PopeJoan (default: build one now)")
    parser.add_argument("--runs", type=int, default=9, help="start-ups of each (default 9)")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp, tempfile.TemporaryDirectory() as config:
        if args.bundle is None:
            bundle, wall, cpu = build(Path(tmp) / "dist", Path(tmp) / "work")
            print(f"build: wall {wall:.0f} s, CPU {cpu:.0f} s")
        else:
            bundle = args.bundle.resolve()
        sizes(bundle)
        env = dict(os.environ, PYGAME_HIDE_SUPPORT_PROMPT="1", POPEJOAN_CONFIG_DIR=config)
        if not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY") and sys.platform.startswith("linux"):
            env["SDL_VIDEODRIVER"] = "dummy"
            print("no display: SDL's dummy driver (run under xvfb-run -a for a real window)")
        commands = {"bundle (PopeJoan)": [str(bundle / EXE), "--timing"],
                    "checkout (main.py)": [sys.executable, str(ROOT / "main.py"), "--timing"]}
        runs: dict[str, list[dict[str, float]]] = {name: [] for name in commands}
        for command in commands.values():
            _spawn(command, env)  # warm the caches
        for _ in range(args.runs):
            for name, command in commands.items():
                runs[name].append(_spawn(command, env))
    print(f"start-up, medians of {args.runs} runs (wall from the spawn; CPU: the child's own at its first frame)")
    for name, marks in runs.items():
        def med(key: str, marks: list[dict[str, float]] = marks) -> float:
            return statistics.median(m.get(key, float("nan")) for m in marks)

        print(f"  {name:20s} first frame: wall {med('first'):5.0f} ms, CPU {med('cpu'):5.0f} ms;  "
              f"menu filled in: wall {med('menu'):5.0f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
