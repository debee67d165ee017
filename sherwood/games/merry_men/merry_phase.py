"""The Merry Men phase (spec section 4): income, placements, robbing the rich; with the Friar
Tuck (MM-10.5) and spy (MM-10.24) placements. Building and sending messengers are in
:mod:`.merry_works`."""

from __future__ import annotations

from sherwood.engine import SeededRng
from sherwood.engine.flow import Events, ask, push
from sherwood.games.merry_men.board import SPY_SET, imprison
from sherwood.games.merry_men.commands import (
    DECLARE_DONE,
    PAY_FINE,
    PLACE,
    PLACE_TUCK,
    PLACE_WITH_SPY,
    ROB_CONTINUE,
    ROB_SKIP,
    ROB_START,
    ROB_STOP,
    DeclareDone,
    PayFine,
    Place,
    PlaceTuck,
    PlaceWithSpy,
    RobContinue,
    RobSkip,
    RobStart,
    RobStop,
)
from sherwood.games.merry_men.events import (
    CardPlayed,
    DiceRolled,
    FigurePlaced,
    GuardRemoved,
    LootDrawn,
    LootReturned,
    Paid,
    PhaseStarted,
    PlayerDone,
    RoundStarted,
    SpyReturned,
)
from sherwood.games.merry_men.facts import (
    AGENT,
    CARD_ACTION,
    CARD_AFTER,
    CARD_GAIN,
    CARD_LOCATION,
    CRUSADE,
    GATHERING,
    LOOT_REWARD,
    MAIN_GAIN,
    MAIN_ROB,
    MM_CARD,
    SKILL_HIT,
    SPY_LOCATION,
    TUCK,
    YARD,
    C,
    Items,
    items,
)
from sherwood.games.merry_men.merry_works import ROW_REWARDS, can_build, can_send
from sherwood.games.merry_men.prompts import (
    FinePrompt,
    MMPrompt,
    PlacePrompt,
    RobContinuePrompt,
    RobStartPrompt,
)
from sherwood.games.merry_men.state import State

MARKET = next(g for g in GATHERING if MAIN_ROB[g])


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
        if state.camp[seat] > 0 and state.hands[seat]:  # MM-4.7: a placement is due
            state.current = seat
            ask(state, PlacePrompt(seat))
            return
        cmds = place_options(state, seat)
        if cmds:
            state.current = seat
            prompt = PlacePrompt(seat)
            ask(state, prompt)
            state.remember(prompt, cmds)  # the flow lists them next: already done (see .flow)
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
        free: dict[str, tuple[int, ...]] = {}
        for card in state.hands[seat]:
            cmds += _passive_places(seat, card)  # MM-4.21
            cmds += _active_places(state, seat, card, "hand", memo, free)
        for card in state.passive[seat]:
            if card in SPY_SET:
                if state.spies:
                    cmds += _spy_places(state, seat, card)
            else:
                cmds += _active_places(state, seat, card, "passive", memo, free)  # MM-4.16, MM-4.18
    cmds += _tuck_places(state, seat)
    must = state.camp[seat] > 0 and bool(state.hands[seat])
    if cmds and not must:
        cmds.append(DECLARE_DONE(seat))
    return cmds


_PASSIVE_PLACES: dict[tuple[int, str], tuple[Place, ...]] = {}
_ACTIVE_PLACES: dict[tuple[int, str, str, tuple[int, ...]], tuple[Place, ...]] = {}


def _passive_places(seat: int, card: str) -> tuple[Place, ...]:
    """MM-4.21: ``card`` played passively from the hand, in each main area (made once)."""
    places = _PASSIVE_PLACES.get((seat, card))
    if places is None:
        places = _PASSIVE_PLACES[seat, card] = tuple(
            PLACE(seat, card, "hand", "passive", g, 0) for g in GATHERING)
    return places


def _active_places(state: State, seat: int, card: str, source: str, memo: dict[tuple, bool],
                   free: dict[str, tuple[int, ...]]) -> tuple[Place, ...] | list:
    """``memo`` remembers, per card modifier, whether the Yard or the Crusade is possible;
    ``free``, each place's free hideouts."""
    loc = CARD_LOCATION[card]
    if loc in GATHERING:  # MM-4.20, MM-4.22, MM-16.23
        hideouts = free.get(loc)
        if hideouts is None:
            hideouts = free[loc] = tuple(state.free_hideouts(loc))
        key4 = (seat, card, source, hideouts)
        places = _ACTIVE_PLACES.get(key4)
        if places is None:
            places = _ACTIVE_PLACES[key4] = tuple(
                PLACE(seat, card, source, "active", loc, h + 1) for h in hideouts)
        return places
    info = MM_CARD[card]
    if loc == YARD:  # MM-4.25: only if a structure can be paid for and placed
        key: tuple = (YARD, info.build_discount, CARD_GAIN[card])
        if key not in memo:
            memo[key] = can_build(state, seat, info.build_discount, CARD_GAIN[card])
    else:
        key = (CRUSADE, info.quest_discount, info.weapon_substitute)
        if key not in memo:
            memo[key] = can_send(state, seat, card)
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
    yard = can_build(state, seat, None, ())
    free = {g: state.free_hideouts(g) for g in GATHERING}
    for card in state.tuck_hand[seat]:
        for g in GATHERING:
            cmds += [PLACE_TUCK(seat, card, "active", g, h + 1) for h in free[g]]
        if yard:
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
