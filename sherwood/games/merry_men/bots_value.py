"""What a position is worth to one seat: the value function of the Merry Men bots (spec
section 15, "values to start tuning from").

Everything here reads a full :class:`~.state.State`, but only what the seat may know: the
public board, the seat's own hand, quests and Tuck hand, and the *composition* of the
unseen villain cards (all villain cards minus the public discard pile, MM-12.1, MM-12.5).
The bots call it on states made by ``sample_hidden`` from their view, so the hidden parts
they read are their own or public counts, never the true state.

The value is in victory points: the score so far (MM-8.4) with the resources, dice, renown
and workers valued as section 15 suggests, minus the shared danger of a loss (MM-3.4,
MM-3.5, MM-10.13), which is weighted as a large loss for every seat.
"""

from __future__ import annotations

import math
from collections import Counter
from functools import lru_cache

from sherwood.games.merry_men import scoring
from sherwood.games.merry_men.facts import (
    ALL_GOLDEN,
    ALL_VILLAIN,
    CARD_ACTION,
    CARD_AFTER,
    CARD_GAIN,
    CARD_LOCATION,
    CARRIAGE_WEAPON,
    CRUSADE,
    GATHERING,
    MM_CARD,
    PINK_WEAPON,
    PLACE_WEAPON,
    QUEST_DICE,
    RESOURCES,
    ROADS,
    ROUNDS,
    SPY_SET,
    TUCK,
    WEAPONS,
    WILL,
    YARD,
    C,
    Items,
    villain_card,
)
from sherwood.games.merry_men.solo import edict_road
from sherwood.games.merry_men.state import State

# --- values to start tuning from (spec section 15) ------------------------------------------

LOSS = 60.0            # a loss is worth -infinity; as a weight: about a whole game's score
LOST = 1000.0          # a position already lost
RES_EARLY, RES_LATE = 0.8, 0.34   # 1 basic resource (tuned up from 0.6), about 1/3 at the end (S6)
DIE_EARLY, DIE_LATE = 1.5, 0.34   # 1 weapon die
DIE_NEEDED = 0.8       # extra for a die that a quest, a carriage or a guard asks for
VP_PER_RENOWN = 0.4    # beyond the multiplier it brings into reach
FUTURE_WORKS = 0.8     # structures and messengers a seat still adds per round left
PLACEMENT = 1.6        # one placement of a Merry Man in a later round
ARREST = 4.0           # an arrested Merry Man: prison, -2 at the end, a lost worker
PRISON_END = 2.0       # S7
HANG = 4.0             # MM-6.39
TRAP_LATER = 1.3       # a trap on the board: its captive (+1) and the ransom
BARRICADE_LATER = 1.0  # a barricade: about two expected VP from robberies, minus Guy
QUEST_SHARE = 0.45     # an uncompleted quest: this share of its VP, times how much is paid
TUCK_CARD = 0.9        # a card in the Tuck hand
ABILITY = {"robin_hood": 1.0, "will_scarlet": 1.5, "little_john": 2.5, "jane_fortune": 1.5,
           "maid_marian": 0.0}
HAND_CARD = 0.25       # a hand card's worth above an average card (the hand refills to 4)

RESOURCE_WEIGHT = {"wood": 1.0, "iron": 1.0, "tools": 1.1, "distraction": 1.1, "pennies": 1.05}


PHASE_PROGRESS = {"setup": 0.0, "merry": 0.1, "hero": 0.5, "end": 0.95, "over": 1.0}

# The worth of resources, dice and cards depends on the state only through its round and phase,
# so it is worked out once per (round, phase) and kept: the bots ask for it thousands of times a
# decision. The memos are small (five rounds, five phases, the printed cards and gains).
_NOW: dict[tuple[int, str], tuple[float, float, float]] = {}
_ITEMS: dict[tuple[Items, int, str], float] = {}
_CARDS: dict[tuple[str, int, str], float] = {}
MEMO_LIMIT = 20_000


def _now(state: State) -> tuple[float, float, float]:
    """(progress, a resource's value, a die's value) at ``state``'s round and phase."""
    key = (state.round, state.phase)
    now = _NOW.get(key)
    if now is None:
        p = min(1.0, (state.round - 1 + PHASE_PROGRESS.get(state.phase, 0.5)) / ROUNDS)
        now = _NOW[key] = (p, RES_EARLY + (RES_LATE - RES_EARLY) * p, DIE_EARLY + (DIE_LATE - DIE_EARLY) * p)
    return now


def progress(state: State) -> float:
    """0 at the start of the game, 1 at its end."""
    return _now(state)[0]


def res_value(state: State) -> float:
    return _now(state)[1]


def die_value(state: State) -> float:
    return _now(state)[2]


