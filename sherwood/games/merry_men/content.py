"""The content of Robin Hood and the Merry Men: cards, tiles, heroes and tables.

Every card, tile, hero, module card, edict card and table of numbers is data, in
``sherwood/games/merry_men/data/*.yaml``; this module only reads and checks it (spec
``rules/merry_men.md``, sections 1, 9, 10 and 11). ``load_content()`` reads the files once
with the safe YAML loader and returns a frozen ``Content``. A mistake in a file raises
``BadLayout`` naming the file, the line and the field, e.g. ``sherwood/games/merry_men/
data/quests.yaml, line 12, field cards[3].dice.bows: unknown weapon type 'bows'; did you
mean 'bow'?``.

>>> c = load_content()
>>> c.merry_men_cards["MC01"].gain
FrozenMap({'wood': 2})
>>> c.roads["road_2"].spaces
('S', 'W1', 'W2', 'W3', 'W4')
"""

from __future__ import annotations

import pathlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any, TypeAlias, TypeVar

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
    parse_yaml,
    read_bool,
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
from sherwood.engine.errors import BadLayout

T = TypeVar("T")

GAIN_KEYS: tuple[str, ...] = (
    "wood",
    "iron",
    "tools",
    "distraction",
    "pennies",
    "vp",
    "renown",
    "loot",
    "weapon_any",
    "weapon_bow",
    "weapon_sword",
    "weapon_staff",
    "weapon_axe",
)
"""The keys a ``Gain`` may have (MM-0.3 names the basic resources)."""

BASIC_RESOURCES: tuple[str, ...] = ("wood", "iron", "tools", "distraction", "pennies")
"""The basic resources of MM-0.3: what costs, prices, fines and bail are paid in."""

Gain: TypeAlias = FrozenMap[int]
"""A gain, cost or reward: keys from ``GAIN_KEYS`` to whole numbers of at least 1."""

ACTIONS = ("rob_the_rich", "build", "messenger")
"""What an active Merry Men card does at its location besides its gain (MM-1.23)."""

BUILD_DISCOUNTS = ("wood_or_iron", "tool")
ROW_KINDS = ("income", "unlock", "vp")
VILLAIN_TARGETS = ("gathering", "road")
HERO_ACTIONS = ("fight", "rob_carriages", "prison_break", "archery", "weaponsmith", "give_to_the_poor")
RANSOM_CHOICES = ("basic_resource",)
EDICT_EFFECTS = ("guard", "remove_pennies", "activate_road", "villain")
ROAD_SELECTORS = ("most_pennies", "fewest_barricades", "most_carriages", "most_barricades")
TIE_BREAKS = ("lowest_numeral",)

DATA_DIR = pathlib.Path(__file__).with_name("data")
_SHOWN_DIR = "sherwood/games/merry_men/data"

_EMPTY_GAIN: Gain = FrozenMap()


# --- the values ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Weapon:
    """A weapon type (MM-0.10): the colour of its dice and carriages, its Armory count and price."""

    id: str
    name: str
    colour: str
    armory: int
    price: Gain


@dataclass(frozen=True)
class Location:
    """A Merry-Men-phase location (MM-1.4); ``gathering`` places have hideouts."""

    id: str
    name: str
    hideouts: int
    main_gain: Gain | None
    main_action: str | None
    weapon: str | None
    clear_reward: Gain | None
    gathering: bool
    name_de: str = ""
    code: str = ""
    card_action: str | None = None


@dataclass(frozen=True)
class Road:
    """A road (table 1.4): ``slots`` player barricade slots; the penny stack by player count."""

    id: str
    name: str
    slots: int
    stack_by_players: tuple[int, int, int, int]
    cap: int
    numeral: str = ""
    title: str = ""

    @property
    def spaces(self) -> tuple[str, ...]:
        """The carriage spaces from the start: ``S``, ``W1`` … ``W<slots>`` (MM-1.10)."""
        return ("S", *(f"W{k}" for k in range(1, self.slots + 1)))


@dataclass(frozen=True)
class PrisonLevel:
    """A prison level (MM-1.16); the gallows (IV) has no numbers."""

    id: str
    successes: int | None
    vp: int | None
    items: int | None
    name: str = ""


@dataclass(frozen=True)
class ArcheryContest:
    """One archery contest (MM-6.41): roll ``dice`` skill dice, need ``hits``, gain ``reward``."""

    number: int
    dice: int
    hits: int
    reward: Gain


