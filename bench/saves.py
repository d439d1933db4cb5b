"""Saved sessions: the time to save and to resume a long session.

Run: ``python bench/saves.py [--deals 50] [--players 4] [--runs 15] [--dir FOLDER]``.

For each ruleset, a session of ``--deals`` finished deals and a few decisions
into the next (a mid-deal save, the usual case) is played by random legal
choices, then timed, median over ``--runs`` runs, wall clock and CPU time
(``time.process_time``; the difference is mostly waiting on the disk):

- snapshot: ``Session.record()``, what ``SaveWriter.submit`` costs the frame;
- encode: the record to the file's bytes (JSON, check sum);
- save: ``SaveStore.save``, encode plus the atomic write (temporary file,
  fsync, rename, fsync of the folder), on the calling thread;
- resume: ``SaveStore.load``, read, validate, replay every deal and check it;
- list 20: ``SaveStore.list_saves`` over 20 such saves (summaries only, a
  new store: every file read); again: the same store listing again (files
  unchanged since are not read again).

Then the background writer: the time ``submit`` takes on the caller's thread
while a save is after every action. Targets (issue 8): save under 5 ms,
resume of a 50-deal session under 300 ms. The folder is a temporary one on
the same disk as this project unless ``--dir`` names another.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from popejoan.engine.record import encode_save
from popejoan.engine.ruleset import load_rulesets
from popejoan.engine.session import Session
from popejoan.storage.saves import SaveStore, SaveWriter

SAVED = "2026-11-29T21:45:03.000+00:00"


def long_session(rules, players: int, deals: int, seed: int = 1) -> tuple[Session, random.Random]:
    """``deals`` finished deals of random legal play, then three decisions into the next."""
    session = Session(rules, [f"P{i}" for i in range(players)], seed=seed,
                      seats=[{"kind": "human"}] + [{"kind": "computer", "level": "hard"}] * (players - 1))
    chooser = random.Random(seed)
    for _ in range(deals):
        deal = session.start_deal()
        while not deal.over:
            deal.apply(chooser.choice(deal.legal_actions()))
        session.finish_deal()
    deal = session.start_deal()
    for _ in range(3):
        if not deal.over:
            deal.apply(chooser.choice(deal.legal_actions()))
    return session, chooser


def timed(fn: Callable[[], object], runs: int) -> tuple[float, float]:
    """Median wall and CPU milliseconds of ``fn()`` over ``runs`` runs."""
    walls, cpus = [], []
    for _ in range(runs):
        w0, c0 = time.perf_counter(), time.process_time()
        fn()
        walls.append((time.perf_counter() - w0) * 1e3)
        cpus.append((time.process_time() - c0) * 1e3)
    return statistics.median(walls), statistics.median(cpus)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=50)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--dir", type=Path, default=None, help="where to write the saves (default: a temporary folder)")
    args = parser.parse_args()
    base = args.dir or Path(__file__).resolve().parents[1]
    rulesets, _ = load_rulesets()
    print(f"{args.deals} deals + 3 decisions, {args.players} players; median of {args.runs} runs, "
          "milliseconds wall / CPU")
    print(f"{'ruleset':<11} {'KiB':>5} {'snapshot':>13} {'encode':>13} {'save':>13} {'resume':>15} "
          f"{'list 20':>13} {'again':>11}")
    worst_save = worst_resume = 0.0
    with tempfile.TemporaryDirectory(prefix=".bench-saves-", dir=base) as folder:
        for rid, ruleset in rulesets.items():
            store = SaveStore(Path(folder) / rid)
            session, _ = long_session(ruleset.with_options(), args.players, args.deals)
            save_id = store.new_id()
            store.save(save_id, session)  # warm up (the folder, the ruleset's JSON)
            size = store.path(save_id).stat().st_size / 1024
            snap = timed(session.record, args.runs * 10)
            record = session.record()
            enc = timed(lambda record=record: encode_save(record, SAVED), args.runs)
            save = timed(lambda store=store, save_id=save_id, session=session: store.save(save_id, session), args.runs)
            resume = timed(lambda store=store, save_id=save_id: store.load(save_id), args.runs)
            for k in range(19):
                store.save(f"{save_id}-{k}", session)
            listing = timed(lambda store=store: SaveStore(store.folder).list_saves(),
                            max(3, args.runs // 3))  # first listing
            store.list_saves()
            again = timed(store.list_saves, args.runs)  # shown again: unchanged files are not read again
            worst_save, worst_resume = max(worst_save, save[0]), max(worst_resume, resume[0])
            print(f"{rid:<11} {size:>5.0f} {snap[0]:>6.3f}/{snap[1]:<6.3f} {enc[0]:>6.2f}/{enc[1]:<6.2f} "
                  f"{save[0]:>6.2f}/{save[1]:<6.2f} {resume[0]:>7.1f}/{resume[1]:<7.1f} "
                  f"{listing[0]:>6.1f}/{listing[1]:<6.1f} "
                  f"{again[0]:>5.2f}/{again[1]:<5.2f}")

        # The background writer during play: submit after every action of 20 more deals.
        rules = rulesets["spanish"].with_options()
        session, chooser = long_session(rules, args.players, args.deals, seed=2)
        store = SaveStore(Path(folder) / "writer")
        save_id = store.new_id()
        submits: list[float] = []
        with SaveWriter(store) as writer:
            w0 = time.perf_counter()
            for _ in range(20):
                deal = session.deal if session.deal is not None else session.start_deal()
                while not deal.over:
                    deal.apply(chooser.choice(deal.legal_actions()))
                    t0 = time.perf_counter()
                    writer.submit(save_id, session)
                    submits.append((time.perf_counter() - t0) * 1e3)
                    time.sleep(0.004)  # about a frame's work between actions at top animation speed
                session.finish_deal()
                writer.submit(save_id, session)
            flush0 = time.perf_counter()
            writer.flush()
            flush_ms = (time.perf_counter() - flush0) * 1e3
            elapsed = time.perf_counter() - w0
        submits.sort()
        print(f"writer: {len(submits)} submits, median {statistics.median(submits):.3f} ms, "
              f"p99 {submits[int(len(submits) * 0.99)]:.3f} ms, max {submits[-1]:.3f} ms on the caller's thread; "
              f"{writer.written} files written in {elapsed:.2f} s; final flush {flush_ms:.1f} ms")
    print(f"worst: save {worst_save:.2f} ms (target 5), resume {worst_resume:.1f} ms (target 300)")


if __name__ == "__main__":
    main()
