"""Setup (spec section 2), the components it uses (section 1) and the game's shape (section 3)."""

from __future__ import annotations

import random

import pytest

from sherwood.engine import BadOptions, Match
from sherwood.games.merry_men.commands import ChooseHero, Place
from sherwood.games.merry_men.facts import GATHERING, HERO_LOCATIONS, ROADS, C
from tests.games.merry_men.situations import give, set_hand, situation, state_of, top_villain


def start(seats, seed=0, **options):
    return Match.start("merry_men", seats, seed=seed, options=options)


def test_locations_and_hideouts():
    """MM-1.2, MM-1.3, MM-1.7: six gathering places of four hideouts and a main area among
    the eight Merry-Men-phase locations; fourteen hero locations."""
    s = state_of(start(4))
    assert len(GATHERING) == 6
    assert all(len(s.guards[g]) == 4 and s.main[g] == [] for g in GATHERING)
    assert len(HERO_LOCATIONS) == 14 and set(GATHERING) | set(ROADS) <= set(HERO_LOCATIONS)


def test_the_camps_spaces_are_counted_not_marked_by_green_tokens():
    """MM-1.1: no green tokens: each camp's six spaces, three unlocked at the start, are a count
    per seat in the state that every seat's view shows (the rest are locked)."""
    m = start(3)
    assert (C.camp.spaces, C.camp.open) == (6, 3)
    for seat in range(3):
        assert list(m.view(seat).board["unlocked"]) == [3, 3, 3]


@pytest.mark.parametrize(("seats", "hideouts", "guarded", "pennies", "depot", "track"), [
    (1, 3, [False, True, True, False], 6, 6, 7),
    (2, 3, [False, True, True, False], 6, 6, 4),
    (3, 4, [False, False, True, True], 7, 7, 3),
    (4, 4, [False, False, True, True], 8, 8, 7),
])
def test_board_setup_by_player_count(seats, hideouts, guarded, pennies, depot, track):
    """MM-2.4, MM-2.5, MM-1.5, MM-2.8, MM-2.9, MM-1.14, MM-1.15, MM-11.2."""
    s = state_of(start(seats))
    assert s.usable == hideouts
    if seats == 1:  # the first edict has already added a guard, or moved pennies (MM-11.4)
        assert all(s.guards[g][1] and s.guards[g][2] and not s.guards[g][3] for g in GATHERING)
        assert all(s.pennies[r] in (pennies - 2, pennies - 1, pennies) for r in ROADS)
    else:
        assert all(s.guards[g] == guarded for g in GATHERING)
        assert all(s.pennies[r] == pennies for r in ROADS)
    assert len(s.depot) == depot and s.track_size == track


def test_components_at_the_start():
    """MM-2.3, MM-2.6, MM-2.7, MM-2.10, MM-2.11, MM-2.12, MM-2.13, MM-2.14, MM-2.15, MM-2.16,
    MM-2.23: villains home, one carriage on each S, the Armory full, one ransom tile face up,
    the villain deck, the Sheriff's hideout, the loot bag, the round marker, the tax pointer."""
    m = start(3, golden_arrow=False)
    s = state_of(m)
    assert s.villains == {"sheriff": None, "guy": None, "john": None}
    assert all(s.carriages[r][0] is not None and not any(s.carriages[r][1:]) for r in ROADS)
    assert len(s.carriage_bag) == 20
    assert s.armory == {"bow": 5, "sword": 5, "staff": 5, "axe": 5}
    assert s.ransom_face is not None and len(s.ransom_stack) == 11
    assert len(s.villain_deck) == 24
    assert s.sheriff == {"wood": 1, "iron": 1, "tools": 1, "distraction": 2, "pennies": 1}
    assert len(s.loot_bag) == 30 and s.round == 1 and s.tax_pointer == 0
    assert s.track == 0 and not any(s.depot) and s.pot == 0


def test_players_at_the_start():
    """MM-2.17 – MM-2.21: four cards, three quests, the starting stock, three usable Merry Men,
    five barricades and five traps, renown 0."""
    m = start(4)
    s = state_of(m)
    for seat in range(4):
        assert len(s.hands[seat]) == 4 and len(s.quests[seat]) == 3
        assert s.res[seat] == {"wood": 1, "iron": 1, "tools": 1, "distraction": 2, "pennies": 1}
        assert s.camp[seat] == s.unlocked[seat] == 3
        assert s.bar_left[seat] == s.trap_left[seat] == 5 and s.renown[seat] == 0
    assert len(s.quests_unused) == 3 and len(s.mm_deck) == 50 - 16


def test_start_player_and_heroes():
    """MM-2.2, MM-2.22: a random start player; heroes dealt at random, or chosen by option."""
    firsts = {state_of(start(4, seed)).start for seed in range(30)}
    assert firsts == {0, 1, 2, 3}
    heroes = state_of(start(3, 5)).heroes
    assert len(set(heroes)) == 3
    chosen = ["maid_marian", "robin_hood"]
    assert state_of(start(2, heroes=chosen)).heroes == chosen
    with pytest.raises(BadOptions):
        start(2, heroes=["robin_hood", "robin_hood"])


