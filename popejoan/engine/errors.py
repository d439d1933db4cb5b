"""The exceptions the engine raises. All derive from :class:`PopeJoanError`,
which is a ``ValueError``, so a caller may catch either."""

from __future__ import annotations

from collections.abc import Mapping
from typing import NamedTuple, TypeVar


class PopeJoanError(ValueError):
    """Base of every error the Pope Joan engine raises on bad input."""


class CardError(PopeJoanError):
    """A card code or card number that names no card of the 51-card pack."""


_F = TypeVar("_F", bound="FileError")
_S = TypeVar("_S", bound="SaveError")


class FileError(PopeJoanError):
    """A problem in a file the game reads (or a text read as one), said where it lies and as data.

    The one base of the errors that name a place in a file: :class:`RulesetError`,
    :class:`popejoan.engine.safefile.FileProblem` and :class:`SaveError`. It carries the fields they share; a
    subclass adds only what is its own (the kinds it allows, more fields, its own message).

    Attributes:
        file: the file's path, as given (or ``"<string>"``); ``None`` only for a :class:`SaveError` of a record
            not read from a file (a ruleset's or a parsed file's problem always names its file).
        line: the 1-based line of the problem, or ``None`` when unknown (a problem with the whole file).
        key: the dotted key path of the problem (``"dressing.stakes.pope"``), or ``""``.
        problem: what is wrong, in one English sentence (the most detail).
        kind: what is wrong as data (default ``"other"``); which kinds there are is the subclass's to say.
        values: what a sentence of that kind needs (text or whole numbers, by name).

    The message (``str(error)``) is ``"FILE, line LINE: KEY: PROBLEM"``, without the line or the key when
    there is none.
    """

    file: str | None

    def __init__(self, file: str | None, line: int | None, key: str, problem: str, *,
                 kind: str = "other", values: Mapping[str, str | int] | None = None) -> None:
        self.file = file
        self.line = line
        self.key = key
        self.problem = problem
        self.kind = kind
        self.values: dict[str, str | int] = dict(values or {})
        super().__init__(self._message())

    def _message(self) -> str:
        """The error's message, from its fields (a subclass may say it its own way)."""
        where = self.file if self.line is None else f"{self.file}, line {self.line}"
        what = f"{self.key}: {self.problem}" if self.key else self.problem
        return f"{where}: {what}"

    @classmethod
    def from_error(cls: type[_F], other: FileError) -> _F:
        """The same problem (file, line, key, sentence, kind and values) as an error of this class: how a
        caller turns a :class:`~popejoan.engine.safefile.FileProblem` into its own error.

        Raises:
            ValueError: ``other.kind`` is not a kind this class allows (a programming error).
        """
        return cls(other.file, other.line, other.key, other.problem, kind=other.kind, values=other.values)


RULESET_PROBLEM_KINDS = (
    # the file itself
    "no_such_file", "a_folder", "not_a_regular_file", "unreadable", "file_too_big", "not_utf8", "folder_unreadable",
    # its YAML
    "yaml_syntax", "yaml_alias", "yaml_tag", "too_many_values", "text_too_long", "number_too_long", "key_not_a_word",
    "too_deep", "given_twice", "unreadable_value", "not_a_mapping", "not_a_ruleset",
    # its keys and values
    "unknown_key", "not_a_language", "missing_key", "missing_english", "not_one_of", "not_a_compartment",
    "wrong_type", "too_small", "too_big", "too_few_items", "too_many_items", "bad_form", "min_over_max",
    "id_not_file_name", "id_taken", "value_twice",
    # naming a ruleset or a variant
    "no_such_ruleset", "not_a_ruleset_id", "no_such_option", "not_an_option_value",
    # a rule the other rules contradict (the engine's sentence says which)
    "other",
)
"""What can be wrong with a ruleset, as data (:attr:`RulesetError.kind`), so that any interface can say it in
its own words. :attr:`RulesetError.values` holds what the sentence needs, by kind (all values are text or
whole numbers):

* ``"no_such_file"``, ``"a_folder"``, ``"not_a_regular_file"`` (a device or a pipe), ``"not_utf8"``,
  ``"not_a_mapping"`` (the YAML is not a mapping of keys), ``"not_a_ruleset"`` (none of a ruleset's keys),
  ``"key_not_a_word"`` (a list or mapping as a key), ``"yaml_alias"`` (anchors and aliases), ``"given_twice"``,
  ``"missing_key"``, ``"missing_english"`` (a text by language without ``en``): nothing;
* ``"unreadable"``, ``"folder_unreadable"``: ``reason`` (the system's, in English);
* ``"file_too_big"``: ``size`` and ``limit`` (``"10 MB"``, ``"1 MB"``), ``size`` ``""`` when unknown;
* ``"yaml_syntax"``: ``detail`` (the YAML library's words, English); ``"unreadable_value"``: ``detail``;
* ``"yaml_tag"``: ``tag`` (``"!!python/object"``);
* ``"too_many_values"``, ``"too_deep"``: ``limit`` (``0`` when the parser's own limit was met);
* ``"text_too_long"``, ``"number_too_long"``: ``length`` and ``limit`` (characters);
* ``"unknown_key"``: ``name`` and ``nearest`` (``""`` when none is near); ``"not_a_language"``: ``name``,
  ``nearest``, ``languages`` (``"en, es, ja, ru"``);
* ``"not_one_of"``, ``"not_a_compartment"``: ``value``, ``choices`` (``"'a', 'b' or 'c'"``), ``nearest``;
* ``"wrong_type"``: ``expected`` (one of ``"whole_number"``, ``"number"``, ``"true_false"``, ``"list"``,
  ``"text"``, ``"text_by_language"``, ``"mapping"``) and ``value`` (quoted, ``""`` when too long to show);
* ``"too_small"``, ``"too_big"``: ``bound`` and ``value``, and ``strict`` (1 for greater/less than, 0 for
  or equal to);
* ``"too_few_items"``, ``"too_many_items"``: ``bound`` (items, or characters for a text);
* ``"bad_form"``: ``pattern`` (a text not in the form asked: an id, a language code);
* ``"min_over_max"``: ``min`` and ``max``;
* ``"id_not_file_name"``: ``id`` and ``name``; ``"id_taken"``: ``id``; ``"value_twice"``: ``value``;
* ``"no_such_ruleset"``: ``name``, ``nearest``, ``known``; ``"not_a_ruleset_id"``: ``name``;
* ``"no_such_option"``: ``name``, ``nearest``; ``"not_an_option_value"``: ``value``, ``name``, ``choices``;
* ``"other"``: nothing; only the English sentence (:attr:`RulesetError.problem`) says it.
"""


