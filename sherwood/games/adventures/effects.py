"""The small effects every part of the adventure uses: Hope and the hourglasses (AR-12), the
end of the game (AR-14), tile faces (AR-0.5), objects and their markers (AR-7.2, AR-7.3), and
the draws from the bag (AR-4.1, AR-6.6, AR-17): every draw is ``rng.choice`` over the items of
its kind in the bag, listed in a fixed order (dice ``W``... ``V``... ``B``; discs in the
order of ``DISCS``; seals by number), so a test can inject draws."""

from __future__ import annotations

from sherwood.engine import Command, SeededRng
from sherwood.engine.flow import Events, push
from sherwood.games.adventures.commands import DiscardObject, Forgo
from sherwood.games.adventures.content import MARKERS, OBJECTS, TASK_OBJECTS, WIN_HOPE
from sherwood.games.adventures.events import (
    AdventureLost,
    AdventureWon,
    BowDieBack,
    DiceReturned,
    DieDrawn,
    HopeChanged,
    HourglassRemoved,
    ObjectDiscarded,
    ObjectForgone,
    ObjectGained,
    TileTurned,
    WhiteDiceAdded,
)
from sherwood.games.adventures.prompts import MakeRoom
from sherwood.games.adventures.state import State, ask

# --- the end (AR-14) --------------------------------------------------------------------

WINS = ("hope", "tasks")


def finish(state: State, events: Events, result: str) -> None:
    """AR-14.6: the first terminal event ends the game; nothing after it is resolved."""
    state.result, state.over = result, True
    state.queue.clear()
    state.prompt = None
    events.append(AdventureWon(result) if result in WINS else AdventureLost(result))


# --- Hope and the hourglasses (AR-12) ---------------------------------------------------


def change_hope(state: State, events: Events, delta: int, why: str) -> None:
    """Hope ``delta``: AR-14.2 at 18 you win at once; AR-12.3 below 0 Hope stays 0 and an
    hourglass goes for every point below (the last one loses, AR-14.3)."""
    if state.over or not delta:
        return
    new = state.hope + delta
    state.hope = min(WIN_HOPE, max(0, new))
    events.append(HopeChanged(delta, state.hope, why))
    if new >= WIN_HOPE:
        finish(state, events, "hope")
    for _ in range(-new if new < 0 else 0):
        remove_hourglass(state, events, "despair")
        if state.over:
            return


def remove_hourglass(state: State, events: Events, why: str) -> None:
    """AR-12.5: an hourglass leaves the Evil End; the last one loses (AR-14.3)."""
    state.hourglasses -= 1
    events.append(HourglassRemoved(state.hourglasses, why))
    if state.hourglasses <= 0:
        finish(state, events, "hourglasses")


def set_face(state: State, events: Events, tile: str, face: str) -> None:
    """AR-0.5: turn ``tile`` to ``face`` (no event when it shows it already)."""
    if state.faces[tile] != face:
        state.faces[tile] = face
        events.append(TileTurned(tile, face))


def turn_tile_step(state: State, rng: SeededRng, events: Events, tile: str, face: str) -> None:
    """Step ``("turn_tile", tile, face)``."""
    set_face(state, events, tile, face)


# --- objects (AR-7) ---------------------------------------------------------------------


def discard(state: State, events: Events, obj: str, why: str, count: int = 1) -> None:
    """Give up ``count`` of ``obj`` (its markers return to your supply)."""
    for _ in range(count):
        if obj in TASK_OBJECTS:
            setattr(state, obj, getattr(state, obj) - 1)
        else:
            state.objects[obj] -= 1
        events.append(ObjectDiscarded(obj, why))


def owned(state: State, obj: str) -> int:
    return getattr(state, obj) if obj in TASK_OBJECTS else state.objects[obj]


def gain_step(state: State, rng: SeededRng, events: Events, obj: str) -> None:
    """Step ``("gain", obj)``: AR-7.3 a parchment object takes a free marker; with none
    free, you may first discard one (:class:`MakeRoom`); AR-7.4 task objects need none."""
    if obj in TASK_OBJECTS:
        setattr(state, obj, getattr(state, obj) + 1)
        events.append(ObjectGained(obj))
    elif state.markers_used < MARKERS:
        state.objects[obj] += 1
        events.append(ObjectGained(obj))
    else:
        ask(state, MakeRoom(0, obj))


def make_room_options(state: State, prompt: MakeRoom) -> list[Command]:
    """AR-7.3: discard any parchment object you own, or leave the new one."""
    found: list[Command] = [DiscardObject(0, o) for o in OBJECTS if state.objects[o]]
    return [*found, Forgo(0)]


def discard_object(state: State, command: DiscardObject, rng: SeededRng, events: Events,
                   prompt: MakeRoom) -> None:
    discard(state, events, command.obj, "room")
    push(state, ("gain", prompt.obj))


def forgo(state: State, command: Forgo, rng: SeededRng, events: Events, prompt: MakeRoom) -> None:
    events.append(ObjectForgone(prompt.obj))


# --- draws (AR-4.1, AR-6.6, AR-17) ------------------------------------------------------


def bag_dice(state: State) -> list[str]:
    """The dice in the bag in the canonical order of a draw."""
    return ["W"] * state.bag_white + ["V"] * state.bag_violet + (["B"] if state.bow_in_bag else [])


def draw_die(state: State, rng: SeededRng, events: Events, purpose: str,
             bow_counts: bool) -> str | None:
    """Draw one die and hold it aside (AR-6.6); None from an empty bag (AR-18.3). Where the bow
    die does not count (``bow_counts`` false, AR-0.3, AR-18.2) a drawn bow die goes back onto
    the bow at once and another die is drawn in its place."""
    while True:
        items = bag_dice(state)
        if not items:
            return None
        die = rng.choice(items)
        events.append(DieDrawn(die, purpose))
        if die == "W":
            state.bag_white -= 1
        elif die == "V":
            state.bag_violet -= 1
        else:
            state.bow_in_bag = False
            if not bow_counts:
                events.append(BowDieBack())
                continue
        state.held.append(die)
        return die


def return_dice(state: State, events: Events) -> None:
    """AR-6.6: the sequence is over: white dice to the supply, violet back into the bag, the
    bow die back onto the bow."""
    if not state.held:
        return
    white, violet = state.held.count("W"), state.held.count("V")
    bow = "B" in state.held
    state.supply_white += white
    state.bag_violet += violet
    state.held.clear()
    events.append(DiceReturned(white, violet, bow))


def add_white(state: State, events: Events, count: int, why: str) -> None:
    """AR-1.5: up to ``count`` white dice from the supply into the bag (none if it is empty)."""
    count = min(count, state.supply_white)
    if count:
        state.supply_white -= count
        state.bag_white += count
        events.append(WhiteDiceAdded(count, why))
