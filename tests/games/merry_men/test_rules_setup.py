"""Setup (spec section 2), the components it uses (section 1) and the game's shape (section 3)."""

from __future__ import annotations

import random

import pytest

from sherwood.engine import BadOptions, Match
from sherwood.games.merry_men.commands import ChooseHero
from sherwood.games.merry_men.facts import GATHERING, HERO_LOCATIONS, ROADS
from tests.games.merry_men.situations import state_of


def start(seats, seed=0, **options):
    return Match.start("merry_men", seats, seed=seed, options=options)


def test_locations_and_hideouts():
    """MM-1.2, MM-1.3, MM-1.7: six gathering places of four hideouts and a main area among
    the eight Merry-Men-phase locations; fourteen hero locations."""
    s = state_of(start(4))
    assert len(GATHERING) == 6
    assert all(len(s.guards[g]) == 4 and s.main[g] == [] for g in GATHERING)
    assert len(HERO_LOCATIONS) == 14 and set(GATHERING) | set(ROADS) <= set(HERO_LOCATIONS)


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
