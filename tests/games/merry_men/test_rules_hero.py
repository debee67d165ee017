"""The Hero phase (spec sections 5 and 6)."""

from __future__ import annotations

from sherwood.games.merry_men.commands import (
    Accept,
    Buy,
    ChooseCarriage,
    ChooseDepotSpace,
    ChooseGuard,
    CommitDice,
    Decline,
    Donate,
    Done,
    EndTurn,
    Exchange,
    FightAgain,
    Move,
    PayBail,
    RerollAll,
    RerollOne,
    RobAgain,
    Stop,
    TakeDie,
    TakeFromSheriff,
)
from tests.games.merry_men.situations import give, kinds, put_carriage, situation, state_of, top_villain

GREEN, RED, BLUE, YELLOW = 0, 1, 2, 3
HEROES = ["robin_hood", "little_john", "will_scarlet", "jane_fortune"]


def test_taking_dice_at_the_start_of_the_hero_phase():
    """MM-5.1, MM-5.2: two free dice each, in turn order, up to four held."""
    def edit(s):
        s.camp = [0, 0]
        s.hands = [[], []]
        s.mm_deck = sorted(s.mm_deck + [c for h in s.hands for c in h])
        give(s, RED, bow=3)

    m = situation(2, edit=edit, start=RED, at=("place", RED))
    s = state_of(m)
    assert s.phase == "hero" and m.active_seat == RED
    m.apply(TakeDie(RED, "axe"))
    assert m.active_seat == GREEN and s.dice[RED]["axe"] == 1  # Red held 3: only one more
    m.apply(TakeDie(GREEN, "sword"))
    m.apply(TakeDie(GREEN, "sword"))
    assert s.dice[GREEN]["sword"] == 2 and s.turn["seat"] == RED


def test_a_turn_starts_with_a_villain_card():
    """MM-5.3, MM-5.4, MM-5.5, MM-5.7: the start player first; the card's guards, villain and
    roads are resolved before the hero moves."""
    def edit(s):
        top_villain(s, "V15")

    m = situation(3, edit=edit, start=1, at=("turn", 1))
    events = kinds(m.opening_events)
    assert events[:2] == ["turn_started", "villain_card_drawn"]
    assert events.index("guard_placed") < events.index("road_activated")
    assert m.active_seat == 1 and state_of(m).villain_discard == ["V15"]


def test_bail_or_straight_to_prison():
    """MM-5.15, MM-5.16, MM-5.17, MM-5.18: an arrested man's player chooses the bail, out of
    turn; with nothing to pay he goes straight to prison level I."""
    def edit(s):
        s.occupant["church"][3] = BLUE
        s.camp[BLUE] -= 1
        s.occupant["workshop"][3] = RED
        s.camp[RED] -= 1
        give(s, RED, wood=0, iron=0, tools=0, distraction=0, pennies=0)
        top_villain(s, "V16")

    m = situation(4, edit=edit, at=("turn", GREEN))
    s = state_of(m)
    assert s.prison == [[RED, 1]] and s.occupant["workshop"][3] is None  # Workshop guard first
    assert m.active_seat == BLUE and {c.resource for c in m.legal_commands()} >= {"wood", "pennies"}
    m.apply(PayBail(BLUE, "pennies"))
    assert s.bail["church"][3] == "pennies" and s.occupant["church"][3] == BLUE


def test_the_sheriff_brings_two_guards():
    """MM-5.20, MM-5.21: on the main area, two guards one after the other."""
    def edit(s):
        top_villain(s, "V05")

    m = situation(4, edit=edit, at=("turn", GREEN))
    s = state_of(m)
    assert s.villains["sheriff"] == "weapon_cache" and s.guards["weapon_cache"] == [False, False, True, True]


