"""Setting up (spec section 2, modules MM-10.4 / MM-10.22 / MM-10.34, solo MM-11.2), with
the random draws in the order of MM-13.1."""

from __future__ import annotations

import reprlib
from collections.abc import Mapping
from typing import Any

from sherwood.engine import BadOptions, Event, SeededRng
from sherwood.engine.flow import Events, ask, push
from sherwood.games.merry_men.board import draw_carriage
from sherwood.games.merry_men.commands import ChooseHero
from sherwood.games.merry_men.events import CardsDrawn, CarriageDrawn, HeroChosen, RansomRevealed
from sherwood.games.merry_men.facts import (
    ALL_CARRIAGES,
    ALL_EDICTS,
    ALL_GOLDEN,
    ALL_LOOT,
    ALL_MM,
    ALL_QUESTS,
    ALL_RANSOM,
    ALL_SPIES,
    ALL_TUCK,
    ALL_VILLAIN,
    GATHERING,
    HAND_SIZE,
    HEROES,
    ROAD_SLOTS,
    ROADS,
    C,
)
from sherwood.games.merry_men.prompts import HeroChoicePrompt, MMPrompt
from sherwood.games.merry_men.state import State

DIFFICULTIES: tuple[str, ...] = tuple(r.id for r in C.solo.ranks)
LJ_READINGS = ("first", "all")
"""MM-9.6: Little John's free Weaponsmith move makes only its first purchase free (the reading
kept: its hero win shares lie nearer the fair share in the balance report of
bench/bench_merry_men_tuning.py) or every purchase; the option ``little_john`` picks one."""
TUNING_LIMIT = 40
"""The largest guard track or solo penny stack the tuning options accept."""


def _tuning(options: Mapping[str, Any], name: str) -> int:
    """A tuning option for the sweep of MM-1.15 (``guard_track``, ``solo_pennies``): 0 (the
    game data's value) or a whole number from 1 to :data:`TUNING_LIMIT`."""
    value = options.get(name, 0) or 0
    if type(value) is not int or not 0 <= value <= TUNING_LIMIT:
        raise BadOptions(f"option {name!r} must be a whole number from 0 (the game's own value) "
                         f"to {TUNING_LIMIT}, got {reprlib.repr(value)}")
    return value


def heroes_problem(chosen: Any, seats: int | None = None) -> str | None:
    """Why ``chosen`` is no value of the ``heroes`` option (for ``seats`` players, if given),
    or None: ``"random"``, ``"choose"``, or a list of different hero ids, one per seat."""
    if chosen is None or (isinstance(chosen, str) and chosen in ("random", "choose")):
        return None
    names = ", ".join(HEROES)
    if not isinstance(chosen, list | tuple) or not all(isinstance(h, str) for h in chosen):
        return f"must be \"random\", \"choose\" or a list of hero ids ({names})"
    unknown = [h for h in chosen if h not in HEROES]
    if unknown:
        return f"names no hero {unknown[0]!r} (heroes: {names})"
    if len(set(chosen)) != len(chosen):
        return "names a hero twice"
    if seats is not None and len(chosen) != seats:
        return f"must name {seats} heroes, one per seat, not {len(chosen)}"
    return None


def _heroes(rng: SeededRng, seats: int, chosen: Any) -> list[str]:
    """MM-2.22 / R2: the heroes by seat from the ``heroes`` option, else dealt at random;
    with ``"choose"`` the players choose in turn order (``CHOOSE_HERO``)."""
    problem = heroes_problem(chosen, seats)
    if problem:
        raise BadOptions(f"option 'heroes' {problem}, got {reprlib.repr(chosen)}")
    if chosen is None or chosen == "random":
        return rng.sample(list(HEROES), seats)
    if chosen == "choose":
        return [""] * seats
    return list(chosen)


def choose_hero_step(state: State, rng: SeededRng, events: Events, seat: int) -> None:
    ask(state, HeroChoicePrompt(seat))


def hero_choice_options(state: State, prompt: HeroChoicePrompt) -> list:
    return [ChooseHero(prompt.seat, h) for h in HEROES if h not in state.heroes]


def choose_hero(state: State, cmd: ChooseHero, rng: SeededRng, events: Events, prompt: MMPrompt) -> None:
    state.heroes[cmd.seat] = cmd.hero
    events.append(HeroChosen(cmd.seat, cmd.hero))


