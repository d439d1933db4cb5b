"""Issue 7, item 6: ``Deal.apply`` checks an action in full before it changes anything.

The kind: an illegal *or ill-typed* action (a float, a bool, a string, a
number-like object, a huge int, a card of another hand ...) raises
:class:`IllegalActionError` and leaves every part of the deal exactly as it
was: hands, holders, board, balances, events, the seat to move, the decision,
the sequence, the cards played. ``legal_actions()`` hands out a copy, so a
caller that changes it cannot change the deal.
"""

from __future__ import annotations

import copy
import random
from decimal import Decimal
from fractions import Fraction

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from popejoan.engine.cards import PACK, POPE
from popejoan.engine.errors import IllegalActionError
from popejoan.engine.ruleset import find_ruleset
from popejoan.engine.session import Session
from popejoan.engine.state import PASS, Deal

# every shipped ruleset, and the ones whose options change what may be led or offered
RULESETS = [
    ("parlett", {}), ("parlett", {"change_suit_after_stop": True}), ("hoyle-1847", {}), ("spanish", {}),
    ("cacumen", {}), ("japanese", {}), ("japanese", {"pope_as_stop": True}), ("russian", {}),
]


def snapshot(deal: Deal) -> dict:
    """Every attribute of the deal, deep-copied (the rules and the plan by identity).

    ``_legal`` is a cache of the legal leads that a refused action may fill in;
    it is left out and ``legal_actions()`` compared instead.
    """
    state = {k: v for k, v in vars(deal).items() if k not in ("rules", "_plan", "_legal")}
    out = copy.deepcopy(state)
    out["rules"] = id(deal.rules)
    out["_plan"] = id(deal._plan)  # private: the whole state is compared, the plan by identity
    out["legal"] = deal.legal_actions()
    return out


class IntLike:
    """A number-like object (as numpy's int64 is): equal to and hashed like an int, but not one."""

    def __init__(self, value: int) -> None:
        self.value = value

    def __index__(self) -> int:
        return self.value

    def __int__(self) -> int:
        return self.value

    def __eq__(self, other: object) -> bool:
        return other == self.value

    def __hash__(self) -> int:
        return hash(self.value)


class EqualsEverything:
    """An object that claims to equal anything."""

    def __eq__(self, other: object) -> bool:
        return True

    __hash__ = object.__hash__


class BadRepr:
    """An object whose ``repr`` fails: the error message must still be made."""

    def __repr__(self) -> str:
        raise RuntimeError("no repr")


class MyInt(int):
    """A subclass of int: still not a plain card number."""


def _play_to(deal: Deal, rng: random.Random, steps: int) -> None:
    for _ in range(steps):
        if deal.over:
            return
        deal.apply(rng.choice(deal.legal_actions()))


def _junk_for(deal: Deal, pick: st.DataObject) -> object:
    """An action that must be refused now: ill-typed, or a card that is not legal."""
    legal = deal.legal_actions() or [0]
    card = pick.draw(st.sampled_from(legal), label="a legal card")
    illegal_cards = [c for c in list(PACK) + [PASS, 20, 52, -2, -99] if c not in legal]
    return pick.draw(st.one_of(
        st.just(float(card)), st.just(card + 0.0), st.just(bool(card in (0, 1)) if card in (0, 1) else True),
        st.booleans(), st.just(str(card)), st.just(str(card).encode()), st.just(None),
        st.just(IntLike(card)), st.just(MyInt(card)), st.just(Decimal(card)), st.just(Fraction(card)),
        st.just(complex(card, 0)), st.just([card]), st.just((card,)), st.just({card}), st.just({card: card}),
        st.just(EqualsEverything()), st.just(BadRepr()), st.just(10 ** 5000), st.just(-(10 ** 40)),
        st.sampled_from(illegal_cards), st.integers().filter(lambda n: n not in legal), st.floats(allow_nan=True),
        st.text(max_size=5),
    ), label="junk action")


