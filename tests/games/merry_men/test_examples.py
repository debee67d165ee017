"""The worked examples of spec section 17 (WE-1 … WE-15) as scenario tests.

Seats: 0 Green, 1 Red, 2 Blue, 3 Yellow. Each test builds the example's start state with
:func:`situation` and checks the exact result the spec gives.
"""

from __future__ import annotations

from sherwood.games.merry_men import scoring
from sherwood.games.merry_men.commands import Build as BuildCmd
from sherwood.games.merry_men.commands import (
    ChooseDepotSpace,
    ChooseGuard,
    ChoosePrisoners,
    ChooseTokens,
    CommitDice,
    Decline,
    DiscardHand,
    DiscardPassive,
    Donate,
    FightAgain,
    JaneFreeBreak,
    Move,
    PayD,
    Place,
    RerollAll,
    RobContinue,
    TakeFromSheriff,
)
from tests.games.merry_men.situations import (
    give,
    kinds,
    put_carriage,
    set_hand,
    situation,
    state_of,
    take_cards,
    top_villain,
)

GREEN, RED, BLUE, YELLOW = 0, 1, 2, 3


def fill_depot(s, spaces, flat=()):
    """Depot spaces (1-based) filled with carriages from the bag, upright unless in ``flat``."""
    for space in spaces:
        car = s.carriage_bag.pop(0)
        s.depot[space - 1] = [car, space in flat]


def test_we1_road_activation():
    """WE-1 (MM-5.34): carriages move towards the Castle; the one on W_b arrives."""
    def edit(s):
        s.barricades["road_2"] = [RED, BLUE]
        put_carriage(s, "road_2", 0, "C02")
        put_carriage(s, "road_2", 1, "C08")
        put_carriage(s, "road_2", 2, "C20")
        s.pennies["road_2"] = 5
        fill_depot(s, (1, 2, 3))

    m = situation(4, edit=edit, steps=[("activate", "road_2", "test")], at=("moves", 0))
    s = state_of(m)
    assert s.depot[3] == ["C20", False]
    assert s.pennies["road_2"] == 3
    assert s.carriages["road_2"][1:3] == ["C02", "C08"]
    assert s.carriages["road_2"][0] is not None  # a new carriage from the bag
    assert [d is not None for d in s.depot] == [True] * 4 + [False] * 4
    assert "tax_increase" not in kinds(m.opening_events)
    moves = [(e.carriage, e.from_space, e.to_space) for e in m.opening_events if e.kind == "carriage_moved"]
    assert moves == [("C08", "W1", "W2"), ("C02", "S", "W1")]


def test_we2_villain_card_v07():
    """WE-2 (MM-5.7, 5.10, 5.23–5.25, 5.34): guard, Guy, then Road III."""
    def edit(s):
        s.guards["church"][2] = s.guards["church"][3] = True
        s.barricades["road_1"] = [BLUE, RED]
        put_carriage(s, "road_1", 0, "C01")
        put_carriage(s, "road_1", 2, "C07")
        s.pennies["road_1"] = 7
        put_carriage(s, "road_3", 0, "C13")
        s.pennies["road_3"] = 8
        fill_depot(s, (1, 2))
        s.bar_left[RED] = 3
        s.bar_claimed[RED][0] = s.bar_claimed[RED][1] = True
        top_villain(s, "V07")

    m = situation(4, edit=edit, at=("turn", 0))
    s = state_of(m)
    assert s.guards["church"] == [False, True, True, True]
    assert s.barricades["road_1"] == [BLUE]
    assert s.bar_left[RED] == 4  # back on B2
    assert s.depot[2] == ["C07", False] and s.pennies["road_1"] == 6
    assert s.depot[3] == ["C13", False] and s.pennies["road_3"] == 6
    assert s.carriages["road_3"][0] is not None
    assert sum(d is not None for d in s.depot) == 4
    assert s.bar_claimed[RED][:2] == [True, True]
    assert "tax_increase" not in kinds(m.opening_events)
    assert m.active_seat == GREEN and s.prompt.kind == "hero"


