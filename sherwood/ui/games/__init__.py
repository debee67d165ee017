"""One table per game: the game scene host asks it to draw a view and to hit-test clicks.

``TABLES`` maps a game id to the module and class of its table. A game is playable in the
app once it has both rules (``sherwood.games.BUILT``) and a table: an engine can land before
its screen does.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from sherwood.ui.games.base import GameTable
    from sherwood.ui.scenes.play import PlayScene

TABLES: dict[str, tuple[str, str]] = {
    "showdown": ("sherwood.ui.games.showdown.table", "ShowdownTable"),
    "merry_men": ("sherwood.ui.games.merry_men.table", "MerryMenTable"),
    "settlers": ("sherwood.ui.games.settlers.table", "SettlersTable"),
    "adventures": ("sherwood.ui.games.adventures.table", "AdventuresTable"),
    "lieutenants": ("sherwood.ui.games.lieutenants.table", "LieutenantsTable"),
    "_template": ("sherwood.ui.games.template", "TemplateTable"),
}


def playable(game_id: str) -> bool:
    """Whether the app can seat players at ``game_id``: it has rules and a table."""
    from sherwood.games import BUILT

    return game_id in BUILT and game_id in TABLES


def table_class(game_id: str) -> type[GameTable] | None:
    """The class of ``game_id``'s table, or None while it has none."""
    if game_id not in TABLES:
        return None
    module, name = TABLES[game_id]
    return getattr(import_module(module), name)


def make_table(host: PlayScene) -> GameTable:
    table = table_class(host.match.game_id)
    if table is None:
        raise KeyError(f"{host.match.spec.title} has no table in the app yet (sherwood/ui/games/)")
    return table(host)
