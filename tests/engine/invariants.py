"""Play deals through the public API and check the engine's contract at every step.

Used by the seeded simulation and the Hypothesis property tests. Every check
is an independent reading of docs/rules.md (see the comments), not a call back
into the engine's own rule code.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from popejoan.engine.cards import ACE, KING, PACK, POPE, SEVEN_OF_DIAMONDS, card, card_code, rank_of, suit_of
from popejoan.engine.errors import IllegalActionError
from popejoan.engine.events import (
    CardPlayed,
    ChipsHanded,
    DealEnded,
    LeadPassed,
    PopeDeclined,
    PopeOffered,
    SequenceStopped,
    StakeTaken,
    TurnedUp,
)
from popejoan.engine.events import StakePut as StakePutType
from popejoan.engine.ruleset import Ruleset
from popejoan.engine.session import Session
from popejoan.engine.state import PASS, Deal

from .dealbuild import DEAD, SHIPPED, UNDEALT, recipients_for, turn_up_index_for

CODES = {c: card_code(c) for c in PACK}
KINDS = ("king", "top", "seven_of_diamonds", "dead", "played")  # README: the stop kinds of lead.change_suit_after


def successor(c: int, ace: str = "low") -> int | None:
    """The next card up in the suit, or None at the top of the suit or after the 7 of diamonds (8D is out).

    Aces low: A 2 .. K; Aces high (a house rule): 2 .. K A.
    """
    if c == SEVEN_OF_DIAMONDS:
        return None
    r = rank_of(c)
    if ace == "low":
        return None if r == KING else c + 1
    if r == ACE:
        return None
    return card(suit_of(c), ACE) if r == KING else c + 1


def rank_index(rules: Ruleset, c: int) -> int:
    """A card's place in its suit, 0 the lowest: the Ace is 0 with Aces low, 12 with Aces high."""
    r = rank_of(c)
    return r - 1 if rules.ace == "low" else (r - 2) % 13


def change_due(rules: Ruleset, stop: SequenceStopped | None) -> bool:
    """Whether the lead after ``stop`` must change suit (docs/rules.md, "Leading"; README, lead.change_suit_after)."""
    if stop is None:
        return False
    # docs/rules.md: spanish after a King or the 7 of diamonds; parlett's variant after any stop
    if rules.id in SHIPPED:
        if rules.id == "spanish":
            return stop.reason in ("king", "seven_of_diamonds")
        return rules.id == "parlett" and bool(rules.chosen.get("change_suit_after_stop"))
    kinds = rules.lead.change_suit_after
    return stop.reason in (KINDS if "any" in kinds else kinds)


@dataclass
class Tracker:
    """Counters so a test can see that the runs covered what they should."""

    deals: int = 0
    decisions: int = 0
    plays: int = 0
    illegal_tried: int = 0
    pope_offers: int = 0
    lead_passes: int = 0
    penalties: int = 0
    turned_pope: int = 0
    share_outs: int = 0
    seen: set = field(default_factory=set)


def expected_leads(deal: Deal, rules: Ruleset, seat: int) -> set[int]:
    """Legal leads by docs/rules.md "Leading", computed from the seat's observation.

    A change of suit due after the last stop first (a leader holding only the
    stop's suit leads it after all), then the lead rule among the cards left:
    any card, the lowest of each suit, or every card of the lowest rank held.
    """
    obs = deal.observation(seat)
    cards = set(obs.hand)
    stops = [e for e in obs.events if isinstance(e, SequenceStopped)]
    if stops and change_due(rules, stops[-1]):
        other = {c for c in cards if suit_of(c) != suit_of(stops[-1].card)}
        if other:
            cards = other
    if rules.lead.cards == "lowest_of_suit":
        lowest: dict[int, int] = {}
        for c in cards:
            s = suit_of(c)
            if s not in lowest or rank_index(rules, c) < rank_index(rules, lowest[s]):
                lowest[s] = c
        cards = set(lowest.values())
    elif rules.lead.cards == "lowest_of_hand":
        low = min(rank_index(rules, c) for c in cards)
        cards = {c for c in cards if rank_index(rules, c) == low}
    return cards


