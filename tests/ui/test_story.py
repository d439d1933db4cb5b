"""The story of a deal (popejoan.ui.story): the engine's events told line by line, checked against pinned
deals whose course is worked out by hand in tests/engine/deal_specs.py."""

from __future__ import annotations

from pathlib import Path

import pytest

from popejoan.engine.cards import parse_card, parse_cards
from popejoan.engine.dealfile import default_action, read_deal_file
from popejoan.engine.events import DEAD_HAND, CardPlayed, SequenceStopped, TurnedUp
from popejoan.engine.ruleset import find_ruleset, load_ruleset_file
from popejoan.engine.session import Session
from popejoan.engine.state import PASS
from popejoan.ui import story

DEALS = Path(__file__).resolve().parents[1] / "data" / "deals"


def _played(name: str, house_rules: str | None = None):
    """The pinned deal ``name`` played out (its actions, then the default ones): events, names, rules
    (``house_rules``: an example ruleset file of tests/data/rulesets, for a deal file naming it)."""
    spec = read_deal_file(DEALS / f"{name}.yaml")
    if house_rules is not None:
        rules = load_ruleset_file(DEALS.parent / "rulesets" / f"{house_rules}.yaml").with_options(spec.options)
    else:
        rules = find_ruleset(spec.ruleset).with_options(spec.options)
    session = Session(rules, spec.players, first_dealer=spec.dealer)
    deal = session.start_deal(parse_cards(spec.deck))
    for text in spec.actions:
        deal.apply(PASS if str(text).lower() == "pass" else parse_card(str(text)))
    while not deal.over:
        deal.apply(default_action(deal))
    return list(deal.events), spec.players, rules


def _texts(name: str, house_rules: str | None = None, **kw) -> list[str]:
    events, names, rules = _played(name, house_rules)
    lines = story.tell(events, pope_holder_rule=rules.end.pope_holder, **kw)
    return story.Teller(names, rules).lines(lines)


def test_a_turned_honour_in_a_hand_a_dead_stop_matrimony_and_the_end() -> None:
    """parlett: the turn-up K♥ in Ben's hand wins Ann the King; 5♣ in the dead hand stops Ben's clubs; Q♥ K♥
    win Queen and Matrimony, the King stops; Ben goes out with the spades; Dan holds the Pope, excused."""
    assert _texts("parlett_turned_honour_in_hand") == [
        "Deal 1: Ann deals",
        "Ann dresses the board with 15 fish",
        # parlett's dressing (docs/rules.md): 6 on Pope, 2 on Matrimony and Intrigue, 1 on each other compartment
        "Staked in the compartments: Ace 1, King 1, Queen 1, Jack 1, Pope 6, Matrimony 2, Intrigue 2, Game 1",
        "Ann deals the cards: Ann 10, Ben 11, Cat 10, Dan 10, dead hand 10",
        "The turn-up is the K♥, in Ben's hand: Hearts are trumps",
        "The turn-up wins Ann King: 1 fish",
        "Ben leads the A♣",
        "then Ben 2♣ 3♣ 4♣",
        "Stop: nobody holds the 5♣: it lies in the dead hand; Ben leads next",
        "Ben leads the Q♥",
        "Ben takes Queen for the Q♥: 1 fish",
        "then Ben K♥",
        "Ben takes Matrimony, having played both its cards: 2 fish",
        "Stop: a King ends the suit; Ben leads next",
        "Ben leads the A♠",
        "then Ben 2♠ 3♠ 4♠ 5♠",
        "Ben plays the last card and goes out",
        "Ben takes Game: 1 fish",
        "Cat pays Ben 10 fish for 10 cards left in hand",
        "Ann pays Ben 10 fish for 10 cards left in hand",
        "Dan holds the unplayed Pope and pays nothing for the cards left in hand",
        "Cards left in hand: Ann 10, Cat 10, Dan 10",
        "Ben deals next",
    ]


@pytest.mark.usefixtures("source_words")  # the source's words, a choice since issue 32
def test_with_undealt_cards_a_missing_card_may_lie_in_either_pile() -> None:
    """japanese equal_hands: 5♣, 8♥ and K♠ are undealt, 3♦ is in the dead hand; nobody can tell which."""
    texts = _texts("japanese_equal_hands_undealt_stops")
    assert "Ann deals the cards: Ann 12, Ben 12, Cat 12, dead hand 12, undealt cards 3" in texts
    assert "The turn-up is the 10♦, lying in the dead hand: Diamonds are trumps" in texts
    either = "it lies in the dead hand or among the undealt cards; Ben leads next"
    assert f"Stop: nobody holds the 5♣: {either}" in texts
    assert f"Stop: nobody holds the 3♦: {either}" in texts
    assert f"Stop: nobody holds the 8♥: {either}" in texts
    assert texts[-6:] == [
        "Ben plays the last card and goes out",
        "Ben takes ゲーム (Game): 1 fish",
        "Ann pays Ben 12 fish for 12 cards left in hand",
        "Cat holds the unplayed Pope and pays nothing for the cards left in hand",
        "Cards left in hand: Ann 12, Cat 12",
        "Ben deals next",
    ]


