"""The tip over a compartment of the board: its name, the fish in it, and where they came from.

Figures worked out by hand from docs/rules.md: parlett's dealer dresses alone, 6 on Pope, 2 on Matrimony and
Intrigue, 1 on each other compartment ("Dressing the board"); unwon stakes stay on the board ("What all
sources share"). The board carried into the deal: Pope 12, Matrimony 4, Intrigue 2.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from harness import FakeApp  # noqa: E402

from popejoan.engine.cards import PACK, parse_card  # noqa: E402
from popejoan.engine.ruleset import find_ruleset  # noqa: E402
from popejoan.engine.session import Session  # noqa: E402
from popejoan.ui import i18n  # noqa: E402
from popejoan.ui.scenes.table import (
    TableScene,  # noqa: E402
    captions,  # noqa: E402
)
from popejoan.ui.scenes.table.view import CompartmentStory, compartment_story  # noqa: E402

CARRIED = {"pope": 12, "matrimony": 4, "intrigue": 2}
FRAME_MS = 1000 / 30


def _deck_ending(label: str) -> list[int]:
    last = parse_card(label)
    return [c for c in PACK if c != last] + [last]


def _table(ruleset: str = "parlett", last: str = "2C", names=("Ann", "Ben", "Cora")) -> tuple[FakeApp, TableScene]:
    """A table taken over with a deal already dealt from a known deck (clubs trumps, the 2♣ turned: nothing
    won by the turn-up), the board carrying :data:`CARRIED`; a person at the eldest's seat, so it waits."""
    app = FakeApp((1280, 800), speed=4.0)
    session = Session(find_ruleset(ruleset), list(names), chips=20, first_dealer=0, board=dict(CARRIED), seed=3)
    session.start_deal(_deck_ending(last))
    scene = TableScene(app, session, [None if i == 1 else "easy" for i in range(len(names))], deals=3,
                       autostart=False)
    app.push(scene)
    scene.carry_on()
    app.step(FRAME_MS)
    return app, scene


def _hover(app: FakeApp, scene: TableScene, name: str) -> tuple[int, int]:
    lay = scene.table_layout()
    x, y = scene.board.well_point(lay.board_center(), name)
    pos = (int(x), int(y))
    app.step(FRAME_MS, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
    return pos


def test_story_of_a_compartment_by_hand():
    app, scene = _table()
    # Pope: 12 carried over, 6 staked by the dealer: 18
    assert scene.compartment_story("pope") == CompartmentStory(carried=12, staked=6)
    assert scene.compartment_story("pope").now == 18 == scene.session.board["pope"]
    assert scene.compartment_story("matrimony").now == 6
    assert scene.compartment_story("ace") == CompartmentStory(carried=0, staked=1)


def test_hovering_the_pope_shows_where_its_fish_came_from():
    app, scene = _table()
    pos = _hover(app, scene, "pope")
    assert scene.hovered_compartment() == "pope"
    assert scene.board_tip() == ("Pope: 18 fish", "12 carried over from earlier deals, 6 staked this deal")
    rect = scene.painter.board_tip_rect
    assert rect is not None and app.screen.get_rect().contains(rect)
    assert rect.left > pos[0]  # beside the pointer, not over the well
    # a compartment with nothing carried
    _hover(app, scene, "ace")
    assert scene.board_tip() == ("Ace: 1 fish", "1 staked this deal")
    # off the board: no tip
    app.step(FRAME_MS, [pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0))])
    assert scene.board_tip() is None and scene.painter.board_tip_rect is None


def test_tip_after_a_turned_king_tells_what_was_won():
    app, scene = _table(last="KC")  # the turned trump King wins the dealer King's 1 fish
    _hover(app, scene, "king")
    assert scene.compartment_story("king") == CompartmentStory(carried=0, staked=1, won=1, takers=((0, 1, "turn_up"),))
    assert scene.board_tip() == ("King: 0 fish", "1 staked this deal, Ann took 1 this deal")


def test_tip_says_who_took_it_and_what_cannot_be_won():
    """The playtest's reproduction: the tips said "3 won here" but not by whom, and Matrimony showed its fish as if
    it could be won though its Queen was the turn-up, lying in the dead hand. russian turns the pack's last card
    into the dead hand (docs/rules.md, "Dealing and the trump card"): the Q♣, so clubs are trumps and the dealer, Ann,
    takes the Queen's stake (one fish from each of three players, graded dressing); Matrimony (K♣ Q♣) and
    Intrigue (Q♣ J♣) cannot be won by play this deal (holding wins nothing, only playing does)."""
    app, scene = _table(ruleset="russian", last="QC")
    _hover(app, scene, "queen")
    assert scene.board_tip()[1] == "3 staked this deal, Ann took 3 this deal"
    _hover(app, scene, "matrimony")
    assert scene.board_tip()[1] == ("4 carried over from earlier deals, 6 staked this deal, cannot be won this "
                                    "deal: the Q♣ is out of play")
    _hover(app, scene, "intrigue")
    assert scene.board_tip()[1].endswith("cannot be won this deal: the Q♣ is out of play")
    _hover(app, scene, "king")
    assert scene.board_tip()[1] == "3 staked this deal"  # the K♣ is in somebody's hand, or played


