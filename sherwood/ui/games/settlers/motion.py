"""The Settlers events turned into animation steps, one method per event type (the kit's
:class:`~sherwood.ui.kit.motion.Motion`), the standard game's and the solo game's. The
moving things are drawn by :mod:`.drawing` (Robin's by :mod:`.robin_side`).

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
(:mod:`.drawing`, :mod:`.drawing_panels`) leaves those out. The cards in the air also wait their turn
(``show_before=False``): nothing tells a roll's harvest before the dice have landed.

Robin Hood's turn in the solo game (SR-V) is animated so that the Sheriff sees what Robin
did and why:

- a movement card leaves the draw pile, is shown large over the island and turns face up,
  then goes to its place among the drawn cards on Robin's plaque (the die tumbles there
  instead, in die mode);
- Robin walks from hex to hex (a little hop each step), hidden at his new hex until he
  arrives; a "stays" note over his head when he cannot move, saying why;
- a stolen card flies from the Sheriff's hand to the loot pile; his score track fills road
  by road; cards taken back by a Monopoly fly from the loot to the hand;
- the discards shuffled back into the pile; the ring of roads glowing at an encirclement.

Their hide keys: ``("robber",)`` Robin at his new hex, ``("slot", card)`` a drawn card's
place, ``("pile",)`` one more card in the draw pile, ``("die",)`` the die's face,
``("loot", resource)``, ``("track", i)`` a space of the track.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from sherwood.engine import Event
from sherwood.games.settlers import events as E
from sherwood.games.settlers import geometry as G
from sherwood.games.settlers.board import HEX_BY_NAME
from sherwood.games.settlers.content import COSTS
from sherwood.ui.animation import Step, Tween
from sherwood.ui.games.settlers import geometry as geo
from sherwood.ui.games.settlers import robin_side as side
from sherwood.ui.games.settlers import words_solo as solo_words
from sherwood.ui.games.settlers.robin_side import FLIP, SHOW
from sherwood.ui.kit.motion import Motion, on
from sherwood.ui.render.board import Box

if TYPE_CHECKING:
    from sherwood.ui.games.settlers.table import SettlersTable

RESOURCES = geo.RESOURCES
CARD = (40, 56)  # a card in flight, board units
DICE_TIME = 0.62
FLY = 0.34
STAGGER = 0.07
MOST = 8  # cards flown per side of one event (more land at once)
WALK = 0.42  # a hex's walk
NOTE = 1.6
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
"""The events that matter most, first: the one a command's headline tells."""


def _distance(a: int, b: int) -> int:
    (q1, r1), (q2, r2) = G.LAND[a], G.LAND[b]
    return max(abs(q1 - q2), abs(r1 - r2), abs((q1 + r1) - (q2 + r2)))


def _cost(item: str) -> list[str]:
    return [RESOURCES[r] for r, n in enumerate(COSTS[item]) for _ in range(n)]


