"""A match: one game being played, and the single door through which its state changes.

>>> m = Match.start("_template", seats=2, seed=1)
>>> m.active_seat
0
>>> cmd = m.legal_commands()[0]
>>> events = m.apply(cmd)
>>> m.log == (cmd,)
True

A move that shows nothing hidden can be taken back; one that turns up a card cannot, and
:attr:`Match.undo_refusal` says why, as a value the game's words put in a sentence:

>>> m.undo_refusal is None, m.undo() == cmd
(True, True)
>>> m.undo_refusal
nothing_to_take_back()
>>> draw = next(c for c in m.legal_commands() if c.kind == "draw")
>>> _ = m.apply(draw)
>>> m.undo_refusal
undo_reveals(event='drew')
"""

from __future__ import annotations

import hashlib
import json
import secrets
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from typing import Any

from sherwood.engine.errors import BadOptions, IllegalCommand, Refusal, refuse
from sherwood.engine.game import GameSpec
from sherwood.engine.outcome import Outcome
from sherwood.engine.registry import spec_of
from sherwood.engine.rng import SEED_LIMIT, SeededRng
from sherwood.engine.values import Command, Event, field_problem, shown

NOTHING_TO_TAKE_BACK = refuse("nothing_to_take_back")
GAME_OVER = refuse("game_over")
CHANCE = refuse("undo_chance")
NOT_UNDOABLE = refuse("undo_not_allowed")
ENGINE_CODES = frozenset({"nothing_to_take_back", "game_over", "undo_chance", "undo_not_allowed",
                          "undo_reveals", "not_your_turn", "not_a_move", "bad_field", "no_such_seat"})
"""The refusals the match itself gives, whatever the game (the kit words them); a game's own
codes are its ``why_illegal``'s."""


def take_back_refusal(events: Sequence[Event], undoable: bool, used_chance: bool) -> Refusal | None:
    """Why a command with these results can never be taken back, or None if it can.

    ``events`` are what the command caused, ``undoable`` is the game's own answer
    (``rules.undoable``), ``used_chance`` whether it drew on the match's RNG. A command
    that brought anything hidden to light (an event whose type ``reveals``) is refused
    whatever the game says, so nobody can peek at a card and take the move back.

    >>> take_back_refusal([], undoable=True, used_chance=False) is None
    True
    >>> take_back_refusal([], undoable=True, used_chance=True)
    undo_chance()
    """
    for event in events:
        if type(event).reveals:
            return refuse("undo_reveals", event=event.kind)
    if used_chance:
        return CHANCE
    return None if undoable else NOT_UNDOABLE


@dataclass(frozen=True)
class Turn:
    """One applied command and the events it caused, in order."""

    command: Command
    events: tuple[Event, ...]


