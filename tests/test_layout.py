"""The project's layout rules: the engine knows nothing of pygame; the AI never imports the UI."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _imports(folder: Path) -> dict[str, set[str]]:
    found: dict[str, set[str]] = {}
    for path in folder.rglob("*.py"):
        names: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.module:
                names.add(node.module)
        found[str(path.relative_to(ROOT))] = names
    return found


def test_engine_never_imports_pygame_or_the_front_end() -> None:
    for path, names in _imports(ROOT / "popejoan" / "engine").items():
        bad = {n for n in names if n.split(".")[0] == "pygame" or n.startswith(("popejoan.ui", "popejoan.ai"))}
        assert not bad, f"{path} imports {bad}"


def test_computer_players_never_import_pygame_or_the_front_end() -> None:
    for path, names in _imports(ROOT / "popejoan" / "ai").items():
        bad = {n for n in names if n.split(".")[0] == "pygame" or n.startswith("popejoan.ui")}
        assert not bad, f"{path} imports {bad}"


def test_every_shipped_ruleset_loads() -> None:
    from popejoan.engine.ruleset import SHIPPED_RULESET_DIR, load_rulesets

    rulesets, errors = load_rulesets([SHIPPED_RULESET_DIR])
    assert errors == []
    assert set(rulesets) == {"parlett", "hoyle-1847", "spanish", "cacumen", "japanese", "russian"}
