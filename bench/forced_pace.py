"""Seconds per deal at each pace of forced plays: the table's motion from the first lead to the deal's end.

Most plays are forced: after a lead, each next card of the sequence is played by whoever holds it, with no
choice. The setting "Quick forced plays" (``Settings.quick_forced``) plays those cards
:data:`~popejoan.ui.scenes.table.director_times.FORCED_PACE` times faster; the leads, each stop and its reason,
each stake taken and each payment keep their time, so the story is still told and readable.

The real app runs hidden (dummy video driver) at animation speed 1, one person (Ann, who leads the card the
table selects, with Enter) and three Normal computer players, the same seeds at each pace. Frames are
simulated (16 ms each, no real waiting): a deal's seconds are the frames in which the table's motion runs,
from the first lead on, so a computer's thinking on its thread (real time, varying with the machine's load)
is not counted. It prints, per pace, the mean seconds per deal and, for the story, how long (seconds) each
stop's note, stake taken and payment was on show at the least.

Usage::

    python bench/forced_pace.py                  # 3 deals of Parlett's ruleset, seeds 1 to 3
    python bench/forced_pace.py --deals 5 --ruleset hoyle-1847

``watch_deal`` is one deal, as a function (tests/ui/test_moments.py imports it).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from popejoan.engine.events import DealEnded  # noqa: E402
from popejoan.engine.ruleset import find_ruleset  # noqa: E402
from popejoan.ui.app import App, GameSetup, Seat  # noqa: E402

FRAME_MS = 16.0
"""One simulated frame, milliseconds."""
STORY_STEPS = ("stop", "claim", "claim_hold", "payments", "penalty", "penalty_hold", "lead_passed",
               "lead_passed_hold")
"""The director's steps that tell the story (a stop and its reason, a stake taken, a payment, a penalty, the
lead passed): their time is kept at every pace."""


@dataclass
class Watched:
    """One deal as the table showed it.

    Attributes:
        motion_ms: milliseconds of the table's motion from the first lead to the deal's end.
        story_ms: for each story step (:data:`STORY_STEPS`) in the order shown, ``(name, milliseconds on show)``.
        stops: the stopped sequences' notes (their reasons), in order.
    """

    motion_ms: float = 0.0
    story_ms: list[tuple[str, float]] = field(default_factory=list)
    stops: list[str] = field(default_factory=list)


def watch_deal(quick: bool, seed: int, ruleset: str = "parlett", config: Path | None = None,
               limit_frames: int = 40000) -> Watched:
    """Play one deal on a hidden app (Ann and three Normal computers) and watch it.

    Args:
        quick: "Quick forced plays" on.
        seed: the session's shuffle seed.
        ruleset: the ruleset's id.
        config: the settings file (a fresh one in a temporary folder when None).
        limit_frames: frames after which the deal is given up on.

    Raises:
        RuntimeError: the deal did not end within ``limit_frames`` frames.
    """
    with tempfile.TemporaryDirectory() as folder:
        app = App((1280, 800), config=config or Path(folder) / "settings.json", hidden=True)
        app.settings.animation_speed = 1.0
        app.settings.quick_forced = quick
        app.running = True
        seats = [Seat("Ann", "human"), Seat("Ben", "computer", "normal"), Seat("Cat", "computer", "normal"),
                 Seat("Dan", "computer", "normal")]
        table = app.start_game(GameSetup(find_ruleset(ruleset).with_options({}), seats, chips=20, seed=seed))
        watched = Watched()
        started = False
        step_name, step_ms = "", 0.0
        try:
            for _ in range(limit_frames):
                deal = table.deal
                director = table.director
                if deal is not None and any(getattr(e, "lead", False) for e in deal.events[:director.cursor]):
                    started = True
                steps = director.timeline._steps
                name = steps[0].name if steps else ""
                if name != step_name:
                    if step_name in STORY_STEPS and started:
                        watched.story_ms.append((step_name, step_ms))
                    step_name, step_ms = name, 0.0
                if started and director.busy:
                    watched.motion_ms += FRAME_MS
                    step_ms += FRAME_MS
                stop = table.view.stop_text
                if stop and (not watched.stops or watched.stops[-1] != stop):
                    watched.stops.append(stop)
                if (deal is not None and deal.over and not director.busy
                        and any(isinstance(e, DealEnded) for e in deal.events)):
                    return watched
                if table.turns.human_to_act() == 0 and table.hotseat.reveal_guard_ms <= 0:
                    for kind in (pygame.KEYDOWN, pygame.KEYUP):  # a press, let go (a held key is not a press)
                        pygame.event.post(pygame.event.Event(kind, key=pygame.K_RETURN, mod=0, unicode="\r",
                                                             scancode=0))
                elif table.turns.thinking_seat() is not None:
                    time.sleep(0.001)  # a computer thinks on its thread: give it the processor
                app.step(FRAME_MS)
                if app.top is not table:  # (the deal's summary, once it has ended)
                    return watched
            raise RuntimeError(f"deal of seed {seed} did not end in {limit_frames} frames")
        finally:
            app.scenes.clear()


def main() -> None:
    """Print the seconds per deal at each pace."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--deals", type=int, default=3, help="deals at each pace (seeds 1 to N)")
    parser.add_argument("--ruleset", default="parlett")
    args = parser.parse_args()
    for quick in (False, True):
        deals = [watch_deal(quick, seed, args.ruleset) for seed in range(1, args.deals + 1)]
        seconds = [d.motion_ms / 1000 for d in deals]
        shortest: dict[str, float] = {}
        for d in deals:
            for name, ms in d.story_ms:
                shortest[name] = min(shortest.get(name, ms), ms)
        story = ", ".join(f"{name} {ms / 1000:.2f}" for name, ms in sorted(shortest.items()))
        print(f"{'quick forced plays' if quick else 'forced plays at 1x'}: {sum(seconds) / len(seconds):.1f} s per "
              f"deal (each: {', '.join(f'{s:.1f}' for s in seconds)}); shortest on show, s: {story}")


if __name__ == "__main__":
    main()
