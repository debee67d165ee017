"""The heuristic bot as the Sheriff of the Robin Hood solo variant, against the spec's bot
notes ("Solo variant, Sheriff bot") and the SR-V rules they lean on.

Each choice is made in a built position (``situations.situation(seats=1, ...)``) and read
through the public API: the bot decides from ``match.view(0)`` and ``match.legal_commands()``
only, as the app asks it. Whole seeded games then check that the bot plays solo games to
their end under every option set with the rules' invariants held, that it never closes a
ring while behind, and that the search bot's rollout policy plays solo games too.
"""

from __future__ import annotations

import doctest

import pytest

import sherwood.games  # noqa: F401  (hands the catalogue to the engine)
from sherwood.ai import IsmctsBot, bot_seed
from sherwood.engine import Match, SeededRng
from sherwood.games import game_spec
from sherwood.games.settlers import heuristic_sheriff, heuristic_solo, robin
from sherwood.games.settlers.board import HEX_BY_NAME
from sherwood.games.settlers.geometry import EDGE_ID, EDGE_NAMES, HEX_EDGES, VERTEX_HEXES
from sherwood.games.settlers.heuristic import HeuristicBot
from sherwood.games.settlers.heuristic_board import tables
from sherwood.games.settlers.heuristic_plan import Facts
from sherwood.games.settlers.heuristic_rollout import rollout_choice
from tests.games.settlers.situations import legal_kinds, situation

SPEC = game_spec("settlers")
RULES = SPEC.rules
ALL_SIX = ["move_lumber", "move_wool", "move_grain", "move_brick", "move_ore", "move_knight"]


def pile(top, *rest):
    """The movement draw pile with ``top`` on top; the other cards face up in the discards."""
    cards = [top, *rest]
    return {"moves": cards, "moves_discard": [c for c in ALL_SIX if c not in cards]}


def sheriff(seed: int = 1) -> HeuristicBot:
    return HeuristicBot(SPEC, 0, seed)


def choose(m: Match, bot: HeuristicBot | None = None):
    """The bot's answer to the match's question now (from the view and the legal list)."""
    legal = m.legal_commands()
    command = (bot or sheriff()).choose(m.view(0), legal)
    assert command in legal
    return command


def ring(h: str, *, leave: int | None = None) -> dict[str, int]:
    """Sheriff roads on the sides of hex ``h`` (all six, or all but side ``leave``, 0 = NE)."""
    return {EDGE_NAMES[e]: 0 for i, e in enumerate(HEX_EDGES[HEX_BY_NAME[h]]) if i != leave}


def side(h: str, i: int) -> str:
    return EDGE_NAMES[HEX_EDGES[HEX_BY_NAME[h]][i]]


def play_turn_out(m: Match, bot: HeuristicBot, limit: int = 40) -> list:
    """Let the bot answer until the game ends or the turn passes to Robin; all events."""
    events: list = []
    for _ in range(limit):
        if m.is_over:
            return events
        command = choose(m, bot)
        events += m.apply(command)
        if command.kind == "end_turn":
            return events
    raise AssertionError("the bot's turn did not end")


# --- the cost of a hex for Robin ---------------------------------------------------------------

def test_the_examples_in_the_sheriffs_docstrings_run():
    result = doctest.testmod(heuristic_solo)
    assert result.failed == 0 and result.attempted > 0


def test_hex_values_and_moves_agree_with_the_rules_over_a_game():
    """SR-V-7.3, SR-V-4.6: the bot's own V(h) and eligible hexes (from the flat lists a
    view and a state share) are the rules' (``robin.py``) at every position of a game."""
    m = Match.start("settlers", ["bot:heuristic"], 5, {"layout": "random", "turn_limit": 1000})
    bot = sheriff(5)
    checked = 0
    while not m.is_over and checked < 400:
        view = m.view(0)
        t = tables(view.island)
        for h in range(19):
            mine = heuristic_solo.ring_missing(h, view.edge_owner)
            assert heuristic_solo.hex_value(h, view.vertex_owner, view.vertex_city) == \
                robin.hex_value(view, h)
            assert mine == robin.ring_missing(view, h) or \
                any(view.edge_owner[e] == 1 for e in HEX_EDGES[h])  # SR-V-9.8: never ringed
        for card in range(5):
            assert sorted(heuristic_solo.move_targets(t, view.robber, card, view.edge_owner)) == \
                sorted(robin.move_targets(view, card))
        m.apply(choose(m, bot))
        checked += 1
    assert checked > 100


