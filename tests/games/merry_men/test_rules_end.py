"""The End of round (spec section 7) and scoring (section 8)."""

from __future__ import annotations

from sherwood.engine import Match
from sherwood.games.merry_men import scoring
from sherwood.games.merry_men.commands import ChooseResource, DiscardHand, Ransom
from sherwood.games.merry_men.facts import QUEST_VP
from tests.games.merry_men.situations import (
    give,
    kinds,
    ransom_situation,
    situation,
    state_of,
    take_cards,
    top_villain,
)

GREEN, RED, BLUE, YELLOW = 0, 1, 2, 3


def finish_round(m):
    events = list(m.opening_events)
    s = state_of(m)
    while s.phase == "end":
        legal = m.legal_commands()
        empty = DiscardHand(m.active_seat, ())
        events += m.apply(empty if empty in legal else legal[0])
    return events


def test_end_of_round_steps():
    """MM-7.1, MM-7.5, MM-7.6, MM-7.7, MM-7.8, MM-7.9, MM-7.12, MM-7.16: figures home, villains
    home, a new ransom tile, active cards discarded, the start player marker passed on."""
    faces = []

    def edit(s):
        faces.append(s.ransom_face)
        s.active[GREEN] = take_cards(s, "MC01")
        s.main["church"] = [GREEN]
        s.camp[GREEN] -= 1
        s.villains = {"sheriff": "church", "guy": "road_1", "john": None}
        s.hero_loc = ["village", "prison"]

    m = situation(2, edit=edit, start=GREEN, at=("end", None))
    s = state_of(m)
    face = faces[0]
    events = finish_round(m)
    assert s.camp[GREEN] == 3 and s.main["church"] == []
    assert s.villains == {"sheriff": None, "guy": None, "john": None} and s.hero_loc == [None, None]
    assert s.ransom_face != face and face in s.ransom_discard
    assert "MC01" in s.mm_discard and s.active[GREEN] == []
    assert s.start == RED and s.round == 2 and s.phase == "merry"
    assert "villains_home" in kinds(events)


def test_discard_and_refill_hands():
    """MM-7.10, MM-7.11: any cards may be discarded, then the hand is filled up to four."""
    m = situation(2, start=GREEN, at=("end", None))
    s = state_of(m)
    assert m.active_seat == GREEN and len(m.legal_commands()) == 16
    old = list(s.hands[GREEN])
    m.apply(DiscardHand(GREEN, tuple(old[:2])))
    assert len(s.hands[GREEN]) == 4 and set(old[:2]) <= set(s.mm_discard)


def test_ransom():
    """MM-5.14, MM-7.2: captured guards may be returned for the face-up tile's reward."""
    def edit(s):
        s.captured[RED] = 2
        s.ransom_stack.append(s.ransom_face)
        s.ransom_stack.remove("R01")
        s.ransom_face = "R01"

    m = situation(2, edit=edit, at=("end", None))
    s = state_of(m)
    assert m.active_seat == RED and {c.count for c in m.legal_commands()} == {0, 1, 2}
    m.apply(Ransom(RED, 1))
    assert s.captured[RED] == 1 and s.vp[RED] == 2


def test_ransom_r10_asks_for_a_basic_resource_per_guard():
    """MM-1.30, MM-7.2: R10 pays 1 VP and a basic resource of the player's choice (not a penny)
    for each returned guard."""
    m = ransom_situation("R10", RED, captured=2)
    s = state_of(m)
    before = dict(s.res[RED])
    m.apply(Ransom(RED, 2))
    for wanted in ("iron", "wood"):
        assert m.active_seat == RED
        assert {c.resource for c in m.legal_commands()} == {"wood", "iron", "tools", "distraction"}
        m.apply(ChooseResource(RED, wanted))
    assert s.vp[RED] == 2 and s.captured[RED] == 0
    assert s.res[RED]["iron"] == before["iron"] + 1 and s.res[RED]["wood"] == before["wood"] + 1


def test_ransom_r07_takes_at_most_two_guards_a_player():
    """MM-1.30: R07 pays 3 VP a guard, for at most 2 guards per player this round."""
    m = ransom_situation("R07", RED, captured=3)
    assert {c.count for c in m.legal_commands()} == {0, 1, 2}
    m.apply(Ransom(RED, 2))
    assert state_of(m).vp[RED] == 6 and state_of(m).captured[RED] == 1


def test_prisoners_move_down_and_hang():
    """MM-6.37, MM-6.38, MM-6.39, MM-7.3, MM-7.13, MM-7.14: prisoners move down a level; the
    third level hangs (−4 VP); a player with one Merry Man left brings one back (−5 VP)."""
    def edit(s):
        s.prison = [[GREEN, 3], [RED, 1], [RED, 2]]
        s.camp[GREEN] -= 1
        s.camp[RED] -= 2

    m = situation(2, edit=edit, at=("end", None))
    s = state_of(m)
    events = finish_round(m)
    assert s.hanged[GREEN] == 1 and s.vp[GREEN] == -4
    retrieved = [e for e in events if e.kind == "figure_freed"]
    assert [(e.owner, e.level) for e in retrieved] == [(RED, 2)]  # the first option, level II
    assert s.vp[RED] == -5 and s.camp[RED] == 2 and s.prison == [[RED, 3]]


