"""What a game is to the engine: its facts (:class:`GameSpec`) and its rules (:class:`Rules`).

Each game package states its facts once, as ``SPEC``, and implements :class:`Rules` as plain
functions over its own state type. :class:`~sherwood.engine.match.Match` is the only caller
of the rules during play; bots and tests may call them on cloned or sampled states.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from sherwood.engine.rng import SeededRng
from sherwood.engine.values import Command, Event, seat_name, shown

if TYPE_CHECKING:
    from sherwood.engine.board_needs import BoardNeeds
    from sherwood.engine.errors import Refusal
    from sherwood.engine.outcome import Outcome
    from sherwood.engine.seat_choice import SeatChoice


class Rules(Protocol):
    """The functions every game implements. ``State`` is the game's own mutable type.

    ``setup`` returns the first state and the events of the deal (cards dealt, the first
    turn begun). ``apply`` is only ever called with a well-formed command from
    ``legal_commands`` of the same state; it mutates the state and returns the events it
    caused, in order. ``why_illegal`` gets any well-formed command of the game (its own
    types, a seat at the table, every field of its declared type) that is not legal now,
    unknown card or place ids included, and says why as a :class:`~sherwood.engine.errors.
    Refusal`: a code of the game's (listed in ``GameSpec.refusal_codes``) and its
    parameters; the game's words module puts it in a sentence for the player.

    ``undoable`` is the game's wish to let a command be taken back. The match grants it
    only when the command drew nothing from the RNG and caused no event whose type
    ``reveals`` something (:class:`~sherwood.engine.values.Event`): a card turned up from a
    deck shuffled at setup needs no chance at that moment, yet must never be taken back.
    A game declares ``reveals`` on every event type that can show the mover something it
    could not see (what only the other seats learn does not count); the conformance test
    checks that whatever can be taken back shows the mover nothing new.

    A game whose commands have open-ended fields (a trade offer may name any cards) cannot
    list every legal command. Its ``legal_commands`` then lists all the others and a fixed
    family of the open-ended ones (what bots choose among), and the game adds
    ``is_legal(state, command) -> bool``, which :meth:`Match.apply
    <sherwood.engine.match.Match.apply>` asks instead of looking the command up in the list
    (Settlers: any domestic offer a player composes).

    ``outcome`` words the result (:class:`~sherwood.engine.outcome.Outcome`: winners, a table
    lost together, the breakdown); it is only asked once ``active_seat`` is None, and its
    ``winners`` and ``scores`` are those of ``winners`` and ``scores``.
    """

    def setup(self, rng: SeededRng, seat_count: int,
              options: Mapping[str, Any]) -> tuple[Any, list[Event]]: ...
    def active_seat(self, state: Any) -> int | None: ...
    def legal_commands(self, state: Any) -> list[Command]: ...
    def apply(self, state: Any, command: Command, rng: SeededRng) -> list[Event]: ...
    def why_illegal(self, state: Any, command: Command) -> Refusal: ...
    def undoable(self, state: Any, command: Command) -> bool: ...
    def view(self, state: Any, seat: int) -> Any: ...
    def scores(self, state: Any) -> list[int]: ...
    def winners(self, state: Any) -> list[int]: ...
    def outcome(self, state: Any) -> Outcome: ...
    def score_bounds(self, seat_count: int, options: Mapping[str, Any]) -> tuple[int, int]: ...
    def clone(self, state: Any) -> Any: ...
    def encode(self, state: Any) -> Any: ...
    def check_invariants(self, state: Any) -> None: ...
    def sample_hidden(self, view: Any, seat: int, rng: SeededRng) -> Any: ...


class Bot(Protocol):
    """A seat's player that decides from what the seat may see, never from the true state."""

    def choose(self, view: Any, legal: Sequence[Command]) -> Command: ...


BotFactory = Callable[["GameSpec", int, int], Bot]
"""Makes a bot: ``factory(spec, seat, seed)``."""

