"""Robin Hood and the Merry Men, drawn in code: every piece, die, tile and card of the game.

Each function returns a cached transparent surface of exactly the size asked for, drawn
from the game's content (names, gains, values), never from a match's state. The pieces are
lit from the top left and cast a short soft shadow down-right inside their surface.

The rooms (import from here; the modules are how the drawing is organised):

- ``figures``: Merry Men, guards, villains, hero standees, Friar Tuck, the solo agents;
- ``tokens``: carriages, barricades, traps, pennies; ``dice``: weapon and skill dice;
- ``resources``: the one icon set of the game's resources (the board prints it too);
- ``cards`` (with ``card_parts``), ``backs`` and ``tiles``: card faces, deck backs, ransom
  and loot tiles; ``places``: the locations' emblems on the cards;
- ``colours``, ``shading``, ``emblems``: what the others are drawn with;
- ``board`` (``BoardArt``, the printed board as one cached picture a window size) and the
  ``board_*`` modules it prints with.

The frame, title band, seal and footer of the cards, supersampling and the icon-set
machinery come from the table kit (``sherwood.ui.kit``).
"""

import pygame

from sherwood.games.merry_men.content import load_content
from sherwood.ui.games.merry_men.art.backs import DECKS, card_back
from sherwood.ui.games.merry_men.art.cards import (
    edict_card,
    hero_card,
    mm_card,
    quest_card,
    spy_card,
    tuck_card,
    villain_card,
)
from sherwood.ui.games.merry_men.art.colours import WEAPON_COLOUR, WEAPONS
from sherwood.ui.games.merry_men.art.dice import die
from sherwood.ui.games.merry_men.art.emblems import weapon_icon
from sherwood.ui.games.merry_men.art.figures import VILLAINS, agent, guard, hero, meeple, tuck, villain
from sherwood.ui.games.merry_men.art.places import location_icon
from sherwood.ui.games.merry_men.art.resources import RESOURCE_ICONS, RESOURCES, resource
from sherwood.ui.games.merry_men.art.tiles import loot_tile, ransom_tile
from sherwood.ui.games.merry_men.art.tokens import barricade, carriage, penny, penny_stack, trap

_C = load_content()


def card_face(card: str, w: int, h: int) -> pygame.Surface:
    """The face of any card of the game by its id (a deck's back for an id of none), drawn
    through this package's names (a test may look in on them)."""
    if card in _C.merry_men_cards:
        return mm_card(card, w, h)
    if card in _C.quests:
        return quest_card(card, w, h)
    if card in _C.friar_tuck_cards:
        return tuck_card(card, w, h)
    if card in _C.spy_cards:
        return spy_card(card, w, h)
    if card in _C.villain_cards or card in _C.golden_arrow_cards:
        return villain_card(card, w, h)
    if card in _C.edict_cards:
        return edict_card(card, w, h)
    return card_back("merry_men", w, h)


__all__ = [
    "DECKS",
    "RESOURCES",
    "RESOURCE_ICONS",
    "VILLAINS",
    "WEAPONS",
    "WEAPON_COLOUR",
    "agent",
    "barricade",
    "card_back",
    "card_face",
    "carriage",
    "die",
    "edict_card",
    "guard",
    "hero",
    "hero_card",
    "location_icon",
    "loot_tile",
    "meeple",
    "mm_card",
    "penny",
    "penny_stack",
    "quest_card",
    "ransom_tile",
    "resource",
    "spy_card",
    "trap",
    "tuck",
    "tuck_card",
    "villain",
    "villain_card",
    "weapon_icon",
]
