"""No word a player sees in ``popejoan/ui`` bypasses the catalog (issue 12).

Two scans of the source, by its syntax tree (:mod:`ast`):

* **What is drawn**: every string literal that reaches the text renderer (``theme.render``, ``blit_text``,
  ``wrap``, ``ellipsize``, ``fit_name``, ``text_lines``, a font's ``render``) or a widget's label (``Button``'s
  label, ``TextField``'s placeholder, a table caption's ``say``) is inside ``_()``, ``t()``, ``ngettext()``,
  ``pgettext()``, ``npgettext()`` or ``N_()``, or holds no letter (symbols, numbers, separators such as " · "),
  or is one of :data:`DELIBERATE` (with its reason).
* **Prose anywhere**: a string literal of two words or more is a docstring, a translated message, a log line,
  an exception's message (the engine's and the UI's errors are English; the UI puts a translated sentence
  around them), command-line help or output (``argparse``, ``print``), a key, or one of :data:`DELIBERATE`.

:data:`KNOWN_UNWRAPPED` lists, per file, what the other parts of issue 12 (wrapB: the scenes, app.py,
launch.py, settings.py; the polish work: scenes/table) had not yet put through the catalog when this test was
written. It only shrinks: the lead empties it after merging those branches, and the test fails on an entry
that is no longer found (so it cannot go stale) as well as on a new bypass.
"""

from __future__ import annotations

import ast
import re
from collections import Counter
from pathlib import Path

UI = Path(__file__).resolve().parents[2] / "popejoan" / "ui"

TRANSLATORS = {"_", "N_", "t", "ngettext", "pgettext", "npgettext", "words"}
"""The translating functions of popejoan.ui.i18n (and the settings screen's ``words(key)``, which looks a key up
in its ``N_``-marked table and translates it): a literal inside one of these calls is in the catalog or a key."""

SINKS = {"render", "blit_text", "wrap", "ellipsize", "fit_name", "text_lines", "say"}
"""Functions and methods whose first argument (after the surface, for ``blit_text`` / ``text_lines``) is drawn."""

WIDGETS = {"Button": ("label", 0), "TextField": ("placeholder", None)}
"""Widgets whose label argument is drawn: (keyword, position or None)."""

QUIET_CALLS = {"debug", "info", "warning", "error", "exception", "critical", "log", "warn",  # logging, warnings
               "add_argument", "ArgumentParser", "add_parser", "add_argument_group", "add_mutually_exclusive_group",
               # command-line help and output: English (i18n.md rule 6)
               "print", "write", "exit", "error_exit", "_warn",
               "getLogger", "Thread", "BoundedCache", "bounded_cache",
               "_part"}  # _part(module, name, doc): a table attribute's docstring  # thread and cache names
"""Calls whose string arguments are not shown in the game's window."""

PROSE = re.compile(r"[^\W\d_]{2,}\s+[^\W\d_]{2,}", re.UNICODE)
"""Two words: a literal that reads as words to a player."""

