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

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

import pygame

from popejoan.ui.i18n import N_, _

if TYPE_CHECKING:
    from popejoan.engine.ruleset import Ruleset

__all__ = ["Binding", "CTRL", "TABLE_KEYS", "SHARE_OUT_KEYS", "action_for", "for_ruleset", "header", "help_rows",
           "keys_answered"]


@dataclass(frozen=True)
class Binding:
    """One key (or click) and what it does.

    Attributes:
        action: the intent the input acts on (``"skip"``, ``"play"`` ...); empty for the app's keys and clicks.
        keys: the pygame key codes that press it (empty for a click).
        label: the key as the help shows it ("Space", "← or A"; English marked ``N_``, translated where shown).
        does: what it does, in words (likewise).
        by: ``"table"`` (the scene's input acts on it), ``"app"`` (the app does) or ``"mouse"`` (a click).
        text: a typed character that also presses it whatever the keyboard layout ("?" is Shift+/ on some
            keyboards and another key on others).
        short: its words in the keys line at the top right of the table, or "" to leave it out there.
        ctrl: pressed with Ctrl (or Cmd on a Mac): ``Ctrl+Z``; without it the key is not this binding.
        no_pope: what it does at a table whose ruleset never offers the Pope as a stop, where ``does`` speaks of
            that offer (:func:`for_ruleset`); "" where ``does`` says nothing of it.
    """

    action: str
    keys: tuple[int, ...]
    label: str
    does: str
    by: str = "table"
    text: str = ""
    short: str = ""
    ctrl: bool = False
    no_pope: str = ""


QUIT_DOES = N_("quit the game from any screen (Cmd+Q on a Mac), saving where it is, as closing the window does")
"""What Ctrl+Q does, in the help of the table and of the share-out (the app answers it on every screen)."""

TABLE_KEYS: tuple[Binding, ...] = (
    Binding("skip", (pygame.K_SPACE,), N_("Space"),
            N_("skip the cards' motion (the whole draw for the first dealer at once), or hurry a computer player; "
            "lead the card chosen with the arrows; play on at a resumed deal"),
            short=N_("skip")),
    Binding("play", (pygame.K_RETURN, pygame.K_KP_ENTER), N_("Enter"),
            N_("lead the selected card; answer the Pope's offer; lift the pass card; play on at a resumed deal"),
            no_pope=N_("lead the selected card; lift the pass card; play on at a resumed deal")),
    Binding("select_previous", (pygame.K_LEFT, pygame.K_a), N_("← or A"),
            N_("select the card to the left among those you may lead (at a Pope offer: the other answer)"),
            no_pope=N_("select the card to the left among those you may lead")),
    Binding("select_next", (pygame.K_RIGHT, pygame.K_d), N_("→ or D"),
            N_("select the card to the right among those you may lead (at a Pope offer: the other answer)"),
            no_pope=N_("select the card to the right among those you may lead")),
    Binding("switch_answer", (pygame.K_TAB,), N_("Tab"),
            N_("at a Pope offer: switch between playing and keeping the Pope")),
    Binding("hint", (pygame.K_h,), N_("H"), N_("a hint from the Hard player (asked while the cards move, it waits)"),
            short=N_("hint")),
    Binding("help", (pygame.K_QUESTION, pygame.K_SLASH), N_("?"), N_("this list of keys"), text="?", short=N_("keys")),
    Binding("record", (pygame.K_r,), N_("R"),
            N_("the cards played this deal, by suit and rank, and who played each (R again closes it)")),
    Binding("log", (pygame.K_l,), N_("L"),
            N_("the deal's log: every lead, stop and its reason, stake taken and payment (L again closes it)")),
    Binding("undo", (pygame.K_z,), N_("Ctrl+Z"),
            N_("take back your last lead and everything the computers did after it (only with one person at "
            "the table: with two or more, the others have seen it)"), ctrl=True),
    Binding("mute", (pygame.K_m,), N_("M"), N_("sound off, or on again (the volume is in the settings)")),
    Binding("", (pygame.K_F1,), N_("F1"), N_("the rules of the ruleset in play"), by="app", short=N_("rules")),
    Binding("", (pygame.K_ESCAPE,), N_("Esc"),
            N_("the pause menu: resume, rules, a replay of this deal so far, its log, the last deal's summary, "
            "taking back a lead, the volume, settings, leave"), by="app", short=N_("pause")),
    Binding("", (pygame.K_F11,), N_("F11"), N_("full screen, or back to a window"), by="app"),
    Binding("", (pygame.K_q,), N_("Ctrl+Q"), QUIT_DOES, by="app", ctrl=True),
    Binding("", (), N_("Click a raised card"), N_("lead it"), by="mouse"),
    Binding("", (), N_("Click"), N_("skip the cards' motion; lift the pass card; answer the Pope's offer; play on at a "
                                 "resumed deal"), by="mouse",
            no_pope=N_("skip the cards' motion; lift the pass card; play on at a resumed deal")),
    Binding("", (), N_("Cards played, Deal log"),
            N_("the two buttons above the bottom name plaque: the same as R and L"), by="mouse"),
    Binding("", (), N_("Point at a compartment"),
            N_("its fish, and where they came from: carried over from earlier deals, staked this deal"), by="mouse"),
)
"""The table's keys and clicks (docs/rules.md has no say in them; the table's input acts on ``by="table"``)."""

