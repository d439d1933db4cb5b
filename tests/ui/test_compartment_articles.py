"""A compartment named inside a sentence takes its article, in every language (real catalogs; playtest).

The summary's story read "Ann se llevó 48 fichas de Papisa": every Spanish sentence put the compartment's bare
label where Spanish needs "la Papisa", "el Juego". A compartment's label in a sentence now goes through
:func:`popejoan.ui.i18n.the_compartment`, which gives it the article that agrees with the compartment's name in
the interface language (one message per compartment, as the cards' ``the_card``), and the finished sentence
through :func:`popejoan.ui.i18n.contract`, which joins "de el" and "a el" into "del" and "al" as Spanish always
does: "48 fichas de la Papisa", "5 fichas del Juego", "2 fichas al Juego". The story (the summary and the log),
the table's captions (stakes taken, penalties), the share-out's and the rules in words all do. Lists that are
not sentences ("As 1, Rey 1 y Papisa 6", the board's labels) keep the bare label. English, Japanese and
Russian read as before.
"""

from __future__ import annotations

import re

import pytest

from popejoan.engine.ruleset import find_ruleset
from popejoan.ui import i18n, story
from popejoan.ui.rules_words import rules_in_words
from popejoan.ui.scenes.table import captions

COMPARTMENTS = ("ace", "king", "queen", "jack", "pope", "matrimony", "intrigue", "game")
SPANISH_ARTICLE = {"ace": "el", "king": "el", "queen": "la", "jack": "la", "pope": "la", "matrimony": "el",
                   "intrigue": "la", "game": "el"}
"""The article of each compartment's Spanish name: el As, el Rey, la Dama, la Jota, la Papisa, el Matrimonio, la
Intriga, el Juego."""
SPANISH_LABELS = "As|Rey|Dama|Jota|Papisa|Matrimonio|Intriga|Juego|K|Q|J|Pope Joan|Game"
WRONG_SPANISH = re.compile(
    r"\b(?:de|a) el\b"  # not contracted
    r"|\b(?:el|del|al) (?:Dama|Jota|Papisa|Intriga|Q|J)\b"  # a feminine name with "el"
    r"|\bla (?:As|Rey|Matrimonio|Juego|K|Game|Pope Joan)\b"  # a masculine (or a foreign) name with "la"
    rf"|\b(?:de|en|a|da|lleva|llevó|gana|recibe) (?:{SPANISH_LABELS})\b"  # a bare label ...
    r"(?! de (?:triunfo|diamantes|corazones|picas|tréboles))")  # ... but for a card's name ("As de triunfo")
"""What a Spanish sentence must not say of a compartment: "de el", "el Papisa", "la Juego", or a bare label after
a preposition or a verb ("fichas de Papisa", "se lleva Juego"; "As de triunfo" is a card, not a compartment)."""


@pytest.fixture
def spanish():
    i18n.set_language("es")
    yield
    i18n.set_language("en")


def _teller(ruleset: str, past: bool) -> story.Teller:
    rules = find_ruleset(ruleset).with_options({})
    return story.Teller(["Ann", "Ben", "Cat"], rules, {**story.MESSAGES, **story.PAST} if past else None)


def test_the_shot_now_reads_de_la_papisa(spanish) -> None:
    past = _teller("spanish", past=True)
    args = {"who": story.Seat(0), "compartment": story.Compartment("pope"), "chips": 48}
    assert past.text(story.Line("take_other", args)) == "Ann se llevó 48 fichas de la Papisa."
    game = {**args, "compartment": story.Compartment("game"), "chips": 5}
    assert past.text(story.Line("take_game", game)) == "Ann se llevó 5 fichas del Juego por quedarse sin cartas."
    split = {**args, "compartment": story.Compartment("matrimony"), "chips": 3}
    assert past.text(story.Line("take_split", split)) == "Ann se llevó la mitad del Matrimonio: 3 fichas."
    now = _teller("spanish", past=False)
    assert now.text(story.Line("take_game", game)) == "Ann se lleva el Juego: 5 fichas"


@pytest.mark.usefixtures("source_words")  # the source's words, a choice since issue 32
def test_each_compartment_has_its_article_in_spanish(spanish) -> None:
    for name in COMPARTMENTS:
        article = SPANISH_ARTICLE[name]
        assert i18n.the_compartment(i18n.compartment_name(name), name) == f"{article} {i18n.compartment_name(name)}"
    # the ruleset's own label with the name in brackets: the article agrees with the Spanish name, which comes first
    parlett = find_ruleset("parlett").with_options({})
    assert i18n.the_compartment(i18n.compartment_label_en(parlett, "pope"), "pope") == "la Papisa (Pope)"
    assert i18n.the_compartment("K", "king") == "el K"  # the Cacumen magazine's label, "el Rey"
    assert i18n.the_compartment("Centro", "centre") == "Centro"  # no such compartment: the label alone



