"""The table's words go through the catalog and change with the language at once (issue 12, the table's part).

A tiny fake catalog stands in for Russian: the words the table draws (its
captions, labels, keys line, plaques and pass card) change as soon as the
language does, with no restart and nothing cached in the old language.
"""

from __future__ import annotations

import gettext
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from popejoan.engine.cards import parse_card  # noqa: E402
from popejoan.ui import i18n  # noqa: E402
from popejoan.ui.scenes.table import captions, keys  # noqa: E402

FAKE = {
    "Pass to {who}": "Передайте {who}",
    "Hint: keep the Pope": "Подсказка: оставьте Папу",
    "Hearts are trumps": "Козыри — черви",
    "Play the Pope": "Сыграть Папу",
    "skip": "пропуск",
    "Space": "Пробел",
    "{key}: {does}": "{key} — {does}",
    "Dead hand": "Мёртвая рука",
}


class _Fake(gettext.NullTranslations):
    """A catalog with a few messages, three Russian plural forms for fish."""

    def gettext(self, message: str) -> str:
        return FAKE.get(message, message)

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        if singular == "{n} fish":
            forms = ("{n} рыбка", "{n} рыбки", "{n} рыбок")
            k = 0 if n % 10 == 1 and n % 100 != 11 else 1 if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14 else 2
            return forms[k]
        return singular if n == 1 else plural

    def pgettext(self, context: str, message: str) -> str:
        return message

    def npgettext(self, context: str, singular: str, plural: str, n: int) -> str:
        return self.ngettext(singular, plural, n)  # the plaque's label (context fish_label) as the bare message


@pytest.fixture
def fake_russian(monkeypatch: pytest.MonkeyPatch):
    real = i18n.translations
    monkeypatch.setattr(i18n.catalog, "translations", lambda language: _Fake() if language == "ru" else real(language))
    yield
    i18n.set_language("en")


def test_the_tables_words_change_with_the_language_at_once(fake_russian) -> None:
    assert captions.pass_to("Ann")[0] == "Pass to Ann"
    assert captions.fish(5) == "5 fish"
    assert keys.header().startswith("Space: skip")
    i18n.set_language("ru")
    assert captions.pass_to("Ann")[0] == "Передайте Ann"
    assert captions.hint_offer(False) == "Подсказка: оставьте Папу"
    assert captions.trumps(2) == "Козыри — черви"
    assert captions.label(captions.OFFER_BUTTONS[0]) == "Сыграть Папу"
    assert captions.dead_hand_label("dead") == "Мёртвая рука"
    assert [captions.fish(n) for n in (1, 3, 5, 21)] == ["1 рыбка", "3 рыбки", "5 рыбок", "21 рыбка"]
    assert keys.header().startswith("Пробел — пропуск")
    i18n.set_language("en")  # and back, again at once
    assert captions.pass_to("Ann")[0] == "Pass to Ann"
    assert captions.label(captions.OFFER_BUTTONS[0]) == "Play the Pope"


def test_the_painters_plaques_are_drawn_again_in_the_new_language(fake_russian) -> None:
    from test_table import FRAME_MS, make_table

    app, scene = make_table("parlett", [None, "normal", "normal"], seed=3)
    for _ in range(40):
        app.step(FRAME_MS)
    first = scene.painter.plaque_image(scene.view, scene.layout, 1, False, False)[0]
    i18n.set_language("ru")
    again = scene.painter.plaque_image(scene.view, scene.layout, 1, False, False)[0]
    assert again is not first  # the cached plaque (with "20 fish") is not reused in the new language
    app.step(FRAME_MS)  # the whole table draws in it
    assert parse_card("9D") is not None


def test_a_caption_said_before_a_change_of_language_is_not_left_in_the_old_one() -> None:
    """Captions are words said at a moment: after the language changes (Settings over the table) the one on
    the ribbon was left in the old language until the next event. It now leaves the ribbon at once, and the
    prompt of the moment comes back in the new language (the real Russian catalog)."""
    from tests.ui.driver import FPS_MS, sized_app, table_mid_deal

    app = sized_app((1280, 800), "en")
    try:
        table = table_mid_deal(app)  # the person to lead
        you = table.view.names[table.turns.human_to_act()]
        table.view.say("Ann wins the Matrimony", "2 fish")  # a caption of the moment, in English
        app.choose_language("ru")
        assert (table.view.caption, table.view.caption_sub) == ("", "")
        app.step(FPS_MS, events=[])
        assert (table.view.caption, table.view.caption_sub) == captions.human_to_lead(you)
        assert you in table.view.caption and "lead" not in table.view.caption  # «Ходит Player»
        assert any("\u0400" <= ch <= "\u04ff" for ch in table.view.caption)  # Cyrillic: said in Russian
    finally:
        app.shutdown() if hasattr(app, "shutdown") else None
        i18n.set_language("en")
