"""The app's window: opening it, its size and full screen, drawing the scenes on it (and a screenshot).

:class:`WindowMixin` is the part of :class:`popejoan.ui.app.App` that owns the window: the size the scenes are
laid out for, a window dragged to a new size (laid out again once it rests), F11, the icon, and drawing the
scene stack from the lowest opaque scene up. It does not hold the scene stack itself, the loop, the settings
file nor the way out (:mod:`popejoan.ui.app`, :mod:`popejoan.ui.preferences`, :mod:`popejoan.ui.lifecycle`).
"""

from __future__ import annotations

import time
import warnings
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from popejoan.ui import palette as pal
from popejoan.ui import theme
from popejoan.ui.cache import release_memory
from popejoan.ui.settings import Settings, fit_window

if TYPE_CHECKING:
    from popejoan.ui.autosave import Saving
    from popejoan.ui.scene import Scene

RESIZE_SETTLE_MS = 150.0
"""A window dragged to a new size (a change of size in the next frame, or within this long, of the last) is laid
out again once it has kept one size this long (milliseconds of the clock): laying a scene out costs up to
~100 ms at 200 % with 8 seats (the table's zoom search, the board's art), too much for every frame of a drag.
A lone change of size (maximise, F11, the settings' window size, :meth:`App.resize`) is laid out at once."""


def _now_ms() -> float:
    """The clock resizes are timed by (milliseconds; monotonic)."""
    return time.monotonic() * 1000.0



