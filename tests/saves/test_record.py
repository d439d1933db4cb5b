"""The record of a session: hand-worked checkpoints, the save file's fields, and what a replay refuses."""

from __future__ import annotations

import hashlib
import json
import random

import pytest

from popejoan.engine.cards import PACK, POPE, parse_card, parse_cards
from popejoan.engine.errors import IllegalActionError, NewerSaveError, PopeJoanError, SaveError
from popejoan.engine.record import (
    FORMAT,
    MAX_SAVE_BYTES,
    VERSION,
    canonical_json,
    decode_save,
    encode_save,
    read_summary,
)
from popejoan.engine.ruleset import find_ruleset
from popejoan.engine.session import SEED_LIMIT, Session

from .play import SAVED, same_state, through_a_file

CLUBS = "AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC"


def _interleave(order: list[str], hands: dict[str, str]) -> list[int]:
    """A deck dealt one card at a time round ``order`` (recipient names), each taking its cards in turn."""
    queues = {who: parse_cards(cards) for who, cards in hands.items()}
    return [queues[order[i % len(order)]].pop(0) for i in range(51)]


# Deal 1, dealer Ann (seat 0): parlett deals Ben, Cat, Ann, the dead hand in turn, 51 cards, the
# last (index 50, Ann's) turned up: the Pope. Deal 2, dealer Ben: Cat, Ann, Ben, dead hand; the
# last card, Ben's 2S, is turned up (spades trumps, no honour).
DECK_1 = [c for c in PACK if c != POPE] + [POPE]
DECK_2 = _interleave(["cat", "ann", "ben", "dead"], {
    "cat": CLUBS,
    "ann": "AD 2D 3D 4D 5D 6D 7D 9D TD JD QD KD AH",
    "ben": "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH 2S",
    "dead": "AS 3S 4S 5S 6S 7S 8S 9S TS JS QS KS",
})


def _two_deals() -> Session:
    rules = find_ruleset("parlett").with_options({"pope_turned_ends_deal": True})
    session = Session(rules, ["Ann", "Ben", "Cat"], chips=20, seed=99, first_dealer=0,
                      seats=[{"kind": "human"}, {"kind": "computer", "level": "hard"}, {"kind": "human"}])
    deal = session.start_deal(DECK_1)
    assert deal.over and deal.actions == ()
    session.finish_deal()
    deal = session.start_deal(DECK_2)
    assert deal.legal_actions() == [parse_card("AC")]
    deal.apply(parse_card("AC"))
    assert deal.over and deal.winner == 2
    session.finish_deal()
    return session


def test_two_deals_worked_by_hand() -> None:
    """docs/rules.md, parlett with "pope_turned_ends_deal" (Parlett's variant).

    Deal 1: Ann dresses 15 (Pope 6, Matrimony 2, Intrigue 2, one each on Ace, King, Queen,
    Jack and Game): 20 - 15 = 5. The turned Pope wins her Pope (6) and Game (1) and ends the
    deal: Ann 12, Ben 20, Cat 20; left on the board Ace, King, Queen, Jack 1 each, Matrimony
    and Intrigue 2 each.
    Deal 2: Ben dresses 15: 20 - 15 = 5; the board doubles to Ace, King, Queen, Jack 2,
    Pope 6, Matrimony and Intrigue 4, Game 1. Cat, left of the dealer, holds all the clubs:
    she leads the Ace and follows herself to the King, out with her only lead. She takes Game
    (1) and a chip per card left from Ben (13); Ann holds the unplayed Pope and is excused.
    Ann 12, Ben 5 - 13 = -8, Cat 20 + 1 + 13 = 34. Chips: 12 - 8 + 34 + 22 on the board = 60.
    """
    session = _two_deals()
    data = json.loads(encode_save(session.record(), SAVED))
    deals = data["session"]["deals"]
    assert [d["after"]["balances"] for d in deals] == [[12, 20, 20], [12, -8, 34]]
    assert deals[0]["after"]["board"] == {"ace": 1, "king": 1, "queen": 1, "jack": 1, "pope": 0,
                                          "matrimony": 2, "intrigue": 2, "game": 0}
    assert deals[1]["after"]["board"] == {"ace": 2, "king": 2, "queen": 2, "jack": 2, "pope": 6,
                                          "matrimony": 4, "intrigue": 4, "game": 0}
    assert [d["actions"] for d in deals] == [[], ["AC"]]
    assert [d["shuffled"] for d in deals] == [False, False]
    assert deals[1]["deck"].split()[:4] == ["AC", "AD", "2H", "AS"]  # Cat, Ann, Ben, the dead hand
    assert deals[1]["deck"].split()[-1] == "2S"
    assert data["summary"]["balances"] == [12, -8, 34] and data["summary"]["deals_played"] == 2
    assert data["summary"]["players"][1] == {"name": "Ben", "kind": "computer", "level": "hard"}
    resumed = through_a_file(session)
    same_state(session, resumed)
    assert resumed.balances == [12, -8, 34] and resumed.dealer == 2


