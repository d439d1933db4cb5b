"""The story of a deal: the engine's events told as the lines of a log, in one place.

:func:`tell` reads a deal's events (:mod:`popejoan.engine.events`) and
returns :class:`Line` objects: who dressed the board, how the cards went
round, the turn-up, each lead and the cards that followed it, every stop
and why, every stake taken and why, who went out, every payment. The deal
log, the replay and the end-of-deal summary all show these lines, so the
story is told the same way everywhere.

A line is a message key and its arguments (seats, cards, compartments,
numbers, other lines), not English prose: :func:`render` turns it into text
at draw time from :data:`MESSAGES`, so another language is another table of
messages (DESIGN.md, section 3). Nothing here decides a rule: the reasons
come from the events (``SequenceStopped.reason``, ``StakeTaken.reason``,
``ChipsHanded.reason``); where a missing card lies is read from who received
the cards (``CardsDealt``) and where the turn-up lies (``TurnedUp``), both
public.

What is public: every event is (:mod:`popejoan.engine.events`) except a Pope
offer in the japanese ``pope_as_stop`` variant, which tells who holds the
Pope; :func:`tell` leaves offers out unless ``reveal_offers`` (once the deal
is over).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Optional, Sequence

from popejoan.engine.cards import card_label, parse_card
from popejoan.engine.errors import CardError
from popejoan.engine.events import (
    DEAD_HAND, UNDEALT, CardPlayed, CardsDealt, ChipsHanded, DealEnded, DealStarted, LeadPassed, PopeDeclined,
    PopeOffered, SequenceStopped, StakePut, StakeTaken, TurnedUp, dressing_stakes,
)
from popejoan.ui.i18n import (_, compartment_label_en, listed, ngettext, number, pgettext, suit_name,
                              the_card_label, the_compartment_label)

# --- the arguments of a line -------------------------------------------------------------


@dataclass(frozen=True)
class Seat:
    """A player, by seat (rendered as the player's name)."""

    seat: int


@dataclass(frozen=True)
class CardArg:
    """A card (rendered as its short label, ``"6♠"``; with ``the``, with the definite article as the interface
    language puts it before that card, ``"the 6♠"``, ``"la Q♦"``: :func:`popejoan.ui.i18n.the_card_label`)."""

    card: int
    the: bool = False


@dataclass(frozen=True)
class Compartment:
    """A compartment of the board (rendered with its label, native and English, and the article the interface
    language puts before it in a sentence; ``bare``: without the article, as an item of a list of counts,
    "Papisa 6")."""

    name: str
    bare: bool = False


@dataclass(frozen=True)
class Pile:
    """Where cards lie out of the players' hands: ``"dead"`` (the ruleset's dead hand, stock or ghost hand) or ``"undealt"``."""

    kind: str


@dataclass(frozen=True)
class Suit:
    """A suit, 0..3 (rendered as its name: "Hearts" at the head of a sentence, else "hearts")."""

    suit: int
    capital: bool = True


@dataclass(frozen=True)
class Payees:
    """Chips paid to several players, ``(chips, seat)`` each (rendered "1 fish to Ann and 1 fish to Ben")."""

    items: tuple[tuple[int, int], ...]


@dataclass(frozen=True)
class Counts:
    """Numbers per player or pile, e.g. cards dealt (rendered ``"Ann 13, Ben 12, dead hand 13"``)."""

    items: tuple[tuple[Any, int], ...]


@dataclass(frozen=True)
class Run:
    """Cards played one after another, grouped by player (rendered ``"Ben 4♠ 5♠ · Cora 6♠"``)."""

    groups: tuple[tuple[int, tuple[int, ...]], ...]


@dataclass(frozen=True)
class Line:
    """One line of the story.

    Attributes:
        key: the message key (:data:`MESSAGES`).
        args: the message's arguments: ints, strings, or the argument types above (a nested
            :class:`Line` too, e.g. a stop's reason).
        kind: how it is shown: ``"head"`` (the deal's title), ``"setup"`` (dressing, dealing, the
            turn-up), ``"lead"``, ``"follow"``, ``"stop"`` (a stop, a pass of the lead), ``"take"`` (a stake
            taken), ``"offer"``, ``"end"`` (going out, the deal's end), ``"pay"`` (chips between players),
            ``"penalty"`` (for a board card left unplayed), ``"note"``.
        event: the index of the first event the line tells.
        last: the index of the last event it tells (a run of followers spans several).
        seat: the player the line is about (its colour), or None.
    """

    key: str
    args: Mapping[str, Any] = field(default_factory=dict)
    kind: str = "note"
    event: int = 0
    last: int = 0
    seat: Optional[int] = None


Message = Callable[[Mapping[str, Any]], str]
"""A message: given the line's arguments (before rendering: counts are ints), its template in the interface
language, translated when called (so a change of language shows at once)."""


def _n(args: Mapping[str, Any], name: str) -> int:
    """The count argument ``name`` of a line, as an int (0 when it is not a number)."""
    value = args.get(name, 0)
    return value if isinstance(value, int) else 0


# Every template names its arguments: {who}, {payer}, {payee}, {dealer}, {holder}, {to} are players' names;
# {card}, {next} cards with their article ("the 6♠", "la Q♦"), {missing} a card ("6♠"); {compartment} a compartment's label; {pile} "dead hand", "stock"...;
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
    "take_game": lambda a: ngettext("{who} takes {compartment}: {chips} fish", "{who} takes {compartment}: {chips} fish",
                                    _n(a, "chips")),
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
    "out": lambda a: _("{who} went out and wins the Game."),
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


# --- telling ----------------------------------------------------------------------------


def stop_why(ev: SequenceStopped, turn_up: Optional[TurnedUp], undealt: bool) -> Line:
    """Why a sequence stopped, as public facts: the event's reason code, and where a missing card lies.

    Args:
        ev: the stop.
        turn_up: the deal's turn-up event (a missing card may be the turn-up, lying in the dead hand).
        undealt: some cards of the deal were left undealt (then nobody can tell whether a missing
            card is in the dead hand or among them).
    """
    reason = ev.reason
    if reason == "king":
        return Line("stop_king")
    if reason == "top":
        return Line("stop_top", {"card": CardArg(ev.card, the=True)})
    if reason == "seven_of_diamonds":
        return Line("stop_seven")
    if ev.next_card is not None and reason == "played":
        return Line("stop_played", {"next": CardArg(ev.next_card, the=True)})
    if ev.next_card is not None and reason == "dead":
        nxt = CardArg(ev.next_card, the=True)
        if turn_up is not None and turn_up.card == ev.next_card and turn_up.holder == DEAD_HAND:
            return Line("stop_turn_up", {"next": nxt, "pile": Pile("dead")})
        if undealt:
            return Line("stop_dead_or_undealt", {"next": nxt, "pile": Pile("dead")})
        return Line("stop_dead", {"next": nxt, "pile": Pile("dead")})
    return Line("stop_other")


def stop_reason(events: Sequence[Any], index: int) -> Line:
    """The reason the sequence stopped at ``events[index]`` (a :class:`SequenceStopped`), as a line.

    Raises:
        TypeError: ``events[index]`` is not a stop.
    """
    ev = events[index]
    if not isinstance(ev, SequenceStopped):
        raise TypeError(f"event {index} is not a SequenceStopped")
    turn_up = next((e for e in events[:index] if isinstance(e, TurnedUp)), None)
    dealt = next((e for e in events[:index] if isinstance(e, CardsDealt)), None)
    undealt = dealt is not None and UNDEALT in dealt.recipients
    return stop_why(ev, turn_up, undealt)


def last_news(events: Sequence[Any], most: int = 3) -> tuple[Optional[Line], list[Line]]:
    """What happened last in a deal under way (for a table taken up again from a save): why the last
    sequence stopped, and the stakes taken and payments made since that sequence's lead; or, with a sequence under
    way (led since the last stop: the events as far as the players saw them), no stop and what it has taken and
    paid so far.

    Args:
        events: the deal's events so far (all public but a Pope offer, which is left out, as in :func:`tell`).
        most: how many of the latest stakes and payments to give at most (older ones are left out).

    Returns:
        The last stop's reason (a line as :func:`stop_reason` gives it; None before the deal's first stop), and
        the lines (``kind`` ``"take"`` or ``"pay"``) of the stakes taken and payments made since the lead of the
        sequence that stopped last (before any stop: since the deal began, the turn-up's stakes included), in
        order, the latest ``most`` of them.
    """
    stop_at = next((i for i in range(len(events) - 1, -1, -1) if isinstance(events[i], SequenceStopped)), None)
    led = next((i for i in range(len(events) - 1, -1, -1) if isinstance(events[i], CardPlayed) and events[i].lead),
               None)
    if led is not None and (stop_at is None or led > stop_at):
        # a sequence under way (the table shows it as far as the players saw it): the stop before it was swept
        # aside by its lead, so it is not the news (a playtest read "The last stop: nobody holds the 9♠" beside
        # A♥ 2♥ lying out); what it has taken and paid so far is
        return None, [line for line in tell(events) if line.kind in ("take", "pay") and line.event >= led][-most:] \
            if most > 0 else []
    end = stop_at if stop_at is not None else len(events) - 1
    start = next((i for i in range(end, -1, -1) if isinstance(events[i], CardPlayed) and events[i].lead),
                 0 if stop_at is None else stop_at)
    why = stop_reason(events, stop_at) if stop_at is not None else None
    paid = [line for line in tell(events) if line.kind in ("take", "pay") and line.event >= start]
    return why, paid[-most:] if most > 0 else []


def tell(events: Sequence[Any], *, reveal_offers: bool = False, pope_holder_rule: str = "excused",
         last_deal: bool = False) -> list[Line]:
    """The story of a deal (or of its events so far), line by line.

    Args:
        events: the deal's events in order (``deal.events``, ``DealRecord.events``, or a prefix of them).
        reveal_offers: tell the Pope offers of the japanese ``pope_as_stop`` variant (they show who
            holds the Pope: only once the deal is over).
        pope_holder_rule: the ruleset's ``end.pope_holder`` (``"excused"`` adds a line saying the
            unplayed Pope's holder pays nothing).
        last_deal: the deal is the session's last (its planned number of deals is played): nobody deals next,
            so the line naming the next dealer is left out.

    Returns:
        The lines, in the order of the events they tell (going out comes before the payments it
        brings). Event kinds the story does not know are passed over.
    """
    out: list[Line] = []
    dealer = 0
    turn_up: Optional[TurnedUp] = None
    undealt = False
    missing: Optional[int] = None
    last_card: Optional[int] = None
    last_stop: Optional[SequenceStopped] = None
    in_hand: list[int] = []  # cards each seat holds, counted from the deal and the plays
    end_at: Optional[int] = None  # where the "goes out" line belongs: before the end's payments
    run: list[tuple[int, list[int]]] = []
    run_start = 0
    i = 0
    n = len(events)

    def close_run(last: int) -> None:
        nonlocal run
        if run:
            groups = tuple((seat, tuple(cards)) for seat, cards in run)
            out.append(Line("follow", {"run": Run(groups)}, "follow", run_start, last))
            run = []

    while i < n:
        ev = events[i]
        if not (isinstance(ev, CardPlayed) and not ev.lead and not ev.pope_as_stop):
            close_run(i - 1)
        if isinstance(ev, DealStarted):
            dealer = ev.dealer
            out.append(Line("deal_head", {"number": ev.number, "dealer": Seat(ev.dealer)}, "head", i, i, ev.dealer))
        elif isinstance(ev, StakePut):
            j = i
            while j < n and isinstance(events[j], StakePut):
                j += 1
            if getattr(ev, "reason", "dressing") != "dressing" and end_at is None:
                end_at = len(out)
            out.extend(_stakes(list(events[i:j]), i))
            i = j
            continue
        elif isinstance(ev, CardsDealt):
            counts = [0] * (max([r for r in ev.recipients if r >= 0], default=-1) + 1)
            piles = {DEAD_HAND: 0, UNDEALT: 0}
            for who in ev.recipients:
                if who >= 0:
                    counts[who] += 1
                else:
                    piles[who] = piles.get(who, 0) + 1
            undealt = piles[UNDEALT] > 0
            in_hand = list(counts)
            items: list[tuple[Any, int]] = [(Seat(s), c) for s, c in enumerate(counts)]
            items += [(Pile("dead"), piles[DEAD_HAND])] if piles[DEAD_HAND] else []
            items += [(Pile("undealt"), piles[UNDEALT])] if piles[UNDEALT] else []
            out.append(Line("dealt", {"dealer": Seat(dealer), "hands": Counts(tuple(items))}, "setup", i, i, dealer))
        elif isinstance(ev, TurnedUp):
            turn_up = ev
            args: dict[str, Any] = {"card": CardArg(ev.card, the=True), "suit": Suit(ev.trump)}
            if ev.holder >= 0:
                out.append(Line("turn_up_hand", {**args, "holder": Seat(ev.holder)}, "setup", i, i, ev.holder))
            else:
                pile = Pile("undealt" if ev.holder == UNDEALT else "dead")
                out.append(Line("turn_up_pile", {**args, "pile": pile}, "setup", i, i))
        elif isinstance(ev, CardPlayed):
            last_card = ev.card
            if 0 <= ev.seat < len(in_hand):
                in_hand[ev.seat] -= 1
            if ev.pope_as_stop:
                args = {"who": Seat(ev.seat), "missing": CardArg(missing) if missing is not None else CardArg(ev.card)}
                out.append(Line("pope_for", args, "lead", i, i, ev.seat))
            elif ev.lead:
                out.append(Line("lead", {"who": Seat(ev.seat), "card": CardArg(ev.card, the=True)}, "lead", i, i,
                                ev.seat))
            else:
                if not run:
                    run_start = i
                if run and run[-1][0] == ev.seat:
                    run[-1][1].append(ev.card)
                else:
                    run.append((ev.seat, [ev.card]))
        elif isinstance(ev, SequenceStopped):
            last_stop = ev
            why = stop_why(ev, turn_up, undealt)
            out.append(Line("stopped", {"why": why, "who": Seat(ev.seat)}, "stop", i, i, ev.seat))
        elif isinstance(ev, LeadPassed):
            # the stop's player must lead another suit and holds none: the pass makes that public
            suit = Suit(last_stop.card // 13, capital=False) if last_stop is not None else None
            for k in range(len(out) - 1, -1, -1):
                if out[k].key == "stopped" and suit is not None:
                    old = out[k]
                    out[k] = Line("stopped_must_change", {**old.args, "suit": suit}, old.kind, old.event, old.last,
                                  old.seat)
                    break
                if out[k].kind != "stop":
                    break
            args = {"who": Seat(ev.seat), "to": Seat(ev.to), "suit": suit if suit is not None else Line("suit_another")}
            out.append(Line("lead_passed", args, "stop", i, i, ev.to))
        elif isinstance(ev, PopeOffered):
            missing = ev.missing
            if reveal_offers:
                out.append(Line("offer", {"who": Seat(ev.seat), "missing": CardArg(ev.missing)}, "offer", i, i,
                                ev.seat))
        elif isinstance(ev, PopeDeclined):
            if reveal_offers:
                out.append(Line("declined", {"who": Seat(ev.seat)}, "offer", i, i, ev.seat))
        elif isinstance(ev, StakeTaken):
            if ev.reason == "game" and end_at is None:
                end_at = len(out)
            out.append(_take(ev, last_card, i))
        elif isinstance(ev, ChipsHanded):
            if ev.reason in ("cards_left", "penalty") and end_at is None:
                end_at = len(out)
            if ev.reason == "penalty":
                j = i
                card = getattr(ev, "card", None)
                while (j < n and isinstance(events[j], ChipsHanded) and events[j].reason == "penalty"
                       and events[j].payer == ev.payer and getattr(events[j], "card", None) == card):
                    j += 1
                paid = Payees(tuple((e.chips, e.payee) for e in events[i:j]))
                key = "penalty_paid" if card is not None else "penalty_paid_unknown"
                args = {"who": Seat(ev.payer), "paid": paid} | ({"card": CardArg(card, the=True)} if card is not None
                                                                else {})
                out.append(Line(key, args, "penalty", i, j - 1, ev.payer))
                i = j
                continue
            out.append(_payment(ev, in_hand, i))
        elif isinstance(ev, DealEnded):
            at = len(out) if end_at is None else end_at
            if ev.winner is not None:
                out.insert(at, Line("out", {"who": Seat(ev.winner)}, "end", i, i, ev.winner))
                holder = ev.pope_holder
                if holder is not None and holder != ev.winner and pope_holder_rule == "excused":
                    out.append(Line("pope_excused", {"who": Seat(holder)}, "pay", i, i, holder))
            else:
                out.insert(at, Line("ended_by_pope", {}, "end", i, i, dealer))
            left = tuple((Seat(s), c) for s, c in enumerate(ev.cards_left) if c > 0)
            if ev.winner is not None:
                out.append(Line("cards_left", {"hands": Counts(left)}, "note", i, i) if left
                           else Line("no_cards_left", {}, "note", i, i))
            if not last_deal:
                out.append(Line("next_dealer", {"who": Seat(ev.next_dealer)}, "note", i, i, ev.next_dealer))
        i += 1
    close_run(n - 1)
    return out


def _stakes(stakes: list[StakePut], start: int) -> list[Line]:
    """A run of stakes put on the board: the dressing (who put how much), or penalties (``StakePut.reason``
    ``"penalty"``: fish paid into a compartment for a board card left unplayed, ``StakePut.card``), one line
    per holder and card."""
    lines: list[Line] = []
    dressing = [s for s in stakes if getattr(s, "reason", "dressing") == "dressing"]
    last = start + len(stakes) - 1
    groups: list[list[StakePut]] = []
    for s in stakes:
        if s in dressing:
            continue
        card = getattr(s, "card", None)
        if groups and groups[-1][0].seat == s.seat and getattr(groups[-1][0], "card", None) == card \
                and groups[-1][0].compartment == s.compartment:
            groups[-1].append(s)
        else:
            groups.append([s])
    for group in groups:
        first = group[0]
        card = getattr(first, "card", None)
        args: dict[str, Any] = {"who": Seat(first.seat), "chips": sum(s.chips for s in group),
                                "compartment": Compartment(first.compartment)}
        if card is not None:
            args["card"] = CardArg(card, the=True)
        lines.append(Line("penalty_into" if card is not None else "penalty_into_unknown", args, "penalty", start,
                          last, first.seat))
    if not dressing:
        return lines
    paid: dict[int, int] = {}
    for s in dressing:
        paid[s.seat] = paid.get(s.seat, 0) + s.chips
    total = sum(paid.values())
    split = dressing_stakes(dressing)
    items = Counts(tuple((Compartment(name, bare=True), chips) for name, chips in split.items()))
    lines.insert(0, Line("dress_split", {"split": items}, "setup", start, last))
    if len(paid) == 1:
        seat = next(iter(paid))
        lines.insert(0, Line("dress_one", {"who": Seat(seat), "chips": total}, "setup", start, last, seat))
    elif len(set(paid.values())) == 1:
        lines.insert(0, Line("dress_each", {"chips": next(iter(paid.values())), "total": total}, "setup", start, last))
    else:
        shares = Counts(tuple((Seat(seat), chips) for seat, chips in sorted(paid.items())))
        lines.insert(0, Line("dress_shares", {"total": total, "shares": shares}, "setup", start, last))
    return lines


def _take(ev: StakeTaken, last_card: Optional[int], index: int) -> Line:
    args: dict[str, Any] = {"who": Seat(ev.seat), "compartment": Compartment(ev.compartment), "chips": ev.chips}
    key = f"take_{ev.reason}"
    if ev.reason == "played":
        if last_card is None:
            key = "take_other"
        else:
            args["card"] = CardArg(last_card, the=True)
    elif key not in MESSAGES:
        key = "take_other"
    return Line(key, args, "take", index, index, ev.seat)


def _payment(ev: ChipsHanded, in_hand: Sequence[int], index: int) -> Line:
    """A payment; for cards left in hand, ``in_hand`` (cards each seat holds, counted from the events) says
    how many."""
    args: dict[str, Any] = {"payer": Seat(ev.payer), "payee": Seat(ev.payee), "chips": ev.chips}
    if ev.reason == "cards_left" and 0 <= ev.payer < len(in_hand):
        cards = in_hand[ev.payer]
        if ev.chips == cards:
            key = "pay_card_left" if cards == 1 else "pay_cards_left"
            return Line(key, {**args, "cards": cards}, "pay", index, index, ev.payer)
        if ev.chips == 2 * cards:  # the unplayed Pope's holder paying double (end.pope_holder)
            return Line("pay_cards_left_pope", {**args, "cards": Line("card_count", {"n": cards})}, "pay", index,
                        index, ev.payer)
    key = f"pay_{ev.reason}"
    if key in MESSAGES and ev.reason != "other":
        return Line(key, args, "pay", index, index, ev.payer)
    reason: Any = Line(f"reason_{ev.reason}") if f"reason_{ev.reason}" in MESSAGES else ev.reason.replace("_", " ")
    return Line("pay_other", {**args, "reason": reason}, "pay", index, index, ev.payer)


# --- rendering -------------------------------------------------------------------------


class Teller:
    """Renders lines for one table: the players' names and the ruleset's words.

    Args:
        names: the players' names, by seat.
        rules: the resolved ruleset (compartment labels; what its dead hand is called).
        messages: the message table (default :data:`MESSAGES`); a value is a :data:`Message` (translated
            when the line is rendered) or a plain template.
    """

    def __init__(self, names: Sequence[str], rules: Any,
                 messages: Optional[Mapping[str, Message | str]] = None) -> None:
        self.names = list(names)
        self.rules = rules
        self.messages = MESSAGES if messages is None else messages

    def pile(self, kind: str) -> str:
        """What a pile is called: the dead hand, stock or ghost hand of this ruleset, or the undealt cards."""
        if kind == "undealt":
            return self.template("pile_undealt", {})
        dead = getattr(getattr(self.rules, "deal", None), "dead_hand", "after_dealer")
        return self.template("pile_ghost" if dead == "first" else "pile_stock" if dead == "none" else "pile_dead", {})

    def template(self, key: str, args: Mapping[str, Any]) -> str:
        """The template of message ``key`` in the interface language, its plural form picked by ``args``
        (the key itself when no table has it)."""
        entry = self.messages.get(key) or MESSAGES.get(key)
        if entry is None:
            return key
        return entry if isinstance(entry, str) else entry(args)

    def arg(self, value: Any) -> str:
        """One argument as text."""
        if isinstance(value, Seat):
            return self.names[value.seat] if 0 <= value.seat < len(self.names) else "—"
        if isinstance(value, CardArg):
            return the_card_label(value.card) if value.the else card_label(value.card)
        if isinstance(value, Compartment):  # with its article: "se llevó 48 fichas de la Papisa"
            if value.bare:
                return compartment_label_en(self.rules, value.name)
            return the_compartment_label(self.rules, value.name)
        if isinstance(value, Pile):
            return self.pile(value.kind)
        if isinstance(value, Suit):
            return suit_name(value.suit, capital=value.capital)
        if isinstance(value, Payees):
            return listed([self.template("penalty_each", {"chips": chips}).format(
                chips=number(chips), name=self.arg(Seat(seat))) for chips, seat in value.items])
        if isinstance(value, Counts):
            # TRANSLATORS: one item of a list of counts: a player's name (or "dead hand") and a number
            item = pgettext("count of a player", "{name} {n}")
            # TRANSLATORS: what separates the items of a list of counts ("Ann 13, Ben 12")
            return pgettext("list separator", ", ").join(item.format(name=self.arg(ref), n=number(count))
                                                         for ref, count in value.items)
        if isinstance(value, Run):
            return " · ".join(f"{self.arg(Seat(seat))} {' '.join(card_label(c) for c in cards)}"
                              for seat, cards in value.groups)
        if isinstance(value, Line):
            return self.text(value)
        if isinstance(value, int) and not isinstance(value, bool):
            return number(value)
        return str(value)

    def text(self, line: Line) -> str:
        """The line as text in the interface language (its key itself when the table lacks it), a preposition
        and a compartment's article joined where the language joins them ("del Juego", as every translated message
        does when filled in: :class:`~popejoan.ui.i18n.JoiningText`)."""
        template = self.template(line.key, line.args)
        return template.format(**{name: self.arg(value) for name, value in line.args.items()})

    def lines(self, lines: Sequence[Line]) -> list[str]:
        """Every line as text."""
        return [self.text(line) for line in lines]


def undo_notes(meta: Mapping[str, Any], number: int) -> list[Line]:
    """The notes of plays taken back in deal ``number``, from a session's notes (``Session.meta["undos"]``,
    written by the table: ``{"deal", "at", "seat", "action", "decision"}`` each).

    Each note is a ``"note"`` line placed at the event count the deal was taken back to (``at``), so
    :func:`with_notes` puts it after everything that still stands before it. Entries that are not
    well formed (a save edited by hand) are passed over.
    """
    out: list[Line] = []
    entries = meta.get("undos") if isinstance(meta, Mapping) else None
    for entry in entries if isinstance(entries, list) else []:
        if not isinstance(entry, Mapping) or entry.get("deal") != number:
            continue
        at, seat = entry.get("at"), entry.get("seat")
        if not isinstance(at, int) or not isinstance(seat, int):
            continue
        if entry.get("decision") == "pope_offer":
            out.append(Line("undo_offer", {"who": Seat(seat)}, "note", at, at, seat))
            continue
        try:
            card = parse_card(str(entry.get("action", "")))
        except CardError:
            continue
        out.append(Line("undo", {"who": Seat(seat), "card": CardArg(card, the=True)}, "note", at, at, seat))
    return out


def with_notes(lines: Sequence[Line], notes: Sequence[Line], shown: Optional[int] = None) -> list[Line]:
    """``lines`` with each of ``notes`` put before the first line telling an event at or after the note's
    (a note at the end goes last); notes beyond ``shown`` events are left out."""
    places: list[tuple[int, int, Line]] = []
    for k, note in enumerate(notes):
        if shown is not None and note.event > shown:
            continue
        at = next((i for i, line in enumerate(lines) if line.event >= note.event), len(lines))
        places.append((at, k, note))
    out = list(lines)
    for at, _, note in sorted(places, key=lambda p: (p[0], p[1]), reverse=True):
        out.insert(at, note)
    return out


def public_cards(events: Sequence[Any]) -> set[int]:
    """The cards whose faces anyone may see after ``events``: every card played, and the turn-up."""
    out = {e.card for e in events if isinstance(e, CardPlayed)}
    out |= {e.card for e in events if isinstance(e, TurnedUp)}
    return out


def known_missing(events: Sequence[Any]) -> dict[int, str]:
    """Cards everyone knows to be in nobody's hand after ``events``, and why they know.

    A sequence that stops on a card nobody played (reason ``"dead"``) shows that card lies out of
    every hand (docs/rules.md, "What all sources share": following is never optional); so does a card the
    Pope stood in for (japanese ``pope_as_stop``; the reason ``"pope_as_stop"``).
    """
    out: dict[int, str] = {}
    offered: Optional[int] = None
    for e in events:
        if isinstance(e, SequenceStopped) and e.reason == "dead" and e.next_card is not None:
            out[e.next_card] = e.reason
        elif isinstance(e, PopeOffered):
            offered = e.missing
        elif isinstance(e, CardPlayed) and e.pope_as_stop and offered is not None:
            out[offered] = "pope_as_stop"  # the Pope stood in for it: everyone saw it was missing
    played = {e.card for e in events if isinstance(e, CardPlayed)}
    return {c: why for c, why in out.items() if c not in played}


__all__ = [
    "MESSAGES", "PAST", "Message", "CardArg", "Compartment", "Counts", "Line", "Payees", "Pile", "Run", "Seat", "Suit",
    "Teller",
    "known_missing", "public_cards", "stop_reason", "stop_why", "tell",
]
