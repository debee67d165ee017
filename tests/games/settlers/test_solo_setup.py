"""Options, components and setup of the Robin Hood solo variant (SR-V-1, SR-V-2, SR-M-2), one
test per rule or edge case, through the public API (situations.py builds the position)."""

from __future__ import annotations

from collections import Counter

import pytest

from sherwood.engine import Match, SeededRng
from sherwood.engine.errors import BadOptions
from sherwood.games.settlers.board import HEX_BY_NAME
from sherwood.games.settlers.content import DECK, MOVES, deck_of
from sherwood.games.settlers.geometry import (
    EDGE_ID,
    EDGE_VERTICES,
    HEX_EDGES,
    HEX_VERTICES,
    VERTEX_ID,
    VERTEX_NEIGHBOURS,
)
from sherwood.games.settlers.island import beginner_island, random_island
from tests.games.settlers.situations import do, kinds, only, scripted_start


def place_setup(m):
    """The Sheriff's two starting settlements and roads: the first legal ones."""
    for _ in range(4):
        m.apply(m.legal_commands()[0])


# --- options, components and setup --------------------------------------------------------------

def test_one_seat_plays_the_solo_variant_and_the_variants_keep_their_seats():
    """SR-V-1.2, SR-M-4: one seat is the Sheriff in the Robin Hood variant; the variant needs
    one seat and the standard game two or more."""
    m = Match.start("settlers", 1, seed=1)
    assert m.options["variant"] == "robin_hood" and m.view(0).players == 1
    assert m.view(0).target == 15 and Match.start("settlers", 3, seed=1).view(0).target == 10
    with pytest.raises(BadOptions, match="one player, the Sheriff"):
        Match.start("settlers", 2, seed=1, options={"variant": "robin_hood"})
    with pytest.raises(BadOptions, match="2 to 4 players"):
        Match.start("settlers", 1, seed=1, options={"variant": "standard"})


@pytest.mark.parametrize(("movement", "bank", "deck", "knights"), [("deck", 18, 24, 13), ("die", 19, 25, 14)])
def test_components_with_the_deck_or_the_die(movement, bank, deck, knights):
    """SR-V-1.10, SR-M-2: the movement deck takes one card of each resource from the bank and
    a Knight from the development deck; the die takes nothing."""
    m = Match.start("settlers", 1, seed=2, options={"movement": movement})
    view = m.view(0)
    assert view.bank == (bank,) * 5 and view.deck_size == deck
    assert deck_of("robin_hood", movement).count(0) == knights and deck_of("standard", "deck") == DECK
    assert view.moves_left == (6 if movement == "deck" else 0) and view.movement == movement


def test_supplies_of_the_sheriff_and_the_neutral_colour():
    """SR-V-1.3, SR-V-1.8: the Sheriff has 10 settlements, 8 cities and 30 roads; the neutral
    colour's 5 settlements and 5 roads are all on the board after setup."""
    m = Match.start("settlers", 1, seed=3)
    assert m.view(0).pieces_left == ((10, 8, 30), (0, 0, 0))
    place_setup(m)
    assert m.view(0).pieces_left[0] == (8, 8, 28)


def test_setup_order_and_the_sheriff_begins():
    """SR-V-2.16, SR-V-2.17: no starting player is drawn; the development deck (R5), then the
    movement deck (R9), then the neutral dice (R6-R8); the Sheriff places twice and takes
    the first turn with 2 VP, Robin with 0, on the desert (SR-V-2.2)."""
    for seed, layout in ((4, "beginner"), (5, "random"), (6, "random")):
        m = Match.start("settlers", 1, seed=seed, options={"layout": layout})
        assert kinds(m.opening_events)[:2] == ["deck_shuffled", "moves_shuffled"]
        assert "first_player" not in kinds(m.opening_events)
        rng = SeededRng(seed)
        island = random_island(rng) if layout == "random" else None
        rng.shuffle(list(deck_of("robin_hood", "deck")))
        rng.shuffle(list(range(6)))
        first = rng.randint(1, 6) + rng.randint(1, 6)
        assert m.opening_events[2].rolls[0] == first
        view = m.view(0)
        if island is not None:
            assert view.island == island
        assert view.robber == view.island.terrain.index("desert")
        place_setup(m)
        view = m.view(0)
        assert view.turn == 0 and view.prompt.kind == "before_roll" and view.public_vp[0] == 2
        assert view.robin_vp == 0 and not view.setup
    die = Match.start("settlers", 1, seed=4, options={"movement": "die"})
    assert "moves_shuffled" not in kinds(die.opening_events)


def test_the_sheriffs_setup_keeps_away_from_neutral_pieces():
    """SR-V-2.12, SR-V-2.14: starting settlements obey the distance rule with neutral
    settlements, and no Sheriff road goes on a neutral road's edge."""
    m = Match.start("settlers", 1, seed=7)
    view = m.view(0)
    neutral = {v for v, o in enumerate(view.vertex_owner) if o == 1}
    blocked = neutral | {w for v in neutral for w in VERTEX_NEIGHBOURS[v]}
    spots = {VERTEX_ID[c.vertex] for c in m.legal_commands()}
    assert spots and not spots & blocked
    assert len(spots) == 54 - len(blocked)


