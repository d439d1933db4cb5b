"""The front door for tests of the front end: drive the real app as a player does, and read what it shows.

Input (:func:`click`, :func:`key`, :func:`click_button`) posts real pygame events (the dummy video driver does
not move the mouse: clicks carry their ``event.pos``) and steps the app one frame, so a test goes through the
same code as a person. Use the ``app`` fixture of ``tests/ui/conftest.py`` for a hidden 1280×800 app with its
own settings folder, or :func:`sized_app` / :func:`zoomed_app` for an app of another size, language or
interface size; :func:`table_mid_deal` and :func:`open_menu` put a screen up. What a scene shows is read
through the scenes' public members (``TableScene.human_to_act``, ``hand_rects``, ``PauseScene.question``,
``MenuScene.notice_lines`` ...), :func:`words_drawn` and :func:`watch_faces`.

The few seams here that reach a private name of the game (each says why where it does) replace what a test
cannot make happen from outside: the rulesets' read at start-up, the window's clock, a missing sound device,
and the painters' own drawing calls a test watches. Nothing here is a second copy of the game's logic.
"""

from __future__ import annotations

import contextlib
import json
import tempfile
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from types import ModuleType
from typing import Any
from unittest import mock

import pygame
import pytest

from popejoan.ui.app import App
from popejoan.ui.scenes.menu import MenuScene
from popejoan.ui.widgets import Button

FRAME_MS = 16.0
"""One frame, milliseconds."""

FPS_MS = 1000 / 60
"""One frame at 60 frames a second, milliseconds (the layout sweeps' frame)."""


def step(app: App, frames: int = 1) -> None:
    """``frames`` frames of the app (16 ms each)."""
    for _ in range(frames):
        app.step(FRAME_MS)


def click(app: App, pos: tuple[int, int]) -> None:
    """A left click at ``pos`` (pixels): motion, button down, button up, then one frame."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    step(app)


def key(app: App, k: int, mod: int = 0) -> None:
    """One key press and release (a ``pygame.K_*`` code, with ``pygame.KMOD_*`` bits), then one frame."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0))
    step(app)


def buttons(scene: Any) -> list[Button]:
    """Every button the scene holds as an attribute or in a list attribute (its public widgets)."""
    found: list[Any] = []
    for value in vars(scene).values():
        for item in (value if isinstance(value, list) else [value]):
            if isinstance(item, Button):
                found.append(item)
    return found


def button_labelled(scene: Any, label: str) -> Button:
    """The scene's button whose label (as drawn, in the interface language) is ``label``.

    Raises:
        LookupError: no button of the scene is labelled so (the labels it has are listed).
    """
    seen = []
    for button in buttons(scene):
        text = button.label
        seen.append(text)
        if text == label:
            return button
    raise LookupError(f"no button labelled {label!r}; the scene's buttons: {seen}")


def click_button(app: App, label: str) -> None:
    """Click the middle of the top scene's button labelled ``label``."""
    click(app, button_labelled(app.top, label).rect.center)


def texts(lines: Iterable[Any]) -> str:
    """The words of a page's laid-out lines (a parchment page's ``lines``), joined by spaces."""
    return " ".join(line.text for line in lines if line.kind == "text")


def launch_args(*argv: str) -> Any:
    """The command line ``argv`` (``"--scene", "table", ...``) parsed as ``main.py`` parses it."""
    import main

    return main.parse_args(list(argv))


_SETTINGS_FOLDER = tempfile.TemporaryDirectory(prefix="popejoan-fits-")
"""Where :func:`sized_app` writes the settings of an interface size other than 100 % (removed when the tests end)."""


def sized_app(size: tuple[int, int], language: str, zoom: int = 100) -> App:
    """A hidden app of ``size`` pixels in ``language``, at the interface size ``zoom`` per cent (its settings in a
    folder of their own when it is not 100), saving and sound off: the app of the layout sweeps."""
    config = None
    if zoom != 100:
        config = Path(_SETTINGS_FOLDER.name) / f"settings-{zoom}.json"
        config.write_text(json.dumps({"ui_scale": zoom}), encoding="utf-8")
    app = App(size, config=config, hidden=True, language=language)
    app.saving.enabled = False
    app.sound_enabled = False
    return app


def settle(app: App, frames: int = 3) -> None:
    """``frames`` drawn frames of :data:`FPS_MS` with no input."""
    for _ in range(frames):
        app.step(FPS_MS, events=[])


def advance(app: App) -> None:
    """One frame of play, undrawn: the way to a staged moment is played, not looked at (a drawn frame costs
    about 5 ms, and a table takes hundreds of frames to reach its moment); :func:`settle` draws the moment."""
    app.update(FPS_MS)
    app.frames += 1


def play_until(app: App, table: Any, done: Callable[[], bool], never: str) -> None:
    """Play on at ``table`` (the app's table scene), the person leading their first legal card and every
    animation finished at once, until ``done()``.

    Raises:
        AssertionError: ``never``, when ``done()`` is still false after 20,000 frames.
    """
    for _ in range(20000):
        if done():
            return
        if table.human_to_act is not None:
            table.turns.human_play(table.deal.legal_actions()[0])
        if table.timeline.busy:
            table.timeline.finish_all()
        advance(app)
    raise AssertionError(never)


