"""Reading a save: its bytes checked within bounds (size, text, JSON, numbers, format, version, check
sum) and validated field by field into a :class:`~popejoan.engine.record.model.SessionRecord`
(:func:`decode_save`), or only what a list of saves shows (:func:`read_summary`, :func:`read_listing`).

Every problem is a :class:`~popejoan.engine.errors.SaveError` saying in words what is wrong. Not the
replay, which checks the record against its deals (:meth:`popejoan.engine.session.Session.from_record`),
nor writing (:mod:`popejoan.engine.record.writing`).
"""

from __future__ import annotations

import json
from typing import Literal, NoReturn

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from popejoan.engine.cards import Card
from popejoan.engine.errors import NewerSaveError, SaveError
from popejoan.engine.jsontypes import JSONObject
from popejoan.engine.play import PASS
from popejoan.engine.record.codes import CODE_CARDS, PASS_CODE, canonical_json, checksum
from popejoan.engine.record.model import (
    FORMAT,
    MAX_SAVE_BYTES,
    VERSION,
    Checkpoint,
    DealLog,
    Position,
    SessionRecord,
    ShareOutLog,
)
from popejoan.engine.ruleset import Ruleset


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
    ruleset: dict[str, object]
    players: list[str] = Field(min_length=3, max_length=8)
    seats: list[dict[str, object]] = Field(min_length=3, max_length=8)
    meta: dict[str, object]
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
    options: dict[str, bool | int | str]
    players: list[dict[str, object]] = Field(min_length=3, max_length=8)
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
    summary: dict[str, object]
    session: dict[str, object]


def _where(loc: tuple[object, ...]) -> str:
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


def _no_constant(word: str) -> NoReturn:
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


def _json_mapping(value: object) -> JSONObject:
    """A mapping of a save's JSON (so JSON data all through) that a model has checked is a mapping."""
    assert isinstance(value, dict), "a mapping the save's model checked"
    return value


def _parse(data: bytes) -> tuple[JSONObject, str, str]:
    """The checked top level of a save: ``(head, summary_text, session_text)``.

    Raises:
        SaveError: empty, too big, not text, not JSON, not a save, a newer
            format (:class:`NewerSaveError`), or a check sum that fails.
    """
    if not data:
        raise SaveError("the file is empty", kind="empty")
    if len(data) > MAX_SAVE_BYTES:
        raise SaveError(f"the file is far too big for a saved session ({len(data):,} bytes; "
                        f"at most {MAX_SAVE_BYTES:,})", kind="too_big")
    if not data.strip(b"\x00"):  # what a crash can leave of a file on some systems: its size, nothing written
        raise SaveError("the file is damaged: it holds nothing but zero bytes")
    try:
        text = data.decode("utf-8").removeprefix("\ufeff")  # a byte-order mark, as Windows Notepad writes: fine
    except UnicodeDecodeError as exc:
        if exc.end == len(data) and exc.reason == "unexpected end of data":  # cut inside a multi-byte character
            raise SaveError("the file is damaged: it was cut short, so it is not valid JSON",
                            kind="cut_short") from None
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
            raise SaveError("the file is damaged: it was cut short, so it is not valid JSON",
                            kind="cut_short") from None
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
    if checksum(summary_text, session_text) != head.checksum:
        raise SaveError("the file has been changed or damaged since the game saved it (its check sum does not match)",
                        kind="changed")
    return obj, summary_text, session_text


def read_summary(data: bytes) -> JSONObject:
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
    return _json_mapping(obj["summary"])


def read_listing(data: bytes) -> tuple[JSONObject, JSONObject]:
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
    meta = _json_mapping(obj["session"]).get("meta")
    return _json_mapping(obj["summary"]), dict(meta) if isinstance(meta, dict) else {}


def _cards(text: str, where: str) -> tuple[Card, ...]:
    codes = text.split()
    try:
        cards = tuple(CODE_CARDS[code] for code in codes)
    except KeyError as exc:
        raise SaveError(f"{where}: {exc.args[0]!r} is not a card code") from None
    if len(cards) != 51 or len(set(cards)) != 51:
        raise SaveError(f"{where}: a deck must list each of the 51 cards once (it has {len(cards)} codes)")
    return cards


def _action(text: str, where: str) -> int:
    if text == PASS_CODE:
        return PASS
    try:
        return CODE_CARDS[text]
    except KeyError:
        raise SaveError(f"{where}: {text!r} is neither a card code nor 'pass'") from None


def _checkpoint(after: _After) -> Checkpoint:
    return Checkpoint(tuple(after.balances), dict(after.board))


def decode_save(data: bytes) -> tuple[JSONObject, SessionRecord]:
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
        raise SaveError(f"the save names {players} players but gives {len(body.seats)} seats "
                        f"and {len(body.chips)} balances")
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
        seats=tuple(_json_mapping(seat) for seat in body.seats),
        meta=_json_mapping(body.meta),
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
    return _json_mapping(obj["summary"]), record
