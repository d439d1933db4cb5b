"""Accessibility: contrast computed from the palette, the four-colour pack, legal leads marked without
colour, the interface size at 960x600, reduced motion, the keyboard and the settings that hold it all.

The contrast ratios are WCAG 2.x's, worked out from the palette's colours
(``palette.TEXT_ON``: every colour the game writes words in, with the
grounds it writes them on), and the grounds are measured from what the game
really paints: the table's baize, the menu's wood, a lacquer panel. A run
through every screen records the colours the text is drawn in, so no screen
writes in a colour that has not been checked. The screenshots at 150 % and
with the four-colour pack (``main.py --screenshot`` under Xvfb) were looked
at by eye; here the same layouts are measured.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pygame
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from harness import key  # noqa: E402
from test_table import FRAME_MS, make_table, run_until  # noqa: E402

from popejoan.engine.cards import CLUBS, DIAMONDS, HEARTS, SPADES, card  # noqa: E402
from popejoan.ui import access, cards_art, theme  # noqa: E402
from popejoan.ui import palette as pal  # noqa: E402
from popejoan.ui.scenes.table.layout import TableLayout, plaque_fonts  # noqa: E402
from popejoan.ui.settings import Settings  # noqa: E402
from popejoan.ui.theme.lettering import gilt_gradient  # noqa: E402

# --- contrast ------------------------------------------------------------------------------------


def test_the_contrast_formula_against_known_values() -> None:
    assert pal.contrast((0, 0, 0), (255, 255, 255)) == pytest.approx(21.0)
    assert pal.contrast((255, 255, 255), (255, 255, 255)) == pytest.approx(1.0)
    assert pal.contrast((118, 118, 118), (255, 255, 255)) == pytest.approx(4.54, abs=0.01)  # WCAG's grey #767676
    assert pal.over((0, 0, 0), 128, (255, 255, 255)) == (127, 127, 127)


@pytest.mark.parametrize("name", sorted(pal.TEXT_ON))
def test_every_text_colour_reads_at_4_5_to_1_on_every_ground_it_is_written_on(name: str) -> None:
    colour, grounds = pal.TEXT_ON[name]
    for ground in grounds:
        ratio = pal.contrast(colour, pal.GROUNDS[ground])
        assert ratio >= 4.5, f"{name} {colour} on {ground} {pal.GROUNDS[ground]}: {ratio:.2f}:1"


def test_the_gilt_lettering_is_drawn_in_the_checked_bands() -> None:
    pygame.font.init()
    strip = gilt_gradient(40)
    colours = {tuple(strip.get_at((0, y)))[:3] for y in range(40)}
    darkest = min(colours, key=pal.luminance)
    assert pal.luminance(darkest) >= pal.luminance(pal.GILT_TEXT_DARK) - 1e-9
    assert theme.IVORY_DIM == pal.IVORY_DIM and theme.INK == pal.INK_BROWN


def test_the_declared_grounds_are_the_lightest_the_game_paints() -> None:
    """The baize under candle light, every pixel inside the rail; the menu's wood, 95 % of it (the grain's
    bright lines are thinner than a letter); a lacquer panel's ground inside its rules."""
    from popejoan.ui.scenes.table.painter import TablePainter

    pygame.display.init()
    pygame.display.set_mode((8, 8))
    for size in ((960, 600), (1280, 800), (1920, 1080)):
        baize = TablePainter("t", None, "after_dealer")._render_background(size)
        lightest = max(pal.luminance(tuple(baize.get_at((x, y)))[:3])
                       for x in range(24, size[0] - 24, 4) for y in range(24, size[1] - 24, 4))
        assert lightest <= pal.luminance(pal.BAIZE_LIT) + 1e-9, size
        wood = theme.wood_background(size)
        levels = sorted(pal.luminance(tuple(wood.get_at((x, y)))[:3])
                        for x in range(0, size[0], 4) for y in range(0, size[1], 4))
        assert levels[int(len(levels) * 0.95)] <= pal.luminance(pal.WOOD_LIT), size
    panel = pygame.Surface((400, 300))
    panel.fill((0, 0, 0))
    theme.draw_panel(panel, panel.get_rect(), 1.0)
    inside = [pal.luminance(tuple(panel.get_at((x, y)))[:3]) for x in range(30, 370, 5) for y in range(30, 270, 5)]
    assert max(inside) <= pal.luminance(pal.PANEL_LIT) + 1e-9