@pytest.mark.usefixtures("source_words")  # the source's words, a choice since issue 32
def test_the_seven_of_diamonds_and_every_player_dressing() -> None:
    """spanish: 5♦ 6♦ 7♦ stop at the seven (the 8♦ is out); the 9♥ in the extra pile stops A♥ .. 8♥."""
    texts = _texts("spanish_pope_turned_nothing_special")
    assert texts[1] == "Every player dresses the board with 15 fish, 45 in all"
    # three players, each 6 on the Pope (la Papisa), 2 on Matrimony and Intrigue, 1 on each other compartment
    assert texts[2] == ("Staked in the compartments: As (Ace) 3, Rey (King) 3, Dama (Queen) 3, Jota (Jack) 3, "
                        "Papisa (Pope) 18, Matrimonio (Matrimony) 6, Intriga (Intrigue) 6, Juego (Game) 3")
    i = texts.index("Ben leads the 5♦")
    assert texts[i + 1:i + 3] == ["then Ben 6♦ 7♦",
                                  "Stop: the 8♦ is out of the pack, so the 7♦ ends the suit; Ben leads next"]
    i = texts.index("Ben leads the A♥")
    assert texts[i + 1:i + 3] == ["then Ben 2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥",
                                  "Stop: nobody holds the 9♥: it lies in the dead hand; Ben leads next"]


def test_pope_offers_are_told_only_once_the_deal_is_over() -> None:
    """japanese pope_as_stop: an offer tells who holds the Pope, so the log during the deal leaves it out."""
    hidden = _texts("japanese_pope_as_stop_declined")
    shown = _texts("japanese_pope_as_stop_declined", reveal_offers=True)
    assert not any("Pope for the missing" in t or "keeps the Pope" in t for t in hidden)
    assert any("may play the Pope for the missing" in t for t in shown)
    assert any(t.endswith("keeps the Pope") for t in shown)
    assert len(shown) > len(hidden)


def test_reasons_from_the_stop_event_alone() -> None:
    """Each reason code of SequenceStopped, and a missing card that is the turn-up lying in the dead hand."""
    teller = story.Teller(["Ann", "Ben", "Cat"], find_ruleset("hoyle-1847").with_options({}))
    six, seven = parse_card("6S"), parse_card("7S")
    played = SequenceStopped(1, six, "played", seven)
    assert teller.text(story.stop_why(played, None, False)) == "the 7♠ has already been played"
    dead = SequenceStopped(1, six, "dead", seven)
    turned = TurnedUp(seven, 3, DEAD_HAND)
    assert teller.text(story.stop_why(dead, turned, False)) == "the 7♠ is the turn-up, lying in the stock"
    assert teller.text(story.stop_why(dead, None, False)) == "nobody holds the 7♠: it lies in the stock"
    king = SequenceStopped(2, parse_card("KS"), "king", None)
    assert teller.text(story.stop_why(king, None, False)) == "a King ends the suit"
    # the table's caption says it in the same words (a playtest read "a King stops the sequence" beside it)
    from popejoan.ui.scenes.table import captions

    assert captions.stopped(king, "Cat") == ("Stop: a King ends the suit", "Cat leads next")
    ace = SequenceStopped(2, parse_card("AS"), "top", None)
    assert teller.text(story.stop_why(ace, None, False)) == "the A♠ is the top of its suit"
    cacumen = story.Teller(["Ann", "Ben", "Cat"], find_ruleset("cacumen").with_options({}))
    assert cacumen.text(story.stop_why(dead, None, False)) == "nobody holds the 7♠: it lies in the ghost hand"


def test_public_cards_and_known_missing() -> None:
    events, _names, _rules = _played("parlett_turned_honour_in_hand")
    first_stop = next(i for i, e in enumerate(events) if isinstance(e, SequenceStopped))
    so_far = events[: first_stop + 1]
    assert story.public_cards(so_far) == {parse_card(c) for c in ("KH", "AC", "2C", "3C", "4C")}
    assert story.known_missing(so_far) == {parse_card("5C"): "dead"}
    assert story.known_missing(events[:first_stop]) == {}
    assert all(isinstance(e, CardPlayed) for e in events[first_stop - 4:first_stop])


def test_a_passed_lead_says_what_it_makes_public() -> None:
    """change_suit_or_pass_the_lead (house rule: change suit after a stop, or pass the lead): Ben's clubs
    A♣ 2♣ 3♣ stop at the 4♣ in the dead hand; he must lead another suit, holds only clubs, and the lead
    passes to Cat."""
    texts = _texts("change_suit_or_pass_the_lead", "change-suit-or-pass")
    i = texts.index("Ben leads the A♣")
    assert texts[i + 1:i + 4] == [
        "then Ben 2♣ 3♣",
        "Stop: nobody holds the 4♣: it lies in the dead hand; Ben must lead another suit than clubs",
        "Ben holds only clubs and passes the lead to Cat",
    ]
    assert texts[i + 4] == "Cat leads the A♥"


def test_penalties_for_board_cards_left_unplayed() -> None:
    """unplayed_board_cards_pay (house rule: double the card's stake into its compartment): Ben goes out
    with his clubs; Cat still holds the A♠ and the Pope, Ann the Q♠ and J♠ (spades are trumps)."""
    texts = _texts("unplayed_board_cards_pay", "unplayed-penalty")
    assert texts.count("Ann dresses the board with 15 fish") == 1
    assert texts[-8:-2] == [
        "Ann pays Ben 13 fish for 13 cards left in hand",
        "Cat still holds the A♠ and pays a penalty of 2 fish into Ace",
        "Ann still holds the Q♠ and pays a penalty of 2 fish into Queen",
        "Ann still holds the J♠ and pays a penalty of 2 fish into Jack",
        "Cat still holds the 9♦ and pays a penalty of 12 fish into Pope",
        "Cat holds the unplayed Pope and pays nothing for the cards left in hand",
    ]
