"""The end-of-deal summary's words: what each player put in, every amount in fish, no doubled tags."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from harness import FakeApp  # noqa: E402

from popejoan.engine.ruleset import find_ruleset  # noqa: E402
from popejoan.ui.launch import finished_deal  # noqa: E402
from popejoan.ui.scenes.summary import SummaryScene  # noqa: E402
from popejoan.ui.setup import GameSetup, Seat  # noqa: E402


def _summary(rid: str, players: int, options: dict | None = None, deals: int = 2) -> SummaryScene:
    app = FakeApp((1280, 800))
    seats = [Seat(n, "computer", "normal") for n in ("Ann", "Ben", "Cora", "Dick", "Eliza", "Fred")[:players]]
    setup = GameSetup(find_ruleset(rid).with_options(options or {}), seats, 60, deals=deals + 3, seed=4)
    session, deal = finished_deal(setup, deals)
    return SummaryScene(app, session, deal, setup=setup)


@pytest.mark.parametrize("rid,players,options,line", [
    # docs/rules.md, "Dressing the board": spanish, every player 6 + 2 + 2 + 5 x 1 = 15
    ("spanish", 4, {}, "Each player dressed the board with 15 fish, 60 in all."),
    # russian, dressing equal: every player 1 in each of the 8 compartments
    ("russian", 5, {"dressing": "equal"}, "Each player dressed the board with 8 fish, 40 in all."),
])
def test_every_player_dressing_says_what_each_put_in(rid: str, players: int, options: dict, line: str) -> None:
    summary = _summary(rid, players, options)
    assert ("note", line) in summary.story


def test_the_dealer_dressing_alone_is_named() -> None:
    summary = _summary("parlett", 4)
    dealer = summary.dealer_name()
    assert ("note", f"{dealer} dressed the board with 15 fish.") in summary.story


@pytest.mark.parametrize("rid", ["parlett", "japanese", "russian", "hoyle-1847", "cacumen", "spanish"])
def test_amounts_are_fish_and_no_tag_is_doubled(rid: str) -> None:
    summary = _summary(rid, 4, deals=3)
    lines = [text for kind, text in summary.story if kind in ("good", "bad")]
    assert lines
    for text in lines:
        assert " fish" in text, text
        assert not re.search(r"\)\s+\(", text), text  # "ゲーム (Game)  (game)" was two tags in a row
        assert "(game)" not in text and "(played)" not in text, text
        assert "chip" not in text, text


@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (1600, 700)])
@pytest.mark.parametrize("deals", [4, 12, 27])
def test_the_charts_last_label_is_whole_and_no_label_overlaps(size: tuple[int, int], deals: int) -> None:

    app = FakeApp(size)
    seats = [Seat(n, "computer", "normal") for n in ("Ann", "Ben", "Cora", "Dick")]
    setup = GameSetup(find_ruleset("cacumen"), seats, 60, deals=deals, seed=4)
    session, deal = finished_deal(setup, deals)
    summary = SummaryScene(app, session, deal, setup=setup)
    app.push(summary)
    summary.end_session(play=False)  # the share-out adds its own point, labelled "share-out"
    for _ in range(5):
        app.step(16)
    labels = summary.x_labels
    points = len(summary.series[0])
    texts = [text for text, _ in labels]
    assert texts[0] == ("share-out" if summary.shared_point else str(points - 1))
    assert "0" in texts
    panel = summary.panel
    for i, (_, rect) in enumerate(labels):
        assert panel.contains(rect)
        for _, other in labels[i + 1:]:
            assert not rect.colliderect(other), texts


@pytest.mark.parametrize("rid,board,language,line", [
    # An English source in Spanish: the compartments by their Spanish names, as the story beside it names them
    # (a new player read "Ace 1, King 1" under a story saying "As (Ace) 1").
    ("parlett", {"ace": 1, "king": 1, "matrimony": 4}, "es",
     "Pasan a la mano siguiente: 6 fichas (As 1, Rey 1, Matrimonio 4)"),
    ("parlett", {"ace": 1, "king": 1, "matrimony": 4}, "ru",
     "Переходят на следующую сдачу: 6 рыбок (Туз 1, Король 1, Матримони 4)"),
    ("parlett", {"ace": 1, "king": 1, "matrimony": 4}, "en",
     "Carried to the next deal: 6 fish (Ace 1, King 1, Matrimony 4)"),
    # the japanese source in English: "Intrigue", not 浮気; in Japanese, its own labels
    ("japanese", {"intrigue": 2, "game": 3}, "en", "Carried to the next deal: 5 fish (Intrigue 2, Game 3)"),
    ("japanese", {"intrigue": 2, "game": 3}, "ja", "次の局への持ち越し：チップ5枚（浮気2枚、ゲーム3枚）"),
    # a Spanish source in Spanish keeps its own label: Cacumen's compartment is "Pope Joan"
    ("cacumen", {"ace": 1, "pope": 5}, "es", "Pasan a la mano siguiente: 6 fichas (As 1, Pope Joan 5)"),
])
def test_what_is_carried_is_named_in_the_interface_language(rid: str, board: dict, language: str, line: str) -> None:
    from popejoan.ui import i18n

    summary = _summary(rid, 3)
    summary.board_after = lambda: board  # type: ignore[method-assign]
    i18n.set_language(language)
    try:
        assert summary.carried_words() == line
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("rid,words", [
    ("spanish", "Left on the board for the share-out: 39 fish (King 3, Queen 6, Jack 6, Matrimony 12, Intrigue 12)"),
    ("hoyle-1847", "Left on the board at the end: 4 fish (Intrigue 4)"),  # hoyle-1847 shares nothing out
])
def test_the_last_deal_names_no_next_deal(rid: str, words: str) -> None:
    """The playtest's reproduction: after the session's last deal the summary said "Carried to the next deal" and
    the deal log "… deals next", though the share-out (or, on hoyle-1847, the end) came next."""
    from popejoan.ui.scenes.log import LogScene

    app = FakeApp((1280, 800))
    seats = [Seat(n, "computer", "normal") for n in ("Ann", "Ben", "Cora")]
    setup = GameSetup(find_ruleset(rid).with_options({}), seats, 60, deals=2, seed=4)
    session, deal = finished_deal(setup, 2)
    summary = SummaryScene(app, session, deal, setup=setup)
    assert summary.last_deal() and summary.session_over()
    assert summary.carried_words() == words
    assert f": {sum(session.board.values())} fish" in words  # the session's board as the deal left it
    app.push(summary)
    summary.open_log()
    log = app.top
    assert isinstance(log, LogScene)
    assert not any(line.key == "next_dealer" for line in log.lines)
    assert not any("deals next" in text for text in map(str, log.texts))


def test_a_deal_before_the_last_carries_to_the_next() -> None:
    from popejoan.ui.scenes.log import LogScene

    app = FakeApp((1280, 800))
    seats = [Seat(n, "computer", "normal") for n in ("Ann", "Ben", "Cora")]
    setup = GameSetup(find_ruleset("spanish").with_options({}), seats, 60, deals=3, seed=4)
    session, deal = finished_deal(setup, 2)
    summary = SummaryScene(app, session, deal, setup=setup)
    assert not summary.last_deal()
    assert summary.carried_words().startswith(("Carried to the next deal: ", "Nothing is carried to the next deal"))
    app.push(summary)
    summary.open_log()
    assert isinstance(app.top, LogScene)
    assert sum(line.key == "next_dealer" for line in app.top.lines) == 1
