"""Where things can go on the forest graph: your move (AR-5), the bow's reach (AR-8.3),
Gisbourne's ride (AR-10) and the guards' watch (AR-11.2). Pure functions of the state.

>>> from sherwood.games.adventures.setup import new_state
>>> s = new_state("robin", "1", 60, "stones")
>>> reach(s)["thicket_50"]
('stones', 'tb35', 'camp_60', 'thicket_50')
>>> s.at = "tb34"; s.gisbourne = "mid_road"
>>> visible(s), gisbourne_step(s)
(False, ('camp_60', 'thicket_50'))
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from sherwood.games.adventures.board import distances, forest
from sherwood.games.adventures.content import (
    GUARDS,
    MOVE_STEPS,
    OUTLAWS,
    SET_TASKS,
    SHERIFF_TILE,
    camp_space,
)
from sherwood.games.adventures.state import State


@dataclass(frozen=True)
class _Graph:
    """The board's facts the moves read many times a command, as plain dicts and sets."""

    walk: dict[str, tuple[str, ...]]
    roads: dict[str, tuple[str, ...]]
    guards_on: dict[str, tuple[str, ...]]
    rideable: frozenset[str]
    """Spaces Gisbourne may ever enter (AR-10.4): no tree bridge, nothing in the castle."""
    camps: frozenset[str]
    hidden: frozenset[str]
    """Spaces where you are not visible (AR-10.3): the castle and the tree bridges."""
    open: frozenset[str]


@cache
def _graph() -> _Graph:
    f = forest()
    spaces = f.spaces.values()
    return _Graph(
        dict(f.walk), dict(f.roads),
        {key: tuple(t for t in tiles if t in GUARDS) for key, tiles in f.tiles_on.items()},
        frozenset(s.key for s in spaces if s.kind != "tree_bridge" and s.zone != "castle"),
        frozenset(s.key for s in spaces if s.kind == "camp"),
        frozenset(s.key for s in spaces if s.kind == "tree_bridge" or s.zone == "castle"),
        frozenset(s.key for s in spaces if s.light == "open"))


FRONT_TILES = {"thicket_50": "50", "bramble_61": "61"}
"""AR-2.9: the front-tile spaces and their tiles."""
CAMP_TILES = {"camp_60": "60", "camp_70": "70"}


def blocked(state: State, space: str) -> bool:
    """AR-2.8, AR-2.9: the inactive camp, and a front-tile space while its tile is present."""
    if space in CAMP_TILES:
        return state.faces[CAMP_TILES[space]] == "inactive"
    if space in FRONT_TILES:
        return state.faces[FRONT_TILES[space]] == "present"
    return False


def revealed_guards(state: State, space: str) -> list[str]:
    """The revealed guards on ``space``."""
    faces = state.faces
    return [t for t in _graph().guards_on[space] if faces[t] == "revealed"]


def reach(state: State) -> dict[str, tuple[str, ...]]:
    """AR-5.2 to AR-5.5: every space you can end your move on, with the walk there (start
    included; your own space: the 0-step move). Shortest walks; ties by table order."""
    graph = _graph()
    stops = set() if OUTLAWS[state.outlaw].stealthy else _guarded(state)
    closed = _blocked(state) | {state.gisbourne}  # AR-5.4
    walks: dict[str, tuple[str, ...]] = {state.at: (state.at,)}
    frontier = [state.at]
    for _ in range(MOVE_STEPS):
        found = []
        for here in frontier:
            if here != state.at and here in stops:
                continue  # AR-5.5: a revealed guard ends your movement
            walk = walks[here]
            for there in graph.walk[here]:
                if there not in walks and there not in closed:
                    walks[there] = (*walk, there)
                    found.append(there)
        frontier = found
    return walks


def _guarded(state: State) -> set[str]:
    """The spaces holding a revealed guard."""
    tiles = forest().tiles
    return {tiles[g].space for g in GUARDS if state.faces[g] == "revealed"}


def _blocked(state: State) -> set[str]:
    """The blocked spaces now (AR-2.8, AR-2.9)."""
    return {s for s in (*CAMP_TILES, *FRONT_TILES) if blocked(state, s)}


def slow(state: State, steps: int) -> bool:
    """AR-5.6: 2 or fewer steps (Maid Marian: 3 or fewer) is a slow move."""
    return steps <= OUTLAWS[state.outlaw].slow_steps


def visible(state: State) -> bool:
    """AR-10.3: you are visible unless in the castle or on a tree bridge."""
    return state.at not in _graph().hidden


def _rideable(state: State, target: str) -> frozenset[str]:
    """AR-10.4, AR-10.6: Gisbourne never enters a tree bridge, the castle, a blocked space,
    nor your camp unless it is his target."""
    graph = _graph()
    return graph.rideable - _blocked(state) - (graph.camps - {target})


def gisbourne_step(state: State) -> tuple[str, str] | None:
    """AR-10.5, AR-10.6, AR-18.15: Gisbourne's target and the space of his next step, or None
    when he does not move (on his target, or no way to you nor to your camp)."""
    roads = _graph().roads
    camp = camp_space(state.camp)
    for target in ((state.at, camp) if visible(state) else (camp,)):
        dist = distances(roads, target, _rideable(state, target).__contains__)
        here = dist.get(state.gisbourne)
        if here is None:
            continue  # AR-10.6: no path to you: the camp instead
        if here == 0:
            return None
        return target, next(n for n in roads[state.gisbourne] if dist.get(n) == here - 1)
    return None


def watchers(state: State) -> list[str]:
    """AR-11.2: the revealed guards watching your space: on it, or on a space joined to it by
    a path edge when your space is open."""
    f = forest()
    open_here = f.spaces[state.at].light == "open"
    found = []
    for guard in GUARDS:
        if state.faces[guard] != "revealed":
            continue
        there = f.tiles[guard].space
        if there == state.at or (open_here and state.at in f.roads[there]):
            found.append(guard)
    return found


def bow_distance(state: State, space: str) -> int:
    """AR-8.3: fewest edges of any kind from your space to ``space``."""
    return forest().bow[state.at].get(space, 99)


def specials(state: State) -> dict[str, str]:
    """AR-13.18: the special opponents of your set still to overpower, with their spaces."""
    done = state.coat_of_arms
    found = {}
    tasks = SET_TASKS[state.task_set]
    if "poacher" in tasks and "poacher" not in done and state.faces["190"] == "removed":
        found["poacher"] = "chest_190"
    if "hawk" in tasks and "hawk" not in done and state.faces["58"] == "removed":
        found["hawk"] = "church_tower_58"
    tile = SHERIFF_TILE.get(state.task_set)
    if tile and "sheriff" not in done and state.faces[tile] == "sheriff":
        found["sheriff"] = forest().tiles[tile].space
    return found
