"""The engine's Settlers events turned into animation steps, the headline of a command, and
the moving things drawn.

What moves (a tween's sprite):

- ``("dice", d1, d2)``: the two dice tumbling in their tray (faces change, they turn and
  bounce) before they show the roll;
- ``("card", resource)``: a resource card face up (production, a discard, a trade: public);
  ``("back", "resource" or "dev")``: a card face down (a theft, a card bought);
  ``("hand", resource)``: a stolen card, face up for the thief or the victim at the screen;
- ``("robber",)``: the robber walking to his new hex;
- ``("road", seat, edge)``, ``("building", seat, city, vertex)``: a piece set down;
- ``("special", "road" or "army", seat)``: Longest Road or Largest Army changing hands.

A tween hides what it brings until it lands (``hide``): ``("hand", resource)`` a card of
the viewer's hand, ``("plaque", seat)`` a card of a seat's count, ``("bank", resource)`` a
card coming to the bank (``("bankout", resource)``: one still on its way out of it),
``("robber",)``, ``("edge", e)``, ``("vertex", v)``, ``("dice",)``; the drawing
(:mod:`.panels`, :mod:`.table`) leaves those out. The cards in the air also wait their turn
(``show_before=False``): nothing tells a roll's harvest before the dice have landed.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import pygame

from sherwood.engine import Event
from sherwood.games.settlers import events as E
from sherwood.games.settlers import geometry as G
from sherwood.games.settlers.board import HEX_BY_NAME
from sherwood.games.settlers.content import COSTS
from sherwood.ui.animation import Step, Tween
from sherwood.ui.games.settlers import geometry as geo
from sherwood.ui.games.settlers import pictures, robin_motion, texts
from sherwood.ui.render import draw
from sherwood.ui.render.board import Box
from sherwood.ui.render.surfaces import scaled, source_size

if TYPE_CHECKING:
    from sherwood.ui.games.settlers.table import SettlersTable

RESOURCES = geo.RESOURCES
CARD = (40, 56)  # a card in flight, board units
DICE_TIME = 0.62
FLY = 0.34
STAGGER = 0.07
MOST = 8  # cards flown per side of one event (more land at once)
HEADLINES = (
    E.GameWon,
    E.RobinWon,
    E.Encircled,
    E.TurnLimitReached,
    E.LongestRoadChanged,
    E.LargestArmyChanged,
    E.RobinScored,
    E.RobinRobbed,
    E.LootRecovered,
    E.Robbed,
    E.Traded,
    E.MonopolyPlayed,
    E.CityBuilt,
    E.SettlementBuilt,
    E.RobinMoved,
    E.RobinStayed,
    E.Produced,
    E.DiceRolled,
)


class Motion:
    """Builds the steps of one command's events (the host asks once per event)."""

    def __init__(self, table: SettlersTable):
        self.table = table
        self.robin = robin_motion.RobinMotion(self)

    # --- where cards go -----------------------------------------------------------------------

    def seat_spot(self, seat: int, resource: str | None, face_up_hand: bool) -> tuple[Box, tuple]:
        """Where a card of ``seat`` lies: the viewer's stack of ``resource`` when its hand is
        shown, else the seat's plaque; and what the landing card is hidden as until then."""
        t = self.table
        if face_up_hand and seat == t.viewer and t.show_hand and resource is not None:
            for r, box in geo.resource_boxes(t):
                if r == resource:
                    return box, (("hand", resource), ("plaque", seat))
        return geo.plaque_card(t, seat), (("plaque", seat),)

    def fly(
        self, resource: str | None, start: Box, end: Box, i: int, hide: tuple = (), back: str = "resource"
    ) -> Tween:
        sprite = ("card", resource) if resource is not None else ("back", back)
        return Tween(sprite, start, end, FLY, delay=min(i, MOST) * STAGGER, hide=hide, show_before=False)

    def to_seat(self, seat: int, cards: Sequence[str], start: Box, *, face: bool = True) -> list[Tween]:
        out = []
        for i, c in enumerate(cards[: MOST * 2]):
            end, hide = self.seat_spot(seat, c, True)
            out.append(self.fly(c if face else None, start, end, i, hide))
        return out

    def from_seat(self, seat: int, cards: Sequence[str], end_of: Any, *, face: bool = True) -> list[Tween]:
        """Cards leaving ``seat`` for ``end_of(card)`` (a box), with what hides there."""
        out = []
        for i, c in enumerate(cards[: MOST * 2]):
            start, _ = self.seat_spot(seat, c, True)
            end, hide = end_of(c)
            out.append(self.fly(c if face else None, start, end, i, hide))
        return out

    def to_bank(self, seat: int, cards: Sequence[str]) -> list[Tween]:
        t = self.table
        return self.from_seat(seat, cards, lambda c: (geo.bank_box(t, c), (("bank", c),)))

    # --- the steps ------------------------------------------------------------------------------

    def steps(self, event: Event, before: Any, after: Any) -> list[Step]:
        t = self.table
        if after is None:
            return []
        if t.solo:
            solo = self.robin.steps(event, before, after)
            if solo is not None:
                return solo
        names = t.names
        caption = texts.event_words(t, event)
        place = t.place
        if isinstance(event, E.DiceRolled):
            a, b = geo.dice_boxes(t)
            both = (a[0], a[1], b[0] + b[2] - a[0], a[3])
            tween = Tween(("dice", event.d1, event.d2), both, both, DICE_TIME, hide=(("dice",),))
            return [
                Step([tween], caption=f"{names[event.seat]} rolls the dice…"),
                Step(caption=caption, hold=0.25),
            ]
        if isinstance(event, E.Produced):
            tweens = []
            for i, (hex_name, seat, res, n) in enumerate(event.gains):
                start = geo.around(place.hex_centre(HEX_BY_NAME[hex_name]), CARD)
                for k in range(n):
                    end, hide = self.seat_spot(seat, res, True)
                    tweens.append(self.fly(res, start, end, i + k, (*hide, ("bankout", res))))
            return [Step(tweens, caption=caption, hold=0.1)] if tweens else [Step(caption=caption, hold=0.3)]
        if isinstance(event, E.SetupResources):
            start = geo.bank_box(t, event.cards[0]) if event.cards else geo.bank_box(t, "lumber")
            tweens = []
            for i, c in enumerate(event.cards):
                end, hide = self.seat_spot(event.seat, c, True)
                tweens.append(self.fly(c, geo.bank_box(t, c), end, i, (*hide, ("bankout", c))))
            return [Step(tweens or [Tween(("none",), start, start, 0.0)], caption=caption)]
        if isinstance(event, E.Discarded):
            return [Step(self.to_bank(event.seat, event.cards), caption=caption)]
        if isinstance(event, E.RobberMoved):
            h = HEX_BY_NAME[event.hex]
            old = before.robber if before is not None else h
            size = (place.size * 0.8, place.size * 1.1)
            start = geo.around(place.robber_point(old), size)
            end = geo.around(place.robber_point(h), size)
            return [Step([Tween(("robber",), start, end, 0.5, hide=(("robber",),))], caption=caption)]
        if isinstance(event, E.Robbed):
            # the card's kind only for the thief or the victim, at the screen with its hand shown
            mine = t.show_hand and after.seat == t.viewer and t.viewer in (event.seat, event.victim)
            kind = after.last_theft if mine else None
            start, _ = self.seat_spot(event.victim, kind, True)
            end, hide = self.seat_spot(event.seat, kind, True)
            sprite = ("hand", kind) if kind is not None else ("back", "resource")
            if kind is not None:
                caption = f"{caption}: {'you take' if t.viewer == event.seat else 'you lose'} a {kind}"
            return [Step([Tween(sprite, start, end, FLY, hide=hide)], caption=caption, hold=0.3)]
        if isinstance(event, E.RoadBuilt):
            steps = []
            if event.paid:
                steps.append(Step(self.to_bank(event.seat, _cost("road")), caption=caption))
            e = G.EDGE_ID[event.edge]
            steps.append(self._drop(("road", event.seat, e), place.edge(e), ("edge", e), caption))
            return steps
        if isinstance(event, E.SettlementBuilt | E.CityBuilt):
            city = isinstance(event, E.CityBuilt)
            steps = []
            if city or getattr(event, "paid", False):
                steps.append(
                    Step(self.to_bank(event.seat, _cost("city" if city else "settlement")), caption=caption)
                )
            v = G.VERTEX_ID[event.vertex]
            steps.append(
                self._drop(("building", event.seat, city, v), place.vertex(v), ("vertex", v), caption)
            )
            return steps
        if isinstance(event, E.DevCardBought):
            deck = geo.bank_box(t, "deck")
            end, hide = self.seat_spot(event.seat, None, False)
            if event.seat == t.viewer and t.show_hand:
                x, y, w, h = t.Z("hand")
                end = (x + w - 240, y + 40, *geo.hand_card_size(t))
            return [
                Step(self.to_bank(event.seat, _cost("development_card")), caption=caption),
                Step([Tween(("back", "dev"), deck, end, FLY, hide=hide)], caption=caption),
            ]
        if isinstance(event, E.YearOfPlentyPlayed):
            tweens = []
            for i, c in enumerate(event.cards):
                end, hide = self.seat_spot(event.seat, c, True)
                tweens.append(self.fly(c, geo.bank_box(t, c), end, i, (*hide, ("bankout", c))))
            return [Step(tweens, caption=caption)]
        if isinstance(event, E.MonopolyPlayed):
            tweens = []
            i = 0
            for seat, n in enumerate(event.taken):
                start, _ = self.seat_spot(seat, None, False)
                for _ in range(min(n, MOST)):
                    end, hide = self.seat_spot(event.seat, event.resource, True)
                    tweens.append(self.fly(event.resource, start, end, i, hide))
                    i += 1
            return [Step(tweens, caption=caption, hold=0.2)] if tweens else [Step(caption=caption, hold=0.4)]
        if isinstance(event, E.MaritimeTraded):
            give = [event.give] * event.count
            end, hide = self.seat_spot(event.seat, event.get, True)
            back = Tween(
                ("card", event.get),
                geo.bank_box(t, event.get),
                end,
                FLY,
                hide=(*hide, ("bankout", event.get)),
            )
            return [Step(self.to_bank(event.seat, give), caption=caption), Step([back], caption=caption)]
        if isinstance(event, E.Traded):

            def to_partner(c: str) -> tuple[Box, tuple]:
                return self.seat_spot(event.partner, c, True)

            def to_offerer(c: str) -> tuple[Box, tuple]:
                return self.seat_spot(event.seat, c, True)

            tweens = self.from_seat(event.seat, event.give, to_partner)
            tweens += self.from_seat(event.partner, event.want, to_offerer)
            return [Step(tweens, caption=caption, hold=0.15)]
        if isinstance(event, E.LongestRoadChanged | E.LargestArmyChanged):
            which = "road" if isinstance(event, E.LongestRoadChanged) else "army"
            if event.seat is None:
                return [Step(caption=caption, hold=0.5)]
            x, y, w, h = geo.plaque_box(t, event.seat)
            end = (x + w - 40, y + 64, 28, 40)
            if event.previous is not None:
                px, py, pw, _ph = geo.plaque_box(t, event.previous)
                start: Box = (px + pw - 40, py + 64, 28, 40)
            else:  # from its place beside the island
                start = geo.special_boxes(t)[which][0]
            return [Step([Tween(("special", which, event.seat), start, end, 0.6)], caption=caption, hold=0.2)]
        if isinstance(event, E.KnightPlayed | E.RoadBuildingPlayed):
            return [Step(caption=caption, hold=0.35)]
        if isinstance(event, E.TurnBegan):
            return [Step(caption=caption, hold=0.3)]
        if isinstance(event, E.GameWon | E.TurnLimitReached):
            return [Step(caption=caption, hold=0.8)]
        if isinstance(
            event,
            E.OfferMade
            | E.OfferAccepted
            | E.OfferDeclined
            | E.OfferCancelled
            | E.OfferLapsed
            | E.Shortage
            | E.NoVictim
            | E.FirstPlayer,
        ):
            return [Step(caption=caption, hold=0.35)]
        return []

    def _drop(self, sprite: tuple, at: tuple[float, float], hide: tuple, caption: str) -> Step:
        s = self.table.place.size
        end = geo.around(at, (s, s))
        start = (end[0], end[1] - s * 0.9, end[2], end[3])
        return Step([Tween(sprite, start, end, 0.32, hide=(hide,))], caption=caption)