def test_guy_and_john():
    """MM-5.22, MM-5.23, MM-5.24, MM-5.26, MM-5.27, MM-5.28, MM-16.13: Guy takes the barricade
    nearest the Castle and its carriage arrives; John takes barricades + 1 pennies."""
    def edit(s):
        s.barricades["road_4"] = [RED, BLUE]
        s.bar_left[BLUE] = 4
        put_carriage(s, "road_4", 2, "C05")
        top_villain(s, "V10")

    m = situation(4, edit=edit, at=("turn", GREEN))
    s = state_of(m)
    assert s.barricades["road_4"] == [RED] and s.bar_left[BLUE] == 5
    assert s.depot[0] == ["C05", False] and s.pennies["road_4"] == 7


def test_prince_john_can_empty_a_road():
    """MM-3.4, MM-3.7, MM-16.12: a road with no pennies loses the game at once."""
    def edit(s):
        s.barricades["road_2"] = [RED]
        s.pennies["road_2"] = 2
        top_villain(s, "V12")

    m = situation(4, edit=edit, at=("turn", GREEN))
    assert m.is_over and state_of(m).pennies["road_2"] == 0 and m.winners() == []


def test_roads_and_tax():
    """MM-5.30, MM-5.31, MM-5.32, MM-5.33, MM-5.36, MM-5.37, MM-5.38, MM-5.39: a road with no
    barricade sends its carriage to the Castle; a full depot returns every carriage and
    activates roads by the tax pointer, once per robbed carriage."""
    def edit(s):
        put_carriage(s, "road_1", 0, "C01")
        for i in range(5):
            s.depot[i] = [s.carriage_bag.pop(), i == 2]
        s.tax_pointer = 3

    m = situation(2, edit=edit, steps=[("activate", "road_1", "test")], at=("moves", GREEN))
    s = state_of(m)
    events = m.opening_events
    arrived = [e for e in events if e.kind == "carriage_arrived"]
    assert arrived[0].carriage == "C01" and arrived[0].depot_space == 6
    assert [e.flat for e in events if e.kind == "tax_increase"] == [1]
    assert [e.road for e in events if e.kind == "road_activated"] == ["road_1", "road_4"]
    assert s.tax_pointer == 0 and s.pennies["road_1"] == 4


def test_two_moves_then_the_turn_ends():
    """MM-5.40, MM-5.41, MM-5.42: two moves; a place where the last move failed is closed;
    after the second move the turn ends."""
    def edit(s):
        give(s, GREEN, wood=2, tools=1)

    m = situation(2, heroes=["will_scarlet", "little_john"], edit=edit, at=("moves", GREEN),
                  faces=[(1, 2, 3)])
    s = state_of(m)
    m.apply(Move(GREEN, "archery_range"))
    assert s.turn["failed_loc"] == "archery_range" and m.active_seat == GREEN
    assert Move(GREEN, "archery_range") not in m.legal_commands()
    assert EndTurn(GREEN) in m.legal_commands()
    m.apply(Move(GREEN, "weaponsmith"))
    events = m.apply(Done(GREEN))
    assert "turn_ended" in kinds(events) and m.active_seat == RED


def test_robbing_a_carriage():
    """MM-6.10, MM-6.11, MM-6.13, MM-6.14, MM-6.15, MM-16.20: two dice of the colour at least;
    a reroll for a token; failure keeps the dice; success: renown, the reward, barricade VP
    and maybe another carriage on the same road."""
    def edit(s):
        put_carriage(s, "road_2", 0, "C01")
        put_carriage(s, "road_2", 1, "C02")
        s.barricades["road_2"] = [RED]
        give(s, 0, bow=3, distraction=1)

    m = situation(2, heroes=HEROES[:2], edit=edit, at=("moves", 0), faces=[(1, 1), (2, 1), (5, 1)])
    s = state_of(m)
    assert Move(0, "road_1") not in m.legal_commands()
    m.apply(Move(0, "road_2"))
    m.apply(ChooseCarriage(0, "C02"))
    assert {c.count for c in m.legal_commands()} == {2, 3}
    m.apply(CommitDice(0, 2))
    assert set(m.legal_commands()) == {RerollAll(0), Accept(0)}
    m.apply(RerollAll(0))  # (2, 1): no token left, the robbery fails
    assert s.dice[0]["bow"] == 3 and s.turn["failed_loc"] == "road_2"
    vp_red = s.vp[RED]
    s.turn["failed_loc"] = None  # (a new move, for the success case)
    m.apply(Move(0, "road_2"))
    m.apply(ChooseCarriage(0, "C01"))
    m.apply(CommitDice(0, 2))
    m.apply(next(iter(m.legal_commands())))  # the depot space
    assert s.renown[0] == 1 and s.dice[0]["bow"] == 1 and s.vp[RED] == vp_red + 2
    assert RobAgain(0) not in m.legal_commands()  # one die is not enough for C02


