"""Bounded image caches: least recently used first out, limited by count and by bytes.

The front end draws its art once and keeps it (card faces, the board's turned
layers, fish, text, backgrounds, fan images, plaques). A cache keyed by a
size in pixels grows by a new entry at every window size, so each one here is
bounded twice: by the number of entries and by the bytes of the surfaces it
holds (``pitch × height`` of every :class:`pygame.Surface` in a value, tuples
and lists looked into). Putting an entry in evicts the least recently used
ones until both bounds hold. The newest entry always stays, even alone over
the byte budget (a full-screen background on a 5K screen is larger than the
budget, and it is drawn every frame), so a cache holds at most
``max(max_bytes, its newest entry)``.

The count bounds are set to the working set (the pack at the two widths a
table draws, a deal's resting angles of the board ...); the byte bounds are
the safety net that keeps a large window from multiplying them.

Two ways in:

* :class:`BoundedCache`, an object (one per board, per painter, or one for a module);
* :func:`bounded_cache`, a decorator like ``functools.lru_cache`` for functions
  that return surfaces.

Every cache registers itself (weakly) under a name, and :func:`cache_report`
gives the bytes held by name (``bench/soak.py`` prints it; the tests check
the bounds).
"""

from __future__ import annotations

import functools
import sys
import weakref
from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Any, Generic, ParamSpec, Protocol, TypeVar, cast

import pygame

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")

MB = 1024 * 1024
"""Bytes in a mebibyte, for budgets."""

_ALL: weakref.WeakSet[BoundedCache[Any, Any]] = weakref.WeakSet()
_LIBC: Any = None
_M_MMAP_THRESHOLD = -3  # glibc's malloc.h


def surface_bytes(value: Any) -> int:
    """Bytes of pixel memory held by ``value``: a surface, or surfaces inside tuples and lists (others: 0)."""
    if isinstance(value, pygame.Surface):
        return value.get_pitch() * value.get_height()
    if isinstance(value, (tuple, list)):
        return sum(surface_bytes(v) for v in value)
    return 0


class BoundedCache(Generic[K, V]):
    """A least-recently-used cache bounded by entries and by bytes.

    Args:
        name: what it holds, for :func:`cache_report` (several caches may share a name: they add up).
        max_bytes: the most bytes its values may hold together (:func:`surface_bytes`).
        max_items: the most entries.
        sizeof: how many bytes a value holds (default: its surfaces' pixel memory).

    Attributes:
        hits, misses: lookups that found an entry, and that did not.
    """

    def __init__(self, name: str, max_bytes: int, max_items: int = 1024,
                 sizeof: Callable[[Any], int] = surface_bytes) -> None:
        self.name = name
        self.max_bytes = int(max_bytes)
        self.max_items = max(1, int(max_items))
        self._sizeof = sizeof
        self._data: OrderedDict[K, tuple[V, int]] = OrderedDict()
        self._bytes = 0
        self.hits = 0
        self.misses = 0
        _ALL.add(self)

    def __len__(self) -> int:
        return len(self._data)

    def __contains__(self, key: object) -> bool:
        return key in self._data

    @property
    def bytes(self) -> int:
        """Bytes held now (at most :attr:`max_bytes`, or the newest entry's alone)."""
        return self._bytes

    def get(self, key: K, default: V | None = None) -> V | None:
        """The value for ``key`` (now the most recently used), or ``default``."""
        hit = self._data.get(key)
        if hit is None:
            self.misses += 1
            return default
        self._data.move_to_end(key)
        self.hits += 1
        return hit[0]

    def put(self, key: K, value: V) -> V:
        """Keep ``value`` under ``key``, evicting the least recently used entries to stay within bounds.

        Returns:
            ``value``, kept (alone, if it is larger than :attr:`max_bytes`).
        """
        size = self._sizeof(value)
        old = self._data.pop(key, None)
        if old is not None:
            self._bytes -= old[1]
        self._data[key] = (value, size)
        self._bytes += size
        while len(self._data) > 1 and (self._bytes > self.max_bytes or len(self._data) > self.max_items):
            _, (_, evicted) = self._data.popitem(last=False)
            self._bytes -= evicted
        return value

    def get_or_make(self, key: K, make: Callable[[], V]) -> V:
        """The value for ``key``, made with ``make()`` and kept if it was missing."""
        hit = self._data.get(key)
        if hit is not None:
            self._data.move_to_end(key)
            self.hits += 1
            return hit[0]
        self.misses += 1
        return self.put(key, make())

    def pop(self, key: K, default: V | None = None) -> V | None:
        """Take ``key``'s value out of the cache (``default`` when missing)."""
        hit = self._data.pop(key, None)
        if hit is None:
            return default
        self._bytes -= hit[1]
        return hit[0]

    def clear(self) -> None:
        """Forget every entry."""
        self._data.clear()
        self._bytes = 0

    def keys(self) -> list[K]:
        """The keys, least recently used first."""
        return list(self._data)


