"""Where every piece of text lands on screen, and the box it was drawn into: a recorder for layout tests.

While :func:`recording` is active:

* every surface the UI makes with ``pygame.Surface(...)`` is a :class:`Page`, which remembers the text
  blitted onto it (the ink's rect, in its own pixels) and the boxes drawn on it (panels, buttons);
* :func:`popejoan.ui.theme.render` hands out a :class:`Page` that knows its own text and ink rect;
* a blit carries the source's texts and boxes onto the target, moved to where they land, and marks a text
  ``clipped`` when part of its ink falls outside the source area or the target, or beyond the left or right
  side of the target's clip (a line cut at the clip's top or foot is only ``scrolled``: lists scroll up
  and down);
* a panel or an opaque surface blitted over earlier text hides that text (it no longer shows);
* ``theme.ellipsize`` notes every label it had to shorten with "…" (player names excepted: they are cut
  on purpose, :func:`popejoan.ui.theme.fit_name`).

The drawing itself is unchanged: the recorder only watches. Board lettering painted with a raw
``pygame.font.Font.render`` (the compartments' names round the board, the counts on the stakes) is not
seen: the board's own tests place it.
"""

from __future__ import annotations

import contextlib
import functools
import gc
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any
from unittest import mock

import pygame

BaseSurface = pygame.Surface


@dataclass
class Drawn:
    """One line of text as it lies on a surface.

    Attributes:
        text: the line.
        rect: its ink (lit pixels, shadow included), in the surface's pixels.
        clipped: part of its ink was cut off on the way (by a source area or a surface's edge).
        scrolled: part of its ink lies outside the clip a scrolling list or page set (it shows the rest when
            scrolled: not a fault).
    """

    text: str
    rect: pygame.Rect
    clipped: bool = False
    scrolled: bool = False


@dataclass
class Box:
    """A box text is drawn into: a panel or a widget (button, stepper, field).

    Attributes:
        kind: ``"panel"`` or ``"widget"``.
        rect: in the surface's pixels.
        inner: for a panel with a frame (:func:`popejoan.ui.theme.draw_panel`'s gilt rules), the room inside its
            innermost rule, where its text must lie; None: the whole rect.
    """

    kind: str
    rect: pygame.Rect
    inner: pygame.Rect | None = None

    def moved(self, offset: tuple[int, int]) -> Box:
        """The same box ``offset`` pixels away (blitted onto another surface)."""
        return Box(self.kind, self.rect.move(offset), None if self.inner is None else self.inner.move(offset))


@dataclass
class Record:
    """What a recording saw: the labels ``ellipsize`` shortened (original, shown)."""

    shortened: list[tuple[str, str]] = field(default_factory=list)


