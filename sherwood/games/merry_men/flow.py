"""The resolution machinery: a queue of steps, prompts for decisions, and the loss check.

A command's handler changes the state and pushes the steps that follow from it; then
:func:`run` pops and runs steps until one of them needs a decision (it sets
``state.prompt``) or the game is over. A prompt with exactly one legal answer is answered
at once (MM-14.3: "where only one option exists, it is applied automatically"); the rules
never stop where nobody has a choice, except ``ACCEPT`` after a failed roll that could
still be rerolled (MM-14.3's exception: those prompts always offer a reroll as well).

Registries: ``OPS`` (step name -> function), ``OPTIONS`` (prompt kind -> legal commands),
``HANDLERS`` (command class -> handler). The phase modules fill them with the decorators
below when :mod:`.rules` imports them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from sherwood.engine import Command, Event, SeededRng
from sherwood.games.merry_men.events import GameLost
from sherwood.games.merry_men.state import State

Events = list[Event]
Op = Callable[..., None]
Options = Callable[[State, dict[str, Any]], list[Command]]
Handler = Callable[[State, Any, SeededRng, Events, dict[str, Any]], None]

OPS: dict[str, Op] = {}
OPTIONS: dict[str, Options] = {}
HANDLERS: dict[type[Command], Handler] = {}


def op(name: str) -> Callable[[Op], Op]:
    def register(fn: Op) -> Op:
        OPS[name] = fn
        return fn
    return register


def options(kind: str) -> Callable[[Options], Options]:
    def register(fn: Options) -> Options:
        OPTIONS[kind] = fn
        return fn
    return register


def handles(*types: type[Command]) -> Callable[[Handler], Handler]:
    def register(fn: Handler) -> Handler:
        for t in types:
            HANDLERS[t] = fn
        return fn
    return register


def push(state: State, *steps: tuple) -> None:
    """Make ``steps`` the next steps to run, in the order given."""
    state.queue.extend(reversed(steps))


def ask(state: State, kind: str, seat: int, **data: Any) -> None:
    """Wait for ``seat`` to decide (a prompt of ``kind``)."""
    state.prompt = {"kind": kind, "seat": seat, **data}


def legal(state: State) -> list[Command]:
    prompt = state.prompt
    if prompt is None or state.phase == "over":
        return []
    return OPTIONS[prompt["kind"]](state, prompt)


def answer(state: State, command: Command, rng: SeededRng, events: Events) -> None:
    """Apply a decision to the pending prompt, then resolve until the next decision."""
    prompt = state.prompt
    assert prompt is not None
    state.prompt = None
    HANDLERS[type(command)](state, command, rng, events, prompt)
    run(state, rng, events)


def run(state: State, rng: SeededRng, events: Events) -> None:
    """Resolve queued steps until a decision is needed or the game is over."""
    while state.phase != "over":
        prompt = state.prompt
        if prompt is not None:
            choices = OPTIONS[prompt["kind"]](state, prompt)
            if len(choices) != 1:
                if not choices:
                    raise RuntimeError(f"prompt {prompt} has no legal answer")
                return
            state.prompt = None  # MM-14.3: the only option is applied automatically
            HANDLERS[type(choices[0])](state, choices[0], rng, events, prompt)
            continue
        if not state.queue:
            raise RuntimeError("the game has nothing left to resolve and nobody to ask")
        step = state.queue.pop()
        OPS[step[0]](state, rng, events, *step[1:])


def lose(state: State, reason: str, events: Events) -> None:
    """MM-0.8, MM-3.7: the game ends at once and every player has lost."""
    state.lost = reason
    state.phase = "over"
    state.queue.clear()
    state.prompt = None
    events.append(GameLost(reason))
