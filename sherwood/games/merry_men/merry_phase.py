"""The Merry Men phase (spec section 4): income, placements, robbing the rich, building,
sending messengers; with the Friar Tuck (MM-10.5) and spy (MM-10.24) placements."""

from __future__ import annotations

from sherwood.engine import SeededRng
from sherwood.engine.flow import Events, ask, push
from sherwood.games.merry_men.board import SPY_SET, imprison
from sherwood.games.merry_men.commands import (
    BUILD,
    BUILD_STOP,
    DECLARE_DONE,
    PAY_FINE,
    PLACE,
    PLACE_TUCK,
    PLACE_WITH_SPY,
    ROB_CONTINUE,
    ROB_SKIP,
    ROB_START,
    ROB_STOP,
    SEND_MESSENGER,
    Build,
    BuildStop,
    DeclareDone,
    PayFine,
    Place,
    PlaceTuck,
    PlaceWithSpy,
    RobContinue,
    RobSkip,
    RobStart,
    RobStop,
    SendMessenger,
)
from sherwood.games.merry_men.events import (
    BarricadeBuilt,
    CardPlayed,
    DiceReturned,
    DiceRolled,
    FigurePlaced,
    GuardRemoved,
    LootDrawn,
    LootReturned,
    MessengerSent,
    Paid,
    PenniesAdded,
    PhaseStarted,
    PlayerDone,
    RoundStarted,
    RowRewardClaimed,
    SpyReturned,
    TrapBuilt,
)
from sherwood.games.merry_men.facts import (
    AGENT,
    CARD_ACTION,
    CARD_AFTER,
    CARD_GAIN,
    CARD_LOCATION,
    COST,
    CRUSADE,
    GATHERING,
    LOOT_REWARD,
    MAIN_GAIN,
    MAIN_ROB,
    MAX_MESSENGERS,
    RESOURCES,
    ROAD_CAP,
    ROAD_SLOTS,
    ROADS,
    ROW,
    SKILL_HIT,
    SPY_LOCATION,
    TUCK,
    WEAPONS,
    YARD,
    C,
    Items,
    items,
)
from sherwood.games.merry_men.prompts import (
    BuildPrompt,
    FinePrompt,
    MessengerPrompt,
    MMPrompt,
    PlacePrompt,
    RobContinuePrompt,
    RobStartPrompt,
)
from sherwood.games.merry_men.state import State

MARKET = next(g for g in GATHERING if MAIN_ROB[g])
ROW_REWARDS = {"barricade": C.barricade_rewards, "trap": C.trap_rewards}


# --- start of the phase (MM-4.1, MM-4.2) -----------------------------------------------------

def round_start(state: State, rng: SeededRng, events: Events) -> None:
    n = state.seats
    state.phase = "merry"
    state.disabled = state.disabled_next  # MM-5.29: a declined penalty lasts this round
    state.disabled_next = [False] * n
    state.done = [False] * n
    state.forced = [False] * n
    state.tuck_placed = False
    state.current = state.start
    events.append(RoundStarted(state.round, state.start))
    events.append(PhaseStarted("merry"))
    steps: list[tuple] = []
    for seat in state.order():
        income: list[tuple[str, int]] = []
        for row, claimed in (("barricade", state.bar_claimed[seat]), ("trap", state.trap_claimed[seat])):
            for reward, got in zip(ROW_REWARDS[row], claimed, strict=True):
                if got and reward.kind == "income":
                    income += items(reward.gain)
        if income:
            steps.append(("gain", seat, tuple(income), "income"))
    if state.seats == 1:
        steps.append(("edict",))
    push(state, *steps, ("merry_turn",))


# --- whose placement (MM-4.3 – MM-4.9) ---------------------------------------------------------

def merry_turn(state: State, rng: SeededRng, events: Events) -> None:
    for seat in state.order(state.current):
        if state.done[seat]:
            continue
        if (state.camp[seat] > 0 and state.hands[seat]) or place_options(state, seat):
            state.current = seat
            ask(state, PlacePrompt(seat))
            return
        state.done[seat] = True  # MM-4.9: no legal placement
        events.append(PlayerDone(seat))
    push(state, ("hero_start",))


