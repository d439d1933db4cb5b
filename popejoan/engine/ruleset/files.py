"""Loading rulesets: a YAML text or file, every file of the shipped and the player's folders, a ruleset by
id or by a command line's path, each validated into a :class:`~popejoan.engine.ruleset.model.Ruleset`.

Every problem raises one :class:`~popejoan.engine.errors.RulesetError` naming the file, the line and the key.
Reading is bounded and safe (:mod:`popejoan.engine.safefile`). Not the models
(:mod:`popejoan.engine.ruleset.model`), nor where the player's rulesets folder is: the engine knows no user
folder, its callers pass that one in (``user_dir``, from :func:`popejoan.storage.paths.user_ruleset_dir`).
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path

import yaml
from pydantic import ValidationError

from popejoan import resources
from popejoan.engine.errors import RulesetError
from popejoan.engine.ruleset.errors import (
    line_of,
    nearest,
    nearest_word,
    ruleset_error,
    short,
    show,
)
from popejoan.engine.ruleset.model import Ruleset, is_ruleset_id
from popejoan.engine.safefile import MAX_FILE_BYTES, FileProblem, load_yaml, read_text

SHIPPED_RULESET_DIR = resources.rulesets_dir()
"""The shipped rulesets' folder, wherever the game runs from (:mod:`popejoan.resources`)."""

MAX_RULESET_BYTES = MAX_FILE_BYTES
"""The largest ruleset file read (1 MB)."""


def load_ruleset_text(text: str, file: str = "<string>") -> Ruleset:
    """Load and validate a ruleset from YAML text.

    Args:
        text: the YAML document (at most :data:`MAX_RULESET_BYTES` characters).
        file: the name used in error messages.

    Raises:
        RulesetError: YAML syntax error, an anchor, alias or tag, a file too
            big or too deeply nested, an unknown key, a wrong type, a value out
            of range, a missing key, a bad option patch; naming file, line and key.
    """
    return _load_text(text, file)[0]


def _load_text(text: str, file: str) -> tuple[Ruleset, yaml.Node]:
    """The ruleset in ``text`` and its YAML node tree (for line numbers)."""
    try:
        document = load_yaml(text, file, "ruleset file", known_keys=Ruleset.model_fields)
    except FileProblem as exc:
        raise RulesetError.from_error(exc) from None
    data, root = document.data, document.root
    if not isinstance(data, dict) or root is None:
        raise RulesetError(file, 1, "", "a ruleset file must be a YAML mapping of keys (id:, name:, ...)",
                           kind="not_a_mapping")
    if not any(isinstance(key, str) and key in Ruleset.model_fields for key in data):
        # Not a ruleset at all (some other file): say so, without quoting its keys.
        raise RulesetError(file, 1, "", "this is not a ruleset file: it has none of a ruleset's keys "
                                        "(id:, name:, dressing: ...)", kind="not_a_ruleset")
    try:
        ruleset = Ruleset.model_validate(data)
    except ValidationError as exc:
        raise ruleset_error(exc, root, file, Ruleset) from None
    check_option_patches(ruleset, root, file)
    return ruleset, root


def check_option_patches(ruleset: Ruleset, root: yaml.Node, file: str) -> None:
    """Every option value, applied alone (the others at their defaults), must give valid rules.

    Linear in the number of values: each check validates only the rules (not
    the options), and a patch already checked for an option is not checked
    again (an option whose many values change nothing costs one check).
    """
    defaults = [option.values[0].set for option in ruleset.options.values()]
    resolved = ruleset.default_options()
    for position, (name, option) in enumerate(ruleset.options.items()):
        seen_values: set[tuple[str, bool | int | str]] = set()
        seen_patches: set[str] = set()
        for index, item in enumerate(option.values):
            tagged = (type(item.value).__name__, item.value)
            if tagged in seen_values:
                raise RulesetError(file, line_of(root, ("options", name, "values", index, "value")),
                                   f"options.{name}.values", f"value {show(item.value)} is listed twice",
                                   kind="value_twice", values={"value": show(item.value)})
            seen_values.add(tagged)
            canonical = json.dumps(item.set, sort_keys=True, default=repr)
            if canonical in seen_patches:
                continue
            seen_patches.add(canonical)
            patches = [*defaults[:position], item.set, *defaults[position + 1:]]
            try:
                ruleset._patched(patches, {**resolved, name: item.value})
            except RulesetError as exc:
                loc = ("options", name, "values", index, "set", *exc.key.split("."))
                raise RulesetError(file, line_of(root, loc), f"options.{name}.values[{index}].set.{exc.key}",
                                   exc.problem, kind=exc.kind, values=exc.values) from None