class Page(BaseSurface):
    """A surface that remembers the text and boxes drawn onto it (see the module's docstring)."""

    @property
    def texts(self) -> list[Drawn]:
        """Text on this surface now."""
        return self.__dict__.setdefault("_texts", [])

    @property
    def boxes(self) -> list[Box]:
        """Boxes drawn on this surface."""
        return self.__dict__.setdefault("_boxes", [])

    def copy(self) -> Page:  # type: ignore[override]
        out = super().copy()
        out.__dict__["_texts"] = [Drawn(d.text, pygame.Rect(d.rect), d.clipped, d.scrolled) for d in self.texts]
        out.__dict__["_boxes"] = [b.moved((0, 0)) for b in self.boxes]
        return out

    def fill(self, color: Any, rect: Any = None, special_flags: int = 0) -> pygame.Rect:  # type: ignore[override]
        if rect is None and not special_flags:
            self.texts.clear()
            self.boxes.clear()
            self.covered.clear()
        return super().fill(color, rect, special_flags)

    @property
    def covered(self) -> list[tuple[Drawn, pygame.Rect]]:
        """Text a widget was drawn over (the text, the widget's rect): a fault, unlike a panel laid over a
        screen below it."""
        return self.__dict__.setdefault("_covered", [])

    def add_box(self, kind: str, rect: pygame.Rect, inner: pygame.Rect | None = None) -> None:
        """A panel or widget drawn at ``rect`` (``inner``: a framed panel's room inside its rules): earlier text
        under a panel is hidden by it; earlier text under a widget (a button over a line of keys) is covered,
        and noted."""
        rect = pygame.Rect(rect)
        if kind == "panel":
            self.hide_under(rect)
        else:
            self.covered.extend((d, rect) for d in self.texts
                                if d.rect.colliderect(rect.inflate(-2, -2)) and not rect.contains(d.rect))
        self.boxes.append(Box(kind, rect, None if inner is None else pygame.Rect(inner)))

    def hide_under(self, rect: pygame.Rect) -> None:
        """Forget the text an opaque ``rect`` covers, and the boxes it covers (not one it lies inside)."""
        self.__dict__["_texts"] = [d for d in self.texts if not d.rect.colliderect(rect)]
        self.__dict__["_boxes"] = [b for b in self.boxes if not b.rect.colliderect(rect) or b.rect.contains(rect)]

    def blit(self, source: BaseSurface, dest: Any, area: Any = None, special_flags: int = 0) -> pygame.Rect:  # type: ignore[override]
        out = super().blit(source, dest, area, special_flags)
        try:
            pos = (int(dest[0]), int(dest[1]))
        except TypeError:
            pos = (int(dest.x), int(dest.y))
        src_area = pygame.Rect(area) if area is not None else source.get_rect()
        offset = (pos[0] - src_area.x, pos[1] - src_area.y)
        whole = pygame.Rect(pos, src_area.size).clip(self.get_rect())
        visible = whole.clip(self.get_clip())
        alpha = source.get_alpha()
        opaque = not (source.get_flags() & pygame.SRCALPHA) and source.get_colorkey() is None and \
            (alpha is None or alpha >= 250)
        if opaque and not special_flags:
            self.hide_under(visible)
        boxes = getattr(source, "boxes", None) or []
        for b in boxes:
            r = b.rect.move(offset)
            if b.kind == "panel":
                self.hide_under(r.clip(visible))
        for b in boxes:
            if b.kind == "widget":
                self.covered.extend((d, b.rect.move(offset)) for d in self.texts
                                    if d.rect.colliderect(b.rect.move(offset).inflate(-2, -2))
                                    and not b.rect.move(offset).contains(d.rect))
            self.boxes.append(b.moved(offset))
        for d, r in getattr(source, "covered", None) or []:
            self.covered.append((Drawn(d.text, d.rect.move(offset), d.clipped, d.scrolled), r.move(offset)))
        if alpha is not None and alpha < 40:
            return out  # faded out: not seen
        for d in getattr(source, "texts", None) or []:
            r = d.rect.move(offset)
            if r.width == 0 or r.height == 0:
                continue
            clip = self.get_clip()
            # a list scrolls up and down: a line cut at a clip's top or foot shows when scrolled, but one cut
            # at its left or right side never shows whole (it should have been shortened or wrapped)
            sideways = r.left < clip.left or r.right > clip.right
            cut = d.clipped or not whole.contains(r) or sideways
            self.texts.append(Drawn(d.text, r, cut, d.scrolled or (not cut and not visible.contains(r))))
        return out


def _scaled(fn: Any) -> Any:
    @functools.wraps(fn)
    def wrapper(surface: BaseSurface, size: Any, *args: Any, **kwargs: Any) -> BaseSurface:
        out = fn(surface, size, *args, **kwargs)
        texts = getattr(surface, "texts", None)
        if texts:
            sx = out.get_width() / max(1, surface.get_width())
            sy = out.get_height() / max(1, surface.get_height())
            page = Page(out.get_size(), pygame.SRCALPHA)
            BaseSurface.blit(page, out, (0, 0), special_flags=pygame.BLEND_RGBA_MAX)
            page.__dict__["_texts"] = [Drawn(d.text, pygame.Rect(round(d.rect.x * sx), round(d.rect.y * sy),
                                                                 round(d.rect.w * sx), round(d.rect.h * sy)),
                                             d.clipped, d.scrolled) for d in texts]
            return page
        return out
    return wrapper


