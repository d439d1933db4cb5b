"""The table's news: what the director says as a deal's events play (docs/rules.md, "What all sources share"), and
the draw for the first dealer (docs/rules.md, "Things no source settles").

Holds one function per kind of news (a deal started or resumed, the dressing, a claim, a card played, a stop, a
penalty, the deal's end, the cards drawn for the dealer, ...), each returning the caption's lines. It decides
nothing and draws nothing; whose decision it is and the labels drawn are ``captions_turns``' and
``captions_labels``'.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from popejoan.engine.cards import POPE, Card, card_label, rank_of, suit_of
from popejoan.engine.events import CardPlayed, DealEnded, SequenceStopped
from popejoan.ui.i18n import N_, _, card_name, ngettext, pgettext, t, the_card, the_card_label
from popejoan.ui.scenes.table.captions_words import fish_count, listed, rank_plural, suit_plural, trumps

if TYPE_CHECKING:
    from collections.abc import Sequence


def resumed(number: int, dealer: str) -> tuple[str, str]:
    """A saved deal taken up again where it stopped (every card played so far lies as it was)."""
    return (_("Deal {number} resumed where it stopped").format(number=number),
            _("{dealer} dealt; the play goes on from here").format(dealer=dealer))


def resumed_news(number: int, dealer: str, stop: str | None, paid: list[str], waiting: bool,
                 unseen: bool = False) -> tuple[str, str]:
    """A saved deal taken up again: that it was resumed, and what happened last before it was left.

    Args:
        number: the deal's number.
        dealer: who dealt it.
        stop: why the last sequence stopped (:func:`popejoan.ui.story.last_news`, in words), or None before
            the deal's first stop.
        paid: the stakes taken and payments made since, in words (each a sentence without its full stop).
        waiting: the table waits for a key or a click before any computer moves: the second line says so.
        unseen: the game had made plays it had not shown when the session was left: the press shows them (the
            second line says so, in place of "to play on").

    Returns:
        The title, and the second line: the last stop's reason and the payments (or, when nothing has
        happened yet, who dealt), then, when ``waiting``, how to play on; the parts apart by " · ".
    """
    title, dealt = resumed(number, dealer)
    parts = ([t("resumed_last_stop", reason=stop)] if stop else []) + [line for line in paid if line]
    if not parts:
        parts = [dealt]
    if waiting:
        parts.append(t("resumed_unseen" if unseen else "resumed_play_on"))
    return title, " · ".join(parts)


def deal_started(number: int, dealer: str) -> str:
    """A new deal and who deals it."""
    return _("Deal {number}: {dealer} deals").format(number=number, dealer=dealer)


def dressing(payers: list[str]) -> str:
    """The board being dressed by ``payers`` (their names; more than one: everyone pays)."""
    if len(payers) == 1:
        return _("{name} dresses the board").format(name=payers[0])
    return _("Everyone dresses the board")


def payments(reasons: set[str], payee: str) -> str:
    """Fish paid between seats, by the payments' reasons (``ChipsHanded.reason``) and who is paid."""
    if "cards_left" in reasons:
        # TRANSLATORS: {payee} is a player's name, or "the players" (several at once)
        return _("{payee} is paid a fish for every card left in hand").format(payee=payee)
    if "contribution" in reasons:
        return _("The players hand {payee} fish towards the dressing").format(payee=payee)
    if "pope_turned" in reasons:
        return _("A turned Pope: {payee} is paid a fish for every card dealt").format(payee=payee)
    return _("Fish are paid to {payee}").format(payee=payee)


def the_players() -> str:
    """Several payees at once."""
    # TRANSLATORS: stands for {payee} when several players are paid at once ("Fish are paid to the players")
    return _("the players")


def claim(who: str, reason: str, label: str, chips: int) -> tuple[str, str]:
    """A stake taken (``StakeTaken.reason``) from the compartment ``label`` (:func:`compartment`, with its article):
    the title and the fish."""
    if reason == "turn_up":
        # TRANSLATORS: {who} is a player's name, {label} a compartment's label on the board (e.g. "Matrimony")
        title = _("{who}: the turn-up wins {label}")
    elif reason == "refund":
        title = _("{who} takes back the stake on {label}")
    elif reason == "split":
        title = _("{who} takes half of {label}")
    elif reason == "game":
        title = _("{who} goes out and takes {label}")
    else:  # played, pair, share_out
        title = _("{who} takes {label}")
    return title.format(who=who, label=label), fish_count(chips)


def claim_empty(who: str, label: str) -> str:
    """A compartment won with nothing in it (``label``: :func:`compartment`, with its article)."""
    # TRANSLATORS: {label} is a compartment's label on the board
    return _("{who} wins {label}, but it is empty").format(who=who, label=label)


def dealing(dealer: str) -> str:
    """The cards going round."""
    return _("{dealer} deals the cards").format(dealer=dealer)