def load_ruleset_file(path: str | Path) -> Ruleset:
    """Load and validate one ruleset file.

    The file must be a regular file (not a folder, a device such as
    ``/dev/zero``, or a pipe) of at most :data:`MAX_RULESET_BYTES` bytes of
    UTF-8 text, and its ``id`` must match its name.

    Raises:
        RulesetError: the file cannot be read or is not a valid ruleset.
    """
    return _load_file(Path(path))[0]


def _load_file(path: Path) -> tuple[Ruleset, yaml.Node]:
    try:
        text = read_text(path, "ruleset file", MAX_RULESET_BYTES)
    except FileProblem as exc:
        raise RulesetError.from_error(exc) from None
    ruleset, root = _load_text(text, str(path))
    if ruleset.id != path.stem:
        raise RulesetError(
            str(path), line_of(root, ("id",)), "id",
            f"id '{ruleset.id}' must match the file name {show(path.stem)}",
            kind="id_not_file_name", values={"id": ruleset.id, "name": short(path.stem)},
        )
    return ruleset, root


def load_rulesets(
    dirs: list[Path] | None = None,
    stop: Callable[[], bool] | None = None,
    user_dir: Path | None = None,
) -> tuple[dict[str, Ruleset], list[RulesetError]]:
    """Load every ruleset: the shipped ones, then the user's own.

    Args:
        dirs: folders to read ``*.yaml`` from, in order; by default the shipped
            folder, then ``user_dir`` when given.
        stop: asked before each file; when it answers True the loading ends there
            with what is loaded so far (the game is closing while hundreds of files load).
        user_dir: the player's own rulesets folder (:func:`popejoan.storage.paths.user_ruleset_dir`), read
            after the shipped one when ``dirs`` is not given; ``None``: the shipped rulesets only.

    Returns:
        ``(rulesets, errors)``: rulesets by id in load order, and one error per
        file that failed (a user's broken file must not stop the game). A file
        whose id is already taken is an error too.
    """
    if dirs is None:
        dirs = [SHIPPED_RULESET_DIR, *([user_dir] if user_dir is not None else [])]
    rulesets: dict[str, Ruleset] = {}
    errors: list[RulesetError] = []
    for folder in dirs:
        try:
            paths = _ruleset_files(folder)
        except OSError as exc:  # an unreadable folder, or a file in its place: say so, and go on with the others
            errors.append(RulesetError(str(folder), None, "", f"cannot read the folder ({exc.strerror or exc})",
                                      kind="folder_unreadable", values={"reason": str(exc.strerror or exc)}))
            continue
        for path in paths:
            if stop is not None and stop():
                return rulesets, errors
            try:
                ruleset, root = _load_file(path)
            except RulesetError as exc:
                errors.append(exc)
                continue
            if ruleset.id in rulesets:
                errors.append(RulesetError(
                    str(path), line_of(root, ("id",)), "id",
                    f"id '{ruleset.id}' is already used by a shipped ruleset; give your copy another id and file name",
                    kind="id_taken", values={"id": ruleset.id},
                ))
                continue
            rulesets[ruleset.id] = ruleset
    return rulesets, errors


def _ruleset_files(folder: Path) -> list[Path]:
    """The ``*.yaml`` files in ``folder``, by name; none when there is no such folder (a player who has made no
    ruleset of their own has none).

    Raises:
        OSError: the folder cannot be read (no permission; a file where it should be: "Not a directory"). Not
            ``Path.glob``, which finds nothing in a folder it may not read, so that the player's rulesets
            vanished from the menu without a word.
    """
    try:
        names = os.listdir(folder)
    except FileNotFoundError:
        return []
    # (Windows names files without regard to case, as its Path.glob did: House.YAML is listed there, and refused
    # in words for an id that does not match its name, not passed over)
    folded = os.name == "nt"
    return sorted(folder / n for n in names if (n.lower() if folded else n).endswith(".yaml"))


def _may_be_there(path: Path) -> bool:
    """Whether ``path`` exists, or may (the system will not say: its folder cannot be searched), so that reading
    it says why in words (:func:`load_ruleset_file`) rather than a ``PermissionError`` escaping."""
    try:
        return path.exists()
    except OSError:
        return True