def table_mid_deal(app: App) -> Any:
    """The table of the ``table`` screenshot mid-deal (you and three computers), the person to play, a few cards
    already played; the table scene is returned."""
    from popejoan.ui import staging

    staging.stage(app, "table", launch_args("--scene", "table"))
    table = app.top
    play_until(app, table, lambda: table.human_to_act is not None and len(table.deal.played) >= 3,
               "the person was never to play")
    settle(app)
    return table


def rulesets_read_by(monkeypatch: pytest.MonkeyPatch, loader: Callable[..., Any]) -> None:
    """Have the app's warm-up read the rulesets with ``loader(stop=None)`` (returning ``(rulesets by id, errors)``)
    instead of from disk, for this test: to start quickly with rulesets already read, or to make the read last."""
    # private: the warm-up's one read of the rulesets, the seam a test replaces to make start-up fast or slow
    monkeypatch.setattr("popejoan.ui.warmup._load_rulesets", loader)


@contextlib.contextmanager
def words_drawn(module: ModuleType) -> Iterator[list[str]]:
    """Every text the table painter ``module`` (``painter_notes``, ``painter_pass_card``, ...) renders while the
    block runs, in the order rendered, in a list filled as it goes (the words themselves, one line each)."""
    said: list[str] = []
    # private: a painter module renders each of its words through its own ``_text``, wrapped here to read them
    real = module._text

    def spy(text: str, *args: Any, **kwargs: Any) -> pygame.Surface:
        said.append(text)
        return real(text, *args, **kwargs)

    with mock.patch.object(module, "_text", spy):
        yield said


FaceSeen = Callable[[int, int, tuple[int, int], "int | None"], None]
"""Told of a card face drawn: (card, width in pixels, top-left in pixels, owner seat or None)."""


def watch_faces(painter: Any, seen: FaceSeen) -> None:
    """From now on, tell ``seen`` of every card face ``painter`` (a table, replay or share-out painter) draws,
    before drawing it: the card, its width and top-left (pixels) and the seat that owns it (None: no hand)."""
    # private: every face a painter draws goes through its ``_face``, wrapped here to read each card's size and place
    face = painter._face

    def spy(surface: pygame.Surface, c: int, width: int, pos: tuple[int, int], owner: int | None,
            dim: bool = False) -> None:
        seen(c, width, pos, owner)
        face(surface, c, width, pos, owner, dim)

    setattr(painter, "_face", spy)  # noqa: B010  (the private seam above)


def zoomed_app(tmp_path: Path, size: tuple[int, int], zoom: int, language: str = "en", **settings: Any) -> App:
    """A hidden running app of ``size`` pixels at the interface size ``zoom`` per cent, in ``language``, with
    ``settings`` saved in ``tmp_path`` beforehand; saving and sound off.

    Raises:
        AssertionError: the interface size in force is not ``zoom``.
    """
    from popejoan.ui import access

    config = tmp_path / "settings.json"
    config.write_text(json.dumps({"ui_scale": zoom, **settings}), encoding="utf-8")
    app = App(size, config=config, hidden=True, language=language)
    app.saving.enabled = False
    app.sound_enabled = False
    app.running = True
    assert access.current().zoom == zoom / 100
    return app


def quiet_frames(app: App, n: int = 1) -> None:
    """``n`` frames of 16 ms, no input read."""
    for _ in range(n):
        app.step(16, events=[])


def open_menu(app: App) -> MenuScene:
    """Go to the menu and let it load (three quiet frames); the menu is returned.

    Raises:
        AssertionError: the top scene is not a loaded menu.
    """
    app.to_menu()
    quiet_frames(app, 3)
    menu = app.top
    assert isinstance(menu, MenuScene) and menu.loaded
    return menu


def scroll_settled(app: App, menu: MenuScene) -> None:
    """Let the menu page's eased scroll arrive (quiet frames until it stops).

    Raises:
        AssertionError: still scrolling after 200 frames.
    """
    for _ in range(200):
        if menu.page_scroll == menu.page_target:
            return
        quiet_frames(app)
    raise AssertionError("the page never stopped scrolling")


def read_rulesets(app: App, folders: list[Path]) -> None:
    """Have ``app`` read its rulesets now, as it does at start-up, from ``folders`` in order (the shipped folder,
    then a player's) instead of from the player's data folder; later reads are the app's own again."""
    from popejoan.engine.ruleset import load_rulesets

    with pytest.MonkeyPatch.context() as patch:
        rulesets_read_by(patch, lambda stop=None: load_rulesets(folders))
        app.rulesets(reload=True)


def window_clock(monkeypatch: pytest.MonkeyPatch, clock: dict[str, float]) -> None:
    """The window's clock (milliseconds; it times how long a dragged size has rested) reads ``clock["ms"]`` for
    this test, so the test moves time on itself."""
    # private: the window module's clock, replaced so a drag is timed without waiting
    monkeypatch.setattr("popejoan.ui.window._now_ms", lambda: clock["ms"])


def no_sound_device(board: Any, reason: str | None = None) -> None:
    """Have the sound board ``board`` play silently and say why, as when opening the sound device failed with the
    system's words ``reason``, or (``reason`` None) as when this pygame has no mixer."""
    from popejoan.ui import sound

    # private: a board learns why it is silent only when opening the device fails; set as that failure sets it
    board._reason = ((sound.MESSAGES["no_device"], {"reason": reason}) if reason is not None
                     else (sound.MESSAGES["no_mixer"], {}))
