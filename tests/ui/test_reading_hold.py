"""A stop's reason is held for its reading time before a computer leads, wherever the table is played: with
reduced motion (the settings), after a Pope's round (japanese ``pope_as_stop``) and at a hot-seat table (two
people and a computer); Space hurries it on in each.

Driven like a player: frames stepped on the scene, the people's presses posted as real pygame key events (Enter
lifts a pass card once it is ready and leads the selected card, or answers the Pope's offer). The computer seats
decide at once here (no AI worker: a seeded random legal lead, the same each run), so a hold is measured in the
table's own frames. Every computer lead is watched as the table asks for it: none comes before the note
beside the sequence has been on show for :func:`reading_ms` of it. The reading times are worked out by hand
from ``reading_ms``: 1200 ms and 180 ms a word, a word being what lies between two spaces.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from harness import FakeApp, key  # noqa: E402

from popejoan.engine.events import PopeDeclined, PopeOffered, SequenceStopped  # noqa: E402
from popejoan.engine.ruleset import find_ruleset  # noqa: E402
from popejoan.engine.session import Session  # noqa: E402
from popejoan.ui import access  # noqa: E402
from popejoan.ui.scenes.table import TableScene  # noqa: E402
from popejoan.ui.scenes.table.view import reading_ms  # noqa: E402

NAMES = ["Ann", "Ben", "Cora", "Dick"]
FRAME_MS = 1000 / 30


@pytest.fixture(autouse=True)
def _access_reset() -> Iterator[None]:
    yield
    access.reset()


class Lead:
    """A computer's lead as the table let it happen: who, the note beside the sequence then, how long it had
    been on show (animation ms), and how many events the deal had."""

    def __init__(self, seat: int, note: str, age: float, at: int) -> None:
        self.seat, self.note, self.age, self.at = seat, note, age, at


def table(ruleset: str, options: dict, levels: list[str | None], seed: int, speed: float = 1.0,
          reduced_motion: bool = False) -> tuple[FakeApp, TableScene, list[Lead]]:
    """A table of ``levels`` (None: a person), its computers deciding at once, every computer lead recorded."""
    app = FakeApp((1280, 800), speed=speed)
    app.settings.reduced_motion = reduced_motion
    access.apply(app.settings)  # as the app puts the settings in force
    session = Session(find_ruleset(ruleset).with_options(options), NAMES[: len(levels)], seed=seed, first_dealer=0)
    scene = TableScene(app, session, levels, deals=1, seed=seed)
    scene.turns.computers = {seat: None for seat in scene.turns.computers}
    app.push(scene)
    leads: list[Lead] = []
    # private: each computer's move is wrapped to note what the table showed at that moment (no public hook)
    real = scene.turns._computer_move

    def move(seat: int) -> None:
        deal = scene.turns.deal
        if deal.decision == "lead":
            leads.append(Lead(seat, scene.view.stop_text, scene.view.stop_age, len(deal.events)))
        real(seat)

    setattr(scene.turns, "_computer_move", move)  # noqa: B010  (the private seam above)
    return app, scene, leads


def people_press(scene: TableScene, frame: int) -> list[pygame.event.Event]:
    """What the people at the screen press this frame: Enter, every other frame, when it does something (a pass
    card ready to lift, a hand to lead from or an offer to answer, the Pope's round's "pass on")."""
    turns, seat = scene.turns, scene.hotseat
    if frame % 2:
        return []
    if seat.privacy_for is not None:
        return key(pygame.K_RETURN) if seat.pass_card_ready else []
    if seat.reveal_guard_ms == 0 and (turns.human_to_act() is not None or turns.not_holding() is not None):
        return key(pygame.K_RETURN)
    return []


def play(app: FakeApp, scene: TableScene, until=lambda: False, limit: int = 9000) -> None:
    """Play (the people pressing Enter) until ``until()`` or the deal is over."""
    for frame in range(limit):
        if until() or scene.deal is None or scene.deal.over:
            return
        app.step(FRAME_MS, people_press(scene, frame))
    raise AssertionError("the deal did not end")


def assert_never_early(leads: list[Lead]) -> None:
    """No computer led before the stop's note had been on show its reading time (and no later than a frame or
    two after: the hold is what kept it)."""
    after_stop = [lead for lead in leads if lead.note]
    assert after_stop, "no computer led after a stop"
    for lead in after_stop:
        assert lead.age >= reading_ms(lead.note) - 1e-6, (lead.note, lead.age)


def held_stop(scene: TableScene) -> bool:
    """A stop's note is being read and a computer is to lead next."""
    turns = scene.turns
    return (not scene.director.busy and scene.deal is not None and not scene.deal.over
            and scene.deal.to_move in turns.computers and turns.reading_left() > 0)


def space_hurries(app: FakeApp, scene: TableScene, leads: list[Lead]) -> None:
    """At a held stop, Space lets the computer lead within two frames, before the note's reading time."""
    play(app, scene, lambda: held_stop(scene))
    assert held_stop(scene)
    note, before = scene.view.stop_text, len(leads)
    for event in key(pygame.K_SPACE):
        scene.handle_event(event)
    app.step(FRAME_MS)
    app.step(FRAME_MS)
    assert len(leads) == before + 1 and leads[-1].note == note
    assert leads[-1].age >= reading_ms(note)  # Space counts the note as read, two frames after the hold began