def clear_ui_caches() -> None:
    """Empty the UI's caches of drawn surfaces, so everything is drawn afresh while recording."""
    import sys

    from popejoan.ui import cache

    for c in cache.all_caches():
        c.clear()
    for name, module in list(sys.modules.items()):
        if not name.startswith("popejoan.ui") or module is None:
            continue
        for value in list(vars(module).values()):
            target = value
            if isinstance(value, type):
                for attr in vars(value).values():
                    if hasattr(attr, "cache_clear"):
                        attr.cache_clear()
            if hasattr(target, "cache_clear"):
                target.cache_clear()


@contextlib.contextmanager
def recording() -> Iterator[Record]:
    """Record text and boxes while the block runs (see the module's docstring); UI caches are emptied
    on the way in and out, so no surface drawn while recording outlives it."""
    from popejoan.ui import theme, widgets

    record = Record()
    pages: dict[int, tuple[BaseSurface, Page]] = {}
    render, ellipsize, fit_name = theme.render, theme.ellipsize, theme.fit_name
    draw_panel = theme.draw_panel
    # private: a button's frame is drawn by the widgets' ``_frame``, wrapped (below) to record the button's box
    frame = widgets.controls._frame
    smoothscale, scale = pygame.transform.smoothscale, pygame.transform.scale
    naming = [0]

    def rec_render(text: str, size_px: int, *args: Any, **kwargs: Any) -> Page:
        surf = render(text, size_px, *args, **kwargs)
        hit = pages.get(id(surf))
        if hit is None or hit[0] is not surf:
            page = Page(surf.get_size(), pygame.SRCALPHA)
            BaseSurface.blit(page, surf, (0, 0), special_flags=pygame.BLEND_RGBA_MAX)
            ink = surf.get_bounding_rect(min_alpha=64)
            if text.strip() and ink.width and ink.height:
                page.__dict__["_texts"] = [Drawn(text, ink)]
            pages[id(surf)] = hit = (surf, page)
        return hit[1]

    def rec_ellipsize(text: str, size_px: int, width: int, language: str | None = None, **style: bool) -> str:
        out = ellipsize(text, size_px, width, language, **style)
        if out != text and not naming[0]:
            record.shortened.append((text, out))
        return out

    def rec_fit_name(*args: Any, **kwargs: Any) -> str:
        naming[0] += 1
        try:
            return fit_name(*args, **kwargs)
        finally:
            naming[0] -= 1

    def rec_panel(surface: BaseSurface, rect: pygame.Rect, scale: float, *args: Any, **kwargs: Any) -> None:
        draw_panel(surface, rect, scale, *args, **kwargs)
        if isinstance(surface, Page):  # its text lies inside the innermost gilt rule (as draw_panel draws it)
            surface.add_box("panel", rect, pygame.Rect(rect).inflate(-theme.px(14, scale), -theme.px(14, scale)))

    def rec_frame(surface: BaseSurface, rect: pygame.Rect, *args: Any, **kwargs: Any) -> None:
        frame(surface, rect, *args, **kwargs)
        if isinstance(surface, Page):
            surface.add_box("widget", rect)

    clear_ui_caches()
    pygame.Surface = Page  # type: ignore[misc]
    theme.render, theme.ellipsize, theme.fit_name = rec_render, rec_ellipsize, rec_fit_name  # type: ignore[assignment]
    theme.draw_panel = rec_panel  # type: ignore[assignment]
    pygame.transform.smoothscale, pygame.transform.scale = _scaled(smoothscale), _scaled(scale)
    try:
        with mock.patch.object(widgets.controls, "_frame", rec_frame):  # (the wrapped private frame above)
            yield record
    finally:
        pygame.Surface = BaseSurface  # type: ignore[misc]
        theme.render, theme.ellipsize, theme.fit_name = render, ellipsize, fit_name  # type: ignore[assignment]
        theme.draw_panel = draw_panel  # type: ignore[assignment]
        pygame.transform.smoothscale, pygame.transform.scale = smoothscale, scale
        clear_ui_caches()
        pages.clear()
        gc.collect()


