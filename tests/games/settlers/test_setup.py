"""Setup (SR-B-2, SR-B-3): the layouts and the seats, the starting player, the placement
rounds in snake order and their commands (SR-B-12.2), the second settlement's resources, the
setup road, and the random calls' order (SR-B-3.8)."""

from __future__ import annotations

import pytest

from sherwood.engine import IllegalCommand, Match, SeededRng, refuse
from sherwood.engine.errors import BadOptions
from sherwood.games.settlers.commands import PlaceRoad, PlaceSettlement
from sherwood.games.settlers.content import RESOURCES, TERRAIN_RESOURCE
from sherwood.games.settlers.geometry import (
    EDGE_NAMES,
    VERTEX_EDGES,
    VERTEX_HEXES,
    VERTEX_ID,
    VERTEX_NAMES,
    VERTEX_NEIGHBOURS,
)
from sherwood.games.settlers.island import beginner_island, random_island
from tests.games.settlers.situations import refused


def place_all(match: Match) -> list[tuple[int, str]]:
    """Play the placement rounds with the first legal commands; the seats and vertices of
    the settlements, in order."""
    placed = []
    while match.view(0).setup:
        command = match.legal_commands()[0]
        if isinstance(command, PlaceSettlement):
            placed.append((command.seat, command.vertex))
        match.apply(command)
    return placed


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_placement_runs_in_snake_order(seats):
    """SR-B-3.3, SR-B-3.4: round 1 in turn order from the starting player, round 2 in
    reverse; SR-B-3.7: then the starting player takes the first turn."""
    for seed in range(4):
        match = Match.start("settlers", seats, seed)
        first = match.view(0).first
        order = [(first + i) % seats for i in range(seats)]
        placed = place_all(match)
        assert [s for s, _ in placed] == order + order[::-1]
        assert match.active_seat == first and match.view(first).prompt.kind == "before_roll"


def test_the_starting_player_is_drawn_first():
    """SR-B-3.2, SR-B-3.8 (R1): the first random call draws the starting player, uniformly."""
    firsts = set()
    for seed in range(40):
        match = Match.start("settlers", 4, seed)
        rng = SeededRng(seed)
        assert match.view(0).first == rng.randint(0, 3)
        firsts.add(match.view(0).first)
    assert firsts == {0, 1, 2, 3}


def test_random_layout_is_dealt_after_the_starting_player():
    """SR-B-3.8: R1, then R2 to R4 (inside random_island), in that order; SR-M-1: the option."""
    for seed in range(5):
        match = Match.start("settlers", 3, seed, {"layout": "random"})
        rng = SeededRng(seed)
        rng.randint(0, 2)
        assert match.view(0).island == random_island(rng)
    assert Match.start("settlers", 3, 1).view(0).island == beginner_island()


def test_second_settlement_takes_one_card_per_producing_hex():
    """SR-B-3.5: after the second settlement only, one card for each land hex it touches that
    produces (the desert gives nothing)."""
    match = Match.start("settlers", 2, 5)
    first = match.active_seat
    other = 1 - first
    # round 1: first, other; round 2: other, first
    picks = ["0,-1,S", "2,0,N", "-1,2,N", "1,1,S"]  # 0,-1,S touches the desert
    for vertex in picks:
        seat = match.active_seat
        match.apply(PlaceSettlement(seat, vertex))
        match.apply(match.legal_commands()[0])
    island = beginner_island()

    def produce(vertex):
        counts = [0] * 5
        for h in VERTEX_HEXES[VERTEX_ID[vertex]]:
            r = TERRAIN_RESOURCE[island.terrain[h]]
            if r >= 0:
                counts[r] += 1
        return tuple(counts)

    assert match.view(first).hand == produce("1,1,S")
    assert match.view(other).hand == produce("-1,2,N")  # -1,2 fields, -1,1 mountains, 0,1 fields
    assert produce("-1,2,N") == (0, 0, 2, 0, 1)
    assert sum(match.view(0).bank) == 95 - sum(produce("1,1,S")) - 3


def test_setup_settlements_keep_the_distance_rule():
    """SR-B-3.3, SR-B-8.4, SR-E-10: a setup settlement needs free neighbours, no road."""
    match = Match.start("settlers", 4, 2)
    seat = match.active_seat
    match.apply(PlaceSettlement(seat, "0,0,N"))
    match.apply(match.legal_commands()[0])
    legal = {c.vertex for c in match.legal_commands()}
    assert "0,0,N" not in legal
    assert not legal & {VERTEX_NAMES[w] for w in VERTEX_NEIGHBOURS[VERTEX_ID["0,0,N"]]}
    assert len(legal) == 54 - 4
    assert refused(match, PlaceSettlement(match.active_seat, "0,-1,S")).code == "distance_rule"