# --- reduced motion ---------------------------------------------------------------------------


def test_with_reduced_motion_a_computer_never_leads_before_the_stop_is_read() -> None:
    app, scene, leads = table("parlett", {}, ["easy", "easy", "easy"], seed=11, reduced_motion=True)
    assert access.current().reduced_motion
    play(app, scene)
    assert_never_early(leads)
    first = next(lead for lead in leads if lead.note)
    # "nobody holds the J♥: it lies in the dead hand": 10 words, 1200 + 10 × 180 = 3000 ms
    assert first.note == "nobody holds the J♥: it lies in the dead hand" and reading_ms(first.note) == 3000.0
    assert 3000.0 <= first.age <= 3000.0 + FRAME_MS
    king = next(lead for lead in leads if lead.note == "a King ends the suit")
    assert reading_ms(king.note) == 2100.0 and 2100.0 <= king.age <= 2100.0 + FRAME_MS  # 5 words
    played = next(lead for lead in leads if lead.note.endswith("has already been played"))
    assert reading_ms(played.note) == 2280.0 and 2280.0 <= played.age <= 2280.0 + FRAME_MS  # 6 words


def test_with_reduced_motion_at_speed_2_the_hold_is_half() -> None:
    """The note's 3000 animation ms pass in 1500 ms of frames at speed 2: counted in frames from the moment the
    stop is held to the computer's lead (at speed 1 they would be twice as many)."""
    app, scene, leads = table("parlett", {}, ["easy", "easy", "easy"], seed=11, speed=2.0, reduced_motion=True)
    play(app, scene, lambda: held_stop(scene))
    assert scene.view.stop_text == "nobody holds the J♥: it lies in the dead hand"
    shown = scene.view.stop_age  # animation ms on show already when the hold began
    frames = 0
    while not any(lead.note for lead in leads):
        app.step(FRAME_MS)
        frames += 1
        assert frames < 600, "the computer never led"
    due = (3000.0 - shown) / 2.0 / FRAME_MS  # frames of 33.3 ms at speed 2
    assert due - 1 <= frames <= due + 2, (frames, due)
    assert 3000.0 <= leads[-1].age <= 3000.0 + 2 * FRAME_MS


def test_with_reduced_motion_space_hurries_the_computer_on() -> None:
    app, scene, leads = table("parlett", {}, ["easy", "easy", "easy"], seed=11, reduced_motion=True)
    space_hurries(app, scene, leads)


# --- a Pope's round (japanese pope_as_stop) -----------------------------------------------------------


def test_after_a_popes_round_the_computer_waits_for_the_stop_to_be_read() -> None:
    """Seed 3: Ann and three computers; Ben's 4♣ halts (nobody holds the 5♣), the Pope's holder, a computer,
    keeps it out of sight, the stop is shown, and Ben leads again only once it has been read."""
    app, scene, leads = table("japanese", {"pope_as_stop": True}, [None, "easy", "easy", "easy"], seed=3)
    rounds: list[int] = []

    def watched() -> bool:
        if scene.turns.round.active:
            rounds.append(len(scene.deal.events))
        return any(lead.note for lead in leads)

    play(app, scene, watched)
    assert rounds, "the Pope's round was not played"
    first = next(lead for lead in leads if lead.note)
    events = scene.deal.events
    assert [type(e) for e in events[first.at - 3: first.at]] == [PopeOffered, PopeDeclined, SequenceStopped]
    # "nobody holds the 5♣: it lies in the dead hand": 10 words, 1200 + 10 × 180 = 3000 ms, counted from when the
    # round was over and the stop shown (never from the halt)
    assert first.seat == 1 and first.note == "nobody holds the 5♣: it lies in the dead hand"
    assert 3000.0 <= first.age <= 3000.0 + FRAME_MS
    play(app, scene)
    assert_never_early(leads)


def test_after_a_popes_round_space_hurries_the_computer_on() -> None:
    app, scene, leads = table("japanese", {"pope_as_stop": True}, [None, "easy", "easy", "easy"], seed=3)
    space_hurries(app, scene, leads)
    assert leads[-1].note == "nobody holds the 5♣: it lies in the dead hand"


# --- hot seat: two people and a computer ----------------------------------------------------------------


def test_at_a_hot_seat_table_the_computer_never_leads_before_the_stop_is_read() -> None:
    app, scene, leads = table("parlett", {}, [None, None, "easy"], seed=5)
    play(app, scene)
    assert scene.hotseat.privacy_cards_shown >= 2  # the screen went between Ann and Ben
    assert_never_early(leads)
    notes = {lead.note: lead.age for lead in leads if lead.note}
    # "the 8♦ is out of the pack, so the 7♦ ends the suit": 13 words ("pack," is one), 1200 + 13 × 180 = 3540 ms
    eight = "the 8♦ is out of the pack, so the 7♦ ends the suit"
    assert reading_ms(eight) == 3540.0 and 3540.0 <= notes[eight] <= 3540.0 + FRAME_MS
    assert 3000.0 <= notes["nobody holds the 4♣: it lies in the dead hand"] <= 3000.0 + FRAME_MS


def test_at_a_hot_seat_table_space_hurries_the_computer_on() -> None:
    app, scene, leads = table("parlett", {}, [None, None, "easy"], seed=5)
    space_hurries(app, scene, leads)
    assert leads[-1].seat == 2