DELIBERATE: dict[tuple[str, str], str] = {
    ("setup.py", "Miss Havisham"): "a default seat name an earlier version gave in Spanish "
                                   "(setup.FORMER_DEFAULT_NAMES): only compared with saved names, never drawn",
    ("setup.py", "Lady Catherine"): "a default seat name an earlier version gave in Spanish "
                                    "(setup.FORMER_DEFAULT_NAMES): only compared with saved names, never drawn",
    ("cards_art.py", "A"): "a card's rank index as printed on the pack (A, J, Q, K), the same in every language's "
                           "French-suited pack",
    ("cards_art.py", "J"): "a card's rank index as printed on the pack",
    ("cards_art.py", "Q"): "a card's rank index as printed on the pack",
    ("cards_art.py", "K"): "a card's rank index as printed on the pack",
    ("palette.py", "caption ribbon"): "the name of a ground words are laid on (a key of GROUNDS), never drawn",
    ("palette.py", "stop note"): "the name of a ground words are laid on (a key of GROUNDS), never drawn",
    ("scenes/pause.py", "M"): "the mute key's letter beside the volume slider, the key itself (bound to M in "
                               "every language)",
    ("scenes/table/record_view.py", "  (R)"): "the key that closes the played-cards view, the key itself",
    ("sound.py", "no device"): "stands in for the sound system's own (English) message inside a translated "
                               "sentence, as the system's messages are (i18n.md rule 6)",
    ("settings.py", "it is a pipe or a device, not an ordinary file"): "stands in for the system's own (English) "
        "reason a file cannot be read, inside a translated sentence, as the system's messages are (i18n.md rule 6)",
    ("autosave/saving.py", "the session could not be saved ("): "a SaveError's message (the engine's and the UI's "
                                                               "errors are English, as the save writer's own is)",
    **{("command_line.py", words): "--continue's one line on the command line, English as all command-line output "
                             "(i18n.md rule 6)"
       for words in ("there is no unfinished session this version of Pope Joan can continue",
                     "there is no unfinished session to continue (none is saved in ", "); start one from the menu",
                     " saved session", " saved in ", " by a newer version: update the game to resume ",
                     " could not be read (the menu's Saved sessions says why)")},
}
"""Literals that are meant to be drawn as they are, with the reason, by (file under popejoan/ui, literal)."""

KNOWN_UNWRAPPED: dict[str, int] = {}
"""File → bypasses known and not yet put through the catalog (empty: every part of issue 12 has landed; it may
only shrink)."""


def _files() -> list[Path]:
    return sorted(p for p in UI.rglob("*.py"))


def _name(func: ast.AST) -> str:
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return ""


def _docstrings(tree: ast.AST) -> set[int]:
    out: set[int] = set()
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if not isinstance(body, list):
            continue
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and body \
                and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
            out.add(id(body[0].value))
        for first, second in zip(body, body[1:]):  # an attribute's docstring, after its assignment
            if isinstance(first, (ast.Assign, ast.AnnAssign)) and isinstance(second, ast.Expr) \
                    and isinstance(second.value, ast.Constant):
                out.add(id(second.value))
    return out


