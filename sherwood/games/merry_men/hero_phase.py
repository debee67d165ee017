"""The Hero phase (spec section 5, heroes of section 9): taking dice, then each hero turn:
its villain cards, the hero's moves to a location, Jane's free break (Little John's free purchases
happen at the Weaponsmith, in :mod:`.hero_actions`).
What a hero does at a location (spec section 6) is in :mod:`.hero_actions`."""

from __future__ import annotations

from sherwood.engine import SeededRng
from sherwood.engine.flow import Events, ask, push
from sherwood.games.merry_men.board import take_die
from sherwood.games.merry_men.commands import (
    END_TURN,
    JANE_FREE_BREAK,
    MOVE,
    TAKE_DIE,
    EndTurn,
    JaneFreeBreak,
    Move,
    TakeDie,
)
from sherwood.games.merry_men.events import (
    HeroMoved,
    MoveFailed,
    PhaseStarted,
    TurnEnded,
    TurnStarted,
)
from sherwood.games.merry_men.facts import (
    ACTION_OF,
    HERO_LOCATIONS,
    JANE,
    MAX_DICE,
    PLACE_WEAPON,
    PRISON,
    WEAPONS,
    C,
)
from sherwood.games.merry_men.hero_actions import can_rob
from sherwood.games.merry_men.hero_trades import free_purchases, smith_open
from sherwood.games.merry_men.prompts import (
    HeroPrompt,
    MMPrompt,
    TakeDiePrompt,
)
from sherwood.games.merry_men.state import State

TAKEN_DICE = 2    # MM-5.1 [SEED]: each player takes two dice
VILLAGE_PENNIES = C.village.price["pennies"]


# --- taking dice and turns (MM-5.1 – MM-5.7, MM-11.6) -------------------------------------------

def hero_start(state: State, rng: SeededRng, events: Events) -> None:
    state.phase = "hero"
    events.append(PhaseStarted("hero"))
    order = state.order()
    push(state, *[("take_dice", s) for s in order], *[("hero_turn_start", s) for s in order],
         ("end_round",))


def take_dice(state: State, rng: SeededRng, events: Events, seat: int) -> None:
    count = max(0, min(TAKEN_DICE, MAX_DICE - state.dice_held(seat)))
    push(state, *[("take_die_ask", seat)] * count)


def take_die_ask(state: State, rng: SeededRng, events: Events, seat: int) -> None:
    if state.dice_held(seat) < MAX_DICE and any(state.armory.values()):
        ask(state, TakeDiePrompt(seat))


def take_die_options(state: State, prompt: TakeDiePrompt) -> list:
    return [TAKE_DIE(prompt.seat, w) for w in WEAPONS if state.armory[w] > 0]


def take_die_answer(state: State, cmd: TakeDie, rng: SeededRng, events: Events, prompt: MMPrompt) -> None:
    take_die(state, events, cmd.seat, cmd.weapon, "hero phase")


def hero_turn_start(state: State, rng: SeededRng, events: Events, seat: int) -> None:
    state.current = seat
    state.turn = {"seat": seat, "moves": 0, "failed_loc": None, "jane": False, "lj": False}
    events.append(TurnStarted(seat))
    draws = C.solo.villain_draws_by_round[state.round - 1] if state.seats == 1 else 1
    push(state, *[("villain_draw", seat)] * draws, ("hero_turn", seat))


def hero_turn(state: State, rng: SeededRng, events: Events, seat: int) -> None:
    """MM-5.41: up to two moves; after the second the turn ends unless Jane's free break
    is still open."""
    if state.turn["moves"] >= 2 and not _jane_open(state, seat):
        events.append(TurnEnded(seat))
        return
    ask(state, HeroPrompt(seat))


def _jane_open(state: State, seat: int) -> bool:
    """MM-9.8 / MM-5.41 / MM-16.21."""
    t = state.turn
    return (state.ability(seat, JANE) and not t["jane"] and t["failed_loc"] != PRISON
            and move_ok(state, seat, PRISON))


