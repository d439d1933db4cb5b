"""Deal files: one pinned deal, for bug reports, puzzles and tests.

The format (README, "Deal files") is YAML::

    ruleset: parlett              # a ruleset id: shipped, or in the user's rulesets folder
    options: {split_pairs: true}  # optional
    players: [Ann, Ben, Cat, Dan] # clockwise; seats are 0-based indexes
    dealer: 0
    chips: [20, 20, 20, 20]       # optional; default the ruleset's starting chips
    board: {pope: 3}              # optional; chips on the board before dressing
    deck: "QS 3H 9D ..."          # all 51 cards in dealing order
    actions: ["3H", "KS"]         # optional; a card code per lead, "9D"/"pass" per Pope offer
    mode: deal                    # optional; or "share-out"
    trump: S                      # share-out only, where the last deal's trumps are needed

When ``actions`` runs out, each further lead is the legal lead of lowest rank
in the ruleset's order (``ace: low | high``; ties: clubs, diamonds, hearts,
spades) and each Pope offer is "pass".

A deal file names its ruleset by id only, never by a path, so a shared deal
file cannot make the game open another file. It is read within the bounds of
:mod:`popejoan.engine.safefile` (at most 1 MB, no YAML anchors, aliases or
tags, limited nesting and lengths).

:func:`deal_file_text` writes a finished deal of a session (a
:class:`~popejoan.engine.session.DealRecord`) in this format, so a deal played
at the table can be shared, reported or set as a puzzle; :func:`replay` plays
it back to the same result.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from popejoan.engine.cards import POPE, SUIT_LETTERS, Card, card_code, parse_card, parse_cards, suit_of
from popejoan.engine.errors import CardError, DealFileError, IllegalActionError, PopeJoanError, RulesetError
from popejoan.engine.events import ChipsHanded, ShareOutDealt, StakePut, StakeTaken, rewind_chips
from popejoan.engine.jsontypes import JSONObject
from popejoan.engine.plan import card_order
from popejoan.engine.ruleset import Ruleset, find_ruleset, is_ruleset_id
from popejoan.engine.safefile import MAX_FILE_BYTES, FileProblem, load_yaml, read_text, show_value
from popejoan.engine.session import DealRecord, Session
from popejoan.engine.state import PASS, Deal

MAX_DEAL_FILE_BYTES = MAX_FILE_BYTES
"""The largest deal file read (1 MB; a deal file is about 1 KB)."""

_Short = Annotated[str, Field(max_length=40)]
_Chips = Annotated[int, Field(ge=-1_000_000, le=1_000_000)]


class DealFile(BaseModel):
    """The fields of a deal file, validated (unknown fields are refused).

    ``ruleset`` is an id only (``parlett``, or the id of a ruleset in the
    user's rulesets folder), never a path. Lengths are bounded: up to 8
    players of 40 characters, chips within a million, a deck of 51 codes,
    200 actions.
    """

    model_config = ConfigDict(extra="forbid")

    ruleset: str = Field(min_length=1)  # an id: checked (and its length bounded) by is_ruleset_id
    options: dict[_Short, bool | int | _Short] = Field(default_factory=dict, max_length=32)
    players: list[_Short] = Field(min_length=1, max_length=8)
    dealer: int = Field(default=0, ge=-1000, le=1000)
    chips: list[_Chips] | None = Field(default=None, max_length=8)
    board: dict[_Short, Annotated[int, Field(ge=0, le=1_000_000)]] = Field(default_factory=dict, max_length=8)
    deck: (Annotated[str, Field(max_length=1000)]
           | Annotated[list[Annotated[str, Field(max_length=10)]], Field(max_length=60)])
    actions: list[Annotated[str, Field(max_length=10)] | int] = Field(default_factory=list, max_length=200)
    mode: Literal["deal", "share-out"] = "deal"
    trump: str | None = Field(default=None, max_length=10)


def read_deal_file(path: str | Path) -> DealFile:
    """Read and validate a deal file.

    Raises:
        DealFileError: unreadable file, YAML error, or a missing or bad field (named).
    """
    try:
        text = read_text(path, "deal file", MAX_DEAL_FILE_BYTES)
    except FileProblem as exc:
        raise _from_problem(exc) from None
    return parse_deal_text(text, str(path))


def _from_problem(exc: FileProblem) -> DealFileError:
    """A file or YAML problem as a deal-file error: the line (or ``file``) as the field, the key in the message."""
    field = "file" if exc.line is None else f"line {exc.line}"
    return DealFileError(field, f"{exc.key}: {exc.problem}" if exc.key else exc.problem, exc.file)


def parse_deal_text(text: str, file: str | None = None) -> DealFile:
    """Parse and validate a deal file's YAML text.

    Raises:
        DealFileError: YAML error, a file the bounds refuse (an alias, deep
            nesting, a huge number ...), or a missing or bad field (named).
    """
    try:
        data = load_yaml(text, file or "<string>", "deal file", known_keys=DealFile.model_fields).data
    except FileProblem as exc:
        problem = _from_problem(exc)
        raise DealFileError(problem.field, problem.problem, file) from None
    if not isinstance(data, dict):
        raise DealFileError("file", "a deal file must be a YAML mapping (ruleset:, players:, deck: ...)", file)
    if "deck" not in data and "ruleset" not in data:  # some other file: say so, without quoting it
        raise DealFileError("file", "this is not a deal file: it has neither 'ruleset:' nor 'deck:'", file)
    for key in ("deck", "trump"):
        if isinstance(data.get(key), list):
            data[key] = [str(item) for item in data[key]]
    if isinstance(data.get("actions"), list):
        data["actions"] = [_action_text(item) for item in data["actions"]]
    try:
        return DealFile.model_validate(data)
    except ValidationError as exc:
        err = exc.errors()[0]
        field = ".".join(show_value(str(p)).strip("'") for p in err["loc"]
                         if not str(p).startswith(("list[", "str", "int", "bool", "constrained-str")))
        message = "unknown field" if err["type"] == "extra_forbidden" else err["msg"]
        raise DealFileError(field or "file", message, file) from None


def _action_text(item: object) -> object:
    if item is False:
        return "pass"
    return item if isinstance(item, str) else str(item)


def _ruleset(spec: DealFile, given: Ruleset | None = None, user_dir: Path | None = None) -> Ruleset:
    """The deal file's ruleset with its options: found by id (shipped, or in ``user_dir``), or ``given`` (from the
    command line), whose id must match."""
    if given is not None:
        if given.id != spec.ruleset:
            raise DealFileError("ruleset", f"the deal file is for {show_value(spec.ruleset)}, "
                                           f"but the ruleset given is '{given.id}'")
        try:
            return given.with_options(spec.options)
        except RulesetError as exc:
            raise DealFileError(exc.key if exc.key.startswith("options") else "options", exc.problem) from None
    if not is_ruleset_id(spec.ruleset):
        raise DealFileError(
            "ruleset",
            f"{show_value(spec.ruleset)} is not a ruleset id (like 'parlett'): a deal file names its ruleset by id, "
            "never by a file; to use your own ruleset, put it in your rulesets folder and give its id",
        )
    try:
        base = find_ruleset(spec.ruleset, user_dir)
    except RulesetError as exc:
        raise DealFileError("ruleset", exc.problem if exc.key == "ruleset" else str(exc)) from None
    try:
        return base.with_options(spec.options)
    except RulesetError as exc:
        raise DealFileError(exc.key if exc.key.startswith("options") else "options", exc.problem) from None


def _deck(spec: DealFile) -> list[Card]:
    try:
        deck = parse_cards(spec.deck)
    except CardError as exc:
        raise DealFileError("deck", str(exc)) from None
    seen: set[Card] = set()
    twice: list[str] = []
    for c in deck:
        if c in seen:
            twice.append(card_code(c))
        seen.add(c)
    if twice:
        raise DealFileError("deck", f"{', '.join(twice)} given twice")
    if len(deck) != 51:
        missing = sorted(set(range(52)) - set(deck) - {20})
        extra = f"; missing: {' '.join(card_code(c) for c in missing)}" if missing else ""
        raise DealFileError("deck", f"must list all 51 cards, found {len(deck)}{extra}")
    return deck


def default_action(deal: Deal) -> int:
    """The action taken when a deal file's actions run out.

    A lead: the legal card of lowest rank in the ruleset's order (``ace: low |
    high``: with Aces high an Ace is the highest, never the lowest); ties:
    clubs, diamonds, hearts, spades. A Pope offer: pass.
    """
    if deal.decision == "pope_offer":
        return PASS
    order_key = card_order(deal.rules)[1]
    return min(deal.legal_actions(), key=lambda c: (order_key[c] % 13, suit_of(c)))


def replay(spec: DealFile, rules: Ruleset | None = None, user_dir: Path | None = None) -> JSONObject:
    """Play the deal (or share-out) a deal file pins, and report it.

    Args:
        spec: the deal file, read and validated.
        rules: the ruleset to play it with, when the caller has one that is
            not found by id (``python -m popejoan replay FILE --ruleset
            PATH``: a path is for the command line only); its id must be the
            one the deal file names. ``None`` finds the ruleset by id.
        user_dir: the player's own rulesets folder (:func:`popejoan.storage.paths.user_ruleset_dir`), where a
            ruleset found by id may be, after the shipped ones; ``None``: the shipped rulesets only.

    Returns:
        A JSON-ready dict. For a deal: ``ruleset``, ``options``, ``trump``
        (turn-up code), ``trump_suit``, ``winner`` (seat or ``None``), ``plays``
        (``[seat, card]``), ``claims`` (``[seat, compartment, chips]``),
        ``payments`` (``[payer, payee, chips, reason]``), ``penalties`` (chips
        paid into a compartment for an unplayed board card: ``[seat,
        compartment, chips]``), ``balances``, ``board``, ``next_dealer``. For
        a share-out: ``ruleset``, ``options``, ``dealt``, ``claims``,
        ``balances``, ``board``.

    Raises:
        DealFileError: any bad field or illegal action, naming the field.
    """
    session, deck = _session(spec, rules, user_dir)
    rules = session.rules
    out: JSONObject = {"ruleset": rules.id, "options": dict(rules.chosen)}
    if spec.mode == "share-out":
        return {**out, **_replay_share_out(spec, session, deck)}
    deal = session.start_deal(deck)
    _play_actions(spec, deal)
    events = deal.events
    return {
        **out,
        "trump": card_code(deal.turn_up),
        "trump_suit": SUIT_LETTERS[deal.trump],
        "winner": deal.winner,
        "plays": [[seat, card_code(c)] for seat, c in deal.played],
        "claims": [[e.seat, e.compartment, e.chips] for e in events if isinstance(e, StakeTaken)],
        "payments": [[e.payer, e.payee, e.chips, e.reason] for e in events if isinstance(e, ChipsHanded)],
        "penalties": [[e.seat, e.compartment, e.chips] for e in events
                      if isinstance(e, StakePut) and e.reason == "penalty"],
        "balances": list(session.balances),
        "board": dict(session.board),
        "next_dealer": deal.next_dealer,
    }


def _session(spec: DealFile, rules: Ruleset | None, user_dir: Path | None) -> tuple[Session, list[Card]]:
    """The session a deal file sets up (its ruleset, players, chips, dealer, board) and its deck, checked.

    Raises:
        DealFileError: a bad field, naming it.
    """
    rules = _ruleset(spec, rules, user_dir)
    players = len(spec.players)
    if not rules.players.min <= players <= rules.players.max:
        raise DealFileError("players",
                            f"{rules.id} is for {rules.players.min} to {rules.players.max} players, not {players}")
    if not 0 <= spec.dealer < players:
        raise DealFileError("dealer", f"must be a seat from 0 to {players - 1}, not {spec.dealer}")
    if spec.chips is not None and len(spec.chips) != players:
        raise DealFileError("chips", f"must give one balance for each of the {players} players")
    deck = _deck(spec)
    try:
        session = Session(rules, spec.players, chips=spec.chips, first_dealer=spec.dealer, board=spec.board)
    except PopeJoanError as exc:
        raise DealFileError("board", str(exc).removeprefix("board: ")) from None
    if spec.mode == "deal" and spec.trump is not None:
        raise DealFileError("trump", "is for share-outs only: a deal's trumps come from its turn-up")
    return session, deck


def _play_actions(spec: DealFile, deal: Deal) -> None:
    """Take the file's actions on ``deal``, then the default leads (:func:`default_action`) to its end.

    Raises:
        DealFileError: an action that is illegal where it comes, or one after the deal is over.
    """
    for index, text in enumerate(spec.actions):
        field = f"actions[{index}]"
        if deal.over:
            raise DealFileError(field, f"the deal is already over after {index} actions")
        action = _parse_action(text, field)
        try:
            deal.apply(action)
        except IllegalActionError as exc:
            raise DealFileError(field, f"{text!r} is illegal for seat {exc.seat}: {exc.reason}") from None
    while not deal.over:
        deal.apply(default_action(deal))


def pinned_deal(spec: DealFile, rules: Ruleset | None = None,
                user_dir: Path | None = None) -> tuple[Deal, tuple[int, ...]]:
    """The deal a deal file pins, before its first decision, and every decision the file's deal takes.

    The decisions are the file's ``actions`` and then the default leads (:func:`default_action`) to the
    end of the deal, as :func:`replay` plays them; the deal returned is fresh, for a caller to play them
    on (``python -m popejoan review``: :func:`popejoan.ai.review.review_deal`).

    Args:
        spec: the deal file, read and validated; its ``mode`` must be ``deal``.
        rules: as :func:`replay`'s.
        user_dir: as :func:`replay`'s: the player's own rulesets folder, or ``None`` for shipped rulesets only.

    Raises:
        DealFileError: any bad field or illegal action, naming the field; a share-out file.
    """
    if spec.mode != "deal":
        raise DealFileError("mode", "a share-out has no decisions to review: give a deal file")
    session, deck = _session(spec, rules, user_dir)
    played = session.start_deal(deck)
    _play_actions(spec, played)
    fresh, _ = _session(spec, rules, user_dir)
    return fresh.start_deal(deck), played.actions


def _parse_action(text: str | int, field: str) -> int:
    if isinstance(text, str) and text.strip().lower() == "pass":
        return PASS
    try:
        return parse_card(str(text))
    except CardError as exc:
        raise DealFileError(field, f"{exc} (or 'pass' at a Pope offer)") from None


def _replay_share_out(spec: DealFile, session: Session, deck: list[Card]) -> JSONObject:
    if spec.actions:
        raise DealFileError("actions", "a share-out has no decisions")
    if spec.trump is not None:
        letter = spec.trump.strip().upper()[:1]
        if len(spec.trump.strip()) != 1 or letter not in SUIT_LETTERS:
            raise DealFileError("trump", f"must be a suit letter C, D, H or S, not {spec.trump!r}")
        session.last_trump = SUIT_LETTERS.index(letter)
    if not session.has_share_out:
        raise DealFileError("mode", f"{session.rules.id} has no end-of-session share-out")
    try:
        events = session.share_out(deck)
    except PopeJoanError as exc:
        raise DealFileError("trump", str(exc)) from None
    return {
        "dealt": [[e.seat, card_code(e.card)] for e in events if isinstance(e, ShareOutDealt)],
        "claims": [[e.seat, e.compartment, e.chips] for e in events if isinstance(e, StakeTaken)],
        "balances": list(session.balances),
        "board": dict(session.board),
    }


def deal_file_data(record: DealRecord | Deal, rules: Ruleset, players: Sequence[str]) -> JSONObject:
    """The fields of a deal file that pins a finished deal of a session.

    The balances and the board are given as they stood before the deal
    (before dressing), worked back from the deal's events, so that
    :func:`replay` deals the same cards to the same balances and, given the
    same decisions, reaches the same end.

    Args:
        record: the finished deal (``Session.history[i]``), with its deck and actions.
        rules: the resolved ruleset it was played under (its id and chosen variants are written).
        players: the players' names, clockwise, seat 0 first.

    Returns:
        A dict with ``ruleset``, ``options``, ``players``, ``dealer``, ``chips``
        (balances before the deal), ``board`` (chips on the board before
        dressing, compartments holding none left out), ``deck`` (the 51 card
        codes, space-separated) and ``actions`` (a card code per lead,
        ``"9D"`` / ``"pass"`` per Pope offer).

    Raises:
        PopeJoanError: the record holds no deck (a deal recorded before decks
            were kept), or the names do not match its seats.
    """
    if len(record.deck) != 51:
        raise PopeJoanError(f"deal {record.number} has no record of its cards, so it cannot be written as a deal file")
    if len(players) != len(record.balances):
        raise PopeJoanError(f"deal {record.number} has {len(record.balances)} seats, not {len(players)} names")
    balances, board = rewind_chips(record.balances, record.board, record.events)
    return {
        "ruleset": rules.id,
        "options": {name: value for name, value in rules.chosen.items()},
        "players": [str(name) for name in players],
        "dealer": int(record.dealer),
        "chips": [int(b) for b in balances],
        "board": {name: int(chips) for name, chips in board.items() if chips},
        "deck": " ".join(card_code(c) for c in record.deck),
        "actions": ["pass" if a == PASS else card_code(a) for a in record.actions],
    }


def deal_file_text(record: DealRecord | Deal, rules: Ruleset, players: Sequence[str], title: str | None = None) -> str:
    """A finished deal written as a deal file's YAML text (README, "Deal files").

    ``python -m popejoan replay`` plays the text back to the deal's end: the
    same plays, stakes taken, payments, balances, board and winner.

    Args:
        record: the finished deal, as :func:`deal_file_data` takes it.
        rules: the resolved ruleset it was played under.
        players: the players' names, clockwise.
        title: a first comment line (what the deal was, when it was saved); none if ``None``.

    Returns:
        UTF-8 text, YAML: a comment header, then one field per line.

    Raises:
        PopeJoanError: as :func:`deal_file_data`.
    """
    data = deal_file_data(record, rules, players)
    lines = []
    if title:
        lines += [f"# {line}" for line in title.splitlines()]
    lines.append("# A Pope Joan deal file: `python -m popejoan replay THIS_FILE` plays it again.")
    for key, value in data.items():
        if key in ("options", "board") and not value:
            continue
        # JSON's flow style is YAML too (the pinned deal files' own style): names that YAML would read
        # as something else ("yes", "#Ann", "Ben: the elder") stay quoted strings
        lines.append(f"{key}: {json.dumps(value, ensure_ascii=False)}")
    return "\n".join(lines) + "\n"


__all__ = [
    "DealFile", "read_deal_file", "parse_deal_text", "replay", "default_action", "deal_file_data",
    "deal_file_text", "POPE",
]
