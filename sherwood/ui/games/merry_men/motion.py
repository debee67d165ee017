"""The Merry Men's events as animation steps (ART.md "Motion").

Each event becomes steps of tweens between board boxes: a carriage drives space by space,
pennies fly off a road into the Castle, guards drop into hideouts or onto the track,
villains walk to their target, Merry Men sink through the prison, dice tumble and settle
showing their faces, a villain card is shown large before it goes to the discard pile.
Tweens carry ``hide`` keys (see :mod:`.pieces`) so the piece is not also drawn at its
destination before it lands. What a tween carries is a sprite, drawn by :mod:`.sprites`
(which lists them all)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from sherwood.engine import Event, seat_name
from sherwood.games.merry_men import events as E
from sherwood.games.merry_men.commands import label
from sherwood.games.merry_men.event_words import PHASE_TITLES, plural
from sherwood.games.merry_men.facts import GATHERING, ROADS, SKILL_HIT, WEAPON_HIT
from sherwood.ui.animation import Step, Tween, ease_out_cubic
from sherwood.ui.games.merry_men import pieces
from sherwood.ui.games.merry_men.sprites import TRAY_PX, tray_words
from sherwood.ui.render import text
from sherwood.ui.render.board import Box

if TYPE_CHECKING:
    from sherwood.ui.games.merry_men.table import MerryMenTable

MOVE = 0.32  # one move of a piece
DRIVE = 0.18  # a carriage, one road space
TUMBLE = 0.6  # dice rolling
SETTLE = 0.9  # dice lying still, faces readable
DIE = 72  # a rolled die on the tray, board units
SHOW_CARD = 1.3  # a villain card or edict shown large
CARD_SIZE = (220, 316)
TOGETHER = frozenset(
    {"figure_returned", "carriage_drawn", "dice_returned", "barricade_returned", "agent_removed"}
)
ROB_PLACE = "market_square"  # where the Merry Men rob the rich (MM-4.31)
FLYING = frozenset({"wood", "iron", "tools", "distraction", "pennies", "vp", "renown"})  # gains shown flying


def rolling_words(event, names) -> str:
    """The caption while the dice are in the air: who rolls what, for what, and not how it went."""
    n = len(event.faces)
    dice = plural(n, f"{label(event.die)} die")
    return f"{seat_name(event.seat, names)} rolls {n} {dice} for {event.purpose}…"


def linear(t: float) -> float:
    return min(1.0, max(0.0, t))


def centre(box: Box) -> tuple[float, float]:
    return box[0] + box[2] / 2, box[1] + box[3] / 2


def resized(box: Box, w: float, h: float | None = None) -> Box:
    x, y = centre(box)
    return pieces.centred(x, y, w, h)


class Motion:
    def __init__(self, table: MerryMenTable):
        self.table = table
        self.focus: Box | None = None  # where the last action happened (gains fly from there)
        self.arrested: dict[int, Box] = {}  # owner -> the hideout of the last arrest
        self.last_kind = ""
        self.fought: Box | None = None  # the hideout of the last guard removed
        self.before: Any = None  # the view before the command being animated

    # --- places -------------------------------------------------------------------------

    def seat_box(self, seat: int) -> Box:
        """A figure-sized box in ``seat``'s panel (its camp)."""
        x, y, _, _ = self.table.seat_box(seat)
        return (x + 30, y + 90, pieces.FIGURE, pieces.FIGURE)

    def zone(self, zone_id: str) -> Box:
        return self.table.board.zone_box(zone_id)

    def place_box(self, figure: int, location: str, hideout: int) -> Box:
        if hideout:
            return pieces.hideout_box(self.table, location, hideout)
        if location in GATHERING:
            area = self.table.board.main_area(location)
        else:
            area = self.table.board.figures(location)
        return resized(area, pieces.FIGURE)

    def figure_source(self, figure: int) -> Box:
        if figure == pieces.TUCK:
            x, y, _ = self.table.board.spot("chapel", "tuck")
            return pieces.centred(x, y, pieces.FIGURE)
        if figure == pieces.AGENT:
            return resized(self.zone("edict_deck"), pieces.FIGURE)
        return self.seat_box(figure)

    def space_box(self, road: str, space: str) -> Box:
        return pieces.carriage_box_at(self.table, road, space)

    def hero_box(self, view, seat: int) -> Box:
        loc = view.board["hero_loc"][seat] if view is not None else None
        if not loc:
            return self.seat_box(seat)
        at = [s for s in range(self.table.seats) if view.board["hero_loc"][s] == loc]
        return pieces.hero_boxes(self.table, loc, len(at))[at.index(seat)]

    def to_box(self, to: str, seat: int) -> Box:
        if to in ROADS:
            return pieces.penny_box(self.table, to)
        if "sheriff" in to:
            return resized(self.zone("sheriff_hideout"), 30)
        return resized(self.zone("supply"), 30)

    # --- events -> steps -------------------------------------------------------------------

    def steps(self, event: Event, before: Any, after: Any) -> list[Step]:
        names = self.table.match.names
        if before is not self.before:  # the first event of a new command
            self.before = before
        if isinstance(event, E.DiceRolled):
            self.last_kind = event.kind
            return self._dice_steps(event, names)
        caption = self.table.event_text(event)  # the log's words
        handler = getattr(self, f"_{event.kind}", None)
        # a run of the same housekeeping event (figures going home, carriages drawn at the
        # start of a round) plays at once rather than one by one
        together = event.kind in TOGETHER and event.kind == self.last_kind
        self.last_kind = event.kind
        if handler is None:
            return []
        tweens, hold = handler(event, before, after)
        if tweens is None:
            return [Step([], caption=caption, hold=hold)] if hold else []
        if together:
            caption = None
        return [Step(tweens, caption=caption, hold=hold, with_previous=together)]

    def _move(
        self,
        sprite,
        start: Box,
        end: Box,
        *,
        hide=(),
        duration=MOVE,
        delay=0.0,
        ease=ease_out_cubic,
        show_before=True,
    ) -> Tween:
        return Tween(
            sprite,
            start,
            end,
            duration=duration,
            delay=delay,
            hide=tuple(hide),
            ease=ease,
            show_before=show_before,
        )

    def _figure_placed(self, e, before, after):
        end = self.place_box(e.figure, e.location, e.hideout)
        if e.hideout:
            key = ("hideout", e.location, e.hideout)
        elif e.location in GATHERING:
            key = ("main", e.location, e.figure)
        else:
            key = ("figures", e.location, e.figure)
        self.focus = end
        return [self._move(("figure", e.figure), self.figure_source(e.figure), end, hide=[key])], 0.0

    def _agent_placed(self, e, before, after):
        end = pieces.hideout_box(self.table, e.location, e.hideout)
        return [
            self._move(
                ("figure", pieces.AGENT),
                self.figure_source(pieces.AGENT),
                end,
                hide=[("hideout", e.location, e.hideout)],
            )
        ], 0.0

    def _card_played(self, e, before, after):
        if e.seat == self.table.viewer and self.table.show_hand:
            return None, 0.0
        x, y, w, h = self.table.board.panel("board")
        big = pieces.centred(x + w / 2, y + h / 2, 150, 216)
        start = resized(self.table.seat_box(e.seat), 60, 86)
        return [
            self._move(("card", e.card), start, big, duration=0.3),
            self._move(("card", e.card), big, big, duration=0.5, delay=0.3, show_before=False),
        ], 0.0

    def _guard_placed(self, e, before, after):
        start = resized(self.zone("fortress"), pieces.FIGURE)
        if e.hideout:
            end = pieces.hideout_box(self.table, e.location, e.hideout)
            key = ("guard", e.location, e.hideout)
        else:
            end = pieces.track_box(self.table, e.track_space)
            key = ("track", e.track_space)
        return [self._move(("guard",), start, end, hide=[key])], 0.05

    def _guard_removed(self, e, before, after):
        if e.hideout:
            start = self.fought = pieces.hideout_box(self.table, e.location, e.hideout)
        else:
            start = pieces.track_box(self.table, max(1, e.track_space))
        return [self._move(("guard", "fade"), start, resized(self.zone("fortress"), pieces.FIGURE))], 0.0

    def _figure_arrested(self, e, before, after):
        self.arrested[e.owner] = pieces.hideout_box(self.table, e.location, e.hideout)
        return None, 0.35

    def _figure_imprisoned(self, e, before, after):
        start = self.arrested.pop(e.owner, None) or self._robber_box(e, before) or self.focus
        start = start or self.seat_box(max(0, e.owner))
        end = pieces.prison_boxes(self.table, e.level, 1)[0]
        return [
            self._move(("figure", e.figure), start, end, hide=[("prison", e.figure, e.level)], duration=0.45)
        ], 0.1

    def _robber_box(self, e, before) -> Box | None:
        """Where the figure that failed to rob the rich stood (MM-4.38): it is drawn there,
        waiting, while the dice roll, and leaves for prison from there."""
        rob = ((before.board.get("ctx") or {}).get("rob") if before is not None else None) or {}
        if rob.get("figure") != e.figure or rob.get("seat") != e.owner:
            return None
        if rob.get("hideout", -1) >= 0:
            return pieces.hideout_box(self.table, ROB_PLACE, rob["hideout"] + 1)
        return resized(self.table.board.main_area(ROB_PLACE), pieces.FIGURE)

    def _prisoner_moved(self, e, before, after):
        start = pieces.prison_boxes(self.table, e.from_level, 1)[0]
        end = pieces.prison_boxes(self.table, e.to_level, 1)[0]
        return [self._move(("figure", e.figure), start, end, hide=[("prison", e.figure, e.to_level)])], 0.0

    def _figure_hanged(self, e, before, after):
        return None, 0.6

    def _figure_freed(self, e, before, after):
        if e.level:  # out of prison
            start = pieces.prison_boxes(self.table, e.level, 1)[0]
        else:  # rescued from arrest: from the hideout whose guard was just beaten (MM-6.26)
            start = self.fought or resized(self.zone(e.place), pieces.FIGURE)
        end = self.figure_source(e.figure) if e.figure < 0 else self.seat_box(e.owner)
        return [self._move(("figure", e.figure), start, end, duration=0.45, hide=self._home(e))], 0.0

    def _figure_returned(self, e, before, after):
        start = self.table.board.zone_box(e.location) if e.location in self.table.layout.zones else self.focus
        start = resized(start or self.seat_box(e.owner), pieces.FIGURE)
        end = self.figure_source(e.figure) if e.figure < 0 else self.seat_box(e.owner)
        return [self._move(("figure", e.figure), start, end, hide=self._home(e))], 0.0

    @staticmethod
    def _home(e) -> list:
        """A Merry Man going back to its camp: the camp counts it once it is there."""
        return [("arriving", e.owner, "camp")] if e.figure >= 0 else []

    def _villain_placed(self, e, before, after):
        old = before.board["villains"][e.villain] if before is not None else None
        start = pieces.villain_box(self.table, e.villain, old)
        end = pieces.villain_box(self.table, e.villain, e.location)
        return [
            self._move(("villain", e.villain), start, end, hide=[("villain", e.villain)], duration=0.5)
        ], 0.2

    def _villains_home(self, e, before, after):
        if before is None:
            return None, 0.0
        tweens = []
        for villain, loc in before.board["villains"].items():
            if loc:
                tweens.append(
                    self._move(
                        ("villain", villain),
                        pieces.villain_box(self.table, villain, loc),
                        pieces.villain_box(self.table, villain, None),
                        hide=[("villain", villain)],
                        duration=0.45,
                    )
                )
        return tweens or None, 0.0

    def _hero_moved(self, e, before, after):
        start = self.hero_box(before, e.seat)
        end = self.hero_box(after, e.seat)
        self.focus = end
        return [self._move(("hero", e.seat, e.hero), start, end, hide=[("hero", e.seat)], duration=0.4)], 0.05

    def _heroes_leave(self, e, before, after):
        if before is None:
            return None, 0.0
        tweens = [
            self._move(("hero", s, before.board["heroes"][s]), self.hero_box(before, s), self.seat_box(s))
            for s in range(self.table.seats)
            if before.board["hero_loc"][s]
        ]
        return tweens or None, 0.0

    def _carriage_drawn(self, e, before, after):
        start = resized(self.zone("carriage_bag"), pieces.CARRIAGE * 1.4, pieces.CARRIAGE)
        weapon = pieces.carriage_weapon(e.carriage)
        return [
            self._move(
                ("carriage", weapon, False),
                start,
                self.space_box(e.road, "S"),
                hide=[("carriage", e.carriage)],
                duration=0.4,
            )
        ], 0.0

    def _carriage_moved(self, e, before, after):
        weapon = pieces.carriage_weapon(e.carriage)
        return [
            self._move(
                ("carriage", weapon, False),
                self.space_box(e.road, e.from_space),
                self.space_box(e.road, e.to_space),
                hide=[("carriage", e.carriage)],
                duration=DRIVE,
                ease=linear,
            )
        ], 0.0

    def _carriage_arrived(self, e, before, after):
        weapon = pieces.carriage_weapon(e.carriage)
        castle = resized(self.zone("castle"), pieces.CARRIAGE * 1.4, pieces.CARRIAGE)
        depot = pieces.depot_box(self.table, e.depot_space)
        key = [("depot", e.depot_space)]
        return [
            self._move(
                ("carriage", weapon, False),
                self.space_box(e.road, e.from_space),
                castle,
                hide=key,
                duration=0.25,
                ease=linear,
            ),
            self._move(("carriage", weapon, False), castle, depot, hide=key, delay=0.25, show_before=False),
        ], 0.0

    def _carriage_robbed(self, e, before, after):
        weapon = pieces.carriage_weapon(e.carriage)
        depot = pieces.depot_box(self.table, e.depot_space)
        return [
            self._move(
                ("carriage", weapon, True),
                self.space_box(e.road, e.from_space),
                depot,
                hide=[("depot", e.depot_space)],
                duration=0.45,
            )
        ], 0.1

    def _tax_increase(self, e, before, after):
        if before is None:
            return None, 0.8
        bag = resized(self.zone("carriage_bag"), pieces.CARRIAGE * 1.4, pieces.CARRIAGE)
        tweens = []
        for n, slot in enumerate(before.board["depot"], start=1):
            if slot is not None:
                weapon = pieces.carriage_weapon(slot[0])
                tweens.append(
                    self._move(
                        ("carriage", weapon, bool(slot[1])),
                        pieces.depot_box(self.table, n),
                        bag,
                        delay=0.05 * len(tweens),
                        duration=0.45,
                    )
                )
        return tweens or None, 0.3

    def _pennies_removed(self, e, before, after):
        start = pieces.penny_box(self.table, e.road)
        end = resized(self.zone("castle"), 28)
        return [  # the stack counts each penny until it has left (pieces.shown_pennies)
            self._move(
                ("penny",), resized(start, 28), end, delay=0.12 * i, duration=0.4, hide=[("leaving", e.road)]
            )
            for i in range(e.count)
        ], 0.15

    def _pennies_added(self, e, before, after):
        return [
            self._move(
                ("penny",),
                self.seat_box(e.seat),
                resized(pieces.penny_box(self.table, e.road), 28),
                duration=0.4,
                hide=[("arriving", e.road)],
            )
        ], 0.0

    def _dice_steps(self, e, names) -> list[Step]:
        """The dice tumble onto a tray in the middle of the board, the tray and the caption
        saying only what they are rolled for; then they lie there, faces up, successes framed
        in gold, and the tray and the caption say how many hits counted. Nothing tells the
        result before the dice land: the tray's verdict, the caption and the log wait for the
        second step, and what the roll wins or loses waits in the steps after it."""
        n = len(e.faces)
        x, y, w, h = self.table.board.panel("board")
        size, gap = DIE, 18
        width = n * size + (n - 1) * gap
        left = x + w / 2 - width / 2
        top = y + h * 0.40
        words = tray_words(e.purpose, e.successes, e.needed)
        tray_w = max(width + 60, text.size(words, "sans-bold", TRAY_PX)[0] + 40)
        tray = (x + w / 2 - tray_w / 2, top - 22, tray_w, size + 74)
        hit = SKILL_HIT if e.die == "skill" else WEAPON_HIT
        tumble = TUMBLE + 0.05 * (n - 1)
        rolling = [self._move(("tray", e.purpose, None, e.needed), tray, tray, duration=tumble, ease=linear)]
        verdict = ("tray", e.purpose, e.successes, e.needed)
        landed = [self._move(verdict, tray, tray, duration=SETTLE, ease=linear, show_before=False)]
        for i, face in enumerate(e.faces):
            end = (left + i * (size + gap), top, size, size)
            start = (end[0] - 60 + 25 * i, top - 140, size, size)
            ok = face >= hit
            rolling.append(
                self._move(("die", e.die, face, ok, False), start, end, duration=TUMBLE, delay=0.05 * i)
            )
            rolling.append(  # a die that has landed waits, still, for the others
                self._move(
                    ("die", e.die, face, None, True),
                    end,
                    end,
                    duration=tumble - TUMBLE - 0.05 * i,
                    delay=TUMBLE + 0.05 * i,
                    show_before=False,
                )
            )
            landed.append(
                self._move(("die", e.die, face, ok, True), end, end, duration=SETTLE, show_before=False)
            )
        return [Step(rolling, caption=rolling_words(e, names)), Step(landed, caption=e.describe(names))]

    def _die_taken(self, e, before, after):
        x, y, r = self.table.board.spot("armory", e.weapon)
        return [
            self._move(
                ("die", e.weapon, None, None, True),
                pieces.centred(x, y, 2 * r),
                self.seat_box(e.seat),
                duration=0.4,
                hide=[("arriving_die", e.seat, e.weapon)],  # the rack shows it once it lands
            )
        ], 0.0

    def _dice_returned(self, e, before, after):
        x, y, r = self.table.board.spot("armory", e.weapon)
        keys = [("leaving_die", e.seat, e.weapon), ("arriving_die", "armory", e.weapon)] * e.count
        return [  # the rack keeps the dice and the Armory counts them once they land
            self._move(
                ("die", e.weapon, None, None, True),
                self.seat_box(e.seat),
                pieces.centred(x, y, 2 * r),
                duration=0.4,
                hide=keys,
                show_before=False,
            )
        ], 0.0

    def _gained(self, e, before, after):
        start = self.focus or resized(self.zone("supply"), 30)
        shown = [(k, n) for k, n in e.items if k in FLYING]
        return [  # the seat panel counts them once they land (panels.shown_resource)
            self._move(
                ("res", k, n),
                resized(start, 30),
                self.seat_box(e.seat),
                delay=0.08 * i,
                duration=0.45,
                hide=[("arriving", e.seat, k)] * max(0, n),
                show_before=False,  # not waiting in sight while dice still roll for it
            )
            for i, (k, n) in enumerate(shown)
        ] or None, 0.0

    def _paid(self, e, before, after):
        end = self.to_box(e.to, e.seat)
        shown = [(k, n) for k, n in e.items if k in FLYING]
        to_sheriff = "sheriff" in e.to
        return [  # the Sheriff's hideout counts what is paid to it once it lands
            self._move(
                ("res", k, n),
                self.seat_box(e.seat),
                end,
                delay=0.08 * i,
                duration=0.4,
                hide=[("arriving", "sheriff", k)] * max(0, n) if to_sheriff else (),
            )
            for i, (k, n) in enumerate(shown[:5])
        ] or None, 0.0

    def _loot_drawn(self, e, before, after):
        start = resized(self.zone("loot_bag"), 40)
        return [
            self._move(("loot", e.tile), start, self.seat_box(e.seat), duration=0.45, show_before=False)
        ], 0.1

    def _barricade_built(self, e, before, after):
        x, y = self.table.board.road_space(e.road, f"B{e.slot}")
        return [
            self._move(
                ("barricade", e.seat),
                self.seat_box(e.seat),
                pieces.centred(x, y, 36),
                hide=[("barricade", e.road, e.slot)],
                duration=0.45,
            )
        ], 0.0

    def _barricade_returned(self, e, before, after):
        x, y = self.table.board.road_space(e.road, f"B{e.slot}")
        return [
            self._move(("barricade", e.seat), pieces.centred(x, y, 36), self.seat_box(e.seat), duration=0.45)
        ], 0.0

    def _trap_built(self, e, before, after):
        end = pieces.hideout_box(self.table, e.location, e.hideout)
        return [
            self._move(
                ("trap", e.seat),
                self.seat_box(e.seat),
                end,
                hide=[("trap", e.location, e.hideout)],
                duration=0.45,
            )
        ], 0.0

    def _show_card(self, sprite, deck_zone: str, pile_zone: str | None):
        x, y, w, h = self.table.board.panel("board")
        big = pieces.centred(x + w / 2, y + h / 2 - 20, *CARD_SIZE)
        deck = self.zone(deck_zone)
        tweens = [
            self._move(sprite, deck, big, duration=0.35),
            self._move(sprite, big, big, duration=SHOW_CARD, delay=0.35, show_before=False),
        ]
        if pile_zone:
            tweens.append(
                self._move(
                    sprite, big, self.zone(pile_zone), duration=0.3, delay=0.35 + SHOW_CARD, show_before=False
                )
            )
        return tweens

    def _villain_card_drawn(self, e, before, after):
        return self._show_card(("card", e.card), "villain_deck", "villain_discard"), 0.0

    def _edict_revealed(self, e, before, after):
        return self._show_card(("card", e.edict), "edict_deck", "edict_discard"), 0.0

    def _edict_tie_broken(self, e, before, after):
        """MM-11.7: a moment for the caption saying which tied road takes the edict, and why."""
        return None, 0.9

    def _messenger_sent(self, e, before, after):
        return [
            self._move(
                ("card", e.quest), self.seat_box(e.seat), resized(self.zone("crusade"), 96, 138), duration=0.5
            )
        ], 0.2

    def _banner(self, message: str, hold: float):
        x, y, w, h = self.table.board.panel("board")
        box = pieces.centred(x + w / 2, y + h * 0.45, 760, 110)
        return [self._move(("banner", message), box, box, duration=hold, ease=linear)], 0.0

    def _round_started(self, e, before, after):
        return self._banner(f"Round {e.round}", 0.9)

    def _phase_started(self, e, before, after):
        return self._banner(PHASE_TITLES.get(e.phase, e.phase), 0.8)

    def _game_lost(self, e, before, after):
        return self._banner("Prince John wins", 1.6)

    def _trap_sprung(self, e, before, after):
        return None, 0.5

    def _ability_lost(self, e, before, after):
        return None, 0.5

    def _row_reward_claimed(self, e, before, after):
        return None, 0.4
