"""The revolving staking board, drawn by code.

A shallow round tray of black and oxblood lacquer with a gilt rim, eight
wedge-shaped wells divided by gilt spokes round a small central well. In each
well its emblem is painted: the trump Ace, King, Queen and Jack as little
cards, the nine of diamonds for Pope, two silhouettes facing each other for
Matrimony, two heads whispering for Intrigue, and the ruleset's word for Game
in a gilt cartouche. The compartments' names run round the rim in gilt
capitals in the ruleset's own language, in its ``board_order``.

Drawing is split so a turning board stays cheap:

* the *base* (shadow, rim, lacquer) is round, so it never needs rotating;
* the *layer* (wells, spokes, emblems, lettering) is rendered once per size
  and trump; while the board turns it is rotated with the fast rotation, and
  once it rests, with the smooth one, cached by angle quantised to half a degree
  in a small least-recently-used cache (the resting angles of a deal);
* the *gloss* (the candle's highlight on the lacquer) stays still while the
  board turns under it;
* fish and their counts are drawn each frame at the wells' turned positions.

Angles: the board's :attr:`Board.angle` is in degrees clockwise on screen;
compartment ``i`` of ``board_order`` sits at ``angle + i * 45`` degrees
clockwise from twelve o'clock. Positions are pixels.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING

import pygame

from popejoan.engine.cards import DIAMONDS, HONOUR_RANKS, compartment_cards
from popejoan.ui import cards_art, theme
from popejoan.ui import palette as pal
from popejoan.ui.board_shapes import cameo_ground, heart, letters, polar, sector
from popejoan.ui.cache import MB, BoundedCache
from popejoan.ui.cameo import draw_profile as _profile
from popejoan.ui.fish import FishArt, pile_offsets

if TYPE_CHECKING:
    from popejoan.engine.ruleset import Ruleset
    from popejoan.engine.ruleset.parts import Compartment

_SS = 2
_ANGLE_STEP = 0.5
_CACHE_SIZE = 96
_CACHE_BYTES = 16 * MB
_TURNS: BoundedCache[tuple[int, int], pygame.Surface] = BoundedCache("board turns", _CACHE_BYTES, _CACHE_SIZE)
"""The turned layers of every board (the table's, a replay's, the menu's) together: at most 96 angles and
16 MB (a 600-pixel board's layer is 1.4 MB: a deal's resting angles fit; on a 4K screen the least
recently used go). Keyed by the layer's number and the angle, so a board resized or given a new trump
starts afresh and its old turns age out."""
_LAYER_NUMBERS = itertools.count(1)
_RENDERS: BoundedCache[tuple, pygame.Surface] = BoundedCache("board renders", 12 * MB, 12)
"""The boards' still renders, shared by every board of the same face and size: the round base and the
gloss (by class and radius) and the turning layer (by class, compartments, labels, language, radius and
trump), so a new table, a replay or the share-out of the same ruleset and size paints none of them again."""

WELL_INNER = 0.30
"""Inner radius of the wedge wells, as a fraction of the board's radius."""
WELL_OUTER = 0.79
"""Outer radius of the wells (the lettering band lies outside)."""
_FISH_R = 0.47
_EMBLEM_R = 0.625
_LABEL_R = 0.865
_LETTERING = 0.085
"""The compartments' names round the rim: their height, as a fraction of the board's radius."""


class Board:
    """The staking board of one ruleset, with its fish.

    Args:
        board_order: the compartment names clockwise round the board (the ruleset's ``board_order``).
        labels: each compartment's name in the ruleset's language.
        language: the ruleset's language code, for the lettering's font.

    Attributes:
        angle: the current turn, degrees clockwise.
        counts: chips shown in each compartment (the scene keeps it in step with the animation).
        glow: compartment to highlight (being paid), or None; ``glow_strength`` 0..1.
        flash: per compartment, 0..1: a gilt ring round its count as fish land (fades out).
    """

    def __init__(self, board_order: Sequence[str], labels: Mapping[str, str] | Mapping[Compartment, str],
                 language: str = "en", words: Callable[[], tuple[Mapping[str, str], str]] | None = None) -> None:
        self.order = list(board_order)
        self.labels: dict[str, str] = {name: label for name, label in labels.items()}
        self.language = language
        self.words = words
        """Where the labels and their language come from as the player's choices change (:meth:`of`), or None."""
        self.angle = 0.0
        self.counts: dict[str, int] = {name: 0 for name in self.order}
        self.glow: str | None = None
        self.flash: dict[str, float] = {}
        self.glow_strength = 0.0
        self.trump: int | None = None
        self.radius = 0
        self._pack = cards_art.pack_generation()
        self._base: pygame.Surface | None = None
        self._layer: pygame.Surface | None = None
        self._gloss: pygame.Surface | None = None
        self._glow_sprite: pygame.Surface | None = None
        self._layer_number = next(_LAYER_NUMBERS)  # the current layer's turns in _TURNS
        self._prepared: dict[int | None, pygame.Surface] = {}  # one per trump suit (five at most)
        self._last_key = -1
        self._badges: BoundedCache[int, pygame.Surface] = BoundedCache("board badges", 1 * MB, 128)
        self.fish_art: FishArt | None = None
        self._piles: dict[str, list[tuple[float, float, float]]] = {}
        self.cache_hits = 0
        self.cache_misses = 0

    # -- geometry ---------------------------------------------------------

    @property
    def step(self) -> float:
        """Degrees between compartments (45 for eight)."""
        return 360.0 / max(1, len(self.order))

    def local_angle(self, compartment: str) -> float:
        """The compartment's angle on the board itself, degrees clockwise from the board's top.

        A compartment this board lacks (a ruleset may leave out the Pope, say)
        has no well: its angle is 0, where the first compartment sits.
        """
        return self.order.index(compartment) * self.step if compartment in self.order else 0.0

    def facing_angle(self, compartment: str, direction_deg: float) -> float:
        """The board turn that brings ``compartment`` to point at ``direction_deg`` (degrees clockwise from up)."""
        return (direction_deg - self.local_angle(compartment)) % 360.0

    def well_point(self, center: tuple[float, float], compartment: str, frac: float = _FISH_R) -> tuple[float, float]:
        """Screen position (pixels) of a point in a well, ``frac`` of the radius out, at the current turn."""
        return polar(center[0], center[1], self.radius * frac, self.angle + self.local_angle(compartment))

    def fish_point(self, center: tuple[float, float], compartment: str) -> tuple[float, float]:
        """Where a compartment's fish heap lies on screen (pixels), at the current turn."""
        return self.well_point(center, compartment, _FISH_R)

    # -- rendering --------------------------------------------------------

    def lettering_px(self) -> int:
        """The height (pixels, on screen) of the compartments' names round the rim: 8.5 % of the radius, so they
        grow and shrink with the board (the table keeps the board no smaller than at 100 %)."""
        return int(self.radius * _LETTERING)

    @classmethod
    def of(cls, ruleset: Ruleset) -> Board:
        """The board of ``ruleset``, lettered as the player chose (:func:`popejoan.ui.i18n.board_labels`: the
        interface language, or the source's own words), and lettered again when that choice or the language
        changes (:meth:`relabel`, as it is drawn)."""
        from popejoan.ui.i18n import board_labels

        labels, language = board_labels(ruleset)
        return cls(ruleset.board_order, labels, language, words=lambda: board_labels(ruleset))

    def relabel(self) -> bool:
        """Take the labels :attr:`words` gives now; the turning layer is drawn again when they changed.

        Returns:
            Whether the labels or their language changed.
        """
        if self.words is None:
            return False
        labels, language = self.words()
        if dict(labels) == self.labels and language == self.language:
            return False
        self.labels, self.language = dict(labels), language
        self._layer = None
        self._prepared.clear()
        self._layer_number = next(_LAYER_NUMBERS)
        return True

    def set_radius(self, radius: int) -> None:
        """Size the board (``radius`` pixels) and drop the caches that depend on size."""
        radius = max(40, int(radius))
        if radius == self.radius and self._base is not None:
            return
        self.radius = radius
        self._pack = cards_art.pack_generation()  # the wells' painted cards follow the pack (four colours or two)
        self._base = _RENDERS.get_or_make(("base", type(self), radius, self._pack), self._render_base)
        self._gloss = _RENDERS.get_or_make(("gloss", type(self), radius), self._render_gloss)
        self._layer = None
        self._prepared.clear()
        self._layer_number = next(_LAYER_NUMBERS)
        self._badges.clear()
        self._glow_sprite = None
        self.fish_art = FishArt(max(10, int(radius * 0.16)))
        self.fish_art.warm()
        self._piles.clear()

    def redraw(self) -> None:
        """Draw the board again at its size (the pack's colours changed: the wells' painted cards with them)."""
        radius, self.radius, self._base = self.radius, 0, None
        if radius:
            self.set_radius(radius)

    def set_trump(self, trump: int | None) -> None:
        """Paint the honour cards in the trump suit (``None``: before a turn-up; drawn in diamonds).

        Uses the layer :meth:`prepare` drew for this suit, if any, so the swap costs no time.
        """
        if trump != self.trump:
            self.trump = trump
            self._layer = self._prepared.pop(trump, None)
            self._layer_number = next(_LAYER_NUMBERS)

    def prepare(self, trump: int | None) -> None:
        """Draw the turning layer for ``trump`` now, to be shown later by :meth:`set_trump` without a stall."""
        if trump == self.trump or not self.radius or trump in self._prepared:
            return
        current = self.trump
        self.trump = trump
        try:
            self._prepared[trump] = self._layer_render()
        finally:
            self.trump = current

    def warm(self) -> None:
        """Render the turning layer now (it takes a few tens of milliseconds)."""
        if self._layer is None and self.radius:
            self._layer = self._layer_render()

    def _layer_render(self) -> pygame.Surface:
        """The turning layer for the current trump (shared with every board of the same face and size; a
        subclass that paints differently, such as the icon's board with empty wells, has its own)."""
        key = ("layer", type(self), tuple(self.order), tuple(sorted(self.labels.items())), self.language, self.radius,
               self.trump)
        return _RENDERS.get_or_make(key, self._render_layer)

    def _render_base(self) -> pygame.Surface:
        R = self.radius
        pad = int(R * 0.1)
        size = 2 * (R + pad)
        big = pygame.Surface((size * _SS, size * _SS), pygame.SRCALPHA)
        c = size * _SS / 2
        r = R * _SS
        # drop shadow on the baize, candle up-left
        shadow = pygame.Surface((size // 4, size // 4), pygame.SRCALPHA)
        pygame.draw.circle(shadow, (0, 0, 0, 140), (size / 8, size / 8), R / 4 * 0.98)
        shadow = pygame.transform.smoothscale(shadow, (size * _SS, size * _SS))
        shadow = pygame.transform.box_blur(shadow, int(R * 0.03 * _SS) or 1)
        big.blit(shadow, (int(R * 0.025 * _SS), int(R * 0.04 * _SS)))
        # gilt rim: concentric bands from dark to light and back, a turned-metal bevel
        for i in range(24):
            t = i / 23
            shade = pal.mix(pal.GILT_DARK, pal.GILT_LIGHT, math.sin(math.pi * (0.15 + 0.7 * t)) ** 2)
            pygame.draw.circle(big, shade, (c, c), r * (1.0 - 0.06 * t))
        pygame.draw.circle(big, pal.GILT_SHADOW, (c, c), r, max(1, _SS))
        # lacquer field
        pygame.draw.circle(big, pal.LACQUER_BLACK, (c, c), r * 0.935)
        for i in range(40):
            t = i / 39
            col = pal.mix(pal.LACQUER_BLACK, pal.OXBLOOD, 0.8 * t ** 0.8)
            pygame.draw.circle(big, col, (c - r * 0.05 * t, c - r * 0.07 * t), r * 0.93 * (1 - 0.7 * t))
        # a fine gilt line inside the rim and round the lettering band
        pygame.draw.circle(big, pal.GILT, (c, c), r * 0.93, max(1, _SS))
        out = pygame.transform.smoothscale(big, (size, size))
        return out.convert_alpha() if pygame.display.get_surface() else out

    def _render_layer(self) -> pygame.Surface:
        R = self.radius
        size = 2 * R
        big = pygame.Surface((size * _SS, size * _SS), pygame.SRCALPHA)
        c = R * _SS
        r = R * _SS
        n = len(self.order)
        step = self.step
        line = max(2, int(r * 0.012))
        # the lettering band
        pygame.draw.circle(big, pal.GILT_DARK, (c, c), r * WELL_OUTER + line * 1.5, line)
        # wells: sunken sectors, darker at the walls
        for i in range(len(self.order)):
            a0 = i * step - step / 2
            a1 = a0 + step
            pts = sector(c, c, r * WELL_INNER, r * WELL_OUTER, a0 + 1.2, a1 - 1.2)
            pygame.draw.polygon(big, pal.mix(pal.LACQUER_BLACK, pal.OXBLOOD, 0.35), pts)
            inner = sector(c, c, r * (WELL_INNER + 0.03), r * (WELL_OUTER - 0.025), a0 + 2.4, a1 - 2.4)
            pygame.draw.polygon(big, pal.mix(pal.LACQUER, pal.LACQUER_LIGHT, 0.25 if i % 2 else 0.1), inner)
            # a painted gilt hairline framing the floor of the well
            pygame.draw.lines(big, pal.mix(pal.GILT_DARK, pal.LACQUER, 0.3), True, inner, max(1, _SS // 2 + 1))
        # central well: a recessed boss with a gilt rosette
        pygame.draw.circle(big, pal.LACQUER_BLACK, (c, c), r * WELL_INNER)
        pygame.draw.circle(big, pal.OXBLOOD, (c, c), r * (WELL_INNER - 0.03))
        pygame.draw.circle(big, pal.GILT, (c, c), r * WELL_INNER, line)
        pygame.draw.circle(big, pal.GILT_DARK, (c, c), r * (WELL_INNER - 0.045), max(1, line // 2))
        for k in range(16):
            a = k * 22.5
            tip = polar(c, c, r * (0.2 if k % 2 == 0 else 0.14), a)
            left = polar(c, c, r * 0.055, a - 11)
            right = polar(c, c, r * 0.055, a + 11)
            pygame.draw.polygon(big, pal.GILT if k % 2 == 0 else pal.GILT_DARK, [left, tip, right, (c, c)])
        pygame.draw.circle(big, pal.GILT_LIGHT, (c, c), r * 0.05)
        pygame.draw.circle(big, pal.GILT_SHADOW, (c, c), r * 0.05, max(1, _SS))
        # gilt spokes dividing the wells
        for i in range(n):
            a = i * step - step / 2
            p0 = polar(c, c, r * WELL_INNER, a)
            p1 = polar(c, c, r * (WELL_OUTER + 0.01), a)
            pygame.draw.line(big, pal.GILT_SHADOW, (p0[0] + _SS, p0[1] + _SS), (p1[0] + _SS, p1[1] + _SS), line + _SS)
            pygame.draw.line(big, pal.GILT, p0, p1, line + _SS)
            pygame.draw.line(big, pal.GILT_LIGHT, p0, p1, max(1, line // 2))
            pygame.draw.circle(big, pal.GILT_LIGHT, p1, line * 1.4)
            pygame.draw.circle(big, pal.GILT_DARK, p1, line * 1.4, max(1, _SS // 2))
        # emblems
        for i, name in enumerate(self.order):
            emblem = self._emblem(name, int(r * 0.36))
            rot = pygame.transform.rotozoom(emblem, -i * step, 1.0)
            big.blit(rot, rot.get_rect(center=polar(c, c, r * _EMBLEM_R, i * step)))
        # lettering round the rim
        for i, name in enumerate(self.order):
            self._letter_arc(big, c, r * _LABEL_R, i * step, self.labels.get(name, name).upper(), int(r * _LETTERING),
                             step * 0.9)
        out = pygame.transform.smoothscale(big, (size, size))
        return out.convert_alpha() if pygame.display.get_surface() else out

    def _letter_arc(self, big: pygame.Surface, c: float, radius: float, centre_deg: float, text: str, px: int,
                    max_span: float) -> None:
        """Gilt capitals along the rim, centred on ``centre_deg``, each letter upright towards the rim."""
        f = theme.font(px, self.language, bold=True)
        glyphs, shades = [], []
        for piece in letters(text):
            try:
                glyph, shade = f.render(piece, True, pal.GILT_LIGHT), f.render(piece, True, pal.GILT_SHADOW)
            except pygame.error:  # a character the font draws with no width (a filler, an unusual space): left out
                continue
            glyphs.append(glyph)
            shades.append(shade)
        track = px * 0.12
        widths = [g.get_width() + track for g in glyphs]
        total = sum(widths) - track
        span = math.degrees(total / radius)
        scale = min(1.0, max_span / span) if span > 0 else 1.0
        deg = centre_deg - span * scale / 2
        for g, sh, w in zip(glyphs, shades, widths):
            mid = deg + math.degrees(w * scale / 2 / radius)
            if scale < 1.0:
                g = pygame.transform.smoothscale(g, (max(1, int(g.get_width() * scale)), g.get_height()))
                sh = pygame.transform.smoothscale(sh, (max(1, int(sh.get_width() * scale)), sh.get_height()))
            pos = polar(c, c, radius, mid)
            rs = pygame.transform.rotozoom(sh, -mid, 1.0)
            big.blit(rs, rs.get_rect(center=(pos[0] + _SS, pos[1] + _SS)))
            rg = pygame.transform.rotozoom(g, -mid, 1.0)
            big.blit(rg, rg.get_rect(center=pos))
            deg += math.degrees(w * scale / radius)

    def _emblem(self, name: str, size: int) -> pygame.Surface:
        """The painting in a well, upright (top towards the rim), about ``size`` pixels tall."""
        surf = pygame.Surface((size, size), pygame.SRCALPHA)
        trump = DIAMONDS if self.trump is None else self.trump
        if name in HONOUR_RANKS or name == "pope":
            c = compartment_cards(name, trump)[0]
            w = int(size * 0.56)
            face = cards_art.face(c, w)
            tilt = pygame.transform.rotozoom(face, 0, 1.0)
            # a painted card: slightly muted, with a gilt keyline
            painted = tilt.copy()
            painted.fill((236, 226, 206), special_flags=pygame.BLEND_RGB_MULT)
            rect = painted.get_rect(center=(size // 2, size // 2))
            surf.blit(painted, rect)
            pygame.draw.rect(surf, pal.GILT, rect.inflate(2, 2), max(1, size // 60), border_radius=max(2, w // 10))
        elif name == "matrimony":
            oval = cameo_ground(surf, size)
            h = oval.h * 0.8
            top = oval.bottom - h + oval.h * 0.06
            # a couple face to face, a heart between them
            _profile(surf, oval.x + oval.w * 0.03, top, h, pal.INK, True, bun=False)
            _profile(surf, oval.right - oval.w * 0.03 - h / 1.4, top, h, pal.INK, False, bun=True)
            heart(surf, oval.centerx, oval.y + oval.h * 0.28, oval.h * 0.2, pal.CARD_RED)
            self._clip_oval(surf, oval)
        elif name == "intrigue":
            oval = cameo_ground(surf, size)
            h = oval.h * 0.86
            top = oval.bottom - h + oval.h * 0.06
            # the whisperer, behind, leans in to the listener's ear; both face the same way
            _profile(surf, oval.x + oval.w * 0.04, top - oval.h * 0.06, h, pal.mix(pal.INK, pal.OXBLOOD, 0.55), True)
            _profile(surf, oval.x + oval.w * 0.40, top + oval.h * 0.02, h, pal.INK, True, bun=True, edge=pal.IVORY)
            self._clip_oval(surf, oval)
        elif name == "game":
            cart = pygame.Rect(0, 0, int(size * 0.96), int(size * 0.5))
            cart.center = (size // 2, size // 2)
            pygame.draw.rect(surf, pal.GILT_DARK, cart, border_radius=cart.h // 2)
            pygame.draw.rect(surf, pal.LACQUER_BLACK, cart.inflate(-size // 14, -size // 14), border_radius=cart.h // 2)
            pygame.draw.rect(surf, pal.GILT, cart.inflate(-size // 9, -size // 9), max(1, size // 60),
                             border_radius=cart.h // 2)
            for sx in (cart.x + size // 28, cart.right - size // 28):  # scroll ends
                pygame.draw.circle(surf, pal.GILT_LIGHT, (sx, cart.centery), size // 22)
            word = self.labels.get("game", "Game")
            f = theme.font(int(size * 0.2), self.language, bold=True)
            text = f.render(word.upper() if self.language != "ja" else word, True, pal.GILT_LIGHT)
            maxw = cart.w - size // 4
            if text.get_width() > maxw:
                text = pygame.transform.smoothscale(text, (maxw, int(text.get_height() * maxw / text.get_width())))
            surf.blit(text, text.get_rect(center=cart.center))
        else:
            f = theme.font(int(size * 0.2), self.language, bold=True)
            text = f.render(self.labels.get(name, name), True, pal.GILT)
            surf.blit(text, text.get_rect(center=(size // 2, size // 2)))
        return surf

    @staticmethod
    def _clip_oval(surf: pygame.Surface, oval: pygame.Rect) -> None:
        """Trim a medallion's painting to its oval and redraw the gilt frame over it."""
        mask = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
        pygame.draw.ellipse(mask, (255, 255, 255, 255), oval)
        surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        pygame.draw.ellipse(surf, pal.GILT, oval, max(2, surf.get_width() // 30))

    def _render_gloss(self) -> pygame.Surface:
        R = self.radius
        size = 2 * R
        small = pygame.Surface((size // 2, size // 2), pygame.SRCALPHA)
        q = size / 4
        # a warm soft highlight up and to the left, and a crescent on the far rim
        for i in range(30):
            t = i / 29
            a = int(34 * t ** 1.6)
            pygame.draw.ellipse(
                small, (255, 214, 160, a),
                pygame.Rect(q * (0.35 + 0.25 * t), q * (0.25 + 0.2 * t), q * (1.1 - 0.6 * t), q * (0.8 - 0.45 * t)),
            )
        out = pygame.transform.smoothscale(small, (size, size))
        mask = pygame.Surface((size, size), pygame.SRCALPHA)
        pygame.draw.circle(mask, (255, 255, 255, 255), (R, R), R * 0.93)
        out.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        # thin specular arc on the rim
        pygame.draw.arc(out, (255, 246, 210, 150), (R * 0.04, R * 0.04, R * 1.92, R * 1.92), math.radians(105),
                        math.radians(160), max(1, R // 90))
        return out.convert_alpha() if pygame.display.get_surface() else out

    def _rotated_layer(self) -> pygame.Surface:
        if self._layer is None:
            self._layer = self._layer_render()
        key = int(round((self.angle % 360.0) / _ANGLE_STEP)) % int(360 / _ANGLE_STEP)
        moving, self._last_key = key != self._last_key, key
        surf = _TURNS.get((self._layer_number, key))
        if surf is not None:
            self.cache_hits += 1
            return surf
        self.cache_misses += 1
        if key == 0:
            surf = self._layer
        elif moving:
            # in motion: a fast rotation (a quarter of the cost); the eye cannot tell while it turns
            return pygame.transform.rotate(self._layer, -key * _ANGLE_STEP)
        else:
            # at rest: the smooth rotation, kept for every later frame at this angle
            surf = pygame.transform.rotozoom(self._layer, -key * _ANGLE_STEP, 1.0)
        return _TURNS.put((self._layer_number, key), surf)

    def _badge(self, n: int) -> pygame.Surface:
        surf = self._badges.get(n)
        if surf is None:
            f = theme.font(max(10, int(self.radius * 0.095)), bold=True)
            text = f.render(str(n), True, pal.INK)
            bounds = text.get_bounding_rect()
            h = max(bounds.h + 8, int(self.radius * 0.12))
            d = max(h, bounds.w + 10)
            surf = pygame.Surface((d + 2, h + 2), pygame.SRCALPHA)
            rect = surf.get_rect().inflate(-2, -2)
            pygame.draw.rect(surf, (0, 0, 0, 90), rect.move(1, 1), border_radius=rect.h // 2)
            pygame.draw.rect(surf, pal.IVORY, rect, border_radius=rect.h // 2)
            pygame.draw.rect(surf, pal.GILT_DARK, rect, 1, border_radius=rect.h // 2)
            surf.blit(text, (rect.centerx - bounds.w // 2 - bounds.x, rect.centery - bounds.h // 2 - bounds.y))
            self._badges.put(n, surf)
        return surf

    def draw(self, surface: pygame.Surface, center: tuple[int, int],
             hidden_fish: Mapping[str, int] | None = None) -> None:
        """Draw the board centred at ``center`` (pixels) at its current :attr:`angle`.

        Args:
            surface: where to draw.
            center: the board's centre on ``surface``.
            hidden_fish: per compartment, fish not to draw in the heap (they are in flight).
        """
        if self._base is None:
            return
        if self._pack != cards_art.pack_generation():  # the pack's colours changed: the wells' cards with them
            self.redraw()
        self.relabel()
        cx, cy = center
        surface.blit(self._base, self._base.get_rect(center=center))
        layer = self._rotated_layer()
        surface.blit(layer, layer.get_rect(center=center))
        if self.glow is not None and self.glow_strength > 0.01 and self.glow in self.order:
            self._draw_glow(surface, center)
        gloss = self._gloss
        assert gloss is not None  # made by redraw(), with the base
        surface.blit(gloss, gloss.get_rect(center=center))
        self._draw_fish(surface, center, hidden_fish or {})

    def _draw_glow(self, surface: pygame.Surface, center: tuple[int, int]) -> None:
        if self._glow_sprite is None:
            d = int(self.radius * 0.75)
            small = pygame.Surface((d // 2, d // 2))
            small.fill((0, 0, 0))
            for i in range(24):
                t = i / 23
                pygame.draw.circle(small, pal.mix((0, 0, 0), (120, 84, 30), t ** 1.5), (d / 4, d / 4),
                                   d / 4 * (1 - 0.85 * t))
            self._glow_sprite = pygame.transform.smoothscale(small, (d, d))
        glow = self._glow_sprite
        assert glow is not None and self.glow is not None  # made above; draw() glows only a compartment it names
        pos = self.well_point(center, self.glow, (WELL_INNER + WELL_OUTER) / 2)
        img = glow
        if self.glow_strength < 0.99:
            img = glow.copy()
            k = int(255 * self.glow_strength)
            img.fill((k, k, k), special_flags=pygame.BLEND_RGB_MULT)
        surface.blit(img, img.get_rect(center=(int(pos[0]), int(pos[1]))), special_flags=pygame.BLEND_RGB_ADD)

    def _draw_fish(self, surface: pygame.Surface, center: tuple[int, int], hidden: Mapping[str, int]) -> None:
        art = self.fish_art
        if art is None:
            return
        spread = self.radius * 0.11
        for idx, name in enumerate(self.order):
            n = max(0, self.counts.get(name, 0) - hidden.get(name, 0))
            shown = min(n, 18)
            pile = self._piles.get(name)
            if pile is None or len(pile) < 18:
                pile = self._piles[name] = pile_offsets(18, spread, idx)
            well_deg = self.angle + self.local_angle(name)
            fx, fy = polar(center[0], center[1], self.radius * _FISH_R, well_deg)
            rad = math.radians(well_deg)
            cos_a, sin_a = math.cos(rad), math.sin(rad)
            for dx, dy, tilt in pile[:shown]:
                # offsets turn with the board; the heap's "up" stays up on screen
                x = fx + dx * cos_a - dy * 0.3 * sin_a
                y = fy + dx * sin_a + dy * 0.3 * cos_a + dy * 0.7
                art.draw(surface, (x, y), -well_deg + 90 + tilt)
            count = self.counts.get(name, 0)
            badge = self._badge(count)
            bx, by = polar(center[0], center[1], self.radius * (WELL_INNER + 0.005), well_deg)
            rect = badge.get_rect(center=(int(bx), int(by)))
            surface.blit(badge, rect)
            strength = self.flash.get(name, 0.0)
            if strength > 0.02:
                ring = pal.mix(pal.GILT_DARK, pal.GILT_LIGHT, strength)
                pygame.draw.rect(surface, ring, rect.inflate(4, 4), 2, border_radius=rect.h // 2 + 2)

    def hit_compartment(self, center: tuple[float, float], pos: tuple[int, int]) -> str | None:
        """The compartment under screen point ``pos`` (pixels), or None."""
        dx, dy = pos[0] - center[0], pos[1] - center[1]
        dist = math.hypot(dx, dy)
        if not (self.radius * WELL_INNER <= dist <= self.radius * WELL_OUTER):
            return None
        deg = (math.degrees(math.atan2(dx, -dy)) - self.angle + self.step / 2) % 360.0
        return self.order[int(deg // self.step) % len(self.order)]

    def names(self) -> Iterable[str]:
        """The compartments in board order."""
        return iter(self.order)