def smooth_multiplier(renown: int) -> float:
    """The renown multiplier (MM-8.4), with half a step of slope toward the next band."""
    m = scoring.renown_multiplier(renown)
    if renown >= 10:
        return float(m)
    nxt = 3 if renown < 3 else 6 if renown < 6 else 10
    start = 0 if renown < 3 else 3 if renown < 6 else 6
    return m + 0.5 * (renown - start) / (nxt - start)


# --- item values --------------------------------------------------------------------------------

def item_value(state: State, key: str, n: int) -> float:
    """A rough value of gaining ``n`` of ``key`` (a resource, VP, renown, a die, a loot tile)."""
    if key in RESOURCES:
        return n * res_value(state) * RESOURCE_WEIGHT[key]
    if key == "vp":
        return float(n)
    if key == "renown":
        return n * 1.2
    if key.startswith("weapon_"):
        return n * die_value(state)
    if key == "loot":
        return n * 1.5 * res_value(state) + 0.2 * n
    return 0.0


def items_value(state: State, its: Items) -> float:
    key = (its, state.round, state.phase)
    v = _ITEMS.get(key)
    if v is None:
        if len(_ITEMS) >= MEMO_LIMIT:
            _ITEMS.clear()
        v = _ITEMS[key] = sum(item_value(state, k, n) for k, n in its)
    return v


def card_quality(state: State, card: str) -> float:
    """What a Merry Men card in hand is worth played its best way (passive VP + set, or its
    active effect); used for the hand and for discarding."""
    key = (card, state.round, state.phase)
    q = _CARDS.get(key)
    if q is None:
        if len(_CARDS) >= MEMO_LIMIT:
            _CARDS.clear()
        q = _CARDS[key] = _card_quality(state, card)
    return q


def _card_quality(state: State, card: str) -> float:
    info = MM_CARD[card]
    passive = info.passive_vp + 0.8
    loc = CARD_LOCATION[card]
    active = items_value(state, CARD_GAIN[card]) + items_value(state, CARD_AFTER[card])
    if loc == YARD:
        active += 3.0 * info.builds
    elif loc == CRUSADE:
        active += 4.0
    elif CARD_ACTION[card] == "rob_the_rich":
        active += 0.4
    return max(passive, active)


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


# --- dice ---------------------------------------------------------------------------------------

def dice_need(state: State, seat: int) -> dict[str, int]:
    """How many dice of each type are useful to ``seat`` now: for its quests, for a carriage
    on the roads (2, or 1 for Will Scarlet's pink), for a guard at a place of that weapon."""
    need = dict.fromkeys(WEAPONS, 0)
    for q in state.quests[seat]:
        for w, n in QUEST_DICE[q]:
            need[w] = max(need[w], n)
    will = state.heroes[seat] == WILL
    for r in ROADS:
        for c in state.carriages[r]:
            if c is not None:
                w = CARRIAGE_WEAPON[c]
                need[w] = max(need[w], 1 if will and w == PINK_WEAPON else 2)
    usable = state.usable
    for g in GATHERING:
        if True in state.guards[g][:usable]:
            w = PLACE_WEAPON[g]
            need[w] = max(need[w], 1)
    return need


def dice_value(state: State, seat: int) -> float:
    dv = die_value(state)
    if state.phase == "over":
        return 0.0
    need = dice_need(state, seat)
    extra = DIE_NEEDED * (1.0 - progress(state) * 0.7)
    total = 0.0
    for w in WEAPONS:
        held = state.dice[seat][w]
        total += held * dv + min(held, need[w]) * extra
    return total


# --- the value function -------------------------------------------------------------------------

def resources_value(state: State, seat: int) -> float:
    rv = res_value(state)
    total = 0.0
    for r in RESOURCES:
        n = state.res[seat][r]
        w = RESOURCE_WEIGHT[r]
        full = min(n, 3)
        total += w * rv * (full + 0.75 * (n - full))
    return total


def quest_value(state: State, seat: int) -> float:
    """Uncompleted quests: a share of their VP, by how much of the cost is already held."""
    if state.messengers[seat] >= C.limits.messengers or state.phase == "over":
        return 0.0
    late = progress(state)
    crusade = any(CARD_LOCATION[c] == CRUSADE for c in state.hands[seat]) or any(
        c not in SPY_SET and CARD_LOCATION[c] == CRUSADE for c in state.passive[seat])
    chance = (0.9 if crusade else 0.45) * (1.0 - late * 0.8)
    best = 0.0
    for q in state.quests[seat]:
        quest = C.quests[q]
        need = have = 0
        for w, n in quest.dice.items():
            need += n
            have += min(n, state.dice[seat][w])
        for k, n in quest.cost.items():
            need += n
            have += min(n, state.res[seat][k])
        best = max(best, quest.vp * (have / need) ** 2)
    return QUEST_SHARE * chance * best


