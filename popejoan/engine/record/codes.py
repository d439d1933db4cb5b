"""The text of a save: card codes, the one canonical JSON a check sum covers, and the check sum.

Holds what both writing (:mod:`popejoan.engine.record.writing`) and reading
(:mod:`popejoan.engine.record.reading`) a save need to agree on. Not the record itself
(:mod:`popejoan.engine.record.model`).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence

from popejoan.engine.cards import PACK, Card, card_code
from popejoan.engine.play import PASS

CARD_CODES = {c: card_code(c) for c in PACK}
CODE_CARDS = {code: c for c, code in CARD_CODES.items()}
PASS_CODE = "pass"
"""Card number → card code (``"9D"``), card code → card number, and the code of the action ``PASS``."""


def canonical_json(value: object) -> str:
    """The one text of ``value`` that the check sum covers: compact, keys sorted.

    ``json.loads`` of this text, dumped again, gives the same text, so a file
    pretty-printed by a tool still passes its check sum; any change of
    content does not.
    """
    return json.dumps(value, ensure_ascii=False, sort_keys=True, separators=(",", ":"), allow_nan=False)


def checksum(summary_text: str, session_text: str) -> str:
    """``"sha256:HEX"``: the check sum of a save's summary and session texts (canonical JSON), as its ``checksum``
    field holds it."""
    data = (summary_text + "\n" + session_text).encode("utf-8", "surrogatepass")
    return "sha256:" + hashlib.sha256(data).hexdigest()


def cards_text(cards: Sequence[Card]) -> str:
    """Cards as a save writes them: their codes, separated by spaces (``"AC 2C 9D"``)."""
    return " ".join(CARD_CODES[c] for c in cards)


def action_text(action: int) -> str:
    """A decision as a save writes it: a card code, or ``"pass"``."""
    return PASS_CODE if action == PASS else CARD_CODES[action]