def test_cost_is_six_per_vp_plus_production_and_doubles_in_danger():
    """Bot notes, "Cost of a hex for Robin": cost(h) = 6·V(h) + pips × Sheriff weight; the
    V term doubles from 12 Robin VP (SR-V-7.3: neutral settlements count in V only)."""
    m = situation(seats=1, cities={"0,-1,S": 0}, settlements={"1,-1,S": 1})  # 1,-1,S: at the desert
    view = m.view(0)
    t = tables(view.island)
    owner, city = view.vertex_owner, view.vertex_city
    hills, desert = HEX_BY_NAME["0,-1"], HEX_BY_NAME["0,0"]  # hills 6 (5 pips)
    assert heuristic_solo.robin_cost(t, hills, owner, city, 0) == 6 * 2 + 5 * 2
    assert heuristic_solo.robin_cost(t, desert, owner, city, 0) == 6 * 3  # the city and the neutral
    assert heuristic_solo.robin_cost(t, desert, owner, city, 12) == 12 * 3


# --- Robin's destination, displacement, relocation (SR-V-4.7, SR-V-6, SR-V-7.12) -------------------

def test_destination_is_the_cheaper_forest():
    """SR-V-4.7, bot notes "Robin's destination": the lumber card from the camp reaches 1,0
    and -1,0 (WE-8); a Sheriff settlement at -1,0 makes it dearer, so Robin goes to 1,0."""
    m = situation(seats=1, settlements={"-1,0,N": 0, "2,0,S": 0}, robber="0,0", **pile("move_lumber"))
    m.apply(legal_kinds(m, "end_turn")[0])
    assert m.view(0).prompt.kind == "choose_robin_hex"
    assert choose(m).hex == "1,0"


def test_destination_ties_go_by_reading_order():
    """Bot notes: equal costs (no building at either forest) are broken by reading order
    (SR-C-1.4: -1,0 before 1,0)."""
    m = situation(seats=1, settlements={"2,0,S": 0}, robber="0,0", **pile("move_lumber"))
    m.apply(legal_kinds(m, "end_turn")[0])
    assert choose(m).hex == "-1,0"


def test_displacement_we12_to_the_camp():
    """WE-12 (SR-V-6), bot notes "Displacement": the settlement at 1,0,N makes Robin's forest
    cost 8; 2,0, 0,0, 0,1 and 1,1 cost nothing, and the first in reading order is the camp."""
    m = situation(seats=1, settlements={"1,1,S": 0}, robber="1,0",
                  roads={"1,-1,SE": 0, "1,0,NE": 0}, hands=[{"lumber": 1, "brick": 1, "wool": 1, "grain": 1}])
    m.apply(next(c for c in legal_kinds(m, "build_settlement") if c.vertex == "1,0,N"))
    prompt = m.view(0).prompt
    assert prompt.kind == "displace_robin" and set(prompt.hexes) == {"2,0", "0,0", "0,1", "1,1"}
    command = choose(m)
    assert command.kind == "displace_robin" and command.hex == "0,0"
    m.apply(command)
    assert m.view(0).robber == HEX_BY_NAME["0,0"]


def test_displacement_declined_when_the_only_way_out_is_dearer():
    """Bot notes, "Displacement" (SR-V-6.4: it may be declined): Robin in the camp with five
    sides roaded; the Sheriff's settlement on a camp corner costs 6 there, the pasture
    beyond the open side holds a Sheriff city (6·2 + 3·2 = 18): he leaves Robin in."""
    roads = ring("0,0", leave=0)  # the NE side, to the pasture 1,-1, stays open
    m = situation(seats=1, cities={"2,-2,S": 0}, robber="0,0", roads=roads,
                  hands=[{"lumber": 1, "brick": 1, "wool": 1, "grain": 1}])
    m.apply(next(c for c in legal_kinds(m, "build_settlement") if c.vertex == "0,1,N"))
    prompt = m.view(0).prompt
    assert prompt.kind == "displace_robin" and prompt.hexes == ("1,-1",)
    assert choose(m).kind == "decline_displacement"


