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


_TURNED = {
    ("243", "banner"): "The Lion Banner flies over the castle gate (tile 243).",
    ("243", "pennant"): "The pennant flies over the castle gate (tile 243).",
    ("250", "removed"): "The smithy burns: its roof (tile 250) is gone.",
    ("250", "roof"): "The smithy's fire is out: its roof (tile 250) is back.",
    ("251", "no_cross"): "The golden cross is gone from the church roof (tile 251).",
    ("251", "cross"): "The golden cross shines on the church roof again (tile 251).",
    ("46", "sheriff"): "The Sheriff of Nottingham stands in the left tower (tile 46).",
    ("46", "empty"): "The Sheriff is gone from the left tower (tile 46).",
    ("48", "sheriff"): "The Sheriff of Nottingham stands on the castle wall (tile 48).",
    ("48", "empty"): "The Sheriff is gone from the castle wall (tile 48).",
    ("50", "removed"): "The thicket before camp 60 is cleared (tile 50).",
    ("61", "removed"): "The brambles before camp 70 are cleared (tile 61).",
}
_EXPLORABLE_TURNED = {"explored": "{tile} is explored.", "removed": "{tile} is taken from the board.",
                      "unexplored": "{tile} can be explored again."}


def turned_words(tile_id: str, face: str) -> str:
    """A tile turning (AR-0.5) said by what it means.

    >>> turned_words("G11", "revealed"), turned_words("N16", "hidden")
    ('The guard at the Cloth merchant appears.', "The noble at the Beggar's corner is gone.")
    >>> turned_words("91", "explored"), turned_words("243", "banner")
    ('The Mushroom ring (tile 91) is explored.', 'The Lion Banner flies over the castle gate (tile 243).')
    """
    kind = forest().tiles[tile_id].kind
    if kind in ("guard", "noble", "coach"):
        return _capital(target_words(tile_id)) + (" appears." if face == "revealed" else " is gone.")
    if (tile_id, face) in _TURNED:
        return _TURNED[tile_id, face]
    if kind == "explorable" and face in _EXPLORABLE_TURNED:
        return _EXPLORABLE_TURNED[face].format(tile=_capital(tile_words(tile_id)))
    return f"{_capital(tile_words(tile_id))} now shows: {face}."


def _capital(words: str) -> str:
    return words[0].upper() + words[1:]


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
