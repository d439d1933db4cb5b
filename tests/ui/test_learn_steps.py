"""The lesson's deal and steps, without a window: every step is reached in order on every lead the learner may
choose, the coach's advice at the first lead, the computers' script, and the progress kept in the settings."""

from __future__ import annotations

from popejoan.engine.cards import card_code, parse_cards
from popejoan.engine.events import DealEnded
from popejoan.ui.scenes.learn.progress import KEY, Progress, read_progress, write_progress
from popejoan.ui.scenes.learn.script import advice, lesson_deck, lesson_session, scripted_action
from popejoan.ui.scenes.learn.steps import LEARNER, STEPS, Coach
from popejoan.ui.settings import Settings


def _walk() -> list[tuple[tuple[str, ...], list[str], int | None, int | None]]:
    """Every path of the learner's leads through the lesson deal: (the leads, the steps in the order they fired,
    the winner, the Pope's holder at the end)."""
    paths = []
    stack: list[tuple[int, ...]] = [()]
    while stack:
        prefix = stack.pop()
        deal = lesson_session(["You", "Ann", "Ben"]).start_deal(lesson_deck())
        coach = Coach()
        fired: list[str] = []
        taken: list[int] = []
        while True:
            while (step := coach.feed(deal.events, len(deal.events))) is not None:
                fired.append(step.key)
            if deal.over:
                break
            if deal.to_move == LEARNER and deal.decision == "lead":
                step = coach.at_lead()
                if step is not None:
                    fired.append(step.key)
                legal = deal.legal_actions()
                if len(taken) < len(prefix):
                    choice = prefix[len(taken)]
                else:
                    stack.extend((*taken, other) for other in legal[1:])
                    choice = legal[0]
                taken.append(choice)
                deal.apply(choice)
            else:
                deal.apply(scripted_action(deal.observation(deal.to_move)))
        end = deal.events[-1]
        assert isinstance(end, DealEnded)
        paths.append((tuple(card_code(c) for c in taken), fired, end.winner, end.pope_holder))
    return paths


def test_every_step_is_reached_in_order_on_every_choice_path() -> None:
    paths = _walk()
    # the learner leads first from A♣, A♦ or 2♠ (the lowest of each suit held), and once more after 2♠ (its
    # run 2♠ 3♠ stops at the 4♠ in the dead hand): A♣, 6♠ or A♦; five paths in all, worked out from the deal
    assert sorted(p[0] for p in paths) == sorted([("AC",), ("AD",), ("2S", "AC"), ("2S", "6S"), ("2S", "AD")])
    keys = [s.key for s in STEPS]
    for leads, fired, _winner, pope in paths:
        assert fired == keys, leads
        assert pope == 1  # Mrs Bennet's seat keeps the Pope to the end: the holder's excuse is shown


def test_the_first_lead_is_advised_with_its_reason() -> None:
    deal = lesson_session(["You", "Ann", "Ben"]).start_deal(lesson_deck())
    obs = deal.observation(LEARNER)
    assert sorted(obs.legal) == sorted(parse_cards("AC AD 2S"))
    tip = advice(obs)
    assert tip is not None
    # 2♠ runs on to the learner's own 3♠ (the 4♠ lies in the dead hand, which the learner cannot know: "open");
    # A♣ and A♦ stop at once in other hands. The longest run wins.
    assert card_code(tip.card) == "2S"
    assert [card_code(c) for c in tip.run] == ["2S", "3S"]
    assert tip.ends == "open" and tip.stakes == ()


def test_the_computers_lead_their_lowest_card() -> None:
    deal = lesson_session(["You", "Ann", "Ben"]).start_deal(lesson_deck())
    deal.apply(parse_cards("AC")[0])  # A♣: 2♣ (Ann) follows, 3♣ (Ben), 4♣ (Ann); 5♣ is in the dead hand: Ann leads
    assert deal.to_move == 1
    assert card_code(scripted_action(deal.observation(1))) == "2D"


def test_progress_is_kept_in_the_settings_and_a_bad_value_is_none() -> None:
    settings = Settings()
    write_progress(settings, Progress(6, 31, list(parse_cards("2S")), False, True))
    again = read_progress(settings)
    assert (again.step, again.events, [card_code(c) for c in again.leads], again.done, again.offered) == \
        (6, 31, ["2S"], False, True)
    assert again.under_way
    settings.extra[KEY] = {"step": "six", "leads": ["8D"], "offered": True}
    bad = read_progress(settings)
    assert not bad.under_way and bad.offered
    settings.extra[KEY] = [1, 2]
    assert read_progress(settings) == Progress()