def test_fighting_guards_and_clearing_a_place():
    """MM-6.20, MM-6.21, MM-6.22, MM-6.23, MM-6.24, MM-6.25, MM-6.28, MM-16.16, MM-16.17: choose
    a guard, 1–4 dice of the place's weapon,
    one die rerolled per token; a win removes the guard for renown, the dice go to the
    Armory; the last guard pays the clear reward. (Rescues, MM-6.26 and MM-6.27: WE-7.)"""
    def edit(s):
        s.guards["church"][0] = s.guards["church"][1] = True
        give(s, 0, bow=3, distraction=1)
        s.track = 2

    m = situation(2, heroes=HEROES[:2], edit=edit, at=("moves", 0), faces=[(1, 2), (6,), (3,)])
    s = state_of(m)
    vp = s.vp[0]
    m.apply(Move(0, "church"))
    m.apply(ChooseGuard(0, 2))
    m.apply(CommitDice(0, 2))
    assert set(m.legal_commands()) == {RerollOne(0, 0), RerollOne(0, 1), Accept(0)}
    m.apply(RerollOne(0, 1))
    assert s.guards["church"] == [True, False, False, False] and s.dice[0]["bow"] == 1 and s.renown[0] == 1
    m.apply(FightAgain(0))  # the only guard and the last die are chosen by themselves
    assert s.vp[0] == vp + 2 and s.res[0]["distraction"] == 2  # the Church's clear reward
    assert s.track == 2  # guards on the track do not count


def test_prison_break_fails():
    """MM-6.30, MM-6.31, MM-6.32, MM-6.33, MM-6.34, MM-6.35: two dice per token; a level-II
    figure needs two hits; a break that frees nobody fails."""
    def edit(s):
        s.prison = [[RED, 2]]
        s.camp[RED] -= 1
        give(s, 0, distraction=1)

    m = situation(2, heroes=HEROES[1:3], edit=edit, at=("moves", 0), faces=[(4, 1)])
    s = state_of(m)
    m.apply(Move(0, "prison"))  # one token: ChooseTokens(1) is the only option
    assert s.prison == [[RED, 2]] and s.turn["failed_loc"] == "prison"


def test_archery():
    """MM-6.40, MM-6.41, MM-6.42, MM-6.43: three contests in a row, a penny each, 1/2/3 hits."""
    m = situation(2, heroes=HEROES[1:3], at=("moves", 0), faces=[(4, 1, 1), (5, 5, 1), (6, 1, 1)])
    s = state_of(m)
    pennies = s.res[0]["pennies"]
    m.apply(Move(0, "archery_range"))
    assert s.res[0]["pennies"] == pennies + 2 and s.turn["failed_loc"] == "archery_range"


