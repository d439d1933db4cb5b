"""The settings: sound, the window and the animation, the pack's colours, the interface size, motion.

Opened from the title menu ("Settings", top right) and from the pause menu
(its Settings button), over the screen it came from. Every choice takes
effect at once (the app's ``settings_changed`` puts it in force, lays every
screen out again and saves the settings file) and the screen below shows it:

- Sound: the volume (0 to 100 %), sound on or off (M at the table), the
  parlour ambience (a fire and a clock, quietly, under the game);
- Window: full screen (F11), the animation speed, with a fish gliding at that
  speed (fading in place with reduced motion);
- Cards and text: the four-colour pack (clubs green, diamonds blue), shown
  on four cards; the interface size, 100 % to 200 %;
- Motion: reduced motion (the board does not revolve, cards and fish fade); quick forced plays (the cards that
  must follow a lead go by quicker, the story keeping its time).

Everything works from the keyboard: Tab, Shift+Tab or Up and Down move the
focus (a gilt ring round the control), Left and Right change a value, Enter
or Space switch a toggle, Esc (or Done) returns. Its words are in
:data:`WORDS` (English, marked for the catalog) and drawn in the interface language.

- Language (above the columns): Automatic (the system's language, English when
  it is none of the four), English, Español, 日本語, Русский, each named in
  itself; a change takes effect at once on every screen (``App.choose_language``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from popejoan.engine.cards import card
from popejoan.ui import access, cards_art, theme
from popejoan.ui.i18n import LANGUAGES, N_, _, system_language
from popejoan.ui.overlay import OverlayScene
from popejoan.ui.scene import Navigator
from popejoan.ui.settings import LANGUAGE_CHOICES, SPEEDS, UI_SCALES
from popejoan.ui.sound import of as sound_of
from popejoan.ui.widgets import Button, FocusRing, Stepper, Toggle, Widget

if TYPE_CHECKING:
    from popejoan.ui.fish import FishArt

__all__ = ["PANEL", "SettingsScene", "WORDS", "language_label", "words"]

WORDS: dict[str, str] = {
    "title": N_("Settings"),
    "language": N_("Language"),
    # TRANSLATORS: the Language setting's first choice; {language} is the language it gives now, named in itself
    "automatic": N_("Automatic ({language})"),
    "language_note": N_("Automatic follows the system's language"),
    # TRANSLATORS: a switch on the Language row: on, each ruleset's board keeps the words of its source (the
    # Japanese board in Japanese, Parlett's in English); off, every board speaks the interface language. Short
    # (two short lines at most)
    "source_words": N_("Boards in their sources' words"),
    "sound": N_("Sound"),
    "volume": N_("Volume"),
    # TRANSLATORS: the volume, a per cent; {n} is 0 to 100
    "volume_value": N_("{n} %"),
    "sound_on": N_("Sound on"),
    "sound_on_note": N_("M turns it off and on at the table"),
    "ambience": N_("Parlour ambience"),
    "ambience_note": N_("a fire and a mantel clock, quietly"),
    # TRANSLATORS: beside the Sound heading when the computer has no sound device: short (one line, beside it)
    "no_sound": N_("no sound device: the game is silent"),
    "window": N_("Window and pace"),
    "fullscreen": N_("Full screen"),
    "speed": N_("Animation speed"),
    # TRANSLATORS: an animation speed such as 1.5× (1 = normal); {speed} is the number
    "speed_value": N_("{speed}×"),
    "speed_preview": N_("a fish at this speed"),
    "sight": N_("Cards and text"),
    "four_colour": N_("Four-colour pack"),
    "four_colour_note": N_("clubs green, diamonds blue"),
    "size": N_("Interface size"),
    # TRANSLATORS: the interface size, a per cent; {n} is 100 to 200
    "size_value": N_("{n} %"),
    "size_note": N_("the table's cards and words, and the panels over it, as far as the window has room"),
    "motion": N_("Motion"),
    "reduced_motion": N_("Reduced motion"),
    "reduced_motion_note": N_("the board does not revolve; cards and fish fade instead of flying"),
    "quick_forced": N_("Quick forced plays"),
    "quick_forced_note": N_("stops, stakes and payments keep their time"),
    # TRANSLATORS: a button that closes the settings
    "done": N_("Done"),
    "keys": N_("Tab or the arrows move · Left and Right change · Enter switches · Esc returns"),
}
"""Every word the settings screen shows, in English, marked for the catalog (:func:`words` translates)."""


def words(key: str, **values: object) -> str:
    """The settings screen's word ``key`` of :data:`WORDS` in the interface language, with ``values`` filled in."""
    text = _(WORDS[key])
    return text.format(**values) if values else text


