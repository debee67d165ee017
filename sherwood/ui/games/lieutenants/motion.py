"""The engine's Lieutenants events turned into animation steps, and the moving things drawn.

Cards fly between the piles, the stage and the seats; the sheriff steps space by space along
his route; the cards the sheriff hands out fly face down from the draw pile to each seat in
turn (LT-8.4). Nothing flies face up that the viewer may not see: a stolen or robbed card,
a hand-out, a sealed offer, an ambush card before it fires all fly as backs (LT-12). An ambush
that fires turns face up as it flies from its owner to the stage, and stays there a moment,
face up for all (LT-7.5), while its owner takes a card; then it goes under the deck.

A sprite is ``("face", card)`` (an object or ambush card face up), ``("back", deck)``,
``("mission", card)``, ``("reveal", card)`` (a card turning face up as it flies: an object or an
ambush card) or ``("sheriff",)``. A tween hides what it brings until it lands: ``("sheriff",)``,
``("group", kind, seat)`` (a stage group), ``("hand", seat)`` (a rival's backs),
``("card", card)`` (a card of the viewer's hand), ``("discard",)``; the drawing leaves those out.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise
from typing import TYPE_CHECKING, Any

import pygame

from sherwood.engine import Event
from sherwood.games.lieutenants import events as E
from sherwood.ui.animation import Step, Tween, ease_out_cubic
from sherwood.ui.games.lieutenants.art import cards as art
from sherwood.ui.games.lieutenants.geometry import SPACE_R, Geo, Group, centre, layout, stage_layout
from sherwood.ui.kit.surfaces import source_size
from sherwood.ui.render.board import Box

if TYPE_CHECKING:
    from sherwood.ui.games.lieutenants.table import LieutenantsTable

FLY = 0.32  # seconds a card flies
FIRED = 0.6  # seconds a fired ambush card takes to fly to the stage, turning face up
FIRED_HOLD = 0.9  # seconds it then rests there before the game goes on
STEP = 0.18  # seconds a sheriff's step takes (ART.md: ~180 ms a space)

HEADLINE_ORDER = (
    E.GameEnded,
    E.MissionCompleted,
    E.SetDelivered,
    E.DeliveryFailed,
    E.AmbushFired,
    E.OfferAccepted,
    E.RaidTaken,
    E.Robbed,
    E.Stolen,
    E.Defended,
    E.AmbushLaid,
    E.OffersRevealed,
    E.DeliveryAnnounced,
    E.CardTaken,
    E.CardRevealed,
)


def _arrive(part: float):
    """An easing that lands within the first ``part`` of the tween and then rests: a card
    stays where it landed while the step goes on."""
    return lambda t: ease_out_cubic(min(1.0, t / part))


def headline(events: Sequence[Event], names: Sequence[str]) -> str | None:
    """The line that stays once a command's animation is over: its weightiest event."""
    for kind in HEADLINE_ORDER:
        for event in events:
            if isinstance(event, kind):
                return event.describe(names)
    return None


