"""Every key and click the table answers, declared once.

:data:`TABLE_KEYS` is the one list: the table's input
(:mod:`popejoan.ui.scenes.table.input`) turns a key press into the action of
the binding it matches (:func:`action_for`) and acts on it; the help overlay
(``?``) and the keys at the top right of the table are built from the same
list, so a key is never answered without being listed, nor listed without
being answered. A new key (a played-cards view, a deal log) is one more line
here and one more handler in the input (``TableInput.actions``).

Bindings the app itself answers (F1 for the rules, F11 for full screen, Esc for
the pause menu) are listed with ``by="app"``; clicks with ``by="mouse"``. The
share-out's keys are :data:`SHARE_OUT_KEYS`, read the same way by its scene.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Sequence

import pygame

__all__ = ["Binding", "TABLE_KEYS", "SHARE_OUT_KEYS", "action_for", "header", "help_rows", "keys_answered"]


@dataclass(frozen=True)
class Binding:
    """One key (or click) and what it does.

    Attributes:
        action: the intent the input acts on (``"skip"``, ``"play"`` ...); empty for the app's keys and clicks.
        keys: the pygame key codes that press it (empty for a click).
        label: the key as the help shows it ("Space", "← or A").
        does: what it does, in words.
        by: ``"table"`` (the scene's input acts on it), ``"app"`` (the app does) or ``"mouse"`` (a click).
        text: a typed character that also presses it whatever the keyboard layout ("?" is Shift+/ on some
            keyboards and another key on others).
        short: its words in the keys line at the top right of the table, or "" to leave it out there.
    """

    action: str
    keys: tuple[int, ...]
    label: str
    does: str
    by: str = "table"
    text: str = ""
    short: str = ""


TABLE_KEYS: tuple[Binding, ...] = (
    Binding("skip", (pygame.K_SPACE,), "Space",
            "skip the cards' motion (the whole draw for the first dealer at once), or hurry a computer player; "
            "lead the card chosen with the arrows",
            short="skip"),
    Binding("play", (pygame.K_RETURN, pygame.K_KP_ENTER), "Enter",
            "lead the selected card; answer the Pope's offer; lift the pass card"),
    Binding("select_previous", (pygame.K_LEFT, pygame.K_a), "← or A",
            "select the card to the left among those you may lead (at a Pope offer: the other answer)"),
    Binding("select_next", (pygame.K_RIGHT, pygame.K_d), "→ or D",
            "select the card to the right among those you may lead (at a Pope offer: the other answer)"),
    Binding("switch_answer", (pygame.K_TAB,), "Tab", "at a Pope offer: switch between playing and keeping the Pope"),
    Binding("hint", (pygame.K_h,), "H", "a hint from the Hard player (asked while the cards move, it waits)",
            short="hint"),
    Binding("help", (pygame.K_QUESTION, pygame.K_SLASH), "?", "this list of keys", text="?", short="keys"),
    Binding("record", (pygame.K_r,), "R",
            "the cards played this deal, by suit and rank, and who played each (R again closes it)"),
    Binding("log", (pygame.K_l,), "L",
            "the deal's log: every lead, stop and its reason, stake taken and payment (L again closes it)"),
    Binding("", (pygame.K_F1,), "F1", "the rules of the ruleset in play", by="app", short="rules"),
    Binding("", (pygame.K_ESCAPE,), "Esc",
            "the pause menu: resume, rules, a replay of this deal so far, its log, the last deal's summary, "
            "settings, leave", by="app", short="pause"),
    Binding("", (pygame.K_F11,), "F11", "full screen, or back to a window", by="app"),
    Binding("", (), "Click a raised card", "lead it", by="mouse"),
    Binding("", (), "Click", "skip the cards' motion; lift the pass card; answer the Pope's offer", by="mouse"),
    Binding("", (), "Cards played, Deal log", "the two buttons above the bottom name plaque: the same as R and L",
            by="mouse"),
)
"""The table's keys and clicks (RULES.md has no say in them; the table's input acts on ``by="table"``)."""

SHARE_OUT_KEYS: tuple[Binding, ...] = (
    Binding("skip", (pygame.K_SPACE,), "Space", "skip the cards' and fish's motion", short="skip"),
    Binding("close", (pygame.K_RETURN, pygame.K_KP_ENTER), "Enter", "once every card is dealt: the final standings"),
    Binding("help", (pygame.K_QUESTION, pygame.K_SLASH), "?", "this list of keys", text="?", short="keys"),
    Binding("", (pygame.K_F1,), "F1", "the rules of the ruleset in play", by="app", short="rules"),
    Binding("", (pygame.K_ESCAPE,), "Esc", "the pause menu", by="app", short="pause"),
    Binding("", (pygame.K_F11,), "F11", "full screen, or back to a window", by="app"),
    Binding("", (), "Click", "skip the motion; once it is over, the button goes on", by="mouse"),
)
"""The share-out's keys and clicks."""


def action_for(key: int, text: str = "", bindings: Sequence[Binding] = TABLE_KEYS) -> Optional[str]:
    """The action of the scene's own binding that ``key`` (or the typed ``text``) presses, or None.

    Args:
        key: a pygame key code (``event.key``).
        text: the character the key typed (``event.unicode``), if any.
        bindings: the list to look in.
    """
    for b in bindings:
        if b.by == "table" and (key in b.keys or (b.text and text == b.text)):
            return b.action
    return None


def keys_answered(bindings: Sequence[Binding] = TABLE_KEYS) -> set[int]:
    """Every key code the list binds (the scene's own and the app's)."""
    return {k for b in bindings for k in b.keys}


def header(bindings: Sequence[Binding] = TABLE_KEYS) -> str:
    """The keys line at the top right: "Space: skip  ·  H: hint  ·  ?: keys  ·  F1: rules  ·  Esc: pause"."""
    return "  ·  ".join(f"{b.label}: {b.short}" for b in bindings if b.short)


def help_rows(bindings: Sequence[Binding] = TABLE_KEYS) -> list[tuple[str, list[tuple[str, str]]]]:
    """The help overlay's sections: the keys, then the mouse, each a list of (label, what it does)."""
    keys = [(b.label, b.does) for b in bindings if b.by != "mouse"]
    mouse = [(b.label, b.does) for b in bindings if b.by == "mouse"]
    return [(title, rows) for title, rows in (("Keys", keys), ("Mouse", mouse)) if rows]