def test_weaponsmith():
    """MM-6.50, MM-6.51, MM-6.52, MM-6.53: buy for the price, exchange dice held since the move
    began, never more than four."""
    def edit(s):
        give(s, 0, wood=2, tools=1, iron=0, sword=3)

    m = situation(2, heroes=HEROES[:2], edit=edit, at=("moves", 0))
    s = state_of(m)
    m.apply(Move(0, "weaponsmith"))
    m.apply(Buy(0, "bow"))
    assert s.dice[0]["bow"] == 1 and s.res[0]["wood"] == 1 and s.res[0]["tools"] == 0
    assert not [c for c in m.legal_commands() if isinstance(c, Buy)]  # four dice held
    assert Exchange(0, "bow", "axe") not in m.legal_commands()
    m.apply(Exchange(0, "sword", "axe"))
    assert s.dice[0] == {"bow": 1, "sword": 2, "staff": 0, "axe": 1}
    m.apply(Done(0))
    assert s.prompt.kind == "hero"


def test_the_villain_penalty_can_be_declined():
    """MM-5.28, MM-5.29: the penalty is the hero's ability in the next round."""
    def edit(s):
        s.hero_loc[RED] = "church"
        give(s, RED, distraction=1)
        top_villain(s, "V04")

    m = situation(2, heroes=HEROES[:2], edit=edit, start=RED, at=("turn", GREEN))
    s = state_of(m)
    assert m.active_seat == RED
    m.apply(Decline(RED))
    assert s.disabled_next[RED]


def test_several_heroes_are_asked_in_turn_order():
    """MM-14.2, MM-16.30: from the active player round the table."""
    def edit(s):
        s.hero_loc = ["church", None, "church"]
        for seat in (0, 2):
            give(s, seat, distraction=1)
        top_villain(s, "V04")

    m = situation(3, heroes=HEROES[:3], edit=edit, start=2, at=("turn", 1))
    asked = []
    while state_of(m).prompt.kind == "penalty":
        asked.append(m.active_seat)
        m.apply(Decline(m.active_seat))
    assert asked == [2, 0]


def test_a_tax_increase_inside_a_tax_increase():
    """MM-5.39 step 4, MM-16.11: the depot fills again during the activations; the new tax
    increase (no robbed carriage in it) resolves at once, then the rest go on."""
    def edit(s):
        for i in range(6):
            s.depot[i] = [s.carriage_bag.pop(), True]
        for road in ("road_1", "road_2", "road_3", "road_4"):
            put_carriage(s, road, 0, s.carriage_bag[0])

    m = situation(2, edit=edit, steps=[("tax_check",)], at=("moves", GREEN))
    events = m.opening_events
    assert [e.flat for e in events if e.kind == "tax_increase"] == [6, 0]
    roads = [e.road for e in events if e.kind == "road_activated"]
    assert roads == ["road_1", "road_2", "road_3", "road_4", "road_1", "road_2"]
    assert kinds(events).count("carriage_arrived") == 6 and state_of(m).depot == [None] * 6


def test_each_turn_is_whole_and_in_turn_order():
    """MM-5.6, MM-0.2 (a turn, a move): from the start player round the table, each player's
    turn runs whole, villain card first, with at most two hero moves, before the next begins."""
    m = situation(3, heroes=["robin_hood", "will_scarlet", "maid_marian"], blank=False, start=1,
                  at=("turn", 1), seed=3)
    s = state_of(m)
    events = list(m.opening_events)
    while s.phase == "hero":
        events += m.apply(m.legal_commands()[0])
    turns, current = [], None
    for e in events:
        if e.kind == "turn_started":
            assert current is None
            current = e.seat
            turns.append([])
        elif e.kind == "turn_ended":
            assert e.seat == current
            current = None
        elif current is not None:
            turns[-1].append(e)
    assert [t[0].seat for t in turns] == [1, 2, 0]  # villain_card_drawn by the turn's seat
    assert all(t[0].kind == "villain_card_drawn" for t in turns)
    assert all(sum(e.kind == "hero_moved" for e in t) <= 2 for t in turns)
    assert sum(e.kind == "hero_moved" for t in turns for e in t) >= 3


