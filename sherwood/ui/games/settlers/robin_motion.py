"""Robin Hood's turn animated from the solo game's events (SR-V), so that the Sheriff sees
what Robin did and why:

- a movement card leaves the draw pile, is shown large over the island and turns face up,
  then goes to its place among the drawn cards on Robin's plaque (the die tumbles there
  instead, in die mode);
- Robin walks from hex to hex (a little hop each step), hidden at his new hex until he
  arrives; a "stays" note over his head when he cannot move, saying why;
- a stolen card flies from the Sheriff's hand to the loot pile; his score track fills road
  by road; cards taken back by a Monopoly fly from the loot to the hand;
- the discards shuffled back into the pile; the ring of roads glowing at an encirclement.

Hide keys (what waits for its tween to land): ``("robber",)`` Robin at his new hex,
``("slot", card)`` a drawn card's place, ``("pile",)`` one more card in the draw pile,
``("die",)`` the die's face, ``("loot", resource)``, ``("track", i)`` a space of the track.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

import pygame

from sherwood.engine import Event
from sherwood.games.settlers import events as E
from sherwood.games.settlers import geometry as G
from sherwood.games.settlers.board import HEX_BY_NAME
from sherwood.ui.animation import Step, Tween
from sherwood.ui.games.settlers import geometry as geo
from sherwood.ui.games.settlers import pictures, robin_texts
from sherwood.ui.games.settlers import robin_side as side
from sherwood.ui.games.settlers.art import robin as art
from sherwood.ui.render import draw, text
from sherwood.ui.render import palette as P
from sherwood.ui.render.board import Box
from sherwood.ui.render.surfaces import scaled, source_size

if TYPE_CHECKING:
    from sherwood.ui.games.settlers.motion import Motion

FLY = 0.34
FLIP = 0.45
SHOW = 0.7  # a drawn card held up, face up, before it goes to the discards
WALK = 0.42  # a hex's walk
NOTE = 1.6


def _distance(a: int, b: int) -> int:
    (q1, r1), (q2, r2) = G.LAND[a], G.LAND[b]
    return max(abs(q1 - q2), abs(r1 - r2), abs((q1 + r1) - (q2 + r2)))


class RobinMotion:
    """The steps of the solo events; :class:`.motion.Motion` hands them over."""

    def __init__(self, motion: Motion):
        self.motion = motion
        self.table = motion.table
        self._command: tuple[int, int] | None = None
        self._walks = 0

    def robin_box(self, h: int) -> Box:
        place = self.table.place
        x, y = self.table.place.robber_point(h)
        if self.table.view.island.tokens[h] is None:
            x, y = place.hex_centre(h)
            y += place.size * 0.3
        return geo.around((x, y - place.size * 0.4), (place.size * 0.8, place.size * 1.0))

    def steps(self, event: Event, before: Any, after: Any) -> list[Step] | None:
        """The steps of ``event``, or None when it is not a solo event."""
        t = self.table
        key = (id(before), id(after))
        if key != self._command:  # a new command: its first walk shows Robin waiting where he was
            self._command, self._walks = key, 0
        words = robin_texts.event_words(t, event)
        if words is None:
            return None
        words = robin_texts.caption_words(t, event, words)
        robin = before.robber if before is not None else None
        if isinstance(event, E.MovementDrawn):
            return self._drawn(event.card, words, robin)
        if isinstance(event, E.MovementRolled):
            return self._rolled(event.face, words, robin)
        if isinstance(event, E.RobinMoved):
            return self._walk(HEX_BY_NAME[event.from_hex], HEX_BY_NAME[event.to_hex], words)
        if isinstance(event, E.RobinStayed):
            box = self.robin_box(t.view.robber)
            note = Tween(("note", _short(words)), box, box, NOTE, show_before=False)
            return [Step([note], caption=words)]
        if isinstance(event, E.RobinRobbed):
            if event.resource is None:
                return [Step(caption=words, hold=0.7)]
            start, _ = self.motion.seat_spot(0, event.resource, True)
            end = side.loot_box(t, event.resource)
            fly = Tween(
                ("card", event.resource), start, end, 0.5, hide=(("loot", event.resource),), show_before=False
            )
            return [Step([fly], caption=words, hold=0.4)]
        if isinstance(event, E.RobinScored):
            tweens = []
            boxes = side.track_boxes(t)
            for k, i in enumerate(range(max(0, event.total - event.points), min(event.total, side.TRACK))):
                x, y, w, h = boxes[i]
                start = (x, y - 50, w, h)
                tweens.append(
                    Tween(
                        ("track",),
                        start,
                        boxes[i],
                        0.3,
                        delay=k * 0.14,
                        hide=(("track", i),),
                        show_before=False,
                    )
                )
            return [Step(tweens, caption=words, hold=0.5)] if tweens else [Step(caption=words, hold=0.7)]
        if isinstance(event, E.LootRecovered):
            tweens = []
            start = side.loot_box(t, event.resource)
            for i in range(min(event.count, 8)):
                end, hide = self.motion.seat_spot(0, event.resource, True)
                tweens.append(
                    Tween(
                        ("card", event.resource),
                        start,
                        end,
                        FLY,
                        delay=i * 0.08,
                        hide=hide,
                        show_before=False,
                    )
                )
            return [Step(tweens, caption=words, hold=0.3)]
        if isinstance(event, E.MovesShuffled):
            tweens = []
            prior = (before if before is not None else t.view).moves_discard
            for i, card in enumerate(prior):
                tweens.append(
                    Tween(("moveback",), side.slot_box(t, card), side.pile_box(t), FLY, delay=i * 0.06)
                )
            return [Step(tweens, caption=words, hold=0.3)]
        if isinstance(event, E.Encircled):
            isl = t.Z("island")
            return [
                Step(
                    [Tween(("ring", HEX_BY_NAME[event.hex]), isl, isl, 1.6, show_before=False)],
                    caption=words,
                    hold=0.6,
                )
            ]
        if isinstance(event, E.RobinWon):
            return [Step(caption=words, hold=1.0)]
        if isinstance(event, E.NeutralPlaced):
            return [Step(caption=words, hold=0.3)]
        return [Step(caption=words, hold=0.4)]

    def _drawn(self, card: str, words: str, robin: int | None) -> list[Step]:
        t = self.table
        pile, show, slot = side.pile_box(t), side.show_box(t, robin), side.slot_box(t, card)
        hide = (("slot", card),)
        return [
            Step(
                [Tween(("moveback",), pile, show, FLY, hide=(("pile",),))],
                caption="Robin draws a movement card…",
            ),
            Step([Tween(("moveflip", card), show, show, FLIP + SHOW, show_before=False)], caption=words),
            Step([Tween(("movecard", card), show, slot, FLY, hide=hide, show_before=False)], caption=words),
        ]

    def _rolled(self, face: str, words: str, robin: int | None) -> list[Step]:
        t = self.table
        x, y, w, h = side.show_box(t, robin)
        big = (x + (w - 110) / 2, y + (h - 110) / 2, 110, 110)
        px, py, pw, ph = side.pile_box(t)
        s = min(pw, ph) + 10
        die = (px, py + ph / 2 - s / 2, s, s)
        return [
            Step(
                [Tween(("mdie", face), big, big, 0.62, hide=(("die",),), show_before=False)],
                caption="Robin rolls his movement die…",
            ),
            Step(
                [Tween(("mdie_fly", face), big, big, SHOW, hide=(("die",),), show_before=False)],
                caption=words,
            ),
            Step(
                [Tween(("mdie_fly", face), big, die, FLY, hide=(("die",),), show_before=False)], caption=words
            ),
        ]

    def _walk(self, frm: int, to: int, words: str) -> list[Step]:
        first = self._walks == 0
        self._walks += 1
        if frm == to:
            return [Step(caption=words, hold=0.5)]
        hexes = _distance(frm, to)
        tween = Tween(
            ("robin", hexes),
            self.robin_box(frm),
            self.robin_box(to),
            min(1.4, WALK * max(1, hexes)),
            hide=(("robber",),),
            show_before=first,
            ease=lambda x: x * x * (3 - 2 * x),
        )
        return [Step([tween], caption=words, hold=0.3)]


def _short(words: str) -> str:
    """The note over Robin's head: "Robin stays at X: why" as "Stays: why"."""
    _, _, why = words.partition(": ")
    return f"Stays: {why}" if why else "Stays"