def move_ok(state: State, seat: int, loc: str) -> bool:
    """MM-1.8: where a move is legal (MM-16.20: the action can at least be attempted)."""
    action = ACTION_OF[loc]
    if action == "fight":
        return state.dice[seat][PLACE_WEAPON[loc]] > 0 and True in state.guards[loc][:state.usable]
    if action == "rob_carriages":
        return can_rob(state, seat, loc)
    if action == "prison_break":
        return bool(state.prison) and state.res[seat]["distraction"] > 0
    if action == "archery":
        return True
    if action == "weaponsmith":
        return smith_open(state, seat, state.dice[seat], free_purchases(state, seat))
    return state.res[seat]["pennies"] >= VILLAGE_PENNIES and state.track > 0


def hero_options(state: State, prompt: HeroPrompt) -> list:
    seat = prompt.seat
    t = state.turn
    cmds: list = []
    if t["moves"] < 2:
        cmds += _moves(state, seat, t["failed_loc"])
    if _jane_open(state, seat):
        cmds.append(JANE_FREE_BREAK(seat))
    cmds.append(END_TURN(seat))
    return cmds


def _moves(state: State, seat: int, failed: str | None) -> list:
    """Every :func:`move_ok` location but ``failed`` (MM-5.42), in the order of the locations:
    :func:`move_ok` with what its checks share read once."""
    dice, usable, guards = state.dice[seat], state.usable, state.guards
    out = []
    for loc, action, weapon in HERO_ACTIONS:
        if loc == failed:
            continue
        if action == "fight":
            ok = dice[weapon] > 0 and True in guards[loc][:usable]
        elif action == "rob_carriages":
            ok = can_rob(state, seat, loc)
        else:
            ok = move_ok(state, seat, loc)
        if ok:
            out.append(MOVE(seat, loc))
    return out


HERO_ACTIONS: tuple[tuple[str, str, str], ...] = tuple(
    (loc, ACTION_OF[loc], PLACE_WEAPON.get(loc, "")) for loc in HERO_LOCATIONS)
"""Each hero location (in order) with its action and, for a fight, the weapon it asks for."""

_START = {"fight": "fight_start", "rob_carriages": "road_start", "prison_break": "prison_start",
          "archery": "archery", "weaponsmith": "smith_start", "give_to_the_poor": "village_start"}


def move(state: State, cmd: Move, rng: SeededRng, events: Events, prompt: MMPrompt) -> None:
    seat, loc = cmd.seat, cmd.location
    state.turn["moves"] += 1
    _begin_move(state, events, seat, loc, free=False)
    start = _START[ACTION_OF[loc]]
    first = (start, seat, loc) if start in ("fight_start", "road_start") else \
        (start, seat, 1) if start == "archery" else (start, seat)
    push(state, first, ("move_end", seat), ("hero_turn", seat))


def _begin_move(state: State, events: Events, seat: int, loc: str, free: bool) -> None:
    state.hero_loc[seat] = loc
    state.ctx["move"] = {"loc": loc, "failed": False, "free": free, "robin": False}
    events.append(HeroMoved(seat, state.heroes[seat], loc))


def jane_free_break(state: State, cmd: JaneFreeBreak, rng: SeededRng, events: Events,
                    prompt: MMPrompt) -> None:
    """MM-9.8: a prison-break move that does not count against the two moves."""
    state.turn["jane"] = True
    _begin_move(state, events, cmd.seat, PRISON, free=True)
    push(state, ("prison_start", cmd.seat), ("move_end", cmd.seat), ("hero_turn", cmd.seat))


def end_turn(state: State, cmd: EndTurn, rng: SeededRng, events: Events, prompt: MMPrompt) -> None:
    events.append(TurnEnded(cmd.seat))


def move_end(state: State, rng: SeededRng, events: Events, seat: int) -> None:
    """MM-5.41 / MM-5.42: remember where this move failed."""
    m = state.ctx.pop("move")
    state.turn["failed_loc"] = m["loc"] if m["failed"] else None
    if m["failed"]:
        events.append(MoveFailed(seat, m["loc"]))
