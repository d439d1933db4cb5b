"""Issue 12 item 7, everything fits: in every interface language, at the smallest window (960×600) and the
usual one (1280×800), and for the settings and the replay at sizes in between (1000×640, 1152×680), every
screen's text lies whole inside its box and the window, clear of a panel's gilt rules and of any button it
is not on, and no text lies over other text.

Each screen is staged as a player meets it (the screenshot staging of :mod:`popejoan.ui.launch` where it
has one), with the language chosen before the game starts, then drawn once while :mod:`textmap` records
where every line of text lands, and the box (panel, button, stepper, field) it was drawn into. Screens:
the menu, settings, rules, saved sessions (with a saved session in the list), the table mid-deal with the
human to lead, a hint asked for, a stop's caption, a Pope offer (japanese, Pope as stop), the pause
menu, the deal's log, the played cards, the key help, a deal's summary, the session's final standings,
the share-out under way (the spanish ruleset's, dealt with a trump), the replay of a finished deal and the
replay of the deal in progress (from the pause menu).

Deliberate exceptions, and why:

* a line half out of a scrolling list or page (the rules, the log, the help, the saved sessions, the
  menu's ruleset list and notices) is not a fault: it scrolls into view;
* a ruleset's own texts (its source's title on the menu's ruleset list) and a saved session's line of
  every player's fish may be cut short with "…": they are the ruleset's or the players' words, shown whole
  on the rules screen and at the table; player names are cut with "…" by design (``theme.fit_name``);
  so is the menu's line naming the folder for the player's own rulesets (a path as long as the system
  makes it);
* the board's own lettering (compartment names round the rim, counts on the stakes) is drawn by
  :mod:`popejoan.ui.board` straight with a font and is not recorded here; the board's tests place it.
"""

from __future__ import annotations

import contextlib
import functools
import os
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

import textmap  # noqa: E402

from popejoan.ui import i18n, launch, staging  # noqa: E402
from popejoan.ui.i18n import t  # noqa: E402
from tests.ui.driver import (  # noqa: E402
    FPS_MS,
    advance,
    launch_args,
    play_until,
    settle,
    sized_app,
    table_mid_deal,
)

pytestmark = pytest.mark.layout_sweep  # a layout sweep: the default run keeps a slice (tests/conftest.py, SWEEP_SLICE)

LANGUAGES = ["en", "es", "ja", "ru"]
SIZES = [(960, 600), (1280, 800)]


def _staged(name: str, *argv: str) -> Callable[[Any], None]:
    def stage(app: Any) -> None:
        staging.stage(app, name, launch_args("--scene", name, *argv))
        settle(app)
    return stage


def _hint(app: Any) -> None:
    table = table_mid_deal(app)
    assert table.turns.ask_hint()
    import time

    start = time.monotonic()  # the hint is thought on a worker, in real time: waited for by the clock
    while table.turns.hint_thought is not None:
        assert time.monotonic() - start < 60.0, "the hint never came"
        app.step(FPS_MS, events=[])
        time.sleep(0.002)
    settle(app, 30)


def _stop(app: Any) -> None:
    """Play on (the person leading their first legal card) until a stop's caption is up."""
    from popejoan.ui.scenes.table import captions

    titles: set[str] = set()
    stopped = captions.stopped

    def watch(*args: Any, **kwargs: Any) -> tuple[str, str]:
        out = stopped(*args, **kwargs)
        titles.add(out[0])
        return out

    captions.stopped = watch
    try:
        table = table_mid_deal(app)
        play_until(app, table, lambda: table.view.caption in titles, "no stop came")
    finally:
        captions.stopped = stopped
    table.view.caption_age = 1500.0
    settle(app, 2)


