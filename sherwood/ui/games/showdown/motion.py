"""The engine's Showdown events turned into animation steps, the headline of a command, and
the moving cards drawn.

A sprite is ``("face", card)``, ``("back", back kind)`` or ``("reveal", traveller)`` (the
traveller turned over as it comes down the road). A tween hides what it brings until it
lands: ``("active", t)``, ``("passed", seat, t)``, ``("spoils", seat, c)``, ``("melee", seat,
i)``, ``("melee_r", seat, i)``, ``("discard", seat, c)``, ``("hand", seat, c)``,
``("handback", seat)``; the drawing (:mod:`.drawing`) leaves those out.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import pygame

from sherwood.engine import Event
from sherwood.games.showdown import events as E
from sherwood.games.showdown.cards import FOOL
from sherwood.ui.animation import Step, Tween
from sherwood.ui.games.showdown import art
from sherwood.ui.games.showdown.geometry import Geo, centre
from sherwood.ui.render import draw
from sherwood.ui.render.board import Box
from sherwood.ui.render.surfaces import source_size

if TYPE_CHECKING:
    from sherwood.ui.games.showdown.table import ShowdownTable

HEADLINE_ORDER = (
    E.GameEnded,
    E.MeleeWon,
    E.MeleeTied,
    E.FoolTaken,
    E.TravellerPassed,
    E.TravellerEscaped,
    E.TravellerSold,
    E.CardLaid,
    E.Withdrew,
    E.TravellerRevealed,
)


class Motion:
    """Builds the steps of one command's events, event by event (the host asks once per event;
    what the whole command drew into the hand is worked out at its first event)."""

    def __init__(self, table: ShowdownTable):
        self.table = table
        self._plan: dict[str, Any] = {}

    def steps(self, event: Event, before: Any, after: Any) -> list[Step]:
        if before is None or after is None:
            return []
        table = self.table
        gb, ga = table.geometry(before), table.geometry(after)
        plan_key = (id(before), id(after))
        if self._plan.get("key") != plan_key:  # the first event of a new command
            self._plan = {"key": plan_key, "faces": self._drawn_faces(before, after), "prev": None}
        prev_kind = self._plan["prev"]
        self._plan["prev"] = event.kind
        caption = table.event_text(event)
        if isinstance(event, E.TurnStarted):
            return [Step(caption=caption, hold=0.25)]
        if isinstance(event, E.TravellerRevealed):
            return [
                Step(
                    [
                        Tween(
                            ("reveal", event.traveller),
                            ga.travellers,
                            ga.active,
                            0.42,
                            hide=(("active", event.traveller),),
                            show_before=False,
                        )
                    ],
                    caption=caption,
                )
            ]
        if isinstance(event, E.TravellerPassed):
            slots = ga.passed[event.seat]
            i = min(len(after.passed[event.seat]) - 1, len(slots) - 1)
            return [
                Step(
                    [
                        Tween(
                            ("face", event.traveller),
                            gb.active,
                            slots[i],
                            0.35,
                            hide=(("passed", event.seat, event.traveller),),
                        )
                    ],
                    caption=caption,
                )
            ]
        if isinstance(event, E.TravellerEscaped):
            return [
                Step([Tween(("face", event.traveller), gb.active, ga.out_of_play, 0.35)], caption=caption)
            ]
        if isinstance(event, E.FoolTaken):
            end = ga.spoils_box(event.seat, FOOL) or ga.active
            return [
                Step(
                    [Tween(("face", FOOL), gb.active, end, 0.35, hide=(("spoils", event.seat, FOOL),))],
                    caption=caption,
                )
            ]
        if isinstance(event, E.TravellerSold):
            start = gb.spoils_box(event.seat, event.traveller) or ga.out_of_play
            return [Step([Tween(("face", event.traveller), start, ga.out_of_play, 0.35)], caption=caption)]
        if isinstance(event, E.CardLaid):
            return [self._laid_step(event, gb, ga, after, caption)]
        if isinstance(event, E.Withdrew | E.MeleeTied):
            return [Step(caption=caption, hold=0.35)]
        if isinstance(event, E.MeleeWon):
            tweens = []
            for i, c in enumerate((event.traveller, *event.ransoms)):
                start = gb.active if c == event.traveller else (gb.melee_box(c) or gb.active)
                end = ga.spoils_box(event.seat, c) or ga.active
                tweens.append(
                    Tween(("face", c), start, end, 0.38, delay=i * 0.05, hide=(("spoils", event.seat, c),))
                )
            return [Step(tweens, caption=caption, hold=0.15)]
        if isinstance(event, E.CardsDiscarded):
            tweens = []
            for i, c in enumerate(event.cards):
                start = gb.melee_box(c) or ga.discard[event.seat]
                tweens.append(
                    Tween(
                        ("face", c),
                        start,
                        ga.discard[event.seat],
                        0.3,
                        delay=i * 0.05,
                        hide=(("discard", event.seat, c),),
                    )
                )
            return [Step(tweens, caption=caption, with_previous=prev_kind == "cards_discarded")]
        if isinstance(event, E.DeckReshuffled):
            kind = f"seat{event.seat}"
            tweens = [
                Tween(("back", kind), ga.discard[event.seat], ga.deck[event.seat], 0.3, delay=i * 0.06)
                for i in range(min(3, event.count))
            ]
            return [Step(tweens, caption=caption)]
        if isinstance(event, E.CardsDrawn):
            return [self._drawn_step(event, ga, caption, prev_kind == "cards_drawn")]
        if isinstance(event, E.GameEnded):
            return [Step(caption=caption, hold=0.5)]
        return []

    def _drawn_faces(self, before, after) -> list[str]:
        """The cards that came into the viewer's (face-up) hand with this command."""
        if not self.table.show_hand or before.seat != after.seat:
            return []
        new = Counter(after.hand) - Counter(before.hand)
        out = []
        for c in after.hand:
            if new[c] > 0:
                new[c] -= 1
                out.append(c)
        return out

    def _laid_step(self, event, gb: Geo, ga: Geo, after, caption) -> Step:
        table = self.table
        seat = event.seat
        index = len(after.melee[seat]) - 1
        end_o, end_r = None, None
        if 0 <= index < len(ga.melee[seat]):
            _, _, end_o, end_r = ga.melee[seat][index]
        end_o = end_o or ga.active
        face_up_hand = seat == table.viewer and table.show_hand
        hand_centre = centre(table.Z(table.zid("hand", seat)), *table.card_size(table.zid("melee", seat)))
        start_o = (gb.hand_box(seat, event.outlaw) if face_up_hand else None) or hand_centre
        tweens = [Tween(("face", event.outlaw), start_o, end_o, 0.32, hide=(("melee", seat, index),))]
        if event.ransom:
            start_r = (gb.hand_box(seat, event.ransom) if face_up_hand else None) or hand_centre
            tweens.insert(
                0,
                Tween(
                    ("face", event.ransom), start_r, end_r or end_o, 0.32, hide=(("melee_r", seat, index),)
                ),
            )
        return Step(tweens, caption=caption)

    def _drawn_step(self, event, ga: Geo, caption, together: bool) -> Step:
        table = self.table
        seat = event.seat
        n = min(event.count, 8)
        hand = ga.hand[seat]
        tweens = []
        faces = self._plan["faces"]
        for i in range(n):
            if seat == table.viewer and table.show_hand and faces:
                c = faces.pop(0)
                end = ga.hand_box(seat, c) or (hand[-1][1] if hand else ga.deck[seat])
                tweens.append(
                    Tween(("face", c), ga.deck[seat], end, 0.28, delay=i * 0.06, hide=(("hand", seat, c),))
                )
            else:
                end = hand[max(0, len(hand) - n + i)][1] if hand else ga.deck[seat]
                tweens.append(
                    Tween(
                        ("back", f"seat{seat}"),
                        ga.deck[seat],
                        end,
                        0.28,
                        delay=i * 0.06,
                        hide=(("handback", seat),),
                    )
                )
        return Step(tweens, caption=caption, with_previous=together)


