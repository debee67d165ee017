"""The parts the Merry Men card faces are made of, besides the kit's frame, band, seal and
footer: rows of resource icons with their counts, the strip naming a card's location, a
card's action, a row with a piece and a label, and wrapped paragraphs of rules text."""

from __future__ import annotations

from collections.abc import Mapping

import pygame

from sherwood.games.merry_men.content import load_content
from sherwood.ui.games.merry_men.art.colours import LOCATION_COLOUR, WOOD, Color
from sherwood.ui.games.merry_men.art.places import location_icon
from sherwood.ui.games.merry_men.art.resources import resource
from sherwood.ui.games.merry_men.art.tokens import barricade, trap
from sherwood.ui.kit import card_frame
from sherwood.ui.render import palette as P
from sherwood.ui.render import text


def place_name(place: str) -> str:
    """What the cards call ``place``: a location, a road or a hero location by its name."""
    c = load_content()
    if place in c.locations:
        return c.locations[place].name
    if place in c.roads:
        return c.roads[place].name
    if place in c.hero_locations:
        return c.hero_locations[place].name
    return place.replace("_", " ").title()


def blank(w: int, h: int, band: Color) -> pygame.Surface:
    """A blank card of a deck whose title band is ``band``: the kit's frame, its inner rule
    in the band's colour faded toward the paper."""
    return card_frame.frame(w, h, P.mix(band, P.PARCHMENT, 0.55))


def face(w: int, h: int, title: str, colour: Color) -> tuple[pygame.Surface, pygame.Rect]:
    """A card face of a deck whose title band is ``colour``, at least 20×28, with ``title``
    on its band: the card and the band's rect."""
    s = blank(max(20, int(w)), max(28, int(h)), colour)
    return s, card_frame.title_band(s, title, colour)


def corner_seal(s: pygame.Surface, d: int, label: str, colour: Color = P.WAX) -> None:
    """A wax seal ``d`` across with ``label`` (a passive VP) in the bottom right corner of ``s``."""
    w, h = s.get_size()
    wax = card_frame.seal(d, label, colour)
    s.blit(wax, wax.get_rect(bottomright=(w - round(w * 0.03), h - round(w * 0.03))))


def gain_items(gain: Mapping[str, int]) -> list[tuple[str, int]]:
    """A gain, cost or reward as (resource kind, count) pairs, in the content's order."""
    return [(k, int(v)) for k, v in gain.items()]


