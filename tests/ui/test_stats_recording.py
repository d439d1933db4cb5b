"""The statistics ledger is written as the front end's autosave records a finished deal (issue 35): the app's
:class:`~popejoan.ui.autosave.Saving` hands each finished deal and the session's end to the ledger after the
snapshot that holds it lands; a kill -9 of the real game leaves the ledger's deals equal to the save's."""

from __future__ import annotations

import importlib.util
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from popejoan.engine.ruleset import find_ruleset
from popejoan.storage.saves import SaveStore
from popejoan.storage.stats import Ledger, stats_json

ROOT = Path(__file__).resolve().parents[2]


def test_the_autosave_records_each_finished_deal_and_the_end(tmp_path: Path) -> None:
    from popejoan.ui.autosave import Saving
    from popejoan.ui.setup import GameSetup, Seat

    saving = Saving(tmp_path / "saves")
    setup = GameSetup(find_ruleset("parlett").with_options({}),
                      [Seat("Ann", "human"), Seat("Ben", "computer", "easy"), Seat("Cy", "computer", "hard")],
                      chips=20)
    session = saving.new_session(setup)
    chooser = random.Random(3)
    for _ in range(3):
        session.start_deal()
        saving.tick(16)
        while not session.deal.over:  # type: ignore[union-attr]
            deal = session.deal
            deal.apply(chooser.choice(deal.legal_actions()))  # type: ignore[union-attr]
            saving.tick(16)
        session.finish_deal()
        saving.tick(16)
    saving.writer.flush(10)
    ledger = Ledger(tmp_path / "stats.jsonl", saves=SaveStore(tmp_path / "empty"))
    assert [d.number for d in ledger.read(catch_up=False).deals] == [1, 2, 3]
    session.share_out()
    saving.tick(16)
    saving.close()
    read = ledger.read(catch_up=False)
    figures = stats_json(read.entries)
    assert (figures["sessions"], figures["deals"]) == (1, 3)
    by = {(p["name"], p["level"]): p for p in figures["players"]}
    assert set(by) == {("Ann", None), ("Ben", "easy"), ("Cy", "hard")}
    for seat, name in enumerate(session.names):  # every deal's and the share-out's fish add up to the balance
        p = next(v for (n, _), v in by.items() if n == name)
        assert p["fish"] == session.balances[seat] - session.starting_chips[seat]
    assert sum(p["sessions_won"] for p in figures["players"]) >= 1


def _crash():
    spec = importlib.util.spec_from_file_location("bench_crash", ROOT / "bench" / "crash.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["bench_crash"] = module
    spec.loader.exec_module(module)
    return module


@pytest.mark.soak  # the full run only (pytest.ini)
@pytest.mark.skipif(sys.platform.startswith("win"), reason="SIGKILL is POSIX")
def test_sigkill_at_random_moments_leaves_the_ledgers_deals_equal_to_the_saves(tmp_path: Path) -> None:
    """The real game (bench/crash.py's: three computer players at speed 4, about a deal in 15 s) killed with
    SIGKILL at a random moment 8 to 20 s after it starts, four times, each run continuing the last. After each
    kill the ledger holds the save's deals, or one fewer (a kill between the save and the ledger's line), never
    more; read (caught up from the save), exactly the save's; and deleting the save changes no figure."""
    crash = _crash()
    seed = random.randrange(1 << 20)
    rng = random.Random(seed)
    store = SaveStore(tmp_path / "data" / "saves")
    ledger = Ledger(tmp_path / "data" / "stats.jsonl", saves=store)
    played = 0
    for run in range(4):
        args = crash.NEW_GAME if run == 0 else ["--continue", "--speed", "4", "--size", "960x600"]
        game = subprocess.Popen([sys.executable, "-c", crash.GAME, *args], cwd=str(ROOT), env=crash.game_env(tmp_path),
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(rng.uniform(8.0, 20.0))
        game.send_signal(signal.SIGKILL)
        game.wait()
        saves, refused = store.list_saves()
        assert not refused and len(saves) == 1, f"seed {seed}: {refused}"
        played = saves[0].deals_played
        recorded = len(ledger.read(catch_up=False).deals)
        assert played - 1 <= recorded <= played, f"seed {seed}, run {run}: {recorded} recorded, {played} played"
    assert played >= 1, f"seed {seed}: no deal finished: nothing was tested"
    before = stats_json(ledger.read().entries)
    assert before["deals"] == played, f"seed {seed}"
    store.delete(saves[0].id)
    assert stats_json(ledger.read().entries) == before
