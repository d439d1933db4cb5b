"""Headless commands: ``python -m popejoan replay | review | simulate | check-ruleset | stats`` (no window: apart
from the start-up chain main.py -> bootstrap -> start -> ui/launch -> ui/app).

Every bad input (a broken ruleset, a bad deal file, an illegal action) prints
one clear message on standard error and exits with status 1, never a traceback.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
from collections import Counter
from collections.abc import Sequence

from popejoan.ai.review import Review, action_code, review_deal, why_words
from popejoan.engine.dealfile import pinned_deal, read_deal_file, replay
from popejoan.engine.errors import DealFileError, PopeJoanError
from popejoan.engine.events import StakeTaken
from popejoan.engine.ruleset import load_ruleset_file, ruleset_from_command_line
from popejoan.engine.ruleset.translations import translation_report
from popejoan.engine.session import Session
from popejoan.storage.paths import user_ruleset_dir


def main(argv: Sequence[str] | None = None) -> int:
    """Run one headless command; returns the exit status (0 ok, 1 bad input, 2 usage)."""
    parser = argparse.ArgumentParser(prog="python -m popejoan", description="Pope Joan, without the table.")
    sub = parser.add_subparsers(dest="command", required=True)

    p_replay = sub.add_parser("replay", help="play one pinned deal from a deal file")
    p_replay.add_argument("file")
    p_replay.add_argument("--json", action="store_true", help="print one JSON object (the default is readable text)")
    p_replay.add_argument("--ruleset", metavar="PATH", help="the ruleset file to play it with, when it is not a "
                          "shipped one or in your rulesets folder (its id must be the one the deal file names)")

    p_review = sub.add_parser("review", help="price each decision one seat took in a deal file, from what it could see")
    p_review.add_argument("file")
    p_review.add_argument("--seat", type=int, required=True, help="the seat to review (0-based, as in the file)")
    p_review.add_argument("--json", action="store_true", help="print one JSON object (the default is readable text)")
    p_review.add_argument("--ruleset", metavar="PATH", help="as replay's --ruleset")

    p_sim = sub.add_parser("simulate", help="play a session of random legal deals and summarise it")
    p_sim.add_argument("--ruleset", default="parlett", help="a ruleset id, or the path of a ruleset file")
    p_sim.add_argument("--players", type=int, default=4)
    p_sim.add_argument("--deals", type=int, default=1000)
    p_sim.add_argument("--seed", type=int, default=0)
    p_sim.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")

    p_check = sub.add_parser("check-ruleset", help="validate a ruleset file (at most 1 MB)")
    p_check.add_argument("file")

    p_stats = sub.add_parser("stats", help="every player's figures from the statistics ledger (issue 35)")
    p_stats.add_argument("--json", action="store_true", help="print one JSON object (the default is readable text)")
    p_stats.add_argument("--rebuild", action="store_true", help="make the ledger again from the saved sessions")
    p_stats.add_argument("--ruleset", help="count only this ruleset's deals (its id)")
    p_stats.add_argument("--period", choices=("month", "year", "all"), default="all")
    p_stats.add_argument("--players", type=int, help="count only tables of this many players")

    args = parser.parse_args(argv)
    try:
        if args.command == "stats":
            return _stats(args.json, args.rebuild, args.ruleset, args.period, args.players)
        if args.command == "replay":
            return _replay(args.file, args.json, args.ruleset)
        if args.command == "review":
            return _review(args.file, args.seat, args.json, args.ruleset)
        if args.command == "simulate":
            return _simulate(args.ruleset, args.players, args.deals, args.seed, args.option)
        return _check(args.file)
    except PopeJoanError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    except BrokenPipeError:  # the reader (e.g. `| head`) stopped reading: not an error
        sys.stderr = open(os.devnull, "w")
        sys.stdout = open(os.devnull, "w")
        return 0


def _replay(path: str, as_json: bool, ruleset: str | None = None) -> int:
    spec = read_deal_file(path)
    rules = ruleset_from_command_line(ruleset, user_ruleset_dir()) if ruleset else None
    try:
        result = replay(spec, rules, user_ruleset_dir())
    except DealFileError as exc:
        raise DealFileError(exc.field, exc.problem, path) from None
    if as_json:
        print(json.dumps(result, ensure_ascii=False))
        return 0
    for key, value in result.items():
        print(f"{key}: {json.dumps(value, ensure_ascii=False)}")
    return 0


def _review(path: str, seat: int, as_json: bool, ruleset: str | None = None) -> int:
    spec = read_deal_file(path)
    rules = ruleset_from_command_line(ruleset, user_ruleset_dir()) if ruleset else None
    try:
        start, actions = pinned_deal(spec, rules, user_ruleset_dir())
    except DealFileError as exc:
        raise DealFileError(exc.field, exc.problem, path) from None
    if not 0 <= seat < len(spec.players):
        raise DealFileError("seat", f"--seat must be a seat from 0 to {len(spec.players) - 1}, not {seat}", path)
    review = review_deal(start, actions, seat)
    if as_json:
        print(json.dumps(review_json(review), ensure_ascii=False))
        return 0
    name = spec.players[seat]
    if not review.decisions:
        print(f"{name} (seat {seat}) took no decision with a choice in this deal.")
        return 0
    for d in review.decisions:
        values = ", ".join(f"{action_code(a)} {v:+.2f}" for a, v in sorted(d.values.items(), key=lambda kv: -kv[1]))
        print(f"action {d.action}: chose {action_code(d.chosen)}, best {action_code(d.best)}, "
              f"loss {d.loss:.2f} fish\n    expected fish: {values}")
        if d.marked:
            print(f"    worth a look: {why_words(d)}")
    print(f"{name} (seat {seat}): {review.close_count} of {len(review.decisions)} decisions within a quarter fish "
          f"of the best; the choices cost {review.total_loss:.2f} fish in all")
    return 0


def review_json(review: Review) -> dict[str, object]:
    """A review as ``python -m popejoan review --json`` prints it (issue 34): ``{"seat": N, "decisions":
    [{"action": I, "chosen": "2H", "best": "5S", "loss": 1.4, "values": {"5S": 2.3, ...}, "errors": {...},
    "marked": true, "why": "..."}, ...], "total_loss": L}``; fish rounded to 3 decimals; ``errors`` are the
    standard errors of the losses; ``marked``: a loss of at least half a fish; ``why`` in English."""
    return {
        "seat": review.seat,
        "decisions": [
            {
                "action": d.action,
                "chosen": action_code(d.chosen),
                "best": action_code(d.best),
                "loss": round(d.loss, 3),
                "values": {action_code(a): round(v, 3) for a, v in d.values.items()},
                "errors": {action_code(a): round(e, 3) for a, e in d.errors.items()},
                "marked": d.marked,
                "why": why_words(d),
            }
            for d in review.decisions
        ],
        "total_loss": round(review.total_loss, 3),
    }


def parse_options(pairs: Sequence[str]) -> dict[str, str]:
    """``["split_pairs=true"]`` → ``{"split_pairs": "true"}``.

    Raises:
        PopeJoanError: an entry without ``=``.
    """
    options: dict[str, str] = {}
    for pair in pairs:
        name, sep, value = pair.partition("=")
        if not sep or not name.strip():
            raise PopeJoanError(f"--option {pair!r}: write NAME=VALUE, e.g. split_pairs=true")
        options[name.strip()] = value.strip()
    return options


def _simulate(ruleset_id: str, players: int, deals: int, seed: int, option_args: Sequence[str]) -> int:
    rules = ruleset_from_command_line(ruleset_id, user_ruleset_dir()).with_options(parse_options(option_args))
    if deals < 1:
        raise PopeJoanError("--deals must be at least 1")
    names = [f"Seat {i}" for i in range(players)]
    session = Session(rules, names, seed=seed)
    start = list(session.balances)
    chooser = random.Random(seed + 1)
    taken: Counter[str] = Counter()
    began = time.perf_counter()
    for _ in range(deals):
        deal = session.start_deal()
        while not deal.over:
            deal.apply(chooser.choice(deal.legal_actions()))
        for event in deal.events:
            if isinstance(event, StakeTaken):
                taken[event.compartment] += 1
        session.finish_deal()
    elapsed = time.perf_counter() - began
    chosen = " ".join(f"{k}={str(v).lower() if isinstance(v, bool) else v}" for k, v in rules.chosen.items())
    print(f"{rules.id} {chosen}".rstrip())
    print(f"{deals} deals, {players} players, seed {seed}: {deals / elapsed:,.0f} deals per second")
    print("chips won per seat: " + ", ".join(f"{b - s:+d}" for b, s in zip(session.balances, start)))
    print("compartments taken (share of deals): " + ", ".join(
        f"{name} {taken[name] / deals:.0%}" for name in rules.compartments))
    print("left on the board: " + ", ".join(f"{name} {chips}" for name, chips in session.board.items()))
    return 0


def _stats(as_json: bool, rebuild: bool, ruleset: str | None, period: str, players: int | None) -> int:
    from popejoan.storage.stats import Filters, Ledger, stats_json
    from popejoan.storage.stats.figures import period_start

    ledger = Ledger()
    notices = []
    if rebuild:
        try:
            notices = ledger.rebuild().notices
        except OSError as exc:
            raise PopeJoanError(f"the statistics could not be rebuilt ({exc.strerror or exc}): {ledger.path}") from None
    book, more = ledger.book()
    for notice in [*notices, *more]:
        print(f"note: {notice.words()}", file=sys.stderr)
    since = period_start("month" if period == "month" else "year" if period == "year" else "all")
    figures = stats_json(book, Filters(ruleset=ruleset, since=since, seats=players))
    if as_json:
        print(json.dumps(figures, ensure_ascii=False))
        return 0
    if rebuild:
        print(f"rebuilt: {ledger.path}")
    print(f"{figures['sessions']} sessions, {figures['deals']} deals")
    for p in figures["players"]:
        who = p["name"] if p["kind"] == "human" else f"{p['name']} (computer, {p['level']})"
        print(f"{who}: {p['sessions']} sessions ({p['sessions_won']} won), {p['deals']} deals, "
              f"{p['games_won']} Games, {p['popes']} Popes, {p['fish']:+d} fish")
    return 0


def _check(path: str) -> int:
    rules = load_ruleset_file(path)
    options = ", ".join(rules.options) or "no options"
    print(f"ok: {rules.id} - {rules.name.english} ({rules.name.native}), "
          f"{rules.players.min}-{rules.players.max} players, {options}; {translation_report(rules)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
