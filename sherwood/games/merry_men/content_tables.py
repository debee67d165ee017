"""Reading ``tables.yaml``, the numbers of Robin Hood and the Merry Men (weapons, locations,
roads, the depot, the prison, contests, rows, renown, the camp, villains, dice, limits and
scoring), into the fields of :class:`~.content.Content`; and the small readers of values
(gains, costs, ids of a table, lists of numbers) that the card files share
(:mod:`.content_reader`). Every mistake raises ``BadLayout`` with file, line and field.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, TypeVar

# The same checked YAML reading as the board layouts, so that content files and boards
# report their mistakes the same way (file, line, field).
from sherwood.engine.checked_yaml import (
    At,
    FrozenMap,
    Item,
    YamlMap,
    YamlSeq,
    check_fields,
    check_known,
    read_count,
    read_field,
    read_ident,
    read_int,
    read_items,
    read_list,
    read_natural,
    read_text,
    show,
    suggest,
)
from sherwood.games.merry_men.content import (
    ACTIONS,
    BASIC_RESOURCES,
    GAIN_KEYS,
    HERO_ACTIONS,
    ROW_KINDS,
    VILLAIN_TARGETS,
    ArcheryContest,
    Camp,
    Character,
    Dice,
    Gain,
    HeroLocation,
    Limits,
    Location,
    PrisonLevel,
    Road,
    RobAttempt,
    RowReward,
    Scoring,
    VillageOffer,
    Villain,
    Weapon,
)

T = TypeVar("T")


# --- values -----------------------------------------------------------------------------------


def by_id(at: At, node: Any, read: Callable[[At, Any], Item], what: str) -> FrozenMap[Item]:
    """A list of items with unique ids, by id."""
    items = read_items(at, node, read, what, nonempty=True)
    return FrozenMap((item.id, item) for item in items)


def gain_of(keys: Sequence[str], what: str) -> Callable[[At, Any], Gain]:
    """A reader of a gain whose keys are among ``keys`` (``what`` names one key in errors)."""

    def read(at: At, node: Any) -> Gain:
        if not isinstance(node, YamlMap):
            at.fail(f"expected a mapping such as {{{keys[0]}: 1}}, got {show(node)}")
        if not node:
            at.fail("is empty; leave the field out instead")
        for key, value in node.items():
            place = at.key(node, key)
            if key not in keys:
                place.fail(f"unknown {what} {key!r}{suggest(key, keys)} (known: {', '.join(keys)})")
            read_int(place, value, minimum=1)
        return FrozenMap(node)

    return read


read_gain = gain_of(GAIN_KEYS, "gain")
read_cost = gain_of(BASIC_RESOURCES, "basic resource")


def one_of(options: Sequence[str], what: str) -> Callable[[At, Any], str]:
    def read(at: At, value: Any) -> str:
        if value not in options:
            at.fail(f"expected a {what} ({', '.join(options)}), got {show(value)}{suggest(value, options)}")
        return value

    return read


def ref(table: Mapping[str, Any], what: str) -> Callable[[At, Any], str]:
    """A reader of an id that must name an entry of ``table``."""

    def read(at: At, value: Any) -> str:
        check_known(at, read_ident(at, value), table, what)
        return value

    return read


def refs(table: Mapping[str, Any], what: str, nonempty: bool = False) -> Callable[[At, Any], tuple[str, ...]]:
    def read(at: At, node: Any) -> tuple[str, ...]:
        return tuple(read_list(at, node, ref(table, what), nonempty))

    return read


def ints(
    count: int | None, read: Callable[[At, Any], int] = read_count
) -> Callable[[At, Any], tuple[int, ...]]:
    """A reader of a list of whole numbers (exactly ``count`` of them, if given)."""

    def reader(at: At, node: Any) -> tuple[int, ...]:
        values = tuple(read_list(at, node, read, nonempty=True))
        if count is not None and len(values) != count:
            at.fail(f"expected {count} numbers, got {len(values)}")
        return values

    return reader


def _by_players(at: At, node: Any) -> tuple[int, int, int, int]:
    """One number for each player count 1, 2, 3, 4."""
    one, two, three, four = ints(4)(at, node)
    return one, two, three, four


def _numbered(at: At, node: YamlSeq, items: Sequence[Any], what: str) -> None:
    """The ``number`` of the items must run 1, 2, 3 … in order."""
    for i, item in enumerate(items):
        if item.number != i + 1:
            at.item(node, i).key(node[i], "number").fail(f"{what} {i + 1} expected here, got {item.number}")


def gathering_of(locations: Mapping[str, Location]) -> FrozenMap[Location]:
    """The gathering places among ``locations`` (those with hideouts), by id."""
    return FrozenMap((k, v) for k, v in locations.items() if v.gathering)


# --- tables.yaml ----------------------------------------------------------------------------

_TABLES = (
    "weapons",
    "locations",
    "usable_hideouts_by_players",
    "start_guards_by_players",
    "roads",
    "depot",
    "guard_track_by_players",
    "prison",
    "sheriff_hideout",
    "player_start",
    "archery",
    "rob_the_rich",
    "structures",
    "road_penny",
    "village",
    "barricade_row",
    "trap_row",
    "renown",
    "camp",
    "characters",
    "villains",
    "hero_locations",
    "dice",
    "limits",
    "scoring",
)


def read_tables(at: At, root: Any) -> dict[str, Any]:
    """The fields of ``Content`` that come from tables.yaml, by name."""
    root = check_fields(at, root, _TABLES, ())
    weapons = read_field(at, root, "weapons", lambda a, n: by_id(a, n, _weapon, "weapon id"))
    colours = [w.colour for w in weapons.values()]
    _unique_values(at.key(root, "weapons"), root["weapons"], colours, "colour")
    locations = read_field(at, root, "locations", lambda a, n: by_id(a, n, _location(weapons), "location id"))
    if not any(loc.gathering for loc in locations.values()):
        at.key(root, "locations").fail("needs at least one gathering place (hideouts > 0)")
    most = max(loc.hideouts for loc in locations.values())
    usable = read_field(at, root, "usable_hideouts_by_players", _by_players)
    if max(usable) > most:
        at.key(root, "usable_hideouts_by_players").fail(f"a gathering place has only {most} hideouts")
    start_guards = read_field(at, root, "start_guards_by_players", _start_guards(usable))
    depot_losses, depot_spaces = read_field(at, root, "depot", _depot)
    camp = read_field(at, root, "camp", _camp)
    roads = read_field(at, root, "roads", lambda a, n: by_id(a, n, _road, "road id"))
    renown_max, renown_bands = read_field(at, root, "renown", _renown)
    return {
        "weapons": weapons,
        "colour_weapon": FrozenMap((w.colour, w.id) for w in weapons.values()),
        "weapon_prices": FrozenMap((w.id, w.price) for w in weapons.values()),
        "locations": locations,
        "usable_hideouts_by_players": usable,
        "start_guards_by_players": start_guards,
        "roads": roads,
        "depot_losses": depot_losses,
        "depot_spaces_by_players": depot_spaces,
        "guard_track_by_players": read_field(at, root, "guard_track_by_players", _by_players),
        "prison_levels": tuple(
            read_field(at, root, "prison", lambda a, n: read_items(a, n, _prison_level, "level id"))
        ),
        "sheriff_hideout_start": read_field(at, root, "sheriff_hideout", read_cost),
        "player_start": read_field(at, root, "player_start", read_cost),
        "archery": read_field(at, root, "archery", _contests(ArcheryContest, "contest")),
        "rob_the_rich": read_field(at, root, "rob_the_rich", _contests(RobAttempt, "attempt")),
        "structure_costs": read_field(at, root, "structures", _structures),
        "road_penny": read_field(at, root, "road_penny", read_count),
        "village": read_field(at, root, "village", _village),
        "barricade_rewards": read_field(at, root, "barricade_row", _row("B", camp)),
        "trap_rewards": read_field(at, root, "trap_row", _row("T", camp)),
        "renown_max": renown_max,
        "renown_bands": renown_bands,
        "camp": camp,
        "characters": read_field(
            at, root, "characters", lambda a, n: by_id(a, n, _character, "character id")
        ),
        "villains": read_field(at, root, "villains", lambda a, n: by_id(a, n, _villain, "villain id")),
        "hero_locations": read_field(at, root, "hero_locations", _hero_locations(locations, roads)),
        "dice": read_field(at, root, "dice", _dice),
        "limits": read_field(at, root, "limits", _limits),
        "scoring": read_field(at, root, "scoring", _scoring),
    }


def _unique_values(at: At, node: YamlSeq, values: list[Any], key: str) -> None:
    seen: dict[Any, int] = {}
    for i, value in enumerate(values):
        if value in seen:
            at.item(node, i).key(node[i], key).fail(
                f"{key} {value!r} is used twice (first in {at.field}[{seen[value]}])"
            )
        seen[value] = i


def _weapon(at: At, node: Any) -> Weapon:
    node = check_fields(at, node, ("id", "name", "colour", "armory", "price"), ())
    return Weapon(
        id=read_field(at, node, "id", read_ident),
        name=read_field(at, node, "name", read_text),
        colour=read_field(at, node, "colour", read_ident),
        armory=read_field(at, node, "armory", read_count),
        price=read_field(at, node, "price", read_cost),
    )


def _location(weapons: Mapping[str, Weapon]) -> Callable[[At, Any], Location]:
    def read(at: At, node: Any) -> Location:
        node = check_fields(
            at,
            node,
            ("id", "name", "hideouts"),
            ("name_de", "code", "main", "main_action", "card_action", "weapon", "clear"),
        )
        hideouts = read_field(at, node, "hideouts", read_natural)
        gathering = hideouts > 0
        if gathering:
            for name in ("weapon", "clear"):
                if name not in node:
                    at.key(node, name).fail("is required for a gathering place (hideouts > 0)")
            if ("main" in node) == ("main_action" in node):
                at.key(node, "main").fail("a gathering place needs either main (a gain) or main_action")
        else:
            for name in ("main", "main_action", "weapon", "clear"):
                if name in node:
                    at.key(node, name).fail("only a gathering place (hideouts > 0) has this field")
        return Location(
            id=read_field(at, node, "id", read_ident),
            name=read_field(at, node, "name", read_text),
            hideouts=hideouts,
            main_gain=read_field(at, node, "main", read_gain),
            main_action=read_field(at, node, "main_action", one_of(ACTIONS, "action")),
            weapon=read_field(at, node, "weapon", ref(weapons, "weapon type")),
            clear_reward=read_field(at, node, "clear", read_gain),
            gathering=gathering,
            name_de=read_field(at, node, "name_de", read_text, ""),
            code=read_field(at, node, "code", read_ident, ""),
            card_action=read_field(at, node, "card_action", one_of(ACTIONS, "action")),
        )

    return read


def _start_guards(usable: tuple[int, ...]) -> Callable[[At, Any], tuple[tuple[int, ...], ...]]:
    def read(at: At, node: Any) -> tuple[tuple[int, ...], ...]:
        rows = read_list(at, node, ints(None))
        if len(rows) != 4:
            at.fail(f"expected 4 lists of hideouts (for 1, 2, 3, 4 players), got {len(rows)}")
        for players, row in enumerate(rows):
            row_at = at.item(node, players)
            for hideout in row:
                if hideout > usable[players]:
                    row_at.fail(f"hideout {hideout} is not usable with {players + 1} players")
            if len(set(row)) != len(row):
                row_at.fail("names a hideout twice")
        return tuple(rows)

    return read


def _road(at: At, node: Any) -> Road:
    node = check_fields(at, node, ("id", "name", "slots", "stack", "cap"), ("numeral", "title"))
    road = Road(
        id=read_field(at, node, "id", read_ident),
        name=read_field(at, node, "name", read_text),
        slots=read_field(at, node, "slots", read_count),
        stack_by_players=read_field(at, node, "stack", _by_players),
        cap=read_field(at, node, "cap", read_count),
        numeral=read_field(at, node, "numeral", read_text, ""),
        title=read_field(at, node, "title", read_text, ""),
    )
    if max(road.stack_by_players) > road.cap:
        at.key(node, "stack").fail(f"a stack cannot start above the cap of {road.cap}")
    return road


def _depot(at: At, node: Any) -> tuple[tuple[int, ...], tuple[int, ...]]:
    node = check_fields(at, node, ("losses", "spaces_by_players"), ())
    losses = read_field(at, node, "losses", ints(None))
    spaces = read_field(at, node, "spaces_by_players", _by_players)
    if max(spaces) > len(losses):
        at.key(node, "spaces_by_players").fail(f"the depot has only {len(losses)} spaces")
    return losses, spaces


def _prison_level(at: At, node: Any) -> PrisonLevel:
    node = check_fields(at, node, ("id",), ("name", "successes", "vp", "items"))
    numbers = [name for name in ("successes", "vp", "items") if name in node]
    if numbers and len(numbers) != 3:
        missing = next(name for name in ("successes", "vp", "items") if name not in node)
        at.key(node, missing).fail("give successes, vp and items together (or none, for the gallows)")
    return PrisonLevel(
        id=read_field(at, node, "id", read_ident),
        successes=read_field(at, node, "successes", read_count),
        vp=read_field(at, node, "vp", read_natural),
        items=read_field(at, node, "items", read_natural),
        name=read_field(at, node, "name", read_text, ""),
    )


def _contests(kind: Callable[..., T], what: str) -> Callable[[At, Any], tuple[T, ...]]:
    def one(at: At, node: Any) -> T:
        node = check_fields(at, node, ("number", "dice", "hits", "reward"), ())
        dice, hits = read_field(at, node, "dice", read_count), read_field(at, node, "hits", read_count)
        if hits > dice:
            at.key(node, "hits").fail(f"cannot need {hits} hits from {dice} dice")
        return kind(
            number=read_field(at, node, "number", read_count),
            dice=dice,
            hits=hits,
            reward=read_field(at, node, "reward", read_gain),
        )

    def read(at: At, node: Any) -> tuple[T, ...]:
        items = read_list(at, node, one, nonempty=True)
        _numbered(at, node, items, what)
        return tuple(items)

    return read


def _structures(at: At, node: Any) -> FrozenMap[Gain]:
    node = check_fields(at, node, ("barricade", "trap"), ())
    return FrozenMap((name, read_field(at, node, name, read_cost)) for name in ("barricade", "trap"))


def _village(at: At, node: Any) -> VillageOffer:
    node = check_fields(at, node, ("price", "guards_removed", "vp"), ())
    return VillageOffer(
        price=read_field(at, node, "price", read_cost),
        guards_removed=read_field(at, node, "guards_removed", read_count),
        vp=read_field(at, node, "vp", read_count),
    )


def _row(prefix: str, camp: Camp) -> Callable[[At, Any], tuple[RowReward, ...]]:
    def one(at: At, node: Any) -> RowReward:
        node = check_fields(at, node, ("space", "kind"), ("gain", "camp_space"))
        kind = read_field(at, node, "kind", one_of(ROW_KINDS, "row reward kind"))
        if kind == "unlock":
            if "camp_space" not in node:
                at.key(node, "camp_space").fail("an unlock space names the camp space it opens")
            if "gain" in node:
                at.key(node, "gain").fail("an unlock space gives no gain")
        else:
            if "gain" not in node:
                at.key(node, "gain").fail(f"a {kind} space needs a gain")
            if "camp_space" in node:
                at.key(node, "camp_space").fail("only an unlock space opens a camp space")
        camp_space = read_field(at, node, "camp_space", read_count)
        if camp_space is not None and not camp.open < camp_space <= camp.spaces:
            at.key(node, "camp_space").fail(f"must be a locked camp space ({camp.open + 1}..{camp.spaces})")
        return RowReward(
            space=read_field(at, node, "space", read_ident),
            kind=kind,
            gain=read_field(at, node, "gain", read_gain),
            camp_space=camp_space,
        )

    def read(at: At, node: Any) -> tuple[RowReward, ...]:
        rows = read_list(at, node, one, nonempty=True)
        for i, row in enumerate(rows):
            if row.space != f"{prefix}{i + 1}":
                at.item(node, i).key(node[i], "space").fail(
                    f"expected {prefix}{i + 1} here, got {row.space!r}"
                )
        return tuple(rows)

    return read


def _renown(at: At, node: Any) -> tuple[int, tuple[tuple[int, int, int], ...]]:
    node = check_fields(at, node, ("max", "bands"), ())
    top = read_field(at, node, "max", read_count)
    bands_at, bands_node = at.key(node, "bands"), node["bands"]
    bands = read_list(bands_at, bands_node, ints(3, read_natural), nonempty=True)
    expected_low = 0
    for i, (low, high, _multiplier) in enumerate(bands):
        if low != expected_low or high < low:
            bands_at.item(bands_node, i).fail(
                f"bands must run from 0 to {top} without gaps: expected [{expected_low}, high >= low, ...]"
            )
        expected_low = high + 1
    if expected_low != top + 1:
        bands_at.fail(f"the last band must end at the maximum renown {top}")
    return top, tuple((low, high, multiplier) for low, high, multiplier in bands)


def _camp(at: At, node: Any) -> Camp:
    node = check_fields(at, node, ("spaces", "open"), ())
    camp = Camp(
        spaces=read_field(at, node, "spaces", read_count), open=read_field(at, node, "open", read_count)
    )
    if camp.open > camp.spaces:
        at.key(node, "open").fail(f"cannot open more than the {camp.spaces} camp spaces")
    return camp


def _character(at: At, node: Any) -> Character:
    node = check_fields(at, node, ("id", "name"), ())
    return Character(id=read_field(at, node, "id", read_ident), name=read_field(at, node, "name", read_text))


def _villain(at: At, node: Any) -> Villain:
    node = check_fields(at, node, ("id", "name", "targets"), ("guards",))
    return Villain(
        id=read_field(at, node, "id", read_ident),
        name=read_field(at, node, "name", read_text),
        targets=read_field(at, node, "targets", one_of(VILLAIN_TARGETS, "kind of target")),
        guards=read_field(at, node, "guards", read_natural, 0),
    )


def _hero_locations(
    locations: Mapping[str, Location], roads: Mapping[str, Road]
) -> Callable[[At, Any], FrozenMap[HeroLocation]]:
    """The Hero-phase locations: a gathering place or a road by id, or a new place with a name."""
    road_names = {road.id: road.name for road in roads.values()}

    def one(at: At, node: Any) -> HeroLocation:
        node = check_fields(at, node, ("number", "id", "action"), ("name",))
        loc_id = read_field(at, node, "id", read_ident)
        action = read_field(at, node, "action", one_of(HERO_ACTIONS, "hero action"))
        known = locations.get(loc_id)
        if known is not None and not known.gathering:
            at.key(node, "id").fail(f"{loc_id!r} has no hideouts, so a hero cannot go there")
        if action == "fight" and known is None:
            at.key(node, "id").fail(f"a fight takes place at a gathering place; {loc_id!r} is none")
        if action == "rob_carriages" and loc_id not in road_names:
            at.key(node, "id").fail(
                f"carriages are robbed on a road; {loc_id!r} is none{suggest(loc_id, road_names)}"
            )
        name = known.name if known is not None else road_names.get(loc_id)
        if name is None:
            if "name" not in node:
                at.key(node, "name").fail(f"{loc_id!r} is no location or road above, so it needs a name")
            name = read_field(at, node, "name", read_text)
        number = read_field(at, node, "number", read_count)
        return HeroLocation(number=number, id=loc_id, name=name, action=action)

    def read(at: At, node: Any) -> FrozenMap[HeroLocation]:
        items = read_items(at, node, one, "location id", nonempty=True)
        _numbered(at, node, items, "location")
        return FrozenMap((item.id, item) for item in items)

    return read


def _dice(at: At, node: Any) -> Dice:
    node = check_fields(at, node, ("skill_hit", "weapon_success", "skill_dice"), ())
    return Dice(
        skill_hit=read_field(at, node, "skill_hit", _face),
        weapon_success=read_field(at, node, "weapon_success", _face),
        skill_dice=read_field(at, node, "skill_dice", read_count),
    )


def _face(at: At, value: Any) -> int:
    face = read_int(at, value, minimum=1)
    if face > 6:
        at.fail(f"a die has faces 1 to 6, got {face}")
    return face


_LIMITS = tuple(Limits.__dataclass_fields__)


def _limits(at: At, node: Any) -> Limits:
    node = check_fields(at, node, _LIMITS, ())
    return Limits(**{name: read_field(at, node, name, read_count) for name in _LIMITS})


def _scoring(at: At, node: Any) -> Scoring:
    names = ("set_bonus", "captive_vp", "resources_per_vp", "prisoner_vp", "hanged_vp", "forced_return_vp")
    node = check_fields(at, node, names, ())
    bonus_at, bonus_node = at.key(node, "set_bonus"), node["set_bonus"]
    bonus = tuple(read_list(bonus_at, bonus_node, ints(2), nonempty=True))
    _unique_pairs(bonus_at, bonus_node, bonus)
    return Scoring(
        set_bonus=tuple((count, vp) for count, vp in bonus),
        captive_vp=read_field(at, node, "captive_vp", read_int),
        resources_per_vp=read_field(at, node, "resources_per_vp", read_count),
        prisoner_vp=read_field(at, node, "prisoner_vp", read_int),
        hanged_vp=read_field(at, node, "hanged_vp", read_int),
        forced_return_vp=read_field(at, node, "forced_return_vp", read_int),
    )


def _unique_pairs(at: At, node: YamlSeq, pairs: tuple[tuple[int, ...], ...]) -> None:
    for i in range(1, len(pairs)):
        if pairs[i][0] <= pairs[i - 1][0]:
            at.item(node, i).fail("the card counts must rise from one entry to the next")