SHARE_OUT_KEYS: tuple[Binding, ...] = (
    Binding("skip", (pygame.K_SPACE,), N_("Space"), N_("skip the cards' and fish's motion"), short=N_("skip")),
    Binding("close", (pygame.K_RETURN, pygame.K_KP_ENTER), N_("Enter"),
            N_("once every card is dealt: the final standings")),
    Binding("help", (pygame.K_QUESTION, pygame.K_SLASH), N_("?"), N_("this list of keys"), text="?", short=N_("keys")),
    Binding("mute", (pygame.K_m,), N_("M"), N_("sound off, or on again")),
    Binding("", (pygame.K_F1,), N_("F1"), N_("the rules of the ruleset in play"), by="app", short=N_("rules")),
    Binding("", (pygame.K_ESCAPE,), N_("Esc"), N_("the pause menu"), by="app", short=N_("pause")),
    Binding("", (pygame.K_F11,), N_("F11"), N_("full screen, or back to a window"), by="app"),
    Binding("", (pygame.K_q,), N_("Ctrl+Q"), QUIT_DOES, by="app", ctrl=True),
    Binding("", (), N_("Click"), N_("skip the motion; once it is over, the button goes on"), by="mouse"),
)
"""The share-out's keys and clicks."""


def for_ruleset(rules: Ruleset, bindings: Sequence[Binding] = TABLE_KEYS) -> tuple[Binding, ...]:
    """The bindings as the key list (?) shows them for ``rules``: at a table whose ruleset never offers the Pope
    as a stop (``lead.pope_as_stop`` off; docs/rules.md, "Leading"), no word of the Pope's offer, and no Tab
    (which only switches its answer). The keys still press the same actions.

    Args:
        rules: the ruleset in play (variants chosen).
        bindings: the list to show.
    """
    if rules.lead.pope_as_stop:
        return tuple(bindings)
    return tuple(replace(b, does=b.no_pope or b.does) for b in bindings if b.action != "switch_answer")


CTRL = pygame.KMOD_CTRL | pygame.KMOD_META
"""The modifier keys that count as Ctrl for a binding such as Ctrl+Z (Cmd on a Mac)."""


def action_for(key: int, text: str = "", bindings: Sequence[Binding] = TABLE_KEYS, mod: int = 0) -> str | None:
    """The action of the scene's own binding that ``key`` (or the typed ``text``) presses, or None.

    Args:
        key: a pygame key code (``event.key``).
        text: the character the key typed (``event.unicode``), if any.
        bindings: the list to look in.
        mod: the modifier keys held (``event.mod``): a Ctrl binding needs Ctrl (the others do not mind it:
            AltGr, which some keyboards need for ``?``, comes as Ctrl+Alt).
    """
    ctrl = bool(mod & CTRL)
    for b in sorted(bindings, key=lambda b: not b.ctrl):  # Ctrl+Z before a plain Z
        if b.by != "table" or (b.ctrl and not ctrl):
            continue
        if key in b.keys or (b.text and text == b.text):
            return b.action
    return None


def keys_answered(bindings: Sequence[Binding] = TABLE_KEYS) -> set[int]:
    """Every key code the list binds (the scene's own and the app's)."""
    return {k for b in bindings for k in b.keys}


def header(bindings: Sequence[Binding] = TABLE_KEYS) -> str:
    """The keys line at the top right: "Space: skip  ·  H: hint  ·  ?: keys  ·  F1: rules  ·  Esc: pause"
    (in the interface language)."""
    # TRANSLATORS: one key in the keys line at the top right of the table: {key} is the key, {does} a word or two
    return "  ·  ".join(_("{key}: {does}").format(key=_(b.label), does=_(b.short)) for b in bindings if b.short)


def help_rows(bindings: Sequence[Binding] = TABLE_KEYS) -> list[tuple[str, list[tuple[str, str]]]]:
    """The help overlay's sections: the keys, then the mouse, each a list of (label, what it does)."""
    keys = [(_(b.label), _(b.does)) for b in bindings if b.by != "mouse"]
    mouse = [(_(b.label), _(b.does)) for b in bindings if b.by == "mouse"]
    return [(title, rows) for title, rows in ((_("Keys"), keys), (_("Mouse"), mouse)) if rows]
