"""The Hint button of the solo game (SR-V): what the Normal bot would do as the Sheriff, said in
the player's words and shown on the table, never played for him.

Pressed, :class:`Hint` asks the game's heuristic bot (``sherwood.ai.make_bot``, seeded apart
from the match by :func:`sherwood.ai.bot_seed`) for its command, from the Sheriff's view and the
legal commands only, as any bot seat decides. The table then says it in the banner's
instruction line ("Hint: build a settlement by the Hills 6, the Forest 11 and the Fields 12")
and makes the command's first click stand out (the corner, side or hex, the build panel's
tile, the dice, the development card) until the player clicks anything or the decision
changes.

Only in the solo game: in a hot-seat game of several people, a hint for one of them would
need rules about fairness that the game does not have.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING

import pygame

from sherwood.ai import bot_seed, make_bot
from sherwood.engine import Command
from sherwood.games.settlers import commands as K
from sherwood.games.settlers import geometry as G
from sherwood.games.settlers.board import HEX_BY_NAME
from sherwood.games.settlers.content import RESOURCES
from sherwood.games.settlers.robin import hex_value
from sherwood.ui.games.settlers import choices, hand, robin_texts, texts
from sherwood.ui.games.settlers import geometry as geo
from sherwood.ui.render import draw
from sherwood.ui.render import palette as P
from sherwood.ui.render.board import Box

if TYPE_CHECKING:
    from sherwood.ui.games.settlers.table import SettlersTable

BOT = "heuristic"  # the Normal bot
WORDS = ("Hint", "?")
TOOLTIP = "What would the Normal bot do now? Shown on the table, not played for you"


def _robin_where(table: SettlersTable, name: str) -> str:
    """What a hex means for Robin there: "(he scores nothing there)", "(on a 7 he scores 2 VP
    there)"."""
    h = HEX_BY_NAME[name]
    worth = hex_value(table.view, h)
    if worth:
        return f" (on a 7 he scores {texts.plural(worth, 'VP', 'VP')} there)"
    return " (he scores nothing there)"


def words(table: SettlersTable, command: Command) -> str:
    """``command`` as advice to the Sheriff, the places named by their land (never coordinates)."""
    c = command
    if isinstance(c, K.Roll):
        return "Hint: roll the dice"
    if isinstance(c, K.EndTurn):
        return "Hint: end your turn"
    if isinstance(c, K.BuyDevelopmentCard):
        return "Hint: buy a development card"
    if isinstance(c, K.PlaceSettlement):
        return f"Hint: place your settlement {texts.place(table, 'vertex', c.vertex)}"
    if isinstance(c, K.PlaceRoad):
        return f"Hint: place your road {texts.place(table, 'edge', c.edge)}"
    if isinstance(c, K.PlaceFreeRoad):
        return f"Hint: place your free road {texts.place(table, 'edge', c.edge)}"
    if isinstance(c, K.BuildRoad):
        return f"Hint: build a road {texts.place(table, 'edge', c.edge)}"
    if isinstance(c, K.BuildSettlement):
        return f"Hint: build a settlement {texts.place(table, 'vertex', c.vertex)}"
    if isinstance(c, K.BuildCity):
        return f"Hint: turn your settlement {texts.place(table, 'vertex', c.vertex)} into a city"
    if isinstance(c, K.MaritimeTrade):
        rate = texts.ratios(table, table.viewer)[RESOURCES.index(c.give)]
        return f"Hint: trade {rate} {c.give} for 1 {c.get} with the bank"
    if isinstance(c, K.ChooseRobinHex):
        return f"Hint: send Robin into {robin_texts.land(table, c.hex)}{_robin_where(table, c.hex)}"
    if isinstance(c, K.DisplaceRobin):
        return f"Hint: drive Robin into {robin_texts.land(table, c.hex)}{_robin_where(table, c.hex)}"
    if isinstance(c, K.RelocateRobin):
        return f"Hint: put Robin on {robin_texts.land(table, c.hex)}"
    if isinstance(c, K.DeclineDisplacement):
        return "Hint: leave Robin where he is"
    if isinstance(c, K.PlayKnight):
        return "Hint: play your Knight (Robin draws a movement card at once)"
    if isinstance(c, K.PlayRoadBuilding):
        return "Hint: play your Road Building (two roads for free)"
    if isinstance(c, K.PlayMonopoly):
        return f"Hint: play your Monopoly on {c.resource} (take it back from Robin's loot)"
    if isinstance(c, K.PlayYearOfPlenty):
        return f"Hint: play your Year of Plenty for {texts.names_phrase(c.resources)}"
    if isinstance(c, K.Discard):
        return f"Hint: give back {texts.names_phrase(c.cards)}"
    first = choices.stages(table, c)[-1].label or c.describe(table.names)
    return "Hint: " + first[:1].lower() + first[1:]


