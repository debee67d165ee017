"""Board mechanics shared by every phase: gains, guards, arrests, prison, roads, villains,
and the loss of the game (MM-0.8).

The steps, options and handlers here are listed in :data:`.flow.FLOW`; the other functions
are called from inside steps. Rule IDs name what each one implements.
"""

from __future__ import annotations

from sherwood.engine import SeededRng
from sherwood.engine.flow import Events, ask, push
from sherwood.games.merry_men.commands import (
    CHOOSE_RESOURCE,
    CHOOSE_WEAPON_TYPE,
    DECLINE,
    DISCARD_PASSIVE,
    PAY_BAIL,
    PAY_D,
    ChooseResource,
    ChooseWeaponType,
    Decline,
    DiscardPassive,
    PayBail,
    PayD,
)
from sherwood.games.merry_men.events import (
    AbilityLost,
    BarricadeReturned,
    CardDiscarded,
    CardsDrawn,
    CarriageArrived,
    CarriageDrawn,
    CarriageMoved,
    DeckReshuffled,
    DieTaken,
    FigureArrested,
    FigureImprisoned,
    Gained,
    GainLost,
    GameLost,
    GuardPlaced,
    LootDrawn,
    Paid,
    PenniesRemoved,
    PotAdded,
    RoadActivated,
    SpyTaken,
    TaxIncrease,
    TrapSprung,
    VillainCardDrawn,
    VillainPlaced,
)
from sherwood.games.merry_men.facts import (
    AGENT,
    ALL_SPIES,
    GATHERING,
    LOOT_REWARD,
    MARIAN,
    MAX_DICE,
    PASSIVE_LIMIT,
    RENOWN_MAX,
    RESOURCES,
    ROADS,
    ROW,
    TUCK,
    WEAPONS,
    C,
    Items,
    villain_card,
)
from sherwood.games.merry_men.outcome import lost_because
from sherwood.games.merry_men.prompts import (
    BailPrompt,
    DiscardPassivePrompt,
    MMPrompt,
    PenaltyPrompt,
    ResourcePrompt,
    WeaponPrompt,
)
from sherwood.games.merry_men.state import State

SPY_SET = frozenset(ALL_SPIES)
SHERIFF_GUARDS = C.villains["sheriff"].guards


def lose(state: State, events: Events, reason: str, road: str = "") -> None:
    """MM-0.8, MM-3.7: the game ends at once and every player has lost, for ``reason`` (a
    code, :class:`.events.GameLost`); the state keeps it as the results word it."""
    state.lost = lost_because(reason, road)
    state.phase = "over"
    state.queue.clear()
    state.prompt = None
    events.append(GameLost(reason, road))


def space_name(k: int) -> str:
    """Carriage space ``k`` of a road: 0 is S, k is W<k> (MM-1.10)."""
    return "S" if k == 0 else f"W{k}"


def owner_of(state: State, figure: int) -> int:
    """The seat a figure's rewards and costs go to (Tuck: the seat that placed him, MM-10.9)."""
    if figure >= 0:
        return figure
    assert figure == TUCK and state.tuck_player is not None
    return state.tuck_player


def owner_or_tuck(state: State, figure: int) -> int:
    """For events: a Merry Man's seat, Tuck's player, or ``TUCK`` if nobody placed him yet."""
    if figure >= 0:
        return figure
    return state.tuck_player if state.tuck_player is not None else TUCK


# --- gains (MM-4.27, MM-4.29, MM-4.44) ------------------------------------------------------

