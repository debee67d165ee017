"""The engine's flow (sherwood/engine/flow.py): queued steps, prompts to any seat, a single
legal answer applied at once where the game says so, and errors that name what is missing.

A toy game stands in for a real one: the turn passes round the table, a turn draws a card,
and a seat dealt a "tax" card makes every *other* seat pay a coin (out of turn).
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from sherwood.engine import Command, IllegalCommand, refuse
from sherwood.engine.flow import FlowError, FlowTables, Prompt, ask, push


@dataclass(frozen=True, slots=True)
class Pay(Command):
    kind = "pay"
    coin: str


@dataclass(frozen=True, slots=True)
class Pass(Command):
    kind = "pass"


@dataclass(frozen=True, slots=True)
class PayCoin(Prompt):
    kind = "pay_coin"
    reason: str


@dataclass(frozen=True, slots=True)
class Choose(Prompt):
    kind = "choose"


class Toy:
    """A toy state: what the flow needs (queue, prompt, over) plus a trace of what ran."""

    def __init__(self, purses: list[list[str]]):
        self.queue: list[tuple] = []
        self.prompt: Prompt | None = None
        self.over = False
        self.turn = 0
        self.purses = purses
        self.trace: list[tuple] = []


def note(state, rng, events, *args):
    state.trace.append(("note", *args))


def tax(state, rng, events, seat):
    """Every other seat pays, in seat order after ``seat``: a prompt out of turn."""
    n = len(state.purses)
    push(state, *[("collect", (seat + i) % n) for i in range(1, n)])


def collect(state, rng, events, seat):
    ask(state, PayCoin(seat, "tax"))


def pay_options(state, prompt):
    return [Pay(prompt.seat, c) for c in state.purses[prompt.seat]]


def pay(state, command, rng, events, prompt):
    state.purses[command.seat].remove(command.coin)
    state.trace.append(("paid", command.seat, command.coin, prompt.reason))
    events.append(command)


def finish(state, rng, events):
    state.over = True


TABLES = FlowTables(
    "Toy",
    steps={"note": note, "tax": tax, "collect": collect, "finish": finish},
    options={PayCoin: pay_options},
    handlers={Pay: pay},
)


def test_queued_steps_run_in_the_order_pushed_and_before_older_steps():
    state = Toy([[], []])
    push(state, ("note", "late"), ("finish",))
    push(state, ("note", 1), ("note", 2))
    TABLES.run(state, None, [])
    assert state.trace == [("note", 1), ("note", 2), ("note", "late")]
    assert state.over and state.queue == []


def test_a_step_pushed_by_a_step_runs_before_the_rest_of_the_queue():
    state = Toy([["gold"], ["gold"], ["gold"]])
    push(state, ("tax", 0), ("note", "after tax"), ("finish",))
    TABLES.run(state, None, [])
    assert state.trace == [("paid", 1, "gold", "tax"), ("paid", 2, "gold", "tax"), ("note", "after tax")]


def test_a_prompt_goes_to_a_seat_whose_turn_it_is_not():
    state = Toy([["gold"], ["copper", "silver"], ["copper"]])
    state.turn = 0
    push(state, ("tax", 0), ("finish",))
    TABLES.run(state, None, [])
    assert state.prompt == PayCoin(1, "tax") and state.turn == 0
    assert TABLES.legal(state) == [Pay(1, "copper"), Pay(1, "silver")]
    events: list = []
    TABLES.answer(state, Pay(1, "silver"), None, events)
    assert events == [Pay(1, "silver"), Pay(2, "copper")]  # seat 2 had one coin: paid at once
    assert state.purses == [["gold"], ["copper"], []] and state.over
    assert TABLES.legal(state) == []


def test_a_single_legal_answer_is_applied_at_once():
    state = Toy([["gold"], ["copper"]])
    push(state, ("tax", 0), ("finish",))
    events: list = []
    TABLES.run(state, None, events)
    assert events == [Pay(1, "copper")] and state.prompt is None and state.over


def test_the_game_says_which_single_answers_still_wait_for_their_seat():
    waits = FlowTables("Toy", TABLES.steps, TABLES.options, TABLES.handlers,
                       auto_answer=lambda prompt: prompt.reason != "tax")
    state = Toy([["gold"], ["copper"]])
    push(state, ("tax", 0), ("finish",))
    waits.run(state, None, [])
    assert state.prompt == PayCoin(1, "tax") and waits.legal(state) == [Pay(1, "copper")]
    waits.answer(state, Pay(1, "copper"), None, [])
    assert state.over and state.purses[1] == []


def test_a_step_missing_from_the_tables_is_named():
    state = Toy([[]])
    push(state, ("shuffle", 3))
    named = r"Toy: no step 'shuffle' in the flow tables \(queued as \('shuffle', 3\)\)"
    with pytest.raises(FlowError, match=named):
        TABLES.run(state, None, [])


def test_a_prompt_type_missing_from_the_tables_is_named():
    state = Toy([[]])
    ask(state, Choose(0))
    with pytest.raises(FlowError, match=r"Toy: no options for prompt Choose \('choose'\)"):
        TABLES.run(state, None, [])
    with pytest.raises(FlowError, match="no options for prompt Choose"):
        TABLES.legal(state)


def test_an_answer_of_a_type_the_game_does_not_know_is_an_illegal_command():
    """A command no handler takes is no move of this game: IllegalCommand, as Match says it,
    naming the game and the type (a search calling the rules straight meets it too); the
    prompt still waits."""
    state = Toy([["gold", "copper"]])
    ask(state, PayCoin(0, "toll"))
    with pytest.raises(IllegalCommand) as refused:
        TABLES.answer(state, Pass(0), None, [])
    assert refused.value.refusal == refuse("not_a_move", game="Toy", got="Pass")
    assert state.prompt == PayCoin(0, "toll")


def test_a_lone_answer_whose_type_is_missing_from_the_tables_is_named():
    """The flow answering a prompt's only option itself, with no handler for it, is a bug of
    the game's tables: FlowError names the command."""
    tables = FlowTables("Toy", steps=TABLES.steps, options={PayCoin: lambda s, p: [Pass(p.seat)]},
                        handlers={})
    state = Toy([["gold"]])
    ask(state, PayCoin(0, "toll"))
    with pytest.raises(FlowError, match=r"Toy: no handler for command Pass \('pass'\)"):
        tables.run(state, None, [])