def check_deal_start(deal: Deal, rules: Ruleset, deck: list[int], where: str) -> None:
    """The deal as docs/rules.md "Exact readings" says (via dealbuild's independent order)."""
    n, dealer = deal.players, deal.dealer
    rec = recipients_for(rules, n, dealer)
    for seat in range(n):
        want = {c for c, r in zip(deck, rec) if r == seat}
        got = set(deal.hands[seat]) | {c for s, c in deal.played if s == seat}
        assert got == want, f"{where}: seat {seat} was dealt the wrong cards"
    assert set(deal.dead_hand) == {c for c, r in zip(deck, rec) if r == DEAD}, where
    assert set(deal.undealt) == {c for c, r in zip(deck, rec) if r == UNDEALT}, where
    assert deal.turn_up == deck[turn_up_index_for(rules, n, dealer)], f"{where}: wrong turn-up"
    assert deal.trump == suit_of(deal.turn_up)


def check_observations(deal: Deal, rules: Ruleset, where: str, new_events: list) -> None:
    """Each seat sees its own hand and the public facts only (docs/rules.md "Things no source settles")."""
    n = deal.players
    hands = [set(h) for h in deal.hands]
    held_by = {c: s for s in range(n) for c in hands[s]}
    hidden = set(deal.dead_hand) | set(deal.undealt)
    # New public events: never name a card still in a hand or hidden, except the turn-up.
    for e in new_events:
        cards = []
        if isinstance(e, CardPlayed):
            cards = [e.card]
        elif isinstance(e, SequenceStopped):
            cards = [e.card] + ([e.next_card] if e.next_card is not None else [])
        elif isinstance(e, PopeOffered):
            cards = [e.missing]
        for c in cards:
            assert c not in held_by or c == deal.turn_up, (
                f"{where}: event {e} names {CODES[c]}, held by seat {held_by[c]}")
    for seat in range(n):
        obs = deal.observation(seat)
        assert set(obs.hand) == hands[seat], where
        assert obs.hand_sizes == tuple(len(h) for h in hands)
        others = set().union(*(hands[s] for s in range(n) if s != seat)) - {deal.turn_up}
        mentioned = {c for _, c in obs.played} | set(obs.sequence) | set(obs.legal)
        if obs.stock is not None:
            assert seat == deal.dealer and rules.deal.dealer_sees_stock, f"{where}: seat {seat} sees the stock"
            assert set(obs.stock) == set(deal.dead_hand)
            mentioned |= set(obs.stock)
        else:
            assert not (seat == deal.dealer and rules.deal.dealer_sees_stock), where
        assert not (mentioned & others), f"{where}: seat {seat} sees {[CODES[c] for c in mentioned & others]}"
        if obs.stock is None:
            assert not ((mentioned & hidden) - {deal.turn_up}), f"{where}: seat {seat} sees the dead hand"
        if seat != deal.to_move:
            assert obs.legal == (), where
        # Events are public, except that a Pope offer (and its refusal) would tell who
        # holds the Pope: only the holder sees it, and only the holder sees whose move it is.
        private = (PopeOffered, PopeDeclined)
        assert obs.events == tuple(e for e in deal.events if not isinstance(e, private) or e.seat == seat), where
        if deal.decision == "pope_offer" and seat != deal.to_move:
            assert obs.to_move is None and obs.decision is None, f"{where}: seat {seat} sees the Pope offer"
        else:
            assert obs.to_move == deal.to_move and obs.decision == deal.decision, where


def snapshot(deal: Deal) -> tuple:
    return (
        len(deal.events), tuple(deal.balances), tuple(sorted(deal.board.items())),
        tuple(frozenset(h) for h in deal.hands), deal.to_move, deal.decision, len(deal.played), deal.over,
    )


def illegal_candidates(deal: Deal, legal: list[int]) -> list:
    """Actions that must be refused now."""
    out: list = []
    seat = deal.to_move
    if deal.decision == "pope_offer":
        out += [c for c in deal.hands[seat] if c != POPE][:1]
        played = [c for _, c in deal.played]
        out += played[:1]
    else:
        out += [c for c in deal.hands[seat] if c not in legal][:1]
        other = [c for s in range(deal.players) if s != seat for c in deal.hands[s]]
        out += other[:1]
        out += [c for _, c in deal.played][:1]
        out += list(deal.dead_hand[:1]) + [PASS]
    out += [20, 99, -7]  # 8D (not in the pack), nonsense numbers
    return out


