"""Seats that each choose who they are before the game: the Lieutenants' pawns, each seat the
colour it likes (LT-2.1, LT-2.2: every seat a different colour).

A game declares it once as :attr:`GameSpec.seat_choice <sherwood.engine.game.GameSpec.seat_choice>`:
the option that holds the choice and the ids a seat may choose among, parallel to the game's
``seat_names`` (``"blue"`` is the seat named "Blue"). The option's value is a list of ids, one
per seat, all different (JSON, as saves keep options), or None: seat ``s`` takes the ``s``-th
id, as every table did before seats could choose. The seats' names follow the choice, and the
setup screen lets each seat change its own.

>>> colours = SeatChoice("colours", ("red", "yellow", "green", "blue"))
>>> colours.chosen(3, None), colours.chosen(3, ["Blue", "red", "green"])
(('red', 'yellow', 'green'), ('blue', 'red', 'green'))
>>> colours.chosen(2, "green, blue")
('green', 'blue')
>>> colours.chosen(2, ["red", "Red"])  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
sherwood.engine.errors.BadOptions: option 'colours' gives two seats the colour 'red': ...
>>> colours.cycled(("red", "yellow"), 0), colours.cycled(("red", "yellow", "green", "blue"), 3)
(('green', 'yellow'), ('blue', 'yellow', 'green', 'red'))
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from sherwood.engine.errors import BadOptions


@dataclass(frozen=True)
class SeatChoice:
    """Each seat chooses one of ``ids`` (no two seats the same) through option ``option``;
    ``what`` is one of them in a player's words (``"colour"``)."""

    option: str
    ids: tuple[str, ...]
    what: str = "colour"

    def default(self, seats: int) -> tuple[str, ...]:
        """Seat ``s`` takes ``ids[s]``: the choice when none was made."""
        return self.ids[:seats]

    def chosen(self, seats: int, value: Any) -> tuple[str, ...]:
        """The id of each of ``seats`` seats for the option's ``value``: None (the default), a
        list of ids, or the ids in one string split by commas (as typed on a command line),
        in any case. Raises :class:`BadOptions` saying what is wrong with anything else."""
        if value is None:
            return self.default(seats)
        if isinstance(value, str):
            value = [part for part in value.split(",") if part.strip()]
        known = ", ".join(self.ids)
        name = f"option {self.option!r}"
        if not isinstance(value, Sequence) or not all(isinstance(v, str) for v in value):
            raise BadOptions(f"{name} is a list of one {self.what} per seat ({known}), "
                             f"not {str(value)[:60]!r}")
        ids = tuple(v.strip().lower() for v in value)
        if len(ids) != seats:
            raise BadOptions(f"{name} names {len(ids)} {self.what}s for {seats} seats: "
                             f"give one {self.what} per seat")
        for i in ids:
            if i not in self.ids:
                raise BadOptions(f"{name}: there is no {self.what} {i[:40]!r} ({self.what}s: {known})")
        for k, i in enumerate(ids):
            if i in ids[:k]:
                raise BadOptions(f"{name} gives two seats the {self.what} {i!r}: "
                                 f"each seat plays a different {self.what}")
        return ids

    def index(self, seat: int, seats: int, value: Any) -> int:
        """Which of ``ids`` seat ``seat`` took (the default's if ``value`` is not acceptable:
        a name is only words, and the game's setup refuses a bad choice)."""
        try:
            ids = self.chosen(seats, value)
        except BadOptions:
            ids = self.default(seats)
        return self.ids.index(ids[seat])

    def cycled(self, chosen: Sequence[str], seat: int) -> tuple[str, ...]:
        """``chosen`` after ``seat`` moves on to the next id that no seat holds (round the
        ids, in their order); when every id is held, it trades with the seat holding the next
        one."""
        ids = list(chosen)
        here = self.ids.index(ids[seat])
        for step in range(1, len(self.ids)):
            nxt = self.ids[(here + step) % len(self.ids)]
            if nxt not in ids:
                ids[seat] = nxt
                return tuple(ids)
        nxt = self.ids[(here + 1) % len(self.ids)]
        other = ids.index(nxt)
        ids[seat], ids[other] = nxt, ids[seat]
        return tuple(ids)

    def resized(self, chosen: Sequence[str], seats: int) -> tuple[str, ...]:
        """``chosen`` for ``seats`` seats: the first seats keep theirs, a new seat takes the
        first id nobody holds."""
        ids = list(chosen[:seats])
        for i in self.ids:
            if len(ids) >= seats:
                break
            if i not in ids:
                ids.append(i)
        return tuple(ids)