def test_a_prompt_with_no_legal_answer_raises():
    state = Toy([["gold"], []])
    push(state, ("collect", 1), ("finish",))
    with pytest.raises(FlowError, match=r"Toy: prompt PayCoin\(seat=1, reason='tax'\) has no legal answer"):
        TABLES.run(state, None, [])


def test_running_dry_without_a_prompt_or_an_end_raises():
    state = Toy([[]])
    with pytest.raises(FlowError, match="nothing left to resolve and nobody to ask"):
        TABLES.run(state, None, [])


def test_an_answer_with_nothing_asked_raises():
    with pytest.raises(FlowError, match="answers nothing"):
        TABLES.answer(Toy([["gold"]]), Pay(0, "gold"), None, [])


def test_the_tables_refuse_keys_of_the_wrong_kind():
    with pytest.raises(FlowError, match=r"options key .*Pay.* must be a Prompt type"):
        FlowTables("Toy", {}, {Pay: pay_options}, {})
    with pytest.raises(FlowError, match=r"handlers key .*PayCoin.* must be a Command type"):
        FlowTables("Toy", {}, {}, {PayCoin: pay})

    @dataclass(frozen=True, slots=True)
    class Other(Prompt):
        kind = "pay_coin"

    with pytest.raises(FlowError, match="two prompt types are both called 'pay_coin'"):
        FlowTables("Toy", {}, {PayCoin: pay_options, Other: pay_options}, {})


def test_a_prompt_encodes_as_its_kind_seat_and_fields():
    assert PayCoin(2, "tax").to_json() == {"kind": "pay_coin", "seat": 2, "reason": "tax"}
    with pytest.raises(AttributeError):
        PayCoin(2, "tax").seat = 1  # type: ignore[misc]