def turned_up(card: Card, trump: int, holder: str | None) -> tuple[str, str]:
    """The turn-up (and in whose hand it lies, when it is a player's), and the trump suit."""
    if holder is not None:
        # TRANSLATORS: {card} is a card's name ("Four of diamonds"), {holder} the player whose hand it lies in
        return _("Turn-up: {card} (in {holder}'s hand)").format(card=card_name(card), holder=holder), trumps(trump)
    return _("Turn-up: {card}").format(card=card_name(card)), trumps(trump)


def played(ev: CardPlayed, who: str, trump: int | None) -> tuple[str, str]:
    """A card played: its name (the Pope and the trump honours exclaimed), and who led or played it."""
    name = card_name(ev.card)
    if ev.card == POPE:
        # TRANSLATORS: {card} is the card's name ("Nine of diamonds")
        title = _("{card}: the Pope!").format(card=name)
    elif trump is not None and suit_of(ev.card) == trump and rank_of(ev.card) in _HONOURS:
        title = _(_HONOURS[rank_of(ev.card)]).format(card=name)
    else:
        title = name
    if ev.pope_as_stop:
        sub = _("{who} plays the Pope in place of the missing card").format(who=who)
    elif ev.lead:
        sub = _("{who} leads").format(who=who)
    else:
        sub = _("played by {who}").format(who=who)
    return (title, sub)


_HONOURS = {1: N_("{card}: the trump Ace!"), 11: N_("{card}: the trump Jack!"), 12: N_("{card}: the trump Queen!"),
            13: N_("{card}: the trump King!")}
"""A trump honour played, exclaimed ({card}: its name), translated where it is said."""


def stopped(ev: SequenceStopped, who: str, passing: bool = False) -> tuple[str, str]:
    """Why the sequence stopped, and who leads next (``passing``: a :class:`LeadPassed` follows, so the
    stop's player must lead another suit and holds none)."""
    if ev.reason == "king":
        title = _("Stop: a King ends the suit")  # the words of the log and the stopped sequence's note
    elif ev.reason == "top":
        title = _("Stop: an Ace is the top of its suit")
    elif ev.reason == "seven_of_diamonds":
        title = _("Stop: the Seven of diamonds (the Eight is out)")
    elif ev.reason == "played" and ev.next_card is not None:
        # TRANSLATORS: {card} is the card that would have come next, with its article ("the Five of hearts")
        title = _("Stop: {card} is already played").format(card=the_card(ev.next_card))
    elif ev.reason == "dead" and ev.next_card is not None:
        # TRANSLATORS: {card} is the next card's name, in the genitive where your language declines it
        title = _("Stop: nobody holds {card}").format(card=the_card(ev.next_card, "genitive"))
    else:
        title = _("Stop: no card follows")
    if passing:
        # TRANSLATORS: {suit} is a suit's name as a plural noun ("clubs")
        return title, _("{who} must lead another suit than {suit}").format(who=who,
                                                                            suit=suit_plural(suit_of(ev.card)))
    return title, _("{who} leads next").format(who=who)


def lead_passed(who: str, to: str, suit: int | None) -> tuple[str, str]:
    """A leader who must change suit and holds only the stop's ``suit`` passes the lead (``LeadPassed``).

    Public by the rules: the pass itself tells everyone that ``who`` holds no other suit than the stop's
    (``suit``, the stop card's; None when it is not known here).
    """
    if suit is not None:
        title = _("{who} holds only {suit}: the lead passes to {to}").format(who=who, suit=suit_plural(suit), to=to)
    else:
        title = _("{who} holds no other suit: the lead passes to {to}").format(who=who, to=to)
    return title, _("after this stop the lead must change suit")


def lead_passed_line(who: str, to: str, suit: int | None) -> str:
    """The pass of the lead as one line of a record of the deal: "Ben holds only clubs and passes the lead to Cat."."""
    if suit is not None:
        return _("{who} holds only {suit} and passes the lead to {to}.").format(who=who, suit=suit_plural(suit), to=to)
    return _("{who} holds no other suit and passes the lead to {to}.").format(who=who, to=to)


