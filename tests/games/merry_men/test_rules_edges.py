"""Edge cases (spec section 16), the conventions of section 0, and the card modifiers of the
Construction Yard and Crusade."""

from __future__ import annotations

from sherwood.games.merry_men.commands import (
    Build,
    Buy,
    ChooseCarriage,
    ChooseWeaponType,
    CommitDice,
    DeclareDone,
    DiscardPassive,
    Move,
    Place,
    PlaceTuck,
    PlaceWithSpy,
    RobAgain,
    Stop,
)
from sherwood.games.merry_men.facts import AGENT, GATHERING, ROAD_SLOTS, ROADS
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

GREEN, RED = 0, 1
HEROES = ["little_john", "will_scarlet"]
NOTHING = dict(wood=0, iron=0, tools=0, distraction=0, pennies=0)


def _quests(s, seat, *quests):
    for q in quests:
        for pile in (*s.quests, s.quests_unused):
            if q in pile:
                pile.remove(q)
    s.quests_unused += s.quests[seat]
    s.quests[seat] = list(quests)


def yard_and_crusade(m, seat=GREEN):
    return {c.card for c in m.legal_commands()
            if isinstance(c, Place) and c.location in ("construction_yard", "crusade")}


def test_build_modifiers():
    """MM-16.6, MM-4.25, MM-4.47: Pit Diggers pays 1 wood less, Snare Setters no tool, Toll
    Bribe's penny counts; a card whose build cannot be paid cannot be placed."""
    def edit(s):
        give(s, GREEN, **{**NOTHING, "wood": 1, "tools": 1, "pennies": 1})
        set_hand(s, GREEN, "MC39", "MC41", "MC42", "MC45")

    m = situation(2, edit=edit, at=("place", GREEN))
    assert yard_and_crusade(m) == {"MC41"}
    m = situation(2, edit=lambda s: (edit(s), give(s, GREEN, **{**NOTHING, "iron": 2, "pennies": 1})),
                  at=("place", GREEN))
    assert yard_and_crusade(m) == {"MC42"}
    m = situation(2, edit=lambda s: (edit(s), give(s, GREEN, **{**NOTHING, "wood": 2, "tools": 1})),
                  at=("place", GREEN))
    assert yard_and_crusade(m) == {"MC45"}
    m.apply(Place(GREEN, "MC45", "hand", "active", "construction_yard", 0))
    assert {b.structure for b in m.legal_commands() if isinstance(b, Build)} == {"barricade"}


def test_quest_modifiers():
    """MM-16.6, MM-4.64: Pilgrim's Road takes one resource off; Crusader's Oath pays one die
    with another type."""
    def edit(s):
        _quests(s, GREEN, "Q09", "Q01")
        give(s, GREEN, **{**NOTHING, "distraction": 1, "wood": 1}, bow=1, sword=1)
        set_hand(s, GREEN, "MC46", "MC48", "MC50")

    m = situation(2, edit=edit, at=("place", GREEN))
    assert yard_and_crusade(m) == {"MC48", "MC50"}
    events = m.apply(Place(GREEN, "MC50", "hand", "active", "crusade", 0))
    # Q09 needs 2 tokens (1 held), so SEND_MESSENGER Q01 paying a sword for a bow was the
    # only option, applied at once (MM-14.3).
    assert [e.quest for e in events if e.kind == "messenger_sent"] == ["Q01"]
    s = state_of(m)
    assert s.dice[GREEN] == {"bow": 0, "sword": 0, "staff": 0, "axe": 0} and s.quests_done[GREEN] == ["Q01"]


def test_a_trap_may_go_under_a_merry_man():
    """MM-16.3, MM-4.54: a trap does not block, and may be built where a Merry Man stands."""
    def edit(s):
        s.guards["church"][1] = s.guards["church"][2] = True
        s.occupant["church"][0] = RED
        s.camp[RED] -= 1
        give(s, GREEN, iron=2, tools=1, pennies=1)
        set_hand(s, GREEN, "MC39")
        for g in ("lumber_camp", "iron_forge", "workshop", "weapon_cache", "market_square"):
            s.guards[g][:3] = [True] * 3

    m = situation(2, edit=edit, at=("place", GREEN))
    m.apply(Place(GREEN, "MC39", "hand", "active", "construction_yard", 0))
    m.apply(Build(GREEN, "trap", "church", "road_1"))
    assert state_of(m).traps["church"][0] == GREEN and state_of(m).occupant["church"][0] == RED


