"""The player's accessibility choices, as every screen reads them: the pack's colours, the size, the motion.

The settings file keeps them (:class:`~popejoan.ui.settings.Settings`:
``four_colour``, ``ui_scale``, ``reduced_motion``); the app applies them here
when it starts and whenever they change (:func:`apply`), and the screens
read :func:`current`:

- **Four-colour pack**: clubs green and diamonds blue, as in four-colour
  decks, on every card face (the hands, the sequence, the board's painted
  wells, the record of play); :mod:`popejoan.ui.cards_art` draws them.
- **Size** (``zoom``, 1.0 to 2.0): the table's cards, plaques, captions and
  header, and the panels laid over it (pause, settings, keys, log, cards
  played), are drawn that much larger than the window alone would make
  them, as far as they still fit (:func:`fit_zoom`); the table's board is
  never drawn smaller than at 100 % (what gives way instead is said in
  :mod:`popejoan.ui.scenes.table.layout`); the rules' sheet keeps
  the window's size and its words grow and wrap within it, and so do the
  deal's summary and the final standings (their parts grow as far as the
  least room each needs still fits). The menu grows too, its panels
  reflowing into columns that scroll between a title bar and a foot bar,
  as far as the rulesets still stand beside the seats with Deal the cards
  in view; so do the saved sessions, in a frame that takes the window. The
  rules' and About's frames grow their head and foot as far as the sheet
  keeps half the frame's height.
- **Reduced motion**: the board shows where it turns to at once, cards and
  fish move by short fades instead of flying, the menu's board stands
  still, the pause menu's preview fades.

This module holds state for the one window the game has; tests reset it
with :func:`reset`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from popejoan.ui import cards_art

__all__ = ["Access", "FADE_MS", "apply", "current", "fit_zoom", "reset", "set_choices"]

FADE_MS = 180.0
"""How long (animation milliseconds) a card or a fish takes to fade out and in, with reduced motion."""


@dataclass(frozen=True)
class Access:
    """The accessibility choices in force.

    Attributes:
        four_colour: clubs green, diamonds blue.
        zoom: the size wanted, 1.0 (as designed) to 2.0.
        reduced_motion: fades instead of motion; the board does not revolve.
    """

    four_colour: bool = False
    zoom: float = 1.0
    reduced_motion: bool = False


_current = Access()


def current() -> Access:
    """The choices in force now."""
    return _current


class AccessChoices(Protocol):
    """The settings' accessibility choices (:class:`~popejoan.ui.settings.Settings` has them)."""

    @property
    def four_colour(self) -> bool:
        """The four-colour pack."""
        ...

    @property
    def ui_scale(self) -> int:
        """The interface size, per cent."""
        ...

    @property
    def reduced_motion(self) -> bool:
        """No revolving board or flying cards."""
        ...


def apply(settings: AccessChoices) -> Access:
    """Put a settings object's choices in force (its ``four_colour``, ``ui_scale`` per cent, ``reduced_motion``).

    Returns:
        The choices now in force. Card faces drawn in the other colours are forgotten when the pack changes.
    """
    global _current
    zoom = max(1.0, min(2.0, float(settings.ui_scale) / 100.0))
    new = Access(bool(settings.four_colour), zoom, bool(settings.reduced_motion))
    cards_art.set_four_colour(new.four_colour)
    _current = new
    return new


def set_choices(*, four_colour: bool | None = None, zoom: float | None = None,
                reduced_motion: bool | None = None) -> Access:
    """Change some choices directly (tests, the screenshot tools): ``set_choices(zoom=1.5)``; those not given
    stay as they are."""
    global _current
    _current = Access(_current.four_colour if four_colour is None else four_colour,
                      _current.zoom if zoom is None else zoom,
                      _current.reduced_motion if reduced_motion is None else reduced_motion)
    cards_art.set_four_colour(_current.four_colour)
    return _current


def reset() -> None:
    """Back to the defaults (tests)."""
    set_choices(four_colour=False, zoom=1.0, reduced_motion=False)


def fit_zoom(available: tuple[float, float], needed: tuple[float, float], zoom: float | None = None) -> float:
    """The zoom to draw a panel at: the one wanted, but no more than lets it fit.

    Args:
        available: the room, pixels (width, height).
        needed: the panel's size at zoom 1.0, pixels.
        zoom: the zoom wanted (default: :func:`current`'s).

    Returns:
        A zoom from 1.0 (never smaller: the panel is drawn as designed) up to the one wanted.
    """
    want = current().zoom if zoom is None else zoom
    w, h = needed
    if w <= 0 or h <= 0:
        return want
    room = min(available[0] / w, available[1] / h)
    return max(1.0, min(want, room))
