"""The colours of Merry Men's pieces and cards, and how each hero and location looks."""

from __future__ import annotations

Color = tuple[int, int, int]


WEAPONS = ("bow", "sword", "staff", "axe")
WEAPON_COLOUR: dict[str, Color] = {
    "bow": (0x3F, 0x8F, 0x4A),
    "sword": (0x3B, 0x6F, 0xB0),
    "staff": (0xD9, 0xA9, 0x34),
    "axe": (0xD9, 0x6C, 0x9E),
}
SKILL_COLOUR: Color = (0x26, 0x22, 0x20)
IRON: Color = (0x8A, 0x8F, 0x96)
TABARD: Color = (0xA4, 0x32, 0x2A)
SILVER: Color = (0xC9, 0xCC, 0xCF)
WOOD: Color = (0x9A, 0x68, 0x3A)
ROYAL: Color = (0x2D, 0x4A, 0x8C)
VILLAIN_RED: Color = (0x6E, 0x1E, 0x1A)
TUCK_BROWN: Color = (0x7A, 0x55, 0x33)
SPY_BLACK: Color = (0x24, 0x22, 0x26)
EDICT_GREY: Color = (0xB8, 0xB0, 0x9C)
SKIN: Color = (0xE3, 0xB8, 0x8E)
LOCATION_COLOUR: dict[str, Color] = {
    "lumber_camp": (0x6E, 0x4B, 0x2A),
    "iron_forge": (0x55, 0x5D, 0x66),
    "workshop": (0x9C, 0x74, 0x2C),
    "church": (0x6A, 0x5A, 0x86),
    "weapon_cache": (0x3B, 0x5A, 0x7A),
    "market_square": (0x9A, 0x3C, 0x30),
    "construction_yard": (0x7A, 0x5C, 0x3E),
    "crusade": ROYAL,
    "archery_range": (0x3F, 0x7A, 0x3F),
}
HERO_LOOK: dict[str, tuple[Color, str, str]] = {
    # hero id: (the figure's colour, its emblem, its initial)
    "robin_hood": ((0x3E, 0x7A, 0x36), "bow", "R"),
    "will_scarlet": ((0xB0, 0x2A, 0x2A), "sword", "W"),
    "little_john": ((0x8A, 0x62, 0x38), "staff", "J"),
    "jane_fortune": ((0x3A, 0x6E, 0x8E), "key", "F"),
    "maid_marian": ((0x8E, 0x4E, 0x9A), "rose", "M"),
}


def hero_look(hero_id: str) -> tuple[Color, str, str]:
    """How hero ``hero_id`` looks: the figure's colour, its emblem and its initial (a hero
    the table does not know yet: grey, a star and the first letter of its id)."""
    return HERO_LOOK.get(hero_id, ((0x55, 0x55, 0x55), "star", hero_id[:1].upper()))
