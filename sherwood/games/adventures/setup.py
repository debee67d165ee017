"""Setting up the adventure (AR-3), in the order of AR-3.24: the camp (if random), the lion
seals shuffled over the forest places (your start), the setup seal, then the first disc.

:func:`new_state` builds the board of a chosen outlaw, set and camp standing on a given
space, before any draw (tests build exact positions from it)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from sherwood.engine import Event, SeededRng
from sherwood.engine.errors import BadOptions
from sherwood.engine.flow import Events, push
from sherwood.games.adventures.board import forest
from sherwood.games.adventures.content import (
    CAMP_FRONT,
    CAMPS,
    DISCS,
    HOURGLASSES,
    LION_SEALS,
    OBJECTS,
    OUTLAWS,
    SEAL_IDS,
    SET_FACES,
    START_HOPE,
    START_VIOLET,
    START_WHITE,
    TASK_SETS,
    VIOLET_DICE,
    WHITE_DICE,
)
from sherwood.games.adventures.events import AdventureBegan, LionSealsLaid
from sherwood.games.adventures.state import State


def initial_faces(task_set: str, camp: int) -> dict[str, str]:
    """AR-3.1a to AR-3.6a, AR-13.1, AR-13.6, AR-13.11: every tile on its first face, the other
    camp inactive, the tile in front of your camp removed, the set's tiles changed."""
    faces = {t.id: t.faces[0] for t in forest().tiles.values()}
    other = CAMPS[1] if camp == CAMPS[0] else CAMPS[0]
    faces[str(other)] = "inactive"
    faces[CAMP_FRONT[camp]] = "removed"
    faces.update(SET_FACES[task_set])
    return faces


def new_state(outlaw: str, task_set: str, camp: int, at: str) -> State:
    """The state after setup's fixed parts (AR-3.7 to AR-3.16, AR-3.22): the bag with 8 violet
    dice and 1 white one and all 7 discs, all 8 seals in the bag, no object, Hope 4, 7
    hourglasses, the dossier on square 1, Gisbourne before the gate, you on ``at``."""
    return State(
        outlaw=outlaw, task_set=task_set, camp=camp, at=at, gisbourne=forest().gisbourne_start,
        hope=START_HOPE, hourglasses=HOURGLASSES, round=1, turns_taken=0,
        faces=initial_faces(task_set, camp), objects=dict.fromkeys(OBJECTS, 0), banner=0,
        cross=0, bag_discs=list(DISCS), drawn_discs=[], bag_white=START_WHITE,
        bag_violet=START_VIOLET, bow_in_bag=False, supply_white=WHITE_DICE - START_WHITE,
        supply_violet=VIOLET_DICE - START_VIOLET, seals_bag=list(SEAL_IDS), recesses=[],
        dossier=1, coat_of_arms=[])


def read_options(options: Mapping[str, Any]) -> tuple[str, str, int | str]:
    """The outlaw, the set and the camp (60, 70 or ``"random"``) of ``options``."""
    outlaw = options.get("outlaw", "robin")
    task_set = options.get("task_set", "1")
    camp = options.get("camp", "random")
    if outlaw not in OUTLAWS:
        raise BadOptions(f"There is no outlaw {outlaw!r} (outlaws: {', '.join(OUTLAWS)})")
    if task_set not in TASK_SETS:
        raise BadOptions(f"There is no Special-Task set {task_set!r} (sets: {', '.join(TASK_SETS)})")
    if camp not in (*CAMPS, "random"):
        raise BadOptions(f"The secret camp is 60, 70 or random, not {camp!r}")
    return outlaw, task_set, camp


def setup(rng: SeededRng, options: Mapping[str, Any]) -> tuple[State, list[Event]]:
    """AR-3 in the order of AR-3.24; the queue then draws the setup seal and the first disc
    (the caller runs the flow)."""
    outlaw, task_set, choice = read_options(options)
    camp = rng.choice(list(CAMPS)) if choice == "random" else int(choice)  # AR-3.5a
    lions = list(LION_SEALS)
    rng.shuffle(lions)  # AR-3.18
    places = tuple(zip(forest().lion_seal_places, lions, strict=True))
    start = next(p for p, seal in places if seal == OUTLAWS[outlaw].lion_seal)  # AR-3.19
    state = new_state(outlaw, task_set, camp, start)
    # the first disc begins round 1: the discs wait beside the bag until then (AR-3.23)
    state.round, state.bag_discs, state.drawn_discs = 0, [], list(DISCS)
    events: Events = [AdventureBegan(outlaw, task_set, camp, start), LionSealsLaid(places)]
    push(state, ("draw_seal",), ("next_disc",))  # AR-3.20, AR-3.21, AR-3.23
    return state, events