class Motion:
    """Builds the steps of one command's events, event by event."""

    def __init__(self, table: LieutenantsTable):
        self.table = table
        self._geo: dict[int, Geo] = {}
        self._delivery: dict[str, Box] = {}  # where the last delivery announced lay

    def geo(self, view: Any) -> Geo:
        key = id(view)
        if key not in self._geo:
            if len(self._geo) > 4:
                self._geo.clear()
            self._geo[key] = layout(self.table, view)
        return self._geo[key]

    # --- places ------------------------------------------------------------------------------------

    def seat_box(self, geo: Geo, seat: int) -> Box:
        """Where a card flies to or from ``seat``: the viewer's hand, or a rival's plaque."""
        table = self.table
        cw, ch = table.card_size("stage")
        if seat == table.viewer:
            return centre(table.Z("hand"), cw, ch)
        p = geo.plaques[seat]
        return centre(p.hand or p.box, cw * 0.5, ch * 0.5)

    def loot_box(self, geo: Geo, seat: int) -> Box:
        cw, ch = self.table.card_size("stage")
        return centre(geo.plaques[seat].loot, cw * 0.45, ch * 0.45)

    def extras_box(self, geo: Geo, seat: int) -> Box:
        cw, ch = self.table.card_size("stage")
        return centre(geo.plaques[seat].extras, cw * 0.45, ch * 0.45)

    def stage_box(self, geo: Geo, kind: str, seat: int | None = None, i: int = 0) -> Box:
        placed = geo.group(kind, seat)
        if placed is not None and placed.cards:
            return placed.cards[min(i, len(placed.cards) - 1)]
        cw, ch = self.table.card_size("stage")
        return centre(self.table.Z("stage"), cw, ch)

    def hand_card(self, geo: Geo, seat: int, card: str) -> Box:
        box = geo.hand_box(card) if seat == self.table.viewer else None
        return box if box is not None else self.seat_box(geo, seat)

    def face_up_for_viewer(self, seat: int) -> bool:
        return seat == self.table.viewer and self.table.show_hand

    # --- steps ---------------------------------------------------------------------------------------

    def steps(self, event: Event, before: Any, after: Any) -> list[Step]:
        if before is None or after is None:
            return []
        table = self.table
        gb, ga = self.geo(before), self.geo(after)
        caption = table.event_text(event)

        def fly(sprite, start: Box, end: Box, hide=(), delay: float = 0.0, duration: float = FLY) -> Tween:
            return Tween(sprite, start, end, duration, delay, hide=hide)

        if isinstance(event, E.TurnStarted):
            return [Step(caption=caption, hold=0.3)]
        if isinstance(event, E.CardRevealed):
            end = self.stage_box(ga, "revealed")
            return [
                Step(
                    [
                        fly(
                            ("reveal", event.card),
                            gb.draw,
                            end,
                            hide=(("group", "revealed", event.seat),),
                            duration=0.4,
                        )
                    ],
                    caption=caption,
                    hold=0.1,
                )
            ]
        if isinstance(event, E.CardTaken):
            end = self.hand_card(ga, event.seat, event.card)
            return [
                Step(
                    [
                        fly(
                            ("face", event.card),
                            self.stage_box(gb, "revealed"),
                            end,
                            hide=(("card", event.card), ("hand", event.seat)),
                        )
                    ],
                    caption=caption,
                )
            ]
        if isinstance(event, E.Defended):
            att, tgt = event.attacker, event.target
            return [
                Step(
                    [
                        fly(
                            ("face", event.necklace),
                            self.seat_box(gb, tgt),
                            self.hand_card(ga, att, event.necklace),
                            hide=(("card", event.necklace), ("hand", att)),
                        ),
                        fly(
                            ("face", event.paying_card),
                            self.stage_box(gb, "revealed"),
                            self.hand_card(ga, tgt, event.paying_card),
                            hide=(("card", event.paying_card), ("hand", tgt)),
                        ),
                    ],
                    caption=caption,
                )
            ]
        if isinstance(event, E.Stolen | E.Robbed):
            seat, tgt = event.seat, event.target
            return [
                Step(
                    [
                        fly(
                            ("back", "object"),
                            self.seat_box(gb, tgt),
                            self.seat_box(ga, seat),
                            hide=(("hand", seat),),
                        ),
                        fly(
                            ("face", event.paying_card),
                            self.stage_box(gb, "revealed"),
                            self.hand_card(ga, tgt, event.paying_card),
                            hide=(("card", event.paying_card), ("hand", tgt)),
                        ),
                    ],
                    caption=caption,
                )
            ]
        if isinstance(event, E.HandLaidOut):
            tweens = [
                fly(
                    ("face", c),
                    self.seat_box(gb, event.target),
                    self.stage_box(ga, "hand", event.target, i),
                    hide=(("group", "hand", event.target),),
                    delay=0.05 * i,
                )
                for i, c in enumerate(event.cards)
            ]
            return [Step(tweens, caption=caption, hold=0.2)]
        if isinstance(event, E.RaidTaken):
            return [
                Step(
                    [
                        fly(
                            ("face", event.card),
                            self._stage_card(gb, "hand", event.card),
                            self.hand_card(ga, event.seat, event.card),
                            hide=(("card", event.card), ("hand", event.seat)),
                        ),
                        fly(
                            ("face", event.paying_card),
                            self.stage_box(gb, "revealed"),
                            self.hand_card(ga, event.target, event.paying_card),
                            hide=(("card", event.paying_card), ("hand", event.target)),
                        ),
                    ],
                    caption=caption,
                )
            ]
        if isinstance(event, E.OfferMade):
            end = self.stage_box(ga, "offer", event.seat)
            return [
                Step(
                    [
                        fly(
                            ("back", "object"),
                            self.seat_box(gb, event.seat),
                            end,
                            hide=(("group", "offer", event.seat),),
                        )
                    ],
                    caption=caption,
                )
            ]
        if isinstance(event, E.OffersRevealed):
            return [Step(caption=caption, hold=0.5)]
        if isinstance(event, E.OfferAccepted):
            tweens = [
                fly(
                    ("face", c),
                    self._stage_card(gb, "offer", c, event.offerer),
                    self.hand_card(ga, event.seat, c),
                    hide=(("card", c), ("hand", event.seat)),
                )
                for c in event.cards
            ]
            tweens.append(
                fly(
                    ("face", event.paying_card),
                    self.stage_box(gb, "revealed"),
                    self.hand_card(ga, event.offerer, event.paying_card),
                    hide=(("card", event.paying_card), ("hand", event.offerer)),
                )
            )
            return [Step(tweens, caption=caption)]
        if isinstance(event, E.AmbushDrawn):
            tweens = [
                fly(
                    ("back", "ambush"),
                    gb.ambush_deck,
                    self.stage_box(ga, "ambush_choice", event.seat, i),
                    hide=(("group", "ambush_choice", event.seat),),
                    delay=0.08 * i,
                )
                for i in range(event.count)
            ]
            return [Step(tweens, caption=caption)]
        if isinstance(event, E.AmbushLaid):
            end = self.extras_box(ga, event.seat)
            return [
                Step(
                    [
                        fly(("face", event.gold), self.stage_box(gb, "revealed"), end),
                        fly(("back", "ambush"), self.stage_box(gb, "ambush_choice", event.seat), end),
                    ],
                    caption=caption,
                )
            ]
        if isinstance(event, E.AmbushBuried):
            return [
                Step(
                    [
                        fly(
                            ("back", "ambush"),
                            self.stage_box(gb, "ambush_choice", event.seat, 1),
                            ga.ambush_deck,
                        )
                    ],
                    caption=caption,
                )
            ]
        if isinstance(event, E.DeliveryAnnounced):
            self._delivery = self._laid(Group("delivery", event.seat, list(event.cards), caption))
            tweens = [
                Tween(
                    ("face", c),
                    self.hand_card(gb, event.seat, c),
                    self._delivery[c],
                    FLY + 0.45,
                    0.04 * i,
                    hide=(("group", "delivery", event.seat),),
                    ease=_arrive(FLY / (FLY + 0.45)),
                )
                for i, c in enumerate(event.cards)
            ]
            return [Step(tweens, caption=caption)]
        if isinstance(event, E.AmbushFired):  # LT-7.5: shown to all, it waits on the stage
            start = self.extras_box(gb, event.seat)
            if gb.group("fire", event.seat):  # the viewer's own, face up where it was clicked
                sprite, start = ("face", event.ambush), self._stage_card(gb, "fire", event.ambush, event.seat)
            else:
                sprite = ("reveal", event.ambush)
            return [
                Step(
                    [
                        fly(
                            sprite,
                            start,
                            self.stage_box(ga, "fired", event.seat),
                            hide=(("group", "fired", event.seat),),
                            duration=FIRED,
                        ),
                        fly(
                            ("face", event.gold),
                            self.extras_box(gb, event.seat),
                            self.hand_card(ga, event.deliverer, event.gold),
                            hide=(("card", event.gold), ("hand", event.deliverer)),
                            delay=FIRED,
                        ),
                    ],
                    caption=caption,
                    hold=FIRED_HOLD,
                ),
            ]
        if isinstance(event, E.AmbushTook):  # the card taken; the fired ambush goes under the deck
            return [
                Step(
                    [
                        fly(
                            ("face", event.card),
                            self._stage_card(gb, "delivery", event.card),
                            self.hand_card(ga, event.seat, event.card),
                            hide=(("card", event.card), ("hand", event.seat)),
                        ),
                        fly(("back", "ambush"), self.stage_box(gb, "fired", event.seat), ga.ambush_deck,
                            delay=FLY),
                    ],
                    caption=caption,
                )
            ]
        if isinstance(event, E.DeliveryFailed):
            tweens = [
                fly(
                    ("face", c),
                    self._stage_card(gb, "delivery", c),
                    self.hand_card(ga, event.seat, c),
                    hide=(("card", c), ("hand", event.seat)),
                )
                for c in event.returned
            ]
            return [Step(tweens, caption=caption)]
        if isinstance(event, E.SetDelivered):
            tweens = [
                fly(
                    ("face", event.loot),
                    self._stage_card(gb, "delivery", event.loot),
                    self.loot_box(ga, event.seat),
                )
            ]
            tweens += [
                fly(("face", c), self._stage_card(gb, "delivery", c), ga.discard, hide=(("discard",),))
                for c in event.discarded
            ]
            return [Step(tweens, caption=caption)]
        if isinstance(event, E.MissionCompleted):
            m = int(event.mission_card[2]) - 1
            tweens = [
                fly(
                    ("mission", event.mission_card),
                    gb.missions[m],
                    self.extras_box(ga, event.seat),
                    duration=0.45,
                )
            ]
            tweens += [
                fly(("face", c), self._stage_card(gb, "delivery", c), ga.discard, hide=(("discard",),))
                for c in event.cards
            ]
            return [Step(tweens, caption=caption)]
        if isinstance(event, E.SheriffMoved):
            return [self._walk(gb, before.sheriff, event.space, caption)]
        if isinstance(event, E.CardsHandedOut):
            tweens = [
                fly(("back", "object"), gb.draw, self.seat_box(ga, s), hide=(("hand", s),), delay=0.12 * i)
                for i, s in enumerate(event.seats)
            ]
            return [Step(tweens, caption=caption)]
        if isinstance(event, E.DeckReshuffled):
            tweens = [
                fly(("back", "object"), gb.discard, ga.draw, delay=0.05 * i)
                for i in range(min(6, event.count))
            ]
            return [Step(tweens, caption=caption)]
        return [Step(caption=caption, hold=0.3)]

    def _laid(self, group: Group) -> dict[str, Box]:
        """Where ``group``'s cards would lie alone on the stage (a delivery that comes and
        goes within one command is on the stage in neither view)."""
        placed = stage_layout(self.table, [group], self.table.stage_area())
        return {
            c: box for p in placed for c, box in zip(p.group.cards, p.cards, strict=True) if c is not None
        }

    def _stage_card(self, geo: Geo, kind: str, card: str, seat: int | None = None) -> Box:
        placed = geo.group(kind, seat)
        if placed is None and kind == "delivery" and card in self._delivery:
            return self._delivery[card]
        if placed is None:
            return centre(self.table.Z("stage"), *self.table.card_size("stage"))
        for c, box in zip(placed.group.cards, placed.cards, strict=True):
            if c == card:
                return box
        return placed.cards[0] if placed.cards else placed.box

    def _walk(self, geo: Geo, start: int, end: int, caption: str) -> Step:
        """The sheriff steps space by space from ``start`` to ``end`` along the loop."""
        n = len(geo.spaces)
        path = [start]
        while path[-1] != end and len(path) <= n:
            path.append((path[-1] + 1) % n)
        tweens = []
        for i, (a, b) in enumerate(pairwise(path)):
            ax, ay = geo.spaces[a]
            bx, by = geo.spaces[b]
            box_a = (ax - SPACE_R, ay - SPACE_R, 2 * SPACE_R, 2 * SPACE_R)
            box_b = (bx - SPACE_R, by - SPACE_R, 2 * SPACE_R, 2 * SPACE_R)
            tweens.append(
                Tween(("sheriff",), box_a, box_b, STEP, STEP * i, hide=(("sheriff",),), show_before=False)
            )
        return Step(tweens, caption=caption, hold=0.15)


