"""The printed board's tracks: the captions of the card piles, the round, guard, depot and
renown tracks, and the four prison levels with what a prison break needs there."""

from __future__ import annotations

from collections.abc import Iterable

import pygame

from sherwood.engine.layout import Zone
from sherwood.ui.games.merry_men.art.board_geometry import box, track_pitch
from sherwood.ui.games.merry_men.art.board_print import LABEL, NUMBER, SHUT, STONE_DARK, BoardPrint, Item
from sherwood.ui.render import palette as P
from sherwood.ui.render import text
from sherwood.ui.render.board import Box


def _pile_labels(p: BoardPrint) -> None:
    """One caption under each group of piles that sit side by side."""
    piles = [z for z in p.L.zones.values() if z.kind in ("deck", "pile") and z.id not in p.art.unused]
    groups: list[list[Zone]] = []
    for z in sorted(piles, key=lambda z: (z.shape.bounds[1], z.shape.bounds[0])):
        bx, by, _bw, _bh = z.shape.bounds
        for g in groups:
            gx, gy, gw, _gh = g[-1].shape.bounds
            if abs(gy - by) < 4 and 0 <= bx - (gx + gw) < 14:
                g.append(z)
                break
        else:
            groups.append([z])
    for g in groups:
        x0 = g[0].shape.bounds[0]
        x1 = g[-1].shape.bounds[0] + g[-1].shape.bounds[2]
        bottom = max(z.shape.bounds[1] + z.shape.bounds[3] for z in g)
        name = _group_name([z.label or z.id for z in g])
        p.fit_text(name, "serif-bold", 17, x1 - x0 + 12, P.CREAM, ((x0 + x1) / 2, bottom + 11))


def tracks(p: BoardPrint) -> None:
    """The pile captions and the round, guard, depot and renown tracks the layout has."""
    _pile_labels(p)
    for track_id, painter in (("round", _round), ("guards", _guards), ("depot", _depot), ("renown", _renown)):
        if track_id in p.L.tracks:
            painter(p)


def _strip(p: BoardPrint, zone_id: str, fallback: Iterable[tuple[float, float]], pad: float = 22) -> Box:
    """The plaque of zone ``zone_id``, or else a box ``pad`` around the points ``fallback``."""
    if p.has(zone_id):
        return box(p.L.zone(zone_id).shape.bounds)
    pts = list(fallback)
    xs, ys = [pt[0] for pt in pts], [pt[1] for pt in pts]
    return (min(xs) - pad, min(ys) - pad, max(xs) - min(xs) + 2 * pad, max(ys) - min(ys) + 2 * pad)


def _round(p: BoardPrint) -> None:
    """The round track, 1 to 5."""
    track = p.L.track("round")
    box = _strip(p, "round_panel", (s.at for s in track.spaces))
    x, y, w, _h = box
    p.plaque(box, None, None)
    p.fit_text("Round", "serif-bold", 18, w - 4, P.INK, (x + w / 2, y + 16))
    for s in track.spaces:
        sx, sy = s.at
        p.hole(sx, sy, 15)
        p.text(str(s.n), "sans-bold", NUMBER, P.INK_SOFT, (sx, sy))


def _track_plaque(p: BoardPrint, zone_id: str, track, icon: str, title: str) -> None:
    """The plaque under a row of track spaces, with its icon and title left of the first."""
    box = _strip(p, zone_id, (s.at for s in track.spaces))
    x, y, _width, h = box
    p.plaque(box, None, None)
    first_x = min(s.at[0] for s in track.spaces)
    p.icon(icon, 27, (x + 21, y + h / 2))
    p.fit_text(title, "serif-bold", 19, first_x - x - 64, P.INK, (x + 38, y + h / 2), anchor="midleft")


def _guards(p: BoardPrint) -> None:
    """The guard track: the spaces in use for the seat count, the last one a skull, the rest locked."""
    track = p.L.track("guards")
    _track_plaque(p, "guard_track", track, "guard", "Guards")
    used = p.art.guard_spaces
    last = max((s.n for s in track.spaces if s.n <= used), default=None)
    pitch = track_pitch(track.spaces)
    r = min(16, pitch / 2 - 1.5)
    for s in track.spaces:
        sx, sy = s.at
        if s.n > used:
            p.ring(sx, sy, r, SHUT, fill=(*P.mix(SHUT, P.PARCHMENT, 0.3), 255), width=1.5)
            p.icon("lock", r * 1.1, (sx, sy), alpha=150)
        elif s.n == last:
            p.ring(sx, sy, r + 1, P.shade(P.WAX, 0.7), fill=(*P.WAX, 255), width=2)
            p.icon("skull", r * 1.3, (sx, sy))
        else:
            p.hole(sx, sy, r)
            p.text(str(s.n), "sans-bold", NUMBER, P.INK_SOFT, (sx, sy))


