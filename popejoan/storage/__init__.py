"""The player's files, with no pygame and no front end: where they live, how they are written, what they hold.

- :mod:`popejoan.storage.paths`: every user folder (data, saves, settings file, deals, the player's rulesets,
  statistics), with the environment overrides (``POPEJOAN_DATA_DIR``, ``POPEJOAN_CONFIG_DIR``,
  ``POPEJOAN_DEALS_DIR``);
- :mod:`popejoan.storage.files`: atomic writes, a bad file moved aside (standard library only);
- :mod:`popejoan.storage.saves`: the folder of saved sessions (listing, the session lock, the store, the writer
  thread);
- :mod:`popejoan.storage.exports`: deals saved as deal files, to share.

This package imports nothing itself, so that the settings can read :mod:`popejoan.storage.files` before the
first frame without waiting on anything heavy. It never imports pygame, :mod:`popejoan.ui` nor
:mod:`popejoan.ai` (``.importlinter``); the engine never imports it.
"""
