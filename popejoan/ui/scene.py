"""The scene protocol, the stack the app runs (after Tuxemon's state stack), and what a scene may ask of the app.

Each frame the app gives events to the top scene, then calls ``update(dt_ms)``
on it, then ``draw(surface)`` on the scenes from the lowest opaque one up.

Scenes never import :mod:`popejoan.ui.app`: the app hands itself to each scene
as a :class:`Navigator`, the small interface below (the tests' fake app and
the benchmarks' stand-in implement the part of it they need). The app imports
a scene only where it opens one.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Protocol, TypeVar

import pygame

if TYPE_CHECKING:
    from popejoan.engine.errors import RulesetError
    from popejoan.engine.events import Event
    from popejoan.engine.ruleset import OptionValue, Ruleset
    from popejoan.engine.session import Session
    from popejoan.ui.autosave import Saving
    from popejoan.ui.board import Board
    from popejoan.ui.settings import Settings, Words
    from popejoan.ui.setup import GameSetup
    from popejoan.ui.sound import SoundBoard

SceneT = TypeVar("SceneT", bound="Scene")
"""A scene of any kind (:meth:`Navigator.push` gives back the scene it was given, as its own type)."""


class Navigator(Protocol):
    """What a scene may ask of the app: the window, the settings, the scene stack, the rulesets.

    Attributes:
        settings: the player's choices (:class:`~popejoan.ui.settings.Settings`).
        config_path: the settings file (it does not exist yet on the game's very first launch).
        notices: messages for the player (a reset settings file, ...), shown by the menu.
        frames: frames shown so far (0 until the first one is on screen).
        fullscreen: whether the window fills the screen.
        on_menu_ready: called once when the menu has filled itself in (``--timing``), or None.
        on_quit: callbacks run once when the game ends, however it ends (Quit, window closed, SIGTERM),
            after every scene's ``on_quit`` hook and before the settings are saved (flush a saves writer here).
        saving: the saved sessions (list, delete, refused files) and the saving of the session in play.
        sound: the game's sounds (:class:`~popejoan.ui.sound.SoundBoard`): scenes call its ``play``.
    """

    settings: Settings
    config_path: Path
    notices: list[str | Words]
    frames: int
    fullscreen: bool
    on_menu_ready: Callable[[], None] | None
    on_quit: list[Callable[[], object]]
    saving: Saving
    sound: SoundBoard

    @property
    def screen_size(self) -> tuple[int, int]:
        """The window's drawable size in pixels."""
        ...

    @property
    def speed(self) -> float:
        """The animation speed (1.0 = normal)."""
        ...

    @property
    def top(self) -> Scene | None:
        """The scene that receives events, or None."""
        ...

    def push(self, scene: SceneT) -> SceneT:
        """Put ``scene`` on top of the stack (and give it back)."""
        ...

    def pop(self) -> Scene | None:
        """Take the top scene off (the one below gets ``on_resume``)."""
        ...

    def close_window(self) -> None:
        """Quit as the window's close button does: at once, unless the session in play could not be saved
        (then a question comes first)."""
        ...

    def to_menu(self, new_session: bool = False) -> Scene:
        """Leave any game and show the title menu ("Deal the cards" focused when ``new_session``)."""
        ...

    def start_game(self, setup: GameSetup) -> Scene:
        """Start a session at the table (replacing the whole stack)."""
        ...

    def resume_game(self, save_id: str) -> Scene:
        """Take up a saved session where it stopped (a finished one shows its final standings).

        Raises:
            SaveError: the save is refused (the message says why).
        """
        ...

    @property
    def plays_share_out(self) -> bool:
        """Whether :meth:`play_share_out` plays the share-out at the table (the app's does; a stand-in app's
        plays nothing, and a summary then deals the share-out out itself)."""
        ...

    def play_share_out(self, session: Session, events: list[Event], levels: list[str | None] | None = None,
                       on_done: Callable[[], None] | None = None) -> Scene:
        """Play the end-of-session share-out at the table, over the current scene (``on_done`` once it has all
        been shown)."""
        ...

    def pause(self, session_over: bool | None = None) -> Scene:
        """Open the pause menu over the current scene (``session_over``: whether its session has ended; None:
        asked of the session)."""
        ...

    def quit(self) -> None:
        """End the game: the loop stops after this frame, then the one way out runs (``on_quit`` hooks)."""
        ...

    def save_settings(self) -> None:
        """Write the settings file now."""
        ...

    def choose_speed(self, speed: float) -> None:
        """The player chose the animation speed: the setting now (saved with the settings)."""
        ...

    def set_speed(self, speed: float) -> None:
        """Set the animation speed and save it."""
        ...

    def settings_changed(self) -> None:
        """Settings were changed: put the sound and accessibility choices in force, lay out again, save."""
        ...

    def toggle_mute(self) -> bool:
        """Sound off, or on again (saved); returns whether it is now off."""
        ...

    def toggle_fullscreen(self) -> None:
        """Switch between full screen and a window."""
        ...

    def rulesets_ready(self) -> bool:
        """Whether the rulesets are loaded."""
        ...

    def rulesets(self, reload: bool = False) -> tuple[dict[str, Ruleset], list[RulesetError]]:
        """Every loaded ruleset by id, and the load errors of broken files (loaded once)."""
        ...

    @property
    def language_choice(self) -> str:
        """The Language choice in force: ``--language`` for this run, else the setting (``"auto"``, ``"en"`` ...)."""
        ...

    def choose_language(self, choice: str) -> None:
        """The player chose a language (``"auto"`` or a code): saved, and in force at once on every scene."""
        ...


class Scene:
    """A screen. Subclasses override the three hooks (``handle_event``, ``update``, ``draw``), and any of the
    others the app calls, each a no-op here: the app never asks whether a scene has one.

    Attributes:
        app: the running app, as a :class:`Navigator` (scene stack, settings, window).
        opaque: when false, the scene below is drawn first (pause menu over the table).
        session: the session this scene shows (the table, a replay, a summary), or None: F1 opens its rules,
            Esc not consumed by the scene opens the pause menu over it, the pause menu shows its name.
        ruleset: the ruleset this scene shows or has chosen (the menu, the rules), or None: F1 opens its
            rules (with :meth:`options` where the scene gives them) when no session is shown.
        board: the board this scene drew of its own (a replay, the share-out), or None: its images are
            collected a couple of frames after it is popped.
        purpose: what a question asks (``"quit_unsaved"``: the window's close button asked it), or ``""``.
    """

    opaque = True
    session: Session | None = None
    ruleset: Ruleset | None = None
    board: Board | None = None
    purpose: str = ""

    def __init__(self, app: Navigator) -> None:
        self.app = app

    def handle_event(self, event: pygame.event.Event) -> bool:
        """React to one event; return True when it was consumed."""
        return False

    def update(self, dt_ms: float) -> None:
        """Advance by ``dt_ms`` milliseconds (animations, computer players)."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the scene on ``surface``; never change state here."""

    def on_resize(self, size: tuple[int, int]) -> None:
        """The window is now ``size`` pixels (width, height): rebuild cached layout."""

    def on_language(self, code: str) -> None:
        """The interface language is now ``code`` (``"en"``, ``"es"``, ``"ja"``, ``"ru"``): forget words already
        said in the old one (a caption). Labels read at each frame need nothing; :meth:`on_resize` follows."""

    def on_resume(self, scene: Scene | None = None) -> None:
        """The scene above this one (``scene``) was popped: this one is on top again."""

    def game_setup(self) -> GameSetup | None:
        """The game's setup this scene plays (the table's), or None: a summary over it reads the session's planned
        length there."""
        return None

    def options(self) -> dict[str, OptionValue] | None:
        """The variants chosen for :attr:`ruleset` (the menu's), or None: F1 shows the ruleset as it is."""
        return None

    def on_quit(self) -> None:
        """The game is ending (Quit, window closed, SIGTERM): keep what must outlive it. Called once,
        top scene first, before the app's ``on_quit`` callbacks; it must not wait on anything slow."""

    def pause_entries(self) -> list[tuple[str | Callable[[], str], Callable[[], None]]]:
        """Buttons this scene adds to the pause menu opened over it: ``(label, action)`` pairs (a label may be a
        function read as it is drawn, so a change of language shows at once).

        The pause menu closes before it runs an action (the table's record of play: a replay of the
        deal so far, its log, the last deal's summary). None by default.
        """
        return []
