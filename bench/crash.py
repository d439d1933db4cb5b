"""Crash safety: the real game killed with SIGKILL at random moments, then continued.

Each cycle starts the game (``main.py`` with three computer players at speed 4,
the dummy video driver, a temporary data folder), waits for it to take a
decision, and kills it with SIGKILL (no handler runs, no file is closed):
half the time at a random moment up to a second or so later, half the time
within 20 ms of its next decision, while that decision's save is being
written. Then it checks that

- the folder holds exactly one save and nothing was refused or kept aside;
- the save lost at most the last action: it records at least one decision
  fewer than the game had taken when it was killed (the game reports each
  decision on its standard output as it takes it, see ``GAME`` below);
- ``main.py --continue --screenshot FILE --scene table`` exits 0 with a valid
  PNG of the resumed table, and leaves the save as it was.

The next cycle then plays on from the save with ``main.py --continue`` (the
first starts a new session), so the session grows across cycles, deal after
deal. The game is the real ``main.py`` run through ``runpy``; the only
additions are the report of each decision and a player who presses "Next
deal" on each summary (with only computers at the table, nobody else would) and a key on the resumed
table (which waits for one before a computer moves).

Usage: ``python bench/crash.py [--cycles 30] [--seed 1]``. ``tests/ui/test_crash.py``
runs a few cycles of the same code.
"""

from __future__ import annotations

import argparse
import os
import random
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

GAME = r'''
import sys, runpy
import popejoan.ui.app as app_module
from popejoan.ui.autosave import decisions
from popejoan.ui.scenes.summary import SummaryScene
from popejoan.ui.scenes.table.turns import Turns

apps = []
real_init = app_module.App.__init__
def init(self, *args, **kwargs):
    real_init(self, *args, **kwargs)
    apps.append(self)
app_module.App.__init__ = init

real_move = Turns._computer_move
def move(self, seat):
    real_move(self, seat)
    saver = apps[-1].saving.saver if apps else None
    if saver is not None:
        print("decided", decisions(saver.session), flush=True)
Turns._computer_move = move

real_update = SummaryScene.update
def update(self, dt_ms):
    real_update(self, dt_ms)
    if self.mode == "deal" and self.clock_ms > 300 and self.app.top is self:
        self.next_deal()  # a player pressing "Next deal"
SummaryScene.update = update

real_decide = Turns.decide
def decide(self, scaled_ms):
    if self.waiting:
        self.play_on()  # a player pressing a key on the resumed table (it waits for one)
    real_decide(self, scaled_ms)
Turns.decide = decide

sys.argv = ["main.py"] + sys.argv[1:]
runpy.run_path("main.py", run_name="__main__")
'''
"""The game as a subprocess runs it: ``main.py`` itself, reporting each decision and pressing "Next deal"."""

NEW_GAME = ["--ruleset", "parlett", "--players", "cpu,cpu:easy,cpu", "--speed", "4", "--size", "960x600"]
"""The first cycle's command line: a new session of three computer players, as fast as the game goes."""


@dataclass
class Cycle:
    """One kill and its check.

    Attributes:
        taken: decisions the game had reported when it was killed.
        saved: decisions the save on disk records after the kill.
        ran_s: seconds the game ran before the kill.
        resume_s: seconds ``--continue --screenshot`` took (start-up, replay, draw, exit).
        deals: deals the saved session has played.
    """

    taken: int
    saved: int
    ran_s: float
    resume_s: float
    deals: int

    @property
    def lost(self) -> int:
        """Decisions the kill lost (at most one)."""
        return self.taken - self.saved


@dataclass
class Report:
    """Every cycle of a run, and the problems found (empty when all is well)."""

    cycles: list[Cycle] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)


def game_env(folder: Path) -> dict[str, str]:
    """The environment a game run in ``folder`` starts with: headless, its data and settings under ``folder``."""
    return dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1",
                POPEJOAN_DATA_DIR=str(folder / "data"), POPEJOAN_CONFIG_DIR=str(folder / "config"))


def saved_decisions(folder: Path) -> tuple[int, int, list[str]]:
    """The one save in ``folder``'s data folder: its decisions (all deals together) and deals played.

    Returns:
        ``(decisions, deals played, problems)``: problems in words (no save, several, a refused or
        kept-aside file); the numbers are -1 when there is no usable save.
    """
    from popejoan.engine.errors import SaveError
    from popejoan.engine.record import decode_save
    from popejoan.storage.saves import SaveStore

    store = SaveStore(folder / "data" / "saves")
    saves, refused = store.list_saves()
    problems = [f"refused: {p}" for p in refused] + [f"kept aside: {p.name}" for p in store.kept_aside()]
    if len(saves) != 1:
        return -1, -1, problems + [f"{len(saves)} saves instead of one"]
    try:
        _, record = decode_save(saves[0].path.read_bytes())
    except SaveError as exc:
        return -1, -1, problems + [f"the save cannot be read: {exc}"]
    return sum(len(deal.actions) for deal in record.deals), saves[0].deals_played, problems


