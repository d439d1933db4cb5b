"""Issue 33 item 6: the hint gives its reason in words as well as in fish: what the hinted lead does with the
hand (:func:`popejoan.ai.review.lead_shape`): a run to a stop keeps the lead, an open end may pass it, a run
that empties the hand goes out; and which of its cards win a compartment. In four languages."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame

sys.path.insert(0, str(Path(__file__).resolve().parent))

from test_hint_words import _press, _wait_for_hint  # noqa: E402
from test_table import make_table, run_until  # noqa: E402

from popejoan.ai.review import LeadShape  # noqa: E402
from popejoan.engine.cards import card_label, parse_card, parse_cards  # noqa: E402
from popejoan.ui import i18n  # noqa: E402
from popejoan.ui.scenes.table.hint_shape import shape_words  # noqa: E402


def _shape(run: str, ends: str, stakes: str = "", left: int = 4) -> LeadShape:
    cards = tuple(parse_cards(run))
    return LeadShape(cards[0], cards, ends, cards[-1] if ends == "stop" else None, tuple(parse_cards(stakes)), left)


def test_a_run_to_a_stop_keeps_the_lead_and_names_its_stakes() -> None:
    assert shape_words(_shape("JH QH KH", "stop", "JH QH KH")) == (
        "J♥, Q♥ and K♥ up to a stop: you keep the lead; J♥, Q♥ and K♥ win their compartments")


def test_an_open_end_may_pass_the_lead() -> None:
    assert shape_words(_shape("5S 6S", "open")) == (
        "5♠ and 6♠, then the next card is in another hand or the dead hand: the lead may pass")


def test_a_run_that_empties_the_hand_goes_out() -> None:
    assert shape_words(_shape("9D", "out", "9D", left=0)) == (
        "9♦: your last card, so you go out; 9♦ wins its compartment")


def test_a_pope_offer_has_no_run_and_no_words() -> None:
    assert shape_words(LeadShape(parse_card("9D"), (), "open", None, (), 3)) == ""


def test_the_words_in_each_language() -> None:
    said = {"es": "hasta una parada", "ja": "ストップまで続く", "ru": "до стопа"}
    try:
        for code, words in said.items():
            i18n.set_language(code)
            assert words in shape_words(_shape("JH QH KH", "stop"))
    finally:
        i18n.set_language("en")


def test_the_hint_at_the_table_says_what_the_lead_does_before_the_fish() -> None:
    app, scene = make_table("parlett", [None, "normal", "normal", "normal"], seed=5)
    turns = scene.turns

    def can_move() -> bool:
        return turns.human_to_act() == 0 and len(turns.legal_in_hand(0)) >= 2 and scene.hotseat.reveal_guard_ms <= 0

    run_until(app, scene, lambda: can_move() or scene.session.deals_played == 1)
    assert can_move()
    _press(scene, pygame.K_h)
    _wait_for_hint(app, scene)
    sub = scene.view.caption_sub
    assert any(phrase in sub for phrase in ("up to a stop: you keep the lead", "the lead may pass", "so you go out"))
    assert sub.endswith("Enter leads this card")
    assert sub.startswith(card_label(turns.hint_action))  # the run starts with the card the hint leads
