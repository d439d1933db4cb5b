"""Issue 32, "In every language": one name per seat, the game's own title, the interface language on the
board and in the rules, sentences whose words take the forms they need, Japanese wrapped by its own rules,
and the bootstrap's windows in the system's language. Each test drives the app as a player does."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from popejoan.engine.ruleset import Ruleset
from popejoan.ui import i18n, theme
from popejoan.ui.app import App
from popejoan.ui.scenes.menu import MenuScene
from popejoan.ui.scenes.table import TableScene
from tests.ui.test_saved_sessions import frames, new_session_from_the_menu


@pytest.fixture(autouse=True)
def _english_after() -> Iterator[None]:
    yield
    i18n.set_language("en")


def drawn(app: App, monkeypatch: pytest.MonkeyPatch, n: int = 3) -> list[str]:
    """Every line of text the app's next ``n`` frames draw."""
    seen: list[str] = []
    render = theme.render

    def spy(text: str, *args: object, **kwargs: object) -> pygame.Surface:
        seen.append(text)
        return render(text, *args, **kwargs)

    monkeypatch.setattr(theme, "render", spy)
    try:
        frames(app, n)
    finally:
        monkeypatch.setattr(theme, "render", render)
    return seen


# --- 11. one name per seat -----------------------------------------------------------------------------------