def merry_after(state: State, rng: SeededRng, events: Events, seat: int) -> None:
    state.current = (seat + 1) % state.seats
    push(state, ("merry_turn",))


def place_prompt_options(state: State, prompt: PlacePrompt) -> list:
    return place_options(state, prompt.seat)


def place_options(state: State, seat: int) -> list:
    """Every placement of MM-4.10 – MM-4.25, MM-10.5 and MM-10.24, and ``DECLARE_DONE`` when
    no placement is mandatory (MM-4.7 – MM-4.9). Empty when ``seat`` can do nothing."""
    cmds: list = []
    if state.camp[seat] > 0:
        memo: dict[tuple, bool] = {}
        for card in state.hands[seat]:
            cmds += [PLACE(seat, card, "hand", "passive", g, 0) for g in GATHERING]  # MM-4.21
            cmds += _active_places(state, seat, card, "hand", memo)
        for card in state.passive[seat]:
            if card in SPY_SET:
                if state.spies:
                    cmds += _spy_places(state, seat, card)
            else:
                cmds += _active_places(state, seat, card, "passive", memo)  # MM-4.16, MM-4.18
    cmds += _tuck_places(state, seat)
    must = state.camp[seat] > 0 and bool(state.hands[seat])
    if cmds and not must:
        cmds.append(DECLARE_DONE(seat))
    return cmds


def _active_places(state: State, seat: int, card: str, source: str, memo: dict[tuple, bool]) -> list:
    """``memo`` remembers, per card modifier, whether the Yard or the Crusade is possible."""
    loc = CARD_LOCATION[card]
    if loc in GATHERING:  # MM-4.20, MM-4.22, MM-16.23
        return [PLACE(seat, card, source, "active", loc, h + 1) for h in state.free_hideouts(loc)]
    info = C.merry_men_cards[card]
    if loc == YARD:  # MM-4.25: only if a structure can be paid for and placed
        key: tuple = (YARD, info.build_discount, CARD_GAIN[card])
        if key not in memo:
            memo[key] = bool(build_choices(state, seat, info.build_discount, CARD_GAIN[card]))
    else:
        key = (CRUSADE, info.quest_discount, info.weapon_substitute)
        if key not in memo:
            memo[key] = bool(messenger_choices(state, seat, card))
    return [PLACE(seat, card, source, "active", loc, 0)] if memo[key] else []


def _spy_places(state: State, seat: int, card: str) -> list:
    """MM-10.24: remove a hideout guard of the place (not one over an arrested figure) or the
    top track guard; 0 when none can be removed."""
    loc = SPY_LOCATION[card]
    occ, grd = state.occupant[loc], state.guards[loc]
    targets = [h + 1 for h in range(state.usable) if grd[h] and occ[h] in (None, AGENT)]
    if state.track:
        targets.append(-1)
    return [PLACE_WITH_SPY(seat, card, g) for g in targets or [0]]


def _tuck_places(state: State, seat: int) -> list:
    """MM-10.5 / MM-10.6: once per round, while Tuck is in his chapel."""
    if not (state.friar_tuck and state.tuck_at == "chapel" and not state.tuck_placed):
        return []
    cmds: list = []
    can_build = bool(build_choices(state, seat, None, ()))
    for card in state.tuck_hand[seat]:
        for g in GATHERING:
            cmds += [PLACE_TUCK(seat, card, "active", g, h + 1) for h in state.free_hideouts(g)]
        if can_build:
            cmds.append(PLACE_TUCK(seat, card, "active", YARD, 0))
        cmds += [PLACE_TUCK(seat, card, "passive", g, 0) for g in GATHERING]
    return cmds


def _main_effect(seat: int, figure: int, loc: str, rob: str) -> list[tuple]:
    """MM-4.27: the main area's effect; the Market Square's is robbing the rich, with the
    first attempt mandatory (``rob`` = 'begin') or optional ('offer', spy cards)."""
    if MAIN_ROB[loc]:
        return [("rob_" + rob, seat, figure, -1)]
    return [("gain", seat, MAIN_GAIN[loc], "main area")]