def resealed(data: dict) -> bytes:
    """The file with its check sum worked out again: an edit made by someone who knows the format."""
    text = canonical_json(data["summary"]) + "\n" + canonical_json(data["session"])
    data["checksum"] = "sha256:" + hashlib.sha256(text.encode("utf-8")).hexdigest()
    return json.dumps(data).encode("utf-8")


def _replay(data: bytes) -> Session:
    return Session.from_record(decode_save(data)[1])


def test_edited_balances_disagree_with_the_replay() -> None:
    data = json.loads(encode_save(_two_deals().record(), SAVED))
    data["session"]["deals"][0]["after"]["balances"] = [13, 20, 19]
    with pytest.raises(SaveError) as caught:
        _replay(resealed(data))
    assert str(caught.value) == ("after deal 1 the save records balances 13, 20, 19, "
                                 "but playing the deals again gives 12, 20, 20")


def test_edited_board_and_current_balances_disagree_with_the_replay() -> None:
    data = json.loads(encode_save(_two_deals().record(), SAVED))
    data["session"]["deals"][1]["after"]["board"]["pope"] = 0
    with pytest.raises(SaveError, match="after deal 2 the save records the board .*pope 0.* but playing"):
        _replay(resealed(data))
    data = json.loads(encode_save(_two_deals().record(), SAVED))
    data["session"]["now"]["balances"] = data["summary"]["balances"] = [12, -9, 35]
    with pytest.raises(SaveError, match="now the save records balances 12, -9, 35, "
                                        "but playing the deals again gives 12, -8, 34"):
        _replay(resealed(data))


def test_edited_plays_and_decks_are_refused_in_words() -> None:
    data = json.loads(encode_save(_two_deals().record(), SAVED))
    data["session"]["deals"][1]["actions"] = ["KC"]
    with pytest.raises(SaveError, match=r"^deal 2, decision 1: the recorded play is not legal "
                                        r"\(you must lead your lowest club\)$"):
        _replay(resealed(data))
    data = json.loads(encode_save(_two_deals().record(), SAVED))
    data["session"]["deals"][1]["actions"] = ["AC", "AD"]
    with pytest.raises(SaveError, match="^deal 2 is over after 1 decisions, but 2 are recorded$"):
        _replay(resealed(data))
    data = json.loads(encode_save(_two_deals().record(), SAVED))
    data["session"]["deals"][0]["shuffled"] = True  # the seed 99 never deals this deck
    with pytest.raises(SaveError, match="^deal 1: the recorded cards are not the ones the session's seed deals$"):
        _replay(resealed(data))
    data = json.loads(encode_save(_two_deals().record(), SAVED))
    data["session"]["deals"][0]["deck"] = data["session"]["deals"][0]["deck"].replace("KS", "8D")
    with pytest.raises(SaveError, match="^deal 1: '8D' is not a card code$"):
        _replay(resealed(data))


def test_any_edit_without_a_new_check_sum_is_refused() -> None:
    data = json.loads(encode_save(_two_deals().record(), SAVED))
    data["summary"]["players"][0]["name"] = "Anne"
    with pytest.raises(SaveError, match="changed or damaged since the game saved it"):
        decode_save(json.dumps(data).encode())