def test_relocation_tie_we11_takes_the_desert():
    """WE-11 (SR-V-7.10 to SR-V-7.12), bot notes "Relocation ties": a 7 with nothing at
    2,-2; 0,0 and 1,0 tie at V 3, and the desert costs no production."""
    m = situation(seats=1, cities={"0,-1,S": 0, "2,-1,S": 0}, settlements={"1,-1,S": 0, "-1,1,S": 1},
                  robber="2,-2", hands=[{"ore": 5}], phase="before_roll", script=[3, 4])
    m.apply(choose(m))  # the roll: 7
    prompt = m.view(0).prompt
    assert prompt.kind == "relocate_robin" and set(prompt.hexes) == {"0,0", "1,0"}
    assert choose(m).hex == "0,0"


# --- setup, Knights, Monopoly --------------------------------------------------------------------------

@pytest.mark.parametrize("seed", range(6))
def test_the_two_starting_settlements_share_no_hex(seed):
    """Bot notes, "Placement": one 7 at a shared hex would score both (SR-V-7.5)."""
    m = Match.start("settlers", 1, seed, {"layout": "random" if seed % 2 else "beginner"})
    bot = sheriff(seed)
    while m.view(0).setup:
        m.apply(choose(m, bot))
    view = m.view(0)
    mine = [v for v, o in enumerate(view.vertex_owner) if o == 0]
    assert len(mine) == 2
    assert not set(VERTEX_HEXES[mine[0]]) & set(VERTEX_HEXES[mine[1]])


def test_knight_before_the_roll_when_robin_sits_on_a_sheriff_building():
    """Bot notes, "Knight" (SR-V-5.1, SR-V-5.2): Robin on the hills 6 beside a Sheriff city;
    every card the pile can still show takes him somewhere cheaper, so the Knight is played
    before the roll, and Robin draws at once."""
    m = situation(seats=1, cities={"0,-1,S": 0}, robber="0,-1", dev=[["knight"]], phase="before_roll",
                  **pile("move_grain", "move_ore"))
    command = choose(m)
    assert command.kind == "play_knight"
    events = m.apply(command)
    assert [e.kind for e in events][:2] == ["knight_played", "movement_drawn"]
    assert m.view(0).robber == HEX_BY_NAME["-1,-1"]  # the only fields next to the hills


def test_knight_kept_when_robin_costs_nothing():
    """Bot notes, "Knight": Robin in an empty camp blocks nothing; the Knight is kept."""
    m = situation(seats=1, settlements={"2,0,S": 0}, robber="0,0", dev=[["knight"]], phase="before_roll")
    assert choose(m).kind == "roll"


def test_knight_only_when_the_draw_should_help():
    """Bot notes, "Knight": Robin on the Sheriff's hills and only the knight card left, so
    a Knight takes him to the camp. With the Sheriff's city there alone the camp is cheaper
    (Knight played); with a second city at the camp it is dearer (the dice are rolled)."""
    m = situation(seats=1, cities={"0,-1,S": 0}, robber="0,-1", dev=[["knight"]], phase="before_roll",
                  **pile("move_knight"))
    assert choose(m).kind == "play_knight"
    m = situation(seats=1, cities={"0,-1,S": 0, "1,-1,S": 0}, robber="0,-1", dev=[["knight"]],
                  phase="before_roll", **pile("move_knight"))
    assert choose(m).kind == "roll"


def test_no_knight_calls_robin_out_of_the_trap():
    """Robin in the camp beside the Sheriff's city: a Knight would move him somewhere
    cheaper, and is played; but with five sides of the camp roaded he is where the Sheriff
    wants him (the ring closes when the Sheriff leads), so the dice are rolled."""
    open_camp = situation(seats=1, cities={"0,-1,S": 0}, robber="0,0", dev=[["knight"]],
                          phase="before_roll", robin_vp=4)
    assert choose(open_camp).kind == "play_knight"
    trap = situation(seats=1, cities={"0,-1,S": 0}, roads=ring("0,0", leave=0), robber="0,0",
                     dev=[["knight"]], phase="before_roll", robin_vp=4)
    assert choose(trap).kind == "roll"