def _depot(p: BoardPrint) -> None:
    """The carriage depot: its bays in use, each with the pennies a road loses there."""
    track = p.L.track("depot")
    _track_plaque(p, "depot", track, "carriage", "Depot")
    used = p.art.depot_spaces
    losses = p.C.depot_losses
    pitch = track_pitch(track.spaces)
    bw = min(48, pitch - 4)
    for s in track.spaces:
        sx, sy = s.at
        box_ = (sx - bw / 2, sy - 16, bw, 28)
        if s.n > used:
            r = p.T.rect(box_)
            pygame.draw.rect(p.s, P.mix(SHUT, P.PARCHMENT, 0.35), r, border_radius=p.T.length(5))
            p.icon("lock", 18, (sx, sy - 2), alpha=150)
            continue
        p.well(box_, radius=5, alpha=45)
        if 1 <= s.n <= len(losses):
            p.row(
                [f"-{losses[s.n - 1]}", ("icon", "pennies")], sx, sy + 22, 17, colour=P.WAX, anchor="center"
            )


def _renown(p: BoardPrint) -> None:
    """The renown track in its bands, with each band's multiplier."""
    track = p.L.track("renown")
    box = _strip(p, "renown_panel", (s.at for s in track.spaces))
    x, y, _width, h = box
    p.plaque(box, None, None)
    first_x = min(s.at[0] for s in track.spaces)
    p.fit_text("Renown", "serif-bold", 19, first_x - x - 26, P.INK, (x + 10, y + h / 2), anchor="midleft")
    pitch = track_pitch(track.spaces)
    bands = p.C.renown_bands
    tints = [
        P.PARCHMENT_LIGHT,
        P.mix(P.FOREST_LIGHT, P.PARCHMENT, 0.6),
        P.mix(P.FOREST_LIGHT, P.PARCHMENT, 0.2),
        P.mix(P.GOLD, P.PARCHMENT, 0.3),
    ]
    sy = track.spaces[0].at[1]
    bw, _bh = pitch - 3, min(28, (y + h - sy) * 2 - 22 if h > 30 else 26)
    # a small window's numbers are wider than the spaces: every fifth, the rest by their place
    widest = text.size(str(max(s.n for s in track.spaces)), "sans-bold", p.px(NUMBER))[0] / p.T.scale
    every = 1 if widest <= bw - 2 else 5
    for s in track.spaces:
        sx, sy = s.at
        band = next((i for i, (lo, hi, _) in enumerate(bands) if lo <= s.n <= hi), 0)
        r = p.T.rect((sx - bw / 2, sy - 13, bw, 26))
        pygame.draw.rect(p.s, tints[band % len(tints)], r, border_radius=p.T.length(4))
        pygame.draw.rect(p.s, P.BRASS, r, width=max(1, p.T.length(1.5)), border_radius=p.T.length(4))
        if s.n % every == 0:
            p.text(str(s.n), "sans-bold", NUMBER, P.INK_SOFT, (sx, sy))
    for lo, hi, mult in bands:
        xs = [s.at[0] for s in track.spaces if lo <= s.n <= hi]
        if xs:
            mid = (min(xs) + max(xs)) / 2
            p.text(f"×{mult}", "sans-bold", 17, P.INK_SOFT, (mid, sy + 21))
            edge = min(xs) - pitch / 2
            if lo > 0:
                pygame.draw.line(
                    p.s,
                    P.BRASS,
                    p.T.point(edge, sy + 15),
                    p.T.point(edge, sy + 30),
                    max(1, p.T.length(2)),
                )


def prison_levels(p: BoardPrint) -> None:
    """The four prison levels: each one's numeral, bars, and the successes, VP and items a
    prison break there needs (the gallows at the bottom)."""
    levels = p.L.prison
    info = {lv.id: lv for lv in p.C.prison_levels}
    for i, level in enumerate(levels):
        x, y, w, h = level.shape.bounds
        fact = info.get(level.id)
        gallows = fact is not None and fact.successes is None
        r = p.T.rect((x, y, w, h))
        base = (0x4A, 0x2A, 0x26) if gallows else P.mix(STONE_DARK, P.PARCHMENT_EDGE, 0.35 + 0.1 * (3 - i))
        pygame.draw.rect(p.s, base, r, border_radius=p.T.length(5))
        pygame.draw.rect(p.s, P.shade(base, 0.6), r, width=max(1, p.T.length(2)), border_radius=p.T.length(5))
        # bars
        for k in range(1, 4):
            bx = x + 34 + k * 4
            pygame.draw.line(
                p.s,
                P.shade(base, 0.75),
                p.T.point(bx, y + 3),
                p.T.point(bx, y + h - 3),
                max(1, p.T.length(1.5)),
            )
        p.text(level.id, "serif-bold", NUMBER + 1, P.CREAM, (x + 17, y + h / 2), shadow=(20, 15, 10))
        if fact is None:
            continue
        if gallows:
            p.icon("noose", h * 0.8, (x + w - 22, y + h / 2))
            p.text("gallows", "serif-italic", LABEL, P.CREAM_DIM, (x + w - 44, y + h / 2), anchor="midright")
        else:
            items: list[Item] = [
                str(fact.successes),
                ("icon", "hit"),
                ("gap", 6),
                f"{fact.vp} VP",
                ("gap", 6),
                str(fact.items),
                ("icon", "chest"),
            ]
            p.row(items, x + w - 6, y + h / 2, 17, colour=P.CREAM, anchor="right")


def _group_name(labels: list[str]) -> str:
    """One caption for piles side by side: their shared first word, or the first words joined."""
    if len(labels) == 1:
        return labels[0]
    words = [label.split(" ")[0] for label in labels]
    if len(set(words)) == 1:
        return words[0] if words[0] not in ("Merry",) else "Merry Men"
    return " · ".join(w for w in dict.fromkeys(words))
