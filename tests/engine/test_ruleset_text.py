"""A ruleset's text in several languages (issue 12, item 5): the shape in the YAML, the fallback to
English, the errors a bad mapping gets (file, line, key), and the shipped rulesets' own-language text."""

from __future__ import annotations

import pickle
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from popejoan.engine.errors import RulesetError
from popejoan.engine.ruleset import SHIPPED_RULESET_DIR, Ruleset, find_ruleset, load_ruleset_text
from popejoan.engine.ruleset_text import TEXT_LANGUAGES, Text, text_in, text_language

PARLETT = (Path(__file__).resolve().parents[1] / "data" / "ruleset_text" / "parlett-plain-english.yaml").read_text(
    encoding="utf-8")
"""Parlett's ruleset as it was before it spoke es, ja and ru (2026-12-01): every prose field plain English,
the base these tests write their mappings into."""
FIRST = "summary:\n  - "


def _with_first_summary(mapping: str) -> str:
    """Parlett's file with ``mapping`` (YAML lines, indented under a list item) as its first summary paragraph."""
    assert FIRST in PARLETT
    return PARLETT.replace(FIRST, "summary:\n  - " + mapping + "\n  - ", 1)


def _line_of(text: str, needle: str) -> int:
    return next(n for n, line in enumerate(text.splitlines(), 1) if needle in line)


def _error(text: str) -> RulesetError:
    with pytest.raises(RulesetError) as caught:
        load_ruleset_text(text, "mine.yaml")
    return caught.value


# --- the shape ----------------------------------------------------------------------


def test_plain_text_is_english_in_every_language() -> None:
    rs = load_ruleset_text(PARLETT, "parlett.yaml")
    first = rs.summary[0]
    assert first.startswith("The dealer dresses the board alone")
    for code in TEXT_LANGUAGES + ("fr",):
        assert text_in(first, code) == str(first)
        assert text_language(first, code) == "en"
    assert text_in("plain", "es") == "plain"  # a plain str (a default) reads as English too


def test_a_mapping_gives_each_language_and_falls_back_to_english() -> None:
    text = _with_first_summary("en: The dealer pays.\n    es: Paga el dador.\n    ru: Платит сдатчик.")
    rs = load_ruleset_text(text, "mine.yaml")
    first = rs.summary[0]
    assert first == "The dealer pays."  # the str itself is the English: code that reads English is unchanged
    assert text_in(first, "en") == "The dealer pays."
    assert text_in(first, "es") == "Paga el dador."
    assert text_in(first, "ru") == "Платит сдатчик."
    assert text_in(first, "ja") == "The dealer pays."  # not given: English
    assert (text_language(first, "es"), text_language(first, "ja")) == ("es", "en")
    assert rs.summary[1] == find_ruleset("parlett").summary[0]  # the old plain paragraphs load unchanged


def test_a_paragraph_in_any_language_reads_its_line_breaks_as_spaces() -> None:
    text = _with_first_summary("en: >-\n      One\n      two.\n    es: >-\n      Uno\n      dos.")
    first = load_ruleset_text(text, "mine.yaml").summary[0]
    assert (str(first), text_in(first, "es")) == ("One two.", "Uno dos.")


def test_every_prose_field_takes_the_mapping() -> None:
    text = PARLETT.replace('  title: "', '  title:\n    es: "Las reglas de Parlett"\n    en: "', 1)
    text = text.replace(
        "  pope_turned_ends_deal:\n",
        "  pope_turned_ends_deal:\n    title: {en: Pope turned ends deal, es: La Papisa vuelta acaba la mano}\n", 1)
    text = text.replace(
        "    description: A turned Pope also wins the dealer Game; the deal is abandoned without play and passes on.",
        "    description:\n      en: A turned Pope also wins the dealer Game.\n"
        "      es: La Papisa vuelta gana también el Juego.",
        1)
    text = text.replace("      - value: false\n"
                        "        description: A turned Pope wins the dealer the Pope's stake only",
                        "      - value: false\n        label: {en: Pope only, es: Solo la Papisa}\n"
                        "        description: A turned Pope wins the dealer the Pope's stake only", 1)
    rs = load_ruleset_text(text, "mine.yaml")
    option = rs.options["pope_turned_ends_deal"]
    assert text_in(rs.source.title, "es") == "Las reglas de Parlett"
    assert option.title_in("pope_turned_ends_deal", "es") == "La Papisa vuelta acaba la mano"
    assert option.title_in("pope_turned_ends_deal", "ja") == "Pope turned ends deal"
    assert text_in(option.description, "es") == "La Papisa vuelta gana también el Juego."
    assert text_in(option.values[0].label, "es") == "Solo la Papisa"
    line = rs.describe_options("es")[0]
    assert line.startswith("La Papisa vuelta acaba la mano: Solo la Papisa. ")
    assert rs.describe_options("en")[0].startswith("Pope turned ends deal: Pope only. ")


