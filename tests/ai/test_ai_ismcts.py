"""The information-set tree search (:mod:`popejoan.ai.ismcts`): UCB with availability counts, worked by hand,
and the tree it grows over the seat's own decisions on the engine's deals."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from ai_helpers import random_decision

from popejoan.ai.inference import infer
from popejoan.ai.ismcts import Node, tree_rollout, ucb_pick
from popejoan.ai.search import HARD_BUDGET, SearchPlayer, seer_leads
from popejoan.engine.cards import parse_cards
from popejoan.engine.ruleset import find_ruleset
from popejoan.engine.state import Deal

TWO_C, THREE_C, FOUR_C = parse_cards("2C 3C 4C")


def _node(stats: dict[int, tuple[int, float, int]]) -> Node:
    """A node with, per action, (visits, mean chips, times available), each visit of weight 1."""
    node = Node()
    for a, (visits, mean, available) in stats.items():
        node.visits[a] = visits
        node.weights[a] = float(visits)
        node.totals[a] = mean * visits
        node.available[a] = available
    return node


def test_the_weighted_mean_of_an_action() -> None:
    node = Node()
    node.update(TWO_C, 1.0, 4.0)  # a world of weight 1 that won 4 chips
    node.update(TWO_C, 3.0, 0.0)  # a world three times as likely that won nothing
    assert node.visits[TWO_C] == 2
    assert node.mean(TWO_C) == pytest.approx(1.0)  # (1·4 + 3·0) / (1 + 3)
    assert node.mean(THREE_C) == float("-inf")  # never tried


def test_an_action_never_tried_comes_first() -> None:
    node = _node({TWO_C: (4, 2.0, 4)})
    assert ucb_pick(node, [TWO_C, THREE_C], 1.0, 0.0) == THREE_C
    # Two untried: the number picks among them in the order given.
    node = _node({TWO_C: (4, 2.0, 4)})
    assert ucb_pick(node, [TWO_C, THREE_C, FOUR_C], 1.0, 0.3) == THREE_C
    assert ucb_pick(node, [TWO_C, THREE_C, FOUR_C], 1.0, 0.7) == FOUR_C


def test_a_prior_narrows_the_untried_actions_tried_first() -> None:
    # ♣3 and ♣4 untried; the prior (say, Hoyle's advice) names ♣4: it is tried first whatever the number.
    node = _node({TWO_C: (4, 2.0, 4)})
    assert ucb_pick(node, [TWO_C, THREE_C, FOUR_C], 1.0, 0.0, lambda fresh: [FOUR_C]) == FOUR_C
    # Once every action was tried, the prior has no say: UCB alone (♣2, mean 2, against two means of 0).
    node = _node({TWO_C: (4, 2.0, 4), THREE_C: (4, 0.0, 4), FOUR_C: (4, 0.0, 4)})
    assert ucb_pick(node, [TWO_C, THREE_C, FOUR_C], 1.0, 0.0, lambda fresh: [FOUR_C]) == TWO_C


@pytest.mark.parametrize(("c", "expected"), [(1.0, TWO_C), (3.0, TWO_C), (4.0, THREE_C)])
def test_ucb_weighs_the_mean_against_how_little_an_action_was_tried(c: float, expected: int) -> None:
    # ♣2: 4 visits, mean 2 chips; ♣3: 1 visit, mean 0; each legal in 4 earlier iterations, 5 with this one.
    # ♣2: 2 + c·√(ln 5 / 4) = 2 + 0.634c; ♣3: 0 + c·√(ln 5 / 1) = 1.269c.
    # c = 1: 2.634 against 1.269; c = 3: 3.903 against 3.806; c = 4: 4.537 against 5.075.
    node = _node({TWO_C: (4, 2.0, 4), THREE_C: (1, 0.0, 4)})
    assert ucb_pick(node, [TWO_C, THREE_C], c, 0.5) == expected
    assert node.available == {TWO_C: 5, THREE_C: 5}


def test_only_the_actions_legal_in_this_world_count_as_available() -> None:
    # ♣4 is not legal in this world (another seat holds it here): its availability stays.
    node = _node({TWO_C: (4, 2.0, 4), THREE_C: (1, 0.0, 4), FOUR_C: (2, 9.0, 3)})
    assert ucb_pick(node, [TWO_C, THREE_C], 1.0, 0.5) == TWO_C  # ♣4's mean of 9 cannot be picked
    assert node.available == {TWO_C: 5, THREE_C: 5, FOUR_C: 3}


@pytest.mark.parametrize(("ruleset", "by_hand", "prior"), [
    ("parlett", True, "none"), ("japanese", True, "hoyle"), ("hoyle-1847", True, "seer"), ("parlett", False, "none"),
])
def test_the_tree_grows_one_node_an_iteration_keyed_by_action_and_hand(ruleset: str, by_hand: bool, prior: str) -> None:
    rules = find_ruleset(ruleset).with_options()
    rng = random.Random(ruleset)
    checked = 0
    while checked < 5:
        deal = random_decision(rules, rng)
        if deal is None or deal.decision != "lead":
            continue
        me = deal.to_move
        assert me is not None
        obs = deal.observation(me)
        knowledge = infer(obs)
        hand = set(deal.hands[me])
        root = Node()
        for _ in range(12):
            imagined = Deal.imagined(obs, knowledge.sample(rng))
            a = ucb_pick(root, imagined.legal_actions(), 2.0, rng.random())
            imagined.apply(a)
            path = [(root, a)]
            nodes_before = _count(root)
            added = tree_rollout(imagined, root, a, path, [rng.random() for _ in range(32)], me, 2.0,
                                 prior=prior, by_hand=by_hand, seer=seer_leads)
            assert imagined.over
            assert _count(root) == nodes_before + added  # at most one node added
            # The path is this seat's own leads, in the order it made them.
            mine = [c for seat, c in imagined.played if seat == me]
            taken = [b for _, b in path]
            assert all(b in mine for b in taken)
            assert sorted(taken, key=mine.index) == taken
            for node, b in path:
                node.update(b, 1.0, float(imagined.balances[me]))
        # Every child is keyed by the action before it and a hand the seat could hold then.
        # Keyed by the action alone, the hand part is 0.
        for (action, key), _child in root.children.items():
            held = {c for c in range(52) if key >> c & 1}
            assert action in hand and action not in held and held < hand
            assert by_hand or key == 0
        assert sum(root.visits.values()) == 12
        checked += 1


def _count(node: Node) -> int:
    return 1 + sum(_count(child) for child in node.children.values())


@pytest.mark.parametrize("tree", ["ucb", "halving"])
def test_the_tree_search_chooses_a_legal_action_and_the_same_one_again(tree: str) -> None:
    rules = find_ruleset("parlett").with_options()
    rng = random.Random(tree)
    budget = replace(HARD_BUDGET, iterations=80, time_limit=60.0)
    found = 0
    while found < 3:
        deal = random_decision(rules, rng)
        if deal is None:
            continue
        obs = deal.observation(deal.to_move)  # type: ignore[arg-type]
        a = SearchPlayer(3, budget, tree=tree).choose(obs)
        assert a in obs.legal
        assert SearchPlayer(3, budget, tree=tree).choose(obs) == a
        found += 1


def test_bad_tree_options_are_refused() -> None:
    with pytest.raises(ValueError, match="tree"):
        SearchPlayer(1, tree="deep")
    with pytest.raises(ValueError, match="past"):
        SearchPlayer(1, tree="ucb", past="clairvoyant")
