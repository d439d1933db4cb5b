"""The Language setting (issue 12, item 6): read from settings.json field by field, applied before the first
frame, ``--language`` for one run, and a change in the settings screen shown at once on every screen.

The switch is seen through a tiny Russian catalog written by the test (``fake_russian``), so the tests do not
wait for the translators: each test knows exactly which words it holds.
"""

from __future__ import annotations

import json
import os
from datetime import datetime, timezone
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame
import pytest

from popejoan.ui import i18n, theme
from popejoan.ui.app import App
from popejoan.ui.settings import LANGUAGE_CHOICES, load_settings

FAKE_RU = {
    # (context, English) -> Russian; the context of a keyed string is its key (i18n.t)
    ("start", "Deal the cards"): "Сдать карты",
    ("quit", "Quit"): "Выйти",
    ("settings_button", "Settings"): "Настройки",
    (None, "Settings"): "Настройки игры",
    (None, "Language"): "Язык",
    (None, "Volume"): "Громкость",
    ("settings_fields", i18n.STRINGS["en"]["settings_fields"]): "Часть настроек не подошла ({fields}); файл: {kept}.",
    ("field_language", "the language"): "язык",
    ("next_deal", "Next deal"): "Следующая сдача",
}


@pytest.fixture
def fake_russian(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> dict:
    """A Russian catalog of the words in :data:`FAKE_RU` only, compiled to a ``.mo`` in a temporary locale folder."""
    from babel.messages.catalog import Catalog
    from babel.messages.mofile import write_mo

    catalog = Catalog(locale="ru", domain="popejoan")
    for (context, english), russian in FAKE_RU.items():
        catalog.add(english, russian, context=context)
    folder = tmp_path / "locale" / "ru" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    with open(folder / "popejoan.mo", "wb") as fp:
        write_mo(fp, catalog)
    monkeypatch.setattr(i18n.catalog, "LOCALE_DIR", tmp_path / "locale")
    i18n.translations.cache_clear()
    yield FAKE_RU
    i18n.set_language("en")
    i18n.translations.cache_clear()


def _app(tmp_path: Path, settings: dict | None = None, **kwargs) -> App:
    config = tmp_path / "config" / "settings.json"
    config.parent.mkdir(exist_ok=True)
    if settings is not None:
        config.write_text(json.dumps(settings), encoding="utf-8")
    return App((1280, 800), config=config, hidden=True, **kwargs)


def _drawn(app: App, monkeypatch: pytest.MonkeyPatch, frames: int = 3) -> set[str]:
    """Every line of text the next ``frames`` frames draw."""
    seen: set[str] = set()
    render = theme.render

    def spy(text, *args, **kwargs):
        seen.add(text)
        return render(text, *args, **kwargs)

    monkeypatch.setattr(theme, "render", spy)
    try:
        for _ in range(frames):
            app.step(16, [])
    finally:
        monkeypatch.setattr(theme, "render", render)
    return seen


# --- the setting in the file --------------------------------------------------------------------------------


@pytest.mark.parametrize("choice", LANGUAGE_CHOICES)
def test_every_language_choice_is_read_and_written_back(tmp_path: Path, choice: str) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"language": choice, "deals": 4}), encoding="utf-8")
    settings, problem = load_settings(path)
    assert problem is None and settings.language == choice and settings.deals == 4
    assert settings.to_json()["language"] == choice


@pytest.mark.parametrize("bad", ["klingon", "EN", "", 7, None, ["ru"], "ru_RU"])
def test_a_bad_language_is_automatic_and_named_and_the_rest_is_kept(tmp_path: Path, bad: object) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"language": bad, "deals": 4}), encoding="utf-8")
    settings, problem = load_settings(path)
    assert settings.language == "auto" and settings.deals == 4
    assert problem is not None and problem.fields == ["language"] and str(problem) == "the language"