@dataclass(frozen=True)
class RobAttempt:
    """One attempt at robbing the rich (MM-4.32-4.34); a success draws ``reward`` (a loot tile)."""

    number: int
    dice: int
    hits: int
    reward: Gain


@dataclass(frozen=True)
class VillageOffer:
    """Giving to the poor (MM-6.60): pay ``price``, remove guards from the track, gain VP."""

    price: Gain
    guards_removed: int
    vp: int


@dataclass(frozen=True)
class RowReward:
    """The reward under a barricade or trap row space (table 1.8, MM-4.51)."""

    space: str
    kind: str
    gain: Gain | None
    camp_space: int | None


@dataclass(frozen=True)
class Character:
    """A Merry Men character, whose cards score as a set (MM-8.4 S4)."""

    id: str
    name: str


@dataclass(frozen=True)
class Villain:
    """A villain figure (MM-2.3): where cards send it and the guards it brings (MM-5.20)."""

    id: str
    name: str
    targets: str
    guards: int = 0


@dataclass(frozen=True)
class HeroLocation:
    """One of the 14 Hero-phase locations (MM-1.8) and its action."""

    number: int
    id: str
    name: str
    action: str


@dataclass(frozen=True)
class Camp:
    """The camp on a player board (table 1.8): ``open`` of ``spaces`` are open at the start."""

    spaces: int
    open: int


@dataclass(frozen=True)
class Dice:
    """Die faces (MM-0.9): a skill die hits on ``skill_hit`` or more, a weapon die succeeds on
    ``weapon_success`` or more; ``skill_dice`` skill dice exist."""

    skill_hit: int
    weapon_success: int
    skill_dice: int


@dataclass(frozen=True)
class Limits:
    """The basic game's limits and counts (MM-1.20, MM-2.17-2.19, MM-4.13, MM-4.63, MM-6.10, MM-6.30)."""

    rounds: int
    weapon_dice_held: int
    hand_size: int
    quests_dealt: int
    passive_pile: int
    messengers: int
    prison_tokens: int
    prison_dice_per_token: int
    robbery_dice: int
    barricades: int
    traps: int


@dataclass(frozen=True)
class Scoring:
    """End-game scoring numbers (MM-8.4, MM-6.39, MM-7.14)."""

    set_bonus: tuple[tuple[int, int], ...]
    captive_vp: int
    resources_per_vp: int
    prisoner_vp: int
    hanged_vp: int
    forced_return_vp: int

    def set_points(self, cards: int) -> int:
        """The set bonus for ``cards`` cards of one character (0 below the smallest set)."""
        return max((bonus for n, bonus in self.set_bonus if n <= cards), default=0)


@dataclass(frozen=True)
class MerryManCard:
    """A Merry Men card (MM-1.23, §1.9, MM-16.6).

    ``gain`` is gained first, then ``action`` runs (``builds`` structures for ``build``),
    then ``after_gain``. ``text`` is the card's printed text.
    """

    id: str
    name: str
    character: str
    location: str
    gain: Gain
    action: str | None
    builds: int
    build_discount: str | None
    after_gain: Gain
    quest_discount: bool
    weapon_substitute: bool
    passive_vp: int
    text: str


@dataclass(frozen=True)
class VillainCard:
    """A villain card (MM-1.25), resolved guards → villain → roads (MM-5.7).

    ``villain`` is ``(villain id, target location or road id)``. Golden Arrow cards
    (MM-10.34) are villain cards with ``pot_pennies`` and a ``text``.
    """

    id: str
    title: str
    guards: tuple[str, ...]
    villain: tuple[str, str] | None
    roads: tuple[str, ...]
    pot_pennies: int = 0
    text: str = ""


@dataclass(frozen=True)
class Quest:
    """A King Richard quest card (MM-1.26): weapon ``dice`` by type plus ``cost``; ``vp`` at the end."""

    id: str
    name: str
    dice: FrozenMap[int]
    cost: Gain
    vp: int


@dataclass(frozen=True)
class Carriage:
    """A royal carriage (MM-1.27); ``weapon`` is the type its ``colour`` names (MM-0.10)."""

    id: str
    colour: str
    reward: Gain
    weapon: str = ""


@dataclass(frozen=True)
class Loot:
    """A loot tile (MM-1.28)."""

    id: str
    reward: Gain