def play_deal(session: Session, rng: random.Random, where: str, tracker: Tracker, deck: list[int] | None = None,
              try_illegal: bool = True) -> Deal:
    """Start a deal and play it to the end with random legal choices, checking every step."""
    rules = session.rules
    total = sum(session.balances) + sum(session.board.values())
    if deck is None:
        deck = list(PACK)
        rng.shuffle(deck)
    board_before = dict(session.board)
    balances_before = list(session.balances)
    deal = session.start_deal(deck)
    tracker.deals += 1
    dressed = {name: board_before.get(name, 0) for name in deal.board}
    for e in deal.events:
        if isinstance(e, StakePutType):
            dressed[e.compartment] += e.chips
    check_deal_start(deal, rules, deck, where)
    assert sum(session.balances) + sum(session.board.values()) == total, f"{where}: dressing changed the chips"
    turned = next(e for e in deal.events if isinstance(e, TurnedUp))
    if turned.card == POPE:
        tracker.turned_pope += 1
    check_observations(deal, rules, where, list(deal.events))
    steps = 0
    while not deal.over:
        steps += 1
        assert steps <= 120, f"{where}: the deal does not end"
        seat = deal.to_move
        legal = deal.legal_actions()
        assert legal, f"{where}: no legal action"
        obs = deal.observation(seat)
        assert list(obs.legal) == legal
        if deal.decision == "lead":
            assert set(legal) == expected_leads(deal, rules, seat), f"{where}: wrong legal leads"
        else:
            assert deal.decision == "pope_offer" and set(legal) == {POPE, PASS}
            assert POPE in deal.hands[seat] and rules.lead.pope_as_stop
            tracker.pope_offers += 1
        if try_illegal:
            before = snapshot(deal)
            for bad in illegal_candidates(deal, legal):
                if bad in legal:
                    continue
                try:
                    deal.apply(bad)
                except IllegalActionError as exc:
                    assert exc.seat == seat
                else:
                    raise AssertionError(f"{where}: illegal action {bad} accepted")
                tracker.illegal_tried += 1
                assert snapshot(deal) == before, f"{where}: an illegal action changed the deal"
        # each seat's hand as its own observation shows it (checked against the deal below)
        hands_before = [set(deal.observation(s).hand) for s in range(deal.players)]
        played_before = {c for _, c in deal.played}
        n_events = len(deal.events)
        decision = deal.decision
        action = rng.choice(legal)
        deal.apply(action)
        tracker.decisions += 1
        new = deal.events[n_events:]
        check_step(deal, rules, hands_before, played_before, new, action, seat, decision, where)
        tracker.plays += sum(isinstance(e, CardPlayed) for e in new)
        assert sum(session.balances) + sum(session.board.values()) == total, f"{where}: chips not conserved"
        assert len(deal.played) <= 51, f"{where}: more than 51 plays"
        check_observations(deal, rules, where, new)
    with_raises_after_end(deal, where)
    check_end(deal, rules, where)
    check_claims(deal, rules, dressed, where, tracker)
    check_event_log(deal, balances_before, board_before, where)
    check_handed(deal, rules, where)
    assert sum(session.balances) + sum(session.board.values()) == total
    tracker.lead_passes += sum(isinstance(e, LeadPassed) for e in deal.events)
    tracker.penalties += len(expected_penalties(deal, rules))
    tracker.seen.add((rules.id, tuple(sorted(rules.chosen.items())), deal.players))
    if deal.turn_up == POPE:
        tracker.seen.add(("turned pope", rules.id))
    return deal


def with_raises_after_end(deal: Deal, where: str) -> None:
    before = snapshot(deal)
    for action in (PASS, POPE, 0):
        try:
            deal.apply(action)
        except IllegalActionError as exc:
            assert exc.seat is None
        else:
            raise AssertionError(f"{where}: an action after the end was accepted")
    assert snapshot(deal) == before and deal.legal_actions() == []


