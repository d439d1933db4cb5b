"""Saved after every action and resumed, a session goes on exactly as one played straight through.

Every shipped ruleset, 3 to 8 players, and each non-default variant value:
the session is saved to bytes (the save file's content) after each lead,
each Pope offer answer, each deal's start and end and the share-out, and
the game goes on from the *resumed* session. Its events, balances and board
must be those of the same session played without saving, event for event.
"""

from __future__ import annotations

import random

import pytest

from popejoan.engine.cards import PACK, POPE
from popejoan.engine.record import decode_save, encode_save
from popejoan.engine.ruleset import SHIPPED_RULESET_DIR, find_ruleset
from popejoan.engine.session import Session
from popejoan.engine.state import PASS

from .play import NAMES, SAVED, play, same_state, seats_for, through_a_file

RULESETS = sorted(p.stem for p in SHIPPED_RULESET_DIR.glob("*.yaml"))


def _cases() -> list[tuple[str, dict, int]]:
    cases = [(rid, {}, players) for rid in RULESETS for players in range(3, 9)]
    for rid in RULESETS:  # each variant's other values once, at 4 and 6 players
        for name, option in find_ruleset(rid).options.items():
            for choice in option.values[1:]:
                cases += [(rid, {name: choice.value}, 4), (rid, {name: choice.value}, 6)]
    return cases


CASES = _cases()


def _session(rid: str, options: dict, players: int, seed: int) -> Session:
    rules = find_ruleset(rid).with_options(options)
    return Session(rules, NAMES[:players], seed=seed, first_dealer=seed % players, seats=seats_for(players),
                   meta={"deals": 3, "note": "round trip"})


def test_every_shipped_ruleset_and_variant_is_covered() -> None:
    assert RULESETS == ["cacumen", "hoyle-1847", "japanese", "parlett", "russian", "spanish"]
    assert len(CASES) == 36 + 2 * (4 + 1 + 3 + 4)


@pytest.mark.parametrize("rid,options,players", CASES, ids=lambda v: str(v))
def test_saved_after_every_action_and_resumed(rid: str, options: dict, players: int) -> None:
    seed = 1000 + 37 * players + len(rid)
    straight = play(_session(rid, options, players, seed), random.Random(seed), deals=3)

    saves = 0

    def save_and_resume(session: Session) -> Session:
        nonlocal saves
        saves += 1
        resumed = through_a_file(session)
        same_state(session, resumed)
        return resumed  # play goes on from the resumed session, never the original

    resumed = play(_session(rid, options, players, seed), random.Random(seed), deals=3, after=save_and_resume)
    same_state(straight, resumed)
    assert [r.events for r in resumed.history] == [r.events for r in straight.history]
    assert resumed.shared_out == straight.shared_out
    assert resumed.finished and len(resumed.history) == 3
    assert saves >= 3 * 3 + 2  # at least: each deal's start, one decision and end; the start and the share-out
    if resumed.has_share_out:  # spanish, cacumen, russian: 51 cards dealt face up
        assert len(resumed.shared_out) >= 51
    else:
        assert resumed.shared_out == ()


def test_pope_offers_are_saved_and_resumed_both_ways() -> None:
    """japanese pope_as_stop: the Pope's holder plays it (POPE) or passes (PASS); both kinds are in the record."""
    answers: set[int] = set()
    offers_waiting = 0
    for seed in range(12):
        session = _session("japanese", {"pope_as_stop": True}, 4, seed)

        def resume(s: Session) -> Session:
            nonlocal offers_waiting
            resumed = through_a_file(s)
            same_state(s, resumed)
            if s.deal is not None and s.deal.decision == "pope_offer":
                offers_waiting += 1  # saved while a Pope offer waits for its answer
                assert resumed.deal.decision == "pope_offer" and resumed.deal.to_move == s.deal.to_move
            return resumed

        final = play(session, random.Random(seed), deals=3, after=resume)
        for record in final.history:
            answers |= {a for a in record.actions if a in (PASS, POPE)}
    assert answers == {PASS, POPE}
    assert offers_waiting > 0


def test_a_given_deck_draws_nothing_from_the_seed() -> None:
    """A deal dealt from a pinned deck is replayed as written; the seeded shuffles after it still match."""
    rules = find_ruleset("parlett").with_options()
    session = Session(rules, NAMES[:4], seed=5)
    chooser = random.Random(5)
    deal = session.start_deal(list(reversed(PACK)))
    while not deal.over:
        deal.apply(chooser.choice(deal.legal_actions()))
    session.finish_deal()
    deal = session.start_deal()  # the seed's first shuffle
    assert list(deal.deck) == Session(rules, NAMES[:4], seed=5).shuffled_deck()
    deal.apply(chooser.choice(deal.legal_actions()))
    resumed = through_a_file(session)
    same_state(session, resumed)
    assert resumed.record().deals[0].shuffled is False and resumed.record().deals[1].shuffled is True


def test_a_deal_over_but_not_yet_recorded_resumes_as_it_was() -> None:
    """Saved between the last card and finish_deal (the table is still animating): the deal comes back over."""
    session = _session("spanish", {}, 5, 8)
    chooser = random.Random(8)
    deal = session.start_deal()
    while not deal.over:
        deal.apply(chooser.choice(deal.legal_actions()))
    resumed = through_a_file(session)
    same_state(session, resumed)
    assert resumed.deal is not None and resumed.deal.over and resumed.deals_played == 0
    resumed.finish_deal()
    session.finish_deal()
    same_state(session, resumed)


def test_a_session_ended_without_a_share_out_is_kept_finished() -> None:
    session = _session("parlett", {}, 3, 2)
    play(session, random.Random(2), deals=1)
    resumed = through_a_file(session)
    assert resumed.finished and resumed.shared_out == ()
    assert decode_save(encode_save(session.record(), SAVED))[1].share_out is None
