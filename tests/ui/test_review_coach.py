"""The coach's front end (issue 34): "How did I play?" from the deal's summary, the review overlay, the replay at a
decision, hot-seat privacy, the final standings' totals, and the coach's words in four languages.

The figures are the engine's (:func:`popejoan.ai.review.review_deal`, tested in ``tests/ai/test_review.py``); here
the overlay must show exactly those, for the people only, and never a hand but the one on show.
"""

from __future__ import annotations

import time

import pygame
import pytest

from popejoan.ai import make_player
from popejoan.ai.review import LeadShape, review_deal
from popejoan.engine.cards import parse_card
from popejoan.engine.ruleset import find_ruleset
from popejoan.engine.session import Session
from popejoan.ui.app import App
from popejoan.ui.autosave import seat_records
from popejoan.ui.i18n import set_language
from popejoan.ui.scenes.review import ReviewScene, coach_for
from popejoan.ui.scenes.review.words import coach_notes, fish_tenths, shape_text, tenths, totals_text, values_text
from popejoan.ui.scenes.review.work import DealReviews, Totals, deal_start
from popejoan.ui.scenes.summary import SummaryScene
from popejoan.ui.scenes.table.replay import ReplayScene, ReplaySource
from popejoan.ui.setup import GameSetup, Seat
from tests.ui.driver import click, click_button, key, step


def _played(people: int, deals: int = 1, seed: int = 6) -> tuple[GameSetup, Session]:
    """A 3-player Parlett session of ``deals`` deals: the first ``people`` seats people, played by Normal players."""
    seats = [Seat(name, "human") if i < people else Seat(name, "computer", "normal")
             for i, name in enumerate(("Ann", "Ben", "Cat"))]
    setup = GameSetup(find_ruleset("parlett").with_options({}), seats, chips=20, deals=deals + 3, seed=seed)
    session = Session(setup.ruleset, setup.names, chips=20, seed=seed, seats=seat_records(setup))
    players = [make_player("normal", seed=10 + i) for i in range(3)]
    for _ in range(deals):
        deal = session.start_deal()
        while not deal.over:
            seat = deal.to_move
            assert seat is not None
            deal.apply(players[seat].choose(deal.observation(seat)))
        session.finish_deal()
    return setup, session


def _ready(reviews: DealReviews, limit_s: float = 30.0) -> None:
    began = time.monotonic()
    while not reviews.ready:
        assert time.monotonic() - began < limit_s, "the review was not worked out in time"
        time.sleep(0.02)


def _replay(app: App, session: Session):  # the table's replay_record, without the table
    return lambda record: app.push(ReplayScene(app, ReplaySource.from_record(record, session.rules, session.names)))


def _summary(app: App, setup: GameSetup, session: Session) -> SummaryScene:
    summary = app.reset(SummaryScene(app, session, session.history[-1], setup=setup, replay=_replay(app, session)))
    assert summary.coach_reviews is not None
    _ready(summary.coach_reviews)
    step(app, 3)
    return summary


def test_the_button_opens_the_review_and_its_figures_are_the_engines(app: App) -> None:
    setup, session = _played(people=1)
    summary = _summary(app, setup, session)
    drawn: list[str] = []  # the words the overlay draws
    import popejoan.ui.scenes.review.scene as scene_module

    real = scene_module.theme.blit_text

    def spy(surface, text, *args, **kwargs):
        drawn.append(text)
        return real(surface, text, *args, **kwargs)

    click_button(app, "How did I play?")
    review = app.top
    assert isinstance(review, ReviewScene) and review.seat == 0 and review.passing is None  # one person: no pass card
    record = session.history[-1]
    expected = review_deal(deal_start(record, session.rules), record.actions, 0)
    assert expected.decisions, "the pinned deal gives Ann decisions to review"
    assert tuple(review.decisions()) == expected.decisions  # the engine's figures, decision for decision
    scene_module.theme.blit_text = spy
    try:
        step(app)
    finally:
        scene_module.theme.blit_text = real
    text = " ".join(drawn)
    for d in expected.decisions:
        first = values_text(d).split("  ·  ")[0]
        assert first in text
    assert totals_text(expected.close_count, len(expected.decisions), expected.total_loss) in drawn
    # only Ann's own cards are drawn, and each decision's hand is the hand she held then
    dealt = set(deal_start(record, session.rules).hands[0])
    assert review.faces_drawn and {c for _, c in review.faces_drawn} <= dealt
    key(app, pygame.K_ESCAPE)
    assert app.top is summary


