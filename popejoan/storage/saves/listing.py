"""The listing model of saved sessions: what a list of saves shows of each, and the rules for a save's id and name.

Holds :class:`SaveInfo` and :class:`SeatInfo` (a save as a menu lists it, read from the file's summary without a
replay), the checks of a save's id (:func:`is_save_id`, :func:`made_by_the_game`) and of a session's name
(:func:`session_name`, :func:`name_in`), and which session Continue takes up (:func:`to_continue`).

It does not read or write any file (:mod:`popejoan.storage.saves.store` does), nor hold a session
(:mod:`popejoan.storage.saves.hold`). No pygame.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import TypedDict, cast

from popejoan.engine.errors import SaveError
from popejoan.engine.jsontypes import JSONObject, JSONValue

SUFFIX = ".json"
_ID = re.compile(r"[^./\\\x00-\x1f\x7f\ud800-\udfff][^/\\\x00-\x1f\x7f\ud800-\udfff]*")
"""A save's id is its file's name less ``.json``: the game makes ``20261129-214503-3f9a2c``
(:meth:`SaveStore.new_id`), but a save copied or renamed by the player (``Sunday (1).json``, ``café.json``)
keeps whatever name it was given, so any name of one file in the folder is an id: no folder separator,
no control character, not hidden (a leading ``.``: the writer's temporary files), at most
:data:`ID_MAX_BYTES` bytes in UTF-8 (a file name has at most 255, and the writer's temporary file and the
lock file add to it), and readable as text (a name the system could not decode is not listed: it could not be
shown)."""
ID_MAX_BYTES = 200
"""The longest a save's id may be, in UTF-8 bytes (a longer name is not listed: it could never be saved again)."""
NAME_KEY = "name"
"""The key of a session's name in its notes (``Session.meta``)."""
NAME_MAX_CHARS = 40
"""The most characters a session's name may have (the list also keeps it within its row's width)."""


END_UNSEEN_KEY = "end_unseen"
"""A note (``meta["end_unseen"] = True``) on a session ended with a share-out that the players have not yet watched
to its final standings: the window was closed, or the game stopped, while the board was being shared out. Continue
takes such a session up again (:func:`to_continue`) to show them; old saves, without the note, were seen."""


def end_unseen(info: SaveInfo) -> bool:
    """Whether ``info``'s session has ended but its share-out and final standings were never shown to the end
    (:data:`END_UNSEEN_KEY`)."""
    return info.finished and info.meta.get(END_UNSEEN_KEY) is True


def continuable(info: SaveInfo) -> bool:
    """Whether Continue may take up ``info``'s session: unfinished, or ended during a share-out nobody watched to
    the end (:func:`end_unseen`). The menu's Continue card and ``--continue`` alike (:func:`to_continue`)."""
    return not info.finished or end_unseen(info)


def name_in(meta: Mapping[str, object]) -> str | None:
    """The name the players gave a session, read from its notes (``Session.meta`` or a save's), or ``None``:
    never named, or a note that is not a valid name (:func:`session_name`; shown nowhere rather than refused).

    Args:
        meta: the session's notes.
    """
    try:
        return session_name(meta.get(NAME_KEY))
    except ValueError:
        return None


def session_name(text: object) -> str:
    """A session's name as the players typed it, checked and tidied: outer spaces removed, inner runs of spaces
    made one.

    Args:
        text: the name typed.

    Returns:
        The name to keep (1 to :data:`NAME_MAX_CHARS` characters).

    Raises:
        ValueError: ``text`` is not a string, is empty or only spaces, is longer than :data:`NAME_MAX_CHARS`
            characters, or holds a control character (a line break, a tab).
    """
    if not isinstance(text, str):
        raise ValueError(f"a session's name must be text, not {type(text).__name__}")
    if any(not ch.isprintable() and ch != " " for ch in text):
        raise ValueError(f"a session's name cannot hold a line break or other control character: {text!r}")
    name = " ".join(part for part in text.split(" ") if part)
    if not name:
        raise ValueError("a session's name cannot be empty or only spaces")
    if len(name) > NAME_MAX_CHARS:
        raise ValueError(f"a session's name has at most {NAME_MAX_CHARS} characters, not {len(name)}: {name!r}")
    return name


@dataclass(frozen=True)
class SeatInfo:
    """One seat of a saved session, as a list of saves shows it.

    Attributes:
        name: the player's name.
        kind: the seat's ``"kind"`` as the front end stored it (``"human"``,
            ``"computer"``), or ``None``.
        level: a computer seat's ``"level"`` (``"easy"`` .. ``"expert"``), or ``None``.
        data: everything the front end stored for the seat.
    """

    name: str
    kind: str | None
    level: str | None
    data: Mapping[str, JSONValue]


@dataclass(frozen=True)
class SaveInfo:
    """A saved session as a menu lists it, read from the file's summary without a replay.

    Attributes:
        id: the save's id (its file name without ``.json``).
        path: the file.
        ruleset_id: the ruleset's id; ``ruleset_native`` / ``ruleset_english``
            its name in its own language and in English.
        options: the variants in force (option name -> value).
        players: the seats, clockwise.
        deals_played: deals finished.
        deal_number: the number of the deal in progress, or ``None`` between deals.
        balances: chips by seat now (fish); ``board``: chips by compartment now.
        finished: whether the session has ended (kept as a record).
        saved_at: when it was last saved (last played), an aware UTC datetime.
        size: the file's size in bytes.
        meta: the session's own notes as the game wrote them (``{"deals": 12, "undos": [...]}``);
            read for the list only, never trusted for play.
    """

    id: str
    path: Path
    ruleset_id: str
    ruleset_native: str
    ruleset_english: str
    options: Mapping[str, bool | int | str]
    players: tuple[SeatInfo, ...]
    deals_played: int
    deal_number: int | None
    balances: tuple[int, ...]
    board: Mapping[str, int]
    finished: bool
    saved_at: datetime
    size: int
    meta: Mapping[str, JSONValue] = field(default_factory=dict)

    @property
    def name(self) -> str | None:
        """The name the players gave the session (:meth:`SaveStore.rename`), or ``None``: never named (every save
        written before sessions had names), or a note that is not a valid name (read for the list only)."""
        return name_in(self.meta)

    @property
    def listed_as(self) -> str | None:
        """What the list of saved sessions calls it: the players' name for it, else the name of a file the game did
        not name (a save copied or renamed by the player, ``Sunday (1).json``: the copies of one session read alike
        in every other way), else ``None`` (listed by its ruleset)."""
        return self.name or (None if made_by_the_game(self.id) else self.id)


def to_continue(saves: Sequence[SaveInfo], held_elsewhere: Callable[[str], bool]) -> SaveInfo | None:
    """The session a Continue takes up: the first of ``saves`` (newest first, as :meth:`SaveStore.list_saves` gives
    them) that is unfinished, or ended with a share-out nobody watched to the end (:func:`end_unseen`: Continue shows
    it and the final standings), and that no other window plays (``held_elsewhere(save_id)``: that window's to
    play), or None. The menu's Continue card and ``--continue`` alike."""
    return next((info for info in saves if continuable(info) and not held_elsewhere(info.id)), None)


def _text_or_none(value: JSONValue) -> str | None:
    return value if isinstance(value, str) else None


class _Names(TypedDict):
    native: str
    english: str


class _Summary(TypedDict):
    """A save's ``summary`` as :func:`popejoan.engine.record.read_listing` has checked it (its model there)."""

    ruleset: str
    ruleset_name: _Names
    options: dict[str, bool | int | str]
    players: list[JSONObject]
    deals_played: int
    deal: int | None
    balances: list[int]
    board: dict[str, int]
    finished: bool
    saved: str


def _info(save_id: str, path: Path, listing: tuple[JSONObject, JSONObject], size: int) -> SaveInfo:
    summary = cast(_Summary, listing[0])  # read_listing validated it against this shape
    meta = listing[1]
    seats = tuple(
        SeatInfo(
            name=str(p.get("name", "")),
            kind=_text_or_none(p.get("kind")),
            level=_text_or_none(p.get("level")),
            data=p,
        )
        for p in summary["players"]
    )
    try:
        saved_at = datetime.fromisoformat(summary["saved"])
        if saved_at.tzinfo is None:
            saved_at = saved_at.replace(tzinfo=timezone.utc)
    except ValueError:
        raise SaveError(f"the field 'summary.saved' is wrong: {summary['saved']!r} is not a date and time") from None
    names = summary["ruleset_name"]
    return SaveInfo(
        id=save_id, path=path, ruleset_id=summary["ruleset"], ruleset_native=names["native"],
        ruleset_english=names["english"], options=dict(summary["options"]), players=seats,
        deals_played=summary["deals_played"], deal_number=summary["deal"], balances=tuple(summary["balances"]),
        board=dict(summary["board"]), finished=summary["finished"], saved_at=saved_at, size=size, meta=meta,
    )


_MADE_ID = re.compile(r"\d{8}-\d{6}-[0-9a-f]{6}")


def made_by_the_game(save_id: str) -> bool:
    """Whether ``save_id`` is of the form the game gives a new save (:meth:`SaveStore.new_id`), not a name the
    player gave the file."""
    return _MADE_ID.fullmatch(save_id) is not None


def is_save_id(text: object) -> bool:
    """Whether ``text`` can be a save's id (:data:`_ID`, at most :data:`ID_MAX_BYTES` bytes in UTF-8)."""
    return isinstance(text, str) and _ID.fullmatch(text) is not None and len(text.encode("utf-8")) <= ID_MAX_BYTES
