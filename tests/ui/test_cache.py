"""Issue 7, item 9: every image cache is bounded by count and bytes, and resizing cannot grow them without limit.

The kind: :class:`popejoan.ui.cache.BoundedCache` keeps the most recently used
entries within both bounds (the newest always stays); every cache of the
front end is one; a window resized through many sizes, with the menu, a table
and the pause menu on screen, ends with every cache within its bounds and no
more caches alive than at the start.
"""

from __future__ import annotations

import gc
import os
import random
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame
import pytest

from popejoan.ui.cache import BoundedCache, all_caches, bounded_cache, cache_report, surface_bytes


def _surface(w: int, h: int) -> pygame.Surface:
    return pygame.Surface((w, h), pygame.SRCALPHA)


def test_surface_bytes_counts_pixels_in_surfaces_tuples_and_lists() -> None:
    s = _surface(10, 20)
    assert surface_bytes(s) == s.get_pitch() * 20 == 800
    assert surface_bytes((s, (3, 4))) == 800
    assert surface_bytes([s, [s]]) == 1600
    assert surface_bytes("text") == 0


def test_least_recently_used_go_first_within_count_and_bytes() -> None:
    cache: BoundedCache[str, pygame.Surface] = BoundedCache("test", max_bytes=4000, max_items=3)
    a, b, c, d = (_surface(10, 10) for _ in range(4))  # 400 bytes each
    for key, value in (("a", a), ("b", b), ("c", c)):
        cache.put(key, value)
    assert cache.get("a") is a  # a is now the most recently used
    cache.put("d", d)
    assert cache.keys() == ["c", "a", "d"] and "b" not in cache
    assert cache.bytes == 1200
    big = _surface(30, 30)  # 3600 bytes: with a and d (800) over 4000, so c and a go
    cache.put("big", big)
    assert cache.keys() == ["d", "big"] and cache.bytes == 4000
    assert cache.hits == 1 and cache.misses == 0


def test_the_newest_entry_stays_even_alone_over_the_budget() -> None:
    cache: BoundedCache[str, pygame.Surface] = BoundedCache("test", max_bytes=1000, max_items=10)
    cache.put("small", _surface(5, 5))
    huge = _surface(100, 100)
    assert cache.put("huge", huge) is huge
    assert cache.keys() == ["huge"] and cache.bytes == 40000
    cache.put("small", _surface(5, 5))
    assert cache.keys() == ["small"] and cache.bytes == 100


def test_replacing_a_key_and_popping_keep_the_byte_count() -> None:
    cache: BoundedCache[str, pygame.Surface] = BoundedCache("test", max_bytes=10_000, max_items=10)
    cache.put("k", _surface(10, 10))
    cache.put("k", _surface(20, 10))
    assert len(cache) == 1 and cache.bytes == 800
    assert cache.pop("k") is not None and cache.bytes == 0 and cache.pop("k") is None
    made = []
    value = cache.get_or_make("m", lambda: made.append(1) or _surface(2, 2))
    assert cache.get_or_make("m", lambda: made.append(1) or _surface(2, 2)) is value and made == [1]
    cache.clear()
    assert len(cache) == 0 and cache.bytes == 0


def test_the_decorator_keys_on_every_argument() -> None:
    calls = []

    @bounded_cache("test decorated", max_bytes=10_000, max_items=2)
    def draw(w: int, h: int, *, alpha: bool = False) -> pygame.Surface:
        calls.append((w, h, alpha))
        return _surface(w, h)

    first = draw(4, 4)
    assert draw(4, 4) is first and draw(4, 4, alpha=True) is not first
    draw(5, 5)  # a third key: (4, 4) is the least recently used and goes
    assert draw(4, 4) is not first
    assert calls == [(4, 4, False), (4, 4, True), (5, 5, False), (4, 4, False)]
    assert len(draw.cache) == 2 and cache_report()["test decorated"] == draw.cache.bytes
    draw.cache_clear()
    assert len(draw.cache) == 0


def test_every_front_end_cache_is_bounded() -> None:
    """The caches issue 7 named: board renders, card faces, fish, text, backgrounds, fans, panels, glows."""
    from popejoan.ui import cards_art, theme, widgets
    from popejoan.ui.board import Board
    from popejoan.ui.fish import FishArt
    from popejoan.ui.scenes.table import painter

    pygame.display.init()
    pygame.display.set_mode((64, 64))
    board = Board(["ace", "king", "queen", "jack", "pope", "matrimony", "intrigue", "game"],
                  {"pope": "Pope"})
    fish = FishArt(20)
    table = painter.TablePainter("Pope Joan", None, "after_dealer")
    from popejoan.ui import board as board_module

    # private, each: which objects are the caches is what this test checks (every one bounded, issue 7)
    caches = [board_module._TURNS, board._badges, fish._cache, table._fans, theme._CACHE, cards_art._faces,
              cards_art._dims, cards_art._backs, cards_art._shadows, theme.wood_background.cache,
              theme._veil.cache, theme._panel_ground.cache, theme.soft_glow.cache, theme._glow.cache,
              widgets._body.cache, cards_art.suit_symbol.cache, painter.table_background.cache]
    assert all(isinstance(c, BoundedCache) for c in caches)
    assert theme._load_font.cache_info().maxsize == 64  # private: the font cache's own bound is the subject


def test_resizing_through_many_sizes_keeps_every_cache_within_bounds(tmp_path: Path) -> None:
    from popejoan.ui import cards_art
    from popejoan.ui.app import App

    app = App((1280, 800), config=tmp_path / "settings.json", hidden=True)
    app.settings.animation_speed = 4.0
    app.to_menu()
    app.step(16)
    app.step(16)
    app.start_game(app.top.setup())
    for _ in range(20):
        app.step(16)
    gc.collect()
    caches_before = len(all_caches())
    rng = random.Random(5)
    for i in range(60):
        app.resize((rng.randint(960, 2400), rng.randint(600, 1500)))
        if i == 20:
            app.pause()
        if i == 40:
            app.pop()
        for _ in range(2):
            app.step(16)
    gc.collect()
    caches = all_caches()
    assert len(caches) <= caches_before + 2  # the board and fish art of the last size replace the old ones
    for cache in caches:
        assert len(cache) <= cache.max_items, cache.name
        assert cache.bytes <= cache.max_bytes or len(cache) == 1, (cache.name, cache.bytes)
    # private: the card faces' own cache, three packs' worth of faces however many widths the window went through
    assert len(cards_art._faces) <= 3 * 52
    app.scenes.clear()


@pytest.mark.parametrize("size", [(960, 600), (3840, 2160)])
def test_a_full_screen_background_is_kept_even_over_the_budget(size: tuple[int, int]) -> None:
    from popejoan.ui import theme

    pygame.display.init()
    pygame.display.set_mode((64, 64))
    first = theme.wood_background(size)
    assert theme.wood_background(size) is first  # drawn once, however large