def test_enter_opens_the_replay_at_the_decision_with_its_cards_marked(app: App) -> None:
    setup, session = _played(people=1)
    summary = _summary(app, setup, session)
    summary.open_review()
    review = app.top
    assert isinstance(review, ReviewScene)
    decisions = review.decisions()
    assert len(decisions) >= 2
    key(app, pygame.K_DOWN)
    assert review.selected == 1
    key(app, pygame.K_RETURN)
    replay = app.top
    assert isinstance(replay, ReplayScene)
    d = decisions[1]
    assert replay.moment is not None and replay.moment[1] == 0
    # the step is the cards played before the decision, counted by hand from the deal replayed to it
    start = deal_start(session.history[-1], session.rules)
    for action in session.history[-1].actions[: d.action]:
        start.apply(action)
    played = sum(1 for e in start.events if type(e).__name__ == "CardPlayed")
    assert replay.step == played and replay.view.bottom_seat == 0
    if d.kind == "lead":
        prompt = replay.prompt()
        assert set(prompt.legal) == {d.best, d.chosen} and prompt.human == 0
        assert replay.view.hands[0] and d.chosen in replay.view.hands[0]
    key(app, pygame.K_ESCAPE)
    assert app.top is review
    click(app, review.rows[0][0].center)  # a click on the first decision opens it too
    assert isinstance(app.top, ReplayScene) and app.top.moment is not None


def test_hot_seat_each_review_opens_behind_the_pass_card_with_only_that_hand(app: App) -> None:
    setup, session = _played(people=2)
    summary = _summary(app, setup, session)
    click_button(app, "How did I play?")
    review = app.top
    assert isinstance(review, ReviewScene) and review.passing == 0
    step(app, 2)
    assert review.faces_drawn == []  # behind the pass card no card is drawn
    key(app, pygame.K_RETURN)
    assert review.passing == 0  # too soon: the pass card's guard holds
    step(app, 45)
    key(app, pygame.K_RETURN)
    assert review.passing is None
    step(app)
    start = deal_start(session.history[-1], session.rules)
    ann, ben = set(start.hands[0]), set(start.hands[1])
    assert review.faces_drawn and all(seat == 0 and c in ann for seat, c in review.faces_drawn)
    click(app, review.person_buttons[1].rect.center)  # Ben's review: behind his pass card
    assert review.seat == 1 and review.passing == 1
    step(app)
    assert review.faces_drawn == []
    step(app, 45)
    key(app, pygame.K_RETURN)
    step(app)
    if review.decisions():
        assert review.faces_drawn and all(seat == 1 and c in ben for seat, c in review.faces_drawn)
    assert not any(c in ann for _, c in review.faces_drawn)
    assert summary is not None


def test_the_final_standings_sum_the_deals_reviews(app: App) -> None:
    setup, session = _played(people=1, deals=3, seed=8)
    coach = coach_for(session, [0])
    for record in session.history:
        _ready(coach.deal(record))
    totals = coach.totals(0, session.history)
    expected = [review_deal(deal_start(r, session.rules), r.actions, 0) for r in session.history]
    assert totals.deals == totals.ready == 3
    assert totals.decisions == sum(len(r.decisions) for r in expected)
    assert totals.close == sum(r.close_count for r in expected)
    assert totals.loss == pytest.approx(sum(r.total_loss for r in expected), abs=1e-9)
    summary = app.reset(SummaryScene(app, session, session.history[-1], setup=setup))
    summary.end_session(play=False)
    assert summary.coach_notes(0) == coach_notes(totals)
    assert summary.coach_notes(1) == ()  # a computer has no review
    step(app, 5)