def _cost(item: str) -> list[str]:
    return [RESOURCES[r] for r, n in enumerate(COSTS[item]) for _ in range(n)]


def headline(table: SettlersTable, events: Sequence[Event]) -> str | None:
    """The event that matters most of a command's events (a win, a road taken, a theft), else
    the first: in the words of the log, the places named by their land ("by the Forest 8")."""
    for kind in HEADLINES:
        for e in events:
            if isinstance(e, kind):
                return texts.event_words(table, e)
    return texts.event_words(table, events[0]) if events else None


# --- drawing what moves ---------------------------------------------------------------------------


def draw_sprite(
    table: SettlersTable, surface: pygame.Surface, sprite: Any, box: Box, progress: float
) -> None:
    if table.solo and robin_motion.draw_sprite(table, surface, sprite, box, progress):
        return
    T = table.T
    kind = sprite[0]
    r = T.rect(box)
    w, h = source_size(r.size, geo.card_sizes(table))  # in flight: drawn at a size the table has, scaled
    if kind == "card":
        pictures.blit_card(
            surface, scaled(pictures.resource_card(sprite[1], w, h), r.size), r, 1.6, moving=True
        )
    elif kind == "hand":  # a card of the viewer's own hand (a theft): private
        pictures.blit_card(surface, scaled(pictures.hand_card(sprite[1], w, h), r.size), r, 1.6, moving=True)
    elif kind == "back":
        pictures.blit_card(surface, scaled(pictures.card_back(sprite[1], w, h), r.size), r, 1.6, moving=True)
    elif kind == "dice":
        _draw_dice(table, surface, sprite[1], sprite[2], progress)
    elif kind == "robber":
        x, y = r.center
        lift = math.sin(math.pi * progress) * r.h * 0.25
        table.painter.draw_robber(surface, at=(x, y - lift), lifted=0 < progress < 1)
    elif kind == "road":
        _, seat, e = sprite
        table.painter.draw_road(surface, seat, e, at=r.center, alpha=min(255, int(120 + 135 * progress)))
    elif kind == "building":
        _, seat, city, _v = sprite
        table.painter.draw_building(surface, seat, city, r.center, lifted=progress < 1)
    elif kind == "special":
        pictures.blit_card(
            surface, scaled(pictures.special_card(sprite[1], w, h), r.size), r, 1.6, moving=True
        )