class RulesetError(FileError):
    """A ruleset file that cannot be loaded (its fields and message: :class:`FileError`).

    Attributes:
        file: the ruleset file's path (or ``"<string>"``).
        line: the 1-based line of the problem, or ``None`` when unknown.
        key: the dotted key path of the problem (``"dressing.stakes.pope"``), or ``""``.
        problem: what is wrong, in one English sentence (the most detail).
        kind: what is wrong as data, one of :data:`RULESET_PROBLEM_KINDS` (default ``"other"``).
        values: what a sentence of that kind needs (see :data:`RULESET_PROBLEM_KINDS`).

    Raises:
        ValueError: ``kind`` is not one of :data:`RULESET_PROBLEM_KINDS` (a programming error).
    """

    file: str

    def __init__(self, file: str, line: int | None, key: str, problem: str, *,
                 kind: str = "other", values: Mapping[str, str | int] | None = None) -> None:
        if kind not in RULESET_PROBLEM_KINDS:
            raise ValueError(f"unknown ruleset problem kind {kind!r}")
        super().__init__(file, line, key, problem, kind=kind, values=values)


class Refusal(NamedTuple):
    """Why an action is refused, as data, so that any interface can say it in its own words
    (:meth:`popejoan.engine.state.Deal.refusal`; the English sentence is
    :func:`popejoan.engine.state.refusal_words`).

    Attributes:
        kind: one of ``"over"`` (the deal is over), ``"not_an_action"`` (not an ``int``), ``"answer_offer"``
            (a Pope offer is open: play the Pope or pass), ``"pass_is_an_answer"`` (PASS when a lead is due),
            ``"not_held"`` (the card is not in the leader's hand), ``"another_suit"`` (after a stop in
            ``suit`` the lead must change suit: spanish, docs/rules.md section 5), ``"lowest_rank"`` (lead a card
            of the hand's lowest rank, ``rank``), ``"lowest_of_suit"`` (lead the lowest card of ``suit``).
        suit: the suit (0-3, :data:`popejoan.engine.cards.SUIT_NAMES`) the reason names, or ``None``.
        rank: the rank (:data:`popejoan.engine.cards.RANK_NAMES`) the reason names, or ``None``.
        type_name: for ``"not_an_action"``, the type given.
    """

    kind: str
    suit: int | None = None
    rank: int | None = None
    type_name: str = ""


class IllegalActionError(PopeJoanError):
    """An action the rules do not allow now.

    Attributes:
        action: the refused action (as given).
        seat: the seat that tried it, or ``None`` when nobody may act.
        reason: why it is refused, in words a player understands.
    """

    def __init__(self, action: object, seat: int | None, reason: str) -> None:
        self.action = action
        self.seat = seat
        self.reason = reason
        who = "nobody may act" if seat is None else f"seat {seat}"
        super().__init__(f"illegal action {_short_repr(action)} ({who}): {reason}")


def _short_repr(value: object, limit: int = 60) -> str:
    """``repr(value)`` cut to ``limit`` characters; never raises (a huge int or a broken ``__repr__``)."""
    try:
        text = repr(value)
    except Exception:  # e.g. ValueError for an int of more than 4,300 digits
        text = f"<{type(value).__name__}>"
    return text if len(text) <= limit else text[: limit - 1] + "…"


