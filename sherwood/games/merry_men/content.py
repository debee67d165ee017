"""The content of Robin Hood and the Merry Men: cards, tiles, heroes and tables.

Every card, tile, hero, module card, edict card and table of numbers is data, in
``sherwood/games/merry_men/data/*.yaml``; this module declares the values they become (spec
``rules/merry_men.md``, sections 1, 9, 10 and 11), and :mod:`.content_reader` (the card
files, the modules, the solo edicts) with :mod:`.content_tables` (``tables.yaml``) reads and
checks them. ``load_content()`` reads the files once with the safe YAML loader and returns
a frozen ``Content``. A mistake in a file raises ``BadLayout`` naming the file, the line and
the field, e.g. ``sherwood/games/merry_men/data/quests.yaml, line 12, field
cards[3].dice.bows: unknown weapon type 'bows'; did you mean 'bow'?``.

>>> c = load_content()
>>> c.merry_men_cards["MC01"].gain
FrozenMap({'wood': 2})
>>> c.roads["road_2"].spaces
('S', 'W1', 'W2', 'W3', 'W4')
"""

from __future__ import annotations

import pathlib
from dataclasses import dataclass
from functools import cache
from typing import TypeAlias

from sherwood.engine.checked_yaml import FrozenMap

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
TIE_BREAKS = ("rotate",)

DATA_DIR = pathlib.Path(__file__).with_name("data")
_SHOWN_DIR = "sherwood/games/merry_men/data"


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
    from sherwood.games.merry_men.content_reader import read_content  # it builds the values defined here

    return read_content(pathlib.Path(folder), shown)
