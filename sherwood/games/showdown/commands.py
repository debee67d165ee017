"""The commands of Sherwood Showdown (SD-3.8): what a seat can decide."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from sherwood.engine import Command, seat_name
from sherwood.games.showdown.cards import card_name, seat_deck


def _with_ransom(ransom: str | None) -> str:
    return f" with {card_name(ransom)} as ransom" if ransom else ""


@dataclass(frozen=True, slots=True)
class Sell(Command):
    """SD-9.7: sell a traveller from your spoils to draw as many cards as it is worth."""

    kind = "sell"
    traveller: str

    def describe(self, names: Sequence[str] | None = None) -> str:
        return f"{seat_name(self.seat, names)} sells {card_name(self.traveller)}"


@dataclass(frozen=True, slots=True)
class SkipSell(Command):
    """SD-9.10: decline to sell this turn."""

    kind = "skip_sell"

    def describe(self, names: Sequence[str] | None = None) -> str:
        return f"{seat_name(self.seat, names)} sells nothing"


@dataclass(frozen=True, slots=True)
class Pass(Command):
    """SD-4: let the active traveller pass, using one of your two passes."""

    kind = "pass"

    def describe(self, names: Sequence[str] | None = None) -> str:
        return f"{seat_name(self.seat, names)} lets the traveller pass"


@dataclass(frozen=True, slots=True)
class Rob(Command):
    """SD-6.1: rob the active traveller by laying an opening outlaw (and maybe a ransom)."""

    kind = "rob"
    outlaw: str
    ransom: str | None = None

    def describe(self, names: Sequence[str] | None = None) -> str:
        return (f"{seat_name(self.seat, names)} robs the traveller with "
                f"{card_name(self.outlaw)}{_with_ransom(self.ransom)}")


@dataclass(frozen=True, slots=True)
class TakeFool(Command):
    """SD-5.4: take the Fool into your spoils (−5 gold); no melee."""

    kind = "take_fool"

    def describe(self, names: Sequence[str] | None = None) -> str:
        return f"{seat_name(self.seat, names)} takes the Fool"


@dataclass(frozen=True, slots=True)
class Lay(Command):
    """SD-6.4: lay one more outlaw in the melee (and maybe attach a ransom, SD-7.3)."""

    kind = "lay"
    outlaw: str
    ransom: str | None = None

    def describe(self, names: Sequence[str] | None = None) -> str:
        return f"{seat_name(self.seat, names)} lays {card_name(self.outlaw)}{_with_ransom(self.ransom)}"


@dataclass(frozen=True, slots=True)
class Withdraw(Command):
    """SD-6.11: withdraw from the melee, which ends it."""

    kind = "withdraw"

    def describe(self, names: Sequence[str] | None = None) -> str:
        return f"{seat_name(self.seat, names)} withdraws"


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
