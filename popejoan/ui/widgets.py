"""Buttons, toggles, steppers and text fields for the shell's screens, in lacquer and gilt.

Every widget works with the mouse (click, wheel) and the keyboard: a
:class:`FocusRing` moves focus with Tab / Shift+Tab (and Up / Down), Enter or
Space activates, Left / Right change a value; the focused widget has a
visible gilt focus ring round it (:func:`draw_focus_ring`). Widgets read the position from
the event (``event.pos``), never from ``pygame.mouse``, so posted events work
the same as real ones.
"""

from __future__ import annotations

from typing import Callable

import pygame

from popejoan.ui import palette as pal
from popejoan.ui import theme
from popejoan.ui.cache import MB, bounded_cache

Action = Callable[[], None]


class Widget:
    """A rectangle that can be hovered, focused and activated.

    Attributes:
        rect: where it is, in window pixels (set by the owning scene's layout).
        enabled: a disabled widget is drawn dimmed and ignores input.
        focusable: whether Tab stops on it.
    """

    focusable = True
    tip: str | Callable[[], str] | None = None
    """What a pause of the mouse over it says (:meth:`FocusRing.draw`): a text, a function giving it (read as it
    is drawn, so a change of language shows at once), or None for no tip."""

    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.enabled = True

    @property
    def tip_text(self) -> str:
        """The tip as it reads now, or ``""`` for none."""
        tip = self.tip
        return (tip() if callable(tip) else tip) or ""

    def activate(self) -> None:
        """Enter, Space or a click."""

    def adjust(self, step: int) -> bool:
        """Left (-1) or Right (+1); return True when it changed something."""
        return False

    def handle_event(self, event: pygame.event.Event, focused: bool) -> bool:
        """React to ``event``; ``focused`` says whether this widget has the keyboard."""
        if not self.enabled:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            self.click(event.pos)
            return True
        if focused and event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.activate()
                return True
            if event.key == pygame.K_LEFT:
                return self.adjust(-1)
            if event.key == pygame.K_RIGHT:
                return self.adjust(+1)
        return False

    def click(self, pos: tuple[int, int]) -> None:
        """A left click at window pixel ``pos`` inside the widget."""
        self.activate()

    def draw(self, surface: pygame.Surface, scale: float, hovered: bool, focused: bool) -> None:
        """Draw the widget in its rect."""


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
    pygame.draw.rect(surface, rim, rect, max(1, theme.px(2 if focused else 1.5, scale)), border_radius=theme.px(6, scale))
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
            d = self.rect.width // 5
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