class Hint:
    """The hint shown now (if any): the bot's command, its words and the stage of its next
    click (:mod:`.choices`), for the decision it was asked at. Clicks along the command's path
    (the hinted tile, then its corner) keep it, the next click standing out in turn; any other
    click, or a new decision, puts it away."""

    def __init__(self, table: SettlersTable):
        self.table = table
        self.command: Command | None = None
        self.words = ""
        self._path: list[Hashable] = []  # the keys of the command's clicks
        self._wheres: list[str] = []
        self._moment: tuple | None = None

    def offered(self) -> bool:
        """Whether the banner offers the button: the solo Sheriff's decision, nothing moving."""
        t = self.table
        if not (t.solo and t.my_turn and t.legal) or t.view is None or t.view.over:
            return False
        return not t.host.anim.busy

    def _now(self) -> tuple:
        t = self.table
        return (t._choice, t.composer is None, t.current_picker() is None, frozenset(t.chooser.marked))

    def ask(self) -> None:
        """The button: the bot's command for the Sheriff now, from his view and the legal
        commands; a half-made choice is put back first (the hint starts from the first click)."""
        t = self.table
        if not self.offered():
            return
        t.composer = None
        t.chooser.back()
        match = t.match
        seat = t.viewer
        bot = make_bot(match.spec, BOT, seat, bot_seed(match.seed, seat, "hint"))
        command = bot.choose(match.view(seat), match.legal_commands())
        stages = choices.stages(t, command)
        self.command, self.words = command, words(t, command)
        self._path = [s.key for s in stages]
        self._wheres = [s.where for s in stages]
        self._moment = self._now()

    @property
    def shown(self) -> bool:
        """A hint stands: asked at this decision, and nothing clicked since but its own clicks."""
        if self.command is None:
            return False
        picked = self.table.chooser.picked
        on_path = len(picked) < len(self._path) and list(picked) == self._path[: len(picked)]
        if self._moment != self._now() or not on_path or not self.offered():
            self.clear()
            return False
        return True

    def clear(self) -> bool:
        """Forget the hint (a click); True if one was shown."""
        had = self.command is not None
        self.command, self.words, self._path, self._wheres, self._moment = None, "", [], [], None
        return had

    @property
    def spot(self) -> tuple[str, Hashable] | None:
        """``(where, key)`` of the hint's next click (None: no hint)."""
        if not self.shown:
            return None
        depth = len(self.table.chooser.picked)
        return (self._wheres[depth], self._path[depth])


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
        return next(
            (box for kind, _, _, box in hand.hand_layout(table)[1] if texts.dev_group(kind) == key[1]), None
        )
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
    T = table.T
    rect = T.rect(box)
    spread = max(6, T.length(14))
    halo = draw.glow((rect.w, rect.h), T.length(10), spread)
    surface.blit(halo, (rect.x - spread * 2, rect.y - spread * 2))


def draw_over(table: SettlersTable, surface: pygame.Surface, t: float) -> None:
    """The first click's place on the island glowing as under the pointer, and a light ring
    round it (or round its tile, dice or card)."""
    T = table.T
    ink, light = P.shade(P.GOLD_DEEP, 0.6), P.PARCHMENT_LIGHT
    box = spot_box(table)
    if box is not None:
        rect = T.rect(box).inflate(T.length(6), T.length(6))
        radius = T.length(12)
        pygame.draw.rect(surface, ink, rect.inflate(4, 4), width=max(3, T.length(5)), border_radius=radius)
        pygame.draw.rect(surface, light, rect, width=max(2, T.length(3)), border_radius=radius)
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
    c = (round(centre[0]), round(centre[1]))
    pygame.draw.circle(surface, ink, c, round(r) + 2, width=max(3, T.length(5)))
    pygame.draw.circle(surface, light, c, round(r), width=max(2, T.length(3)))
