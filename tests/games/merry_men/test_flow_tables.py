"""The Merry Men's flow tables (sherwood/games/merry_men/flow.py) and typed prompts
(prompts.py): every decision point of MM-14.1 has its options and its handler, listed in
one place, and a prompt is encoded (and so hashed into saves) as the dict it always was."""

from __future__ import annotations

import dataclasses

import pytest

from sherwood.engine import IllegalCommand, Match, refuse
from sherwood.games.merry_men.commands import COMMAND_TYPES, EndTurn
from sherwood.games.merry_men.flow import FLOW, auto_answer
from sherwood.games.merry_men.prompts import (
    PROMPT_TYPES,
    BailPrompt,
    BuildPrompt,
    FinePrompt,
    RerollAllPrompt,
    RerollOnePrompt,
    ResourcePrompt,
)
from sherwood.ui.games import words_of
from sherwood.ui.games.merry_men.words import MUST
from tests.games.merry_men.situations import state_of


def test_every_prompt_type_has_its_options_and_every_command_its_handler():
    """MM-14.1: each decision point is a prompt type with legal answers, and each command
    of the table is applied by a handler; nothing else is in the tables."""
    assert set(FLOW.options) == set(PROMPT_TYPES)
    assert len(PROMPT_TYPES) == len(set(PROMPT_TYPES))
    assert set(FLOW.handlers) == set(COMMAND_TYPES)


def test_a_single_option_is_applied_except_accept_after_a_rerollable_failure():
    """MM-14.3: the flow answers a prompt with one legal answer at once (a fine payable
    with pennies only), but the reroll prompts, whose ``ACCEPT`` ends a failed roll that could
    still be rerolled, always wait for the player."""
    assert FLOW.auto_answer is auto_answer
    assert auto_answer(FinePrompt(0)) and auto_answer(BailPrompt(1, "church", 0))
    assert not auto_answer(RerollAllPrompt(0)) and not auto_answer(RerollOnePrompt(2))


def test_prompt_kinds_are_unique_and_each_says_what_the_seat_must_do():
    kinds = [p.kind for p in PROMPT_TYPES]
    assert len(set(kinds)) == len(kinds)
    assert set(MUST) == set(kinds), "a prompt type without its words, or words of no prompt"


def test_prompts_are_frozen_values():
    prompt = BailPrompt(1, "church", 2)
    assert prompt == BailPrompt(seat=1, location="church", hideout=2)
    try:
        prompt.seat = 0  # type: ignore[misc]
    except dataclasses.FrozenInstanceError:
        pass
    else:
        raise AssertionError("a prompt could be changed")


def test_a_prompt_encodes_as_the_dict_saves_have_always_hashed():
    """Saves hash ``State.encode()``: the typed prompt is written as ``{"kind", "seat", ...}``
    with lists for tuples, exactly as the dict prompts of earlier versions were."""
    assert BailPrompt(1, "church", 2).to_json() == {"kind": "bail", "seat": 1, "location": "church",
                                                    "hideout": 2}
    assert ResourcePrompt(0, ("wood", "iron")).to_json() == {"kind": "resource", "seat": 0,
                                                             "kinds": ["wood", "iron"]}
    assert BuildPrompt(3, None, 1).to_json() == {"kind": "build", "seat": 3, "card": None, "nth": 1}
    match = Match.start("merry_men", 2, seed=3)
    state = state_of(match)
    assert state.encode()["prompt"] == {"kind": state.prompt.kind, "seat": match.active_seat}
    assert state.encode()["prompt"] == state.prompt.to_json()


def test_an_illegal_command_names_what_the_seat_asked_must_do():
    """MM-0.7: the refusal names the prompt's seat and its decision, in or out of turn, as
    values (the prompt by its kind); the words say them."""
    match = Match.start("merry_men", 2, seed=3)
    state = state_of(match)
    prompt = state.prompt
    why = match.spec.rules.why_illegal(state, EndTurn(1 - prompt.seat))
    assert why == refuse("not_your_decision", seat=prompt.seat, prompt="place")
    name = match.names[prompt.seat]
    assert words_of(match).refusal(why) == (f"It is not your decision: {name} must place a Merry Man "
                                            "(or declare done).")
    with pytest.raises(IllegalCommand) as refused:
        match.apply(EndTurn(prompt.seat))
    assert refused.value.refusal == refuse("not_now", command=EndTurn(prompt.seat), prompt="place")
    assert words_of(match).refusal(refused.value.refusal) == (
        f"{name} ends the turn is not possible now: you must place a Merry Man (or declare done).")