def test_a_computer_seat_has_one_name_on_the_menu_the_continue_card_and_the_table(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A playtest: in Spanish the menu's seats said "Don Pickwick" while the Continue card and the table, of a
    session begun in English, said "Mr Pickwick". A default name is the interface language's wherever it is
    shown; a typed name ("Ann") is left alone."""
    app, table, _ = new_session_from_the_menu(tmp_path, "parlett", "Ann", "cpu:easy", "cpu:easy")
    frames(app, 30)
    assert table.view.names == ["Ann", "Mr Pickwick", "Miss Havisham"]
    app.to_menu()
    app.choose_language("es")
    frames(app, 2)
    menu = app.top
    assert isinstance(menu, MenuScene) and menu.continue_info is not None
    words = " | ".join(drawn(app, monkeypatch))
    assert "Don Pickwick" in words and "Pickwick" not in words.replace("Don Pickwick", "")
    menu.continue_session()
    frames(app, 3)
    table = app.top
    assert isinstance(table, TableScene)
    assert table.view.names == ["Ann", "Don Pickwick", "Miss Havisham"]
    words = " | ".join(drawn(app, monkeypatch, 10))
    assert "Mr Pickwick" not in words


# --- 12. the game's and the rulesets' own names; a term said with who it is ---------------------------------


def _menu_words(app: App, monkeypatch: pytest.MonkeyPatch, ruleset: str, language: str) -> list[str]:
    app.settings.ruleset = ruleset
    app.choose_language(language)
    app.to_menu()
    frames(app, 2)
    return drawn(app, monkeypatch)


def test_the_spanish_menu_names_the_game_as_the_spanish_sources_do(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """A playtest: the title is translated in Russian and Japanese but stays "Pope Joan" in Spanish. Both Spanish
    sources call the game "Pope Joan" (seed 000: "El juego de Pope Joan, es decir, de la papisa Juana en
    castellano"; seed 001's heading "POPE JOAN"), so the title stays theirs, and the line under it gives the
    Castilian name as source 000 does."""
    words = _menu_words(app, monkeypatch, "parlett", "es")
    assert "Pope Joan" in words
    assert any(line.startswith("La papisa Juana:") for line in words), words  # (the ruleset's own name has no ":")


def test_hoyles_ruleset_is_not_listed_under_the_name_of_a_card(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """A playtest: Hoyle's ruleset was listed under the large title "Pope", the 9♦'s name in every ruleset."""
    words = _menu_words(app, monkeypatch, "hoyle-1847", "en")
    assert "Pope" not in words
    assert "Pope Joan (Hoyle)" in words


@pytest.mark.parametrize("language", ["en", "es", "ja", "ru"])
@pytest.mark.parametrize("ruleset", ["parlett", "hoyle-1847", "spanish", "cacumen", "russian", "japanese"])
def test_the_rules_say_who_leads_first_where_they_name_eldest(app: App, ruleset: str, language: str) -> None:
    """A playtest: Hoyle's rules said "Eldest leads any card" without saying who Eldest is. Wherever a ruleset's
    summary names the first leader by the game's term ("Eldest", "el jugador mano", "Первая рука"), the same
    sentence says who that is: the player on the dealer's left."""
    from popejoan.ui.scenes.rules import RulesScene
    from tests.ui.driver import texts

    app.settings.ruleset = ruleset
    app.choose_language(language)
    app.to_menu()
    frames(app, 2)  # the menu reads its rulesets
    app.show_rules()
    frames(app, 1)
    rules = app.top
    assert isinstance(rules, RulesScene)
    words = texts(rules.lines)
    term = {"en": "Eldest", "es": "jugador mano", "ja": "エルデスト", "ru": "Первая рука"}[language]
    left = {"en": "left", "es": "izquierda", "ja": "左隣", "ru": "слева"}[language]
    for sentence in words.split(". "):
        if term in sentence:
            assert left in sentence, sentence


# --- 10. one language on a screen; the source's words on the board when the player asks for them ------------

PARLETT_IN = {
    "es": {"ace": "As", "king": "Rey", "matrimony": "Matrimonio", "game": "Juego"},
    "ja": {"ace": "エース", "king": "キング", "matrimony": "結婚", "game": "ゲーム"},
    "ru": {"ace": "Туз", "king": "Король", "matrimony": "Матримони", "game": "Игра"},
}
"""Parlett's compartments as each language's catalog names them (the glossaries)."""


@pytest.mark.parametrize("language", ["es", "ja", "ru"])
def test_the_board_and_the_words_speak_the_interface_language_by_default(app: App, language: str) -> None:
    """A playtest: with a Spanish, Japanese or Russian interface and Parlett's ruleset the board's rim read ACE /
    KING / MATRIMONY / GAME and the summaries said "As (Ace)". By default the board is lettered in the interface
    language, the language its lettering is drawn in, and a sentence names a compartment once."""
    from popejoan.ui import i18n as words

    app.settings.ruleset = "parlett"
    app.choose_language(language)
    app.to_menu()
    frames(app, 3)
    menu = app.top
    assert isinstance(menu, MenuScene) and menu.board_art is not None
    board = menu.board_art
    for name, label in PARLETT_IN[language].items():
        assert board.labels[name] == label
    assert board.language == language
    rules = menu.ruleset
    assert rules is not None
    assert words.compartment_label_en(rules, "ace") == PARLETT_IN[language]["ace"]  # not "As (Ace)"


def test_the_settings_keep_each_board_in_its_sources_words(app: App) -> None:
    """The setting, on the settings screen: on, each board keeps its source's words (Parlett's board in English in
    a Spanish interface, the Japanese board in Japanese), and a sentence gives the source's word with the
    interface's in brackets; off again, the interface language. It is saved."""
    from popejoan.ui import i18n as words
    from popejoan.ui.scenes.settings_screen import SettingsScene
    from tests.ui.driver import click

    app.settings.ruleset = "parlett"
    app.choose_language("es")
    app.to_menu()
    frames(app, 3)
    menu = app.top
    assert isinstance(menu, MenuScene) and menu.board_art is not None and menu.ruleset is not None
    menu.show_settings()
    frames(app, 2)
    settings = app.top
    assert isinstance(settings, SettingsScene)
    click(app, settings.source_words.rect.center)
    assert app.settings.source_words is True
    settings.close()
    frames(app, 2)
    assert menu.board_art.labels["ace"] == "Ace" and menu.board_art.language == "en"
    assert words.compartment_label_en(menu.ruleset, "ace") == "As (Ace)"  # Spanish: its own name first, for the article
    import json

    assert json.loads(app.config_path.read_text(encoding="utf-8"))["source_words"] is True
    app.settings.source_words = False
    app.settings_changed()
    frames(app, 1)
    assert menu.board_art.labels["ace"] == "As"


# --- 15. every shipped ruleset's own text in every language --------------------------------------------------

SHIPPED = ["parlett", "hoyle-1847", "spanish", "cacumen", "russian", "japanese"]


def _ruleset_texts(ruleset: Ruleset) -> list[object]:
    """Every prose field of a ruleset a player reads: summary, interpretations, each variant's description and
    each value's label and description."""
    from popejoan.engine.ruleset_text import Text

    out: list[object] = [*ruleset.summary, *ruleset.interpretations]
    for option in ruleset.options.values():
        out.append(getattr(option, "description", ""))
        for value in getattr(option, "values", []) or []:
            out += [getattr(value, "label", ""), getattr(value, "description", "")]
    return [text for text in out if isinstance(text, Text) or (isinstance(text, str) and text)]


@pytest.mark.parametrize("language", ["es", "ja", "ru"])
@pytest.mark.parametrize("ruleset", SHIPPED)
def test_every_shipped_rulesets_text_is_in_every_language(app: App, ruleset: str, language: str) -> None:
    """A playtest: Parlett's and Hoyle's summaries, interpretations and variants read in English on a Spanish,
    Japanese or Russian rules screen. Every prose field of every shipped ruleset has the language's own text, and
    the rules screen shows the summary and the interpretations in it, never their English."""
    from popejoan.engine.ruleset_text import Text
    from popejoan.ui.scenes.rules import RulesScene
    from tests.ui.driver import texts

    app.settings.ruleset = ruleset
    app.choose_language(language)
    app.to_menu()
    frames(app, 2)
    app.show_rules()
    frames(app, 1)
    rules = app.top
    assert isinstance(rules, RulesScene)
    fields = _ruleset_texts(rules.ruleset)
    missing = [str(text)[:60] for text in fields if not (isinstance(text, Text) and text.languages.get(language))]
    assert not missing, missing
    shown = "".join(texts(rules.lines).split())
    for text in [*rules.ruleset.summary, *rules.ruleset.interpretations]:
        assert isinstance(text, Text)
        assert "".join(text.in_language(language).split()) in shown, text.in_language(language)[:60]
        assert "".join(str(text).split()) not in shown


# --- 13. words inside sentences ---------------------------------------------------------------------------------

RUSSIAN_GENITIVE = {1: "туза", 2: "двойки", 3: "тройки", 4: "четвёрки", 5: "пятёрки", 6: "шестёрки", 7: "семёрки",
                    8: "восьмёрки", 9: "девятки", 10: "десятки", 11: "валета", 12: "дамы", 13: "короля"}
RUSSIAN_SUITS = ("треф", "бубен", "черв", "пик")
"""A card's name in the genitive, by rank, and the suits' (already genitive) words, as a Russian reader writes
"ходите с туза треф"."""


def test_a_russian_hint_declines_the_card_and_keeps_it_lower_case() -> None:
    """A playtest: "Подсказка: ходить с карты Туз треф" (the name not declined, capitalised mid-sentence). The hint,
    asked with H at the table in Russian, says "Подсказка: ходите с туза треф"."""
    from popejoan.engine.cards import rank_of, suit_of
    from tests.ui.test_hint_words import _press, _wait_for_hint
    from tests.ui.test_table import make_table, run_until

    i18n.set_language("ru")
    app, scene = make_table("parlett", [None, "normal", "normal", "normal"], seed=5)
    turns = scene.turns

    def can_move() -> bool:
        return turns.human_to_act() == 0 and len(turns.legal_in_hand(0)) >= 2 and scene.hotseat.reveal_guard_ms <= 0

    run_until(app, scene, lambda: can_move() or scene.session.deals_played == 1)
    assert can_move()
    _press(scene, pygame.K_h)
    _wait_for_hint(app, scene)
    card = turns.hint_action
    assert isinstance(card, int)
    words = f"{RUSSIAN_GENITIVE[rank_of(card)]} {RUSSIAN_SUITS[suit_of(card)]}"
    assert scene.view.caption == f"Подсказка: ходите с {words}"


@pytest.mark.parametrize(("language", "dead", "seven"), [
    ("en", "Stop: nobody holds the Six of spades", "Stop: the Seven of diamonds (the Eight is out)"),
    ("es", "Parada: nadie tiene el seis de picas", "Parada: el siete de diamantes (el ocho no está en la baraja)"),
    ("ru", "Стоп: следующей карты — шестёрки пик — ни у кого нет", "Стоп: семёрка бубен (восьмёрки в колоде нет)"),
])
def test_card_names_inside_sentences_are_cased_alike(language: str, dead: str, seven: str) -> None:
    """A playtest: "nobody holds the Six of spades" beside "Stop: the seven of diamonds". English writes a rank with
    a capital as Parlett does, Spanish and Russian in lower case, the same in every sentence; Russian declines."""
    from popejoan.engine.cards import parse_card
    from popejoan.engine.events import SequenceStopped
    from popejoan.ui.scenes.table import captions

    i18n.set_language(language)
    assert captions.stopped(SequenceStopped(1, parse_card("5S"), "dead", parse_card("6S")), "Ann")[0] == dead
    assert captions.stopped(SequenceStopped(1, parse_card("7D"), "seven_of_diamonds", None), "Ann")[0] == seven


@pytest.mark.parametrize(("language", "said"), [
    ("en", "Ann may play the Pope in place of the Ten of hearts"),
    ("es", "Ann puede jugar la Papisa en lugar del diez de corazones"),
    ("ru", "Ann может сыграть Папессой вместо десятки черв"),
])
def test_the_pope_offer_names_the_missing_card_in_the_sentences_form(language: str, said: str) -> None:
    """The same kind: "вместо карты Десятка черв" said the card's name as a label, capitalised; Spanish joins
    "de el" into "del"."""
    from popejoan.engine.cards import parse_card
    from popejoan.ui.scenes.table import captions

    i18n.set_language(language)
    assert captions.pope_offered("Ann", parse_card("10H")) == said


def test_the_story_tells_the_end_of_a_deal_in_one_tense() -> None:
    """A playtest: "Mr Pickwick went out and wins the Game" (the story around it is in the past)."""
    from popejoan.ui import story

    assert story.PAST["out"]({}).format(who="Mr Pickwick") == "Mr Pickwick went out and won the Game."


@pytest.mark.parametrize(("choice", "shown"), [("auto", True), ("en", False), ("es", False)])
def test_the_language_note_is_said_only_while_automatic_is_chosen(
        app: App, monkeypatch: pytest.MonkeyPatch, choice: str, shown: bool) -> None:
    """A playtest: Settings still said "Automatic follows the system's language" after English was chosen."""
    from popejoan.ui.scenes.settings_screen import words as settings_words

    app.choose_language(choice)
    app.to_menu()
    frames(app, 2)
    menu = app.top
    assert isinstance(menu, MenuScene)
    menu.show_settings()
    frames(app, 1)
    assert (settings_words("language_note") in drawn(app, monkeypatch)) is shown


# --- 14. Japanese typesetting -------------------------------------------------------------------------------------

_KINSOKU_NO_START = set("、。，．・：；？！…）」』】〕ーゝゞ々ァィゥェォッャュョぁぃぅぇぉっゃゅょゎ")
_KINSOKU_NO_END = set("（「『【〔")
_COUNTERS = set("枚人局回分秒点個番位組目倍")


def _is_kanji(ch: str) -> bool:
    return 0x4E00 <= ord(ch) <= 0x9FFF


def _is_hiragana(ch: str) -> bool:
    return 0x3041 <= ord(ch) <= 0x309F


def _bad_breaks(lines: list[str]) -> list[str]:
    """Where two lines of one Japanese paragraph part what must stay together: a line starting with a closing mark
    or small kana, or ending with an opening bracket; a number parted from its counter; a kanji parted from the
    kana that end it (a verb's ending: 取っ|た)."""
    bad = []
    for before, after in zip(lines, lines[1:]):
        if not before or not after:
            continue
        last, first = before[-1], after[0]
        counted = last in _COUNTERS and len(before) > 1 and (before[-2].isdigit() or before[-2] in "〜～")
        if first in _KINSOKU_NO_START or last in _KINSOKU_NO_END or (last.isdigit() and first in _COUNTERS) \
                or (_is_kanji(last) and _is_hiragana(first) and not counted):
            bad.append(f"{before}|{after}")
    return bad


@pytest.mark.parametrize("text", [
    "Annがチップ48枚を取った。Benは教皇を出せる人がいないので、もう一度リードする。",
    "Pope Joan のパッケージをインストールしています。初回は1〜2分かかります。",
    "最初に手札をすべて出しきった人は「ゲーム」の場所のチップと、ほかの各プレイヤーの残り手札1枚につきチップ1枚を受け取る。",
])
@pytest.mark.parametrize("width", [120, 150, 200, 260, 320])  # 7 to 20 characters a line
def test_japanese_lines_break_by_its_rules(text: str, width: int) -> None:
    """A playtest: numbers parted from their counters, words broken inside a verb's ending. At every width the
    lines keep every character, in order, and break only where Japanese allows (kinsoku; a counter may end a line
    before the word after it: 1〜2分|かかります)."""
    lines = theme.wrap(text, 16, width, "ja")
    assert "".join(lines).replace(" ", "") == text.replace(" ", "")  # a space at a break is dropped
    assert _bad_breaks(lines) == []


@pytest.mark.parametrize("ruleset", SHIPPED)
def test_every_japanese_rules_screen_breaks_its_lines_by_the_rules(app: App, ruleset: str) -> None:
    """The rules of every shipped ruleset, read in Japanese at the smallest window: no line breaks where Japanese
    forbids it."""
    from popejoan.ui.scenes.rules import RulesScene

    app.settings.ruleset = ruleset
    app.choose_language("ja")
    app.to_menu()
    frames(app, 2)
    app.show_rules()
    app.on_window_resized((960, 600)) if hasattr(app, "on_window_resized") else None
    frames(app, 1)
    rules = app.top
    assert isinstance(rules, RulesScene)
    lines = [line.text for line in rules.lines if line.kind == "text"]
    assert len(lines) > 20
    assert _bad_breaks(lines) == []


def test_latin_names_sit_on_the_japanese_baseline_beside_them(monkeypatch: pytest.MonkeyPatch) -> None:
    """A playtest: in Japanese, "Ann" on a plaque stood higher than the Japanese beside it (drawn on the serif's
    shorter line, centred like its neighbours). At a Japanese table every name is drawn on the Japanese face's
    line: the same height and baseline as a Japanese word of the same size."""
    from tests.ui.test_pope_round import NAMES
    from tests.ui.test_table import make_table

    i18n.set_language("ja")
    app, scene = make_table("parlett", [None, "normal", "normal", "normal"], seed=5)
    seen: list[tuple[str, object]] = []
    render = theme.render

    def spy(text: str, size: int, *args: object, **kwargs: object) -> pygame.Surface:
        language = args[1] if len(args) > 1 else kwargs.get("language")
        seen.append((text, language))
        return render(text, size, *args, **kwargs)

    monkeypatch.setattr(theme, "render", spy)
    for _ in range(3):
        app.step(16)
    monkeypatch.setattr(theme, "render", render)
    named = [(text, language) for text, language in seen if text in NAMES]
    assert named and all(language == "ja" for _, language in named), named
    latin, japanese = theme.render("Ann", 18, language="ja"), theme.render("中級", 18, language="ja")
    assert latin.get_height() == japanese.get_height()