class Match:
    """One game in progress. Create it with :meth:`start` or :meth:`load`.

    Every change goes through :meth:`apply`, which refuses anything not in
    :meth:`legal_commands` with :class:`IllegalCommand` and then changes nothing.
    """

    def __init__(self, spec: GameSpec, seats: Sequence[str], seed: int,
                 options: Mapping[str, Any]):
        self.spec = spec
        self.seats: tuple[str, ...] = tuple(seats)
        self.seed = seed
        self.options: Mapping[str, Any] = MappingProxyType(dict(options))
        self._rng = SeededRng(seed)
        self._state, opening = spec.rules.setup(self._rng, len(self.seats), self.options)
        self.opening_events: tuple[Event, ...] = tuple(opening)  # the deal, for the log
        self._commands: list[Command] = []  # the log
        self._caused: list[tuple[Event, ...]] = []  # the events of each command in the log
        self._turns: list[Turn] = []  # the history as Turns, made when first asked for
        # Taking back: the last ``_undoable`` commands of the log may be taken back, and
        # ``_undo_base`` is a copy of the state before the first of them (None when there are
        # none). undo() replays the others on a copy of it: they drew on no chance, so they
        # do the same again. One copy per run of such commands, not one per command (Merry
        # Men: about 5 commands a run; a copy cost a third of Match's time a command).
        self._undo_base: Any = None
        self._undoable = 0
        self._blocked = NOTHING_TO_TAKE_BACK  # why the command below those cannot be undone
        # The legal commands of ``_legal_of`` (the state they were listed for): worked out
        # once per state, for legal_commands() and the check in apply(). ``_state`` changes
        # only in apply() and undo(), which drop the list; a state put in its place (a
        # test's situation) is another object, so the list is not taken for it.
        self._legal_of: Any = None
        self._legal: list[Command] = []

    # --- creating ---------------------------------------------------------------

    @classmethod
    def start(cls, game: GameSpec | str, seats: int | Sequence[str] = 2, seed: int | None = None,
              options: Mapping[str, Any] | None = None) -> Match:
        """Set up a new game.

        ``game`` is a spec, or an id found in the catalogue that ``sherwood.games`` hands the
        kernel (:mod:`sherwood.engine.registry`). ``seats`` is a count or one label per seat
        (``"human"``, ``"bot:heuristic"``, ...; the engine keeps the labels and leaves their
        meaning to the app, except that a table of ``bot:`` seats only starts with the game's
        :attr:`~sherwood.engine.game.GameSpec.bot_table_options` under ``options``).
        ``seed`` fixes every random event; a fresh one is chosen when it is None.
        """
        spec = spec_of(game)
        labels = ["human"] * seats if isinstance(seats, int) else [str(s) for s in seats]
        if len(labels) not in spec.seat_counts:
            low, high = spec.seat_counts.start, spec.seat_counts.stop - 1
            players = f"{low} player{'s' * (low != 1)}" if low == high else f"{low}–{high} players"
            raise BadOptions(f"{spec.title} is for {players}, not {len(labels)}")
        if seed is None:
            seed = secrets.randbelow(10**6)
        elif isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < SEED_LIMIT:
            raise BadOptions(f"A seed is a whole number from 0 to 2**63 - 1, not {shown(seed)}")
        bots_only = all(label.startswith("bot:") for label in labels)
        return cls(spec, labels, seed, spec.table_options(options, bots_only, len(labels)))

    # --- reading ----------------------------------------------------------------

    @property
    def game_id(self) -> str:
        return self.spec.id

    @property
    def seat_count(self) -> int:
        return len(self.seats)

    @property
    def names(self) -> tuple[str, ...]:
        """Display names of the seats."""
        return tuple(self.spec.seat_name(i, self.seat_count, self.options)
                     for i in range(self.seat_count))

    @property
    def active_seat(self) -> int | None:
        """The seat that must decide now; None when the game is over."""
        return self.spec.rules.active_seat(self._state)

    @property
    def is_over(self) -> bool:
        return self.active_seat is None

    @property
    def log(self) -> tuple[Command, ...]:
        """Every command applied so far, in order."""
        return tuple(self._commands)

    @property
    def history(self) -> tuple[Turn, ...]:
        """Every command applied so far with the events it caused."""
        turns = self._turns
        for i in range(len(turns), len(self._commands)):
            turns.append(Turn(self._commands[i], self._caused[i]))
        return tuple(turns)

    def legal_commands(self) -> list[Command]:
        """Every command the active seat may give now; empty when the game is over."""
        return list(self._legal_now())

    def _legal_now(self) -> list[Command]:
        """The legal commands of the state as it is, listed by the rules once per state (a
        list only the match holds: :meth:`legal_commands` hands out copies)."""
        state = self._state
        if self._legal_of is not state:
            rules = self.spec.rules
            self._legal = [] if rules.active_seat(state) is None else rules.legal_commands(state)
            self._legal_of = state
        return self._legal

    def view(self, seat: int) -> Any:
        """What ``seat`` may see: hidden hands and deck orders are left out."""
        if not 0 <= seat < self.seat_count:
            raise ValueError(f"seat {seat} is not at this table (seats 0–{self.seat_count - 1})")
        return self.spec.rules.view(self._state, seat)

    def scores(self) -> list[int]:
        """One score per seat, by the game's scoring rules (final once the game is over)."""
        return self.spec.rules.scores(self._state)

    def winners(self) -> list[int]:
        """The winning seats (several on a shared win, none on a draw); empty while playing."""
        return self.spec.rules.winners(self._state) if self.is_over else []

    def outcome(self) -> Outcome | None:
        """How the game came out, worded by its rules with the seats' names; None while it
        goes on (as python-chess's ``Board.outcome()``).

        >>> m = Match.start("_template", seats=2, seed=1)
        >>> m.outcome() is None
        True
        >>> while not m.is_over:
        ...     _ = m.apply(m.legal_commands()[0])
        >>> o = m.outcome()
        >>> o.winners == tuple(m.winners()) and o.scores == tuple(m.scores())
        True
        >>> o.heading
        'Victory for East!'
        """
        if not self.is_over:
            return None
        return self.spec.rules.outcome(self._state).named(self.names)

    def state_hash(self) -> str:
        """A fingerprint of the whole state and the RNG, for saves and tests."""
        data = [self.spec.rules.encode(self._state), self._rng.to_json()]
        text = json.dumps(data, sort_keys=True, separators=(",", ":"))
        return hashlib.sha256(text.encode()).hexdigest()

    def check_invariants(self) -> None:
        """Raise AssertionError if the state breaks a conservation rule of its game."""
        self.spec.rules.check_invariants(self._state)

    def fork(self) -> Match:
        """An independent copy of this match, to try commands on without touching it.

        >>> m = Match.start("_template", seats=2, seed=1)
        >>> f = m.fork()
        >>> _ = f.apply(f.legal_commands()[0])
        >>> len(f.log), len(m.log)
        (1, 0)
        """
        rules = self.spec.rules
        copy = object.__new__(Match)
        copy.__dict__.update(self.__dict__)
        copy._rng = SeededRng.from_json(self._rng.to_json())
        copy._state = rules.clone(self._state)
        copy._commands = list(self._commands)
        copy._caused = list(self._caused)
        copy._turns = list(self._turns)
        # the base is shared: nothing changes it (undo() replays on a copy)
        return copy

    def reseated(self, seats: Sequence[str]) -> Match:
        """A copy of this match with other seat labels, one per seat: who plays each seat
        changes (a bot a save names that this version lacks, say), the game does not. Its
        options stay the ones it was started with.

        >>> m = Match.start("_template", ["human", "bot:gone"], seed=1)
        >>> r = m.reseated(["human", "bot:random"])
        >>> r.seats, m.seats, r.state_hash() == m.state_hash()
        (('human', 'bot:random'), ('human', 'bot:gone'), True)
        """
        labels = tuple(str(label) for label in seats)
        if len(labels) != self.seat_count:
            raise ValueError(f"this game has {self.seat_count} seats, not {len(labels)}")
        copy = self.fork()
        copy.seats = labels
        return copy

    # --- changing ---------------------------------------------------------------

    def malformed(self, command: Any) -> Refusal | None:
        """Why ``command`` is not even a well-formed command of this game, or None.

        It must be one of the game's command types, its seat a whole number at this table
        (``True``, ``1.0`` and ``"1"`` are not seats) and every field of its declared type.
        ``bad_field``'s ``problem`` is the engine's own short account of the field, for
        whoever wrote the command by hand.
        """
        types = self.spec.command_types
        if not isinstance(command, Command) or type(command) not in types:
            return refuse("not_a_move", game=self.spec.title, got=type(command).__name__)
        problem = field_problem(command)
        if problem is not None:
            return refuse("bad_field", problem=problem)
        if not 0 <= command.seat < self.seat_count:
            return refuse("no_such_seat", seat=command.seat, seats=self.seat_count)
        return None

    def apply(self, command: Command) -> list[Event]:
        """Apply a legal command and return the events it caused.

        Raises :class:`IllegalCommand` saying why (its ``refusal``), changing nothing; so
        does anything that is not a well-formed command of this game (see :meth:`malformed`).

        A command that is one of the very objects :meth:`legal_commands` listed for this
        state (as a bot's or a click's choice is) is known to be legal and well formed at
        once; any other is checked in full.
        """
        rules = self.spec.rules
        state = self._state
        if rules.active_seat(state) is None:
            raise IllegalCommand(GAME_OVER)
        for listed in self._legal_now():
            if listed is command:
                break
        else:
            self._check(command)
        undoable = rules.undoable(state, command)
        if undoable and not self._undoable:  # the first of a run that may be taken back
            self._undo_base = rules.clone(state)
        rng = self._rng
        uses = rng.uses
        self._legal_of = None  # the state changes now
        events = rules.apply(state, command, rng)
        refusal = take_back_refusal(events, undoable, rng.uses != uses)
        if refusal is None:
            self._undoable += 1
        else:  # never undo past chance or a reveal
            self._undo_base, self._undoable = None, 0
            self._blocked = refusal
        self._commands.append(command)
        self._caused.append(tuple(events))
        return events

    def _check(self, command: Any) -> None:
        """Raise :class:`IllegalCommand` unless ``command`` is well formed and legal now."""
        rules = self.spec.rules
        problem = self.malformed(command)
        if problem is not None:
            raise IllegalCommand(problem)
        is_legal = getattr(rules, "is_legal", None)  # games with open-ended commands (Rules)
        if not (is_legal(self._state, command) if is_legal is not None
                else command in self._legal_now()):
            active = self.active_seat  # not None: the game is not over
            if command.seat != active:
                raise IllegalCommand(refuse("not_your_turn", seat=command.seat, active=active))
            raise IllegalCommand(rules.why_illegal(self._state, command))

    @property
    def undo_refusal(self) -> Refusal | None:
        """None when :meth:`undo` would succeed, else why not: nothing to take back, the game
        is over, or the last move turned something up (a card, a tile, dice: ``undo_reveals``
        names the event) or was left to chance."""
        if self.is_over:
            return GAME_OVER
        if self._undoable:
            return None
        if not self._commands:
            return NOTHING_TO_TAKE_BACK
        return self._blocked

    @property
    def can_undo(self) -> bool:
        """Whether the last command may be taken back (see :attr:`undo_refusal`)."""
        return self.undo_refusal is None

    def undo(self) -> Command:
        """Take back the last command and return it.

        Raises :class:`IllegalCommand` with :attr:`undo_refusal` when it may not be.
        """
        refusal = self.undo_refusal
        if refusal is not None:
            raise IllegalCommand(refusal)
        rules, rng = self.spec.rules, self._rng
        state = rules.clone(self._undo_base)  # the base stays as it was (forks share it)
        uses = rng.uses
        for command in self._commands[len(self._commands) - self._undoable:-1]:
            rules.apply(state, command, rng)
        if rng.uses != uses:
            raise RuntimeError(f"{self.spec.title}: a command that drew on no chance drew when "
                               "replayed to take back the next one (its rules are not deterministic)")
        self._state = state
        self._undoable -= 1
        if not self._undoable:
            self._undo_base = None
        self._legal_of = None
        self._caused.pop()
        del self._turns[len(self._commands) - 1:]
        return self._commands.pop()

    # --- saving -----------------------------------------------------------------

    def save(self, path: str | Path) -> None:
        """Write the match to ``path`` as JSON, atomically (a failed write keeps the old file)."""
        from sherwood.engine.save import write_save

        write_save(self, Path(path))

    @classmethod
    def load(cls, path: str | Path, game: GameSpec | None = None) -> Match:
        """Read a save, replay it and check its hash; raises BadSave saying what is wrong.

        The save's game is found by its id in the catalogue, or is ``game`` when given (a save
        of another game is then refused)."""
        from sherwood.engine.save import read_save

        return read_save(Path(path), game)