def test_scores_at_the_end():
    """MM-8.2, MM-8.3, MM-8.4, MM-8.5: the renown multiplier on works; quests, resources,
    captives, passive cards and sets; minus for prisoners; ties by renown, then quests."""
    def edit(s):
        s.round = 5
        s.renown = [3, 3]
        s.barricades["road_1"] = [GREEN]
        s.vp = [10, 12]
        s.res[GREEN] = dict.fromkeys(s.res[GREEN], 0)
        s.res[RED] = dict.fromkeys(s.res[RED], 0)

    m = situation(2, edit=edit, at=("end", None))
    assert m.is_over and m.scores() == [12, 12]
    s = state_of(m)
    assert m.winners() == [GREEN, RED]  # same score, renown and quests: a shared win
    s.renown[RED] = 4  # (×2 on no works: still 12)
    assert m.scores() == [12, 12] and m.winners() == [RED]


def test_victory_points_start_at_zero_and_may_go_negative():
    """MM-0.6: everyone starts on 0 VP; a hanging and a forced return take a player below 0,
    and a final score can be negative."""
    assert state_of(Match.start("merry_men", 3, seed=1)).vp == [0, 0, 0]

    def edit(s):
        s.prison = [[GREEN, 1], [GREEN, 3]]
        s.camp[GREEN] = 1

    m = situation(2, edit=edit, at=("end", None))
    finish_round(m)
    assert state_of(m).vp[GREEN] == -4 - 5 and m.view(RED).vp[GREEN] == -9

    def last(s):
        s.round = 5
        s.vp[GREEN] = -3
        give(s, GREEN, wood=0, iron=0, tools=0, distraction=0, pennies=0)

    m = situation(2, edit=last, at=("end", None))
    assert m.is_over and m.scores()[GREEN] == -3


def test_arrests_resolve_after_the_prisoner_shift():
    """MM-7.4: an arrested figure goes to prison level I (after the shift, so he starts there),
    his bail goes to the Sheriff's hideout and the guard stays in the hideout."""
    def edit(s):
        s.prison = [[RED, 1]]
        s.camp[RED] -= 1
        s.guards["church"][1] = True
        s.occupant["church"][1] = GREEN
        s.bail["church"][1] = "tools"
        s.camp[GREEN] -= 1

    m = situation(2, edit=edit, at=("end", None))
    s = state_of(m)
    events = finish_round(m)
    assert s.prison == [[GREEN, 1], [RED, 2]]
    assert s.sheriff["tools"] == 1 + 1 and s.bail["church"][1] is None  # the start stock + the bail
    assert s.guards["church"][1] and s.occupant["church"][1] is None
    assert kinds(events).index("prisoner_moved") < kinds(events).index("figure_imprisoned")


def test_after_round_five_only_the_first_three_steps_run():
    """MM-7.15: after round 5: ransom, prisoner shift (with hanging), arrests, then scoring;
    no forced return, no new hands, the start player stays. Earlier rounds advance the round
    marker."""
    def edit(s):
        s.round = 5
        s.captured[GREEN] = 1
        s.ransom_stack.append(s.ransom_face)
        s.ransom_stack.remove("R01")
        s.ransom_face = "R01"
        s.prison = [[RED, 3]]
        s.camp[RED] -= 1
        s.guards["church"][1] = True
        s.occupant["church"][1] = GREEN
        s.bail["church"][1] = "wood"
        s.camp[GREEN] = 1

    m = situation(2, edit=edit, at=("end", None))
    s = state_of(m)
    assert m.active_seat == GREEN and s.prompt.kind == "ransom"
    events = m.apply(Ransom(GREEN, 1))
    assert m.is_over and s.round == 5 and s.start == GREEN
    assert s.vp == [2, -4] and s.prison == [[GREEN, 1]]  # no forced return (−5)
    assert kinds(events)[-1] == "game_ended"
    assert not {"start_player_passed", "cards_drawn", "villains_home"} & set(kinds(events))
    m = situation(2, edit=lambda s: setattr(s, "round", 3), at=("end", None))
    finish_round(m)
    assert state_of(m).round == 4


def test_barricades_guy_returned_do_not_score():
    """MM-8.6: only barricades standing on roads count in row S2."""
    def edit(s):
        s.barricades["road_1"] = [GREEN, GREEN]
        s.bar_left[GREEN] = 3
        top_villain(s, "V07")

    m = situation(2, edit=edit, at=("turn", GREEN))
    s = state_of(m)
    assert s.barricades["road_1"] == [GREEN] and s.bar_left[GREEN] == 4
    assert scoring.detail(s, GREEN)["S2"] == 1  # ×1 at renown 0


def test_quests_never_completed_score_nothing():
    """MM-16.27: quest cards left in hand score nothing; completed ones their VP."""
    def edit(s):
        s.round = 5
        s.quests_done[RED] = [s.quests_unused.pop(0)]  # Red also keeps 3 in hand

    m = situation(2, edit=edit, at=("end", None))
    s = state_of(m)
    assert m.is_over and len(s.quests[GREEN]) == len(s.quests[RED]) == 3
    done = s.quests_done[RED][0]
    assert scoring.detail(s, GREEN)["S3"] == 0 and scoring.detail(s, RED)["S3"] == QUEST_VP[done] > 0
