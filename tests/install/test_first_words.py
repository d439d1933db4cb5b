"""The first thing a player sees speaks their language (issue 32, item 16): main.py's install offer, its progress
and failure messages, and the start-up error box follow the system's language, on a bare Python (the standard
library's gettext reading the game's catalogs)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from popejoan import first_words
from tests.install.helpers import clean_env, game_folder


def _bare(main: Path, language: str, *args: str, stdin: str | None = None,
          **env: str) -> subprocess.CompletedProcess:
    """Run ``main`` with a Python that lacks the game's packages (``-S``), asking in the terminal, on a system whose
    language is ``language`` (``LANG`` and ``LANGUAGE``)."""
    system = {"es": "es_ES.UTF-8", "ja": "ja_JP.UTF-8", "ru": "ru_RU.UTF-8", "en": "en_GB.UTF-8"}[language]
    return subprocess.run([sys.executable, "-S", str(main), *args], input=stdin, capture_output=True, text=True,
                          env=clean_env(POPEJOAN_BOOTSTRAP_UI="console", LANG=system, LANGUAGE=language,
                                        LC_ALL="", LC_MESSAGES="", **env),
                          cwd=str(main.parent), timeout=180, stdin=None if stdin is not None else subprocess.DEVNULL)


# The offer, the question, and the way to install by hand, worked out from each catalog's translations.
OFFER = {
    "es": ("Pope Joan necesita unos paquetes de Python que este Python no tiene: pygame-ce, PyYAML, pydantic, "
           "platformdirs y filelock.", "¿Instalar ahora? [s/N]", "Para instalarlos tú mismo, ejecuta esto en la "
           "carpeta"),
    "ja": ("Pope Joan の実行には、この Python に入っていない Python パッケージが必要です："
           "pygame-ce、PyYAML、pydantic、platformdirs、filelock。", "今すぐインストールしますか？ [y/N]",
           "自分でインストールするには、次のフォルダーで"),
    "ru": ("Для Pope Joan нужны пакеты Python, которых нет в этом Python: pygame-ce, PyYAML, pydantic, platformdirs "
           "и filelock.", "Установить сейчас? [д/N]", "Чтобы установить их самостоятельно, выполните в папке"),
}


@pytest.mark.parametrize("language", ["es", "ja", "ru"])
def test_the_install_offer_and_no_speak_the_systems_language(tmp_path: Path, language: str) -> None:
    main = game_folder(tmp_path / "game")
    result = _bare(main, language, "--seed", "3", stdin="n\n")
    assert result.returncode == 2, result.stdout + result.stderr
    offer, ask, by_hand = OFFER[language]
    assert offer in result.stdout, result.stdout
    assert ask in result.stdout
    assert by_hand in result.stderr, result.stderr
    assert "python3 -m venv .venv && .venv/bin/pip install -r requirements.txt" in result.stderr  # a command stays
    assert "Traceback" not in result.stderr and "Install" not in result.stdout


def test_yes_in_spanish_shows_the_progress_and_the_failure_in_spanish(tmp_path: Path) -> None:
    """"s" (sí) is a yes; the steps and the reason the install failed (no network) are said in Spanish."""
    main = game_folder(tmp_path / "game")
    offline = dict(PIP_CONFIG_FILE=os.devnull, PIP_INDEX_URL="https://127.0.0.1:9/simple/", PIP_RETRIES="0",
                   PIP_TIMEOUT="2", PIP_DISABLE_PIP_VERSION_CHECK="1")
    result = _bare(main, "es", "--seed", "3", stdin="s\n", **offline)
    assert result.returncode == 2, result.stdout + result.stderr
    assert "Creando la carpeta .venv" in result.stdout and "Descargando e instalando los paquetes" in result.stdout
    assert ("Pope Joan no ha podido descargar sus paquetes: parece que este ordenador no tiene conexión o que no se "
            "puede acceder al Python Package Index. Conéctate a internet y vuelve a abrir Pope Joan. No se ha "
            "instalado nada.") in result.stderr
    assert not (main.parent / ".venv").exists()


@pytest.mark.parametrize("language", ["es", "ja", "ru"])
def test_the_install_windows_words_are_the_systems_language(monkeypatch: pytest.MonkeyPatch, language: str) -> None:
    """The window's buttons and its installing line, read the way the window reads them."""
    from popejoan import bootstrap

    monkeypatch.setenv("LANGUAGE", language)
    words = bootstrap.window_words()
    english = {"install": "Install and play", "later": "Not now", "close": "Close",
               "installing": "Installing Pope Joan's packages. This takes a minute or two on a first start."}
    assert set(words) == set(english)
    for key, text in english.items():
        assert words[key] and words[key] != text, (key, words[key])


def test_the_first_words_know_the_interfaces_languages_and_read_the_system_as_it_does() -> None:
    from popejoan.ui import i18n

    assert first_words.LANGUAGE_CODES == tuple(i18n.LANGUAGES)
    assert first_words.system_language({"LANG": "ru_RU.UTF-8"}) == "ru"
    assert first_words.system_language({"LANGUAGE": "fr:ja", "LANG": "ru_RU.UTF-8"}) == "ja"
    assert first_words.system_language({"LANG": "C.UTF-8"}) == "en"
