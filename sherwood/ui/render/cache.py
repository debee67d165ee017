"""Caches of drawn surfaces bounded in bytes, and freed memory given back to the system.

An ``lru_cache(maxsize=256)`` of surfaces is bounded in entries, not in memory: after the
window has been resized a few times, each size leaves its own full set of panels, shadows
and backgrounds, each larger than the last. :func:`surface_cache` keeps the most recently
used results of a function within ``max_mb`` megabytes (and ``maxsize`` entries), so a
long session levels off whatever the player does with the window.

A scene that is left, or rebuilt for a new window size, drops a pygame_gui manager whose
objects refer to each other: only Python's cycle collector frees them, and it runs when
Python objects pile up, not pixels, so whole windows of them can wait for minutes.
:func:`release_memory` collects them first.

Drawing allocates and frees many large pixel buffers. glibc's allocator serves a freed
large buffer's size from its heap from then on, where such buffers fragment, so the process
grows although Python holds nothing more. :func:`release_memory`, which the app's loop
calls now and then, first fixes the size from which a buffer gets pages of its own, given
back as soon as it is freed (``mallopt(M_MMAP_THRESHOLD)``, 128 KB, glibc's default before
it adapts), then hands back what the heap holds free (``malloc_trim``). Elsewhere (macOS,
Windows, musl) it does nothing.
"""

from __future__ import annotations

import functools
import gc
import sys
from collections import OrderedDict
from collections.abc import Callable
from typing import Any, NamedTuple

import pygame


class CacheInfo(NamedTuple):
    entries: int
    bytes: int
    maxsize: int
    max_bytes: int


def surface_bytes(value: Any) -> int:
    """The pixel memory of a surface, or of the surfaces in a tuple or list (0 for others)."""
    if isinstance(value, pygame.Surface):
        return value.get_width() * value.get_height() * value.get_bytesize()
    if isinstance(value, (tuple, list)):
        return sum(surface_bytes(v) for v in value)
    return 0


def surface_cache(max_mb: float, maxsize: int = 256) -> Callable[[Callable[..., Any]], Any]:
    """Like ``functools.lru_cache(maxsize)``, and also bounded to ``max_mb`` megabytes of
    surfaces: the least recently used results go first (the newest always stays).
    ``cache_info()`` gives entries and bytes; ``cache_clear()`` empties it."""
    max_bytes = int(max_mb * 2**20)

    def decorate(fn: Callable[..., Any]) -> Any:
        data: OrderedDict[Any, tuple[Any, int]] = OrderedDict()
        total = 0

        @functools.wraps(fn)
        def cached(*args: Any, **kwargs: Any) -> Any:
            nonlocal total
            key = (args, tuple(sorted(kwargs.items()))) if kwargs else args
            hit = data.get(key)
            if hit is not None:
                data.move_to_end(key)
                return hit[0]
            value = fn(*args, **kwargs)
            size = surface_bytes(value)
            data[key] = (value, size)
            total += size
            while len(data) > 1 and (total > max_bytes or len(data) > maxsize):
                _, (_, gone) = data.popitem(last=False)
                total -= gone
            return value

        def cache_info() -> CacheInfo:
            return CacheInfo(len(data), total, maxsize, max_bytes)

        def cache_clear() -> None:
            nonlocal total
            data.clear()
            total = 0

        cached.cache_info = cache_info  # type: ignore[attr-defined]
        cached.cache_clear = cache_clear  # type: ignore[attr-defined]
        return cached

    return decorate


M_MMAP_THRESHOLD = -3  # glibc's malloc.h
MMAP_THRESHOLD = 128 * 1024


@functools.cache
def _malloc_trim() -> Callable[[int], int] | None:
    """glibc's ``malloc_trim``, after fixing its mmap threshold; None without glibc."""
    if not sys.platform.startswith("linux"):
        return None
    import ctypes.util  # here: the first call is after the first frame, ctypes not needed before

    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        trim, mallopt = libc.malloc_trim, libc.mallopt  # glibc only (musl has neither)
    except (OSError, AttributeError):
        return None
    mallopt.argtypes = [ctypes.c_int, ctypes.c_int]
    mallopt.restype = ctypes.c_int
    mallopt(M_MMAP_THRESHOLD, MMAP_THRESHOLD)
    trim.argtypes = [ctypes.c_size_t]
    trim.restype = ctypes.c_int
    return trim


def release_memory() -> bool:
    """Free the garbage cycles (old pygame_gui managers), then give the memory the C
    allocator holds free back to the system; False where the second step is not possible."""
    gc.collect()
    trim = _malloc_trim()
    if trim is None:
        return False
    trim(0)
    return True
