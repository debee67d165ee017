"""The Merry Men phase (spec section 4)."""

from __future__ import annotations

from sherwood.engine import Match
from sherwood.games.merry_men import scoring
from sherwood.games.merry_men.commands import (
    Build,
    BuildStop,
    ChooseWeaponType,
    DeclareDone,
    DiscardHand,
    Place,
    RobContinue,
    RobSkip,
    RobStart,
    RobStop,
    SendMessenger,
)
from sherwood.games.merry_men.facts import GATHERING, ROADS
from tests.games.merry_men.situations import give, kinds, set_hand, situation, state_of, take_cards

GREEN, RED, BLUE, YELLOW = 0, 1, 2, 3
LOOT = sorted(f"L{i:02d}" for i in range(1, 31))


def draws(*tiles):
    """The ``randint`` script that draws these loot tiles one after the other (pending
    tiles leave the bag, so later indexes shift)."""
    bag, out = list(LOOT), []
    for t in tiles:
        out.append(bag.index(t))
        bag.remove(t)
    return out


def places(m, cls=Place):
    return [c for c in m.legal_commands() if isinstance(c, cls)]


def test_placements_go_round_in_turn_order():
    """MM-4.3, MM-4.4, MM-4.5: one placement each, clockwise from the start player, until
    every player is done; a player who is done is skipped."""
    def edit(s):
        for seat in range(3):
            set_hand(s, seat, *[f"MC{seat * 4 + i + 1:02d}" for i in range(4)])
        s.camp = [1, 2, 1]

    m = situation(3, edit=edit, start=1, at=("place", 1))
    seen = []
    while state_of(m).phase == "merry":
        seen.append(m.active_seat)
        m.apply(next(c for c in places(m) if c.mode == "passive" and c.location == "church"))
    assert seen == [1, 2, 0, 1]


def test_a_card_for_every_placement():
    """MM-4.10, MM-4.11, MM-4.12, MM-4.21, MM-4.20: a hand card may go active (its own place's
    hideout) or passive (any main area); the active card lies in the active area."""
    def edit(s):
        set_hand(s, GREEN, "MC01", "MC22")

    m = situation(2, edit=edit, blank=False, at=("place", GREEN))
    legal = places(m)
    assert {(c.card, c.location) for c in legal if c.mode == "passive"} == {
        (card, g) for card in ("MC01", "MC22") for g in GATHERING}
    active = {(c.card, c.location, c.hideout) for c in legal if c.mode == "active"}
    assert active == {("MC01", "lumber_camp", 1), ("MC22", "church", 1)}  # 2 and 3 hold guards
    m.apply(Place(GREEN, "MC01", "hand", "active", "lumber_camp", 1))
    s = state_of(m)
    assert s.active[GREEN] == ["MC01"] and s.occupant["lumber_camp"][0] == GREEN
    assert s.res[GREEN]["wood"] == 1 + 2  # MM-4.27: the card's resources in a hideout


def test_a_hideout_holds_one_figure_and_no_guard():
    """MM-4.22, MM-4.23: no Merry Man where a figure or a guard stands."""
    def edit(s):
        set_hand(s, GREEN, "MC01")
        s.occupant["lumber_camp"][0] = RED
        s.camp[RED] -= 1

    m = situation(2, edit=edit, blank=False, at=("place", GREEN))
    assert not [c for c in places(m) if c.mode == "active"]


def test_main_area_gains_and_resources():
    """MM-4.27, MM-4.28: the main area gives the place's resource; weapon dice are chosen."""
    def edit(s):
        set_hand(s, GREEN, "MC01", "MC02")

    m = situation(2, edit=edit, at=("place", GREEN))
    s = state_of(m)
    iron = s.res[GREEN]["iron"]
    m.apply(Place(GREEN, "MC01", "hand", "passive", "iron_forge", 0))
    assert s.res[GREEN]["iron"] == iron + 1 and s.passive[GREEN] == ["MC01"]


