"""The hero's trades (spec section 6): the Weaponsmith (MM-6.50 – MM-6.53, with Little John's
free purchases, MM-9.6) and the Village (MM-6.60, MM-6.61); listed in :data:`.flow.FLOW`."""

from __future__ import annotations

from sherwood.engine import SeededRng
from sherwood.engine.flow import Events, ask
from sherwood.games.merry_men.board import take_die
from sherwood.games.merry_men.commands import (
    BUY,
    DONATE,
    DONE,
    EXCHANGE,
    Buy,
    Donate,
    Done,
    Exchange,
)
from sherwood.games.merry_men.events import (
    DiceReturned,
    Gained,
    GuardRemoved,
    Paid,
)
from sherwood.games.merry_men.facts import (
    LITTLE_JOHN,
    MAX_DICE,
    PRICE,
    WEAPONS,
    C,
)
from sherwood.games.merry_men.prompts import (
    MMPrompt,
    SmithPrompt,
    VillagePrompt,
)
from sherwood.games.merry_men.state import State
from sherwood.games.merry_men.view import MerryMenView

# --- Weaponsmith (MM-6.50 – MM-6.53) and Village (MM-6.60, MM-6.61) -------------------------------

def free_purchases(state: State | MerryMenView, seat: int) -> int:
    """MM-9.6: how many purchases cost nothing in ``seat``'s next Weaponsmith move: with Little
    John's ability working and not yet used in his turn, only the first purchase of the move
    (the ``little_john`` reading "first", the kept one) or every one ("all"); else 0. Reads
    only public fields, so the table asks it of a view as the rules ask it of the state."""
    if state.heroes[seat] != LITTLE_JOHN or state.disabled[seat]:
        return 0
    turn = state.turn
    if turn.get("seat") == seat and turn.get("lj"):
        return 0
    return MAX_DICE if state.lj_reading == "all" else 1


def free_left(state: State | MerryMenView) -> int:
    """MM-9.6: Little John's free purchases left in the Weaponsmith move being made (the move
    counts them, ``ctx["move"]["free"]``); 0 outside such a move or once they are spent.
    Reads only public fields, for the table."""
    prompt = state.prompt
    if prompt is None or prompt.kind != "smith":
        return 0
    move = (state.ctx or {}).get("move") or {}
    return int(move.get("free") or 0)


def smith_trades(state: State, seat: int, exchangeable: dict[str, int], free: int = 0) -> list:
    """The purchases and exchanges open now; ``free``: Little John's free purchases left in
    this move (MM-9.6), offered without a price while any are left."""
    dice, res, armory = state.dice[seat], state.res[seat], state.armory
    cmds: list = []
    if state.dice_held(seat) < MAX_DICE:
        if free > 0:
            cmds += [BUY(seat, w, True) for w in WEAPONS if armory[w] > 0]
        else:
            cmds += [BUY(seat, w, False) for w in WEAPONS
                     if armory[w] > 0 and all(res[k] >= n for k, n in PRICE[w])]
    for give in WEAPONS:
        if exchangeable.get(give, 0) > 0 and dice[give] > 0:
            cmds += [EXCHANGE(seat, give, take) for take in WEAPONS if take != give and armory[take] > 0]
    return cmds


def smith_open(state: State, seat: int, exchangeable: dict[str, int], free: int = 0) -> bool:
    """Whether :func:`smith_trades` offers anything, without listing it."""
    dice, armory = state.dice[seat], state.armory
    if state.dice_held(seat) < MAX_DICE:
        if free > 0:
            if any(armory[w] > 0 for w in WEAPONS):
                return True
        else:
            res = state.res[seat]
            for w in WEAPONS:
                if armory[w] > 0 and all(res[k] >= n for k, n in PRICE[w]):
                    return True
    for give in WEAPONS:
        if (exchangeable.get(give, 0) > 0 and dice[give] > 0
                and any(take != give and armory[take] > 0 for take in WEAPONS)):
            return True
    return False


def smith_start(state: State, rng: SeededRng, events: Events, seat: int) -> None:
    free = free_purchases(state, seat)
    state.ctx["move"].update(action="smith", exchangeable=dict(state.dice[seat]), free=free)
    ask(state, SmithPrompt(seat))


def smith_options(state: State, prompt: SmithPrompt) -> list:
    seat = prompt.seat
    m = state.ctx["move"]
    return [*smith_trades(state, seat, m["exchangeable"], m["free"]), DONE(seat)]


def trade(state: State, cmd: Buy | Exchange, rng: SeededRng, events: Events, prompt: MMPrompt) -> None:
    seat = cmd.seat
    if isinstance(cmd, Buy):
        if cmd.free:  # MM-9.6: the first free purchase uses Little John's ability for the turn
            state.turn["lj"] = True
            state.ctx["move"]["free"] -= 1
        else:
            price = PRICE[cmd.weapon]
            for k, n in price:
                state.res[seat][k] -= n
            events.append(Paid(seat, price, "supply"))
        take_die(state, events, seat, cmd.weapon, "bought free, Little John" if cmd.free else "bought")
    else:
        state.ctx["move"]["exchangeable"][cmd.give] -= 1  # MM-6.53
        state.dice[seat][cmd.give] -= 1
        state.armory[cmd.give] += 1
        events.append(DiceReturned(seat, cmd.give, 1, "exchange"))
        take_die(state, events, seat, cmd.take, "exchange")
    ask(state, SmithPrompt(seat))


def village_start(state: State, rng: SeededRng, events: Events, seat: int) -> None:
    state.ctx["move"]["action"] = "village"
    ask(state, VillagePrompt(seat))


def village_options(state: State, prompt: VillagePrompt) -> list:
    seat = prompt.seat
    ok = state.res[seat]["pennies"] >= C.village.price["pennies"] and state.track > 0
    return [*([DONATE(seat)] if ok else []), DONE(seat)]


def donate(state: State, cmd: Donate, rng: SeededRng, events: Events, prompt: MMPrompt) -> None:
    """MM-6.61: pennies to the supply, the top track guard to the supply, 2 VP."""
    seat = cmd.seat
    price = tuple(C.village.price.items())
    for k, n in price:
        state.res[seat][k] -= n
    events.append(Paid(seat, price, "supply"))
    for _ in range(C.village.guards_removed):
        if state.track:
            events.append(GuardRemoved("track", 0, state.track, seat, "village"))
            state.track -= 1
    state.vp[seat] += C.village.vp
    events.append(Gained(seat, (("vp", C.village.vp),), "village"))
    ask(state, VillagePrompt(seat))


def done(state: State, cmd: Done, rng: SeededRng, events: Events, prompt: MMPrompt) -> None:
    return None
