"""The table's words at a decision: whose lead, the Pope's offer and its round, hints and their reasons, why a
lead is refused; and what the players ask of the table (taking back a lead, the sound off or on).

Holds the turns' and the scene's captions. It says nothing of the events (``captions_news``) and draws nothing.
"""

from __future__ import annotations

from popejoan.engine.cards import POPE, Card, card_label
from popejoan.engine.errors import Refusal
from popejoan.engine.state import refusal_words as english_refusal
from popejoan.ui.i18n import N_, _, card_name, number, suit_name, the_card
from popejoan.ui.scenes.table.captions_words import _RANK_PLURALS


def computer_to_lead(who: str) -> str:
    """A computer seat to lead."""
    return _("{who} to lead").format(who=who)


def pope_round(missing: Card | None, goes_round: bool) -> tuple[str, str]:
    """A halt where the Pope could stand in for the missing card (japanese ``pope_as_stop``): it names nobody,
    for nobody at the table may learn who holds the Pope (``goes_round``: the screen goes round every person)."""
    if missing is not None:
        # TRANSLATORS: {card} is a card's name with its article ("the Ten of hearts")
        title = _("Nobody follows with {card}").format(card=the_card(missing, "instrumental"))
    else:
        title = _("Nobody follows")
    if goes_round:
        return title, _("whoever holds the Pope may play it in its place: the screen goes round, and every player "
                        "looks in turn")
    return title, _("whoever holds the Pope may play it in its place")


def pope_not_held(who: str) -> tuple[str, str]:
    """The Pope's round: a player who does not hold the Pope, with the screen (only they see it)."""
    return (_("{who} does not hold the Pope").format(who=who),
            _("press Enter, or the button, to pass the screen on"))


def human_to_lead(who: str) -> tuple[str, str]:
    """A human to lead, and how."""
    return _("{who} to lead").format(who=who), _("click a raised card, or use the arrows and Enter")


def human_pope_offer(who: str, missing: Card | None) -> tuple[str, str]:
    """A human at a Pope offer, and the choice; the choice names the Pope's card (nothing else marks it in the
    hand: a playtest), which only its holder sees."""
    if missing is not None:
        title = _("{who} may play the Pope in place of {card}").format(who=who, card=the_card(missing, "genitive"))
    else:
        title = _("{who} may play the Pope").format(who=who)
    # TRANSLATORS: {card} is the Pope's card as its corner shows it (9♦), in the hand of the player asked
    return title, _("the Pope is your {card}: play it and take the Pope's stake, or keep it").format(
        card=card_label(POPE))


def hint_asked(who: str) -> tuple[str, str]:
    """A hint being worked out."""
    return _("{who} asks for a hint…").format(who=who), _("the Hard player is thinking")


def hint_queued(sub: str, who: str) -> str:
    """The caption's second line when H was pressed while the cards moved."""
    queued = _("a hint for {who} when the cards settle").format(who=who)
    return (sub + "  ·  " if sub else "") + queued


def hint_offer(play: bool) -> str:
    """The hint at a Pope offer."""
    return _("Hint: play the Pope") if play else _("Hint: keep the Pope")


def hint_lead(card: Card) -> str:
    """The hint for a lead."""
    # TRANSLATORS: {card} is a card's name with its article ("the Queen of diamonds")
    # TRANSLATORS: {card} is the card's name with its article, in the genitive where your language declines it
    return _("Hint: lead {card}").format(card=the_card(card, "genitive"))


def hint_reason(margin: float | None, offer: bool = False, selected: bool = True, choices: int = 3) -> str:
    """A hint's reason in a few words, and what Enter does now.

    Args:
        margin: how many fish better the hinted choice looks than the next best, or None (not known).
        offer: the hint answers a Pope offer (else it names a card to lead).
        selected: the hinted choice is still the one selected; once the arrows or Tab move the selection,
            Enter gives what is selected, and the words say so.
        choices: how many choices there were (with two, the other is named as such, not as "the next best").
    """
    if offer:
        enter = _("Enter gives this answer") if selected else _("Enter gives the answer selected now")
    else:
        enter = _("Enter leads this card") if selected else _("Enter leads the card selected now")
    if margin is None:
        return enter
    two = offer or choices == 2
    if margin < 0.05:
        why = _("no better than the other, but no worse") if two else _("no better than the others, but no worse")
        return why + " · " + enter
    fish = number(round(margin, 1))
    if offer:
        # TRANSLATORS: {fish} is a number of fish, maybe with a decimal ("0.7")
        why = _("about {fish} fish better than the other answer")
    elif two:
        why = _("about {fish} fish better than the other card")
    else:
        why = _("about {fish} fish better than the next best")
    return why.format(fish=fish) + " · " + enter


