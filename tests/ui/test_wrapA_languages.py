"""The words of the story, the rules screen's sentences, the sound notices, saved sessions and the i18n helpers
change language at once, with nothing rebuilt (issue 12; i18n.md rule 8).

A tiny fake Russian catalog stands in for ``ru`` (the real one is the translators'), with Russian's three
plural forms, so the tests do not depend on how far the translation has got.
"""

from __future__ import annotations

import gettext
from datetime import datetime

import pytest

from popejoan.engine.events import DealStarted, StakePut
from popejoan.engine.ruleset import find_ruleset
from popejoan.ui import i18n, story
from popejoan.ui.rules_words import rules_in_words
from tests.ui.driver import no_sound_device


def _russian_form(n: int) -> int:
    """Russian's plural forms: 1, 21 → 0 (рыбка); 2-4, 22 → 1 (рыбки); 5-20, 25 → 2 (рыбок)."""
    if n % 10 == 1 and n % 100 != 11:
        return 0
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return 1
    return 2


class FakeRussian(gettext.NullTranslations):
    """A few messages in Russian; anything else stays English (as gettext does for a missing message)."""

    MESSAGES = {
        (None, "{who} leads {card}"): "{who} ходит с {card}",
        ("card label, Six", "the {card}"): "{card}",  # Russian has no article
        (None, "Deal {number}: {dealer} deals"): "Сдача {number}: сдаёт {dealer}",
        ("compartment", "Ace"): "Туз",
        ("compartment", "Intrigue"): "Интрига",
        ("compartment label", "{label} ({name})"): "{label} ({name})",
        ("suit", "hearts"): "черви",
        ("suit", "Hearts"): "Черви",
        ("rules topic", "Dressing"): "Как одевают табло",
        (None, "This pygame has no sound mixer: the game plays silently"):
            "В этой сборке pygame нет звука: игра идёт молча",
        ("played_on", "{date} at {time}"): "{date} в {time}",
    }
    PLURALS = {
        (None, "{who} dresses the board with {chips} fish"): (
            "{who} одевает табло {chips} рыбкой", "{who} одевает табло {chips} рыбками",
            "{who} одевает табло {chips} рыбками"),
        ("undos", "a lead taken back once"): ("ход взят назад {n} раз", "ход взят назад {n} раза",
                                              "ход взят назад {n} раз"),
    }

    def gettext(self, message: str) -> str:
        return self.MESSAGES.get((None, message), message)

    def pgettext(self, context: str, message: str) -> str:
        return self.MESSAGES.get((context, message), message)

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        return self.npgettext(None, singular, plural, n)  # type: ignore[arg-type]

    def npgettext(self, context: str, singular: str, plural: str, n: int) -> str:
        forms = self.PLURALS.get((context, singular))
        if forms is None:
            return singular if n == 1 else plural
        return forms[_russian_form(n)]


@pytest.fixture
def fake_russian(monkeypatch: pytest.MonkeyPatch):
    """The fake catalog for ``ru``; the interface language back to English afterwards."""
    real = i18n.translations
    monkeypatch.setattr(i18n.catalog, "translations", lambda code: FakeRussian() if code == "ru" else real(code))
    yield
    i18n.set_language("en")


def test_a_story_line_changes_language_at_once_with_the_plural_by_the_fish(fake_russian) -> None:
    teller = story.Teller(["Ann", "Ben", "Cat"], find_ruleset("russian").with_options({}))
    lead = story.Line("lead", {"who": story.Seat(1), "card": story.CardArg(5, the=True)})
    head = story.tell([DealStarted(number=3, dealer=2)])[0]
    english = (teller.text(lead), teller.text(head))
    assert english == ("Ben leads the 6♣", "Deal 3: Cat deals")
    i18n.set_language("ru")
    assert teller.text(lead) == "Ben ходит с 6♣"
    assert teller.text(head) == "Сдача 3: сдаёт Cat"
    dressed = [teller.text(story.Line("dress_one", {"who": story.Seat(0), "chips": n})) for n in (1, 3, 5, 21)]
    assert dressed == ["Ann одевает табло 1 рыбкой", "Ann одевает табло 3 рыбками", "Ann одевает табло 5 рыбками",
                       "Ann одевает табло 21 рыбкой"]
    i18n.set_language("en")
    assert (teller.text(lead), teller.text(head)) == english


def test_the_stakes_story_reads_the_same_events_in_either_language(fake_russian) -> None:
    events = [DealStarted(number=1, dealer=0)] + [StakePut(seat=0, compartment=c, chips=1) for c in ("ace", "pope")]
    lines = story.tell(events)
    teller = story.Teller(["Ann", "Ben", "Cat"], find_ruleset("hoyle-1847").with_options({}))
    assert teller.lines(lines)[1] == "Ann dresses the board with 2 fish"
    i18n.set_language("ru")
    assert teller.lines(lines)[1] == "Ann одевает табло 2 рыбками"