def _pope_offer(app: Any) -> None:
    """The japanese ruleset with the Pope as a stop: the person holds the Pope at a halt and is asked."""
    from popejoan.engine.ruleset import find_ruleset
    from popejoan.engine.session import Session
    from popejoan.engine.state import POPE

    rules = find_ruleset("japanese").with_options({"pope_as_stop": True})
    for seed in range(400):
        deal = Session(rules, ["a", "b", "c", "d"], seed=seed).start_deal()
        while not deal.over and deal.decision != "pope_offer":
            deal.apply(deal.legal_actions()[0])
        if not deal.over and deal.to_move == 0 and POPE in deal.hands[0]:
            break
    else:
        raise AssertionError("no seed brings the person a Pope offer")
    launch.start_from_args(app, launch_args("--ruleset", "japanese", "--option", "pope_as_stop=true",
                                            "--seed", str(seed)))
    table = app.top
    table.director.skip_draw()
    for _ in range(40000):
        if table.deal is not None and table.deal.decision == "pope_offer" and table.turns.human_to_act() == 0:
            break
        if table.privacy_for is not None:
            table.hotseat.lift()
            table.hotseat.reveal_guard_ms = 0.0
        if table.turns.human_to_act() is not None:
            table.turns.human_play(table.deal.legal_actions()[0])
        if table.timeline.busy:
            table.timeline.finish_all()
        advance(app)
    else:
        raise AssertionError("the Pope offer never came")
    settle(app, 30)


def _over_table(then: str) -> Callable[[Any], None]:
    def stage(app: Any) -> None:
        table = table_mid_deal(app)
        if then == "pause":
            app.pause()
        elif then == "log":
            table.open_log()
        elif then == "played":
            table.open_record()
        elif then == "help":
            table.show_keys()
        settle(app, 40)
    return stage


LONG_NAMES = {
    "en": "Wednesday at Grandma's with the Pickwicks",
    "es": "Miércoles en casa de la abuela con los Pickwick",
    "ja": "おばあちゃんの家でピクウィック一家と遊んだ水曜日の対局",
    "ru": "Среда у бабушки с Пиквиками и мистером Микобером",
}
"""A session's name longer than a row holds, in each language: the field keeps as much as the row shows whole."""


def stage_sessions(app: Any) -> None:
    """Saved sessions: an unfinished session a few deals in, people and computers at several levels, never named;
    and eight seats (four people, four computers, alternating) named as long as a name may be in the interface
    language, typed into the name field as a player would."""
    from popejoan.ui.scenes.sessions import SessionsScene

    store = app.saving.store
    for players in ("Ann,cpu,cpu,cpu,cpu:hard,cpu", "Ann,cpu:expert,Ben,cpu:hard,Cy,cpu:easy,Dot,cpu"):
        setup = launch.setup_from_args(launch_args("--players", players, "--seed", "5"), app.settings)
        session, _ = launch.finished_deal(setup, 2)
        store.save(store.new_id(), session)
    app.to_menu()
    settle(app, 1)
    scene = SessionsScene(app)
    app.push(scene)
    eight = next(info for info in scene.saves if len(info.players) == 8)
    scene.start_rename(eight)
    scene.name_field.handle_event(pygame.event.Event(pygame.TEXTINPUT, text=LONG_NAMES[i18n.language()]), True)
    assert scene.keep_name(), scene.rename_note
    settle(app, 20)


def _sessions_delete(app: Any) -> None:
    """Saved sessions, asked whether to delete the eight-seat session named as long as a name may be."""
    stage_sessions(app)
    scene = app.top
    info = next(info for info in scene.saves if len(info.players) == 8)
    scene.ask_delete(info)
    settle(app, 2)
    # every line of the question is drawn: the panel grows for it (it held four, and cut the fifth unseen)
    from popejoan.ui import theme

    C = scene.confirm_layout
    lines = theme.wrap(scene.delete_question(info), C.px(17), scene.confirm_rect.width - C.px(70), italic=True)
    assert len(lines) <= scene.confirm_room, (len(lines), scene.confirm_room)
    assert info.name in scene.delete_question(info)