def _we3(choice):
    def edit(s):
        s.guards["church"] = [True] * 4
        s.track = 3
        s.barricades["road_3"] = [RED, BLUE]
        s.pennies["road_3"] = 4
        s.hero_loc[YELLOW] = s.hero_loc[GREEN] = "road_3"
        give(s, YELLOW, distraction=1)
        top_villain(s, "V13")

    m = situation(4, heroes=["maid_marian", "little_john", "will_scarlet", "robin_hood"], edit=edit,
                  start=YELLOW, at=("turn", RED))
    return m, state_of(m)


def test_we3_prince_john_and_guard_overflow():
    """WE-3 (MM-5.11, 5.26–5.29, MM-16.31): the Church guard overflows, John takes 3 pennies,
    and only then is Yellow (not Maid Marian) asked."""
    m, s = _we3(None)
    assert s.track == 4
    assert s.pennies["road_3"] == 1 and not m.is_over
    assert m.active_seat == YELLOW
    assert set(m.legal_commands()) == {PayD(YELLOW), Decline(YELLOW)}
    m.apply(PayD(YELLOW))
    assert s.res[YELLOW]["distraction"] == 0 and not s.disabled_next[YELLOW]
    assert m.active_seat == RED  # Green was never asked
    m.undo()
    m.apply(Decline(YELLOW))
    assert state_of(m).disabled_next[YELLOW]


def test_we4_tax_increase_after_a_robbery():
    """WE-4 (MM-6.16, 5.35, 5.39, MM-6.17: the robbery fills the last depot space and the tax
    increase follows; Will Scarlet)."""
    def edit(s):
        for space, car, flat in ((1, "C03", False), (2, "C10", False), (3, "C20", True), (4, "C05", False),
                                 (5, "C14", True)):
            s.carriage_bag.remove(car)
            s.depot[space - 1] = [car, flat]
        s.tax_pointer = 2
        give(s, GREEN, axe=1)
        s.barricades["road_4"] = [RED]
        put_carriage(s, "road_4", 1, "C22")

    m = situation(2, heroes=["will_scarlet", "robin_hood"], edit=edit, at=("moves", GREEN), faces=[(5,)])
    s = state_of(m)
    vp_red = s.vp[RED]
    events = m.apply(Move(GREEN, "road_4"))
    assert s.dice[GREEN]["axe"] == 0 and s.renown[GREEN] == 1
    robbed = [e for e in events if e.kind == "carriage_robbed"]
    assert [(e.carriage, e.depot_space) for e in robbed] == [("C22", 6)]
    assert s.vp[GREEN] == 3 and s.vp[RED] == vp_red + 2
    tax = [e for e in events if e.kind == "tax_increase"]
    assert len(tax) == 1 and tax[0].flat == 3 and len(tax[0].carriages) == 6
    activated = [e.road for e in events if e.kind == "road_activated"]
    assert activated == ["road_3", "road_4", "road_1"]
    assert s.tax_pointer == 1  # Road II
    # No dice left: STOP was the only option and was applied (MM-14.3); the next move waits.
    assert m.active_seat == GREEN and s.prompt.kind == "hero" and s.turn["moves"] == 1


def _we5(pennies_only=True):
    def edit(s):
        give(s, BLUE, wood=0, iron=0, tools=0, distraction=0, pennies=1 if pennies_only else 0)
        set_hand(s, BLUE, "MC01")

    l13 = sorted(f"L{i:02d}" for i in range(1, 31)).index("L13")
    m = situation(4, edit=edit, at=("place", BLUE), faces=[(2, 5, 1), (3, 1)], ints=[l13])
    return m, state_of(m)


def test_we5_robbing_the_rich_fails():
    """WE-5 (MM-4.32–4.41): loot pending, a failed second attempt, prison and the fine."""
    m, s = _we5()
    sheriff = dict(s.sheriff)
    events = m.apply(Place(BLUE, "MC01", "hand", "passive", "market_square", 0))
    assert [e.tile for e in events if e.kind == "loot_drawn"] == ["L13"]
    assert s.loot_pending == ["L13"] and m.active_seat == BLUE
    events = m.apply(RobContinue(BLUE))
    assert s.loot_pending == [] and "L13" in s.loot_bag
    assert s.res[BLUE]["wood"] == 0 and s.res[BLUE]["pennies"] == 0
    assert s.prison == [[BLUE, 1]]
    assert s.sheriff["pennies"] == sheriff["pennies"] + 1
    assert s.main["market_square"] == []


