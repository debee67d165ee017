"""The Normal bot's arithmetic (LT-14.1, LT-14.2): what a hand is worth, what one card adds
to it, and what the unseen cards are likely to be. Plain numbers only: a hand is a tuple of
seven counts in the order of ``OBJECTS`` (copper .. chest), missions a tuple of pairs
(mission number, VP of the card this seat would take). Both are hashable, so that a hand's
value is worked out once (a search asks it many thousands of times). No view, no state: the bot feeds it
facts from its view, the search's rollouts facts from a sampled state.

>>> hand = counts(["CH01", "CH05", "PE02"])
>>> hand
(0, 0, 0, 1, 0, 0, 2)
>>> round(potential(hand, ()), 2)
8.5
>>> round(gain(hand, 6, ()), 2)  # a third chest: 0.5 x 13 -> 1 x 13
6.5
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import lru_cache

OBJECTS = ("CU", "CA", "GO", "PE", "JE", "NE", "CH")
INDEX = {o: i for i, o in enumerate(OBJECTS)}
VP = (7, 8, 9, 10, 11, 12, 13)  # LT-1.2
COPIES = 12
F = (0.0, 0.2, 0.5, 1.0)  # LT-14.1: f(0), f(1), f(2), f(3 or more)
ONE_SHORT = 0.5   # LT-14.1: a mission 1 card short of adds half its VP
COMPLETE = 1.0    # [our reading] a mission the hand can deliver adds all of it (else the card
                  # that completes a mission would lower the hand's worth)
CU, CA, GO, PE, JE, NE, CH = range(7)

Counts = tuple[int, ...]
Missions = tuple[tuple[int, int], ...]


def obj(card: str) -> int:
    """The object index of a card id: ``obj("PE07") == 3``."""
    return INDEX[card[:2]]


def counts(cards: Iterable[str]) -> Counts:
    """Seven counts, one per object, of the card ids ``cards``."""
    c = [0] * 7
    for card in cards:
        c[INDEX[card[:2]]] += 1
    return tuple(c)


def add(hand: Counts, o: int, k: int = 1) -> Counts:
    """``hand`` with ``k`` more (or fewer, for negative ``k``) of object ``o``."""
    return (*hand[:o], hand[o] + k, *hand[o + 1:])


def missing(hand: Counts, mission: int) -> int:
    """The cards ``hand`` lacks for ``mission`` (LT-1.C); 0 when it can deliver it.

    >>> missing((1, 1, 1, 1, 1, 1, 0), 1), missing((0, 0, 4, 0, 0, 0, 0), 2)
    (1, 1)
    >>> missing((2, 2, 2, 1, 0, 0, 0), 3), missing((2, 2, 1, 0, 0, 0, 0), 4)
    (1, 1)
    """
    if mission == 1:
        return sum(1 for c in hand if c == 0)
    if mission == 2:
        return max(0, 5 - max(hand))
    pairs = sorted((min(c, 2) for c in hand), reverse=True)
    need = 4 if mission == 3 else 3
    return 2 * need - sum(pairs[:need])


@lru_cache(maxsize=1 << 16)
def potential(hand: Counts, missions: Missions) -> float:
    """LT-14.1: the sum of VP x f(count) over the objects, plus half the VP of each open
    mission the hand is one card short of (all of it when the hand can deliver it)."""
    total = 0.0
    for o, c in enumerate(hand):
        if c:
            total += VP[o] * F[c if c < 3 else 3]
    for mission, vp in missions:
        short = missing(hand, mission)
        if short == 0:
            total += COMPLETE * vp
        elif short == 1:
            total += ONE_SHORT * vp
    return total


def gain(hand: Counts, o: int, missions: Missions) -> float:
    """The marginal value of one more card of object ``o`` (LT-14.1)."""
    return potential(add(hand, o), missions) - potential(hand, missions)


def loss(hand: Counts, o: int, missions: Missions) -> float:
    """What giving up one card of object ``o`` costs (0 if the hand has none)."""
    if not hand[o]:
        return 0.0
    return potential(hand, missions) - potential(add(hand, o, -1), missions)


def unseen(seen: Iterable[str]) -> Counts:
    """Per object, the copies not among ``seen`` (cards whose place this seat knows)."""
    s = counts(seen)
    return tuple(max(0, COPIES - k) for k in s)


def shares(pool: Counts) -> tuple[float, ...]:
    """The chance that an unknown card is of each object, from the unseen counts."""
    total = sum(pool)
    if not total:
        return (1 / 7,) * 7
    return tuple(k / total for k in pool)


def mean_gain(hand: Counts, p: Sequence[float], missions: Missions) -> float:
    """The expected marginal value of one unknown card drawn with chances ``p``."""
    base = potential(hand, missions)
    return sum(q * (potential(add(hand, o), missions) - base) for o, q in enumerate(p) if q)


def expected_best(values: Sequence[float], p: Sequence[float], k: int,
                  floor: float = -1e9) -> float:
    """The expected largest of ``floor`` and ``k`` values drawn with chances ``p`` (with
    replacement: a fair guess for a few cards out of many). ``values[o]`` is what a card of
    object ``o`` is worth.

    >>> expected_best((1, 2, 3, 4, 5, 6, 7), (1 / 7,) * 7, 1)
    4.0
    >>> round(expected_best((0, 0, 0, 0, 0, 0, 7), (1 / 7,) * 7, 2), 3)  # 1 - (6/7)^2 of 7
    1.857
    """
    if k <= 0:
        return floor
    order = sorted(range(7), key=lambda o: values[o])
    result, below, before = 0.0, 0.0, 0.0
    for o in order:
        below += p[o]
        chance = min(1.0, below) ** k
        result += max(values[o], floor) * (chance - before)
        before = chance
    if before < 1.0:  # the chances summed short of 1 (rounding): the rest to the best
        result += max(floor, max(values)) * (1.0 - before)
    return result