BUILD_SHARE = 3.0      # a structure within reach: its worth beyond its cost, times how much is held


def build_value(state: State, seat: int) -> float:
    """With a Construction Yard card to play (hand or passive pile), resources toward a
    structure are worth more (spec section 15: a barricade or a trap is worth the final
    multiplier, its row reward and more)."""
    if state.phase == "over" or (state.round >= ROUNDS and state.phase != "merry"):
        return 0.0
    cards = sum(1 for c in state.hands[seat] if CARD_LOCATION[c] == YARD)
    cards += sum(1 for c in state.passive[seat] if c not in SPY_SET and CARD_LOCATION[c] == YARD)
    if not cards or not (state.bar_left[seat] or state.trap_left[seat]):
        return 0.0
    res = state.res[seat]
    best = 0.0
    for structure in ("barricade", "trap"):
        if not (state.bar_left[seat] if structure == "barricade" else state.trap_left[seat]):
            continue
        cost = dict(C.structure_costs[structure])
        cost["pennies"] = cost.get("pennies", 0) + C.road_penny
        need = sum(cost.values())
        have = sum(min(n, res[k]) for k, n in cost.items())
        best = max(best, (have / need) ** 2)
    return BUILD_SHARE * best * min(cards, 2) ** 0.5


def figures_value(state: State, seat: int) -> float:
    """Workers for later rounds, arrested figures and prisoners (MM-6.39, MM-8.4 S7)."""
    later = max(0, ROUNDS - state.round)
    prisoners = state.prisoners(seat)
    arrested = 0
    rates = None
    exposure = 0.0
    for g in GATHERING:
        for h in range(state.usable):
            if state.occupant[g][h] == seat:
                if state.guards[g][h]:
                    arrested += 1
                elif state.phase in ("merry", "hero"):
                    if rates is None:
                        rates = round_guard_rates(state)
                    exposure += hideout_risk(state, g, h, rates[g])
    free_men = state.unlocked[seat] - state.hanged[seat] - state.messengers[seat] - len(prisoners)
    value = PLACEMENT * later * free_men
    for lv in prisoners:
        ends = later + 1  # end-of-round shifts still to come, this round's included
        if state.phase == "end":
            ends = later
        value -= PRISON_END
        if ends >= 4 - lv:
            value -= HANG + PLACEMENT * max(0, later - (3 - lv))
    cost = ARREST + PLACEMENT * min(later, 2) + (3.0 if state.spies else 0.0)
    value -= arrested * cost
    value -= exposure * (cost + res_value(state))
    return value


def income_value(state: State, seat: int) -> float:
    later = max(0, ROUNDS - state.round)
    if not later:
        return 0.0
    count = 0
    for rewards, claimed in ((C.barricade_rewards, state.bar_claimed[seat]),
                             (C.trap_rewards, state.trap_claimed[seat])):
        for reward, got in zip(rewards, claimed, strict=True):
            if got and reward.kind == "income":
                count += 1
    return count * later * RES_EARLY


def value(state: State, seat: int) -> float:
    """What ``state`` is worth to ``seat``, in victory points (see the module docstring)."""
    if state.lost is not None:
        return -LOST
    d = scoring.detail(state, seat)
    over = state.phase == "over"
    v = float(d["S1"] + d["S3"] + d["S4"] + d["S5"])
    if over:
        return v + d["S2"] + d["S6"] + d["S7"]
    later = max(0, ROUNDS - state.round)
    works = (sum(row.count(seat) for row in state.barricades.values())
             + sum(row.count(seat) for row in state.traps.values()) + state.sprung[seat]
             + state.messengers[seat])
    renown = state.renown[seat]
    v += smooth_multiplier(renown) * (works + FUTURE_WORKS * later) + VP_PER_RENOWN * renown
    v += sum(row.count(seat) for row in state.traps.values()) * TRAP_LATER
    v += sum(row.count(seat) for row in state.barricades.values()) * BARRICADE_LATER * (later + 1) / ROUNDS
    v += resources_value(state, seat) + dice_value(state, seat)
    v += quest_value(state, seat) + figures_value(state, seat) + income_value(state, seat)
    v += build_value(state, seat)
    v += len(state.tuck_hand[seat]) * TUCK_CARD
    if state.hands[seat]:
        v += HAND_CARD * sum(card_quality(state, c) - 2.0 for c in state.hands[seat])
    if state.disabled_next[seat]:
        v -= ABILITY[state.heroes[seat]]
    v -= LOSS * loss_chance(state)
    return v