def test_we5_without_a_payable_resource_goes_to_level_two():
    """WE-5, last sentence (MM-4.40, MM-16.25)."""
    m, s = _we5(pennies_only=False)
    m.apply(Place(BLUE, "MC01", "hand", "passive", "market_square", 0))
    m.apply(RobContinue(BLUE))
    assert s.prison == [[BLUE, 2]]


def test_we6_a_trap_protects_a_merry_man():
    """WE-6 (MM-5.10, MM-5.12, MM-5.13, MM-16.2)."""
    def edit(s):
        s.guards["church"][2] = s.guards["church"][3] = True
        s.traps["church"][1] = BLUE
        s.trap_left[BLUE] = 4
        s.occupant["church"][1] = RED
        s.camp[RED] -= 1
        top_villain(s, "V16")

    m = situation(4, edit=edit, at=("turn", GREEN))
    s = state_of(m)
    sprung = [e for e in m.opening_events if e.kind == "trap_sprung"]
    assert [(e.owner, e.location, e.hideout) for e in sprung] == [(BLUE, "church", 2)]
    assert s.sprung[BLUE] == 1 and s.captured[BLUE] == 1 and s.traps["church"][1] is None
    assert s.guards["church"] == [False, False, True, True]
    assert s.occupant["church"][1] == RED  # free
    assert "figure_arrested" not in kinds(m.opening_events)
    m.check_invariants()


def test_we7_the_sheriff_arrests():
    """WE-7, first part (MM-5.15–5.21): bail paid automatically with the only resource."""
    def edit(s):
        s.guards["lumber_camp"][2] = s.guards["lumber_camp"][3] = True
        s.occupant["lumber_camp"][1] = GREEN
        s.camp[GREEN] -= 1
        give(s, GREEN, wood=1, iron=0, tools=0, distraction=0, pennies=0)
        top_villain(s, "V01")

    m = situation(4, edit=edit, start=BLUE, at=("turn", BLUE))
    s = state_of(m)
    assert s.villains["sheriff"] == "lumber_camp"
    assert s.guards["lumber_camp"] == [True, True, True, True]
    assert s.bail["lumber_camp"][1] == "wood" and s.res[GREEN]["wood"] == 0
    assert s.occupant["lumber_camp"][1] == GREEN
    order = kinds(m.opening_events)
    assert order.index("figure_arrested") < order.index("paid") < order.index("road_activated")
    assert [e.road for e in m.opening_events if e.kind == "road_activated"] == ["road_2"]


def test_we7_a_hero_rescues():
    """WE-7, second part (MM-6.20–6.29; MM-6.26, MM-6.27 the rescue): Little John frees Green's man,
    then fails."""
    def edit(s):
        s.guards["lumber_camp"] = [True] * 4
        s.occupant["lumber_camp"][1] = GREEN
        s.bail["lumber_camp"][1] = "wood"
        s.camp[GREEN] -= 1
        give(s, RED, axe=2, distraction=0, wood=0)

    m = situation(4, heroes=["robin_hood", "little_john", "will_scarlet", "jane_fortune"], edit=edit,
                  at=("moves", RED), faces=[(4,), (2,)])
    s = state_of(m)
    camp, vp = s.camp[GREEN], s.vp[RED]
    m.apply(Move(RED, "lumber_camp"))
    m.apply(ChooseGuard(RED, 2))
    m.apply(CommitDice(RED, 1))
    assert s.guards["lumber_camp"] == [True, False, True, True]
    assert s.renown[RED] == 1 and s.dice[RED]["axe"] == 1
    assert s.camp[GREEN] == camp + 1 and s.occupant["lumber_camp"][1] is None
    assert s.res[RED]["wood"] == 1 and s.vp[RED] == vp + 1
    m.apply(FightAgain(RED))
    m.apply(ChooseGuard(RED, 1))  # one die left: committed automatically, rolls 2, no tokens
    assert s.dice[RED]["axe"] == 1 and s.vp[RED] == vp + 1  # no clear reward
    assert s.prompt.kind == "hero" and Move(RED, "lumber_camp") not in m.legal_commands()


