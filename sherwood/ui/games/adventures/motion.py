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
from typing import TYPE_CHECKING, Any

from sherwood.games.adventures import events as E
from sherwood.games.adventures.content import DISCS
from sherwood.ui.animation import Step, Tween
from sherwood.ui.games.adventures import drawing as D
from sherwood.ui.games.adventures import geometry as G
from sherwood.ui.games.adventures import texts
from sherwood.ui.games.adventures.shown import Shown, shown

if TYPE_CHECKING:
    from sherwood.ui.games.adventures.table import AdventuresTable

Box = tuple[float, float, float, float]

WALK = 0.24  # seconds a step of the outlaw's walk takes (ART.md: 200-350 ms)
RIDE = 0.18  # a space of Gisbourne's ride (ART.md: a carriage ~180 ms a space)
FLY = 0.38
REVEAL_HOLD = 0.5  # a disc shown large, its meaning in the caption


def advance(c: Shown, e: Any) -> None:
    """Step the table's copy ``c`` of the state through event ``e`` (what the view would
    show after it; the view after the command is the truth, this only fills the moments
    between)."""
    if isinstance(e, E.SealDrawn):
        if e.seal in c.seals_bag:
            c.seals_bag.remove(e.seal)
        c.recesses.append(e.seal)
        for t in e.revealed:
            c.faces[t] = "revealed"
    elif isinstance(e, E.RoundBegan):
        c.bag_discs, c.drawn_discs, c.round = list(DISCS), [], e.round
    elif isinstance(e, E.DiscDrawn):
        if e.disc in c.bag_discs:
            c.bag_discs.remove(e.disc)
        c.drawn_discs.append(e.disc)
    elif isinstance(e, E.TurnBegan):
        c.turns_taken, c.moved_steps = e.turn, None
    elif isinstance(e, E.Walked | E.GisbourneRode):
        if isinstance(e, E.Walked):
            c.at, c.moved_steps = e.path[-1], len(e.path) - 1
        else:
            c.gisbourne = e.path[-1]
    elif isinstance(e, E.WhiteDiceAdded):
        c.bag_white += e.count
    elif isinstance(e, E.VioletDieAdded):
        c.bag_violet += 1
    elif isinstance(e, E.DieDrawn):
        if c.tray_done:
            c.tray, c.tray_done = [], False
        c.tray.append(e.die)
        if e.die == "W":
            c.bag_white -= 1
        elif e.die == "V":
            c.bag_violet -= 1
        else:
            c.bow_in_bag = False
    elif isinstance(e, E.BowDieIntoBag):
        c.bow_in_bag = True
    elif isinstance(e, E.BowDieBack):  # AR-8: a bow die that does not count goes back on the bow
        if "B" in c.tray:
            del c.tray[len(c.tray) - 1 - c.tray[::-1].index("B")]
    elif isinstance(e, E.DiceReturned):
        c.bag_violet += e.violet
        c.tray_done = True
    elif isinstance(e, E.OverpowerAttempt):
        c.tray, c.tray_done = [], False
    elif isinstance(e, E.HopeChanged):
        c.hope = e.hope
    elif isinstance(e, E.HourglassRemoved):
        c.hourglasses = e.left
    elif isinstance(e, E.ObjectGained):
        _count(c, e.obj, 1)
    elif isinstance(e, E.ObjectDiscarded):
        _count(c, e.obj, -1)
    elif isinstance(e, E.Traded):
        _count(c, e.take, 1)
    elif isinstance(e, E.Relocated):
        c.at = e.to
    elif isinstance(e, E.TileTurned):
        c.faces[e.tile] = e.face
    elif isinstance(e, E.DossierStepped):
        c.dossier = e.square
    elif isinstance(e, E.DossierReset):
        c.dossier = 1
        c.recesses = list(e.kept)
        c.seals_bag = sorted({*c.seals_bag, *e.returned})
    elif isinstance(e, E.GisbourneSent):
        c.gisbourne = e.to
    elif isinstance(e, E.TaskCompleted):
        c.coat_of_arms.append(e.task)


def _count(c: Shown, obj: str, delta: int) -> None:
    if obj in ("banner", "cross"):
        setattr(c, obj, max(0, getattr(c, obj) + delta))
    else:
        c.objects[obj] = max(0, c.objects.get(obj, 0) + delta)


