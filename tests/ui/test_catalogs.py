"""The translation catalogs (issue 12): the template holds every message of the code, each compiled
``.mo`` is its ``.po`` compiled, and the language is chosen the way the setting says."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

from popejoan.ui import i18n

ROOT = Path(__file__).resolve().parents[2]


def _catalogs():
    spec = importlib.util.spec_from_file_location("catalogs", ROOT / "packaging" / "catalogs.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("catalogs", module)
    spec.loader.exec_module(module)
    return module


catalogs = _catalogs()


def _ids(catalog) -> set[tuple]:
    return {(m.context, m.id if isinstance(m.id, str) else tuple(m.id)) for m in catalog if m.id}


def test_the_template_holds_every_message_of_the_code():
    from babel.messages.pofile import read_po

    with catalogs.TEMPLATE.open("rb") as fp:
        shipped = _ids(read_po(fp))
    wanted = _ids(catalogs.extract())
    assert wanted - shipped == set(), "run: python packaging/catalogs.py all"
    assert shipped - wanted == set(), "run: python packaging/catalogs.py all"


@pytest.mark.parametrize("language", catalogs.LANGUAGES)
def test_each_po_holds_the_templates_messages(language):
    from babel.messages.pofile import read_po

    with catalogs.TEMPLATE.open("rb") as fp:
        template = _ids(read_po(fp))
    with catalogs.po_path(language).open("rb") as fp:
        assert _ids(read_po(fp, locale=language)) == template, "run: python packaging/catalogs.py update"


@pytest.mark.parametrize("language", catalogs.LANGUAGES)
def test_each_mo_is_its_po_compiled(language):
    assert catalogs.po_path(language).with_suffix(".mo").read_bytes() == catalogs.mo_bytes(language), \
        "run: python packaging/catalogs.py compile"


@pytest.mark.parametrize("environ, expected", [
    ({"LANG": "es_ES.UTF-8"}, "es"),
    ({"LANG": "ru_RU.UTF-8"}, "ru"),
    ({"LC_ALL": "ja_JP.UTF-8", "LANG": "en_GB.UTF-8"}, "ja"),
    ({"LANGUAGE": "fr:ru", "LANG": "fr_FR.UTF-8"}, "ru"),
    ({"LANG": "fr_FR.UTF-8"}, "en"),
    ({"LANG": "C"}, "en"),
    ({}, "en"),
])
def test_automatic_is_the_systems_language_or_english(environ, expected):
    assert i18n.system_language(environ) == expected


def test_setting_the_language_takes_effect_at_once_and_tells_listeners():
    heard: list[str] = []
    i18n.on_language_change(heard.append)
    try:
        assert i18n.set_language("ru") == "ru"
        assert i18n.language() == "ru"
        assert i18n.number(12345) == "12\xa0345"
        assert i18n.set_language("klingon") == "en"
        assert i18n.number(12345) == "12,345"
        assert heard == ["ru", "en"]
    finally:
        i18n._listeners.remove(heard.append)
        i18n.set_language("en")


def test_a_broken_mo_falls_back_to_english(tmp_path, monkeypatch):
    (tmp_path / "ru" / "LC_MESSAGES").mkdir(parents=True)
    (tmp_path / "ru" / "LC_MESSAGES" / "popejoan.mo").write_bytes(b"\x00not a catalog")
    monkeypatch.setattr(i18n.catalog, "LOCALE_DIR", tmp_path)
    i18n.translations.cache_clear()
    try:
        assert isinstance(i18n.translations("ru"), i18n.gettext.NullTranslations)
        assert i18n.translations("ru").gettext("Quit") == "Quit"
    finally:
        i18n.translations.cache_clear()


@pytest.mark.parametrize("language", catalogs.LANGUAGES)
def test_each_catalog_is_complete_with_the_englishs_placeholders(language):
    """No message untranslated or fuzzy, every placeholder kept (none dropped, none added), every plural with
    all the language's forms."""
    assert catalogs.problems(language) == []


