"""The rules revised after the first balance report: Little John at the Weaponsmith (MM-9.6),
edict ties that rotate round the roads (MM-11.7), the tuned guard track and solo penny
stack (MM-1.15) and the solo targets (MM-11.9)."""

from __future__ import annotations

import pytest

from sherwood.engine import BadOptions, Match, SeededRng
from sherwood.games.merry_men import SPEC
from sherwood.games.merry_men.commands import Buy, Done, EndTurn, Exchange, Move
from sherwood.games.merry_men.facts import C
from sherwood.games.merry_men.setup import setup
from sherwood.ui.games import words_of
from tests.games.merry_men.situations import give, kinds, situation, state_of

GREEN, RED = 0, 1
JOHN_FIRST = ["little_john", "robin_hood"]
OPTIONS = {o.name: o for o in SPEC.options}


def _john(reading: str = "first", **res: int) -> Match:
    """Green's Little John, after his villain card, with ``res`` (no resources by default)."""
    def edit(s):
        give(s, GREEN, **{"wood": 0, "iron": 0, "tools": 0, **res})

    return situation(2, heroes=JOHN_FIRST, options={"little_john": reading}, edit=edit,
                     at=("moves", GREEN))


def _buys(m: Match) -> list[Buy]:
    return [c for c in m.legal_commands() if isinstance(c, Buy)]


def test_the_other_reading_makes_every_purchase_of_the_move_free():
    """MM-9.5, MM-9.6, the reading the balance report compares (option ``little_john="all"``):
    once per turn, in one Weaponsmith move, every purchase is free; the move is one of his two,
    and without resources the Weaponsmith is still open to him."""
    m = _john("all")
    s = state_of(m)
    assert Move(GREEN, "weaponsmith") in m.legal_commands()  # nothing to pay with, yet open
    m.apply(Move(GREEN, "weaponsmith"))
    assert s.turn["moves"] == 1
    assert _buys(m) == [Buy(GREEN, w, free=True) for w in ("bow", "sword", "staff", "axe")]
    events = m.apply(Buy(GREEN, "bow", free=True))
    assert "paid" not in kinds(events)
    m.apply(Buy(GREEN, "bow", free=True))
    m.apply(Buy(GREEN, "axe", free=True))
    assert s.dice[GREEN] == {"bow": 2, "sword": 0, "staff": 0, "axe": 1}
    assert s.res[GREEN] == {"wood": 0, "iron": 0, "tools": 0, "distraction": 2, "pennies": 1}
    assert words_of(m).command(m.legal_commands()[0]).endswith("die free (Little John)")
    m.apply(Buy(GREEN, "staff", free=True))  # MM-6.51: four dice held, nothing left to trade
    assert s.ctx.get("move") is None and Move(GREEN, "archery_range") in m.legal_commands()


def test_little_johns_free_move_is_once_a_turn():
    """MM-9.6: a second Weaponsmith move in the same turn pays the price again."""
    m = _john(wood=2)
    m.apply(Move(GREEN, "weaponsmith"))
    m.apply(Buy(GREEN, "sword", free=True))
    m.apply(Done(GREEN))
    m.apply(Move(GREEN, "weaponsmith"))
    assert _buys(m) == [Buy(GREEN, "staff")]  # 2 wood buys a Staff die, nothing else is free
    m.apply(Buy(GREEN, "staff"))
    assert state_of(m).res[GREEN]["wood"] == 0


def test_little_johns_exchange_only_move_keeps_the_free_purchases():
    """MM-9.6, MM-6.53: exchanges are free for everyone; a move with no purchase does not use
    up his free purchases."""
    m = _john(sword=1)
    m.apply(Move(GREEN, "weaponsmith"))
    m.apply(Exchange(GREEN, "sword", "axe"))
    m.apply(Done(GREEN))
    m.apply(Move(GREEN, "weaponsmith"))
    assert Buy(GREEN, "bow", free=True) in m.legal_commands()


def test_little_john_free_purchases_respect_the_armory():
    """MM-9.6: the Armory's stock applies to free purchases."""
    def edit(s):
        give(s, GREEN, wood=0, iron=0, tools=0)
        s.armory["bow"] = 0

    m = situation(2, heroes=JOHN_FIRST, edit=edit, at=("moves", GREEN))
    m.apply(Move(GREEN, "weaponsmith"))
    assert Buy(GREEN, "bow", free=True) not in m.legal_commands()
    assert Buy(GREEN, "axe", free=True) in m.legal_commands()


def test_little_johns_first_purchase_is_free():
    """MM-9.5, MM-9.6 as kept (its hero win shares lie nearer the fair share): once per turn,
    the first purchase of a Weaponsmith move is free; the move is one of his two, and without
    resources the Weaponsmith is still open to him; the next die has its price."""
    m = _john(wood=1, iron=1)
    assert Move(GREEN, "weaponsmith") in m.legal_commands()
    m.apply(Move(GREEN, "weaponsmith"))
    assert state_of(m).turn["moves"] == 1
    assert _buys(m) == [Buy(GREEN, w, free=True) for w in ("bow", "sword", "staff", "axe")]
    m.apply(Buy(GREEN, "bow", free=True))
    assert _buys(m) == [Buy(GREEN, "axe")]  # the next die costs 1 wood and 1 iron
    m.apply(Buy(GREEN, "axe"))
    assert state_of(m).res[GREEN]["wood"] == 0


