"""The record of play at the table, driven like a player: real pygame events, headless.

The last sequence stays face up with its reason until the next lead (and under the pass card); R and L
(and the two buttons) open the played-cards view and the deal log, which show exactly the public cards;
a replay reaches the deal's own end; a deal saved from the summary replays with ``python -m popejoan
replay`` to the same result; no summary can be passed by a stray press.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pygame
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from harness import FakeApp, click, key  # noqa: E402

from popejoan.engine.cards import PACK, card_code, card_label  # noqa: E402
from popejoan.engine.events import CardPlayed, SequenceStopped  # noqa: E402
from popejoan.engine.ruleset import find_ruleset  # noqa: E402
from popejoan.engine.session import Session  # noqa: E402
from popejoan.ui import story  # noqa: E402
from popejoan.ui.scenes.log import LogScene  # noqa: E402
from popejoan.ui.scenes.summary import SummaryScene  # noqa: E402
from popejoan.ui.scenes.table import TableScene  # noqa: E402
from popejoan.ui.scenes.table.record_view import EIGHT_OF_DIAMONDS, RecordScene  # noqa: E402
from popejoan.ui.scenes.table.replay import ReplayScene, ReplaySource  # noqa: E402
from tests.ui.driver import words_drawn  # noqa: E402

NAMES = ["Ann", "Ben", "Cora", "Dick", "Eliza", "Fred", "Grace", "Hal"]
FRAME_MS = 1000 / 30
LABELS = {card_label(c): c for c in PACK} | {"8♦": EIGHT_OF_DIAMONDS}


def make_table(ruleset: str, levels: list, seed: int = 7, speed: float = 4.0, options: dict | None = None,
               size: tuple[int, int] = (1280, 720), deals: int = 3) -> tuple[FakeApp, TableScene]:
    app = FakeApp(size, speed=speed)
    rules = find_ruleset(ruleset).with_options(options or {})
    session = Session(rules, NAMES[: len(levels)], seed=seed)
    scene = TableScene(app, session, levels, deals=deals, seed=seed)
    app.push(scene)
    return app, scene


def hidden_cards(scene: TableScene) -> set[int]:
    """Every card whose face nobody may see now: in a hand, the dead hand or undealt, and not public."""
    deal = scene.deal
    public = story.public_cards(scene.shown_events())
    held = set().union(*deal.hands) | set(deal.dead_hand) | set(deal.undealt)
    return held - public


def play_human(scene: TableScene) -> None:
    """The human to act (if any, and past the guards) plays their first legal action; in the Pope's round a
    person who does not hold the Pope passes the screen on."""
    if scene.turns.not_holding() is not None and scene.reveal_guard_ms <= 0:
        scene.turns.pass_on()
        return
    seat = scene.human_to_act
    if seat is None or scene.reveal_guard_ms > 0:
        return
    scene.turns.human_play(scene.deal.legal_actions()[0])


# --- the last sequence --------------------------------------------------------------------------


def test_the_last_sequence_stays_face_up_with_its_reason_until_the_next_lead() -> None:
    app, scene = make_table("parlett", ["easy", "easy", "easy", "easy"], seed=4, speed=2.0)
    teller = story.Teller(scene.names, scene.rules)
    seen_stops = 0
    distinct: set[int] = set()
    for _ in range(40000):
        if scene.session.deals_played >= 1:
            break
        app.step(FRAME_MS)
        deal = scene.deal
        if deal is None:
            continue
        shown = scene.shown_events()
        stops = [i for i, e in enumerate(shown) if isinstance(e, SequenceStopped)]
        leads = [i for i, e in enumerate(shown) if isinstance(e, CardPlayed) and e.lead]
        if not stops or (leads and leads[-1] > stops[-1]) or scene.timeline.busy:
            continue
        # the table is at rest after a stop, before the next lead: the stopped sequence lies face up
        stop = shown[stops[-1]]
        first = leads[-1]
        cards = [e.card for e in shown[first:stops[-1]] if isinstance(e, CardPlayed)]
        assert [sc.card for sc in scene.sequence] == cards
        assert all(sc.face_up and sc.alpha == 255 for sc in scene.sequence)
        assert {c for owner, c in scene.faces_drawn if owner is None} >= set(cards)
        why = teller.text(story.stop_reason(shown, stops[-1]))
        assert scene.view.stop_text == why and scene.view.stop_seat == stop.seat
        seen_stops += 1  # a frame at rest, the next player deciding, the stopped sequence on show
        distinct.add(stops[-1])
    assert seen_stops > 20 and len(distinct) >= 4


def test_the_reason_is_drawn_beside_the_sequence() -> None:
    app, scene = make_table("parlett", ["easy", "easy", "easy"], seed=4, speed=2.0)
    import popejoan.ui.scenes.table.painter_notes as painter_module

    for _ in range(20000):
        app.step(FRAME_MS)
        if scene.view.stop_text and not scene.timeline.busy:
            break
    scene.painter.reset()  # the note is made once while it stays: made afresh for the spy
    with words_drawn(painter_module) as said:
        app.step(FRAME_MS)
    text = scene.view.stop_text
    head = f"Stopped · {scene.names[scene.view.stop_seat]} leads next"
    assert head in said
    after = said[said.index(head) + 1:]
    # the reason follows its head, wrapped over a line or more
    assert any(" ".join(after[:k]) == text[:1].upper() + text[1:] for k in range(1, 5))


def test_the_pass_card_shows_the_last_sequence_and_why_it_stopped() -> None:
    app, scene = make_table("parlett", [None, None, "normal"], seed=5, speed=4.0)
    import popejoan.ui.scenes.table.painter_pass_card as painter_module

    checked = 0
    for _ in range(40000):
        if scene.session.deals_played >= 1:
            break
        app.step(FRAME_MS)
        if scene.privacy_for is not None:
            if scene.view.stop_text:
                with words_drawn(painter_module) as said:
                    app.step(FRAME_MS)
                faces = scene.faces_drawn
                assert all(owner is None for owner, _ in faces)  # no hand's face under the pass card
                assert [c for _, c in faces] == [sc.card for sc in scene.sequence]
                assert "The last sequence" in said
                assert any(scene.view.stop_text[1:] in line for line in said)
                # who played them, from the engine's record of the cards played (a playtest could not tell)
                played = scene.deal.played[-len(scene.sequence):]
                runs: list[str] = []
                for i, (seat, card) in enumerate(played):
                    if i and played[i - 1][0] == seat:
                        runs[-1] += " " + card_label(card)
                    else:
                        runs.append(f"{scene.names[seat]}: {card_label(card)}")
                assert scene.painter.pass_card_players == " · ".join(runs)
                assert any(scene.painter.pass_card_players in line or line in scene.painter.pass_card_players
                           for line in said)
                checked += 1
            if scene.turns.hotseat.pass_card_ready:
                for event in key(pygame.K_RETURN):
                    scene.handle_event(event)
            continue
        play_human(scene)
    assert checked >= 2


# --- the played-cards view and the log ------------------------------------------------------------


def test_r_and_l_and_the_buttons_open_and_close_the_views() -> None:
    app, scene = make_table("parlett", [None, "normal", "normal"], seed=9)
    for _ in range(200):
        app.step(FRAME_MS)
    app.step(FRAME_MS, key(pygame.K_r))
    assert isinstance(app.top, RecordScene)
    app.step(FRAME_MS, key(pygame.K_r))
    assert app.top is scene
    app.step(FRAME_MS, key(pygame.K_l))
    assert isinstance(app.top, LogScene)
    app.step(FRAME_MS, key(pygame.K_l))
    assert app.top is scene
    record_button, log_button = scene.layout.toolbar_rects(2)
    app.step(FRAME_MS, click(record_button.center))
    record = app.top
    assert isinstance(record, RecordScene)
    app.step(FRAME_MS)
    app.step(FRAME_MS, click(record.close_button.rect.center))
    assert app.top is scene
    app.step(FRAME_MS, click(log_button.center))
    log = app.top
    assert isinstance(log, LogScene)
    app.step(FRAME_MS, key(pygame.K_ESCAPE))
    assert app.top is scene
    # while a view is open the game waits: the table is not updated
    app.step(FRAME_MS, key(pygame.K_r))
    shown = scene.director.shown
    for _ in range(60):
        app.step(FRAME_MS)
    assert scene.director.shown == shown
    app.step(FRAME_MS, key(pygame.K_ESCAPE))


def _public_labels(events: list) -> set[int]:
    """The cards a line of the log may name: those played, the turn-up, those a stop showed nobody holds,
    and the 8♦ (out of the pack)."""
    return story.public_cards(events) | set(story.known_missing(events)) | {EIGHT_OF_DIAMONDS}


@pytest.mark.parametrize("ruleset,options", [("parlett", {}), ("japanese", {"pope_as_stop": True}),
                                             ("hoyle-1847", {})])
def test_the_views_show_exactly_the_public_cards(ruleset: str, options: dict, monkeypatch: pytest.MonkeyPatch) -> None:
    """At every moment of a hot-seat deal, the played-cards view draws the face of every card played and of
    the turn-up, and of no other card; the log names no other card (and no Pope offer while it is secret)."""
    from popejoan.ui import cards_art

    app, scene = make_table(ruleset, [None, None, "normal"], seed=11, options=options)
    requested: list[int] = []
    real_face = cards_art.face

    def face(c: int, width: int) -> pygame.Surface:
        requested.append(c)
        return real_face(c, width)

    checks = 0
    for frame in range(40000):
        if scene.session.deals_played >= 1:
            break
        app.step(FRAME_MS)
        if scene.privacy_for is not None:
            if scene.turns.hotseat.pass_card_ready:
                for event in key(pygame.K_RETURN):
                    scene.handle_event(event)
        else:
            play_human(scene)
        if frame % 7 or scene.deal is None or app.top is not scene:
            continue
        if scene.privacy_for is not None:  # the pass card covers the table: R and L open nothing behind it
            app.step(FRAME_MS, key(pygame.K_r) + key(pygame.K_l))
            assert app.top is scene
            continue
        shown = scene.shown_events()
        public = story.public_cards(shown)
        hidden = hidden_cards(scene)
        # the played-cards view, opened with R
        monkeypatch.setattr(cards_art, "face", face)
        requested.clear()
        try:
            app.step(FRAME_MS, key(pygame.K_r))
            record = app.top
            assert isinstance(record, RecordScene)
            app.step(FRAME_MS)
        finally:
            monkeypatch.setattr(cards_art, "face", real_face)
        assert set(record.faces_drawn) == public
        assert not set(requested) & hidden, "a hidden card reached the artwork"
        assert set(record.facts.played) == {e.card for e in shown if isinstance(e, CardPlayed)}
        app.step(FRAME_MS, key(pygame.K_r))
        if app.top is not scene:
            continue  # the deal ended in the frame the view closed: its summary is up
        # the log, opened with L (the table moved on a frame while the view closed)
        covered = scene.privacy_for is not None
        app.step(FRAME_MS, key(pygame.K_l))
        if covered:  # a pass card came up in that frame: L opens nothing behind it
            assert app.top is scene
            continue
        log = app.top
        assert isinstance(log, LogScene)
        shown = scene.shown_events()
        named = {LABELS[m] for text in log.texts for m in re.findall(r"(?:10|[2-9AJQK])[♣♦♥♠]", text)}
        assert named <= _public_labels(shown), [
            t for t in log.texts
            if any(LABELS[m] not in _public_labels(shown) for m in re.findall(r"(?:10|[2-9AJQK])[♣♦♥♠]", t))]
        assert not named & hidden_cards(scene) - set(story.known_missing(shown))
        if not scene.deal.over:  # an offer shows who holds the Pope: told only once the deal is over
            assert not any("may play the Pope" in text or "keeps the Pope" in text for text in log.texts)
        app.step(FRAME_MS, key(pygame.K_l))
        assert not isinstance(app.top, LogScene)  # back at the table (or its summary, if the deal just ended)
        checks += 1
    assert checks > 10


def test_the_log_tells_every_card_played_once() -> None:
    app, scene = make_table("russian", ["easy"] * 5, seed=2, speed=8.0)
    for _ in range(40000):
        if scene.deal is not None and scene.deal.over and not scene.timeline.busy:
            break
        app.step(FRAME_MS)
    deal = scene.deal
    log = LogScene(app, scene.rules, scene.names, list(deal.events), deal.number, reveal_offers=True)
    played = [card_label(c) for _, c in deal.played]
    told = [m for line, text in zip(log.lines, log.texts) if line.kind in ("lead", "follow")
            for m in re.findall(r"(?:10|[2-9AJQK])[♣♦♥♠]", text.split(":")[0] if line.key == "pope_for" else text)]
    assert told == played


# --- the replay -----------------------------------------------------------------------------------


def _finished_session(ruleset: str = "parlett", seed: int = 6, deals: int = 2, options: dict | None = None):
    from popejoan.ai import make_player

    rules = find_ruleset(ruleset).with_options(options or {})
    session = Session(rules, NAMES[:4], seed=seed)
    players = [make_player("normal", seed=50 + i) for i in range(4)]
    for _ in range(deals):
        deal = session.start_deal()
        while not deal.over:
            deal.apply(players[deal.to_move].choose(deal.observation(deal.to_move)))
        session.finish_deal()
    return session


@pytest.mark.parametrize("ruleset", ["parlett", "spanish", "japanese", "hoyle-1847"])
def test_a_replay_reaches_the_deals_own_end(ruleset: str) -> None:
    session = _finished_session(ruleset, seed=3, deals=3)
    record = session.history[-1]
    app = FakeApp((1280, 720), speed=4.0)
    replay = app.push(ReplayScene(app, ReplaySource.from_record(record, session.rules, session.names)))
    before = list(replay.view.balances)
    assert before == list(ReplaySource.from_record(record, session.rules, session.names).balances)
    for _ in range(30):
        app.step(FRAME_MS)
    # step by step to the end, each with its motion (Right, with Space to skip it)
    for _ in range(replay.last):
        app.step(FRAME_MS, key(pygame.K_RIGHT) + key(pygame.K_SPACE))
    for _ in range(200):
        if not replay.director.busy:
            break
        app.step(FRAME_MS)
    assert replay.step == replay.last
    assert replay.view.balances == list(record.balances)
    assert replay.board.counts == {name: record.board.get(name, 0) for name in replay.board.order}
    assert replay.view.winner == record.winner
    # back to the start (Home) and to the end at once (End): the same again
    app.step(FRAME_MS, key(pygame.K_HOME))
    assert replay.step == 0 and replay.view.balances != list(record.balances)
    app.step(FRAME_MS, key(pygame.K_LEFT))
    assert replay.step == 0
    app.step(FRAME_MS, key(pygame.K_END))
    assert replay.view.balances == list(record.balances)
    # back one play: the last card is in its player's hand again
    app.step(FRAME_MS, key(pygame.K_LEFT))
    last_seat, last_card = next((e.seat, e.card) for e in reversed(record.events) if isinstance(e, CardPlayed))
    assert last_card in replay.view.hands[last_seat]
    # every hand lies face up once the deal is over
    app.step(FRAME_MS)
    owners = {owner for owner, _ in replay.painter.faces_drawn if owner is not None}
    assert owners == {s for s in range(4) if replay.view.hands[s]}
    app.step(FRAME_MS, key(pygame.K_ESCAPE))
    assert app.top is None


def test_the_replay_buttons_step_and_close() -> None:
    session = _finished_session()
    app = FakeApp((960, 600), speed=4.0)
    replay = app.push(ReplayScene(app, ReplaySource.from_record(session.history[-1], session.rules, session.names)))
    app.step(FRAME_MS)
    back, on, close = replay.controls()[1]
    app.step(FRAME_MS, click(on.center))
    assert replay.step == 1
    app.step(FRAME_MS, click(on.center))
    app.step(FRAME_MS, click(back.center))
    assert replay.step == 1
    app.step(FRAME_MS, key(pygame.K_r))
    assert isinstance(app.top, RecordScene)
    assert set(app.top.faces_drawn) == story.public_cards(replay.shown_events)
    app.step(FRAME_MS, key(pygame.K_ESCAPE))
    app.step(FRAME_MS, click(close.center))
    assert app.top is None


def test_the_replay_of_the_deal_in_progress_shows_only_public_cards_and_my_own_hand() -> None:
    app, scene = make_table("parlett", [None, "normal", "normal"], seed=9)
    for _ in range(40000):
        app.step(FRAME_MS)
        play_human(scene)
        if scene.deal is not None and len(scene.deal.played) >= 8 and not scene.timeline.busy:
            break
    scene.open_replay()
    replay = app.top
    assert isinstance(replay, ReplayScene) and not replay.source.finished
    assert len(replay.source.events) == scene.director.shown
    hidden = hidden_cards(scene) - set(scene.deal.hands[0])  # the lone human sees their own hand
    for _ in range(replay.last + 2):
        app.step(FRAME_MS, key(pygame.K_RIGHT) + key(pygame.K_SPACE))
        app.step(FRAME_MS)
        drawn = {c for _, c in replay.painter.faces_drawn}
        assert all(owner in (None, 0) for owner, _ in replay.painter.faces_drawn)
        assert not drawn & hidden
    app.step(FRAME_MS, key(pygame.K_ESCAPE))
    assert app.top is scene


# --- the summary: export, review, and no accidental dismissal -----------------------------------


def test_a_deal_saved_from_the_summary_replays_to_the_same_result(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                                  capsys: pytest.CaptureFixture[str]) -> None:
    from popejoan.cli import main as cli_main

    monkeypatch.setenv("POPEJOAN_DEALS_DIR", str(tmp_path / "deals"))
    app, scene = make_table("russian", ["normal"] * 5, seed=12, speed=8.0)
    for _ in range(40000):
        if isinstance(app.top, SummaryScene):
            break
        app.step(FRAME_MS)
    summary = app.top
    assert isinstance(summary, SummaryScene)
    app.step(FRAME_MS, click(summary.save_button.rect.center))  # at once: saving moves nothing on
    assert app.top is summary
    files = list((tmp_path / "deals").glob("*.yaml"))
    assert len(files) == 1 and files[0].name.endswith(f"russian-deal-{summary.deal.number}.yaml")
    assert files[0].name in summary.notice
    capsys.readouterr()
    assert cli_main(["replay", str(files[0]), "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    record = scene.session.history[-1]
    assert result["balances"] == list(record.balances)
    assert result["board"] == dict(record.board)
    assert result["winner"] == record.winner
    assert result["plays"] == [[e.seat, card_code(e.card)] for e in record.events if isinstance(e, CardPlayed)]
    # a second save never writes over the first
    app.step(FRAME_MS, click(summary.save_button.rect.center))
    assert len(list((tmp_path / "deals").glob("*.yaml"))) == 2


def test_the_summary_opens_the_log_and_the_replay() -> None:
    app, scene = make_table("parlett", ["easy"] * 4, seed=3, speed=8.0)
    for _ in range(40000):
        if isinstance(app.top, SummaryScene):
            break
        app.step(FRAME_MS)
    summary = app.top
    app.step(FRAME_MS, click(summary.log_button.rect.center))
    log = app.top
    assert isinstance(log, LogScene) and log.texts[0].startswith("Deal 1")
    assert any("goes out" in text for text in log.texts)
    app.step(FRAME_MS, key(pygame.K_ESCAPE))
    assert app.top is summary
    app.step(FRAME_MS, click(summary.replay_button.rect.center))
    replay = app.top
    assert isinstance(replay, ReplayScene) and replay.source.finished
    app.step(FRAME_MS, key(pygame.K_ESCAPE))
    assert app.top is summary


def test_stray_enters_and_clicks_never_pass_the_deal_summary() -> None:
    """Enter and clicks mashed from the table into the summary, all through its first seconds: it stays up,
    with nothing focused; a key held down through the guard's end does not count; a fresh press does."""
    app, scene = make_table("parlett", ["easy"] * 4, seed=3, speed=1.0)
    for _ in range(40000):
        if isinstance(app.top, SummaryScene):
            break
        app.step(FRAME_MS, key(pygame.K_RETURN))  # a player mashing Enter through the deal
    summary = app.top
    assert isinstance(summary, SummaryScene)
    assert summary.ring.focused is None and not summary.next_button.enabled
    for _ in range(int(1500 / FRAME_MS)):
        app.step(FRAME_MS, key(pygame.K_RETURN) + click(summary.next_button.rect.center))
        assert app.top is summary and summary.mode == "deal"
    # hold Enter down (auto-repeat sends more key-downs) until well after the guard is over
    down = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
    up = pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
    for _ in range(int(2000 / FRAME_MS)):
        app.step(FRAME_MS, [down])
    assert summary.guard.ready and summary.ring.focused is summary.next_button
    assert app.top is summary
    app.step(FRAME_MS, [up])
    assert app.top is summary
    app.step(FRAME_MS, key(pygame.K_RETURN))  # a fresh, deliberate press
    assert app.top is scene
    assert scene.deal is not None and scene.deal.number == 2


