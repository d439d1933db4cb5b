"""Telling a deal: the engine's events read into the lines of its story.

:func:`tell` reads a deal's events line by line; :func:`stop_why` and :func:`stop_reason` say why a sequence
stopped, and :func:`last_news` what happened last in a deal under way. Lines hold keys and arguments, not
words (:mod:`popejoan.ui.story.teller` renders them); nothing here decides a rule.
"""

from __future__ import annotations

from collections.abc import Sequence

from popejoan.engine.events import (
    DEAD_HAND,
    UNDEALT,
    CardPlayed,
    CardsDealt,
    ChipsHanded,
    DealEnded,
    DealStarted,
    Event,
    LeadPassed,
    PopeDeclined,
    PopeOffered,
    SequenceStopped,
    StakePut,
    StakeTaken,
    TurnedUp,
    dressing_stakes,
)
from popejoan.ui.story.lines import (
    Arg,
    CardArg,
    Compartment,
    Counts,
    Line,
    Payees,
    Pile,
    Run,
    Seat,
    Suit,
)
from popejoan.ui.story.messages import MESSAGES

# --- telling ----------------------------------------------------------------------------


def stop_why(ev: SequenceStopped, turn_up: TurnedUp | None, undealt: bool) -> Line:
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


def stop_reason(events: Sequence[Event], index: int) -> Line:
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


def _is_lead(ev: Event) -> bool:
    """Whether ``ev`` is a card led (the first of a sequence)."""
    return isinstance(ev, CardPlayed) and ev.lead


def last_news(events: Sequence[Event], most: int = 3) -> tuple[Line | None, list[Line]]:
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
    led = next((i for i in range(len(events) - 1, -1, -1) if _is_lead(events[i])), None)
    if led is not None and (stop_at is None or led > stop_at):
        # a sequence under way (the table shows it as far as the players saw it): the stop before it was swept
        # aside by its lead, so it is not the news (a playtest read "The last stop: nobody holds the 9♠" beside
        # A♥ 2♥ lying out); what it has taken and paid so far is
        return None, [line for line in tell(events) if line.kind in ("take", "pay") and line.event >= led][-most:] \
            if most > 0 else []
    end = stop_at if stop_at is not None else len(events) - 1
    start = next((i for i in range(end, -1, -1) if _is_lead(events[i])), 0 if stop_at is None else stop_at)
    why = stop_reason(events, stop_at) if stop_at is not None else None
    paid = [line for line in tell(events) if line.kind in ("take", "pay") and line.event >= start]
    return why, paid[-most:] if most > 0 else []


def tell(events: Sequence[Event], *, reveal_offers: bool = False, pope_holder_rule: str = "excused",
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
    turn_up: TurnedUp | None = None
    undealt = False
    missing: int | None = None
    last_card: int | None = None
    last_stop: SequenceStopped | None = None
    in_hand: list[int] = []  # cards each seat holds, counted from the deal and the plays
    end_at: int | None = None  # where the "goes out" line belongs: before the end's payments
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
            if ev.reason != "dressing" and end_at is None:
                end_at = len(out)
            out.extend(_stakes([s for s in events[i:j] if isinstance(s, StakePut)], i))  # every one is
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
            items: list[tuple[Seat | Pile, int]] = [(Seat(s), c) for s, c in enumerate(counts)]
            items += [(Pile("dead"), piles[DEAD_HAND])] if piles[DEAD_HAND] else []
            items += [(Pile("undealt"), piles[UNDEALT])] if piles[UNDEALT] else []
            out.append(Line("dealt", {"dealer": Seat(dealer), "hands": Counts(tuple(items))}, "setup", i, i, dealer))
        elif isinstance(ev, TurnedUp):
            turn_up = ev
            args: dict[str, Arg] = {"card": CardArg(ev.card, the=True), "suit": Suit(ev.trump)}
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
                card = ev.card
                penalties = [ev]  # this holder's penalties for this card
                j = i + 1
                while j < n:
                    nxt = events[j]
                    if not (isinstance(nxt, ChipsHanded) and nxt.reason == "penalty" and nxt.payer == ev.payer
                            and nxt.card == card):
                        break
                    penalties.append(nxt)
                    j += 1
                paid = Payees(tuple((e.chips, e.payee) for e in penalties))
                key = "penalty_paid" if card is not None else "penalty_paid_unknown"
                args = {"who": Seat(ev.payer), "paid": paid}
                if card is not None:
                    args["card"] = CardArg(card, the=True)
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
    dressing = [s for s in stakes if s.reason == "dressing"]
    last = start + len(stakes) - 1
    groups: list[list[StakePut]] = []
    for s in stakes:
        if s in dressing:
            continue
        card = s.card
        if groups and groups[-1][0].seat == s.seat and groups[-1][0].card == card \
                and groups[-1][0].compartment == s.compartment:
            groups[-1].append(s)
        else:
            groups.append([s])
    for group in groups:
        first = group[0]
        card = first.card
        args: dict[str, Arg] = {"who": Seat(first.seat), "chips": sum(s.chips for s in group),
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


def _take(ev: StakeTaken, last_card: int | None, index: int) -> Line:
    args: dict[str, Arg] = {"who": Seat(ev.seat), "compartment": Compartment(ev.compartment), "chips": ev.chips}
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
    args: dict[str, Arg] = {"payer": Seat(ev.payer), "payee": Seat(ev.payee), "chips": ev.chips}
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
    key = f"reason_{ev.reason}"
    reason: Line | str = Line(key) if key in MESSAGES else ev.reason.replace("_", " ")
    return Line("pay_other", {**args, "reason": reason}, "pay", index, index, ev.payer)
