"""Every refusal of the Lieutenants is a value: a code the table's words know and plain
parameters, never a sentence; a command naming a seat, card, mission or ambush that does not
exist is refused like any other (LT-3.6: the legal commands are the game's to say)."""

from __future__ import annotations

import dataclasses

import pytest

from sherwood.engine import IllegalCommand, Match, SeededRng
from sherwood.games.lieutenants.commands import COMMAND_TYPES
from sherwood.ui.games import game_words, words_of
from sherwood.ui.kit.words import COMMON_REFUSALS
from tests.games.lieutenants.test_player_words import no_rule_ids

UNKNOWN = {"target": 9, "offerer": 9, "mission": 9, "card": "ZZ99", "ambush": "AM99",
           "cards": ("ZZ01", "CH99")}
"""A value of each field of the commands that names nothing in the game."""


def plain(value) -> bool:
    if isinstance(value, tuple):
        return all(plain(v) for v in value)
    return value is None or isinstance(value, bool | int | str)


def wrong_commands(seat: int, naming: bool):
    """Each command type (``naming``: each that names something), given by ``seat``, with every
    id it names unknown."""
    for kind in COMMAND_TYPES:
        fields = {f.name: UNKNOWN[f.name] for f in dataclasses.fields(kind) if f.name != "seat"}
        if fields or not naming:
            yield kind(seat, **fields)


@pytest.mark.parametrize("seats, seed, options", [(2, 1, {}), (4, 2, {"auto_ambush": True}),
                                                  (5, 3, {"short": True})])
def test_refusals_are_codes_the_words_know(seats, seed, options):
    """At every decision of a random game, every kind of command with unknown ids, from the
    seat to act and from another seat, is refused with IllegalCommand (no KeyError or
    IndexError), with a code of the game's or the match's words (never the sentence of the
    transitional ``words`` code) and plain parameters, worded without a rule ID."""
    known = set(game_words("lieutenants").refusals) | set(COMMON_REFUSALS) - {"words"}
    m = Match.start("lieutenants", seats, seed=seed, options=options)
    words = words_of(m)
    rng = SeededRng(seed)
    codes: set[str] = set()
    while not m.is_over:
        active = m.active_seat
        before = m.state_hash()
        for command in [*wrong_commands(active, True), *wrong_commands((active + 1) % seats, False)]:
            with pytest.raises(IllegalCommand) as refused:
                m.apply(command)
            refusal = refused.value.refusal
            assert refusal.code in known, (command, refusal)
            assert all(plain(v) for _, v in refusal.params), refusal
            no_rule_ids(words.refusal(refusal))
            codes.add(refusal.code)
        assert m.state_hash() == before
        m.apply(rng.choice(m.legal_commands()))
    assert {"not_your_turn", "no_such_mission", "not_now", "card_not_held"} <= codes, codes