def _gain(seat: int, its: Items, cause: str) -> list[tuple]:
    return [("gain", seat, its, cause)] if its else []


def place(state: State, cmd: Place, rng: SeededRng, events: Events, prompt: MMPrompt) -> None:
    seat, card, loc = cmd.seat, cmd.card, cmd.location
    (state.hands if cmd.source == "hand" else state.passive)[seat].remove(card)
    state.camp[seat] -= 1
    events.append(CardPlayed(seat, card, cmd.source, cmd.mode))
    events.append(FigurePlaced(seat, seat, loc, cmd.hideout))
    if cmd.mode == "passive":  # MM-4.11, MM-4.13, MM-4.21, MM-4.27
        state.passive[seat].append(card)
        state.main[loc].append(seat)
        push(state, *_main_effect(seat, seat, loc, "begin"), ("overflow", seat), ("merry_after", seat))
        return
    state.active[seat].append(card)  # MM-4.12
    steps = _gain(seat, CARD_GAIN[card], card)
    if loc in GATHERING:
        state.occupant[loc][cmd.hideout - 1] = seat
        if CARD_ACTION[card] == "rob_the_rich":
            steps.append(("rob_offer", seat, seat, cmd.hideout - 1))
    elif loc == YARD:
        state.yard.append(seat)
        steps.append(("build", seat, card, 1))
    else:
        state.messengers[seat] += 1  # MM-4.62: he stays on the Crusade
        steps.append(("messenger", seat, card))
    push(state, *steps, *_gain(seat, CARD_AFTER[card], card), ("merry_after", seat))


def place_tuck(state: State, cmd: PlaceTuck, rng: SeededRng, events: Events, prompt: MMPrompt) -> None:
    """MM-10.5 – MM-10.9."""
    seat, card, loc = cmd.seat, cmd.card, cmd.location
    state.tuck_hand[seat].remove(card)
    state.tuck_at = "board"
    state.tuck_player = seat
    state.tuck_placed = True
    events.append(CardPlayed(seat, card, "tuck", cmd.mode))
    events.append(FigurePlaced(seat, TUCK, loc, cmd.hideout))
    if cmd.mode == "passive":
        state.tuck_pile[seat].append(card)
        state.main[loc].append(TUCK)
        push(state, *_main_effect(seat, TUCK, loc, "begin"), ("merry_after", seat))
        return
    state.tuck_removed.append(card)  # MM-10.7
    if loc == YARD:
        state.yard.append(TUCK)
        push(state, ("build", seat, None, 1), ("merry_after", seat))
        return
    state.occupant[loc][cmd.hideout - 1] = TUCK
    steps = _gain(seat, tuple(C.friar_tuck_cards[card].gain.items()), card)
    if MAIN_ROB[loc]:
        steps.append(("rob_offer", seat, TUCK, cmd.hideout - 1))
    push(state, *steps, ("merry_after", seat))


def place_with_spy(state: State, cmd: PlaceWithSpy, rng: SeededRng, events: Events, prompt: MMPrompt) -> None:
    """MM-10.24: main-area effect (robbing optional), then the guard, then the spy deck."""
    seat, card = cmd.seat, cmd.card
    loc = SPY_LOCATION[card]
    state.passive[seat].remove(card)
    state.spy_deck.append(card)  # MM-10.24: to the bottom of the spy deck
    state.camp[seat] -= 1
    state.main[loc].append(seat)
    events.append(CardPlayed(seat, card, "passive", "active"))
    events.append(FigurePlaced(seat, seat, loc, 0))
    push(state, *_main_effect(seat, seat, loc, "offer"), ("spy_remove", seat, loc, cmd.guard, card),
         ("merry_after", seat))


def spy_remove(state: State, rng: SeededRng, events: Events, seat: int, loc: str, guard: int,
               card: str) -> None:
    if guard == -1 and state.track:
        events.append(GuardRemoved("track", 0, state.track, seat, "spy"))
        state.track -= 1
    elif guard > 0 and state.guards[loc][guard - 1]:
        state.guards[loc][guard - 1] = False
        events.append(GuardRemoved(loc, guard, 0, seat, "spy"))
    events.append(SpyReturned(card))