class TextField(Widget):
    """A one-line text field (player names): click or Tab to it and type.

    The keys a desktop text field takes: typing inserts at the caret; Left / Right
    move it (Ctrl: a word at a time), Home / End to the start / end; Backspace and
    Delete remove the character before / after it (Ctrl: the word); Ctrl+A selects
    the whole text, which the next key typed replaces (Backspace or Delete clears it).

    Args:
        get: returns the text.
        set_: called with the new text after each edit.
        max_len: the most characters allowed.
        placeholder: shown dimmed when empty.

    Typing comes as ``TEXTINPUT`` events, so an input method (Japanese kana to kanji) and any keyboard
    layout (Cyrillic) type as they do elsewhere; while an input method is composing (``TEXTEDITING``) its
    text is shown underlined at the caret, and :attr:`composing` tells the screen not to take Enter or Esc
    for its own (they are the input method's).

    Attributes:
        caret: the caret's place, in characters from the start (None: at the end).
        all_selected: the whole text is selected (Ctrl+A).
        composing: an input method's text not yet committed ("" when none).
    """

    def __init__(self, get: Callable[[], str], set_: Callable[[str], None], *, max_len: int = 18,
                 placeholder: str = "", size_px: int = 20) -> None:
        super().__init__()
        self.get = get
        self.set = set_
        self.max_len = max_len
        self.placeholder = placeholder
        self.size_px = size_px
        self.blink_ms = 0.0
        self.caret: int | None = None
        self.all_selected = False
        self.composing = ""
        self._scroll = 0

    def _at(self) -> int:
        """The caret's index in the current text."""
        text = self.get()
        return len(text) if self.caret is None else max(0, min(self.caret, len(text)))

    def blur(self) -> None:
        """Focus left the field: the caret goes back to the end, nothing stays selected or composing."""
        self.caret = None
        self.all_selected = False
        self.composing = ""

    def _edit(self, text: str, caret: int) -> None:
        self.set(text[: self.max_len])
        self.caret = min(caret, len(text), self.max_len)
        self.all_selected = False
        self.blink_ms = 0

    @staticmethod
    def _word_left(text: str, i: int) -> int:
        """Where the word before index ``i`` starts (spaces before it skipped)."""
        while i > 0 and text[i - 1] == " ":
            i -= 1
        while i > 0 and text[i - 1] != " ":
            i -= 1
        return i

    @staticmethod
    def _word_right(text: str, i: int) -> int:
        """Where the word after index ``i`` ends (spaces before it skipped)."""
        while i < len(text) and text[i] == " ":
            i += 1
        while i < len(text) and text[i] != " ":
            i += 1
        return i

    def handle_event(self, event: pygame.event.Event, focused: bool) -> bool:
        """Typing and the editing keys when focused; a click focuses (the ring does that) and puts the caret at the end."""
        if not self.enabled:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            self.blur()
            return True
        if not focused:
            return False
        text = self.get()
        at = self._at()
        if event.type == pygame.TEXTEDITING:
            self.composing = "".join(ch for ch in event.text if ch.isprintable())
            self.blink_ms = 0
            return True
        if event.type == pygame.TEXTINPUT:
            self.composing = ""
            typed = "".join(ch for ch in event.text if ch.isprintable())
            if self.all_selected:
                self._edit(typed, len(typed))
            else:
                self._edit(text[:at] + typed + text[at:], at + len(typed))
            return True
        if event.type != pygame.KEYDOWN:
            return False
        ctrl = bool(getattr(event, "mod", 0) & (pygame.KMOD_CTRL | pygame.KMOD_META))
        key = event.key
        if key == pygame.K_a and ctrl:
            self.all_selected = bool(text)
            self.caret = None
            return True
        if key in (pygame.K_BACKSPACE, pygame.K_DELETE):
            if self.all_selected:
                self._edit("", 0)
            elif key == pygame.K_BACKSPACE:
                cut = self._word_left(text, at) if ctrl else max(0, at - 1)
                self._edit(text[:cut] + text[at:], cut)
            else:
                cut = self._word_right(text, at) if ctrl else min(len(text), at + 1)
                self._edit(text[:at] + text[cut:], at)
            return True
        if key in (pygame.K_HOME, pygame.K_END, pygame.K_LEFT, pygame.K_RIGHT):
            if key == pygame.K_HOME:
                to = 0
            elif key == pygame.K_END:
                to = len(text)
            elif self.all_selected:  # an arrow ends the selection at its side
                to = 0 if key == pygame.K_LEFT else len(text)
            elif key == pygame.K_LEFT:
                to = self._word_left(text, at) if ctrl else max(0, at - 1)
            else:
                to = self._word_right(text, at) if ctrl else min(len(text), at + 1)
            self.caret = to
            self.all_selected = False
            self.blink_ms = 0
            return True
        if key == pygame.K_SPACE:
            return True  # the TEXTINPUT event brings the space itself
        return False

    def draw(self, surface: pygame.Surface, scale: float, hovered: bool, focused: bool) -> None:
        """Draw the field: ivory ink on dark lacquer, a caret when focused (a selection shaded)."""
        r = self.rect
        if focused or hovered:
            theme.draw_glow(surface, r, scale, 55 if focused else 30)
        pygame.draw.rect(surface, theme.lerp(theme.LACQUER, (0, 0, 0), 0.4), r, border_radius=theme.px(4, scale))
        pygame.draw.rect(surface, theme.GILT_LIGHT if focused else theme.GILT_DARK, r, max(1, theme.px(1.5, scale)),
                         border_radius=theme.px(4, scale))
        size = theme.px(self.size_px, scale)
        text = self.get()
        at = self._at()
        composing = self.composing if focused else ""
        if composing:  # an input method's text, not yet typed, shown at the caret
            text = text[:at] + composing + text[at:]
        language = theme.language_of(text)
        pad = theme.px(8, scale)
        room = r.width - pad * 2
        x = r.x + pad
        caret_x = x
        if text and focused:
            # typing: the part of the text round the caret stays in view
            start = at
            at += len(composing)
            self._scroll = min(self._scroll, start)
            while self._scroll < at and theme.measure(text[self._scroll:at], size, language)[0] > room:
                self._scroll += 1
            while self._scroll > 0 and theme.measure(text[self._scroll - 1:], size, language)[0] <= room:
                self._scroll -= 1
            shown = text[self._scroll:]
            while shown and theme.measure(shown, size, language)[0] > room:
                shown = shown[:-1]
            if self.all_selected:
                w = theme.measure(shown, size, language)[0]
                band = pygame.Rect(x - 1, r.centery - round(size * 0.6), w + 2, round(size * 1.2))
                pygame.draw.rect(surface, theme.OXBLOOD, band)
                pygame.draw.rect(surface, theme.GILT_DARK, band, 1)
            theme.blit_text(surface, shown, (x, r.centery + theme.px(1, scale)), size, theme.IVORY, language,
                            anchor="midleft", shadow=False)
            caret_x = x + theme.measure(text[self._scroll:at], size, language)[0] + 1
            if composing:  # underlined, as input methods mark what they compose
                left = x + theme.measure(text[self._scroll:start], size, language)[0] if start > self._scroll else x
                base = r.centery + round(size * 0.55)
                pygame.draw.line(surface, theme.GILT_LIGHT, (left, base), (caret_x, base), max(1, theme.px(1, scale)))
        elif text:
            shown = theme.fit_name(text, size, room, language)
            theme.blit_text(surface, shown, (x, r.centery + theme.px(1, scale)), size, theme.IVORY,
                            language, anchor="midleft", shadow=False)
        else:
            theme.blit_text(surface, self.placeholder, (x, r.centery + theme.px(1, scale)), size,
                            theme.IVORY_DIM, None, anchor="midleft", shadow=False, italic=True)
        if focused and not self.all_selected and int(self.blink_ms // 500) % 2 == 0:
            h = round(size * 0.9)
            pygame.draw.line(surface, theme.GILT_LIGHT, (caret_x, r.centery - h // 2), (caret_x, r.centery + h // 2),
                             max(1, theme.px(1.5, scale)))


class FocusRing:
    """The widgets of a screen in keyboard order, which one has focus, and which one the mouse is over.

    Attributes:
        widgets: every widget, in Tab order.
        focus: the index of the focused widget, or -1 for none.
        mouse: the last mouse position seen in an event (window pixels).
    """

    def __init__(self) -> None:
        self.widgets: list[Widget] = []
        self.focus = -1
        self.mouse = (-1, -1)
        self.rested_on: Widget | None = None
        """The widget the mouse rests on (its tip shows after :data:`TIP_DELAY_MS`), or None."""
        self.rest_ms = 0.0
        """How long (milliseconds) the mouse has rested on :attr:`rested_on`."""
        self.tip_rect = pygame.Rect(0, 0, 0, 0)
        """Where the tip was last drawn (window pixels; empty when none was)."""

    def set(self, widgets: list[Widget], keep: Widget | None = None) -> None:
        """Replace the widgets, keeping focus on ``keep`` (or the same index) where possible."""
        old = self.focused
        self.widgets = widgets
        target = keep or old
        self.focus = widgets.index(target) if target in widgets else min(self.focus, len(widgets) - 1)

    @property
    def focused(self) -> Widget | None:
        """The focused widget, or None."""
        return self.widgets[self.focus] if 0 <= self.focus < len(self.widgets) else None

    def move(self, step: int) -> None:
        """Move focus ``step`` places along the ring, skipping disabled widgets."""
        n = len(self.widgets)
        if not n:
            return
        i = self.focus if self.focus >= 0 else (-1 if step > 0 else 0)
        for _ in range(n):
            i = (i + step) % n
            w = self.widgets[i]
            if w.enabled and w.focusable:
                self.focus = i
                return

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Route ``event``: Tab moves focus; clicks focus and activate; keys go to the focused widget."""
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.mouse = event.pos
        focused = self.focused
        if focused is not None and isinstance(focused, TextField) and focused.handle_event(event, True):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB:
            self.move(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i, w in enumerate(self.widgets):
                if w.enabled and w.rect.collidepoint(event.pos):
                    self.focus = i
                    w.handle_event(event, True)
                    return True
            if isinstance(focused, TextField):
                self.focus = -1
            return False
        if focused is not None and event.type == pygame.KEYDOWN:
            return focused.handle_event(event, True)
        return False

    def hovered(self, widget: Widget) -> bool:
        """Whether the mouse is over ``widget``."""
        return widget.enabled and widget.rect.collidepoint(self.mouse)

    def update(self, dt_ms: float) -> None:
        """Advance the caret blink and the mouse's rest on a widget (its tip); a text field that has lost the focus
        forgets its caret and selection."""
        under = next((w for w in self.widgets if w.rect.width and self.hovered(w)), None)
        if under is not self.rested_on:
            self.rested_on, self.rest_ms = under, 0.0
        elif under is not None:
            self.rest_ms += dt_ms
        focused = self.focused
        for w in self.widgets:
            if isinstance(w, TextField):
                w.blink_ms += dt_ms
                if w is not focused and (w.caret is not None or w.all_selected):
                    w.blur()

    def draw(self, surface: pygame.Surface, scale: float) -> None:
        """Draw every widget, and a focus ring round the focused one (the keyboard's place, whatever its look)."""
        focused = self.focused
        for w in self.widgets:
            if w.rect.width and w.rect.height:
                w.draw(surface, scale, self.hovered(w), w is focused)
        if focused is not None and focused.enabled and focused.rect.width and focused.rect.height:
            draw_focus_ring(surface, focused.rect, scale)
        self.tip_rect = pygame.Rect(0, 0, 0, 0)
        rested = self.rested_on
        if (rested is not None and self.rest_ms >= TIP_DELAY_MS and rested.tip_text and self.hovered(rested)
                and rested.rect.width):
            self.tip_rect = draw_tip(surface, rested.tip_text, rested.rect, scale)


TIP_DELAY_MS = 500.0
"""How long (milliseconds) the mouse rests on a widget before its tip shows, as desktop tips wait."""


def draw_tip(surface: pygame.Surface, text: str, over: pygame.Rect, scale: float) -> pygame.Rect:
    """A tip: ``text`` in ink on an ivory slip with a shadow (as the table's tip over a card), above ``over``
    (below it when there is no room above), kept inside the window; a text wider than the window is cut with
    "…".

    Args:
        surface: the window.
        text: one line.
        over: the widget's rectangle, window pixels.
        scale: the interface's scale.

    Returns:
        The slip's rectangle, window pixels.
    """
    size = max(11, theme.px(14, scale))
    pad_x, pad_y, gap = theme.px(8, scale), theme.px(4, scale), theme.px(6, scale)
    language = theme.language_of(text)
    text = theme.ellipsize(text, size, surface.get_width() - 2 * pad_x - 8, language)
    img = theme.render(text, size, pal.INK, language, shadow=False)
    box = img.get_rect().inflate(2 * pad_x, 2 * pad_y)
    box.midbottom = (over.centerx, over.top - gap)
    if box.top < 0:
        box.midtop = (over.centerx, over.bottom + gap)
    box.clamp_ip(surface.get_rect())
    radius = theme.px(5, scale)
    pygame.draw.rect(surface, (0, 0, 0), box.move(2, 2), border_radius=radius)
    pygame.draw.rect(surface, pal.IVORY, box, border_radius=radius)
    pygame.draw.rect(surface, pal.GILT_DARK, box, 1,
                     border_radius=radius)
    surface.blit(img, img.get_rect(center=box.center))
    return box


def draw_focus_ring(surface: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
    """The keyboard focus: a bright gilt ring a little outside ``rect`` with a dark edge, so it shows on
    lacquer, wood and parchment alike (it does not rely on the control's own colours)."""
    gap = max(3, theme.px(4, scale))
    width = max(2, theme.px(2.5, scale))
    ring = rect.inflate(2 * gap, 2 * gap)
    radius = theme.px(8, scale)
    pygame.draw.rect(surface, theme.SHADOW, ring.inflate(2, 2), width + 2, border_radius=radius + 1)
    pygame.draw.rect(surface, FOCUS, ring, width, border_radius=radius)


FOCUS = pal.HIGHLIGHT
"""The focus ring's colour."""