def test_an_empty_bag_and_a_tax_increase_without_robberies():
    """MM-16.8, MM-16.9, MM-16.11: with an empty bag no carriage is placed; a tax increase
    with no flat carriage only empties the depot."""
    def edit(s):
        put_carriage(s, "road_1", 0, "C01")
        for i in range(5):
            s.depot[i] = [s.carriage_bag.pop(), False]
        s.carriage_bag.clear()

    m = situation(2, edit=edit, steps=[("activate", "road_1", "test")], at=("moves", GREEN))
    s = state_of(m)
    events = m.opening_events
    assert [e.flat for e in events if e.kind == "tax_increase"] == [0]
    assert "carriage_drawn" not in kinds(events)
    assert s.carriages["road_1"] == [None] * 4 and len(s.carriage_bag) == 6 and not any(s.depot)


def test_guy_arrival_triggers_the_tax_check():
    """MM-5.25, MM-5.35: the carriage Guy lets through may fill the depot."""
    def edit(s):
        s.barricades["road_3"] = [RED]
        put_carriage(s, "road_3", 1, "C05")
        for i in range(5):
            s.depot[i] = [s.carriage_bag.pop(), i == 0]
        s.tax_pointer = 0
        top_villain(s, "V09")

    m = situation(2, edit=edit, at=("turn", GREEN))
    events = kinds(m.opening_events)
    order = [events.index(k) for k in ("barricade_returned", "carriage_arrived", "tax_increase")]
    assert order == sorted(order)


def test_a_passive_card_needs_a_free_hideout():
    """MM-16.23: a passive-pile card whose place has no free usable hideout cannot be played."""
    def edit(s):
        set_hand(s, GREEN)
        s.passive[GREEN] = take_cards(s, "MC01")
        s.guards["lumber_camp"][:3] = [True] * 3

    m = situation(2, edit=edit, at=("place", GREEN))
    assert m.active_seat == RED and state_of(m).done[GREEN]  # nothing to place: done (MM-4.9)


def test_spy_overflow_keeps_the_spies():
    """MM-10.23: on overflow a non-spy card is discarded."""
    def edit(s):
        s.passive[GREEN] = take_cards(s, "MC01", "MC02", "MC03", "MC04", "MC05", "MC06")
        s.occupant["church"][1] = GREEN
        s.camp[GREEN] -= 1
        give(s, GREEN, **NOTHING)
        top_villain(s, "V04")

    m = situation(2, options={"spies": True}, edit=edit, at=("turn", RED))
    s = state_of(m)
    assert m.active_seat == GREEN and s.prompt.kind == "discard_passive"
    assert {c.card for c in m.legal_commands()} == {"MC01", "MC02", "MC03", "MC04", "MC05", "MC06"}
    m.apply(DiscardPassive(GREEN, "MC06"))
    assert len(s.passive[GREEN]) == 6 and any(c.startswith("SP") for c in s.passive[GREEN])


def test_a_spy_removing_the_last_guard_pays_nothing():
    """MM-16.17, MM-10.24: no clear reward and no renown for a spy's removal."""
    def edit(s):
        spy = s.spy_deck.pop(s.spy_deck.index("SP01"))
        s.passive[GREEN] = [spy]
        s.guards["lumber_camp"][2] = True
        set_hand(s, GREEN, "MC20")

    m = situation(2, options={"spies": True}, edit=edit, at=("place", GREEN))
    s = state_of(m)
    vp, wood = s.vp[GREEN], s.res[GREEN]["wood"]
    m.apply(PlaceWithSpy(GREEN, "SP01", 3))
    assert s.guards["lumber_camp"] == [False] * 4 and s.vp[GREEN] == vp and s.renown[GREEN] == 0
    assert s.res[GREEN]["wood"] == wood + 1  # the main area's wood only


def test_tuck_when_no_merry_man_is_left():
    """MM-4.9, MM-10.6, MM-16.19: with no Merry Man free a player may still place Tuck, or stop."""
    def edit(s):
        s.camp[GREEN] = 0
        s.main["church"] = [GREEN] * 3

    m = situation(2, options={"friar_tuck": True}, edit=edit, at=("place", GREEN))
    legal = m.legal_commands()
    assert DeclareDone(GREEN) in legal and all(isinstance(c, PlaceTuck | DeclareDone) for c in legal)


