"""How the adventure names things in a player's words: places by their names (never keys),
tiles by what they show, opponents by where they stand. Commands and events word
themselves with these.

>>> target_words("G8"), target_words("N16"), target_words("sheriff")
('the guard at the Village square', "the noble at the Beggar's corner", 'the Sheriff of Nottingham')
>>> tile_words("91"), tile_words("208"), object_words("gold", 2)
('the Mushroom ring (tile 91)', 'the boat (tile 208)', '2 Sacks of gold')
"""

from __future__ import annotations

from sherwood.games.adventures.board import at_place, forest
from sherwood.games.adventures.content import (
    OBJECT_NAMES,
    SPECIAL_NAMES,
    SPECIALS,
    TASK_NAMES,
    opponent_kind,
)

_TILE_KINDS = {"boat": "the boat", "haycart": "the hay cart", "wall": "the castle wall",
               "merchant": "the merchant"}
_PLURALS = {"provisions": "Provisions", "gold": "Sacks of gold", "barrel": "Barrels",
            "horn": "Horns", "sword": "Swords", "banner": "Banners", "cross": "Golden crosses"}


def target_words(target: str) -> str:
    """An overpower target (AR-8.1) as a player names it."""
    if target in SPECIALS:
        return SPECIAL_NAMES[target]
    tile = forest().tiles[target]
    return f"the {opponent_kind(target)} {at_place(tile.space)}"


def tile_words(tile_id: str) -> str:
    """A tile as a player names it: its name or what it is, and its number."""
    tile = forest().tiles[tile_id]
    if tile.name:
        return f"{_named(tile.name)} (tile {tile_id})"
    return f"{_TILE_KINDS.get(tile.kind, 'tile')} (tile {tile_id})"


def _named(name: str) -> str:
    """A tile's name with an article where it needs one ("the Herbs", "Friar Tuck")."""
    first = name.split()[0]
    people = ("Alrich", "Cardhir", "Colin", "Rowena", "Megan", "Friar", "Father")
    return name if first in people else f"the {name}"


def object_words(obj: str, count: int = 1) -> str:
    """``1 Barrel``, ``2 Sacks of gold``."""
    if count == 1:
        return f"1 {OBJECT_NAMES[obj]}"
    return f"{count} {_PLURALS[obj]}"


def task_words(task: str) -> str:
    """A Special Task by its name: "The Lion Banner"."""
    return TASK_NAMES[task]
