"""The title and menu: choose the house rules, their variants, the seats, and deal.

Three lacquered panels on candle-lit wood: the rulesets (each with its name in
its own script, its English name and its source), the chosen ruleset's
variants and the session's settings, and the seats (3 to 8, within the
ruleset's limits; each a name and human or computer at a level). Everything
works with the mouse and with the keyboard (Tab, arrows, Enter, typing).
The last choices are remembered in the app's settings. The panels' words
and ornaments are drawn by :mod:`popejoan.ui.scenes.menu_art`.

When a session was left unfinished, a card at the foot of the left panels
offers to Continue it (its ruleset, where it stands, when it was saved, the
players' fish); "Saved sessions" lists every session kept
(:mod:`popejoan.ui.scenes.sessions`).

At a larger interface size (Settings, 125 to 200 %: :mod:`popejoan.ui.access`)
everything is drawn that much larger and the menu reflows: Language, the
title and Settings on a lacquered bar along the top; Rules, Saved sessions,
Quit and Deal the cards on one along the foot; between them the Continue
card, the notices and the three panels, in as many columns as the window
holds (rulesets beside variants over seats, or one column), scrolling by the
wheel, Page Up / Page Down, the scroll bar, and wherever the keyboard's focus
goes. The focus order is the same at every size.

The package's rooms, each by its job:

- :mod:`.choices`: the player's choices as plain data (ruleset, variants, seats, levels, fish, deals; what
  "Deal the cards" starts); no pygame.
- :mod:`.layout`: where everything lies, at 100 % and reflowed, and the page's scrolling.
- :mod:`.notices`: the notices' slip and the Details list.
- :mod:`.drawing`: the panels, the board, the bars.
- :mod:`.rows`: a ruleset's row in the list (:class:`RulesetRow`), the widget alone.
- :mod:`.scene`: :class:`MenuScene` itself: the widgets, the events, where each button leads.
"""

from popejoan.ui.scenes.menu.choices import CHIP_STEP, DEAL_CHOICES, MenuChoices
from popejoan.ui.scenes.menu.layout import (
    BAR_SHADE,
    BOARD_AREA,
    COLUMN_MAX_W,
    CONTENT_MIN_H,
    DESC_LINE_H,
    DESC_ROOM_PX,
    FOOTER_H,
    HEADER_H,
    LANE,
    LIST_H,
    MARGIN,
    REVEAL_CLEAR,
    ROW_H,
    SEATS_MIN_W,
    STEPPERS_RULE,
    VARIANT_H,
    VARIANTS_TOP,
    WIDE_PANELS,
    description_lines,
)
from popejoan.ui.scenes.menu.rows import RulesetRow
from popejoan.ui.scenes.menu.scene import MenuScene

__all__ = [
    "BAR_SHADE", "BOARD_AREA", "CHIP_STEP", "COLUMN_MAX_W", "CONTENT_MIN_H", "DEAL_CHOICES", "DESC_LINE_H",
    "DESC_ROOM_PX", "FOOTER_H", "HEADER_H", "LANE", "LIST_H", "MARGIN", "REVEAL_CLEAR", "ROW_H", "SEATS_MIN_W",
    "STEPPERS_RULE", "VARIANT_H", "VARIANTS_TOP", "WIDE_PANELS", "MenuChoices", "MenuScene", "RulesetRow",
    "description_lines",
]
