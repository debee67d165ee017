"""Heroes (spec section 9), modules (section 10) and the solo mode (section 11)."""

from __future__ import annotations

from sherwood.engine import Match
from sherwood.games.merry_men import scoring
from sherwood.games.merry_men.commands import (
    ChooseCarriage,
    ChooseGuard,
    ChoosePrisoners,
    ChooseTokens,
    DeclareDone,
    JaneFreeBreak,
    Move,
    PayBail,
    Place,
    PlaceTuck,
    PlaceWithSpy,
    RobinReroll,
    RobSkip,
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
TUCK = -1


def test_robin_hood_rerolls_one_skill_die():
    """MM-9.1, MM-9.2: once per move at the Archery Range (or the Prison), for free."""
    m = situation(2, heroes=["robin_hood", "little_john"], at=("moves", GREEN),
                  faces=[(1, 2, 3), (5,), (5, 5, 1), (1, 1, 1)])
    s = state_of(m)
    pennies = s.res[GREEN]["pennies"]
    m.apply(Move(GREEN, "archery_range"))
    assert {c.die for c in m.legal_commands() if isinstance(c, RobinReroll)} == {0, 1, 2}
    m.apply(RobinReroll(GREEN, 2))  # 5: contest 1 won; contest 2 won; contest 3 fails, no reroll left
    assert s.res[GREEN]["pennies"] == pennies + 2 and s.turn["failed_loc"] == "archery_range"


def test_will_scarlet_robs_pink_carriages_with_one_die():
    """MM-9.3, MM-9.4, MM-0.10: pink carriages need Axe dice."""
    def edit(s):
        put_carriage(s, "road_1", 0, "C19")
        give(s, GREEN, axe=1)
        give(s, RED, axe=1)

    m = situation(2, heroes=["will_scarlet", "little_john"], edit=edit, at=("moves", GREEN), faces=[(4,)])
    assert Move(GREEN, "road_1") in m.legal_commands()
    m.apply(Move(GREEN, "road_1"))
    assert state_of(m).depot[0] == ["C19", True] or state_of(m).prompt.kind == "depot"
    m2 = situation(2, heroes=["robin_hood", "little_john"], edit=edit, at=("moves", GREEN))
    assert Move(GREEN, "road_1") not in m2.legal_commands()
    assert ChooseCarriage


def test_jane_fortune_breaks_out_for_free():
    """MM-9.7, MM-9.8, MM-16.21: one free prison-break move per turn."""
    def edit(s):
        s.prison = [[RED, 1]]
        s.camp[RED] -= 1
        give(s, GREEN, distraction=2)

    m = situation(2, heroes=["jane_fortune", "robin_hood"], edit=edit, at=("moves", GREEN),
                  faces=[(1, 1)])
    s = state_of(m)
    m.apply(JaneFreeBreak(GREEN))
    m.apply(ChooseTokens(GREEN, 1))  # (1, 1) frees nobody
    assert s.turn["moves"] == 0 and s.turn["jane"] and s.turn["failed_loc"] == "prison"
    assert Move(GREEN, "prison") not in m.legal_commands()
    assert JaneFreeBreak(GREEN) not in m.legal_commands()


def test_maid_marian_is_not_affected_by_villains():
    """MM-9.9, MM-9.10, MM-5.28: Marian is never asked; another hero is."""
    def edit(s):
        s.hero_loc = [None, "church", "church"]
        give(s, 2, distraction=1)
        top_villain(s, "V04")

    m = situation(3, heroes=["robin_hood", "maid_marian", "little_john"], edit=edit, start=1,
                  at=("turn", GREEN))
    assert m.active_seat == 2 and state_of(m).prompt.kind == "penalty"


def test_a_disabled_hero_plays_by_the_basic_rules():
    """MM-9.11: with the ability lost, Will needs two Axe dice again."""
    def edit(s):
        put_carriage(s, "road_1", 0, "C19")
        give(s, GREEN, axe=1)
        s.disabled_next[GREEN] = True
        s.camp = [0, 0]
        s.hands = [[], []]

    m = situation(2, heroes=["will_scarlet", "little_john"], edit=edit, at=("end", None))
    s = state_of(m)
    while s.round == 1:
        m.apply(m.legal_commands()[0])
    assert s.disabled[GREEN]


def test_friar_tuck():
    """MM-10.1, MM-10.2, MM-10.4, MM-10.5, MM-10.6, MM-10.7, MM-10.8: three Tuck cards each;
    Tuck is an extra, optional placement, once a round; an active Tuck card leaves the game."""
    m = Match.start("merry_men", 2, seed=4, options={"friar_tuck": True})
    s = state_of(m)
    assert all(len(h) == 3 for h in s.tuck_hand) and len(s.tuck_unused) == 9
    seat = m.active_seat
    card = s.tuck_hand[seat][0]
    tucks = [c for c in m.legal_commands() if isinstance(c, PlaceTuck)]
    assert tucks and not any(c.location == "crusade" for c in tucks)
    place = next(c for c in tucks if c.mode == "active" and c.location in ("church", "lumber_camp"))
    m.apply(place)
    assert card in s.tuck_removed and s.tuck_at == "board" and s.tuck_player == seat
    assert not [c for c in m.legal_commands() if isinstance(c, PlaceTuck)]


def test_friar_tuck_hanged_loses_the_game():
    """MM-10.3, MM-10.10, MM-10.13: Tuck moves down like any prisoner; hanged, all lose."""
    def edit(s):
        s.prison = [[-1, 3]]
        s.tuck_at = "prison"
        s.tuck_player = GREEN

    m = situation(2, options={"friar_tuck": True}, edit=edit, at=("end", None))
    assert m.is_over and state_of(m).lost and m.winners() == []


def test_spies():
    """MM-10.20, MM-10.21, MM-10.22, MM-10.24, MM-10.25: an arrest brings a spy card into the
    passive pile; played, it removes a guard; at the end it costs 3 VP."""
    def edit(s):
        s.occupant["church"][2] = GREEN
        s.camp[GREEN] -= 1
        top_villain(s, "V20")

    m = situation(2, options={"spies": True}, edit=edit, at=("turn", RED))
    s = state_of(m)
    if m.active_seat == GREEN and s.prompt.kind == "bail":
        m.apply(PayBail(GREEN, "wood"))
    spies = [c for c in s.passive[GREEN] if c.startswith("SP")]
    assert len(spies) == 1
    assert scoring.detail(s, GREEN)["S4"] == -3  # MM-8.4 S4, read mid-game

    def edit2(t):
        t.passive[GREEN] = [spies[0]]
        t.spy_deck.remove(spies[0])
        t.track = 2
        set_hand(t, GREEN, "MC01")

    m2 = situation(2, options={"spies": True}, edit=edit2, at=("place", GREEN))
    s2 = state_of(m2)
    use = [c for c in m2.legal_commands() if isinstance(c, PlaceWithSpy)]
    assert PlaceWithSpy(GREEN, spies[0], -1) in use
    m2.apply(PlaceWithSpy(GREEN, spies[0], -1))
    if s2.prompt and s2.prompt.kind == "rob_start":
        m2.apply(RobSkip(GREEN))
    assert s2.track == 1 and s2.spy_deck[-1] == spies[0] and s2.passive[GREEN] == []


def test_golden_arrow():
    """MM-10.30, MM-10.31, MM-10.32, MM-10.33, MM-10.34, MM-6.44: five Sheriff cards in the
    villain deck; each puts the Sheriff on the Archery Range and a penny in the pot, which
    the next archery winner takes."""
    m = Match.start("merry_men", 2, seed=1, options={"golden_arrow": True})
    assert len(state_of(m).villain_deck) == 29

    def edit(s):
        top_villain(s, "GA3")

    m = situation(2, heroes=["little_john", "will_scarlet"], options={"golden_arrow": True}, edit=edit,
                  at=("turn", GREEN), faces=[(4, 1, 1), (1, 1, 1)])
    s = state_of(m)
    assert s.villains["sheriff"] == "archery_range" and s.pot == 1
    pennies = s.res[GREEN]["pennies"]
    events = m.apply(Move(GREEN, "archery_range"))
    assert s.pot == 0 and s.res[GREEN]["pennies"] == pennies + 2
    assert [(e.seat, e.pennies) for e in events if e.kind == "pot_won"] == [(GREEN, 1)]


def test_solo_mode():
    """MM-11.1 – MM-11.9: edicts with agents each Merry Men phase, more villain cards later,
    a target score."""
    m = Match.start("merry_men", 1, seed=2, options={"difficulty": "squire"})
    s = state_of(m)
    assert len(s.edicts_revealed) == 1 and "agent_placed" in kinds(m.opening_events)
    agents = [(g, h) for g, row in s.occupant.items() for h, f in enumerate(row) if f == -2]
    assert agents and all(not s.guards[g][h] for g, h in agents)
    assert all(Place(0, c, "hand", "active", g, h + 1) not in m.legal_commands()
               for g, h in agents for c in s.hands[0])
    assert DeclareDone and take_cards
    events = []
    while s.phase != "end" and not m.is_over:
        events += m.apply(m.legal_commands()[0])
    while s.round == 1 and not m.is_over:
        events += m.apply(m.legal_commands()[0])
    if not m.is_over:  # MM-11.5: agents leave at the End of round; the next edict brings new ones
        order = kinds(events)
        assert "agent_removed" in order
        assert order.index("agent_removed") < order.index("edict_revealed")


def test_solo_target_and_ranks():
    """MM-11.8, MM-11.9, MM-11.10: the difficulty sets the target; the rank reached is shown."""
    def edit(s):
        s.round = 5
        s.vp[0] = 51

    m = situation(1, options={"difficulty": "outlaw"}, edit=edit, at=("end", None))
    solo = m.outcome().solo
    assert m.is_over and solo.target == 50 and solo.reached and m.winners() == [0]
    assert solo.rank == "Outlaw"


def test_tucks_player_gets_his_rewards_and_costs():
    """MM-10.9: the seat that placed Tuck gains his rewards and pays his bail and his fine."""
    m = situation(2, options={"friar_tuck": True}, at=("place", RED), start=RED, faces=[(1, 1, 1)])
    s = state_of(m)
    card = s.tuck_hand[RED][0]
    wood = s.res[RED]["wood"]
    m.apply(PlaceTuck(RED, card, "passive", "lumber_camp", 0))
    assert s.tuck_player == RED and s.res[RED]["wood"] == wood + 1

    m = situation(2, options={"friar_tuck": True}, at=("place", RED), start=RED, faces=[(1, 1, 1)])
    s = state_of(m)
    m.apply(PlaceTuck(RED, s.tuck_hand[RED][0], "passive", "market_square", 0))
    assert s.prison == [[TUCK, 1]] and m.active_seat == RED and s.prompt.kind == "fine"

    def edit(s):
        s.tuck_at, s.tuck_player = "board", RED
        s.occupant["church"][2] = TUCK
        give(s, RED, wood=1, pennies=1)
        top_villain(s, "V04")

    m = situation(2, options={"friar_tuck": True}, edit=edit, at=("turn", GREEN))
    s = state_of(m)
    assert m.active_seat == RED and s.prompt.kind == "bail"
    m.apply(PayBail(RED, "pennies"))
    assert s.bail["church"][2] == "pennies" and s.res[RED]["pennies"] == 0


def test_freeing_tuck_always_pays_the_vp():
    """MM-10.11: a hero who frees Tuck gains the VP for another player's figure even if his
    own player placed Tuck; Tuck goes back to his chapel."""
    def arrested(s):
        s.tuck_at, s.tuck_player = "board", GREEN
        s.guards["church"][0] = s.guards["church"][2] = True
        s.occupant["church"][2] = TUCK
        s.bail["church"][2] = "wood"
        give(s, GREEN, bow=1, wood=0)

    m = situation(2, heroes=["little_john", "will_scarlet"], options={"friar_tuck": True}, edit=arrested,
                  at=("moves", GREEN), faces=[(6,)])
    s = state_of(m)
    vp = s.vp[GREEN]
    m.apply(Move(GREEN, "church"))
    m.apply(ChooseGuard(GREEN, 3))
    assert s.vp[GREEN] == vp + 1 and s.res[GREEN]["wood"] == 1 and s.tuck_at == "chapel"

    def jailed(s):
        s.tuck_at, s.tuck_player = "prison", GREEN
        s.prison = [[TUCK, 2]]
        give(s, GREEN, distraction=1)

    m = situation(2, heroes=["little_john", "will_scarlet"], options={"friar_tuck": True}, edit=jailed,
                  at=("moves", GREEN), faces=[(5, 6)])
    s = state_of(m)
    vp = s.vp[GREEN]
    m.apply(Move(GREEN, "prison"))  # one token; Tuck, the only prisoner, is freed by itself
    assert s.vp[GREEN] == vp + 3 and s.tuck_at == "chapel" and s.prison == []


def test_tuck_goes_home_at_the_end_of_the_round_unless_in_prison():
    """MM-10.12: from the board to his chapel; in prison he stays (and moves down)."""
    def on_board(s):
        s.tuck_at, s.tuck_player = "board", GREEN
        s.main["church"] = [TUCK]

    m = situation(2, options={"friar_tuck": True}, edit=on_board, at=("end", None))
    s = state_of(m)
    while s.round == 1:
        m.apply(m.legal_commands()[0])
    assert s.tuck_at == "chapel" and s.main["church"] == []

    def in_prison(s):
        s.tuck_at, s.tuck_player = "prison", GREEN
        s.prison = [[TUCK, 1]]

    m = situation(2, options={"friar_tuck": True}, edit=in_prison, at=("end", None))
    s = state_of(m)
    while s.round == 1:
        m.apply(m.legal_commands()[0])
    assert s.tuck_at == "prison" and s.prison == [[TUCK, 2]]


def test_solo_has_no_other_player_except_tuck():
    """MM-11.3: freeing one's own Merry Man pays no "another player's" VP in a solo game;
    freeing Tuck still does (MM-10.11)."""
    def edit(s):
        s.tuck_at, s.tuck_player = "prison", 0
        s.prison = [[TUCK, 1], [0, 1]]
        s.camp[0] -= 1
        give(s, 0, distraction=1)

    m = situation(1, heroes=["little_john"], options={"friar_tuck": True}, edit=edit, at=("moves", 0),
                  faces=[(5, 6)])
    s = state_of(m)
    vp = s.vp[0]
    m.apply(Move(0, "prison"))
    both = next(c for c in m.legal_commands() if isinstance(c, ChoosePrisoners) and len(c.figures) == 2)
    m.apply(both)
    assert s.prison == [] and s.vp[0] == vp + 2  # level I: 2 VP, for Tuck only
