"""The statistics' figures, worked out by hand for a small set of sessions (popejoan.storage.stats.figures).

Three sessions, written as ledger entries:

- S1 (parlett, Ann, Ben, Bot at easy), two deals and its end: deal 1 Ann +6 (went out, a Pope, biggest take 4,
  took 6), Ben -2 (a trump honour), Bot -4; deal 2 Ann -3, Ben +5 (went out, Matrimony, took 5 in one take),
  Bot -2; share-out Ann +1. Over the session: Ann 4, Ben 3, Bot -6: Ann won.
- S2 (parlett, " ann " written otherwise, Ben, Bot at hard), one deal and its end: ann +2 (went out, a Pope),
  Ben +1 (Intrigue), Bot -3. Ann won.
- S3 (spanish, four players, not ended): Ann -1, Ben -1, Cat +5 (went out, a Pope, took 9 from the board,
  5 in one take), Bot (easy) -3.
"""

from __future__ import annotations

from popejoan.storage.stats.entries import DealEntry, Merge, SeatDeal, SessionEnd
from popejoan.storage.stats.figures import (
    Filters,
    everyone_records,
    name_key,
    player_sessions,
    player_streak,
    player_table,
    stats_json,
)


def seat(name, fish, kind="human", level="", popes=0, honours=0, mat=0, intr=0, game=0, take=0, took=0):
    return SeatDeal(name, kind, level, fish, popes, honours, mat, intr, game, take, took)


ENTRIES = [
    DealEntry("S1", 1, 1000, "parlett", (seat("Ann", 6, popes=1, game=1, take=4, took=6),
                                         seat("Ben", -2, honours=1, take=2, took=2),
                                         seat("Bot", -4, "computer", "easy"))),
    DealEntry("S1", 2, 2000, "parlett", (seat("Ann", -3), seat("Ben", 5, mat=1, game=1, take=5, took=5),
                                         seat("Bot", -2, "computer", "easy"))),
    SessionEnd("S1", 2100, "parlett", 2, (1, 0, 0)),
    DealEntry("S2", 1, 3000, "parlett", (seat(" ann ", 2, popes=1, game=1, take=2, took=2),
                                         seat("Ben", 1, intr=1, take=1, took=1),
                                         seat("Bot", -3, "computer", "hard"))),
    SessionEnd("S2", 3100, "parlett", 1, (0, 0, 0)),
    DealEntry("S3", 1, 4000, "spanish", (seat("Ann", -1), seat("Ben", -1),
                                         seat("Cat", 5, popes=1, game=1, take=5, took=9),
                                         seat("Bot", -3, "computer", "easy"))),
]


def by_name(table):
    return {(name_key(f.name), f.level): f for f in table}


def test_names_are_one_person_case_and_spaces_aside():
    assert name_key("  Ann   Lee ") == name_key("ann lee") == "ann lee"


def test_each_players_figures_by_hand():
    table = player_table(ENTRIES)
    assert [(f.name.strip(), f.kind, f.level) for f in table] == [
        ("Ann", "human", ""), ("Cat", "human", ""), ("Ben", "human", ""),
        ("Bot", "computer", "hard"), ("Bot", "computer", "easy")]
    f = by_name(table)
    ann = f[("ann", "")]
    assert (ann.sessions, ann.won, ann.deals, ann.games_won, ann.popes) == (3, 2, 4, 2, 2)
    assert (ann.fish_won, ann.fish_lost, ann.fish, ann.biggest_take, ann.best, ann.worst) == (9, 4, 5, 4, 4, -1)
    assert ann.per_deal == 1.25
    ben = f[("ben", "")]
    assert (ben.sessions, ben.won, ben.deals, ben.games_won, ben.popes) == (3, 0, 4, 1, 0)
    assert (ben.honours, ben.matrimony, ben.intrigue) == (1, 1, 1)
    assert (ben.fish_won, ben.fish_lost, ben.fish, ben.biggest_take, ben.best, ben.worst) == (6, 3, 3, 5, 3, -1)
    easy = f[("bot", "easy")]
    assert (easy.kind, easy.sessions, easy.deals, easy.fish, easy.fish_lost) == ("computer", 2, 3, -9, 9)
    hard = f[("bot", "hard")]
    assert (hard.sessions, hard.deals, hard.fish) == (1, 1, -3)
    cat = f[("cat", "")]
    assert (cat.sessions, cat.won, cat.deals, cat.games_won, cat.popes, cat.fish, cat.best) == (1, 0, 1, 1, 1, 5, 5)


