"""What Robin Hood and the Merry Men reads from ``boards/merry_men.yaml`` by id (checked by
``sherwood validate-boards``): every location of the content with its hideouts and hero
spot, the four roads space by space, the tracks, the prison levels, and the piles and panels
the table draws at fixed places."""

from __future__ import annotations

from sherwood.engine.board_needs import BoardNeeds
from sherwood.games.merry_men.facts import GATHERING, HERO_LOCATIONS, ROADS, C

HIDEOUTS = ("h1", "h2", "h3", "h4")  # MM-1.3: four hideouts by a main area
TABLE_ZONES = (
    # the host's panels
    "banner", "actions", "controls", "seats", "log", "tableau", "caption", "board",
    # places the table draws by name (MM-1.8, MM-1.9, MM-1.14, MM-1.15, the modules' decks)
    "castle", "fortress", "sheriff_hideout", "armory", "chapel", "supply", "carriage_bag",
    "loot_bag", "merry_men_deck", "merry_men_discard", "villain_deck", "villain_discard",
    "spy_deck", "edict_deck", "edict_discard", "guard_track", "depot", "round_panel",
    "renown_panel",
)


def road_spaces(road_id: str) -> tuple[str, ...]:
    """MM-1.10: S, the printed barricade B0, then carriage space Wk and barricade slot Bk."""
    slots = C.roads[road_id].slots
    return ("S", "B0", *(space for k in range(1, slots + 1) for space in (f"W{k}", f"B{k}")))


def _zones() -> dict[str, tuple[str, ...]]:
    zones: dict[str, tuple[str, ...]] = {zone: () for zone in (*C.locations, *TABLE_ZONES)}
    for place in GATHERING:
        zones[place] = (*HIDEOUTS, "main")
    for place in HERO_LOCATIONS:
        zones[place] = (*zones.get(place, ()), "hero")
    zones["fortress"] = ("ransom",)
    return zones


BOARD_NEEDS = BoardNeeds(
    zones=_zones(),
    paths={road: road_spaces(road) for road in ROADS},
    tracks={
        "depot": range(1, len(C.depot_losses) + 1),                # MM-1.14
        "guards": range(1, max(C.guard_track_by_players) + 1),     # MM-1.15
        "renown": range(C.renown_max + 1),                         # MM-1.21
        "round": range(1, C.limits.rounds + 1),
    },
    prison=tuple(level.id for level in C.prison_levels),           # MM-1.16
)
