"""What a newcomer needs first, in plain words, for one ruleset: which card is the Pope, what Game is, who
Eldest is and which way play goes round the table.

:func:`newcomer_words` reads the ruleset's keys (its board's compartments and labels, ``lead.first``) and says
it in the interface language; the rules screen shows it above the ruleset's own summary. The words follow
docs/rules.md ("What all sources share", "Leading"). It holds words only (no pygame) and decides no rule.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from popejoan.ui.i18n import _, compartment_label

if TYPE_CHECKING:
    from popejoan.engine.ruleset import Ruleset

__all__ = ["newcomer_words"]


def newcomer_words(rules: Ruleset) -> list[str]:
    """Four sentences for a newcomer, in the interface language, read from ``rules``' keys.

    Returns:
        the Pope's card and compartment; Game (or that the board has none); who leads first (Eldest, on the
        dealer's left, or the player on the dealer's right); which way play goes round (clockwise, to each
        player's left: at the table, from the bottom seat to the left-hand one).
    """
    out: list[str] = []
    if "pope" in rules.compartments:
        # TRANSLATORS: {label} is the Pope compartment's label on this board, in the ruleset's own language
        out.append(_("The Pope is the 9♦, the nine of diamonds. Playing it wins its compartment (“{label}” on this "
                     "board); with the 8♦ out of the pack, it can only be led, never played after another card.")
                   .format(label=compartment_label(rules, "pope")))
    else:
        out.append(_("The Pope is the 9♦, the nine of diamonds; this board has no compartment for it."))
    if "game" in rules.compartments:
        # TRANSLATORS: {label} is the Game compartment's label on this board, in the ruleset's own language
        out.append(_("Game is a compartment (“{label}” on this board), not the whole game: the first player to play "
                     "their last card (to go out) wins it, and a fish for each card left in the other hands.")
                   .format(label=compartment_label(rules, "game")))
    else:
        out.append(_("This board has no Game compartment: the first player to play their last card is paid a "
                     "fish for each card left in the other hands."))
    if rules.lead.first == "left_of_dealer":
        out.append(_("Eldest is the player on the dealer's left: Eldest is dealt the first card and leads first."))
    else:
        out.append(_("In this ruleset the player on the dealer's right leads first, not Eldest (the player on "
                     "the dealer's left)."))
    out.append(_("Play, the deal and the turn to deal go round clockwise, from each player to the one on their "
                 "left: at the table, from you at the bottom to the player on your left, then across, then to "
                 "your right."))
    return out
