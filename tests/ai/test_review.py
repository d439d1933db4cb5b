"""The coach's review of a seat's decisions (popejoan/ai/review.py; issue 34), and ``python -m popejoan review``.

The positions are worked out by hand under Parlett's rules, three players, Ann (seat 0) dealing, so that Ben
(seat 1, left of the dealer) leads first; a lead must be the lowest card its leader holds of its suit
(docs/rules.md, "Leading"); the 8♦ is out of the pack, so a run reaching the 7♦ stops there, and a run
reaching a King stops at the top of its suit (docs/rules.md, "What all sources share").

- ``A♦ 2♦ … 7♦`` with ``A♣ … 6♣``: the A♦ plays seven cards to the 7♦, a stop, so Ben leads again; the A♣
  then empties his hand: he goes out and wins the Game, whatever the others hold. Leading the A♣ first plays
  six clubs and stops at the 7♣, which another seat holds: the lead passes with seven cards in Ben's hand.
  The A♦ is best and the A♣ loses fish.
- ``A♦ … 7♦`` with ``8♣ … K♣``: either lead runs to a stop (the 7♦; the K♣, the top of clubs) and Ben leads
  the other run next and goes out; no other seat plays a card in between, and neither run holds a trump
  (spades) or the Pope, so both leads end the deal exactly alike: neither loses anything.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
import yaml
from ai_helpers import RULESET_IDS, deck_for, random_decision

from popejoan.ai.inference import infer, rebuild_deal
from popejoan.ai.review import MARK, lead_shape, review_deal, review_decision, shape_words
from popejoan.cli import main
from popejoan.engine.cards import card_code, parse_card
from popejoan.engine.places import DEAD_HAND
from popejoan.engine.ruleset import find_ruleset
from popejoan.engine.state import Deal

PARLETT = find_ruleset("parlett").with_options()
BEN = 1
ROLLOUTS = 400  # enough for these positions; the game's own budget is REVIEW_ROLLOUTS

KEEP_OR_PASS = "AD 2D 3D 4D 5D 6D 7D AC 2C 3C 4C 5C 6C"
TWO_STOPS = "AD 2D 3D 4D 5D 6D 7D 8C 9C TC JC QC KC"


def _deal(ben: str, ann: str | None = None, cat: str | None = None) -> Deal:
    """A three-player Parlett deal, Ann dealing, with Ben's hand ``ben`` (and Ann's / Cat's where given).

    Spades are trumps: Ann, the dealer, receives the last card dealt, the turn-up (the 2♠ here).
    """
    piles = {BEN: ben.split()}
    if ann is not None:
        piles[0] = ann.split()
    if cat is not None:
        piles[2] = cat.split()
    deck = deck_for(PARLETT, 3, 0, piles)
    deal = Deal(PARLETT, [20, 20, 20], {}, 0, deck)
    assert deal.to_move == BEN and card_code(deal.turn_up)[1] == "S"
    return deal


def test_a_run_to_a_stop_that_lets_the_hand_go_out_is_best() -> None:
    deal = _deal(KEEP_OR_PASS)
    assert sorted(card_code(a) for a in deal.legal_actions()) == ["AC", "AD"]
    decision = review_decision(deal.observation(BEN), parse_card("AC"), 0, rollouts=ROLLOUTS)
    assert card_code(decision.best) == "AD"
    assert decision.loss >= MARK and decision.marked
    assert decision.loss == pytest.approx(decision.values[parse_card("AD")] - decision.values[parse_card("AC")])
    assert decision.errors[parse_card("AD")] == 0.0 and 0 < decision.errors[parse_card("AC")] < decision.loss
    best, chosen = decision.best_shape, decision.chosen_shape
    assert (best.ends, [card_code(c) for c in best.run], best.left) == ("stop", KEEP_OR_PASS.split()[:7], 6)
    assert (chosen.ends, chosen.left, chosen.stop_card) == ("open", 7, None)
    assert shape_words(best) == ("the A♦ starts a run of seven only you can go on with, ending on the 7♦, "
                                 "so you keep the lead")
    assert shape_words(chosen) == "leading the A♣ may give the lead away with seven cards in hand"


def test_the_best_choice_costs_nothing() -> None:
    deal = _deal(KEEP_OR_PASS)
    decision = review_decision(deal.observation(BEN), parse_card("AD"), 0, rollouts=ROLLOUTS)
    assert decision.loss == 0.0 and decision.close and not decision.marked


def test_two_leads_that_end_the_deal_alike_cost_nothing() -> None:
    deal = _deal(TWO_STOPS)
    obs = deal.observation(BEN)
    assert sorted(card_code(a) for a in obs.legal) == ["8C", "AD"]
    for chosen in ("8C", "AD"):
        decision = review_decision(obs, parse_card(chosen), 0, rollouts=ROLLOUTS)
        assert decision.loss == pytest.approx(0.0, abs=1e-9)
        assert decision.values[parse_card("8C")] == pytest.approx(decision.values[parse_card("AD")], abs=1e-9)
    assert lead_shape(obs, parse_card("8C")).stop_card == parse_card("KC")


def test_a_lead_that_empties_the_hand_goes_out() -> None:
    deal = _deal(KEEP_OR_PASS)
    deal.apply(parse_card("AD"))  # to the 7♦, a stop: Ben leads again, with the clubs alone
    shape = lead_shape(deal.observation(BEN), parse_card("AC"))
    assert (shape.ends, shape.left, len(shape.run)) == ("out", 0, 6)
    assert shape_words(shape) == "the A♣ plays out your hand: you go out and win the Game"


def test_a_whole_deal_reviews_only_the_seats_own_choices() -> None:
    deal = _deal(KEEP_OR_PASS)
    played = _deal(KEEP_OR_PASS)
    played.apply(parse_card("AC"))
    while not played.over:
        played.apply(played.legal_actions()[0])
    review = review_deal(deal, played.actions, BEN, rollouts=ROLLOUTS)
    assert review.decisions[0].action == 0 and card_code(review.decisions[0].chosen) == "AC"
    for d in review.decisions:
        assert played.actions[d.action] == d.chosen and len(d.values) > 1
    assert review.total_loss == pytest.approx(sum(d.loss for d in review.decisions))
    assert review.total_loss >= review.decisions[0].loss >= MARK


def test_a_review_is_the_same_every_time() -> None:
    first = review_decision(_deal(KEEP_OR_PASS).observation(BEN), parse_card("AC"), 0, rollouts=ROLLOUTS)
    again = review_decision(_deal(KEEP_OR_PASS).observation(BEN), parse_card("AC"), 0, rollouts=ROLLOUTS)
    assert first == again


def test_the_hidden_cards_do_not_change_the_review() -> None:
    """Two deals that differ only in what Ben cannot see (Ann's and Cat's hands, the dead hand) review alike."""
    one = _deal(KEEP_OR_PASS, ann="AS 3S 4S 5S 6S 7S 8S 9S TS JS QS KS 2S",
                cat="AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH")
    other = _deal(KEEP_OR_PASS, ann="AS 3S 4S 5S 6S 7S 7H 8H 9H TH JH QH 2S",
                  cat="AH 2H 3H 4H 5H 6H KH 8S 9S TS JS QS KS")
    assert one.observation(BEN) == other.observation(BEN)
    assert sorted(one.hands[2]) != sorted(other.hands[2])
    a = review_decision(one.observation(BEN), parse_card("AC"), 0, rollouts=ROLLOUTS)
    b = review_decision(other.observation(BEN), parse_card("AC"), 0, rollouts=ROLLOUTS)
    assert a == b


@pytest.mark.parametrize("ruleset", RULESET_IDS)
def test_a_review_depends_only_on_the_observation(ruleset: str) -> None:
    """As the computer players' honesty test (tests/ai/test_ai_honesty.py): re-dealt hidden cards consistent
    with the seat's observation leave the review of its decision unchanged."""
    rules = find_ruleset(ruleset).with_options({"pope_as_stop": True} if ruleset == "japanese" else {})
    rng = random.Random(f"review {ruleset}")
    checked = 0
    while checked < 2:
        deal = random_decision(rules, rng)
        if deal is None:
            continue
        seat = deal.to_move
        assert seat is not None
        obs = deal.observation(seat)
        knowledge = infer(obs)
        other = rebuild_deal(obs, knowledge.sample(rng), rng)
        if [sorted(h) for h in other.hands] == [sorted(h) for h in deal.hands]:
            continue
        assert other.observation(seat) == obs
        chosen = obs.legal[-1]
        assert review_decision(other.observation(seat), chosen, 5, rollouts=120) == review_decision(
            obs, chosen, 5, rollouts=120)
        checked += 1


