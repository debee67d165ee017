"""The printed board's places: the plaques of the gathering places and the other locations
with their printed effects, prices and rewards, the fortress, the armory, the chapel, the
Sheriff's hideout, the supply, the bags and the card piles."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from sherwood.engine.layout import Zone
from sherwood.ui.games.merry_men.art.board_geometry import style_colour
from sherwood.ui.games.merry_men.art.board_print import (
    LABEL,
    NUMBER,
    SHUT,
    STONE_DARK,
    BoardPrint,
    Item,
    stack,
)
from sherwood.ui.games.merry_men.art.board_symbols import bag_image
from sherwood.ui.render import draw, text
from sherwood.ui.render import palette as P

if TYPE_CHECKING:
    from sherwood.ui.games.merry_men.art.board import BoardArt
    from sherwood.ui.render.board import BoardTransform


def gathering(p: BoardPrint, zone: Zone) -> None:
    """A gathering place: its plaque, its four hideouts (those out of play crossed out), its
    main area, the hero's and the Sheriff's spots, its printed effect and clear reward."""
    loc = p.C.locations.get(zone.id)
    x, y, w, h = zone.shape.bounds
    fill = style_colour(zone.style.get("fill"), P.FOREST)
    p.plaque((x, y, w, h), fill, zone.label or (loc.name if loc else zone.id))
    if loc is not None and loc.weapon:
        p.icon(f"weapon_{loc.weapon}", 25, (x + w - 18, y + 15))
        p.fit_text("fight", "serif-italic", 17, 50, P.text_on(fill), (x + w - 52, y + 15))
    usable = p.art.usable_hideouts
    for n in range(1, 5):
        slot_id = f"h{n}"
        if slot_id not in {s.id for s in zone.slots}:
            continue
        cx, cy, r = p.art.hideout(zone.id, n)
        if n > usable:
            p.ring(cx, cy, r, SHUT, fill=(*P.mix(SHUT, P.PARCHMENT, 0.45), 255), width=2)
            d = r * 0.55
            for sx in (-1, 1):
                pygame.draw.line(
                    p.s,
                    P.WAX,
                    p.T.point(cx - d, cy - d * sx),
                    p.T.point(cx + d, cy + d * sx),
                    max(2, p.T.length(3.5)),
                )
        else:
            p.hole(cx, cy, r)
            p.text(str(n), "sans-bold", NUMBER, P.mix(P.INK_SOFT, P.PARCHMENT_EDGE, 0.25), (cx, cy))
    slots = {s.id for s in zone.slots}
    if "main" in slots:
        mx, my, mw, mh = p.art.main_area(zone.id)
        p.well((mx, my, mw, mh))
    p.spots(zone)
    if loc is None:
        return
    # the printed effect and the clear reward, under the main area
    (bottom,) = p.stack([y + h - 12], y + h - 2)
    reward: list[Item] = [("icon", "flag"), ("gap", 1)]
    for kind, amount in (loc.clear_reward or {}).items():
        reward += [f"{amount}VP"] if kind == "vp" else [str(amount), ("icon", kind)]
    room = w - 20 - p.row_width(reward) - 1.5  # the design's own gap between the two
    if loc.main_action == "rob_the_rich":  # in a small window as much of the words as fits
        for words in ("Rob the rich", "Rob"):
            if p.row_width([("icon", "loot"), words], 17, "sans") <= room:
                break
        else:
            words = ""
        p.row([("icon", "loot"), words] if words else [("icon", "loot")], x + 10, bottom, 17, kind="sans")
    else:
        main: list[Item] = ["+"]
        for kind, amount in (loc.main_gain or {}).items():
            main += [str(amount), ("icon", kind)]
        p.row(main, x + 12, bottom, LABEL)
    p.row(reward, x + w - 10, bottom, LABEL, anchor="right")


def location(p: BoardPrint, zone: Zone) -> None:
    """A location besides the gathering places: its plaque and what is printed on it."""
    fill = style_colour(zone.style.get("fill"), P.FOREST)
    x, y, w, h = zone.shape.bounds
    painter = {
        "construction_yard": _yard,
        "crusade": _crusade,
        "weaponsmith": _weaponsmith,
        "village": _village,
        "archery_range": _archery,
    }.get(zone.id)  # the prison's levels are printed with the tracks
    p.plaque((x, y, w, h), fill, zone.label)
    if painter is not None:
        painter(p, zone)
    p.spots(zone)
    for slot in zone.slots:
        if slot.kind == "golden_arrow_pot":
            px_, py_, r = p.art.spot(zone.id, slot.id)
            p.ring(px_, py_, r, P.GOLD_DEEP, fill=(*P.GOLD, 120), width=2.5)
            p.icon("golden_arrow", r * 1.4, (px_, py_), alpha=200)


def _yard(p: BoardPrint, zone: Zone) -> None:
    """The Construction Yard: where its figures stand, what a barricade and a trap cost, the
    road penny."""
    x, y, _width, h = zone.shape.bounds
    if "figures" in {s.id for s in zone.slots}:
        fx, fy, fw, fh = p.art.figures(zone.id)
        p.well((fx, fy, fw, fh))
        right = fx + fw + 8
    else:
        right = x + 10
    costs = p.C.structure_costs
    rows = [("barricade", "fence"), ("trap", "trap")]
    first = y + 30 + (h - 30) * 0.3
    *centres, last = p.stack([first, first + (h - 30) * 0.36, y + h - 12], y + h - 2)
    for (struct, icon_name), cy in zip(rows, centres, strict=True):
        cost = costs.get(struct, {})
        items: list[Item] = [("icon", icon_name), "="]
        for kind, amount in cost.items():
            items += [str(amount), ("icon", kind)]
        p.row(items, right, cy, LABEL)
    p.row(
        ["+", str(p.C.road_penny), ("icon", "pennies"), "on a road"],
        x + 10,
        last,
        17,
        colour=P.INK_SOFT,
        kind="sans",
    )


def _crusade(p: BoardPrint, zone: Zone) -> None:
    """King Richard's Crusade: where its figures stand, under a faint cross."""
    if "figures" in {s.id for s in zone.slots}:
        fx, fy, fw, fh = p.art.figures(zone.id)
        p.well((fx, fy, fw, fh))
        p.icon("cross", min(fw, fh) * 0.8, (fx + fw / 2, fy + fh / 2), alpha=40)