@dataclass(frozen=True)
class Ransom:
    """A ransom tile (MM-1.30): ``reward`` per returned guard, plus 1 of ``choice_kinds`` when
    ``choice`` is ``basic_resource``; at most ``cap_per_player`` guards per player (R07)."""

    id: str
    reward: Gain
    choice: str | None
    cap_per_player: int | None
    choice_kinds: tuple[str, ...] = ()


@dataclass(frozen=True)
class Hero:
    """A hero (table 1.15); ``rules`` are the spec's rule ids for the ability."""

    id: str
    name: str
    ability: str
    rules: tuple[str, ...] = ()


@dataclass(frozen=True)
class FriarTuckCard:
    """A Friar Tuck card (MM-10.4, MM-10.5): ``gain`` when played actively in a hideout of any
    gathering place; ``passive_vp`` at the end from the Tuck pile (MM-10.8)."""

    id: str
    name: str
    gain: Gain
    passive_vp: int
    text: str


@dataclass(frozen=True)
class SpyCard:
    """A spy card (MM-10.24-10.26): played actively, a Merry Man goes to ``location``'s main
    area and ``guards_removed`` guards go; ``passive_vp`` (negative) at the end."""

    id: str
    name: str
    location: str
    guards_removed: int
    passive_vp: int
    text: str


@dataclass(frozen=True)
class EdictCard:
    """A solo edict card (MM-11.4, MM-11.7): agents go to ``agents``, then the ``effect``.

    ``guard``: ``count`` guards at ``location``; ``remove_pennies``: ``count`` pennies from
    the road chosen by ``road``; ``activate_road``: activate that road; ``villain``: place
    ``villain`` on that road. ``road`` is a selector from ``ROAD_SELECTORS``.
    """

    id: str
    name: str
    agents: tuple[str, ...]
    effect: str
    location: str | None
    road: str | None
    villain: str | None
    count: int
    text: str


@dataclass(frozen=True)
class SoloRank:
    """A solo result rank and the final score it needs (MM-11.9)."""

    id: str
    name: str
    score: int


@dataclass(frozen=True)
class SoloRules:
    """The solo settings (MM-11.2, MM-11.4, MM-11.6, MM-11.7, MM-11.9)."""

    agents: int
    edicts_per_game: int
    villain_draws_by_round: tuple[int, ...]
    road_tie_break: str
    ranks: tuple[SoloRank, ...]


@dataclass(frozen=True)
class Content:
    """Everything printed on the components of the game, read from ``data/*.yaml``.

    Tables keyed by id keep the order of the files, which is the order of the spec.
    """

    # tables.yaml
    weapons: FrozenMap[Weapon]
    colour_weapon: FrozenMap[str]
    weapon_prices: FrozenMap[Gain]
    locations: FrozenMap[Location]
    usable_hideouts_by_players: tuple[int, int, int, int]
    start_guards_by_players: tuple[tuple[int, ...], ...]
    roads: FrozenMap[Road]
    depot_losses: tuple[int, ...]
    depot_spaces_by_players: tuple[int, int, int, int]
    guard_track_by_players: tuple[int, int, int, int]
    prison_levels: tuple[PrisonLevel, ...]
    sheriff_hideout_start: Gain
    player_start: Gain
    archery: tuple[ArcheryContest, ...]
    rob_the_rich: tuple[RobAttempt, ...]
    structure_costs: FrozenMap[Gain]
    road_penny: int
    village: VillageOffer
    barricade_rewards: tuple[RowReward, ...]
    trap_rewards: tuple[RowReward, ...]
    renown_max: int
    renown_bands: tuple[tuple[int, int, int], ...]
    camp: Camp
    characters: FrozenMap[Character]
    villains: FrozenMap[Villain]
    hero_locations: FrozenMap[HeroLocation]
    dice: Dice
    limits: Limits
    scoring: Scoring
    # one file each
    merry_men_cards: FrozenMap[MerryManCard]
    villain_cards: FrozenMap[VillainCard]
    quests: FrozenMap[Quest]
    carriages: FrozenMap[Carriage]
    loot: FrozenMap[Loot]
    ransom: FrozenMap[Ransom]
    heroes: FrozenMap[Hero]
    # modules and solo
    friar_tuck_cards: FrozenMap[FriarTuckCard]
    tuck_hand_size: int
    spy_cards: FrozenMap[SpyCard]
    spy_pile_limit: int
    golden_arrow_cards: FrozenMap[VillainCard]
    edict_cards: FrozenMap[EdictCard]
    solo: SoloRules

    @property
    def gathering_places(self) -> tuple[str, ...]:
        """The ids of the six gathering places, in spec order (MM-1.2)."""
        return tuple(loc.id for loc in self.locations.values() if loc.gathering)

    def renown_multiplier(self, renown: int) -> int:
        """The end-game multiplier for ``renown`` (MM-8.4 S2)."""
        for low, high, multiplier in self.renown_bands:
            if low <= renown <= high:
                return multiplier
        raise ValueError(f"renown {renown} is outside 0..{self.renown_max}")