RolloutPolicy = Callable[[Any, Sequence[Command], SeededRng], Command]
"""A cheap policy over a full state: ``policy(state, legal, rng)`` -> one of ``legal``.

Search bots play their rollouts with it (:attr:`GameSpec.rollout_policy`). ``legal`` is empty
in rollouts when the game says its policy needs no list (:attr:`GameSpec.rollout_needs_legal`):
the policy then builds a legal command from the state alone."""

SearchReading = Callable[[Any], list[float]]
"""A game's reading of a full state for the search: one reward per seat, each in [-1, 1]
(:attr:`GameSpec.search_rewards`, :attr:`GameSpec.search_leaf`)."""


@dataclass(frozen=True)
class OptionSpec:
    """One game option, e.g. ``OptionSpec("encore", "Encore (short game)", False)``.

    ``choices`` are the values a menu offers, ``labels`` their names on screen (parallel
    to ``choices``; empty: the values themselves); with ``open_choices`` other values are
    accepted too, and the game's setup checks them (e.g. a list of heroes by seat).
    ``seat_counts`` are the numbers of players the option means something for (empty: all);
    a menu shows it only then, and otherwise the option keeps its value. An option with
    ``in_menus`` false is set by code only (a bots-only table's turn cap) and never shown.
    ``seat_defaults`` give another default at some numbers of players, e.g.
    ``((1, "robin_hood"),)``: a solo table plays the solo variant unless told otherwise.

    Every option says what it accepts, and :meth:`check` holds a value to it when a game
    starts and when a save loads: one of its ``choices`` (of the same type: ``60.0`` and
    ``True`` are not the choices ``60`` and ``1``), true or false for a true/false option, a
    whole number from ``minimum`` to ``maximum`` (both required) for a number option.

    >>> OptionSpec("turn_limit", "Turn limit", 0, minimum=0, maximum=100).check(-1)
    'must be a whole number from 0 to 100'
    """

    name: str
    label: str
    default: Any
    help: str = ""
    choices: tuple[Any, ...] = ()
    open_choices: bool = False
    labels: tuple[str, ...] = ()
    seat_counts: tuple[int, ...] = ()
    in_menus: bool = True
    seat_defaults: tuple[tuple[int, Any], ...] = ()
    minimum: int | None = None
    maximum: int | None = None

    def __post_init__(self) -> None:
        if self.labels and len(self.labels) != len(self.choices):
            raise ValueError(
                f"option {self.name!r} has {len(self.labels)} labels for {len(self.choices)} choices"
            )
        number = isinstance(self.default, int) and not isinstance(self.default, bool)
        if not (self.choices or self.open_choices or isinstance(self.default, bool) or number):
            raise ValueError(f"option {self.name!r} needs choices, open choices its game checks, "
                             "or a true/false or whole-number default")
        if number and not self.choices and (self.minimum is None or self.maximum is None):
            raise ValueError(f"option {self.name!r} is a whole number: give its minimum and maximum")
        for value in (self.default, *(v for _, v in self.seat_defaults)):
            problem = self.check(value)
            if problem:
                raise ValueError(f"option {self.name!r}: the default {value!r} {problem}")

    def values(self) -> tuple[Any, ...]:
        """The values a menu offers: the choices, or off and on for a true/false option."""
        if self.choices:
            return tuple(self.choices)
        return (False, True) if isinstance(self.default, bool) else ()

    def label_of(self, value: Any) -> str:
        """``value`` as a menu names it, e.g. ``"Squire (40)"``, ``"On"``."""
        if self.labels and value in self.choices:
            return self.labels[self.choices.index(value)]
        if isinstance(value, bool):
            return "On" if value else "Off"
        return str(value)

    def default_for(self, seats: int | None) -> Any:
        """The default with ``seats`` players (None: the plain default)."""
        if seats is None:
            return self.default
        return dict(self.seat_defaults).get(seats, self.default)

    def applies_to(self, seats: int) -> bool:
        """Whether the option means something with ``seats`` players."""
        return not self.seat_counts or seats in self.seat_counts

    def check(self, value: Any) -> str | None:
        """Why ``value`` is not acceptable, or None (an option with ``open_choices`` is
        checked by its game's setup)."""
        if self.open_choices:
            return None
        if self.choices:
            if any(value == c and type(value) is type(c) for c in self.choices):
                return None
            return f"must be one of {', '.join(map(repr, self.choices))}"
        if isinstance(self.default, bool):
            return None if type(value) is bool else "must be true or false"
        low, high = self.minimum, self.maximum
        whole = isinstance(value, int) and not isinstance(value, bool)
        if whole and (low is None or value >= low) and (high is None or value <= high):
            return None
        return f"must be a whole number from {low:,} to {high:,}"


