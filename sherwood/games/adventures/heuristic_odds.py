"""The adventure bot's arithmetic: the chances of a draw sequence and what an action is worth.

Pure functions of counts (no state, no view), so the heuristic bot (facts from its view)
and the rollout policy (facts from a full state) share them, and the doctests below check
them against the spec (``shared/rules/adventures_solo.md``, "Bot notes" and the reference
probabilities under AR-8.12).

- **Draws without replacement** (AR-4.1, AR-6.6): every die drawn in one sequence is held
  aside until it ends, so ``k`` successes in ``n`` draws from ``s`` success dice and ``v``
  others is the hypergeometric tail (:func:`tail`).
- **The bow die** (AR-0.3, AR-18.2) counts as a success die against guards, nobles and
  coaches only; in every other draw (exploring, special opponents, the castle wall) a drawn
  bow die is put back on the bow and replaced, which is the same as leaving it out of the
  bag: :func:`success_dice` says how many dice count.
- **Exploring** (AR-6.1 to AR-6.4, table 1.7): draw until the first white die, at most 3
  (:func:`explore_odds`); the bot notes' value of it in Hope units (:func:`explore_value`).
- **Overpowering** (AR-8.5, AR-8.6): the draw limit (:func:`draw_limit`), the chance of the
  needed successes with and without the Horn's two extra draws (:func:`attempt_odds`), and
  the bot notes' values of a guard, noble, coach or special opponent (:func:`attempt_value`).

The spec's reference figures (8 violet dice; S success dice; n draws; 1+ / 2 successes):

>>> for s, n in ((1, 3), (3, 3), (4, 4), (5, 4), (5, 6)):
...     print(s, n, f"{tail(s, 8, n, 1):.3f} / {tail(s, 8, n, 2):.3f}")
1 3 0.333 / 0.000
3 3 0.661 / 0.152
4 4 0.859 / 0.406
5 4 0.902 / 0.510
5 6 0.984 / 0.821
"""

from __future__ import annotations

from functools import lru_cache
from math import comb

__all__ = [
    "ALARM", "BOW_RANGE", "SLOW_STEPS", "SPECIAL_NEED", "attempt_odds", "attempt_value",
    "draw_limit", "explore_odds", "explore_value", "success_dice", "tail", "wall_odds",
]

ALARM = 0.8
"""Bot notes: what one activation of Gisbourne costs, in Hope (explore ``- 0.8·P(VVV)``)."""
SPECIAL_NEED = 2
"""AR-1.10, AR-8.7: white dice needed in one attempt against the Poacher, Hawk or Sheriff."""
SLOW_STEPS = {"marian": 3}
"""AR-5.6, table 1.2: a move of this many steps or fewer is slow (everyone else: 2)."""
BOW_RANGE = {"robin": 3}
"""AR-8.3, table 1.2: bow distance allowed (everyone else: 2)."""

# the bot notes' action values (Hope units)
_GUARD_HOPE, _GUARD_CLEARS, _MISS = 1.0, 0.3, 0.5
_NOBLE = 2.0 + 0.7
_COACH = 2.0 + 1.2
_SPECIAL_HIT, _SPECIAL_MISS, _SPECIAL_BONUS = 4.5, 0.6, 1.0


@lru_cache(maxsize=4096)
def tail(success: int, other: int, draws: int, need: int) -> float:
    """The chance of at least ``need`` successes in ``draws`` draws without replacement from
    ``success`` success dice and ``other`` other dice: ``Σ_{j≥need} C(S,j)·C(V,n−j)/C(S+V,n)``.
    A draw due from an empty bag is not made (AR-18.3), so ``draws`` is capped by the bag.

    >>> tail(1, 8, 3, 1)             # one white among nine: 3 draws find it one time in three
    0.3333333333333333
    >>> tail(0, 8, 3, 1), tail(2, 0, 5, 2), tail(3, 8, 3, 0)
    (0.0, 1.0, 1.0)
    """
    if need <= 0:
        return 1.0
    n = min(draws, success + other)
    if n < need or success < need:
        return 0.0
    total = comb(success + other, n)
    return sum(comb(success, j) * comb(other, n - j) for j in range(need, min(success, n) + 1)) / total


def success_dice(white: int, bow_in_bag: bool, kind: str) -> int:
    """How many dice in the bag count as successes against ``kind`` (AR-0.3): white dice,
    plus the bow die when it is in the bag and the target is a ``guard``, ``noble`` or
    ``coach``; against a ``special`` opponent, when exploring or at the wall only white.

    >>> success_dice(2, True, "guard"), success_dice(2, True, "special"), success_dice(2, False, "noble")
    (3, 2, 2)
    """
    return white + (1 if bow_in_bag and kind in ("guard", "noble", "coach") else 0)


def draw_limit(outlaw: str, sword: bool, bow: bool) -> int:
    """AR-8.5: 3 draws, +1 with a Sword, +1 for Little John in melee, +1 for Robin Hood on a
    bow shot.

    >>> draw_limit("robin", False, True), draw_limit("john", True, False), draw_limit("john", False, True)
    (4, 5, 3)
    """
    extra = 1 if sword else 0
    if outlaw == "john" and not bow:
        extra += 1
    if outlaw == "robin" and bow:
        extra += 1
    return 3 + extra