# --- the public functions -------------------------------------------------------------------


@cache
def load_content() -> Content:
    """The game's content, read from the bundled ``data/`` folder and checked once, then cached."""
    return load_content_dir(DATA_DIR, _SHOWN_DIR)


def load_content_dir(folder: str | pathlib.Path, shown: str | None = None) -> Content:
    """Read and check the content files in ``folder``, without caching.

    Errors name each file as ``<shown>/<file>`` (default: ``folder`` as given).
    """
    folder = pathlib.Path(folder)
    shown_dir = shown if shown is not None else str(folder)

    def read(name: str) -> tuple[At, Any]:
        return _read_file(folder / name, f"{shown_dir}/{name}")

    t = _tables(*read("tables.yaml"))
    villain_cards = _cards_file(read("villain_cards.yaml"), "villain card id", _villain_card(t, golden=False))
    return Content(
        **t,
        merry_men_cards=_cards_file(read("merry_men_cards.yaml"), "card id", _merry_man_card(t)),
        villain_cards=villain_cards,
        quests=_cards_file(read("quests.yaml"), "quest id", _quest(t)),
        carriages=_cards_file(read("carriages.yaml"), "carriage id", _carriage(t), section="carriages"),
        loot=_cards_file(read("loot.yaml"), "loot tile id", _loot, section="tiles"),
        ransom=_cards_file(read("ransom.yaml"), "ransom tile id", _ransom, section="tiles"),
        heroes=_cards_file(read("heroes.yaml"), "hero id", _hero, section="heroes"),
        **_friar_tuck(*read("friar_tuck.yaml")),
        **_spies(t, *read("spies.yaml")),
        golden_arrow_cards=_golden_arrow(t, read("golden_arrow.yaml"), villain_cards),
        **_solo(t, *read("edicts.yaml")),
    )


# --- files ------------------------------------------------------------------------------------


def _read_file(path: pathlib.Path, shown: str) -> tuple[At, Any]:
    """The YAML document of ``path`` and the place of its top level; errors name ``shown``."""
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise BadLayout(shown, None, "(file)", f"cannot be read: {exc.strerror or exc}") from None
    root = parse_yaml(data, shown)
    return At(shown, "", getattr(root, "line", 1)), root


def _cards_file(
    file: tuple[At, Any], what: str, read: Callable[[At, Any], Item], section: str = "cards"
) -> FrozenMap[Item]:
    """A file whose only field ``section`` lists items with unique ids."""
    at, root = file
    root = check_fields(at, root, (section,), ())
    return read_field(at, root, section, lambda a, n: _by_id(a, n, read, what))


def _by_id(at: At, node: Any, read: Callable[[At, Any], Item], what: str) -> FrozenMap[Item]:
    items = read_items(at, node, read, what, nonempty=True)
    return FrozenMap((item.id, item) for item in items)


# --- values -----------------------------------------------------------------------------------


def _gain_of(keys: Sequence[str], what: str) -> Callable[[At, Any], Gain]:
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


_gain = _gain_of(GAIN_KEYS, "gain")
_cost = _gain_of(BASIC_RESOURCES, "basic resource")


def _one_of(options: Sequence[str], what: str) -> Callable[[At, Any], str]:
    def read(at: At, value: Any) -> str:
        if value not in options:
            at.fail(f"expected a {what} ({', '.join(options)}), got {show(value)}{suggest(value, options)}")
        return value

    return read


def _ref(table: Mapping[str, Any], what: str) -> Callable[[At, Any], str]:
    """A reader of an id that must name an entry of ``table``."""

    def read(at: At, value: Any) -> str:
        check_known(at, read_ident(at, value), table, what)
        return value

    return read


def _refs(
    table: Mapping[str, Any], what: str, nonempty: bool = False
) -> Callable[[At, Any], tuple[str, ...]]:
    def read(at: At, node: Any) -> tuple[str, ...]:
        return tuple(read_list(at, node, _ref(table, what), nonempty))

    return read