def test_the_languages_survive_variants_patches_copies_and_a_saved_record() -> None:
    text = _with_first_summary("en: The dealer pays.\n    ja: ディーラーが払う。")
    text = text.replace("        set: {turn_up: {pope: {takes: [pope, game], ends_deal: true}}}",
                        "        set:\n          turn_up: {pope: {takes: [pope, game], ends_deal: true}}\n"
                        "          interpretations: [{en: Patched., es: Parcheado.}]", 1)
    rs = load_ruleset_text(text, "mine.yaml")
    chosen = rs.with_options({"pope_turned_ends_deal": True})
    assert text_in(chosen.summary[0], "ja") == "ディーラーが払う。"
    assert [text_in(p, "es") for p in chosen.interpretations] == ["Parcheado."]
    assert rs.interpretations != chosen.interpretations
    for copy in (pickle.loads(pickle.dumps(chosen)), Ruleset.model_validate(chosen.model_dump(mode="json"),
                                                                           strict=False)):
        assert text_in(copy.summary[0], "ja") == "ディーラーが払う。"
        assert text_in(copy.interpretations[0], "es") == "Parcheado."
    assert chosen.model_dump(mode="json")["summary"][0] == {"en": "The dealer pays.", "ja": "ディーラーが払う。"}
    assert chosen.model_dump(mode="json")["summary"][1] == str(rs.summary[1])  # plain text stays plain


@settings(deadline=None)
@given(st.dictionaries(st.sampled_from(TEXT_LANGUAGES[1:]),
                       st.text(st.characters(categories=("L", "N")), min_size=1, max_size=30), max_size=3),
       st.text(st.characters(categories=("L", "N")), min_size=1, max_size=30))
def test_text_in_gives_the_language_or_english(others: dict[str, str], english: str) -> None:
    text = Text(english, others)
    assert text == english and hash(text) == hash(english)
    for code in TEXT_LANGUAGES:
        assert text_in(text, code) == others.get(code, english)
    assert text.as_data() == ({"en": english, **others} if others else english)


# --- errors: file, line and key -----------------------------------------------------------


def test_an_unknown_language_is_named_with_the_languages_there_are() -> None:
    text = _with_first_summary("en: The dealer pays.\n    fr: Le donneur paie.")
    err = _error(text)
    assert (err.file, err.line, err.key) == ("mine.yaml", _line_of(text, "fr: Le donneur"), "summary[0].fr")
    assert "'fr' is not a language this game speaks" in err.problem and "en, es, ja, ru" in err.problem


def test_a_misspelt_language_gets_the_nearest() -> None:
    err = _error(_with_first_summary("en: The dealer pays.\n    ru_: Платит."))
    assert err.key == "summary[0].ru_" and "did you mean 'ru'" in err.problem


def test_the_ruleset_name_as_others_know_it_takes_the_mapping() -> None:
    """``name.english`` by language (2026-12-01: the Russian menu read "Pope Joan (Russian dictionary)"): the
    str is still the English, so a save, an export and ``check-ruleset`` keep it; a mapping needs its English."""
    text = PARLETT.replace("  english: Pope Joan (Parlett)\n",
                           "  english:\n    en: Pope Joan (Parlett)\n    ru: Папесса Иоанна (Парлетт)\n", 1)
    rs = load_ruleset_text(text, "mine.yaml")
    assert rs.name.english == "Pope Joan (Parlett)"
    assert text_in(rs.name.english, "ru") == "Папесса Иоанна (Парлетт)"
    assert (text_in(rs.name.english, "ja"), text_language(rs.name.english, "ja")) == ("Pope Joan (Parlett)", "en")
    assert load_ruleset_text(PARLETT, "parlett.yaml").name.english == "Pope Joan (Parlett)"  # plain text still
    bad = PARLETT.replace("  english: Pope Joan (Parlett)\n", "  english:\n    ru: Папесса Иоанна (Парлетт)\n", 1)
    err = _error(bad)
    assert (err.line, err.key) == (_line_of(bad, "  english:"), "name.english.en")  # the mapping that lacks it
    assert "needs its English ('en')" in err.problem


def test_a_mapping_without_english_is_refused() -> None:
    text = _with_first_summary("es: Paga el dador.")
    err = _error(text)
    assert (err.line, err.key) == (_line_of(text, "es: Paga el dador."), "summary[0].en")
    assert "needs its English ('en')" in err.problem


@pytest.mark.parametrize(("value", "shown"), [("5", "(got 5)"), ("[a, b]", "(got a list)"), ("true", "(got true)")])
def test_a_language_whose_text_is_not_text_is_refused(value: str, shown: str) -> None:
    text = _with_first_summary(f"en: The dealer pays.\n    es: {value}")
    err = _error(text)
    assert (err.line, err.key) == (_line_of(text, f"es: {value}"), "summary[0].es")
    assert "valid string" in err.problem and shown in err.problem


def test_empty_or_invisible_text_in_a_language_is_refused() -> None:
    err = _error(_with_first_summary("en: The dealer pays.\n    ja: '\u200b '"))
    assert err.key == "summary[0].ja" and "no visible character" in err.problem
    err = _error(_with_first_summary("en: ''\n    es: Paga."))
    assert err.key == "summary[0].en" and "at least 1 character" in err.problem


