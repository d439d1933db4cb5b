"""Issue 7, item 8: SIGTERM (and closing the window) ends the game promptly from any screen, through one way out.

The kind: whatever the game is doing (the menu, a table mid-deal with computer
players thinking, the rulesets loading, a table being laid), a quit signal or a
closed window ends it within a few seconds with status 0, after the app's one
way out (:meth:`App.shutdown`: scenes' ``on_quit`` hooks, the ``on_quit``
callbacks where a saves writer flushes, the settings saved).

``main.py`` runs as a subprocess with the dummy video driver; "slow" moments
(a computer that thinks for a minute, rulesets that take a minute to load) are
made by replacing one function before ``main.py`` runs, so the signal surely
lands inside them.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame
import pytest

from popejoan.ui.app import App, QuitRequested
from popejoan.ui.scene import Scene
from tests.ui.driver import rulesets_read_by

ROOT = Path(__file__).resolve().parents[2]
PROMPT_S = 3.0
"""How soon after the signal the process must be gone (seconds)."""
STALL_S = 180.0
"""How long a child may take to reach its moment (seconds). The first computer decision comes after about
135 frames (the dealer's draw and the dealing): 3.5 s here when idle, 18 s with the load at 6 on 2 cores
(the process sleeps between frames, and a loaded machine wakes it late); CI once waited more than 60 s."""

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGTERM") or os.name == "nt",
                                reason="POSIX signals sent to a child process")

# Run main.py after replacing something to make a moment last (the prelude), printing when it starts.
_RUNNER = """
import faulthandler, runpy, signal, sys, time, threading
faulthandler.register(signal.SIGUSR1, all_threads=True)  # a stall is reported with every thread's stack
sys.argv = ['main.py'] + {argv!r}
{prelude}
runpy.run_path('main.py', run_name='__main__')
"""

SLOW_LOAD = """
import popejoan.ui.warmup as warmup
def slow(stop=None):
    print('loading', flush=True)
    for _ in range(6000):   # a minute of "reading rulesets", in small steps
        time.sleep(0.01)
    raise SystemExit('not interrupted')
warmup._load_rulesets = slow  # private: the warm-up's read of the rulesets, made to last
"""

def _watched_players(marker: str, seconds: float) -> str:
    """A prelude: every computer player prints ``marker`` as it starts a choice, then takes ``seconds`` over it
    (in small steps, so a signal lands between them)."""
    return f"""
import popejoan.ai as ai
real = ai.make_player
class Watched:
    stateless = False
    def __init__(self, inner): self.inner = inner
    def choose(self, observation):
        print({marker!r}, flush=True)
        for _ in range({round(seconds * 100)}):
            time.sleep(0.01)
        return self.inner.choose(observation)
ai.make_player = lambda level, seed=0: Watched(real(level, seed))
"""


SLOW_THINKER = _watched_players("thinking", 60.0)  # a minute on one move
CHOOSING = _watched_players("choosing", 0.0)  # the computers choose as they would

SLOW_TABLE = """
import popejoan.ui.scenes.table as table
real_init = table.TableScene.__init__
def slow_init(self, *args, **kwargs):
    print('laying the table', flush=True)
    for _ in range(6000):
        time.sleep(0.01)
    real_init(self, *args, **kwargs)
table.TableScene.__init__ = slow_init
"""


def _spawn(tmp_path: Path, argv: list[str], prelude: str = "", env: dict[str, str] | None = None) -> subprocess.Popen:
    full_env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", POPEJOAN_CONFIG_DIR=str(tmp_path),
                    POPEJOAN_DATA_DIR=str(tmp_path / "data"), PYTHONPATH=str(ROOT), **(env or {}))
    code = _RUNNER.format(argv=["--timing", *argv], prelude=prelude)
    return subprocess.Popen([sys.executable, "-c", code], cwd=str(ROOT), env=full_env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)


class Stalled(Exception):
    """The child never printed the marker: what it printed, and every thread's stack at that moment."""


def _wait_for(proc: subprocess.Popen, marker: str, timeout: float = STALL_S) -> list[str]:
    """Read the child's output until a line containing ``marker``; return the lines read.

    Raises:
        Stalled: no such line in ``timeout`` seconds; the child is asked for its threads' stacks
            (SIGUSR1, see ``_RUNNER``), then killed, and the message holds its stdout and stderr.
    """
    lines: list[str] = []
    box: dict[str, Any] = {}

    def read() -> None:
        assert proc.stdout is not None
        for line in proc.stdout:
            lines.append(line)
            if marker in line:
                box["found"] = True
                return

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    reader.join(timeout)
    if "found" not in box:
        if proc.poll() is None:
            proc.send_signal(signal.SIGUSR1)
            time.sleep(2.0)
        proc.kill()
        out, err = proc.communicate()
        raise Stalled(f"never saw {marker!r} in {timeout:.0f} s; stdout {''.join(lines) + out!r}; "
                      f"stderr (the threads' stacks) {err[-6000:]!r}")
    return lines


def _started(tmp_path: Path, argv: list[str], marker: str, prelude: str = "") -> subprocess.Popen:
    """Spawn ``main.py`` and wait for ``marker`` (:func:`_wait_for`).

    Raises:
        pytest.fail: the child stalled before the marker (the message holds every thread's stack).
    """
    proc = _spawn(tmp_path, argv, prelude)
    try:
        _wait_for(proc, marker)
    except Stalled as stall:
        pytest.fail(str(stall))
    return proc


def _signal_and_time(proc: subprocess.Popen, sig: int = signal.SIGTERM) -> tuple[float, str]:
    """Send ``sig``; return how long the process took to end (seconds) and its stderr."""
    sent = time.monotonic()
    proc.send_signal(sig)
    try:
        _, err = proc.communicate(timeout=30)
    except subprocess.TimeoutExpired:
        proc.kill()
        _, err = proc.communicate()
        pytest.fail(f"still running 30 s after the signal; stderr {err[-3000:]!r}")
    return time.monotonic() - sent, err


def _settings_saved(tmp_path: Path) -> dict[str, Any]:
    return json.loads((tmp_path / "settings.json").read_text(encoding="utf-8"))


def test_sigterm_at_the_menu(tmp_path: Path) -> None:
    proc = _started(tmp_path, [], "menu filled in")
    seconds, err = _signal_and_time(proc)
    assert proc.returncode == 0, err
    assert seconds < PROMPT_S, seconds
    assert "Traceback" not in err
    assert _settings_saved(tmp_path)["ruleset"] == "parlett"  # the way out ran: the settings were saved


def test_sigint_and_sighup_take_the_same_way_out(tmp_path: Path) -> None:
    for sig in (signal.SIGINT, signal.SIGHUP):
        proc = _started(tmp_path, [], "menu filled in")
        seconds, err = _signal_and_time(proc, sig)
        assert proc.returncode == 0 and seconds < PROMPT_S and "Traceback" not in err, (sig, seconds, err)


SEED = "1"
"""The seed of the games these tests start with computers at the table. A random one stalled CI now and then:
in russian a turned Pope ends the first deal before anyone leads (13 seeds in 400), and the deal's summary then
waits for a person, so no computer ever thinks (:func:`test_the_seed_gives_the_computers_a_deal_to_play`)."""


def test_the_seed_gives_the_computers_a_deal_to_play() -> None:
    from popejoan.engine.ruleset import find_ruleset
    from popejoan.engine.session import Session

    for ruleset, players in (("russian", 3), ("parlett", 4)):
        deal = Session(find_ruleset(ruleset), [f"P{i}" for i in range(players)], seed=int(SEED)).start_deal()
        assert not deal.over and deal.decision == "lead", ruleset


def test_sigterm_mid_deal_with_computers(tmp_path: Path) -> None:
    proc = _started(tmp_path, ["--ruleset", "parlett", "--players", "cpu:expert,cpu:hard,cpu:expert,cpu:normal",
                               "--speed", "4", "--seed", SEED], "choosing", CHOOSING)
    time.sleep(0.3)  # the deal under way, computers choosing
    seconds, err = _signal_and_time(proc)
    assert proc.returncode == 0 and seconds < PROMPT_S and "Traceback" not in err, (seconds, err)


def test_sigterm_while_a_computer_thinks(tmp_path: Path) -> None:
    proc = _started(tmp_path, ["--ruleset", "russian", "--players", "cpu,cpu,cpu", "--speed", "4", "--seed", SEED],
                    "thinking", SLOW_THINKER)
    seconds, err = _signal_and_time(proc)
    assert proc.returncode == 0 and seconds < PROMPT_S and "Traceback" not in err, (seconds, err)


def test_sigterm_while_the_rulesets_load(tmp_path: Path) -> None:
    proc = _started(tmp_path, [], "loading", SLOW_LOAD)
    seconds, err = _signal_and_time(proc)
    assert proc.returncode == 0 and seconds < PROMPT_S, (seconds, err)
    assert "not interrupted" not in err and "Traceback" not in err
    assert _settings_saved(tmp_path)["ruleset"] == "parlett"


def test_sigterm_while_many_real_rulesets_load(tmp_path: Path) -> None:
    """The same with real files: a user folder of 800 rulesets (seconds of reading)."""
    mine = tmp_path / "data" / "rulesets"  # the user rulesets folder under POPEJOAN_DATA_DIR
    mine.mkdir(parents=True)
    text = (ROOT / "rulesets" / "parlett.yaml").read_text(encoding="utf-8")
    for i in range(800):
        (mine / f"house-{i}.yaml").write_text(text.replace("id: parlett", f"id: house-{i}"), encoding="utf-8")
    proc = _started(tmp_path, [], "first frame")
    time.sleep(0.3)
    seconds, err = _signal_and_time(proc)
    assert proc.returncode == 0 and seconds < PROMPT_S and "Traceback" not in err, (seconds, err)


def test_sigterm_while_the_table_is_laid(tmp_path: Path) -> None:
    proc = _started(tmp_path, ["--ruleset", "parlett", "--players", "Ann,cpu,cpu", "--seed", SEED], "laying the table",
                    SLOW_TABLE)
    seconds, err = _signal_and_time(proc)
    assert proc.returncode == 0 and seconds < PROMPT_S and "Traceback" not in err, (seconds, err)


def test_sigterm_in_full_screen_from_the_settings(tmp_path: Path) -> None:
    """The issue's worst case: full screen saved by F11; the game starts, and SIGTERM ends it cleanly."""
    (tmp_path / "settings.json").write_text('{"fullscreen": true}', encoding="utf-8")
    proc = _started(tmp_path, [], "menu filled in")
    seconds, err = _signal_and_time(proc)
    assert proc.returncode == 0 and seconds < PROMPT_S and "Traceback" not in err, (seconds, err)
    assert _settings_saved(tmp_path)["fullscreen"] is True


# --- in the process: the one way out --------------------------------------------------------------


class _Recorder(Scene):
    """A scene that records its quit hook."""

    def __init__(self, app: Any, log: list[str], name: str) -> None:
        super().__init__(app)
        self.log = log
        self.name = name

    def on_quit(self) -> None:
        self.log.append(self.name)


@pytest.fixture
def keep_pygame(monkeypatch: pytest.MonkeyPatch) -> None:
    """``App.run`` closes pygame on its way out; here the other tests still need it (and its fonts)."""
    monkeypatch.setattr(pygame, "quit", lambda: None)


def test_one_way_out_runs_hooks_callbacks_then_saves(tmp_path: Path, keep_pygame: None) -> None:
    config = tmp_path / "settings.json"
    app = App((1280, 800), config=config, hidden=True)
    log: list[str] = []
    app.push(_Recorder(app, log, "scene below"))
    app.push(_Recorder(app, log, "top scene"))

    def broken() -> None:
        log.append("broken callback")
        raise OSError("disk gone")

    app.on_quit.append(lambda: log.append("saves flushed") or log.append(f"settings saved: {config.exists()}"))
    app.on_quit.append(broken)
    app.on_quit.append(lambda: log.append("last callback"))
    app.settings.ruleset = "russian"
    pygame.event.post(pygame.event.Event(pygame.QUIT))  # the window's close button
    app.run()
    assert log == ["top scene", "scene below", "saves flushed", "settings saved: False", "broken callback",
                   "last callback"]
    assert json.loads(config.read_text(encoding="utf-8"))["ruleset"] == "russian"
    app.shutdown()  # a second call does nothing
    assert len(log) == 6


def test_a_signal_in_the_process_ends_run_and_puts_the_handlers_back(tmp_path: Path, keep_pygame: None) -> None:
    before = signal.getsignal(signal.SIGTERM)
    app = App((1280, 800), config=tmp_path / "settings.json", hidden=True, handle_signals=True)
    log: list[str] = []
    app.on_quit.append(lambda: log.append("flushed"))
    app.push(_Recorder(app, log, "table"))
    timer = threading.Timer(0.3, os.kill, (os.getpid(), signal.SIGTERM))
    timer.start()
    started = time.monotonic()
    app.run()
    timer.join()
    assert time.monotonic() - started < PROMPT_S
    assert log == ["table", "flushed"]
    assert signal.getsignal(signal.SIGTERM) is before


def test_closing_the_window_ends_a_long_wait(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = App((1280, 800), config=tmp_path / "settings.json", hidden=True)
    release = threading.Event()
    rulesets_read_by(monkeypatch, lambda stop=None: release.wait(60) and ({}, []))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(1, 1), rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    started = time.monotonic()
    with pytest.raises(QuitRequested):
        app.rulesets()
    assert time.monotonic() - started < PROMPT_S
    assert app.quit_requested and not app.running
    assert [e.type for e in pygame.event.get()] == [pygame.MOUSEMOTION]  # other events are left for the loop
    release.set()