def refusal_words(refusal: Refusal, name: str) -> str:
    """Why a lead is refused (the engine's :class:`~popejoan.engine.errors.Refusal`) in the interface
    language, with the player's name for "you" (names everywhere: the screen is shared)."""
    kind = refusal.kind
    if kind == "another_suit" and refusal.suit is not None:
        # TRANSLATORS: spanish rules: after a sequence stops on a King or the 7 of diamonds; {suit} is a suit's name
        return _("after a stop in {suit}, {name} must lead another suit").format(
            suit=suit_name(refusal.suit), name=name)
    if kind == "lowest_rank" and refusal.rank is not None:
        # TRANSLATORS: {ranks} is a rank in the plural ("Fours"): the lowest rank in the player's hand
        return _("{name} must lead one of the {ranks}, the lowest rank in hand").format(
            name=name, ranks=_(_RANK_PLURALS[refusal.rank]))
    if kind == "lowest_of_suit" and refusal.suit is not None:
        return _("{name} must lead the lowest card of {suit} in hand").format(
            name=name, suit=suit_name(refusal.suit))
    if kind == "not_held":
        return _("that card is not in {name}'s hand").format(name=name)
    if kind == "answer_offer":
        return _("play the Pope or pass")
    if kind == "pass_is_an_answer":
        return _("passing answers a Pope offer; a lead must be a card")
    if kind == "over":
        return _("the deal is over")
    return english_refusal(refusal)


def lead_tip(card: Card, refusal: Refusal | None, name: str) -> str:
    """The tip over a hovered card: why it may not be led (the engine's reason, in the interface language),
    or that it may."""
    if refusal is not None:
        # TRANSLATORS: {card} is a card's name; {reason} says why it may not be led now
        return _("{card}: {reason}").format(card=card_name(card), reason=refusal_words(refusal, name))
    return _("{card} may be led").format(card=card_name(card))


def undo_done(who: str, card: Card | None, after: int) -> tuple[str, str]:
    """``who``'s last lead (``card``; None: an answer to the Pope's offer) taken back, with the ``after``
    decisions the computers made since."""
    sub = _("The table stands as it did before it: {who} to decide again").format(who=who)
    if card is not None:
        if after <= 0:
            # TRANSLATORS: {card} is a card's name with its article ("the Queen of diamonds"), in the instrumental
            # where your language declines it
            title = _("{who} takes back the lead of {card}")
        elif after == 1:
            title = _("{who} takes back the lead of {card} and the play after it")
        else:
            title = _("{who} takes back the lead of {card} and the computers' play after it")
        return title.format(who=who, card=the_card(card, "instrumental")), sub
    if after <= 0:
        title = _("{who} takes back the answer to the Pope's offer")
    elif after == 1:
        title = _("{who} takes back the answer to the Pope's offer and the play after it")
    else:
        title = _("{who} takes back the answer to the Pope's offer and the computers' play after it")
    return title.format(who=who), sub


def undo_refused_hotseat() -> tuple[str, str]:
    """Ctrl+Z at a table of two or more people: refused, and why."""
    return (_("No taking back with two or more people at the table"),
            _("The others have seen the play, so it stands (Ctrl+Z works with one person and computers)"))


def undo_nothing(who: str) -> tuple[str, str]:
    """Ctrl+Z with nothing of ``who``'s to take back in this deal."""
    return (_("Nothing to take back: {who} has not led in this deal").format(who=who),
            _("Only a lead of this deal can be taken back"))


def undo_no_human() -> tuple[str, str]:
    """Ctrl+Z at a table of computers only."""
    return _("Nothing to take back"), _("Every seat at this table is a computer player")


def sound_switched(muted: bool, silent: bool = False) -> str:
    """M pressed: the sound is now off or on, shown a moment under the keys line (never on the caption, where
    a hint or a stop's reason may be); ``silent``: on, but no sound device could be opened."""
    if muted:
        return _("Sound off (M turns it on again)")
    return _("Sound on, but there is no sound device") if silent else _("Sound on")


SOUND_OFF_NOTE = N_("Sound off  ·  M: on")
"""Under the keys line while the sound is off."""


UNDO_BUTTON = N_("Take back my last lead")
"""The pause menu's button for Ctrl+Z."""