def valid_png(path: Path) -> bool:
    """Whether ``path`` is a PNG of the resumed table: it loads, 1280×800, and is not one flat colour."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    try:
        image = pygame.image.load(str(path))
    except (pygame.error, FileNotFoundError):
        return False
    colours = {tuple(image.get_at((x, y)))[:3] for x in range(0, image.get_width(), 37)
               for y in range(0, image.get_height(), 29)}
    return image.get_size() == (1280, 800) and len(colours) > 40


def cycle(folder: Path, rng: random.Random, first: bool, wait_s: float = 1.2, timeout_s: float = 60.0) -> tuple[
        Cycle | None, list[str]]:
    """Start the game (a new session, or ``--continue``), kill it at a random moment, and check the save.

    Args:
        folder: the run's folder (its ``data`` and ``config`` folders are the game's).
        rng: chooses the moment of the kill.
        first: start a new session (else continue the saved one).
        wait_s: the kill comes up to this many seconds after the game's first decision.
        timeout_s: give up on a game that takes no decision in this time.

    Returns:
        The cycle's figures (None when it could not be measured) and the problems found, in words.
    """
    args = NEW_GAME if first else ["--continue", "--speed", "4", "--size", "960x600"]
    env = game_env(folder)
    started = time.perf_counter()
    game = subprocess.Popen([sys.executable, "-c", GAME, *args], cwd=str(ROOT), env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    taken = [-1]
    decided = threading.Event()
    lines: list[float] = []

    def read() -> None:
        assert game.stdout is not None
        for line in game.stdout:
            if line.startswith("decided "):
                taken[0] = int(line.split()[1])
                lines.append(time.perf_counter())
                decided.set()

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    if not decided.wait(timeout_s):
        game.kill()
        game.wait()
        err = game.stderr.read() if game.stderr is not None else ""
        return None, [f"the game took no decision in {timeout_s:.0f} s: {err.strip()[-400:]}"]
    if rng.random() < 0.5:  # anywhere: thinking, cards moving, fish flying, the board turning
        time.sleep(rng.uniform(0.0, wait_s))
    else:  # in the few milliseconds after a decision, while its save is being written
        seen = len(lines)
        deadline = time.perf_counter() + timeout_s
        while len(lines) == seen and time.perf_counter() < deadline and game.poll() is None:
            time.sleep(0.001)
        time.sleep(rng.uniform(0.0, 0.02))
    os.kill(game.pid, signal.SIGKILL)
    game.wait()
    ran = time.perf_counter() - started
    reader.join(5)
    problems: list[str] = []
    saved, deals, found = saved_decisions(folder)
    problems += found
    if saved >= 0 and not taken[0] - 1 <= saved <= taken[0] + 1:
        problems.append(f"the game had taken {taken[0]} decisions; the save records {saved}")
    shot = folder / "resumed.png"
    shot.unlink(missing_ok=True)
    t0 = time.perf_counter()
    result = subprocess.run([sys.executable, str(ROOT / "main.py"), "--continue", "--screenshot", str(shot),
                             "--scene", "table"], cwd=str(ROOT), env=env, capture_output=True, text=True,
                            timeout=timeout_s)
    resume = time.perf_counter() - t0
    if result.returncode != 0:
        problems.append(f"--continue --screenshot exited {result.returncode}: {result.stderr.strip()[-400:]}")
    elif not valid_png(shot):
        problems.append("--continue --screenshot drew no valid picture of the table")
    after, _, _ = saved_decisions(folder)
    if after != saved:
        problems.append(f"--continue --screenshot changed the save ({saved} decisions, then {after})")
    return Cycle(taken[0], saved, ran, resume, deals), problems


def run(cycles: int, seed: int = 1, folder: Path | None = None, wait_s: float = 1.2,
        budget_s: float | None = None) -> Report:
    """Kill and continue the game ``cycles`` times (see the module's docstring).

    Args:
        cycles: how many kills at most.
        seed: chooses the moments of the kills.
        folder: where the game keeps its data (default: a new temporary folder).
        wait_s: each kill comes up to this many seconds after the game's first decision.
        budget_s: start no new cycle after this many seconds, once two have run (a busy machine
            makes each cycle slower; a test keeps to its time this way).
    """
    rng = random.Random(seed)
    report = Report()
    start = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="popejoan-crash-") as temp:
        where = folder or Path(temp)
        for i in range(cycles):
            if budget_s is not None and i >= 2 and time.perf_counter() - start > budget_s:
                break
            measured, problems = cycle(where, rng, first=i == 0, wait_s=wait_s)
            report.problems += [f"cycle {i + 1}: {p}" for p in problems]
            if measured is not None:
                report.cycles.append(measured)
            if measured is None or measured.saved < 0:
                break
    return report


def main() -> None:
    """Run the benchmark and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cycles", type=int, default=30)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    sys.path.insert(0, str(ROOT))
    cpu0 = time.process_time()
    t0 = time.perf_counter()
    report = run(args.cycles, args.seed)
    wall = time.perf_counter() - t0
    cycles = report.cycles
    for i, c in enumerate(cycles, 1):
        print(f"cycle {i:3d}: killed after {c.ran_s:5.2f} s at {c.taken:4d} decisions; the save has {c.saved:4d} "
              f"(lost {c.lost}), {c.deals} deals played; --continue --screenshot {c.resume_s:.2f} s")
    if cycles:
        lost = [c.lost for c in cycles]
        print(f"{len(cycles)} kills: lost nothing {lost.count(0)} times, the last decision {lost.count(1)} times, "
              f"more {sum(1 for n in lost if n > 1)} times; the session reached {cycles[-1].saved} decisions over "
              f"{cycles[-1].deals} deals")
        print(f"--continue --screenshot (a fresh process: start-up, replay, draw): median "
              f"{statistics.median(c.resume_s for c in cycles):.2f} s, max {max(c.resume_s for c in cycles):.2f} s")
    print(f"wall {wall:.0f} s; this process's CPU {time.process_time() - cpu0:.1f} s (the games run in their own)")
    if report.problems:
        print("PROBLEMS:")
        for problem in report.problems:
            print("  " + problem)
        sys.exit(1)
    print("no problems: every kill left a valid save that lost at most the last decision")


if __name__ == "__main__":
    main()