def gain(state: State, rng: SeededRng, events: Events, seat: int, its: Items, cause: str) -> None:
    """Gain ``its`` in printed order. Choices (a weapon die of any type, MM-4.44) and draws
    (loot tiles, MM-1.29) become their own steps, and the rest follows them."""
    got: list[tuple[str, int]] = []
    for i, (key, n) in enumerate(its):
        if key in RESOURCES:
            state.res[seat][key] += n
            got.append((key, n))
        elif key == "vp":
            state.vp[seat] += n
            got.append((key, n))
        elif key == "renown":
            add_renown(state, seat, n, got)
        elif key.startswith("weapon_") and key != "weapon_any":
            for _ in range(n):
                take_die(state, events, seat, key[7:], cause)
        else:
            if got:
                events.append(Gained(seat, tuple(got), cause))
            rest = its[i + 1:]
            step = ("weapon_any", seat, cause) if key == "weapon_any" else ("loot", seat, cause)
            push(state, *([step] * n), *([("gain", seat, rest, cause)] if rest else []))
            return
    if got:
        events.append(Gained(seat, tuple(got), cause))


def add_renown(state: State, seat: int, n: int, got: list[tuple[str, int]]) -> None:
    """MM-16.24: renown never goes above its maximum."""
    before = state.renown[seat]
    state.renown[seat] = min(RENOWN_MAX, before + n)
    if state.renown[seat] > before:
        got.append(("renown", state.renown[seat] - before))


def take_die(state: State, events: Events, seat: int, weapon: str, cause: str) -> bool:
    """Take one die of ``weapon`` from the Armory if it is there and ``seat`` holds < 4 (MM-1.20)."""
    if state.dice_held(seat) >= MAX_DICE or state.armory[weapon] == 0:
        events.append(GainLost(seat, f"weapon_{weapon}", "dice_full" if state.dice_held(seat) >= MAX_DICE
                               else "armory_out"))
        return False
    state.armory[weapon] -= 1
    state.dice[seat][weapon] += 1
    events.append(DieTaken(seat, weapon, cause))
    return True


def weapon_any(state: State, rng: SeededRng, events: Events, seat: int, cause: str) -> None:
    """MM-4.44: choose a type still in the Armory; lost with 4 dice held or an empty Armory."""
    if state.dice_held(seat) >= MAX_DICE or not any(state.armory.values()):
        events.append(GainLost(seat, "weapon_any", "dice_full" if state.dice_held(seat) >= MAX_DICE
                               else "armory_empty"))
        return
    ask(state, WeaponPrompt(seat, cause=cause))


def weapon_options(state: State, prompt: WeaponPrompt) -> list:
    seat = prompt.seat
    return [CHOOSE_WEAPON_TYPE(seat, w) for w in WEAPONS if state.armory[w] > 0]


def choose_weapon(state: State, cmd: ChooseWeaponType, rng: SeededRng, events: Events,
                  prompt: WeaponPrompt) -> None:
    take_die(state, events, cmd.seat, cmd.weapon, prompt.cause)


def loot(state: State, rng: SeededRng, events: Events, seat: int, cause: str) -> None:
    """A loot tile gained directly: drawn at random, revealed, resolved, back in the bag
    (MM-1.29, MM-4.37: never pending)."""
    tile = state.loot_bag[rng.randint(0, len(state.loot_bag) - 1)]
    events.append(LootDrawn(seat, tile, False))
    push(state, ("gain", seat, LOOT_REWARD[tile], "loot"))


def resource_choice(state: State, rng: SeededRng, events: Events, seat: int, kinds: tuple) -> None:
    ask(state, ResourcePrompt(seat, kinds=tuple(kinds)))


def resource_options(state: State, prompt: ResourcePrompt) -> list:
    return [CHOOSE_RESOURCE(prompt.seat, r) for r in prompt.kinds]


def choose_resource(state: State, cmd: ChooseResource, rng: SeededRng, events: Events,
                    prompt: MMPrompt) -> None:
    state.res[cmd.seat][cmd.resource] += 1
    events.append(Gained(cmd.seat, ((cmd.resource, 1),), "ransom"))


