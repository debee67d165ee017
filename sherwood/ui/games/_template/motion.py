"""Twenty-One's events into animation steps: one method per event type.

**In a real game** this room gives every event type of the game its steps (a card flying
from a hand to a pile, dice tumbling, a piece moving along a road), each tween hiding its
destination until it lands (``hide=("pile",)``: the table draws the pile less the cards
still flying to it). An event shown only by its words names :meth:`Motion.caption`.
"""

from __future__ import annotations

from sherwood.games._template.events import Drew, Played
from sherwood.ui.animation import Step, Tween
from sherwood.ui.kit.motion import Motion, on


class TemplateMotion(Motion):
    @on(Played)
    def played(self, event: Played, before, after) -> list[Step]:
        """The card flies from the hand (the viewer's) or the seat's plaque onto the pile."""
        table = self.table
        start = table.seat_card(event.seat)
        if event.seat == table.viewer and before is not None:
            start = next((box for card, box in table.hand_boxes(before) if card == event.card), start)
        tween = Tween(("card", event.card), start, table.pile_card(), hide=("pile",))
        return [Step([tween], caption=self.caption_of(event))]

    @on(Drew)
    def drew(self, event: Drew, before, after) -> list[Step]:
        """A card's back flies from the deck to the drawer's hand or plaque."""
        table = self.table
        hx, hy, hw, _ = table.Z("hand")
        end = (table.seat_card(event.seat) if event.seat != table.viewer
               else (hx + hw / 2, hy + 24, *table.card_size("hand")))
        tween = Tween(("back",), table.deck_box(), end, duration=0.25)
        return [Step([tween], caption=self.caption_of(event))]


MOTION = TemplateMotion