def headline(table: ShowdownTable, events: Sequence[Event]) -> str | None:
    """The event that matters most of a command's events (a melee won, a traveller passed);
    None if there is none of those."""
    for kind in HEADLINE_ORDER:
        for e in events:
            if isinstance(e, kind):
                return table.event_text(e)
    return None


def draw_sprite(
    table: ShowdownTable, surface: pygame.Surface, sprite: Any, box: Box, progress: float
) -> None:
    """One moving card: face up, face down, or a traveller turning over."""
    r = table.T.rect(box)
    kind = sprite[0]
    source = source_size(r.size, table.card_sizes())  # drawn at a size the table has, then scaled
    if kind == "face":
        art.draw_card(surface, sprite[1], r, shadow=1.6, moving=True, source=source)
    elif kind == "back":
        art.draw_card(
            surface, None, r, face_up=False, back_of=sprite[1], shadow=1.6, moving=True, source=source
        )
    elif kind == "reveal":
        squeeze = abs(1 - 2 * progress)
        w = max(2, int(r.w * squeeze))
        rr = pygame.Rect(0, 0, w, r.h)
        rr.center = r.center
        if progress < 0.5:
            img = art.back("travellers", *source)
        else:
            img = art.face(sprite[1], *source)
        draw.blit_shadow(surface, rr, art.radius(r.w), 1.6, moving=True)
        surface.blit(pygame.transform.smoothscale(img, rr.size), rr)