def draw_cards(state: State, seat: int, n: int, rng: SeededRng, events: Events) -> int:
    """MM-4.19: draw from the top; reshuffle the discard pile when the deck is empty."""
    drawn = 0
    for _ in range(n):
        if not state.mm_deck:
            if not state.mm_discard:
                break
            state.mm_deck = state.mm_discard
            state.mm_discard = []
            rng.shuffle(state.mm_deck)
            events.append(DeckReshuffled("merry_men", len(state.mm_deck)))
        state.hands[seat].append(state.mm_deck.pop(0))
        drawn += 1
    if drawn:
        events.append(CardsDrawn(seat, drawn))
    return drawn


# --- guards, arrests, prison (MM-5.10 – MM-5.18, MM-10.22) ---------------------------------------

def add_track_guard(state: State, events: Events) -> None:
    """MM-5.11 / MM-16.15: the lowest empty track space; the track full loses (MM-3.5)."""
    state.track += 1
    events.append(GuardPlaced("track", 0, state.track))
    if state.track >= state.track_size:
        lose(state, events, "track_full")


def place_guard(state: State, rng: SeededRng, events: Events, loc: str) -> None:
    """MM-5.10: the highest usable hideout without a guard; a trap there springs (MM-5.12,
    MM-5.13); a figure there is arrested (MM-5.15); no such hideout: the guard track."""
    grd = state.guards[loc]
    target = next((h for h in range(state.usable - 1, -1, -1) if not grd[h]), None)
    if target is None:
        add_track_guard(state, events)
        return
    trap = state.traps[loc][target]
    if trap is not None:
        state.traps[loc][target] = None
        state.sprung[trap] += 1
        state.captured[trap] += 1
        events.append(TrapSprung(trap, loc, target + 1))
        return
    grd[target] = True
    events.append(GuardPlaced(loc, target + 1, 0))
    figure = state.occupant[loc][target]
    if figure is not None and figure != AGENT:  # MM-11.5: guards ignore agents
        owner = owner_of(state, figure)
        events.append(FigureArrested(figure, owner, loc, target + 1))
        spy = [("spy", figure)] if state.spies and figure >= 0 else []  # MM-10.22, MM-10.10
        push(state, ("bail", loc, target), *spy)


def bail(state: State, rng: SeededRng, events: Events, loc: str, h: int) -> None:
    """MM-5.17 / MM-5.18 / MM-16.25: 1 payable resource beside the figure, or straight to
    prison level I if the player has none."""
    figure = state.occupant[loc][h]
    assert figure is not None
    payer = owner_of(state, figure)
    if not state.payable(payer):
        state.occupant[loc][h] = None
        imprison(state, events, figure, 1, "no bail")
        return
    ask(state, BailPrompt(payer, location=loc, hideout=h))


def bail_options(state: State, prompt: BailPrompt) -> list:
    seat = prompt.seat
    return [PAY_BAIL(seat, r) for r in state.payable(seat)]


def pay_bail(state: State, cmd: PayBail, rng: SeededRng, events: Events, prompt: BailPrompt) -> None:
    state.res[cmd.seat][cmd.resource] -= 1
    state.bail[prompt.location][prompt.hideout] = cmd.resource
    events.append(Paid(cmd.seat, ((cmd.resource, 1),), "bail"))


def imprison(state: State, events: Events, figure: int, level: int, cause: str) -> None:
    state.prison.append([figure, level])
    state.prison.sort()
    if figure == TUCK:
        state.tuck_at = "prison"
    events.append(FigureImprisoned(figure, owner_or_tuck(state, figure), level, cause))


def to_camp(state: State, figure: int) -> None:
    """A figure goes home: a Merry Man to his camp (MM-6.27), Tuck to his chapel (MM-10.11)."""
    if figure >= 0:
        state.camp[figure] += 1
    else:
        state.tuck_at = "chapel"


def take_spy(state: State, rng: SeededRng, events: Events, seat: int) -> None:
    """MM-10.20 / MM-10.22: the arrested man's player takes the top spy card, unless the
    passive pile already holds the limit of spies."""
    spies = sum(1 for c in state.passive[seat] if c in SPY_SET)
    if spies >= C.spy_pile_limit or not state.spy_deck:
        return
    card = state.spy_deck.pop(0)
    state.passive[seat].append(card)
    events.append(SpyTaken(seat, card))
    push(state, ("overflow", seat))


