"""Events: everything that happens in a deal, in order.

The engine appends one event for every stake put on the board, every card
dealt, the turn-up, every card played, every stake taken and every payment.
A front end animates them in order; a log replays them. Events carry only
public facts (who received a card while dealing is public, which card is
not), so any player may see the whole event list.

Seats are 0-based ints; chips are whole chips; compartments are the names in
:data:`popejoan.engine.ruleset.COMPARTMENTS`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple, TypeAlias

from popejoan.engine.cards import Card
from popejoan.engine.places import DEAD_HAND as DEAD_HAND
from popejoan.engine.places import UNDEALT as UNDEALT

# DEAD_HAND and UNDEALT: the recipient numbers of CardsDealt besides seats (popejoan.engine.places).


class DealStarted(NamedTuple):
    """A new deal begins: ``number`` counts deals in the session from 1."""

    number: int
    dealer: int


class ChipsHanded(NamedTuple):
    """``chips`` pass from seat ``payer`` to seat ``payee``.

    ``reason``: ``"contribution"`` (towards the dressing, hoyle-1847 variant),
    ``"pope_turned"`` (a chip per card dealt, hoyle-1847), ``"cards_left"``
    (end-of-deal payment for cards left in hand), ``"penalty"`` (for holding
    an unplayed board card at the end: ``end.penalties``).

    ``card``: for a penalty, the unplayed board card the payer still holds
    (public: the payment itself shows it); otherwise ``None``.
    """

    payer: int
    payee: int
    chips: int
    reason: str
    card: Card | None = None


class StakePut(NamedTuple):
    """Seat ``seat`` puts ``chips`` on ``compartment``.

    ``reason``: ``"dressing"`` (dressing the board at the start of a deal) or
    ``"penalty"`` (at the end of a deal, for holding an unplayed board card:
    ``end.penalties``). ``card``: for a penalty, the unplayed board card
    ``seat`` still holds (public: the payment itself shows it); otherwise ``None``.
    """

    seat: int
    compartment: str
    chips: int
    reason: str = "dressing"
    card: Card | None = None


class CardsDealt(NamedTuple):
    """The deal, card by card: ``recipients[i]`` received the i-th card dealt.

    A recipient is a seat, :data:`DEAD_HAND` or :data:`UNDEALT`. The cards
    themselves are private and not in the event.
    """

    recipients: tuple[int, ...]


class TurnedUp(NamedTuple):
    """The turn-up ``card`` is shown; its suit is ``trump``; ``holder`` is where it lies."""

    card: Card
    trump: int
    holder: int


class StakeTaken(NamedTuple):
    """Seat ``seat`` takes ``chips`` from ``compartment``.

    ``reason``: ``"turn_up"`` (the dealer's turn-up), ``"refund"`` (cacumen's
    turned Pope or trump honour: the dealer's own stake back), ``"played"`` (a card played), ``"pair"`` (Matrimony or
    Intrigue won whole), ``"split"`` (half a split pair), ``"game"`` (the
    winner takes Game), ``"share_out"``.
    """

    seat: int
    compartment: str
    chips: int
    reason: str


class CardPlayed(NamedTuple):
    """Seat ``seat`` plays ``card``.

    ``lead`` is true when the card starts a sequence; ``pope_as_stop`` when the
    Pope is played in place of a missing card (japanese ``pope_as_stop``).
    """

    seat: int
    card: Card
    lead: bool
    pope_as_stop: bool = False


class SequenceStopped(NamedTuple):
    """The sequence ends at ``card``, played by ``seat``, who leads next (unless :class:`LeadPassed` follows).

    ``reason``: ``"king"`` (no higher card), ``"top"`` (an Ace, where Aces are
    high), ``"seven_of_diamonds"`` (the 8♦ is
    out of the pack), ``"dead"`` (the next card is in the dead hand, stock or
    undealt; only the dealer of hoyle-1847 or the stock's looker knows which),
    ``"played"`` (the next card has already been played). ``next_card`` is the
    missing card, or ``None`` for a King / 7♦. Which of ``"dead"`` and ``"played"``
    applies is public: anyone who watched the plays can tell.
    """

    seat: int
    card: Card
    reason: str
    next_card: Card | None


class LeadPassed(NamedTuple):
    """Seat ``seat`` must lead another suit than the stop's, holds none, and passes the lead to ``to``.

    ``lead.no_other_suit: pass_lead`` (docs/rules.md, house rules): the lead goes
    clockwise to the next seat holding another suit; each seat passed over
    passes in turn. Public: it tells everyone that ``seat`` holds only the
    stop's suit.
    """

    seat: int
    to: int


class PopeOffered(NamedTuple):
    """Seat ``seat`` (the Pope's holder) may play it in place of ``missing``."""

    seat: int
    missing: Card


class PopeDeclined(NamedTuple):
    """Seat ``seat`` chose not to play the Pope at this stop."""

    seat: int


class DealEnded(NamedTuple):
    """The deal is over.

    ``winner`` is the seat that went out, or ``None`` when a turned Pope ended
    the deal without play. ``cards_left`` gives each seat's cards still in hand.
    ``pope_holder`` is the seat still holding the unplayed Pope, or ``None``.
    """

    winner: int | None
    cards_left: tuple[int, ...]
    pope_holder: int | None
    next_dealer: int


class ShareOutTrumps(NamedTuple):
    """The share-out's trump suit and why it is that suit (the first share-out event).

    ``why`` is the ruleset's ``share_out.trump`` (docs/rules.md, "End of the
    session"): ``"first_card"`` (spanish: the first card turned, ``card``,
    sets trumps and counts as the dealer's), ``"last_deal"`` (russian: the
    last deal's trumps) or ``"diamonds"`` (cacumen: always diamonds).
    ``card`` is None unless ``why`` is ``"first_card"``.
    """

    trump: int
    why: str
    card: Card | None = None


class ShareOutDealt(NamedTuple):
    """A share-out card dealt face up: ``card`` to ``seat`` (the trump card is the first for spanish)."""

    seat: int
    card: Card


class ShareOutAward(NamedTuple):
    """What the share-out card ``card``, just dealt to ``seat``, wins from ``compartment``.

    It follows the card's :class:`ShareOutDealt` and comes before the
    :class:`StakeTaken` that moves the chips (there is none when ``chips`` is 0:
    the compartment, or its other half, is empty). docs/rules.md, "Exact readings":
    a trump honour or the Pope takes its compartment whole; Matrimony is halved
    between the trump King and Queen, Intrigue between the trump Queen and Jack.

    ``part``: ``"whole"``, ``"half"`` (the first of the pair's two cards dealt)
    or ``"other_half"`` (the second: what the first left). ``chips``: what it
    takes now. ``total``: the compartment's chips when the share-out began.
    ``odd_chip``: the total does not halve evenly and this first half takes the
    odd chip (the odd chip goes to whichever of the two cards was dealt first).
    """

    seat: int
    card: Card
    compartment: str
    part: str
    chips: int
    total: int
    odd_chip: bool = False


Event: TypeAlias = (
    DealStarted | ChipsHanded | StakePut | CardsDealt | TurnedUp | StakeTaken | CardPlayed
    | SequenceStopped | LeadPassed | PopeOffered | PopeDeclined | DealEnded | ShareOutTrumps | ShareOutDealt
    | ShareOutAward
)


def rewind_chips(
    balances: list[int] | tuple[int, ...], board: dict[str, int], events: Sequence[Event]
) -> tuple[list[int], dict[str, int]]:
    """Balances and board as they were before ``events`` moved any chips.

    Args:
        balances: chips by seat after the events.
        board: chips by compartment after the events.
        events: the events to undo (stakes put, stakes taken, chips handed).

    Returns:
        New ``(balances, board)``; the arguments are not changed.
    """
    before = list(balances)
    for event in events:
        if isinstance(event, StakePut):
            before[event.seat] += event.chips
        elif isinstance(event, StakeTaken):
            before[event.seat] -= event.chips
        elif isinstance(event, ChipsHanded):
            before[event.payer] += event.chips
            before[event.payee] -= event.chips
    return before, board_before(board, events)


def dressing_stakes(events: Sequence[Event]) -> dict[str, int]:
    """The fish a deal's dressing put on each compartment, from its events (docs/rules.md, "Dressing the board").

    Args:
        events: a deal's events (or the first of them): its :class:`StakePut` events with reason
            ``"dressing"`` are counted; penalties put at the end of a deal are not.

    Returns:
        Fish by compartment, in the order the dressing put them (compartments it put nothing on are
        left out); every payer's stakes together (spanish, russian: every player dresses).
    """
    out: dict[str, int] = {}
    for event in events:
        if isinstance(event, StakePut) and event.reason == "dressing":
            out[event.compartment] = out.get(event.compartment, 0) + event.chips
    return out


def board_before(board: dict[str, int], events: Sequence[Event]) -> dict[str, int]:
    """The board as it stood before ``events`` put or took any stake: for a deal's events, the fish
    carried over from earlier deals, before its dressing (docs/rules.md, "What all sources share": "Unwon
    stakes stay on the board for later deals, so they grow").

    Args:
        board: fish by compartment after the events.
        events: the events to undo, in order.

    Returns:
        A new mapping, fish by compartment (the same keys as ``board``); ``board`` is not changed.
    """
    out = dict(board)
    for event in events:
        if isinstance(event, StakePut):
            out[event.compartment] = out.get(event.compartment, 0) - event.chips
        elif isinstance(event, StakeTaken):
            out[event.compartment] = out.get(event.compartment, 0) + event.chips
    return out

