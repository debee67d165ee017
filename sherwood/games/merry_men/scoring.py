"""End-of-game scoring (spec section 8) with the per-category breakdown for the results
screen, the winners (MM-8.5, MM-3.8, MM-11.8) and the solo ranks (MM-11.9)."""

from __future__ import annotations

from collections import Counter

from sherwood.games.merry_men.facts import ALL_SPIES, C
from sherwood.games.merry_men.state import State

SPY_SET = frozenset(ALL_SPIES)
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


def detail(state: State, seat: int) -> dict[str, int]:
    """MM-8.4: the points of each row S1–S7 and the ``total``."""
    barricades = sum(row.count(seat) for row in state.barricades.values())
    traps = sum(row.count(seat) for row in state.traps.values())
    works = barricades + traps + state.sprung[seat] + state.messengers[seat]  # MM-8.6
    passive = state.passive[seat]
    characters = Counter(C.merry_men_cards[c].character for c in passive if c not in SPY_SET)
    s4 = sum(C.spy_cards[c].passive_vp if c in SPY_SET else C.merry_men_cards[c].passive_vp for c in passive)
    s4 += sum(C.scoring.set_points(n) for n in characters.values())
    s4 += sum(C.friar_tuck_cards[c].passive_vp for c in state.tuck_pile[seat])  # MM-10.8
    held = sum(state.res[seat].values()) + state.dice_held(seat)
    d = {
        "S1": state.vp[seat],
        "S2": C.renown_multiplier(state.renown[seat]) * works,
        "S3": sum(C.quests[q].vp for q in state.quests_done[seat]),
        "S4": s4,
        "S5": C.scoring.captive_vp * state.captured[seat],
        "S6": held // C.scoring.resources_per_vp,
        "S7": C.scoring.prisoner_vp * len(state.prisoners(seat)),
    }
    d["total"] = sum(d[k] for k in CATEGORIES)
    return d


def scores(state: State) -> list[int]:
    return [detail(state, s)["total"] for s in range(state.seats)]


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
