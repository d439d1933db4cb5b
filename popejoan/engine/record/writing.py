"""Writing a save: the record as JSON data and text (kept in parts between saves), the summary a list of
saves shows, and the bytes of the file (:func:`encode_save`).

Not reading a save back (:mod:`popejoan.engine.record.reading`). No file input or output: the folder of
saves is :mod:`popejoan.storage.saves`.
"""

from __future__ import annotations

import json

from popejoan.engine.errors import SaveError
from popejoan.engine.jsontypes import JSONObject
from popejoan.engine.record.codes import canonical_json, cards_text, checksum
from popejoan.engine.record.model import FORMAT, VERSION, SessionRecord, checkpoint_data, deal_data
from popejoan.engine.ruleset import Ruleset, derived


def _ruleset_data(rules: Ruleset) -> JSONObject:
    """The resolved ruleset as JSON data, worked out once per ruleset object."""
    return derived(rules, _dump_ruleset)


def _dump_ruleset(rules: Ruleset) -> JSONObject:
    return rules.model_dump(mode="json")


def record_data(record: SessionRecord) -> JSONObject:
    """The record as JSON data: the ``session`` object of a save file (README, "Saved sessions")."""
    return {
        "ruleset": _ruleset_data(record.rules),
        "deals": [deal_data(log) for log in record.deals],
        **_record_rest(record),
    }


def _record_rest(record: SessionRecord) -> JSONObject:
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
            "deck": cards_text(share.deck), "shuffled": share.shuffled, "after": checkpoint_data(share.checkpoint),
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


def summary_data(record: SessionRecord, saved: str) -> JSONObject:
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
        f'{{"format":"{FORMAT}","version":{VERSION},"checksum":"{checksum(summary_text, session_text)}",'
        f'"summary":{summary_text},"session":{session_text}}}\n'
    )
    try:
        return text.encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate in a name: write it as a JSON escape
        data = json.loads(text)
        return (json.dumps(data, ensure_ascii=True, separators=(",", ":")) + "\n").encode("ascii")
