"""The story panel: a page of the adventure's book beside the forest. At the start it tells
the story of AR-14.8 and the goal (AR-0.7); then the words of what the last decision set
going, event by event as they play out (never ahead of the animation, like the log), the
draws of a sequence gathered in one line.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from sherwood.ui.games.adventures import words_table as W
from sherwood.ui.render import draw, text
from sherwood.ui.render import palette as P

if TYPE_CHECKING:
    from sherwood.ui.games.adventures.table import AdventuresTable


def page(table: AdventuresTable) -> tuple[str, list[str]]:
    """The page's title and lines now (:func:`.words_table.story_page`): the last command's
    events played out so far."""
    history = table.match.history
    if not history:
        return W.story_opening(table.words, table.match.opening_events)
    last = history[-1]
    events = list(last.events)
    sh = table.shown
    return W.story_page(table.words, last.command, events[: table.motion.page_count(len(events))],
                        sh.round, sh.turns_taken)


def draw_story(table: AdventuresTable, surface: pygame.Surface) -> None:
    T = table.T
    box = T.rect(table.Z("story"))
    draw.panel(surface, box, T.length(10))
    title, lines = page(table)
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
    y = body.y
    for i, w in enumerate(laid):
        colour = P.INK if i == len(laid) - 1 else P.INK_SOFT
        w.draw(surface, colour, pygame.Rect(body.x, y, body.w, w.height))
        y += w.height + gap


def fit_lines(lines: list[str], body: pygame.Rect, T) -> tuple[list[text.Wrapped], int]:
    """The lines laid out as large as they all fit ``body`` (each its own paragraph); if even
    the smallest size is too tall, the oldest lines go first (the newest matter most)."""
    floor = max(8, T.px(15))
    for start in range(len(lines)):
        rest = lines[start:]
        for px in range(T.px(17), floor - 1, -1):
            laid = [text.fit_paragraph(s, "serif", px, body.w, None) for s in rest]
            gap = max(2, px // 3)
            if sum(w.height for w in laid) + gap * (len(laid) - 1) <= body.h:
                return laid, gap
    last = text.fit_paragraph(lines[-1], "serif", floor, body.w, body.h, minimum=8)
    return [last], 0
