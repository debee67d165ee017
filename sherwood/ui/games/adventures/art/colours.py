"""The adventure's colours: the four outlaws (table 1.2, each with a symbol too, so that
colour-blind players tell them apart), the discs and dice of the bag, the opponents' tiles."""

from __future__ import annotations

from sherwood.ui.render import palette as P
from sherwood.ui.render.palette import SeatStyle

OUTLAWS: dict[str, SeatStyle] = {
    "robin": SeatStyle((0x3F, 0x8F, 0x4A), "leaf", "green"),
    "marian": SeatStyle((0xD9, 0xA9, 0x34), "star", "yellow"),
    "john": SeatStyle((0x3B, 0x6F, 0xB0), "shield", "blue"),
    "will": SeatStyle((0x2F, 0xA0, 0x9C), "rose", "turquoise"),
}

WHITE_DIE = (0xF2, 0xEE, 0xE2)
VIOLET = (0x7A, 0x4A, 0xA8)
RED = (0xB0, 0x36, 0x2C)
GREY = (0x86, 0x84, 0x7E)
WHITE_DISC = (0xEE, 0xEA, 0xDE)

GUARD = (0xA8, 0x36, 0x2E)
NOBLE = (0x6E, 0x3E, 0x8E)
COACH = (0x5A, 0x3C, 0x24)
SHERIFF = (0x24, 0x1C, 0x18)
GISBOURNE = (0x2A, 0x24, 0x2C)
GOLD = P.GOLD
CREAM = P.CREAM
INK = P.INK


def outlaw_style(outlaw: str) -> SeatStyle:
    return OUTLAWS.get(outlaw, OUTLAWS["robin"])


def disc_colour(disc: str, outlaw: str) -> tuple[int, int, int]:
    """A disc's colour: ``own`` is the outlaw's."""
    return {
        "own": outlaw_style(outlaw).colour,
        "white": WHITE_DISC,
        "grey": GREY,
        "red": RED,
        "violet": VIOLET,
    }[disc]


def die_colour(die: str, outlaw: str) -> tuple[int, int, int]:
    """A die's colour: ``W`` white, ``V`` violet, ``B`` the bow die (the outlaw's), ``R`` red."""
    return {"W": WHITE_DIE, "V": VIOLET, "B": outlaw_style(outlaw).colour, "R": RED}[die]