def test_we8_prison_break_allocation():
    """WE-8 (MM-6.36; Jane Fortune)."""
    def edit(s):
        s.prison = [[GREEN, 3], [BLUE, 1]]
        s.camp[GREEN] -= 1
        s.camp[BLUE] -= 1
        give(s, RED, distraction=2)
        s.sheriff = {"wood": 1, "iron": 1, "tools": 0, "distraction": 2, "pennies": 2}

    m = situation(4, heroes=["robin_hood", "jane_fortune", "will_scarlet", "little_john"], edit=edit,
                  at=("moves", RED), faces=[(6, 4, 1, 5)])
    s = state_of(m)
    vp = s.vp[RED]
    m.apply(JaneFreeBreak(RED))
    m.apply(ChooseTokens(RED, 2))
    assert set(m.legal_commands()) == {ChoosePrisoners(RED, ((GREEN, 3),)),
                                       ChoosePrisoners(RED, ((BLUE, 1),))}
    m.apply(ChoosePrisoners(RED, ((GREEN, 3),)))
    for item in ("iron", "pennies", "pennies"):
        m.apply(TakeFromSheriff(RED, item))
    assert s.vp[RED] == vp + 4 and s.res[RED]["iron"] == 2 and s.res[RED]["distraction"] == 0
    assert s.prison == [[BLUE, 1]] and s.turn["moves"] == 0 and s.prompt.kind == "hero"


def test_we9_end_of_round():
    """WE-9 (MM-7.2–7.14): hanging, shift, arrest, return, forced return."""
    def edit(s):
        s.round = 3
        s.prison = [[BLUE, 1], [YELLOW, 3]]
        s.camp[YELLOW] -= 1
        s.messengers[BLUE] = 1
        s.main["lumber_camp"] = [BLUE]
        s.camp[BLUE] = 0
        s.guards["church"][1] = True
        s.occupant["church"][1] = GREEN
        s.bail["church"][1] = "tools"
        s.camp[GREEN] -= 1

    m = situation(4, edit=edit, at=("end", None))
    s = state_of(m)
    events = list(m.opening_events)
    while s.phase == "end":
        events += m.apply(DiscardHand(m.active_seat, ()))
    assert s.hanged[YELLOW] == 1 and s.vp[YELLOW] == -4
    assert [GREEN, 1] in s.prison and s.sheriff["tools"] == 1 + 1  # the start stock + the bail
    assert [BLUE, 2] not in s.prison and s.vp[BLUE] == -5  # RETRIEVE, the only option
    assert s.camp[BLUE] == 2 and s.round == 4
    assert kinds(events).index("figure_hanged") < kinds(events).index("prisoner_moved")


def test_we10_building_a_barricade():
    """WE-10 (MM-4.46–4.51)."""
    def edit(s):
        s.round = 2
        give(s, RED, wood=2, iron=0, tools=1, distraction=0, pennies=1)
        set_hand(s, RED, "MC40")

    m = situation(2, edit=edit, at=("place", RED))
    s = state_of(m)
    m.apply(Place(RED, "MC40", "hand", "active", "construction_yard", 0))
    m.apply(BuildCmd(RED, "barricade", "road_4", "road_2"))
    assert s.pennies["road_2"] == 7 and s.barricades["road_4"] == [RED]
    assert s.bar_left[RED] == 4 and s.bar_claimed[RED][0]
    assert s.res[RED]["wood"] == 0 and s.res[RED]["tools"] == 0 and s.res[RED]["pennies"] == 0


def test_we11_carriage_robbery_with_a_reroll():
    """WE-11 (MM-6.12–6.16)."""
    def edit(s):
        s.barricades["road_1"] = [RED, BLUE]
        put_carriage(s, "road_1", 1, "C08")
        fill_depot(s, (1, 2, 3, 4, 6))
        give(s, BLUE, sword=2, distraction=1, pennies=0)
        s.renown[BLUE] = 4

    m = situation(4, heroes=["will_scarlet", "little_john", "robin_hood", "jane_fortune"], edit=edit,
                  at=("moves", BLUE), faces=[(1, 2), (2, 6)])
    s = state_of(m)
    vp = list(s.vp)
    m.apply(Move(BLUE, "road_1"))
    assert set(m.legal_commands()) >= {RerollAll(BLUE)}
    m.apply(RerollAll(BLUE))
    assert s.dice[BLUE]["sword"] == 0 and s.renown[BLUE] == 5
    assert {c.space for c in m.legal_commands()} == {5, 7, 8}
    events = m.apply(ChooseDepotSpace(BLUE, 7))
    assert s.depot[6] == ["C08", True]
    assert s.res[BLUE]["pennies"] == 2 and s.vp[BLUE] == vp[BLUE] + 1 + 2 and s.vp[RED] == vp[RED] + 2
    assert "tax_increase" not in kinds(events)
    assert s.prompt.kind == "hero"  # STOP was the only option


