"""Reading the game's own files (rulesets, deal files, settings) safely, whatever is in them.

Every file the game reads may be hostile or simply broken: huge, a device
(``/dev/zero``), a pipe, an alias bomb ("billion laughs"), nested thousands
deep, a number of five thousand digits. These functions read and parse such
files within fixed bounds, so a bad file is refused in well under a second and
a few megabytes of memory, with one :class:`FileProblem` naming the file and,
for YAML, the line and key:

* a file must be a regular file of at most :data:`MAX_FILE_BYTES` bytes, UTF-8;
* YAML anchors and aliases (``&name``, ``*name``) are refused: a ruleset or a
  deal file has no use for them, and they are how an alias bomb expands;
* YAML tags other than the plain core ones (``!!str``, ``!!int`` ...) are refused;
* nesting deeper than :data:`MAX_DEPTH`, more than :data:`MAX_NODES` values,
  a text value longer than :data:`MAX_TEXT_CHARS` characters, or a number
  longer than :data:`MAX_NUMBER_CHARS` characters is refused;
* every error the YAML and JSON libraries raise (syntax errors, a bad value
  for a tag, ``RecursionError``, ``UnicodeError``, ``MemoryError`` ...) becomes
  a :class:`FileProblem`.

A problem's message quotes at most a YAML key and a short, escaped value,
never a line of the file.
"""

from __future__ import annotations

import json
import os
import re
import stat
from collections.abc import Callable, Collection
from dataclasses import dataclass
from pathlib import Path
from typing import NoReturn

import yaml

from popejoan.engine.errors import FileError
from popejoan.engine.jsontypes import JSONValue

MAX_FILE_BYTES = 1_000_000
"""The largest ruleset, deal or settings file read, in bytes (1 MB; a shipped ruleset is about 4 KB)."""
MAX_DEPTH = 20
"""The deepest nesting of mappings and lists (a ruleset needs 9)."""
MAX_NODES = 50_000
"""The most values (keys, values and list items together) in one YAML file."""
MAX_TEXT_CHARS = 10_000
"""The longest text value, in characters (fields have their own, smaller limits)."""
MAX_NUMBER_CHARS = 30
"""The longest number, in characters."""

_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)  # the C parser where PyYAML has it; safe either way
_CORE_TAGS = frozenset(
    f"tag:yaml.org,2002:{name}" for name in ("str", "int", "float", "bool", "null", "map", "seq")
)
_NUMBER_TAGS = frozenset(("tag:yaml.org,2002:int", "tag:yaml.org,2002:float"))
_RESOLVER = yaml.resolver.Resolver()


class FileProblem(FileError):
    """A file that cannot be read or parsed within the bounds (its fields and message:
    :class:`~popejoan.engine.errors.FileError`).

    Callers turn it into their own error (``RulesetError.from_error(problem)``, ``DealFileError`` ...).

    Attributes:
        file: the file's path, as given.
        line: the 1-based line of the problem, or ``None`` (a problem with the whole file).
        key: the dotted key path where the problem lies (``"dressing.stakes"``), or ``""``.
        problem: what is wrong, in one English sentence.
        kind: what is wrong as data, one of :data:`popejoan.engine.errors.RULESET_PROBLEM_KINDS` (``"other"``
            when none fits).
        values: what a sentence of that kind needs (see :data:`~popejoan.engine.errors.RULESET_PROBLEM_KINDS`).
    """

    file: str



@dataclass(frozen=True)
class YamlDocument:
    """A parsed YAML file: its Python data and its node tree (for line numbers).

    ``data`` is what the safe constructor made, not yet checked by any model: JSON-like data (mappings,
    lists, text, numbers, booleans, ``None``), or a date where the file writes one (``2001-12-14``).
    """

    data: object
    root: yaml.Node | None


# --- reading a file ---------------------------------------------------------------