def test_setup_at_the_camp_displaces_nobody_and_the_second_settlement_pays():
    """SR-V-6.7, SR-V-2.15: a starting settlement at Robin's hex asks nothing; the second
    pays one card of each producing hex it touches."""
    m = Match.start("settlers", 1, seed=8)
    corner = next(c for c in m.legal_commands() if HEX_BY_NAME["0,0"] in _hexes_of(c.vertex))
    m.apply(corner)
    assert m.view(0).prompt.kind == "setup_road"
    m.apply(m.legal_commands()[0])
    events = m.apply(m.legal_commands()[-1])
    assert kinds(events)[:2] == ["settlement_built", "setup_resources"]
    assert sum(m.view(0).hand) == len(only(events, "setup_resources").cards) > 0


def _hexes_of(vertex):
    from sherwood.games.settlers.geometry import VERTEX_HEXES
    return VERTEX_HEXES[VERTEX_ID[vertex]]


def test_the_island_is_set_up_by_the_standard_rules():
    """SR-V-2.1 (SR-B-2, SR-M-1): the solo game's island is the standard game's: the beginner
    island by default, or a random one dealt by SR-B-2.4 to SR-B-2.6 with the option; Robin
    (the robber) on its desert."""
    m = Match.start("settlers", 1, seed=9)
    assert m.options["layout"] == "beginner"
    assert m.view(0).island == beginner_island() == Match.start("settlers", 3, seed=9).view(0).island
    islands = set()
    for seed in range(4):
        view = Match.start("settlers", 1, seed=seed, options={"layout": "random"}).view(0)
        assert Counter(view.island.terrain) == Counter(beginner_island().terrain)
        assert sorted(t for t in view.island.tokens if t) == sorted(t for t in beginner_island().tokens if t)
        assert view.island.terrain[view.robber] == "desert"
        islands.add(view.island)
    assert len(islands) > 1


def test_the_movement_deck_and_the_development_deck_are_shuffled():
    """SR-V-2.3 (R5, R9): the development deck, then the movement deck are shuffled at setup;
    Robin's first draw is the top card of that shuffled pile, which differs from game to game."""
    firsts = set()
    for seed in range(8):
        m = Match.start("settlers", 1, seed=seed)
        assert kinds(m.opening_events)[:2] == ["deck_shuffled", "moves_shuffled"]
        rng = SeededRng(seed)
        rng.shuffle(list(deck_of("robin_hood", "deck")))
        pile = list(range(6))
        rng.shuffle(pile)
        place_setup(m)
        do(m, "roll")
        while m.view(0).prompt.kind != "trade_and_build":  # a 7: discard or relocation
            m.apply(m.legal_commands()[0])
        assert m.view(0).moves_left == 6
        drawn = only(do(m, "end_turn"), "movement_drawn").card
        assert drawn == MOVES[pile[-1]]
        firsts.add(drawn)
    assert len(firsts) > 2


def test_neutral_pieces_by_dice_one_settlement_and_road_per_hex():
    """SR-V-2.4: five neutral settlements and five neutral roads go on the hexes the dice pick,
    one settlement and one road in each: the road on a side of that hex, at the settlement."""
    for seed in range(12):
        m = Match.start("settlers", 1, seed=seed, options={"layout": "random" if seed % 2 else "beginner"})
        placed = [e for e in m.opening_events if e.kind == "neutral_placed" and e.vertex]
        assert len(placed) == 5 and len({e.hex for e in placed}) == 5
        for e in placed:
            h = HEX_BY_NAME[e.hex]
            v, edge = VERTEX_ID[e.vertex], EDGE_ID[e.edge]
            assert v in HEX_VERTICES[h] and edge in HEX_EDGES[h] and v in EDGE_VERTICES[edge]
            assert m.view(0).island.tokens[h] == e.rolls[-3 if e.candidates else -2]  # the 2d6
        view = m.view(0)
        assert view.vertex_owner.count(1) == 5 and view.edge_owner.count(1) == 5


@pytest.mark.parametrize(("die", "target"), [(1, "2,0"), (3, "2,0"), (4, "-2,1"), (6, "-2,1")])
def test_two_candidates_are_split_by_a_die(die, target):
    """SR-V-2.6 (R7): an 8 names 2,0 and -2,1; a die of 1-3 takes the first in reading order
    (2,0), 4-6 the other; a single candidate is taken without a die."""
    m = scripted_start(1, [4, 4, die, 1, 5, 6, 1])  # 8, the die, corner 1; then 11: -1,0 or 0,2
    first, second = [e for e in m.opening_events if e.kind == "neutral_placed"][:2]
    assert first.hex == target and first.candidates == ("2,0", "-2,1") and first.rolls == (8, die, 1)
    assert second.hex == "-1,0" and second.candidates == ("-1,0", "0,2") and second.rolls[:2] == (11, 1)
    m = scripted_start(1, [1, 1, 3])  # 2: only 1,-2
    first = next(e for e in m.opening_events if e.kind == "neutral_placed")
    assert (first.hex, first.candidates, first.rolls, first.vertex) == ("1,-2", (), (2, 3), "1,-1,N")


