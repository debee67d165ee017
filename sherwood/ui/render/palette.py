"""The colours of ART.md, by role. RGB tuples; alpha is given where it is used."""

from __future__ import annotations

from dataclasses import dataclass

Color = tuple[int, int, int]

OAK_TOP: Color = (0x5B, 0x3A, 0x22)
OAK_BOTTOM: Color = (0x3E, 0x27, 0x16)
OAK_DARK: Color = (0x2E, 0x1D, 0x10)
PARCHMENT: Color = (0xE9, 0xDC, 0xB8)
PARCHMENT_LIGHT: Color = (0xF6, 0xEC, 0xD0)
PARCHMENT_EDGE: Color = (0xC8, 0xB4, 0x8A)
FOREST: Color = (0x2F, 0x5D, 0x34)
FOREST_MID: Color = (0x4C, 0x7A, 0x3D)
FOREST_LIGHT: Color = (0x7F, 0xA3, 0x5A)
FOREST_DEEP: Color = (0x1E, 0x3D, 0x24)
WATER: Color = (0x4F, 0x7F, 0x9E)
WATER_LIGHT: Color = (0x8F, 0xB7, 0xCF)
INK: Color = (0x2A, 0x1E, 0x14)
INK_SOFT: Color = (0x6B, 0x56, 0x40)
CREAM: Color = (0xF3, 0xEA, 0xD2)
CREAM_DIM: Color = (0xC9, 0xBE, 0xA2)
GOLD: Color = (0xF2, 0xC1, 0x4E)
GOLD_DEEP: Color = (0xB8, 0x8A, 0x22)
WAX: Color = (0xA4, 0x32, 0x2A)
BRASS: Color = (0x8A, 0x6A, 0x44)
NIGHT: Color = (0x1F, 0x33, 0x52)
NIGHT_DEEP: Color = (0x14, 0x22, 0x3A)


@dataclass(frozen=True)
class SeatStyle:
    """How a seat looks: its colour and a symbol, so colour-blind players can tell seats apart."""

    colour: Color
    symbol: str
    colour_name: str

    @property
    def dark(self) -> Color:
        return shade(self.colour, 0.55)

    @property
    def light(self) -> Color:
        return mix(self.colour, (255, 255, 255), 0.35)


SEAT_STYLES: tuple[SeatStyle, ...] = (
    SeatStyle((0x3F, 0x8F, 0x4A), "leaf", "green"),
    SeatStyle((0xB8, 0x43, 0x3A), "flame", "red"),
    SeatStyle((0x3B, 0x6F, 0xB0), "shield", "blue"),
    SeatStyle((0xD9, 0xA9, 0x34), "star", "yellow"),
    SeatStyle((0x8A, 0x5A, 0xA3), "moon", "mauve"),
    SeatStyle((0xE8, 0xE4, 0xDA), "crown", "white"),
    SeatStyle((0x7D, 0x7D, 0x7D), "tower", "grey"),
)


def seat_style(seat: int) -> SeatStyle:
    return SEAT_STYLES[seat % len(SEAT_STYLES)]


def mix(a: Color, b: Color, t: float) -> Color:
    """The colour ``t`` of the way from ``a`` to ``b``."""
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t), round(a[2] + (b[2] - a[2]) * t))


def shade(c: Color, f: float) -> Color:
    """``c`` darkened (f < 1) or lightened (f > 1), clamped."""
    return (min(255, round(c[0] * f)), min(255, round(c[1] * f)), min(255, round(c[2] * f)))


def text_on(c: Color) -> Color:
    """Ink or cream, whichever reads better on ``c``."""
    luma = 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2]
    return INK if luma > 150 else CREAM
