"""What is wrong with a broken ruleset, in the menu's "Details" panel, in the player's language.

A playtest in Spanish and Japanese found the panel's headings translated and every problem left in English
("unknown key 'starting_chip' (did you mean 'starting_chips'?)"). Each broken file below is a real one
(``tests/data/bad_rulesets`` or a copy of parlett.yaml with one thing broken); the words are the real
catalogs'. English keeps the engine's own sentence; a kind without words of its own (``"other"``: rules
that contradict each other) falls back to it.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from popejoan.engine.errors import RULESET_PROBLEM_KINDS, RulesetError
from popejoan.engine.ruleset import SHIPPED_RULESET_DIR, load_ruleset_file, load_rulesets
from popejoan.ui import i18n
from popejoan.ui.ruleset_problems import known_kinds, ruleset_problem_words
from tests.engine.test_ruleset_problem_kinds import BAD, MADE, broken_file

PARLETT = (SHIPPED_RULESET_DIR / "parlett.yaml").read_text(encoding="utf-8")


def _error(name: str, tmp_path: Path) -> RulesetError:
    path = BAD / f"{name}.yaml" if (BAD / f"{name}.yaml").exists() else broken_file(tmp_path, name, MADE[name][0])
    with pytest.raises(RulesetError) as info:
        load_ruleset_file(path)
    return info.value


# file -> the problem in es, ja, ru (worked out from each file and the catalogs)
SAID = {
    "unknown-key-typo": ("clave desconocida «staring_chips» (¿querías decir «starting_chips»?)",
                         "不明なキー「staring_chips」（「starting_chips」のことですか？）",
                         "неизвестный ключ «staring_chips» (может быть, «starting_chips»?)"),
    "missing-top-key": ("falta esta clave obligatoria", "必須のキーがありません", "нет обязательного ключа"),
    "unknown-value": ("'after_dealr' no está permitido (¿querías decir «after_dealer»?)",
                      "'after_dealr' は使えません（「after_dealer」のことですか？）",
                      "'after_dealr' не допускается (может быть, «after_dealer»?)"),
    "unknown-value-first": ("'right' no está permitido; usa uno de estos: 'left_of_dealer', 'right_of_dealer'",
                            "'right' は使えません。次のどれかにしてください：'left_of_dealer', 'right_of_dealer'",
                            "'right' не допускается; выберите одно из: 'left_of_dealer', 'right_of_dealer'"),
    "bad-compartment-in-stakes": ("'popes' no es una casilla (¿querías decir «pope»?)",
                                  "'popes' はボードの場所ではありません（「pope」のことですか？）",
                                  "'popes' — не отделение доски (может быть, «pope»?)"),
    "wrong-type-int": ("debe ser un número entero (no 'twenty')", "整数にしてください（'twenty' と書かれています）",
                       "должно быть целым числом (указано 'twenty')"),
    "wrong-type-bool": ("debe ser true o false (no 'maybe')",
                        "true か false にしてください（'maybe' と書かれています）",
                        "должно быть true или false (указано 'maybe')"),
    "out-of-range-chips": ("debe ser como mínimo 0 (no -5)", "0 以上にしてください（-5 と書かれています）",
                           "должно быть не меньше 0 (указано -5)"),
    "stake-out-of-range": ("debe ser como máximo 100 (no 500)", "100 以下にしてください（500 と書かれています）",
                           "должно быть не больше 100 (указано 500)"),
    "option-one-value": ("necesita al menos 2 elementos", "2 個以上必要です", "нужно не меньше 2 элементов"),
    "too-many-paragraphs": ("admite como mucho 20 elementos", "20 個までです", "допускается не больше 20 элементов"),
    "bad-language": ("no tiene la forma que pide esta clave", "このキーに合う形ではありません",
                     "не в том виде, который нужен этому ключу"),
    "players-min-over-max": ("min (6) es mayor que max (4)", "min（6）が max（4）より大きくなっています",
                             "min (6) больше, чем max (4)"),
    "id-not-file-name": ("el id «some-other-id» debe coincidir con el nombre del archivo, «id-not-file-name»",
                         "id「some-other-id」はファイル名「id-not-file-name」と同じにしてください",
                         "id «some-other-id» должен совпадать с именем файла «id-not-file-name»"),
    "bad-id": ("'Bad Id' no es un id de reglamento (minúsculas, cifras, - y _, como mis-reglas)",
               "'Bad Id' はルールの id ではありません（小文字・数字・-・_ で、例：my-rules）",
               "'Bad Id' — не id набора правил (строчные латинские буквы, цифры, - и _, например my-rules)"),
    "option-value-twice": ("el valor false aparece dos veces", "値 false が 2 回あります",
                           "значение false указано дважды"),
    "duplicate-nested-key": ("esta clave aparece dos veces", "このキーが 2 回書かれています",
                             "этот ключ указан дважды"),
    "yaml-tab": ("error de sintaxis YAML", "YAML の書き方の誤り", "ошибка синтаксиса YAML"),
    "unsafe-python-tag": ("no se admite la etiqueta YAML !!python/object/apply:os.system: escribe valores simples",
                          "YAML タグ !!python/object/apply:os.system は使えません。ふつうの値を書いてください",
                          "тег YAML !!python/object/apply:os.system не допускается: пишите простые значения"),
    "not-a-mapping": ("un archivo de reglas debe ser un mapa YAML de claves (id:, name:, ...)",
                      "ルールファイルはキーの YAML マッピング（id:、name: …）にしてください",
                      "файл правил должен быть словарём YAML с ключами (id:, name:, ...)"),
    "not-a-language": ("«esp» no es un idioma del juego; usa en, es, ja, ru",
                       "「esp」はこのゲームの言語ではありません。en, es, ja, ru を使ってください",
                       "«esp» — не язык этой игры; используйте en, es, ja, ru"),
    "missing-english": ("un texto por idiomas necesita su versión en inglés («en»)",
                        "言語ごとのテキストには英語（en）が必要です",
                        "у текста по языкам должен быть английский вариант («en»)"),
    "text-by-language": ("debe ser un texto, o un texto por idiomas (en: ..., es: ...)",
                         "テキストか、言語ごとのテキスト（en: ..., es: ...）にしてください",
                         "должно быть текстом или текстом по языкам (en: ..., es: ...)"),
    "long-text": ("un texto de 10.001 caracteres: se admiten como mucho 10.000",
                  "10,001 文字のテキストです。10,000 文字までです",
                  "слишком длинный текст (10\u00a0001 зн.): допускается не больше 10\u00a0000 зн."),
    "long-number": ("un número de 31 cifras: se admiten como mucho 30", "31 桁の数です。30 桁までです",
                    "слишком длинное число: цифр — 31, допускается не больше 30"),
    "alias": ("no se admiten anclas ni alias de YAML (& y *)", "YAML のアンカーとエイリアス（& と *）は使えません",
              "якоря и ссылки YAML (& и *) не допускаются"),
    "key-a-list": ("una clave debe ser una palabra, no una lista ni un mapa",
                   "キーは単語にしてください（リストやマッピングは不可）",
                   "ключ должен быть словом, а не списком или словарём"),
    "deep": ("anidado a demasiada profundidad: como mucho 20 niveles", "入れ子が深すぎます。20 段までです",
             "слишком глубокая вложенность: не больше 20 уровней"),
    "bad-date": ("no se puede leer este valor", "この値を読み込めません", "это значение не читается"),
    "not-a-ruleset": ("no es un archivo de reglas: no tiene ninguna de sus claves",
                      "ルールファイルではありません。ルールのキーがひとつもありません",
                      "это не файл правил: в нём нет ни одного из их ключей"),
    "not-utf8": ("no es texto UTF-8: guarda el archivo como UTF-8",
                 "UTF-8 のテキストではありません。UTF-8 で保存してください",
                 "это не текст в UTF-8: сохраните файл в UTF-8"),
}


@pytest.mark.parametrize("language", ["es", "ja", "ru"])
@pytest.mark.parametrize("name", sorted(SAID))
def test_a_broken_files_problem_in_the_players_language(name, language, tmp_path):
    err = _error(name, tmp_path)
    i18n.set_language(language)
    assert ruleset_problem_words(err) == SAID[name][("es", "ja", "ru").index(language)]
    i18n.set_language("en")
    assert ruleset_problem_words(err) == err.problem  # English keeps the engine's sentence, with its detail


@pytest.mark.parametrize("language", ["es", "ja", "ru"])
def test_rules_that_contradict_each_other_fall_back_to_the_engines_sentence(language, tmp_path):
    err = _error("turn-up-needs-dead-hand", tmp_path)
    i18n.set_language(language)
    assert err.kind == "other" and ruleset_problem_words(err) == err.problem
    assert ruleset_problem_words(RulesetError("f.yaml", 1, "k", "ENGLISH", kind="unknown_key")) == "ENGLISH"


def test_every_kind_but_other_has_words_of_its_own():
    assert set(known_kinds()) == set(RULESET_PROBLEM_KINDS) - {"other"}


@pytest.mark.parametrize("language", ["es", "ja", "ru"])
def test_the_playtests_two_files_in_the_details_panel(language, tmp_path):
    """The playtest's files: ``starting_chip:`` misspelt, and ``players: {min: 3, max: 12}``."""
    from popejoan.ui.scenes.menu import MenuScene

    mine = tmp_path / "rulesets"
    mine.mkdir()
    (mine / "typo.yaml").write_text(PARLETT.replace("id: parlett", "id: typo")
                                    .replace("starting_chips:", "starting_chip:"), encoding="utf-8")
    (mine / "twelve.yaml").write_text(PARLETT.replace("id: parlett", "id: twelve")
                                      .replace("players: {min: 3, max: 8}", "players: {min: 3, max: 12}"),
                                      encoding="utf-8")
    _rulesets, errors = load_rulesets([SHIPPED_RULESET_DIR, mine])
    menu = MenuScene.__new__(MenuScene)  # only error_lines is asked: no window needed
    menu.errors = errors
    i18n.set_language(language)
    expected = {
        "es": [("twelve.yaml, línea 20", "players.max: debe ser como máximo 8 (no 12)"),
               ("typo.yaml, línea 21",
                "starting_chip: clave desconocida «starting_chip» (¿querías decir «starting_chips»?)")],
        "ja": [("twelve.yaml、20行目", "players.max: 8 以下にしてください（12 と書かれています）"),
               ("typo.yaml、21行目", "starting_chip: 不明なキー「starting_chip」（「starting_chips」のことですか？）")],
        "ru": [("twelve.yaml, строка 20", "players.max: должно быть не больше 8 (указано 12)"),
               ("typo.yaml, строка 21",
                "starting_chip: неизвестный ключ «starting_chip» (может быть, «starting_chips»?)")],
    }[language]
    assert menu.error_lines() == expected


def test_an_unknown_key_with_no_near_word_lists_the_keys_in_every_language(tmp_path: Path) -> None:
    from tests.engine.test_bad_rulesets import name_given_by_language

    with pytest.raises(RulesetError) as caught:
        load_ruleset_file(name_given_by_language(tmp_path))
    said = {}
    for lang in ("en", "es", "ja", "ru"):
        i18n.set_language(lang)
        try:
            said[lang] = ruleset_problem_words(caught.value)
        finally:
            i18n.set_language("en")
    assert said == {"en": "unknown key 'en'; the keys here are native, english",
                    "es": "clave desconocida «en»; aquí las claves válidas son native, english",
                    "ja": "不明なキー「en」。ここで使えるキー：native, english",
                    "ru": "неизвестный ключ «en»; здесь допустимы ключи native, english"}