@settings(deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    which=st.sampled_from(RULESETS),
    players=st.integers(3, 8),
    seed=st.integers(0, 2 ** 32 - 1),
    steps=st.integers(0, 40),
    pick=st.data(),
)
def test_a_refused_action_changes_nothing(which, players, seed, steps, pick):
    rid, options = which
    rules = find_ruleset(rid).with_options(options)
    session = Session(rules, [f"P{i}" for i in range(players)], seed=seed)
    deal = session.start_deal()
    _play_to(deal, random.Random(seed), steps)
    action = _junk_for(deal, pick)
    before = snapshot(deal)
    chips_before = (list(session.balances), dict(session.board))
    with pytest.raises(IllegalActionError) as info:
        deal.apply(action)
    assert snapshot(deal) == before
    assert (session.balances, session.board) == chips_before
    assert info.value.seat == deal.to_move
    assert info.value.reason and len(str(info.value)) < 400
    assert deal.why_not(action) is not None


def _deal_where_6_is_legal() -> Deal:
    """A parlett deal (lowest of a suit is led) whose eldest holds card 6 (7♣) as a legal lead."""
    rules = find_ruleset("parlett")
    for seed in range(500):
        deal = Session(rules, ["A", "B", "C", "D"], seed=seed).start_deal()
        if not deal.over and 6 in deal.legal_actions():
            return deal
    raise AssertionError("no deal with card 6 legal")


def test_the_issue_reproduction_a_float_equal_to_a_legal_card():
    """``Deal.apply(6.0)``: refused, and the card is still in the hand (not 50 cards left in play)."""
    deal = _deal_where_6_is_legal()
    seat = deal.to_move
    in_play = sum(len(h) for h in deal.hands) + len(deal.dead_hand)
    with pytest.raises(IllegalActionError) as info:
        deal.apply(6.0)  # type: ignore[arg-type]
    assert 6 in deal.hands[seat] and deal.holder[6] == seat
    assert sum(len(h) for h in deal.hands) + len(deal.dead_hand) == in_play == 51 - len(deal.undealt)
    assert "not a float" in info.value.reason
    deal.apply(6)  # the same card as an int is still legal
    assert (seat, 6) == deal.played[0]


@pytest.mark.parametrize("action", [True, False])
def test_true_and_false_are_not_cards_0_and_1(action):
    rules = find_ruleset("parlett")
    for seed in range(500):
        deal = Session(rules, ["A", "B", "C"], seed=seed).start_deal()
        if int(action) in deal.legal_actions():
            break
    else:
        raise AssertionError("no deal with card 0 or 1 legal")
    before = snapshot(deal)
    with pytest.raises(IllegalActionError) as info:
        deal.apply(action)
    assert "not a bool" in info.value.reason
    assert snapshot(deal) == before


def test_pope_offer_refuses_ill_typed_answers():
    """At a japanese Pope offer, ``float(POPE)``, ``-1.0`` and ``"pass"`` are refused; the offer stands."""
    rules = find_ruleset("japanese").with_options({"pope_as_stop": True})
    for seed in range(2000):
        deal = Session(rules, ["A", "B", "C", "D"], seed=seed).start_deal()
        rng = random.Random(seed)
        while not deal.over and deal.decision != "pope_offer":
            deal.apply(rng.choice(deal.legal_actions()))
        if deal.decision == "pope_offer":
            break
    else:
        raise AssertionError("no Pope offer found")
    before = snapshot(deal)
    for action in (float(POPE), float(PASS), "pass", "9D", True, None):
        with pytest.raises(IllegalActionError):
            deal.apply(action)  # type: ignore[arg-type]
        assert snapshot(deal) == before
    assert deal.legal_actions() == [POPE, PASS]


def test_legal_actions_hands_out_a_copy():
    """Clearing or changing the returned list leaves the deal's legal actions as they were."""
    deal = _deal_where_6_is_legal()
    legal = deal.legal_actions()
    expected = list(legal)
    legal.clear()
    assert deal.legal_actions() == expected
    deal.legal_actions().append(99)
    assert 99 not in deal.legal_actions()
    with pytest.raises(IllegalActionError):
        deal.apply(99)
    assert deal.observation(deal.to_move).legal == tuple(expected)


def test_legal_actions_at_a_pope_offer_and_after_the_end_are_copies():
    rules = find_ruleset("japanese").with_options({"pope_as_stop": True})
    deal = Session(rules, ["A", "B", "C"], seed=1).start_deal()
    rng = random.Random(1)
    while not deal.over:
        legal = deal.legal_actions()
        legal.append(12345)  # a careless caller
        legal.remove(12345)
        legal.clear()
        actions = deal.legal_actions()
        assert actions
        deal.apply(rng.choice(actions))
    gone = deal.legal_actions()
    gone.append(0)
    assert deal.legal_actions() == []
