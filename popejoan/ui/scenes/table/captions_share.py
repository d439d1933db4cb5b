"""The share-out's words: its title, why those are trumps, the dealing, each card's awards, the odd fish, the
end (the share-out scene's captions, docs/rules.md, "End of the session").

Holds the share-out scene's captions only; the table's are in the other ``captions_*`` modules.
"""

from __future__ import annotations

from popejoan.engine.cards import Card
from popejoan.ui.i18n import N_, _, ngettext, the_card_label
from popejoan.ui.scenes.table.captions_words import listed, trumps

_SHARE_TRUMPS_WHY = {
    "last_deal": N_("the share-out keeps the last deal's trumps"),
    "diamonds": N_("in this share-out diamonds are always trumps"),
}


def share_out_title() -> str:
    """The header's second line during the share-out."""
    return _("The share-out")


def share_trumps(trump: int, why: str, card: Card | None, dealer: str) -> tuple[str, str]:
    """The share-out's trumps and why (``ShareOutTrumps.why``: first_card, last_deal or diamonds)."""
    if why == "first_card" and card is not None:
        # TRANSLATORS: {card} is a short card label with its article ("the 5♥")
        return (_("The first card turned sets trumps: {card}").format(card=the_card_label(card)),
                trumps(trump) + " · " + _("the card counts as {dealer}'s, the dealer's").format(dealer=dealer))
    reason = _SHARE_TRUMPS_WHY.get(why)
    return trumps(trump), _(reason) if reason else ""


def share_trumps_note(why: str) -> str:
    """Under the trump suit, beside the board, for the whole share-out: why it is trumps."""
    if why == "first_card":
        return _("the first card turned")
    if why == "last_deal":
        return _("the last deal's trumps")
    if why == "diamonds":
        return _("always, in this share-out")
    return ""


def share_dealing(dealer: str) -> tuple[str, str]:
    """The cards starting to go round face up."""
    return (_("{dealer} deals the cards face up, one at a time").format(dealer=dealer),
            _("a trump honour or the Pope takes its compartment; Matrimony and Intrigue are halved"))


def share_award(part: str, label: str, chips: int) -> str:
    """What one card wins from one compartment (``ShareOutAward.part``: whole, half or other_half); ``label`` the
    compartment's, with its article (:func:`~popejoan.ui.i18n.the_compartment`): "half of Intrigue, 2 fish",
    "la mitad de la Intriga, 2 fichas", "el As, 3 fichas"."""
    return _share_award(part, label, chips)


def _share_award(part: str, label: str, chips: int) -> str:
    if part == "half":
        if chips > 0:
            # TRANSLATORS: {label} is a compartment's label; {n} its fish
            return ngettext("half of {label}, {n} fish", "half of {label}, {n} fish", chips).format(label=label,
                                                                                                   n=chips)
        return _("half of {label}, nothing left").format(label=label)
    if part == "other_half":
        if chips > 0:
            return ngettext("the other half of {label}, {n} fish", "the other half of {label}, {n} fish",
                            chips).format(label=label, n=chips)
        return _("the other half of {label}, nothing left").format(label=label)
    if chips > 0:
        return ngettext("{label}, {n} fish", "{label}, {n} fish", chips).format(label=label, n=chips)
    return _("{label}, which is empty").format(label=label)


def share_card(who: str, card: Card, awards: list[str]) -> str:
    """A share-out card that wins something: "Ben gets the Q♥: half of Intrigue, 2 fish, and ..."."""
    if len(awards) > 1:
        # TRANSLATORS: the last two of a list of what a card wins; {items} is the others, joined with ", "
        won = _("{items}, and {last}").format(items=", ".join(awards[:-1]), last=awards[-1])
    else:
        won = awards[0] if awards else ""
    if won:
        # TRANSLATORS: {card} is a short card label with its article ("the Q♥"); {won} lists what it wins
        return _("{who} gets {card}: {won}").format(who=who, card=the_card_label(card), won=won)
    return _("{who} gets {card}").format(who=who, card=the_card_label(card))


def share_odd_chip(odd: list[tuple[str, int]]) -> str:
    """The odd-chip rule, spelled out for the halved compartments (label with its article, total) whose fish do
    not halve."""
    if not odd:
        return ""
    if len(odd) == 1:
        label, total = odd[0]
        # TRANSLATORS: {label} is a compartment's label, {n} its fish (an odd number)
        words = ngettext("{label}'s {n} fish do not halve: the fish left over goes with the first of its two "
                         "cards dealt",
                         "{label}'s {n} fish do not halve: the fish left over goes with the first of its two "
                         "cards dealt", total)
        return words.format(label=label, n=total)
    (first, a), (second, b) = odd[0], odd[1]
    # TRANSLATORS: two compartments' labels and their fish (odd numbers)
    return _("{first}'s {a} and {second}'s {b} fish do not halve: each fish left over goes with the first "
             "of its two cards dealt").format(first=first, a=a, second=second, b=b)


def share_done(left: int, where: list[str]) -> tuple[str, str]:
    """The end of the share-out: what stays on the board (Game is never shared); ``where``: the compartments'
    labels, each with its article."""
    if left <= 0:
        return _("The board is shared out"), _("nothing is left on it")
    # TRANSLATORS: {places} lists the compartments' labels where the fish stay
    return _("The board is shared out"), ngettext("{n} fish stays on the board, in {places}",
                                                  "{n} fish stay on the board, in {places}", left).format(
        n=left, places=listed(where))


FINAL_STANDINGS = N_("The final standings")
"""The share-out's button, once every card is dealt."""