def declare_done(state: State, cmd: DeclareDone, rng: SeededRng, events: Events, prompt: MMPrompt) -> None:
    state.done[cmd.seat] = True
    events.append(PlayerDone(cmd.seat))
    push(state, ("merry_after", cmd.seat))


# --- robbing the rich (MM-4.30 – MM-4.41) ----------------------------------------------------------

def rob_offer(state: State, rng: SeededRng, events: Events, seat: int, figure: int, h: int) -> None:
    state.ctx["rob"] = {"seat": seat, "figure": figure, "hideout": h, "attempt": 1}
    ask(state, RobStartPrompt(seat))


def rob_begin(state: State, rng: SeededRng, events: Events, seat: int, figure: int, h: int) -> None:
    state.ctx["rob"] = {"seat": seat, "figure": figure, "hideout": h, "attempt": 1}
    push(state, ("rob_attempt",))


def rob_start_options(state: State, prompt: RobStartPrompt) -> list:
    return [ROB_START(prompt.seat), ROB_SKIP(prompt.seat)]


def rob_continue_options(state: State, prompt: RobContinuePrompt) -> list:
    return [ROB_CONTINUE(prompt.seat), ROB_STOP(prompt.seat)]


def rob_answer(state: State, cmd: RobStart | RobSkip | RobContinue | RobStop, rng: SeededRng, events: Events,
               prompt: MMPrompt) -> None:
    if isinstance(cmd, RobSkip):
        del state.ctx["rob"]
    elif isinstance(cmd, RobStop):
        push(state, ("rob_finish",))
    else:
        if isinstance(cmd, RobContinue):
            state.ctx["rob"]["attempt"] += 1
        push(state, ("rob_attempt",))


def rob_attempt(state: State, rng: SeededRng, events: Events) -> None:
    rob = state.ctx["rob"]
    seat, attempt = rob["seat"], rob["attempt"]
    spec = C.rob_the_rich[attempt - 1]
    faces = rng.d6(spec.dice)
    hits = sum(1 for f in faces if f >= SKILL_HIT)
    events.append(DiceRolled(seat, "rob the rich", "skill", faces, hits, spec.hits))
    if hits >= spec.hits:
        bag = state.loot_bag
        tile = bag.pop(rng.randint(0, len(bag) - 1))
        state.loot_pending.append(tile)
        events.append(LootDrawn(seat, tile, True))
        if attempt == len(C.rob_the_rich):
            push(state, ("rob_finish",))  # MM-4.36: after the third success it stops
        else:
            ask(state, RobContinuePrompt(seat))
        return
    # MM-4.38 / MM-4.41: the pending loot is forfeited and the figure goes to prison
    tiles = tuple(state.loot_pending)
    state.loot_bag.extend(tiles)
    state.loot_bag.sort()
    state.loot_pending = []
    if tiles:
        events.append(LootReturned(tiles, True))
    figure, h = rob["figure"], rob["hideout"]
    if h >= 0:
        state.occupant[MARKET][h] = None
    else:
        state.main[MARKET].remove(figure)
    del state.ctx["rob"]
    if state.payable(seat):  # MM-4.39: level I, and the fine is chosen next
        imprison(state, events, figure, 1, "robbery failed")
        ask(state, FinePrompt(seat))
    else:  # MM-4.40 / MM-16.25
        imprison(state, events, figure, 2, "robbery failed, no fine")


def rob_finish(state: State, rng: SeededRng, events: Events) -> None:
    """MM-4.37: the pending rewards in draw order; then every tile goes back into the bag."""
    seat = state.ctx.pop("rob")["seat"]
    tiles = tuple(state.loot_pending)
    state.loot_pending = []
    state.loot_bag.extend(tiles)
    state.loot_bag.sort()
    events.append(LootReturned(tiles, False))
    push(state, *[("gain", seat, LOOT_REWARD[t], "loot") for t in tiles])


def fine_options(state: State, prompt: FinePrompt) -> list:
    seat = prompt.seat
    return [PAY_FINE(seat, r) for r in state.payable(seat)]


