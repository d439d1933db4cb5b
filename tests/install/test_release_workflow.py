"""The release workflow for the project's host (.github/workflows/release.yml, issue 31 item 4).

It cannot run here, so it is checked as far as this machine can: valid against GitHub's own workflow schema
(check-jsonschema's vendored copy, no network), a leg for each of the three systems, and every file it runs
present in the checkout. Its Linux leg is what ``.ci/run`` and tests/install/test_bundle.py prove.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from tests.install.helpers import ROOT

WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"


def test_the_workflow_is_valid_for_github() -> None:
    tool = shutil.which("check-jsonschema") or str(Path(sys.executable).parent / "check-jsonschema")
    if not Path(tool).exists():
        pytest.skip("check-jsonschema is in requirements-dev.txt")
    result = subprocess.run([tool, "--builtin-schema", "vendor.github-workflows", str(WORKFLOW)],
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_workflow_builds_and_starts_the_app_on_three_systems() -> None:
    workflow = yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))
    job = workflow["jobs"]["bundle"]
    assert job["strategy"]["matrix"]["os"] == ["ubuntu-latest", "windows-latest", "macos-latest"]
    script = "\n".join(str(step.get("run", "")) for step in job["steps"])
    assert "packaging/build.py" in script and "--screenshot" in script and "--version" in script
    for path in ("packaging/build.py", "packaging/requirements.txt", ".ci/check_png.py"):
        assert path in script and (ROOT / path).is_file(), path
