"""The Outcome value and Match.outcome(): one result, worded by the rules, for every game."""

import json
import random

import pytest

from sherwood.engine import Match
from sherwood.engine.outcome import Outcome, Row, Solo, literal, seat, win_heading
from sherwood.games import GAMES


def test_named_fills_the_seats_and_keeps_literal_braces():
    o = Outcome(winners=(0,), scores=(3, 1), heading=win_heading((0,)),
                subtitle=f"{seat(1)} lost: {literal('a {strange} reason')}",
                note=f"{seat(0)} and {seat(1)}", details=(f"{seat(0)}'s pile", "none"),
                rows=(Row(f"Given by {seat(1)}", (1, 0)),))
    named = o.named(("Green", "Red"))
    assert named.heading == "Victory for Green!"
    assert named.subtitle == "Red lost: a {strange} reason"
    assert named.note == "Green and Red"
    assert named.details == ("Green's pile", "none")
    assert named.rows[0].label == "Given by Red"
    assert (named.winners, named.scores) == (o.winners, o.scores)


def test_the_breakdown_ends_with_the_total_row_from_the_scores():
    o = Outcome(winners=(1,), scores=(4, 9), heading="h", total_label="All",
                rows=(Row("Victory points collected", (1, 2), code="S1"), Row("B", (3, 7))))
    assert [(r.code, r.label, r.values) for r in o.breakdown] == [
        ("S1", "Victory points collected", (1, 2)), ("", "B", (3, 7)), ("", "All", (4, 9))]
    assert Outcome(winners=(), scores=(0, 0), heading="A draw").breakdown == ()


def test_json_round_trip_with_every_field():
    o = Outcome(winners=(), scores=(18,), heading="Target missed", subtitle="18 VP of the 60.",
                rows=(Row("Victory points collected", (18,), code="S1"),), details=("x",),
                note="n", unit="VP", table_lost=None,
                solo=Solo(18, 60, "Outlaw", False, None, (("Squire", 45), ("Outlaw", 60))))
    data = json.loads(json.dumps(o.to_json()))
    assert Outcome.from_json(data) == o
    assert data["solo"]["target_name"] == "Outlaw" and data["rows"][0]["code"] == "S1"
    lost = Outcome(winners=(), scores=(1, 2), heading="Prince John wins", table_lost="Road II is empty")
    assert Outcome.from_json(json.loads(json.dumps(lost.to_json()))) == lost


@pytest.mark.parametrize("kwargs, problem", [
    ({"scores": ()}, "one score per seat"),
    ({"winners": (2,)}, "not distinct seats 0–1"),
    ({"winners": (0, 0)}, "not distinct"),
    ({"winners": (0,), "table_lost": "the roads ran dry"}, "nobody wins"),
    ({"rows": (Row("A", (1,)),)}, "row 'A' has 1 values for 2 seats"),
    ({"details": ("only one",)}, "1 details for 2 seats"),
    ({"heading": ""}, "needs a heading"),
])
def test_an_inconsistent_outcome_is_refused(kwargs, problem):
    fields = {"winners": (), "scores": (1, 1), "heading": "A draw", **kwargs}
    with pytest.raises(ValueError, match=problem):
        Outcome(**fields)


def test_no_outcome_while_the_game_goes_on():
    m = Match.start("_template", 2, seed=3)
    assert m.outcome() is None
    m.apply(m.legal_commands()[0])
    assert m.outcome() is None


def random_finish(game_id: str, seats: int, seed: int) -> Match:
    m = Match.start(game_id, seats, seed)
    rng = random.Random(seed)
    while not m.is_over:
        m.apply(rng.choice(m.legal_commands()))
    return m


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_game_words_its_outcome_and_agrees_with_its_scores(game_id):
    """Every game in the catalogue: the outcome's winners and scores are the rules' own, its
    words name the seats (no placeholder left), and it survives JSON."""
    spec = GAMES[game_id]
    for seats in (spec.seat_counts.start, spec.seat_counts.stop - 1):
        for seed in range(3):
            m = random_finish(game_id, seats, seed)
            o = m.outcome()
            assert o.winners == tuple(m.winners()) and o.scores == tuple(m.scores())
            assert o.heading and "{" not in o.heading + o.subtitle + o.note
            assert all(len(row.values) == seats for row in o.breakdown)
            if o.rows:
                assert o.breakdown[-1].values == o.scores
            assert Outcome.from_json(json.loads(json.dumps(o.to_json()))) == o
