"""The game's folder updated while the game is open (``pip install -U``, a ``git pull``).

Reproduction (a playtest, 2026-12-01): a game started before a commit landed opened the saved sessions for the
first time after it; the screen's module, imported only then, was the new code and met the old code already in
memory: ``AttributeError``, written to ``crash.log``. The app now imports the whole game, one module a frame, once
the rulesets are loaded (:func:`popejoan.ui.warmup.game_modules`, one a frame), so a screen opened later is the code the
game started with.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from popejoan.ui.app import game_modules

ROOT = Path(__file__).resolve().parents[2]

# Runs in its own process, on a copy of the package: the menu's first frames, then the copy's saved sessions
# screen is replaced on disk by a module that cannot work with the code in memory, then the menu opens it.
SCRIPT = r"""
import sys
from pathlib import Path
copy = Path(sys.argv[1])
sys.path.insert(0, str(copy))
from popejoan.ui.app import App, game_modules
from popejoan.ui.scenes.menu import MenuScene
app = App((1280, 800), config=copy / "settings.json", hidden=True)
app.running = True
app.push(MenuScene(app))
assert "popejoan.ui.scenes.sessions" not in sys.modules, "the test needs the screen not yet imported"
for _ in range(400):
    app.step(16)
    if app.rulesets_ready() and all(name in sys.modules for name in game_modules()):
        break
frames = app.frames
sessions = copy / "popejoan" / "ui" / "scenes" / "sessions" / "__init__.py"
sessions.write_text("from popejoan.ui.autosave import a_name_the_old_code_lacks\n")
cache = sessions.parent / "__pycache__"
for cached in cache.glob("__init__.*"):
    cached.unlink()
app.top.show_sessions()
app.step(16)
print(type(app.top).__name__, frames)
"""


def test_every_module_of_the_game_is_listed_but_main() -> None:
    names = game_modules()
    ours = [name for name in names if name.startswith("popejoan.")]
    on_disk = {".".join(p.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")
               for p in (ROOT / "popejoan").rglob("*.py")}
    assert set(ours) == on_disk - {"popejoan", "popejoan.__main__"}
    assert "popejoan.ui.scenes.sessions" in names and "popejoan.ui.scenes.table.replay" in names
    assert len(ours) == len(set(ours))


def test_a_screen_opened_after_the_folder_was_updated_is_the_code_the_game_started_with(tmp_path: Path) -> None:
    shutil.copytree(ROOT / "popejoan", tmp_path / "popejoan",
                    ignore=shutil.ignore_patterns("__pycache__"))
    for beside in ("assets", "rulesets"):  # what the package reads from the checkout, as it stands
        (tmp_path / beside).symlink_to(ROOT / beside, target_is_directory=True)
    env = {**os.environ, "POPEJOAN_CONFIG_DIR": str(tmp_path / "config"), "POPEJOAN_DATA_DIR": str(tmp_path / "data"),
           "PYTHONDONTWRITEBYTECODE": "1", "PYTHONPATH": ""}
    done = subprocess.run([sys.executable, "-c", SCRIPT, str(tmp_path)], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    scene, frames = done.stdout.split()[-2:]
    assert scene == "SessionsScene"
    # one module a frame: the whole game is in memory within a couple of seconds at 60 frames a second
    assert int(frames) < 150