def test_the_forced_return_needs_a_prisoner():
    """MM-7.14: nobody in prison, no forced return, even with one Merry Man left."""
    def edit(s):
        s.camp[GREEN] = 1
        s.messengers[GREEN] = 2

    m = situation(2, edit=edit, at=("end", None))
    s = state_of(m)
    while s.round == 1:
        m.apply(m.legal_commands()[0])
    assert s.vp[GREEN] == 0


def test_weapon_dice_and_cards_are_not_payable():
    """MM-0.3: a player holding only weapon dice and cards has no payable resource: no bail
    (straight to prison level I) and no fine (level II)."""
    def edit(s):
        s.occupant["church"][2] = GREEN
        s.camp[GREEN] -= 1
        give(s, GREEN, **NOTHING, bow=2)
        top_villain(s, "V04")

    m = situation(2, edit=edit, at=("turn", GREEN))
    s = state_of(m)
    assert s.prison == [[GREEN, 1]] and s.occupant["church"][2] is None
    assert m.active_seat == GREEN and s.prompt.kind == "hero"  # nobody was asked for bail
    assert s.dice[GREEN]["bow"] == 2 and len(s.hands[GREEN]) == 4

    def rob(s):
        give(s, GREEN, **NOTHING, axe=1)
        set_hand(s, GREEN, "MC01")

    m = situation(2, edit=rob, at=("place", GREEN), faces=[(1, 1, 1)])
    m.apply(Place(GREEN, "MC01", "hand", "passive", "market_square", 0))
    assert state_of(m).prison == [[GREEN, 2]] and state_of(m).dice[GREEN]["axe"] == 1


def test_paying_goes_to_the_supply_unless_a_place_is_named():
    """MM-0.5: a purchase leaves the game (no road, Sheriff or pot gains it); a fine goes to
    the Sheriff's hideout, the place the rule names."""
    def edit(s):
        give(s, GREEN, wood=1, tools=1)

    m = situation(2, heroes=HEROES, edit=edit, at=("moves", GREEN))
    s = state_of(m)
    before = (dict(s.pennies), dict(s.sheriff), s.pot)
    m.apply(Move(GREEN, "weaponsmith"))
    m.apply(Buy(GREEN, "bow", free=True))  # Little John's free die: nothing paid
    m.apply(Buy(GREEN, "bow"))
    assert s.res[GREEN]["wood"] == s.res[GREEN]["tools"] == 0 and s.dice[GREEN]["bow"] == 2
    assert (s.pennies, s.sheriff, s.pot) == before

    def rob(s):
        give(s, GREEN, **{**NOTHING, "iron": 2})
        set_hand(s, GREEN, "MC01")

    m = situation(2, edit=rob, at=("place", GREEN), faces=[(1, 1, 1)])
    s = state_of(m)
    iron = s.sheriff["iron"]
    m.apply(Place(GREEN, "MC01", "hand", "passive", "market_square", 0))  # iron only: fined at once
    assert s.sheriff["iron"] == iron + 1 and s.res[GREEN]["iron"] == 1


def test_a_loss_part_way_through_a_card_stops_it():
    """MM-16.1: V15's first guard fills the guard track: the game is lost at once; its second
    guard and its road activation never happen."""
    def edit(s):
        s.guards["lumber_camp"][:3] = [True] * 3
        s.track = s.track_size - 1
        put_carriage(s, "road_1", 0, "C01")
        top_villain(s, "V15")

    m = situation(2, edit=edit, at=("turn", GREEN))
    s = state_of(m)
    assert m.is_over and s.lost and s.track == s.track_size
    assert s.guards["iron_forge"] == [False] * 4 and s.carriages["road_1"][0] == "C01"
    assert "road_activated" not in kinds(m.opening_events)
    assert kinds(m.opening_events)[-1] == "game_lost"


def _builds(edit_more):
    def edit(s):
        give(s, GREEN, **{**NOTHING, "wood": 2, "iron": 2, "tools": 1, "pennies": 1})
        set_hand(s, GREEN, "MC39", "MC01")
        edit_more(s)

    m = situation(2, edit=edit, at=("place", GREEN))
    if Place(GREEN, "MC39", "hand", "active", "construction_yard", 0) not in m.legal_commands():
        return m, None
    m.apply(Place(GREEN, "MC39", "hand", "active", "construction_yard", 0))
    return m, {c.structure for c in m.legal_commands() if isinstance(c, Build)}