def test_a_refunded_honour_leaves_what_was_carried_and_says_it_cannot_be_won():
    """The review's case: cacumen's turned trump honour gives the dealer back only this deal's fish (docs/rules.md,
    "What the dealer wins from the turn-up"); what was carried over stays. The Q♣ turned into the ghost's pile: Ann, the
    dealer, takes back her 1 fish from the Queen; the 4 carried over stay, and play cannot win them this deal."""
    from popejoan.engine.cards import parse_card
    from popejoan.engine.events import StakePut, StakeTaken, TurnedUp

    events = [StakePut(0, "queen", 1), TurnedUp(parse_card("QC"), 0, -1), StakeTaken(0, "queen", 1, "refund")]
    story = compartment_story("queen", 4, events)
    assert story.now == 4 and story.out_of_play == (parse_card("QC"),)
    assert captions.board_tip(find_ruleset("cacumen"), "queen", story, ["Ann", "Ben", "Cora"])[1] == (
        "4 carried over from earlier deals, 1 staked this deal, Ann took back 1 this deal, cannot be won this "
        "deal: the Q♣ is out of play")


def test_a_card_a_sequence_stopped_short_of_is_out_of_play():
    from popejoan.engine.cards import parse_card
    from popejoan.engine.events import CardPlayed, SequenceStopped, TurnedUp

    jack, queen = parse_card("JH"), parse_card("QH")
    events = [TurnedUp(parse_card("3H"), 2, 1), CardPlayed(1, jack, True),
              SequenceStopped(1, jack, "dead", queen)]
    for name in ("queen", "matrimony", "intrigue"):
        assert compartment_story(name, 0, events).out_of_play == (queen,)
    assert compartment_story("king", 0, events).out_of_play == ()
    i18n.set_language("es")
    try:
        detail = captions.board_tip(find_ruleset("spanish"), "queen", compartment_story("queen", 3, events),
                                    ["Ana", "Benito", "Cora"])[1]
        assert detail == "3 que vienen de manos anteriores, no se puede ganar en esta mano: la Q♥ está fuera del juego"
        # an empty compartment has nothing to win: nothing said of it
        assert "no se puede" not in captions.board_tip(find_ruleset("spanish"), "queen",
                                                       compartment_story("queen", 0, events), ["Ana", "B", "C"])[1]
    finally:
        i18n.set_language("en")


@pytest.mark.usefixtures("source_words")  # the source's words, a choice since issue 32
def test_tip_in_another_language_and_a_foreign_ruleset_gloss():
    app, scene = _table(ruleset="japanese", names=("Ann", "Ben", "Cora"))
    _hover(app, scene, "pope")
    title, detail = scene.board_tip()
    assert title == "教皇 (Pope): 18 fish"
    i18n.set_language("es")
    try:  # a heading: the name without the article a Spanish sentence gives it
        title, detail = captions.board_tip(find_ruleset("spanish"), "pope", CompartmentStory(12, 6))
        assert title == "Papisa: 18 fichas"
        assert detail == "12 que vienen de manos anteriores, 6 apostadas en esta mano"
    finally:
        i18n.set_language("en")
    i18n.set_language("ru")
    try:
        title, detail = scene.board_tip()
        assert "18" in title and "12" in detail and "6" in detail
        assert "carried" not in detail
    finally:
        i18n.set_language("en")


def test_compartment_story_counts_penalties():
    from popejoan.engine.events import StakePut, StakeTaken

    events = [StakePut(0, "pope", 6), StakeTaken(1, "pope", 18, "played"), StakePut(2, "pope", 3, "penalty")]
    story = compartment_story("pope", 12, events)
    assert story == CompartmentStory(carried=12, staked=6, won=18, penalties=3, takers=((1, 18, "played"),))
    assert story.now == 3
    assert captions.board_tip(find_ruleset("parlett"), "pope", story) == (
        "Pope: 3 fish", "12 carried over from earlier deals, 6 staked this deal, 3 paid in as penalties, "
        "18 won from it this deal")
    assert captions.board_tip(find_ruleset("parlett"), "pope", story, ["Ann", "Ben", "Cora"])[1].endswith(
        "3 paid in as penalties, Ben took 18 this deal")


def test_the_replay_shows_the_same_tip_at_the_step_on_show():
    """The replay's board tells where its fish came from as the table does: at the deal as dealt, the Pope's 18
    are 12 carried over and 6 staked (the same deal as above, replayed from the table's deal in progress)."""
    from popejoan.ui.scenes.table.replay import ReplayScene, ReplaySource

    app, scene = _table()
    deal = scene.session.deal
    replay = ReplayScene(app, ReplaySource.from_deal(deal, list(scene.session.names)), viewer=1)
    app.push(replay)
    for _ in range(400):
        if not replay.director.busy:
            break
        app.step(FRAME_MS)
    assert replay.step == 0 and not replay.director.busy
    lay = replay.table_layout()
    x, y = replay.board.well_point(lay.board_center(), "pope")
    app.step(FRAME_MS, [pygame.event.Event(pygame.MOUSEMOTION, pos=(int(x), int(y)), rel=(0, 0), buttons=(0, 0, 0))])
    assert replay.board_tip() == ("Pope: 18 fish", "12 carried over from earlier deals, 6 staked this deal")
    assert replay.painter.board_tip_rect is not None  # drawn
    app.step(FRAME_MS, [pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0))])
    assert replay.board_tip() is None
