"""The match's seeded random generator: the only source of chance in a game.

>>> a, b = SeededRng(7), SeededRng(7)
>>> deck_a, deck_b = list(range(10)), list(range(10))
>>> a.shuffle(deck_a); b.shuffle(deck_b)
>>> deck_a == deck_b
True
>>> c = SeededRng.from_json(a.to_json())
>>> c.randint(1, 6) == a.randint(1, 6)
True
"""

from __future__ import annotations

import random
from collections.abc import MutableSequence, Sequence
from typing import Any, TypeVar

T = TypeVar("T")

SEED_LIMIT = 2**63
"""Seeds are whole numbers from 0 up to, not including, this (matches and saves check it)."""


def _shuffle(getrandbits: Any, x: MutableSequence[Any]) -> None:
    """``random.Random.shuffle`` with its ``_randbelow`` written inline: the same draws in
    the same order (checked against the standard library at import, :func:`_same_draws`),
    without a Python call per card. Searches shuffle a deck or two per iteration."""
    for i in range(len(x) - 1, 0, -1):
        n = i + 1
        k = n.bit_length()
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        x[i], x[j] = x[j], x[i]


def _below(getrandbits: Any, n: int) -> int:
    """``random.Random._randbelow(n)`` for n > 0 (``_randbelow_with_getrandbits``)."""
    k = n.bit_length()
    r = getrandbits(k)
    while r >= n:
        r = getrandbits(k)
    return r


def _same_draws() -> bool:
    """Whether the inline versions draw exactly as this Python's ``random`` does (they copy
    CPython 3.11's; another version could change it, and then the library's are used)."""
    a, b = random.Random(2024), random.Random(2024)
    for size in range(1, 40):
        x, y = list(range(size)), list(range(size))
        a.shuffle(x)
        _shuffle(b.getrandbits, y)
        if x != y or a.choice(x) != y[_below(b.getrandbits, size)]:
            return False
        if a.randint(1, size) != 1 + _below(b.getrandbits, size):
            return False
    return a.getstate() == b.getstate()


_FAST = _same_draws()


class SeededRng:
    """A ``random.Random`` with a serialisable state and a count of the draws made.

    ``uses`` grows with every call, so the match can tell whether a command consumed
    chance (such a command can never be undone).
    """

    __slots__ = ("_random", "uses")

    def __init__(self, seed: int | str = 0):
        self._random = random.Random(seed)
        self.uses = 0

    def random(self) -> float:
        self.uses += 1
        return self._random.random()

    def randint(self, a: int, b: int) -> int:
        self.uses += 1
        if _FAST and type(a) is int and type(b) is int and b >= a:
            return a + _below(self._random.getrandbits, b - a + 1)
        return self._random.randint(a, b)

    def choice(self, seq: Sequence[T]) -> T:
        self.uses += 1
        n = len(seq)
        if _FAST and n:
            getrandbits = self._random.getrandbits
            k = n.bit_length()
            r = getrandbits(k)
            while r >= n:
                r = getrandbits(k)
            return seq[r]
        return self._random.choice(seq)

    def shuffle(self, seq: MutableSequence[Any]) -> None:
        self.uses += 1
        if _FAST:
            _shuffle(self._random.getrandbits, seq)
        else:
            self._random.shuffle(seq)

    def sample(self, population: Sequence[T], k: int) -> list[T]:
        self.uses += 1
        return self._random.sample(population, k)

    def d6(self, n: int = 1) -> tuple[int, ...]:
        """Roll ``n`` six-sided dice."""
        self.uses += 1
        return tuple(self._random.randint(1, 6) for _ in range(n))

    def to_json(self) -> list[Any]:
        """The generator state as JSON-ready lists."""
        version, internal, gauss = self._random.getstate()
        return [version, list(internal), gauss, self.uses]

    @classmethod
    def from_json(cls, data: Sequence[Any]) -> SeededRng:
        rng = cls()
        version, internal, gauss, uses = data
        rng._random.setstate((version, tuple(internal), gauss))
        rng.uses = uses
        return rng

    def copy(self) -> SeededRng:
        rng = SeededRng()
        rng._random.setstate(self._random.getstate())
        rng.uses = self.uses
        return rng