def _roads_full(s):
    for r in ROADS:
        s.barricades[r] = [RED] * ROAD_SLOTS[r]


def test_when_building_is_blocked():
    """MM-16.4: no barricade with none left on the row or every road full; no trap with none
    left or no free hideout anywhere; with nothing to build, the Yard cannot be chosen and
    nothing is paid."""
    assert _builds(lambda s: setattr(s, "bar_left", [0, 5]))[1] == {"trap"}
    assert _builds(_roads_full)[1] == {"trap"}

    def places_full(s):
        for g in GATHERING:
            s.guards[g][:3] = [True] * 3

    assert _builds(places_full)[1] == {"barricade"}

    def nothing(s):
        _roads_full(s)
        s.trap_left[GREEN] = 0

    m, structures = _builds(nothing)
    assert structures is None and state_of(m).res[GREEN]["wood"] == 2


def test_several_dice_at_once_stop_at_four():
    """MM-16.7: Smuggled Steel with three dice held gives one die; the second is lost."""
    def edit(s):
        give(s, GREEN, sword=3)
        set_hand(s, GREEN, "MC32")

    m = situation(2, edit=edit, at=("place", GREEN))
    s = state_of(m)
    m.apply(Place(GREEN, "MC32", "hand", "active", "weapon_cache", 1))
    events = m.apply(ChooseWeaponType(GREEN, "axe"))
    assert [e.what for e in events if e.kind == "gain_lost"] == ["weapon_any"]
    assert s.dice[GREEN] == {"bow": 0, "sword": 3, "staff": 0, "axe": 1} and m.active_seat == RED


def test_a_tax_increase_inside_a_robbery_chain():
    """MM-16.10: the tax increase the robbery sets off resolves in full (its road activation
    too) before the robber is asked to rob again on the same road."""
    def edit(s):
        for i in range(5):
            s.depot[i] = [s.carriage_bag.pop(), False]
        s.barricades["road_2"] = [RED]
        put_carriage(s, "road_2", 0, "C01")
        put_carriage(s, "road_2", 1, "C02")
        give(s, GREEN, bow=4)
        s.tax_pointer = 0

    m = situation(2, heroes=HEROES, edit=edit, at=("moves", GREEN), faces=[(5, 5), (6, 6)])
    s = state_of(m)
    m.apply(Move(GREEN, "road_2"))
    m.apply(ChooseCarriage(GREEN, "C01"))
    events = m.apply(CommitDice(GREEN, 2))  # the last depot space: chosen by itself
    order = kinds(events)
    assert order.index("carriage_robbed") < order.index("tax_increase") < order.index("road_activated")
    assert [e.road for e in events if e.kind == "road_activated"] == ["road_1"]
    assert s.depot == [None] * 6 and set(m.legal_commands()) == {RobAgain(GREEN), Stop(GREEN)}
    m.apply(RobAgain(GREEN))  # C02, the one target, and the two dice left go by themselves
    assert s.prompt.kind == "depot" and s.carriages["road_2"][1] == "C02" and s.dice[GREEN]["bow"] == 0


def test_a_main_area_placement_is_always_legal():
    """MM-16.22: with every hideout guarded and nothing to pay, a hand card still goes to any
    main area, the Market Square included; there is no DECLARE_DONE."""
    def edit(s):
        give(s, GREEN, **NOTHING)
        set_hand(s, GREEN, "MC22")
        for g in GATHERING:
            s.guards[g][:3] = [True] * 3

    m = situation(2, edit=edit, at=("place", GREEN))
    assert set(m.legal_commands()) == {Place(GREEN, "MC22", "hand", "passive", g, 0) for g in GATHERING}


def test_renown_stops_at_fifteen():
    """MM-16.24: a won fight at renown 15 gives no more renown."""
    def edit(s):
        s.renown[GREEN] = 15
        s.guards["church"][0] = s.guards["church"][2] = True
        give(s, GREEN, bow=1)

    m = situation(2, heroes=HEROES, edit=edit, at=("moves", GREEN), faces=[(6,)])
    s = state_of(m)
    m.apply(Move(GREEN, "church"))
    m.apply(next(c for c in m.legal_commands() if c.kind == "choose_guard"))
    assert s.guards["church"].count(True) == 1 and s.renown[GREEN] == 15