def _draw_dice(table: SettlersTable, surface: pygame.Surface, d1: int, d2: int, progress: float) -> None:
    """Two dice tumbling: turning, changing faces, bouncing; the last fifth shows the roll."""
    T = table.T
    boxes = geo.dice_boxes(table)
    rng = random.Random(int(progress * 9))  # a few face changes over the roll
    settled = progress >= 0.8
    for i, (box, value) in enumerate(zip(boxes, (d1, d2), strict=True)):
        r = T.rect(box)
        face = value if settled else rng.randint(1, 6)
        bounce = abs(math.sin(progress * math.pi * 3)) * (1 - progress) * r.h * 0.35
        angle = 0.0 if settled else (1 - progress) * 540 * (1 if i == 0 else -1)
        scale = 1.0 + 0.12 * (1 - progress)
        img = pictures.die_face(face, r.w)
        if angle or scale != 1.0:
            img = pygame.transform.rotozoom(img, angle, scale)
        rect = img.get_rect(center=(r.centerx, r.centery - bounce))
        draw.blit_shadow(surface, r, T.length(10), 1.2)
        surface.blit(img, rect)


def piece_hidden(hidden) -> tuple[set[int], set[int], bool]:
    """The vertices and edges whose pieces are still on their way, and whether the robber is."""
    vertices = {k[1] for k, n in hidden.items() if n > 0 and k[0] == "vertex"}
    edges = {k[1] for k, n in hidden.items() if n > 0 and k[0] == "edge"}
    return vertices, edges, hidden[("robber",)] > 0
