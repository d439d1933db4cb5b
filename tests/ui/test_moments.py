"""Issue 32, "At every moment": the front end answers the player at every moment, whatever is under way.

Each test is a reproduction from the playtest, driven as a player drives the game (real pygame events
through the real app, :mod:`tests.ui.driver`): Ctrl+Q (Cmd+Q) quits from any screen, as closing the window
does; a guard against stray presses (the pass card's, a hand just shown behind it) shows that it is not ready
and takes a fresh press once it is; with reduced motion nothing moves that the play does not need (no hand
turns over, no turn-up grows, no card rises, no page glides); a window resized while cards and fish are in
flight, they land where the new layout puts them.
"""

from __future__ import annotations

import importlib.util
import sys
import time
from pathlib import Path

import pygame
import pytest

from popejoan.engine.ruleset import find_ruleset
from popejoan.ui.app import App, GameSetup, Seat
from popejoan.ui.scene import Scene
from popejoan.ui.scenes.settings_screen import SettingsScene
from popejoan.ui.scenes.table.dealer_draw import place_drawn_cards
from popejoan.ui.scenes.table.hotseat import PRIVACY_GUARD_MS, REVEAL_GUARD_MS
from popejoan.ui.scenes.table.keys import SHARE_OUT_KEYS, TABLE_KEYS
from tests.ui.driver import click_button, key, step

ROOT = Path(__file__).resolve().parents[2]


def _table(app: App, players: str = "Ann,cpu,cpu,cpu", seed: int = 3) -> Scene:
    """A session of Parlett's ruleset at the app's table: "cpu" seats are Normal computer players."""
    seats = [Seat(f"Computer {i}", "computer", "normal") if p == "cpu" else Seat(p, "human")
             for i, p in enumerate(players.split(","))]
    return app.start_game(GameSetup(find_ruleset("parlett").with_options({}), seats, chips=20, deals=None,
                                    seed=seed))


# --- Ctrl+Q (Cmd+Q on a Mac) ---------------------------------------------------------------------------


@pytest.mark.parametrize("mod", [pygame.KMOD_LCTRL, pygame.KMOD_RCTRL, pygame.KMOD_LMETA])
def test_ctrl_q_quits_from_the_menu(app: App, mod: int) -> None:
    app.to_menu()
    step(app, 2)
    key(app, pygame.K_q, mod)
    assert app.quit_requested and not app.running


def test_a_plain_q_does_not_quit(app: App) -> None:
    app.to_menu()
    step(app, 2)
    key(app, pygame.K_q)
    assert not app.quit_requested and app.running


