"""Where everything of one Lieutenants view lies, in board units (no drawing here).

The zones come from ``boards/lieutenants.yaml``. The table turns with the viewer: the viewer
sits at the bottom (``plaque_near``, ``hand``), the rivals round the county clockwise from
the viewer's left, up the ``rivals_left`` column and down the ``rivals_right`` one (LT-3.5:
the next seat is on your left). The route's spaces are the track ``sheriff``.

The stage (zone ``stage``, inside the route's loop) holds what the table is busy with: the
revealed card (LT-3.1), the offers (sealed, then face up, LT-5.1.4), a raided hand laid out
(LT-5.5.3), the robbed hand (only its robber sees it, LT-5.4.2), the two ambush cards drawn
(LT-5.3.1), a delivery waiting for the ambushes (LT-7.1), the ambush fired at it (shown to all,
LT-7.5, while its owner takes a card). :func:`stage_groups` says what lies there and
:func:`layout` places it. Ambush cards lie there larger than object cards (the stage's
``ambush`` size), so that their words read without the pointer.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from sherwood.games.lieutenants import prompts as PR
from sherwood.games.lieutenants.content import OBJECTS, kind_of
from sherwood.games.lieutenants.matching import qualifies
from sherwood.ui.games.lieutenants import words_board as WB
from sherwood.ui.render import text
from sherwood.ui.render.board import Box

if TYPE_CHECKING:
    from sherwood.ui.games.lieutenants.table import LieutenantsTable

PLAQUE_H = 223  # a rival's plaque at most, board units
PLAQUE_GAP = 12
HEADER_H = 46  # a plaque's name row
HAND_LIFT = 26  # a hand card picked rises by this much
SPACE_R = 30  # a route space's radius
STAGE_GAP = 18  # between two groups on the stage
LABEL_H = 26  # a group's label above its cards
MIN_GROUP_W = 96  # a group's label needs this much
SPREAD = ("hand", "delivery", "ambush_choice", "fire")  # groups whose cards lie side by side
MINI = (30, 42)  # a card on a plaque
SIZES = {"card": (84, 118), "revealed": (118, 166), "ambush": (150, 210)}
"""The cards' sizes on the stage by name, where ``boards/lieutenants.yaml`` does not say."""


@dataclass
class Group:
    """Cards lying together on the stage: ``kind`` says what they are, ``seat`` whose.

    ``cards`` hold ids (face up) or None (a face-down card); ``deck`` names the back
    ("object" or "ambush"); ``big``: the revealed card, in a column of its own; ``size``:
    the name of the cards' size on the stage (:data:`SIZES`)."""

    kind: str
    seat: int | None
    cards: list[str | None]
    label: str = ""
    deck: str = "object"
    big: bool = False
    mission: int = 0
    size: str = "card"


@dataclass
class Placed:
    """A stage group placed: the box of its label, of the whole group, of each card."""

    group: Group
    box: Box
    label: Box
    cards: list[Box]


@dataclass
class Plaque:
    """One seat's plaque and the places inside it (board units)."""

    seat: int
    box: Box
    header: Box
    hand: Box | None  # the row of card backs (a rival's; the viewer's hand lies below)
    loot: Box
    extras: Box  # mission cards taken and ambush sets

    @property
    def near(self) -> bool:
        return self.hand is None


@dataclass
class Geo:
    """Where everything of one view lies, in board units."""

    plaques: dict[int, Plaque] = field(default_factory=dict)
    hand: list[tuple[str, Box]] = field(default_factory=list)
    stage: list[Placed] = field(default_factory=list)
    spaces: list[tuple[float, float]] = field(default_factory=list)
    missions: list[Box] = field(default_factory=list)
    mat: Box = (0, 0, 1, 1)
    county: Box = (0, 0, 1, 1)
    draw: Box = (0, 0, 1, 1)
    discard: Box = (0, 0, 1, 1)
    ambush_deck: Box = (0, 0, 1, 1)

    def group(self, kind: str, seat: int | None = None) -> Placed | None:
        for placed in self.stage:
            if placed.group.kind == kind and (seat is None or placed.group.seat == seat):
                return placed
        return None

    def hand_box(self, card: str) -> Box | None:
        return next((box for c, box in self.hand if c == card), None)