def overflow(state: State, rng: SeededRng, events: Events, seat: int) -> None:
    """MM-4.14 / MM-4.17 / MM-10.23: a seventh passive card means one must go."""
    if len(state.passive[seat]) > PASSIVE_LIMIT:
        ask(state, DiscardPassivePrompt(seat))


def discard_passive_options(state: State, prompt: DiscardPassivePrompt) -> list:
    seat = prompt.seat
    return [DISCARD_PASSIVE(seat, c) for c in state.passive[seat] if c not in SPY_SET]


def discard_passive(state: State, cmd: DiscardPassive, rng: SeededRng, events: Events,
                    prompt: MMPrompt) -> None:
    state.passive[cmd.seat].remove(cmd.card)
    state.mm_discard.append(cmd.card)
    events.append(CardDiscarded(cmd.seat, cmd.card, "passive"))


# --- roads, the depot, tax increases (MM-5.30 – MM-5.39) ------------------------------------------

def remove_pennies(state: State, events: Events, road: str, n: int, cause: str) -> None:
    """Pennies from a road to the supply; an empty stack loses at once (MM-3.4, MM-0.8)."""
    taken = min(n, state.pennies[road])
    state.pennies[road] -= taken
    events.append(PenniesRemoved(road, taken, state.pennies[road], cause))
    if state.pennies[road] == 0:
        lose(state, events, "road_empty", road)


def arrive(state: State, events: Events, road: str, carriage: str, from_space: int) -> None:
    """MM-5.33 / MM-5.34 step 2: upright on the lowest empty depot space; the road pays."""
    space = state.depot.index(None)
    state.depot[space] = [carriage, False]
    events.append(CarriageArrived(road, carriage, space_name(from_space), space + 1))
    remove_pennies(state, events, road, C.depot_losses[space], "carriage arrived")


def draw_carriage(state: State, rng: SeededRng) -> str | None:
    bag = state.carriage_bag
    if not bag:
        return None
    return bag.pop(rng.randint(0, len(bag) - 1))


def activate(state: State, rng: SeededRng, events: Events, road: str, cause: str) -> None:
    """MM-5.34: move (from the Castle end backwards), arrive, refill; then MM-5.35."""
    events.append(RoadActivated(road, cause))
    b = len(state.barricades[road])
    row = state.carriages[road]
    moved: list[str | None] = [None] * len(row)
    arriving = row[b]
    for k in range(b - 1, -1, -1):
        if row[k] is not None:
            moved[k + 1] = row[k]
    state.carriages[road] = moved
    if arriving is not None:
        arrive(state, events, road, arriving, b)
        if state.over:
            return
    for k in range(b - 1, -1, -1):
        moving = row[k]
        if moving is not None:
            events.append(CarriageMoved(road, moving, space_name(k), space_name(k + 1)))
    carriage = draw_carriage(state, rng)
    if carriage is not None:  # MM-16.9: an empty bag places nothing
        moved[0] = carriage
        events.append(CarriageDrawn(road, carriage))
    tax_check(state, events)


def tax_check(state: State, events: Events) -> None:
    """MM-5.35 / MM-5.39: a full depot empties into the bag, then n roads are activated by
    the tax pointer; nested tax increases resolve at once (steps run first-in, first-out)."""
    if None in state.depot:
        return
    flat = state.flat_depot()
    cars = tuple(d[0] for d in state.depot if d is not None)
    state.carriage_bag.extend(cars)
    state.carriage_bag.sort()
    state.depot = [None] * state.depot_size
    events.append(TaxIncrease(flat, cars))
    push(state, *[("tax_activate",)] * flat)


def tax_activate(state: State, rng: SeededRng, events: Events) -> None:
    road = ROADS[state.tax_pointer]
    state.tax_pointer = (state.tax_pointer + 1) % len(ROADS)
    activate(state, rng, events, road, "tax increase")


