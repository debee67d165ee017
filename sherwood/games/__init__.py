"""The game catalogue: one explicit dict, no discovery at import time.

``GAMES`` holds every game that can be played (``_template`` is the kernel's test game and
stays out of menus). ``CATALOGUE`` lists all five Sherwood games for the menu, built or not.
"""

from __future__ import annotations

from dataclasses import dataclass

from sherwood.engine.game import GameSpec
from sherwood.games import _template, showdown


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

GAMES: dict[str, GameSpec] = {spec.id: spec for spec in (_template.SPEC, showdown.SPEC)}