def test_ctrl_q_quits_from_the_table_and_the_settings_the_way_closing_the_window_does(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    closed: list[str] = []
    _table(app)
    step(app, 5)
    monkeypatch.setattr(app, "close_window", lambda: closed.append(type(app.top).__name__))
    key(app, pygame.K_q, pygame.KMOD_LCTRL)
    assert closed == ["TableScene"]
    app.push(SettingsScene(app))
    step(app, 2)
    key(app, pygame.K_q, pygame.KMOD_LMETA)
    assert closed == ["TableScene", "SettingsScene"]


def test_ctrl_q_is_in_the_key_lists() -> None:
    for bindings in (TABLE_KEYS, SHARE_OUT_KEYS):
        quits = [b for b in bindings if pygame.K_q in b.keys]
        assert len(quits) == 1 and quits[0].ctrl and quits[0].by == "app" and quits[0].label == "Ctrl+Q"


# --- a guard shows that it is not ready, and takes a fresh press once it is --------------------------------


def _to_pass_card(app: App) -> Scene:
    """A hot-seat table (Ann and Ben, one computer) run until the first pass card is up."""
    table = _table(app, "Ann,Ben,cpu", seed=8)
    for _ in range(20000):
        if table.privacy_for is not None:
            return table
        step(app)
    raise AssertionError("no pass card came up")


def test_an_early_enter_on_the_pass_card_shows_it_is_not_ready_then_a_press_once_ready_lifts_it(app: App) -> None:
    table = _to_pass_card(app)
    seat = table.privacy_for
    painter = table.painter
    # the card has been up one frame: its "press Enter" line waits under a bar filling over the guard's 600 ms
    assert painter.pass_card_wait is not None and painter.pass_card_wait < 0.1
    assert not painter.pass_card_refused
    step(app, 18)  # 0.3 s later (real time: the guard does not follow the animation speed)
    assert painter.pass_card_wait == pytest.approx(19 * 16.0 / PRIVACY_GUARD_MS, abs=0.03)
    key(app, pygame.K_RETURN)  # too early: the card stays, and says so
    assert table.privacy_for == seat
    assert painter.pass_card_refused
    step(app, round(PRIVACY_GUARD_MS / 16.0))
    assert painter.pass_card_wait is None and not painter.pass_card_refused  # ready: the bar has gone
    key(app, pygame.K_RETURN)  # a fresh press once it is ready lifts it
    assert table.privacy_for is None and table.shown_seat == seat


def test_a_hand_just_shown_behind_the_pass_card_shows_it_is_not_ready_to_play(app: App) -> None:
    table = _to_pass_card(app)
    seat = table.privacy_for
    step(app, round(PRIVACY_GUARD_MS / 16.0) + 1)
    for _ in range(2000):  # lift it when its human has a lead to make (not a Pope's offer)
        if table.deal.decision == "lead" and table.deal.to_move == seat:
            break
        step(app)
    key(app, pygame.K_RETURN)
    assert table.privacy_for is None and table.hotseat.reveal_guard_ms > 0
    # a press now is spent (it was meant for the pass card), and the hand shows it: no card raised to lead
    assert table.turns.prompt(1).legal == ()
    before = len(table.deal.events)
    key(app, pygame.K_RETURN)
    assert len(table.deal.events) == before
    step(app, round(REVEAL_GUARD_MS / 16.0) + 1)
    assert table.turns.prompt(1).legal != ()  # the cards it may lead rise: a press now plays
    key(app, pygame.K_RETURN)
    assert len(table.deal.events) > before


# --- reduced motion: nothing moves that the play does not need ----------------------------------------------


def _motions_from_the_draw_to_the_second_lead(app: App, reduced: bool) -> set[str]:
    """Every in-between motion the table drew (its painter's ``motion_drawn``) from the draw for the first
    dealer through the deal, the turn-up and the first leads, with reduced motion on or off."""
    app.settings.reduced_motion = reduced
    app.settings_changed()
    seats = [Seat("Ann", "human"), Seat("Ben", "computer", "normal"), Seat("Cat", "computer", "normal")]
    table = app.start_game(GameSetup(find_ruleset("parlett").with_options({}), seats, chips=20, seed=5))
    seen: set[str] = set()
    for _ in range(6000):
        step(app)
        seen.update(table.painter.motion_drawn)
        if table.deal is not None and len(table.deal.played) >= 2 and not table.director.busy:
            return seen
        if table.turns.human_to_act() == 0:
            key(app, pygame.K_RETURN)
    raise AssertionError("the deal did not get to its second card")


def test_reduced_motion_flips_no_card_and_grows_none(app: App) -> None:
    assert _motions_from_the_draw_to_the_second_lead(app, reduced=True) == set()


def test_without_reduced_motion_the_same_moments_move(app: App) -> None:
    # the same frames with motion: the hand turns over (the squeeze-flip), the turn-up grows, the cards fly and
    # the lowest card of the draw is lifted: what the test above finds none of, with reduced motion
    assert _motions_from_the_draw_to_the_second_lead(app, reduced=False) >= {"flip", "grow", "flight", "lift"}


def test_reduced_motion_scrolls_a_page_at_once(app: App) -> None:
    # the rules (a parchment page, as the deal's log is): Page Down glides there with motion, and is there at once
    # without it, as the menu's page already was
    for reduced, frames_to_land in ((False, 2), (True, 1)):
        app.settings.reduced_motion = reduced
        app.settings_changed()
        app.to_menu()
        step(app, 2)
        key(app, pygame.K_F1)
        rules = app.top
        assert type(rules).__name__ == "RulesScene"
        key(app, pygame.K_PAGEDOWN)  # one frame after the press
        assert rules.target > 0
        assert (rules.scroll == rules.target) == (frames_to_land == 1)
        key(app, pygame.K_ESCAPE)


# --- a window resized while things are in flight: they land where the new layout puts them ------------------


def _resize_window(app: App, size: tuple[int, int]) -> None:
    """The window resized by the window manager (``xdotool windowsize``): its new size, and the event, then a
    frame."""
    window = app._window  # private: the system's window, given the size the window manager gave it
    assert window is not None
    window.size = size
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
    step(app)
    started = time.monotonic()
    while app.screen_size != size:  # a second size soon after the first is a drag: laid out once it rests
        assert time.monotonic() - started < 5.0, "the window's new size was never laid out"
        time.sleep(0.01)
        step(app)


def _close(a: tuple[float, float], b: tuple[float, float], px: float = 1.0) -> bool:
    return abs(a[0] - b[0]) <= px and abs(a[1] - b[1]) <= px


def test_a_card_led_just_before_a_resize_lands_in_the_new_sequence_row(app: App) -> None:
    app.settings.animation_speed = 1.0
    table = _table(app)
    for _ in range(20000):
        if table.turns.human_to_act() == 0 and table.deal.decision == "lead" and table.hotseat.reveal_guard_ms <= 0:
            break
        step(app)
    key(app, pygame.K_RETURN)  # lead the selected card
    for _ in range(200):  # (the last sequence is swept aside first)
        if any(f.card is not None and f.t > 0.0 for f in table.view.cards_in_flight):
            break
        step(app)
    step(app, 3)  # about 0.06 s later, the card on its way
    led = [f for f in table.view.cards_in_flight if f.card is not None]
    assert len(led) == 1 and 0.0 < led[0].t < 1.0
    card = led[0].card
    _resize_window(app, (1300, 820))
    for _ in range(2000):
        if not table.view.cards_in_flight:
            break
        step(app)
    lay = table.layout
    placed = [(i, sc) for i, sc in enumerate(table.view.sequence) if sc.card == card]
    assert placed, "the led card is not in the sequence row"
    i, sc = placed[0]
    assert _close(sc.pos, lay.seq_slot(i))


def test_cards_dealt_and_fish_staked_during_a_resize_head_for_the_new_layout(app: App) -> None:
    app.settings.animation_speed = 1.0
    table = _table(app)
    director = table.director
    seen_cards = seen_fish = 0
    sizes = iter([(1100, 700), (1300, 820), (1000, 640), (1360, 860), (1200, 760), (980, 620)])
    for _ in range(3000):
        step(app)
        cards = [f for f in table.view.cards_in_flight if f.visible and 0.0 < f.t < 1.0 and f.card is None]
        fish = [f for f in (table.view.flock.flights if table.view.flock else []) if f.visible]
        if not (cards and seen_cards == 0 or fish and seen_fish == 0):
            continue  # (one resize while the deal's cards fly, one while the fish do)
        size = next(sizes, None)
        if size is None:
            break
        _resize_window(app, size)
        lay = table.layout
        # every card in flight is dealt: it heads for a seat's cards, the bottom hand's places, or a pile
        places = [director.seat_point(s) for s in range(table.view.players)]
        places += [r.center for r in lay.fan_rects(0, len(table.view.hands[0]) or 1, True)]
        places += [r.center for r in lay.fan_rects(0, len(table.view.hands[0]) or 1, False)]
        places += [lay.dead_pos, lay.undealt_pos]
        for f in table.view.cards_in_flight:
            if f.visible and 0.0 < f.t < 1.0 and f.card is None:  # (face up: the draw for the first dealer)
                assert any(_close(f.end, p, 2.0) for p in places), f"a card heads for {f.end}, not a place of {size}"
                seen_cards += 1
        # every fish in flight heads for a compartment of the board as it now lies, or for a plaque
        targets = [table.view.board.fish_point(lay.board_center(), name) for name in table.view.board.counts]
        targets += [director.plaque_point(s) for s in range(table.view.players)]
        for f in table.view.flock.flights if table.view.flock else []:
            if f.visible:
                assert any(_close(f.end, p, 7.0) for p in targets), f"a fish heads for {f.end}, not into {size}"
                seen_fish += 1
        if seen_cards and seen_fish:
            break
    assert seen_cards and seen_fish, (seen_cards, seen_fish)


def test_the_draw_for_the_first_dealer_lands_where_the_new_layout_lays_it(app: App) -> None:
    app.settings.animation_speed = 1.0
    table = _table(app)
    view = table.view
    for _ in range(600):  # the first cards of the draw on their way
        if any(f.visible and f.card is not None and 0.0 < f.t < 1.0 for f in view.cards_in_flight):
            break
        step(app)
    else:
        raise AssertionError("no card of the draw came")
    _resize_window(app, (1100, 700))
    for _ in range(600):
        if not view.cards_in_flight:
            break
        step(app)
    assert view.draw_cards
    lying = [(dc.pos, dc.width) for dc in view.draw_cards]
    place_drawn_cards(table.director)  # where the layout as it is now lays them
    assert lying == [(dc.pos, dc.width) for dc in view.draw_cards]


# --- a quicker pace for forced plays, the story kept ---------------------------------------------------------


def test_quick_forced_plays_make_a_deal_quicker_and_keep_its_story(tmp_path: Path) -> None:
    spec = importlib.util.spec_from_file_location("bench_forced_pace", ROOT / "bench" / "forced_pace.py")
    assert spec is not None and spec.loader is not None
    bench = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = bench  # its dataclasses look their module up
    spec.loader.exec_module(bench)
    watch_deal = bench.watch_deal

    normal = watch_deal(False, seed=2, config=tmp_path / "normal.json")
    quick = watch_deal(True, seed=2, config=tmp_path / "quick.json")
    # the same deal: the same stops, for the same reasons, and the same stakes taken and payments, in order
    assert quick.stops == normal.stops and normal.stops
    assert [name for name, _ in quick.story_ms] == [name for name, _ in normal.story_ms]
    # each still on show as long as at 1x (a frame either way)
    for (name, ms), (_, ms_before) in zip(quick.story_ms, normal.story_ms):
        assert ms >= ms_before - 16.0, f"{name} shown {ms} ms, at 1x {ms_before} ms"
    # and the deal quicker: its forced plays at FORCED_PACE times the pace
    assert quick.motion_ms < normal.motion_ms * 0.85


# --- a scene change prepared ahead: the table the menu would open is drawn while the menu waits -------------


def test_deal_the_cards_finds_the_table_drawn_ahead_while_the_menu_waited(app: App,
                                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """The soak's slowest frame (146 ms of CPU) was the click on "Deal the cards": the baize, the board at its
    size and every card face at the table's sizes were drawn in that frame. The menu's idle frames draw them
    ahead, a piece a frame; the click then draws none of them (a card of the draw for the first dealer, at its
    own size, is drawn as it comes, one a frame)."""
    from popejoan.ui import board, cards_art

    app.to_menu()
    step(app, 300)  # the menu waits: the rulesets load, the game's modules are read, the table is rehearsed
    made: list[str] = []
    faces = cards_art._draw_face
    widths: list[int] = []
    monkeypatch.setattr(cards_art, "_draw_face", lambda c, w: widths.append(w) or faces(c, w))
    for name in ("_render_base", "_render_layer", "_render_gloss"):
        drawn = getattr(board.Board, name)
        monkeypatch.setattr(board.Board, name, lambda self, _d=drawn, _n=name: made.append(_n) or _d(self))
    click_button(app, "Deal the cards")
    step(app, 2)
    table = app.top
    assert type(table).__name__ == "TableScene"
    assert made == []  # the board: its face, its gloss, its turning layer
    assert [w for w in widths if w in (table.layout.hand_w, table.layout.seq_w)] == []  # the hand's and the row's