def test_carriages_wait_only_behind_filled_slots():
    """MM-1.11: with one barricade a carriage waits on S or W1, one to a space; further
    spaces stay empty however often the road is activated."""
    def edit(s):
        s.barricades["road_2"] = [RED]
        put_carriage(s, "road_2", 0, "C01")
        put_carriage(s, "road_2", 1, "C02")

    m = situation(2, edit=edit, steps=[("activate", "road_2", "test")] * 3, at=("moves", GREEN))
    s = state_of(m)
    arrived = [e.carriage for e in m.opening_events if e.kind == "carriage_arrived"]
    assert arrived[:2] == ["C02", "C01"] and len(arrived) == 3
    assert s.carriages["road_2"][2:] == [None, None, None]
    assert None not in s.carriages["road_2"][:2]


def _robbed_onto(space):
    """Green robs C01 and lays it on depot ``space`` (spaces 1 and 2 full); Red's villain card
    V23 then brings C07 from Road I to the Castle."""
    def edit(s):
        for i in range(2):
            s.depot[i] = [s.carriage_bag.pop(), False]
        put_carriage(s, "road_2", 0, "C01")
        put_carriage(s, "road_1", 0, "C07")
        give(s, GREEN, bow=2)
        top_villain(s, "V23")

    m = situation(2, heroes=HEROES[:2], edit=edit, at=("moves", GREEN), faces=[(5, 5)])
    s = state_of(m)
    m.apply(Move(GREEN, "road_2"))
    assert {c.space for c in m.legal_commands()} == {3, 4, 5, 6}
    m.apply(ChooseDepotSpace(GREEN, space))
    m.apply(EndTurn(GREEN))
    return s


def test_the_robbers_depot_space_changes_later_arrivals():
    """MM-6.17: the flat carriage may go on any empty space; it keeps later arrivals off that
    space, so laying it on the cheap space 3 makes the next arrival pay 2 pennies, not 1."""
    s = _robbed_onto(6)
    assert s.depot[2] == ["C07", False] and s.pennies["road_1"] == 6 - 1
    s = _robbed_onto(3)
    assert s.depot[3] == ["C07", False] and s.pennies["road_1"] == 6 - 2


def test_fight_details():
    """MM-6.29: only hideout guards can be chosen (not the track's); a Merry Man is freed only
    by defeating the guard over him, and goes to his camp; after each win FIGHT_AGAIN or STOP;
    the last guard pays the clear reward."""
    def edit(s):
        s.guards["church"][0] = s.guards["church"][1] = True
        s.occupant["church"][1] = RED
        s.bail["church"][1] = "wood"
        s.camp[RED] -= 1
        s.track = 2
        give(s, GREEN, bow=2, wood=0, distraction=0)

    m = situation(2, heroes=HEROES[:2], edit=edit, at=("moves", GREEN), faces=[(6,), (6,)])
    s = state_of(m)
    vp, camp = s.vp[GREEN], s.camp[RED]
    m.apply(Move(GREEN, "church"))
    assert set(m.legal_commands()) == {ChooseGuard(GREEN, 1), ChooseGuard(GREEN, 2)}
    m.apply(ChooseGuard(GREEN, 1))
    m.apply(CommitDice(GREEN, 1))
    assert s.occupant["church"][1] == RED and s.guards["church"][1] and s.camp[RED] == camp
    assert set(m.legal_commands()) == {FightAgain(GREEN), Stop(GREEN)}
    m.apply(FightAgain(GREEN))  # the one guard left and the one die are chosen by themselves
    assert s.occupant["church"][1] is None and s.camp[RED] == camp + 1
    assert s.res[GREEN]["wood"] == 1 and s.res[GREEN]["distraction"] == 2  # bail + clear reward
    assert s.vp[GREEN] == vp + 1 + 2 and s.track == 2


