"""What the pointer says over the adventure's table, in a player's words: each space, tile,
display and part of the bag strip, and the board's shortcuts for a banner button. Each is
worded from values (a tile id and its face, the table's reading of the view), never from
other words. No pygame here.

>>> space_tip("mushrooms_91", at="mushrooms_91", gisbourne="gate_shadows", outlaw="will", camp=60)
'Mushroom ring · in the forest · in the shadows: guards next door cannot see you · Will Scarlet stands here'
>>> tile_tip("G8", "hidden")
'A guard post at the Village square (G8): a seal may send a guard here'
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from sherwood.games.adventures.board import forest
from sherwood.games.adventures.content import DOSSIER, OUTLAWS, SET_TASKS, opponent_kind
from sherwood.ui.games.adventures.words import (
    DISC_NAMES,
    DOSSIER_WORDS,
    EXPLORE_ROWS,
    MEANINGS,
    OBJECT_NAMES,
    OBJECT_USES,
    SET_NAMES,
    TASK_NAMES,
    TASK_WORDS,
    place,
    plural,
    seal_words,
    tile_words,
)

if TYPE_CHECKING:
    from sherwood.ui.games.adventures.drawing import Shown

ZONE_WORDS = {
    "forest": "in the forest",
    "river": "by the river",
    "village": "in the village",
    "church": "at the church",
    "castle": "in the castle",
}

# --- the forest -----------------------------------------------------------------------------


def tile_name(tile: str) -> str:
    """A tile the outlaw may act on, as the question box names it: an opponent by where
    he stands, any other tile by its name and number."""
    t = forest().tiles[tile]
    if t.kind in ("guard", "noble", "coach"):
        return f"the {opponent_kind(tile)} at {place(t.spaces[0])}"
    return tile_words(tile)


def _guard(tile: str, face: str, where: str) -> str:
    if face == "hidden":
        return f"A guard post at {where} ({tile}): a seal may send a guard here"
    return (f"A guard at {where} ({tile}): 1 success die to overpower (the bow may shoot), Hope +1. "
            "He bars the way and watches his space and the open spaces next to it")


def _noble(tile: str, face: str, where: str) -> str:
    carries = OBJECT_NAMES.get(forest().tiles[tile].carries or "", "")
    if face == "hidden":
        return f"A noble's way at {where} ({tile}): a seal may bring a noble with {carries}"
    return f"A noble at {where} ({tile}): 1 white die in melee (no bow): Hope +2 and his {carries}"


def _coach(tile: str, face: str, where: str) -> str:
    if face == "hidden":
        return f"A coach road at {where} ({tile}): a coach seal may bring a coach"
    return f"A coach at {where} ({tile}): 1 white die in melee (no bow): Hope +2 and 2 Sacks of gold"


def _explorable(tile: str, face: str, where: str) -> str:
    name = tile_words(tile)
    if face == "unexplored":
        return f"{name}: explore it by drawing up to 3 dice (see Exploring)"
    if face == "removed":
        return f"{name}: taken from the board (a Special Task lies here)"
    return f"{name}: explored"


def _sheriff_post(tile: str, face: str, where: str) -> str:
    if face == "sheriff":
        return "The Sheriff of Nottingham: 2 white dice in one attempt overpower him (Hope +4)"
    return "The Sheriff's post: empty"


_TILE_TIPS = {
    "guard": _guard,
    "noble": _noble,
    "coach": _coach,
    "explorable": _explorable,
    "merchant": lambda tile, face, where: (f"{tile_words(tile)}: give Provisions or gold for a Barrel, "
                                           "a Horn or a Sword"),
    "boat": lambda tile, face, where: f"{tile_words(tile)}: row to the other landing",
    "haycart": lambda tile, face, where: (f"{tile_words(tile)}: hide in the hay and ride into the "
                                          "castle's stables"),
    "wall": lambda tile, face, where: (f"{tile_words(tile)}: climb it: one die drawn, a success takes "
                                       "you over"),
    "sheriff_post": _sheriff_post,
    "pennant": lambda tile, face, where: ("The lion banner flies over the gate" if face == "banner"
                                          else "The Sheriff's pennant over the gate (243)"),
    "smithy_roof": lambda tile, face, where: ("The smithy is burning: bring 2 Barrels" if face == "removed"
                                              else "The smithy's roof (250)"),
    "church_roof": lambda tile, face, where: ("The golden cross on the church" if face == "cross"
                                              else "The church's cross is gone (251)"),
}
"""Each kind of tile's tooltip, from the tile, its face and where it lies."""