def test_stray_presses_never_pass_the_share_out_or_the_final_standings() -> None:
    app, scene = make_table("spanish", ["easy"] * 3, seed=3, speed=1.0, deals=1)
    for _ in range(40000):
        if isinstance(app.top, SummaryScene):
            break
        app.step(FRAME_MS)
    summary = app.top
    for _ in range(int(2500 / FRAME_MS)):
        app.step(FRAME_MS)
    assert summary.guard.ready and summary.ring.focused is summary.next_button
    app.step(FRAME_MS, click(summary.end_button.rect.center))  # deliberate: it asks first
    app.step(FRAME_MS, key(pygame.K_TAB))  # "Keep playing" has the focus: Tab to "End the session",
    app.step(FRAME_MS, key(pygame.K_RETURN))  # and Enter confirms: to the share-out
    assert summary.mode == "final" and summary.share_events
    assert summary.ring.focused is None and not summary.new_button.enabled
    # Enter mashed through the share-out as it is dealt, and a second after: the standings stay
    frames = 0
    while summary.share_shown < len(summary.share_events) or frames < int(900 / FRAME_MS):
        app.step(FRAME_MS, key(pygame.K_RETURN) + click(summary.new_button.rect.center))
        assert app.top is summary
        frames = frames + 1 if summary.share_shown >= len(summary.share_events) else 0
    assert summary.share_shown == len(summary.share_events)  # the share-out was dealt out, not cut short
    for _ in range(int(1200 / FRAME_MS)):
        app.step(FRAME_MS)
    assert summary.guard.ready and summary.new_button.enabled
    app.step(FRAME_MS, click(summary.quit_button.rect.center))
    assert app.top is None  # the harness's quit empties the stack


