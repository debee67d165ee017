"""Rules checked on every event of many seeded random games, against the spec's own words
and the board's edge lists (not the engine's graph code): each walk (AR-5.2 to AR-5.6,
AR-18.13), each ride of Gisbourne (AR-10.3 to AR-10.6, AR-2.3), each explore's draws (AR-6.1
to AR-6.4, AR-6.2a), the discs of each round (AR-4.2) and Hope's range (AR-12.2)."""

from __future__ import annotations

from collections import deque
from itertools import pairwise

import pytest

from sherwood.ai import bot_seed, make_bot
from sherwood.engine import Match
from sherwood.games.adventures.board import BOARD

SPACES = BOARD.spaces
PATH = {k: set() for k in SPACES}
WALK = {k: set() for k in SPACES}
for a, b in BOARD.path_edges:
    PATH[a].add(b)
    PATH[b].add(a)
    WALK[a].add(b)
    WALK[b].add(a)
for a, b in BOARD.bridge_edges:
    WALK[a].add(b)
    WALK[b].add(a)
GUARD_SPACE = {t.id: t.space for t in BOARD.tiles.values() if t.kind == "guard"}
SLOW = {"robin": 2, "marian": 3, "john": 2, "will": 2}  # AR-5.6, table 1.2
EXPLORE = {"W": "hope", "VW": "provisions", "VVW": "object", "VVV": "gisbourne"}  # table 1.7


def hidden_from_him(space):
    """AR-10.3: the castle and the tree bridges hide you."""
    return SPACES[space].zone == "castle" or SPACES[space].kind == "tree_bridge"


def blocked(camp):
    """AR-2.8, AR-2.9: the other camp and the tile in front of it."""
    return {"camp_70", "bramble_61"} if camp == 60 else {"camp_60", "thicket_50"}


def his_distances(target, camp):
    """AR-10.4, AR-10.6: path edges only; never a tree bridge, the castle, a blocked space, or
    the camp unless it is the target."""
    closed = blocked(camp) | ({f"camp_{camp}"} - {target})
    dist = {target: 0}
    todo = deque([target])
    while todo:
        here = todo.popleft()
        for there in PATH[here]:
            if there in dist or there in closed or hidden_from_him(there):
                continue
            dist[there] = dist[here] + 1
            todo.append(there)
    return dist


def expected_step(gisbourne, at, camp):
    """AR-10.5: the neighbour one step closer to his target, the lowest "#" on a tie."""
    camp_space = f"camp_{camp}"
    for target in ((camp_space,) if hidden_from_him(at) else (at, camp_space)):
        dist = his_distances(target, camp)
        if gisbourne not in dist:
            continue
        if dist[gisbourne] == 0:
            return None
        closer = [n for n in PATH[gisbourne] if dist.get(n) == dist[gisbourne] - 1]
        return target, min(closer, key=lambda n: SPACES[n].order)
    return None


def check_walk(event, view):
    """AR-5.2 to AR-5.6, AR-18.13 on one walk, from the view before it."""
    path = event.path
    steps = len(path) - 1
    assert path[0] == view.at and steps <= 4
    assert all(b in WALK[a] for a, b in pairwise(path))  # AR-5.3
    assert event.slow == (steps <= SLOW[view.outlaw])  # AR-5.6
    faces = dict(view.faces)
    closed = blocked(view.camp) | {view.gisbourne}
    assert not closed & set(path[1:])  # AR-5.4, AR-2.9
    if view.outlaw != "will":  # AR-5.5: a revealed guard ends the move
        guarded = {s for g, s in GUARD_SPACE.items() if faces[g] == "revealed"}
        assert not guarded & set(path[1:-1])


def check_ride(event, gisbourne, at, camp):
    """AR-10.3 to AR-10.6 on one ride, step by step."""
    path = event.path
    assert path[0] == gisbourne and 1 <= len(path) - 1 <= 2
    for here, there in pairwise(path):
        step = expected_step(here, at, camp)
        assert step is not None and step[1] == there, (path, at, camp)


def check_explore(dice, result):
    """AR-6.1 to AR-6.4, AR-6.2a: up to 3 dice not counting bow dice, stop at the first white;
    the result by table 1.7."""
    counted = "".join(d for d in dice if d != "B")
    assert len(counted) <= 3 and "W" not in counted[:-1]
    assert len(counted) == 3 or counted.endswith("W")
    assert EXPLORE[counted] == result


def play(seed, options):
    m = Match.start("adventures", 1, seed=seed, options=options)
    bot = make_bot("adventures", "random", 0, bot_seed(seed, 0, "random"))
    camp = m.view(0).camp
    discs_this_round = len(m.view(0).drawn_discs)
    while not m.is_over:
        before = m.view(0)
        at, gisbourne = before.at, before.gisbourne
        events = m.apply(bot.choose(before, m.legal_commands()))
        dice: list[str] = []
        sequence: list[str] = []  # the last draw sequence ended (AR-6.6)
        for e in events:
            if e.kind == "walked":
                check_walk(e, before)
                at = e.path[-1]
            elif e.kind == "relocated":
                at = e.to
            elif e.kind == "gisbourne_rode":
                check_ride(e, gisbourne, at, camp)
                gisbourne = e.path[-1]
            elif e.kind == "gisbourne_sent":
                gisbourne = e.to
            elif e.kind == "die_drawn":
                dice.append(e.die)
            elif e.kind == "dice_returned":
                sequence, dice = dice, []
            elif e.kind == "explored":
                check_explore(sequence, e.result)
            elif e.kind == "round_began":
                assert discs_this_round == 7  # AR-4.2
                discs_this_round = 0
            elif e.kind == "disc_drawn":
                discs_this_round += 1
                assert discs_this_round <= 7
        view = m.view(0)
        assert 0 <= view.hope <= 18 and 0 <= view.hourglasses <= 7  # AR-12.2, AR-12.4
        assert view.round <= 7
    return m


@pytest.mark.parametrize("seed", range(12))
def test_random_games_follow_the_movement_and_gisbourne_rules(seed):
    """AR-5.2, AR-5.3, AR-5.4, AR-5.5, AR-5.6, AR-10.3, AR-10.4, AR-10.5, AR-10.6, AR-6.3,
    AR-4.2: every walk, ride, explore and round of seeded random games (each outlaw, set and
    camp) follows the rules as the spec words them."""
    outlaw = ("robin", "marian", "john", "will")[seed % 4]
    task_set = ("1", "2", "3", "none")[seed // 3 % 4]
    play(700 + seed, {"outlaw": outlaw, "task_set": task_set, "camp": (60, 70)[seed % 2]})
