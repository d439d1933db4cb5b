"""The coach's words: what a reviewed decision did, in the player's language, from the review's data.

Each sentence is built from a :class:`~popejoan.ai.review.LeadShape` (the run a lead plays of the seat's own
cards, how it ends, the stake cards in it, the cards left) through the catalogs, as the command line's English
(:func:`popejoan.ai.review.shape_words`) says it; and the figures (expected fish to a tenth, the error, the
loss). No pygame here, and no figure is worked out: they are the review's.
"""

from __future__ import annotations

from popejoan.ai.review import LeadShape, ReviewedDecision
from popejoan.engine.cards import POPE, card_label
from popejoan.ui.i18n import _, ngettext, pgettext
from popejoan.ui.i18n.formats import babel_locale, listed
from popejoan.ui.i18n.vocabulary import the_card_label
from popejoan.ui.scenes.review.work import Totals


def tenths(value: float, signed: bool = False) -> str:
    """``value`` to a tenth, written the interface language's way (``1.4``, ``1,4``; ``signed``: ``+1.4``)."""
    from babel.numbers import format_decimal

    rounded = round(value, 1) + 0.0  # no "-0.0"
    text = format_decimal(rounded, format="#,##0.0", locale=babel_locale())
    return ("+" + text) if signed and rounded > 0 else text


def fish_tenths(value: float) -> str:
    """A fraction of fish in words: ``"1.4 fish"``, ``"1,4 fichas"``, ``"1,4 рыбки"``."""
    # TRANSLATORS: {fish} is a number of fish written to a tenth ("1.4", "0.0"): the form a fraction takes (Russian:
    # рыбки; Japanese: 枚)
    return pgettext("fish, a fraction", "{fish} fish").format(fish=tenths(value))


def action_label(decision: ReviewedDecision, action: int) -> str:
    """An action's short label in the list of values: the card's (``"A♣"``), or at a Pope offer "play" / "keep"."""
    if decision.kind == "pope_offer":
        return pgettext("coach, the Pope offer", "play it") if action == POPE else \
            pgettext("coach, the Pope offer", "keep it")
    return card_label(action)


def shape_text(shape: LeadShape) -> str:
    """What an action does with the seat's cards, as a clause (after "Best:" or "Yours:"), e.g. "the A♣ starts a
    run of 3 only you can go on with, ending on the 3♣, so you keep the lead" (docs/rules.md, "What all sources
    share": a sequence goes on through the next card up; the top of a suit, a card played already and a card
    out of play stop it)."""
    if not shape.run:
        return _("playing the Pope now") if shape.card == POPE else _("keeping the Pope")
    card = the_card_label(shape.card)
    if shape.ends == "out":
        text = _("{card} plays out your hand: you go out and win the Game").format(card=card)
    elif shape.ends == "stop" and len(shape.run) == 1:
        text = _("{card} stops at once, so you keep the lead").format(card=card)
    elif shape.ends == "stop":
        text = ngettext("{card} starts a run of {n} card only you can go on with, ending on {last}, so you keep "
                        "the lead",
                        "{card} starts a run of {n} cards only you can go on with, ending on {last}, so you keep "
                        "the lead", len(shape.run)).format(card=card, n=len(shape.run),
                                                           last=the_card_label(shape.run[-1]))
    else:
        text = ngettext("leading {card} may give the lead away with {n} card in hand",
                        "leading {card} may give the lead away with {n} cards in hand",
                        shape.left).format(card=card, n=shape.left)
    if shape.stake_cards:
        stakes = listed([the_card_label(c) for c in shape.stake_cards])
        # TRANSLATORS: added to what a lead does; {cards} are the stake cards it plays ("the A♥ and the K♥")
        text += ngettext("; it plays {cards}, which may take its compartment",
                         "; it plays {cards}, which may take their compartments",
                         len(shape.stake_cards)).format(cards=stakes)
    return text