def setup(rng: SeededRng, seats: int, options: Mapping[str, Any]) -> tuple[State, list[Event]]:
    """The table set up, with the first steps queued (the heroes chosen, if the players
    choose, then round 1); the rules then run the flow to the first decision."""
    s = State(seats)
    i = seats - 1
    s.friar_tuck = bool(options.get("friar_tuck", False))
    s.spies = bool(options.get("spies", False))
    s.golden_arrow = bool(options.get("golden_arrow", False))
    s.difficulty = str(options.get("difficulty") or DIFFICULTIES[0])
    s.lj_reading = str(options.get("little_john") or LJ_READINGS[0])
    if s.lj_reading not in LJ_READINGS:
        raise BadOptions(f"option 'little_john' must be one of {', '.join(LJ_READINGS)}, "
                         f"got {reprlib.repr(s.lj_reading)}")
    s.usable = C.usable_hideouts_by_players[i]       # MM-1.5
    s.track_size = _tuning(options, "guard_track") or C.guard_track_by_players[i]  # MM-1.15, MM-11.2
    solo_pennies = _tuning(options, "solo_pennies") if seats == 1 else 0           # MM-1.15, MM-1.12
    s.depot_size = C.depot_spaces_by_players[i]      # MM-1.14
    s.depot = [None] * s.depot_size
    s.start = rng.randint(0, seats - 1)              # R1, MM-2.2
    s.current = s.start
    s.heroes = _heroes(rng, seats, options.get("heroes"))  # R2
    villains = list(ALL_VILLAIN) + (list(ALL_GOLDEN) if s.golden_arrow else [])
    rng.shuffle(villains)                            # R3, MM-2.13, MM-10.34
    s.villain_deck = villains
    deck = list(ALL_MM)
    rng.shuffle(deck)                                # R4
    s.mm_deck = deck
    quests = list(ALL_QUESTS)
    rng.shuffle(quests)                              # R5, MM-2.19
    for seat in range(seats):
        s.quests[seat] = quests[:C.limits.quests_dealt]
        del quests[:C.limits.quests_dealt]
    s.quests_unused = quests
    ransom = list(ALL_RANSOM)
    rng.shuffle(ransom)                              # R6, MM-2.12
    s.ransom_face = ransom.pop(0)
    s.ransom_stack = ransom
    s.carriage_bag = sorted(ALL_CARRIAGES)           # MM-2.6
    events: list[Event] = [RansomRevealed(s.ransom_face)]
    for road in ROADS:                               # R7, MM-2.7
        s.carriages[road] = [None] * (ROAD_SLOTS[road] + 1)
        carriage = draw_carriage(s, rng)
        s.carriages[road][0] = carriage
        if carriage:
            events.append(CarriageDrawn(road, carriage))
        s.pennies[road] = solo_pennies or C.roads[road].stack_by_players[i]  # MM-2.9
    if s.friar_tuck:                                 # R12, MM-10.4
        tuck = list(ALL_TUCK)
        rng.shuffle(tuck)
        for seat in range(seats):
            s.tuck_hand[seat] = tuck[:C.tuck_hand_size]
            del tuck[:C.tuck_hand_size]
        s.tuck_unused = tuck
    if s.spies:                                      # R13, MM-10.22
        spies = list(ALL_SPIES)
        rng.shuffle(spies)
        s.spy_deck = spies
    if seats == 1:                                   # R14, MM-11.2
        edicts = list(ALL_EDICTS)
        rng.shuffle(edicts)
        s.edict_deck = edicts  # one a round, so only 5 of the 10 are ever revealed (MM-11.4)
    for g in GATHERING:                              # MM-2.4, MM-2.5
        for h in C.start_guards_by_players[i]:
            s.guards[g][h - 1] = True
    s.armory = {w: C.weapons[w].armory for w in C.weapons}  # MM-2.10, MM-1.19
    s.sheriff.update(C.sheriff_hideout_start)        # MM-2.15
    s.loot_bag = sorted(ALL_LOOT)
    for seat in range(seats):                        # MM-2.17, MM-2.20, MM-2.21
        s.res[seat].update(C.player_start)
        s.camp[seat] = s.unlocked[seat] = C.camp.open
        s.hands[seat] = s.mm_deck[:HAND_SIZE]
        del s.mm_deck[:HAND_SIZE]
        events.append(CardsDrawn(seat, HAND_SIZE))
    choosing = [("choose_hero", seat) for seat in s.order() if not s.heroes[seat]]
    push(s, *choosing, ("round_start",))
    return s, events