def stage_sessions_renaming(app: Any) -> None:
    """Saved sessions, a name being typed (as long as it may be) and then a blank one refused in words."""
    stage_sessions(app)
    scene = app.top
    scene.start_rename(scene.saves[-1])
    scene.name_field.handle_event(pygame.event.Event(pygame.TEXTINPUT, text=LONG_NAMES[i18n.language()]), True)
    settle(app, 2)
    scene.start_rename(scene.saves[0])
    scene.draft = "  "
    assert not scene.keep_name() and scene.rename_note
    settle(app, 2)


def _long_name() -> str:
    """The longest name a session may have, in the interface language (:data:`LONG_NAMES` to
    :data:`~popejoan.storage.saves.NAME_MAX_CHARS` characters)."""
    from popejoan.storage.saves import NAME_MAX_CHARS

    return LONG_NAMES[i18n.language()][:NAME_MAX_CHARS].strip()


def _named(stage: Callable[[Any], Any]) -> Callable[[Any], Any]:
    """``stage``, the session in play named as long as a name may be in the interface language (as renamed from
    the saved sessions before it was continued): its name is on the table's header, the pause menu's and the
    summary's."""
    def named(app: Any) -> Any:
        out = stage(app)
        scene = next(s for s in reversed(app.scenes) if getattr(s, "session", None) is not None)
        scene.session.meta["name"] = _long_name()
        table = next((s for s in app.scenes if hasattr(s, "painter") and hasattr(s, "director")), None)
        if table is not None:
            table.painter.session_name = _long_name()
            table.on_resize(app.screen_size)
        if stage is SCENES["pause"]:  # opened again, to read the name
            app.pop()
            app.pause()
        settle(app, 40)
        return out
    return named


def _replay_named(stage: Callable[[Any], Any]) -> Callable[[Any], Any]:
    """``stage`` (a replay), opened from a session named as long as a name may be: its header gives the name on
    a line of its own, as the table's does, above which deal it is (and, for a deal in progress, whose hand)."""
    def named(app: Any) -> Any:
        out = stage(app)
        replay = app.top
        replay.painter.session_name = _long_name()
        replay.on_resize(app.screen_size)
        settle(app, 5)
        return out
    return named


def _offer_saved_session(app: Any, named: bool = True) -> None:
    """The menu, its Continue card offering an unfinished session (two deals played) named as long as a name may
    be, or (``named`` False) never named."""
    store = app.saving.store
    setup = launch.setup_from_args(launch_args("--players", "Ann,cpu,cpu:hard", "--seed", "5"), app.settings)
    session, _ = launch.finished_deal(setup, 2)
    save_id = store.new_id()
    store.save(save_id, session)
    if named:
        store.rename(save_id, _long_name())
    app.to_menu()
    settle(app, 3)
    info = app.top.continue_info
    assert info is not None and info.name == (_long_name() if named else None)


def _menu_named(app: Any) -> None:
    """The menu, its Continue card offering an unfinished session named as long as a name may be."""
    _offer_saved_session(app)
    assert "…" in app.top.continue_title or _long_name() in app.top.continue_title


def _replayed(app: Any, replay: Any, plays: int) -> Callable[[textmap.Page], None]:
    """``replay`` (a :class:`~popejoan.ui.scenes.table.replay.ReplayScene`) moved ``plays`` plays in, its motion
    finished, and what tells the recorder where its panel and buttons lie (they are drawn as plain shapes), so that
    its title, buttons and keys are held to them."""
    replay.go(plays)
    replay.director.finish_quietly()
    settle(app, 5)

    def boxes(page: textmap.Page) -> None:
        box, buttons, _keys = replay.controls()
        page.boxes.append(textmap.Box("panel", pygame.Rect(box)))
        page.boxes.extend(textmap.Box("widget", pygame.Rect(rect)) for rect in buttons)

    return boxes


