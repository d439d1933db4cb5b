"""Fish: the pearly counters of Pope Joan, at rest in piles and sliding between places.

A fish is drawn once at four times its size (a lens-shaped body with a forked
tail, a small eye, a gill-and-fin line, and a faint iridescent sheen of rose,
mint and lavender over mother-of-pearl) and smoothed down. :class:`FishArt`
caches it rotated in 3-degree steps, each with its own small shadow cast
down and to the right (the candle is up and to the left), so a fish at any
angle costs one blit.

:class:`FishFlock` moves fish along gentle eased arcs; the table scene asks it
for the tweens of a payment (payer to compartment, compartment to winner,
seat to seat) and adds them to its timeline. :func:`pile_offsets` lays a
number of fish a little askew in a heap.

Sizes are pixels, times milliseconds, angles degrees (counter-clockwise, as pygame rotates).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from popejoan.ui import palette as pal
from popejoan.ui.animation import Tween, arc_point, ease_in_out
from popejoan.ui.cache import MB, BoundedCache

_STEP_DEG = 3
_SS = 4


def _draw_fish(length: int) -> pygame.Surface:
    """A fish facing right, ``length`` pixels long, on a transparent surface."""
    L = length * _SS
    H = int(L * 0.46)
    surf = pygame.Surface((L, H), pygame.SRCALPHA)
    cy = H / 2
    # body: a lens from the nose (right) to the tail root
    body: list[tuple[float, float]] = []
    nose, root = L * 0.98, L * 0.24
    half = H * 0.36
    for i in range(25):
        t = i / 24
        x = root + (nose - root) * t
        y = math.sin(math.pi * t) ** 0.75 * half * (1.0 - 0.25 * t)
        body.append((x, cy - y))
    for i in range(24, -1, -1):
        t = i / 24
        x = root + (nose - root) * t
        y = math.sin(math.pi * t) ** 0.75 * half * (1.0 - 0.25 * t)
        body.append((x, cy + y * 0.92))
    tail = [
        (root + L * 0.05, cy), (L * 0.02, cy - H * 0.42), (L * 0.1, cy), (L * 0.02, cy + H * 0.42),
    ]
    outline = pal.PEARL_SHADE
    pygame.draw.polygon(surf, pal.mix(pal.PEARL, outline, 0.25), tail)
    pygame.draw.polygon(surf, pal.PEARL, body)
    # iridescent sheen: soft diagonal bands, clipped to the fish
    sheen = pygame.Surface((L, H), pygame.SRCALPHA)
    bands = ((255, 190, 214), (176, 236, 220), (204, 192, 255), (255, 228, 180))
    for k in range(-6, 14):
        colour = bands[k % len(bands)]
        x0 = k * L * 0.09
        pygame.draw.polygon(
            sheen, (*colour, 105), [(x0, 0), (x0 + L * 0.09, 0), (x0 + L * 0.09 - H * 0.6, H), (x0 - H * 0.6, H)]
        )
    # a bright spine highlight along the upper back
    pygame.draw.ellipse(sheen, (255, 255, 255, 120),
                        (root + L * 0.12, cy - half * 0.62, (nose - root) * 0.6, half * 0.45))
    # the belly a touch darker, as if lit from above
    pygame.draw.ellipse(sheen, (*pal.PEARL_SHADE, 70),
                        (root + L * 0.05, cy + half * 0.15, (nose - root) * 0.85, half * 0.8))
    clip = pygame.Surface((L, H), pygame.SRCALPHA)
    pygame.draw.polygon(clip, (255, 255, 255, 255), body)
    pygame.draw.polygon(clip, (255, 255, 255, 255), tail)
    sheen.blit(clip, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surf.blit(sheen, (0, 0))
    line_w = max(1, _SS * 3 // 4)
    pygame.draw.lines(surf, outline, True, body, line_w)
    pygame.draw.lines(surf, outline, True, tail, line_w)
    # gill and fin lines
    gx = root + (nose - root) * 0.68
    pygame.draw.arc(surf, outline, (gx - H * 0.2, cy - half * 0.7, H * 0.35, half * 1.4), -1.2, 1.2, line_w)
    fin = [(gx - L * 0.05, cy + half * 0.15), (gx - L * 0.16, cy + half * 0.55), (gx - L * 0.22, cy + half * 0.3)]
    pygame.draw.lines(surf, outline, False, fin, line_w)
    # tail ribs
    for dy in (-0.22, 0.0, 0.22):
        pygame.draw.line(surf, outline, (root, cy), (L * 0.06, cy + H * dy * 1.4), max(1, _SS // 2))
    # the eye
    ex, ey = nose - L * 0.13, cy - half * 0.18
    pygame.draw.circle(surf, (250, 250, 246), (ex, ey), H * 0.09)
    pygame.draw.circle(surf, (40, 34, 40), (ex, ey), H * 0.055)
    pygame.draw.circle(surf, (255, 255, 255), (ex - H * 0.015, ey - H * 0.02), H * 0.018)
    return pygame.transform.smoothscale(surf, (length, max(2, H // _SS)))


class FishArt:
    """Fish sprites of one length, rotated and shadowed, cached per 3-degree step.

    Args:
        length: the fish's length in pixels (nose to tail).
    """

    def __init__(self, length: int) -> None:
        self.length = max(6, int(length))
        self._base = _draw_fish(self.length)
        # 120 turns at most (3-degree steps), and never more than the byte budget
        self._cache: BoundedCache[int, tuple[pygame.Surface, tuple[int, int]]] = BoundedCache(
            "fish", 4 * MB, 360 // _STEP_DEG)

    def sprite(self, angle_deg: float) -> tuple[pygame.Surface, tuple[int, int]]:
        """The fish turned ``angle_deg`` (counter-clockwise) with its shadow.

        Returns:
            ``(surface, (dx, dy))``: blit the surface at the fish's centre plus ``(dx, dy)``.
        """
        key = int(round(angle_deg / _STEP_DEG)) % (360 // _STEP_DEG)
        hit = self._cache.get(key)
        if hit is None:
            body = pygame.transform.rotozoom(self._base, key * _STEP_DEG, 1.0)
            shadow = body.copy()
            shadow.fill((0, 0, 0, 255), special_flags=pygame.BLEND_RGB_MULT)
            shadow.fill((255, 255, 255, 90), special_flags=pygame.BLEND_RGBA_MULT)
            off = max(1, self.length // 14)
            surf = pygame.Surface((body.get_width() + off + 1, body.get_height() + off + 1), pygame.SRCALPHA)
            surf.blit(shadow, (off, off + 1))
            surf.blit(body, (0, 0))
            if pygame.display.get_surface() is not None:
                surf = surf.convert_alpha()
            hit = self._cache.put(key, (surf, (-body.get_width() // 2, -body.get_height() // 2)))
        return hit

    def draw(self, surface: pygame.Surface, pos: tuple[float, float], angle_deg: float) -> None:
        """Draw one fish centred at ``pos`` (pixels), turned ``angle_deg``."""
        img, (dx, dy) = self.sprite(angle_deg)
        surface.blit(img, (int(pos[0]) + dx, int(pos[1]) + dy))

    def warm(self) -> None:
        """Draw every rotation now, so no frame has to later."""
        for k in range(360 // _STEP_DEG):
            self.sprite(k * _STEP_DEG)


def pile_offsets(count: int, spread: float, seed: int = 0) -> list[tuple[float, float, float]]:
    """Where ``count`` fish lie in a heap: a little askew, the later ones higher.

    Args:
        count: number of fish.
        spread: the heap's radius in pixels.
        seed: varies the heap (e.g. a compartment's index), same heap every frame.

    Returns:
        ``(dx, dy, angle_deg)`` per fish, bottom of the heap first.
    """
    rng = random.Random(seed * 7919 + 17)
    out: list[tuple[float, float, float]] = []
    for i in range(count):
        layer = i // 7
        a = rng.uniform(0, 2 * math.pi)
        r = spread * math.sqrt(rng.uniform(0.15, 1.0)) * (1.0 - 0.15 * min(layer, 4))
        # wider across the well than along it; each fish turned its own way
        out.append((math.cos(a) * r * 1.25, math.sin(a) * r * 0.7 - layer * spread * 0.1, rng.uniform(-70, 70)))
    return out


def _scattered(aim: Callable[[], tuple[tuple[float, float], tuple[float, float]]], ds: tuple[float, float],
               de: tuple[float, float]) -> Callable[[], tuple[tuple[float, float], tuple[float, float]]]:
    """``aim`` with one fish's scatter added: ``ds`` to its start, ``de`` to its end (pixels)."""

    def aimed() -> tuple[tuple[float, float], tuple[float, float]]:
        (sx, sy), (ex, ey) = aim()
        return (sx + ds[0], sy + ds[1]), (ex + de[0], ey + de[1])

    return aimed


@dataclass
class FishFlight:
    """One fish on its way: from ``start`` to ``end`` (pixels) along a bowed arc; ``aim``, when given, says where
    its ends are in the layout as it is now (``(start, end)``, pixels), for :meth:`FishFlock.retarget`."""

    start: tuple[float, float]
    end: tuple[float, float]
    angle: float
    lift: float
    pos: tuple[float, float] = (0.0, 0.0)
    spin: float = 0.0
    visible: bool = False
    landed: bool = False
    extra: dict = field(default_factory=dict)
    alpha: int = 255
    aim: Callable[[], tuple[tuple[float, float], tuple[float, float]]] | None = None


class FishFlock:
    """The fish in flight, drawn above the board and the seats.

    Args:
        art: the sprites to draw them with.

    Attributes:
        fade: move by fading instead of flying (reduced motion): a fish fades out where it was for the
            first half of its time and fades in where it lands for the second.
    """

    def __init__(self, art: FishArt) -> None:
        self.art = art
        self.fade = False
        self.flights: list[FishFlight] = []
        self._rng = random.Random(5)

    def launch(
        self,
        start: tuple[float, float],
        end: tuple[float, float],
        count: int,
        duration_ms: float = 480.0,
        stagger_ms: float = 55.0,
        delay_ms: float = 0.0,
        on_land: Callable[[], None] | None = None,
        scatter: float = 6.0,
        on_depart: Callable[[int], None] | None = None,
        aim: Callable[[], tuple[tuple[float, float], tuple[float, float]]] | None = None,
    ) -> list[Tween]:
        """Tweens sending ``count`` fish from ``start`` to ``end``, one after another.

        Args:
            start: where they leave (pixels).
            end: where they land (pixels).
            count: how many fish (the animation shows at most 24; ``on_land`` still runs ``count`` times).
            duration_ms: each fish's journey, animation milliseconds.
            stagger_ms: the gap between departures.
            delay_ms: the wait before the first departure.
            on_land: called once per chip as it lands (e.g. to count it into a pile).
            scatter: random spread of start and end points, pixels.
            on_depart: called as each shown fish leaves, with the chips it stands for.
            aim: ``start`` and ``end`` as the layout now has them (pixels), asked again when the window changes
                size (:meth:`retarget`); None: the fish keep their points.

        Returns:
            The tweens, for a timeline step.
        """
        tweens: list[Tween] = []
        shown = min(count, 24)
        per_fish = [count // shown + (1 if i < count % shown else 0) for i in range(shown)] if shown else []
        dx, dy = end[0] - start[0], end[1] - start[1]
        heading = -math.degrees(math.atan2(dy, dx))
        for i in range(shown):
            rng = self._rng
            s = (start[0] + rng.uniform(-scatter, scatter), start[1] + rng.uniform(-scatter, scatter))
            e = (end[0] + rng.uniform(-scatter, scatter), end[1] + rng.uniform(-scatter, scatter))
            flight = FishFlight(s, e, heading + rng.uniform(-12, 12), rng.uniform(-0.12, 0.12) * math.hypot(dx, dy),
                                pos=s)
            if aim is not None:  # each fish keeps its scatter about the ends, wherever they are laid out
                flight.aim = _scattered(aim, (s[0] - start[0], s[1] - start[1]), (e[0] - end[0], e[1] - end[1]))
            flight.spin = rng.uniform(-40, 40)
            self.flights.append(flight)
            chips = per_fish[i]

            def update(t: float, f: FishFlight = flight, chips: int = chips) -> None:
                if not f.visible and not f.landed and on_depart is not None:
                    on_depart(chips)
                f.visible = True
                if self.fade:
                    f.pos = f.start if t < 0.5 else f.end
                    f.alpha = int(255 * abs(1.0 - 2.0 * t))
                else:
                    f.pos = arc_point(f.start, f.end, t, f.lift)

            def done(f: FishFlight = flight, chips: int = chips) -> None:
                f.visible = False
                f.landed = True
                if f in self.flights:
                    self.flights.remove(f)
                if on_land is not None:
                    for _ in range(chips):
                        on_land()

            tweens.append(Tween(duration_ms, update, done, delay_ms=delay_ms + i * stagger_ms, easing=ease_in_out))
        return tweens

    def retarget(self) -> None:
        """The window changed size: each fish in flight with an ``aim`` leaves from and lands where the new layout
        puts its ends, from the same share of its way (one not yet left waits at its new start)."""
        for f in self.flights:
            if f.aim is not None:
                f.start, f.end = f.aim()
                if not f.visible:
                    f.pos = f.start

    def draw(self, surface: pygame.Surface) -> None:
        """Draw every fish in flight."""
        for f in self.flights:
            if not f.visible:
                continue
            if f.alpha >= 250:
                self.art.draw(surface, f.pos, f.angle)
            elif f.alpha > 5:
                img, (dx, dy) = self.art.sprite(f.angle)
                img = img.copy()
                img.set_alpha(f.alpha)
                surface.blit(img, (int(f.pos[0]) + dx, int(f.pos[1]) + dy))

    def clear(self) -> None:
        """Drop every flight (after a skip or a new deal)."""
        self.flights.clear()
