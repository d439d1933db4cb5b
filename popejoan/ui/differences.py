"""How the rulesets differ, in short words read from each ruleset's own keys.

:func:`differences` reads every ruleset given (the shipped ones and the player's own house rulesets alike)
and gives, for each point where rulesets differ (who dresses the board and how much, the dead hand, the lead
rule, the pairs, the Pope's holder, the share-out, Aces), one short phrase per ruleset, in the interface
language. Nothing here is written per ruleset: a house ruleset with its own keys reads as they are.
:func:`starters` gives the rulesets that say why they suit a newcomer (their ``starter`` key).

It holds words only (no pygame: the page is :mod:`popejoan.ui.scenes.differences`) and decides no rule;
the keys' meanings are docs/rules.md's ("Where they differ") and docs/rulesets.md's.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, NamedTuple

from popejoan.ui.i18n import _, compartment_label_en, listed, ngettext, pgettext, ruleset_text

if TYPE_CHECKING:
    from popejoan.engine.ruleset import Ruleset

__all__ = ["Point", "differences", "starters"]


class Point(NamedTuple):
    """One point of comparison.

    Attributes:
        title: what is compared, in the interface language ("Who dresses the board, and how much").
        phrases: ``(ruleset id, phrase)`` for each ruleset, in the order given.
    """

    title: str
    phrases: list[tuple[str, str]]


def starters(rulesets: Iterable[Ruleset]) -> list[tuple[str, str, str]]:
    """The rulesets a newcomer may start with: those whose ``starter`` key says why.

    Returns:
        ``(ruleset id, the reason, the reason's language)`` for each, in the order given (the reason in the
        interface language where the ruleset gives it, else its English).
    """
    out: list[tuple[str, str, str]] = []
    for rs in rulesets:
        if rs.starter is not None:
            text, text_language = ruleset_text(rs.starter)
            out.append((rs.id, text, text_language))
    return out


def differences(rulesets: Iterable[Ruleset]) -> list[Point]:
    """Every point of comparison, each with one phrase per ruleset.

    Args:
        rulesets: the rulesets to compare (as loaded: each variant at its default).

    Returns:
        the :class:`Point` list, in the order a deal meets them: dressing, the dead hand, the lead, the
        pairs, the Pope's holder, the share-out, the Aces.
    """
    rulesets = list(rulesets)
    points = [
        (_("Who dresses the board, and how much"), _dressing),
        (_("The dead hand"), _dead_hand),
        (_("The lead"), _lead),
        (_("Matrimony and Intrigue"), _pairs),
        (_("The holder of the unplayed Pope"), _pope_holder),
        (_("The share-out"), _share_out),
        # TRANSLATORS: the comparison's point about where the Ace ranks (a heading)
        (pgettext("comparison point", "Aces"), _aces),
    ]
    return [Point(title, [(rs.id, phrase(rs)) for rs in rulesets]) for title, phrase in points]


def _dressing(rs: Ruleset) -> str:
    """"the dealer alone: Pope 6, Matrimony 2 … (15 fish)"; every player's share, the dealer's shares and
    what the others hand the dealer first (``dressing``; docs/rules.md, "Dressing the board (each deal)")."""
    d = rs.dressing
    stakes = [(name, d.stakes[name]) for name in rs.board_order if name in d.stakes]
    share = sum(chips for _name, chips in stakes)
    listed_stakes = listed([pgettext("stake of a compartment", "{label} {chips}").format(
        label=compartment_label_en(rs, name), chips=chips) for name, chips in stakes])
    if d.payers == "dealer":
        total = share * d.dealer_share
        # TRANSLATORS: how the board is dressed, short: {stakes} lists compartments and fish, {total} fish in all
        text = ngettext("the dealer alone: {stakes} ({total} fish)", "the dealer alone: {stakes} ({total} fish)",
                        total).format(stakes=listed_stakes, total=total)
    else:
        # TRANSLATORS: how the board is dressed, short: {stakes} lists compartments and fish, {share} each player's
        text = ngettext("every player, the dealer too: {stakes} ({share} fish each)",
                        "every player, the dealer too: {stakes} ({share} fish each)",
                        share).format(stakes=listed_stakes, share=share)
    if d.dealer_share > 1:
        # TRANSLATORS: added to the dressing's phrase: the dealer puts in {shares} shares
        text += _("; the dealer puts in {shares} shares").format(shares=d.dealer_share)
    if d.contribution:
        # TRANSLATORS: added to the dressing's phrase
        text += ngettext("; each other player first hands the dealer {chips} fish",
                         "; each other player first hands the dealer {chips} fish",
                         d.contribution).format(chips=d.contribution)
    return text


def _dead_hand(rs: Ruleset) -> str:
    """Where the cards out of play go, and whether the hands are equal (``deal``; docs/rules.md, "Dealing and
    the trump card")."""
    deal = rs.deal
    kind = {
        "after_dealer": _("a dead hand, dealt its card after the dealer's in each round"),
        "before_dealer": _("a dead hand, dealt its card just before the dealer's in each round"),
        "first": _("a ghost hand, dealt its card first in each round"),
        "none": _("no dead hand"),
    }[deal.dead_hand]
    parts = [kind]
    if isinstance(deal.reserve, dict):
        parts.append(_("some cards kept back, as many as the number of players asks"))
    elif deal.reserve:
        parts.append(ngettext("{n} card kept back", "{n} cards kept back", deal.reserve).format(n=deal.reserve))
    parts.append(_("hands may be unequal") if deal.rounds == "all" else _("equal hands"))
    # TRANSLATORS: what separates the parts of a short phrase on the comparison ("no dead hand; equal hands")
    return _("; ").join(parts)


def _lead(rs: Ruleset) -> str:
    """Who leads first, what may be led, and the lead after a stop (``lead``; docs/rules.md, "Leading")."""
    lead = rs.lead
    first = (_("Eldest (left of the dealer) leads first") if lead.first == "left_of_dealer"
             else _("the player right of the dealer leads first"))
    what = {
        "any": _("any card may be led"),
        "lowest_of_suit": _("the lowest card of a suit of the leader's choice"),
        "lowest_of_hand": _("a card of the lowest rank the leader holds"),
    }[lead.cards]
    parts = [first, what]
    if lead.change_suit_after:
        parts.append(_("after some stops the next lead must change suit"))
    if lead.pope_as_stop:
        parts.append(_("the Pope may stand in for a missing card"))
    return _("; ").join(parts)


def _pairs(rs: Ruleset) -> str:
    """How Matrimony and Intrigue are won, and whether two players share them (``pairs``; docs/rules.md,
    "Matrimony and Intrigue")."""
    if not {"matrimony", "intrigue"} & set(rs.compartments):
        return _("not on this board")
    how = (_("both cards played one straight after the other") if rs.pairs.rule == "in_succession"
           else _("both cards played by one player, at any time"))
    if rs.pairs.split_pairs:
        return _("; ").join([how, _("two players who play them share the stake")])
    return how


def _pope_holder(rs: Ruleset) -> str:
    """What the holder of the unplayed Pope pays at the end of a deal (``end.pope_holder``; docs/rules.md,
    "End of the deal")."""
    return {
        "excused": _("pays nothing for cards left"),
        "pays": _("pays for cards left like everyone else"),
        "pays_double": _("pays double for cards left"),
    }[rs.end.pope_holder]


def _share_out(rs: Ruleset) -> str:
    """Whether the board's leftovers are dealt out at the end of a session (``share_out``; docs/rules.md,
    "End of the session: sharing out what is left on the board")."""
    if rs.share_out.method == "none":
        return _("none: the leftovers are only shown")
    return _("the cards are dealt face up and the board's leftovers shared out")


def _aces(rs: Ruleset) -> str:
    """The Ace's place in a suit (``ace``; docs/rulesets.md, ``ace``)."""
    return _("high (above the King, so a stop)") if rs.ace == "high" else _("low (below the 2)")
