"""The pause menu (Esc at the table): resume, rules, settings, back to the menu, quit; and the sound.

It lies over the table (which stays drawn, dimmed, and stops updating) as a
small lacquered panel. The scene below may add buttons of its own between
Rules and Settings (:meth:`popejoan.ui.scene.Scene.pause_entries`: the
table's replay of the deal so far, its log, the last deal's summary, taking
back the last lead); the panel grows to fit them. At its foot the sound's
volume and an on/off switch (M at the table) are at hand; Settings opens
the whole settings screen (:mod:`popejoan.ui.scenes.settings_screen`: the
animation speed, full screen, the four-colour pack, the interface size,
reduced motion). The panel is drawn at the interface size, as far as it fits.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from popejoan.ui import access, theme
from popejoan.ui.i18n import t
from popejoan.ui.scene import Navigator, Scene
from popejoan.ui.widgets import Button, FocusRing, Stepper, Toggle, Widget

if TYPE_CHECKING:
    from popejoan.engine.errors import SaveError
    from popejoan.engine.ruleset import Ruleset

SOUND_ROW_H = 60
"""The sound row's height at the foot of the panel (reference pixels)."""
NAME_LINE_H = 26
"""The line under the title naming the session, when the players gave it a name (reference pixels)."""


class PauseScene(Scene):
    """The pause menu.

    Args:
        app: the app.
        ruleset: the ruleset being played (for the Rules button), or None.
        entries: the scene below's own buttons, ``(label, action)``: the menu closes, then runs the action; a
            label that is a function is read as it is drawn (a change of language shows at once).
        session_over: the session has ended (final standings, share-out): leaving abandons nothing,
            so "Back to the menu" and "Quit" do not ask first.
        session_name: the name the players gave the session, shown quoted under the title (cut with "…" if it
            must be), or None: the title alone, as before names.

    Attributes:
        mode: ``"main"`` (the buttons, the entries and the sound), or ``"confirm_menu"`` / ``"confirm_quit"``
            (leaving the session asks first: that it is saved, or, where the disk refused it
            (:meth:`~popejoan.ui.autosave.Saving.unsaved`), that the play since it was last saved would be lost).
        volume, sound_on: the sound's volume and its switch.
    """

    opaque = False

    def __init__(self, app: Navigator, ruleset: Ruleset | None = None,
                 entries: Sequence[tuple[str | Callable[[], str], Callable[[], None]]] = (),
                 session_over: bool = False, session_name: str | None = None) -> None:
        super().__init__(app)
        self.ruleset = ruleset
        self.session_name = session_name or None
        self.name_shown = ""
        """The session's name as last drawn under the title (quoted, fitted), or ``""``."""
        self.session_over = session_over
        self.mode = "main"
        self.unsaved: SaveError | None = None
        """Why the session in play is not saved, asked when leaving is asked about (None: it is saved)."""
        self.fade = 0.0
        self.clock_ms = 0.0
        self.ring = FocusRing()
        self.resume_button = Button(lambda: t("resume"), self.resume, size_px=24, primary=True)
        self.rules_button = Button(lambda: t("rules"), self.show_rules, size_px=22)
        self.rules_button.enabled = ruleset is not None
        self.about_button = Button(lambda: t("about"), self.show_about, size_px=22)
        self.settings_button = Button(lambda: t("settings"), self.open_settings, size_px=22)
        self.menu_button = Button(lambda: t("back_to_menu"), self.back_to_menu if session_over
                                  else lambda: self.set_mode("confirm_menu"), size_px=22)
        self.quit_button = Button(lambda: t("quit"), self.app.close_window if session_over
                                  else lambda: self.set_mode("confirm_quit"), size_px=22)
        self.leave_button = Button(lambda: t("leave"), self._leave, size_px=22, primary=True)
        self.stay_button = Button(lambda: t("stay"), lambda: self.set_mode("main"), size_px=22)
        settings = app.settings
        self.volume = Stepper(lambda: t("volume_percent", n=round(settings.sound_volume * 100)), self._step_volume,
                              size_px=18)
        self.sound_on = Toggle(lambda: not settings.muted, self._set_sound_on)
        self.entry_buttons = [Button(label, self._entry(action), size_px=20) for label, action in entries]
        self.layout = theme.Layout(app.screen_size)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.set_mode("main")

    # --- actions

    def resume(self) -> None:
        """Close the pause menu; the table goes on."""
        if self.app.top is self:
            self.app.pop()

    def show_rules(self) -> None:
        """Open the rules of the ruleset in play."""
        if self.ruleset is not None:
            from popejoan.ui.scenes.rules import RulesScene

            self.app.push(RulesScene(self.app, self.ruleset))

    def show_about(self) -> None:
        """Open the About screen: the version, the credits and the licences."""
        from popejoan.ui.scenes.about import AboutScene

        self.app.push(AboutScene(self.app))

    def _entry(self, action: Callable[[], None]) -> Callable[[], None]:
        def run() -> None:
            self.resume()
            action()

        return run

    def _main_buttons(self) -> list[Button]:
        return [self.resume_button, self.rules_button, self.about_button, *self.entry_buttons, self.settings_button,
                self.menu_button, self.quit_button]

    def open_settings(self) -> None:
        """The settings screen, over the pause menu (Esc there comes back here)."""
        from popejoan.ui.scenes.settings_screen import SettingsScene

        self.app.push(SettingsScene(self.app))

    def on_resume(self, scene: object = None) -> None:
        """Back from the settings: the interface size may have changed."""
        self.on_resize(self.app.screen_size)

    def _step_volume(self, step: int) -> None:
        settings = self.app.settings
        settings.sound_volume = max(0.0, min(1.0, (round(settings.sound_volume * 10) + step) / 10))
        self.app.settings_changed()

    def _set_sound_on(self, on: bool) -> None:
        self.app.settings.muted = not on
        self.app.settings_changed()

    def back_to_menu(self) -> None:
        """Leave the table for the title menu (the session is saved as it stands; Continue takes it up)."""
        self.app.save_settings()
        self.app.to_menu()

    def _leave(self) -> None:
        if self.mode == "confirm_quit":
            self.app.quit()
        else:
            self.back_to_menu()

    def set_mode(self, mode: str) -> None:
        """Show the main buttons (``"main"``), the settings (``"settings"``), or ask before leaving the
        session (``"confirm_menu"``, ``"confirm_quit"``)."""
        previous = self.mode
        self.mode = mode
        # leaving asks in other words when the disk has refused the session: its play since then would be lost
        self.unsaved = self.app.saving.unsaved() if mode.startswith("confirm") else None
        if mode.startswith("confirm"):
            self.ring.set([self.stay_button, self.leave_button])
            self.ring.focus = 0
        else:
            widgets: list[Widget] = [*self._main_buttons(), self.volume, self.sound_on]
            self.ring.set(widgets)
            back_from = {"confirm_menu": self.menu_button, "confirm_quit": self.quit_button}.get(previous)
            self.ring.focus = widgets.index(back_from) if back_from in widgets else 0
        self._place()

    # --- layout and events

    def on_resize(self, size: tuple[int, int]) -> None:
        """Centre the panel in a window of ``size`` pixels, at the interface size as far as it fits."""
        base = theme.ui_scale(size)
        height: float = 428 + self._head() + len(self.entry_buttons) * 58 + SOUND_ROW_H
        zoom = access.fit_zoom((size[0] - 16, size[1] - 16), (400 * base, height * base))
        self.layout = theme.Layout(size, zoom)
        self._place()

    def _head(self) -> int:
        """How much lower than without a name everything under the title lies (reference pixels)."""
        return NAME_LINE_H if self.session_name else 0

    def _place(self) -> None:
        L = self.layout
        head = self._head()
        self.top = 170  # the panel's top (reference pixels)
        self.panel = L.rect(440, 170, 400, 428)
        if self.mode == "main":
            extra = len(self.entry_buttons) * 58 + SOUND_ROW_H
            # taller for the scene's own buttons and the sound, still centred (the top stays on the window)
            height: float = 428 + head + extra
            visible_top = -L.origin[1] / L.scale  # the window's top edge, in reference pixels
            self.top = round(max(visible_top + 8, 384 - height / 2))
            self.panel = L.rect(440, self.top, 400, height)
            y = self.top + 98 + head
            for w in self._main_buttons():
                if w is self.rules_button:  # Rules and About share a row
                    w.rect = L.rect(490, y, 146, 46)
                    continue
                if w is self.about_button:
                    w.rect = L.rect(644, y, 146, 46)
                    y += 58
                    continue
                w.rect = L.rect(490, y, 300, 52 if w is self.resume_button else 46)
                y += 70 if w is self.resume_button else 58
            y += 6
            self.volume.rect = L.rect(596, y, 140, 36)
            self.sound_on.rect = L.rect(746, y + 4, 50, 28)
            self.sound_row_y = y
        elif self.mode.startswith("confirm"):
            # sized to its content: the title, the question's lines, the two buttons
            lines = theme.wrap(self._question(), L.px(19), L.px(320), italic=True)
            text_h = len(lines) * 19 * 1.35
            height = 120 + head + text_h + 30 + 46 + 34
            self.top = round(384 - height / 2)
            self.panel = L.rect(440, self.top, 400, height)
            buttons_y = self.top + 120 + head + text_h + 30
            self.stay_button.rect = L.rect(490, buttons_y, 140, 46)
            self.leave_button.rect = L.rect(650, buttons_y, 140, 46)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Esc resumes (or stays, when leaving was asked about); Up/Down move; the ring does the rest. Everything
        is consumed."""
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                if self.mode != "main":
                    self.set_mode("main")
                else:
                    self.resume()
                return True
            if event.key in (pygame.K_UP, pygame.K_DOWN) or (
                    self.mode.startswith("confirm") and event.key in (pygame.K_LEFT, pygame.K_RIGHT)):
                self.ring.move(-1 if event.key in (pygame.K_UP, pygame.K_LEFT) else 1)
                return True
        self.ring.handle_event(event)
        return True

    def update(self, dt_ms: float) -> None:
        """Fade the dimming in."""
        self.fade = min(1.0, self.fade + dt_ms / (180 / max(0.25, self.app.speed)))
        self.clock_ms += dt_ms

    def draw(self, surface: pygame.Surface) -> None:
        """Dim what lies below and draw the panel."""
        L = self.layout
        s = L.scale
        surface.blit(theme.dim_overlay(surface.get_size(), round(150 * self.fade) // 10 * 10), (0, 0))
        theme.draw_panel(surface, self.panel, s)
        title = t("paused") if self.mode == "main" else t("leave_title")
        top = self.top
        theme.blit_text(surface, title, L.point(640, top + 42), L.px(38), anchor="center", gilt=True, bold=True)
        head = self._head()
        self.name_shown = ""
        if self.session_name:
            from popejoan.ui.autosave import named_line

            self.name_shown = named_line(self.session_name, "", L.px(18), L.px(340), joint="", italic=True)
            theme.blit_text(surface, self.name_shown, L.point(640, top + 80), L.px(18), theme.GILT_LIGHT,
                            theme.language_of(self.name_shown), anchor="center", italic=True)
        theme.draw_rule(surface, L.point(500, top + 76 + head), L.px(280), s)
        if self.mode.startswith("confirm"):
            lines = theme.wrap(self._question(), L.px(19), L.px(320), italic=True)
            theme.text_lines(surface, lines, L.point(490, top + 120 + head), L.px(19), theme.IVORY, italic=True,
                             line_gap=1.35)
        if self.mode == "main":
            theme.draw_rule(surface, L.point(500, self.sound_row_y - 8), L.px(280), s)
            label = theme.blit_text(surface, t("sound_volume"), (L.point(490, 0)[0], self.volume.rect.centery),
                                    L.px(20), anchor="midleft")
            # its key after the word, however long the word is in the language
            key_x = max(L.point(490, 0)[0] + L.px(62), label.right + L.px(5))
            theme.blit_text(surface, "M", (key_x, self.volume.rect.centery), L.px(12),
                            theme.IVORY_DIM, anchor="midleft", italic=True, shadow=False)
        self.ring.draw(surface, s)

    @property
    def question(self) -> str:
        """The question the pause panel asks, in the interface language: leave (saying why the session was not
        saved, when it was not), quit, or go to the menu."""
        return self._question()

    def _question(self) -> str:
        if self.unsaved is not None:
            from popejoan.ui.autosave import problem_words

            return t("confirm_unsaved", problem=problem_words(self.unsaved))
        return t("confirm_quit") if self.mode == "confirm_quit" else t("confirm_menu")