def centre(box: Box, w: float, h: float) -> Box:
    """A ``w``×``h`` box centred in ``box``."""
    x, y, bw, bh = box
    return (x + (bw - w) / 2, y + (bh - h) / 2, w, h)


def seat_order(viewer: int, seats: int) -> list[int]:
    """The rivals clockwise from the viewer's left (LT-3.5)."""
    return [(viewer + k) % seats for k in range(1, seats)]


def plaque_boxes(table: LieutenantsTable, viewer: int, seats: int) -> dict[int, Box]:
    """Each seat's plaque box: the viewer's ``plaque_near``, the rivals up the left column
    (bottom first) then down the right one, each column's plaques spread evenly."""
    rivals = seat_order(viewer, seats)
    left = rivals[: (len(rivals) + 1) // 2]
    right = rivals[(len(rivals) + 1) // 2 :]
    out = {viewer: table.Z("plaque_near")}
    for zone, column, upward in (("rivals_left", left, True), ("rivals_right", right, False)):
        if not column:
            continue
        x, y, w, h = table.Z(zone)
        n = len(column)
        ph = min(PLAQUE_H, (h - PLAQUE_GAP * (n - 1)) / n)
        room = (h - n * ph) / (n + 1) if n < 3 else PLAQUE_GAP
        top = y + (room if n < 3 else 0)
        places = [(x, top + i * (ph + room), w, ph) for i in range(n)]
        if upward:
            places.reverse()
        out.update(zip(column, places, strict=True))
    return out


def plaque(box: Box, seat: int, near: bool) -> Plaque:
    """The rows of a plaque: the name, (a rival's) hand, the loot, missions and ambushes."""
    x, y, w, h = box
    header = (x, y, w, HEADER_H)
    if near:
        rest = h - HEADER_H - 8
        loot = (x + 8, y + HEADER_H + 2, w - 16, rest * 0.5)
        extras = (x + 8, y + HEADER_H + 4 + rest * 0.5, w - 16, rest * 0.5)
        return Plaque(seat, box, header, None, loot, extras)
    rest = h - HEADER_H - 10
    row = rest / 3
    hand = (x + 8, y + HEADER_H + 2, w - 16, row)
    loot = (x + 8, y + HEADER_H + 4 + row, w - 16, row)
    extras = (x + 8, y + HEADER_H + 6 + 2 * row, w - 16, row)
    return Plaque(seat, box, header, hand, loot, extras)


def fan(area: Box, n: int, cw: float, ch: float, gap: float = 12, align: str = "center") -> list[Box]:
    """``n`` cards ``cw``×``ch`` in a row in ``area``, overlapping when they must."""
    x, y, w, h = area
    if n <= 0:
        return []
    step = min(cw + gap, (w - cw) / (n - 1)) if n > 1 else 0
    total = cw + step * (n - 1)
    left = x + (w - total) / 2 if align == "center" else x
    top = y + (h - ch) / 2
    return [(left + i * step, top, cw, ch) for i in range(n)]


def hand_layout(
    table: LieutenantsTable, view: Any, cards: list[str], lifted: set[str]
) -> list[tuple[str, Box]]:
    """The viewer's hand (``cards``, face up) in the ``hand`` zone; ``lifted`` cards rise."""
    x, y, w, _ = table.Z("hand")
    cw, ch = table.card_size("hand")
    row = (x + 10, y + HAND_LIFT, w - 20, ch)
    boxes = fan(row, len(cards), cw, ch, gap=10)
    out = []
    for c, (bx, by, bw, bh) in zip(cards, boxes, strict=True):
        out.append((c, (bx, by - (HAND_LIFT if c in lifted else 0), bw, bh)))
    return out


# --- the stage -------------------------------------------------------------------------------------


def stage_groups(table: LieutenantsTable, view: Any) -> list[Group]:
    """What lies on the stage in ``view``, for its viewer (faces only where they may be seen)."""
    v = view
    names = table.match.names
    prompt = v.prompt
    out: list[Group] = []
    private = table.show_hand and v.seat == table.viewer
    if v.revealed is not None:
        label = WB.revealed_label(names[v.active])
        out.append(Group("revealed", v.active, [v.revealed], label, big=True, size="revealed"))
    if isinstance(prompt, PR.MakeOffer | PR.ChooseOffer) or any(o is not None for o in v.offers):
        buyer = v.active
        for seat in seat_order(buyer, v.seats):
            shown = v.offers[seat]
            if shown is not None:
                out.append(Group("offer", seat, list(shown), names[seat]))
            elif seat == table.viewer and private and v.own_offer is not None:
                out.append(Group("offer", seat, list(v.own_offer), WB.own_offer_label(names[seat])))
            elif v.offered[seat]:
                out.append(Group("offer", seat, [None], names[seat]))
            elif isinstance(prompt, PR.MakeOffer) and v.hand_sizes[seat] > 0:
                out.append(Group("offer", seat, [], names[seat]))
    if v.laid_out is not None and isinstance(prompt, PR.ChooseCard):
        out.append(Group("hand", prompt.target, list(v.laid_out), WB.laid_out_label(names[prompt.target])))
    elif isinstance(prompt, PR.ChooseCard):
        target = prompt.target
        seen = list(v.known[target]) if private and prompt.seat == table.viewer else []
        if len(seen) == v.hand_sizes[target]:
            out.append(Group("hand", target, seen, WB.seen_hand_label(names[target])))
        else:
            out.append(Group("hand", target, [None] * v.hand_sizes[target], WB.hand_label(names[target])))
    if isinstance(prompt, PR.ChooseAmbush):
        cards: list[str | None] = list(v.ambush_choice) if private and v.ambush_choice else [None, None]
        out.append(Group("ambush_choice", prompt.seat, cards, WB.AMBUSH_CHOICE_LABEL, deck="ambush",
                         size="ambush"))
    if v.delivery is not None:
        d = v.delivery
        label = WB.delivery_label(names[d.seat], d.mission)
        out.append(Group("delivery", d.seat, list(d.cards), label, mission=d.mission))
        if isinstance(prompt, PR.FireOrHold) and prompt.seat == table.viewer and private:
            ready = [a for a in v.own_ambushes if qualifies(a, table.viewer, d.seat, d.cards, v.colours)]
            if ready:
                out.append(
                    Group("fire", table.viewer, list(ready), WB.FIRE_LABEL, deck="ambush",
                          size="ambush")
                )
        if isinstance(prompt, PR.AmbushTake):  # LT-7.5: fired, shown to all
            label = WB.fired_label(names[prompt.seat])
            out.append(Group("fired", prompt.seat, [prompt.ambush], label, deck="ambush", size="ambush"))
    return out


def _size(table: LieutenantsTable, group: Group, scale: float) -> tuple[float, float]:
    w, h = table.layout.zone("stage").style.get(group.size, SIZES[group.size])
    return float(w) * scale, float(h) * scale


def _width(group: Group, cw: float, step: float) -> float:
    n = max(1, len(group.cards))
    return max(MIN_GROUP_W, cw + step * (n - 1))


def _flow(table: LieutenantsTable, groups: list[Group], area: Box, scale: float) -> list[Placed] | None:
    """``groups`` in rows across ``area``, each row centred, at ``scale``; None if they do not
    fit its height. A group too wide for a row by itself overlaps its cards more."""
    x, y, w, h = area
    sizes = [_size(table, g, scale) for g in groups]
    # a hand or a delivery spreads its cards when it has the room; an offer's overlap
    steps = [cw + 6 if g.kind in SPREAD else cw * 0.5 for g, (cw, _) in zip(groups, sizes, strict=True)]
    for i, g in enumerate(groups):  # one group wider than the row: squeeze it
        n = len(g.cards)
        if n > 1 and _width(g, sizes[i][0], steps[i]) > w:
            steps[i] = max(sizes[i][0] * 0.16, (w - sizes[i][0]) / (n - 1))
            if sizes[i][0] + steps[i] * (n - 1) > w + 0.5:
                return None
    rows: list[list[int]] = [[]]
    width = 0.0
    for i, g in enumerate(groups):
        gw = _width(g, sizes[i][0], steps[i])
        if rows[-1] and width + STAGE_GAP + gw > w:
            rows.append([])
            width = 0.0
        width += (STAGE_GAP if rows[-1] else 0) + gw
        rows[-1].append(i)
    heights = [max(sizes[i][1] for i in row) + LABEL_H for row in rows]
    gap = 10.0
    total = sum(heights) + gap * (len(rows) - 1)
    if total > h:
        return None
    top = y + (h - total) / 2
    out: list[Placed] = []
    for row, rh in zip(rows, heights, strict=True):
        widths = [_width(groups[i], sizes[i][0], steps[i]) for i in row]
        left = x + (w - sum(widths) - STAGE_GAP * (len(row) - 1)) / 2
        for i, gw in zip(row, widths, strict=True):
            cw, ch = sizes[i]
            g = groups[i]
            n = max(1, len(g.cards))
            cy = top + LABEL_H + (rh - LABEL_H - ch) / 2
            inner = left + (gw - (cw + steps[i] * (n - 1))) / 2
            boxes = [(inner + k * steps[i], cy, cw, ch) for k in range(len(g.cards))]
            label = (left - STAGE_GAP / 2 + 2, top, gw + STAGE_GAP - 4, LABEL_H - 4)
            out.append(Placed(g, (left, top, gw, rh), label, boxes))
            left += gw + STAGE_GAP
        top += rh + gap
    return out


def stage_layout(table: LieutenantsTable, groups: list[Group], area: Box | None = None) -> list[Placed]:
    """The groups on the stage (``area``, default the ``stage`` zone): the revealed card in a
    column of its own at the left when others share the stage, the rest in rows; everything
    smaller until it fits."""
    x, y, w, h = area if area is not None else table.Z("stage")
    if not groups:
        return []
    big = [g for g in groups if g.big]
    rest = [g for g in groups if not g.big]
    for k in range(10):
        scale = 1.0 - 0.05 * k
        if big and not rest:  # the revealed card alone: at the left, its action told beside it
            bw = _size(table, big[0], scale)[0]
            return _flow(table, big, (x + w * 0.1, y, bw + 8, h), scale) or []
        if big and rest:
            bw = _size(table, big[0], scale)[0]
            left = _flow(table, big, (x, y, bw + 8, h), scale)
            right = _flow(table, rest, (x + bw + 8 + STAGE_GAP, y, w - bw - 8 - STAGE_GAP, h), scale)
            if left is not None and right is not None:
                return left + right
        else:
            placed = _flow(table, groups, (x, y, w, h), scale)
            if placed is not None:
                return placed
    return _flow(table, groups, (x, y, w, 10_000), 0.5) or []


def layout(table: LieutenantsTable, view: Any) -> Geo:
    """Every place of the view ``view`` as ``table`` draws it for its viewer."""
    g = Geo()
    viewer = table.viewer
    for seat, box in plaque_boxes(table, viewer, view.seats).items():
        g.plaques[seat] = plaque(box, seat, seat == viewer)
    hand = list(view.hand) if table.show_hand and view.seat == viewer else []
    g.hand = hand_layout(table, view, hand, table.lifted_cards())
    g.stage = stage_layout(table, stage_groups(table, view), table.stage_area())
    g.mat, g.county = table.Z("table"), table.Z("county")
    g.spaces = table.space_points()
    mx, my, mw, mh = table.Z("missions")
    n = 4
    gap = 10
    cw = (mw - gap * (n - 1)) / n
    ch = min(mh - 8, cw * 0.68)
    g.missions = [(mx + i * (cw + gap), my + 6, cw, ch) for i in range(n)]
    g.draw, g.discard, g.ambush_deck = (table.pile_box(z) for z in ("draw", "discard", "ambush_deck"))
    return g


# --- inside a plaque ---------------------------------------------------------------------------------


def label_w(table: LieutenantsTable) -> float:
    """Board units of the rows' names ("Hand", "Loot") at the left of a plaque: the design's,
    or more in a small window, where the names are drawn larger than the board's scale."""
    T = table.T
    widest = max(text.size(words, "serif-bold", T.px(14))[0] for words in (WB.HAND_ROW, WB.LOOT_ROW))
    return max(44.0, widest / T.scale + 2)


def loot_groups(loot: tuple[str, ...]) -> list[tuple[str, int, str]]:
    """The loot by object, richest first: (object, count, the card shown)."""
    counts = Counter(kind_of(c) for c in loot)
    first = {}
    for c in loot:
        first.setdefault(kind_of(c), c)
    return [(k, counts[k], first[k]) for k in reversed(OBJECTS) if counts[k]]


def loot_boxes(table: LieutenantsTable, p: Plaque) -> list[tuple[str, int, str, Box]]:
    """The plaque's loot by object: (object, count, the card shown, its box)."""
    x, y, w, h = p.loot
    groups = loot_groups(table.view.loot[p.seat])
    ch = h * 0.9
    cw = ch * MINI[0] / MINI[1]
    tag = text.size(WB.count_tag(9), "sans-bold", table.T.px(13))[0] / table.T.scale + 4  # "×2" after a card
    left = label_w(table) + 2
    boxes = fan((x + left, y, w - left, h), len(groups), cw + max(cw * 0.9, tag), ch, gap=4, align="left")
    return [(k, n, c, (bx, by, cw, ch)) for (k, n, c), (bx, by, _, _) in zip(groups, boxes, strict=True)]


def hand_backs(table: LieutenantsTable, p: Plaque, count: int) -> list[Box]:
    """A rival's hand on its plaque: ``count`` backs in a row after the row's name."""
    assert p.hand is not None
    x, y, w, h = p.hand
    ch = h * 0.9
    cw = ch * MINI[0] / MINI[1]
    left = label_w(table) + 2
    return fan((x + left, y, w - left, h), count, cw, ch, gap=3, align="left")


def extras(
    table: LieutenantsTable, p: Plaque
) -> tuple[list[tuple[str, Box]], list[tuple[str, str | None, Box, Box]]]:
    """The plaque's mission cards (card, box) and ambush sets (gold, ambush face or None, gold
    box, ambush box), laid in its ``extras`` row."""
    v = table.view
    x, y, w, h = p.extras
    mw, mh = h * 0.95 * 1.45, h * 0.95
    missions = list(v.missions_taken[p.seat])
    boxes = [(x + i * (mw * 0.55), y + (h - mh) / 2, mw, mh) for i in range(len(missions))]
    placed = list(zip(missions, boxes, strict=True))
    left = x + (mw + (len(missions) - 1) * mw * 0.55 + 10 if missions else 0)
    golds = v.ambush_golds[p.seat]
    own = table.show_hand and p.seat == table.viewer and v.seat == table.viewer
    faces = list(v.own_ambushes) if own else [None] * len(golds)
    ch = h * 0.92
    cw = ch * MINI[0] / MINI[1]
    room = x + w - left
    step = min(cw * 1.55, (room - cw * 1.4) / max(1, len(golds) - 1)) if len(golds) > 1 else 0
    sets = []
    for i, (gold, face) in enumerate(zip(golds, faces, strict=True)):
        gx = left + i * step
        gbox = (gx, y + (h - ch) / 2, cw, ch)
        abox = (gx + cw * 0.4, y + (h - ch) / 2 + ch * 0.08, cw, ch)
        sets.append((gold, face, gbox, abox))
    return placed, sets
