"""Why a place does not glow for the card a player has picked up.

With a card picked, the places it may go glow. Every other place the pointer rests on says
why not, in the words of the placing rules (MM-4.10 – MM-4.25, MM-10.5): a card goes actively
to the place printed on it (a free hideout of a gathering place, the Construction Yard when
something can be built, King Richard's Crusade when a quest can be completed), passively from
the hand to any gathering place's main area, and Friar Tuck to any free hideout or the Yard.
The engine's own refusal names only the question asked, so the reason is worded here from
the card and the view; it never reads anything the seat could not see.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from sherwood.games.merry_men.facts import HERO_LOCATIONS
from sherwood.ui.games.merry_men.words_tips import PLACES, why_not_here
from sherwood.ui.kit.table import Target
from sherwood.ui.render.board import Box

if TYPE_CHECKING:
    from sherwood.ui.games.merry_men.table import MerryMenTable

CARD_PICKS = ("hand", "passive", "tuck")


def _overlap(a: Box, b: Box) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def targets(table: MerryMenTable, glowing: list[Box]) -> list[Target]:
    """Non-glowing targets over every place where the card picked up cannot go (``glowing``:
    the boxes that glow now), each saying why; none when no card is picked up."""
    picked = table.chooser.picked
    if not (table.my_turn and picked and isinstance(picked[0], tuple) and len(picked[0]) == 2):
        return []
    source, card = picked[0]
    if source not in CARD_PICKS:
        return []
    out = []
    for place in (*PLACES, *HERO_LOCATIONS):
        if place not in table.layout.zones or table.layout.zone(place).kind == "road":
            continue
        box = table.board.zone_box(place)
        if any(_overlap(box, g) for g in glowing):
            continue
        out.append(Target(box, why_not_here(source, card, place), glow=False, key=("why", place)))
    return out
