"""The clickable controls in lacquer and gilt: :class:`Button`, :class:`Toggle` and :class:`Stepper`, and the
shaded, gilt-rimmed body a button and a stepper are drawn on (:func:`_frame`).

The text field is in :mod:`.text_field`; the focus ring and tips in :mod:`.focus`.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from popejoan.ui import theme
from popejoan.ui.cache import MB, bounded_cache
from popejoan.ui.widgets.base import Action, Widget


@bounded_cache("widgets", 4 * MB, 256)
def _body(size: tuple[int, int], top: theme.Color, bottom: theme.Color, radius: int) -> pygame.Surface:
    """A rounded rectangle shaded from ``top`` to ``bottom`` (cached: widgets redraw every frame)."""
    body = pygame.Surface(size, pygame.SRCALPHA)
    w, h = size
    for y in range(h):
        pygame.draw.line(body, (*theme.lerp(top, bottom, y / max(1, h - 1)), 255), (0, y), (w, y))
    mask = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    body.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return body


def _frame(surface: pygame.Surface, rect: pygame.Rect, scale: float, hovered: bool, focused: bool,
           enabled: bool, fill: theme.Color = theme.OXBLOOD, pressed: bool = False) -> None:
    if (hovered or focused) and enabled:
        theme.draw_glow(surface, rect, scale, 70 if focused else 45)
    top = theme.lerp(fill, (255, 220, 190), 0.12 if hovered and enabled else 0.05)
    bottom = theme.lerp(fill, (0, 0, 0), 0.45)
    if pressed:
        top, bottom = bottom, top
    surface.blit(_body(rect.size, top, bottom, theme.px(6, scale)), rect)
    rim = theme.GILT_LIGHT if focused and enabled else theme.GILT if enabled else theme.GILT_DARK
    pygame.draw.rect(surface, rim, rect, max(1, theme.px(2 if focused else 1.5, scale)),
                     border_radius=theme.px(6, scale))
    inner = rect.inflate(-theme.px(6, scale), -theme.px(6, scale))
    pygame.draw.rect(surface, theme.GILT_DARK, inner, 1, border_radius=theme.px(4, scale))


class Button(Widget):
    """A lacquered button with a gilt rim and a label.

    Args:
        label: the text, or a function giving it (for labels that change).
        on_click: called when clicked or activated from the keyboard.
        size_px: label size in reference pixels.
        language: picks the font for the label (default: the interface language's, for the game's own
            words; a ruleset's words pass its language).
        primary: a grand button (larger gilt lettering).
        icon: draw a mark instead of the label: ``"close"`` (a cross: delete, close) or ``"pen"`` (a pencil:
            rename); the label is still the button's name (the keys line and screen readers say it).
        tip: what the mouse resting on it is told (:attr:`Widget.tip`), e.g. an icon's name and its key.
    """

    def __init__(self, label: str | Callable[[], str], on_click: Action, *, size_px: int = 22,
                 language: str | None = None, primary: bool = False, icon: str | None = None,
                 tip: str | Callable[[], str] | None = None) -> None:
        super().__init__()
        self.icon = icon
        self.tip = tip
        self._label = label
        self.on_click = on_click
        self.size_px = size_px
        self.language = language
        self.primary = primary

    @property
    def label(self) -> str:
        """The text shown now."""
        return self._label() if callable(self._label) else self._label

    def activate(self) -> None:
        """Run the button's action."""
        if self.enabled:
            self.on_click()

    def draw(self, surface: pygame.Surface, scale: float, hovered: bool, focused: bool) -> None:
        """Draw the button."""
        _frame(surface, self.rect, scale, hovered, focused, self.enabled,
               fill=theme.OXBLOOD if self.primary else theme.lerp(theme.OXBLOOD, theme.LACQUER, 0.55))
        if self.icon == "close":
            d: float = self.rect.width // 5
            c = self.rect.center
            color = theme.GILT_LIGHT if self.enabled else theme.GILT_DARK
            for a, b in (((c[0] - d, c[1] - d), (c[0] + d, c[1] + d)), ((c[0] - d, c[1] + d), (c[0] + d, c[1] - d))):
                pygame.draw.line(surface, color, a, b, max(1, theme.px(2, scale)))
            return
        if self.icon == "pen":  # a pencil, point down-left, over the line it writes
            d = self.rect.width / 5
            cx, cy = self.rect.center
            color = theme.GILT_LIGHT if self.enabled else theme.GILT_DARK
            w = max(1, theme.px(1.5, scale))
            # the shaft: a slanted band from the top right to above the point
            top_r, top_l = (cx + d * 1.1, cy - d * 0.5), (cx + d * 0.5, cy - d * 1.1)
            low_l, low_r = (cx - d * 0.7, cy + d * 0.1), (cx - d * 0.1, cy + d * 0.7)
            pygame.draw.polygon(surface, color, [top_r, top_l, low_l, low_r], w)
            pygame.draw.polygon(surface, color, [low_l, low_r, (cx - d * 1.0, cy + d * 1.0)])  # the point
            pygame.draw.line(surface, color, (cx + d * 0.2, cy - d * 0.8), (cx + d * 0.8, cy - d * 0.2), w)  # ferrule
            return
        room = self.rect.width - theme.px(16, scale)
        size = theme.fit_size(self.label, theme.px(self.size_px, scale), room, self.language, bold=self.primary)
        text = theme.ellipsize(self.label, size, room, self.language, bold=self.primary)
        img = theme.render(text, size, theme.IVORY if self.enabled else theme.IVORY_DIM, self.language,
                           gilt=self.primary and self.enabled, bold=self.primary)
        if not self.enabled:
            img = img.copy()
            img.set_alpha(120)
        surface.blit(img, img.get_rect(center=(self.rect.centerx, self.rect.centery + theme.px(1, scale))))


class Toggle(Widget):
    """An On / Off switch: a gilt-rimmed slot with a sliding pearl knob.

    Args:
        get: returns the current value.
        set_: called with the new value.
    """

    def __init__(self, get: Callable[[], bool], set_: Callable[[bool], None]) -> None:
        super().__init__()
        self.get = get
        self.set = set_

    def activate(self) -> None:
        """Flip the value."""
        self.set(not self.get())

    def adjust(self, step: int) -> bool:
        """Right turns on, Left turns off."""
        value = step > 0
        if value != self.get():
            self.set(value)
            return True
        return False

    def draw(self, surface: pygame.Surface, scale: float, hovered: bool, focused: bool) -> None:
        """Draw the switch."""
        on = self.get()
        r = self.rect
        if hovered or focused:
            theme.draw_glow(surface, r, scale, 60 if focused else 40)
        slot = theme.lerp(theme.BAIZE, (0, 0, 0), 0.1) if on else theme.lerp(theme.LACQUER, (0, 0, 0), 0.2)
        pygame.draw.rect(surface, slot, r, border_radius=r.height // 2)
        pygame.draw.rect(surface, theme.GILT_LIGHT if focused else theme.GILT, r, max(1, theme.px(1.5, scale)),
                         border_radius=r.height // 2)
        knob_r = r.height // 2 - theme.px(3, scale)
        cx = r.right - r.height // 2 if on else r.left + r.height // 2
        pygame.draw.circle(surface, (70, 60, 52), (cx + 1, r.centery + 2), knob_r)
        pygame.draw.circle(surface, (236, 230, 222), (cx, r.centery), knob_r)
        pygame.draw.circle(surface, (255, 252, 246), (cx - knob_r // 3, r.centery - knob_r // 3), max(1, knob_r // 3))
        pygame.draw.circle(surface, theme.GILT_DARK, (cx, r.centery), knob_r, 1)


class Stepper(Widget):
    """A value with ‹ and › arrows either side: Left / Right or a click on an arrow change it.

    Args:
        text: returns the value as shown.
        step: called with -1 or +1.
        language: picks the font (default: the interface language's).
        size_px: text size in reference pixels.
    """

    def __init__(self, text: Callable[[], str], step: Callable[[int], None], *, language: str | None = None,
                 size_px: int = 20) -> None:
        super().__init__()
        self.text = text
        self.step = step
        self.language = language
        self.size_px = size_px

    def activate(self) -> None:
        """Enter steps forward."""
        self.step(+1)

    def adjust(self, step: int) -> bool:
        """Step by ``step``."""
        self.step(step)
        return True

    def click(self, pos: tuple[int, int]) -> None:
        """A click on the left third steps back, elsewhere forward."""
        self.step(-1 if pos[0] < self.rect.x + self.rect.width // 3 else +1)

    def draw(self, surface: pygame.Surface, scale: float, hovered: bool, focused: bool) -> None:
        """Draw the arrows and the value."""
        _frame(surface, self.rect, scale, hovered, focused, self.enabled,
               fill=theme.lerp(theme.LACQUER, theme.OXBLOOD, 0.35))
        size = theme.px(self.size_px, scale)
        r = self.rect
        aw = theme.px(20, scale)
        d = theme.px(5, scale)
        for sign, x in ((-1, r.left + theme.px(12, scale)), (1, r.right - theme.px(12, scale))):
            pts = [(x + sign * d, r.centery), (x - sign * d * 0.6, r.centery - d), (x - sign * d * 0.6, r.centery + d)]
            pygame.draw.polygon(surface, theme.GILT_LIGHT if hovered or focused else theme.GILT, pts)
        room = r.width - aw * 2 - theme.px(6, scale)  # clear of the arrows
        size = theme.fit_size(self.text(), size, room, self.language)
        text = theme.ellipsize(self.text(), size, room, self.language)
        img = theme.render(text, size, theme.IVORY, self.language)
        surface.blit(img, img.get_rect(center=(r.centerx, r.centery + theme.px(1, scale))))
