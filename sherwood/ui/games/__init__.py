"""One table per game: the game scene host asks it to draw a view and to hit-test clicks.

``TABLES`` maps a game id to the module and class of its table; games without their own
table yet get :class:`~sherwood.ui.games.generic.GenericTable`, a plain list of commands.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from sherwood.ui.games.base import GameTable
    from sherwood.ui.scenes.play import PlayScene

TABLES: dict[str, tuple[str, str]] = {
    "showdown": ("sherwood.ui.games.showdown", "ShowdownTable"),
    "_template": ("sherwood.ui.games.template", "TemplateTable"),
}


def make_table(host: PlayScene) -> GameTable:
    module, name = TABLES.get(host.match.game_id, ("sherwood.ui.games.generic", "GenericTable"))
    return getattr(import_module(module), name)(host)