@dataclass(frozen=True)
class BotInfo:
    """A bot a seat can be given: ``name`` as in ``bot:<name>``, a label for menus.

    ``solo_description`` replaces ``description`` in a game of one seat, where the game is
    another (the Settlers' solo variant: the bot plays the Sheriff against Robin Hood)."""

    name: str
    label: str
    description: str
    factory: BotFactory
    solo_description: str = ""

    def describe(self, seats: int | None = None) -> str:
        """The description for a game of ``seats`` seats (None: any)."""
        return self.solo_description if seats == 1 and self.solo_description else self.description


@dataclass(frozen=True)
class GenericBot:
    """A generic bot of ``sherwood.ai`` that a game offers, named as in ``bot:<name>``.

    ``label`` and ``description`` replace the generic ones for this game when given (e.g.
    the Settlers offer ``ismcts`` as "Search"). A game names the bots rather than importing
    them, so that games never import ``sherwood.ai`` (the layer above them). A game can be
    searched (``ismcts``) only if its rules' ``sample_hidden`` works; one that cannot
    sample simply does not list ``ismcts``.
    """

    name: str
    label: str = ""
    description: str = ""


@dataclass(frozen=True)
class GameSpec:
    """The facts of one game."""

    id: str
    title: str
    tagline: str
    seat_counts: range
    seat_names: tuple[str, ...]
    rules: Rules
    command_types: tuple[type[Command], ...]
    event_types: tuple[type[Event], ...]
    options: tuple[OptionSpec, ...] = ()
    bots: tuple[BotInfo, ...] = ()
    hidden_hands: bool = False
    board: str | None = None
    rules_file: str | None = None
    board_needs: BoardNeeds | None = None
    """The ids the rules and the table look up on ``board``; ``validate-boards`` checks them."""
    rollout_policy: RolloutPolicy | None = None
    """The cheap policy search rollouts use (None: uniformly random), e.g. the game's bots'."""
    rollout_needs_legal: bool = True
    """False: :attr:`rollout_policy` builds a legal command from the state by itself, so the
    search's rollouts call it with an empty ``legal`` and never list the legal commands (Showdown:
    listing them was about a sixth of a search's time). The tree's own steps still list them."""
    generic_bots: tuple[GenericBot, ...] = (GenericBot("random"), GenericBot("ismcts"))
    """The generic bots of ``sherwood.ai`` offered after :attr:`bots`, in this order."""
    default_seat_count: int | None = None
    """How many seats a new game starts with on the setup screen (None: two where the game
    allows two, else its fewest)."""
    bot_table_options: tuple[tuple[str, Any], ...] = ()
    """Option values a table of bots only starts with unless told otherwise, e.g.
    ``(("turn_limit", 1000),)`` (SR-M-5: games without a human seat end after 1,000 turns)."""
    solo_seat_name: str | None = None
    """The lone seat's name when one plays alone, if the solo game gives it a role (Settlers'
    "Sheriff"); None: the first of :attr:`seat_names`."""
    solo_seat_option: str | None = None
    """The option whose chosen value names the lone seat, by its label (the solo adventure's
    ``outlaw``: "Maid Marian"); it comes before :attr:`solo_seat_name`."""
    search_rewards: SearchReading | None = None
    """The search's reward per seat for a finished game, the game's own reading of its result
    (Merry Men: a table lost together is -1 for every seat, a solo score is read against the
    target); None: the generic reading of ``sherwood.ai.ismcts.rewards`` (rank and score
    margin, a table lost together like a draw)."""
    search_leaf: SearchReading | None = None
    """The search's estimate per seat of an unfinished state, where a rollout stops after
    :attr:`search_depth` commands (e.g. from the game's own bots' value function)."""
    search_depth: int | None = None
    """Commands a search rollout plays before :attr:`search_leaf` estimates the state; None:
    rollouts play to the end (and :attr:`search_leaf` is never asked)."""
    seat_choice: SeatChoice | None = None
    """Each seat chooses which of :attr:`seat_names` it is, through one option (the
    Lieutenants' colours); the seats' names follow the choice (None: seat ``s`` is always the
    ``s``-th name)."""
    board_folder: str | None = None
    """The folder of :attr:`board`'s file (``<board>.yaml``) for a game from a package of its
    own that brings its board along, e.g. ``str(Path(__file__).parent / "boards")``; None:
    Sherwood's ``boards/``."""

    def __post_init__(self) -> None:
        if self.search_depth is not None:
            if self.search_depth < 0:
                raise ValueError(f"{self.title}: search_depth must be None or at least 0, "
                                 f"got {self.search_depth}")
            if self.search_leaf is None:
                raise ValueError(f"{self.title}: search_depth {self.search_depth} needs a "
                                 "search_leaf to estimate where a rollout stops")
        if self.seat_choice is not None and len(self.seat_choice.ids) != len(self.seat_names):
            raise ValueError(f"{self.title}: the seat choice's {len(self.seat_choice.ids)} ids must "
                             f"match the {len(self.seat_names)} seat names")

    def seat_name(self, seat: int, seats: int, options: Mapping[str, Any] | None = None) -> str:
        """The name of ``seat`` at a table of ``seats`` playing with ``options``."""
        if seats == 1 and self.solo_seat_option:
            option = {o.name: o for o in self.options}[self.solo_seat_option]
            return option.label_of((options or {}).get(option.name, option.default_for(1)))
        if seats == 1 and self.solo_seat_name:
            return self.solo_seat_name
        choice = self.seat_choice
        if choice is not None and 0 <= seat < seats:
            return self.seat_names[choice.index(seat, seats, (options or {}).get(choice.option))]
        return seat_name(seat, self.seat_names)

    @property
    def command_kinds(self) -> dict[str, type[Command]]:
        return {c.kind: c for c in self.command_types}

    @property
    def event_kinds(self) -> dict[str, type[Event]]:
        return {e.kind: e for e in self.event_types}

    def table_options(self, options: Mapping[str, Any] | None, bots_only: bool,
                      seats: int | None = None) -> dict[str, Any]:
        """``options`` as a table of ``seats`` starts with: on a table of bots only, the game's
        :attr:`bot_table_options` first, then what was named; resolved (defaults filled)."""
        given = {**dict(self.bot_table_options), **(options or {})} if bots_only else options
        return self.resolve_options(given, seats)

    def resolve_options(self, options: Mapping[str, Any] | None,
                        seats: int | None = None) -> dict[str, Any]:
        """Options filled with defaults (those for ``seats`` players, when given); raises
        ValueError naming any bad option."""
        from sherwood.engine.errors import BadOptions

        given = dict(options or {})
        known = {o.name: o for o in self.options}
        unknown = sorted(set(given) - set(known))
        if unknown:
            allowed = ", ".join(known) or "none"
            raise BadOptions(f"{self.title} has no option {shown(unknown[0])} (options: {allowed})")
        resolved = {}
        for name, opt in known.items():
            value = given.get(name, opt.default_for(seats))
            problem = opt.check(value)
            if problem:
                raise BadOptions(f"{self.title} option {name!r} {problem}, got {shown(value)}")
            resolved[name] = value
        return resolved
