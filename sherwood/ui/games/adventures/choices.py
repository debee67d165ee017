"""The clicks of each of the outlaw's commands (the kit's :class:`~sherwood.ui.kit.chooser.Chooser`
paths), in a player's words.

- a move: the space glowing on the board (``"space"``); staying put: the "Stay" button,
  or the outlaw's own space;
- an action on a tile: the tile on the board (``"tile"``), then, when the tile offers more
  than one (a guard to fight in melee or with the bow, or to bribe), the question box;
- a special opponent: its tile or recess (the Poacher's chest 190, the Hawk's belfry 58,
  the Sheriff's post 46 or 48);
- Eat, Deliver and End the turn: banner buttons (a delivery with two ways to pay asks
  which in the question box); the answers of the reaction prompts (Barrel, Horn, an object
  to pick or to give up, trading): the question box.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from sherwood.engine import Command
from sherwood.games.adventures import commands as K
from sherwood.games.adventures.content import SHERIFF_TILE
from sherwood.ui.games.adventures import texts
from sherwood.ui.games.adventures.words import object_words, target_words, task_words, tile_words
from sherwood.ui.kit.chooser import Stage

if TYPE_CHECKING:
    from sherwood.ui.games.adventures.table import AdventuresTable

SPECIAL_TILES = {"poacher": "190", "hawk": "58"}
SHORT = {"explore": "Explore", "trade": "Trade", "use_tile": "Use it"}
"""An action's words in the question box, which names the tile in its title."""


def target_tile(task_set: str, target: str) -> str:
    """The tile clicked to attack ``target`` (an opponent's tile, or a special's place)."""
    if target == "sheriff":
        return SHERIFF_TILE.get(task_set, "46")
    return SPECIAL_TILES.get(target, target)


def stages(table: AdventuresTable, c: Command) -> list[Stage]:
    sh = table.shown
    if isinstance(c, K.Move):
        if c.to == sh.at:
            return [Stage("button", ("stay",), "Stay here")]
        return [Stage("space", ("space", c.to), table.move_words(c.to))]
    if isinstance(c, K.Explore | K.Trade | K.UseTile):
        verb = {K.Explore: "Explore", K.Trade: "Trade with", K.UseTile: "Use"}[type(c)]
        words = f"{verb} {tile_words(c.tile)}"
        return [Stage("tile", ("tile", c.tile), words), Stage("dialog", ("do", c.kind), SHORT[c.kind])]
    if isinstance(c, K.Overpower):
        tile = target_tile(sh.task_set, c.target)
        if c.bow:
            words = f"Shoot {target_words(c.target)} with your bow"
        else:
            words = f"Overpower {target_words(c.target)}"
        short = "Shoot with your bow" if c.bow else "Overpower in melee"
        return [Stage("tile", ("tile", tile), words), Stage("dialog", ("do", "overpower", c.bow), short)]
    if isinstance(c, K.Bribe):
        words = f"Bribe {target_words(c.guard)} with a Sack of gold"
        return [
            Stage("tile", ("tile", c.guard), words),
            Stage("dialog", ("do", "bribe"), "Bribe: 1 Sack of gold"),
        ]
    if isinstance(c, K.Eat):
        return [Stage("button", ("eat",), "Eat Provisions: 2 white dice into the bag")]
    if isinstance(c, K.Deliver):
        pay = deliver_words(c)
        return [
            Stage("button", ("deliver", c.task), f"Deliver for {task_words(c.task)}: {pay}"),
            Stage("dialog", ("goods", c.goods), pay),
        ]
    if isinstance(c, K.EndTurn):
        return [Stage("button", ("end",), "End your turn")]
    if isinstance(c, K.TakeObject):
        return [Stage("dialog", ("take", c.obj), f"Take {object_words(c.obj)}")]
    if isinstance(c, K.DiscardObject):
        return [Stage("dialog", ("discard", c.obj), f"Give up {object_words(c.obj)}")]
    if isinstance(c, K.Forgo):
        return [Stage("dialog", ("forgo",), "Leave it behind")]
    if isinstance(c, K.BlowHorn):
        return [Stage("dialog", ("horn",), "Blow the Horn")]
    if isinstance(c, K.GiveUp):
        return [Stage("dialog", ("give_up",), "Give up the attempt")]
    if isinstance(c, K.RollBarrel):
        return [Stage("dialog", ("barrel",), "Roll a Barrel")]
    if isinstance(c, K.LetHimRide):
        return [Stage("dialog", ("ride",), "Let him ride")]
    if isinstance(c, K.Swap):
        return [
            Stage("dialog", ("give", c.give), f"Give {object_words(c.give)}"),
            Stage("dialog", ("get", c.take), f"for {object_words(c.take)}"),
        ]
    if isinstance(c, K.DoneTrading):
        return [Stage("dialog", ("done",), "Done trading")]
    return [Stage("dialog", ("command", c), table.words.command(c))]


def deliver_words(c: K.Deliver) -> str:
    """What a delivery gives up, in a player's words (AR-13.20: two of one kind)."""
    two = c.task in ("hungry", "secret_camp", "burning_smithy")
    return f"give {object_words(c.goods, 2 if two else 1)}"


BUTTON_WORDS = {
    "stay": ("Stay here", "Stay"),
    "eat": ("Eat Provisions", "Eat"),
    "deliver": ("Deliver", "Give"),
    "end": ("End turn", "End"),
}
"""Each banner button's words, longest first (the host cuts what does not fit)."""


def button_tip(key: tuple, table: AdventuresTable) -> str:
    sh = table.shown
    if key[0] == "stay":
        return "Stay where you are (0 steps: a slow move, one white die into the bag)"
    if key[0] == "eat":
        return texts.OBJECT_USES["provisions"]
    if key[0] == "deliver":
        return f"{task_words(key[1])}: {texts.TASK_WORDS.get(key[1], '')}"
    if sh.prompt is not None and getattr(sh.prompt, "phase", "") == "act":
        return "Take no action and end your turn: the next disc is drawn"
    return "End your turn: the next disc is drawn"
