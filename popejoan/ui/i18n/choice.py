"""The interface language: which one is in use, the system's own, and who is told when it changes.

Holds :data:`UI_LANGUAGE` (English, the catalogs' source and fallback), :data:`LANGUAGES`, the language in use
(:func:`language`, :func:`set_language`) and its listeners. It translates nothing (:mod:`.catalog` does) and
writes no number or date (:mod:`.formats` does).
"""

from __future__ import annotations

from collections.abc import Callable

from popejoan.first_words import system_language as system_language  # the same reading as the first start's

UI_LANGUAGE = "en"
"""The language the catalogs' message ids are written in (the source language), and the fallback."""

LANGUAGES: dict[str, str] = {"en": "English", "es": "Español", "ja": "日本語", "ru": "Русский"}
"""The interface languages: ISO 639-1 code → the language's name in itself (what the Language setting shows)."""

_language = UI_LANGUAGE
_listeners: list[Callable[[str], None]] = []


def resolve_language(choice: str | None) -> str:
    """The interface language a setting stands for: ``"auto"`` (or nothing) → :func:`system_language`;
    a code in :data:`LANGUAGES` → itself; anything else → English."""
    if not choice or choice == "auto":
        return system_language()
    code = str(choice).lower()
    return code if code in LANGUAGES else UI_LANGUAGE


def set_language(choice: str | None) -> str:
    """Make ``choice`` (a code of :data:`LANGUAGES`, ``"auto"`` or ``None``) the interface language, at once:
    every word drawn from now on is in it. Listeners (:func:`on_language_change`) are told.

    Returns:
        The language now in use (a code of :data:`LANGUAGES`).
    """
    global _language
    code = resolve_language(choice)
    changed = code != _language
    _language = code
    if changed:
        for listener in list(_listeners):
            listener(code)
    return code


def language() -> str:
    """The interface language in use (a code of :data:`LANGUAGES`)."""
    return _language


def on_language_change(listener: Callable[[str], None]) -> None:
    """Call ``listener(code)`` whenever :func:`set_language` changes the language (caches of drawn text)."""
    _listeners.append(listener)