def with_file_base(rules: Ruleset, user_dir: Path | None = None) -> Ruleset:
    """Resolved rules read back whole (a save keeps them so), joined again to their file's own rules.

    A save holds the rules with its variants applied, not the file's rules
    before them; :meth:`Ruleset.idle_options` and :meth:`Ruleset.with_options`
    need those. When the ruleset file of that id, with the same variants,
    still gives exactly these rules, that resolved ruleset (which knows its
    base) is returned; otherwise (the file edited or gone) ``rules`` as they
    are, which still play the same.

    Args:
        rules: a ruleset, resolved or not.
        user_dir: the player's own rulesets folder, where a ruleset of theirs is found (:func:`find_ruleset`);
            ``None``: the shipped rulesets only.

    Returns:
        ``rules`` or rules equal to them in every field, with their base known.
    """
    if rules._base is not None or not rules.chosen:
        return rules
    try:
        again = find_ruleset(rules.id, user_dir).with_options(dict(rules.chosen))
    except RulesetError:
        return rules
    return again if again.model_dump() == rules.model_dump() else rules



def find_ruleset(name: str, user_dir: Path | None = None) -> Ruleset:
    """A ruleset by id: a shipped one, or one in the player's rulesets folder ``user_dir``.

    Only an id is accepted: a deal file or the settings can never make the
    game open some other file. A path is for the command line only (see
    :func:`ruleset_from_command_line`).

    Args:
        name: the ruleset's id (``"parlett"``).
        user_dir: the player's own rulesets folder (:func:`popejoan.storage.paths.user_ruleset_dir`), searched
            after the shipped one; ``None``: the shipped rulesets only.

    Raises:
        RulesetError: ``name`` is not an id (key ``ruleset``), no ruleset has
            that id (naming the nearest), or its file is invalid.
    """
    if not is_ruleset_id(name):
        pathlike = isinstance(name, str) and ("/" in name or "\\" in name or name.endswith((".yaml", ".yml")))
        problem = "not a ruleset id (up to 40 lower-case letters, digits, '-' and '_', like 'parlett')"
        if pathlike:
            where = "" if user_dir is None else f" ({user_dir})"
            problem += ("; here a ruleset is named by its id, not by a file: put your ruleset file in your "
                        f"rulesets folder{where} and give its id")
        raise RulesetError(short(name), None, "ruleset", problem, kind="not_a_ruleset_id",
                           values={"name": show(name)})
    mine = [user_dir] if user_dir is not None else []
    for folder in (SHIPPED_RULESET_DIR, *mine):
        path = folder / f"{name}.yaml"
        if _may_be_there(path):
            return load_ruleset_file(path)
    known: list[str] = []
    broken: list[str] = []
    unread: list[str] = []
    files: dict[str, Path] = {}
    for d in (*mine, SHIPPED_RULESET_DIR):
        try:
            files.update((p.stem, p) for p in _ruleset_files(d))
        except OSError as exc:
            unread.append(f"{d} ({exc.strerror or exc})")
    for stem, file in sorted(files.items()):
        try:
            load_ruleset_file(file)
        except (RulesetError, OSError):
            broken.append(str(file))
        else:
            known.append(stem)
    hint = nearest(name, known)
    problem = f"no ruleset '{name}'{hint}; known: {', '.join(known) or 'none'}"
    if broken:
        problem += (f". These ruleset files could not be loaded: {', '.join(broken)} "
                    "(give one's path to --ruleset to see what is wrong with it)")
    if unread:
        problem += f". This rulesets folder cannot be read: {', '.join(unread)}"
    raise RulesetError(name, None, "ruleset", problem, kind="no_such_ruleset",
                       values={"name": name, "nearest": nearest_word(name, known), "known": ", ".join(known)})


def ruleset_from_command_line(value: str, user_dir: Path | None = None) -> Ruleset:
    """The ruleset a command-line argument names: an id, or the path of a ruleset file.

    A value holding ``/`` or ``\\`` or ending in ``.yaml``/``.yml`` is a path;
    the file must be a regular file (not a folder, ``/dev/zero`` or a pipe)
    under the size limit. Anything else is an id (:func:`find_ruleset`, in the
    shipped folder and ``user_dir``). Only the command line may name a file:
    deal files and the settings name ids.

    Raises:
        RulesetError: no such ruleset, or the file is not a valid ruleset.
    """
    if value.endswith((".yaml", ".yml")) or "/" in value or "\\" in value:
        return load_ruleset_file(value)
    return find_ruleset(value, user_dir)
