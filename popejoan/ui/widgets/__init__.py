"""Buttons, toggles, steppers and text fields for the shell's screens, in lacquer and gilt.

Every widget works with the mouse (click, wheel) and the keyboard: a
:class:`FocusRing` moves focus with Tab / Shift+Tab (and Up / Down), Enter or
Space activates, Left / Right change a value; the focused widget has a
visible gilt focus ring round it (:func:`draw_focus_ring`). Widgets read the position from
the event (``event.pos``), never from ``pygame.mouse``, so posted events work
the same as real ones.

The rooms: :mod:`.base` (:class:`Widget`), :mod:`.controls` (:class:`Button`, :class:`Toggle`,
:class:`Stepper`), :mod:`.text_field` (:class:`TextField`) and :mod:`.focus` (:class:`FocusRing`, tips, the
focus ring). This module holds no code: it gives every name as ``popejoan.ui.widgets.X``.
"""

from __future__ import annotations

from popejoan.ui.widgets.base import Action, Widget  # noqa: F401
from popejoan.ui.widgets.controls import Button, Stepper, Toggle, _body, _frame  # noqa: F401
from popejoan.ui.widgets.focus import FOCUS, TIP_DELAY_MS, FocusRing, draw_focus_ring, draw_tip  # noqa: F401
from popejoan.ui.widgets.text_field import TextField  # noqa: F401
