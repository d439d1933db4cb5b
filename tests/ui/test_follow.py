"""Following the computers' play: a stop is held long enough to read, its reason stays on the table (quieter)
into the next sequence, and a deal taken up again from a save waits for the player before any computer moves.

Driven like a player: frames stepped on the scene, real pygame key and mouse events (headless). The
computer seats decide at once here (no AI worker: a seeded random legal lead, the same at every speed),
so a hold is measured in the table's own frames, never in the worker's time.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pygame
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from harness import FakeApp, click, key  # noqa: E402

from popejoan.engine.cards import parse_card  # noqa: E402
from popejoan.engine.events import (  # noqa: E402
    CardPlayed,
    CardsDealt,
    DealStarted,
    LeadPassed,
    SequenceStopped,
    StakeTaken,
    TurnedUp,
)
from popejoan.engine.ruleset import find_ruleset  # noqa: E402
from popejoan.engine.session import Session  # noqa: E402
from popejoan.ui import story  # noqa: E402
from popejoan.ui.scenes.table import TableScene  # noqa: E402
from popejoan.ui.scenes.table.view import PAST_STOP_UNTIL, reading_ms  # noqa: E402

NAMES = ["Ann", "Ben", "Cora", "Dick"]
FRAME_MS = 1000 / 30


def computers_table(speed: float, seed: int = 11) -> tuple[FakeApp, TableScene]:
    """Three computer seats at ``speed``, deciding at once (a seeded random legal action: no worker)."""
    app = FakeApp((1280, 800), speed=speed)
    session = Session(find_ruleset("parlett").with_options({}), NAMES[:3], seed=seed, first_dealer=0)
    scene = TableScene(app, session, ["easy", "easy", "easy"], deals=3, seed=seed)
    scene.turns.computers = {seat: None for seat in scene.turns.computers}  # decided at once, the same each run
    app.push(scene)
    return app, scene


def step(app: FakeApp, scene: TableScene, frames: int = 1) -> None:
    """``frames`` frames of play, each drawn (the painter places the notes as a player sees them)."""
    for _ in range(frames):
        app.step(FRAME_MS)
        scene.draw(app.screen)


def run_until(app: FakeApp, scene: TableScene, done, limit: int = 20000) -> int:
    """Step (and draw) frames until ``done()``; return how many were taken."""
    for frame in range(limit):
        if done():
            return frame
        step(app, scene)
    raise AssertionError("the table did not get there")


def first_stop_hold(speed: float) -> tuple[str, int, float]:
    """Play to the first stop a computer leads after (no pass of the lead in between) and time it.

    Returns:
        The stop's reason, how many frames its note stood beside the sequence before the next lead swept it,
        and the real milliseconds that is.
    """
    app, scene = computers_table(speed)
    view = scene.view
    while True:
        run_until(app, scene, lambda: bool(view.stop_text) and bool(view.sequence))
        deal = scene.deal
        stops = [i for i, ev in enumerate(deal.events) if isinstance(ev, SequenceStopped)]
        passed = stops and stops[-1] + 1 < len(deal.events) and isinstance(deal.events[stops[-1] + 1], LeadPassed)
        reason = view.stop_text
        frames = run_until(app, scene, lambda: not view.stop_text)
        if not passed and view.past_stop_text == reason:  # swept by a computer's lead
            return reason, frames, frames * FRAME_MS


def test_reading_time_counts_words_and_half_a_word_for_each_japanese_character() -> None:
    assert reading_ms("") == 0.0
    assert reading_ms("a King ends the suit") == 1200 + 5 * 180  # 2100
    assert reading_ms("nobody holds the 6♠: it lies in the dead hand") == 1200 + 10 * 180  # 3000
    # "3♣" is a word (180 ms), then 9 characters (は誰も持っていない) at half a word each
    assert reading_ms("3♣は誰も持っていない") == 1200 + 180 + 9 * 90  # 2190


def test_the_hold_at_a_stop_lasts_its_reading_time_at_speed_1_and_half_at_speed_2() -> None:
    reason, frames1, ms1 = first_stop_hold(1.0)
    reading = reading_ms(reason)
    assert reading >= 2000.0  # longer than the stop and a computer's least thought (420 + 650 ms)
    assert ms1 >= reading, (reason, ms1)
    assert ms1 <= reading + 3 * FRAME_MS  # and no longer: the hold is what kept it
    reason2, frames2, ms2 = first_stop_hold(2.0)
    assert reason2 == reason  # the same deal, played the same way
    assert ms2 >= reading / 2
    assert ms2 <= reading / 2 + 3 * FRAME_MS


def test_space_hurries_on_from_a_stop_and_the_hold_never_blocks_the_record_of_play() -> None:
    app, scene = computers_table(1.0)
    view = scene.view
    run_until(app, scene, lambda: bool(view.stop_text) and bool(view.sequence) and not scene.director.busy)
    events = len(scene.deal.events)
    step(app, scene, 3)
    assert len(scene.deal.events) == events and scene.turns.reading_left() > 0  # held, reading
    for event in key(pygame.K_r):  # the played-cards view opens over the held table
        scene.handle_event(event)
    assert type(app.top).__name__ == "RecordScene"
    app.pop()
    for event in key(pygame.K_SPACE):
        scene.handle_event(event)
    step(app, scene, 2)
    assert len(scene.deal.events) > events  # the computer led at once
    assert scene.turns.reading_left() == 0.0


def test_the_last_stop_stays_on_the_table_after_the_next_computer_lead_begins() -> None:
    app, scene = computers_table(1.0)
    view, painter = scene.view, scene.painter
    run_until(app, scene, lambda: bool(view.stop_text) and bool(view.sequence))
    reason = view.stop_text
    assert painter.stop_note_rect is not None and painter.past_note_rect is None
    old = len(view.sequence)
    # the next lead begins: the stopped sequence is swept aside
    run_until(app, scene, lambda: not view.stop_text)
    assert view.past_stop_text == reason and view.past_stop_cards == old
    assert painter.stop_note_rect is None and painter.past_note_rect is not None  # drawn, quieter
    step(app, scene, 20)  # the lead has landed (and perhaps a card or two more)
    if view.past_stop_text:
        assert painter.past_note_rect is not None and len(view.sequence) < PAST_STOP_UNTIL
        note = painter.past_note_rect
        for sc in view.sequence:  # beside the new sequence, never over it
            assert sc.pos[0] + scene.layout.seq_w / 2 < note.left
        if painter.caption_rect is not None:
            assert not painter.caption_rect.colliderect(note)
    # it goes when the next sequence is well under way, or at the next stop (whose own note takes its place)
    run_until(app, scene, lambda: len(view.sequence) >= PAST_STOP_UNTIL or bool(view.stop_text))
    step(app, scene)
    if view.stop_text:
        assert view.past_stop_text == "" and painter.past_note_rect is None
    else:
        assert view.past_stop_text == "" and painter.past_note_rect is None and len(view.sequence) >= PAST_STOP_UNTIL


# --- a deal taken up again ---------------------------------------------------------------------


def test_last_news_gives_the_last_stop_and_the_payments_since_its_lead() -> None:
    c = parse_card
    events = [
        DealStarted(1, 0),
        CardsDealt((1, 2, 0)),
        TurnedUp(c("2H"), 2, 0),
        CardPlayed(1, c("3S"), True),
        CardPlayed(1, c("4S"), False),
        StakeTaken(1, "matrimony", 32, "pair"),  # not a rule: the news only reads what the events say
        CardPlayed(2, c("5S"), False),
        SequenceStopped(2, c("5S"), "dead", c("6S")),
    ]
    why, paid = story.last_news(events)
    assert why == story.Line("stop_dead", {"next": story.CardArg(c("6S"), the=True), "pile": story.Pile("dead")})
    assert [(line.key, line.event) for line in paid] == [("take_pair", 5)]
    # a new lead after the stop (the table shows that sequence, as far as the players saw it): the stop was swept
    # aside by it and is not the news (the second playtest read "The last stop: Nobody holds the 9♠" beside A♥ 2♥
    # lying out); the payments are those since the new lead
    why2, paid2 = story.last_news(events + [CardPlayed(2, c("9H"), True)])
    assert why2 is None and paid2 == []
    why4, paid4 = story.last_news(events + [CardPlayed(2, c("9H"), True), StakeTaken(2, "pope", 6, "card")])
    assert why4 is None and [line.event for line in paid4] == [9]
    # before any stop: the payments since the deal began; no reason
    why3, paid3 = story.last_news(events[:6])
    assert why3 is None and [line.event for line in paid3] == [5]


def resumed_table(to_computer: bool, seed: int = 5) -> tuple[FakeApp, TableScene, Session]:
    """A session played by the engine past its first stop, stopped with a computer (or Ann, the one person)
    to move, then taken up at the table as the app does from a save (``carry_on``)."""
    session = Session(find_ruleset("parlett").with_options({}), NAMES[:3], seed=seed, first_dealer=0)
    rng = random.Random(seed)
    deal = session.start_deal()
    while not (any(isinstance(ev, SequenceStopped) for ev in deal.events)
               and (deal.to_move != 0) == to_computer and deal.decision == "lead"):
        deal.apply(rng.choice(deal.legal_actions()))
        assert not deal.over
    app = FakeApp((1280, 800), speed=1.0)
    scene = TableScene(app, session, [None, "easy", "easy"], seed=seed, autostart=False)
    scene.turns.computers = {seat: None for seat in scene.turns.computers}
    app.push(scene)
    scene.carry_on()
    return app, scene, session


def test_a_resumed_deal_with_a_computer_to_move_waits_and_the_first_key_only_dismisses() -> None:
    app, scene, session = resumed_table(to_computer=True)
    deal = scene.deal
    events = len(deal.events)
    stops = [i for i, ev in enumerate(deal.events) if isinstance(ev, SequenceStopped)]
    why = scene.director.teller.text(story.stop_reason(deal.events, stops[-1]))
    assert scene.turns.waiting
    step(app, scene, 300)  # ten seconds at speed 1
    assert len(deal.events) == events and scene.turns.waiting
    assert scene.caption == "Deal 1 resumed where it stopped"
    assert f"Last stop: {why}" in scene.caption_sub
    assert scene.caption_sub.endswith("Click the table, or press Space or Enter, to play on")
    assert scene.painter.caption_rect is not None  # on show, not faded
    for event in key(pygame.K_SPACE):  # the first key: the caption goes, nothing is played
        scene.handle_event(event)
    assert not scene.turns.waiting and len(deal.events) == events
    run_until(app, scene, lambda: len(deal.events) > events)  # then the computer leads as usual


def test_a_click_ends_the_wait_and_plays_nothing() -> None:
    app, scene, session = resumed_table(to_computer=True)
    events = len(scene.deal.events)
    for event in click(scene.plaque_rect(1).center):
        scene.handle_event(event)
    assert not scene.turns.waiting and len(scene.deal.events) == events
    assert scene.timeline.busy is False


def test_a_resumed_deal_with_the_person_to_move_does_not_wait() -> None:
    app, scene, session = resumed_table(to_computer=False)
    assert not scene.turns.waiting
    assert scene.caption == "Deal 1 resumed where it stopped"
    assert "to play on" not in scene.caption_sub and scene.caption_sub
    run_until(app, scene, lambda: scene.human_to_act == 0, limit=50)  # Ann may play at once
    legal = scene.deal.legal_actions()
    assert scene.turns.human_play(legal[0])


@pytest.mark.parametrize("language", ["ja"])
def test_the_resumed_caption_is_said_again_in_another_language(language: str) -> None:
    from popejoan.ui import i18n

    app, scene, session = resumed_table(to_computer=True)
    english = scene.caption_sub
    try:
        i18n.set_language(language)
        scene.on_language(language)
        assert scene.caption_sub != english and "Click" not in scene.caption_sub
    finally:
        i18n.set_language("en")
        scene.on_language("en")
    assert scene.caption_sub == english


def test_a_deal_ended_by_a_player_going_out_keeps_no_earlier_stops_note() -> None:
    """The playtest's reproduction: a player went out during a short sequence, and the last stop's note ("a King
    ends the suit") stayed beside that sequence's cards, as if it told why they ended."""
    app, scene = computers_table(4.0, seed=1)
    view, painter = scene.view, scene.painter
    before: dict[str, str] = {}
    # private: the director's handling of the deal's end is wrapped to read the note on show at that moment
    ended = scene.director._on_deal_ended

    def on_deal_ended(ev) -> None:
        before["past"] = view.past_stop_text
        ended(ev)

    setattr(scene.director, "_on_deal_ended", on_deal_ended)  # noqa: B010  (the private seam above)
    run_until(app, scene, lambda: "past" in before)
    assert before["past"] == "a King ends the suit"  # the note was on show as Ann went out
    assert view.winner is not None and view.past_stop_text == ""
    step(app, scene)
    assert painter.past_note_rect is None


def test_a_stake_taken_is_said_long_enough_to_read_at_speed_one() -> None:
    """The playtest's reproduction: a run paying four compartments to three players went by in about two seconds.
    Each claim's caption was on show for 0.93 to 1.2 s (seed 3: Ann takes Jack, Queen, Intrigue and Matrimony in
    one run); now it stays while the board turns (440 ms), the fish fly (460 ms and more) and a hold of
    :data:`CLAIM_HOLD_MS` (650 ms): at least 1.55 s, as long as the turn-up's."""
    from popejoan.ui.scenes.table.director import CLAIM_HOLD_MS

    app, scene = computers_table(1.0, seed=3)
    view, timeline = scene.view, scene.director.timeline
    shown: list[tuple[float, str]] = []
    said, since = view.caption, 0
    for frame in range(6000):
        if view.winner is not None and not timeline.busy:
            break
        step(app, scene)
        if view.caption != said:
            shown.append(((frame - since) * FRAME_MS, said))
            said, since = view.caption, frame
    claims = [(ms, words) for ms, words in shown if " takes " in words]
    assert [words for _, words in claims][:4] == ["Ann takes Jack", "Ann takes Queen", "Ann takes Intrigue",
                                                  "Ann takes Matrimony"]
    for ms, words in claims:
        assert ms >= 440 + 460 + CLAIM_HOLD_MS - FRAME_MS, (words, ms)
