"""The rollouts of the search: an imagined deal played to its end by simple policies (:mod:`popejoan.ai.search`).

:func:`position` makes the engine deal of a sampled world; :func:`rollout` plays it out with every seat
leading at random (or by a quick Hoyle-like policy), :func:`modelled_rollout` with the other seats leading by
Hoyle's advice, and :func:`seer_leads` are Expert's own later leads in an imagined world. Everything here is
played on the engine itself (:meth:`popejoan.engine.state.Deal.imagined`): the rules of play exist once. The
search (how worlds are sampled and weighed, how actions are compared) is in :mod:`popejoan.ai.search`.
"""

from __future__ import annotations

from collections.abc import Container, Sequence

from popejoan.ai.simple import PlayedCards, hoyle_leads
from popejoan.engine.cards import POPE, Card
from popejoan.engine.places import PLAYED
from popejoan.engine.plan import card_order
from popejoan.engine.state import Deal, Observation


def position(obs: Observation, world: list[int]) -> Deal:
    """The position of ``obs``'s decision with ``world`` as the hidden truth: an engine deal that records no events.

    Args:
        obs: an observation at a decision (``obs.decision`` is not ``None``).
        world: a place for each card (:meth:`Knowledge.sample`).
    """
    return Deal.imagined(obs, world)


def rollout(deal: Deal, rand: list[float], smart: Container[int] = ()) -> None:
    """Play ``deal`` to the end, every seat leading at random, using the numbers in ``rand``.

    The deal is the engine's own (:meth:`Deal.imagined`, :meth:`Deal.copy`):
    the rules of play exist once. At a Pope offer the Pope is always played.
    A leader in ``smart`` prefers a card whose run (through the leader's own
    following cards) ends on a known stop (a King, the 7♦, or a card whose
    successor has been played: public knowledge only), then the Pope, else a
    random lead: Hoyle's advice (docs/rules.md, "Leading", hoyle-1847) made
    cheap. Random leads for every seat measured stronger in duplicate
    matches (bench/README.md), so they are the default.

    Args:
        deal: the position, changed in place.
        rand: uniform numbers in [0, 1); ``len(rand)`` must be a power of two.
        smart: the seats that lead by the Hoyle-like policy instead of at random.
    """
    if not smart:
        deal.play_out(rand)
        return
    i = 0
    mask = len(rand) - 1
    holder = deal.holder
    successor = card_order(deal.rules)[0]
    apply = deal.apply
    legal_actions = deal.legal_actions
    while not deal.over:
        if deal.decision == "pope_offer":
            apply(POPE)
            continue
        cards = legal_actions()
        if len(cards) == 1:
            apply(cards[0])
            continue
        seat = deal.to_move
        if seat in smart:
            stops = []
            for c in cards:
                e = c
                nxt = successor[e]
                while nxt is not None and holder[nxt] == seat:
                    e = nxt
                    nxt = successor[e]
                if nxt is None or holder[nxt] == PLAYED:
                    stops.append(c)
            if stops:
                cards = stops
            elif POPE in cards:
                cards = [POPE]
        apply(cards[int(rand[i & mask] * len(cards))])
        i += 1


def modelled_rollout(deal: Deal, rand: list[float], me: int, mine: str = "random") -> None:
    """Play ``deal`` to the end with the other seats leading by Hoyle's advice (Normal's lead).

    ``me`` leads at random (``mine="random"``), by Hoyle's advice too
    (``"hoyle"``), or as one who reads the imagined world (``"seer"``,
    :func:`seer_leads`). Ties among the best leads, and every random lead,
    take the next number of ``rand``; a dealer who may look at the stock
    (hoyle-1847) reads the imagined deal's dead hand. At a Pope offer the
    Pope is played.

    Args:
        deal: the position, changed in place.
        rand: uniform numbers in [0, 1); ``len(rand)`` must be a power of two.
        me: the searching seat.
        mine: how ``me`` leads: ``"random"``, ``"hoyle"`` or ``"seer"``.
    """
    successor, order_key = card_order(deal.rules)
    sees_stock = deal.rules.deal.dealer_sees_stock
    hands = deal.hands
    holder = deal.holder
    gone = PlayedCards(holder)
    stake_cards = deal.stake_cards
    hoyle_me = mine == "hoyle"
    seer_me = mine == "seer"
    mask = len(rand) - 1
    i = 0
    while not deal.over:
        if deal.decision == "pope_offer":
            deal.apply(POPE)
            continue
        legal = deal.legal_actions()
        seat = deal.to_move
        if len(legal) > 1:
            assert seat is not None  # a deal not over always has a seat to move
            if seat != me or hoyle_me:
                stock = deal.dead_hand if sees_stock and seat == deal.dealer else ()
                legal = hoyle_leads(legal, hands[seat], gone, stock, successor, order_key)
            elif seer_me:
                legal = seer_leads(legal, me, holder, len(hands[me]), stake_cards, successor)
        if len(legal) > 1:
            deal.apply(legal[int(rand[i & mask] * len(legal))])
            i += 1
        else:
            deal.apply(legal[0])


def seer_leads(
    legal: list[Card], seat: int, holder: Sequence[int], hand_size: int, stake_cards: Container[Card],
    successor: Sequence[Card | None],
) -> list[Card]:
    """The leads best for ``seat`` in an imagined world where every holder is known: Expert's own later leads in its
    rollouts.

    Each lead is followed through the world's holders as the sequence would
    run (docs/rules.md, "What all sources share": the holder of the next card must
    play it; the sequence stops at a card in nobody's hand, a card played, or
    the top of the suit). The best lead goes out at once (every card of the
    hand in the run); else the lead after which ``seat`` keeps the lead (its
    own card is the last of the run), then the most stake cards (the Pope,
    the trump honours) played by ``seat``, then the most of ``seat``'s cards
    shed. The world is the rollout's own imagined truth, never the real deal,
    so this is as honest as the sampled world (the search still decides on
    its observation alone).

    Args:
        legal: the legal leads (at least one).
        seat: the leader.
        holder: each card's place in the imagined world (a seat, or a negative place).
        hand_size: cards in ``seat``'s hand.
        stake_cards: the cards whose play may win a stake (:attr:`Deal.stake_cards`).
        successor: the next card of each card in the ruleset's order (:func:`card_order`).

    Returns:
        The best leads, ties kept in ``legal``'s order (never empty).
    """
    best: list[Card] = []
    best_key: tuple[bool, int, int] | None = None
    for c in legal:
        shed = 1
        stakes = 1 if c in stake_cards else 0
        last = seat
        nxt = successor[c]
        while nxt is not None:
            h = holder[nxt]
            if h < 0:
                break
            last = h
            if h == seat:
                shed += 1
                if nxt in stake_cards:
                    stakes += 1
            nxt = successor[nxt]
        if shed >= hand_size:
            return [c]
        key = (last == seat, stakes, shed)
        if best_key is None or key > best_key:
            best_key, best = key, [c]
        elif key == best_key:
            best.append(c)
    return best