def test_every_screen_writes_only_in_checked_colours(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The menu, the settings, the saved sessions, the table (a lead made), its keys, log, played cards,
    replay and pause menu, the rules, a summary and the final standings: every colour text is drawn in
    is one of the palette's checked text colours (or a blend between two of them that reads as well)."""
    from popejoan.engine.ruleset import find_ruleset
    from popejoan.ui.app import App
    from popejoan.ui.launch import finished_deal, ready_to_play
    from popejoan.ui.scenes.rules import RulesScene
    from popejoan.ui.scenes.sessions import SessionsScene
    from popejoan.ui.scenes.settings_screen import SettingsScene
    from popejoan.ui.scenes.summary import SummaryScene
    from popejoan.ui.setup import GameSetup, Seat

    used: set[tuple[int, int, int]] = set()
    render = theme.render

    def spy(text, size_px, color=theme.IVORY, language="en", **style):
        if not style.get("gilt"):
            used.add(tuple(color)[:3])
        return render(text, size_px, color, language, **style)

    monkeypatch.setattr(theme, "render", spy)
    app = App((1280, 800), config=tmp_path / "settings.json", hidden=True)
    app.saving.enabled = False
    app.to_menu()
    for _ in range(4):
        app.step(16, [])
    for scene in (SettingsScene(app), SessionsScene(app)):
        app.push(scene)
        app.step(16, [])
        app.pop()
    seats = [Seat("Ann", "human")] + [Seat(n, "computer", "normal") for n in ("Ben", "Cat", "Dan")]
    setup = GameSetup(ruleset=find_ruleset("spanish").with_options({}), seats=seats, chips=0, deals=None, seed=7)
    table = app.start_game(setup)
    table.director.skip_draw()
    ready_to_play(app, table)
    legal = table.turns.legal_in_hand(0)
    if legal:
        table.turns.human_play(legal[0])
    for _ in range(200):
        app.step(16, [])
    for open_view in (table.show_keys, table.open_log, table.open_record, table.open_replay, app.pause):
        open_view()
        for _ in range(3):
            app.step(16, [])
        app.pop()
    app.push(RulesScene(app, setup.ruleset))
    app.step(16, [])
    app.pop()
    session, deal = finished_deal(setup, 3)
    summary = app.push(SummaryScene(app, session, deal, setup=setup))
    for _ in range(90):
        app.step(16, [])
    summary.end_session(play=False)
    for _ in range(90):
        app.step(16, [])
    declared = {colour for colour, _ in pal.TEXT_ON.values()}
    dark = ("baize", "wood", "panel", "caption ribbon", "stop note", "plaque", "button")
    for colour in used - declared:
        # a blend (a plaque's name glowing as fish arrive): it must read on every dark ground by itself
        assert all(pal.contrast(colour, pal.GROUNDS[g]) >= 4.5 for g in dark), colour


# --- the four-colour pack -------------------------------------------------------------------------


def _colours_of(surface: pygame.Surface) -> set[tuple[int, int, int]]:
    return {tuple(surface.get_at((x, y)))[:3] for x in range(surface.get_width()) for y in range(surface.get_height())}


def _near(colours: set[tuple[int, int, int]], target: tuple[int, int, int], tolerance: int = 12) -> bool:
    return any(all(abs(a - b) <= tolerance for a, b in zip(c, target)) for c in colours)


def test_the_four_colour_pack_colours_clubs_green_and_diamonds_blue_on_every_face() -> None:
    pygame.display.init()
    pygame.display.set_mode((8, 8))
    assert cards_art.suit_colour(CLUBS) == pal.CARD_BLACK and cards_art.suit_colour(DIAMONDS) == pal.CARD_RED
    before = _colours_of(cards_art.face(card(CLUBS, 7), 60))
    generation = cards_art.pack_generation()
    access.set_choices(four_colour=True)
    assert cards_art.pack_generation() != generation  # the board's wells are drawn again
    clubs = _colours_of(cards_art.face(card(CLUBS, 7), 60))
    diamonds = _colours_of(cards_art.face(card(DIAMONDS, 7), 60))
    assert _near(clubs, pal.CARD_GREEN) and not _near(before, pal.CARD_GREEN)
    assert _near(diamonds, pal.CARD_BLUE) and not _near(diamonds, pal.CARD_RED)
    assert _near(_colours_of(cards_art.face(card(HEARTS, 7), 60)), pal.CARD_RED)
    assert _near(_colours_of(cards_art.face(card(SPADES, 7), 60)), pal.CARD_BLACK)
    access.set_choices(four_colour=False)
    assert not _near(_colours_of(cards_art.face(card(CLUBS, 7), 60)), pal.CARD_GREEN)


def test_the_settings_file_keeps_the_new_choices_and_refuses_bad_ones(tmp_path: Path) -> None:
    from popejoan.ui.settings import load_settings, save_settings

    path = tmp_path / "settings.json"
    chosen = Settings(sound_volume=0.3, muted=True, ambience=True, four_colour=True, ui_scale=150,
                      reduced_motion=True)
    assert save_settings(chosen, path) is None
    loaded, problem = load_settings(path)
    assert problem is None and loaded == chosen
    for bad in ({"ui_scale": 130}, {"ui_scale": "150"}, {"sound_volume": 1.5}, {"sound_volume": True},
                {"four_colour": "yes"}, {"reduced_motion": 1}, {"muted": None}):
        path.write_text(json.dumps(bad), encoding="utf-8")
        settings, problem = load_settings(path)
        assert problem and settings == Settings(), bad
    applied = access.apply(chosen)
    assert applied == access.Access(four_colour=True, zoom=1.5, reduced_motion=True)


# --- legal leads, without colour -------------------------------------------------------------------


def test_legal_leads_are_raised_and_outlined_and_the_selected_one_pointed_at() -> None:
    app, scene = make_table("parlett", [None, "normal", "normal", "normal"], seed=3, first_dealer=2)
    run_until(app, scene, lambda: scene.human_to_act == 0 and scene.reveal_guard_ms <= 0
              and scene.deal.decision == "lead" and not scene.director.busy
              and 0 < len(scene.turns.legal_in_hand(0)) < len(scene.view.hands[0]))
    for _ in range(3):
        app.step(FRAME_MS)
    surface = app.screen
    legal = scene.turns.legal_in_hand(0)
    rects = dict(scene.hand_rects(0))
    raised = {c for c, r in rects.items() if r.y < scene.layout.hand_y}
    assert raised == set(legal)
    selected = legal[scene.view.selected]
    for c, rect in rects.items():
        if c == selected:
            continue
        ring = rect.inflate(2, 2)
        edge = {tuple(surface.get_at((x, ring.y)))[:3] for x in range(ring.x + 10, ring.right - 10, 3)}
        if c in legal:  # its gilt outline along its top edge
            assert _near(edge, pal.GILT_LIGHT, 30), c
    pointer = scene.painter.pointer_at
    assert pointer == rects[selected]
    tip_y = pointer.top - max(1, int(5 * scene.layout.s)) - 2
    assert _near({tuple(surface.get_at((pointer.centerx, tip_y)))[:3]}, pal.HIGHLIGHT, 40)


# --- the interface size -------------------------------------------------------------------------------


@pytest.mark.parametrize("players", range(3, 9))
def test_the_table_at_150_percent_fits_960_by_600(players: int) -> None:
    """At 960x600 the table grows as far as it lays out cleanly around a board no smaller than at 100 %: 135 % with
    up to five at the table, less round a fuller one, and not at all round eight, whose side columns are full
    (tests/ui/test_table_fits.py measures every part); the words and cards grow with it."""
    pygame.display.init()
    pygame.font.init()
    size = (960, 600)
    plain, large = TableLayout(size, players), TableLayout(size, players, 1.5)
    assert large.problems() == [] and plain.problems() == []
    assert large.radius >= plain.radius  # the board first
    if players == 8:  # no room for larger words round a board of its size: the table as at 100 %
        assert large.zoom == 1.0
        return
    assert large.zoom > 1.0
    if players <= 5:
        assert large.zoom == pytest.approx(1.35)
    assert large.s == pytest.approx(plain.s * large.zoom)
    assert large.hand_w >= int(plain.hand_w * large.zoom ** 0.5) - 1 and large.hand_w > plain.hand_w
    assert plaque_fonts(large.s)[0] > plaque_fonts(plain.s)[0]  # the names on the plaques
    assert large.plaque[0] > plain.plaque[0] and large.plaque[1] > plain.plaque[1]
    inner = large.inner_rect()
    plaques = [large.plaque_rect(k) for k in range(players)]
    for k, rect in enumerate(plaques):
        assert inner.contains(rect), (k, rect)
        for other in plaques[k + 1:]:
            assert not rect.colliderect(other)
    hand = large.hand_rects(list(range(13)), legal=list(range(13)))
    assert all(inner.contains(r.clip(inner)) and r.bottom <= 600 for _, r in hand)
    seq_bottom = large.seq_y + cards_art.card_height(large.seq_w)
    assert seq_bottom <= large.hand_y - large.hand_raise  # the sequence lies above the raised hand
    assert large.caption_bottom <= large.seq_y  # the caption above the sequence
    assert large.cy - large.radius >= 0 and large.cy + large.radius <= large.caption_top
    assert not any(r.colliderect(large.plaque_rect(0)) for _, r in hand)


def test_the_zoom_is_what_the_window_has_room_for() -> None:
    """The largest zoom, in 5 % steps up to the one asked, at which the table lays out cleanly (the board no
    smaller than at 100 %)."""
    assert TableLayout((960, 600), 4, 2.0).zoom == pytest.approx(1.35)
    assert TableLayout((1280, 800), 4, 2.0).zoom == pytest.approx(1.4)
    assert TableLayout((960, 600), 4, 1.25).zoom == pytest.approx(1.25)
    assert access.fit_zoom((900, 600), (400, 300), 2.0) == pytest.approx(2.0)
    assert access.fit_zoom((900, 600), (600, 400), 2.0) == pytest.approx(1.5)
    assert access.fit_zoom((300, 300), (600, 400), 2.0) == 1.0


@pytest.mark.parametrize("scene_name", ["pause", "settings", "help"])
def test_the_panels_over_the_table_fit_960_by_600_at_150_percent(scene_name: str) -> None:
    access.set_choices(zoom=1.5)
    app, scene = make_table("parlett", [None, "normal", "normal", "normal"], seed=3, size=(960, 600),
                            first_dealer=0)
    app.step(FRAME_MS)
    if scene_name == "pause":
        from popejoan.ui.scenes.pause import PauseScene

        panel_scene = app.push(PauseScene(app, scene.rules, scene.pause_entries()))
        panel = panel_scene.panel
    elif scene_name == "settings":
        from popejoan.ui.scenes.settings_screen import SettingsScene

        panel_scene = app.push(SettingsScene(app))
        panel = panel_scene.panel
    else:
        scene.show_keys()
        panel_scene = app.top
    app.step(FRAME_MS)
    window = pygame.Rect(0, 0, 960, 600)
    if scene_name == "help":
        assert panel_scene.rows_drawn and panel_scene.layout.scale >= theme.ui_scale((960, 600))
        return
    assert window.contains(panel), panel
    assert panel_scene.layout.scale > theme.ui_scale((960, 600)) * 1.15  # drawn larger than at 100 %
    for widget in panel_scene.ring.widgets:
        assert panel.contains(widget.rect), widget


# --- reduced motion ------------------------------------------------------------------------------------


def test_with_reduced_motion_the_board_jumps_to_where_it_turns() -> None:
    def first_frames(reduced: bool) -> tuple[float, list[float]]:
        access.set_choices(reduced_motion=reduced)
        app, scene = make_table("parlett", ["easy"] * 4, seed=3, speed=1.0, first_dealer=2)
        target = scene.board.facing_angle("pope", scene.director.seat_direction(2)) % 360.0
        angles = []
        for _ in range(4):
            app.step(FRAME_MS)
            angles.append(scene.board.angle)
        return target, angles

    target, moving = first_frames(False)
    assert abs(moving[0] - target) > 1.0  # with motion the board is still on its way after a frame
    target, still = first_frames(True)
    assert still[0] == pytest.approx(target)  # reduced: there at once, from the first frame of the deal
    assert all(a == pytest.approx(target) for a in still)
    # through the whole deal, the board only ever shows one of its targets, never an angle between two
    app, scene = make_table("parlett", ["easy"] * 4, seed=3, speed=2.0, first_dealer=1)
    board = scene.board
    targets = {round(board.facing_angle(name, scene.director.seat_direction(seat)) % 360.0, 3)
               for name in board.order for seat in range(4)}
    for _ in range(4000):
        app.step(FRAME_MS)
        assert round(board.angle, 3) in targets | {0.0}
        if scene.session.deals_played:
            break
    assert not any(p.kind == "board" for p in app.sound.log)  # no rumble for a board that does not turn


def test_with_reduced_motion_cards_and_fish_fade_in_place() -> None:
    from popejoan.ui.scenes.table.view import CardFlight

    access.set_choices(reduced_motion=True)
    app, scene = make_table("parlett", ["easy"] * 4, seed=3, speed=1.0, first_dealer=0)
    run_until(app, scene, lambda: any(f.visible for f in scene.view.cards_in_flight), limit=600)
    # a card flying from one corner to the other: drawn only where it leaves, then only where it lands
    lay = scene.layout
    flight = CardFlight(card(HEARTS, 5), (100.0, 100.0), (700.0, 500.0), lay.seq_w, lay.seq_w, flip=True, lift=80.0,
                        tilt0=20.0)
    for t, here, there in ((0.25, (100, 100), (700, 500)), (0.75, (700, 500), (100, 100))):
        canvas = pygame.Surface((800, 600))
        canvas.fill((0, 0, 0))
        flight.t = t
        scene.painter.draw_faded_flight(canvas, flight, lay)
        assert canvas.get_at(here)[:3] != (0, 0, 0) and canvas.get_at(there)[:3] == (0, 0, 0)
        assert canvas.get_at((400, 300))[:3] == (0, 0, 0)  # never half-way along
    # the fish fade likewise: at their start, then at their end, never between
    app.step(FRAME_MS)
    assert scene.view.flock is not None and scene.view.flock.fade
    seen = 0
    for _ in range(3000):
        app.step(FRAME_MS)
        for fish in scene.view.flock.flights:
            if fish.visible:
                assert fish.pos in (fish.start, fish.end)
                seen += 1
        if seen > 20 or scene.session.deals_played:
            break
    assert seen > 0


def test_with_reduced_motion_the_menus_board_stands_still(tmp_path: Path) -> None:
    from popejoan.ui.app import App

    app = App((1280, 800), config=tmp_path / "settings.json", hidden=True)
    app.settings.reduced_motion = True
    app.settings_changed()
    menu = app.to_menu()
    for _ in range(3):
        app.step(16, [])
    angle = menu.board_angle
    for _ in range(30):
        app.step(16, [])
    assert menu.board_angle == angle
    app.settings.reduced_motion = False
    app.settings_changed()
    for _ in range(30):
        app.step(16, [])
    assert menu.board_angle != angle


# --- the keyboard ---------------------------------------------------------------------------------------


def test_the_settings_work_from_the_keyboard_alone(tmp_path: Path) -> None:
    from popejoan.ui.app import App
    from popejoan.ui.scenes.settings_screen import SettingsScene
    from popejoan.ui.settings import load_settings

    app = App((960, 600), config=tmp_path / "settings.json", hidden=True)
    menu = app.to_menu()
    for _ in range(3):
        app.step(16, [])
    menu.ring.focus = menu.ring.widgets.index(menu.settings_button)
    app.step(16, key(pygame.K_RETURN))
    settings = app.top
    assert isinstance(settings, SettingsScene) and settings.ring.focused is settings.volume

    def tab_to(widget) -> None:
        for _ in range(len(settings.ring.widgets)):
            if settings.ring.focused is widget:
                return
            app.step(16, key(pygame.K_TAB))
        raise AssertionError("Tab never reached it")

    app.step(16, key(pygame.K_LEFT))
    assert app.settings.sound_volume == pytest.approx(0.7)
    tab_to(settings.sound_on)
    app.step(16, key(pygame.K_RETURN))
    assert app.settings.muted and app.sound.muted
    tab_to(settings.four_colour)
    app.step(16, key(pygame.K_SPACE))
    assert app.settings.four_colour and access.current().four_colour
    tab_to(settings.size)
    app.step(16, key(pygame.K_RIGHT))
    app.step(16, key(pygame.K_RIGHT))
    assert app.settings.ui_scale == 150 and access.current().zoom == pytest.approx(1.5)
    tab_to(settings.reduced)
    app.step(16, key(pygame.K_RETURN))
    assert access.current().reduced_motion
    app.step(16, key(pygame.K_ESCAPE))
    assert app.top is menu
    saved, problem = load_settings(tmp_path / "settings.json")
    assert problem is None
    assert (saved.sound_volume, saved.muted, saved.four_colour, saved.ui_scale, saved.reduced_motion) == (
        pytest.approx(0.7), True, True, 150, True)


def test_the_help_lists_every_key_the_table_answers_including_undo_and_mute() -> None:
    from popejoan.ui.scenes.help import OPEN_GUARD_MS, HelpScene
    from popejoan.ui.scenes.table.keys import TABLE_KEYS

    app, scene = make_table("parlett", [None, "easy", "easy"], seed=3, first_dealer=0)
    app.step(FRAME_MS, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SLASH, mod=pygame.KMOD_SHIFT, unicode="?",
                                           scancode=0)])
    helper = app.top
    assert isinstance(helper, HelpScene)
    app.step(FRAME_MS)
    labels = [label for label, _ in helper.rows_drawn]
    # Parlett never offers the Pope as a stop: its key list leaves Tab (the offer's other answer) out (issue 33)
    keys = [b for b in TABLE_KEYS if b.action != "switch_answer"]
    assert labels == [b.label for b in keys if b.by != "mouse"] + [b.label for b in keys if b.by == "mouse"]
    assert "Ctrl+Z" in labels and "M" in labels and "Tab" not in labels
    app.step(OPEN_GUARD_MS + 10)
    app.step(FRAME_MS, key(pygame.K_SPACE))
    assert app.top is scene