def test_in_danger_the_last_knight_stays_in_hand():
    """Bot notes, "Knight" and "Danger": after the roll a third Knight is played to take
    Largest Army (SR-V-5.4); with Robin at 12 VP the only Knight in hand is kept for
    moving Robin off before a later roll."""
    def position(robin_vp: int) -> Match:
        return situation(seats=1, settlements={"1,1,S": 0, "-2,2,N": 0}, knights=[2], dev=[["knight"]],
                         robin_vp=robin_vp, robber="2,-2")
    assert choose(position(11)).kind == "play_knight"
    assert choose(position(12)).kind != "play_knight"


def test_monopoly_on_the_loot_pile_for_a_needed_type():
    """Bot notes, "Monopoly" (SR-V-8.4): the loot holds 3 ore and the Sheriff lacks ore for
    his city: Monopoly on ore takes them back."""
    m = situation(seats=1, settlements={"1,1,S": 0}, loot={"ore": 3, "wool": 1}, dev=[["monopoly"]],
                  hands=[{"grain": 2}])
    command = choose(m)
    assert command.kind == "play_monopoly" and command.resource == "ore"
    events = m.apply(command)
    assert m.view(0).hand[4] == 3 and m.view(0).loot[4] == 0
    assert any(e.kind in ("loot_recovered", "monopoly_played") for e in events)


def test_no_monopoly_on_a_thin_loot_pile():
    """Bot notes: fewer than 2 of a needed type in the loot: the card is kept."""
    m = situation(seats=1, settlements={"1,1,S": 0}, loot={"ore": 1}, dev=[["monopoly"]],
                  hands=[{"grain": 2}])
    assert choose(m).kind != "play_monopoly"


# --- encirclement (SR-V-9.4 to SR-V-9.10) -----------------------------------------------------------

def we14(robin_vp: int, hand: dict[str, int]) -> Match:
    """WE-14's position: Robin on 1,0, five Sheriff roads round it, the NW side open; the
    Sheriff has a settlement at 1,1,S and Longest Road (9 VP with the two cities below)."""
    roads = ring("1,0", leave=5)
    return situation(seats=1, settlements={"1,1,S": 0}, cities={"-1,-1,S": 0, "-2,2,N": 0},
                     roads=roads, robber="1,0", robin_vp=robin_vp, hands=[hand])


def test_ring_completed_when_ahead():
    """Bot notes, "Encirclement" (SR-V-9.4, SR-V-9.9): ahead 7 VP to 5 with a road's cards,
    the Sheriff lays the sixth road and wins."""
    m = we14(5, {"lumber": 1, "brick": 1})
    assert m.view(0).vp > 5
    events = play_turn_out(m, sheriff())
    ends = [e for e in events if e.kind == "encircled"]
    assert ends and ends[0].hex == "1,0" and ends[0].winner == 0
    assert m.is_over and m.winners() == [0]


def test_ring_completed_through_maritime_trades():
    """Bot notes: "the missing edges can be bought this turn" counts trades with the bank
    (SR-B-7.6): 4 ore and 4 grain become a lumber and a brick, then the road."""
    m = we14(5, {"ore": 4, "grain": 4})
    events = play_turn_out(m, sheriff())
    kinds = [e.kind for e in events]
    assert kinds.count("maritime_traded") == 2 and "encircled" in kinds
    assert m.winners() == [0]


def test_ring_completed_with_year_of_plenty():
    """Bot notes: the closing road's missing brick comes from Year of Plenty (SR-B-9.3)."""
    m = situation(seats=1, settlements={"1,1,S": 0}, cities={"-1,-1,S": 0, "-2,2,N": 0},
                  roads=ring("1,0", leave=5), robber="1,0", robin_vp=5, hands=[{"lumber": 1}],
                  dev=[["year_of_plenty"]])
    command = choose(m)
    assert command.kind == "play_year_of_plenty" and command.resources == ("brick", "brick")
    play_turn_out(m, sheriff())
    assert m.is_over and m.winners() == [0]