P = ParamSpec("P")
R = TypeVar("R")
R_co = TypeVar("R_co", covariant=True)


class CachedFunction(Protocol[P, R_co]):
    """A function wrapped by :func:`bounded_cache`: called as the function was, with its cache beside it."""

    cache: BoundedCache[Any, Any]
    cache_clear: Callable[[], None]

    def __call__(self, *args: P.args, **kwargs: P.kwargs) -> R_co: ...


def bounded_cache(name: str, max_bytes: int, max_items: int = 1024
                  ) -> Callable[[Callable[P, R]], CachedFunction[P, R]]:
    """Decorate a function returning surfaces so its results are kept in a :class:`BoundedCache`.

    Like ``functools.lru_cache``: the arguments (positional and keyword, all hashable) are the key;
    the wrapped function gains ``cache`` (the :class:`BoundedCache`) and ``cache_clear()``. The values
    are shared: callers must not draw on them.

    Args:
        name: the cache's name in :func:`cache_report`.
        max_bytes: the byte budget.
        max_items: the most entries.
    """

    def decorate(fn: Callable[P, R]) -> CachedFunction[P, R]:
        cache: BoundedCache[Any, Any] = BoundedCache(name, max_bytes, max_items)

        @functools.wraps(fn)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            key = (args, tuple(sorted(kwargs.items()))) if kwargs else args
            hit = cache.get(key)
            if hit is not None:
                return hit
            return cache.put(key, fn(*args, **kwargs))

        cached = cast("CachedFunction[P, R]", wrapper)
        cached.cache = cache
        cached.cache_clear = cache.clear
        return cached

    return decorate


def tune_allocator() -> bool:
    """Have the C allocator give large freed blocks back to the system at once (glibc only).

    Surfaces are allocated by SDL with ``malloc``. glibc serves a block of 128 KiB or more with its
    own ``mmap`` (returned to the system when freed) until the first such block is freed; then it
    raises that threshold, and window-sized surfaces come from the heap, where the holes left by
    evicted images keep the process's resident memory high long after the caches shrank. Fixing the
    threshold at 128 KiB keeps every image of that size or more in its own mapping. Elsewhere
    (Windows, macOS, musl) this does nothing.

    Returns:
        Whether the threshold was set.
    """
    global _LIBC
    if not sys.platform.startswith("linux"):
        return False
    try:
        import ctypes

        libc = ctypes.CDLL(None)
        libc.gnu_get_libc_version  # noqa: B018 - only glibc has it (and mallopt's meaning)
        _LIBC = libc
        return bool(libc.mallopt(_M_MMAP_THRESHOLD, 128 * 1024))
    except (OSError, AttributeError):
        return False


def release_memory() -> None:
    """Give free heap memory back to the system (glibc's ``malloc_trim``; after :func:`tune_allocator`).

    The app calls it when the window changes size, after the caches have let go of the old sizes' art.
    """
    if _LIBC is not None:
        try:
            _LIBC.malloc_trim(0)
        except (OSError, AttributeError):  # pragma: no cover
            pass


def cache_report() -> dict[str, int]:
    """Bytes held by every live bounded cache, added up by name."""
    out: dict[str, int] = {}
    for cache in list(_ALL):
        out[cache.name] = out.get(cache.name, 0) + cache.bytes
    return out


def all_caches() -> list[BoundedCache[Any, Any]]:
    """Every live bounded cache (for tests: each must stay within its bounds)."""
    return list(_ALL)
