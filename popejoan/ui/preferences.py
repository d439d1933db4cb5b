"""The app's settings and language in force: read on opening, changed by the player, saved.

:class:`PreferencesMixin` is the part of :class:`popejoan.ui.app.App` that reads the settings file (a damaged
one kept aside, as a notice), saves it, and puts a change in force: the animation speed, the sound, the
accessibility choices, the interface language. The settings file itself (its fields, reading and writing it)
is :mod:`popejoan.ui.settings`'s; the window is :mod:`popejoan.ui.window`'s.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from popejoan.ui import access, i18n
from popejoan.ui.i18n import t
from popejoan.ui.settings import Words, keep_bad_settings, load_settings, save_settings
from popejoan.ui.setup import rename_default_seats

if TYPE_CHECKING:
    from pathlib import Path

    from popejoan.ui.autosave import Saving
    from popejoan.ui.scene import Scene
    from popejoan.ui.settings import Settings
    from popejoan.ui.sound import SoundBoard

class PreferencesMixin:
    """The settings and the language of :class:`~popejoan.ui.app.App` (its attributes are set by ``App.__init__``)."""

    settings: Settings
    config_path: Path
    notices: list[str | Words]
    scenes: list[Scene]
    saving: Saving
    sound: SoundBoard
    screen: pygame.Surface
    fullscreen: bool
    speed_override: float | None
    language_override: str | None
    _settings_writable: bool
    _settings_warned: set[str]
    _shut_down: bool

    # what this part uses of the app's other parts (set and defined there)
    if TYPE_CHECKING:
        @property
        def screen_size(self) -> tuple[int, int]: ...
        @property
        def window_size(self) -> tuple[int, int]: ...

    def _read_settings(self) -> None:
        """Read the settings file; a problem becomes one notice, and the file as it was is kept aside (a file the
        system will not let the game read is left where it is instead, and not written over this run)."""
        self.settings, problem = load_settings(self.config_path)
        if problem is None:
            return
        if problem.unreadable:  # not damaged: left as it is, and not written over, until it can be read
            self.notices.append(problem.notice(None))
            self._settings_writable = False
            return
        kept = keep_bad_settings(self.config_path)
        self.notices.append(problem.notice(kept))
        if kept is not None:  # the good fields, at once, in place of the file kept aside
            problem_saving = save_settings(self.settings, self.config_path)
            if problem_saving:
                self.notices.append(problem_saving)
        elif self.config_path.is_file():
            self._settings_writable = False  # never write over a file that could not be kept

    @property
    def speed(self) -> float:
        """The animation speed in force (1.0 = normal): this run's ``--speed``, else the saved setting."""
        return self.speed_override if self.speed_override is not None else self.settings.animation_speed

    def save_settings(self) -> None:
        """Write the settings file now (problems become a notice, never an error).

        Nothing is written while a settings file that could not be read also could not be kept aside.
        """
        if not self.fullscreen:
            self.settings.window = self.window_size
        if not self._settings_writable:
            return
        problem = save_settings(self.settings, self.config_path)
        if problem and problem not in self.notices:
            self.notices.append(problem)
        if problem and str(problem) not in self._settings_warned:
            # said at once, over whatever is on screen (the menu's notices are read only as it opens: a change
            # saved on "Deal the cards" or in the pause menu was lost without a word); once a run for each reason
            self._settings_warned.add(str(problem))
            self.saving.warn(problem)

    def choose_speed(self, speed: float) -> None:
        """The player chose the animation speed (1.0 = normal): it is the setting now, and a ``--speed`` of this
        run gives way to it (saved with the settings when the game starts, or at once by :meth:`set_speed`)."""
        self.speed_override = None
        self.settings.animation_speed = float(speed)

    def set_speed(self, speed: float) -> None:
        """Set the animation speed (1.0 = normal) as :meth:`choose_speed`, and save it."""
        self.choose_speed(speed)
        self.save_settings()

    def settings_changed(self) -> None:
        """The player changed a setting (the settings screen, the pause menu): put the sound, the
        accessibility choices and the language in force, lay every scene out again, and save the settings."""
        settings = self.settings
        self.sound.configure(settings.sound_volume, settings.muted, settings.ambience)
        before = access.current()
        now = access.apply(settings)
        i18n.set_language(self.language_override or settings.language)  # a change lays every scene out again
        i18n.set_source_words(settings.source_words)  # the boards relabel themselves as they are next drawn
        if now != before:
            for scene in self.scenes:
                scene.on_resize(self.screen_size)
        self.save_settings()

    def _language_changed(self) -> None:
        """The interface language changed (:func:`popejoan.ui.i18n.set_language`): the window's title and every
        scene's words and layout in the new language from the next frame."""
        if self._shut_down or not pygame.display.get_init() or pygame.display.get_surface() is not self.screen:
            return  # an app whose window is gone (another one opened since, in the tests)
        rename_default_seats(self.settings.seats)  # "Player" → "Jugador", never a typed name
        pygame.display.set_caption(t("title"))
        for scene in list(self.scenes):
            scene.on_language(i18n.language())
            scene.on_resize(self.screen_size)

    @property
    def language_choice(self) -> str:
        """The Language choice in force: ``--language`` for this run, else the setting (``"auto"``, ``"en"`` ...)."""
        return self.language_override or self.settings.language

    def choose_language(self, choice: str) -> None:
        """The player chose a language (the settings screen): it is saved and takes effect at once, every
        scene showing its words in it from the next frame (``--language`` no longer applies).

        Args:
            choice: ``"auto"`` or a code of :data:`popejoan.ui.i18n.LANGUAGES`.
        """
        self.settings.language = choice
        self.language_override = None
        self.settings_changed()

    def toggle_mute(self) -> bool:
        """Sound off, or on again (M at the table); saved. Returns whether sound is now off."""
        self.settings.muted = not self.settings.muted
        self.sound.configure(muted=self.settings.muted)
        self.save_settings()
        return self.settings.muted

