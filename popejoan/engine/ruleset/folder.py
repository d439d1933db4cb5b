"""Where the player's own ruleset files are: :func:`user_ruleset_dir` (the environment, or platformdirs).

The only place the engine asks where a user folder is. It does not belong in the engine: it moves to
``popejoan/storage/paths.py`` (with every user folder), and this module will then go or re-export it from
there. Nothing here reads a ruleset.
"""

from __future__ import annotations

import os
from pathlib import Path


def user_ruleset_dir() -> Path:
    """The per-user folder for the player's own ruleset files.

    ``$POPEJOAN_DATA_DIR/rulesets`` when that variable is set (as for saved
    sessions, :func:`popejoan.storage.paths.data_dir`), otherwise ``rulesets`` in
    platformdirs' user data folder (on Linux ``~/.local/share/popejoan/rulesets``).
    """
    override = os.environ.get("POPEJOAN_DATA_DIR")
    if override:
        return Path(override) / "rulesets"
    import platformdirs

    return Path(platformdirs.user_data_dir("popejoan", appauthor=False)) / "rulesets"