def check_step(deal, rules, hands_before, played_before, new, action, seat, decision, where) -> None:
    """Cards played this step: each once, from the hand that held it, following the rules."""
    plays = [e for e in new if isinstance(e, CardPlayed)]
    if decision == "lead":
        assert plays and plays[0].lead and plays[0].seat == seat and plays[0].card == action, (
            f"{where}: lead not played")
    elif action == POPE:
        assert plays and plays[0].pope_as_stop and not plays[0].lead and plays[0].card == POPE and plays[0].seat == seat
    else:
        assert not plays, f"{where}: a pass played a card"
    assert all(e.lead for e in plays[:1]) or decision != "lead"
    assert not any(e.lead for e in plays[1:]), f"{where}: two leads in one step"
    offers = [e for e in deal.events[: len(deal.events) - len(new)] if isinstance(e, PopeOffered)]
    logical = offers[-1].missing if offers and decision == "pope_offer" else None
    seen = set(played_before)
    removed: dict[int, set] = {}
    for e in new:
        if isinstance(e, PopeOffered):
            logical = e.missing
            continue
        if not isinstance(e, CardPlayed):
            continue
        assert e.card not in seen, f"{where}: {CODES[e.card]} played twice"
        seen.add(e.card)
        assert e.card in hands_before[e.seat], f"{where}: seat {e.seat} played {CODES[e.card]} it did not hold"
        removed.setdefault(e.seat, set()).add(e.card)
        if e.pope_as_stop:
            assert e.card == POPE and logical is not None
            # the sequence goes on from the card after the missing one
        elif not e.lead:
            assert logical is not None and e.card == successor(logical, rules.ace), (
                f"{where}: {CODES[e.card]} does not follow {CODES.get(logical)}")
            logical = e.card
        if not e.pope_as_stop:
            logical = e.card
    for s, before in enumerate(hands_before):
        assert set(deal.observation(s).hand) == before - removed.get(s, set()), (
            f"{where}: seat {s}'s hand changed wrongly")
    # japanese pope_as_stop: a stop at a card in nobody's hand (not at a King or the 7 of
    # diamonds) is offered to the holder of the unplayed Pope first (docs/rules.md, "Leading").
    pope_holder = next((s for s, h in enumerate(hands_before) if POPE in h), None)
    first = len(deal.events) - len(new)
    for i, e in enumerate(new):
        before = deal.events[first + i - 1]
        if isinstance(e, CardPlayed) and e.card == POPE:
            pope_holder = None
        elif isinstance(e, PopeOffered):
            assert rules.lead.pope_as_stop and e.seat == pope_holder, f"{where}: offer to seat {e.seat}"
            last = next(x for x in reversed(deal.events[: first + i]) if isinstance(x, CardPlayed))
            assert successor(last.card, rules.ace) == e.missing, (
                f"{where}: offer for {CODES[e.missing]} after {CODES[last.card]}")
        elif isinstance(e, SequenceStopped):
            offered = rules.lead.pope_as_stop and pope_holder is not None and e.reason in ("dead", "played")
            assert isinstance(before, PopeDeclined) == offered, f"{where}: stop {e} with/without a Pope offer"
    if deal.decision == "pope_offer":
        assert isinstance(new[-1], PopeOffered) and deal.to_move == new[-1].seat
    for i, e in enumerate(new):
        if isinstance(e, SequenceStopped):
            if e.reason in ("king", "top", "seven_of_diamonds"):
                assert e.next_card is None
                assert successor(e.card if e.card != POPE else last_missing(deal, first + i), rules.ace) is None, where
            else:
                nxt = e.next_card
                assert nxt is not None and all(nxt not in h for h in deal.hands), (
                    f"{where}: stop though {CODES[nxt]} is held")
                assert (e.reason == "played") == (nxt in seen), where
            if not deal.over:
                passes = []
                for later in new[i + 1:]:
                    if not isinstance(later, LeadPassed):
                        break
                    passes.append(later)
                check_passes(deal, rules, e, passes, where)
                assert deal.to_move == (passes[-1].to if passes else e.seat), where


def last_missing(deal: Deal, index: int) -> int:
    """The missing card the Pope stood in for, before event ``index`` (japanese ``pope_as_stop``)."""
    return next(x.missing for x in reversed(deal.events[:index]) if isinstance(x, PopeOffered))


def check_passes(deal: Deal, rules: Ruleset, stop: SequenceStopped, passes: list, where: str) -> None:
    """``no_other_suit: pass_lead`` (README): a leader who must change suit and holds no other suit passes
    the lead clockwise, seat by seat, to the first who holds another suit; if nobody does, nobody passes."""
    suit = suit_of(stop.card)
    n = deal.players

    def only_stop_suit(seat: int) -> bool:
        return all(suit_of(c) == suit for c in deal.hands[seat])

    if not (change_due(rules, stop) and rules.lead.no_other_suit == "pass_lead"):
        assert not passes, f"{where}: the lead was passed without pass_lead"
        return
    anyone = [s for s in range(n) if not only_stop_suit(s)]
    if not passes:
        assert not only_stop_suit(stop.seat) or not anyone, f"{where}: seat {stop.seat} should have passed the lead"
        return
    seat = stop.seat
    for p in passes:
        assert p.seat == seat and p.to == (seat + 1) % n and only_stop_suit(seat), f"{where}: bad pass {p}"
        seat = p.to
    assert not only_stop_suit(seat), f"{where}: the lead was passed to seat {seat}, who holds only the stop's suit"