def _replay(app: Any) -> Callable[[textmap.Page], None]:
    """A finished deal replayed from its summary (the Replay button), three plays in, every hand face up. Its
    panel and buttons are drawn as plain shapes: the staging tells the recorder where they lie, so that its
    title, buttons and keys are held to them (a Japanese title touched the buttons at 1000×640)."""
    _staged("summary")(app)
    table = app.scenes[-2]
    table.replay_record(table.session.history[-1])
    return _replayed(app, app.top, 3)


def _replay_so_far(app: Any) -> Callable[[textmap.Page], None]:
    """The deal in progress replayed from the pause menu (its "Replay this deal so far" button), two plays in,
    the one person's own hand face up: its header says on two lines which deal it is and whose hand it shows
    (the one line it had was cut with "…" at every window size)."""
    from popejoan.ui.scenes.pause import PauseScene
    from popejoan.ui.scenes.table.replay import ReplayScene

    table_mid_deal(app)
    pause = app.pause()
    settle(app, 10)
    assert isinstance(pause, PauseScene)
    [button] = [b for b in pause.entry_buttons if b.label == t("replay_so_far")]
    button.activate()
    replay = app.top
    assert isinstance(replay, ReplayScene) and not replay.source.finished and replay.viewer == 0
    return _replayed(app, replay, 2)


def stage_stats(app: Any, page: int = 0) -> None:
    """Statistics (issue 35): people and computers in a few sessions, names as long as the ledger keeps them;
    ``page``: the pages stepped on (1: the first player's page, with its chart)."""
    from popejoan.storage.stats import DealEntry, SeatDeal, SessionEnd

    def seat(name: str, fish: int, kind: Any = "human", level: str = "") -> SeatDeal:
        return SeatDeal(name, kind, level, fish, 1, 2, 1, 0, int(fish > 0), abs(fish), abs(fish))

    long = "Lady Augusta Bracknell-Moncrieff of Hal"[:40]
    entries: list[Any] = []
    for k in range(12):
        entries.append(DealEntry(f"S{k}", 1, 1_700_000_000 + k * 86400, "parlett", (
            seat(long, 7 - k), seat("Ann", k - 3), seat("Bot", -4, "computer", "expert"))))
        entries.append(SessionEnd(f"S{k}", 1_700_000_100 + k * 86400, "parlett", 1, (0, 0, 0)))
    app.saving.ledger.record(entries)
    _staged("stats")(app)
    for _ in range(page):
        app.top.step(1)
    settle(app, 2)


def _settings_silent(app: Any) -> None:
    """Settings on a machine with no sound device: its note under the sound's rows (a new player saw the
    Spanish one run into the heading below it)."""
    from popejoan.ui.sound import MESSAGES, of

    _staged("settings")(app)
    of(app)._reason = (MESSAGES["no_device"], {"reason": "no device"})
    settle(app, 2)


SCENES: dict[str, Callable[[Any], None]] = {
    "menu": _staged("menu"),
    "settings": _staged("settings"),
    "settings_silent": _settings_silent,
    "rules": _staged("rules"),
    "rules_japanese": _staged("rules", "--ruleset", "japanese"),  # a 、 hung past the sheet's edge in Japanese
    "about": _staged("about"),  # the version, the credits and the licences (issue 31)
    "glossary": _staged("glossary"),  # the game's words, opened from the rules screen (issue 33)
    "differences": _staged("differences"),  # how the rulesets differ, opened from the menu (issue 33)
    "stats": stage_stats,  # everyone's figures and the records (issue 35)
    "stats_player": functools.partial(stage_stats, page=1),  # a player's page and its chart
    "sessions": stage_sessions,
    "sessions_renaming": stage_sessions_renaming,
    "sessions_delete": lambda app: (_sessions_delete(app), None)[1],
    "table": lambda app: (table_mid_deal(app), None)[1],
    "hint": _hint,
    "stop": _stop,
    "pope_offer": _pope_offer,
    "pause": _over_table("pause"),
    "log": _over_table("log"),
    "played": _over_table("played"),
    "help": _over_table("help"),
    "summary": _staged("summary"),
    "final": _staged("final"),
    "review": _staged("review"),  # "How did I play?" over the summary (issue 34)
    "shareout": _staged("shareout", "--ruleset", "spanish"),  # a ruleset that deals its board out
    "replay": _replay,
    "replay_so_far": _replay_so_far,
}
SCENES.update({  # a session named as long as a name may be: its name on each screen that shows the session
    "menu_named": _menu_named,
    "table_named": _named(SCENES["table"]),
    "pause_named": _named(SCENES["pause"]),
    "summary_named": _named(SCENES["summary"]),
    "final_named": _named(SCENES["final"]),
    "replay_named": _replay_named(SCENES["replay"]),
    "replay_so_far_named": _replay_named(SCENES["replay_so_far"]),
})
"""Each screen's staging; one may return a function that tells the recorder, once the screen is drawn, of boxes
it cannot see (shapes drawn without :func:`popejoan.ui.theme.draw_panel` or a widget's frame)."""

