"""Deal files: one pinned deal, for bug reports, puzzles and tests.

The format (README, "Deal files") is YAML::

    ruleset: parlett              # a ruleset id, or a path to a ruleset file
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
(ties: clubs, diamonds, hearts, spades) and each Pope offer is "pass".
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any, Literal, Union

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from popejoan.engine.cards import POPE, SUIT_LETTERS, Card, card_code, parse_card, parse_cards, rank_of, suit_of
from popejoan.engine.errors import CardError, DealFileError, IllegalActionError, PopeJoanError, RulesetError
from popejoan.engine.events import ChipsHanded, ShareOutDealt, StakeTaken
from popejoan.engine.ruleset import Ruleset, find_ruleset
from popejoan.engine.session import Session
from popejoan.engine.state import PASS, Deal


class DealFile(BaseModel):
    """The fields of a deal file, validated (unknown fields are refused)."""

    model_config = ConfigDict(extra="forbid")

    ruleset: str = Field(min_length=1)
    options: dict[str, Union[bool, int, str]] = Field(default_factory=dict)
    players: list[str] = Field(min_length=1)
    dealer: int = 0
    chips: list[int] | None = None
    board: dict[str, Annotated[int, Field(ge=0)]] = Field(default_factory=dict)
    deck: Union[str, list[str]]
    actions: list[Union[str, int]] = Field(default_factory=list)
    mode: Literal["deal", "share-out"] = "deal"
    trump: str | None = None


def read_deal_file(path: str | Path) -> DealFile:
    """Read and validate a deal file.

    Raises:
        DealFileError: unreadable file, YAML error, or a missing or bad field (named).
    """
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise DealFileError("file", "no such file", str(path)) from None
    except UnicodeDecodeError:
        raise DealFileError("file", "not a text file: a deal file is YAML text in UTF-8", str(path)) from None
    except OSError as exc:
        raise DealFileError("file", f"cannot read it ({exc.strerror or exc})", str(path)) from None
    return parse_deal_text(text, str(path))


def parse_deal_text(text: str, file: str | None = None) -> DealFile:
    """Parse and validate a deal file's YAML text.

    Raises:
        DealFileError: YAML error, or a missing or bad field (named).
    """
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f"line {mark.line + 1}" if mark is not None else "YAML"
        raise DealFileError(where, f"YAML syntax error: {getattr(exc, 'problem', exc)}", file) from None
    if not isinstance(data, dict):
        raise DealFileError("file", "a deal file must be a YAML mapping (ruleset:, players:, deck: ...)", file)
    for key in ("deck", "trump"):
        if isinstance(data.get(key), list):
            data[key] = [str(item) for item in data[key]]
    if isinstance(data.get("actions"), list):
        data["actions"] = [_action_text(item) for item in data["actions"]]
    try:
        return DealFile.model_validate(data)
    except ValidationError as exc:
        err = exc.errors()[0]
        field = ".".join(str(p) for p in err["loc"] if not str(p).startswith(("list[", "str", "int", "bool")))
        message = "unknown field" if err["type"] == "extra_forbidden" else err["msg"]
        raise DealFileError(field or "file", message, file) from None


def _action_text(item: Any) -> Any:
    if item is False:
        return "pass"
    return item if isinstance(item, str) else str(item)


def _ruleset(spec: DealFile) -> Ruleset:
    try:
        base = find_ruleset(spec.ruleset)
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
    twice = [card_code(c) for c in deck if c in seen or seen.add(c)]  # type: ignore[func-returns-value]
    if twice:
        raise DealFileError("deck", f"{', '.join(twice)} given twice")
    if len(deck) != 51:
        missing = sorted(set(range(52)) - set(deck) - {20})
        extra = f"; missing: {' '.join(card_code(c) for c in missing)}" if missing else ""
        raise DealFileError("deck", f"must list all 51 cards, found {len(deck)}{extra}")
    return deck


def default_action(deal: Deal) -> int:
    """The action taken when a deal file's actions run out.

    A lead: the legal card of lowest rank (ties: clubs, diamonds, hearts,
    spades). A Pope offer: pass.
    """
    if deal.decision == "pope_offer":
        return PASS
    return min(deal.legal_actions(), key=lambda c: (rank_of(c), suit_of(c)))


def replay(spec: DealFile) -> dict[str, Any]:
    """Play the deal (or share-out) a deal file pins, and report it.

    Returns:
        A JSON-ready dict. For a deal: ``ruleset``, ``options``, ``trump``
        (turn-up code), ``trump_suit``, ``winner`` (seat or ``None``), ``plays``
        (``[seat, card]``), ``claims`` (``[seat, compartment, chips]``),
        ``payments`` (``[payer, payee, chips, reason]``), ``balances``, ``board``,
        ``next_dealer``. For a share-out: ``ruleset``, ``options``, ``dealt``,
        ``claims``, ``balances``, ``board``.

    Raises:
        DealFileError: any bad field or illegal action, naming the field.
    """
    rules = _ruleset(spec)
    players = len(spec.players)
    if not rules.players.min <= players <= rules.players.max:
        raise DealFileError("players", f"{rules.id} is for {rules.players.min} to {rules.players.max} players, not {players}")
    if not 0 <= spec.dealer < players:
        raise DealFileError("dealer", f"must be a seat from 0 to {players - 1}, not {spec.dealer}")
    if spec.chips is not None and len(spec.chips) != players:
        raise DealFileError("chips", f"must give one balance for each of the {players} players")
    deck = _deck(spec)
    try:
        session = Session(rules, spec.players, chips=spec.chips, first_dealer=spec.dealer, board=spec.board)
    except PopeJoanError as exc:
        raise DealFileError("board", str(exc).removeprefix("board: ")) from None
    out: dict[str, Any] = {"ruleset": rules.id, "options": dict(rules.chosen)}
    if spec.mode == "share-out":
        return {**out, **_replay_share_out(spec, session, deck)}
    if spec.trump is not None:
        raise DealFileError("trump", "is for share-outs only: a deal's trumps come from its turn-up")
    deal = session.start_deal(deck)
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
    events = deal.events
    return {
        **out,
        "trump": card_code(deal.turn_up),
        "trump_suit": SUIT_LETTERS[deal.trump],
        "winner": deal.winner,
        "plays": [[seat, card_code(c)] for seat, c in deal.played],
        "claims": [[e.seat, e.compartment, e.chips] for e in events if isinstance(e, StakeTaken)],
        "payments": [[e.payer, e.payee, e.chips, e.reason] for e in events if isinstance(e, ChipsHanded)],
        "balances": list(session.balances),
        "board": dict(session.board),
        "next_dealer": deal.next_dealer,
    }


def _parse_action(text: str | int, field: str) -> int:
    if isinstance(text, str) and text.strip().lower() == "pass":
        return PASS
    try:
        return parse_card(str(text))
    except CardError as exc:
        raise DealFileError(field, f"{exc} (or 'pass' at a Pope offer)") from None


def _replay_share_out(spec: DealFile, session: Session, deck: list[Card]) -> dict[str, Any]:
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


__all__ = ["DealFile", "read_deal_file", "parse_deal_text", "replay", "default_action", "POPE"]