def test_we12_passive_pile_overflow():
    """WE-12 (MM-4.13, MM-4.14, MM-4.15, MM-4.17): the pile keeps six cards for the end."""
    pile = ["MC01", "MC06", "MC11", "MC22", "MC47", "MC34"]

    def edit(s):
        s.passive[GREEN] = take_cards(s, *pile)
        set_hand(s, GREEN, "MC03")

    m = situation(4, edit=edit, at=("place", GREEN))
    s = state_of(m)
    wood = s.res[GREEN]["wood"]
    m.apply(Place(GREEN, "MC03", "hand", "passive", "lumber_camp", 0))
    assert s.res[GREEN]["wood"] == wood + 1
    assert set(m.legal_commands()) == {DiscardPassive(GREEN, c) for c in [*pile, "MC03"]}
    m.apply(DiscardPassive(GREEN, "MC03"))
    assert s.passive[GREEN] == pile and s.mm_discard[-1] == "MC03"


def test_we13_final_scoring():
    """WE-13 (MM-8.4)."""
    def edit(s):
        s.vp[RED] = 20
        s.renown[RED] = 7
        s.barricades["road_1"] = [RED, RED]
        s.barricades["road_2"] = [RED]
        s.traps["church"][0] = RED
        s.sprung[RED] = 2
        s.messengers[RED] = 2
        s.camp[RED] = 0
        s.unlocked[RED] = 5
        for q in ("Q01", "Q09"):
            for pile in (*s.quests, s.quests_unused):
                if q in pile:
                    pile.remove(q)
        s.quests_done[RED] = ["Q01", "Q09"]
        s.passive[RED] = take_cards(s, "MC01", "MC06", "MC11", "MC22", "MC47", "MC34")
        s.captured[RED] = 2
        give(s, RED, wood=2, iron=1, tools=0, distraction=3, pennies=4, bow=1)
        s.prison = [[RED, 2]]
        s.camp[RED] = 5 - 2 - 1

    m = situation(4, edit=edit, at=("end", None))
    detail = scoring.detail(state_of(m), RED)
    assert detail == {"S1": 20, "S2": 24, "S3": 12, "S4": 16, "S5": 2, "S6": 3, "S7": -2, "total": 75}


def test_we14_the_guard_track_fills():
    """WE-14 (MM-3.5, 5.20, MM-16.14): the guard that fills the track loses the game at once;
    the Sheriff's second guard is never placed."""
    def edit(s):
        s.guards["market_square"][:3] = [True] * 3
        s.track = 8
        top_villain(s, "V06")

    m = situation(2, edit=edit, at=("turn", GREEN))
    s = state_of(m)
    assert m.is_over and s.track == 9 and s.lost
    placed = [e for e in m.opening_events if e.kind == "guard_placed"]
    assert [(e.location, e.track_space) for e in placed] == [("track", 9)]
    assert kinds(m.opening_events)[-1] == "game_lost"
    assert m.winners() == [] and m.legal_commands() == []


def test_we15_giving_to_the_poor():
    """WE-15 (MM-6.60, 6.61)."""
    def edit(s):
        give(s, YELLOW, pennies=5)
        s.track = 4

    m = situation(4, edit=edit, at=("moves", YELLOW))
    s = state_of(m)
    vp = s.vp[YELLOW]
    m.apply(Move(YELLOW, "village"))
    m.apply(Donate(YELLOW))
    m.apply(Donate(YELLOW))
    # A third DONATE is not offered, so DONE, the only option, was applied (MM-14.3).
    assert s.prompt.kind == "hero" and s.turn["moves"] == 1
    assert s.res[YELLOW]["pennies"] == 1 and s.track == 2 and s.vp[YELLOW] == vp + 4