@pytest.mark.usefixtures("source_words")  # the source's words, a choice since issue 32
def test_compartment_labels_carry_their_name_in_the_interface_language(fake_russian) -> None:
    english_rules = find_ruleset("hoyle-1847").with_options({})
    russian_rules = find_ruleset("russian").with_options({})
    assert i18n.compartment_label_en(russian_rules, "ace") == "Туз (Ace)"
    assert i18n.compartment_label_en(english_rules, "ace") == "Ace"
    i18n.set_language("ru")
    # the Russian ruleset in the Russian interface: its own label alone; an English ruleset: the label and
    # its Russian name
    assert i18n.compartment_label_en(russian_rules, "ace") == "Туз"
    assert i18n.compartment_label_en(english_rules, "ace") == "Ace (Туз)"


def test_suits_plurals_and_the_rules_screen_follow_the_language(fake_russian) -> None:
    rules = find_ruleset("russian").with_options({})
    assert dict(rules_in_words(rules)).get("Dressing")
    assert i18n.undos_note({"undos": [1]}) == "a lead taken back once"
    assert i18n.undos_note({"undos": [1, 2, 3]}) == "leads taken back 3 times"
    i18n.set_language("ru")
    assert (i18n.suit_name(2), i18n.suit_name(2, capital=True)) == ("черви", "Черви")
    assert "Как одевают табло" in dict(rules_in_words(rules))
    assert [i18n.undos_note({"undos": [0] * n}) for n in (1, 3, 5)] == [
        "ход взят назад 1 раз", "ход взят назад 3 раза", "ход взят назад 5 раз"]
    assert i18n.listed(["Туз", "Король", "Дама"]) == "Туз, Король и Дама"


def test_the_sound_notice_is_translated_when_read(fake_russian) -> None:
    from popejoan.ui import sound

    board = sound.SoundBoard()
    no_sound_device(board)
    assert board.reason == "This pygame has no sound mixer: the game plays silently"
    i18n.set_language("ru")
    assert board.reason == "В этой сборке pygame нет звука: игра идёт молча"


def test_when_a_save_was_played_is_written_the_languages_way(fake_russian) -> None:
    from popejoan.ui.autosave import when_played

    now = datetime(2026, 11, 30, 18, 0).astimezone()
    assert when_played(now.replace(month=3, day=7, hour=14, minute=2), now) == "7 March at 14:02"
    i18n.set_language("ru")
    assert when_played(now.replace(month=3, day=7, hour=14, minute=2), now) == "7 марта в 14:02"
    assert when_played(now.replace(year=2025, month=12, day=31), now) == "31 декабря 2025\u202fг."


def test_the_interface_text_takes_the_interface_languages_font_and_line_breaking() -> None:
    import pygame

    from popejoan.ui import theme

    pygame.font.init()
    japanese = "アンが最後のカードを出してゲームを取ります"
    try:
        assert theme.font_file(theme.text_language()) == theme.SERIF
        english_lines = theme.wrap("Ann plays the last card and wins the Game", 16, 120)
        assert all(" " not in line or theme.measure(line, 16)[0] <= 120 for line in english_lines)
        before = theme.render("Ann", 20)
        i18n.set_language("ja")
        assert theme.text_language() == "ja" and theme.text_language("ru") == "ru"
        assert theme.font(20) is theme.font(20, "ja")
        assert theme.render("Ann", 20) is not before  # the cache key holds the language resolved
        lines = theme.wrap(japanese, 16, 100)
        assert len(lines) > 1 and "".join(lines) == japanese
        assert all(theme.measure(line, 16)[0] <= 100 or len(line) == 1 for line in lines)
        assert not any(line[0] in "ーッ、。" for line in lines)
        # a Latin word inside Japanese text is kept whole
        mixed = theme.wrap("アンとPickwickが出します", 16, 70)
        assert any("Pickwick" in line for line in mixed)
    finally:
        i18n.set_language("en")


def test_the_catalog_holds_the_helpers_words_under_their_contexts() -> None:
    from babel.messages.pofile import read_po

    with (i18n.LOCALE_DIR / "popejoan.pot").open("rb") as fp:
        template = read_po(fp)
    for context, message in [("compartment", "Intrigue"), ("compartment label", "{label} ({name})"),
                             ("suit", "hearts"), ("suit", "Hearts"), ("variant", "Pope as stop"),
                             ("variant value", "Pope and game"), ("rules topic", "Dressing"),
                             (None, "{who} leads {card}"), ("card label, Queen", "the {card}"),
                             (None, "the Queen of diamonds"), (None, "a King ends the suit")]:
        assert template.get(message, context=context) is not None, (context, message)
    plural = template.get(("{who} dresses the board with {chips} fish",) * 2)
    assert plural is not None and plural.pluralizable
    assert template.get(("a lead taken back once", "leads taken back {n} times"), context="undos") is not None