SMALL_WINDOWS = [("settings", (1000, 640)), ("settings", (1152, 680)), ("replay", (1000, 640)),
                 ("replay", (1152, 680)), ("replay_so_far", (1000, 640)), ("replay_so_far", (1152, 680))]
"""Screens also checked at window sizes between the smallest and the usual one, where a new player found the
settings' line of keys on the panel's rule and the replay's title touching its buttons (in Japanese)."""


@functools.lru_cache(maxsize=1)
def _ruleset_words() -> tuple[str, ...]:
    """Every string written in a shipped ruleset file (its names, source, summary, descriptions), any language."""
    import yaml

    from popejoan.engine.ruleset import SHIPPED_RULESET_DIR

    out: list[str] = []

    def walk(node: Any) -> None:
        if isinstance(node, str):
            out.append(" ".join(node.split()))
        elif isinstance(node, dict):
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    for path in sorted(SHIPPED_RULESET_DIR.glob("*.yaml")):
        walk(yaml.safe_load(path.read_text(encoding="utf-8")))
    return tuple(out)


def may_shorten(text: str) -> bool:
    """The texts that may be cut short with "…" (see the module's docstring): a ruleset's own words (a line
    of its summary in the menu's preview, its source's title in the list), a saved session's line of
    every player's fish, and the folder for the player's own rulesets."""
    if any(text in words for words in _ruleset_words()):
        return True
    for key, value in (("fish_line", "players"), ("user_folder", "folder")):
        head = t(key, **{value: "\0"}).split("\0")[0]
        if head.strip() and text.startswith(head):
            return True
    # (the Continue card's "when it was saved" is never cut: it is left out where it does not fit whole)
    return False


@contextlib.contextmanager
def _recorded_app(size: tuple[int, int], language: str, zoom: int = 100) -> Iterator[tuple[Any, Any]]:
    """The app (:func:`sized_app`) with every text it draws recorded (``textmap.recording``): ``(app, record)``; shut
    down, pygame closed and the interface back in English afterwards."""
    with textmap.recording() as record:
        app = sized_app(size, language, zoom)
        try:
            yield app, record
        finally:
            app.shutdown() if hasattr(app, "shutdown") else None
            pygame.quit()
            i18n.set_language("en")


def misfits(scene: str, language: str, size: tuple[int, int], shot: str | None = None, zoom: int = 100) -> list[str]:
    """What does not fit on ``scene`` in ``language`` at ``size`` (``textmap.problems``); ``shot``: a PNG
    file to save the screen as drawn, to look at; ``zoom``: the interface size, per cent."""
    with _recorded_app(size, language, zoom) as (app, record):
        tell_boxes = SCENES[scene](app)
        record.shortened.clear()
        page = textmap.draw_screen(app)
        if callable(tell_boxes):
            tell_boxes(page)
        assert page.texts, f"{scene}: no text was seen"
        if shot:
            pygame.image.save(page, shot)
        return textmap.problems(page, record, may_shorten=may_shorten)


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("scene", list(SCENES))
def test_every_text_fits_its_box(scene: str, language: str, size: tuple[int, int]) -> None:
    found = misfits(scene, language, size)
    assert not found, f"{scene} in {language} at {size[0]}×{size[1]}:\n" + "\n".join(found)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("scene,size", SMALL_WINDOWS, ids=[f"{scene}-{w}x{h}" for scene, (w, h) in SMALL_WINDOWS])
