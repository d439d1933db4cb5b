"""What the record of play costs, headless: telling a deal, stepping a replay back, drawing the views.

For each ruleset, a deal of eight seats (the longest story) played by random legal choices, then:

- ``tell``: the deal's events told as the log's lines and rendered (``story.tell`` + ``Teller.lines``);
- ``back``: one step back in a replay from its last step (the table's director set up again from the
  deal's start and every step run with ``finish_all``: the dearest step there is);
- ``record`` and ``log``: one frame of the played-cards view and of the deal log (update + draw), 1280x800.

Prints medians over runs, milliseconds, wall time and CPU time (``time.process_time``) side by side.

Usage: ``python bench/record.py [--runs 15]``
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "ui"))

import pygame
from harness import FakeApp

from popejoan.engine.ruleset import find_ruleset
from popejoan.engine.session import Session
from popejoan.ui import story
from popejoan.ui.scenes.log import LogScene
from popejoan.ui.scenes.table.record_view import RecordScene
from popejoan.ui.scenes.table.replay import ReplayScene, ReplaySource

NAMES = ["Ann", "Ben", "Cora", "Dick", "Eliza", "Fred", "Grace", "Hal"]


def timed(fn, runs: int) -> tuple[float, float]:
    """Median wall and CPU milliseconds of ``fn()`` over ``runs`` runs."""
    wall, cpu = [], []
    for _ in range(runs):
        w, c = time.perf_counter(), time.process_time()
        fn()
        wall.append((time.perf_counter() - w) * 1000)
        cpu.append((time.process_time() - c) * 1000)
    return statistics.median(wall), statistics.median(cpu)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=15)
    args = parser.parse_args()
    app = FakeApp((1280, 800), speed=1.0)
    print(f"{'ruleset':<11} {'events':>6} {'steps':>5}   {'tell ms':>13}   {'back ms':>13}   {'record ms':>13}"
          f"   {'log ms':>13}")
    print(f"{'':<11} {'':>6} {'':>5}   " + "   ".join(f"{'wall / cpu':>13}" for _ in range(4)))
    for rid in ("parlett", "hoyle-1847", "spanish", "cacumen", "japanese", "russian"):
        rules = find_ruleset(rid).with_options({})
        players = min(8, rules.players.max)
        session = Session(rules, NAMES[:players], seed=3)
        chooser = random.Random(3)
        deal = session.start_deal()
        while not deal.over:
            deal.apply(chooser.choice(deal.legal_actions()))
        record = session.finish_deal()
        events = list(record.events)
        teller = story.Teller(session.names, rules)
        tell = timed(lambda teller=teller, events=events: teller.lines(story.tell(events, reveal_offers=True)),
                     args.runs)
        replay = ReplayScene(app, ReplaySource.from_record(record, rules, session.names))
        app.scenes = [replay]
        replay.go(replay.last)

        def back(replay: ReplayScene = replay) -> None:
            replay.go(replay.last - 1)
            replay.go(replay.last)  # forward again: a step's motion queued, finished by the next back

        back_ms = timed(back, args.runs)
        rec = app.push(RecordScene(app, rules, session.names, events, record.number))

        def frame(scene) -> None:
            scene.update(16)
            scene.draw(app.screen)

        record_ms = timed(lambda rec=rec: frame(rec), args.runs)
        app.pop()
        log = app.push(LogScene(app, rules, session.names, events, record.number, reveal_offers=True))
        log_ms = timed(lambda log=log: frame(log), args.runs)
        app.pop()
        cells = [f"{w:6.2f} / {c:5.2f}" for w, c in (tell, back_ms, record_ms, log_ms)]
        print(f"{rid:<11} {len(events):>6} {replay.last:>5}   " + "   ".join(cells))
    pygame.quit()


if __name__ == "__main__":
    main()