def test_the_last_deals_summary_opens_again_from_the_next_deals_pause_menu() -> None:
    from popejoan.ui.scenes.pause import PauseScene

    app, scene = make_table("parlett", [None, "easy", "easy"], seed=3, speed=8.0)
    # nothing to take back before the person has led (test_undo.py has the entry once they have)
    assert [label() for label, _ in scene.pause_entries()] == ["Replay this deal so far", "Deal log"]
    for _ in range(40000):
        if isinstance(app.top, SummaryScene):
            break
        app.step(FRAME_MS)
        play_human(scene)
    first = app.top
    left_then = first.board_left()  # "Left on the board" as the deal ended
    assert left_then == sum(scene.session.board.values())
    for _ in range(int(3000 / FRAME_MS)):
        app.step(FRAME_MS)
    app.step(FRAME_MS, key(pygame.K_RETURN))
    assert app.top is scene and scene.deal.number == 2
    labels = [label() for label, _ in scene.pause_entries()]
    assert labels == ["Replay this deal so far", "Deal log", "Last deal's summary"]  # no lead of theirs yet
    pause = app.push(PauseScene(app, scene.rules, scene.pause_entries()))
    app.step(FRAME_MS)
    app.step(FRAME_MS, click(pause.entry_buttons[2].rect.center))
    review = app.top
    assert isinstance(review, SummaryScene) and review.review and review is not first
    assert review.deal.number == 1 and review.deal is scene.session.history[0]
    assert review.ring.widgets[0] is review.close_button
    # a playtest: opened again, it said the board now (deal 2 dressed: 15 fish more in parlett), not deal 1's
    assert review.board_left() == left_then == sum(scene.session.history[0].board.values())
    assert sum(scene.session.board.values()) != left_then
    app.step(FRAME_MS, click(review.close_button.rect.center))
    assert app.top is scene and scene.deal.number == 2  # the deal in progress goes on, none is dealt


