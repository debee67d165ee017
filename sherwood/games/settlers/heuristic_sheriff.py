"""The heuristic bot as the Sheriff of the Robin Hood solo variant: the decisions the spec's
bot notes ("Solo variant, Sheriff bot") add to or change in the standard bot.

:class:`.heuristic.HeuristicBot` plays the solo game when its view says so
(``view.variant``); the standard game never reaches this module. What changes:

- Robin's **destination** (SR-V-4.7, ``choose_robin_hex``): the cheapest eligible hex;
  **displacement** (SR-V-6, ``displace_robin`` / ``decline_displacement``): to the cheapest
  hex when it costs less than staying; **relocation ties** (SR-V-7.12, ``relocate_robin``):
  the least production lost, the desert first (:mod:`.heuristic_solo` has the costs);
- **setup** (SR-V-2.13): the second settlement never at a hex of the first when another
  spot is left (one 7 there would score both);
- **Knight** (SR-V-5): before the roll when Robin's hex holds a Sheriff building or blocks 4
  pips or more and the forced draw is expected to take him somewhere cheaper; after the
  roll only to take Largest Army, and in danger (Robin at 12 VP or more) never the last
  Knight in hand;
- **Monopoly** (SR-V-8.4): on the loot pile, when it holds 2 or more of a type the Sheriff
  needs;
- **encirclement** (SR-V-9.4 to SR-V-9.10): close the ring round Robin's hex when the
  Sheriff's VP exceed Robin's and the missing roads can be had this turn (cards, maritime
  trades, Road Building, before the roll if Road Building alone closes it); never lay the
  road that closes a ring while not ahead;
- **the trap**: while level or ahead, roads (and maritime trades for them) toward five
  sides of a ring round the camp, the sixth left open (a coast side if there is one, else
  the one toward the neighbour where Robin costs least, his only way out): the knight card
  brings Robin home, where no card leads him and he leaves only by the open side or a 7,
  and the Sheriff closes the ring on his next turn. When the five stand and the next draw
  is the knight with a chance of 1 in 4 or better (the Sheriff sees the movement
  discards), a Knight played after the roll may bring Robin home at once;
- **danger** (Robin at 12 or more): no building at Robin's hex unless Robin can then be
  driven off it, and cards spent on development cards rather than kept;
- no domestic trade (SR-V-3.4).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sherwood.engine import Command
from sherwood.games.settlers.geometry import (
    EDGE_ID,
    EDGE_NAMES,
    HEX_ID,
    HEX_NEIGHBOURS,
    HEX_VERTICES,
    VERTEX_HEXES,
    VERTEX_ID,
)
from sherwood.games.settlers.heuristic_board import RES_INDEX, RESOURCES, ROAD
from sherwood.games.settlers.heuristic_plan import GOAL_COSTS, Facts, affordable, trade_plan
from sherwood.games.settlers.heuristic_solo import (
    DANGER,
    SHERIFF,
    camp_of,
    cheapest,
    closes_ring,
    displacement_choice,
    hex_value,
    knight_chance,
    knight_pays,
    quietest,
    ring_missing,
    ring_order,
    robin_cost,
    trap_road,
    unseen_moves,
)

Kinds = dict[str, list[Any]]

SOLO_TARGET = 15
"""SR-V-9.1: Robin's winning total."""
MONOPOLY_LOOT = 2
"""Bot notes: Monopoly on the loot pile once it holds this many cards of a needed type."""


def hex_id(name: str) -> int:
    q, r = name.split(",")
    return HEX_ID[(int(q), int(r))]


def danger(f: Facts) -> bool:
    return f.robin_vp >= DANGER


def next_cards(f: Facts) -> list[int]:
    """What Robin's next draw may show (the Sheriff sees the movement discard pile)."""
    view = f.view
    return unseen_moves(view.movement, view.moves_discard, view.moves_left)


# --- Robin's moves: the Sheriff's choices ---------------------------------------------------------

def destination(f: Facts, kinds: Kinds) -> Command:
    """SR-V-4.7: the eligible hex of the lowest cost, ties by reading order."""
    options = {hex_id(c.hex): c for c in kinds["choose_robin_hex"]}
    return options[cheapest(f.t, list(options), f.vertex_owner, f.vertex_city, f.robin_vp)]


def displacement(f: Facts, kinds: Kinds) -> Command:
    """SR-V-6.1, SR-V-6.4: drive Robin to the cheapest eligible hex if it costs less than
    where he stands; otherwise decline."""
    options = {hex_id(c.hex): c for c in kinds.get("displace_robin", [])}
    target = displacement_choice(f.t, f.robber, list(options), f.vertex_owner, f.vertex_city, f.robin_vp)
    if target is None and "decline_displacement" in kinds:
        return kinds["decline_displacement"][0]
    if target is None:
        target = cheapest(f.t, list(options), f.vertex_owner, f.vertex_city, f.robin_vp)
    return options[target]


