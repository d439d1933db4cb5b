"""The end-of-session share-out of the chips left on the board.

docs/rules.md, "End of the session: sharing out what is left on the board" and
"Exact readings": the 51 cards are dealt face up one at a time, starting left
of the dealer, to the players only. Whoever receives trump Ace, King, Queen or
Jack, or the Pope, takes that compartment; Matrimony is halved between the
receivers of trump King and Queen, Intrigue between trump Queen and Jack, the
odd chip to whichever of the two cards was dealt first. Game is never shared.
"""

from __future__ import annotations

from collections.abc import Sequence

from popejoan.engine.cards import DIAMONDS, HONOUR_RANKS, PACK, PAIR_RANKS, Card, compartment_cards, suit_of
from popejoan.engine.errors import PopeJoanError
from popejoan.engine.events import Event, ShareOutAward, ShareOutDealt, ShareOutTrumps, StakeTaken
from popejoan.engine.ruleset import Ruleset


def share_out(
    rules: Ruleset,
    balances: list[int],
    board: dict[str, int],
    dealer: int,
    deck: Sequence[Card],
    last_trump: int | None = None,
) -> list[Event]:
    """Deal the share-out and pay the board's leftovers to the receivers.

    Args:
        rules: a resolved ruleset; ``rules.share_out`` says how (spanish,
            cacumen and russian share out; the others do nothing).
        balances: chips by seat, changed in place.
        board: chips by compartment, changed in place (Game stays).
        dealer: the dealing seat; the first card goes to its left.
        deck: the 51 cards in dealing order.
        last_trump: the last deal's trump suit (0..3), for ``trump: last_deal``.

    Returns:
        The events: first a :class:`ShareOutTrumps` (the trump suit and why),
        then a :class:`ShareOutDealt` per card, each followed, for every
        compartment (or half of one) the card wins, by a :class:`ShareOutAward`
        and, when it takes any chips, the :class:`StakeTaken` that moves them.
        Empty when the ruleset has no share-out.

    Raises:
        PopeJoanError: a deck that is not the 51 cards, a bad dealer, or no
            ``last_trump`` where the ruleset needs it.
    """
    method = rules.share_out
    if method.method == "none":
        return []
    players = len(balances)
    if not (0 <= dealer < players):
        raise PopeJoanError(f"dealer must be a seat from 0 to {players - 1}, not {dealer}")
    if len(deck) != 51 or set(deck) != set(PACK):
        raise PopeJoanError("the share-out deck must hold each of the 51 cards exactly once")
    cards = list(deck)
    receivers: list[tuple[int, Card]] = []
    turned: Card | None = None
    if method.trump == "first_card":
        trump = suit_of(cards[0])
        turned = cards.pop(0)
        receivers.append((dealer, turned))
    elif method.trump == "diamonds":
        trump = DIAMONDS
    else:
        if last_trump is None or not 0 <= last_trump <= 3:
            raise PopeJoanError(f"{rules.id} shares out with the last deal's trumps: give the trump suit")
        trump = last_trump
    receivers += [((dealer + 1 + i) % players, c) for i, c in enumerate(cards)]

    whole = {compartment_cards(name, trump)[0]: name for name in (*HONOUR_RANKS, "pope")}
    halves: dict[Card, list[str]] = {}
    for name in PAIR_RANKS:
        for c in compartment_cards(name, trump):
            halves.setdefault(c, []).append(name)
    start = dict(board)
    first_half_taken: set[str] = set()
    events: list[Event] = [ShareOutTrumps(trump, method.trump or "", turned)]

    def take(seat: int, c: Card, name: str, part: str, chips: int, odd: bool = False) -> None:
        if name not in board:
            return  # no such compartment on this board
        events.append(ShareOutAward(seat, c, name, part, chips, start.get(name, 0), odd))
        if chips > 0:
            board[name] -= chips
            balances[seat] += chips
            events.append(StakeTaken(seat, name, chips, "share_out"))

    for seat, c in receivers:
        events.append(ShareOutDealt(seat, c))
        if c in whole:
            take(seat, c, whole[c], "whole", board.get(whole[c], 0))
        for name in halves.get(c, ()):
            total = start.get(name, 0)
            if name in first_half_taken:
                take(seat, c, name, "other_half", board.get(name, 0))
            else:
                first_half_taken.add(name)
                take(seat, c, name, "half", total - total // 2, odd=total % 2 == 1)
    return events
