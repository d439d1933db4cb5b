"""Values derived from a ruleset, worked out once per ruleset object and kept (:func:`derived`).

Holds the cache only; what is derived (the engine's plan of play, a simulator's tables) is its caller's.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar, cast

from popejoan.engine.ruleset.model import Ruleset

_DERIVED: dict[tuple[int, Callable[[Ruleset], object]], tuple[Ruleset, object]] = {}
_T = TypeVar("_T")


def derived(rules: Ruleset, factory: Callable[[Ruleset], _T]) -> _T:
    """``factory(rules)``, worked out once per ruleset object and kept.

    Rulesets are frozen, so what a module derives from one (the engine's plan
    of play, a simulator's tables) can be cached by the ruleset's identity.
    The cache holds at most a few hundred entries.
    """
    key = (id(rules), factory)
    entry = _DERIVED.get(key)
    if entry is None or entry[0] is not rules:
        if len(_DERIVED) > 256:
            _DERIVED.clear()
        entry = (rules, factory(rules))
        _DERIVED[key] = entry
    return cast(_T, entry[1])  # what this factory made of these rules