class DealFileError(PopeJoanError):
    """A deal file (see README, "Deal files") with a missing or bad field.

    Attributes:
        field: the field at fault (``"deck"``, ``"actions[3]"`` ...).
    """

    def __init__(self, field: str, problem: str, file: str | None = None) -> None:
        self.field = field
        self.problem = problem
        self.file = file
        prefix = f"{file}: " if file else ""
        super().__init__(f"{prefix}{field}: {problem}")


SAVE_PROBLEM_KINDS = (
    "empty", "too_big", "cut_short", "damaged", "not_a_save", "newer", "changed", "does_not_replay",
    "missing", "unreadable", "unwritable", "not_deleted", "busy", "in_use", "internal", "folder_unreadable",
    "not_a_folder", "name_too_long",
)
"""What can be wrong with a saved session, as data (:attr:`SaveError.kind`), so that any interface can say
it in its own words: the file is ``"empty"``; ``"too_big"`` to be a save; ``"cut_short"`` (ends mid-way);
``"damaged"`` (not text, not JSON, or a field the format does not allow); ``"not_a_save"`` (some other
file); ``"newer"`` (a newer version's format: :class:`NewerSaveError`); ``"changed"`` (its check sum
fails: edited or damaged since saved); ``"does_not_replay"`` (well-formed, but playing its deals again
does not give what it records); ``"missing"`` (no such save); ``"unreadable"``, ``"unwritable"``,
``"not_deleted"`` (the system refused to read, write or delete it: ``reason`` says why); ``"busy"`` (it is
still being written, so it cannot be changed this moment: try again); ``"in_use"`` (it is being played in
another window of the game, which holds it: play it there, or close that window first); ``"internal"`` (the
game's own fault, e.g. a closed writer); ``"folder_unreadable"`` (the system refused to list the folder of
saves: ``reason`` says why); ``"not_a_folder"`` (a file stands where the folder of saves should be);
``"name_too_long"`` (a save copied under a name too long to be written again: left as it is, to be renamed)."""


class SaveError(FileError):
    """A saved session (or settings file) that cannot be read, replayed or written.

    The message reads as one sentence a player understands: the file's name,
    what is wrong with it, and where it was kept aside. ``kind`` says the same
    as data, for an interface that speaks another language. The fields shared
    with every file error are :class:`FileError`'s: a save's problem has no
    ``line`` (``None``) and no ``key`` (``""``); its ``values`` hold ``reason``
    when there is one.

    Args and attributes:
        problem: what is wrong, in English words (``"the file is empty"``).
        file: the file's path, or ``None`` (a record not read from a file).
        kept_as: where the refused file was moved to keep it (``NAME.bad``),
            or ``None`` when it was left where it is.
        kind: what is wrong, one of :data:`SAVE_PROBLEM_KINDS` (default ``"damaged"``).
        reason: for ``"unreadable"``, ``"unwritable"``, ``"not_deleted"`` and ``"folder_unreadable"``, the
            system's reason (``"Permission denied"``), else ``""``.
        not_moved: the system's reason why a refused file could not be kept aside, or ``None``.

    Raises:
        ValueError: ``kind`` is not one of :data:`SAVE_PROBLEM_KINDS` (a programming error).
    """

    def __init__(self, problem: str, file: str | None = None, kept_as: str | None = None, *,
                 kind: str = "damaged", reason: str = "", not_moved: str | None = None) -> None:
        if kind not in SAVE_PROBLEM_KINDS:
            raise ValueError(f"unknown save problem kind {kind!r}")
        self.kept_as = kept_as
        self.reason = reason
        self.not_moved = not_moved
        super().__init__(file, None, "", problem, kind=kind, values={"reason": reason} if reason else None)

    @classmethod
    def from_error(cls: type[_S], other: FileError) -> _S:
        """The same problem (file, sentence, kind and ``reason``) as a save's error (its own arguments' order)."""
        return cls(other.problem, other.file, kind=other.kind, reason=str(other.values.get("reason", "")))

    def _message(self) -> str:
        """``"FILE: PROBLEM"`` (the problem alone without a file), then why it could not be moved aside or
        where it was kept."""
        message = f"{self.file}: {self.problem}" if self.file else self.problem
        if self.not_moved is not None:
            message += f"; it could not be moved aside ({self.not_moved})"
        if self.kept_as:
            message += f" (the file is kept as {self.kept_as})"
        return message

    def at(self, file: str, kept_as: str | None = None, not_moved: str | None = None) -> SaveError:
        """The same problem, said of ``file`` (and where it was kept, or why it could not be): a new error
        of the same class and kind."""
        return type(self)(self.problem, file, kept_as, kind=self.kind, reason=self.reason, not_moved=not_moved)


class NewerSaveError(SaveError):
    """A saved session written by a newer version of Pope Joan, in a format this version cannot read.

    Such a file is refused but left where it is, untouched, so that the newer
    version still finds it.
    """

    def __init__(self, problem: str, file: str | None = None, kept_as: str | None = None, *,
                 kind: str = "newer", reason: str = "", not_moved: str | None = None) -> None:
        super().__init__(problem, file, kept_as, kind=kind, reason=reason, not_moved=not_moved)
