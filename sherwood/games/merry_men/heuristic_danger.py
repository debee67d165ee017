"""The danger of a loss and the exposure of figures, as the Merry Men bots see them (spec
section 15, "road danger", "guard danger", "hideout risk"), from the public board and the
*composition* of the unseen villain cards (all villain cards minus the public discard pile,
MM-12.1, MM-12.5): part of the value function of :mod:`.heuristic_value`."""

from __future__ import annotations

import math
from collections import Counter
from functools import lru_cache

from sherwood.games.merry_men.facts import (
    ALL_GOLDEN,
    ALL_VILLAIN,
    GATHERING,
    ROADS,
    ROUNDS,
    TUCK,
    C,
    villain_card,
)
from sherwood.games.merry_men.solo import edict_road
from sherwood.games.merry_men.state import State

# --- the unseen villain cards and the danger numbers (spec section 15) ---------------------------

@lru_cache(maxsize=1024)
def _pool(golden: bool, discard: tuple[str, ...]) -> tuple[str, ...]:
    every = ALL_VILLAIN + (ALL_GOLDEN if golden else ())
    gone = Counter(discard)
    pool = []
    for v in every:
        if gone[v]:
            gone[v] -= 1
        else:
            pool.append(v)
    return tuple(pool) or every


def pool_rates(state: State) -> tuple[dict[str, float], dict[str, float], dict[str, float],
                                      dict[str, float]]:
    """Per card drawn from the unseen villain cards: expected guard entries per place (a
    Sheriff visit counts 2), activations, Prince John and Guy visits per road."""
    return _rates(state.golden_arrow, tuple(state.villain_discard))


def _villain_effect(v: str) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    """What one villain card does, as the places and roads it counts for: guard entries per
    place (a Sheriff visit counts 2), road activations, Prince John's and Guy's road."""
    card = villain_card(v)
    guards = [g for g in card.guards if g in GATHERING]
    john: list[str] = []
    guy: list[str] = []
    if card.villain:
        who, where = card.villain
        if who == "sheriff" and where in GATHERING:
            guards += [where, where]
        elif who == "john" and where in ROADS:
            john.append(where)
        elif who == "guy" and where in ROADS:
            guy.append(where)
    return tuple(guards), tuple(r for r in card.roads if r in ROADS), tuple(john), tuple(guy)


VILLAIN_EFFECT = {v: _villain_effect(v) for v in ALL_VILLAIN + ALL_GOLDEN}


@lru_cache(maxsize=1024)
def _rates(golden: bool, discard: tuple[str, ...]) -> tuple[dict[str, float], dict[str, float],
                                                            dict[str, float], dict[str, float]]:
    pool = _pool(golden, discard)
    size = len(pool)
    guards = dict.fromkeys(GATHERING, 0)
    acts = dict.fromkeys(ROADS, 0)
    john = dict.fromkeys(ROADS, 0)
    guy = dict.fromkeys(ROADS, 0)
    for v in pool:
        g_in, acts_in, john_in, guy_in = VILLAIN_EFFECT[v]
        for g in g_in:
            guards[g] += 1
        for r in acts_in:
            acts[r] += 1
        for r in john_in:
            john[r] += 1
        for r in guy_in:
            guy[r] += 1
    return ({g: guards[g] / size for g in GATHERING}, {r: acts[r] / size for r in ROADS},
            {r: john[r] / size for r in ROADS}, {r: guy[r] / size for r in ROADS})


def draws_left(state: State) -> float:
    """Villain cards still to be drawn in the game (MM-5.6, MM-11.6)."""
    n = state.seats
    per_turn = C.solo.villain_draws_by_round if n == 1 else ONE_PER_TURN
    later = sum(per_turn[r] * n for r in range(state.round, ROUNDS))
    if state.phase in ("setup", "merry"):
        now = per_turn[state.round - 1] * n
    elif state.phase == "hero":
        draws = turns = 0
        for step in state.queue:
            name = step[0]
            if name == "villain_draw":
                draws += 1
            elif name == "hero_turn_start":
                turns += 1
        now = draws + per_turn[state.round - 1] * turns
    else:
        now = 0
    return float(now + later)


