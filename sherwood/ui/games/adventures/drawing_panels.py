"""The panels beside the forest, drawn from the view: the bag strip (the pouch, the discs of
the round, the dice in the bag and those drawn, the seals in the bag) and the story page (a
page of the adventure's book: its words are :func:`.words_table.story_page`'s)."""

from __future__ import annotations

from collections.abc import Collection
from typing import TYPE_CHECKING

import pygame

from sherwood.ui.games.adventures import geometry as G
from sherwood.ui.games.adventures import words_table as W
from sherwood.ui.games.adventures.art import colours as C
from sherwood.ui.games.adventures.art import displays, pieces
from sherwood.ui.games.adventures.art.pouch import pouch
from sherwood.ui.games.adventures.art.shapes import mix
from sherwood.ui.games.adventures.drawing import Shown
from sherwood.ui.kit import scroll as scrolling
from sherwood.ui.render import draw, text
from sherwood.ui.render import palette as P

if TYPE_CHECKING:
    from sherwood.ui.games.adventures.table import AdventuresTable


# --- the bag strip --------------------------------------------------------------------------------


def draw_bag(
    s: pygame.Surface,
    T,
    layout: G.BagLayout,
    box: pygame.Rect,
    sh: Shown,
    flying: Collection[str] = (),
    last_tray: list[str] | None = None,
) -> None:
    """The bag strip: the pouch; the discs by what they mean, those drawn this round faded
    in their places; the dice in the bag; the tray of the dice drawn (the last draw faded
    once its dice went back); the seals in the bag."""
    draw.panel(s, box, max(4, T.length(10)))
    pr = T.rect(layout.pouch)
    pic = pouch(pr.w, pr.h)
    s.blit(pic, pr)
    label_px = T.px(13)
    slots = G.disc_slots(layout)
    for meaning, group in G.DISC_GROUPS.items():
        left = sum(1 for d in sh.bag_discs if d in group)
        _section(s, T, layout.discs[meaning], W.strip_labels(meaning, left), label_px)
        for d in dict.fromkeys(group):  # in the strip's order, the same in every run
            positions = [i for i, g in enumerate(group) if g == d]
            out = min(len(positions), sh.drawn_discs.count(d))
            for k, i in enumerate(positions):
                drawn = k >= len(positions) - out
                rr = T.rect(slots[(meaning, i)])
                pic = pieces.disc(C.disc_colour(d, sh.outlaw), meaning, rr.w, faded=drawn)
                s.blit(pic, rr)
                if drawn:
                    draw.dashed_outline(s, P.INK_SOFT, rr, 1, 3, rr.w // 2)
    # the dice in the bag
    r = _section(s, T, layout.dice, W.DICE_LABELS, label_px)
    dpx = T.length(30)
    st = C.outlaw_style(sh.outlaw)
    rows = [(C.WHITE_DIE, None, f"×{sh.bag_white}"), (C.VIOLET, None, f"×{sh.bag_violet}")]
    if sh.bow_in_bag:
        rows.append((st.colour, st.symbol, "bow"))
    for i, (colour, symbol, words) in enumerate(rows):
        x = r.x + T.length(8) + i * T.length(64)
        s.blit(pieces.die(colour, dpx, symbol), (x, r.y + T.length(28)))
        displays.label(
            s,
            words,
            "sans-bold",
            T.px(17),
            P.INK,
            pygame.Rect(x + dpx + T.length(3), r.y + T.length(28), T.length(30), dpx),
            "midleft",
            minimum=8,
        )
    # the tray
    r = T.rect(layout.tray)
    draw.inset(s, r, T.length(6), 50)
    tray = sh.tray if sh.tray else (last_tray or [])
    done = sh.tray_done or not sh.tray
    words = W.tray_labels(bool(done and tray))
    displays.label(
        s,
        words,
        "sans-bold",
        label_px,
        P.INK_SOFT,
        pygame.Rect(r.x + T.length(6), r.y + T.length(2), r.w, T.length(20)),
        "midleft",
        minimum=8,
    )
    total = max(3, len(tray))
    for i, d in enumerate(tray):
        rr = T.rect(G.tray_slot(layout, i, total))
        pic = pieces.die(C.die_colour(d, sh.outlaw), rr.w, st.symbol if d == "B" else None, ring=d == "W")
        if done:
            pic = pic.copy()
            pic.set_alpha(120)
        s.blit(pic, rr)
    # the seals in the bag
    r = _section(s, T, layout.seals, W.seal_labels(len(sh.seals_bag)), label_px)
    spx = min(T.length(36), (r.h - T.length(26)) // 2, (r.w - T.length(12)) // 4 - T.length(4))
    for i, seal in enumerate(sorted(sh.seals_bag)):
        col, row = i % 4, i // 4
        pic = displays.seal_picture(seal, spx)
        s.blit(pic, (r.x + T.length(6) + col * (spx + T.length(4)), r.y + T.length(23) + row * spx))


def _section(s: pygame.Surface, T, box: G.Box, words: tuple[str, ...], px: int) -> pygame.Rect:
    """A section of the strip: its tinted box (returned, in pixels) and its heading, the
    first of ``words`` that fits."""
    r = T.rect(box)
    pygame.draw.rect(s, mix(P.PARCHMENT, P.INK, 0.06), r, border_radius=T.length(6))
    head = pygame.Rect(r.x + T.length(6), r.y + T.length(2), r.w - T.length(12), T.length(20))
    displays.label(s, words, "sans-bold", px, P.INK, head, "midleft", minimum=8)
    return r


def seal_boxes(T, layout: G.BagLayout, sh: Shown) -> list[tuple[str, pygame.Rect]]:
    """Each seal in the bag and its rect in the strip (for tooltips)."""
    r = T.rect(layout.seals)
    spx = min(T.length(36), (r.h - T.length(26)) // 2, (r.w - T.length(12)) // 4 - T.length(4))
    out = []
    for i, seal in enumerate(sorted(sh.seals_bag)):
        col, row = i % 4, i // 4
        out.append(
            (
                seal,
                pygame.Rect(
                    r.x + T.length(6) + col * (spx + T.length(4)), r.y + T.length(23) + row * spx, spx, spx
                ),
            )
        )
    return out


# --- the story page ---------------------------------------------------------------------------------


def draw_story(table: AdventuresTable, surface: pygame.Surface) -> None:
    """The page in its box; words that do not fit it at the least readable size scroll
    (:class:`~sherwood.ui.kit.scroll.Scroll`): the view follows the newest line as the page
    fills, but for the story told at the start, which is read from its top."""
    T = table.T
    box = T.rect(table.Z("story"))
    draw.panel(surface, box, T.length(10))
    title, lines = table.story_page()
    pad = T.length(12)
    head = pygame.Rect(box.x + pad, box.y + T.length(8), box.w - 2 * pad, T.length(30))
    text.line(surface, title, "serif-bold", T.px(22), P.INK, head, "midleft", minimum=T.px(14))
    pygame.draw.line(
        surface,
        P.PARCHMENT_EDGE,
        (head.x, head.bottom + T.length(2)),
        (head.right, head.bottom + T.length(2)),
        max(1, T.length(1.5)),
    )
    body = pygame.Rect(
        box.x + pad, head.bottom + T.length(8), box.w - 2 * pad, box.bottom - head.bottom - T.length(16)
    )
    laid, gap = fit_lines(lines, body, T)
    scroll = table.panels.scroll("story")
    shown = (title, tuple(lines))
    scrolling.place_paragraphs(scroll, body, laid, gap)
    if shown != table.story_shown:  # a new page, or a line more of it
        table.story_shown = shown
        scroll.to_end() if table.match.history else scroll.to_top()
    colours = [P.INK if i == len(laid) - 1 else P.INK_SOFT for i in range(len(laid))]
    scrolling.paragraphs(surface, scroll, body, laid, gap, colours, T.scale)


def fit_lines(lines: list[str], body: pygame.Rect, T) -> tuple[list[text.Wrapped], int]:
    """The lines laid out as large as they all fit ``body`` (each its own paragraph); if even
    the least size is too tall, at that size, a little narrower: the panel scrolls them."""
    floor = T.px(15)
    for px in range(T.px(17), floor - 1, -1):
        laid = [text.fit_paragraph(s, "serif", px, body.w, None) for s in lines]
        gap = max(2, px // 3)
        if sum(w.height for w in laid) + gap * (len(laid) - 1) <= body.h:
            return laid, gap
    width = body.w - T.length(24)  # room for the scroll bar and its arrows
    return [text.fit_paragraph(s, "serif", floor, width, None) for s in lines], max(2, floor // 3)
