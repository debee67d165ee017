"""Showdown's events into animation steps, one method per event type.

A sprite is ``("face", card)``, ``("back", back kind)`` or ``("reveal", traveller)`` (the
traveller turned over as it comes down the road). A tween hides what it brings until it
lands: ``("active", t)``, ``("passed", seat, t)``, ``("spoils", seat, c)``, ``("melee", seat,
i)``, ``("melee_r", seat, i)``, ``("discard", seat, c)``, ``("hand", seat, c)``,
``("handback", seat)``; the drawing (:mod:`.drawing`) leaves those out, and draws the sprites.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from sherwood.engine import Event
from sherwood.games.showdown import events as E
from sherwood.games.showdown.cards import FOOL
from sherwood.ui.animation import Step, Tween
from sherwood.ui.games.showdown.geometry import Geo, centre
from sherwood.ui.kit.motion import Motion, on

if TYPE_CHECKING:
    from sherwood.ui.games.showdown.table import ShowdownTable


class ShowdownMotion(Motion):
    """The steps of one command's events, one method per event type (the host asks once per
    event; what the whole command drew into the hand is worked out at its first event)."""

    def __init__(self, table: ShowdownTable):
        super().__init__(table)
        self.table: ShowdownTable = table
        self.command_key: tuple[int, int] | None = None  # the views of the command animated
        self.faces: list[str] = []  # the cards it drew into the viewer's hand, still to fly
        self.follows: str | None = None  # the kind of the event before this one, in the command

    def steps(self, event: Event, before: Any, after: Any) -> list[Step]:
        """Nothing moves without both views; else the event's method."""
        if before is None or after is None:
            return []
        key = (id(before), id(after))
        if self.command_key != key:  # the first event of a new command
            self.command_key, self.faces, self.follows = key, self._drawn_faces(before, after), None
        steps = super().steps(event, before, after)
        self.follows = event.kind
        return steps

    def geos(self, before: Any, after: Any) -> tuple[Geo, Geo]:
        """Where everything lay before the command, and lies after it."""
        return self.table.geometry(before), self.table.geometry(after)

    @on(E.TurnStarted)
    def turn(self, event: E.TurnStarted, before: Any, after: Any) -> list[Step]:
        return self.caption(event, before, after)

    @on(E.TravellerRevealed)
    def revealed(self, event: E.TravellerRevealed, before: Any, after: Any) -> list[Step]:
        """The traveller turns over on his way from the deck to the road."""
        ga = self.table.geometry(after)
        tween = Tween(("reveal", event.traveller), ga.travellers, ga.active, 0.42,
                      hide=(("active", event.traveller),), show_before=False)
        return [Step([tween], caption=self.caption_of(event))]

    @on(E.TravellerPassed)
    def passed(self, event: E.TravellerPassed, before: Any, after: Any) -> list[Step]:
        """The traveller goes from the road to the next free place on the seat's plaque."""
        gb, ga = self.geos(before, after)
        slots = ga.passed[event.seat]
        i = min(len(after.passed[event.seat]) - 1, len(slots) - 1)
        tween = Tween(("face", event.traveller), gb.active, slots[i], 0.35,
                      hide=(("passed", event.seat, event.traveller),))
        return [Step([tween], caption=self.caption_of(event))]

    @on(E.TravellerEscaped)
    def escaped(self, event: E.TravellerEscaped, before: Any, after: Any) -> list[Step]:
        gb, ga = self.geos(before, after)
        tween = Tween(("face", event.traveller), gb.active, ga.out_of_play, 0.35)
        return [Step([tween], caption=self.caption_of(event))]

    @on(E.FoolTaken)
    def fool_taken(self, event: E.FoolTaken, before: Any, after: Any) -> list[Step]:
        gb, ga = self.geos(before, after)
        end = ga.spoils_box(event.seat, FOOL) or ga.active
        tween = Tween(("face", FOOL), gb.active, end, 0.35, hide=(("spoils", event.seat, FOOL),))
        return [Step([tween], caption=self.caption_of(event))]

    @on(E.TravellerSold)
    def sold(self, event: E.TravellerSold, before: Any, after: Any) -> list[Step]:
        gb, ga = self.geos(before, after)
        start = gb.spoils_box(event.seat, event.traveller) or ga.out_of_play
        tween = Tween(("face", event.traveller), start, ga.out_of_play, 0.35)
        return [Step([tween], caption=self.caption_of(event))]

    @on(E.CardLaid)
    def laid(self, event: E.CardLaid, before: Any, after: Any) -> list[Step]:
        """The outlaw (and its ransom) fly from the hand to the seat's melee row."""
        table = self.table
        gb, ga = self.geos(before, after)
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
            tweens.insert(0, Tween(("face", event.ransom), start_r, end_r or end_o, 0.32,
                                   hide=(("melee_r", seat, index),)))
        return [Step(tweens, caption=self.caption_of(event))]

    @on(E.Withdrew, E.MeleeTied)
    def paused(self, event: Event, before: Any, after: Any) -> list[Step]:
        """Words alone, held a little longer than a turn's."""
        return [Step(caption=self.caption_of(event), hold=0.35)]

    @on(E.MeleeWon)
    def won(self, event: E.MeleeWon, before: Any, after: Any) -> list[Step]:
        """The traveller and every ransom of the melee fly to the winner's spoils."""
        gb, ga = self.geos(before, after)
        tweens = []
        for i, c in enumerate((event.traveller, *event.ransoms)):
            start = gb.active if c == event.traveller else (gb.melee_box(c) or gb.active)
            end = ga.spoils_box(event.seat, c) or ga.active
            tweens.append(Tween(("face", c), start, end, 0.38, delay=i * 0.05,
                                hide=(("spoils", event.seat, c),)))
        return [Step(tweens, caption=self.caption_of(event), hold=0.15)]

    @on(E.CardsDiscarded)
    def discarded(self, event: E.CardsDiscarded, before: Any, after: Any) -> list[Step]:
        """The seat's cards of the melee fly to its discard pile (with the other seat's)."""
        gb, ga = self.geos(before, after)
        pile = ga.discard[event.seat]
        tweens = [Tween(("face", c), gb.melee_box(c) or pile, pile, 0.3, delay=i * 0.05,
                        hide=(("discard", event.seat, c),))
                  for i, c in enumerate(event.cards)]
        return [Step(tweens, caption=self.caption_of(event), with_previous=self.follows == "cards_discarded")]

    @on(E.DeckReshuffled)
    def reshuffled(self, event: E.DeckReshuffled, before: Any, after: Any) -> list[Step]:
        """A few backs go from the discard pile to the deck."""
        ga = self.table.geometry(after)
        kind = f"seat{event.seat}"
        tweens = [Tween(("back", kind), ga.discard[event.seat], ga.deck[event.seat], 0.3, delay=i * 0.06)
                  for i in range(min(3, event.count))]
        return [Step(tweens, caption=self.caption_of(event))]

    @on(E.CardsDrawn)
    def drawn(self, event: E.CardsDrawn, before: Any, after: Any) -> list[Step]:
        """The cards fly from the deck to the hand: face up into the viewer's hand shown,
        else their backs (with the other seat's draw)."""
        table = self.table
        ga = table.geometry(after)
        seat = event.seat
        n = min(event.count, 8)
        hand = ga.hand[seat]
        tweens = []
        faces = self.faces
        for i in range(n):
            if seat == table.viewer and table.show_hand and faces:
                c = faces.pop(0)
                end = ga.hand_box(seat, c) or (hand[-1][1] if hand else ga.deck[seat])
                tweens.append(Tween(("face", c), ga.deck[seat], end, 0.28, delay=i * 0.06,
                                    hide=(("hand", seat, c),)))
            else:
                end = hand[max(0, len(hand) - n + i)][1] if hand else ga.deck[seat]
                tweens.append(Tween(("back", f"seat{seat}"), ga.deck[seat], end, 0.28, delay=i * 0.06,
                                    hide=(("handback", seat),)))
        return [Step(tweens, caption=self.caption_of(event), with_previous=self.follows == "cards_drawn")]

    @on(E.GameEnded)
    def ended(self, event: E.GameEnded, before: Any, after: Any) -> list[Step]:
        return [Step(caption=self.caption_of(event), hold=0.5)]

    def _drawn_faces(self, before: Any, after: Any) -> list[str]:
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


MOTION = ShowdownMotion