def _sigmoid(x: float) -> float:
    if x > 30:
        return 1.0
    if x < -30:
        return 0.0
    return 1.0 / (1.0 + math.exp(-x))


def _poisson_excess(mean: float, cap: int) -> float:
    """E[max(0, X - cap)] for X ~ Poisson(mean)."""
    if mean <= 0:
        return 0.0
    p = math.exp(-mean)
    below = 0.0  # sum over k < cap of (cap - k) P(k)
    for k in range(cap):
        below += (cap - k) * p
        p *= mean / (k + 1)
    return mean - cap + below


HORIZON_WEIGHT = 0.75  # later draws count a little less: the players will act in between
ONE_PER_TURN = (1,) * ROUNDS
DEPOT_LOSSES = C.depot_losses
NO_EDICTS: tuple[dict[str, float], dict[str, float], dict[str, float], dict[str, float]] = (
    dict.fromkeys(GATHERING, 0.0), dict.fromkeys(ROADS, 0.0), dict.fromkeys(ROADS, 0.0),
    dict.fromkeys(ROADS, 0.0))
""":func:`edict_rates` of a game with more than one seat (read only)."""


def depot_cost(state: State) -> float:
    """The pennies an arriving carriage costs its road, averaged over the empty depot spaces
    (MM-5.33)."""
    empty = [DEPOT_LOSSES[i] for i, d in enumerate(state.depot) if d is None]
    return sum(empty) / len(empty) if empty else 1.0


def road_danger(state: State, road: str, acts: float, john: float, guy: float,
                cost: float | None = None) -> tuple[float, float]:
    """(expected penny loss, its spread) of ``road`` over the draws still to come; ``cost``:
    :func:`depot_cost`, if already known."""
    b = len(state.barricades[road])
    row = state.carriages[road]
    arrivals = 0.0
    for k in range(b + 1):
        if row[k] is not None:
            need = b - k + 1  # activations until this carriage arrives
            arrivals += min(1.0, max(0.0, acts - need + 1.0))
    arrivals += max(0.0, acts - (b + 1))
    arrivals += guy * (1.0 if b and row[b] is not None else 0.3 if b else 0.0)
    if cost is None:
        cost = depot_cost(state)
    loss = arrivals * cost + john * (b + 1)
    spread = math.sqrt(arrivals * cost * cost + john * (b + 1) ** 2) + 0.8
    return loss, spread


def edict_rates(state: State) -> tuple[dict[str, float], dict[str, float], dict[str, float],
                                        dict[str, float]]:
    """Solo (MM-11.4, MM-11.7): the expected guards per place, and activations, pennies taken
    and Prince John visits per road, of the edicts still to be revealed. Each edict's road
    is the one its selector picks now (ties to the lowest numeral, as the rules say)."""
    guards = dict.fromkeys(GATHERING, 0.0)
    acts, pennies, john = (dict.fromkeys(ROADS, 0.0) for _ in range(3))
    if state.seats != 1:
        return guards, acts, pennies, john
    reveals = ROUNDS - state.round + (1 if state.phase == "setup" else 0)
    unseen = [e for e in C.edict_cards if e not in state.edicts_revealed]
    if reveals <= 0 or not unseen:
        return guards, acts, pennies, john
    share = reveals / len(unseen)
    for e in unseen:
        card = C.edict_cards[e]
        if card.effect == "guard":
            assert card.location is not None  # content.py: a guard edict names its place
            guards[card.location] += share * card.count
        elif card.effect == "remove_pennies":
            pennies[edict_road(state, card)] += share * card.count
        elif card.effect == "activate_road":
            acts[edict_road(state, card)] += share * card.count
        else:
            john[edict_road(state, card)] += share
    return guards, acts, pennies, john