def explore_odds(white: int, violet: int) -> tuple[float, float, float, float]:
    """AR-6.2 to AR-6.4: the chances of the four results of exploring with ``white`` and
    ``violet`` dice in the bag (the bow die never counts, AR-6.2a): white first (Hope +2),
    violet then white (Provisions), two violet then white (Barrel or Horn), three violet
    (Gisbourne moves). They add up to 1.

    >>> [round(p, 3) for p in explore_odds(1, 8)]   # the opening bag (AR-3.12)
    [0.111, 0.111, 0.111, 0.667]
    >>> [round(p, 3) for p in explore_odds(3, 8)]
    [0.273, 0.218, 0.17, 0.339]
    >>> explore_odds(0, 8)
    (0.0, 0.0, 0.0, 1.0)
    """
    n = white + violet
    if n == 0:
        return (0.0, 0.0, 0.0, 1.0)
    p_w = white / n
    p_vw = violet / n * white / (n - 1) if n > 1 else 0.0
    p_vvw = violet / n * (violet - 1) / (n - 1) * white / (n - 2) if n > 2 else 0.0
    return (p_w, p_vw, p_vvw, max(0.0, 1.0 - p_w - p_vw - p_vvw))


def explore_value(white: int, violet: int, alarm: float = ALARM, provisions: float = 0.7,
                  equipment: float = 0.8, hope: float = 2.0) -> float:
    """Bot notes: exploring is worth ``2·P(W) + 0.7·P(VW) + 0.8·P(VVW) − 0.8·P(VVV)`` Hope;
    ``alarm``, ``provisions``, ``equipment`` and ``hope`` let the bot weigh a Gisbourne
    activation, a Provisions, a Barrel or Horn and the +2 Hope for the position.

    >>> round(explore_value(1, 8), 3), round(explore_value(3, 8), 3)
    (-0.144, 0.562)
    """
    p_w, p_vw, p_vvw, p_vvv = explore_odds(white, violet)
    return hope * p_w + provisions * p_vw + equipment * p_vvw - alarm * p_vvv


def wall_odds(white: int, violet: int) -> float:
    """E-111 (AR-6.12): one die; only a white die takes you over the wall (AR-0.3, AR-18.2).

    >>> round(wall_odds(2, 8), 2)
    0.2
    """
    n = white + violet
    return white / n if n else 0.0


def attempt_odds(white: int, violet: int, bow_in_bag: bool, kind: str, limit: int,
                 bow_shot: bool = False) -> tuple[float, float]:
    """The chances of an overpower attempt (AR-8.4 to AR-8.6) against ``kind`` (``guard``,
    ``noble``, ``coach`` or ``special``) with ``limit`` draws: without the Horn, and with
    one Horn blown when still short (two more draws, AR-8.6). A bow shot first puts the bow
    die into the bag (AR-8.4); ``bow_in_bag`` says it is there already. A special opponent
    needs 2 white dice (AR-8.7), the others 1 success die.

    >>> [round(p, 3) for p in attempt_odds(3, 8, False, "special", 3)]     # S=3, n=3 (+Horn)
    [0.152, 0.424]
    >>> [round(p, 3) for p in attempt_odds(0, 8, False, "guard", 4, bow_shot=True)]
    [0.444, 0.667]
    >>> [round(p, 3) for p in attempt_odds(2, 8, False, "special", 4, bow_shot=True)]
    [0.133, 0.333]
    """
    in_bag = bow_in_bag or bow_shot
    need = SPECIAL_NEED if kind == "special" else 1
    good = success_dice(white, in_bag, kind)
    bad = violet
    return tail(good, bad, limit, need), tail(good, bad, limit + 2, need)


def attempt_value(kind: str, p: float, alarm: float = ALARM, reward: float | None = None) -> float:
    """Bot notes, "Action values" (Hope units) of an attempt that succeeds with chance ``p``:
    guard ``1·P + 0.3 − 0.5·(1−P)``; noble ``2.7·P − 0.5·(1−P)``; coach ``3.2·P − 0.5·(1−P)``;
    special ``4.5·P − 0.6·(1−P) + 1``. ``reward`` replaces the Hope-and-object part (e.g. a
    noble whose object the bot values more), ``alarm`` scales the failure's cost (a failure
    makes Gisbourne move, AR-8.10) relative to the notes' 0.8.

    >>> [round(attempt_value(k, 0.5), 2) for k in ("guard", "noble", "coach", "special")]
    [0.55, 1.1, 1.35, 2.95]
    """
    scale = alarm / ALARM
    if kind == "special":
        hit = _SPECIAL_HIT if reward is None else reward
        return hit * p - _SPECIAL_MISS * scale * (1 - p) + _SPECIAL_BONUS
    if kind == "guard":
        hit = _GUARD_HOPE if reward is None else reward
        return hit * p + _GUARD_CLEARS - _MISS * scale * (1 - p)
    hit = (_NOBLE if kind == "noble" else _COACH) if reward is None else reward
    return hit * p - _MISS * scale * (1 - p)
