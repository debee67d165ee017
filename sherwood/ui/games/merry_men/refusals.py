"""Why a place does not glow for the card a player has picked up (issue 10, point 9).

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

from sherwood.games.merry_men.facts import CARD_LOCATION, CRUSADE, GATHERING, HERO_LOCATIONS, YARD
from sherwood.ui.games.merry_men.words import label
from sherwood.ui.kit.table import Target
from sherwood.ui.render.board import Box

if TYPE_CHECKING:
    from sherwood.ui.games.merry_men.table import MerryMenTable

PLACES = (*GATHERING, YARD, CRUSADE)
CARD_PICKS = ("hand", "passive", "tuck")


def _overlap(a: Box, b: Box) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def refusal(source: str, card: str, place: str) -> str:
    """Why ``card``, picked from ``source`` (hand, passive pile, Friar Tuck's hand), cannot go
    to ``place`` now, given that it does not glow there."""
    name = label(card)
    where = label(place)
    if source == "tuck":  # MM-10.5
        if place in GATHERING:
            return f"{where} has no free hideout for Friar Tuck."
        if place == YARD:
            return "Friar Tuck builds only if you can pay for a barricade or a trap and place it."
        return "Friar Tuck goes to a free hideout of a gathering place, or to the Construction Yard."
    home = CARD_LOCATION.get(card)
    if place == home:
        if place in GATHERING:  # MM-4.20
            return f"{where} has no free hideout: each holds a figure, a guard or a trap."
        if place == YARD:  # MM-4.25
            return "Nothing to build: no barricade or trap you can pay for and place now."
        return f"No quest in your hand can be completed with {name} now."
    if source == "passive" and place in GATHERING:  # MM-4.16, MM-4.18
        return f"From your passive pile, {name} can only be played actively, at {label(home)}."
    goes = f"{name} goes actively only to {label(home)}" + (
        ", or passively to a gathering place's main area" if source == "hand" else ""
    )
    if place in PLACES:
        return f"Not here: {goes}."
    return f"{where} is for the heroes, not the Merry Men: {goes}."


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
        out.append(Target(box, refusal(source, card, place), glow=False, key=("why", place)))
    return out
