"""End-of-game scoring (spec section 8) with the per-category breakdown for the results
screen, the winners (MM-8.5, MM-3.8, MM-11.8) and the solo ranks (MM-11.9)."""

from __future__ import annotations

from sherwood.games.merry_men.facts import (
    CHARACTER,
    PASSIVE_VP,
    QUEST_VP,
    RENOWN_MULTIPLIER,
    SET_POINTS,
    SPY_SET,
    TUCK_PASSIVE_VP,
    C,
)
from sherwood.games.merry_men.state import State

CATEGORIES = ("S1", "S2", "S3", "S4", "S5", "S6", "S7")
LABELS = {
    "S1": "Victory points collected",
    "S2": "Renown × (barricades, traps, sprung traps, messengers)",
    "S3": "Completed quests",
    "S4": "Passive pile and sets",
    "S5": "Captured guards",
    "S6": "Resources and weapon dice",
    "S7": "Merry Men in prison",
}
CAPTIVE_VP = C.scoring.captive_vp
RESOURCES_PER_VP = C.scoring.resources_per_vp
PRISONER_VP = C.scoring.prisoner_vp


def renown_multiplier(renown: int) -> int:
    """MM-8.4 S2: the multiplier of ``renown`` (from a table; the content says the bands)."""
    return RENOWN_MULTIPLIER[renown] if 0 <= renown < len(RENOWN_MULTIPLIER) else C.renown_multiplier(renown)


def passive_points(passive: list[str]) -> int:
    """MM-8.4 S4 of a passive pile: each card's VP (a spy's are negative, MM-10.25) and the set
    bonus of each character's Merry Men cards."""
    points = 0
    chars: dict[str, int] = {}
    for c in passive:
        points += PASSIVE_VP[c]
        if c not in SPY_SET:
            ch = CHARACTER[c]
            chars[ch] = chars.get(ch, 0) + 1
    for n in chars.values():
        points += SET_POINTS[n]
    return points


def rows(state: State, seat: int) -> tuple[int, int, int, int, int, int, int]:
    """MM-8.4: the points of rows S1–S7."""
    barricades = sum(row.count(seat) for row in state.barricades.values())
    traps = sum(row.count(seat) for row in state.traps.values())
    works = barricades + traps + state.sprung[seat] + state.messengers[seat]  # MM-8.6
    s4 = passive_points(state.passive[seat])
    for c in state.tuck_pile[seat]:  # MM-10.8
        s4 += TUCK_PASSIVE_VP[c]
    held = sum(state.res[seat].values()) + state.dice_held(seat)
    return (
        state.vp[seat],
        renown_multiplier(state.renown[seat]) * works,
        sum(QUEST_VP[q] for q in state.quests_done[seat]),
        s4,
        CAPTIVE_VP * state.captured[seat],
        held // RESOURCES_PER_VP,
        PRISONER_VP * sum(1 for f, _ in state.prison if f == seat),
    )


def detail(state: State, seat: int) -> dict[str, int]:
    """MM-8.4: the points of each row S1–S7 and the ``total``."""
    d = dict(zip(CATEGORIES, rows(state, seat), strict=True))
    d["total"] = sum(d[k] for k in CATEGORIES)
    return d


def scores(state: State) -> list[int]:
    """MM-8.4: every seat's total, the rows of :func:`rows` added up (worked out for all seats
    at once). It reads public fields only, so a view's board serves as well as a state."""
    n = state.seats
    works = [0] * n  # MM-8.6: barricades, traps, sprung traps, messengers
    for row in state.barricades.values():
        for owner in row:
            if owner >= 0:
                works[owner] += 1
    for trap_row in state.traps.values():
        for trapper in trap_row:
            if trapper is not None and trapper >= 0:
                works[trapper] += 1
    prisoners = [0] * n
    for figure, _ in state.prison:
        if figure >= 0:
            prisoners[figure] += 1
    totals = []
    for seat in range(n):
        s4 = passive_points(state.passive[seat])
        for c in state.tuck_pile[seat]:  # MM-10.8
            s4 += TUCK_PASSIVE_VP[c]
        held = sum(state.res[seat].values()) + sum(state.dice[seat].values())
        totals.append(state.vp[seat]
                      + renown_multiplier(state.renown[seat]) * (works[seat] + state.sprung[seat]
                                                                 + state.messengers[seat])
                      + sum(QUEST_VP[q] for q in state.quests_done[seat])
                      + s4
                      + CAPTIVE_VP * state.captured[seat]
                      + held // RESOURCES_PER_VP
                      + PRISONER_VP * prisoners[seat])
    return totals


def target(state: State) -> int:
    """MM-11.8 / MM-11.10: the solo target of the chosen difficulty."""
    return next(r.score for r in C.solo.ranks if r.id == state.difficulty)


def rank(score: int) -> str | None:
    """MM-11.9: the highest solo rank ``score`` reaches, or None."""
    reached = [r.name for r in C.solo.ranks if score >= r.score]
    return reached[-1] if reached else None


def winners(state: State) -> list[int]:
    """MM-3.8: nobody after a loss; solo: the target reached (MM-11.8); else MM-8.5."""
    if state.lost is not None or state.phase != "over":
        return []
    totals = scores(state)
    if state.seats == 1:
        return [0] if totals[0] >= target(state) else []
    key = [(totals[s], state.renown[s], len(state.quests_done[s])) for s in range(state.seats)]
    best = max(key)
    return [s for s in range(state.seats) if key[s] == best]