class SettlersMotion(Motion):
    """The steps of one command's events (the host asks once per event): see the module
    docstring. It remembers, within one command, whether Robin has walked yet (his first
    walk shows him waiting where he was)."""

    table: SettlersTable

    def __init__(self, table: SettlersTable):
        super().__init__(table)
        self._command: tuple[int, int] | None = None
        self._walks = 0

    def steps(self, event: Event, before: Any, after: Any) -> list[Step]:
        if after is None:
            return []
        key = (id(before), id(after))
        if self.table.solo and key != self._command:  # a new command
            self._command, self._walks = key, 0
        return super().steps(event, before, after)

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

    def from_bank(self, seat: int, cards: Sequence[str]) -> list[Tween]:
        """Cards the bank pays ``seat``, each from its row."""
        t = self.table
        tweens = []
        for i, c in enumerate(cards):
            end, hide = self.seat_spot(seat, c, True)
            tweens.append(self.fly(c, geo.bank_box(t, c), end, i, (*hide, ("bankout", c))))
        return tweens

    def _drop(self, sprite: tuple, at: tuple[float, float], hide: tuple, caption: str) -> Step:
        s = self.table.place.size
        end = geo.around(at, (s, s))
        start = (end[0], end[1] - s * 0.9, end[2], end[3])
        return Step([Tween(sprite, start, end, 0.32, hide=(hide,))], caption=caption)

    # --- the standard game's events -----------------------------------------------------------

    @on(E.DiceRolled)
    def dice_rolled(self, event: E.DiceRolled, before: Any, after: Any) -> list[Step]:
        a, b = geo.dice_boxes(self.table)
        both = (a[0], a[1], b[0] + b[2] - a[0], a[3])
        tween = Tween(("dice", event.d1, event.d2), both, both, DICE_TIME, hide=(("dice",),))
        return [
            Step([tween], caption=f"{self.table.names[event.seat]} rolls the dice…"),
            Step(caption=self.caption_of(event), hold=0.25),
        ]

    @on(E.Produced)
    def produced(self, event: E.Produced, before: Any, after: Any) -> list[Step]:
        place = self.table.place
        caption = self.caption_of(event)
        tweens = []
        for i, (hex_name, seat, res, n) in enumerate(event.gains):
            start = geo.around(place.hex_centre(HEX_BY_NAME[hex_name]), CARD)
            for k in range(n):
                end, hide = self.seat_spot(seat, res, True)
                tweens.append(self.fly(res, start, end, i + k, (*hide, ("bankout", res))))
        return [Step(tweens, caption=caption, hold=0.1)] if tweens else [Step(caption=caption, hold=0.3)]

    @on(E.SetupResources)
    def setup_resources(self, event: E.SetupResources, before: Any, after: Any) -> list[Step]:
        t = self.table
        start = geo.bank_box(t, event.cards[0]) if event.cards else geo.bank_box(t, "lumber")
        tweens = self.from_bank(event.seat, event.cards)
        return [Step(tweens or [Tween(("none",), start, start, 0.0)], caption=self.caption_of(event))]

    @on(E.Discarded)
    def discarded(self, event: E.Discarded, before: Any, after: Any) -> list[Step]:
        return [Step(self.to_bank(event.seat, event.cards), caption=self.caption_of(event))]

    @on(E.RobberMoved)
    def robber_moved(self, event: E.RobberMoved, before: Any, after: Any) -> list[Step]:
        place = self.table.place
        h = HEX_BY_NAME[event.hex]
        old = before.robber if before is not None else h
        size = (place.size * 0.8, place.size * 1.1)
        start = geo.around(place.robber_point(old), size)
        end = geo.around(place.robber_point(h), size)
        walk = Tween(("robber",), start, end, 0.5, hide=(("robber",),))
        return [Step([walk], caption=self.caption_of(event))]

    @on(E.Robbed)
    def robbed(self, event: E.Robbed, before: Any, after: Any) -> list[Step]:
        """The card's kind only for the thief or the victim, at the screen with its hand shown."""
        t = self.table
        caption = self.caption_of(event)
        mine = t.show_hand and after.seat == t.viewer and t.viewer in (event.seat, event.victim)
        kind = after.last_theft if mine else None
        start, _ = self.seat_spot(event.victim, kind, True)
        end, hide = self.seat_spot(event.seat, kind, True)
        sprite = ("hand", kind) if kind is not None else ("back", "resource")
        if kind is not None:
            caption = f"{caption}: {'you take' if t.viewer == event.seat else 'you lose'} a {kind}"
        return [Step([Tween(sprite, start, end, FLY, hide=hide)], caption=caption, hold=0.3)]

    @on(E.RoadBuilt)
    def road_built(self, event: E.RoadBuilt, before: Any, after: Any) -> list[Step]:
        caption = self.caption_of(event)
        steps = []
        if event.paid:
            steps.append(Step(self.to_bank(event.seat, _cost("road")), caption=caption))
        e = G.EDGE_ID[event.edge]
        steps.append(self._drop(("road", event.seat, e), self.table.place.edge(e), ("edge", e), caption))
        return steps

    @on(E.SettlementBuilt, E.CityBuilt)
    def building_built(self, event: E.SettlementBuilt | E.CityBuilt, before: Any, after: Any) -> list[Step]:
        caption = self.caption_of(event)
        city = isinstance(event, E.CityBuilt)
        steps = []
        if city or getattr(event, "paid", False):
            paid = self.to_bank(event.seat, _cost("city" if city else "settlement"))
            steps.append(Step(paid, caption=caption))
        v = G.VERTEX_ID[event.vertex]
        piece = ("building", event.seat, city, v)
        steps.append(self._drop(piece, self.table.place.vertex(v), ("vertex", v), caption))
        return steps

    @on(E.DevCardBought)
    def dev_card_bought(self, event: E.DevCardBought, before: Any, after: Any) -> list[Step]:
        t = self.table
        caption = self.caption_of(event)
        deck = geo.bank_box(t, "deck")
        end, hide = self.seat_spot(event.seat, None, False)
        if event.seat == t.viewer and t.show_hand:
            x, y, w, _h = t.Z("hand")
            end = (x + w - 240, y + 40, *geo.hand_card_size(t))
        return [
            Step(self.to_bank(event.seat, _cost("development_card")), caption=caption),
            Step([Tween(("back", "dev"), deck, end, FLY, hide=hide)], caption=caption),
        ]

    @on(E.YearOfPlentyPlayed)
    def year_of_plenty(self, event: E.YearOfPlentyPlayed, before: Any, after: Any) -> list[Step]:
        return [Step(self.from_bank(event.seat, event.cards), caption=self.caption_of(event))]

    @on(E.MonopolyPlayed)
    def monopoly(self, event: E.MonopolyPlayed, before: Any, after: Any) -> list[Step]:
        caption = self.caption_of(event)
        tweens = []
        i = 0
        for seat, n in enumerate(event.taken):
            start, _ = self.seat_spot(seat, None, False)
            for _ in range(min(n, MOST)):
                end, hide = self.seat_spot(event.seat, event.resource, True)
                tweens.append(self.fly(event.resource, start, end, i, hide))
                i += 1
        return [Step(tweens, caption=caption, hold=0.2)] if tweens else [Step(caption=caption, hold=0.4)]

    @on(E.MaritimeTraded)
    def maritime_traded(self, event: E.MaritimeTraded, before: Any, after: Any) -> list[Step]:
        caption = self.caption_of(event)
        give = [event.give] * event.count
        end, hide = self.seat_spot(event.seat, event.get, True)
        bank = geo.bank_box(self.table, event.get)
        back = Tween(("card", event.get), bank, end, FLY, hide=(*hide, ("bankout", event.get)))
        return [Step(self.to_bank(event.seat, give), caption=caption), Step([back], caption=caption)]

    @on(E.Traded)
    def traded(self, event: E.Traded, before: Any, after: Any) -> list[Step]:
        def to_partner(c: str) -> tuple[Box, tuple]:
            return self.seat_spot(event.partner, c, True)

        def to_offerer(c: str) -> tuple[Box, tuple]:
            return self.seat_spot(event.seat, c, True)

        tweens = self.from_seat(event.seat, event.give, to_partner)
        tweens += self.from_seat(event.partner, event.want, to_offerer)
        return [Step(tweens, caption=self.caption_of(event), hold=0.15)]

    @on(E.LongestRoadChanged, E.LargestArmyChanged)
    def special_changed(self, event: Any, before: Any, after: Any) -> list[Step]:
        t = self.table
        caption = self.caption_of(event)
        which = "road" if isinstance(event, E.LongestRoadChanged) else "army"
        if event.seat is None:
            return [Step(caption=caption, hold=0.5)]
        x, y, w, _h = geo.plaque_box(t, event.seat)
        end = (x + w - 40, y + 64, 28, 40)
        if event.previous is not None:
            px, py, pw, _ph = geo.plaque_box(t, event.previous)
            start: Box = (px + pw - 40, py + 64, 28, 40)
        else:  # from its place beside the island
            start = geo.special_boxes(t)[which][0]
        return [Step([Tween(("special", which, event.seat), start, end, 0.6)], caption=caption, hold=0.2)]

    @on(E.KnightPlayed, E.RoadBuildingPlayed, E.OfferMade, E.OfferAccepted, E.OfferDeclined,
        E.OfferCancelled, E.OfferLapsed, E.Shortage, E.NoVictim, E.FirstPlayer)
    def told(self, event: Event, before: Any, after: Any) -> list[Step]:
        """An event shown by its words alone, a moment."""
        return [Step(caption=self.caption_of(event), hold=0.35)]

    @on(E.TurnBegan)
    def turn_began(self, event: E.TurnBegan, before: Any, after: Any) -> list[Step]:
        return [Step(caption=self.caption_of(event), hold=0.3)]

    @on(E.GameWon, E.TurnLimitReached)
    def game_ended(self, event: Event, before: Any, after: Any) -> list[Step]:
        return [Step(caption=self.caption_of(event), hold=0.8)]

    @on(E.DeckShuffled)
    def unseen(self, event: Event, before: Any, after: Any) -> list[Step]:
        """Nothing to see (the log says it)."""
        return []

    # --- Robin Hood's (the solo game) ---------------------------------------------------------

    def solo_caption(self, event: Event) -> str:
        """A solo event's caption: its words and what the view after it shows."""
        return solo_words.caption(self.table, event, self.caption_of(event))

    @on(E.MovementDrawn)
    def movement_drawn(self, event: E.MovementDrawn, before: Any, after: Any) -> list[Step]:
        t = self.table
        words = self.solo_caption(event)
        robin = before.robber if before is not None else None
        card = event.card
        pile, show, slot = side.pile_box(t), side.show_box(t, robin), side.slot_box(t, card)
        hide = (("slot", card),)
        return [
            Step([Tween(("moveback",), pile, show, FLY, hide=(("pile",),))], caption=solo_words.DRAWING),
            Step([Tween(("moveflip", card), show, show, FLIP + SHOW, show_before=False)], caption=words),
            Step([Tween(("movecard", card), show, slot, FLY, hide=hide, show_before=False)], caption=words),
        ]

    @on(E.MovementRolled)
    def movement_rolled(self, event: E.MovementRolled, before: Any, after: Any) -> list[Step]:
        t = self.table
        words = self.solo_caption(event)
        face = event.face
        x, y, w, h = side.show_box(t, before.robber if before is not None else None)
        big = (x + (w - 110) / 2, y + (h - 110) / 2, 110, 110)
        px, py, pw, ph = side.pile_box(t)
        s = min(pw, ph) + 10
        die = (px, py + ph / 2 - s / 2, s, s)
        hide = (("die",),)
        return [
            Step([Tween(("mdie", face), big, big, 0.62, hide=hide, show_before=False)],
                 caption=solo_words.ROLLING),
            Step([Tween(("mdie_fly", face), big, big, SHOW, hide=hide, show_before=False)], caption=words),
            Step([Tween(("mdie_fly", face), big, die, FLY, hide=hide, show_before=False)], caption=words),
        ]

    @on(E.RobinMoved)
    def robin_moved(self, event: E.RobinMoved, before: Any, after: Any) -> list[Step]:
        words = self.solo_caption(event)
        frm, to = HEX_BY_NAME[event.from_hex], HEX_BY_NAME[event.to_hex]
        first = self._walks == 0
        self._walks += 1
        if frm == to:
            return [Step(caption=words, hold=0.5)]
        hexes = _distance(frm, to)
        tween = Tween(
            ("robin", hexes),
            side.figure_box(self.table, frm),
            side.figure_box(self.table, to),
            min(1.4, WALK * max(1, hexes)),
            hide=(("robber",),),
            show_before=first,
            ease=lambda x: x * x * (3 - 2 * x),
        )
        return [Step([tween], caption=words, hold=0.3)]

    @on(E.RobinStayed)
    def robin_stayed(self, event: E.RobinStayed, before: Any, after: Any) -> list[Step]:
        words = self.solo_caption(event)
        box = side.figure_box(self.table, self.table.view.robber)
        note = Tween(("note", solo_words.stays_note(words)), box, box, NOTE, show_before=False)
        return [Step([note], caption=words)]

    @on(E.RobinRobbed)
    def robin_robbed(self, event: E.RobinRobbed, before: Any, after: Any) -> list[Step]:
        words = self.solo_caption(event)
        if event.resource is None:
            return [Step(caption=words, hold=0.7)]
        start, _ = self.seat_spot(0, event.resource, True)
        end = side.loot_box(self.table, event.resource)
        hide = (("loot", event.resource),)
        fly = Tween(("card", event.resource), start, end, 0.5, hide=hide, show_before=False)
        return [Step([fly], caption=words, hold=0.4)]

    @on(E.RobinScored)
    def robin_scored(self, event: E.RobinScored, before: Any, after: Any) -> list[Step]:
        words = self.solo_caption(event)
        tweens = []
        boxes = side.track_boxes(self.table)
        for k, i in enumerate(range(max(0, event.total - event.points), min(event.total, side.TRACK))):
            x, y, w, h = boxes[i]
            tweens.append(Tween(("track",), (x, y - 50, w, h), boxes[i], 0.3, delay=k * 0.14,
                                hide=(("track", i),), show_before=False))
        return [Step(tweens, caption=words, hold=0.5)] if tweens else [Step(caption=words, hold=0.7)]

    @on(E.LootRecovered)
    def loot_recovered(self, event: E.LootRecovered, before: Any, after: Any) -> list[Step]:
        words = self.solo_caption(event)
        tweens = []
        start = side.loot_box(self.table, event.resource)
        for i in range(min(event.count, 8)):
            end, hide = self.seat_spot(0, event.resource, True)
            tweens.append(Tween(("card", event.resource), start, end, FLY, delay=i * 0.08, hide=hide,
                                show_before=False))
        return [Step(tweens, caption=words, hold=0.3)]

    @on(E.MovesShuffled)
    def moves_shuffled(self, event: E.MovesShuffled, before: Any, after: Any) -> list[Step]:
        t = self.table
        prior = (before if before is not None else t.view).moves_discard
        tweens = [Tween(("moveback",), side.slot_box(t, card), side.pile_box(t), FLY, delay=i * 0.06)
                  for i, card in enumerate(prior)]
        return [Step(tweens, caption=self.solo_caption(event), hold=0.3)]

    @on(E.Encircled)
    def encircled(self, event: E.Encircled, before: Any, after: Any) -> list[Step]:
        isl = self.table.Z("island")
        ring = Tween(("ring", HEX_BY_NAME[event.hex]), isl, isl, 1.6, show_before=False)
        return [Step([ring], caption=self.solo_caption(event), hold=0.6)]

    @on(E.RobinWon)
    def robin_won(self, event: E.RobinWon, before: Any, after: Any) -> list[Step]:
        return [Step(caption=self.solo_caption(event), hold=1.0)]

    @on(E.NeutralPlaced)
    def neutral_placed(self, event: E.NeutralPlaced, before: Any, after: Any) -> list[Step]:
        return [Step(caption=self.solo_caption(event), hold=0.3)]

    @on(E.RobinTurnBegan)
    def robin_turn(self, event: E.RobinTurnBegan, before: Any, after: Any) -> list[Step]:
        return [Step(caption=self.solo_caption(event), hold=0.4)]


MOTION = SettlersMotion


def headline(table: SettlersTable, events: Sequence[Event]) -> str | None:
    """The event that matters most of a command's events (a win, a road taken, a theft), else
    the first: in the words of the log, the places named by their land ("by the Forest 8")."""
    for kind in HEADLINES:
        for e in events:
            if isinstance(e, kind):
                return table.event_text(e)
    return table.event_text(events[0]) if events else None
