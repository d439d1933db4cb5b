"""A card named inside a sentence takes the article that agrees with it, in every language (real catalogs).

A new player read "Parada: nadie tiene el Dama de diamantes": every Spanish message said "el {card}",
whatever the card. The article is now part of the card's name where English says "the" card
(:func:`popejoan.ui.i18n.the_card`: "la Dama de diamantes", "el Rey de picas"; for a short label,
:func:`popejoan.ui.i18n.the_card_label`, by rank: "la Q♦", "el K♠"), and the messages take it whole.
Where the card follows "de" or "a" (which would contract with "el"), the Spanish names it after a colon
instead. Russian, which declines nouns, names the card in apposition to «карта» where a case would be
needed; Japanese has neither articles nor cases.
"""

from __future__ import annotations

import re

import pytest

from popejoan.engine.cards import PACK, card_label, parse_card, rank_of
from popejoan.engine.events import SequenceStopped
from popejoan.engine.ruleset import find_ruleset
from popejoan.ui import i18n, story
from popejoan.ui.scenes.table import captions

SPANISH_RANKS = {1: "As", 2: "Dos", 3: "Tres", 4: "Cuatro", 5: "Cinco", 6: "Seis", 7: "Siete", 8: "Ocho",
                 9: "Nueve", 10: "Diez", 11: "Jota", 12: "Dama", 13: "Rey"}
FEMININE = {11, 12}  # la Jota, la Dama; el As, el Dos ... el Diez, el Rey
WRONG_SPANISH = re.compile(r"\b(?:el|del|al) (?:Jota|Dama|J|Q)\b|\bla (?:As|Dos|Tres|Cuatro|Cinco|Seis|Siete|Ocho|"
                           r"Nueve|Diez|Rey|A|K|[2-9]|10)\b")


@pytest.fixture
def spanish():
    i18n.set_language("es")
    yield
    i18n.set_language("en")


def test_the_shot_now_reads_la_dama(spanish) -> None:
    stop = SequenceStopped(seat=1, card=parse_card("JD"), reason="dead", next_card=parse_card("QD"))
    assert captions.stopped(stop, "Miss Havisham")[0] == "Parada: nadie tiene la dama de diamantes"
    teller = story.Teller(["Ben", "Miss Havisham", "Ann", "Mr Pickwick"], find_ruleset("parlett").with_options({}))
    assert teller.text(story.stop_why(stop, None, False)) == "nadie tiene la Q♦: está en el montón extra"
    king = SequenceStopped(seat=1, card=parse_card("QS"), reason="played", next_card=parse_card("KS"))
    assert captions.stopped(king, "Ann")[0] == "Parada: el rey de picas ya se ha jugado"
    assert teller.text(story.stop_why(king, None, False)) == "el K♠ ya se ha jugado"


def test_every_card_has_the_article_of_its_rank_in_spanish(spanish) -> None:
    for c in PACK:
        rank = rank_of(c)
        article = "la" if rank in FEMININE else "el"
        assert i18n.the_card(c) == f"{article} {i18n.card_name(c).lower()}"  # lower case inside a sentence
        assert i18n.card_name(c).startswith(SPANISH_RANKS[rank] + " de ")
        assert i18n.the_card_label(c) == f"{article} {card_label(c)}"
    assert i18n.the_card(parse_card("JC")) == "la jota de tréboles"
    assert i18n.the_card(parse_card("AH")) == "el as de corazones"
    assert i18n.the_card_label(parse_card("10S")) == "el 10♠"


