"""Your turn (AR-5): the move, then at most one action, with free actions (Eat, Bribe,
deliveries: AR-5.1, AR-7.5, AR-7.6, AR-13.19) before the move, after it and after the action.

The turn is one prompt, :class:`~.prompts.Turn`, at three phases: ``move`` (walk, or a free
action first), ``act`` (an action, a free action, or end the turn: no action), ``after`` (free
actions, or end the turn). Ending the turn lets the queue run on to the next disc."""

from __future__ import annotations

from sherwood.engine import Command, SeededRng
from sherwood.engine.flow import Events
from sherwood.games.adventures.actions import book_options, explore_options, trade_options
from sherwood.games.adventures.board import forest
from sherwood.games.adventures.commands import Bribe, Eat, EndTurn, Move
from sherwood.games.adventures.effects import add_white, discard, set_face
from sherwood.games.adventures.events import Bribed, TurnBegan, TurnEnded, Walked
from sherwood.games.adventures.movement import reach, revealed_guards, slow
from sherwood.games.adventures.overpower import overpower_options
from sherwood.games.adventures.prompts import Turn
from sherwood.games.adventures.state import State, ask
from sherwood.games.adventures.tasks import delivery_options

EAT_WHITE = 2
"""AR-7.5: Eat puts 2 white dice into the bag."""


def begin_turn(state: State, rng: SeededRng, events: Events) -> None:
    """AR-4.3, AR-5.1: a turn begins with the move."""
    state.turns_taken += 1
    state.moved_steps = None
    events.append(TurnBegan(state.turns_taken))
    ask(state, Turn(0, "move"))


def ask_turn(state: State, rng: SeededRng, events: Events, phase: str) -> None:
    """Step ``("ask_turn", phase)``: the turn goes on at ``phase``."""
    ask(state, Turn(0, phase))


def after_action(state: State, rng: SeededRng, events: Events) -> None:
    """Step ``("after_action",)``: the action is done; free actions may follow (AR-5.1)."""
    ask(state, Turn(0, "after"))


def free_actions(state: State) -> list[Command]:
    """AR-7.5, AR-7.6, AR-13.19: Eat, Bribe and the deliveries you can make now."""
    found: list[Command] = []
    if state.objects["provisions"]:
        found.append(Eat(0))
    if state.objects["gold"]:
        near = (state.at, *forest().walk[state.at])
        found += [Bribe(0, g) for space in near for g in revealed_guards(state, space)]
    found += delivery_options(state)
    return found


def actions(state: State) -> list[Command]:
    """AR-5.8: the actions on your space (and the bow's reach)."""
    return [*explore_options(state), *trade_options(state), *book_options(state),
            *overpower_options(state)]


def turn_options(state: State, prompt: Turn) -> list[Command]:
    if prompt.phase == "move":
        return [*(Move(0, to) for to in reach(state)), *free_actions(state)]
    if prompt.phase == "act":
        return [*actions(state), *free_actions(state), EndTurn(0)]
    return [*free_actions(state), EndTurn(0)]


def move(state: State, command: Move, rng: SeededRng, events: Events, prompt: Turn) -> None:
    """AR-5.1 to AR-5.6: walk; a slow move puts 1 white die into the bag; then the action."""
    path = reach(state)[command.to]
    steps = len(path) - 1
    is_slow = slow(state, steps)
    state.at = command.to
    state.moved_steps = steps
    events.append(Walked(path, is_slow))
    if is_slow:
        add_white(state, events, 1, "slow")
    ask(state, Turn(0, "act"))


def end_turn(state: State, command: EndTurn, rng: SeededRng, events: Events, prompt: Turn) -> None:
    """AR-5.1: the turn is over; the next disc follows (queued below the turn)."""
    events.append(TurnEnded(state.turns_taken))
    state.moved_steps = None


def eat(state: State, command: Eat, rng: SeededRng, events: Events, prompt: Turn) -> None:
    """AR-7.5: discard 1 Provisions, 2 white dice into the bag (AR-1.5)."""
    discard(state, events, "provisions", "eat")
    add_white(state, events, EAT_WHITE, "eat")
    ask(state, prompt)


def bribe(state: State, command: Bribe, rng: SeededRng, events: Events, prompt: Turn) -> None:
    """AR-7.6, AR-9.4: discard 1 Sack of gold; the guard turns back to hidden (no Hope, no
    dossier step)."""
    discard(state, events, "gold", "bribe")
    events.append(Bribed(command.guard))
    set_face(state, events, command.guard, "hidden")
    ask(state, prompt)