def test_playing_from_the_passive_pile():
    """MM-4.16, MM-4.18, MM-4.8: a passive card can be played actively again; with an empty
    hand a player may stop."""
    def edit(s):
        set_hand(s, GREEN)
        s.passive[GREEN] = take_cards(s, "MC08")

    m = situation(2, edit=edit, at=("place", GREEN))
    legal = m.legal_commands()
    assert Place(GREEN, "MC08", "passive", "active", "iron_forge", 1) in legal
    assert DeclareDone(GREEN) in legal
    assert not [c for c in places(m) if c.mode == "passive"]
    m.apply(Place(GREEN, "MC08", "passive", "active", "iron_forge", 1))
    s = state_of(m)
    assert s.passive[GREEN] == [] and s.active[GREEN] == ["MC08"] and s.res[GREEN]["iron"] == 3


def test_must_place_while_holding_cards():
    """MM-4.7: with a card in hand and a Merry Man free, there is no DECLARE_DONE."""
    m = situation(2, at=("place", GREEN))
    assert DeclareDone(GREEN) not in m.legal_commands()


def _rob(faces, ints=(), card="MC34"):
    def edit(s):
        set_hand(s, GREEN, card, "MC01")

    return situation(2, edit=edit, at=("place", GREEN), faces=faces, ints=ints)


def test_robbing_the_rich_three_times():
    """MM-4.30, MM-4.31, MM-4.32, MM-4.33, MM-4.34, MM-4.35, MM-4.36, MM-4.37: 3, 2 then 1
    dice; a loot tile for each success, gained when the robbery stops."""
    m = _rob([(4, 1, 1), (1, 6), (5,)], ints=draws("L01", "L06", "L07"))
    s = state_of(m)
    pennies = s.res[GREEN]["pennies"]
    events = m.apply(Place(GREEN, "MC34", "hand", "active", "market_square", 1))
    assert s.res[GREEN]["pennies"] == pennies + 1  # the card's penny first
    assert set(m.legal_commands()) == {RobStart(GREEN), RobSkip(GREEN)}
    events = m.apply(RobStart(GREEN))
    rolls = [e.faces for e in events if e.kind == "dice_rolled"]
    assert rolls == [(4, 1, 1)] and s.loot_pending == ["L01"]
    m.apply(RobContinue(GREEN))
    events = m.apply(RobContinue(GREEN))  # the third success stops the robbery by itself
    assert s.loot_pending == [] and s.res[GREEN]["pennies"] == pennies + 1 + 1 + 1 + 2
    assert sorted(s.loot_bag) == LOOT


def test_stopping_keeps_the_loot():
    """MM-4.31, MM-4.36: after a success the player may stop."""
    m = _rob([(6, 1, 1)], ints=draws("L12"))
    s = state_of(m)
    m.apply(Place(GREEN, "MC01", "hand", "passive", "market_square", 0))  # first attempt is forced
    wood = s.res[GREEN]["wood"]
    m.apply(RobStop(GREEN))
    assert s.res[GREEN]["wood"] == wood + 1 and s.prison == []


def test_failed_robbery():
    """MM-4.38, MM-4.39, MM-4.40, MM-4.41: no success: the loot is lost, the Merry Man goes to
    prison level I and pays a fine of his player's choice to the Sheriff."""
    m = _rob([(1, 2, 3)])
    s = state_of(m)
    m.apply(Place(GREEN, "MC01", "hand", "passive", "market_square", 0))
    assert s.prison == [[GREEN, 1]] and m.active_seat == GREEN
    assert {c.resource for c in m.legal_commands()} == {"wood", "iron", "tools", "distraction", "pennies"}


def test_building_a_trap_and_its_reward():
    """MM-4.45, MM-4.46, MM-4.52, MM-4.53, MM-4.51: the trap from the left of the row goes on
    the highest free hideout of the chosen place; T1 then pays iron at each Merry Men phase."""
    def edit(s):
        give(s, GREEN, iron=2, tools=1, pennies=1)
        set_hand(s, GREEN, "MC39")

    m = situation(2, edit=edit, blank=False, at=("place", GREEN))
    s = state_of(m)
    m.apply(Place(GREEN, "MC39", "hand", "active", "construction_yard", 0))
    builds = places(m, Build)
    assert {b.structure for b in builds} == {"trap"}  # no wood for a barricade
    m.apply(Build(GREEN, "trap", "church", "road_3"))
    assert s.traps["church"] == [GREEN, None, None, None]  # hideouts 2 and 3 hold guards
    assert s.trap_claimed[GREEN][0] and s.trap_left[GREEN] == 4 and s.pennies["road_3"] == 7