def test_every_text_fits_at_in_between_sizes(scene: str, size: tuple[int, int], language: str) -> None:
    found = misfits(scene, language, size)
    assert not found, f"{scene} in {language} at {size[0]}×{size[1]}:\n" + "\n".join(found)


NAMED = ["menu_named", "table_named", "pause_named", "summary_named", "final_named", "replay_named",
         "replay_so_far_named"]
"""The screens that show a session's name."""


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("scene", NAMED)
def test_a_sessions_name_fits_at_200_percent_in_the_smallest_window(scene: str, language: str) -> None:
    """A session named as long as a name may be, at the smallest window and the largest interface size."""
    from popejoan.ui import access

    try:
        found = misfits(scene, language, (960, 600), zoom=200)
    finally:
        access.set_choices(zoom=1.0)
    assert not found, f"{scene} in {language} at 960×600, 200 %:\n" + "\n".join(found)


def test_the_recorder_sees_what_does_not_fit() -> None:
    """The recorder itself: text over text, text touching text, text out of its panel and out of the window,
    a line cut by a surface's edge or at a clip's side (the Russian source line in the menu's list ran past
    its row), a label shortened, are all found; a line half out of a scrolling clip's foot is not."""
    from popejoan.ui import theme, widgets

    def _button_frame(page: textmap.Page, rect: pygame.Rect) -> None:
        """A button with no words drawn at ``rect``: its frame only."""
        button = widgets.Button("", lambda: None)
        button.rect = rect
        button.draw(page, 1.0, False, False)

    pygame.display.init()
    pygame.font.init()
    with textmap.recording() as record:
        page = textmap.Page((400, 300))
        theme.blit_text(page, "Matrimony", (10, 10), 20)
        theme.blit_text(page, "Intrigue", (30, 14), 20)  # over Matrimony
        panel = pygame.Rect(10, 100, 120, 60)
        theme.draw_panel(page, panel, 1.0)
        theme.blit_text(page, "a caption far too long for its panel", (20, 120), 16)
        theme.blit_text(page, "Pope", (380, 250), 20)  # runs out of the window
        strip = pygame.Surface((60, 30), pygame.SRCALPHA)
        theme.blit_text(strip, "Game over", (0, 0), 20)  # cut by the strip's edge
        page.blit(strip, (200, 200))
        first = theme.blit_text(page, "1位", (200, 60), 18, language="ja")
        theme.blit_text(page, "Ann", (first.right - 2, 60), 18)  # no space after the place
        page.set_clip(pygame.Rect(0, 0, 400, 285))
        theme.blit_text(page, "scrolled", (150, 278), 16)  # half out of a scrolling clip: fine
        page.set_clip(pygame.Rect(0, 0, 330, 300))
        theme.blit_text(page, "Russian dictionary", (260, 40), 16)  # cut at a list's right side: never shows
        page.set_clip(None)
        theme.ellipsize("Stakes on the board", 16, 40)
        theme.blit_text(page, "Wheel or arrows scroll", (250, 120), 14)
        _button_frame(page, pygame.Rect(260, 125, 80, 30))  # a button over it
        framed = pygame.Rect(10, 168, 135, 74)
        theme.draw_panel(page, framed, 1.0)
        theme.blit_text(page, "Esc returns", (framed.centerx, framed.bottom + 4), 14, anchor="midbottom")
        assert framed.bottom - 7 <= page.texts[-1].rect.bottom <= framed.bottom  # its ink on the inner gilt rule
        theme.blit_text(page, "Title", (framed.x + 20, framed.y + 10), 16)
        ink = page.texts[-1].rect
        _button_frame(page, pygame.Rect(ink.x, ink.bottom, 60, 20))  # touching its foot
        found = "\n".join(textmap.problems(page, record))
    assert "overlap: 'Matrimony'" in found or "overlap: 'Intrigue'" in found
    assert "out of its panel" in found and "far too long" in found
    assert "out of the window: 'Pope'" in found or "clipped: 'Pope'" in found
    assert "clipped: 'Game over'" in found
    assert "touching: '1位'" in found
    assert "shortened: 'Stakes on the board'" in found
    assert "covered by a widget" in found and "Wheel or arrows" in found
    assert "on the frame of its panel" in found and "'Esc returns'" in found
    assert "touching a widget" in found and "'Title'" in found
    assert "clipped: 'Russian dictionary'" in found
    assert "scrolled" not in found


