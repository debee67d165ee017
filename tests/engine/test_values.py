"""Commands and events are frozen values with readable text and a JSON form that round-trips."""

import dataclasses
import json

import pytest

from sherwood.engine import SeededRng
from sherwood.engine.values import decode
from sherwood.games import GAMES
from sherwood.games._template.rules import Play


def test_values_are_frozen_and_hashable():
    cmd = Play(0, 3)
    with pytest.raises(dataclasses.FrozenInstanceError):
        cmd.card = 4
    assert {cmd: 1}[Play(0, 3)] == 1


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_command_kind_is_unique_and_round_trips(game_id):
    spec = GAMES[game_id]
    kinds = [t.kind for t in (*spec.command_types, *spec.event_types)]
    assert len(kinds) == len(set(kinds)), kinds
    from sherwood.engine import Match

    match = Match.start(game_id, spec.seat_counts.start, seed=1)
    for _ in range(40):
        if match.is_over:
            break
        for command in match.legal_commands():
            data = json.loads(json.dumps(command.to_json()))
            assert decode(data, spec.command_kinds) == command
            assert command.describe(match.names)
        for event in match.apply(match.legal_commands()[0]):
            data = json.loads(json.dumps(event.to_json()))
            assert decode(data, spec.event_kinds) == event
            assert event.describe(match.names)


def test_decode_refuses_unknown_kinds_and_fields():
    with pytest.raises(ValueError, match="unknown kind 'x'"):
        decode({"kind": "x"}, {"play": Play})
    with pytest.raises(ValueError, match="unexpected fields"):
        decode({"kind": "play", "seat": 0, "card": 1, "extra": 2}, {"play": Play})


def test_rng_state_round_trips_and_counts_uses():
    rng = SeededRng(11)
    rng.d6(2)
    copy = SeededRng.from_json(json.loads(json.dumps(rng.to_json())))
    assert copy.uses == rng.uses == 1
    assert [copy.randint(1, 100) for _ in range(5)] == [rng.randint(1, 100) for _ in range(5)]


@pytest.mark.parametrize("seat", [True, False, 1.0, "1", None, [1], {"seat": 1}])
def test_decode_refuses_a_seat_that_is_not_a_whole_number(seat):
    """A save's command with a seat given as true, 1.0 or "1" is damaged."""
    with pytest.raises(ValueError, match="play: seat must be a whole number, not"):
        decode({"kind": "play", "seat": seat, "card": 1}, {"play": Play})


@pytest.mark.parametrize(("data", "says"), [
    ({"kind": "rob", "seat": 0, "outlaw": ["H4"]}, "outlaw must be a text, not ['H4']"),
    ({"kind": "rob", "seat": 0, "outlaw": [["H", "4"]]}, "outlaw must be a text"),
    ({"kind": "rob", "seat": 0, "outlaw": 4}, "outlaw must be a text, not 4"),
    ({"kind": "rob", "seat": 0, "outlaw": "H4", "ransom": 1}, "ransom must be a text or nothing"),
    ({"kind": "rob", "seat": 0, "outlaw": "H4", "ransom": True}, "ransom must be a text or nothing"),
    ({"kind": "discard_hand", "seat": 0, "cards": "MC01"}, "cards must be a list, not 'MC01'"),
    ({"kind": "discard_hand", "seat": 0, "cards": [1]}, "cards must be a list"),
    ({"kind": "discard_hand", "seat": 0, "cards": [["MC01"]]}, "cards must be a list"),
    ({"kind": "choose_prisoners", "seat": 0, "figures": [[0, 1, 2]]}, "figures must be a list"),
    ({"kind": "choose_prisoners", "seat": 0, "figures": [[0, True]]}, "figures must be a list"),
    ({"kind": "place", "seat": 0, "card": "MC01", "source": "hand", "mode": "passive",
      "location": "church", "hideout": 1.0}, "hideout must be a whole number, not 1.0"),
])
def test_decode_refuses_fields_of_the_wrong_type(data, says):
    kinds = {**GAMES["showdown"].command_kinds, **GAMES["merry_men"].command_kinds}
    with pytest.raises(ValueError) as caught:
        decode(data, kinds)
    assert says in str(caught.value)


def test_decode_accepts_the_right_types_and_defaults():
    kinds = {**GAMES["showdown"].command_kinds, **GAMES["merry_men"].command_kinds}
    rob = decode({"kind": "rob", "seat": 1, "outlaw": "S5", "ransom": None}, kinds)
    assert rob == kinds["rob"](1, "S5")
    freed = decode({"kind": "choose_prisoners", "seat": 0, "figures": [[0, 1], [-1, 3]]}, kinds)
    assert freed.figures == ((0, 1), (-1, 3))
    assert decode({"kind": "discard_hand", "seat": 0, "cards": []}, kinds).cards == ()


def test_decode_refuses_deep_nesting_quickly_with_a_value_error():
    deep: list = []
    for _ in range(100_000):  # far deeper than Python's recursion limit
        deep = [deep]
    kinds = GAMES["merry_men"].command_kinds
    with pytest.raises(ValueError, match="cards must be a list"):
        decode({"kind": "discard_hand", "seat": 0, "cards": deep}, kinds)
    with pytest.raises(ValueError, match="unknown kind"):
        decode({"kind": deep}, kinds)


def test_decode_refuses_strange_keys_and_kinds_readably():
    with pytest.raises(ValueError, match=r"unexpected fields \['1'\]"):
        decode({"kind": "play", "seat": 0, "card": 1, 1: 2}, {"play": Play})
    with pytest.raises(ValueError, match=r"unknown kind 'xxx.*\.\.\..*\(expected one of play\)"):
        decode({"kind": "x" * 1000}, {"play": Play})
    with pytest.raises(ValueError, match="expected an object"):
        decode(["play", 0, 1], {"play": Play})


def test_events_decode_with_their_declared_types_too():
    """Event fields are checked like command fields (a saved transcript is input too)."""
    kinds = GAMES["showdown"].event_kinds
    with pytest.raises(ValueError, match="count must be a whole number"):
        decode({"kind": "cards_drawn", "seat": 0, "count": "2", "reason": "draw"}, kinds)