def test_sessions_over_time_and_streaks():
    lines = player_sessions(ENTRIES, "ANN")
    assert [(line.session, line.fish, line.ended, line.won) for line in lines] == [
        ("S1", 4, True, True), ("S2", 2, True, True), ("S3", -1, False, False)]
    assert [line.at for line in lines] == [2100, 3100, 4000]
    assert player_streak(ENTRIES, "Ann") == 2
    assert player_streak(ENTRIES, "Ben") == 0


def test_records_across_everyone():
    records = everyone_records(ENTRIES)
    assert (records.biggest_board.value, records.biggest_board.name) == (9, "Cat")
    assert (records.biggest_take.value, records.biggest_take.name) == (5, "Ben")  # Ben and Cat: 5, Ben first by name
    assert (records.best_session.value, records.best_session.name) == (5, "Cat")
    assert (records.longest_streak.value, records.longest_streak.name) == (2, "Ann")


def test_filters_ruleset_period_and_table_size():
    spanish = by_name(player_table(ENTRIES, Filters(ruleset="spanish")))
    assert set(spanish) == {("ann", ""), ("ben", ""), ("cat", ""), ("bot", "easy")}
    assert (spanish[("ann", "")].sessions, spanish[("ann", "")].deals, spanish[("ann", "")].fish) == (1, 1, -1)
    assert by_name(player_table(ENTRIES, Filters(seats=4))).keys() == spanish.keys()
    later = stats_json(ENTRIES, Filters(since=2500))
    assert (later["sessions"], later["deals"]) == (2, 2)
    ann = next(p for p in later["players"] if p["name"] == "Ann")
    assert (ann["sessions"], ann["sessions_won"], ann["fish"]) == (2, 1, 1)
    three = stats_json(ENTRIES, Filters(seats=3))
    assert (three["sessions"], three["deals"]) == (2, 3)


def test_merging_two_names_makes_one_person():
    entries = [
        DealEntry("X", 1, 10, "parlett", (seat("Robert", 3, game=1), seat("Ann", -3))),
        SessionEnd("X", 11, "parlett", 1, (0, 0)),
        DealEntry("Y", 1, 20, "parlett", (seat("Bob", 2, game=1), seat("Ann", -2))),
        SessionEnd("Y", 21, "parlett", 1, (0, 0)),
    ]
    assert len(player_table(entries)) == 3
    merged = by_name(player_table([*entries, Merge("bob", "Robert", 30)]))
    assert set(merged) == {("robert", ""), ("ann", "")}
    assert (merged[("robert", "")].sessions, merged[("robert", "")].won, merged[("robert", "")].fish) == (2, 2, 5)
    assert player_streak([*entries, Merge("bob", "Robert", 30)], "Robert") == 2


def test_the_json_shape():
    data = stats_json(ENTRIES)
    assert (data["sessions"], data["deals"]) == (3, 4)
    ann = data["players"][0]
    assert ann == {
        "name": "Ann", "kind": "human", "level": None, "sessions": 3, "sessions_won": 2, "deals": 4,
        "games_won": 2, "popes": 2, "trump_honours": 0, "matrimony": 0, "intrigue": 0, "fish": 5, "fish_won": 9,
        "fish_lost": 4, "biggest_take": 4, "best_session": 4, "worst_session": -1, "fish_per_deal": 1.25}
    bot = data["players"][-1]
    assert (bot["kind"], bot["level"], bot["deals"]) == ("computer", "easy", 3)
