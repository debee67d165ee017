"""The game catalogue: explicit lists, no discovery, and no game imported until it is needed.

``CATALOGUE`` lists all five Sherwood games for the menu, built or not. ``BUILT`` names the
games whose rules exist, each a package ``sherwood.games.<id>`` with a ``SPEC``
(``_template`` is the kernel's test game and stays out of menus). ``GAMES`` maps each built
id to its spec; it imports the game packages the first time it is read, so that the menu
can open without loading any game's rules.
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import import_module
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from sherwood.engine.game import GameSpec


@dataclass(frozen=True)
class CatalogueEntry:
    id: str
    title: str
    tagline: str


CATALOGUE: tuple[CatalogueEntry, ...] = (
    CatalogueEntry("showdown", "Sherwood Showdown",
                   "Two rival bands rob rich travellers in a tarot-deck duel"),
    CatalogueEntry("lieutenants", "The Sheriff's Lieutenants",
                   "The Sheriff's lieutenants collect and deliver goods, 2–7 players"),
    CatalogueEntry("settlers", "Settlers of the Forest Isle",
                   "Settle a hex island, or play the Sheriff alone against Robin"),
    CatalogueEntry("merry_men", "Robin Hood and the Merry Men",
                   "Place your Merry Men, then send your hero out, 1–4 players"),
    CatalogueEntry("adventures", "The Adventures of Robin Hood: Solo",
                   "A solo adventure: reach 18 Hope before the Evil End runs out"),
)

BUILT: tuple[str, ...] = ("_template", "showdown", "merry_men")

GAMES: dict[str, GameSpec]  # built on first use by __getattr__ below


def __getattr__(name: str):
    if name == "GAMES":
        games = {game_id: import_module(f"sherwood.games.{game_id}").SPEC for game_id in BUILT}
        globals()["GAMES"] = games  # read once; later reads find it directly
        return games
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