# --- villains (MM-5.7, MM-5.20 – MM-5.29, MM-10.34) ------------------------------------------------

def villain_draw(state: State, rng: SeededRng, events: Events, seat: int) -> None:
    """MM-5.7: guards, then the villain, then the roads; an empty deck is reshuffled."""
    if not state.villain_deck:
        state.villain_deck = state.villain_discard
        state.villain_discard = []
        rng.shuffle(state.villain_deck)
        events.append(DeckReshuffled("villain", len(state.villain_deck)))
    card = state.villain_deck.pop(0)
    state.villain_discard.append(card)
    events.append(VillainCardDrawn(seat, card))
    vc = villain_card(card)
    steps: list[tuple] = [("guard", g) for g in vc.guards]
    if vc.villain:
        steps.append(("villain", vc.villain[0], vc.villain[1]))
    if vc.pot_pennies:
        steps.append(("pot", vc.pot_pennies))
    steps += [("activate", r, "villain card") for r in vc.roads]
    push(state, *steps)


def villain(state: State, rng: SeededRng, events: Events, who: str, target: str) -> None:
    """Place a villain; its whole effect first, then the penalty (MM-16.31)."""
    state.villains[who] = target
    events.append(VillainPlaced(who, target))
    if who == "sheriff":  # MM-5.20 / MM-5.21 (at the Archery Range with Golden Arrow: no guards)
        guards = [("guard", target)] * SHERIFF_GUARDS if target in GATHERING else []
        push(state, *guards, ("penalty", target))
    elif who == "guy":  # MM-5.22 – MM-5.25
        push(state, ("penalty", target))
        bars = state.barricades[target]
        if bars:
            slot = len(bars)
            owner = bars.pop()
            state.bar_left[owner] += 1
            space = ROW - state.bar_left[owner]
            events.append(BarricadeReturned(owner, target, slot, f"B{space + 1}"))
            carriage = state.carriages[target][slot]
            if carriage is not None:
                state.carriages[target][slot] = None
                arrive(state, events, target, carriage, slot)
                if state.over:
                    return
            tax_check(state, events)
    else:  # Prince John, MM-5.26 / MM-5.27 / MM-16.12
        remove_pennies(state, events, target, len(state.barricades[target]) + 1, "Prince John")
        if not state.over:
            push(state, ("penalty", target))


def pot(state: State, rng: SeededRng, events: Events, pennies: int) -> None:
    """MM-10.34: a penny from the supply into the Golden Arrow pot."""
    state.pot += pennies
    events.append(PotAdded(state.pot))


def penalty(state: State, rng: SeededRng, events: Events, loc: str) -> None:
    """MM-5.28 / MM-5.29 / MM-16.30: each hero at ``loc`` except Maid Marian, in turn order
    from the active player."""
    first = state.turn.get("seat", state.start) if state.phase == "hero" else state.start
    asked = [("penalty_ask", s) for s in state.order(first)
             if state.hero_loc[s] == loc and state.heroes[s] != MARIAN]
    push(state, *asked)


def penalty_ask(state: State, rng: SeededRng, events: Events, seat: int) -> None:
    ask(state, PenaltyPrompt(seat))


def penalty_options(state: State, prompt: PenaltyPrompt) -> list:
    seat = prompt.seat
    return ([PAY_D(seat)] if state.res[seat]["distraction"] > 0 else []) + [DECLINE(seat)]


def penalty_answer(state: State, cmd: PayD | Decline, rng: SeededRng, events: Events,
                   prompt: MMPrompt) -> None:
    seat = cmd.seat
    if isinstance(cmd, PayD):
        state.res[seat]["distraction"] -= 1
        events.append(Paid(seat, (("distraction", 1),), "supply"))
        return
    if state.round < C.limits.rounds:  # MM-5.29: in round 5 this has no effect
        state.disabled_next[seat] = True
    events.append(AbilityLost(seat, state.heroes[seat]))
