"""Setting up the Robin Hood solo variant (SR-V-2): the island, the two decks, the five
neutral settlements and roads placed by dice, then the Sheriff's two starting settlements.

The random calls come in the order of SR-V-2.17: in the random layout R2 to R4 (inside
:func:`.island.random_island`); the development deck shuffle (R5); in deck mode the movement
deck shuffle (R9); then the neutral dice R6, R7 and R8 in the order they are rolled
(SR-V-2.5 to SR-V-2.9). No R1: the Sheriff always begins (SR-V-2.16). The Sheriff's own
placement uses the standard game's prompts and handlers (:mod:`.setup`, SR-V-2.13 to
SR-V-2.15); setup placement never displaces Robin (SR-V-6.7).

>>> from sherwood.engine import Match
>>> m = Match.start("settlers", 1, seed=5)
>>> [e.kind for e in m.opening_events][:3], m.view(0).pieces_left[1]
(['deck_shuffled', 'moves_shuffled', 'neutral_placed'], (0, 0, 0))
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from sherwood.engine import SeededRng
from sherwood.engine.flow import Events, push
from sherwood.games.settlers.board import HEX_NAMES, board_of
from sherwood.games.settlers.content import NEUTRAL, ROBIN_HOOD, SHERIFF, deck_of
from sherwood.games.settlers.events import DeckShuffled, MovesShuffled, NeutralPlaced
from sherwood.games.settlers.geometry import EDGE_NAMES, HEX_EDGES, HEX_VERTICES, VERTEX_NAMES
from sherwood.games.settlers.island import beginner_island, random_island
from sherwood.games.settlers.roads import measure
from sherwood.games.settlers.state import State
from sherwood.games.settlers.tracking import derive, put_road, put_settlement

NEUTRAL_SETTLEMENTS = 5
"""SR-V-1.8, SR-V-2.9: the neutral settlements (and roads) placed."""


def new_solo_game(rng: SeededRng, options: Mapping[str, Any]) -> tuple[State, Events]:
    """SR-V-2: the first state of a solo game, the neutral pieces placed, its queue holding
    the Sheriff's two placement rounds (not run yet)."""
    layout = options.get("layout", "beginner")
    island = random_island(rng) if layout == "random" else beginner_island()  # R2-R4
    movement = options.get("movement", "deck")
    state = State(2, board_of(island), ROBIN_HOOD, int(options.get("turn_limit", 0) or 0),
                  movement, bool(options.get("displacement_extra_draw", False)))
    state.first = state.turn = SHERIFF  # SR-V-2.16
    deck = list(deck_of(ROBIN_HOOD, movement))  # SR-V-1.10
    rng.shuffle(deck)  # R5, SR-V-2.3
    state.deck = deck
    events: Events = [DeckShuffled()]
    if movement == "deck":
        state.moves = list(range(6))
        rng.shuffle(state.moves)  # R9, SR-V-2.3
        events.append(MovesShuffled())
    derive(state)
    place_neutrals(state, rng, events)  # R6-R8
    push(state, ("setup_settlement", SHERIFF, 1), ("setup_settlement", SHERIFF, 2),  # SR-V-2.13
         ("solo_ready",), ("begin_turn", SHERIFF))
    return state, events


def _two_dice(rng: SeededRng) -> int:
    return rng.randint(1, 6) + rng.randint(1, 6)


def place_neutrals(state: State, rng: SeededRng, events: Events) -> None:
    """SR-V-2.4 to SR-V-2.9: until 5 neutral settlements stand, roll 2d6 for a hex of that
    number not yet a target (7, or no such hex: roll again), 1d6 between two (1-3 the first in
    reading order), 1d6 for its corner (the first legal one clockwise from it), and a road on
    the side clockwise from that corner (else counter-clockwise, else none)."""
    used: set[int] = set()
    placed = 0
    roll_hexes = state.board.roll_hexes
    while placed < NEUTRAL_SETTLEMENTS:
        rolls: list[int] = []
        while True:  # SR-V-2.5 (R6)
            total = _two_dice(rng)
            rolls.append(total)
            candidates = [h for h, _, _ in roll_hexes[total] if h not in used] if total != 7 else []
            if candidates:
                break
        if len(candidates) == 2:  # SR-V-2.6 (R7)
            die = rng.randint(1, 6)
            rolls.append(die)
            h = candidates[0] if die <= 3 else candidates[1]
            shown = tuple(HEX_NAMES[c] for c in candidates)
        else:
            h = candidates[0]
            shown = ()
        used.add(h)
        corner = rng.randint(1, 6)  # SR-V-2.7 (R8)
        rolls.append(corner)
        free = state.free
        for i in range(6):
            k = (corner - 1 + i) % 6
            v = HEX_VERTICES[h][k]
            if free >> v & 1:
                break
        else:  # no legal corner: the target stays used, step 1 again
            events.append(NeutralPlaced(HEX_NAMES[h], None, None, tuple(rolls), shown, corner))
            continue
        put_settlement(state, NEUTRAL, v)
        edge = None
        for e in (HEX_EDGES[h][k], HEX_EDGES[h][k - 1]):  # SR-V-2.8: clockwise, then counter-
            if state.edge_owner[e] < 0:
                edge = e
                put_road(state, NEUTRAL, e)
                measure(state, NEUTRAL)  # (at most 2: it never holds Longest Road)
                break
        events.append(NeutralPlaced(HEX_NAMES[h], VERTEX_NAMES[v],
                                    EDGE_NAMES[edge] if edge is not None else None,
                                    tuple(rolls), shown, corner))
        placed += 1


def solo_ready(state: State, rng: SeededRng, events: Events) -> None:
    """SR-V-2.16: the Sheriff has placed; his first turn comes next (the decks were shuffled
    before the neutral placement, SR-V-2.17)."""
    state.in_setup = False