def test_pretty_printing_a_save_keeps_it_valid() -> None:
    session = _two_deals()
    pretty = json.dumps(json.loads(encode_save(session.record(), SAVED)), indent=2, ensure_ascii=True).encode()
    same_state(session, _replay(pretty))


def test_the_top_level_fields() -> None:
    data = json.loads(encode_save(_two_deals().record(), SAVED))
    assert list(data) == ["format", "version", "checksum", "summary", "session"]
    assert (data["format"], data["version"]) == (FORMAT, VERSION) == ("popejoan-session", 1)
    assert sorted(data["session"]) == ["board", "chips", "deals", "finished", "first_dealer", "meta", "now",
                                       "players", "ruleset", "seats", "seed", "share_out"]
    assert data["session"]["seed"] == 99 and data["session"]["chips"] == [20, 20, 20]
    assert data["session"]["ruleset"]["id"] == "parlett"
    assert data["session"]["ruleset"]["chosen"]["pope_turned_ends_deal"] is True
    assert data["session"]["ruleset"]["turn_up"]["pope"]["takes"] == ["pope", "game"]  # resolved: the option applied
    assert read_summary(encode_save(_two_deals().record(), SAVED))["ruleset_name"] == {
        "native": "Pope Joan", "english": "Pope Joan (Parlett)"}


@pytest.mark.parametrize("data,message", [
    (b"", "^the file is empty$"),
    (b"\xff\xfe{}", "^the file is damaged: byte 0 is not text$"),
    (b'{"format": "popejoan-session", "version": 1, "summ', r"it was cut short, so it is not valid JSON"),
    # cut inside a character of more than one byte ("Мёртвая" in a ruleset's Russian text): cut short, not
    # "not text" (found 2026-12-01, when every shipped ruleset's text gained es, ja and ru)
    ('{"format": "popejoan-session", "version": 1, "summary": {"text": "Мё'.encode()[:-1],
     r"it was cut short, so it is not valid JSON"),
    ('{"format": "popejoan-session", "version": 1, "summary": {"text": "教'.encode()[:-2],
     r"it was cut short, so it is not valid JSON"),
    (b'{"format": "popejoan-session", "\xd0 version": 1}', "^the file is damaged: byte 32 is not text$"),
    (b"[1, 2, 3]", r"^this is not a Pope Joan saved session"),
    # nothing but zero bytes, as a crash can leave a file: said so, not "cut short" (a hostile-files test)
    (b"\x00" * 4096, "^the file is damaged: it holds nothing but zero bytes$"),
    # a save whose end was never written, the rest of its size zeros: cut short
    (b'{"format": "popejoan-session", "version": 1, "summ' + b"\x00" * 512, r"it was cut short"),
    (b'{"format": "popejoan-session", "version": "one"}', "its format version 'one' is not a version number"),
    (b'{"format": "popejoan-session", "version": 1, "checksum": "x", "summary": {}}',
     "^the field 'session' is missing$"),
    (b"[" * 100000, "nested too deeply|not valid JSON"),
    # the second playtest's: a file that was never a save is not "cut short"
    (b"hello world", "^this is not a Pope Joan saved session \\(it is not JSON\\)$"),
])
def test_unreadable_files_are_refused_in_words(data: bytes, message: str) -> None:
    with pytest.raises(SaveError, match=message):
        decode_save(data)


def test_a_newer_format_is_refused_with_its_own_error() -> None:
    data = json.loads(encode_save(_two_deals().record(), SAVED))
    data["version"] = VERSION + 1
    with pytest.raises(NewerSaveError, match="saved by a newer version of Pope Joan"):
        decode_save(json.dumps(data).encode())


def test_a_huge_file_is_refused_before_parsing() -> None:
    with pytest.raises(SaveError, match="far too big"):
        decode_save(b" " * (MAX_SAVE_BYTES + 1))


