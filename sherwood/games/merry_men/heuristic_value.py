"""What a position is worth to one seat: the value function of the Merry Men bots (spec
section 15, "values to start tuning from").

Everything here reads a full :class:`~.state.State`, but only what the seat may know: the
public board, the seat's own hand, quests and Tuck hand, and the *composition* of the
unseen villain cards (all villain cards minus the public discard pile, MM-12.1, MM-12.5).
The bots call it on states made by ``sample_hidden`` from their view, so the hidden parts
they read are their own or public counts, never the true state.

The value is in victory points: the score so far (MM-8.4) with the resources, dice, renown
and workers valued as section 15 suggests, minus the shared danger of a loss (MM-3.4,
MM-3.5, MM-10.13, :mod:`.heuristic_danger`), which is weighted as a large loss for every seat.
"""

from __future__ import annotations

from sherwood.games.merry_men import scoring
from sherwood.games.merry_men.facts import (
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
    QUEST_COST,
    QUEST_DICE,
    QUEST_VP,
    RESOURCES,
    ROADS,
    ROUNDS,
    SPY_SET,
    WEAPONS,
    WILL,
    YARD,
    C,
    Items,
)
from sherwood.games.merry_men.heuristic_danger import hideout_risk, loss_chance, round_guard_rates
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
    dice, res = state.dice[seat], state.res[seat]
    for q in state.quests[seat]:
        need = have = 0
        for w, n in QUEST_DICE[q]:
            need += n
            have += min(n, dice[w])
        for k, n in QUEST_COST[q]:
            need += n
            have += min(n, res[k])
        best = max(best, QUEST_VP[q] * (have / need) ** 2)
    return QUEST_SHARE * chance * best


BUILD_SHARE = 3.0      # a structure within reach: its worth beyond its cost, times how much is held


def _build_cost(structure: str) -> tuple[dict[str, int], int]:
    cost = dict(C.structure_costs[structure])
    cost["pennies"] = cost.get("pennies", 0) + C.road_penny
    return cost, sum(cost.values())


BUILD_COST = {structure: _build_cost(structure) for structure in ("barricade", "trap")}
"""Each structure's cost with the road penny (MM-4.47), and its size: read only."""


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
        cost, need = BUILD_COST[structure]
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
    s1, s2, s3, s4, s5, s6, s7 = scoring.rows(state, seat)
    over = state.phase == "over"
    v = float(s1 + s3 + s4 + s5)
    if over:
        return v + s2 + s6 + s7
    later = max(0, ROUNDS - state.round)
    barricades = sum(row.count(seat) for row in state.barricades.values())
    traps = sum(row.count(seat) for row in state.traps.values())
    works = barricades + traps + state.sprung[seat] + state.messengers[seat]
    renown = state.renown[seat]
    v += smooth_multiplier(renown) * (works + FUTURE_WORKS * later) + VP_PER_RENOWN * renown
    v += traps * TRAP_LATER
    v += barricades * BARRICADE_LATER * (later + 1) / ROUNDS
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

