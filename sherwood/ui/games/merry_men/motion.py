"""The Merry Men's events as animation steps (ART.md "Motion").

Each event type has its method (:func:`~sherwood.ui.kit.motion.on`), which makes steps of
tweens between board boxes: a carriage drives space by space,
pennies fly off a road into the Castle, guards drop into hideouts or onto the track,
villains walk to their target, Merry Men sink through the prison, dice tumble and settle
showing their faces, a villain card is shown large before it goes to the discard pile.
Tweens carry ``hide`` keys (see :mod:`.drawing`) so the piece is not also drawn at its
destination before it lands. What a tween carries is a sprite, drawn by :mod:`.drawing`
(which lists them all)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from sherwood.engine import Event
from sherwood.games.merry_men import events as E
from sherwood.games.merry_men.facts import AGENT, GATHERING, SKILL_HIT, WEAPON_HIT
from sherwood.ui.animation import Step, Tween, ease_out_cubic
from sherwood.ui.games.merry_men import drawing
from sherwood.ui.games.merry_men import geometry as G
from sherwood.ui.games.merry_men import words as W
from sherwood.ui.kit.motion import Motion, on
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
FLYING = frozenset({"wood", "iron", "tools", "distraction", "pennies", "vp", "renown"})  # gains shown flying


def linear(t: float) -> float:
    return min(1.0, max(0.0, t))


class MerryMenMotion(Motion):
    """The steps of each event type: one method each, marked with the types it animates."""

    table: MerryMenTable

    def __init__(self, table: MerryMenTable):
        super().__init__(table)
        self.together = False  # the event being animated plays with the one before it
        self.focus: Box | None = None  # where the last action happened (gains fly from there)
        self.arrested: dict[int, Box] = {}  # owner -> the hideout of the last arrest
        self.last_kind = ""
        self.fought: Box | None = None  # the hideout of the last guard removed
        self.before: Any = None  # the view before the command being animated

    # --- events -> steps -------------------------------------------------------------------

    def steps(self, event: Event, before: Any, after: Any) -> list[Step]:
        """The steps of ``event`` (its type's method), remembering the command's view before
        and whether it continues a run of the same housekeeping event (figures going home,
        carriages drawn at the start of a round), which plays at once rather than one by one."""
        if before is not self.before:  # the first event of a new command
            self.before = before
        self.together = event.kind in TOGETHER and event.kind == self.last_kind
        self.last_kind = event.kind
        return super().steps(event, before, after)

    def shown(self, e: Event, tweens: list[Tween] | None, hold: float) -> list[Step]:
        """One step of ``tweens`` captioned with the log's words of ``e`` (none for an event
        that plays with the one before it), then still for ``hold`` seconds; without tweens,
        only the caption for ``hold`` seconds (nothing at all when ``hold`` is 0)."""
        caption = self.caption_of(e)
        if tweens is None:
            return [Step([], caption=caption, hold=hold)] if hold else []
        together = self.together
        return [Step(tweens, caption=None if together else caption, hold=hold, with_previous=together)]

    @on(E.HeroChosen, E.GainLost, E.PlayerDone, E.CardDiscarded, E.SpyTaken, E.SpyReturned, E.LootReturned,
        E.RoadActivated, E.MoveFailed, E.TurnStarted, E.TurnEnded, E.RansomRevealed, E.Ransomed,
        E.CardsDrawn, E.DeckReshuffled, E.AgentRemoved, E.PotWon, E.PotAdded, E.StartPlayerPassed,
        E.GameEnded)
    def logged(self, e, before, after) -> list[Step]:
        """An event the log tells and the board shows as it is once the command is over."""
        return []

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

    @on(E.FigurePlaced)
    def figure_placed(self, e, before, after) -> list[Step]:
        end = G.place_box(self.table, e.location, e.hideout)
        if e.hideout:
            key = ("hideout", e.location, e.hideout)
        elif e.location in GATHERING:
            key = ("main", e.location, e.figure)
        else:
            key = ("figures", e.location, e.figure)
        self.focus = end
        start = G.figure_source(self.table, e.figure)
        return self.shown(e, [self._move(("figure", e.figure), start, end, hide=[key])], 0.0)

    @on(E.AgentPlaced)
    def agent_placed(self, e, before, after) -> list[Step]:
        end = G.hideout_box(self.table, e.location, e.hideout)
        return self.shown(e, [
            self._move(
                ("figure", AGENT),
                G.figure_source(self.table, AGENT),
                end,
                hide=[("hideout", e.location, e.hideout)],
            )
        ], 0.0)

    @on(E.CardPlayed)
    def card_played(self, e, before, after) -> list[Step]:
        if e.seat == self.table.viewer and self.table.show_hand:
            return self.shown(e, None, 0.0)
        x, y, w, h = self.table.board.panel("board")
        big = G.centred(x + w / 2, y + h / 2, 150, 216)
        start = G.resized(self.table.seat_box(e.seat), 60, 86)
        return self.shown(e, [
            self._move(("card", e.card), start, big, duration=0.3),
            self._move(("card", e.card), big, big, duration=0.5, delay=0.3, show_before=False),
        ], 0.0)

    @on(E.GuardPlaced)
    def guard_placed(self, e, before, after) -> list[Step]:
        start = G.resized(G.zone(self.table, "fortress"), G.FIGURE)
        if e.hideout:
            end = G.hideout_box(self.table, e.location, e.hideout)
            key = ("guard", e.location, e.hideout)
        else:
            end = G.track_box(self.table, e.track_space)
            key = ("track", e.track_space)
        return self.shown(e, [self._move(("guard",), start, end, hide=[key])], 0.05)

    @on(E.GuardRemoved)
    def guard_removed(self, e, before, after) -> list[Step]:
        if e.hideout:
            start = self.fought = G.hideout_box(self.table, e.location, e.hideout)
        else:
            start = G.track_box(self.table, max(1, e.track_space))
        end = G.resized(G.zone(self.table, "fortress"), G.FIGURE)
        return self.shown(e, [self._move(("guard", "fade"), start, end)], 0.0)

    @on(E.FigureArrested)
    def figure_arrested(self, e, before, after) -> list[Step]:
        self.arrested[e.owner] = G.hideout_box(self.table, e.location, e.hideout)
        return self.shown(e, None, 0.35)

    @on(E.FigureImprisoned)
    def figure_imprisoned(self, e, before, after) -> list[Step]:
        start = self.arrested.pop(e.owner, None) or G.robber_box(self.table, e.figure, e.owner, before)
        start = start or self.focus
        start = start or G.camp_box(self.table, max(0, e.owner))
        end = G.prison_boxes(self.table, e.level, 1)[0]
        return self.shown(e, [
            self._move(("figure", e.figure), start, end, hide=[("prison", e.figure, e.level)], duration=0.45)
        ], 0.1)

    @on(E.PrisonerMoved)
    def prisoner_moved(self, e, before, after) -> list[Step]:
        start = G.prison_boxes(self.table, e.from_level, 1)[0]
        end = G.prison_boxes(self.table, e.to_level, 1)[0]
        hide = [("prison", e.figure, e.to_level)]
        return self.shown(e, [self._move(("figure", e.figure), start, end, hide=hide)], 0.0)

    @on(E.FigureHanged)
    def figure_hanged(self, e, before, after) -> list[Step]:
        return self.shown(e, None, 0.6)

    @on(E.FigureFreed)
    def figure_freed(self, e, before, after) -> list[Step]:
        if e.level:  # out of prison
            start = G.prison_boxes(self.table, e.level, 1)[0]
        else:  # rescued from arrest: from the hideout whose guard was just beaten (MM-6.26)
            start = self.fought or G.resized(G.zone(self.table, e.place), G.FIGURE)
        end = G.figure_source(self.table, e.figure) if e.figure < 0 else G.camp_box(self.table, e.owner)
        tween = self._move(("figure", e.figure), start, end, duration=0.45, hide=self._home(e))
        return self.shown(e, [tween], 0.0)

    @on(E.FigureReturned)
    def figure_returned(self, e, before, after) -> list[Step]:
        start = self.table.board.zone_box(e.location) if e.location in self.table.layout.zones else self.focus
        start = G.resized(start or G.camp_box(self.table, e.owner), G.FIGURE)
        end = G.figure_source(self.table, e.figure) if e.figure < 0 else G.camp_box(self.table, e.owner)
        return self.shown(e, [self._move(("figure", e.figure), start, end, hide=self._home(e))], 0.0)

    @staticmethod
    def _home(e) -> list:
        """A Merry Man going back to its camp: the camp counts it once it is there."""
        return [("arriving", e.owner, "camp")] if e.figure >= 0 else []

    @on(E.VillainPlaced)
    def villain_placed(self, e, before, after) -> list[Step]:
        old = before.board["villains"][e.villain] if before is not None else None
        start = G.villain_box(self.table, e.villain, old)
        end = G.villain_box(self.table, e.villain, e.location)
        return self.shown(e, [
            self._move(("villain", e.villain), start, end, hide=[("villain", e.villain)], duration=0.5)
        ], 0.2)

    @on(E.VillainsHome)
    def villains_home(self, e, before, after) -> list[Step]:
        if before is None:
            return self.shown(e, None, 0.0)
        tweens = []
        for villain, loc in before.board["villains"].items():
            if loc:
                tweens.append(
                    self._move(
                        ("villain", villain),
                        G.villain_box(self.table, villain, loc),
                        G.villain_box(self.table, villain, None),
                        hide=[("villain", villain)],
                        duration=0.45,
                    )
                )
        return self.shown(e, tweens or None, 0.0)

    @on(E.HeroMoved)
    def hero_moved(self, e, before, after) -> list[Step]:
        start = G.hero_box(self.table, before, e.seat)
        end = G.hero_box(self.table, after, e.seat)
        self.focus = end
        tween = self._move(("hero", e.seat, e.hero), start, end, hide=[("hero", e.seat)], duration=0.4)
        return self.shown(e, [tween], 0.05)

    @on(E.HeroesLeave)
    def heroes_leave(self, e, before, after) -> list[Step]:
        if before is None:
            return self.shown(e, None, 0.0)
        tweens = [
            self._move(("hero", s, before.board["heroes"][s]), G.hero_box(self.table, before, s),
                       G.camp_box(self.table, s))
            for s in range(self.table.seats)
            if before.board["hero_loc"][s]
        ]
        return self.shown(e, tweens or None, 0.0)

    @on(E.CarriageDrawn)
    def carriage_drawn(self, e, before, after) -> list[Step]:
        start = G.resized(G.zone(self.table, "carriage_bag"), G.CARRIAGE * 1.4, G.CARRIAGE)
        weapon = drawing.carriage_weapon(e.carriage)
        return self.shown(e, [
            self._move(
                ("carriage", weapon, False),
                start,
                G.carriage_box_at(self.table, e.road, "S"),
                hide=[("carriage", e.carriage)],
                duration=0.4,
            )
        ], 0.0)

    @on(E.CarriageMoved)
    def carriage_moved(self, e, before, after) -> list[Step]:
        weapon = drawing.carriage_weapon(e.carriage)
        return self.shown(e, [
            self._move(
                ("carriage", weapon, False),
                G.carriage_box_at(self.table, e.road, e.from_space),
                G.carriage_box_at(self.table, e.road, e.to_space),
                hide=[("carriage", e.carriage)],
                duration=DRIVE,
                ease=linear,
            )
        ], 0.0)

    @on(E.CarriageArrived)
    def carriage_arrived(self, e, before, after) -> list[Step]:
        weapon = drawing.carriage_weapon(e.carriage)
        castle = G.resized(G.zone(self.table, "castle"), G.CARRIAGE * 1.4, G.CARRIAGE)
        depot = G.depot_box(self.table, e.depot_space)
        key = [("depot", e.depot_space)]
        return self.shown(e, [
            self._move(
                ("carriage", weapon, False),
                G.carriage_box_at(self.table, e.road, e.from_space),
                castle,
                hide=key,
                duration=0.25,
                ease=linear,
            ),
            self._move(("carriage", weapon, False), castle, depot, hide=key, delay=0.25, show_before=False),
        ], 0.0)

    @on(E.CarriageRobbed)
    def carriage_robbed(self, e, before, after) -> list[Step]:
        weapon = drawing.carriage_weapon(e.carriage)
        depot = G.depot_box(self.table, e.depot_space)
        return self.shown(e, [
            self._move(
                ("carriage", weapon, True),
                G.carriage_box_at(self.table, e.road, e.from_space),
                depot,
                hide=[("depot", e.depot_space)],
                duration=0.45,
            )
        ], 0.1)

    @on(E.TaxIncrease)
    def tax_increase(self, e, before, after) -> list[Step]:
        if before is None:
            return self.shown(e, None, 0.8)
        bag = G.resized(G.zone(self.table, "carriage_bag"), G.CARRIAGE * 1.4, G.CARRIAGE)
        tweens = []
        for n, slot in enumerate(before.board["depot"], start=1):
            if slot is not None:
                weapon = drawing.carriage_weapon(slot[0])
                tweens.append(
                    self._move(
                        ("carriage", weapon, bool(slot[1])),
                        G.depot_box(self.table, n),
                        bag,
                        delay=0.05 * len(tweens),
                        duration=0.45,
                    )
                )
        return self.shown(e, tweens or None, 0.3)

    @on(E.PenniesRemoved)
    def pennies_removed(self, e, before, after) -> list[Step]:
        start = G.penny_box(self.table, e.road)
        end = G.resized(G.zone(self.table, "castle"), 28)
        return self.shown(e, [  # the stack counts each penny until it has left (drawing.shown_pennies)
            self._move(
                ("penny",), G.resized(start, 28), end, delay=0.12 * i, duration=0.4,
                hide=[("leaving", e.road)]
            )
            for i in range(e.count)
        ], 0.15)

    @on(E.PenniesAdded)
    def pennies_added(self, e, before, after) -> list[Step]:
        return self.shown(e, [
            self._move(
                ("penny",),
                G.camp_box(self.table, e.seat),
                G.resized(G.penny_box(self.table, e.road), 28),
                duration=0.4,
                hide=[("arriving", e.road)],
            )
        ], 0.0)

    @on(E.DiceRolled)
    def dice_rolled(self, e, before, after) -> list[Step]:
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
        words = W.tray_words(e.purpose, e.successes, e.needed)
        tray_w = max(width + 60, text.size(words, "sans-bold", drawing.TRAY_PX)[0] + 40)
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
        rolling_words = W.rolling_words(e, self.table.words.say)
        return [Step(rolling, caption=rolling_words), Step(landed, caption=self.caption_of(e))]

    @on(E.DieTaken)
    def die_taken(self, e, before, after) -> list[Step]:
        x, y, r = self.table.board.spot("armory", e.weapon)
        return self.shown(e, [
            self._move(
                ("die", e.weapon, None, None, True),
                G.centred(x, y, 2 * r),
                G.camp_box(self.table, e.seat),
                duration=0.4,
                hide=[("arriving_die", e.seat, e.weapon)],  # the rack shows it once it lands
            )
        ], 0.0)

    @on(E.DiceReturned)
    def dice_returned(self, e, before, after) -> list[Step]:
        x, y, r = self.table.board.spot("armory", e.weapon)
        keys = [("leaving_die", e.seat, e.weapon), ("arriving_die", "armory", e.weapon)] * e.count
        return self.shown(e, [  # the rack keeps the dice and the Armory counts them once they land
            self._move(
                ("die", e.weapon, None, None, True),
                G.camp_box(self.table, e.seat),
                G.centred(x, y, 2 * r),
                duration=0.4,
                hide=keys,
                show_before=False,
            )
        ], 0.0)

    @on(E.Gained)
    def gained(self, e, before, after) -> list[Step]:
        start = self.focus or G.resized(G.zone(self.table, "supply"), 30)
        shown = [(k, n) for k, n in e.items if k in FLYING]
        return self.shown(e, [  # the seat panel counts them once they land (drawing_panels)
            self._move(
                ("res", k, n),
                G.resized(start, 30),
                G.camp_box(self.table, e.seat),
                delay=0.08 * i,
                duration=0.45,
                hide=[("arriving", e.seat, k)] * max(0, n),
                show_before=False,  # not waiting in sight while dice still roll for it
            )
            for i, (k, n) in enumerate(shown)
        ] or None, 0.0)

    @on(E.Paid)
    def paid(self, e, before, after) -> list[Step]:
        end = G.paid_to_box(self.table, e.to)
        shown = [(k, n) for k, n in e.items if k in FLYING]
        to_sheriff = "sheriff" in e.to
        return self.shown(e, [  # the Sheriff's hideout counts what is paid to it once it lands
            self._move(
                ("res", k, n),
                G.camp_box(self.table, e.seat),
                end,
                delay=0.08 * i,
                duration=0.4,
                hide=[("arriving", "sheriff", k)] * max(0, n) if to_sheriff else (),
            )
            for i, (k, n) in enumerate(shown[:5])
        ] or None, 0.0)

    @on(E.LootDrawn)
    def loot_drawn(self, e, before, after) -> list[Step]:
        start = G.resized(G.zone(self.table, "loot_bag"), 40)
        return self.shown(e, [
            self._move(("loot", e.tile), start, G.camp_box(self.table, e.seat), duration=0.45,
                       show_before=False)
        ], 0.1)

    @on(E.BarricadeBuilt)
    def barricade_built(self, e, before, after) -> list[Step]:
        x, y = self.table.board.road_space(e.road, f"B{e.slot}")
        return self.shown(e, [
            self._move(
                ("barricade", e.seat),
                G.camp_box(self.table, e.seat),
                G.centred(x, y, 36),
                hide=[("barricade", e.road, e.slot)],
                duration=0.45,
            )
        ], 0.0)

    @on(E.BarricadeReturned)
    def barricade_returned(self, e, before, after) -> list[Step]:
        x, y = self.table.board.road_space(e.road, f"B{e.slot}")
        return self.shown(e, [
            self._move(("barricade", e.seat), G.centred(x, y, 36), G.camp_box(self.table, e.seat),
                       duration=0.45)
        ], 0.0)

    @on(E.TrapBuilt)
    def trap_built(self, e, before, after) -> list[Step]:
        end = G.hideout_box(self.table, e.location, e.hideout)
        return self.shown(e, [
            self._move(
                ("trap", e.seat),
                G.camp_box(self.table, e.seat),
                end,
                hide=[("trap", e.location, e.hideout)],
                duration=0.45,
            )
        ], 0.0)

    def _show_card(self, sprite, deck_zone: str, pile_zone: str | None):
        x, y, w, h = self.table.board.panel("board")
        big = G.centred(x + w / 2, y + h / 2 - 20, *CARD_SIZE)
        deck = G.zone(self.table, deck_zone)
        tweens = [
            self._move(sprite, deck, big, duration=0.35),
            self._move(sprite, big, big, duration=SHOW_CARD, delay=0.35, show_before=False),
        ]
        if pile_zone:
            tweens.append(
                self._move(
                    sprite, big, G.zone(self.table, pile_zone), duration=0.3, delay=0.35 + SHOW_CARD,
                    show_before=False
                )
            )
        return tweens

    @on(E.VillainCardDrawn)
    def villain_card_drawn(self, e, before, after) -> list[Step]:
        return self.shown(e, self._show_card(("card", e.card), "villain_deck", "villain_discard"), 0.0)

    @on(E.EdictRevealed)
    def edict_revealed(self, e, before, after) -> list[Step]:
        return self.shown(e, self._show_card(("card", e.edict), "edict_deck", "edict_discard"), 0.0)

    @on(E.EdictTieBroken)
    def edict_tie_broken(self, e, before, after) -> list[Step]:
        """MM-11.7: a moment for the caption saying which tied road takes the edict, and why."""
        return self.shown(e, None, 0.9)

    @on(E.MessengerSent)
    def messenger_sent(self, e, before, after) -> list[Step]:
        return self.shown(e, [
            self._move(
                ("card", e.quest), G.camp_box(self.table, e.seat),
                G.resized(G.zone(self.table, "crusade"), 96, 138), duration=0.5
            )
        ], 0.2)

    def _banner(self, e: Event, message: str, hold: float) -> list[Step]:
        x, y, w, h = self.table.board.panel("board")
        box = G.centred(x + w / 2, y + h * 0.45, 760, 110)
        return self.shown(e, [self._move(("banner", message), box, box, duration=hold, ease=linear)], 0.0)

    @on(E.RoundStarted)
    def round_started(self, e, before, after) -> list[Step]:
        return self._banner(e, W.round_banner(e.round), 0.9)

    @on(E.PhaseStarted)
    def phase_started(self, e, before, after) -> list[Step]:
        return self._banner(e, W.phase_title(e.phase), 0.8)

    @on(E.GameLost)
    def game_lost(self, e, before, after) -> list[Step]:
        return self._banner(e, W.LOST_BANNER, 1.6)

    @on(E.TrapSprung)
    def trap_sprung(self, e, before, after) -> list[Step]:
        return self.shown(e, None, 0.5)

    @on(E.AbilityLost)
    def ability_lost(self, e, before, after) -> list[Step]:
        return self.shown(e, None, 0.5)

    @on(E.RowRewardClaimed)
    def row_reward_claimed(self, e, before, after) -> list[Step]:
        return self.shown(e, None, 0.4)


MOTION = MerryMenMotion