def language_label(choice: str) -> str:
    """A Language choice as the settings screen shows it: each language named in itself (English, Español,
    日本語, Русский); ``"auto"`` as "Automatic (…)" naming the language it gives on this system."""
    if choice in LANGUAGES:
        return LANGUAGES[choice]
    return words("automatic", language=LANGUAGES[system_language()])


PANEL = (200, 68, 880, 672)
"""The panel in reference pixels (x, y, width, height) on the 1280×800 layout, its middle where it was (a panel
grows about the window's middle at a larger interface size). Its foot leaves the line of keys under Done clear of
the gilt rules: at 656 high a Japanese line sat on them, at 1000×640 across them."""

KEYS_Y = 720
"""The middle of the line of keys under Done (reference pixels): about halfway between Done's foot (706) and the
panel's innermost rule (733)."""

DY = 36
"""How far (reference pixels) the columns lie below where they would without the Language row above them."""

VOLUME_STEP = 0.1
"""The volume changes by this much a step (0..1)."""


class SettingsScene(OverlayScene):
    """The settings panel, over the screen it was opened from.

    Args:
        app: the app (its settings, ``settings_changed``, ``set_speed``, ``toggle_fullscreen``, ``sound``).

    Attributes:
        ring: the controls in keyboard order.
        zoom: the interface size the panel is drawn at (as far as it fits the window).
    """

    def __init__(self, app: Navigator) -> None:
        super().__init__(app)
        self.clock_ms = 0.0
        self._fish: FishArt | None = None
        self.no_sound_rect: pygame.Rect | None = None
        """Where the last frame said there is no sound device (beside the Sound heading), or None."""
        self.no_sound_words = ""
        """What it said there (cut with "…" only if even its smallest size did not fit)."""
        settings = app.settings
        self.language = Stepper(lambda: language_label(self.language_choice()), self._step_language, size_px=18)
        self.volume = Stepper(lambda: words("volume_value", n=round(settings.sound_volume * 100)),
                              self._step_volume)
        self.sound_on = Toggle(lambda: not settings.muted, lambda on: self._set("muted", not on))
        self.ambience = Toggle(lambda: settings.ambience, lambda on: self._set("ambience", on))
        self.fullscreen = Toggle(lambda: self.app.fullscreen, self._fullscreen)
        self.speed = Stepper(lambda: words("speed_value", speed=f"{self.app.speed:g}"), self._step_speed)
        self.four_colour = Toggle(lambda: settings.four_colour, lambda on: self._set("four_colour", on))
        self.size = Stepper(lambda: words("size_value", n=settings.ui_scale), self._step_size)
        self.reduced = Toggle(lambda: settings.reduced_motion, lambda on: self._set("reduced_motion", on))
        self.source_words = Toggle(lambda: settings.source_words, lambda on: self._set("source_words", on))
        self.quick_forced = Toggle(lambda: settings.quick_forced, lambda on: self._set("quick_forced", on))
        self.done_button = Button(lambda: words("done"), self.close, size_px=22, primary=True)
        self.ring = FocusRing()
        self.ring.set(self.controls())
        self.ring.focus = 2  # the volume: the Language row above it is a Shift+Tab or two away
        self.zoom = 1.0
        self.layout = theme.Layout(app.screen_size)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.on_resize(app.screen_size)

    def controls(self) -> list[Widget]:
        """Every control, in keyboard order: the language, down the left column, then the right, then Done."""
        return [self.language, self.source_words, self.volume, self.sound_on, self.ambience, self.fullscreen,
                self.speed, self.four_colour, self.size, self.reduced, self.quick_forced, self.done_button]

    # --- changing things

    def _set(self, name: str, value: object) -> None:
        setattr(self.app.settings, name, value)
        self.app.settings_changed()

    def language_choice(self) -> str:
        """The Language choice in force (``--language`` for this run, else the setting)."""
        return self.app.language_choice

    def _step_language(self, step: int) -> None:
        """The next (or previous) Language choice: saved, and in force at once on every screen."""
        current = self.language_choice()
        index = LANGUAGE_CHOICES.index(current) if current in LANGUAGE_CHOICES else 0
        choice = LANGUAGE_CHOICES[(index + step) % len(LANGUAGE_CHOICES)]
        self.app.choose_language(choice)

    def _step_volume(self, step: int) -> None:
        volume = round(self.app.settings.sound_volume / VOLUME_STEP) + step
        self._set("sound_volume", max(0.0, min(1.0, volume * VOLUME_STEP)))
        if step and not self.app.settings.muted:
            sound_of(self.app).play("card")  # a sample at the new volume

    def _step_speed(self, step: int) -> None:
        speed = self.app.speed
        index = min(range(len(SPEEDS)), key=lambda i: abs(SPEEDS[i] - speed))
        self.app.set_speed(SPEEDS[max(0, min(len(SPEEDS) - 1, index + step))])

    def _step_size(self, step: int) -> None:
        scale = self.app.settings.ui_scale
        index = UI_SCALES.index(scale) if scale in UI_SCALES else 0
        before, pointer = self.size.rect.copy(), self.ring.mouse
        self._set("ui_scale", UI_SCALES[max(0, min(len(UI_SCALES) - 1, index + step))])
        self._keep_under_pointer(before, pointer)

    def _keep_under_pointer(self, before: pygame.Rect, pointer: tuple[int, int]) -> None:
        """The panel grew or shrank under a click on the size control: put the pointer on the same spot of
        the control where it now lies, so that a second click does what the first did, not whatever the new
        layout moved under the pointer (a new player clicked › and hit the sound switch)."""
        after = self.size.rect
        if after == before or not before.collidepoint(pointer):
            return
        spot = (round(after.x + (pointer[0] - before.x) * after.width / max(1, before.width)),
                round(after.y + (pointer[1] - before.y) * after.height / max(1, before.height)))
        self.ring.mouse = spot
        if pygame.display.get_init() and pygame.display.get_surface() is not None and pygame.mouse.get_focused():
            pygame.mouse.set_pos(spot)

    def _fullscreen(self, value: bool) -> None:
        if value != self.app.fullscreen:
            self.app.toggle_fullscreen()
            self.app.save_settings()

    def close(self) -> None:
        """Back to the screen below (the settings are saved already)."""
        if self.app.top is self:
            self.app.pop()

    # --- layout and events

    def on_resize(self, size: tuple[int, int]) -> None:
        """Lay the panel out for ``size`` pixels, at the interface size as far as it fits."""
        base = theme.ui_scale(size)
        self.zoom = access.fit_zoom((size[0] - 16, size[1] - 16), (PANEL[2] * base, PANEL[3] * base))
        self.layout = L = theme.Layout(size, self.zoom)
        x, y, w, h = PANEL
        self.panel = L.rect(x, y, w, h)
        right_l, right_r = 626, 1040  # the right column: labels from 626, controls ending at 1040
        dy = DY
        rows = {
            self.language: (150, 440, 300), self.source_words: (150, right_r - 60, 60),
            self.volume: (220 + dy, 440, 180), self.sound_on: (270 + dy, 560, 60), self.ambience: (330 + dy, 560, 60),
            self.fullscreen: (438 + dy, 560, 60), self.speed: (490 + dy, 440, 180),
            self.four_colour: (220 + dy, right_r - 60, 60), self.size: (378 + dy, right_r - 180, 180),
            self.reduced: (494 + dy, right_r - 60, 60), self.quick_forced: (578 + dy, right_r - 60, 60),
        }
        for widget, (top, left, width) in rows.items():
            height = 28 if isinstance(widget, Toggle) else 36
            widget.rect = L.rect(left, top + (4 if isinstance(widget, Toggle) else 0), width, height)
        self.done_button.rect = L.rect(540, 662, 200, 44)
        self._right_label_x = right_l

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Esc returns; Up and Down move like Tab; the ring does the rest. Everything is held here."""
        if event.type == pygame.KEYDOWN:
            if self.closed_by(event):
                return True
            if event.key in (pygame.K_UP, pygame.K_DOWN):
                self.ring.move(-1 if event.key == pygame.K_UP else 1)
                return True
        if event.type == pygame.MOUSEWHEEL:
            over = next((w for w in self.ring.widgets if isinstance(w, Stepper) and self.ring.hovered(w)), None)
            if over is not None:
                over.adjust(1 if event.y > 0 else -1)
            return True
        self.ring.handle_event(event)
        return True

    def update(self, dt_ms: float) -> None:
        """The preview fish's clock."""
        self.clock_ms += dt_ms

    # --- drawing

    def draw(self, surface: pygame.Surface) -> None:
        """Dim what lies below; the panel, its two columns, Done."""
        L = self.layout
        s = L.scale
        fade = min(1.0, self.clock_ms / (160 / max(0.25, self.app.speed)))
        self.dim_below(surface, round(160 * fade) // 10 * 10)
        theme.draw_panel(surface, self.panel, s)
        theme.blit_text(surface, words("title"), L.point(640, 110), L.px(36), anchor="center", gilt=True, bold=True)
        theme.draw_rule(surface, L.point(480, 138), L.px(320), s)
        left_x, right_x, dy = 240, self._right_label_x, DY
        self._label(surface, words("language"), left_x, self.language)
        if self.language_choice() == "auto":  # said only while it is so (a playtest: still said after English)
            theme.blit_text(surface, words("language_note"), (self.language.rect.centerx,
                            self.language.rect.bottom + L.px(4)), L.px(13), theme.IVORY_DIM, anchor="midtop",
                            italic=True, shadow=False)
        # the boards' words, between the language and the right edge: up to two lines beside their switch
        room = self.source_words.rect.x - L.px(12) - (self.language.rect.right + L.px(20))
        lines = theme.wrap(words("source_words"), L.px(15), room)[:2]
        theme.text_lines(surface, lines, (self.language.rect.right + L.px(20),
                                          self.source_words.rect.centery - L.px(9) * len(lines)),
                         L.px(15), theme.IVORY, line_gap=1.2)
        heading = self._heading(surface, words("sound"), left_x, 186 + dy)
        self._label(surface, words("volume"), left_x, self.volume)
        self._label(surface, words("sound_on"), left_x, self.sound_on, words("sound_on_note"))
        self._label(surface, words("ambience"), left_x, self.ambience, words("ambience_note"))
        self.no_sound_rect = None
        if sound_of(self.app).reason:
            # beside the Sound heading, on its line, as it concerns the whole column (under the ambience it read
            # as the ambience's own note, and in Spanish nearly touched the heading below)
            note = words("no_sound")
            x = heading.right + L.px(14)
            room = L.point(left_x + 380, 0)[0] - x
            size = theme.fit_size(note, L.px(14), room, italic=True, smallest=0.75)
            self.no_sound_words = theme.ellipsize(note, size, room, italic=True)
            self.no_sound_rect = theme.blit_text(surface, self.no_sound_words, (x, heading.centery), size,
                                                 theme.IVORY_DIM, anchor="midleft", italic=True, shadow=False)
        self._heading(surface, words("window"), left_x, 404 + dy)
        self._label(surface, words("fullscreen"), left_x, self.fullscreen, "F11")
        self._label(surface, words("speed"), left_x, self.speed)
        self._draw_speed_preview(surface, L.rect(left_x, 540 + dy, 380, 62))
        self._heading(surface, words("sight"), right_x, 186 + dy)
        self._label(surface, words("four_colour"), right_x, self.four_colour, words("four_colour_note"))
        self._draw_pack(surface, L.rect(right_x, 268 + dy, 414, 96))
        self._label(surface, words("size"), right_x, self.size)
        lines = theme.wrap(words("size_note"), L.px(13), L.px(414), italic=True)
        theme.text_lines(surface, lines, L.point(right_x, 420 + dy), L.px(13), theme.IVORY_DIM, italic=True,
                         shadow=False, line_gap=1.2)
        self._heading(surface, words("motion"), right_x, 462 + dy)
        self._label(surface, words("reduced_motion"), right_x, self.reduced)
        lines = theme.wrap(words("reduced_motion_note"), L.px(13), L.px(414), italic=True)
        theme.text_lines(surface, lines, L.point(right_x, 532 + dy), L.px(13), theme.IVORY_DIM, italic=True,
                         shadow=False, line_gap=1.2)
        self._label(surface, words("quick_forced"), right_x, self.quick_forced, words("quick_forced_note"))
        self.ring.draw(surface, s)
        theme.blit_text(surface, words("keys"), L.point(640, KEYS_Y), L.px(12), theme.IVORY_DIM, anchor="center",
                        italic=True, shadow=False)

    def _heading(self, surface: pygame.Surface, text: str, x: float, y: float) -> pygame.Rect:
        """A column's heading at reference point (``x``, ``y``); the rectangle (pixels) it took."""
        L = self.layout
        return theme.blit_text(surface, text, L.point(x, y), L.px(21), theme.GILT_LIGHT, bold=True)

    def _label(self, surface: pygame.Surface, text: str, x: float, widget: Widget, note: str = "") -> None:
        """A control's name left of it (its note in small italics under the name)."""
        L = self.layout
        px = L.point(x, 0)[0]
        y = widget.rect.centery - (L.px(8) if note else 0)
        theme.blit_text(surface, text, (px, y), L.px(19), theme.IVORY, anchor="midleft")
        if note:
            theme.blit_text(surface, note, (px, y + L.px(19)), L.px(13), theme.IVORY_DIM, anchor="midleft",
                            italic=True, shadow=False)

    def _draw_pack(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Four cards, one of each suit, in the pack's colours as they are now."""
        L = self.layout
        width = max(20, min(L.px(52), (rect.width - L.px(36)) // 4))
        height = cards_art.card_height(width)
        x = rect.x
        for suit, rank in ((0, 1), (1, 9), (2, 12), (3, 13)):
            surface.blit(cards_art.face(card(suit, rank), width), (x, rect.y + (rect.height - height) // 2))
            x += width + L.px(12)

    def _draw_speed_preview(self, surface: pygame.Surface, well: pygame.Rect) -> None:
        """A fish gliding across a little gilt-edged well at the chosen speed (with reduced motion, it fades
        out at one end and in at the other)."""
        L = self.layout
        pygame.draw.rect(surface, theme.lerp(theme.OXBLOOD_DARK, (0, 0, 0), 0.3), well, border_radius=L.px(8))
        pygame.draw.rect(surface, theme.GILT_DARK, well, max(1, L.px(1.5)), border_radius=L.px(8))
        theme.blit_text(surface, words("speed_preview"), (well.centerx, well.bottom + L.px(4)), L.px(12),
                        theme.IVORY_DIM, anchor="midtop", italic=True, shadow=False)
        from popejoan.ui.fish import FishArt

        length = L.px(40)
        fish = self._fish
        if fish is None or fish.length != length:
            fish = self._fish = FishArt(length)
        period = 500 / max(0.25, self.app.speed)
        phase = (self.clock_ms % (period * 4)) / period
        leg, t_ = int(phase), phase - int(phase)
        ease = t_ * t_ * (3 - 2 * t_)
        left, right = well.x + L.px(36), well.right - L.px(36)
        facing = 0 if leg in (0, 1) else 180
        if access.current().reduced_motion:
            x: float = left if leg in (0, 3) else right
            img, (dx, dy) = fish.sprite(facing)
            img = img.copy()
            img.set_alpha(int(255 * (1.0 - ease if leg in (0, 2) else ease)))
            surface.blit(img, (int(x) + dx, well.centery + dy))
            return
        x = {0: left + (right - left) * ease, 1: right, 2: right - (right - left) * ease, 3: left}[leg]
        fish.draw(surface, (x, well.centery), facing)