def _deal_file(tmp_path: Path, actions: list[str]) -> Path:
    piles = {BEN: KEEP_OR_PASS.split()}
    deck = deck_for(PARLETT, 3, 0, piles)
    path = tmp_path / "keep_or_pass.yaml"
    path.write_text(yaml.safe_dump({"ruleset": "parlett", "players": ["Ann", "Ben", "Cat"], "dealer": 0,
                                    "deck": " ".join(card_code(c) for c in deck), "actions": actions}))
    return path


def test_the_command_prints_one_json_object(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _deal_file(tmp_path, ["AC"])
    assert main(["review", str(path), "--seat", "1", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["seat"] == 1
    first = out["decisions"][0]
    assert (first["action"], first["chosen"], first["best"]) == (0, "AC", "AD")
    assert set(first["values"]) == {"AC", "AD"}
    assert first["loss"] == pytest.approx(first["values"]["AD"] - first["values"]["AC"], abs=0.002)
    assert first["loss"] >= MARK and first["marked"] is True
    assert first["why"].startswith("best: the A♦ starts a run of seven")
    assert out["total_loss"] == pytest.approx(sum(d["loss"] for d in out["decisions"]), abs=0.01)
    for d in out["decisions"]:
        assert d["loss"] >= 0 and d["chosen"] in d["values"] and d["best"] in d["values"]
    # The same file and seat always give the same figures.
    assert main(["review", str(path), "--seat", "1", "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == out


def test_a_seat_without_a_choice_gets_an_empty_list(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Ben's A♦ then A♣ take him out at once: Ann and Cat never lead, so they took no decision."""
    path = _deal_file(tmp_path, ["AD", "AC"])
    assert main(["review", str(path), "--seat", "2", "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == {"seat": 2, "decisions": [], "total_loss": 0.0}


def test_bad_files_and_seats_get_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _deal_file(tmp_path, ["KH"])
    assert main(["review", str(path), "--seat", "1"]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "actions[0]" in err and "Traceback" not in err
    good = _deal_file(tmp_path, [])
    assert main(["review", str(good), "--seat", "3"]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "--seat must be a seat from 0 to 2" in err
    missing = tmp_path / "nowhere.yaml"
    assert main(["review", str(missing), "--seat", "0"]) == 1
    assert capsys.readouterr().err.count("\n") == 1


def test_the_dead_hand_is_not_a_seat_to_review() -> None:
    with pytest.raises(Exception, match="no seat"):
        review_deal(_deal(KEEP_OR_PASS), (), DEAD_HAND)