@pytest.mark.parametrize("language", catalogs.LANGUAGES)
def test_msgfmt_reports_every_message_translated(language):
    import shutil
    import subprocess

    if shutil.which("msgfmt") is None:
        pytest.skip("GNU gettext's msgfmt is not installed")
    done = subprocess.run(["msgfmt", "--check", "--statistics", "-o", "/dev/null", str(catalogs.po_path(language))],
                          capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    assert " translated message" in done.stderr
    assert "untranslated" not in done.stderr and "fuzzy" not in done.stderr


def test_the_problems_check_finds_a_dropped_placeholder_and_an_empty_entry(tmp_path, monkeypatch):
    from babel.messages.catalog import Catalog
    from babel.messages.pofile import write_po

    catalog = Catalog(locale="ru")
    catalog.add("{name} deals", "сдаёт")  # {name} dropped
    catalog.add("Quit", "")  # untranslated
    catalog.add(("{n} fish", "{n} fish"), ("{n} рыбка", "{n} рыбки", "{n} рыбок"))  # complete
    path = tmp_path / "ru" / "LC_MESSAGES" / "popejoan.po"
    path.parent.mkdir(parents=True)
    with path.open("wb") as fp:
        write_po(fp, catalog)
    monkeypatch.setattr(catalogs, "LOCALE_DIR", tmp_path)
    monkeypatch.setattr(catalogs, "ROOT", tmp_path)
    found = catalogs.problems("ru")
    assert len(found) == 2
    assert "placeholders [] where the English has ['{name}']" in found[0]
    assert found[1].endswith("untranslated")


@pytest.mark.parametrize(("language", "english", "context", "values", "expected"), [
    ("ja", "Point at a compartment", None, {}, "場所にマウスを合わせる"),
    ("es", "Point at a compartment", None, {}, "Pasar el ratón por una casilla"),
    ("es", "Staked in the compartments: {split}", None, {"split": "As 1, Papisa 6"}, "En las casillas: As 1, Papisa 6"),
    ("es", "Staked in the compartments: {split}.", None, {"split": "As 1"}, "En las casillas: As 1."),
    ("ru", "A name cannot be blank: type one", "rename_blank", {}, "Название не может быть пустым: введите его"),
    # (the ruleset's Japanese name ends in brackets of its own: ポープ・ジョーン（パーレット）, never nested)
    ("ja", "{name} — {ruleset}", "named_session", {"name": "日曜日", "ruleset": "ポープ・ジョーン（パーレット）"},
     "「日曜日」ポープ・ジョーン（パーレット）"),
    ("ja", "Click the table, or press Space or Enter, to play on", "resumed_play_on", {},
     "テーブルをクリックするか Space・Enter キーで続ける"),
    ("ru", "Click the table, or press Space or Enter, to play on", "resumed_play_on", {},
     "Щелчок по столу, Пробел или Enter — играть дальше"),
])
def test_the_native_readers_wordings(language, english, context, values, expected):
    """The wordings native readers of each language chose (the table's help line for a compartment's tip, the
    dressing's split, the blank name refused, a named session, the resumed table's caption), each of which the
    fit tests let through (a second reader, 2026-12-01, mended the first's Japanese: 場所に, no nested brackets)."""
    i18n.set_language(language)
    try:
        text = i18n.pgettext(context, english) if context else i18n._(english)
        assert text.format(**values) == expected
    finally:
        i18n.set_language("en")


def test_spanish_twelve_files_are_not_twelve_of_files() -> None:
    """Spanish has a plural form for millions ("un millón de archivos") beside the other numbers: the set-aside
    line put the millions' form where 12 is, and read "Antes se apartaron 12 de archivos" (seen on screen
    2026-12-02)."""
    from popejoan.ui import i18n

    i18n.set_language("es")
    try:
        twelve = i18n.t("sessions_set_aside", n=12, names="a.json.bad", folder="/x")
        million = i18n.t("sessions_set_aside", n=1_000_000, names="a.json.bad", folder="/x")
    finally:
        i18n.set_language("en")
    assert twelve.startswith("Antes se apartaron 12 archivos que")
    assert "de archivos" in million