def read_text(path: str | Path, what: str = "file", limit: int = MAX_FILE_BYTES) -> str:
    """The text of a small regular UTF-8 file.

    A pipe, a device (``/dev/zero``) or a folder is refused without reading
    from it; so is a file over ``limit`` bytes (checked before reading, and
    again while reading, in case it grows). A UTF-8 byte-order mark is dropped.

    Args:
        path: the file.
        what: what the file should be, for messages (``"ruleset file"``).
        limit: the most bytes read.

    Returns:
        The file's text.

    Raises:
        FileProblem: no such file, not a regular file, too big, unreadable, not UTF-8.
    """
    name = str(path)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(name, flags)  # non-blocking: opening a pipe must not wait for a writer
    except FileNotFoundError:
        raise FileProblem(name, None, "", "no such file", kind="no_such_file") from None
    except IsADirectoryError:
        raise FileProblem(name, None, "", f"this is a folder, not a {what}", kind="a_folder") from None
    except OSError as exc:
        raise FileProblem(name, None, "", f"cannot open the file ({exc.strerror or type(exc).__name__})",
                          kind="unreadable", values={"reason": exc.strerror or type(exc).__name__}) from None
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise FileProblem(name, None, "", f"this is a folder, not a {what}", kind="a_folder")
        if not stat.S_ISREG(info.st_mode):
            raise FileProblem(name, None, "", f"not a regular file (a device or a pipe), so not a {what}",
                              kind="not_a_regular_file")
        if info.st_size > limit:
            raise FileProblem(name, None, "",
                              f"the file is {_size(info.st_size)}; a {what} may be at most {_size(limit)}",
                              kind="file_too_big", values={"size": _size(info.st_size), "limit": _size(limit)})
        chunks = []
        total = 0
        while True:
            chunk = os.read(fd, min(1 << 16, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
            if total > limit:
                raise FileProblem(name, None, "",
                                  f"the file is over {_size(limit)}; a {what} may be at most {_size(limit)}",
                                  kind="file_too_big", values={"size": "", "limit": _size(limit)})
    except OSError as exc:
        raise FileProblem(name, None, "", f"cannot read the file ({exc.strerror or type(exc).__name__})",
                          kind="unreadable", values={"reason": exc.strerror or type(exc).__name__}) from None
    finally:
        os.close(fd)
    try:
        return b"".join(chunks).decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = b"".join(chunks)[: exc.start].count(b"\n") + 1
        raise FileProblem(name, line, "", f"not UTF-8 text: a {what} is text saved as UTF-8",
                          kind="not_utf8") from None


def _size(n: int) -> str:
    if n >= 1_000_000:
        return f"{n / 1_000_000:.1f} MB".replace(".0 MB", " MB")
    if n >= 1000:
        return f"{n / 1000:.0f} KB"
    return f"{n} bytes"


# --- YAML ------------------------------------------------------------------------


class _Frame:
    """An open mapping or list during the scan, and where in it the parser is."""

    __slots__ = ("is_map", "expect_key", "key", "index")

    def __init__(self, is_map: bool) -> None:
        self.is_map = is_map
        self.expect_key = True
        self.key: str | None = None
        self.index = 0

    def advance(self) -> None:
        """One whole value (a key, a mapping's value, a list item) is done."""
        if self.is_map:
            self.expect_key = not self.expect_key
        else:
            self.index += 1


def _path(stack: list[_Frame]) -> tuple[object, ...]:
    """The key path of the value the parser is at (keys and list indexes)."""
    out: list[object] = []
    for frame in stack:
        if frame.is_map:
            if not frame.expect_key:
                out.append(frame.key)
        else:
            out.append(frame.index)
    return tuple(out)


def dotted(loc: tuple[object, ...]) -> str:
    """``("options", "x", "values", 2)`` → ``"options.x.values[2]"``."""
    out = ""
    for part in loc:
        if isinstance(part, int) and not isinstance(part, bool):
            out += f"[{part}]"
        else:
            out += ("." if out else "") + _short(str(part), 40)
    return out


def _short(text: str, limit: int = 40) -> str:
    """``text`` with control characters escaped, cut to ``limit`` characters."""
    text = "".join(ch if ch.isprintable() or ch == " " else repr(ch)[1:-1] for ch in text[: limit + 1])
    return text if len(text) <= limit else text[: limit - 1] + "…"


def show_value(value: object, limit: int = 40) -> str:
    """A value for an error message: text in quotes, escaped and cut short; never fails."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return f"'{_short(value, limit)}'"
    if isinstance(value, int):
        digits = len(str(abs(value))) if abs(value) < 10 ** 60 else 61
        return str(value) if digits <= limit else f"a number of {'more than 60' if digits > 60 else digits} digits"
    if isinstance(value, (dict, list, tuple, set)):
        return {dict: "a mapping", list: "a list", tuple: "a list", set: "a set"}[type(value)]
    try:
        return _short(repr(value), limit)
    except Exception:  # a value whose repr fails
        return type(value).__name__


def _scan(text: str, file: str) -> None:
    """One streaming pass over the YAML events, refusing what the bounds forbid.

    Linear in the text and constant in memory: no node tree is built, so an
    alias bomb or a deep nest is refused before it can expand or recurse.
    """
    stack: list[_Frame] = []
    nodes = 0
    for event in yaml.parse(text, Loader=_LOADER):
        if isinstance(event, (yaml.ScalarEvent, yaml.CollectionStartEvent, yaml.AliasEvent)):
            mark = event.start_mark
            assert mark is not None, "the parser marks where every event starts"
            line = mark.line + 1
            top = stack[-1] if stack else None
            in_key = top is not None and top.is_map and top.expect_key
            nodes += 1
            if nodes > MAX_NODES:
                raise FileProblem(file, line, dotted(_path(stack)),
                                  f"too many values: a file may hold at most {MAX_NODES:,} keys, values and list items",
                                  kind="too_many_values", values={"limit": MAX_NODES})
            if isinstance(event, yaml.AliasEvent):
                raise FileProblem(file, line, dotted(_path(stack)),
                                  f"YAML alias '*{_short(event.anchor or '', 30)}': "
                                  "anchors and aliases are not allowed here",
                                  kind="yaml_alias")
            if event.anchor is not None:
                raise FileProblem(file, line, dotted(_path(stack)),
                                  f"YAML anchor '&{_short(event.anchor, 30)}': "
                                  "anchors and aliases are not allowed here",
                                  kind="yaml_alias")
            tag = event.tag
            if tag is not None and tag != "!" and tag not in _CORE_TAGS:
                raise FileProblem(file, line, dotted(_path(stack)),
                                  f"YAML tag '{_short(tag.replace('tag:yaml.org,2002:', '!!'), 40)}' "
                                  "is not allowed here: write plain values", kind="yaml_tag",
                                  values={"tag": _short(tag.replace('tag:yaml.org,2002:', '!!'), 40)})
            if isinstance(event, yaml.ScalarEvent):
                value = event.value
                if len(value) > MAX_TEXT_CHARS:
                    raise FileProblem(file, line, dotted(_path(stack)),
                                      f"a text of {len(value):,} characters: at most {MAX_TEXT_CHARS:,} are allowed",
                                      kind="text_too_long", values={"length": len(value), "limit": MAX_TEXT_CHARS})
                if len(value) > MAX_NUMBER_CHARS and (tag in _NUMBER_TAGS or (
                        not event.style and event.implicit[0]  # plain (the C parser says '', the Python one None)
                        # types-PyYAML leaves BaseResolver.resolve unannotated
                        and _RESOLVER.resolve(yaml.ScalarNode, value, (True, False))  # type: ignore[no-untyped-call]
                        in _NUMBER_TAGS)):
                    raise FileProblem(file, line, dotted(_path(stack)),
                                      f"a number of {len(value):,} characters: at most {MAX_NUMBER_CHARS} are allowed",
                                      kind="number_too_long", values={"length": len(value), "limit": MAX_NUMBER_CHARS})
                if top is not None:
                    if in_key:
                        top.key = value
                    top.advance()
                continue
            if in_key:
                raise FileProblem(file, line, dotted(_path(stack)), "a key must be a word, not a list or a mapping",
                                  kind="key_not_a_word")
            if len(stack) >= MAX_DEPTH:
                raise FileProblem(file, line, dotted(_path(stack)),
                                  f"nested too deeply: at most {MAX_DEPTH} levels of mappings and lists",
                                  kind="too_deep", values={"limit": MAX_DEPTH})
            stack.append(_Frame(isinstance(event, yaml.MappingStartEvent)))
        elif isinstance(event, yaml.CollectionEndEvent):
            stack.pop()
            if stack:
                stack[-1].advance()


class _Constructor(yaml.constructor.SafeConstructor):
    """The safe constructor, with the node at fault attached to any error it raises."""

    def construct_object(self, node: yaml.Node, deep: bool = False) -> object:
        try:
            return super().construct_object(node, deep)
        except (_NodeError, yaml.YAMLError):
            raise
        except Exception as exc:  # e.g. ValueError for 2001-13-45, AttributeError for a bad !!timestamp
            raise _NodeError(node, exc) from None


class _NodeError(Exception):
    def __init__(self, node: yaml.Node, exc: BaseException) -> None:
        super().__init__(str(exc))
        self.node = node
        self.exc = exc


def load_yaml(text: str, file: str = "<string>", what: str = "file",
              known_keys: Collection[str] | None = None) -> YamlDocument:
    """Parse YAML text within the bounds of this module, with the safe constructor only.

    Duplicate keys in a mapping are refused too (YAML would keep the last).

    Args:
        text: the YAML text (at most :data:`MAX_FILE_BYTES` characters).
        file: the name used in messages.
        what: what the file should be, for messages.
        known_keys: the top-level keys this kind of file has; a syntax error
            names the top-level key it broke only if it is one of them (the
            start of some other file's line is never quoted). ``None``: any.

    Returns:
        The data and its node tree (``root`` is ``None`` for an empty file).

    Raises:
        FileProblem: a syntax error or anything the bounds refuse, naming the
            line and, where known, the key.
    """
    if len(text) > MAX_FILE_BYTES:
        raise FileProblem(file, None, "",
                          f"the text is {_size(len(text))}; a {what} may be at most {_size(MAX_FILE_BYTES)}",
                          kind="file_too_big", values={"size": _size(len(text)), "limit": _size(MAX_FILE_BYTES)})
    try:
        _scan(text, file)
        root = yaml.compose(text, Loader=_LOADER)
        if root is not None:
            _check_duplicate_keys(root, file)
        data = None if root is None else _Constructor().construct_document(root)
    except FileProblem:
        raise
    except _NodeError as exc:
        path = _path_to(root, exc.node)
        line = exc.node.start_mark.line + 1
        reason = "it is too long" if "digits" in str(exc.exc) else _short(str(exc.exc), 80)
        raise FileProblem(file, line, dotted(path), f"cannot read this value ({reason})",
                          kind="unreadable_value", values={"detail": reason}) from None
    except yaml.YAMLError as exc:
        raise _syntax_problem(exc, text, file, known_keys) from None
    except RecursionError:
        raise FileProblem(file, None, "", f"nested too deeply to read as a {what}",
                          kind="too_deep", values={"limit": 0}) from None
    except MemoryError:
        raise FileProblem(file, None, "", f"too large to read as a {what}",
                          kind="file_too_big", values={"size": "", "limit": _size(MAX_FILE_BYTES)}) from None
    except (UnicodeError, ValueError) as exc:
        raise FileProblem(file, None, "", f"cannot read the text ({_short(str(exc), 80)})") from None
    return YamlDocument(data, root)


def _syntax_problem(exc: yaml.YAMLError, text: str, file: str, known_keys: Collection[str] | None) -> FileProblem:
    """A YAML library error as one line: the problem, the line, the top-level key; never the file's text."""
    mark = getattr(exc, "problem_mark", None)
    line = mark.line + 1 if mark is not None else None
    problem = getattr(exc, "problem", None)
    if isinstance(exc, yaml.reader.ReaderError):
        line = text[: max(0, exc.position)].count("\n") + 1
        problem = f"{exc.reason} (character #x{exc.character:04x})" if isinstance(exc.character, int) else exc.reason
    if not problem:
        problem = type(exc).__name__
    context = getattr(exc, "context_mark", None)  # where the broken construct began, if known
    # the construct's own key (a quote opened under "name" and never closed), unless the construct is the whole
    # top-level mapping: then the key round the problem's line ("name", not the file's first key, "id")
    whole_mapping = (context is not None and context.column == 0
                     and getattr(exc, "context", "") == "while parsing a block mapping")
    key_line = line if context is None or whole_mapping else context.line + 1
    key = top_level_key_at(text, key_line)
    if known_keys is not None and key not in known_keys:
        key = ""
    if "nesting depth" in str(problem):  # the parser's own limit on nesting
        return FileProblem(file, line, key, f"YAML syntax error: {_short(str(problem), 120)}",
                           kind="too_deep", values={"limit": 0})
    return FileProblem(file, line, key, f"YAML syntax error: {_short(str(problem), 120)}",
                       kind="yaml_syntax", values={"detail": _short(str(problem), 120)})


def top_level_key_at(text: str, line: int | None) -> str:
    """The top-level key whose block holds ``line`` (1-based), or ``""``."""
    if line is None:
        return ""
    key = ""
    for row in text.splitlines()[:line]:
        match = re.match(r"^([A-Za-z_][\w-]{0,40})\s*:", row)
        if match:
            key = match.group(1)
    return key


def _check_duplicate_keys(root: yaml.Node, file: str) -> None:
    """Refuse a key given twice in one mapping (the tree has no aliases: each node is visited once)."""
    todo: list[tuple[yaml.Node, tuple[object, ...]]] = [(root, ())]
    while todo:
        node, path = todo.pop()
        if isinstance(node, yaml.MappingNode):
            seen: set[str] = set()
            for key_node, value_node in node.value:
                key = key_node.value
                if key in seen:
                    raise FileProblem(file, key_node.start_mark.line + 1, dotted((*path, key)), "key is given twice",
                                      kind="given_twice")
                seen.add(key)
                todo.append((value_node, (*path, key)))
        elif isinstance(node, yaml.SequenceNode):
            todo.extend((item, (*path, index)) for index, item in enumerate(node.value))


def _path_to(root: yaml.Node | None, target: yaml.Node) -> tuple[object, ...]:
    """The key path of ``target`` in the tree (a key node's path is its own key's)."""
    todo: list[tuple[yaml.Node, tuple[object, ...]]] = [(root, ())] if root is not None else []
    while todo:
        node, path = todo.pop()
        if node is target:
            return path
        if isinstance(node, yaml.MappingNode):
            for key_node, value_node in node.value:
                if key_node is target:
                    return (*path, key_node.value)
                todo.append((value_node, (*path, key_node.value)))
        elif isinstance(node, yaml.SequenceNode):
            todo.extend((item, (*path, index)) for index, item in enumerate(node.value))
    return ()


# --- JSON ------------------------------------------------------------------------


def load_json_text(text: str, file: str = "<string>", what: str = "file") -> JSONValue:
    """Parse JSON text within the same bounds as YAML (size, depth, number length).

    Args:
        text: the JSON text; a leading byte-order mark is allowed.
        file: the name used in messages.
        what: what the file should be, for messages.

    Returns:
        The data (``dict``, ``list``, ``str``, ``int``, ``float``, ``bool`` or ``None``).

    Raises:
        FileProblem: a syntax error (with its line), nesting deeper than
            :data:`MAX_DEPTH`, a number longer than :data:`MAX_NUMBER_CHARS`,
            ``NaN``/``Infinity``, or a text over the size limit.
    """
    if len(text) > MAX_FILE_BYTES:
        raise FileProblem(file, None, "",
                          f"the text is {_size(len(text))}; a {what} may be at most {_size(MAX_FILE_BYTES)}",
                          kind="file_too_big", values={"size": _size(len(text)), "limit": _size(MAX_FILE_BYTES)})
    text = text.removeprefix("\ufeff")

    def number(kind: type[int] | type[float]) -> Callable[[str], int | float]:
        def parse(literal: str) -> int | float:
            if len(literal) > MAX_NUMBER_CHARS:
                raise ValueError(f"a number of {len(literal):,} characters: at most {MAX_NUMBER_CHARS} are allowed")
            return kind(literal)
        return parse

    def constant(name: str) -> NoReturn:
        raise ValueError(f"{name} is not a number a {what} may hold")

    try:
        data: JSONValue = json.loads(text, parse_int=number(int), parse_float=number(float), parse_constant=constant)
    except json.JSONDecodeError as exc:
        raise FileProblem(file, exc.lineno, "", f"JSON syntax error: {_short(exc.msg, 80)}") from None
    except RecursionError:
        raise FileProblem(file, None, "", f"nested too deeply to read as a {what}",
                          kind="too_deep", values={"limit": 0}) from None
    except MemoryError:
        raise FileProblem(file, None, "", f"too large to read as a {what}",
                          kind="file_too_big", values={"size": "", "limit": _size(MAX_FILE_BYTES)}) from None
    except (ValueError, UnicodeError) as exc:
        raise FileProblem(file, None, "", _short(str(exc), 100)) from None
    _check_json_depth(data, file)
    return data


def read_json_file(path: str | Path, what: str = "file") -> JSONValue:
    """:func:`read_text` then :func:`load_json_text`.

    Raises:
        FileProblem: see both.
    """
    return load_json_text(read_text(path, what), str(path), what)


def _check_json_depth(data: JSONValue, file: str) -> None:
    todo: list[tuple[JSONValue, int, tuple[object, ...]]] = [(data, 1, ())]
    while todo:
        item, depth, path = todo.pop()
        if isinstance(item, (dict, list)):
            if depth > MAX_DEPTH:
                raise FileProblem(file, None, dotted(path), f"nested too deeply: at most {MAX_DEPTH} levels",
                                  kind="too_deep", values={"limit": MAX_DEPTH})
            pairs = item.items() if isinstance(item, dict) else enumerate(item)
            todo.extend((value, depth + 1, (*path, key)) for key, value in pairs)
        elif isinstance(item, str) and len(item) > MAX_TEXT_CHARS:
            raise FileProblem(file, None, dotted(path),
                              f"a text of {len(item):,} characters: at most {MAX_TEXT_CHARS:,} are allowed")
