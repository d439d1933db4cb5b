"""The pause menu (Esc at the table): resume, rules, settings, back to the menu, quit.

It lies over the table (which stays drawn, dimmed, and stops updating) as a
small lacquered panel. Settings: the animation speed and full screen. The
scene below may add buttons of its own between Rules and Settings
(:meth:`popejoan.ui.scene.Scene.pause_entries`: the table's replay of the
deal so far, its log, the last deal's summary); the panel grows to fit them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Sequence

import pygame

from popejoan.ui import theme
from popejoan.ui.i18n import t
from popejoan.ui.scene import Navigator, Scene
from popejoan.ui.settings import SPEEDS
from popejoan.ui.widgets import Button, FocusRing, Stepper, Toggle, Widget

if TYPE_CHECKING:
    from popejoan.engine.ruleset import Ruleset


class PauseScene(Scene):
    """The pause menu.

    Args:
        app: the app.
        ruleset: the ruleset being played (for the Rules button), or None.
        entries: the scene below's own buttons, ``(label, action)``: the menu closes, then runs the action.
        session_over: the session has ended (final standings, share-out): leaving abandons nothing,
            so "Back to the menu" and "Quit" do not ask first.

    Attributes:
        mode: ``"main"`` (the five buttons and the entries) or ``"settings"``.
    """

    opaque = False

    def __init__(self, app: Navigator, ruleset: "Ruleset | None" = None,
                 entries: Sequence[tuple[str, Callable[[], None]]] = (), session_over: bool = False) -> None:
        super().__init__(app)
        self.ruleset = ruleset
        self.session_over = session_over
        self.mode = "main"
        self.fade = 0.0
        self.clock_ms = 0.0
        self._fish: object = None
        self.ring = FocusRing()
        self.resume_button = Button(t("resume"), self.resume, size_px=24, primary=True)
        self.rules_button = Button(t("rules"), self.show_rules, size_px=22)
        self.rules_button.enabled = ruleset is not None
        self.settings_button = Button(t("settings"), lambda: self.set_mode("settings"), size_px=22)
        self.menu_button = Button(t("back_to_menu"), self.back_to_menu if session_over
                                  else lambda: self.set_mode("confirm_menu"), size_px=22)
        self.quit_button = Button(t("quit"), self.app.quit if session_over
                                  else lambda: self.set_mode("confirm_quit"), size_px=22)
        self.leave_button = Button(t("leave"), self._leave, size_px=22, primary=True)
        self.stay_button = Button(t("stay"), lambda: self.set_mode("main"), size_px=22)
        self.speed = Stepper(lambda: t("speed_value", speed=f"{self.app.speed:g}"), self._step_speed)
        self.fullscreen = Toggle(lambda: self.app.fullscreen, lambda v: self._fullscreen(v))
        self.done_button = Button(t("done"), lambda: self.set_mode("main"), size_px=22)
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

    def _entry(self, action: Callable[[], None]) -> Callable[[], None]:
        def run() -> None:
            self.resume()
            action()

        return run

    def _main_buttons(self) -> list[Button]:
        return [self.resume_button, self.rules_button, *self.entry_buttons, self.settings_button, self.menu_button,
                self.quit_button]

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
        if mode == "settings":
            widgets: list[Widget] = [self.speed, self.fullscreen, self.done_button]
            self.ring.set(widgets)
            self.ring.focus = 0
        elif mode.startswith("confirm"):
            self.ring.set([self.stay_button, self.leave_button])
            self.ring.focus = 0
        else:
            widgets = list(self._main_buttons())
            self.ring.set(widgets)
            back_from = {"settings": self.settings_button, "confirm_menu": self.menu_button,
                         "confirm_quit": self.quit_button}.get(previous)
            self.ring.focus = widgets.index(back_from) if back_from in widgets else 0
        self._place()

    def _step_speed(self, step: int) -> None:
        speed = self.app.speed
        index = min(range(len(SPEEDS)), key=lambda i: abs(SPEEDS[i] - speed))
        self.app.set_speed(SPEEDS[max(0, min(len(SPEEDS) - 1, index + step))])

    def _fullscreen(self, value: bool) -> None:
        if value != self.app.fullscreen:
            self.app.toggle_fullscreen()

    # --- layout and events

    def on_resize(self, size: tuple[int, int]) -> None:
        """Centre the panel in a window of ``size`` pixels."""
        self.layout = theme.Layout(size)
        self._place()

    def _place(self) -> None:
        L = self.layout
        self.top = 170  # the panel's top (reference pixels)
        self.panel = L.rect(440, 170, 400, 428)
        if self.mode == "main":
            extra = len(self.entry_buttons) * 58
            if extra:  # taller for the scene's own buttons, still centred
                self.top = max(16, round(384 - (428 + extra) / 2))
                self.panel = L.rect(440, self.top, 400, 428 + extra)
            y = self.top + 98
            for w in self._main_buttons():
                w.rect = L.rect(490, y, 300, 52 if w is self.resume_button else 46)
                y += 70 if w is self.resume_button else 58
        elif self.mode.startswith("confirm"):
            # sized to its content: the title, the question's lines, the two buttons
            lines = theme.wrap(self._question(), L.px(19), L.px(320), italic=True)
            text_h = len(lines) * 19 * 1.35
            height = 120 + text_h + 30 + 46 + 34
            self.top = round(384 - height / 2)
            self.panel = L.rect(440, self.top, 400, height)
            buttons_y = self.top + 120 + text_h + 30
            self.stay_button.rect = L.rect(490, buttons_y, 140, 46)
            self.leave_button.rect = L.rect(650, buttons_y, 140, 46)
        else:
            self.speed.rect = L.rect(620, 290, 170, 38)
            self.fullscreen.rect = L.rect(730, 352, 60, 28)
            self.done_button.rect = L.rect(540, 530, 200, 46)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Esc resumes (or leaves the settings); Up/Down move; the ring does the rest. Everything is consumed."""
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
        """Fade the dimming in; move the speed preview's fish."""
        self.fade = min(1.0, self.fade + dt_ms / (180 / max(0.25, self.app.speed)))
        self.clock_ms += dt_ms

    def draw(self, surface: pygame.Surface) -> None:
        """Dim what lies below and draw the panel."""
        L = self.layout
        s = L.scale
        surface.blit(theme.dim_overlay(surface.get_size(), round(150 * self.fade) // 10 * 10), (0, 0))
        theme.draw_panel(surface, self.panel, s)
        title = {"main": t("paused"), "settings": t("settings")}.get(self.mode, t("leave_title"))
        top = self.top
        theme.blit_text(surface, title, L.point(640, top + 42), L.px(38), anchor="center", gilt=True, bold=True)
        theme.draw_rule(surface, L.point(500, top + 76), L.px(280), s)
        if self.mode.startswith("confirm"):
            lines = theme.wrap(self._question(), L.px(19), L.px(320), italic=True)
            theme.text_lines(surface, lines, L.point(490, top + 120), L.px(19), theme.IVORY, italic=True,
                             line_gap=1.35)
        if self.mode == "settings":
            theme.blit_text(surface, t("animation_speed"), (L.point(490, 0)[0], self.speed.rect.centery), L.px(20),
                            anchor="midleft")
            theme.blit_text(surface, t("fullscreen"), (L.point(490, 0)[0], self.fullscreen.rect.centery), L.px(20),
                            anchor="midleft")
            theme.blit_text(surface, "F11", (L.point(490, 0)[0], self.fullscreen.rect.centery + L.px(20)), L.px(12),
                            theme.IVORY_DIM, anchor="midleft", italic=True, shadow=False)
            self._draw_speed_preview(surface)
        self.ring.draw(surface, s)

    def _question(self) -> str:
        return t("confirm_quit") if self.mode == "confirm_quit" else t("confirm_menu")

    def _draw_speed_preview(self, surface: pygame.Surface) -> None:
        """A fish gliding across a little gilt-edged well at the chosen speed (ease in-out, 500 ms at 1×)."""
        L = self.layout
        well = L.rect(490, 420, 300, 70)
        pygame.draw.rect(surface, theme.lerp(theme.OXBLOOD_DARK, (0, 0, 0), 0.3), well, border_radius=L.px(8))
        pygame.draw.rect(surface, theme.GILT_DARK, well, max(1, L.px(1.5)), border_radius=L.px(8))
        theme.blit_text(surface, t("speed_preview"), (well.centerx, well.bottom + L.px(6)), L.px(12),
                        theme.IVORY_DIM, anchor="midtop", italic=True, shadow=False)
        try:
            from popejoan.ui.fish import FishArt
        except ImportError:  # pragma: no cover - part 1's module
            return
        length = L.px(44)
        if getattr(self, "_fish", None) is None or self._fish.length != length:
            self._fish = FishArt(length)
        period = 500 / max(0.25, self.app.speed)  # one glide; then a rest as long
        phase = (self.clock_ms % (period * 4)) / period
        leg, t_ = int(phase), phase - int(phase)
        ease = t_ * t_ * (3 - 2 * t_)
        left, right = well.x + L.px(40), well.right - L.px(40)
        if leg == 0:
            x, facing = left + (right - left) * ease, 0
        elif leg == 1:
            x, facing = right, 0
        elif leg == 2:
            x, facing = right - (right - left) * ease, 180
        else:
            x, facing = left, 180
        self._fish.draw(surface, (x, well.centery), facing)