def relocation(f: Facts, kinds: Kinds) -> Command:
    """SR-V-7.12: among the hexes of the highest V, the one costing the least production."""
    options = {hex_id(c.hex): c for c in kinds["relocate_robin"]}
    return options[quietest(f.t, list(options), f.vertex_owner, f.vertex_city)]


# --- setup ------------------------------------------------------------------------------------------

def setup_options(f: Facts, options: Sequence[Any]) -> list[Any]:
    """Bot notes, "Placement": the second starting settlement shares no hex with the first
    (when such a spot is left)."""
    first = {h for v, owner in enumerate(f.vertex_owner) if owner == SHERIFF for h in VERTEX_HEXES[v]}
    if not first:
        return list(options)
    apart = [c for c in options if not first.intersection(VERTEX_HEXES[VERTEX_ID[c.vertex]])]
    return apart or list(options)


# --- the turn ----------------------------------------------------------------------------------------

def knight_before_roll(f: Facts) -> bool:
    """Bot notes, "Knight": Robin hurts where he stands and the forced draw should help;
    but never to call him out of the five-sided trap while a 7 there cannot win him the
    game (he is where the Sheriff wants him)."""
    if f.robber == camp_of(f.t) and trap_ready(f) and \
            f.robin_vp + hex_value(f.robber, f.vertex_owner, f.vertex_city) < SOLO_TARGET:
        return False
    return knight_pays(f.t, f.robber, next_cards(f), f.vertex_owner, f.vertex_city, f.edge_owner,
                       f.robin_vp)


def knight_for_army(f: Facts, secures: bool) -> bool:
    """A Knight after the roll: only for Largest Army, and in danger never the last one."""
    if not secures:
        return False
    return not danger(f) or f.view.dev_cards.count("knight") > 1


def monopoly(f: Facts, kinds: Kinds) -> Command | None:
    """SR-V-8.4, bot notes: the loot pile's most plentiful type the Sheriff needs, once it
    holds 2 or more of it."""
    loot = f.view.loot
    needed: set[int] = set()
    for goal in f.goals() or ["city"]:
        cost = GOAL_COSTS[goal]
        needed.update(r for r in range(5) if f.hand[r] < cost[r])
    pool = [r for r in needed if loot[r] >= MONOPOLY_LOOT]
    if not pool:
        return None
    r = max(pool, key=lambda x: (loot[x], -x))
    for c in kinds.get("play_monopoly", []):
        if c.resource == RESOURCES[r]:
            return c
    return None


def ahead(f: Facts) -> bool:
    """SR-V-9.9: an encirclement now would be the Sheriff's win."""
    return f.vp > f.robin_vp


def safe_kinds(f: Facts, kinds: Kinds) -> Kinds:
    """The legal commands the Sheriff bot considers: no domestic offers (SR-V-3.4), no road
    wasted on a ring (:func:`_wasted`), and in danger no building at Robin's hex he could
    not then be driven from."""
    out = dict(kinds)
    out.pop("offer_trade", None)
    camp = camp_of(f.t)
    for kind in ("build_road", "place_free_road"):
        if kind not in out:
            continue
        kept = [c for c in out[kind] if not _wasted(f, camp, EDGE_ID[c.edge])]
        if kept or kind == "build_road":
            out[kind] = kept
    if danger(f) and not any(f.edge_owner[e] != SHERIFF for _, e in HEX_NEIGHBOURS[f.robber]):
        corners = set(HEX_VERTICES[f.robber])
        for kind in ("build_settlement", "build_city"):
            if kind in out:
                out[kind] = [c for c in out[kind] if VERTEX_ID[c.vertex] not in corners]
    return {k: v for k, v in out.items() if v}


def _wasted(f: Facts, camp: int, e: int) -> bool:
    """A road that closes a ring round Robin while the Sheriff is not ahead (a loss or a
    draw), or the sixth side of the camp's ring while Robin is away (the trap would then
    hold him but never end the game, SR-V-9.7)."""
    if closes_ring(f.robber, e, f.edge_owner):
        return not ahead(f)
    return f.robber != camp and closes_ring(camp, e, f.edge_owner)