@pytest.mark.usefixtures("source_words")  # the source's words, a choice since issue 32
def test_one_function_names_a_rulesets_compartment_in_a_sentence(spanish) -> None:
    """``the_compartment_label`` is the one way the story, the share-out and the rules in words name a ruleset's
    compartment inside a sentence (they each spelt ``the_compartment(compartment_label_en(...))`` before)."""
    parlett, spanish_rules = find_ruleset("parlett").with_options({}), find_ruleset("spanish").with_options({})
    assert i18n.the_compartment_label(parlett, "pope") == "la Papisa (Pope)"
    assert i18n.the_compartment_label(spanish_rules, "game") == "el Juego"
    assert i18n.the_compartment_label(spanish_rules, "intrigue") == "la Intriga"
    teller = _teller("parlett", past=False)
    assert teller.arg(story.Compartment("pope")) == "la Papisa (Pope)"
    assert teller.arg(story.Compartment("pope", bare=True)) == "Papisa (Pope)"
    i18n.set_language("en")
    assert i18n.the_compartment_label(parlett, "pope") == "Pope"


@pytest.mark.usefixtures("source_words")  # the source's words, a choice since issue 32
def test_the_cacumen_magazines_pope_joan_is_el_pope_joan_in_spanish(spanish) -> None:
    """The Cacumen ruleset (Spanish) labels the Pope's compartment "Pope Joan" and the Game's "Game", in English: a
    Spanish sentence read "la Pope Joan" (the article of "la Papisa"). A label in another language that neither is
    nor holds the compartment's Spanish name takes the article Spanish gives a foreign name, as the magazine does
    ("la carta del Pope Joan", "además del Pope Joan", 'el sector "game"': shared/seeds/001_f1e5e2c13fa72122.txt)."""
    cacumen = find_ruleset("cacumen").with_options({})
    assert i18n.the_compartment_label(cacumen, "pope") == "el Pope Joan"
    assert i18n.the_compartment_label(cacumen, "game") == "el Game"
    assert i18n.the_compartment_label(cacumen, "queen") == "la Q"  # a card's letter: the article of "la Dama"
    assert i18n.the_compartment_label(cacumen, "intrigue") == "la Intriga"
    past = _teller("cacumen", past=True)
    args = {"who": story.Seat(0), "compartment": story.Compartment("pope"), "chips": 13}
    assert past.text(story.Line("take_other", args)) == "Ann se llevó 13 fichas del Pope Joan."
    # on the table, the label comes with the Spanish name first, whose article it takes
    assert captions.claim("Ann", "played", captions.compartment(cacumen, "pope"), 13)[0] \
        == "Ann se lleva la Papisa (Pope Joan)"
    for language in ("ja", "ru", "en"):  # no article: the label alone
        i18n.set_language(language)
        assert i18n.the_compartment("Pope Joan", "pope") == "Pope Joan"

def test_contractions(spanish) -> None:
    assert i18n.contract("5 fichas de el Juego") == "5 fichas del Juego"
    assert i18n.contract("2 fichas a el As") == "2 fichas al As"
    assert i18n.contract("A el As van 2 fichas; De el Juego, 5") == "Al As van 2 fichas; Del Juego, 5"
    assert i18n.contract("las cartas de El Greco y de él") == "las cartas de El Greco y de él"  # a name, a pronoun
    assert i18n.contract("toda la mesa") == "toda la mesa"
    i18n.set_language("en")
    assert i18n.contract("a el de el") == "a el de el"  # English joins nothing



def test_a_spanish_message_makes_its_contractions_when_filled_in(spanish) -> None:
    """The contractions are made once, where a Spanish message is filled in (``JoiningText.format``), not by each
    caller: a message and a card's or compartment's article meet only there."""
    template = i18n._("{who} wins {label}, but it is empty")
    assert template == "{who} gana {label}, pero no hay fichas en la casilla"
    assert template.format(who="Ann", label="el Juego") == "Ann gana el Juego, pero no hay fichas en la casilla"
    half = i18n.ngettext("half of {label}, {n} fish", "half of {label}, {n} fish", 3)
    assert half.format(label="el Matrimonio", n=3) == "la mitad del Matrimonio, 3 fichas"
    assert half.format_map({"label": "el As", "n": 3}) == "la mitad del As, 3 fichas"
    assert i18n.pgettext("compartment", "Game") + " de el" == "Juego de el"  # joined by hand: a plain str
    assert i18n.t("save_problem", file="a el", problem="de el Greco") == "a el: de el Greco"  # no "de el" in it
    import copy
    import pickle

    assert pickle.loads(pickle.dumps(template)).format(who="Ann", label="el As").startswith("Ann gana el As")
    assert copy.copy(half).format(label="el As", n=3) == "la mitad del As, 3 fichas"
    i18n.set_language("en")
    assert i18n._("half of {label}, nothing left").format(label="de el") == "half of de el, nothing left"


