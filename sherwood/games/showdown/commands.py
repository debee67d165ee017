"""The commands of Sherwood Showdown (SD-3.8): what a seat can decide.

A command holds no words: the table's words module (``sherwood/ui/games/showdown/words.py``)
says it to the player.
"""

from __future__ import annotations

from dataclasses import dataclass

from sherwood.engine import Command
from sherwood.games.showdown.cards import seat_deck


@dataclass(frozen=True, slots=True)
class Sell(Command):
    """SD-9.7: sell a traveller from your spoils to draw as many cards as it is worth."""

    kind = "sell"
    traveller: str


@dataclass(frozen=True, slots=True)
class SkipSell(Command):
    """SD-9.10: decline to sell this turn."""

    kind = "skip_sell"


@dataclass(frozen=True, slots=True)
class Pass(Command):
    """SD-4: let the active traveller pass, using one of your two passes."""

    kind = "pass"


@dataclass(frozen=True, slots=True)
class Rob(Command):
    """SD-6.1: rob the active traveller by laying an opening outlaw (and maybe a ransom)."""

    kind = "rob"
    outlaw: str
    ransom: str | None = None


@dataclass(frozen=True, slots=True)
class TakeFool(Command):
    """SD-5.4: take the Fool into your spoils (−5 gold); no melee."""

    kind = "take_fool"


@dataclass(frozen=True, slots=True)
class Lay(Command):
    """SD-6.4: lay one more outlaw in the melee (and maybe attach a ransom, SD-7.3)."""

    kind = "lay"
    outlaw: str
    ransom: str | None = None


@dataclass(frozen=True, slots=True)
class Withdraw(Command):
    """SD-6.11: withdraw from the melee, which ends it."""

    kind = "withdraw"


COMMAND_TYPES = (Sell, SkipSell, Pass, Rob, TakeFool, Lay, Withdraw)

CardKey = tuple[type[Command], int, str, str | None]


def _every_card_command() -> dict[CardKey, Command]:
    """Every Rob and Lay a seat can ever give: each outlaw of its deck, alone or with one of
    its ransoms (SD-7.3). 720 values, built once at import."""
    made: dict[CardKey, Command] = {}
    for cls in (Rob, Lay):
        for seat in (0, 1):
            deck = seat_deck(seat)
            ransoms = [None, *(c for c in deck if not c[1:].isdigit())]
            for outlaw in (c for c in deck if c[1:].isdigit()):
                for ransom in ransoms:
                    made[cls, seat, outlaw, ransom] = cls(seat, outlaw, ransom)
    return made


CARD_COMMANDS: dict[CardKey, Command] = _every_card_command()
"""``CARD_COMMANDS[cls, seat, outlaw, ransom]``: the one Rob or Lay value for these fields
(commands are immutable values; the rules and the rollouts hand out the same ones)."""


def card_command(cls: type[Rob] | type[Lay], seat: int, outlaw: str, ransom: str | None) -> Command:
    """``cls(seat, outlaw, ransom)`` from :data:`CARD_COMMANDS` (built anew for a card no
    deck has)."""
    command = CARD_COMMANDS.get((cls, seat, outlaw, ransom))
    return cls(seat, outlaw, ransom) if command is None else command
