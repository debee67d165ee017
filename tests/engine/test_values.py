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