def _ints(
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
    one, two, three, four = _ints(4)(at, node)
    return one, two, three, four


def _numbered(at: At, node: YamlSeq, items: Sequence[Any], what: str) -> None:
    """The ``number`` of the items must run 1, 2, 3 … in order."""
    for i, item in enumerate(items):
        if item.number != i + 1:
            at.item(node, i).key(node[i], "number").fail(f"{what} {i + 1} expected here, got {item.number}")


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


def _tables(at: At, root: Any) -> dict[str, Any]:
    """The fields of ``Content`` that come from tables.yaml, by name."""
    root = check_fields(at, root, _TABLES, ())
    weapons = read_field(at, root, "weapons", lambda a, n: _by_id(a, n, _weapon, "weapon id"))
    colours = [w.colour for w in weapons.values()]
    _unique_values(at.key(root, "weapons"), root["weapons"], colours, "colour")
    locations = read_field(
        at, root, "locations", lambda a, n: _by_id(a, n, _location(weapons), "location id")
    )
    if not any(loc.gathering for loc in locations.values()):
        at.key(root, "locations").fail("needs at least one gathering place (hideouts > 0)")
    most = max(loc.hideouts for loc in locations.values())
    usable = read_field(at, root, "usable_hideouts_by_players", _by_players)
    if max(usable) > most:
        at.key(root, "usable_hideouts_by_players").fail(f"a gathering place has only {most} hideouts")
    start_guards = read_field(at, root, "start_guards_by_players", _start_guards(usable))
    depot_losses, depot_spaces = read_field(at, root, "depot", _depot)
    camp = read_field(at, root, "camp", _camp)
    roads = read_field(at, root, "roads", lambda a, n: _by_id(a, n, _road, "road id"))
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
        "sheriff_hideout_start": read_field(at, root, "sheriff_hideout", _cost),
        "player_start": read_field(at, root, "player_start", _cost),
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
            at, root, "characters", lambda a, n: _by_id(a, n, _character, "character id")
        ),
        "villains": read_field(at, root, "villains", lambda a, n: _by_id(a, n, _villain, "villain id")),
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
        price=read_field(at, node, "price", _cost),
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
            main_gain=read_field(at, node, "main", _gain),
            main_action=read_field(at, node, "main_action", _one_of(ACTIONS, "action")),
            weapon=read_field(at, node, "weapon", _ref(weapons, "weapon type")),
            clear_reward=read_field(at, node, "clear", _gain),
            gathering=gathering,
            name_de=read_field(at, node, "name_de", read_text, ""),
            code=read_field(at, node, "code", read_ident, ""),
            card_action=read_field(at, node, "card_action", _one_of(ACTIONS, "action")),
        )

    return read


def _start_guards(usable: tuple[int, ...]) -> Callable[[At, Any], tuple[tuple[int, ...], ...]]:
    def read(at: At, node: Any) -> tuple[tuple[int, ...], ...]:
        rows = read_list(at, node, _ints(None))
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
    losses = read_field(at, node, "losses", _ints(None))
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
            reward=read_field(at, node, "reward", _gain),
        )

    def read(at: At, node: Any) -> tuple[T, ...]:
        items = read_list(at, node, one, nonempty=True)
        _numbered(at, node, items, what)
        return tuple(items)

    return read


def _structures(at: At, node: Any) -> FrozenMap[Gain]:
    node = check_fields(at, node, ("barricade", "trap"), ())
    return FrozenMap((name, read_field(at, node, name, _cost)) for name in ("barricade", "trap"))


def _village(at: At, node: Any) -> VillageOffer:
    node = check_fields(at, node, ("price", "guards_removed", "vp"), ())
    return VillageOffer(
        price=read_field(at, node, "price", _cost),
        guards_removed=read_field(at, node, "guards_removed", read_count),
        vp=read_field(at, node, "vp", read_count),
    )


def _row(prefix: str, camp: Camp) -> Callable[[At, Any], tuple[RowReward, ...]]:
    def one(at: At, node: Any) -> RowReward:
        node = check_fields(at, node, ("space", "kind"), ("gain", "camp_space"))
        kind = read_field(at, node, "kind", _one_of(ROW_KINDS, "row reward kind"))
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
            gain=read_field(at, node, "gain", _gain),
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
    bands = read_list(bands_at, bands_node, _ints(3, read_natural), nonempty=True)
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
        targets=read_field(at, node, "targets", _one_of(VILLAIN_TARGETS, "kind of target")),
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
        action = read_field(at, node, "action", _one_of(HERO_ACTIONS, "hero action"))
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
    bonus = tuple(read_list(bonus_at, bonus_node, _ints(2), nonempty=True))
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


