"""The colours of the Forest Isle: terrains, sea, sand, resources and the four seats.

ART.md's palette is the start (``sherwood.ui.render.palette``); the island adds the colours
its terrains need. Every colour is an RGB tuple; alpha is given where it is used.
"""

from __future__ import annotations

from sherwood.ui.render import palette as P
from sherwood.ui.render.palette import SeatStyle

Color = tuple[int, int, int]

# --- the sea and the shore ------------------------------------------------------------------
SEA_DEEP: Color = (0x2F, 0x5C, 0x7C)
SEA: Color = P.WATER
SEA_LIGHT: Color = P.WATER_LIGHT
SHALLOWS: Color = (0x6F, 0xA5, 0xB8)
FOAM: Color = (0xE4, 0xF0, 0xF2)
SAND: Color = (0xE2, 0xCC, 0x96)
SAND_DARK: Color = (0xB8, 0x9A, 0x62)
FRAME_WOOD: Color = (0x7A, 0x52, 0x2E)
FRAME_DARK: Color = (0x4A, 0x30, 0x1A)
PLANK: Color = (0xA8, 0x7C, 0x4E)
PLANK_DARK: Color = (0x5E, 0x40, 0x24)

# --- terrains: (base, light, dark) ------------------------------------------------------------
TERRAIN: dict[str, tuple[Color, Color, Color]] = {
    "forest": ((0x3E, 0x6B, 0x34), (0x6E, 0x98, 0x4C), (0x1F, 0x3E, 0x22)),
    "pasture": ((0x8C, 0xBA, 0x4E), (0xB8, 0xD8, 0x74), (0x5E, 0x8A, 0x36)),
    "fields": ((0xE0, 0xB4, 0x48), (0xF4, 0xD6, 0x7A), (0xB0, 0x82, 0x2A)),
    "hills": ((0xC0, 0x6E, 0x3C), (0xDE, 0x96, 0x5E), (0x8A, 0x48, 0x26)),
    "mountains": ((0x8C, 0x8C, 0x8A), (0xC4, 0xC2, 0xBC), (0x58, 0x58, 0x5C)),
    "desert": ((0xE0, 0xC8, 0x8E), (0xF2, 0xE2, 0xB4), (0xB8, 0x9A, 0x60)),
}
"""Each terrain's ground colour, its lit colour and its shadow colour."""

# --- resources ---------------------------------------------------------------------------------
RESOURCE_COLOUR: dict[str, Color] = {
    "lumber": (0x3E, 0x6B, 0x34),
    "wool": (0x7F, 0xA8, 0x3E),
    "grain": (0xC8, 0x98, 0x2C),
    "brick": (0xA8, 0x52, 0x2E),
    "ore": (0x6A, 0x6E, 0x78),
}
"""The colour of each resource's card band and of its harbour's flag."""

RESOURCE_NAMES: dict[str, str] = {
    "lumber": "Lumber",
    "wool": "Wool",
    "grain": "Grain",
    "brick": "Brick",
    "ore": "Ore",
}

BARK: Color = (0x6E, 0x46, 0x26)
WOOD_CUT: Color = (0xE2, 0xBE, 0x84)
BRICK: Color = (0xB4, 0x56, 0x30)
BRICK_LIGHT: Color = (0xD8, 0x7C, 0x4C)
MORTAR: Color = (0xE6, 0xD4, 0xB4)
STONE: Color = (0x8E, 0x90, 0x96)
STONE_DARK: Color = (0x50, 0x52, 0x5A)
SILVER: Color = (0xDC, 0xE2, 0xEA)
WOOL: Color = (0xF4, 0xF0, 0xE4)
WHEAT: Color = (0xE8, 0xC0, 0x52)
WHEAT_DARK: Color = (0xA8, 0x7A, 0x22)
TOKEN_RED: Color = P.WAX
"""6 and 8, the likeliest numbers, are printed in wax red."""

# --- the four seats: their colours and symbols (ART.md: colour-blind players) ------------
ORANGE: Color = (0xD9, 0x78, 0x2E)
SEAT_STYLES: tuple[SeatStyle, ...] = (
    SeatStyle((0xB8, 0x43, 0x3A), "flame", "red"),
    SeatStyle((0x3B, 0x6F, 0xB0), "shield", "blue"),
    SeatStyle((0xE8, 0xE4, 0xDA), "crown", "white"),
    SeatStyle(ORANGE, "star", "orange"),
)
"""Red, Blue, White, Orange: the seat names of the game are its piece colours."""

# --- the solo game (SR-V-1.1, SR-V-1.4): the Sheriff, the neutral colour, Robin Hood --------
LINCOLN: Color = (0x3F, 0x7A, 0x3A)
"""Robin Hood's Lincoln green."""
NEUTRAL = 4
SHERIFF = 5
ROBIN = 6
SOLO_STYLES: tuple[SeatStyle, ...] = (
    SeatStyle((0x7D, 0x7D, 0x7D), "tower", "neutral"),
    SeatStyle((0xB8, 0x43, 0x3A), "star", "sheriff"),
    SeatStyle(LINCOLN, "leaf", "robin"),
)
"""Style indices 4, 5 and 6: the neutral pieces in grey with a tower, the Sheriff's pieces
(both of his colours, SR-V-1.4) in red with a sheriff's star, Robin's score track in green
with a leaf."""


def seat_style(seat: int) -> SeatStyle:
    """How seat ``seat`` (0..3) looks: its colour and symbol; 4, 5 and 6 are the solo game's
    neutral, Sheriff and Robin (:data:`SOLO_STYLES`)."""
    if len(SEAT_STYLES) <= seat < len(SEAT_STYLES) + len(SOLO_STYLES):
        return SOLO_STYLES[seat - len(SEAT_STYLES)]
    return SEAT_STYLES[seat % len(SEAT_STYLES)]


def outline(colour: Color) -> Color:
    """The dark outline of a piece in ``colour`` (white pieces keep a firm grey-brown edge)."""
    return P.mix(P.shade(colour, 0.35), P.INK, 0.55)
