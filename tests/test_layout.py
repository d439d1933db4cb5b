"""The project's layout rules, checked with the tests.

The import contracts live in ``.importlinter`` and are checked by
import-linter (``lint-imports`` from this folder does the same by hand):

- layers: ``popejoan.ui`` above ``popejoan.ai`` above ``popejoan.engine`` (the engine
  imports neither; the computer players never import the front end);
- the engine and the computer players never import pygame;
- the headless commands (``popejoan.cli``) never import the front end;
- no import cycles between the modules of any package in ``popejoan``.

A second check builds the import graph with grimp (import-linter's own) and
finds every cycle at all, including one through a package's ``__init__``
(a module importing its own package back), which the sibling contract cannot see.
"""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def test_import_contracts_are_kept(capsys: pytest.CaptureFixture[str]) -> None:
    from importlinter.cli import lint_imports

    status = lint_imports(config_filename=str(ROOT / ".importlinter"), no_cache=True, no_logo=True)
    report = capsys.readouterr().out
    assert status == 0, "a broken import contract:\n" + report
    assert "0 broken" in report


def _import_cycles(graph: object) -> list[list[str]]:
    """Every group of modules that import one another round in a circle (Tarjan's strongly connected components)."""
    modules = sorted(graph.modules)  # type: ignore[attr-defined]
    imports = {m: sorted(graph.find_modules_directly_imported_by(m)) for m in modules}  # type: ignore[attr-defined]
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []
    for root in modules:
        if root in index:
            continue
        work = [(root, 0)]
        while work:
            node, i = work.pop()
            if i == 0:
                index[node] = low[node] = len(index)
                stack.append(node)
                on_stack.add(node)
            targets = imports.get(node, [])
            if i < len(targets):
                work.append((node, i + 1))
                nxt = targets[i]
                if nxt not in index:
                    work.append((nxt, 0))
                elif nxt in on_stack:
                    low[node] = min(low[node], index[nxt])
                continue
            if low[node] == index[node]:
                group = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    group.append(member)
                    if member == node:
                        break
                if len(group) > 1 or node in imports.get(node, []):
                    groups.append(sorted(group))
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
    return groups


def test_no_import_cycles_at_all() -> None:
    import grimp

    graph = grimp.build_graph("popejoan", cache_dir=None)
    assert "popejoan.engine.state" in graph.modules and len(graph.modules) > 30  # the real graph
    assert _import_cycles(graph) == []


def test_the_cycle_finder_finds_cycles() -> None:
    import grimp

    graph = grimp.ImportGraph()
    for name in ("pkg", "pkg.a", "pkg.b", "pkg.c", "pkg.d"):
        graph.add_module(name)
    graph.add_import(importer="pkg.a", imported="pkg.b")
    graph.add_import(importer="pkg.b", imported="pkg.c")
    graph.add_import(importer="pkg.c", imported="pkg.a")
    graph.add_import(importer="pkg.c", imported="pkg.d")
    graph.add_import(importer="pkg.d", imported="pkg")
    assert _import_cycles(graph) == [["pkg.a", "pkg.b", "pkg.c"]]
    graph.add_import(importer="pkg", imported="pkg.a")  # a package importing a module that imports it back
    assert _import_cycles(graph) == [["pkg", "pkg.a", "pkg.b", "pkg.c", "pkg.d"]]


def test_every_shipped_ruleset_loads() -> None:
    from popejoan.engine.ruleset import SHIPPED_RULESET_DIR, load_rulesets

    rulesets, errors = load_rulesets([SHIPPED_RULESET_DIR])
    assert errors == []
    assert set(rulesets) == {"parlett", "hoyle-1847", "spanish", "cacumen", "japanese", "russian"}
