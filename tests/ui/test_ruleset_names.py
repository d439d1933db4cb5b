"""A ruleset's name as the reader knows it (``name.english`` by language): the Russian menu read "Pope Joan
(Russian dictionary)" under «Папесса Иоанна», and the saved sessions and the delete question named the
ruleset in English inside a Russian or Japanese sentence (a playtest's note, 2026-11-30)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame
import pytest

from popejoan.ui import i18n
from tests.ui import textmap
from tests.ui.driver import settle, sized_app
from tests.ui.test_everything_fits import SCENES

# the line under each shipped ruleset's own name in the menu's list, by interface language (hand-written
# from the ruleset files' name.english)
GLOSSES = {
    "en": ["Pope Joan (Parlett)", "Pope Joan (Russian dictionary)", "Pope Joan (Japanese encyclopedia)"],
    "es": ["Pope Joan (Parlett)", "Pope Joan (diccionario ruso)", "Pope Joan (enciclopedia japonesa)"],
    "ja": ["ポープ・ジョーン（パーレット）", "ポープ・ジョーン（ロシア語の辞典）",
           "ポープ・ジョーン（日本語の百科事典）"],
    "ru": ["Папесса Иоанна (Парлетт)", "Папесса Иоанна (русский словарь)", "Папесса Иоанна (японская энциклопедия)"],
}


def _texts(scene: str, language: str, then: object = None) -> list[str]:
    """Every line of text on ``scene`` drawn in ``language`` (``then(app)`` run before drawing, if given)."""
    with textmap.recording():
        app = sized_app((1280, 800), language)
        try:
            SCENES[scene](app)
            if then is not None:
                then(app)
            return [d.text for d in textmap.draw_screen(app).texts]
        finally:
            pygame.quit()
            i18n.set_language("en")


@pytest.mark.parametrize("language", sorted(GLOSSES))
def test_the_menu_names_each_ruleset_in_the_readers_language(language: str) -> None:
    texts = _texts("menu", language)
    for gloss in GLOSSES[language]:
        assert gloss in texts, (language, gloss)
    if language != "en":
        assert "Pope Joan (Russian dictionary)" not in texts


def test_saved_sessions_and_the_delete_question_name_the_ruleset_in_the_readers_language() -> None:
    """The session saved by ``SCENES["sessions"]`` (parlett's, the default ruleset): its row and the question
    before deleting it read «Папесса Иоанна (Парлетт)» in Russian, and the English nowhere."""
    def ask_to_delete(app: object) -> None:
        scene = app.top  # type: ignore[attr-defined]
        assert scene.saves[0].ruleset_id == "parlett"
        scene.ask_delete(scene.saves[0])
        settle(app, 5)

    ours, english = "Папесса Иоанна (Парлетт)", "Pope Joan (Parlett)"
    rows = _texts("sessions", "ru")
    assert ours in rows and english not in rows
    question = " ".join(_texts("sessions", "ru", ask_to_delete))
    assert ours in question and english not in question
