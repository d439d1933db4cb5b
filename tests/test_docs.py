"""The documentation the code cites is in the repository and says what the code says it does (issue 30
item 5, issue 31 item 2).

- every ``docs/rules.md, "Section"`` citation in the code, the tests and the rulesets names a heading of
  docs/rules.md (a heading that starts with the words cited);
- the README stays a five-minute read (at most 10 KB), shows a picture made by the game, and every link in
  it and in docs/ leads to a file that exists.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"
CITATION = re.compile(r'docs/rules\.md,?\s+"([^"]+)"')


def _headings(path: Path) -> list[str]:
    return [line.lstrip("#").strip() for line in path.read_text(encoding="utf-8").splitlines()
            if line.startswith("#")]


def _citations() -> set[str]:
    found: set[str] = set()
    for folder in ("popejoan", "tests", "rulesets", "bench"):
        for path in (ROOT / folder).rglob("*"):
            if path.suffix in (".py", ".yaml", ".md") and path.is_file() and path != Path(__file__):
                found.update(" ".join(m.split()) for m in CITATION.findall(path.read_text(encoding="utf-8")))
    return found


@pytest.mark.parametrize("section", sorted(_citations()))
def test_every_cited_section_of_the_rules_exists(section: str) -> None:
    assert any(h.startswith(section) for h in _headings(DOCS / "rules.md")), section


def test_the_readme_is_short_and_shows_the_table() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert len(readme.encode("utf-8")) <= 10 * 1024
    pictures = re.findall(r"!\[[^\]]*\]\(([^)]+)\)", readme)
    assert pictures and all((ROOT / p).is_file() for p in pictures)
    assert (ROOT / pictures[0]).read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    for command in (".venv/bin/python main.py", ".venv/bin/python -m pytest -q"):
        assert command in readme


@pytest.mark.parametrize("page", ["README.md", *(f"docs/{p.name}" for p in sorted(DOCS.glob("*.md")))])
def test_every_link_leads_somewhere(page: str) -> None:
    path = ROOT / page
    for target in re.findall(r"\]\(([^)#\s]+)(?:#[^)]*)?\)", path.read_text(encoding="utf-8")):
        if "://" in target:
            continue
        assert (path.parent / target).exists(), f"{page} links to {target}"