def test_building_a_barricade():
    """MM-4.48, MM-4.49, MM-4.50: the leftmost barricade, the slot farthest from the Castle."""
    def edit(s):
        give(s, GREEN, wood=4, tools=2, pennies=2)
        s.barricades["road_4"] = [RED]
        set_hand(s, GREEN, "MC44")

    m = situation(2, edit=edit, at=("place", GREEN))
    s = state_of(m)
    m.apply(Place(GREEN, "MC44", "hand", "active", "construction_yard", 0))
    m.apply(Build(GREEN, "barricade", "road_4", "road_1"))
    assert s.barricades["road_4"] == [RED, GREEN]
    assert Build(GREEN, "barricade", "road_4", "road_1") not in m.legal_commands()  # road IV is full
    assert BuildStop(GREEN) in m.legal_commands()  # MM-16.5: Double Shift's second is optional
    m.apply(Build(GREEN, "barricade", "road_1", "road_2"))
    assert s.bar_left[GREEN] == 3 and s.unlocked[GREEN] == 4  # B2 unlocked camp space 4


def test_sending_messengers():
    """MM-4.60, MM-4.61, MM-4.62, MM-4.63, MM-4.64: pay the quest, the messenger stays on the
    Crusade, at most three."""
    def edit(s):
        for q in ("Q01", "Q09", "Q12"):
            for pile in (*s.quests, s.quests_unused):
                if q in pile:
                    pile.remove(q)
        s.quests[GREEN] = ["Q01"]
        s.quests[RED] += [q for q in ("Q09", "Q12")]
        give(s, GREEN, bow=2, wood=1)
        set_hand(s, GREEN, "MC46", "MC47")

    m = situation(2, edit=edit, at=("place", GREEN))
    s = state_of(m)
    m.apply(Place(GREEN, "MC46", "hand", "active", "crusade", 0))  # the one quest is sent at once
    assert s.quests_done[GREEN] == ["Q01"] and s.messengers[GREEN] == 1
    assert s.dice[GREEN]["bow"] == 0 and s.res[GREEN]["wood"] == 0 and s.armory["bow"] == 5
    s.messengers[GREEN] = 3
    assert not [c for c in places(m) if c.location == "crusade"]
    assert SendMessenger  # (the prompt's command; its options are tested in WE-style tests)


def test_the_last_barricade_pays_victory_points():
    """MM-4.51, MM-1.21: uncovering B5 gives 3 VP at once, only the first time (MM-1.22)."""
    def edit(s):
        give(s, GREEN, wood=2, tools=1, pennies=1)
        s.bar_left[GREEN] = 1
        s.bar_claimed[GREEN][:4] = [True] * 4
        set_hand(s, GREEN, "MC40")

    m = situation(2, edit=edit, at=("place", GREEN))
    s = state_of(m)
    m.apply(Place(GREEN, "MC40", "hand", "active", "construction_yard", 0))
    m.apply(Build(GREEN, "barricade", "road_1", "road_1"))
    assert s.vp[GREEN] == 3 and s.bar_claimed[GREEN][4] and s.bar_left[GREEN] == 0


def _to_next_merry_phase(m):
    """Answer the End of round with empty discards; the events up to the next placement."""
    events = list(m.opening_events)
    s = state_of(m)
    while s.phase == "end":
        events += m.apply(DiscardHand(m.active_seat, ()))
    return events


def test_income_at_the_start_of_the_phase():
    """MM-4.1: every claimed income space (B1, B3, T1, T3, T4) pays at the start of each Merry
    Men phase; an unlock space (B2) pays nothing; a player with none gains nothing."""
    def edit(s):
        give(s, GREEN, wood=0, iron=0, tools=0, distraction=0, pennies=0)
        give(s, RED, wood=0, iron=0, tools=0, distraction=0, pennies=0)
        s.bar_claimed[GREEN][:3] = [True, True, True]
        s.trap_claimed[GREEN][:4] = [True, False, True, True]

    m = situation(2, edit=edit, at=("end", None))
    s = state_of(m)
    events = _to_next_merry_phase(m)
    assert s.round == 2 and s.phase == "merry"
    assert s.res[GREEN] == {"wood": 1, "iron": 1, "tools": 1, "distraction": 1, "pennies": 1}
    assert s.res[RED] == dict.fromkeys(s.res[RED], 0)
    income = [e for e in events if e.kind == "gained" and e.cause == "income"]
    assert [e.seat for e in income] == [GREEN]
    assert kinds(events).index("gained") > kinds(events).index("round_started")


