"""The one-line text field (:class:`TextField`): typing, the caret, word moves, selecting all, and an input
method's composing text.

The other controls are in :mod:`.controls`; the focus ring in :mod:`.focus`.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from popejoan.ui import theme
from popejoan.ui.widgets.base import Widget


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
        """Typing and the editing keys when focused; a click focuses (the ring does that) and puts the caret at the
        end."""
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