def test_giving_to_the_poor_takes_the_top_track_guard():
    """MM-6.61, MM-16.15: the pennies go to the supply, the guard on the highest filled space
    goes; a new track guard takes the lowest empty space, so the track has no gaps."""
    def edit(s):
        give(s, GREEN, pennies=4)
        s.track = 3
        s.guards["church"][:3] = [True] * 3
        top_villain(s, "V20")

    m = situation(2, edit=edit, at=("moves", GREEN))
    s = state_of(m)
    roads, sheriff = dict(s.pennies), dict(s.sheriff)
    m.apply(Move(GREEN, "village"))
    events = m.apply(Donate(GREEN)) + m.apply(Donate(GREEN))  # then DONE, the only option
    assert [e.track_space for e in events if e.kind == "guard_removed"] == [3, 2]
    assert s.track == 1 and s.res[GREEN]["pennies"] == 0
    assert s.pennies == roads and s.sheriff == sheriff
    events = m.apply(EndTurn(GREEN))  # Red draws V20: the Church is full, its guard to the track
    assert [e.track_space for e in events if e.kind == "guard_placed" and e.location == "track"] == [2]


def test_no_village_with_an_empty_track():
    """MM-6.61: giving to the poor needs a guard on the track."""
    def edit(s):
        give(s, GREEN, pennies=4)

    m = situation(2, edit=edit, at=("moves", GREEN))
    assert Move(GREEN, "village") not in m.legal_commands()


def test_freeing_ones_own_figure_pays_no_vp():
    """MM-16.18: one's own Merry Man freed from arrest gives the bail back, and from prison the
    Sheriff's items, but no VP."""
    def edit(s):
        s.guards["church"][0] = s.guards["church"][2] = True
        s.occupant["church"][2] = GREEN
        s.bail["church"][2] = "iron"
        s.prison = [[GREEN, 1]]
        s.camp[GREEN] -= 2
        give(s, GREEN, bow=1, iron=0, distraction=1)

    m = situation(2, heroes=["little_john", "will_scarlet"], edit=edit, at=("moves", GREEN),
                  faces=[(6,), (5, 1)])
    s = state_of(m)
    vp, camp = s.vp[GREEN], s.camp[GREEN]
    m.apply(Move(GREEN, "church"))
    m.apply(ChooseGuard(GREEN, 3))
    assert s.res[GREEN]["iron"] == 1 and s.camp[GREEN] == camp + 1 and s.vp[GREEN] == vp
    m.apply(Move(GREEN, "prison"))  # one token, one hit, one prisoner: chosen by themselves
    assert s.prison == [] and s.prompt.kind == "sheriff_item"
    m.apply(TakeFromSheriff(GREEN, "pennies"))
    assert s.vp[GREEN] == vp and s.camp[GREEN] == camp + 2


def test_the_villain_penalty_comes_after_the_whole_effect():
    """MM-16.31: the Sheriff's guards, the arrest and its bail first; only then the penalty,
    so a token spent on bail is no longer there to avoid it."""
    def edit(s):
        s.hero_loc[RED] = "church"
        s.occupant["church"][2] = RED
        s.camp[RED] -= 1
        give(s, RED, wood=1, iron=0, tools=0, distraction=1, pennies=0)
        top_villain(s, "V04")

    m = situation(2, heroes=HEROES[:2], edit=edit, at=("turn", GREEN))
    s = state_of(m)
    assert m.active_seat == RED and s.prompt.kind == "bail"
    events = m.apply(PayBail(RED, "distraction"))
    assert s.guards["church"] == [False, True, True, False]
    assert kinds(events).index("guard_placed") < kinds(events).index("ability_lost")
    assert s.disabled_next[RED] and m.active_seat == GREEN  # no token left: declined at once


def test_no_penalty_when_the_villain_ends_the_game():
    """MM-16.31: Prince John empties the road: the game is lost and no penalty is asked."""
    def edit(s):
        s.hero_loc[RED] = "road_2"
        give(s, RED, distraction=1)
        s.pennies["road_2"] = 1
        top_villain(s, "V12")

    m = situation(2, heroes=HEROES[:2], edit=edit, at=("turn", GREEN))
    assert m.is_over and m.legal_commands() == []
    assert "ability_lost" not in kinds(m.opening_events) and not state_of(m).disabled_next[RED]
