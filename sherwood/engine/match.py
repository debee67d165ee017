"""A match: one game being played, and the single door through which its state changes.

>>> m = Match.start("_template", seats=2, seed=1)
>>> m.active_seat
0
>>> cmd = m.legal_commands()[0]
>>> events = m.apply(cmd)
>>> m.log == (cmd,)
True
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

from sherwood.engine.errors import BadOptions, IllegalCommand
from sherwood.engine.game import GameSpec
from sherwood.engine.registry import game_spec
from sherwood.engine.rng import SeededRng
from sherwood.engine.values import Command, Event, possessive, seat_name


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
        self._history: list[Turn] = []
        self._undo_states: list[Any] = []  # state before each undoable command at the top

    # --- creating ---------------------------------------------------------------

    @classmethod
    def start(cls, game_id: str, seats: int | Sequence[str] = 2, seed: int | None = None,
              options: Mapping[str, Any] | None = None) -> Match:
        """Set up a new game.

        ``seats`` is a count or one label per seat (``"human"``, ``"bot:heuristic"``, ...; the
        engine keeps the labels and leaves their meaning to the app). ``seed`` fixes every
        random event; a fresh one is chosen when it is None.
        """
        spec = game_spec(game_id)
        labels = ["human"] * seats if isinstance(seats, int) else [str(s) for s in seats]
        if len(labels) not in spec.seat_counts:
            counts = spec.seat_counts
            raise BadOptions(f"{spec.title} is for {counts.start}–{counts.stop - 1} players, "
                             f"not {len(labels)}")
        if seed is None:
            seed = secrets.randbelow(10**6)
        return cls(spec, labels, seed, spec.resolve_options(options))

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
        return tuple(self.spec.seat_names[i] if i < len(self.spec.seat_names)
                     else seat_name(i) for i in range(self.seat_count))

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
        return tuple(turn.command for turn in self._history)

    @property
    def history(self) -> tuple[Turn, ...]:
        """Every command applied so far with the events it caused."""
        return tuple(self._history)

    def legal_commands(self) -> list[Command]:
        """Every command the active seat may give now; empty when the game is over."""
        if self.is_over:
            return []
        return self.spec.rules.legal_commands(self._state)

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

    def state_hash(self) -> str:
        """A fingerprint of the whole state and the RNG, for saves and tests."""
        data = [self.spec.rules.encode(self._state), self._rng.to_json()]
        text = json.dumps(data, sort_keys=True, separators=(",", ":"))
        return hashlib.sha256(text.encode()).hexdigest()

    def check_invariants(self) -> None:
        """Raise AssertionError if the state breaks a conservation rule of its game."""
        self.spec.rules.check_invariants(self._state)

    # --- changing ---------------------------------------------------------------

    def apply(self, command: Command) -> list[Event]:
        """Apply a legal command and return the events it caused.

        Raises :class:`IllegalCommand` with a message for the player, changing nothing.
        """
        rules = self.spec.rules
        if self.is_over:
            raise IllegalCommand("The game is over.")
        if command not in rules.legal_commands(self._state):
            if command.seat != self.active_seat:
                raise IllegalCommand(f"It is {possessive(self.names[self.active_seat])} turn, "
                                     f"not {possessive(seat_name(command.seat, self.names))}.")
            raise IllegalCommand(rules.why_illegal(self._state, command))
        before = rules.clone(self._state) if rules.undoable(self._state, command) else None
        uses = self._rng.uses
        events = rules.apply(self._state, command, self._rng)
        if before is not None and self._rng.uses == uses:
            self._undo_states.append(before)
        else:
            self._undo_states.clear()  # never undo past chance or a reveal
        self._history.append(Turn(command, tuple(events)))
        return events

    @property
    def can_undo(self) -> bool:
        """Whether the last command may be taken back (it drew nothing and revealed nothing)."""
        return bool(self._undo_states)

    def undo(self) -> Command:
        """Take back the last command and return it; raises IllegalCommand if the rules forbid."""
        if not self._undo_states:
            raise IllegalCommand("The last move cannot be taken back: it drew or revealed cards.")
        self._state = self._undo_states.pop()
        return self._history.pop().command

    # --- saving -----------------------------------------------------------------

    def save(self, path: str | Path) -> None:
        """Write the match to ``path`` as JSON, atomically (a failed write keeps the old file)."""
        from sherwood.engine.save import write_save

        write_save(self, Path(path))

    @classmethod
    def load(cls, path: str | Path) -> Match:
        """Read a save, replay it and check its hash; raises BadSave saying what is wrong."""
        from sherwood.engine.save import read_save

        return read_save(Path(path))