def smith_rows(art: BoardArt, zone: Zone, T: BoardTransform) -> list[tuple[str, float, float, float]]:
    """Where the Weaponsmith's prices are printed: (weapon, left, middle, column width) for
    each weapon die, in two columns left of the hero's spot (board units), the rows over the
    free swap's line (:func:`smith_lines`)."""
    x, _, w, _ = zone.shape.bounds
    right = art.spot(zone.id, "hero")[0] - 22 if "hero" in {s.id for s in zone.slots} else x + w
    col_w = (right - x - 10) / 2
    weapons = list(art.content.weapon_prices)
    rows = smith_lines(zone, T, (len(weapons) + 1) // 2)
    return [(weapon, x + 10 + (i % 2) * col_w, rows[i // 2], col_w) for i, weapon in enumerate(weapons)]


def smith_lines(zone: Zone, T: BoardTransform, rows: int) -> list[float]:
    """The middles of the Weaponsmith's lines of prices and, last, of its free swap."""
    _, y, _, h = zone.shape.bounds
    return stack(T, [*(y + 46 + i * 27 for i in range(rows)), y + h - 13], y + h - 2)


def _weaponsmith(p: BoardPrint, zone: Zone) -> None:
    """The Weaponsmith: each weapon die's price, and the free swap."""
    x = zone.shape.bounds[0]
    rows = smith_rows(p.art, zone, p.T)
    for weapon, left, cy, _ in rows:
        items: list[Item] = [("icon", f"weapon_{weapon}"), "="]
        for kind, amount in p.C.weapon_prices[weapon].items():
            items += [str(amount), ("icon", kind)]
        p.row(items, left, cy, LABEL)
    last = smith_lines(zone, p.T, (len(rows) + 1) // 2)[-1]
    p.row([("icon", "swap"), "1 die: free"], x + 10, last, 17, colour=P.INK_SOFT, kind="sans")


def free_prices(art: BoardArt, T: BoardTransform, surface: pygame.Surface) -> list[pygame.Rect]:
    """MM-9.6: while Little John's purchases are free, each printed price of the Weaponsmith
    reads "free": the price is papered over (the plaque's own parchment) and a green tag
    put on it, the die and its "=" left readable. Returns the tags' rects."""
    zone = art.layout.zone("weaponsmith")
    plaque = T.rect(zone.shape.bounds)
    paper = draw.parchment(plaque.size, T.length(9))  # the very paper the plaque is printed on
    px = T.px(LABEL)
    equals = text.size("=", "sans-bold", px)[0] / T.scale
    out = []
    width = text.size("free", "sans-bold", px)[0] / T.scale + 16
    for _, left, cy, col_w in smith_rows(art, zone, T):
        start = left + LABEL * 1.15 + 2 + equals + 1  # over the price, after the die and "="
        price = T.rect((start, cy - 13, left + col_w - 2 - start, 26)).clip(plaque)
        surface.blit(paper, price, area=price.move(-plaque.x, -plaque.y))
        tag = T.rect((start, cy - 11, min(width, left + col_w - 10 - start), 22))
        radius = tag.h // 2
        pygame.draw.rect(surface, P.FOREST, tag, border_radius=radius)
        pygame.draw.rect(surface, P.GOLD, tag, width=max(1, T.length(2)), border_radius=radius)
        text.line(surface, "free", "sans-bold", px, P.CREAM, tag, "center", minimum=max(7, T.px(14)))
        out.append(tag)
    return out


def _village(p: BoardPrint, zone: Zone) -> None:
    """The village: what a visit costs and gives."""
    offer = p.C.village
    pay: list[Item] = []
    for kind, amount in offer.price.items():
        pay += [str(amount), ("icon", kind)]
    x, y, _width, h = zone.shape.bounds
    first, second, third = p.stack([y + 48, y + 74, y + 98], y + h - 2)
    p.row([*pay, ("icon", "arrow")], x + 10, first, LABEL)
    p.row([f"-{offer.guards_removed}", ("icon", "guard")], x + 10, second, LABEL, colour=P.WAX)
    p.row([f"+{offer.vp} VP"], x + 10, third, LABEL)


def _archery(p: BoardPrint, zone: Zone) -> None:
    """The archery range: each contest's dice, hits and reward."""
    x, y, _width, h = zone.shape.bounds
    centres = p.stack([y + 46 + i * 24 for i in range(len(p.C.archery))], y + h - 2, 17)
    for contest, cy in zip(p.C.archery, centres, strict=True):
        hits = f"{contest.hits} hit" + ("s" if contest.hits != 1 else "")
        reward: list[Item] = []
        for kind, amount in contest.reward.items():
            reward += [str(amount), ("icon", kind)]
        p.row([f"{contest.dice}", ("icon", "skill"), hits, ("icon", "arrow"), *reward], x + 10, cy, 17)


def area(p: BoardPrint, zone: Zone) -> None:
    """An area printed without a plaque of its own kind: the fortress, the armory, the chapel,
    the Sheriff's hideout or the supply."""
    painter = {
        "fortress": _fortress,
        "armory": _armory,
        "chapel": _chapel,
        "sheriff_hideout": _hideout,
        "supply": _supply,
    }.get(zone.id)
    if painter is not None:
        painter(p, zone)


def _fortress(p: BoardPrint, zone: Zone) -> None:
    """The fortress: the villains' spots and the ransom places."""
    x, y, w, h = zone.shape.bounds
    fill = style_colour(zone.style.get("fill"), P.WAX)
    p.plaque((x, y, w, h), fill, zone.label)
    symbols = {"sheriff": "sheriff", "guy": "villain", "john": "crown"}
    for slot in zone.slots:
        if slot.kind == "villain":
            sx, sy, r = p.art.spot(zone.id, slot.id)
            p.villain_spot(sx, sy, r, symbols.get(slot.id, "villain"))
        elif slot.shape is not None:
            bx, by, bw, bh = slot.shape.bounds
            p.well((bx, by, bw, bh))
            if slot.label:
                (cy,) = p.stack([by + bh + 11], y + h - 2, 17)
                p.text(slot.label, "sans", 17, P.INK_SOFT, (bx + bw / 2, cy))


def _armory(p: BoardPrint, zone: Zone) -> None:
    """The Armory: a place for each weapon's dice."""
    x, y, w, h = zone.shape.bounds
    fill = style_colour(zone.style.get("fill"), STONE_DARK)
    p.plaque((x, y, w, h), fill, zone.label)
    for slot in zone.slots:
        sx, sy, r = p.art.spot(zone.id, slot.id)
        p.hole(sx, sy, r)
        p.icon(f"weapon_{slot.id}", r * 1.45, (sx, sy), alpha=150)


def _chapel(p: BoardPrint, zone: Zone) -> None:
    """Friar Tuck's chapel: its name over two lines, a chapel, Tuck's spots."""
    x, y, w, h = zone.shape.bounds
    fill = style_colour(zone.style.get("fill"), P.BRASS)
    r = p.T.rect((x, y, w, h))
    draw.panel(p.s, r, p.T.length(9))
    words = (zone.label or "Chapel").split(" ")
    lines = [" ".join(words[:2]), " ".join(words[2:])] if len(words) > 2 else [" ".join(words)]
    band = 18 + 20 * len(lines)
    pygame.draw.rect(
        p.s,
        fill,
        p.T.rect((x, y, w, band)),
        border_top_left_radius=p.T.length(9),
        border_top_right_radius=p.T.length(9),
    )
    pygame.draw.rect(p.s, P.BRASS, r, width=max(1, r.w // 300 + 1), border_radius=p.T.length(9))
    for i, line in enumerate(lines):
        p.fit_text(line, "serif-bold", 19, w - 8, P.text_on(fill), (x + w / 2, y + 18 + i * 20))
    p.icon("chapel", min(w, h - band) * 0.8, (x + w / 2, y + band + (h - band) / 2), alpha=60)
    for slot in zone.slots:
        sx, sy, rr = p.art.spot(zone.id, slot.id)
        p.hero_spot(sx, sy, rr)


def _hideout(p: BoardPrint, zone: Zone) -> None:
    """The Sheriff's hideout: a place for each resource it holds."""
    x, y, w, h = zone.shape.bounds
    fill = style_colour(zone.style.get("fill"), P.WAX)
    p.plaque((x, y, w, h), fill, zone.label, title_size=19)
    for slot in zone.slots:
        sx, sy, r = p.art.spot(zone.id, slot.id)
        p.hole(sx, sy, r)
        p.icon(slot.id, r * 1.3, (sx, sy), alpha=120)


def _supply(p: BoardPrint, zone: Zone) -> None:
    """The supply: its name and the resources it holds."""
    x, y, w, h = zone.shape.bounds
    r = p.T.rect((x, y, w, h))
    s = pygame.Surface(r.size, pygame.SRCALPHA)
    pygame.draw.rect(s, (*P.PARCHMENT, 60), s.get_rect(), border_radius=p.T.length(6))
    p.s.blit(s, r)
    p.row(
        [
            zone.label or "Supply",
            ("gap", 4),
            ("icon", "wood"),
            ("icon", "iron"),
            ("icon", "tools"),
            ("icon", "distraction"),
            ("icon", "pennies"),
        ],
        x + w / 2,
        y + h / 2,
        17,
        colour=P.CREAM,
        kind="serif-bold",
        anchor="center",
    )


def bag(p: BoardPrint, zone: Zone) -> None:
    """A drawing bag (carriages or loot) with its symbol."""
    cx, cy = zone.shape.center
    _, _, w, h = zone.shape.bounds
    fill = style_colour(zone.style.get("fill"), (0x40, 0x40, 0x40))
    img = bag_image(p.T.length(min(w, h) * 1.05), fill)
    draw.blit_shadow(
        p.s,
        img.get_rect(center=p.T.point(cx, cy)).inflate(-img.get_width() // 3, -img.get_height() // 3),
        20,
        0.6,
    )
    p.s.blit(img, img.get_rect(center=p.T.point(cx, cy)))
    symbol = "carriage" if "carriage" in zone.id else "pennies"
    p.icon(symbol, min(w, h) * 0.42, (cx, cy + h * 0.12))


def pile(p: BoardPrint, zone: Zone) -> None:
    """A place for a deck or a discard pile, sunk into the mat."""
    x, y, w, h = zone.shape.bounds
    r = p.T.rect((x, y, w, h))
    s = pygame.Surface(r.size, pygame.SRCALPHA)
    rad = p.T.length(5)
    pygame.draw.rect(s, (10, 25, 12, 110), s.get_rect(), border_radius=rad)
    p.s.blit(s, r)
    draw.dashed_outline(p.s, P.CREAM_DIM, r, max(1, p.T.length(1.5)), max(3, p.T.length(5)), rad)
    if zone.kind == "deck":
        p.icon("cards", min(w, h) * 0.6, (x + w / 2, y + h / 2), alpha=90)


PAINTERS: dict[str, Callable[[BoardPrint, Zone], None]] = {
    "gathering": gathering,
    "location": location,
    "area": area,
    "bag": bag,
    "deck": pile,
    "pile": pile,
}
"""Who prints a zone of each kind (a kind not here is not printed: panels, roads)."""