def draw_sprite(
    table: LieutenantsTable, surface: pygame.Surface, sprite: Any, box: Box, progress: float
) -> None:
    T = table.T
    kind = sprite[0]
    if kind == "sheriff":
        from sherwood.ui.games.lieutenants.drawing import pawn_box

        x, y, w, h = box
        pawn_box(table, surface, (x + w / 2, y + h / 2))
        return
    r = T.rect(box)
    # a moving card changes size every frame: drawn at a size the table has, then scaled
    w, h = source_size(r.size, table.card_sizes())
    if kind == "reveal":  # the card turns over as it comes: a back, then its face
        card = sprite[1]
        deck = "ambush" if card.startswith("AM") else "object"
        img = art.back(deck, w, h) if progress < 0.5 else art.face(card, w, h)
        flat = pygame.transform.smoothscale(img, (max(2, round(r.w * abs(1 - 2 * progress))), r.h))
        art.blit_card(surface, flat, flat.get_rect(center=r.center), 1.4, moving=True)
        return
    if kind == "face":  # an object card, or an ambush card face up
        img = art.face(sprite[1], w, h)
    elif kind == "mission":
        img = art.mission_card(sprite[1], w, h)
    else:
        img = art.back(sprite[1], w, h)
    art.blit_card(surface, img, r, 1.6, moving=True)