def check_end(deal: Deal, rules: Ruleset, where: str) -> None:
    """End of the deal (docs/rules.md "End of the deal"): Game, and a chip per card left."""
    end = deal.events[-1]
    assert isinstance(end, DealEnded), where
    assert end.winner == deal.winner
    if deal.winner is None:
        assert deal.played == [] and deal.turn_up == POPE and rules.turn_up.pope.ends_deal, where
    else:
        assert deal.hands[deal.winner] == set(), where
        assert sum(1 for h in deal.hands if not h) == 1, f"{where}: two hands empty"
        holder = next((s for s in range(deal.players) if POPE in deal.hands[s]), None)
        assert end.pope_holder == holder
        paid = {e.payer: e.chips for e in deal.events if isinstance(e, ChipsHanded) and e.reason == "cards_left"}
        for s in range(deal.players):
            if s == deal.winner:
                continue
            owed = len(deal.hands[s])
            if s == holder:
                owed = {"excused": 0, "pays_double": 2 * owed, "pays": owed}[rules.end.pope_holder]
            assert paid.get(s, 0) == owed, f"{where}: seat {s} paid {paid.get(s, 0)}, owes {owed}"
        game = [e for e in deal.events if isinstance(e, StakeTaken) and e.reason == "game"]
        assert all(e.seat == deal.winner for e in game)
        into_game = sum(chips for _, to, chips in expected_penalties(deal, rules) if to == "game")
        assert deal.board.get("game", 0) == into_game or "game" not in deal.board
    if rules.end.next_dealer == "winner" and deal.winner is not None:
        assert deal.next_dealer == deal.winner
    else:
        assert deal.next_dealer == (deal.dealer + 1) % deal.players


# --- claims, modelled independently from docs/rules.md ----------------------------------

HONOURS = {1: "ace", 13: "king", 12: "queen", 11: "jack"}
IN_SUCCESSION = {"parlett", "cacumen", "russian"}  # docs/rules.md, "Matrimony and Intrigue"


def expected_penalties(deal: Deal, rules: Ruleset) -> list[tuple[int, object, int]]:
    """``end.penalties`` (README; no shipped ruleset has any): ``(payer, to, chips)`` in payment order.

    ``to`` is a compartment name or a seat. Whoever still holds a listed board
    card (the trump A, K, Q, J by compartment name, or the Pope) when a played
    deal ends pays ``chips + stakes x`` that card's one-share stake ``+ contents
    x`` the chips on its compartment as it is paid. The board before the
    penalties is the final board less the penalties the engine says it paid
    in (check_claims checks the board up to there on its own).
    """
    if deal.winner is None:
        return []
    board = dict(deal.board)
    for e in deal.events:
        if isinstance(e, StakePutType) and e.reason == "penalty":
            board[e.compartment] -= e.chips
    ranks = {"ace": 1, "king": 13, "queen": 12, "jack": 11}
    trump = suit_of(deal.turn_up)
    out: list[tuple[int, object, int]] = []
    for penalty in rules.end.penalties:
        for name in penalty.cards:
            c = POPE if name == "pope" else card(trump, ranks[name])
            holder = next((s for s in range(deal.players) if c in deal.hands[s]), None)
            if holder is None:
                continue
            chips = (penalty.chips + penalty.stakes * rules.dressing.stakes.get(name, 0)
                     + penalty.contents * board.get(name, 0))
            if chips <= 0:
                continue
            if penalty.to in ("winner", "dealer"):
                payee = deal.winner if penalty.to == "winner" else deal.dealer
                if payee != holder:
                    out.append((holder, payee, chips))
            elif penalty.to == "each_player":
                out += [(holder, (holder + i) % deal.players, chips) for i in range(1, deal.players)]
            else:
                to = name if penalty.to == "compartment" else penalty.to
                if to in board:
                    board[to] += chips
                    out.append((holder, to, chips))
    return out