def _continue_card_texts(named: bool) -> tuple[str, list[str]]:
    """The menu at 1280×800 in English offering an unfinished session (named as long as a name may be, or never
    named): where it stands, and the texts drawn on the Continue card's status line (those that begin with it)."""
    from popejoan.ui.autosave import where_it_stands

    with _recorded_app((1280, 800), "en") as (app, _record):
        _offer_saved_session(app, named)
        stands = where_it_stands(app.top.continue_info)
        page = textmap.draw_screen(app)
        return stands, [d.text for d in page.texts if d.text.startswith(stands)]


def test_the_continue_card_says_when_it_was_saved_only_whole() -> None:
    """Never named, the card has the room: where the session stands, then when it was saved, whole. Named as long
    as a name may be: where it stands alone, whole (it used to end "Your game wa…")."""
    stands, drawn = _continue_card_texts(named=False)
    assert len(drawn) == 1 and drawn[0].startswith(f"{stands}  ·  ") and "…" not in drawn[0]
    head = t("continue_saved", when="\0").split("\0")[0]
    assert head.strip() and f"  ·  {head}" in drawn[0]  # "deal 3 in play  ·  Your game was saved …"
    stands, drawn = _continue_card_texts(named=True)
    assert drawn == [stands]


@pytest.mark.parametrize("language,names", [
    # the russian ruleset's compartments in an English window: their English names, not «Туз», «Дама»
    ("en", {"Ace", "King", "Queen", "Jack", "Pope", "Matrimony", "Intrigue", "Game"}),
    # in a Russian window: the ruleset's own labels (docs/rules.md's russian column)
    ("ru", {"Туз", "Король", "Дама", "Валет", "Папесса", "Матримони", "Интрига", "Игра"}),
])
def test_the_share_out_rows_name_compartments_in_the_interface_language(language: str, names: set) -> None:
    """The final standings' share-out rows ("+40: Ace 4, Queen 4, …", what each player took when the board was
    dealt out) name each compartment as the carried line does (``i18n.compartment_word``)."""
    from popejoan.engine.ruleset import find_ruleset
    from popejoan.ui.i18n import compartment_label

    rules = find_ruleset("russian")
    with _recorded_app((1280, 800), language) as (app, _record):
        if language == "ru":  # the labels as the interface language gives them (issue 32, item 10)
            assert names == {compartment_label(rules, c) for c in rules.compartments}
        staging.stage(app, "final", launch_args("--scene", "final", "--ruleset", "russian"))
        settle(app, 3)
        page = textmap.draw_screen(app)
        rows = [d.text.split(": ", 1)[1] for d in page.texts if d.text[:1] == "+" and ": " in d.text]
    assert rows  # the russian ruleset deals its board out at the end of the session
    for row in rows:
        for item in row.split(", "):
            assert item.rsplit(" ", 1)[0] in names, (row, item)