def pay_fine(state: State, cmd: PayFine, rng: SeededRng, events: Events, prompt: MMPrompt) -> None:
    state.res[cmd.seat][cmd.resource] -= 1
    state.sheriff[cmd.resource] += 1
    events.append(Paid(cmd.seat, ((cmd.resource, 1),), "sheriff"))


# --- building (MM-4.45 – MM-4.54, MM-16.4 – MM-16.6) -----------------------------------------------

def structure_cost(structure: str, discount: str | None) -> dict[str, int]:
    """The cost after a card's modifier, plus the road penny (MM-4.47, MM-16.6)."""
    cost = dict(COST[structure])
    if discount == "wood_or_iron":
        key = "wood" if structure == "barricade" else "iron"
        cost[key] = max(0, cost.get(key, 0) - 1)
    elif discount == "tool":
        cost["tools"] = 0
    cost["pennies"] = cost.get("pennies", 0) + C.road_penny
    return cost


def build_choices(state: State, seat: int, discount: str | None, bonus: Items) -> list[tuple[str, str, str]]:
    """Every (structure, target, penny road) ``seat`` can build now, counting ``bonus``
    resources a card gives before the build (Toll Bribe, MM-16.6)."""
    res = dict(state.res[seat])
    for key, n in bonus:
        if key in res:
            res[key] += n
    penny_roads = [r for r in ROADS if state.pennies[r] < ROAD_CAP[r]] or ["supply"]  # MM-16.28
    out: list[tuple[str, str, str]] = []
    for structure in ("barricade", "trap"):
        left = state.bar_left[seat] if structure == "barricade" else state.trap_left[seat]
        if not left:
            continue
        cost = structure_cost(structure, discount)
        if any(res[k] < n for k, n in cost.items()):
            continue
        if structure == "barricade":
            targets = [r for r in ROADS if len(state.barricades[r]) < ROAD_SLOTS[r]]  # MM-4.49
        else:
            targets = [g for g in GATHERING if state.trap_target(g) is not None]  # MM-4.53
        out += [(structure, t, p) for t in targets for p in penny_roads]
    return out


def build_step(state: State, rng: SeededRng, events: Events, seat: int, card: str | None, nth: int) -> None:
    discount = C.merry_men_cards[card].build_discount if card else None
    if nth > 1 and not build_choices(state, seat, discount, ()):
        return  # MM-16.5: the second structure is optional
    ask(state, BuildPrompt(seat, card=card, nth=nth))


def build_options(state: State, prompt: BuildPrompt) -> list:
    seat, card = prompt.seat, prompt.card
    discount = C.merry_men_cards[card].build_discount if card else None
    cmds: list = [BUILD(seat, s, t, p) for s, t, p in build_choices(state, seat, discount, ())]
    if prompt.nth > 1:
        cmds.append(BUILD_STOP(seat))
    return cmds


def build(state: State, cmd: Build | BuildStop, rng: SeededRng, events: Events, prompt: BuildPrompt) -> None:
    if isinstance(cmd, BuildStop):
        return
    seat, card = cmd.seat, prompt.card
    discount = C.merry_men_cards[card].build_discount if card else None
    cost = structure_cost(cmd.structure, discount)
    cost["pennies"] -= C.road_penny
    paid = tuple((k, n) for k, n in cost.items() if n)
    for k, n in paid:
        state.res[seat][k] -= n
    events.append(Paid(seat, paid, "supply"))
    state.res[seat]["pennies"] -= C.road_penny
    if cmd.penny_road == "supply":
        events.append(Paid(seat, (("pennies", C.road_penny),), "supply"))
    else:
        state.pennies[cmd.penny_road] += C.road_penny
        events.append(PenniesAdded(seat, cmd.penny_road, state.pennies[cmd.penny_road]))
    if cmd.structure == "barricade":
        space = ROW - state.bar_left[seat]  # MM-4.48: the leftmost barricade on the row
        state.bar_left[seat] -= 1
        state.barricades[cmd.target].append(seat)
        events.append(BarricadeBuilt(seat, cmd.target, len(state.barricades[cmd.target]), f"B{space + 1}"))
    else:
        space = ROW - state.trap_left[seat]
        state.trap_left[seat] -= 1
        h = state.trap_target(cmd.target)
        assert h is not None
        state.traps[cmd.target][h] = seat
        events.append(TrapBuilt(seat, cmd.target, h + 1, f"T{space + 1}"))
    steps = claim(state, seat, cmd.structure, space, events)
    if card and prompt.nth < C.merry_men_cards[card].builds:
        steps.append(("build", seat, card, prompt.nth + 1))
    push(state, *steps)