def test_a_file_without_the_language_is_automatic(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"deals": 4}), encoding="utf-8")
    settings, problem = load_settings(path)
    assert problem is None and settings.language == "auto"


# --- start-up ------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("choice, expected", [("en", "en"), ("es", "es"), ("ja", "ja"), ("ru", "ru")])
def test_the_saved_language_is_in_force_before_the_first_frame(tmp_path: Path, choice: str, expected: str) -> None:
    app = _app(tmp_path, {"language": choice})
    assert app.frames == 0 and i18n.language() == expected and app.language_choice == choice


@pytest.mark.parametrize("system, expected", [("es_ES.UTF-8", "es"), ("ja_JP.UTF-8", "ja"), ("ru_RU.UTF-8", "ru"),
                                              ("de_DE.UTF-8", "en"), ("C", "en")])
def test_automatic_follows_the_system_and_falls_back_to_english(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                               system: str, expected: str) -> None:
    monkeypatch.delenv("LANGUAGE", raising=False)
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_MESSAGES", raising=False)
    monkeypatch.setenv("LANG", system)
    _app(tmp_path, {"language": "auto"})
    assert i18n.language() == expected


def test_a_bad_saved_language_starts_in_automatic_with_one_notice(tmp_path: Path) -> None:
    app = _app(tmp_path, {"language": "xx", "deals": 5})
    assert i18n.language() == "en" and app.settings.language == "auto" and app.settings.deals == 5
    assert len(app.notices) == 1 and "the language" in app.notices[0]
    saved = json.loads(app.config_path.read_text(encoding="utf-8"))
    assert saved["language"] == "auto" and saved["deals"] == 5  # the good fields written back at once


@pytest.mark.parametrize("flag", ["en", "es", "ja", "ru"])
def test_the_language_flag_is_for_one_run_and_not_saved(tmp_path: Path, flag: str) -> None:
    app = _app(tmp_path, {"language": "auto" if flag != "auto" else "ru"}, language=flag)
    assert i18n.language() == flag and app.language_choice == flag
    app.save_settings()
    assert json.loads(app.config_path.read_text(encoding="utf-8"))["language"] == "auto"


def test_the_flag_auto_overrides_a_saved_language(tmp_path: Path) -> None:
    _app(tmp_path, {"language": "ja"}, language="auto")
    assert i18n.language() == "en"  # LANGUAGE=en in the tests' environment


def test_main_takes_the_language_flag() -> None:
    from popejoan.start import parse_args

    assert parse_args(["--language", "ja"]).language == "ja"
    assert parse_args([]).language is None
    with pytest.raises(SystemExit):
        parse_args(["--language", "de"])


def test_main_draws_a_screen_in_the_language_asked_for_and_saves_nothing(tmp_path: Path) -> None:
    import subprocess
    import sys

    root = Path(__file__).resolve().parents[2]
    env = {**os.environ, "POPEJOAN_CONFIG_DIR": str(tmp_path / "config"), "LANGUAGE": "en"}
    out = tmp_path / "settings.png"
    done = subprocess.run([sys.executable, str(root / "main.py"), "--screenshot", str(out), "--scene", "settings",
                           "--language", "ru"], cwd=root, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert out.is_file() and pygame.image.load(str(out)).get_size() == (1280, 800)
    saved = tmp_path / "config" / "settings.json"
    assert not saved.exists() or json.loads(saved.read_text(encoding="utf-8")).get("language", "auto") == "auto"


# --- switching at once ---------------------------------------------------------------------------------------


def test_choosing_a_language_in_the_settings_changes_every_screen_at_once(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, fake_russian: dict) -> None:
    from popejoan.ui.scenes.settings_screen import SettingsScene

    app = _app(tmp_path)
    menu = app.to_menu()
    before = _drawn(app, monkeypatch)
    assert "Deal the cards" in before and "Сдать карты" not in before
    settings = app.push(SettingsScene(app))
    drawn = _drawn(app, monkeypatch)
    assert "Settings" in drawn and "Language" in drawn and "Automatic (English)" in drawn
    for _ in range(LANGUAGE_CHOICES.index("ru")):  # Automatic → English → Español → 日本語 → Русский
        settings.language.adjust(1)
    assert app.settings.language == "ru" and i18n.language() == "ru"
    drawn = _drawn(app, monkeypatch, frames=1)
    assert {"Настройки игры", "Язык", "Громкость", "Русский"} <= drawn  # the settings screen itself, at once
    assert "Settings" not in drawn and "Language" not in drawn
    settings.close()
    after = _drawn(app, monkeypatch)
    assert app.top is menu and "Сдать карты" in after and "Выйти" in after and "Настройки" in after
    assert "Deal the cards" not in after
    saved = json.loads(app.config_path.read_text(encoding="utf-8"))
    assert saved["language"] == "ru"  # remembered
    # and back again, from the keyboard: Right on the Language row
    settings = app.push(SettingsScene(app))
    settings.ring.focus = settings.ring.widgets.index(settings.language)
    app.step(16, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0)])
    assert app.settings.language == "auto" and i18n.language() == "en"
    settings.close()
    assert "Deal the cards" in _drawn(app, monkeypatch)


