"""The Lieutenants' events turned into animation steps, one method per event type (the moving
things are drawn by :func:`.drawing.draw_sprite`).

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

from sherwood.engine import Event
from sherwood.games.lieutenants import events as E
from sherwood.games.lieutenants.content import mission_of
from sherwood.ui.animation import Step, Tween, ease_out_cubic
from sherwood.ui.games.lieutenants.geometry import SPACE_R, Geo, Group, centre, layout, stage_layout
from sherwood.ui.kit.motion import Motion, on
from sherwood.ui.render.board import Box

if TYPE_CHECKING:
    from sherwood.ui.games.lieutenants.table import LieutenantsTable

FLY = 0.32  # seconds a card flies
FIRED = 0.6  # seconds a fired ambush card takes to fly to the stage, turning face up
FIRED_HOLD = 0.9  # seconds it then rests there before the game goes on
STEP = 0.18  # seconds a sheriff's step takes (ART.md: ~180 ms a space)


def _arrive(part: float):
    """An easing that lands within the first ``part`` of the tween and then rests: a card
    stays where it landed while the step goes on."""
    return lambda t: ease_out_cubic(min(1.0, t / part))


def fly(sprite: Any, start: Box, end: Box, hide=(), delay: float = 0.0, duration: float = FLY) -> Tween:
    """A card (or the sheriff) moving from ``start`` to ``end``, hiding ``hide`` until it lands."""
    return Tween(sprite, start, end, duration, delay, hide=hide)


class LieutenantsMotion(Motion):
    """The steps of one command's events, one method per event type. ``before`` and ``after``
    are the viewer's views around the command; without them an event shows nothing."""

    table: LieutenantsTable

    def __init__(self, table: LieutenantsTable):
        super().__init__(table)
        self._geo: dict[int, tuple[Any, Geo]] = {}
        self._delivery: dict[str, Box] = {}  # where the last delivery announced lay

    def steps(self, event: Event, before: Any, after: Any) -> list[Step]:
        if before is None or after is None:
            return []
        return super().steps(event, before, after)

    def geo(self, view: Any) -> Geo:
        """Where everything of ``view`` lies (remembered for the few views of a command)."""
        known = self._geo.get(id(view))
        if known is None or known[0] is not view:
            if len(self._geo) > 4:
                self._geo.clear()
            known = self._geo[id(view)] = (view, layout(self.table, view))
        return known[1]

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

    def stage_card(self, geo: Geo, kind: str, card: str, seat: int | None = None) -> Box:
        """Where ``card`` lies in the stage group ``kind`` (a delivery gone by ``geo``'s view:
        where it was announced)."""
        placed = geo.group(kind, seat)
        if placed is None and kind == "delivery" and card in self._delivery:
            return self._delivery[card]
        if placed is None:
            return centre(self.table.Z("stage"), *self.table.card_size("stage"))
        for c, box in zip(placed.group.cards, placed.cards, strict=True):
            if c == card:
                return box
        return placed.cards[0] if placed.cards else placed.box

    def paid(self, gb: Geo, ga: Geo, card: str, seat: int) -> Tween:
        """The revealed card, given in payment, flies from the stage into ``seat``'s hand."""
        return fly(("face", card), self.stage_box(gb, "revealed"), self.hand_card(ga, seat, card),
                   hide=(("card", card), ("hand", seat)))

    def to_hand(self, start: Box, ga: Geo, card: str, seat: int) -> Tween:
        """``card`` flies face up from ``start`` into ``seat``'s hand."""
        end = self.hand_card(ga, seat, card)
        return fly(("face", card), start, end, hide=(("card", card), ("hand", seat)))

    # --- the events ----------------------------------------------------------------------------------

    @on(E.TurnStarted, E.ActionChosen, E.TargetChosen, E.NotDefended, E.HandSeen, E.AmbushHeld,
        E.GameEnded)
    def told(self, event: Event, before: Any, after: Any) -> list[Step]:
        """An event shown by its words alone, a moment long."""
        return [Step(caption=self.caption_of(event), hold=0.3)]

    @on(E.OffersRevealed)
    def offers_revealed(self, event: E.OffersRevealed, before: Any, after: Any) -> list[Step]:
        """The offers turn face up where they lie: the words, a little longer."""
        return [Step(caption=self.caption_of(event), hold=0.5)]

    @on(E.CardRevealed)
    def card_revealed(self, event: E.CardRevealed, before: Any, after: Any) -> list[Step]:
        """The card turns over as it flies from the draw pile to the stage."""
        gb, ga = self.geo(before), self.geo(after)
        tween = fly(("reveal", event.card), gb.draw, self.stage_box(ga, "revealed"),
                    hide=(("group", "revealed", event.seat),), duration=0.4)
        return [Step([tween], caption=self.caption_of(event), hold=0.1)]

    @on(E.CardTaken)
    def card_taken(self, event: E.CardTaken, before: Any, after: Any) -> list[Step]:
        gb, ga = self.geo(before), self.geo(after)
        tween = self.to_hand(self.stage_box(gb, "revealed"), ga, event.card, event.seat)
        return [Step([tween], caption=self.caption_of(event))]

    @on(E.Defended)
    def defended(self, event: E.Defended, before: Any, after: Any) -> list[Step]:
        """The necklace goes to the attacker, the attacking card to the defender."""
        gb, ga = self.geo(before), self.geo(after)
        necklace = self.to_hand(self.seat_box(gb, event.target), ga, event.necklace, event.attacker)
        paid = self.paid(gb, ga, event.paying_card, event.target)
        return [Step([necklace, paid], caption=self.caption_of(event))]

    @on(E.Stolen, E.Robbed)
    def taken_unseen(self, event: E.Stolen | E.Robbed, before: Any, after: Any) -> list[Step]:
        """A card the others may not see flies face down to the thief or robber; the paying card
        face up to the victim."""
        gb, ga = self.geo(before), self.geo(after)
        back = fly(("back", "object"), self.seat_box(gb, event.target), self.seat_box(ga, event.seat),
                   hide=(("hand", event.seat),))
        paid = self.paid(gb, ga, event.paying_card, event.target)
        return [Step([back, paid], caption=self.caption_of(event))]

    @on(E.HandLaidOut)
    def hand_laid_out(self, event: E.HandLaidOut, before: Any, after: Any) -> list[Step]:
        gb, ga = self.geo(before), self.geo(after)
        tweens = [
            fly(("face", c), self.seat_box(gb, event.target), self.stage_box(ga, "hand", event.target, i),
                hide=(("group", "hand", event.target),), delay=0.05 * i)
            for i, c in enumerate(event.cards)
        ]
        return [Step(tweens, caption=self.caption_of(event), hold=0.2)]

    @on(E.RaidTaken)
    def raid_taken(self, event: E.RaidTaken, before: Any, after: Any) -> list[Step]:
        gb, ga = self.geo(before), self.geo(after)
        taken = self.to_hand(self.stage_card(gb, "hand", event.card), ga, event.card, event.seat)
        paid = self.paid(gb, ga, event.paying_card, event.target)
        return [Step([taken, paid], caption=self.caption_of(event))]

    @on(E.OfferMade)
    def offer_made(self, event: E.OfferMade, before: Any, after: Any) -> list[Step]:
        """A sealed offer flies face down to the stage."""
        gb, ga = self.geo(before), self.geo(after)
        start, end = self.seat_box(gb, event.seat), self.stage_box(ga, "offer", event.seat)
        tween = fly(("back", "object"), start, end, hide=(("group", "offer", event.seat),))
        return [Step([tween], caption=self.caption_of(event))]

    @on(E.OfferAccepted)
    def offer_accepted(self, event: E.OfferAccepted, before: Any, after: Any) -> list[Step]:
        gb, ga = self.geo(before), self.geo(after)
        tweens = [self.to_hand(self.stage_card(gb, "offer", c, event.offerer), ga, c, event.seat)
                  for c in event.cards]
        tweens.append(self.paid(gb, ga, event.paying_card, event.offerer))
        return [Step(tweens, caption=self.caption_of(event))]

    @on(E.AmbushDrawn)
    def ambush_drawn(self, event: E.AmbushDrawn, before: Any, after: Any) -> list[Step]:
        gb, ga = self.geo(before), self.geo(after)
        tweens = [
            fly(("back", "ambush"), gb.ambush_deck, self.stage_box(ga, "ambush_choice", event.seat, i),
                hide=(("group", "ambush_choice", event.seat),), delay=0.08 * i)
            for i in range(event.count)
        ]
        return [Step(tweens, caption=self.caption_of(event))]

    @on(E.AmbushLaid)
    def ambush_laid(self, event: E.AmbushLaid, before: Any, after: Any) -> list[Step]:
        """The gold and the ambush card kept, face down, go to the plaque together."""
        gb, ga = self.geo(before), self.geo(after)
        end = self.extras_box(ga, event.seat)
        tweens = [fly(("face", event.gold), self.stage_box(gb, "revealed"), end),
                  fly(("back", "ambush"), self.stage_box(gb, "ambush_choice", event.seat), end)]
        return [Step(tweens, caption=self.caption_of(event))]

    @on(E.AmbushBuried)
    def ambush_buried(self, event: E.AmbushBuried, before: Any, after: Any) -> list[Step]:
        gb, ga = self.geo(before), self.geo(after)
        tween = fly(("back", "ambush"), self.stage_box(gb, "ambush_choice", event.seat, 1), ga.ambush_deck)
        return [Step([tween], caption=self.caption_of(event))]

    @on(E.DeliveryAnnounced)
    def delivery_announced(self, event: E.DeliveryAnnounced, before: Any, after: Any) -> list[Step]:
        """The cards fly from the hand to the stage and wait there (where they lie is kept: a
        delivery that comes and goes within one command is on the stage in neither view)."""
        gb = self.geo(before)
        caption = self.caption_of(event)
        self._delivery = self._laid(Group("delivery", event.seat, list(event.cards), caption))
        tweens = [
            Tween(("face", c), self.hand_card(gb, event.seat, c), self._delivery[c], FLY + 0.45, 0.04 * i,
                  hide=(("group", "delivery", event.seat),), ease=_arrive(FLY / (FLY + 0.45)))
            for i, c in enumerate(event.cards)
        ]
        return [Step(tweens, caption=caption)]

    @on(E.AmbushFired)
    def ambush_fired(self, event: E.AmbushFired, before: Any, after: Any) -> list[Step]:
        """LT-7.5: shown to all, the ambush turns face up as it flies to the stage and waits
        there; its gold goes to the deliverer."""
        gb, ga = self.geo(before), self.geo(after)
        start = self.extras_box(gb, event.seat)
        if gb.group("fire", event.seat):  # the viewer's own, face up where it was clicked
            sprite, start = ("face", event.ambush), self.stage_card(gb, "fire", event.ambush, event.seat)
        else:
            sprite = ("reveal", event.ambush)
        fired = fly(sprite, start, self.stage_box(ga, "fired", event.seat),
                    hide=(("group", "fired", event.seat),), duration=FIRED)
        gold = fly(("face", event.gold), self.extras_box(gb, event.seat),
                   self.hand_card(ga, event.deliverer, event.gold),
                   hide=(("card", event.gold), ("hand", event.deliverer)), delay=FIRED)
        return [Step([fired, gold], caption=self.caption_of(event), hold=FIRED_HOLD)]

    @on(E.AmbushTook)
    def ambush_took(self, event: E.AmbushTook, before: Any, after: Any) -> list[Step]:
        """The card taken; the fired ambush goes under the deck."""
        gb, ga = self.geo(before), self.geo(after)
        taken = self.to_hand(self.stage_card(gb, "delivery", event.card), ga, event.card, event.seat)
        under = fly(("back", "ambush"), self.stage_box(gb, "fired", event.seat), ga.ambush_deck, delay=FLY)
        return [Step([taken, under], caption=self.caption_of(event))]

    @on(E.DeliveryFailed)
    def delivery_failed(self, event: E.DeliveryFailed, before: Any, after: Any) -> list[Step]:
        gb, ga = self.geo(before), self.geo(after)
        tweens = [self.to_hand(self.stage_card(gb, "delivery", c), ga, c, event.seat) for c in event.returned]
        return [Step(tweens, caption=self.caption_of(event))]

    @on(E.SetDelivered)
    def set_delivered(self, event: E.SetDelivered, before: Any, after: Any) -> list[Step]:
        gb, ga = self.geo(before), self.geo(after)
        tweens = [fly(("face", event.loot), self.stage_card(gb, "delivery", event.loot),
                      self.loot_box(ga, event.seat))]
        tweens += self._discarded(gb, ga, event.discarded)
        return [Step(tweens, caption=self.caption_of(event))]

    @on(E.MissionCompleted)
    def mission_completed(self, event: E.MissionCompleted, before: Any, after: Any) -> list[Step]:
        gb, ga = self.geo(before), self.geo(after)
        m = mission_of(event.mission_card) - 1
        tweens = [fly(("mission", event.mission_card), gb.missions[m], self.extras_box(ga, event.seat),
                      duration=0.45)]
        tweens += self._discarded(gb, ga, event.cards)
        return [Step(tweens, caption=self.caption_of(event))]

    @on(E.SheriffMoved)
    def sheriff_moved(self, event: E.SheriffMoved, before: Any, after: Any) -> list[Step]:
        return [self._walk(self.geo(before), before.sheriff, event.space, self.caption_of(event))]

    @on(E.CardsHandedOut)
    def cards_handed_out(self, event: E.CardsHandedOut, before: Any, after: Any) -> list[Step]:
        """LT-8.4: a back flies from the draw pile to each seat in turn."""
        gb, ga = self.geo(before), self.geo(after)
        tweens = [fly(("back", "object"), gb.draw, self.seat_box(ga, s), hide=(("hand", s),), delay=0.12 * i)
                  for i, s in enumerate(event.seats)]
        return [Step(tweens, caption=self.caption_of(event))]

    @on(E.DeckReshuffled)
    def deck_reshuffled(self, event: E.DeckReshuffled, before: Any, after: Any) -> list[Step]:
        gb, ga = self.geo(before), self.geo(after)
        tweens = [fly(("back", "object"), gb.discard, ga.draw, delay=0.05 * i)
                  for i in range(min(6, event.count))]
        return [Step(tweens, caption=self.caption_of(event))]

    # --- helpers -------------------------------------------------------------------------------------

    def _discarded(self, gb: Geo, ga: Geo, cards: Sequence[str]) -> list[Tween]:
        """The delivered ``cards`` fly to the discard pile."""
        return [fly(("face", c), self.stage_card(gb, "delivery", c), ga.discard, hide=(("discard",),))
                for c in cards]

    def _laid(self, group: Group) -> dict[str, Box]:
        """Where ``group``'s cards would lie alone on the stage."""
        placed = stage_layout(self.table, [group], self.table.stage_area())
        return {
            c: box for p in placed for c, box in zip(p.group.cards, p.cards, strict=True) if c is not None
        }

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


MOTION = LieutenantsMotion