def claim(state: State, seat: int, structure: str, space: int, events: Events) -> list[tuple]:
    """MM-4.50 / MM-4.51 / MM-1.22: a row space pays only the first time it is uncovered.
    Returns the steps still to run (a VP reward)."""
    claimed = (state.bar_claimed if structure == "barricade" else state.trap_claimed)[seat]
    if claimed[space]:
        return []
    claimed[space] = True
    reward = ROW_REWARDS[structure][space]
    events.append(RowRewardClaimed(seat, reward.space, reward.kind))
    if reward.kind == "unlock":
        state.unlocked[seat] += 1
        state.camp[seat] += 1  # available at once (MM-4.51, MM-16.26)
    elif reward.kind == "vp":
        return [("gain", seat, items(reward.gain), reward.space)]
    return []


# --- sending a messenger (MM-4.60 – MM-4.65) -------------------------------------------------------

def quest_payment(state: State, seat: int, quest: str, reduce: str, substitute: str
                  ) -> tuple[dict[str, int], dict[str, int]] | None:
    """(dice, resources) paid for ``quest`` with the card modifiers, or None if unaffordable."""
    q = C.quests[quest]
    dice = dict(q.dice)
    cost = dict(q.cost)
    if reduce:
        cost[reduce] -= 1
    if substitute:
        need, paid = substitute.split(">")
        dice[need] -= 1
        dice[paid] = dice.get(paid, 0) + 1
    have_d, have_r = state.dice[seat], state.res[seat]
    if any(have_d[w] < n for w, n in dice.items()) or any(have_r[k] < n for k, n in cost.items()):
        return None
    return dice, cost


def messenger_choices(state: State, seat: int, card: str) -> list:
    if state.messengers[seat] >= MAX_MESSENGERS:
        return []
    info = C.merry_men_cards[card]
    out: list = []
    for quest in state.quests[seat]:
        q = C.quests[quest]
        reduces = [k for k in q.cost if k in RESOURCES] if info.quest_discount else []
        subs = [""] + ([f"{need}>{paid}" for need in q.dice for paid in WEAPONS if paid != need]
                       if info.weapon_substitute else [])
        for reduce in reduces or [""]:
            for sub in subs:
                if quest_payment(state, seat, quest, reduce, sub) is not None:
                    out.append(SEND_MESSENGER(seat, quest, reduce, sub))
    return out


def messenger_step(state: State, rng: SeededRng, events: Events, seat: int, card: str) -> None:
    ask(state, MessengerPrompt(seat, card=card))


def messenger_options(state: State, prompt: MessengerPrompt) -> list:
    seat = prompt.seat
    state.messengers[seat] -= 1  # the messenger already stands on the Crusade
    try:
        return messenger_choices(state, seat, prompt.card)
    finally:
        state.messengers[seat] += 1


def send_messenger(state: State, cmd: SendMessenger, rng: SeededRng, events: Events,
                   prompt: MMPrompt) -> None:
    """MM-4.64: dice to the Armory, resources to the supply, the quest face up."""
    seat = cmd.seat
    payment = quest_payment(state, seat, cmd.quest, cmd.reduce, cmd.substitute)
    assert payment is not None
    dice, cost = payment
    for w, n in dice.items():
        if n:
            state.dice[seat][w] -= n
            state.armory[w] += n
            events.append(DiceReturned(seat, w, n, "messenger"))
    paid = tuple((k, n) for k, n in cost.items() if n)
    for k, n in paid:
        state.res[seat][k] -= n
    if paid:
        events.append(Paid(seat, paid, "supply"))
    state.quests[seat].remove(cmd.quest)
    state.quests_done[seat].append(cmd.quest)
    events.append(MessengerSent(seat, cmd.quest))