def _shielded(tree: ast.AST) -> set[int]:
    """Literals that are not shown: inside a translating call (already in the catalog), a quiet call, a raise,
    a subscript or a dict's keys, an ``__all__``, a type annotation, a comparison or an f-string's format."""
    out: set[int] = set()

    def shield(node: ast.AST) -> None:
        for sub in ast.walk(node):
            out.add(id(sub))

    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and (_name(node.func) in TRANSLATORS | QUIET_CALLS):
            shield(node)
        elif isinstance(node, ast.Raise) and node.exc is not None:
            shield(node.exc)
        elif isinstance(node, ast.Subscript):
            shield(node.slice)
        elif isinstance(node, ast.Dict):
            for key in node.keys:
                if key is not None:
                    shield(key)
        elif isinstance(node, (ast.Assign, ast.AnnAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            # __all__; STRINGS: the keyed catalog, drawn through t()
            if any(isinstance(t, ast.Name) and t.id in ("__all__", "STRINGS") for t in targets):
                shield(node)
            if isinstance(node, ast.AnnAssign):
                shield(node.annotation)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            for arg in node.args.args + node.args.kwonlyargs + node.args.posonlyargs:
                if arg.annotation is not None:
                    shield(arg.annotation)
            if node.returns is not None:
                shield(node.returns)
        elif isinstance(node, ast.Compare):
            shield(node)
        elif isinstance(node, ast.FormattedValue) and node.format_spec is not None:
            shield(node.format_spec)
    return out


def _literals(node: ast.AST, skip: set[int]) -> list[str]:
    """The string literals inside ``node`` that are not shielded (parts of f-strings too)."""
    return [sub.value for sub in ast.walk(node)
            if isinstance(sub, ast.Constant) and isinstance(sub.value, str) and id(sub) not in skip]


def _drawn_args(call: ast.Call) -> list[ast.AST]:
    name = _name(call.func)
    if name in SINKS:
        index = 1 if name in ("blit_text", "text_lines") else 0
        args = call.args[index:index + 1]
        args += [k.value for k in call.keywords if k.arg in ("text", "lines", "name")]
        return args
    if name in WIDGETS:
        keyword, position = WIDGETS[name]
        args = [k.value for k in call.keywords if k.arg == keyword]
        if position is not None and len(call.args) > position:
            args.append(call.args[position])
        return args
    return []


def scan(path: Path) -> list[str]:
    """Every bypass in one file: ``"drawn: 'literal'"`` or ``"prose: 'literal'"`` (line numbers left out so
    that the known list does not move with every edit)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docs = _docstrings(tree)
    shielded = _shielded(tree)
    rel = path.relative_to(UI).as_posix()
    out: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            for arg in _drawn_args(node):
                for text in _literals(arg, shielded | docs):
                    if any(ch.isalpha() for ch in text) and (rel, text) not in DELIBERATE:
                        out.append(f"drawn: {text!r}")
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs | shielded:
            if PROSE.search(node.value) and (rel, node.value) not in DELIBERATE:
                out.append(f"prose: {node.value!r}")
    return out


def test_no_player_visible_literal_bypasses_the_catalog() -> None:
    found = {path.relative_to(UI).as_posix(): scan(path) for path in _files()}
    new = {rel: hits for rel, hits in found.items() if hits and rel not in KNOWN_UNWRAPPED}
    assert not new, "words drawn without the catalog (wrap them in _() or list them in DELIBERATE with a reason):\n" \
        + "\n".join(f"popejoan/ui/{rel}: {hit}" for rel, hits in new.items() for hit in hits)
    grown = {rel: (len(found.get(rel, [])), known) for rel, known in KNOWN_UNWRAPPED.items()
             if len(found.get(rel, [])) > known}
    assert not grown, f"more bypasses than known: {grown}"
    stale = [rel for rel, known in KNOWN_UNWRAPPED.items() if len(found.get(rel, [])) < known]
    assert not stale, f"KNOWN_UNWRAPPED lists more than these files still have: lower or remove {stale}"


def test_the_scan_finds_a_bypass_and_passes_a_wrapped_string(tmp_path: Path) -> None:
    bad = tmp_path / "bad.py"
    bad.write_text('theme.blit_text(surface, "Deal the cards", (0, 0), 20)\n'
                   'Button("Quit", on_quit)\n'
                   'theme.render(f"{n} fish left", 14)\n', encoding="utf-8")
    good = tmp_path / "good.py"
    good.write_text('from popejoan.ui.i18n import _, t\n'
                    'theme.blit_text(surface, _("Deal the cards"), (0, 0), 20)\n'
                    'Button(lambda: t("quit"), on_quit)\n'
                    'theme.render(f"{a} · {b}", 14)\n'
                    'log.info("the sound device could not open")\n'
                    'raise ValueError("not a card")\n', encoding="utf-8")
    global UI
    saved, UI = UI, tmp_path
    try:
        assert Counter(h.split(":")[0] for h in scan(bad)) == Counter({"drawn": 3, "prose": 2})
        assert scan(good) == []
    finally:
        UI = saved


def test_every_context_message_is_written_out_where_it_is_translated() -> None:
    """``pgettext("ctx", "msg")`` with literals: the extractor files the message under its context. A message
    marked with ``N_()`` has no context, so ``pgettext(ctx, variable)`` would look for an entry that does not
    exist (only :func:`popejoan.ui.i18n.t` passes variables: its keys are added with their context)."""
    wrong = []
    for path in _files():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
                    and node.func.id in ("pgettext", "npgettext"):
                count = 2 if _name(node.func) == "pgettext" else 3
                args = node.args[:count]
                literal = len(args) == count and all(isinstance(a, ast.Constant) and isinstance(a.value, str)
                                                     for a in args)
                in_t = path.relative_to(UI).as_posix() == "i18n/strings.py" and any(
                    isinstance(f, ast.FunctionDef) and f.name == "t" and f.lineno <= node.lineno <= f.end_lineno
                    for f in ast.walk(tree))
                if not literal and not in_t:
                    wrong.append(f"popejoan/ui/{path.relative_to(UI).as_posix()}:{node.lineno}")
    assert wrong == []