class Spots:
    """Where things are, in board units, for the tweens."""

    def __init__(self, table: AdventuresTable):
        self.t = table

    @property
    def k(self) -> float:
        return self.t.place.k

    def space(self, key: str, r: float = 30) -> Box:
        x, y = self.t.forest.at(key)
        return self.t.place.around(x, y, r)

    def token(self, tile: str, space: str | None = None, r: float = G.TOKEN_R) -> Box:
        forest = self.t.forest
        space = space or forest.tiles[tile].spaces[0]
        spot = G.token_spots(forest).get((tile, space), forest.at(space))
        return self.t.place.around(*spot, r)

    def mouth(self, size: float = 14) -> Box:
        x, y, w, h = self.t.bag.pouch
        return (x + w * 0.5 - size / 2, y + h * 0.2 - size / 2, size, size)

    def reveal(self) -> Box:
        """Where a disc drawn is shown large a moment: above the pouch, over the forest's foot."""
        x, y, w, h = self.t.place.box((0, 0, *self.t.forest.canvas))
        return (x + w * 0.5 - 60, y + h * 0.5 - 60, 120, 120)

    def spec_point(self, p: tuple[float, float], r: float) -> Box:
        return self.t.place.around(p[0], p[1], r)

    def display(self, name: str) -> Box:
        return self.t.place.box(self.t.forest.display(name))

    def off_bag(self, size: float = 30) -> Box:
        """The supply: just left of the pouch."""
        x, y, _w, h = self.t.bag.pouch
        return (x - size * 0.2, y + h * 0.6, size, size)

    def object_row(self, obj: str, k: int, size: float = 15) -> Box:
        x, y, _w, _h = G.object_rows(self.t.forest)[obj]
        col, row = k % 5, k // 5
        return self.t.place.box((x + 30 + 4 + col * (size + 1), y + 19 + row * (size + 1), size, size))


def center(box: Box) -> tuple[float, float]:
    return (box[0] + box[2] / 2, box[1] + box[3] / 2)


def resize(box: Box, w: float, h: float | None = None) -> Box:
    cx, cy = center(box)
    h = w if h is None else h
    return (cx - w / 2, cy - h / 2, w, h)