def draw_screen(app: Any) -> Page:
    """Draw ``app``'s scenes onto a fresh :class:`Page` the window's size (inside :func:`recording`)."""
    screen = app.screen
    page = Page(screen.get_size())
    app.screen = page
    try:
        app.draw()
    finally:
        app.screen = screen
    return page


def problems(page: Page, record: Record, allowed_overlaps: frozenset[tuple[str, str]] = frozenset(),
             may_shorten: Any = lambda text: False) -> list[str]:
    """What does not fit on ``page``: clipped text, text out of its box or the window, text on a panel's frame,
    text over or touching a widget it is not in, text over text, labels shortened with "…".

    A text belongs to the smallest box that holds its start, its centre or its end (the window when none
    does: a line anchored at its left, centre or right); its ink must lie inside that box (a pixel of slack for
    the shadow), and inside a framed panel's innermost rule, a pixel clear of it. A text must keep off every widget
    it does not belong to (a gap of a pixel at least). Two texts overlap when their inks share more than a pixel
    each way; identical texts drawn twice in one place (a glow) count once.
    """
    out: list[str] = []
    window = page.get_rect()
    seen: set[tuple[str, tuple[int, int, int, int]]] = set()
    texts: list[Drawn] = []
    for d in page.texts:
        if d.scrolled:
            continue  # half out of a scrolling list's clip: scrolling shows it
        key = (d.text, tuple(d.rect))
        if key not in seen:
            seen.add(key)
            texts.append(d)
    for d in texts:
        if d.clipped:
            out.append(f"clipped: {d.text!r} at {tuple(d.rect)}")
        elif not window.contains(d.rect):
            out.append(f"out of the window: {d.text!r} at {tuple(d.rect)}")
        ink = d.rect.inflate(-2, -2)
        points = (ink.midleft, ink.center, ink.midright)  # where a line starts, centres or ends, as anchored
        holders = [b for b in page.boxes if any(b.rect.collidepoint(p) for p in points)]
        box = min(holders, key=lambda b: b.rect.width * b.rect.height) if holders else None
        if box is not None:
            if not box.rect.inflate(2, 2).contains(d.rect):
                out.append(f"out of its {box.kind} {tuple(box.rect)}: {d.text!r} at {tuple(d.rect)}")
            elif box.inner is not None and not box.inner.inflate(-2, -2).contains(d.rect):  # a pixel clear of the rule
                out.append(f"on the frame of its panel {tuple(box.rect)}: {d.text!r} at {tuple(d.rect)}")
        for b in page.boxes:
            if b.kind == "widget" and b is not box and not b.rect.inflate(2, 2).contains(d.rect) \
                    and d.rect.inflate(2, 2).colliderect(b.rect) \
                    and not (box is not None and b.rect.contains(box.rect)):
                out.append(f"touching a widget {tuple(b.rect)}: {d.text!r} at {tuple(d.rect)}")
    for i, a in enumerate(texts):
        for b in texts[i + 1:]:
            common = a.rect.clip(b.rect)
            if common.width > 1 and common.height > 1:
                if (a.text, b.text) in allowed_overlaps or (b.text, a.text) in allowed_overlaps:
                    continue
                out.append(f"overlap: {a.text!r} at {tuple(a.rect)} and {b.text!r} at {tuple(b.rect)}")
    for d, rect in page.covered:
        if d in page.texts and not d.scrolled:  # still showing (no panel laid over it since, not scrolled away)
            out.append(f"covered by a widget {tuple(rect)}: {d.text!r} at {tuple(d.rect)}")
    for i, a in enumerate(texts):  # two texts on one line with no space between them read as one
        for b in texts[i + 1:]:
            left, right = (a, b) if a.rect.centerx <= b.rect.centerx else (b, a)
            shared = min(a.rect.bottom, b.rect.bottom) - max(a.rect.top, b.rect.top)
            gap = right.rect.left - left.rect.right
            if shared > min(a.rect.height, b.rect.height) * 0.6 and 0 <= gap < 3:
                out.append(f"touching: {left.text!r} at {tuple(left.rect)} and {right.text!r} at {tuple(right.rect)}")
    for original, shown in record.shortened:
        if may_shorten(original):
            continue
        out.append(f"shortened: {original!r} shown as {shown!r}")
    return out
