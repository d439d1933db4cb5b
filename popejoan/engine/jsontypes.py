"""The shape of raw JSON (or YAML) data: what a file holds before a model has checked it, and what the game
writes to one.

Holds :data:`JSONValue` and :data:`JSONObject`, the one recursive type the engine, the player's files
(:mod:`popejoan.storage`) and the command line give such data. Not the reading itself
(:mod:`popejoan.engine.safefile`), nor the models that validate it (:mod:`popejoan.engine.ruleset`,
:mod:`popejoan.engine.record`, :mod:`popejoan.engine.dealfile`).
"""

from __future__ import annotations

from typing import TypeAlias

JSONValue: TypeAlias = None | bool | int | float | str | list["JSONValue"] | dict[str, "JSONValue"]
"""A JSON value: null, true/false, a number, a text, a list of values or a mapping from texts to values."""
JSONObject: TypeAlias = dict[str, JSONValue]
"""A JSON mapping (a save's summary, a session's meta, a deal file's data)."""
