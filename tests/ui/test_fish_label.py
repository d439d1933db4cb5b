"""A number of fish standing alone (a plaque's balance, the fish under a claim) is a label, not a sentence's
object: a new player saw «51 рыбку» on every Russian plaque, the accusative of "pays 1 fish"."""

from __future__ import annotations

import pytest

from popejoan.ui import i18n
from popejoan.ui.scenes.table import captions


@pytest.fixture(autouse=True)
def english_after() -> object:
    yield
    i18n.set_language("en")


@pytest.mark.parametrize(("language", "expected"), [
    ("ru", ["1 рыбка", "21 рыбка", "51 рыбка", "2 рыбки", "22 рыбки", "5 рыбок", "11 рыбок", "0 рыбок"]),
    ("es", ["1 ficha", "21 fichas", "51 fichas", "2 fichas", "22 fichas", "5 fichas", "11 fichas", "0 fichas"]),
    ("ja", ["チップ1枚", "チップ21枚", "チップ51枚", "チップ2枚", "チップ22枚", "チップ5枚", "チップ11枚",
            "チップ0枚"]),
    ("en", ["1 fish", "21 fish", "51 fish", "2 fish", "22 fish", "5 fish", "11 fish", "0 fish"]),
])
def test_a_plaques_balance_is_a_label(language: str, expected: list[str]) -> None:
    i18n.set_language(language)
    assert [captions.fish(n) for n in (1, 21, 51, 2, 22, 5, 11, 0)] == expected


def test_a_claim_says_its_fish_as_a_label_too() -> None:
    i18n.set_language("ru")
    assert captions.claim("Аня", "played", "Матримонио", 41)[1] == "41 рыбка"


def test_inside_a_sentence_russian_keeps_the_object() -> None:
    i18n.set_language("ru")
    assert i18n.ngettext("{n} fish", "{n} fish", 1).format(n=1) == "1 рыбку"  # "платит 1 рыбку"
