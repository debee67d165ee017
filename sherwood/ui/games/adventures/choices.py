"""The clicks of each of the outlaw's commands (the kit's :class:`~sherwood.ui.kit.chooser.Chooser`
paths), worded by :mod:`.words_table`.

- a move: the space glowing on the board (``"space"``); staying put: the "Stay" button,
  or the outlaw's own space;
- an action on a tile: the tile on the board (``"tile"``), then, when the tile offers more
  than one (a guard to fight in melee or with the bow, or to bribe), the question box;
- a special opponent: its tile or recess (the Poacher's chest 190, the Hawk's belfry 58,
  the Sheriff's post 46 or 48);
- Eat, Deliver and End the turn: banner buttons (a delivery with two ways to pay asks
  which in the question box); the answers of the reaction prompts (Barrel, Horn, an object
  to pick or to give up, trading): the question box;
- shortcuts on the board for a banner button: the Provisions row eats, a task's red die
  delivers (:func:`shortcut_targets`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from sherwood.engine import Command
from sherwood.games.adventures import commands as K
from sherwood.games.adventures.content import SHERIFF_TILE
from sherwood.ui.games.adventures import geometry as G
from sherwood.ui.games.adventures import words_table as W
from sherwood.ui.games.adventures import words_tips as WT
from sherwood.ui.kit.chooser import Stage
from sherwood.ui.kit.targets import Target

if TYPE_CHECKING:
    from sherwood.ui.games.adventures.table import AdventuresTable

def target_tile(task_set: str, target: str) -> str:
    """The tile clicked to attack ``target`` (an opponent's tile, or a special's place)."""
    if target == "sheriff":
        return SHERIFF_TILE.get(task_set, "46")
    return G.SPECIAL_TILES.get(target, target)


def _move(table: AdventuresTable, c: K.Move) -> list[Stage]:
    if c.to == table.shown.at:
        return [Stage("button", ("stay",), W.STAY)]
    return [Stage("space", ("space", c.to), table.move_words(c.to))]


def _tile_action(table: AdventuresTable, c: K.Explore | K.Trade | K.UseTile) -> list[Stage]:
    return [Stage("tile", ("tile", c.tile), W.tile_action(c)),
            Stage("dialog", ("do", c.kind), W.ACTION_WORDS[c.kind])]


def _overpower(table: AdventuresTable, c: K.Overpower) -> list[Stage]:
    tile = target_tile(table.shown.task_set, c.target)
    return [Stage("tile", ("tile", tile), W.overpower_label(c)),
            Stage("dialog", ("do", "overpower", c.bow), W.overpower_short(c.bow))]


def _deliver(table: AdventuresTable, c: K.Deliver) -> list[Stage]:
    return [Stage("button", ("deliver", c.task), W.deliver_label(c)),
            Stage("dialog", ("goods", c.goods), W.deliver_words(c))]


def _one(where: str, key: tuple, label: str) -> Callable[[AdventuresTable, Command], list[Stage]]:
    """A command given by one click on ``key``."""
    return lambda table, c: [Stage(where, key, label)]


STAGES: dict[type[Command], Callable[[AdventuresTable, Any], list[Stage]]] = {
    K.Move: _move,
    K.Explore: _tile_action,
    K.Trade: _tile_action,
    K.UseTile: _tile_action,
    K.Overpower: _overpower,
    K.Bribe: lambda table, c: [Stage("tile", ("tile", c.guard), W.bribe_label(c)),
                               Stage("dialog", ("do", "bribe"), W.BRIBE)],
    K.Eat: _one("button", ("eat",), W.EAT),
    K.Deliver: _deliver,
    K.EndTurn: _one("button", ("end",), W.END),
    K.TakeObject: lambda table, c: [Stage("dialog", ("take", c.obj), W.object_label("take", c.obj))],
    K.DiscardObject: lambda table, c: [Stage("dialog", ("discard", c.obj), W.object_label("discard", c.obj))],
    K.Forgo: _one("dialog", ("forgo",), W.FORGO),
    K.BlowHorn: _one("dialog", ("horn",), W.HORN),
    K.GiveUp: _one("dialog", ("give_up",), W.GIVE_UP),
    K.RollBarrel: _one("dialog", ("barrel",), W.BARREL),
    K.LetHimRide: _one("dialog", ("ride",), W.RIDE),
    K.Swap: lambda table, c: [Stage("dialog", ("give", c.give), W.object_label("give", c.give)),
                              Stage("dialog", ("get", c.take), W.object_label("get", c.take))],
    K.DoneTrading: _one("dialog", ("done",), W.DONE),
}
"""Each command type's clicks (see the module docstring)."""


def stages(table: AdventuresTable, c: Command) -> list[Stage]:
    """The clicks that give ``c``."""
    return STAGES[type(c)](table, c)


def shortcut_targets(table: AdventuresTable) -> list[Target]:
    """Board spots that give a banner button's command: the Provisions row eats, a task's
    red die delivers (when that needs no further choice)."""
    out = []
    eat = next((c for c in table.legal if isinstance(c, K.Eat)), None)
    deliveries = [c for c in table.legal if isinstance(c, K.Deliver)]
    sh = table.shown
    for c in table.legal:
        if c is eat:
            box = table.place.box(G.object_rows(table.forest)["provisions"])
            out.append(Target(box, WT.EAT_TIP, c, key=("eat",)))
        elif c in deliveries and c.task not in sh.coat_of_arms:
            if sum(d.task == c.task for d in deliveries) != 1:
                continue
            spot = G.task_die_spot(table.forest, c.task, sh.task_set, sh.camp)
            box = table.place.around(*spot, 12)
            out.append(Target(box, WT.deliver_tip(c.task), c, key=("deliver", c.task)))
    return out