def test_ring_never_closed_while_behind():
    """SR-V-9.9: Robin on 1,0 with five of its sides roaded, the east one open, and 9 VP
    to the Sheriff's 3; the road on 1,0,E would lose the game, so the bot's roads go
    elsewhere and the game goes on."""
    m = situation(seats=1, settlements={"1,0,N": 0}, roads=ring("1,0", leave=1), robber="1,0",
                  robin_vp=9, hands=[{"lumber": 4, "brick": 4}])
    assert m.view(0).vp < 9
    assert "1,0,E" in {c.edge for c in legal_kinds(m, "build_road")}
    events = play_turn_out(m, sheriff())
    assert not m.is_over and "encircled" not in [e.kind for e in events]
    assert m.view(0).edge_owner[EDGE_ID["1,0,E"]] == -1
    assert any(e.kind == "road_built" for e in events)  # the cards went on another road


def test_the_camps_last_side_waits_for_robin():
    """The sixth side of the camp's ring is no road to build while Robin is away (it would
    hold him but never end the game, SR-V-9.7); with Robin home it closes the ring."""
    roads = ring("0,0", leave=0)
    last = side("0,0", 0)
    away = situation(seats=1, settlements={"0,-1,S": 0}, roads=roads, robber="2,-2",
                     hands=[{"lumber": 2, "brick": 2}])
    home = situation(seats=1, settlements={"0,-1,S": 0}, roads=roads, robber="0,0",
                     hands=[{"lumber": 2, "brick": 2}])
    for m, kept in ((away, False), (home, True)):
        view = m.view(0)
        kinds = {"build_road": legal_kinds(m, "build_road"), "end_turn": legal_kinds(m, "end_turn")}
        assert last in {c.edge for c in kinds["build_road"]}
        safe = heuristic_sheriff.safe_kinds(Facts(view, 0), kinds)
        assert (last in {c.edge for c in safe.get("build_road", [])}) is kept
    assert choose(home).edge == last


def test_road_building_before_the_roll_closes_a_ring():
    """Road Building before the roll when its two roads close the ring (a 7 could relocate
    Robin first); SR-E-17: the check follows each road."""
    roads = ring("1,0", leave=5)
    del roads[side("1,0", 4)]
    m = situation(seats=1, settlements={"1,1,S": 0}, cities={"-1,-1,S": 0}, roads=roads, robber="1,0",
                  robin_vp=2, dev=[["road_building"]], phase="before_roll")
    assert choose(m).kind == "play_road_building"
    events = play_turn_out(m, sheriff())
    assert m.is_over and m.winners() == [0]
    assert [e.kind for e in events].count("road_built") >= 1


def test_the_trap_takes_shape_round_the_camp_and_its_last_side_waits():
    """Bot notes, "Encirclement": level or ahead, the Sheriff builds toward five sides of a
    ring round the camp; the sixth is never laid while Robin is away (SR-V-9.7: a ring he
    walks into ends nothing)."""
    m = situation(seats=1, settlements={"0,-1,S": 0}, robber="2,-2", hands=[{"lumber": 8, "brick": 8}])
    bot = sheriff()
    play_turn_out(m, bot)
    view = m.view(0)
    camp = HEX_BY_NAME["0,0"]
    built = [e for e in HEX_EDGES[camp] if view.edge_owner[e] == 0]
    assert len(built) == 5, [EDGE_NAMES[e] for e in built]


def test_knight_brings_robin_home_into_the_trap():
    """The five sides stand, the Sheriff leads and holds a road's cards, and the discards
    show the knight card is the last in the pile: a Knight after the roll brings Robin
    home (SR-V-5.1, SR-V-4.3), and the sixth road ends the game (SR-V-9.4)."""
    roads = ring("0,0", leave=0)
    m = situation(seats=1, settlements={"0,-1,S": 0}, roads=roads, robber="2,0", dev=[["knight"]],
                  hands=[{"lumber": 1, "brick": 1}], **pile("move_knight"))
    bot = sheriff()
    assert choose(m, bot).kind == "play_knight"
    events = play_turn_out(m, bot)
    assert any(e.kind == "robin_moved" and e.how == "camp" for e in events)
    assert m.is_over and m.winners() == [0]