def test_rounds_and_phases():
    """MM-3.1, MM-3.2, MM-3.3, MM-3.6, MM-3.9, MM-8.1: five rounds, each a Merry Men phase,
    a Hero phase and an End of round; then the most VP wins."""
    for seed in range(40):
        m = start(2, seed)
        r = random.Random(seed)
        phases = [e.phase for e in m.opening_events if e.kind == "phase_started"]
        while not m.is_over:
            for e in m.apply(r.choice(m.legal_commands())):
                if e.kind == "phase_started":
                    phases.append(e.phase)
        s = state_of(m)
        if s.lost is None:
            break
    assert s.lost is None
    assert phases == ["merry", "hero", "end"] * 5
    scores = m.scores()
    assert m.winners() == [i for i, v in enumerate(scores) if v == max(scores)][:len(m.winners())]
    assert max(scores) == scores[m.winners()[0]]


def test_players_choose_their_heroes():
    """MM-2.22: with ``heroes="choose"`` each player takes an untaken hero in turn order."""
    m = start(3, 1, heroes="choose")
    s = state_of(m)
    first = s.start
    assert m.active_seat == first and len(m.legal_commands()) == 5
    m.apply(ChooseHero(first, "maid_marian"))
    second = m.active_seat
    assert second == (first + 1) % 3 and ChooseHero(second, "maid_marian") not in m.legal_commands()
    m.apply(ChooseHero(second, "robin_hood"))
    m.apply(ChooseHero(m.active_seat, "little_john"))
    assert s.phase == "merry" and sorted(s.heroes) == ["little_john", "maid_marian", "robin_hood"]


@pytest.mark.parametrize("seats", [1, 2, 3, 4])
def test_player_count_and_modules_are_chosen_first(seats):
    """MM-2.1: 1–4 players with any combination of the three modules; the solo difficulty is
    an option of its own."""
    for mask in range(8):
        modules = {"friar_tuck": bool(mask & 1), "spies": bool(mask & 2), "golden_arrow": bool(mask & 4)}
        s = state_of(start(seats, **modules))
        assert (s.friar_tuck, s.spies, s.golden_arrow) == tuple(modules.values())
        assert s.seats == seats and s.phase == "merry"
    for wrong in (0, 5):
        with pytest.raises(BadOptions):
            start(wrong)
    if seats == 1:
        assert state_of(start(1, difficulty="legend")).difficulty == "legend"
        with pytest.raises(BadOptions):
            start(1, difficulty="hero")


def test_quests_are_dealt_face_down():
    """MM-2.19: the 15 quests are shuffled, 3 dealt to each player, the rest set aside
    unseen; a player sees only their own."""
    m = start(4, seed=2)
    s = state_of(m)
    dealt = [q for seat in range(4) for q in s.quests[seat]]
    assert sorted(dealt + s.quests_unused) == sorted(f"Q{i:02d}" for i in range(1, 16))
    assert len(set(dealt)) == 12
    v = m.view(0)
    assert v.quests == tuple(s.quests[0]) and v.quest_counts == (3, 3, 3, 3)
    text = repr(v.board)
    assert not any(q in text for q in (*s.quests[1], *s.quests[2], *s.quests[3], *s.quests_unused))
    deals = {tuple(state_of(start(4, seed=seed)).quests[0]) for seed in range(6)}
    assert len(deals) > 1  # shuffled


def test_module_and_solo_setup_together():
    """MM-2.24: every module's setup (MM-10.4, MM-10.22, MM-10.34) and the solo setup (MM-11.2)
    are made in the same game when all are chosen."""
    m = start(1, seed=0, friar_tuck=True, spies=True, golden_arrow=True, difficulty="outlaw")
    s = state_of(m)
    assert len(s.tuck_hand[0]) == 3 and len(s.tuck_unused) == 12 and s.tuck_at == "chapel"
    assert sorted(s.spy_deck) == sorted(f"SP{i:02d}" for i in range(1, 19))
    assert len(s.villain_deck) + len(s.villain_discard) == 29
    assert len(s.edict_deck) + len(s.edicts_revealed) == 10 and len(s.edicts_revealed) == 1
    assert s.usable == 3 and s.track_size == state_of(start(1)).track_size


def test_the_general_supply_is_unlimited():
    """MM-0.4: wood, iron, tools, tokens, pennies and guards never run out (more than the 20 /
    60 / 30 physical pieces are in play); weapon dice are limited by the Armory."""
    def edit(s):
        give(s, 0, wood=25, pennies=70)
        set_hand(s, 0, "MC01")

    m = situation(4, edit=edit, at=("place", 0))
    s = state_of(m)
    m.apply(Place(0, "MC01", "hand", "passive", "lumber_camp", 0))
    assert s.res[0]["wood"] == 26 and s.res[0]["pennies"] == 70

    def guards(s):
        for g in GATHERING:
            s.guards[g] = [True] * 4  # 24 guards on hideouts
        s.track = 10  # and 10 on the track
        top_villain(s, "V05")  # the Sheriff brings two more: 36 guards in play

    m = situation(4, options={"guard_track": 13}, edit=guards, at=("turn", 0))
    assert state_of(m).track == 12 and not m.is_over

    def armory(s):
        s.camp = [0, 0]
        s.hands = [[], []]
        s.armory = {"bow": 0, "sword": 1, "staff": 0, "axe": 0}

    m = situation(2, edit=armory, at=("place", 0))
    s = state_of(m)
    assert s.phase == "hero" and s.armory == {"bow": 0, "sword": 0, "staff": 0, "axe": 0}
    assert sum(s.dice[0].values()) + sum(s.dice[1].values()) == 1  # one die was left to take