def test_no_spanish_sentence_puts_the_wrong_article_before_a_card(spanish) -> None:
    """Every caption and story line that names a card, for every card: no "el Dama", "la Rey", "del J♥"."""
    rules = find_ruleset("hoyle-1847").with_options({})
    teller = story.Teller(["Ann", "Ben", "Cat"], rules)
    past = story.Teller(["Ann", "Ben", "Cat"], rules, {**story.MESSAGES, **story.PAST})
    said: list[str] = []
    for c in PACK:
        args = {"who": story.Seat(0), "holder": story.Seat(1), "payee": story.Seat(1), "payer": story.Seat(0),
                "card": story.CardArg(c, the=True), "next": story.CardArg(c, the=True), "missing": story.CardArg(c),
                "pile": story.Pile("dead"), "suit": story.Suit(1), "chips": 2, "compartment": story.Compartment("ace"),
                "paid": story.Payees(((1, 1),)), "why": story.Line("stop_king"), "to": story.Seat(2)}
        for key in ("penalty_into", "penalty_paid", "turn_up_hand", "turn_up_pile", "lead", "pope_for", "stop_top",
                    "stop_played", "stop_dead", "stop_dead_or_undealt", "stop_turn_up", "offer", "take_played",
                    "undo"):
            said.append(teller.text(story.Line(key, args)))
            said.append(past.text(story.Line(key, args)))
        for reason in ("played", "dead"):
            said.append(captions.stopped(SequenceStopped(seat=0, card=c, reason=reason, next_card=c), "Ann")[0])
        said += [captions.hint_lead(c), captions.lead_tip(c, None, "Ann"), captions.pope_offered("Ann", c),
                 captions.pope_round(c, False)[0], captions.undo_done("Ann", c, 0)[0],
                 captions.undo_done("Ann", c, 2)[0],
                 captions.penalty("Ann", c, 2, into="Intriga")[0], captions.penalty("Ann", c, 1, payee="Ben")[0],
                 captions.penalty("Ann", c, 1)[0], captions.draw_dealer("Ann", c)[0],
                 captions.draw_dealer("Ann", c, again=True)[0], captions.share_trumps(1, "first_card", c, "Ann")[0],
                 captions.share_card("Ann", c, []), captions.share_card("Ann", c, ["Intriga, 2 fichas"]),
                 captions.turned_up(c, 1, "Ben")[0]]
    wrong = [line for line in said if WRONG_SPANISH.search(line)]
    assert not wrong, wrong[:10]
    assert "Ann sale con la Q♦" in said and "Ann sale con el K♠" in said
    assert "Pista: sal con la jota de picas" in said
    assert "Ann deshace su salida con la dama de corazones" in said
    assert "Ann puede jugar la Papisa en lugar del rey de diamantes" in said
    assert "A Ann le sale la J♥: Intriga, 2 fichas" in said
    assert "Ann saca la carta más baja, el 2♣, y da primero" in said
    assert "Dama de diamantes: se puede salir con esta carta" in said


def test_the_lowest_rank_refusal_agrees_with_any_rank(spanish) -> None:
    """"uno de sus damas" was wrong for Queens and Jacks: the words no longer hang on the rank's gender."""
    from popejoan.engine.errors import Refusal

    words = captions.refusal_words(Refusal("lowest_rank", rank=12), "Ann")
    assert words == "Ann debe salir con una carta de su valor más bajo: damas"


def test_russian_and_japanese_name_the_card_without_a_wrong_case() -> None:
    try:
        i18n.set_language("ru")
        rules = find_ruleset("hoyle-1847").with_options({})
        teller = story.Teller(["Ann", "Ben"], rules)
        king = SequenceStopped(seat=1, card=parse_card("QS"), reason="played", next_card=parse_card("KS"))
        # «K♠ уже сыграна» read «король пик уже сыграна»: the card now stands beside «карта», which agrees
        assert teller.text(story.stop_why(king, None, False)) == "карта K♠ уже сыграна"
        assert i18n.the_card(parse_card("QD")) == "дама бубен" and i18n.the_card_label(parse_card("QD")) == "Q♦"
        assert captions.hint_lead(parse_card("QD")) == "Подсказка: ходите с дамы бубен"  # declined (issue 32)
        i18n.set_language("ja")
        assert i18n.the_card(parse_card("QD")) == i18n.card_name(parse_card("QD")) == "ダイヤのクイーン"
        assert captions.hint_lead(parse_card("QD")) == "ヒント：ダイヤのクイーンをリード"
        assert teller.text(story.stop_why(king, None, False)) == "K♠はもう出ている"
    finally:
        i18n.set_language("en")


def test_english_reads_as_before() -> None:
    stop = SequenceStopped(seat=1, card=parse_card("JD"), reason="dead", next_card=parse_card("QD"))
    assert captions.stopped(stop, "Ann")[0] == "Stop: nobody holds the Queen of diamonds"
    assert captions.hint_lead(parse_card("QD")) == "Hint: lead the Queen of diamonds"
    assert captions.penalty("Ann", parse_card("JH"), 2, into="Intrigue")[0] == (
        "Ann still holds the J♥: 2 fish into Intrigue")
    teller = story.Teller(["Ann", "Ben"], find_ruleset("hoyle-1847").with_options({}))
    assert teller.text(story.Line("lead", {"who": story.Seat(1), "card": story.CardArg(parse_card("6S"), the=True)})) \
        == "Ben leads the 6♠"
