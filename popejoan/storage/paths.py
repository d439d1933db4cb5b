"""Every folder and file of the player's own, in one place: where the game keeps what it writes.

- :func:`data_dir`: the game's data folder (``$POPEJOAN_DATA_DIR``, else platformdirs' user data folder);
- :func:`default_save_dir`: the saved sessions, ``saves`` in it;
- :func:`user_ruleset_dir`: the player's own ruleset files, ``rulesets`` in it;
- :func:`stats_path`: the statistics ledger, ``stats.jsonl`` in it (:mod:`popejoan.storage.stats`);
- :func:`settings_path`: the settings file (``$POPEJOAN_CONFIG_DIR``, else platformdirs' user config folder);
- :func:`deals_dir`: deals saved as deal files (``$POPEJOAN_DEALS_DIR``, else the player's documents folder).

It only names places: it makes no folder and reads or writes no file (:mod:`popejoan.storage.files`,
:mod:`popejoan.storage.saves` do). Only the standard library is imported at import time (``platformdirs`` when a
folder is first asked for), as the settings file is found before the first frame.
"""

from __future__ import annotations

import os
from pathlib import Path

DATA_DIR_ENV = "POPEJOAN_DATA_DIR"
"""An environment variable naming a folder to use instead of the user data folder (tests, portable installs)."""
CONFIG_DIR_ENV = "POPEJOAN_CONFIG_DIR"
"""An environment variable naming a folder for the settings file instead of the user config folder (tests,
portable installs)."""
EXPORT_DIR_ENV = "POPEJOAN_DEALS_DIR"
"""An environment variable naming the folder for saved deals instead of the default (tests, portable installs)."""
STATS_FILE = "stats.jsonl"
"""The statistics ledger's file name in :func:`data_dir`."""


def data_dir() -> Path:
    """The game's folder for the player's data: ``$POPEJOAN_DATA_DIR``, or platformdirs' user data folder.

    On Linux ``~/.local/share/popejoan``; on Windows ``%LOCALAPPDATA%\\popejoan``;
    on macOS ``~/Library/Application Support/popejoan``.
    """
    override = os.environ.get(DATA_DIR_ENV)
    if override:
        return Path(override)
    import platformdirs

    return Path(platformdirs.user_data_dir("popejoan", appauthor=False))


def default_save_dir() -> Path:
    """The folder of saved sessions: ``saves`` in :func:`data_dir`."""
    return data_dir() / "saves"


def user_ruleset_dir() -> Path:
    """The per-user folder for the player's own ruleset files: ``rulesets`` in :func:`data_dir`.

    ``$POPEJOAN_DATA_DIR/rulesets`` when that variable is set, otherwise ``rulesets`` in platformdirs' user data
    folder (on Linux ``~/.local/share/popejoan/rulesets``). The engine knows no user folder (it may not import
    the storage: ``.importlinter``): its callers pass this one in (``find_ruleset(name, user_ruleset_dir())``,
    ``load_rulesets(user_dir=...)``, ``with_file_base``, ``replay``).
    """
    return data_dir() / "rulesets"


def stats_path() -> Path:
    """The statistics ledger (one JSON line per finished deal: :mod:`popejoan.storage.stats.ledger`):
    :data:`STATS_FILE` in :func:`data_dir`."""
    return data_dir() / STATS_FILE


def settings_path() -> Path:
    """Where the settings live: ``$POPEJOAN_CONFIG_DIR`` or platformdirs' user config folder."""
    override = os.environ.get(CONFIG_DIR_ENV)
    if override:
        return Path(override) / "settings.json"
    import platformdirs

    return Path(platformdirs.user_config_dir("popejoan", appauthor=False)) / "settings.json"


def deals_dir() -> Path:
    """Where saved deals go: ``$POPEJOAN_DEALS_DIR``, else ``Pope Joan deals`` in the player's documents folder.

    platformdirs' documents folder: on Linux ``~/Documents`` (or the XDG documents folder), on Windows
    ``%USERPROFILE%\\Documents``, on macOS ``~/Documents``.
    """
    override = os.environ.get(EXPORT_DIR_ENV)
    if override:
        return Path(override)
    import platformdirs

    return Path(platformdirs.user_documents_dir()) / "Pope Joan deals"