def test_an_unlocked_merry_man_is_placed_the_same_phase():
    """MM-16.26: the Merry Man a barricade unlocks (B2) may be placed later in the phase; a
    player who declared done is skipped even with a Merry Man and a card left."""
    def edit(s):
        give(s, GREEN, **{**NOTHING, "wood": 2, "tools": 1, "pennies": 1})
        s.bar_left[GREEN] = 4
        s.bar_claimed[GREEN][0] = True
        s.main["church"] = [GREEN, GREEN]
        s.camp[GREEN] = 1
        set_hand(s, GREEN, "MC40", "MC01")
        set_hand(s, RED)
        s.camp[RED] = 0

    m = situation(2, edit=edit, at=("place", GREEN))
    s = state_of(m)
    m.apply(Place(GREEN, "MC40", "hand", "active", "construction_yard", 0))
    m.apply(Build(GREEN, "barricade", "road_1", "road_1"))
    assert s.unlocked[GREEN] == 4 and m.active_seat == GREEN and s.phase == "merry"
    m.apply(Place(GREEN, "MC01", "hand", "passive", "lumber_camp", 0))
    assert s.phase == "hero"

    def done(s):
        set_hand(s, GREEN)
        s.passive[GREEN] = take_cards(s, "MC08")
        set_hand(s, RED, "MC01", "MC02")

    m = situation(2, edit=done, at=("place", GREEN))
    s = state_of(m)
    m.apply(DeclareDone(GREEN))
    m.apply(Place(RED, "MC01", "hand", "passive", "church", 0))
    assert m.active_seat == RED and s.done[GREEN] and s.camp[GREEN] == 3


def test_the_penny_cap_never_blocks_a_build():
    """MM-16.28: a build penny goes only to a road below 10; with every road at 10 it goes to
    the supply and the build is still legal."""
    def edit(s):
        s.pennies["road_1"] = 10

    m, _ = _builds(edit)
    assert {c.penny_road for c in m.legal_commands()} == {"road_2", "road_3", "road_4"}
    m, _ = _builds(lambda s: s.pennies.update(dict.fromkeys(ROADS, 10)))
    assert {c.penny_road for c in m.legal_commands()} == {"supply"}
    m.apply(Build(GREEN, "barricade", "road_1", "supply"))
    s = state_of(m)
    assert s.pennies == dict.fromkeys(ROADS, 10) and s.barricades["road_1"] == [GREEN]


def test_hideout_four_is_out_of_play_with_two_players():
    """MM-16.29: no Merry Man or trap goes on hideout 4; a place is full after 3 guards."""
    def edit(s):
        give(s, GREEN, iron=2, tools=1, pennies=1)
        set_hand(s, GREEN, "MC22", "MC39")
        s.guards["market_square"][:3] = [True] * 3
        top_villain(s, "V20")

    m = situation(2, edit=edit, at=("place", GREEN))
    s = state_of(m)
    assert {c.hideout for c in m.legal_commands() if c.location == "church"} == {0, 1, 2, 3}
    m.apply(Place(GREEN, "MC39", "hand", "active", "construction_yard", 0))
    m.apply(Build(GREEN, "trap", "church", "road_1"))
    assert s.traps["church"] == [None, None, GREEN, None]
    m = situation(2, edit=edit, at=("turn", GREEN))
    s = state_of(m)
    assert s.guards["church"] == [False, False, True, False]
    assert s.guards["market_square"][3] is False and s.track == 1


def test_solo_agents_never_use_hideout_four():
    """MM-16.29 (solo): an edict's agent goes on the lowest free hideout of 1–3, and on none
    when those are taken."""
    def edit(s):
        s.edict_deck.remove("E01")
        s.edict_deck.insert(0, "E01")  # agents at the Lumber Camp and the Iron Forge
        s.guards["lumber_camp"][:3] = [True] * 3

    m = situation(1, edit=edit, at=("end", None))
    s = state_of(m)
    while s.round == 1:
        m.apply(m.legal_commands()[0])
    assert s.edicts_revealed[-1] == "E01"
    assert s.occupant["lumber_camp"] == [None] * 4 and s.occupant["iron_forge"] == [AGENT, None, None, None]