def pope_turn_up_takes(rid: str, options: dict) -> list[str] | str:
    """What a turned Pope wins the dealer (docs/rules.md table); "refund" for cacumen, "all" for the whole board."""
    if rid == "parlett":
        return ["pope", "game"] if options.get("pope_turned_ends_deal") else ["pope"]
    if rid == "hoyle-1847":
        return ["pope", "game"]
    if rid == "spanish":
        return []
    if rid == "cacumen":
        return "refund"
    if rid == "japanese":
        return ["pope"]
    if rid == "russian":
        takes = {"pope_and_game": ["pope", "game"], "pope_only": ["pope"], "whole_board": "all"}
        return takes[options.get("pope_turned", "pope_and_game")]
    raise ValueError(rid)


def check_claims(deal: Deal, rules: Ruleset, board_after_dressing: dict[str, int], where: str,
                 tracker: Tracker | None = None) -> None:
    """Every StakeTaken of the deal, grouped by what earned it, against an independent model."""
    rid, options = rules.id, dict(rules.chosen)
    board = dict(board_after_dressing)
    trump = suit_of(deal.turn_up)
    groups_expected: list[list] = []
    groups_actual: list[list] = []

    def take(group, seat, name, chips=None):
        if name not in board:
            return
        amount = board[name] if chips is None else chips
        if amount > 0:
            board[name] -= amount
            group.append((seat, name, amount))

    put: dict[str, int] = {}  # what the dealer staked this deal, for a refund
    for e in deal.events:
        if isinstance(e, StakePutType) and e.seat == deal.dealer and e.reason == "dressing":
            put[e.compartment] = put.get(e.compartment, 0) + e.chips
    # the turn-up, paid to the dealer
    group: list = []
    if deal.turn_up == POPE:
        if rid in SHIPPED:
            takes = pope_turn_up_takes(rid, options)
            refund = takes == "refund"
        else:  # a house rule: its keys, as the README says them
            pope = rules.turn_up.pope
            takes, refund = pope.takes, pope.refund_dressing
        if refund:
            for name, chips in put.items():
                take(group, deal.dealer, name, min(chips, board[name]))
        if takes == "all":
            for name in list(board):
                take(group, deal.dealer, name)
        elif takes != "refund":
            for name in takes:
                take(group, deal.dealer, name)
    elif rank_of(deal.turn_up) in HONOURS:
        name = HONOURS[rank_of(deal.turn_up)]
        # docs/rules.md: cacumen gives back only the dealer's own stake ("recupera"); the others the compartment
        honours = ("refund" if rid == "cacumen" else "compartment") if rid in SHIPPED else rules.turn_up.honours
        if honours == "refund" and name in board:
            take(group, deal.dealer, name, min(put.get(name, 0), board[name]))
        elif honours == "compartment":
            take(group, deal.dealer, name)
    groups_expected.append(group)
    if rid in SHIPPED:  # docs/rules.md, "Matrimony and Intrigue"
        in_succession = rid in IN_SUCCESSION
        split = {"parlett": {"intrigue", "matrimony"}, "japanese": {"intrigue"}}.get(rid, set())
        split = split if options.get("split_pairs") else set()
    else:
        in_succession = rules.pairs.rule == "in_succession"
        split = {"none": set(), "both": {"intrigue", "matrimony"}}.get(rules.pairs.split, {rules.pairs.split})
    # the plays
    trump_plays: dict[int, tuple[int, int, bool]] = {}
    index = 0
    for e in deal.events:
        if not isinstance(e, CardPlayed):
            continue
        group = []
        if e.card == POPE:
            take(group, e.seat, "pope")
        if suit_of(e.card) == trump and rank_of(e.card) in HONOURS:
            take(group, e.seat, HONOURS[rank_of(e.card)])
        r = rank_of(e.card)
        if suit_of(e.card) == trump and r in (11, 12, 13):
            trump_plays[r] = (e.seat, index, e.lead)
            for name, low, high in (("intrigue", 11, 12), ("matrimony", 12, 13)):
                if r not in (low, high) or low not in trump_plays or high not in trump_plays:
                    continue
                (ls, li, _), (hs, hi, hlead) = trump_plays[low], trump_plays[high]
                if ls == hs:
                    if in_succession:
                        won = hi == li + 1 and not hlead  # the Q straight after the J (K after Q)
                    else:
                        won = True  # the same player, at any time
                    if won:
                        take(group, ls, name)
                    if tracker is not None:
                        tracker.seen.add(("pair", "succession" if hi == li + 1 and not hlead else "apart"))
                elif name in split:
                    half = board[name] // 2  # the odd chip stays on the board
                    if tracker is not None and board[name] % 2:
                        tracker.seen.add(("split", "odd"))
                    first, second = (ls, hs) if li < hi else (hs, ls)
                    take(group, first, name, half)
                    take(group, second, name, half)
        groups_expected.append(group)
        index += 1
    group = []
    if deal.winner is not None:
        take(group, deal.winner, "game")
    groups_expected.append(group)
    for _, to, chips in expected_penalties(deal, rules):  # penalties paid into compartments at the end
        if isinstance(to, str):
            board[to] += chips
    # the engine's StakeTaken events, grouped the same way (Game in a group of its own)
    group = []
    game: list = []
    for e in deal.events:
        if isinstance(e, CardPlayed):
            groups_actual.append(group)
            group = []
        elif isinstance(e, DealEnded):
            groups_actual.append(group)
            groups_actual.append(game)
        elif isinstance(e, StakeTaken):
            (game if e.reason == "game" else group).append((e.seat, e.compartment, e.chips))
    assert len(groups_actual) == len(groups_expected), where
    for i, (a, b) in enumerate(zip(groups_actual, groups_expected)):
        assert sorted(a) == sorted(b), f"{where}: claims after event group {i}: engine {a}, rules {b}"
    assert {k: v for k, v in deal.board.items()} == board, f"{where}: board {deal.board} != {board}"