def ring_plan(f: Facts) -> list[int] | None:
    """The roads that would ring Robin in, in an order the Sheriff can build them, when he is
    ahead and the ring can be closed (SR-V-9.5 to SR-V-9.8)."""
    if not ahead(f):
        return None
    missing = ring_missing(f.robber, f.edge_owner)
    if not missing or len(missing) > f.roads_left:
        return None
    return ring_order(missing, f.vertex_owner, f.edge_owner)


def _road_command(kinds: Kinds, kind: str, edge: int) -> Command | None:
    name = EDGE_NAMES[edge]
    return next((c for c in kinds.get(kind, []) if c.edge == name), None)


def ring_move(f: Facts, kinds: Kinds) -> Command | None:
    """Bot notes, "Encirclement": the next step of closing the ring this turn (a road, a
    maritime trade toward the roads, Road Building, or Year of Plenty for the cards the
    roads lack), or None if it cannot be closed."""
    order = ring_plan(f)
    if order is None:
        return None
    free = 2 if "play_road_building" in kinds else 0
    paid = max(0, len(order) - free)
    cost = tuple(c * paid for c in ROAD)
    if affordable(f.hand, cost):
        if paid == len(order) or paid == 0:
            if paid == 0 and free:
                return kinds["play_road_building"][0]
            return _road_command(kinds, "build_road", order[0])
        return kinds["play_road_building"][0]
    plan = trade_plan(f.hand, cost, f.ratio, f.bank)
    if plan:
        give, get = plan[0]
        for c in kinds.get("maritime_trade", []):
            if RES_INDEX[c.give] == give and RES_INDEX[c.get] == get:
                return c
        return None
    wanted = tuple(RESOURCES[r] for r in range(5) for _ in range(max(0, cost[r] - f.hand[r])))
    if len(wanted) == 1:  # SR-B-9.3 gives two cards: the second of the same kind
        wanted = wanted * 2
    return next((c for c in kinds.get("play_year_of_plenty", []) if tuple(c.resources) == wanted), None)


def ring_free_road(f: Facts, kinds: Kinds) -> Command | None:
    """A free road of Road Building on the ring being closed, if one is being closed."""
    order = ring_plan(f)
    if not order:
        return None
    return _road_command(kinds, "place_free_road", order[0])


# --- the trap round the camp (bot notes: five sides of a ring, then wait) -------------------------

TRAP_KNIGHT_CHANCE = 0.25
"""A Knight is played to bring Robin home when his next draw is the knight this likely."""


def trap_wanted(f: Facts) -> bool:
    """The trap is worth building while the Sheriff is level or ahead (an encirclement
    behind would lose, SR-V-9.9), with a road left over to close it."""
    return f.vp >= f.robin_vp and f.roads_left > 1


def trap_ready(f: Facts) -> bool:
    """Five sides of the ring round the camp are built."""
    missing = ring_missing(camp_of(f.t), f.edge_owner)
    return missing is not None and len(missing) == 1


def trap_move(f: Facts, kinds: Kinds) -> Command | None:
    """Bot notes, "Encirclement": a road toward five sides of a ring round the camp (where
    the knight card brings Robin home), while the Sheriff leads."""
    if not trap_wanted(f):
        return None
    costs = [robin_cost(f.t, h, f.vertex_owner, f.vertex_city, f.robin_vp) for h in range(len(f.t.hex_res))]
    e = trap_road(camp_of(f.t), f.vertex_owner, f.edge_owner, costs)
    if e is None:
        return None
    if affordable(f.hand, ROAD):
        return _road_command(kinds, "build_road", e)
    plan = trade_plan(f.hand, ROAD, f.ratio, f.bank)
    if not plan:
        return None
    give, get = plan[0]
    for c in kinds.get("maritime_trade", []):
        if RES_INDEX[c.give] == give and RES_INDEX[c.get] == get:
            return c
    return None


def knight_home(f: Facts, kinds: Kinds) -> Command | None:
    """A Knight after the roll that may bring Robin into the five-sided ring, when the
    Sheriff can close it at once and wins by it."""
    if "play_knight" not in kinds or not ahead(f) or f.robber == camp_of(f.t) or not trap_ready(f):
        return None
    if not affordable(f.hand, ROAD) and "play_road_building" not in kinds:
        return None
    view = f.view
    if knight_chance(view.movement, view.moves_discard, view.moves_left) < TRAP_KNIGHT_CHANCE:
        return None
    return kinds["play_knight"][0]


def ring_before_roll(f: Facts, kinds: Kinds) -> Command | None:
    """Road Building before the roll when its two roads close the ring round Robin now (a
    7 could relocate him first)."""
    if "play_road_building" not in kinds:
        return None
    order = ring_plan(f)
    if order is None or len(order) > 2:
        return None
    return kinds["play_road_building"][0]
