"""The content as flat lookups for the rules (asked many times per command in simulations).

Everything here is read from :func:`~sherwood.games.merry_men.content.load_content`; no card
number or card text lives in Python. Gains become tuples of ``(key, n)`` in printed order
(MM-4.29: card effects resolve in printed order).
"""

from __future__ import annotations

from sherwood.games.merry_men.content import BASIC_RESOURCES, Gain, MerryManCard, VillainCard, load_content

C = load_content()

Items = tuple[tuple[str, int], ...]

RESOURCES: tuple[str, ...] = BASIC_RESOURCES            # MM-0.3: the payable resources
WEAPONS: tuple[str, ...] = tuple(C.weapons)              # bow, sword, staff, axe (MM-0.10)
GATHERING: tuple[str, ...] = C.gathering_places           # MM-1.2
ROADS: tuple[str, ...] = tuple(C.roads)                   # Road I … IV in order (MM-5.39)
YARD = "construction_yard"
CRUSADE = "crusade"
PRISON = "prison"
ARCHERY = "archery_range"
SMITH = "weaponsmith"
VILLAGE = "village"
HERO_LOCATIONS: tuple[str, ...] = tuple(C.hero_locations)
ACTION_OF: dict[str, str] = {h.id: h.action for h in C.hero_locations.values()}

ROBIN, WILL, LITTLE_JOHN, JANE, MARIAN = "robin_hood", "will_scarlet", "little_john", "jane_fortune", \
    "maid_marian"
HEROES: tuple[str, ...] = tuple(C.heroes)

TUCK = -1   # figure code of Friar Tuck
AGENT = -2  # figure code of a solo agent

HAND_SIZE = C.limits.hand_size
MAX_DICE = C.limits.weapon_dice_held
PASSIVE_LIMIT = C.limits.passive_pile
MAX_MESSENGERS = C.limits.messengers
ROUNDS = C.limits.rounds
RENOWN_MAX = C.renown_max
SKILL_HIT = C.dice.skill_hit
WEAPON_HIT = C.dice.weapon_success
ROW = C.limits.barricades  # spaces on each row (5 barricades, 5 traps)


def items(gain: Gain | None) -> Items:
    """A content gain as ``((key, n), ...)`` in printed order."""
    return tuple((k, int(n)) for k, n in gain.items()) if gain else ()


CARD_LOCATION: dict[str, str] = {c.id: c.location for c in C.merry_men_cards.values()}
CARD_GAIN: dict[str, Items] = {c.id: items(c.gain) for c in C.merry_men_cards.values()}
CARD_AFTER: dict[str, Items] = {c.id: items(c.after_gain) for c in C.merry_men_cards.values()}
CARD_ACTION: dict[str, str | None] = {c.id: c.action for c in C.merry_men_cards.values()}
MAIN_GAIN: dict[str, Items] = {g: items(C.locations[g].main_gain) for g in GATHERING}
MAIN_ROB: dict[str, bool] = {g: C.locations[g].main_action == "rob_the_rich" for g in GATHERING}
CLEAR: dict[str, Items] = {g: items(C.locations[g].clear_reward) for g in GATHERING}
# content.py requires a weapon of every gathering place
PLACE_WEAPON: dict[str, str] = {g: w for g in GATHERING if (w := C.locations[g].weapon)}
ROAD_SLOTS: dict[str, int] = {r: C.roads[r].slots for r in ROADS}
ROAD_CAP: dict[str, int] = {r: C.roads[r].cap for r in ROADS}
CARRIAGE_WEAPON: dict[str, str] = {c.id: c.weapon or C.colour_weapon[c.colour] for c in C.carriages.values()}
CARRIAGE_REWARD: dict[str, Items] = {c.id: items(c.reward) for c in C.carriages.values()}
LOOT_REWARD: dict[str, Items] = {t.id: items(t.reward) for t in C.loot.values()}
PRICE: dict[str, Items] = {w: items(C.weapon_prices[w]) for w in WEAPONS}
COST: dict[str, Items] = {s: items(C.structure_costs[s]) for s in ("barricade", "trap")}
PINK_WEAPON = C.colour_weapon["pink"]  # Will Scarlet's carriages (MM-9.4)
ALL_VILLAIN: tuple[str, ...] = tuple(C.villain_cards)
ALL_GOLDEN: tuple[str, ...] = tuple(C.golden_arrow_cards)
ALL_MM: tuple[str, ...] = tuple(C.merry_men_cards)
ALL_QUESTS: tuple[str, ...] = tuple(C.quests)
ALL_RANSOM: tuple[str, ...] = tuple(C.ransom)
ALL_LOOT: tuple[str, ...] = tuple(C.loot)
ALL_CARRIAGES: tuple[str, ...] = tuple(C.carriages)
ALL_TUCK: tuple[str, ...] = tuple(C.friar_tuck_cards)
ALL_SPIES: tuple[str, ...] = tuple(C.spy_cards)
ALL_EDICTS: tuple[str, ...] = tuple(C.edict_cards)
SPY_LOCATION: dict[str, str] = {s.id: s.location for s in C.spy_cards.values()}
SPY_SET: frozenset[str] = frozenset(ALL_SPIES)

# Plain dicts and tuples of what scoring, the options and the bots read at every decision (the
# content's own tables are read-only mappings, several times slower to look up and iterate).
MM_CARD: dict[str, MerryManCard] = dict(C.merry_men_cards)
CHARACTER: dict[str, str] = {c.id: c.character for c in C.merry_men_cards.values()}
PASSIVE_VP: dict[str, int] = {**{c.id: c.passive_vp for c in C.merry_men_cards.values()},
                              **{s.id: s.passive_vp for s in C.spy_cards.values()}}
"""S4 (MM-8.4, MM-10.25): the passive-pile VP of a Merry Men card or a spy card."""
TUCK_PASSIVE_VP: dict[str, int] = {c.id: c.passive_vp for c in C.friar_tuck_cards.values()}
SET_POINTS: tuple[int, ...] = tuple(C.scoring.set_points(n) for n in range(len(ALL_MM) + 1))
"""The set bonus by the number of cards of one character (MM-8.4 S4)."""
RENOWN_MULTIPLIER: tuple[int, ...] = tuple(C.renown_multiplier(r) for r in range(C.renown_max + 1))
"""The end-game multiplier by renown, 0 … the maximum (MM-8.4 S2)."""
QUEST_VP: dict[str, int] = {q.id: q.vp for q in C.quests.values()}
QUEST_DICE: dict[str, Items] = {q.id: tuple(q.dice.items()) for q in C.quests.values()}
QUEST_COST: dict[str, Items] = {q.id: items(q.cost) for q in C.quests.values()}


def villain_card(card: str) -> VillainCard:
    return C.villain_cards[card] if card in C.villain_cards else C.golden_arrow_cards[card]