def test_the_setup_road_touches_the_settlement_just_placed():
    """SR-B-3.6: the road goes on an edge at the new settlement, and nowhere else."""
    match = Match.start("settlers", 3, 3)
    seat = match.active_seat
    match.apply(PlaceSettlement(seat, "0,0,N"))
    assert {c.edge for c in match.legal_commands()} == {
        EDGE_NAMES[e] for e in VERTEX_EDGES[VERTEX_ID["0,0,N"]]}
    assert refused(match, PlaceRoad(seat, "2,0,E")).code == "road_off_settlement"


def test_the_deck_is_shuffled_after_the_placement():
    """SR-B-3.7, SR-B-3.8 (R5): the last setup road shuffles the deck (chance: it cannot be
    taken back); earlier placements may be."""
    match = Match.start("settlers", 2, 4)
    for _ in range(7):
        match.apply(match.legal_commands()[0])
        assert match.can_undo
    events = match.apply(match.legal_commands()[0])
    assert [e.kind for e in events][-2:] == ["deck_shuffled", "turn_began"]
    assert match.undo_refusal == refuse("undo_chance")
    assert match.view(0).deck_size == 25 and not match.view(0).setup


def test_resources_are_named_in_their_order():
    """SR-C-5.2: the resources, in the order hands count them."""
    assert RESOURCES == ("lumber", "wool", "grain", "brick", "ore")


def test_two_layouts_and_free_placement_on_the_beginner_island():
    """SR-B-2.1 (SR-M-1): the game is set up on the fixed beginner island or on a random one,
    as the option chooses; on the beginner island too the players place their own first
    settlements and roads (no fixed start spots): every board vertex is offered."""
    beginner = Match.start("settlers", 3, 6)
    assert beginner.options["layout"] == "beginner" and beginner.view(0).island == beginner_island()
    prompt = beginner.view(0).prompt
    assert prompt.kind == "setup_settlement"
    assert sorted(c.vertex for c in beginner.legal_commands()) == sorted(VERTEX_NAMES)
    islands = {Match.start("settlers", 3, seed, {"layout": "random"}).view(0).island for seed in range(4)}
    assert len(islands) > 1 and beginner_island() not in islands


@pytest.mark.parametrize("seats", [3, 4])
def test_three_or_four_seats_each_human_or_bot_in_its_own_colour(seats):
    """SR-B-3.1: the standard game seats 3 or 4, each a human or a bot, each in its own colour
    (SR-M-4: 4 by default); every seat places its own pieces."""
    labels = ["human", "bot:random", "human", "bot:heuristic"][:seats]
    match = Match.start("settlers", labels, 1)
    assert match.options["variant"] == "standard" and match.seats == tuple(labels)
    assert len(set(match.names)) == seats and set(match.names) <= {"Red", "Blue", "White", "Orange"}
    assert match.view(0).players == seats
    place_all(match)
    owners = [o for o in match.view(0).vertex_owner if o >= 0]
    assert sorted(owners) == sorted(list(range(seats)) * 2)
    assert match.spec.default_seat_count == 4
    with pytest.raises(BadOptions, match="not 5"):
        Match.start("settlers", 5, 1)


def test_setup_commands_are_place_settlement_then_place_road():
    """SR-B-12.2: in setup the seat gives place_settlement(vertex), then place_road(edge)."""
    match = Match.start("settlers", 3, 8)
    seat = match.active_seat
    assert {c.kind for c in match.legal_commands()} == {"place_settlement"}
    assert all(c.seat == seat for c in match.legal_commands())
    with pytest.raises(IllegalCommand):
        match.apply(PlaceRoad(seat, "0,0,NE"))
    match.apply(PlaceSettlement(seat, "0,0,N"))
    assert match.active_seat == seat and {c.kind for c in match.legal_commands()} == {"place_road"}
    with pytest.raises(IllegalCommand):
        match.apply(PlaceSettlement(seat, "2,0,N"))
    match.apply(PlaceRoad(seat, "0,0,NE"))
    assert match.active_seat != seat and {c.kind for c in match.legal_commands()} == {"place_settlement"}
