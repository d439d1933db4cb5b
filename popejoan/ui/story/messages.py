"""What each line of a story says: the message tables, English as the catalog's id.

:data:`MESSAGES` (the deal log's words, as the deal goes) and :data:`PAST` (the end-of-deal summary's, once it
is over) map a line's key to its template, translated when called. Reading the events is
:mod:`popejoan.ui.story.telling`'s, filling the templates in :mod:`popejoan.ui.story.teller`'s.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from popejoan.ui.i18n import _, ngettext
from popejoan.ui.story.lines import Arg

Message = Callable[[Mapping[str, Arg]], str]
"""A message: given the line's arguments (before rendering: counts are ints), its template in the interface
language, translated when called (so a change of language shows at once)."""


def _n(args: Mapping[str, Arg], name: str) -> int:
    """The count argument ``name`` of a line, as an int (0 when it is not a number)."""
    value = args.get(name, 0)
    return value if isinstance(value, int) else 0


# Every template names its arguments: {who}, {payer}, {payee}, {dealer}, {holder}, {to} are players' names;
# {card}, {next} cards with their article ("the 6♠", "la Q♦"), {missing} a card ("6♠"); {compartment} a
# compartment's label; {pile} "dead hand", "stock"...;
# {suit} a suit's name; {chips}, {total} numbers of fish; {number} a deal's number.
MESSAGES: dict[str, Message] = {
    "deal_head": lambda a: _("Deal {number}: {dealer} deals"),
    "dress_one": lambda a: ngettext("{who} dresses the board with {chips} fish",
                                    "{who} dresses the board with {chips} fish", _n(a, "chips")),
    # TRANSLATORS: {chips} fish from each player; {total} fish in all
    "dress_each": lambda a: ngettext("Every player dresses the board with {chips} fish, {total} in all",
                                     "Every player dresses the board with {chips} fish, {total} in all",
                                     _n(a, "chips")),
    # TRANSLATORS: {shares} lists each player's name and fish ("Ann 3, Ben 2")
    "dress_shares": lambda a: ngettext("The board is dressed with {total} fish: {shares}",
                                       "The board is dressed with {total} fish: {shares}", _n(a, "total")),
    # TRANSLATORS: the line under the dressing: {split} lists each compartment's label and the fish the dressing
    # put there ("Pope 6, Matrimony 2, Intrigue 2, Ace 1")
    "dress_split": lambda a: _("Staked in the compartments: {split}"),
    # TRANSLATORS: {card} is a short card label with its article ("the J♥")
    "penalty_into": lambda a: ngettext(
        "{who} still holds {card} and pays a penalty of {chips} fish into {compartment}",
        "{who} still holds {card} and pays a penalty of {chips} fish into {compartment}", _n(a, "chips")),
    "penalty_into_unknown": lambda a: ngettext(
        "{who} pays a penalty of {chips} fish into {compartment} for a board card left unplayed",
        "{who} pays a penalty of {chips} fish into {compartment} for a board card left unplayed", _n(a, "chips")),
    # TRANSLATORS: {paid} lists the fish paid to each player ("2 fish to Ann and 2 fish to Ben")
    "penalty_paid": lambda a: _("{who} still holds {card} and pays a penalty: {paid}"),
    "penalty_paid_unknown": lambda a: _("{who} pays a penalty for a board card left unplayed: {paid}"),
    # TRANSLATORS: one item of a list of payments: {chips} fish paid to the player {name}
    "penalty_each": lambda a: ngettext("{chips} fish to {name}", "{chips} fish to {name}", _n(a, "chips")),
    # TRANSLATORS: {hands} lists how many cards each player and the dead hand got ("Ann 13, Ben 12, dead hand 13")
    "dealt": lambda a: _("{dealer} deals the cards: {hands}"),
    # TRANSLATORS: {card} is a short card label with its article ("the 4♦")
    "turn_up_hand": lambda a: _("The turn-up is {card}, in {holder}'s hand: {suit} are trumps"),
    "turn_up_pile": lambda a: _("The turn-up is {card}, lying in the {pile}: {suit} are trumps"),
    # TRANSLATORS: {card} is a short card label with its article ("the 6♠")
    "lead": lambda a: _("{who} leads {card}"),
    # TRANSLATORS: the cards that followed a lead; {run} is e.g. "Ben 4♠ 5♠ · Cora 6♠"
    "follow": lambda a: _("then {run}"),
    "pope_for": lambda a: _("{who} plays the Pope for the missing {missing}"),
    # TRANSLATORS: {why} is one of the stop reasons ("a King ends the suit")
    "stopped": lambda a: _("Stop: {why}; {who} leads next"),
    "stopped_must_change": lambda a: _("Stop: {why}; {who} must lead another suit than {suit}"),
    "lead_passed": lambda a: _("{who} holds only {suit} and passes the lead to {to}"),
    "suit_another": lambda a: _("another suit"),
    # TRANSLATORS: a stop reason, shown after "Stop: "
    "stop_king": lambda a: _("a King ends the suit"),
    # TRANSLATORS: a stop reason, shown after "Stop: "; {card} is a short card label with its article ("the K♠")
    "stop_top": lambda a: _("{card} is the top of its suit"),
    # TRANSLATORS: a stop reason, shown after "Stop: "
    "stop_seven": lambda a: _("the 8♦ is out of the pack, so the 7♦ ends the suit"),
    # TRANSLATORS: a stop reason, shown after "Stop: "; {next} is the card that would have come next, a short
    # label with its article ("the 5♥")
    "stop_played": lambda a: _("{next} has already been played"),
    # TRANSLATORS: a stop reason, shown after "Stop: "; {pile} is "dead hand", "stock" or "ghost hand"
    "stop_dead": lambda a: _("nobody holds {next}: it lies in the {pile}"),
    "stop_dead_or_undealt": lambda a: _("nobody holds {next}: it lies in the {pile} or among the undealt cards"),
    "stop_turn_up": lambda a: _("{next} is the turn-up, lying in the {pile}"),
    "stop_other": lambda a: _("no card follows"),
    "offer": lambda a: _("{who} may play the Pope for the missing {missing}"),
    "declined": lambda a: _("{who} keeps the Pope"),
    "take_turn_up": lambda a: ngettext("The turn-up wins {who} {compartment}: {chips} fish",
                                       "The turn-up wins {who} {compartment}: {chips} fish", _n(a, "chips")),
    "take_refund": lambda a: ngettext("{who} takes back the {chips} fish staked on {compartment}",
                                      "{who} takes back the {chips} fish staked on {compartment}", _n(a, "chips")),
    # TRANSLATORS: {card} is a short card label with its article ("the Q♥")
    "take_played": lambda a: ngettext("{who} takes {compartment} for {card}: {chips} fish",
                                      "{who} takes {compartment} for {card}: {chips} fish", _n(a, "chips")),
    "take_pair": lambda a: ngettext("{who} takes {compartment}, having played both its cards: {chips} fish",
                                    "{who} takes {compartment}, having played both its cards: {chips} fish",
                                    _n(a, "chips")),
    "take_split": lambda a: ngettext(
        "{who} takes half of {compartment}, its cards played by two players: {chips} fish",
        "{who} takes half of {compartment}, its cards played by two players: {chips} fish", _n(a, "chips")),
    "take_game": lambda a: ngettext("{who} takes {compartment}: {chips} fish",
                                    "{who} takes {compartment}: {chips} fish", _n(a, "chips")),
    "take_other": lambda a: ngettext("{who} takes {compartment}: {chips} fish",
                                     "{who} takes {compartment}: {chips} fish", _n(a, "chips")),
    "out": lambda a: _("{who} plays the last card and goes out"),
    "ended_by_pope": lambda a: _("The turned Pope ends the deal without play"),
    # TRANSLATORS: {payer} pays one fish for each card left in hand: {chips} and {cards} are the same number
    "pay_cards_left": lambda a: ngettext("{payer} pays {payee} {chips} fish for {cards} cards left in hand",
                                         "{payer} pays {payee} {chips} fish for {cards} cards left in hand",
                                         _n(a, "chips")),
    "pay_card_left": lambda a: _("{payer} pays {payee} {chips} fish for the one card left in hand"),
    # TRANSLATORS: {cards} is a number of cards with its word ("5 cards")
    "pay_cards_left_pope": lambda a: ngettext(
        "{payer} pays {payee} {chips} fish: {cards} left, doubled for the unplayed Pope",
        "{payer} pays {payee} {chips} fish: {cards} left, doubled for the unplayed Pope", _n(a, "chips")),
    "pay_contribution": lambda a: ngettext("{payer} hands {payee} {chips} fish towards the dressing",
                                           "{payer} hands {payee} {chips} fish towards the dressing", _n(a, "chips")),
    "pay_pope_turned": lambda a: ngettext(
        "{payer} pays {payee} {chips} fish, one for each card dealt (the turned Pope)",
        "{payer} pays {payee} {chips} fish, one for each card dealt (the turned Pope)", _n(a, "chips")),
    # TRANSLATORS: {reason} is the payment's reason as the game's code names it
    "pay_other": lambda a: ngettext("{payer} pays {payee} {chips} fish ({reason})",
                                    "{payer} pays {payee} {chips} fish ({reason})", _n(a, "chips")),
    "pope_excused": lambda a: _("{who} holds the unplayed Pope and pays nothing for the cards left in hand"),
    # TRANSLATORS: {hands} lists each player's name and the cards left ("Ann 3, Ben 1")
    "cards_left": lambda a: _("Cards left in hand: {hands}"),
    "no_cards_left": lambda a: _("Every card was played"),
    "next_dealer": lambda a: _("{who} deals next"),
    "pile_dead": lambda a: _("dead hand"),
    "pile_ghost": lambda a: _("ghost hand"),
    "pile_stock": lambda a: _("stock"),
    "pile_undealt": lambda a: _("undealt cards"),
    # TRANSLATORS: {card} is a short card label with its article ("the 6♠")
    "undo": lambda a: _("{who} took back the lead of {card}, and everything that followed it"),
    "undo_offer": lambda a: _("{who} took back the answer to the Pope's offer, and everything that followed it"),
    # TRANSLATORS: a number of cards, put into "{cards} left"
    "card_count": lambda a: ngettext("{n} card", "{n} cards", _n(a, "n")),
}
"""Every message key's template (see :data:`Message`): English is the catalog's id; ``{name}`` takes the
argument of that name."""

PAST: dict[str, Message] = {
    "dress_one": lambda a: ngettext("{who} dressed the board with {chips} fish.",
                                    "{who} dressed the board with {chips} fish.", _n(a, "chips")),
    "dress_each": lambda a: ngettext("Each player dressed the board with {chips} fish, {total} in all.",
                                     "Each player dressed the board with {chips} fish, {total} in all.",
                                     _n(a, "chips")),
    # TRANSLATORS: {split} lists each compartment's label and the fish the dressing put there ("Pope 6, Ace 1")
    "dress_split": lambda a: _("Staked in the compartments: {split}."),
    "dress_shares": lambda a: ngettext("The players dressed the board: {shares}; {total} fish in all.",
                                       "The players dressed the board: {shares}; {total} fish in all.",
                                       _n(a, "total")),
    "take_turn_up": lambda a: ngettext("{who} took {chips} fish from {compartment} with the turn-up.",
                                       "{who} took {chips} fish from {compartment} with the turn-up.",
                                       _n(a, "chips")),
    "take_refund": lambda a: ngettext("{who} took back the {chips} fish staked on {compartment}.",
                                      "{who} took back the {chips} fish staked on {compartment}.", _n(a, "chips")),
    # TRANSLATORS: {card} is a short card label with its article ("the Q♥")
    "take_played": lambda a: ngettext("{who} took {chips} fish from {compartment} by playing {card}.",
                                      "{who} took {chips} fish from {compartment} by playing {card}.",
                                      _n(a, "chips")),
    "take_pair": lambda a: ngettext("{who} took {chips} fish from {compartment} for the pair.",
                                    "{who} took {chips} fish from {compartment} for the pair.", _n(a, "chips")),
    "take_split": lambda a: ngettext("{who} took half of {compartment}, {chips} fish.",
                                     "{who} took half of {compartment}, {chips} fish.", _n(a, "chips")),
    "take_game": lambda a: ngettext("{who} took {chips} fish from {compartment} for going out.",
                                    "{who} took {chips} fish from {compartment} for going out.", _n(a, "chips")),
    "take_other": lambda a: ngettext("{who} took {chips} fish from {compartment}.",
                                     "{who} took {chips} fish from {compartment}.", _n(a, "chips")),
    "out": lambda a: _("{who} went out and won the Game."),
    "ended_by_pope": lambda a: _("The deal ended without play."),
    "pay_cards_left": lambda a: ngettext("{payer} paid {payee} {chips} fish for the cards left in hand.",
                                         "{payer} paid {payee} {chips} fish for the cards left in hand.",
                                         _n(a, "chips")),
    "pay_card_left": lambda a: _("{payer} paid {payee} {chips} fish for the card left in hand."),
    # TRANSLATORS: {cards} is a number of cards with its word ("5 cards")
    "pay_cards_left_pope": lambda a: ngettext(
        "{payer} paid {payee} {chips} fish: {cards} left, doubled for the unplayed Pope.",
        "{payer} paid {payee} {chips} fish: {cards} left, doubled for the unplayed Pope.", _n(a, "chips")),
    "pay_contribution": lambda a: ngettext("{payer} handed {payee} {chips} fish towards the dressing.",
                                           "{payer} handed {payee} {chips} fish towards the dressing.",
                                           _n(a, "chips")),
    "pay_pope_turned": lambda a: ngettext("{payer} paid {payee} {chips} fish for the turned Pope.",
                                          "{payer} paid {payee} {chips} fish for the turned Pope.", _n(a, "chips")),
    "pay_other": lambda a: ngettext("{payer} paid {payee} {chips} fish ({reason}).",
                                    "{payer} paid {payee} {chips} fish ({reason}).", _n(a, "chips")),
    "penalty_into": lambda a: ngettext(
        "{who} still held {card} and paid a penalty of {chips} fish into {compartment}.",
        "{who} still held {card} and paid a penalty of {chips} fish into {compartment}.", _n(a, "chips")),
    "penalty_into_unknown": lambda a: ngettext(
        "{who} paid a penalty of {chips} fish into {compartment} for a board card left unplayed.",
        "{who} paid a penalty of {chips} fish into {compartment} for a board card left unplayed.", _n(a, "chips")),
    "penalty_paid": lambda a: _("{who} still held {card} and paid a penalty: {paid}."),
    "penalty_paid_unknown": lambda a: _("{who} paid a penalty for a board card left unplayed: {paid}."),
    "pope_excused": lambda a: _("{who} held the Pope unplayed and is excused from paying for the cards left in hand."),
}
"""The end-of-deal summary's words for the same lines, told once the deal is over (the past tense, whole
sentences): ``Teller(names, rules, {**MESSAGES, **PAST})``."""