def test_the_share_out_takes_only_a_fresh_press_after_its_last_card() -> None:
    """The share-out played at the table: Enter held down from skipping the cards, through the button's
    first second and beyond, does not close it; let go and pressed again, it does."""
    from popejoan.engine.cards import parse_cards
    from popejoan.ui.scenes.shareout import READY_GUARD_MS, ShareOutScene

    app = FakeApp((1280, 720), speed=4.0)
    session = Session(find_ruleset("spanish").with_options({}), ["Ann", "Ben", "Cal"], chips=50,
                      board={"pope": 7, "matrimony": 5, "intrigue": 3, "ace": 3})
    first = parse_cards("KH QH JH AH 9D")
    events = session.share_out(first + [c for c in PACK if c not in first])
    scene = app.push(ShareOutScene(app, session, events, [None, "normal", "easy"]))
    down = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
    up = pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
    for _ in range(5000):
        if scene.done:
            break
        app.step(FRAME_MS, key(pygame.K_SPACE) + [down])  # skipping, Enter held (auto-repeat)
    assert scene.done
    for _ in range(int((READY_GUARD_MS + 600) / FRAME_MS)):
        app.step(FRAME_MS, [down])
    assert scene.ready and app.top is scene
    app.step(FRAME_MS, [up])
    assert app.top is scene
    app.step(FRAME_MS, key(pygame.K_RETURN))
    assert app.top is not scene and scene.closed