# --- drawing what moves ---------------------------------------------------------------------------------


def draw_sprite(table, surface: pygame.Surface, sprite: Any, box: Box, progress: float) -> bool:
    """Draw one of the solo game's moving things; False when ``sprite`` is not one."""
    T = table.T
    kind = sprite[0]
    r = T.rect(box)
    w, h = source_size(r.size, geo.card_sizes(table))  # in flight: drawn at a size the table has, scaled
    if kind == "moveback":
        pictures.blit_card(surface, scaled(art.movement_back(w, h), r.size), r, 1.6, moving=True)
    elif kind == "movecard":
        pictures.blit_card(surface, scaled(art.movement_card(sprite[1], w, h), r.size), r, 1.6, moving=True)
    elif kind == "moveflip":  # turned over in the first part, then held up face up
        turn = min(1.0, progress * (FLIP + SHOW) / FLIP)
        face = turn >= 0.5
        squeeze = abs(1 - 2 * turn)
        w = max(1, round(r.w * squeeze))
        img = art.movement_card(sprite[1], r.w, r.h) if face else art.movement_back(r.w, r.h)
        img = pygame.transform.smoothscale(img, (w, r.h))
        rect = img.get_rect(center=r.center)
        draw.blit_shadow(surface, rect, max(2, T.length(8)), 1.8, moving=True)
        surface.blit(img, rect)
    elif kind in ("mdie", "mdie_fly"):
        settled = kind == "mdie_fly" or progress >= 0.8
        face = sprite[1] if settled else art.MOVES[int(progress * 11) % 6]
        img = art.movement_die(face, r.w)
        if not settled:
            img = pygame.transform.rotozoom(img, (1 - progress) * 540, 1 + 0.15 * (1 - progress))
        bounce = 0 if settled else abs(math.sin(progress * math.pi * 3)) * (1 - progress) * r.h * 0.3
        rect = img.get_rect(center=(r.centerx, r.centery - bounce))
        draw.blit_shadow(surface, r, T.length(10), 1.2)
        surface.blit(img, rect)
    elif kind == "robin":
        hexes = max(1, sprite[1])
        hop = abs(math.sin(math.pi * progress * min(hexes, 4) * 2)) * r.h * 0.12
        lifted = 0 < progress < 1
        table.painter.draw_robber(surface, at=(r.centerx, r.bottom - r.h * 0.1 - hop), lifted=lifted)
    elif kind == "note":
        _note(table, surface, sprite[1], r, progress)
    elif kind == "track":
        surface.blit(art.track_space(r.w, r.h, True), r)
    elif kind == "ring":
        v = table.view
        alpha = int(255 * abs(math.sin(progress * math.pi * 3)))
        art.ring_glow(surface, table.painter.hex_centre(sprite[1]), table.painter.size, alpha)
        for e in G.HEX_EDGES[sprite[1]]:
            if v is not None and v.edge_owner[e] >= 0:
                table.painter.draw_road(surface, v.edge_owner[e], e)
    else:
        return False
    return True


def _note(table, surface: pygame.Surface, words: str, robin: pygame.Rect, progress: float) -> None:
    """A parchment label over Robin's head saying why he stays."""
    T = table.T
    px = T.px(15)
    w = min(T.length(330), text.size(words, "sans-bold", px)[0] + T.length(24))
    box = pygame.Rect(0, 0, w, T.length(30))
    box.midbottom = (robin.centerx, robin.top - T.length(4))
    area = T.rect(table.Z("island"))
    box.clamp_ip(area)
    fade = min(1.0, progress * 6, (1 - progress) * 5)
    layer = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.rect(layer, (*P.PARCHMENT_LIGHT, 240), layer.get_rect(), border_radius=T.length(8))
    pygame.draw.rect(layer, (*P.WAX, 255), layer.get_rect(), max(1, T.length(2)), border_radius=T.length(8))
    text.line(
        layer,
        words,
        "sans-bold",
        px,
        P.INK,
        layer.get_rect().inflate(-T.length(12), 0),
        "center",
        minimum=T.px(9),
    )
    layer.set_alpha(int(255 * max(0.0, fade)))
    draw.blit_shadow(surface, box, T.length(8), 0.8)
    surface.blit(layer, box)