def check_event_log(deal: Deal, balances: list[int], board: dict[str, int], where: str) -> None:
    """The events explain every chip that moved: replaying them gives the final balances and board."""
    balances = list(balances)
    board = {name: board.get(name, 0) for name in deal.board}
    assert type(deal.events[0]).__name__ == "DealStarted" and isinstance(deal.events[-1], DealEnded), where
    for e in deal.events:
        if isinstance(e, StakePutType):
            balances[e.seat] -= e.chips
            board[e.compartment] += e.chips
        elif isinstance(e, ChipsHanded):
            assert e.chips > 0 and e.payer != e.payee
            balances[e.payer] -= e.chips
            balances[e.payee] += e.chips
        elif isinstance(e, StakeTaken):
            assert e.chips > 0
            board[e.compartment] -= e.chips
            balances[e.seat] += e.chips
            assert board[e.compartment] >= 0, f"{where}: {e.compartment} below zero"
    assert balances == list(deal.balances), f"{where}: the events do not explain the balances"
    assert board == deal.board, f"{where}: the events do not explain the board"
    assert [(e.seat, e.card) for e in deal.events if isinstance(e, CardPlayed)] == list(deal.played)


def check_handed(deal: Deal, rules: Ruleset, where: str) -> None:
    """Chips handed between players other than for cards left: hoyle-1847's contribution
    (2 from every other player, variant) and turned Pope (a chip per card dealt to each)."""
    handed = [(e.payer, e.payee, e.chips, e.reason) for e in deal.events
              if isinstance(e, ChipsHanded) and e.reason != "cards_left"]
    others = [(deal.dealer + i) % deal.players for i in range(1, deal.players)]
    expect = []
    if rules.id in SHIPPED:
        contribution = 2 if rules.id == "hoyle-1847" and rules.chosen.get("players_contribute") else 0
        per_card = rules.id == "hoyle-1847"
    else:
        contribution, per_card = rules.dressing.contribution, rules.turn_up.pope.per_card_payment
    if contribution:
        expect += [(s, deal.dealer, contribution, "contribution") for s in others]
    if per_card and deal.turn_up == POPE:
        dealt = next(e for e in deal.events if type(e).__name__ == "CardsDealt").recipients
        expect += [(s, deal.dealer, dealt.count(s), "pope_turned") for s in others]
    penalties = expected_penalties(deal, rules)
    expect += [(payer, to, chips, "penalty") for payer, to, chips in penalties if isinstance(to, int) and chips > 0]
    assert sorted(handed) == sorted(expect), f"{where}: handed {handed}, expected {expect}"
    into = [(e.seat, e.compartment, e.chips) for e in deal.events
            if isinstance(e, StakePutType) and e.reason == "penalty"]
    assert into == [(payer, to, chips) for payer, to, chips in penalties if isinstance(to, str)], where
