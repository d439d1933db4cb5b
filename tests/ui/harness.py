"""A small stand-in for the app, to run the table scene in tests and benchmarks.

It gives a scene the part of :class:`popejoan.ui.scene.Navigator` the table
uses (``settings``, a real :class:`~popejoan.ui.settings.Settings`, ``speed``, ``screen_size``,
``push``/``pop``/``replace``, ``sound``, ``saving``, the language choice) and steps frames with given events, without a
window manager or the menu.
"""

from __future__ import annotations

import inspect
import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from collections.abc import Iterable
from typing import Any

import pygame

from popejoan.ui.autosave import Saving
from popejoan.ui.settings import Settings
from popejoan.ui.sound import SoundBoard


class FakeApp:
    """A scene stack on a plain display surface.

    Args:
        size: the window size in pixels.
        speed: the animation speed (1.0 normal).

    Attributes:
        sound: a sound board that is never started: nothing is heard, every call is logged (``sound.log``).
        saving: the saved sessions with no session in play (nothing is written; a table names its session from
            the session's own notes).
        plays_share_out: False: the share-out is not played at a table here (a summary deals it out itself).
        config_path: a settings file that is never there (the menu then offers the lesson as on a first launch).
    """

    plays_share_out = False

    def __init__(self, size: tuple[int, int] = (1280, 720), speed: float = 1.0) -> None:
        pygame.display.init()
        pygame.font.init()
        self.screen = pygame.display.set_mode(size)
        self.settings = Settings(animation_speed=speed)
        self.config_path = Path("/nonexistent/popejoan-harness/settings.json")
        self.scenes: list[Any] = []
        self.paused = 0
        self.sound = SoundBoard()
        self.saving = Saving()
        self.changed = 0
        self.fullscreen = False
        self.saving = Saving()
        self.saving.enabled = False

    def play_share_out(self, *args: Any, **kwargs: Any) -> None:
        """Nothing is played here (:attr:`plays_share_out` is False: no scene asks)."""

    @property
    def language_choice(self) -> str:
        """The Language setting (no ``--language`` here)."""
        return self.settings.language

    def choose_language(self, choice: str) -> None:
        """The player chose a language: the setting, and the settings changed."""
        self.settings.language = choice
        self.settings_changed()

    def toggle_fullscreen(self) -> None:
        """Full screen or not (nothing changes on the dummy display)."""
        self.fullscreen = not self.fullscreen

    def settings_changed(self) -> None:
        """Count the settings changes and put the sound's in force (the real app also saves them)."""
        self.changed += 1
        self.sound.configure(self.settings.sound_volume, self.settings.muted, self.settings.ambience)

    def set_speed(self, speed: float) -> None:
        """Set the animation speed."""
        self.settings.animation_speed = float(speed)

    def choose_speed(self, speed: float) -> None:
        """The player chose the animation speed (nothing to save here)."""
        self.settings.animation_speed = float(speed)

    def save_settings(self) -> None:
        """Nothing to save here."""

    def toggle_mute(self) -> bool:
        """Sound off, or on again."""
        self.settings.muted = not self.settings.muted
        self.sound.configure(muted=self.settings.muted)
        return self.settings.muted

    @property
    def speed(self) -> float:
        """The animation speed from the settings."""
        return float(self.settings.animation_speed)

    @property
    def screen_size(self) -> tuple[int, int]:
        """The display surface's size in pixels."""
        return self.screen.get_size()

    @property
    def top(self) -> Any | None:
        """The top scene."""
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Any) -> Any:
        """Put ``scene`` on top."""
        self.scenes.append(scene)
        scene.on_resize(self.screen_size)
        return scene

    def pop(self) -> Any | None:
        """Take the top scene off; the one below gets ``on_resume``."""
        scene = self.scenes.pop() if self.scenes else None
        if self.top is not None and hasattr(self.top, "on_resume"):
            self.top.on_resume(scene)
        return scene

    def replace(self, scene: Any) -> Any:
        """Swap the top scene."""
        if self.scenes:
            self.scenes.pop()
        return self.push(scene)

    def to_menu(self, new_session: bool = False) -> None:
        """Leave the table (the real app shows its menu); here the stack is emptied."""
        self.scenes.clear()

    def quit(self) -> None:
        """Stop (the real app ends its loop); here the stack is emptied."""
        self.scenes.clear()

    def close_window(self) -> None:
        """The window's close button: here as :meth:`quit` (nothing is saved here to ask about)."""
        self.quit()

    def pause(self, session_over: bool | None = None) -> None:
        """Count pause requests (the real app opens its pause menu; ``session_over`` as ``App.pause``)."""
        self.paused += 1

    def resize(self, size: tuple[int, int]) -> None:
        """Change the display size and tell every scene."""
        self.screen = pygame.display.set_mode(size)
        for scene in self.scenes:
            scene.on_resize(size)

    def step(self, dt_ms: float = 1000 / 60, events: Iterable[pygame.event.Event] = (), draw: bool = True) -> None:
        """One frame: the events (real ``pygame.event.Event`` objects) to the top scene, update, draw
        (``draw=False``: an undrawn frame, for a test that plays on to a moment it then looks at)."""
        for event in events:
            if self.top is not None:
                self.top.handle_event(event)
        if self.top is not None:
            self.top.update(dt_ms)
            if draw:
                self.top.draw(self.screen)


def click(pos: tuple[int, int], button: int = 1) -> list[pygame.event.Event]:
    """A real mouse click at ``pos``: motion, button down and button up events."""
    return [
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button),
    ]


def key(k: int) -> list[pygame.event.Event]:
    """A real key press: key down and key up events."""
    return [
        pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0),
        pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0),
    ]


def watch_table_faces(monkeypatch: Any) -> list[int]:
    """Record every card face the table's modules ask for (``cards_art.face`` and ``cards_art.dimmed`` called from
    a module of the table package), in a list the caller reads and clears: the privacy tests' witness that no
    hidden hand is drawn."""
    from popejoan.ui import cards_art

    requested: list[int] = []
    real_face, real_dimmed = cards_art.face, cards_art.dimmed

    def from_table() -> bool:
        here = inspect.currentframe()  # this function's frame; two up is the caller of the face asked for
        caller = here.f_back.f_back if here is not None and here.f_back is not None else None
        return caller is not None and Path(caller.f_code.co_filename).parent.name == "table"  # a table module

    def face(c: int, width: int) -> pygame.Surface:
        if from_table():
            requested.append(c)
        return real_face(c, width)

    def dimmed(c: int, width: int) -> pygame.Surface:
        if from_table():
            requested.append(c)
        return real_dimmed(c, width)

    monkeypatch.setattr(cards_art, "face", face)
    monkeypatch.setattr(cards_art, "dimmed", dimmed)
    return requested