# --- the card files ---------------------------------------------------------------------------


def _merry_man_card(t: Mapping[str, Any]) -> Callable[[At, Any], MerryManCard]:
    locations, characters = t["locations"], t["characters"]

    def read(at: At, node: Any) -> MerryManCard:
        node = check_fields(
            at,
            node,
            ("id", "name", "character", "location", "passive_vp", "text"),
            (
                "gain",
                "action",
                "builds",
                "build_discount",
                "after_gain",
                "quest_discount",
                "weapon_substitute",
            ),
        )
        location = locations[read_field(at, node, "location", _ref(locations, "location"))]
        action = read_field(at, node, "action", _one_of(ACTIONS, "action"))
        if action != location.card_action:
            where = at.key(node, "action")
            if location.card_action is None:
                where.fail(f"a card for the {location.name} has no action")
            where.fail(f"a card for the {location.name} needs action: {location.card_action}")
        builds = read_field(at, node, "builds", read_count, 0)
        if (action == "build") != (builds > 0):
            at.key(node, "builds").fail("a build card says how many structures it builds; no other card does")
        only = {"build_discount": "build", "quest_discount": "messenger", "weapon_substitute": "messenger"}
        for name, needs in only.items():
            if name in node and action != needs:
                at.key(node, name).fail(f"only a card with action: {needs} has this field")
        if not location.gathering and action is None:
            at.key(node, "location").fail(f"{location.name} takes only cards with an action")
        return MerryManCard(
            id=read_field(at, node, "id", read_ident),
            name=read_field(at, node, "name", read_text),
            character=read_field(at, node, "character", _ref(characters, "character")),
            location=location.id,
            gain=read_field(at, node, "gain", _gain, _EMPTY_GAIN),
            action=action,
            builds=builds,
            build_discount=read_field(at, node, "build_discount", _one_of(BUILD_DISCOUNTS, "build discount")),
            after_gain=read_field(at, node, "after_gain", _gain, _EMPTY_GAIN),
            quest_discount=read_field(at, node, "quest_discount", read_bool, False),
            weapon_substitute=read_field(at, node, "weapon_substitute", read_bool, False),
            passive_vp=read_field(at, node, "passive_vp", read_natural),
            text=read_field(at, node, "text", read_text),
        )

    return read


def _villain_card(t: Mapping[str, Any], golden: bool) -> Callable[[At, Any], VillainCard]:
    locations, roads, villains = t["locations"], t["roads"], t["villains"]
    gathering = FrozenMap((k, v) for k, v in locations.items() if v.gathering)
    targets: dict[str, Mapping[str, Any]] = {"gathering": gathering, "road": roads}
    if golden:  # MM-10.34: the Sheriff goes to the Archery Range, a Hero-phase location
        places = {k: v for k, v in t["hero_locations"].items() if k not in roads}
        targets["gathering"] = FrozenMap({**gathering, **places})

    def villain_ref(at: At, node: Any) -> tuple[str, str]:
        if not isinstance(node, YamlSeq) or len(node) != 2:
            at.fail(f"expected [villain, target], e.g. [sheriff, lumber_camp], got {show(node)}")
        who = _ref(villains, "villain")(at.item(node, 0), node[0])
        kind = villains[who].targets
        where = _ref(targets[kind], "gathering place" if kind == "gathering" else "road")(
            at.item(node, 1), node[1]
        )
        return (who, where)

    def read(at: At, node: Any) -> VillainCard:
        optional = ("guards", "villain", "roads", "pot_pennies", "text")
        node = check_fields(at, node, ("id", "title"), optional)
        return VillainCard(
            id=read_field(at, node, "id", read_ident),
            title=read_field(at, node, "title", read_text),
            guards=read_field(at, node, "guards", _refs(gathering, "gathering place", nonempty=True), ()),
            villain=read_field(at, node, "villain", villain_ref),
            roads=read_field(at, node, "roads", _refs(roads, "road", nonempty=True), ()),
            pot_pennies=read_field(at, node, "pot_pennies", read_count, 0),
            text=read_field(at, node, "text", read_text, ""),
        )

    return read


