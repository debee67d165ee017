"""The actions besides overpowering (AR-5.8): exploring with the explore overview (AR-6.1 to
AR-6.6), trading at the merchants (AR-6.8 to AR-6.10) and the three book events: the boat,
the castle wall and the hay cart (AR-6.11 to AR-6.14)."""

from __future__ import annotations

from sherwood.engine import Command, SeededRng
from sherwood.engine.flow import Events, push
from sherwood.games.adventures.board import forest
from sherwood.games.adventures.commands import (
    DoneTrading,
    Explore,
    Swap,
    TakeObject,
    Trade,
    UseTile,
)
from sherwood.games.adventures.content import (
    BOOK_TILES,
    BOTTOM,
    EXPLORE,
    EXPLORE_HOPE,
    MERCHANTS,
    PICKS,
    TOP,
    WALL,
)
from sherwood.games.adventures.effects import change_hope, draw_die, return_dice
from sherwood.games.adventures.events import Explored, Relocated, Traded, WallFailed
from sherwood.games.adventures.prompts import PickObject, Trading, Turn
from sherwood.games.adventures.state import State, ask

EXPLORE_DRAWS = 3
"""AR-6.1: up to 3 dice."""

# --- exploring --------------------------------------------------------------------------


def explore_options(state: State) -> list[Explore]:
    """AR-6.1, AR-6.5, AR-18.9: the unexplored small objects and persons on your space."""
    f = forest()
    return [Explore(0, t) for t in f.tiles_on[state.at]
            if f.tiles[t].kind == "explorable" and state.faces[t] == "unexplored"]


def explore(state: State, command: Explore, rng: SeededRng, events: Events, prompt: Turn) -> None:
    """AR-6.1 to AR-6.6: draw until a white die, at most 3 (never stopping early); the dice
    go back; the result (table 1.7); then the tile turns to ``explored`` (AR-6.5a)."""
    drawn = ""
    while len(drawn) < EXPLORE_DRAWS:
        die = draw_die(state, rng, events, "explore", bow_counts=False)  # AR-6.2a
        if die is None:  # AR-18.3
            break
        drawn += die
        if die == "W":  # AR-6.2
            break
    return_dice(state, events)
    result = EXPLORE.get(drawn, "nothing")
    events.append(Explored(command.tile, result))
    steps: list[tuple[str, ...]] = []
    if result == "hope":
        change_hope(state, events, EXPLORE_HOPE, "explore")
        if state.over:
            return
    elif result == "provisions":
        steps.append(("gain", "provisions"))
    elif result == "object":
        ask(state, PickObject(0, PICKS))
    elif result == "gisbourne":
        steps.append(("gisbourne", "explore"))
    push(state, *steps, ("turn_tile", command.tile, "explored"), ("after_action",))


def pick_options(state: State, prompt: PickObject) -> list[Command]:
    return [TakeObject(0, obj) for obj in prompt.options]


def take_object(state: State, command: TakeObject, rng: SeededRng, events: Events,
                prompt: PickObject) -> None:
    push(state, ("gain", command.obj))


# --- the merchants ----------------------------------------------------------------------


def trade_options(state: State) -> list[Trade]:
    """AR-6.8, AR-6.10: a merchant on your space, when you have a top object to trade (a
    trade of nothing would be no action at all)."""
    if not any(state.objects[o] for o in TOP):
        return []
    return [Trade(0, t) for t in forest().tiles_on[state.at] if t in MERCHANTS]


def trade(state: State, command: Trade, rng: SeededRng, events: Events, prompt: Turn) -> None:
    ask(state, Trading(0, command.tile))
    push(state, ("after_action",))


def trading_options(state: State, prompt: Trading) -> list[Command]:
    """AR-6.8, AR-6.9: one top object for one bottom object of your choice, as often as
    you like, never the other way round."""
    swaps: list[Command] = [Swap(0, give, take) for give in TOP if state.objects[give]
                            for take in BOTTOM]
    return [*swaps, DoneTrading(0)]


def swap(state: State, command: Swap, rng: SeededRng, events: Events, prompt: Trading) -> None:
    state.objects[command.give] -= 1
    state.objects[command.take] += 1
    events.append(Traded(command.give, command.take))
    ask(state, prompt)


def done_trading(state: State, command: DoneTrading, rng: SeededRng, events: Events,
                 prompt: Trading) -> None:
    """AR-6.10: the merchant is not turned."""


# --- the book events --------------------------------------------------------------------


def _other_side(space: str) -> str:
    return WALL[1] if space == WALL[0] else WALL[0]


def book_options(state: State) -> list[UseTile]:
    """AR-6.11 to AR-6.14: the boat, the wall and the hay cart on your space, unless
    Gisbourne stands where they would take you."""
    found = []
    for tile in forest().tiles_on[state.at]:
        if tile in BOOK_TILES:
            to = BOOK_TILES[tile][1]
        elif tile == "111":
            to = _other_side(state.at)
        else:
            continue
        if to != state.gisbourne:
            found.append(UseTile(0, tile))
    return found


def use_tile(state: State, command: UseTile, rng: SeededRng, events: Events, prompt: Turn) -> None:
    """AR-6.11 to AR-6.13 (AR-5.7: not steps; the move's slowness stands)."""
    here = state.at
    if command.tile == "111":  # AR-6.12: one die; a white one takes you over
        die = draw_die(state, rng, events, "wall", bow_counts=False)
        return_dice(state, events)
        if die == "W":
            state.at = _other_side(here)
            events.append(Relocated(here, state.at, "wall"))
        else:
            events.append(WallFailed())
    else:
        _, to, how = BOOK_TILES[command.tile]
        state.at = to
        events.append(Relocated(here, to, how))
    push(state, ("after_action",))