def test_bit_flips_are_all_refused() -> None:
    good = encode_save(_two_deals().record(), SAVED)
    start = good.index(b'"summary"')
    rng = random.Random(3)
    for _ in range(300):
        at = rng.randrange(start, len(good))
        flipped = bytearray(good)
        flipped[at] ^= 1 << rng.randrange(8)
        with pytest.raises(SaveError):
            _replay(bytes(flipped))


def test_deal_records_its_deck_and_only_legal_actions() -> None:
    rules = find_ruleset("parlett").with_options()
    session = Session(rules, ["Ann", "Ben", "Cat"], seed=4)
    deal = session.start_deal()
    assert len(deal.deck) == 51 and isinstance(deal.deck, tuple)
    first = deal.legal_actions()[0]
    illegal = next(c for c in PACK if c not in deal.legal_actions())
    with pytest.raises(IllegalActionError):
        deal.apply(illegal)
    assert deal.actions == ()
    deal.apply(first)
    assert deal.actions[0] == first


def test_a_session_always_has_a_seed() -> None:
    rules = find_ruleset("parlett")
    drawn = {Session(rules, ["a", "b", "c"]).seed for _ in range(5)}
    assert len(drawn) == 5 and all(isinstance(s, int) and 0 <= s < SEED_LIMIT for s in drawn)
    assert through_a_file(Session(rules, ["a", "b", "c"], seed=-7)).seed == -7  # main.py --seed takes any int
    for bad in (True, 1.5, "7"):
        with pytest.raises(PopeJoanError, match="seed must be a whole number"):
            Session(rules, ["a", "b", "c"], seed=bad)  # type: ignore[arg-type]


def test_seats_and_meta_are_json_data_given_back() -> None:
    rules = find_ruleset("parlett")
    seats = [{"kind": "human"}, {"kind": "computer", "level": "easy"}, {"kind": "human", "colour": [1, 2]}]
    session = Session(rules, ["a", "b", "c"], seats=seats, meta={"deals": 10})
    seats[0]["kind"] = "changed"  # the session keeps its own copy
    assert session.seats[0] == {"kind": "human"}
    session.meta["speed"] = 1.5  # the front end may note things later; they are saved with the next record
    resumed = through_a_file(session)
    assert resumed.seats == session.seats and resumed.meta == {"deals": 10, "speed": 1.5}
    with pytest.raises(PopeJoanError, match="seats must be JSON data"):
        Session(rules, ["a", "b", "c"], seats=[{"x": object()}, {}, {}])
    with pytest.raises(PopeJoanError, match="seats must give a mapping for each of the 3 players"):
        Session(rules, ["a", "b", "c"], seats=[{}, {}])


def test_a_finished_session_deals_no_more() -> None:
    session = Session(find_ruleset("spanish").with_options(), ["a", "b", "c"], seed=1)
    deal = session.start_deal()
    while not deal.over:
        deal.apply(deal.legal_actions()[0])
    session.finish_deal()
    events = session.share_out()
    assert session.finished and session.shared_out == tuple(events)
    with pytest.raises(PopeJoanError, match="the session is over"):
        session.start_deal()
    with pytest.raises(PopeJoanError, match="already over"):
        session.share_out()


def test_the_saved_text_built_from_parts_is_the_canonical_json() -> None:
    """record_text keeps each finished deal's JSON between saves; it must be exactly the canonical text."""
    from popejoan.engine.record import record_data, record_text

    rules = find_ruleset("russian").with_options({"pope_stake": 6})
    session = Session(rules, ["Аня", "Борис", "Вера", "x\"y\\z"], seed=8,
                      seats=[{"kind": "human", "ü": [1.5, None]}] * 4,
                      meta={"b": 1, "a": {"z": True, "c": "日本"}})
    chooser = random.Random(8)
    records = [session.record()]
    for _ in range(2):
        deal = session.start_deal()
        while not deal.over:
            deal.apply(chooser.choice(deal.legal_actions()))
            records.append(session.record())
        session.finish_deal()
        records.append(session.record())
    session.share_out()
    records.append(session.record())
    for record in records:
        assert record_text(record) == canonical_json(record_data(record))
    assert records[-1].deals[0] is records[-2].deals[0]  # a finished deal's log is shared between snapshots
    same_state(session, through_a_file(session))