def test_other_heroes_and_a_disabled_little_john_pay():
    """MM-9.6, MM-5.29, MM-9.11: the ability is Little John's, and not while disabled."""
    def poor(s):
        give(s, GREEN, wood=0, iron=0, tools=0)

    m = situation(2, heroes=["robin_hood", "little_john"], edit=poor, at=("moves", GREEN))
    assert Move(GREEN, "weaponsmith") not in m.legal_commands()  # no resources for any die

    def edit(s):
        give(s, GREEN, wood=0, iron=0, tools=0)
        s.disabled[GREEN] = True

    m = situation(2, heroes=JOHN_FIRST, edit=edit, at=("moves", GREEN))
    assert Move(GREEN, "weaponsmith") not in m.legal_commands()
    assert EndTurn(GREEN) in m.legal_commands()


def test_the_reading_option_is_checked():
    """MM-9.6: the option names one of the two readings; the kept one ("first") is the default."""
    assert OPTIONS["little_john"].default == "first"
    with pytest.raises(BadOptions, match="little_john"):
        Match.start("merry_men", 2, seed=1, options={"little_john": "every_other"})


# --- MM-11.7: edict ties rotate ------------------------------------------------------------------

def _road_tolls(previous: str | None = None, **pennies: int) -> Match:
    """A solo game whose next edict is E02 Road Tolls (a penny from the road with the most
    pennies), resolved at once: ``previous`` took the last tie, ``pennies`` as given."""
    def edit(s):
        s.edict_tie = previous
        s.pennies.update(pennies)
        s.edict_deck.remove("E02")
        s.edict_deck.insert(0, "E02")

    return situation(1, heroes=["robin_hood"], edit=edit, steps=[("edict",)])


def _tie_lines(m: Match) -> list[str]:
    return [words_of(m).event(e) for e in m.opening_events if e.kind == "edict_tie_broken"]


def test_edict_ties_rotate_round_the_roads():
    """MM-11.7: the first tie goes to the lowest numeral, each later one to the next tied road
    after the road that took the last tie; the log says why."""
    m = _road_tolls(road_1=6, road_2=6, road_3=6, road_4=6)  # the game's first tie
    assert state_of(m).pennies == {"road_1": 5, "road_2": 6, "road_3": 6, "road_4": 6}
    assert _tie_lines(m) == ["The edict's roads tie (Road I and Road II and Road III and Road IV): "
                             "Road I, the lowest numeral, at the first tie"]
    assert state_of(m).edict_tie == "road_1"


def test_a_later_tie_goes_to_the_next_road_in_turn():
    """MM-11.7: "Road II, next in turn after Road I"; and round again from Road IV to Road I."""
    m = _road_tolls("road_1", road_1=6, road_2=6, road_3=4, road_4=6)
    assert state_of(m).pennies == {"road_1": 6, "road_2": 5, "road_3": 4, "road_4": 6}
    assert _tie_lines(m) == ["The edict's roads tie (Road I and Road II and Road IV): "
                             "Road II, next in turn after Road I"]
    m = _road_tolls("road_4", road_1=5, road_2=6, road_3=6, road_4=6)
    assert state_of(m).pennies["road_2"] == 5 and state_of(m).edict_tie == "road_2"  # IV → I (not tied) → II
    m = _road_tolls("road_3", road_1=6, road_2=5, road_3=6, road_4=5)
    assert state_of(m).pennies["road_1"] == 5  # III → IV (not tied) → I


def test_no_tie_leaves_the_rotation_alone():
    """MM-11.7: a single best road is not a tie and does not move the rotation."""
    m = _road_tolls("road_3", road_1=6, road_2=7, road_3=6, road_4=6)
    assert state_of(m).pennies["road_2"] == 6 and state_of(m).edict_tie == "road_3"
    assert not _tie_lines(m)


# --- MM-1.15, MM-11.9: tuned numbers in the game data ----------------------------------------------

def test_guard_track_and_solo_pennies_come_from_the_game_data():
    """MM-1.15, MM-1.12: the guard track's length per player count and the solo penny stack are
    the game data's (tuned by bench/bench_merry_men_tuning.py); the tuning options override them
    for the sweep, and are checked."""
    for seats in range(1, 5):
        m = Match.start("merry_men", seats, seed=3)
        assert m.view(0).track_size == C.guard_track_by_players[seats - 1]
    solo, _ = setup(SeededRng(3), 1, {})  # before round 1's edict may take a penny
    assert set(solo.pennies.values()) == {C.roads["road_1"].stack_by_players[0]}
    swept, _ = setup(SeededRng(3), 1, {"guard_track": 7, "solo_pennies": 5})
    assert swept.track_size == 7 and set(swept.pennies.values()) == {5}
    two, _ = setup(SeededRng(3), 2, {"solo_pennies": 5})
    assert set(two.pennies.values()) == {6}  # the solo stack is for one player only
    with pytest.raises(BadOptions, match="guard_track"):
        Match.start("merry_men", 2, seed=3, options={"guard_track": -1})
    assert not OPTIONS["guard_track"].in_menus and not OPTIONS["solo_pennies"].in_menus


def test_solo_targets_come_from_the_game_data():
    """MM-11.9, MM-11.10: the menu's targets and the result's target are the game data's ranks."""
    labels = OPTIONS["difficulty"].labels
    assert labels == tuple(f"{r.name} ({r.score})" for r in C.solo.ranks)
    scores = [r.score for r in C.solo.ranks]
    assert scores == sorted(scores) and all(score % 5 == 0 for score in scores)
