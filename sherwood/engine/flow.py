"""One flow for games with decisions in the middle of resolution.

A command in such a game sets off a chain of effects, and any link may need a decision,
from any seat, out of turn too: a bail to pay when a guard lands on your hideout, the type
of a weapon die, a discard on a 7, a reaction to another seat's move. The game keeps two
things in its state for this, beside whatever else it holds:

- ``queue``: the steps still to run, each a tuple ``(name, *args)`` of plain immutable
  values (so states copy cheaply and encode as JSON). The **last** element runs next;
  :func:`push` adds steps so that they run in the order given, before what was queued.
- ``prompt``: the pending decision, a :class:`Prompt` (a frozen dataclass naming the
  ``seat`` that must answer and what the answer depends on), or None while steps run.
  The prompt's seat is the active seat, whoever's turn it is.

and it says ``over`` (an attribute or property) once the game has ended.

The game lists its rules in **one** :class:`FlowTables` value, built in one module:

- ``steps``: step name -> ``step(state, rng, events, *args)``, which does its part and may
  push more steps or :func:`ask` a seat;
- ``options``: prompt type -> ``options(state, prompt) -> list[Command]``, the legal
  answers;
- ``handlers``: command type -> ``handler(state, command, rng, events, prompt)``, which
  applies an answer (and may push steps or ask again);
- ``auto_answer(prompt) -> bool``: whether a prompt with exactly one legal answer is
  answered at once instead of waiting for its seat (default: always).

The tables' three functions are the rules' engine: :meth:`FlowTables.legal` (the
answers to the pending prompt), :meth:`FlowTables.answer` (apply one, then resolve) and
:meth:`FlowTables.run` (pop and run steps until a seat has a real choice or the game is
over). A tiny game where each seat pays a toll, and a seat with one coin pays at once:

>>> from dataclasses import dataclass
>>> from sherwood.engine import Command
>>> @dataclass(frozen=True, slots=True)
... class Pay(Command):
...     kind = "pay"
...     coin: str
>>> @dataclass(frozen=True, slots=True)
... class Toll(Prompt):
...     kind = "toll"
>>> class Table:
...     def __init__(self):
...         self.queue, self.prompt, self.over = [], None, False
...         self.purses, self.paid = [["copper"], ["copper", "silver"]], []
>>> def toll(state, rng, events, seat):
...     ask(state, Toll(seat))
>>> def end(state, rng, events):
...     state.over = True
>>> def pay(state, command, rng, events, prompt):
...     state.paid.append((command.seat, command.coin))
>>> FLOW = FlowTables(
...     "Toll road",
...     steps={"toll": toll, "end": end},
...     options={Toll: lambda state, prompt: [Pay(prompt.seat, c) for c in state.purses[prompt.seat]]},
...     handlers={Pay: pay},
... )
>>> table = Table()
>>> push(table, ("toll", 0), ("toll", 1), ("end",))
>>> FLOW.run(table, None, [])       # seat 0 has one coin: paid at once; seat 1 must choose
>>> table.paid, table.prompt
([(0, 'copper')], Toll(seat=1))
>>> FLOW.legal(table)
[Pay(seat=1, coin='copper'), Pay(seat=1, coin='silver')]
>>> FLOW.answer(table, Pay(1, "silver"), None, [])
>>> table.paid, table.over
([(0, 'copper'), (1, 'silver')], True)

The :class:`~sherwood.engine.game.Rules` methods that only read the tables come from
:class:`FlowRules`:

>>> class TollRules(FlowRules):
...     flow = FLOW
>>> rules, table = TollRules(), Table()
>>> push(table, ("toll", 0), ("toll", 1), ("end",))
>>> FLOW.run(table, None, [])
>>> rules.active_seat(table), rules.legal_commands(table)
(1, [Pay(seat=1, coin='copper'), Pay(seat=1, coin='silver')])
>>> rules.apply(table, Pay(1, "copper"), None), rules.active_seat(table)
([], None)

A game with a simple turn structure may use a phase table instead (Showdown does); the
shape is the same: the pending decision is named in the state, and each command type has
one handler listed in one dict.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, ClassVar, Protocol, TypeVar

from sherwood.engine.errors import IllegalCommand, refuse
from sherwood.engine.values import Command, Event, GameValue

Events = list[Event]
"""The events of the command being applied; steps and handlers append to it."""

Step = tuple
"""A queued step: ``(name, *args)`` with plain immutable args (str, int, None, tuples)."""

StepFn = Callable[..., None]
"""``step(state, rng, events, *args)``: runs one queued step."""

OptionsFn = Callable[[Any, Any], list[Command]]
"""``options(state, prompt)``: the legal answers to a prompt of one type."""

HandlerFn = Callable[[Any, Any, Any, Events, Any], None]
"""``handler(state, command, rng, events, prompt)``: applies one answer."""


class FlowError(RuntimeError):
    """A game's flow tables or queue are wrong: a bug in the game, never a player's error."""


@dataclass(frozen=True, slots=True)
class Prompt(GameValue):
    """A pending decision: ``seat`` must answer it, whoever's turn it is.

    Each game declares one frozen dataclass per kind of decision, with typed fields for
    what the answer depends on, and a readable ``kind`` (its name in logs, in the encoded
    state, and for the UI's tables of questions). :meth:`to_json` gives
    ``{"kind": ..., "seat": ..., <field>: ...}`` (tuples as lists):

    >>> @dataclass(frozen=True, slots=True)
    ... class Discard(Prompt):
    ...     kind = "discard"
    ...     count: int
    >>> Discard(seat=2, count=3)
    Discard(seat=2, count=3)
    >>> Discard(2, 3).to_json()
    {'kind': 'discard', 'seat': 2, 'count': 3}
    """

    kind: ClassVar[str] = "prompt"
    seat: int


P = TypeVar("P", bound=Prompt)
"""A game's prompt type (one prompt class, or a union of its prompt classes)."""


class FlowState(Protocol[P]):
    """What the flow reads and writes in a game's state; ``P`` is the game's prompt type,
    so :func:`ask` takes only that game's prompts."""

    queue: list[Step]
    prompt: P | None

    @property
    def over(self) -> bool: ...


def push(state: FlowState[Any], *steps: Step) -> None:
    """Make ``steps`` the next steps to run, in the order given (before anything queued).

    >>> class S: queue = []
    >>> s = S()
    >>> push(s, ("a",)); push(s, ("b", 1), ("c",))
    >>> s.queue          # the last element runs next: b, c, then a
    [('a',), ('c',), ('b', 1)]
    """
    state.queue.extend(reversed(steps))


def ask(state: FlowState[P], prompt: P) -> None:
    """Wait for ``prompt.seat`` to decide: the flow stops at ``prompt`` (unless it has only
    one legal answer and the game answers those at once)."""
    state.prompt = prompt


def always(prompt: Any) -> bool:
    """The default ``auto_answer``: every prompt with one legal answer is answered at once."""
    return True


def never(prompt: Any) -> bool:
    """The ``auto_answer`` of a game whose every prompt waits for its seat, even with one
    legal answer. The flow then lists no answers while it runs (it stops at the first
    prompt): they are listed only when someone asks for them (:meth:`FlowTables.legal`)."""
    return False


def _step_name(step: Any) -> str:
    return step[0] if isinstance(step, tuple) and step and isinstance(step[0], str) else repr(step)


@dataclass(frozen=True)
class FlowTables:
    """A game's flow: every step, prompt type and command type it knows, in one value.

    ``name`` is the game's title, for error messages. See the module docstring for the
    signatures and an example. A step, prompt or command missing from the tables raises
    :class:`FlowError` naming it and the table it is missing from.
    """

    name: str
    steps: Mapping[str, StepFn]
    options: Mapping[type[Prompt], OptionsFn]
    handlers: Mapping[type[Command], HandlerFn]
    auto_answer: Callable[[Any], bool] = always

    def __post_init__(self) -> None:
        for name, fn in self.steps.items():
            if not isinstance(name, str) or not callable(fn):
                raise FlowError(f"{self.name}: step {name!r} must be a name with a function")
        for ptype, options in self.options.items():
            if not (isinstance(ptype, type) and issubclass(ptype, Prompt)) or not callable(options):
                raise FlowError(f"{self.name}: options key {ptype!r} must be a Prompt type with a function")
        for ctype, handler in self.handlers.items():
            if not (isinstance(ctype, type) and issubclass(ctype, Command)) or not callable(handler):
                raise FlowError(f"{self.name}: handlers key {ctype!r} must be a Command type with a function")
        kinds = [p.kind for p in self.options]
        twice = sorted({k for k in kinds if kinds.count(k) > 1})
        if twice:
            raise FlowError(f"{self.name}: two prompt types are both called {twice[0]!r}")

    # --- reading the tables ----------------------------------------------------------------

    def options_of(self, state: FlowState[Any], prompt: Prompt) -> list[Command]:
        """The legal answers to ``prompt`` in ``state``."""
        try:
            options = self.options[type(prompt)]
        except KeyError:
            raise FlowError(f"{self.name}: no options for prompt {type(prompt).__name__} "
                            f"({prompt.kind!r}) in the flow tables") from None
        return options(state, prompt)

    def _handle(self, state: FlowState[Any], command: Command, rng: Any, events: Events,
                prompt: Prompt) -> None:
        try:
            handler = self.handlers[type(command)]
        except KeyError:
            raise FlowError(f"{self.name}: no handler for command {type(command).__name__} "
                            f"({command.kind!r}) in the flow tables") from None
        handler(state, command, rng, events, prompt)

    # --- the three functions of the rules ------------------------------------------------------

    def legal(self, state: FlowState[Any]) -> list[Command]:
        """The legal answers to the pending prompt; none when nothing is asked or the game is over."""
        prompt = state.prompt
        if prompt is None or state.over:
            return []
        return self.options_of(state, prompt)

    def answer(self, state: FlowState[Any], command: Command, rng: Any, events: Events) -> None:
        """Apply ``command`` (a legal answer) to the pending prompt, then :meth:`run` on. A
        command of a type the game has no handler for raises
        :class:`~sherwood.engine.errors.IllegalCommand` (``not_a_move``)."""
        prompt = state.prompt
        if prompt is None:
            raise FlowError(f"{self.name}: {command!r} answers nothing: no prompt is pending")
        handler = self.handlers.get(type(command))
        if handler is None:  # no such move in this game: Match refuses it first, a search may not
            raise IllegalCommand(refuse("not_a_move", game=self.name, got=type(command).__name__))
        state.prompt = None
        handler(state, command, rng, events, prompt)
        if state.prompt is not None and self.auto_answer is never:
            return  # the handler asked the next question itself, and it waits whatever it offers
        self.run(state, rng, events)

    def run(self, state: FlowState[Any], rng: Any, events: Events) -> None:
        """Run queued steps until a prompt has more than one legal answer (or one that the
        game wants asked anyway) or the game is over.

        It runs at every command of every bot's rollout, so it looks nothing up twice: a
        game's own copy of this loop would be no faster (``bench/bench_engine.py``)."""
        steps, options, handlers, auto = self.steps, self.options, self.handlers, self.auto_answer
        queue = state.queue
        while not state.over:
            prompt = state.prompt
            if prompt is not None:
                if auto is never:
                    return
                listing = options.get(type(prompt))
                choices = (self.options_of(state, prompt) if listing is None  # (FlowError, named)
                           else listing(state, prompt))
                if len(choices) == 1 and auto(prompt):
                    state.prompt = None
                    command = choices[0]
                    handler = handlers.get(type(command))
                    if handler is None:
                        self._handle(state, command, rng, events, prompt)  # (raises FlowError)
                    else:
                        handler(state, command, rng, events, prompt)
                    continue
                if not choices:
                    raise FlowError(f"{self.name}: prompt {prompt!r} has no legal answer")
                return
            if not queue:
                raise FlowError(f"{self.name}: nothing left to resolve and nobody to ask")
            step = queue.pop()
            try:
                fn = steps[step[0]]
            except (KeyError, IndexError, TypeError):
                raise FlowError(f"{self.name}: no step {_step_name(step)!r} in the flow tables "
                                f"(queued as {step!r})") from None
            fn(state, rng, events, *step[1:])


class FlowRules:
    """The :class:`~sherwood.engine.game.Rules` methods every flow game writes the same way,
    read from its :class:`FlowTables` (``flow``): whose decision it is, the legal commands, and
    applying one. A game's rules class derives from it, names its tables and writes the rest
    (``setup``, ``why_illegal``, ``view`` …); it may still write any of these itself.

    The toll road of the module's docstring shows it.
    """

    flow: ClassVar[FlowTables]

    def active_seat(self, state: Any) -> int | None:
        """The seat of the pending prompt; None once the game is over."""
        prompt = state.prompt
        return None if prompt is None or state.over else prompt.seat

    def legal_commands(self, state: Any) -> list[Command]:
        """The answers to the pending prompt, in a list of the caller's own (the game's
        options may keep theirs)."""
        return list(self.flow.legal(state))

    def apply(self, state: Any, command: Command, rng: Any) -> list[Event]:
        """Answer the pending prompt with ``command`` and run on to the next decision."""
        events: list[Event] = []
        self.flow.answer(state, command, rng, events)
        return events