def test_choosing_a_language_ends_the_flag_for_this_run(tmp_path: Path, fake_russian: dict) -> None:
    from popejoan.ui.scenes.settings_screen import SettingsScene

    app = _app(tmp_path, language="ja")
    settings = app.push(SettingsScene(app))
    assert settings.language_choice() == "ja"
    settings.language.adjust(1)  # 日本語 → Русский
    assert app.language_choice == "ru" and app.language_override is None and i18n.language() == "ru"


def test_a_notice_is_read_in_the_language_in_use(tmp_path: Path, fake_russian: dict) -> None:
    app = _app(tmp_path, {"language": "xx"})
    notice = app.notices[0]
    assert str(notice).startswith("Some of your saved settings could not be used (the language)")
    i18n.set_language("ru")
    assert str(notice) == "Часть настроек не подошла (язык); файл: settings.json.bad."


def test_each_language_is_named_in_itself() -> None:
    from popejoan.ui.scenes.settings_screen import language_label

    assert [language_label(code) for code in ("en", "es", "ja", "ru")] == ["English", "Español", "日本語", "Русский"]
    assert language_label("auto") == "Automatic (English)"
    i18n.set_language("ru")
    assert language_label("ja") == "日本語"  # never translated: a player finds their own language by its name


def test_saved_sessions_show_dates_and_fish_the_language_s_way() -> None:
    from popejoan.storage.saves import SaveInfo
    from popejoan.ui.autosave import players_line
    from popejoan.ui.scenes.sessions import saved_when
    from popejoan.ui.setup import Seat

    fields = SaveInfo.__dataclass_fields__
    values = {name: None for name in fields}
    values.update(players=(Seat("Ann", "human"), Seat("Ben", "computer", "hard")), balances=(12345, -4),
                  saved_at=datetime(2026, 11, 30, 18, 20, tzinfo=timezone.utc).astimezone())
    info = SaveInfo(**values)
    assert players_line(info) == "Ann 12,345 · Ben -4"
    i18n.set_language("ru")
    assert players_line(info) == "Ann 12\xa0345 · Ben -4"
    i18n.set_language("es")
    assert players_line(info) == "Ann 12.345 · Ben -4"
    local = info.saved_at
    i18n.set_language("en")
    assert saved_when(info) == f"{local.day} Nov {local.year}, {local.hour:02d}:{local.minute:02d}"


