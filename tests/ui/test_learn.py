"""The lesson at the table, driven by posted clicks and keys: played through in each language to its end screen
with every step's words in the window, a refused lead said with its reason, the lesson left and taken up again at
the same step, nothing written to the saved sessions or the statistics, the menu's entry and the first game."""

from __future__ import annotations

import json
import unicodedata
from pathlib import Path

import pygame
import pytest

from popejoan.engine.cards import card_code, parse_card
from popejoan.storage.paths import stats_path
from popejoan.ui import i18n, theme
from popejoan.ui.app import App
from popejoan.ui.scenes.learn import LearnEndScene, LearnScene
from popejoan.ui.scenes.learn.end import first_game
from popejoan.ui.scenes.learn.panel import MAX_HEIGHT
from popejoan.ui.scenes.learn.progress import Progress, read_progress
from popejoan.ui.scenes.learn.steps import LEARNER, STEPS
from tests.ui.driver import click, key, step

REFUSED = {"en": "Player must lead the lowest card of clubs in hand", "es": "", "ja": "", "ru": ""}
"""The refusal of the 7♣ at the first lead (the 6♣ and A♣ are lower), in English (the other languages are
checked to say something)."""


def _open_lesson(app: App) -> LearnScene:
    """The menu, then a click on its "Learn to play"."""
    menu = app.to_menu()
    step(app, 2)
    click(app, menu.learn_button.rect.center)  # type: ignore[attr-defined]
    scene = app.top
    assert isinstance(scene, LearnScene)
    return scene


def _legal_rect(scene: LearnScene, card: int | None = None) -> tuple[int, int]:
    """Where to click to lead ``card`` (default: the first raised card) from the learner's hand."""
    lay = scene.table_layout()
    legal = scene.turns.legal_for(LEARNER)
    for c, rect in lay.hand_rects(scene.view.hands[LEARNER], legal, scene.view.hover_card):
        if (card is None and c in legal) or c == card:
            return lay.hit_rect(rect).center
    raise AssertionError("no such card in the hand")


