"""The Forest Isle drawn in code: the island, its pieces, the resources and the cards.

Every function returns a cached transparent surface of the size asked for, drawn from the
game's facts (terrains, tokens, harbours, card ids), never from a match's state; the light
comes from the top left and pieces cast a short soft shadow down-right (ART.md).

The front door is :class:`BoardPainter` (``board``): it fits the island into a box, draws
the printed island once per size, the pieces and the robber on top, the gold glow of legal
places, and answers which hex, corner or side lies under the pointer. The rooms:

- ``palette``: the terrains', the resources' and the four seats' colours and symbols;
- ``sea`` (frame, water, shore), ``terrain`` and ``terrain_rock`` (the six terrain tiles,
  drawn on a ``ground.Ground``), ``tokens`` (number tokens), ``harbours`` (piers, plaques);
- ``pieces``: roads, settlements, cities, the robber, the glow of legal places;
- ``icons``: the one icon set of the five resources; ``emblems``: the cards' pictures;
  ``cards``: resource, development and special cards, and the decks' backs;
- ``shapes``: hexagons, lit silhouettes, bevels and shadows the others are drawn with.
"""

from sherwood.ui.games.settlers.art.board import BoardPainter, edge_angle
from sherwood.ui.games.settlers.art.cards import (
    DEVELOPMENT,
    card_back,
    card_face,
    card_title,
    card_with_shadow,
    development_card,
    resource_card,
)
from sherwood.ui.games.settlers.art.harbours import plaque
from sherwood.ui.games.settlers.art.icons import RESOURCE_ICONS, RESOURCES, resource_icon
from sherwood.ui.games.settlers.art.palette import SEAT_STYLES, seat_style
from sherwood.ui.games.settlers.art.pieces import building, road, robber
from sherwood.ui.games.settlers.art.terrain import tile
from sherwood.ui.games.settlers.art.tokens import number_token

__all__ = [
    "DEVELOPMENT",
    "RESOURCES",
    "RESOURCE_ICONS",
    "SEAT_STYLES",
    "BoardPainter",
    "building",
    "card_back",
    "card_face",
    "card_title",
    "card_with_shadow",
    "development_card",
    "edge_angle",
    "number_token",
    "plaque",
    "resource_card",
    "resource_icon",
    "road",
    "robber",
    "seat_style",
    "tile",
]