def danger_position(robin_vp: int) -> Match:
    """Robin on the hills 0,-1, every side of it roaded by the Sheriff (so nobody can drive
    him off, SR-V-6.5); the Sheriff's settlement spots: the hills' corners, and one on the
    north coast (-1,-2,S)."""
    roads = {**ring("0,-1"), "-1,-2,E": 0, "-1,-2,SE": 0}
    return situation(seats=1, settlements={"0,-1,N": 0, "0,-3,S": 0}, roads=roads, robber="0,-1",
                     robin_vp=robin_vp, hands=[{"lumber": 1, "brick": 1, "wool": 1, "grain": 1}], turns=5)


def test_danger_keeps_the_sheriff_from_building_where_robin_cannot_be_driven_off():
    """Bot notes, "Danger": at 11 Robin VP the Sheriff settles the hills' rich corner
    -1,0,N; at 12 he would hand Robin a point for every 7 there, so he settles the coast."""
    calm = choose(danger_position(11))
    assert calm.kind == "build_settlement" and calm.vertex == "-1,0,N"
    scared = choose(danger_position(12))
    assert scared.kind == "build_settlement" and scared.vertex == "-1,-2,S"


# --- whole games, and the search bot's policy --------------------------------------------------------

@pytest.mark.parametrize("seed,options", [
    (1, {}), (2, {"movement": "die"}), (3, {"layout": "random", "displacement_extra_draw": True}),
    (4, {"layout": "random", "movement": "die"}), (5, {}), (6, {"movement": "die"}),
])
def test_whole_games_with_the_sheriff_bot(seed, options):
    """The heuristic Sheriff plays seeded solo games to an end (SR-V-9, SR-M-5) with the
    rules' invariants held after every command, never offers a trade (SR-V-3.4: none is
    legal), and never lays a ring that loses or draws (SR-V-9.9)."""
    m = Match.start("settlers", ["bot:heuristic"], seed, {**options, "turn_limit": 1000})
    bot = HeuristicBot(SPEC, 0, bot_seed(seed, 0, "heuristic"))
    m.check_invariants()
    while not m.is_over:
        m.apply(choose(m, bot))
        m.check_invariants()
    view = m.view(0)
    assert view.solo_result in ("sheriff_15", "robin_15", "encircled_sheriff", "turn_limit")
    assert m.winners() == ([0] if view.solo_result in ("sheriff_15", "encircled_sheriff") else [])


def test_the_rollout_policy_plays_solo_games_from_sampled_states():
    """``SPEC.rollout_policy`` answers every solo prompt with a legal command (Robin's
    destination, displacement, relocation included) and plays sampled states to an end."""
    seen = set()
    for seed in range(4):
        m = Match.start("settlers", 1, seed, {"turn_limit": 1000, "movement": ("deck", "die")[seed % 2]})
        rng = SeededRng(seed)
        state = RULES.sample_hidden(m.view(0), 0, rng)
        steps = 0
        while RULES.active_seat(state) is not None:
            legal = RULES.legal_commands(state)
            command = rollout_choice(state, legal, rng)
            assert command in legal
            seen.add(state.prompt.kind)
            RULES.apply(state, command, rng)
            steps += 1
        assert steps > 20
    assert {"choose_robin_hex", "relocate_robin"} <= seen


def test_the_search_bot_decides_as_the_sheriff():
    """The generic search bot (its rollouts played by ``rollout_choice``) answers a solo
    position with a legal command."""
    m = situation(seats=1, settlements={"1,1,S": 0, "-2,2,N": 0}, robber="0,0",
                  hands=[{"lumber": 2, "brick": 2, "wool": 1, "grain": 1}])
    bot = IsmctsBot(SPEC, 0, 3, iterations=20, seconds=None)
    legal = m.legal_commands()
    assert bot.choose(m.view(0), legal) in legal

