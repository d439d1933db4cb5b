"""What a seat can infer about hidden cards (popejoan.ai.inference), and worlds sampled to match."""

from __future__ import annotations

import random

import pytest
from ai_helpers import deck_for, random_decision, variants

from popejoan.ai.inference import OUT, infer, rebuild_deal
from popejoan.engine.cards import PACK, parse_card
from popejoan.engine.events import DEAD_HAND, SequenceStopped
from popejoan.engine.places import PLAYED
from popejoan.engine.ruleset import find_ruleset
from popejoan.engine.state import Deal


def _parlett_deal(piles: dict[int, list[str]], ruleset: str = "parlett", options: dict | None = None) -> Deal:
    rules = find_ruleset(ruleset).with_options(options or {})
    return Deal(rules, [20, 20, 20], {}, 0, deck_for(rules, 3, 0, piles))


def test_a_stop_at_the_five_of_hearts_puts_the_six_in_the_dead_hand() -> None:
    # Seat 1 leads A♥; 2♥ (seat 1), 3♥ 4♥ (seat 2), 5♥ (seat 0) follow; the 6♥ is in the dead hand.
    deal = _parlett_deal({1: ["AH", "2H"], 2: ["3H", "4H"], 0: ["5H"], DEAD_HAND: ["6H"]})
    deal.apply(parse_card("AH"))
    stop = [ev for ev in deal.events if isinstance(ev, SequenceStopped)][-1]
    assert (stop.card, stop.reason, stop.next_card) == (parse_card("5H"), "dead", parse_card("6H"))
    for seat in range(3):
        knowledge = infer(deal.observation(seat))
        assert knowledge.possible(parse_card("6H")) == (OUT,)
        assert parse_card("6H") not in knowledge.allowed  # certain, not sampled
        assert knowledge.possible(parse_card("3H")) == (PLAYED,)
    # The 7♥ is still anyone's: nothing was learnt about it.
    assert len(infer(deal.observation(1)).possible(parse_card("7H"))) == 3


def test_a_lowest_card_lead_rules_out_the_lower_cards_of_its_suit() -> None:
    # Seat 1 leads 5♣, its lowest club (parlett); A♣, 2♣, 4♣ are elsewhere, 3♣ and 6♣ dead.
    deal = _parlett_deal({1: ["5C", "9C"], 2: ["AC"], 0: ["2C", "4C"], DEAD_HAND: ["3C", "6C"]})
    deal.apply(parse_card("5C"))
    knowledge = infer(deal.observation(2))
    for code in ("2C", "3C", "4C"):
        assert 1 not in knowledge.possible(parse_card(code)), code
        assert parse_card(code) in knowledge.not_held[1]
    assert 1 in knowledge.possible(parse_card("9C"))  # higher clubs: no information
    assert knowledge.possible(parse_card("6C")) == (OUT,)  # the stop
    # Seat 0 holds 2♣ and 4♣ itself: for it, the 3♣ can only be in seat 2's hand or out of play.
    assert set(infer(deal.observation(0)).possible(parse_card("3C"))) == {2, OUT}


def test_any_card_leads_rule_out_nothing() -> None:
    rules = find_ruleset("spanish").with_options()
    piles = {1: ["5C", "9C"], 2: ["AC"], 0: ["2C", "4C"], DEAD_HAND: ["3C", "6C"]}
    deal = Deal(rules, [20, 20, 20], {}, 0, deck_for(rules, 3, 0, piles))
    deal.apply(parse_card("5C"))
    assert 1 in infer(deal.observation(2)).possible(parse_card("3C"))


