"""The Merry Men phase's works (spec section 4): building barricades and traps at the
Construction Yard (MM-4.45 – MM-4.54, MM-16.4 – MM-16.6) and sending messengers on the Crusade
(MM-4.60 – MM-4.65); the steps, options and handlers here are listed in :data:`.flow.FLOW`."""

from __future__ import annotations

from sherwood.engine import SeededRng
from sherwood.engine.flow import Events, ask, push
from sherwood.games.merry_men.commands import (
    BUILD,
    BUILD_STOP,
    SEND_MESSENGER,
    Build,
    BuildStop,
    SendMessenger,
)
from sherwood.games.merry_men.events import (
    BarricadeBuilt,
    DiceReturned,
    MessengerSent,
    Paid,
    PenniesAdded,
    RowRewardClaimed,
    TrapBuilt,
)
from sherwood.games.merry_men.facts import (
    COST,
    GATHERING,
    MAX_MESSENGERS,
    MM_CARD,
    QUEST_COST,
    QUEST_DICE,
    RESOURCES,
    ROAD_CAP,
    ROAD_SLOTS,
    ROADS,
    ROW,
    WEAPONS,
    C,
    Items,
    items,
)
from sherwood.games.merry_men.prompts import (
    BuildPrompt,
    MessengerPrompt,
    MMPrompt,
)
from sherwood.games.merry_men.state import State

ROW_REWARDS = {"barricade": C.barricade_rewards, "trap": C.trap_rewards}


# --- building (MM-4.45 – MM-4.54, MM-16.4 – MM-16.6) -----------------------------------------------

def structure_cost(structure: str, discount: str | None) -> dict[str, int]:
    """The cost after a card's modifier, plus the road penny (MM-4.47, MM-16.6)."""
    return dict(_structure_cost(structure, discount))


_COSTS: dict[tuple[str, str | None], dict[str, int]] = {}


def _structure_cost(structure: str, discount: str | None) -> dict[str, int]:
    """:func:`structure_cost`, worked out once per structure and modifier: read only."""
    cost = _COSTS.get((structure, discount))
    if cost is None:
        cost = dict(COST[structure])
        if discount == "wood_or_iron":
            key = "wood" if structure == "barricade" else "iron"
            cost[key] = max(0, cost.get(key, 0) - 1)
        elif discount == "tool":
            cost["tools"] = 0
        cost["pennies"] = cost.get("pennies", 0) + C.road_penny
        _COSTS[structure, discount] = cost
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
        cost = _structure_cost(structure, discount)
        if any(res[k] < n for k, n in cost.items()):
            continue
        if structure == "barricade":
            targets = [r for r in ROADS if len(state.barricades[r]) < ROAD_SLOTS[r]]  # MM-4.49
        else:
            targets = [g for g in GATHERING if state.trap_target(g) is not None]  # MM-4.53
        out += [(structure, t, p) for t in targets for p in penny_roads]
    return out


def can_build(state: State, seat: int, discount: str | None, bonus: Items) -> bool:
    """Whether :func:`build_choices` lists anything (a road for the penny is always found: the
    supply when every road is full), without listing it."""
    res = state.res[seat]
    if bonus:
        res = dict(res)
        for key, n in bonus:
            if key in res:
                res[key] += n
    for structure in ("barricade", "trap"):
        left = state.bar_left[seat] if structure == "barricade" else state.trap_left[seat]
        if not left:
            continue
        cost = _structure_cost(structure, discount)
        if any(res[k] < n for k, n in cost.items()):
            continue
        if structure == "barricade":
            if any(len(state.barricades[r]) < ROAD_SLOTS[r] for r in ROADS):
                return True
        elif any(state.trap_target(g) is not None for g in GATHERING):
            return True
    return False


def build_step(state: State, rng: SeededRng, events: Events, seat: int, card: str | None, nth: int) -> None:
    discount = MM_CARD[card].build_discount if card else None
    if nth > 1 and not can_build(state, seat, discount, ()):
        return  # MM-16.5: the second structure is optional
    ask(state, BuildPrompt(seat, card=card, nth=nth))


def build_options(state: State, prompt: BuildPrompt) -> list:
    seat, card = prompt.seat, prompt.card
    discount = MM_CARD[card].build_discount if card else None
    cmds: list = [BUILD(seat, s, t, p) for s, t, p in build_choices(state, seat, discount, ())]
    if prompt.nth > 1:
        cmds.append(BUILD_STOP(seat))
    return cmds


def build(state: State, cmd: Build | BuildStop, rng: SeededRng, events: Events, prompt: BuildPrompt) -> None:
    if isinstance(cmd, BuildStop):
        return
    seat, card = cmd.seat, prompt.card
    discount = MM_CARD[card].build_discount if card else None
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
    if card and prompt.nth < MM_CARD[card].builds:
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
    dice = dict(QUEST_DICE[quest])
    cost = dict(QUEST_COST[quest])
    if reduce:
        cost[reduce] -= 1
    if substitute:
        need, paid = substitute.split(">")
        dice[need] -= 1
        dice[paid] = dice.get(paid, 0) + 1
    have_d, have_r = state.dice[seat], state.res[seat]
    for w, n in dice.items():
        if have_d[w] < n:
            return None
    for k, n in cost.items():
        if have_r[k] < n:
            return None
    return dice, cost


def _affordable(state: State, seat: int, quest: str, reduce: str, substitute: str) -> bool:
    """Whether :func:`quest_payment` finds ``quest`` affordable, without making the payment."""
    if substitute:
        return quest_payment(state, seat, quest, reduce, substitute) is not None
    have_d, have_r = state.dice[seat], state.res[seat]
    for w, n in QUEST_DICE[quest]:
        if have_d[w] < n:
            return False
    # (Pilgrim's Road: one less of ``reduce``)
    return all(have_r[k] >= n - (k == reduce) for k, n in QUEST_COST[quest])


_PAYMENTS: dict[tuple[str, str], tuple[tuple[str, str], ...]] = {}


def _payments(quest: str, card: str) -> tuple[tuple[str, str], ...]:
    """The (reduce, substitute) ways ``card``'s modifiers offer to pay ``quest`` (MM-16.6)."""
    ways = _PAYMENTS.get((quest, card))
    if ways is None:
        info = MM_CARD[card]
        reduces = [k for k, _ in QUEST_COST[quest] if k in RESOURCES] if info.quest_discount else []
        subs = [""] + ([f"{need}>{paid}" for need, _ in QUEST_DICE[quest] for paid in WEAPONS
                        if paid != need] if info.weapon_substitute else [])
        ways = _PAYMENTS[quest, card] = tuple((reduce, sub) for reduce in reduces or [""] for sub in subs)
    return ways


def messenger_choices(state: State, seat: int, card: str) -> list:
    if state.messengers[seat] >= MAX_MESSENGERS:
        return []
    out: list = []
    for quest in state.quests[seat]:
        for reduce, sub in _payments(quest, card):
            if _affordable(state, seat, quest, reduce, sub):
                out.append(SEND_MESSENGER(seat, quest, reduce, sub))
    return out


def can_send(state: State, seat: int, card: str) -> bool:
    """Whether :func:`messenger_choices` lists anything, without listing it."""
    if state.messengers[seat] >= MAX_MESSENGERS:
        return False
    for quest in state.quests[seat]:
        for reduce, sub in _payments(quest, card):
            if _affordable(state, seat, quest, reduce, sub):
                return True
    return False


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
