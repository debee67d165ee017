"""The adventure's events as animation (ART.md, motion): the outlaw walks space by space,
Gisbourne rides, discs and dice come out of the pouch (a disc shown large a moment with what
it means), seals go into their recesses and turn tiles over, the bard walks along the Banner
of Hope, hourglasses leave the Evil End, the dossier's red die climbs, markers go onto the
parchments, a task's red die onto the coat of arms.

**What is drawn meanwhile.** The view after a command is its end; while its events play, the
table draws the state *before the first event still playing*: :class:`Motion` keeps a copy
of the state before each animated event (:func:`advance` steps a copy through the events),
and every tween of event ``n`` holds the hide key ``("ev", n)``; :meth:`Motion.shown_now`
picks the copy of the first key still held. A piece whose sprite is in flight is not drawn
in its place (:meth:`Motion.flying`).
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from sherwood.engine import Event
from sherwood.games.adventures import events as E
from sherwood.games.adventures.content import DISCS
from sherwood.ui.animation import Step, Tween
from sherwood.ui.games.adventures import geometry as G
from sherwood.ui.games.adventures.drawing import Shown, shown
from sherwood.ui.games.adventures.words import MEANING_OF
from sherwood.ui.games.adventures.words_table import disc_caption
from sherwood.ui.kit.motion import Motion, on

if TYPE_CHECKING:
    from sherwood.ui.games.adventures.table import AdventuresTable

Box = tuple[float, float, float, float]

WALK = 0.24  # seconds a step of the outlaw's walk takes (ART.md: 200-350 ms)
RIDE = 0.18  # a space of Gisbourne's ride (ART.md: a carriage ~180 ms a space)
FLY = 0.38
REVEAL_HOLD = 0.5  # a disc shown large, its meaning in the caption


def _seal_drawn(c: Shown, e: E.SealDrawn) -> None:
    if e.seal in c.seals_bag:
        c.seals_bag.remove(e.seal)
    c.recesses.append(e.seal)
    for t in e.revealed:
        c.faces[t] = "revealed"


def _round_began(c: Shown, e: E.RoundBegan) -> None:
    c.bag_discs, c.drawn_discs, c.round = list(DISCS), [], e.round


def _disc_drawn(c: Shown, e: E.DiscDrawn) -> None:
    if e.disc in c.bag_discs:
        c.bag_discs.remove(e.disc)
    c.drawn_discs.append(e.disc)


def _turn_began(c: Shown, e: E.TurnBegan) -> None:
    c.turns_taken, c.moved_steps = e.turn, None


def _walked(c: Shown, e: E.Walked) -> None:
    c.at, c.moved_steps = e.path[-1], len(e.path) - 1


def _die_drawn(c: Shown, e: E.DieDrawn) -> None:
    if c.tray_done:
        c.tray, c.tray_done = [], False
    c.tray.append(e.die)
    if e.die == "W":
        c.bag_white -= 1
    elif e.die == "V":
        c.bag_violet -= 1
    else:
        c.bow_in_bag = False


def _bow_die_back(c: Shown, e: E.BowDieBack) -> None:
    """AR-8: a bow die that does not count goes back on the bow."""
    if "B" in c.tray:
        del c.tray[len(c.tray) - 1 - c.tray[::-1].index("B")]


def _dice_returned(c: Shown, e: E.DiceReturned) -> None:
    c.bag_violet += e.violet
    c.tray_done = True


def _white_dice_added(c: Shown, e: E.WhiteDiceAdded) -> None:
    c.bag_white += e.count


def _violet_die_added(c: Shown, e: E.VioletDieAdded) -> None:
    c.bag_violet += 1


def _bow_die_into_bag(c: Shown, e: E.BowDieIntoBag) -> None:
    c.bow_in_bag = True


def _overpower_attempt(c: Shown, e: E.OverpowerAttempt) -> None:
    c.tray, c.tray_done = [], False


def _dossier_reset(c: Shown, e: E.DossierReset) -> None:
    c.dossier = 1
    c.recesses = list(e.kept)
    c.seals_bag = sorted({*c.seals_bag, *e.returned})


def _set(name: str, field: str) -> Callable[[Shown, Any], None]:
    """Set the copy's ``name`` to the event's ``field``."""
    return lambda c, e: setattr(c, name, getattr(e, field))


ADVANCE: dict[type[Event], Callable[[Shown, Any], None]] = {
    E.SealDrawn: _seal_drawn,
    E.RoundBegan: _round_began,
    E.DiscDrawn: _disc_drawn,
    E.TurnBegan: _turn_began,
    E.Walked: _walked,
    E.GisbourneRode: lambda c, e: setattr(c, "gisbourne", e.path[-1]),
    E.WhiteDiceAdded: _white_dice_added,
    E.VioletDieAdded: _violet_die_added,
    E.DieDrawn: _die_drawn,
    E.BowDieIntoBag: _bow_die_into_bag,
    E.BowDieBack: _bow_die_back,
    E.DiceReturned: _dice_returned,
    E.OverpowerAttempt: _overpower_attempt,
    E.HopeChanged: _set("hope", "hope"),
    E.HourglassRemoved: _set("hourglasses", "left"),
    E.ObjectGained: lambda c, e: _count(c, e.obj, 1),
    E.ObjectDiscarded: lambda c, e: _count(c, e.obj, -1),
    E.Traded: lambda c, e: _count(c, e.take, 1),
    E.Relocated: _set("at", "to"),
    E.TileTurned: lambda c, e: c.faces.__setitem__(e.tile, e.face),
    E.DossierStepped: _set("dossier", "square"),
    E.DossierReset: _dossier_reset,
    E.GisbourneSent: _set("gisbourne", "to"),
    E.TaskCompleted: lambda c, e: c.coat_of_arms.append(e.task),
}
"""How each event changes what the table shows (the others change nothing drawn)."""


def advance(c: Shown, e: Any) -> None:
    """Step the table's copy ``c`` of the state through event ``e`` (what the view would
    show after it; the view after the command is the truth, this only fills the moments
    between)."""
    step = ADVANCE.get(type(e))
    if step is not None:
        step(c, e)


def _count(c: Shown, obj: str, delta: int) -> None:
    if obj in ("banner", "cross"):
        setattr(c, obj, max(0, getattr(c, obj) + delta))
    else:
        c.objects[obj] = max(0, c.objects.get(obj, 0) + delta)


def center(box: Box) -> tuple[float, float]:
    return (box[0] + box[2] / 2, box[1] + box[3] / 2)


def resize(box: Box, w: float, h: float | None = None) -> Box:
    cx, cy = center(box)
    h = w if h is None else h
    return (cx - w / 2, cy - h / 2, w, h)


class AdventureMotion(Motion):
    """Builds the steps of each event, one method per event type, and keeps what the table
    shows while they play."""

    def __init__(self, table: AdventuresTable):
        super().__init__(table)
        self.spots = G.Spots(table)
        self.n = 0  # events animated so far (hide keys are unique over the game)
        self.snaps: dict[int, Shown] = {}
        self.cursor: Shown | None = None
        self._before: Any = None
        self.key: tuple = ("ev", 0)  # the hide key of the event whose steps are being built
        self.last_tray: list[str] = []  # the dice of the last draw, shown faded at rest
        self.page_first = 1  # the key of the last command's first event

    def recall(self, events: Any) -> None:
        """Start again from the match's story so far, ``events`` (the opening's, then every
        command's): after an undo or a load, the tray's last draw is the restored history's
        (never the dice of a command taken back) and nothing half played is kept."""
        c = Shown()
        last: list[str] = []
        for e in events:
            advance(c, e)
            if c.tray:
                last = list(c.tray)
        self.last_tray = last
        self.cursor, self._before = None, None
        self.snaps.clear()

    # --- what is drawn now ---------------------------------------------------------------------

    def shown_now(self, final: Shown) -> Shown:
        hidden = self.table.host.anim.hidden()
        keys = sorted(k[1] for k in hidden if isinstance(k, tuple) and k[:1] == ("ev",))
        for n in list(self.snaps):
            if n not in keys:
                del self.snaps[n]
        if keys and keys[0] in self.snaps:
            return self.snaps[keys[0]]
        return final

    def page_count(self, total: int) -> int:
        """How many of the last command's ``total`` events have played out (the story and
        the log never tell ahead of the animation)."""
        hidden = self.table.host.anim.hidden()
        keys = [k[1] for k in hidden if isinstance(k, tuple) and k[:1] == ("ev",)]
        if not keys:
            return total
        return max(0, min(total, min(keys) - self.page_first))

    def flying(self) -> set[str]:
        """The kinds of piece in flight now (not drawn in their places)."""
        return {sprite[0] for sprite, _, p in self.table.host.anim.sprites() if isinstance(sprite, tuple)}

    # --- building steps --------------------------------------------------------------------------

    def steps(self, event: Any, before: Any, after: Any) -> list[Step]:
        """The steps of ``event`` (its type's method), built from the table's copy of the
        state before it, which then steps through it."""
        if before is not self._before or self.cursor is None:
            self._before = before
            self.cursor = shown(before) if before is not None else shown(after)
            self.page_first = self.n + 1
        c = self.cursor
        snap = copy.deepcopy(c)
        self.n += 1
        key = self.key = ("ev", self.n)
        out = super().steps(event, before, after)
        advance(c, event)
        if c.tray:
            self.last_tray = list(c.tray)
        if any(key in tw.hide for st in out for tw in st.tweens):
            self.snaps[self.n] = snap
        return out

    @property
    def c(self) -> Shown:
        """The table's copy of the state before the event whose steps are being built."""
        assert self.cursor is not None
        return self.cursor

    def tw(self, sprite: Any, a: Box, b: Box, d: float = FLY, delay: float = 0.0,
           before: bool = False) -> Tween:
        """A tween of the event being built, hiding its place until it lands."""
        return Tween(sprite, a, b, duration=d, delay=delay, hide=(self.key,), show_before=before)

    @on(E.Walked)
    def walked(self, e: E.Walked, before: Any, after: Any) -> list[Step]:
        sp, cap = self.spots, self.caption_of(e)
        if len(e.path) < 2:
            return [Step([self.tw(("outlaw",), sp.space(e.path[0]), sp.space(e.path[0]), 0.2)], caption=cap)]
        tweens = [
            self.tw(("outlaw",), sp.space(a), sp.space(b), WALK, i * WALK)
            for i, (a, b) in enumerate(zip(e.path, e.path[1:], strict=False))
        ]
        return [Step(tweens, caption=cap)]

    @on(E.GisbourneRode)
    def rode(self, e: E.GisbourneRode, before: Any, after: Any) -> list[Step]:
        sp, c = self.spots, self.c
        tweens = [
            self.tw(("gisbourne",), sp.space(a), sp.space(b), RIDE, i * RIDE)
            for i, (a, b) in enumerate(zip(e.path, e.path[1:], strict=False))
        ]
        stay = [self.tw(("gisbourne",), sp.space(c.gisbourne), sp.space(c.gisbourne), 0.2)]
        return [Step(tweens or stay, caption=self.caption_of(e), hold=0.15)]

    @on(E.GisbourneSent)
    def sent(self, e: E.GisbourneSent, before: Any, after: Any) -> list[Step]:
        sp = self.spots
        tween = self.tw(("gisbourne",), sp.space(self.c.gisbourne), sp.space(e.to), 0.5)
        return [Step([tween], caption=self.caption_of(e))]

    @on(E.Relocated)
    def relocated(self, e: E.Relocated, before: Any, after: Any) -> list[Step]:
        d = {"boat": 0.8, "haycart": 0.7, "wall": 0.45}.get(e.how, 0.5)
        tween = self.tw(("outlaw",), self.spots.space(e.frm), self.spots.space(e.to), d)
        return [Step([tween], caption=self.caption_of(e), hold=0.2)]

    @on(E.DiscDrawn)
    def disc_drawn(self, e: E.DiscDrawn, before: Any, after: Any) -> list[Step]:
        """The disc comes out of the pouch, is shown large a moment with what it means, and
        goes to its place in the strip."""
        sp, c, key, cap = self.spots, self.c, self.key, self.caption_of(e)
        meaning = MEANING_OF[e.disc]
        group = G.DISC_GROUPS[meaning]
        positions = [i for i, g in enumerate(group) if g == e.disc]
        m = c.drawn_discs.count(e.disc) + 1
        slot = G.disc_slots(self.table.bag)[(meaning, positions[max(0, len(positions) - m)])]
        big = sp.reveal()
        sprite = ("disc", e.disc, False)
        return [
            Step(
                [Tween(sprite, sp.mouth(16), big, duration=0.4, hide=(key,), show_before=False)], caption=cap
            ),
            Step(
                [Tween(sprite, big, big, duration=REVEAL_HOLD, hide=(key,), show_before=False)],
                caption=disc_caption(self.table.words, e),
            ),
            Step([Tween(sprite, big, slot, duration=0.3, hide=(key,), show_before=False)], caption=cap),
        ]

    @on(E.RoundBegan)
    def round_began(self, e: E.RoundBegan, before: Any, after: Any) -> list[Step]:
        """The discs drawn last round fly back into the pouch."""
        slots = G.disc_slots(self.table.bag)
        tweens = [
            self.tw(("disc", disc, True), slots[slot], self.spots.mouth(20), 0.35, i * 0.05)
            for i, (slot, disc) in enumerate(self._drawn_slots(self.c))
        ]
        return [Step(tweens, caption=self.caption_of(e), hold=0.25)]

    @on(E.DieDrawn)
    def die_drawn(self, e: E.DieDrawn, before: Any, after: Any) -> list[Step]:
        c = self.c
        n = 0 if c.tray_done else len(c.tray)
        slot = G.tray_slot(self.table.bag, n, max(3, n + 1))
        tween = self.tw(("die", e.die), self.spots.mouth(16), slot, 0.34)
        return [Step([tween], caption=self.caption_of(e), hold=0.12)]

    @on(E.DiceReturned)
    def dice_returned(self, e: E.DiceReturned, before: Any, after: Any) -> list[Step]:
        """The tray's dice go back: violet into the pouch, the bow die onto the bow, white
        to the supply."""
        sp, c = self.spots, self.c
        tweens = []
        total = max(3, len(c.tray))
        for i, d in enumerate(c.tray):
            start = G.tray_slot(self.table.bag, i, total)
            if d == "V":
                end = sp.mouth(12)
            elif d == "B":
                end = resize(sp.display("bow"), 20 * sp.k)
            else:
                end = sp.off_bag(16)
            tweens.append(self.tw(("die", d), start, end, 0.35, i * 0.04))
        return [Step(tweens, caption=self.caption_of(e))] if tweens else []

    @on(E.WhiteDiceAdded, E.VioletDieAdded)
    def dice_added(self, e: E.WhiteDiceAdded | E.VioletDieAdded, before: Any, after: Any) -> list[Step]:
        """Dice from the supply into the pouch."""
        die, count = ("W", e.count) if isinstance(e, E.WhiteDiceAdded) else ("V", 1)
        sp = self.spots
        tweens = [self.tw(("die", die), sp.off_bag(22), sp.mouth(12), 0.4, i * 0.1) for i in range(count)]
        return [Step(tweens, caption=self.caption_of(e))]

    @on(E.BowDieIntoBag)
    def bow_into_bag(self, e: E.BowDieIntoBag, before: Any, after: Any) -> list[Step]:
        sp = self.spots
        tween = self.tw(("die", "B"), resize(sp.display("bow"), 20 * sp.k), sp.mouth(12), 0.45)
        return [Step([tween], caption=self.caption_of(e))]

    @on(E.BowDieBack)
    def bow_back(self, e: E.BowDieBack, before: Any, after: Any) -> list[Step]:
        sp, c = self.spots, self.c
        start = G.tray_slot(self.table.bag, max(0, len(c.tray) - 1), max(3, len(c.tray)))
        tween = self.tw(("die", "B"), start, resize(sp.display("bow"), 20 * sp.k), 0.35)
        return [Step([tween], caption=self.caption_of(e))]

    @on(E.SealDrawn)
    def seal_drawn(self, e: E.SealDrawn, before: Any, after: Any) -> list[Step]:
        """The seal flies into its recess, then the tiles it reveals turn over."""
        sp, c, cap, forest = self.spots, self.c, self.caption_of(e), self.table.forest
        recess = sp.spec_point(G.recess_centre(forest, e.recess), 22)
        steps = [Step([self.tw(("seal", e.seal), sp.mouth(16), recess, 0.5)], caption=cap, hold=0.1)]
        flips = [
            self.tw(("flip", t, forest.tiles[t].kind, c.faces.get(t, "hidden"), "revealed"),
                    sp.token(t), sp.token(t), 0.35)
            for t in e.revealed
        ]
        if flips:
            steps.append(Step(flips, caption=cap, hold=0.2))
        return steps

    @on(E.TileTurned)
    def tile_turned(self, e: E.TileTurned, before: Any, after: Any) -> list[Step]:
        """A token turns over in its place (scenery changes with the words alone)."""
        c, cap, tile = self.c, self.caption_of(e), self.table.forest.tiles[e.tile]
        old = c.faces.get(e.tile, tile.faces[0])
        if tile.kind not in G.TOKEN_KINDS:
            return [Step(caption=cap, hold=0.3)]
        box = self.spots.token(e.tile, c.at if e.tile == "111" else None)
        return [Step([self.tw(("flip", e.tile, tile.kind, old, e.face), box, box, 0.4)], caption=cap)]

    @on(E.HopeChanged)
    def hope_changed(self, e: E.HopeChanged, before: Any, after: Any) -> list[Step]:
        """The bard walks along the Banner of Hope."""
        sp, old, forest = self.spots, self.c.hope, self.table.forest
        a = sp.spec_point(G.hope_centre(forest, max(0, min(18, old))), 25)
        b = sp.spec_point(G.hope_centre(forest, max(0, min(18, e.hope))), 25)
        d = 0.25 + 0.06 * min(8, abs(e.hope - old))
        return [Step([self.tw(("bard", old, e.hope), a, b, d)], caption=self.caption_of(e), hold=0.1)]

    @on(E.HourglassRemoved)
    def hourglass_removed(self, e: E.HourglassRemoved, before: Any, after: Any) -> list[Step]:
        sp = self.spots
        slot = sp.spec_point(G.hourglass_centre(self.table.forest, e.left), 16)
        away = (slot[0], slot[1] - 90 * sp.k, slot[2], slot[3])
        tween = self.tw(("hourglass",), slot, away, 0.7, before=True)
        return [Step([tween], caption=self.caption_of(e), hold=0.15)]

    @on(E.DossierStepped, E.DossierReset)
    def dossier(self, e: E.DossierStepped | E.DossierReset, before: Any, after: Any) -> list[Step]:
        """The dossier's red die climbs, or goes back to square 1 and the seals it returns
        fly into the pouch."""
        sp, c = self.spots, self.c
        new = e.square if isinstance(e, E.DossierStepped) else 1
        tweens = [self.tw(("dossier",), self._dossier_box(c.dossier), self._dossier_box(new), 0.4)]
        if isinstance(e, E.DossierReset):
            for i, seal in enumerate(c.recesses):
                if seal in e.returned:
                    box = sp.spec_point(G.recess_centre(self.table.forest, i + 1), 22)
                    tweens.append(self.tw(("seal", seal), box, sp.mouth(14), 0.5, 0.1 + i * 0.05))
        return [Step(tweens, caption=self.caption_of(e), hold=0.15)]

    @on(E.TaskCompleted)
    def task_completed(self, e: E.TaskCompleted, before: Any, after: Any) -> list[Step]:
        """The task's red die goes onto the coat of arms."""
        c = self.c
        slot = self.spots.spec_point(G.coat_slot(self.table.forest, len(c.coat_of_arms)), 9)
        tween = self.tw(("taskdie", e.task), self._task_die(c, e.task), slot, 0.55)
        return [Step([tween], caption=self.caption_of(e), hold=0.3)]

    @on(E.ObjectGained)
    def object_gained(self, e: E.ObjectGained, before: Any, after: Any) -> list[Step]:
        c = self.c
        tween = self.tw(("thing", e.obj), self.spots.space(c.at, 16), self._object_box(c, e.obj, 1), 0.5)
        return [Step([tween], caption=self.caption_of(e))]

    @on(E.ObjectDiscarded)
    def object_discarded(self, e: E.ObjectDiscarded, before: Any, after: Any) -> list[Step]:
        start = self._object_box(self.c, e.obj, 0)
        end = (start[0], start[1] - 40 * self.spots.k, start[2], start[3])
        return [Step([self.tw(("thing", e.obj), start, end, 0.4, before=True)], caption=self.caption_of(e))]

    @on(E.Traded)
    def traded(self, e: E.Traded, before: Any, after: Any) -> list[Step]:
        c = self.c
        start, end = self._object_box(c, e.give, 1), self._object_box(c, e.take, 1)
        tween = self.tw(("thing", e.take), start, end, 0.45)
        return [Step([tween], caption=self.caption_of(e))]

    @on(E.BarrelRolled)
    def barrel_rolled(self, e: E.BarrelRolled, before: Any, after: Any) -> list[Step]:
        c = self.c
        start, end = self._object_box(c, "barrel", 0), self.spots.space(c.gisbourne, 14)
        tween = self.tw(("thing", "barrel"), start, end, 0.55)
        return [Step([tween], caption=self.caption_of(e), hold=0.2)]

    @on(E.Watched)
    def watched(self, e: E.Watched, before: Any, after: Any) -> list[Step]:
        """A ring spreads round each guard who watches, and round the outlaw."""
        sp = self.spots
        rings = [self.tw(("ring",), sp.token(g, r=20), sp.token(g, r=30), 0.5) for g in e.guards]
        rings.append(self.tw(("ring",), sp.space(self.c.at, 28), sp.space(self.c.at, 40), 0.5))
        return [Step(rings, caption=self.caption_of(e), hold=0.1)]

    @on(E.Caught, E.GisbourneAlarm, E.GisbourneStayed, E.OverpowerFailed, E.Overpowered, E.WallFailed,
        E.NoSealLeft, E.HornBlown, E.Explored, E.Bribed, E.ObjectForgone)
    def told(self, e: Event, before: Any, after: Any) -> list[Step]:
        """Shown by its words alone, long enough to read."""
        return [Step(caption=self.caption_of(e), hold=0.45)]

    @on(E.TurnBegan, E.OverpowerAttempt)
    def announced(self, e: Event, before: Any, after: Any) -> list[Step]:
        return [Step(caption=self.caption_of(e), hold=0.35)]

    @on(E.AdventureWon, E.AdventureLost)
    def ended(self, e: Event, before: Any, after: Any) -> list[Step]:
        return [Step(caption=self.caption_of(e), hold=1.2)]

    @on(E.AdventureBegan, E.LionSealsLaid, E.TurnEnded)
    def unseen(self, e: Event, before: Any, after: Any) -> list[Step]:
        """Not played: the log and the story page tell it."""
        return []

    # --- pieces of the steps -------------------------------------------------------------------

    def _drawn_slots(self, c: Shown) -> list[tuple[tuple[str, int], str]]:
        """The strip slots of the discs drawn this round, with the disc in each."""
        out = []
        for meaning, group in G.DISC_GROUPS.items():
            for d in dict.fromkeys(group):  # in the strip's order, the same in every run
                positions = [i for i, g in enumerate(group) if g == d]
                m = min(len(positions), c.drawn_discs.count(d))
                for p in positions[len(positions) - m :]:
                    out.append(((meaning, p), d))
        return out

    def _dossier_box(self, square: int) -> Box:
        x, y, w, h = G.dossier_square(self.table.forest, max(1, min(6, square)))
        return self.table.place.around(x + w - h * 0.6, y + h / 2, 10)

    def _task_die(self, c: Shown, task: str) -> Box:
        forest = self.table.forest
        done = task in c.coat_of_arms
        spot = forest.at(c.at) if done else G.task_die_spot(forest, task, c.task_set, c.camp)
        return self.table.place.around(*spot, 8)

    def _object_box(self, c: Shown, obj: str, extra: int) -> Box:
        if obj in ("banner", "cross"):
            box = self.spots.display("task_objects")
            x, y, w, h = box
            return (x + w * (0.1 if obj == "banner" else 0.54), y + h * 0.14, w * 0.36, h * 0.72)
        n = max(0, c.objects.get(obj, 0) - 1 + extra)
        return self.spots.object_row(obj, n)


MOTION = AdventureMotion