def danger_parts(state: State) -> tuple[dict[str, float], float]:
    """The probability of a loss by each road, and by the guard track (spec section 15)."""
    guards, acts, john, guy = pool_rates(state)
    # (no edicts but in a solo game: zeros, as edict_rates gives them, without building them)
    e_guards, e_acts, e_pennies, e_john = edict_rates(state) if state.seats == 1 else NO_EDICTS
    h = draws_left(state) * HORIZON_WEIGHT
    tax = 0.0
    if state.depot and state.depot.count(None) <= 2:
        tax = state.flat_depot() / len(ROADS)
    cost = depot_cost(state)
    roads = {}
    for r in ROADS:
        a = h * acts[r] + tax + e_acts[r]
        loss, spread = road_danger(state, r, a, h * john[r] + e_john[r], h * guy[r], cost)
        loss += e_pennies[r]
        roads[r] = _sigmoid((loss - state.pennies[r] + 0.5) / spread * 1.7)
    over = 0.0
    usable = state.usable
    for g in GATHERING:
        grd, trp = state.guards[g], state.traps[g]
        free = traps = 0
        for i in range(usable):
            if not grd[i]:
                free += 1
                if trp[i] is not None:
                    traps += 1
        over += _poisson_excess(h * guards[g] + e_guards[g], free + traps)
    room = state.track_size - state.track
    track = _sigmoid((over - room + 0.5) / (math.sqrt(over) + 0.7) * 1.7)
    return roads, track


def loss_chance(state: State) -> float:
    """About how likely the group is to lose from here (1 if it has lost)."""
    if state.lost is not None:
        return 1.0
    roads, track = danger_parts(state)
    keep = 1.0 - track
    for p in roads.values():
        keep *= 1.0 - p
    if state.friar_tuck:  # MM-10.13: Tuck hanged, or in prison at the end
        levels = [lv for f, lv in state.prison if f == TUCK]
        if levels:
            keep *= 0.35 if state.round < ROUNDS else 0.1
        elif any(state.occupant[g][h] == TUCK and state.guards[g][h] for g in GATHERING for h in range(4)):
            keep *= 0.5
    return 1.0 - keep


# --- exposure of figures in hideouts ------------------------------------------------------------

def hideout_risk(state: State, loc: str, h: int, rate: float) -> float:
    """The chance that a guard reaches hideout ``h`` (0-based) of ``loc`` this round, with
    ``rate`` guard entries expected there (spec section 15, "hideout risk")."""
    return hideout_risks(state, loc, rate)[h]


def hideout_risks(state: State, loc: str, rate: float) -> list[float]:
    """:func:`hideout_risk` of each hideout of ``loc`` (0…3): a guard reaches a hideout when
    more guards come than there are free hideouts and traps above it (and a trap on it)."""
    grd, trp, usable = state.guards[loc], state.traps[loc], state.usable
    aboves = [0, 0, 0, 0]
    above = 0  # what the hideouts above h hold back: each free one, and each trap on one
    for h in range(3, -1, -1):
        aboves[h] = above + (trp[h] is not None)  # the trap takes the first guard to arrive here (MM-16.2)
        if h < usable and not grd[h]:
            above += 1 + (trp[h] is not None)
    # P(Poisson(rate) > above): one running sum serves every hideout
    p = math.exp(-rate)
    cum = 0.0
    cums = []
    for k in range(max(aboves) + 1):
        cum += p
        cums.append(cum)
        p *= rate / (k + 1)
    return [0.0 if grd[h] else max(0.0, 1.0 - cums[aboves[h]]) for h in range(4)]


def round_guard_rates(state: State) -> dict[str, float]:
    """Expected guard entries per place for the villain draws left in this round."""
    guards = pool_rates(state)[0]
    n = state.seats
    per_turn = C.solo.villain_draws_by_round[state.round - 1] if n == 1 else 1
    if state.phase in ("setup", "merry"):
        now = per_turn * n
    elif state.phase == "hero":
        now = sum(1 for s in state.queue if s[0] == "villain_draw")
        now += per_turn * sum(1 for s in state.queue if s[0] == "hero_turn_start")
    else:
        now = 0
    return {g: guards[g] * now for g in GATHERING}