def test_no_caller_contracts_by_hand() -> None:
    """Only :mod:`popejoan.ui.i18n` makes contractions: the story, the captions, the share-out and the rules in
    words each called ``contract`` on their sentences before."""
    from pathlib import Path

    import popejoan

    root = Path(popejoan.__file__).parent
    callers = [str(path.relative_to(root)) for path in root.rglob("*.py")
               if path.parent.name != "i18n" and re.search(r"\bcontract\(", path.read_text(encoding="utf-8"))]
    assert callers == []

@pytest.mark.usefixtures("source_words")  # the source's words, a choice since issue 32
def test_no_spanish_sentence_names_a_compartment_without_its_article(spanish) -> None:
    """Every story line, caption and share-out line that names a compartment, for every compartment of the
    Spanish, Cacumen and Parlett rulesets (its own labels, the magazine's, and English ones with the Spanish
    name in brackets)."""
    said: list[str] = []
    keys = [k for k in story.MESSAGES if k.startswith(("take_", "penalty_into"))]
    for ruleset in ("spanish", "cacumen", "parlett"):
        rules = find_ruleset(ruleset).with_options({})
        tellers = (_teller(ruleset, past=False), _teller(ruleset, past=True))
        for name in COMPARTMENTS:
            args = {"who": story.Seat(0), "compartment": story.Compartment(name), "chips": 2,
                    "card": story.CardArg(13, the=True)}
            said += [teller.text(story.Line(key, args)) for teller in tellers for key in keys]
            label = captions.compartment(rules, name)
            for reason in ("turn_up", "refund", "split", "game", "played"):
                said.append(captions.claim("Ann", reason, label, 2)[0])
            said += [captions.claim_empty("Ann", label), captions.penalty("Ann", 13, 2, into=label)[0],
                     captions.penalty("Ann", None, 2, into=label)[0]]
            the = i18n.the_compartment(i18n.compartment_label_en(rules, name), name)
            said += [captions.share_award(part, the, chips) for part in ("whole", "half", "other_half")
                     for chips in (0, 3)]
            said += [captions.share_odd_chip([(the, 3)]), captions.share_odd_chip([(the, 3), (the, 5)]),
                     captions.share_done(4, [the, the])[1]]
    wrong = [line for line in said if WRONG_SPANISH.search(line)]
    assert not wrong, wrong[:10]
    assert "Ann se lleva la mitad del Matrimonio" in said
    assert "Ann paga una multa: 2 fichas al Juego" in said
    assert "la mitad de la Intriga, 3 fichas" in said
    assert "Las 3 fichas de la Intriga no se dividen a partes iguales: la que sobra es para la primera de sus dos " \
           "cartas que salga" in said
    assert "Con la muestra, Ann se lleva el As: 2 fichas" in said
    assert "Ann gana la Papisa (Pope), pero no hay fichas en la casilla" in said


def test_the_rules_in_words_name_compartments_with_their_articles(spanish) -> None:
    for ruleset in ("spanish", "cacumen", "parlett", "hoyle-1847", "russian", "japanese"):
        for topic, text in rules_in_words(find_ruleset(ruleset).with_options({})):
            if topic != "Vestir el tablero":  # a list of stakes, "As 1, Rey 1 y Papisa 6", not a sentence
                assert not WRONG_SPANISH.search(text), (ruleset, topic, text)
    words = dict(rules_in_words(find_ruleset("spanish").with_options({})))
    assert words["Parejas"].startswith("El Matrimonio (Dama y Rey de triunfo) y la Intriga (Jota y Dama de triunfo): ")
    assert "El primero en quedarse sin cartas gana el Juego y" in words["Fin de la mano"]
    assert "el Matrimonio y la Intriga se dividen cada una" in words["Reparto final"]
    assert "con As 1, Jota 1, Intriga 2, Dama 1, Matrimonio 2, Rey 1, Papisa 6 y Juego 1" in words["Vestir el tablero"]


@pytest.mark.usefixtures("source_words")  # the source's words, a choice since issue 32
def test_english_japanese_and_russian_read_as_before() -> None:
    args = {"who": story.Seat(0), "compartment": story.Compartment("pope"), "chips": 48}
    try:
        assert _teller("parlett", past=True).text(story.Line("take_other", args)) == "Ann took 48 fish from Pope."
        assert captions.claim("Ann", "split", captions.compartment(find_ruleset("parlett"), "matrimony"), 3)[0] \
            == "Ann takes half of Matrimony"
        i18n.set_language("ja")
        assert _teller("parlett", past=True).text(story.Line("take_other", args)) \
            == "AnnがPope（教皇）からチップ48枚を取った。"
        i18n.set_language("ru")
        assert _teller("parlett", past=True).text(story.Line("take_other", args)) \
            == "Ann берёт 48 рыбок из отделения «Pope (Папесса)»."
        for name in COMPARTMENTS:
            assert i18n.the_compartment("X", name) == "X"
    finally:
        i18n.set_language("en")
