"""Edge cases (spec section 16) and the card modifiers of the Construction Yard and Crusade."""

from __future__ import annotations

from sherwood.games.merry_men.commands import (
    Build,
    DeclareDone,
    DiscardPassive,
    Place,
    PlaceTuck,
    PlaceWithSpy,
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

GREEN, RED = 0, 1
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
