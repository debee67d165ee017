"""Setting up the adventure (AR-3, AR-13 set setups, AR-15 options, AR-17 the order of chance),
through ``Match.start`` and, for the order of the draws, the rules' ``setup`` with a recording
generator."""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import Any

import pytest

from sherwood.engine import BadOptions, Match, SeededRng
from sherwood.games import game_spec
from sherwood.games.adventures.content import task_die_place
from sherwood.ui.games import words_of
from tests.games.adventures.situations import start

SPEC = game_spec("adventures")


class Recorder(SeededRng):
    """A seeded generator that notes what each draw chose among."""

    def __init__(self, seed: int):
        super().__init__(seed)
        self.calls: list[tuple[str, tuple[Any, ...]]] = []

    def choice(self, seq: Sequence[Any]) -> Any:
        self.calls.append(("choice", tuple(sorted(set(seq), key=str))))
        return super().choice(seq)

    def shuffle(self, seq: MutableSequence[Any]) -> None:
        self.calls.append(("shuffle", tuple(seq)))
        super().shuffle(seq)


def test_the_order_of_chance_at_setup():
    """AR-3.24, AR-17 (rows 1-4), AR-3.23: the random camp, then the lion shuffle, then the
    setup seal, then the first disc."""
    rng = Recorder(3)
    SPEC.rules.setup(rng, 1, SPEC.resolve_options({"camp": "random"}))
    assert rng.calls[:4] == [
        ("choice", (60, 70)),
        ("shuffle", ("S1", "S2", "S3", "S4")),
        ("choice", ("S1", "S2", "S3", "S4", "S5", "S6", "S7", "S8")),
        ("choice", ("grey", "own", "red", "violet", "white")),
    ]
    rng = Recorder(3)
    SPEC.rules.setup(rng, 1, SPEC.resolve_options({"camp": 70}))
    assert rng.calls[0][0] == "shuffle"  # a chosen camp draws nothing


def test_example_1_the_start_position():
    """Worked example 1 (AR-3.18 to AR-3.21, AR-11.5): the shuffle S3, S1, S4, S2; Robin on
    hollow_tree; setup seal S3 in recess 1: Hope 3, guards 6, 7, 8 and noble 16 revealed."""
    m = start(outlaw="robin", camp=60, lion=["S3", "S1", "S4", "S2"], seals=["S3"], discs=["own"])
    [laid] = [e for e in m.opening_events if e.kind == "lion_seals_laid"]
    assert laid.places == (("old_oak", "S3"), ("hollow_tree", "S1"), ("stones", "S4"),
                           ("herbs_94", "S2"))
    view = m.view(0)
    assert (view.at, view.recesses, view.hope) == ("hollow_tree", ("S3",), 3)
    assert {t for t, f in view.faces if f == "revealed"} == {"G6", "G7", "G8", "N16"}
    assert view.prompt.kind == "turn" and view.prompt.phase == "move"


@pytest.mark.parametrize(("outlaw", "seal"), [("robin", "S1"), ("marian", "S2"), ("john", "S3"),
                                              ("will", "S4")])
def test_each_outlaw_starts_on_the_seal_of_its_colour(outlaw, seal):
    """AR-3.19, table 1.2, table 1.5: the place whose lion seal has your colour."""
    lion = ["S4", "S3", "S2", "S1"]
    m = start(outlaw=outlaw, lion=lion, seals=["S5"], discs=["own"])
    places = ("old_oak", "hollow_tree", "stones", "herbs_94")
    assert m.view(0).at == places[lion.index(seal)]


def test_the_components_after_setup():
    """AR-3.7 to AR-3.15, AR-3.22: an empty bag filled with 7 discs (the first drawn), 8 violet
    and 1 white dice (the bow die on the bow, 5 markers free), Hope 4 less the setup seal, 7
    hourglasses, the dossier on square 1, Gisbourne before the gate (unless a violet disc
    came first)."""
    for seed in range(6):
        m = start(seed=seed, seals=["S2"], discs=["own"])
        v = m.view(0)
        assert (v.bag_white, v.bag_violet, v.supply_white, v.supply_violet) == (1, 8, 19, 12)
        assert not v.bow_in_bag and sum(n for _, n in v.objects) == 0 and not (v.banner or v.cross)
        assert (v.hope, v.hourglasses, v.dossier, v.round, v.turns_taken) == (4, 7, 1, 1, 1)
        assert v.gisbourne == "gate_shadows"
        assert v.drawn_discs == ("own",) and len(v.bag_discs) == 6
        assert v.seals_bag == ("S1", "S3", "S4", "S5", "S6", "S7", "S8")


