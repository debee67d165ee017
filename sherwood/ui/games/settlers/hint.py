"""The Hint button of the solo game (SR-V): what the Normal bot would do as the Sheriff, said in
the player's words and shown on the table, never played for him.

Pressed, :class:`Hint` (the kit's, :mod:`sherwood.ui.kit.hint`) asks the game's heuristic bot
(``sherwood.ai.make_bot``, seeded apart from the match by :func:`sherwood.ai.bot_seed`) for
its command, from the Sheriff's view and the legal commands only, as any bot seat decides.
The table then says it in the banner's instruction line (:func:`.words_solo.advice`:
"Hint: build a settlement by the Hills 6, the Forest 11 and the Fields 12") and makes the
command's first click stand out (the corner, side or hex, the build panel's tile, the dice,
the development card) until the player clicks anything or the decision changes.

Only in the solo game: in a hot-seat game of several people, a hint for one of them would
need rules about fairness that the game does not have.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from sherwood.games.settlers import geometry as G
from sherwood.games.settlers.board import HEX_BY_NAME
from sherwood.ui.games.settlers import geometry as geo
from sherwood.ui.games.settlers import words_solo
from sherwood.ui.kit import hint as kit
from sherwood.ui.kit.hint import BOT, TOOLTIP, WORDS
from sherwood.ui.render.board import Box

if TYPE_CHECKING:
    from sherwood.ui.games.settlers.table import SettlersTable

__all__ = ["BOT", "TOOLTIP", "WORDS", "Hint", "draw_over", "draw_under"]


class Hint(kit.Hint):
    """The kit's hint (:class:`sherwood.ui.kit.hint.Hint`) for the solo Sheriff: offered in the
    Robin Hood variant only; a trade composer or a resource picker opened, or cards marked,
    make a new decision; asking closes the composer and puts a half-made choice back."""

    def __init__(self, table: SettlersTable):
        super().__init__(
            table,
            lambda command: words_solo.advice(table, command),
            ready=lambda: table.solo,
            moment=lambda: (
                table.decision,
                table.composer is None,
                table.current_picker() is None,
                frozenset(table.chooser.marked),
            ),
            prepare=lambda: _put_back(table),
        )


def _put_back(table: SettlersTable) -> None:
    table.composer = None
    table.chooser.back()


# --- on the table ------------------------------------------------------------------------------
# The first click stands out from the other glowing choices: a stronger, steady halo and a light
# ring (steady: an idle table is not redrawn, so nothing here moves with time).


def spot_box(table: SettlersTable) -> Box | None:
    """The box (board units) of the hint's first click off the island: a tile of the build
    panel, the dice, a development card in the hand; None for a place on the island or none."""
    spot = table.hint.spot
    if spot is None:
        return None
    where, key = spot
    if where == "panel":
        return geo.tile_boxes(table).get(key[1])
    if where == "button" and key == ("roll",):
        a, b = geo.dice_boxes(table)
        return (a[0], a[1], b[0] + b[2] - a[0], a[3])
    if where == "dialog":  # an answer in the question box (drawn over it, no halo under)
        return next((tg.box for tg in table.targets() if tg.key == ("dialog", key)), None)
    if where == "card":
        devs = geo.hand_layout(table)[1]
        return next((box for kind, _, _, box in devs if geo.dev_group(kind) == key[1]), None)
    return None


def island_spot(table: SettlersTable) -> tuple[str, int] | None:
    """The hint's first click on the island as the painter names it (``("vertex", v)`` ...)."""
    spot = table.hint.spot
    if spot is None:
        return None
    where, key = spot
    ids = {"vertex": G.VERTEX_ID, "edge": G.EDGE_ID, "hex": HEX_BY_NAME}
    if where not in ids or not isinstance(key, tuple) or len(key) != 2:
        return None
    return (where, ids[where][key[1]])


def draw_under(table: SettlersTable, surface: pygame.Surface) -> None:
    """A strong halo under the first click's tile, dice or card (drawn before them)."""
    box = spot_box(table)
    if box is None or table.hint.spot[0] == "dialog":
        return
    if table.hint.spot[0] == "button" and table.view.dice is None:
        return  # no dice drawn yet, only their dashed outlines: the ring alone
    kit.halo(surface, table.T, table.T.rect(box))


def draw_over(table: SettlersTable, surface: pygame.Surface, t: float) -> None:
    """The first click's place on the island glowing as under the pointer, and a light ring
    round it (or round its tile, dice or card)."""
    box = spot_box(table)
    if box is not None:
        kit.ring(surface, table.T, table.T.rect(box))
        return
    spot = island_spot(table)
    if spot is None:
        return
    painter = table.painter
    kind, where = spot
    if kind == "hex":
        painter.draw_targets(surface, t, hexes=[where], hover=spot)
        centre, r = painter.hex_centre(where), painter.size * 0.55
    elif kind == "edge":
        painter.draw_targets(surface, t, edges=[where], hover=spot, seat=table.viewer)
        (ax, ay), (bx, by) = painter.edge_ends(where)
        centre, r = ((ax + bx) / 2, (ay + by) / 2), painter.size * 0.42
    else:
        painter.draw_targets(surface, t, vertices=[where], hover=spot, seat=table.viewer)
        centre, r = painter.vertex_pos(where), painter.size * 0.34
    kit.round_ring(surface, table.T, centre, r)
