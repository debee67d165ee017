"""The Merry Men phase (spec section 4)."""

from __future__ import annotations

from sherwood.games.merry_men.commands import (
    Build,
    BuildStop,
    DeclareDone,
    Place,
    RobContinue,
    RobSkip,
    RobStart,
    RobStop,
    SendMessenger,
)
from sherwood.games.merry_men.facts import GATHERING
from tests.games.merry_men.situations import give, set_hand, situation, state_of, take_cards

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