def test_a_whole_deal_is_played_from_the_keyboard_alone() -> None:
    """Arrows and Enter lead, the Pope's offer is answered with Tab and Enter, Space skips: no click at all."""
    app, scene = make_table("japanese", [None, "easy", "easy", "easy"], seed=5, first_dealer=3,
                            options={"pope_as_stop": True})
    for _ in range(30000):
        if scene.session.deals_played:
            break
        if scene.human_to_act == 0 and scene.reveal_guard_ms <= 0:
            if scene.deal.decision == "pope_offer":
                app.step(FRAME_MS, key(pygame.K_TAB) + key(pygame.K_RETURN))
            else:
                app.step(FRAME_MS, key(pygame.K_RIGHT) + key(pygame.K_RETURN))
            continue
        app.step(FRAME_MS, key(pygame.K_SPACE))
    assert scene.session.deals_played == 1


def test_clicking_the_size_control_twice_grows_the_size_twice(tmp_path: Path) -> None:
    """Found by a new player: the panel grew under the first click on ›, and the second click, at the same
    place on the screen, hit the sound switch. The pointer now goes with the control."""
    from popejoan.ui.app import App
    from popejoan.ui.scenes.settings_screen import SettingsScene

    app = App((1280, 800), config=tmp_path / "settings.json", hidden=True)
    app.to_menu()
    app.step(16, [])
    settings = app.push(SettingsScene(app))
    app.step(16, [])
    muted = app.settings.muted

    def press(pos: tuple[int, int]) -> None:
        app.step(16, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                      pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)])

    grow = settings.size.rect.move(-8, 0).midright  # on ›, the control's right third
    before = settings.size.rect.copy()
    press(grow)
    assert app.settings.ui_scale == 125
    moved = settings.size.rect
    assert moved != before  # the panel grew: the control is elsewhere
    spot = settings.ring.mouse  # where the pointer was put (SDL then reports it there)
    assert spot != grow and moved.collidepoint(spot) and spot[0] > moved.x + moved.width * 2 // 3  # on › still
    app.step(16, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=spot, button=1)])
    press(spot)
    assert app.settings.ui_scale == 150 and app.settings.muted == muted