def test_the_coachs_words_worked_by_hand() -> None:
    set_language("en")
    ac, c3 = parse_card("AC"), parse_card("3C")
    run = LeadShape(ac, (ac, parse_card("2C"), c3), "stop", c3, (), 5)
    assert shape_text(run) == ("the A♣ starts a run of 3 cards only you can go on with, ending on the 3♣, so you keep "
                               "the lead")
    h2 = parse_card("2H")
    assert shape_text(LeadShape(h2, (h2,), "open", None, (), 11)) == \
        "leading the 2♥ may give the lead away with 11 cards in hand"
    out = LeadShape(ac, (ac, parse_card("2C")), "out", None, (ac,), 0)
    assert shape_text(out) == ("the A♣ plays out your hand: you go out and win the Game; it plays the A♣, which "
                               "may take its compartment")
    assert tenths(1.449) == "1.4" and tenths(-0.04) == "0.0" and tenths(2.25, signed=True) == "+2.2"
    assert coach_notes(Totals(close=3, decisions=4, loss=1.25, ready=2, deals=2)) == ("3 of 4 good, cost 1.2 fish",
                                                                                      "3/4, 1.2 fish")
    assert coach_notes(Totals(close=0, decisions=0, loss=0.0, ready=1, deals=2))[0] == "reviewing: 1 of 2 deals"
    assert coach_notes(Totals(close=0, decisions=0, loss=0.0, ready=2, deals=2)) == ()
    set_language("es")
    try:
        assert fish_tenths(1.4) == "1,4 fichas"
    finally:
        set_language("en")


@pytest.mark.parametrize("language", ["en", "es", "ja", "ru"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 800)])
def test_the_overlay_draws_and_fits_in_four_languages(app: App, language: str, size: tuple[int, int]) -> None:
    setup, session = _played(people=1)
    app.resize(size)
    set_language(language)
    try:
        summary = _summary(app, setup, session)
        summary.open_review()
        review = app.top
        assert isinstance(review, ReviewScene)
        step(app, 2)
        width, height = app.screen.get_size()
        assert review.close_button.rect.right <= width and review.close_button.rect.bottom <= height
        assert review.list_rect.height > 0 and review.rows
        assert review.close_button.label != "" and review.faces_drawn
    finally:
        set_language("en")


@pytest.mark.parametrize("language", ["en", "es", "ja", "ru"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 800)])
def test_the_overlay_fits_at_200_percent(language: str, size: tuple[int, int]) -> None:
    """The layout sweep's recorder (tests/ui/test_everything_fits.py, which sweeps the overlay at 100 %) at the
    largest interface size: every line whole in its box and the window, none over another."""
    from popejoan.ui import access
    from tests.ui.test_everything_fits import misfits

    try:
        found = misfits("review", language, size, zoom=200)
    finally:
        access.set_choices(zoom=1.0)
    assert not found, f"review in {language} at {size[0]}×{size[1]}, 200 %:\n" + "\n".join(found)


def test_the_overlay_shows_progress_and_fills_in(app: App) -> None:
    setup, session = _played(people=1)
    record = session.history[-1]
    reviews = DealReviews(record, session.rules, [0])  # not started: nothing reviewed yet
    total = reviews.seats[0].total
    assert total == 4  # Ann's four decisions with a choice in this deal (seed 6), counted by decision_points
    review = app.reset(ReviewScene(app, reviews, session.names, [0], 0))
    assert review.status(total, 0, "") == f"Working out the review: 0 of {total} decisions"
    step(app)
    assert review.rows == [] and review.faces_drawn == []
    import threading

    reviews.work(threading.Event())  # the background's work, here at once
    step(app)
    assert len(review.rows) == total and review.faces_drawn
    whole = reviews.seats[0].review()
    assert review.status(total, total, "") == totals_text(whole.close_count, total, whole.total_loss)


def test_no_button_when_only_computers_play(app: App) -> None:
    setup, session = _played(people=0)
    summary = app.reset(SummaryScene(app, session, session.history[-1], setup=setup))
    assert summary.coach_reviews is None and summary.coach_button not in summary.record_buttons