def _row_parts(items: list[tuple[str, int]], size: int, plus: bool, single: bool):
    """The pieces of a row of ``items`` at icon ``size``: (what, value, width) and the total width."""
    num_px = text.readable(round(size * 0.7))  # a small card's counts stay readable
    plus_px = text.readable(round(size * 0.5))
    parts: list[tuple[str, object, int]] = []
    for i, (kind, count) in enumerate(items):
        if i and plus:
            parts.append(("plus", plus_px, text.size("+", "sans-bold", plus_px)[0] + max(2, size // 8)))
        if count != 1 or not single:
            label = str(count)
            parts.append(
                ("num", (label, num_px), text.size(label, "sans-bold", num_px)[0] + max(1, size // 12))
            )
        parts.append(("icon", kind, size + (max(1, size // 10) if i < len(items) - 1 else 0)))
    return parts, sum(wd for _, _, wd in parts)


def _row_fit(items, w: int, h: int, plus: bool, single: bool) -> int:
    """The largest icon size (at most ``h``) at which the row of ``items`` fits in ``w``."""
    size = max(5, h)
    while size > 5:  # a tiny card's row shrinks with it, rather than spill off its edges
        _, total = _row_parts(items, size, plus, single)
        if total <= w:
            break
        size = max(5, min(size - 1, int(size * w / total)))
    return size


def _draw_row(s, items, size, cx, cy, ink, plus, single) -> None:
    """The row of ``items`` at icon ``size``, centred on ``(cx, cy)`` but never off the card."""
    parts, total = _row_parts(items, size, plus, single)
    x = max(0, min(cx - total / 2, s.get_width() - total))  # never off the card's left edge
    for what, value, wd in parts:
        if what != "icon" and x + wd > s.get_width():  # a tiny tile: no half-cut number
            x += wd
            continue
        if what == "icon":
            img = resource(str(value), size)
            s.blit(img, img.get_rect(midleft=(round(x), cy)))
        elif what == "num":
            label, px = value
            text.blit(s, label, "sans-bold", px, ink, (round(x), cy), anchor="midleft")
        else:
            text.blit(
                s,
                "+",
                "sans-bold",
                value,
                P.mix(ink, P.PARCHMENT, 0.35),
                (round(x + wd / 2 - 1), cy),
                anchor="center",
            )
        x += wd


def icons_row(
    s: pygame.Surface, items: list[tuple[str, int]], rect: pygame.Rect, *, ink=P.INK, plus: bool = False
) -> None:
    """``items`` (resource kind, count) as count + icon pairs with small pluses, centred in
    ``rect``; everything shrinks together until it fits, and three or more items take two
    lines when that lets the icons be bigger."""
    if not items:
        return
    single = len(items) == 1
    one = _row_fit(items, rect.w, rect.h, plus, single)
    if len(items) >= 3:
        top, rest = items[:2], items[2:]
        half = round(rect.h * 0.5)
        two = min(_row_fit(top, rect.w, half, plus, False), _row_fit(rest, rect.w, half, plus, False))
        if two > one * 1.15:
            _draw_row(s, top, two, rect.centerx, rect.y + half // 2, ink, plus, False)
            _draw_row(s, rest, two, rect.centerx, rect.y + half + half // 2, ink, plus, False)
            return
    _draw_row(s, items, one, rect.centerx, rect.centery, ink, plus, single)


def location_strip(s: pygame.Surface, loc: str, y: int, hgt: int) -> pygame.Rect:
    """The strip across card ``s`` at ``y``, ``hgt`` high, naming location ``loc`` with its
    emblem, tinted in the location's colour; returns its rect."""
    w, _ = s.get_size()
    inset = max(2, round(w * 0.07))
    colour = LOCATION_COLOUR.get(loc, P.INK_SOFT)
    rect = pygame.Rect(inset, y, w - 2 * inset, hgt)
    pygame.draw.rect(s, P.mix(colour, P.PARCHMENT, 0.78), rect, border_radius=max(2, hgt // 3))
    pygame.draw.rect(
        s, P.mix(colour, P.PARCHMENT, 0.3), rect, max(1, w // 120), border_radius=max(2, hgt // 3)
    )
    ic = location_icon(loc, round(hgt * 1.0))
    s.blit(ic, ic.get_rect(midleft=(rect.x + max(1, hgt // 8), rect.centery)))
    room = pygame.Rect(rect.x + hgt + max(1, hgt // 6), rect.y, rect.w - hgt - max(2, hgt // 3), rect.h)
    ink, px = P.shade(colour, 0.7), round(hgt * 0.56)
    text.line(s, place_name(loc), "sans-bold", px, ink, room, "midleft", minimum=6, overflow="words")
    return rect


def paragraph(
    s: pygame.Surface,
    body: str,
    rect: pygame.Rect,
    kind: str = "serif",
    colour=P.INK,
    px: int | None = None,
    minimum: int = 7,
) -> None:
    """``body`` wrapped into ``rect``, shrinking until it fits; centred lines. Nothing when
    even ``minimum`` is too big: too small to be read whole, the card shown large says it."""
    if rect.h < minimum or rect.w < 10 or not body:
        return
    size = px or max(minimum, round(rect.h / 3.2))
    lines = text.fit_paragraph(body, kind, size, rect.w, rect.h, minimum=minimum, leading=1.08, cut=False)
    if lines.fits:
        lines.draw(s, colour, pygame.Rect(rect.x, rect.y + (rect.h - lines.height) // 2, rect.w, 0), "midtop")


def action_badge(s: pygame.Surface, card, rect: pygame.Rect) -> None:
    """A Merry Men card's action in ``rect``, as a picture and a short word: a loot bag for
    Rob the rich, a barricade and a trap for Build, the crusaders' cross for Messenger."""
    if card.action == "build":
        label = "Build" if card.builds == 1 else f"Build ×{card.builds}"
    else:
        label = "Rob the rich" if card.action == "rob_the_rich" else "Messenger"
    ic = rect.h
    px = text.readable(round(ic * 0.62))
    icon_count = 2 if card.action == "build" else 1
    icons_w = round((icon_count - 1) * ic * 0.8) + ic
    if icons_w + max(2, ic // 5) + text.size(label, "serif-bold", px)[0] > rect.w:
        label = ""  # a small card: the picture alone (the card shown large names it)
    parts_w = text.size(label, "serif-bold", px)[0] if label else 0
    x = rect.centerx - (icon_count * ic + max(2, ic // 5) + parts_w) // 2
    if card.action == "build":
        s.blit(barricade(WOOD, ic), (x, rect.y))
        x += round(ic * 0.8)
        s.blit(trap(WOOD, ic), (x, rect.y))
    elif card.action == "rob_the_rich":
        s.blit(resource("loot", ic), (x, rect.y))
    else:
        s.blit(location_icon("crusade", ic), (x, rect.y))
    x += ic + max(2, ic // 5)
    if label:
        text.blit(s, label, "serif-bold", px, P.INK, (x, rect.centery), "midleft")


def villain_row(s: pygame.Surface, rect: pygame.Rect, img: pygame.Surface, label: str, colour=P.INK) -> None:
    """A piece ``img`` at the left of ``rect`` and ``label`` after it (a villain card's guard,
    villain or road; an edict's agent), shortened to fit."""
    s.blit(img, img.get_rect(midleft=(rect.x, rect.centery)))
    x = rect.x + img.get_width() + max(2, rect.h // 6)
    room = pygame.Rect(x, rect.y, rect.right - x, rect.h)
    px = max(6, round(rect.h * 0.48))
    text.line(s, label, "sans-bold", px, colour, room, "midleft", minimum=6, overflow="words")