def choice_text(decision: ReviewedDecision) -> str:
    """The decision in a line: what was chosen, and the best (``"You led the 2♥; best: the A♣"``)."""
    if decision.kind == "pope_offer":
        chosen = _("You played the Pope") if decision.chosen == POPE else _("You kept the Pope")
        if decision.chosen == decision.best:
            return _("{choice}: the best answer").format(choice=chosen)
        best = action_label(decision, decision.best)
        return _("{choice}; best: {best}").format(choice=chosen, best=best)
    if decision.chosen == decision.best:
        return _("You led {card}: the best lead").format(card=the_card_label(decision.chosen))
    return _("You led {card}; best: {best}").format(card=the_card_label(decision.chosen),
                                                   best=the_card_label(decision.best))


def values_text(decision: ReviewedDecision) -> str:
    """Every legal action's expected fish, the best first, each with how sure it is (``"A♣ 2.3 · 2♥ 0.9 ±0.3"``;
    the best has no error: the others' are of their difference from it)."""
    order = sorted(decision.values, key=lambda a: -decision.values[a])
    parts = []
    for action in order:
        value = tenths(decision.values[action], signed=True)
        error = decision.errors.get(action, 0.0)
        if action != decision.best and error > 0:
            # TRANSLATORS: an action's expected fish and how sure it is: "2♥ +0.9 ±0.3"
            parts.append(_("{action} {value} ±{error}").format(action=action_label(decision, action), value=value,
                                                               error=tenths(error)))
        else:
            parts.append(_("{action} {value}").format(action=action_label(decision, action), value=value))
    return "  ·  ".join(parts)


def loss_text(decision: ReviewedDecision) -> str:
    """What the decision cost: "Cost: 1.4 fish", or "The best choice" when it cost nothing to a tenth."""
    if round(decision.loss, 1) <= 0.0:
        return _("Cost: nothing")
    return _("Cost: {fish}").format(fish=fish_tenths(decision.loss))


def why_lines(decision: ReviewedDecision) -> list[str]:
    """Why a marked decision cost what it did: the best action's shape, then the chosen one's (each a line);
    empty for an unmarked one."""
    if not decision.marked:
        return []
    return [_("Best: {why}").format(why=shape_text(decision.best_shape)),
            _("Yours: {why}").format(why=shape_text(decision.chosen_shape))]


def legend_text() -> str:
    """What the figures beside each decision are, in a sentence for a player meeting them the first time."""
    # TRANSLATORS: under the coach's totals: what the figures beside each decision are
    return _("Beside each choice: the fish it was worth from then to the end of the deal (± how sure), as the "
             "Expert reckons from what you could see then.")


def totals_text(close: int, decisions: int, loss: float) -> str:
    """A person's totals in a sentence: "3 of 4 decisions best or within a quarter fish; they cost 1.4 fish"."""
    return ngettext("{close} of {n} decision the best or within a quarter fish of it; choices cost {fish}",
                    "{close} of {n} decisions the best or within a quarter fish of it; choices cost {fish}",
                    decisions).format(close=close, n=decisions, fish=fish_tenths(loss))


def coach_notes(totals: Totals) -> tuple[str, ...]:
    """A person's line in the final standings (:class:`~popejoan.ui.scenes.review.work.Totals`), longest first,
    for the standings to draw the longest that fits: "3 of 4 good, cost 1.2 fish" and "3/4, 1.2 fish" once every
    deal is reviewed; how far the reviews have got before; none with no decision taken."""
    if totals.ready < totals.deals:
        # TRANSLATORS: the final standings, while the coach is still reviewing the session's deals
        return (_("reviewing: {ready} of {deals} deals").format(ready=totals.ready, deals=totals.deals),
                # TRANSLATORS: the same, short, where the standings are narrow
                _("reviewing: {ready}/{deals}").format(ready=totals.ready, deals=totals.deals))
    if not totals.decisions:
        return ()
    fish = fish_tenths(totals.loss)
    # TRANSLATORS: the final standings: decisions the best or within a quarter fish of it, and the fish the
    # person's choices cost over the session
    return (ngettext("{close} of {n} good, cost {fish}", "{close} of {n} good, cost {fish}",
                     totals.decisions).format(close=totals.close, n=totals.decisions, fish=fish),
            # TRANSLATORS: the same, short, where the standings are narrow: "3/4, 1.2 fish"
            _("{close}/{n}, {fish}").format(close=totals.close, n=totals.decisions, fish=fish))
