"""The type checker and the linter, run with the suite (issue 30: "mypy and ruff pass in CI").

Their settings are in ``pyproject.toml`` (``[tool.mypy]``: strict on ``popejoan/engine`` and
``popejoan/ai``, checked everywhere else; ``[tool.ruff]``: pyflakes, pycodestyle, import sorting, bugbear
and pyupgrade). Both run as the command line runs them, from the project's folder, so that a failure here
reads the same as ``mypy`` or ``ruff check`` typed by hand. A third test keeps ``Any`` rare in the game's
code: at most :data:`ANY_BUDGET` uses, each where a value really is arbitrary.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

ANY_BUDGET = 40
"""The most uses of ``typing.Any`` in ``popejoan/`` (issue 30, item 3)."""


def _run(*command: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", *command], cwd=ROOT, capture_output=True, text=True, timeout=600)


def test_mypy_finds_no_error() -> None:
    result = _run("mypy", "--no-error-summary", "--cache-dir", str(ROOT / ".mypy_cache"))
    assert result.returncode == 0, "mypy:\n" + result.stdout + result.stderr


def test_ruff_finds_nothing() -> None:
    result = _run("ruff", "check", "--no-cache", "--output-format", "concise", ".")
    assert result.returncode == 0, "ruff:\n" + result.stdout + result.stderr


def test_any_is_rare() -> None:
    uses = [
        f"{path.relative_to(ROOT)}:{number}"
        for path in sorted((ROOT / "popejoan").rglob("*.py"))
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if re.search(r"\bAny\b", line.split("#", 1)[0])
    ]
    assert len(uses) <= ANY_BUDGET, f"{len(uses)} uses of Any (at most {ANY_BUDGET}):\n" + "\n".join(uses)
