"""Setting up (SR-B-2, SR-B-3): the island, the starting player, the two placement rounds in
snake order, the second settlement's resources, and the development deck.

The random calls come in the order of SR-B-3.8: the starting player (R1); in the random
layout the terrain shuffle, spiral corner and harbour types (R2 to R4, inside
:func:`.island.random_island`); after the placement rounds the deck shuffle (R5).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from sherwood.engine import SeededRng
from sherwood.engine.errors import BadOptions
from sherwood.engine.flow import Events, push
from sherwood.games.settlers.board import board_of
from sherwood.games.settlers.commands import PlaceRoad, PlaceSettlement
from sherwood.games.settlers.content import DECK, RESOURCES, ROBIN_HOOD, STANDARD, VARIANTS
from sherwood.games.settlers.events import (
    ROAD_EVENT,
    SETTLEMENT_EVENT,
    DeckShuffled,
    FirstPlayer,
    SetupResources,
)
from sherwood.games.settlers.geometry import EDGE_ID, VERTEX_HEXES, VERTEX_ID, VERTEX_NAMES
from sherwood.games.settlers.island import beginner_island, random_island
from sherwood.games.settlers.prompts import SETUP_SETTLEMENT, SettlersPrompt, SetupRoad, SetupSettlement
from sherwood.games.settlers.roads import after_road, after_settlement
from sherwood.games.settlers.solo_setup import new_solo_game
from sherwood.games.settlers.state import State
from sherwood.games.settlers.tracking import ask, derive, put_road, put_settlement


def new_game(rng: SeededRng, seat_count: int, options: Mapping[str, Any]) -> tuple[State, Events]:
    """SR-B-2, SR-B-3: the first state, its queue holding the placement rounds (not run yet);
    the Robin Hood variant's (SR-V-2) for its one seat."""
    variant = options.get("variant", STANDARD)
    if variant not in VARIANTS:
        raise BadOptions(f"Settlers has no variant {variant!r} (variants: {', '.join(VARIANTS)})")
    if variant == ROBIN_HOOD:
        if seat_count != 1:
            raise BadOptions("The Robin Hood variant is for one player, the Sheriff.")
        return new_solo_game(rng, options)
    if seat_count < 2:
        raise BadOptions("The standard game is for 2 to 4 players; one player plays the "
                         "Robin Hood variant.")
    first = rng.randint(0, seat_count - 1)  # R1, SR-B-3.2
    layout = options.get("layout", "beginner")
    island = random_island(rng) if layout == "random" else beginner_island()  # R2-R4
    state = State(seat_count, board_of(island), variant, int(options.get("turn_limit", 0) or 0))
    state.first = state.turn = first
    state.deck = list(DECK)  # in its printed order until R5 shuffles it (SR-B-3.7)
    derive(state)
    order = [(first + i) % seat_count for i in range(seat_count)]
    push(state,
         *[("setup_settlement", s, 1) for s in order],  # SR-B-3.3
         *[("setup_settlement", s, 2) for s in reversed(order)],  # SR-B-3.4
         ("shuffle_deck",), ("begin_turn", first))  # SR-B-3.7
    return state, [FirstPlayer(first)]


# --- steps ------------------------------------------------------------------------------------------

def setup_settlement(state: State, rng: SeededRng, events: Events, seat: int, round: int) -> None:
    """SR-B-3.3, SR-B-3.4: ``seat`` places a settlement in placement round ``round``."""
    state.turn = seat
    ask(state, SETUP_SETTLEMENT[seat][round])


def shuffle_deck(state: State, rng: SeededRng, events: Events) -> None:
    """SR-B-3.7 (R5): the development deck is shuffled; the placement is over."""
    rng.shuffle(state.deck)
    state.in_setup = False
    events.append(DeckShuffled())


# --- handlers ------------------------------------------------------------------------------------------

def place_settlement(state: State, command: PlaceSettlement, rng: SeededRng, events: Events,
                     prompt: SettlersPrompt) -> None:
    """SR-B-3.3 to SR-B-3.6: a starting settlement (distance rule only); after the second,
    1 card of each producing hex it touches; then its road."""
    seat, v = command.seat, VERTEX_ID[command.vertex]
    put_settlement(state, seat, v)
    events.append(SETTLEMENT_EVENT[seat][v][0])
    after_settlement(state, seat, v, events)
    assert isinstance(prompt, SetupSettlement)
    round = prompt.round
    if round == 2:  # SR-B-3.5
        taken = []
        hand, bank, produces = state.hands[seat], state.bank, state.board.hex_res
        for h in VERTEX_HEXES[v]:
            res = produces[h]
            if res >= 0 and bank[res]:
                hand[res] += 1
                bank[res] -= 1
                taken.append(res)
        events.append(SetupResources(seat, tuple(RESOURCES[r] for r in sorted(taken))))
    ask(state, SetupRoad(seat, VERTEX_NAMES[v], round))


def place_road(state: State, command: PlaceRoad, rng: SeededRng, events: Events,
               prompt: SettlersPrompt) -> None:
    """SR-B-3.3, SR-B-3.6: a starting road touching the settlement just placed."""
    seat, e = command.seat, EDGE_ID[command.edge]
    put_road(state, seat, e)
    events.append(ROAD_EVENT[seat][e][0])
    after_road(state, seat, events)