def test_a_target_with_no_legal_corner_gets_nothing_and_stays_used():
    """SR-V-2.7 (R8): the corner die picks a corner, the next ones clockwise are tried; when
    none of the six is legal the target stays used, nothing is placed, and the dice roll
    again. Here neutral settlements on 1,0,N (corner 3 of 1,-1) and 1,0,S (corner 6 of 1,1)
    leave no corner of 1,0 free; the next 3 can only name -1,1."""
    m = scripted_start(1, [2, 2, 1, 3,  # 4: 1,-1 (die 1), corner 3: 1,0,N
                           2, 3, 1, 6,  # 5: 1,1 (die 1), corner 6: 1,0,S
                           1, 2, 1, 1,  # 3: 1,0 (die 1), corner 1: all six corners barred
                           2, 1, 1])  # 3 again: only -1,1, corner 1
    placed = [e for e in m.opening_events if e.kind == "neutral_placed"]
    assert [(e.hex, e.vertex) for e in placed[:4]] == [
        ("1,-1", "1,0,N"), ("1,1", "1,0,S"), ("1,0", None), ("-1,1", "-1,1,N")]
    assert placed[2].edge is None and placed[3].candidates == () and placed[3].rolls == (3, 1)
    assert len([e for e in placed if e.vertex]) == 5
    owner = m.view(0).vertex_owner
    taken = {v for v in HEX_VERTICES[HEX_BY_NAME["1,0"]] if owner[v] >= 0}
    assert taken == {VERTEX_ID["1,0,N"], VERTEX_ID["1,0,S"]}


def test_the_sheriff_places_last_wherever_he_chooses():
    """SR-V-2.13: the neutral pieces stand before the Sheriff is asked; then he places his two
    starting settlements (with their roads) on any legal corners he picks, and play begins."""
    m = Match.start("settlers", 1, seed=12)
    view = m.view(0)
    assert view.vertex_owner.count(1) == 5 and view.setup and view.prompt.kind == "setup_settlement"
    picks = []
    for choose in (-1, 0):
        settle = m.legal_commands()[choose]
        picks.append(settle.vertex)
        m.apply(settle)
        m.apply(m.legal_commands()[choose])
    view = m.view(0)
    assert {v for v, o in enumerate(view.vertex_owner) if o == 0} == {VERTEX_ID[v] for v in picks}
    assert not view.setup and view.prompt.kind == "before_roll" and view.vertex_owner.count(1) == 5


def test_only_the_sheriff_decides_and_the_neutral_colour_never_acts():
    """SR-V-1.14: Robin is no player: every decision in a whole game is the Sheriff's (seat 0),
    Robin's turns happen inside the Sheriff's commands; SR-V-2.10: the neutral colour takes no
    part after setup: no turn, no card, its five settlements and roads never change."""
    m = Match.start("settlers", 1, seed=11)
    view = m.view(0)
    neutral = ([v for v, o in enumerate(view.vertex_owner) if o == 1],
               [e for e, o in enumerate(view.edge_owner) if o == 1])
    rng = SeededRng(5)
    robin_turns = 0
    for _ in range(250):
        if m.is_over:
            break
        assert m.active_seat == 0 and m.view(0).prompt.seat == 0
        events = m.apply(rng.choice(m.legal_commands()))
        robin_turns += kinds(events).count("robin_turn_began")
        view = m.view(0)
        assert view.turn == 0 and view.hand_sizes[1] == 0 and view.dev_counts[1] == 0
        assert ([v for v, o in enumerate(view.vertex_owner) if o == 1],
                [e for e, o in enumerate(view.edge_owner) if o == 1]) == neutral
        assert view.pieces_left[1] == (0, 0, 0)
    assert robin_turns > 10 and len(m.scores()) == 1


def test_the_neutral_colour_never_scores():
    """SR-V-2.11: the neutral colour never scores, so its five settlements show no points:
    its public VP is 0 in the Sheriff's view (it was 5, one a settlement), from setup to the
    end, and the scores and the outcome have the Sheriff's total alone."""
    m = Match.start("settlers", 1, seed=11)
    rng = SeededRng(5)
    while not m.is_over:
        view = m.view(0)
        if view.vertex_owner.count(1) == 5:
            assert view.public_vp[1] == 0, view.public_vp
        m.apply(rng.choice(m.legal_commands()))
    view = m.view(0)
    assert view.vertex_owner.count(1) == 5 and view.public_vp[1] == 0
    assert len(m.scores()) == 1 and m.scores() == [view.vp]
    assert len(m.outcome().scores) == 1