def test_a_lead_in_the_stop_suit_shows_no_other_suit_is_held() -> None:
    # parlett change_suit_after_stop: a lead after a stop must change suit unless the
    # leader holds no other suit; so a lead in the stop card's suit shows a one-suit hand.
    rules = find_ruleset("parlett").with_options({"change_suit_after_stop": True})
    rng = random.Random(11)
    found = 0
    for _ in range(400):
        deck = list(PACK)
        rng.shuffle(deck)
        deal = Deal(rules, [20, 20, 20], {}, 0, deck)
        while not deal.over and found < 5:
            seat = deal.to_move
            action = rng.choice(deal.legal_actions())
            stops = [ev for ev in deal.events if isinstance(ev, SequenceStopped)]
            deal.apply(action)
            if deal.over or not stops or action // 13 != stops[-1].card // 13 or deal.decision is None:
                continue
            watcher = (seat + 1) % 3
            knowledge = infer(deal.observation(watcher))
            for c in knowledge.unknown:
                if c // 13 != action // 13:
                    assert seat not in knowledge.possible(c)
            assert all(c // 13 == action // 13 for c in deal.hands[seat])
            found += 1
    assert found == 5


def test_the_hoyle_dealer_knows_the_stock_and_the_others_do_not() -> None:
    rules = find_ruleset("hoyle-1847").with_options()
    rng = random.Random(3)
    deal = random_decision(rules, rng)
    assert deal is not None
    stock = deal.dead_hand
    dealer = infer(deal.observation(deal.dealer))
    other = infer(deal.observation((deal.dealer + 1) % 3))
    for c in stock:
        assert dealer.possible(c) == (OUT,)
    assert any(len(other.possible(c)) > 1 for c in stock if c != deal.turn_up)
    assert other.possible(deal.turn_up) == (OUT,)


def test_the_turn_up_in_a_hand_is_known_to_all() -> None:
    deal = _parlett_deal({0: ["2D", "3D", "4D", "5D", "6D", "7D", "9D", "TD", "JD", "QD", "KD", "AS", "KS"]})
    assert deal.turn_up == parse_card("KS") and deal.holder[deal.turn_up] == 0
    assert infer(deal.observation(1)).possible(parse_card("KS")) == (0,)


@pytest.mark.parametrize("players", [3, 4])
def test_the_truth_is_always_possible_and_every_sample_rebuilds_the_same_observation(players: int) -> None:
    rng = random.Random(players)
    checked = 0
    for rules in variants():
        if not rules.players.min <= players <= rules.players.max:
            continue
        for _ in range(8):
            deal = random_decision(rules, rng, players)
            if deal is None:
                continue
            for seat in range(players):
                obs = deal.observation(seat)
                knowledge = infer(obs)
                for c in range(52):
                    if c == 20:
                        continue
                    truth = deal.holder[c]
                    where = truth if truth >= 0 else PLAYED if truth == -3 else OUT
                    assert where in knowledge.possible(c), (rules.id, rules.chosen, seat, c)
                world = knowledge.sample(rng)
                assert sum(1 for w in world if w == seat) == len(obs.hand)
                for s in range(players):
                    assert sum(1 for w in world if w == s) == obs.hand_sizes[s]
                rebuilt = rebuild_deal(obs, world, rng)
                assert rebuilt.observation(seat) == obs, (rules.id, rules.chosen, seat)
                checked += 1
    assert checked > 200


def test_sampling_respects_every_constraint() -> None:
    deal = _parlett_deal({1: ["5C", "9C"], 2: ["AC"], 0: ["2C", "4C"], DEAD_HAND: ["3C", "6C"]})
    deal.apply(parse_card("5C"))
    obs = deal.observation(2)
    knowledge = infer(obs)
    rng = random.Random(1)
    for _ in range(300):
        world = knowledge.sample(rng)
        assert world[parse_card("3C")] in (0, OUT)
        assert world[parse_card("4C")] in (0, OUT)
        assert world[parse_card("6C")] == OUT
        assert world[parse_card("AC")] == 2


@pytest.mark.parametrize("ruleset", ["parlett", "japanese", "hoyle-1847", "spanish"])
def test_presuming_hoyle_among_normal_players_never_rules_out_the_truth(ruleset: str) -> None:
    """Among Normal players (who lead the bottom card of a suit first, an Ace), presuming it keeps the
    real deal possible; and a seat that led another card is taken to hold no Ace it could have led."""
    from popejoan.ai.players import NormalPlayer

    rules = find_ruleset(ruleset).with_options()
    rng = random.Random(ruleset)
    narrowed = 0
    for _ in range(12):
        deck = list(PACK)
        rng.shuffle(deck)
        deal = Deal(rules, [20, 20, 20], {}, rng.randrange(3), deck)
        bots = [NormalPlayer(rng.randrange(1000)) for _ in range(3)]
        while not deal.over:
            seat = deal.to_move
            obs = deal.observation(seat)  # type: ignore[arg-type]
            plain, presumed = infer(obs), infer(obs, presume_hoyle=True)
            for c in range(52):
                if c == 20:
                    continue
                truth = deal.holder[c]
                where = truth if truth >= 0 else PLAYED if truth == PLAYED else OUT
                assert where in presumed.possible(c), (ruleset, seat, c)
            narrowed += sum(len(presumed.possible(c)) < len(plain.possible(c)) for c in presumed.unknown)
            deal.apply(bots[seat].choose(obs))  # type: ignore[index]
    assert narrowed > 0  # the presumption tells something the rules alone do not