def test_the_menu_names_the_language_in_itself_and_opens_the_language_row(tmp_path: Path,
                                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    from popejoan.ui.scenes.settings_screen import SettingsScene

    app = _app(tmp_path, {"language": "ja"})
    menu = app.to_menu()
    assert menu.language_button.label == "日本語" and "日本語" in _drawn(app, monkeypatch)
    menu.language_button.activate() if hasattr(menu.language_button, "activate") else menu.show_language()
    settings = app.top
    assert isinstance(settings, SettingsScene) and settings.ring.focused is settings.language
    app.step(16, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LEFT, mod=0, unicode="", scancode=0)])
    assert app.settings.language == "es" and i18n.language() == "es"  # 日本語 ← Español
    settings.close()
    assert menu.language_button.label == "Español"


def test_fresh_default_seats_are_named_in_the_language_in_use(tmp_path: Path) -> None:
    """A first start in Russian: the first seat is «Игрок»-like and the computers have their Russian names, not
    "Player" and "Mrs Bennet" (the settings are read, and the defaults made, before the language is known)."""
    app = _app(tmp_path, language="ru")
    try:
        names = [seat.name for seat in app.settings.seats]
        from popejoan.ui.setup import default_names

        assert names == default_names()[:1] + default_names()[1:4]
        assert names[0] != "Player" and names[1] != "Mrs Bennet"
    finally:
        app.shutdown()
        i18n.set_language("en")


def test_a_change_of_language_renames_default_seats_but_never_a_typed_name(tmp_path: Path) -> None:
    from popejoan.ui.setup import default_names

    app = _app(tmp_path, {"seats": [{"name": "Player", "kind": "human"}, {"name": "Ann", "kind": "human"},
                                    {"name": "Mr Pickwick", "kind": "computer", "level": "hard"}]})
    try:
        assert [s.name for s in app.settings.seats] == ["Player", "Ann", "Mr Pickwick"]
        app.choose_language("es")
        spanish = default_names()
        assert [s.name for s in app.settings.seats] == [spanish[0], "Ann", spanish[2]]
        assert spanish[0] != "Player"
        app.choose_language("en")
        assert [s.name for s in app.settings.seats] == ["Player", "Ann", "Mr Pickwick"]
    finally:
        i18n.set_language("en")


def test_default_names_saved_in_one_language_follow_another(tmp_path: Path) -> None:
    """Seats saved with Japanese and Spanish default names start, in Russian, with the Russian defaults (the
    names are matched against every language's defaults, not only the start-up language's)."""
    from popejoan.ui.setup import default_names

    ja, es, ru = default_names("ja"), default_names("es"), default_names("ru")
    assert len({ja[3], es[3], ru[3]}) == 3  # Miss Havisham in three languages
    app = _app(tmp_path, {"seats": [{"name": es[0], "kind": "human"}, {"name": "Ann", "kind": "human"},
                                    {"name": ja[3], "kind": "computer", "level": "hard"}]}, language="ru")
    try:
        assert [s.name for s in app.settings.seats] == [ru[0], "Ann", ru[3]]
    finally:
        app.shutdown()
        i18n.set_language("en")


def test_spanish_default_names_of_an_earlier_version_become_don_and_dona(tmp_path: Path) -> None:
    """A playtest: "A Sra. Bennet le sale el Q♦", "pagó 4 fichas a Sr. Pickwick" — "Sra." and "Sr." need an
    article in a Spanish sentence, "Doña" and "Don" do not. Seats saved with the former names are still
    default seats: in Spanish they read "Doña Bennet" and "Don Pickwick"; a typed name is left alone."""
    from popejoan.ui.setup import default_names

    assert default_names("es")[1:3] == ["Doña Bennet", "Don Pickwick"]
    app = _app(tmp_path, {"seats": [{"name": "Sra. Bennet", "kind": "computer", "level": "normal"},
                                    {"name": "Sr. Pickwick", "kind": "computer", "level": "hard"},
                                    {"name": "Sra. Robinson", "kind": "human"}]}, language="es")
    try:
        assert [s.name for s in app.settings.seats] == ["Doña Bennet", "Don Pickwick", "Sra. Robinson"]
    finally:
        app.shutdown()
        i18n.set_language("en")
