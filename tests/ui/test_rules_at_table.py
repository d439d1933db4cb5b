"""The rules of issues 11 and 16 as the table and the summary word them, with real posted events.

- A leader who must change suit and holds none passes the lead (``LeadPassed``): the table says who holds
  only the stop's suit and to whom the lead passes (tests/data/rulesets/change-suit-or-pass.yaml).
- Penalties for board cards left unplayed (``StakePut`` / ``ChipsHanded`` with reason ``penalty``): worded as
  penalties, never as dressing, at the table and in the summary (tests/data/rulesets/unplayed-penalty.yaml).
- Balances below zero: a debt on the plaque ("owes 12", red), in the standings ("-12", red), never clipped.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
import pytest
import yaml

sys.path.insert(0, str(Path(__file__).resolve().parent))

from harness import FakeApp, click  # noqa: E402

from popejoan.engine.cards import card_label, card_name, parse_card, parse_cards  # noqa: E402
from popejoan.engine.events import LeadPassed  # noqa: E402
from popejoan.engine.ruleset import Ruleset, load_ruleset_file  # noqa: E402
from popejoan.engine.session import Session  # noqa: E402
from popejoan.ui import palette as pal  # noqa: E402
from popejoan.ui import theme  # noqa: E402
from popejoan.ui.scenes.table import TableScene, captions  # noqa: E402

DATA = Path(__file__).resolve().parents[1] / "data"
FRAME_MS = 1000 / 30


def pinned_table(ruleset: str | Ruleset, deal_file: str, levels: list,
                 speed: float = 3.0) -> tuple[FakeApp, TableScene]:
    """A table whose first deal is the pinned deal file's deck (its players and dealer), with ``ruleset``
    (an example file's id, or a ruleset)."""
    data = yaml.safe_load((DATA / "deals" / f"{deal_file}.yaml").read_text(encoding="utf-8"))
    rules = ruleset if isinstance(ruleset, Ruleset) else \
        load_ruleset_file(DATA / "rulesets" / f"{ruleset}.yaml").with_options()
    session = Session(rules, data["players"], first_dealer=data["dealer"], seed=1)
    deck = parse_cards(data["deck"])
    session.shuffled_deck = lambda: list(deck)  # type: ignore[method-assign]
    app = FakeApp((1280, 720), speed=speed)
    scene = TableScene(app, session, levels, deals=3, seed=1)
    app.push(scene)
    return app, scene


def card_point(scene: TableScene, seat: int, card: int) -> tuple[int, int]:
    for c, rect in scene.hand_rects(seat):
        if c == card:
            return (rect.x + 3, rect.y + 6)
    raise AssertionError(f"{card} is not in the shown hand")


def lead_by_click(app: FakeApp, scene: TableScene, seat: int, card: int, said: list[tuple[str, str]]) -> None:
    """Run until ``seat`` must lead (lifting a pass card with a click), then click ``card``."""
    for _ in range(3000):
        caption = (scene.view.caption, scene.view.caption_sub)
        if not said or said[-1] != caption:
            said.append(caption)
        if scene.privacy_for is not None and scene.turns.prompt(1).pass_card_ready:
            app.step(FRAME_MS, click((640, 360)))
            continue
        if scene.human_to_act == seat and scene.reveal_guard_ms <= 0:
            app.step(FRAME_MS, click(card_point(scene, seat, card)))
            return
        app.step(FRAME_MS)
    raise AssertionError(f"seat {seat} was never asked to lead")


def run_captions(app: FakeApp, scene: TableScene, done, said: list[tuple[str, str]], limit: int = 3000) -> None:
    for _ in range(limit):
        caption = (scene.view.caption, scene.view.caption_sub)
        if not said or said[-1] != caption:
            said.append(caption)
        if done():
            return
        app.step(FRAME_MS)
    raise AssertionError("never got there")


def test_a_passed_lead_is_captioned_with_only_public_facts() -> None:
    """change_suit_or_pass_the_lead (Ann deals; Ben, Cat): Ben leads the A♠ and later the A♣; the clubs stop
    at the 3♣ (the 4♣ is in the dead hand), Ben must change suit and holds only clubs (5♣ 6♣ 7♣): the lead
    passes to Cat. Ann and Ben are people (a pass card between them), Cat a computer."""
    app, scene = pinned_table("change-suit-or-pass", "change_suit_or_pass_the_lead", [None, None, "normal"])
    said: list[tuple[str, str]] = []
    lead_by_click(app, scene, 1, parse_card("AS"), said)
    lead_by_click(app, scene, 1, parse_card("AC"), said)
    deal = scene.deal
    assert [e for e in deal.events if isinstance(e, LeadPassed)] == [LeadPassed(1, 2)]
    run_captions(app, scene, lambda: scene.view.caption.startswith("Ben holds only"), said)
    assert ("Stop: nobody holds the Four of clubs", "Ben must lead another suit than clubs") in said
    assert said[-1] == ("Ben holds only clubs: the lead passes to Cat", "after this stop the lead must change suit")
    # the caption names the suit the pass makes public, and never a card of Ben's hand
    for card in deal.hands[1]:
        assert card_label(card) not in said[-1][0] and card_name(card) not in said[-1][0]
    # then Cat leads, as the table shows
    run_captions(app, scene, lambda: scene.view.caption_sub == "Cat leads", said)


def test_penalties_are_worded_as_penalties_at_the_table_and_in_the_summary() -> None:
    """unplayed_board_cards_pay (Ann deals and dresses 15; spades are trumps, the 5♠ turned): Ben leads the
    A♣ and plays out his thirteen clubs. Ann pays Ben 13 for her cards left; Cat is excused, holding the
    Pope. Then, double the card's stake into its compartment (unplayed-penalty.yaml): Cat still holds the
    A♠ (2 into Ace), Ann the Q♠ (2 into Queen) and the J♠ (2 into Jack), Cat the Pope (12 into Pope).
    Balances: Ann 20 - 15 - 13 - 4 = -12, Ben 20 + 1 (Game) + 13 = 34, Cat 20 - 14 = 6."""
    app, scene = pinned_table("unplayed-penalty", "unplayed_board_cards_pay", [None, None, "normal"])
    said: list[tuple[str, str]] = []
    lead_by_click(app, scene, 1, parse_card("AC"), said)
    run_captions(app, scene, lambda: scene.summary_pushed, said)
    titles = [title for title, _ in said]
    penalties = [("Cat still holds the A♠: 2 fish into Ace", "the penalty for a board card left unplayed"),
                 ("Ann still holds the Q♠: 2 fish into Queen", "the penalty for a board card left unplayed"),
                 ("Ann still holds the J♠: 2 fish into Jack", "the penalty for a board card left unplayed"),
                 ("Cat still holds the 9♦: 12 fish into Pope", "the penalty for a board card left unplayed")]
    shown = [caption for caption in said if caption in penalties]
    assert shown == penalties
    # the board is dressed once, at the start: a penalty is never "dresses the board"
    assert titles.count("Ann dresses the board") == 1
    assert titles.index("Ann dresses the board") < titles.index("Cat still holds the A♠: 2 fish into Ace")
    assert scene.balances == scene.session.balances == [-12, 34, 6]
    assert scene.board.counts == {name: scene.session.board[name] for name in scene.board.order}
    # the summary: the dressing is the dealer's 15, the penalties are listed as penalties
    summary = app.top
    story = [text for _, text in summary.story]
    assert "Ann dressed the board with 15 fish." in story
    assert story[-4:] == [
        "Cat still held the A♠ and paid a penalty of 2 fish into Ace.",
        "Ann still held the Q♠ and paid a penalty of 2 fish into Queen.",
        "Ann still held the J♠ and paid a penalty of 2 fish into Jack.",
        "Cat still held the 9♦ and paid a penalty of 12 fish into Pope.",
    ]
    assert "Ann paid Ben 13 fish for the cards left in hand." in story


def test_a_debt_on_the_plaque_and_in_the_standings_is_red_and_whole(monkeypatch) -> None:
    """The same deal leaves Ann owing 12: her plaque says "owes 12" in red, the standings "-12" in red, and
    neither is cut short."""
    app, scene = pinned_table("unplayed-penalty", "unplayed_board_cards_pay", [None, None, "normal"])
    said: list[tuple[str, str]] = []
    lead_by_click(app, scene, 1, parse_card("AC"), said)
    run_captions(app, scene, lambda: scene.summary_pushed, said)
    assert scene.balances[0] == -12
    assert captions.fish(-12) == "owes 12"
    img, margin = scene.plaque_image(0, False, False)
    chips_rect, tag_rect = scene.plaque_text_rects[0]
    plaque = pygame.Rect(margin, margin, *scene.layout.plaque)
    assert plaque.contains(chips_rect) and (tag_rect is None or chips_rect.right < tag_rect.left)
    drawn: list[tuple[str, tuple]] = []
    real = theme.blit_text

    def spy(surface, text, pos, size, colour=theme.IVORY, *args, **kwargs):
        rect = real(surface, text, pos, size, colour, *args, **kwargs)
        drawn.append((text, tuple(colour)[:3], rect))
        return rect

    monkeypatch.setattr(theme, "blit_text", spy)
    summary = app.top
    for _ in range(60):  # the standings draw themselves in
        app.step(FRAME_MS)
    debts = [(colour, rect) for text, colour, rect in drawn[-200:] if text == "-12"]
    assert debts, "the debt is not in the standings"
    colour, rect = debts[-1]
    assert colour == tuple(pal.DEBT_LIGHT)[:3]
    assert summary.panel.contains(rect)


def test_a_debt_too_big_for_the_plaque_steps_down_a_size() -> None:
    app, scene = pinned_table("unplayed-penalty", "unplayed_board_cards_pay", [None, "normal", "normal"])
    app.step(FRAME_MS)
    for balance in (-12, -999, -123456, 123456):
        scene.view.balances[0] = scene.view.balances[1] = balance
        for seat in (0, 1):  # a human's plaque (no level tag), and a computer's (its tag beside the fish)
            img, margin = scene.plaque_image(seat, False, False)
            chips_rect, tag_rect = scene.plaque_text_rects[seat]
            plaque = pygame.Rect(margin, margin, *scene.layout.plaque)
            assert plaque.contains(chips_rect), (balance, seat)
            if tag_rect is not None:
                assert chips_rect.right < tag_rect.left, (balance, seat)


def _with_penalties(penalties: list[dict]) -> Ruleset:
    data = load_ruleset_file(DATA / "rulesets" / "unplayed-penalty.yaml").with_options().model_dump()
    data["id"] = "unplayed-penalty-to-players"
    data["end"]["penalties"] = penalties
    return Ruleset.model_validate(data, strict=False)


@pytest.mark.parametrize("penalties, captions_expected, lines_expected", [
    # Cat holds the A♠ and the Pope: 1 fish to each other player for each (Ann first: clockwise from her left)
    ([{"cards": ["ace", "pope"], "chips": 1, "to": "each_player"}],
     ["Cat still holds the A♠: 1 fish to each other player", "Cat still holds the 9♦: 1 fish to each other player"],
     ["Cat still held the A♠ and paid a penalty: 1 fish to Ann and 1 fish to Ben.",
      "Cat still held the 9♦ and paid a penalty: 1 fish to Ann and 1 fish to Ben."]),
    # the Pope's holder pays the winner, Ben, 5
    ([{"cards": ["pope"], "chips": 5, "to": "winner"}],
     ["Cat still holds the 9♦: 5 fish to Ben"],
     ["Cat still held the 9♦ and paid a penalty: 5 fish to Ben."]),
    # Ann holds the J♠ and Q♠: one stake (1) each into Game, in the order the penalty lists the cards
    ([{"cards": ["jack", "queen"], "stakes": 1, "to": "game"}],
     ["Ann still holds the J♠: 1 fish into Game", "Ann still holds the Q♠: 1 fish into Game"],
     ["Ann still held the J♠ and paid a penalty of 1 fish into Game.",
      "Ann still held the Q♠ and paid a penalty of 1 fish into Game."]),
])
def test_penalties_paid_to_players_or_another_compartment(penalties, captions_expected, lines_expected) -> None:
    """unplayed_board_cards_pay with other penalties (the deal of test_penalty_targets in the engine's tests)."""
    app, scene = pinned_table(_with_penalties(penalties), "unplayed_board_cards_pay", [None, None, "normal"])
    said: list[tuple[str, str]] = []
    lead_by_click(app, scene, 1, parse_card("AC"), said)
    run_captions(app, scene, lambda: scene.summary_pushed, said)
    titles = [title for title, _ in said]
    assert [title for title in titles if "still holds" in title] == captions_expected
    assert scene.balances == scene.session.balances
    story = [text for _, text in app.top.story]
    assert [line for line in story if "penalty" in line] == lines_expected
    assert "Ann dressed the board with 15 fish." in story


def test_a_pass_of_the_lead_as_a_line_of_a_record() -> None:
    """For a log of the deal: the same public fact in one line."""
    assert captions.lead_passed_line("Ben", "Cat", 0) == "Ben holds only clubs and passes the lead to Cat."
    assert captions.lead_passed_line("Ben", "Cat", None) == "Ben holds no other suit and passes the lead to Cat."
    assert captions.lead_passed("Ben", "Cat", 3)[0] == "Ben holds only spades: the lead passes to Cat"
