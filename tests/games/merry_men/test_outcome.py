"""Robin Hood and the Merry Men's outcome, as Match.outcome() gives it to the results screen:
the rows of MM-8.4, the tie-break of MM-8.5, the table's loss (MM-0.8, MM-3.7, MM-3.8) and
the solo target and ranks (MM-11.8, MM-11.9, MM-11.10)."""

import pytest

from sherwood.games.merry_men.facts import C
from tests.games.merry_men.situations import situation, top_villain

GREEN, RED = 0, 1
LABELS = [
    ("S1", "Victory points collected"),
    ("S2", "Renown × (barricades, traps, sprung traps, messengers)"),
    ("S3", "Completed quests"),
    ("S4", "Passive pile and sets"),
    ("S5", "Captured guards"),
    ("S6", "Resources and weapon dice"),
    ("S7", "Merry Men in prison"),
]


def at_the_end(seats=2, options=None, more=None, **fields):
    """The game ended after round 5, nobody holding resources; ``fields`` set on the state,
    then ``more(state)`` if given."""
    def edit(s):
        s.round = 5
        for seat in range(seats):
            s.res[seat] = dict.fromkeys(s.res[seat], 0)
        for name, value in fields.items():
            setattr(s, name, value)
        if more is not None:
            more(s)

    m = situation(seats, options=options, edit=edit, at=("end", None))
    assert m.is_over
    return m


def test_the_rows_of_the_final_score():
    """MM-8.4: rows S1–S7 per seat in VP, then the total; MM-8.2: renown ×2 on a barricade."""
    def barricade(s):
        s.barricades["road_1"] = [GREEN]

    m = at_the_end(renown=[3, 4], vp=[10, 12], more=barricade)
    o = m.outcome()
    assert [(r.code, r.label) for r in o.rows] == LABELS
    assert o.rows[0].values == (10, 12) and o.rows[1].values == (2, 0)
    assert [(r.label, r.values) for r in o.breakdown][-1] == ("Total", (12, 12))
    assert o.scores == tuple(m.scores()) and o.unit == "VP"
    for seat in (GREEN, RED):
        assert sum(r.values[seat] for r in o.rows) == o.scores[seat]


def test_a_tie_on_points_broken_by_renown_says_so():
    """MM-8.5: equal totals, the higher renown wins; the note explains it."""
    o = at_the_end(renown=[3, 4], vp=[12, 12]).outcome()
    assert o.winners == (RED,) and o.heading == "Victory for Red!"
    assert o.note == "Green and Red both scored 12 VP; Red wins on renown, 4 to 3."


def test_a_tie_on_points_and_renown_broken_by_quests_says_so():
    """MM-8.5: equal totals and renown, more completed quests win."""
    vp = C.quests["Q01"].vp
    o = at_the_end(renown=[2, 2], vp=[12, 12 - vp], quests_done=[[], ["Q01"]]).outcome()
    assert o.scores == (12, 12) and o.winners == (RED,)
    assert o.note == "Green and Red both scored 12 VP; Red wins on completed quests, 1 to 0."


def test_a_tie_on_all_three_is_a_shared_victory():
    """MM-8.5: still tied: the players share the win."""
    o = at_the_end(renown=[2, 2], vp=[12, 12]).outcome()
    assert o.winners == (GREEN, RED) and o.heading == "Shared victory!"
    assert o.note == ("Green and Red tie on victory points, renown and completed quests: "
                      "they share the victory.")


def test_a_clear_win_needs_no_note():
    """MM-8.5: the highest total wins."""
    o = at_the_end(renown=[2, 2], vp=[20, 12]).outcome()
    assert (o.winners, o.heading, o.note, o.subtitle) == ((GREEN,), "Victory for Green!", "", "")
    assert o.table_lost is None and o.solo is None


def guard_track_fills(seats):
    def edit(s):
        s.guards["market_square"][:3] = [True] * 3
        s.track = 8
        top_villain(s, "V06")

    return situation(seats, edit=edit, at=("turn", GREEN))


def test_a_full_guard_track_loses_the_game_for_the_whole_table():
    """MM-0.8, MM-3.5, MM-3.7: the loss ends the game at once; MM-3.8: nobody wins, "Prince
    John wins" is announced and the scores are shown for information."""
    m = guard_track_fills(2)
    o = m.outcome()
    assert o.table_lost == "the guard track is full" and o.winners == ()
    assert o.heading == "Prince John wins"
    assert o.subtitle == "Everyone lost: the guard track is full."
    assert len(o.rows) == 7 and o.breakdown[-1].values == tuple(m.scores())


def test_a_solo_loss_is_the_players_own():
    """MM-3.8 with one player: no rank after a loss (MM-11.9)."""
    o = guard_track_fills(1).outcome()
    assert o.subtitle == "You lost: the guard track is full." and o.winners == ()
    assert o.solo.rank is None and not o.solo.reached


@pytest.mark.parametrize("difficulty, vp, heading, subtitle, rank", [
    ("outlaw", 51, "Outlaw reached", "51 VP: you beat the Outlaw target of 50.", "Outlaw"),
    ("outlaw", 80, "Outlaw reached", "80 VP: you beat the Outlaw target of 50.", "Legend"),
    ("outlaw", 45, "Target missed", "45 VP of the 50 the Outlaw needs. You reached Squire.", "Squire"),
    ("squire", 20, "Target missed", "20 VP of the 40 the Squire needs.", None),
    ("legend", 60, "Legend reached", "60 VP: you beat the Legend target of 60.", "Legend"),
])
def test_a_solo_game_is_scored_against_its_target(difficulty, vp, heading, subtitle, rank):
    """MM-11.8: the solo player wins by reaching the target of the difficulty (MM-11.10);
    MM-11.9: the results show the score and the highest rank reached."""
    o = at_the_end(1, {"difficulty": difficulty}, vp=[vp]).outcome()
    assert (o.heading, o.subtitle) == (heading, subtitle)
    assert o.solo.score == vp and o.solo.rank == rank
    assert o.solo.reached == (o.winners == (0,))
    assert o.solo.ranks == (("Squire", 40), ("Outlaw", 50), ("Legend", 60))
