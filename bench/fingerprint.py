"""A fingerprint of the engine's behaviour, to show that a change (a faster hot path) changes nothing.

Run: ``python bench/fingerprint.py [--root PATH] [--deals N]``. Prints one
digest per ruleset and variant, then one for all: every ruleset and variant of
``tests/engine/test_simulation.py`` and every house-rule ruleset of
``tests/engine/house_rules.py``, 3 to 8 players, two seeds, ``--deals`` deals a
session of random legal play. What goes into a digest: at each step the seat
to move, the decision, the legal actions and the sequence; every seat's
observation every third step; the refusals of a few bad actions; imagined
deals of the seat to move played out (``Deal.imagined``, ``Deal.copy``,
``Deal.play_out``); every deal's record; a decision taken back
(``Session.undo_to``); the share-out; the save text now and then; and whether
the session rebuilt from its record has the same history.

``--root`` imports ``popejoan`` from another checkout (the code before a
change: ``git worktree add /tmp/before main``), so the two outputs can be
compared line by line (``diff``). The tests are always this checkout's.
"""

from __future__ import annotations

import argparse
import hashlib
import random
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--root", type=Path, default=REPO, help="the checkout whose popejoan is fingerprinted")
    parser.add_argument("--deals", type=int, default=25, help="deals a session")
    args = parser.parse_args()
    # popejoan from --root, imported first, so that the tests' own imports of it find it already there;
    # then the tests' variants from this checkout.
    sys.path.insert(0, str(args.root.resolve()))
    from popejoan.engine.places import ABSENT, DEAD_HAND, PLAYED
    from popejoan.engine.record import record_text
    from popejoan.engine.ruleset import Ruleset
    from popejoan.engine.session import Session
    from popejoan.engine.state import PASS, Deal
    sys.path.insert(0, str(REPO))
    import popejoan
    print(f"# popejoan from {Path(popejoan.__file__).parent}", flush=True)
    from tests.engine.house_rules import house_variants
    from tests.engine.test_simulation import CONFIGS, rules_for

    def variants() -> Iterator[tuple[str, Ruleset]]:
        for rid, options in CONFIGS:
            yield f"{rid}{sorted(options.items())}", rules_for(rid, options)
        for rules in house_variants():
            yield f"house:{rules.id}", rules

    total = hashlib.sha256()
    for name, rules in variants():
        digest = hashlib.sha256()

        def put(value: Any, digest: hashlib._Hash = digest) -> None:
            digest.update(repr(value).encode())
            digest.update(b"|")

        for players in range(rules.players.min, rules.players.max + 1):
            for seed in (1, 2):
                rng = random.Random(seed * 1000 + players)
                board = {compartment: rng.randrange(0, 4) for compartment in rules.compartments}
                session = Session(rules, [f"P{i}" for i in range(players)], seed=seed, board=board)
                for number in range(args.deals):
                    deal = session.start_deal()
                    step, undone = 0, False
                    while not deal.over:
                        legal = deal.legal_actions()
                        put((deal.to_move, deal.decision, legal, deal.sequence, deal.pope_holder))
                        if step % 3 == 0:
                            for seat in range(players):
                                put(deal.observation(seat))
                        if step % 4 == 1:
                            seen = deal.observation(deal.to_move)  # type: ignore[arg-type]
                            world = [w if w >= 0 or w in (PLAYED, ABSENT) else DEAD_HAND for w in deal.holder]
                            imagined = Deal.imagined(seen, world)
                            for k in range(3):
                                rollout = imagined.copy()
                                draws = random.Random(k)
                                rollout.play_out([draws.random() for _ in range(64)], pope=bool(k % 2))
                                put((rollout.balances, rollout.board, rollout.actions, rollout.winner,
                                     rollout.next_dealer, rollout.played))
                        if step % 5 == 2:
                            for bad in (PASS, 60, -7, 3.0, True, "x", 20):
                                put(deal.refusal(bad))
                        deal.apply(rng.choice(legal))
                        step += 1
                        if number % 3 == 0 and step == 4 and not deal.over and not undone:
                            undone = True
                            put(session.decisions())
                            deal = session.undo_to(2)
                            put(deal.events)
                            step = 2
                    put(session.finish_deal())
                    if number in (1, 2, 4):
                        put(record_text(session.record()))
                try:
                    put(session.share_out())
                except Exception as exc:  # the kind of refusal is part of the fingerprint
                    put(type(exc).__name__)
                put(record_text(session.record()))
                put(session.history == Session.from_record(session.record()).history)
        line = digest.hexdigest()[:16]
        total.update(line.encode())
        print(name, line, flush=True)
    print("all", total.hexdigest()[:16])


if __name__ == "__main__":
    main()