def test_japanese_lines_never_break_inside_a_katakana_word_that_fits() -> None:
    """A katakana word (ディーラー, デッドハンド) moves to the next line whole, as a rule book sets it; only a word
    wider than the line is broken, and no line starts with ー."""
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    from popejoan.ui import theme

    pygame.font.init()
    text = "各プレイヤーはディーラーを含めてボードを飾る。デッドハンドのカードはストップになる。"
    for width in (100, 120, 160, 200, 260):
        lines = theme.wrap(text, 16, width, "ja")
        assert "".join(lines) == text
        for word in ("プレイヤー", "ディーラー", "ボード", "デッドハンド", "カード", "ストップ"):
            assert any(word in line for line in lines), (width, word, lines)
        assert not any(line.startswith("ー") for line in lines)
    narrow = theme.wrap("デッドハンドデッドハンド", 16, 60, "ja")
    assert "".join(narrow) == "デッドハンドデッドハンド" and all(
        theme.measure(line, 16, "ja")[0] <= 60 + 16 for line in narrow)


def test_a_closing_mark_at_the_edge_takes_the_character_before_it_down_not_past_the_edge() -> None:
    """Kinsoku without hanging: the Japanese ruleset's third summary paragraph on the rules screen (1280×800)
    had its line end "…または、" with the 、 past the sheet's edge. Now no line of it, at any width, is wider
    than the width asked, no line starts with a closing mark, and the text is all there."""
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    from popejoan.engine.ruleset import find_ruleset
    from popejoan.engine.ruleset_text import text_in
    from popejoan.ui import theme

    pygame.font.init()
    text = text_in(find_ruleset("japanese").summary[2], "ja")
    assert "または、" in text
    for width in range(300, 900, 7):
        lines = theme.wrap(text, 18, width, "ja")
        assert "".join(lines) == text
        assert all(theme.measure(line, 18, "ja")[0] <= width for line in lines), width
        assert not any(line[0] in "、。）」』ー" for line in lines), width


def test_a_line_never_breaks_between_a_word_and_the_card_label_after_it() -> None:
    """A playtest read a compartment's tip "cannot be won this deal: the" / "Q♣ is out of play". A card's short
    label now goes down with the word before it ("the Q♣", "la Q♦", "led 7♦"), at every width; in Japanese a label
    is one unit (never "Q" / "♣")."""
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    from popejoan.ui import theme

    pygame.font.init()
    text = "Matrimony cannot be won this deal: the Q♣ is out of play, and the 10♦ too"
    broke_before = 0
    for width in range(90, 700, 3):
        lines = theme.wrap(text, 16, width, "en")
        assert " ".join(lines) == text
        assert not any(line.endswith(" the") or line == "the" for line in lines), (width, lines)
        assert not any(line.startswith(("Q♣", "10♦")) for line in lines), (width, lines)
        broke_before += any(line.startswith(("the Q♣", "the 10♦")) for line in lines)
    assert broke_before  # the pair did meet the edge, at some widths, and went down together
    spanish = "Parada: nadie tiene la Q♦ ni el 10♠"
    for width in range(60, 400, 3):
        lines = theme.wrap(spanish, 16, width, "es")
        assert not any(line.endswith((" la", " el")) or line in ("la", "el") for line in lines), (width, lines)
    japanese = "マトリモニーはこの配りでは取れない：Q♣と10♦は場の外にある。"
    for width in range(40, 400, 3):
        lines = theme.wrap(japanese, 16, width, "ja")
        assert "".join(lines) == japanese
        assert not any(line.endswith(("Q", "10", "1")) for line in lines), (width, lines)


def test_a_run_of_card_labels_still_breaks_between_the_labels() -> None:
    """From the review of the rule above: every label glued to the word before it made a run of labels ("Mrs
    Bennet 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦", the story's runs) one word wider than the line. Only the first label of a run
    goes with the word before it."""
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    from popejoan.ui import theme

    pygame.font.init()
    text = "Mrs Bennet 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ · Ann 2♣ 3♣ 4♣ 5♣ 6♣ 7♣"
    for width in range(120, 400, 5):
        lines = theme.wrap(text, 16, width, "en")
        assert " ".join(lines) == text
        assert all(theme.measure(line, 16, "en")[0] <= width for line in lines), (width, lines)
        assert not any(line.endswith(("Bennet", "Ann")) for line in lines), (width, lines)