class WindowMixin:
    """The window of :class:`~popejoan.ui.app.App` (its attributes are set by ``App.__init__``)."""

    screen: pygame.Surface
    scenes: list[Scene]
    saving: Saving
    settings: Settings
    hidden: bool
    fullscreen: bool
    maximized: bool
    frames: int
    _window: pygame.Window | None
    _size: tuple[int, int]
    _seen_size: tuple[int, int]
    _seen_at: float
    _seen_frame: int
    _drag_canvas: pygame.Surface | None
    _drag_shrunk: pygame.Surface | None

    def _open_window(self, size: tuple[int, int] | None) -> pygame.Surface:
        """Open the window at ``size`` (or the saved size), fitted to the screen; smaller sizes if refused.

        Raises:
            pygame.error: no window can be opened at all (no display).
        """
        want = fit_window(size or self.settings.window)
        if not self.hidden:  # a size larger than this screen (another monitor, a hand edit) shrinks to fit
            try:
                desk = pygame.display.get_desktop_sizes()[0]
                if desk[0] > 0 and desk[1] > 0 and (want[0] > desk[0] or want[1] > desk[1] - 60):
                    want = fit_window((min(want[0], desk[0] * 9 // 10), min(want[1], desk[1] * 85 // 100)))
            except (pygame.error, IndexError):
                pass
        flags = pygame.RESIZABLE | (pygame.HIDDEN if self.hidden else 0)
        failure: BaseException | None = None
        for attempt in dict.fromkeys((want, fit_window(Settings.window), theme.MIN_SIZE)):
            try:
                with warnings.catch_warnings():  # "forcibly resized by the OS": the size it got is read back
                    warnings.simplefilter("ignore", RuntimeWarning)
                    return pygame.display.set_mode(attempt, flags)
            except (pygame.error, MemoryError, OverflowError) as exc:
                failure = exc
        assert failure is not None
        raise failure

    @property
    def screen_size(self) -> tuple[int, int]:
        """The size the scenes are laid out for, in pixels: the window's drawable size, except while the window
        is dragged to a new size (:attr:`resize_pending`), when it is the size before the drag until it rests
        (a scene pushed or laid out again mid-drag is laid out for the canvas it is drawn on)."""
        return self._size

    @property
    def window(self) -> pygame.Window | None:
        """The system's window (its ``size`` is what the window manager sets), or None where pygame gives none."""
        return self._window

    @property
    def window_size(self) -> tuple[int, int]:
        """The window's drawable size in pixels now (during a drag, ahead of :attr:`screen_size`)."""
        return self.screen.get_size()

    def toggle_fullscreen(self) -> None:
        """Switch between full screen (desktop resolution) and a window; a window that was maximised before
        full screen is maximised again after it (some window managers forget it: a playtest under openbox)."""
        want = not self.fullscreen
        try:
            if self._window is not None:
                if want:
                    self._maximize_after_fullscreen = self.maximized
                    self._window.set_fullscreen(True)
                else:
                    self._window.set_windowed()
                    if self._maximize_after_fullscreen:
                        self._window.maximize()
            else:  # pragma: no cover - older pygame-ce
                pygame.display.toggle_fullscreen()
            self.fullscreen = want
        except pygame.error:  # the system refused: stay as we are
            self.fullscreen = not want
        self.settings.fullscreen = self.fullscreen
        self._check_size(now_at_once=True)

    def _set_icon(self) -> None:
        """The window's icon: the game's own (``assets/icons/``, drawn by ``packaging/make_icons.py``)."""
        from popejoan import resources

        try:
            pygame.display.set_icon(pygame.image.load(str(resources.icon_png(128))))
        except (pygame.error, OSError):  # an ornament: the window opens without it
            pass

    def _check_size(self, now_at_once: bool = False) -> None:
        """Lay every scene out again if the window has changed size: at once for a lone change, else once a drag
        has kept one size :data:`RESIZE_SETTLE_MS` (until then the scenes draw as they were laid out, on a
        canvas over dark wood: :meth:`draw`).

        Args:
            now_at_once: lay out at once whatever came before (the game's own resize, F11, a screenshot).
        """
        surface = pygame.display.get_surface()
        if surface is not None:
            self.screen = surface
        size = self.screen.get_size()
        now = _now_ms()
        if size != self._seen_size:
            self._seen_gap, self._seen_at, self._seen_size = now - self._seen_at, now, size
            self._seen_frames_gap, self._seen_frame = self.frames - self._seen_frame, self.frames
        if size == self._size:
            return
        dragged = self._seen_gap < RESIZE_SETTLE_MS or self._seen_frames_gap <= 1  # (slow frames: a drag too)
        if not now_at_once and dragged and now - self._seen_at < RESIZE_SETTLE_MS:
            return  # a drag under way: laid out when it rests
        self._size = size
        for scene in self.scenes:
            scene.on_resize(size)
        release_memory()  # the art of the old size, evicted from the caches, goes back to the system
        self._seen_at = _now_ms()  # a drag's next size is timed from here: the time spent laying out is no rest

    @property
    def resize_pending(self) -> bool:
        """Whether the window is being dragged to a new size and the scenes are still laid out for the old one."""
        return self.screen.get_size() != self._size

    def resize(self, size: tuple[int, int]) -> None:
        """Resize the window to ``size`` pixels (at least the minimum) and lay every scene out again."""
        size = (max(theme.MIN_SIZE[0], size[0]), max(theme.MIN_SIZE[1], size[1]))
        if self._window is not None:
            self._window.size = size
        else:  # pragma: no cover
            pygame.display.set_mode(size, pygame.RESIZABLE)
        self._check_size(now_at_once=True)

    def draw(self) -> None:
        """Draw the scenes from the lowest opaque one up onto the window surface.

        While the window is dragged to a new size (:attr:`resize_pending`) the scenes draw, as laid out, on a
        canvas of the size they were laid out for, set in the window's top left corner on dark wood: nothing
        sized to the window (its grained wood, the baize: 30-60 ms each) is made again each frame of the drag.
        A window dragged smaller than the canvas shows it shrunk to fit, whole, rather than cut off at the
        window's edges: a plain (nearest-pixel) scaling, about 1 ms at 1280×800 against 2 ms smoothed, for a
        picture on show only until the window rests (``bench/resize_drag.py --step -8``).
        """
        start = 0
        for i in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[i].opaque:
                start = i
                break
        target = self.screen
        if self.resize_pending:
            if self._drag_canvas is None or self._drag_canvas.get_size() != self._size:
                self._drag_canvas = pygame.Surface(self._size).convert()
            target = self._drag_canvas
        else:
            self._drag_canvas = None
        if not self.scenes or not self.scenes[start].opaque:
            target.blit(theme.wood_background(target.get_size()), (0, 0))
        for scene in self.scenes[start:]:
            scene.draw(target)
        self.saving.draw(target)
        self._drag_scale = 1.0
        if target is not self.screen:
            self.screen.fill(pal.WOOD_DARK)
            (cw, ch), (ww, wh) = target.get_size(), self.screen.get_size()
            if cw > ww or ch > wh:  # shrunk to fit the smaller window, its proportions kept
                self._drag_scale = k = min(ww / cw, wh / ch)
                size = (max(1, int(cw * k)), max(1, int(ch * k)))
                if self._drag_shrunk is None or self._drag_shrunk.get_size() != size:
                    self._drag_shrunk = pygame.Surface(size).convert()
                target = pygame.transform.scale(target, size, self._drag_shrunk)
            self.screen.blit(target, (0, 0))
        else:
            self._drag_shrunk = None

    def _on_canvas(self, event: pygame.event.Event) -> pygame.event.Event:
        """A mouse event at the window's pixels, moved to the canvas's (:meth:`draw`: a scene shrunk to fit a
        window dragged smaller), so that a press or hover lands on what is drawn under it."""
        k = self._drag_scale
        fields = dict(event.__dict__)
        fields["pos"] = (int(event.pos[0] / k), int(event.pos[1] / k))
        if "rel" in fields:
            fields["rel"] = (int(event.rel[0] / k), int(event.rel[1] / k))
        return pygame.event.Event(event.type, fields)

    def screenshot(self, path: str | Path) -> Path:
        """Draw the current scenes and save them as an image file (PNG by extension)."""
        self._check_size(now_at_once=True)
        self.draw()
        path = Path(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(self.screen, str(path))
        return path

