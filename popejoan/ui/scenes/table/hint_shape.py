"""A hint's reason in words: what the hinted lead does with the hand (:func:`popejoan.ai.review.lead_shape`).

:func:`shape_words` says it in the interface language: the cards the lead plays in a row from the hand, and
how that run ends: at a stop (the player keeps the lead), at an open end (the next card is in another hand or
the dead hand: the lead may pass), or with the hand's last card (the player goes out); and which of those
cards win a compartment. The hint's caption puts it before the fish (:mod:`.turns_hints`). It holds words only
and decides no rule (docs/rules.md, "What all sources share").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from popejoan.engine.cards import card_label
from popejoan.ui.i18n import _, listed, ngettext

if TYPE_CHECKING:
    from popejoan.ai.review import LeadShape

__all__ = ["shape_words"]


def shape_words(shape: LeadShape) -> str:
    """What the lead ``shape`` does, a short phrase: "J♥, Q♥ and K♥ up to a stop: you keep the lead; J♥, Q♥ and
    K♥ win their compartments".

    Args:
        shape: the hinted lead's shape (a lead, never a Pope offer: its run is not empty).

    Returns:
        the phrase, or "" for a shape with no run (a Pope offer's answer).
    """
    if not shape.run:
        return ""
    run = listed([card_label(c) for c in shape.run])
    if shape.ends == "out":
        # TRANSLATORS: a hint's reason: {run} lists the cards the lead plays from the hand ("J♥, Q♥ and K♥")
        text = ngettext("{run}: your last card, so you go out", "{run}: your last cards, so you go out",
                        len(shape.run)).format(run=run)
    elif shape.ends == "stop":
        # TRANSLATORS: a hint's reason: the run ends at a stop, so the same player leads again
        text = _("{run} up to a stop: you keep the lead").format(run=run)
    else:
        # TRANSLATORS: a hint's reason: the next card is in another hand or the dead hand
        text = _("{run}, then the next card is in another hand or the dead hand: the lead may pass").format(run=run)
    if shape.stake_cards:
        cards = listed([card_label(c) for c in shape.stake_cards])
        # TRANSLATORS: added to a hint's reason: {cards} lists cards that win their compartments ("J♥ and Q♥")
        text += ngettext("; {cards} wins its compartment", "; {cards} win their compartments",
                         len(shape.stake_cards)).format(cards=cards)
    return text
