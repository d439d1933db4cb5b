"""The record of a session, and the versioned JSON of a saved session.

A session is rebuilt by replaying it (DESIGN.md, section 1): the same
ruleset, seats, seed, starting chips and first dealer, then each deal's deck
(checked against the seeded shuffle) and its decisions, in order. The record
also keeps the balances and board after each deal (a *checkpoint*) and where
the session stood when it was saved; a replay that disagrees with any of them
is refused, never trusted.

- :class:`SessionRecord` is the record as data, made by
  :meth:`popejoan.engine.session.Session.record` (a snapshot: immutable, safe
  to hand to another thread) and replayed by
  :meth:`popejoan.engine.session.Session.from_record`.
- :func:`encode_save` / :func:`decode_save` turn it into the bytes of a save
  file and back, validating every field (pydantic) and a SHA-256 check sum of
  the content; :func:`read_summary` reads only what a list of saves shows.

The file is one JSON object (README, "Saved sessions")::

    {"format": "popejoan-session", "version": 1, "checksum": "sha256:...",
     "summary": {...what a menu shows...}, "session": {...the record...}}

Each error is a :class:`~popejoan.engine.errors.SaveError` whose message says
in words what is wrong. The engine does no file input or output here; the
folder of saves is :mod:`popejoan.saves`.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, Literal, Mapping, Sequence, Union

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from popejoan.engine.cards import PACK, Card, card_code
from popejoan.engine.errors import NewerSaveError, PopeJoanError, SaveError
from popejoan.engine.ruleset import Ruleset, derived
from popejoan.engine.state import PASS

FORMAT = "popejoan-session"
"""The ``format`` field of every saved session."""
VERSION = 1
"""The save format this version writes and the newest it reads."""
MAX_SAVE_BYTES = 16 * 1024 * 1024
"""The largest save file read (16 MiB). A 50-deal session is about 20 KiB, a 1,000-deal one under 0.5 MiB."""

_CODE = {c: card_code(c) for c in PACK}
_CARD = {code: c for c, code in _CODE.items()}
_PASS_CODE = "pass"

JSONValue = Union[None, bool, int, float, str, list["JSONValue"], dict[str, "JSONValue"]]


# --- the record as data -----------------------------------------------------------


@dataclass(frozen=True)
class Checkpoint:
    """Chips after a deal (or after the share-out), which a replay must reproduce.

    Attributes:
        balances: chips by seat.
        board: chips by compartment (read-only by convention).
    """

    balances: tuple[int, ...]
    board: Mapping[str, int]


@dataclass(frozen=True)
class DealLog:
    """One deal's record: its deck and the decisions taken in it.

    Attributes:
        deck: the 51 cards in dealing order, first dealt first.
        shuffled: whether the deck came from the session's seeded shuffle (a
            replay deals it again and checks it); ``False`` for a deck given
            to :meth:`~popejoan.engine.session.Session.start_deal`, which a
            replay takes as written and which draws nothing from the seed.
        actions: the decisions, in order: a card led, or ``POPE`` / ``PASS``
            (:data:`popejoan.engine.state.PASS`) at a Pope offer.
        checkpoint: balances and board once the deal was recorded as finished
            (:meth:`~popejoan.engine.session.Session.finish_deal`); ``None``
            for the deal in progress (or over, not yet recorded).
    """

    deck: tuple[Card, ...]
    shuffled: bool
    actions: tuple[int, ...]
    checkpoint: Checkpoint | None = None

    @cached_property
    def json_text(self) -> str:
        """This deal's entry in a save, as canonical JSON; worked out once (a finished deal's log never changes)."""
        return canonical_json(_deal_data(self))


@dataclass(frozen=True)
class ShareOutLog:
    """The end-of-session share-out's record (spanish, cacumen, russian).

    Attributes:
        deck: the 51 cards in dealing order.
        shuffled: whether the deck came from the session's seeded shuffle.
        checkpoint: balances and board after the share-out.
    """

    deck: tuple[Card, ...]
    shuffled: bool
    checkpoint: Checkpoint


@dataclass(frozen=True)
class Position:
    """Where the session stood when the record was taken, checked after a replay.

    Attributes:
        deals_played: deals recorded as finished.
        deal_number: the number (from 1) of the deal in progress, or ``None``.
        to_move: the seat that must decide now, or ``None``.
        decision: ``"lead"``, ``"pope_offer"`` or ``None``.
        balances: chips by seat now; ``board``: chips by compartment now.
    """

    deals_played: int
    deal_number: int | None
    to_move: int | None
    decision: str | None
    balances: tuple[int, ...]
    board: Mapping[str, int]


@dataclass(frozen=True)
class SessionRecord:
    """Everything that rebuilds a session, as plain immutable data.

    Attributes:
        rules: the resolved ruleset (options applied); saved whole, so a save
            survives its ruleset file being edited or deleted.
        names: the players' names, clockwise.
        seats: per seat, the caller's own data (for the game: ``{"kind":
            "human"}`` or ``{"kind": "computer", "level": "hard"}``), JSON
            data the engine stores and gives back without reading it.
        meta: the caller's data for the whole session (JSON data, not read).
        seed: the seed of the session's shuffles.
        chips: each seat's balance at the start of the session.
        board: chips on the board at the start of the session.
        first_dealer: the first deal's dealer.
        deals: every deal begun, in order; all but the last are finished.
        share_out: the share-out, if the session ended with one.
        finished: whether the session has ended (its share-out dealt, where
            the ruleset has one).
        position: where the session stood at the snapshot.
    """

    rules: Ruleset
    names: tuple[str, ...]
    seats: tuple[Mapping[str, Any], ...]
    meta: Mapping[str, Any]
    seed: int
    chips: tuple[int, ...]
    board: Mapping[str, int]
    first_dealer: int
    deals: tuple[DealLog, ...]
    share_out: ShareOutLog | None
    finished: bool
    position: Position = field(compare=True)


# --- JSON -------------------------------------------------------------------------


def canonical_json(value: Any) -> str:
    """The one text of ``value`` that the check sum covers: compact, keys sorted.

    ``json.loads`` of this text, dumped again, gives the same text, so a file
    pretty-printed by a tool still passes its check sum; any change of
    content does not.
    """
    return json.dumps(value, ensure_ascii=False, sort_keys=True, separators=(",", ":"), allow_nan=False)


def _checksum(summary_text: str, session_text: str) -> str:
    data = (summary_text + "\n" + session_text).encode("utf-8", "surrogatepass")
    return "sha256:" + hashlib.sha256(data).hexdigest()


def _ruleset_data(rules: Ruleset) -> dict[str, Any]:
    """The resolved ruleset as JSON data, worked out once per ruleset object."""
    return derived(rules, _dump_ruleset)


def _dump_ruleset(rules: Ruleset) -> dict[str, Any]:
    return rules.model_dump(mode="json")


def _cards_text(cards: Sequence[Card]) -> str:
    return " ".join(_CODE[c] for c in cards)


def _action_text(action: int) -> str:
    return _PASS_CODE if action == PASS else _CODE[action]


def _checkpoint_data(point: Checkpoint) -> dict[str, Any]:
    return {"balances": list(point.balances), "board": dict(point.board)}


def _deal_data(log: DealLog) -> dict[str, Any]:
    data: dict[str, Any] = {
        "deck": _cards_text(log.deck),
        "shuffled": log.shuffled,
        "actions": [_action_text(a) for a in log.actions],
    }
    if log.checkpoint is not None:
        data["after"] = _checkpoint_data(log.checkpoint)
    return data


def record_data(record: SessionRecord) -> dict[str, Any]:
    """The record as JSON data: the ``session`` object of a save file (README, "Saved sessions")."""
    return {
        "ruleset": _ruleset_data(record.rules),
        "deals": [_deal_data(log) for log in record.deals],
        **_record_rest(record),
    }


def _record_rest(record: SessionRecord) -> dict[str, Any]:
    """:func:`record_data` but for its ``ruleset`` and ``deals``."""
    share = record.share_out
    return {
        "players": list(record.names),
        "seats": [dict(s) for s in record.seats],
        "meta": dict(record.meta),
        "seed": record.seed,
        "chips": list(record.chips),
        "board": dict(record.board),
        "first_dealer": record.first_dealer,
        "share_out": None if share is None else {
            "deck": _cards_text(share.deck), "shuffled": share.shuffled, "after": _checkpoint_data(share.checkpoint),
        },
        "finished": record.finished,
        "now": {
            "deals_played": record.position.deals_played,
            "deal": record.position.deal_number,
            "to_move": record.position.to_move,
            "decision": record.position.decision,
            "balances": list(record.position.balances),
            "board": dict(record.position.board),
        },
    }


def record_text(record: SessionRecord) -> str:
    """``canonical_json(record_data(record))``, built from parts kept between saves.

    The ruleset's JSON is worked out once per ruleset and each finished
    deal's once per deal, so a save after every action costs about the same
    in the 50th deal as in the first.
    """
    data = _record_rest(record)
    parts = {key: canonical_json(value) for key, value in data.items()}
    parts["ruleset"] = derived(record.rules, _ruleset_text)
    parts["deals"] = "[" + ",".join(log.json_text for log in record.deals) + "]"
    return "{" + ",".join(f"{canonical_json(key)}:{parts[key]}" for key in sorted(parts)) + "}"


def _ruleset_text(rules: Ruleset) -> str:
    return canonical_json(_ruleset_data(rules))


def summary_data(record: SessionRecord, saved: str) -> dict[str, Any]:
    """What a list of saved sessions shows, without a replay: the ``summary`` object of a save file.

    Args:
        record: the session's record.
        saved: when it was saved, ISO 8601 with the UTC offset.
    """
    rules = record.rules
    pos = record.position
    return {
        "ruleset": rules.id,
        "ruleset_name": {"native": rules.name.native, "english": rules.name.english},
        "options": dict(rules.chosen),
        "players": [{**dict(seat), "name": name} for name, seat in zip(record.names, record.seats)],
        "deals_played": pos.deals_played,
        "deal": pos.deal_number,
        "to_move": pos.to_move,
        "balances": list(pos.balances),
        "board": dict(pos.board),
        "finished": record.finished,
        "saved": saved,
    }


def encode_save(record: SessionRecord, saved: str) -> bytes:
    """The bytes of a save file for ``record`` (UTF-8 JSON, one line, a newline at the end).

    Args:
        record: the session's record (:meth:`Session.record`).
        saved: when it is saved, ISO 8601 with the UTC offset (shown as "last played").

    Raises:
        SaveError: the seats' or session's own data is not JSON data.
    """
    try:
        summary_text = canonical_json(summary_data(record, saved))
        session_text = record_text(record)
    except (TypeError, ValueError) as exc:
        raise SaveError(f"the session cannot be saved: its seats or notes hold something that is not JSON data ({exc})",
                        kind="internal") from None
    text = (
        f'{{"format":"{FORMAT}","version":{VERSION},"checksum":"{_checksum(summary_text, session_text)}",'
        f'"summary":{summary_text},"session":{session_text}}}\n'
    )
    try:
        return text.encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate in a name: write it as a JSON escape
        data = json.loads(text)
        return (json.dumps(data, ensure_ascii=True, separators=(",", ":")) + "\n").encode("ascii")


# --- reading and validating ---------------------------------------------------------


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)


class _After(_Strict):
    balances: list[int] = Field(min_length=3, max_length=8)
    board: dict[str, int]


class _Deal(_Strict):
    deck: str
    shuffled: bool
    actions: list[str] = Field(max_length=128)  # at most a lead per card and a Pope offer per stop
    after: _After | None = None


class _ShareOut(_Strict):
    deck: str
    shuffled: bool
    after: _After


class _Now(_Strict):
    deals_played: int = Field(ge=0)
    deal: int | None = Field(default=None, ge=1)
    to_move: int | None = Field(default=None, ge=0, le=7)
    decision: Literal["lead", "pope_offer"] | None = None
    balances: list[int] = Field(min_length=3, max_length=8)
    board: dict[str, int]


class _Session(_Strict):
    ruleset: dict[str, Any]
    players: list[str] = Field(min_length=3, max_length=8)
    seats: list[dict[str, Any]] = Field(min_length=3, max_length=8)
    meta: dict[str, Any]
    seed: int
    chips: list[int] = Field(min_length=3, max_length=8)
    board: dict[str, int]
    first_dealer: int = Field(ge=0, le=7)
    deals: list[_Deal]
    share_out: _ShareOut | None = None
    finished: bool
    now: _Now


class _Names(_Strict):
    native: str
    english: str


class _Summary(_Strict):
    ruleset: str
    ruleset_name: _Names
    options: dict[str, Union[bool, int, str]]
    players: list[dict[str, Any]] = Field(min_length=3, max_length=8)
    deals_played: int = Field(ge=0)
    deal: int | None = Field(default=None, ge=1)
    to_move: int | None = None
    balances: list[int] = Field(min_length=3, max_length=8)
    board: dict[str, int]
    finished: bool
    saved: str


class _Head(_Strict):
    format: Literal["popejoan-session"]
    version: int
    checksum: str
    summary: dict[str, Any]
    session: dict[str, Any]


def _where(loc: tuple) -> str:
    out = ""
    for part in loc:
        out += f"[{part}]" if isinstance(part, int) else ("." if out else "") + str(part)
    return out


def _invalid(exc: ValidationError, prefix: str) -> SaveError:
    err = exc.errors()[0]
    where = _where((prefix, *err["loc"])) if prefix else _where(tuple(err["loc"]))
    if err["type"] == "missing":  # (pydantic says "Field required")
        return SaveError(f"the field '{where}' is missing")
    message = "unknown field" if err["type"] == "extra_forbidden" else err["msg"].removeprefix("Value error, ")
    return SaveError(f"the field '{where}' is wrong: {message}")


MAX_NUMBER_DIGITS = 4000
"""The most digits a number in a save may have (a seed may be long; Python reads at most 4,300 by default)."""


class _NotASaveNumber(ValueError):
    """A number no save holds (NaN, an infinity, a float too large, an integer of more than 4,000 digits)."""


def _no_constant(word: str) -> Any:
    raise _NotASaveNumber(f"it holds {word}, which is not a number a saved session can hold")


def _finite_float(text: str) -> float:
    value = float(text)
    if value != value or value in (float("inf"), float("-inf")):
        raise _NotASaveNumber(f"it holds the number {text[:20]}, too large for a saved session")
    return value


def _short_int(text: str) -> int:
    # Python refuses to read an integer of more than 4,300 digits with a ValueError of its own (a save's seed
    # may be long, but not that long): refused here first, in words
    if len(text.lstrip("-")) > MAX_NUMBER_DIGITS:
        raise _NotASaveNumber(f"it holds a number of {len(text.lstrip('-')):,} digits, too long for a saved session")
    return int(text)


def _parse(data: bytes) -> tuple[dict[str, Any], str, str]:
    """The checked top level of a save: ``(head, summary_text, session_text)``.

    Raises:
        SaveError: empty, too big, not text, not JSON, not a save, a newer
            format (:class:`NewerSaveError`), or a check sum that fails.
    """
    if not data:
        raise SaveError("the file is empty", kind="empty")
    if len(data) > MAX_SAVE_BYTES:
        raise SaveError(f"the file is far too big for a saved session ({len(data):,} bytes; at most {MAX_SAVE_BYTES:,})",
                        kind="too_big")
    if not data.strip(b"\x00"):  # what a crash can leave of a file on some systems: its size, nothing written
        raise SaveError("the file is damaged: it holds nothing but zero bytes")
    try:
        text = data.decode("utf-8").removeprefix("\ufeff")  # a byte-order mark, as Windows Notepad writes: fine
    except UnicodeDecodeError as exc:
        if exc.end == len(data) and exc.reason == "unexpected end of data":  # cut inside a multi-byte character
            raise SaveError("the file is damaged: it was cut short, so it is not valid JSON", kind="cut_short") from None
        raise SaveError(f"the file is damaged: byte {exc.start} is not text") from None
    try:
        obj = json.loads(text, parse_constant=_no_constant, parse_float=_finite_float, parse_int=_short_int)
    except _NotASaveNumber as exc:
        raise SaveError(f"the file is damaged: {exc}") from None
    except json.JSONDecodeError as exc:
        if not text.lstrip().startswith("{"):  # a save always begins with "{": this was never one ("hello world")
            raise SaveError("this is not a Pope Joan saved session (it is not JSON)", kind="not_a_save") from None
        cut = exc.pos >= len(text.rstrip()) or not text.rstrip().endswith("}")  # a save always ends with "}"
        if cut:
            raise SaveError("the file is damaged: it was cut short, so it is not valid JSON", kind="cut_short") from None
        raise SaveError(f"the file is damaged: it is not valid JSON at line {exc.lineno}, column {exc.colno} "
                        f"({exc.msg})") from None
    except RecursionError:
        raise SaveError("the file is damaged: it is not a saved session (nested too deeply)") from None
    if not isinstance(obj, dict) or obj.get("format") != FORMAT:
        raise SaveError("this is not a Pope Joan saved session (no 'format': 'popejoan-session')", kind="not_a_save")
    version = obj.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise SaveError(f"the file is damaged: its format version {version!r} is not a version number")
    if version > VERSION:
        raise NewerSaveError(
            f"this session was saved by a newer version of Pope Joan (save format {version}); "
            f"this version reads format {VERSION} and older. Update the game to resume it"
        )
    try:
        head = _Head.model_validate(obj)
    except ValidationError as exc:
        raise _invalid(exc, "") from None
    summary_text = canonical_json(head.summary)
    session_text = canonical_json(head.session)
    if _checksum(summary_text, session_text) != head.checksum:
        raise SaveError("the file has been changed or damaged since the game saved it (its check sum does not match)",
                        kind="changed")
    return obj, summary_text, session_text


def read_summary(data: bytes) -> dict[str, Any]:
    """The checked summary of a save, without reading the record or replaying (for a list of saves).

    Returns:
        The ``summary`` object (see :func:`summary_data`), validated.

    Raises:
        SaveError: the file is not a valid save (see :func:`decode_save`).
    """
    obj, _, _ = _parse(data)
    try:
        _Summary.model_validate(obj["summary"])
    except ValidationError as exc:
        raise _invalid(exc, "summary") from None
    return obj["summary"]


def read_listing(data: bytes) -> tuple[dict[str, Any], dict[str, Any]]:
    """The checked summary of a save and the session's own notes (``meta``), without a replay.

    A list of saves shows a few of the game's notes beside the summary (a session in which plays were
    taken back is marked so); the notes are read from the same checked file, never trusted for play.

    Returns:
        ``(summary, meta)``: the summary as :func:`read_summary` gives it, and the session's ``meta``
        (an empty mapping when it is missing or not a mapping).

    Raises:
        SaveError: the file is not a valid save (see :func:`decode_save`).
    """
    obj, _, _ = _parse(data)
    try:
        _Summary.model_validate(obj["summary"])
    except ValidationError as exc:
        raise _invalid(exc, "summary") from None
    meta = obj["session"].get("meta")
    return obj["summary"], dict(meta) if isinstance(meta, dict) else {}


def _cards(text: str, where: str) -> tuple[Card, ...]:
    codes = text.split()
    try:
        cards = tuple(_CARD[code] for code in codes)
    except KeyError as exc:
        raise SaveError(f"{where}: {exc.args[0]!r} is not a card code") from None
    if len(cards) != 51 or len(set(cards)) != 51:
        raise SaveError(f"{where}: a deck must list each of the 51 cards once (it has {len(cards)} codes)")
    return cards


def _action(text: str, where: str) -> int:
    if text == _PASS_CODE:
        return PASS
    try:
        return _CARD[text]
    except KeyError:
        raise SaveError(f"{where}: {text!r} is neither a card code nor 'pass'") from None


def _checkpoint(after: _After) -> Checkpoint:
    return Checkpoint(tuple(after.balances), dict(after.board))


def decode_save(data: bytes) -> tuple[dict[str, Any], SessionRecord]:
    """Read a save file's bytes: check everything but the replay.

    Args:
        data: the file's bytes.

    Returns:
        ``(summary, record)``; replay the record with
        :meth:`popejoan.engine.session.Session.from_record`, which checks it
        against the deals' checkpoints.

    Raises:
        NewerSaveError: a save from a newer version of the game.
        SaveError: an empty, too big, cut-short, damaged or edited file, or a
            field that is missing or wrong (named in the message).
    """
    obj, _, _ = _parse(data)
    try:
        summary = _Summary.model_validate(obj["summary"])
    except ValidationError as exc:
        raise _invalid(exc, "summary") from None
    try:
        body = _Session.model_validate(obj["session"])
    except ValidationError as exc:
        raise _invalid(exc, "session") from None
    try:
        rules = Ruleset.model_validate(body.ruleset, strict=False)
    except ValidationError as exc:
        err = exc.errors()[0]
        raise SaveError(f"the saved ruleset is not valid: {_where(tuple(err['loc']))}: {err['msg']}") from None
    players = len(body.players)
    if len(body.seats) != players or len(body.chips) != players:
        raise SaveError(f"the save names {players} players but gives {len(body.seats)} seats and {len(body.chips)} balances")
    if summary.ruleset != rules.id or len(summary.players) != players:
        raise SaveError("the summary does not match the session it describes", kind="does_not_replay")
    deals = []
    for index, deal in enumerate(body.deals):
        where = f"deal {index + 1}"
        deals.append(DealLog(
            deck=_cards(deal.deck, where),
            shuffled=deal.shuffled,
            actions=tuple(_action(a, f"{where}, decision {k + 1}") for k, a in enumerate(deal.actions)),
            checkpoint=None if deal.after is None else _checkpoint(deal.after),
        ))
    share = None
    if body.share_out is not None:
        share = ShareOutLog(_cards(body.share_out.deck, "share-out"), body.share_out.shuffled,
                            _checkpoint(body.share_out.after))
    now = body.now
    record = SessionRecord(
        rules=rules,
        names=tuple(body.players),
        seats=tuple(body.seats),
        meta=body.meta,
        seed=body.seed,
        chips=tuple(body.chips),
        board=dict(body.board),
        first_dealer=body.first_dealer,
        deals=tuple(deals),
        share_out=share,
        finished=body.finished,
        position=Position(now.deals_played, now.deal, now.to_move, now.decision, tuple(now.balances), dict(now.board)),
    )
    if (summary.deals_played, summary.deal, summary.balances, summary.board, summary.finished) != (
        now.deals_played, now.deal, now.balances, now.board, body.finished
    ):
        raise SaveError("the summary does not match the session it describes", kind="does_not_replay")
    return obj["summary"], record


def check_json_data(value: Any, what: str) -> Any:
    """A detached copy of ``value`` if it is JSON data (dicts with text keys, lists, text, numbers, booleans, null).

    Raises:
        PopeJoanError: ``value`` holds anything else (naming ``what``).
    """
    try:
        return json.loads(json.dumps(value, allow_nan=False))
    except (TypeError, ValueError) as exc:
        raise PopeJoanError(f"{what} must be JSON data (text, numbers, true/false, lists, mappings): {exc}") from None


__all__ = [
    "FORMAT", "VERSION", "MAX_SAVE_BYTES", "Checkpoint", "DealLog", "ShareOutLog", "Position", "SessionRecord",
    "canonical_json", "record_data", "record_text", "summary_data", "encode_save", "decode_save", "read_summary",
    "read_listing", "check_json_data",
]