def _quest(t: Mapping[str, Any]) -> Callable[[At, Any], Quest]:
    weapons = tuple(t["weapons"])

    def read(at: At, node: Any) -> Quest:
        node = check_fields(at, node, ("id", "name", "dice", "vp"), ("cost",))
        return Quest(
            id=read_field(at, node, "id", read_ident),
            name=read_field(at, node, "name", read_text),
            dice=read_field(at, node, "dice", _gain_of(weapons, "weapon type")),
            cost=read_field(at, node, "cost", _cost, _EMPTY_GAIN),
            vp=read_field(at, node, "vp", read_count),
        )

    return read


def _carriage(t: Mapping[str, Any]) -> Callable[[At, Any], Carriage]:
    colour_weapon = t["colour_weapon"]

    def read(at: At, node: Any) -> Carriage:
        node = check_fields(at, node, ("id", "colour", "reward"), ())
        colour = read_field(at, node, "colour", _ref(colour_weapon, "weapon colour"))
        return Carriage(
            id=read_field(at, node, "id", read_ident),
            colour=colour,
            reward=read_field(at, node, "reward", _gain),
            weapon=colour_weapon[colour],
        )

    return read


def _loot(at: At, node: Any) -> Loot:
    node = check_fields(at, node, ("id", "reward"), ())
    return Loot(id=read_field(at, node, "id", read_ident), reward=read_field(at, node, "reward", _gain))


def _ransom(at: At, node: Any) -> Ransom:
    node = check_fields(at, node, ("id", "reward"), ("choice", "choice_kinds", "cap_per_player"))
    if ("choice" in node) != ("choice_kinds" in node):
        missing = "choice_kinds" if "choice" in node else "choice"
        at.key(node, missing).fail("give choice and choice_kinds together")
    basic = _refs(dict.fromkeys(BASIC_RESOURCES), "basic resource", True)
    kinds = read_field(at, node, "choice_kinds", basic, ())
    return Ransom(
        id=read_field(at, node, "id", read_ident),
        reward=read_field(at, node, "reward", _gain),
        choice=read_field(at, node, "choice", _one_of(RANSOM_CHOICES, "choice")),
        cap_per_player=read_field(at, node, "cap_per_player", read_count),
        choice_kinds=kinds,
    )


def _rule_id(at: At, value: Any) -> str:
    if not isinstance(value, str) or not value.startswith("MM-"):
        at.fail(f"expected a rule id such as MM-9.1, got {show(value)}")
    return value


def _hero(at: At, node: Any) -> Hero:
    node = check_fields(at, node, ("id", "name", "ability"), ("rules",))
    return Hero(
        id=read_field(at, node, "id", read_ident),
        name=read_field(at, node, "name", read_text),
        ability=read_field(at, node, "ability", read_text),
        rules=tuple(read_field(at, node, "rules", lambda a, n: read_list(a, n, _rule_id), ())),
    )


# --- modules and solo -------------------------------------------------------------------------


def _friar_tuck(at: At, root: Any) -> dict[str, Any]:
    root = check_fields(at, root, ("hand_size", "cards"), ())

    def card(at: At, node: Any) -> FriarTuckCard:
        node = check_fields(at, node, ("id", "name", "gain", "passive_vp", "text"), ())
        return FriarTuckCard(
            id=read_field(at, node, "id", read_ident),
            name=read_field(at, node, "name", read_text),
            gain=read_field(at, node, "gain", _gain),
            passive_vp=read_field(at, node, "passive_vp", read_int),
            text=read_field(at, node, "text", read_text),
        )

    return {
        "tuck_hand_size": read_field(at, root, "hand_size", read_count),
        "friar_tuck_cards": read_field(at, root, "cards", lambda a, n: _by_id(a, n, card, "card id")),
    }


def _spies(t: Mapping[str, Any], at: At, root: Any) -> dict[str, Any]:
    root = check_fields(at, root, ("pile_limit", "cards"), ())
    gathering = FrozenMap((k, v) for k, v in t["locations"].items() if v.gathering)

    def card(at: At, node: Any) -> SpyCard:
        node = check_fields(at, node, ("id", "name", "location", "guards_removed", "passive_vp", "text"), ())
        return SpyCard(
            id=read_field(at, node, "id", read_ident),
            name=read_field(at, node, "name", read_text),
            location=read_field(at, node, "location", _ref(gathering, "gathering place")),
            guards_removed=read_field(at, node, "guards_removed", read_count),
            passive_vp=read_field(at, node, "passive_vp", read_int),
            text=read_field(at, node, "text", read_text),
        )

    return {
        "spy_pile_limit": read_field(at, root, "pile_limit", read_count),
        "spy_cards": read_field(at, root, "cards", lambda a, n: _by_id(a, n, card, "card id")),
    }