def penalty(who: str, card: Card | None, chips: int, into: str | None = None,
            payee: str | None = None) -> tuple[str, str]:
    """A penalty for a board card left unplayed (``end.penalties``): who still holds which card, and what
    they pay where: ``into`` a compartment (:func:`compartment`), to ``payee`` (a name), or, with neither, to each
    other player. The card comes from the event (``StakePut.card`` / ``ChipsHanded.card``)."""
    sub = _("the penalty for a board card left unplayed")
    if card is not None:
        values = dict(who=who, card=the_card_label(card), n=chips, into=into, payee=payee)
        if into is not None:
            # TRANSLATORS: {card} is a short card label with its article ("the J♥"); {into} a compartment's label;
            # {payee} a player's name
            text = ngettext("{who} still holds {card}: {n} fish into {into}",
                            "{who} still holds {card}: {n} fish into {into}", chips)
        elif payee is not None:
            text = ngettext("{who} still holds {card}: {n} fish to {payee}",
                            "{who} still holds {card}: {n} fish to {payee}", chips)
        else:
            text = ngettext("{who} still holds {card}: {n} fish to each other player",
                            "{who} still holds {card}: {n} fish to each other player", chips)
        return text.format(**values), sub
    values = dict(who=who, n=chips, into=into, payee=payee)
    if into is not None:
        text = ngettext("{who} pays a penalty: {n} fish into {into}", "{who} pays a penalty: {n} fish into {into}",
                        chips)
    elif payee is not None:
        text = ngettext("{who} pays a penalty: {n} fish to {payee}", "{who} pays a penalty: {n} fish to {payee}",
                        chips)
    else:
        text = ngettext("{who} pays a penalty: {n} fish to each other player",
                        "{who} pays a penalty: {n} fish to each other player", chips)
    return text.format(**values), sub


def draw_started() -> tuple[str, str]:
    """The draw for the first dealer begins."""
    return _("Drawing for the first dealer"), _("a card is turned to each player: the lowest deals")


def draw_tie(names: list[str], card: Card) -> tuple[str, str]:
    """Players who tie for the lowest card draw again: "Ann and Ben tie with Threes: they draw again"."""
    # TRANSLATORS: {names} are the players who tie; {ranks} a rank as a plural ("Threes")
    title = _("{names} tie with {ranks}: they draw again").format(names=listed(names), ranks=rank_plural(card))
    if len(names) == 2:
        return title, _("they both drew the lowest rank; suits never break a tie")
    return title, _("they all drew the lowest rank; suits never break a tie")


def draw_dealer(who: str, card: Card, ace: str | None = None, again: bool = False) -> tuple[str, str]:
    """The dealer found: "Cat draws the lowest card, the 2♣, and deals first".

    Args:
        who: the dealer's name.
        card: the card that won the draw.
        ace: the ruleset's ``ace`` (``"low"`` or ``"high"``) when an Ace was turned in the deciding round,
            so the sentence says where it ranks; None otherwise.
        again: the card was drawn again after a tie (it is the lowest of the redraw, not of every card shown).
    """
    if ace == "high":
        sub = _("Aces are high in this ruleset")
    elif ace:
        sub = _("Aces are low in this ruleset")
    else:
        sub = _("the cards go back into the pack, which is shuffled for the first deal")
    if again:
        # TRANSLATORS: {card} is a short card label with its article ("the 2♣")
        return _("{who} draws the lowest card of the redraw, {card}, and deals first").format(
            who=who, card=the_card_label(card)), sub
    return _("{who} draws the lowest card, {card}, and deals first").format(who=who, card=the_card_label(card)), sub


def stopped_tag(who: str) -> str:
    """Over the reason beside a stopped sequence on the table (``who`` leads next: after a pass of the
    lead, the player it passed to)."""
    return _("Stopped · {who} leads next").format(who=who)


def past_stop_tag() -> str:
    """Over the last stop's reason, kept on the table (quieter) once its sequence is swept aside."""
    return t("past_stop_tag")


def last_sequence() -> str:
    """Over the last sequence on the pass card."""
    return _("The last sequence")


def sequence_so_far() -> str:
    """Over a sequence still running, on the pass card."""
    return _("The sequence so far")


def sequence_players(runs: Sequence[tuple[str, Sequence[Card]]]) -> str:
    """Under a sequence on the pass card, who played its cards, in order: ``"Ben: A♥ 2♥ · Mrs Bennet: 3♥"``
    (public: everyone at the table saw them played; the person coming to the screen did not see from where).

    Args:
        runs: each player's name and the cards they played one after another, in the order played.
    """
    return " · ".join(pgettext("who played which cards of a sequence", "{name}: {cards}").format(
        name=name, cards=" ".join(card_label(c) for c in cards)) for name, cards in runs)


def pope_offered(who: str, missing: Card) -> str:
    """A Pope offer (the Pope-as-stop variant)."""
    # TRANSLATORS: {card} is the missing card's name with its article, in the genitive where your language declines it
    return _("{who} may play the Pope in place of {card}").format(who=who, card=the_card(missing, "genitive"))


def pope_declined(who: str) -> str:
    """The Pope kept at an offer."""
    return _("{who} keeps the Pope").format(who=who)


def deal_ended(ev: DealEnded, names: list[str], dealer: int) -> tuple[str, str]:
    """The end of the deal: who went out (and who holds the unplayed Pope), or the turned Pope."""
    if ev.winner is None:
        return _("The turned Pope ends the deal"), _("{dealer} dealt").format(dealer=names[dealer])
    sub = ""
    if ev.pope_holder is not None and ev.pope_holder != ev.winner:
        sub = _("{who} holds the unplayed Pope").format(who=names[ev.pope_holder])
    return _("{who} is out and wins the Game!").format(who=names[ev.winner]), sub