class Motion:
    """Builds the steps of each event and keeps what the table shows while they play."""

    def __init__(self, table: AdventuresTable):
        self.table = table
        self.spots = Spots(table)
        self.n = 0  # events animated so far (hide keys are unique over the game)
        self.snaps: dict[int, Shown] = {}
        self.cursor: Shown | None = None
        self._before: Any = None
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
        if before is not self._before or self.cursor is None:
            self._before = before
            self.cursor = shown(before) if before is not None else shown(after)
            self.page_first = self.n + 1
        c = self.cursor
        snap = copy.deepcopy(c)
        self.n += 1
        key = ("ev", self.n)
        out = self._build(event, c, key)
        advance(c, event)
        if c.tray:
            self.last_tray = list(c.tray)
        if any(key in tw.hide for st in out for tw in st.tweens):
            self.snaps[self.n] = snap
        return out

    def _caption(self, event: Any) -> str:
        return self.table.event_text(event)

    def _build(self, e: Any, c: Shown, key: tuple) -> list[Step]:
        sp = self.spots
        cap = self._caption(e)
        k = sp.k

        def tw(sprite, a: Box, b: Box, d: float = FLY, delay: float = 0.0, before: bool = False) -> Tween:
            return Tween(sprite, a, b, duration=d, delay=delay, hide=(key,), show_before=before)

        if isinstance(e, E.Walked):
            if len(e.path) < 2:
                return [Step([tw(("outlaw",), sp.space(e.path[0]), sp.space(e.path[0]), 0.2)], caption=cap)]
            tweens = [
                tw(("outlaw",), sp.space(a), sp.space(b), WALK, i * WALK)
                for i, (a, b) in enumerate(zip(e.path, e.path[1:], strict=False))
            ]
            return [Step(tweens, caption=cap)]
        if isinstance(e, E.GisbourneRode):
            tweens = [
                tw(("gisbourne",), sp.space(a), sp.space(b), RIDE, i * RIDE)
                for i, (a, b) in enumerate(zip(e.path, e.path[1:], strict=False))
            ]
            return [
                Step(
                    tweens or [tw(("gisbourne",), sp.space(c.gisbourne), sp.space(c.gisbourne), 0.2)],
                    caption=cap,
                    hold=0.15,
                )
            ]
        if isinstance(e, E.GisbourneSent):
            return [Step([tw(("gisbourne",), sp.space(c.gisbourne), sp.space(e.to), 0.5)], caption=cap)]
        if isinstance(e, E.Relocated):
            d = {"boat": 0.8, "haycart": 0.7, "wall": 0.45}.get(e.how, 0.5)
            return [Step([tw(("outlaw",), sp.space(e.frm), sp.space(e.to), d)], caption=cap, hold=0.2)]
        if isinstance(e, E.DiscDrawn):
            return self._disc(e, c, key, cap)
        if isinstance(e, E.RoundBegan):
            tweens = []
            slots = G.disc_slots(self.table.bag)
            for i, (slot, disc) in enumerate(self._drawn_slots(c)):
                tweens.append(tw(("disc", disc, True), slots[slot], sp.mouth(20), 0.35, i * 0.05))
            return [Step(tweens, caption=cap, hold=0.25)]
        if isinstance(e, E.DieDrawn):
            n = 0 if c.tray_done else len(c.tray)
            total = max(3, n + 1)
            slot = G.tray_slot(self.table.bag, n, total)
            return [Step([tw(("die", e.die), sp.mouth(16), slot, 0.34)], caption=cap, hold=0.12)]
        if isinstance(e, E.DiceReturned):
            tweens = []
            total = max(3, len(c.tray))
            for i, d in enumerate(c.tray):
                start = G.tray_slot(self.table.bag, i, total)
                if d == "V":
                    end = sp.mouth(12)
                elif d == "B":
                    end = resize(sp.display("bow"), 20 * k)
                else:
                    end = sp.off_bag(16)
                tweens.append(tw(("die", d), start, end, 0.35, i * 0.04))
            return [Step(tweens, caption=cap)] if tweens else []
        if isinstance(e, E.WhiteDiceAdded | E.VioletDieAdded):
            die = "W" if isinstance(e, E.WhiteDiceAdded) else "V"
            count = e.count if isinstance(e, E.WhiteDiceAdded) else 1
            tweens = [tw(("die", die), sp.off_bag(22), sp.mouth(12), 0.4, i * 0.1) for i in range(count)]
            return [Step(tweens, caption=cap)]
        if isinstance(e, E.BowDieIntoBag):
            return [
                Step([tw(("die", "B"), resize(sp.display("bow"), 20 * k), sp.mouth(12), 0.45)], caption=cap)
            ]
        if isinstance(e, E.BowDieBack):
            total = max(3, len(c.tray))
            start = G.tray_slot(self.table.bag, max(0, len(c.tray) - 1), total)
            return [Step([tw(("die", "B"), start, resize(sp.display("bow"), 20 * k), 0.35)], caption=cap)]
        if isinstance(e, E.SealDrawn):
            recess = sp.spec_point(G.recess_centre(self.table.forest, e.recess), 22)
            steps = [Step([tw(("seal", e.seal), sp.mouth(16), recess, 0.5)], caption=cap, hold=0.1)]
            flips = [
                tw(
                    ("flip", t, self.table.forest.tiles[t].kind, c.faces.get(t, "hidden"), "revealed"),
                    sp.token(t),
                    sp.token(t),
                    0.35,
                )
                for t in e.revealed
            ]
            if flips:
                steps.append(Step(flips, caption=cap, hold=0.2))
            return steps
        if isinstance(e, E.TileTurned):
            kind = self.table.forest.tiles[e.tile].kind
            old = c.faces.get(e.tile, self.table.forest.tiles[e.tile].faces[0])
            if kind not in G.TOKEN_KINDS:
                return [Step(caption=cap, hold=0.3)]
            return [
                Step(
                    [
                        tw(
                            ("flip", e.tile, kind, old, e.face),
                            sp.token(e.tile, c.at if e.tile == "111" else None),
                            sp.token(e.tile, c.at if e.tile == "111" else None),
                            0.4,
                        )
                    ],
                    caption=cap,
                )
            ]
        if isinstance(e, E.HopeChanged):
            old = c.hope
            a = sp.spec_point(G.hope_centre(self.table.forest, max(0, min(18, old))), 25)
            b = sp.spec_point(G.hope_centre(self.table.forest, max(0, min(18, e.hope))), 25)
            d = 0.25 + 0.06 * min(8, abs(e.hope - old))
            return [Step([tw(("bard", old, e.hope), a, b, d)], caption=cap, hold=0.1)]
        if isinstance(e, E.HourglassRemoved):
            slot = sp.spec_point(G.hourglass_centre(self.table.forest, e.left), 16)
            away = (slot[0], slot[1] - 90 * k, slot[2], slot[3])
            return [Step([tw(("hourglass",), slot, away, 0.7, before=True)], caption=cap, hold=0.15)]
        if isinstance(e, E.DossierStepped | E.DossierReset):
            old = c.dossier
            new = e.square if isinstance(e, E.DossierStepped) else 1
            a = self._dossier_box(old)
            b = self._dossier_box(new)
            tweens = [tw(("dossier",), a, b, 0.4)]
            if isinstance(e, E.DossierReset):
                for i, seal in enumerate(c.recesses):
                    if seal in e.returned:
                        box = sp.spec_point(G.recess_centre(self.table.forest, i + 1), 22)
                        tweens.append(tw(("seal", seal), box, sp.mouth(14), 0.5, 0.1 + i * 0.05))
            return [Step(tweens, caption=cap, hold=0.15)]
        if isinstance(e, E.TaskCompleted):
            start = self._task_die(c, e.task)
            slot = sp.spec_point(G.coat_slot(self.table.forest, len(c.coat_of_arms)), 9)
            return [Step([tw(("taskdie", e.task), start, slot, 0.55)], caption=cap, hold=0.3)]
        if isinstance(e, E.ObjectGained):
            return [
                Step(
                    [tw(("thing", e.obj), sp.space(c.at, 16), self._object_box(c, e.obj, 1), 0.5)],
                    caption=cap,
                )
            ]
        if isinstance(e, E.ObjectDiscarded):
            start = self._object_box(c, e.obj, 0)
            return [
                Step(
                    [
                        tw(
                            ("thing", e.obj),
                            start,
                            (start[0], start[1] - 40 * k, start[2], start[3]),
                            0.4,
                            before=True,
                        )
                    ],
                    caption=cap,
                )
            ]
        if isinstance(e, E.Traded):
            return [
                Step(
                    [
                        tw(
                            ("thing", e.take),
                            self._object_box(c, e.give, 1),
                            self._object_box(c, e.take, 1),
                            0.45,
                        )
                    ],
                    caption=cap,
                )
            ]
        if isinstance(e, E.BarrelRolled):
            start = self._object_box(c, "barrel", 0)
            return [
                Step([tw(("thing", "barrel"), start, sp.space(c.gisbourne, 14), 0.55)], caption=cap, hold=0.2)
            ]
        if isinstance(e, E.Watched):
            rings = [tw(("ring",), sp.token(g, r=20), sp.token(g, r=30), 0.5) for g in e.guards]
            rings.append(tw(("ring",), sp.space(c.at, 28), sp.space(c.at, 40), 0.5))
            return [Step(rings, caption=cap, hold=0.1)]
        if isinstance(
            e,
            E.Caught
            | E.GisbourneAlarm
            | E.GisbourneStayed
            | E.OverpowerFailed
            | E.Overpowered
            | E.WallFailed
            | E.NoSealLeft
            | E.HornBlown
            | E.Explored
            | E.Bribed
            | E.ObjectForgone,
        ):
            return [Step(caption=cap, hold=0.45)]
        if isinstance(e, E.TurnBegan | E.OverpowerAttempt):
            return [Step(caption=cap, hold=0.35)]
        if isinstance(e, E.AdventureWon | E.AdventureLost):
            return [Step(caption=cap, hold=1.2)]
        return []

    # --- pieces of the steps -------------------------------------------------------------------

    def _drawn_slots(self, c: Shown) -> list[tuple[tuple[str, int], str]]:
        """The strip slots of the discs drawn this round, with the disc in each."""
        out = []
        for meaning, group in G.DISC_GROUPS.items():
            for d in set(group):
                positions = [i for i, g in enumerate(group) if g == d]
                m = min(len(positions), c.drawn_discs.count(d))
                for p in positions[len(positions) - m :]:
                    out.append(((meaning, p), d))
        return out

    def _disc(self, e: Any, c: Shown, key: tuple, cap: str) -> list[Step]:
        sp = self.spots
        meaning = texts.MEANING_OF[e.disc]
        group = G.DISC_GROUPS[meaning]
        positions = [i for i, g in enumerate(group) if g == e.disc]
        m = c.drawn_discs.count(e.disc) + 1
        slot = G.disc_slots(self.table.bag)[(meaning, positions[max(0, len(positions) - m)])]
        big = sp.reveal()
        sprite = ("disc", e.disc, False)
        words = texts.MEANINGS[meaning][0]
        return [
            Step(
                [Tween(sprite, sp.mouth(16), big, duration=0.4, hide=(key,), show_before=False)], caption=cap
            ),
            Step(
                [Tween(sprite, big, big, duration=REVEAL_HOLD, hide=(key,), show_before=False)],
                caption=f"{cap} {words}!",
            ),
            Step([Tween(sprite, big, slot, duration=0.3, hide=(key,), show_before=False)], caption=cap),
        ]

    def _dossier_box(self, square: int) -> Box:
        x, y, w, h = G.dossier_square(self.table.forest, max(1, min(6, square)))
        return self.table.place.around(x + w - h * 0.6, y + h / 2, 10)

    def _task_die(self, c: Shown, task: str) -> Box:
        spot = D.task_place(self.table.forest, c, task) or self.table.forest.at(c.at)
        return self.table.place.around(*spot, 8)

    def _object_box(self, c: Shown, obj: str, extra: int) -> Box:
        if obj in ("banner", "cross"):
            box = self.spots.display("task_objects")
            x, y, w, h = box
            return (x + w * (0.1 if obj == "banner" else 0.54), y + h * 0.14, w * 0.36, h * 0.72)
        n = max(0, c.objects.get(obj, 0) - 1 + extra)
        return self.spots.object_row(obj, n)