def tile_tip(tile: str, face: str) -> str:
    """What tile ``tile`` showing ``face`` is, and what it does."""
    t = forest().tiles[tile]
    tip = _TILE_TIPS.get(t.kind)
    return tile_words(tile) if tip is None else tip(tile, face, place(t.spaces[0]))


def space_tip(key: str, *, at: str, gisbourne: str, outlaw: str, camp: int) -> str:
    """A space's name, where it is, what it hides from, and who stands on it."""
    sp = forest().spaces[key]
    parts = [sp.name, ZONE_WORDS.get(sp.zone, sp.zone)]
    if sp.kind == "tree_bridge":
        parts.append("a tree bridge: Gisbourne cannot see you up here")
    elif sp.zone == "castle":
        parts.append("inside the walls: Gisbourne cannot see you")
    elif sp.light == "shadow":
        parts.append("in the shadows: guards next door cannot see you")
    if key == at:
        parts.append(f"{OUTLAWS[outlaw].name} stands here")
    if key == gisbourne:
        parts.append("Guy of Gisbourne is here")
    if sp.kind == "camp":
        parts.append(
            "your secret camp: if Gisbourne reaches it, you lose"
            if key == f"camp_{camp}"
            else "an abandoned camp, overgrown"
        )
    return " · ".join(parts)


# --- the displays ---------------------------------------------------------------------------


def recess_tip(i: int, seal: str | None) -> str:
    return seal_words(seal) if seal else f"Seal recess {i}: empty"


def coat_tip(task_set: str, done: list[str]) -> str:
    if not SET_TASKS.get(task_set, ()):
        return "The coat of arms: no Special Tasks in this game"
    names = ", ".join(TASK_NAMES[t] for t in done) or "none yet"
    return f"{SET_NAMES[task_set]} · done: {names} (3 done win at once)"


def object_tip(obj: str, owned: int) -> str:
    return f"{OBJECT_NAMES[obj]} · you own {owned} · {OBJECT_USES[obj]}"


def goods_tip(free: int) -> str:
    return f"Goods: {free} of your 5 marker dice free"


def dossier_tip(square: int, here: bool) -> str:
    words = f"Solo dossier · {dossier_words(square)}"
    return words + " · the red die is here; every overpower moves it up one" if here else words


def dossier_words(square: int) -> str:
    return f"Square {square}: {DOSSIER_WORDS[DOSSIER[square]]}"


def explore_tip(row: int) -> str:
    dice, words = EXPLORE_ROWS[row]
    names = " then ".join("white" if d == "W" else "violet" for d in dice)
    return f"Exploring: {names} → {words}"


def hope_tip(hope: int) -> str:
    return f"Banner of Hope: {hope} of 18 · 18 Hope wins"


def evil_end_tip(hourglasses: int) -> str:
    return (f"The Evil End: {plural(hourglasses, 'hourglass', 'hourglasses')} left; "
            "the red disc takes one each round; the last one lost ends the adventure")


def bow_tip(in_bag: bool) -> str:
    bow = "in the bag: you cannot shoot until it is drawn" if in_bag else "on the bow: you may shoot"
    return f"Your bow die is {bow}"


def task_objects_tip(banner: int, cross: int) -> str:
    held = [OBJECT_NAMES[o] for o, n in (("banner", banner), ("cross", cross)) if n]
    return "Task objects: " + (", ".join(held) or "none held")


# --- the bag strip --------------------------------------------------------------------------


def bag_words(sh: Shown) -> str:
    """What is in the bag: discs, dice, seals."""
    discs = ", ".join(DISC_NAMES[d] for d in sh.bag_discs) or "no disc"
    bow = ", your bow die" if sh.bow_in_bag else ""
    return (
        f"In the bag: {discs}; {sh.bag_white} white and {sh.bag_violet} violet dice{bow}; "
        f"{plural(len(sh.seals_bag), 'seal')}"
    )


def disc_tip(meaning: str) -> str:
    title, words = MEANINGS[meaning]
    return f"{title}: {words}"


def dice_tip(sh: Shown) -> str:
    return (f"Dice in the bag: {sh.bag_white} white (successes), {sh.bag_violet} violet"
            + (", your bow die" if sh.bow_in_bag else "")
            + f" · in the supply: {sh.supply_white} white, {sh.supply_violet} violet")


TRAY_TIP = "The dice of the last draw"

# --- shortcuts ------------------------------------------------------------------------------

EAT_TIP = "Eat Provisions: 2 white dice into the bag"


def deliver_tip(task: str) -> str:
    return f"Deliver for {TASK_NAMES[task]}: {TASK_WORDS.get(task, '')}"