def _play_through(app: App, scene: LearnScene, surface: pygame.Surface, use_clicks: bool) -> list[str]:
    """Go on from every step (Space, or a click when ``use_clicks``) and lead the first raised card at each lead,
    until the end screen; returns the steps' keys in the order shown, each drawn and checked to fit."""
    shown: list[str] = []
    for _ in range(30000):
        top = app.top
        if isinstance(top, LearnEndScene):
            return shown
        assert top is scene
        if scene.step is not None:
            if not shown or shown[-1] != scene.step.key:
                shown.append(scene.step.key)
                scene.draw(surface)
                _check_fits(scene, surface)
            if use_clicks:
                click(app, (surface.get_width() // 2, 8))  # on the table's top edge, away from any button
            else:
                key(app, pygame.K_SPACE)
        elif scene.due is None and scene.turns.human_to_act() == LEARNER:
            click(app, _legal_rect(scene))
        else:
            step(app)
    raise AssertionError(f"the lesson never ended; shown {shown}")


def _check_fits(scene: LearnScene, surface: pygame.Surface) -> None:
    """The panel lies in the window, no higher than its share, and every line of it is narrower than the panel."""
    rect = scene.panel_rect
    window = surface.get_rect()
    assert window.contains(rect), (rect, window)
    assert rect.h <= MAX_HEIGHT * window.h + 1
    words = scene.panel_words()
    assert words is not None
    heading, body, extra, footer = words
    lay = scene.table_layout()
    inner = rect.w - 2 * theme.px(18, lay.s)
    size = theme.px(18, lay.s)
    for line in theme.wrap(body, size, inner) + theme.wrap(extra, size, inner):
        # Japanese may hang a closing mark past the edge (burasage, JIS X 4051) where a word and its mark are
        # wider than the line (popejoan/ui/theme/wrapping.py): the line less that mark fits
        hung = line[:-1] if line and unicodedata.category(line[-1]).startswith("P") else line
        assert theme.measure(hung, size)[0] <= inner + 2, line


@pytest.mark.parametrize("language", ["en", "es", "ja", "ru"])
def test_the_whole_lesson_played_by_clicks_and_keys_reaches_its_end(app: App, language: str) -> None:
    i18n.set_language(language)
    scene = _open_lesson(app)
    surface = pygame.Surface(app.screen_size)
    shown = _play_through(app, scene, surface, use_clicks=language in ("ja", "ru"))
    assert shown == [s.key for s in STEPS]
    end = app.top
    assert isinstance(end, LearnEndScene)
    end.draw(surface)
    rect, _size, _lines = end.layout(app.screen_size)
    assert surface.get_rect().contains(rect)
    assert read_progress(app.settings).done


def test_a_refused_lead_is_said_with_its_reason_and_the_lesson_goes_on(app: App) -> None:
    i18n.set_language("en")
    scene = _open_lesson(app)
    for _ in range(5000):
        if scene.step is not None:
            key(app, pygame.K_SPACE)
        elif scene.due is None and scene.turns.human_to_act() == LEARNER:
            break
        else:
            step(app)
    deal = scene.deal
    assert deal is not None
    before = len(deal.events)
    click(app, _legal_rect(scene, parse_card("7C")))  # the 7♣: the 6♣ and the A♣ are lower
    assert len(deal.events) == before  # nothing was played
    assert scene.refused is not None and "clubs" in scene.refused
    words = scene.panel_words()
    assert words is not None and words[2].startswith("Not that card: ")
    click(app, _legal_rect(scene, parse_card("2S")))  # a lead the rules allow
    assert card_code(deal.played[0][1]) == "2S"
    assert scene.refused is None or scene.turns.human_to_act() != LEARNER


def test_leaving_mid_lesson_and_coming_back_resumes_at_the_same_step(app: App) -> None:
    i18n.set_language("en")
    scene = _open_lesson(app)
    surface = pygame.Surface(app.screen_size)
    for _ in range(20000):
        if scene.step is not None and scene.step.key == "stop_dead":
            break
        if scene.step is not None:
            key(app, pygame.K_SPACE)
        elif scene.due is None and scene.turns.human_to_act() == LEARNER:
            two = parse_card("2S")
            click(app, _legal_rect(scene, two if two in scene.turns.legal_for(LEARNER) else None))
        else:
            step(app)
    assert scene.step is not None and scene.step.key == "stop_dead"
    deal = scene.deal
    assert deal is not None
    shown_then = scene.director.shown
    played_then = list(deal.played)
    saved = json.loads(Path(app.config_path).read_text(encoding="utf-8"))["lesson"]
    assert saved["step"] == [s.key for s in STEPS].index("stop_dead") and saved["leads"][0] == "2S"
    app.to_menu()  # left
    step(app, 2)
    again = _open_lesson(app)
    step(app, 3)
    assert again is not scene
    assert again.step is not None and again.step.key == "stop_dead"
    assert again.deal is not None and list(again.deal.played)[: len(played_then)] == played_then
    assert again.director.shown == shown_then
    again.draw(surface)
    # and it goes on from there to its end
    rest = _play_through(app, again, surface, use_clicks=False)
    keys = [s.key for s in STEPS]
    assert rest == keys[keys.index("stop_dead"):]


def test_the_lesson_never_touches_the_saved_sessions_or_the_statistics(app: App) -> None:
    i18n.set_language("en")
    scene = _open_lesson(app)
    _play_through(app, scene, pygame.Surface(app.screen_size), use_clicks=False)
    saves, _problems = app.saving.list()
    assert saves == []
    assert not stats_path().exists()


def test_skip_goes_to_the_end_and_the_first_game_is_parlett_against_easy_and_normal(app: App) -> None:
    i18n.set_language("en")
    scene = _open_lesson(app)
    step(app, 5)
    surface = pygame.Surface(app.screen_size)
    scene.draw(surface)
    click(app, scene.skip_button.rect.center)
    assert isinstance(app.top, LearnEndScene)
    assert read_progress(app.settings) == Progress(done=True, offered=True)
    setup = first_game(app)
    assert setup.ruleset.id == "parlett"
    assert setup.levels == [None, "easy", "normal"]
    assert setup.chips == 20


def test_the_menu_offers_the_lesson_once_on_the_very_first_launch(app: App) -> None:
    i18n.set_language("en")
    menu = app.to_menu()
    assert menu.learn_button.primary  # type: ignore[attr-defined]
    assert menu.learn_button.label == "New to the game? Learn to play"  # type: ignore[attr-defined]
    again = app.to_menu()
    assert not again.learn_button.primary  # type: ignore[attr-defined]
    assert again.learn_button.label == "Learn to play"  # type: ignore[attr-defined]


def test_the_end_screens_first_game_starts_at_the_table(app: App) -> None:
    from popejoan.ui.scenes.table import TableScene

    i18n.set_language("en")
    app.to_menu()
    end = app.push(LearnEndScene(app))
    surface = pygame.Surface(app.screen_size)
    end.draw(surface)
    click(app, end.play_button.rect.center)
    table = app.top
    assert isinstance(table, TableScene)
    assert table.rules.id == "parlett" and table.levels == [None, "easy", "normal"]


def test_nothing_is_taken_back_in_the_lesson(app: App) -> None:
    i18n.set_language("en")
    scene = _open_lesson(app)
    for _ in range(5000):
        if scene.step is not None:
            key(app, pygame.K_SPACE)
        elif scene.due is None and scene.turns.human_to_act() == LEARNER:
            click(app, _legal_rect(scene))
            break
        else:
            step(app)
    deal = scene.deal
    assert deal is not None and deal.played
    played = list(deal.played)
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert scene.deal is deal and list(deal.played)[: len(played)] == played
    assert all(action != scene.undo for _label, action in scene.pause_entries())