def test_round_one_has_no_income():
    """MM-4.1: in round 1 nobody has income (nothing is claimed yet)."""
    m = Match.start("merry_men", 2, seed=0)
    assert "round_started" in kinds(m.opening_events)
    assert not [e for e in m.opening_events if e.kind == "gained" and e.cause == "income"]
    assert all(state_of(m).res[seat] == {"wood": 1, "iron": 1, "tools": 1, "distraction": 2, "pennies": 1}
               for seat in (GREEN, RED))


def test_the_solo_edict_comes_after_income():
    """MM-4.2: in a solo game the round's edict is revealed after the income."""
    def edit(s):
        s.bar_claimed[0][0] = True

    m = situation(1, edit=edit, at=("end", None))
    events = kinds(_to_next_merry_phase(m))
    assert "edict_revealed" in events
    assert events.index("round_started") < events.index("gained") < events.index("edict_revealed")


def test_only_available_merry_men_are_placed():
    """MM-4.6, MM-4.24, MM-4.26: three unlocked Merry Men make three placements even with a
    fourth card in hand; a placed man is not available again, and he stays where he was
    placed (two in one main area) into the Hero phase."""
    def edit(s):
        set_hand(s, GREEN, "MC01", "MC02", "MC03", "MC04")
        set_hand(s, RED)
        s.camp[RED] = 0

    m = situation(2, edit=edit, at=("place", GREEN))
    s = state_of(m)
    m.apply(Place(GREEN, "MC01", "hand", "active", "lumber_camp", 1))
    assert m.active_seat == GREEN and s.camp[GREEN] == 2
    m.apply(Place(GREEN, "MC02", "hand", "passive", "church", 0))
    m.apply(Place(GREEN, "MC03", "hand", "passive", "church", 0))
    assert s.phase == "hero" and s.hands[GREEN] == ["MC04"] and s.camp[GREEN] == 0
    assert s.occupant["lumber_camp"][0] == GREEN and s.main["church"] == [GREEN, GREEN]


def test_the_yard_holds_any_number_of_figures():
    """MM-4.24: several Merry Men at the Construction Yard in the same phase."""
    def edit(s):
        for seat, card in ((GREEN, "MC39"), (RED, "MC40")):
            give(s, seat, wood=2, tools=1, pennies=1)
            set_hand(s, seat, card, "MC01")

    m = situation(2, edit=edit, at=("place", GREEN))
    s = state_of(m)
    m.apply(Place(GREEN, "MC39", "hand", "active", "construction_yard", 0))
    m.apply(Build(GREEN, "barricade", "road_1", "road_1"))
    assert Place(RED, "MC40", "hand", "active", "construction_yard", 0) in m.legal_commands()
    m.apply(Place(RED, "MC40", "hand", "active", "construction_yard", 0))
    m.apply(Build(RED, "barricade", "road_2", "road_2"))
    assert s.yard == [GREEN, RED]


def test_card_effects_resolve_in_printed_order():
    """MM-4.29: on placement the card's gains come at once, in printed order (the weapon die
    of Fletcher's Gift is chosen before its wood is gained); a "then you may" is optional."""
    def edit(s):
        set_hand(s, GREEN, "MC31", "MC38")

    m = situation(2, edit=edit, at=("place", GREEN))
    s = state_of(m)
    wood = s.res[GREEN]["wood"]
    m.apply(Place(GREEN, "MC31", "hand", "active", "weapon_cache", 1))
    assert m.active_seat == GREEN and s.prompt.kind == "weapon" and s.res[GREEN]["wood"] == wood
    events = m.apply(ChooseWeaponType(GREEN, "staff"))
    assert kinds(events)[:2] == ["die_taken", "gained"] and s.res[GREEN]["wood"] == wood + 1

    m = situation(2, edit=edit, at=("place", GREEN))
    s = state_of(m)
    pennies = s.res[GREEN]["pennies"]
    m.apply(Place(GREEN, "MC38", "hand", "active", "market_square", 1))
    assert s.res[GREEN]["pennies"] == pennies + 2  # gained before the optional robbery
    assert set(m.legal_commands()) == {RobStart(GREEN), RobSkip(GREEN)}
    m.apply(RobSkip(GREEN))
    assert s.prison == [] and s.occupant["market_square"][0] == GREEN


