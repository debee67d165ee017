"""Which cards make a delivery (LT-6), which ambushes fit it (LT-7.2) and what one may take
(LT-7.5): pure functions of cards, for the rules, the table and the bots.

``mission`` is 0 for a set, 1..4 for a mission (LT-1.C).

>>> is_valid_delivery(0, ("CH01", "CH05", "CH09")), is_valid_delivery(0, ("CH01", "CH05"))
(True, False)
>>> is_valid_delivery(4, ("CU01", "CU02", "NE01", "NE05", "PE01", "PE02"))
True
>>> delivery_options(["CH01", "CH05", "CH09", "CH11", "PE02"], missions_open=(2,))
[(0, ('CH01', 'CH05', 'CH09')), (0, ('CH01', 'CH05', 'CH09', 'CH11'))]
>>> seats = ("red", "yellow", "green", "blue")
>>> qualifies("AM04", owner=1, deliverer=3, cards=("PE01",), colours=seats)
True
>>> qualifies("AM08", 1, 3, ("PE01",), seats), qualifies("AM04", 1, 0, ("PE01",), ("blue", "red"))
(True, True)
>>> takeable("AM11", ("CH01", "CH02", "JE04", "PE07"))
('CH01', 'PE07')
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from functools import lru_cache
from itertools import combinations

from sherwood.games.lieutenants.content import (
    AMBUSH_COLOUR,
    AMBUSH_OBJECTS,
    OBJECTS,
    kind_of,
)

SET = 0
"""``mission`` of a set delivery."""


def is_valid_delivery(mission: int, cards: Sequence[str]) -> bool:
    """Whether ``cards`` are a set (``mission`` 0: 3 or more of one object, LT-6.4, LT-6.5) or
    exactly the cards of mission ``mission`` (LT-6.9, LT-1.C)."""
    counts = Counter(kind_of(c) for c in cards)
    sizes = sorted(counts.values())
    if mission == SET:
        return len(counts) == 1 and sizes[0] >= 3
    if mission == 1:
        return sizes == [1] * 7
    if mission == 2:
        return sizes == [5]
    if mission == 3:
        return sizes == [2] * 4
    if mission == 4:
        return sizes == [2] * 3
    return False


def by_object(cards: Iterable[str]) -> dict[str, list[str]]:
    """``cards`` sorted and grouped by object: ``{"CH": ["CH01", "CH07"], ...}``."""
    found: dict[str, list[str]] = {}
    for card in sorted(cards):
        same = found.get(card[:2])  # the object, as kind_of says
        if same is None:
            found[card[:2]] = [card]
        else:
            same.append(card)
    return found


def delivery_options(cards: Iterable[str], missions_open: Iterable[int]) -> list[tuple[int, tuple[str, ...]]]:
    """One canonical delivery per shape the hand ``cards`` allows: every set of 3..c of an
    object held c times (its lowest ids), then for each open mission one choice per
    combination of objects (the lowest ids of each), in mission order."""
    return list(_options(tuple(sorted(cards)), tuple(sorted(set(missions_open)))))


@lru_cache(maxsize=1024)
def _options(cards: tuple[str, ...],
             missions_open: tuple[int, ...]) -> tuple[tuple[int, tuple[str, ...]], ...]:
    """:func:`delivery_options`, remembered (asked at every delivery prompt, twice)."""
    found: list[tuple[int, tuple[str, ...]]] = []
    held = by_object(cards)
    if all(len(mine) < 2 for mine in held.values()) and len(held) < 7:
        return ()  # no set, no pair, not one of each: nothing to deliver
    for obj in OBJECTS:
        mine = held.get(obj, [])
        found += [(SET, tuple(mine[:n])) for n in range(3, len(mine) + 1)]
    pairs = [obj for obj in OBJECTS if len(held.get(obj, ())) >= 2]
    for mission in missions_open:
        if mission == 1 and len(held) == 7:
            found.append((1, tuple(sorted(held[obj][0] for obj in OBJECTS))))
        elif mission == 2:
            found += [(2, tuple(held[obj][:5])) for obj in OBJECTS if len(held.get(obj, ())) >= 5]
        elif mission in (3, 4):
            for objs in combinations(pairs, 7 - mission):
                found.append((mission, tuple(sorted(c for obj in objs for c in held[obj][:2]))))
    return tuple(found)


def qualifies(ambush: str, owner: int, deliverer: int, cards: Sequence[str],
              colours: Sequence[str]) -> bool:
    """LT-7.2: whether ``owner``'s ``ambush`` may fire at ``deliverer``'s delivery ``cards``,
    the seats playing ``colours``."""
    if owner == deliverer:
        return False
    if ambush in AMBUSH_COLOUR:
        return AMBUSH_COLOUR[ambush] == colours[deliverer]
    shown = AMBUSH_OBJECTS[ambush]
    return any(kind_of(c) in shown for c in cards)


def may_take(ambush: str, card: str) -> bool:
    """LT-7.5: whether ``ambush`` may take ``card`` (an object ambush only its objects)."""
    return ambush in AMBUSH_COLOUR or kind_of(card) in AMBUSH_OBJECTS[ambush]


def takeable(ambush: str, cards: Sequence[str]) -> tuple[str, ...]:
    """One card per object that ``ambush`` may take from ``cards`` (the lowest id of each)."""
    held = by_object(cards)
    return tuple(sorted(mine[0] for mine in held.values() if may_take(ambush, mine[0])))


def one_per_object(cards: Iterable[str]) -> tuple[str, ...]:
    """The lowest id of each object in ``cards``."""
    return tuple(sorted(mine[0] for mine in by_object(cards).values()))