def _golden_arrow(
    t: Mapping[str, Any], file: tuple[At, Any], villain_cards: Mapping[str, VillainCard]
) -> FrozenMap[VillainCard]:
    cards = _cards_file(file, "card id", _villain_card(t, golden=True))
    at, root = file
    for i, card in enumerate(cards.values()):
        if card.id in villain_cards:
            at.key(root, "cards").item(root["cards"], i).key(root["cards"][i], "id").fail(
                f"{card.id!r} is already a villain card id (villain_cards.yaml); they share one deck"
            )
    return cards


def _solo(t: Mapping[str, Any], at: At, root: Any) -> dict[str, Any]:
    root = check_fields(at, root, ("solo", "cards"), ())
    locations, villains = t["locations"], t["villains"]
    gathering = FrozenMap((k, v) for k, v in locations.items() if v.gathering)
    rounds = t["limits"].rounds

    def rank(at: At, node: Any) -> SoloRank:
        node = check_fields(at, node, ("id", "name", "score"), ())
        return SoloRank(
            id=read_field(at, node, "id", read_ident),
            name=read_field(at, node, "name", read_text),
            score=read_field(at, node, "score", read_int),
        )

    def settings(at: At, node: Any) -> SoloRules:
        node = check_fields(
            at, node, ("agents", "edicts_per_game", "villain_draws_by_round", "road_tie_break", "ranks"), ()
        )
        draws = read_field(at, node, "villain_draws_by_round", _ints(rounds))
        return SoloRules(
            agents=read_field(at, node, "agents", read_count),
            edicts_per_game=read_field(at, node, "edicts_per_game", read_count),
            villain_draws_by_round=draws,
            road_tie_break=read_field(at, node, "road_tie_break", _one_of(TIE_BREAKS, "tie break")),
            ranks=tuple(
                read_field(at, node, "ranks", lambda a, n: read_items(a, n, rank, "rank id", nonempty=True))
            ),
        )

    needs = {
        "guard": ("location",),
        "remove_pennies": ("road",),
        "activate_road": ("road",),
        "villain": ("villain", "road"),
    }

    def card(at: At, node: Any) -> EdictCard:
        node = check_fields(
            at, node, ("id", "name", "agents", "effect", "count", "text"), ("location", "road", "villain")
        )
        effect = read_field(at, node, "effect", _one_of(EDICT_EFFECTS, "edict effect"))
        for name in ("location", "road", "villain"):
            if (name in node) != (name in needs[effect]):
                verb = "needs" if name in needs[effect] else "takes no"
                at.key(node, name).fail(f"an edict with effect {effect} {verb} {name}")
        agents = read_field(at, node, "agents", _refs(gathering, "gathering place", nonempty=True))
        if len(set(agents)) != len(agents):
            at.key(node, "agents").fail("names a gathering place twice")
        villain = read_field(at, node, "villain", _ref(villains, "villain"))
        if villain is not None and villains[villain].targets != "road":
            at.key(node, "villain").fail(f"{villains[villain].name} does not go on a road")
        return EdictCard(
            id=read_field(at, node, "id", read_ident),
            name=read_field(at, node, "name", read_text),
            agents=agents,
            effect=effect,
            location=read_field(at, node, "location", _ref(gathering, "gathering place")),
            road=read_field(at, node, "road", _one_of(ROAD_SELECTORS, "road selector")),
            villain=villain,
            count=read_field(at, node, "count", read_count),
            text=read_field(at, node, "text", read_text),
        )

    solo = read_field(at, root, "solo", settings)
    edicts = read_field(at, root, "cards", lambda a, n: _by_id(a, n, card, "card id"))
    for i, edict in enumerate(edicts.values()):
        if len(edict.agents) != solo.agents:
            cards_node = root["cards"]
            at.key(root, "cards").item(cards_node, i).key(cards_node[i], "agents").fail(
                f"expected {solo.agents} gathering places (solo.agents), got {len(edict.agents)}"
            )
    if solo.edicts_per_game > len(edicts):
        at.key(root, "solo").key(root["solo"], "edicts_per_game").fail(
            f"there are only {len(edicts)} edict cards"
        )
    return {"edict_cards": edicts, "solo": solo}