def test_a_weapon_die_of_any_type():
    """MM-4.44: the type is chosen among those left in the Armory; with four dice held the
    gain is lost."""
    def edit(s):
        set_hand(s, GREEN, "MC28")
        s.armory["bow"] = 0

    m = situation(2, edit=edit, at=("place", GREEN))
    m.apply(Place(GREEN, "MC28", "hand", "active", "weapon_cache", 1))
    assert {c.weapon for c in m.legal_commands()} == {"sword", "staff", "axe"}

    def full(s):
        set_hand(s, GREEN, "MC28")
        give(s, GREEN, sword=4)

    m = situation(2, edit=full, at=("place", GREEN))
    s = state_of(m)
    events = m.apply(Place(GREEN, "MC28", "hand", "active", "weapon_cache", 1))
    assert [e.what for e in events if e.kind == "gain_lost"] == ["weapon_any"]
    assert s.dice[GREEN]["sword"] == 4 and sum(s.dice[GREEN].values()) == 4 and m.active_seat == RED


def test_traps_go_on_hideouts_and_barricades_on_roads():
    """MM-1.13: a trap's target is always a gathering place, a barricade's always a road."""
    def edit(s):
        give(s, GREEN, wood=2, iron=2, tools=1, pennies=1)
        set_hand(s, GREEN, "MC39")

    m = situation(2, edit=edit, at=("place", GREEN))
    m.apply(Place(GREEN, "MC39", "hand", "active", "construction_yard", 0))
    builds = places(m, Build)
    assert {b.target for b in builds if b.structure == "trap"} == set(GATHERING)
    assert {b.target for b in builds if b.structure == "barricade"} == set(ROADS)


def test_a_loot_tile_is_revealed_and_goes_back():
    """MM-1.29: a loot tile gained straight from a card is revealed when drawn, resolved, and
    returned to the bag, so the bag never runs out."""
    def edit(s):
        set_hand(s, GREEN, "MC35")

    m = situation(2, edit=edit, at=("place", GREEN), ints=draws("L26"))
    s = state_of(m)
    vp = s.vp[GREEN]
    events = m.apply(Place(GREEN, "MC35", "hand", "active", "market_square", 1))
    assert [(e.tile, e.pending) for e in events if e.kind == "loot_drawn"] == [("L26", False)]
    assert s.vp[GREEN] == vp + 2 and sorted(s.loot_bag) == LOOT


def test_a_messenger_never_comes_back_and_counts_for_renown():
    """MM-4.65: the messenger stays on the Crusade through the End of round, and he counts in
    the renown multiplier row (MM-8.4 S2)."""
    def edit(s):
        for pile in (*s.quests, s.quests_unused):
            if "Q01" in pile:
                pile.remove("Q01")
        s.quests[GREEN] = ["Q01"]
        give(s, GREEN, bow=2, wood=1)
        set_hand(s, GREEN, "MC46")
        set_hand(s, RED)
        s.camp[RED] = 0
        s.renown[GREEN] = 3

    m = situation(2, edit=edit, at=("place", GREEN))
    s = state_of(m)
    m.apply(Place(GREEN, "MC46", "hand", "active", "crusade", 0))
    assert s.messengers[GREEN] == 1 and scoring.detail(s, GREEN)["S2"] == 2  # ×2 at renown 3
    while s.round == 1:
        legal = m.legal_commands()
        empty = DiscardHand(m.active_seat, ())
        m.apply(empty if empty in legal else legal[-1])
    assert s.messengers[GREEN] == 1 and s.camp[GREEN] == 2 and s.unlocked[GREEN] == 3