def test_a_field_neither_text_nor_a_mapping_says_both_shapes() -> None:
    err = _error(_with_first_summary("[one, two]"))
    assert err.key == "summary[0]"
    assert "must be text, or text by language" in err.problem


def test_an_optional_field_given_by_language_needs_its_english_text() -> None:
    text = PARLETT.replace("      - value: false\n        description: A turned Pope wins the dealer the Pope's",
                           "      - value: false\n        label: {en: '', es: Solo}\n"
                           "        description: A turned Pope wins the dealer the Pope's", 1)
    err = _error(text)
    assert (err.line, err.key) == (_line_of(text, "label: {en: ''"), "options.pope_turned_ends_deal.values[0].label.en")


def test_a_bad_language_in_an_option_is_placed_at_its_key() -> None:
    text = PARLETT.replace("  pope_turned_ends_deal:\n",
                           "  pope_turned_ends_deal:\n    title: {en: Ends, de: Ende}\n", 1)
    err = _error(text)
    assert (err.line, err.key) == (_line_of(text, "title: {en: Ends"), "options.pope_turned_ends_deal.title.de")
    assert "not a language this game speaks" in err.problem


def test_a_bad_language_in_a_patch_is_placed_in_the_patch() -> None:
    text = PARLETT.replace("        set: {turn_up: {pope: {takes: [pope, game], ends_deal: true}}}",
                           "        set: {summary: [{en: One., xx: Uno.}]}", 1)
    err = _error(text)
    assert err.key == "options.pope_turned_ends_deal.values[1].set.summary[0].xx"
    assert err.line == _line_of(text, "set: {summary: [{en: One., xx")


# --- the shipped rulesets -----------------------------------------------------------------

OWN_TERMS = {
    "spanish": ["viste el tablero", "parada", "mano", "Papisa", "Matrimonio", "Intriga", "Juego", "dador"],
    "cacumen": ["fantasma", "Matrimonio", "Intriga", "triunfo"],
    "russian": ["табло", "сдатчик", "мёртв", "Папесс", "Матримони", "Интриг", "Игр", "вскрышк", "рыбк"],
    "japanese": ["ボード", "ディーラー", "切り札", "教皇", "結婚", "浮気", "ゲーム", "ストップ"],
}


@pytest.mark.parametrize("rid", sorted(OWN_TERMS))
def test_a_shipped_ruleset_gives_its_text_in_its_own_language_and_in_english(rid: str) -> None:
    rs = find_ruleset(rid)
    own = rs.language
    assert own in ("es", "ja", "ru")
    fields = [rs.source.title, *rs.summary, *rs.interpretations]
    for name, option in rs.options.items():
        fields += [option.title, option.description] + [c.description for c in option.values]
        assert option.title, name  # a variant's name in the ruleset's language too
    for field in fields:
        assert isinstance(field, Text) and field.languages.get(own), (rid, str(field)[:50])
        assert text_in(field, own) != str(field)
    words = " ".join(text_in(field, own) for field in fields)
    for term in OWN_TERMS[rid]:
        assert term in words, (rid, term)


@pytest.mark.parametrize("rid", ["parlett", "hoyle-1847", "spanish", "cacumen", "japanese", "russian"])
def test_every_shipped_ruleset_speaks_every_interface_language(rid: str) -> None:
    """Since 2026-12-01 every prose field of every shipped ruleset is given in en, es, ja and ru: no player
    reads another language's rules (a player's own ruleset may still give English alone)."""
    rs = find_ruleset(rid)
    fields = [rs.name.english, rs.source.title, *rs.summary, *rs.interpretations]
    for option in rs.options.values():
        fields += [option.description] + [v.description for v in option.values if v.description]
    for text in fields:
        assert {text_language(text, code) for code in TEXT_LANGUAGES} == set(TEXT_LANGUAGES), str(text)


# --- check-ruleset says which languages the text is in -----------------------------------


def test_check_ruleset_names_the_languages_and_the_fields_that_fall_back(tmp_path, capsys) -> None:
    from popejoan.cli import main

    assert main(["check-ruleset", str(SHIPPED_RULESET_DIR / "russian.yaml")]) == 0
    assert capsys.readouterr().out.strip().endswith("; text in en, es, ja, ru")
    path = tmp_path / "partial.yaml"
    path.write_text(_with_first_summary("en: The dealer pays.\n    es: Paga el dador.").replace(
        "id: parlett", "id: partial"), encoding="utf-8")
    assert main(["check-ruleset", str(path)]) == 0
    out = capsys.readouterr().out.strip().splitlines()
    assert len(out) == 1
    # parlett's 25 fields (the name as others know it, title, 5 + 1 summary paragraphs, 5 interpretations,
    # 4 options x (description and 2 values' descriptions)); Spanish given in one: 24 fall back, five named
    assert out[0].endswith("; text in en, es (es missing in name.english, source.title, summary[1], summary[2], "
                           "summary[3] and 19 more)")
