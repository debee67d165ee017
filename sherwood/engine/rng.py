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
        return self._random.randint(a, b)

    def choice(self, seq: Sequence[T]) -> T:
        self.uses += 1
        return self._random.choice(seq)

    def shuffle(self, seq: MutableSequence[Any]) -> None:
        self.uses += 1
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