@pytest.mark.parametrize(("task_set", "faces", "dice"), [
    ("1", {"190": "removed", "149": "removed", "243": "pennant", "58": "unexplored"},
     ("190", "149", "243")),
    ("2", {"58": "removed", "46": "sheriff", "251": "no_cross", "190": "unexplored"},
     ("58", "46", "150")),
    ("3", {"250": "removed", "48": "sheriff", "46": "empty"}, ("48", "60", "250")),
    ("none", {"190": "unexplored", "58": "unexplored", "250": "roof", "46": "empty", "48": "empty",
              "251": "cross"}, ()),
])
def test_each_set_is_set_up_as_the_seed_says(task_set, faces, dice):
    """AR-3.16, AR-3.16a, AR-13.1, AR-13.2, AR-13.6, AR-13.7, AR-13.11, AR-13.12, AR-15.1: the
    set's tiles taken, turned or removed; its three red dice on their tiles and recesses (no
    task done yet)."""
    m = Match.start("adventures", 1, seed=1, options={"task_set": task_set, "camp": 60})
    got = dict(m.view(0).faces)
    assert {t: got[t] for t in faces} == faces
    tasks = {"1": ("poacher", "hungry", "lion_banner"), "2": ("hawk", "golden_cross", "sheriff"),
             "3": ("sheriff", "secret_camp", "burning_smithy"), "none": ()}[task_set]
    assert {task_die_place(t, task_set, 60) for t in tasks} == set(dice)
    assert m.view(0).coat_of_arms == ()


def test_the_camps():
    """AR-3.5, AR-3.5a, AR-3.6, AR-3.6a, AR-2.8, AR-15.2: the chosen camp shows its symbols,
    the other is inactive; the tile in front of the chosen one is removed."""
    for camp, front, other_front in ((60, "50", "61"), (70, "61", "50")):
        m = Match.start("adventures", 1, seed=2, options={"camp": camp})
        faces = dict(m.view(0).faces)
        assert faces[str(camp)] == "symbols" and faces[str(130 - camp)] == "inactive"
        assert (faces[front], faces[other_front]) == ("removed", "present")
    m = start(camp="random", camp_draw=70, seals=["S2"], discs=["own"])
    assert m.view(0).camp == 70


def test_the_story_and_the_goal_open_the_adventure():
    """AR-0.7, AR-14.8, AR-14.1, AR-14.7: the story, then the goal (without the tasks when no
    set is played)."""
    m = Match.start("adventures", 1, seed=0)
    text = words_of(m).event(m.opening_events[0])
    assert text.startswith("You are alone! Your companions set out days ago.")
    assert "3 Special Tasks" in text and "18 Hope" in text
    m = Match.start("adventures", 1, seed=0, options={"task_set": "none"})
    assert "Special Tasks" not in words_of(m).event(m.opening_events[0])


def test_the_options_and_their_refusals():
    """AR-15.1 to AR-15.4: one seat; outlaw, set and camp are options; others are refused."""
    names = {o.name: o for o in SPEC.options}
    assert names["outlaw"].choices == ("robin", "marian", "john", "will")
    assert names["task_set"].choices == ("1", "2", "3", "none")
    assert names["camp"].choices == (60, 70, "random")
    assert names["task_set"].label_of("none") == "No set" and "hardest" in names["task_set"].help
    assert list(SPEC.seat_counts) == [1]
    with pytest.raises(BadOptions):
        Match.start("adventures", 1, seed=0, options={"outlaw": "tuck"})
    with pytest.raises(BadOptions):
        Match.start("adventures", 2, seed=0)


def test_the_same_seed_gives_the_same_adventure():
    """AR-17: one seedable generator."""
    a, b = Match.start("adventures", 1, seed=9), Match.start("adventures", 1, seed=9)
    assert a.state_hash() == b.state_hash() and a.opening_events == b.opening_events
    assert any(Match.start("adventures", 1, seed=s).state_hash() != a.state_hash()
               for s in range(10, 13))
